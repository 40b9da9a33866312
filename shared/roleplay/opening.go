package roleplay

import "strings"

// Opening returns the buyer's two opening lines in the persona's voice: the
// objection, then the detail behind it for this industry and situation. The
// app shows the first at once and the second after OpeningDelay. The same
// scenario always opens the same way.
func Opening(sc Scenario) []string {
	sc = sc.normalized()
	f := newFacts(sc)
	vs := openings[sc.Objection][sc.Persona]
	if sc.Objection == ObjectionPrice && f.spend != "" && f.vendor != "" && f.described.spend.n < f.quoteN && f.described.spend.period == f.period {
		vs = spendOpenings[sc.Persona] // "We pay Cargowise $9,000 a month, and you're at $12,500"
	}
	v := vs[mix(scenarioSeed(sc)^uint64(len(sc.Persona))*31)%uint64(len(vs))]
	r := strings.NewReplacer(f.pairs()...)
	return []string{
		capitalizeSentences(r.Replace(v[0])),
		capitalizeSentences(r.Replace(v[1])),
	}
}
