package safety

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A gated regexp is skipped on a text that holds none of the literals every
// match must contain ("porn", "kill ", "@" …), worked out from the pattern
// itself, so a pattern and its gate cannot drift apart. Most messages hold
// none, and a strings.Contains is far cheaper than a case-blind alternation.
type gated struct {
	*regexp.Regexp
	lits []string // in caseKey form; nil: no gate, always run
}

func gate(re *regexp.Regexp) gated {
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return gated{Regexp: re}
	}
	return gated{Regexp: re, lits: required(p.Simplify())}
}

// mayMatch reports whether the text, in caseKey form, holds a literal.
func (g gated) mayMatch(key string) bool {
	return g.lits == nil || slices.ContainsFunc(g.lits, func(l string) bool { return strings.Contains(key, l) })
}

// required is a set of literals one of which every match of re contains,
// or nil when there is none to be had.
func required(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{caseKey(string(re.Rune))}
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpConcat: // the child with the longest shortest literal
		var best []string
		for _, sub := range re.Sub {
			if r := required(sub); r != nil && (best == nil || len(shortest(r)) > len(shortest(best))) {
				best = r
			}
		}
		return best
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			r := required(sub)
			if r == nil {
				return nil
			}
			all = append(all, r...)
		}
		return all
	}
	return nil
}

func shortest(lits []string) string {
	return slices.MinFunc(lits, func(a, b string) int { return len(a) - len(b) })
}

// caseKey maps every rune to the smallest rune of its case-folding orbit
// ('k', 'K' and the Kelvin sign all become 'K'), so that containment in
// caseKey form is what a (?i) pattern's literal needs.
func caseKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < utf8.RuneSelf { // an ASCII letter's orbit starts at its capital
			b.WriteByte(byte(unicode.ToUpper(r)))
			continue
		}
		m := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			m = min(m, f)
		}
		b.WriteRune(m)
	}
	return b.String()
}
