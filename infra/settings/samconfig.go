package settings

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// SamconfigFile is the per-environment deploy parameters file, beside cdk.json.
const SamconfigFile = "samconfig.toml"

// Samconfig is samconfig.toml read as tables of values: "dev.deploy.parameters"
// → {"stack_name": "PitchPerfect-dev", "confirm_changeset": false, …}.
type Samconfig map[string]map[string]any

// DeployParameters returns the [<env>.deploy.parameters] table, or the
// [default.deploy.parameters] one when the environment has none.
func (s Samconfig) DeployParameters(env string) map[string]any {
	if p, ok := s[env+".deploy.parameters"]; ok {
		return p
	}
	return s["default.deploy.parameters"]
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
	s, err := ParseSamconfig(bufio.NewScanner(f))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// ParseSamconfig reads the part of TOML that samconfig files use: [table]
// headers, `key = value` lines whose value is a basic string, a boolean or a
// number, and # comments. Anything else is an error rather than a guess.
func ParseSamconfig(sc *bufio.Scanner) (Samconfig, error) {
	out := Samconfig{}
	table := ""
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(stripComment(sc.Text()))
		switch {
		case line == "":
		case strings.HasPrefix(line, "["):
			if !strings.HasSuffix(line, "]") || strings.HasPrefix(line, "[[") {
				return nil, fmt.Errorf("line %d: unsupported table header %q", n, line)
			}
			table = strings.TrimSpace(line[1 : len(line)-1])
			if out[table] == nil {
				out[table] = map[string]any{}
			}
		default:
			key, raw, ok := strings.Cut(line, "=")
			if !ok {
				return nil, fmt.Errorf("line %d: want key = value, got %q", n, line)
			}
			key, raw = strings.TrimSpace(key), strings.TrimSpace(raw)
			v, err := parseValue(raw)
			if err != nil {
				return nil, fmt.Errorf("line %d: %s: %w", n, key, err)
			}
			if out[table] == nil {
				out[table] = map[string]any{}
			}
			out[table][key] = v
		}
	}
	return out, sc.Err()
}

func parseValue(raw string) (any, error) {
	switch {
	case strings.HasPrefix(raw, `"`):
		s, err := strconv.Unquote(raw)
		if err != nil {
			return nil, fmt.Errorf("bad string %s", raw)
		}
		return s, nil
	case raw == "true" || raw == "false":
		return raw == "true", nil
	}
	if f, err := strconv.ParseFloat(strings.ReplaceAll(raw, "_", ""), 64); err == nil {
		return f, nil
	}
	return nil, fmt.Errorf("unsupported value %s (use a quoted string, true/false or a number)", raw)
}

// stripComment removes a # comment that is not inside a quoted string.
func stripComment(line string) string {
	in, escaped := false, false
	for i, r := range line {
		switch {
		case escaped:
			escaped = false
		case r == '\\' && in:
			escaped = true
		case r == '"':
			in = !in
		case r == '#' && !in:
			return line[:i]
		}
	}
	return line
}
