// Package settings reads what the CDK app is told at synth time: the target
// environment, naming, and where the built Lambda code is. Values come from
// CDK context (cdk.json, `cdk -c key=value`), with one environment variable
// for the asset root so a Makefile or CI can point synth at another folder.
package settings

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// Context keys, as written in cdk.json or passed with `-c`.
const (
	KeyEnv         = "env"         // dev, prod, … (default dev)
	KeyStackPrefix = "stackPrefix" // default PitchPerfect-<env>
	KeyAccount     = "account"     // default: CDK_DEFAULT_ACCOUNT, else env-agnostic
	KeyRegion      = "region"      // default: CDK_DEFAULT_REGION, else env-agnostic
	KeyAssetRoot   = "assetRoot"   // default .build, relative to the folder of cdk.json
)

// EnvAssetRoot overrides the assetRoot context value; a relative path is
// taken from the current directory, like any path typed in a shell.
const EnvAssetRoot = "PITCHPERFECT_ASSET_ROOT"

// Settings is the resolved configuration of one synth.
type Settings struct {
	Env         string
	StackPrefix string
	Account     string // empty: the stacks are environment-agnostic
	Region      string
	AssetRoot   string // absolute
}

// Paths anchors relative paths.
type Paths struct {
	Cwd  string // the process's working directory
	Root string // the folder holding cdk.json (the repository root)
}

var namePart = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9-]*$`)

// Resolve reads the settings. context looks up a CDK context value (nil when
// unset); getenv reads the process environment.
func Resolve(context func(key string) any, getenv func(string) string, paths Paths) (Settings, error) {
	var errs []error
	get := func(key string) string {
		v := context(key)
		if v == nil {
			return ""
		}
		s, ok := v.(string)
		if !ok {
			errs = append(errs, fmt.Errorf("context %q must be a string, got %T", key, v))
		}
		return s
	}
	s := Settings{
		Env:     cmp.Or(get(KeyEnv), "dev"),
		Account: cmp.Or(get(KeyAccount), getenv("CDK_DEFAULT_ACCOUNT")),
		Region:  cmp.Or(get(KeyRegion), getenv("CDK_DEFAULT_REGION")),
	}
	s.StackPrefix = cmp.Or(get(KeyStackPrefix), "PitchPerfect-"+s.Env)
	switch root := get(KeyAssetRoot); {
	case getenv(EnvAssetRoot) != "":
		s.AssetRoot = absolute(paths.Cwd, getenv(EnvAssetRoot))
	case root != "":
		s.AssetRoot = absolute(paths.Root, root)
	default:
		s.AssetRoot = filepath.Join(paths.Root, ".build")
	}
	if !namePart.MatchString(s.Env) {
		errs = append(errs, fmt.Errorf("env %q: use letters, digits and dashes", s.Env))
	}
	if !namePart.MatchString(s.StackPrefix) {
		errs = append(errs, fmt.Errorf("stackPrefix %q: use letters, digits and dashes", s.StackPrefix))
	}
	return s, errors.Join(errs...)
}

func absolute(base, path string) string {
	if filepath.IsAbs(path) {
		return filepath.Clean(path)
	}
	return filepath.Join(base, path)
}

// ProjectContext finds cdk.json in dir or the nearest parent and returns its
// "context" object and its folder. The CDK CLI passes that context to the app
// itself; a plain `go run` does not, so the app hands it to awscdk.NewApp as
// defaults and both ways synthesize the same templates (values given to the
// CLI still win).
func ProjectContext(dir string) (context map[string]any, root string, err error) {
	if dir, err = filepath.Abs(dir); err != nil {
		return nil, "", err
	}
	for d := dir; ; d = filepath.Dir(d) {
		path := filepath.Join(d, "cdk.json")
		raw, err := os.ReadFile(path)
		if err == nil {
			var f struct {
				Context map[string]any `json:"context"`
			}
			if err := json.Unmarshal(raw, &f); err != nil {
				return nil, "", fmt.Errorf("%s: %w", path, err)
			}
			return f.Context, d, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return nil, "", err
		}
		if filepath.Dir(d) == d {
			return nil, "", fmt.Errorf("no cdk.json in %s or any parent folder", dir)
		}
	}
}
