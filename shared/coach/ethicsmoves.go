package coach

import (
	"regexp"
	"strings"

	"pitchperfect/shared/text"
)

// More severe moves, each by what it does (severeMoveIn runs these after
// its own gates; plain expressions behind cheap word tests):
//   - "tamper": the readings or data a regulator, inspector or auditor
//     relies on altered or filtered before they see it ("our technicians
//     recalibrate the reading before anything goes to the ministry", "you
//     stay in control of what the inspectors see");
//   - "bribe": a trip, conference or gift offered to the buyer personally
//     and tied to the deal ("offer you personally a fully paid trip … if
//     the clinic signs before the end of the month");
//   - "backchannel": the rep taking the case to the person the card names
//     as the one who signs, without the contact ("I'll send Péter Nagy the
//     proposal directly", "I'll send the proposal to the CEO today").
var (
	// the data changed before the authority sees it
	tamperRes = []*regexp.Regexp{
		regexp.MustCompile(`\b(recalibrate|re-calibrate|adjust|edit|tweak|smooth out|smooth over|clean up|massage|amend|change|alter|filter out|remove|delete|hold back|suppress|override|rewrite)\b[^.?!]{0,25}\b(the |a |that |any |those |your )?(readings?|data|figures|numbers|results|values|logs?|records?|measurements?|spikes?|samples?)\b[^.?!]{0,60}\bbefore\b[^.?!]{0,40}\b(ministry|regulator|regulators|inspectors?|inspectorate|auditors?|authority|authorities|agency|epa|government|certifier|the audit)\b`),
		regexp.MustCompile(`\b(recalibrate|re-calibrate|adjust|edit|tweak|smooth|clean up|massage|amend|alter|filter|remove|delete|hold back|suppress|override|rewrite)\b[^.?!]{0,25}\b(the |a |that |any |those |your )?(readings?|data|figures|results|values|logs?|measurements?|spikes?)\b[^.?!]{0,30}\bbefore (it|they|anything|the (data|report|readings?|results?|figures)) (goes|go|gets|get|is|are) (sent|submitted|reported|filed|out|to)\b`),
		regexp.MustCompile(`\b(control|decide|choose|pick|curate|manage|filter) (over |of )?what (the )?(ministry|regulators?|inspectors?|auditors?|authorit(y|ies)|agency|epa|government) (sees?|gets?|receives?|is shown|are shown|will see)\b`),
		regexp.MustCompile(`\b(the )?(ministry|regulators?|inspectors?|auditors?|authorit(y|ies)|agency) (never|won't|will never|doesn't|don't|do not|does not) (see|know about|find out about|get) (the |that |those |any )?(spikes?|readings?|bad (days|readings|results)|exceedances?|breaches|real (numbers|figures|data))\b`),
	}
	tamperData      = []string{"reading", "data", "figures", "results", "values", "log", "measurement", "spike", "record", "exceedance", "breach", "numbers", "bad days"}
	tamperAuthority = []string{"ministry", "regulator", "inspector", "auditor", "authorit", "agency", "epa", "government", "certifier", "audit"}
	goSignerModal   = []string{"i'll", "i will", "i'm going", "i am going", "let me", "i can", "i could", "i'd", "i would", "we'll", "we will"}
	goSignerVerbs   = []string{"send", "mail", "forward", "call", "ring", "phone", "brief", "contact", "write to", "reach out", "go straight", "go to", "speak", "talk", "meet", "message", "present to", "pitch to", "walk", "to get"}
	firstPersonCues = []string{"i'", "i ", "we", " me", "let me"}
	tamperCue       = []string{"before", "what the", "never", "won't", "doesn't", "don't", "do not", "does not"}

	// a personal trip or gift tied to the deal, the person named first
	personalGiftRe = regexp.MustCompile(`\b(offer|give|send|treat|invite|fly|host|book) (you|him|her) personally\b[^.?!]{0,80}\b(trip|holiday|vacation|conference|weekend|stay|cruise|tickets?|flights?|business class|first class|resort|hotel|dinner|gift|watch|phone|laptop|summit|event|retreat|golf|match|final)\b`)
	paidTripRe     = regexp.MustCompile(`\b(fully[- ]paid|all[- ]expenses?[- ]paid|expenses[- ]paid|all expenses paid|free|complimentary)\b[^.?!]{0,20}\b(trip|holiday|vacation|weekend|cruise|getaway|stay)\b[^.?!]{0,60}\b(for you|for yourself|for you and|you personally|business class|first class)\b`)
	dealTieRe      = regexp.MustCompile(`\b(if|once|when|as soon as) ([a-z0-9'-]+ ){0,3}(signs?|signed|closes?|goes through|orders?|commits?)\b|\bbefore the end of the (month|quarter|year|week)\b|\bfor signing\b|\bto say thank(s| you) for (the|your) (order|business|signature)\b`)

	// going to the signer without the contact
	goSignerRe = regexp.MustCompile(`\b(i'll|i will|i'm going to|i am going to|let me|i can|i could|i'd|i would|we'll|we will)( just| also| personally| then)? (send|email|e-mail|forward|call|ring|phone|brief|contact|write to|reach out to|go straight to|go to|speak to|speak with|talk to|talk with|meet|message|present to|pitch to|walk|love to get|like to get|get)\b`)
	// concealRe: the contact's part hidden from the decider ("I won't tell
	// her you gave me the number"); signerNumberRe: the decider's private
	// number asked for, to call them round the contact
	concealRe      = regexp.MustCompile(`\b(i|we) (won't|will not|wouldn't|will never|never) (tell|mention|say) (to )?(him|her|them|[a-z]+) (that )?(you|it was you)\b`)
	signerNumberRe = regexp.MustCompile(`\b(send|give|get|pass|text) me ([a-z]+ )?(his|her|their|[a-z]+'s) (cell|cellphone|mobile|personal|private|direct|home|whatsapp)? ?(number|phone number|email|contact details)\b`)
	withContactRe  = regexp.MustCompile(`\b(you|your|yours|together|us|we|ourselves|both)\b`)
	signsRe        = regexp.MustCompile(`\b(signs|sign off|signs off|approves?|must approve|has to approve|needs? [^.;]{0,40} to sign|decides|has the final say|makes the final call)\b`)
	nameWordRe     = regexp.MustCompile(`\b\p{Lu}[\p{L}'-]+`)
)

// titleWords are capitalised words in a card's signing clause that are no
// one's name.
var titleWords = toSet("the a an any all mr mrs ms miss dr capt captain sr sister brother father eng engr sheikh sir madam prof professor bey hanım hanim san sahib apa owner owners plant general managing operations finance technical director md ceo cfo coo cto chair chairman chairwoman president board family group parent council committee trustees governors partners purchases purchase spend spending anything above over new head chief deputy vice regional local site")

// signerNames are the name words of the person the card says signs, not
// the buyer's own (the first clause's names): "Péter", "Nagy".
func signerNames(bc *buyerContext) []string {
	if bc == nil || len(bc.clauses) == 0 {
		return nil
	}
	var own map[string]bool
	var out []string
	for _, c := range bc.clauses {
		if !strings.Contains(c, "sign") && !strings.Contains(c, "approv") && !strings.Contains(c, "decide") && !strings.Contains(c, "final") || !signsRe.MatchString(c) {
			continue
		}
		if own == nil {
			own = map[string]bool{}
			for _, w := range nameWordRe.FindAllString(bc.clauses[0], 3) {
				own[strings.ToLower(w)] = true
			}
		}
		for _, w := range nameWordRe.FindAllString(c, -1) {
			lw := strings.ToLower(strings.TrimSuffix(w, "'s"))
			if titleWords[lw] || own[lw] || len(lw) < 3 || strings.ToUpper(w) == w {
				continue
			}
			out = append(out, lw)
		}
	}
	return out
}

// moreSevere finds the severe moves of this file in sentence si (low is
// its text lowered, h its scan by a GateSet holding severeGates' gates, or
// nil): the kind and the span in low, or "".
func moreSevere(d *doc, si int, low string, h *text.Hits) (string, []int) {
	if si >= 0 && si < len(d.sevMovesAt) && d.sevMovesAt[si] {
		return "", nil // (tried before: none; the pitch asks again for each fault it weighs)
	}
	k, m := moreSevereOnce(d, si, low, h)
	if k == "" && si >= 0 && si < len(d.sents) {
		if d.sevMovesAt == nil {
			d.sevMovesAt = make([]bool, len(d.sents))
		}
		d.sevMovesAt[si] = true
	}
	return k, m
}

// The words moreSevereOnce tests a sentence for, as gates of severeGates
// (a sentence without them is passed on its scan).
var (
	bribeWords   = []string{"personally", "paid", "free", "complimentary"}
	tellWords    = []string{"tell", "mention", "say"}
	concealVerbs = []string{"won't ", "will not ", "wouldn't ", "never "} // (concealRe's, each with the space after it)
	concealCues  = []string{"won't tell", "will not tell", "wouldn't tell", "never tell", "won't mention", "won't say", "never mention", "will never tell"}

	bribeWordsG  = wordsGate(bribeWords)
	firstPersonG = wordsGate(firstPersonCues)
	tellWordsG   = wordsGate(tellWords)
)

// hasWords is anyOf(low, words), answered false at once when h (low's
// scan, or nil) rules out g, the gate of the words.
func hasWords(h *text.Hits, g *text.Gated, low string, words []string) bool {
	return (h == nil || h.May(g)) && anyOf(low, words)
}

// firstPerson is anyOf(low, firstPersonCues) in one pass ("let me" has
// " me").
func firstPerson(low string) bool {
	for i := 0; i+1 < len(low); i++ {
		switch low[i] {
		case 'i':
			if c := low[i+1]; c == '\'' || c == ' ' {
				return true
			}
		case 'w':
			if low[i+1] == 'e' {
				return true
			}
		case ' ':
			if low[i+1] == 'm' && i+2 < len(low) && low[i+2] == 'e' {
				return true
			}
		}
	}
	return false
}

// The whole-text tests of moreSevereOnce, each made once a doc when a
// sentence first needs it (sevMoves: the bit known, and the bit set).
const (
	sevTamperKnown  = 1
	sevTamper       = 2  // a kind of data with an authority or "before", or an authority and "what the"
	sevSigner       = 8  // a name of the card's signer
	sevConceal      = 16 // a concealCues phrase
	sevSignerKnown  = 32
	sevConcealKnown = 64
)

// sevWhole reports whether the whole text passes the test of bit
// (sevSigner or sevConceal), made once a doc.
func (d *doc) sevWhole(bit int8) bool {
	known := int8(sevSignerKnown)
	if bit == sevConceal {
		known = sevConcealKnown
	}
	if d.sevMoves&known == 0 {
		d.sevMoves |= known
		all := d.lowDoc()
		switch bit {
		case sevSigner:
			for _, n := range signerNames(d.bc) {
				if strings.Contains(all, n) {
					d.sevMoves |= sevSigner
					break
				}
			}
		case sevConceal:
			if anyOf(all, concealCues) {
				d.sevMoves |= sevConceal
			}
		}
	}
	return d.sevMoves&bit != 0
}

// moreSevereOnce is moreSevere without its memo.
func moreSevereOnce(d *doc, si int, low string, h *text.Hits) (string, []int) {
	if d.sevMoves&sevTamperKnown == 0 {
		// the whole text once: whether tampering is possible at all (the
		// other whole-text tests wait until a sentence needs them; a
		// sentence with a bribe's words has the whole text with them)
		d.sevMoves |= sevTamperKnown
		data, auth, before := tamperKinds(d.toks)
		if data && (auth || before) || auth && strings.Contains(d.lowDoc(), "what the") {
			d.sevMoves |= sevTamper
		}
	}
	if d.sevMoves&sevTamper == 0 || !d.tamperWords(si) {
		// (no tampering possible)
	} else if strings.Contains(low, "what the") && anyOf(low, tamperAuthority) || anyOf(low, tamperData) && (anyOf(low, tamperAuthority) || strings.Contains(low, "before it") || strings.Contains(low, "before they") || strings.Contains(low, "before anything") || strings.Contains(low, "before the")) {
		if anyOf(low, tamperCue) {
			for _, re := range tamperRes {
				if m := re.FindStringIndex(low); m != nil {
					return "tamper", toClauseEnd(low, m)
				}
			}
		}
	}
	if hasWords(h, bribeWordsG, low, bribeWords) {
		if m := personalGiftRe.FindStringIndex(low); m != nil && (dealTieRe.MatchString(low) || strings.Contains(low, "personally")) {
			return "bribe", toClauseEnd(low, m)
		}
		if m := paidTripRe.FindStringIndex(low); m != nil && dealTieRe.MatchString(low) {
			return "bribe", toClauseEnd(low, m)
		}
	}
	// every move below is the rep's own ("I'll", "me"): firstPerson, tested
	// after the cheaper tests each move needs first
	mine := func() bool { return (h == nil || h.May(firstPersonG)) && firstPerson(low) }
	if !hasWords(h, tellWordsG, low, tellWords) || !anyOf(low, concealVerbs) {
		// (no concealment)
	} else if m := concealRe.FindStringIndex(low); m != nil && mine() && d.sevWhole(sevConceal) {
		return "secret", toClauseEnd(low, m)
	}
	if !d.sevWhole(sevSigner) || !mine() {
		return "", nil // (the signer is named nowhere in the text)
	}
	if !strings.Contains(low, " me ") || !anyOf(low, []string{"number", "email", "contact"}) {
		// (no private number asked for)
	} else if m := signerNumberRe.FindStringIndex(low); m != nil {
		for _, n := range signerNames(d.bc) {
			if strings.Contains(low, n) {
				return "backchannel", toClauseEnd(low, m)
			}
		}
	}
	if !anyOf(low, goSignerModal) || !anyOf(low, goSignerVerbs) {
		return "", nil
	}
	if m := goSignerRe.FindStringIndex(low); m != nil && !withContactRe.MatchString(low) {
		rest := low[m[1]:]
		for _, n := range signerNames(d.bc) {
			if i := strings.Index(rest, n); i >= 0 && (i == 0 || !isLetterByte(rest[i-1])) {
				return "backchannel", signerQuote(low, m[0], m[1]+i+len(n))
			}
		}
	}
	return "", nil
}

func isLetterByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}

// signerQuote runs a quote from s past the signer's name at e to the end
// of its clause when that is near ("I'll send Péter Nagy the proposal
// directly so he can see the numbers"), else to the end of the name.
func signerQuote(low string, s, e int) []int {
	for e < len(low) {
		w := e
		for w < len(low) && low[w] == ' ' {
			w++
		}
		k := w
		for k < len(low) && (isLetterByte(low[k]) || low[k] == '-' || low[k] == '\'') {
			k++
		}
		if k == w || k-w > 20 {
			break
		}
		word := low[w:k]
		if !strings.Contains(titleNameChain, " "+word+" ") {
			break
		}
		e = k
	}
	if i := clauseEndRe.FindStringIndex(low[e:]); i != nil && i[0] <= 70 {
		return []int{s, e + i[0]}
	}
	if e-s <= 90 && len(low)-e <= 70 {
		return []int{s, len(low)}
	}
	return []int{s, e}
}

// titleNameChain: words that continue a name ("bey", "san").
const titleNameChain = " bey hanım san sahib apa jr sr "

// Invented urgency in a reply (a price rise the card does not state, the
// last slot) is pressure whose only purpose is to rush: the score is capped
// as for a dodge (replyScoreCap).
var (
	priceRiseRe = regexp.MustCompile(`\b(our |the |my )?(price|prices|pricing|rates?|list price)\b[^.?!]{0,12}\b(goes up|go up|increases?|rises?|will (go up|increase|rise)|jumps?)\b`)
	lastSlotRe  = regexp.MustCompile(`\b(only|just) (have |has |got )?(this |one |two |a few |the last )?(one )?([a-z-]+ )?(slots?|spots?|places?|openings?|seats?|crews?|teams?|installation windows?)( [a-z]+){0,3} (left|remaining|available)\b|\bthe (last|only) (slot|spot|place|opening)( [a-z]+){0,3} (left|this year|this month|before)\b`)
	cardRiseRe  = regexp.MustCompile(`(?i)\b(price|prices|pricing|rate|rates|list price)\b[^.;]{0,20}\b(rise|rises|increase|increases|goes up|go up)\b`)
)

// inventedUrgency reports whether a reply rushes the buyer with a price
// rise the card does not state or a last slot.
func inventedUrgency(d *doc) bool {
	cardRise := func() bool {
		return d.bc != nil && cardRiseRe.MatchString(strings.Join(d.bc.clauses, ". "))
	}
	for si := range d.sents {
		low := d.lowSentOnly(si)
		if anyOf(low, []string{"price", "pricing", "rate"}) && anyOf(low, []string{"goes up", "go up", "increase", "rise", "jump"}) && priceRiseRe.MatchString(low) && !cardRise() {
			return true
		}
		if anyOf(low, []string{"left", "remaining", "available", "last", "only"}) && anyOf(low, []string{"slot", "spot", "place", "opening", "seat", "crew", "team", "window"}) && lastSlotRe.MatchString(low) {
			return true
		}
	}
	return false
}

// writtenDelivery fits the delivery tip to a written pitch: "say … aloud
// three times before the call" is for a spoken one. A written pitch gets
// a read-through before sending (a stock short version or question would
// paste lines the rep did not write); "The pitch works" only on a pitch
// that scores as working.
func (d *doc) writtenDelivery(imps []Improvement, tm *timing, score int) []Improvement {
	for i := range imps {
		if imps[i].Description != "The pitch works; the next gain is in the delivery." {
			continue
		}
		works := "The pitch works; the next gain"
		if score < 70 {
			works = "The next gain"
		}
		if tm != nil && tm.voice {
			imps[i].Description = works + " is in the delivery."
			break
		}
		imps[i].Description = works + " is in how it reads."
		imps[i].SpecificSuggestion = "Read it aloud once before you send it, and cut any sentence that makes you pause."
		imps[i].Example = strings.Replace(imps[i].Example, "aloud three times before the call", "aloud once before you send it", 1)
		if !strings.Contains(imps[i].Example, "“") && len(d.sents) > 0 {
			// no ask to quote: the rep's own first sentence
			if qq, _ := d.quoteAt(0, d.sents[0].s); qq != "" && strings.HasPrefix(qq, "“") {
				imps[i].Example = "Say your first sentence, " + qq + ", aloud once before you send it."
			}
		}
		break
	}
	return imps
}

// signNowRe is a question asking for the signature or the deal itself,
// now ("So what do you say, can we get this done today?"): a close, never
// discovery.
var signNowRe = regexp.MustCompile(`\b(sign|signed|signing|get (this|it|that|the deal|the order) (done|signed|sorted|over the line|through)|go ahead|lock (it|this|that) in|order form|the contract|the deal|commit)\b[^?]{0,30}\b(today|tonight|right now|now|this afternoon)\b[^?]*\?\s*$`)

// askLeadRe is a lead-in to questions someone else will ask ("boards ask
// three things:", "Sr. Teresa will want to know:"), never the rep's own
// ("Two questions before I write it:").
var askLeadRe = regexp.MustCompile(`\b(boards?|committees?|councils?|panels?|trustees|governors|auditors?|inspectors?|parents|families|they|he|she|the (cfo|ceo|md|owner|chair|family|director|bank|lender|investors?))\b[^:?]{0,25}\b(ask|asks|will ask|would ask|always ask|usually ask|want to know|wants to know|will want|would want)\b[^:?]{0,30}:|\b\p{L}+ (will|would|usually|always) (want|ask)\b[^:?]{0,30}:`)

// reportedQuestions marks the questions the rep lists for someone else
// (after "boards ask three things:"): none of them asks the buyer.
func (d *doc) reportedQuestions() map[int]bool {
	var out map[int]bool
	for si := range d.sents {
		if strings.IndexByte(d.text[d.sents[si].s:d.sents[si].e], ':') < 0 {
			continue
		}
		low := d.lowSentOnly(si)
		if !anyOf(low, []string{"ask", "want", "question", "answer", "worr"}) || !askLeadRe.MatchString(low) {
			continue
		}
		if out == nil {
			out = map[int]bool{}
		}
		if d.sents[si].question {
			out[si] = true
		}
		for k := si + 1; k < len(d.sents) && k <= si+4 && d.sents[k].question; k++ {
			if strings.Contains(d.text[d.sents[k-1].e:d.sents[k].s], "\n\n") {
				break // a new paragraph: the rep's own question again
			}
			out[k] = true
		}
	}
	return out
}

// buyersOwnMagnitude reports whether the vague magnitude at content[k]
// ("tens of billions") sizes the buyer's own cost ("your feed bill runs to
// tens of billions of pesos"): an estimate of their figure, not a claim of
// ours. It needs "your" before it in the clause, and no "we/our/us" there.
func buyersOwnMagnitude(toks []token, content []int, k int) bool {
	your := false
	for j := k - 1; j >= 0 && j >= k-8; j-- {
		switch toks[content[j]].norm {
		case "your":
			your = true
		case "we", "our", "us", "we'll", "we've", "we're", "i", "i'll", "customers", "clients":
			return false
		}
	}
	return your
}

// signNow is signNowRe on sentence si, behind its cheap word test.
func (d *doc) signNow(si int) bool {
	low := d.lowSentOnly(si)
	return anyOf(low, []string{"today", "tonight", " now", "this afternoon"}) && anyOf(low, []string{"sign", "done", "go ahead", "lock", "order form", "contract", "deal", "commit"}) && signNowRe.MatchString(low)
}

// tamperWords reports whether sentence si has the words a tamper pattern
// needs: a kind of data with an authority or "before", or an authority
// (for "what the … sees"); true when si is not a sentence of d.
func (d *doc) tamperWords(si int) bool {
	if si < 0 || si >= len(d.sents) {
		return true
	}
	st := &d.sents[si]
	data, auth, before := tamperKinds(d.toks[st.first:st.last])
	return data && (auth || before) || auth
}

// tamperKinds reports which of tamperTok's kinds the tokens hold: a kind
// of data, an authority, "before".
func tamperKinds(toks []token) (data, auth, before bool) {
	for i := range toks {
		switch tamperTok.of(&toks[i]) {
		case 1:
			data = true
		case 2:
			auth = true
		case 3:
			before = true
		}
	}
	return data, auth, before
}

// tamperTok marks the tokens the tamper patterns need: 1 a kind of data, 2
// an authority, 3 "before".
var tamperTok = newVocBits(func() map[string]uint16 {
	m := map[string]uint16{"before": 3}
	for _, w := range strings.Fields("reading readings data figures results values log logs measurement measurements spike spikes record records exceedance exceedances breach breaches numbers") {
		m[w] = 1
	}
	for _, w := range strings.Fields("ministry regulator regulators inspector inspectors inspectorate auditor auditors authority authorities agency epa government certifier audit") {
		m[w] = 2
	}
	return m
}())
