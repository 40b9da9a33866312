package coach

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestAnalysisJSONShape(t *testing.T) {
	p := loadPairs(t, "pitch_pairs.json")[0]
	b, err := json.Marshal(Analyze(Input{Text: p.Better, Scenario: p.Scenario}))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"overallScore", "categories", "recommendation", "strengths", "improvements", "metrics", "evidence"} {
		if _, ok := m[k]; !ok {
			t.Errorf("analysis JSON misses %q", k)
		}
	}
	cats := m["categories"].(map[string]any)
	for _, k := range []string{"clarity", "confidence", "persuasiveness", "tone", "objectionHandling"} {
		c, ok := cats[k].(map[string]any)
		if !ok {
			t.Errorf("categories misses %q", k)
			continue
		}
		if _, ok := c["score"].(float64); !ok {
			t.Errorf("%s.score missing", k)
		}
		if f, _ := c["feedback"].(string); f == "" {
			t.Errorf("%s.feedback empty", k)
		}
	}
	ev := m["evidence"].([]any)[0].(map[string]any)
	for _, k := range []string{"category", "quote", "start", "end", "kind", "note"} {
		if _, ok := ev[k]; !ok {
			t.Errorf("evidence misses %q", k)
		}
	}
	imp := Analyze(Input{Text: p.Worse, Scenario: p.Scenario}).Improvements
	if len(imp) == 0 || imp[0].SpecificSuggestion == "" || imp[0].Example == "" || imp[0].Category == "" {
		t.Errorf("improvements = %+v", imp)
	}
}

func TestFeedbackJSONShape(t *testing.T) {
	p := loadPairs(t, "objection_pairs.json")[0]
	b, err := json.Marshal(AssessReply(p.Objection, p.Worse, p.Scenario, []int{50}))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	get := func(path string) any {
		var cur any = m
		for _, k := range strings.Split(path, ".") {
			mm, ok := cur.(map[string]any)
			if !ok {
				return nil
			}
			cur = mm[k]
		}
		return cur
	}
	for _, path := range []string{
		"overallScore", "responseAnalysis.tone.rating", "responseAnalysis.tone.confidence",
		"responseAnalysis.tone.empathy", "responseAnalysis.tone.professionalism",
		"responseAnalysis.clarity.rating", "responseAnalysis.clarity.specificity", "responseAnalysis.clarity.structure",
		"responseAnalysis.objectionHandling.rating", "sessionProgression.responseNumber",
	} {
		if _, ok := get(path).(float64); !ok {
			t.Errorf("%s is not a number", path)
		}
	}
	for _, path := range []string{"responseAnalysis.objectionHandling.technique", "responseAnalysis.objectionHandling.effectiveness", "sessionProgression.improvementTrend", "idealResponse.text"} {
		if s, _ := get(path).(string); s == "" {
			t.Errorf("%s is empty", path)
		}
	}
	imps, _ := get("improvements").([]any)
	if len(imps) == 0 {
		t.Fatal("no improvements for a weak reply")
	}
	for _, k := range []string{"category", "description", "priority", "specificSuggestion", "example"} {
		if _, ok := imps[0].(map[string]any)[k]; !ok {
			t.Errorf("improvement misses %q", k)
		}
	}
	strs, _ := get("strengths").([]any)
	for _, s := range strs {
		for _, k := range []string{"category", "description", "impact"} {
			if _, ok := s.(map[string]any)[k]; !ok {
				t.Errorf("strength misses %q", k)
			}
		}
	}
}

// TestFeedbackQuotesTheRep checks that feedback refers to what was said.
func TestFeedbackQuotesTheRep(t *testing.T) {
	text := "Um, I think maybe our platform is kind of revolutionary. Let me know."
	a := analyzeText(text)
	all := a.Categories.Confidence.Feedback + a.Categories.Clarity.Feedback
	for _, w := range []string{"“Um”", "“I think”", "“maybe”", "“revolutionary”", "“Let me know”"} {
		if !strings.Contains(all, w) {
			t.Errorf("feedback does not quote %s: %s", w, all)
		}
	}
	var ex []string
	for _, im := range a.Improvements {
		ex = append(ex, im.Example)
	}
	// the only hedged sentence is also a buzzword claim: cleaning its hedges
	// off would show "Our platform is revolutionary." as the model line
	if slices.ContainsFunc(ex, func(s string) bool { return strings.Contains(s, "revolutionary") || strings.Contains(s, "kind of") }) {
		t.Errorf("an example keeps a flagged word: %q", ex)
	}
	// (a pitch report shows at most two improvements: with a concrete step
	// asked for, the hedge is among them)
	b := analyzeText("Um, I think maybe our platform cuts your month-end close from five days to two. Could we book 30 minutes on Tuesday to run it on last month's close?")
	ex = ex[:0]
	for _, im := range b.Improvements {
		ex = append(ex, im.Example)
	}
	if !slices.ContainsFunc(ex, func(s string) bool {
		return strings.Contains(s, "Our platform cuts your month-end close from five days to two.")
	}) {
		t.Errorf("no hedge-free rewrite of the rep's sentence among examples %q", ex)
	}
}

func TestDeterministic(t *testing.T) {
	for _, p := range loadPairs(t, "pitch_pairs.json")[:5] {
		in := Input{Text: p.Better, Scenario: p.Scenario}
		if a, b := Analyze(in), Analyze(in); !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ", p.ID)
		}
	}
	for _, p := range loadPairs(t, "objection_pairs.json")[:5] {
		a := AssessReply(p.Objection, p.Better, p.Scenario, []int{60})
		b := AssessReply(p.Objection, p.Better, p.Scenario, []int{60})
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ", p.ID)
		}
	}
}

// insertions returns text with word inserted at a phrase boundary — every
// sentence start, after every comma, and at the end — one position at a time.
func insertions(text, word string) []string {
	var out []string
	pos := []int{0}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ',', '.', '?', '!', ';', ':':
			if i+1 < len(text) && text[i+1] == ' ' {
				pos = append(pos, i+2)
			}
		}
	}
	for _, p := range pos {
		w := word + " "
		if p == 0 || text[p-2] != ',' {
			w = word + ", "
		}
		out = append(out, text[:p]+w+text[p:])
	}
	return append(out, strings.TrimRight(text, " ")+" "+word)
}

// TestMonotone checks that adding a filler, hedge, buzzword or vague
// intensifier at a phrase boundary, or a price concession, never raises a
// score.
func TestMonotone(t *testing.T) {
	pitch := loadPairs(t, "pitch_pairs.json")
	obj := loadPairs(t, "objection_pairs.json")
	words := []string{"um", "uh", "basically", "maybe", "I think", "kind of", "hopefully", "revolutionary", "synergy", "really"}
	for _, p := range pitch {
		for _, text := range []string{p.Better, p.Worse} {
			base := Analyze(Input{Text: text, Scenario: p.Scenario})
			for _, w := range words {
				for _, mod := range insertions(text, w) {
					a := Analyze(Input{Text: mod, Scenario: p.Scenario})
					if a.OverallScore > base.OverallScore {
						t.Fatalf("%s: inserting %q raised %d → %d:\n%s", p.ID, w, base.OverallScore, a.OverallScore, mod)
					}
					if a.Categories.Confidence.Score > base.Categories.Confidence.Score && (w == "um" || w == "maybe") {
						t.Fatalf("%s: inserting %q raised confidence:\n%s", p.ID, w, mod)
					}
				}
			}
		}
	}
	for _, p := range obj {
		for _, text := range []string{p.Better, p.Worse} {
			base := AssessReply(p.Objection, text, p.Scenario, nil).OverallScore
			for _, w := range words {
				for _, mod := range insertions(text, w) {
					if s := AssessReply(p.Objection, mod, p.Scenario, nil).OverallScore; s > base {
						t.Fatalf("%s: inserting %q raised %d → %d:\n%s", p.ID, w, base, s, mod)
					}
				}
			}
			mod := text + " I can also give you 20% off if that helps."
			s := AssessReply(p.Objection, mod, p.Scenario, nil)
			if s.OverallScore > base {
				t.Errorf("%s: adding a discount raised %d → %d", p.ID, base, s.OverallScore)
			}
			if len(quotesOf(t, text, AssessReply(p.Objection, text, p.Scenario, nil).Evidence, "discount", "")) == 0 && s.OverallScore >= base && base > 0 {
				t.Errorf("%s: adding the first discount did not lower %d → %d", p.ID, base, s.OverallScore)
			}
		}
	}
}

func TestScoresInRangeAndQuotesValid(t *testing.T) {
	check := func(id, text string, score int, ev []Evidence) {
		if score < 0 || score > 100 {
			t.Errorf("%s: score %d out of range", id, score)
		}
		for _, e := range ev {
			if e.Start < 0 || e.End > len(text) || e.Start >= e.End || text[e.Start:e.End] != e.Quote {
				t.Errorf("%s: bad evidence %+v", id, e)
			}
		}
	}
	for _, p := range loadPairs(t, "pitch_pairs.json") {
		for _, text := range []string{p.Better, p.Worse} {
			a := Analyze(Input{Text: text, Scenario: p.Scenario, Objection: p.Objection})
			check(p.ID, text, a.OverallScore, a.Evidence)
		}
	}
	for _, p := range loadPairs(t, "objection_pairs.json") {
		for _, text := range []string{p.Better, p.Worse} {
			f := AssessReply(p.Objection, text, p.Scenario, nil)
			check(p.ID, text, f.OverallScore, f.Evidence)
			a := Analyze(Input{Text: text, Scenario: p.Scenario, Objection: p.Objection})
			check(p.ID, text, a.OverallScore, a.Evidence)
		}
	}
}

func TestRobustness(t *testing.T) {
	long := strings.Repeat("Our reminders cut your no-shows by a third, um, maybe. What does a missed visit cost you? ", 20000) // ~1.8 MB
	for _, tt := range []struct{ name, text string }{
		{"empty", ""},
		{"whitespace", " \n\t  \r\n "},
		{"punctuation only", "?!... — ,,, ???"},
		{"fillers only", "um uh um, like, you know"},
		{"emoji", "🚀🚀 We 10x your 💰! Could we talk Thursday? 🙏"},
		{"cjk", "我们的产品可以减少你的等待时间。你们现在怎么处理？"},
		{"rtl and combining", "שלום עולם. Cafe\u0301 de\u0301ja\u0300 vu? ﷺ"},
		{"invalid utf8", "Our app \xff\xfe cuts \xc3 no-shows."},
		{"numbers", "$$$ 1,2,3,4 99999999999999999999999999999% 1e309 0x 10x10x 3/0 24/7 1:00:00pm 1.2.3.4"},
		{"nul bytes", "Our\x00app\x00cuts no-shows."},
		{"very long", long},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			a := Analyze(Input{Text: tt.text, Mode: ModeVoice, DurationSeconds: 12,
				Words:    []WordTiming{{"Our", 0, 1}, {"", -1, 1e308}, {"x", 5, 2}},
				Scenario: Scenario{Custom: tt.text}, Objection: tt.text})
			f := AssessReply(tt.text, tt.text, Scenario{Custom: tt.text, Objection: "Price"}, []int{-5, 500})
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
			for _, s := range []int{a.OverallScore, f.OverallScore, a.Categories.Clarity.Score, f.ResponseAnalysis.Tone.Rating} {
				if s < 0 || s > 100 {
					t.Errorf("score %d out of range", s)
				}
			}
			for _, e := range append(a.Evidence, f.Evidence...) {
				if e.End > len(tt.text) || tt.text[e.Start:e.End] != e.Quote {
					t.Errorf("bad evidence %+v", e)
				}
			}
			if strings.TrimSpace(tt.text) == "" && (a.OverallScore != 0 || f.OverallScore != 0) {
				t.Errorf("empty input scored %d / %d", a.OverallScore, f.OverallScore)
			}
			if _, err := json.Marshal(a); err != nil {
				t.Error(err)
			}
			if _, err := json.Marshal(f); err != nil {
				t.Error(err)
			}
			for _, s := range append([]string{a.Recommendation}, a.Categories.Clarity.Feedback) {
				if !utf8.ValidString(s) && utf8.ValidString(tt.text) {
					t.Errorf("invalid UTF-8 in feedback %q", s)
				}
			}
		})
	}
	a := Analyze(Input{Text: long})
	if !a.Metrics.Truncated || a.Metrics.WordCount > MaxInputBytes/2 {
		t.Errorf("long input: truncated=%v words=%d", a.Metrics.Truncated, a.Metrics.WordCount)
	}
}
