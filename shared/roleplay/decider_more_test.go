package roleplay

import (
	"strings"
	"testing"
)

// Who decides, in wordings that appear in no review round: the buyer on
// their own ("takes the call alone", "makes every decision herself"), a
// named person who "makes every … purchase", two people who "must both
// agree", a named person who takes it to the board, and a co-decider
// after "together with the …".
func TestDescribeReadsDeciderWordings(t *testing.T) {
	for _, tc := range []struct {
		custom, mode, title, name string
	}{
		{"Priyanka Shah runs Tallow & Wick, a candle maker with 14 staff. She pays Cin7 $500 a month. She makes the final decision on her own.", "self", "", ""},
		{"Oskar Lind owns two bakeries with 30 staff. He pays Square $200 a month. Oskar makes every decision himself.", "self", "", ""},
		{"Ruth Aba is practice manager at a 12-vet clinic. The clinic pays ezyVet $1,400 a month. The medical director, Dr. Kwame Osei, makes every equipment purchase.", "", "medical director", "Kwame Osei"},
		{"Lia Chen leads operations at a 60-person agency. The agency pays Harvest $900 a month. Her business partner, Omar Reyes, and the finance manager, Ida Sorensen, must both agree.", "group", "", "Omar Reyes and Ida Sorensen"},
		{"Ben Kato is fleet supervisor for a county with 90 vehicles. The county pays Samsara $24,000 a year. The public works director, Alma Rios, would have to take it to the board.", "", "public works director", "Alma Rios"},
		{"Noor Haddad is head of nursing at a 200-bed hospital. The hospital pays Kronos $80,000 a year. She decides together with the CFO, Peter Vance.", "joint", "CFO", "Peter Vance"},
	} {
		d := describe(tc.custom)
		if d.deciderMode != tc.mode || tc.title != "" && d.deciderTitle != tc.title || tc.name != "" && !containsAny(d.deciderName, tc.name) {
			t.Errorf("%q:\n mode %q title %q name %q; want %q %q %q", tc.custom, d.deciderMode, d.deciderTitle, d.deciderName, tc.mode, tc.title, tc.name)
		}
	}
}

// A sentence that holds a past burn and who approves gives both: the burn
// is its first half, the approving body the decider. Wordings appear in no
// review round.
func TestBurnAndApprovalInOneSentence(t *testing.T) {
	d := describe("Rosa Iqbal is head of IT at Fernhill College. Rosa got burned by an LMS vendor that went under in 2022, and every purchase has to be approved by the finance committee, which meets in May.")
	if d.deciderTitle != "finance committee" {
		t.Errorf("decider %q", d.deciderTitle)
	}
	if strings.Contains(d.burned, "committee") || !strings.Contains(d.burned, "burned") {
		t.Errorf("burned %q", d.burned)
	}
	if !allProposals([]string{"Would a call with a college we moved last year help?"}) || allProposals([]string{"Would you say it's ten people?", "How many staff?"}) {
		t.Error("allProposals")
	}
}

// A long sentence whose first half holds the date is the buyer's timing,
// in the first person. Wording appears in no review round.
func TestLongTimingSentence(t *testing.T) {
	d := describe("Amir Haddad is operations lead at Kestrel Freight, 80 trucks. Amir is busy with a warehouse move that finishes on November 14 and will not look at new software before the new year. Kestrel pays Samsara $4,000 a month.")
	if !strings.Contains(d.timing, "November 14") || strings.Contains(strings.ToLower(d.timing), "amir") {
		t.Errorf("timing %q", d.timing)
	}
}

// "How does <decider's first name> like to see new tools?" asks what the
// decider needs, not who decides. Wording appears in no review round.
func TestDeciderFirstNameNeeds(t *testing.T) {
	custom := "Lotte Vos is practice manager at Vos & Dekker, a 20-person accounting firm. The firm pays Karbon $900 a month. The senior partner, Pieter Dekker, makes every software purchase."
	f := newFacts(Scenario{Persona: PersonaFriendly, Objection: ObjectionAuthority, Difficulty: DifficultyIntermediate, Industry: "Accounting", Custom: custom})
	ts := questionTopics("How does pieter usually like to see new software, a demo or a memo?", f)
	if len(ts) == 0 || ts[0] != topicDeciderNeeds {
		t.Errorf("topics %v", ts)
	}
}

// "Can you sign today?" asks who signs: a buyer who cannot sign alone
// names who does. Wording appears in no review round.
func TestCanYouSignNamesTheSigners(t *testing.T) {
	custom := "Ayla Demir is operations head at Birchway Logistics, 70 staff. Birchway pays Descartes $30,000 a year, and the rep's quote is $27,000 a year. Her CEO, Kemal Arslan, and the finance director, Nina Holm, must both agree."
	f := newFacts(Scenario{Persona: PersonaRushed, Objection: ObjectionAuthority, Difficulty: DifficultyIntermediate, Industry: "Logistics", Custom: custom})
	ts := questionTopics("Say I get you to $25,000, could you sign this afternoon?", f)
	if len(ts) == 0 || ts[0] != topicDecision {
		t.Errorf("topics %v", ts)
	}
}
