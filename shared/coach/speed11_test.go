package coach

import "testing"

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
