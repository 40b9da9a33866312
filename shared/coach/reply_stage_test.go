package coach

import (
	"strings"
	"testing"
)

var cardScenario = Scenario{Objection: "Price", Difficulty: "Beginner", Industry: "General", Custom: "Customer thinks your product is too expensive"}

const budgetObjection = "Honestly, this looks more expensive than what we budgeted for."

func improvementWith(fb Feedback, sub string) *Improvement {
	for i := range fb.Improvements {
		if strings.Contains(fb.Improvements[i].Description, sub) {
			return &fb.Improvements[i]
		}
	}
	return nil
}

// TestClarifyingTurnIsComplete: a sharp clarifying question is a whole
// turn; it is not marked down for not responding or confirming yet.
func TestClarifyingTurnIsComplete(t *testing.T) {
	for _, text := range []string{
		"Too expensive compared to what: another quote, or the budget you set?",
		"What budget did you set for this, and what is it compared against?",
	} {
		fb := AssessReply("Honestly, this is too expensive.", text, cardScenario, nil)
		if fb.OverallScore < 65 {
			t.Errorf("%q: %d, want a clarifying turn scored as a good turn", text, fb.OverallScore)
		}
		for _, bad := range []string{"doesn't use what the buyer told you", "don't check whether the concern is resolved"} {
			if improvementWith(fb, bad) != nil {
				t.Errorf("%q: improvement %q on a clarifying turn", text, bad)
			}
		}
		if !hasStrength(fb, "clarifying question") {
			t.Errorf("%q: strengths %+v miss the clarifying question", text, fb.Strengths)
		}
		if len(fb.Improvements) == 0 || !strings.Contains(fb.Improvements[0].Example, strings.TrimSuffix(text, "?")) {
			t.Errorf("%q: want an improvement with the rep's own question in its example, got %+v", text, fb.Improvements)
		}
	}
	// A full reply still beats the question alone.
	full := AssessReply("Honestly, this is too expensive.", "That's a fair question. Too expensive compared to what: another quote, or the budget you set? If it's the budget, we can start with one team and put the cost next to the hours it saves. Would that help?", cardScenario, nil)
	alone := AssessReply("Honestly, this is too expensive.", "Too expensive compared to what: another quote, or the budget you set?", cardScenario, nil)
	if full.OverallScore <= alone.OverallScore {
		t.Errorf("full reply %d <= the question alone %d", full.OverallScore, alone.OverallScore)
	}
}

// TestAnswerToDirectQuestion: proof offered in answer to a direct question
// earns credit, is not "sentences about you", and is not faulted for not
// asking first.
func TestAnswerToDirectQuestion(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Intermediate", Industry: "Finance", Custom: "CFO at a regional credit union; worried a young vendor will go under"}
	obj := "You're a small company. How do I know you'll still be around in two years?"
	text := "That's a fair worry. I can send you our audited financials for the last two years, and introduce you to the CFO at Lakeside Credit Union, a reference customer who has used us for three years."
	fb := AssessReply(obj, text, sc, nil)
	if fb.OverallScore < 75 {
		t.Errorf("score %d, want a checkable answer to a direct question credited", fb.OverallScore)
	}
	for _, bad := range []string{"Sentences about you", "answer without asking"} {
		if improvementWith(fb, bad) != nil {
			t.Errorf("improvement %q on a checkable answer", bad)
		}
	}
	if !hasStrength(fb, "something they can check") {
		t.Errorf("strengths %+v miss the checkable answer", fb.Strengths)
	}
}

// TestConcreteProposalIsNextStep: "What if we …, a 20-minute call on
// January 8?" is a proposal: not rhetorical, not accepting the brush-off.
func TestConcreteProposalIsNextStep(t *testing.T) {
	sc := Scenario{Objection: "Timing", Difficulty: "Intermediate", Industry: "Retail", Custom: "Owner of 14 stores; holiday season starts in 3 weeks"}
	obj := "Call me after the holidays, we're slammed right now."
	for _, text := range []string{
		"Completely understand, the holidays are your busiest time. What if we set it up in January, after the holidays, with a 20-minute call on January 8?",
		"Completely understand. What if we set it up in January, after the rush? Could we put a 20-minute call on January 8 to plan it?",
	} {
		fb := AssessReply(obj, text, sc, nil)
		if got := quotesOf(t, text, fb.Evidence, "discovery", "negative"); len(got) > 0 {
			t.Errorf("%q: rhetorical question %q", text, got)
		}
		if improvementWith(fb, "brush-off") != nil || strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "brush-off") {
			t.Errorf("%q: a concrete proposal read as accepting the brush-off", text)
		}
		if !hasStrength(fb, "concrete") {
			t.Errorf("%q: strengths %+v miss the concrete next step", text, fb.Strengths)
		}
	}
}

// TestStockAcknowledgementNeverBoth: "I understand how you feel" and "I hear
// you" are never praised and criticised at once; a bare stock phrase is not
// praised, an acknowledgement that names the concern is.
func TestStockAcknowledgementNeverBoth(t *testing.T) {
	for _, text := range []string{
		"I understand how you feel. Many of our customers felt the same way until they saw the hours they saved.",
		"I hear you. What budget did you plan?",
	} {
		fb := AssessReply(budgetObjection, text, cardScenario, nil)
		stock := text[:strings.IndexByte(text, '.')]
		if hasStrength(fb, stock) {
			t.Errorf("%q: bare stock phrase praised: %+v", text, fb.Strengths)
		}
		for _, im := range fb.Improvements {
			if strings.Contains(im.Description, stock) && (im.Category == "tone" || strings.Contains(im.Description, "praise")) {
				t.Errorf("%q: stock phrase called empty praise: %q", text, im.Description)
			}
		}
		for _, e := range fb.Evidence {
			if e.Kind == "positive" && e.Category == "acknowledge" {
				t.Errorf("%q: positive acknowledge evidence on a stock phrase", text)
			}
		}
	}
	named := "I hear you, it's more than you budgeted for. What budget did you plan?"
	fb := AssessReply(budgetObjection, named, cardScenario, nil)
	if !hasStrength(fb, "acknowledge the concern") {
		t.Errorf("an acknowledgement that names the concern is not praised: %+v", fb.Strengths)
	}
}

// TestExamplesReferToWhatExists: no "that math" when there is no math, a
// preset's card text is never quoted as the buyer's words, and the ideal
// response never asks what the buyer's line already said.
func TestExamplesReferToWhatExists(t *testing.T) {
	for _, text := range []string{
		"Too expensive compared to what: another quote, or the budget you set?",
		"I get it. But this price expires Friday. Trust me.",
		"Well, um, we're kind of the best, you know, and it pays for itself.",
	} {
		fb := AssessReply(budgetObjection, text, cardScenario, nil)
		var all []string
		for _, im := range fb.Improvements {
			all = append(all, im.Example, im.Description)
		}
		for _, m := range fb.MissedOpportunities {
			all = append(all, m.Example, m.Description)
		}
		all = append(all, fb.IdealResponse.Text)
		for _, s := range all {
			low := strings.ToLower(s)
			for _, bad := range []string{"that math", "customer thinks", "you mentioned customer", "compared to what you pay today"} {
				if strings.Contains(low, bad) {
					t.Errorf("%q: %q contains %q", text, s, bad)
				}
			}
		}
	}
}

// TestFindingsCarryTheirSpan: every strength or improvement that quotes the
// reply points at the text it quotes.
func TestFindingsCarryTheirSpan(t *testing.T) {
	cases := []struct {
		obj, text string
		sc        Scenario
	}{
		{priceObjection, "No problem at all, I can match $1,700 right now. I'll send the contract over today.", priceScenario},
		{budgetObjection, "I hear you. What budget did you plan?", cardScenario},
		{budgetObjection, "I get it. But this price expires Friday, and everyone is switching to us. Trust me, it won't interfere at all with your work.", cardScenario},
		{budgetObjection, "That's fair. Um, I think it's, like, maybe worth it, you know? We can probably send a quote sometime.", cardScenario},
		{"We already use Slack for this, I don't see the need.", "Fair enough. It works with tools like Slack, and approving is just two clicks. Which approvals take the longest this quarter? We could try it with a bit of your team for two weeks.",
			Scenario{Objection: "Need", Custom: "Team of 12 using Slack and spreadsheets for approvals"}},
	}
	for _, c := range cases {
		fb := AssessReply(c.obj, c.text, c.sc, nil)
		check := func(desc string, at span) {
			i := strings.Index(desc, "“")
			if i < 0 {
				return
			}
			j := strings.Index(desc[i:], "”")
			quote := strings.TrimSuffix(strings.TrimSuffix(desc[i+len("“"):i+j], "…"), ".")
			if at == (span{}) || at.end > len(c.text) || !strings.Contains(c.text[at.start:at.end], quote) {
				t.Errorf("%q: %q has span %v (%q), want it on %q", c.text, desc, at, c.text[min(at.start, len(c.text)):min(at.end, len(c.text))], quote)
			}
		}
		for _, s := range fb.Strengths {
			check(s.Description, s.at)
		}
		for _, im := range fb.Improvements {
			check(im.Description, im.at)
		}
		if fb.OverallScore < 90 && len(fb.Improvements) == 0 {
			t.Errorf("%q: %d with no improvement", c.text, fb.OverallScore)
		}
	}
}

// TestDirectQuestionsAnswered: a factual question answered with figures or
// a documented policy is a complete, good turn; a waived fee written into the
// order form is not a price concession, and "Yes." is not an acknowledgement.
func TestDirectQuestionsAnswered(t *testing.T) {
	for _, c := range []struct {
		obj, text string
		sc        Scenario
	}{
		{"How long does setup take?", "For a single clinic, 10 business days. Days 1 to 3 we connect to your EHR, days 4 to 7 we load your appointment types, and days 8 to 10 we train the front desk, which takes just one 45-minute session. Your team's total time is about four hours. I can send you the implementation checklist we give every clinic so you can see each step.",
			Scenario{Objection: "Need", Difficulty: "Advanced", Industry: "Healthcare"}},
		{"Raintree offered free migration. Do you?", "Yes. For groups over 50 providers we waive the migration fee, so for your 70 it's included. It's written into section 4 of the order form, and I'll send the draft today so you can compare it line by line with Raintree's.",
			Scenario{Objection: "Competition", Custom: "Clinic group with 70 providers; their current EMR is WebPT at $85 per provider per month; the WebPT contract ends December 31."}},
	} {
		fb := AssessReply(c.obj, c.text, c.sc, nil)
		if fb.OverallScore < 70 {
			t.Errorf("%q: %d, want a direct answer credited", c.text, fb.OverallScore)
		}
		for _, bad := range []string{"answer without asking", "concede on price", "Claims that don't answer", "don't acknowledge"} {
			if improvementWith(fb, bad) != nil {
				t.Errorf("%q: improvement %q", c.text, bad)
			}
		}
		if hasStrength(fb, "acknowledge the concern first: “Yes") {
			t.Errorf("%q: \"Yes.\" praised as an acknowledgement", c.text)
		}
		if !strings.HasPrefix(fb.IdealResponse.Text, strings.SplitN(c.text, ".", 2)[0]) && !strings.Contains(fb.IdealResponse.Text, "For groups over 50") {
			t.Errorf("%q: the ideal response %q does not answer the question first", c.text, fb.IdealResponse.Text)
		}
	}
}

// TestPostponementIsNotANextStep: "I'll call you back in six months" accepts
// the brush-off, however precise the delay; "Thanks for your time!" signs
// off and acknowledges nothing.
func TestPostponementIsNotANextStep(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Managing partner at a 6-lawyer firm; missed two filing deadlines last year."}
	fb := AssessReply("Call me back in six months.", "Sure thing, I'll call you back in six months. Thanks for your time!", sc, nil)
	if improvementWith(fb, "brush-off") == nil {
		t.Errorf("postponing is not called accepting the brush-off: %+v", fb.Improvements)
	}
	if hasStrength(fb, "next step") || hasStrength(fb, "concrete plan") || hasStrength(fb, "acknowledge") {
		t.Errorf("postponing praised: %+v", fb.Strengths)
	}
	if fb.OverallScore > 40 {
		t.Errorf("score %d for accepting the brush-off", fb.OverallScore)
	}
}

// TestSituationInTheSecondPerson: the card is never read out to the buyer
// (wave 2 rule: no card clause in speech, not even "You pay Dentrix …"),
// never "You mentioned …", and a card label is never used.
func TestSituationInTheSecondPerson(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Practice manager at a dental group with 6 dentists and 40 staff. They pay Dentrix $1,700 a month; our quote is $2,100 a month. The owner dentist sets the budget."}
	fb := AssessReply("You're $400 a month more than what we pay Dentrix. Why would I pay more?", "Okay, I hear you. Tell you what, I can match $1,700 right now if you sign this week.", sc, nil)
	found := false
	for _, im := range fb.Improvements {
		if strings.Contains(im.Example, "Dentrix $1,700 a month") {
			found = true
		}
		if strings.Contains(im.Example, "You mentioned") || strings.Contains(im.Example, "They pay") || strings.Contains(im.Example, "our quote") {
			t.Errorf("example %q", im.Example)
		}
	}
	if found || strings.Contains(fb.IdealResponse.Text, "Dentrix $1,700 a month") {
		t.Errorf("the card is read out: %+v / %q", fb.Improvements, fb.IdealResponse.Text)
	}
	if strings.Contains(fb.IdealResponse.Text, "compared to what you pay today") {
		t.Errorf("the ideal response re-asks the spend the buyer stated: %q", fb.IdealResponse.Text)
	}
}

// TestListMarkersAndRunOns: "1." numbering the rep's points is not a figure;
// a 100-word run-on gets an improvement that splits it, quoted on itself.
func TestListMarkersAndRunOns(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Packaging plant; scrap rate is 4.5%, costing about $15,000 a month; current sensor vendor is Senseye at $2,400 a month."}
	obj := "Your quote is $600 a month more than Senseye. Help me understand why."
	listed := "Fair question. Here's the short version:\n1. You're at 4.5% scrap, about $15,000 a month.\n2. Our vision sensors catch seal defects before filling.\n3. A two-week trial on one line would show it. Would that help?"
	fb := AssessReply(obj, listed, sc, nil)
	for _, e := range fb.Evidence {
		if (e.Category == "irrelevantNumber" || e.Category == "unsupportedNumber") && (e.Quote == "1" || e.Quote == "2" || e.Quote == "3") {
			t.Errorf("list marker %q flagged as a number", e.Quote)
		}
	}
	runOn := "Yeah so the $600 difference is really about the scrap because you're at 4.5% and that's about $15,000 a month and our vision sensors catch seal defects on the line before the package is filled which Senseye doesn't do since they're vibration only and we had a plant in Ohio, Clearpack, two lines like you, that went from 4.8% to 3.1% in five months so if you got even a quarter of that you'd cover the $600 many times over and I could set up a two-week trial on one line if you want and also what's your scrap target for next year?"
	fr := AssessReply(obj, runOn, sc, nil)
	im := improvementWith(fr, "One sentence runs")
	if im == nil {
		t.Fatalf("no improvement for a run-on: %+v", fr.Improvements)
	}
	if im.at == (span{}) || !strings.HasPrefix(runOn[im.at.start:im.at.end], "Yeah so") {
		t.Errorf("run-on improvement span %v", im.at)
	}
	if fr.OverallScore >= AssessReply(obj, listed, sc, nil).OverallScore {
		t.Errorf("the run-on %d scores at least the same content in short sentences", fr.OverallScore)
	}
	if !hasStrength(fr, "“what's your scrap target for next year?”") {
		t.Errorf("the run-on's question is not quoted on its own: %+v", fr.Strengths)
	}
}

// TestBrushOffAcceptedAnyWording: agreeing to call back later is accepting
// the brush-off, never a "concrete next step", whatever the delay.
func TestBrushOffAcceptedAnyWording(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Owner of 14 stores; holiday season starts in 3 weeks."}
	for _, text := range []string{
		"Sure, I'll call you next quarter.",
		"No worries, I'll check back in a few months.",
		"Okay, I'll call you back after the holidays.",
	} {
		fb := AssessReply("Call me back after the holidays.", text, sc, nil)
		if hasStrength(fb, "next step") || hasStrength(fb, "concrete plan") {
			t.Errorf("%q: praised as a next step: %+v", text, fb.Strengths)
		}
		if improvementWith(fb, "brush-off") == nil {
			t.Errorf("%q: not called accepting the brush-off", text)
		}
	}
}

// TestOwnQuestionThatReasks: a rep's question asking what the buyer just
// said is pointed out, and never reused in an example or the ideal response.
func TestOwnQuestionThatReasks(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Clinic manager; paying $300 a month for reminders today."}
	obj := "We pay $300 a month today and you're asking $450."
	text := "I hear you. What are you paying today?"
	fb := AssessReply(obj, text, sc, nil)
	if improvementWith(fb, "just told you") == nil {
		t.Errorf("a question re-asking the buyer's spend is not pointed out: %+v", fb.Improvements)
	}
	for _, im := range fb.Improvements {
		if strings.Contains(im.Example, "What are you paying today") {
			t.Errorf("example reuses the re-asking question: %q", im.Example)
		}
	}
	if strings.Contains(fb.IdealResponse.Text, "What are you paying today") {
		t.Errorf("ideal reuses the re-asking question: %q", fb.IdealResponse.Text)
	}
}

// TestIntroductionInProofIsNotTheStep: "… and I can put you in touch with
// their ops lead" inside a proof point is proof, not a concrete next step.
func TestIntroductionInProofIsNotTheStep(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Ops director at a 40-person logistics firm; follow-up is manual."}
	text := "A 40-person logistics firm we work with cut their follow-up time by 60% in the first quarter, and I can put you in touch with their ops lead."
	fb := AssessReply("It's more than we budgeted.", text, sc, nil)
	if hasStrength(fb, "concrete next step") {
		t.Errorf("an introduction inside a proof point praised as the concrete next step: %+v", fb.Strengths)
	}
}

// TestSmallTalkIsNotDiscovery: an off-topic question discovers nothing and
// is not a clarifying turn; a plan with the decider answers "she signs".
func TestSmallTalkIsNotDiscovery(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Clinic manager; 18% no-show rate; paying $300 a month for reminders today."}
	fb := AssessReply("Sure, go ahead.", "Did you catch the game last night? Crazy ending.", sc, nil)
	if fb.OverallScore >= 40 || hasStrength(fb, "clarifying question") || hasStrength(fb, "You ask before you answer") {
		t.Errorf("small talk scored %d with %+v", fb.OverallScore, fb.Strengths)
	}
	good := AssessReply("Sure, go ahead.", "What's your no-show rate running at right now?", sc, nil)
	if good.OverallScore <= fb.OverallScore {
		t.Errorf("a discovery question %d <= small talk %d", good.OverallScore, fb.OverallScore)
	}
	plan := AssessReply("Me first, then our VP Customer Success, Laura. She signs.",
		"Given the August 1 renewal, I'd propose a two-week trial starting Monday with three of your agents, and a 20-minute review with Laura at the end. Would that work?",
		Scenario{Objection: "Competition", Custom: "Head of Support; 12 agents on Zendesk; comparing us to Freshdesk."}, nil)
	if !hasStrength(plan, "concrete") || plan.OverallScore < 55 {
		t.Errorf("a dated plan with the signer scored %d with %+v", plan.OverallScore, plan.Strengths)
	}
}
