package coach

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Structure: the order of a pitch's moves. A coach reads a pitch as a
// sequence — the buyer's situation, what changes for them (value), proof
// they can check, a question, the next step — and the same content as a
// wall of text, or with the ask before any reason to say yes, persuades
// less. The structure score is 1 for a clear sequence with one idea a
// sentence and falls for each break of that order.

// move is one step of a pitch's sequence, in the order a coach expects.
type move uint8

const (
	moveSituation move = iota // the buyer's facts
	moveValue                 // what changes for the buyer
	moveProof                 // proof the buyer can check
	moveQuestion              // a discovery question
	moveNext                  // the next step
	moveCount
)

var moveNames = [moveCount]string{"situation", "value", "proof", "question", "next step"}

// moveAt is one move found in the text: its sentence and the byte offset of
// what triggered it.
type moveAt struct {
	m   move
	si  int
	pos int
}

// structure is what the coach found about the order of a pitch.
type structure struct {
	moves     []moveAt // the first occurrence of each move, in text order
	perSent   [][]move // the moves of each sentence, in canonical order
	crowded   []int    // sentences that carry too many moves at once
	nextFirst bool     // the ask opens the pitch
	nextEarly bool     // value or proof comes after the ask
	lateBuyer bool     // the pitch opens on the seller; the buyer's situation comes later
	closeAt   int      // the sentence of the last next step, or -1
	firstSent int      // the first sentence with content
	score     float64  // 0–1
}

// stream returns the non-filler token indices of sentence si.
func (d *doc) stream(si int) []int {
	st := &d.sents[si]
	return d.nonFillerIn(st.first, st.last)
}

// nonFillerIn returns the non-filler token indices in [first, last): a
// piece of d.nonFiller (capped, so an append copies it), nil when empty.
func (d *doc) nonFillerIn(first, last int) []int {
	a, _ := slices.BinarySearch(d.nonFiller, first)
	b, _ := slices.BinarySearch(d.nonFiller, last)
	if a >= b {
		return nil
	}
	return d.nonFiller[a:b:b]
}

// firstHit returns the byte offset of the first match of any lexicon in
// the stream, or -1.
func (d *doc) firstHit(nf []int, lxs ...*lexicon) int {
	best := -1
	for _, lx := range lxs {
		if hs := d.scan(lx, nf); len(hs) > 0 {
			if s := d.toks[nf[hs[0].from]].s; best < 0 || s < best {
				best = s
			}
		}
	}
	return best
}

// situationAt returns the byte offset of the first of the buyer's terms or
// numbers in sentence si, or -1.
func (d *doc) situationAt(si int) int {
	st := &d.sents[si]
	f := &d.feats[si]
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		if t.role != roleNone {
			continue
		}
		if k := d.keys[i]; k != "" && d.bc.concepts[k] {
			return t.s
		}
		for _, q := range f.quantities {
			if q.tok == i && (q.echo || q.derived) {
				return t.s
			}
		}
	}
	return -1
}

// sentenceMoves lists the moves of sentence si with their trigger offsets.
func (d *doc) sentenceMoves(si int) []moveAt {
	f := &d.feats[si]
	st := &d.sents[si]
	if f.content == 0 {
		return nil
	}
	nf := d.stream(si)
	at := func(p int) int {
		if p < 0 {
			return st.s
		}
		return p
	}
	var out []moveAt
	clean := ((!f.market && !f.history) || hasEcho(f)) && !hasMadeUp(f) && !f.flattery
	if p := d.situationAt(si); clean && p >= 0 && f.q != qDiscovery && (f.you > 0 || !f.value) {
		out = append(out, moveAt{moveSituation, si, p})
	}
	if f.value {
		out = append(out, moveAt{moveValue, si, at(d.firstHit(nf, offerLex, outcomeLex))})
	}
	if f.proof {
		out = append(out, moveAt{moveProof, si, at(d.proofPos(si))})
	}
	if f.q == qDiscovery {
		out = append(out, moveAt{moveQuestion, si, st.s})
	}
	if f.next >= 0.6 {
		out = append(out, moveAt{moveNext, si, at(d.firstHit(nf, proposalLex))})
	}
	slices.SortStableFunc(out, func(a, b moveAt) int { return cmp.Compare(a.pos, b.pos) })
	return out
}

// proofPos is the byte offset of what makes sentence si proof: a proof
// phrase, or the peer a result is about; -1 if neither is found.
func (d *doc) proofPos(si int) int {
	if p := d.firstHit(d.stream(si), proofLex); p >= 0 {
		return p
	}
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		if peerNouns[d.toks[i].norm] {
			return d.toks[i].s
		}
	}
	return -1
}

// crowded reports whether sentence si is a wall of text: over 40 content
// words making two moves, or over 30 making three besides the buyer's
// situation. The moves are read from the words alone (a proof phrase, a
// result for a peer, an offer, a proposal, a question), so that a buzzword
// that costs a sentence its proof credit cannot uncrowd it.
func (d *doc) crowded(si int) bool {
	f := &d.feats[si]
	if f.content <= 40 {
		return false
	}
	st := &d.sents[si]
	nf := d.stream(si)
	var content []int
	for i := st.first; i < st.last; i++ {
		if d.toks[i].role == roleNone {
			content = append(content, i)
		}
	}
	n := 0
	for _, has := range []bool{
		f.value || f.offerTied || d.has(offerLex, nf),
		d.has(proofLex, nf) || hasPeerResult(d.toks, content),
		f.q == qDiscovery,
		f.next >= 0.6,
	} {
		if has {
			n++
		}
	}
	situation := d.situationAt(si) >= 0
	return n >= 2 || (n == 1 && situation)
}

// analyzeStructure reads the order of the pitch's moves.
func (d *doc) analyzeStructure() structure {
	var s structure
	s.perSent = make([][]move, len(d.sents))
	seen := [moveCount]bool{}
	var all []moveAt
	for si := range d.sents {
		ms := d.sentenceMoves(si)
		crowded := false
		if d.crowded(si) {
			// a wall of text: its moves are those of its clauses, when they
			// make at least two different ones
			var cms []moveAt
			kinds := map[move]bool{}
			for _, c := range d.clauses(si) {
				cms = append(cms, moveAt{c.m, si, c.pos})
				kinds[c.m] = true
			}
			if len(kinds) >= 2 {
				ms, crowded = cms, true
			}
		}
		var kinds [moveCount]bool
		for _, m := range ms {
			kinds[m.m] = true
			all = append(all, m)
			if !seen[m.m] {
				seen[m.m] = true
				s.moves = append(s.moves, m)
			}
		}
		for m := move(0); m < moveCount; m++ {
			if kinds[m] {
				s.perSent[si] = append(s.perSent[si], m)
			}
		}
		// Situation and value belong together ("your 40 nurses …, so …");
		// three other moves in one sentence, or two in a sentence over 40
		// words, are a wall the buyer has to untangle.
		if crowded {
			s.crowded = append(s.crowded, si)
		}
	}
	s.score = 1
	s.closeAt = -1
	s.firstSent = firstCounted(d)
	if len(s.moves) < 2 {
		s.score = 0.75 // too little to have an order
		return s
	}
	first := s.moves[0].m
	// the close is the last sentence that asks for a next step; value or
	// proof in a later sentence means the ask came before the reasons
	lastNext, lastReason := -1, -1
	for _, m := range all {
		switch m.m {
		case moveNext:
			lastNext = max(lastNext, m.si)
		case moveValue, moveProof:
			lastReason = max(lastReason, m.si)
		}
	}
	// a pitch that ends on its ask ("I'd like 40 minutes … next Thursday",
	// "is the 12th workable?") has its ask last, whatever the sentence
	// before it was read as
	if last := d.lastCounted(); last > lastNext && last >= 0 {
		if f := &d.feats[last]; f.next > 0 || f.q == qConfirm || specificWhen(d.toks, d.stream(last)) {
			lastNext = last
		}
	}
	s.closeAt = lastNext
	// the pitch opens with its only ask (an offer made on the way and
	// repeated at the close is not "asking first")
	s.nextFirst = first == moveNext && s.moves[0].si == lastNext
	s.nextEarly = lastNext >= 0 && lastReason > lastNext
	for _, m := range s.moves {
		if m.m == moveSituation && m.si > s.moves[0].si && first == moveValue {
			s.lateBuyer = true
		}
	}
	if s.nextFirst {
		s.score -= 0.35
	}
	if s.nextEarly {
		s.score -= 0.25
	}
	if s.lateBuyer {
		s.score -= 0.1
	}
	s.score -= math.Min(0.4*float64(len(s.crowded)), 0.6)
	s.score = clamp(s.score, 0, 1)
	return s
}

// sequence names the moves in the order the pitch makes them, the next
// step where the pitch closes on it.
func (s *structure) sequence() string {
	ms := append([]moveAt{}, s.moves...)
	for i := range ms {
		if ms[i].m == moveNext && s.closeAt >= 0 {
			ms[i].si, ms[i].pos = s.closeAt, math.MaxInt
		}
	}
	slices.SortStableFunc(ms, func(a, b moveAt) int {
		if a.si != b.si {
			return cmp.Compare(a.si, b.si)
		}
		return cmp.Compare(a.pos, b.pos)
	})
	var names []string
	for _, m := range ms {
		names = append(names, moveNames[m.m])
	}
	return strings.Join(names, " → ")
}

// clear reports whether the pitch is a clear sequence worth praising.
func (s *structure) clear() bool {
	return s.score >= 0.95 && len(s.moves) >= 4 && len(s.crowded) == 0
}

// feedback is one or two sentences on the order of the pitch.
func (d *doc) structureFeedback(s *structure) string {
	switch {
	case len(s.crowded) > 0:
		si := s.crowded[0]
		var names []string
		for _, m := range s.perSent[si] {
			names = append(names, moveNames[m])
		}
		return fmt.Sprintf("One sentence carries the %s at once (%s): the buyer has to untangle it.", joinAnd(names), q(d.sentText(si)))
	case s.nextFirst:
		return "Everything else comes after the ask: the buyer hears the request before any reason to say yes."
	case s.nextEarly && len(s.moves) > 0:
		return "Your ask comes before the value or proof that would justify it; put the next step last."
	case s.lateBuyer && !d.openingTies:
		return "You open on what you sell; the buyer's situation comes only later."
	case s.clear():
		return "Clear order: " + s.sequence() + ", one idea a sentence."
	}
	return ""
}

func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// structureImprovement proposes the rep's own sentences in a clear order.
func (d *doc) structureImprovement(s *structure) (Improvement, float64, bool) {
	if s.score >= 0.7 || len(s.moves) < 3 {
		return Improvement{}, 0, false
	}
	desc := d.structureFeedback(s)
	at := span{}
	if len(s.crowded) > 0 {
		st := &d.sents[s.crowded[0]]
		at = span{st.s, st.e}
	} else if s.nextFirst || s.nextEarly {
		for _, m := range s.moves {
			if m.m == moveNext {
				st := &d.sents[m.si]
				at = span{st.s, st.e}
			}
		}
	}
	ex := d.reorderedExample(s)
	if ex == "" {
		return Improvement{}, 0, false // no clean reorder to show: say nothing
	}
	imp := Improvement{
		Category:           "clarity",
		Description:        desc,
		SpecificSuggestion: "Order the pitch as the buyer thinks: their situation, what changes for them, proof, a question, then the next step, one idea a sentence.",
		Example:            ex,
		at:                 at,
	}
	return imp, 3 + 10*(1-s.score), true
}

// reorderedExample puts the rep's own sentences in the order situation →
// value → proof → question → next step. It returns "" when it cannot do so
// cleanly: a sentence of a punctuated pitch would have to be cut into
// clauses (the pieces come out as fragments: "Priya Nair, has said …",
// "for those two by Friday"), or the order would not change.
func (d *doc) reorderedExample(s *structure) string {
	counted := 0
	for si := range d.sents {
		if d.feats[si].content > 0 {
			counted++
		}
	}
	if len(s.crowded) > 0 && counted > 2 {
		return "" // (a wall of one or two sentences is cut into its clauses: that is the fix)
	}
	type part struct {
		text string
		rank int
		idx  int
		q    bool
	}
	var parts []part
	rank := 0
	for si := range d.sents {
		if d.feats[si].content == 0 {
			continue
		}
		if slices.Contains(s.crowded, si) {
			for _, c := range d.clauses(si) {
				rank = int(c.m)
				parts = append(parts, part{c.text, rank, len(parts), c.q})
			}
			continue
		}
		if ms := s.perSent[si]; len(ms) > 0 {
			rank = int(ms[len(ms)-1]) // a sentence goes where its last move belongs
		}
		if si == s.closeAt {
			rank = int(moveCount) // the ask goes last
		}
		parts = append(parts, part{d.sentText(si), rank, len(parts), d.sents[si].question})
	}
	if len(parts) < 2 {
		return ""
	}
	sort.SliceStable(parts, func(i, j int) bool { return parts[i].rank < parts[j].rank })
	moved := false
	for k, p := range parts {
		moved = moved || p.idx != k
	}
	if !moved {
		return ""
	}
	var out []string
	for _, p := range parts {
		if c := cleanSentence(p.text, p.q); c != "" {
			out = append(out, c)
		}
	}
	ex := strings.Join(out, " ")
	if ex == "" || len(ex) > 1500 {
		return ""
	}
	return "“" + ex + "”"
}

// clause is a piece of a long sentence and the move it makes.
type clause struct {
	text string
	m    move
	q    bool
	pos  int // byte offset of the clause in the text
}

// clauseOpeners start a new clause after "and", "so" or a comma.
var clauseOpeners = toSet("we our i you your they their it how what when could can would shall let's you're we're we've it's they're i'm i'd i'll there's here's")

// clauses splits sentence si at commas, semicolons and "and"/"so" before a
// new subject, and names the move of each piece; pieces that make no move
// stay with the piece before them.
func (d *doc) clauses(si int) []clause {
	st := &d.sents[si]
	toks := d.toks
	var cuts []int // token indices where a clause starts
	cuts = append(cuts, st.first)
	for i := st.first + 1; i < st.last; i++ {
		t := &toks[i]
		prev := &toks[i-1]
		if t.role != roleNone {
			continue
		}
		opener := clauseOpeners[t.norm] || (i+1 < st.last && isCapitalised(d.text[t.s:t.e]) && !t.isNum())
		switch {
		case prev.norm == "and" || prev.norm == "so":
			// "Revit and AutoCAD" joins two names, not two clauses
			names := !clauseOpeners[t.norm] && i >= 2 && isCapitalised(d.text[toks[i-2].s:toks[i-2].e])
			if opener && !names && i-1 > cuts[len(cuts)-1]+2 {
				cuts = append(cuts, i-1)
			}
		case strings.ContainsAny(d.text[prev.e:t.s], ";—"):
			cuts = append(cuts, i)
		case strings.Contains(d.text[prev.e:t.s], ",") && opener && i > cuts[len(cuts)-1]+3:
			cuts = append(cuts, i)
		}
	}
	var out []clause
	for k, c := range cuts {
		end := st.last
		if k+1 < len(cuts) {
			end = cuts[k+1]
		}
		first := c
		if n := toks[first].norm; (n == "and" || n == "so") && first+1 < end {
			first++
		}
		nf, content := d.lex.take(end-first), d.lex.take(end-first)
		for i := first; i < end; i++ {
			if toks[i].role != roleFiller {
				nf = append(nf, i)
			}
			if toks[i].role == roleNone {
				content = append(content, i)
			}
		}
		if len(content) == 0 {
			continue
		}
		text := d.cleanRange(first, end)
		cl := clause{text: text, m: moveCount, pos: toks[first].s}
		w0 := toks[content[0]].norm
		switch {
		case d.has(proposalLex, nf) && d.has(actionLex, nf):
			cl.m = moveNext
			cl.q = modalStarts[w0] || auxWords[w0]
		case whWords[w0] || (auxWords[w0] && len(content) > 2 && youWords[toks[content[1]].norm]):
			cl.m, cl.q = moveQuestion, true
		case d.has(offerLex, nf) || d.has(outcomeLex, nf):
			cl.m = moveValue
		case d.echoIn(si, first, end) && containsNorm(toks, content, "you", "your", "you're", "you've"):
			cl.m = moveSituation // the buyer's own numbers, said to them
		case d.has(proofLex, nf) || hasPeerResult(toks, content):
			cl.m = moveProof
		default:
			for _, i := range content {
				if k := d.keys[i]; k != "" && d.bc.concepts[k] {
					cl.m = moveSituation
					break
				}
			}
		}
		if cl.m == moveCount && len(out) > 0 {
			// no move of its own: it belongs to the clause before
			sep := " "
			if strings.Contains(d.text[toks[c].s-joinGap(d.text, toks[c].s):toks[c].s], ",") {
				sep = ", "
			}
			out[len(out)-1].text += sep + d.cleanRange(c, end)
			continue
		}
		if cl.m == moveCount {
			cl.m = moveSituation
		}
		out = append(out, cl)
	}
	return out
}

// echoIn reports whether tokens [first, end) of sentence si hold one of
// the buyer's numbers.
func (d *doc) echoIn(si, first, end int) bool {
	for _, q := range d.feats[si].quantities {
		if q.tok >= first && q.tok < end && (q.echo || q.derived) {
			return true
		}
	}
	return false
}

// joinGap is the length of the separator before offset s (", " or " ").
func joinGap(text string, s int) int {
	k := s
	for k > 0 && (text[k-1] == ' ' || text[k-1] == ',') {
		k--
	}
	return s - k
}

func hasPeerResult(toks []token, content []int) bool {
	peer, num := false, false
	for _, i := range content {
		if peerNouns[toks[i].norm] {
			peer = true
		}
		if toks[i].isNum() {
			num = true
		}
	}
	return peer && num
}

func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// cleanSentence makes a piece of the rep's text a clean sentence: capital
// first letter, no dangling comma, closing punctuation. It returns "" for a
// piece that stops mid-clause.
func cleanSentence(s string, question bool) string {
	s = oneSpaced(s)
	s = strings.TrimLeft(s, ",;:—- ")
	s = strings.TrimRight(s, ",;:—- ")
	if s == "" {
		return ""
	}
	toks := lastTokens(s, 3)
	defer putTokens(toks)
	if len(toks) < 3 {
		return ""
	}
	if danglingEnd[toks[len(toks)-1].norm] {
		return ""
	}
	if n := len(toks); n >= 2 && toks[n-1].year && danglingEnd[toks[n-2].norm] {
		return "" // "… to reach $12 billion by 2030" reads as stopping on "by"
	}
	if r, sz := utf8.DecodeRuneInString(s); unicode.IsLower(r) {
		s = string(unicode.ToUpper(r)) + s[sz:]
	}
	if !strings.ContainsAny(s[len(s)-1:], ".?!") {
		if question {
			s += "?"
		} else {
			s += "."
		}
	}
	return s
}

// lastTokens returns the tokens of s from just after some space on, with at
// least n tokens when s has n (all of s's tokens when it has fewer). A token
// never spans a space, so these are the last tokens of tokenize(s), with the
// same words and number flags (their offsets are into the tail); a long
// sentence is not tokenised whole to look at how it ends.
func lastTokens(s string, n int) []token {
	for spaces := n; ; spaces *= 2 {
		cut := len(s) // just after the spaces-th space from the end
		for k := 0; k < spaces && cut > 0; k++ {
			cut = strings.LastIndexByte(s[:cut-1], ' ') + 1
		}
		if cut <= 0 {
			return takeTokens(s)
		}
		if toks := takeTokens(s[cut:]); len(toks) >= n {
			return toks
		}
	}
}

// danglingEnd are words a finished sentence does not end on.
var danglingEnd = toSet("a an the and or but so to of for with in on at by from that which who your our their my its is are was were be because if than as like into about")

// applyStructure moves clarity (and, less, persuasiveness) with the order
// of the pitch, and records what broke the order as evidence.
func (ps *pitchScores) applyStructure(d *doc, s *structure) {
	if d.contentWords == 0 {
		return
	}
	ps.clarity = clamp(ps.clarity+30*(s.score-0.75), 0, 100)
	ps.persuasion = clamp(ps.persuasion+12*(s.score-0.75), 0, 100)
	for _, si := range s.crowded {
		st := &d.sents[si]
		d.ev.addKey(d.text, "structure", "negative", st.s, st.e, "carries several steps of the pitch at once")
	}
	if s.nextFirst {
		st := &d.sents[s.moves[0].si]
		d.ev.addKey(d.text, "structure", "negative", st.s, st.e, "asks for the next step before giving a reason")
	}
}

// opensWithAsk reports whether the pitch's opening sentence is its ask.
func (s *structure) opensWithAsk() bool {
	return s.nextFirst && s.firstSent == s.moves[0].si
}
