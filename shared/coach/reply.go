package coach

import (
	"fmt"
	"math"
	"strings"
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
func AssessReply(objection string, reply string, sc Scenario, previousScores []int) Feedback {
	bc := newBuyerContext(sc, objection)
	d := analyzeDocPriced(reply, &bc, scenarioPrices(sc.Custom, objection))
	r := assessReplyDoc(d, objection)
	fb := Feedback{
		OverallScore:        r.overall,
		Strengths:           r.strengths(),
		Improvements:        r.improvements(),
		ResponseAnalysis:    r.responseAnalysis(),
		SessionProgression:  progression(previousScores, r.overall),
		MissedOpportunities: r.missed(),
		IdealResponse:       r.ideal(),
		Stages:              r.stagesOut(),
		Evidence:            append([]Evidence{}, d.evidence()...),
	}
	fb.CoachingTips = r.tips(fb.Improvements)
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

	raw      float64 // before soft()
	overall  int
	handling int
}

func assessReplyDoc(d *doc, objection string) *replyResult {
	r := &replyResult{d: d, objection: objection, ackSent: -1, clarifySent: -1, respondSent: -1, confirmSent: -1}
	var counted []int
	for si := range d.feats {
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
		if k == 0 {
			// skip an interjection before the opener ("Oh, …", "Well, …")
			p := 0
			for p < len(nf)-1 && (toks[nf[p]].norm == "oh" || toks[nf[p]].norm == "well" || toks[nf[p]].norm == "look") {
				p++
			}
			if n, _ := ackOpeners.match(toks, nf, p); n > 0 {
				lexHit = true
			}
		}
		if negative(f) {
			if k == 0 {
				break // opening with a concession or an argument is not acknowledgement
			}
			continue
		}
		if lexHit {
			r.ack, r.ackSent = 1, si
			if containsNorm(toks, nf, "but", "however") {
				r.yesBut = true // "I hear you, but …" takes the acknowledgement back
			}
			break
		}
		if k == 0 && f.q == qNone && f.content <= 20 && overlapsObjection(d, f) {
			r.ack, r.ackSent = 0.6, si
			break
		}
	}

	// Clarify: a discovery question, best when about the buyer's situation.
	for _, si := range counted {
		f := &d.feats[si]
		if f.q != qDiscovery || negative(f) {
			continue
		}
		v := 0.6
		if f.qRelevant || overlapsObjection(d, f) {
			v = 1
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
	echoSeen := false
	for _, si := range counted {
		f := &d.feats[si]
		if f.q != qNone || si == r.ackSent && f.content <= 12 || negative(f) {
			continue
		}
		if f.value {
			relVal++
		}
		if f.proof {
			proof++
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
		if (f.value || f.proof || f.typeHits > 0 || len(f.concepts) > 0) && r.respondSent < 0 {
			r.respondSent = si
		}
	}
	echo := 0.0
	if echoSeen {
		echo = 1
	}
	r.respond = math.Min(1, 0.35*math.Min(float64(relVal), 2)+0.3*math.Min(float64(proof), 1)+
		0.2*echo+0.15*math.Min(float64(typeHits), 2)+0.15*math.Min(float64(mechanism), 1))

	// Confirm: the reply ends by checking or proposing.
	for k := len(counted) - 1; k >= 0 && k >= len(counted)-2; k-- {
		si := counted[k]
		f := &d.feats[si]
		if negative(f) {
			continue
		}
		v := 0.0
		switch {
		case f.q == qConfirm:
			v = 1
		case f.next >= 0.6:
			v = f.next
		case f.next > 0:
			v = 0.3
		}
		if v > r.confirm {
			r.confirm, r.confirmSent = v, si
		}
	}

	// Checking whether a price cut "works" is not confirming value.
	if d.discountUncond > 0 {
		r.confirm *= 0.5
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
	if d.vagueCloses > 0 && r.clarify == 0 && r.confirm < 0.6 {
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
	if w := float64(d.contentWords); w > 110 {
		pen += capAt((w-110)/8, 10)
	} else if w < 5 {
		pen += 10
	}
	objConcepts := false
	for _, si := range counted {
		if overlapsObjection(d, &d.feats[si]) || d.feats[si].typeHits > 0 {
			objConcepts = true
		}
	}
	if !objConcepts && r.clarify == 0 {
		r.offTopic = true
		pen += 8
	}
	r.penalties = pen

	r.raw = 20 + 14*r.ack + 24*r.clarify + 26*r.respond + 14*r.confirm + 2*d.coverage() - pen
	r.overall = score(soft(r.raw))
	h := 20*r.ack + 30*r.clarify + 30*r.respond + 20*r.confirm
	h -= capAt(30*float64(min(d.discount, 1))+10*boolf(r.instantDiscount)+12*float64(d.argue+d.dismiss)+8*float64(d.bash)+15*boolf(r.brushOff), 70)
	r.handling = score(h)

	// evidence for the stages
	if r.ackSent >= 0 {
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
	for _, s := range []struct {
		name string
		v    float64
	}{{"acknowledge", r.ack}, {"clarify", r.clarify}, {"respond", r.respond}, {"confirm", r.confirm}} {
		if s.v >= 0.5 {
			done = append(done, s.name)
		} else {
			missing = append(missing, s.name)
		}
	}
	t := "Acknowledge → Clarify → Respond → Confirm: "
	if len(done) == 0 {
		t += "none of the steps"
	} else {
		t += "did " + strings.Join(done, ", ")
	}
	if len(missing) > 0 {
		t += "; missing " + strings.Join(missing, ", ")
	}
	var extra []string
	if r.d.discount > 0 {
		extra = append(extra, "conceded on price")
	}
	if r.d.argue > 0 {
		extra = append(extra, "argued")
	}
	if r.d.dismiss > 0 {
		extra = append(extra, "dismissed the concern")
	}
	if r.brushOff {
		extra = append(extra, "accepted the brush-off")
	}
	if r.d.echoNums > 0 && r.respond > 0 {
		extra = append(extra, "reframed with the buyer's own numbers")
	}
	if len(extra) > 0 {
		t += " (" + strings.Join(extra, "; ") + ")"
	}
	return t + "."
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
	emp := 35 + 40*r.ack + 20*math.Min(r.clarify, 1) - 20*float64(d.dismiss) - 15*float64(d.argue) - 10*float64(d.bash)
	prof := 92 - 15*float64(d.bash) - 12*float64(d.argue) - 10*float64(d.pressure+d.pushyQ) - 4*float64(d.buzz) - 6*float64(d.discount) - 8*float64(d.dismiss)
	tone := (clamp(conf, 0, 100) + clamp(emp, 0, 100) + clamp(prof, 0, 100)) / 3

	spec := 100 * d.specificity()
	structure := 25*math.Min(r.ack/0.6, 1)*boolf(r.ack > 0) + 25*r.clarify + 25*math.Min(r.respond*1.5, 1) + 25*r.confirm
	if r.clarifySent >= 0 && r.respondSent >= 0 && r.clarifySent > r.respondSent {
		structure -= 5 // answered before asking
	}
	clar := (clamp(spec, 0, 100)+clamp(structure, 0, 100))/2 - capAt(2*float64(d.fillers)+2*float64(d.vague)+3*float64(d.buzz), 30)

	var sugg []string
	if r.ack < 0.5 {
		sugg = append(sugg, "Open by acknowledging the concern before answering it.")
	}
	if d.hedges > 0 {
		sugg = append(sugg, "Drop the hedges ("+strings.Join(d.quotes("hedge", "negative", 3), ", ")+").")
	}
	if d.argue+d.dismiss+d.bash > 0 {
		sugg = append(sugg, "Never tell the buyer they are wrong; ask what is behind the concern.")
	}
	if d.pressure+d.pushyQ > 0 {
		sugg = append(sugg, "Remove pressure ("+strings.Join(d.quotes("pressure", "negative", 2), ", ")+").")
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
			Feedback: fmt.Sprintf("%d of %d sentences are specific to the buyer; %s", d.specificSents, d.countedSents, r.technique()),
		},
		ObjectionHandling: ObjectionHandlingAnalysis{
			Rating: r.handling, Technique: r.technique(), Effectiveness: effectiveness(r.handling),
		},
	}
}

func (r *replyResult) toneFeedback() string {
	d := r.d
	var b []string
	if r.ack >= 0.5 {
		b = append(b, "You acknowledge the concern: "+q(r.quote(r.ackSent))+".")
	} else {
		b = append(b, "You don't acknowledge the concern before answering.")
	}
	if d.hedges > 0 {
		b = append(b, fmt.Sprintf("%s the answer (%s).", plural(d.hedges, "hedge weakens", "hedges weaken"), strings.Join(d.quotes("hedge", "negative", 3), ", ")))
	}
	if d.argue > 0 {
		b = append(b, "Arguing: "+strings.Join(d.quotes("arguing", "negative", 2), ", ")+".")
	}
	if d.dismiss > 0 {
		b = append(b, "Dismissing: "+strings.Join(d.quotes("dismissing", "negative", 2), ", ")+".")
	}
	if d.bash > 0 {
		b = append(b, "Disparaging: "+strings.Join(d.quotes("tone", "negative", 2), ", ")+".")
	}
	if d.pressure+d.pushyQ > 0 {
		b = append(b, "Pressure: "+strings.Join(d.quotes("pressure", "negative", 2), ", ")+".")
	}
	if r.brushOff {
		b = append(b, "You accept the brush-off without a question: "+d.firstQuote("nextStep", "negative")+".")
	}
	return strings.Join(b, " ")
}

// type-specific templates for examples.
var ackTemplates = map[string]string{
	"price":       "That's a fair question — budget matters.",
	"timing":      "That makes sense — timing matters.",
	"trust":       "That's a reasonable thing to ask any new vendor.",
	"authority":   "Understood — they should be part of this.",
	"competition": "That's a fair point — switching has a real cost.",
	"need":        "Fair enough — I don't want to sell you something you don't need.",
}

var clarifyTemplates = map[string]string{
	"price":       "When you say it's too much, is that the total, or compared to what you pay today?",
	"timing":      "What would need to be true for the timing to work?",
	"trust":       "What would you need to see to feel comfortable?",
	"authority":   "What will they want to see before they decide?",
	"competition": "What's working well with them, and what isn't?",
	"need":        "How are you handling that today, and what does it cost you?",
}

var confirmTemplates = map[string]string{
	"price":       "Would it help if I put that math on one page for you?",
	"timing":      "Would starting that small work for you?",
	"trust":       "Would that give you the proof you need?",
	"authority":   "Would a one-page summary make it easier to bring up?",
	"competition": "Could we compare both side by side on your data?",
	"need":        "Would it be worth checking that on one team for two weeks?",
}

func (r *replyResult) objType() string {
	if _, ok := ackTemplates[r.d.bc.objType]; ok {
		return r.d.bc.objType
	}
	return "need"
}

func (r *replyResult) respondExample() string {
	clause := r.d.situationClause()
	if clause == "" {
		return "Tie the answer to what the buyer told you, with a result a comparable customer got."
	}
	return fmt.Sprintf("“You mentioned %s — let's put that next to the %s.”", clause, map[string]string{
		"price": "price", "timing": "timeline", "trust": "proof you'd want", "authority": "case for the decision makers",
		"competition": "difference between the two options", "need": "cost of leaving it as is",
	}[r.objType()])
}

func (r *replyResult) strengths() []Strength {
	var out []Strength
	add := func(cat, desc, impact string) {
		out = append(out, Strength{Category: cat, Description: desc, Impact: impact})
	}
	if r.ack >= 0.6 {
		add("objectionHandling", "You acknowledge the concern first: "+q(r.quote(r.ackSent))+".", "medium")
	}
	if r.clarify >= 0.6 {
		add("objectionHandling", "You ask before you answer: "+q(r.quote(r.clarifySent))+".", "high")
	}
	if r.respond >= 0.5 {
		add("persuasiveness", "Your answer uses the buyer's situation: "+q(r.quote(r.respondSent))+".", "high")
	}
	if r.confirm >= 0.6 && r.d.discountUncond == 0 {
		add("objectionHandling", "You check the concern is resolved or propose a next step: "+q(r.quote(r.confirmSent))+".", "medium")
	}
	if r.d.discount == 0 && r.d.bc.objType == "price" && r.respond > 0 {
		add("objectionHandling", "You hold the price and argue on value instead of discounting.", "high")
	}
	if out == nil {
		out = []Strength{}
	}
	return out
}

func (r *replyResult) improvements() []Improvement {
	d := r.d
	var list []rankedImprovement
	add := func(gain float64, cat, desc, sugg, ex string) {
		list = append(list, rankedImprovement{Improvement{Category: cat, Description: desc, Priority: priorityFor(gain), SpecificSuggestion: sugg, Example: ex}, gain})
	}
	t := r.objType()
	if d.contentWords == 0 {
		add(20, "objectionHandling", "There is no reply to assess yet.", "Acknowledge, ask, answer with value, confirm.", "“"+ackTemplates[t]+" "+clarifyTemplates[t]+"”")
		return finish(list)
	}
	if d.discount > 0 {
		desc := "You concede on price: " + strings.Join(d.quotes("discount", "negative", 2), ", ") + "."
		if r.instantDiscount {
			desc = "You concede on price before asking anything: " + strings.Join(d.quotes("discount", "negative", 2), ", ") + "."
		}
		add(30, "objectionHandling", desc,
			"Hold the price: ask what it is being compared to, tie the value to the buyer's numbers, and trade price only for something in return.",
			"“"+ackTemplates["price"]+" "+clarifyTemplates["price"]+"”")
	}
	if d.argue+d.dismiss+d.bash > 0 {
		var qs []string
		for _, c := range []string{"arguing", "dismissing", "tone"} {
			qs = append(qs, d.quotes(c, "negative", 2)...)
		}
		add(20, "tone", "You push back on the buyer instead of exploring the concern: "+strings.Join(first(qs, 3), ", ")+".",
			"Agree with what is true in the objection, then ask what is behind it.",
			"“"+ackTemplates[t]+" "+clarifyTemplates[t]+"”")
	}
	if d.pressure+d.pushyQ > 0 {
		add(12, "tone", "Pressure: "+strings.Join(d.quotes("pressure", "negative", 2), ", ")+".",
			"Earn the next step with value instead of pushing for it.", "“"+confirmTemplates[t]+"”")
	}
	if r.brushOff {
		add(15, "objectionHandling", "You accept the brush-off: "+d.firstQuote("nextStep", "negative")+".",
			"Before agreeing to wait, ask what changes by then, and offer a smaller first step.",
			"“Happy to. Before I do — what changes between now and then? "+confirmTemplates[t]+"”")
	}
	if r.clarify == 0 {
		add(16, "objectionHandling", "You answer without asking what is behind the objection.",
			"Ask one clarifying question before you respond.", "“"+clarifyTemplates[t]+"”")
	}
	if r.respond < 0.4 {
		add(14*(1-r.respond), "persuasiveness", "Your answer doesn't use what the buyer told you.",
			"Respond with value or proof in the buyer's own terms and numbers.", r.respondExample())
	}
	if r.ack < 0.5 {
		add(10, "objectionHandling", "You don't acknowledge the concern.",
			"Start by showing you heard it, without agreeing that it is a deal-breaker.", "“"+ackTemplates[t]+"”")
	}
	if r.confirm < 0.6 {
		add(8, "objectionHandling", "You don't check whether the concern is resolved or propose a next step.",
			"End with a question that confirms, or a small concrete step.", "“"+confirmTemplates[t]+"”")
	}
	if d.hedgeWeight >= 0.5 {
		si := d.firstSentenceWith(roleHedge)
		add(math.Min(3*d.hedgeWeight, 18), "confidence",
			fmt.Sprintf("%s: %s.", plural(d.hedges, "hedge", "hedges"), strings.Join(d.quotes("hedge", "negative", 4), ", ")),
			"Say it plainly.", "“"+d.rewrite(si, true)+"”")
	}
	if d.fillers > 0 {
		si := d.firstSentenceWith(roleFiller)
		add(math.Min(2*float64(d.fillers), 16), "confidence",
			fmt.Sprintf("%s: %s.", plural(d.fillers, "filler", "fillers"), strings.Join(d.quotes("filler", "negative", 4), ", ")),
			"Pause instead of filling.", "“"+d.rewrite(si, false)+"”")
	}
	if d.buzz+d.madeUp+d.irrelevantNums+d.overclaim > 0 {
		var qs []string
		for _, c := range []string{"unsupportedNumber", "irrelevantNumber", "buzzword", "overclaim"} {
			qs = append(qs, d.quotes(c, "negative", 2)...)
		}
		add(math.Min(3*float64(d.buzz)+4*float64(d.madeUp)+2.5*float64(d.irrelevantNums)+4*float64(d.overclaim), 20), "persuasiveness",
			"Claims that don't answer this buyer: "+strings.Join(first(qs, 4), ", ")+".",
			"Replace them with one fact about the buyer's situation or a result they can check.", r.respondExample())
	}
	if d.emptyPraise+d.selfClaims > 0 {
		add(math.Min(3*float64(d.emptyPraise+d.selfClaims), 15), "tone",
			"Sentences about you or empty praise of the buyer: "+firstNonEmpty(d.firstQuote("flattery", "negative"), d.firstQuote("customerFocus", "negative"))+".",
			"Talk about the buyer's problem, not your company or how they will feel.", r.respondExample())
	}
	if d.contentWords > 110 {
		add(math.Min(float64(d.contentWords-110)/8, 10), "clarity", fmt.Sprintf("At %d content words the reply is long for a live objection.", d.contentWords),
			"Keep it to four moves: acknowledge, ask, answer, confirm.", "")
	}
	return finish(list)
}

func (r *replyResult) missed() []MissedOpportunity {
	d := r.d
	out := []MissedOpportunity{}
	t := r.objType()
	if clause := d.situationClause(); clause != "" && d.echoNums == 0 && len(d.conceptsCovered) < 2 {
		out = append(out, MissedOpportunity{
			Description:    fmt.Sprintf("The buyer told you %s, and the reply doesn't use it.", q(clause)),
			BetterApproach: "Answer the objection with the buyer's own situation.",
			Example:        r.respondExample(),
		})
	}
	if r.clarify == 0 {
		out = append(out, MissedOpportunity{
			Description:    "You didn't find out what is really behind the objection.",
			BetterApproach: "Ask one clarifying question before answering.",
			Example:        "“" + clarifyTemplates[t] + "”",
		})
	}
	if r.confirm < 0.6 {
		out = append(out, MissedOpportunity{
			Description:    "You didn't secure a next step.",
			BetterApproach: "Close the loop: confirm the concern is handled and propose a small step.",
			Example:        "“" + confirmTemplates[t] + "”",
		})
	}
	return out
}

func (r *replyResult) ideal() IdealResponse {
	t := r.objType()
	parts := []string{ackTemplates[t], clarifyTemplates[t]}
	if clause := r.d.situationClause(); clause != "" {
		parts = append(parts, fmt.Sprintf("You mentioned %s; that's what this changes.", clause))
	}
	parts = append(parts, confirmTemplates[t])
	return IdealResponse{
		Text:        strings.Join(parts, " "),
		Explanation: "Acknowledge the concern, ask what is behind it, answer with the buyer's own situation, and confirm with a small next step. Fill in a result you can stand behind.",
		KeyTechniques: []string{
			"Acknowledge before answering", "Ask a clarifying question", "Respond with the buyer's numbers or a checkable proof point", "Confirm and propose a next step",
		},
	}
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
	case r.clarify == 0:
		ct.LongTerm = append(ct.LongTerm, "Build a list of one clarifying question per objection type and use it every time.")
	}
	if d.hedges+d.fillers > 2 {
		ct.LongTerm = append(ct.LongTerm, "Record yourself and count hedges and fillers; aim for none in your first and last sentence.")
	}
	if r.respond < 0.5 {
		ct.LongTerm = append(ct.LongTerm, "Before each call, write down the buyer's two key numbers and use them in every answer.")
	}
	if len(ct.LongTerm) == 0 {
		ct.LongTerm = append(ct.LongTerm, "Raise the difficulty: practise the same objection with a skeptical or rushed buyer.")
	}
	return ct
}
