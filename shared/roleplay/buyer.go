package roleplay

import (
	"fmt"
	"hash/fnv"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"pitchperfect/shared/coach"
)

// Buyer is the built-in buyer engine. The zero value is ready to use and
// safe for concurrent use; it holds no state between calls — the
// conversation is the state.
type Buyer struct{}

// maxReplayMessages caps how much history is replayed.
const maxReplayMessages = 120

// Reply is the buyer's answer to the rep's userInput, given the scenario
// and the messages before it (oldest first, openings included). The same
// scenario, history texts and input always give the same Turn. If the
// history already ends with userInput as a rep message, that copy is
// ignored.
func (b *Buyer) Reply(sc Scenario, history []Message, userInput string) Turn {
	t, _ := b.reply(sc, history, userInput)
	return t
}

// reply is Reply plus a summary of what the rep did and where the buyer
// stands, for an LLM prompt.
func (b *Buyer) reply(sc Scenario, history []Message, userInput string) (Turn, string) {
	e := newEngine(sc)
	userInput = strings.ToValidUTF8(userInput, "\uFFFD")
	history = trimHistory(history, userInput)
	e.seed = conversationSeed(e.sc, history, userInput)
	for _, m := range history {
		text := strings.ToValidUTF8(m.Text, "\uFFFD")
		if isRep(m.Sender) {
			e.applyTurn(e.read(text))
		} else {
			e.buyerSaid(fromLakh(text, e.lakh))
		}
	}
	sig := e.read(userInput)
	out := e.applyTurn(sig)
	notes := e.notes(sig, out)
	text, conf := e.compose(sig, out)
	text = e.rareEcho(text, userInput)
	if fp := firstPersonLine(text, e.f.described.buyerName); fp != text {
		text = fp
		if text == "" {
			text = e.ownVoiceFallback()
		}
	}
	text = e.dropRepeatedFacts(text, userInput)
	text = inLakh(text, e.lakh) // "₹2.8 lakh", as the card says it
	return Turn{
		Text:       text,
		Confidence: conf,
		Stance:     out.stance,
		Concession: round2(e.concession()),
		Provider:   "builtin",
	}, notes
}

var (
	reEchoOpener = regexp.MustCompile(`(^|[.!?]\s+)(?:Like I said|As I said|As I mentioned|Like I mentioned|Same as I said|Same as before|I told you)[,:]\s+(\S)`)
	reEchoTail   = regexp.MustCompile(`,\s+(?:like|same as) I (?:told you|said|mentioned)\b`)
)

// rareEcho keeps "Like I said" and its kin to one line a conversation: once
// the buyer has used one, later answers just say the fact.
func (e *engine) rareEcho(text, repLine string) string {
	if containsAny(" "+strings.ToLower(repLine)+" ", " again", "remind me", " already told", "you said", "you mentioned") {
		return text // the rep asks again: "like I said" is the honest answer
	}
	echoed := false
	for _, l := range e.buyerLines {
		if reEchoOpener.MatchString(l) || reEchoTail.MatchString(l) {
			echoed = true
			break
		}
	}
	n := len(reEchoOpener.FindAllStringIndex(text, -1)) + len(reEchoTail.FindAllStringIndex(text, -1))
	if !echoed && n < 2 {
		return text
	}
	keep := 0 // one echo in a line that is the conversation's first
	if !echoed {
		keep = 1
	}
	out := reEchoOpener.ReplaceAllStringFunc(text, func(m string) string {
		if keep > 0 {
			keep--
			return m
		}
		sub := reEchoOpener.FindStringSubmatch(m)
		return sub[1] + upFirst(sub[2])
	})
	out = reEchoTail.ReplaceAllStringFunc(out, func(m string) string {
		if keep > 0 {
			keep--
			return m
		}
		return ""
	})
	for _, sn := range reSentence.FindAllString(out, -1) {
		if sn = strings.TrimSpace(sn); e.saidBefore(sn) {
			return text // without its opener the line would repeat one said before
		}
	}
	return out
}

// notes describes the rep's latest message and the buyer's position in
// plain words.
func (e *engine) notes(s signals, o outcome) string {
	var did []string
	q := func(xs []string) string {
		if len(xs) == 0 {
			return ""
		}
		return fmt.Sprintf(" (%q)", clip(xs[0], 60))
	}
	switch {
	case s.empty || s.unclear:
		did = append(did, "said nothing you can make sense of")
	case s.greeting:
		did = append(did, "only greeted you")
	case s.repeated:
		did = append(did, "repeated an earlier message word for word")
	}
	if s.discount {
		did = append(did, "offered a price cut without being asked"+q([]string{s.discountQ}))
	}
	if s.traded {
		did = append(did, "offered a discount in exchange for a commitment")
	}
	if s.argue > 0 {
		did = append(did, "argued with you")
	}
	if s.dismiss > 0 {
		did = append(did, "dismissed your concern")
	}
	if s.bash > 0 {
		did = append(did, "ran down a competitor")
	}
	if s.pressure > 0 {
		did = append(did, "put pressure on you")
	}
	if len(s.buzz) > 0 {
		did = append(did, "used buzzwords"+q(s.buzz))
	}
	if len(s.overclaim) > 0 {
		did = append(did, "made a claim nobody can check"+q(s.overclaim))
	}
	if len(s.unsupported) > 0 {
		did = append(did, "used a number with nothing behind it"+q(s.unsupported))
	}
	if s.sellerOnly && !s.value {
		did = append(did, "talked about themselves, not about you")
	}
	if s.ack {
		did = append(did, "acknowledged your concern")
	}
	if len(s.discovery)+len(s.otherQs) > 0 {
		did = append(did, "asked you a question")
	}
	if s.value {
		did = append(did, "gave a reason that matters to you")
	}
	if s.proof {
		did = append(did, "offered proof you could check")
	}
	if s.nextStep > 0 {
		did = append(did, "proposed a next step ("+stepPhrase(s.text, e.f)+")")
	}
	if s.vagueClose {
		did = append(did, "left the next step to you (\"let me know\")")
	}
	if len(did) == 0 {
		did = append(did, "said nothing specific")
	}
	var pos string
	switch {
	case o.agreeNow:
		pos = "The rep has earned it: give a conditional yes to " + o.step + "."
	case e.agreed:
		pos = "You already agreed to " + e.agreedStep + "; stay with that."
	case o.missing != "":
		pos = "Do not agree to the next step yet: " + map[string]string{
			"earlyNoDiscovery": "the rep has not asked enough about your situation",
			"earlyNoValue":     "you still don't see what it changes for you",
			"earlyMoreValue":   "one benefit is not enough for you",
			"earlyNoProof":     "you have seen no proof",
			"earlyMoreProof":   "one example is not enough proof for you",
			"earlyNoTrust":     "you are not convinced yet",
		}[o.missing] + "."
	default:
		pos = "Do not agree to anything yet."
	}
	return fmt.Sprintf("The rep %s. Your stance now: %s; you have moved %d%% of the way toward yes. %s",
		strings.Join(did, ", "), o.stance, int(math.Round(100*e.concession())), pos)
}

func isRep(sender string) bool { return strings.EqualFold(strings.TrimSpace(sender), SenderUser) }

// trimHistory drops a trailing copy of the input and keeps the newest
// maxReplayMessages messages.
func trimHistory(h []Message, input string) []Message {
	if n := len(h); n > 0 && isRep(h[n-1].Sender) && strings.TrimSpace(h[n-1].Text) == strings.TrimSpace(input) {
		h = h[:n-1]
	}
	if len(h) > maxReplayMessages {
		h = h[len(h)-maxReplayMessages:]
	}
	return h
}

// conversationSeed hashes everything the reply depends on.
func conversationSeed(sc Scenario, h []Message, input string) uint64 {
	x := fnv.New64a()
	for _, s := range []string{string(sc.Persona), string(sc.Objection), string(sc.Difficulty), sc.Industry, sc.Custom, sc.Script} {
		x.Write([]byte(s))
		x.Write([]byte{0})
	}
	for _, m := range h {
		if isRep(m.Sender) {
			x.Write([]byte{'u'})
		} else {
			x.Write([]byte{'a'})
		}
		x.Write([]byte(m.Text))
		x.Write([]byte{0})
	}
	x.Write([]byte(input))
	return x.Sum64()
}

// params are the difficulty's and persona's dials.
type params struct {
	gain, loss    float64 // multipliers on trust won and lost
	threshold     float64 // trust needed for a yes
	needDiscovery int     // discovery questions before a yes
	needValue     int     // replies with value before a yes
	needProof     int     // replies with proof before a yes
	longWords     int     // a message longer than this tries the persona's patience
}

func paramsFor(sc Scenario) params {
	p := []params{
		{gain: 1.0, loss: 0.8, threshold: 0.45, needDiscovery: 1, needValue: 1, needProof: 0},
		{gain: 0.8, loss: 1.0, threshold: 0.55, needDiscovery: 1, needValue: 1, needProof: 1},
		{gain: 0.68, loss: 1.15, threshold: 0.62, needDiscovery: 2, needValue: 1, needProof: 1},
		{gain: 0.55, loss: 1.3, threshold: 0.7, needDiscovery: 2, needValue: 2, needProof: 2},
	}[max(sc.Difficulty.level(), 0)]
	p.longWords = 150
	switch sc.Persona {
	case PersonaFriendly:
		p.gain *= 1.1
		p.loss *= 0.8
	case PersonaAssertive:
		p.gain *= 0.95
		p.loss *= 1.25
		p.longWords = 70
	case PersonaSkeptical:
		p.gain *= 0.9
		p.needProof = min(p.needProof+1, 2)
	case PersonaRushed:
		p.loss *= 1.1
		p.longWords = 45
	}
	return p
}

// engine replays one conversation.
type engine struct {
	sc     Scenario
	f      facts
	p      params
	seed   uint64
	points []scriptPoint
	vals   []string // fact placeholder pairs
	facts  *strings.Replacer

	buyerLines   []string // what the buyer said, in order
	buyerNorm    []string // the same, normalised
	lastBuyer    string   // the buyer's latest line(s): the objection the rep answers
	buyerRun     bool     // the previous message was the buyer's
	revealed     map[topic]bool
	probedPoints map[int]bool

	repNorm     map[string]bool
	repeats     int // rep messages that repeated an earlier one
	turns       int // rep messages read
	trust       float64
	acks        int
	discoveries int
	values      int
	proofs      int
	discounts   int
	offTopics   int // small-talk messages
	rudes       int // rude messages
	counts      map[string]int
	agreed      bool
	agreedStep  string
	strayed     int         // consecutive rep messages that touch none of the script's points
	repNow      string      // the rep's message being answered, lower case
	lakh        string      // the currency the card writes in lakh/crore, or ""
	curQ        string      // the rep's questions in the message being answered
	askedNow    string      // curQ when this message asks something, else ""
	lastProbe   int         // rep turn at which the buyer last asked about the script
	dates       []datedFact // the card's dated clauses, read on the first question about a date
}

func newEngine(sc Scenario) *engine {
	sc = sc.normalized()
	e := &engine{
		sc: sc, f: newFacts(sc), p: paramsFor(sc), points: scriptPoints(sc.Script),
		revealed: map[topic]bool{}, probedPoints: map[int]bool{}, repNorm: map[string]bool{},
		counts: map[string]int{}, lastProbe: -10,
	}
	e.vals = e.f.pairs()
	e.facts = strings.NewReplacer(e.vals...)
	e.lakh = lakhSym(sc.Custom)
	return e
}

// figureOf is the figure of a claim the coach quotes ("35%" of "cut manual
// follow-up by 35%"): the buyer asks about the number, not a long claim; a
// short claim ("5% fuel saving") or one without digits ("six to eight
// percent") stays whole.
func figureOf(claim string) string {
	if len(strings.Fields(claim)) <= 3 {
		return claim // "5% fuel saving" reads whole
	}
	if f := strings.TrimRight(reFigure.FindString(claim), ".,"); f != "" {
		return f
	}
	return claim
}

// buyerSaid records one of the buyer's lines.
func (e *engine) buyerSaid(text string) {
	e.buyerLines = append(e.buyerLines, text)
	n := normLine(text)
	e.buyerNorm = append(e.buyerNorm, n)
	if e.buyerRun {
		e.lastBuyer += " " + text
	} else {
		e.lastBuyer = text
	}
	e.buyerRun = true
	low := strings.ToLower(text)
	for t := topicBudget; t <= topicSpend; t++ {
		for _, m := range e.f.markers(t) {
			if m != "" && strings.Contains(low, strings.ToLower(m)) {
				e.revealed[t] = true
			}
		}
	}
	for i, pt := range e.points {
		if strings.Contains(n, normLine(pt.text)) {
			e.probedPoints[i] = true
			e.lastProbe = e.turns
		}
	}
}

// coachScenario is the scenario as the coach sees it: the custom text plus
// the facts the buyer has revealed, so the rep gets credit for using them.
func (e *engine) coachScenario() coach.Scenario {
	cs := e.sc.CoachScenario()
	var extra []string
	f := e.f
	for t, s := range map[topic]string{
		topicBudget: "budget " + f.budget + ", quoted " + f.quote, topicPain: f.pain, topicTeam: f.company,
		topicCompetitor: f.competitor + " at " + f.compPrice, topicCurrent: "today: " + f.current,
		topicTiming: f.busy, topicDecision: f.decider + " signs off", topicGoals: f.priority,
	} {
		if e.revealed[t] {
			extra = append(extra, s)
		}
	}
	if len(extra) > 0 {
		sortStrings(extra)
		cs.Custom = strings.TrimSpace(cs.Custom + ". " + strings.Join(extra, "; ") + ".")
	}
	return cs
}

// signals is what the rep's message did, read by the coach.
type signals struct {
	text        string
	words       int
	empty       bool // nothing readable
	unclear     bool // gibberish or no point
	greeting    bool
	repeated    bool
	ack         bool
	clarify     int // coach's clarify stage, 0–100
	respond     int
	discovery   []string // discovery questions
	otherQs     []string // other real questions
	checkIn     bool     // "does that make sense?"
	rhetorical  bool
	value       bool
	valueQuote  string
	proof       bool
	buyerNum    bool
	discount    bool // given for nothing
	traded      bool // traded for a commitment
	discountQ   string
	argue       int
	dismiss     int
	dismissQ    string
	bash        int
	pressure    int
	buzz        []string
	overclaim   []string
	around      bool // a way round the approver: "split it into invoices under the limit"
	unsupported []string
	flattery    bool
	sellerOnly  bool
	nextStep    int // 2 concrete, 1 partial, 0 none
	vagueClose  bool
	score       int
	plainQs     []string // questions with no topic the buyer has a fact for
	socialQs    []string // "is this a bad moment?", "how are things?", "best email?"
	offTopic    bool     // small talk with nothing about the deal
	rude        bool     // an insult or contempt
}

func (s *signals) hostile() bool {
	return s.discount || s.argue > 0 || s.dismiss > 0 || s.bash > 0 || s.pressure > 0 || s.rude
}

// caved reports a price concession of any kind: a cut, a match, free
// months, with or without strings attached.
func (s *signals) caved() bool { return s.discount || s.traded }

func (s *signals) minorNegative() bool {
	return len(s.buzz) > 0 || len(s.overclaim) > 0 || len(s.unsupported) > 0 || s.flattery || s.rhetorical
}

func (s *signals) positive() bool {
	return s.ack || s.clarify >= 60 || s.value || s.proof || s.nextStep > 0
}

var functionWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the a an i i'm i'd i'll we we're we'll you you're your it it's is are was be to of and in on for
	that this our my me us can will with do does not no yes what how why so if but at they would could should have has
	just ok okay sure thanks thank hi hello hey let let's as by from or about when which who there get got here`) {
		functionWords[w] = true
	}
}

var (
	greetingWords = []string{"hi", "hello", "hey", "good morning", "good afternoon", "good evening", "nice to meet", "thanks for your time", "thanks for taking", "thank you for your time", "thanks for making"}
	dismissCues   = []string{"not a problem", "not really a problem", "no problem at all", "not an issue", "not really an issue", "that's fine, everyone", "not a concern"}
	confirmCues   = []string{"work?", "work for you", "works for you", "worth", "reasonable", "fair", "okay?", "ok?", "suit", "better", "open to", "sound",
		"would that", "shall i", "can i", "should i", "may i", "want me to", "like me to", "interested", "afternoon", "morning", "calendar", "invite"}
	proposalCues  = []string{"propose", "i'd suggest", "i suggest", "i'll put", "i'll hold", "we set up", "we could set", "i'll send", "i will send", "i can send", "i'll set up", "i'll book", "i'll bring", "we could", "could we", "can we", "shall we", "should we", "would you be open", "how about", "what if we", "let's", "would it help if", "would you like", "are you free", "are you available", "can i send", "could i send", "may i send", "can i set", "could i set"}
	ackCues       = []string{"fair", "understand", "hear you", "makes sense", "sorry", "i get it", "i get that", "appreciate", "reasonable", "good point", "valid", "you're right to", "of course", "i see why", "that's a real concern", "legitimate"}
	referenceCues = []string{"will take your call", "take your call", "can call them", "give you their number", "introduce you to", "put you in touch", "happy to take your call", "happy to talk", "happy to speak", "reference call", "talk to their", "speak with their", "connect you with their", "call one of our customers", "you can call their", "call their", "talk to one of our customers", "speak to one of our customers", "take their call", "take their calls", "take a call from", "line up two", "line up a customer", "line up three", "set up a call with one of", "speak with a customer", "speak with one of our"}
	checkInCues   = []string{"make sense", "does that help", "does that sound", "would that help", "fair enough?", "sound fair", "sound good", "does that work", "is that fair", "right?", "agree?"}
	reFigure      = regexp.MustCompile(`(?i)(?:[$€£¥₹]\s?)?\d[\d,.]*(?:\s?(?:million|billion|thousand|lakh|crore|bn|k|m)\b)?(?:\s?(?:%|percent|x\b|times\b|fold\b))?`)
	reResult      = regexp.MustCompile(`(?i)\b(?:cut|cuts|reduced|reduce|saved|save|saves|lowered|increased|improved|grew|doubled|halved|dropped|freed up|got back)\b[^.?!]{0,60}?\d`)
	rePct         = regexp.MustCompile(`\d+(?:\.\d+)?\s?%`)
	reClaim       = regexp.MustCompile(`(?i)\$?\d[\d,.]*\s?(?:%|percent|x\b|hours?|minutes?|days?|weeks?|months?)(?:\s(?:a|per|each)\s(?:day|week|month|year|rep|user|seat|site))?`)
)

// read turns a message into signals, using the coach for what it detects.
func (e *engine) read(text string) signals {
	e.turns++
	e.buyerRun = false
	s := signals{text: text}
	ws := words(text)
	s.words = len(ws)
	if strings.TrimSpace(text) == "" || !hasLetters(text) {
		s.empty = true
		return s
	}
	norm := normLine(text)
	if e.repNorm[norm] {
		s.repeated = true
		e.repeats++
	}
	e.repNorm[norm] = true

	objection := e.lastBuyer
	if objection == "" {
		objection = strings.Join(Opening(e.sc), " ")
	}
	fb := coach.AssessReply(objection, text, e.coachScenario(), nil)
	s.score = fb.OverallScore
	s.ack = fb.Stages.Acknowledge.Score >= 60
	s.clarify = fb.Stages.Clarify.Score
	s.respond = fb.Stages.Respond.Score
	rhetoricalQs := map[string]bool{}
	for _, ev := range fb.Evidence {
		switch ev.Category {
		case "discount":
			if strings.Contains(ev.Note, "traded") {
				s.traded = true
			} else {
				s.discount = true
			}
			if s.discountQ == "" {
				s.discountQ = ev.Quote
			}
		case "arguing":
			s.argue++
		case "dismissing":
			if inQuestion(text, ev.Quote) {
				break // "What would you need to see to trust us?" dismisses nothing
			}
			s.dismiss++
			if s.dismissQ == "" {
				s.dismissQ = ev.Quote
			}
		case "tone":
			s.bash++
		case "pressure":
			s.pressure++
			rhetoricalQs[ev.Quote] = true
		case "buzzword":
			s.buzz = append(s.buzz, ev.Quote)
		case "overclaim":
			if !inQuestion(text, ev.Quote) { // "What's the best way to reach her?" promises nothing
				s.overclaim = append(s.overclaim, ev.Quote)
			}
		case "unsupportedNumber":
			if !e.ownArithmetic(ev.Quote) { // "$9,000 under what you pay now" is the buyer's own numbers
				s.unsupported = append(s.unsupported, ev.Quote)
			}
		case "flattery":
			s.flattery = true
		case "discovery":
			if ev.Kind == "positive" {
				s.discovery = append(s.discovery, ev.Quote)
			} else if ts := questionTopics(ev.Quote, e.f); len(ts) > 0 && ts[0] != topicUnknown && len(strings.Fields(ev.Quote)) <= 8 && strings.HasSuffix(strings.TrimSpace(ev.Quote), "?") && !containsAny(strings.ToLower(ev.Quote), "don't you", "wouldn't you", "isn't it", "aren't you", "right?", "seriously") {
				s.discovery = append(s.discovery, ev.Quote) // "And the budget?" asks the buyer's own fact
			} else {
				s.rhetorical = true
				rhetoricalQs[ev.Quote] = true
			}
		case "value":
			if ev.Kind == "positive" {
				s.value = true
				if s.valueQuote == "" {
					s.valueQuote = ev.Quote
				}
			}
		case "proof":
			// "How does he like to see tools, a demo or a case study?"
			// asks; it offers no proof (an offered reference counts below)
			s.proof = s.proof || ev.Kind == "positive" && !inQuestion(text, ev.Quote)
		case "buyerNumber":
			s.buyerNum = s.buyerNum || ev.Kind == "positive"
		case "nextStep":
			switch {
			case ev.Kind == "positive" && strings.HasPrefix(ev.Note, "concrete"):
				s.nextStep = 2
			case ev.Kind == "positive":
				s.nextStep = max(s.nextStep, 1)
			case strings.Contains(ev.Note, "leaves the next step"):
				s.vagueClose = true
			}
		case "customerFocus":
			if ev.Kind == "negative" && strings.Contains(ev.Note, "about the seller") {
				s.sellerOnly = true
			}
		}
	}
	low := strings.ToLower(text)
	if s.dismiss == 0 && containsAny(low, dismissCues...) {
		s.dismiss = 1
		for _, c := range dismissCues {
			if i := strings.Index(low, c); i >= 0 {
				s.dismissQ = text[i : i+len(c)]
				break
			}
		}
	}
	// "Does that help?" is a check-in, whatever the coach made of it.
	var disc []string
	for _, q := range s.discovery {
		if ql := strings.ToLower(q); len(questionTopics(q, e.f)) == 0 && containsAny(ql, append(append([]string{}, checkInCues...), confirmCues...)...) &&
			!(reWhQuestion.MatchString(q) && (askedPeriod(q) != "" || reAskBack.MatchString(q))) { // "what would that come to each year, and would it need …?" asks a sum
			if c, _ := e.confirmFigure(q); c != "" {
				disc = append(disc, q) // checks a fact the card gives: answered
				continue
			}
			s.checkIn = true
			continue
		}
		disc = append(disc, q)
	}
	s.discovery = disc
	isDiscovery := map[string]bool{}
	for _, q := range s.discovery {
		isDiscovery[q] = true
	}
	sents := splitSentences(text)
	for k := 0; k < len(sents); k++ {
		sent := sents[k]
		if !strings.HasSuffix(strings.TrimRight(sent, "\"')"), "?") || isDiscovery[sent] {
			continue
		}
		if c, _ := e.confirmFigure(sent); c != "" {
			s.plainQs = append(s.plainQs, sent) // "that's 1,250 employees, right?" checks a fact: answered
			continue
		}
		if rhetoricalQs[sent] {
			continue
		}
		sl := strings.ToLower(sent)
		if containsAny(sl, checkInCues...) {
			s.checkIn = true
			continue
		}
		if containsAny(sl, proposalCues...) {
			if ps := questionParts(sent); len(ps) > 1 {
				// "does it go to Martin for sign-off, and would it help if I
				// wrote …?": the question before the proposal is asked too
				for _, p := range ps {
					if !containsAny(strings.ToLower(p), proposalCues...) {
						sents = append(sents, p)
					}
				}
			}
			continue
		}
		if ts := questionTopics(sent, e.f); len(ts) > 0 && (ts[0] == topicCallTime || ts[0] == topicPleasantry || ts[0] == topicLogistics) {
			s.socialQs = append(s.socialQs, sent) // answered, but not discovery
		} else if len(ts) > 0 {
			s.otherQs = append(s.otherQs, sent)
		} else if !isSmallTalk(sl) && !isRude(sl) {
			s.plainQs = append(s.plainQs, sent)
		}
	}
	// A plain statement of the quote ("We're at $2,650 a month. What's
	// stopping us?") is not a cave, whatever the coach's cue read.
	if s.discount && !isCave(low, e.f.quoteN) && onlyTheQuote(low, e.f.quoteN) {
		s.discount, s.discountQ = false, ""
	}
	// "Our false-alarm rate is 97% lower than anyone else's" is a claim
	// about the product: with no word of price in it, no cut.
	if s.discount && !isCave(low, e.f.quoteN) && !containsAny(low, "price", "cost", "discount", " off", "cheaper", " fee", "quote", "bill", "pay", "invoice", "free", "$", "€", "£", "budget", "rate card", "deal") {
		s.discount, s.discountQ = false, ""
	}
	// Caves the coach may not name: a price match, "we can do it for $X",
	// free months.
	if !s.discount && !s.traded && isCave(low, e.f.quoteN) {
		if containsAny(low, tradeCues...) {
			s.traded = true
		} else {
			s.discount = true
		}
		if s.discountQ == "" {
			s.discountQ = text
		}
	}
	// "And they've offered you 15% off, right?": a cut the rival or the
	// incumbent offered is no cut of the rep's.
	if (s.discount || s.traded) && !reSellerRef.MatchString(low) && e.othersCut(text) != "" {
		s.discount, s.traded, s.discountQ = false, false, ""
	}
	if len(s.overclaim) == 0 {
		if m := reMadeUpStat.FindStringIndex(text); m != nil {
			// "97% lower than anyone else's in the market": a figure nobody
			// can check, met as a claim (never as a price cut)
			s.overclaim = append(s.overclaim, text[m[0]:m[1]])
		}
	}
	if reAround.MatchString(low) {
		// "split it into invoices under PKR 2 million so it never has to go
		// to him": a way round the approver, refused as pressure
		s.around, s.discount, s.traded, s.discountQ = true, false, false, ""
		s.pressure++
	}
	s.rude = isRude(low)
	if s.rude {
		s.argue, s.bash = 0, 0 // an insult is its own reaction
	}
	// The coach finds proposals; the buyer needs to know what was proposed.
	// A proposal that names no step the buyer can picture ("you don't want
	// to put your name on something") is not one, and a named step the
	// coach read as vague ("a 30-minute call on Tuesday … after peak
	// season") is.
	named := stepPhrase(text, e.f) != genericStep
	switch {
	case s.nextStep == 1 && !named:
		s.nextStep = 0
	case s.nextStep == 0 && named && fb.Stages.Confirm.Score >= 60 && containsAny(low, proposalCues...):
		s.nextStep = 1
		if reDay.MatchString(text) || reMinutes.MatchString(text) {
			s.nextStep = 2
		}
		s.vagueClose = false
	}
	// "Does Thursday at 10 work?" after a proposal confirms the proposal;
	// it is not a question about the buyer's situation.
	if len(s.plainQs) > 0 {
		step := s.nextStep > 0 || stepPhrase(text, e.f) != genericStep || s.vagueClose
		var keep []string
		for _, q := range s.plainQs {
			ql := strings.ToLower(q)
			if step && (reDay.MatchString(q) || reMinutes.MatchString(q)) || containsAny(ql, confirmCues...) {
				continue
			}
			keep = append(keep, q)
		}
		s.plainQs = keep
	}
	// An offer to talk to a customer is proof the buyer can check, not a
	// next step to say yes to.
	if reProofOffer.MatchString(low) {
		s.proof, s.sellerOnly = true, false // "Would it help if I brought two references … and a copy of our backup audit?"
	}
	if reRiskOff.MatchString(low) && !s.discount {
		s.value = true // "no deposit at risk: you pay after each block is done": the risk taken off the buyer
	}
	if containsAny(low, referenceCues...) || reRingCustomers.MatchString(low) {
		s.proof = true
		if strings.HasPrefix(stepPhrase(text, e.f), "a reference call") && !containsAny(low, proposalCues...) {
			s.nextStep = 0
		}
	}
	// Acknowledgements the coach does not read ("That's completely fair",
	// "I'm sorry that happened"), in the first sentence only.
	if !s.ack && !s.hostile() {
		if ss := splitSentences(text); len(ss) > 0 && containsAny(strings.ToLower(ss[0]), ackCues...) {
			s.ack = true
		}
	}
	// A dismissal is quoted back only when it belittles the concern.
	if s.dismissQ != "" && !hasWord(s.dismissQ, "not", "no", "nothing", "doesn't", "don't", "isn't", "trust") {
		s.dismissQ = ""
	}
	// A statement about the seller with nothing for the buyer.
	if !s.sellerOnly && len(ws) > 0 && (ws[0] == "we" || ws[0] == "our" || ws[0] == "we're" || ws[0] == "we've") && !strings.Contains(text, "?") {
		s.sellerOnly = true
	}
	// A peer's measured result ("cut on-call hours by 40%") shows what the
	// product changes, not only that someone uses it.
	if s.proof && !s.value && reResult.MatchString(text) {
		s.value = true
	}
	// A test on the buyer's own data ("a side-by-side using one of last
	// month's trips, so you can check the numbers yourself") is value the
	// buyer checks, not a logo.
	if s.proof && !s.value && containsAny(low, ownDataCues...) {
		s.value = true
	}
	// A Trust buyer asked for something to check: offered references or an
	// audit answer the concern itself.
	if s.proof && !s.value && e.sc.Objection == ObjectionTrust && reProofOffer.MatchString(low) {
		s.value = true
	}
	// A price compared with the buyer's own figures, and true by them
	// ("$1,050 a month, which already beats what you pay now"), is proof the
	// buyer has in hand: no customer is asked for.
	if containsAny(low, ownPriceCues...) && e.quoteUnderOwn() {
		s.proof = true
	}
	// The coach's Respond stage credits value it finds without a value
	// finding of its own (mechanisms, the objection's own terms).
	if s.respond >= 60 && !s.discount {
		s.value = true
	}

	// "Let me know" is only a brush-off when the reply has nothing else.
	if s.vagueClose && (s.value || s.proof || s.clarify >= 60 || s.nextStep > 0) {
		s.vagueClose = false
	}
	// A question the buyer can answer about their own situation is
	// discovery from the buyer's side, whatever the coach made of it.
	if s.clarify < 60 && len(s.otherQs) > 0 && !s.hostile() {
		s.clarify = 60
	}
	if fb.Stages.Confirm.Score >= 60 && s.nextStep == 0 && len(s.discovery) == 0 {
		s.checkIn = true
	}
	// Value is something the rep or the product does: a question with a
	// remark about the buyer ("I heard you got burned by an app before.
	// What happened?") is discovery, not value to react to.
	if s.value && (len(s.discovery) > 0 || len(s.otherQs) > 0) && !reSellerRef.MatchString(low) {
		s.value = false
	}

	// Greetings and gibberish.
	hasFunc := false
	for _, w := range ws {
		if functionWords[w] {
			hasFunc = true
			break
		}
	}
	if len(e.points) > 0 {
		switch {
		case overlapsScript(text, e.points) || s.clarify >= 60:
			e.strayed = 0 // on script, or asking: not straying
		default:
			e.strayed++
		}
	}
	substance := s.clarify >= 60 || s.value || s.proof || s.nextStep > 0 || s.hostile() || s.traded ||
		len(s.otherQs) > 0 || len(s.discovery) > 0 || s.minorNegative()
	// A personal aside ("Side note, my brother-in-law keeps two hives …")
	// is off topic, whatever value the coach read into its words.
	if reAside.MatchString(low) && (isSmallTalk(low) || rePersonal.MatchString(low)) && !strings.Contains(text, "?") && !s.caved() && !s.rude {
		s.offTopic = true
		s.value, s.proof, s.nextStep = false, false, 0
		s.discovery, s.plainQs, s.clarify, s.ack, s.checkIn = nil, nil, 0, false, false
		s.vagueClose, s.sellerOnly, s.rhetorical = false, false, false
		return s
	}
	// Small talk with nothing about the deal ("Did you catch the game last
	// night?") is off topic, whatever the coach made of the question; so
	// is a story the rep tells about their own time off with no word of
	// the card, the deal or a question ("I was in a pub for the rugby at
	// the weekend …").
	if (isSmallTalk(low) || e.personalStory(text, low)) && !s.value && !s.proof && s.nextStep == 0 && !s.caved() && len(s.otherQs) == 0 && !s.rude {
		s.offTopic = true
		s.discovery, s.plainQs, s.clarify, s.ack, s.checkIn = nil, nil, 0, false, false
		s.vagueClose, s.sellerOnly, s.rhetorical = false, false, false
		return s
	}
	nothing := !substance && !s.ack && !s.vagueClose && !s.sellerOnly && !s.checkIn
	switch {
	case !substance && s.words <= 12 && containsAny(" "+norm+" ", wrapSpaces(greetingWords)...):
		s.greeting = true
		s.vagueClose, s.sellerOnly = false, false
	case nothing && (!hasFunc || s.words <= 3 && !strings.Contains(text, "?")):
		s.unclear = true
	}
	return s
}

func wrapSpaces(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = " " + x + " "
	}
	return out
}

// outcome is the effect of one rep message on the buyer.
type outcome struct {
	gain, loss float64
	hardening  bool
	agreeNow   bool
	missing    string // the pool explaining why a proposed next step is refused
	step       string // the next step the rep proposed
	stance     Stance
	readyToAsk bool // everything but a next step is in place
}

// asksRefusal reports a message that asks the very thing a Timing or
// Authority buyer refuses ("when could you switch?", "can you sign it?"):
// the answer restates the objection, so the turn moves the buyer little.
func (e *engine) asksRefusal(s signals) bool {
	if e.sc.Objection != ObjectionTiming && e.sc.Objection != ObjectionAuthority {
		return false
	}
	core := coreTopic(e.sc.Objection)
	for _, q := range append(append([]string{}, s.discovery...), s.otherQs...) {
		for _, t := range questionTopics(q, e.f) {
			if t == core {
				return true
			}
		}
	}
	return false
}

// applyTurn is apply, except that a refused next step ("not yet, I'd want
// proof first") never raises concession.
func (e *engine) applyTurn(s signals) outcome {
	before := e.trust
	o := e.apply(s)
	if o.step != "" && o.missing != "" && !o.agreeNow && e.trust > before {
		e.trust = before
	}
	return o
}

// apply updates the state with one rep message.
func (e *engine) apply(s signals) outcome {
	var o outcome
	p := e.p
	if s.empty || s.unclear || s.greeting {
		o.stance = e.stance(false, false)
		return o
	}
	if s.offTopic {
		// small talk costs a little patience and earns nothing
		o.loss = 0.04 * p.loss
		if e.sc.Persona == PersonaRushed || e.sc.Persona == PersonaAssertive {
			o.loss *= 1.5
		}
		e.offTopics++
		o.loss *= float64(e.offTopics)
		e.trust = math.Max(-0.5, e.trust-o.loss)
		o.stance = e.stance(e.offTopics > 1, false)
		return o
	}
	decay := func(cat string) float64 {
		d := 1 / (1 + 0.35*float64(e.counts[cat]))
		e.counts[cat]++
		return d
	}
	g := 0.0
	if s.ack {
		g += 0.06 * decay("ack")
		e.acks++
	}
	if s.clarify >= 60 {
		v := 0.08
		if s.clarify >= 100 {
			v = 0.12
		}
		g += v * decay("clarify")
		e.discoveries++
	}
	if s.value {
		v := 0.13
		if e.sc.Persona == PersonaSkeptical && !s.proof {
			v *= 0.5
		}
		g += v * decay("value")
		e.values++
	}
	if s.buyerNum {
		g += 0.05
	}
	if s.proof {
		g += 0.14 * decay("proof")
		e.proofs++
	}
	if s.respond >= 50 && !s.value && !s.proof {
		g += 0.04 * decay("respond")
	}
	if s.words > p.longWords {
		switch e.sc.Persona {
		case PersonaRushed:
			g *= 0.6
		case PersonaAssertive:
			g *= 0.8
		}
	}

	l := 0.0
	if s.discount {
		l += 0.12
		if e.discoveries == 0 {
			l += 0.04
		}
		if e.discounts > 0 {
			l += 0.04
		}
		e.discounts++
	}
	if s.traded {
		l += 0.04
	}
	l += math.Min(0.24, 0.12*float64(s.argue))
	l += math.Min(0.2, 0.1*float64(s.dismiss))
	l += math.Min(0.16, 0.08*float64(s.bash))
	l += math.Min(0.16, 0.08*float64(s.pressure))
	l += math.Min(0.09, 0.03*float64(len(s.buzz)))
	l += math.Min(0.08, 0.04*float64(len(s.overclaim)))
	l += math.Min(0.08, 0.04*float64(len(s.unsupported)))
	if s.vagueClose {
		l += 0.04
	}
	if s.rude {
		e.rudes++
		l += 0.15 * float64(e.rudes)
	}
	if s.flattery {
		l += 0.02
	}
	if s.rhetorical {
		l += 0.02
	}
	if s.sellerOnly && !s.value && !s.proof {
		l += 0.02
	}
	o.hardening = s.hostile() || s.traded
	switch {
	case o.hardening || s.caved():
		g = 0 // no softening in a reply that caved, argued or insulted
	case s.minorNegative():
		g *= 0.5
	}
	if s.repeated && !s.rude {
		g, l = 0, 0.02
	}
	if e.asksRefusal(s) {
		g = math.Min(g, 0.06) // "when could you switch?" answered "not before Labor Day": the objection stands
	}
	g = math.Min(g*p.gain, 0.35)
	l *= p.loss
	o.gain, o.loss = g, l
	e.trust = math.Max(-0.5, math.Min(1, e.trust+g-l))

	if o.hardening && e.agreed {
		e.agreed = false // the rep talked the buyer out of it
	}
	o.readyToAsk = e.discoveries >= p.needDiscovery && e.values >= p.needValue && e.proofs >= p.needProof &&
		e.acks > 0 && e.trust >= p.threshold
	wasAgreed := e.agreed
	if s.nextStep > 0 && !o.hardening && !s.repeated {
		o.step = stepPhrase(s.text, e.f)
		switch {
		case wasAgreed:
			// logistics for the step already agreed: no second yes
		case e.discoveries < p.needDiscovery:
			o.missing = "earlyNoDiscovery"
		case e.values == 0:
			o.missing = "earlyNoValue"
		case e.values < p.needValue:
			o.missing = "earlyMoreValue"
		case e.proofs == 0 && p.needProof > 0:
			o.missing = "earlyNoProof"
		case e.proofs < p.needProof:
			o.missing = "earlyMoreProof"
		case e.acks == 0 || e.trust < p.threshold:
			o.missing = "earlyNoTrust"
		default:
			o.agreeNow = true
			e.agreed = true
			e.agreedStep = o.step
		}
		if o.missing != "" && e.earned(o.step, o.missing) {
			// a concrete step the rep worked for: yes, on a condition
			o.missing, o.agreeNow = "", true
			e.agreed = true
			e.agreedStep = o.step
		}
		// Offering a reference is proof on offer, not a request the buyer
		// has to turn down.
		if o.missing != "" && containsAny(strings.ToLower(s.text), referenceCues...) && !containsAny(strings.ToLower(s.text), proposalCues...) {
			o.missing = ""
		}
	}
	o.stance = e.stance(o.hardening || s.vagueClose, g > 0.05)
	if o.missing != "" {
		// The words turn the step down: the stance says so, and the
		// concession rises by half at most on this turn.
		if o.gain > 0 {
			e.trust -= o.gain / 2
			o.gain /= 2
		}
		if o.stance == StanceSoftening {
			o.stance = StanceProbing
		}
	}
	return o
}

// earned reports whether a concrete proposal (a named step, not "that next
// step") has been worked for enough that this buyer says yes to it: a
// friendly or Beginner buyer once the rep has asked and shown value over a
// few turns; any buyer, late in a conversation, when only more proof or
// more confidence is missing and some proof was given.
func (e *engine) earned(step, missing string) bool {
	if step == "" || step == genericStep || e.trust < 0 || e.rudes > 0 {
		return false
	}
	lenient := e.sc.Difficulty == DifficultyBeginner || e.sc.Persona == PersonaFriendly && e.sc.Difficulty == DifficultyIntermediate
	if lenient && e.turns >= 3 && e.discoveries >= 1 && e.values >= 1 && missing != "earlyNoDiscovery" {
		return true
	}
	switch missing {
	case "earlyMoreValue", "earlyMoreProof", "earlyNoTrust":
		return e.turns >= 5 && e.discoveries >= 1 && e.values >= 1 && e.proofs >= 1 && e.acks > 0
	}
	return false
}

func (e *engine) stance(hardening, positive bool) Stance {
	switch {
	case e.agreed && !hardening:
		return StanceAgreeing
	case hardening || e.trust <= 0 && !positive:
		return StanceResistant
	case positive && e.trust >= 0.35:
		return StanceSoftening
	}
	return StanceProbing
}

func (e *engine) concession() float64 { return math.Max(0, math.Min(1, e.trust)) }

var (
	reMinutes = regexp.MustCompile(`(?i)\b(\d{1,3})[- ]?(?:minutes?|mins?)\b`)
	reWeeks   = regexp.MustCompile(`(?i)\b(\d{1,2}|two|three|four|six)[- ]week\b`)
	reMonth   = regexp.MustCompile(`(?i)\b(in|from|after|on|by) (january|february|march|april|may|june|july|august|september|october|november|december)\b`)
	reDay     = regexp.MustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next week|this week|later this week|early next week|end of the week)\b`)
)

// genericStep is the step when the rep named none the buyer recognises.
const genericStep = "that next step"

// stepPhrase names the next step the rep proposed: "a 30-minute call on
// Thursday with Dana".
func stepPhrase(text string, f facts) string {
	// The step is the one asked for: the question ("Could we do 20 minutes
	// next week?") or the "let's" sentence, before anything merely offered
	// ("I'll send a one-pager") or ruled out ("I wouldn't suggest a rollout").
	var keep []string
	ask := ""
	for _, sn := range reSentence.FindAllString(text, -1) {
		sl := " " + strings.ToLower(sn) + " "
		if containsAny(sl, " wouldn't ", " won't ", " not ", " don't ", " no need ", " never ", " instead of ") {
			continue
		}
		keep = append(keep, sn)
		if strings.Contains(sn, "?") || containsAny(sl, " let's ", " let us ") {
			ask = sn
		}
	}
	if ask != "" && strings.TrimSpace(ask) != strings.TrimSpace(text) {
		if p := stepIn(ask, f, true); p != genericStep {
			return p
		}
	}
	if len(keep) > 0 {
		text = strings.Join(keep, " ")
	}
	return stepIn(text, f, false)
}

var reSentence = regexp.MustCompile(`[^.?!]+(?:[.?!]+|$)`)

// stepIn names the step proposed in text; bare says a length alone ("20
// minutes next week") is a call.
func stepIn(text string, f facts, bare bool) string {
	low := strings.ToLower(text)
	noun, at := "", 0
	for _, c := range []struct {
		cues []string
		noun string
	}{
		{[]string{"pilot"}, "pilot"},
		{[]string{"trial"}, "trial"},
		{[]string{"reference", "introduce you", "talk to one of our", "speak with one of our", "connect you with", "put you in touch"}, "reference call"},
		{[]string{"demo"}, "demo"},
		{[]string{"kickoff", "kick-off"}, "kickoff"},
		{[]string{"set up", "setup", "rollout", "roll out", "onboarding", "go live", "go-live"}, "rollout"},
		{[]string{"workshop"}, "workshop"},
		{[]string{"business case", "one-pager", "one pager", "one-page", "one page", "summary", "roi"}, "one-pager"},
		{[]string{"proposal", "revised quote", "new quote"}, "revised proposal"},
		{[]string{"review"}, "review"},
		{[]string{"call", "phone call", "zoom", "video call"}, "call"},
		{[]string{"meeting", "meet", "sit down", "session", "invite"}, "meeting"},
	} {
		for _, cue := range c.cues {
			if i := indexWord(low, cue); i >= 0 && (noun == "" || i < at) {
				noun, at = c.noun, i // the step named first is the one proposed
			}
		}
	}
	if noun == "" && bare && reMinutes.MatchString(text) {
		noun = "call"
	}
	if noun == "" {
		return genericStep
	}
	if m := reMinutes.FindStringSubmatch(text); m != nil && (noun == "call" || noun == "meeting" || noun == "demo" || noun == "reference call" || noun == "workshop" || noun == "kickoff" || noun == "review") {
		noun = m[1] + "-minute " + noun
	} else if m := reWeeks.FindStringSubmatch(text); m != nil && (noun == "pilot" || noun == "trial") {
		noun = strings.ToLower(m[1]) + "-week " + noun
	}
	out := "a " + noun
	if noun == "one-pager" || noun == "revised proposal" {
		out = "the " + noun
	}
	if m := reMonth.FindStringSubmatch(text); m != nil && (noun == "rollout" || noun == "pilot" || noun == "trial" || noun == "kickoff") {
		out += " " + strings.ToLower(m[1]) + " " + strings.ToUpper(m[2][:1]) + strings.ToLower(m[2][1:])
	} else if m := reDay.FindStringSubmatch(text); m != nil {
		d := strings.ToLower(m[1])
		switch d {
		case "monday", "tuesday", "wednesday", "thursday", "friday":
			out += " on " + upFirst(d)
		default:
			out += " " + d
		}
	}
	if f.deciderName != "" && strings.Contains(low, strings.ToLower(f.deciderName)) ||
		containsAny(low, "decision maker", "decision-maker", "your boss", "your cfo", "your ceo", "your coo", "whoever signs", "your director") {
		out += " with " + f.deciderName
	}
	return out
}

// compose writes the buyer's line for the rep's latest message and says how
// confident the engine is that it fits.
func (e *engine) compose(s signals, o outcome) (string, int) {
	e.repNow = strings.ToLower(s.text)
	persona := e.sc.Persona
	e.askedNow = ""
	conf := 92
	tv := map[string]string{}
	if s.discountQ != "" {
		tv["{pct}"] = rePct.FindString(s.discountQ)
		if tv["{pct}"] == "" {
			tv["{pct}"] = rePct.FindString(s.text)
		}
	}
	if len(s.buzz) > 0 {
		tv["{buzz}"] = strings.ToLower(s.buzz[0])
	}
	if len(s.unsupported) > 0 {
		tv["{num}"] = figureOf(s.unsupported[0])
	}
	if len(s.overclaim) > 0 {
		tv["{claimq}"] = quoteCase(s.overclaim[0])
	}
	if s.valueQuote != "" && !containsAny(strings.ToLower(s.valueQuote), "call", "meeting", "demo", "review", "session", "together", "chat", "video", "trial", "pilot") {
		tv["{claim}"] = strings.TrimSpace(reClaim.FindString(s.valueQuote))
	}
	tv["{dismissed}"] = strings.ToLower(s.dismissQ)
	step := o.step
	if step == "" {
		step = e.agreedStep
	}
	if step == "" || step == genericStep && e.agreedStep != "" {
		step = e.agreedStep
	}
	if step == "" {
		step = genericStep
	}
	tv["{step}"] = step
	tv["{namedStep}"] = ""
	if o.step != "" && o.step != genericStep {
		tv["{namedStep}"] = o.step // a refusal names what it refuses (the step asked for, see stepPhrase)
	}
	tv["{cond}"] = ""
	if c := e.render(conditions[e.sc.Objection], tv); len(c) > 0 {
		tv["{cond}"] = c[int(mix(e.seed^0xc0de)%uint64(len(c)))]
	}

	// The main reaction: the most important thing the rep did.
	main := ""
	switch {
	case s.empty || s.unclear:
		main = "confused"
		conf = 58
	case s.greeting:
		main = "greeting"
		conf = 88
	case s.offTopic && e.offTopics > 1:
		main = "offTopicAgain"
	case s.offTopic:
		main = "smallTalk"
	case s.rude && e.rudes > 1:
		main = "rudeAgain"
	case s.rude:
		main = "rude"
	case s.repeated:
		main = "repeated"
	case s.around:
		main = "around"
	case s.discount && e.discounts > 1:
		main = "discountAgain"
	case s.discount:
		main = "discount"
	case s.argue > 0 && reContradicts.MatchString(strings.ToLower(s.text)):
		main = "argue" // "You can disagree all you like" only when the rep disagrees
	case s.argue > 0:
		main = "pressure" // "Why wouldn't you just sign?": a push, not a disagreement
	case s.dismiss > 0 && strings.Contains(strings.ToLower(s.dismissQ+" "+s.text), "trust me"):
		main = "trustMe"
	case s.dismiss > 0:
		main = "dismiss"
	case s.bash > 0:
		main = "bash"
	case s.traded && s.pressure > 0:
		main = "discountTraded" // "20% off if you sign this week"
	case s.pressure > 0:
		main = "pressure"
	case e.sc.Objection == ObjectionTiming && (laterFollowUp(s.text) || e.proposesCardDate(s.text)) && !o.agreeNow:
		main = "laterYes" // "could we talk again in May?": the timing objection respected
	case o.agreeNow:
		main = "yes"
		conf = 94
	case s.vagueClose && s.nextStep == 0:
		main = "vagueClose"
	case s.traded:
		main = "discountTraded"
	case o.missing != "" && !((s.valueQuote != "" || s.proof) && s.words >= 25):
		main = o.missing // the message is mainly the ask
	case len(s.overclaim) > 0:
		main = "overclaim"
	case len(s.unsupported) > 0:
		main = "unsupported"
	case len(s.buzz) > 0:
		main = "buzzword"
	case e.agreed:
		main = "agreed"
	case s.value && s.proof:
		main = "valueProof"
	case s.value && (e.proofs < e.p.needProof || persona == PersonaSkeptical) && reResultClaim.MatchString(strings.ToLower(s.text)):
		main = "valueNoProof" // "Who measured that?" only to a claim, never to a plain price or the rep's arithmetic
	case s.value && (reResultClaim.MatchString(strings.ToLower(s.text)) || len(s.discovery)+len(s.otherQs)+len(s.socialQs) == 0):
		main = "value"
	case s.proof:
		main = "proofOnly"
	case len(s.discovery) > 0 || len(s.otherQs) > 0 || len(s.socialQs) > 0:
		main = "" // the answer is the reply
	case s.sellerOnly:
		main = "generic"
	case s.flattery:
		main = "flattery"
	case s.rhetorical:
		main = "rhetorical"
	case s.checkIn && e.trust >= 0.3:
		main = "checkMid"
	case s.checkIn:
		main = "checkLow"
	case s.ack:
		main = "ackOnly"
	case s.respond >= 50:
		main = "value"
	default:
		main = "offTopic"
		conf = 80
	}
	if s.repeated && e.repeats >= 3 {
		main = "fedUp"
	}
	if main == "agreed" && e.agreedStep != "" {
		tv["{step}"] = e.agreedStep
	}
	if s.hostile() && s.positive() || s.positive() && s.minorNegative() {
		conf -= 7 // mixed signals
	}
	if s.words > 200 {
		conf -= 8
	}

	var lead, mainPart []string
	var answerParts, closer [][]string
	if s.words > e.p.longWords && !s.empty {
		lead = e.render(pools["interruptLong"][persona], tv)
	}
	switch main {
	case "":
	case "greeting":
		mainPart = e.render(greetings[persona], tv)
	default:
		mainPart = e.render(pools[main][persona], tv)
	}

	// Answers to the rep's questions come before any pushback: the buyer
	// answers what was asked (or says who would know), then reacts.
	qs := append(append(append([]string{}, s.discovery...), s.otherQs...), s.socialQs...)
	answered, answeredSocial, arithDone := false, false, false
	prefixAt := -1 // where an answer prefix ("Good question.") went, if any
	answerable := main != "confused" && main != "repeated" && main != "fedUp" && main != "smallTalk" && main != "offTopicAgain" &&
		main != "rude" && main != "rudeAgain"
	if (len(qs) > 0 || len(s.plainQs) > 0) && answerable {
		limit := 2
		var ts []topic
		seen := map[topic]bool{}
		for _, q := range qs {
			whole := questionTopics(q, e.f)
			for _, t := range whole {
				if !seen[t] {
					seen[t] = true
					ts = append(ts, t)
				}
			}
			if ps := questionParts(q); len(ps) > 1 {
				// "how many clinics, and what do you spend today?": a part
				// the whole's topics leave out is asked too (its first topic)
				for _, p := range ps {
					pt := questionTopics(p, e.f)
					covered := len(pt) == 0
					for _, t := range pt {
						covered = covered || containsTopic(whole, t)
					}
					if !covered && !seen[pt[0]] {
						seen[pt[0]] = true
						ts = append(ts, pt[0])
					}
				}
			}
		}
		whichQ := false
		if lq := strings.ToLower(strings.Join(append(append([]string{}, qs...), s.plainQs...), " ")); len(ts) > 0 && containsTopic(ts, topicSpend) && len(qs)+len(s.plainQs) == 1 && reWhichOnes.MatchString(lq) && !strings.Contains(lq, "how much") && !strings.Contains(lq, "cost") {
			// "which tools are you paying for?" asks what they are, not what they cost
			whichQ = true
			ts = without(ts, topicSpend)
			if !containsTopic(ts, topicCurrent) {
				ts = append([]topic{topicCurrent}, ts...)
			}
		}
		if v := e.f.vendor; len(ts) > 0 && ts[0] == topicCurrent && v != "" && len(qs) <= 1 && hasName(strings.ToLower(strings.Join(qs, " ")), strings.ToLower(v)) &&
			!reAsksWhatTool.MatchString(strings.Join(qs, " ")) {
			// "what uptime does VetSlot give you in writing?" names the tool
			// and asks something the card does not say about it
			ts[0] = topicUnknown
		}
		if v := e.f.vendor; v != "" && e.f.described.spend.ok() && len(qs)+len(s.plainQs) == 1 && hasName(strings.ToLower(strings.Join(append(append([]string{}, qs...), s.plainQs...), " ")), strings.ToLower(v)) &&
			reAsksPaying.MatchString(strings.ToLower(strings.Join(append(append([]string{}, qs...), s.plainQs...), " "))) {
			// "What are you paying PetLedger?" asks what they pay the tool
			// they use, never its renewal offer or its outage
			ts = append([]topic{topicSpend}, without(ts, topicSpend, topicCompetitor, topicPast, topicUnknown, topicCurrent)...)
		}
		if !whichQ && (e.f.vendor != "" || e.f.unknown["{current}"] && e.f.described.spend.ok()) && containsTopic(ts, topicSpend) && containsTopic(ts, topicCurrent) {
			ts = without(ts, topicCurrent) // "we pay PrintSmith $650 a month" says what they run on too
		}
		if (len(ts) == 0 || len(s.plainQs) > 0 && len(ts) < limit) && !(main != "" && (len(qs) == 0 || len(ts) > 0) && allProposals(s.plainQs)) &&
			!(len(ts) == 0 && (main == "argue" || main == "bash" || main == "pressure" || main == "dismiss" || main == "discount" || main == "discountAgain" || main == "discountTraded")) {
			// a rhetorical jab ("are you seriously going to …?") gets the rebuttal, not "I'd have to check"
			// "Would a reference call help?" is answered by the reaction, not "I'd have to check"
			conf -= 12
			ts = append(ts, e.unknownTopic(append(append([]string{}, s.plainQs...), qs...)))
		}
		if len(qs)+len(s.plainQs) > 3 {
			conf -= 5
		}
		social := len(ts) > 0 && (ts[0] == topicCallTime || ts[0] == topicPleasantry || ts[0] == topicLogistics)
		if social {
			answeredSocial = true
		}
		if main == "" && !social && mix(e.seed^0x9f1)%4 == 0 { // a prefix on some answers, not all
			if v := e.render(pools["answerPrefix"][persona], tv); len(v) > 0 {
				answerParts = append(answerParts, v)
				prefixAt = len(answerParts) - 1
			}
		} else {
			conf -= 3
		}
		e.curQ = strings.Join(append(append([]string{}, qs...), s.plainQs...), " ")
		e.askedNow = e.curQ
		if lq := strings.ToLower(e.curQ); !whichQ && len(ts) > 0 && (ts[0] == topicCurrent || ts[0] == topicPain) && !containsTopic(ts, topicSpend) && (e.f.described.spend.ok() || e.f.described.spendNone && !sharesContent(lq, e.f.pain)) &&
			reAsksCost.MatchString(lq) && !sharesStem(s.text, e.f.pain) && !sharesStem(s.text, e.f.burned) && !e.painNamed(s.text) && !reAsksLoss.MatchString(lq) {
			ts = append([]topic{topicSpend}, without(ts, topicPain)...) // "what does the current ERP cost you?": what they pay today
		}
		if len(ts) > 0 && ts[0] == topicSpend && !e.f.described.spend.ok() && (!e.f.described.spendNone || sharesContent(e.curQ, e.f.pain)) && e.f.pain != "" && (sharesStem(e.curQ, e.f.pain) || reAmount.MatchString(e.f.pain) && e.painNamed(s.text)) {
			ts[0] = topicPain // "what are replacements for lost linen costing you?": the card's loss, not "I'd have to check"
		}
		if len(qs)+len(s.plainQs) == 1 {
			if ps := questionParts(e.curQ); len(ps) > 1 {
				var counts []string
				for _, p := range ps {
					if c := e.askedCardCount(p); c != "" {
						counts = append(counts, c)
					} else if strings.Contains(strings.ToLower(p), "how many") {
						counts = nil // a count the card does not state: the whole goes the usual way
						break
					}
				}
				for i, c := range counts {
					if i > 0 {
						c = "And " + strings.TrimPrefix(strings.TrimPrefix(c, "We have "), "Like I said, ") // "how many teachers and how many students?": both
					}
					answerParts = append(answerParts, []string{c}) // "how many orders a year, and what's your budget?": the count, then the rest
					ts = without(ts, topicTeam, topicUnknown)
				}
			}
		}
		arith := false // the answer is arithmetic already: no conversion is added to it
		if aq := e.workQuestion(qs, s.plainQs); aq != e.curQ {
			// "That's a monthly figure, yes? So what does that come to
			// over a year?": the sum is worked on the question that asks it
			if c := e.derivedSum(s.text, aq); c != "" {
				answerParts = append(answerParts, []string{c})
				ts, arith = nil, true
			} else if c := e.askedConversion(aq); c != "" {
				answerParts = append(answerParts, []string{c})
				ts, arith = nil, true
			}
		}
		if arith {
		} else if c := e.derivedSum(s.text, e.curQ); c != "" {
			answerParts = [][]string{{c}} // "for your whole team that's what a month?": worked out from the card's figures by role
			ts, arith = nil, true
		} else if c := e.repFigureConversion(s.text, e.curQ); c != "" {
			answerParts = [][]string{{c}} // "Our price is … a year. What's that per month?": the rep's own figure
			ts, arith = nil, true
		} else if c := e.askedCardCount(e.curQ); c != "" {
			answerParts = [][]string{{c}} // "how many plants?": the card's own count of that noun, never "I'd have to check"
			ts, arith = nil, true
		} else if c := e.askedDuration(e.curQ); c != "" {
			answerParts = [][]string{{c}} // "how long until a new hire is up to speed?": the card's own length of time
			ts, arith = nil, true
		} else if e.pctUnknown(e.curQ) || e.unknownPart(e.curQ) == strings.TrimSpace(e.curQ) && e.curQ != "" {
			answerParts = [][]string{e.render(pools["checkFirst"][persona], tv)} // a percentage the card does not give: never a sum instead
			ts, arith = nil, true
		} else if c := e.askedQuantity(e.curQ); c != "" && (len(ts) == 0 || ts[0] != topicTeam || !strings.Contains(strings.ToLower(e.f.team), strings.ToLower(reHowMuchOf.FindStringSubmatch(e.curQ)[1]))) {
			answerParts = [][]string{{c}} // "how many tonnes a season?": the card's quantity, not the headcount
			if t := e.f.team; t != "" && strings.Count(strings.ToLower(e.curQ), "how many")+strings.Count(strings.ToLower(e.curQ), "how much") > 1 && !strings.Contains(c, strings.Fields(t)[0]) {
				answerParts = append(answerParts, []string{"And " + t + "."}) // "how many hectares, and how many farms?": both counts
			}
			ts, arith = nil, true
		} else if c := e.askedConversion(e.curQ); c != "" && (len(ts) == 0 || ts[0] == topicUnknown || ts[0] == topicConcern || ts[0] == topicBudget || ts[0] == topicSpend ||
			ts[0] == topicDecision && !reAsksDecision.MatchString(e.curQ) && !strings.Contains(strings.ToLower(e.curQ), "who")) { // "what's it come to per year?" asks a sum, not who it comes to
			answerParts = [][]string{{c}} // "what's that per month?": the arithmetic, not "I'd have to check"
			ts, arith = nil, true
		} else if c := e.figurePerCount(e.curQ); c != "" {
			answerParts = [][]string{{c}} // "our $11,700 a month works out to what per rep?": over the card's 65 reps
			ts, arith = nil, true
		} else if c := e.askedPerUnit(e.curQ); c != "" {
			answerParts = [][]string{{c}} // "per tonne of cane?": the figure over the card's count
			ts, arith = nil, true
		} else if c := e.cardTotal(e.curQ); c != "" {
			answerParts = [][]string{{c}} // "what did that cost all in?" of the card's loss per event
			ts, arith = nil, true
		} else if c := e.repUnitTotal(s.text, e.curQ); c != "" {
			answerParts = [][]string{{c}} // "A$1.95 a hectare: what does that come to in total?" over the card's hectares
			ts, arith = nil, true
		} else if c := e.othersCutAnswer(s.text); c != "" {
			answerParts = [][]string{{c}} // "they've offered 15% off; what does that bring it down to?"
			ts, arith = nil, true
		} else if c := e.askedPercent(e.curQ, s.text); c != "" {
			answerParts = [][]string{{c}} // "30% of Rs 7.5 million, net?": the arithmetic, not the objection
			ts, arith = nil, true
		}
		confirmAns, allConfirm := e.confirmFigure(e.curQ) // "4,200 hectares is the full area?": yes, with the card's figure
		if confirmAns != "" {
			if allConfirm {
				ts = nil
			} else {
				ts = without(ts, topicUnknown)
			}
			answerParts = append([][]string{{confirmAns}}, answerParts...)
			switch main {
			case "offTopic", "ackOnly", "generic", "checkMid", "checkLow", "rhetorical":
				mainPart = nil // a fact checked is answered, not met with "that's all about you"
			}
		}
		if arith && (main == "offTopic" || main == "ackOnly" || main == "checkMid" || main == "checkLow") {
			mainPart = nil // the arithmetic answers it: no "how does that connect?"
		}
		offerAns := e.askedOffer(e.curQ) // "does that include onboarding?": the rival's offer as the card gives it
		if offerAns != "" {
			ts = without(ts, topicUnknown)
			if cp := e.f.described.compPrice; cp.ok() && strings.Contains(offerAns, cp.String()) {
				ts = without(ts, topicCompetitor) // the offer names the rival's price: said once
			}
		}
		dateAns := e.askedDate(e.curQ) // "when is the board?": the card's dated clause
		if dateAns != "" {
			ts = without(ts, topicTiming, topicUnknown)
			if dn := e.f.deciderName; dn != "" && !e.f.unknown["{decider}"] && reDecideVerb.MatchString(dateAns) && (strings.Contains(dateAns, dn) || e.f.described.deciderTitle != "" && strings.Contains(strings.ToLower(dateAns), strings.ToLower(e.f.described.deciderTitle))) {
				ts = without(ts, topicDecision) // "Board chair Fiona McAllister signs, at the AGM on 3 March" says who, too
			}
			if onlyWhen(e.curQ) {
				ts = nil // "When is she back?" asks the date alone
			}
		}
		if lq := strings.ToLower(e.curQ); e.f.unknown["{budget}"] && !reAsksOurPrice.MatchString(lq) && !containsAny(lq, "budget", "set aside", "afford", "can spend", "could spend", "willing to", "allocated", "approved") {
			ts = without(ts, topicBudget) // "what does Vault's price come to?" asks no budget the card lacks
		}
		reasonAns := e.reasonForDate(e.curQ) // "what's driving the Friday date?": the card's own reason
		if reasonAns != "" {
			ts = without(ts, topicTiming, topicPain, topicConcern, topicUnknown, topicCompetitor)
		}
		for i, t := range ts {
			if i >= limit {
				break
			}
			variants := e.answerVariants(t)
			if t == topicTeam && e.f.team == "" && !strings.ContainsAny(e.f.company, "0123456789") && strings.Contains(strings.ToLower(e.curQ), "how many") {
				// a card that counts nothing: "how many people?" is no cue to name the company
				variants = []string{"I'd have to check; I don't have that number.", "I don't know the exact headcount offhand; I'd have to check.", "Not a number I have to hand. I'd have to look."}
				if e.f.company != "" {
					variants = []string{"We're {company}; the exact headcount I'd have to check.", "It's {company}. How many people, I'd have to check.", "{company}, but I'd have to check the exact number."}
				}
			} else if t == topicPain && reAskMeasure.MatchString(strings.ToLower(e.curQ)) && !e.painHasFigure() {
				variants = e.unknownLines(t) // "how much overtime …?" and the card gives no figure: "I'd have to check"
			}
			if v := e.render(variants, tv); len(v) > 0 {
				if note := e.peopleNote(t); note != "" {
					for k, x := range v {
						v[k] = strings.TrimSpace(x) + note
					}
				}
				if t == topicDecision && e.f.approval != "" && !e.f.unknown["{approval}"] && reAskLimit.MatchString(e.curQ) {
					// "who signs, and above what amount?": the limit too
					for k, x := range v {
						if !strings.Contains(x, e.f.approval) {
							v[k] = strings.TrimSpace(x) + " That's for " + e.f.approval + "."
						}
					}
				}
				answerParts = append(answerParts, v)
			} else if i > 0 && len(answerParts) > 0 {
				// a second topic the buyer has nothing on: the first answer stands
			} else if v := e.render(e.unknownLines(t), tv); len(v) > 0 {
				answerParts = append(answerParts, v) // the scenario does not say: nor does the buyer
			} else if v := e.render(deciderAnswers["unknown"][0], tv); t == topicDeciderNeeds && len(v) > 0 {
				answerParts = append(answerParts, v) // the scenario does not say: nor does the buyer
			} else if v := e.render(pools["checkFirst"][persona], tv); len(v) > 0 {
				answerParts = append(answerParts, v)
			}
			e.revealed[t] = true
		}
		if dateAns != "" {
			dateAns = e.againDates(dateAns) // asked directly, a date said before is said again, never a stall
			var other []string
			for _, p := range answerParts {
				other = append(other, p...)
			}
			dateAns = withoutSaidDates(dateAns, strings.Join(other, " ")) // "… closes on 31 March. … As I said, 31 March." says it once
		}
		if reasonAns != "" {
			answerParts = append(answerParts, []string{reasonAns})
			if d := reCardDate.FindString(dateAns); d != "" && strings.Contains(reasonAns, strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(d, "on "), "by "))) ||
				len(qs)+len(s.plainQs) == 1 && !strings.Contains(strings.ToLower(e.curQ), "when") {
				dateAns = "" // "what's driving the Friday date?" asks the reason, not the date again
			}
		}
		if arith {
			if v := e.approvalVerdict(e.curQ, strings.Join(flatten(answerParts), " ")); v != "" {
				answerParts = append(answerParts, []string{v}) // "…, and would that need to go to the board?": the sum against the threshold
			}
		}
		if up := e.unknownPart(e.curQ); up != "" && up != strings.TrimSpace(e.curQ) && !arith {
			// "what do you pay today, and how many drivers?" of a card that
			// counts no drivers: the fact, then an honest check for the rest
			if all := strings.ToLower(strings.Join(flatten(answerParts), " ")); !containsAny(all, "check", "look it up", "look that up", "offhand", "i'd have to", "not sure") {
				answerParts = append(answerParts, []string{"The other part I'd have to check.", "On the rest, I'd have to check.", "The second one I'd have to look up."})
			}
		}
		if offerAns != "" && !strings.Contains(strings.Join(flatten(answerParts), " "), e.f.described.compOffer) {
			answerParts = append(answerParts, []string{offerAns})
		}
		if dateAns != "" {
			answerParts = append(answerParts, []string{dateAns})
			e.revealed[topicTiming] = true
		}
		if prefixAt >= 0 && prefixAt < len(answerParts) && len(answerParts) > 1 {
			// "That I can answer." never before "I'd have to ask around":
			// a prefix that claims an answer goes when every answer is a check
			checks := true
			for i, p := range answerParts {
				if i != prefixAt && !containsAny(strings.ToLower(strings.Join(p, " ")), "check", "look", "ask around", "offhand", "not sure", "no idea", "don't know", "i'd have to", "i'd need to") {
					checks = false
				}
			}
			if checks {
				answerParts = append(answerParts[:prefixAt], answerParts[prefixAt+1:]...)
			}
		}
		answered = true
		arithDone = arith
	}

	// The closer: what the buyer wants next.
	addCloser := func(xs []string) {
		if v := e.render(xs, tv); len(v) > 0 {
			closer = append(closer, v)
		}
	}
	if main == "yes" && e.sc.Difficulty.level() >= 2 {
		addCloser(pools["yesLimit"][persona])
	}
	probe := -1
	if !answered {
		probe = e.scriptProbe(s)
	}
	switch {
	case main == "smallTalk" || main == "offTopicAgain" || main == "rude" || main == "rudeAgain":
		// its own reaction, not the objection again
	case main == "laterYes":
		// a follow-up after the busy time is agreed: no refusal after it
	case o.missing != "" && main != o.missing:
		addCloser(pools[o.missing][persona]) // value or proof, but not enough for a yes
	case main == "yes" || main == "agreed" || main == "vagueClose" || main == "discount" || main == "discountAgain" || main == "laterYes" ||
		strings.HasPrefix(main, "early") || main == "valueNoProof":
		// the reaction says it all
	case probe >= 0:
		tv["{point}"] = e.points[probe].text
		addCloser(pools["scriptProbe"][persona])
		e.probedPoints[probe] = true
		e.lastProbe = e.turns
	case answeredSocial:
	case answered && !s.hostile():
		asks := false
		for _, p := range answerParts {
			for _, v := range p {
				asks = asks || strings.Contains(v, "?")
			}
		}
		if main == "" && !asks && mix(e.seed^0x5c1)%3 == 0 { // some answers hand the ball back; a reaction already does, and so does an answer that asks
			addCloser(pools["answerCloser"][persona])
		}
	case answered:
	case (main == "value" || main == "valueProof") && o.readyToAsk:
		addCloser(invites[persona])
	case main == "value" || main == "valueProof" || main == "proofOnly":
		if e.trust >= e.p.threshold*0.6 {
			addCloser(pools["pushCloser"][persona])
		} else {
			addCloser(e.restateLines())
		}
	default:
		addCloser(e.restateLines())
	}

	var ps []part
	add := func(vs []string, optional bool) {
		if len(vs) > 0 {
			ps = append(ps, part{vs, optional})
		}
	}
	add(lead, true)
	if c := e.correction(s.text); c != "" {
		add([]string{c}, false) // the rep got one of the buyer's numbers wrong
	}
	if main == "greeting" {
		add(mainPart, false)
		mainPart = nil
	}
	for i, a := range answerParts {
		add(a, i == 0 && len(answerParts) > 1) // the prefix may go
	}
	add(mainPart, false)
	if main == "rude" || main == "rudeAgain" {
		rq := strings.Join(append(append([]string{}, qs...), s.plainQs...), " ")
		if reAsksDecision.MatchString(rq) && strings.Contains(strings.ToLower(rq), "who") {
			if v := e.render(e.answerVariants(topicDecision), tv); len(v) > 0 {
				add(v, false) // "Whatever. Who signs, and when?": the rebuke, then who signs
			}
		}
		if d := e.askedDate(rq); d != "" {
			add([]string{d}, false) // "your board doesn't understand security. When do they even meet?": the rebuke, then the date
		}
	}
	for _, c := range closer {
		add(c, true)
	}
	text := e.choose(ps)
	if answered && !answeredSocial && !arithDone {
		q := e.curQ
		if askedPeriod(q) == "" {
			q = askedSentences(s.text) // "What does that work out to across a year?" read as no question
		}
		text = e.withConversion(text, q)
	}
	return text, max(0, min(100, conf))
}

// part is one piece of a buyer line: its variants, and whether it may be
// left out when every variant was said before.
type part struct {
	vs       []string
	optional bool
}

// unknownTopic is what the buyer answers to questions it has no fact for:
// what is behind the objection when they ask about it, otherwise "I'd have
// to check".
func (e *engine) unknownTopic(qs []string) topic {
	for _, q := range qs {
		if reAskMeasure.MatchString(strings.ToLower(q)) || strings.Contains(strings.ToLower(q), "cost of") {
			return topicUnknown // "what's the cost of that lost time?" asks a figure, not the objection
		}
		if containsAny(strings.ToLower(q), "price", "cost", "expensive", "worth", "afford", "objection", "concern", "issue", "problem", "hesitat", "mean", "why") {
			if !e.revealed[topicConcern] {
				return topicConcern
			}
			return coreTopic(e.sc.Objection)
		}
	}
	return topicUnknown
}

// greetings and invites are in lines/reactions.txt.
var (
	greetings = pools["greeting"]
	invites   = pools["invite"]
)

// answerVariants renders the buyer's answer about a topic.
// reAsksOurPrice asks what the rep's own price comes to.
var reAsksOurPrice = regexp.MustCompile(`\b(?:our|my|your) (?:price|quote|pricing|proposal)\b|\bwould (?:it|that|we|this) (?:cost|come to)\b|\bwe (?:cost|come to)\b`)

func (e *engine) answerVariants(t topic) []string {
	if t == topicConcern {
		c := concerns[e.sc.Objection]
		if e.revealed[topicConcern] {
			return c[1]
		}
		return c[0]
	}
	d := e.f.described
	again := 0
	if e.revealed[t] {
		again = 1
	}
	switch t {
	case topicRole:
		if d.role == "" {
			return roleFallback[again]
		}
		return roleAnswers[again]
	case topicDecision:
		if d.bodyChair != "" && strings.Contains(strings.ToLower(e.curQ), "chair") {
			// "who chairs the board?"
			return []string{d.bodyChair + " chairs it.", d.bodyChair + ". The board decides, though, not the chair alone.", "That's " + d.bodyChair + "."}
		}
		if d.deciderAway != "" && containsAny(strings.ToLower(e.curQ), "back", "when", "return", "available", "around") {
			return awayAnswers[again]
		}
		if d.deciderNote != "" && !e.saidBefore(d.deciderNote) && !e.saidBefore(e.facts.Replace("{deciderNote}")) {
			return []string{"{deciderNote}.", "The way it works: {deciderNote}."}
		}
		if d.deciderNote != "" {
			// said before: the part asked about, else the usual answer
			if p := factPiece(d.deciderNote, e.curQ); p != d.deciderNote && clauseHasVerb(p) && !e.saidBefore("Like I said, "+p) {
				return []string{"Like I said: " + p + ".", "As I mentioned: " + p + "."}
			}
			if r := e.facts.Replace("{deciderNote}"); r != d.deciderNote && !e.saidBefore("Like I said: "+r) {
				// the buyer is one of the two parts ("I can recommend, but my
				// father Stan … has to approve"): said again as it is
				return []string{"Like I said, I can't sign it alone; {deciderName} has to approve it.", "Not on my own. As I mentioned, {deciderName} has to approve it."}
			}
			var keep []string
			for _, v := range answers[topicDecision][again] {
				if !reSoleDecider.MatchString(v) {
					keep = append(keep, v) // never one person's decision alone
				}
			}
			if ns := noteNames(d.deciderNote); len(ns) >= 2 {
				both := shortName(ns[0]) + " and " + shortName(ns[1])
				return append(keep, "Both "+both+", like I said.", both+", as I mentioned.", "It takes both "+both+".")
			}
			return append(keep, deciderNoteAgain...)
		}
		if d.deciderMode != "" {
			return deciderAnswers[d.deciderMode][again]
		}
		if e.f.unknown["{decider}"] {
			return deciderAnswers["unknown"][again]
		}
	case topicCompetitor:
		if d.compOffer != "" && !containsAny(strings.ToLower(e.curQ), "price", "quote", "charge", "cost", "how much") {
			return competitorOfferAnswers[again] // what they offered is the point of a Competition scenario
		}
		if e.f.unknown["{compPrice}"] && !e.f.unknown["{competitor}"] {
			if containsAny(strings.ToLower(e.curQ), "price", "quote", "charge", "cost", "how much") {
				if e.revealed[topicCompetitor] {
					return namedCompetitorNoPrice // their price is not in the scenario: not invented
				}
				return []string{"{competitor}. I don't have their number to hand.", "We're talking to {competitor}, but they haven't put a firm number in front of me yet."}
			}
			return namedCompetitorAnswers[again]
		}
		if containsAny(strings.ToLower(e.curQ), "quote", "price", "cost", "charge", "how much", "pay") {
			// "who else, and what did they quote?": the answer has their price
			var withPrice []string
			for _, v := range answers[topicCompetitor][again] {
				if strings.Contains(v, "{compPrice}") {
					withPrice = append(withPrice, v)
				}
			}
			if len(withPrice) > 0 {
				return withPrice
			}
		}
	case topicCurrent:
		if len(d.methods) > 0 && (reAskMethod.MatchString(strings.ToLower(e.curQ)) || reAskMethodDone.MatchString(strings.ToLower(e.curQ))) {
			m := bestOverlap(d.methods, e.curQ)
			if m == "" {
				m = d.methods[0]
			}
			forms := []string{"Right now, {m}.", "Today, {m}.", "Honestly, {m}.", "The way it works now: {m}."}
			if strings.Contains(normLine(strings.Join(e.buyerLines, " ")), normLine(m)) {
				forms = []string{"Like I said, {m}.", "As I mentioned, {m}."}
			}
			out := make([]string, len(forms))
			for i, f := range forms {
				out[i] = strings.ReplaceAll(f, "{m}", m)
			}
			return out
		}
	case topicSpend:
		if d.spendNone && !d.spend.ok() {
			if e.f.unknown["{current}"] || e.f.current == "" {
				if m := reFreeThing.FindString(e.sc.Custom); m != "" {
					m = strings.ToLower(m[:1]) + m[1:]
					return []string{"Nothing. It's " + m + ".", "We pay nothing for it; it's " + m + ".", "Zero. It's " + m + "."} // "drawings live on a free shared drive"
				}
				return []string{"Nothing. We don't pay anything for it today.", "Zero; it costs us nothing right now.", "We don't pay for it at all today."}
			}
			return noSpendAnswers[again]
		}
	case topicBudget:
		if d.budgetNote != "" {
			return []string{"{budgetNote}.", "Honestly, {budgetNote}.", "Here's where it stands: {budgetNote}."}
		}
		if d.budgetNone {
			return unknownAnswers[topicBudget]
		}
		if e.f.unknown["{budget}"] && !e.f.unknown["{quote}"] && reAsksOurPrice.MatchString(strings.ToLower(e.curQ)) {
			// no budget on the card, and the rep asks what their own price comes to
			return []string{"Your quote is {quote}.", "You quoted {quote}.", "Going by your quote, {quote}."}
		}
		if e.f.unknown["{quote}"] {
			return budgetOnlyAnswers[again]
		}
	}
	switch t {
	case topicUnknown:
		return pools["checkFirst"][e.sc.Persona]
	case topicCallTime, topicPleasantry, topicLogistics, topicHypothetical:
		return pools[map[topic]string{topicCallTime: "callTime", topicPleasantry: "pleasantry", topicLogistics: "logistics", topicHypothetical: "hypothetical"}[t]][e.sc.Persona]
	case topicTiming:
		return e.timingAnswers()
	case topicSpend:
		return e.spendAnswers()
	case topicTeam:
		if e.f.team != "" {
			return e.teamAnswers()
		}
	}
	a, ok := answers[t]
	if !ok {
		return nil
	}
	if t == topicPain && len(e.f.described.pains) > 1 {
		// the situation asked about, when the scenario gives several; asked
		// again ("has that ever cost you?"), the one not said yet
		p := bestPain(e.f.described.pains, e.curQ)
		if p == "" && e.revealed[topicPain] && factPiece(e.f.pain, e.curQ) == e.f.pain {
			for _, x := range e.f.described.pains {
				if containsAny(strings.ToLower(x), painCues...) && !strings.Contains(normLine(strings.Join(e.buyerLines, " ")), normLine(x)) {
					p = x
					break
				}
			}
		}
		if p != "" && p != e.f.pain {
			said := strings.Contains(normLine(strings.Join(e.buyerLines, " ")), normLine(p))
			r := strings.NewReplacer("{pain}", p)
			forms := a[0]
			if said {
				forms = a[1]
			}
			out := make([]string, len(forms))
			for i, f := range forms {
				out[i] = r.Replace(f)
			}
			return out
		}
	}
	if e.revealed[t] {
		// a long fact said before: only the part asked about
		if t == topicPain || t == topicPast {
			fact := map[topic]string{topicPain: e.f.pain, topicPast: e.f.burned}[t]
			p := factPiece(fact, e.curQ)
			if p == fact || !clauseHasVerb(p) {
				p = shortFact(fact) // a piece without a verb says nothing: "our previous app"
			}
			if p != fact {
				return []string{"Like I said, " + p + ".", "As I mentioned, " + p + ".", "I told you, " + p + ".", "That's the part I mentioned: " + p + "."}
			}
		}
		return a[1]
	}
	return a[0]
}

// scriptProbe returns the index of a script point to ask about, or -1: when
// the rep has strayed from the script for two messages in a row.
func (e *engine) scriptProbe(s signals) int {
	if len(e.points) == 0 || s.empty || s.unclear {
		return -1
	}
	if e.strayed < 2 || e.turns-e.lastProbe < 3 || s.hostile() {
		return -1
	}
	for i := range e.points {
		if !e.probedPoints[i] {
			return i
		}
	}
	return -1
}

// turnPlaceholders quote what the rep said in this turn.
var turnPlaceholders = []string{"{pct}", "{buzz}", "{num}", "{claimq}", "{claim}", "{dismissed}", "{namedStep}"}

// render fills the templates, dropping those with a placeholder that has no
// value in this turn. While some template that quotes what the rep said has
// not been used yet, only those are offered: a reply that quotes the rep
// shows it listened.
func (e *engine) render(ts []string, tv map[string]string) []string {
	ts = e.fitting(ts)
	var specific []string
	for _, t := range ts {
		for _, ph := range turnPlaceholders {
			if strings.Contains(t, ph) && tv[ph] != "" {
				specific = append(specific, t)
				break
			}
		}
	}
	if len(specific) > 0 && len(specific) < len(ts) {
		out := e.renderAll(specific, tv)
		for _, v := range out {
			if !e.saidBefore(v) {
				return out
			}
		}
	}
	return e.renderAll(ts, tv)
}

// saidBefore reports whether the buyer already said v, alone or within a
// longer line.
func (e *engine) saidBefore(v string) bool {
	nv := normLine(v)
	if nv == "" {
		return false
	}
	for _, n := range e.buyerNorm {
		if strings.Contains(n, nv) {
			return true
		}
	}
	return false
}

func (e *engine) renderAll(ts []string, tv map[string]string) []string {
	var out []string
	for _, t := range ts {
		ok := true
		t = dropUnknownClauses(t, e.f.unknown)
		for _, ph := range placeholders(t) {
			if v, found := tv[ph]; found && v == "" {
				ok = false
			}
			if _, found := tv[ph]; !found && !isFactPlaceholder(ph) {
				ok = false
			}
			if e.f.unknown[ph] || isFactPlaceholder(ph) && e.factEmpty(ph) {
				ok = false // never invent what a detailed scenario leaves out
			}
			if ph == "{deciderName}" && strings.Contains(t, "{deciderName}'s") && len(strings.Fields(e.f.deciderName)) > 2 {
				ok = false // "our assistant superintendent for curriculum's": too long for a possessive
			}
		}
		if !ok {
			continue
		}
		r := t
		for k, v := range tv {
			r = strings.ReplaceAll(r, k, v)
		}
		r = e.facts.Replace(r)
		if e.f.described.deciderMode == "group" || e.f.described.pluralBody() {
			r = pluralDeciders(r, e.f)
		}
		out = append(out, r)
	}
	return out
}

var factPlaceholders = map[string]bool{}

func init() {
	pairs := facts{}.pairs()
	for i := 0; i < len(pairs); i += 2 {
		factPlaceholders[pairs[i]] = true
	}
}

func isFactPlaceholder(ph string) bool { return factPlaceholders[ph] }

// choose picks one variant per part, deterministically from the
// conversation's hash, preferring variants none of whose sentences the
// buyer has said before in this conversation. An optional part (a lead, a
// closer) whose every variant was said is left out; the main reaction is
// said anyway. The line as a whole never equals an earlier buyer line.
func (e *engine) choose(ps []part) string {
	if len(ps) == 0 {
		ps = []part{{e.render(restates[e.sc.Objection][e.sc.Persona], nil), false}}
	}
	said := map[string]bool{}
	for _, l := range e.buyerLines {
		for _, sent := range splitSentences(l) {
			said[normLine(sent)] = true
			said[normLine(unprefixed(sent))] = true
		}
	}
	fresh := func(v string) bool {
		for _, sent := range splitSentences(v) {
			if said[normLine(sent)] || said[normLine(unprefixed(sent))] {
				return false
			}
		}
		return true
	}
	var b []string
	for i, p := range ps {
		n := len(p.vs)
		if n == 0 {
			continue
		}
		start := int(mix(e.seed+uint64(i)*0x51ed27) % uint64(n))
		at := -1
		for k := 0; k < n; k++ {
			if j := (start + k) % n; fresh(p.vs[j]) {
				at = j
				break
			}
		}
		var v string
		if at >= 0 {
			v = strings.TrimSpace(p.vs[at])
		} else if !p.optional {
			// every variant said before: keep the sentences that weren't
			for k := 0; k < n; k++ {
				var keep []string
				for _, sent := range splitSentences(p.vs[(start+k)%n]) {
					if !said[normLine(sent)] && !said[normLine(unprefixed(sent))] {
						keep = append(keep, sent)
					}
				}
				if c := strings.Join(keep, " "); len(c) > len(v) {
					v = c
				}
			}
			if e.askedNow != "" && !strings.ContainsAny(v, "0123456789") && strings.ContainsAny(strings.Join(p.vs, " "), "0123456789") {
				if sr := e.shortRepeat(p.vs, said); sr != "" {
					v = sr // asked for it: the figure once more, not only the sentences around it
				}
			}
		}
		if v == "" && !p.optional && e.askedNow != "" {
			v = e.shortRepeat(p.vs, said) // asked again: the fact once more, never nothing
		}
		if v == "" {
			continue
		}
		for _, sent := range splitSentences(v) {
			said[normLine(sent)] = true
			said[normLine(unprefixed(sent))] = true
		}
		if k := len(b); k > 0 && strings.HasSuffix(b[k-1], ":") {
			if ss := splitSentences(v); len(ss) > 0 && strings.Contains(ss[0], ":") {
				b = b[:k-1] // no "Quickly: as I told you: …"
			} else {
				v = e.lowerAfterColon(v) // "Short version: like I said, …"
			}
		}
		b = append(b, v)
	}
	text := capitalizeSentences(strings.Join(b, " "))
	for _, n := range e.buyerNorm {
		if n == normLine(text) {
			// said before as a whole: say how long this has gone on,
			// which no earlier line can match
			return strings.TrimSpace(text + " " + withCount(stillWaiting[e.sc.Persona][0], e.turns))
		}
	}
	if strings.TrimSpace(text) == "" {
		vs := stalls[e.sc.Persona]
		return withCount(vs[int(mix(e.seed^0x57a1)%uint64(len(vs)))], e.turns)
	}
	return text
}

// stalls are said when everything the buyer would say was said before in
// this conversation; the count keeps each one new. stillWaiting is added to
// a reply said before word for word. Both are in lines/reactions.txt.
var (
	stalls       = pools["stall"]
	stillWaiting = pools["stillWaiting"]
)

// reDecideVerb says who decides in a dated clause: "signs, at the AGM".
var reDecideVerb = regexp.MustCompile(`(?i)\b(?:signs?|decides?|approves?|votes?|signs off|makes the call)\b`)

// reQJoin joins two questions in one sentence: "does it go to Martin for
// sign-off, and would it help if I wrote …?".
var reQJoin = regexp.MustCompile(`(?i),? (?:and|or|also|plus) (?:by |from |until )?(would|could|can|do|does|did|is|are|was|were|will|what|who|whom|when|how|where|which|should|shall)\b`)

// questionParts splits a question sentence that joins two questions
// ("…, and would it help if …?") into its parts, each ending on "?"; a
// sentence that joins none gives itself alone.
func questionParts(sent string) []string {
	t := strings.TrimRight(sent, "\"')")
	locs := reQJoin.FindAllStringSubmatchIndex(t, -1)
	if !strings.HasSuffix(t, "?") || len(locs) == 0 {
		return []string{sent}
	}
	var parts []string
	start := 0
	for _, l := range locs {
		if first := strings.TrimSpace(t[start:l[0]]); len(strings.Fields(first)) >= 3 {
			parts = append(parts, strings.TrimRight(first, ",;")+"?")
			start = l[2]
		}
	}
	if rest := strings.TrimSpace(t[start:]); rest != "" {
		parts = append(parts, upFirst(rest))
	}
	return parts
}

// reRiskOff takes the buyer's risk away: nothing paid up front, payment
// after delivery, a way out. reRingCustomers offers customers to call in
// other words than referenceCues: "two Waikato growers to ring who've used us".
var (
	reRiskOff       = regexp.MustCompile(`\b(?:no deposit|without a deposit|no upfront|no up-front|nothing up ?front|nothing upfront|(?:pay|payment|invoiced|billed) (?:only )?(?:on|after|per|when|once) (?:completion|delivery|results?|each|the work|it's done|it is done|the job)|only pay (?:for|when|if|after)|money[- ]back|full refund|exit clause|walk away at no cost|cancel (?:any ?time|at any time))\b`)
	reRingCustomers = regexp.MustCompile(`\b(?:customers?|clients?|growers?|farmers?|owners?|users?|practices|schools|hospitals|firms|references?)\b[^.?!]{0,30}\b(?:to (?:ring|call|phone)|you can (?:ring|call|phone))\b`)
)

// reWhichOnes asks which things, by name.
var reWhichOnes = regexp.MustCompile(`\bwhich (?:ones?|tools?|systems?|vendors?|products?|apps?)\b|\bwhat (?:tools|systems|apps|products) (?:are|do)\b`)

// reAsksWhatTool asks what they use today ("what are you running on?",
// "still on VetSlot?"), which naming the tool does not answer for.
var reAsksWhatTool = regexp.MustCompile(`(?i)\b(?:use|using|used|run|running|runs|on|with|switch|switching|replace|replacing|happy|still|think|feel|opinion|rate)\b|\blike (?:it|them|using)\b|\bhow (?:long|is|are|do|does)\b`)

// reAsksLoss asks what an event cost, not what is paid: "did you ever put
// a figure on what that cost you?".
var reAsksLoss = regexp.MustCompile(`\b(?:that cost|ever|lost|losing|loss|losses|last year|damage|claims?)\b`)

// reAsksCost asks what something costs the buyer today.
var reAsksCost = regexp.MustCompile(`\b(?:cost|costs|costing|pay|paying|spend|spending|spent|charge|charges|charging)\b`)

// painNamed reports a rep's message that names the thing the card's
// costed pain is about ("kegs going off" of "we lose about R$3,000 a month
// to expired kegs"): a content word of four letters or more of the pain's
// object, after its figure.
func (e *engine) painNamed(text string) bool {
	p := e.f.pain
	if loc := reAmount.FindStringIndex(p); loc != nil {
		p = p[loc[1]:]
	}
	low := " " + strings.ToLower(text) + " "
	for _, w := range words(p) {
		if len(w) >= 4 && !genericKeywords[w] && !containsWord(w, "month", "year", "week", "about", "every", "each") && strings.Contains(low, " "+w) {
			return true
		}
	}
	return false
}

// shortRepeat answers a question whose every answer was said before: the
// clause of those answers that shares most with the question and carries a
// fact (a figure or a name), said once more in short: "Same as before:
// budgeted €95,000 for next year." "" when no clause carries one.
func (e *engine) shortRepeat(vs []string, said map[string]bool) string {
	var cls []string
	for _, v := range vs {
		for _, sent := range splitSentences(v) {
			sent = strings.TrimRight(unprefixed(sent), ".!?")
			for _, c := range reClauseSplit.Split(sent, -1) {
				c = strings.TrimSpace(c)
				if ws := strings.Fields(c); len(ws) > 1 {
					if v, ok := weVerbs[ws[0]]; ok {
						c = v + " " + strings.Join(ws[1:], " ") // "… and have budgeted €95,000": "we have budgeted …"
					}
				}
				if strings.ContainsAny(c, "0123456789") || len(strings.Fields(c)) <= 8 && reCapName.MatchString(c) {
					cls = append(cls, c)
				}
			}
		}
	}
	best := bestOverlap(cls, e.askedNow)
	for _, c := range cls {
		if best == "" && sharesStem(c, e.askedNow) {
			best = c // "budgeted €95,000 for next year" of "what was the budget again?"
		}
	}
	for _, c := range cls {
		if lq := strings.ToLower(e.askedNow); best == "" && reAmount.MatchString(c) && (reAsksCost.MatchString(lq) || strings.Contains(lq, "how much")) {
			best = c // "what did that failure cost?": the clause with the sum
		}
	}
	if best == "" {
		return ""
	}
	if ws := strings.Fields(best); len(ws) > 0 && (notNames[ws[0]] || notNames[strings.ToLower(ws[0])] || !reCapName.MatchString(ws[0])) && ws[0] != "I" && !isAcronym(ws[0]) {
		best = lowerFirst(best)
	}
	out := "Same as before: " + best + "."
	if said[normLine(out)] {
		return ""
	}
	return out
}

// weVerbs give a clause cut after "and" its subject back.
var weVerbs = map[string]string{"have": "we have", "has": "we have", "had": "we had", "pay": "we pay", "pays": "we pay", "spend": "we spend",
	"spends": "we spend", "use": "we use", "uses": "we use", "lose": "we lose", "loses": "we lose", "are": "we're", "is": "it's", "run": "we run", "runs": "we run", "losing": "we lost"}

// reClauseSplit splits a sentence into clauses; reCapName is a capitalised
// word inside a clause (a name the clause carries).
var (
	reClauseSplit = regexp.MustCompile(`,? and |; |, `)
	reCapName     = regexp.MustCompile(`\b\p{Lu}\p{Ll}+`)
)

// withCount fills in a stall's {count}: how many messages so far.
func withCount(line string, n int) string {
	return strings.ReplaceAll(line, "{count}", strconv.Itoa(n))
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

func sortStrings(xs []string) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// reAskLimit asks a sign-off limit: "above what amount?", "what's your
// threshold?", "how much can you sign?".
var reAskLimit = regexp.MustCompile(`(?i)\b(?:above|over|up to|below|under) what (?:amount|figure|sum|level|value)|\bthreshold\b|\bsigning limit\b|\bsign-off limit\b|\bhow much can you (?:sign|approve)\b`)

// sharesStem reports a content word (its first five letters) that a and b
// share: "replacements" meets "replacements", "stoppage" meets "stoppages".
func sharesStem(a, b string) bool {
	stems := map[string]bool{}
	for _, w := range words(a) {
		if len(w) >= 5 && !genericKeywords[w] {
			stems[w[:5]] = true
		}
	}
	for _, w := range words(b) {
		if len(w) >= 5 && stems[w[:5]] && !genericKeywords[w] {
			return true
		}
	}
	return false
}

// reMadeUpStat is a comparative statistic against everyone: "97% lower
// than anyone else's", "10x faster than the market".
var reMadeUpStat = regexp.MustCompile(`(?i)\b\d+(?:\.\d+)?\s?(?:%|percent|x|times)\s(?:lower|better|fewer|less|more|higher|faster|cheaper|safer|fewer false)\b[^.?!]{0,40}?\b(?:than (?:anyone|anybody|everyone|any other|all|every|the (?:market|industry|competition|rest))|in the (?:market|industry))`)

// hasWord reports whether text has one of the words.
func hasWord(text string, ws ...string) bool {
	set := map[string]bool{}
	for _, w := range words(text) {
		set[strings.Trim(w, "'’")] = true
	}
	for _, w := range ws {
		if set[w] {
			return true
		}
	}
	return false
}

// spendAnswers say what the buyer pays today: the scenario's figure and
// vendor when it gives them; otherwise the buyer says they would have to
// check, and what they do know.
func (e *engine) spendAnswers() []string {
	f := e.f
	again := e.revealed[topicSpend]
	switch {
	case f.spend != "" && f.vendor != "" && again:
		return []string{"Like I said, {spend} to {vendor}.", "As I mentioned, we pay {vendor} {spend}.", "Same as before: {vendor}, {spend}."}
	case f.spend != "" && f.vendor != "":
		return []string{"We pay {vendor} {spend} today.", "Today it's {vendor}, at {spend}.", "{vendor} costs us {spend} right now.", "Right now we're paying {vendor} {spend}."}
	case f.spend != "" && again:
		return []string{"Like I said, {spend}.", "As I mentioned, {spend} today.", "Same as before: {spend}."}
	case f.spend != "" && f.spendOn != "":
		return []string{"We spend {spend} {spendOn} today.", "Right now it's {spend} {spendOn}.", "Today we pay {spend} {spendOn}."}
	case f.spend != "":
		return []string{"We spend {spend} on this today.", "Right now it costs us {spend}.", "Today we pay {spend} for it."}
	case f.vendor != "":
		return []string{"I'd have to check the exact {vendor} invoice with finance. What I can tell you is that we budgeted {budget} for this.",
			"I don't have the {vendor} invoice in front of me; I'd have to check. Our budget for this is {budget}."}
	}
	if f.unknown["{current}"] {
		// the card does not say how the work is done today: no invented tool,
		// and no budget said in place of a cost
		return []string{"I'd have to check what that costs us today; it's not a separate line.", "I don't have that figure to hand; I'd need to look it up.",
			"That's spread across a few lines; I'd have to check.", "I'd need to pull that from the accounts. I don't know it offhand.",
			"Honestly, I couldn't give you a number for that without looking.", "It isn't broken out anywhere I can see; I'd have to dig for it.",
			"Not a figure I carry around. I'd have to look it up.", "I'd be guessing, and I won't. I'd have to look it up."}
	}
	if !f.described.budget.ok() {
		// the budget is not the scenario's: it is not said in place of a cost
		return []string{"There's no separate line for it today; we use {current}. I'd have to check what that costs us.",
			"Nothing I could put a number on without checking; today it's {current}."}
	}
	return []string{"There's no separate line for it today; we use {current}. What I can tell you is that we budgeted {budget} for this.",
		"Nothing I could put a number on without checking; today it's {current}. The budget for this is {budget}."}
}

// teamAnswers give the scenario's own counts ("14 stores", "45 brokers").
func (e *engine) teamAnswers() []string {
	f := e.f
	if e.revealed[topicTeam] {
		return []string{"Like I said, {team}.", "As I mentioned, {team}.", "Same as I said, {team}."}
	}
	out := []string{"We have {team}.", "It's {team}.", "We're at {team} right now."}
	countCompany := f.company != "" && unicode.IsDigit([]rune(f.company)[0])
	if f.company != "" && !countCompany && !strings.Contains(f.company, strings.Fields(f.team)[0]) {
		out = append(out, "We're {company}, with {team}.")
		if askedUnitIn(e.curQ, f.company, f.team) {
			return []string{"We're {company}, with {team}.", "{company}, with {team}. That's us."} // "how many centers and teachers?"
		}
	}
	return out
}

// inQuestion reports whether quote sits in a sentence of text that asks a
// question.
func inQuestion(text, quote string) bool {
	for _, sent := range splitSentences(text) {
		if strings.Contains(sent, quote) && strings.HasSuffix(strings.TrimRight(sent, "\"')"), "?") {
			return true
		}
	}
	return false
}

// peopleNote follows the card's counts when the rep asks how many people
// and the card counts none ("420 cafés"): the buyer says what it knows
// and that the headcount would need checking.
func (e *engine) peopleNote(t topic) string {
	if t != topicTeam {
		return ""
	}
	low := strings.ToLower(e.curQ)
	m := reHowMany.FindStringSubmatch(low)
	team := strings.ToLower(e.f.team)
	if m == nil || team == "" || !peopleWord(m[1]) || containsWord(m[1], "of", "in", "on", "would", "will", "do", "are") || reCountsPeople.MatchString(team) {
		return ""
	}
	return " How many people that is, I'd have to check."
}

// askedOffer answers a question about what the rival offered with the
// card's own words for the offer, when the question names a word of it
// ("Does that include onboarding?" of "… with free onboarding").
// reAsksTerm asks how long an offer runs; reOfferTerm is an offer's term.
var (
	reAsksTerm  = regexp.MustCompile(`\b(?:how long|what term|which term|over what (?:term|period)|for how many years|how many years|what length)\b`)
	reOfferTerm = regexp.MustCompile(`(?i)\b(?:\d+|one|two|three|four|five)[- ](?:years?|months?)\b[^.]{0,20}\b(?:term|contract|lock-in|deal|commitment)\b|\bfor (?:\d+|one|two|three|four|five) years?\b|\b(?:term|lock-in) of\b`)
)

func (e *engine) askedOffer(q string) string {
	d := e.f.described
	if d.compOffer == "" || d.competitor == "" {
		return ""
	}
	offerWords := reAmount.ReplaceAllString(d.compOffer, "")
	lq := strings.ToLower(q)
	asksOffer := strings.Contains(lq, strings.ToLower(d.competitor)) || containsAny(lq, "include", "come with", "comes with", "free", "throw in", "throwing in", "thrown in", "they offer", "offered you", "offering you", "part of the deal", "part of their")
	term := reAsksTerm.MatchString(lq) && reOfferTerm.MatchString(d.compOffer) // "and for how long?" of "$310,000 a year on a 3-year term"
	if !asksOffer || !sharesStem(q, offerWords) && !term {
		return ""
	}
	return d.competitor + " has offered " + d.compOffer + "."
}

// flatten joins the variants of answer parts.
func flatten(ps [][]string) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p...)
	}
	return out
}

// askedSentences are a message's sentences that end in a question mark.
func askedSentences(text string) string {
	var qs []string
	for _, sn := range splitSentences(text) {
		if strings.HasSuffix(strings.TrimSpace(sn), "?") {
			qs = append(qs, sn)
		}
	}
	return strings.Join(qs, " ")
}

// painHasFigure reports a figure in the card's situation clauses.
func (e *engine) painHasFigure() bool {
	for _, p := range append([]string{e.f.described.pain}, e.f.described.pains...) {
		if reHasNumber.MatchString(p) {
			return true
		}
	}
	return false
}

// reAskMeasure asks for a measure: "how long after a trip…", "how many
// complaints…", "what did it cost you the last time…".
var reAskMeasure = regexp.MustCompile(`\bhow (?:long|many|much|often|fast|quickly)\b|\bwhat (?:did|does|would) (?:it|that) cost\b|\bwhat's the cost\b`)

// unknownLines are what the buyer says for a topic the scenario leaves
// out: asked for a measure of a situation it does not describe, the buyer
// would have to check (never "it works well enough", which answers a
// different question).
func (e *engine) unknownLines(t topic) []string {
	if t == topicPain && (reAskMeasure.MatchString(strings.ToLower(e.curQ)) || e.f.described.burned != "" || e.sc.Objection == ObjectionTrust) {
		// a figure the card does not give; and a buyer the card says was
		// burned never says "nothing dramatic, it mostly works"
		return []string{"I'd have to check; I don't have that number.", "I don't track that, so I'd have to check.", "Not something I have a number for. I'd have to look."}
	}
	return unknownAnswers[t]
}

// reCardWhen is a time a card sentence gives: "this spring", "next month",
// "in March", "by the end of June".
var reCardWhen = regexp.MustCompile(`(?i)\b(?:(?:this|next) (?:spring|summer|fall|autumn|winter|month|quarter|year)|(?:in|by|before) (?:the end of )?(?:january|february|march|april|june|july|august|september|october|november|december))\b`)

// whenInCard is the time a card sentence gives for what a "when" question
// names ("when do the robots go in?" of "… the robotic milkers the co-op is
// installing this spring"), or "".
func (e *engine) whenInCard() string {
	q := strings.ToLower(e.curQ)
	if !strings.Contains(q, "when") {
		return ""
	}
	kw := keywords(e.curQ)
	for _, cl := range clauses(e.sc.Custom) {
		m := reCardWhen.FindString(cl)
		if m == "" {
			continue
		}
		n := 0
		for w := range keywords(cl) {
			if kw[w] && !genericKeywords[w] || len(w) >= 5 && kw[w[:5]] {
				n++
			}
		}
		for w := range kw {
			if len(w) >= 5 && strings.Contains(strings.ToLower(cl), w[:5]) {
				n++ // "robots" of "robotic"
			}
		}
		if n >= 2 {
			return upFirst(m)
		}
	}
	return ""
}

// timingNamed reports a timing fact of the card that the question names
// ("when does the board review vendor risk?" of "the board reviews vendor
// risk in September").
func (e *engine) timingNamed() bool {
	kw := keywords(e.curQ)
	for _, t := range e.f.described.timings {
		if sharedKeywords(kw, t) > 0 {
			return true
		}
	}
	return false
}

// reAskMeets asks when someone meets or decides: "when does the council next
// meet?", "when's the next board meeting?"
var reAskMeets = regexp.MustCompile(`\bwhen\b[^?]*\b(?:meet|meets|meeting|convene|sit|decide|vote|review|reviews|look at (?:requests|proposals))\b`)

// timingAnswers say why timing matters, with the scenario's timing fact
// that the question names (the renewal, the season), first time or again.
func (e *engine) timingAnswers() []string {
	f := e.f
	if lq := strings.ToLower(e.curQ); reAskMeets.MatchString(lq) && f.deciderName != "me" && !e.timingNamed() && (containsWord(lq, "board", "council", "committee", "commission", "trustees", "they", "she", "he") ||
		f.deciderName != "" && strings.Contains(lq, strings.ToLower(strings.Fields(strings.TrimPrefix(f.deciderName, "the "))[0]))) {
		// "when does the council next meet?": the decider's meeting, never
		// another date
		if f.unknown["{meeting}"] {
			return []string{"I'd have to check when they next meet; I don't have the date in front of me.", "I don't know the next date offhand. I'd have to check."}
		}
		if c, ok := strings.CutPrefix(f.meeting, "the review "); ok {
			return []string{upFirst(c) + ".", upFirst(c) + ", as far as I know."} // "Once a quarter."
		}
		return []string{"At {meeting}.", "That's {meeting}."}
	}
	if f.unknown["{busy}"] {
		if when := e.whenInCard(); when != "" {
			// "when do the robots go in?" of "… the robotic milkers the
			// co-op is installing this spring"
			return []string{when + ", as far as I know.", when + ", from what I know."}
		}
		return unknownAnswers[topicTiming] // the scenario gives no date: none is invented
	}
	busy := f.busy
	best := 0
	kw := keywords(e.curQ)
	for _, t := range f.described.timings {
		n := 0
		for w := range keywords(t) {
			if kw[w] && !genericKeywords[w] {
				n++
			}
		}
		if n > best {
			best, busy = n, t
		}
	}
	again := e.revealed[topicTiming] && strings.Contains(normLine(strings.Join(e.buyerLines, " ")), normLine(busy))
	if again {
		// said before: only the part asked about ("when is go-live?")
		if p := factPiece(busy, e.curQ); p != busy && clauseHasVerb(p) {
			busy = strings.TrimPrefix(p, "and ")
		}
	}
	r := strings.NewReplacer("{fact}", busy)
	var ts []string
	switch {
	case again:
		ts = []string{"Like I said, {fact}.", "As I mentioned, {fact}.", "Same as I said, {fact}.", "I told you, {fact}.", "Still the same: {fact}."}
	case e.sc.Objection == ObjectionTiming:
		ts = []string{"{fact}. Realistically, the earliest is {window}.", "Honestly, {fact}. Talk to me {window}.", "Not now: {fact}. Maybe {window}.",
			"{fact}, so the earliest I'd look at it is {window}.", "{fact}. Anything new has to wait until {window}.", "The problem is that {fact}."}
	default:
		ts = []string{"{fact}; that's the date.", "Our timeline? {fact}.", "The date to know: {fact}.", "{fact}. Plan around that.", "{fact}.",
			"Timing-wise, {fact}.", "What drives it is that {fact}.", "{fact}, and that's what we're working back from."}
	}
	for i := range ts {
		ts[i] = r.Replace(ts[i])
	}
	return ts
}

// lowerAfterColon lower-cases the first word of a part that follows a
// colon, unless it is "I", an acronym or a name the buyer uses.
func (e *engine) lowerAfterColon(v string) string {
	first, _, _ := strings.Cut(v, " ")
	w := strings.Trim(first, ",?.!:;")
	if w == "" || w == "I" || strings.HasPrefix(w, "I'") || isAcronym(w) || strings.ContainsAny(w, "$€£0123456789") {
		return v
	}
	for _, name := range []string{e.f.competitor, e.f.vendor, e.f.deciderName, e.f.current, e.f.busy, e.f.burned, e.f.pain} {
		if name != "" && strings.HasPrefix(name, w) && len(w) > 0 && w[0] >= 'A' && w[0] <= 'Z' {
			return v
		}
	}
	return lowerFirst(v)
}

// unprefixed drops a short lead-in ending in a colon ("Short version: …",
// "Quickly: …") so that the same sentence behind another lead-in counts
// as said before.
func unprefixed(sent string) string {
	if i := strings.Index(sent, ": "); i > 0 && len(strings.Fields(sent[:i])) <= 3 {
		return sent[i+2:]
	}
	return sent
}

// bestOverlap is the text sharing the most content words with q, or "".
func bestOverlap(texts []string, q string) string {
	kw := keywords(q)
	best, score := "", 0
	for _, t := range texts {
		if n := sharedKeywords(kw, t); n > score {
			best, score = t, n
		}
	}
	return best
}

// sharedKeywords counts the content words of t in kw, generic ones aside.
func sharedKeywords(kw map[string]bool, t string) int {
	n := 0
	for w := range keywords(t) {
		if kw[w] && !genericKeywords[w] {
			n++
		}
	}
	return n
}

var reRepBudget = regexp.MustCompile(`(?i)\b(?:your|the) budget (?:of|is|at|was)\s+([$€£]\s?\d[\d,]*(?:\.\d+)?\s*k?)|([$€£]\s?\d[\d,]*(?:\.\d+)?\s*k?)\s+(?:budget|you budgeted|you set aside)`)
var reRepSpend = regexp.MustCompile(`(?i)\byou(?:'re| are)? (?:pay|paying|spend|spending)(?: [A-Z][\w.-]*)?(?: about| around| roughly)? ([$€£]\s?\d[\d,]*(?:\.\d+)?\s*k?)`)

// correction is what the buyer says when the rep states the buyer's
// budget or current spend with another figure than the buyer's: "Our
// budget is $2,000 a month, not $3,000."
func (e *engine) correction(text string) string {
	parse := func(v string) int {
		v = strings.TrimSpace(strings.TrimLeft(v, "$€£ "))
		k := strings.HasSuffix(strings.ToLower(v), "k")
		v = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(v, "k"), "K"), " ")
		if i := strings.IndexByte(v, '.'); i >= 0 && !k {
			v = v[:i]
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(v, ",", ""), 64)
		if err != nil {
			return 0
		}
		if k {
			f *= 1000
		}
		return int(f + 0.5)
	}
	if m := reRepBudget.FindStringSubmatch(text); m != nil {
		v := m[1] + m[2]
		if n := parse(v); n > 0 && n != e.f.budgetN {
			return fmt.Sprintf("Just to be clear, our budget is %s, not %s.", e.f.budget, strings.TrimRight(strings.TrimSpace(v), ",."))
		}
	}
	if d := e.f.described.spend; d.ok() {
		if m := reRepSpend.FindStringSubmatch(text); m != nil {
			if n := parse(m[1]); n > 0 && n != d.n {
				return fmt.Sprintf("Small correction: we pay %s today, not %s.", e.f.spend, strings.TrimRight(strings.TrimSpace(m[1]), ",."))
			}
		}
	}
	return ""
}

var reLater = regexp.MustCompile(`(?i)\b(talk again|follow up|follow-up|reconnect|circle back|check in|touch base|pick this up|revisit|come back to you|call you|speak again|pencil in|pencil something in|book (?:a|some) time|put (?:a|some) time)\b.{0,60}\b(after go-live|after go live|after (?:the )?launch|once it's done|once that's done|after it's done|january|february|march|april|may|june|july|august|september|october|november|december|next (?:month|quarter|year)|in \d+ (?:weeks|months)|after (?:the|your|that)|once (?:the|that|your)|q[1-4])\b`)

// laterFollowUp reports a proposal to talk again later, after the buyer's
// busy time: what a Timing objection asks for.
func laterFollowUp(text string) bool {
	return reLater.MatchString(text) || reLaterPlan.MatchString(text)
}

// reSellerRef is the rep's side in a message: we, our, the product.
var reSellerRef = regexp.MustCompile(`\b(?:we|our|ours|us|we're|we've|we'll|we'd|i'll|i will|i can|i could|i'd|the (?:tool|product|platform|system|software|app|service))\b`)

// reProofOffer is an offer of proof the buyer can check: references, an
// audit, a case study, brought, sent or shown.
var reProofOffer = regexp.MustCompile(`\b(?:bring|brought|send|sent|share|show|give you|provide|email|forward|introduce you to|line up)\b[^.?!]{0,40}\b(?:references?|reference customers?|(?:[a-z-]+ )?audit(?: report)?|soc ?2 report|case stud(?:y|ies)|customer list|uptime report|incident report)\b`)

// reStory is the rep telling of their own time off: a first-person past
// or a feeling, with a leisure word.
var (
	reStoryVerb = regexp.MustCompile(`\b(?:i was|i went|we went|i watched|we watched|i saw|i spent|i've been|i had|i can't believe|i still can't|my voice|what a (?:finish|game|match|night|weekend|day))\b`)
	reLeisure   = regexp.MustCompile(`\b(?:pub|bar|stadium|ground|gig|festival|beach|holiday|vacation|weekend|match|game|cricket|rugby|football|soccer|tennis|golf|race|derby|final|finish|over|innings|try|goal|concert|party|wedding|trip|boxing day|christmas|new year|six nations|world cup|grand prix)\b`)
	reDealWord  = regexp.MustCompile(`\b(?:price|pricing|quote|cost|costs|budget|contract|demo|pilot|trial|proposal|software|system|platform|tool|app|licen[cs]e|seat|users?|team|staff|customers?|renewal|vendor|roi|save|saving|data|report|integration|support|onboarding|rollout|sign|signs|approve|decision|deal|discount|invoice|per month|a month|a year)\b|[$€£₹¥]|\d`)
)

// personalStory reports a message that only tells the rep's own leisure
// story: no question, no word of the deal, none of the card's words.
func (e *engine) personalStory(text, low string) bool {
	if strings.Contains(text, "?") || !reStoryVerb.MatchString(low) || !reLeisure.MatchString(low) || reDealWord.MatchString(low) {
		return false
	}
	card := keywords(e.sc.Custom)
	for w := range keywords(text) {
		if card[w] && !genericKeywords[w] {
			return false
		}
	}
	return true
}

// reAside opens a personal aside; rePersonal is what makes it personal.
var (
	reAside    = regexp.MustCompile(`^(?:side note|off topic|off-topic|unrelated|random(?: question| thought)?|totally unrelated|funny story|fun fact|by the way|btw)\b`)
	rePersonal = regexp.MustCompile(`\b(?:my (?:brother|sister|brother-in-law|sister-in-law|wife|husband|partner|kids?|son|daughter|dad|mum|mom|father|mother|uncle|aunt|cousin|dog|cat|neighbou?r|friend)|backyard|back garden|vacation|holiday|weekend|hobby|took up|taking up)\b`)
)

// ownDataCues mark a proof run on the buyer's own data.
var ownDataCues = []string{"your own data", "your own numbers", "your numbers", "your data", "yourself", "one of your", "last month's", "last week's", "side-by-side", "side by side", "on your own"}

// ownPriceCues compare the rep's price with the buyer's own figures.
var ownPriceCues = []string{"less than you pay", "less than what you pay", "beats what you pay", "under what you pay", "below what you pay", "cheaper than what you pay",
	"cheaper than you pay", "less than you're paying", "less than you are paying", "under your budget", "within your budget", "below your budget", "right at your number", "inside your budget"}

// quoteUnderOwn reports the rep's quote at or under what the buyer pays
// today or has budgeted, by the scenario's own figures.
func (e *engine) quoteUnderOwn() bool {
	d := e.f.described
	if !d.quote.ok() {
		return false
	}
	q := d.quote.monthly()
	for _, a := range []amount{d.spend, d.budget} {
		if a.ok() && a.per == d.quote.per && q <= a.monthly()+1 {
			return true
		}
	}
	return false
}

// reLaterPlan is the rep agreeing to wait: "I'll plan around the end of the
// season", "we can hold off until after Labor Day", "I'll come back once
// your contract is up".
var reLaterPlan = regexp.MustCompile(`(?i)\b(?:plan around|wait (?:until|till)|hold off (?:until|till)|come back (?:after|once|when)|reach out (?:after|once|when)|get back to you (?:after|once|when)|park (?:it|this) (?:until|till)|revisit (?:it |this )?(?:after|once|when))\b.{0,40}\b(?:end|after|once|season|renewal|contract|over|done|finished|closes|is up|january|february|march|april|may|june|july|august|september|october|november|december|day)\b`)

// factEmpty reports a fact placeholder with no value: a line that needs it
// is not said.
func (e *engine) factEmpty(ph string) bool {
	for i := 0; i+1 < len(e.vals); i += 2 {
		if e.vals[i] == ph {
			return e.vals[i+1] == ""
		}
	}
	return false
}

// restateLines are the persona's lines that keep the objection alive; a
// decision in two parts is never given to one person alone.
func (e *engine) restateLines() []string {
	vs := restates[e.sc.Objection][e.sc.Persona]
	if e.f.described.deciderNote == "" {
		return vs
	}
	var keep []string
	for _, v := range vs {
		if !reSoleDecider.MatchString(v) {
			keep = append(keep, v)
		}
	}
	return keep
}
