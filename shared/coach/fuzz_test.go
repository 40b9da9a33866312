package coach

import (
	"testing"
)

// FuzzAnalyze checks that Analyze and AssessReply never panic, keep every
// score in 0..100 and only quote the text they were given.
func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{
		"", " ", "Um, I think maybe we could, like, help?",
		"Your front desk spends 3 hours a day on reminders. Could we talk Thursday at 2pm?",
		"We're a revolutionary AI-powered platform with 10x synergy and up to 500% ROI.",
		"I can knock 40% off right now and throw in onboarding for free.",
		"so you mentioned fourteen hours a month what does a failure cost you can we pilot next monday",
		"$9,000 1.2 million 24/7 3/0 99.999% tenfold 21st 10:30am",
		"🚀 我们 שלום e\u0301 \xff",
	} {
		f.Add(s, "Price", "Clinic; 18% no-show rate; 3 hours a day on calls.", "Too expensive.", 30.0)
	}
	f.Fuzz(func(t *testing.T, text, objType, custom, objection string, seconds float64) {
		sc := Scenario{Objection: objType, Custom: custom}
		for _, in := range []Input{
			{Text: text, Mode: ModeText, Scenario: sc},
			{Text: text, Mode: ModeVoice, DurationSeconds: seconds, Scenario: sc, Objection: objection,
				Words: []WordTiming{{Word: text, Start: seconds, End: seconds / 2}, {Word: "x", Start: 1, End: 2}}},
		} {
			a := Analyze(in)
			scores := []int{a.OverallScore, a.Categories.Clarity.Score, a.Categories.Confidence.Score,
				a.Categories.Persuasiveness.Score, a.Categories.Tone.Score, a.Categories.ObjectionHandling.Score}
			for _, s := range scores {
				if s < 0 || s > 100 {
					t.Fatalf("score %d out of range for %q", s, text)
				}
			}
			for _, e := range a.Evidence {
				if e.Start < 0 || e.End > len(text) || e.Start >= e.End || text[e.Start:e.End] != e.Quote {
					t.Fatalf("evidence %+v is not Text[start:end] of %q", e, text)
				}
			}
		}
		fb := AssessReply(objection, text, sc, []int{int(seconds)})
		for _, s := range []int{fb.OverallScore, fb.ResponseAnalysis.Tone.Rating, fb.ResponseAnalysis.Clarity.Rating,
			fb.ResponseAnalysis.ObjectionHandling.Rating, fb.Stages.Respond.Score} {
			if s < 0 || s > 100 {
				t.Fatalf("reply score %d out of range for %q", s, text)
			}
		}
		for _, e := range fb.Evidence {
			if e.Start < 0 || e.End > len(text) || e.Start >= e.End || text[e.Start:e.End] != e.Quote {
				t.Fatalf("reply evidence %+v is not Text[start:end] of %q", e, text)
			}
		}
	})
}
