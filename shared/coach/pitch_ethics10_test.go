package coach

import (
	"strings"
	"testing"
)

// Session 8: moves a buyer would walk away over, each found by what it does
// (who is bypassed, what is hidden, what is invented), in wordings written
// for this test, not taken from a review round.

var ethics10Card = Scenario{Objection: "Authority", Difficulty: "Intermediate", Industry: "Hotel laundry",
	Custom: "Facilities manager at a group of 9 hotels that sends 14 tonnes of linen a week to an outside laundry. Our on-site laundry quote is £410,000. The group board signs anything above £50,000 and meets in June."}

const ethics10Good = "Your 9 hotels send 14 tonnes of linen out every week, and the van runs cost you twice a day. Our on-site units wash it where it is used. "

func TestPitchMovesFoundByWhatTheyDo(t *testing.T) {
	for _, c := range []struct{ text, kind string }{
		// a private route to someone on the approving side
		{"My brother-in-law golfs with one of your trustees, so I'll have a quiet word before the vote.", "backchannel"},
		{"We've got a friend who sits on the planning committee, and she can nudge it along for us.", "backchannel"},
		// the approver said not to be needed
		{"Honestly, you won't need the board's approval if we call it a letter of intent.", "bypass"},
		// something untrue told to the people who decide, or an authority
		{"I'll tell the committee it's already been approved by your department.", "deceive"},
		{"We'll lodge a hygiene complaint about them with the council inspector, and then you can cancel the contract without penalty.", "deceive"},
		// set up so the approvers cannot undo it
		{"Start the units on Monday; by the time the board looks at it, they won't be able to rip it out.", "entrench"},
		// hidden from the approver
		{"There's no need to tell your finance director about the setup fee.", "secret"},
		// a trip for the buyer, tied to the deal
		{"Once you've signed, there's a weekend at our company chalet in Verbier waiting for you, all on us.", "bribe"},
		// scarcity the buyer cannot check
		{"We only have two install crews left for spring, so I'd grab one now.", "scarcity"},
		{"Another hotel group in Bath has asked for that slot, so I can't keep it open long.", "scarcity"},
	} {
		a := Analyze(Input{Text: ethics10Good + c.text, Scenario: ethics10Card})
		if a.OverallScore > ethicsScoreCap {
			t.Errorf("%q: score %d above the cap %d", c.text, a.OverallScore, ethicsScoreCap)
		}
		if len(a.Improvements) == 0 || a.Improvements[0].Priority != "high" || a.Improvements[0].Category != "tone" {
			t.Errorf("%q (%s): the move is not the first improvement: %+v", c.text, c.kind, a.Improvements)
			continue
		}
		desc, _, _, _ := ethicsFault{kind: c.kind}.text()
		if c.kind == "bypass" {
			desc = pitchFaults[""].desc
		}
		if !strings.HasPrefix(a.Improvements[0].Description, desc) {
			t.Errorf("%q: want a %s finding, got %q", c.text, c.kind, a.Improvements[0].Description)
		}
		for _, im := range a.Improvements {
			if !spokenLine(im.Example) {
				t.Errorf("%q: example is not a line to say: %q", c.text, im.Example)
			}
		}
		if len(a.Strengths) > 0 {
			t.Errorf("%q: strengths beside the move: %+v", c.text, a.Strengths)
		}
	}
}

// Honest sentences with the same words are no move.
func TestPitchHonestLinesAreNoMove(t *testing.T) {
	for _, text := range []string{
		"Your board signs anything above £50,000, so let's prepare the case for their June meeting together.",
		"I know your CFO will want the numbers, so I'll send a one-page summary you can forward to her.",
		"You don't need the board's approval for a free two-week trial; it costs nothing and you can stop any day.",
		"Another hotel in Leeds had the same worry, and their manager is happy to take your call.",
		"Demand is high in spring, so if you want an April start it helps to book the survey soon.",
		"It's too late in the season to install before the summer peak, so let's plan for October.",
		"Once you've signed, we'll send a training schedule and a named engineer for the first month.",
		"We filed a complaint with the regulator about the old standard years ago, and it was changed.",
		"If the trial doesn't work for you, you can cancel the contract without penalty.",
	} {
		a := Analyze(Input{Text: ethics10Good + text + " Could we walk your two biggest sites on Tuesday?", Scenario: ethics10Card})
		if a.OverallScore <= ethicsScoreCap {
			t.Errorf("%q: scored %d as if unethical: %+v", text, a.OverallScore, a.Improvements)
		}
		for _, im := range a.Improvements {
			if faultDescription(im.Description) {
				t.Errorf("%q: flagged as a move: %q", text, im.Description)
			}
		}
	}
}

// A close and a tag question that asks for agreement are no discovery
// question; a next step with a month is a step.
func TestPitchClosesAndTagsAreNoDiscovery(t *testing.T) {
	for _, text := range []string{
		ethics10Good + "It's a simple change, so what do you think, shall we go ahead?",
		ethics10Good + "You know these hotels better than anyone, so it's really your call, isn't it?",
		ethics10Good + "Right, can we proceed?",
	} {
		a := Analyze(Input{Text: text, Scenario: ethics10Card})
		for _, st := range a.Strengths {
			if strings.HasPrefix(st.Description, "You ask a discovery question") {
				t.Errorf("%q: a close or a tag credited as discovery: %q", text, st.Description)
			}
		}
		if strings.Contains(a.Categories.Persuasiveness.Feedback, "You ask about the buyer's situation") {
			t.Errorf("%q: %q", text, a.Categories.Persuasiveness.Feedback)
		}
	}
	a := Analyze(Input{Text: ethics10Good + "Can we present the numbers to your board next month?", Scenario: ethics10Card})
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "ends without a next step") {
			t.Errorf("a dated step read as none: %q", im.Description)
		}
	}
}

// A hedged price concession is never made firmer by an example; a phased
// proposal with its own scope is not the step handed to the buyer.
func TestPitchConcessionAndScopedProposal(t *testing.T) {
	text := ethics10Good + "If £410,000 is the problem, I could probably bring it down to £380,000 on a five-year term. Could we walk two sites on Tuesday?"
	a := Analyze(Input{Text: text, Scenario: ethics10Card})
	for _, im := range a.Improvements {
		if strings.Contains(im.Example, "bring it down to £380,000") {
			t.Errorf("the concession is made firmer: %q", im.Example)
		}
	}
	text = ethics10Good + "Perhaps we could phase it: start with the 3 busiest hotels this year and add the rest next spring. I'll send the figures over."
	a = Analyze(Input{Text: text, Scenario: ethics10Card})
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "hands the next step to the buyer") && strings.Contains(im.Description, "phase it") {
			t.Errorf("a scoped proposal read as a hand-back: %q", im.Description)
		}
	}
}

// In a reply too: lying to the people who decide, a complaint filed to
// break a rival's contract, a pilot set up so it cannot be removed.
func TestReplyDeceitAndEntrenchment(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Advanced", Industry: "Port logistics",
		Custom: "Deputy terminal manager at a port with 12 cranes. Our crane-scheduling quote is €240,000 a year; the port board decides in October."}
	for _, c := range []struct{ buyer, reply, words string }{
		{"I can't sign this; the board decides in October.",
			"Leave the board to me. I'll let them know you've already signed off on it, which will speed things up. Shall we get started?", "signed off"},
		{"We're tied to our current supplier for another year.",
			"Not for long: we can send a safety report about their crane checks to the port authority, and once that lands you can walk away from the contract. Shall I draft it?", "safety report"},
		{"The board hasn't approved anything yet.",
			"Then let's run it on two cranes from next week; by the time the board meets, they won't be able to back out of it. Does Monday work?", "back out"},
	} {
		fb := AssessReply(c.buyer, c.reply, sc, nil)
		if fb.OverallScore > 35 {
			t.Errorf("%q: score %d, want a severe fault", c.reply, fb.OverallScore)
		}
		found := false
		for _, im := range fb.Improvements {
			found = found || strings.HasPrefix(im.Description, severeAdvice["deceive"].desc) || strings.HasPrefix(im.Description, severeAdvice["entrench"].desc)
		}
		if !found {
			t.Errorf("%q: the move is not named: %+v", c.reply, fb.Improvements)
		}
		for _, im := range fb.Improvements {
			if strings.Contains(strings.ToLower(im.Example), c.words) {
				t.Errorf("%q: an example keeps the move: %q", c.reply, im.Example)
			}
		}
	}
	for _, reply := range []string{
		"Understood. I'll let the board know what the trial on two cranes showed, so they decide on real numbers. Could we book them for October?",
		"Fair. If their crane checks ever fail, you'd have grounds to walk away from the contract; until then, let's plan the switch for the renewal.",
	} {
		fb := AssessReply("The board decides in October.", reply, sc, nil)
		for _, im := range fb.Improvements {
			if strings.HasPrefix(im.Description, severeAdvice["deceive"].desc) || strings.HasPrefix(im.Description, severeAdvice["entrench"].desc) {
				t.Errorf("%q: false move: %q", reply, im.Description)
			}
		}
	}
}

// Blaming a customer for our own failure is a put-down the report names.
func TestPitchBlameIsNamed(t *testing.T) {
	for _, line := range []string{
		"The outage last winter was entirely the client's fault, not ours.",
		"That delay at the Leeds site? Not our fault at all, their team changed the spec.",
	} {
		a := Analyze(Input{Text: ethics10Good + line + " Could we walk two sites on Tuesday?", Scenario: ethics10Card})
		found := false
		for _, im := range a.Improvements {
			found = found || strings.HasPrefix(im.Description, "Pressure or disparaging remarks")
		}
		if !found {
			t.Errorf("%q: the blame is not named: %+v", line, a.Improvements)
		}
	}
	a := Analyze(Input{Text: ethics10Good + "If a load is late, that's our fault, and we credit the day. Could we walk two sites on Tuesday?", Scenario: ethics10Card})
	for _, im := range a.Improvements {
		if strings.HasPrefix(im.Description, "Pressure or disparaging remarks") {
			t.Errorf("owning a fault is no blame: %q", im.Description)
		}
	}
}
