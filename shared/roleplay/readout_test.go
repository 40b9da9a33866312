package roleplay

import (
	"strings"
	"testing"
)

// Card clauses the buyer speaks read as the buyer's own sentence: no
// leftover concessive, no subjectless verb after "our", no third-person
// verb after "and". Cards written for this test.
func TestSpokenClausesReadWhole(t *testing.T) {
	if got := speechAs("runs 40 drivers in 12 vans and plans routes on a whiteboard", true); !strings.Contains(got, "and plan routes") {
		t.Errorf("got %q", got)
	}
	for in, want := range map[string]string{
		"though late deliveries cost about $9k a month in refunds": "our late deliveries cost about $9k a month in refunds",
		"is moving payroll to a new provider":                      "we're moving payroll to a new provider",
		"has two depots waiting on the upgrade":                    "we have two depots waiting on the upgrade",
	} {
		if got := situationClause(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
	for _, bad := range []string{"our is replacing the system", "our though breakdowns cost us", "our has two depots"} {
		if readsWhole(bad) {
			t.Errorf("%q reads whole", bad)
		}
	}
	sc := card(ObjectionNeed, PersonaRushed, "Dana Kerr, depot manager at Northway Haulage in Leeds, runs 60 lorries with 4 mechanics. She says the spreadsheet works, though missed services cost about £12k a month in fines. Our quote is £40,000 a year. MD Paul Kerr signs.")
	for _, l := range append(Opening(sc), talk(sc, "What are missed services costing you?", "What else is going wrong?")...) {
		if strings.Contains(l, "our though") || strings.Contains(l, "our is") {
			t.Errorf("%q", l)
		}
	}
}

// The company is never said with a half-open parenthesis from the card.
func TestCompanyNeverHalfParenthesis(t *testing.T) {
	for _, custom := range []string{
		"Dr. Leah Marsh, lab director at Clearwell Labs in Bristol (3 labs, 40 scientists), pays LabTrack £3,000 a month. Our quote is £45,000 a year. COO Ian Marsh signs.",
		"Omar Haddad, owner of Cedar Bakes (2 shops, 18 staff), pays ShopPOS $300 a month. Our quote is $450 a month.",
	} {
		f := newFacts(card(ObjectionPrice, PersonaFriendly, custom))
		if strings.Count(f.company, "(") != strings.Count(f.company, ")") {
			t.Errorf("%q: company %q", custom, f.company)
		}
		for _, l := range talk(card(ObjectionPrice, PersonaFriendly, custom), "Tell me a bit about the business. How big is the team?", "How many people work there?") {
			if strings.Count(l, "(") != strings.Count(l, ")") {
				t.Errorf("%q: %q", custom, l)
			}
		}
	}
}

// Rudeness is read by what the words do: "works backwards from April" is a
// plan, "a cheap way to buy" and "not sure why I'm talking to you" are jabs.
// Written for this test.
func TestRudeByWhatItDoes(t *testing.T) {
	for _, c := range []struct {
		s    string
		rude bool
	}{
		{"here's a plan that works backwards from the june board date, with training in may.", false},
		{"we can work backward from your go-live and book the call next week.", false},
		{"honestly your setup is pretty backward for a firm your size.", true},
		{"buying on sticker price alone is a cheap way to buy something this important.", true},
		{"if you can't decide on software, i'm not sure why i'm talking to you.", true},
		{"a cheap way to start is the two-site pilot.", false},
	} {
		if got := isRude(c.s); got != c.rude {
			t.Errorf("%q: rude %v, want %v", c.s, got, c.rude)
		}
	}
	if !reAround.MatchString("could you get me 20 minutes with the md, and we leave priya out of it until it's signed?") {
		t.Error("leaving the approver out is a way round")
	}
}

// A Trust card with no burn of its own opens on its own reason, never a
// stock back-story.
func TestTrustOpeningUsesTheCardsReason(t *testing.T) {
	sc := card(ObjectionTrust, PersonaAssertive, "Marta Solis, CFO of Rioja Home (online furniture, 600,000 orders a year), doubts our claim that we cut returns by 25%. Returns cost them €20,000 a month. She wants references from furniture retailers before trusting us; CEO Pau Vidal signs.")
	o := Opening(sc)
	if !strings.Contains(o[1], "25%") || !strings.Contains(o[1], "references from furniture retailers") {
		t.Errorf("opening: %q", o)
	}
	for _, stock := range []string{"nobody ended up using", "six-week rollout", "was acquired"} {
		if strings.Contains(o[1], stock) {
			t.Errorf("stock back-story: %q", o[1])
		}
	}
}
