package coach

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"pitchperfect/shared/text"
)

// cardRuns lists the runs of 3+ words of the card (the scenario's free
// text) that are in neither the rep's reply nor the buyer's line, yet are in
// a spoken line of the report (an example or the ideal): card text read out
// to the buyer ("Your budget ARS 6m. EquiLog quotes ARS 5.5m.").
func cardRuns(card, reply, objection string, fb *Feedback) []string {
	cw := wordsOf(card)
	if len(cw) < 3 {
		return nil
	}
	grams := func(ws []string) map[string]bool {
		out := map[string]bool{}
		for i := 0; i+3 <= len(ws); i++ {
			out[strings.Join(ws[i:i+3], " ")] = true
		}
		return out
	}
	own := grams(append(append(wordsOf(reply), "|"), wordsOf(objection)...))
	var spoken []string
	for _, im := range fb.Improvements {
		if im.Example != "" {
			spoken = append(spoken, im.Example)
		}
	}
	spoken = append(spoken, fb.IdealResponse.Text)
	var out []string
	seen := map[string]bool{}
	for _, s := range spoken {
		sg := grams(wordsOf(s))
		for i := 0; i+3 <= len(cw); i++ {
			g := strings.Join(cw[i:i+3], " ")
			content := 0
			for _, w := range cw[i : i+3] {
				if !cardFunctionWords[w] {
					content++
				}
			}
			if content >= 2 && sg[g] && !own[g] && !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}

// abbrevEnds lists the sentences of the report's spoken lines that end on
// an abbreviation ("I won't just cut the number, Eng."), in any split.
func abbrevEnds(fb *Feedback) []string {
	var out []string
	spoken := []string{fb.IdealResponse.Text}
	for _, im := range fb.Improvements {
		spoken = append(spoken, im.Example)
	}
	for _, sp := range spoken {
		for _, sent := range append(exampleSentences(strings.Trim(sp, "“” ")), text.SentenceStrings(strings.Trim(sp, "“” "))...) {
			t := strings.TrimRight(sent, "”’\" ")
			if strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "..") && isAbbrevBefore(t, len(t)-1) {
				out = append(out, sent)
			}
		}
	}
	return out
}

// quoteListRe finds a list of quotes ("“a”, “b” and “c”").
var quoteListRe = regexp.MustCompile(`“[^”]*”(?:(?:,| and|, and) “[^”]*”)+`)

// nestedQuotes reports whether a quote of the list holds another.
func nestedQuotes(qs []string) bool {
	for i := range qs {
		for j := range qs {
			a, b := strings.ToLower(strings.Trim(qs[i], "…")), strings.ToLower(strings.Trim(qs[j], "…"))
			if i != j && len(strings.Fields(a)) >= 2 && strings.Contains(b, a) {
				return true
			}
		}
	}
	return false
}

// doubledQuotes lists the lines of a report that quote one span twice, one
// quote inside the other (“split it into two”, “split it into two contracts”).
func doubledQuotes(fb *Feedback) []string {
	b, _ := json.Marshal(fb)
	var v any
	_ = json.Unmarshal(b, &v)
	var out []string
	var walk func(any)
	walk = func(x any) {
		switch t := x.(type) {
		case string:
			for _, run := range quoteListRe.FindAllString(t, -1) {
				if nestedQuotes(quotedParts(run)) {
					out = append(out, t)
					return
				}
			}
		case []any:

			for _, y := range t {
				walk(y)
			}
		case map[string]any:
			for k, y := range t {
				if k != "text" { // (the ideal and quotes in it are speech)
					walk(y)
				}
			}
		}
	}
	walk(v)
	return out
}

// cardFunctionWords are words a stock line shares with any card ("you to
// a", "a month our"): a run needs two words besides them to be card text.
var cardFunctionWords = toSet("a an the to of in on at for from by with and or but so you your our we i it its is are was be has have that this")

// TestNoCardTextInSpeechCorpus: no spoken line reads out the card, budget 0.
func TestNoCardTextInSpeechCorpus(t *testing.T) {
	fails, first := 0, ""
	for _, s := range corpus() {
		if s.kind != "reply" || strings.TrimSpace(s.text) == "" {
			continue
		}
		s.run()
		if dq := doubledQuotes(s.fb); len(dq) > 0 {
			t.Errorf("#%d: a quote doubled: %q", s.id, dq)
		}
		if ends := abbrevEnds(s.fb); len(ends) > 0 {
			t.Errorf("#%d: a sentence ends on an abbreviation: %q", s.id, ends)
		}
		if runs := cardRuns(s.sc.Custom, s.text, s.objection, s.fb); len(runs) > 0 {
			fails++
			if first == "" {
				first = fmt.Sprintf("#%d %q", s.id, runs)
			}
		}
	}
	if fails > 0 {
		t.Errorf("card text spoken in %d replies; first: %s", fails, first)
	}
}

// TestNoCardTextInSpeechRounds runs the same property on the review
// rounds' reply inputs when they are on this machine (REVIEW_DIR).
func TestNoCardTextInSpeechRounds(t *testing.T) {
	dir := os.Getenv("REVIEW_DIR")
	if dir == "" {
		t.Skip("REVIEW_DIR not set")
	}
	// the tuning rounds only: a held-out round is never run here
	for i := 1; i <= 11; i++ {
		f := filepath.Join(dir, fmt.Sprintf("round%d", i), "reports.json")
		if _, err := os.Stat(f); err != nil {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var rs []struct {
			ID        string   `json:"id"`
			Kind      string   `json:"kind"`
			Scenario  Scenario `json:"scenario"`
			Text      string   `json:"text"`
			Objection string   `json:"objection"`
		}
		if err := json.Unmarshal(b, &rs); err != nil {
			continue
		}
		for _, r := range rs {
			if r.Kind != "reply" {
				continue
			}
			fb := AssessReply(r.Objection, r.Text, r.Scenario, []int{55})
			if dq := doubledQuotes(&fb); len(dq) > 0 {
				t.Errorf("round%d %s: a quote doubled: %q", i, r.ID, dq)
			}
			if ends := abbrevEnds(&fb); len(ends) > 0 {
				t.Errorf("round%d %s: a sentence ends on an abbreviation: %q", i, r.ID, ends)
			}
			if runs := cardRuns(r.Scenario.Custom, r.Text, r.Objection, &fb); len(runs) > 0 {
				t.Errorf("%s %s: %q", filepath.Base(filepath.Dir(f)), r.ID, runs)
			}
		}
	}
}
