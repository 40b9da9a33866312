package safety_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"testing"

	"pitchperfect/shared/safety"
)

// labelled is one line of testdata/injections.jsonl or testdata/benign.jsonl.
//
// Round 0 is the first set, written (red-team and sales-trainer view) before
// the detector existed. Rounds 1-5 were each written afterwards as a blind
// held-out set, measured before any change, then used to find the general
// gaps (never single phrases) and merged here. Blind results, in order:
//
//	round 1: detection 41/65 (63%),  false positives 0/64
//	round 2: detection 59/70 (84%),  false positives 0/80
//	round 3: detection 33/40 (83%),  false positives 2/70 (2.9%)
//	round 4: detection 22/38 (58%),  false positives 0/49 (new attack styles)
//	round 5: detection 36/45 (80%),  false positives 0/70
//	round 6: 18 custom scenario prompts (benign), 1 false positive before the
//	         scenario-request exception for "System: respond as the buyer"
//
// So expect roughly 80-85% detection and a low false-positive rate on text
// in new styles; the figures this test prints are on data the rules have
// seen.
type labelled struct {
	Text  string `json:"text"`
	Kind  string `json:"kind"`
	Lang  string `json:"lang"`
	Round int    `json:"round"`
}

func loadJSONL(t *testing.T, path string) []labelled {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
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
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestInjectionEval measures DetectInjection on the labelled sets in
// testdata and fails unless detection is at least 90% and the false-positive
// rate at most 5%. Run with -v to see the figures.
func TestInjectionEval(t *testing.T) {
	inj := loadJSONL(t, "testdata/injections.jsonl")
	ben := loadJSONL(t, "testdata/benign.jsonl")
	if len(inj) < 120 || len(ben) < 120 {
		t.Fatalf("labelled sets too small: %d injections, %d benign (want >= 120 each)", len(inj), len(ben))
	}
	type tally struct{ hit, n int }
	byKind := map[string]*tally{}
	count := func(key string, hit bool) {
		if byKind[key] == nil {
			byKind[key] = &tally{}
		}
		byKind[key].n++
		if hit {
			byKind[key].hit++
		}
	}

	detected := 0
	for _, l := range inj {
		r := safety.DetectInjection(l.Text)
		count("injection/"+l.Kind, r.Injection)
		if r.Injection {
			detected++
		} else {
			t.Logf("MISS [%s/%s] %.2f %v %q", l.Kind, l.Lang, r.Score, r.Signals, l.Text)
		}
	}
	fp := 0
	for _, l := range ben {
		r := safety.DetectInjection(l.Text)
		count("benign/"+l.Kind, r.Injection)
		if r.Injection {
			fp++
			t.Logf("FALSE POSITIVE [%s/%s] %.2f %v %q", l.Kind, l.Lang, r.Score, r.Signals, l.Text)
		}
	}

	keys := make([]string, 0, len(byKind))
	for k := range byKind {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("  %-26s flagged %d/%d", k, byKind[k].hit, byKind[k].n)
	}

	dPct := 100 * float64(detected) / float64(len(inj))
	fPct := 100 * float64(fp) / float64(len(ben))
	fmt.Printf("injection detection: %d/%d (%.1f%%)\n", detected, len(inj), dPct)
	fmt.Printf("false positives: %d/%d (%.1f%%)\n", fp, len(ben), fPct)
	if dPct < 90 {
		t.Errorf("detection %.1f%% < 90%%", dPct)
	}
	if fPct > 5 {
		t.Errorf("false-positive rate %.1f%% > 5%%", fPct)
	}
}
