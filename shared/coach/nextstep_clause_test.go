package coach

import (
	"strings"
	"testing"
)

// A next step is what a proposal proposes, in its own clause: an action word
// of another clause, or a price, never makes a sentence a step.
func TestNextStepIsWhatTheProposalProposes(t *testing.T) {
	for _, tt := range []struct {
		sent string
		step bool
	}{
		{"I'll be frank, I know our figure is above what Norcast have quoted, £40k against £31k, so I won't pretend otherwise.", false},
		{"I'll be straight with you, we sit above what Norcast have put in front of you, £40k against £31k.", false},
		{"We don't put a sensor on every line; we fit the two that matter most.", false},
		{"I'd like to bring our kiln engineer to your Leeds site on the 12th to take samples.", true},
		{"Could we trial it on two of your lines next month?", true},
		{"Put the two warranty sheets side by side before Friday.", true},
	} {
		d := analyzeDoc(tt.sent, &buyerContext{})
		if got := d.feats[0].next >= 0.6; got != tt.step {
			t.Errorf("%q: step %v (strength %.1f), want %v", tt.sent, got, d.feats[0].next, tt.step)
		}
	}
}

// A plan of the rep's own with a size or time ("We instrument three of your
// kilns for 60 days at our cost") is a step: the report never says the pitch
// has none, nor credits a sentence without an ask.
func TestPlanStatementIsAStep(t *testing.T) {
	sc := Scenario{Objection: "Trust", Industry: "Kiln monitoring", Custom: "Dana runs 9 kilns at a brickworks; a previous monitoring vendor flooded them with false alarms; our quote is £180,000."}
	pitch := "Dana, the last system cried wolf, so I won't ask you to trust a brochure. Here is what I'd put in writing. We instrument three of your kilns for 60 days at our cost. If more than one alert in ten is false, you owe us nothing. Which three kilns give you the most trouble?"
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, im := range a.Improvements {
		if strings.HasPrefix(im.Description, "The pitch ends without a next step") {
			t.Errorf("told %q beside a 60-day trial at the rep's cost", im.Description)
		}
	}
	for _, s := range a.Strengths {
		if strings.Contains(s.Description, "next step") && strings.Contains(s.Description, "brochure") {
			t.Errorf("credits a step to a sentence with no ask: %q", s.Description)
		}
	}
}

// The close a report quotes as handing the step back is a hand-off, never
// the softener after it ("No pressure, honestly").
func TestHandOffQuoteIsTheHandOff(t *testing.T) {
	sc := Scenario{Objection: "Price", Industry: "Grain drying", Custom: "Tomás runs a grain co-op; Secalia quoted €48,000; our quote is €53,000."}
	pitch := "Tomás, our dryer is €53,000 and it cuts your gas bill every harvest. I could send over a short comparison if that helps. No pressure, honestly. Just drop me a line and let me know."
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, im := range a.Improvements {
		if strings.HasPrefix(im.Description, "The close hands the next step") && strings.Contains(im.Description, "No pressure") {
			t.Errorf("quotes the softener: %q", im.Description)
		}
	}
}
