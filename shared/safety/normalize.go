package safety

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// Text normalisation for the injection detector. Two views are built:
//
//   - the folded view: text.Fold (compatibility forms mapped by NFKC,
//     accents off Latin letters, lower case, zero-width and bidi characters
//     removed, invisible "tag" characters decoded to the ASCII they
//     smuggle; Cyrillic, Greek and CJK stay as they are), with English
//     contractions expanded.
//   - the skeleton view: the folded view with look-alike letters (Cyrillic,
//     Greek, Armenian, small capitals) mapped to Latin, letters split by
//     hyphens joined, spaced-out letters ("i g n o r e") collapsed, leetspeak
//     decoded inside words, 'l' merged into 'i' and repeated letters
//     squeezed. The rules' phrases go through the same transform.

//go:embed fold.txt
var foldTxt string

// The tables of fold.txt (see its header).
var (
	homoglyphs    = map[rune]rune{}
	leet          = map[rune]rune{}
	chatSpeak     = map[string][]string{} // by skeleton token
	abbreviations = map[string]bool{}
	contractions  *strings.Replacer
)

func init() {
	var contr []string
	for _, line := range strings.Split(foldTxt, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		from, to := []rune(f[1]), strings.Join(f[2:], " ")
		switch f[0] {
		case "homoglyph":
			homoglyphs[from[0]] = []rune(to)[0]
		case "leet":
			leet[from[0]] = []rune(to)[0]
		case "abbreviation":
			abbreviations[f[1]] = true
		case "contraction":
			if strings.HasPrefix(f[1], "'") || strings.HasPrefix(f[1], "n'") {
				to = " " + to
			}
			contr = append(contr, f[1], to)
		}
	}
	contractions = strings.NewReplacer(contr...)
	// chat words are canonicalised with the tables above
	for _, line := range strings.Split(foldTxt, "\n") {
		if f := strings.Fields(line); len(f) > 2 && f[0] == "chat" {
			chatSpeak[skelWord(f[1])] = strings.Fields(skelPhrase(strings.Join(f[2:], " ")))
		}
	}
}

// foldText returns the folded view of s (text.Fold).
func foldText(s string) string { return text.Fold(s) }

func isLeet(r rune) bool { _, ok := leet[r]; return ok }

// wordish: a letter or a digit.
func wordish(r rune) bool { return unicode.IsLetter(r) || (r >= '0' && r <= '9') }

func isLetterOrLeet(r rune) bool {
	return unicode.IsLetter(r) || (isLeet(r) && r != '!' && r != '|' && r != '+')
}

// skeletonText turns the folded view into the skeleton view.
func skeletonText(folded string) string {
	rs := []rune(folded)
	for i, r := range rs {
		if h, ok := homoglyphs[r]; ok {
			rs[i] = h
		}
	}
	return squeeze(decodeLeet(collapseSpaced(joinHyphenated(rs))))
}

// joinHyphenated removes hyphens between letters ("dis-regard") and turns
// underscores into spaces ("ignore_all_previous").
func joinHyphenated(rs []rune) []rune {
	out := make([]rune, 0, len(rs))
	for i, r := range rs {
		switch {
		case r == '_':
			out = append(out, ' ')
		case r == '-' && i > 0 && i+1 < len(rs) && isLetterOrLeet(rs[i-1]) && isLetterOrLeet(rs[i+1]):
		default:
			out = append(out, r)
		}
	}
	return out
}

// spacedSep reports whether r separates spaced-out letters.
func spacedSep(r rune) bool { return strings.ContainsRune(" .*·•/\\,-~^`", r) }

// collapseSpaced joins runs of at least three single characters separated by
// one separator each ("i g n o r e", "i.g.n.o.r.e"); a wider gap ends a word.
func collapseSpaced(rs []rune) []rune {
	n := len(rs)
	unitAt := func(j int) bool {
		return j < n && isLetterOrLeet(rs[j]) && (j+1 >= n || !isLetterOrLeet(rs[j+1])) && (j == 0 || !isLetterOrLeet(rs[j-1]))
	}
	out := make([]rune, 0, n)
	for i := 0; i < n; {
		if !unitAt(i) {
			out = append(out, rs[i])
			i++
			continue
		}
		j, units, letters := i+1, []rune{rs[i]}, 0
		for j+1 < n && spacedSep(rs[j]) && unitAt(j+1) {
			units = append(units, rs[j+1])
			j += 2
		}
		for _, u := range units {
			if unicode.IsLetter(u) {
				letters++
			}
		}
		if len(units) >= 3 && letters >= 2 {
			out = append(out, units...)
			i = j
			continue
		}
		out = append(out, rs[i])
		i++
	}
	return out
}

// decodeLeet maps leet characters inside words that hold a letter; '!', '|',
// '+', '$' and '@' only between word characters ("prev!ous", not "now!!!").
func decodeLeet(rs []rune) []rune {
	n := len(rs)
	for i := 0; i < n; {
		if !unicode.IsLetter(rs[i]) && !isLeet(rs[i]) {
			i++
			continue
		}
		j, hasLetter := i, false
		for j < n && (unicode.IsLetter(rs[j]) || isLeet(rs[j])) {
			hasLetter = hasLetter || unicode.IsLetter(rs[j])
			j++
		}
		if hasLetter {
			for k := i; k < j; k++ {
				m, ok := leet[rs[k]]
				if !ok || (strings.ContainsRune("!|+$@", rs[k]) && (k == i || k == j-1 || !wordish(rs[k-1]) || !wordish(rs[k+1]))) {
					continue
				}
				rs[k] = m
			}
		}
		i = j
	}
	return rs
}

// squeeze merges 'l' into 'i' and collapses repeated letters.
func squeeze(rs []rune) string {
	var b strings.Builder
	b.Grow(len(rs))
	var prev rune = -1
	for _, r := range rs {
		if r == 'l' {
			r = 'i'
		}
		if r == prev && unicode.IsLetter(r) {
			continue
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// Token stream. Words are maximal runs of letters and digits; sentence
// punctuation becomes the break token "|" and a comma the token ",".
const (
	tokBreak = "|"
	tokComma = ","
)

// skelWord canonicalises one word the way skeletonText treats text.
func skelWord(w string) string { return dropMarks.Replace(skeletonText(foldText(w))) }

var dropMarks = strings.NewReplacer("'", "", "-", "")

// skelPhrase canonicalises each word of a phrase with skelWord.
func skelPhrase(p string) string {
	ws := strings.Fields(p)
	for i, w := range ws {
		ws[i] = skelWord(w)
	}
	return strings.Join(ws, " ")
}

// expandChatSpeak rewrites texting shorthand in a token stream.
func expandChatSpeak(toks []string) []string {
	out := toks[:0:0]
	for _, t := range toks {
		if e, ok := chatSpeak[t]; ok {
			out = append(out, e...)
		} else {
			out = append(out, t)
		}
	}
	return out
}

// tokenize splits a view into tokens: the words are text.Runs (runs of
// letters and digits, nothing joined), and the punctuation between them
// gives the break and comma tokens.
func tokenize(s string) []string {
	toks := make([]string, 0, len(s)/5)
	prevBreak := func() bool { return len(toks) > 0 && toks[len(toks)-1] == tokBreak }
	next := func(i int) rune { r, _ := utf8.DecodeRuneInString(s[i:]); return r }
	pos := 0
	for _, sp := range append(text.Runs(s), text.Span{S: len(s), E: len(s)}) {
		w := ""
		if pos > 0 {
			w = toks[len(toks)-1] // the word the gap follows, if it does
		}
		for i, r := range s[pos:sp.S] {
			i += pos
			if i > pos {
				w = ""
			}
			after := i + utf8.RuneLen(r)
			switch r {
			case '.', '!', '?', ';', ':':
				nx := next(after)
				if r == '.' && (abbreviations[w] || unicode.IsLetter(nx) || unicode.IsDigit(nx)) {
					continue // "e.g.", "3.5", "acme.com"
				}
				if r == ':' && after < len(s) && !unicode.IsSpace(nx) {
					continue // "User:", "12:30", "https:"
				}
				if !prevBreak() {
					toks = append(toks, tokBreak)
				}
			case ',':
				toks = append(toks, tokComma)
			case '\n':
				if next(after) == '\n' && !prevBreak() {
					toks = append(toks, tokBreak)
				}
			}
		}
		if sp.E > sp.S {
			toks = append(toks, s[sp.S:sp.E])
		}
		pos = sp.E
	}
	return toks
}

// view holds the normalised forms of one text.
type view struct {
	folded   string   // folded view (Cyrillic and CJK preserved)
	skelToks []string // tokens of the skeleton view, shorthand expanded
}

func buildView(text string) *view {
	folded := contractions.Replace(foldText(text))
	return &view{folded: folded, skelToks: expandChatSpeak(tokenize(skeletonText(folded)))}
}

// wordCount counts the tokens that hold a letter.
func wordCount(toks []string) int {
	n := 0
	for _, t := range toks {
		if strings.IndexFunc(t, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n
}
