package coach

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// quotesOf returns the quotes of the evidence of one category and kind
// ("" for any kind), checking on the way that each quote is Text[Start:End].
func quotesOf(t *testing.T, text string, ev []Evidence, category, kind string) []string {
	t.Helper()
	var out []string
	for _, e := range ev {
		if e.Start < 0 || e.End > len(text) || e.Start >= e.End || text[e.Start:e.End] != e.Quote {
			t.Fatalf("evidence %+v does not point at its quote in %q", e, text)
		}
		if e.Category == category && (kind == "" || e.Kind == kind) {
			out = append(out, e.Quote)
		}
	}
	return out
}

func analyzeText(text string) Analysis {
	return Analyze(Input{Text: text, Mode: ModeText})
}

func TestFillers(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       []string
	}{
		{"classic", "Um, so we, like, basically do reminders, you know? Uh, it works.",
			[]string{"Um", "like", "basically", "you know", "Uh"}},
		// alone, "So", "Well", "Anyway" are connectives as often as fillers: not shown (senses.go)
		{"discourse openers", "So, the reminders go out. Well, patients reply. Anyway, it works.", nil},
		{"discourse openers in a run of fillers", "So, um, the reminders go out. Well, uh, patients reply.", []string{"So", "um", "Well", "uh"}},
		{"like as a comparison is not a filler", "Clinics like yours cut no-shows. I'd like to show you how.", nil},
		{"like after a be-verb is", "We're like a scheduling company for clinics.", []string{"like"}},
		{"you know what follows is not a filler", "You know how hard reminders are for your front desk.", nil},
		{"I mean", "I mean, the reminders go out automatically.", []string{"I mean"}},
		{"literally", "It literally takes two minutes.", []string{"literally"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := analyzeText(tt.text)
			got := quotesOf(t, tt.text, a.Evidence, "filler", "negative")
			if !slices.Equal(got, tt.want) {
				t.Errorf("fillers = %q, want %q", got, tt.want)
			}
			// one filler per quote: "you know" is one filler, as listed
			if a.Metrics.FillerCount != len(tt.want) {
				t.Errorf("FillerCount = %d, want %d", a.Metrics.FillerCount, len(tt.want))
			}
		})
	}
}

func TestFillersPerMinute(t *testing.T) {
	text := "Um, our reminders go out by text. Uh, patients reply to confirm. Um, no-shows drop. Uh, that's it."
	a := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: 30})
	if a.Metrics.FillerCount != 4 {
		t.Fatalf("FillerCount = %d, want 4", a.Metrics.FillerCount)
	}
	if a.Metrics.FillersPerMinute != 8 {
		t.Errorf("FillersPerMinute = %v, want 8 (4 fillers in 30 s)", a.Metrics.FillersPerMinute)
	}
	if a.Metrics.DurationEstimated {
		t.Error("duration was given, not estimated")
	}

	// Without a duration it is estimated at 150 words per minute.
	b := Analyze(Input{Text: text})
	if !b.Metrics.DurationEstimated {
		t.Fatal("duration should be estimated")
	}
	words := float64(b.Metrics.ContentWordCount + b.Metrics.FillerCount)
	want := math.Round(4/(words/150)*10) / 10
	if b.Metrics.FillersPerMinute != want {
		t.Errorf("estimated FillersPerMinute = %v, want %v", b.Metrics.FillersPerMinute, want)
	}
}

// words returns n distinct-looking content words.
func words(n int) string {
	base := strings.Fields("our reminders text each patient the day before so your front desk stops calling and the missed visit rate falls across every clinic site we run")
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(base[i%len(base)])
	}
	return b.String() + "."
}

func TestWordsPerMinute(t *testing.T) {
	text := words(150)
	for _, tt := range []struct {
		name     string
		seconds  float64
		wpm      float64
		negative bool
	}{
		{"sweet spot", 60, 150, false},
		{"too fast", 45, 200, true},
		{"too slow", 90, 100, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: tt.seconds})
			if a.Metrics.WordsPerMinute != tt.wpm {
				t.Errorf("WordsPerMinute = %v, want %v", a.Metrics.WordsPerMinute, tt.wpm)
			}
			neg := quotesOf(t, text, a.Evidence, "pace", "negative")
			pos := quotesOf(t, text, a.Evidence, "pace", "positive")
			if tt.negative != (len(neg) == 1) || tt.negative == (len(pos) == 1) {
				t.Errorf("pace evidence negative=%q positive=%q, want negative=%v", neg, pos, tt.negative)
			}
		})
	}
	// Pace is only judged for voice with a known duration.
	a := Analyze(Input{Text: text, Mode: ModeText, DurationSeconds: 45})
	if got := quotesOf(t, text, a.Evidence, "pace", ""); len(got) != 0 {
		t.Errorf("text mode produced pace evidence %q", got)
	}
	// A sweet-spot delivery scores higher on confidence than a rushed one.
	good := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: 60}).Categories.Confidence.Score
	fast := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: 30}).Categories.Confidence.Score
	if fast >= good {
		t.Errorf("confidence at 300 wpm = %d, at 150 wpm = %d; want lower when rushed", fast, good)
	}
}

func TestPauses(t *testing.T) {
	text := "Our reminders cut no-shows. Could we talk Thursday?"
	ws := []WordTiming{
		{"Our", 0, 0.2}, {"reminders", 0.25, 0.7}, {"cut", 0.75, 0.9}, {"no", 0.95, 1.1}, {"shows", 1.1, 1.4},
		{"Could", 4.0, 4.2}, // 2.6 s of silence before "Could"
		{"we", 4.25, 4.35}, {"talk", 4.4, 4.6}, {"Thursday", 4.65, 5.2},
	}
	a := Analyze(Input{Text: text, Mode: ModeVoice, Words: ws})
	if a.Metrics.LongPauseCount != 1 || a.Metrics.PauseCount != 1 {
		t.Errorf("pauses = %d long = %d, want 1 and 1", a.Metrics.PauseCount, a.Metrics.LongPauseCount)
	}
	if a.Metrics.LongestPauseSeconds != 2.6 {
		t.Errorf("LongestPauseSeconds = %v, want 2.6", a.Metrics.LongestPauseSeconds)
	}
	if got := quotesOf(t, text, a.Evidence, "pause", "negative"); !slices.Equal(got, []string{"Could"}) {
		t.Errorf("pause evidence = %q, want the word after the silence", got)
	}
	if a.Metrics.DurationSeconds != 5.2 {
		t.Errorf("duration from timings = %v, want 5.2", a.Metrics.DurationSeconds)
	}
}

func TestHedges(t *testing.T) {
	text := "I think maybe our app could kind of help, hopefully. I just wanted to mention it sort of works."
	a := analyzeText(text)
	got := quotesOf(t, text, a.Evidence, "hedge", "negative")
	want := []string{"I think", "maybe", "kind of", "hopefully", "just", "sort of"}
	if !slices.Equal(got, want) {
		t.Errorf("hedges = %q, want %q", got, want)
	}
	if a.Metrics.HedgeCount != len(want) {
		t.Errorf("HedgeCount = %d, want %d", a.Metrics.HedgeCount, len(want))
	}
	clean := analyzeText("Our app cuts reminder calls. It works.")
	if clean.Metrics.HedgeCount != 0 {
		t.Errorf("clean text has %d hedges", clean.Metrics.HedgeCount)
	}
	if a.Categories.Confidence.Score >= clean.Categories.Confidence.Score {
		t.Errorf("hedged confidence %d >= clean %d", a.Categories.Confidence.Score, clean.Categories.Confidence.Score)
	}
}

func TestNextStep(t *testing.T) {
	for _, tt := range []struct {
		text, want, quote string
	}{
		{"Our app cuts no-shows. Could we book 20 minutes on Thursday to look at your reminders?", "concrete",
			"Could we book 20 minutes on Thursday to look at your reminders?"},
		{"Our app cuts no-shows. Let's run a two-week pilot at one clinic.", "concrete", "Let's run a two-week pilot at one clinic."},
		{"Our app cuts no-shows. Are you free Tuesday at 10am for a demo?", "concrete", "Are you free Tuesday at 10am for a demo?"},
		{"Our app cuts no-shows. I can send you a proposal.", "partial", "I can send you a proposal."},
		{"Our app cuts no-shows. Let me know if you're interested.", "vague", "Let me know if you're interested."},
		{"Our app cuts no-shows.", "none", ""},
	} {
		t.Run(tt.want+"/"+tt.text, func(t *testing.T) {
			a := analyzeText(tt.text)
			if a.Metrics.NextStep != tt.want {
				t.Errorf("NextStep = %q, want %q", a.Metrics.NextStep, tt.want)
			}
			got := quotesOf(t, tt.text, a.Evidence, "nextStep", "")
			if tt.quote == "" && len(got) != 0 || tt.quote != "" && !slices.Contains(got, tt.quote) {
				t.Errorf("nextStep evidence = %q, want %q", got, tt.quote)
			}
		})
	}
}

func TestDiscoveryQuestions(t *testing.T) {
	for _, tt := range []struct {
		text      string
		discovery int
		kind      string
	}{
		{"What does a no-show cost you today?", 1, "positive"},
		{"How many reminder calls does your front desk make a day?", 1, "positive"},
		{"Tell me how you handle reminders today.", 1, "positive"},
		{"Are you ready to take your business to the next level?", 0, "negative"},
		{"More is better, right?", 0, "negative"},
		{"What's your email?", 0, ""},
	} {
		a := analyzeText(tt.text)
		if a.Metrics.DiscoveryQuestions != tt.discovery {
			t.Errorf("%q: DiscoveryQuestions = %d, want %d", tt.text, a.Metrics.DiscoveryQuestions, tt.discovery)
		}
		got := quotesOf(t, tt.text, a.Evidence, "discovery", tt.kind)
		if tt.kind != "" && !slices.Equal(got, []string{tt.text}) {
			t.Errorf("%q: discovery evidence = %q", tt.text, got)
		}
	}
}

func TestCustomerFocus(t *testing.T) {
	sc := Scenario{Custom: "Clinic group; front desk spends 3 hours a day on reminder calls; no-show rate 18%."}
	text := "Your front desk spends three hours a day on reminder calls. We text patients instead, so your no-show rate falls."
	a := Analyze(Input{Text: text, Scenario: sc})
	if a.Metrics.YouCount != 2 || a.Metrics.WeCount != 1 {
		t.Errorf("you=%d we=%d, want 2 and 1", a.Metrics.YouCount, a.Metrics.WeCount)
	}
	if a.Metrics.CustomerFocus != 0.67 {
		t.Errorf("CustomerFocus = %v, want 0.67", a.Metrics.CustomerFocus)
	}
	terms := quotesOf(t, text, a.Evidence, "customerFocus", "positive")
	for _, w := range []string{"front", "reminder", "calls"} {
		if !slices.Contains(terms, w) {
			t.Errorf("buyer terms %q miss %q", terms, w)
		}
	}
	// "You" without substance is flattery, not focus.
	empty := "You deserve the best. You'll love it. Your success is our success."
	e := Analyze(Input{Text: empty, Scenario: sc})
	if len(quotesOf(t, empty, e.Evidence, "flattery", "negative")) == 0 {
		t.Error("empty flattery not flagged")
	}
	if e.Categories.Tone.Score >= a.Categories.Tone.Score {
		t.Errorf("flattery tone %d >= specific tone %d", e.Categories.Tone.Score, a.Categories.Tone.Score)
	}
}

func TestNumbersAndRelevance(t *testing.T) {
	sc := Scenario{Custom: "Plant manager; unplanned downtime on two CNC lines averages 14 hours a month; each hour of downtime costs roughly $9,000."}
	text := "Fourteen hours of downtime at $9,000 an hour is $126,000 a month. Our sensors cut unplanned downtime on lines like yours by 40%. " +
		"We have 400 employees in 11 offices. Customers see up to 300% ROI and 10x faster insights. The global IoT market will reach $1 trillion."
	a := Analyze(Input{Text: text, Scenario: sc})

	buyer := quotesOf(t, text, a.Evidence, "buyerNumber", "positive")
	for _, w := range []string{"Fourteen", "$9,000", "$126,000"} {
		if !slices.Contains(buyer, w) {
			t.Errorf("buyer numbers %q miss %q", buyer, w)
		}
	}
	unsupported := quotesOf(t, text, a.Evidence, "unsupportedNumber", "negative")
	for _, w := range []string{"up to 300%", "10x", "$1 trillion"} { // (the quote holds the "up to" that makes it a claim)
		if !slices.Contains(unsupported, w) {
			t.Errorf("unsupported numbers %q miss %q", unsupported, w)
		}
	}
	irrelevant := quotesOf(t, text, a.Evidence, "irrelevantNumber", "negative")
	for _, w := range []string{"400", "11"} {
		if !slices.Contains(irrelevant, w) {
			t.Errorf("irrelevant numbers %q miss %q", irrelevant, w)
		}
	}
	// a result for "lines like yours" with no customer or record behind it
	// is a figure the buyer cannot check (issue 13: made-up statistics)
	if slices.Contains(irrelevant, "40%") || !slices.Contains(unsupported, "40%") {
		t.Errorf("40%% cut in downtime on lines like yours is a made-up figure: unsupported %q", unsupported)
	}
	if a.Metrics.BuyerNumbersUsed < 3 || a.Metrics.UnsupportedNumbers < 3 || a.Metrics.IrrelevantNumbers < 2 {
		t.Errorf("metrics = %+v", a.Metrics)
	}
}

func TestBuzzwords(t *testing.T) {
	text := "Our revolutionary, AI-powered, best-in-class platform delivers synergy."
	a := analyzeText(text)
	got := quotesOf(t, text, a.Evidence, "buzzword", "negative")
	want := []string{"revolutionary", "AI-powered", "best-in-class", "synergy"}
	if !slices.Equal(got, want) {
		t.Errorf("buzzwords = %q, want %q", got, want)
	}
}

func TestDiscountCaving(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "VP of Sales; 60 reps; reps spend 6 hours a week logging calls by hand."}
	obj := "This is more expensive than we budgeted."
	hold := "That's fair. Is it the total or the per-seat price? At 60 reps, giving back two of those six hours a week covers the license. Would that math help?"
	cave := "No problem, I can knock 40% off right now and throw in onboarding for free."
	trade := "That's fair. Is it the total or the per-seat price? If you can commit to two years, I can hold this year's price at 10% lower."

	fh, fc, ft := AssessReply(obj, hold, sc, nil), AssessReply(obj, cave, sc, nil), AssessReply(obj, trade, sc, nil)
	got := quotesOf(t, cave, fc.Evidence, "discount", "negative")
	for _, w := range []string{"knock 40% off", "throw in", "for free"} {
		if !slices.Contains(got, w) {
			t.Errorf("discount evidence %q misses %q", got, w)
		}
	}
	if n := len(quotesOf(t, hold, fh.Evidence, "discount", "")); n != 0 {
		t.Errorf("holding the price flagged %d discounts", n)
	}
	if !(fh.OverallScore > ft.OverallScore && ft.OverallScore > fc.OverallScore) {
		t.Errorf("scores hold=%d trade=%d cave=%d, want hold > trade > cave", fh.OverallScore, ft.OverallScore, fc.OverallScore)
	}
	if !strings.Contains(fc.ResponseAnalysis.ObjectionHandling.Technique, "conceded on price") {
		t.Errorf("technique = %q", fc.ResponseAnalysis.ObjectionHandling.Technique)
	}
	// A free trial is not a price concession.
	trial := "I understand. Would you want to try it free with one team for two weeks?"
	if n := len(quotesOf(t, trial, AssessReply(obj, trial, sc, nil).Evidence, "discount", "")); n != 0 {
		t.Errorf("free trial flagged as %d discounts", n)
	}
}

func TestArguingAndDismissing(t *testing.T) {
	sc := Scenario{Objection: "Trust"}
	obj := "How do we know your app is secure?"
	for _, tt := range []struct{ text, category, quote string }{
		{"With all due respect, you're wrong about that.", "arguing", "you're wrong"},
		{"Don't worry about it, it's not a big deal.", "dismissing", "Don't worry"},
		{"Their product is outdated and clunky.", "tone", "outdated"},
		{"Sign today and it's yours.", "pressure", "Sign today"},
	} {
		f := AssessReply(obj, tt.text, sc, nil)
		if got := quotesOf(t, tt.text, f.Evidence, tt.category, "negative"); !slices.Contains(got, tt.quote) {
			t.Errorf("%q: %s evidence = %q, want %q", tt.text, tt.category, got, tt.quote)
		}
	}
}

func TestReplyStages(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Plant manager; downtime on two CNC lines averages 14 hours a month at $9,000 an hour."}
	obj := "This isn't a good time. We're in our busiest quarter."
	text := "Makes sense — a busy quarter is no time for a project. What would a good time look like for you? " +
		"The sensors clip on without stopping the line, and your busiest quarter is when 14 hours of downtime costs the most. " +
		"Would one line with zero setup on your side work, starting next Monday?"
	f := AssessReply(obj, text, sc, nil)
	st := f.Stages
	for name, s := range map[string]Stage{"acknowledge": st.Acknowledge, "clarify": st.Clarify, "respond": st.Respond, "confirm": st.Confirm} {
		if s.Score < 50 || s.Quote == "" || !strings.Contains(text, s.Quote) {
			t.Errorf("stage %s = %+v", name, s)
		}
	}
	if st.Clarify.Quote != "What would a good time look like for you?" {
		t.Errorf("clarify quote = %q", st.Clarify.Quote)
	}
	if f.OverallScore < 80 {
		t.Errorf("complete reply scored %d", f.OverallScore)
	}
	// Accepting the brush-off.
	cave := "Okay, no worries at all. I'll reach out again in six months. Sorry for bothering you!"
	fc := AssessReply(obj, cave, sc, nil)
	if fc.OverallScore >= 30 || !strings.Contains(fc.ResponseAnalysis.ObjectionHandling.Technique, "brush-off") {
		t.Errorf("brush-off: score %d, technique %q", fc.OverallScore, fc.ResponseAnalysis.ObjectionHandling.Technique)
	}
}

func TestSessionProgression(t *testing.T) {
	for _, tt := range []struct {
		prev  []int
		cur   int
		trend string
	}{
		{nil, 70, "consistent"},
		{[]int{40, 50}, 70, "improving"},
		{[]int{90, 85, 88}, 60, "declining"},
		{[]int{70}, 72, "consistent"},
	} {
		sp := progression(tt.prev, tt.cur)
		if sp.ImprovementTrend != tt.trend || sp.ResponseNumber != len(tt.prev)+1 || sp.ConfidenceProgression[len(sp.ConfidenceProgression)-1] != tt.cur {
			t.Errorf("progression(%v, %d) = %+v, want trend %s", tt.prev, tt.cur, sp, tt.trend)
		}
	}
	f := AssessReply("Too expensive.", "Fair. Compared to what?", Scenario{}, []int{10, 12})
	if f.SessionProgression.ResponseNumber != 3 {
		t.Errorf("ResponseNumber = %d, want 3", f.SessionProgression.ResponseNumber)
	}
}

func TestUnpunctuatedTranscript(t *testing.T) {
	sc := Scenario{Custom: "Plant manager; unplanned downtime on two CNC lines averages 14 hours a month; each hour costs $9,000."}
	text := "so you mentioned fourteen hours of unplanned downtime a month on the two CNC lines at nine thousand dollars an hour " +
		"our sensors flag spindle wear days before a failure what does a typical failure look like for you " +
		"can we put sensors on one line for a thirty day pilot starting next monday"
	a := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: 25, Scenario: sc})
	if a.Metrics.DiscoveryQuestions != 1 {
		t.Errorf("DiscoveryQuestions = %d, want 1", a.Metrics.DiscoveryQuestions)
	}
	if a.Metrics.NextStep != "concrete" {
		t.Errorf("NextStep = %q, want concrete", a.Metrics.NextStep)
	}
	if got := quotesOf(t, text, a.Evidence, "discovery", "positive"); !slices.Equal(got, []string{"what does a typical failure look like for you"}) {
		t.Errorf("discovery evidence = %q", got)
	}
}

func TestStem(t *testing.T) {
	for _, pair := range [][2]string{
		{"nurses", "nursing"}, {"schedules", "scheduling"}, {"reconciliation", "reconcile"},
		{"reminders", "reminder"}, {"logging", "logs"}, {"calls", "call"},
	} {
		if stem(pair[0]) != stem(pair[1]) {
			t.Errorf("stem(%q)=%q, stem(%q)=%q", pair[0], stem(pair[0]), pair[1], stem(pair[1]))
		}
	}
	if concept(stem("attrition")) != concept(stem("turnover")) {
		t.Error("attrition and turnover should be one concept")
	}
}
