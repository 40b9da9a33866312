package text

import (
	"strings"
	"unicode/utf8"
)

// Truncate cuts s to at most max bytes on a rune boundary and reports
// whether it cut.
func Truncate(s string, max int) (string, bool) {
	if len(s) <= max {
		return s, false
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut], true
}

// TruncateWords cuts s to at most n bytes at a space and marks the cut with
// "…" (the mark is not counted). When the last space is in the first half,
// it cuts on a rune boundary instead. Trailing punctuation is dropped.
func TruncateWords(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut < n/2 {
		cut = n
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:-") + "…"
}
