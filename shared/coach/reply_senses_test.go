package coach

import (
	"strings"
	"testing"
)

// TestWordSenses: a hedge or filler word counts only in its hedging sense,
// in pitches and replies alike. The wordings are written for this test and
// appear in no review round.
func TestWordSenses(t *testing.T) {
	for _, tt := range []struct {
		text      string
		cat, word string
		want      bool
	}{
		// "a bit": the noun (a drill bit, a router bit) is no hedge
		{"Each carbide bit lasts 600 metres. A bit costs us 90 euros, so a bit that lasts twice as long pays for itself.", "hedge", "a bit", false},
		{"A bit which snaps halfway through a shift costs you the shift.", "hedge", "a bit", false},
		{"It's a bit pricey, I know.", "hedge", "a bit", false}, // a size or a softener: never shown (senses.go)
		// "just": "merely" after a negated modal, "recently" after have
		{"You can't just assume it works, so test it on your worst line.", "hedge", "just", false},
		{"We've just opened a depot in Leeds, twenty minutes from you.", "hedge", "just", false},
		{"I just think it could help a bit.", "hedge", "just", true},
		// "try to": the buyer's test or an order, not the seller's doubt
		{"Give it your worst file and try to make it fail.", "hedge", "try to", false},
		{"You're welcome to try to crash it during the pilot.", "hedge", "try to", false},
		{"We'll try to get it live by June.", "hedge", "try to", true},
		{"I wouldn't try to change that, it works for you.", "hedge", "try to", false},
		{"I believe you, the paper rota does the basics well.", "hedge", "I believe", false},
		{"I believe it could save you ten hours.", "hedge", "I believe", true},
		{"It arrives just when the rush starts.", "hedge", "just", false},
		// "anyway": a filler as an opener, meaning "in any case" after a clause
		{"You'd have to replace the scanners anyway, so the timing works.", "filler", "anyway", false},
		{"The audit happens in May anyway.", "filler", "anyway", false},
		{"Anyway, the price is 400 a month.", "filler", "Anyway", false}, // alone: a connective (senses.go)
		{"Um, anyway, the price is 400 a month.", "filler", "anyway", true},
		{"So anyway we could start in March.", "filler", "anyway", true},
	} {
		a := analyzeText(tt.text)
		got := quotesOf(t, tt.text, a.Evidence, tt.cat, "negative")
		has := false
		for _, g := range got {
			if strings.EqualFold(g, tt.word) || strings.HasPrefix(strings.ToLower(g), strings.ToLower(tt.word)) {
				has = true
			}
		}
		if has != tt.want {
			t.Errorf("%q: %s %q found=%v, want %v (all: %q)", tt.text, tt.cat, tt.word, has, tt.want, got)
		}
	}
}

// TestClaimFragmentsNotShown: a claim quoted as hype always reads as a
// whole phrase; a fragment ending on "the" or "of" is never shown.
func TestClaimFragmentsNotShown(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Plant manager at a bottling plant; our line costs €80,000; a rival quotes €70,000"}
	for _, text := range []string{
		"Look, I can make it worth your while, say 3% of the order for you personally, nobody needs to know.",
		"Our sensors are the best in the world, 10x better, used by 90% of the market.",
	} {
		fb := AssessReply("The other line is €10,000 cheaper.", text, sc, nil)
		for _, im := range fb.Improvements {
			if !strings.HasPrefix(im.Description, "Claims that don't answer this buyer") {
				continue
			}
			for _, q := range quotedParts(im.Description) {
				f := strings.Fields(q)
				if last := strings.ToLower(strings.Trim(f[len(f)-1], ".,")); fragmentEnds[last] {
					t.Errorf("%q: fragment shown as a claim: %q", text, im.Description)
				}
			}
		}
	}
}
