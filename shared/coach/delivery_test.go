package coach

import (
	"strings"
	"testing"
)

// The delivery tip names what it quotes: one quote is the ask alone, never
// "your first sentence and your ask".
func TestDeliveryTipNamesWhatItQuotes(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Advanced", Industry: "Harbour tug hire",
		Custom: "Maren Holt runs tug bookings at Saltvik Port, 210 calls a year. She pays Nordtug NOK 41,000 a call; our quote is NOK 44,500. The port director, Lars Eide, signs."}
	pitch := "Maren, at 210 calls a year, every delayed berth costs your pilots and your customers. Our tugs guarantee a 20-minute response, and if we miss it the call is free. " +
		"Last winter Brekke Port cut waiting time by a third with us; their harbour master, Siri Dahl, will take your call. " +
		"We are NOK 3,500 a call above Nordtug, about NOK 735,000 a year, and one avoided berth delay a month covers most of that. " +
		"What did delays cost you last season? Could I bring a one-page comparison to you and Lars on Thursday at 10?"
	for _, mode := range []string{"text", "voice"} {
		a := Analyze(Input{Text: pitch, Mode: mode, DurationSeconds: 60, Scenario: sc})
		for _, im := range a.Improvements {
			ex := im.Example
			if strings.Count(ex, "“") == 1 && strings.Contains(ex, "first sentence and your ask") {
				t.Errorf("%s: one quote called 'your first sentence and your ask': %q", mode, ex)
			}
		}
	}
}
