package coach

import (
	"regexp"
	"strings"
	"testing"

	"pitchperfect/shared/text"
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
			for _, sup := range []string{"²", "³"} { // (superscriptUnits glues these to the word)
				toks := tokenize("at 3 " + w + sup + " today")
				for i := range toks {
					if got := b.of(&toks[i]); got != b.m[toks[i].norm] {
						t.Errorf("%q: bits %d, want %d", toks[i].norm, got, b.m[toks[i].norm])
					}
				}
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
		h := pitchEthicsGates.Scan(low)
		for k, c := range concedeCues {
			wordGateHolds(t, h, concedeCuesG[k], low, c)
		}
		wordGateHolds(t, h, bothSidesG, low, bothSidesCues)
		wordGateHolds(t, h, openCuesG, low, openCues)
		wordGateHolds(t, h, giveCuesG, low, giveCues)
		wordGateHolds(t, h, scopeCuesG, low, scopeCues)
		wordGateHolds(t, h, bribeWordsG, low, bribeWords)
		wordGateHolds(t, h, tellWordsG, low, tellWords)
		wordGateHolds(t, h, firstPersonG, low, firstPersonCues)
		hs := severeGates.Scan(low)
		wordGateHolds(t, hs, bribeWordsG, low, bribeWords)
		wordGateHolds(t, hs, tellWordsG, low, tellWords)
		wordGateHolds(t, hs, firstPersonG, low, firstPersonCues)
	}
}

// wordGateHolds fails when a scan rules out a gate of words that low holds.
func wordGateHolds(t *testing.T, h text.Hits, g *text.Gated, low string, words []string) {
	t.Helper()
	if anyOf(low, words) && (!h.May(g) || !g.MayMatch(low)) {
		t.Errorf("the gate of %q rules out %q", words, low)
	}
}

// A token's stemKey is stemKey of its stem, kept with the vocabulary or not,
// and after a stem is changed (superscriptUnits, fractionWords).
func TestTokenStemKey(t *testing.T) {
	for _, v := range vocabWords[1:] {
		for _, s := range []string{v.tok.norm, "two " + v.tok.norm + " of", "the " + v.tok.norm + "² here"} {
			toks := tokenize(s)
			for i := range toks {
				if got, want := toks[i].stemKey(), stemKey(toks[i].stem); got != want {
					t.Errorf("%q in %q: stemKey %q, want %q", toks[i].norm, s, got, want)
				}
			}
		}
	}
}
