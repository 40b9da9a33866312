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
	for _, fn := range catalog.Functions() {
		dir := filepath.Join(assets, fn.Name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, parts.Handler), []byte("stand-in"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	out := t.TempDir()
	env := map[string]string{settings.EnvAssetRoot: assets, "CDK_OUTDIR": out}

	// WHEN the app runs
	if err := run(func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}

	// THEN the cloud assembly holds the three stacks of the default environment
	for _, stack := range []string{"Data", "Auth", "Api"} {
		path := filepath.Join(out, "PitchPerfect-dev-"+stack+".template.json")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("missing template: %v", err)
		}
	}
}

func TestSynthStopsWhenCodeIsMissing(t *testing.T) {
	// GIVEN an asset root without built functions
	env := map[string]string{settings.EnvAssetRoot: t.TempDir(), "CDK_OUTDIR": t.TempDir()}

	// WHEN the app runs
	err := run(func(k string) string { return env[k] })

	// THEN it fails with a message that says to run make build
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Errorf("run() = %v, want an error that names `make build`", err)
	}
}
