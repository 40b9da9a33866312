package coach

import "testing"

// TestPressureAndConcessionLookAlikes: honest lines that look like a
// concession, a deadline or crowd pressure on the surface (written for this
// test) name none of them.
func TestPressureAndConcessionLookAlikes(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Ama runs facilities at Volta Mills. Our boiler service is quoted at GHS 48,000 a year; Tema Heat offers GHS 41,000. Her board meets on 14 March; the regulator's new emissions rule applies from 1 July."}
	obj := "Tema Heat is seven thousand cheaper."
	for _, text := range []string{
		"We'll start you on the standard plan at GHS 48,000 a year, as quoted, with every visit listed.",
		"I can bring the written proposal to your board on 14 March.",
		"Let's call it a pilot: two boilers for six weeks, and you judge it on the readings.",
		"Most mills your size start with the main boiler and add the rest later.",
		"Every service visit ends with a signed report your insurer can read.",
		"All of your boilers would be covered by the same engineer, so nothing falls between two firms.",
		"The emissions rule applies from 1 July, so the tests need to be done before then, whoever does them.",
		"Your board meets on 14 March, so I'll have the quote with you by the 7th.",
		"I won't cut the price, but I can show you where the extra GHS 7,000 goes.",
		"Tema Heat is a good firm; the question is which of us finds faults before they stop the line.",
		"Kumasi Textiles moved to us last year, and their engineer, Kojo, will take your call.",
		"Setup takes about three weeks, and we can begin after your audit.",
		"If you'd like, I can hold a provisional slot for the week you choose, with no obligation.",
		"Our price covers parts and labour; there's nothing added later for call-outs.",
		"It pays back if it avoids one unplanned stop, which cost you GHS 9,000 last year.",
		"Everyone on your maintenance team would get the same alerts on their phone.",
		"Only two of your boilers need the new burner; the third passed its last test.",
		"The quote is valid until 30 June, as all our quotes are, so there's time for your board.",
		"We're booked for the survey on Tuesday, as you asked.",
	} {
		fb := AssessReply(obj, text, sc, nil)
		for _, e := range fb.Evidence {
			if e.Kind == "negative" && (e.Category == "pressure" || e.Category == "discount") {
				t.Errorf("%q: %s %q (%s)", text, e.Category, e.Quote, e.Note)
			}
		}
		a := Analyze(Input{Text: text, Mode: ModeText, Scenario: sc})
		for _, e := range a.Evidence {
			if e.Kind == "negative" && (e.Category == "pressure" || e.Category == "discount") {
				t.Errorf("pitch %q: %s %q (%s)", text, e.Category, e.Quote, e.Note)
			}
		}
	}
}
