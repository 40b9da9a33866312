package coach

import (
	"regexp"
	"slices"
	"strings"
)

// fragmentEnds are words a claim cannot end on: a quote that stops on one
// ("5% of the") is a fragment of a sentence, not a claim a coach would show.
var fragmentEnds = toSet("the a an of to and or but for with in on at by from into your our their my his her its this that these those is are was were be as than")

// wholeClaims keeps the quoted claims that read as a whole phrase.
func wholeClaims(qs []string) []string {
	out := qs[:0:0]
	for _, q := range qs {
		f := strings.Fields(strings.Trim(q, "“”\"' .,;:"))
		if len(f) == 0 {
			continue
		}
		if fragmentEnds[strings.ToLower(strings.Trim(f[len(f)-1], "“”\"'.,;:!?"))] {
			continue
		}
		out = append(out, q)
	}
	return out
}

// checkableRe finds a figure's evidence offered to the buyer: records the
// buyer may open or will be sent ("the logs are open to your QA team",
// "I'll send the meter data", "you can see the audit reports").
var checkableRe = regexp.MustCompile(`(?i)\b(logs?|records?|reports?|data|readings|audits?|audited|figures|certificates?)\b[^.?!]{0,40}\b(open to|available to|send|share|show|yours to|you can (see|check|read|inspect|audit)|for you to (see|check))\b|\b(send|share|show|open)\b[^.?!]{0,30}\b(logs?|records?|audit reports?|meter data|raw data|data|results|numbers|figures|before-and-after)\b`)

// checkableFigure reports whether sentence si offers the buyer the evidence
// for its figures: a figure the buyer can check is not a made-up one.
func checkableFigure(d *doc, si int) bool {
	return checkableRe.MatchString(d.sentText(si))
}

// resultClaims marks as made up a percentage result the rep states with
// nothing behind it: a change or a comparison ("make 47% more snow per
// kilowatt", "a 30% jump in skier visits", "40% fewer defects", "lint
// quality improves by 22% on average") that is not the buyer's figure nor
// worked out from theirs, has no named customer or record the buyer can
// check beside it, and is not the rep's own "what if" math ("even a 2% lift
// would cover…", "if routing cuts fuel by 2%"). A price comparison is left
// alone: it may well be our quote against theirs.
func resultClaims(d *doc) {
	toks := d.toks
	for si := range d.feats {
		f := &d.feats[si]
		if len(f.quantities) == 0 || f.market || f.history {
			continue
		}
		st := &d.sents[si]
		checked, skip := false, false
		for k := range f.quantities {
			q := &f.quantities[k]
			if q.echo || q.derived {
				break // the rep's math on the buyer's numbers
			}
			if q.madeUp || !toks[q.tok].pct || d.bc != nil && d.bc.ourNumber(toks, q.tok, q.val) {
				continue // (a figure the card gives us is no invention)
			}
			s, e, ok := resultSpan(toks, q.tok, st)
			if !ok {
				continue
			}
			if !checked { // (the costlier checks only for a sentence with a result in it)
				checked = true
				for _, o := range f.quantities {
					skip = skip || o.echo || o.derived
				}
				for i := st.first; i < st.last && !skip; i++ {
					skip = whatIfWords[toks[i].norm] || claimPriceWords[toks[i].norm]
				}
				skip = skip || namedSource(d, st) || checkableFigure(d, si) || si+1 < len(d.sents) && checkableFigure(d, si+1) // ("…by about 4%. I'll share the raw data.")
			}
			if skip {
				break
			}
			q.madeUp, q.relevant, q.irrelevant = true, false, false
			dropEvidence(d, toks[q.tok].s, toks[q.tok].e, "irrelevantNumber", "buyerNumber")
			d.ev.add(d.text, "unsupportedNumber", "negative", toks[s].s, toks[e].e, "a result with nothing behind it the buyer could check")
		}
	}
}

// resultSpan finds the change or comparison a percentage states: "47% more
// snow", "a 30% jump", "improves by 22%". It returns the first and last
// token of the claim.
func resultSpan(toks []token, i int, st *sentence) (int, int, bool) {
	for j := i + 1; j < st.last && j <= i+3; j++ {
		if !resultWords[toks[j].norm] {
			continue
		}
		if j+1 < st.last && toks[j+1].role == roleNone && !toks[j].punctAfter && !openEnds[toks[j+1].norm] && toks[j+1].norm != "than" {
			j++ // "47% more snow", "40% fewer defects"
		}
		return i, j, true
	}
	k := i - 1
	for k > st.first && (toks[k].norm == "about" || toks[k].norm == "around" || toks[k].norm == "roughly") {
		k--
	}
	if k > st.first && toks[k].norm == "by" {
		for v := k - 1; v >= st.first && v >= k-3; v-- {
			if changeVerbs[toks[v].norm] {
				return v, i, true // "improves by 22%"
			}
		}
	}
	return 0, 0, false
}

// namedSource reports whether a sentence names who a result is from: a
// capitalised name that is not its first word nor ours ("Our SnowCore
// guns" names the product, not a customer).
func namedSource(d *doc, st *sentence) bool {
	first := true
	voc := vocativeEnd(d, st)
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		if t.role != roleNone {
			continue // "um, Our telematics…", "really, Couriers…": the first word is still the first
		}
		if first {
			first = false
			continue
		}
		if i < voc || t.isNum() || t.norm == "i" || strings.HasPrefix(t.norm, "i'") || !upperAt(d.text, t.s) || ownSubjects[t.norm] || stopwords[t.norm] {
			continue // ("Mr Meng, our kilns…": the buyer addressed is no source)
		}
		if p := d.toks[i-1].norm; p == "our" || p == "my" || notSources[p] {
			continue // a rival compared against ("faster than Movex's units") is no source either
		}
		if upperAt(d.text, t.s+1) || strings.ContainsAny(t.norm, "0123456789") || d.bc != nil && d.bc.stems[t.stem] {
			continue // a term ("NHS", "PM10") or a name from the buyer's own situation (them, their rival)
		}
		return true
	}
	return false
}

// notSources before a name make it the thing compared against, not the
// customer a result is from.
var notSources = toSet("than against vs versus over from")

// honorifics begin a name the rep addresses ("Mr Meng", "Madame Sow").
var honorifics = toSet("mr mrs ms miss mister madam madame mme sir dr señora senora señor senor signora signor monsieur")

// vocativeEnd is the token after the name a sentence opens by addressing
// the buyer with ("Mr Meng, …", "Fernando, …"), or st.first when it opens
// with none: at most three capitalised words up to a comma.
func vocativeEnd(d *doc, st *sentence) int {
	for i := st.first; i < st.last && i < st.first+3; i++ {
		t := &d.toks[i]
		if !upperAt(d.text, t.s) && !honorifics[t.norm] {
			break
		}
		if t.commaAfter {
			return i + 1
		}
	}
	return st.first
}

// resultWords after a percentage make it a change or a comparison.
var resultWords = toSet("more less fewer faster longer higher lower better jump increase rise reduction drop improvement saving savings gain lift uplift boost growth")

// changeVerbs before "by N%" make it a change.
var changeVerbs = toSet("improve improves improved improving cut cuts reduce reduces reduced reducing increase increases increased boost boosts boosted raise raises raised lift lifts lifted grow grows grew drop drops dropped fall falls fell rise rises rose decrease decreases decreased shrink shrinks shrank climb climbs climbed lower lowers lowered")

// whatIfWords make a sentence's figures the rep's own "what if" math.
var whatIfWords = toSet("if even say suppose assume assuming imagine would worth")

// claimPriceWords make a percentage a price comparison.
var claimPriceWords = toSet("price prices priced quote quoted cost costs costing pay paying paid budget cheaper expensive discount rebate fee fees invoice")

// claimSpan widens a made-up figure's quote [s, e) of token i to the words
// that make it a claim: "up to" before it, "times better" or "fold" after
// it ("4 times better", "up to 40%"), so a bare "4" is never shown.
func claimSpan(toks []token, i, s, e int) (int, int) {
	t := &toks[i]
	if i >= 2 && toks[i-1].sent == t.sent && toks[i-2].norm == "up" && toks[i-1].norm == "to" {
		s = toks[i-2].s
	}
	if j := i + 1; j < len(toks) && toks[j].sent == t.sent && toks[j].s < e+2 && (toks[j].norm == "times" || toks[j].norm == "fold" || toks[j].norm == "x") {
		e = toks[j].e
		if j+1 < len(toks) && toks[j+1].sent == t.sent && resultWords[toks[j+1].norm] {
			e = toks[j+1].e
		}
	}
	return s, e
}

// madeUpFigures are the quoted made-up figures of a reply, but for those
// the rep offers to document (replytrim.go shows the same).
func (r *replyResult) madeUpFigures() []string {
	d := r.d
	if d.madeUp == 0 {
		return nil
	}
	var qs []string
	for _, e := range d.evidence() {
		if e.Category != "unsupportedNumber" || e.Kind != "negative" {
			continue
		}
		if si := sentAt(d, e.Start); si >= 0 && offersProof(d.sentText(si)) {
			continue
		}
		if qt := q(e.Quote); !slices.Contains(qs, qt) {
			qs = append(qs, qt)
		}
	}
	return wholeClaims(qs)
}
