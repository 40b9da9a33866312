package coach

import (
	"strings"
	"testing"
)

// Pressure by meaning (pressure.go): wordings written for this test, and
// honest look-alikes that must not fire.
func TestPressureByMeaning(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Priya runs procurement at Lakeside Dairies. Our cold-room monitoring is quoted at $3,200 a month; a rival offers $2,900. Her board meets on the 12th."}
	cases := []struct {
		text string
		want bool
	}{
		// crowd pressure
		{"Pretty much every creamery along the river has moved onto our sensors already.", true},
		{"The larger co-ops in the valley have all signed with us this season.", true},
		{"Honestly, you'd end up the only dairy in the county still logging by hand.", true},
		{"Nobody in this trade wants to be last to the party, and Lakeside shouldn't be the last.", true},
		{"All of the bigger processors near you run our platform now.", true},
		{"Do you really want to be the one plant still on clipboards?", true},
		// time limits and scarcity the seller sets
		{"I can hold this rate for you until Thursday; after that it reverts to list.", true},
		{"We have room for just one more site in the spring install programme.", true},
		{"Our crews are booked solid from April, so it's now or the autumn.", true},
		{"The figure stands until month-end. After that it's off the table.", true},
		{"Only two of the refurbished units are left in the warehouse.", true},
		{"Half the dairies in the valley moved over to us last spring.", true},
		{"We have capacity for exactly one more site before the summer.", true},
		// honest look-alikes
		{"Your board meets on the 12th, so I'll have the written quote with you by the 10th.", false},
		{"Mossgiel Farm switched last year and their manager will take your call.", false},
		{"Every one of your cold rooms gets its own sensor and alarm.", false},
		{"All your readings are kept for seven years, as the inspectors ask.", false},
		{"Every morning the system emails your team a summary of overnight temperatures.", false},
		{"I'll send the installation plan by Friday so you can check it against your shifts.", false},
		{"Most of our customers start with one cold room and add the rest later.", false},
		{"Installation takes about three weeks, and we can start after your audit.", false},
		{"There's no deadline on this price; take it to the board on the 12th.", false},
	}
	for _, c := range cases {
		fb := AssessReply("We'd rather wait until after the board meets.", c.text, sc, nil)
		got := false
		for _, e := range fb.Evidence {
			if e.Category == "pressure" && e.Kind == "negative" {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("%q: pressure %v, want %v (%s)", c.text, got, c.want, fb.ResponseAnalysis.Tone.Feedback)
		}
		if got && !strings.Contains(strings.ToLower(fb.ResponseAnalysis.Tone.Feedback), "pressure") {
			t.Errorf("%q: pressure found but the tone line does not name it: %s", c.text, fb.ResponseAnalysis.Tone.Feedback)
		}
	}
}

// Concessions by what the rep does with the price (concession.go
// sellerConcession): wordings written for this test, and look-alikes that
// must not be called a concession.
func TestConcessionByMeaning(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Tomás buys for Ribeira Hotels. Our laundry contract is quoted at €9,400 a month; Lavanda offers €8,600. The CFO signs."}
	obj := "Lavanda is eight hundred a month cheaper."
	cases := []struct {
		text  string
		want  bool
		trade bool
	}{
		{"Look, let's settle on €8,900 and shake on it.", true, false},
		{"Alright, I'll meet you at 8,700 a month.", true, false},
		{"Tell you what, we'll bring the monthly fee down to €8,500.", true, false},
		{"Our list is €9,400, but for Ribeira I could make it 8,800.", true, false},
		{"We'll chuck the linen tagging in at no extra charge.", true, false},
		{"I'll take two hundred euros off the monthly invoice.", true, false},
		{"We can absorb the collection charges for the first year.", true, false},
		{"Commit to three years and we'll call it €8,600, same as Lavanda.", true, true},
		{"Tell you what, let's say eighty-seven hundred and shake on it.", true, false},
		{"Sign before the Easter break and I'll hold €8,900 for you.", true, true},
		// look-alikes
		{"I won't move on the €9,400, but I can show you what it buys.", false, false},
		{"Our machines use 18% less water per kilo, so your utility bill drops.", false, false},
		{"We'll get you a written quote by Friday with every line priced.", false, false},
		{"Your team would go to 3 pickups a week instead of 5.", false, false},
		{"We can quote each hotel separately at €2,350, which adds up to the same €9,400.", false, false},
	}
	for _, c := range cases {
		fb := AssessReply(obj, c.text, sc, nil)
		var ev *Evidence
		for i, e := range fb.Evidence {
			if e.Category == "discount" && e.Kind == "negative" {
				ev = &fb.Evidence[i]
			}
		}
		if (ev != nil) != c.want {
			t.Errorf("%q: concession %v, want %v: %+v", c.text, ev != nil, c.want, fb.Evidence)
			continue
		}
		if ev == nil {
			continue
		}
		if got := strings.Contains(ev.Note, "traded"); got != c.trade {
			t.Errorf("%q: traded %v, want %v (%s)", c.text, got, c.trade, ev.Note)
		}
		named := false
		for _, im := range fb.Improvements {
			if strings.HasPrefix(im.Description, "You concede on price") {
				named = true
			}
		}
		if !named {
			t.Errorf("%q: concession found but not named: %+v", c.text, fb.Improvements)
		}
		for _, s := range fb.Strengths {
			if strings.Contains(s.Description, "hold the price") {
				t.Errorf("%q: told it holds the price", c.text)
			}
		}
	}
}
