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
