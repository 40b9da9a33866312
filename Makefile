# PitchPerfect. The two commands that matter: `make run` and `make test`.
# Everything else is listed by `make help`.

SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT     ?= 8080
DATA_DIR ?= .data
export PORT DATA_DIR
# jsii starts Node before Go code runs, so this must come from the environment.
export JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION := 20

GO_MODULES := ./shared/... ./functions/... ./infra/...
# Every Lambda: each folder of functions/ except the local server.
FUNCTIONS := $(filter-out local,$(notdir $(patsubst %/,%,$(wildcard functions/*/))))
NPM_STAMP := webapp/node_modules/.package-lock.json

.PHONY: help deps browser voice-deps bench-voice web run check lint test test-go security-test test-web test-e2e build synth train eval bench fmt vet clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-8s %s\n", $$1, $$2}'

$(NPM_STAMP): webapp/package.json webapp/package-lock.json
	cd webapp && npm ci --no-audit --no-fund
	@touch $@

deps: $(NPM_STAMP) ## install the npm packages (web app and stand-ins); Go fetches its modules itself

web: $(NPM_STAMP) ## build the web app into webapp/dist
	cd webapp && npm run build

run: deps web ## start the product on http://127.0.0.1:$(PORT) (data in $(DATA_DIR))
	@$(MAKE) --no-print-directory voice-deps || { echo; \
	  echo "Voice is off: the local speech engines could not be installed. Install them with:"; \
	  echo "  sudo apt-get install flite pocketsphinx pocketsphinx-en-us ffmpeg"; \
	  echo "Everything else works; voice screens say voice is unavailable."; echo; }
	go build -o .build/local/pitchperfect ./functions/local
	exec .build/local/pitchperfect

test: check test-go test-web test-e2e ## run every check and test: make check, Go, the web app's jest tests, and the browser tests

# golangci-lint is pinned in tools/go.mod (a module of its own, outside go.work,
# so its dependencies never change the product's); `go tool -n` builds it once
# into Go's build cache and prints where.
GOLANGCI = $$(cd tools && GOWORK=off go tool -n golangci-lint)
GO_MODS := shared functions infra tools

check: lint $(NPM_STAMP) ## static checks: golangci-lint, go mod tidy of each module, the web app's ESLint, shared/safety/classifier.bin current
	@for m in $(GO_MODS); do echo "go mod tidy -diff ($$m)"; (cd $$m && go mod tidy -diff) || exit 1; done
	go run ./shared/cmd/safetytrain -check
	cd webapp && npm run lint

lint: ## Go linters (golangci-lint with .golangci.yml) over the three modules
	$(GOLANGCI) run ./shared/... ./functions/... ./infra/...

test-go: deps voice-deps ## Go tests, against dynalite, cognito-local and the local speech engines
	go vet $(GO_MODULES)
	go test -count=1 $(GO_MODULES)

# The security suite (functions/local/security_*_test.go) also runs in test-go.
security-test: deps ## the security suite against one local stack: access, tokens, paid paths, limits, bad input, issue 15
	go test -count=1 -run '^TestSecurity' ./functions/local/

test-web: $(NPM_STAMP) ## web app's jest tests (its ESLint, with the import boundaries, runs in make check)
	cd webapp && npm test

test-e2e: deps browser ## browser tests: Chromium against the local server (builds the web app)
	cd webapp && npm run test:e2e

browser: ## install Debian's Chromium for the browser tests when it is missing
	@command -v chromium >/dev/null || { \
	  echo "Installing Chromium (Debian package) for the browser tests …"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

voice-deps: ## install Debian's local speech engines (flite, pocketsphinx, its English model, ffmpeg) when any is missing
	@if ! command -v flite >/dev/null || ! command -v pocketsphinx_continuous >/dev/null || \
	   ! command -v ffmpeg >/dev/null || [ ! -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ]; then \
	  echo "Installing the local speech engines (Debian packages flite pocketsphinx pocketsphinx-en-us ffmpeg) …"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq flite pocketsphinx pocketsphinx-en-us ffmpeg >/dev/null; fi

build: ## build every Lambda bootstrap (linux/arm64) into .build/<name>/bootstrap
	@rm -rf .build/.bin && mkdir -p .build/.bin
	GOOS=linux GOARCH=arm64 CGO_ENABLED=0 go build -tags lambda.norpc -trimpath -ldflags "-s -w" -o .build/.bin/ \
	  $(addprefix ./functions/,$(FUNCTIONS))
	@for bin in .build/.bin/*; do \
	  fn=$$(basename $$bin); mkdir -p .build/$$fn && mv $$bin .build/$$fn/bootstrap && echo "built .build/$$fn/bootstrap"; \
	done; rmdir .build/.bin

synth: build web ## synthesize the CloudFormation templates offline into cdk.out (DEPLOY_ENV=dev|prod)
	cd infra && CDK_CONTEXT_JSON='{"env":"$(DEPLOY_ENV)"}' CDK_OUTDIR=../cdk.out go run .

# Deploying: the CDK CLI, pinned in infra/cdk-cli (installed under .build, away from
# the Go tree), runs the same Go app (cdk.json) with -c env=$(DEPLOY_ENV); the app
# reads samconfig.toml [$(DEPLOY_ENV).deploy.parameters].
DEPLOY_ENV ?= dev
CDK_DIR := .build/cdk-cli
CDK := $(CDK_DIR)/node_modules/.bin/cdk
CDK_STAMP := $(CDK_DIR)/node_modules/.package-lock.json
# confirm_changeset = true in samconfig.toml: every change waits for a yes
# (read by infra/settings, like every other deploy setting).
APPROVAL := go run ./infra/settings/cmd/approval -env $(DEPLOY_ENV)

.PHONY: deploy destroy diff cdk-bootstrap bench-lambda

$(CDK_STAMP): infra/cdk-cli/package.json infra/cdk-cli/package-lock.json
	mkdir -p $(CDK_DIR) && cp infra/cdk-cli/package.json infra/cdk-cli/package-lock.json $(CDK_DIR)/
	cd $(CDK_DIR) && npm ci --no-audit --no-fund
	@touch $@

cdk-bootstrap: build web $(CDK_STAMP) ## once per AWS account and region: the CDK's asset bucket and roles
	$(CDK) bootstrap -c env=$(DEPLOY_ENV)

diff: build web $(CDK_STAMP) ## what `make deploy` would change in AWS (DEPLOY_ENV=dev|prod)
	$(CDK) diff --all -c env=$(DEPLOY_ENV)

deploy: build web $(CDK_STAMP) ## deploy to AWS (DEPLOY_ENV=dev|prod; needs AWS credentials and make cdk-bootstrap once)
	approval=$$($(APPROVAL)) && \
	  $(CDK) deploy --all -c env=$(DEPLOY_ENV) --require-approval $$approval --outputs-file cdk.out/outputs-$(DEPLOY_ENV).json

destroy: build web $(CDK_STAMP) ## delete the stacks of DEPLOY_ENV (tables, recordings, user pool and sender identity are kept)
	$(CDK) destroy --all -c env=$(DEPLOY_ENV)

train: ## retrain the injection classifier (shared/safety/classifier.bin) from the labelled set
	go run ./shared/cmd/safetytrain

.PHONY: api-types
api-types: ## regenerate the web app's API types and business constants from the Go contract (shared/httpapi/contract.go)
	go run ./shared/cmd/apitypes

eval: ## print the coach's and the safety screener's accuracy on the labelled sets
	@go test -count=1 -run 'TestEvalAccuracy' -v ./shared/coach/ | grep -E '^(pitch|objection|ok|FAIL|--- FAIL)'
	go run ./shared/cmd/faulteval -check shared/coach/testdata/faults/set-a.json shared/coach/testdata/faults/set-b.json
	go run ./shared/cmd/safetyeval -check

# make load: LOAD_DURATION=10m make load for the full run; LOAD_USERS (50), LOAD_SEED (1).
LOAD_DURATION ?= 60s
.PHONY: load
load: deps ## load test: 50 users mix the main routes for LOAD_DURATION (60s; 10m for the full run) against the local server
	LOAD_DURATION=$(LOAD_DURATION) go test -count=1 -timeout 0 -run '^TestLoad$$' -v ./functions/local/

bench: bench-lambda ## benchmarks: the Go benchmarks, then each Lambda's size and first-response time
	go test -run '^$$' -bench . -benchmem ./shared/...

bench-voice: deps voice-deps ## voice figures: end of speech to transcript, buyer text and buyer audio (median of 5) through the local server; local STT word error rates
	@[ -f /usr/share/pocketsphinx/test/data/librivox/transcription ] || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get install -y -qq pocketsphinx-testdata >/dev/null || echo "pocketsphinx-testdata not installed: the human speech figure is skipped"; }
	VOICE_BENCH=1 go test -count=1 -timeout 0 -run '^TestVoiceBench$$' -v ./functions/local/ | grep -v -E '^(=== RUN|--- PASS|PASS)'

bench-lambda: build deps ## each Lambda's arm64 size and start-to-first-response under the Runtime API
	go run ./infra/lambdaruntime/cmd/lambdabench -arm64 .build

fmt: ## format the Go code
	gofmt -w shared functions infra

clean: ## remove build output (keeps $(DATA_DIR))
	rm -rf .build cdk.out webapp/dist
