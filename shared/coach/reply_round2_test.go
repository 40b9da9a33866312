package coach

import (
	"strings"
	"testing"
)

// allExamples is every example text of a reply's feedback, the ideal
// response included.
func allExamples(fb Feedback) []string {
	out := []string{fb.IdealResponse.Text}
	for _, im := range fb.Improvements {
		out = append(out, im.Example)
	}
	for _, m := range fb.MissedOpportunities {
		out = append(out, m.Example)
	}
	return out
}

// TestExamplesNeverKeepALineLeaningOnAFault: a sentence that points back at
// a concession or a deadline ("That's cheaper … now", "After that it's full
// price") is as bad as the line it leans on; no example repeats it.
func TestExamplesNeverKeepALineLeaningOnAFault(t *testing.T) {
	for _, c := range []struct {
		sc       Scenario
		obj, rep string
		bad      string
	}{
		{Scenario{Objection: "Price", Difficulty: "Beginner", Industry: "Fitness", Custom: "Owner of a 2-location gym with 1,100 members. He pays Mindbody $450 a month, and our quote is $520 a month."},
			"Mindbody's cheaper. Why should I pay more?",
			"Okay, no problem, we can do it for $399 a month, and I'll waive setup. That's cheaper than Mindbody now, so it's a win. Want me to send the agreement?",
			"cheaper than Mindbody now"},
		{Scenario{Objection: "Authority", Difficulty: "Beginner", Industry: "Nonprofit", Custom: "Director of a food bank; the board approves spending and the fiscal year starts July 1."},
			"Our board won't approve anything until the new fiscal year.",
			"The thing is, this nonprofit pricing expires at the end of the month. After that it's full price. I'd really push your board to make an exception.",
			"full price"},
		{Scenario{Objection: "Authority", Difficulty: "Beginner", Industry: "Retail", Custom: "Store manager; the regional director decides."},
			"I'm not the one who decides on this.",
			"Then why am I even talking to you? Just put me through to your boss.",
			"put me through"},
	} {
		fb := AssessReply(c.obj, c.rep, c.sc, nil)
		for _, ex := range allExamples(fb) {
			if strings.Contains(strings.ToLower(ex), c.bad) {
				t.Errorf("%q: an example keeps %q: %s", c.rep, c.bad, ex)
			}
		}
	}
}

// TestTemplatesFitTheLine: no acknowledgement calls a statement a question,
// and no template offers what the rep already offered.
func TestTemplatesFitTheLine(t *testing.T) {
	fb := AssessReply("That's more than we wanted to spend.", "Okay. We have lots of features.", cardScenario, nil)
	for _, ex := range allExamples(fb) {
		if strings.Contains(ex, "fair question") {
			t.Errorf("the buyer asked nothing, yet: %s", ex)
		}
	}
	sc := Scenario{Objection: "Trust", Difficulty: "Advanced", Industry: "Biotech", Custom: "QA director at a biotech; worried a 40-person vendor goes under"}
	rep := "That's the right question for a validated system. Three answers you can check. First, our source code is held in escrow with EscrowTech; I'll send you the escrow agreement. Second, I can share audited financials under NDA. Two biotech customers who went through this review will speak with your QA lead."
	fb = AssessReply("You're a 40-person company. What happens to our system if you go under?", rep, sc, nil)
	for _, ex := range allExamples(fb) {
		if strings.Contains(ex, "customer your size") {
			t.Errorf("the rep already offered customers to call, yet: %s", ex)
		}
	}
	if strings.Contains(fb.IdealResponse.Text, "Three answers you can check. ") && !strings.Contains(fb.IdealResponse.Text, "escrow") {
		t.Errorf("the ideal keeps the header without its answers: %s", fb.IdealResponse.Text)
	}
}

// TestNotClarifyingQuestions: a close, a scoff, a statement said with a
// rising tone and a date check are not clarifying questions.
func TestNotClarifyingQuestions(t *testing.T) {
	for _, s := range []string{
		"Sign today and we'll include onboarding. What do you say?",
		"Lightspeed? Really? Their system is outdated.",
		"Our thing texts them when the car's ready?",
		"Does the 12th work, or is the following week better?",
	} {
		fb := AssessReply("We're leaning toward another vendor.", s, cardScenario, nil)
		for _, st := range fb.Strengths {
			if strings.Contains(st.Description, "clarifying question") || strings.Contains(st.Description, "ask before you answer") {
				t.Errorf("%q credited as a clarifying question: %s", s, st.Description)
			}
		}
		if fb.Stages.Clarify.Score >= 60 {
			t.Errorf("%q: clarify %d, want < 60", s, fb.Stages.Clarify.Score)
		}
	}
}

// TestSmallTalkIsNoAnswer: a question about the weekend is small talk even
// when the scenario mentions weekend shifts; it scores low.
func TestSmallTalkIsNoAnswer(t *testing.T) {
	sc := Scenario{Objection: "Need", Difficulty: "Intermediate", Industry: "Nonprofit", Custom: "Volunteer coordinator at an animal shelter; about 30% of weekend shifts go unfilled."}
	fb := AssessReply("We have about 350 volunteers.", "Beautiful weather this week, right? Did you get out to the lake at all this weekend?", sc, nil)
	if fb.OverallScore > 40 {
		t.Errorf("small talk scored %d, want <= 40", fb.OverallScore)
	}
}

// TestWordsReadInContext: "rather than what I promise" promises nothing;
// "the number one thing we hear" is no claim to be the best; "support is
// awful" disparages.
func TestWordsReadInContext(t *testing.T) {
	fb := AssessReply("How do I know you'll deliver?", "Judge us on the six deployments we finished on time, rather than what I promise. I'll send the acceptance letters today.", cardScenario, nil)
	for _, im := range fb.Improvements {
		if strings.Contains(im.Description, "I promise") {
			t.Errorf("'what I promise' flagged: %s", im.Description)
		}
	}
	run := "That's the number one thing we hear. Crews drop apps that take too many screens, so ours is one screen. What made the crews stop using the last one?"
	fb = AssessReply("We've been burned before by software the crews wouldn't touch.", run, cardScenario, nil)
	for _, im := range fb.Improvements {
		if strings.Contains(im.Description, "number one") {
			t.Errorf("'the number one thing we hear' flagged: %s", im.Description)
		}
	}
	fb = AssessReply("We're leaning toward Lightspeed.", "Their support is awful, and their free training isn't worth much.", cardScenario, nil)
	if !strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "Disparaging") || !strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "awful") {
		t.Errorf("disparagement missed: tone %q", fb.ResponseAnalysis.Tone.Feedback)
	}
}

// TestPreciseAnswerIsComplete: a checkable answer to a direct question,
// with a next step, needs no clarifying question ("your Epic analysts" is
// the buyer's team, not a market analyst).
func TestPreciseAnswerIsComplete(t *testing.T) {
	sc := Scenario{Objection: "Need", Difficulty: "Expert", Industry: "Healthcare", Custom: "Director of pharmacy at a 350-bed hospital on Epic. They reconcile discrepancies by hand, which takes 2 pharmacists about 15 hours a week."}
	rep := "It integrates. We're listed in Epic's Showroom as a Connection Hub app, and pharmacists launch us from inside Epic with single sign-on, so there's no separate login. Your Epic analysts would spend about 20 hours on setup; I'll send the technical spec so they can confirm that estimate themselves."
	fb := AssessReply("Does this integrate with Epic, or is it another login for my pharmacists?", rep, sc, nil)
	if fb.OverallScore < 75 {
		t.Errorf("precise answer scored %d, want >= 75", fb.OverallScore)
	}
	if improvementWith(fb, "without asking what is behind") != nil {
		t.Errorf("a direct question answered precisely is faulted for not asking first")
	}
}

// TestHedgedPromiseNotFirmedUp: dropping "basically" from "the integration
// is basically done" would make a firmer promise; no example does it.
func TestHedgedPromiseNotFirmedUp(t *testing.T) {
	fb := AssessReply("Your last rep promised integration with our policy system and it never happened.",
		"I hear you. That won't happen again, trust me. Things are different now and the integration is basically done.", cardScenario, nil)
	for _, ex := range allExamples(fb) {
		if strings.Contains(ex, "integration is done") {
			t.Errorf("an example firms up the hedged promise: %s", ex)
		}
	}
}

// TestFitInTheBuyersNumbers: an answer that does the math in the buyer's
// own numbers and checks it landed is not faulted for not asking first.
func TestFitInTheBuyersNumbers(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Intermediate", Industry: "Events", Custom: "Venue manager running 120 events a year with a $6,000 annual software budget. Our venue plan is $450 a month."}
	rep := "That's $500 a month, and our plan for venues is $450 a month, so it fits, with $600 left over for the year. Across 120 events, it comes to $45 an event. Would that leave enough room for anything else you planned to spend the budget on?"
	fb := AssessReply("We only have $6,000 for this all year.", rep, sc, nil)
	if improvementWith(fb, "without asking what is behind") != nil {
		t.Errorf("the fit in the buyer's numbers is faulted for not asking first (score %d)", fb.OverallScore)
	}
}

// TestHeaderIsNotTheAnswer: "Two reasons, both checkable." announces the
// answer; it is not quoted as the answer.
func TestHeaderIsNotTheAnswer(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Advanced", Industry: "Software", Custom: "Platform lead paying $38,000 a month for monitoring; wants a 20% cut."}
	rep := "Two reasons, both checkable. First, we price on ingested gigabytes, not per host, so your autoscaling nodes don't add cost. Second, we keep 15 days of full-resolution data instead of 30. Want me to put both options side by side?"
	fb := AssessReply("What's the catch? Why are you so much cheaper?", rep, sc, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "Two reasons, both checkable") {
			t.Errorf("the header is quoted as the answer: %s", s.Description)
		}
	}
	if strings.HasPrefix(fb.IdealResponse.Text, "Two reasons, both checkable.") && !strings.Contains(fb.IdealResponse.Text, "gigabytes") {
		t.Errorf("the ideal keeps the header without its reasons: %s", fb.IdealResponse.Text)
	}
}
