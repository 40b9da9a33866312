// Command safetyeval measures the prompt-injection detector
// (safety.DetectInjection) on the labelled sets of shared/safety/testdata:
// for each pair of files NAMEinjections.jsonl and NAMEbenign.jsonl the
// detection rate and the false-positive rate, and for each benign-only set
// (NAMEbenign.jsonl without injections) the false-positive rate. `make eval`
// runs it. With -v it lists every miss and false positive and the figures
// per kind; with -check it exits 1 when a set falls below the floors written
// in floors.json next to the sets.
//
// Each line of a set is a JSON object {"text", "kind", "lang", "round"}.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"pitchperfect/shared/safety"
)

// labelled is one line of a set.
type labelled struct {
	Text  string `json:"text"`
	Kind  string `json:"kind"`
	Lang  string `json:"lang"`
	Round int    `json:"round"`
}

// floor is the least detection and the most false positives a set may give
// (percentages), for -check.
type floor struct {
	Detection float64 `json:"detection"`
	FalsePos  float64 `json:"false_positives"`
}

func main() {
	dir := flag.String("dir", "shared/safety/testdata", "folder of the labelled sets")
	verbose := flag.Bool("v", false, "list misses, false positives and the figures per kind")
	check := flag.Bool("check", false, "exit 1 when a set is below its floor in DIR/floors.json")
	flag.Parse()
	if err := run(*dir, *verbose, *check); err != nil {
		fmt.Fprintln(os.Stderr, "safetyeval:", err)
		os.Exit(1)
	}
}

func run(dir string, verbose, check bool) error {
	names, err := filepath.Glob(filepath.Join(dir, "*benign.jsonl"))
	if err != nil {
		return err
	}
	if len(names) == 0 {
		return fmt.Errorf("no *benign.jsonl in %s", dir)
	}
	sort.Strings(names)
	floors := map[string]floor{}
	if check {
		b, err := os.ReadFile(filepath.Join(dir, "floors.json"))
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, &floors); err != nil {
			return fmt.Errorf("floors.json: %w", err)
		}
	}
	failed := false
	for _, ben := range names {
		set := strings.TrimSuffix(filepath.Base(ben), "benign.jsonl")
		label := strings.TrimSuffix(set, "_")
		if label == "" {
			label = "labelled"
		}
		var inj string
		if p := filepath.Join(dir, set+"injections.jsonl"); exists(p) {
			inj = p
		}
		r, err := measure(inj, ben, verbose)
		if err != nil {
			return err
		}
		line := fmt.Sprintf("%-10s", label)
		if r.injections > 0 {
			line += fmt.Sprintf(" detection %d/%d (%.1f%%)", r.detected, r.injections, pct(r.detected, r.injections))
		}
		line += fmt.Sprintf(" false positives %d/%d (%.1f%%)", r.falsePos, r.benign, pct(r.falsePos, r.benign))
		if f, ok := floors[label]; ok && check {
			if (r.injections > 0 && pct(r.detected, r.injections) < f.Detection) || pct(r.falsePos, r.benign) > f.FalsePos {
				line += fmt.Sprintf("  BELOW FLOOR (detection >= %.1f%%, false positives <= %.1f%%)", f.Detection, f.FalsePos)
				failed = true
			}
		}
		fmt.Println(line)
	}
	if failed {
		return fmt.Errorf("a set is below its floor")
	}
	return nil
}

type result struct{ detected, injections, falsePos, benign int }

func pct(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

func measure(injPath, benPath string, verbose bool) (result, error) {
	var res result
	byKind := map[string][2]int{}
	count := func(key string, hit bool) {
		t := byKind[key]
		t[1]++
		if hit {
			t[0]++
		}
		byKind[key] = t
	}
	if injPath != "" {
		inj, err := load(injPath)
		if err != nil {
			return res, err
		}
		res.injections = len(inj)
		for _, l := range inj {
			r := safety.DetectInjection(l.Text)
			count("injection/"+l.Kind, r.Injection)
			if r.Injection {
				res.detected++
			} else if verbose {
				fmt.Printf("  MISS [%s/%s] %.2f %v %q\n", l.Kind, l.Lang, r.Score, r.Signals, l.Text)
			}
		}
	}
	ben, err := load(benPath)
	if err != nil {
		return res, err
	}
	res.benign = len(ben)
	for _, l := range ben {
		r := safety.DetectInjection(l.Text)
		count("benign/"+l.Kind, r.Injection)
		if r.Injection {
			res.falsePos++
			if verbose {
				fmt.Printf("  FALSE POSITIVE [%s/%s] %.2f %v %q\n", l.Kind, l.Lang, r.Score, r.Signals, l.Text)
			}
		}
	}
	if verbose {
		keys := make([]string, 0, len(byKind))
		for k := range byKind {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Printf("  %-34s flagged %d/%d\n", k, byKind[k][0], byKind[k][1])
		}
	}
	return res, nil
}

func load(path string) ([]labelled, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var l labelled
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		out = append(out, l)
	}
	return out, sc.Err()
}
