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
	switch {
	case sc.Objection != ObjectionPrice:
	case f.spend != "" && f.vendor != "" && f.described.spend.n < f.quoteN && f.described.spend.period == f.period:
		vs = spendOpenings[sc.Persona] // "We pay Cargowise $9,000 a month, and you're at $12,500"
	case f.unknown["{budget}"]:
		vs = quoteOpenings[sc.Persona] // no budget on the card: the quote alone is too much
	}
	if sc.Objection == ObjectionAuthority && f.described.deciderNote != "" {
		vs = noteAuthorityOpenings[sc.Persona] // "the board approves …, and the director must sponsor …"
	}
	if sc.Objection == ObjectionCompetition && f.unknown["{compPrice}"] {
		vs = priceFreeCompetitionOpenings[sc.Persona] // the scenario names the competitor, not their price
	}
	var known [][2]string
	for _, x := range vs {
		ok := true
		for _, ph := range placeholders(dropUnknownClauses(x[0]+x[1], f.unknown)) {
			ok = ok && !f.unknown[ph]
		}
		if ok {
			known = append(known, x)
		}
	}
	if len(known) > 0 {
		vs = known
	}
	v := vs[mix(scenarioSeed(sc)^uint64(len(sc.Persona))*31)%uint64(len(vs))]
	v = [2]string{dropUnknownClauses(v[0], f.unknown), dropUnknownClauses(v[1], f.unknown)}
	r := strings.NewReplacer(f.pairs()...)
	out := []string{capitalizeSentences(r.Replace(v[0])), capitalizeSentences(r.Replace(v[1]))}
	if f.described.deciderMode == "group" || f.described.pluralBody() {
		out = []string{pluralDeciders(out[0], f), pluralDeciders(out[1], f)}
	}
	if sc.Objection == ObjectionTrust && f.described.burned == "" && f.burned != "" && strings.Contains(strings.ToLower(out[1]), strings.ToLower(f.burned)) {
		if r := trustReason(sc.Custom); r != "" {
			out[1] = r // the card's own reason, never a stock back-story
		}
	}
	for i, o := range out {
		if fp := firstPersonLine(o, f.described.buyerName); fp != "" {
			out[i] = fp // the buyer speaks as itself (speaker.go)
		}
		out[i] = inLakh(out[i], lakhSym(sc.Custom))
	}
	return out
}
