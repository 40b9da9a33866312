package coach

import (
	"strings"
	"testing"
)

// A clarifying turn is scored on how sharp its question is, and its report
// never says the rep answered without acknowledging.
func TestClarifyingTurnFollowsSharpness(t *testing.T) {
	sc := Scenario{Objection: "Price", Industry: "Commercial laundry", Custom: "Priya manages linen for a 180-room hotel; they pay CleanCo £6,200 a month; our quote is £7,400 a month."}
	line := "CleanCo does the job and they're cheaper."
	sharp := AssessReply(line, "When CleanCo does the job, what does a late delivery still cost you in rooms you can't turn?", sc, nil)
	plain := AssessReply(line, "What do you pay them?", sc, nil)
	blunt := AssessReply(line, "Do you like it?", sc, nil)
	if !(sharp.OverallScore > plain.OverallScore && plain.OverallScore > blunt.OverallScore) {
		t.Errorf("scores sharp %d, plain %d, blunt %d: want them in that order", sharp.OverallScore, plain.OverallScore, blunt.OverallScore)
	}
	if sharp.OverallScore < 80 {
		t.Errorf("a sharp question in the buyer's words scores %d, want at least 80", sharp.OverallScore)
	}
	for _, fb := range []Feedback{sharp, plain} {
		if strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "before answering") {
			t.Errorf("a question-only turn is told %q", fb.ResponseAnalysis.Tone.Feedback)
		}
	}
	if !strings.Contains(sharp.ResponseAnalysis.Tone.Feedback, "“CleanCo”") {
		t.Errorf("tone line %q does not name the buyer's word the question picks up", sharp.ResponseAnalysis.Tone.Feedback)
	}
	if strings.Contains(sharp.ResponseAnalysis.ObjectionHandling.Technique, "missing acknowledge") {
		t.Errorf("the question in the buyer's words is told %q", sharp.ResponseAnalysis.ObjectionHandling.Technique)
	}
}

// Short follow-ups, choices and questions on the buyer's own figure are
// discovery: never a scoff, a check or "none of the steps".
func TestFollowUpQuestionsAreDiscovery(t *testing.T) {
	sc := Scenario{Objection: "Price", Industry: "Fleet telematics", Custom: "Owen runs 42 vans for a courier; they pay TrackRight A$31 a van a month; our quote is A$38 a van."}
	line := "Missed delivery windows cost us about A$9,000 a month in refunds."
	for _, q := range []string{
		"And over a year?",
		"What's that annually?",
		"Per van, or across the fleet?",
		"Is that mostly the Friday runs, or across the week?",
		"What would it mean for you if that A$9,000 came down by half?",
		"So who makes the call on this?",
	} {
		fb := AssessReply(line, q, sc, nil)
		if fb.Stages.Clarify.Score < 60 {
			t.Errorf("%q: clarify stage %d, want it read as a clarifying question", q, fb.Stages.Clarify.Score)
		}
		if fb.OverallScore < 60 {
			t.Errorf("%q scores %d: a fair follow-up question is not a weak turn", q, fb.OverallScore)
		}
	}
	// a check is still a check, and a scoff still a scoff
	for _, q := range []string{"Is that fair?", "Does that work for you, or not?"} {
		if fb := AssessReply(line, q, sc, nil); fb.Stages.Clarify.Score >= 60 {
			t.Errorf("%q read as a clarifying question (clarify %d)", q, fb.Stages.Clarify.Score)
		}
	}
}

// An amount after a currency code or sign is money, whatever the currency.
func TestCurrenciesAreMoney(t *testing.T) {
	for _, s := range []string{"R85,000", "R 1.02 million", "₹18.5 lakh", "INR 18.5 lakh", "KES 5.1m", "Rs. 500", "Rs 4,500", "¥2,000", "ISK 96m", "CHF 3,200", "₦4.5m", "₹ 2,400", "Rp50,000", "KSh4,500", "$9,000", "£6,200"} {
		toks := tokenize(s)
		money := false
		for i := range toks {
			money = money || toks[i].isNum() && isMoneyAt(toks, i)
		}
		if !money {
			t.Errorf("%q: no amount of money", s)
		}
	}
	for _, s := range []string{"R2-D2", "in 2024", "3 rooms", "version r2", "the 12th"} {
		toks := tokenize(s)
		for i := range toks {
			if toks[i].money {
				t.Errorf("%q: %q read as money", s, toks[i].norm)
			}
		}
	}
	toks := tokenize("INR 18.5 lakh")
	for i := range toks {
		if toks[i].isNum() {
			if v, ok := quantityAt(toks, i); !ok || v != 1.85e6 {
				t.Errorf("INR 18.5 lakh is %v, want 1,850,000", v)
			}
			break
		}
	}
}

// "Whether it pays for itself" asks; it claims nothing.
func TestWhetherItPaysForItselfIsNoClaim(t *testing.T) {
	sc := Scenario{Objection: "Price", Industry: "Embroidery machines", Custom: "Bilal runs 12 machines; parts take three days from Lahore; our service plan is PKR 9.6m a year."}
	fb := AssessReply("PKR 9.6m is a lot for a service plan.", "Fair. Could you pull last year's breakdown log? We'll see together whether PKR 9.6m pays for itself.", sc, nil)
	for _, e := range fb.Evidence {
		if e.Kind == "negative" && strings.Contains(e.Quote, "pays for itself") {
			t.Errorf("flagged %s: %q", e.Category, e.Quote)
		}
	}
	fb = AssessReply("PKR 9.6m is a lot for a service plan.", "Fair. It pays for itself in a month.", sc, nil)
	found := false
	for _, e := range fb.Evidence {
		found = found || e.Kind == "negative" && strings.Contains(e.Quote, "pays for itself")
	}
	if !found {
		t.Error("an unbacked payback claim is no longer flagged")
	}
}
