package coach

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
)

// Price concessions in any wording, as an absolute rule: "You hold the
// price" is never shown beside one, and one given for nothing is a finding.
// Each pattern is what the move does (the price met, brought down, left
// open to haggling, months or set-up given away), never a stock phrase:
//   - a match or an undercut of another quote ("we match X at …");
//   - the price brought down ("I can come down to …", "drop our price");
//   - the price left open ("some flexibility on the price", "tell me what
//     number works", "something that works for both sides" on price);
//   - time or set-up given away ("the first six months free", "free
//     implementation", "waive the setup fee"), never a free trial;
//   - a lower figure than our own price on the card offered by the rep
//     ("we can do it for QAR 170,000").
// A concession traded for a commitment ("if you sign for three years")
// still stops "You hold the price" but is no finding.

var (
	concedeRes = []*regexp.Regexp{
		regexp.MustCompile(`\b(we|i|we'll|i'll|we can|i can|we could|i could|we will|i will|we'd|i'd)( happily| gladly| also| even| just)? (match|beat|undercut)( (their|that|the|his|her|its|[a-z0-9-]+'s?))? (price|prices|pricing|quote|offer|number|rate|figure|bid)\b`),
		regexp.MustCompile(`\b(we|i|we'll|i'll|we can|i can|we could|i could|we will|i will|we'd|i'd)( happily| gladly| also| even| just)? (match|beat|undercut) ([a-z0-9-]+ )?(at|on price|on the price)\b|\b(we|i|we'll|i'll|we can|i can|we could|i could)( happily| gladly| also| even| just)? (match|beat|undercut) (it|that|them|theirs)\b`),
		regexp.MustCompile(`\b(i|we)('ll| will| can| could| would|'d| might| may)?( probably| maybe| possibly| perhaps| also| even| still)? come down\b`),
		regexp.MustCompile(`\b(drop|lower|reduce|cut|trim|sharpen|shave) (the|our|my) (price|quote|fee|number|rate|pricing)\b|\bbring (the |our |my )?(price|quote|fee|number|rate) down\b`),
		regexp.MustCompile(`\b(take|knock|shave|give you|do) [^.?!,;]{0,20}\b\d+ ?(%|percent|per cent) off\b`),
	}
	// open invites haggling: it needs price words in the sentence (or a
	// price objection for "works for both sides")
	openRes = []*regexp.Regexp{
		regexp.MustCompile(`\b(some|a bit of|a little|a little bit of|bit of|any|real)( \w+)? (flexibility|wiggle room|leeway|room to move|movement)\b`),
		regexp.MustCompile(`\bwhat (number|price|figure) (works|would work|you can do|you could do|you'd need)\b|\bname (your|a) price\b|\bwhat you can afford\b`),
		regexp.MustCompile(`\b(look at|see|check) what (i|we) can do (on|with|about|for) (the |your |our )?([a-z-]+ )?(price|pricing|fee|fees|rate|number|cost|quote|licen[cs]e)\b`),
	}
	concedePriceRe = regexp.MustCompile(`\b(price|prices|pricing|fee|fees|rate|number|figure|discount|contract length|contract term|length of (the )?contract|cost|costs|quote|budget|afford)\b`)
	bothSidesRe    = regexp.MustCompile(`\b(something|a (deal|price|number|figure|rate)|terms|an arrangement) that (works?|suits?|would work|could work) for (both (of us|sides|parties)|us both)\b|\bmeet (you )?(somewhere )?in the middle\b|\bwork something out\b|\b(i'll|i will|let me|we'll) see what (i|we) can do\b`)
	giveRes        = []*regexp.Regexp{
		regexp.MustCompile(`\b(first |the first |an extra |another )?(one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) (months?|weeks?|years?|quarters?) (completely |totally |absolutely |entirely )?(free|on us|on the house|at no (extra )?(cost|charge))\b`),
		regexp.MustCompile(`\bfree (implementation|setup|set-up|installation|onboarding|migration|months?|year|licen[cs]es?|units?|hardware)\b`),
		regexp.MustCompile(`\bwaive (the|your|our|all)( \w+){0,2} (fee|fees|charge|charges|costs?)\b`),
	}
	trialRe        = regexp.MustCompile(`\b(trial|pilot|try|test|demo|sample)\b`)
	rejectBeforeRe = regexp.MustCompile(`\b(not|never|nor|neither|won't|will not|can't|cannot|don't|do not|wouldn't|would not|rather|than|instead of|no intention of|refuse to)\b[^.?!,;:]{0,25}$`)
	// conditionalRe is a concession traded for a commitment (a term, a
	// volume, a signature, a reference), not for a look at a rival's offer
	conditionalRe = regexp.MustCompile(`\b(if|provided|as long as|once) you( can)? (sign|commit|agree to|take|go (for|with)|choose|order|prepay|pay (upfront|up front|annually|in advance)|book|renew|extend|lock in|give us|act as|become|are (happy|willing) to|stay)\b|\bin (exchange|return)\b|\bfor an? (two|three|four|five|\d+)[- ]year\b|^(just |so |then )?(sign|commit|agree|order|prepay|book|renew|extend|lock in|give us|take|go for|put pen to paper)\b[^.?!]{0,50}\band (we|i)('ll| will| can| could)\b`)
	sellerRe      = regexp.MustCompile(`\b(i|we|i'll|we'll|i'm|we're|i'd|we'd|i've|we've|us|let's|let me)\b`)
	// moneyRe finds an amount of money in original case: a currency code or
	// sign before the figure ("QAR 170,000", "RM850", "NZ$1,500", "₦45m").
	moneyRe = regexp.MustCompile(`(?:\b(?:[A-Z]{1,3}\$|[A-Z]{2,4}|R|Rs\.?|Rp)\s?|[$€£₦₹৳₱¥₩₺₫฿₴₪]\s?)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(bn|billion|m|million|k|thousand|lakh|crore)\b)?`)
	// theirsBeforeRe: a give-away that is the rival's offer ("They've
	// offered you two months free"); policyRe: a standard term answered
	// ("For groups over 50 providers we waive the migration fee")
	theirsBeforeRe = regexp.MustCompile(`\b(they|they've|they're|they'll|their|theirs|rival'?s?|competitor'?s?|offered|offers|quoted|quotes|gave you|gives you|given you)\b`)
	policyRe       = regexp.MustCompile(`\b(standard|policy|for groups|order form|for (all|every) (customers?|clients?|orders?)|always (waive|include))\b`)
	scopeCutRe     = regexp.MustCompile(`\b(smaller|reduced|narrower|cut-down|cut down|lighter|slimmer) (scope|package|version|rollout|deployment|configuration|setup)\b|\bcut (the )?scope\b|\bto fit (the|your|within your|inside your) (budget|[^\s.,;]*\d)|\b(inside|within|under) your budget\b`)
	copulaBeforeRe = regexp.MustCompile(`\b(it's|it is|that's|that is|it comes to|that comes to|it would be|that would be|it'd be|are at|is at|will be|would be|drops? to|goes down to|go down to|falls? to)( (about|around|roughly|approximately|just|only))?\s*$`)
	// offerBeforeRe: the words that offer the figure ("we can do it for",
	// "make it", "down to"), never a bare "for" ("the last thing I want is
	// for €1,700 to get in the way")
	offerBeforeRe = regexp.MustCompile(`\b((do|offer|give|sell|let you have|get|have|provide|deliver|price|bring|put) (it|this|that|them|you|the \w+)( to you| in)? (for|at)|come in at|match( \w+)?( at)?|make it|call it|down to|(for|at) (just|only))( (about|around|roughly|approximately|just|only))?\s*$`)
	notOfferRe    = regexp.MustCompile(`\b(pay|paying|paid|pays|budget|budgeted|quote|quoted|quotes|quoting|cost|costs|costing|spend|spending|spent|save|saves|saving|savings|charge|charges|charging|offers|offered|offering|lose|losing|lost|fine|fines|their|they|they're|theirs|them|came in|comes in|worth|saves you|value)\b`)
	scopeRe       = regexp.MustCompile(`\b(each|module|modules|site|sites|branch|branches|phase|phased|pilot|fewer|smaller|scope|starter|outlet|outlets|store|stores|units|licen[cs]es|users|seats|lines|plants|depots|farms|first \w+)\b`)
)

// The words each pattern needs, tested before it runs (speed).
var (
	concedeCues   = [][]string{{"match", "beat", "undercut"}, {"match", "beat", "undercut"}, {"come down"}, {"drop the", "drop our", "drop my", "lower the", "lower our", "reduce the", "reduce our", "cut the", "cut our", "trim the", "trim our", "sharpen", "shave the", "shave our", "price down", "number down", "quote down", "fee down", "rate down"}, {"% off", "cent off"}}
	bothSidesCues = []string{"both", "middle", "work something", "see what"}
	openCues      = []string{"flexib", "wiggle", "leeway", "room to move", "movement", "what number", "what price", "what figure", "name your", "name a price", "afford", "can do"}
	giveCues      = []string{"free", "on us", "house", "no cost", "no charge", "no extra", "waive"}
	scopeCues     = []string{"scope", "smaller", "reduced", "narrower", "lighter", "slimmer", "cut-down", "cut down", "your budget", "to fit"}
)

// The cue words as gates (wordsGate), scanned with pitchEthicsGates, so
// that moreCaves answers each anyOf from a sentence's scan when it holds
// none of the words.
var (
	concedeCuesG = func() []*text.Gated {
		out := make([]*text.Gated, len(concedeCues))
		for k, c := range concedeCues {
			out[k] = wordsGate(c)
		}
		return out
	}()
	bothSidesG      = wordsGate(bothSidesCues)
	openCuesG       = wordsGate(openCues)
	giveCuesG       = wordsGate(giveCues)
	scopeCuesG      = wordsGate(scopeCues)
	concessionGates = slices.Concat(concedeCuesG, []*text.Gated{bothSidesG, openCuesG, giveCuesG, scopeCuesG})
)

// moneyValue is the value of moneyRe's submatches m (1: digits, 2: scale).
func moneyValue(digits, scale string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.ReplaceAll(digits, ",", ""), 64)
	if err != nil || v <= 0 {
		return 0, false
	}
	switch strings.ToLower(scale) {
	case "k", "thousand":
		v *= 1e3
	case "lakh":
		v *= 1e5
	case "m", "million":
		v *= 1e6
	case "crore":
		v *= 1e7
	case "bn", "billion":
		v *= 1e9
	}
	return v, true
}

// ourCardPrice is the highest amount in the scenario's sentences that
// speak of our own product or quote ("Our platform is QAR 240,000/yr"), or
// 0 when the card names none.
func ourCardPrice(clauses []string) float64 {
	top := 0.0
	for _, part := range clauses {
		if !ourWord(strings.ToLower(part)) {
			continue
		}
		for _, m := range moneyRe.FindAllStringSubmatch(part, -1) {
			if v, ok := moneyValue(m[1], m[2]); ok && v > top {
				top = v
			}
		}
	}
	return top
}

// ourPriceOf is ourCardPrice of d's scenario, or 0.
func ourPriceOf(d *doc) float64 {
	if d.bc == nil {
		return 0
	}
	return ourCardPrice(d.bc.clauses)
}

// ourWord reports whether low holds "our" as a word: `\bour\b`, with
// the regexp package's ASCII word boundary, without a regexp run.
func ourWord(low string) bool {
	for i := 0; ; i += 3 {
		k := strings.Index(low[i:], "our")
		if k < 0 {
			return false
		}
		i += k
		if (i == 0 || !reWordByte(low[i-1])) && (i+3 == len(low) || !reWordByte(low[i+3])) {
			return true
		}
	}
}

// reWordByte is the regexp package's \w: an ASCII letter, digit or "_".
func reWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_'
}

// concession is a price concession found in one sentence.
type concession struct {
	s, e        int // byte span in the sentence
	traded      bool
	hint        bool // the price left open to haggling, not yet cut
	scopeFigure bool // a lower figure for a smaller scope: blocks "hold the price" only
}

// findConcession looks for a price concession in sentence text sent (orig
// case); priceObj says the objection is about price; our is our card price;
// h is low's scan by pitchEthicsGates, or nil.
func findConcession(sent, low string, at []int, priceObj bool, our float64, groups uint16, h *text.Hits) (concession, bool) {
	digits := our > 0 && hasMoney(sent)
	if !digits && groups == 0 {
		return concession{}, false // (none of the words any pattern below needs)
	}
	tradedDone, tradedVal := false, false
	isTraded := func() bool { // (costly: only once a pattern has matched)
		if !tradedDone {
			tradedDone, tradedVal = true, (strings.Contains(low, "you") || strings.Contains(low, "exchange") || strings.Contains(low, "return") || strings.Contains(low, "year")) && conditionalRe.MatchString(low)
		}
		return tradedVal
	}
	ok := func(m []int) bool {
		// (never "reduce the number of visits": the price noun ends there)
		return m != nil && !rejectBeforeRe.MatchString(low[:m[0]]) && !strings.HasPrefix(low[m[1]:], " of ")
	}
	for k, re := range concedeRes {
		if groups&(1<<k) == 0 || !hasWords(h, concedeCuesG[k], low, concedeCues[k]) {
			continue
		}
		if m := re.FindStringIndex(low); ok(m) {
			e := at[m[1]]
			if mm := moneyRe.FindStringIndex(sent[e:]); mm != nil && mm[0] <= 15 && !strings.ContainsAny(sent[e:e+mm[0]], ".,;:?!") {
				e += mm[1] // "we match X at QAR 170,000": the figure with it
			}
			return concession{at[m[0]], e, isTraded(), false, false}, true
		}
	}
	if groups&(1<<5) != 0 && hasWords(h, bothSidesG, low, bothSidesCues) && (concedePriceRe.MatchString(low) || priceObj) {
		if m := bothSidesRe.FindStringIndex(low); ok(m) {
			return concession{at[m[0]], at[m[1]], isTraded(), true, false}, true
		}
	}
	if groups&(1<<6) != 0 && hasWords(h, openCuesG, low, openCues) && concedePriceRe.MatchString(low) {
		for _, re := range openRes {
			if m := re.FindStringIndex(low); ok(m) && !strings.Contains(low[max(0, m[0]-20):m[0]], "your") {
				return concession{at[m[0]], at[m[1]], isTraded(), true, false}, true
			}
		}
	}
	if groups&(1<<7) != 0 && hasWords(h, giveCuesG, low, giveCues) && !trialRe.MatchString(low) && !policyRe.MatchString(low) && sellerRe.MatchString(low) {
		for _, re := range giveRes {
			if m := re.FindStringIndex(low); ok(m) && !theirsBeforeRe.MatchString(low[:m[0]]) {
				return concession{at[m[0]], at[m[1]], isTraded(), false, false}, true
			}
		}
	}
	if groups&(1<<8) == 0 || !hasWords(h, scopeCuesG, low, scopeCues) {
		// (no scope cut)
	} else if m := scopeCutRe.FindStringIndex(low); ok(m) && sellerRe.MatchString(low) {
		// less scope to fit the budget: the price per unit holds, but
		// "You hold the price" beside it reads wrong (no finding)
		return concession{at[m[0]], at[m[1]], isTraded(), false, true}, true
	}
	if digits && (sellerRe.MatchString(low) || isTraded()) {
		for _, m := range moneyRe.FindAllStringSubmatchIndex(sent, -1) {
			v, good := moneyValue(sent[m[2]:m[3]], subOr(sent, m, 4))
			if !good || v >= our*0.995 || v < our*0.25 {
				continue
			}
			head, _ := lowered(sent[:m[0]])
			from := strings.LastIndexAny(head, ",;:") + 1
			pre := head[from:]
			ob := offerBeforeRe.FindStringIndex(pre)
			if ob == nil && !copulaBeforeRe.MatchString(pre) || notOfferRe.MatchString(pre) || rejectBeforeRe.MatchString(pre) {
				continue
			}
			if ob == nil || !sellerRe.MatchString(pre) {
				if sellerRe.MatchString(head) || isTraded() {
					// "…trains 1 and 2, it's SAR 430,000", "if you sign for
					// three years, the second and third are at …": a lower
					// figure for less scope or a commitment: no "You hold the
					// price", no finding
					return concession{m[0], m[1], isTraded(), false, true}, true
				}
				continue
			}
			start := m[0] // (the offer word on: "for MAD 250,000", not the bare figure)
			if hat := headAt(sent[:m[0]], from+ob[0]); hat >= 0 {
				start = hat
			}
			return concession{start, m[1], isTraded(), false, scopeRe.MatchString(low)}, true
		}
	}
	return concession{}, false
}

// subOr is submatch i of m in s, or "".
func subOr(s string, m []int, i int) string {
	if i+1 >= len(m) || m[i] < 0 {
		return ""
	}
	return s[m[i]:m[i+1]]
}

// anyConcession reports whether the text (a reply or a pitch) concedes on
// price in any wording: the absolute gate of "You hold the price".
func anyConcession(d *doc) bool {
	if d.discount > 0 {
		return true
	}
	cs, ok := newConcessionScan(d)
	if !ok {
		return false
	}
	for si := range d.sents {
		if _, ok := cs.find(d, si, false); ok {
			return true
		}
	}
	return false
}

// concessionScan finds concessions sentence by sentence, with what it
// works out once a doc: which cue words stand anywhere, the card's price
// and the prices on the table so far.
type concessionScan struct {
	moves, priceObj bool
	our             float64
	tp              tablePrices
}

// newConcessionScan is the scan of d, or false when no sentence of d can
// hold a concession (no cue word, no figure).
func newConcessionScan(d *doc) (*concessionScan, bool) {
	moves := docCues(d)&concessionCues != 0
	if cueGroups(d) == 0 && !moves && !hasMoney(d.text) {
		return nil, false
	}
	return &concessionScan{moves: moves, priceObj: d.bc != nil && d.bc.objType == "price", our: ourPriceOf(d), tp: tablePrices{done: -1}}, true
}

// find is the concession of sentence si: priceCaves' patterns first, then,
// when they find none or only a smaller scope, what the rep does with the
// price. scanned says the doc's sentences are scanned by pitchEthicsGates
// anyway (a pitch's are, for pitchEthics): their scans answer the cue words.
func (cs *concessionScan) find(d *doc, si int, scanned bool) (concession, bool) {
	g := sentGroups(d, si)
	money := cs.our > 0 && hasMoney(d.sentText(si))
	if g == 0 && !money && (!cs.moves || sentCues(d, si)&concessionCues == 0) {
		return concession{}, false // (no pattern below can match: no cue word, no figure)
	}
	low, at := d.lowSent(si)
	var h *text.Hits
	if scanned {
		if hits := d.ethicsHits(); si < len(hits) {
			h = &hits[si] // (the sentence's scan, shared with pitchEthics)
		}
	}
	var c concession
	ok := false
	if g != 0 || money {
		c, ok = findConcession(d.sentText(si), low, at, cs.priceObj, cs.our, g, h)
	}
	if (!ok || c.scopeFigure) && cs.moves {
		// by what the rep does with the price
		if sc, found := sellerConcession(d, si, low, func() float64 { return cs.tp.before(d, si) }); found {
			c, ok = concession{s: at[sc.s], e: at[sc.e], traded: conditionalRe.MatchString(low)}, true
		}
	}
	return c, ok
}

// moreCaves marks the concessions priceCaves' patterns miss as discount
// evidence: the ones given for nothing and not a smaller scope. scanned is
// as for concessionScan.find.
func moreCaves(d *doc, scanned bool) bool {
	changed := false
	cs, ok := newConcessionScan(d)
	if !ok {
		return false
	}
	for si := range d.feats {
		f := &d.feats[si]
		if f.discount > 0 {
			continue
		}
		c, ok := cs.find(d, si, scanned)
		if !ok || c.scopeFigure {
			continue
		}
		st := &d.sents[si]
		f.discount++
		d.discount++
		note := "offers a price concession nobody asked for"
		if c.traded {
			// a price traded for a commitment is still a concession: named,
			// more gently than a cave
			note = "offers a price concession (traded for a commitment)"
		} else {
			d.discountUncond++
		}
		clearValue(d, f)
		if f.next >= 1 {
			f.next = 0
		}
		if c.hint {
			note = "leaves the price open to haggling"
		}
		dropEvidence(d, st.s, st.e, "respond", "value", "customerFocus", "specificity", "nextStep", "buyerNumber", "confidence")
		d.ev.add(d.text, "discount", "negative", st.s+c.s, st.s+c.e, note)
		changed = true
	}
	return changed
}

// onlyHaggleHints reports whether every discount evidence of d leaves the
// price open rather than cutting it ("some flexibility on the price").
func (d *doc) onlyHaggleHints() bool {
	n := 0
	for _, e := range d.evidence() {
		if e.Category == "discount" && e.Kind == "negative" {
			if e.Note != "leaves the price open to haggling" {
				return false
			}
			n++
		}
	}
	return n > 0
}

// clearValue takes a sentence's value marks back, with the doc's counts
// (a pitch quotes its value sentences by these counts).
func clearValue(d *doc, f *sentFeat) {
	if f.offerTied && d.offerTied > 0 {
		d.offerTied--
	}
	if f.value && d.valueSents > 0 {
		d.valueSents--
		if f.quantValue && d.quantValueSents > 0 {
			d.quantValueSents--
		}
	}
	f.value, f.quantValue, f.offerTied = false, false, false
}

// headAt maps byte i of lowered(head) back to head.
func headAt(head string, i int) int {
	_, at := lowered(head)
	if i < 0 || i >= len(at) {
		return -1
	}
	return at[i]
}

// hasMoney reports whether a digit in s follows a currency sign or a
// capital letter (what moneyRe needs before its figure): a cheap test.
func hasMoney(s string) bool {
	prev := rune(0)
	for _, r := range s {
		if r >= '0' && r <= '9' {
			if prev == '$' || prev >= 'A' && prev <= 'Z' || prev > 127 && !unicode.IsLetter(prev) {
				return true
			}
		}
		if r != ' ' {
			prev = r
		}
	}
	return false
}

// sentGroups is cueGroups of sentence si alone: a pattern whose first
// word is not in the sentence cannot match in it.
func sentGroups(d *doc, si int) uint16 {
	var g uint16
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		g |= cueTok.of(&d.toks[i])
	}
	return g
}

// cueGroups marks which pattern groups have a word they need anywhere in
// the whole text (bit k: concedeRes[k], 5 both sides, 6 open, 7 give, 8
// scope), so each sentence tries only those.
func cueGroups(d *doc) uint16 {
	var g uint16
	for i := range d.toks {
		g |= cueTok.of(&d.toks[i])
	}
	return g
}

// cueTok maps the first word of each group's cues (a word form, not a
// substring) to the group's bit: one look-up a token (vocBits).
var cueTok = newVocBits(func() map[string]uint16 {
	m := map[string]uint16{}
	for k, words := range []string{
		"match matching matched beat undercut", "match matching matched beat undercut", "come",
		"drop lower reduce cut trim sharpen shave down", "off",
		"both middle something see", "flexibility flexible wiggle leeway room movement number price figure name afford can",
		"free us house cost charge extra waive waived waiving", "scope smaller reduced narrower lighter slimmer cut-down cut budget fit",
	} {
		for _, w := range strings.Fields(words) {
			m[w] |= 1 << k
		}
	}
	return m
}())

// Concessions by what the rep does with the price, whatever the words
// (issue 13 item 3): the rep names a new figure with a verb that moves the
// price ("call it fourteen", "let's settle at ₹3.85 crore", "I'll meet you
// at 114", "we'll start you at $19,500"), a figure below a price already on
// the table ("make it 800" after "It's ZAR 1,100 a month"), the rival's
// price met ("to match them", "same as them", "a point below TalentBridge"),
// an amount taken off ("we take KSh 2.5M off", "five dirhams off the rate"),
// or something of value added for nothing ("throw a spare printer in at no
// cost", "write off the first term's fees", "interest-free instalments").
var (
	// a verb that moves the price to a figure: a concession by itself
	movePriceRe = regexp.MustCompile(`\b((let's|let us|shall we|we'll|i'll|can we) say|hold (it|you|the [a-z]+)( at)?|hold|call it|settle (at|on|for)|meet you (at|there|on)|meeting you (at|in the middle)|meet you (in the middle|halfway)|go (down )?to|take it (down )?to|bring (it|that|this|the [a-z]+( [a-z]+)?) (down )?to|drop (it|that|this|the [a-z]+( [a-z]+)?) to|drop (down )?to|land (at|us at)|start you (at|on)|freeze (the|your) [a-z]+ at|come in at)\b`)
	// a verb that names a figure: a concession when the figure is below a
	// price on the table
	nameFigureRe = regexp.MustCompile(`\b(make it|do (it|this|that|year one|the first year|the first [a-z]+|[a-z]+ one) (for|at)|let you have it (for|at))\b`)
	// a figure after the verb: digits, or a number in words
	figureAfterRe = regexp.MustCompile(`^\s*(?:just |only |about |around |roughly )?(?:[a-z]{1,4}\s?|[$€£₦₹৳₱¥₩₺₫฿₴₪]\s?)?(\d[\d,]*(?:\.\d+)?)(?:\s?(bn|billion|m|million|k|thousand|lakh|crore|grand)\b)?|^\s*(?:just |only )?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b`)
	// the rival's price met or undercut as the purpose of a price move ("we'll
	// go to $1.45M to match them"); "$95, $14 less than Clio" states our list
	// price, no move
	rivalLevelRe = regexp.MustCompile(`\b(to match|to beat|to undercut|to come in under|to come in below)\s+(them|theirs|their [a-z]+|the other (quote|bid|offer|supplier|vendor|one|agency|firm)|([a-z][a-z'-]+))`)
	// an amount taken off the price
	takeOffRe = regexp.MustCompile(`\b(take|takes|knock|shave|chop|lop|trim)( another| a further)? ([^.?!,;]{0,30}? off (the|our|my) ([a-z-]+ ){0,2}(price|prices|rate|rates|fee|fees|quote|bill|invoice|total|contract|licen[cs]e|subscription|cost)\b|(?:[a-z]{1,4}\s?|[$€£₦₹৳₱¥₩₺₫฿₴₪]\s?)?[\d.,]+ ?(k|m|bn|million|thousand|lakh|crore|grand)?( [a-z]+)? off\b|(one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|fifty|a hundred|a thousand|a few) [a-z]+ off\b)`)
	// something of value added for nothing, by the seller ("we'll cover the
	// fee"; "40 households cover the year's fee" is value, not a gift)
	addFreeRe    = regexp.MustCompile(`\b(i|we|i'll|we'll|i can|we can|i could|we could|i will|we will|i'd|we'd|let me|let us|let's)( also| even| happily| just| gladly)? (throw|add|bundle|include|chuck|toss|give|put|offer)\b[^.?!;]{0,45}?\b(at no (extra )?(cost|charge)|free of charge|for free|on the house|on us|free)\b`)
	waiveRe      = regexp.MustCompile(`\b(i|we|i'll|we'll|i can|we can|i could|we could|i will|we will|i'd|we'd|let me|let us|let's)( also| even| happily| just| gladly)? (write off|waive|absorb|swallow|eat|pick up|cover|foot)( all)? (the|your|our)( [a-z'-]+){0,3} (fees?|charges?|costs?|bill|invoice)\b`)
	compoundRe   = regexp.MustCompile(`\b(interest|fee|rent|charge|commission|cost)[- ]free\b`)
	freePeriodRe = regexp.MustCompile(`\b(first |the first |an extra |another )?(one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) (months?|weeks?|years?|quarters?) (are|is|will be) (completely |totally |entirely )?(free|on us|on the house)\b`)
	// a seller who gives: a rival's give-away or the buyer's own is none
	giverRe = regexp.MustCompile(`\b(i|we|i'll|we'll|i can|we can|i could|we could|i'd|we'd|let me|let's)\b`)
)

// concessionCues are the cue bits (pressure.go) sellerConcession needs one of.
const concessionCues = cueMove | cueName | cueRival | cueOff | cueFree | cueWaive

// docCues is the cue bits of every word of d.
func docCues(d *doc) uint32 {
	var c uint32
	for i := range d.toks {
		c |= cueOf(&d.toks[i]) // pressure.go
	}
	return c
}

// movePair reports whether sentence si has a price verb followed by one of
// the words its phrases go on with ("call it", "settle at", "go down",
// "bring the fee") and a figure or "middle"/"halfway"/"there" within six
// words: the cheap test before movePriceRe.
func movePair(d *doc, si int) bool {
	st := &d.sents[si]
	for i := st.first; i+1 < st.last; i++ {
		if cueOf(&d.toks[i])&cueMove == 0 {
			continue
		}
		switch n := &d.toks[i+1]; n.norm {
		case "it", "at", "on", "for", "you", "down", "to", "there", "that", "this", "the", "us", "in", "your":
		default:
			if !n.isNum() && !strings.ContainsAny(d.text[n.s:n.e], "0123456789") {
				continue // ("let's say twenty-eight", "hold €27,000": the figure next)
			}
		}
		for j := i + 1; j < st.last && j <= i+7; j++ {
			t := &d.toks[j]
			if t.isNum() || cueOf(t)&cueMid != 0 || strings.ContainsAny(d.text[t.s:t.e], "0123456789") {
				return true
			}
		}
	}
	return false
}

// downRe is a price move that gives ground whatever the figure ("call it",
// "settle at", "meet you at", "bring it down to"); the others ("start you
// at", "go to", "come in at") give ground only below the price on the table.
var downRe = regexp.MustCompile(`\b(call it|settle|meet|meeting|down|say)\b`)

// belowTable reports whether the figure f found in rest is in digits and
// below the price on the table (top, worked out when asked).
func belowTable(rest string, f []int, top func() float64) bool {
	if f[2] < 0 {
		return false // a figure in words: no comparison
	}
	v, ok := moneyValue(rest[f[2]:f[3]], subOr(rest, f, 4))
	tp := top()
	return ok && tp > 0 && v < tp*0.995 && v >= tp*0.2
}

// figureAfter is figureAfterRe's submatch indexes in rest, when the figure
// is a price: not "a 30-minute meeting", "the 3 sites", "2 weeks".
func figureAfter(rest string) []int {
	f := figureAfterRe.FindStringSubmatchIndex(rest)
	if f == nil {
		return nil
	}
	head := strings.Fields(rest[:f[1]])
	if len(head) > 1 {
		switch head[0] {
		case "a", "an", "the", "our", "my", "your", "their", "to", "for", "at", "in", "on", "all", "every":
			return nil
		}
	}
	tail := rest[f[1]:]
	if strings.HasPrefix(tail, "-") {
		w := strings.TrimRight(strings.SplitN(tail[1:]+" ", " ", 2)[0], ",.;:!?")
		if !figureWords[w] {
			return nil // "30-minute", "two-year"
		}
		f = append([]int(nil), f...)
		f[1] += 1 + len(w) // "twenty-eight", whole
		tail = rest[f[1]:]
	}
	if w := strings.Fields(tail); len(w) > 0 {
		switch strings.Trim(w[0], ",.;:!?") {
		case "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years",
			"people", "sites", "site", "users", "staff", "clinics", "stores", "outlets", "units", "percent", "%", "of":
			return nil
		}
	}
	return f
}

// figureWords are the figures in words a price may be named with.
var figureWords = toSet("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred")

// sellerConcession finds, in sentence si of d (low, at its lowered text),
// a concession by what the rep does with the price; top is the highest
// price on the table (the card's, the buyer's line, or the rep's own figure
// said earlier), or 0.
func sellerConcession(d *doc, si int, low string, top func() float64) (concession, bool) {
	cues := sentCues(d, si) // pressure.go
	if cues&concessionCues == 0 {
		return concession{}, false
	}
	ok := func(m []int) bool {
		return m != nil && !rejectBeforeRe.MatchString(low[:m[0]]) && !strings.Contains(low[max(0, m[0]-30):m[0]], "they") &&
			!theirsBeforeRe.MatchString(low[max(0, m[0]-25):m[0]])
	}
	// (each pattern runs only when its words stand in order: speed)
	gMove := cues&cueMove != 0 && movePair(d, si)
	gName := cues&cueName != 0 && cuePair(d, si, cueName, cueNum, 6)
	gRival := cues&cueRival != 0 && cuePair(d, si, cueRival, cueRivalObj, 3)
	gOff := cues&cueOff != 0 && cuePair(d, si, cueTake, cueOff, 8) && (cuePair(d, si, cueTake, cueNum, 6) || cuePair(d, si, cueOff, cuePriceNoun, 4))
	gGive := cues&cueFree != 0 && cuePair(d, si, cueGive, cueFree, 10)
	gWaive := cues&cueWaive != 0 && cuePair(d, si, cueWaive, cueFee, 6)
	if !gMove && !gName && !gRival && !gOff && !gGive && !gWaive && cues&cueFreeWord == 0 {
		return concession{}, false
	}
	giver := giverRe.MatchString(low)
	if gMove {
		if m := movePriceRe.FindStringIndex(low); ok(m) && (giver || !strings.HasPrefix(low[m[0]:], "go") && !strings.HasPrefix(low[m[0]:], "land") && !strings.HasPrefix(low[m[0]:], "come")) {
			verb := low[m[0]:m[1]]
			if f := figureAfter(low[m[1]:]); f != nil && (downRe.MatchString(verb) || belowTable(low[m[1]:], f, top)) || strings.Contains(verb, "middle") || strings.Contains(verb, "halfway") {
				e := m[1]
				if f != nil {
					e += f[1]
				}
				return concession{s: m[0], e: e}, true
			}
		}
	}

	if !giver {
		// "sign before the weekend and your first two months are free":
		// the buyer's months given by the seller, whoever speaks
		if cues&cueFreeWord == 0 {
			return concession{}, false
		}
		if m := freePeriodRe.FindStringIndex(low); m != nil && strings.HasSuffix(low[:m[0]], "your ") && !trialRe.MatchString(low) {
			return concession{s: m[0] - len("your "), e: m[1]}, true
		}
		return concession{}, false
	}
	// a figure below the price on the table, named by "make it", "do it for"
	if tp := 0.0; gName && nameFigureRe.MatchString(low) {
		tp = top()
		for _, mm := range nameFigureRe.FindAllStringIndex(low, -1) {
			f := figureAfter(low[mm[1]:])
			if f == nil || f[2] < 0 || !ok(mm) {
				continue
			}
			v, good := moneyValue(low[mm[1]+f[2]:mm[1]+f[3]], subOr(low[mm[1]:], f, 4))
			if good && v < tp*0.995 && v >= tp*0.2 {
				return concession{s: mm[0], e: mm[1] + f[1]}, true
			}
		}
	}
	if !gRival {
		// (no rival met)
	} else if m := rivalLevelRe.FindStringSubmatchIndex(low); ok(m) {
		who := ""
		if m[8] >= 0 {
			who = low[m[8]:m[9]]
		}
		if who == "" || d.bc != nil && d.bc.namesCompany(who) {
			// the figure or the price said with it: "call it fourteen, a
			// point below TalentBridge", "we'll go to $1.45M to match them"
			if hasFigure(low) || concedePriceRe.MatchString(low) {
				return concession{s: m[0], e: m[1]}, true
			}
		}
	}
	if !gOff {
		// (nothing taken off)
	} else if m := takeOffRe.FindStringIndex(low); ok(m) {
		return concession{s: m[0], e: widen(low, m)[1]}, true
	}
	if !gGive && !gWaive && cues&cueFreeWord == 0 || trialRe.MatchString(low) || policyRe.MatchString(low) {
		return concession{}, false // a free trial, a standard term
	}
	for k, re := range []*regexp.Regexp{addFreeRe, waiveRe, compoundRe, freePeriodRe} {
		if k == 0 && !gGive || k == 1 && !gWaive || k >= 2 && cues&cueFreeWord == 0 {
			continue
		}
		if m := re.FindStringIndex(low); ok(m) {
			if re == addFreeRe && strings.Contains(low[m[0]:m[1]], " your ") {
				continue // "put your mind at rest, free" is nothing given
			}
			return concession{s: m[0], e: widen(low, m)[1]}, true // (to the clause's end: "add free delivery and installation")
		}
	}
	return concession{}, false
}

// hasFigure reports whether low holds a figure in digits or words.
func hasFigure(low string) bool {
	if strings.ContainsAny(low, "0123456789") {
		return true
	}
	for _, w := range strings.Fields(low) {
		if figureWords[strings.Trim(w, ",.;:!?")] {
			return true
		}
	}
	return false
}

// tablePrice returns the highest price on the table before sentence si,
// worked out only when asked: the card's or the buyer's (d.prices,
// ourPriceOf) or a figure the rep named as a price in an earlier sentence
// ("It's ZAR 1,100 a month."). Sentences are asked in order; done carries
// the sentences already read.
type tablePrices struct {
	top  float64
	done int // sentences read; -1 before the card's
}

func (tp *tablePrices) before(d *doc, si int) float64 {
	if tp.done < 0 {
		tp.top = ourPriceOf(d)
		for _, x := range d.prices {
			tp.top = max(tp.top, x)
		}
		tp.done = 0
	}
	for ; tp.done < si; tp.done++ {
		sent := d.sentText(tp.done)
		if !hasMoney(sent) {
			continue
		}
		low := d.lowSentOnly(tp.done)
		if !concedePriceRe.MatchString(low) && !strings.Contains(low, "it's") && !strings.Contains(low, "a month") && !strings.Contains(low, "a year") {
			continue
		}
		for _, m := range moneyRe.FindAllStringSubmatch(sent, -1) {
			if v, ok := moneyValue(m[1], m[2]); ok {
				tp.top = max(tp.top, v)
			}
		}
	}
	return tp.top
}

// measureNotPrice reports whether a "% lower" or "% cheaper" hit h (over
// stream nf) measures something other than the price: "22% lower fuel per
// hectare" is a claim about running costs, not a price cut.
func measureNotPrice(toks []token, nf []int, h hit) bool {
	if last := h.ph.words[len(h.ph.words)-1]; last != "lower" && last != "cheaper" || h.to >= len(nf) {
		return false
	}
	next := &toks[nf[h.to]]
	if next.sent != toks[nf[h.to-1]].sent || next.isNum() {
		return false
	}
	switch next.norm {
	case "than", "price", "prices", "pricing", "cost", "costs", "fee", "fees", "rate", "rates", "bill", "quote", "premium", "premiums",
		"tariff", "invoice", "total", "overall", "annual", "monthly", "for", "on", "if", "to", "and", "or", "this", "that", "the", "a", "your", "per", "at", "with", "from", "in":
		return false
	}
	return next.role == roleNone && len(next.norm) > 2 && unicode.IsLetter(rune(next.norm[0]))
}
