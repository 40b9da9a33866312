package coach

import (
	"strings"
	"testing"
)

// The wordings here appear in no review round: each rule is tested on
// sentences written for it.

// TestRiggingAndHiddenTermsAreSevere: shaping a tender so rivals can't
// qualify, or terms kept from those who approve, caps the score, is the
// first improvement and earns no praise, whatever the wording.
func TestRiggingAndHiddenTermsAreSevere(t *testing.T) {
	sc := Scenario{Objection: "Authority", Custom: "Facilities lead at a university with 14 buildings; purchases over €40,000 go to an open tender run by procurement."}
	obj := "I like the sensors, but this has to go through an open tender."
	for _, c := range []struct{ text, want string }{
		{"Understood. Send me your evaluation sheet and I'll help you word the requirements around our occupancy model. That usually settles it. Shall we talk Thursday?", "rig"},
		{"Let's draft the tender criteria to match our module list exactly, and the rest takes care of itself. I'll send a first version tomorrow.", "rig"},
		{"Sure. If you shape it right, no other vendor will qualify, and I'll handle the paperwork. Does Friday work?", "rig"},
		{"Fair enough. Keep this between you and me, but there's some flexibility on the rate we can find later. Want the deck?", "terms kept"},
		{"No problem. The setup credit won't show up on the official quote, so procurement sees the list price. Shall I send it over?", "terms kept"},
	} {
		fb := AssessReply(obj, c.text, sc, nil)
		if fb.OverallScore > 40 {
			t.Errorf("%q: scored %d", c.text, fb.OverallScore)
		}
		if len(fb.Improvements) == 0 || !strings.Contains(fb.Improvements[0].Description, c.want) {
			t.Errorf("%q: first improvement %+v, want %q", c.text, fb.Improvements, c.want)
		}
		if len(fb.Strengths) > 0 {
			t.Errorf("%q: praised: %+v", c.text, fb.Strengths)
		}
		for _, s := range strings.Split(c.text, ". ") {
			if len(strings.Fields(s)) >= 6 && strings.Contains(fb.IdealResponse.Text, strings.TrimSuffix(s, ".")) {
				t.Errorf("%q: the ideal keeps the rep's line %q", c.text, s)
			}
		}
	}
	// a confidence about the rollout is no side deal
	fb := AssessReply(obj, "Between us, the rollout is the easy part: two buildings in a week. I'll put the specification in plain terms so every bidder can answer it. Would a call with procurement help?", sc, nil)
	if hasEvidence(fb, "pressure") || improvementWith(fb, "kept from") != nil || improvementWith(fb, "rig") != nil {
		t.Errorf("an open tender answered openly is faulted: %+v %+v", fb.Evidence, fb.Improvements)
	}
}

// TestDeadlinePressureAnyWording: a price held only if the buyer signs by
// a date, a signature asked for by a period's end, a threat, are pressure.
func TestDeadlinePressureAnyWording(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Practice manager at a vet clinic with 6 vets; moving premises in March."}
	obj := "Let's revisit after we've moved in March."
	for _, text := range []string{
		"Sure, but I can only keep this rate for you if you sign by Friday.",
		"I get it. Could we get the signature before quarter end, though? Prices move in April.",
		"Makes sense, but if you don't commit now your competitors will be live first.",
		"Fine, though the clinics down the road won't wait, and rivals won't wait either.",
	} {
		fb := AssessReply(obj, text, sc, nil)
		found := false
		for _, e := range fb.Evidence {
			found = found || e.Category == "pressure" && e.Kind == "negative"
		}
		if !found {
			t.Errorf("%q: no pressure found: %+v", text, fb.Evidence)
		}
		if len(fb.Strengths) > 0 {
			t.Errorf("%q: praised: %+v", text, fb.Strengths)
		}
	}
}

// TestComeOnAsAVerbIsNoArgument: "come on" argues only as an interjection.
func TestComeOnAsAVerbIsNoArgument(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Head chef at a hotel kitchen; new menu launches on 2 June."}
	obj := "Not before the menu launch."
	verb := "Understood, nothing before 2 June. Could our trainer come on the 5th to set up two cooks in an hour?"
	if fb := AssessReply(obj, verb, sc, nil); hasEvidence(fb, "arguing") {
		t.Errorf("%q: 'come on' as a verb called arguing", verb)
	}
	interj := "Come on, a menu launch is exactly when waste spikes. Let's start now."
	if fb := AssessReply(obj, interj, sc, nil); !hasEvidence(fb, "arguing") {
		t.Errorf("%q: the interjection is not arguing", interj)
	}
}

func hasEvidence(fb Feedback, cat string) bool {
	for _, e := range fb.Evidence {
		if e.Category == cat && e.Kind == "negative" {
			return true
		}
	}
	return false
}

// TestCardTextNeverSpoken: a scenario sentence about third parties is
// never pasted into a rep's line; a short fact about "you" may be.
func TestCardTextNeverSpoken(t *testing.T) {
	sc := Scenario{Objection: "Competition", Custom: "Owner of a bakery chain with 9 shops. Their accountant's nephew built the current ordering system. She says the budget is fixed until April."}
	obj := "The nephew's system works well enough, and it costs us nothing."
	for _, text := range []string{
		"Fair. Family help is hard to replace.",
		"Honestly, homemade systems always break. Sign with us today and I'll throw in a free month.",
	} {
		fb := AssessReply(obj, text, sc, nil)
		shown := fb.IdealResponse.Text
		for _, im := range fb.Improvements {
			shown += " " + im.Example
		}
		for _, m := range fb.MissedOpportunities {
			shown += " " + m.Example
		}
		low := strings.ToLower(shown)
		for _, bad := range []string{"accountant's", "says the budget", "she says", "their accountant"} {
			if strings.Contains(low, bad) {
				t.Errorf("%q: card text %q spoken: %q", text, bad, shown)
			}
		}
	}
}

// TestSituationStrengthNeedsABuyerFact: "uses the buyer's situation" only
// for a sentence with the buyer's own number or name; a reference is proof.
func TestSituationStrengthNeedsABuyerFact(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Clinical lead at a physiotherapy group with 11 clinics in Leeds; a previous booking system lost a week of appointments in 2022."}
	obj := "The last system lost a week of our bookings. Why would yours be different?"
	text := "That week must have been awful. Harlow Physio, 7 clinics, moved to us last spring without losing a booking; their ops lead will take your call. Would Tuesday suit?"
	fb := AssessReply(obj, text, sc, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "buyer's situation") && strings.Contains(s.Description, "Harlow") {
			t.Errorf("a reference customer called the buyer's situation: %q", s.Description)
		}
	}
	own := "That week must have been awful. Across your 11 clinics, we'd run both systems side by side for a fortnight before switching. Would Tuesday suit to plan it?"
	fb = AssessReply(obj, own, sc, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "buyer's situation") && !strings.Contains(s.Description, "11") {
			t.Errorf("the situation strength quotes no buyer fact: %q", s.Description)
		}
	}
}

// TestPriceWordInCompetitionStaysCompetition: "X is cheaper" in a
// competition scenario, or "price" as a verb, gets no budget template.
func TestPriceWordInCompetitionStaysCompetition(t *testing.T) {
	for _, c := range []struct{ typ, obj string }{
		{"Competition", "Pipedrive is cheaper and my team already knows it."},
		{"Need", "No tool can price a bespoke staircase."},
	} {
		sc := Scenario{Objection: c.typ, Custom: "Sales director at a joinery firm with 25 staff."}
		fb := AssessReply(c.obj, "Okay.", sc, nil)
		shown := fb.IdealResponse.Text
		for _, im := range fb.Improvements {
			shown += " " + im.Example
		}
		if strings.Contains(shown, "Budget matters") {
			t.Errorf("%s %q: budget template: %q", c.typ, c.obj, shown)
		}
	}
}

// TestSubstantiveAnswerNeedsNoStockQuestion: an explicit concern answered
// with proof and a step is not told to ask first, and its ideal gets no
// stock question in the middle.
func TestSubstantiveAnswerNeedsNoStockQuestion(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Finance director at a housing association with 3,400 homes; the last rent system went live six months late."}
	obj := "Your last three competitors all promised an on-time go-live. None delivered."
	text := "That's a fair record to be wary of. Riverside Homes, 2,900 units, went live on the agreed date in May; I'll send you their board's post-project report. We'd also put a late-delivery credit into the contract. Could I set up a call with their finance lead next week?"
	fb := AssessReply(obj, text, sc, nil)
	if improvementWith(fb, "without asking what is behind") != nil {
		t.Errorf("a substantive answer is told to ask first: %+v", fb.Improvements)
	}
	if strings.Contains(fb.IdealResponse.Text, "What would you need to see to feel comfortable?") {
		t.Errorf("the ideal inserts a stock question: %q", fb.IdealResponse.Text)
	}
	if len(fb.Improvements) == 0 {
		t.Errorf("no improvement")
	}
}

// TestHandoffToTheBuyer: an authority reply that leaves the next step to
// the buyer is told to meet the decider with them.
func TestHandoffToTheBuyer(t *testing.T) {
	sc := Scenario{Objection: "Authority", Custom: "Office manager at a law firm with 40 lawyers; managing partner Ruth Okafor signs every contract."}
	obj := "Ruth signs everything, and she hates new software."
	text := "Makes sense. I'll put together a two-page overview for Ruth. Can you pass it on to her and tell me what she thinks?"
	fb := AssessReply(obj, text, sc, nil)
	if improvementWith(fb, "next step to the buyer") == nil {
		t.Errorf("the handoff is not pointed out: %+v", fb.Improvements)
	}
}

// TestReplyReportsSayLess: over the generated corpus, every reply report
// shows at most 3 strengths, 2 improvements (each with an example) and 1
// missed opportunity; a severe fault earns no strength and its ideal
// response repeats none of the rep's sentences.
func TestReplyReportsSayLess(t *testing.T) {
	for _, s := range corpus() {
		if s.kind != "reply" {
			continue
		}
		s.run()
		fb := s.fb
		if len(fb.Strengths) > maxReplyStrengths || len(fb.Improvements) > maxReplyImprovements || len(fb.MissedOpportunities) > maxReplyMissed {
			t.Fatalf("reply #%d: %d strengths, %d improvements, %d missed", s.id, len(fb.Strengths), len(fb.Improvements), len(fb.MissedOpportunities))
		}
		if strings.TrimSpace(s.text) != "" && len(fb.Improvements) == 0 {
			t.Fatalf("reply #%d: no improvement: %q", s.id, s.text)
		}
		bc := newBuyerContext(s.sc, s.objection)
		d := analyzeDocPriced(s.text, &bc, scenarioPrices(s.sc.Custom, s.objection), asksDirectly(s.objection))
		populationStats(d)
		honestWords(d)
		datesNotDelays(d)
		datedSteps(d)
		priceCaves(d)
		argueSense(d)
		r := assessReplyDoc(d, s.objection)
		if !r.severe() {
			continue
		}
		if len(fb.Strengths) > 0 {
			t.Fatalf("reply #%d: severe fault praised: %+v", s.id, fb.Strengths)
		}
		for si := range d.sents {
			if sent := oneSpaced(d.sentText(si)); len(strings.Fields(sent)) >= 6 && strings.Contains(fb.IdealResponse.Text, sent) && sent != r.stockQuestion() {
				t.Fatalf("reply #%d: the ideal keeps %q", s.id, sent)
			}
		}
	}
}

// TestWordsInTheirSense: sympathy is no disparagement, "trust us" said of
// others dismisses nothing, a promise to call later is the brush-off, and
// "if we sign" names no decider; all over wordings of no review round.
func TestWordsInTheirSense(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Operations lead at a cleaning company with 70 staff; a previous rota app lost a month of shift data in 2023."}
	obj := "The last app lost a month of our shifts. Why trust another one?"
	sym := "Losing a month of shifts is painful, I'm sorry you went through that. We keep nightly exports you can download yourself, and Brightside Cleaning, 60 staff, can tell you how that worked when their internet failed. Would a call with their ops lead on Tuesday help?"
	fb := AssessReply(obj, sym, sc, nil)
	if hasEvidence(fb, "tone") {
		t.Errorf("sympathy called disparaging: %+v", fb.Evidence)
	}
	if improvementWith(fb, "don't acknowledge") != nil {
		t.Errorf("sympathy not seen as acknowledgement: %+v", fb.Improvements)
	}
	others := "Fair worry. Forty cleaning firms trust us with their rotas, and I can name three you can call. Would that help?"
	if fb := AssessReply(obj, others, sc, nil); hasEvidence(fb, "dismissing") {
		t.Errorf("'trust us' said of others called dismissing")
	}
	if fb := AssessReply(obj, "Honestly, just trust us on this one.", sc, nil); !hasEvidence(fb, "dismissing") {
		t.Errorf("'trust us' said to the buyer not called dismissing")
	}

	tsc := Scenario{Objection: "Timing", Custom: "Head of a garden centre with 4 sites; spring rush runs until June."}
	for _, text := range []string{
		"No problem at all, I'll give you a ring in July then. Enjoy the spring!",
		"Sure, we'll check back with you after the rush.",
	} {
		fb := AssessReply("Spring is mad for us. Try me in the summer.", text, tsc, nil)
		if hasStrength(fb, "next step") {
			t.Errorf("%q: a call-back later praised as a next step: %+v", text, fb.Strengths)
		}
	}
	if fb := AssessReply("Spring is mad for us. Try me in the summer.", "Understood. I'll call you in July to go through a setup plan for two sites, and I'll send the plan beforehand. Does the 8th suit?", tsc, nil); improvementWith(fb, "brush-off") != nil {
		t.Errorf("a call-back with a purpose called the brush-off: %+v", fb.Improvements)
	}

	csc := Scenario{Objection: "Competition", Custom: "Warehouse manager with 40 forklifts; comparing our telematics at £900 a month with LiftTrack at £750."}
	fb = AssessReply("LiftTrack will do it for £750 if we sign for two years.", "Two years is a long time to lock in. Sites your size usually cut damage claims by a fifth with us; I'll send you two case studies with the customers' names. Could we trial both on five trucks in March?", csc, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "who decides") {
			t.Errorf("'if we sign' read as naming a decider: %q", s.Description)
		}
	}
	if improvementWith(fb, "other customers the buyer can't check") != nil {
		t.Errorf("a claim with named case studies offered called uncheckable: %+v", fb.Improvements)
	}
}

// TestSkippingTheApproverAndOfferingDocuments: steering round a committee
// is an ethics fault; a document the buyer can check answers the question;
// a run-on that ends on a dated proposal has its next step.
func TestSkippingTheApproverAndOfferingDocuments(t *testing.T) {
	sc := Scenario{Objection: "Authority", Custom: "Estates manager at a council; the cabinet approves any contract over £50,000 at its monthly meeting."}
	obj := "Cabinet has to approve this."
	for _, text := range []string{
		"Sure, but we can sidestep the cabinet if we start with a small pilot. I'll send the order form.",
		"Honestly nobody checks contracts this size. Let's just start.",
	} {
		fb := AssessReply(obj, text, sc, nil)
		if fb.OverallScore > 40 || improvementWith(fb, "go around") == nil {
			t.Errorf("%q: %d %+v", text, fb.OverallScore, fb.Improvements)
		}
	}
	tsc := Scenario{Objection: "Trust", Custom: "Owner of 4 opticians; worried a young supplier will fold."}
	fb := AssessReply("You've been around two years. What happens if you fold?", "Fair to ask. I can send you our escrow agreement: if we ever stop trading, your records go to you within 30 days. Would that cover it?", tsc, nil)
	if !hasStrength(fb, "something they can check") && !hasStrength(fb, "proof") {
		t.Errorf("an escrow agreement offered is not credited: %d %+v", fb.OverallScore, fb.Strengths)
	}
	if fb.OverallScore < 70 {
		t.Errorf("a checkable answer to a direct question scored %d", fb.OverallScore)
	}
	psc := Scenario{Objection: "Price", Custom: "Bakery owner with 5 shops; throws away about £300 of bread a week."}
	fb = AssessReply("That's steep for a bakery.", "yeah fair its not cheap but you bin about 300 quid of bread a week right so if we halve that its paid for so could we do a quick call on thursday to run your numbers", psc, nil)
	if improvementWith(fb, "don't check whether the concern is resolved") != nil {
		t.Errorf("a run-on ending on a dated proposal told it has no step: %+v", fb.Improvements)
	}
}

// TestVagueClaimsAboutUs: a claim about us by a vague quantity, with no
// number or name, is one the buyer can't check; granting the buyer's side
// by one ("paper works for plenty of teams") is not.
func TestVagueClaimsAboutUs(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Compliance lead at a payroll bureau with 1,200 client companies."}
	obj := "How do I know you'll pass our audit?"
	for _, text := range []string{
		"Our platform is completely secure and numerous bureaus rely on us. You'll be fine.",
		"We've done lots of audits and most of our clients pass first time.",
	} {
		fb := AssessReply(obj, text, sc, nil)
		if !hasEvidence(fb, "overclaim") {
			t.Errorf("%q: vague claim not found: %+v", text, fb.Evidence)
		}
	}
	for _, text := range []string{
		"Spreadsheets work for plenty of bureaus, that's fair. What did your last audit flag?",
		"Our last audit, by Grant Thornton in March, found no exceptions; I can send you the letter. Would that help?",
	} {
		if fb := AssessReply(obj, text, sc, nil); hasEvidence(fb, "overclaim") {
			t.Errorf("%q: called a vague claim", text)
		}
	}
}

// TestEthicsRulesNeedTheirSense: requirements written around the buyer's
// needs, or "nobody checks the rota by hand", are no ethics fault.
func TestEthicsRulesNeedTheirSense(t *testing.T) {
	sc := Scenario{Objection: "Authority", Custom: "Ward manager at a hospital; procurement runs a tender for any system over £30,000."}
	obj := "This will have to go out to tender."
	for _, text := range []string{
		"Understood. I can help you write the requirements around what your nurses actually need, and any supplier can bid on them. Would a template help?",
		"Fair. Today nobody checks the rota by hand until it breaks; the tender could ask every bidder to show gap alerts. Shall I send an outline?",
	} {
		fb := AssessReply(obj, text, sc, nil)
		if improvementWith(fb, "rig") != nil || improvementWith(fb, "go around") != nil || fb.OverallScore <= 30 {
			t.Errorf("%q: an honest reply faulted: %d %+v", text, fb.OverallScore, fb.Improvements)
		}
	}
}

// TestTradesAndGrantsInTheirSense: price traded for a commitment is named
// gently, not as a cave; granting the buyer's point acknowledges it; a documented procedure
// offered is proof; "get the order signed this week" is pressure.
func TestTradesAndGrantsInTheirSense(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Operations manager at a laundry with 9 vans; they lose about £1,500 a month to missed collections."}
	obj := "£1,200 a month is too much."
	fb := AssessReply(obj, "It's a real cost. You lose about £1,500 a month to missed collections, so it pays back if we stop most of them. If you sign for two years, I can take £100 off each month. Shall we try it on three vans first?", sc, nil)
	// still a concession, named more gently than a cave (issue 13 item 3)
	if improvementWith(fb, "traded for a commitment") == nil || improvementWith(fb, "before asking anything") != nil {
		t.Errorf("a trade for a commitment not named as one, or called a cave: %+v", fb.Improvements)
	}
	fb = AssessReply(obj, "Honestly, we can't compete with cheap, but let's get the contract signed today and I'll throw in the setup.", sc, nil)
	if !hasEvidence(fb, "pressure") || improvementWith(fb, "concede on price") == nil {
		t.Errorf("a cave with pressure not named: %+v %+v", fb.Evidence, fb.Improvements)
	}
	tsc := Scenario{Objection: "Trust", Custom: "Head of a dental practice; worried about losing patient records during an outage."}
	fb = AssessReply("What happens to appointments if your system is down?", "That's a fair thing to check first. Every surgery keeps the day's list offline, and I can send you the outage runbook we use with our largest clinic. Would you like it before Friday?", tsc, nil)
	if improvementWith(fb, "don't acknowledge") != nil {
		t.Errorf("granting the buyer's point not seen as acknowledgement: %+v", fb.Improvements)
	}
	if !hasStrength(fb, "proof") && !hasStrength(fb, "something they can check") {
		t.Errorf("a runbook offered is not credited: %+v", fb.Strengths)
	}
}

// TestYesButIsNoMissingAcknowledgement: "Totally understand, but …" is not
// told it never acknowledged; the fault that follows is named instead.
func TestYesButIsNoMissingAcknowledgement(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "IT director at a school trust with 11 schools."}
	fb := AssessReply("We were burned by the last supplier.", "Completely understand, but honestly you won't find anyone more reliable, and your neighbours won't wait for you. Can we get a signature before half term?", sc, nil)
	if improvementWith(fb, "don't acknowledge") != nil || strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "don't acknowledge") {
		t.Errorf("a yes-but told it never acknowledged: %+v %q", fb.Improvements, fb.ResponseAnalysis.Tone.Feedback)
	}
	if !hasEvidence(fb, "pressure") {
		t.Errorf("the pressure is not named: %+v", fb.Evidence)
	}
}

// TestVagueStepIsNotNoStep: a reply that proposes a meeting with no time
// is told its step is vague, not that it has none.
func TestVagueStepIsNotNoStep(t *testing.T) {
	sc := Scenario{Objection: "Need", Custom: "Owner of a joinery workshop with 12 staff; quotes jobs by hand."}
	fb := AssessReply("We quote by hand and it works.", "Totally, every workshop is different. Shall we set up a chat at some point to explore it?", sc, nil)
	if improvementWith(fb, "propose a next step") != nil {
		t.Errorf("a vague proposal told it has no step: %+v", fb.Improvements)
	}
	for _, m := range fb.MissedOpportunities {
		if strings.Contains(m.Description, "didn't secure a next step") {
			t.Errorf("a vague proposal told it secured no step: %+v", m)
		}
	}
}

// TestSafeImprovementNeverRepeatsTheRep: a reply that already answers on
// the buyer's numbers, or ends by asking them the sharp question, is not
// told to do what it did.
func TestSafeImprovementNeverRepeatsTheRep(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Owner of a sign shop; spends about 8 hours a week chasing proofs. Our tool is quoted at $450 a month."}
	fb := AssessReply("$450 a month is too much.", "Fair, it has to pay for itself. You spend about 8 hours a week chasing proofs; at $35 an hour that's over $1,100 a month. Could we run your next ten proofs through it on a two-week trial?", sc, nil)
	if improvementWith(fb, "Put the price next to a number") != nil {
		t.Errorf("told to use the buyer's numbers it used: %+v", fb.Improvements)
	}
	csc := Scenario{Objection: "Competition", Custom: "Head of IT at a college using TopDesk, and happy with it."}
	fb = AssessReply("TopDesk works for us. Why change?", "If TopDesk works, don't change for the sake of it. The one gap colleges mention is asset tracking for loan laptops. Is that on your list this year?", csc, nil)
	if improvementWith(fb, "Compare yourself with the rival") != nil {
		t.Errorf("told to compare on one point after doing so: %+v", fb.Improvements)
	}
}

// TestCompleteTurnsAreNotToldToAcknowledge: a sharp clarifying question, or
// a checkable answer, is not told it never acknowledged, and is never told
// to offer what it already offered.
func TestCompleteTurnsAreNotToldToAcknowledge(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Owner of a courier firm paying £2,000 a month for dispatch software."}
	fb := AssessReply("£2,600 a month is more than we pay now.", "Before I make the case: of the £2,000 you pay today, how much of it buys features your dispatchers actually use?", sc, nil)
	if improvementWith(fb, "don't acknowledge") != nil {
		t.Errorf("a sharp question told to acknowledge first: %+v", fb.Improvements)
	}
	tsc := Scenario{Objection: "Trust", Custom: "Security lead at an insurer; needs ISO 27001 evidence."}
	fb = AssessReply("Why should we trust a supplier this small with policy data?", "You shouldn't on our word. Our ISO 27001 certificate and last pen-test summary are ready to share under NDA today, and Albion Mutual's security lead will take your call. Would Tuesday work?", tsc, nil)
	if improvementWith(fb, "something they can check") != nil || improvementWith(fb, "don't acknowledge") != nil {
		t.Errorf("a checkable answer told to do what it did: %+v", fb.Improvements)
	}
}
