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
	v := vs[mix(scenarioSeed(sc)^uint64(len(sc.Persona))*31)%uint64(len(vs))]
	r := strings.NewReplacer(f.pairs()...)
	return []string{
		capitalizeSentences(r.Replace(v[0])),
		capitalizeSentences(r.Replace(v[1])),
	}
}
