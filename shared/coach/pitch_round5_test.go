package coach

import (
	"strings"
	"testing"
)

// The say-less contract of a pitch report (pitchclaims.go), tested over
// wordings that appear in no review round.

var round5Card = Scenario{Difficulty: "Intermediate", Objection: "Competition", Industry: "Physiotherapy",
	Custom: "Practice manager at a physiotherapy group with 9 clinics and 64 therapists. They pay Clinivo £2,300 a month, and Clinivo has offered 12% off to renew in June."}

func evidenceOf(a Analysis, category string) []string {
	var out []string
	for _, e := range a.Evidence {
		if e.Category == category && e.Kind == "negative" {
			out = append(out, e.Quote)
		}
	}
	return out
}

// A price cut is the rep's only when the rep offers it: a competitor's
// offer, the verb "discount" and "they've offered you" are not.
func TestPriceCutIsTheRepsOnly(t *testing.T) {
	notOurs := []string{
		"Clinivo at 12% off is a fair offer and worth weighing against what your therapists lose in admin.",
		"Their renewal at 12% off brings Clinivo close to £2,000 a month, and that matters.",
		"Your partners will rightly discount whatever a vendor claims about time saved, so let's measure it on your own diary.",
		"They've offered you two months free to stay, which tells you how much they value the account.",
		"Physiotrack's 15% off for a three-year term is worth weighing too.",
	}
	for _, s := range notOurs {
		a := Analyze(Input{Text: s, Scenario: round5Card})
		if q := evidenceOf(a, "discount"); len(q) > 0 {
			t.Errorf("%q: the competitor's offer or the verb read as our price cut: %q", s, q)
		}
		for _, im := range a.Improvements {
			if strings.Contains(im.Description, "cut the price") {
				t.Errorf("%q: %s", s, im.Description)
			}
		}
	}
	ours := []string{
		"Whatever Clinivo quotes you, we'll knock 15% off it.",
		"I can also take another 10% off the first year if that helps.",
		"I'll throw in the first two months free.",
		"I could check whether there's any flexibility on the rate for a longer term.",
	}
	for _, s := range ours {
		if q := evidenceOf(Analyze(Input{Text: s, Scenario: round5Card}), "discount"); len(q) == 0 {
			t.Errorf("%q: the rep's own price cut is not found", s)
		}
	}
}

// A word-list hit needs its sense: "depends on" stating a dependence is no
// hedge, "obviously" in a concession is no argument, "leverage" the noun is
// no buzzword.
func TestWordListHitsNeedTheirSense(t *testing.T) {
	for _, c := range []struct{ text, category string }{
		{"How quickly it pays back depends on how many of your 64 therapists use the app in the first month.", "hedge"},
		{"Obviously every clinic runs its diary a little differently, so we start with the busiest one.", "arguing"},
		{"Your translators keep the memory leverage they built up over ten years.", "buzzword"},
	} {
		if q := evidenceOf(Analyze(Input{Text: c.text, Scenario: round5Card}), c.category); len(q) > 0 {
			t.Errorf("%q: %s %q", c.text, c.category, q)
		}
	}
	if q := evidenceOf(Analyze(Input{Text: "We leverage the cloud to synergise your workflows.", Scenario: round5Card}), "buzzword"); len(q) == 0 {
		t.Errorf("the verb 'leverage' is no longer a buzzword")
	}
}

// An ethics fault caps the score at 40, is the first improvement, and
// leaves no strength and no polish of the faulty pitch.
func TestEthicsFaultCapsThePitch(t *testing.T) {
	good := "Your 64 therapists lose about two hours a week each to Clinivo's booking screens. " +
		"Our scheduler books, reminds and invoices in one place, and Harbourside Physio cut admin time by a third in 2024; their owner, Priya Nair, will take your call. "
	for _, bad := range []string{
		"I can get a pilot running in three clinics next week without it needing procurement approval.",
		"I'll message your MD directly tonight so she hears it straight from me rather than through you.",
		"If you write the tender spec around our scheduling features, nobody else will qualify.",
		"Between you and me, I can take another 8% off if it stays off the written quote.",
		"If you sign by Friday I'll cut it to £1,900, and after Friday it goes back up to £2,600.",
		"Honestly you don't need to wait for the board; sign the order form and tell your CFO afterwards.",
		"We can have it installed by the time your director is back from leave.",
		"At £9,800 it stays inside your own limit, so you could sign it today and mention it to the partners next month.",
	} {
		a := Analyze(Input{Text: good + bad, Scenario: round5Card})
		if a.OverallScore > ethicsScoreCap {
			t.Errorf("%q: score %d above the cap", bad, a.OverallScore)
		}
		if len(a.Improvements) == 0 || a.Improvements[0].Priority != "high" || a.Improvements[0].Category != "tone" {
			t.Errorf("%q: the ethics fault is not the first improvement: %+v", bad, a.Improvements)
			continue
		}
		if len(a.Strengths) > 0 {
			t.Errorf("%q: strengths beside an ethics fault: %+v", bad, a.Strengths)
		}
		for _, im := range a.Improvements {
			if strings.Contains(im.Description, "hedge") || strings.Contains(im.Description, "filler") {
				t.Errorf("%q: polishing a faulty pitch: %s", bad, im.Description)
			}
		}
	}
	// the same pitch without the fault is not capped
	clean := good + "Could we book 40 minutes on Tuesday 3 June to run your May diary through both systems?"
	if a := Analyze(Input{Text: clean, Scenario: round5Card}); a.OverallScore <= ethicsScoreCap {
		t.Errorf("a clean pitch capped: %d", a.OverallScore)
	}
}

// Every pitch report says little: at most 3 strengths and 2 improvements,
// at least one improvement, score lines of at most three sentences outside
// quotes; no strength calls our price or the rep's arithmetic the buyer's
// numbers; no line for the rep to say pastes the card; no stock "Thursday"
// step where the rep proposed a dated one.
func TestPitchReportSaysLess(t *testing.T) {
	pitches := []string{
		"Our licence is £2,600 a month for all 9 clinics, which I know is £300 above Clinivo before their discount. What would have to change for that gap to be worth it?",
		"Hey! Honestly we're just the best option out there, and everybody is switching. Let's get you set up today, yeah?",
		"You pay Clinivo £2,300 a month and your 64 therapists still chase no-shows by phone. If each therapist loses one slot a week at £45, that is about £12,400 a month. " +
			"Bayview Physio moved to us last spring and their clinical lead, Tom Okafor, can walk you through their numbers. Which two clinics lose the most slots? " +
			"I'd suggest a 30-minute review on Wednesday 11 June with you and your head of operations.",
		"so um we do scheduling and reminders and stuff and i think it could maybe help your clinics a bit if you want to have a look at some point",
		"Clinivo does the basics well. Where we differ is the waiting-list: when a patient cancels, the next one on the list gets a text within a minute. Could we test that in one clinic for four weeks from 1 July?",
	}
	for _, p := range pitches {
		a := Analyze(Input{Text: p, Scenario: round5Card})
		if len(a.Strengths) > maxPitchStrengths || len(a.Improvements) > maxPitchImprovements || len(a.Improvements) == 0 {
			t.Errorf("%q: %d strengths, %d improvements", p, len(a.Strengths), len(a.Improvements))
		}
		for _, c := range []Category{a.Categories.Clarity, a.Categories.Confidence, a.Categories.Persuasiveness, a.Categories.Tone, a.Categories.ObjectionHandling} {
			if n := len(segmentsOutsideQuotes(c.Feedback)); n > 3 {
				t.Errorf("%q: a score line of %d sentences: %s", p, n, c.Feedback)
			}
		}
		for _, s := range a.Strengths {
			if strings.Contains(s.Description, "buyer's own numbers") && (strings.Contains(s.Description, "2,600") || strings.Contains(s.Description, "12,400")) {
				t.Errorf("%q: our price or the rep's arithmetic praised as the buyer's numbers: %s", p, s.Description)
			}
		}
		for _, im := range a.Improvements {
			ex := im.Example
			if strings.HasPrefix(ex, "“") && (strings.Contains(ex, "pay Clinivo £2,300") || strings.Contains(ex, "has offered 12% off")) {
				t.Errorf("%q: card text in a line for the rep: %s", p, ex)
			}
			if strings.Contains(p, "June") && strings.Contains(ex, "Thursday") {
				t.Errorf("%q: a stock step weaker than the rep's own: %s", p, ex)
			}
		}
	}
}

// segmentsOutsideQuotes splits a score line into its sentences, ignoring
// full stops inside quotes.
func segmentsOutsideQuotes(s string) []string {
	var out []string
	in, start := false, 0
	for i, r := range s {
		switch r {
		case '“':
			in = true
		case '”':
			in = false
		case '.':
			if !in && (i+1 == len(s) || s[i+1] == ' ') {
				out = append(out, s[start:i+1])
				start = i + 1
			}
		}
	}
	return out
}

// A question that presumes the sale is a close, not discovery; a step
// asked for loosely is called loose, not missing.
func TestClosesAndLooseStepsAreNamedRight(t *testing.T) {
	a := Analyze(Input{Text: "Your therapists lose slots to no-shows every week. Our reminders cut that. Which three clinics should we roll it out to first?", Scenario: round5Card})
	for _, s := range a.Strengths {
		if strings.Contains(s.Description, "discovery question") {
			t.Errorf("a close praised as discovery: %s", s.Description)
		}
	}
	for _, close := range []string{"Which of your clinics would you pick for the first month?", "Which would you like first, the contract or the onboarding plan?"} {
		c := Analyze(Input{Text: "Your therapists lose slots to no-shows every week. Our reminders cut that. " + close, Scenario: round5Card})
		for _, s := range c.Strengths {
			if strings.Contains(s.Description, "discovery question") {
				t.Errorf("a close praised as discovery: %s", s.Description)
			}
		}
	}
	b := Analyze(Input{Text: "Your therapists lose slots to no-shows every week. Our reminders cut that. I'd be happy to show you how it works sometime. What suits you?", Scenario: round5Card})
	for _, im := range b.Improvements {
		if strings.HasPrefix(im.Description, "The pitch ends without a next step") {
			t.Errorf("a loose ask called no step: %s", im.Description)
		}
	}
}

// Working with the approver, a pilot inside the contact's own limit and a
// rival's discount named as such are no ethics fault.
func TestEthicsSparesHonestMoves(t *testing.T) {
	base := "Your 64 therapists lose about two hours a week each to booking screens. Harbourside Physio cut admin time by a third; their owner, Priya Nair, will take your call. "
	for _, s := range []string{
		"The pilot is £9,000, inside your own sign-off, and I'll prepare the results for the partners' September meeting.",
		"I'll send the one-page case to you first, so your MD hears it from you with the numbers behind it.",
		"If you sign the pilot agreement, I'll present the results to your board in June.",
		"Clinivo's team is good, and their 12% renewal discount is real; compare it with what a full diary is worth.",
		"By the time your busy season is over, the data will be ready for the board.",
	} {
		bc := newBuyerContext(round5Card, "")
		d := analyzeDoc(base+s, &bc)
		if f, bad := d.pitchEthics(); bad {
			t.Errorf("%q: read as an ethics fault: %q", s, f.quote)
		}
	}
}
