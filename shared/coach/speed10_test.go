package coach

import (
	"strings"
	"testing"
)

func TestFieldsAtLeast(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a ", "a b", "a\u00a0b", "“a”", "a\u2003b c", "\xffa \xfe", "a\u0085b", "  x\t\ny  ", "é è", "a,b"} {
		for n := 0; n < 5; n++ {
			if got, want := fieldsAtLeast(s, n), len(strings.Fields(s)) >= n; got != want {
				t.Errorf("fieldsAtLeast(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

func TestLowOf(t *testing.T) {
	for _, s := range []string{"", "ABC def", "It’s “Fine” ÉCOLE", "\xffA\xfe", "Σ İ ǅ", "a’b’"} {
		if low, _ := lowered(s); lowOf(s) != low {
			t.Errorf("lowOf(%q) = %q, want %q", s, lowOf(s), low)
		}
	}
}
