package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/infra/settings"
	"pitchperfect/shared/catalog"
)

func TestMain(m *testing.M) {
	code := m.Run()
	jsii.Close()
	os.Exit(code)
}

func TestSynthWritesEveryStackToCDKOutdir(t *testing.T) {
	// GIVEN built functions (stand-ins) and an output folder
	assets := t.TempDir()
	for _, name := range parts.FunctionNames(catalog.Functions()) {
		dir := filepath.Join(assets, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, parts.Handler), []byte("stand-in"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	site := t.TempDir()
	if err := os.WriteFile(filepath.Join(site, parts.SiteIndex), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	env := map[string]string{settings.EnvAssetRoot: assets, settings.EnvSiteRoot: site, "CDK_OUTDIR": out}

	// WHEN the app runs
	if err := run(func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}

	// THEN the cloud assembly holds the five stacks of the default environment
	for _, stack := range []string{"Edge", "Data", "Auth", "Api", "Web"} {
		path := filepath.Join(out, "PitchPerfect-dev-"+stack+".template.json")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("missing template: %v", err)
		}
	}
}

func TestSynthStopsWhenCodeIsMissing(t *testing.T) {
	// GIVEN an asset root without built functions
	env := map[string]string{settings.EnvAssetRoot: t.TempDir(), settings.EnvSiteRoot: t.TempDir(), "CDK_OUTDIR": t.TempDir()}

	// WHEN the app runs
	err := run(func(k string) string { return env[k] })

	// THEN it fails with a message that says to run make build
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Errorf("run() = %v, want an error that names `make build`", err)
	}
}

func TestSynthStopsWhenTheWebAppIsMissing(t *testing.T) {
	// GIVEN built functions but no built web app
	assets := t.TempDir()
	for _, name := range parts.FunctionNames(catalog.Functions()) {
		if err := os.MkdirAll(filepath.Join(assets, name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(assets, name, parts.Handler), []byte("x"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := map[string]string{settings.EnvAssetRoot: assets, settings.EnvSiteRoot: t.TempDir(), "CDK_OUTDIR": t.TempDir()}
	// WHEN the app runs
	err := run(func(k string) string { return env[k] })
	// THEN it fails with a message that says to run make web
	if err == nil || !strings.Contains(err.Error(), "make web") {
		t.Errorf("run() = %v, want an error that names `make web`", err)
	}
}

func TestPropsCarryEverySetting(t *testing.T) {
	s := settings.Settings{
		Env: "prod", StackPrefix: "PP", AssetRoot: "/a", SiteRoot: "/s",
		SESFrom: "c@x.dev", SESIdentity: "x.dev", LLMProvider: "bedrock", BedrockModelID: "m.n",
		GoogleClientID: "g", GoogleSecretName: "sec", AuthDomainPrefix: "pp-x",
		DomainName: "app.x.dev", CertificateARN: "arn:cert", AlarmEmail: "o@x.dev",
		APIThrottleRate: 7, APIThrottleBurst: 8, CostlyThrottleRate: 1, CostlyThrottleBurst: 2,
		ReservedConcurrency: 3, LogRetentionDays: 90, LogLevel: "WARN",
	}
	p := Props(s, nil)
	if p.Prefix != "PP" || p.EnvName != "prod" || p.AssetRoot != "/a" || p.SiteRoot != "/s" ||
		p.Mail.From != "c@x.dev" || p.Mail.Identity != "x.dev" ||
		p.LLM.Provider != "bedrock" || p.LLM.ModelID != "m.n" ||
		p.Google == nil || p.Google.ClientID != "g" || p.Google.SecretName != "sec" || p.AuthDomainPrefix != "pp-x" ||
		p.DomainName != "app.x.dev" || p.CertificateARN != "arn:cert" || p.AlarmEmail != "o@x.dev" ||
		p.Limits.Rate != 7 || p.Limits.Burst != 8 || p.Limits.CostlyRate != 1 || p.Limits.CostlyBurst != 2 ||
		p.Limits.ReservedConcurrency != 3 || p.Logs.Level != "WARN" || p.Logs.Retention != parts.Retention(90) {
		t.Errorf("Props = %+v", p)
	}
	s.GoogleClientID = ""
	if Props(s, nil).Google != nil {
		t.Error("Google sign-in without a client id")
	}
}
