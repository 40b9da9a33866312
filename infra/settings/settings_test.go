package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	paths := Paths{Cwd: "/repo/infra", Root: "/repo"}
	for _, tt := range []struct {
		name    string
		context map[string]any
		env     map[string]string
		want    Settings
		wantErr string
	}{
		{
			name: "defaults",
			want: Settings{Env: "dev", StackPrefix: "PitchPerfect-dev", AssetRoot: "/repo/.build"},
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
			context: map[string]any{"region": "us-west-2", "stackPrefix": "Demo", "assetRoot": "x"},
			env:     map[string]string{"CDK_DEFAULT_REGION": "eu-west-1", EnvAssetRoot: "../out"},
			want:    Settings{Env: "dev", StackPrefix: "Demo", Region: "us-west-2", AssetRoot: "/repo/out"},
		},
		{
			name:    "absolute asset root",
			context: map[string]any{"assetRoot": "/tmp/assets/"},
			want:    Settings{Env: "dev", StackPrefix: "PitchPerfect-dev", AssetRoot: "/tmp/assets"},
		},
		{name: "bad env", context: map[string]any{"env": "my env"}, wantErr: `env "my env"`},
		{name: "not a string", context: map[string]any{"env": 3.0}, wantErr: `context "env" must be a string`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Resolve(
				func(k string) any { return tt.context[k] },
				func(k string) string { return tt.env[k] },
				paths)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Resolve error = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("Resolve =\n %+v\nwant\n %+v", got, tt.want)
			}
		})
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

func TestTheRepositoryCdkJSONIsUsable(t *testing.T) {
	// The real cdk.json must parse and name a valid default environment.
	ctx, _, err := ProjectContext(".")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Resolve(func(k string) any { return ctx[k] }, func(string) string { return "" }, Paths{Cwd: "/", Root: "/"}); err != nil {
		t.Error(err)
	}
}
