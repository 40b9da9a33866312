// Package textin normalises the text users send before anything else sees
// it: every handler that takes user text (a pitch, a demo answer, a
// role-play message, a scenario, profile fields, anything that is stored)
// passes it through Field.Clean, so the empty check, the length limit, the
// rate-limit count and the charge all see the same, normalised text.
//
// Normalisation refuses what is never text (invalid UTF-8, NUL and other
// control characters), removes what is invisible (zero-width and other
// format characters: ZWSP, ZWNJ, ZWJ, BOM, bidirectional controls, soft
// hyphen, tag characters) and tidies whitespace (one space for any run of
// spaces, tabs and Unicode spaces; \n for every line break; at most one
// blank line; no spaces around line breaks; none at either end).
package textin

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
)

// Field describes one text field of a request.
type Field struct {
	// Name is the field as the client names it ("transcript",
	// "scenario.custom"), used in error messages.
	Name string
	// Max is the most characters (runes) allowed after normalisation; 0
	// means no limit.
	Max int
	// Multiline keeps line breaks; otherwise each becomes a space.
	Multiline bool
	// Empty is returned when nothing visible is left; nil allows empty text
	// (which Clean returns as "").
	Empty error
	// TooLong makes the error for a text of n characters; nil gives a
	// generic message naming the field and the limit.
	TooLong func(n int) error
}

// Clean normalises s (Normalize) and applies the field's empty check and
// length limit to the result.
func (f Field) Clean(s string) (string, error) {
	out, err := Normalize(s, f.Multiline)
	if err != nil {
		return "", invalidText(f.Name)
	}
	if Blank(out) {
		if f.Empty != nil {
			return "", f.Empty
		}
		return "", nil
	}
	if f.Max > 0 {
		if n := utf8.RuneCountInString(out); n > f.Max {
			if f.TooLong != nil {
				return "", f.TooLong(n)
			}
			return "", apperr.New(apperr.KindInvalid, "too_long",
				fmt.Sprintf("Invalid request. Please check your input: %s is too long (max %d characters).", f.Name, f.Max))
		}
	}
	return out, nil
}

// ErrInvalidText is the kind of error Normalize returns; Field.Clean turns
// it into a client error naming the field.
var ErrInvalidText = apperr.New(apperr.KindInvalid, "invalid_text",
	"Invalid request. Please check your input: the text contains characters that are not allowed (invalid UTF-8, NUL or other control characters).")

func invalidText(name string) error {
	return apperr.New(apperr.KindInvalid, "invalid_text", fmt.Sprintf(
		"Invalid request. Please check your input: %s contains characters that are not allowed (invalid UTF-8, NUL or other control characters).", name))
}

// Normalize is the one normalisation of user text (see the package doc).
// It returns ErrInvalidText for invalid UTF-8 (including U+FFFD, which is
// what a JSON decoder makes of invalid bytes and lone surrogates), NUL and
// other C0 and C1 control characters other than tab and line breaks, and
// Unicode noncharacters. With multiline false, line breaks become spaces.
func Normalize(s string, multiline bool) (string, error) {
	var b strings.Builder
	b.Grow(len(s))
	pendingSpace := false // a run of spaces not yet written
	newlines := 0         // line breaks not yet written
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			size = 2 // CRLF is one line break
		}
		i += size
		switch {
		case r == utf8.RuneError, forbidden(r):
			return "", ErrInvalidText
		case invisible(r):
			continue
		case lineBreak(r):
			if !multiline {
				pendingSpace = true
				continue
			}
			newlines++
			pendingSpace = false // no spaces at the end of a line
			continue
		case r == '\t' || unicode.Is(unicode.Zs, r):
			if newlines == 0 { // no spaces at the start of a line
				pendingSpace = true
			}
			continue
		}
		if b.Len() > 0 {
			switch {
			case newlines > 0:
				b.WriteString("\n\n"[:min(newlines, 2)])
			case pendingSpace:
				b.WriteByte(' ')
			}
		}
		newlines, pendingSpace = 0, false
		b.WriteRune(r)
	}
	return b.String(), nil
}

// Blank reports whether s has nothing a reader could see: no letter,
// number, punctuation or symbol (only spaces, combining marks alone,
// invisible fillers).
func Blank(s string) bool {
	for _, r := range s {
		if invisible(r) || filler(r) {
			continue
		}
		if unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S) {
			return false
		}
	}
	return true
}

// forbidden are the characters no text field may hold: C0 controls other
// than tab and line breaks, DEL, C1 controls (except NEL, a line break) and
// the noncharacters.
func forbidden(r rune) bool {
	switch {
	case r == '\t' || lineBreak(r):
		return false
	case r < 0x20 || (r >= 0x7f && r <= 0x9f):
		return true
	case r >= 0xfdd0 && r <= 0xfdef, r&0xfffe == 0xfffe:
		return true
	}
	return false
}

// invisible are the characters removed: the format characters (Unicode
// category Cf: ZWSP U+200B, ZWNJ, ZWJ, LRM/RLM, bidi embeddings, overrides
// and isolates, word joiner, BOM U+FEFF, soft hyphen, tag characters …).
func invisible(r rune) bool {
	return unicode.Is(unicode.Cf, r)
}

// filler are letters and symbols that render as blank space (Hangul
// fillers, the braille blank); they are kept but do not make a text
// non-empty.
func filler(r rune) bool {
	switch r {
	case '\u115f', '\u1160', '\u3164', '\uffa0', '\u2800':
		return true
	}
	return false
}

// lineBreak are the line and paragraph separators: \n, \r (and CRLF),
// vertical tab and form feed (line breaks in some word processors' text),
// NEL, LS and PS.
func lineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}
