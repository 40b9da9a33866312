package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence is the span of one sentence, trimmed of surrounding space, and
// whether its closing punctuation holds a question mark.
type Sentence struct {
	Span
	Question bool
}

// abbreviations are words whose period does not end a sentence ("Dr. Shah",
// "vs. Motive", "Acme Inc. signed"). A single letter ("U.S.", "e.g.") is an
// abbreviation too. "No." and "etc." end sentences more often than not.
var abbreviations = toSet("inc ltd co corp dr mr mrs ms vs approx jr sr st prof eng rs messrs capt sgt dept")

// Sentences splits s into sentences. A sentence ends at . ! ? or … (a run of
// them, "?!" or "..." counting as one) followed by space or the end, with any
// closing quotes or brackets kept with it, and at a line break. A period
// inside a number ("1.8"), after a single letter ("U.S.") or after a known
// abbreviation ("Dr.", "vs.") does not end one; neither does punctuation
// glued to the next word ("acme.com"). A full-width 。！？ ends one as it
// is. Empty sentences are left out.
func Sentences(s string) []Sentence {
	var out []Sentence
	EachSentence(s, func(st Sentence) { out = append(out, st) })
	return out
}

// EachSentence calls f with each sentence of s, in order, as Sentences
// finds them, without building a list.
func EachSentence(s string, f func(Sentence)) {
	start := 0
	n := len(s)
	emit := func(end int, question bool) {
		a, b := start, end
		for a < b && isSpaceByte(s[a]) {
			a++
		}
		for b > a && isSpaceByte(s[b-1]) {
			b--
		}
		if b > a {
			f(Sentence{Span{a, b}, question})
		}
		start = end
	}
	for i := 0; i < n; {
		c := s[i]
		if c == '\n' {
			emit(i, false)
			i++
			continue
		}
		if c == 0xE3 || c == 0xEF { // 。！？ end a sentence, no space needed
			if t := cjkStop(s[i:]); t != "" {
				emit(i+len(t), t == "？")
				i += len(t)
				continue
			}
		}
		if c != '.' && c != '!' && c != '?' && (c != 0xE2 || !strings.HasPrefix(s[i:], "…")) {
			i++
			continue
		}
		if c == '.' && i > 0 && i+1 < n && isDigitByte(s[i-1]) && isDigitByte(s[i+1]) {
			i++ // 1.8
			continue
		}
		// the run of terminators
		j := i
		question := false
		for j < n {
			if s[j] == '.' || s[j] == '!' || s[j] == '?' {
				question = question || s[j] == '?'
				j++
				continue
			}
			if strings.HasPrefix(s[j:], "…") {
				j += len("…")
				continue
			}
			break
		}
		// closing quotes and brackets belong to the sentence
		for j < n && strings.IndexByte("\"')]", s[j]) >= 0 {
			j++
		}
		for j < n && (strings.HasPrefix(s[j:], "”") || strings.HasPrefix(s[j:], "’")) {
			j += len("”")
		}
		if j < n && !isSpaceByte(s[j]) {
			i = j
			continue
		}
		if c == '.' && !question && j == i+1 && AbbreviationBefore(s, i) {
			i = j
			continue
		}
		emit(j, question)
		i = j
	}
	emit(n, false)
}

// cjkStop is the full-width full stop, exclamation or question mark s
// starts with, or "".
func cjkStop(s string) string {
	for _, t := range []string{"。", "！", "？"} {
		if strings.HasPrefix(s, t) {
			return t
		}
	}
	return ""
}

// SentenceStrings returns the text of each sentence of s.
func SentenceStrings(s string) []string {
	ss := Sentences(s)
	if len(ss) == 0 {
		return nil
	}
	out := make([]string, len(ss))
	for i, st := range ss {
		out[i] = st.In(s)
	}
	return out
}

// AbbreviationBefore reports whether the period at s[dot] ends an
// abbreviation: a single letter ("U.S.", "e.g.") or a known word ("Inc.").
func AbbreviationBefore(s string, dot int) bool {
	k := dot
	for k > 0 {
		r, sz := utf8.DecodeLastRuneInString(s[:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= sz
	}
	if k == dot {
		return false
	}
	if _, sz := utf8.DecodeRuneInString(s[k:]); k+sz == dot {
		return true
	}
	w := s[k:dot]
	if len(w) > maxAbbrev {
		return false
	}
	var buf [maxAbbrev]byte // lower case without allocating
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return abbreviations[string(buf[:len(w)])]
}

// maxAbbrev is the length of the longest abbreviation ("approx").
const maxAbbrev = 6

// isSpaceByte reports an ASCII space, tab or line break.
func isSpaceByte(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

func toSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
