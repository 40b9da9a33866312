package roleplay

import (
	"strings"
	"testing"
)

// A count spelled as a word is a count, and "how many locations/sites?"
// is answered by the scenario's count of its places. Wordings appear in
// no review round.
func TestSpelledCountsAndPlaceWords(t *testing.T) {
	if got := digitWords("a group of six bakeries and three vans"); got != "a group of 6 bakeries and 3 vans" {
		t.Errorf("digitWords: %q", got)
	}
	custom := "Marta Quinn owns Flour & Field, a group of six bakeries with 45 staff. She pays Lightspeed $700 a month, and the rep's quote is $640 a month."
	for _, p := range Personas {
		c := start(t, Scenario{Persona: p, Objection: ObjectionNeed, Difficulty: DifficultyIntermediate, Industry: "Bakery", Custom: custom})
		for _, q := range []string{"How many sites are you running these days?", "So how many locations is that?"} {
			tr := c.say(q)
			if !strings.Contains(tr.Text, "6 bakeries") || strings.Contains(tr.Text, "check") {
				t.Errorf("%s: %q → %q", p, q, tr.Text)
			}
		}
	}
}

// The company's size is who the buyer is, not what hurts: a scenario with
// no pain in it gives no pain line built from "a … with N staff".
func TestCompanySizeIsNotThePain(t *testing.T) {
	d := describe("Tariq Amin runs Saltmarsh Ferments, a kombucha brewer with 18 staff. Saltmarsh pays Katana $350 a month, and the rep's quote is $420 a month.")
	for _, p := range append([]string{d.pain}, d.pains...) {
		if strings.Contains(p, "18") {
			t.Errorf("pain %q", p)
		}
	}
}
