package text

import (
	"reflect"
	"testing"
)

func spanTexts(s string, sp []Span) []string {
	out := make([]string, len(sp))
	for i, x := range sp {
		out[i] = x.In(s)
	}
	return out
}

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"It costs $9,000 a month.":        {"It", "costs", "$9,000", "a", "month"},
		"a 150-bed hospital":              {"a", "150", "bed", "hospital"},
		"don't, dont and don’t":           {"don't", "dont", "and", "don’t"},
		"grew 1.8x, 18% and 10:30 on 3/4": {"grew", "1.8x", "18%", "and", "10:30", "on", "3/4"},
		"£40 or €5, not $ or 5$":          {"£40", "or", "€5", "not", "or", "5"},
		"best-in-class... really?!":       {"best", "in", "class", "really"},
		"the reps' calls and rep's notes": {"the", "reps", "calls", "and", "rep's", "notes"},
		"U.S. and e.g. 2026.":             {"U", "S", "and", "e", "g", "2026"},
		"naïve café Zürich":               {"naïve", "café", "Zürich"},
		"9,000.":                          {"9,000"},
		"":                                {},
	} {
		got := spanTexts(in, Words(in))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRuns(t *testing.T) {
	in := "don't pay $9,000 for 18% (i.g.n.o.r.e)"
	want := []string{"don", "t", "pay", "9", "000", "for", "18", "i", "g", "n", "o", "r", "e"}
	if got := spanTexts(in, Runs(in)); !reflect.DeepEqual(got, want) {
		t.Errorf("Runs(%q) = %q, want %q", in, got, want)
	}
}

func TestTerms(t *testing.T) {
	in := "Our No-Show rate on 150-bed wards costs $9,000; don’t - guess."
	want := []string{"our", "no-show", "rate", "on", "150-bed", "wards", "costs", "$9,000", "don't", "guess"}
	if got := Terms(in); !reflect.DeepEqual(got, want) {
		t.Errorf("Terms(%q) = %q, want %q", in, got, want)
	}
}

func TestIndexWord(t *testing.T) {
	for _, c := range []struct {
		s, cue string
		want   int
	}{
		{"a call today", "call", 2},
		{"recall the calls, then call", "call", 23},
		{"recall", "call", -1},
		{"calls", "call", -1},
		{"call", "call", 0},
		{"no-show rate", "show", 3},
		{"café au lait", "café", 0},
	} {
		if got := IndexWord(c.s, c.cue); got != c.want {
			t.Errorf("IndexWord(%q, %q) = %d, want %d", c.s, c.cue, got, c.want)
		}
	}
}

func TestIsStop(t *testing.T) {
	for w, want := range map[string]bool{"because": true, "don't": true, "customers": true, "nurses": false, "invoice": false} {
		if IsStop(w) != want {
			t.Errorf("IsStop(%q) = %v", w, !want)
		}
	}
}
