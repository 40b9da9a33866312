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
