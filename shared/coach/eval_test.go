package coach

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// pair is one judged pair of the evaluation set: a sales coach's judgement
// that Better is the better pitch (or reply) than Worse.
type pair struct {
	ID        string   `json:"id"`
	Scenario  Scenario `json:"scenario"`
	Objection string   `json:"objection"`
	Better    string   `json:"better"`
	Worse     string   `json:"worse"`
	Why       string   `json:"why"`
}

func loadPairs(t testing.TB, name string) []pair {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	var ps []pair
	if err := json.Unmarshal(b, &ps); err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	return ps
}

func pitchScore(p pair, text string) int {
	return Analyze(Input{Text: text, Mode: ModeText, Scenario: p.Scenario}).OverallScore
}

func replyScore(p pair, text string) int {
	return AssessReply(p.Objection, text, p.Scenario, nil).OverallScore
}

// accuracy returns how many pairs rank Better strictly above Worse.
func accuracy(t *testing.T, ps []pair, scoreFn func(pair, string) int) int {
	correct := 0
	for _, p := range ps {
		b, w := scoreFn(p, p.Better), scoreFn(p, p.Worse)
		if b > w {
			correct++
		} else {
			t.Logf("  miss %s: better=%d worse=%d (%s)", p.ID, b, w, p.Why)
		}
	}
	return correct
}

// TestEvalAccuracy measures pairwise accuracy on the evaluation sets in
// testdata and fails under 90% on either.
func TestEvalAccuracy(t *testing.T) {
	for _, set := range []struct {
		name, file string
		fn         func(pair, string) int
		min        int
	}{
		{"pitch", "pitch_pairs.json", pitchScore, 40},
		{"objection", "objection_pairs.json", replyScore, 40},
	} {
		ps := loadPairs(t, set.file)
		if len(ps) < set.min {
			t.Errorf("%s: %d pairs, want at least %d", set.file, len(ps), set.min)
		}
		n := accuracy(t, ps, set.fn)
		pct := 100 * float64(n) / float64(len(ps))
		line := fmt.Sprintf("%s pairs: %d/%d correct (%.1f%%)", set.name, n, len(ps), pct)
		t.Log(line)
		fmt.Println(line)
		if pct < 90 {
			t.Errorf("%s accuracy %.1f%% is under 90%%", set.name, pct)
		}
	}
}
