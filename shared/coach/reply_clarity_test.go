package coach

import "testing"

// Clarity rates how easy a reply is to follow, not how many stages it
// covers: a short, plain reply that only asks, or only answers, is clear;
// one that runs on in a single breath with fillers is not, whatever it
// covers.
func TestReplyClarityIsReadability(t *testing.T) {
	sc := Scenario{Objection: "Timing", Difficulty: "Intermediate", Industry: "Bakery supplies"}
	objection := "We're mid-way through the Easter orders. Call me in May."
	clear := []string{
		"Understood, Easter is your busiest stretch. Is it the setup time you want to avoid, or the cost landing this quarter?",
		"Fair enough. The switch takes one afternoon, done by our team after closing. I'll call you on 6 May to book it.",
		"Which week in May is quietest for your ovens?",
	}
	muddled := "So basically, um, what I'm kind of saying is that, you know, we could maybe look at doing the whole switch-over thing at some point whenever it sort of suits you, because honestly it's really not a big deal and lots of bakeries like yours have basically done it while they were busy anyway, and it sort of just works out."
	worst := 100
	for _, reply := range clear {
		c := AssessReply(objection, reply, sc, nil).ResponseAnalysis.Clarity.Rating
		if c < 70 {
			t.Errorf("clear reply rated %d for clarity: %q", c, reply)
		}
		worst = min(worst, c)
	}
	m := AssessReply(objection, muddled, sc, nil).ResponseAnalysis.Clarity
	if m.Rating >= worst-20 {
		t.Errorf("a run-on reply with fillers rated %d for clarity, the clear ones at least %d", m.Rating, worst)
	}
}
