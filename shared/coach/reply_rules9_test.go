package coach

import (
	"regexp"
	"strings"
	"testing"
)

// Rules of session 7 (reply9), each over wordings written for these tests
// that appear in no review round.

// TestIdealKeepsEveryCleanSentence: a strong, long answer is never cut to
// one proof point; every sentence without a finding stays, in order.
func TestIdealKeepsEveryCleanSentence(t *testing.T) {
	sc := Scenario{Objection: "Competition", Difficulty: "Advanced", Industry: "Cold storage",
		Custom: "Mr Obi runs three cold stores in Lagos. A rival, FrostHub, quotes ₦2.1 million a month; our monitoring is ₦2.9 million a month."}
	reply := "That's a real gap, ₦800,000 a month. FrostHub logs temperatures; ours also switches the compressors off at night tariffs. " +
		"On your three stores that is about ₦1.2 million a month in power, by the tariff sheet you sent. " +
		"So the gap closes, and the alarms come on top. " +
		"I'd rather show that than argue it: we meter one store for a month at our cost, next to FrostHub if you like. " +
		"Could we start at the Apapa store on Monday?"
	fb := AssessReply("FrostHub is ₦800,000 a month cheaper. Why pay more?", reply, sc, nil)
	for _, s := range []string{"₦1.2 million", "the gap closes", "I'd rather show that", "Apapa store on Monday"} {
		if !strings.Contains(strings.ToLower(fb.IdealResponse.Text), strings.ToLower(s)) {
			t.Errorf("ideal drops %q: %q", s, fb.IdealResponse.Text)
		}
	}
	for _, im := range fb.Improvements {
		if strings.Contains(im.Description, "fewer words") {
			t.Errorf("fewer words beside a whole ideal: %+v", im)
		}
	}
}

// TestAbbreviationNeverEndsAnIdealSentence: "Rs." or "approx." inside a
// sentence is not its end; the ideal keeps the sentence whole or not at all.
func TestAbbreviationNeverEndsAnIdealSentence(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Beginner", Industry: "Pharmacy chain",
		Custom: "Meera manages four pharmacies in Pune. Our stock app is Rs. 9,500 a month. Her father signs."}
	for _, reply := range []string{
		"That makes sense, thanks. I'll write one page for your father with the price, Rs. 9,500 a month, and the expiry losses it cuts. When could you show it to him?",
		"Understood. The page would cover approx. 40 lines of stock per store and the cost. Could you show it to him this week?",
	} {
		fb := AssessReply("My father decides on these things.", reply, sc, nil)
		if m := regexp.MustCompile(`(Rs|approx)\. [a-z]`).FindString(fb.IdealResponse.Text); m == "" {
			if regexp.MustCompile(`(Rs|approx)\.( [A-Z]|$)`).MatchString(fb.IdealResponse.Text) {
				t.Errorf("an abbreviation ends a sentence: %q", fb.IdealResponse.Text)
			}
		}
	}
}

// TestNoStockAckBeforeTheRepsOwn: a rep who opens by taking the point on
// board, in any wording, gets no stock acknowledgement in front of it.
func TestNoStockAckBeforeTheRepsOwn(t *testing.T) {
	sc := Scenario{Objection: "Authority", Difficulty: "Intermediate", Industry: "Shipping",
		Custom: "Captain Lund runs the fleet office; the owner, Mrs Berg, approves all spend."}
	for _, reply := range []string{
		"Thanks, Captain, that's useful to know. What does Mrs Berg look at first when she approves spend? I'll put that on one page for you to take to her.",
		"Good point, she should see it before anything is signed. What does Mrs Berg look at first? I'll put that on one page for you to take to her.",
	} {
		fb := AssessReply("Mrs Berg approves anything like this, not me.", reply, sc, nil)
		first := strings.SplitN(reply, ".", 2)[0]
		if !strings.HasPrefix(fb.IdealResponse.Text, first) {
			t.Errorf("ideal does not open with the rep's acknowledgement %q: %q", first, fb.IdealResponse.Text)
		}
	}
}

// TestAskBeforeAnswerOnlyBeforeTheAnswer: a question asked after the
// answer is never praised as asked before it.
func TestAskBeforeAnswerOnlyBeforeTheAnswer(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Intermediate", Industry: "Scaffolding",
		Custom: "Ms Ade buys scaffolding for a building contractor; a previous supplier's couplers failed inspection."}
	reply := "That would worry me too. Our couplers are tested to EN 74 and every batch has its certificate. We can send the last three batch certificates today. What would your inspector want to see?"
	fb := AssessReply("The last supplier's couplers failed inspection. Why are yours different?", reply, sc, nil)
	for _, s := range fb.Strengths {
		if strings.HasPrefix(s.Description, "You ask before you answer") {
			t.Errorf("a last question praised as asked before the answer: %q", s.Description)
		}
	}
}

// TestStockQuestionsTheLineAnswers: the ideal never asks what the buyer's
// line just said, whatever its words.
func TestStockQuestionsTheLineAnswers(t *testing.T) {
	timing := Scenario{Objection: "Timing", Difficulty: "Beginner", Industry: "Ski school", Custom: "Lena runs a ski school with 30 instructors."}
	fb := AssessReply("Let's talk in May. December to April every instructor is on the slopes and I can't spare anyone.", "We'll call you back in May then.", timing, nil)
	if strings.Contains(fb.IdealResponse.Text, "What makes now a hard time") {
		t.Errorf("re-asks the reason the buyer gave: %q", fb.IdealResponse.Text)
	}
	need := Scenario{Objection: "Need", Difficulty: "Beginner", Industry: "Bakery", Custom: "Tom owns two bakeries."}
	fb = AssessReply("We write the orders on a whiteboard and it's never let us down. Why change?", "You should change because everyone is going digital.", need, nil)
	for _, ex := range append(exampleTexts(fb), fb.IdealResponse.Text) {
		if strings.Contains(ex, "How are you handling that today") {
			t.Errorf("re-asks how they handle it: %q", ex)
		}
	}
}

// TestTimingFactNeverANonSequitur: a card fact that is not about timing is
// never followed by "so let's plan around it"; a "she uses" card reads
// "you use".
func TestTimingFactNeverANonSequitur(t *testing.T) {
	sc := Scenario{Objection: "Timing", Difficulty: "Beginner", Industry: "Riding school",
		Custom: "Ana runs a riding school. Lesson bookings are kept in a paper diary. She wants to wait until summer."}
	fb := AssessReply("Summer is better, can we wait?", "If you sign now I can hold the price, otherwise it goes up.", sc, nil)
	for _, ex := range append(exampleTexts(fb), fb.IdealResponse.Text) {
		if strings.Contains(ex, "diary, so let's plan around it") {
			t.Errorf("non sequitur: %q", ex)
		}
	}
	comp := Scenario{Objection: "Competition", Difficulty: "Beginner", Industry: "Hostels",
		Custom: "Rosa owns a hostel. She uses a booking tool called BedBox costing €90 a month."}
	fb = AssessReply("BedBox is fine and cheaper.", "BedBox is rubbish, everyone knows it.", comp, nil)
	for _, ex := range append(exampleTexts(fb), fb.IdealResponse.Text) {
		if strings.Contains(ex, "You us ") {
			t.Errorf("garbled verb: %q", ex)
		}
	}
}

// TestProofOfferIsTheAnswer: an independent study with its data, or
// contact details for customers, answers a doubt about accuracy.
func TestProofOfferIsTheAnswer(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Intermediate", Industry: "Lab scales",
		Custom: "Dr Ruiz runs a hospital lab; the last vendor's accuracy claims were wrong."}
	reply := "Fair enough. Two things you can check without me: the independent validation study from the Madrid metrology institute, with its raw data, and contact details for two lab heads who use it. Would that be enough to start?"
	fb := AssessReply("Every vendor claims perfect accuracy.", reply, sc, nil)
	if fb.Stages.Respond.Score < 50 {
		t.Errorf("proof offer not counted as the answer: respond %d", fb.Stages.Respond.Score)
	}
	for _, im := range fb.Improvements {
		if strings.HasPrefix(im.Description, "Give the buyer something they can check") {
			t.Errorf("proof offered, criticised as missing: %q", im.Description)
		}
	}
}

// TestStockLinesFitTheLine: a stock acknowledgement names the concern the
// line raises (a rival's lower quote is a gap, not a budget); a request to
// tell is never praised as a check or a step.
func TestStockLinesFitTheLine(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Intermediate", Industry: "Forklifts",
		Custom: "Ms Kaur runs a warehouse. Our forklift lease is £1,900 a month; a rival bid is £1,600."}
	fb := AssessReply("The other bid is £300 lower for the same trucks.", "I hear you. Our trucks come with a service plan.", sc, nil)
	for _, im := range fb.Improvements {
		if strings.Contains(im.Example, "more than you planned to spend") {
			t.Errorf("budget line for a rival's bid: %q", im.Example)
		}
	}
	auth := Scenario{Objection: "Authority", Difficulty: "Beginner", Industry: "Dental", Custom: "Dr Silva's partner signs off equipment."}
	fb = AssessReply("My partner signs off on this.", "Good to know, thank you. Could you tell me what she looked at last time she approved equipment?", auth, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "check the concern is resolved") || strings.Contains(s.Description, "next step") {
			t.Errorf("a request to tell praised as a check or step: %q", s.Description)
		}
	}
}

// TestNoUncheckableEndorsementInExamples: "the regulator recommends us,
// off the record" is never part of a model line.
func TestNoUncheckableEndorsementInExamples(t *testing.T) {
	sc := Scenario{Objection: "Trust", Difficulty: "Intermediate", Industry: "Water treatment",
		Custom: "Ms Osei runs a brewery; the river authority fined them last year."}
	for _, reply := range []string{
		"Relax, it won't happen with us. The river authority actually recommends us, unofficially. You'll be fine.",
		"Don't worry about it. Between you and me, the inspectors prefer our system. Sign this week and you're covered.",
	} {
		fb := AssessReply("The last supplier promised the same and we still got fined.", reply, sc, nil)
		for _, ex := range append(exampleTexts(fb), fb.IdealResponse.Text) {
			low := strings.ToLower(ex)
			if strings.Contains(low, "recommends us") || strings.Contains(low, "prefer our system") || strings.Contains(low, "unofficially") {
				t.Errorf("an uncheckable endorsement in a model line: %q", ex)
			}
		}
	}
}

// TestNeedDoubtGetsAQuestion: "I don't see the problem" is answered with a
// question about it first, however good the rest of the reply.
func TestNeedDoubtGetsAQuestion(t *testing.T) {
	sc := Scenario{Objection: "Need", Difficulty: "Intermediate", Industry: "Vet clinics", Custom: "Dr Aziz runs two vet clinics; records are on paper."}
	reply := "Fair point. The main gain is time: reminders go out by text on their own, so nobody phones clients. Would a short demo help?"
	fb := AssessReply("Our paper files work. I don't see what problem this solves.", reply, sc, nil)
	if !strings.Contains(fb.IdealResponse.Text, "?") || strings.Index(fb.IdealResponse.Text, "?") > strings.Index(fb.IdealResponse.Text, "reminders") {
		t.Errorf("no question before the answer: %q", fb.IdealResponse.Text)
	}
}

// TestHyphenatedEndIsKept: a sentence ending on "head-on" or "follow-up"
// keeps its last word whole.
func TestHyphenatedEndIsKept(t *testing.T) {
	for _, in := range []string{"“Let's deal with it head-on.”", "“I'll book the follow-up.”", "“We can start the roll-out.”"} {
		if got := repairSentence(in); got != in {
			t.Errorf("repairSentence(%q) = %q", in, got)
		}
	}
}

// TestExampleKeepsTheRepsMath: beside a fault, the example keeps the rep's
// own clean answer on the buyer's numbers instead of a weaker stock line.
func TestExampleKeepsTheRepsMath(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Advanced", Industry: "Boilers",
		Custom: "Mr Lee runs a laundry that spends about ₩90 million a year on gas. Our boiler is quoted at ₩150 million; a rival quotes ₩120 million."}
	reply := "I know it's more. On your ₩90 million gas bill, a 25% saving is ₩22.5 million a year, so the gap is paid back in under two years. I could maybe see about a discount if that's the only issue. Shall I send the figures?"
	fb := AssessReply("The rival is ₩30 million cheaper.", reply, sc, nil)
	found := false
	for _, im := range fb.Improvements {
		if strings.Contains(im.Example, "₩22.5 million") {
			found = true
		}
	}
	if !found {
		t.Errorf("no example keeps the rep's own math: %+v", fb.Improvements)
	}
}

// TestContrastWithTheRivalAnswers: setting ours against the rival the
// buyer named is an answer, not "missing respond".
func TestContrastWithTheRivalAnswers(t *testing.T) {
	sc := Scenario{Objection: "Price", Difficulty: "Beginner", Industry: "Gyms",
		Custom: "Ana owns three gyms. Our booking app is €420 a month; FitDesk offers €300."}
	reply := "Fair, €120 a month is real money. Our price includes the door access; FitDesk charges extra for it. Could we compare both invoices on Friday?"
	fb := AssessReply("FitDesk is offering €300 for the same thing.", reply, sc, nil)
	if fb.Stages.Respond.Score < 50 {
		t.Errorf("a contrast with the named rival not counted: respond %d", fb.Stages.Respond.Score)
	}
}
