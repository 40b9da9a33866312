package text

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// Gated is a regular expression with a cheap test in front of it: the
// literals its matches must contain, worked out from the pattern itself
// (so the pattern and its gate cannot drift apart). A text that lacks them
// is not run through the regular expression at all. Most sentences a coach
// pattern is tried on lack them, and a few strings.Contains are far cheaper
// than a backtracking run of an unanchored alternation.
//
// The gate is a conjunction of clauses, each a set of lower-case ASCII
// literals: every match of the pattern contains, for every clause, at least
// one of its literals (compared without regard to ASCII case, so the gate
// serves (?i) patterns and patterns run on lower-cased text alike).
// MatchString and FindStringIndex are gated; every other method of the
// embedded *regexp.Regexp runs as it is.
type Gated struct {
	*regexp.Regexp
	clauses [][]string
}

// MustGate compiles pattern (regexp.MustCompile) and gates it.
func MustGate(pattern string) *Gated { return Gate(regexp.MustCompile(pattern)) }

// Gate works out the literal gate of re.
func Gate(re *regexp.Regexp) *Gated {
	g := &Gated{Regexp: re}
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return g
	}
	for _, c := range requiredClauses(p.Simplify()) {
		if usefulClause(c) && !slices.ContainsFunc(g.clauses, func(o []string) bool { return slices.Equal(o, c) }) {
			g.clauses = append(g.clauses, c)
		}
	}
	return g
}

// usefulClause drops clauses whose test would pass on nearly any text (a
// single character) and so cost more than they save.
func usefulClause(c []string) bool {
	return len(c) > 0 && !slices.ContainsFunc(c, func(l string) bool { return len(l) < 2 })
}

// requiredClauses returns clauses every match of re satisfies (see Gated),
// or none when nothing can be said.
func requiredClauses(re *syntax.Regexp) [][]string {
	switch re.Op {
	case syntax.OpLiteral:
		lit := make([]byte, 0, len(re.Rune))
		for _, r := range re.Rune {
			if r >= 0x80 {
				return nil // a non-ASCII literal: no gate from it
			}
			b := byte(r)
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			lit = append(lit, b)
		}
		return [][]string{{string(lit)}}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredClauses(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredClauses(re.Sub[0])
		}
	case syntax.OpConcat: // every child matches a part of the match
		var all [][]string
		for _, sub := range re.Sub {
			all = append(all, requiredClauses(sub)...)
		}
		return all
	case syntax.OpAlternate: // one clause: the best of each branch, together
		var one []string
		for _, sub := range re.Sub {
			best := bestClause(requiredClauses(sub))
			if best == nil {
				return nil
			}
			one = append(one, best...)
		}
		slices.Sort(one)
		return [][]string{slices.Compact(one)}
	}
	return nil
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

// MayMatch reports whether s passes the gate: false means the pattern
// cannot match s.
func (g *Gated) MayMatch(s string) bool {
	if len(g.clauses) == 0 {
		return true
	}
	// The Kelvin sign and the long s fold to ASCII letters under (?i); a
	// text with either is not gated.
	if strings.Contains(s, "\u212a") || strings.Contains(s, "\u017f") {
		return true
	}
	upper := false
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			upper = true
			break
		}
	}
	for _, c := range g.clauses {
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
