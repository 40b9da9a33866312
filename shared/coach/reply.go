package coach

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// Feedback is the coaching for one reply in a role-play, in the shape of the
// spec's Feedback / Coaching analysis result. All ratings are 0–100.
type Feedback struct {
	OverallScore        int                 `json:"overallScore"`
	Strengths           []Strength          `json:"strengths" ts:"nullable"` // nil when none
	Improvements        []Improvement       `json:"improvements"`
	ResponseAnalysis    ResponseAnalysis    `json:"responseAnalysis"`
	SessionProgression  SessionProgression  `json:"sessionProgression"`
	MissedOpportunities []MissedOpportunity `json:"missedOpportunities"`
	IdealResponse       IdealResponse       `json:"idealResponse"`
	CoachingTips        CoachingTips        `json:"coachingTips"`
	Stages              Stages              `json:"stages"`
	Evidence            []Evidence          `json:"evidence"`
}

// ResponseAnalysis rates tone, clarity and objection handling.
type ResponseAnalysis struct {
	Tone              ToneAnalysis              `json:"tone"`
	Clarity           ClarityAnalysis           `json:"clarity"`
	ObjectionHandling ObjectionHandlingAnalysis `json:"objectionHandling"`
}

// ToneAnalysis rates how the reply sounds.
type ToneAnalysis struct {
	Rating          int      `json:"rating"`
	Confidence      int      `json:"confidence"`
	Empathy         int      `json:"empathy"`
	Professionalism int      `json:"professionalism"`
	Feedback        string   `json:"feedback"`
	Suggestions     []string `json:"suggestions"`
}

// ClarityAnalysis rates how specific and well ordered the reply is.
type ClarityAnalysis struct {
	Rating      int    `json:"rating"`
	Specificity int    `json:"specificity"`
	Structure   int    `json:"structure"`
	Feedback    string `json:"feedback"`
}

// ObjectionHandlingAnalysis rates the acknowledge → clarify → respond →
// confirm sequence.
type ObjectionHandlingAnalysis struct {
	Rating        int    `json:"rating"`
	Technique     string `json:"technique"`
	Effectiveness string `json:"effectiveness" ts:"enum=high|medium|low"`
}

// SessionProgression places this reply in the session.
type SessionProgression struct {
	ResponseNumber int `json:"responseNumber"`
	// ConfidenceProgression is the overall score of every reply so far,
	// oldest first, ending with this one.
	ConfidenceProgression []int  `json:"confidenceProgression"`
	ImprovementTrend      string `json:"improvementTrend" ts:"enum=improving|declining|consistent"`
}

// MissedOpportunity is something the reply could have done with what the
// buyer said.
type MissedOpportunity struct {
	Description    string `json:"description"`
	BetterApproach string `json:"betterApproach"`
	Example        string `json:"example"`
}

// IdealResponse is a model reply built from the objection and the buyer's
// situation. It is a template: the rep fills in facts they can stand behind.
type IdealResponse struct {
	Text          string   `json:"text"`
	Explanation   string   `json:"explanation"`
	KeyTechniques []string `json:"keyTechniques"`
}

// CoachingTips are what to do next time and what to practise.
type CoachingTips struct {
	Immediate []string `json:"immediate"`
	LongTerm  []string `json:"longTerm"`
}

// Stages reports the four steps of objection handling, each 0–100, with the
// quote that earned it.
type Stages struct {
	Acknowledge Stage `json:"acknowledge"`
	Clarify     Stage `json:"clarify"`
	Respond     Stage `json:"respond"`
	Confirm     Stage `json:"confirm"`
}

// Stage is one step of objection handling.
type Stage struct {
	Score int    `json:"score"`
	Quote string `json:"quote,omitempty"`
}

// AssessReply scores a reply to the buyer's objection in a role-play.
// previousScores are the overall scores of the rep's earlier replies in the
// session, oldest first; they only set sessionProgression.
//
// The raw score is 20 points of base plus up to 14 for acknowledging the concern,
// 24 for a clarifying question, 26 for a response with relevant value or
// proof, 14 for confirming or proposing a next step and 2 for using the
// buyer's terms; minus deductions for caving on price (more if it comes
// before any question), arguing, dismissing, disparaging, pressure,
// accepting a brush-off, hedges, fillers, buzzwords, made-up or irrelevant
// numbers and empty flattery. It is mapped onto 0–100 by a strictly increasing
// curve that bends below 25 and above 90 instead of clipping, so weak replies
// still differ.
//
// A reply is judged by its stage: a turn that is only an acknowledgement and
// a sharp clarifying question is complete (responding and confirming come
// once the buyer answers); a checkable answer to the buyer's direct question
// needs no acknowledgement or question first; a concrete plan answers a
// timing or authority objection. A price concession in any wording (a lower
// price than the one on the table, matching, free months) is "discount"
// evidence, "traded for a commitment" when conditional.
func AssessReply(objection string, reply string, sc Scenario, previousScores []int) Feedback {
	bc := newBuyerContext(sc, objection)
	d := analyzeDocPriced(reply, &bc, scenarioPrices(sc.Custom, objection), asksDirectly(objection))
	populationStats(d)        // replystats.go
	honestWords(d)            // replyhonest.go
	datesNotDelays(d)         // replyhonest.go
	deferrals(d)              // replyhonest.go
	offeredDocuments(d)       // replyhonest.go
	vagueClaims(d)            // replyhonest.go
	datedSteps(d)             // replyhonest.go
	priceCaves(d)             // price.go
	pressures(d, false)       // pressure.go
	argueSense(d)             // replytrim.go
	crowd := genericClaims(d) // replyhonest.go
	plainSpecific(d)          // replyhonest.go
	if t := strongTypeWord(objection); guessObjType(objection) == "trust" || t == "" && bc.objType == "trust" {
		trackRecord(d)
	}
	r := assessReplyDoc(d, objection)
	r.crowd = crowd
	fb := Feedback{
		OverallScore:        r.overall,
		Strengths:           r.strengths(),
		Improvements:        r.improvements(),
		ResponseAnalysis:    r.responseAnalysis(),
		SessionProgression:  progression(previousScores, r.overall),
		MissedOpportunities: r.missed(),
		Stages:              r.stagesOut(),
		Evidence:            append([]Evidence{}, d.evidence()...),
	}
	d.finishFeedback(&fb, objection) // consistency.go
	// say less, and only what is nearly always true (replytrim.go)
	fb.Strengths = r.trimStrengths(fb.Strengths, sc.Custom, objection)
	fb.Improvements = r.trimImprovements(fb.Improvements, sc.Custom, objection)
	fb.MissedOpportunities = r.trimMissed(fb.MissedOpportunities, fb.Improvements)
	fb.CoachingTips = r.tips(fb.Improvements)
	r.idealFromShown(&fb, sc.Custom, objection) // replyideal.go
	return fb
}

func progression(prev []int, current int) SessionProgression {
	sp := SessionProgression{ResponseNumber: len(prev) + 1, ImprovementTrend: "consistent"}
	for _, p := range prev {
		sp.ConfidenceProgression = append(sp.ConfidenceProgression, int(clamp(float64(p), 0, 100)))
	}
	sp.ConfidenceProgression = append(sp.ConfidenceProgression, current)
	if n := len(prev); n > 0 {
		k := min(n, 3)
		sum := 0.0
		for _, p := range sp.ConfidenceProgression[n-k : n] {
			sum += float64(p)
		}
		diff := float64(current) - sum/float64(k)
		switch {
		case diff >= 5:
			sp.ImprovementTrend = "improving"
		case diff <= -5:
			sp.ImprovementTrend = "declining"
		}
	}
	return sp
}

// replyResult is the assessment of a reply.
type replyResult struct {
	d         *doc
	objection string

	ack, clarify, respond, confirm float64
	ackSent, clarifySent           int
	respondSent, confirmSent       int
	instantDiscount                bool
	yesBut                         bool
	brushOff                       bool
	offTopic                       bool
	penalties                      float64

	said []string // what the buyer's line states (saidSlots)
	// leadIn: questions asked after a statement and a colon ("So I call
	// with something useful: who decides?"); the ideal drops the lead-in.
	leadIn   map[int]bool
	guessed  string            // the objection type guessed from the buyer's line
	scInLine int8              // memo of lineHasType(objection, scenario type): 0 unknown, 1 yes, 2 no
	noNeed   int8              // memo of the line doubting the need (doubtsNeed): 0 unknown, 1 yes, 2 no
	offerMem int8              // memo of offered: 0 unknown, 1 yes, 2 no
	soft     map[string]string // memo of softFlags (replyideal.go)
	kept     []keptSentence
	keptSet  bool // kept is the memo of keptSentences

	// stockAck: the acknowledgement is a bare stock phrase ("I hear you.")
	// that names no concern; it is neither praised nor counted in full.
	stockAck bool
	// directQ: the buyer's line asks a direct question ("How do I know
	// you'll still be around?"); answerTurn: the reply answers it with
	// something the buyer can check, which is a complete turn without a
	// clarifying question.
	directQ, answerTurn bool
	// clarifyTurn: the reply is a sharp clarifying question (with or without
	// an acknowledgement); responding and confirming come once the buyer
	// answers, so they are not expected in this turn.
	clarifyTurn bool
	// planTurn: a timing or authority objection answered with a concrete
	// plan (a dated call with the decider, a start after the busy season).
	planTurn bool
	// fitTurn: the answer does the math in the buyer's own numbers and
	// checks it landed; no clarifying question is missing.
	fitTurn bool
	// the stage values the score uses: the measured ones, with the stages a
	// turn of this kind does not need credited.
	ackEff, clarifyEff, respondEff, confirmEff float64
	sharp                                      sharpness // of a clarifying turn's question

	// dodges: the sentences that help the buyer go around the person or
	// rule that approves the purchase (replyethics.go), a severe fault.
	dodges []dodge
	// crowd: claims about an unnamed crowd of customers ("Farms that adopt
	// it often see gains"), which the buyer cannot check (replyhonest.go).
	crowd []int

	raw      float64 // before soft()
	overall  int
	handling int
}

func assessReplyDoc(d *doc, objection string) *replyResult {
	objection, _ = truncate(objection, maxContextBytes)
	r := &replyResult{d: d, objection: objection, ackSent: -1, clarifySent: -1, respondSent: -1, confirmSent: -1,
		said: saidSlots(objection), leadIn: map[int]bool{}}
	r.dodges = ethicsFaults(d) // replyethics.go
	smears(d)                  // replyethics.go
	var counted []int
	for si := range d.feats {
		if colonQuestion(d, si) {
			r.leadIn[si] = true
		}
		if d.feats[si].content > 0 {
			counted = append(counted, si)
		}
	}
	if len(counted) == 0 {
		r.raw, r.overall = 0, 0 // nothing to assess
		r.handling = 0
		return r
	}
	toks := d.toks
	sentNF := func(si int) []int {
		st := &d.sents[si]
		var nf []int
		for i := st.first; i < st.last; i++ {
			if toks[i].role != roleFiller {
				nf = append(nf, i)
			}
		}
		return nf
	}
	negative := func(f *sentFeat) bool {
		return f.argue+f.dismiss+f.bash+f.discount+f.pressure > 0 || f.q == qPushy
	}

	// Acknowledge: in the first two sentences, before any argument.
	for k, si := range counted {
		if k >= 2 {
			break
		}
		f := &d.feats[si]
		nf := sentNF(si)
		lexHit := len(ackLex.scan(toks, nf)) > 0
		weak := false // only a one-word opener: "Okay, …", "Sure, …"
		if k == 0 && !lexHit {
			// skip an interjection before the opener ("Oh, …", "Well, …")
			p := 0
			for p < len(nf)-1 && (toks[nf[p]].norm == "oh" || toks[nf[p]].norm == "well" || toks[nf[p]].norm == "look" || toks[nf[p]].role != roleNone) {
				p++
			}
			if n, ph := ackOpeners.match(toks, nf, p); n > 0 {
				lexHit = true
				weak = weakOpeners[ph.text]
				if d.answering && (ph.text == "yes" || ph.text == "sure" || ph.text == "absolutely") {
					lexHit = false // "Yes." answers the buyer's question; it acknowledges nothing
				}
			}
		}
		if negative(f) {
			if k == 0 {
				break // opening with a concession or an argument is not acknowledgement
			}
			continue
		}
		if f.vagueClose && f.content <= 30 {
			lexHit = false // "Thanks for your time!" signs off; it acknowledges nothing (a run-on's tail does not undo its opening)
		}
		runOnAck := false
		if lexHit && f.content > 30 && answerMaterial(f) && !hasIrrelevant(f) {
			// a run-on that opens on the acknowledgement ("I understand, and …")
			// still acknowledges, though the buyer has to dig for it
			if hits := ackLex.scan(toks, nf); len(hits) > 0 && hits[0].from <= 2 {
				runOnAck = true
			}
		}
		if lexHit && !runOnAck && (f.content > 30 || !answerMaterial(f) || hasIrrelevant(f)) {
			lexHit = false // a run-on of hype or made-up numbers does not acknowledge anything
		}

		if lexHit {
			r.ack, r.ackSent = 1, si
			switch {
			case stockAckOnly(d, si) && r.namesConcernAfter(si): // replysense.go
				r.ack, r.ackSent = 0.6, si+1 // "I understand. That kind of thing is hard to forget": the second names it
			case stockAckOnly(d, si):
				r.ack, r.stockAck = 0.45, true
			case weak && !overlapsObjection(d, f) && f.typeHits == 0:
				r.ack = 0.3 // "Okay, …" or "Sure, but …" names no concern
			case hedgedSentence(d, si) && !runOnAck:
				r.ack = 0.3 // "maybe a fair point, sort of" grants nothing the buyer can hear
			case runOnAck:
				r.ack = 0.6
			}
			if containsNorm(toks, nf, "but", "however") {
				r.yesBut = true // "I hear you, but …" takes the acknowledgement back
			}
			break
		}
		// a short first sentence in the buyer's own terms, that is not
		// already an answer (a number, a reframe, "… but …")
		if k == 0 && f.q == qNone && f.content <= 20 && overlapsObjection(d, f) && len(f.quantities) == 0 &&
			f.buzz == 0 && !f.selfClaim && !containsNorm(toks, nf, "but", "however") {
			r.ack, r.ackSent = 0.6, si
			break
		}
		// the buyer's point restated in their words ("Then there are two
		// approvals and they need different evidence" for "Mrs Mai decides,
		// and the auditors have to approve it too")
		if k == 0 && f.q == qNone && f.content <= 15 && restatesLine(d, si) { // replysense.go
			r.ack, r.ackSent = 0.6, si
			break
		}
		// thanks for what the buyer just told ("Thank you, Captain, that
		// helps"): they were heard; a sign-off ("Thanks for your time") is not
		if k == 0 && f.q == qNone && f.content <= 20 && !f.vagueClose && containsNorm(toks, nf, "thank", "thanks") &&
			!f.selfClaim && f.buzz == 0 && !containsNorm(toks, nf, "but", "however") {
			r.ack, r.ackSent = 0.6, si
			break
		}
		// sympathy for what the buyer went through ("Two days without
		// appointments is awful, I'm sorry you went through that"), or
		// granting their point ("That relationship is worth keeping",
		// "That's the right first question")
		if k == 0 && f.q == qNone && f.content <= 20 && (containsNorm(toks, nf, "sorry", "awful", "frustrating", "painful", "nightmare", "stressful", "rough") ||
			(containsNorm(toks, nf, "that", "that's", "this", "it's", "your") || overlapsObjection(d, f)) &&
				containsNorm(toks, nf, "worth", "right", "fair", "reasonable", "sensible", "understandable", "important", "valuable", "impressive", "shouldn't") &&
				!containsNorm(toks, nf, "we", "our", "us", "we're", "we've")) &&
			f.buzz == 0 && !f.selfClaim && !containsNorm(toks, nf, "but", "however") {
			r.ack, r.ackSent = 0.6, si
			break
		}
	}

	if r.ack > 0 && r.ackSent >= 0 && r.ackSent < len(d.sents) && vouchRe.MatchString(d.lowSentOnly(r.ackSent)) {
		r.ack = 0 // "Believe me, it works behind steel" vouches for the answer; it hears nothing
	}

	// Clarify: a discovery question, best when about the buyer's situation.
	for _, si := range counted {
		f := &d.feats[si]
		if f.q != qDiscovery || negative(f) || hasMadeUp(f) || f.overclaim > 0 || f.market {
			continue
		}
		v := 0.6
		if f.qRelevant || overlapsObjection(d, f) || containsNorm(toks, sentNF(si), "or") {
			v = 1 // about the buyer, in their terms, or a choice they can answer
		}
		if d.bc.hasContext && len(f.concepts) == 0 && f.typeHits == 0 && !overlapsObjection(d, f) && !businessQuestion(toks, sentNF(si)) && !d.takesUpBuyer(si) && !followUp(toks, sentNF(si)) {
			v = 0.3 // "Did you catch the game last night?" discovers nothing about the deal
		}
		if v < 1 && (businessQuestion(toks, sentNF(si)) || followUp(toks, sentNF(si))) && !smallTalk(toks, sentNF(si)) {
			v = 0.8 // "So who makes the call on this?", "What's that annually?" are about the deal, if not in the buyer's words
		}
		if smallTalk(toks, sentNF(si)) {
			continue // "Did you get out to the lake this weekend?" is small talk, whatever words it shares with the scenario
		}
		if v > r.clarify {
			r.clarify = v
			if r.clarifySent < 0 || v == 1 {
				r.clarifySent = si
			}
		}
		if r.clarify == 1 {
			break
		}
	}

	// Respond: statements with relevant value, proof or the right content
	// for this kind of objection.
	relVal, proof, typeHits, mechanism := 0, 0, 0, 0
	rivalLine := d.bc.objType == "competition" || rivalQuote(objection) // a rival's offer named: a contrast with it answers (replysense.go)
	timingPlan := false
	ackAnswer, bestW := -1, 0
	echoSeen := false
	for _, si := range counted {
		f := &d.feats[si]
		if (planTypes[r.objType()] || planTypes[r.lineType()]) && f.next >= 1 && !negative(f) && answerMaterial(f) && !f.vagueClose && (f.q == qConfirm || f.q == qNone) {
			// "What if we set it up in January, after the rush?" answers "not
			// now"; "a 20-minute call on January 8 with your CFO" answers "not
			// my decision"
			timingPlan = true
			if r.respondSent < 0 {
				r.respondSent = si
			}
			if f.q != qNone {
				continue
			}
		}
		// a run-on that ends in a question mark is mostly a statement
		runOn := f.q != qNone && f.content > 30
		if f.q != qNone && !runOn || si == r.ackSent && f.content <= 12 || negative(f) || !answerMaterial(f) {
			continue
		}
		if f.value || (d.answering || citesBuyer(d.toks, d.sents[si].first, d.sents[si].last)) && hasRelevant(f) || rivalLine && contrastsRival(d, si, objection) { // replysense.go
			relVal++ // value, the figures the buyer asked for, or the buyer's own figures ("you told me …")
		}
		if f.proof {
			proof++
			if r.objType() == "trust" && d.bc.objType == "trust" || guessObjType(objection) == "trust" {
				relVal++ // proof is the answer to doubt about the seller
			}
		}
		typeHits += f.typeHits
		if len(f.concepts) > 0 && !f.selfClaim {
			mechanism++
		}
		for _, q := range f.quantities {
			if q.echo || q.derived {
				echoSeen = true
			}
		}
		// the strongest answer sentence: value or proof before numbers,
		// before the objection's terms
		w := 0
		switch {
		case f.value || f.proof, d.answering && hasRelevant(f):
			w = 3 // for a direct question, the first sentence with the figures asked for
		case f.quantValue || hasRelevant(f):
			w = 2
		case f.typeHits > 0 || len(f.concepts) > 0:
			w = 1
		}
		if w > 0 && si == r.ackSent {
			if ackAnswer < 0 {
				ackAnswer = si // only if nothing else answers
			}
		} else if w > bestW && !r.header(si) {
			r.respondSent, bestW = si, w // a list's header ("Three answers you can check.") is not the answer
		}
	}
	// answered: a sentence other than a sign-off gives value, proof or the
	// buyer's numbers ("I'll call you back in six months" echoes a number
	// but answers nothing)
	answered := false
	for _, si := range counted {
		if f := &d.feats[si]; (!f.vagueClose || f.content > 30) && !negative(f) && answerMaterial(f) && (f.value || f.proof || hasRelevant(f)) {
			answered = true
		}
	}
	echo := 0.0
	if echoSeen {
		echo = 1
	}
	r.respond = math.Min(1, 0.35*math.Min(float64(relVal), 2)+0.3*math.Min(float64(proof), 1)+
		0.2*echo+0.15*math.Min(float64(typeHits), 2)+0.15*math.Min(float64(mechanism), 1))
	if r.respondSent < 0 {
		r.respondSent = ackAnswer
	}
	if timingPlan {
		r.respond = math.Max(r.respond, 0.6) // a concrete plan around their timing is the answer
		r.planTurn = true
	}

	// Confirm: the reply ends by checking or proposing, or proposes a
	// concrete step (a dated call, a bounded trial) anywhere after its
	// opening.
	for k := len(counted) - 1; k >= 0; k-- {
		si := counted[k]
		f := &d.feats[si]
		if negative(f) || !answerMaterial(f) {
			continue // a step wrapped in hype or a made-up number is not credited
		}
		if k < len(counted)-2 && (k == 0 || f.next < 1) {
			continue // before the end only a concrete step counts
		}
		v := 0.0
		switch {
		case f.q == qConfirm && f.vagueClose:
			v = 0.3 // "Can I send you some information?"
		case f.q == qConfirm:
			v = 1
		case f.next >= 0.6:
			v = f.next
		case f.next > 0:
			v = 0.3
		case f.q == qDiscovery && f.qRelevant && k == len(counted)-1 && si != r.clarifySent:
			// an answer that ends on a second question about the buyer hands
			// the floor back: a check of sorts
			v = 0.6
		}
		if hedgedSentence(d, si) {
			v = math.Min(v, 0.3) // "We could perhaps look at it" proposes nothing the buyer can accept
		}
		if v > r.confirm {
			r.confirm, r.confirmSent = v, si
		}
	}

	// Checking whether a price cut "works" is not confirming value.
	if d.discountUncond > 0 {
		r.confirm *= 0.5
	}

	// What kind of turn this is.
	anyNegative := d.discount+d.argue+d.dismiss+d.bash+d.pressure+d.pushyQ > 0
	r.directQ = asksDirectly(objection)
	// A clarifying turn is an acknowledgement and questions, nothing else:
	// a reply that also tries to answer is judged as an answer (so that
	// spoiling the answer with hype never turns it into a "clarifying turn").
	onlyAsks := true
	for _, si := range counted {
		f := &d.feats[si]
		// a short reason for asking ("I'd rather know now so I can compare
		// honestly") is part of the question; a figure or the buyer's
		// terms make it an answer
		reason := f.content <= 12 && len(f.quantities) == 0 && !hasLex(d, si, outcomeLex) && !hasLex(d, si, proofLex)
		if si != r.ackSent && f.q == qNone && !reason {
			onlyAsks = false
		}
	}
	r.clarifyTurn = r.clarify >= 0.6 && onlyAsks && !anyNegative && d.contentWords <= 45
	// hype ("the leading", made-up figures, buzzwords) spoils a direct
	// answer the way it spoils a clarifying turn: reviews and awards in
	// place of an answer are not something to check
	r.answerTurn = r.directQ && !r.clarifyTurn && r.clarify < 0.6 && r.respond >= 0.4 && !anyNegative && d.madeUp+d.buzz+d.overclaim == 0 && r.checkable()
	r.clarifyEff, r.respondEff, r.confirmEff = r.clarify, r.respond, r.confirm
	if r.clarifyTurn {
		r.respondEff = math.Max(r.respond, 0.6*r.clarify)
		r.confirmEff = math.Max(r.confirm, r.clarify)
	}
	r.ackEff = r.ack
	if r.answerTurn {
		// a direct question answered with something to check: nothing to
		// acknowledge or clarify first
		r.ackEff = math.Max(r.ack, 0.7)
		r.clarifyEff = math.Max(r.clarify, 0.8)
	}
	if r.clarifyTurn {
		// a question in the buyer's own words shows it was heard; a blunt
		// one finds less (replyquestion.go)
		r.sharp = d.questionSharpness(r.clarifySent)
		r.ackEff = math.Max(r.ack, 0.25*float64(r.sharp.points()))
		if r.sharp.points() == 0 {
			r.clarifyEff *= 0.85
			r.respondEff *= 0.85
			r.confirmEff *= 0.85
		}
	}
	if r.planTurn && r.confirm >= 0.6 && !anyNegative {
		r.clarifyEff = math.Max(r.clarify, 0.6)
	}
	if r.respond >= 0.7 && r.confirm >= 0.6 && d.proofSents > 0 && !anyNegative && d.madeUp+d.buzz+d.overclaim == 0 {
		// an explicit concern answered with proof the buyer can check and a
		// step: a stock question first would add nothing
		r.clarifyEff = math.Max(r.clarifyEff, 0.6)
	}
	if echoSeen && r.respond >= 0.8 && r.confirm >= 0.6 && !anyNegative && d.madeUp+d.buzz+d.overclaim == 0 {
		// the answer works in the buyer's own numbers and checks it landed
		// ("That's $500 a month, and our plan is $450, so it fits. Would
		// that leave enough room?"): asking first would add nothing
		r.clarifyEff = math.Max(r.clarifyEff, 0.6)
		r.fitTurn = true
	}

	// Deductions.
	firstClarify := r.clarifySent
	firstDiscount := -1
	for _, si := range counted {
		if d.feats[si].discount > 0 {
			firstDiscount = si
			break
		}
	}
	pen := 0.0
	switch {
	case d.discountUncond > 0:
		pen += 22 + capAt(8*float64(d.discount-1), 16)
		if firstClarify < 0 || firstDiscount < firstClarify {
			r.instantDiscount = true
			pen += 10
		}
	case d.discount > 0: // traded for a commitment: a negotiation, still early
		pen += 12
	}
	pen += capAt(10*float64(d.argue), 30)
	pen += capAt(10*float64(d.dismiss), 30)
	pen += capAt(8*float64(d.bash), 24)
	pen += capAt(8*float64(d.pressure+d.pushyQ), 24)
	// a sign-off at the end (or before a short "Thanks for your time!");
	// "the practice down the road" mid-reply is none
	// (a concession or pressure tacked on after it does not close either)
	endsVague := false
	for k := len(counted) - 1; k >= 0; k-- {
		f := &d.feats[counted[k]]
		if f.vagueClose && signOffNearEnd(d, counted[k]) {
			endsVague = true
			break
		}
		if !negative(f) && f.content > 5 {
			break
		}
	}
	if endsVague && r.clarify == 0 && r.confirm < 0.6 && !(answered && r.respond >= 0.5) {
		// (a reply that answers with value and then trails off closes weakly;
		// it does not accept the brush-off)
		r.brushOff = true
		pen += 15
	}
	if r.yesBut {
		pen += 3
	}
	pen += capAt(3*d.hedgeWeight, 18)
	pen += capAt(2*float64(d.fillers), 16)
	pen += capAt(3*float64(d.buzz), 18)
	pen += capAt(float64(d.vague), 8)
	pen += capAt(4*float64(d.madeUp), 16)
	pen += capAt(2.5*float64(d.irrelevantNums), 15)
	pen += capAt(4*float64(d.overclaim), 16)
	pen += capAt(3*float64(d.emptyPraise), 12)
	pen += capAt(3*float64(d.selfClaims), 15)
	for _, si := range counted {
		if c := d.feats[si].content; c > 40 {
			pen += capAt(6+float64(c-40)/5, 15) // a run-on the buyer cannot follow live
		}
	}
	if w := float64(d.contentWords); w > 110 {
		pen += capAt((w-110)/8, 10)
	} else if w < 5 && !r.clarifyTurn {
		pen += 10 // ("And over a year?" is a whole clarifying turn)
	}
	objConcepts := false
	for _, si := range counted {
		if (overlapsObjection(d, &d.feats[si]) || d.feats[si].typeHits > 0) && !smallTalk(toks, sentNF(si)) {
			objConcepts = true
		}
	}
	if !objConcepts && r.clarify < 0.5 && !(d.answering && r.respond >= 0.4) && !r.planTurn {
		r.offTopic = true
		pen += 8
	}
	r.penalties = pen

	r.raw = 20 + 14*r.ackEff + 24*r.clarifyEff + 26*r.respondEff + 14*r.confirmEff + 2*d.coverage() - pen
	r.overall = score(soft(r.raw))
	if len(r.dodges) > 0 {
		r.overall = min(r.overall, 10) // no answer makes up for going around the decider (ethicsmoves.go: never above an honest weak reply)
	} else if inventedUrgency(d) {
		r.overall = min(r.overall, 20) // a price rise the card doesn't state, the last slot: ethicsmoves.go
	}
	h := 20*r.ackEff + 30*r.clarifyEff + 30*r.respondEff + 20*r.confirmEff
	h -= capAt(30*float64(min(d.discount, 1))+10*boolf(r.instantDiscount)+12*float64(d.argue+d.dismiss)+8*float64(d.bash)+15*boolf(r.brushOff), 70)
	r.handling = score(h)
	if len(r.dodges) > 0 {
		r.handling = min(r.handling, r.overall) // the handling rating never praises what the overall score caps
	}

	// evidence for the stages
	switch {
	case r.ackSent >= 0 && r.stockAck:
		d.ev.addKey(d.text, "acknowledge", "negative", d.sents[r.ackSent].s, d.sents[r.ackSent].e, "stock phrase: names no concern")
	case r.ackSent >= 0:
		d.ev.addKey(d.text, "acknowledge", "positive", d.sents[r.ackSent].s, d.sents[r.ackSent].e, "acknowledges the concern")
	}
	if r.clarifySent >= 0 {
		d.ev.addKey(d.text, "clarify", "positive", d.sents[r.clarifySent].s, d.sents[r.clarifySent].e, "asks before answering")
	}
	if r.respondSent >= 0 && r.respond > 0 {
		d.ev.addKey(d.text, "respond", "positive", d.sents[r.respondSent].s, d.sents[r.respondSent].e, "answers with value for this buyer")
	}
	if r.confirmSent >= 0 && r.confirm >= 0.6 {
		d.ev.addKey(d.text, "confirm", "positive", d.sents[r.confirmSent].s, d.sents[r.confirmSent].e, "checks the concern is resolved or proposes a next step")
	}
	return r
}

// answerMaterial reports whether a sentence can answer the objection: not
// a market statistic, the seller's history, or a made-up or irrelevant
// number.
func answerMaterial(f *sentFeat) bool {
	if f.market || f.history || f.flattery || f.buzz > 0 || f.overclaim > 0 {
		return false
	}
	for _, q := range f.quantities {
		if q.madeUp || q.irrelevant {
			return false
		}
	}
	return true
}

// popularityWords count applause, not a record the buyer can check: "500
// five-star reviews", "10,000 happy customers", "12 awards".
var popularityWords = toSet("review reviews star stars award awards happy satisfied rating ratings rated loved")

// popularity reports whether sentence si measures the seller's popularity.
func popularity(d *doc, si int) bool {
	for k := d.sents[si].first; k < d.sents[si].last; k++ {
		if popularityWords[d.toks[k].norm] {
			return true
		}
	}
	return false
}

// trackRecord turns the seller's checkable track record ("We've been around
// for eight years and work with a few hundred businesses") into proof when
// the buyer doubts the seller ("I've never heard of you"): there it answers
// the objection, it is not talk about the seller, and its figures are not
// irrelevant. Hype, overclaims and made-up figures stay what they are.
func trackRecord(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		if !(f.history || f.selfClaim) || f.buzz+f.overclaim+f.pressure+f.argue+f.dismiss+f.bash+f.discount > 0 ||
			f.flattery || f.market || hasMadeUp(f) || f.q != qNone || len(f.quantities) == 0 || popularity(d, si) {
			continue
		}
		st := &d.sents[si]
		if f.selfClaim {
			f.selfClaim = false
			d.selfClaims--
		}
		f.history = false
		for k := range f.quantities {
			if f.quantities[k].irrelevant {
				f.quantities[k].irrelevant = false
				d.irrelevantNums--
			}
		}
		if !f.proof {
			f.proof = true
			d.proofSents++
		}
		d.dropEvidence(func(e *Evidence) bool {
			return e.Start >= st.s && e.End <= st.e && e.Kind == "negative" && (e.Category == "customerFocus" || e.Category == "irrelevantNumber")
		})
		d.ev.add(d.text, "proof", "positive", st.s, st.e, "a track record the buyer can check")
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}

// signOffNearEnd reports whether sentence si's postponement or sign-off
// ("whenever you're ready", "let me know") comes in its last dozen words,
// where it closes the reply, rather than inside it ("the practice down the
// road is on a modern system").
func signOffNearEnd(d *doc, si int) bool {
	nf := d.stream(si)
	hits := vagueCloseLex.scan(d.toks, nf)
	return len(hits) > 0 && len(nf)-hits[len(hits)-1].to <= 12
}

// colonQuestion classifies a question that follows a lead-in ("So I call
// with something useful: after March 14, who decides the renewal?") by the
// part after the colon: the lead-in is not the question.
func colonQuestion(d *doc, si int) bool {
	f := &d.feats[si]
	st := &d.sents[si]
	if !st.question || f.q == qDiscovery || f.q == qConfirm || f.pressure+f.discount+f.argue+f.dismiss+f.bash > 0 {
		return false
	}
	colon := strings.IndexByte(d.text[st.s:st.e], ':')
	if colon < 0 {
		return false
	}
	colon += st.s
	var nf, content []int
	for i := st.first; i < st.last; i++ {
		if d.toks[i].s <= colon {
			continue
		}
		if d.toks[i].role != roleFiller {
			nf = append(nf, i)
		}
		if d.toks[i].role == roleNone {
			content = append(content, i)
		}
	}
	if len(content) < 3 {
		return false
	}
	if q := classifyQuestion(d.toks, nf, content); q == qDiscovery || q == qConfirm {
		f.q = q
		f.qRelevant = f.qRelevant || len(f.concepts) > 0 || f.you > 0
		return true
	}
	return false
}

// hedgedSentence reports whether sentence si carries a hedge ("maybe",
// "sort of", "kind of"): an acknowledgement or a check said that way is not
// one the buyer can hear.
func hedgedSentence(d *doc, si int) bool {
	st := &d.sents[si]
	findsOut := d.feats[si].next >= 0.6
	for i := st.first; i < st.last; i++ {
		if t := &d.toks[i]; t.role == roleHedge && t.weight >= 0.5 && !(findsOut && notKnowing[t.norm]) {
			return true
		}
	}
	return false
}

// notKnowing are the words of "I don't know" and "I'm not sure": said
// beside a way to find out ("I don't know your miss rate, so give us two
// weeks on one truck"), they are honest, not a hedge.
var notKnowing = toSet("i i'm don't do not know sure")

// empathyWords are the words of the stock acknowledgements ("I hear you",
// "I understand how you feel", "I get it"); a sentence made only of them
// names no concern.
// weakOpeners acknowledge only when the rest of the sentence names the
// concern.
var weakOpeners = toSet("okay sure right yes good glad")

var empathyWords = toSet("great good excellent question and i i'm you you're your hear hearing understand understood totally completely fully can get it that how feel feeling know see got what saying yeah yes okay ok sure oh well absolutely really do")

// stockAckOnly reports whether sentence si is a bare stock acknowledgement:
// an empathy phrase and nothing that names the concern.
func stockAckOnly(d *doc, si int) bool {
	st := &d.sents[si]
	empathy := false
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		if t.role != roleNone {
			continue
		}
		switch t.norm {
		case "hear", "understand", "understood", "get", "feel", "know", "see", "got", "question":
			empathy = true // "Great question!" names no concern either
		}
		if !empathyWords[t.norm] {
			return false
		}
	}
	return empathy
}

// asksDirectly reports whether the buyer's line asks a direct question
// (a sentence ending in "?" that opens with a question word or an auxiliary).
func asksDirectly(objection string) bool {
	objection, _ = truncate(objection, maxContextBytes)
	toks := tokenize(objection)
	sents := splitSentences(objection, toks)
	for _, st := range sents {
		if !st.question || st.first >= st.last {
			continue
		}
		challenge := false // "Why would I pay more?", "Can you beat that?": objections asked as questions
		for i := st.first; i < st.last; i++ {
			switch toks[i].norm {
			case "why", "beat", "match", "cheaper", "lower", "discount", "problem", "point", "bother":
				challenge = true
			}
		}
		if challenge {
			continue
		}
		for i := st.first; i < st.last && i < st.first+4; i++ {
			w := toks[i].norm
			if whWords[w] || auxWords[w] || modalStarts[w] {
				return true
			}
		}
	}
	return false
}

// checkable reports whether the reply's answer gives the buyer something to
// check: proof, one of their numbers, or value with a number.
func (r *replyResult) checkable() bool {
	d := r.d
	return d.proofSents > 0 || d.echoNums > 0 || d.quantValueSents > 0 || (d.answering && d.relevantNums > 0)
}

// hasLex reports whether sentence si matches a lexicon.
func hasLex(d *doc, si int, lx *lexicon) bool {
	st := &d.sents[si]
	var nf []int
	for i := st.first; i < st.last; i++ {
		if d.toks[i].role != roleFiller {
			nf = append(nf, i)
		}
	}
	return d.has(lx, nf)
}

// businessWords make a question about the buyer's business even when it
// uses none of the scenario's words.
var businessWords = toSet("who whom final involved call calendar time timing when quarter month week season year cost costs costing pay paying spend budget price team teams customers clients staff process today currently use using tool tools system vendor contract renewal decide decides decision approve sign signs board owner boss timeline deadline rate hours volume orders work working problem goal goals priority priorities plan plans need needs compare comparing looking else")

// smallTalkWords mark a sentence as small talk: the weather, the weekend,
// sport, a trip.
var smallTalkWords = toSet("weather sunny rain rainy snow lake beach game golf fishing vacation trip kids")

// smallTalk reports whether a sentence is small talk: a small-talk word and
// nothing about the buyer's business but time words.
func smallTalk(toks []token, nf []int) bool {
	talk := false
	for _, i := range nf {
		switch w := toks[i].norm; {
		case smallTalkWords[w]:
			talk = true
		case businessWords[w] && w != "week" && w != "time" && w != "month" && w != "year":
			return false
		}
	}
	return talk
}

func businessQuestion(toks []token, nf []int) bool {
	for _, i := range nf {
		if businessWords[toks[i].norm] {
			return true
		}
	}
	return false
}

func hasRelevant(f *sentFeat) bool {
	for _, q := range f.quantities {
		if q.relevant {
			return true
		}
	}
	return false
}

func boolf(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// overlapsObjection reports whether a sentence uses the objection's terms.
func overlapsObjection(d *doc, f *sentFeat) bool {
	for _, c := range f.concepts {
		if d.bc.objection[c] {
			return true
		}
	}
	return false
}

func (r *replyResult) quote(si int) string {
	if si < 0 {
		return ""
	}
	return r.d.sentText(si)
}

func (r *replyResult) stagesOut() Stages {
	st := func(v float64, si int) Stage {
		s := Stage{Score: score(100 * v)}
		if v > 0 {
			s.Quote = r.quote(si)
		}
		return s
	}
	return Stages{
		Acknowledge: st(r.ack, r.ackSent),
		Clarify:     st(r.clarify, r.clarifySent),
		Respond:     st(r.respond, r.respondSent),
		Confirm:     st(r.confirm, r.confirmSent),
	}
}

func (r *replyResult) technique() string {
	var done, missing []string
	stages := []struct {
		name string
		v    float64
	}{{"acknowledge", r.ack}, {"clarify", r.clarify}, {"respond", r.respond}, {"confirm", r.confirm}}
	for _, s := range stages {
		switch {
		case s.v >= 0.5:
			done = append(done, s.name)
		case r.clarifyTurn && (s.name == "respond" || s.name == "confirm"):
			// not expected yet: said below
		case r.clarifyTurn && s.name == "acknowledge" && r.sharp.listened():
			// the question in the buyer's own words has heard them
		case r.answerTurn && (s.name == "clarify" || s.name == "acknowledge"):
			// the buyer asked; answering is the turn
		case s.name == "clarify" && (r.respond >= 0.5 || strings.Contains(r.d.text, "?")):
			// an explicit concern answered with substance, or a question
			// asked: no stock question is missing
		default:
			missing = append(missing, s.name)
		}
	}
	t := "Acknowledge → Clarify → Respond → Confirm: "
	switch {
	case r.severe():
		// no step counts for a reply that pressures, caves or goes around the rules
		t += "the fault outweighs the steps"
		missing = nil
	case r.clarifyTurn:
		t += "a clarifying turn; did " + strings.Join(done, ", ")
	case r.answerTurn:
		t += "answers the buyer's question; did " + strings.Join(done, ", ")
	case len(done) == 0:
		t += "none of the steps"
	default:
		t += "did " + strings.Join(done, ", ")
	}
	if len(missing) > 0 {
		t += "; missing " + strings.Join(missing, ", ")
	}
	if r.clarifyTurn {
		t += "; respond and confirm come once the buyer answers"
	}
	var extra []string
	switch {
	case r.d.discount > 0 && r.d.discountUncond == 0 && !r.instantDiscount:
		extra = append(extra, "traded price for a commitment")
	case r.d.discount > 0:
		extra = append(extra, "conceded on price")
	}
	if r.d.argue > 0 {
		extra = append(extra, "argued")
	}
	if r.d.dismiss > 0 {
		extra = append(extra, "dismissed the concern")
	}
	switch {
	case r.d.pressure+r.d.pushyQ > 0 && r.pressureOnlyDodges():
		extra = append(extra, "went round the buying rules")
	case r.d.pressure+r.d.pushyQ > 0:
		extra = append(extra, "pressured the buyer")
	}
	if r.brushOff {
		extra = append(extra, "accepted the brush-off")
	}
	if qs := r.madeUpFigures(); len(qs) > 0 {
		extra = append(extra, "a figure the buyer cannot check: "+strings.Join(first(qs, 2), ", ")) // replyclaims.go
	}
	if r.reframes() && !r.severe() {
		extra = append(extra, "reframed with the buyer's own numbers")
	}
	if len(extra) > 0 {
		t += " (" + strings.Join(extra, "; ") + ")"
	}
	return t + "."
}

// reframes reports whether the answer restates the buyer's own amounts or
// counts (not merely a duration such as "two years" from their question).
func (r *replyResult) reframes() bool {
	d := r.d
	if r.respond < 0.5 || d.discount > 0 {
		return false
	}
	for si := range d.feats {
		for _, q := range d.feats[si].quantities {
			if k := kindAt(d.toks, q.tok); (q.echo || q.derived) && q.relevant && k != kindDuration && (k == kindMoney || k == kindPct || q.val >= 10) {
				return true
			}
		}
	}
	return false
}

func effectiveness(v int) string {
	switch {
	case v >= 75:
		return "high"
	case v >= 50:
		return "medium"
	}
	return "low"
}

func (r *replyResult) handlingFeedback() string {
	return r.technique() + " Effectiveness: " + effectiveness(r.handling) + "."
}

func (r *replyResult) responseAnalysis() ResponseAnalysis {
	d := r.d
	if d.contentWords == 0 {
		return ResponseAnalysis{
			Tone:              ToneAnalysis{Feedback: "There is no reply to assess yet.", Suggestions: []string{"Acknowledge the concern, ask what is behind it, answer with value, confirm."}},
			Clarity:           ClarityAnalysis{Feedback: "There is no reply to assess yet."},
			ObjectionHandling: ObjectionHandlingAnalysis{Technique: r.technique(), Effectiveness: "low"},
		}
	}
	conf := 85 - 6*d.hedgeWeight - 3*float64(d.fillers) - 10*boolf(r.brushOff) - 4*float64(d.overclaim)
	heard := r.ack
	if r.clarifyTurn {
		heard = r.ackEff // a question in the buyer's words hears the concern
	}
	emp := 35 + 40*heard + 20*math.Min(r.clarify, 1) - 20*float64(d.dismiss) - 15*float64(d.argue) - 10*float64(d.bash)
	prof := 92 - 15*float64(d.bash) - 12*float64(d.argue) - 10*float64(d.pressure+d.pushyQ) - 4*float64(d.buzz) - 6*float64(d.discount) - 8*float64(d.dismiss)
	tone := (clamp(conf, 0, 100) + clamp(emp, 0, 100) + clamp(prof, 0, 100)) / 3

	spec := 100 * d.specificity()
	structure := 25*math.Min(r.ack/0.6, 1)*boolf(r.ack > 0) + 25*r.clarifyEff + 25*math.Min(r.respondEff*1.5, 1) + 25*r.confirmEff
	if r.clarifySent >= 0 && r.respondSent >= 0 && r.clarifySent > r.respondSent && !r.answerTurn {
		structure -= 5 // answered before asking
	}
	// Clarity is how easy the reply is to follow: short sentences, none
	// running on, specific words, no fillers or buzzwords. How complete
	// its stages are is objection handling's (and Structure's), not this.
	n, avg, _ := r.sentenceLengths()
	read := 100.0
	if n > 0 {
		read -= 3 * max(float64(avg)-18, 0)
	}
	read -= 10 * float64(d.longSentences())
	clar := 0.7*clamp(read, 0, 100) + 0.3*clamp(spec, 0, 100) - capAt(2*float64(d.fillers)+2*float64(d.vague)+3*float64(d.buzz), 30)

	var sugg []string
	switch {
	case r.stockAck && !r.severe():
		sugg = append(sugg, "Name the concern when you acknowledge it, instead of a stock phrase.")
	case r.clarifyTurn && r.sharp.listened():
		// the question picks up the buyer's words: it has heard them
	case r.clarifyTurn && r.ack < 0.5:
		sugg = append(sugg, "Say in a few words what you heard before you ask.")
	case r.ack < 0.5 && !r.answerTurn && !r.opensWithAck():
		sugg = append(sugg, "Open by acknowledging the concern before answering it.")
	}
	if d.hedges > 0 && !r.severe() { // coaching a cave to sound surer helps nobody
		sugg = append(sugg, "Drop the hedges ("+strings.Join(r.listed("hedge", 3), ", ")+").")
	}
	if d.argue+d.dismiss+d.bash > 0 {
		sugg = append(sugg, "Never tell the buyer they are wrong; ask what is behind the concern.")
	}
	switch {
	case d.pressure+d.pushyQ > 0 && r.pressureOnlyDodges():
		sugg = append(sugg, "Keep to the buyer's buying rules: make the case to the people who approve it, in the open.")
	case d.pressure+d.pushyQ > 0:
		sugg = append(sugg, "Remove pressure ("+strings.Join(r.pressureListed(), ", ")+").")
	}
	if sugg == nil {
		sugg = []string{}
	}

	return ResponseAnalysis{
		Tone: ToneAnalysis{
			Rating: score(tone), Confidence: score(conf), Empathy: score(emp), Professionalism: score(prof),
			Feedback: r.toneFeedback(), Suggestions: sugg,
		},
		Clarity: ClarityAnalysis{
			Rating: score(clar), Specificity: score(spec), Structure: score(structure),
			Feedback: r.clarityFeedback(), // replytrim.go
		},
		ObjectionHandling: ObjectionHandlingAnalysis{
			Rating: r.handling, Technique: r.technique(), Effectiveness: effectiveness(r.handling),
		},
	}
}

// listed quotes up to n distinct findings of a negative evidence category;
// when there are more, the last item says how many more, so that a count
// stated next to the list always adds up.
func (r *replyResult) listed(category string, n int) []string {
	all, nested := withoutNested(r.d.quotes(category, "negative", 1000))
	if len(all) <= n {
		return all
	}
	rest := -nested
	for _, e := range r.d.evidence() {
		if e.Category == category && e.Kind == "negative" {
			rest++
		}
	}
	shown := all[:n]
	for _, s := range shown {
		rest -= quoteCount(s)
	}
	return append(append([]string{}, shown...), fmt.Sprintf("and %d more", rest))
}

// withoutNested drops a listed quote that another one holds (“split it
// into two” beside “split it into two contracts”): a quote is never said
// twice. It also returns how many it dropped.
func withoutNested(qs []string) ([]string, int) {
	if len(qs) < 2 {
		return qs, 0
	}
	inner := make([]string, len(qs))
	for i, s := range qs {
		s = strings.TrimSpace(s)
		if k := strings.LastIndex(s, " ×"); k >= 0 {
			s = s[:k]
		}
		inner[i] = strings.ToLower(strings.Trim(s, "“”…"))
	}
	var out []string
	for i, q := range qs {
		nested := false
		for j := range qs {
			if i != j && inner[i] != "" && (strings.Contains(inner[j], inner[i]) && inner[j] != inner[i] || inner[j] == inner[i] && j < i) {
				nested = true
				break
			}
		}
		if !nested {
			out = append(out, q)
		}
	}
	return out, len(qs) - len(out)
}

// quoteCount is how many findings one listed quote stands for (“just” ×3 is 3).
func quoteCount(s string) int {
	if i := strings.LastIndex(s, " ×"); i >= 0 {
		var k int
		if _, err := fmt.Sscanf(s[i+len(" ×"):], "%d", &k); err == nil && k > 0 {
			return k
		}
	}
	return 1
}

// negCount is the number of negative findings of a category, as listed.
func (r *replyResult) negCount(category string) int {
	n := 0
	for _, e := range r.d.evidence() {
		if e.Category == category && e.Kind == "negative" {
			n++
		}
	}
	return n
}

func (r *replyResult) toneFeedback() string {
	d := r.d
	var b []string
	severe := r.severe()
	switch {
	case severe && (r.ack >= 0.5 || r.stockAck):
		// a reply with a severe fault earns no praise for its opening
	case r.stockAck:
		b = append(b, "Your acknowledgement is a stock phrase that names no concern: "+q(r.quote(r.ackSent))+".")
	case r.ack >= 0.5 && r.ackSent != r.firstCountedSent():
		// an acknowledgement is praised where it belongs: first
	case r.ack >= 0.5:
		b = append(b, "You acknowledge the concern: "+q(r.quote(r.ackSent))+".")
	case r.answerTurn:
		b = append(b, "You answer the buyer's question directly.")
	case r.opensWithAck():
		// "Totally understand, but …": the words are there; the fault is what follows
	case r.clarifyTurn && r.sharp.heard != "":
		b = append(b, "Your question picks up the buyer's own words (“"+r.sharp.heard+"”).")
	case r.clarifyTurn && r.sharp.followsUp:
		b = append(b, "You follow up on the buyer's own figure.")
	case r.clarifyTurn:
		b = append(b, "You go straight to your question; a few words on what you heard would show you listened.")
	default:
		b = append(b, "You don't acknowledge the concern before answering.")
	}
	if n := r.negCount("hedge"); n > 0 && !severe {
		b = append(b, fmt.Sprintf("%s the answer (%s).", plural(n, "hedge weakens", "hedges weaken"), strings.Join(r.listed("hedge", 3), ", ")))
	}
	if d.argue > 0 {
		b = append(b, "Arguing: "+strings.Join(r.listed("arguing", 2), ", ")+".")
	}
	if d.dismiss > 0 {
		b = append(b, "Dismissing: "+strings.Join(r.listed("dismissing", 2), ", ")+".")
	}
	if d.bash > 0 {
		b = append(b, "Disparaging: "+strings.Join(r.listed("tone", 2), ", ")+".")
	}
	switch {
	case d.pressure+d.pushyQ > 0 && r.pressureOnlyDodges():
		b = append(b, "Goes round the buying rules: "+strings.Join(r.pressureListed(), ", ")+".")
	case d.pressure+d.pushyQ > 0:
		b = append(b, "Pressure: "+strings.Join(r.pressureListed(), ", ")+".")
	}
	if r.brushOff {
		b = append(b, "You accept the brush-off without a question: "+d.firstQuote("nextStep", "negative")+".")
	}
	if len(b) == 0 {
		switch {
		case d.discount > 0:
			b = append(b, "You give ground on price instead of handling the concern.")
		case !severe:
			b = append(b, "No pressure, arguing or dismissing.")
		}
	}
	return strings.Join(b, " ")
}

// type-specific templates for examples. None refers to anything the reply
// or the buyer may not have said ("that math"), and none asks what the
// buyer's line already told (see clarifyQuestion).
var ackTemplates = map[string]string{
	"price":       "Budget matters, and you're right to weigh it.",
	"timing":      "That makes sense — timing matters.",
	"trust":       "You're right to want proof before you rely on us.",
	"authority":   "Understood — they should be part of this.",
	"competition": "Fair — you should compare us with them properly.",
	"need":        "Fair enough — I don't want to sell you something you don't need.",
}

// concernNames name the concern after a stock phrase ("I hear you: …").
var concernNames = map[string]string{
	"price":       "it's more than you planned to spend.",
	"timing":      "the timing is tight right now.",
	"trust":       "you need to be sure it will work for you.",
	"authority":   "they need to be part of this decision.",
	"competition": "you want to be sure we're worth comparing.",
	"need":        "what you have works, and a change has to be worth it.",
}

// clarifyOption is a clarifying question and the words of a buyer's line
// that already answer it ("#" for any number).
type clarifyOption struct {
	q      string
	answer []string
}

var clarifyOptions = map[string][]clarifyOption{
	"price": {
		{"When you say it's too much, is that the total, or compared to what you pay today?",
			[]string{"#", "than", "compared", "compare", "quote", "quoted", "competitor", "cheaper", "budget", "budgeted", "pay", "paying", "total"}},
		{"What result would make the price worth it to you, and by when?", []string{"roi", "payback", "pays", "worth"}},
		{"Which part of it matters most to you: the monthly total, the setup, or the contract length?", nil},
	},
	"timing": {
		{"What makes now a hard time?", []string{"busy", "slammed", "holiday", "holidays", "season", "audit", "launch", "freeze",
			"peak", "budget", "hiring", "migration", "because", "after", "until", "renewal", "quarter", "year", "month", "week", "weeks", "months", "#"}},
		{"What would you want in place by then, so the start is quick?", nil},
	},
	"trust": {
		{"What would you need to see to feel comfortable?", []string{"reference", "references", "proof", "case", "soc", "audit",
			"certified", "certification", "show", "see", "prove", "financials", "track"}},
		{"Who else has to be comfortable with this, and what will they ask?", nil},
	},
	"authority": {
		{"What will they want to see before they decide?", []string{"see", "numbers", "proof", "case", "roi"}},
		{"What matters most to them: the cost, the risk, or the time it takes?", nil},
	},
	"competition": {
		// (asked only of a buyer who uses the rival, not one holding its quote)
		{"What's working well with them, and what isn't?", []string{"happy", "works", "working", "love", "fine", "good",
			"quote", "quoted", "quotes", "offer", "offers", "offered", "cheaper", "beat", "undercut"}},
		{"What would decide it for you between the two?", []string{"happy", "works", "working", "love", "fine", "good"}},
		{"If you could change one thing about how it works today, what would it be?", nil},
	},
	"need": {
		{"How are you handling that today, and what does it cost you?", []string{"already", "use", "using", "spreadsheet",
			"spreadsheets", "today", "currently", "manual", "manually", "handle", "handling", "have", "works"}},
		{"What does the way you do it today cost you each month, in hours or in mistakes?", []string{"#"}},
		{"What would have to change for this to be worth a look for you?", nil},
	},
}

var confirmTemplates = map[string]string{
	"price":       "Would it help if I put the cost and what it saves you on one page?",
	"timing":      "Would it help to plan a small first step now, so it's ready when the timing suits you?",
	"trust":       "Would a call with a customer your size give you what you need?",
	"authority":   "Would a one-page summary for them make it easier to bring up?",
	"competition": "Could we compare both side by side on your own data?",
	"need":        "Would it be worth a two-week trial on a small part of your work, so you can judge it on your own numbers?",
}

var respondTemplates = map[string]string{
	"price":       "Let's put the price next to what the problem costs you each month today.",
	"timing":      "We can plan it now and start after your busy stretch, so nothing lands on your team before then.",
	"trust":       "I can put you in touch with a customer your size, and you can ask them anything.",
	"authority":   "I can put the case on one page for them, in their own numbers.",
	"competition": "Let's compare the two on the one thing that matters most to you.",
	"need":        "Let's look at what leaving it as is costs you each month.",
}

// planTypes are the objections a concrete plan answers.
var planTypes = map[string]bool{"timing": true, "authority": true}

// lineType is the kind of objection the buyer's line itself raises
// ("It goes to our owner, Frank" is about authority, whatever the
// scenario's type), or the scenario's type when the line does not say.
func (r *replyResult) lineType() string { return r.objType() }

// objType is the objection type the examples are written for: what the
// buyer's line raises when it says ("It goes to our owner" mid-way through a
// price negotiation is about authority), else the scenario's type.
func (r *replyResult) objType() string {
	if r.guessed == "" {
		r.guessed = strongTypeWord(r.objection)
		if r.guessed == "" {
			r.guessed = guessObjType(r.objection) + "?" // a weak guess: the scenario's type wins
		}
	}
	guess, weak := strings.CutSuffix(r.guessed, "?")
	if r.d.bc.objType == "timing" && guess != "timing" && deferLineRe.MatchString(r.objection) {
		return "timing" // "let's talk again in January when the new budget is set" puts it off
	}
	if sc := r.d.bc.objType; sc != guess && ackTemplates[sc] != "" && r.scenarioTypeInLine() { // replysense.go
		// "My board wants provisioning down 8%, and you're asking me for more
		// than I pay now" in a price scenario is about the price
		return sc
	}
	// a price word in a competition or need objection ("FreshTrack is
	// cheaper", "software can't price a façade") does not make it a price
	// objection: the scenario's type wins
	if _, ok := ackTemplates[r.d.bc.objType]; ok && (weak || guess == "need" || guess == "price" && !meansPrice(r.objection, r.d.bc.objType) || guess == "authority" && !namesDecider(r.objection)) {
		return r.d.bc.objType
	}
	return guess
}

// deferLineRe finds a buyer's line that puts the talk off to a later time.
var deferLineRe = regexp.MustCompile(`(?i)\b(talk again|speak again|come back to|revisit|circle back|check back|next (year|quarter|month|season)|in (january|february|march|april|may|june|july|august|september|october|november|december))\b`)

// strongTypeWords say what a buyer's line is about, whatever the scenario:
// a price, the timing, or who decides.
var strongTypeWords = []struct {
	typ   string
	words map[string]bool
}{
	{"price", toSet("expensive price pricing cost costs budget budgeted afford cheaper quote quoted")},
	{"timing", toSet("busy later holidays season slammed timing")},
	{"authority", toSet("boss decide decides decision approve approves approval board cfo ceo corporate sign signs signature owner")},
}

// strongTypeWord is the objection type a buyer's line names outright, or "".
func strongTypeWord(objection string) string {
	objection, _ = truncate(objection, maxContextBytes)
	toks := tokenize(objection)
	for _, o := range strongTypeWords {
		for i := range toks {
			if o.words[toks[i].norm] {
				return o.typ
			}
		}
	}
	return ""
}

// objTypeWords guess the objection type from the buyer's line when the
// scenario does not say it.
var objTypeWords = []struct {
	typ   string
	words map[string]bool
}{
	{"price", toSet("expensive price pricing cost costs budget budgeted afford cheaper pay paying quote quoted")},
	{"timing", toSet("timing time busy later now quarter year month holidays season slammed ready")},
	{"trust", toSet("trust prove proof risk risky small startup references reliable secure security")},
	{"authority", toSet("boss decide decides decision approve approval sign board manager partner cfo ceo finance")},
	{"competition", toSet("competitor competitors already happy switch switching vendor current")},
}

func guessObjType(objection string) string {
	objection, _ = truncate(objection, maxContextBytes)
	toks := tokenize(objection)
	for _, o := range objTypeWords {
		for i := range toks {
			if o.words[toks[i].norm] {
				return o.typ
			}
		}
	}
	return "need"
}

// incumbentRe finds a buyer who uses the rival now; quoteWords are a
// rival's quote, which alone says the buyer has not used it.
var (
	incumbentRe = regexp.MustCompile(`\b(use|uses|using|used|currently|pay|pays|paying|renewal|renew|customer of|contract with)\b`)
	quoteWords  = toSet("quote quoted quotes offer offers offered cheaper beat undercut")
)

// clarifyQuestion is the first clarifying question of the objection type
// that the buyer's line has not already answered.
func (r *replyResult) clarifyQuestion() string {
	opts := clarifyOptions[r.objType()]
	obj, _ := truncate(r.objection, maxContextBytes)
	toks := tokenize(obj)
	said := func(w string) bool {
		for i := range toks {
			if (w == "#" && toks[i].isNum()) || toks[i].norm == w {
				return true
			}
		}
		return false
	}
	incumbent := false // the buyer uses the rival now: a quote of theirs is no reason to skip asking how it works
	if r.objType() == "competition" && r.d.bc != nil {
		sit, _ := lowered(strings.Join(r.d.bc.clauses, " "))
		incumbent = incumbentRe.MatchString(sit)
	}
	for _, o := range opts {
		answered := reasks(o.q, r.said) || lineAnswers(o.q, obj) // replysense.go
		for _, w := range o.answer {
			if incumbent && quoteWords[w] {
				continue
			}
			if said(w) {
				answered = true
				break
			}
		}
		if !answered {
			return r.byTheirEvent(o.q)
		}
	}
	return r.byTheirEvent(opts[len(opts)-1].q)
}

// endedSentence is s when the rep ended it (".", "!", "?"), else "": an
// unpunctuated run, repaired into a sentence, ends garbled ("…what's
// driving.").
func endedSentence(s string) string {
	t := strings.TrimRight(s, "”’\"' ")
	if t == "" || !strings.ContainsAny(t[len(t)-1:], ".!?") {
		return ""
	}
	return s
}

// theirEventRe finds the event a buyer's timing line waits for, in their
// words: "until the renewal", "after our harvest" (not "until the end of…").
var theirEventRe = text.MustGate(`(?i)\b(until|till|after) (the|our) ([a-z]{4,})\b(\s+of\b)?`)

// byTheirEvent names the buyer's own event in place of "by then" ("What
// would you want in place by the renewal…"): the buyer's words, never the
// card's.
func (r *replyResult) byTheirEvent(q string) string {
	if !strings.Contains(q, " by then") {
		return q
	}
	obj, _ := truncate(r.objection, maxContextBytes)
	m := theirEventRe.FindStringSubmatch(obj)
	if m == nil || m[4] != "" || timeNouns[strings.ToLower(m[3])] {
		return q
	}
	at := "by the "
	if strings.EqualFold(m[1], "after") {
		at = "for after the "
	}
	return strings.Replace(q, " by then", " "+at+strings.ToLower(m[3]), 1)
}

// timeNouns are not events ("until the next…", "after the weekend" is one,
// "until the moment" is not).
var timeNouns = toSet("next last first moment time start beginning middle rest same this that these those other")

// What a buyer's line can already state, and the questions that would ask
// it again.
var (
	slotSaid = map[string]*regexp.Regexp{
		"spend":      regexp.MustCompile(`(?i)\b(pay|paying|spend|spending|costs? us)\b[^.?!]*[$£€]?\d`),
		"budget":     regexp.MustCompile(`(?i)\bbudget`),
		"comparator": regexp.MustCompile(`(?i)\b(than|compared|comparing|compare|versus|vs|less|cheaper)\b|[$£€]\d`),
		"competitor": regexp.MustCompile(`\b[A-Z][A-Za-z]+\s+(quoted|offered|offers|charges|does|is|costs|gives)\b|\b(already (use|have)|we use|we have)\b|(?i)\b(current|existing|other|another) (vendor|provider|supplier)\b|\b(vendor|provider|supplier|competitor)s? (quoted|offered|offers|charges|gives)\b`),
		"decider":    regexp.MustCompile(`(?i)\b(boss|cfo|ceo|board|owner|partner|partners|corporate|district|director|manager|committee|finance|procurement|run (this|it) by|signs?|decides?)\b`),
		"timing":     regexp.MustCompile(`(?i)\b(after|next|months?|weeks?|quarter|year|holidays?|season|until|later|january|february|march|april|may|june|july|august|september|october|november|december)\b`),
	}
	slotAsk = map[string]*regexp.Regexp{
		"spend":      regexp.MustCompile(`(?i)(what|how much)[^?]*\b(you )?(pay|paying|spend|spending)\b|current (price|cost|spend)`),
		"budget":     regexp.MustCompile(`(?i)what('s| is) (your|the) budget|how much (can|could|do) you (spend|budget)|budget (you|did you) (set|have|plan)|what budget`),
		"comparator": regexp.MustCompile(`(?i)compared (to|with) what|is that the total|what are you comparing|compared against`),
		"competitor": regexp.MustCompile(`(?i)(who|which|what)[^?]*\b(else are you (looking at|comparing|considering)|are you (using|comparing)|other vendors?|alternatives?)\b`),
		"decider":    regexp.MustCompile(`(?i)who (else|makes|decides|signs|is involved|needs to)`),
		"timing":     regexp.MustCompile(`(?i)\bwhen (would|could|is|will|are|do)\b|what('s| is) driving the timing`),
	}
)

// saidSlots lists what the buyer's line states, in a fixed order.
func saidSlots(objection string) []string {
	objection, _ = truncate(objection, maxContextBytes)
	var out []string
	for _, slot := range []string{"spend", "budget", "comparator", "competitor", "decider", "timing"} {
		if slotSaidG[slot].MatchString(objection) {
			out = append(out, slot)
			if slot == "competitor" {
				out = append(out, "comparator")
			}
		}
	}
	return out
}

// reasks reports whether a question asks for something the buyer's line
// already said (their spend, their budget, what they compare with, the
// competitor, who decides, when); said is saidSlots of that line.
func reasks(question string, said []string) bool {
	for _, slot := range said {
		if slotAskG[slot].MatchString(question) {
			return true
		}
	}
	return false
}

// factDescribers mark a clause that describes the buyer from outside (a
// preset's card text such as "Customer thinks your product is too
// expensive"), which is never quoted back as the buyer's situation.
var factDescribers = toSet("thinks think believes believe feels feel says say wants want worried concerned skeptical unsure hesitant comparing")

// notYours are words that make a clause read wrong in the second person
// (the seller's "our price", the rep's "you" in a card written to the rep).
var notYours = toSet("you your you're yours our ours we we're us i i'm my")

// thirdPerson turns a clause about the buyer into one said to them.
var thirdPerson = map[string]string{
	"they": "you", "they're": "you're", "they've": "you've", "they'll": "you'll", "their": "your",
	"theirs": "yours", "them": "you", "themselves": "yourselves", "she": "you", "he": "you",
	"her": "your", "his": "your", "she's": "you're", "he's": "you're",
}

// singularVerbs after "she"/"he" and their form after "you".
var singularVerbs = map[string]string{"is": "are", "was": "were", "has": "have", "does": "do"}

// finiteVerbs make a clause a statement ("invoices take 6 days"); a clause
// that starts with a noun and has none is a description of who the buyer is
// ("Freight broker paying Cargowise …") and is not quoted back.
var finiteVerbs = toSet("is are was were has have takes take spend spends costs cost starts start ends end runs run loses lose lost waste wastes miss misses needs need uses use pays pay handle handles makes make gets get sits sit drops drop renews renew expires expire comes come goes go sees see holds hold rely relies depends depend closes close tried sets set signs sign decides decide approves approve meets meet average averages wait waits fail fails break breaks lasts last")

// leadWords start a clause without being its subject ("Today every entry
// is double-checked by hand").
var leadWords = toSet("today now currently recently already also last next every each this that these those most many some all both no")

// fact is a clause of the buyer's situation in the second person ("you pay
// Dentrix $1,700 a month"), or "": one with a number if there is one.
// cardRole reports whether a scenario clause describes the buyer by role
// ("Customer needs approval from the boss", "The prospect thinks we are too
// expensive"): a note for the rep, never the buyer's own words or facts.
func cardRole(clause string) bool {
	f := strings.Fields(strings.ToLower(clause))
	if len(f) > 1 && (f[0] == "the" || f[0] == "a" || f[0] == "this") {
		f = f[1:]
	}
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[0], ",.:;") {
	case "customer", "prospect", "buyer", "client", "lead":
		return true
	}
	return false
}

func (r *replyResult) fact() string {
	var cands []string
	for _, c := range r.d.bc.clauses {
		for _, part := range strings.Split(c, ", and ") {
			part = strings.TrimSpace(part)
			if part == "" || isTitleClause(part) || cardRole(part) {
				continue
			}
			if nameLowered(part, r.d.bc.clauses, r.objection) {
				continue // "HydroChem offers …" would be said "your hydrochem offers …"
			}
			if f := factPhrase(part); f != "" && plainFact(f) {
				if r.lineType() != "authority" && factAbout(f, "authority") && !factAbout(f, r.lineType()) { // replysense.go
					continue // "Your owner signs, so let's look at what leaving it costs you": a non sequitur
				}
				if strings.HasPrefix(f, "the ") {
					f = "your " + f[len("the "):]
				}
				cands = append(cands, f)
			}
		}
	}
	// a fact about what the objection is about, else one with a number
	// (said with the type's neutral template: see factSentence)
	if words := factWords[r.lineType()]; words != nil {
		for _, c := range cands {
			for _, t := range tokenize(c) {
				if words[t.norm] {
					return c
				}
			}
		}
	}
	for _, c := range cands {
		if strings.IndexFunc(c, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
			return c
		}
	}
	if len(cands) > 0 {
		return cands[0]
	}
	return ""
}

// factWords mark the facts of the buyer's situation that speak to each
// kind of objection.
var factWords = map[string]map[string]bool{
	"price":       toSet("pay paying price quote quoted budget costs cost spend spending charge charges"),
	"timing":      toSet("weeks months season opening opens launch renews renewal deadline busy until after starts ends begins closes"),
	"trust":       toSet("tried failed breach crashed previous burned lost audit review"),
	"authority":   toSet("signs decides approves owner board cfo ceo partner partners committee director"),
	"competition": toSet("quoted uses using trialling trialing comparing contract renews"),
	"need":        toSet("loses lose lost spend spends takes hours errors missed manual manually"),
}

func factPhrase(c string) string {
	c = strings.TrimRight(strings.TrimSpace(c), ".;,:!?")
	if c == "" || len(c) > 140 || strings.ContainsAny(c, "\"“”()") {
		return ""
	}
	toks := tokenize(c)
	if len(toks) < 3 {
		return ""
	}
	finite := false
	for i := range toks {
		if notYours[toks[i].norm] || (i < 4 && factDescribers[toks[i].norm]) {
			return ""
		}
		if i > 0 && finiteVerbs[toks[i].norm] {
			finite = true
		}
	}
	if !finite {
		return "" // "Team of 12 using Slack", "200 shipments a day": no statement to build on
	}
	// rewrite word by word into the second person
	var b strings.Builder
	pos := 0
	afterPronoun, singular := false, false
	for i := range toks {
		t := &toks[i]
		b.WriteString(c[pos:t.s])
		word := c[t.s:t.e]
		// the verb right after "she"/"he", or after "and" later in the
		// clause ("she uses … and loses …"), agrees with "you"
		verbSlot := afterPronoun || (singular && i > 0 && toks[i-1].norm == "and")
		switch {
		case thirdPerson[t.norm] != "":
			word = thirdPerson[t.norm]
			afterPronoun = t.norm == "she" || t.norm == "he"
			singular = singular || afterPronoun
			b.WriteString(word)
			pos = t.e
			continue
		case verbSlot && singularVerbs[t.norm] != "":
			word = singularVerbs[t.norm]
		case verbSlot && strings.HasSuffix(t.norm, "ies") && len(t.norm) > 4:
			word = word[:len(word)-3] + "y" // "she worries" → "you worry"
		case verbSlot && strings.HasSuffix(t.norm, "es") && (strings.HasSuffix(t.norm, "sses") || strings.HasSuffix(t.norm, "shes") || strings.HasSuffix(t.norm, "ches") || strings.HasSuffix(t.norm, "xes") || strings.HasSuffix(t.norm, "zzes")):
			word = word[:len(word)-2] // "she misses" → "you miss" ("she uses" → "you use", below)
		case verbSlot && strings.HasSuffix(t.norm, "s") && !strings.HasSuffix(t.norm, "ss") && len(t.norm) > 3:
			word = strings.TrimSuffix(word, "s") // "she pays" → "you pay", "and loses" → "and lose"
		}
		afterPronoun = false
		b.WriteString(word)
		pos = t.e
	}
	b.WriteString(c[pos:])
	c = b.String()
	first := &toks[0]
	proper := upperAt(c, 0) && len(toks) > 1 && upperAt(c, toks[1].s) // "Mercy General is …"
	if !proper && !thirdPersonStart(first.norm) {
		c = strings.ToLower(c[:first.e]) + c[first.e:]
	}
	switch {
	case thirdPersonStart(first.norm), first.isNum(), proper, leadWords[first.norm], stopwords[first.norm]:
	default:
		c = "your " + c // "holiday season starts in 3 weeks" → "your holiday season starts in 3 weeks"
	}
	return c
}

func thirdPersonStart(w string) bool { return thirdPerson[w] != "" }

// capFirst upper-cases the first letter of s.
func capFirst(s string) string {
	r, sz := utf8.DecodeRuneInString(s)
	if sz == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[sz:]
}

// colonList reports whether s introduces a list with a colon and
// separates its items with semicolons ("Three things you can check: …; …;
// and …").
func colonList(s string) bool {
	c := strings.Index(s, ": ")
	return c >= 0 && strings.Contains(s[c:], "; ")
}

// listSentences says a colon list one item a sentence, in order: "Three
// things you can check: A; B; and C." becomes "Three things you can check: A.
// B. C."
func listSentences(s string) string {
	items := strings.Split(strings.TrimRight(s, ".!? "), "; ")
	out := make([]string, 0, len(items))
	for _, it := range items {
		it = strings.TrimSpace(it)
		for _, and := range []string{"and ", "or ", "plus "} {
			it = strings.TrimPrefix(it, and)
		}
		if it != "" {
			out = append(out, asSentence(capFirst(it)))
		}
	}
	return strings.Join(out, " ")
}

// ownUpTo is own with a longer limit on words.
func (r *replyResult) ownUpTo(si, words int) string {
	if r.hedgedFinish(si) {
		return ""
	}
	s := asSentence(r.d.rewrite(si, true))
	ws := strings.Fields(s)
	if n := len(ws); n < 2 || n > words || joinedSentences.MatchString(s) ||
		replyDanglers[strings.ToLower(strings.Trim(ws[n-1], ".,;:!?"))] {
		return ""
	}
	return s
}

// own is sentence si of the reply without fillers and hedges, as a
// sentence ("" when it is too long to quote in an example).
func (r *replyResult) own(si int) string {
	if si < 0 || si >= len(r.d.sents) {
		return ""
	}
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		// "I'm not totally sure how the district thing works" loses its
		// subject without the hedge; such a sentence is not reused
		if t := &r.d.toks[i]; t.role == roleHedge && (t.norm == "not" || t.norm == "don't") {
			return ""
		}

	}
	if r.hedgedFinish(si) {
		return ""
	}
	s := r.d.rewrite(si, true)
	if s == "" && st.last-st.first <= 3 {
		// a short sentence ("Fair enough.") the rewrite leaves alone
		clean := true
		for i := st.first; i < st.last; i++ {
			if r.d.toks[i].role == roleFiller || r.d.toks[i].role == roleHedge {
				clean = false
			}
		}
		if clean {
			s = oneSpaced(r.d.sentText(si))
		}
	}
	if orig := r.d.sentText(si); colonList(orig) && strings.Count(s, ". ") > strings.Count(orig, ". ") {
		return "" // a list cut into sentences loses its items' order and sense: drop it whole
	}
	words := strings.Fields(s)
	if 2*len(words) < len(strings.Fields(r.d.sentText(si))) {
		return "" // more filler than sentence: what is left is garbled ("No totally the whiteboard is, fine?")
	}
	if f := &r.d.feats[si]; (f.q == qNone || f.q == qOther) && strings.HasSuffix(s, "?") {
		s = strings.TrimSuffix(s, "?") + "." // a statement said with a rising tone
	}
	if len(words) > 30 || len(words) < 2 || replyDanglers[strings.ToLower(strings.Trim(words[len(words)-1], ".,;:!?"))] ||
		joinedSentences.MatchString(s) {
		return "" // a fragment of a run-on ("…, and we"), or two sentences run together
	}
	if last := strings.Trim(words[len(words)-1], ".,;:!?"); last != "" {
		if orig := r.d.sentText(si); strings.Contains(orig, last+"-") && !strings.Contains(orig, last+" ") && !strings.Contains(orig, last+".") && !strings.Contains(orig, last+",") {
			return "" // "deal with it head" cut from "head-on": a word split at its hyphen
		}
	}
	return asSentence(s)
}

// hedgedFinish reports whether sentence si hedges a completion ("the
// integration is basically done"): without the hedge it would be a firmer
// promise than the rep made, so it is not reused.
func (r *replyResult) hedgedFinish(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i+1 < st.last; i++ {
		if t := &r.d.toks[i]; (t.role == roleHedge || t.role == roleFiller) && finishedWords[r.d.toks[i+1].norm] {
			return true
		}
	}
	return false
}

// finishedWords say that something is complete; a hedge before one is an
// estimate that dropping the hedge would turn into a promise.
var finishedWords = toSet("done finished ready complete completed built live there fixed solved")

// replyDanglers are words a sentence does not end on.
var replyDanglers = toSet("a an the to of and or but with for your our my their his her its that which who is are was were be been will would can could should must might may if because so than in on at by from as into like about just very really we i")

// joinedSentences finds a sentence run into the next without punctuation
// ("What are you comparing us to It's just $40").
var joinedSentences = regexp.MustCompile(`[a-z,] (It's|It|We|We're|We'll|I'm|I'll|The|This|That|You|You're|Our|So|And|But|Let's) `)

// asSentence ends s on a sentence boundary, without a conjunction left
// dangling at its start ("But, the thing is …" → "The thing is …").
func asSentence(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ",;:—–- ")
	for _, lead := range []string{"But, ", "And, ", "So, ", "Or, ", "No, ", "Yeah, ", "But ", "And ", "So ", "Or "} {
		if rest, ok := strings.CutPrefix(s, lead); ok && len(strings.Fields(rest)) >= 3 {
			s = capFirst(strings.TrimLeft(rest, ", "))
			break
		}
	}
	s = strings.ReplaceAll(s, ", ,", ",")
	if s == "" {
		return ""
	}
	if !strings.ContainsAny(s[len(s)-1:], ".?!") {
		s += "."
	}
	return s
}

// quoted joins sentences into one example in quotation marks.
func quoted(parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			keep = append(keep, p)
		}
	}
	return "“" + strings.Join(keep, " ") + "”"
}

// brushOffQuestion asks what changes before a deferral when the buyer's line
// names a later time, and what the buyer needs otherwise ("then" needs a
// time to point at).
func (r *replyResult) brushOffQuestion() string {
	if guessObjType(r.objection) == "timing" || strongTypeWord(r.objection) == "timing" {
		return "Happy to. Before I do — what changes between now and then?"
	}
	// the buyer asked for no delay ("It works fine"): ask about their side
	// instead of agreeing to one
	return firstNonEmpty(r.stockQuestion(), "What would you need to see from me?")
}

// templateOffers are the words of a template's offer: when the rep's reply
// already says one, the template would repeat the rep's own offer ("Would a
// call with a customer your size …" after "Two customers will speak with
// your QA lead").
var templateOffers = map[string][]string{
	"price":       {"one page", "one-page", "side by side"},
	"timing":      {"first step", "small step"},
	"trust":       {"customer", "customers", "reference", "references"},
	"authority":   {"one page", "one-page", "summary", "brief"},
	"competition": {"side by side", "side-by-side", "compare"},
	"need":        {"trial", "pilot", "test", "testing", "tried it", "try it"},
}

// offerPhrases are a reference, a document or a trial the rep offers
// (offersProofRe's words, and a trial, a pilot or a visit), in lower case
// with their word boundaries.
var offerPhrases = []string{" case stud", " their names", " reference", " audited", " introduce you", " take your call", " take a call",
	" happy to talk", " certificate", " certification", " audit report", " trial", " pilot", " side by side", " side-by-side",
	" demo site", " welcome to visit", " come and see"}

// offered reports whether the rep's reply already makes the offer of the
// objection type's templates.
func (r *replyResult) offered() bool {
	if r.offerMem == 0 {
		r.offerMem = 2
		if r.offeredNow() {
			r.offerMem = 1
		}
	}
	return r.offerMem == 1
}

func (r *replyResult) offeredNow() bool {
	low := " " + strings.ToLower(r.d.text) + " "
	for _, w := range offerPhrases {
		if strings.Contains(low, w) {
			return true // a reference, a document or a trial offered already: no stock "customer your size" beside it
		}
	}
	for _, w := range templateOffers[r.objType()] {
		if strings.Contains(low, " "+w+" ") || strings.Contains(low, " "+w+",") || strings.Contains(low, " "+w+".") || strings.Contains(low, " "+w+"?") {
			return true
		}
	}
	return false
}

// confirmLine is the objection type's confirming question, or a plain check
// when the reply already made that offer.
func (r *replyResult) confirmLine() string {
	if r.offered() {
		return "What would you want to see first?"
	}
	return confirmTemplates[r.objType()]
}

// proofLine is the objection type's proof offer, or "" when the reply
// already made it.
func (r *replyResult) proofLine() string {
	if r.offered() {
		return ""
	}
	return proofTemplates[r.objType()]
}

func (r *replyResult) respondExample() string {
	if f := r.factSentence(); f != "" {
		return quoted(f)
	}
	return quoted(respondTemplates[r.objType()])
}

// firstCountedSent is the first sentence with content, or -1.
func (r *replyResult) firstCountedSent() int {
	for si := range r.d.feats {
		if r.d.feats[si].content > 0 {
			return si
		}
	}
	return -1
}

func (r *replyResult) lastCountedSent() int {
	for si := len(r.d.feats) - 1; si >= 0; si-- {
		if r.d.feats[si].content > 0 {
			return si
		}
	}
	return -1
}

// longestSentence is the sentence with the most content words, or -1.
func (r *replyResult) longestSentence() int {
	best, n := -1, 0
	for si := range r.d.feats {
		if c := r.d.feats[si].content; c > n {
			best, n = si, c
		}
	}
	return best
}

// splitExample is the start of a run-on sentence said as two short ones.
func (r *replyResult) splitExample(si int) string {
	if s := oneSpaced(r.d.sentText(si)); colonList(s) && r.idealText(si) == listSentences(s) {
		return quoted(listSentences(s)) // the list, one item a sentence
	}
	clauses := clausesOf(r.d.rewrite(si, true))
	// the first two neighbouring clauses that are each a sentence a buyer
	// can follow (4–30 words): an example of splitting, not another run-on
	for i := 0; i+1 < len(clauses); i++ {
		a := asSentence(capFirst(strings.TrimSpace(clauses[i])))
		b := asSentence(capFirst(strings.TrimSpace(clauses[i+1])))
		na, nb := len(strings.Fields(a)), len(strings.Fields(b))
		if na >= 4 && na <= 30 && nb >= 4 && nb <= 30 && !danglingComma.MatchString(a+" "+b) {
			return quoted(a, b)
		}
	}
	if len(clauses) > 1 {
		if a := asSentence(capFirst(strings.TrimSpace(clauses[0]))); len(strings.Fields(a)) >= 4 && len(strings.Fields(a)) <= 30 {
			return quoted(a) // the first idea, said on its own
		}
	}
	return quoted(ackTemplates[r.objType()], r.stockQuestion())
}

// clausesOf cuts a run-on at every joint ("and", "so", "but", "which",
// "because", ";") with at least five words before it.
func clausesOf(s string) []string {
	var clauses []string
	for s != "" {
		k := -1
		for _, sep := range []string{"; ", " and ", " so ", " but ", " which ", " because "} {
			from := 0
			for {
				i := strings.Index(s[from:], sep)
				if i < 0 {
					break
				}
				i += from
				if len(strings.Fields(s[:i])) >= 5 {
					if k < 0 || i < k {
						k = i
					}
					break
				}
				from = i + len(sep)
			}
		}
		if k < 0 {
			clauses = append(clauses, s)
			break
		}
		clauses = append(clauses, s[:k])
		s = strings.TrimSpace(s[k+1:])
		for _, lead := range []string{"and ", "so ", "but ", "which ", "because "} {
			s = strings.TrimPrefix(s, lead)
		}
	}
	return clauses
}

// runOnFigures are the clauses of run-on sentence si that carry a figure,
// each said as a sentence (at most four, 5–28 words, not leaning on the
// clause before: "which is a third more"): the rep's math, kept for the
// ideal response when the sentence itself is too long to say.
func (r *replyResult) runOnFigures(si int) []string {
	var out []string
	for _, c := range clausesOf(r.d.rewrite(si, true)) {
		c = strings.TrimSpace(c)
		ws := strings.Fields(c)
		if len(ws) < 5 || len(ws) > 28 || !strings.ContainsAny(c, "0123456789") || danglingComma.MatchString(c) || !cleanClause(c) {
			continue
		}
		switch strings.ToLower(ws[0]) {
		case "which", "that", "that's", "it's", "this", "then", "so", "and", "but":
			continue
		}
		if toks := tokenize(c); len(toks) > 0 {
			all := make([]int, len(toks))
			for i := range toks {
				all[i] = i
			}
			if n, _ := ackLex.match(toks, all, 0); n > 0 && n < len(toks) {
				// "I understand, and I know you pay …": the figure, not the opener
				c = strings.TrimLeft(c[toks[n-1].e:], ",;:— ")
				c = strings.TrimPrefix(c, "and ")
				ws = strings.Fields(c)
				if len(ws) < 5 {
					continue
				}
			}
		}
		if replyDanglers[strings.ToLower(strings.Trim(ws[len(ws)-1], ".,;:!?"))] {
			continue
		}
		out = append(out, asSentence(capFirst(c)))
		if len(out) == 4 {
			break
		}
	}
	return out
}

// cleanClause reports whether a clause has none of the words the coach
// flags in a reply: a postponement, pressure, a concession, dismissal,
// arguing, disparagement, a buzzword or an overclaim.
func cleanClause(c string) bool {
	toks := tokenize(c)
	all := make([]int, len(toks))
	for i := range toks {
		all[i] = i
	}
	for _, lx := range []*lexicon{vagueCloseLex, pressureLex, discountLex, dismissLex, argueLex, bashLex, buzzLex, overclaimLex, hedgeLex} {
		if len(lx.scan(toks, all)) > 0 {
			return false
		}
	}
	return true
}

// questionQuote is the question of sentence si and its span: the whole
// sentence, or for a run-on that ends in a question, its last clause.
func (r *replyResult) questionQuote(si int) (string, span) {
	at := r.sentSpan(si)
	if si < 0 || r.d.feats[si].content <= 30 {
		return r.quote(si), at
	}
	text := r.d.text[at.start:at.end]
	cut := -1
	for _, sep := range []string{" and also ", ", and ", " and ", ", ", " so "} {
		if k := strings.LastIndex(text, sep); k+len(sep) > cut && len(text)-k > 12 {
			cut = k + len(sep)
		}
	}
	if cut <= 0 {
		return text, at
	}
	for _, lead := range []string{"also ", "so ", "and "} {
		if strings.HasPrefix(text[cut:], lead) {
			cut += len(lead)
		}
	}
	return text[cut:], span{at.start + cut, at.end}
}

func (r *replyResult) sentSpan(si int) span {
	if si < 0 || si >= len(r.d.sents) {
		return span{}
	}
	return span{r.d.sents[si].s, r.d.sents[si].e}
}

// evSpan is the span of the first negative finding of a category.
func (r *replyResult) evSpan(category string) span {
	for _, e := range r.d.evidence() {
		if e.Category == category && e.Kind == "negative" {
			return span{e.Start, e.End}
		}
	}
	return span{}
}

func (r *replyResult) strengths() []Strength {
	d := r.d
	var out []Strength
	add := func(cat, desc, impact string, at span) {
		out = append(out, Strength{Category: cat, Description: desc, Impact: impact, at: at})
	}
	if r.ack >= 0.6 {
		add("objectionHandling", "You acknowledge the concern first: "+q(r.quote(r.ackSent))+".", "medium", r.sentSpan(r.ackSent))
	}
	switch {
	case r.clarifyTurn && r.clarify >= 1:
		add("objectionHandling", "A sharp clarifying question: you find out what the objection is about before answering it: "+q(r.quote(r.clarifySent))+".", "high", r.sentSpan(r.clarifySent))
	case r.clarify >= 0.6:
		qt, at := r.questionQuote(r.clarifySent)
		add("objectionHandling", "You ask before you answer: "+q(qt)+".", "high", at)
	}
	if r.respond >= 0.5 && r.respondSent >= 0 {
		f := &d.feats[r.respondSent]
		switch {
		case r.planTurn && f.next >= 1:
			what := map[string]string{"timing": "the timing", "authority": "who decides"}[r.objType()]
			add("persuasiveness", "You answer "+firstNonEmpty(what, "the concern")+" with a concrete plan: "+q(r.quote(r.respondSent))+".", "high", r.sentSpan(r.respondSent))
		case r.answerTurn:
			add("persuasiveness", "You answer the buyer's question with something they can check: "+q(r.quote(r.respondSent))+".", "high", r.sentSpan(r.respondSent))
		case f.proof && len(f.concepts) == 0:
			add("persuasiveness", "You offer proof the buyer can check: "+q(r.quote(r.respondSent))+".", "high", r.sentSpan(r.respondSent))
		case citesBuyer(r.d.toks, r.d.sents[r.respondSent].first, r.d.sents[r.respondSent].last):
			// "You mentioned …": the coach cannot confirm what the buyer said
			// before this line, so it claims nothing about it
		default:
			add("persuasiveness", "Your answer uses the buyer's situation: "+q(r.quote(r.respondSent))+".", "high", r.sentSpan(r.respondSent))
		}
	}
	if r.confirm >= 0.6 && d.discount == 0 && r.confirmSent >= 0 && r.confirmSent != r.respondSent && !r.clarifyTurn {
		desc := "You check the concern is resolved or propose a next step: "
		if d.feats[r.confirmSent].next >= 1 {
			desc = "You propose a concrete next step: "
		}
		add("objectionHandling", desc+q(r.quote(r.confirmSent))+".", "medium", r.sentSpan(r.confirmSent))
	}
	if d.discount == 0 && d.bc.objType == "price" && r.lineType() == "price" && r.respond >= 0.5 && d.pressure+d.pushyQ+d.dismiss+d.argue == 0 && !anyConcession(d) {
		add("objectionHandling", "You hold the price and argue on value instead of discounting.", "high", span{})
	}
	if out == nil {
		out = []Strength{}
	}
	return out
}

func (r *replyResult) improvements() []Improvement {
	d := r.d
	var list []rankedImprovement
	add := func(gain float64, cat, desc, sugg, ex string, at span) {
		list = append(list, rankedImprovement{Improvement{Category: cat, Description: desc, Priority: priorityFor(gain), SpecificSuggestion: sugg, Example: ex, at: at}, gain})
	}
	t := r.objType()
	clarifyQ := r.clarifyQuestion()
	if d.contentWords == 0 {
		add(20, "objectionHandling", "There is no reply to assess yet.", "Acknowledge, ask, answer with value, confirm.", quoted(ackTemplates[t], clarifyQ), span{})
		return finish(list)
	}
	lastSent := r.lastCountedSent()
	ackLine := ackTemplates[t]
	if r.ack >= 0.6 && !r.flagged(r.ackSent) && !r.severe() {
		ackLine = firstNonEmpty(r.own(r.ackSent), ackLine)
	}
	if d.discount > 0 {
		qs := r.listed("discount", 2)
		desc := "You concede on price: " + strings.Join(qs, ", ") + "."
		if r.instantDiscount {
			desc = "You concede on price before asking anything: " + strings.Join(qs, ", ") + "."
		}
		add(30, "objectionHandling", desc,
			"Don't cut the price: ask what it is being compared to, tie the value to the buyer's numbers, and trade price only for something in return.",
			quoted(ackLine, clarifyQ, firstNonEmpty(r.ownAnswer(), r.factSentence())), r.evSpan("discount"))
	}
	if d.argue+d.dismiss+d.bash > 0 {
		var qs []string
		at := span{}
		for _, c := range []string{"arguing", "dismissing", "tone"} {
			qs = append(qs, d.quotes(c, "negative", 2)...)
			if at == (span{}) {
				at = r.evSpan(c)
			}
		}
		add(20, "tone", "You push back on the buyer instead of exploring the concern: "+strings.Join(first3(qs), ", ")+".",
			"Agree with what is true in the objection, then ask what is behind it.",
			quoted(ackTemplates[t], clarifyQ, firstNonEmpty(r.ownAnswer(), r.factSentence())), at)
	}
	if len(r.dodges) > 0 {
		dg := r.worstDodge()
		desc, sugg := "You help the buyer go around the person or rule that approves the purchase: ", "Never help a buyer dodge an approval; help them make the case to the person who decides."
		switch dg.kind {
		case "bribe", "falsify", "secret", "backchannel", "deceive", "entrench", "tamper":
			desc, sugg = severeAdvice[dg.kind].desc, severeAdvice[dg.kind].suggestion
		case "rig":
			desc, sugg = "You offer to rig the buying process so only you can win: ", "Never shape a tender or spec so rivals can't qualify; win it on the merits, in the open, with the people who decide."
		case "hide":
			desc, sugg = "You offer terms kept from the people who approve the purchase: ", "Put every price and term in the open quote; if there is room to move, trade it openly for something in return."
		}
		add(40, "objectionHandling", desc+q(r.d.text[dg.s:dg.e])+".", sugg, quoted(ackTemplates[t], r.confirmLine()), span{dg.s, dg.e})
	}
	if d.pressure+d.pushyQ > 0 {
		add(12, "tone", "Pressure: "+strings.Join(r.listed("pressure", 2), ", ")+".",
			"Earn the next step with value instead of pushing for it.", quoted(firstNonEmpty(r.ownAnswer(), r.factSentence()), r.confirmLine()), r.evSpan("pressure"))
	}
	if r.clarify >= 0.6 && r.reasked(r.clarifySent) {
		qt, at := r.questionQuote(r.clarifySent)
		add(6, "objectionHandling", "You ask for something the buyer just told you: "+q(qt)+".",
			"Use what they said and ask the next thing you need to know.", quoted(clarifyQ), at)
	}
	if r.brushOff {
		add(15, "objectionHandling", "You accept the brush-off: "+d.firstQuote("nextStep", "negative")+".",
			"Before agreeing to wait, ask what changes by then, and offer a smaller first step.",
			quoted(r.brushOffQuestion(), r.confirmLine()), r.evSpan("nextStep"))
	}
	if r.clarify == 0 && !r.answerTurn && !r.fitTurn {
		// the question, then the rep's own answer
		ex := quoted(ackLine, clarifyQ, r.cleanOwn(r.respondSent))
		if r.planTurn && r.clarifyEff > 0 {
			add(4, "objectionHandling", "Your plan is concrete; one question first would make sure it fits.",
				"Before proposing the date, ask one question about what matters to them.", ex, span{})
		} else {
			add(16, "objectionHandling", "You answer without asking what is behind the objection.",
				"Ask one clarifying question before you respond.", ex, span{})
		}
	}
	if r.respond < 0.4 && !r.clarifyTurn {
		add(14*(1-r.respond), "persuasiveness", "Your answer doesn't use what the buyer told you.",
			"Respond with value or proof in the buyer's own terms and numbers.", r.respondExample(), span{})
	}
	switch {
	case r.stockAck:
		stock := strings.TrimRight(oneSpaced(r.d.sentText(r.ackSent)), ".!,;")
		ex := quoted(stock + ": " + r.concernName(t)) // replysense.go
		if stock == "" || containsNorm(d.toks, d.stream(r.ackSent), "question") {
			ex = quoted(ackTemplates[t]) // praising the question names no concern, with or without one after it
		}
		add(8, "objectionHandling", "Your acknowledgement is a stock phrase: "+q(r.quote(r.ackSent))+". It doesn't say what you heard.",
			"Name the concern in a few words, so the buyer knows you heard it.", ex, r.sentSpan(r.ackSent))
	case r.ack < 0.5 && !r.answerTurn:
		// the rep's own opening, with the acknowledgement before it
		add(10, "objectionHandling", "You don't acknowledge the concern.",
			"Start by showing you heard it, without agreeing that it is a deal-breaker.", quoted(ackTemplates[t], r.firstContribution()), span{})
	}
	switch {
	case r.confirm >= 0.6 || r.clarifyTurn || d.discountUncond > 0:
	case lastSent >= 0 && d.feats[lastSent].q == qDiscovery:
		// ending on a question hands the floor back; the step can follow
		add(4, "objectionHandling", "You end on a question; once they answer, propose a small concrete step.",
			"Keep the question, and have the next step ready for their answer.", quoted(r.confirmLine()), span{})
	default:
		add(8, "objectionHandling", "You don't check whether the concern is resolved or propose a next step.",
			"End with a question that confirms, or a small concrete step.", quoted(r.cleanOwn(lastSent), r.confirmLine()), span{})
	}
	if nh := r.negCount("hedge"); d.hedgeWeight >= 0.5 && nh > 0 {
		add(math.Min(3*d.hedgeWeight, 18), "confidence",
			fmt.Sprintf("%s: %s.", plural(nh, "hedge", "hedges"), strings.Join(r.listed("hedge", 4), ", ")),
			"Say it plainly.", r.plainExample(roleHedge, ackLine), r.evSpan("hedge"))
	}
	if nf := r.negCount("filler"); nf > 0 {
		add(math.Min(2*float64(nf), 16), "confidence",
			fmt.Sprintf("%s: %s.", plural(nf, "filler", "fillers"), strings.Join(r.listed("filler", 4), ", ")),
			"Pause instead of filling.", r.plainExample(roleFiller, ackLine), r.evSpan("filler"))
	}
	if d.buzz+d.madeUp+d.irrelevantNums+d.overclaim > 0 {
		var qs []string
		at := span{}
		for _, c := range []string{"unsupportedNumber", "irrelevantNumber", "buzzword", "overclaim"} {
			qs = append(qs, d.quotes(c, "negative", 2)...)
			if at == (span{}) {
				at = r.evSpan(c)
			}
		}
		qs = wholeClaims(qs) // replyclaims.go
		if len(qs) > 0 {
			add(math.Min(3*float64(d.buzz)+4*float64(d.madeUp)+2.5*float64(d.irrelevantNums)+4*float64(d.overclaim), 20), "persuasiveness",
				"Claims that don't answer this buyer: "+strings.Join(first(qs, 4), ", ")+".",
				"Swap hype and unsupported figures for one fact about the buyer's situation or a result they can check.", r.respondExample(), at)
		}
	}
	if len(r.crowd) > 0 && d.proofSents == 0 && r.proofLine() != "" {
		add(7, "persuasiveness", "A claim about other customers the buyer can't check: "+q(r.quote(r.crowd[0]))+".",
			"Name one customer, say what changed for them in numbers, and offer the buyer a call with them.", quoted(r.proofLine()), r.sentSpan(r.crowd[0]))
	}
	if d.flattery+d.selfClaims > 0 {
		cat, desc := "flattery", "Empty praise of the buyer: "
		if d.flattery == 0 {
			cat, desc = "customerFocus", "Sentences about you rather than the buyer: "
		}
		quote := firstNonEmpty(d.firstQuote(cat, "negative"), d.firstQuote("flattery", "negative"), d.firstQuote("customerFocus", "negative"))
		add(math.Min(3*float64(d.flattery+d.selfClaims), 15), "tone", desc+quote+".",
			"Talk about the buyer's problem, not your company or how they will feel.", r.respondExample(), r.evSpan(cat))
	}
	if si := r.longestSentence(); si >= 0 && d.feats[si].content > 40 {
		add(math.Min(6+float64(d.feats[si].content-40)/5, 15), "clarity",
			fmt.Sprintf("One sentence runs %d words: the buyer can't follow it live.", len(strings.Fields(d.sentText(si)))),
			"Split it: one idea per sentence, then stop and ask.", r.splitExample(si), r.sentSpan(si))
	}
	if d.contentWords > 110 {
		add(math.Min(float64(d.contentWords-110)/8, 10), "clarity", fmt.Sprintf("At %d content words the reply is long for a live objection.", d.contentWords),
			"Keep it to four moves: acknowledge, ask, answer, confirm.", firstNonEmpty(r.shortVersion(), quoted(ackLine, clarifyQ)), span{})
	}
	if len(list) == 0 && r.overall < 90 {
		r.fallbackImprovement(add)
	}
	return finish(list)
}

// cleanOwn is the rep's sentence si for an example, or "" when it is the
// acknowledgement or carries anything the coach flags (a concession,
// pressure, hype, a made-up number …): an example never repeats a mistake.
func (r *replyResult) cleanOwn(si int) string {
	if si < 0 || si == r.ackSent && r.ack > 0 || r.flagged(si) || r.reasked(si) || r.header(si) || uncheckableEndorsement(r.d.sentText(si)) {
		return ""
	}
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if r.d.toks[i].role == roleVague {
			return ""
		}
	}
	return r.own(si)
}

// firstContribution is the rep's first sentence that serves a stage and
// carries no finding, said cleanly ("" for none): an acknowledgement goes
// before it, not before a bare "Will do."
func (r *replyResult) firstContribution() string {
	for _, k := range r.keptSentences() {
		if k.stage != "acknowledge" {
			if endedSentence(r.d.sentText(k.si)) == "" {
				return "" // an unpunctuated run, repaired, ends garbled ("…what's driving.")
			}
			return k.text
		}
	}
	return ""
}

// anaphoric reports whether sentence si opens by pointing back at the one
// before it ("That's …", "After that …", "It …"), so it cannot stand alone.
func (r *replyResult) anaphoric(si int) bool {
	st := &r.d.sents[si]
	var ws []string
	for i := st.first; i < st.last && len(ws) < 2; i++ {
		if t := &r.d.toks[i]; t.role == roleNone {
			ws = append(ws, t.norm)
		}
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "that", "that's", "this", "it", "it's", "then", "which", "those", "these", "they're":
		return true
	case "after", "before", "with", "without":
		return len(ws) > 1 && (ws[1] == "that" || ws[1] == "this" || ws[1] == "it")
	case "would", "will", "does", "did", "is", "could", "can", "should", "doesn't", "wouldn't", "isn't", "won't":
		// "Would that get us closer?" asks about the sentence before it
		return len(ws) > 1 && (ws[1] == "that" || ws[1] == "this")
	}
	return false
}

// header reports whether sentence si only announces a list that follows
// ("Three answers you can check.", "Two reasons, both checkable."): it says
// nothing without the sentences after it.
func (r *replyResult) header(si int) bool {
	if si < 0 || si+1 >= len(r.d.sents) || r.d.feats[si].q != qNone {
		return false
	}
	st := &r.d.sents[si]
	n := 0
	var first *token
	for i := st.first; i < st.last; i++ {
		if t := &r.d.toks[i]; t.role == roleNone && t.norm != "" {
			if first == nil {
				first = t
			}
			n++
		}
	}
	return first != nil && first.numWord && first.val >= 2 && first.val <= 10 && n <= 6
}

// reasked reports whether sentence si is a question asking for what the
// buyer's line already said.
func (r *replyResult) reasked(si int) bool {
	return si >= 0 && r.d.feats[si].q != qNone && reasks(r.d.sentText(si), r.said)
}

// flagged reports whether sentence si carries a finding an example must not
// repeat, or points at something the reply never gave ("the numbers").
func (r *replyResult) flagged(si int) bool {
	if si > 0 && r.anaphoric(si) && r.flagged(si-1) {
		return true // "That's cheaper than Mindbody now" after the price cut leans on it
	}
	f := &r.d.feats[si]
	if f.argue+f.dismiss+f.bash+f.discount+f.pressure+f.buzz+f.overclaim > 0 || f.q == qPushy || f.q == qRhetorical ||
		f.flattery || f.selfClaim || hasMadeUp(f) || f.vagueClose || (f.market || f.history) && f.q == qNone || slices.Contains(r.crowd, si) {
		// (a question about the buyer's risks claims nothing about a market)
		return true
	}
	for _, q := range f.quantities {
		if q.irrelevant {
			return true
		}
	}
	if r.d.quantities == 0 {
		low := strings.ToLower(r.d.sentText(si))
		for _, ref := range []string{"the numbers", "those numbers", "these numbers", "that math", "the math", "that number"} {
			if strings.Contains(low, ref) {
				return true
			}
		}
	}
	return false
}

func first3(qs []string) []string { return first(qs, 3) }

// plainExample is the first of the rep's sentences with a word of role rl,
// said plainly (without fillers and hedges); when none is long enough to
// quote, the rep's first clean sentence, or fallback.
func (r *replyResult) plainExample(rl role, fallback string) string {
	d := r.d
	try := func(si int) string {
		if r.flagged(si) || r.reasked(si) || r.hasVague(si) || concessionMoveRe.MatchString(d.sentText(si)) {
			return "" // (a discount said plainly is a firmer discount)
		}
		s := r.own(si)
		if len(strings.Fields(s)) < 3 || danglingComma.MatchString(s) {
			return "" // "That's, a fair point.": a deletion, not a rewrite
		}
		return s
	}
	for si := range d.sents {
		st := &d.sents[si]
		for i := st.first; i < st.last; i++ {
			if d.toks[i].role == rl {
				if s := try(si); s != "" {
					return quoted(s)
				}
				break
			}
		}
	}
	for si := range d.sents {
		if d.feats[si].content > 0 {
			if s := try(si); s != "" {
				return quoted(s)
			}
		}
	}
	// a long spoken sentence, said without its fillers and hedges
	for si := range d.sents {
		if d.feats[si].content > 0 && !r.flagged(si) && !r.reasked(si) && !r.hasVague(si) && !concessionMoveRe.MatchString(d.sentText(si)) {
			if s := r.ownUpTo(si, 45); len(strings.Fields(s)) >= 3 && !danglingComma.MatchString(s) {
				return quoted(s)
			}
		}
	}
	return quoted(fallback)
}

// deciderWords name who decides in a buyer's line; acronyms are said in
// capitals.
var deciderWords = map[string]string{"boss": "boss", "cfo": "CFO", "ceo": "CEO", "coo": "COO", "cto": "CTO", "board": "board",
	"owner": "owner", "owners": "owners", "partner": "partner", "partners": "partners", "director": "director",
	"committee": "committee", "principal": "principal", "president": "president", "founder": "founder"}

// deciderIn is who decides, as the buyer's line names them ("your CEO"), or "".
func deciderIn(line string) string {
	line, _ = truncate(line, maxContextBytes)
	for _, t := range tokenize(line) {
		if w, ok := deciderWords[t.norm]; ok {
			return "your " + w
		}
	}
	return ""
}

// danglingComma finds a comma left behind by a deleted word: after a word
// that cannot end a clause ("That's, a fair point", "it's, hard").
var danglingComma = regexp.MustCompile(`(?i)\b(it's|that's|there's|he's|she's|we're|you're|they're|i'm|is|are|was|were|a|an|the|to|of|and|or|but|we|i|you|it|that|just|really|very|pretty|so),`)

// factSentence is the buyer's situation as a sentence of an example, or "".
// An authority objection gets none: telling the buyer who signs at their own
// company recites the scenario to them.
func (r *replyResult) factSentence() string {
	if r.objType() == "authority" {
		if who := deciderIn(r.objection); who != "" {
			return "I can put the case on one page for " + who + ", in the numbers that matter to them."
		}
		return ""
	}
	// a card clause is never spoken, in any template: the card is a note
	// for the rep, and read back to the buyer it is either a recital of
	// their own situation or a non sequitur ("Your budget ARS 6m. EquiLog
	// quotes ARS 5.5m.", "Your LIS costs ₦24m/yr, so I'll bring proof…").
	// Spoken lines hold the rep's words, the buyer's and stock words only.
	return ""
}

// reasons give a clarifying question a reason to be answered.
var reasons = map[string]string{
	"price":       "I'm asking so we compare the right numbers.",
	"timing":      "I'm asking so we plan around what matters to you.",
	"trust":       "I'm asking so I bring the proof that matters to you.",
	"authority":   "I'm asking so I prepare what they need.",
	"competition": "I'm asking so we compare the same things.",
	"need":        "I'm asking so I don't waste your time.",
}

// fallbackImprovement adds the one concrete next move for a reply that did
// nothing wrong but is not yet excellent, with the rep's own words in the
// example.
func (r *replyResult) fallbackImprovement(add func(gain float64, cat, desc, sugg, ex string, at span)) {
	t := r.objType()
	switch {
	case r.clarifyTurn && r.hasReason():
		add(2, "objectionHandling", "Have the next step ready for their answer.",
			"Once they answer, offer one small concrete step that fits it.", quoted(r.confirmLine()), span{})
	case r.clarifyTurn && !r.reasked(r.clarifySent):
		add(3, "objectionHandling", "Your question is good; say why you ask it.",
			"Give the buyer a reason to answer, in one short sentence after the question.",
			quoted(r.own(r.clarifySent), reasons[t]), r.sentSpan(r.clarifySent))
	case r.ack < 0.6 && !r.stockAck && !r.answerTurn:
		add(3, "objectionHandling", "Name the concern in a few words before you answer it.",
			"One short sentence that shows you heard it, then your answer.",
			quoted(ackTemplates[t], r.cleanOwn(r.firstCountedSent())), span{})
	case r.confirm < 0.6:
		add(3, "objectionHandling", "End with a concrete step.",
			"Close with a proposal that has a time or a scope.",
			quoted(r.cleanOwn(r.lastCountedSent()), r.confirmLine()), span{})
	case r.respond < 0.7 && r.respondSent >= 0 && r.own(r.respondSent) != "" && !r.answerTurn:
		add(4, "persuasiveness", "Your answer could be easier to check.",
			"Add one thing the buyer can verify: a number from their situation, or a customer they can call.",
			quoted(r.own(r.respondSent), r.proofLine()), r.sentSpan(r.respondSent))
	default:
		check := "Does that address your concern?"
		if r.directQ {
			check = "Does that answer what you asked?"
		}
		add(2, "objectionHandling", "Check that the answer landed before you move on.",
			"Ask one short question that lets the buyer say whether that settles it.",
			quoted(firstNonEmpty(r.cleanOwn(r.respondSent), r.own(r.respondSent)), check), span{})
	}
}

// hasReason reports whether a clarifying turn says why it asks: a statement
// besides the acknowledgement.
func (r *replyResult) hasReason() bool {
	for si := range r.d.feats {
		if f := &r.d.feats[si]; f.content > 0 && si != r.ackSent && f.q == qNone {
			return true
		}
	}
	return false
}

// proofTemplates offer something the buyer can check, by objection type.
var proofTemplates = map[string]string{
	"price":       "I can show you how a customer your size measured the savings.",
	"timing":      "I can introduce you to a customer who started in the same window.",
	"trust":       "I can put you in touch with a customer your size, and you can ask them anything.",
	"authority":   "I'll include one customer they can call.",
	"competition": "I can introduce you to a customer who compared both.",
	"need":        "I can show you how a team like yours measured it.",
}

func (r *replyResult) missed() []MissedOpportunity {
	d := r.d
	out := []MissedOpportunity{}
	if f := r.fact(); f != "" && d.echoNums == 0 && len(d.conceptsCovered) < 2 && !r.clarifyTurn {
		out = append(out, MissedOpportunity{
			Description:    fmt.Sprintf("The buyer's situation (%s) isn't in the reply.", f),
			BetterApproach: "Answer the objection with the buyer's own situation.",
			Example:        r.respondExample(),
		})
	}
	if r.clarify == 0 && !r.answerTurn && !r.fitTurn && !(r.planTurn && r.clarifyEff > 0) {
		out = append(out, MissedOpportunity{
			Description:    "You didn't find out what is really behind the objection.",
			BetterApproach: "Ask one clarifying question before answering.",
			Example:        quoted(r.clarifyQuestion()),
		})
	}
	if last := r.lastCountedSent(); r.confirm < 0.6 && !r.clarifyTurn && !(last >= 0 && d.feats[last].q == qDiscovery) {
		out = append(out, MissedOpportunity{
			Description:    "You didn't secure a next step.",
			BetterApproach: "Close the loop: confirm the concern is handled and propose a small step.",
			Example:        quoted(r.confirmLine()),
		})
	}
	return out
}

// shortVersion is the rep's reply cut to its moves, in its own words: the
// acknowledgement, the strongest answer sentence, the question and the
// step ("" when fewer than two of them are usable).
func (r *replyResult) shortVersion() string {
	var ack, answer, question, step string
	for _, k := range r.keptSentences() {
		switch {
		case k.stage == "acknowledge" && ack == "":
			ack = k.text
		case k.stage == "respond" && answer == "" && r.weight(k.si) >= 3:
			answer = k.text
		case k.stage == "clarify" && question == "":
			question = k.text
		case k.stage == "confirm" && step == "":
			step = k.text
		}
	}
	n := 0
	for _, p := range []string{ack, answer, question, step} {
		if p != "" {
			n++
		}
	}
	if n < 2 {
		return ""
	}
	return quoted(ack, question, answer, step)
}

// keptSentence is one of the rep's sentences kept for the ideal response,
// with the stage it serves.
type keptSentence struct {
	si    int
	stage string
	text  string
}

// keptSentences are the rep's sentences fit for the ideal response: no
// negative finding, cleanly sayable, and contributing a stage; a list's
// items are kept all together (with their header) or not at all.
func (r *replyResult) keptSentences() []keptSentence {
	if !r.keptSet {
		r.kept, r.keptSet = r.computeKept(), true
	}
	return append([]keptSentence(nil), r.kept...)
}

func (r *replyResult) computeKept() []keptSentence {
	d := r.d
	var out []keptSentence
	listAll, listKept := 0, 0
	for si := range d.feats {
		f := &d.feats[si]
		if f.content == 0 {
			continue
		}
		item := listItem(d, si)
		if item || r.header(si) {
			listAll++
		}
		stage := r.stageOf(si)
		if (stage == "respond" || stage == "confirm") && f.content > 30 && r.onlyTrailsOff(si) &&
			(r.flagged(si) || r.hasVague(si) || r.idealText(si) == "") {
			// a run-on that answers and then trails off: its figures, clause by clause
			if text := strings.Join(r.runOnFigures(si), " "); text != "" {
				out = append(out, keptSentence{si, "respond", text}) // its figures answer; its step, if any, is lost in it
			}
			continue
		}
		if r.flagged(si) || r.reasked(si) || r.hasVague(si) || reasks(d.sentText(si), r.said) || uncheckableEndorsement(d.sentText(si)) { // replysense.go
			continue
		}
		if stage == "" && si == r.firstCountedSent() && !r.stockAck && ackStartRe.MatchString(strings.TrimSpace(d.sentText(si))) && f.content <= 30 {
			stage = "acknowledge" // "Good point, she should see it first": the rep's own acknowledgement
		}
		if stage == "" && !r.linked(si) && !r.substantive(si) {
			continue // no stage, nothing said, nothing points into or out of it: provably removable
		}
		if si > r.firstCountedSent() && r.anaphoric(si) && (len(out) == 0 || out[len(out)-1].si != si-1) {
			continue // "… did exactly that" without the sentence it points at
		}
		text := r.idealText(si)
		if text == "" && stage == "respond" && f.content > 30 {
			text = strings.Join(r.runOnFigures(si), " ") // the math out of a run-on
		}
		if text == "" {
			continue
		}
		if item || r.header(si) {
			listKept++
		}
		out = append(out, keptSentence{si, stage, text})
	}
	if listAll > 0 && listKept < listAll {
		// a list with a missing item reads "First … Third": drop it whole
		var keep []keptSentence
		for _, k := range out {
			if !listItem(d, k.si) && !r.header(k.si) {
				keep = append(keep, k)
			}
		}
		out = keep
	}
	// every clean sentence stays, whatever the length: the rep's own
	// argument is never cut to one proof point
	// a sentence left pointing at a dropped one goes too
	var keep []keptSentence
	for i, k := range out {
		if k.si > r.firstCountedSent() && r.anaphoric(k.si) && (i == 0 || out[i-1].si != k.si-1) {
			continue
		}
		keep = append(keep, k)
	}
	return r.withoutDanglingThe(r.joinContinuations(keep)) // replytrim.go
}

// weight is what an answer sentence contributes: 3 for value, proof, a
// reference or the buyer's numbers, 2 for a concrete offer in their terms,
// 1 for their terms only.
func (r *replyResult) weight(si int) int {
	f := &r.d.feats[si]
	switch {
	case f.value || f.proof || f.quantValue || hasRelevant(f) || r.referenceOffer(si):
		return 3
	case f.offerTied:
		return 2
	}
	return 1
}

// idealText is sentence si as said in the ideal response: the rep's words
// as they are when they carry no filler or hedge (up to 45 words), else
// said plainly (own), else "".
func (r *replyResult) idealText(si int) string {
	st := &r.d.sents[si]
	clean := true
	honest := r.d.feats[si].next >= 0.6 // "I don't know your miss rate, so here's a way to find out: …"
	for i := st.first; i < st.last; i++ {
		t := &r.d.toks[i]
		if t.role == roleHedge && honest && notKnowing[t.norm] {
			continue // not knowing, with a way to find out, is honest, not a hedge
		}
		if rl := t.role; rl == roleFiller || rl == roleHedge || rl == roleVague {
			clean = false
			break
		}
	}
	if clean {
		s := strings.Join(strings.Fields(r.d.sentText(si)), " ")
		if _, rest, ok := strings.Cut(s, ": "); ok && r.leadIn[si] && len(strings.Fields(rest)) >= 4 {
			s = capFirst(rest) // the question, without its lead-in ("So I call with something useful: …")
		}
		if n := len(strings.Fields(s)); n > 45 && n <= 90 && colonList(s) {
			return listSentences(s) // a list of things to check stays whole, one item a sentence: it is the answer
		}
		if n := len(strings.Fields(s)); n >= 2 && n <= 45 {
			return asSentence(s)
		}
	}
	if own := r.own(si); own != "" || r.d.feats[si].q != qDiscovery {
		return own
	}
	// the rep's own sharp question, too long for other examples, beats a
	// stock one in the ideal: without its fillers, whole, if it stays a question
	st2 := r.d.rewrite(si, true)
	if n := len(strings.Fields(st2)); n >= 4 && n <= 45 && strings.HasSuffix(st2, "?") && 2*n >= len(strings.Fields(r.d.sentText(si))) &&
		!joinedSentences.MatchString(st2) && !replyDanglers[strings.ToLower(strings.Trim(strings.Fields(st2)[n-1], ".,;:!?"))] {
		return asSentence(st2)
	}
	return ""
}

// stageOf is the stage sentence si contributes to ("" for none): the
// acknowledgement, a clarifying question about the buyer, a concrete step or
// confirming question, or an answer (value, proof, the buyer's numbers or
// terms).
func (r *replyResult) stageOf(si int) string {
	d := r.d
	f := &d.feats[si]
	switch {
	case si == r.ackSent && r.ack >= 0.6 && !r.stockAck && f.content <= 30:
		return "acknowledge" // (a run-on that opens on one is judged as the answer it runs into)
	case f.q == qDiscovery && !smallTalk(d.toks, d.stream(si)):
		return "clarify"
	case f.q == qConfirm || f.next >= 0.6:
		return "confirm"
	case f.q != qNone:
		return ""
	case !answerMaterial(f):
		return ""
	case f.value || f.proof || f.quantValue || hasRelevant(f) || f.offerTied || f.typeHits > 0 || len(f.concepts) > 0 || r.referenceOffer(si):
		return "respond"
	case r.header(si) || listItem(d, si):
		return "respond"
	}
	return ""
}

// referenceOffer reports whether sentence si names someone the buyer can
// call or check ("their GM will take your call", "I can connect you with the
// grower at …").
func (r *replyResult) referenceOffer(si int) bool {
	low := " " + strings.ToLower(r.d.sentText(si)) + " "
	for _, w := range []string{"take your call", "in touch with", "connect you with", "introduce you", "reference", "will vouch", "can call", "talk to them", "speak with"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// onlyTrailsOff reports whether run-on sentence si carries no finding but
// hedges, vague words or a weak sign-off at its tail: its clauses can
// still be used, one by one.
func (r *replyResult) onlyTrailsOff(si int) bool {
	f := &r.d.feats[si]
	if f.argue+f.dismiss+f.bash+f.discount+f.pressure+f.buzz+f.overclaim > 0 || f.q == qPushy || f.q == qRhetorical ||
		f.flattery || f.selfClaim || hasMadeUp(f) || f.market || f.history {
		return false
	}
	return !(si > 0 && r.anaphoric(si) && r.flagged(si-1))
}

// hasVague reports whether sentence si has a word the coach flags as vague
// ("and stuff", "whatever").
func (r *replyResult) hasVague(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if r.d.toks[i].role == roleVague {
			return true
		}
	}
	return false
}

// listWords open an item of a spoken list.
var listWords = toSet("first firstly second secondly third thirdly fourth finally lastly")

// listItem reports whether sentence si is an item of a spoken list ("First,
// …", "Second, …").
func listItem(d *doc, si int) bool {
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		if t := &d.toks[i]; t.norm != "" {
			return listWords[t.norm] && i+1 < st.last && d.text[t.e:min(t.e+1, len(d.text))] == ","
		}
	}
	return false
}

// stockQuestion is the objection type's clarifying question, or "" when every
// one of them asks what the buyer's line or the rep's reply already said.
func (r *replyResult) stockQuestion() string {
	q := r.clarifyQuestion()
	if reasks(q, r.said) || reasks(q, saidSlots(r.d.text)) {
		return ""
	}
	return q
}

// endsOnQuestion reports whether the last part is a question, which hands
// the floor to the buyer: a stock step after it would talk over the answer.
func endsOnQuestion(parts []string) bool {
	return len(parts) > 0 && strings.HasSuffix(parts[len(parts)-1], "?")
}

// uniqueParts drops a part that repeats an earlier one.
func uniqueParts(parts []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p == "" || seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
	}
	return out
}

func (r *replyResult) tips(imps []Improvement) CoachingTips {
	ct := CoachingTips{Immediate: []string{}, LongTerm: []string{}}
	for i, im := range imps {
		if i == 2 {
			break
		}
		ct.Immediate = append(ct.Immediate, im.SpecificSuggestion)
	}
	d := r.d
	switch {
	case d.discount > 0:
		ct.LongTerm = append(ct.LongTerm, "Practise price objections until you can answer three in a row without offering a discount.")
	case d.argue+d.dismiss+d.bash > 0:
		ct.LongTerm = append(ct.LongTerm, "Practise the “agree with what is true” opener on every objection type.")
	case r.clarify == 0 && !r.answerTurn:
		ct.LongTerm = append(ct.LongTerm, "Build a list of one clarifying question per objection type and use it every time.")
	}
	if d.hedges+d.fillers > 2 {
		ct.LongTerm = append(ct.LongTerm, "Record yourself and count hedges and fillers; aim for none in your first and last sentence.")
	}
	if r.respond < 0.5 && !r.clarifyTurn {
		ct.LongTerm = append(ct.LongTerm, "Before each call, write down the buyer's two key numbers and use them in every answer.")
	}
	if len(ct.LongTerm) == 0 {
		ct.LongTerm = append(ct.LongTerm, "Raise the difficulty: practise the same objection with a skeptical or rushed buyer.")
	}
	return ct
}

// nameLowered reports whether a card clause starts with a name that a
// rewrite into the second person would lower-case: a word with a capital
// inside it ("HydroChem"), or one the card and the buyer's line never write
// in lower case ("FrostLine has offered …").
func nameLowered(clause string, clauses []string, objection string) bool {
	ws := strings.Fields(clause)
	if len(ws) == 0 || !upperAt(ws[0], 0) {
		return false
	}
	w := strings.Trim(ws[0], ".,;:!?'’")
	low := strings.ToLower(w)
	if thirdPersonStart(low) || stopwords[low] || leadWords[low] {
		return false
	}
	for i, c := range w {
		if i > 0 && unicode.IsUpper(c) {
			return true
		}
	}
	// a common word is written in lower case somewhere ("… the holiday
	// season"); a word only ever capitalised is a name ("Skyline renews …",
	// "Tibetan wool costs …")
	for _, text := range append(append([]string{}, clauses...), objection) {
		for _, x := range strings.Fields(text) {
			if strings.Trim(x, ".,;:!?'’()") == low {
				return false
			}
		}
	}
	return true
}
