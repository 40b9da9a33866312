package coach

import "sync"

// A long text's analysis allocates a few arrays of one element a token
// (tokens, start masks, lexicon entries, context keys, the non-filler
// stream), its evidence and sentence features, and the arenas of its scans
// (docLex). An analysis that Analyze has finished hands them back here
// (releaseDoc), and the next long text takes them (docLex.tokenizeDoc)
// instead of allocating them anew: fewer bytes a pitch, so fewer
// collections. Nothing of a doc is used after it is released; a doc that is
// never released (a rewrite checked for fillers, a reply) just leaves its
// arrays to the collector.
type docBufs struct {
	toks      []token
	starts    []uint64
	refs      []startRef
	keys      []string
	nonFiller []int
	ev        []Evidence
	feats     []sentFeat
	ints      []int
	hits      []hit
	strs      []string
	qs        []quantity
	scratch   []token
	words     []uint64 // gate hits of the doc's sentences (see hitWords)
	stems     []string // the doc's ownStems (see ownStemList)
	seen      map[[3]int]bool
	catID     map[string]int
	counts    map[string]int
	doc       *doc            // the finished doc itself, zeroed
	concepts  map[string]bool // its conceptsCovered, emptied
}

var docPool sync.Pool // of *docBufs

// minPooled is the shortest text whose arrays come from docPool.
const minPooled = 1024

// tokenizeDoc is tokenize for a doc's text; a long text takes the arrays of
// a finished analysis from docPool (and a doc given arrays, those).
func (x *docLex) tokenizeDoc(s string) []token {
	var toks []token
	if x.bufs == nil {
		if len(s) < minPooled {
			toks, x.low = tokenizeLow(nil, s)
			return toks
		}
		x.bufs = takeBufs()
	}
	b := x.bufs
	x.ints, x.hits, x.strs, x.qs = b.ints[:0], b.hits[:0], b.strs[:0], b.qs[:0]
	toks, x.low = tokenizeLow(b.toks, s)
	return toks
}

// takeDoc returns the zeroed doc of b (b may be nil), or a new one.
func (b *docBufs) takeDoc() *doc {
	if b == nil || b.doc == nil {
		return new(doc)
	}
	d := b.doc
	b.doc = nil
	return d
}

// takeConcepts returns the emptied conceptsCovered of b's doc (b may be
// nil), or a new map.
func (b *docBufs) takeConcepts() map[string]bool {
	if b == nil || b.concepts == nil {
		return map[string]bool{}
	}
	m := b.concepts
	b.concepts = nil
	return m
}

// takeBufs returns the arrays of a finished doc from docPool, or new ones.
func takeBufs() *docBufs {
	b, _ := docPool.Get().(*docBufs)
	if b == nil {
		b = &docBufs{}
	}
	return b
}

// startMasks is startMasks into the pooled arrays, if any.
func (x *docLex) startMasks(toks []token) ([]uint64, []startRef) {
	if x.bufs == nil {
		return startMasks(toks, nil, nil)
	}
	return startMasks(toks, x.bufs.starts, x.bufs.refs)
}

// evidence returns an empty evidence list with room for n (and, pooled,
// its emptied dedup maps).
func (x *docLex) evidence(n int) evidenceList {
	if x.bufs == nil {
		return evidenceList{items: make([]Evidence, 0, n)}
	}
	el := evidenceList{items: x.bufs.ev[:0], seen: x.bufs.seen, catID: x.bufs.catID}
	if cap(el.items) < n {
		el.items = make([]Evidence, 0, n)
	}
	if el.seen == nil || el.catID == nil {
		el.seen, el.catID = nil, nil // put makes both
	}
	clear(el.seen)
	clear(el.catID)
	return el
}

// counts returns an empty map for counting words, with room for n.
func (x *docLex) counts(n int) map[string]int {
	if x.bufs == nil {
		return make(map[string]int, n)
	}
	if x.bufs.counts == nil {
		x.bufs.counts = make(map[string]int, n)
	}
	clear(x.bufs.counts)
	return x.bufs.counts
}

// nonFiller returns an empty token index list with room for n.
func (x *docLex) nonFiller(n int) []int {
	if x.bufs != nil && cap(x.bufs.nonFiller) >= n {
		return x.bufs.nonFiller[:0]
	}
	return make([]int, 0, n)
}

// keys returns n empty context keys.
func (x *docLex) keys(n int) []string {
	if x.bufs != nil && cap(x.bufs.keys) >= n {
		k := x.bufs.keys[:n]
		clear(k)
		return k
	}
	return make([]string, n)
}

// feats returns n zero sentence features.
func (x *docLex) feats(n int) []sentFeat {
	if x.bufs != nil && cap(x.bufs.feats) >= n {
		f := x.bufs.feats[:n]
		clear(f)
		return f
	}
	return make([]sentFeat, n)
}

// scratchTokens returns the doc's scratch token array (see docLex.toks).
func (x *docLex) scratchTokens() []token {
	if x.toks == nil && x.bufs != nil {
		x.toks = x.bufs.scratch
	}
	return x.toks
}

// releaseDoc hands a finished doc's arrays, and the doc itself, back for
// the next analysis of a long text: nothing of the doc may be used after it.
func releaseDoc(d *doc) {
	b := d.lex.bufs
	if b == nil {
		return
	}
	old := *b
	// (a doc keeps the larger of each array: one that used only some of
	// them, as hasFillerOrHedge's, leaves the others to the next doc)
	*b = docBufs{toks: larger(d.toks, b.toks), starts: larger(d.starts, b.starts), refs: larger(d.lex.refs, b.refs),
		keys: larger(d.keys, b.keys), nonFiller: larger(d.nonFiller, b.nonFiller), ev: larger(d.ev.items, b.ev),
		feats: larger(d.feats, b.feats), ints: larger(d.lex.ints, b.ints), hits: larger(d.lex.hits, b.hits),
		strs: larger(d.lex.strs, b.strs), qs: larger(d.lex.qs, b.qs), scratch: larger(d.lex.toks, b.scratch),
		seen: d.ev.seen, catID: d.ev.catID, counts: b.counts, words: b.words,
		stems: larger(d.ownStems, b.stems)}
	if b.seen == nil || b.catID == nil {
		b.seen, b.catID = old.seen, old.catID
	}
	concepts := d.conceptsCovered
	clear(concepts)
	*d = doc{}
	b.doc, b.concepts = d, concepts
	docPool.Put(b)
}

// larger is the emptied one of a and b with the more room.
func larger[T any](a, b []T) []T {
	if cap(a) >= cap(b) {
		return a[:0]
	}
	return b[:0]
}

// hitWords returns n words for gate hits (text.GateSet.ScanInto clears
// each piece it uses), from the pooled arrays if any: the caller reads
// them before the doc's next hitWords and keeps none of them.
func (x *docLex) hitWords(n int) []uint64 {
	if x.bufs == nil {
		return make([]uint64, n)
	}
	if cap(x.bufs.words) < n {
		x.bufs.words = make([]uint64, n)
	}
	return x.bufs.words[:n]
}

// ownStemList returns an empty list for the doc's ownStems with room for
// n, from the pooled arrays if any.
func (x *docLex) ownStemList(n int) []string {
	if x.bufs != nil && cap(x.bufs.stems) >= n {
		s := x.bufs.stems[:0]
		x.bufs.stems = nil // (the doc's now: releaseDoc hands it back)
		return s
	}
	return make([]string, 0, n)
}
