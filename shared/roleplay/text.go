package roleplay

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// splitSentences splits text after '.', '!' or '?' followed by a space or the
// end; the punctuation stays with its sentence.
func splitSentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] == '.' || s[j] == '!' || s[j] == '?' || s[j] == '"' || s[j] == '\'' || s[j] == ')') {
			j++
		}
		if j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' {
			continue
		}
		if c == '.' && j < len(s) && s[j] != '\n' && abbreviation(s[start:i]) {
			continue // "Dr. Shah", "vs. Motive"
		}
		if t := strings.TrimSpace(s[start:j]); t != "" {
			out = append(out, t)
		}
		start = j
		i = j - 1
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// normLine reduces a line to lower-case letters and digits separated by
// single spaces, for comparing lines.
func normLine(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		} else {
			space = true
		}
	}
	return b.String()
}

// words returns the lower-case words of s (letters, digits, apostrophes and
// inner hyphens).
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '-' || r == '%' || r == '$')
	})
}

// capitalizeSentences upper-cases a lower-case letter that starts the text or
// follows ". ", "? " or "! ", so templates can put placeholders first.
func capitalizeSentences(s string) string {
	start := true
	var out strings.Builder
	out.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if start && unicode.IsLower(r) {
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

// truncateWords cuts s to at most n bytes at a word boundary.
func truncateWords(s string, n int) string {
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

// isStop reports words too common to carry a topic.
var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`about above after again against all also and any are aren't because been before being
	below between both but can can't cannot could couldn't did didn't does doesn't doing don't down during each every few for
	from further had hadn't has hasn't have haven't having here how i'm i've into isn't it's its itself just let's like more
	most much must mustn't myself need never not now off once only other ought our ours ourselves out over own really same
	shall she should shouldn't some such than that that's the their theirs them themselves then there there's these they
	they're this those through too under until very was wasn't we'll we're we've were weren't what what's when where which
	while who whom why will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves make
	makes made get gets help helps team teams company customer customers client clients product products solution
	solutions service services platform today things thing people something anything everything`) {
		stopWords[w] = true
	}
}

// keywords returns the distinct content words of s of 5 or more letters.
func keywords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words(s) {
		w = strings.Trim(w, "-'’")
		if utf8.RuneCountInString(w) >= 5 && !stopWords[w] {
			out[stem(w)] = true
		}
	}
	return out
}

// stem strips a few English suffixes so "reduces" meets "reduce".
func stem(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 4 {
			return w[:len(w)-len(suf)]
		}
	}
	return w
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

// indexWord is strings.Index for a cue that starts and ends at word
// boundaries ("call" in "a call", not in "recall" or "calls"), or -1.
func indexWord(s, cue string) int {
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

// abbreviation reports whether text ends with a word that takes a full stop
// without ending a sentence ("Dr", "Mr", "vs", "Inc").
func abbreviation(text string) bool {
	i := strings.LastIndexAny(text, " \t\n(")
	w := strings.ToLower(text[i+1:])
	switch w {
	case "dr", "mr", "mrs", "ms", "st", "inc", "co", "vs", "no", "approx", "e.g", "i.e", "etc", "jr", "sr", "prof":
		return true
	}
	return false
}
