package roleplay

import (
	"pitchperfect/shared/text"
	"strings"
	"unicode"
	"unicode/utf8"
)

// splitSentences returns the sentences of s (text.Sentences), trimmed; the
// punctuation stays with its sentence.
func splitSentences(s string) []string { return text.SentenceStrings(s) }

// normLine reduces a line to its lower-case words (text.Runs) separated by
// single spaces, for comparing lines.
func normLine(s string) string {
	var b strings.Builder
	for _, sp := range text.Runs(s) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strings.ToLower(sp.In(s)))
	}
	return b.String()
}

// words returns the lower-case words of s (text.Terms: "no-show", "$9,000"
// and "don't" are one word each).
func words(s string) []string { return text.Terms(s) }

// capitalizeSentences upper-cases a lower-case letter that starts the text or
// follows ". ", "? " or "! ", so templates can put placeholders first.
func capitalizeSentences(s string) string {
	start := true
	var out strings.Builder
	out.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if start && unicode.IsLower(r) && !innerUpperAt(s[i:]) {
			out.WriteRune(unicode.ToUpper(r))
		} else {
			out.WriteString(s[i : i+n])
		}
		switch {
		case r == '.' || r == '?' || r == '!':
			start = i+n < len(s) && s[i+n] == ' '
		case r == ' ' && start:
		default:
			start = false
		}
		i += n
	}
	return out.String()
}

// truncateWords cuts s to at most n bytes at a word boundary
// (text.TruncateWords).
func truncateWords(s string, n int) string { return text.TruncateWords(s, n) }

// keywords returns the distinct stems of the content words of s of 5 or
// more letters. A possessive is no keyword: in "the children's data" the
// topic is the data, not the children.
func keywords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range text.Terms(s) {
		w = strings.Trim(w, "-'")
		if utf8.RuneCountInString(w) >= 5 && !text.IsStop(w) && !strings.HasSuffix(w, "'s") {
			out[text.Stem(w)] = true
		}
	}
	return out
}

// hasLetters reports whether s contains at least one letter.
func hasLetters(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// containsAny reports whether s contains one of the cues.
func containsAny(s string, cues ...string) bool {
	for _, c := range cues {
		if strings.Contains(s, c) {
			return true
		}
	}
	return false
}

// indexWord is text.IndexWord: strings.Index for a cue that starts and ends
// at word boundaries ("call" in "a call", not in "recall" or "calls").
func indexWord(s, cue string) int { return text.IndexWord(s, cue) }

// innerUpperAt reports a word starting s with a capital inside ("ezyVet",
// "iPad"): a brand keeps its case at the start of a sentence.
func innerUpperAt(s string) bool {
	for i, r := range s {
		if r == ' ' || r == ',' || r == '.' {
			return false
		}
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}
