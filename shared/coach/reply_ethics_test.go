package coach

import (
	"strings"
	"testing"
)

// exampleTexts is every example and the ideal response of a report.
func exampleTexts(fb Feedback) []string {
	out := []string{fb.IdealResponse.Text}
	for _, im := range fb.Improvements {
		out = append(out, im.Example)
	}
	for _, m := range fb.MissedOpportunities {
		out = append(out, m.Example)
	}
	return out
}

// TestDodgingTheApproverIsSevere: helping the buyer go around the person or
// rule that approves the purchase is a severe fault whatever the wording:
// never a strength or a next step, never in an example, the score low.
// (Wordings of no review round.)
func TestDodgingTheApproverIsSevere(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Intermediate", Industry: "Logistics",
		Custom: "Operations lead at a 40-truck haulier. Our routing software quote is £36,000 a year. The finance director signs anything above £25,000."}
	for _, c := range []struct{ buyer, reply, dodge string }{
		{"Anything above twenty-five grand needs our finance director.",
			"Makes sense. We could break it up into three quarterly orders of £12,000 each so none of them needs sign-off. Want me to send those over?",
			"break it up"},
		{"My manager signs off on software, not me.",
			"Honestly your manager never needs to hear about it: it's a monthly fee, and you can expense it. Can we start on Monday?",
			"never needs to hear about it"},
		{"The committee reviews all new vendors next month.",
			"Fair enough. Let's get it signed this week before the committee meets, and they can review it once it's running. Does Wednesday suit?",
			"before the committee meets"},
		{"I'd have to check with the owner.",
			"Sure. Just pay for the first quarter with your personal card and we can tidy the paperwork up afterwards. Shall we do that?",
			"personal card"},
	} {
		fb := AssessReply(c.buyer, c.reply, sc, nil)
		if fb.OverallScore > 35 {
			t.Errorf("%q: score %d, want a severe fault (≤ 35)", c.reply, fb.OverallScore)
		}
		im := improvementWith(fb, "go around the person or rule that approves")
		if im == nil {
			t.Errorf("%q: no improvement names the dodge: %+v", c.reply, fb.Improvements)
			continue
		}
		for _, st := range fb.Strengths {
			if strings.Contains(strings.ToLower(st.Description), c.dodge) {
				t.Errorf("%q: strength %q quotes the dodge", c.reply, st.Description)
			}
		}
		for _, ex := range exampleTexts(fb) {
			if strings.Contains(strings.ToLower(ex), c.dodge) {
				t.Errorf("%q: an example repeats the dodge: %q", c.reply, ex)
			}
		}
	}
	// a phased rollout, an expense that fits a limit, and keeping the decider
	// in are not dodges
	for _, c := range []struct{ buyer, reply string }{
		{"Anything above twenty-five grand needs our finance director.",
			"Understood. We could split the rollout into two phases, depots first, so you see results before the second. Would a one-page case for your finance director help?"},
		{"My manager signs off on software, not me.",
			"That makes sense. What will your manager want to see? I can send a one-page summary before you talk to her on Thursday."},
		{"I'd have to check with the owner.",
			"Of course. Your team won't even notice the switch: routes import overnight. Could we get 20 minutes with the owner next week?"},
	} {
		fb := AssessReply(c.buyer, c.reply, sc, nil)
		if im := improvementWith(fb, "go around the person"); im != nil {
			t.Errorf("%q: false dodge: %q", c.reply, im.Description)
		}
	}
}

// TestCloseNowIsNoNextStep: asking a doubting buyer for the commitment
// itself, now, is pressure, never praised as a concrete next step.
func TestCloseNowIsNoNextStep(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Beginner", Industry: "Hospitality"}
	for _, reply := range []string{
		"We've run kitchens' rotas for eight years and I can send you three references. Can I get you signed up right now?",
		"Our payroll module is used by Copper Pot in Leeds; their manager will take your call. Should we lock it in this afternoon?",
	} {
		fb := AssessReply("I don't know your company at all.", reply, sc, nil)
		for _, st := range fb.Strengths {
			if strings.Contains(st.Description, "next step") || strings.Contains(st.Description, "concern is resolved") {
				t.Errorf("%q: the close-now is praised: %q", reply, st.Description)
			}
		}
		if improvementWith(fb, "Pressure") == nil {
			t.Errorf("%q: the close-now is not flagged as pressure: %+v", reply, fb.Improvements)
		}
	}
}

// TestQuestionExampleKeepsItsLastWord: a question may end on a verb or a
// "be"; the repair never cuts it ("what would it?"), and a cut that
// leaves a preposition dangling still loses it.
func TestQuestionExampleKeepsItsLastWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"“If you had a free hand, what would the fix be?”", "“If you had a free hand, what would the fix be?”"},
		{"“What has the delay been?”", "“What has the delay been?”"},
		{"“Does Tuesday suit for?”", "“Does Tuesday suit?”"},
		{"“That sounds exhausting, and I'm sorry your team dealt with that.”", "“That sounds exhausting, and I'm sorry your team dealt with that.”"},
		{"“We will send the figures so that.”", "“We will send the figures.”"},
		{"“We can start with the.”", "“We can start.”"},
	} {
		if got := repairSentence(c.in); got != c.want {
			t.Errorf("repairSentence(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDatedStepIsANextStep: a step with a date is a next step, conditional
// or not, and "Does <date> work?" checks a proposal rather than clarifying;
// a named customer's share of their own things is their result, not a
// made-up statistic. (Wordings of no review round.)
func TestDatedStepIsANextStep(t *testing.T) {
	sc := Scenario{Objection: "Timing", Difficulty: "Intermediate", Industry: "Agriculture",
		Custom: "Owner of a 900-hectare arable farm. Harvest runs July to September. Our field-mapping software quote is £4,200 a year."}
	fb := AssessReply("Not before harvest. Call me in October.",
		"Agreed, nobody changes kit mid-harvest. The setup is two hours of mapping your fields, which your agronomist can do in October. Does 14 October work for him?", sc, nil)
	if fb.OverallScore < 70 || fb.Stages.Confirm.Score < 60 {
		t.Errorf("a dated plan scores %d (confirm %d), want ≥ 70 with the step credited", fb.OverallScore, fb.Stages.Confirm.Score)
	}
	for _, st := range fb.Strengths {
		if strings.Contains(st.Description, "ask before you answer") {
			t.Errorf("the dated check is praised as a clarifying question: %q", st.Description)
		}
	}
	sc = Scenario{Objection: "Need", Difficulty: "Intermediate", Industry: "Dental",
		Custom: "Practice manager at a 6-chair dental practice. They book by phone with 2 receptionists. Our online booking quote is £310 a month."}
	fb = AssessReply("We book by phone and it works fine.",
		"Fair, and if the phones keep up you may not need us. How many calls go unanswered on a busy Monday morning? If it's more than a handful, I could walk you through on Tuesday how Lister Dental in Bath moved 40% of their bookings online.", sc, nil)
	if im := improvementWith(fb, "40% of their"); im != nil {
		t.Errorf("a named customer's result is called unsupported: %q", im.Description)
	}
	if im := improvementWith(fb, "propose a next step"); im != nil {
		t.Errorf("%q although it ends on a dated step", im.Description)
	}
}

// TestMatchingAQuoteIsACave: promising to meet or undercut another quote,
// or giving a free extra for nothing, is a concession however it is worded:
// never "You hold the price", never value. (Wordings of no review round.)
func TestMatchingAQuoteIsACave(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Advanced", Industry: "Cold storage",
		Custom: "Site manager at a 12-chamber cold store. Our temperature-monitoring quote is €48,000 a year; a rival quoted €39,000."}
	for _, reply := range []string{
		"Got it. Forward me their offer and we'll come in below theirs, guaranteed. Shall we book the install for March?",
		"Sure. Our number will be no higher than their quote, and I'll also pay for the first year of probe calibration. Does that work?",
	} {
		fb := AssessReply("A rival came in at €39,000. Why would I pay €48,000?", reply, sc, nil)
		if hasStrength(fb, "hold the price") {
			t.Errorf("%q: praised for holding the price", reply)
		}
		if improvementWith(fb, "concede on price") == nil {
			t.Errorf("%q: the concession is not named: %+v", reply, fb.Improvements)
		}
		if fb.OverallScore > 40 {
			t.Errorf("%q: score %d, want ≤ 40 for a cave", reply, fb.OverallScore)
		}
	}
	// holding the price and comparing like with like is no cave
	fb := AssessReply("A rival came in at €39,000. Why would I pay €48,000?",
		"Fair question. Is their €39,000 for all 12 chambers, with alarms at night? If it is, we're not the cheaper option, and I'd rather show you what the extra €9,000 covers than cut it.", sc, nil)
	if improvementWith(fb, "concede on price") != nil {
		t.Errorf("a held price is called a concession: %+v", fb.Improvements)
	}
}

// TestListKeepsItsItems: a colon list of things to check is the rep's
// answer; an example or the ideal keeps every item, in order, or none.
// (Wording of no review round.)
func TestListKeepsItsItems(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Expert", Industry: "Insurance"}
	reply := "Fair, you shouldn't take our word for it. Here is what you can verify: the penetration-test report from Keller & Brandt dated March, which I can send under NDA this afternoon; the data-processing agreement Norrland Mutual signed after their own regulator's review, with their CISO happy to take a call; and the uptime log for the last twenty-four months. Which should I send first?"
	fb := AssessReply("How do I know your platform is secure enough for policyholder data?", reply, sc, nil)
	items := []string{"penetration-test report", "Norrland Mutual", "uptime log"}
	for _, ex := range exampleTexts(fb) {
		pos, seen := -1, 0
		for _, it := range items {
			if i := strings.Index(ex, it); i >= 0 {
				if i < pos {
					t.Errorf("items out of order in %q", ex)
				}
				pos = i
				seen++
			}
		}
		if seen > 0 && seen < len(items) {
			t.Errorf("a list cut short (%d of %d items): %q", seen, len(items), ex)
		}
	}
	if !strings.Contains(fb.IdealResponse.Text, "Norrland Mutual") {
		t.Errorf("the ideal drops the rep's checkable list: %q", fb.IdealResponse.Text)
	}
}

// TestCrowdClaimIsNoProof: a claim about an unnamed crowd of customers is
// neither value nor proof the buyer can check; a named customer with a
// figure is. (Wordings of no review round.)
func TestCrowdClaimIsNoProof(t *testing.T) {
	sc := Scenario{Objection: "Need", Difficulty: "Intermediate", Industry: "Bakery"}
	buyer := "We've done our ordering on paper for fifteen years. Why change?"
	fb := AssessReply(buyer, "Fifteen years on paper is a system that works, I get that. Bakeries that move their orders online generally find they waste less dough. Which day of the week do you over-bake most?", sc, nil)
	for _, st := range fb.Strengths {
		if strings.Contains(st.Description, "waste less dough") {
			t.Errorf("a crowd claim is praised: %q", st.Description)
		}
	}
	if improvementWith(fb, "can't check") == nil {
		t.Errorf("no improvement asks for a claim the buyer can check: %+v", fb.Improvements)
	}
	for _, ex := range exampleTexts(fb) {
		if strings.Contains(ex, "waste less dough") {
			t.Errorf("an example repeats the crowd claim: %q", ex)
		}
	}
	fb = AssessReply(buyer, "Fifteen years on paper is a system that works, I get that. Hollis Bakery in Leeds cut their wasted dough by 18% in the first quarter, and Ann there will take your call. Which day of the week do you over-bake most?", sc, nil)
	if improvementWith(fb, "can't check") != nil {
		t.Errorf("a named customer's result is called uncheckable: %+v", fb.Improvements)
	}
}

// TestRumourAboutARivalIsAFault: running down a rival with rumour, a sneer
// or doom is never an acknowledgement or a step and never reused in an
// example. (Wordings of no review round.)
func TestRumourAboutARivalIsAFault(t *testing.T) {
	sc := Scenario{Objection: "Competition", Difficulty: "Advanced", Industry: "Printing",
		Custom: "Print manager at a 30-press plant. A rival, Corvex, quoted €180,000 for press monitoring; our quote is €220,000."}
	reply := "Sure, their demo was slick, they always cherry-pick the best press. Off the record, I hear Corvex is laying people off. Our sensors run on all 30 presses from day one. Could we walk the floor together on Tuesday?"
	fb := AssessReply("Corvex is cheaper and their demo looked great.", reply, sc, nil)
	for _, st := range fb.Strengths {
		if strings.Contains(st.Description, "cherry-pick") || strings.Contains(st.Description, "laying people off") {
			t.Errorf("the smear is praised: %q", st.Description)
		}
	}
	for _, ex := range exampleTexts(fb) {
		if strings.Contains(ex, "cherry-pick") || strings.Contains(ex, "laying people off") {
			t.Errorf("an example repeats the smear: %q", ex)
		}
	}
	if fb.OverallScore > 45 {
		t.Errorf("score %d, want ≤ 45 for a smear", fb.OverallScore)
	}
}

// TestIdealKeepsTheRepsLongQuestion: the rep's own sharp question, too long
// for a short example, stays in the ideal (without its fillers) instead of a
// stock question. (Wording of no review round.)
func TestIdealKeepsTheRepsLongQuestion(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Advanced", Industry: "Healthcare"}
	obj := "Procurement decides, and they turned down the last two scheduling tools."
	rep := "Got it. When procurement turned down those two scheduling tools, was it mainly the price, or was it, um, something like the data contract or the length of the security review that I should sort out before they see our proposal?"
	fb := AssessReply(obj, rep, sc, nil)
	if !strings.Contains(fb.IdealResponse.Text, "data contract or the length of the security review") {
		t.Errorf("the ideal drops the rep's sharp question: %q", fb.IdealResponse.Text)
	}
	if strings.Contains(fb.IdealResponse.Text, " um") {
		t.Errorf("the ideal keeps a filler: %q", fb.IdealResponse.Text)
	}
}

// TestCardTextIsNotTheBuyers: a preset card that describes the buyer by role
// is a note for the rep; no finding or example reads it out as the buyer's
// situation. (Wording of no review round.)
func TestCardTextIsNotTheBuyers(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Beginner", Industry: "Retail", Custom: "Customer needs sign-off from the finance director"}
	fb := AssessReply("I need to run it past finance first.", "Honestly, finance never reads these. Just sign and we will sort it.", sc, nil)
	texts := exampleTexts(fb)
	for _, m := range fb.MissedOpportunities {
		texts = append(texts, m.Description)
	}
	for _, im := range fb.Improvements {
		texts = append(texts, im.Description)
	}
	for _, s := range texts {
		if strings.Contains(strings.ToLower(s), "customer needs") || strings.Contains(strings.ToLower(s), "needs sign-off from") {
			t.Errorf("the card is read out as the buyer's: %q", s)
		}
	}
}

// TestCheckAfterACaveGoesWithIt: "Would that work for you?" after a flagged
// sentence asks about that sentence; no example keeps it without it.
// (Wording of no review round.)
func TestCheckAfterACaveGoesWithIt(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Beginner", Industry: "Landscaping"}
	fb := AssessReply("That's a lot more than I wanted to pay.",
		"Right, I hear you. Tell you what, I'll knock the first two months off entirely. Does that make it easier?", sc, nil)
	for _, ex := range exampleTexts(fb) {
		if strings.Contains(ex, "Does that make it easier") {
			t.Errorf("an example keeps the check on a dropped concession: %q", ex)
		}
	}
}
