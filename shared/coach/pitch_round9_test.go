package coach

import (
	"strings"
	"testing"
)

// Round 9 rules, each tested over wordings written for this file (none of
// them from a review round).

var round9Card = Scenario{Difficulty: "Advanced", Objection: "Trust", Industry: "Brewery process monitoring",
	Custom: "Lena Brandt is production head at Kiefer Bräu, a 90-person brewery in Bamberg running 14 fermentation tanks. A sensor supplier failed them in 2023. Our monitoring service is quoted at €4,200 a month. The owner, Jonas Kiefer, signs."}

func persuasionLine(a Analysis) string { return a.Categories.Persuasiveness.Feedback }

// A checkable reference is a named party the card does not give, in a
// sentence that says what makes it one, or a document or call we offer.
func TestReferenceIsNamedAndCheckable(t *testing.T) {
	named := []string{
		"Brauerei Aldinger in Ulm put us on eleven tanks in 2024, and their head brewer, Petra Wolf, will take your call.",
		"I'll send you the commissioning report from Hopfenhaus Regensburg, signed by their quality lead.",
		"Our customer Mühlbach Brauhaus cut lost batches from six to one last year; their production manager is happy to walk you through the logs.",
	}
	for _, s := range named {
		a := Analyze(Input{Text: s + " Could we put 30 minutes in the diary on Tuesday 3 March?", Scenario: round9Card})
		if !strings.Contains(persuasionLine(a), "You name a reference") {
			t.Errorf("%q: a named, checkable reference not credited: %s", s, persuasionLine(a))
		}
	}
	vague := []string{
		"Breweries across Franconia trust us, and the feedback has been excellent.",
		"We work with some of the best-known craft brands in Europe.",
		"Hi Lena! Good morning from Munich, and thanks for the tour last week.",
		"Jonas Kiefer will like the numbers, I'm sure of it.",
		"Dear Ms Brandt, I hope the Easter batch went well.",
		"Several Bavarian breweries of your size have told us it paid off in months.",
		"Early March suits us for the install if it suits you.",
	}
	for _, s := range vague {
		a := Analyze(Input{Text: s, Scenario: round9Card})
		if strings.Contains(persuasionLine(a), "You name a reference") {
			t.Errorf("%q: credited as a reference the buyer can check", s)
		}
		for _, st := range a.Strengths {
			if strings.HasPrefix(st.Description, "Proof the buyer can check") {
				t.Errorf("%q: praised as proof: %s", s, st.Description)
			}
		}
	}
}

// Closing and scheduling asks are not discovery; real situation questions
// are, however they open.
func TestClosingAsksAreNotDiscovery(t *testing.T) {
	closing := []string{
		"Which Thursday would suit your shift leads for the sensor fitting?",
		"When could we sit down with Jonas to go through the figures?",
		"How does that sound to you?",
		"So, what do you think?",
		"Which month would you like us to start in?",
		"When shall we book the first walk-round?",
	}
	for _, s := range closing {
		bc := newBuyerContext(round9Card, "")
		d := analyzeDoc(s, &bc)
		if !d.closingAsk(0) {
			t.Errorf("%q: not read as a closing ask", s)
		}
		a := Analyze(Input{Text: "Our sensors log every tank each minute. " + s, Scenario: round9Card})
		if strings.Contains(persuasionLine(a), "You ask about the buyer's situation") {
			t.Errorf("%q: credited as a question about the buyer's situation", s)
		}
		for _, st := range a.Strengths {
			if strings.HasPrefix(st.Description, "You ask a discovery question") {
				t.Errorf("%q: praised as discovery", s)
			}
		}
	}
	situation := []string{
		"When a tank runs warm overnight, who finds out first today?",
		"What did the 2023 failure cost you in lost batches?",
		"When you say you were let down, was it the sensors or the support?",
		"Which of the fourteen tanks gives you the most trouble?",
		"When do your brewers usually check the gravity readings?",
	}
	for _, s := range situation {
		bc := newBuyerContext(round9Card, "")
		d := analyzeDoc(s, &bc)
		if d.closingAsk(0) {
			t.Errorf("%q: a situation question read as a closing ask", s)
		}
	}
}

// A salutation is no opening on the buyer's situation.
func TestSalutationIsNotTheOpening(t *testing.T) {
	for _, greet := range []string{"Frau Brandt,", "Hello Lena!", "Good afternoon Ms Brandt,", "Dear Lena,"} {
		text := greet + "\n\nOur sensors log every tank each minute and text your shift lead when one drifts. Could we fit two tanks on Monday 9 March?"
		a := Analyze(Input{Text: text, Scenario: round9Card})
		for _, st := range a.Strengths {
			if strings.HasPrefix(st.Description, "You open with the buyer's situation") && strings.Contains(st.Description, strings.TrimRight(greet, ",!")+"”") {
				t.Errorf("%q: the greeting credited as the opening", greet)
			}
		}
		if strings.Contains(a.Categories.Clarity.Feedback, "You open with the buyer's situation: “"+greet) {
			t.Errorf("%q: the greeting credited as the opening", greet)
		}
	}
}

// A severe move scores below any honest weak pitch; a fake deadline or an
// unapproved discount well below an honest one.
func TestSevereMovesScoreBelowWeakHonestPitches(t *testing.T) {
	weak := "Hi Lena. Our system is really good and lots of breweries like it. It does monitoring and alerts and reports. It's €4,200 a month. Let me know if you're interested."
	wa := Analyze(Input{Text: weak, Scenario: round9Card})
	severe := map[string]string{
		"bribe":     "Lena, our sensors cut spoiled batches. If you sign this month there's a personal thank-you for you, a wine weekend in the Rheingau, nothing to do with the contract.",
		"regulator": "Lena, I'm told by people inside the food inspectorate that surprise audits start in April, and breweries without digital logs will lose their licence. Our sensors give you those logs.",
		"approver":  "Lena, Jonas doesn't need to be bothered with this, just tell him it's the same as the old supplier. Our sensors cut spoiled batches.",
		"split":     "Lena, we can split the order into three invoices so each one stays under your signing limit. Our sensors cut spoiled batches.",
		"done deal": "Lena, let's agree it between us and present Jonas with a done deal next week. Our sensors cut spoiled batches.",
	}
	for name, s := range severe {
		a := Analyze(Input{Text: s, Scenario: round9Card})
		if a.OverallScore > severeScoreCap || a.OverallScore >= wa.OverallScore {
			t.Errorf("%s: scored %d (weak honest pitch %d, cap %d)", name, a.OverallScore, wa.OverallScore, severeScoreCap)
		}
		if len(a.Improvements) == 0 || a.Improvements[0].Priority != "high" || a.Improvements[0].Category != "tone" {
			t.Errorf("%s: the move is not the first improvement: %+v", name, a.Improvements)
		}
		if len(a.Strengths) > 0 {
			t.Errorf("%s: strengths shown beside the move: %+v", name, a.Strengths)
		}
	}
	other := map[string]string{
		"unapproved": "Lena, I can do €2,900 a month instead of €4,200, my sales director doesn't know yet but I'll handle it. Our sensors cut spoiled batches.",
		"deadline":   "Lena, I'll take 30% off the monthly fee. That offer is only valid until Friday. Our sensors cut spoiled batches.",
	}
	for name, s := range other {
		a := Analyze(Input{Text: s, Scenario: round9Card})
		if a.OverallScore > ethicsScoreCap {
			t.Errorf("%s: scored %d, over %d", name, a.OverallScore, ethicsScoreCap)
		}
		if len(a.Improvements) == 0 || !faultDescription(a.Improvements[0].Description) {
			t.Errorf("%s: the fault is not named first: %+v", name, a.Improvements)
		}
	}
	// both faults of a pitch that has two are named
	two := "Lena, I can do €2,900 a month, my manager won't approve it but I'll sort it. That price is only good until Friday. Our sensors cut spoiled batches."
	a := Analyze(Input{Text: two, Scenario: round9Card})
	n := 0
	for _, im := range a.Improvements {
		if faultDescription(im.Description) {
			n++
		}
	}
	if n != 2 {
		t.Errorf("two faults, %d named: %+v", n, a.Improvements)
	}
}

// A rep doubting their own side aloud is no put-down and no pressure.
func TestSelfDoubtIsNotPressure(t *testing.T) {
	for _, s := range []string{
		"After 2023 you'd be mad to believe us on our word, so I won't ask you to.",
		"You shouldn't just trust us; here is what you can check without us in the room.",
		"It would be naive to take it from me, so I'm not going to ask you to.",
	} {
		a := Analyze(Input{Text: s + " Brauerei Aldinger's head brewer will take your call. Could we visit Ulm on Thursday 12 March?", Scenario: round9Card})
		for _, c := range []string{"tone", "pressure", "dismissing"} {
			if q := evidenceOf(a, c); len(q) > 0 {
				t.Errorf("%q: flagged as %s: %q", s, c, q)
			}
		}
	}
}

// A pitch that states the buyer's problem in their terms and proposes a
// concrete step is not told to ask about their situation, nor to close on
// a step.
func TestGroundedPitchIsNotToldToAsk(t *testing.T) {
	for _, s := range []string{
		"Lena, you told our engineer two of your 14 tanks lost a batch each in March, about €9,000 of beer. Here's a plan: we fit sensors on those two tanks for six weeks at our cost, and your brewers compare our alerts with their own checks. Could we start on Monday 16 March?",
		"From what you've said, the night shift finds a warm tank only at the morning check, and that cost you three batches last year. My proposal: we instrument tanks 4 and 9 for a month free of charge. Which week would your cellar team give us access?",
	} {
		a := Analyze(Input{Text: s, Scenario: round9Card})
		for _, im := range a.Improvements {
			if strings.HasPrefix(im.Description, "No question asks about the buyer's situation") || strings.HasPrefix(im.Description, "You don't ask the buyer anything") ||
				strings.HasPrefix(im.Description, "Close on one specific step") {
				t.Errorf("%q: %s", s, im.Description)
			}
		}
		if len(a.Improvements) == 0 {
			t.Errorf("%q: no improvement at all", s)
		}
	}
}

// A concession traded for a term is not a price cut before the buyer asked.
func TestTradedConcessionIsNotACave(t *testing.T) {
	for _, s := range []string{
		"Our fee is €4,200 a month; on a three-year contract I could bring that to €3,900. Could we walk the cellar on Tuesday 10 March?",
		"If you commit to all 14 tanks for two years, there's room on the monthly fee. Could we walk the cellar on Tuesday 10 March?",
	} {
		a := Analyze(Input{Text: s, Scenario: round9Card})
		for _, im := range a.Improvements {
			if strings.HasPrefix(im.Description, "You cut the price before the buyer asked") {
				t.Errorf("%q: %s", s, im.Description)
			}
		}
		if strings.Contains(a.Categories.ObjectionHandling.Feedback, "unprompted") {
			t.Errorf("%q: %s", s, a.Categories.ObjectionHandling.Feedback)
		}
	}
}

// A promise no one can keep, or a regulator's backing, is named in a pitch
// and never reused in a reply's examples.
func TestUnverifiableClaims(t *testing.T) {
	for _, s := range []string{
		"We've doubled our team this year, so there's no chance of us going under.",
		"The food inspectorate itself recommends us, unofficially of course.",
		"With our sensors, spoiled batches are a thing of the past.",
		"Not a single one of our breweries has ever lost a batch since they switched.",
	} {
		a := Analyze(Input{Text: "Lena, our sensors log every tank each minute. " + s + " Could we walk the cellar on Tuesday 10 March?", Scenario: round9Card})
		found := false
		for _, im := range a.Improvements {
			found = found || strings.HasPrefix(im.Description, guaranteeDesc)
		}
		if !found {
			t.Errorf("%q: not named: %+v", s, a.Improvements)
		}
	}
	objection := "Your last rep said the same thing, and our fermenters still failed. Why would this be different?"
	rep := "Lena, our sensors are totally different. The food inspectorate itself recommends us, unofficially of course. Could we walk the cellar on Tuesday 10 March?"
	fb := AssessReply(objection, rep, round9Card, nil)
	for _, im := range fb.Improvements {
		if strings.Contains(im.Example, "recommends us") {
			t.Errorf("the regulator claim reused in an example: %q", im.Example)
		}
	}
	if strings.Contains(fb.IdealResponse.Text, "recommends us") {
		t.Errorf("the regulator claim reused in the ideal response: %q", fb.IdealResponse.Text)
	}
}
