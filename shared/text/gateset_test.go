package text

import (
	"slices"
	"strings"
	"testing"
)

// TestGateSet checks that a GateSet's scan answers every gate as its own
// MayMatch does, case orbits included, and finds what the gated regexps
// find.
func TestGateSet(t *testing.T) {
	patterns := []string{
		`(?i)\bkill (you|him)\b`, `(?i)\b(sexy|nsfw|porn\w*)\b`, `(?i)\x{212A}elvin|\x{17F}top`, `(?i)ångström`,
		`(?i)\x{212B}ngstr\x{F6}m`, `(?i)λόγος`, `(?i)naïve (plan|ask)`, `naïve`, `Kelvin`, `(?i)a@b\.`, `(?i)<\s*script`,
		`\b(for|to) (you|him|her) (personally|yourself)\b`, `\b(i|we) (know|have) (someone|a (guy|friend)) (who|that) knows\b`,
		`\bx\b`, `%`, `\d+`,
	}
	texts := []string{"I will kill you", "so sexy", "pornhub", "Kelvin", "stop it", "ångström units", "ÅNGSTRÖM",
		"ὁ λόγος", "ΛΌΓΟΣ", "a naïve plan", "NAÏVE ASK", "naïve", "mail a@b.c", "<SCRIPT>", "<ſcript>",
		"a gift for you personally", "For Him Yourself", "we know a guy that knows", "I know someone who knows",
		"an ordinary sentence, no more", "x", "10%", "", "k"}
	var gs []*Gated
	for _, p := range patterns {
		gs = append(gs, MustGate(p))
	}
	set := NewGateSet(gs...)
	for _, base := range texts {
		for _, s := range append(orbitSwaps(base), "then "+base+" ok") {
			h := set.Scan(s)
			for _, g := range gs {
				if h.May(g) != g.MayMatch(s) {
					t.Errorf("set and gate of %q (clauses %q) disagree on %q", g, g.clauses, s)
				}
				if !slices.Equal(h.FindStringIndex(g, s), g.Regexp.FindStringIndex(s)) || h.MatchString(g, s) != g.Regexp.MatchString(s) {
					t.Errorf("%q on %q: set's find differs", g, s)
				}
			}
			if !h.May(MustGate(`other`)) {
				t.Errorf("a gate outside the set is ruled out")
			}
		}
	}
}

// TestGateJoinsRuns checks that a run of few-way parts is gated on the
// strings it matches together, not on its short parts.
func TestGateJoinsRuns(t *testing.T) {
	g := MustGate(`\b(for|to) (you|him) (personally|yourself)\b`)
	if !g.MayMatch("this is for him personally") || g.MayMatch("for you, and him, personally yourself") {
		t.Fatalf("clauses %q", g.clauses)
	}
}

// TestGateAlternationClauses checks that an alternation keeps every
// clause its branches share, one literal from each: a text with "her" and
// "via" but no relative cannot match either branch.
func TestGateAlternationClauses(t *testing.T) {
	g := MustGate(`\b(his|her) (cousin|uncle)\b[^.]*\bvia\b|\bvia (his|her) (cousin|uncle)\b`)
	if g.MayMatch("her plan went via them") || !g.MayMatch("her uncle can go via me") || !g.MayMatch("via his cousin") {
		t.Fatalf("clauses %q", g.clauses)
	}
}

// TestGateSetFindsEveryLiteral checks the hashed tables of a scan against
// plain searching: a literal is found exactly where the key form of the
// text contains it, whatever its length, and a reused buffer answers the
// same.
func TestGateSetFindsEveryLiteral(t *testing.T) {
	var gs []*Gated
	for _, p := range []string{`\b(the|their|them|they|then|these) (deal|team|teams|teamwork)\b`,
		`(?i)\b(you|your|you're|yours) (owe|get|gets)\b`, `\bit is\b`, `\bth[a-z]+ extraordinarily long words here\b`,
		`(?i)naïve|\x{212A}elvin`, `%|\$|#`, `\bat (once|least)\b`, `\babcdefghij\b`} {
		gs = append(gs, MustGate(p))
	}
	set := NewGateSet(gs...)
	texts := []string{"", "t", "th", "the", "the team", "their teamwork", "them deal", "you owe", "YOUR gets",
		"It Is", "this extraordinarily long words here", "that extraordinarily long words her", "naïve", "\u212Aelvin",
		"10% $ #", "at once", "at leas", "abcdefghi", "abcdefghij", "xabcdefghijx"}
	buf := make([]uint64, 1)
	for _, s := range texts {
		for _, v := range []string{s, " " + s, s + " ", strings.ToUpper(s)} {
			k := GateKey(v)
			h := set.Scan(v)
			h2 := set.ScanInto(v, buf)
			for id, l := range set.lits {
				want := strings.Contains(k, l)
				if got := h.found[id/64]&(1<<(id%64)) != 0; got != want {
					t.Errorf("literal %q in %q: found %v, want %v", l, v, got, want)
				}
				if got := h2.found[id/64]&(1<<(id%64)) != 0; got != want {
					t.Errorf("literal %q in %q (reused buffer): found %v, want %v", l, v, got, want)
				}
			}
		}
	}
}
