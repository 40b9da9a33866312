package coach

import (
	"strings"
	"testing"
)

// A card fact is never read out in an example or the ideal: "Your
// garments are tagged by hand, so let's weigh the price…" reads the card
// out as a non sequitur, and who signs is never the answer to another
// objection.
func TestCardFactsFitTheirLine(t *testing.T) {
	cards := []struct{ typ, custom, objection string }{
		{"Price", "Nomvula runs 4 dry-cleaning shops in Durban; garments are tagged by hand on paper slips. Her budget is R18,000 a month; our quote is R21,000 a month. She and her sister sign together.", "That's more than we planned to spend."},
		{"Trust", "Head of stores at a Tromsø fish exporter; the cold room logs are kept in a ring binder. Our quote is NOK 95,000 a year. The owner, Mr Berg, signs.", "How do I know your sensors won't fail like the last ones?"},
		{"Competition", "Ops lead at a Lima courier firm, 60 riders; routes are planned on a whiteboard each morning. RutaYa offered PEN 2,900 a month; our quote is PEN 3,400. The two founders sign.", "RutaYa is cheaper and does the same thing."},
		{"Need", "Owner of 2 bakeries in Porto; orders come in by phone and are written on a wall calendar. Our quote is €240 a month. Her husband co-signs.", "We've managed fine with the calendar for years."},
	}
	replies := []string{
		"It's a great system, honestly. Lots of businesses love it.",
		"I get it. We're the best on the market, so you'd be crazy not to.",
	}
	for _, c := range cards {
		sc := Scenario{Objection: c.typ, Difficulty: "Intermediate", Industry: "General", Custom: c.custom}
		for _, reply := range replies {
			fb := AssessReply(c.objection, reply, sc, nil)
			if runs := cardRuns(c.custom, reply, c.objection, &fb); len(runs) > 0 {
				t.Errorf("%s: card text spoken: %q", c.typ, runs)
			}
			texts := []string{fb.IdealResponse.Text}
			for _, im := range fb.Improvements {
				texts = append(texts, im.Example)
			}
			for _, text := range texts {
				if low := strings.ToLower(text); strings.Contains(low, " sign:") || strings.Contains(low, " signs:") || strings.Contains(low, "co-signs") {
					t.Errorf("%s: who signs given as the answer: %q", c.typ, text)
				}
			}
		}
	}
}
