package text

import (
	"regexp"
	"strings"
	"testing"
)

// TestGateNeverRejectsAMatch checks, over patterns of the shapes the coach
// uses and texts cut from them, that the gate never turns away a text the
// pattern matches, and that it does turn some away.
func TestGateNeverRejectsAMatch(t *testing.T) {
	patterns := []string{
		`(?i)(what|how much)[^?]*\b(you )?(pay|paying|spend|spending)\b|current (price|cost|spend)`,
		`(?i)what('s| is) (your|the) budget|how much (can|could|do) you (spend|budget)|budget (you|did you) (set|have|plan)|what budget`,
		`(?i)who (else|makes|decides|signs|is involved|needs to)`,
		`(?i)\bwhen (would|could|is|will|are|do)\b|what('s| is) driving the timing`,
		`\b(monday|tuesday|wednesday|thursday|friday|tomorrow)\b|\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b`,
		`^(a lot of|lots of|most|many|plenty of|loads of|countless|our (customers|clients|users)|customers|clients|other \w+)\b|\b(usually|often|generally|typically|tend to|tends to|normally)( \w+)? (see|get|find|save|cut|report|say|tell|notice|feel|move|grow)\b`,
		`\b[A-Z][A-Za-z]+\s+(quoted|offered|offers|charges|does|is|costs|gives)\b|\b(already (use|have)|we use|we have)\b`,
		`(?i)Kelvin|stop`, `a+b{2,}c`, `x|`, `(?i)ok`, `[$£€]\d`, `naïve|plain`,
	}
	texts := []string{"", "What do you pay today?", "WHAT DO YOU SPEND", "how much can you spend", "Who signs off?",
		"When would suit?", "let's meet on 12 May", "Thursday at ten", "Most clinics find it helps", "Clinics usually see a drop",
		"Acme quoted $400", "we already use Deltek", "KELVIN", "\u212aelvin", "ſtop", "aabbbc", "x", "O\u212a", "$4", "naïve", "NAÏVE plain"}
	rejected := 0
	for _, p := range patterns {
		g := MustGate(p)
		for _, base := range texts {
			for _, s := range []string{base, strings.ToLower(base), strings.ToUpper(base), "so " + base + " ok"} {
				if g.Regexp.MatchString(s) && !g.MayMatch(s) {
					t.Fatalf("gate of %q rejects %q, which matches", p, s)
				}
				if g.MatchString(s) != g.Regexp.MatchString(s) || (g.FindStringIndex(s) == nil) != (g.Regexp.FindStringIndex(s) == nil) {
					t.Fatalf("gated %q disagrees on %q", p, s)
				}
				if !g.MayMatch(s) {
					rejected++
				}
			}
		}
	}
	if rejected == 0 {
		t.Fatal("the gates turned nothing away")
	}
}

func TestGateClauses(t *testing.T) {
	g := MustGate(`(?i)(what|how much)[^?]*\b(you )?(pay|paying|spend|spending)\b`)
	if g.MayMatch("Can I ask what a no-show costs you?") {
		t.Fatalf("clauses %q let a text without pay/spend through", g.clauses)
	}
	if !g.MayMatch("WHAT do you PAY now?") {
		t.Fatalf("clauses %q reject a match", g.clauses)
	}
	if g := Gate(regexp.MustCompile(`\d+`)); len(g.clauses) != 0 || !g.MayMatch("") {
		t.Fatalf("a pattern without literals is gated: %q", g.clauses)
	}
}

// orbitSwaps writes s with letters swapped for other members of their case
// orbit: the Kelvin sign for k, the long s for s, the Angstrom sign for å,
// final sigma for σ, and all of it upper- and lower-cased.
func orbitSwaps(s string) []string {
	swap := strings.NewReplacer("k", "\u212a", "K", "\u212a", "s", "\u017f", "S", "\u017f",
		"å", "\u212b", "Å", "\u212b", "σ", "ς")
	out := []string{s, strings.ToUpper(s), strings.ToLower(s), swap.Replace(s)}
	return append(out, swap.Replace(strings.ToUpper(s)), swap.Replace(strings.ToLower(s)))
}

// TestGateCaseOrbits checks that a (?i) pattern's gate passes every text
// the pattern matches when the letters are other members of their case
// orbit (the Kelvin sign, the long s, the Angstrom sign, final sigma),
// whether the pattern's literal or the text holds the non-ASCII one, and
// through MayMatch and MayMatchKey alike; and that the gate still turns
// away texts without the literal.
func TestGateCaseOrbits(t *testing.T) {
	patterns := []string{
		`(?i)\bkill (you|him)\b`, `(?i)\b(sexy|nsfw|porn\w*)\b`, `(?i)\x{212A}elvin|\x{17F}top`, `(?i)ångström`,
		`(?i)\x{212B}ngstr\x{F6}m`, `(?i)λόγος`, `(?i)naïve (plan|ask)`, `naïve`, `Kelvin`, `(?i)a@b\.`, `(?i)<\s*script`,
	}
	texts := []string{"I will kill you", "so sexy", "pornhub", "Kelvin", "stop it", "ångström units", "ÅNGSTRÖM",
		"ὁ λόγος", "ΛΌΓΟΣ", "a naïve plan", "NAÏVE ASK", "naïve", "mail a@b.c", "<SCRIPT>", "<ſcript>"}
	for _, p := range patterns {
		g := MustGate(p)
		matched := 0
		for _, base := range texts {
			for _, s := range orbitSwaps(base) {
				s = "then " + s + " ok"
				if !g.Regexp.MatchString(s) {
					continue
				}
				matched++
				if !g.MayMatch(s) || !g.MayMatchKey(GateKey(s)) {
					t.Errorf("gate of %q (clauses %q) rejects %q, which matches", p, g.clauses, s)
				}
				if g.MatchString(s) != true || g.FindStringIndex(s) == nil {
					t.Errorf("gated %q misses %q", p, s)
				}
			}
		}
		if matched == 0 {
			t.Errorf("%q matched none of the texts", p)
		}
		if len(g.clauses) == 0 || g.MayMatch("an ordinary sentence, no more") || g.MayMatchKey(GateKey("AN ORDINARY SENTENCE")) {
			t.Errorf("%q: no working gate (clauses %q)", p, g.clauses)
		}
	}
	for _, c := range []struct{ p, in, out string }{
		{`(?i)kill`, "\u212aILL", "kil l"},
		{`(?i)\x{212A}ill`, "kill", "k ill"},
		{`(?i)naïve`, "NAÏVE", "NAIVE"},
		{`(?i)ångström`, "\u212bNGSTRÖM", "angstrom"},
		{`(?i)λόγος`, "ΛΌΓΟΣ", "λογος"},
		{`(?i)sex`, "\u017fEX", "s ex"},
	} {
		g := MustGate(c.p)
		if !g.MayMatch(c.in) || g.MayMatch(c.out) || !g.MayMatchKey(GateKey(c.in)) || g.MayMatchKey(GateKey(c.out)) {
			t.Errorf("%q (clauses %q): %q should pass, %q not", c.p, g.clauses, c.in, c.out)
		}
	}
}

// TestGateKey checks the key form and that ASCII lower-case text costs
// nothing.
func TestGateKey(t *testing.T) {
	for in, want := range map[string]string{
		"Kill \u212aILL": "kill kill", "\u017fEX": "sex", "ΛΌΓΟΣ": GateKey("λόγος"), "NAÏVE": GateKey("naïve"),
		"\u212bngström": GateKey("ÅNGSTRÖM"), "plain text": "plain text", "A@B.C": "a@b.c",
	} {
		if got := GateKey(in); got != want {
			t.Errorf("GateKey(%q) = %q, want %q", in, got, want)
		}
	}
	s := strings.Repeat("a plain lower-case text ", 10)
	if n := testing.AllocsPerRun(10, func() { _ = GateKey(s) }); n != 0 {
		t.Errorf("GateKey of lower-case ASCII allocates %v times", n)
	}
	if g := MustGate(`(?i)\b[a-z]+@[a-z]+\.com`); !g.MayMatch("ADA@EXAMPLE.COM") || g.MayMatch("ada at example.com") {
		t.Errorf("a mark is a clause: %q", g.clauses)
	}
}
