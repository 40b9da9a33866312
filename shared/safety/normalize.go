package safety

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Text normalisation for the injection detector. Two views are built:
//
//   - the folded view: lower-case, format characters (zero-width, soft hyphen,
//     bidi controls) removed, combining marks removed, Latin accents folded,
//     compatibility forms (full-width, mathematical, circled, small capitals,
//     ligatures) mapped to ASCII, invisible "tag" characters decoded to the
//     ASCII they smuggle. Cyrillic, Greek and CJK stay as they are, so Russian
//     and Chinese rules can match.
//   - the skeleton view: the folded view with homoglyphs (Cyrillic, Greek,
//     Armenian look-alikes) mapped to Latin, letters split by hyphens joined,
//     spaced-out letters ("i g n o r e", "i.g.n.o.r.e") collapsed, leetspeak
//     decoded inside words, 'l' merged into 'i' (so "1", "l", "|" and "i" all
//     meet) and repeated letters squeezed. Latin-script rules match here; the
//     lexicons are passed through the same word transform.

// foldText returns the folded view of s.
func foldText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	inTag := false
	for _, r := range s {
		if r == utf8.RuneError {
			continue
		}
		// Unicode tag characters (U+E0020..U+E007E) mirror ASCII and are
		// invisible: decode them so smuggled text becomes visible.
		if r >= 0xE0020 && r <= 0xE007E {
			if !inTag {
				b.WriteByte(' ')
				inTag = true
			}
			b.WriteRune(unicode.ToLower(r - 0xE0000))
			continue
		}
		if inTag {
			b.WriteByte(' ')
			inTag = false
		}
		foldRune(&b, r)
	}
	return b.String()
}

// foldRune appends the folded form of r.
func foldRune(b *strings.Builder, r rune) {
	switch {
	case r == '\n':
		b.WriteByte('\n')
		return
	case r == '\r':
		return
	case r == '\t' || r == '\v' || r == '\f':
		b.WriteByte(' ')
		return
	case r < 0x80:
		if r < 0x20 || r == 0x7f {
			return
		}
		b.WriteRune(unicode.ToLower(r))
		return
	}
	if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) {
		return // zero-width, soft hyphen, bidi, tags, combining marks
	}
	if r >= 0xFE00 && r <= 0xFE0F { // variation selectors
		return
	}
	if unicode.IsSpace(r) || r == 0x3000 {
		b.WriteByte(' ')
		return
	}
	if m, ok := compat(r); ok {
		b.WriteString(m)
		return
	}
	r = unicode.ToLower(r)
	if a, ok := accentFold[r]; ok {
		b.WriteString(a)
		return
	}
	b.WriteRune(r)
}

// compat maps compatibility and stylised forms to ASCII.
func compat(r rune) (string, bool) {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E: // full-width ASCII
		return strings.ToLower(string(r - 0xFEE0)), true
	case r >= 0x1D400 && r <= 0x1D6A3: // mathematical alphanumeric letters
		off := (r - 0x1D400) % 52
		if off < 26 {
			return string('a' + off), true
		}
		return string('a' + off - 26), true
	case r >= 0x1D7CE && r <= 0x1D7FF: // mathematical digits
		return string('0' + (r-0x1D7CE)%10), true
	case r >= 0x24B6 && r <= 0x24CF: // circled capitals
		return string('a' + r - 0x24B6), true
	case r >= 0x24D0 && r <= 0x24E9: // circled small
		return string('a' + r - 0x24D0), true
	case r >= 0x249C && r <= 0x24B5: // parenthesised small
		return string('a' + r - 0x249C), true
	case r >= 0x1F130 && r <= 0x1F149, r >= 0x1F150 && r <= 0x1F169, r >= 0x1F170 && r <= 0x1F189:
		base := r - (r-0x1F130)%0x20
		return string('a' + r - base), true
	case r >= 0x1F1E6 && r <= 0x1F1FF: // regional indicators
		return string('a' + r - 0x1F1E6), true
	case r >= 0x2460 && r <= 0x2468: // circled digits 1-9
		return string('1' + r - 0x2460), true
	case r >= 0x2010 && r <= 0x2015, r == 0x2212, r == 0xFE63:
		return "-", true
	case r == 0x2018 || r == 0x2019 || r == 0x201B || r == 0x2032 || r == 0x02BC:
		return "'", true
	case r == 0x201C || r == 0x201D || r == 0x201F || r == 0x00AB || r == 0x00BB:
		return "\"", true
	case r == 0x2026:
		return "...", true
	}
	if m, ok := compatTable[r]; ok {
		return m, true
	}
	return "", false
}

var compatTable = map[rune]string{
	// ligatures and special letters
	0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi", 0xFB04: "ffl", 0xFB05: "st", 0xFB06: "st",
	'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o",
	'đ': "d", 'Đ': "d", 'ł': "l", 'Ł': "l", 'ı': "i", 'ſ': "s", 'ŀ': "l", 'Ŀ': "l", 'ħ': "h",
	'þ': "th", 'ð': "d",
	// letterlike symbols
	0x210E: "h", 0x210A: "g", 0x2113: "l", 0x212F: "e", 0x2134: "o", 0x2139: "i", 0x2102: "c",
	0x210D: "h", 0x2115: "n", 0x2119: "p", 0x211A: "q", 0x211D: "r", 0x2124: "z", 0x212C: "b",
	0x2130: "e", 0x2131: "f", 0x210B: "h", 0x2110: "i", 0x2112: "l", 0x2133: "m", 0x211B: "r",
	0x212D: "c", 0x210C: "h", 0x2111: "i", 0x211C: "r", 0x2128: "z", 0x212A: "k", 0x212B: "a",
	// small capitals and IPA look-alikes
	'ᴀ': "a", 'ʙ': "b", 'ᴄ': "c", 'ᴅ': "d", 'ᴇ': "e", 'ꜰ': "f", 'ɢ': "g", 'ʜ': "h", 'ɪ': "i",
	'ᴊ': "j", 'ᴋ': "k", 'ʟ': "l", 'ᴍ': "m", 'ɴ': "n", 'ᴏ': "o", 'ᴘ': "p", 'ǫ': "q", 'ʀ': "r",
	'ꜱ': "s", 'ᴛ': "t", 'ᴜ': "u", 'ᴠ': "v", 'ᴡ': "w", 'ʏ': "y", 'ᴢ': "z",
	'ɑ': "a", 'ɡ': "g", 'ɩ': "i", 'ɒ': "a", 'ʋ': "u",
	// superscript / subscript letters often used for styling
	'ᵃ': "a", 'ᵇ': "b", 'ᶜ': "c", 'ᵈ': "d", 'ᵉ': "e", 'ᶠ': "f", 'ᵍ': "g", 'ʰ': "h", 'ⁱ': "i",
	'ʲ': "j", 'ᵏ': "k", 'ˡ': "l", 'ᵐ': "m", 'ⁿ': "n", 'ᵒ': "o", 'ᵖ': "p", 'ʳ': "r", 'ˢ': "s",
	'ᵗ': "t", 'ᵘ': "u", 'ᵛ': "v", 'ʷ': "w", 'ˣ': "x", 'ʸ': "y", 'ᶻ': "z",
	// full-width and CJK punctuation that matters for headers and sentences
	0x3002: ".", 0xFF61: ".", 0x3001: ",", 0xFF64: ",",
}

var accentFold = map[rune]string{}

func init() {
	add := func(base string, chars string) {
		for _, r := range chars {
			accentFold[r] = base
		}
	}
	add("a", "àáâãäåāăąǎǻạảấầẩẫậắằẳẵặ")
	add("c", "çćĉċč")
	add("d", "ď")
	add("e", "èéêëēĕėęěẹẻẽếềểễệ")
	add("g", "ĝğġģǧ")
	add("h", "ĥ")
	add("i", "ìíîïĩīĭįǐỉị")
	add("j", "ĵ")
	add("k", "ķ")
	add("l", "ĺļľ")
	add("n", "ñńņňŉ")
	add("o", "òóôõöōŏőǒơọỏốồổỗộớờởỡợ")
	add("r", "ŕŗř")
	add("s", "śŝşšș")
	add("t", "ţťț")
	add("u", "ùúûüũūŭůűųưǔụủứừửữự")
	add("w", "ŵ")
	add("y", "ýÿŷỳỵỷỹ")
	add("z", "źżž")
}

// homoglyphs maps (already lower-cased) look-alike letters to Latin.
var homoglyphs = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'г': 'r', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'п': 'n', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ь': 'b', 'ѕ': 's', 'і': 'i',
	'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l', 'һ': 'h', 'ү': 'y', 'ɡ': 'g',
	'и': 'u', 'й': 'u', 'д': 'd', 'л': 'n', 'ц': 'u', 'ш': 'w',
	// Greek
	'α': 'a', 'β': 'b', 'γ': 'y', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o',
	'ρ': 'p', 'σ': 'o', 'ς': 's', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ω': 'w', 'μ': 'u', 'ϲ': 'c',
	'ά': 'a', 'έ': 'e', 'ί': 'i', 'ό': 'o', 'ύ': 'u', 'ή': 'n', 'ώ': 'w', 'ϳ': 'j', 'ζ': 'z',
	// Armenian
	'օ': 'o', 'ս': 'u', 'հ': 'h', 'ո': 'n', 'ց': 'g', 'ք': 'p', 'ա': 'w',
}

// leet maps leetspeak characters inside words to letters.
var leet = map[rune]rune{
	'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g',
	'@': 'a', '$': 's', '!': 'i', '|': 'i', '€': 'e', '+': 't',
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

// skeletonText turns the folded view into the skeleton view.
func skeletonText(folded string) string {
	rs := []rune(folded)
	for i, r := range rs {
		if h, ok := homoglyphs[r]; ok {
			rs[i] = h
		}
	}
	rs = joinHyphenated(rs)
	rs = collapseSpaced(rs)
	rs = decodeLeet(rs)
	return squeeze(rs)
}

// joinHyphenated removes hyphens between letters ("dis-regard", "i-g-n-o-r-e")
// and turns underscores into spaces ("ignore_all_previous").
func joinHyphenated(rs []rune) []rune {
	out := rs[:0:0]
	for i, r := range rs {
		if r == '_' {
			out = append(out, ' ')
			continue
		}
		if r == '-' && i > 0 && i+1 < len(rs) && isLetterOrLeet(rs[i-1]) && isLetterOrLeet(rs[i+1]) {
			continue
		}
		out = append(out, r)
	}
	return out
}

func isLetterOrLeet(r rune) bool {
	if isLetter(r) {
		return true
	}
	_, ok := leet[r]
	return ok && r != '!' && r != '|' && r != '+'
}

// spacedSep reports whether r separates spaced-out letters.
func spacedSep(r rune) bool {
	switch r {
	case ' ', '.', '*', '·', '•', '/', '\\', ',', '-', '~', '^', '`':
		return true
	}
	return false
}

// collapseSpaced joins runs of at least three single characters separated by
// one separator each ("i g n o r e", "i.g.n.o.r.e"). A wider gap (two spaces,
// " / ") ends a word, so "i g n o r e  a l l" becomes "ignore all".
func collapseSpaced(rs []rune) []rune {
	out := make([]rune, 0, len(rs))
	i := 0
	n := len(rs)
	unitAt := func(j int) bool {
		if j >= n || !isLetterOrLeet(rs[j]) {
			return false
		}
		// a unit is a single character: not glued to another unit
		if j+1 < n && isLetterOrLeet(rs[j+1]) {
			return false
		}
		if j > 0 && isLetterOrLeet(rs[j-1]) {
			return false
		}
		return true
	}
	for i < n {
		if !unitAt(i) {
			out = append(out, rs[i])
			i++
			continue
		}
		// try to extend a run: unit sep unit sep unit ...
		units := []rune{rs[i]}
		j := i + 1
		for j+1 < n && spacedSep(rs[j]) && unitAt(j+1) {
			units = append(units, rs[j+1])
			j += 2
		}
		letters := 0
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

// decodeLeet maps leet characters inside words that contain a letter.
// A trailing '!' or '|' (punctuation) is left alone.
func decodeLeet(rs []rune) []rune {
	out := make([]rune, len(rs))
	copy(out, rs)
	n := len(rs)
	i := 0
	for i < n {
		if !isLetter(rs[i]) && !isLeet(rs[i]) {
			i++
			continue
		}
		j := i
		hasLetter := false
		for j < n && (isLetter(rs[j]) || isLeet(rs[j])) {
			if isLetter(rs[j]) {
				hasLetter = true
			}
			j++
		}
		if hasLetter {
			for k := i; k < j; k++ {
				m, ok := leet[rs[k]]
				if !ok {
					continue
				}
				switch rs[k] {
				case '!', '|', '+', '$', '@':
					// only between word characters: "prev!ous", not "now!!!"
					if k == i || k == j-1 || !wordish(rs[k-1]) || !wordish(rs[k+1]) {
						continue
					}
				}
				out[k] = m
			}
		}
		i = j
	}
	return out
}

func isLeet(r rune) bool { _, ok := leet[r]; return ok }

// wordish: a letter or a leet digit.
func wordish(r rune) bool { return isLetter(r) || (r >= '0' && r <= '9') }

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

// skelWord canonicalises one lexicon word the way skeletonText treats text.
// A trailing '*' (prefix marker) is kept.
func skelWord(w string) string {
	skelMu.Lock()
	defer skelMu.Unlock()
	if s, ok := skelMemo[w]; ok {
		return s
	}
	s := skelWordUncached(w)
	skelMemo[w] = s
	return s
}

// skelMemo remembers lexicon words already canonicalised: building the
// grammar asks for the same few hundred words tens of thousands of times.
var (
	skelMu   sync.Mutex
	skelMemo = map[string]string{}
)

func skelWordUncached(w string) string {
	if plainLower(w) {
		// Folding leaves plain a-z alone, no hyphen, leet or spaced-out
		// letters can occur, so only squeeze has work to do.
		return squeeze([]rune(w))
	}
	return skelWordFolded(w)
}

// skelWordFolded is the full canonicalisation: fold, then skeleton.
func skelWordFolded(w string) string {
	star := strings.HasSuffix(w, "*")
	w = strings.TrimSuffix(w, "*")
	s := skeletonText(foldText(w))
	s = dropApostrophesHyphens.Replace(s)
	if star {
		s += "*"
	}
	return s
}

// plainLower reports whether w is one or more of the letters a-z only.
func plainLower(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return w != ""
}

// foldWord canonicalises one lexicon word for the folded view.
func foldWord(w string) string {
	star := strings.HasSuffix(w, "*")
	w = strings.TrimSuffix(w, "*")
	s := foldText(w)
	if star {
		s += "*"
	}
	return s
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

// dropApostrophesHyphens is built once: a Replacer is costly to build and
// cheap to reuse.
var dropApostrophesHyphens = strings.NewReplacer("'", "", "-", "")

var contractions = strings.NewReplacer(
	"won't", "will not", "can't", "can not", "n't", " not", "'re", " are", "'ve", " have",
	"'ll", " will", "'m", " am", "'d", " would",
	"what's", "what is", "that's", "that is", "here's", "here is", "there's", "there is",
	"it's", "it is", "who's", "who is", "let's", "let us",
)

// expandContractions rewrites English contractions in the folded view
// ("you're" -> "you are") so the rules see whole words.
func expandContractions(folded string) string { return contractions.Replace(folded) }

// chatSpeak maps texting shorthand to the words the rules are written in
// ("can u tell me wat ur instructions say" reads as "can you tell me what
// your instructions say"), keyed by skeleton token.
var chatSpeak = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
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
		m[skelWord(k)] = strings.Fields(skelText(v))
	}
	return m
})

// skelText canonicalises each word of a phrase with skelWord.
func skelText(p string) string {
	ws := strings.Fields(p)
	for i, w := range ws {
		ws[i] = skelWord(w)
	}
	return strings.Join(ws, " ")
}

// expandChatSpeak rewrites texting shorthand in a token stream.
func expandChatSpeak(toks []string) []string {
	cs := chatSpeak()
	var out []string
	for i, t := range toks {
		e, ok := cs[t]
		if !ok {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		if out == nil {
			out = append(make([]string, 0, len(toks)+8), toks[:i]...)
		}
		out = append(out, e...)
	}
	if out == nil {
		return toks
	}
	return out
}

// tokenize splits a view into tokens.
func tokenize(s string) []string {
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			// CJK ideographs and kana are their own tokens' business: keep
			// them in runs too; CJK rules work on the raw view anyway.
			cur.WriteRune(r)
		case r == '.' || r == '!' || r == '?' || r == ';' || r == ':' || r == '。' || r == '！' || r == '？':
			w := cur.String()
			flush()
			if r == '.' && abbreviations[w] {
				continue
			}
			if r == '.' && i+1 < len(rs) && (unicode.IsLetter(rs[i+1]) || unicode.IsDigit(rs[i+1])) {
				continue // "3.5", "e.g", "acme.com"
			}
			if r == ':' && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
				continue // "'User:'", "12:30", "https:"
			}
			if len(toks) == 0 || toks[len(toks)-1] != tokBreak {
				toks = append(toks, tokBreak)
			}
		case r == ',' || r == '，' || r == '、':
			flush()
			toks = append(toks, tokComma)
		case r == '\n':
			flush()
			if i+1 < len(rs) && rs[i+1] == '\n' {
				if len(toks) == 0 || toks[len(toks)-1] != tokBreak {
					toks = append(toks, tokBreak)
				}
			}
		default:
			flush()
		}
	}
	flush()
	return toks
}

// reverseString reverses runes.
func reverseString(s string) string {
	rs := []rune(s)
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return string(rs)
}

// rot13 applies ROT13 to ASCII letters.
func rot13(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}
