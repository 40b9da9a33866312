package settings

import (
	"cmp"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	paths := Paths{Cwd: "/repo/infra", Root: "/repo"}
	// full completes a case's expectation with the defaults it does not set.
	full := func(s Settings) Settings {
		s.AssetRoot = cmp.Or(s.AssetRoot, "/repo/.build")
		s.SiteRoot = cmp.Or(s.SiteRoot, "/repo/webapp/dist")
		s.SESFrom = cmp.Or(s.SESFrom, "mail@pitchperfect.dev")
		s.SESIdentity = cmp.Or(s.SESIdentity, s.SESFrom)
		s.LLMProvider = cmp.Or(s.LLMProvider, "builtin")
		s.APIThrottleRate = cmp.Or(s.APIThrottleRate, DefaultAPIThrottleRate)
		s.APIThrottleBurst = cmp.Or(s.APIThrottleBurst, DefaultAPIThrottleBurst)
		s.CostlyThrottleRate = cmp.Or(s.CostlyThrottleRate, DefaultCostlyRate)
		s.CostlyThrottleBurst = cmp.Or(s.CostlyThrottleBurst, DefaultCostlyBurst)
		s.LogRetentionDays = cmp.Or(s.LogRetentionDays, DefaultLogRetentionDays)
		s.LogLevel = cmp.Or(s.LogLevel, "INFO")
		return s
	}
	sam := Samconfig{
		"dev.deploy.parameters": {"stack_name": "PP-dev", "region": "eu-central-1", "ses_from": "dev@pitchperfect.dev",
			"api_throttle_rate": 20.0, "llm_provider": "bedrock"},
		"default.deploy.parameters": {"stack_name": "PP-default", "ses_from": "default@pitchperfect.dev"},
	}
	for _, tt := range []struct {
		name    string
		context map[string]any
		env     map[string]string
		sam     Samconfig
		want    Settings
		wantErr string
	}{
		{
			name: "defaults",
			want: Settings{Env: "dev", StackPrefix: "PitchPerfect-dev"},
		},
		{
			name:    "prod from context, region from the CLI",
			context: map[string]any{"env": "prod", "assetRoot": "dist/lambda"},
			env:     map[string]string{"CDK_DEFAULT_REGION": "eu-west-1", "CDK_DEFAULT_ACCOUNT": "123456789012"},
			want: Settings{Env: "prod", StackPrefix: "PitchPerfect-prod", Account: "123456789012",
				Region: "eu-west-1", AssetRoot: "/repo/dist/lambda"},
		},
		{
			name:    "context beats CLI defaults; env var beats context",
			context: map[string]any{"region": "us-west-2", "stackPrefix": "Demo", "assetRoot": "x", "siteRoot": "web"},
			env:     map[string]string{"CDK_DEFAULT_REGION": "eu-west-1", EnvAssetRoot: "../out", EnvSiteRoot: "/tmp/site"},
			want:    Settings{Env: "dev", StackPrefix: "Demo", Region: "us-west-2", AssetRoot: "/repo/out", SiteRoot: "/tmp/site"},
		},
		{
			name:    "absolute asset root",
			context: map[string]any{"assetRoot": "/tmp/assets/"},
			want:    Settings{Env: "dev", StackPrefix: "PitchPerfect-dev", AssetRoot: "/tmp/assets"},
		},
		{
			name: "samconfig.toml supplies the environment's parameters",
			sam:  sam,
			want: Settings{Env: "dev", StackPrefix: "PP-dev", Region: "eu-central-1", SESFrom: "dev@pitchperfect.dev",
				LLMProvider: "bedrock", BedrockModelID: DefaultBedrockModelID, APIThrottleRate: 20},
		},
		{
			name:    "context beats samconfig.toml; -c values are strings",
			sam:     sam,
			context: map[string]any{"stackPrefix": "Mine", "apiThrottleRate": "30", "llmProvider": "builtin", "logLevel": "debug"},
			want: Settings{Env: "dev", StackPrefix: "Mine", Region: "eu-central-1", SESFrom: "dev@pitchperfect.dev",
				APIThrottleRate: 30, LogLevel: "DEBUG"},
		},
		{
			name:    "an environment without a section reads the default one",
			sam:     sam,
			context: map[string]any{"env": "qa"},
			want:    Settings{Env: "qa", StackPrefix: "PP-default", SESFrom: "default@pitchperfect.dev"},
		},
		{
			name: "everything optional turned on",
			context: map[string]any{
				"sesFrom": "coach@mail.pitchperfect.dev", "sesIdentity": "mail.pitchperfect.dev",
				"llmProvider": "bedrock", "bedrockModelId": "us.anthropic.claude-3-5-haiku-20241022-v1:0",
				"googleClientId": "123.apps.googleusercontent.com", "googleClientSecretName": "pitchperfect/google",
				"authDomainPrefix": "pitchperfect-dev-acme", "domainName": "App.PitchPerfect.dev",
				"certificateArn": "arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab",
				"alarmEmail":     "oncall@pitchperfect.dev", "reservedConcurrency": 5.0, "logRetentionDays": 90.0,
			},
			want: Settings{Env: "dev", StackPrefix: "PitchPerfect-dev",
				SESFrom: "coach@mail.pitchperfect.dev", SESIdentity: "mail.pitchperfect.dev",
				LLMProvider: "bedrock", BedrockModelID: "us.anthropic.claude-3-5-haiku-20241022-v1:0",
				GoogleClientID: "123.apps.googleusercontent.com", GoogleSecretName: "pitchperfect/google",
				AuthDomainPrefix: "pitchperfect-dev-acme", DomainName: "app.pitchperfect.dev",
				CertificateARN: "arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab",
				AlarmEmail:     "oncall@pitchperfect.dev", ReservedConcurrency: 5, LogRetentionDays: 90},
		},
		{name: "bad env", context: map[string]any{"env": "my env"}, wantErr: `env "my env"`},
		{name: "not a string", context: map[string]any{"env": 3.0}, wantErr: `context "env" must be a string`},
		{name: "no sender", context: map[string]any{"sesFrom": ""}, wantErr: "ses_from"},
		{name: "sender with a name", context: map[string]any{"sesFrom": "Coach <c@pitchperfect.dev>"}, wantErr: "bare e-mail address"},
		{name: "identity of another domain", context: map[string]any{"sesIdentity": "other.dev"}, wantErr: "must be ses_from"},
		{name: "openai", context: map[string]any{"llmProvider": "openai"}, wantErr: "API key"},
		{name: "unknown provider", context: map[string]any{"llmProvider": "gpt"}, wantErr: "use builtin or bedrock"},
		{name: "google without secret", context: map[string]any{"googleClientId": "x", "authDomainPrefix": "pp-x"}, wantErr: "go together"},
		{name: "google without domain", context: map[string]any{"googleClientId": "x", "googleClientSecretName": "s"}, wantErr: "auth_domain_prefix"},
		{name: "reserved domain prefix", context: map[string]any{"authDomainPrefix": "my-cognito"}, wantErr: "without aws"},
		{name: "certificate outside us-east-1", context: map[string]any{"domainName": "a.dev",
			"certificateArn": "arn:aws:acm:eu-west-1:123456789012:certificate/abc"}, wantErr: "us-east-1"},
		{name: "domain without certificate", context: map[string]any{"domainName": "a.dev"}, wantErr: "go together"},
		{name: "retention CloudWatch refuses", context: map[string]any{"logRetentionDays": 10.0}, wantErr: "log_retention_days 10"},
		{name: "throttle not a number", context: map[string]any{"apiThrottleRate": "fast"}, wantErr: "must be a number"},
		{name: "costly above the API", context: map[string]any{"costlyThrottleRate": 100.0}, wantErr: "must not exceed"},
		{name: "fractional burst", context: map[string]any{"apiThrottleBurst": 1.5}, wantErr: "whole number"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := map[string]any{}
			if tt.sam == nil {
				ctx[KeySESFrom] = "mail@pitchperfect.dev"
			}
			for k, v := range tt.context {
				ctx[k] = v
			}
			got, err := Resolve(
				func(k string) any { return ctx[k] },
				func(k string) string { return tt.env[k] },
				paths, tt.sam)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Resolve error = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := full(tt.want); !reflect.DeepEqual(got, want) {
				t.Errorf("Resolve =\n %+v\nwant\n %+v", got, want)
			}
		})
	}
}

func TestExampleSenderIsAWarning(t *testing.T) {
	s, err := Resolve(func(k string) any {
		if k == KeySESFrom {
			return "no-reply@example.com"
		}
		return nil
	}, func(string) string { return "" }, Paths{Cwd: "/", Root: "/"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Warnings) != 1 || !strings.Contains(s.Warnings[0], "example domain") {
		t.Errorf("Warnings = %q, want one about the example domain", s.Warnings)
	}
}

func TestParseSamconfig(t *testing.T) {
	src := `# comment
version = 0.1
[dev.deploy.parameters]
stack_name = "PitchPerfect-dev"   # trailing comment
tags = "project=\"PitchPerfect\" note=\"a # b\""
confirm_changeset = false
api_throttle_rate = 25
log_retention_days = 14.0

[dev.global.parameters]
region = 'us-east-1'

[prod.deploy.parameters]
confirm_changeset = true
`
	got, err := ParseSamconfig(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := Samconfig{
		"dev.deploy.parameters": {"stack_name": "PitchPerfect-dev", "tags": `project="PitchPerfect" note="a # b"`,
			"confirm_changeset": false, "api_throttle_rate": 25.0, "log_retention_days": 14.0},
		"dev.global.parameters":  {"region": "us-east-1"},
		"prod.deploy.parameters": {"confirm_changeset": true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseSamconfig =\n %v\nwant\n %v", got, want)
	}
	for _, bad := range []string{"[[array]]\nkey = 1", "key", `key = "open`, "[dev.deploy]\nregion = \"x\"", "[dev]\ndeploy = 1",
		"[dev.deploy.parameters]\nregion = \"a\"\n[dev.deploy.parameters]\nregion = \"b\""} {
		if _, err := ParseSamconfig(strings.NewReader(bad)); err == nil {
			t.Errorf("ParseSamconfig(%q) = nil error, want one", bad)
		}
	}
}

func TestConfirmChangeset(t *testing.T) {
	sam := Samconfig{
		"default.deploy.parameters": {"confirm_changeset": false},
		"prod.deploy.parameters":    {"confirm_changeset": true},
		"odd.deploy.parameters":     {"confirm_changeset": "yes"},
		"bare.deploy.parameters":    {},
	}
	for env, want := range map[string]bool{"prod": true, "dev": false, "bare": false} {
		if got, err := sam.ConfirmChangeset(env); err != nil || got != want {
			t.Errorf("ConfirmChangeset(%s) = %v, %v; want %v", env, got, err, want)
		}
	}
	if _, err := sam.ConfirmChangeset("odd"); err == nil || !strings.Contains(err.Error(), "true or false") {
		t.Errorf("ConfirmChangeset(odd) = %v, want an error", err)
	}
}

func TestProjectContextFindsCdkJSONUpwards(t *testing.T) {
	// GIVEN a cdk.json two folders up
	root := t.TempDir()
	json := `{"app": "go run ./infra", "context": {"env": "dev", "@aws-cdk/core:flag": true}}`
	if err := os.WriteFile(filepath.Join(root, "cdk.json"), []byte(json), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "infra", "stacks")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// WHEN the context is loaded from the nested folder
	ctx, found, err := ProjectContext(dir)
	// THEN it is cdk.json's context, and its folder is the project root
	if err != nil {
		t.Fatal(err)
	}
	if found != root || ctx["env"] != "dev" || ctx["@aws-cdk/core:flag"] != true {
		t.Errorf("ProjectContext = %v, %q; want cdk.json's context and %q", ctx, found, root)
	}
}

func TestTheRepositoryConfigurationIsUsable(t *testing.T) {
	// The real cdk.json and samconfig.toml must parse and give every
	// environment they name valid settings.
	ctx, root, err := ProjectContext(".")
	if err != nil {
		t.Fatal(err)
	}
	sam, err := LoadSamconfig(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, env := range []string{"dev", "prod"} {
		c := map[string]any{}
		for k, v := range ctx {
			c[k] = v
		}
		c[KeyEnv] = env
		s, err := Resolve(func(k string) any { return c[k] }, func(string) string { return "" }, Paths{Cwd: root, Root: root}, sam)
		if err != nil {
			t.Errorf("%s: %v", env, err)
		}
		if s.StackPrefix != "PitchPerfect-"+env || s.Region == "" {
			t.Errorf("%s: stack prefix %q, region %q: want samconfig.toml's", env, s.StackPrefix, s.Region)
		}
		// make deploy asks before every change in prod only.
		if confirm, err := sam.ConfirmChangeset(env); err != nil || confirm != (env == "prod") {
			t.Errorf("%s: confirm_changeset %v, %v", env, confirm, err)
		}
	}
}

func TestEveryContextKeyHasAKnownSamconfigName(t *testing.T) {
	for ctxKey, samKey := range samconfigKeys {
		if strings.ToLower(samKey) != samKey || strings.Contains(samKey, "-") {
			t.Errorf("%s: samconfig key %q is not snake_case", ctxKey, samKey)
		}
	}
}
