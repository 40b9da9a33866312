package roleplay

import (
	"strings"
	"testing"
)

// A scenario sentence about the buyer in the third person is said in the
// first person or not at all, in the openings and in every turn. Wordings
// appear in no review round.
func TestBuyerNeverSpeaksOfItselfInThirdPerson(t *testing.T) {
	for in, want := range map[string]string{
		"Yusuf was let down by a payroll vendor in 2022. Why trust you?":            "I was let down by a payroll vendor in 2022. Why trust you?",
		"The rep's platform is quoted at $9,000 a year, and Yusuf has no budget.":   "Your platform is quoted at $9,000 a year, and I have no budget.",
		"Honestly, Yusuf's old supplier lost the files, so he wants a trial first.": "Honestly, my old supplier lost the files, so I want a trial first.",
		"Yusuf told her about it. What else?":                                       "What else?",
		"I'm Yusuf, and I run the depot.":                                           "I'm Yusuf, and I run the depot.",
		"We met the rep last week. Fine.":                                           "Fine.",
	} {
		if got := firstPersonLine(in, "Yusuf Demir"); got != want {
			t.Errorf("firstPersonLine(%q) = %q, want %q", in, got, want)
		}
	}
	custom := "Mirela Stan is facilities manager at Orchard Row Apartments, 300 units. Mirela was burned by a maintenance app that lost work orders in 2023, and the owners' board must approve any contract. Orchard Row pays Buildium $900 a month. The rep's quote is $1,050 a month."
	for _, p := range Personas {
		for _, o := range []ObjectionType{ObjectionTrust, ObjectionPrice, ObjectionNeed} {
			sc := Scenario{Persona: p, Objection: o, Difficulty: DifficultyIntermediate, Industry: "Property management", Custom: custom}
			lines := Opening(sc)
			c := start(t, sc)
			for _, q := range []string{"What happened with the last app?", "What do you pay Buildium?", "Who has to approve it?", "Why does that matter so much?"} {
				lines = append(lines, c.say(q).Text)
			}
			for _, l := range lines {
				if hasName(l, "Mirela") || strings.Contains(strings.ToLower(l), "the rep") {
					t.Errorf("%s/%s: third person: %q", p, o, l)
				}
			}
		}
	}
}

// The buyer's own name is never read as the competitor: "Ines is in
// final talks with Rivet, which offered …" names Rivet.
func TestBuyerNameIsNotTheCompetitor(t *testing.T) {
	for _, custom := range []string{
		"Ines Moreau is head of IT at Larkfield Clinics. Ines is in final talks with Rivet Health, which has offered a free first quarter. The rep's quote is $3,000 a month.",
		"Ines Moreau runs IT at Larkfield Clinics. Ines has been offered a free first quarter by Rivet Health. The rep's quote is $3,000 a month.",
	} {
		d := describe(custom)
		if d.competitor == "Ines" || d.competitor == "Ines Moreau" {
			t.Errorf("competitor %q of %q", d.competitor, custom)
		}
	}
}

// What a named competitor offered is read from the scenario and said in
// the buyer's words when the rep asks about the competitor; no price or
// edge is added. Wordings appear in no review round.
func TestBuyerSaysTheCompetitorsOffer(t *testing.T) {
	for after, want := range map[string]string{
		", which has offered three months free.":                      "three months free",
		" has offered him a fixed rate if he signs before the audit.": "a fixed rate if I sign before the audit",
		" is offering a free data migration, and the rep's quote is":  "a free data migration",
		" charges $400 a month.":                                      "",
		" has offered her team training.":                             "team training",
	} {
		if got := offerIn(after); got != want {
			t.Errorf("offerIn(%q) = %q, want %q", after, got, want)
		}
	}
	custom := "Hana Sato runs Bluefin Dental, 3 clinics. She pays Dentrix $1,800 a month; the rep's quote is $1,650 a month. Curve Dental has offered her free onboarding if she signs by May 31."
	for _, p := range Personas {
		c := start(t, Scenario{Persona: p, Objection: ObjectionCompetition, Difficulty: DifficultyIntermediate, Industry: "Dental", Custom: custom})
		tr := c.say("What has Curve Dental put on the table for you?")
		if !strings.Contains(tr.Text, "free onboarding") || strings.Contains(tr.Text, "signs by") || strings.Contains(tr.Text, "cheaper") {
			t.Errorf("%s: offer answer %q", p, tr.Text)
		}
	}
}

// A long fact the buyer said before is not pasted again into the reply to
// an unrelated message; asked about it again, the buyer may repeat it.
// Wordings appear in no review round.
func TestRepeatedFactIsNotPastedAgain(t *testing.T) {
	e := newEngine(Scenario{Persona: PersonaSkeptical, Objection: ObjectionNeed, Difficulty: DifficultyIntermediate, Industry: "Utilities"})
	fact := "Your inspection app is quoted at $20,000 a year, and I have no budget line for it before the council votes in June."
	e.buyerSaid("Fine. " + fact)
	if got := e.dropRepeatedFacts("As I said: "+fact+" Not yet for the trial.", "Would you try a two-week pilot on one crew?"); strings.Contains(got, "inspection app") || !strings.Contains(got, "Not yet") {
		t.Errorf("unrelated: %q", got)
	}
	if got := e.dropRepeatedFacts("As I said: "+fact+" Not yet.", "So the council votes in June on the inspection budget?"); !strings.Contains(got, "inspection app") {
		t.Errorf("asked about it: %q", got)
	}
	if got := e.dropRepeatedFacts(fact, "Anything else?"); got != fact {
		t.Errorf("only sentence: %q", got)
	}
}

// A rival the buyer leans towards or favours is the competitor, in any
// form of the verb; never a stock name.
func TestLeaningTowardsNamesTheCompetitor(t *testing.T) {
	for custom, want := range map[string]string{
		"Tomás Riera runs the front desk at Casa Lumen Hotels, 12 properties. He leans towards Keyport, which quoted €4 per room per month. Our quote is €5.":    "Keyport",
		"Priya Nair, ops lead at Tidewell Freight, favours RouteSage, which charges $900 a month; our quote is $1,100 a month. Her CFO signs.":                   "RouteSage",
		"Olu Adeyemi heads support at Brightcart (60 agents). He favors Deskline at $40 per agent a month. Our quote is $52 per agent. The COO, Ada Obi, signs.": "Deskline",
	} {
		if d := describe(custom); d.competitor != want {
			t.Errorf("competitor %q of %q, want %q", d.competitor, custom, want)
		}
	}
}
