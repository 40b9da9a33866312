package text

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

//go:embed fold.txt
var foldTxt string

// letterFold maps the letters and marks of fold.txt to their folded form.
var letterFold = map[rune]string{}

func init() {
	for _, line := range strings.Split(foldTxt, "\n") {
		f := strings.Fields(line)
		if len(f) != 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		letterFold[[]rune(f[0])[0]] = f[1]
	}
}

// Fold returns s folded for matching: Unicode tag characters (invisible
// mirrors of ASCII) decoded to the ASCII they carry, compatibility forms
// (full-width, mathematical, circled, superscript letters, ligatures)
// mapped by NFKC, lower case, accents removed from Latin letters ("é" is
// "e", "й" stays), format characters (zero-width, soft hyphen, bidi
// controls), combining marks, variation selectors and control characters
// removed, other spaces made ' ', and the letters of fold.txt folded (ß is
// "ss", curly quotes straight). Cyrillic, Greek and CJK letters stay.
func Fold(s string) string {
	s = norm.NFKC.String(decodeTags(s))
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		foldRune(&b, r)
	}
	return b.String()
}

// decodeTags turns Unicode tag characters (U+E0020..U+E007E) into the ASCII
// text they smuggle, set off by spaces.
func decodeTags(s string) string {
	var b strings.Builder
	inTag := false
	for _, r := range s {
		if tag := r >= 0xE0020 && r <= 0xE007E; tag != inTag {
			b.WriteByte(' ')
			inTag = tag
		}
		if inTag {
			r -= 0xE0000
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foldRune appends the folded form of r.
func foldRune(b *strings.Builder, r rune) {
	switch {
	case r == '\n':
		b.WriteByte('\n')
	case r == utf8.RuneError, r == '\r', r < 0x20 && r != '\t', r == 0x7f:
	case r < 0x80:
		b.WriteRune(unicode.ToLower(r))
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Mn, r), unicode.Is(unicode.Me, r), r >= 0xFE00 && r <= 0xFE0F:
	case unicode.IsSpace(r):
		b.WriteByte(' ')
	default:
		r = unicode.ToLower(r)
		if unicode.Is(unicode.Latin, r) {
			if d := norm.NFD.String(string(r)); d[0] < 0x80 {
				r = rune(d[0])
			}
		}
		if m, ok := letterFold[r]; ok {
			b.WriteString(m)
			return
		}
		b.WriteRune(r)
	}
}
