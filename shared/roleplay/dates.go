package roleplay

import (
	"pitchperfect/shared/text"
	"regexp"
	"strings"
	"unicode"
)

// A date the card states is read with what it is the date OF: the clause
// that holds it ("the board meets on 9 June", "RateNest auto-renews for two
// years on 15 January", "Sabine is travelling until the 20th"). A question
// that asks when ("when is she back?", "when does the fiscal year kick
// in?") gets the dated clause whose words it shares, said by the buyer;
// with no such clause the buyer's other answers stand.

// datedFact is one dated clause of the card.
type datedFact struct {
	say   string          // the clause as the buyer says it, a sentence
	stems map[string]bool // the clause's words (and its subject's), stemmed
	ctx   map[string]bool // the whole sentence's words, stemmed: "the audit" of "'not before the audit': recertification is on 20 February"
}

const monthNames = `january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec`

var (
	// reCardDate is a date or a time reference in the card.
	reCardDate = regexp.MustCompile(`(?i)\b\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:` + monthNames + `)\b` +
		`|\b(?:` + monthNames + `)\.? \d{1,2}(?:st|nd|rd|th)?\b` +
		`|\bthe \d{1,2}(?:st|nd|rd|th)\b` +
		`|\b(?:in|by|before|until|till|after|from|on|at|since|during|this|next|last|early|mid|late|end of) (?:early |mid-|late |the end of |end of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b` +
		`|\b(?:the|its|their|our|his|her) (?:january|february|march|april|june|july|august|september|october|november|december)\b` +
		`|\b(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:to|until|through|till|and) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b` +
		`|\b(?:in|by|before|until|after|since) (?:19|20)\d\d\b` +
		`|\b(?:in|within) (?:\d{1,3}|a|one|two|three|four|five|six|eight|ten|twelve) (?:days?|weeks?|months?)\b` +
		`|\bnext (?:week|month|quarter|year|spring|summer|autumn|fall|winter)\b` +
		`|\b(?:by|before|until|in|after|from) q[1-4]\b` +
		`|\b(?:on|by|until|before|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)
	// reAsksWhen is a question about a date: "when is …", "by when",
	// "what date"; "when you say …" is no such question.
	reAsksWhen = regexp.MustCompile(`(?i)\bwhen(?:'s|’s| is| are| was| were| does| do| did| will| would| could| can| should| has| have| might)\b` +
		`|\bby when\b|\b(?:the|that) [a-z-]+ date\b|\bdate again\b|\b(?:and|or|but|then) when\b|\bwhen\s*\?|\bwhat (?:date|day|month|week)\b|\bwhich (?:date|day|month|week)\b|\bhow soon\b|\bhow long until\b|\buntil when\b`)
	reDatedSplit = regexp.MustCompile(`\s*(?:;|:|, and |, but |, while |, so | but | and | while | whereas )\s*`)
)

// dateSynonyms put a question's words with the card's: "back" asks about
// "travelling until the 20th", "kick in" about "starts".
var dateSynonyms = map[string][]string{
	"back": {"travel", "away", "until", "leave", "holiday", "vacation", "return"}, "return": {"travel", "away", "until", "leave", "holiday", "back"},
	"renew": {"renewal", "expir", "end"}, "renewal": {"renew", "expir", "end"}, "expir": {"renew", "end"}, "end": {"expir", "renew"},
	"meet": {"meeting", "approv", "sign", "decid"}, "meeting": {"meet"}, "decid": {"approv", "sign", "meet", "vote", "choos", "pick", "due"},
	"choos": {"decid", "pick", "due"}, "pick": {"decid", "choos", "due"}, "done": {"due", "decid", "decisi", "choos"}, "deadlin": {"due", "decid", "choos", "pick"}, "approv": {"sign", "meet", "decid"}, "sign": {"approv", "decid"}, "decisi": {"decid", "approv", "sign", "meet"}, "lift": {"frozen", "freez"}, "freez": {"frozen"}, "frozen": {"freez"},
	"kick": {"start", "begin"}, "start": {"begin", "switch", "launch", "live"}, "begin": {"start"}, "switch": {"start", "move", "migrat"},
	"live": {"start", "launch", "running", "run"}, "running": {"start", "live", "want", "need"}, "run": {"start", "live", "want", "need"},
	"available": {"releas"}, "releas": {"available"},
	"fiscal": {"financial"}, "financial": {"fiscal"}, "budget": {"releas", "fiscal", "financial"},
}

// dateStems are a text's words of 3 or more letters, stemmed, without the
// stop words and those every clause shares.
func dateStems(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(w)) < 3 || text.IsStop(w) && w != "back" && w != "end" && w != "until" {
			continue
		}
		switch w {
		case "when", "what", "your", "you", "does", "did", "the", "and", "that", "this", "they", "their", "there", "actually", "even", "exactly", "just", "really":
			continue
		}
		out[text.Stem(w)] = true
	}
	return out
}

// cardDates reads every dated clause of the card once.
// reRoleThenVerb is a role said before the verb it is the subject of:
// "VP Sales at Quillstack (65 reps), is mid-way through …".
// reNotation is a parenthesis of card notation: "(£4,100/month)", "(22
// branches, 310 staff)".
var reNotation = regexp.MustCompile(`\s*\([^)]*\d[^)]*\)`)

var reRoleThenVerb = regexp.MustCompile(`^[^,]{2,80}(?:\([^)]*\))?, ((?:is|was|has|are) .+)$`)

func cardDates(custom string, d described) []datedFact {
	firstPerson := reFirstPerson.MatchString(custom) || secondPersonNote(custom)
	var out []datedFact
	sents := splitSentences(strings.ReplaceAll(custom, "\n", ". "))
	for k, sent := range sents {
		if k == len(sents)-1 && len(custom) >= MaxCustomChars-3 && !strings.ContainsAny(sent[max(0, len(sent)-2):], ".!?") {
			continue // a sentence cut off at the card's limit ("at its August mee")
		}
		sent = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(sent), ".!"))
		if !reCardDate.MatchString(sent) {
			continue
		}
		var pieces []string
		for _, p := range reDatedSplit.Split(sent, -1) {
			// "Her budget is $45,000, renewal with PawLedger is due June 30":
			// a piece after a comma with its own subject and verb is its own
			for i, sub := range strings.Split(p, ", ") {
				if _, own := pieceSubject(sub); i == 0 || own && len(strings.Fields(sub)) >= 3 {
					pieces = append(pieces, sub)
				} else {
					pieces[len(pieces)-1] += ", " + sub
				}
			}
		}
		subject := "" // the last subject a piece of this sentence named
		for _, p := range pieces {
			p = strings.TrimSpace(p)
			if p == "" {
				continue
			}
			subj, ok := pieceSubject(p)
			if ok && subject != "" && strings.HasPrefix(p, "its ") && !strings.HasPrefix(strings.ToLower(subject), "its ") {
				// "The legacy tool costs $265k a year and its contract lapses
				// March 31": whose contract is said
				p = strings.TrimSuffix(lowerFirst(subject), "'s") + "'s " + p[len("its "):]
			}
			if ok {
				subject = subj
			}
			if !reCardDate.MatchString(p) || instruction(p) {
				continue
			}
			say := p
			switch {
			case ok && (roleLike(p) || d.buyerName != "" && strings.HasPrefix(p, d.buyerName+" ")):
				// the buyer's own role sentence is no answer: the date alone
				say = strings.Trim(reCardDate.FindString(p), " ()")
			case ok:
			case subject != "" && startsWithVerb(p):
				say = subject + " " + p
			default:
				// no subject to say it with ("Crushing 900,000 tonnes a
				// season (June to December)"): the date alone
				say = strings.Trim(reCardDate.FindString(p), " ()")
			}
			if d.buyerName != "" {
				say = strings.ReplaceAll(say, d.buyerName, pronounFor(d.buyerName))
				if g := givenName(d.buyerName); g != "" && g != d.buyerName {
					say = replaceWord(say, g, pronounFor(d.buyerName))
				}
			}
			say = strings.Join(strings.Fields(reNotation.ReplaceAllString(say, "")), " ") // "(£4,100/month)" is card notation, never said
			say = speechAs(say, firstPerson)
			say = strings.TrimSpace(strings.TrimRight(say, ",;: "))
			if m := reRoleThenVerb.FindStringSubmatchIndex(say); m != nil {
				say = subjectFor(say[m[2]:]) // "VP Sales at Quillstack (65 reps), is mid-way through …" → "we're mid-way through …"
			}
			if !readsWhole(say) {
				say = strings.Trim(reCardDate.FindString(p), " ()") // never a broken sentence: the date alone
			}
			if say == "" {
				continue
			}
			r := []rune(say)
			r[0] = unicode.ToUpper(r[0])
			var ctx map[string]bool
			if strings.Count(sent, ",") <= 2 {
				ctx = dateStems(sent) // a short sentence's words tie its date to what it is about; a comma list's do not
			}
			out = append(out, datedFact{say: string(r) + ".", stems: dateStems(p + " " + subject), ctx: ctx})
		}
	}
	return out
}

// replaceWord replaces old as a whole word.
func replaceWord(s, old, repl string) string {
	if old == "" {
		return s
	}
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(old) + `\b`)
	return re.ReplaceAllString(s, repl)
}

// pieceSubject is what a piece of a sentence is about when it names it
// before its verb: "the Board of Governors, chaired by Mrs. Lim, must
// approve …" → "the Board of Governors"; "current tool RateNest costs …"
// → "RateNest". A piece that starts with its verb ("next meets on …")
// has none.
func pieceSubject(p string) (string, bool) {
	ws := strings.Fields(p)
	if len(ws) < 2 || startsWithVerb(p) || strings.HasSuffix(ws[0], "ing") && unicode.IsLower([]rune(ws[0])[0]) {
		return "", false // "Crushing 900,000 tonnes …" has no subject
	}
	for i, w := range ws {
		if i == 0 {
			continue
		}
		core := strings.ToLower(strings.Trim(w, ",.;:"))
		prev := strings.ToLower(strings.Trim(ws[i-1], ",.;:"))
		// "She liked …": the word after a pronoun subject is its verb;
		// "The board meets …": a lower-case word in -s after a noun is one
		verb := finiteVerb(core) || i == 1 && (isPronoun(prev) || prev == "they" || prev == "we" || prev == "it" || prev == "i") ||
			dateVerbs[core] || lowerVerbS(w, prev)
		if !verb {
			continue
		}
		subj := strings.Join(ws[:i], " ")
		// an appositive goes: ", chaired by Mrs. Lim Swee Hoon,"
		if a := strings.Index(subj, ", "); a > 0 {
			subj = subj[:a]
		}
		subj = strings.TrimRight(subj, ",")
		sw := strings.Fields(subj)
		if len(sw) > 7 {
			return "", false
		}
		// "current tool RateNest" → "RateNest"; "group CFO Sabine
		// Marchetti-Vogel" → "Sabine Marchetti-Vogel"
		j := len(sw)
		for j > 0 && isNameWord(sw[j-1]) {
			j--
		}
		if j > 0 && j < len(sw) && j >= 1 && strings.ToLower(sw[j-1]) != "of" && strings.ToLower(sw[j-1]) != "the" && !isNameWord(sw[j-1]) {
			subj = strings.Join(sw[j:], " ")
		} else if j > 0 && j < len(sw) && allCaps(sw[j-1]) {
			subj = strings.Join(sw[j:], " ")
		}
		return subj, true
	}
	return "", false
}

// isNameWord is a capitalised word that is no common word: "Sabine",
// "RateNest", "Marchetti-Vogel", "Mrs."
func isNameWord(w string) bool {
	w = strings.Trim(w, ",;:")
	r := []rune(w)
	if len(r) == 0 || !unicode.IsUpper(r[0]) || allCaps(w) {
		return false
	}
	return !notNames[strings.ToLower(strings.TrimRight(w, "."))] || strings.HasSuffix(w, ".") && len(r) <= 4
}

// finiteVerb is a word that can be a clause's own verb.
func finiteVerb(w string) bool {
	switch w {
	case "is", "are", "was", "were", "has", "have", "had", "must", "will", "can", "cannot", "can't", "won't", "would", "should", "may", "might", "does", "doesn't", "did", "didn't":
		return true
	}
	if sVerbs[w] || pastVerbs[w] || dateVerbs[w] || verbHints[w] && !strings.HasSuffix(w, "ing") {
		return true
	}
	if strings.HasSuffix(w, "s") && len(w) > 3 {
		if _, ok := deconjugate(w); ok {
			return true
		}
		if v, _, ok := text.PluralVerb(w); ok && v != w && (strings.HasSuffix(w, "es") || strings.HasPrefix(w, "auto-") || strings.Contains(w, "-")) {
			return true
		}
	}
	return false
}

// startsWithVerb reports a piece that starts with its verb, maybe after an
// adverb: "next meets on 18 September", "auto-renews for two years", "is
// travelling until the 20th", "wants to wait until …".
func startsWithVerb(p string) bool {
	ws := strings.Fields(strings.ToLower(p))
	if len(ws) == 0 {
		return false
	}
	i := 0
	for i < len(ws)-1 && (ws[i] == "next" || ws[i] == "also" || ws[i] == "just" || ws[i] == "only" || ws[i] == "usually" || ws[i] == "then" || ws[i] == "still" || strings.HasSuffix(ws[i], "ly")) {
		i++
	}
	w := strings.Trim(ws[i], ",.;:")
	return finiteVerb(w) && !isPronoun(w)
}

// askedDate answers a question about a date the card states: the dated
// clause sharing most of the question's words. Two questions in one
// message ("when does the board sign off, and when do you need it
// running?") get a clause each.
func (e *engine) askedDate(q string) string {
	if !reAsksWhen.MatchString(q) {
		return ""
	}
	if e.dates == nil {
		e.dates = cardDates(e.sc.Custom, e.f.described)
		if e.dates == nil {
			e.dates = []datedFact{}
		}
	}
	if len(e.dates) == 0 {
		return ""
	}
	var said []string
	used := map[int]bool{}
	for _, part := range whenParts(q) {
		qs := dateStems(part)
		// (synonyms gathered first: a map that grows while it is ranged
		// over may or may not show the new keys, and the buyer must be
		// deterministic)
		var syn []string
		for w := range qs {
			syn = append(syn, dateSynonyms[w]...)
		}
		for _, s := range syn {
			qs[s] = true
		}
		best, bestN := -1, 0
		for i, df := range e.dates {
			n := 0
			for w := range qs {
				if df.stems[w] {
					n += 2
				} else if df.ctx[w] {
					n++ // a word of the sentence around the clause counts less
				}
			}
			if n > bestN {
				best, bestN = i, n
			}
		}
		if best < 0 && reAsksDecision.MatchString(part) {
			// "who has the final say, and when?": the dated clause of the decision
			for i, df := range e.dates {
				if reDecisionDate.MatchString(df.say) {
					best = i
					break
				}
			}
		}
		if best >= 0 && !used[best] {
			used[best] = true
			said = append(said, e.dates[best].say)
		}
	}
	return strings.Join(said, " ")
}

// reAsksDecision asks who decides; reDecisionDate is a dated clause about
// the decision ("approves all spend at the partners' meeting on 14 May").
var (
	reAsksDecision = regexp.MustCompile(`(?i)\b(?:final say|say-so|decides?|decision|decision-maker|signs?|sign-off|signs off|approves?|approval|makes the call|final call)\b`)
	reDecisionDate = regexp.MustCompile(`(?i)\b(?:signs?|decides?|approves?|approval|votes?|meets|meeting|board)\b`)
)

// whenParts splits a message's questions about dates: each "when …" up
// to the next one.
func whenParts(q string) []string {
	locs := reAsksWhen.FindAllStringIndex(q, -1)
	var out []string
	for i, l := range locs {
		end := len(q)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		start := l[0]
		if i == 0 {
			// the words before the first "when" say what it asks about
			// ("the board: when does it meet?")
			if s := strings.LastIndexAny(q[:start], ".?!"); s >= 0 {
				start = s + 1
			} else {
				start = 0
			}
		}
		out = append(out, q[start:end])
	}
	return out
}

// allCaps is a title written in capitals: "CFO", "VP".
func allCaps(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}

// dateVerbs say what happens on a date.
var dateVerbs = map[string]bool{"meets": true, "starts": true, "ends": true, "closes": true, "opens": true, "expires": true, "renews": true, "begins": true,
	"returns": true, "launches": true, "lands": true, "arrives": true, "finishes": true, "kicks": true, "lapses": true, "resets": true, "reopens": true}

// lowerVerbS is a lower-case word in -s that reads as a verb after the
// word before it: not after "of", a determiner or a number ("the
// sales", "of Governors").
func lowerVerbS(w, prev string) bool {
	r := []rune(w)
	if len(r) < 4 || !unicode.IsLower(r[0]) || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "'s") {
		return false
	}
	switch prev {
	case "of", "the", "a", "an", "our", "their", "his", "her", "its", "my", "your", "and", "or", "with", "for", "in", "on", "at", "to", "by", "from", "two", "three", "many", "all", "some":
		return false
	}
	if strings.ContainsAny(prev, "0123456789") {
		return false
	}
	v, _, ok := text.PluralVerb(w)
	return ok && v != w
}

// reQuestionParts splits questions: at question marks, semicolons and
// "and" between two asks.
var reQuestionParts = regexp.MustCompile(`,? and (who|what|how|which|where|when|is|are|do|does|can|could|would|by when)\b`)

// onlyWhen reports questions that all ask when.
func onlyWhen(q string) bool {
	n := 0
	q = reQuestionParts.ReplaceAllString(q, "? $1")
	for _, p := range strings.FieldsFunc(q, func(r rune) bool { return r == '?' || r == ';' }) {
		if len(strings.Fields(p)) < 2 {
			continue
		}
		if !reAsksWhen.MatchString(p) {
			return false
		}
		n++
	}
	return n > 0
}

// reProposeStart is the rep proposing when to start or meet.
var reProposeStart = regexp.MustCompile(`(?i)\b(?:start|begin|kick off|kick-off|go live|go-live|launch|book|schedule|pick (?:this|it) up|set up|meet|talk again|come back|roll out)\b`)

// proposesCardDate reports the rep proposing to start on a date the card
// gives ("Would you want to start the week of 1 March then?" when the
// buyer waits for the fiscal year on 1 March): the buyer's own timing.
func (e *engine) proposesCardDate(text string) bool {
	if !reProposeStart.MatchString(text) {
		return false
	}
	low := strings.ToLower(text)
	for _, m := range reCardDate.FindAllString(e.sc.Custom, -1) {
		core := strings.ToLower(m)
		for _, p := range []string{"in ", "by ", "before ", "until ", "till ", "after ", "from ", "on ", "at ", "since ", "during ", "this ", "next ", "early ", "mid ", "late ", "end of "} {
			core = strings.TrimPrefix(core, p)
		}
		if len(core) >= 5 && strings.Contains(low, core) && !strings.Contains(low, "before "+core) {
			return true
		}
	}
	return false
}

// againDates says a dated sentence the buyer said before by its date
// alone ("As I said, before November."), which no earlier line matches,
// so that the answer to a direct question is never dropped as a repeat.
func (e *engine) againDates(ans string) string {
	var out []string
	for _, sn := range splitSentences(ans) {
		if e.saidBefore(sn) {
			if d := strings.Trim(reCardDate.FindString(sn), " ()"); d != "" {
				sn = "As I said, " + d + "."
			}
		}
		out = append(out, sn)
	}
	return strings.Join(out, " ")
}

// withoutSaidDates drops the sentences of a date answer whose date the
// rest of the answer already gives.
func withoutSaidDates(ans, rest string) string {
	if rest == "" {
		return ans
	}
	low := strings.ToLower(rest)
	var out []string
	for _, sn := range splitSentences(ans) {
		d := strings.ToLower(strings.Trim(reCardDate.FindString(sn), " ()"))
		for _, p := range []string{"in ", "by ", "before ", "until ", "till ", "after ", "from ", "on ", "at "} {
			d = strings.TrimPrefix(d, p)
		}
		if d != "" && strings.Contains(low, d) {
			continue
		}
		out = append(out, sn)
	}
	return strings.Join(out, " ")
}
