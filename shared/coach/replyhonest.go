package coach

import "strings"

// honestWords clears two hedges that are not hedges in a reply:
//
//   - "I don't know" / "I'm not sure" beside a way to find out ("I don't
//     know your miss rate, so here's a way to find out: give us two weeks on
//     one truck"): admitting what you don't know and offering to measure it
//     is honest, and a coach would praise it;
//   - "just" meaning "only" when the sentence says so ("It just handles the
//     forms, nothing else").
//
// The tokens lose their hedge role, the counts and the evidence follow.
func honestWords(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		low := strings.ToLower(d.text[st.s:st.e])
		findsOut := f.next >= 0.6 || strings.Contains(low, "find out") || strings.Contains(low, "check and")
		only := strings.Contains(low, "nothing else") || strings.Contains(low, "that's all") || strings.Contains(low, "nothing more")
		for i := st.first; i < st.last; i++ {
			t := &d.toks[i]
			if t.role != roleHedge {
				continue
			}
			clear := false
			switch {
			case only && t.norm == "just":
				clear = true
			case findsOut && notKnowing[t.norm]:
				// the whole phrase must be not-knowing ("I don't know", not
				// "I don't know, maybe")
				j := i
				for j < st.last && d.toks[j].role == roleHedge && notKnowing[d.toks[j].norm] {
					j++
				}
				if j < st.last && d.toks[j].role == roleHedge {
					continue
				}
				for k := i; k < j; k++ {
					unhedge(d, &d.toks[k])
				}
				dropEvidence(d, d.toks[i].s, d.toks[j-1].e, "hedge")
				changed = true
				i = j - 1
				continue
			}
			if clear {
				unhedge(d, t)
				dropEvidence(d, t.s, t.e, "hedge")
				changed = true
			}
		}
	}
	if changed {
		d.sortedEv = nil
	}
}

// unhedge gives a hedge token back its plain role and takes it out of the
// counts.
func unhedge(d *doc, t *token) {
	if t.weight > 0 {
		d.hedges--
		d.hedgeWeight -= t.weight
		if d.hedgeWeight < 0 {
			d.hedgeWeight = 0
		}
	}
	t.role, t.weight = roleNone, 0
	d.contentWords++
}
