package coach

import (
	"strings"
	"testing"
)

// Round 3 (blind review) causes on the pitch side, each tested over
// wordings of its own, not the review's.

var round3Scenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Logistics",
	Custom: "Warehouse manager at a distributor with 3 sites and 85 pickers. Mis-picks cost about $12,000 a month in returns."}

// A deadline or scarcity the seller sets on its own offer is pressure,
// however it is worded; the buyer's own dates and negated ones are not.
func TestFalseDeadlineIsPressure(t *testing.T) {
	for _, s := range []string{
		"The launch discount is only good until Friday at noon, then it's gone.",
		"Our spring install slots fill up by the end of the month.",
		"This pricing holds until Thursday, after that I can't promise it.",
		"Our rate goes up 25% on March 1.",
		"The quote expires tomorrow morning.",
	} {
		a := Analyze(Input{Text: s, Scenario: round3Scenario})
		if len(quotesOf(t, s, a.Evidence, "pressure", "negative")) == 0 {
			t.Errorf("false deadline not flagged as pressure: %q", s)
		}
	}
	for _, s := range []string{
		"Your current contract ends in March, so we could plan the switch for April.",
		"The price won't go up during your first two years.",
		"Could we book 30 minutes on Thursday to map your pick paths?",
		"Every time your pickers scan a bin, our app checks the order.",
	} {
		a := Analyze(Input{Text: s, Scenario: round3Scenario})
		if q := quotesOf(t, s, a.Evidence, "pressure", "negative"); len(q) > 0 {
			t.Errorf("not pressure, flagged %q: %q", q, s)
		}
	}
}

// A share of unnamed others ("N% of <group>", "N out of M <group>", "an
// average N%" among customers) is a statistic the buyer cannot check; a
// share of the buyer's own things is not, and "N out of M" is one figure.
func TestPopulationStatisticIsMadeUp(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"About 88% of distributors who switch to us cut mis-picks in half.", "88%"},
		{"Seven out of 10 warehouses we talk to recover the cost in a month.", "Seven"},
		{"Our clients see an average 47% drop in returns.", "47%"},
	} {
		a := Analyze(Input{Text: c.text, Scenario: round3Scenario})
		got := quotesOf(t, c.text, a.Evidence, "unsupportedNumber", "negative")
		if len(got) == 0 || !strings.HasPrefix(got[0], c.want) {
			t.Errorf("%q: made-up statistic %q not flagged (got %q)", c.text, c.want, got)
		}
		for _, e := range a.Evidence {
			if e.Quote == "10" {
				t.Errorf("%q: \"10\" split out of \"out of 10\": %+v", c.text, e)
			}
		}
	}
	s := "If scanning cuts 30% of your mis-picks, that's about $3,600 a month back."
	a := Analyze(Input{Text: s, Scenario: round3Scenario})
	if q := quotesOf(t, s, a.Evidence, "unsupportedNumber", "negative"); len(q) > 0 {
		t.Errorf("a share of the buyer's own mis-picks flagged as made up: %q", q)
	}
}

// Social proof used as pressure: every or all of a group already uses
// the seller, or the buyer's competitors do.
func TestBandwagonIsPressure(t *testing.T) {
	for _, s := range []string{
		"Every big distributor in the Midwest has already switched to us.",
		"All the serious 3PLs run on our platform now.",
		"Your rivals' competitors are all using us to ship faster.",
	} {
		a := Analyze(Input{Text: s, Scenario: round3Scenario})
		if len(quotesOf(t, s, a.Evidence, "pressure", "negative")) == 0 {
			t.Errorf("bandwagon not flagged as pressure: %q", s)
		}
	}
}
