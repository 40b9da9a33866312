package coach

import (
	"slices"
	"strings"
	"testing"
)

// Issue 13, made-up statistics: a precise-sounding figure about an unnamed
// population, or stated as a rule, with no named customer, record or
// offer to document it, is named as a figure the buyer cannot check, in
// replies (the technique line) and pitches (the persuasiveness line). The
// wordings are our own, not taken from any review round or fault set.

// madeUpSc is a buyer situation for the tests: a bakery chain weighing a
// scheduling tool.
var madeUpSc = Scenario{Objection: "Need", Industry: "Bakery chain staff scheduling (GBP)",
	Custom: "Hollis Bakeries runs 14 shops with 120 staff. Managers spend about 9 hours a week each on rotas. Our scheduling tool is £18,000 a year; RotaWise quotes £14,500. The operations director signs."}

const madeUpObj = "Our managers do the rotas on paper and it works. Why would we pay for software?"

// madeUpFigures returns the quotes of the made-up figures of a reply.
func replyMadeUp(t *testing.T, text string) ([]string, Feedback) {
	t.Helper()
	fb := AssessReply(madeUpObj, text, madeUpSc, nil)
	return quotesOf(t, text, fb.Evidence, "unsupportedNumber", "negative"), fb
}

func TestMadeUpStatsNamedInReplies(t *testing.T) {
	for _, text := range []string{
		// a population that does something, with a figure
		"Fair question. Bakeries that move their rotas online cut overtime by 17% in the first quarter.",
		"I hear you. Chains using a scheduler typically fill last-minute gaps 3.5 times faster.",
		"Understood. Retailers on our system save an average of £2,300 a month on agency staff.",
		// "your size", "like yours"
		"That makes sense. Shops your size get back around 6 manager hours a week once rotas are automated.",
		"Sure. A chain like yours usually trims wage costs 8% inside two months.",
		// a rule with no one behind it: studies, on average, every time
		"I get it. Research shows paper rotas cause 42% of missed shifts in food retail.",
		"Fair enough. Our tool reduces no-shows by 33% on average, every single time.",
		// our own near-perfect rate
		"I understand. We resolve 97% of rota clashes before the manager even sees them.",
		"Good point. Our shift-swap approval rate is 98.5%, so nobody is left short.",
		// a multiplier in words
		"Makes sense. Our rotas take 5 times as long to go wrong as paper ones.",
	} {
		got, fb := replyMadeUp(t, text)
		if len(got) == 0 {
			t.Errorf("%q: no made-up figure found", text)
			continue
		}
		if tech := fb.ResponseAnalysis.ObjectionHandling.Technique; !strings.Contains(tech, "a figure the buyer cannot check") {
			t.Errorf("%q: technique line does not name the figure: %q", text, tech)
		}
	}
}

func TestMadeUpStatsHonestLookalikes(t *testing.T) {
	for _, text := range []string{
		// a named customer's result
		"Fair question. Crumb & Co cut their overtime by 17% in the first quarter, and their ops manager will take your call.",
		// a figure the rep offers to document
		"I hear you. Bakeries that switched to us cut overtime by 12%, and I'll send you the payroll reports behind that figure.",
		// the buyer's own numbers, and math on them
		"Understood. Your 14 managers spend about 9 hours a week each on rotas, which is 126 hours a week across the chain.",
		// "what if" math
		"That makes sense. Even if the tool saved each manager 2 hours a week, that would be 28 hours across your shops.",
		// a price comparison
		"Sure. RotaWise is £14,500 and we are £18,000, so we are about 24% dearer, and I won't pretend otherwise.",
		// a length of time, as a range
		"Fair enough. Roll-outs for chains your size usually take three to five weeks, shop by shop.",
		// what a thing is made of, and a way of speaking
		"I get it. The tablets we supply are 100% recycled aluminium, and the cases are made in Leeds.",
		// particular things of the buyer's
		"Good point. Rotas that change late cost you overtime, so what happens on a week when two people call in sick?",
	} {
		got, fb := replyMadeUp(t, text)
		if len(got) > 0 {
			t.Errorf("%q: honest figures flagged as made up: %q", text, got)
		}
		if tech := fb.ResponseAnalysis.ObjectionHandling.Technique; strings.Contains(tech, "cannot check") {
			t.Errorf("%q: technique line accuses an honest figure: %q", text, tech)
		}
	}
}

func TestMadeUpStatsNamedInPitches(t *testing.T) {
	pitch := "Hollis Bakeries spends about 9 manager hours a week per shop on rotas. Our tool builds the rota from your sales forecast and staff availability. " +
		"Bakery chains that adopt it cut agency spend by 28% within a season. Can we run it in two shops next month?"
	a := Analyze(Input{Text: pitch, Mode: ModeText, Scenario: madeUpSc})
	if got := quotesOf(t, pitch, a.Evidence, "unsupportedNumber", "negative"); len(got) == 0 {
		t.Fatalf("no made-up figure found in %q", pitch)
	}
	if fb := a.Categories.Persuasiveness.Feedback; !strings.Contains(fb, "the buyer cannot check") {
		t.Errorf("persuasiveness line does not name the figure: %q", fb)
	}
	honest := "Hollis Bakeries spends about 9 manager hours a week per shop on rotas. Our tool builds the rota from your sales forecast and staff availability. " +
		"At Crumb & Co it cut agency spend by 28% within a season, and I can send you their before-and-after payroll figures. Can we run it in two shops next month?"
	b := Analyze(Input{Text: honest, Mode: ModeText, Scenario: madeUpSc})
	if got := quotesOf(t, honest, b.Evidence, "unsupportedNumber", "negative"); len(got) > 0 {
		t.Errorf("a named customer's documented result flagged as made up: %q", got)
	}
}

// a vocative, a rival compared against or a term is no source for a result
func TestMadeUpStatsNoFalseSource(t *testing.T) {
	for _, text := range []string{
		"Ms Hollis, our tool cuts rota errors by 40%.",
		"Honestly, our rotas come out 30% faster than RotaWise's.",
		"Understood. Shops on our system lift EBITDA by 4% a year.",
	} {
		if got, _ := replyMadeUp(t, text); len(got) == 0 {
			t.Errorf("%q: no made-up figure found", text)
		}
	}
}

// the quote holds the whole claim, never a bare number
func TestMadeUpStatsQuotes(t *testing.T) {
	for text, want := range map[string]string{
		"Fair point. Clinics recover £4,000 a month in missed appointments with it.":  "£4,000",
		"Sure. Most dairies save 17 litres of diesel a day once the robot is in.":     "17 litres",
		"Nine in ten dairies that try it never go back to manual.":                    "Nine in ten dairies",
		"Fair. Operators that tried it report a 19-point jump in guest satisfaction.": "19-point jump",
		"Right. Farms that switch gain twenty-two extra calves a year.":               "twenty-two extra calves",
		"Of course. Most chains your size are at six to eight percent waste.":         "six to eight percent",
		"Sure. Every quarter of delay costs a chain your size about £2.4 million.":    "£2.4 million",
	} {
		got, _ := replyMadeUp(t, text)
		if !slices.Contains(got, want) {
			t.Errorf("%q: made-up figures %q, want %q", text, got, want)
		}
	}
	for _, text := range []string{
		"Understood. Your rotas take 9 hours a week, and most weeks two managers cover for each other.",
		"Sure. Prices rise 4% every April across the sector.",
		"Of course. Our batteries last 10 years, and the warranty covers 8 of them in writing.",
		"Good question. Teams get 2 weeks of onboarding with us, and then a named contact.",
		"I see. Customers of ours, like Hartwell Dairy, cut feed waste by 9% last year.",
		"Right. Orders with more than 50 loaves go out free, and shops with at least 20 staff get a named rota adviser.",
		"Sure. Our standard rate is £38 a shop a month, and a typical roll-out needs 3 of our people on site.",
		"Fair. At your size, a 1% drop in waste is worth more than the £3,500 gap.",
		"Understood. We'd put sensors on 20 ovens in one shop, at our cost, so you see the data first.",
		"That's what it's for: managers log swaps on a phone, and it flags any shop whose overtime rises 10% in a week.",
	} {
		if got, _ := replyMadeUp(t, text); len(got) > 0 {
			t.Errorf("%q: honest figures flagged as made up: %q", text, got)
		}
	}
}

// A sum of a billion or more in the buyer's own business, said to them, is
// their figure, not hype: many currencies count in billions.
func TestBuyersBillionIsNotHype(t *testing.T) {
	sc := Scenario{Objection: "Authority", Industry: "Event ticketing", Custom: "Natalia runs marketing at a festival selling 45,000 tickets a year at 9% commission. Our fee is 6%."}
	a := Analyze(Input{Text: "Natalia, you're paying nine percent on about CLP 1,800m of tickets a year. Our fee is six percent. Could we go through the numbers with your director on Thursday?", Scenario: sc})
	for _, e := range a.Evidence {
		if e.Category == "unsupportedNumber" {
			t.Errorf("the buyer's own sum flagged: %q", e.Quote)
		}
	}
	a = Analyze(Input{Text: "Natalia, our platform has processed over USD 9,000m in tickets. Could we meet on Thursday?", Scenario: sc})
	found := false
	for _, e := range a.Evidence {
		found = found || e.Category == "unsupportedNumber"
	}
	if !found {
		t.Error("a seller's billion-dollar boast is no longer flagged")
	}
}
