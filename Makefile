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

.PHONY: help deps browser web run test test-go test-web test-e2e build synth eval bench fmt vet clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-8s %s\n", $$1, $$2}'

$(NPM_STAMP): webapp/package.json webapp/package-lock.json
	cd webapp && npm ci --no-audit --no-fund
	@touch $@

deps: $(NPM_STAMP) ## install the npm packages (web app and stand-ins); Go fetches its modules itself

web: $(NPM_STAMP) ## build the web app into webapp/dist
	cd webapp && npm run build

run: deps web ## start the product on http://127.0.0.1:$(PORT) (data in $(DATA_DIR))
	go build -o .build/local/pitchperfect ./functions/local
	exec .build/local/pitchperfect

test: test-go test-web test-e2e ## run every test: Go, the web app's jest tests, and the browser tests

test-go: deps ## Go tests, against dynalite and cognito-local
	go vet $(GO_MODULES)
	go test -count=1 $(GO_MODULES)

test-web: $(NPM_STAMP) ## web app tests (jest)
	cd webapp && npm test

test-e2e: deps browser ## browser tests: Chromium against the local server (builds the web app)
	cd webapp && npm run test:e2e

browser: ## install Debian's Chromium for the browser tests when it is missing
	@command -v chromium >/dev/null || { \
	  echo "Installing Chromium (Debian package) for the browser tests …"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

build: ## build every Lambda bootstrap (linux/arm64) into .build/<name>/bootstrap
	@for fn in $(FUNCTIONS); do \
	  echo "build $$fn"; \
	  GOOS=linux GOARCH=arm64 CGO_ENABLED=0 go build -tags lambda.norpc -trimpath -ldflags "-s -w" \
	    -o .build/$$fn/bootstrap ./functions/$$fn || exit 1; \
	done

synth: build ## synthesize the CloudFormation templates offline into cdk.out
	cd infra && JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION=20 CDK_OUTDIR=../cdk.out go run .

eval: ## print the coach's and the safety screener's accuracy on the labelled sets
	@go test -count=1 -run 'TestEvalAccuracy|TestInjectionEval' -v ./shared/coach/ ./shared/safety/ | grep -E '^(pitch|objection|injection|false|ok|FAIL|--- FAIL)'

bench: ## benchmarks
	go test -run '^$$' -bench . -benchmem ./shared/...

fmt: ## format the Go code
	gofmt -w shared functions infra

clean: ## remove build output (keeps $(DATA_DIR))
	rm -rf .build cdk.out webapp/dist
