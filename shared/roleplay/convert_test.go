package roleplay

import (
	"strings"
	"testing"
)

// A buyer who states a figure in one period gives it in the other when
// asked, in the same answer or on a follow-up ("and monthly?"), and never
// says it would have to check simple arithmetic on its own numbers.
// Wordings appear in no review round.
func TestBuyerConvertsPeriods(t *testing.T) {
	sc := func(p Persona, custom string) Scenario {
		return Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Retail", Custom: custom}
	}
	for _, p := range Personas {
		// same answer: spend given yearly, asked monthly
		c := start(t, sc(p, "Priya Nair runs a chain of 6 bike shops. She pays Lightspeed $7,200 a year. Her budget is $700 a month and the rep's quote is $780 a month. She decides alone."))
		tr := c.say("What does Lightspeed cost you, and what is that each month?")
		if !strings.Contains(tr.Text, "$7,200") || !strings.Contains(tr.Text, "$600 a month") {
			t.Errorf("%s: spend with monthly figure: %q", p, tr.Text)
		}
		// follow-up on a figure just given
		c = start(t, sc(p, "Owen Park manages a print shop with 14 staff. He pays PrintIQ $1,250 a month. The rep's quote is $1,400 a month."))
		c.say("What do you pay PrintIQ now?")
		tr = c.say("And over a full year, what does it come to?")
		if !strings.Contains(tr.Text, "$15,000 a year") || strings.Contains(tr.Text, "check") {
			t.Errorf("%s: yearly follow-up: %q", p, tr.Text)
		}
		// a per-seat price times the scenario's count
		c = start(t, sc(p, "Lena Ortiz leads a support desk of 12 agents. They pay Zendesk $90 per agent a month. The rep's quote is $105 per agent a month."))
		c.say("What are you paying Zendesk per agent?")
		tr = c.say("So what does that add up to for the whole desk in a year?")
		if !strings.Contains(tr.Text, "$12,960 a year") || strings.Contains(tr.Text, "check") {
			t.Errorf("%s: per-agent yearly total: %q", p, tr.Text)
		}
	}
}

// askedPeriod and converted, on their own.
func TestConvertedAmounts(t *testing.T) {
	for q, want := range map[string]string{
		"what's the monthly figure?":         "a month",
		"how much is that per annum?":        "a year",
		"per month, or a year?":              "",
		"who signs?":                         "",
		"what does it come to annually?":     "a year",
		"roughly what is that by the month?": "a month",
	} {
		if got := askedPeriod(q); got != want {
			t.Errorf("askedPeriod(%q) = %q, want %q", q, got, want)
		}
	}
	if s, exact := converted(amount{n: 10000, sym: "€", period: "a year"}, "a month", 0); s != "€830 a month" || exact {
		t.Errorf("€10,000 a year monthly = %q exact %v", s, exact)
	}
}
