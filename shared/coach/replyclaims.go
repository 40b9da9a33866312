package coach

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
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
					skip = skip || o.echo || o.derived || d.buyerValue(o.tok, o.val)
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
	if j := i + 1; j+1 < st.last && len(toks[j].norm) > 4 && strings.HasSuffix(toks[j].norm, "er") && toks[j+1].norm == "than" {
		return i, j, true // "40% stronger than …"
	}
	k := i - 1
	for k > st.first && (toks[k].norm == "about" || toks[k].norm == "around" || toks[k].norm == "roughly") {
		k--
	}
	if k > st.first && toks[k].norm == "by" {
		for v := k - 1; v >= st.first && v >= k-5; v-- { // ("cuts nurse response times by 47%")
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
		if p := d.toks[i-1].norm; p == "our" || p == "my" || notSources[p] || placePreps[p] {
			continue // a rival compared against ("faster than Movex's units") is no source either
		}
		if innerUpper(d.text[t.s:t.e]) || demonym(t.norm) || strings.ContainsAny(t.norm, "0123456789") || d.bc != nil && d.bc.stems[t.stem] && !upperAt(d.text, d.toks[i-1].s) {
			continue // a term ("NHS", "PM10") or a name from the buyer's own situation (them, their rival)
		}
		return true
	}
	return false
}

// innerUpper reports whether a word has a capital after its first letter:
// a term or a brand ("NHS", "RevPAR", "MedLink"), not a customer's name.
func innerUpper(w string) bool {
	for k, r := range w {
		if k > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// demonym reports whether a capitalised word is a people's adjective
// ("European importers", "Nigerian fleets"), not a name.
func demonym(w string) bool {
	return strings.HasSuffix(w, "ian") || strings.HasSuffix(w, "ean") || strings.HasSuffix(w, "ese") || strings.HasSuffix(w, "ish")
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
		if strings.EqualFold(e.Quote, "hundred percent") {
			continue // "I'm not a hundred percent on the details" is a way of speaking, not a figure
		}
		if qt := q(e.Quote); !slices.Contains(qs, qt) {
			qs = append(qs, qt)
		}
	}
	return wholeClaims(qs)
}

// crowdFigures marks as made up the figures of a claim about an unnamed
// population or stated as a rule, with nothing behind it the buyer could
// check: "Hotels that bring laundry in-house slash linen spend by 38%",
// "firms your size recover 6.2 hours a week", "salons using it cut
// no-shows by 64%", "we typically cut print spend by 35%", "studies prove
// fuel cards cut theft by 92%", "99.97% error-free across the board", and
// our own near-perfect rate ("we resolve 96% of tickets in four hours").
// A named customer's result, a figure the rep offers to document, the
// buyer's own numbers or math on them, "what if" math, a price, a length of
// time and a share of the buyer's own things are left as they are.
func crowdFigures(d *doc) {
	toks := d.toks
	for si := range d.feats {
		f := &d.feats[si]
		if len(f.quantities) == 0 {
			continue
		}
		st := &d.sents[si]
		cand := -1 // the first figure that may be a claim
		for k, q := range f.quantities {
			if q.echo || q.derived {
				cand = -1
				break // the rep's math on the buyer's numbers
			}
			if cand < 0 && !q.madeUp && claimFigure(toks, q.tok, st) {
				cand = k
			}
		}
		if cand < 0 {
			continue
		}
		at := f.quantities[cand].tok
		cl := clauseFrom(toks, at, st)
		crowd, rule, ours := shareOf(toks, at, st), false, false // "nine in ten dairies"
	scan:
		for i := st.first; i < st.last; i++ {
			t := &toks[i]
			switch claimCues[t.norm] { // (one look-up a word)
			case cueYou:
				if i >= cl && i < at && !yourSize(toks, i, st) {
					crowd, rule, ours = false, false, false
					break scan // the buyer's own things ("rooms that sit empty cost you …")
				}
			case cueWhatIf:
				crowd, rule, ours = false, false, false
				break scan // "what if" math
			case cuePrice:
				if i <= at+3 {
					crowd, rule, ours = false, false, false
					break scan // a price
				}
			case cueRule:
				rule = true // "typically", "on average", "studies"
			case cueRuleAfter: // "that's standard", "the norm", not "our standard rate"
				rule = rule || i > st.first && (toks[i-1].norm == "that's" || toks[i-1].norm == "it's" || toks[i-1].norm == "the")
			case cueEvery: // "every single time", "across every venue", "across the board", "on any farm"
				rule = rule || t.norm == "every" && i+1 < st.last && (toks[i+1].norm == "time" || toks[i+1].norm == "single") ||
					t.norm == "across" && i+1 < st.last && (toks[i+1].norm == "every" || toks[i+1].norm == "the" && i+2 < st.last && toks[i+2].norm == "board") ||
					t.norm == "any" && i+1 < st.last && i > st.first && (toks[i-1].norm == "in" || toks[i-1].norm == "on") && toks[i+1].role == roleNone
			case cueOurs:
				ours = ours || i < at
			}
			if !crowd && i >= cl && i < at && (yourSize(toks, i, st) || crowdNoun(toks, i, st)) {
				crowd = true // (in the figure's own clause: "keepers log leftovers, and it flags a 10% drop" is no population's result)
			}
		}
		if ours && !crowd && !rule { // our own near-perfect rate: "with 99.8% accuracy"
			ours = false
			for k := cand; k < len(f.quantities) && !ours; k++ {
				if q := &f.quantities[k]; !q.madeUp && toks[q.tok].pct && q.val >= 90 && q.val <= 100 && rateClaim(toks, q.tok, st) {
					ours, cand = true, k
				}
			}
		}
		if !crowd && !rule && !ours {
			continue
		}
		mine := false
		for _, q := range f.quantities {
			mine = mine || d.buyerValue(q.tok, q.val)
		}
		if mine || namedSource(d, st) || checkableFigure(d, si) || si+1 < len(d.sents) && (checkableFigure(d, si+1) || referenceOfferG.MatchString(d.sentText(si+1))) ||
			offersProof(d.sentText(si)) || referenceOfferG.MatchString(d.sentText(si)) {
			continue // (a comparable the rep offers to put the buyer in touch with is a reference)
		}
		for k := cand; k < len(f.quantities); k++ {
			q := &f.quantities[k]
			if q.madeUp || q.echo || q.derived || !claimFigure(toks, q.tok, st) {
				continue
			}
			q.madeUp, q.relevant, q.irrelevant = true, false, false
			s, e, ok := resultSpan(toks, q.tok, st)
			if !ok {
				s, e = q.tok, q.tok
				for e+1 < st.last && toks[e+1].frag && toks[e+1].s == toks[e].e+1 && d.text[toks[e].e] == '-' {
					e++ // "thirty-one"
				}
				if _, sc := scaleWords[toks[min(e+1, st.last-1)].norm]; sc && e+1 < st.last {
					e++ // "£1.3 million"
				}
				if e+2 < st.last && (toks[e+1].norm == "to" || toks[e+1].norm == "or") && toks[e+2].isNum() {
					e += 2 // a range is one claim: "eight to ten percent"
					for j := k + 1; j < len(f.quantities); j++ {
						if o := &f.quantities[j]; o.tok == e {
							o.madeUp, o.relevant, o.irrelevant = true, false, false
							k = j
						}
					}
				}
				switch {
				case shareOf(toks, e, st):
					e += 3 // "nine in ten dairies"
					if toks[e-1].norm == "of" {
						e++ // "8 out of 10 clinics"
					}
				case e+1 < st.last && (toks[e+1].norm == "percent" || toks[e+1].norm == "times" || toks[e+1].norm == "points"):
					e++
				case !toks[e].pct && !toks[e].money && !toks[e].punctAfter && e+1 < st.last && toks[e+1].role == roleNone && !fragmentEnds[toks[e+1].norm] && !toks[e+1].isNum():
					e++ // "17 litres", "21 days", not "17"
					if w := toks[e+1:]; !toks[e].punctAfter && e+1 < st.last && w[0].role == roleNone && !fragmentEnds[w[0].norm] && !w[0].isNum() && !resultWords[toks[e].norm] {
						e++ // "6.2 billable hours", "thirty-one extra eggs"
					}
				}
			}
			dropEvidence(d, toks[q.tok].s, toks[q.tok].e, "irrelevantNumber", "buyerNumber")
			a, b := claimSpan(toks, q.tok, toks[s].s, toks[e].e)
			d.ev.add(d.text, "unsupportedNumber", "negative", a, b, "a figure about other companies with nothing behind it the buyer could check")
		}
	}
}

// referenceOfferRe finds an offer to let the buyer hear it from a customer:
// "I can put you in touch with their operations lead", "happy to connect
// you with them".
var referenceOfferRe = regexp.MustCompile(`(?i)\b(put you in touch|connect you with|introduce you|(speak|talk) (to|with) (their|them)|call with (their|them))\b`)

// referenceOfferG is its gated twin (gates.go).
var referenceOfferG = text.Gate(referenceOfferRe)

// claimFigure reports whether the number at token i may carry a claim: a
// share, a multiple, a sum or a count, not a year, a time of day, an
// ordinal or a length of time (but for a change by one: "shortens it by 21
// days").
func claimFigure(toks []token, i int, st *sentence) bool {
	t := &toks[i]
	j := i
	if i+2 < st.last && (toks[i+1].norm == "to" || toks[i+1].norm == "or") && toks[i+2].isNum() {
		j = i + 2 // a range: "seven to nine months", "six to eight percent"
	}
	times := j+1 < st.last && (toks[j+1].norm == "times" || toks[j+1].norm == "x" || toks[j+1].norm == "fold")
	if t.year || t.clock || t.ordinal || st.question || t.numWord && !times && t.val <= 12 && kindAt(toks, j) == kindCount && !shareOf(toks, i, st) {
		return false // (a question claims nothing; "two people", "3 engineers" are no statistic)
	}
	if i > st.first && conditionWords[toks[i-1].norm] {
		return false // a condition: "orders with more than 50 units", "sites of at least 20 staff"
	}
	i = j
	if durationUnitAt(toks, i) != "" {
		return i > st.first && toks[i-1].norm == "by"
	}
	return true
}

// sizePreps before "your size" make it the buyer's own size.
var sizePreps = toSet("at for with in by to")

// shareOf reports whether the number at token i begins a share of a
// population: "nine in ten dairies", "8 out of 10 clinics".
func shareOf(toks []token, i int, st *sentence) bool {
	j := i + 2
	if j < st.last && toks[i+1].norm == "out" && toks[j].norm == "of" {
		j++
	}
	return j+1 < st.last && (toks[i+1].norm == "in" || toks[i+1].norm == "out") && toks[j].isNum() && strings.HasSuffix(toks[j+1].norm, "s")
}

// conditionWords before a figure make it a condition, not a result.
var conditionWords = toSet("than least above below exceeding")

// yourSize reports whether token i begins "your size" or "like yours": a
// population the buyer is compared with, not the buyer's own things.
func yourSize(toks []token, i int, st *sentence) bool {
	t := &toks[i]
	switch {
	case t.norm == "your" && i+1 < st.last && toks[i+1].norm == "size":
		return i > st.first && !sizePreps[toks[i-1].norm] // "firms your size", not "at your size" (the buyer itself)
	case t.norm == "like" && i+1 < st.last && (toks[i+1].norm == "yours" || toks[i+1].norm == "ours"):
		return true
	case t.norm == "yours" && i > st.first && toks[i-1].norm == "like":
		return true
	case t.norm == "size" && i > st.first && toks[i-1].norm == "your":
		return yourSize(toks, i-1, st)
	}
	return false
}

// crowdNoun reports whether token i is a bare plural noun with what marks
// it a population of others after it: "hotels that bring …", "salons
// using it", "pharmacies on our platform", "farms with drip lines".
func crowdNoun(toks []token, i int, st *sentence) bool {
	t := &toks[i]
	if t.role != roleNone || len(t.norm) < 4 || !strings.HasSuffix(t.norm, "s") || strings.HasSuffix(t.norm, "ss") || strings.HasSuffix(t.norm, "'s") ||
		stopwords[t.norm] || ownSubjects[t.norm] || t.isNum() || i+2 >= st.last || t.punctAfter {
		return false
	}
	// the subject of its clause, after at most two words that describe it
	// ("online stores that …", "Estate agents on …", not "the import duty
	// changes on …" nor "your rooms that …")
	k := i
	for k > st.first && i-k < 2 && !toks[k-1].punctAfter && !clauseWords[toks[k-1].norm] && toks[k-1].role == roleNone &&
		!crowdDeterminers[toks[k-1].norm] && !stopwords[toks[k-1].norm] && !ownSubjects[toks[k-1].norm] && !toks[k-1].isNum() {
		k--
	}
	if k > st.first && crowdQuantifiers[toks[k-1].norm] {
		k-- // "most dairies", "many firms"
	}
	if k > st.first && !toks[k-1].punctAfter && !clauseWords[toks[k-1].norm] {
		return false
	}
	switch n, n2 := toks[i+1].norm, toks[i+2].norm; {
	case n == "that" || n == "who" || n == "which":
		return !ownSubjects[n2] && !linkVerbs[n2] // "hotels that bring", not "figures that you gave", "costs that are"
	case n == "using" || n == "on" || n == "with":
		return !toks[i+2].isNum() && !crowdDeterminers[n2] || n2 == "our" // "salons using it", "hotels on our platform", not "controllers on 20 guns"
	case crowdVerbs[n]:
		return true // "clinics recover £4,000 a month": a population's result
	}
	return false
}

// clauseFrom is the first token of the clause of token at: after the
// last punctuation or joining word before it.
func clauseFrom(toks []token, at int, st *sentence) int {
	for k := at - 1; k >= st.first; k-- {
		if toks[k].punctAfter || clauseWords[toks[k].norm] {
			return k + 1
		}
	}
	return st.first
}

// clauseWords begin a clause.
var clauseWords = toSet("but and so plus because also yet while whereas although though since")

// rateClaim reports whether the share at token i rates how well we do
// ("a fill rate of 99.2%", "99.8% accuracy", "we resolve 96% of tickets",
// "99.97% error-free"), not what a thing is made of ("100% recycled").
func rateClaim(toks []token, i int, st *sentence) bool {
	if i+1 < st.last && (toks[i+1].norm == "of" || rateWords[toks[i+1].norm]) {
		return true
	}
	for k := i - 1; k >= st.first && k >= i-3; k-- {
		if rateWords[toks[k].norm] {
			return true
		}
	}
	return false
}

// rateWords name how well a service performs.
var rateWords = toSet("rate accuracy accurate success successful uptime availability reliability reliable error-free on-time satisfaction retention renewal resolution fill detection compliance score")

// claimCues are the words crowdFigures looks for, by what they do.
var claimCues = func() map[string]uint8 {
	m := map[string]uint8{}
	for w := range crowdPriceWords {
		m[w] = cuePrice
	}
	for w := range whatIfWords {
		if w != "worth" { // ("12% more bookings, worth £30k a year" is still a claim)
			m[w] = cueWhatIf
		}
	}
	for w := range ruleWords {
		m[w] = cueRule
	}
	m["standard"], m["norm"] = cueRuleAfter, cueRuleAfter
	m["every"], m["across"], m["any"] = cueEvery, cueEvery, cueEvery
	m["our"], m["we"] = cueOurs, cueOurs
	m["you"], m["your"], m["yours"] = cueYou, cueYou, cueYou
	return m
}()

const (
	cueNone uint8 = iota
	cuePrice
	cueWhatIf
	cueRule
	cueRuleAfter
	cueEvery
	cueOurs
	cueYou
)

// ruleWords state a figure as a rule or a norm, with no one behind it.
// ("that's standard", "the norm", not "our standard rate")
var ruleWords = toSet("typically average averages studies study research proven norm standard anyone industry-wide guaranteed")

// crowdPriceWords make a figure a price, ours or theirs.
var crowdPriceWords = toSet("price prices priced quote quoted pay paying paid budget discount rebate fee fees invoice licence license subscription")

// crowdDeterminers before a plural make it particular things.
// ("most clinics", "many firms" are a population all the same)
var crowdDeterminers = toSet("the your our my their these those this that his her its a an some any few several both each every")

// crowdQuantifiers before a bare plural keep it a population.
var crowdQuantifiers = toSet("most many all nearly")

// crowdVerbs after a bare plural make it a population's result.
var crowdVerbs = toSet("see get cut save recover gain report lose grow achieve earn book sell lift raise reduce increase win slash trim double triple halve")

// linkVerbs after "that" make a description, not something a population does.
var linkVerbs = toSet("is are was were be been 's")

// buyerValue reports whether the number at token i, of value v, is one of
// the buyer's own, whatever unit the rep gives it or the situation wrote
// it in ("ARS 480 million"): the sentence works on the buyer's figures.
func (d *doc) buyerValue(i int, v float64) bool {
	if d.bc == nil || v < 10 || !d.toks[i].digits {
		return false // (a small count matches too much by chance)
	}
	for _, b := range d.bc.numbers {
		if !b.ours && b.val == v {
			return true
		}
	}
	w := d.text[d.toks[i].s:d.toks[i].e]
	for _, c := range d.bc.clauses {
		if k := strings.Index(c, w); k >= 0 && (k == 0 || c[k-1] == ' ') && (k+len(w) == len(c) || c[k+len(w)] == ' ') {
			return true
		}
	}
	return false
}
