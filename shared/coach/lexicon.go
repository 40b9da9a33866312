package coach

import (
	"sort"
	"strconv"
	"strings"
)

// A lexicon is a list of phrases matched token by token. Phrase syntax:
//   - words are matched against the token's normalised form;
//   - "word*" matches any token starting with "word";
//   - "#" matches any number, "%" a percentage, "$" an amount of money,
//     "*" any single token;
//   - a trailing "|0.5" sets the phrase weight (default 1).
//
// Matches never cross a sentence boundary, and the longest phrase wins.
// After the first word, tokens that carry no content (fillers, hedges,
// buzzwords, vague intensifiers) are skipped when they do not match, so
// "you're, um, maybe wrong" still matches "you're wrong". A positive lexicon
// (one that earns credit) only starts a match on a content word. Together
// these keep scores monotone: inserting a filler, hedge or buzzword can
// neither break a penalised phrase nor create a rewarded one.
type lexicon struct {
	byFirst  map[string][]phrase
	byPrefix map[string][]phrase // "word*" first elements, keyed by their first 3 bytes
	numFirst []phrase            // phrases starting with #, % or $
	anyFirst []phrase            // phrases starting with * or a short prefix
	positive bool
}

// newPositiveLexicon is newLexicon for phrases that earn credit.
func newPositiveLexicon(items ...string) *lexicon {
	lx := newLexicon(items...)
	lx.positive = true
	return lx
}

type phrase struct {
	words  []string
	weight float64
	text   string
}

func newLexicon(items ...string) *lexicon {
	lx := &lexicon{byFirst: map[string][]phrase{}, byPrefix: map[string][]phrase{}}
	for _, it := range items {
		w := 1.0
		if i := strings.LastIndexByte(it, '|'); i >= 0 {
			if f, err := strconv.ParseFloat(it[i+1:], 64); err == nil {
				w = f
			}
			it = it[:i]
		}
		words := strings.Fields(strings.ToLower(strings.ReplaceAll(it, "-", " ")))
		if len(words) == 0 {
			continue
		}
		p := phrase{words: words, weight: w, text: it}
		switch first := words[0]; {
		case first == "#" || first == "%" || first == "$":
			lx.numFirst = append(lx.numFirst, p)
		case first == "*" || (isWildcard(first) && len(first) < 4):
			lx.anyFirst = append(lx.anyFirst, p)
		case isWildcard(first):
			lx.byPrefix[first[:3]] = append(lx.byPrefix[first[:3]], p)
		default:
			lx.byFirst[first] = append(lx.byFirst[first], p)
		}
	}
	longestFirst := func(ps []phrase) {
		sort.SliceStable(ps, func(i, j int) bool { return len(ps[i].words) > len(ps[j].words) })
	}
	for _, m := range []map[string][]phrase{lx.byFirst, lx.byPrefix} {
		for k := range m {
			longestFirst(m[k])
		}
	}
	longestFirst(lx.numFirst)
	longestFirst(lx.anyFirst)
	return lx
}

// maxSkip bounds how many non-content tokens one phrase match may skip,
// which keeps matching linear on pathological input.
const maxSkip = 6

func isWildcard(w string) bool {
	return w == "#" || w == "%" || w == "$" || w == "*" || (len(w) > 1 && strings.HasSuffix(w, "*"))
}

func wordMatches(pat string, t *token) bool {
	switch pat {
	case "#":
		return t.isNum()
	case "%":
		return t.pct
	case "$":
		return t.money
	case "*":
		return true
	}
	if len(pat) > 1 && strings.HasSuffix(pat, "*") {
		return strings.HasPrefix(t.norm, pat[:len(pat)-1])
	}
	return t.norm == pat
}

// match tries the lexicon at position p of the stream (indices into toks).
// It returns how many stream positions matched (0 for none) and the phrase.
func (lx *lexicon) match(toks []token, stream []int, p int) (int, *phrase) {
	if p >= len(stream) {
		return 0, nil
	}
	first := &toks[stream[p]]
	if lx.positive && first.role != roleNone {
		return 0, nil
	}
	try := func(ps []phrase) (int, *phrase) {
		for i := range ps {
			ph := &ps[i]
			if p+len(ph.words) > len(stream) {
				continue
			}
			q := p
			ok := true
			skipped := 0
			for k, w := range ph.words {
				for {
					if q >= len(stream) || toks[stream[q]].sent != first.sent {
						ok = false
						break
					}
					t := &toks[stream[q]]
					if wordMatches(w, t) {
						q++
						break
					}
					if k == 0 || t.role == roleNone || skipped == maxSkip {
						ok = false
						break
					}
					q++ // skip a non-content token inside the phrase
					skipped++
				}
				if !ok {
					break
				}
			}
			if ok {
				return q - p, ph
			}
		}
		return 0, nil
	}
	n, ph := try(lx.byFirst[first.norm])
	consider := func(ps []phrase) {
		if len(ps) == 0 {
			return
		}
		if n2, p2 := try(ps); n2 > n {
			n, ph = n2, p2
		}
	}
	if len(first.norm) >= 3 {
		consider(lx.byPrefix[first.norm[:3]])
	}
	if first.isNum() {
		consider(lx.numFirst)
	}
	consider(lx.anyFirst)
	return n, ph
}

// hit is one lexicon match: stream positions [from, to) and the phrase.
type hit struct {
	from, to int // stream positions
	ph       *phrase
}

// scan returns the non-overlapping matches of lx in the stream, left to right.
func (lx *lexicon) scan(toks []token, stream []int) []hit {
	var hits []hit
	for p := 0; p < len(stream); {
		n, ph := lx.match(toks, stream, p)
		if n == 0 {
			p++
			continue
		}
		hits = append(hits, hit{p, p + n, ph})
		p += n
	}
	return hits
}

// ---------------------------------------------------------------------------
// The word lists. Their words are in lexicon.txt, one section each (loaded
// by lexdata.go); the comments there say what each list is for.

// Delivery: fillers, hedges, buzzwords, vague intensifiers.
var (
	fillerWords = lexData.set("fillerWords") // see markFillers for the position-dependent ones
	hedgeLex    = newLexicon(lexData.phrases("hedge")...)
	buzzLex     = newLexicon(lexData.phrases("buzz")...)
	vagueLex    = newLexicon(lexData.phrases("vague")...)
)

// Tone: overclaiming, pressure, bashing, arguing, dismissing, discounts,
// vague closes.
var (
	overclaimLex = newLexicon(lexData.phrases("overclaim")...)
	pressureLex  = newLexicon(lexData.phrases("pressure")...)
	bashLex      = newLexicon(lexData.phrases("bash")...)
	argueLex     = newLexicon(lexData.phrases("argue")...)
	dismissLex   = newLexicon(lexData.phrases("dismiss")...)
	// discountLex lists price concessions. Bare "discount" and "free" need
	// more context and are handled in code (see detectDiscounts).
	discountLex   = newLexicon(lexData.phrases("discount")...)
	vagueCloseLex = newLexicon(lexData.phrases("vagueClose")...)
)

// Structure of a reply to an objection.
var (
	ackLex         = newPositiveLexicon(lexData.phrases("ack")...)
	ackOpeners     = newPositiveLexicon(lexData.phrases("ackOpeners")...) // only when they open the reply
	proposalLex    = newPositiveLexicon(lexData.phrases("proposal")...)
	actionLex      = newPositiveLexicon(lexData.phrases("action")...)
	vagueActionLex = newLexicon(lexData.phrases("vagueAction")...)
	timeLex        = newPositiveLexicon(lexData.phrases("time")...)
	calendarWords  = lexData.set("calendarWords")
	durationUnits  = lexData.set("durationUnits")
)

// Value and proof.
var (
	outcomeLex  = newPositiveLexicon(lexData.phrases("outcome")...)
	peerNouns   = lexData.set("peerNouns")
	proofLex    = newPositiveLexicon(lexData.phrases("proof")...)
	marketLex   = newLexicon(lexData.phrases("market")...)
	historyLex  = newLexicon(lexData.phrases("history")...)
	flatteryLex = newLexicon(lexData.phrases("flattery")...)
	offerLex    = newPositiveLexicon(lexData.phrases("offer")...)
)

// Questions.
var (
	pushyQuestionLex = newLexicon(lexData.phrases("pushyQuestion")...)
	logisticsLex     = newLexicon(lexData.phrases("logistics")...)
	availabilityLex  = newLexicon(lexData.phrases("availability")...)
	rhetoricalLex    = newLexicon(lexData.phrases("rhetorical")...)
	discoveryOpeners = newPositiveLexicon(lexData.phrases("discoveryOpeners")...)
	whWords          = lexData.set("whWords")
	auxWords         = lexData.set("auxWords")
	modalStarts      = lexData.set("modalStarts")
)

// objectionTypeLex is, per objection type, what a reply should talk about.
var objectionTypeLex = map[string]*lexicon{
	"price":       newPositiveLexicon(lexData.phrases("objection price")...),
	"timing":      newPositiveLexicon(lexData.phrases("objection timing")...),
	"trust":       newPositiveLexicon(lexData.phrases("objection trust")...),
	"authority":   newPositiveLexicon(lexData.phrases("objection authority")...),
	"competition": newPositiveLexicon(lexData.phrases("objection competition")...),
	"need":        newPositiveLexicon(lexData.phrases("objection need")...),
}

// ---------------------------------------------------------------------------
// Context words.

// stopwords never count as the buyer's context terms.
var stopwords = lexData.set("stopwords")

func toSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// conceptGroups map words with the same business meaning to one concept, so a
// rep who says "attrition" matches a buyer who said "turnover".
var conceptGroups = lexData.groups("conceptGroups")

var conceptOf = func() map[string]string {
	m := map[string]string{}
	for _, g := range conceptGroups {
		id := "~" + stem(g[0])
		for _, w := range g {
			m[stem(w)] = id
		}
	}
	return m
}()

// concept returns the concept key for a token stem.
func concept(st string) string {
	if c, ok := conceptOf[st]; ok {
		return c
	}
	return st
}

var (
	youWords       = lexData.set("youWords")
	weWords        = lexData.set("weWords")
	sellerSubjects = lexData.set("sellerSubjects")
)
