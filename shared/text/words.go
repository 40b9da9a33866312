package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsWordRune reports whether r belongs in a word: a letter, a digit or a
// combining mark.
func IsWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// Words returns the spans of the words and numbers of s. Hyphens split words
// ("best-in-class" is three), an apostrophe between letters does not
// ("don't", "rep's"), and a number keeps its separators between digits
// ("9,000", "1.8", "10:30", "3/4"), a currency sign before it ("$9,000",
// "£40", "€5") and a percent sign after it ("18%").
func Words(s string) []Span { return scanAll(s, true) }

// Runs returns the spans of the maximal runs of letters, digits and
// combining marks of s, with nothing joined: "don't" is "don" and "t",
// "9,000" is "9" and "000". The screener reads obfuscated text this way.
func Runs(s string) []Span { return scanAll(s, false) }

// NextWord returns the span of the first word of s (as Words finds them)
// that starts at or after byte i, and false when there is none. It
// allocates nothing: for sp, ok := NextWord(s, 0); ok; sp, ok = NextWord(s, sp.E) {…}.
func NextWord(s string, i int) (Span, bool) { return next(s, i, true) }

func scanAll(s string, join bool) []Span {
	out := make([]Span, 0, len(s)/5+1)
	for sp, ok := next(s, 0, join); ok; sp, ok = next(s, sp.E, join) {
		out = append(out, sp)
	}
	return out
}

func next(s string, i int, join bool) (Span, bool) {
	n := len(s)
	for i < n {
		if c := s[i]; c == ' ' {
			i++ // the common case between words
			continue
		}
		r, sz := utf8.DecodeRuneInString(s[i:])
		if r < utf8.RuneSelf && !isASCIIWord(byte(r)) && !(join && r == '$' && i+1 < n && isDigitByte(s[i+1])) {
			i++
			continue
		}
		if r >= utf8.RuneSelf && !IsWordRune(r) && !(join && (r == '£' || r == '€') && i+sz < n && isDigitByte(s[i+sz])) {
			i += sz
			continue
		}
		j := i + sz
		for j < n {
			if c := s[j]; c < utf8.RuneSelf && isASCIIWord(c) {
				j++ // the common case: an ASCII letter or digit
				continue
			}
			r2, sz2 := utf8.DecodeRuneInString(s[j:])
			if r2 < utf8.RuneSelf && isASCIIWord(byte(r2)) || r2 >= utf8.RuneSelf && IsWordRune(r2) {
				j += sz2
				continue
			}
			if !join {
				break
			}
			if (r2 == '\'' || r2 == '’') && j+sz2 < n {
				rn, _ := utf8.DecodeRuneInString(s[j+sz2:])
				rp, _ := utf8.DecodeLastRuneInString(s[:j])
				if unicode.IsLetter(rn) && unicode.IsLetter(rp) {
					j += sz2
					continue
				}
			}
			prevDigit := isDigitByte(s[j-1])
			if (r2 == '.' || r2 == ',' || r2 == '/' || r2 == ':') && prevDigit && j+1 < n && isDigitByte(s[j+1]) {
				j++
				continue
			}
			if r2 == '%' && prevDigit {
				j++
			}
			break
		}
		return Span{i, j}, true
	}
	return Span{}, false
}

func isASCIIWord(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// Terms returns the lower-case words of s for comparing texts: Words, with
// words joined by a hyphen kept whole ("no-show", "150-bed") and curly
// apostrophes made straight.
func Terms(s string) []string {
	sp := Words(s)
	out := make([]string, 0, len(sp))
	for k := 0; k < len(sp); k++ {
		a, b := sp[k].S, sp[k].E
		for k+1 < len(sp) && sp[k+1].S == b+1 && s[b] == '-' {
			k++
			b = sp[k].E
		}
		out = append(out, Lower(s[a:b]))
	}
	return out
}

// Lower lower-cases w and makes curly apostrophes straight.
func Lower(w string) string {
	w = strings.ToLower(w)
	if strings.Contains(w, "’") {
		w = strings.ReplaceAll(w, "’", "'")
	}
	return w
}

// IndexWord is strings.Index for a cue that starts and ends at word
// boundaries ("call" in "a call", not in "recall" or "calls"), or -1.
func IndexWord(s, cue string) int {
	off := 0
	for {
		i := strings.Index(s[off:], cue)
		if i < 0 {
			return -1
		}
		i += off
		j := i + len(cue)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[j:])
		if (i == 0 || !unicode.IsLetter(before)) && (j == len(s) || !unicode.IsLetter(after)) {
			return i
		}
		off = i + 1
	}
}
