package coach

import (
	"strings"
	"testing"
)

// Tests for the reply's ideal response and stage detection over wordings
// that appear in no review set (issue 13, round 3 causes 1, 2 and 5 on the
// reply side).

var (
	bakeryPrice = Scenario{Objection: "Price", Difficulty: "Intermediate", Industry: "Food",
		Custom: "Owner of a bakery with 3 shops and 22 staff. They pay $450 a month for a paper-based ordering service; our quote is $690 a month. Wasted batches cost about $1,800 a month."}
	dairyTiming = Scenario{Objection: "Timing", Difficulty: "Intermediate", Industry: "Agriculture",
		Custom: "Herd manager at a dairy farm with 400 cows. Calving season runs until the end of April. Their feed contract renews in September."}
	clinicTrust = Scenario{Objection: "Trust", Difficulty: "Beginner", Industry: "Healthcare", Custom: "Customer isn't sure your company is reliable"}
	hotelComp   = Scenario{Objection: "Competition", Difficulty: "Intermediate", Industry: "Hospitality",
		Custom: "Front-office manager at a 60-room hotel. They use RoomKey for bookings at $380 a month."}
)

// An example or ideal response never carries a sentence the report flags:
// a cave, pressure or dismissal in any wording is dropped, not repeated.
func TestIdealNeverKeepsAFlaggedSentence(t *testing.T) {
	cases := []struct {
		line, reply, bad string
	}{
		{"That's well over what we pay now.",
			"I hear the worry about cost. Whatever gets this across the line works for me, so I'll eat the setup fee. What would you need to see?",
			"eat the setup fee"},
		{"That's well over what we pay now.",
			"Fair, it is more. Our pricing disappears when the month closes, and the rate goes up 30% after that. Could we look at your wasted batches together on Thursday?",
			"pricing disappears"},
		{"We're happy with RoomKey.",
			"Sure. Whoever told you RoomKey is enough doesn't understand the product. What do your front-desk staff spend most time on?",
			"doesn't understand"},
		{"We're happy with RoomKey.",
			"I understand. Every hotel in your region has already switched to us, so I'd move fast. What does a double booking cost you?",
			"already switched"},
	}
	for _, c := range cases {
		sc := bakeryPrice
		if strings.Contains(c.line, "RoomKey") {
			sc = hotelComp
		}
		fb := AssessReply(c.line, c.reply, sc, nil)
		if strings.Contains(fb.IdealResponse.Text, c.bad) {
			t.Errorf("%q: the ideal keeps the flagged %q: %s", c.reply, c.bad, fb.IdealResponse.Text)
		}
		for _, im := range fb.Improvements {
			if strings.Contains(im.Example, c.bad) {
				t.Errorf("%q: example of %q keeps the flagged %q: %s", c.reply, im.Description, c.bad, im.Example)
			}
		}
		if fb.OverallScore > 40 {
			t.Errorf("%q: %d for a reply with a cave, pressure or insult", c.reply, fb.OverallScore)
		}
	}
}

// The ideal keeps the rep's best content (the buyer's math, a reference, a
// bounded trial) instead of swapping it for stock lines.
func TestIdealKeepsTheRepsBestContent(t *testing.T) {
	reply := "That's a fair worry for three shops. The gap is $240 a month, and you're losing about $1,800 a month in wasted batches, so cutting waste by a sixth covers it. Give us four weeks in your busiest shop, no charge, and we'll count the waste with you. The owner of Crumb & Co, a two-shop bakery, ran the same test and will take your call."
	fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", reply, bakeryPrice, nil)
	for _, want := range []string{"$1,800", "four weeks", "Crumb & Co"} {
		if !strings.Contains(fb.IdealResponse.Text, want) {
			t.Errorf("the ideal drops %q: %s", want, fb.IdealResponse.Text)
		}
	}
	if fb.OverallScore < 75 {
		t.Errorf("model reply scored %d (stages %+v)", fb.OverallScore, fb.Stages)
	}
	if fb.Stages.Confirm.Score < 60 {
		t.Errorf("a free four-week trial in one shop is a next step: confirm %d", fb.Stages.Confirm.Score)
	}
}

// A spoken list keeps all its items in order, or is dropped whole: never
// "First … Third …".
func TestIdealKeepsListsWhole(t *testing.T) {
	reply := "Fair, that's $240 a month more. First, the ordering screen flags a batch before it's baked, so waste drops. Second, honestly, I'll just match the $450 if that's what it takes. Third, we could run it in one shop for a month. Which shop wastes the most?"
	fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", reply, bakeryPrice, nil)
	ideal := fb.IdealResponse.Text
	if strings.Contains(ideal, "Third") || strings.Contains(ideal, "First,") {
		t.Errorf("a list with its second item dropped is still in the ideal: %s", ideal)
	}
	if strings.Contains(ideal, "match") {
		t.Errorf("the cave is in the ideal: %s", ideal)
	}
}

// A stock question is added only for a missing stage, and never one that
// asks what the rep's reply already settled.
func TestIdealDoesNotReaskWhatTheRepSaid(t *testing.T) {
	reply := "You're right, nobody starts software mid-calving. After April, we could set up one barn for a month, before the September feed renewal. Shall I pencil in a 20-minute call for May 6?"
	fb := AssessReply("Calving runs until the end of April. Not now.", reply, dairyTiming, nil)
	ideal := fb.IdealResponse.Text
	for _, stock := range []string{"timing to work", "timing suits you", "What makes now a hard time"} {
		if strings.Contains(ideal, stock) {
			t.Errorf("the ideal adds %q to a reply with a dated plan: %s", stock, ideal)
		}
	}
	if !strings.Contains(ideal, "May 6") || !strings.Contains(ideal, "one barn") {
		t.Errorf("the ideal drops the rep's plan: %s", ideal)
	}
}

// Stage detection in new wordings: an acknowledgement that names the
// concern, a question after a lead-in, a concrete step before the last
// sentence.
func TestReplyStagesInNewWordings(t *testing.T) {
	t.Run("acknowledgement", func(t *testing.T) {
		fb := AssessReply("$690 a month is a lot more than the $450 we pay now.",
			"That's sensible for a business with three shops. The $240 gap is smaller than the $1,800 a month you lose in wasted batches. Could we compare your waste logs on Friday?", bakeryPrice, nil)
		if fb.Stages.Acknowledge.Score < 60 {
			t.Errorf("acknowledge %d for %q", fb.Stages.Acknowledge.Score, "That's sensible for a business with three shops")
		}
	})
	t.Run("question after a lead-in", func(t *testing.T) {
		fb := AssessReply("Calving runs until the end of April. Not now.",
			"Understood, April it is. So my call is worth your time: after calving, who signs off on the September feed contract, you or the owner?", dairyTiming, nil)
		if fb.Stages.Clarify.Score < 60 {
			t.Errorf("clarify %d for a question after a colon", fb.Stages.Clarify.Score)
		}
		if fb.OverallScore < 60 {
			t.Errorf("a sharp clarifying turn scored %d", fb.OverallScore)
		}
		if strings.Contains(fb.IdealResponse.Text, "So my call is worth your time") {
			t.Errorf("the ideal keeps the lead-in: %s", fb.IdealResponse.Text)
		}
	})
	t.Run("hedged acknowledgement", func(t *testing.T) {
		fb := AssessReply("$690 a month is a lot more than the $450 we pay now.",
			"I guess that's maybe kind of a fair point. We could perhaps look at it. Would that possibly help?", bakeryPrice, nil)
		if hasStrength(fb, "acknowledge") {
			t.Errorf("a hedged acknowledgement is praised: %+v", fb.Strengths)
		}
		if fb.Stages.Confirm.Score >= 60 {
			t.Errorf("a hedged check earns confirm %d", fb.Stages.Confirm.Score)
		}
	})
	t.Run("praise of the question", func(t *testing.T) {
		fb := AssessReply("Why would we switch from RoomKey?", "Excellent question! We are the leading next-gen platform.", hotelComp, nil)
		if hasStrength(fb, "acknowledge") {
			t.Errorf("%q praised as an acknowledgement: %+v", "Excellent question!", fb.Strengths)
		}
		for _, im := range fb.Improvements {
			if strings.Contains(im.Example, "Excellent question") {
				t.Errorf("example keeps the praise of the question: %s", im.Example)
			}
		}
	})
}

// Pressure, false deadlines and social proof as pressure, in wordings the
// lists do not spell out whole.
func TestReplyPressureInNewWordings(t *testing.T) {
	for _, reply := range []string{
		"I get it, but this offer disappears after Friday and rates go up 25% in March, so I'd move fast.",
		"Every bakery in your county has already switched to us, and the ones that waited are scrambling to catch up.",
		"Our onboarding slots are filling up, so the window closes this week.",
	} {
		fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", reply, bakeryPrice, nil)
		if len(quotesOf(t, reply, fb.Evidence, "pressure", "negative")) == 0 {
			t.Errorf("no pressure found in %q", reply)
		}
		if fb.OverallScore > 40 {
			t.Errorf("%q: %d for pressure", reply, fb.OverallScore)
		}
	}
	// a concession in other words
	wiggle := "Okay, there's probably some wiggle room on the price if you need it."
	fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", wiggle, bakeryPrice, nil)
	if len(quotesOf(t, wiggle, fb.Evidence, "discount", "")) == 0 {
		t.Errorf("'wiggle room on the price' is not a concession: %+v", fb.Evidence)
	}
}

// When the buyer doubts the seller, a checkable track record answers it:
// it is proof, not talk about the seller, and its figures are not
// irrelevant.
func TestTrackRecordAnswersDoubt(t *testing.T) {
	fb := AssessReply("I don't know your company at all.",
		"Fair, we're a small firm. We've been in business for twelve years and serve about three hundred clinics across two states. I can send you three references you can call this week.", clinicTrust, nil)
	for _, e := range fb.Evidence {
		if e.Kind == "negative" && (e.Category == "irrelevantNumber" || e.Category == "customerFocus") {
			t.Errorf("track record flagged: %+v", e)
		}
	}
	if fb.OverallScore < 50 {
		t.Errorf("an honest track record with references scored %d", fb.OverallScore)
	}
	// hype stays hype
	fb = AssessReply("I don't know your company at all.", "We're the world's leading, best-in-class provider for 20 years.", clinicTrust, nil)
	if fb.OverallScore > 40 {
		t.Errorf("hype about the seller scored %d", fb.OverallScore)
	}
}

// A reply that answers with value and then trails off closes weakly; it does
// not accept the brush-off. A place "down the road" is not a postponement.
func TestBrushOffOnlyFromTheClose(t *testing.T) {
	fb := AssessReply("We're happy with RoomKey.",
		"Fair enough. The hotel down the road moved its bookings to us and cut double bookings to zero in a month, and their manager will take your call. Could we compare both on your last month of bookings?", hotelComp, nil)
	if improvementWith(fb, "brush-off") != nil {
		t.Errorf("'down the road' read as accepting the brush-off: %+v", fb.Improvements)
	}
	fb = AssessReply("Calving runs until the end of April. Not now.", "No problem, whenever you're ready just let me know.", dairyTiming, nil)
	if improvementWith(fb, "brush-off") == nil {
		t.Errorf("a postponement is not called accepting the brush-off: %+v", fb.Improvements)
	}
}

// A share of some population with no source is a made-up statistic, in any
// wording; "9 out of 10" is one claim, not the numbers 9 and 10; a share of
// the buyer's own things is not flagged.
func TestPopulationStatsInReplies(t *testing.T) {
	line := "$690 a month is a lot more than the $450 we pay now."
	for _, c := range []struct{ reply, want string }{
		{"Fair. 93% of bakeries that switch cut waste within a month, so it pays for itself.", "93% of bakeries"},
		{"Fair. Research shows 9 out of 10 owners recover the cost in a quarter.", "9 out of 10 owners"},
		{"Fair. Seventy-eight percent of shops like yours see fewer wasted batches.", ""},
	} {
		fb := AssessReply(line, c.reply, bakeryPrice, nil)
		got := quotesOf(t, c.reply, fb.Evidence, "unsupportedNumber", "negative")
		if c.want != "" && !containsString(got, c.want) {
			t.Errorf("%q: unsupported %v, want %q", c.reply, got, c.want)
		}
		for _, q := range quotesOf(t, c.reply, fb.Evidence, "irrelevantNumber", "negative") {
			if q == "9" || q == "10" {
				t.Errorf("%q: %q split out of the claim", c.reply, q)
			}
		}
		if hasStrength(fb, "buyer's situation") {
			t.Errorf("%q: a made-up statistic praised as the buyer's situation: %+v", c.reply, fb.Strengths)
		}
	}
	own := "Fair. If 20% of your batches are wasted, that's the $1,800 a month, and a fifth of it covers the gap."
	fb := AssessReply(line, own, bakeryPrice, nil)
	if got := quotesOf(t, own, fb.Evidence, "unsupportedNumber", "negative"); len(got) > 0 {
		t.Errorf("a share of the buyer's own batches flagged: %v", got)
	}
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// "I don't know X" beside a way to find out is honest, not a hedge; "just"
// said as "only" ("nothing else") is not a hedge; a real hedge still is.
func TestHonestWordsAreNotHedges(t *testing.T) {
	line := "$690 a month is a lot more than the $450 we pay now."
	for _, reply := range []string{
		"Fair question. I'm not sure how many batches you bin each week, so let's count them together in your busiest shop for two weeks.",
		"That's fair. It just replaces the paper order sheets, nothing else, and the $240 gap is less than a sixth of your $1,800 waste.",
	} {
		fb := AssessReply(line, reply, bakeryPrice, nil)
		if got := quotesOf(t, reply, fb.Evidence, "hedge", "negative"); len(got) > 0 {
			t.Errorf("%q: honest words flagged as hedges: %v", reply, got)
		}
	}
	hedged := "I'm not sure, maybe it could possibly help a little with waste."
	fb := AssessReply(line, hedged, bakeryPrice, nil)
	if got := quotesOf(t, hedged, fb.Evidence, "hedge", "negative"); len(got) == 0 {
		t.Errorf("%q: no hedge found", hedged)
	}
}

// A run-on that answers with the buyer's numbers and then trails off keeps
// its math in the ideal, clause by clause, without the trailing sign-off.
func TestIdealKeepsTheMathOfARunOn(t *testing.T) {
	reply := "I hear you and I know you're paying $450 a month today so going to $690 adds $240 a month which feels like a lot but you said wasted batches cost you about $1,800 a month so if we cut that by a sixth it's $300 a month which covers the gap and we have a bakery in Leeds using it and maybe we could do a trial or something so let me know what you think."
	fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", reply, bakeryPrice, nil)
	ideal := fb.IdealResponse.Text
	if !strings.Contains(ideal, "$1,800") || !strings.Contains(ideal, "$300") {
		t.Errorf("the ideal drops the run-on's math: %s", ideal)
	}
	for _, bad := range []string{"let me know", "maybe", "or something"} {
		if strings.Contains(ideal, bad) {
			t.Errorf("the ideal keeps %q from the run-on: %s", bad, ideal)
		}
	}
}

// A time phrase used as a date ("your next quarter-end close", "next year's
// budget") is not a postponement; a trial offered that way is a step.
func TestDatesAreNotDelays(t *testing.T) {
	reply := "Fair. If you ran it in one shop for a month, you'd see by your next quarter-end review whether the waste dropped."
	fb := AssessReply("$690 a month is a lot more than the $450 we pay now.", reply, bakeryPrice, nil)
	if got := quotesOf(t, reply, fb.Evidence, "nextStep", "negative"); len(got) > 0 {
		t.Errorf("a date read as a postponement: %v", got)
	}
	still := "Sure, let's talk next quarter."
	fb = AssessReply("Calving runs until the end of April. Not now.", still, dairyTiming, nil)
	if got := quotesOf(t, still, fb.Evidence, "nextStep", "negative"); len(got) == 0 {
		t.Errorf("'next quarter' as a delay not found")
	}
}

// Buzzwords, overclaims and vague words never count as "specific to the
// buyer", even when they sit beside the buyer's terms.
func TestBuzzIsNotSpecific(t *testing.T) {
	fb := AssessReply("Why would we switch from RoomKey?",
		"Our best-in-class booking ecosystem leverages synergies for hotels. We're really great at front-desk stuff and whatnot.", hotelComp, nil)
	if strings.HasPrefix(fb.ResponseAnalysis.Clarity.Feedback, "2 of 2") || strings.HasPrefix(fb.ResponseAnalysis.Clarity.Feedback, "1 of 2") {
		t.Errorf("buzzwords counted as specific: %s", fb.ResponseAnalysis.Clarity.Feedback)
	}
}

// Applause is no answer: ratings, reviews and awards in place of an answer
// to a doubt about the product are neither checkable proof nor a direct
// answer, and hype beside them spoils the answer turn.
func TestApplauseIsNoAnswer(t *testing.T) {
	fb := AssessReply("How do I know your scheduler won't double-book our treatment rooms?",
		"We have 2,000 five-star ratings and 300 happy clinics. Our scheduler has won 9 awards. We're the number one scheduler in the country. It will be fine.", clinicTrust, nil)
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, "check") {
			t.Errorf("applause credited as something to check: %q", s.Description)
		}
	}
	if fb.OverallScore > 40 {
		t.Errorf("ratings and awards in place of an answer scored %d", fb.OverallScore)
	}
}
