package coach

import (
	"regexp"
	"strings"
	"testing"
)

// Every vocBits is kept by vocabulary number (its words are all in the
// vocabulary), so a token's cue bits never take a map lookup.
func TestVocBitsBuilt(t *testing.T) {
	if len(vocBitSets) == 0 {
		t.Fatal("no vocBits")
	}
	for _, b := range vocBitSets {
		if b.byVoc == nil {
			t.Errorf("a vocBits of %d words is not built", len(b.m))
		}
		for w, v := range b.m {
			toks := tokenize(w)
			if len(toks) == 1 && toks[0].norm == w && b.of(&toks[0]) != v {
				t.Errorf("%q: bits %d, want %d", w, b.of(&toks[0]), v)
			}
		}
	}
}

// The hand-written tests are the expressions and word lists they stand for.
func TestSpeed11Equivalents(t *testing.T) {
	our := regexp.MustCompile(`\bour\b`)
	var texts []string
	for _, f := range []string{"pitch_pairs.json", "objection_pairs.json"} {
		for _, p := range loadPairs(t, f) {
			for _, s := range []string{p.Better, p.Worse, p.Why, p.Objection, p.Scenario.Custom} {
				texts = append(texts, strings.Split(s, ". ")...)
			}
		}
	}
	texts = append(texts, "our", "Our", "hours", "our_x", "your", "four", "ourselves", "x our", "our-team", "tour our", "we", "i", "i'", " me", "me", "let me", "lime", "\u212aour", "é our é", "ouR", "i\n", "wE")
	for _, s := range texts {
		low, _ := lowered(s)
		if got, want := ourWord(low), our.MatchString(low); got != want {
			t.Errorf("ourWord(%q) = %v, want %v", low, got, want)
		}
		if got, want := firstPerson(low), anyOf(low, firstPersonCues); got != want {
			t.Errorf("firstPerson(%q) = %v, want %v", low, got, want)
		}
		if anyOf(low, openCues) && !openCuesG.MayMatch(low) {
			t.Errorf("openCuesG rules out %q", low)
		}
	}
}
