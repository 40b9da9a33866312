package coach

import (
	"strings"

	"pitchperfect/shared/text"
)

// A question is a claim of discovery only when it asks about the buyer's
// situation. A closing or scheduling ask ("Which week would your
// supervisors give us access?", "When can we meet with the CEO?", "What do
// you think?") asks for a step or a verdict on ours: it is not discovery,
// whoever it names.

// scheduleAskRe finds a question about when a step of ours happens: a
// when/which-time question, or one that asks for a meeting, access, a
// booking or a signature.
var scheduleAskRe = text.MustGate(`^(so |and |then |ok |okay )?(which (day|days|week|weeks|month|date|time|slot|morning|afternoon|evening)|which (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?|what (time|day|date)s? (can|could|shall|should|would|will|works?|suits?)|when (can|could|shall|should|would|will|do) (we|i|us)|when (is|would be|works|suits) (a |the )?(good|best|convenient|better|right|easiest|ok)? ?(time|day|for you|best))\b`)

// scheduleAskAnyRe is the part of the schedule ask found anywhere in the
// question, run only when scheduleCue finds its words.
var scheduleAskAnyRe = text.MustGate(`\b(when|which (day|week|date|time|slot)) (can|could|shall|should|would|will) (we|i|us|you|your team|your \w+)\b[^?]{0,60}\b(meet|meeting|call|demo|visit|start|install|fit|book|schedule|access|sign|begin|go ahead|come|walk|talk|sit down|set up|kick off|available|free)\b|\b(give|get|grant) (us|me) access\b|\bbook (us|me|it|in|a|the)\b`)

// verdictAskRe finds a question asking the buyer's verdict on what we said
// ("What do you think?", "How does that sound?", "Does that make sense?"),
// with nothing after it about their situation.
var verdictAskRe = text.MustGate(`^(so |and |well )?(what do you think|what are your thoughts|thoughts|how does (that|this) sound|does (that|this) (sound|make sense|work|seem)|sound good|sounds good|are you in|shall we|deal|fair|make sense|what do you say|would (that|this) work|is (that|this) (ok|okay|fair|something))( (of|about) (that|this|it|the offer|the idea|my proposal|our proposal|the plan))?( to you| for you| to you both| for you both)?( [a-z]+)?[?!. ]*$`)

// closingAsk reports whether sentence si asks for a step or a verdict
// rather than about the buyer's situation.
func (d *doc) closingAsk(si int) bool {
	if si < 0 || si >= len(d.sents) || !d.sents[si].question {
		return false
	}
	// one of the words every pattern below needs (cheap, before lowering);
	// a long question needs a schedule word ("which", "when", "access",
	// "book"): a verdict ask is short
	cue, long := false, d.sents[si].last-d.sents[si].first > 14
	for i := d.sents[si].first; i < d.sents[si].last && !cue; i++ {
		n := d.toks[i].norm
		cue = closingCue[n] && (!long || scheduleWord[n])
	}
	if !cue {
		return false
	}
	low := strings.TrimSpace(d.lowSentOnly(si))
	if i := strings.LastIndexAny(low, ".!;:—–"); i >= 0 && i < len(low)-1 && !strings.Contains(low[i+1:], ".") {
		low = strings.TrimSpace(low[i+1:]) // the question itself, after a lead-in
	}
	for _, p := range []string{",", " – ", " — "} {
		if i := strings.Index(low, p); i > 0 && i < 25 && greetingLead(low[:i]) {
			low = strings.TrimSpace(low[i+len(p):]) // "Captain, when can we meet?"
		}
	}
	if i := strings.LastIndex(low, ", "); i > 0 && closeTailRe.MatchString(low[i+2:]) {
		return true // "So what do you say, shall we go ahead?": a close
	}
	if scheduleAskRe.MatchString(low) {
		return true
	}
	if anyOf(low, scheduleCue) && scheduleAskAnyRe.MatchString(low) {
		return true
	}
	return strings.Count(low, " ") < 12 && verdictAskRe.MatchString(low) // (a verdict ask is short)
}

// priceMoveRe finds the rep moving on price or terms ("I can bring it
// closer to 55", "we could go to 4.8", "knock 10% off", "spread the
// payments"): its hedge is the honest part, never cut to make the offer
// firmer.
var priceMoveRe = text.MustGate(`\b(bring (it|the price|that|this) (down|closer|nearer|lower)|go (down )?to \S*\d|knock\b[^.?!]{0,20}\boff|drop (it|the price|our price) (to|by)|shave\b[^.?!]{0,20}\boff|do (it|this|that) for \S*\d|come down (to|by)|sharpen (the|our) pencil|meet you (at|in the middle)|spread (the |your )?(payments?|cost)|split the payments?|(in|over) instal?lments|payment (plan|holiday))`)

// scopedProposalRe finds a proposal with its own scope ("start with the 300
// pubs with the worst return rates this year"): however hedged, it is the
// rep's step, not the step handed to the buyer.
var scopedProposalRe = text.MustGate(`\b(start|begin|phase|pilot|trial|roll (it )?out|kick off)( it)? (with|on|in|at|across) (the |your |a |an )?(first |worst |busiest |biggest )?(\d[\d,]*|one|two|three|four|five|six|ten|twelve|twenty)\b`)

// closeTailRe finds a question's last clause asking for the go-ahead
// itself ("shall we go ahead?", "can we proceed?"): a close, not discovery.
var closeTailRe = text.MustGate(`^(so |then |and )?(shall|should|can|could) (we|i) (just )?(go ahead|proceed|get started|get going|start|sign|do it|do this|move forward|crack on|make it happen|lock it in|get it signed)( then| now| today)?[?!. ]*$`)

// tagQuestionRe finds a statement with a tag asking the buyer to agree
// ("so really it's your decision, isn't it?"): it asks nothing about the
// buyer's situation.
var tagQuestionRe = text.MustGate(`(,|—|–) ?(isn't it|isn't that (right|so|true)|aren't they|aren't you|don't you( think| agree)?|doesn't it|don't they|wouldn't you (say|agree)|won't you|right|yeah|eh|no|surely|agreed)\?+\s*$`)

// scheduleCue holds words one of which scheduleAskAnyRe needs.
var scheduleCue = []string{"access", "book ", "when ", "which "}

// scheduleWord holds the closing cues a long question can carry.
var scheduleWord = toSet("which when access book")

// closingCue holds a word each closing-ask pattern needs.
var closingCue = toSet("which when what access book thoughts sound sounds sense shall deal fair say work should can could")

// greetingLead reports whether a lead-in is only a name or a greeting.
func greetingLead(s string) bool {
	f := strings.Fields(s)
	return len(f) <= 3 && len(f) > 0
}

// demoteClosingAsks turns closing and scheduling asks the question
// classifier read as discovery into confirms, for a pitch: they no longer
// count as discovery, in the score or in what the report shows.
func (d *doc) demoteClosingAsks() {
	reported := d.reportedQuestions() // ethicsmoves.go
	for si := range d.feats {
		f := &d.feats[si]
		if f.q != qDiscovery || !reported[si] && !d.closingAsk(si) && !tagQuestionRe.MatchString(strings.TrimSpace(d.lowSentOnly(si))) && !d.signNow(si) {
			continue
		}
		f.q = qConfirm
		if reported[si] {
			f.q = qOther // the board's questions, listed: no ask at all
		}
		d.discoveryN--
		if f.qRelevant {
			d.discovery--
		} else {
			d.discovery -= 0.5
		}
		st := d.sents[si]
		d.dropEvidence(func(e *Evidence) bool {
			return e.Category == "discovery" && e.Kind == "positive" && e.Start >= st.s && e.End <= st.e
		})
	}
}

// scopedCloses takes the hand-back off a sentence that proposes a step
// with its own scope ("Maybe we could phase it: start with the 300 pubs
// …"): a hedge on it is a hedge, not the step left to the buyer.
func (d *doc) scopedCloses() {
	for si := range d.feats {
		f := &d.feats[si]
		if !f.vagueClose {
			continue
		}
		if low, _ := d.lowSent(si); !scopedProposalRe.MatchString(low) {
			continue
		}
		f.vagueClose = false
		d.vagueCloses--
		st := d.sents[si]
		d.dropEvidence(func(e *Evidence) bool {
			return e.Category == "nextStep" && e.Kind == "negative" && e.Start >= st.s && e.End <= st.e
		})
	}
}

// blameRe finds the rep putting a failure of theirs on someone else: the
// customer, the operator, "not our fault".
var blameRe = text.MustGate(`\b(was|is|were|it's|that's)( entirely| all| totally| completely| purely| 100%)? (the |their |his |her |that )?(customer|client|operator|buyer|user|contractor|subcontractor|other party|other side)('s|s'|’s) fault\b|\bnot (our|my) fault\b|\b(entirely|all|totally|completely) (their|his|her) (own )?fault\b`)

// blames marks a sentence that blames a customer or another party for
// the rep's own failure as disparaging: never proof, never value.
func (d *doc) blames() {
	if !strings.Contains(d.lowDoc(), "fault") {
		return // (the word every pattern needs)
	}
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		m := blameRe.FindStringIndex(low)
		if m == nil || f.bash > 0 {
			continue
		}
		f.bash++
		d.bash++
		f.value, f.quantValue, f.proof = false, false, false
		d.ev.add(d.text, "tone", "negative", st.s+at[m[0]], st.s+at[m[1]], "blames someone else for our failure")
		d.sortedEv = nil
	}
}

// scheduledClose makes a pitch's last sentence its next step when it asks
// when our own proposal happens ("My proposal: we instrument cranes 7, 13
// and 19 for 90 days … Which week would your supervisors give us access
// to crane 13?"): the step has its scope in the proposal, its day in the
// answer.
func (d *doc) scheduledClose() {
	last := d.lastCounted()
	if last < 0 || d.next >= 1 || !d.sents[last].question || d.faulted(last) {
		return
	}
	low := strings.TrimSpace(d.lowSentOnly(last))
	if !(scheduleAskRe.MatchString(low) || anyOf(low, scheduleCue) && scheduleAskAnyRe.MatchString(low)) || !ownPlanRe.MatchString(d.lowDoc()) {
		return
	}
	f := &d.feats[last]
	if f.pressure+f.argue+f.dismiss+f.bash+f.discount > 0 {
		return
	}
	f.next = 1
	f.vagueClose = false
	d.next, d.nextSent = 1, last
	st := &d.sents[last]
	d.ev.addKey(d.text, "nextStep", "positive", st.s, st.e, "concrete next step")
}

// salutation reports whether sentence si only greets or names the buyer
// ("Captain Mehta,", "Hi Aroha!!", "Good morning Mrs Wróbel,"): it is no
// opening on the buyer's situation, nor anything else.
func (d *doc) salutation(si int) bool {
	st := &d.sents[si]
	s := strings.TrimSpace(d.text[st.s:st.e])
	if s == "" || strings.HasSuffix(s, "?") {
		return false
	}
	words := strings.Fields(strings.TrimRight(s, ",:;!.—– "))
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, ",!"))
		if greetingWords[lw] || lw == "there" || lw == "all" || lw == "team" {
			continue
		}
		r := []rune(w)
		if len(r) == 0 || !(r[0] >= 'A' && r[0] <= 'Z' || r[0] > 127 && strings.ToUpper(string(r[0])) == string(r[0])) {
			return false
		}
		if i == 0 && len(words) > 1 && strings.HasSuffix(w, ",") {
			return false // "Thandeka, I know …" is a sentence, not a greeting
		}
	}
	return true
}

// Improvements that re-ask or under-ask. A pitch that already states the
// buyer's problem in their own terms (their numbers, what they told us) and
// proposes a concrete step is not told to "ask one open question about
// their situation": the example would re-ask a known fact and be weaker
// than the rep's own proposal. A pitch with a concrete proposal is not
// told to "close on one step with a day and a scope".

// restatesRe finds the rep building on what the buyer said or showed
// ("you told our engineer", "from what you've said", "your own drill logs").
var restatesRe = text.MustGate(`\b(you told|you've told|you said|you mentioned|you shared|you sent|you showed|from what you've (said|told)|as you (said|put it|mentioned)|your own [a-z-]+( [a-z-]+)? (show|shows|put|puts|say|says|file|files|logs?|data|figures|numbers|reports?|records?))\b`)

// ownPlanRe finds a proposal of the rep's own: a plan, a pilot, a test, a
// visit ("My proposal: we instrument cranes 7, 13 and 19 for 90 days").
var ownPlanRe = text.MustGate(`\b(my proposal|my suggestion|here's my suggestion|i'd propose|i'd suggest|i suggest|i propose|what i'd suggest|what i suggest|here's (a|my|the|what) (plan|proposal|i'd suggest)|here is (a|my) (plan|proposal)|we ((could|can|will|'ll|would) )?(fit|install|instrument|run|set up|start|pilot|trial|test|model|connect|spend (a|one|two|three|\d+) (day|days|week|weeks)))\b`)

// grounded reports whether the pitch states the buyer's situation in their
// own terms: a number the card gives as theirs, a figure said to them about
// them, or what they told us.
func (d *doc) grounded() bool {
	if len(d.statedBuyerNumbers()) > 0 || restatesRe.MatchString(d.lowDoc()) {
		return true
	}
	for si := range d.feats {
		f := &d.feats[si]
		if d.sents[si].question || f.you == 0 || d.quotesOurPrice(si) {
			continue
		}
		if strings.IndexFunc(d.sentText(si), func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
			return true
		}
	}
	return false
}

// concreteProposal reports whether the rep proposes a step with a day or a
// size, or a plan, pilot or test of their own.
func (d *doc) concreteProposal() bool {
	if d.next >= 1 || d.proposesStep() {
		return true
	}
	low := d.lowDoc()
	return ownPlanRe.MatchString(low) && (stepWhenRe.MatchString(low) || offersCheckRe.MatchString(low))
}

// proofIsThePoint reports whether the pitch's proof carries it (a trust
// objection, or two proofs or a named reference): a shorter version "with
// one proof point" would cut what the buyer needs.
func (d *doc) proofIsThePoint() bool {
	return d.bc.objType == "trust" || d.proofSents >= 2 || d.namesReference(span{})
}

// noReferenceCandidate reports whether nothing in the pitch could be proof
// the buyer can check: no capitalised name of a third party (whatever the
// sentence says of it), no document or call on offer, no test on the
// buyer's side. Claiming an absence needs this much: the presence check
// (namesReference) is strict the other way.
func (d *doc) noReferenceCandidate() bool {
	low := d.lowDoc()
	if offersCheckRe.MatchString(low) || sendsDocRe.MatchString(low) || introRe.MatchString(low) || strings.Contains(low, "audited") {
		return false
	}
	if !d.cardLowSet {
		d.cardLow, d.cardLowSet = strings.ToLower(strings.Join(d.bc.clauses, " ")), true
	}
	for si := range d.sents {
		s := d.text[d.sents[si].s:d.sents[si].e]
		for _, m := range capWordRe.FindAllStringIndex(s, -1) {
			before := strings.TrimRight(s[:m[0]], " ")
			if strings.TrimLeft(before, "-–•*>0123456789.) \t\n\"“‘'(") == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") ||
				strings.HasSuffix(before, "!") || strings.HasSuffix(before, "?") {
				continue // a sentence's first word is capitalised anyway
			}
			if !ownName([]string{s[m[0]:m[1]]}, d.cardLow) {
				return false // a name the card does not give: it may be a reference
			}
		}
	}
	return true
}

// capWordRe finds a capitalised word.
var capWordRe = text.MustGate(`\b\p{Lu}[\p{L}'’-]*`)

// noReferenceImprovement is the one absence of proof a report may claim.
func (d *doc) noReferenceImprovement() Improvement {
	return Improvement{Category: "persuasiveness", Priority: "low",
		Description:        "No customer is named that the buyer could call.",
		SpecificSuggestion: "Name one customer in the buyer's position, the result they got, and offer a call with them.",
		Example: d.fitted(referenceLine[d.stockType() == "authority"],
			"“One of our customers in the same position can tell you what %s changed for them; I can set up a 15-minute call with them this week.”",
			"“One of our customers in the same position can tell you what changed for them; I can set up a 15-minute call this week, so you can weigh it for %s.”")}
}

// referenceLine offers a customer call; on an authority objection, to the
// decision maker too.
var referenceLine = map[bool]string{
	false: "“One of our customers in the same position can tell you what changed for them; I can set up a 15-minute call with them this week.”",
	true:  "“One of our customers in the same position can tell you what changed for them; I can set up a 15-minute call this week for you and your decision maker.”",
}

// A rep who doubts their own side out loud ("you'd be foolish to trust us
// on our word, so I'm not going to ask you to") invites the buyer to check:
// the words "foolish" and "trust us" are no put-down and no pressure there.
// selfDoubtRe finds the rep's own side as what not to trust, or the rep
// declining to ask for trust.
var selfDoubtRe = text.MustGate(`\b(foolish|silly|mad|crazy|naive|wrong|unwise|reckless)\b[^.?!]{0,20}\b(to )?(trust|believe|take) (us|me|our word|my word|it from us|it from me|what (we|i) say)\b|\b(i'm not|i am not|we're not|we are not|i won't|we won't|i wouldn't|we wouldn't) (going to )?(ask|asking) you to (trust|believe|take)\b|\b(don't|do not|shouldn't|should not|no need to) (just )?(trust|believe|take) (us|me|our word|my word)( for it)?\b|\bso i'm not going to ask you to\b`)

// excuseSelfDoubt takes the put-down, pressure and dismissal findings off
// sentences where the rep doubts their own side, for a pitch.
func (d *doc) excuseSelfDoubt() {
	for si := range d.feats {
		f := &d.feats[si]
		if f.bash+f.dismiss+f.pressure == 0 {
			continue // nothing to excuse
		}
		low, _ := d.lowSent(si)
		if !selfDoubtRe.MatchString(low) {
			continue
		}
		d.bash -= f.bash
		d.dismiss -= f.dismiss
		d.pressure -= f.pressure
		f.bash, f.dismiss, f.pressure = 0, 0, 0
		st := d.sents[si]
		d.dropEvidence(func(e *Evidence) bool {
			return e.Kind == "negative" && (e.Category == "tone" || e.Category == "dismissing" || e.Category == "pressure") && e.Start >= st.s && e.End <= st.e
		})
	}
}

// A concession traded for a commitment ("there might be some room on a
// three-year term") is negotiating, not a price cut "before the buyer
// asked": a report that says so, then suggests trading price for a term,
// contradicts itself. tradeRe finds the commitment; a deadline beside it
// ("if you sign today") keeps it a fault.
var tradeRe = text.MustGate(`\b(on|for|with|against) (a|an) ([a-z0-9]+[- ])?(year|month|season)s?[- ]?(term|contract|commitment|agreement|deal|minimum)\b|\b(multi-year|multiyear|longer|two-year|three-year|five-year) (term|contract|commitment|agreement|deal)\b|\b(if you|provided you|as long as you|in exchange for|in return for)( can)? (sign|commit|take|agree|give|order|buy|prepay|pay|extend|renew|be|act as|provide)\b[^.?!]{0,30}\b(term|contract|commitment|years?|months?|reference|case study|volume|upfront|in advance|all (\w+ )?sites)\b`)

// allTraded reports whether every price concession of the pitch is traded
// for a commitment: the report does not call it a cut before the buyer
// asked, nor tell the rep to trade it.
func (d *doc) allTraded() bool {
	n := 0
	for si := range d.feats {
		if d.feats[si].discount == 0 {
			continue
		}
		low, _ := d.lowSent(si)
		if !tradeRe.MatchString(low) || deadlineRe.MatchString(low) {
			return false
		}
		n++
	}
	return n > 0
}

// guaranteeDesc opens the finding on a promise no one can keep ("there's no
// chance of us going under", "the EPA themselves recommend us").
const guaranteeDesc = "You claim what the buyer cannot check: "

// guaranteeImprovement names the first sentence unverifiable marked: a
// regulator's backing or a guaranteed outcome.
func (d *doc) guaranteeImprovement() (Improvement, bool) {
	for si := range d.sents {
		if d.feats[si].overclaim == 0 {
			continue // (cheap first: most sentences claim nothing)
		}
		low, at := d.lowSent(si)
		m := regulatorBackingRe.FindStringIndex(low)
		if m == nil {
			m = guaranteeRe.FindStringIndex(low)
		}
		if m == nil {
			continue
		}
		st := &d.sents[si]
		pos := st.s
		if at != nil {
			pos += at[m[0]]
		} else {
			pos += m[0]
		}
		qq, sp := d.quoteAt(si, pos)
		ex := d.fitted("“I won't promise that outright; I'll show you the figures behind it, and you can check them yourself.”",
			"“I won't promise that outright; I'll show you the figures behind %s, and you can check them yourself.”",
			"“I won't promise that outright; I'll show you the figures behind it for %s, and you can check them yourself.”")
		if d.namesReference(span{}) || !d.noReferenceCandidate() {
			ex = "“I won't promise that outright; the proof I've offered is there for you to check.”" // (never re-offer what the rep offered)
		}
		return Improvement{Category: "persuasiveness", Priority: "high", at: sp,
			Description:        guaranteeDesc + qq + ".",
			SpecificSuggestion: "Replace the promise with what backs it: a figure, a test or a contract clause the buyer can check.",
			Example:            ex}, true
	}
	return Improvement{}, false
}
