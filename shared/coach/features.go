package coach

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
)

// buyerContext is what the coach knows about the buyer: the concepts and
// numbers of the scenario's situation text (and, for a reply, the objection).
// Terms are whole words: a word glued to another by a hyphen ("200-bed",
// "mis-picks") and pronoun contractions ("I'll") are never the buyer's terms.
type buyerContext struct {
	concepts   map[string]bool
	conceptN   int
	numbers    []buyerNum
	derived    []buyerNum
	clauses    []string // the situation split into clauses, for examples
	objType    string   // price, timing, trust, authority, competition, need
	objection  map[string]bool
	units      map[string]bool // units the buyer put a number on ("14 hours a month")
	stems      map[string]bool // the stems of the words the buyer actually used
	hasContext bool

	situation    string // memo of situationClause, once situationSet
	situationSet bool
}

// numKind says what a number measures, so that a number is the buyer's only
// when it measures the same kind of thing: $9,000 / 200 beds = 45 is not
// the length of a 45-minute meeting.
type numKind uint8

const (
	kindCount    numKind = iota // a plain number or a count ("40 nurses")
	kindMoney                   // $9,000, 9,000 dollars
	kindPct                     // 18%, 18 percent
	kindDuration                // 45 minutes, 3 weeks
)

// buyerNum is one of the buyer's numbers (or arithmetic on two of them).
type buyerNum struct {
	val    float64
	kind   numKind
	period string // "month", "week", "year" for a rate ("$4,500 a month"), else ""
	unit   string // for a duration, its unit ("hour"): 30 minutes are not 30 hours
	ours   bool   // the seller's own figure on the card ("our quote is €5,100"): known, not the buyer's
}

const maxContextBytes = 4000

func newBuyerContext(sc Scenario, objection string) buyerContext {
	bc := buyerContext{concepts: map[string]bool{}, objection: map[string]bool{}, units: map[string]bool{}, stems: map[string]bool{}}
	custom, _ := truncate(sc.Custom, maxContextBytes)
	objection, _ = truncate(objection, maxContextBytes)
	bc.objType = strings.ToLower(strings.TrimSpace(sc.Objection))
	addTerms := func(text string, into map[string]bool) {
		toks := takeTokens(text)
		defer putTokens(toks)
		for i := 0; i < len(toks); i++ {
			t := &toks[i]
			if t.isNum() {
				if v, ok := quantityAt(toks, i); ok && v > 0 && !nameOrDateNumber(text, toks, i) {
					bc.numbers = append(bc.numbers, buyerNum{v, kindAt(toks, i), periodAt(toks, i), durationUnitAt(toks, i), ourFigure(text, toks, i)})
				}
				for k := i + 1; k < len(toks) && k <= i+2; k++ {
					if durationUnits[toks[k].norm] {
						bc.units[strings.TrimSuffix(toks[k].norm, "s")] = true
					}
				}
				continue
			}
			if k := contextKey(t); k != "" {
				into[k] = true
				bc.stems[t.stem] = true
			}
		}
	}
	addTerms(custom, bc.concepts)
	addTerms(objection, bc.objection)
	for k := range bc.objection {
		bc.concepts[k] = true
	}
	bc.conceptN = len(bc.concepts)
	bc.hasContext = bc.conceptN > 0
	if len(bc.numbers) > 16 {
		bc.numbers = bc.numbers[:16]
	}
	bc.derived = deriveNumbers(bc.numbers)
	for _, c := range splitClauses(custom) {
		if c = strings.TrimSpace(c); c != "" {
			bc.clauses = append(bc.clauses, c)
		}
	}
	return bc
}

// splitClauses splits the situation at semicolons, line breaks and full
// stops that end a sentence (not the point of "1.8%" or "St.").
func splitClauses(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		cut := c == ';' || c == '\n'
		if c == '.' && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') && !isAbbrevBefore(s, i) {
			cut = true
		}
		if cut {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// periodAt is the period of a rate after the number at token i: "a
// month", "per week", "/year", "monthly".
func periodAt(toks []token, i int) string {
	for k := i + 1; k < len(toks) && k <= i+3 && toks[k].sent == toks[i].sent; k++ {
		switch n := toks[k].norm; n {
		case "month", "monthly":
			return "month"
		case "week", "weekly":
			return "week"
		case "year", "yearly", "annually", "annual":
			return "year"
		}
	}
	return ""
}

// deriveNumbers is the arithmetic a rep may fairly do on the buyer's
// numbers, each result with the kind it measures: a cost times a count
// ($225 × 40 nurses), a percentage of an amount, a cost per unit ($9,000 /
// 40 nurses), hours times people, the difference of two numbers of one
// kind. A ratio of two counts, or of two amounts, is left out: it is
// coincidence more often than math.
func deriveNumbers(nums []buyerNum) []buyerNum {
	var out []buyerNum
	for i, a := range nums {
		for j, b := range nums {
			if i == j {
				continue
			}
			if a.ours || b.ours {
				// arithmetic on the seller's own figure is the seller's; only
				// the gap between it and what the buyer pays is theirs
				if a.ours != b.ours && a.kind == b.kind && a.kind == kindMoney && a.val > b.val && a.period == b.period {
					out = append(out, buyerNum{a.val - b.val, a.kind, "", a.unit, false})
				}
				continue
			}
			switch {
			case a.kind == kindMoney && (b.kind == kindCount || b.kind == kindDuration):
				// $9,000 an hour × 14 hours; $9,000 / 40 nurses
				out = append(out, buyerNum{a.val * b.val, kindMoney, "", "", false})
				if b.val != 0 {
					out = append(out, buyerNum{a.val / b.val, kindMoney, "", "", false})
				}
			case a.kind == kindCount && b.kind == kindDuration:
				// 40 nurses × 5 hours a week
				out = append(out, buyerNum{a.val * b.val, kindDuration, "", b.unit, false})
			case a.kind == kindCount && b.kind == kindCount && i < j:
				out = append(out, buyerNum{a.val * b.val, kindCount, "", "", false})
			case a.kind == kindPct && b.kind != kindPct:
				out = append(out, buyerNum{a.val * b.val / 100, b.kind, "", b.unit, false})
			}
			if a.kind == b.kind && a.kind != kindPct && a.val > b.val {
				out = append(out, buyerNum{a.val - b.val, a.kind, "", a.unit, false})
			}
		}
		// a rate over a year: $4,500 a month is $54,000 a year
		switch p := a.period; {
		case a.ours: // our own price over a year is ours too
		case p == "month":
			out = append(out, buyerNum{a.val * 12, a.kind, "year", a.unit, false})
		case p == "week":
			out = append(out, buyerNum{a.val * 52, a.kind, "year", a.unit, false})
		}
	}
	return out
}

// kindAt says what the number at token i measures, from its own sign and
// the word after it.
func kindAt(toks []token, i int) numKind {
	t := &toks[i]
	switch {
	case t.pct:
		return kindPct
	case t.money:
		return kindMoney
	}
	for k := i + 1; k < len(toks) && k <= i+2 && toks[k].sent == t.sent; k++ {
		n := toks[k].norm
		if _, scale := scaleWords[n]; scale {
			continue
		}
		switch {
		case n == "percent" || n == "pct":
			return kindPct
		case n == "dollars" || n == "dollar" || n == "euros" || n == "pounds" || n == "bucks" || n == "usd":
			return kindMoney
		case durationUnits[n]: // "45 minutes", "a 45-minute call"
			return kindDuration
		}
		break
	}
	return kindCount
}

// durationUnitAt is the unit of the duration at token i ("hour" for "30
// hours", "minute" for "a 30-minute call"), or "".
func durationUnitAt(toks []token, i int) string {
	for k := i + 1; k < len(toks) && k <= i+2 && toks[k].sent == toks[i].sent; k++ {
		if n := toks[k].norm; durationUnits[n] {
			return strings.TrimSuffix(n, "s")
		} else if _, scale := scaleWords[n]; !scale {
			break
		}
	}
	return ""
}

// contextKey is the concept key of a content word, or "" for words that
// cannot carry the buyer's context (stopwords, very short words, numbers,
// pronoun contractions, pieces of a hyphenated compound).
func contextKey(t *token) string {
	if t.isNum() || t.frag || len(t.norm) < 3 || t.in(inStop) || t.in(inYou|inWe) {
		return ""
	}
	if k := strings.IndexByte(t.norm, '\''); k >= 0 && t.norm[k:] != "'s" && t.norm[k:] != "'" {
		return "" // I'll, they're, it's, won't …
	}
	for _, r := range t.norm {
		if r >= '0' && r <= '9' {
			return ""
		}
	}
	return t.stemKey()
}

// stemKey is the part of contextKey that rests on the stem alone: "" for
// no stem or a stopword's, else its concept.
func stemKey(st string) string {
	if st == "" || stopwords[st] {
		return ""
	}
	return concept(st)
}

// stemKey is stemKey(t.stem), kept with the vocabulary for its words.
func (t *token) stemKey() string {
	if t.voc != 0 {
		if v := &vocabWords[t.voc]; v.tok.stem == t.stem { // (a token's stem may be changed after it is made)
			return v.stemKey
		}
	}
	return stemKey(t.stem)
}

// markFragments marks the words glued to another word or number by a
// hyphen ("150-bed", "mis-picks", "45-minute"): they are pieces of a
// compound, not terms of their own.
func markFragments(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		if t.s > 0 && text[t.s-1] == '-' && i > 0 && toks[i-1].e == t.s-1 {
			t.frag = true
			toks[i-1].frag = true
		}
	}
}

// quantityAt reads the quantity starting at token i: a number with an
// optional scale word ("nine thousand", "$2 trillion", "1.2 million",
// "twelve grand"). A day of a date ("March 31") and a fraction word glued
// into a compound ("third-party") are not quantities.
func quantityAt(toks []token, i int) (float64, bool) {
	t := &toks[i]
	if !t.isNum() || t.year || t.ordinal || t.clock {
		return 0, false
	}
	if t.frag && t.numWord && t.val < 1 {
		return 0, false
	}
	if i > 0 && monthNames[toks[i-1].norm] && t.digits && t.val >= 1 && t.val <= 31 {
		return 0, false
	}
	v := t.val
	if i+1 < len(toks) && toks[i+1].sent == t.sent {
		if s, ok := scaleWords[toks[i+1].norm]; ok && !(t.numWord && t.val >= 100) {
			v *= s
		} else if toks[i+1].norm == "grand" && !t.money {
			v *= 1000
		}
	}
	return v, true
}

var monthNames = toSet("january february march april june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec")

// theirNumbers counts the buyer's own numbers on the card (not the
// seller's figures).
func (bc *buyerContext) theirNumbers() int {
	n := 0
	for _, b := range bc.numbers {
		if !b.ours {
			n++
		}
	}
	return n
}

// ourNumber reports whether v at token i is the seller's own figure from
// the card (within 3%, of the same kind).
func (bc *buyerContext) ourNumber(toks []token, i int, v float64) bool {
	kind := kindAt(toks, i)
	for _, n := range bc.numbers {
		if n.ours && n.val > 0 && math.Abs(v-n.val)/math.Max(v, n.val) <= 0.03 && kindsMatch(kind, n.kind) {
			return true
		}
	}
	return false
}

// nameOrDateNumber reports whether the number at token i is part of a
// name or a date, not a quantity: "Microsoft 365", "Windows 11" (right
// after a capitalised word inside a sentence), "16 May", "May 16", or a
// bare scale word used as a unit ("$1.80 per thousand gallons").
func nameOrDateNumber(text string, toks []token, i int) bool {
	t := &toks[i]
	if t.money || t.pct {
		return false
	}
	if t.numWord && i > 0 && (toks[i-1].norm == "per" || toks[i-1].norm == "every") {
		return true
	}
	if t.val <= 31 && t.val == math.Trunc(t.val) && ((i+1 < len(toks) && toks[i+1].sent == t.sent && monthNames[toks[i+1].norm] && !t.numWord) ||
		(i > 0 && toks[i-1].sent == t.sent && monthNames[toks[i-1].norm] && toks[i-1].norm != "may" && !t.numWord) ||
		(i > 0 && toks[i-1].norm == "may" && upperAt(text, toks[i-1].s) && !t.numWord)) {
		return true
	}
	if t.digits && i > 1 && toks[i-1].sent == t.sent && toks[i-2].sent == t.sent && !toks[i-2].punctAfter &&
		upperAt(text, toks[i-1].s) && !monthNames[toks[i-1].norm] && toks[i-1].e+1 == t.s && !toks[i-1].isNum() {
		return true
	}
	return false
}

// ourFigure reports whether the number at token i of the card sits in a
// piece about the seller ("our quote is AU$2,600", "looking at us at
// $148,000 a year"): between the last comma, semicolon or full stop before
// it and the next one, a word of the seller's.
func ourFigure(text string, toks []token, i int) bool {
	lo, hi := 0, len(text)
	if j := strings.LastIndexAny(text[:toks[i].s], ";.,"); j >= 0 {
		for j >= 0 && j+1 < len(text) && text[j+1] != ' ' && text[j+1] != '\n' { // "1,150", "2.6": not a break
			j = strings.LastIndexAny(text[:j], ";.,")
		}
		lo = j + 1
	}
	for k := toks[i].e; k < len(text); k++ {
		if c := text[k]; (c == ';' || c == '.' || c == ',') && (k+1 == len(text) || text[k+1] == ' ' || text[k+1] == '\n') {
			hi = k
			break
		}
	}
	for _, t := range toks {
		if t.s >= lo && t.e <= hi {
			switch t.norm {
			case "our", "us", "we", "ours":
				return true
			}
		}
	}
	return false
}

// echoes reports whether the quantity v at token i of the rep's text is
// one of the buyer's numbers, or arithmetic on two of them, within 3% (10%
// when the rep says "about", "over" …). The number must measure the same
// kind of thing: a duration is never a cost per bed, a count never a
// percentage.
func (bc *buyerContext) echoes(toks []token, i int, v float64, approx bool) (exact, derived bool) {
	// a restated number is the buyer's number: 66% is not their 68%
	tol := 0.005
	if approx {
		tol = 0.1
	}
	near := func(a, b float64) bool {
		if a == 0 || b == 0 {
			return a == b
		}
		return math.Abs(a-b)/math.Max(math.Abs(a), math.Abs(b)) <= tol
	}
	kind := kindAt(toks, i)
	unit := durationUnitAt(toks, i)
	// "1" is too common to be anyone's number, but "1.8%" is the buyer's
	small := v >= 2 || toks[i].pct || (v > 0 && v != math.Trunc(v))
	for _, n := range bc.numbers {
		if small && !n.ours && near(v, n.val) && kindsMatch(kind, n.kind) && n.unit == unit {
			return true, false
		}
	}
	if approx {
		tol = 0.1
	} else {
		tol = 0.03 // arithmetic is often rounded
	}
	if v >= 10 {
		for _, d := range bc.derived {
			if (d.kind == kind || (kind == kindCount && d.kind == kindMoney && v >= 1000)) && d.unit == unit && near(v, d.val) {
				return false, true
			}
		}
	}
	return false, false
}

// ownProofWord reports whether a one-word proof phrase the rep says is no
// proof: the buyer's own word ("3 observations on documentation" restates
// their situation) or a verb after a modal ("customers can report a claim"
// is a feature).
func (bc *buyerContext) ownProofWord(toks []token, stream []int, h hit) bool {
	if h.to-h.from != 1 {
		return false
	}
	t := &toks[stream[h.from]]
	if h.ph.text != "documentation" && h.ph.text != "report" {
		return false
	}
	if bc.stems[t.stem] {
		return true
	}
	if h.from > 0 {
		switch toks[stream[h.from-1]].norm {
		case "can", "could", "will", "to", "would", "they", "you", "we":
			return true
		}
	}
	return false
}

// shortDuration reports whether the number at token i is a length in
// minutes, hours, days or weeks: an offer or a timeline, never a market
// statistic or the seller's history (those run in years).
func shortDuration(toks []token, i int) bool {
	switch durationUnitAt(toks, i) {
	case "minute", "hour", "day", "week":
		return true
	}
	return false
}

// saidAll reports whether every word of a hit is one the buyer used in the
// situation text: the rep quoting the buyer ("your outdated drawings")
// disparages no one.
func (bc *buyerContext) saidAll(toks []token, stream []int, h hit) bool {
	for p := h.from; p < h.to; p++ {
		if !bc.stems[toks[stream[p]].stem] {
			return false
		}
	}
	return h.to > h.from
}

// kindsMatch reports whether the rep's number (kind a) can restate the
// buyer's (kind b). A bare number may restate an amount ("nine thousand a
// month" spoken), but a percentage, an amount and a duration are never each
// other, and a duration is never a count ("45 minutes" vs "45 beds").
func kindsMatch(a, b numKind) bool {
	if a == b {
		return true
	}
	return a == kindCount && b == kindMoney
}

// hasEcho reports whether a sentence uses one of the buyer's numbers.
func hasEcho(f *sentFeat) bool {
	for _, q := range f.quantities {
		if q.echo || q.derived {
			return true
		}
	}
	return false
}

// approximators before a number widen the match with the buyer's numbers.
var approximators = toSet("about around roughly approximately over nearly almost close under some")

// qKind classifies a question.
type qKind uint8

const (
	qNone       qKind = iota
	qDiscovery        // asks for the buyer's facts or view
	qConfirm          // checks agreement or proposes (would that work? can we …?)
	qRhetorical       // are you ready…? …, right?
	qPushy            // can't you just…? why do you need…?
	qOther
)

// sentFeat holds what one sentence contributes.
type sentFeat struct {
	content    int // content words
	concepts   []string
	you, we    int
	quantities []quantity
	market     bool
	history    bool
	seller     bool
	selfClaim  bool
	value      bool
	quantValue bool
	offer      bool // says what the seller or product does
	offerTied  bool // … in the buyer's terms
	proof      bool
	flattery   bool
	emptyYou   bool
	specific   bool
	q          qKind
	qRelevant  bool
	next       float64 // 0, .3 weak, .6 partial, 1 concrete
	vagueClose bool
	buzz       int
	overclaim  int
	pressure   int
	bash       int
	argue      int
	dismiss    int
	discount   int
	typeHits   int // hits of the objection type's lexicon
}

type quantity struct {
	tok        int // token index
	val        float64
	echo       bool // equals a number the buyer gave
	derived    bool // computed from the buyer's numbers
	relevant   bool
	madeUp     bool
	irrelevant bool
}

// doc is the analysed text.
type doc struct {
	text      string
	truncated bool
	toks      []token
	starts    []uint64 // start masks of toks (see startMasks)
	keys      []string // contextKey of each content token ("" for the others)
	sents     []sentence
	lex       docLex
	feats     []sentFeat
	nonFiller []int // token indices, fillers removed
	bc        *buyerContext

	words, contentWords int
	fillers             int
	hedgeWeight         float64
	hedges              int
	quietHedges         int     // hedge words in a sense the coach cannot tell: no "No hedges" beside them (senses.go)
	quietWeight         float64 // their weight, in hedgeWeight for the score only
	buzz, vague         int
	you, we             int
	youSpecific         int
	conceptsCovered     map[string]bool
	quantities          int
	relevantNums        int
	echoNums            int
	madeUp              int
	irrelevantNums      int
	valueSents          int
	quantValueSents     int
	offerTied           int
	echoExact           int
	echoDerived         int
	discountUncond      int // price concessions not traded for anything
	proofSents          int
	discovery           float64
	discoveryN          int
	questions           int
	rhetorical          int
	pushyQ              int
	next                float64
	nextSent            int
	vagueCloses         int
	selfClaims          int
	flattery            int
	emptyYou            int
	emptyPraise         int // sentences that are flattery or say "you" with nothing specific
	specificSents       int
	countedSents        int
	overclaim           int
	pressure            int
	bash                int
	argue               int
	dismiss             int
	discount            int
	typeHits            int
	repeated            []string
	openingTies         bool
	closes              bool

	repNums   []repNum  // the buyer's numbers the rep has said so far, and math on them
	prices    []float64 // prices the buyer has heard (see analyzeDocPriced)
	answering bool      // the text answers the buyer's direct question

	ev       evidenceList
	sortedEv []Evidence // cache of evidence()

	shownMemo map[string]string // normShown of the quotes compared so far
	buyerToks []token           // tokens of the situation and buyerFor (see hasOwnExample)
	buyerFor  string
	lower     string // strings.ToLower(text), once findingSpan needs it

	buyerStems []string           // stems of the buyerToks that ownWord keeps
	ownStems   []string           // stems of the rep's own words (see ownExample)
	ownMemo    map[[2]string]bool // ownExample by example and objection
	vagueMemo  map[string]bool    // vagueClaim by text

	namesRef, namesRefSet bool   // namesReference of the whole text
	cardLow               string // the card's clauses, lower case (see referenceIn)
	cardLowSet            bool

	lowText    string // lowered(text), once lowDoc needs it
	lowAt      []int  // its map back, unless the text is plain ASCII
	lowDone    bool
	lowASCII   bool
	sevMoves   int8        // ethicsmoves.go: its whole-text tests, each bit known and bit set (sevTamper …)
	sevMovesAt []bool      // ethicsmoves.go: sentence si has been tried and has none of its moves
	ethHits    []text.Hits // pitchclaims.go: each sentence's scan by pitchEthicsGates (ethicsHits)
}

// evidenceList collects evidence, deduplicated and capped.
type evidenceList struct {
	items []Evidence
	seen  map[[3]int]bool
	catID map[string]int
}

// maxEvidence caps the evidence of one analysis; the stage and structure
// findings added with addKey are kept even past the cap.
const maxEvidence = 150

func (el *evidenceList) add(text, category, kind string, s, e int, note string) {
	el.put(text, category, kind, s, e, note, false)
}

// addKey adds a key finding that is kept even when the cap is reached.
func (el *evidenceList) addKey(text, category, kind string, s, e int, note string) {
	el.put(text, category, kind, s, e, note, true)
}

func (el *evidenceList) put(text, category, kind string, s, e int, note string, key bool) {
	if s < 0 || e > len(text) || s >= e {
		return
	}
	if el.seen == nil {
		el.seen = map[[3]int]bool{}
		el.catID = map[string]int{}
	}
	id, ok := el.catID[category]
	if !ok {
		id = len(el.catID)
		el.catID[category] = id
	}
	k := [3]int{s, e, id}
	if el.seen[k] || (!key && len(el.items) >= maxEvidence) {
		return
	}
	el.seen[k] = true
	e = unitEnd(text, e) // "60,000 m³/day", never "60,000 m" (senses.go)
	if category == "pressure" || clauseQuotes[category] && strings.Count(text[s:e], " ") >= 2 {
		e = clauseEnd(text, s, e) // "If you sign before Tết", "the future of snowmaking", never "If you sign before" (senses.go)
	}
	el.items = append(el.items, Evidence{Category: category, Quote: text[s:e], Start: s, End: e, Kind: kind, Note: note})
}

// analyzeDoc runs every detector over text.
func analyzeDoc(text string, bc *buyerContext) *doc {
	return analyzeDocPriced(text, bc, nil, false)
}

// analyzeDocPriced is analyzeDoc with the prices the buyer has heard (the
// seller's price, a competitor's quote, a budget): an offer below the highest
// of them is a price concession, however it is worded. answering says the
// text answers a direct question of the buyer's, whose numbers are then the
// answer rather than claims to check.
func analyzeDocPriced(text string, bc *buyerContext, prices []float64, answering bool) *doc {
	d := markDoc(text, bc, prices, answering)
	content := 0
	d.keys = d.lex.keys(len(d.toks))
	for i := range d.toks {
		if d.toks[i].role == roleNone {
			content++
			d.keys[i] = contextKey(&d.toks[i])
		}
	}
	if unpunctuated(text, content) {
		d.sents = segmentClauses(d.toks, d.sents)
	}
	d.feats = d.lex.feats(len(d.sents))
	for si := range d.sents {
		d.sentence(si)
	}
	resultClaims(d) // replyclaims.go
	crowdFigures(d) // replyclaims.go
	d.totals()
	return d
}

// markDoc is the first part of analyzeDocPriced: the tokens, sentences,
// fillers, hedges, vague words and buzzwords, which is all that
// hasFillerOrHedge needs.
func markDoc(text string, bc *buyerContext, prices []float64, answering bool) *doc {
	return markDocWith(nil, text, bc, prices, answering)
}

// markDocWith is markDoc with the arrays of bufs (nil: docPool's, for a
// long text).
func markDocWith(bufs *docBufs, text string, bc *buyerContext, prices []float64, answering bool) *doc {
	text, truncated := truncate(text, MaxInputBytes)
	if bufs == nil && len(text) >= minPooled {
		bufs = takeBufs()
	}
	d := bufs.takeDoc() // (a finished doc's, when there is one)
	*d = doc{text: text, truncated: truncated, bc: bc, conceptsCovered: bufs.takeConcepts(), prices: prices, answering: answering}
	d.lex.bufs = bufs
	d.toks = d.lex.tokenizeDoc(text)
	d.starts, d.lex.refs = d.lex.startMasks(d.toks)
	d.ev = d.lex.evidence(len(d.toks)/8 + 8) // about what a pitch collects
	d.sents = splitSentences(text, d.toks)
	d.words = len(d.toks)
	markFillers(d)
	fillersInRuns(d)
	d.nonFiller = d.lex.nonFiller(len(d.toks))
	for i := range d.toks {
		if d.toks[i].role != roleFiller {
			d.nonFiller = append(d.nonFiller, i)
		}
	}
	markHedges(d)
	return d
}

// hasFillerOrHedge reports whether the coach finds a filler or a hedge in
// text: analyzeDoc(text, bc).fillers > 0 || .hedges > 0, without the
// sentence features.
func hasFillerOrHedge(text string, bc *buyerContext) bool {
	d := markDocWith(takeBufs(), text, bc, nil, false) // (read here and released: its arrays are reused)
	found := false
	for i := range d.toks {
		switch t := &d.toks[i]; t.role {
		case roleFiller:
			found = found || !t.fillerCont
		case roleHedge:
			found = found || t.weight > 0
		}
	}
	releaseDoc(d)
	return found
}

func markFillers(d *doc) {
	toks := d.toks
	for i := range toks {
		t := &toks[i]
		if t.role == roleFiller {
			continue
		}
		if t.in(inFiller) {
			t.role = roleFiller
			d.ev.add(d.text, "filler", "negative", t.s, t.e, "filler word")
			continue
		}
		if !t.in(inContextFiller) {
			continue
		}
		// neighbours, ignoring fillers and one-word softeners ("is, um, like")
		var prev, next, next2 *token
		for k := i - 1; k >= 0 && toks[k].sent == t.sent; k-- {
			if !toks[k].in(inFillerSkip) {
				prev = &toks[k]
				break
			}
		}
		var afterBuf [3]*token
		var afterIdxBuf [3]int
		after, afterIdx := afterBuf[:0], afterIdxBuf[:0]
		for k := i + 1; k < len(toks) && toks[k].sent == t.sent && len(after) < 3; k++ {
			if !toks[k].in(inFillerSkip) {
				after = append(after, &toks[k])
				afterIdx = append(afterIdx, k)
			}
		}
		if len(after) > 0 {
			next = after[0]
		}
		if len(after) > 1 {
			next2 = after[1]
		}
		sentStart := prev == nil
		if fillerNotSense(prev, t, next) {
			continue // "as well", "or so", ", like a presentation"
		}
		mark := func(n int, note string) {
			for k := i; k < i+n; k++ {
				toks[k].role = roleFiller
				toks[k].fillerCont = k > i
			}
			d.ev.add(d.text, "filler", "negative", toks[i].s, toks[i+n-1].e, note)
		}
		switch {
		case t.norm == "like" && likeIsFiller(prev, t, next, sentStart) && !likeIsExample(d.text, prev, t, next):
			mark(1, "\"like\" used as a filler")
		case t.norm == "you" && next != nil && next.norm == "know" && youKnowIsFiller(prev, t, next, next2, sentStart):
			mark(afterIdx[0]-i+1, "\"you know\" used as a filler")
		case t.norm == "i" && next != nil && next.norm == "mean" && (sentStart || t.commaBefore || next.commaAfter):
			mark(afterIdx[0]-i+1, "\"I mean\" used as a filler")
		case t.norm == "yeah" && (sentStart || t.commaAfter || next == nil || (prev != nil && prev.norm == "so")):
			mark(1, "filler word")
		case (t.norm == "anyway" || t.norm == "anyways") && (sentStart || t.commaBefore && t.commaAfter || prev != nil && anywayOpeners[prev.norm] && !prev.commaAfter):
			// "Anyway, …", "so anyway …"; "you'd need a separate tool anyway, and …" means "in any case"
			mark(1, "filler opener")
		case (t.norm == "so" || t.norm == "well") && (t.commaAfter || (next == nil && sentStart)) && !(prev != nil && !prev.commaAfter && !t.commaBefore && soAnswerPrev[prev.norm]):
			mark(1, "filler opener")
		}
	}
}

// soAnswerPrev are words after which "so" stands for a clause ("if so",
// "even so"), not a filler.
var soAnswerPrev = toSet("if not even said say do did why")

// contextFillers are fillers only in some positions.
var contextFillers = toSet("like you i yeah so well anyway anyways")

// fillerSkip are words passed over when looking at a possible filler's
// neighbours, so that inserting one cannot change the verdict.
var fillerSkip = toSet("um umm ummm uh uhh uhm erm er ah ahh hmm hm mm mhm basically literally maybe perhaps probably possibly hopefully really totally super kinda sorta")

var likeNonFillerPrev = toSet("would i'd you'd we'd they'd feel feels felt look looks looked seem seems sound sounds something anything nothing just much more exactly i you we they who to don't didn't doesn't do does not also")
var likeNonFillerNext = toSet("yours this that these those them us you ours theirs mine")
var beWords = toSet("is are was were it's we're they're i'm he's she's that's be being")

func likeIsFiller(prev, t, next *token, sentStart bool) bool {
	commaBefore := t.commaBefore || (prev != nil && prev.commaAfter)
	if commaBefore && t.commaAfter { // "we, like, do reminders"
		return true
	}
	if next == nil && !commaBefore && prev != nil && !beWords[prev.norm] && !fillerAfter[prev.norm] {
		return false // "which a lot of people like": the verb, at the end of its clause
	}
	if commaBefore && !t.commaAfter && prev != nil && (prev.norm == "else" || prev.norm == "things" || prev.norm == "something" || prev.norm == "anything") {
		return false // "something else, like integration time": "such as"
	}
	if prev != nil && likeNonFillerPrev[prev.norm] {
		return false
	}
	if next != nil && likeNonFillerNext[next.norm] {
		return false
	}
	if commaBefore || t.commaAfter || sentStart || next == nil {
		return true
	}
	return prev != nil && (beWords[prev.norm] || prev.norm == "and" || prev.norm == "but" || prev.norm == "so")
}

// likeIsExample reports whether "like" introduces an example ("tools like
// Slack", "teams like Acme's"): a proper noun after it, or a plural noun
// before it, with no comma after "like".
func likeIsExample(text string, prev, t, next *token) bool {
	if t.commaAfter || next == nil || (t.commaBefore && next.commaAfter) {
		return false
	}
	if next.norm != "i" && !next.isNum() {
		if upperAt(text, next.s) {
			return true
		}
	}
	if prev == nil || prev.commaAfter || t.commaBefore {
		return false
	}
	p := prev.norm
	return len(p) > 3 && strings.HasSuffix(p, "s") && !strings.HasSuffix(p, "ss") && !beWords[p] &&
		!notPluralS[p]
}

var notPluralS = toSet("this does was has is its yes always perhaps thus plus less unless seems looks sounds feels works means says thinks")

var youKnowNotFillerNext = toSet("what how that the why when where who if whether your this it them him her about exactly these those a an our my his their more better best everything all each every most far")

// fillerAfter are words after which a sentence-final "like" is a filler
// ("and, like", "so like").
var fillerAfter = toSet("and but so or um uh")

func youKnowIsFiller(prev, you, know, after *token, sentStart bool) bool {
	if prev != nil && (prev.norm == "do" || prev.norm == "did" || prev.norm == "don't" || prev.norm == "as" || prev.norm == "if") {
		return false
	}
	if prev != nil && prev.norm == "so" && !prev.commaAfter && !you.commaBefore {
		return false // "Just so you know, …": so that you know
	}
	if know.punctAfter || after == nil {
		return true
	}
	if sentStart || you.commaBefore {
		return !youKnowNotFillerNext[after.norm]
	}
	return false
}

// justNotPrev are words after which "just" means "only" ("not just").
// After a negated modal it means "merely" ("you shouldn't just take my word");
// after "have" it means "recently" ("we've just opened").
var justNotPrev = toSet("not isn't aren't wasn't weren't doesn't don't didn't never shouldn't can't cannot won't wouldn't couldn't mustn't needn't we've i've they've you've has have had")

var justStrongPrev = toSet("i we i'm we're i'd we'd")

// justOnlyNext are words after which "just" means "only" or "exactly".
var justOnlyNext = toSet("one once few couple under over the like as in your their our when before after right")

var justStrongNext = toSet("wanted want checking quickly quick touching reaching following thought sort kind a wondering")

// markHedges marks hedges, vague intensifiers and buzzwords. It repeats
// until nothing new matches, so that one of them inside another ("I'd have,
// maybe, to check") cannot hide the outer phrase: matching skips tokens that
// already have a role.
func markHedges(d *doc) {
	toks := d.toks
	for pass := 0; pass < 6; pass++ {
		found := markOnce(d, hedgeLex, roleHedge)
		found = markOnce(d, vagueLex, roleVague) || found
		found = markOnce(d, buzzLex, roleBuzz) || found
		if !found {
			break
		}
	}
	for p, i := range d.nonFiller {
		t := &toks[i]
		if t.norm != "just" || t.role != roleNone {
			continue
		}
		w := 0.3
		if p > 0 && toks[d.nonFiller[p-1]].sent == t.sent && justNotPrev[toks[d.nonFiller[p-1]].norm] {
			continue // "not just browsing", "isn't just a tool": "only", not a hedge
		}
		if p > 0 && toks[d.nonFiller[p-1]].sent == t.sent && justStrongPrev[toks[d.nonFiller[p-1]].norm] {
			w = 1
		}
		if p+1 < len(d.nonFiller) && toks[d.nonFiller[p+1]].sent == t.sent {
			nx := &toks[d.nonFiller[p+1]]
			if justStrongNext[nx.norm] {
				w = 1
			}
			if nx.isNum() || justOnlyNext[nx.norm] {
				continue // "just two clicks", "just the one team": only, not a hedge
			}
		}
		if !justShown(d, p) {
			t.role, t.weight = roleQuiet, w // "just a trick", "just yours", "just don't tell anyone": not shown (senses.go)
			continue
		}
		t.role, t.weight = roleHedge, w
		note := "\"just\" minimises what follows"
		d.ev.add(d.text, "hedge", "negative", t.s, t.e, note)
	}
}

// quantityNotHedge reports whether a hedge match is an amount instead:
// "a bit of your team", "quite a bit", "a little time".
func quantityNotHedge(d *doc, h hit) bool {
	switch h.ph.text {
	case "a bit", "a little", "a little bit":
	default:
		return false
	}
	first := &d.toks[d.nonFiller[h.from]]
	if h.from > 0 {
		if pv := &d.toks[d.nonFiller[h.from-1]]; pv.sent == first.sent && pv.norm == "quite" {
			return true
		}
	}
	if h.to < len(d.nonFiller) {
		nx := &d.toks[d.nonFiller[h.to]]
		if nx.sent == first.sent && (nx.norm == "of" || nx.norm == "time") {
			return true
		}
		// "a bit is bought by the unit", "a bit lasts 400 metres": the noun
		// (a drill bit), followed by its verb or nothing
		if nx.sent == first.sent && h.ph.text == "a bit" && (beWords[nx.norm] || bitVerbs[nx.norm] || nx.norm == "that" || nx.norm == "which") {
			return true
		}
		// "a bit slower at first", "a little more work": an honest size
		if nx.sent == first.sent && (nx.norm == "more" || nx.norm == "less" || nx.norm == "longer" ||
			(len(nx.norm) > 4 && strings.HasSuffix(nx.norm, "er") && !stopwords[nx.norm])) {
			return true
		}
	}
	return false
}

// nounKindNotHedge reports whether "kind of" or "sort of" names a kind
// ("the same kind of report", "not that sort of firm", "what kind of
// volume"): a determiner or adjective before it makes "kind" a noun.
func nounKindNotHedge(d *doc, h hit) bool {
	switch h.ph.text {
	case "kind of", "sort of":
	default:
		return false
	}
	if h.from == 0 {
		return false
	}
	first := &d.toks[d.nonFiller[h.from]]
	pv := &d.toks[d.nonFiller[h.from-1]]
	return pv.sent == first.sent && !pv.commaAfter && kindDeterminers[pv.norm]
}

// kindDeterminers before "kind of" make it a noun phrase.
var kindDeterminers = toSet("very exact usual a an the that this these those same what which any every some no one our your their his her its other different right wrong similar whatever another each")

// empathyNotHedge reports whether "sorry" is sympathy for what the buyer
// went through ("so sorry you went through that", "sorry to hear about
// the outage", "sorry for the trouble it caused"), not an apology for
// speaking.
func empathyNotHedge(d *doc, h hit) bool {
	if (h.ph.text != "sorry" && h.ph.text != "i'm sorry") || h.to >= len(d.nonFiller) {
		return false
	}
	first := &d.toks[d.nonFiller[h.from]]
	nx := &d.toks[d.nonFiller[h.to]]
	if nx.sent != first.sent || strings.ContainsAny(d.text[first.e:nx.s], ",;:") {
		return false // "Sorry, but …" apologises for speaking
	}
	switch nx.norm {
	case "for":
		if h.to+1 < len(d.nonFiller) {
			switch d.toks[d.nonFiller[h.to+1]].norm {
			case "bothering", "taking", "interrupting", "calling", "the":
				return false // "sorry for bothering you" apologises for speaking
			}
		}
		return true
	case "you", "you've", "you're", "your", "that", "about":
		return true
	case "to":
		if h.to+1 < len(d.nonFiller) {
			switch d.toks[d.nonFiller[h.to+1]].norm {
			case "hear", "learn", "read", "see":
				return true
			}
		}
	}
	return false
}

// markOnce marks the new matches of lx with role r and reports whether
// there were any.
func markOnce(d *doc, lx *lexicon, r role) bool {
	found := false
	for _, h := range d.scan(lx, d.nonFiller) {
		first := &d.toks[d.nonFiller[h.from]]
		if first.role != roleNone {
			continue
		}
		if r == roleHedge && (quantityNotHedge(d, h) || empathyNotHedge(d, h) || nounKindNotHedge(d, h) || tryNotHedge(d, h) || believeNotHedge(d, h)) {
			continue
		}
		if r == roleHedge && !hedgeShown(d, h) {
			quiet(d, h.from, h.to, h.ph.weight) // "They might.", "it depends": not shown (senses.go)
			found = true
			continue
		}
		found = true
		for p := h.from; p < h.to; p++ {
			if t := &d.toks[d.nonFiller[p]]; t.role == roleNone {
				t.role = r
			}
		}
		s, e := first.s, d.toks[d.nonFiller[h.to-1]].e
		switch r {
		case roleHedge:
			first.weight = h.ph.weight
			d.ev.add(d.text, "hedge", "negative", s, e, "hedge: softens the claim")
		case roleVague:
			d.ev.add(d.text, "vague", "negative", s, e, "vague intensifier instead of a specific")
		case roleBuzz:
			d.ev.add(d.text, "buzzword", "negative", s, e, "buzzword: sounds impressive, says nothing specific")
		}
	}
	return found
}

// sentence computes the features of sentence si.
func (d *doc) sentence(si int) {
	st := &d.sents[si]
	f := &d.feats[si]
	toks := d.toks
	nf := d.nonFillerIn(st.first, st.last) // non-filler tokens of the sentence
	content := d.lex.take(len(nf))         // role none
	for _, i := range nf {
		if toks[i].role == roleNone {
			content = append(content, i)
		}
	}
	f.content = len(content)
	if f.content == 0 {
		return
	}
	for _, i := range content {
		t := &toks[i]
		if t.in(inYou) {
			f.you++
		}
		if t.in(inWe) {
			f.we++
		}
		if k := d.keys[i]; k != "" && d.bc.concepts[k] && !slices.Contains(f.concepts, k) {
			f.concepts = arenaAppend(&d.lex.strs, f.concepts, k)
		}
	}
	sort.Strings(f.concepts)
	sm := d.streamMask(nf)
	hits := func(lx *lexicon) []hit {
		if lx.absentFrom(sm) {
			return nil
		}
		return d.scan(lx, nf)
	}
	spanOf := func(h hit) (int, int) { return toks[nf[h.from]].s, toks[nf[h.to-1]].e }
	has := func(lx *lexicon) bool { return !lx.absentFrom(sm) && d.has(lx, nf) }
	record := func(lx *lexicon, cat, note string) int {
		n := 0
		for _, h := range hits(lx) {
			if excused(toks, nf, h, cat) || (st.question && cat == "dismissing" && h.ph.words[0] == "trust") || offersToShow(toks, nf, h) ||
				cat == "pressure" && standingTerm(d, st) || // "valid until 30 June, as all our quotes are" (pressure.go)
				(cat == "tone" && d.bc.saidAll(toks, nf, h)) { // the buyer's own word ("outdated drawings")
				continue // "What would you need to see to trust us?" dismisses nothing
			}
			s, e := spanOf(h)
			d.ev.add(d.text, cat, "negative", s, e, note)
			n++
		}
		return n
	}

	f.market = has(marketLex) && !cardScaleOnly(d, nf) // replysense.go
	f.history = has(historyLex)
	first := toks[content[0]].norm
	f.seller = sellerSubjects[first] || (first == "at" && len(content) > 1 && sellerSubjects[toks[content[min(len(content)-1, 3)]].norm])
	for _, i := range content {
		if toks[i].norm == "our" && i+1 < len(toks) && (toks[i+1].norm == "company" || toks[i+1].norm == "platform") && f.you == 0 {
			f.seller = true
		}
	}
	f.buzz = 0
	for i := st.first; i < st.last; i++ {
		if toks[i].role == roleBuzz && (i == st.first || toks[i-1].role != roleBuzz) {
			f.buzz++
		}
	}
	f.overclaim = record(overclaimLex, "overclaim", "claim the buyer cannot check")
	if f.overclaim == 0 {
		if s, e, ok := d.sweepingClaim(toks, nf); ok {
			// "objectively better in every way", "pays for itself in a week"
			d.ev.add(d.text, "overclaim", "negative", s, e, "claim the buyer cannot check")
			f.overclaim++
		}
	}
	f.pressure = record(pressureLex, "pressure", "pressure instead of a reason")
	if f.pressure == 0 {
		if s, e, ok := falseDeadline(toks, nf); ok && !standingTerm(d, st) {
			// "the approval only holds until 5pm today", "our onboarding
			// window fills up this week", "the rate goes up 40% in March"
			d.ev.add(d.text, "pressure", "negative", s, e, "a deadline or scarcity the buyer didn't ask for")
			f.pressure++
		}
	}
	if !st.question {
		if s, e, ok := d.bandwagon(si, nf); ok {
			// "every major line in the Gulf has already moved over to us"
			d.ev.add(d.text, "pressure", "negative", s, e, "social proof the buyer can't check, used as pressure")
			f.pressure++
		}
	}
	f.bash = record(bashLex, "tone", "disparaging remark")
	f.argue = record(argueLex, "arguing", "argues with the buyer")
	f.dismiss = record(dismissLex, "dismissing", "dismisses the concern")
	if f.dismiss == 0 {
		if s, e, ok := d.dismissal(si, nf); ok {
			// "you really needn't worry", "it's a non-issue" (dismissal.go)
			d.ev.add(d.text, "dismissing", "negative", s, e, "dismisses the concern")
			f.dismiss++
		}
	}
	f.discount = d.detectDiscounts(nf)

	// questions and next steps
	if st.question {
		f.q = classifyQuestion(toks, nf, content)
		if f.q == qDiscovery && d.has(logisticsLex, nf) {
			f.q = qOther // "What's your email?" asks nothing about the buyer
		}
		if (f.q == qDiscovery || f.q == qOther) && d.has(timeLex, nf) && d.has(availabilityLex, nf) {
			f.q = qConfirm // "Are you free Tuesday at 10?" proposes a meeting
		}
		f.qRelevant = len(f.concepts) > 0 || f.you > 0 || containsNorm(toks, content, "they", "their", "those", "it")
		if f.q == qConfirm && f.content <= 4 && len(f.concepts) > 0 {
			for _, c := range f.concepts {
				if d.bc.objection[c] {
					f.q = qDiscovery // mirroring: "Too expensive?" invites the buyer to say more
				}
			}
		}
	} else if n, _ := d.match(discoveryOpeners, content, 0); n > 0 {
		// "Tell me how you handle renewals today." asks without a question mark.
		f.q = qDiscovery
		f.qRelevant = true
	}
	if f.q == qDiscovery && f.pressure+f.discount+f.argue+f.dismiss+f.bash > 0 {
		f.q = qOther // a question wrapped in pressure or a price cut discovers nothing
	}
	f.next = nextStepStrength(d, si, nf, f)
	if f.next >= 1 && containsNorm(toks, nf, "sometime", "someday", "whenever") {
		f.next = 0.6 // "maybe we can set up a demo sometime soon": a step with no time
	}
	// "… after the holidays, on January 8?" is a concrete proposal, not a
	// postponement; "I'll call you back in six months" is one.
	f.vagueClose = has(vagueCloseLex) && !(f.next >= 1 && specificWhen(toks, nf)) && f.pressure+f.discount == 0 && !onlyNamedBrochure(toks, nf) // replysense.go
	if f.vagueClose && f.next > 0.3 {
		f.next = 0.3 // a postponement is not a next step, however precise its delay
	}

	// "your hours", when the buyer put a number on hours, is their situation
	tiedUnit := false
	if f.you > 0 {
		for _, i := range content {
			if d.bc.units[strings.TrimSuffix(toks[i].norm, "s")] {
				tiedUnit = true
			}
		}
	}

	// quantities
	outcome := has(outcomeLex)
	var cites int8 // citesBuyer of this sentence, once: 0 unknown, 1 yes, 2 no
	for k := 0; k < len(content); k++ {
		i := content[k]
		t := &toks[i]
		if (t.norm == "thousands" || t.norm == "millions" || t.norm == "billions" || t.norm == "trillions") &&
			!(k > 0 && toks[content[k-1]].norm == "the") && !(k > 0 && toks[content[k-1]].norm == "in") && !buyersOwnMagnitude(toks, content, k) {
			// "thousands of customers", "save millions": big, vague, uncheckable
			f.quantities = arenaAppend(&d.lex.qs, f.quantities, quantity{tok: i, madeUp: true})
			continue
		}
		v, ok := quantityAt(toks, i)
		if !ok {
			continue
		}
		if k+1 < len(content) {
			if _, sc := scaleWords[toks[content[k+1]].norm]; sc {
				k++ // the scale word belongs to this quantity
			}
		}
		if t.numWord && (t.norm == "hundred" || t.norm == "thousand") && k > 0 && toks[content[k-1]].isNum() {
			continue
		}
		pct := t.pct
		mult := t.mult
		if k+1 < len(content) {
			switch nx := toks[content[k+1]].norm; {
			case nx == "percent" || nx == "pct":
				pct = true
			case nx == "fold" || nx == "times" && k+2 < len(content) && (toks[content[k+2]].norm == "more" || toks[content[k+2]].norm == "faster" || toks[content[k+2]].norm == "better" || toks[content[k+2]].norm == "as"):
				mult = true
			}
		}
		q := quantity{tok: i, val: v}
		approx := k > 0 && approximators[toks[content[k-1]].norm]
		named := nameOrDateNumber(d.text, toks, i)
		if !named {
			q.echo, q.derived = d.bc.echoes(toks, i, v, approx)
		}
		// the seller's own figure from the card ("our quote is AU$2,600"),
		// a date or a name's number: known, neither the buyer's nor made up
		ourCard := !q.echo && !q.derived && !named && d.bc.ourNumber(toks, i, v)
		ours := ourCard || (!q.echo && !q.derived && named)
		if !q.echo && !q.derived && !ours && v >= 2 && kindAt(toks, i) == kindMoney { // (money is never a meeting's size)
			// the rep's own math on the buyer's numbers: "seven dollars a user
			// across 40 architects adds up to $280 a month, $3,360 a year"
			q.derived = d.repMath(v, kindAt(toks, i))
		}
		if q.echo || q.derived || ourCard { // (the rep's math may start from our own price)
			d.repNums = append(d.repNums, repNum{v, kindAt(toks, i)})
		}
		upTo := k >= 2 && toks[content[k-1]].norm == "to" && toks[content[k-2]].norm == "up"
		popShare, skip := populationShare(toks, content, k, pct)
		k += skip // "8 out of 10 clinics" is one figure, not "8" and "10"
		switch {
		case q.echo || q.derived || ours:
		case mult && v >= 3, pct && v > 100, v >= 1e9 && !(kindAt(toks, i) == kindMoney && f.you > 0), upTo && (pct || mult || kindAt(toks, i) == kindMoney): // ("up to 400 kg a day" is a capacity; "you're paying 9% on CLP 1,800m" is the buyer's own sum)
			q.madeUp = true
		case popShare && !namedPeer(d.text, toks, content):
			// "94% of manufacturers who switch", "8 out of 10 clinics", "an
			// average 61% reduction" for unnamed customers: a statistic about
			// others nobody could check
			q.madeUp = true
		case pct && v >= 99.9 && !(k+1 < len(content) && madeOfWords[toks[content[k+1]].norm]): // ("100% recycled" says what it is made of)
			// uptime answering the buyer's question, with where to check it
			checkable := d.answering && containsNorm(toks, content, "status", "report", "audited", "sla", "published", "public", "dashboard")
			q.madeUp = !(len(f.concepts) > 0 && outcome) && !checkable
		}
		switch {
		case q.madeUp:
		case f.discount > 0:
			// the number of a price concession, reported as a discount
			q.echo, q.derived = false, false
		case q.echo || q.derived:
			q.relevant = true
		case ours:
			// our own price or a date: neither value for the buyer nor noise
		case t.numWord && v < 1:
			// "a quarter of that", "half the time": a share, not a figure
		case d.answering && !f.market && !f.history:
			// the buyer asked a direct question: the numbers of the answer
			// ("10 business days", "$38 per vehicle") are what they asked for
			q.relevant = true
		case !f.market && citesOnce(&cites, toks, st.first, st.last): // replysense.go
			// "you told me diesel is around FJ$1.1 million": the buyer's own figure
			q.relevant = true // (never credited as the buyer's number: the card cannot confirm it)
		case f.next > 0 || f.q == qConfirm:
			// the size or length of a proposed step ("a 15-minute call")
		case !pct && !mult && (shortDuration(toks, i) || (!f.market && !f.history && durationUnitAt(toks, i) != "")),
			t.numWord && v <= 12 && !f.market && !f.history && kindAt(toks, i) == kindCount:
			// a small count in words ("the two issues you raised", "three
			// slots") is no statistic either
			// a timeline or an offer's length ("a 14-day trial", "about
			// three weeks of time studies", "a 6-week plan") is no statistic
		case f.market || f.history:
			q.irrelevant = true
		case d.bc.hasContext:
			q.relevant = len(f.concepts) > 0 || tiedUnit
			q.irrelevant = !q.relevant
		default: // no buyer context: numbers aimed at the buyer count
			q.relevant = f.you > 0
			q.irrelevant = !q.relevant && f.seller
		}
		if q.irrelevant && !f.market && !f.history && namedPeer(d.text, toks, content) {
			// a named comparable ("Ridgeway Foods went live across four DCs
			// in 13 weeks") is a result the buyer can check
			q.irrelevant = false
		}
		f.quantities = arenaAppend(&d.lex.qs, f.quantities, q)
	}
	// the other numbers of a sentence that works on the buyer's own number
	// ("save each of your 50 agents 30 minutes a day") are that math
	for k := range f.quantities {
		if q := &f.quantities[k]; q.echo || q.derived {
			for j := range f.quantities {
				if o := &f.quantities[j]; o.irrelevant && !f.market && !f.history {
					o.irrelevant, o.relevant = false, true
				}
			}
			break
		}
	}
	relQ := 0
	for _, q := range f.quantities {
		s, e := toks[q.tok].s, toks[q.tok].e
		if q.tok+1 < len(toks) && toks[q.tok+1].sent == toks[q.tok].sent {
			if _, sc := scaleWords[toks[q.tok+1].norm]; sc {
				e = toks[q.tok+1].e
			}
			if toks[q.tok+1].norm == "percent" || toks[q.tok+1].norm == "dollars" {
				e = toks[q.tok+1].e
			}
		}
		switch {
		case q.madeUp:
			s, e = claimSpan(toks, q.tok, s, e) // "4 times better", "up to 40%", not "4" (replyclaims.go)
			d.ev.add(d.text, "unsupportedNumber", "negative", s, e, "impressive-sounding number with nothing behind it")
		case q.echo:
			relQ++
			d.ev.add(d.text, "buyerNumber", "positive", s, e, "uses the buyer's own number")
		case q.derived:
			relQ++
			d.ev.add(d.text, "buyerNumber", "positive", s, e, "does the math with the buyer's numbers")
		case q.relevant:
			relQ++
		case q.irrelevant:
			note := "number not tied to the buyer's situation"
			if f.market {
				note = "market statistic, not this buyer's value"
			} else if f.history || f.seller {
				note = "statistic about the seller, not the buyer"
			}
			d.ev.add(d.text, "irrelevantNumber", "negative", s, e, note)
		}
	}

	// value and proof: an outcome for this buyer that the offering (or a
	// comparable customer) produces. Restating the buyer's problem is not
	// value, however many of their words it uses.
	clean := !f.market && !f.history
	f.offer = has(offerLex)
	// Without the buyer's situation, a plain statement of what the offering
	// changes ("so the help desk gets those hours back") is taken as tied.
	tied := len(f.concepts) > 0 || relQ > 0 || tiedUnit ||
		(!d.bc.hasContext && (f.you > 0 || (f.offer && outcome && f.buzz == 0 && !hasMadeUp(f))))
	echoQ := false
	for _, q := range f.quantities {
		if q.echo || q.derived {
			echoQ = true
		}
	}
	peerResult := false
	for _, i := range content {
		if toks[i].in(inPeer) {
			for _, j := range content {
				if toks[j].isNum() && j != i {
					peerResult = true
				}
			}
		}
	}
	// a generic claim about unnamed others ("most printers we work with
	// find …", "agencies that switch usually see …", "our customers tend to
	// …") says nothing about this buyer's situation
	genericPeer := false
	if len(content) > 1 && !echoQ && !namedPeer(d.text, toks, content) &&
		containsNorm(toks, content, "usually", "typically", "generally", "tend", "normally", "often", "find", "found") {
		w0 := toks[content[0]].norm
		if w0 == "a" && len(content) > 2 && toks[content[1]].norm == "lot" {
			w0 = "most" // "a lot of studios we work with found …"
		}
		genericPeer = w0 == "most" || w0 == "many" || w0 == "our" || w0 == "lots" || w0 == "plenty" ||
			(len(w0) > 3 && strings.HasSuffix(w0, "s") && !strings.HasSuffix(w0, "ss") && !notPluralS[w0] && !youWords[w0])
	}
	notQuestion := !st.question
	// a price cut or pressure is never value, however it is worded
	// nor is the ask itself ("I'd like to show you a 20-minute demo"), nor
	// a scoping opener ("before we talk price, I'd like to make sure …"),
	// unless it does the math on the buyer's numbers
	asks := f.next >= 0.6 && !echoQ && !peerResult && !namedPeer(d.text, toks, content)
	f.value = tied && clean && notQuestion && !asks && !genericPeer && f.overclaim == 0 && !hasMadeUp(f) && !hasIrrelevant(f) && f.discount+f.pressure == 0 &&
		(((f.offer || peerResult) && (relQ > 0 || outcome)) || (echoQ && outcome))
	f.quantValue = f.value && relQ > 0
	f.offerTied = f.offer && tied && clean && notQuestion && (f.you+len(f.concepts) > 0 || f.value)
	// tone markers
	var fl []hit
	if !st.question {
		fl = slices.DeleteFunc(hits(flatteryLex), func(h hit) bool { return offersToShow(toks, nf, h) })
	}
	f.flattery = len(fl) > 0
	for _, h := range fl {
		s, e := spanOf(h)
		d.ev.add(d.text, "flattery", "negative", s, e, "says \"you\" but gives the buyer no information")
	}
	accounted := f.discount+f.pressure+f.argue+f.dismiss+f.bash > 0 // already penalised for what it is

	proofHits := slices.DeleteFunc(hits(proofLex), func(h hit) bool { return d.bc.ownProofWord(toks, nf, h) })
	artifact := false
	buyerDoes := f.you > 0 || containsNorm(toks, content, "you", "your", "you'll", "you'd", "you're")
	for _, h := range proofHits {
		switch h.ph.text {
		case "reference", "references", "introduce you", "soc 2", "soc2", "type ii", "baa", "certified",
			"certification", "audited", "penetration test", "pen test",
			"money back guarantee", "first article", "sample parts", "documentation", "report":
			artifact = true
		case "walk away", "cancel", "side by side", "measure", "yourself", "your own":
			// a check the buyer runs ("you can walk away", "measure it on
			// your own data"), not the rep's ("than walk away over a number")
			artifact = artifact || buyerDoes && !(h.from > 0 && toks[nf[h.from-1]].norm == "than")
		}
	}
	// a question or a demo invitation is no proof the buyer can check; a
	// generic claim about unnamed customers ("agencies that switch usually
	// see …", "our customers tend to …") is none either: only a document,
	// a reference, a trial the buyer measures, or a named customer's result
	generic := !artifact && !namedPeer(d.text, toks, content)
	invite := containsNorm(toks, content, "demo", "demonstration", "walkthrough", "show") && !containsNorm(toks, content, "report", "reference", "references", "certificate", "audit", "audited")
	irrelevantQ := false // a price or a seller's statistic is not proof
	for _, q := range f.quantities {
		irrelevantQ = irrelevantQ || q.irrelevant
	}
	f.proof = clean && f.buzz == 0 && f.overclaim == 0 && !hasMadeUp(f) && !f.flattery && !accounted && !irrelevantQ &&
		!st.question && !generic && !(invite && !namedPeer(d.text, toks, content)) &&
		(artifact || (tied && !asks && (len(proofHits) > 0 || (peerResult && outcome))) ||
			// a named customer's result with someone the buyer can call
			// ("Skyreach went from five AOG events to one; their controller
			// will take your call")
			(outcome && namedPeer(d.text, toks, content) && containsNorm(toks, content, "call", "talk", "speak", "introduce")))

	// Content that answers the scenario's objection type counts only from
	// sentences that are not hype, made up or already penalised.
	if lx := objectionTypeLex[d.bc.objType]; lx != nil && clean && f.buzz == 0 && !hasMadeUp(f) && !accounted && !f.flattery {
		f.typeHits = len(hits(lx))
	}

	// An acknowledgement ("I understand how you feel", "I won't pretend
	// that gap isn't real") is judged as one by the reply's stages, never
	// also as empty talk about "you" or about the seller.
	ackSentence := d.has(ackLex, nf)
	f.selfClaim = !accounted && !ackSentence && (f.history || !d.answering && (f.seller && !f.value && len(f.concepts) == 0 && f.you == 0 && relQ == 0 && f.q == qNone && f.next < 0.6))
	f.emptyYou = f.you > 0 && len(f.concepts) == 0 && !tiedUnit && relQ == 0 && !f.proof && f.q == qNone && f.next < 0.6 && !ackSentence &&
		!concreteDetail(d, toks, nf, content, f)
	// a market statistic or a made-up number says nothing specific about this buyer
	// Specific means the scenario's facts or numbers, or the rep's own
	// concrete, checkable detail: a sentence that works with the buyer's
	// numbers is specific whatever else it does; buzzwords never are.
	f.specific = (hasEcho(f) && !hasMadeUp(f)) || (clean && !hasMadeUp(f) && !accounted && f.buzz == 0 &&
		((len(f.concepts) > 0 && !f.flattery) || relQ > 0 || f.proof || f.next >= 0.6 || f.q == qDiscovery))
}

// excused reports whether a tone finding is not what it looks like: a
// negated one ("Don't just trust me"), a data-handling policy ("we never
// store account numbers"), or a guarantee written into the contract.
// dismissInClause reports whether a dismissing phrase describes something
// other than the buyer's concern: inside a time or condition clause ("while
// your crews get used to it", "once they get used to it", "if it doesn't
// matter to you"), or "it's simple" followed by what makes the product
// simple ("it's simple: big buttons, works offline").
func dismissInClause(toks []token, nf []int, h hit) bool {
	for k := h.from - 1; k >= 0 && k >= h.from-5; k-- {
		switch toks[nf[k]].norm {
		case "while", "once", "until", "till", "as", "after", "when", "if", "whether", "before":
			return true
		}
		if toks[nf[k]].commaAfter || toks[nf[k]].punctAfter {
			break
		}
	}
	if h.ph.text == "it's simple" || h.ph.text == "it's simple to" {
		last := &toks[nf[h.to-1]]
		return last.punctAfter || last.commaAfter || h.to < len(nf) && (toks[nf[h.to]].norm == "to" || toks[nf[h.to]].norm == "enough")
	}
	return false
}

func excused(toks []token, nf []int, h hit, cat string) bool {
	if cat != "overclaim" && cat != "dismissing" {
		return false
	}
	if first := h.ph.words[0]; first != "won't" && first != "not" && first != "will" && first != "wouldn't" {
		for k := max(0, h.from-2); k < h.from; k++ {
			switch toks[nf[k]].norm {
			case "don't", "not", "shouldn't", "never", "no", "can't", "wouldn't":
				return true
			}
		}
	}
	if cat == "dismissing" && dismissInClause(toks, nf, h) {
		return true
	}
	if cat == "dismissing" {
		for k := max(0, h.from-6); k+1 < h.from; k++ {
			switch toks[nf[k]].norm {
			case "won't", "wouldn't", "never", "not", "can't":
				switch toks[nf[k+1]].norm {
				case "tell", "say", "pretend", "claim":
					return true // "I won't tell you the gap doesn't matter"
				}
			}
		}
	}
	if cat == "dismissing" && h.from > 1 {
		// "If late deliveries stop, you don't need to worry about us": the
		// answer to a stated fact, not to the worry
		switch toks[nf[0]].norm {
		case "if", "when", "once", "unless":
			comma := false
			for k := 0; k < h.from; k++ {
				comma = comma || toks[nf[k]].commaAfter
				if worryNorms[toks[nf[k]].norm] {
					return false
				}
			}
			return comma
		}
	}
	if cat != "overclaim" {
		return false
	}
	if h.ph.text == "number one" && h.to < len(nf) {
		switch toks[nf[h.to]].norm {
		case "thing", "reason", "complaint", "question", "concern", "issue", "request", "worry", "objection":
			return true // "the number one thing we hear" says what is common, not that we are best
		}
	}
	if h.from > 0 && (h.ph.text == "i promise" || h.ph.text == "we promise") {
		switch toks[nf[h.from-1]].norm {
		case "what", "than", "whatever", "if":
			return true // "judge us on results rather than what I promise"
		}
	}
	if h.ph.text == "we never" && h.to < len(nf) {
		switch toks[nf[h.to]].norm {
		case "store", "share", "sell", "keep", "access", "see", "charge", "lock", "train", "log", "send":
			return true
		}
	}
	if strings.HasPrefix(h.ph.words[0], "guarantee") {
		if h.from > 0 && toks[nf[h.from-1]].norm == "same" {
			return true // "ask them for the same guarantee"
		}
		for _, i := range nf {
			switch toks[i].norm {
			case "contract", "written", "credit", "refund", "sla", "penalty", "order", "clause":
				return true
			}
		}
	}
	return false
}

// vagueYourNouns are the buyer's things a compliment names without saying
// anything about them ("your time", "your business").
var vagueYourNouns = toSet("time business company success goals needs organization organisation team day life")

// concreteDetail reports whether a sentence that says "you" carries
// something concrete the buyer could act on or check, so it is not empty
// talk about them: a figure, a time ("15 minutes with the two of you next
// week"), a step of any strength, the buyer's own things named ("your
// lead pressman", "your numbers"), or a short transition ("So here's what
// you can check").
func concreteDetail(d *doc, toks []token, nf, content []int, f *sentFeat) bool {
	if f.buzz > 0 || f.flattery {
		return false // "we empower your team to future-proof your operations"
	}
	if len(f.quantities) > 0 || f.next > 0 || len(content) <= 6 {
		return true
	}
	for _, i := range content {
		if toks[i].isNum() {
			return true
		}
	}
	if d.has(timeLex, nf) {
		return true
	}
	for k := 0; k+1 < len(nf); k++ {
		if toks[nf[k]].norm == "your" {
			n := toks[nf[k+1]]
			if !vagueYourNouns[n.norm] && len(n.norm) > 2 && n.role == roleNone {
				return true
			}
		}
	}
	return false
}

// repNum is a number the rep said that is the buyer's or math on them.
type repNum struct {
	val  float64
	kind numKind
}

// repMath reports whether v (of kind k) is the rep's own arithmetic on
// numbers already said that are the buyer's or derived from them: a
// difference ($45 - $38 = 7), a product (7 × 40 architects = $280) or a
// month made a year (× 12). Both operands must have been said, so a
// coincidence with numbers nobody mentioned never counts.
func (d *doc) repMath(v float64, k numKind) bool {
	near := func(a, b float64) bool { return a > 0 && math.Abs(a-b)/math.Max(a, b) <= 0.01 }
	for x, a := range d.repNums {
		if k != kindPct && a.kind != kindPct && (near(v, a.val*12) || near(v, a.val*3)) && (k == kindMoney) == (a.kind == kindMoney) {
			return true
		}
		for _, b := range d.repNums[x+1:] {
			if a.kind == b.kind && a.kind != kindPct && (near(v, a.val-b.val) || near(v, b.val-a.val)) {
				return true
			}
			if a.kind != kindPct && b.kind != kindPct && near(v, a.val*b.val) && (k == kindMoney) == (a.kind == kindMoney || b.kind == kindMoney) {
				return true
			}
		}
	}
	return false
}

// offersToShow reports whether "you'll see" ends an offer to test ("if you
// give us a small project you'll see what I mean", "once you try it on
// one route you'll see"): a promise the buyer can check, not flattery or
// dismissal.
func offersToShow(toks []token, nf []int, h hit) bool {
	if h.ph.text != "you'll see" && h.ph.text != "you will see" {
		return false
	}
	for k := 0; k < h.from; k++ {
		if seenBy[toks[nf[k]].norm] {
			return true // "run it alongside your team …: you'll see what it missed" shows
		}
	}
	for k := 0; k < h.from; k++ {
		switch toks[nf[k]].norm {
		case "if", "once", "when", "after":
			return true
		}
	}
	return false
}

// seenBy are words before "you'll see" that say how the buyer will see it:
// a trial on their own work, not "just set it up and you'll see".
var seenBy = toSet("alongside trial pilot parallel test testing")

// worryNorms name the worry itself: an "if" clause holding one is the
// concern ("if the fee bothers you, it shouldn't"), not a fact.
var worryNorms = toSet("worry worried worries worrying concern concerned concerns bother bothers bothered fret nervous doubt doubts afraid fear fears")

// superiorWords are comparisons a sweeping qualifier makes unverifiable.
var superiorWords = toSet("better superior faster cheaper stronger smarter best")

// sweepingClaim finds a claim no buyer could check, whatever its words: a
// comparison made universal ("objectively better in every way", "better
// than anyone", "faster than any other vendor") or a payback claim with no
// math on the buyer's numbers in the sentence ("pays for itself in about
// a week").
func (d *doc) sweepingClaim(toks []token, nf []int) (int, int, bool) {
	norm := func(k int) string {
		if k < 0 || k >= len(nf) {
			return ""
		}
		return toks[nf[k]].norm
	}
	for k := range nf {
		w := norm(k)
		if toks[nf[k]].in(inSuperior) {
			for j := max(0, k-2); j <= k+4 && j < len(nf); j++ {
				switch n := norm(j); {
				case n == "objectively", n == "everyone", n == "anyone", n == "everybody", n == "anybody",
					n == "every" && norm(j+1) == "way", n == "any" && (norm(j+1) == "other" || norm(j+1) == "vendor" || norm(j+1) == "competitor"),
					n == "all" && (norm(j+1) == "the" || norm(j+1) == "others"):
					if j > k || n == "objectively" {
						lo, hi := min(j, k), max(j, k)
						return toks[nf[lo]].s, toks[nf[hi]].e, true
					}
				}
			}
		}
		if (w == "pays" || w == "pay" || w == "paid") && norm(k+1) == "for" && (norm(k+2) == "itself" || norm(k+2) == "themselves") {
			echo := false
			for j := max(0, k-5); j < k; j++ {
				if n := norm(j); n == "whether" || n == "if" {
					echo = true // "we'll see whether PKR 9.6m pays for itself" asks; it claims nothing
				}
			}
			for _, i := range nf {
				if toks[i].isNum() {
					if v, ok := quantityAt(toks, i); ok {
						e, dv := d.bc.echoes(toks, i, v, true)
						echo = echo || e || dv
					}
				}
			}
			if !echo {
				return toks[nf[k]].s, toks[nf[k+2]].e, true
			}
		}
	}
	return 0, 0, false
}

// scarceNouns are the seller's things a false deadline hangs on.
var scarceNouns = toSet("offer offers deal deals price pricing prices rate rates discount discounts approval window windows slot slots spot spots promotion promo seats onboarding availability quote")

// falseDeadline finds a deadline or scarcity the seller sets on its own
// offer, whatever the wording: one of the seller's things (the price, the
// deal, an onboarding window, the approval) that expires, holds only until,
// fills up, closes, runs out or goes up, with a time, an "after that" or a
// figure. A negated one ("the price won't go up") and the buyer's own
// ("your contract ends in March") are none.
func falseDeadline(toks []token, nf []int) (int, int, bool) {
	norm := func(k int) string {
		if k < 0 || k >= len(nf) {
			return ""
		}
		return toks[nf[k]].norm
	}
	for k := range nf {
		if !toks[nf[k]].in(inScarce) || norm(k-1) == "your" || norm(k-1) == "their" {
			continue
		}
		for j := k + 1; j < len(nf) && j <= k+5; j++ {
			w := norm(j)
			verb := 0
			switch {
			case strings.HasPrefix(w, "expir"), w == "lapses", w == "fills", w == "fill", w == "closes":
				verb = 1
			case (w == "holds" || w == "hold" || w == "valid" || w == "good") && norm(j+1) == "until",
				w == "only" && (norm(j+1) == "holds" || norm(j+1) == "until"),
				(w == "goes" || w == "go" || w == "going") && (norm(j+1) == "up" || norm(j+1) == "back"),
				(w == "runs" || w == "run") && norm(j+1) == "out":
				verb = 2
			}
			if verb == 0 {
				continue
			}
			for n := max(0, j-2); n < j; n++ {
				switch norm(n) {
				case "not", "never", "no", "won't", "doesn't", "don't", "isn't", "can't":
					verb = 0
				}
			}
			if verb == 0 {
				break
			}
			for m := j; m < len(nf); m++ {
				t := &toks[nf[m]]
				if t.isNum() || t.clock || calendarWords[t.norm] || t.norm == "today" || t.norm == "tonight" || t.norm == "tomorrow" ||
					t.norm == "week" || t.norm == "month" || t.norm == "wait" || (t.norm == "after" && norm(m+1) == "that") {
					return toks[nf[k]].s, toks[nf[min(len(nf)-1, j+verb-1)]].e, true
				}
			}
		}
	}
	return 0, 0, false
}

// bandwagon finds social proof used as pressure in sentence si: a
// bandwagon phrase, or a claim that every or all of a group ("every major
// shipping line", "every clinic in your county", "all the big names") has
// already switched or uses the seller, with no name the buyer could call.
func (d *doc) bandwagon(si int, nf []int) (int, int, bool) {
	if hs := d.scan(bandwagonLex, nf); len(hs) > 0 {
		return d.toks[nf[hs[0].from]].s, d.toks[nf[hs[0].to-1]].e, true
	}
	for k := range nf {
		w := d.toks[nf[k]].norm
		if w != "every" && w != "all" && w != "competitors" || k+1 >= len(nf) {
			continue
		}
		switch d.toks[nf[k+1]].norm {
		case "time", "times", "day", "days", "week", "month", "year", "your", "you", "those", "step", "stage":
			continue // "every time you use our app" claims no one's adoption
		}
		for j := k + 1; j < len(nf) && j <= k+8; j++ {
			switch d.toks[nf[j]].norm {
			case "switched", "moved", "uses", "use", "using", "signed", "chose", "trust", "run", "runs":
				for m := j; m < len(nf) && m <= j+4; m++ {
					switch d.toks[nf[m]].norm {
					case "us", "our", "we", "over":
						return d.toks[nf[k]].s, d.toks[nf[j]].e, true
					}
				}
				if j > k+1 && (d.toks[nf[j-1]].norm == "already" || d.toks[nf[j-1]].norm == "has" || d.toks[nf[j-1]].norm == "have") {
					return d.toks[nf[k]].s, d.toks[nf[j]].e, true
				}
			}
		}
	}
	return 0, 0, false
}

// populationShare reports whether the number at content[k] is a share of
// a population of unnamed others: "94% of chemical manufacturers", "8 out
// of 10 clinics", "9 in 10 teams", "an average 61% reduction" among
// customers. A share of the buyer's own things ("30% of your overtime",
// "half of their shifts") is none. skip is how many content tokens the
// figure spans after the number ("out of 10": 2).
func populationShare(toks []token, content []int, k int, pct bool) (share bool, skip int) {
	norm := func(j int) string {
		if j < 0 || j >= len(content) {
			return ""
		}
		return toks[content[j]].norm
	}
	peerWithin := func(from, n int) bool {
		for j := from; j < from+n && j < len(content); j++ {
			switch norm(j) {
			case "your", "their", "our", "the", "its", "this", "that", "these", "those", "my", "his", "her":
				return false
			}
			if peerNouns[norm(j)] && strings.HasSuffix(norm(j), "s") {
				return true
			}
		}
		return false
	}
	// "8 out of 10", "9 in 10"
	if norm(k+1) == "out" && norm(k+2) == "of" && k+3 < len(content) && toks[content[k+3]].isNum() {
		return peerWithin(k+4, 3), 3
	}
	if norm(k+1) == "in" && k+2 < len(content) && toks[content[k+2]].isNum() {
		return peerWithin(k+3, 3), 2
	}
	if !pct {
		return false, 0
	}
	off := 1
	if norm(k+1) == "percent" || norm(k+1) == "pct" {
		off = 2
	}
	if norm(k+off) == "of" && peerWithin(k+off+1, 3) {
		return true, 0
	}
	// "our customers report an average 61% reduction"
	if norm(k-1) == "average" {
		for j := range content {
			if peerNouns[norm(j)] && strings.HasSuffix(norm(j), "s") {
				return true, 0
			}
		}
	}
	return false, 0
}

// namedPeer reports whether a sentence names a comparable organisation: a
// capitalised word that does not start the sentence, next to a number.
func namedPeer(text string, toks []token, content []int) bool {
	name, num := false, false
	for k, i := range content {
		t := &toks[i]
		if t.isNum() {
			num = true
			continue
		}
		// a place ("in Europe", "across Ontario") names no customer
		if k > 0 && t.norm != "i" && !strings.HasPrefix(t.norm, "i'") && upperAt(text, t.s) && !upperAt(text, t.s+1) &&
			!placePreps[toks[content[k-1]].norm] && !(k > 1 && toks[content[k-1]].norm == "the" && placePreps[toks[content[k-2]].norm]) {
			name = true
		}
	}
	return name && num
}

// madeOfWords after a share say what a thing is made of or who owns it,
// which a spec sheet or a register shows: no claim of results.
var madeOfWords = toSet("recycled recyclable organic pure natural cotton wool steel aluminium aluminum biodegradable compostable renewable owned funded")

// placePreps come before a place's name.
var placePreps = toSet("in across throughout around within")

func hasIrrelevant(f *sentFeat) bool {
	for _, q := range f.quantities {
		if q.irrelevant {
			return true
		}
	}
	return false
}

func hasMadeUp(f *sentFeat) bool {
	for _, q := range f.quantities {
		if q.madeUp {
			return true
		}
	}
	return false
}

func containsNorm(toks []token, idx []int, words ...string) bool {
	for _, i := range idx {
		for _, w := range words {
			if toks[i].norm == w {
				return true
			}
		}
	}
	return false
}

// availableNouns are the people and capacity that "free" after them says
// are available ("crews free", "a slot free"), not given away.
var availableNouns = toSet("crew crews team teams slot slots engineer engineers installer installers technician technicians people staff places seats spots hands capacity")

// detectDiscounts counts price concessions in a sentence: lexicon phrases,
// plus "discount" offered by the seller and "free" that is not a free trial.
func (d *doc) detectDiscounts(nf []int) int {
	toks := d.toks
	lexHits := d.scan(discountLex, nf)
	if len(lexHits) == 0 && !discountCandidates(toks, nf) {
		return 0 // nothing below can mark a concession
	}
	n := 0
	// A concession traded for something ("if you sign a two-year term") is a
	// negotiation; one given for nothing is caving.
	conditional := containsSeq(toks, nf, "if", "you") || containsSeq(toks, nf, "in", "exchange") ||
		containsSeq(toks, nf, "in", "return")
	// A standard term answered to a direct question ("For groups over 50
	// providers we waive the migration fee") is policy, not a concession.
	policy := containsNorm(toks, nf, "standard", "policy") || containsSeq(toks, nf, "for", "groups") ||
		containsSeq(toks, nf, "order", "form")
	mark := func(s, e int, note string) {
		if policy || d.theirConcession(s) || refusedBefore(d.text, s) {
			return // a standard term, the competitor's offer ("RouteLine at 15% off"), or one refused ("I'm not going to match it")
		}
		n++
		if !conditional && len(nf) > 0 && strings.Contains(d.text[toks[nf[0]].s:toks[nf[len(nf)-1]].e], " and ") {
			// "Commit to three years and we'll call it €8,600" (concession.go)
			conditional = conditionalRe.MatchString(d.lowSentOnly(toks[nf[0]].sent))
		}
		if !conditional {
			d.discountUncond++
		} else {
			note += " (traded for a commitment)"
			s, e = clauseSpan(d.text, toks[nf[0]].s, toks[nf[len(nf)-1]].e, s, e) // the trade with it (pressure.go)
		}
		d.ev.add(d.text, "discount", "negative", s, e, note)
	}
	var covered map[int]int // token inside a lexicon match → 1 + the match's index
	if len(lexHits) > 0 {
		covered = map[int]int{}
	}
	lexEnd := make([]int, len(lexHits))
	for n, h := range lexHits {
		lexEnd[n] = toks[nf[h.to-1]].e
		for k := h.from; k < h.to; k++ {
			covered[nf[k]] = n + 1
		}
	}
	lexNF := nf
	// neighbours are judged on content words, so a hedge in between changes nothing
	cs := d.lex.take(len(nf))
	for _, i := range nf {
		if toks[i].role == roleNone {
			cs = append(cs, i)
		}
	}
	nf = cs
	sellerInSentence := false
	for _, i := range nf {
		switch toks[i].norm {
		case "i", "we", "i'll", "we'll", "i'm", "we're", "i'd", "we'd", "me":
			sellerInSentence = true
		}
	}
	for p, i := range nf {
		t := &toks[i]
		if covered[i] > 0 {
			continue
		}
		if from, ok := d.lowerPriceOffer(nf, p); ok {
			e := t.e
			if p+1 < len(nf) {
				if _, sc := scaleWords[toks[nf[p+1]].norm]; sc {
					e = toks[nf[p+1]].e
				}
			}
			s := toks[nf[from]].s
			if n := covered[nf[from]]; n > 0 {
				// "I can match" + "$1,700": one concession, quoted whole
				s = toks[lexNF[lexHits[n-1].from]].s
				lexEnd[n-1] = -1
			}
			mark(s, e, "offers a lower price than the one on the table")
			continue
		}
		switch {
		case strings.HasPrefix(t.norm, "discount"):
			prev, next := "", ""
			if p > 0 {
				prev = toks[nf[p-1]].norm
			}
			if p+1 < len(nf) {
				next = toks[nf[p+1]].norm
			}
			// the verb ("the committee will discount anything a vendor
			// says") is no price cut: the noun is ("a discount", "10%
			// discount", "discount on the licence")
			priceSense := t.norm == "discounted" || t.norm == "discounts" && prev != "to" || prev == "a" || prev == "an" || prev == "the" ||
				prev == "our" || prev == "special" || prev == "extra" || prev == "bigger" || prev == "big" || prev == "small" ||
				prev == "%" || p > 0 && toks[nf[p-1]].isNum() || next == "on" || next == "of" || next == "off" || next == "for"
			if sellerInSentence && priceSense && prev != "payment" && prev != "pay" && prev != "volume" && prev != "their" && prev != "your" && prev != "early" {
				mark(t.s, t.e, "offers a discount")
			}
		case t.norm == "free":
			trial := false // a free trial, test or analysis is not a price cut
			for q := max(0, p-6); q < min(len(nf), p+3); q++ {
				switch toks[nf[q]].norm {
				case "try", "trial", "pilot", "test", "sample", "survey", "analysis", "assessment", "download",
					"setup", "run", "check", "review", "audit", "demo", "consultation", "estimate", "quote":
					trial = true
				}
			}
			prev := ""
			if p > 0 {
				prev = toks[nf[p-1]].norm
			}
			next := ""
			if p+1 < len(nf) {
				next = toks[nf[p+1]].norm
			}
			period := durationUnits[prev] || durationUnits[next]
			if availableNouns[prev] {
				trial = true // "two installation crews free for the year": available, not given away
			}
			if !trial && !policy && (sellerInSentence || period) && (prev == "for" || period || next == "for") {
				// quote the whole give-away: "the first two months for free"
				from := p
				for from > 0 && p-from < 5 {
					w := &toks[nf[from-1]]
					if w.norm == "for" || w.norm == "first" || w.norm == "the" || w.norm == "a" || w.isNum() || durationUnits[w.norm] {
						from--
						continue
					}
					break
				}
				e := t.e
				if durationUnits[next] {
					e = toks[nf[p+1]].e
				}
				mark(toks[nf[from]].s, e, "gives the product away")
			}
		}
	}
	for j, h := range lexHits {
		if lexEnd[j] >= 0 && !measureNotPrice(toks, lexNF, h) {
			mark(toks[lexNF[h.from]].s, lexEnd[j], "price concession")
		}
	}
	return n
}

// theirConcession reports whether the concession found at byte offset at
// is someone else's: reading back through its sentence, a third party (they,
// their, a rival, a company the scenario names) comes before any word of
// the seller's ("RouteLine at 15% off is a real offer", "their renewal
// offer takes 15% off"). The seller's own ("whatever they quote, we'll beat
// it") meets "we'll" first.
func (d *doc) theirConcession(at int) bool {
	k := -1
	for i := range d.toks {
		if d.toks[i].s >= at {
			k = i
			break
		}
	}
	if k < 0 {
		return false
	}
	sent := d.toks[k].sent
	for i := k - 1; i >= 0 && d.toks[i].sent == sent; i-- {
		t := &d.toks[i]
		switch t.norm {
		case "i", "we", "i'll", "we'll", "i'm", "we're", "i'd", "we'd", "me", "us", "our", "my", "i've", "we've":
			return false
		case "they", "their", "they're", "they've", "they'll", "they'd", "competitor", "competitor's", "competitors",
			"rival", "rival's", "rivals", "incumbent", "incumbent's":
			return true
		}
		if i == d.sents[sent].first && i+1 < len(d.toks) && d.toks[i+1].s > t.e && d.text[t.e] == ',' {
			continue // the buyer's name said to them ("Reza, I'll match 380")
		}
		if w := d.text[t.s:t.e]; w != "" && unicode.IsUpper([]rune(w)[0]) &&
			(d.bc.namesCompany(t.norm) || strings.HasSuffix(t.norm, "'s") && !stopwords[strings.TrimSuffix(t.norm, "'s")]) {
			return true // a company the card names, or any "Autodesk's"
		}
	}
	return false
}

// namesCompany reports whether word (lower case) is written with a capital
// in the middle of a sentence of the scenario: a name the card gives
// ("pays £2,900 a month for RouteLine"), not our own.
func (bc *buyerContext) namesCompany(word string) bool {
	if len(word) < 3 || stopwords[word] {
		return false
	}
	for _, c := range bc.clauses {
		fs := strings.Fields(c)
		for i, f := range fs {
			if i == 0 && (stopwords[strings.ToLower(f)] || commonWords[strings.ToLower(f)] || len(f) < 4) {
				continue // a clause's first word is capitalised anyway
			}
			f = strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			f = strings.TrimSuffix(strings.TrimSuffix(f, "’s"), "'s")
			if f != "" && unicode.IsUpper([]rune(f)[0]) && strings.ToLower(f) == strings.TrimSuffix(strings.TrimSuffix(word, "'s"), "’s") {
				return true
			}
		}
	}
	return false
}

// discountCandidates reports whether a stream holds a token detectDiscounts
// looks at besides its lexicon: an amount of money (a lower price), "discount…" or
// "free".
func discountCandidates(toks []token, nf []int) bool {
	for _, i := range nf {
		if t := &toks[i]; isMoneyAt(toks, i) || t.norm == "free" || strings.HasPrefix(t.norm, "discount") {
			return true
		}
	}
	return false
}

// classifyQuestion decides what kind of question a sentence asks.
func classifyQuestion(toks []token, nf, content []int) qKind {
	if len(content) == 0 {
		return qOther
	}
	if n, _ := pushyQuestionLex.match(toks, nf, 0); n > 0 || len(pushyQuestionLex.scan(toks, nf)) > 0 {
		return qPushy
	}
	// skip conjunctions and interjections at the start
	start := 0
	for start < len(content)-1 {
		switch toks[content[start]].norm {
		case "so", "and", "but", "then", "also", "now", "okay", "oh", "sure", "hey", "hi", "right", "look", "honestly":
			start++
			continue
		}
		break
	}
	c := content[start:]
	w0 := toks[c[0]].norm
	w1 := ""
	if len(c) > 1 {
		w1 = toks[c[1]].norm
	}
	last := toks[content[len(content)-1]].norm
	if last == "right" || last == "no" {
		return qRhetorical
	}
	if w0 == "what" && w1 == "if" && len(c) > 3 {
		// "What if we set it up in January?" proposes; "What if it fails?" does not.
		switch toks[c[2]].norm {
		case "we", "i", "you", "we'd", "i'd", "you'd", "we'll", "i'll":
			return qConfirm
		}
	}
	if n, _ := rhetoricalLex.match(toks, c, 0); n > 0 {
		return qRhetorical
	}
	if w0 == "what" && w1 == "do" && len(c) == 4 && toks[c[2]].norm == "you" && toks[c[3]].norm == "say" {
		return qConfirm // "What do you say?" closes; it asks nothing about the buyer
	}
	if len(c) <= 3 && followUp(toks, nf) {
		return qDiscovery // "And over a year?", "Per van?", "Per month or per year?" ask for the figure again in another unit
	}
	if len(c) <= 2 && !whWords[w0] && !auxWords[w0] && !modalStarts[w0] && len(discoveryOpeners.scan(toks, c)) == 0 {
		return qRhetorical // an echo or a scoff ("Lightspeed?", "Really?")
	}
	if sellerSubjects[w0] && !modalStarts[w1] && !auxWords[w1] {
		return qOther // a statement said with a rising tone ("Our thing texts them when the car's ready?")
	}
	for _, i := range c {
		if t := &toks[i]; auxWords[w0] && (t.ordinal || t.clock || calendarWords[t.norm]) && !(w1 == "that" || w1 == "this" || w1 == "it") {
			return qConfirm // "Does the 12th work, or is the following week better?" schedules ("Is that mostly the Friday runs?" asks)
		}
	}
	if n, _ := discoveryOpeners.match(toks, c, 0); n > 0 {
		return qDiscovery
	}
	if whWords[w0] {
		return qDiscovery
	}
	if auxWords[w0] {
		if (w1 == "that" || w1 == "this") && !choiceAbout(toks, c) {
			return qConfirm // "Is that fair?", "Does this work for you?"
		}
		return qDiscovery // "Is that mostly weekend cover, or across the week?" asks the buyer to choose
	}
	if modalStarts[w0] || w0 == "if" || w0 == "how" {
		return qConfirm
	}
	// "When you say …, is it …?" and similar: a wh-word early in the sentence
	for k := 0; k < len(c) && k < 4; k++ {
		if whWords[toks[c[k]].norm] {
			return qDiscovery
		}
	}
	// a question about the buyer's world without a wh-word ("Too high compared to what?")
	for _, i := range c {
		if whWords[toks[i].norm] || toks[i].norm == "or" {
			return qDiscovery
		}
	}
	if len(c) <= 3 { // "Fair?" "Deal?"
		return qConfirm
	}
	return qOther
}

// followUpWords ask for a figure the buyer gave in another unit or scope.
var followUpWords = toSet("per over across each total annual annually yearly monthly year month week day quarter")

// followUp reports whether a short question asks for the buyer's figure
// again in another unit or scope ("And over a year?", "Per van?").
func followUp(toks []token, nf []int) bool {
	for _, i := range nf {
		if followUpWords[toks[i].norm] {
			return true
		}
	}
	return false
}

// choiceAbout reports whether a yes/no question offers the buyer a choice
// between two things of theirs ("…, or across the week?"), not "or not".
func choiceAbout(toks []token, c []int) bool {
	for k, i := range c {
		if toks[i].norm == "or" && k+1 < len(c) && toks[c[k+1]].norm != "not" {
			return true
		}
	}
	return false
}

// nextStepStrength rates a sentence as a proposed next step: 1 concrete
// (proposal + action + when/how much), .6 a proposal with an action, .3 a
// proposal to "talk" or "learn more", 0 none.
func nextStepStrength(d *doc, si int, nf []int, f *sentFeat) float64 {
	toks := d.toks
	if f.q == qPushy || f.q == qRhetorical || (f.q == qDiscovery && f.content <= 30) || f.discount+f.pressure > 0 {
		return 0 // a step bought with a price cut or pushed with a deadline is not a next step
	}
	prop := imperativeOnly(toks, nf, d.scan(proposalLex, nf))
	if len(prop) == 0 && f.q != qConfirm {
		return 0
	}
	acts := d.scan(actionLex, nf)
	if f.q != qConfirm && !proposesAction(toks, nf, prop, acts) {
		acts = nil // "I'll be honest, … what Harbour Re have put on the table" proposes nothing
	}
	vague := d.scan(vagueActionLex, nf)
	vc := d.has(vagueCloseLex, nf)
	if len(acts) == 0 {
		if len(vague) > 0 || vc {
			return 0.3
		}
		return 0
	}
	concrete := d.has(timeLex, nf)
	for k, i := range nf {
		t := &toks[i]
		if t.ordinal || t.clock {
			concrete = true
		}
		if k+1 < len(nf) && (t.isNum() && !t.money && !t.pct || t.norm == "a" || t.norm == "one" || t.norm == "single") {
			nx := &toks[nf[k+1]]
			if durationUnits[nx.norm] || (t.isNum() && !nx.isNum() && nx.role == roleNone && len(nx.norm) > 2 && !stopwords[nx.norm]) ||
				((t.norm == "one" || t.norm == "single") && nx.role == roleNone && !stopwords[nx.norm] && len(nx.norm) > 2) {
				concrete = true
			}
		}
	}
	if vc && !concrete {
		return 0.3
	}
	// an offer to introduce a reference inside a proof point ("… and I can
	// put you in touch with their ops lead") is proof; it is a concrete step
	// only with a day to it
	if (containsSeq(toks, nf, "in", "touch") || containsNorm(toks, nf, "introduce")) && !specificWhen(toks, nf) {
		concrete = false
	}
	s := 0.6
	if concrete {
		s = 1
	}
	return s
}

// imperativeOnly drops the bare verbs of the proposal lexicon ("put",
// "try") where they do not open a clause: "…; put the warranty sheets side
// by side" proposes, "We don't put a bot between you and customers" does not.
func imperativeOnly(toks []token, nf []int, prop []hit) []hit {
	out := prop[:0]
	for _, h := range prop {
		if h.from > 0 && h.to-h.from == 1 && (h.ph.text == "put" || h.ph.text == "try") && !toks[nf[h.from-1]].punctAfter {
			continue
		}
		out = append(out, h)
	}
	return out
}

// proposesAction reports whether an action is what a proposal proposes: in
// the same clause after it ("could we trial two greenhouses", "I'd like to
// bring our engineer on the 12th to sample your liquor"), or just before it
// ("a pilot, if you'd like"), not a word of another clause ("I'll be
// honest, I know … what Harbour Re have put on the table"). A bare verb
// opening a clause ("put the sheets side by side") is both.
func proposesAction(toks []token, nf []int, prop, acts []hit) bool {
	for _, p := range prop {
		for _, a := range acts {
			switch {
			case a.from == p.from && p.to-p.from == 1:
				return true // the imperative itself (imperativeOnly kept it)
			case a.from >= p.to:
				sameClause := true
				for k := p.to - 1; k < a.from && k < len(nf); k++ {
					if k >= 0 && toks[nf[k]].punctAfter {
						sameClause = false
						break
					}
				}
				if sameClause {
					return true
				}
			case a.to <= p.from && p.from-a.to <= 3:
				return true
			}
		}
	}
	return false
}

// totals aggregates the sentence features and records structural evidence.
func (d *doc) totals() {
	toks := d.toks
	for i := range toks {
		t := &toks[i]
		switch t.role {
		case roleFiller:
			if !t.fillerCont {
				d.fillers++
			}
		case roleHedge:
			if t.weight > 0 {
				d.hedges++
				d.hedgeWeight += t.weight
			}
		case roleVague:
			if i == 0 || toks[i-1].role != roleVague {
				d.vague++
			}
		case roleQuiet:
			d.quietHedges++
			d.hedgeWeight += t.weight // the score keeps the signal; the report does not show it
			d.quietWeight += t.weight
		case roleNone:
			d.contentWords++
		}
	}
	stems := d.lex.counts(len(toks) / 2)
	for i := range toks {
		t := &toks[i]
		if t.role == roleNone && !t.isNum() && len(t.norm) >= 4 && !t.in(inStop|inYou|inWe) {
			stems[t.stem]++
		}
	}
	for st, n := range stems {
		if n >= 4 && float64(n) >= 0.06*float64(d.contentWords) {
			d.repeated = append(d.repeated, st)
		}
	}
	sort.Strings(d.repeated)

	d.nextSent = -1
	firstCounted, lastCounted := -1, -1
	for si := range d.feats {
		f := &d.feats[si]
		if f.content == 0 {
			continue
		}
		if firstCounted < 0 {
			firstCounted = si
		}
		lastCounted = si
		d.countedSents++
		d.you += f.you
		d.we += f.we
		if f.specific {
			d.specificSents++
			d.youSpecific += f.you
		}
		for _, c := range f.concepts {
			d.conceptsCovered[c] = true
		}
		for _, q := range f.quantities {
			d.quantities++
			switch {
			case q.madeUp:
				d.madeUp++
			case q.relevant:
				d.relevantNums++
				if q.echo || q.derived {
					d.echoNums++
				}
				if q.echo {
					d.echoExact++
				} else if q.derived {
					d.echoDerived++
				}
			case q.irrelevant:
				d.irrelevantNums++
			}
		}
		st := &d.sents[si]
		if f.offerTied {
			d.offerTied++
		}
		if f.value {
			d.valueSents++
			if f.quantValue {
				d.quantValueSents++
			}
			d.ev.add(d.text, "value", "positive", st.s, st.e, "value tied to the buyer's situation")
		}
		if f.proof {
			d.proofSents++
			d.ev.add(d.text, "proof", "positive", st.s, st.e, "proof the buyer can check")
		}
		switch f.q {
		case qNone:
		default:
			d.questions++
		}
		switch f.q {
		case qDiscovery:
			w := 0.5
			if f.qRelevant {
				w = 1
			}
			d.discovery += w
			d.discoveryN++
			d.ev.add(d.text, "discovery", "positive", st.s, st.e, "discovery question")
		case qRhetorical:
			d.rhetorical++
			d.ev.add(d.text, "discovery", "negative", st.s, st.e, "rhetorical question: asks nothing the buyer can answer")
		case qPushy:
			d.pushyQ++
			d.ev.add(d.text, "pressure", "negative", st.s, st.e, "pushy question")
		}
		if f.next > d.next || (f.next == d.next && f.next > 0) {
			if f.next > d.next || d.nextSent < 0 {
				d.nextSent = si
			}
			d.next = math.Max(d.next, f.next)
		}
		if f.vagueClose {
			d.vagueCloses++
			d.ev.add(d.text, "nextStep", "negative", st.s, st.e, "leaves the next step to the buyer")
		}
		if f.selfClaim {
			d.selfClaims++
			d.ev.add(d.text, "customerFocus", "negative", st.s, st.e, "about the seller, not the buyer")
		}
		if f.flattery || f.emptyYou {
			d.emptyPraise++
		}
		if f.flattery {
			d.flattery++
		}
		if f.emptyYou {
			d.emptyYou++
			if !f.flattery {
				d.ev.add(d.text, "customerFocus", "negative", st.s, st.e, "says \"you\" but nothing about the buyer's situation")
			}
		}
		d.buzz += f.buzz
		d.overclaim += f.overclaim
		d.pressure += f.pressure
		d.bash += f.bash
		d.argue += f.argue
		d.dismiss += f.dismiss
		d.discount += f.discount
		d.typeHits += f.typeHits
	}
	if d.nextSent >= 0 {
		st := &d.sents[d.nextSent]
		note := "concrete next step"
		kind := "positive"
		switch {
		case d.next < 0.5:
			note, kind = "next step with no action or time", "negative"
		case d.next < 1:
			note = "proposes a next step, but without a time or scope"
		}
		d.ev.addKey(d.text, "nextStep", kind, st.s, st.e, note)
	}
	if firstCounted >= 0 {
		f := &d.feats[firstCounted]
		relQ := 0
		for _, q := range f.quantities {
			if q.relevant {
				relQ++
			}
		}
		// a sentence about the seller's product ("Our CI platform offers
		// remote caching …") is not the buyer's situation, whatever its terms
		// "the market sits at 75%" beside the buyer's own 68% is still their situation
		d.openingTies = !f.flattery && ((!f.market && !f.history) || hasEcho(f)) && !hasMadeUp(f) && (!f.seller || f.you > 0) &&
			(len(f.concepts) >= 2 || relQ > 0)
		lf := &d.feats[lastCounted]
		d.closes = lf.q == qDiscovery || lf.q == qConfirm || lf.next >= 0.6 ||
			(lastCounted > 0 && d.feats[lastCounted-1].next >= 0.6)
		if d.openingTies {
			st := &d.sents[firstCounted]
			d.ev.addKey(d.text, "structure", "positive", st.s, st.e, "opens with the buyer's situation")
		}
	}
	for si := range d.feats {
		if d.feats[si].content > 40 {
			st := &d.sents[si]
			d.ev.add(d.text, "structure", "negative", st.s, st.e, "very long sentence")
		}
	}
	for _, r := range d.repeated {
		for i := range toks {
			if toks[i].role == roleNone && toks[i].stem == r {
				d.ev.add(d.text, "repetition", "negative", toks[i].s, toks[i].e, "word repeated without adding information")
				break
			}
		}
	}
	if d.bc.hasContext {
		shown := map[string]bool{}
		for si := range d.sents {
			st := &d.sents[si]
			for i := st.first; i < st.last && len(shown) < 8; i++ {
				if toks[i].role != roleNone {
					continue
				}
				// "own terms": the buyer's word itself, not a synonym of it
				if k := d.keys[i]; k != "" && d.bc.concepts[k] && d.bc.stems[toks[i].stem] && !shown[k] {
					shown[k] = true
					d.ev.add(d.text, "customerFocus", "positive", toks[i].s, toks[i].e, "uses the buyer's own terms")
				}
			}
		}
	}
}

// specificWhen reports whether a sentence names a day or a time: a
// weekday, a date, a clock time, "tomorrow", "this/next week".
func specificWhen(toks []token, nf []int) bool {
	for k, i := range nf {
		t := &toks[i]
		if t.ordinal || t.clock {
			return true
		}
		switch t.norm {
		case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "today":
			return true
		case "january", "february", "march", "april", "may", "june", "july", "august", "september",
			"october", "november", "december":
			if k+1 < len(nf) && toks[nf[k+1]].isNum() {
				return true
			}
		case "week":
			if k > 0 && (toks[nf[k-1]].norm == "this" || toks[nf[k-1]].norm == "next") {
				return true
			}
		}
	}
	return false
}

// containsSeq reports whether the words appear consecutively in the stream.
func containsSeq(toks []token, idx []int, words ...string) bool {
	for p := 0; p+len(words) <= len(idx); p++ {
		ok := true
		for k, w := range words {
			if toks[idx[p+k]].norm != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
