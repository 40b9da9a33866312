package coach

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"pitchperfect/shared/text"
)

// role says what a token is doing in the text. A token has one role; the
// roles other than roleNone never count as content, so adding a filler,
// hedge, buzzword or vague intensifier cannot make a text look longer, more
// specific or more customer-focused.
type role uint8

const (
	roleNone   role = iota // carries content
	roleFiller             // um, uh, like (filler use), you know, basically …
	roleHedge              // maybe, kind of, I think, just …
	roleBuzz               // revolutionary, synergy, best-in-class …
	roleVague              // really, a lot, stuff, huge …
	roleQuiet              // a hedge word in a sense the coach cannot tell ("They might."): neither shown nor counted (senses.go)
)

// token is one word or number of the input, with its byte span.
type token struct {
	s, e int     // byte offsets in the (possibly truncated) text
	norm string  // lower case, apostrophes normalised, common contractions repaired
	stem string  // light stem, for matching the buyer's context
	sent int     // sentence index
	val  float64 // numeric value when digits or numWord

	digits  bool // written with digits
	numWord bool // a spelled number (six, thousand, half …)
	pct     bool // 18%, 18 percent
	money   bool // $9,000, 9,000 dollars
	mult    bool // 10x
	ordinal bool // 14th
	year    bool // 1998, 2030
	clock   bool // 3pm, 10:30

	commaBefore, commaAfter bool // a comma right before/after the token
	punctAfter              bool // any punctuation right after the token (, . ; : ! ? — …)
	frag                    bool // glued to another word by a hyphen ("150-bed"): not a term of its own
	fillerCont              bool // a later word of a two-word filler ("you know"): not counted again

	role   role
	flags  wordFlag // the hot word sets its word is in (see wordFlags)
	voc    uint16   // the word's number in vocab, or 0 (see vocabWords)
	weight float64  // hedge weight (the floats sit apart from the flags so the token packs into 96 bytes)
}

func (t *token) isNum() bool { return t.digits || t.numWord }

// sentence is a span of the text ending in . ! ? or a line break.
type sentence struct {
	s, e     int // byte offsets, trimmed
	first    int // first token index
	last     int // one past the last token index
	question bool
}

// truncate cuts text to at most max bytes on a rune boundary.
func truncate(s string, max int) (string, bool) { return text.Truncate(s, max) }

func isWordRune(r rune) bool { return text.IsWordRune(r) }

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// contractions typed without an apostrophe, repaired so that the lexicons
// match ("youre" → "you're"). Ambiguous ones (its, lets, were, ill) are left.
var contractions = map[string]string{
	"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "youre": "you're",
	"youll": "you'll", "youve": "you've", "youd": "you'd", "im": "i'm", "ive": "i've",
	"cant": "can't", "wont": "won't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't",
	"wouldnt": "wouldn't", "couldnt": "couldn't", "shouldnt": "shouldn't", "thats": "that's",
	"theyre": "they're", "weve": "we've", "whats": "what's", "theres": "there's",
	"hows": "how's", "ok": "okay",
}

// tokenize splits text into tokens with byte offsets. Hyphens split words
// ("best-in-class" is three tokens), apostrophes inside words do not, and
// numbers keep their separators, currency sign, percent sign and suffix.
func tokenize(s string) []token { return tokenizeInto(nil, s) }

// tokenizeInto is tokenize into toks (emptied first), which is used when it
// has room for about as many tokens as s has spaces and hyphens.
func tokenizeInto(toks []token, s string) []token {
	toks, _ = tokenizeLow(toks, s)
	return toks
}

// tokenizeLow is tokenizeInto, and s with its ASCII letters lowered when
// a word needed that ("" when none did).
func tokenizeLow(toks []token, s string) ([]token, string) {
	// about one word a space or hyphen: a close first guess at the count
	if n := strings.Count(s, " ") + strings.Count(s, "-") + strings.Count(s, "\n") + 1; cap(toks) < n {
		toks = make([]token, 0, n)
	}
	toks = toks[:0]
	var low string // s with its ASCII letters lowered, once a word needs it
	for sp, ok := text.NextWord(s, 0); ok; sp, ok = text.NextWord(s, sp.E) {
		toks = append(toks, token{})
		initToken(&toks[len(toks)-1], s, sp.S, sp.E, &low)
	}
	markPunct(s, toks)
	markFragments(s, toks)
	fractionWords(toks)
	listMarkers(s, toks)
	superscriptUnits(s, toks)
	aroundTheClock(toks)
	currencyMarks(s, toks)
	return toks, low
}

// currencyPrefixLen is the length of a currency written onto the digits of
// a word ("r85,000", "rs.500", "rp50,000", "ksh4,500"), or 0.
func currencyPrefixLen(s string) int {
	for _, p := range [...]string{"ksh", "rs.", "rs", "rp", "r"} {
		if len(s) > len(p) && s[:len(p)] == p && isDigitByte(s[len(p)]) && digitCount(s[len(p):]) >= 3 {
			return len(p) // (three digits at least: "r2" is a name, "r500" an amount)
		}
	}
	return 0
}

func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) {
			n++
		}
	}
	return n
}

// currencyCodes are the currencies written as a word before an amount
// ("KES 5.1m", "INR 18.5 lakh", "R 1.02 million", "CHF 3,200").
var currencyCodes = toSet("r rs rp ksh kshs kes inr isk zar ngn brl mxn usd eur gbp aud nzd cad sgd chf jpy cny rmb idr php vnd thb myr pkr bdt lkr egp ghs tzs ugx rwf etb xof xaf mad cop clp pen ars uyu try aed sar qar kwd omr bhd sek nok dkk pln czk huf ron rub uah ils krw twd hkd npr mnt kzt")

// currencySigns are the currency signs the word splitter leaves off the
// digits after them ("₹18.5 lakh", "¥2,000", "₦4.5m").
const currencySigns = "₹¥₦₩₺₫฿₴₪₱৳₵₲₡"

// currencyMarks marks as money an amount after a currency code or sign.
func currencyMarks(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		if !t.digits || t.money || t.pct {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(text[:t.s], " ")); r != utf8.RuneError && strings.ContainsRune(currencySigns, r) {
			t.money, t.year = true, false // "₹18.5 lakh", "¥ 2,000"
			continue
		}
		if i > 0 && toks[i-1].sent == t.sent && currencyCodes[toks[i-1].norm] && t.s-toks[i-1].e <= 2 {
			t.money, t.year = true, false
		}
	}
}

// aroundTheClock clears the number of "24/7" and "24x7": it means "all the
// time", not 24 of anything, so it is never the buyer's "24 growing rooms".
func aroundTheClock(toks []token) {
	for i := range toks {
		if t := &toks[i]; t.digits && (t.norm == "24/7" || t.norm == "24x7") {
			t.digits, t.mult, t.val = false, false, 0
		}
	}
}

// superscriptUnits glues a superscript ² or ³ to the unit before it: "m³"
// is cubic metres, one token, never "m" (million) and a stray sign, so
// "60,000 m³ a day" is not sixty billion and no quote ends on "60,000 m".
func superscriptUnits(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		if e := t.e; e+1 < len(text) && text[e] == 0xC2 && (text[e+1] == 0xB2 || text[e+1] == 0xB3) {
			t.norm += text[e : e+2]
			t.stem = t.norm
			t.e += 2
		}
	}
}

// lowerText is strings.ToLower(d.text), worked out once a doc: for a text
// of plain ASCII, the lowered copy the tokenizer made (or makes now).
func (d *doc) lowerText() string {
	if !d.lex.lowSet {
		d.lex.lowSet = true
		switch {
		case !isASCIIText(d.text):
			d.lex.low = strings.ToLower(d.text)
		case d.lex.low == "":
			d.lex.low = lowerASCII(d.text)
		}
	}
	return d.lex.low
}

func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// listMarkers clears the number of a list marker ("1." or "2)" at the start
// of a line): it numbers the rep's points and is not a figure.
func listMarkers(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		if !t.digits || t.money || t.pct || t.e >= len(text) || (text[t.e] != '.' && text[t.e] != ')') {
			continue
		}
		if t.e+1 < len(text) && text[t.e+1] != ' ' && text[t.e+1] != '\n' {
			continue
		}
		k := t.s - 1
		for k >= 0 && (text[k] == ' ' || text[k] == '\t') {
			k--
		}
		if k < 0 || text[k] == '\n' {
			t.digits, t.val = false, 0
			t.stem = t.norm
		}
	}
}

// fractionWords keeps "quarter" and "third" as numbers only where they are
// fractions ("a quarter of", "two thirds"); "this quarter" is a period and
// "the third week" an ordinal.
func fractionWords(toks []token) {
	for i := range toks {
		t := &toks[i]
		switch t.norm {
		case "quarter", "quarters", "third", "thirds":
		default:
			continue
		}
		frac := i+1 < len(toks) && toks[i+1].norm == "of"
		if i > 0 && toks[i-1].isNum() && toks[i-1].val >= 1 && toks[i-1].val < 10 {
			frac = true // "two thirds", "three quarters"
		}
		if !frac {
			t.numWord, t.val = false, 0
			t.stem = stem(t.norm)
		}
	}
}

// initToken fills in the token of text[s:e]. low is text with its ASCII
// letters lowered (made here the first time a word needs it): an ASCII word
// with a capital takes its lower-case form from there, which is
// strings.ToLower of the word without a string of its own.
func initToken(t *token, text string, s, e int, low *string) {
	norm := text[s:e]
	ascii, upper, apos := asciiCase(norm)
	switch {
	case !ascii && strings.IndexByte(norm, 0xE2) >= 0: // a curly apostrophe, maybe
		norm = strings.ToLower(strings.ReplaceAll(norm, "’", "'"))
		apos = strings.IndexByte(norm, '\'') >= 0
	case !ascii:
		norm = strings.ToLower(norm)
		apos = strings.IndexByte(norm, '\'') >= 0
	case upper:
		if *low == "" {
			if w, ok := titleLower[norm]; ok {
				norm = w // a common word opening a sentence: no lowered copy yet
				break
			}
			*low = lowerASCII(text)
		}
		norm = (*low)[s:e]
	}
	if len(norm) >= 2 && len(norm) <= 8 && !apos {
		if mayBeKey(norm, contractionKeys) {
			if c, ok := contractions[norm]; ok {
				norm = c
			}
		}
	}
	if vocab != nil && mayBeKey(norm, vocabKeys) {
		if v := vocab.find(norm); v != 0 {
			*t = vocabWords[v].tok // (its flags, number and stem, worked out once)
			t.s, t.e = s, e
			return
		}
	}
	t.s, t.e, t.norm = s, e, norm
	if vocab == nil && mayBeKey(norm, wordFlagKeys) { // (a word in vocab has its flags there)
		t.flags = wordFlags[norm]
	}
	parseNumber(t)
	if !t.isNum() {
		t.stem = stem(norm)
	}
}

// The vocabulary: the words of the hot word sets, of the lexicons, of the
// word and group lists of lexicon.txt and the number words, each with its
// token made once (flags, number, stem: what initToken works out from a
// word alone) and the start entries of its lexicons (see startMasks). A
// token of one of them is a copy of that token (with its voc set), made
// with one lookup; any other word is worked out as before.
type vocabWord struct {
	tok          token
	word, prefix *startEntry // firstEntries[norm] and prefixEntries[norm[:3]]
	stemKey      string      // stemKey(tok.stem)
}

var (
	vocab      *wordTable // word → its number in vocabWords (from 1)
	vocabWords []vocabWord
	vocabKeys  = new(keyFilter)
)

// wordTable is a read-only set of short words, each with a number from 1:
// open addressing on a hash of a word's length and end bytes, cheaper for
// a word than a Go map's hash and probe.
type wordTable struct {
	slots []wordSlot // a power of two, at most a third full
}

type wordSlot struct {
	w string
	n uint16
}

func wordHash(w string) uint32 {
	n := len(w)
	if n == 0 {
		return 0
	}
	h := uint32(n)*0x9E3779B1 ^ uint32(w[0])<<8 ^ uint32(w[n-1]) ^ uint32(w[n/2])<<16 ^ uint32(w[(n-1)/3])<<24
	return h * 0x85EBCA6B >> 7
}

func newWordTable(words []string) *wordTable {
	size := 16
	for size < 3*len(words) {
		size *= 2
	}
	t := &wordTable{slots: make([]wordSlot, size)}
	for i, w := range words {
		k := int(wordHash(w)) & (size - 1)
		for t.slots[k].n != 0 {
			k = (k + 1) & (size - 1)
		}
		t.slots[k] = wordSlot{w, uint16(i + 1)}
	}
	return t
}

// find is w's number, or 0.
func (t *wordTable) find(w string) uint16 {
	mask := len(t.slots) - 1
	for k := int(wordHash(w)) & mask; ; k = (k + 1) & mask {
		sl := &t.slots[k]
		if sl.n == 0 || sl.w == w {
			return sl.n
		}
	}
}

// init builds the vocabulary once every lexicon is built (a tokenize
// during package initialisation works without it).
func init() {
	var words []string
	seen := map[string]bool{}
	add := func(w string) {
		if w != "" && !seen[w] {
			seen[w] = true
			words = append(words, w)
		}
	}
	for w := range wordFlags {
		add(w)
	}
	for w := range numberWords {
		add(w)
	}
	for w := range firstEntries {
		add(w)
	}
	for name, kind := range lexiconSections { // (the word and group lists of lexicon.txt)
		if kind != phraseList {
			for _, l := range lexData[name] {
				for _, w := range strings.Fields(l) {
					add(w)
				}
			}
		}
	}
	for _, lx := range builtLexicons {
		for _, m := range []map[string][]phrase{lx.byFirst, lx.byPrefix} {
			for _, ps := range m {
				for _, ph := range ps {
					for _, w := range ph.words {
						add(w)
					}
				}
			}
		}
		for _, ps := range [][]phrase{lx.numFirst, lx.anyFirst} {
			for _, ph := range ps {
				for _, w := range ph.words {
					add(w)
				}
			}
		}
	}
	for _, b := range vocBitSets {
		for w := range b.m {
			add(w)
		}
	}
	sort.Strings(words)
	if len(words) >= 1<<16-1 {
		words = words[:1<<16-2]
	}
	vw := make([]vocabWord, 1, len(words)+1)
	for _, w := range words {
		var t token
		t.norm = w
		if mayBeKey(w, wordFlagKeys) {
			t.flags = wordFlags[w]
		}
		parseNumber(&t)
		if !t.isNum() {
			t.stem = stem(w)
		}
		t.voc = uint16(len(vw))
		v := vocabWord{tok: t, stemKey: stemKey(t.stem)}
		v.word, v.prefix = startEntriesOf(w)
		vocabKeys.add(w)
		vw = append(vw, v)
	}
	vocab, vocabWords = newWordTable(words), vw
	for _, b := range vocBitSets {
		b.build()
	}
}

// titleLower maps the capitalised forms of common words ("The", "I'd",
// "Could") to their lower case, so that a short text whose only capital
// opens it is tokenised without a lowered copy.
var titleLower = func() map[string]string {
	m := map[string]string{}
	add := func(w string) {
		if w == "" || w[0] < 'a' || w[0] > 'z' {
			return
		}
		for i := 1; i < len(w); i++ {
			if c := w[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
				return
			}
		}
		m[string(w[0]-'a'+'A')+w[1:]] = w
		m[strings.ToUpper(w)] = w
	}
	for _, set := range []map[string]bool{stopwords, youWords, weWords, fillerWords, contextFillers, fillerSkip} {
		for w := range set {
			add(w)
		}
	}
	for _, w := range strings.Fields("thanks thank hi hello let's here's that's what's i'm i'd i'll i've we're we'll we've you're you'll could would can should will if and so but at our") {
		add(w)
	}
	return m
}()

// asciiCase reports whether w is all ASCII, and then whether it has a
// capital and an apostrophe.
func asciiCase(w string) (ascii, upper, apos bool) {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return false, false, false
		}
		upper = upper || 'A' <= c && c <= 'Z'
		apos = apos || c == '\''
	}
	return true, upper, apos
}

// lowerASCII lowers the ASCII letters of s and leaves every other byte.
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again
}

// keyFilter holds, per first and last byte of a key (their low five bits),
// the lengths of the keys of a map (31 standing for 31 or more): a word
// whose entry is clear is no key, which saves the map lookup for most words.
type keyFilter [32][32]uint32

func newKeyFilter[V any](m map[string]V) *keyFilter {
	var f keyFilter
	for k := range m {
		f.add(k)
	}
	return &f
}

func (f *keyFilter) add(k string) {
	if n := len(k); n == 0 {
		f[0][0] |= 1
	} else {
		f[k[0]&31][k[n-1]&31] |= 1 << min(n, 31)
	}
}

// mayBeKey reports whether w may be a key of the map f was built from.
func mayBeKey(w string, f *keyFilter) bool {
	n := len(w)
	if n == 0 {
		return f[0][0]&1 != 0
	}
	return f[w[0]&31][w[n-1]&31]&(1<<min(n, 31)) != 0
}

var (
	contractionKeys = newKeyFilter(contractions)
	numberWordKeys  = newKeyFilter(numberWords)
)

var numberWords = map[string]float64{
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
	"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
	"ninety": 90, "hundred": 100, "thousand": 1000, "million": 1e6, "billion": 1e9,
	"trillion": 1e12, "half": 0.5, "third": 1.0 / 3, "thirds": 1.0 / 3, "quarter": 0.25,
	"tenth": 0.1, "dozen": 12,
}

// scaleWords multiply the number before them ("nine thousand", "$2 trillion").
var scaleWords = map[string]float64{
	"hundred": 100, "thousand": 1000, "million": 1e6, "millions": 1e6, "billion": 1e9,
	"billions": 1e9, "trillion": 1e12, "k": 1000, "m": 1e6, "bn": 1e9,
	"lakh": 1e5, "lakhs": 1e5, "crore": 1e7, "crores": 1e7,
}

func parseNumber(t *token) {
	s := t.norm
	if mayBeKey(s, numberWordKeys) {
		if v, ok := numberWords[s]; ok {
			t.numWord, t.val = true, v
			return
		}
	}
	if base, ok := strings.CutSuffix(s, "fold"); ok { // tenfold, 100fold
		if v, ok := numberWords[base]; ok {
			t.numWord, t.val, t.mult = true, v, true
			return
		}
		if v, err := strconv.ParseFloat(base, 64); err == nil && ok {
			t.digits, t.val, t.mult = true, v, true
			return
		}
	}
	if s == "" {
		return
	}
	if s[0] == '$' || strings.HasPrefix(s, "£") || strings.HasPrefix(s, "€") {
		_, sz := utf8.DecodeRuneInString(s)
		s = s[sz:]
		t.money = true
	} else if p := currencyPrefixLen(s); p > 0 {
		s = s[p:] // "R85,000", "Rs500", "Rp50,000", "KSh4,500"
		t.money = true
	}
	if s == "" || !isDigitByte(s[0]) {
		t.money = false
		return
	}
	// leading numeric part
	k := 0
	for k < len(s) && (isDigitByte(s[k]) || s[k] == '.' || s[k] == ',' || s[k] == '/' || s[k] == ':') {
		k++
	}
	numPart, suffix := s[:k], s[k:]
	switch {
	case strings.Contains(numPart, ":"):
		t.clock = true
		numPart, _, _ = strings.Cut(numPart, ":")
	case strings.Contains(numPart, "/"):
		numPart, _, _ = strings.Cut(numPart, "/")
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(numPart, ",", ""), 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		v = 0
	}
	t.digits, t.val = true, v
	switch suffix {
	case "":
	case "%":
		t.pct = true
	case "x":
		t.mult = true
	case "k":
		t.val *= 1e3
	case "m", "mm":
		t.val *= 1e6
	case "bn", "b":
		t.val *= 1e9
	case "am", "pm":
		t.clock = true
	case "st", "nd", "rd", "th":
		t.ordinal = true
	}
	if suffix == "" && !t.money && len(numPart) == 4 && v >= 1900 && v <= 2100 {
		t.year = true
	}
}

// markPunct records commas and punctuation adjacent to each token.
func markPunct(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		// after
		j := t.e
		for j < len(text) && text[j] == ' ' {
			j++
		}
		if j < len(text) {
			r := rune(text[j])
			if r >= utf8.RuneSelf {
				r, _ = utf8.DecodeRuneInString(text[j:])
			}
			switch r {
			case ',':
				t.commaAfter, t.punctAfter = true, true
			case '.', ';', ':', '!', '?', '—', '–', '…':
				t.punctAfter = true
			case '-':
				if j > t.e {
					t.punctAfter = true
				}
			}
		} else {
			t.punctAfter = true
		}
		// before
		k := t.s - 1
		for k >= 0 && text[k] == ' ' {
			k--
		}
		if k >= 0 && text[k] == ',' {
			t.commaBefore = true
		}
	}
}

// splitSentences finds sentence spans (text.Sentences) and assigns each
// token its sentence. A span without a token is no sentence.
func splitSentences(s string, toks []token) []sentence {
	// about one sentence a stop or line break
	sents := make([]sentence, 0, strings.Count(s, ". ")+strings.Count(s, "? ")+strings.Count(s, "\n")+2)
	ti := 0 // next token index
	text.EachSentence(s, func(st text.Sentence) {
		first := ti
		for ti < len(toks) && toks[ti].s < st.E {
			ti++
		}
		if ti > first {
			idx := len(sents)
			for k := first; k < ti; k++ {
				toks[k].sent = idx
			}
			sents = append(sents, sentence{s: st.S, e: st.E, first: first, last: ti, question: st.Question})
		}
	})
	if len(sents) == 0 {
		return nil
	}
	return sents
}

// unpunctuated reports whether text looks like a raw speech transcript: at
// least 20 content words and no sentence punctuation at all.
func unpunctuated(text string, contentWords int) bool {
	return contentWords >= 20 && !strings.ContainsAny(text, ".?!…")
}

var (
	segWh      = toSet("what how which when where why who")
	segAfterWh = toSet("do does did is are was were would could can will should if many much long often kind about")
	segModal   = toSet("can could would shall should will")
	segAux     = toSet("do does did is are have has")
	segSubject = toSet("we i you it that your")
	segWhIs    = toSet("what's how's who's where's")
	segNoSplit = toSet("what how which when where why who that this to not at of for with in on and if because as can could would will should do does did let than know see tell ask show understand is was about from by")
	segSelf    = toSet("our we i")
)

// segmentClauses splits long unpunctuated spans at clause openings such as
// "what does …", "can we …", "do you …", "let's …" or "our …", so that the
// questions and proposals of a spoken pitch are found. Segments that open
// like a question are marked as questions. It runs after fillers, hedges and
// buzzwords are marked and only looks at content words, so inserting one of
// those cannot move a split.
func segmentClauses(toks []token, sents []sentence) []sentence {
	var out []sentence
	for _, st := range sents {
		var content []int // content token indices of the sentence
		for k := st.first; k < st.last; k++ {
			if toks[k].role == roleNone {
				content = append(content, k)
			}
		}
		if len(content) < 20 {
			out = append(out, st)
			continue
		}
		opensQuestion := func(c int) bool {
			if c+1 >= len(content) {
				return false
			}
			a, b := toks[content[c]].norm, toks[content[c+1]].norm
			return (segWh[a] && segAfterWh[b]) || (segModal[a] && segSubject[b]) || (segAux[a] && segSubject[b]) ||
				segWhIs[a] // "what's the no-show rate doing …"
		}
		segStart := 0 // content position where the current segment starts
		segQ := opensQuestion(0)
		first := st.first
		for c := 1; c+1 < len(content); c++ {
			if c-segStart < 4 || segNoSplit[toks[content[c-1]].norm] {
				continue
			}
			a, b := toks[content[c]].norm, toks[content[c+1]].norm
			q := opensQuestion(c)
			split := q && !(segModal[a] && (b == "that" || b == "your"))
			if !split {
				split = a == "let's" || (segSelf[a] && c-segStart >= 8)
				q = false
			}
			if !split {
				continue
			}
			k := content[c]
			s := toks[first].s
			if first == st.first {
				s = st.s
			}
			out = append(out, sentence{s: s, e: toks[k-1].e, first: first, last: k, question: segQ})
			first, segStart, segQ = k, c, q
		}
		s := toks[first].s
		if first == st.first {
			s = st.s
		}
		out = append(out, sentence{s: s, e: st.e, first: first, last: st.last, question: segQ || st.question})
	}
	for si := range out {
		for k := out[si].first; k < out[si].last; k++ {
			toks[k].sent = si
		}
	}
	return out
}

// stem is text.Stem: "nurses" meets "nursing", "reconciliation" meets
// "reconcile".
func stem(w string) string { return text.Stem(w) }

// upperAt reports whether the rune at text[i] is an upper-case letter.
func upperAt(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsUpper(r)
}

func isSpaceByte(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// isAbbrevBefore reports whether the period at text[dot] ends an
// abbreviation (text.AbbreviationBefore).
func isAbbrevBefore(s string, dot int) bool { return text.AbbreviationBefore(s, dot) }

// youVerb is the form of a third-person verb that goes with "you"
// (text.PluralVerb): "pays" → "pay", "is" → "are", "doesn't" → "don't".
func youVerb(v string) (string, bool) {
	v, _, ok := text.PluralVerb(v)
	return v, ok
}

// fieldsAtLeast reports whether len(strings.Fields(s)) >= n, without
// making the fields: s has n runs of non-space runes (unicode.IsSpace).
func fieldsAtLeast(s string, n int) bool {
	if n <= 0 {
		return true
	}
	inField := false
	for _, r := range s {
		var space bool
		if r < utf8.RuneSelf {
			space = r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
		} else {
			space = unicode.IsSpace(r)
		}
		switch {
		case space:
			inField = false
		case !inField:
			inField = true
			if n--; n == 0 {
				return true
			}
		}
	}
	return false
}

// lowOf is the text of lowered(text) without its map back: text in lower
// case with ’ as '.
func lowOf(text string) string {
	if isASCIIText(text) {
		return lowerASCII(text)
	}
	buf := make([]byte, 0, len(text))
	for _, r := range text {
		if r == '’' {
			r = '\''
		}
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			buf = append(buf, byte(r))
		} else {
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		}
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf)) // buf is not written again
}
