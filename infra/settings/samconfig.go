package settings

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
)

// SamconfigFile is the per-environment deploy parameters file, beside cdk.json.
const SamconfigFile = "samconfig.toml"

// Samconfig is samconfig.toml's parameter tables by name:
// "dev.deploy.parameters" → {"stack_name": "PitchPerfect-dev",
// "confirm_changeset": false, …}. Numbers are float64, whether the file
// writes them as integers or not.
type Samconfig map[string]map[string]any

// DeployParameters returns the [<env>.deploy.parameters] table, or the
// [default.deploy.parameters] one when the environment has none.
func (s Samconfig) DeployParameters(env string) map[string]any {
	if p, ok := s[env+".deploy.parameters"]; ok {
		return p
	}
	return s["default.deploy.parameters"]
}

// ConfirmChangeset reports the environment's confirm_changeset: true means
// every deploy shows its changes and waits for a yes. Unset is false.
func (s Samconfig) ConfirmChangeset(env string) (bool, error) {
	switch v := s.DeployParameters(env)["confirm_changeset"].(type) {
	case nil:
		return false, nil
	case bool:
		return v, nil
	default:
		return false, fmt.Errorf("samconfig.toml confirm_changeset of %s must be true or false, got %v", env, v)
	}
}

// LoadSamconfig reads root/samconfig.toml. A missing file is an empty one.
func LoadSamconfig(root string) (Samconfig, error) {
	path := filepath.Join(root, SamconfigFile)
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return Samconfig{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s, err := ParseSamconfig(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// ParseSamconfig reads a samconfig file (TOML): its
// [<environment>.<command>.parameters] tables. Other top-level keys
// (version) are not parameters and are left out.
func ParseSamconfig(r io.Reader) (Samconfig, error) {
	var doc map[string]any
	if _, err := toml.NewDecoder(r).Decode(&doc); err != nil {
		return nil, err
	}
	out := Samconfig{}
	for env, commands := range doc {
		if _, ok := commands.([]map[string]any); ok {
			return nil, fmt.Errorf("[[%s]]: want [%s.<command>.parameters] tables", env, env)
		}
		commands, ok := commands.(map[string]any)
		if !ok {
			continue // version = 0.1
		}
		for command, tables := range commands {
			tables, ok := tables.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("[%s] %s: want a [%s.%s.parameters] table", env, command, env, command)
			}
			for name, params := range tables {
				params, ok := params.(map[string]any)
				if name != "parameters" || !ok {
					return nil, fmt.Errorf("%s.%s.%s: want a [%s.%s.parameters] table", env, command, name, env, command)
				}
				for k, v := range params {
					if i, ok := v.(int64); ok {
						params[k] = float64(i)
					}
				}
				out[env+"."+command+".parameters"] = params
			}
		}
	}
	return out, nil
}
