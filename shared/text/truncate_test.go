package text

import (
	"testing"
	"unicode/utf8"
)

func TestTruncate(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
		cut  bool
	}{
		{"hello", 10, "hello", false},
		{"hello", 5, "hello", false},
		{"hello", 3, "hel", true},
		{"café", 4, "caf", true}, // é is two bytes: never half a rune
		{"日本語", 4, "日", true},
		{"abc", 0, "", true},
	} {
		got, cut := Truncate(c.in, c.max)
		if got != c.want || cut != c.cut || !utf8.ValidString(got) {
			t.Errorf("Truncate(%q, %d) = %q, %v; want %q, %v", c.in, c.max, got, cut, c.want, c.cut)
		}
	}
}

func TestTruncateWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"we cut at a word, boundary here", 20, "we cut at a word…"},
		{"Supercalifragilistic expialidocious", 10, "Supercalif…"},
		{"ééééé ééééé", 5, "éé…"},
	} {
		got := TruncateWords(c.in, c.n)
		if got != c.want || !utf8.ValidString(got) {
			t.Errorf("TruncateWords(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}
