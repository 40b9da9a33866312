package coach

import (
	"sort"
	"strconv"
	"strings"
)

// A lexicon is a list of phrases matched token by token. Phrase syntax:
//   - words are matched against the token's normalised form;
//   - "word*" matches any token starting with "word";
//   - "#" matches any number, "%" a percentage, "$" an amount of money,
//     "*" any single token;
//   - a trailing "|0.5" sets the phrase weight (default 1).
//
// Matches never cross a sentence boundary, and the longest phrase wins.
// After the first word, tokens that carry no content (fillers, hedges,
// buzzwords, vague intensifiers) are skipped when they do not match, so
// "you're, um, maybe wrong" still matches "you're wrong". A positive lexicon
// (one that earns credit) only starts a match on a content word. Together
// these keep scores monotone: inserting a filler, hedge or buzzword can
// neither break a penalised phrase nor create a rewarded one.
type lexicon struct {
	byFirst  map[string][]phrase
	byPrefix map[string][]phrase // "word*" first elements, keyed by their first 3 bytes
	numFirst []phrase            // phrases starting with #, % or $
	anyFirst []phrase            // phrases starting with * or a short prefix
	positive bool
	bit      uint64 // this lexicon's bit in a start mask (see startMasks); 0 when it has none
}

// Start masks let a scan skip, without a map lookup, the tokens at which a
// lexicon has no phrase keyed by the token's word or prefix: each of the
// first 64 lexicons built gets one bit, and firstBits and prefixBits hold,
// per word and per 3-byte prefix, the bits of the lexicons keyed by it.
// Lexicons are built at package initialisation, so these are read-only after.
var (
	lexiconsBuilt int
	builtLexicons []*lexicon // every lexicon, for the tests of the masks
	firstBits     = map[string]uint64{}
	prefixBits    = map[string]uint64{}
	prefixLead    [256]bool // the first bytes of the keys of prefixBits
)

// startMasks returns, for each token, the bits of the lexicons that have a
// phrase keyed by its word or by its first 3 bytes. A lexicon without a bit
// is looked up at every token.
func startMasks(toks []token) []uint64 {
	m := make([]uint64, len(toks))
	for i := range toks {
		norm := toks[i].norm
		b := firstBits[norm]
		if len(norm) >= 3 && prefixLead[norm[0]] {
			b |= prefixBits[norm[:3]]
		}
		m[i] = b
	}
	return m
}

// newPositiveLexicon is newLexicon for phrases that earn credit.
func newPositiveLexicon(items ...string) *lexicon {
	lx := newLexicon(items...)
	lx.positive = true
	return lx
}

type phrase struct {
	words  []string
	kinds  []wordKind // how each word matches (see matches)
	weight float64
	text   string
}

// wordKind says how a phrase word matches a token; it is worked out once
// when the lexicon is built.
type wordKind uint8

const (
	wordExact  wordKind = iota // the token's normalised form
	wordPrefix                 // "word*": a token starting with "word"
	wordNum                    // "#"
	wordPct                    // "%"
	wordMoney                  // "$"
	wordAny                    // "*"
)

func wordKindOf(w string) wordKind {
	switch w {
	case "#":
		return wordNum
	case "%":
		return wordPct
	case "$":
		return wordMoney
	case "*":
		return wordAny
	}
	if len(w) > 1 && strings.HasSuffix(w, "*") {
		return wordPrefix
	}
	return wordExact
}

// matches reports whether the k-th word of the phrase matches t.
func (ph *phrase) matches(k int, t *token) bool {
	w := ph.words[k]
	var kind wordKind
	if k < len(ph.kinds) {
		kind = ph.kinds[k]
	} else {
		kind = wordKindOf(w) // a phrase built without newLexicon
	}
	switch kind {
	case wordNum:
		return t.isNum()
	case wordPct:
		return t.pct
	case wordMoney:
		return t.money
	case wordAny:
		return true
	case wordPrefix:
		return strings.HasPrefix(t.norm, w[:len(w)-1])
	}
	return t.norm == w
}

func newLexicon(items ...string) *lexicon {
	lx := &lexicon{byFirst: map[string][]phrase{}, byPrefix: map[string][]phrase{}}
	for _, it := range items {
		w := 1.0
		if i := strings.LastIndexByte(it, '|'); i >= 0 {
			if f, err := strconv.ParseFloat(it[i+1:], 64); err == nil {
				w = f
			}
			it = it[:i]
		}
		words := strings.Fields(strings.ToLower(strings.ReplaceAll(it, "-", " ")))
		if len(words) == 0 {
			continue
		}
		p := phrase{words: words, kinds: make([]wordKind, len(words)), weight: w, text: it}
		for k, word := range words {
			p.kinds[k] = wordKindOf(word)
		}
		switch first := words[0]; {
		case first == "#" || first == "%" || first == "$":
			lx.numFirst = append(lx.numFirst, p)
		case first == "*" || (isWildcard(first) && len(first) < 4):
			lx.anyFirst = append(lx.anyFirst, p)
		case isWildcard(first):
			lx.byPrefix[first[:3]] = append(lx.byPrefix[first[:3]], p)
		default:
			lx.byFirst[first] = append(lx.byFirst[first], p)
		}
	}
	longestFirst := func(ps []phrase) {
		sort.SliceStable(ps, func(i, j int) bool { return len(ps[i].words) > len(ps[j].words) })
	}
	for _, m := range []map[string][]phrase{lx.byFirst, lx.byPrefix} {
		for k := range m {
			longestFirst(m[k])
		}
	}
	longestFirst(lx.numFirst)
	longestFirst(lx.anyFirst)
	builtLexicons = append(builtLexicons, lx)
	if lexiconsBuilt < 64 {
		lx.bit = 1 << lexiconsBuilt
		lexiconsBuilt++
		for k := range lx.byFirst {
			firstBits[k] |= lx.bit
		}
		for k := range lx.byPrefix {
			prefixBits[k] |= lx.bit
			prefixLead[k[0]] = true
		}
	}
	return lx
}

// maxSkip bounds how many non-content tokens one phrase match may skip,
// which keeps matching linear on pathological input.
const maxSkip = 6

func isWildcard(w string) bool {
	return w == "#" || w == "%" || w == "$" || w == "*" || (len(w) > 1 && strings.HasSuffix(w, "*"))
}

// match tries the lexicon at position p of the stream (indices into toks).
// It returns how many stream positions matched (0 for none) and the phrase.
func (lx *lexicon) match(toks []token, stream []int, p int) (int, *phrase) {
	return lx.matchMasked(toks, nil, stream, p)
}

// matchMasked is match with the start masks of toks (nil for none).
func (lx *lexicon) matchMasked(toks []token, starts []uint64, stream []int, p int) (int, *phrase) {
	if p >= len(stream) {
		return 0, nil
	}
	first := &toks[stream[p]]
	if lx.positive && first.role != roleNone {
		return 0, nil
	}
	keyed := starts == nil || lx.bit == 0 || starts[stream[p]]&lx.bit != 0
	if !keyed && lx.unkeyedNone(first) {
		return 0, nil
	}
	try := func(ps []phrase) (int, *phrase) {
		for i := range ps {
			ph := &ps[i]
			if p+len(ph.words) > len(stream) {
				continue
			}
			q := p
			ok := true
			skipped := 0
			for k := range ph.words {
				for {
					if q >= len(stream) || toks[stream[q]].sent != first.sent {
						ok = false
						break
					}
					t := &toks[stream[q]]
					if ph.matches(k, t) {
						q++
						break
					}
					if k == 0 || t.role == roleNone || skipped == maxSkip {
						ok = false
						break
					}
					q++ // skip a non-content token inside the phrase
					skipped++
				}
				if !ok {
					break
				}
			}
			if ok {
				return q - p, ph
			}
		}
		return 0, nil
	}
	var n int
	var ph *phrase
	consider := func(ps []phrase) {
		if len(ps) == 0 {
			return
		}
		if n2, p2 := try(ps); n2 > n {
			n, ph = n2, p2
		}
	}
	if keyed {
		n, ph = try(lx.byFirst[first.norm])
		if len(first.norm) >= 3 && len(lx.byPrefix) > 0 {
			consider(lx.byPrefix[first.norm[:3]])
		}
	}
	if first.isNum() {
		consider(lx.numFirst)
	}
	consider(lx.anyFirst)
	return n, ph
}

// unkeyedNone reports whether no phrase of lx that is not keyed by a word
// or prefix can start at t.
func (lx *lexicon) unkeyedNone(t *token) bool {
	return len(lx.anyFirst) == 0 && (len(lx.numFirst) == 0 || !t.isNum())
}

// cannotStart reports, from the start masks, that no phrase of lx starts at
// token i without trying any.
func (lx *lexicon) cannotStart(toks []token, starts []uint64, i int) bool {
	return starts != nil && lx.bit != 0 && starts[i]&lx.bit == 0 && lx.unkeyedNone(&toks[i])
}

// hit is one lexicon match: stream positions [from, to) and the phrase.
type hit struct {
	from, to int // stream positions
	ph       *phrase
}

// scan returns the non-overlapping matches of lx in the stream, left to right.
func (lx *lexicon) scan(toks []token, stream []int) []hit {
	return lx.scanMasked(toks, nil, stream)
}

// scanMasked is scan with the start masks of toks (nil for none).
func (lx *lexicon) scanMasked(toks []token, starts []uint64, stream []int) []hit {
	var hits []hit
	for p := 0; p < len(stream); {
		if lx.cannotStart(toks, starts, stream[p]) {
			p++
			continue
		}
		n, ph := lx.matchMasked(toks, starts, stream, p)
		if n == 0 {
			p++
			continue
		}
		hits = append(hits, hit{p, p + n, ph})
		p += n
	}
	return hits
}

// found reports whether lx matches anywhere in the stream (scan's hits are
// not empty).
func (lx *lexicon) found(toks []token, starts []uint64, stream []int) bool {
	for p, i := range stream {
		if lx.cannotStart(toks, starts, i) {
			continue
		}
		if n, _ := lx.matchMasked(toks, starts, stream, p); n > 0 {
			return true
		}
	}
	return false
}

// streamMask sums up the start masks of a stream of the doc's tokens.
type streamMask struct {
	bits uint64 // the union of the tokens' start masks
	num  bool   // the stream holds a number
}

func (d *doc) streamMask(stream []int) streamMask {
	var m streamMask
	for _, i := range stream {
		m.bits |= d.starts[i]
		if d.toks[i].isNum() {
			m.num = true
		}
	}
	return m
}

// absentFrom reports, from a stream's mask, that lx cannot match anywhere in
// the stream.
func (lx *lexicon) absentFrom(m streamMask) bool {
	return lx.bit != 0 && m.bits&lx.bit == 0 && len(lx.anyFirst) == 0 && (len(lx.numFirst) == 0 || !m.num)
}

// scan is lx.scan over the doc's tokens, using their start masks.
func (d *doc) scan(lx *lexicon, stream []int) []hit {
	return lx.scanMasked(d.toks, d.starts, stream)
}

// has reports whether lx matches anywhere in a stream of the doc's tokens.
func (d *doc) has(lx *lexicon, stream []int) bool {
	return lx.found(d.toks, d.starts, stream)
}

// match is lx.match over the doc's tokens, using their start masks.
func (d *doc) match(lx *lexicon, stream []int, p int) (int, *phrase) {
	return lx.matchMasked(d.toks, d.starts, stream, p)
}

// ---------------------------------------------------------------------------
// Delivery: fillers, hedges, buzzwords, vague intensifiers.

// fillerWords are always fillers. "like", "you know", "I mean", "yeah",
// "well", "so" and "anyway" are fillers only in filler positions (see
// markFillers).
var fillerWords = map[string]bool{
	"um": true, "umm": true, "ummm": true, "uh": true, "uhh": true, "uhm": true, "erm": true,
	"er": true, "ah": true, "ahh": true, "hmm": true, "hm": true, "mm": true, "mhm": true,
	"basically": true, "literally": true,
}

var hedgeLex = newLexicon(
	"maybe", "perhaps", "possibly", "probably", "hopefully", "might", "kinda", "sorta",
	"kind of", "sort of", "i think", "i guess", "i suppose", "i feel like", "i believe|0.5",
	"it seems|0.7", "seems like|0.7", "seem to|0.7", "not sure", "i'm not sure", "not totally sure",
	"i'm not totally sure", "not certain", "i don't know", "i don't really know", "don't really know",
	"a bit|0.7", "a little|0.7", "a little bit|0.7", "somewhat", "fairly|0.7", "pretty|0.7",
	"pretty much", "more or less", "try to|0.7", "i'll try", "i hope", "if that's okay",
	"if possible|0.7", "i'd have to check", "it depends", "depends on|0.7", "sorry|1.5",
	"i'm sorry|1.5", "sorry to bother|2", "sorry to take up|2", "i know you're busy|1.5",
	"i know you're super busy|1.5", "i don't want to bother|1.5", "i don't want to push|1.5",
	"i don't want to be pushy|1.5", "i don't want to overpromise", "i'm not the technical person|1.5",
	"or something|0.7", "ish|0.7", "i'll be quick|1", "super quick|1", "i reckon", "i would think",
	"i'd think", "presumably", "supposedly", "i'm hoping", "we hope", "fingers crossed", "in a way|0.7",
	"i'd say|0.7", "i'm not an expert|1.5", "if that makes sense|1", "does that make sense|0.5",
	"i could be wrong|1.5", "don't quote me|1.5",
)

var buzzLex = newLexicon(
	"revolution*", "synerg*", "best in class", "best of breed", "cutting edge", "bleeding edge",
	"state of the art", "world class", "next gen", "next generation", "game changer", "game changing",
	"disrupt", "disrupts", "disrupting", "disruptive", "disruptor", "paradigm*", "leverage", "leverages", "leveraging", "seamless", "seamlessly",
	"robust", "innovative", "innovation", "holistic", "turnkey", "end to end", "industry leading",
	"market leading", "world leader", "global leader", "leading provider", "unparalleled",
	"unmatched", "unprecedented", "groundbreaking", "ground breaking", "transformative",
	"transformation", "transform", "transforming", "transformational", "ai powered", "ai driven", "ai enabled",
	"powered by ai", "blockchain", "digital twin", "digital twins", "digital transformation",
	"future proof", "scalable", "enterprise grade", "cloud native", "cloud based", "omnichannel", "360 degree",
	"empower", "empowers", "empowering", "unlock", "unlocks", "supercharge", "ecosystem",
	"stakeholders", "thought leadership", "best practices", "mission critical", "frictionless",
	"agile", "magic", "no brainer", "military grade", "bank grade", "white glove", "purpose built",
	"data driven", "modular", "composable", "infinitely", "proprietary", "neural", "deep learning",
	"machine learning", "generative ai", "next level", "award winning", "fully integrated",
	"mobile first", "smart factory", "industry 4.0", "iot", "harness", "harnesses", "amplify",
	"maximize", "value chain", "21st century", "one stop shop", "win win", "move the needle",
	"peace of mind", "excellence", "unwavering", "the future of", "the future is here",
	"world's largest", "light years", "hyper personalized", "industry first", "world renowned",
	"premier", "unrivaled", "unrivalled", "unbeatable", "elevate", "elevates", "reimagine",
	"reimagining", "redefine", "redefines", "redefining", "turbocharge", "hypergrowth", "hyper growth",
	"exponential", "exponentially", "limitless", "unleash", "unleashes", "skyrocket", "skyrockets",
	"rockstar", "ninja", "visionary", "mission driven", "customer centric", "user centric",
	"mind blowing", "jaw dropping", "top notch", "top tier", "enterprise class", "all in one",
	"full stack", "cloud first", "ai first", "digital first", "value add", "value proposition",
	"low hanging fruit", "boil the ocean", "deep dive", "actionable insights", "metaverse", "web3",
	"nft", "nfts", "quantum", "gamification", "viral", "growth hacking", "moonshot", "north star",
	"rocket ship", "unicorn", "future ready", "top of the line", "world's first", "first of its kind",
	"one of a kind", "breakthrough", "secret sauce", "silver bullet", "paradigm shift", "synergistic",
	"next level", "cutting edge", "best in breed", "dominate", "supercharged", "turnkey", "ai native",
)

var vagueLex = newLexicon(
	"really", "very", "super", "totally", "so much", "a lot", "lots", "lots of", "tons", "tons of",
	"huge", "massive", "amazing", "incredible", "awesome", "stuff", "and stuff", "and things",
	"or whatever", "whatever", "everything", "a bunch of", "bunch", "cool", "seriously",
	"honestly", "definitely", "extremely", "truly", "tremendous", "fantastic",
	"crazy", "insane",
)

// ---------------------------------------------------------------------------
// Tone: overclaiming, pressure, bashing, arguing, dismissing.

var overclaimLex = newLexicon(
	"guarantee", "guaranteed", "guarantees", "one hundred percent", "zero failures", "never had",
	"we never", "you'll never", "you will never", "never compromise", "unhackable", "the best", "best in the industry", "best on the market", "number one",
	"no question", "i promise", "we promise", "everyone knows", "everyone is doing it",
	"everyone's moving", "everyone needs", "every * needs it", "you'd be crazy", "obsessed",
	"way better", "way smarter", "way more", "far superior", "most advanced", "the leading",
	"world's best", "totally reliable", "totally compliant", "totally secure", "super secure",
	"completely secure", "perfect", "always works", "never goes down", "never fails", "never breaks", "you won't regret", "you'll thank",
	"you're going to thank", "save millions", "zero human", "for every business", "every business needs",
	"every company needs",
)

var pressureLex = newLexicon(
	"sign today", "if you sign today", "sign * today", "sign * * today", "sign * * * today",
	"sign * * * * today", "commit today", "sign now", "sign by friday", "this week only", "sign this week", "if you sign this week", "if you sign by",
	"sign up today", "today only", "limited time", "act now", "before it's too late", "don't miss",
	"commit by", "right now if you", "offer expires", "let's just get", "let's just start",
	"push the po", "push the po through", "push it through", "just switch", "you need this",
	"you need to switch", "you need to upgrade", "you need to fix", "you need to trust",
	"you need to think", "you need to understand", "you have to", "you must",
	"you really need", "you should definitely", "you'd be making a mistake", "you'll regret",
	"you're falling behind", "left behind", "falling behind", "just sign", "signed today",
	"sign up", "as soon as possible", "you owe it to yourself", "you need it", "just forward",
	"figure it out as we go", "sort the paperwork out later", "sort out the paperwork later",
	// false deadlines
	"price expires", "pricing expires", "price * expires", "deal expires", "discount expires",
	"quote expires", "expires today", "expires tomorrow", "expires friday", "expires on friday",
	"expires this", "expires at the end", "expires end", "ends today", "ends tomorrow", "ends friday",
	"ends this week", "offer ends", "deal ends", "promotion ends", "price goes up", "prices go up",
	"price will go up", "prices will go up", "going up next", "goes up next", "only valid",
	"valid until", "good until", "only until", "lock in this price", "lock in the price", "lock in today's",
	"lock in this rate", "lock in the rate", "lock it in", "last chance", "spots left",
	"won't last", "before the price",
	// social proof used as pressure
	"everyone is switching", "everyone's switching", "everybody is switching", "everybody's switching",
	"everyone is moving", "everybody is moving", "everyone is using", "everyone's using",
	"everybody is using", "everybody's using", "everyone uses", "everybody uses", "everyone else is",
	"everyone else has", "all your competitors", "your competitors are already", "your competitors already",
	"don't be the last", "don't get left", "the whole industry is", "signing up fast", "signing fast",
	"you'd better decide", "better decide now", "decide now", "decide today", "before someone else",
	"everyone in * is switching", "everyone in * * is switching", "all of your competitors", "already moved off",
	"sort out the rest later", "sort the rest out later", "put your name on it", "sign it anyway", "never notice",
	"put me through", "get me through to", "should really reconsider", "you should push back", "you should really",
	"slots left", "decide by", "you'd regret", "you would regret", "once they're gone", "that's a mistake", "it's a mistake",
)

var bashLex = newLexicon(
	"dinosaur", "dinosaurs", "outdated", "clunky", "garbage", "terrible", "useless", "ancient",
	"nobody likes", "coasting", "fad", "bloated", "old school", "dead technology", "obsolete",
	"junk", "embarrassing", "foolish", "stupid", "ridiculous", "disaster", "their loss",
	"your loss", "nobody uses", "nobody trusts", "nobody buys", "so behind", "a bad tool",
	"not very good", "not doing a good job", "really bad", "is terrible", "leaving in droves",
	"doesn't do * properly", "doesn't do * * properly", "doesn't * properly", "don't do * properly", "hasn't looked at",
	"is awful", "are awful", "awful", "isn't worth much", "aren't worth much", "not worth much", "still in business",
	"low quality", "crashes all the time", "is a joke", "are a joke",
)

var argueLex = newLexicon(
	"you're wrong", "you are wrong", "wrong to", "that's not true", "not true", "looking at it wrong",
	"with all due respect", "with respect", "come on", "you don't understand", "you don't even realize",
	"overthinking", "you're missing", "it is a big deal", "no they don't", "no, they don't",
	"that's not a good reason", "isn't always better", "you get what you pay for", "obviously",
	"you should have heard", "you should've heard", "you shouldn't stick", "gut feel isn't", "actually not", "not as fine as you think",
	"probably not as", "weren't used to it", "is the real risk", "ha", "everyone who waited",
	"is actually the best time", "is the perfect time", "features don't matter", "gut feel",
	"it's a fact", "you're looking at it", "then why", "why am i talking", "what's so hard",
	"what part of", "are you serious", "you're not comparing", "you aren't comparing", "don't you see", "can't you see", "why wouldn't you",
	"how can you not", "how could you not", "you just don't", "let me correct you", "that's wrong",
	"that's simply not", "you've got it wrong", "you have it wrong", "that's a myth", "nonsense",
	"anyone who thinks", "there's no argument", "no argument",
)

var dismissLex = newLexicon(
	"don't worry", "no need to worry", "nothing to worry", "not a big deal", "no big deal",
	"not expensive at all", "is nothing", "doesn't matter", "don't matter", "not an issue",
	"it'll be fine", "they'll get over it", "they'll come around", "get used to it",
	"have to get used", "everyone says that", "everyone thinks that", "happens to everyone",
	"just fear", "it's simple", "not a big purchase", "you'll see", "overly cautious",
	"slow things down", "fear talking", "nobody's ever asked", "don't need to worry",
	"there's really nothing", "really nothing to", "you can convince them", "they'll have to",
	"it's not a big deal", "just a matter of time", "that was probably",
	"trust me", "trust us", "believe me", "you'll be fine", "you will be fine", "won't * at all", "won't * * at all",
	"will not * at all", "wouldn't * at all", "that's not an issue", "isn't an issue", "won't be an issue",
	"won't be a problem", "isn't a problem", "is not a problem", "that's not a problem", "not a concern",
	"zero disruption", "no disruption", "zero impact", "no impact at all", "nothing to it",
	"shouldn't matter", "should not matter", "price isn't the issue", "price isn't an issue", "isn't a real concern",
)

// discountLex lists price concessions. Bare "discount" and "free" need more
// context and are handled in code (see detectDiscounts).
var discountLex = newLexicon(
	"% off", "% discount", "% lower", "% cheaper", "knock * off", "knock off", "match that",
	"match their price", "match the price", "match your price", "match it", "we'll match",
	"i'll match", "beat their price", "beat it", "beat that", "i'll beat", "go lower",
	"go even lower", "drop it", "drop the price", "lower the price", "cut the price",
	"reduce the price", "half price", "half off", "months free", "month free", "throw in",
	"waive", "waived", "best i can do", "what price works", "tell me your number",
	"tell me their number", "whatever it takes", "let me see what i can do", "talk to my manager",
	"how about $", "i can do $", "i could do $", "special price", "price match", "take % off",
	"off the monthly", "off our price", "off your first", "for half", "$ then", "give it to you free",
	"give it to you for free", "just give it to you",
	"get you a lower price", "get you a better price", "give you a lower price", "give you a better price",
	"offer you a lower price", "find you a better price", "get you a better deal", "give you a better deal",
	"get you a discount", "get the price down", "sharpen my pencil", "sharpen the pencil",
	"match $", "match #", "i can match", "we can match", "i could match", "we could match", "i'll match that",
	"do it for $", "do it for #", "make it $", "call it $", "come down to $", "come down on price", "come down on the price",
	"bring the price down", "lower it to", "drop it to", "for $ instead", "for # instead",
	"free months", "free month", "free weeks", "free week", "months at no cost", "month at no cost",
	"months on us", "month on us", "on the house",
)

// vagueCloseLex marks endings that hand the next step back to the buyer or
// postpone it.
var vagueCloseLex = newLexicon(
	"let me know", "feel free to reach out", "reach out", "get back to you", "get back to me",
	"whenever", "sometime", "at some point", "no rush", "take your time", "if you want",
	"if you'd like", "if you're interested", "if you ever", "i'll follow up", "follow up in",
	"circle back", "revisit", "brochure", "be in touch", "keep in touch", "stay in touch", "get in touch", "have a great", "happy holidays",
	"thanks for your time", "sorry for bothering", "next year it is", "reach out again",
	"no worries", "nothing i can do", "no point", "no pressure", "learn more", "hear more",
	"tell you more", "call you back in", "when you have time", "if anything changes",
	"down the road", "start a conversation", "talk more", "after the holidays", "after peak",
	"next year", "in six months", "whenever you're ready", "when you might have", "if she ever",
	"if he ever", "if they ever", "cheers", "i'll send over", "i'll put a reminder",
	"send you some information", "send some information", "some information", "some info", "send some stuff",
	"some stuff over", "if you get a chance", "when you get a chance", "next quarter", "i'll call you",
	"call you next", "call you back", "i'll check back", "check back in",
)

// ---------------------------------------------------------------------------
// Structure of a reply to an objection.

var ackLex = newPositiveLexicon(
	"i understand", "understood", "i hear you", "hear you", "i get it", "get it", "i get that",
	"totally understand", "completely understand", "i can understand", "that's fair", "fair point",
	"fair question", "fair enough", "fair concern", "good question", "great question",
	"reasonable", "makes sense", "that makes sense", "you're right", "you are right",
	"that's true", "that's likely true", "thanks for", "thank you for", "i appreciate",
	"appreciate", "of course", "happy to", "i agree", "agreed", "frustrating", "understandable",
	"good to hear", "glad", "a real concern", "won't pretend", "isn't real", "not going to pretend", "a real advantage", "a real number", "is real", "right instinct",
	"skeptical too", "got it", "valid", "legitimate", "no doubt", "i see", "that's exactly",
	"i'd be skeptical", "a good run", "worth a lot", "they do a lot", "a fair reason",
)

// ackOpeners acknowledge only when they open the reply ("True, …", "It is higher …").
var ackOpeners = newPositiveLexicon(
	"fair", "true", "good", "sure", "okay", "right", "glad", "it is", "they do", "they can",
	"it might", "it may", "many * do", "yes", "absolutely", "totally fair", "that's a", "understand",
)

// proposalLex marks a sentence that proposes something.
var proposalLex = newPositiveLexicon(
	"let's", "let us", "i'd suggest", "i suggest", "i'd propose", "i propose", "i'd recommend",
	"i recommend", "i'd like to", "i would like to", "i can", "i could", "i'll", "i will",
	"we can", "we could", "we'd", "how about", "why don't we", "if you send me", "next step",
	"would it help if", "would it help to", "shall we", "i'm happy to", "i'd be happy to",
	"happy to", "can we", "could we", "should we", "can i", "could i", "would you", "want to",
	"want me to", "would a", "would starting", "would moving", "would comparing", "would talking",
	"would that", "worth checking", "how does that sound", "we would", "we will", "we'll",
	"i'd rather you", "put", "try",
)

var actionLex = newPositiveLexicon(
	"call", "meeting", "meet", "demo", "pilot", "trial", "test", "session", "walkthrough",
	"walk through", "walk you through", "review", "survey", "screen share", "workshop", "set up", "setup",
	"map", "run", "put", "tag", "quote", "import", "compare", "price", "ship", "start", "starting",
	"instrument", "migrate", "migrating", "pull", "model", "score", "try", "book", "schedule", "send",
	"introduce", "assess", "look at", "go over", "switch on", "sit down", "measure", "count",
	"replay", "draft", "build", "join", "pencil", "plan", "go live", "live", "connect", "install",
	"scan", "check", "analyze", "rerun", "show", "take", "kick off", "sample", "estimate",
	"summary", "one page", "one pager", "get", "set", "comparing", "moving", "starting", "pilot it",
	"switch", "turn on", "enable", "roll out", "activate", "launch", "deploy", "walk", "visit",
	"talk through", "go through", "sit", "meet", "invite", "calendar",
)

var vagueActionLex = newLexicon(
	"talk", "chat", "discuss", "conversation", "learn more", "hear more", "tell you more",
	"touch base", "catch up", "circle back", "follow up", "brochure", "reach out", "think about it",
)

// timeLex marks concrete timing in a proposal.
var timeLex = newPositiveLexicon(
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today",
	"tonight", "tomorrow", "this week", "this month", "this quarter", "this term", "this spring",
	"this summer", "this fall", "this autumn", "this winter", "this morning", "this afternoon",
	"next week", "next month", "next quarter", "next term", "next spring", "next summer",
	"next fall", "next monday", "next tuesday", "next wednesday", "next thursday", "next friday",
	"end of the month", "end of the week", "first week", "o'clock", "morning", "afternoon",
	"january", "february", "march", "april", "june", "july", "august", "september", "october",
	"november", "december", "by the", "before the", "this year", "in the next",
)

// calendarWords name a day or a month: a yes/no question with one
// schedules ("Does Tuesday work?") rather than asking about the buyer.
var calendarWords = toSet("monday tuesday wednesday thursday friday tomorrow january february march april june july august september october november december")

// durationUnits make "two weeks", "30-day", "20-minute" a concrete duration.
var durationUnits = map[string]bool{
	"minute": true, "minutes": true, "hour": true, "hours": true, "day": true, "days": true,
	"week": true, "weeks": true, "month": true, "months": true, "quarter": true, "quarters": true,
	"year": true, "years": true, "term": true, "semester": true, "season": true,
}

// ---------------------------------------------------------------------------
// Value and proof.

var outcomeLex = newPositiveLexicon(
	"cut", "cuts", "reduce", "reduces", "reduced", "save", "saves", "saved", "saving", "savings",
	"lower", "lowers", "lowered", "drop", "drops", "dropped", "fall", "falls", "fell", "recover",
	"recovers", "recovered", "lift", "lifts", "lifted", "increase", "increases", "increased",
	"grow", "grows", "grew", "gain", "gains", "gained", "improve", "improves", "improved",
	"boost", "boosts", "double", "doubles", "doubled", "halve", "halves", "shorten", "speed up",
	"free up", "frees up", "eliminate", "eliminates", "remove", "removes", "stop", "stops",
	"prevent", "prevents", "avoid", "avoids", "avoided", "catch", "catches", "caught", "flag", "flags",
	"pays for", "pay for", "paid for", "payback", "covers", "cover", "instead of", "back to",
	"goes back", "give back", "gives back", "under", "within", "from", "to under", "rise", "rose",
	"move", "moved", "reach", "reached", "got to", "cover our cost", "roi", "return", "worth",
	"matches", "match", "replaces", "replace", "before", "faster", "sooner", "fewer", "less", "back",
	"more", "same day", "same week", "same afternoon", "in seconds", "in minutes",
)

// peerLex names organisations a proof point can be about.
var peerNouns = map[string]bool{
	"customer": true, "customers": true, "client": true, "clients": true, "company": true,
	"companies": true, "team": true, "teams": true, "hospital": true, "hospitals": true,
	"clinic": true, "clinics": true, "practice": true, "practices": true, "insurer": true,
	"insurers": true, "carrier": true, "carriers": true, "university": true, "universities": true,
	"college": true, "colleges": true, "school": true, "schools": true, "district": true,
	"districts": true, "fleet": true, "fleets": true, "plant": true, "plants": true,
	"supplier": true, "suppliers": true, "retailer": true, "retailers": true, "store": true,
	"stores": true, "grocer": true, "grocers": true, "warehouse": true, "warehouses": true,
	"bank": true, "banks": true, "union": true, "unions": true, "agency": true, "agencies": true,
	"lab": true, "labs": true, "mill": true, "mills": true, "forwarder": true, "forwarders": true,
	"brokerage": true, "brokerages": true, "hotel": true, "hotels": true, "farm": true,
	"farms": true, "startup": true, "startups": true, "firm": true, "firms": true, "shop": true,
	"shops": true, "isp": true, "dealership": true, "dealerships": true, "manufacturer": true,
	"manufacturers": true, "distributor": true, "distributors": true, "couriers": true,
	"courier": true, "operator": true, "operators": true, "provider": true, "providers": true,
	"organization": true, "organizations": true, "organisation": true, "organisations": true,
	"business": true, "businesses": true, "brand": true, "brands": true, "agencies'": true,
}

var proofLex = newPositiveLexicon(
	"like yours", "your size", "of your size", "similar", "same core", "the same", "case study",
	"reference", "references", "introduce you", "for example", "typically", "usually", "on average",
	"soc 2", "soc2", "type ii", "baa", "certified", "certification", "audited", "penetration test",
	"pen test", "report", "walk away", "cancel", "money back guarantee", "side by side",
	"measure", "yourself", "your own", "first article", "sample parts", "documentation",
)

// marketLex marks market-wide statistics, which say nothing about this buyer.
var marketLex = newLexicon(
	"globally", "global", "worldwide", "industry", "market", "projected", "expected to",
	"according to", "research shows", "studies show", "studies", "reports", "industry analyst", "industry analysts",
	"analysts say", "analysts expect", "analysts predict", "analysts estimate", "analyst firm", "an analyst",
	"the pandemic", "every industry", "market share", "trillion", "billion",
)

// historyLex marks the seller talking about itself.
var historyLex = newLexicon(
	"founded", "in business since", "been in business", "# employees", "our employees", "# offices",
	"offices in", "headquartered", "# awards", "won * awards", "won # awards", "# patents",
	"we raised", "raised $", "series a", "series b", "series c", "series d", "our ceo", "our founder",
	"our founders", "family owned", "years of experience", "named a leader", "featured in",
	"inc 5000", "we are proud", "we're proud", "our culture", "our mission", "our people",
	"our passion", "our purpose", "our values", "passionate about", "we're passionate",
	"we are passionate", "are passionate", "# engineers", "our engineers", "# phds", "we sponsor",
	"also sponsor", "our catalog", "trade shows", "in a garage", "client list", "prestigious",
	"carbon neutral", "plant a tree", "leadership team", "our nps", "nps is", "# stars", "# star",
	"star rating", "five star", "# reviews", "app store", "r&d", "fastest growing", "since #",
)

// flatteryLex marks hype aimed at the buyer that carries no information.
var flatteryLex = newLexicon(
	"you'll love", "you're going to love", "you will love", "you'll be amazed", "you deserve",
	"you owe it", "you'll thank", "you're going to thank", "you won't believe", "you'll wonder",
	"you'll be the hero", "you'll crush", "you'll get promoted", "can you imagine",
	"you can imagine", "your success is our success", "your journey", "your vision",
	"your future is bright", "your impact", "you won't regret", "you'll see results",
	"you and your team will", "will love it", "customers love", "love talking to it",
	"you'll be so", "are you ready", "you'll feel", "you'll all feel", "you'll finally",
	"believes in you", "understands you", "in good hands", "you will be so impressed",
	"you are going to be so", "you're going to be so", "you can count on us", "you'll see",
	"deserves", "deserve better", "you'll be amazed", "you care about",
)

// offerLex marks a sentence that says what the seller or the product does.
var offerLex = newPositiveLexicon(
	"we", "our", "ours", "us", "we'll", "we're", "we've", "we'd", "i'll", "i can", "i could", "it",
	"it's", "tool", "app", "platform", "software", "system", "product", "solution", "service",
	"module", "plugin", "portal", "sensor", "sensors", "dashboard", "feature", "device", "devices",
	"scanner", "logger", "loggers", "workspace", "flow", "telematics", "alerts", "scores",
)

// ---------------------------------------------------------------------------
// Questions.

var pushyQuestionLex = newLexicon(
	"can you just", "can't you", "why am i", "why do you need", "why would you", "then why",
	"could you just", "can you give me their", "just give me", "can you loop", "just tell them",
	"just get me", "stopping you from saying yes", "stopping you from signing", "from saying yes",
	"what's stopping you from", "why not just", "why wouldn't you",
)

// logisticsLex marks questions about contact details rather than the buyer's
// situation ("What's your email?").
var logisticsLex = newLexicon(
	"email", "e mail", "phone number", "cell", "cell number", "mobile number", "address",
	"contact details", "best number", "who should i send", "where should i send",
)

// availabilityLex marks scheduling questions ("Are you free Tuesday?").
var availabilityLex = newLexicon(
	"free", "available", "availability", "work for you", "works for you", "suit", "suits", "good for you",
	"open", "work", "works", "calendar", "fit",
)

var rhetoricalLex = newLexicon(
	"are you ready", "can you imagine", "wouldn't you", "don't you", "isn't it", "who doesn't",
	"why not", "what are you waiting", "what if", "imagine", "right", "you know", "more is better",
	"isn't that", "wouldn't it", "doesn't everyone",
)

var discoveryOpeners = newPositiveLexicon(
	"can i ask", "may i ask", "could i ask", "can you tell me", "could you tell me",
	"would you tell me", "can you walk me", "could you walk me", "help me understand",
	"tell me", "walk me through", "i'm curious", "curious",
)

var whWords = map[string]bool{
	"what": true, "what's": true, "how": true, "how's": true, "which": true, "who": true,
	"who's": true, "whom": true, "when": true, "where": true, "where's": true, "why": true,
}

var auxWords = map[string]bool{
	"do": true, "does": true, "did": true, "is": true, "are": true, "was": true, "were": true,
	"have": true, "has": true, "had": true,
}

var modalStarts = map[string]bool{
	"would": true, "could": true, "can": true, "shall": true, "should": true, "will": true,
	"want": true, "worth": true, "fair": true, "deal": true, "sound": true, "sounds": true,
	"okay": true, "make": true, "may": true, "ready": false,
}

// ---------------------------------------------------------------------------
// Objection types: what a reply should talk about for each.

var objectionTypeLex = map[string]*lexicon{
	"price": newPositiveLexicon("roi", "return", "pays for", "pay for itself", "paid for itself", "covers",
		"cover", "worth", "cost of", "costing", "costs you", "cost you", "save", "saves", "savings",
		"a month", "per month", "payback", "value", "total cost", "carrying cost", "budget",
		"compared to", "next to the price", "against", "$", "%", "per seat", "per part", "fee"),
	"timing": newPositiveLexicon("in a day", "a day", "two weeks", "weeks", "quick", "small", "smaller",
		"start with", "start only", "only needs", "cutoff", "before", "after", "pilot", "phase",
		"phased", "batch", "batches", "leave the rest", "first step", "just the", "now", "waiting",
		"deadline", "between terms", "zero setup", "without stopping", "by the", "first week"),
	"trust": newPositiveLexicon("reference", "references", "introduce", "report", "soc", "certified",
		"certification", "audited", "proof", "prove", "measure", "verify", "trial", "pilot", "test",
		"walk away", "cancel", "review", "documentation", "sample", "first article", "side by side",
		"compare", "yourself", "your own", "security engineer", "penetration", "baa"),
	"authority": newPositiveLexicon("one page", "one pager", "summary", "share", "bring", "hand", "board",
		"partner", "owner", "cmo", "decision", "approve", "sign off", "signs off", "whoever signs", "join", "meeting with", "prep",
		"present", "case", "requirements", "review", "together"),
	"competition": newPositiveLexicon("differ", "difference", "where we", "unlike", "compare", "comparison",
		"side by side", "both", "versus", "vs", "gap", "instead", "scope", "like for like",
		"each approach", "both tools", "struggle"),
	"need": newPositiveLexicon("costing", "cost you", "happened", "how many", "how much", "what would",
		"problem", "gap", "lose", "losing", "missed", "risk", "isn't the tool", "worth it", "test",
		"compare", "check", "adds up"),
}

// ---------------------------------------------------------------------------
// Context words.

// stopwords never count as the buyer's context terms.
var stopwords = toSet(`a about above across after again against all almost also although always am among an and another any anyone anything are around as at away back be because been before being below between both but by can could did do does doing done down during each either else enough etc even ever every few for from further get gets getting give go goes going got had has have having he her here hers him his how however i if in into is it its itself just keep least less let like made make makes making many may me might more most much must my near need needs neither never new no nor not now of off often on once one only or other others our out over own per quite rather really same see seem several shall she should since so some still such take than that the their them then there these they this those though through thus to too under until up upon us use used uses using very via want wants was way we well were what when where whether which while who whom whose why will with within without would yet you your yours
  about around roughly approximately estimated estimate currently mostly usually typically each every day days week weeks month months year years hour hours minute minutes time times lot lots thing things people person company companies business team teams manager director head vp owner lead leader officer chief operations operation mid size sized small large big regional local done via recently want wants wanted average averages number numbers percent rate total new old good bad high low many much two three four five six seven eight nine ten first second last next including include includes based their theirs don't doesn't didn't can't won't isn't aren't wasn't we're you're they're it's that's i'm i've we've you've there's what's cares care concerned worried worry wants looking considering evaluating using currently also already even still just often sometimes
  cfo ceo cto coo cno cmo gm
  customer customers client clients product products vendor vendors solution solutions`)

func toSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// conceptGroups map words with the same business meaning to one concept, so a
// rep who says "attrition" matches a buyer who said "turnover".
var conceptGroups = [][]string{
	{"cost", "costs", "costly", "expensive", "price", "pricing", "priced",
		"expense", "expenses", "budget", "budgets", "fee", "fees", "afford", "money", "dollars", "cheaper", "cheap"},
	{"churn", "churned", "attrition", "turnover", "retention", "retain", "retaining"},
	{"error", "errors", "mistake", "mistakes", "mismatch", "mismatched", "defect", "defects", "reject",
		"rejects", "rejected", "rework", "reworking", "denial", "denials", "denied", "redraw", "redraws",
		"mislabeled", "mislabelled"},
	{"downtime", "outage", "outages", "failure", "failures", "failing", "fail", "breakdown", "breakdowns"},
	{"delay", "delays", "delayed", "late", "lateness", "wait", "waiting", "waits", "hold", "held", "holds", "overdue"},
	{"schedule", "schedules", "scheduling", "scheduled", "shift", "shifts", "roster", "rota"},
	{"stockout", "stockouts", "stock", "inventory", "shelf", "shelves"},
	{"security", "secure", "breach", "breaches", "leak", "leaked", "leaks", "hack", "hacked",
		"encrypt", "encrypted", "encryption"},
	{"compliance", "compliant", "audit", "audits", "auditor", "auditors", "regulator", "regulators",
		"regulation", "regulations", "hipaa", "soc"},
	{"manual", "manually", "paper", "spreadsheet", "spreadsheets", "whiteboard"},
	{"complaint", "complaints", "complain", "complaining", "frustrated", "unhappy"},
	{"invoice", "invoices", "invoicing", "invoiced", "billing", "billed", "bill", "billable"},
	{"appointment", "appointments", "booking", "bookings", "reminder", "reminders"},
	{"no-show", "no-shows", "noshow", "noshows"},
}

var conceptOf = func() map[string]string {
	m := map[string]string{}
	for _, g := range conceptGroups {
		id := "~" + stem(g[0])
		for _, w := range g {
			m[stem(w)] = id
		}
	}
	return m
}()

// concept returns the concept key for a token stem.
func concept(st string) string {
	if c, ok := conceptOf[st]; ok {
		return c
	}
	return st
}

var youWords = toSet("you your yours yourself yourselves you're you've you'll you'd")
var weWords = toSet("i me my mine we us our ours ourselves i'm i've i'll i'd we're we've we'll we'd")
var sellerSubjects = toSet("we i our we're we've i'm i've us ours")
