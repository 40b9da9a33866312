package coach

import (
	"strings"
	"testing"
)

// docFor analyses text as the coach does, for the consistency pass's tests.
func docFor(text string, sc Scenario, objection string) *doc {
	bc := newBuyerContext(sc, objection)
	return analyzeDoc(text, &bc)
}

func TestConsistencyDropsStrengthOnFaultedWords(t *testing.T) {
	text := "No problem at all, I can match $1,700 right now. I'll send the contract over today."
	d := docFor(text, Scenario{Objection: "Price"}, "Too expensive.")
	sentence := span{0, strings.Index(text, " I'll")}
	// the evidence must hold the cave for the test to mean anything
	cave := false
	for _, e := range d.evidence() {
		if e.Category == "discount" && e.Kind == "negative" {
			cave = true
		}
	}
	if !cave {
		t.Fatalf("no discount evidence in %q: %+v", text, d.evidence())
	}
	in := []Strength{
		{Category: "persuasiveness", Description: "Your answer uses the buyer's situation: “No problem at all, I can match $1,700 right now”.", at: sentence},
		{Category: "objectionHandling", Description: "You hold the price and argue on value instead of discounting."},
		{Category: "confidence", Description: "You propose a concrete next step: “I'll send the contract over today”."},
		{Category: "confidence", Description: "You propose a concrete next step: “I'll send the contract over today”."},
	}
	out := d.consistentStrengths(in, nil)
	if len(out) != 1 || !strings.Contains(out[0].Description, "contract") {
		t.Fatalf("strengths = %+v, want only the next step, once", out)
	}
}

func TestConsistencyDropsStrengthQuotedAsAFault(t *testing.T) {
	text := "I understand how you feel. Many of our customers felt the same way."
	d := docFor(text, Scenario{}, "Too expensive.")
	d.ev.add(d.text, "flattery", "negative", 0, len("I understand how you feel"), "empty praise")
	d.sortedEv = nil
	out := d.consistentStrengths([]Strength{{Description: "You acknowledge the concern first: “I understand how you feel”."}},
		[]Improvement{{Description: "Empty praise of the buyer: “I understand how you feel”."}})
	if len(out) != 0 {
		t.Fatalf("a phrase praised and faulted kept its praise: %+v", out)
	}
}

func TestConsistencyCleansExamples(t *testing.T) {
	text := "So, like, we could maybe, um, cut your roster time in half."
	d := docFor(text, Scenario{}, "")
	flags := map[string]string{}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && removable[e.Category] {
			flags[normShown(e.Quote)] = e.Category
		}
	}
	if len(flags) == 0 {
		t.Fatal("no hedge or filler found")
	}
	got := d.cleanExample("“So, like, we could maybe, um, cut your roster time in half.”", flags)
	for _, w := range []string{"like", "maybe", "um"} {
		if phraseAt(strings.ToLower(got), w) >= 0 {
			t.Errorf("example %q keeps %q", got, w)
		}
	}
	if !strings.HasPrefix(got, "“") || !strings.HasSuffix(got, ".”") {
		t.Errorf("example %q lost its form", got)
	}
	// a flagged fault that cannot be cut out drops the example
	cave := "We can do it for $1,400 instead."
	dc := docFor(cave, Scenario{Objection: "Price"}, "It's $1,700, too expensive.")
	cf := map[string]string{}
	for _, e := range dc.evidence() {
		if e.Category == "discount" {
			cf[normShown(e.Quote)] = "discount"
		}
	}
	if len(cf) == 0 {
		t.Fatalf("no discount evidence in %q", cave)
	}
	if got := dc.cleanExample("“"+cave+"”", cf); got != "" {
		t.Errorf("example with the flagged price cut kept: %q", got)
	}
}

func TestRepairSentence(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"“Okay, we could send you a quote sometime,.”", "“Okay, we could send you a quote sometime.”"},
		{"“you find it useful to the”", "“You find it useful.”"},
		{"“We can cut the the time , and check it on Monday”", "“We can cut the time, and check it on Monday.”"},
		{"“Would that work for you?”", "“Would that work for you?”"},
		{"Name the problem: “Teams like yours cut X within C weeks.”", "Name the problem: “Teams like yours cut X within C weeks.”"},
		{"“Reach $12 billion by 2030”", "“Reach $12 billion by 2030.”"},
		{"“and the”", ""},
		{"", ""},
	} {
		if got := repairSentence(c.in); got != c.want {
			t.Errorf("repairSentence(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestConsistencyAddsAnImprovementBelow90(t *testing.T) {
	text := "Um, our platform basically handles the reminders. It works."
	sc := Scenario{Objection: "Price", Custom: "Clinic with an 18% no-show rate; the front desk spends 3 hours a day on reminder calls."}
	d := docFor(text, sc, "")
	generic := []Improvement{{Description: "You don't ask the buyer anything.", Example: "“Could we book 20 minutes on Thursday?”"}}
	out := d.consistentImprovements(generic, 40, "")
	if len(out) != 2 || out[1].Example == "" {
		t.Fatalf("improvements = %+v, want a last resort after the generic one", out)
	}
	if !d.hasOwnExample(out[1:], "") {
		t.Errorf("the last resort %q uses none of the rep's or the buyer's words", out[1].Example)
	}
	for _, w := range []string{"um", "basically"} {
		if phraseAt(strings.ToLower(out[1].Example), w) >= 0 {
			t.Errorf("the last resort %q keeps %q", out[1].Example, w)
		}
	}
	// at 90 or above nothing is added
	if got := d.consistentImprovements(generic, 92, ""); len(got) != 1 {
		t.Errorf("at 92 the pass added %+v", got[1:])
	}
	// an empty reply gets the buyer's line mirrored back
	e := docFor("", Scenario{}, "We're fine with how we do it now.")
	got := e.consistentImprovements(nil, 0, "We're fine with how we do it now.")
	if len(got) != 1 || !strings.Contains(got[0].Example, "fine with how we do it now") {
		t.Errorf("empty reply: %+v", got)
	}
}

func TestConsistencyEndToEnd(t *testing.T) {
	// whatever the detectors say, a cave is never praised as holding the price
	for _, text := range []string{
		"No problem at all, I can match $1,700 right now. Could we sign on Thursday at 2pm?",
		"We can do it for $1,400 instead. That gives your front desk back 3 hours a day.",
		"I'll throw in three months free. Your front desk gets the 3 hours a day back.",
	} {
		fb := AssessReply("It's $1,700 a month, that's too expensive.", text,
			Scenario{Objection: "Price", Custom: "Clinic; the front desk spends 3 hours a day on reminder calls."}, nil)
		for _, st := range fb.Strengths {
			if strings.Contains(st.Description, "hold the price") {
				t.Errorf("%q: a cave is praised: %q", text, st.Description)
			}
		}
		if fb.OverallScore < 90 && len(fb.Improvements) == 0 {
			t.Errorf("%q: no improvement at %d", text, fb.OverallScore)
		}
	}
}

// TestAnalyzeEndsWithTheConsistencyPass fails when the call at the end of
// Analyze (analyze.go: d.finishAnalysis) or AssessReply (reply.go:
// d.finishFeedback) is lost.
func TestAnalyzeEndsWithTheConsistencyPass(t *testing.T) {
	before := passRuns.Load()
	Analyze(Input{Text: "We help clinics with reminders."})
	if passRuns.Load() == before {
		t.Error("Analyze no longer ends with the consistency pass: put `d.finishAnalysis(&a, in.Objection) // consistency.go` back before `return a` in analyze.go")
	}
	before = passRuns.Load()
	AssessReply("Too expensive.", "That's fair. Compared to what?", Scenario{}, nil)
	if passRuns.Load() == before {
		t.Error("AssessReply no longer ends with the consistency pass: put `d.finishFeedback(&fb, objection) // consistency.go` back before `return fb` in reply.go")
	}
}

func TestConsistencyDropsDanglingExamples(t *testing.T) {
	card := Scenario{Objection: "Price", Custom: "Customer thinks your product is too expensive"}
	d := docFor("We help teams like yours.", card, "Too expensive.")
	for _, ex := range []string{
		"“Would it help if I put that math on one page for you?”",
		"“You mentioned customer thinks your product is too expensive — let's put that next to the price.”",
	} {
		if got := d.cleanExample(ex, nil); got != "" {
			t.Errorf("kept %q as %q", ex, got)
		}
	}
	// with numbers the math is there
	n := docFor("At 18% no-shows and $120 a visit, that is $2,000 a week.", Scenario{Custom: "18% no-show rate."}, "")
	if got := n.cleanExample("“Would it help if I put that math on one page for you?”", nil); got == "" {
		t.Error("dropped a reference to math that is there")
	}
}

func TestConsistencyCleansTheIdealResponse(t *testing.T) {
	text := "Um, I think we can basically cut your reminder calls in half."
	d := docFor(text, Scenario{}, "Too expensive.")
	fb := Feedback{OverallScore: 95, IdealResponse: IdealResponse{Text: "That's fair. Um, I think we can basically cut your reminder calls in half. Would that help?"}}
	d.finishFeedback(&fb, "Too expensive.")
	for _, w := range []string{"um", "i think", "basically"} {
		if phraseAt(strings.ToLower(fb.IdealResponse.Text), w) >= 0 {
			t.Errorf("ideal response %q keeps the rep's %q", fb.IdealResponse.Text, w)
		}
	}
	if !strings.Contains(fb.IdealResponse.Text, "cut your reminder calls in half") {
		t.Errorf("ideal response lost its content: %q", fb.IdealResponse.Text)
	}
}

func TestConsistencyNeverGarblesAnExample(t *testing.T) {
	// words that carry the grammar are not cut out: the example goes instead
	text := "Toast is fine but we're a best-in-class platform that leverages synergy across your whole operation."
	d := docFor(text, Scenario{}, "")
	flags := map[string]string{}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && e.Category == "buzzword" {
			flags[normShown(e.Quote)] = "buzzword"
		}
	}
	if len(flags) == 0 {
		t.Fatalf("no buzzword found in %q", text)
	}
	if got := d.cleanExample("“"+text+"”", flags); got != "" {
		t.Errorf("buzzwords cut out of a sentence: %q", got)
	}
	// the buyer's words are mirrored as spoken, names keep their capitals
	e := docFor("", Scenario{}, "Manhattan is the safe choice.")
	im, ok := e.lastResortImprovement("Manhattan is the safe choice.")
	if !ok || !strings.Contains(im.Example, "‘Manhattan is the safe choice’") {
		t.Errorf("mirror = %+v", im)
	}
}

func TestConsistencyDropsAStepThatLeavesTheStepToTheBuyer(t *testing.T) {
	text := "That's fair. Sure, I'll call you next quarter."
	d := docFor(text, Scenario{Objection: "Timing"}, "Call me back after the holidays.")
	d.ev.add(d.text, "nextStep", "negative", strings.Index(text, "Sure"), len(text), "leaves the next step to the buyer")
	d.sortedEv = nil
	out := d.consistentStrengths([]Strength{{Description: "You propose a concrete next step: “Sure, I'll call you next quarter”."}}, nil)
	if len(out) != 0 {
		t.Errorf("a brush-off accepted is praised as a next step: %+v", out)
	}
}

func TestConsistencyNeverSaysTheBuyerMentionedWhatTheyDidNot(t *testing.T) {
	obj := "Do you have anyone like us?"
	d := docFor("Basically, manual follow-up eats your week.", Scenario{Custom: "Owner of 14 stores; holiday season starts in 3 weeks."}, obj)
	fb := Feedback{OverallScore: 40, Improvements: []Improvement{{Description: "x", Example: "“You mentioned manual follow-up.”"}},
		MissedOpportunities: []MissedOpportunity{{Description: "y", Example: "“You mentioned holiday season starts in 3 weeks.”"}}}
	d.finishFeedback(&fb, obj)
	for _, im := range fb.Improvements {
		if misattributes(im.Example, obj) {
			t.Errorf("improvement example %q says the buyer mentioned it", im.Example)
		}
	}
	if fb.MissedOpportunities[0].Example != "" {
		t.Errorf("missed example kept: %q", fb.MissedOpportunities[0].Example)
	}
	if !misattributes("“You mentioned the price.”", "Fine.") || misattributes("“You mentioned the price is high.”", "The price is high.") {
		t.Error("misattributes is wrong")
	}
	// a rewrite of the rep's own "you mentioned …" keeps the rep's words
	r := docFor("Um, you mentioned manual follow-up.", Scenario{}, obj)
	if r.misattributes("“You mentioned manual follow-up.”", obj) {
		t.Error("the rep's own words counted as the coach's")
	}
}

func TestConsistencyKeepsTheSentencesThatDoNotDangle(t *testing.T) {
	d := docFor("We help teams like yours.", Scenario{}, "")
	got := d.cleanExample("“Many of our customers felt the same way until they saw the numbers. Could we book 20 minutes on Thursday?”", nil)
	if got != "“Could we book 20 minutes on Thursday?”" {
		t.Errorf("got %q", got)
	}
	if got := d.cleanExample("“Teams like yours usually see the first change from our revolutionary system within a month.”", map[string]string{"revolutionary": "buzzword"}); got != "“Teams like yours usually see the first change from our system within a month.”" {
		t.Errorf("buzzword adjective: got %q", got)
	}
}
