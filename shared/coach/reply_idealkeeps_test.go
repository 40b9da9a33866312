package coach

import (
	"strings"
	"testing"
)

// The ideal keeps the rep's own clean sentences, in their order, whatever
// their length or stage (wordings written for this test, not from a review).
func TestIdealKeepsTheRepsOwnSentences(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Grete runs a ferry line with 9 boats; the booking system contract ends in March."}
	reply := "I hear you, Grete, the summer timetable is a lot to carry. Our install takes ten weeks, and your contract ends in March. Starting in January keeps both boats and bookings safe. I'll bring a one-page plan to your office on Thursday at ten."
	fb := AssessReply("We're flat out with the summer timetable. Talk to me in the autumn.", reply, sc, nil)
	for _, must := range []string{"Our install takes ten weeks, and your contract ends in March.", "Starting in January keeps both boats and bookings safe.", "on Thursday at ten"} {
		if !strings.Contains(fb.IdealResponse.Text, must) {
			t.Errorf("the ideal drops %q: %s", must, fb.IdealResponse.Text)
		}
	}
	if i, j := strings.Index(fb.IdealResponse.Text, "ten weeks"), strings.Index(fb.IdealResponse.Text, "Starting in January"); i < 0 || j < i {
		t.Errorf("the ideal reorders the rep's sentences: %s", fb.IdealResponse.Text)
	}
}

// A name the card only ever capitalises is never lower-cased into a line.
func TestNameNeverLowerCasedInALine(t *testing.T) {
	sc := Scenario{Objection: "Competition", Custom: "Ilse buys antifreeze for a bus depot. GlycoNord has offered 8% off to renew."}
	fb := AssessReply("GlycoNord will give us 8% off. Why change?", "Okay.", sc, nil)
	for _, ex := range append(exampleTexts(fb), fb.IdealResponse.Text) {
		if strings.Contains(ex, "glyconord") || strings.Contains(ex, "your glyco") {
			t.Errorf("a lower-cased name in a line: %q", ex)
		}
	}
}

// A reply built around pressure is never quoted back as the model.
func TestSevereIdealQuotesNoRepSentence(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Tomasz runs a bakery chain with 6 shops; budget 40,000 zł."}
	reply := "Everyone in Kraków is switching to our ovens this spring. If you don't sign by Friday the price goes up and your slot is gone."
	fb := AssessReply("48,000 zł is over my budget.", reply, sc, nil)
	if strings.Contains(fb.IdealResponse.Text, "switching to our ovens") || strings.Contains(fb.IdealResponse.Text, "by Friday") {
		t.Errorf("the severe ideal quotes the rep: %s", fb.IdealResponse.Text)
	}
}

// One step closes the ideal, and an example's step is the ideal's.
func TestIdealClosesOnOneStep(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Anouk manages a tulip packing shed with 40 staff."}
	reply := "Of course, Anouk, the season comes first. I'll send you some brochures in the meantime."
	fb := AssessReply("Not before the season ends. Call me in June.", reply, sc, nil)
	steps := 0
	for _, s := range exampleSentences(fb.IdealResponse.Text) {
		if strings.HasPrefix(s, "Could we book") || strings.HasPrefix(s, "Would it help to plan") {
			steps++
		}
	}
	if steps > 1 {
		t.Errorf("two closing steps: %s", fb.IdealResponse.Text)
	}
}
