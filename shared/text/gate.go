package text

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Gated is a regular expression with a cheap test in front of it: the
// literals its matches must contain, worked out from the pattern itself
// (so the pattern and its gate cannot drift apart). A text that lacks them
// is not run through the regular expression at all. Most sentences a coach
// pattern is tried on, and most messages the safety screener is given, lack
// them, and a few strings.Contains are far cheaper than a backtracking run
// of an unanchored alternation.
//
// The gate is a conjunction of clauses, each a set of literals: every match
// of the pattern contains, for every clause, at least one of its literals.
// Literals are compared by case orbit (the runes that (?i) makes equal, as
// regexp/syntax folds them), so one gate serves (?i) patterns, plain ones
// and patterns run on lower-cased text alike, and a (?i) "kill" is not
// skipped on the Kelvin sign's "\u212aill", nor "sex" on the long s's
// "\u017fex". A literal is held in key form (GateKey): every rune of an orbit
// with an ASCII letter in it is that letter in lower case, every other rune
// the smallest of its orbit.
//
// MatchString, FindStringIndex and the other Find methods below are gated;
// every other method of the embedded *regexp.Regexp runs as it is.
type Gated struct {
	*regexp.Regexp
	clauses [][]string
	index   []*litIndex // clauses[i]'s literals by first byte, for clauses with many
	wide    bool        // a literal holds a non-ASCII rune
	seq     int32       // the gate's number, 1 up, in the order gates are made (see GateSet)
}

// gates numbers the gates made (Gated.seq).
var gates atomic.Int32

// manyLits is the number of literals from which a clause is tested in one
// pass over the text (litIndex) rather than a strings.Contains each.
const manyLits = 4

// litIndex holds a clause's literals sorted by first byte: those starting
// with byte b are lits[at[b]:at[b+1]].
type litIndex struct {
	lits []string
	at   [257]uint16
}

func newLitIndex(c []string) *litIndex {
	x := &litIndex{lits: slices.Clone(c)}
	slices.SortStableFunc(x.lits, func(a, b string) int { return int(a[0]) - int(b[0]) })
	for _, l := range x.lits {
		x.at[int(l[0])+1]++
	}
	for b := 1; b <= 256; b++ {
		x.at[b] += x.at[b-1]
	}
	return x
}

// in reports whether s contains one of the literals; fold ignores ASCII
// case in s (the literals are lower case).
func (x *litIndex) in(s string, fold bool) bool {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if fold && b-'A' < 26 {
			b += 'a' - 'A'
		}
		lo, hi := x.at[b], x.at[int(b)+1]
		if lo == hi {
			continue // (no literal starts with b: most bytes)
		}
		for _, l := range x.lits[lo:hi] {
			if len(l) > len(s)-i {
				continue
			}
			if fold {
				if equalFoldASCII(s[i+1:i+len(l)], l[1:]) {
					return true
				}
			} else if len(l) == 1 || s[i+1] == l[1] && s[i+2:i+len(l)] == l[2:] {
				return true
			}
		}
	}
	return false
}

// equalFoldASCII reports whether s equals lit (lower-case) ignoring ASCII case in s.
func equalFoldASCII(s, lit string) bool {
	for k := 0; k < len(lit); k++ {
		b := s[k]
		if b-'A' < 26 {
			b += 'a' - 'A'
		}
		if b != lit[k] {
			return false
		}
	}
	return true
}

// pruneClause drops the literals that contain another of the clause: a
// text with the longer one has the shorter.
func pruneClause(c []string) []string {
	var out []string
	for _, l := range c {
		if !slices.ContainsFunc(c, func(o string) bool { return o != l && strings.Contains(l, o) }) {
			out = append(out, l)
		}
	}
	return out
}

// MustGate compiles pattern (regexp.MustCompile) and gates it.
func MustGate(pattern string) *Gated { return Gate(regexp.MustCompile(pattern)) }

// Gate works out the literal gate of re.
func Gate(re *regexp.Regexp) *Gated {
	g := &Gated{Regexp: re, seq: gates.Add(1)}
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return g
	}
	for _, c := range requiredClauses(p.Simplify()) {
		if usefulClause(c) {
			c = pruneClause(c)
		}
		if usefulClause(c) && !slices.ContainsFunc(g.clauses, func(o []string) bool { return slices.Equal(o, c) }) {
			g.clauses = append(g.clauses, c)
			g.wide = g.wide || slices.ContainsFunc(c, func(l string) bool { return !isASCII(l) })
		}
	}
	// a clause holding all of another's literals adds nothing to it
	g.clauses = slices.DeleteFunc(g.clauses, func(c []string) bool {
		return slices.ContainsFunc(g.clauses, func(o []string) bool {
			return len(o) < len(c) && !slices.ContainsFunc(o, func(l string) bool { return !slices.Contains(c, l) })
		})
	})
	for _, c := range g.clauses {
		var x *litIndex
		if len(c) >= manyLits {
			x = newLitIndex(c)
		}
		g.index = append(g.index, x)
	}
	return g
}

// usefulClause drops clauses whose test would pass on nearly any text (a
// letter, a digit or a space) and so cost more than they save. A single
// mark ("@", "<", "%") is kept: it is rare in prose and found with one
// byte search.
func usefulClause(c []string) bool {
	return len(c) > 0 && !slices.ContainsFunc(c, func(l string) bool {
		return len(l) == 0 || len(l) == 1 && !isMark(l[0])
	})
}

func isMark(b byte) bool {
	return b > ' ' && b < utf8.RuneSelf && !('a' <= b && b <= 'z' || '0' <= b && b <= '9')
}

// requiredClauses returns clauses every match of re satisfies (see Gated),
// or none when nothing can be said.
func requiredClauses(re *syntax.Regexp) [][]string {
	switch re.Op {
	case syntax.OpLiteral:
		return [][]string{{keyRunes(re.Rune)}}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredClauses(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredClauses(re.Sub[0])
		}
	case syntax.OpConcat: // every child matches a part of the match
		// Runs of children with few possible matches are joined into the
		// strings they can match together ("for " and "you|him|her" is one
		// clause of "for you", "for him", "for her"), longer and rarer
		// than the parts alone.
		var all [][]string
		var run []string
		flush := func() {
			if run != nil {
				slices.Sort(run)
				all = append(all, slices.Compact(run))
			}
			run = nil
		}
		for _, sub := range re.Sub {
			e := exactSet(sub)
			switch {
			case e == nil:
				flush()
				all = append(all, requiredClauses(sub)...)
			case run != nil && len(run)*len(e) <= maxExact:
				run = crossProduct(run, e)
			default:
				flush()
				run = e
			}
		}
		flush()
		return all
	case syntax.OpAlternate:
		// Every match holds, for each branch's clauses taken one from each
		// branch, one of their literals: all such unions when they are
		// few, else one clause, the best of each branch together.
		var branches [][][]string
		combos := 1
		for _, sub := range re.Sub {
			var useful [][]string
			for _, c := range requiredClauses(sub) {
				if usefulClause(c) {
					useful = append(useful, c)
				}
			}
			if useful == nil {
				return nil
			}
			branches = append(branches, useful)
			combos *= min(len(useful), maxClauses+1)
			combos = min(combos, maxClauses+1)
		}
		if combos > maxClauses {
			for i, b := range branches {
				branches[i] = [][]string{bestClause(b)}
			}
		}
		out := [][]string{nil}
		for _, b := range branches {
			var next [][]string
			for _, acc := range out {
				for _, c := range b {
					next = append(next, append(slices.Clone(acc), c...))
				}
			}
			out = next
		}
		for i, c := range out {
			slices.Sort(c)
			out[i] = slices.Compact(c)
		}
		return out
	}
	return nil
}

// maxClauses bounds the clauses an alternation yields.
const maxClauses = 16

// maxExact bounds the strings an exactSet may hold.
const maxExact = 16

// exactSet is every string re can match, in key form, when they are few
// (at most maxExact), else nil. A zero-width assertion matches "".
func exactSet(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{keyRunes(re.Rune)}
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary,
		syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return []string{""}
	case syntax.OpCapture:
		return exactSet(re.Sub[0])
	case syntax.OpQuest:
		e := exactSet(re.Sub[0])
		if e == nil || len(e)+1 > maxExact {
			return nil
		}
		return append(e, "")
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			e := exactSet(sub)
			if e == nil || len(out)*len(e) > maxExact {
				return nil
			}
			out = crossProduct(out, e)
		}
		return out
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			e := exactSet(sub)
			if e == nil || len(out)+len(e) > maxExact {
				return nil
			}
			out = append(out, e...)
		}
		return out
	}
	return nil
}

// crossProduct is every a followed by every b.
func crossProduct(as, bs []string) []string {
	out := make([]string, 0, len(as)*len(bs))
	for _, a := range as {
		for _, b := range bs {
			out = append(out, a+b)
		}
	}
	return out
}

// bestClause is the clause whose shortest literal is longest.
func bestClause(cs [][]string) []string {
	var best []string
	bestLen := 0
	for _, c := range cs {
		if !usefulClause(c) {
			continue
		}
		short := len(slices.MinFunc(c, func(a, b string) int { return len(a) - len(b) }))
		if best == nil || short > bestLen {
			best, bestLen = c, short
		}
	}
	return best
}

// asciiPartners are the non-ASCII runes in the case orbit of an ASCII
// letter (the Kelvin sign of k, the long s of s), UTF-8 encoded: a text
// with one of them needs the orbit comparison even for ASCII literals.
var asciiPartners = func() []string {
	var out []string
	for r := rune('a'); r <= 'z'; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f >= utf8.RuneSelf {
				out = append(out, string(f))
			}
		}
	}
	return out
}()

// keyRune is r's case orbit as GateKey writes it: the orbit's ASCII letter
// in lower case when it has one, else its smallest rune.
func keyRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	}
	m := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < utf8.RuneSelf {
			return unicode.ToLower(f)
		}
		m = min(m, f)
	}
	return m
}

func keyRunes(rs []rune) string {
	var b strings.Builder
	for _, r := range rs {
		b.WriteRune(keyRune(r))
	}
	return b.String()
}

// GateKey is s with every rune replaced by its case orbit's key (see
// Gated): the form MayMatchKey takes. For a text run through several gates
// it is worked out once. ASCII text without capitals is returned as it is,
// and ASCII text is only lower-cased.
func GateKey(s string) string {
	ascii, upper := scan(s)
	if !upper && ascii {
		return s
	}
	if ascii {
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(keyRune(r))
	}
	return b.String()
}

// scan reports whether s is all ASCII and whether it holds an ASCII capital.
func scan(s string) (ascii, upper bool) {
	var or byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		or |= c
		if c-'A' < 26 {
			upper = true
		}
	}
	return or < utf8.RuneSelf, upper
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// MayMatchKey is MayMatch on a text already in key form (GateKey(s)).
func (g *Gated) MayMatchKey(key string) bool {
	for i, c := range g.clauses {
		if x := g.index[i]; x != nil {
			if !x.in(key, false) {
				return false
			}
		} else if !slices.ContainsFunc(c, func(l string) bool { return strings.Contains(key, l) }) {
			return false
		}
	}
	return true
}

// MayMatch reports whether s passes the gate: false means the pattern
// cannot match s.
func (g *Gated) MayMatch(s string) bool {
	if len(g.clauses) == 0 {
		return true
	}
	ascii, upper := scan(s)
	if !ascii && (g.wide || slices.ContainsFunc(asciiPartners, func(p string) bool { return strings.Contains(s, p) })) {
		// Non-ASCII runes that may meet a literal's by case orbit.
		return g.MayMatchKey(GateKey(s))
	}
	// Otherwise only ASCII letters meet ASCII literals (a literal with a
	// non-ASCII rune needs one of its orbit, and s has none or g none):
	// ASCII case is all that is left to ignore.
	for i, c := range g.clauses {
		if x := g.index[i]; x != nil {
			if !x.in(s, upper) {
				return false
			}
			continue
		}
		ok := false
		for _, lit := range c {
			if strings.Contains(s, lit) || upper && containsFoldASCII(s, lit) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// containsFoldASCII reports whether s contains lit (lower-case ASCII),
// ignoring ASCII case.
func containsFoldASCII(s, lit string) bool {
	n := len(lit)
	if n == 0 {
		return true
	}
	c0 := lit[0]
	u0 := c0
	if c0 >= 'a' && c0 <= 'z' {
		u0 -= 'a' - 'A'
	}
	for i := 0; i+n <= len(s); i++ {
		if s[i] != c0 && s[i] != u0 {
			continue
		}
		k := 1
		for ; k < n; k++ {
			b := s[i+k]
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			if b != lit[k] {
				break
			}
		}
		if k == n {
			return true
		}
	}
	return false
}

// MatchString is regexp's MatchString behind the gate.
func (g *Gated) MatchString(s string) bool { return g.MayMatch(s) && g.Regexp.MatchString(s) }

// FindStringIndex is regexp's FindStringIndex behind the gate.
func (g *Gated) FindStringIndex(s string) []int {
	if !g.MayMatch(s) {
		return nil
	}
	return g.Regexp.FindStringIndex(s)
}

// FindStringSubmatchIndex is regexp's FindStringSubmatchIndex behind the
// gate.
func (g *Gated) FindStringSubmatchIndex(s string) []int {
	if !g.MayMatch(s) {
		return nil
	}
	return g.Regexp.FindStringSubmatchIndex(s)
}

// FindStringSubmatch is regexp's FindStringSubmatch behind the gate.
func (g *Gated) FindStringSubmatch(s string) []string {
	if !g.MayMatch(s) {
		return nil
	}
	return g.Regexp.FindStringSubmatch(s)
}

// FindAllStringIndex is regexp's FindAllStringIndex behind the gate.
func (g *Gated) FindAllStringIndex(s string, n int) [][]int {
	if !g.MayMatch(s) {
		return nil
	}
	return g.Regexp.FindAllStringIndex(s, n)
}
