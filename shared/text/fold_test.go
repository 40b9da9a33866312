package text

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Ｉｇｎｏｒｅ":                 "ignore",       // full-width
		"𝐢𝐠𝐧𝐨𝐫𝐞":                 "ignore",       // mathematical bold
		"Café NAÏVE":             "cafe naive",   // accents off Latin letters
		"й and ж":                "й and ж",      // Cyrillic stays
		"ig\u200bno\u00adre":     "ignore",       // zero-width space, soft hyphen
		"straße ﬁle":             "strasse file", // ß, ligature
		"don’t “quote” — dash":   "don't \"quote\" - dash",
		"ᴀᴅᴍɪɴ":                  "admin", // small capitals
		"a\u00a0b\tc\r\n":        "a b\tc\n",
		"x\U000E0069\U000E0067y": "x ig y", // tag characters
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFoldTable fails on a line of fold.txt that init would skip.
func TestFoldTable(t *testing.T) {
	n := 0
	for i, line := range strings.Split(foldTxt, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 2 || utf8.RuneCountInString(f[0]) != 1 {
			t.Errorf("fold.txt:%d: want one letter and its folded form, got %q", i+1, line)
		}
		n++
	}
	if n != len(letterFold) || n < 60 {
		t.Errorf("fold.txt has %d entries, table %d", n, len(letterFold))
	}
}
