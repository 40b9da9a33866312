package roleplay

import (
	"strings"
	"testing"
)

// A plain statement of the quote is not a cave; a budget above the quote is
// never said as if the quote were over it; "who needs to say yes besides
// you?" is a decision question and "what's stopping us from starting next
// month?" a timing one. Wordings appear in no review round.
func TestPlainQuoteAndBudgetAboveQuote(t *testing.T) {
	custom := "Ilse Brandt manages Northgate Self Storage, 4 sites. She pays StorEDGE $1,900 a month. Her budget is $2,000 a month and the rep's quote is $1,750 a month. She won't switch before the rent-review season ends on April 15, and the owner, Piet Brandt, signs all contracts."
	for _, p := range Personas {
		sc := Scenario{Persona: p, Objection: ObjectionTiming, Difficulty: DifficultyIntermediate, Industry: "Self storage", Custom: custom}
		c := start(t, sc)
		tr := c.say("What budget do you have for this?")
		if containsAny(tr.Text, "isn't", "above it", "over that", "gap") {
			t.Errorf("%s: budget above the quote said as a gap: %q", p, tr.Text)
		}
		before := tr.Concession
		tr = c.say("Our price is $1,750 a month. Who needs to say yes besides you?")
		if containsAny(strings.ToLower(tr.Text), "discount", "cut", "folded", "lower all along") || tr.Concession < before-0.05 {
			t.Errorf("%s: plain quote read as a cave: %q (%.2f → %.2f)", p, tr.Text, before, tr.Concession)
		}
		if !strings.Contains(tr.Text, "Piet") {
			t.Errorf("%s: who says yes: %q", p, tr.Text)
		}
		tr = c.say("What's stopping us from starting next month?")
		if !strings.Contains(tr.Text, "April 15") {
			t.Errorf("%s: what stops a start: %q", p, tr.Text)
		}
	}
	if !onlyTheQuote("we're at $1,750 a month.", 1750) || onlyTheQuote("we could do $1,500 a month.", 1750) || onlyTheQuote("no figures here", 1750) {
		t.Error("onlyTheQuote")
	}
}

// A sum the rep works out from the buyer's own figures (a difference, a
// month's or a year's worth) is not a number with nothing behind it.
func TestOwnArithmeticIsBacked(t *testing.T) {
	e := newEngine(Scenario{Persona: PersonaSkeptical, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Retail",
		Custom: "Ola Berg runs a print shop. He pays Printavo $9,600 a year; the rep's quote is $7,200 a year."})
	for q, want := range map[string]bool{
		"$2,400 less than you pay now": true,
		"that's $200 a month saved":    true,
		"$800 a month":                 true,
		"we save clients $15,000":      false,
		"no figures":                   false,
	} {
		if got := e.ownArithmetic(q); got != want {
			t.Errorf("ownArithmetic(%q) = %v, want %v", q, got, want)
		}
	}
}

// A question that names a kind of proof ("a demo or a written summary?")
// offers none. Wordings appear in no review round.
func TestProofInAQuestionIsNotOffered(t *testing.T) {
	custom := "Lotte Vos is practice manager at Vos & Dekker, a 20-person accounting firm. The firm pays Karbon $900 a month. The senior partner, Pieter Dekker, makes every software purchase."
	for _, q := range []string{
		"How does pieter usually like to review new software — a demo, a written summary, a trial?",
		"When Pieter weighs new software, what does he like to see: a demo, a short written summary, or a trial?",
	} {
		e := newEngine(Scenario{Persona: PersonaFriendly, Objection: ObjectionAuthority, Difficulty: DifficultyIntermediate, Industry: "Accounting", Custom: custom})
		if s := e.read(q); s.proof {
			t.Errorf("read as proof offered: %q", q)
		}
	}
}

// Concession never rises on a turn where the buyer refuses the next step
// the rep proposed. Wordings appear in no review round.
func TestRefusedStepDoesNotRaiseConcession(t *testing.T) {
	custom := "Bea Lund runs IT at Hollow Oak Credit Union, 9 branches. Hollow Oak pays Genesys $120 per agent a month, and the rep's quote is $110 per agent a month. Bea is mid-way through a card-system migration that ends on August 20."
	for _, p := range Personas {
		for _, o := range []ObjectionType{ObjectionTiming, ObjectionTrust, ObjectionNeed} {
			sc := Scenario{Persona: p, Objection: o, Difficulty: DifficultyAdvanced, Industry: "Banking", Custom: custom}
			c := start(t, sc)
			prev := c.say("How many agents do you have?").Concession
			for _, m := range []string{"Could we book an hour next Tuesday to set up a pilot?", "Can I send over the contract so we can start next week?"} {
				tr := c.say(m)
				if tr.Stance != StanceAgreeing && tr.Concession > prev+0.001 && containsAny(strings.ToLower(tr.Text), "not yet", "hold off", "not without", "no meeting", "not until", "first") {
					t.Errorf("%s/%s: refused %q but concession rose %.2f → %.2f: %q", p, o, m, prev, tr.Concession, tr.Text)
				}
				prev = tr.Concession
			}
		}
	}
}

// A Timing buyer asked to pencil in time after the busy period agrees, and
// refuses nothing after it. Wording appears in no review round.
func TestLaterSlotAfterTheBusyTime(t *testing.T) {
	custom := "Bea Lund runs IT at Hollow Oak Credit Union, 9 branches. Hollow Oak pays Genesys $120 per agent a month, and the rep's quote is $110 per agent a month. Bea is mid-way through a card-system migration that ends on August 20."
	for _, p := range Personas {
		c := start(t, Scenario{Persona: p, Objection: ObjectionTiming, Difficulty: DifficultyIntermediate, Industry: "Banking", Custom: custom})
		c.say("How many agents do you have?")
		tr := c.say("Could I pencil in 20 minutes with you once it's done, so nothing lands on you before then?")
		if containsAny(strings.ToLower(tr.Text), "hold off", "not yet", "not without") {
			t.Errorf("%s: later slot refused: %q", p, tr.Text)
		}
	}
}

// An offer to line up customers who will take the buyer's call is proof on
// offer. Wording appears in no review round.
func TestLinedUpCustomersAreProof(t *testing.T) {
	custom := "Ines Roth is plant manager at Ridgeback Castings, 150 employees. Her last vendor went live five months late, so she wants named references."
	e := newEngine(Scenario{Persona: PersonaSkeptical, Objection: ObjectionTrust, Difficulty: DifficultyIntermediate, Industry: "Manufacturing", Custom: custom})
	if s := e.read("If I line up two foundry managers who went live on time with us, would you take their calls on Monday?"); !s.proof {
		t.Error("a lined-up reference not read as proof")
	}
}
