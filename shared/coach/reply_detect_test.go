package coach

import (
	"slices"
	"strings"
	"testing"
)

// priceScenario is a price objection with the seller's price and a
// competitor's quote on the table.
var priceScenario = Scenario{Objection: "Price", Difficulty: "Intermediate", Industry: "SaaS",
	Custom: "Ops director at a 40-person logistics firm; got a quote of $1,700 a month from a competitor; our price is $2,400 a month"}

const priceObjection = "Your competitor quoted us $1,700 a month. Why should we pay $2,400?"

func hasStrength(fb Feedback, sub string) bool {
	for _, s := range fb.Strengths {
		if strings.Contains(s.Description, sub) {
			return true
		}
	}
	return false
}

// TestCavesWhateverTheWording: a lower price or a free period is a price
// concession in any wording, never "You hold the price", and never the
// reply's answer "using the buyer's situation".
func TestCavesWhateverTheWording(t *testing.T) {
	for _, tt := range []struct{ text, quote string }{
		{"No problem at all, I can match $1,700 right now. I'll send the contract over today.", "I can match $1,700"},
		{"We can do it for $1,700 instead.", "do it for $1,700"},
		{"I hear you. I can offer $2,000 a month if that helps.", "offer $2,000"},
		{"Fair enough. Let's call it $1,900 and get started.", "call it $1,900"},
		{"I hear you. How about I give you the first two months for free and we see how it goes?", "the first two months for free"},
		{"Understood. We'll add a free month so you can see the value.", "free month"},
		{"That's fair. We can throw in three free weeks.", "throw in"},
	} {
		fb := AssessReply(priceObjection, tt.text, priceScenario, nil)
		got := quotesOf(t, tt.text, fb.Evidence, "discount", "negative")
		if !slices.Contains(got, tt.quote) {
			t.Errorf("%q: discount evidence %q, want %q", tt.text, got, tt.quote)
		}
		if hasStrength(fb, "hold the price") || hasStrength(fb, "uses the buyer's situation") {
			t.Errorf("%q: a cave praised: %+v", tt.text, fb.Strengths)
		}
	}
	// Holding the price, or naming the competitor's number, is not a cave.
	for _, text := range []string{
		"That's fair. They quoted $1,700 for fewer seats; what does their quote include?",
		"I understand. At $2,400 a month, the hours your 40 people get back cover it in the first week. Would a side-by-side on your last month help?",
		"Fair question. You're paying for 40 people's time today; what does a late shipment cost you?",
	} {
		fb := AssessReply(priceObjection, text, priceScenario, nil)
		if got := quotesOf(t, text, fb.Evidence, "discount", ""); len(got) > 0 {
			t.Errorf("%q: flagged as a discount: %q", text, got)
		}
	}
}

// TestPressureAndDismissalWhateverTheWording: false deadlines, social proof
// used as pressure and brushing the concern aside are caught.
func TestPressureAndDismissalWhateverTheWording(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Customer thinks your product is too expensive"}
	text := "I get it. But this price expires Friday, and everyone is switching to us. Trust me, it won't interfere at all with your work. That's not an issue."
	fb := AssessReply("Honestly, this looks more expensive than what we budgeted for.", text, sc, nil)
	pressure := quotesOf(t, text, fb.Evidence, "pressure", "negative")
	for _, w := range []string{"price expires", "everyone is switching"} {
		if !slices.Contains(pressure, w) {
			t.Errorf("pressure %q misses %q", pressure, w)
		}
	}
	dismiss := quotesOf(t, text, fb.Evidence, "dismissing", "negative")
	for _, w := range []string{"Trust me", "won't interfere at all", "That's not an issue"} {
		if !slices.Contains(dismiss, w) {
			t.Errorf("dismissing %q misses %q", dismiss, w)
		}
	}
	if hasStrength(fb, "hold the price") {
		t.Errorf("a reply of pressure and dismissal praised for holding the price: %+v", fb.Strengths)
	}
}

// TestFalseAlarmsStopped: "just" meaning only, "like" meaning for example,
// "a bit of" an amount and "quarter" a period are not hedges, fillers or
// numbers.
func TestFalseAlarmsStopped(t *testing.T) {
	sc := Scenario{Objection: "Need", Custom: "Team of 12 using Slack and spreadsheets for approvals"}
	text := "Fair enough. It works with tools like Slack, and approving is just two clicks. Which approvals took the longest this quarter? We could try it with a bit of your team for two weeks."
	fb := AssessReply("We already use Slack for this, I don't see the need.", text, sc, nil)
	for _, cat := range []string{"hedge", "filler", "irrelevantNumber", "unsupportedNumber"} {
		if got := quotesOf(t, text, fb.Evidence, cat, "negative"); len(got) > 0 {
			t.Errorf("%s false alarm: %q", cat, got)
		}
	}
	// the hedges themselves are still caught; "a bit" is a size as often as a
	// softener, so it is never shown (senses.go)
	hedged := "I just wanted to say it's a bit expensive, like, for most teams."
	a := analyzeText(hedged)
	if got := quotesOf(t, hedged, a.Evidence, "hedge", "negative"); !slices.Contains(got, "just") || slices.Contains(got, "a bit") {
		t.Errorf("hedges = %q, want just and not a bit", got)
	}
	if got := quotesOf(t, hedged, a.Evidence, "filler", "negative"); !slices.Contains(got, "like") {
		t.Errorf("fillers = %q, want like", got)
	}
}
