package coach

// citeVerbs after "you" report what the buyer said or showed ("you told me",
// "you mentioned", "you showed us").
var citeVerbs = toSet("told said mentioned showed shared gave sent wrote quoted")

// citesBuyer reports whether tokens first..last (one sentence) report the
// buyer's own words or records: "you told me", "you've mentioned", "as
// you said", "your own logs". A figure in it is the buyer's, not a claim.
func citesBuyer(toks []token, first, last int) bool {
	for i := first; i+1 < last; i++ {
		switch toks[i].norm {
		case "you", "you've":
			n := toks[i+1].norm
			if citeVerbs[n] {
				return true
			}
			if (n == "just" || n == "already" || n == "have") && i+2 < last && citeVerbs[toks[i+2].norm] {
				return true
			}
		case "your":
			if toks[i+1].norm == "own" {
				return true
			}
		}
	}
	return false
}

// brochureSenders before "brochure" make it what the rep hands over
// instead of a next step ("I'll send you a brochure").
var brochureSenders = toSet("send sending sent email emailing leave drop share forward post mail attach attached give")

// onlyNamedBrochure reports whether the sentence's only postponement phrase
// is "brochure" named, not sent ("Rather than our brochure, …", "every
// vendor shows a brochure"): a brochure is a brush-off only when the rep
// sends it in place of a step.
func onlyNamedBrochure(toks []token, nf []int) bool {
	hits := vagueCloseLex.scan(toks, nf)
	if len(hits) == 0 {
		return false
	}
	for _, h := range hits {
		if h.ph.text != "brochure" {
			return false
		}
		for k := h.from - 1; k >= 0 && k >= h.from-4; k-- {
			if brochureSenders[toks[nf[k]].norm] {
				return false
			}
		}
	}
	return true
}
