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
