package coach

import (
	"math/bits"
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
	bit      uint64 // this lexicon's bit in a start mask (see startMasks); 0 when it has none
}

// Start masks let a scan skip, without a map lookup, the tokens at which a
// lexicon has no phrase keyed by the token's word or prefix: each of the
// first 64 lexicons built gets one bit, and firstEntries and prefixEntries
// hold, per word and per 3-byte prefix, the bits of the lexicons keyed by it
// (and their phrase lists).
// Lexicons are built at package initialisation, so these are read-only after.
var (
	lexiconsBuilt int
	builtLexicons []*lexicon // every lexicon, for the tests of the masks
	prefixLead    [256]bool  // the first bytes of the keys of prefixEntries

	// firstEntries and prefixEntries hold, per word and per 3-byte prefix,
	// the phrase lists of the lexicons keyed by it (see startEntry).
	firstEntries  = map[string]*startEntry{}
	prefixEntries = map[string]*startEntry{}

	// firstKeys and prefixKeys filter the lookups: a word that fails them
	// is no key of firstEntries or prefixEntries.
	firstKeys  keyFilter
	prefixKeys [32][32]uint32 // per first two bytes (low five bits), the third bytes' bits
)

// startEntry is what the lexicons with a bit hold under one key (a word or a
// 3-byte prefix): bits are the lexicons keyed by it, and lists their phrase
// lists (lx.byFirst[key] or lx.byPrefix[key], the same slices), in bit
// order, so a lexicon finds its list without a map lookup.
type startEntry struct {
	bits  uint64
	lists [][]phrase
}

// list returns the phrases of the lexicon with the bit under the entry's key.
func (e *startEntry) list(bit uint64) []phrase {
	if e == nil || e.bits&bit == 0 {
		return nil
	}
	return e.lists[bits.OnesCount64(e.bits&(bit-1))]
}

// startRef is a token's entries: by its word and by its first 3 bytes.
type startRef struct{ word, prefix *startEntry }

// startMasks returns, for each token, the bits of the lexicons that have a
// phrase keyed by its word or by its first 3 bytes (a lexicon without a bit
// is looked up at every token), and the token's entries (see startRef).
// m and refs are arrays to reuse (nil for none).
func startMasks(toks []token, m []uint64, refs []startRef) ([]uint64, []startRef) {
	if cap(m) < len(toks) || cap(refs) < len(toks) {
		m, refs = make([]uint64, len(toks)), make([]startRef, len(toks))
	}
	m, refs = m[:len(toks)], refs[:len(toks)]
	for i := range toks {
		r := &refs[i]
		if v := toks[i].voc; v != 0 {
			r.word, r.prefix = vocabWords[v].word, vocabWords[v].prefix
		} else {
			r.word, r.prefix = startEntriesOf(toks[i].norm)
		}
		m[i] = 0
		if r.word != nil {
			m[i] = r.word.bits
		}
		if r.prefix != nil {
			m[i] |= r.prefix.bits
		}
	}
	return m, refs
}

// startEntriesOf is the start entries of a word: by the word and by its
// first 3 bytes (nil for none).
func startEntriesOf(norm string) (word, prefix *startEntry) {
	if mayBeKey(norm, &firstKeys) {
		word = firstEntries[norm]
	}
	if len(norm) >= 3 && prefixLead[norm[0]] && prefixKeys[norm[0]&31][norm[1]&31]&(1<<(norm[2]&31)) != 0 {
		prefix = prefixEntries[norm[:3]]
	}
	return word, prefix
}

// newPositiveLexicon is newLexicon for phrases that earn credit.
func newPositiveLexicon(items ...string) *lexicon {
	lx := newLexicon(items...)
	lx.positive = true
	return lx
}

type phrase struct {
	words  []string
	kinds  []wordKind // how each word matches (see matches)
	weight float64
	text   string
}

// wordKind says how a phrase word matches a token; it is worked out once
// when the lexicon is built.
type wordKind uint8

const (
	wordExact  wordKind = iota // the token's normalised form
	wordPrefix                 // "word*": a token starting with "word"
	wordNum                    // "#"
	wordPct                    // "%"
	wordMoney                  // "$"
	wordAny                    // "*"
)

func wordKindOf(w string) wordKind {
	switch w {
	case "#":
		return wordNum
	case "%":
		return wordPct
	case "$":
		return wordMoney
	case "*":
		return wordAny
	}
	if len(w) > 1 && strings.HasSuffix(w, "*") {
		return wordPrefix
	}
	return wordExact
}

// matches reports whether the k-th word of the phrase matches t.
func (ph *phrase) matches(k int, t *token) bool {
	w := ph.words[k]
	var kind wordKind
	if k < len(ph.kinds) {
		kind = ph.kinds[k]
	} else {
		kind = wordKindOf(w) // a phrase built without newLexicon
	}
	switch kind {
	case wordNum:
		return t.isNum()
	case wordPct:
		return t.pct
	case wordMoney:
		return t.money
	case wordAny:
		return true
	case wordPrefix:
		return strings.HasPrefix(t.norm, w[:len(w)-1])
	}
	return t.norm == w
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
		p := phrase{words: words, kinds: make([]wordKind, len(words)), weight: w, text: it}
		for k, word := range words {
			p.kinds[k] = wordKindOf(word)
		}
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
	builtLexicons = append(builtLexicons, lx)
	if lexiconsBuilt < 64 {
		lx.bit = 1 << lexiconsBuilt
		lexiconsBuilt++
		for k := range lx.byPrefix {
			prefixLead[k[0]] = true
		}
		addEntries(firstEntries, lx.byFirst, lx.bit)
		addEntries(prefixEntries, lx.byPrefix, lx.bit)
		for k := range lx.byFirst {
			firstKeys.add(k)
		}
		for k := range lx.byPrefix {
			prefixKeys[k[0]&31][k[1]&31] |= 1 << (k[2] & 31)
		}
	}
	return lx
}

// addEntries appends the lists of a lexicon, whose bit is above those of
// every lexicon added before, to the entries of their keys.
func addEntries(entries map[string]*startEntry, lists map[string][]phrase, bit uint64) {
	for k, ps := range lists {
		e := entries[k]
		if e == nil {
			e = &startEntry{}
			entries[k] = e
		}
		e.bits |= bit
		e.lists = append(e.lists, ps)
	}
}

// maxSkip bounds how many non-content tokens one phrase match may skip,
// which keeps matching linear on pathological input.
const maxSkip = 6

func isWildcard(w string) bool {
	return w == "#" || w == "%" || w == "$" || w == "*" || (len(w) > 1 && strings.HasSuffix(w, "*"))
}

// match tries the lexicon at position p of the stream (indices into toks).
// It returns how many stream positions matched (0 for none) and the phrase.
func (lx *lexicon) match(toks []token, stream []int, p int) (int, *phrase) {
	return lx.matchMasked(toks, nil, nil, stream, p)
}

// matchMasked is match with the start masks of toks and their entries
// (startRefs; nil for none: then the lexicon's maps are looked up).
func (lx *lexicon) matchMasked(toks []token, starts []uint64, refs []startRef, stream []int, p int) (int, *phrase) {
	if p >= len(stream) {
		return 0, nil
	}
	first := &toks[stream[p]]
	if lx.positive && first.role != roleNone {
		return 0, nil
	}
	keyed := starts == nil || lx.bit == 0 || starts[stream[p]]&lx.bit != 0
	if !keyed && lx.unkeyedNone(first) {
		return 0, nil
	}
	sent := first.sent
	var n int
	var ph *phrase
	consider := func(ps []phrase) {
		if len(ps) == 0 {
			return
		}
		if n2, p2 := tryPhrases(ps, toks, stream, p, sent, false); n2 > n {
			n, ph = n2, p2
		}
	}
	switch {
	case keyed && refs != nil && lx.bit != 0:
		r := &refs[stream[p]]
		n, ph = tryPhrases(r.word.list(lx.bit), toks, stream, p, sent, true)
		consider(r.prefix.list(lx.bit))
	case keyed:
		n, ph = tryPhrases(lx.byFirst[first.norm], toks, stream, p, sent, true)
		if len(first.norm) >= 3 && len(lx.byPrefix) > 0 {
			consider(lx.byPrefix[first.norm[:3]])
		}
	}
	if first.isNum() {
		consider(lx.numFirst)
	}
	consider(lx.anyFirst)
	return n, ph
}

// tryPhrases returns the first of ps (longest first) that matches the
// stream at p within sentence sent, and how many stream positions it takes.
// keyed says the phrases are those keyed by the token's word (byFirst):
// their first word is the token's, so matching starts at the second.
func tryPhrases(ps []phrase, toks []token, stream []int, p int, sent int, keyed bool) (int, *phrase) {
	k0 := 0
	if keyed {
		k0 = 1
	}
	for i := range ps {
		ph := &ps[i]
		if p+len(ph.words) > len(stream) {
			continue
		}
		q := p + k0
		ok := true
		skipped := 0
		for k := k0; k < len(ph.words); k++ {
			w := ph.words[k]
			for {
				if q >= len(stream) {
					ok = false
					break
				}
				t := &toks[stream[q]]
				if t.sent != sent {
					ok = false
					break
				}
				var m bool
				if k < len(ph.kinds) && ph.kinds[k] == wordExact {
					m = t.norm == w
				} else {
					m = ph.matches(k, t)
				}
				if m {
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

// unkeyedNone reports whether no phrase of lx that is not keyed by a word
// or prefix can start at t.
func (lx *lexicon) unkeyedNone(t *token) bool {
	return len(lx.anyFirst) == 0 && (len(lx.numFirst) == 0 || !t.isNum())
}

// cannotStart reports, from the start masks, that no phrase of lx starts at
// token i without trying any.
func (lx *lexicon) cannotStart(toks []token, starts []uint64, i int) bool {
	return starts != nil && lx.bit != 0 && starts[i]&lx.bit == 0 && lx.unkeyedNone(&toks[i])
}

// hit is one lexicon match: stream positions [from, to) and the phrase.
type hit struct {
	from, to int // stream positions
	ph       *phrase
}

// scan returns the non-overlapping matches of lx in the stream, left to right.
func (lx *lexicon) scan(toks []token, stream []int) []hit {
	return lx.scanMasked(toks, nil, nil, stream)
}

// scanMasked is scan with the start masks of toks and their entries (nil
// for none).
func (lx *lexicon) scanMasked(toks []token, starts []uint64, refs []startRef, stream []int) []hit {
	return lx.scanInto(nil, toks, starts, refs, stream)
}

// scanInto is scanMasked appending to hits.
func (lx *lexicon) scanInto(hits []hit, toks []token, starts []uint64, refs []startRef, stream []int) []hit {
	for p := 0; p < len(stream); {
		if lx.cannotStart(toks, starts, stream[p]) {
			p++
			continue
		}
		n, ph := lx.matchMasked(toks, starts, refs, stream, p)
		if n == 0 {
			p++
			continue
		}
		hits = append(hits, hit{p, p + n, ph})
		p += n
	}
	return hits
}

// found reports whether lx matches anywhere in the stream (scan's hits are
// not empty).
func (lx *lexicon) found(toks []token, starts []uint64, refs []startRef, stream []int) bool {
	for p, i := range stream {
		if lx.cannotStart(toks, starts, i) {
			continue
		}
		if n, _ := lx.matchMasked(toks, starts, refs, stream, p); n > 0 {
			return true
		}
	}
	return false
}

// streamMask sums up the start masks of a stream of the doc's tokens.
type streamMask struct {
	bits uint64 // the union of the tokens' start masks
	num  bool   // the stream holds a number
}

func (d *doc) streamMask(stream []int) streamMask {
	var m streamMask
	for _, i := range stream {
		m.bits |= d.starts[i]
		if d.toks[i].isNum() {
			m.num = true
		}
	}
	return m
}

// absentFrom reports, from a stream's mask, that lx cannot match anywhere in
// the stream.
func (lx *lexicon) absentFrom(m streamMask) bool {
	return lx.bit != 0 && m.bits&lx.bit == 0 && len(lx.anyFirst) == 0 && (len(lx.numFirst) == 0 || !m.num)
}

// scan is lx.scan over the doc's tokens, using their start masks. The hits
// are cut from the doc's arena (see docLex), not allocated a scan.
func (d *doc) scan(lx *lexicon, stream []int) []hit {
	var buf [8]hit
	return d.lex.keepHits(lx.scanInto(buf[:0], d.toks, d.starts, d.lex.refs, stream))
}

// docLex is a doc's lexicon state: its tokens' entries (startMasks), and
// the arenas that scan results and token lists are cut from. A piece cut
// from an arena is the caller's, capped at its length (an append to it
// copies), and is never handed out again.
type docLex struct {
	refs []startRef
	hits []hit
	ints []int
	strs []string
	qs   []quantity
	toks []token  // scratch tokens of a text read once (see hasOwnExample)
	bufs *docBufs // the pooled arrays of a long text (see docpool.go), or nil

	low    string // the text with its ASCII letters lowered, made by the tokenizer or lowerText
	lowSet bool   // lowerText has set low
}

// arenaAppend is append(s, v), taking the room from the arena when s is
// full.
func arenaAppend[T any](arena *[]T, s []T, v T) []T {
	if len(s) < cap(s) {
		return append(s, v)
	}
	n := max(2*len(s), 4)
	if cap(*arena)-len(*arena) < n {
		*arena = make([]T, 0, max(n, 32, 2*cap(*arena)))
	}
	k := len(*arena)
	*arena = (*arena)[:k+n]
	return append(append((*arena)[k:k:k+n], s...), v)
}

// keepHits copies h into the arena; nil when h is empty.
func (x *docLex) keepHits(h []hit) []hit {
	if len(h) == 0 {
		return nil
	}
	if cap(x.hits)-len(x.hits) < len(h) {
		x.hits = make([]hit, 0, max(64, len(h), 2*cap(x.hits))) // doubling: the pooled chunk ends up holding a whole doc
	}
	n := len(x.hits)
	x.hits = append(x.hits, h...)
	return x.hits[n:len(x.hits):len(x.hits)]
}

// take returns an empty list of token indices with room for n.
func (x *docLex) take(n int) []int {
	if cap(x.ints)-len(x.ints) < n {
		x.ints = make([]int, 0, max(256, n, 2*cap(x.ints)))
	}
	k := len(x.ints)
	x.ints = x.ints[:k+n]
	return x.ints[k : k : k+n]
}

// has reports whether lx matches anywhere in a stream of the doc's tokens.
func (d *doc) has(lx *lexicon, stream []int) bool {
	return lx.found(d.toks, d.starts, d.lex.refs, stream)
}

// match is lx.match over the doc's tokens, using their start masks.
func (d *doc) match(lx *lexicon, stream []int, p int) (int, *phrase) {
	return lx.matchMasked(d.toks, d.starts, d.lex.refs, stream, p)
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

// wordFlag marks a token's word as one of a word set that is looked up at
// nearly every token: a token carries its flags (set when it is made), so
// t.in(inYou) is youWords[t.norm] without the map lookup.
type wordFlag uint16

const (
	inStop          wordFlag = 1 << iota // stopwords
	inYou                                // youWords
	inWe                                 // weWords
	inFiller                             // fillerWords
	inContextFiller                      // contextFillers
	inFillerSkip                         // fillerSkip
	inSuperior                           // superiorWords
	inScarce                             // scarceNouns
	inPeer                               // peerNouns
	inCommon                             // commonWords
)

var (
	wordFlags = func() map[string]wordFlag {
		m := map[string]wordFlag{}
		for f, set := range map[wordFlag]map[string]bool{inStop: stopwords, inYou: youWords, inWe: weWords,
			inFiller: fillerWords, inContextFiller: contextFillers, inFillerSkip: fillerSkip,
			inSuperior: superiorWords, inScarce: scarceNouns, inPeer: peerNouns, inCommon: commonWords} {
			for w, ok := range set {
				if ok {
					m[w] |= f
				}
			}
		}
		return m
	}()
	wordFlagKeys = newKeyFilter(wordFlags)
)

// in reports whether the token's word is in the set of the flag.
func (t *token) in(f wordFlag) bool { return t.flags&f != 0 }

// vocBits maps words to bits, as a cue test that looks at every token
// wants (cueTok, tamperTok, unverifiableCue): its words are put in the
// vocabulary, and once that is built the bits are kept by vocabulary
// number, so a token's bits are one index (t.voc) rather than a map
// lookup. Until then, or if a word were missing from the vocabulary, the
// map answers.
type vocBits struct {
	m     map[string]uint16
	byVoc []uint16 // by vocabulary number (0: no word of m)
}

// vocBitSets are the vocBits made, built with the vocabulary.
var vocBitSets []*vocBits

func newVocBits(m map[string]uint16) *vocBits {
	b := &vocBits{m: m}
	vocBitSets = append(vocBitSets, b)
	return b
}

// of is the bits of the token's word (b.m[t.norm]).
func (b *vocBits) of(t *token) uint16 {
	if n := len(t.norm); b.byVoc == nil || n >= 2 && t.norm[n-2] == 0xC2 {
		return b.m[t.norm] // (superscriptUnits may have glued a "²" to a word of the vocabulary)
	}
	return b.byVoc[t.voc]
}

// build keeps the bits by vocabulary number.
func (b *vocBits) build() {
	by := make([]uint16, len(vocabWords))
	for w, v := range b.m {
		n := vocab.find(w)
		if n == 0 {
			return // (not in the vocabulary: the map answers)
		}
		by[n] = v
	}
	b.byVoc = by
}
