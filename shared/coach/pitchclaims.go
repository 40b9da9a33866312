package coach

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// Say less, and only what is nearly always true. A pitch report is wrong
// if any one of its claims is, so the last pass of a pitch analysis keeps
// only the claims whose detectors hold over many wordings, and drops the
// rest from what is shown (the scores still use every signal):
//
//   - each score line states one or two things: a count the reader can
//     check, and at most one finding with its quote;
//   - at most 3 strengths, each of a kind that quotes what it names (a
//     concrete step, a question about the buyer, the buyer's own stated
//     numbers, a named reference), and none on a sentence faulted for
//     anything;
//   - at most 2 improvements, the most certain first; an ethics fault
//     (going round the approver, rigging a tender, a hidden or
//     deadline-bound price cut) caps the score at 40 and comes first;
//   - no scenario sentence is pasted into a line for the rep to say, and
//     no stock step is weaker than the one the rep proposed: examples come
//     from the rep's own words or from the objection type's stock lines;
//   - never a report without one improvement.

// maxPitchStrengths and maxPitchImprovements cap the lists a pitch report shows.
const (
	maxPitchStrengths    = 3
	maxPitchImprovements = 2
	ethicsScoreCap       = 20 // a fake deadline, a threat, a price move off the record
	severeScoreCap       = 12 // a bribe, a split, going round the approver, an invented regulator threat
)

// severeFault reports whether a pitch fault is a severe move: one a coach
// scores below any honest weak pitch.
func severeFault(kind string) bool {
	if _, ok := dodgeRank[kind]; ok {
		return true
	}
	switch kind {
	case "rigging", "bypass", "scare":
		return true
	}
	return false
}

// ethicsFault is a move a buyer would walk away over whatever the score:
// the sentence, the words and what they do.
type ethicsFault struct {
	si    int
	at    span
	quote string
	kind  string // bypass, rigging, hidden, deadline, or a severeMove kind
}

var (
	// going round the person or body that approves
	goRoundRes = []*text.Gated{
		text.MustGate(`\bwithout (it |this |that |the \w+ )?(needing|requiring|going through|waiting for|getting|asking for) (a |any |the |your )?(formal |board |official |their |his |her )?(approval|sign-off|signoff|sign off|board|procurement|tender|committee|purchase order)\b`),
		text.MustGate(`\bnothing for (the board|procurement|the committee|the trustees|your (boss|manager|board|cfo|ceo|md|owner|director|committee)|him|her|them) to (sign|approve|see|review|know about)\b`),
		text.MustGate(`\b(he|she|they|the board|the owner|your (boss|md|ceo|cfo|owner|manager|director|board)) (hears?|gets?|learns?) (about )?(it|this|that)? ?(straight|directly|first-hand) from (us|me)\b`),
		text.MustGate(`\bsaves? you the (hassle|trouble|work|bother) of (pitching|presenting|selling|taking|bringing|explaining) (it|this|that)\b`),
		text.MustGate(`\b(over|around|round|behind) (his|her|their|your) (head|back)\b`),
		// telling the approver after the fact, or acting before they are back
		text.MustGate(`\b(let|tell|inform|show) (the|your) (owner|boss|board|ceo|cfo|md|manager|director|partners?|committee|trustees) (know )?(afterwards|after the fact|later|once it's (done|signed|live))\b`),
		text.MustGate(`\b(don't|do not|no need to|needn't) (really )?(need to )?wait for (him|her|them|the (owner|board|boss|ceo|cfo|md|committee|trustees)|your (owner|board|boss|ceo|cfo|md|manager|committee))\b`),
		text.MustGate(`\bby the time (he|she|they|the \w+|your \w+|\p{Lu}\w+) (is|are|gets?|comes?) back\b`),
		// committing first, telling the approver after ("sign it this week and
		// mention it to the governors in February")
		text.MustGate(`\b(sign|signed|approve|order|buy|commit)( it| this| that| the \w+| now| today)\b[^.?!]{0,60}\b(and|then) (just )?(mention|tell|show|bring|report) (it|this|that) to (the|your) (governors|board|trustees|owner|boss|committee|ceo|cfo|md|partners|director|manager)\b`),
	}
	// telling the contact the approver is not needed ("You don't need the
	// council's signature for a letter of intent, just yours"); a free trial
	// or a call that needs no approval is no such move (freeStepRe)
	notNeededRe = text.MustGate(`\b(don't|do not|won't|will not|needn't|need not) (even |really |actually )?(need|require) (the|your|their|any) ([a-z]+ )?(council|board|committee|owner|boss|cfo|ceo|md|director|trustees|governors|manager|partners|procurement|chair|council's|board's|committee's|owner's|boss's|cfo's|ceo's|md's|director's|trustees'|governors'|manager's|partners'|chair's) ?(signature|approval|sign-off|signoff|say-so|permission|go-ahead|blessing|vote)\b`)
	freeStepRe  = text.MustGate(`\bfor (a|the|this|our|an) ([a-z0-9-]+ ){0,2}(trial|pilot|demo|test|call|meeting|visit|survey|conversation|chat|workshop)\b`)
	// keeping the approver out, or telling them less than the truth ("Ms
	// Rao doesn't need to be bothered with the details", "I wouldn't involve
	// the DPO too early", "present the DPO with a done deal")
	keepOutRes = []*text.Gated{
		text.MustGate(`\b(doesn't|does not|don't|do not|needn't|need not|won't|will not|shouldn't) (really )?(need|have) to be (bothered|involved|troubled|consulted|in the loop)\b`),
		text.MustGate(`\b(don't|do not|no need to|needn't|wouldn't|would not|won't|shouldn't|let's not) (really )?(need to |have to )?(bother|involve|loop in|consult|trouble) ((mr|mrs|ms|dr|the|your) [a-z]+|[a-z]+)( at all| yet| too early| for now| right now| with (it|this|that|the details))?`),
		text.MustGate(`\b(a done deal|a fait accompli)\b|\bforgiveness (than|rather than|instead of) permission\b`),
		text.MustGate(`\bjust tell (her|him|them|the \w+|your \w+) (it's|it is|that it's|that it is|that) (the same|only|just|cheaper|nothing)\b`),
	}
	// a regulator's plans passed off as insider news, to frighten ("JAKIM is
	// going to start surprise inspections next month, I heard it from very
	// senior people")
	scareRes = []*text.Gated{
		text.MustGate(`\b(i('ve)? heard|i hear|i'm told|i was told|i have it|word is|rumou?rs?|my sources|from (very )?senior people|from insiders?|off the record)\b[^.?!]{0,90}\b(inspections?|inspectors?|audits?|regulators?|enforcement|crackdown|raids?|ministry|authority|authorities|agency|licen[cs]es?|certificat\w*|accreditation|permits?)\b`),
		text.MustGate(`\b(inspections?|inspectors?|audits?|regulators?|enforcement|crackdown|raids?|ministry|authority|authorities|agency)\b[^.?!]{0,90}\b(i('ve)? heard it|i heard|i'm told|i was told|from (very )?senior people|from insiders?|from my sources|from people (at|in|inside))\b`),
	}
	hearsayRe = text.MustGate(`\b(i('ve)? heard( it)?|i hear|i'm told|i was told|i have it|word is|rumou?rs?|my sources|from (very )?senior people|from insiders?|off the record)\b[^.?!,]{0,40}`)
	// a price the rep's own company has not approved ("my manager doesn't
	// know yet")
	unauthorisedRe = text.MustGate(`\b(my|our) (manager|boss|director|sales director|head office|finance team|company|management)( (doesn't|does not|don't|won't|wouldn't|didn't|will not) (know|approve|like (it|this|that)|need to know|have to know)| (isn't|is not|aren't) (aware|going to like it)| would (kill|fire) me)\b|\bdon't tell (my|our) (manager|boss|head office)\b|\bwithout (my|our) (manager|boss|director)('s)? (knowing|approval|sign-off|ok)\b`)
	// rigging a tender or hiding it from the people who check
	riggingRes = []*text.Gated{
		text.MustGate(`\bwrite (the|your|a|that) (spec|specification|tender|requirements|rfp|rfq|criteria)\b[^.?!]{0,40}\b(around|to fit|to suit|for) (us|our|me)\b`),
		text.MustGate(`\b(nobody|no one|no other (vendor|supplier|bidder|company)s?) (else )?(will|would|can|could) (qualify|meet (it|them|that)|bid|compete|match (it|them))\b`),
	}
	// a price move kept off the record
	hiddenRe = text.MustGate(`\b(between (us|you and me|ourselves)|off the record|under the table|side letter|off the books|keep (it|this|that) (quiet|to yourself)|(don't|do not) (tell|mention (it |this |that )?to) (anyone|anybody|a soul)|(don't|do not) (tell|let) (anyone|anybody) (know|hear) )`)
	// scarcity the buyer cannot check, to hurry them: the last slot, another
	// buyer after it ("we only have one slot left and another church wants it")
	scarcityRes = []*text.Gated{
		text.MustGate(`\b(only|just) (have |has |got |'ve got )?(one|two|three|a few|a couple of|a handful of|\d+|the last) ([a-z-]+ ){0,2}(slots?|places?|spots?|openings?|units?|seats?|licen[cs]es?|dates?|weeks?|machines?|kits?|systems?|positions?|allocations?|crews?|teams?|installers?|engineers?)( [a-z]+)? (left|remaining)\b|\b(the|our) (last|final) ([a-z-]+ )?(slot|place|spot|opening|unit|allocation)\b[^.?!]{0,40}\b(before|until|for the next|this (year|season))\b`),
		text.MustGate(`\b(another|other) ([a-z]+ ){1,4}(wants?|is after|are after|(is|are) (also )?(interested in|keen on|asking for|waiting for)|(has|have) (asked|put in) for|(is|are) (ready|waiting) to (sign|take|grab)|would (take|grab|snap up))( it| them| the (slot|place|spot|date|unit|units|team|allocation)| that (slot|place|spot|date)| this (slot|place|spot|date))\b`),
	}
	// a threat on the rep's own offer: the price rises on a date, the offer
	// goes, the slot is held for no one ("If you can't commit by Friday I
	// can't hold it", "I'll have to release it to another client")
	threatRes = []*text.Gated{
		text.MustGate(`\b(our|my|the) (pricing|prices?|rates?|list price) (changes?|goes up|go up|are going up|is going up|increases?|rises?|will (change|go up|increase|rise))\b[^.?!]{0,30}\b(on|from|after) (\d{1,2}(st|nd|rd|th)? [a-z]+|[a-z]+ \d{1,2}|the (start|end|first) of [a-z]+|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday)\b|\bprices? (are|is) going up\b[^.?!]{0,20}\bon \d{1,2}( [a-z]+)?`),
		text.MustGate(`\b(offer|price|deal|discount|rate|quote|slot) (will be|is|'ll be) (gone|off the table|withdrawn)\b`),
		text.MustGate(`\b(i|we) (can't|cannot|won't|will not|can no longer) (hold|keep|guarantee|reserve|promise) (it|this|that|anything|the [^ .?!,]+)\b[^.?!]{0,40}\b(after|beyond|past|unless|if|otherwise|by)\b|\b(if|unless) [^.?!]{0,40}\b(i|we) (can't|cannot|won't|will not) (hold|keep|guarantee|reserve) (it|this|that|anything|the [^ .?!,]+)`),
		text.MustGate(`\b(release|give|offer|hand) (it|the slot|the date|the team|the crew|the place|your (slot|place|spot|date|allocation)) to (another|someone else|a different|the next)\b`),
		text.MustGate(`\b(allocation|slot|offer|place|spot|deal|price|discount|capacity) (goes|will go|passes|is given|will be given|moves) to (the next|another|someone else|a different)\b`),
	}
	// the rep's own offer named, so a deadline next to it is on the offer
	offerWordRe = text.MustGate(`\b(that|this|the|our|my) (price|offer|deal|discount|rate)\b|\b(it's|it is|that's|that is|this is|offer is|price is) only (good|valid|available|open)\b`)
	// a concession that holds only until a date
	deadlineRe = text.MustGate(`\b(this week|by friday|before friday|after friday|today only|end of (the )?(month|quarter|week|day)|quarter (closes|ends)|month (closes|ends)|expires?|goes back (up )?to|only (valid|good|holds?) (until|till|through)|(valid|good|open|available) only (until|till|through)|sign (this (week|month|quarter)|today|by|before)|prices? (go|goes|will go|are going|is going) up|now or never|before (the )?prices? (rise|go up|goes up))\b`)
)

// pitchEthics finds the first ethics fault of a pitch, if any.
func (d *doc) pitchEthics() (ethicsFault, bool) {
	return d.pitchEthicsSkip(nil)
}

// pitchEthicsSkip is pitchEthics passing over the faults skip names (by
// sentence and kind): secondFault uses it to find a fault of another kind.
func (d *doc) pitchEthicsSkip(skip func(si int, kind string) bool) (ethicsFault, bool) {
	discountSent := map[int]bool{}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && e.Category == "discount" {
			discountSent[d.sentenceAt(e.Start)] = true
		}
	}
	situation, situationSet := "", false
	buyersOwn := func(low, words string) bool { // (buyersDate, with the card's clauses lowered once, when first needed)
		if !situationSet {
			situationSet = true
			if d.bc != nil {
				situation = lowOf(strings.Join(d.bc.clauses, " "))
			}
		}
		return buyersDate(low, words, situation)
	}
	// the severe moves first (replyethics.go), the costliest of them
	var worst *ethicsFault
	hits := d.ethicsHits() // (each sentence scanned once for all the gates below)
	for si := range d.sents {
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		var nh *text.Hits
		if si+1 < len(hits) {
			nh = &hits[si+1]
		}
		if k, m := severeMoveIn(d, si, low, hits[si], nh); k != "" && (skip == nil || !skip(si, k)) && (worst == nil || dodgeRank[k] < dodgeRank[worst.kind]) {
			worst = &ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], k}
		}
	}
	if worst != nil {
		return *worst, true
	}
	var deadline *ethicsFault
	// (the whole text first: most pitches have none of these words at all)
	for si := range d.sents {
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		h := hits[si]
		found := func(res []*text.Gated, kind string) (ethicsFault, bool) {
			if skip != nil && skip(si, kind) {
				return ethicsFault{}, false
			}
			for _, re := range res {
				if m := h.FindStringIndex(re, low); m != nil {
					if kind == "hidden" {
						m = toClauseEnd(low, m) // "don't tell anyone I said that", not "don't tell anyone"
					}
					if kind == "scare" {
						if hm := hearsayRe.FindStringIndex(low[m[0]:m[1]]); hm != nil {
							m = []int{m[0] + hm[0], m[0] + hm[1]} // quote the rumour, not the clause
						}
					}
					e := clauseEnd(d.text, st.s+at[m[0]], st.s+at[m[1]]) // "only good until Friday", not "only good until" (senses.go)
					return ethicsFault{si, span{st.s + at[m[0]], e}, d.text[st.s+at[m[0]] : e], kind}, true
				}
			}
			return ethicsFault{}, false
		}
		if f, ok := found(riggingRes, "rigging"); ok {
			return f, true
		}
		if f, ok := found(tenderRigRes, "rigging"); ok { // bypassmoves.go
			return f, true
		}
		if f, ok := found(avoidRes, "bypass"); ok {
			return f, true
		}
		if f, ok := found(scareRes, "scare"); ok {
			return f, true
		}
		if f, ok := found(goRoundRes, "bypass"); ok {
			return f, true
		}
		if f, ok := found([]*text.Gated{notNeededRe}, "bypass"); ok && !freeStepRe.MatchString(low) {
			return f, true
		}
		for k, re := range keepOutRes {
			if skip != nil && skip(si, "bypass") {
				break
			}
			m := h.FindStringIndex(re, low)
			if m == nil || keptInside(low, m, k == 0) {
				continue
			}
			if k == 0 {
				m = []int{subjectStart(low, m[0]), m[1]} // "Ms Rao doesn't need to be bothered"
			}
			return ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], "bypass"}, true
		}
		if h.May(bypassWordsG) && anyOf(low, bypassWords) {
			if f, ok := found(bypassGated, "bypass"); ok {
				return f, true
			}
		}
		if discountSent[si] || d.feats[si].discount > 0 || d.discount > 0 && d.priceTalkAt(si) {
			if f, ok := found([]*text.Gated{hiddenRe}, "hidden"); ok {
				return f, true
			}
		}
		// a deadline on the rep's own price cut, said with it or next to it;
		// the buyer's own date (their quarter-end, their season) is none
		cut := func(i int) bool { return i >= 0 && i < len(d.feats) && (discountSent[i] || d.feats[i].discount > 0) }
		if f, ok := found(unauthorisedList, "unauthorised"); ok && (d.discount > 0 || d.priceTalkAt(si) || d.priceTalkAt(si-1)) {
			return f, true
		}
		offerWords := func(i int) bool {
			if i < 0 || i >= len(d.sents) {
				return false
			}
			l, _ := d.lowSent(i)
			return offerWordRe.MatchString(l)
		}
		if (deadline == nil || !cut(deadline.si) && cut(si)) && d.discount > 0 && (cut(si) || cut(si-1) || cut(si+1) || offerWords(si) || offerWords(si-1)) {
			if f, ok := found([]*text.Gated{deadlineRe}, "deadline"); ok && !buyersOwn(low, strings.ToLower(f.quote)) {
				deadline = &f // (one on the cut's own sentence before one beside it)
			}
		}
		if deadline == nil && (skip == nil || !skip(si, "expiry")) {
			if m := h.FindStringIndex(expiringOfferRe, low); m != nil {
				// the rep's own offer said to expire: beside a cut, the cut's
				// deadline; else an expiry of its own
				kind := "expiry"
				if d.discount > 0 && (cut(si) || cut(si-1) || cut(si+1)) {
					kind = "deadline"
				}
				deadline = &ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], kind}
			}
		}
	}
	if deadline != nil {
		return *deadline, true
	}
	for si := range d.sents {
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		h := hits[si]
		for _, re := range threatRes {
			if skip != nil && skip(si, "threat") {
				break
			}
			if m := h.FindStringIndex(re, low); m != nil {
				return ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], "threat"}, true
			}
		}
		for _, re := range scarcityRes {
			if skip != nil && skip(si, "scarcity") {
				break
			}
			if m := h.FindStringIndex(re, low); m != nil {
				return ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], "scarcity"}, true
			}
		}
	}
	return ethicsFault{}, false
}

// pitchEthicsGates holds the gates pitchEthics tries on every sentence,
// the severe moves' (severeGates) among them, and the words of
// moreCaves' patterns (concessionGates).
var pitchEthicsGates = text.NewGateSet(pitchEthicsGateList...)

// pitchEthicsGateList is every gate pitchEthicsGates scans for.
var pitchEthicsGateList = slices.Concat(severeGateList, riggingRes, goRoundRes, keepOutRes, scareRes, bypassGated, []*text.Gated{hiddenRe, deadlineRe, unauthorisedRe, expiringOfferRe, notNeededRe}, threatRes, scarcityRes, []*text.Gated{bypassWordsG}, concessionGates)

// ethicsHits is each sentence's scan by pitchEthicsGates, made once a doc:
// pitchEthics and moreCaves answer their word tests from it. The hits are
// kept in the doc's pooled words (hitWords), taken only here.
func (d *doc) ethicsHits() []text.Hits {
	if d.ethHits != nil || len(d.sents) == 0 {
		return d.ethHits
	}
	hits := make([]text.Hits, len(d.sents))
	nw := pitchEthicsGates.HitWords()
	hitBuf := d.lex.hitWords(nw * len(d.sents))
	for si := range d.sents {
		st := &d.sents[si]
		low, _ := d.lowSpan(st.s, st.e)
		hits[si] = pitchEthicsGates.ScanInto(low, hitBuf[si*nw:(si+1)*nw:(si+1)*nw])
	}
	d.ethHits = hits
	return hits
}

// secondSevereMove is the costliest severe move (replyethics.go) of a kind
// other than first's, in another sentence: a pitch that splits the order
// and calls the board behind the contact's back is told both.
func (d *doc) secondSevereMove(first ethicsFault) (ethicsFault, bool) {
	if _, severe := dodgeRank[first.kind]; !severe {
		// any fault of another kind in another sentence ("my manager doesn't
		// know yet" and "it's only good till Friday")
		return d.pitchEthicsSkip(func(si int, kind string) bool { return si == first.si || kind == first.kind })
	}
	var best *ethicsFault
	for si := range d.sents {
		if si == first.si {
			continue
		}
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		if k, m := severeMove(d, si, low); k != "" && k != first.kind && (best == nil || dodgeRank[k] < dodgeRank[best.kind]) {
			best = &ethicsFault{si, span{st.s + at[m[0]], st.s + at[m[1]]}, d.text[st.s+at[m[0]] : st.s+at[m[1]]], k}
		}
	}
	if best == nil {
		// a move of the pitch's own kinds: going round the approver, a scare
		return d.pitchEthicsSkip(func(si int, kind string) bool {
			return si == first.si || kind == first.kind || !severeFault(kind)
		})
	}
	return *best, true
}

// buyersDate reports whether the date words (in the lowered sentence low)
// are the buyer's own: "your quarter-end", or a date the scenario gives as
// theirs.
func buyersDate(low, words, situation string) bool {
	i := strings.Index(low, words)
	if i < 0 {
		return false
	}
	if w := strings.Fields(low[:i]); len(w) > 0 {
		switch w[len(w)-1] {
		case "your", "their", "his", "her":
			return true
		}
	}
	return situation != "" && strings.Contains(situation, words)
}

// sentenceAt is the sentence holding byte offset at, or -1.
func (d *doc) sentenceAt(at int) int {
	for si := range d.sents {
		if d.sents[si].s <= at && at < d.sents[si].e {
			return si
		}
	}
	return -1
}

// pitchFaults is how a pitch report names each ethics fault (by kind; ""
// for going around the approver): the improvement's description (before the
// quote), suggestion and example, and the tone line (before the quote). A
// severe move a reply report names too takes its description and suggestion
// from severeAdvice, so the two reports say it alike.
var pitchFaults = map[string]struct{ desc, suggestion, example, tone string }{
	"rigging": {"You offer to rig the buying process: ", "Compete in the open: say what matters to this buyer and give proof they can check.",
		"“I'd rather win this in the open: tell me what matters most to you, and I'll give you proof you can check.”",
		"Offering to rig the buying process costs the buyer's trust: "},
	"hidden": {"You offer a price move off the record: ", "Keep pricing in the written quote; if you move on price, trade it for something (term, scope, a reference) in writing.",
		"“Any change to the price goes into the written quote, with what it's traded for, so everyone who signs sees the same numbers.”",
		"A price move off the record costs the buyer's trust: "},
	"deadline": {"You tie a price cut to a deadline: ", "Drop the deadline and the giveaway; show what the price buys this buyer, and trade any concession for something in return.",
		"“There's no deadline on this price. Let me show you what it buys you, and you decide when you're ready.”",
		"A price cut tied to a deadline is pressure: "},
	"expiry": {"You put an expiry date on your offer: ", "Take out the expiry date; give the buyer a reason of their own to move, such as what waiting costs them.",
		"“There's no deadline on this. What would waiting cost you, in your own numbers?”",
		"An offer that expires on a date is pressure: "},
	"threat": {"You put a deadline and a threat on the buyer: ", "Take out the deadline and the threat; give the buyer a reason of their own to move, such as what waiting costs them.",
		"“There's no deadline on this. What would waiting cost you, in your own numbers?”",
		"A deadline with a threat is pressure: "},
	"scarcity": {"You press the buyer with scarcity they cannot check: ", "Drop the scarcity; give the buyer a reason of their own to move, such as what waiting costs them.",
		"“Take the time the decision needs. What would waiting cost you, in your own numbers?”",
		"Scarcity the buyer cannot check is pressure: "},
	"unauthorised": {"You offer a price your company has not approved: ", "Offer only what you are allowed to give; if a concession needs approval, get it first and trade it for something in return.",
		"“This is the price I can stand behind; let me show you what it buys you.”",
		"A discount your own company has not approved is a promise the buyer cannot rely on: "},
	"scare": {"You frighten the buyer with a regulator's plans you cannot show: ", "Drop the rumour; if a rule or an inspection matters, cite what the regulator has published and what it means for this buyer.",
		"“Let's look at what the regulator has actually published, and what it means for your operation.”",
		"A regulator's plans passed off as insider news, to frighten, costs the buyer's trust: "},
	"bribe": {"", "",
		"“This has to stand on what it does for your organisation, so let me show you exactly that.”",
		"A personal inducement to the buyer ends their trust: "},
	"falsify": {"", "",
		"“Let's put the whole purchase on the paperwork as what it is, and I'll help you make the case to the people who approve it.”",
		"Disguised paperwork puts the buyer at risk: "},
	"split": {"You split the purchase to stay under a signing limit: ", "Take the whole purchase to the person who signs, and help your contact build the case for it.",
		"“Let's take the whole purchase to the people who sign. What will they want to see? I'll help you build that case.”",
		"Splitting the purchase under a signing limit goes around the person who approves: "},
	"secret": {"", "",
		"“Let's put the whole case, price included, in front of the people who sign; I'll help you prepare it.”",
		"Keeping the deal from those who approve costs your contact's trust: "},
	"deceive": {"", "",
		"“Let's give the people who decide the true picture, and I'll help you make the strongest honest case to them.”",
		"Telling the people who decide something untrue ends their trust: "},
	"tamper": {"", "",
		"“Every reading goes to the regulator exactly as it was recorded; if one looks wrong, we challenge it in the open, with the calibration record.”",
		"Altering what a regulator sees puts the buyer at legal risk: "},
	"entrench": {"", "",
		"“Let's bring the case to the people who approve before anything starts, so they can decide freely.”",
		"Setting it up so the approvers cannot undo it goes around them: "},
	"backchannel": {"", "",
		"“How would you like to bring this to the people who decide? I'm happy to prepare it with you.”",
		"Going round your contact costs their trust: "},
	"": {"You go around the person or body that approves the purchase: ", "Work through your contact: ask what the people who sign will want to see, and build that case with them.",
		"“What will the people who sign want to see? I'd like to build that case with you.”",
		"Going around the people who approve costs your contact's trust: "},
}

// text is f's entry in pitchFaults, with severeAdvice's words where a reply
// report has them.
func (f ethicsFault) text() (desc, suggestion, example, tone string) {
	t, ok := pitchFaults[f.kind]
	if !ok {
		t = pitchFaults[""]
	}
	if a, ok := severeAdvice[f.kind]; ok {
		t.desc, t.suggestion = a.desc, a.suggestion
	}
	return t.desc, t.suggestion, t.example, t.tone
}

func (f ethicsFault) improvement(d *doc) Improvement {
	desc, suggestion, example, _ := f.text()
	// (a line the rep could say: never advice, never the card's words)
	return Improvement{Category: "tone", Priority: "high", at: f.at,
		Description: desc + q(f.quote) + ".", SpecificSuggestion: suggestion, Example: example}
}

func (f ethicsFault) toneLine() string {
	_, _, _, tone := f.text()
	return tone + q(f.quote) + "."
}

// stockStep is a next step by objection type, in the rep's voice, with no
// card text in it.
var stockStep = map[string]string{
	"price":       "“If it feels expensive, could we spend 30 minutes this week putting what you pay today next to our price, line by line?”",
	"timing":      "“Could we agree now on a start date after your busy period, and what has to be ready by then?”",
	"authority":   "“Could I join you for 15 minutes before the decision meeting, so we answer the decision maker's questions together?”",
	"trust":       "“Could I set up a call this week with a customer in your position, so you hear how it went from them?”",
	"competition": "“Could we compare both next week on the one thing that matters most to you, with your own figures?”",
	"need":        "“Could we spend 30 minutes this week working out what the current way costs you?”",
	"":            "“Could we spend 30 minutes this week trying it on one of your real cases?”",
}

// stockStepWith is stockStep naming what the rep sells in the rep's own
// words (%s is "our booking platform").
var stockStepWith = map[string]string{
	"price":       "“Could we spend 30 minutes this week putting the price of %s next to what the current way costs you?”",
	"timing":      "“Could we agree now on a start date for %s after your busy period, and what has to be ready by then?”",
	"authority":   "“Could I join you for 15 minutes before the decision meeting, so we answer the decision maker's questions about %s together?”",
	"trust":       "“Could we test %s on your own data first, and set up a call with a customer in your position this week?”",
	"competition": "“Could we put %s next to the other offer next week, on the one thing that matters most to you?”",
	"need":        "“Could we spend 30 minutes this week working out what the current way costs you, and what %s would change?”",
	"":            "“Could we spend 30 minutes this week trying %s on one of your real cases?”",
}

// stockStepCount is stockStep naming the buyer's own count from the
// scenario (%s is "your 40 schools").
var stockStepCount = map[string]string{
	"price":       "“Could we spend 30 minutes this week putting our price next to what the current way costs you across %s?”",
	"timing":      "“Could we agree now on a start date after your busy period for %s, and what has to be ready by then?”",
	"authority":   "“Could I join you for 15 minutes before the decision meeting, so we answer the decision maker's questions about %s together?”",
	"trust":       "“Could we test it first on a few of %s, and set up a call with a customer in your position?”",
	"competition": "“Could we run both side by side on a few of %s next week, so you compare them on your data?”",
	"need":        "“Could we spend 30 minutes this week working out what the current way costs you across %s?”",
	"":            "“Could we spend 30 minutes this week trying it on a few of %s?”",
}

// sellerNouns are more names of what a rep sells, besides offeringNouns.
var sellerNouns = toSet("scheduler tracker planner scanner scanners monitor monitors logger loggers cameras camera crm erp wms tms ils solution")

// offering is what the rep sells in the rep's words: "our booking
// platform" (offeringTerm), else the first word that names an offering
// ("… AI-powered platform" → "our platform"); "" when none.
func (d *doc) offering() string {
	if term := d.offeringTerm(); term != "" {
		// without the words a finding faults ("our synergistic system")
		flagged := map[string]bool{}
		for i := range d.toks {
			if d.toks[i].role != roleNone {
				flagged[strings.ToLower(d.text[d.toks[i].s:d.toks[i].e])] = true
			}
		}
		for _, e := range d.evidence() {
			if e.Kind == "negative" {
				flagged[strings.ToLower(e.Quote)] = true
			}
		}
		var kept []string
		for _, w := range strings.Fields(term) {
			if !flagged[strings.ToLower(strings.Trim(w, ",;:"))] && !strings.ContainsAny(w, ",;:") {
				kept = append(kept, w)
			}
		}
		if last := strings.ToLower(kept[len(kept)-1]); len(kept) >= 2 && (offeringNouns[last] || sellerNouns[last]) {
			return strings.Join(kept, " ")
		}
	}
	for i := range d.toks {
		if !offeringNouns[d.toks[i].norm] || len(d.toks[i].norm) < 4 {
			continue
		}
		theirs := false
		for k := i - 1; k >= 0 && k >= i-4 && d.toks[k].sent == d.toks[i].sent; k-- {
			switch d.toks[k].norm {
			case "their", "they", "they're", "competitor's", "competitor", "rival", "rival's":
				theirs = true
			}
			if w := d.text[d.toks[k].s:d.toks[k].e]; k > 0 && w != "" && unicode.IsUpper([]rune(w)[0]) && d.bc.namesCompany(d.toks[k].norm) {
				theirs = true // "AquaLogix's feed module"
			}
		}
		if !theirs {
			return "our " + d.toks[i].norm
		}
	}
	return ""
}

// step is the objection type's stock step, in the rep's words or with the
// buyer's own count where it can.
func (d *doc) step() string {
	if term := d.offering(); term != "" {
		return fmt.Sprintf(stockStepWith[d.stockType()], "our "+strings.TrimSpace(term[strings.IndexByte(term+" ", ' '):]))
	}
	if c := d.bc.cardCount(); c != "" {
		return fmt.Sprintf(stockStepCount[d.stockType()], "your "+c)
	}
	// (never a phrase lifted from the text into the rep's mouth: "looking at
	// your radiologists together" reads as nobody would say it)
	return stockStep[d.stockType()]
}

// notThings are plural nouns that name people or feelings, not the
// buyer's things: "the way you handle your partners" or "your feelings"
// would read wrong in a stock line.
var notThings = toSet("feelings concerns needs questions thoughts worries options goals priorities problems challenges issues thanks words days years hours weeks months minutes times things ones guys folks people others results numbers " +
	"partners clients customers teams staff employees members users patients students agents reps managers drivers technicians techs nurses pickers workers therapists doctors dentists hygienists engineers lawyers architects officers guards supervisors operators riders tenants residents guests owners buyers sellers vendors suppliers contractors colleagues leaders lifties")

// yourPhrase is the rep's own words for the buyer's things ("your
// follow-up emails", "your rosters"): "your" and up to two words after it
// that say something; "" when there is none.
func (d *doc) yourPhrase() string {
	best := ""
	for i := 0; i+1 < len(d.toks); i++ {
		if d.toks[i].norm != "your" {
			continue
		}
		end := -1
		for k := i + 1; k < len(d.toks) && k <= i+2 && d.toks[k].sent == d.toks[i].sent; k++ {
			t := &d.toks[k]
			if !ownWord(t) || t.role != roleNone || !isLetters(strings.ReplaceAll(t.norm, "-", "")) {
				break
			}
			if strings.HasSuffix(t.norm, "s") && !strings.HasSuffix(t.norm, "ss") && !strings.HasSuffix(t.norm, "us") && !notThings[t.norm] {
				end = k // the phrase ends on a plural noun ("your rosters", not "your rosters handle")
			}
		}
		if end < 0 {
			continue
		}
		ph := strings.ToLower(d.text[d.toks[i+1].s:d.toks[end].e])
		if strings.ContainsAny(ph, ",;:.?!") {
			continue
		}
		if end > i+1 {
			return ph
		}
		if best == "" && strings.HasSuffix(ph, "s") && !strings.HasSuffix(ph, "ss") {
			best = ph // one word only when it names their things ("your rosters")
		}
	}
	return best
}

// topicLead are the words a topic follows ("handle follow-up emails").
var topicLead = toSet("handle handling with on about manage managing your the for")

// topicPhrase is what the pitch is about in the rep's words: yourPhrase,
// else the first two content words in a row ending on a plural noun
// ("follow-up emails") that no finding faults; "" when none.
func (d *doc) topicPhrase() string {
	if ph := d.yourPhrase(); ph != "" {
		return ph
	}
	ev := d.evidence()
	clean := func(t *token) bool {
		for _, e := range ev {
			if e.Kind == "negative" && faultCategories[e.Category] && e.Start < t.e && t.s < e.End {
				return false
			}
		}
		return ownWord(t) && t.role == roleNone && isLetters(strings.ReplaceAll(t.norm, "-", ""))
	}
	for i := 1; i < len(d.toks); i++ {
		if !topicLead[d.toks[i-1].norm] || d.toks[i-1].sent != d.toks[i].sent {
			continue
		}
		// up to three words after the lead ("follow-up emails" may be three
		// tokens), ending on a plural noun
		for k := i; k < len(d.toks) && k <= i+3 && d.toks[k].sent == d.toks[i].sent; k++ {
			t := &d.toks[k]
			joined := k > i && d.text[d.toks[k-1].e:t.s] == "-" // "follow-up"
			if !clean(t) && !(joined && isLetters(t.norm)) {
				break
			}
			if k > i && strings.HasSuffix(t.norm, "s") && !strings.HasSuffix(t.norm, "ss") && ownWord(t) && !notThings[t.norm] {
				ph := strings.ToLower(d.text[d.toks[i].s:t.e])
				if !strings.ContainsAny(ph, ",;:.?!") && ownWord(&d.toks[i]) {
					return ph
				}
				break
			}
		}
	}
	return ""
}

// cardCount is the scenario's largest count of things, a number in digits
// and its plural noun ("340 yachts", "40 schools"), not a rate ("200
// shipments a day"), money or time; "" when there is none.
func (bc *buyerContext) cardCount() string {
	best, bestV := "", 0.0
	for _, c := range bc.clauses {
		toks := tokenize(c)
		for i := 0; i+1 < len(toks); i++ {
			t, n := &toks[i], &toks[i+1]
			if !t.digits || t.money || t.pct || t.year || t.clock || t.ordinal || t.val < 5 || t.val > 1e6 {
				continue
			}
			w := c[n.s:n.e]
			if len(w) < 4 || !isLetters(w) || !strings.HasSuffix(w, "s") || strings.ToLower(w) != w || durationUnits[w] || stopwords[w] ||
				strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ous") || strings.HasSuffix(w, "us") {
				continue
			}
			if i+2 < len(toks) {
				switch toks[i+2].norm {
				case "a", "an", "per", "each", "every":
					continue // a rate
				}
			}
			if i > 0 && (toks[i-1].money || toks[i-1].norm == "$") {
				continue
			}
			v := t.val
			if notThings[strings.ToLower(w)] {
				v /= 1e7 // people only when the card counts no things
			}
			if v > bestV {
				best, bestV = c[t.s:n.e], v
			}
		}
	}
	return best
}

// questionCount is the question each scenario type turns on, for the
// buyer's own count (%s is "your 40 schools").
var questionCount = map[string]string{
	"price":       "“For %s, which part feels too expensive: the total, or the price for what you get?”",
	"competition": "“For %s, what matters most to you in the comparison, beyond the price?”",
	"authority":   "“For %s, what will the people who sign off want to see before they say yes?”",
	"timing":      "“For %s, what would make the switch easy once the busy period is over?”",
	"trust":       "“What would you need to see to trust that it works for %s?”",
	"need":        "“What does the current way cost you today across %s, in hours or money?”",
}

// question is the objection type's question, with the buyer's own count or
// the rep's words for what they sell where it can.
func (d *doc) question() string {
	if d.stockType() == "authority" {
		return cardQuestions["authority"] // who signs is the question, not the product
	}
	if c := d.bc.cardCount(); c != "" {
		if tpl, ok := questionCount[d.stockType()]; ok {
			return fmt.Sprintf(tpl, "your "+c)
		}
	}
	if d.stockType() == "authority" {
		return cardQuestions["authority"] // who signs is the question, not the product
	}
	if term := d.offering(); term != "" {
		return fmt.Sprintf("“What would have to be true for our %s to be worth it to you?”", strings.TrimSpace(term[strings.IndexByte(term+" ", ' '):]))
	}
	if ex, ok := cardQuestions[d.stockType()]; ok {
		return ex
	}
	return "“What does the current way cost you today, in hours or money?”"
}

// advice is the objection type's stock advice, naming what the rep sells
// where it can.
func (d *doc) advice() string {
	t := d.stockType()
	return d.fitted(stockLine[t], stockLineWith[t], stockLineCount[t])
}

// fitted is a stock line naming what the rep sells in the rep's words
// (withTerm's %s is "our booking platform"), else the buyer's own count
// (withCount's %s is "your 40 schools"), else plain.
func (d *doc) fitted(plain, withTerm, withCount string) string {
	if term := d.offering(); term != "" && withTerm != "" {
		return fmt.Sprintf(withTerm, "our "+strings.TrimSpace(term[strings.IndexByte(term+" ", ' '):]))
	}
	if c := d.bc.cardCount(); c != "" && withCount != "" {
		return fmt.Sprintf(withCount, "your "+c)
	}
	return plain
}

// stockLineWith and stockLineCount are stockLine naming what the rep sells
// or the buyer's count.
var (
	stockLineWith = map[string]string{
		"price":       "“Let's put the price of %s next to what the problem costs you today, in your own figures.”",
		"timing":      "“Let's pick a start date for %s that fits your calendar, and agree what has to be ready by then.”",
		"authority":   "“What will the people who sign want to see about %s? I'd like to build that case with you.”",
		"trust":       "“You shouldn't have to take my word for %s. What would you need to see to be sure?”",
		"competition": "“Both are serious options. Which one thing matters most to you when you compare %s with the other offer? Let's test both on that point.”",
		"need":        "“What does the current way cost you today, and what would %s have to change to be worth it?”",
		"":            "“What would %s have to change for you to be worth it?”",
	}
	stockLineCount = map[string]string{
		"price":       "“Let's put the price next to what the problem costs you today across %s.”",
		"timing":      "“Let's pick a start date for %s that fits your calendar, and agree what has to be ready by then.”",
		"authority":   "“What will the people who sign want to see for %s? I'd like to build that case with you.”",
		"trust":       "“You shouldn't have to take my word for it. What would you need to see, for %s, to be sure?”",
		"competition": "“Both are serious options. For %s, which one thing matters most when you compare them? Let's test both on that point.”",
		"need":        "“What does the current way cost you today across %s, in hours or money?”",
		"":            "“What would have to change across %s for this to be worth it to you?”",
	}
)

// stockLine is a line the rep could say about a weak part, by objection
// type: no card text, nothing the deal may lack.
var stockLine = map[string]string{
	"price":       "“Let's put the price next to what the problem costs you today, in your own figures.”",
	"timing":      "“Let's pick a start date that fits your calendar, and agree what has to be ready by then.”",
	"authority":   "“What will your decision maker want to see? I'd like to build that case with you.”",
	"trust":       "“You shouldn't have to take my word for it. What would you need to see to be sure?”",
	"competition": "“Both are serious options. Which one thing matters most to you when you compare them? Let's test both on that point.”",
	"need":        "“What does the current way cost you today, in hours or money?”",
	"":            "“What would have to change for this to be worth it to you?”",
}

// stockType is the objection type the stock lines follow: the scenario's,
// else price when the pitch itself talks price.
func (d *doc) stockType() string {
	if d.bc.objType != "" {
		return d.bc.objType
	}
	if low := d.lowDoc(); priceTalkRe.MatchString(low) {
		return "price"
	}
	return ""
}

var priceTalkRe = text.MustGate(`\b(price|prices|pricing|expensive|cheaper|budget|discount)\b`)

// sayLess is the last pass of a pitch analysis (see the top of the file).
func (d *doc) sayLess(a *Analysis, stc *structure, tm *timing) {
	if d.contentWords == 0 {
		return
	}
	fault, unethical := d.pitchEthics()
	if unethical && a.OverallScore > ethicsScoreCap {
		a.OverallScore = ethicsScoreCap
	}
	if unethical && severeFault(fault.kind) && a.OverallScore > severeScoreCap {
		a.OverallScore = severeScoreCap
	}
	if unethical {
		a.Categories.Tone.Score = min(a.Categories.Tone.Score, 30)
		a.Categories.ObjectionHandling.Score = min(a.Categories.ObjectionHandling.Score, 30)
		a.Categories.Persuasiveness.Score = min(a.Categories.Persuasiveness.Score, 50)
	}
	// a shown category score agrees with what the report says: pressure, a
	// put-down or a price cut never prepares for an objection well, nor
	// does a close left to the buyer
	if d.pressure+d.pushyQ+d.bash+d.argue+d.dismiss+d.discount > 0 {
		a.Categories.ObjectionHandling.Score = min(a.Categories.ObjectionHandling.Score, 50)
	} else if d.next < 1 && d.vagueCloses > 0 && !d.proposesStep() {
		a.Categories.ObjectionHandling.Score = min(a.Categories.ObjectionHandling.Score, 65)
	}
	d.sayLessFeedback(a, stc, tm, fault, unethical)

	// strengths: the kinds that quote what they name, on clean sentences
	var strengths []Strength
	for _, st := range a.Strengths {
		if unethical {
			break // the report is about the fault
		}
		if strings.HasPrefix(st.Description, "No hedges or fillers") && a.OverallScore < 60 {
			continue // true, but no strength of a weak pitch
		}
		if s, ok := d.keptStrength(st, fault, unethical); ok {
			strengths = append(strengths, s)
		}
	}
	strengths = dedupe(strengths, func(s Strength) string { return s.Description })
	if len(strengths) > maxPitchStrengths {
		strengths = strengths[:maxPitchStrengths]
	}
	if strengths == nil {
		strengths = []Strength{}
	}
	a.Strengths = strengths

	// improvements: the certain ones, the ethics fault first
	var imps []Improvement
	priceFault := false // the fault is about a price move: a price-cut finding says it again
	if unethical {
		imps = append(imps, fault.improvement(d))
		priceFault = priceFaults[fault.kind]
		if f2, ok := d.secondSevereMove(fault); ok {
			priceFault = priceFault || priceFaults[f2.kind]
			im2 := f2.improvement(d) // a second kind of severe move, in another sentence, is named too
			imps = append(imps, im2)
		}
	}
	for _, im := range a.Improvements {
		if unethical && im.at != (span{}) && d.sentenceAt(im.at.start) == fault.si {
			continue // said by the ethics finding
		}
		if unethical && !priceFault && strings.HasPrefix(im.Description, "You cut the price before the buyer asked") {
			if im2, ok := d.keptImprovement(im, false, stc); ok {
				imps = append(imps, im2) // a cave beside a move round the approver is a fault of its own
			}
			continue
		}
		if im2, ok := d.keptImprovement(im, unethical, stc); ok {
			imps = append(imps, im2)
		}
	}
	if im, ok := d.guaranteeImprovement(); ok && !unethical {
		imps = append([]Improvement{im}, imps...)
	}
	imps = dedupe(imps, func(im Improvement) string { return im.Description })
	if n := d.longSentences(); n > 0 && d.avgSentence() > 30 {
		found := false
		for _, im := range imps {
			found = found || strings.Contains(im.Description, "over 40 words")
		}
		if !found {
			ex := "One idea a sentence: their problem, what changes for them, the proof, then the next step."
			if si := d.firstSentence(func(f *sentFeat) bool { return f.content > 40 }); si >= 0 {
				if sp := d.splitExample(si); sp != "" && !d.faulted(si) && len(d.removableFlags(si)) == 0 {
					ex = sp
				}
			}
			imps = append(imps, Improvement{Category: "clarity", Priority: "high",
				Description:        fmt.Sprintf("Your sentences average %.0f words; %s over 40.", d.avgSentence(), plural(n, "runs", "run")),
				SpecificSuggestion: "Split long sentences: one idea each, and stop after the ask.",
				Example:            ex})
		}
	}
	imps = d.rankImprovements(imps, unethical)
	if len(imps) > maxPitchImprovements {
		// keep one with an example in the rep's or the buyer's words
		top := imps[:maxPitchImprovements]
		if !d.hasOwnExample(top, "") && !unethical && d.tiedLine(top[0].Example) == "" {
			for _, im := range imps[maxPitchImprovements:] {
				if d.hasOwnExample([]Improvement{im}, "") {
					top = []Improvement{imps[0], im}
					break
				}
			}
		}
		imps = append([]Improvement{}, top...)
	}
	if len(imps) == 0 {
		imps = append(imps, d.safeImprovement())
	}
	if a.OverallScore < 90 && !unethical && !d.hasOwnExample(imps, "") {
		if im, ok := d.repSentenceImprovement(); ok {
			if len(imps) >= maxPitchImprovements {
				imps[len(imps)-1] = im
			} else {
				imps = append(imps, im)
			}
		}
	}
	imps = d.spokenOnly(imps)
	if a.OverallScore < 90 && len(imps) > 0 && !d.hasOwnExample(imps[:1], "") {
		// tie the first stock line to this buyer, in the rep's voice: their
		// own count, else what the rep sells in the rep's words (a later
		// improvement may yet be dropped)
		// (a stock line before an ethics fault's: "With your 340 wagons in
		// mind" reads oddly before a refusal of a bribe)
		tied := false
		for _, fault := range []bool{false, true} {
			for i := range imps {
				if !tied && faultDescription(imps[i].Description) == fault {
					if t := d.tiedLine(imps[i].Example); t != "" {
						imps[i].Example, tied = t, true
					}
				}
			}
		}
	}
	imps = d.writtenDelivery(imps, tm, a.OverallScore) // ethicsmoves.go: "rehearse aloud" is for a spoken pitch
	a.Improvements = imps
	a.Recommendation = recommendation(a.OverallScore, a.Strengths, a.Improvements, d)
}

// spokenOnly keeps the improvements whose example is a line the rep could
// say (spokenLine); one whose example is advice or an instruction is not
// shown. A report left with none gets the one improvement it always has.
func (d *doc) spokenOnly(imps []Improvement) []Improvement {
	out := imps[:0] // (in place: imps is this pass's own list)
	for _, im := range imps {
		if spokenLine(im.Example) {
			out = append(out, im)
		}
	}
	if len(out) == 0 {
		out = append(out, d.safeImprovement())
	}
	return out
}

// tiedLine is a spoken stock line opened on the buyer's count ("With your
// 40 schools in mind, …") or what the rep sells; "" when there is neither
// or ex is no stock line.
func (d *doc) tiedLine(ex string) string {
	if !strings.HasPrefix(ex, "“") || !spokenLine(ex) {
		return ""
	}
	rest := strings.TrimPrefix(ex, "“")
	r, n := utf8.DecodeRuneInString(rest)
	if r == 'I' && (len(rest) == 1 || rest[1] == ' ' || rest[1] == '\'') {
		// "I" stays capitalised
	} else {
		rest = string(unicode.ToLower(r)) + rest[n:]
	}
	if c := d.bc.cardCount(); c != "" {
		return "“With your " + c + " in mind, " + rest
	}
	if term := d.offering(); term != "" {
		return "“About our " + strings.TrimSpace(term[strings.IndexByte(term+" ", ' '):]) + ": " + rest
	}
	if f := d.bc.cardFigure(); f != "" {
		return "“With " + f + " in mind, " + rest
	}
	if ph := d.topicPhrase(); ph != "" && nounEnd(d.lowDoc(), ph) {
		return "“On your " + ph + ": " + rest
	}
	return ""
}

// nounEnd reports whether the phrase ph ends a noun phrase somewhere in
// low: after "on", "with" or "handle", or followed by a stop, a comma or a
// time word ("follow-up emails today?"), never as in "your percentage
// stays above".
func nounEnd(low, ph string) bool {
	for off := 0; ; {
		i := strings.Index(low[off:], ph)
		if i < 0 {
			return false
		}
		rest := strings.TrimLeft(low[off+i+len(ph):], " ")
		if rest == "" || strings.ContainsAny(rest[:1], ".?!,;:") {
			return true
		}
		before := strings.TrimRight(low[:off+i], " ")
		switch before[strings.LastIndexByte(before, ' ')+1:] {
		case "on", "with", "about", "handle", "handling", "manage", "managing":
			return true // the object of a preposition or of "handle": a noun phrase
		}
		for _, w := range []string{"today", "now", "right now", "at the moment", "every ", "each "} {
			if strings.HasPrefix(rest, w) {
				return true
			}
		}
		off += i + len(ph)
	}
}

// cardFigure is a number of the card's with its noun and rate ("14 hours a
// month", "$9,000 a month", "200 shipments a day"): words a line may quote
// whole; "" when there is none.
func (bc *buyerContext) cardFigure() string {
	money := ""
	for _, c := range bc.clauses {
		toks := tokenize(c)
		for i := 0; i+2 < len(toks); i++ {
			t := &toks[i]
			if !t.digits || t.pct || t.year || t.clock || t.ordinal {
				continue
			}
			j := i + 1
			if !t.money {
				w := c[toks[j].s:toks[j].e]
				if len(w) < 4 || !isLetters(w) || strings.ToLower(w) != w || stopwords[w] && !durationUnits[w] {
					continue
				}
				j++
			}
			if j+1 >= len(toks) || toks[j].norm != "a" && toks[j].norm != "per" {
				continue
			}
			switch toks[j+1].norm {
			case "day", "week", "month", "year":
			default:
				continue
			}
			s := t.s
			if i > 0 && toks[i-1].norm == "$" {
				s = toks[i-1].s
			}
			if !t.money {
				f := c[s:toks[j+1].e] // "200 shipments a day"
				if k := j + 2; k+1 < len(toks) && (toks[k].norm == "on" || strings.HasSuffix(toks[k].norm, "ing")) {
					// "5 hours a week on CRM updates", "14 hours a month building rosters"
					for e := k + 1; e < len(toks) && e <= k+2; e++ {
						if w := c[toks[e].s:toks[e].e]; ownWord(&toks[e]) && isLetters(w) && strings.ToLower(w) == w && strings.HasSuffix(w, "s") {
							return c[s:toks[e].e]
						}
					}
				}
				if durationUnits[toks[i+1].norm] {
					continue // "14 hours a month" alone says nothing of the buyer's own
				}
				return f
			}
			// "overtime costs $40,000 a month" → "overtime at $40,000 a month"
			if k := i - 1; money == "" && k >= 1 && (toks[k].norm == "$" && k >= 2 && costVerb[toks[k-1].norm] || costVerb[toks[k].norm]) {
				v := k
				if toks[k].norm == "$" {
					v = k - 1
				}
				if n := toks[v-1].norm; v >= 1 && len(n) >= 4 && isLetters(n) && !stopwords[n] && strings.ToLower(c[toks[v-1].s:toks[v-1].e]) == c[toks[v-1].s:toks[v-1].e] {
					money = c[toks[v-1].s:toks[v-1].e] + " at " + c[s:toks[j+1].e]
				}
			}
		}
	}
	if money != "" {
		return money
	}
	// a rate with what it measures ("a 1.8% checkout conversion", "18% no-show rate")
	for _, c := range bc.clauses {
		toks := tokenize(c)
		for i := 0; i+1 < len(toks); i++ {
			if !toks[i].pct {
				continue
			}
			for e := i + 1; e < len(toks) && e <= i+3; e++ {
				w := c[toks[e].s:toks[e].e]
				if !isLetters(strings.ReplaceAll(w, "-", "")) || strings.ToLower(w) != w || stopwords[w] {
					break
				}
				switch w {
				case "rate", "conversion", "margin", "churn", "turnover", "share", "growth", "error", "errors", "returns", "defects", "downtime", "occupancy", "utilisation", "utilization", "yield":
					return c[toks[i].s:toks[e].e]
				}
			}
		}
	}
	return ""
}

// costVerb holds the verbs between a cost and its figure ("overtime costs").
var costVerb = toSet("cost costs runs run")

// spokenLine reports whether an example is one line in the rep's voice
// (“…”), or the delivery tip, which quotes the rep's own ask to rehearse.
func spokenLine(ex string) bool {
	if strings.HasPrefix(ex, "Say your first sentence") || strings.HasPrefix(ex, "Say your ask, “") || strings.HasPrefix(ex, "At 150 words per minute, “") {
		return true // the delivery tip of a strong pitch; the pace of the rep's own line
	}
	ex = strings.TrimSpace(ex)
	return strings.HasPrefix(ex, "“") && strings.HasSuffix(ex, "”") && strings.Count(ex, "“") == 1 && strings.Count(ex, "”") == 1
}

// rankImprovements puts the most certain and most costly first: the ethics
// fault, a wall of text, then the findings as ranked, and last the two whose
// absence claims are the least sure (no numbers of the buyer's, no proof).
func (d *doc) rankImprovements(imps []Improvement, unethical bool) []Improvement {
	heavyDelivery := d.hedges+d.fillers >= 5
	rank := func(im Improvement) int {
		desc := im.Description
		switch {
		case unethical && im.Category == "tone" && faultDescription(desc), strings.HasPrefix(desc, guaranteeDesc):
			return 0
		case (strings.Contains(desc, "over 40 words") || strings.Contains(desc, "over 40.")) && d.avgSentence() > 30,
			strings.HasPrefix(desc, "Pressure or disparaging"), strings.HasPrefix(desc, "You cut the price"),
			(strings.HasPrefix(desc, "Nothing in the pitch is proof") || strings.HasPrefix(desc, "No customer is named")) && d.bc.objType == "trust" && !heavyDelivery:
			return 1 // what costs the deal, or a wall nobody can follow
		case strings.HasPrefix(desc, "You don't use any of the numbers"), strings.HasPrefix(desc, "Nothing in the pitch is proof"), strings.HasPrefix(desc, "No customer is named"):
			return 3 // the least sure: an absence
		case (strings.Contains(desc, "hedge") || strings.Contains(desc, "filler")) && !heavyDelivery:
			return 3 // a light delivery fault comes after the content
		}
		return 2
	}
	out := make([]Improvement, 0, len(imps))
	for r := 0; r <= 3; r++ { // (stable within a rank: the findings' own order)
		for _, im := range imps {
			if rank(im) == r {
				out = append(out, im)
			}
		}
	}
	return out
}

// priceTalk reports whether sentence si names a price: a figure, a
// currency, or the words for one.
func (d *doc) priceTalkAt(si int) bool {
	if si < 0 || si >= len(d.sents) {
		return false
	}
	low, _ := d.lowSent(si)
	return priceWordRe.MatchString(low) || strings.ContainsAny(low, "0123456789$€£¥₹₱")
}

var (
	priceWordRe = text.MustGate(`\b(price|pricing|rate|fee|discount|deal|offer|cost|free|off)\b`)
	// expiringOfferRe finds the rep's own offer said to expire ("that price
	// is only good until Friday", "this offer expires on the 30th")
	expiringOfferRe = text.MustGate(`\b(that|this|the|our|my) (price|offer|deal|discount|rate)( is|'s| will be)? (only )?(good|valid|available|open|on the table)? ?(until|till|through) (friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|today|the end of|end of|this week|the \d{1,2}(st|nd|rd|th)?\b|\d{1,2}(st|nd|rd|th)? [a-z]+)|\b(that|this|the|our|my) (price|offer|deal|discount|rate) (expires|ends|lapses)\b`)
)

// keptInside reports whether a keep-out match (m in low) is about the
// buyer or us, not a third party: "you don't need to be bothered with the
// set-up" (passive: the subject), "we won't bother you" (the object).
func keptInside(low string, m []int, passive bool) bool {
	if passive {
		before := strings.Fields(low[:m[0]])
		if len(before) == 0 {
			return true
		}
		switch strings.Trim(before[len(before)-1], ",.;:") {
		case "you", "we", "i", "you'll", "we'll", "i'll", "it", "this", "that":
			return true
		}
		return false
	}
	f := strings.Fields(low[m[0]:m[1]])
	switch strings.Trim(f[len(f)-1], ",.;:!?") {
	case "you", "yourself", "your", "us", "me", "with", "about", "it", "this", "that":
		return true
	}
	return false
}

// subjectStart moves a match's start back over its subject (up to three
// words, not past a comma or the sentence's start).
func subjectStart(low string, at int) int {
	start := at
	for n := 0; n < 3; n++ {
		i := strings.LastIndexByte(strings.TrimRight(low[:start], " "), ' ')
		w := strings.TrimRight(low[:start], " ")[i+1:]
		if w == "" || strings.ContainsAny(w, ",.;:!?") {
			break
		}
		start = i + 1
	}
	return start
}

// unauthorisedList is unauthorisedRe as a list (for found).
var unauthorisedList = []*text.Gated{unauthorisedRe}

// priceFaults are the fault kinds that are a price move themselves.
var priceFaults = map[string]bool{"deadline": true, "hidden": true, "unauthorised": true}

// faultDescription reports whether desc is an ethics fault's improvement
// (pitchFaults, severeAdvice).
func faultDescription(desc string) bool {
	for _, f := range pitchFaults {
		if f.desc != "" && strings.HasPrefix(desc, f.desc) {
			return true
		}
	}
	for _, a := range severeAdvice {
		if strings.HasPrefix(desc, a.desc) {
			return true
		}
	}
	return false
}

// safeImprovement is the one improvement a report always has, for what
// the pitch is surely missing: a question, a concrete step, a named
// reference, brevity; else a delivery tip.
func (d *doc) safeImprovement() Improvement {
	if d.questionCount() == 0 && !(d.grounded() && d.concreteProposal()) {
		return Improvement{Category: "persuasiveness", Priority: "medium",
			Description:        "You don't ask the buyer anything.",
			SpecificSuggestion: "Ask one open question about their situation before you make your case.",
			Example:            d.question()}
	}
	if d.next < 1 && !d.concreteProposal() && d.pressure+d.pushyQ == 0 {
		return Improvement{Category: "confidence", Priority: "medium",
			Description:        "Close on one specific step with a day and a scope.",
			SpecificSuggestion: "Propose the step yourself: who, how long, and when.",
			Example:            d.step()}
	}
	if d.noReferenceCandidate() {
		return d.noReferenceImprovement()
	}
	if d.contentWords > 300 && !d.proofIsThePoint() {
		return Improvement{Category: "clarity", Priority: "low",
			Description:        fmt.Sprintf("At %d content words the pitch is long for a first conversation.", d.contentWords),
			SpecificSuggestion: "Keep the value, the proof and the ask; cut the rest to what the buyer could repeat to their team.",
			Example:            d.shortOrAdvice()}
	}
	return Improvement{Category: "confidence", Priority: "low",
		Description:        "The pitch works; the next gain is in the delivery.",
		SpecificSuggestion: "Rehearse the opening and the ask until they come out word for word, then pause for the answer.",
		Example:            d.rehearseExample()}
}

// stepRe finds a proposed step with a day or a size ("a 45-minute session on
// 28 January", "a four-week trial", "30 minutes on Tuesday").
var (
	stepWordRe = text.MustGate(`\b(suggest|propose|book|schedule|session|call|meeting|workshop|demo|trial|pilot|walk you through|show you|sit down|present (it |this |the case |our case |the numbers )?to|presentation|site visit|survey|send (them|it|you|the numbers|the figures|a proposal|the proposal|over))\b`)
	proposeRe  = text.MustGate(`\b(could|can|shall|let's|let me|i'd|would|happy to|love to|want to|we'll|i'll|how about|what if)\b`)
	stepWhenRe = text.MustGate(`\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|forty-five|sixty)[- ](minutes?|hours?|days?|weeks?)\b|\b(in|by|before|from|early|mid|late) (january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|this week)\b|\b\d{1,2} (january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b|\b(next|this) (month|quarter)\b|\b(at|before) (the|your) (next )?(board|committee|council) (meeting|session)\b`)
)

// proposesStep reports whether one of the last two sentences proposes a
// step with a day or a size: the pitch has a next step whatever the
// detector rated it.
func (d *doc) proposesStep() bool {
	last := d.lastCounted()
	for si := last; si >= 0 && si >= last-1; si-- {
		low, _ := d.lowSent(si)
		if stepWordRe.MatchString(low) && stepWhenRe.MatchString(low) {
			return true
		}
	}
	return false
}

// looseStep is the last sentence that asks for a step without a day or a
// size, or -1.
func (d *doc) looseStep() int {
	for si := d.lastCounted(); si >= 0; si-- {
		low, _ := d.lowSent(si)
		if stepWordRe.MatchString(low) && proposeRe.MatchString(low) || strings.Contains(low, "find a time") {
			return si
		}
	}
	return -1
}

// stepAsk is the last question asking for a step or a verdict (a closing
// ask, not faulted), or -1: a report that credits or counts it never says
// the pitch ends without one.
func (d *doc) stepAsk() int {
	for si := len(d.sents) - 1; si >= 0; si-- {
		if si < len(d.feats) && d.sents[si].question && !d.faulted(si) && d.feats[si].q != qDiscovery && d.closingAsk(si) {
			return si
		}
	}
	return -1
}

// stepSentence is the last of the last two sentences that proposes a step
// with a day or a size, or -1.
func (d *doc) stepSentence() int {
	last := d.lastCounted()
	for si := last; si >= 0 && si >= last-1; si-- {
		low, _ := d.lowSent(si)
		if stepWordRe.MatchString(low) && stepWhenRe.MatchString(low) && !d.faulted(si) {
			return si
		}
	}
	return -1
}

// asksForStep reports whether the pitch asks for a step at all, however
// loosely ("I'd love to find a time to walk you through it. When's good
// for you?", "we could arrange a call at some point").
func (d *doc) asksForStep() bool {
	low := d.lowDoc()
	return stepWordRe.MatchString(low) || strings.Contains(low, "find a time")
}

// askRe finds a question put without a question mark ("how do you handle
// follow-up emails today and …").
var askRe = text.MustGate(`\b(how (do|does|are|is|would|did) you|what (do|does|have|would|is|are|did) (you|your)|who (else )?(is|are|would|decides)|when (do|does|would|will|can) you|which (of|part|one)|(would|do|are|have|can|could|did) you)\b`)

// questionCount counts the questions of the pitch, marked or not.
func (d *doc) questionCount() int {
	n := d.discoveryN
	if low := d.lowDoc(); n == 0 && askRe.MatchString(low) {
		n++
	}
	for si := range d.sents {
		if d.sents[si].question {
			n++
		}
	}
	return n
}

// closeQuestionRe finds a question that presumes the sale ("Which two sites
// should we start with?", "When can we get you started?"): a close, not
// discovery.
var closeQuestionRe = text.MustGate(`\b(start|started|begin|kick off|go first|go live|sign|signed|roll (it )?out|onboard|set you up|get you (set up|started|signed)|pilot first|would you like first|would you prefer|would you pick|would you choose|should we pick|shall i send|should i send)\b`)

// keptStrength keeps a strength of a kind that holds over wordings, on a
// sentence no finding faults.
func (d *doc) keptStrength(st Strength, fault ethicsFault, unethical bool) (Strength, bool) {
	desc := st.Description
	if d.quotesFlagged(desc) {
		return st, false // a strength never quotes a word the report tells the rep to drop
	}
	if st.at != (span{}) {
		si := d.sentenceAt(st.at.start)
		if si >= 0 && (!d.praiseable(si) || unethical && si == fault.si) {
			return st, false
		}
	}
	switch {
	case strings.HasPrefix(desc, "You close with a concrete next step"), strings.HasPrefix(desc, "You propose a concrete next step"):
		return st, !unethical && d.pressure+d.pushyQ == 0 && d.discount == 0
	case strings.HasPrefix(desc, "You ask a discovery question"):
		low := lowOf(desc)
		return st, !closeQuestionRe.MatchString(low)
	case strings.HasPrefix(desc, "You build value from the buyer's own numbers"), strings.HasPrefix(desc, "You use the buyer's own numbers"):
		if !d.statedBuyerNumberIn(st.at) || d.discount > 0 {
			return st, false // (a cave starts from the buyer's number too)
		}
		st.Description = strings.Replace(desc, "You build value from the buyer's own numbers", "You use the buyer's own numbers", 1)
		return st, true
	case strings.HasPrefix(desc, "Proof the buyer can check"):
		return st, d.namesReference(st.at) && d.proofQuoted(desc)
	case strings.HasPrefix(desc, "Clear order"):
		return st, !unethical && strings.HasPrefix(desc, "Clear order: situation")
	case strings.HasPrefix(desc, "You open with the buyer's situation"):
		fc := firstCounted(d)
		return st, !unethical && fc >= 0 && !d.feats[fc].market && !d.feats[fc].history &&
			fieldsAtLeast(d.sentText(fc), 6) // ("Eng. Faisal, thank you." is a greeting, not the situation)
	case strings.HasPrefix(desc, "No hedges or fillers"), strings.HasPrefix(desc, "Pace of"):
		return st, !unethical && d.pressure+d.pushyQ+d.discount+d.bash == 0
	}
	return st, false // value ties, customer focus: too often wrong to show
}

// statedBuyerNumberIn reports whether the text at sp holds a number the
// scenario states as the buyer's (not arithmetic on it, not our price).
func (d *doc) statedBuyerNumberIn(sp span) bool {
	if sp == (span{}) {
		return false
	}
	for si := range d.feats {
		for _, qt := range d.feats[si].quantities {
			t := &d.toks[qt.tok]
			if t.s < sp.start || t.e > sp.end || !qt.echo || qt.derived || !t.digits {
				continue
			}
			if strings.Contains(d.text[max(0, t.s-1):min(len(d.text), t.e+1)], "/") {
				continue // "24/7" is no count of the buyer's
			}
			ours := d.quotesOurPrice(si)
			for k := qt.tok - 1; k >= 0 && k >= qt.tok-5 && d.toks[k].sent == t.sent; k-- {
				switch d.toks[k].norm {
				case "our", "we", "we're", "us", "i", "i'll", "we'll", "ours":
					ours = true
				}
			}
			if !ours {
				return true
			}
		}
	}
	return false
}

// quotesOurPrice reports whether sentence si states our own price ("Our
// quote is NOK 104,000 a month for all 11 sites"): its numbers are not the
// buyer's to praise.
func (d *doc) quotesOurPrice(si int) bool {
	money, seller := false, false
	st := &d.sents[si]
	for i := st.first; i < st.last && i < len(d.toks); i++ {
		t := &d.toks[i]
		if t.money {
			money = true
			if d.bc.ourNumber(d.toks, i, t.val) {
				return true // our quote from the card ("It's £6,900 a month for all 14 buildings")
			}
		}
		switch t.norm {
		case "our", "we", "we're", "we'll", "us", "i'll", "ours":
			seller = true
		}
	}
	// a sum of money that is neither the buyer's nor arithmetic on it is a
	// figure of ours ("It's £6,900 a month for all 14 buildings")
	for _, qt := range d.feats[si].quantities {
		if t := &d.toks[qt.tok]; t.money && !qt.echo && !qt.derived {
			return true
		}
	}
	if seller {
		low, _ := d.lowSent(si)
		if ourPriceRe.MatchString(low) {
			return true
		}
	}
	return money && seller
}

// ourPriceRe finds the seller's price named as such ("our quote is", "we
// charge", "it costs").
var ourPriceRe = text.MustGate(`\b(our (quote|price|pricing|fee|rate|plan|offer)|we charge|it costs|costs? you|is priced|comes to)\b`)

// nameRe finds two capitalised words in a row ("Tom Greaves", "Hamble
// Point"): a person or a company the buyer can look up.
var nameRe = text.MustGate(`\b\p{Lu}[\p{Ll}'’-]+ \p{Lu}[\p{Ll}'’-]+`)

// sendsDocRe finds proof offered as a document the buyer can read ("I can
// send you our ISO 27001 certificate and last year's audited uptime report"):
// we send it, not the buyer ("could your IT lead send the booking export").
var sendsDocRe = text.MustGate(`\b(i|we|i'll|we'll|they'll|will|can|i'd|we'd|happy to|let me) (also |gladly |then )?(send|share|show|forward|email) (you|over|the|your)\b[^.?!]{0,60}\b(reports?|certificates?|audit|case study|results|reconciliation|data|(reference|recommendation|testimonial|support|endorsement) letters?|letters? (from|of (reference|recommendation|support)))\b`)

// introRe finds a reference call on offer ("I can introduce you to their
// nursing director", "their ops director will take your call").
var introRe = text.MustGate(`\b(introduce you to|put you in touch with|(will|has agreed to|is happy to|can) take your call|you can call (their|her|him|them))\b`)

// refCueRe finds what makes a named party a reference: someone the buyer can
// contact, or a customer's result or record the buyer can read. A name in a
// sentence without one (a greeting, a place, the approver we go round) is no
// reference.
var refCueRe = text.MustGate(`\b(take (a |your |the )?calls?|on a call|a call (with|from)|call with|talk (to|with) you|tell you|walk (you|your)|show you|compare notes|in touch|share (it|them|the|their)|contacts?|introduce|visit|references?|confirm|customers?|clients?|with us|moved (to|off|from)|switched|installed|deployed|signed with|went (from|live)|cut (their|its|the|average|unplanned)|reduced|reports?|audit|case study|published|records?|since (19|20)\d\d|in (19|20)\d\d)\b`)

// offersCheckRe finds proof offered without a name: a customer call, a
// reference, a test on the buyer's own site or data ("six probes on Line 2
// at no charge", "a 90-day pilot at our cost"). The pitch is not without
// proof the buyer can check, though it names no reference.
var offersCheckRe = text.MustGate(`\b(introduce you|references?|call with|customers? (call|talk|speak)|pilot|trial|test (it|them|on|against|with)|side-by-side|at (our|no) (cost|charge)|free of charge|for free|money back|refund|escrow|audited|independent|read-only)\b|\b(in|on|with|using|across) (\d+|one|two|three|four|five|six|a few|some|a couple) of your\b|\busing (one of )?your (own |real |actual )|\b(run|test|try|model|load|compare|check)\b[^.?!]{0,40}\bon (your|their|last (summer|year|season|month|quarter)'s|last year's) `)

// greetingWords open a salutation ("Hi Aroha", "Good morning Mrs Wróbel"):
// the buyer's name, not a reference.
var greetingWords = toSet("hi hello hey dear good hola bonjour morning afternoon evening thanks thank")

// namesReference reports whether the text at sp (or the whole text when sp
// is zero) names a person or a company the scenario does not: proof the
// buyer can check, not "SOC 2, HIPAA, ISO, the works".
func (d *doc) namesReference(sp span) bool {
	s, e := 0, len(d.text)
	if sp != (span{}) {
		si := d.sentenceAt(sp.start)
		if si < 0 {
			return false
		}
		s, e = d.sents[si].s, d.sents[si].e
	} else if d.namesRefSet {
		return d.namesRef // the whole text's answer, once a doc
	}
	names := false
	for si := range d.sents {
		if d.sents[si].e <= s || d.sents[si].s >= e {
			continue
		}
		low, _ := d.lowSent(si)
		if scarce(low) {
			continue // another buyer who wants it is scarcity, not proof
		}
		if d.referenceInLow(d.text[d.sents[si].s:d.sents[si].e], low, low) {
			names = true
			break
		}
	}
	if sp == (span{}) {
		d.namesRef, d.namesRefSet = names, true
	}
	return names
}

// quotesFlagged reports whether a quote in desc shows a hedge or filler
// the report flags ("Hi Nirmala, so, um, I totally get it…").
func (d *doc) quotesFlagged(desc string) bool {
	if !strings.Contains(desc, "“") {
		return false
	}
	var words [8]string
	ws := words[:0]
	for _, e := range d.evidence() {
		if e.Kind == "negative" && (e.Category == "hedge" || e.Category == "filler") {
			ws = append(ws, e.Quote)
		}
	}
	if len(ws) == 0 {
		return false
	}
	for _, qt := range quotedParts(desc) {
		for _, w := range ws {
			if hasWordAt(qt, w) {
				return true
			}
		}
	}
	return false
}

// hasWordAt reports whether s holds w as whole words (no letter either
// side), in any case.
func hasWordAt(s, w string) bool {
	n := len(w)
	if n == 0 {
		return false
	}
	for i := 0; i+n <= len(s); i++ {
		if !strings.EqualFold(s[i:i+n], w) {
			continue
		}
		before, after := rune(' '), rune(' ')
		if i > 0 {
			before, _ = utf8.DecodeLastRuneInString(s[:i])
		}
		if i+n < len(s) {
			after, _ = utf8.DecodeRuneInString(s[i+n:])
		}
		if !unicode.IsLetter(before) && !unicode.IsLetter(after) {
			return true
		}
	}
	return false
}

// scarce reports whether a lowered sentence presses with scarcity.
func scarce(low string) bool {
	for _, re := range scarcityRes {
		if re.MatchString(low) {
			return true
		}
	}
	return false
}

// proofQuoted reports whether the quote a proof strength shows holds the
// proof itself (a name, a document on offer, a call), not only the
// sentence around it.
func (d *doc) proofQuoted(desc string) bool {
	for _, qt := range quotedParts(desc) {
		qt = strings.Trim(qt, "…")
		ctx := qt
		if i := strings.Index(d.text, qt); i >= 0 {
			if si := d.sentenceAt(i); si >= 0 {
				ctx = d.text[d.sents[si].s:d.sents[si].e]
			}
		}
		low, _ := lowered(qt)
		cue, _ := lowered(ctx)
		if d.referenceInLow(qt, low, cue) {
			return true
		}
	}
	return false
}

// referenceInLow reports whether text (lowered: low) names a reference the
// buyer can check; cue is the lowered
// sentence around text. A checkable reference is a document we offer, a
// call we offer, or a NAMED customer or person (not the card's, not a
// greeting, not a date) in a sentence that says what makes them one.
func (d *doc) referenceInLow(text, low, cue string) bool {
	if sendsDocRe.MatchString(low) || introRe.MatchString(low) || strings.Contains(low, "audited by") {
		return true
	}
	if !refCueRe.MatchString(cue) {
		return false
	}
	if !d.cardLowSet {
		d.cardLow, d.cardLowSet = strings.ToLower(strings.Join(d.bc.clauses, " ")), true
	}
	card := d.cardLow
	for _, m := range nameRe.FindAllStringIndex(text, -1) {
		name := text[m[0]:m[1]]
		words := strings.Fields(name)
		before := strings.TrimRight(text[:m[0]], " ")
		if strings.TrimLeft(before, "-–•*> \t\n") == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, "!") || strings.HasSuffix(before, "?") {
			// a sentence's first word is capitalised anyway
			if w := strings.ToLower(words[0]); stopwords[w] || commonWords[w] || numberWord(w) {
				continue
			}
		}
		if ownName(words, card) {
			continue
		}
		return true
	}
	return false
}

// ownName reports whether a capitalised pair is no third party: a greeting,
// a date, "I'll", or a word the card names (the buyer, their approver,
// their vendor: "Mrs Wróbel" for the card's "Anna Wróbel").
func ownName(words []string, card string) bool {
	for _, w := range words {
		lw := strings.ToLower(strings.Trim(w, "'’-"))
		if i := strings.LastIndexByte(lw, '-'); i > 0 && kindSuffix[lw[i+1:]] {
			return true // "Cerro Verde-type rock": a kind, not a party
		}
		if lw == "i" || greetingWords[lw] || monthNames[lw] || weekdayNames[lw] || strings.HasPrefix(lw, "i'") || strings.HasPrefix(lw, "i’") {
			return true
		}
		if len(lw) > 2 && !stopwords[lw] && containsWord(card, lw) {
			return true
		}
	}
	return false
}

// kindSuffix ends an adjective made from a name ("Cerro Verde-type").
var kindSuffix = toSet("type like style sized size based class grade")

// weekdayNames are the days of the week.
var weekdayNames = toSet("monday tuesday wednesday thursday friday saturday sunday")

// numberWord reports whether w is a small number in words ("Three Aegean farms").
func numberWord(w string) bool {
	switch w {
	case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "many", "most", "some", "all":
		return true
	}
	return false
}

// containsWord reports whether w occurs in s as a whole word.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(w)
		if (a == 0 || !isWordByte(s[a-1])) && (b == len(s) || !isWordByte(s[b])) {
			return true
		}
		i = a + 1
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// droppedImprovements are improvement kinds whose detectors were wrong in
// review over many wordings: not shown.
var droppedImprovements = []string{
	"The opening does not mention",
	"Nothing in the pitch prepares",
	"Nothing prepares for the scenario's",
	"No statement ties an outcome",
	"Your next step has no time or scope",
	"number is about the market or the seller",
	"numbers are about the market or the seller",
	"about your company rather than the buyer",
	"You open on what you sell",
	"Nothing in it builds on the buyer's situation",
	"Nothing in it opens the buyer's side",
	"“you” but nothing about the buyer's situation",
}

// keptImprovement keeps an improvement whose claim holds, with an example
// free of card text and no weaker than what the rep said.
func (d *doc) keptImprovement(im Improvement, unethical bool, stc *structure) (Improvement, bool) {
	if unethical && (strings.Contains(im.Description, "hedge") || strings.Contains(im.Description, "filler")) {
		return im, false // no polishing of a pitch built on the fault
	}
	for _, p := range droppedImprovements {
		if strings.Contains(im.Description, p) {
			return im, false
		}
	}
	switch {
	case strings.HasPrefix(im.Description, "One sentence carries"):
		if !d.wall(stc) {
			return im, false
		}
	case strings.HasPrefix(im.Description, "You don't use any of the numbers"):
		if strings.IndexFunc(d.text, unicode.IsDigit) >= 0 {
			return im, false // the rep's own figures may well be the buyer's
		}
		im.Example = d.advice()
	case strings.HasPrefix(im.Description, "Nothing in the pitch is proof"):
		if !d.noReferenceCandidate() {
			return im, false
		}
		return d.noReferenceImprovement(), true
	case strings.HasPrefix(im.Description, "The pitch works; the next gain is a version short"):
		if !d.shortKeepsAsk(im.Example) {
			return im, false
		}
	case strings.HasPrefix(im.Description, "The pitch ends without a next step"), strings.HasPrefix(im.Description, "The close hands the next step"),
		strings.HasPrefix(im.Description, "After your proposal you hand the next step back"):
		if d.next >= 1 || d.proposesStep() || unethical && strings.Contains(im.Description, "pushes") {
			return im, false
		}
		if strings.HasPrefix(im.Description, "The pitch ends without a next step") && d.concreteProposal() {
			return im, false // a pilot of the rep's own, with its size or time, is a step (pitchasks.go)
		}
		si := d.looseStep()
		if si < 0 {
			si = d.stepAsk() // "your questions only ask for a step": the pitch has one
		}
		if strings.HasPrefix(im.Description, "The pitch ends without a next step") && si >= 0 {
			// a loose ask ("I'd love to find a time to walk you through it")
			// is a step without a day or a scope, not none
			im.Description = "Your step has no day or scope: " + q(d.sentText(si)) + "."
			im.SpecificSuggestion = "Propose the step yourself: who, how long, and when; let the buyer say yes or move it."
			im.at = span{d.sents[si].s, d.sents[si].e}
			im.Example = d.step()
		}
	case strings.HasPrefix(im.Description, "You cut the price before the buyer asked") && unethical:
		return im, false // said by the ethics finding
	case strings.HasPrefix(im.Description, "You cut the price before the buyer asked") && d.allTraded():
		return im, false // a concession traded for a term is the trade the advice asks for
	case strings.HasPrefix(im.Description, "You cut the price before the buyer asked"):
		im.Example = d.fitted("“I'd rather show you what the price buys you than cut it. What does the problem cost you today?”",
			"“I'd rather show you what %s buys you than cut the price. What does the problem cost you today?”",
			"“I'd rather show you what the price buys you across %s than cut it. What does the problem cost you today?”")
	case strings.HasPrefix(im.Description, "No question asks about the buyer's situation"), strings.HasPrefix(im.Description, "You don't ask the buyer anything"):
		if low := d.lowDoc(); d.discoveryN > 0 || askRe.MatchString(low) || d.grounded() && d.concreteProposal() {
			return im, false
		}
		im.Example = d.question()
	}
	im.Example = d.safeExample(im)
	if claimFinding(im.Description) && d.stockLine(im.Example) {
		return im, false // a stock line fixes no buzzword or claim of the rep's: show another improvement
	}
	return im, true
}

// stockLine reports whether ex is one of the objection type's stock lines,
// which answer the objection, not a flaw in the rep's own wording.
func (d *doc) stockLine(ex string) bool {
	if ex == "" {
		return false
	}
	t := d.stockType()
	if ex == stockLine[t] || ex == preemptExample(d.bc.objType) || ex == preemptExample(t) {
		return true
	}
	for _, tpl := range []string{stockLineWith[t], stockLineCount[t]} {
		// (the template's two ends: no need to work out what filled it)
		if pre, suf, ok := strings.Cut(tpl, "%s"); ok && strings.HasPrefix(ex, pre) && strings.HasSuffix(ex, suf) {
			return true
		}
	}
	return false
}

// claimFinding reports whether a finding is about the rep's own wording or
// claims (buzzwords, made-up numbers, talk about the seller or the market).
func claimFinding(desc string) bool {
	for _, p := range []string{"buzzword", "made up or cannot be checked", "about your company rather than", "about the market or the seller"} {
		if strings.Contains(desc, p) {
			return true
		}
	}
	return false
}

// safeExample swaps an example that pastes the scenario's words into the
// rep's mouth, or offers a stock step where the rep proposed a real one,
// for the objection type's stock line.
func (d *doc) safeExample(im Improvement) string {
	ex := im.Example
	clause := d.situationClause()
	pasted := clause != "" && strings.Contains(ex, clause) || strings.HasPrefix(ex, "Start from the buyer's situation")
	stockStepIn := strings.Contains(ex, "on Thursday") && !strings.Contains(d.text, "on Thursday")
	if !pasted && !stockStepIn {
		return ex
	}
	if (strings.Contains(im.Description, "next step") || strings.Contains(im.Description, "no day or scope")) && d.next < 1 {
		return d.step()
	}
	return d.advice()
}

// shortKeepsAsk reports whether a shortened pitch keeps the rep's ask and
// leaves no sentence pointing back at one it cut ("Their head of
// logistics…", "If any of those districts…").
func (d *doc) shortKeepsAsk(ex string) bool {
	if d.nextSent < 0 || d.next < 0.6 {
		return false
	}
	ask := strings.TrimSpace(d.sentText(d.nextSent))
	if len(ask) > 20 && !strings.Contains(ex, ask[:20]) {
		return false
	}
	for _, s := range shownSentences(strings.Trim(ex, "“”")) {
		w := strings.ToLower(strings.Trim(strings.Fields(s + " x")[0], ",;:"))
		switch w {
		case "their", "those", "these", "they", "this", "that", "it", "its", "he", "she", "his", "her", "them":
			return false
		}
		for _, f := range strings.Fields(strings.ToLower(s)) {
			switch strings.Trim(f, ",.;:?!") {
			case "those", "these", "their", "they", "them":
				return false
			}
		}
	}
	return true
}

func shownSentences(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if r == '.' || r == '?' || r == '!' {
			if t := strings.TrimSpace(s[start : i+1]); t != "" {
				out = append(out, t)
			}
			start = i + 1
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// sayLessFeedback writes each score line as one count and at most one
// finding.
func (d *doc) sayLessFeedback(a *Analysis, stc *structure, tm *timing, fault ethicsFault, unethical bool) {
	c := &a.Categories
	// clarity: the length, and one finding about order or length
	cl := []string{fmt.Sprintf("%s in %s (about %.0f words a sentence).",
		plural(d.contentWords, "content word", "content words"), plural(d.countedSents, "sentence", "sentences"), d.avgSentence())}
	fc := firstCounted(d)
	nb, lb := d.tally("buzzword", "negative")
	switch n := d.longSentences(); {
	case d.wall(stc) || stc.nextFirst && len(stc.crowded) == 0:
		cl = append(cl, d.structureFeedback(stc))
	case fc >= 0 && d.opensOnStatistic(fc):
		opening, _ := d.quoteAt(fc, d.sents[fc].s)
		cl = append(cl, "You open with a market statistic, not the buyer's situation: "+opening+".")
	case n > 0:
		cl = append(cl, fmt.Sprintf("%s over 40 words.", plural(n, "sentence runs", "sentences run")))
	case nb > 0:
		cl = append(cl, fmt.Sprintf("%s the message (%s).", plural(nb, "buzzword blurs", "buzzwords blur"), lb))
	case stc.clear() && strings.HasPrefix(stc.sequence(), "situation") && !unethical:
		cl = append(cl, "Clear order: "+stc.sequence()+".")
	case d.openingTies && fc >= 0 && d.praiseable(fc) && !unethical && !d.feats[fc].market && !d.feats[fc].history:
		if qq, _ := d.quoteAt(fc, d.sents[fc].s); !d.quotesFlagged(qq) {
			cl = append(cl, "You open with the buyer's situation: "+qq+".")
		}
	}
	c.Clarity.Feedback = strings.Join(cl, " ")

	// confidence: hedges and fillers, and the ask
	var co []string
	nh, lh := d.tally("hedge", "negative")
	nf, lf := d.tally("filler", "negative")
	switch {
	case nh > 0 && nf > 0:
		co = append(co, fmt.Sprintf("%s your claims (%s).", plural(nh, "hedge softens", "hedges soften"), lh), fmt.Sprintf("%s (%s).", plural(nf, "filler", "fillers"), lf))
	case nh > 0:
		co = append(co, fmt.Sprintf("%s your claims (%s).", plural(nh, "hedge softens", "hedges soften"), lh))
	case nf > 0:
		co = append(co, fmt.Sprintf("%s (%s).", plural(nf, "filler", "fillers"), lf))
	case d.quietHedges == 0:
		co = append(co, "No hedges or fillers.")
	}
	if tm.voice {
		co = append(co, fmt.Sprintf("Pace %.0f words per minute, %s.", tm.wpm, tm.paceNote))
	} else if d.next >= 1 && d.nextSent >= 0 && d.praiseable(d.nextSent) && !unethical && d.pressure+d.pushyQ+d.discount == 0 && !(stc.nextFirst || stc.nextEarly) {
		nq, _ := d.nextQuote()
		co = append(co, "You ask for a concrete next step: "+nq+".")
	} else if d.next < 1 && d.vagueCloses > 0 && !d.proposesStep() && !unethical {
		qq, _ := d.lastVagueClose()
		co = append(co, "You leave the next step to the buyer: "+qq+".")
	} else if d.next == 0 && d.vagueCloses == 0 && d.questionCount() == 0 && d.pressure+d.pushyQ == 0 && !d.asksForStep() {
		co = append(co, "You never ask for a next step.")
	}
	if len(co) == 0 { // (only hedge words of a sense the coach does not show)
		co = append(co, "This rates how sure the pitch sounds.")
	}
	c.Confidence.Feedback = strings.Join(co, " ")

	// persuasiveness: one finding about numbers, one about questions
	var pe []string
	if n, list := d.tally("unsupportedNumber", "negative"); n > 0 {
		them := "them"
		if n == 1 {
			them = "it"
		}
		pe = append(pe, plural(n, "number sounds", "numbers sound")+" impressive, but the buyer cannot check "+them+" ("+list+").")
	} else if list := d.statedBuyerNumbers(); len(list) > 0 && d.discount == 0 && !unethical {
		pe = append(pe, fmt.Sprintf("You use the buyer's own numbers (%s).", strings.Join(first(list, 4), ", ")))
	} else if d.namesReference(span{}) {
		pe = append(pe, "You name a reference the buyer can check.")
	}
	if d.questionCount() == 0 {
		pe = append(pe, "You don't ask the buyer anything.")
	} else if dq, sp := d.discoveryQuote(); d.discoveryN > 0 && dq != "" {
		if si := d.sentenceAt(sp.start); si >= 0 {
			if low, _ := d.lowSent(si); !closeQuestionRe.MatchString(low) {
				pe = append(pe, "You ask about the buyer's situation: "+dq+".")
			}
		}
	}
	if len(pe) == 0 {
		pe = append(pe, fmt.Sprintf("This rates how well the pitch makes the case for this buyer%s.", objNameSuffix(d.bc.objType)))
	}
	c.Persuasiveness.Feedback = strings.Join(pe, " ")

	// tone: the pronoun count, and the worst fault
	var to []string
	if d.you+d.we > 0 {
		to = append(to, fmt.Sprintf("“You/your” %s, “I/we/our” %s.", plural(d.you, "time", "times"), plural(d.we, "time", "times")))
	}
	switch {
	case unethical:
		to = append(to, fault.toneLine())
	case d.bash > 0 && len(d.quotes("tone", "negative", 2)) > 0:
		to = append(to, "Disparaging remarks cost trust: "+strings.Join(d.quotes("tone", "negative", 2), ", ")+".")
	case d.pressure+d.pushyQ > 0 && d.firstQuote("pressure", "negative") != "":
		to = append(to, "Pressure: "+strings.Join(d.quotes("pressure", "negative", 2), ", ")+".")
	case d.dismiss > 0 && len(d.quotes("dismissing", "negative", 2)) > 0:
		to = append(to, "Dismissing: "+strings.Join(d.quotes("dismissing", "negative", 2), ", ")+".")
	case d.emptyPraise > 0 && strings.Contains(strings.ToLower(d.firstQuote("flattery", "negative")), "you"):
		to = append(to, "Flattery is not customer focus: "+d.firstQuote("flattery", "negative")+".")
	}
	if len(to) == 0 {
		to = append(to, "This rates how the pitch treats the buyer.")
	}
	c.Tone.Feedback = strings.Join(to, " ")

	// objection handling: what the score measures, and a price cut or an ethics fault
	oh := []string{fmt.Sprintf("This rates how the pitch prepares for the likely objection%s.", objNameSuffix(d.bc.objType))}
	switch {
	case unethical:
		oh = append(oh, "One unethical move costs the buyer's trust in the whole pitch.")
	case d.discount > 0 && !d.allTraded() && len(d.quotes("discount", "negative", 2)) > 0:
		oh = append(oh, "Offering a price cut unprompted invites haggling: "+strings.Join(d.quotes("discount", "negative", 2), ", ")+".")
	}
	c.ObjectionHandling.Feedback = strings.Join(oh, " ")
}

func objNameSuffix(objType string) string {
	if name, ok := objectionTypeNames[objType]; ok {
		return " (" + name + ")"
	}
	return ""
}

// wall reports whether a sentence carries three or more parts of the pitch
// in over 45 words: a wall of text, not a full sentence.
func (d *doc) wall(stc *structure) bool {
	for _, si := range stc.crowded {
		if len(stc.perSent[si]) >= 3 && d.feats[si].content > 45 {
			return true
		}
	}
	return false
}

// opensOnStatistic reports whether the first sentence is a short market or
// history claim with a figure in it ("Studies show that 87% of hospitals
// waste…"), not the buyer's situation: a long opening that only mentions a
// year somewhere is not.
func (d *doc) opensOnStatistic(fc int) bool {
	f := &d.feats[fc]
	if !(f.market || f.history) || hasEcho(f) || f.content > 25 {
		return false
	}
	return strings.IndexFunc(d.sentText(fc), unicode.IsDigit) >= 0
}

// statedBuyerNumbers are the rep's quotes of numbers the scenario states as
// the buyer's (not arithmetic, not our price).
func (d *doc) statedBuyerNumbers() []string {
	var out []string
	seen := map[string]bool{}
	for _, e := range d.evidence() {
		if e.Kind != "positive" || e.Category != "buyerNumber" {
			continue
		}
		if !d.statedBuyerNumberIn(span{e.Start, e.End}) {
			continue
		}
		qq := "“" + e.Quote + "”"
		if !seen[qq] {
			seen[qq] = true
			out = append(out, qq)
		}
	}
	return out
}

// repSentenceImprovement is built on the rep's own plainest sentence (no
// fault in it, not too long), turned toward the buyer; false when there is
// none.
func (d *doc) repSentenceImprovement() (Improvement, bool) {
	best, bestN := -1, -1
	for si := range d.sents {
		if si >= len(d.feats) || d.feats[si].content < 4 || d.feats[si].content > 25 || d.sents[si].question || !d.praiseable(si) ||
			d.has(ackLex, d.stream(si)) || d.faulted(si) || !d.ourClaim(si) || !(d.feats[si].value || d.statesOutcome(si)) || d.quotesOurPrice(si) {
			continue // (our price is no claim to turn toward the buyer)
		}
		n := len(d.removableFlags(si))
		if n > bestN {
			best, bestN = si, n
		}
	}
	if best < 0 {
		return Improvement{}, false
	}
	ex := d.cleanExample("“"+d.sentText(best)+" What would that change for your team?”", d.removableFlags(best))
	if ex == "" || d.dangling(ex) || !d.hasOwnExample([]Improvement{{Example: ex}}, "") {
		return Improvement{}, false
	}
	return Improvement{Category: "persuasiveness", Priority: "low",
		Description:        "Follow your claims with what they change for this buyer, e.g. after " + q(d.sentText(best)) + ".",
		SpecificSuggestion: "After each claim, ask or say what it changes for this buyer.",
		Example:            ex,
		at:                 span{d.sents[best].s, d.sents[best].e}}, true
}

// shortOrAdvice is the rep's own core (value, proof, ask) when it reads
// whole, else how to cut.
func (d *doc) shortOrAdvice() string {
	if sv := d.shortVersion(); sv != "" && d.shortKeepsAsk(sv) {
		return sv
	}
	if d.nextSent >= 0 && d.next >= 0.6 {
		qq, _ := d.nextQuote()
		return "Keep your ask, " + qq + ", and one proof point; cut each sentence the buyer would not repeat to their team."
	}
	if si := d.stepSentence(); si >= 0 {
		pos := d.sents[si].s
		low, at := d.lowSent(si)
		if m := stepWordRe.FindStringIndex(low); m != nil {
			pos += at[m[0]] // the clause with the proposal, not the one before it
		}
		qq, _ := d.quoteAt(si, pos)
		return "Keep your ask, " + qq + ", and one proof point; cut each sentence the buyer would not repeat to their team."
	}
	return "Read it aloud and cut each sentence the buyer would not repeat to their team."
}

// rehearseExample is the delivery tip, on the rep's own topic where there is one.
func (d *doc) rehearseExample() string {
	if d.nextSent >= 0 && d.next >= 0.6 {
		qq, _ := d.nextQuote()
		return "Say your ask, " + qq + ", aloud three times before the call." // (the quote is the ask alone)
	}
	return "Say your first sentence and your ask aloud three times before the call."
}

// ourClaim reports whether sentence si is the seller's own claim ("Our
// reminders confirm by text"), not a remark about a rival or the buyer.
func (d *doc) ourClaim(si int) bool {
	st := &d.sents[si]
	for i := st.first; i < st.last && i < len(d.toks) && i < st.first+4; i++ {
		switch d.toks[i].norm {
		case "our", "we", "we're", "we've", "it", "this":
			return true
		}
	}
	return false
}
