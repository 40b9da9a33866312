package coach

import "slices"

// populationStats marks the statistics a rep states about a population
// ("97% of esports orgs that use us win more", "8 out of 10 CEOs approve
// us") as made up: a share of some group, not the buyer's own figure, with
// no source the buyer could check. "8 out of 10" is one claim, not the
// numbers 8 and 10. A figure the buyer gave or one computed from theirs, a
// share of the buyer's own things ("40% of your shifts") and a sourced
// figure ("according to the state audit") are left as they are.
func populationStats(d *doc) {
	toks := d.toks
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		var content []int
		for i := st.first; i < st.last; i++ {
			if toks[i].role == roleNone {
				content = append(content, i)
			}
		}
		if len(f.quantities) == 0 || f.proof && namedPeer(d.text, toks, content) || sentenceHas(d, si, "according") {
			continue // a named customer's result ("Basil Group cut waste to 5% of purchases") is proof
		}
		for k := range f.quantities {
			q := &f.quantities[k]
			if q.echo || q.derived || q.tok+2 >= st.last || q.tok > st.first && thresholdWords[toks[q.tok-1].norm] {
				continue // a change ("from 9% to 5% of purchases") or a threshold ("if more than 80% of tickets") is no population
			}
			t := &toks[q.tok]
			end := -1 // last token of the claim
			merged := -1
			// past the rest of the figure ("seventy-eight percent")
			j, pct := q.tok+1, t.pct
			for j < st.last-1 && (toks[j].isNum() || toks[j].norm == "percent" || toks[j].norm == "per" || toks[j].norm == "cent") {
				pct = pct || toks[j].norm == "percent" || toks[j].norm == "cent"
				j++
			}
			switch {
			case pct && toks[j].norm == "of" && j+1 < st.last:
				end = j + 1
			case toks[q.tok+1].norm == "out" && q.tok+3 < st.last && toks[q.tok+2].norm == "of" && toks[q.tok+3].isNum():
				end = q.tok + 3
				for j := range f.quantities {
					if f.quantities[j].tok == q.tok+3 {
						merged = j
					}
				}
				if end+1 < st.last && toks[end+1].role == roleNone {
					end++ // "8 out of 10 CEOs"
				}
			}
			if end < 0 || end >= st.last {
				continue
			}
			if w := toks[end].norm; (w == "our" || w == "my") && end+1 < st.last {
				if !peerNouns[toks[end+1].norm] {
					continue // a share of our own quote or costs ("60% of our quote is imported equipment") is no statistic about others
				}
				end++ // "98.6% of our customers", not "98.6% of our" (replyclaims.go)
			}
			if w := toks[end].norm; w == "your" || w == "you" || w == "the" && end+1 < st.last && toks[end+1].norm == "buyer's" {
				continue // a share of the buyer's own things is theirs to check
			}
			if w := toks[end].norm; (w == "theirs" || w == "their" || w == "its") && namedPeer(d.text, toks, content) {
				continue // a share of a named customer's own things ("Harbour Dental cut 30% of their no-shows") is their result to check
			}
			if checkableFigure(d, si) {
				continue // the rep offers the records behind it (replyclaims.go)
			}
			if !q.madeUp {
				switch {
				case q.relevant:
					d.relevantNums--
				case q.irrelevant:
					d.irrelevantNums--
				}
				q.madeUp, q.relevant, q.irrelevant = true, false, false
				d.madeUp++
			}
			if merged >= 0 {
				m := &f.quantities[merged]
				switch {
				case m.madeUp:
					d.madeUp--
				case m.relevant:
					d.relevantNums--
				case m.irrelevant:
					d.irrelevantNums--
				}
				m.madeUp, m.relevant, m.irrelevant = false, false, false
			}
			if hasFinding(d, "unsupportedNumber", toks[q.tok].s, toks[end].e) {
				continue // already found as a figure about others (replyclaims.go): dropped, it could not be added again
			}
			dropEvidence(d, toks[q.tok].s, toks[end].e, "irrelevantNumber", "unsupportedNumber", "buyerNumber")
			d.ev.add(d.text, "unsupportedNumber", "negative", toks[q.tok].s, toks[end].e, "a statistic about other companies with no source the buyer can check")
			changed = true
		}
		if changed {
			f.value = f.value && answerMaterial(f)
			f.quantValue = f.quantValue && answerMaterial(f)
		}
	}
	if changed {
		d.sortedEv = nil
	}
}

// thresholdWords before a share make it a change or a condition, not a
// statistic about a population.
var thresholdWords = toSet("to from than least most over above under below by until if")

// sentenceHas reports whether sentence si has a word.
func sentenceHas(d *doc, si int, w string) bool {
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		if d.toks[i].norm == w {
			return true
		}
	}
	return false
}

// dropEvidence removes the evidence of the given categories that lies
// within [s, e).
func dropEvidence(d *doc, s, e int, categories ...string) {
	d.dropEvidence(func(ev *Evidence) bool {
		return ev.Start >= s && ev.End <= e && slices.Contains(categories, ev.Category)
	})
}

// hasFinding reports whether a finding of the category spans exactly [s, e).
func hasFinding(d *doc, category string, s, e int) bool {
	for i := range d.ev.items {
		if it := &d.ev.items[i]; it.Category == category && it.Start == s && it.End == e {
			return true
		}
	}
	return false
}
