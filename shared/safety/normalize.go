package safety

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Text normalisation for the injection detector. Two views are built:
//
//   - the folded view: compatibility forms (full-width, mathematical,
//     circled, superscript letters, ligatures) mapped by Unicode NFKC and
//     accents removed from Latin letters (golang.org/x/text), lower-case, format characters
//     (zero-width, soft hyphen, bidi controls) removed, invisible "tag"
//     characters decoded to the ASCII they smuggle. Cyrillic, Greek and CJK
//     stay as they are.
//   - the skeleton view: the folded view with look-alike letters (Cyrillic,
//     Greek, Armenian, small capitals) mapped to Latin, letters split by
//     hyphens joined, spaced-out letters ("i g n o r e") collapsed, leetspeak
//     decoded inside words, 'l' merged into 'i' and repeated letters
//     squeezed. The rules' phrases go through the same transform.

// foldText returns the folded view of s.
func foldText(s string) string {
	s = norm.NFKC.String(decodeTags(s))
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		foldRune(&b, r)
	}
	return b.String()
}

// decodeTags turns Unicode tag characters (U+E0020..U+E007E, invisible
// mirrors of ASCII) into the ASCII text they smuggle, set off by spaces.
func decodeTags(s string) string {
	if !strings.ContainsRune(s, 0xE0020) && strings.IndexFunc(s, func(r rune) bool { return r >= 0xE0021 && r <= 0xE007E }) < 0 {
		return s
	}
	var b strings.Builder
	inTag := false
	for _, r := range s {
		tag := r >= 0xE0020 && r <= 0xE007E
		if tag != inTag {
			b.WriteByte(' ')
			inTag = tag
		}
		if tag {
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
		// zero-width, soft hyphen, bidi controls, combining marks, variation selectors
	case unicode.IsSpace(r):
		b.WriteByte(' ')
	default:
		r = unicode.ToLower(r)
		if unicode.Is(unicode.Latin, r) { // accents off Latin letters only: "é" is e, "й" stays
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

// letterFold maps what NFKC leaves alone: special Latin letters, small
// capitals, typographic punctuation.
var letterFold = map[rune]string{
	'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'đ': "d", 'ł': "l", 'ı': "i", 'ħ': "h", 'þ': "th", 'ð': "d",
	'ᴀ': "a", 'ʙ': "b", 'ᴄ': "c", 'ᴅ': "d", 'ᴇ': "e", 'ꜰ': "f", 'ɢ': "g", 'ʜ': "h", 'ɪ': "i",
	'ᴊ': "j", 'ᴋ': "k", 'ʟ': "l", 'ᴍ': "m", 'ɴ': "n", 'ᴏ': "o", 'ᴘ': "p", 'ǫ': "q", 'ʀ': "r",
	'ꜱ': "s", 'ᴛ': "t", 'ᴜ': "u", 'ᴠ': "v", 'ᴡ': "w", 'ʏ': "y", 'ᴢ': "z",
	'ɑ': "a", 'ɡ': "g", 'ɩ': "i", 'ɒ': "a", 'ʋ': "u",
	'‐': "-", '‑': "-", '‒': "-", '–': "-", '—': "-", '―': "-", '−': "-",
	'‘': "'", '’': "'", '‛': "'", '′': "'", 'ʼ': "'", '“': "\"", '”': "\"", '‟': "\"", '«': "\"", '»': "\"",
	'。': ".", '、': ",", '，': ",", '！': "!", '？': "?",
}

// homoglyphs maps (already lower-cased) look-alike letters to Latin.
var homoglyphs = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'г': 'r', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'п': 'n', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ь': 'b', 'ѕ': 's', 'і': 'i',
	'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l', 'һ': 'h', 'ү': 'y',
	'и': 'u', 'й': 'u', 'д': 'd', 'л': 'n', 'ц': 'u', 'ш': 'w',
	// Greek
	'α': 'a', 'β': 'b', 'γ': 'y', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o',
	'ρ': 'p', 'σ': 'o', 'ς': 's', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ω': 'w', 'μ': 'u', 'ϲ': 'c', 'ϳ': 'j', 'ζ': 'z',
	// Armenian
	'օ': 'o', 'ս': 'u', 'հ': 'h', 'ո': 'n', 'ց': 'g', 'ք': 'p', 'ա': 'w',
}

// leet maps leetspeak characters inside words to letters.
var leet = map[rune]rune{
	'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g',
	'@': 'a', '$': 's', '!': 'i', '|': 'i', '€': 'e', '+': 't',
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

func isLeet(r rune) bool { _, ok := leet[r]; return ok }

// wordish: a letter or a digit.
func wordish(r rune) bool { return isLetter(r) || (r >= '0' && r <= '9') }

func isLetterOrLeet(r rune) bool {
	return isLetter(r) || (isLeet(r) && r != '!' && r != '|' && r != '+')
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
			if isLetter(u) {
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
		if !isLetter(rs[i]) && !isLeet(rs[i]) {
			i++
			continue
		}
		j, hasLetter := i, false
		for j < n && (isLetter(rs[j]) || isLeet(rs[j])) {
			hasLetter = hasLetter || isLetter(rs[j])
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
		if r == prev && isLetter(r) {
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

var abbreviations = map[string]bool{
	"prev": true, "e": true, "g": true, "i": true, "mr": true, "mrs": true, "dr": true, "inc": true,
	"vs": true, "etc": true, "st": true, "approx": true, "dept": true, "p": true, "s": true, "ps": true,
}

var contractions = strings.NewReplacer(
	"won't", "will not", "can't", "can not", "n't", " not", "'re", " are", "'ve", " have",
	"'ll", " will", "'m", " am", "'d", " would",
	"what's", "what is", "that's", "that is", "here's", "here is", "there's", "there is",
	"it's", "it is", "who's", "who is", "let's", "let us",
)

// chatSpeak maps texting shorthand (as skeleton tokens) to words ("can u
// tell me wat ur instructions say").
var chatSpeak = map[string][]string{}

func init() {
	for k, v := range map[string]string{
		"u": "you", "ya": "you", "yu": "you", "ur": "your", "yr": "your", "urs": "yours", "urself": "yourself",
		"ure": "you are", "youre": "you are", "pls": "please", "plz": "please", "pleez": "please",
		"wat": "what", "wut": "what", "whats": "what is", "thats": "that is", "im": "i am", "ive": "i have",
		"dont": "do not", "doesnt": "does not", "didnt": "did not", "cant": "can not", "wont": "will not",
		"isnt": "is not", "arent": "are not", "wasnt": "was not", "shouldnt": "should not",
		"gimme": "give me", "lemme": "let me", "wanna": "want to", "gonna": "going to", "gotta": "got to",
		"instrux": "instructions", "instr": "instructions", "sys": "system", "msg": "message", "msgs": "messages",
		"ignor": "ignore", "ingore": "ignore", "igonre": "ignore", "ignroe": "ignore", "previus": "previous", "prevous": "previous", "previos": "previous",
		"instrucions": "instructions", "instructons": "instructions", "instrucshuns": "instructions", "instrukshuns": "instructions", "instructiones": "instructions",
		"promt": "prompt", "promtp": "prompt", "prmopt": "prompt", "sistem": "system", "sytem": "system", "systm": "system", "tel": "tell", "sez": "says", "n": "and",
		"rn": "right now", "abt": "about", "b4": "before", "bc": "because", "cuz": "because", "coz": "because",
		"tho": "though", "thru": "through", "ppl": "people", "smth": "something", "sth": "something",
	} {
		chatSpeak[skelWord(k)] = strings.Fields(skelPhrase(v))
	}
}

// skelWord canonicalises one word the way skeletonText treats text.
func skelWord(w string) string {
	return strings.NewReplacer("'", "", "-", "").Replace(skeletonText(foldText(w)))
}

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

// tokenize splits a view into tokens.
func tokenize(s string) []string {
	toks := make([]string, 0, len(s)/5)
	start := -1
	prevBreak := func() bool { return len(toks) > 0 && toks[len(toks)-1] == tokBreak }
	next := func(i int) rune { r, _ := utf8.DecodeRuneInString(s[i:]); return r }
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		w := ""
		if start >= 0 {
			w = s[start:i]
			toks = append(toks, w)
			start = -1
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
	if start >= 0 {
		toks = append(toks, s[start:])
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
