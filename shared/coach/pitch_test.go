package coach

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The pitch examples of issue 13, each a bug report.

var mercyScenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Healthcare",
	Custom: "Dana, Director of Nursing at a 200-bed hospital. 40 nurses, scheduling done on spreadsheets, overtime costs $9,000 a month. Nurses pick shifts by hand on mis-picks; I'll need approval from the CFO."}

const mercySpeech = "Hi Dana so I know your 40 nurses spend hours every week on the schedule and our tool builds the roster automatically " +
	"Mercy General a 150-bed hospital cut roster time from 10 hours to 2 hours a week can we book a 45-minute meeting next Tuesday to walk through your schedule I'll send the invite"

func TestBuyerNumbersNeedTheSameKind(t *testing.T) {
	a := Analyze(Input{Text: mercySpeech, Scenario: mercyScenario})
	buyer := quotesOf(t, mercySpeech, a.Evidence, "buyerNumber", "positive")
	if slices.Contains(buyer, "45") {
		t.Errorf("a 45-minute meeting counted as the buyer's number ($9,000 / 200 = 45): %q", buyer)
	}
	if !slices.Contains(buyer, "40") {
		t.Errorf("the buyer's 40 nurses not credited: %q", buyer)
	}
}

func TestBuyerTermsAreWholeWords(t *testing.T) {
	a := Analyze(Input{Text: mercySpeech, Scenario: mercyScenario})
	for _, w := range quotesOf(t, mercySpeech, a.Evidence, "customerFocus", "positive") {
		switch strings.ToLower(w) {
		case "bed", "i'll", "pick", "minute":
			t.Errorf("word fragment or pronoun %q credited as the buyer's term", w)
		}
	}
}

var nursesScenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Healthcare",
	Custom: "Dana, Director of Nursing at a 200-bed hospital. 40 nurses, scheduling done on spreadsheets, overtime costs $9,000 a month."}

const (
	orderedPitch = "Your 40 nurses spend hours every week building the schedule on spreadsheets. " +
		"Our scheduler fills open shifts automatically from your nurses' availability, so your $9,000 a month in overtime drops. " +
		"St Luke's, a 180-bed hospital, cut overtime 30% in three months; you can call their CNO. " +
		"How much of that overtime comes from last-minute gaps? " +
		"Could we book 30 minutes on Thursday to map your current rota and agree a two-week pilot with one ward?"
	shuffledPitch = "Could we book 30 minutes on Thursday to map your current rota and agree a two-week pilot with one ward? " +
		"St Luke's, a 180-bed hospital, cut overtime 30% in three months; you can call their CNO. " +
		"How much of that overtime comes from last-minute gaps? " +
		"Our scheduler fills open shifts automatically from your nurses' availability, so your $9,000 a month in overtime drops. " +
		"Your 40 nurses spend hours every week building the schedule on spreadsheets."
	wallPitch = "Could we book 30 minutes on Thursday to map your current rota and agree a two-week pilot with one ward and how much of that overtime comes from last-minute gaps and " +
		"St Luke's, a 180-bed hospital, cut overtime 30% in three months, you can call their CNO and our scheduler fills open shifts automatically from your nurses' availability " +
		"so your $9,000 a month in overtime drops and your 40 nurses spend hours every week building the schedule on spreadsheets"
)

func TestStructureAndOrderCount(t *testing.T) {
	ordered := Analyze(Input{Text: orderedPitch, Scenario: nursesScenario})
	shuffled := Analyze(Input{Text: shuffledPitch, Scenario: nursesScenario})
	wall := Analyze(Input{Text: wallPitch, Scenario: nursesScenario})
	if ordered.OverallScore < shuffled.OverallScore+5 || ordered.OverallScore < wall.OverallScore+10 {
		t.Errorf("ordered %d, shuffled %d, wall %d: the same content must score by its order", ordered.OverallScore, shuffled.OverallScore, wall.OverallScore)
	}
	if !strings.Contains(ordered.Categories.Clarity.Feedback, "Clear order: situation → value → proof → question → next step") {
		t.Errorf("ordered clarity feedback: %s", ordered.Categories.Clarity.Feedback)
	}
	if fb := shuffled.Categories.Clarity.Feedback; !strings.Contains(fb, "You open with the ask") && !strings.Contains(fb, "comes after the ask") {
		t.Errorf("shuffled clarity feedback does not say the ask comes first: %s", shuffled.Categories.Clarity.Feedback)
	}
	if !strings.Contains(wall.Categories.Clarity.Feedback, "One sentence carries") {
		t.Errorf("wall clarity feedback does not say it is a wall: %s", wall.Categories.Clarity.Feedback)
	}
	for _, a := range []Analysis{shuffled, wall} {
		var ex string
		for _, im := range a.Improvements {
			if im.Category == "clarity" && strings.HasPrefix(im.SpecificSuggestion, "Order the pitch") {
				ex = im.Example
			}
		}
		// the example is the rep's own words, the buyer's situation first and the ask last
		if !strings.HasPrefix(ex, "“Your 40 nurses spend hours") || !strings.HasSuffix(ex, "agree a two-week pilot with one ward?”") {
			t.Errorf("reordering example = %q", ex)
		}
	}
	for _, s := range shuffled.Strengths {
		if strings.Contains(s.Description, "You close with") || strings.Contains(s.Description, "open with the buyer's situation") {
			t.Errorf("shuffled pitch praised for its order: %q", s.Description)
		}
	}
}

func TestMadeUpAndMarketStatisticsNeverPraised(t *testing.T) {
	text := "Studies show that 87% of hospitals waste over $2 million a year on inefficient scheduling. Our platform is the industry leader in workforce optimization. We deliver 10x ROI for every client. Let me know if you'd like to learn more."
	a := Analyze(Input{Text: text, Scenario: nursesScenario})
	for _, s := range a.Strengths {
		if strings.Contains(s.Description, "situation") || strings.Contains(s.Description, "value") {
			t.Errorf("market statistic or made-up number praised: %q", s.Description)
		}
	}
	if !strings.Contains(a.Categories.Clarity.Feedback, "market statistic") || strings.Contains(a.Categories.Clarity.Feedback, "4 of 4") {
		t.Errorf("clarity feedback: %s", a.Categories.Clarity.Feedback)
	}
	tenx := "Our AI-powered platform gives you 10x ROI on your CRM spend. Your reps will love it. Want to see a demo?"
	b := Analyze(Input{Text: tenx, Scenario: Scenario{Custom: "VP of Sales at a 60-rep software company; reps spend 5 hours a week on CRM data entry."}})
	for _, s := range b.Strengths {
		if strings.Contains(s.Description, "10x") {
			t.Errorf("10x praised: %q", s.Description)
		}
	}
	// "buyer-centred" never beside 0 you/your in sentences about the buyer
	c := Analyze(Input{Text: "Studies show that 87% of hospitals waste money. Our platform is the leader. We deliver results for every client.", Scenario: nursesScenario})
	if strings.Contains(c.Categories.Tone.Feedback, "buyer-centred") {
		t.Errorf("tone: %s", c.Categories.Tone.Feedback)
	}
}

func TestQuotesOnTheTriggeringSentence(t *testing.T) {
	text := "Hi Dana, I know your 40 nurses spend hours every week on the schedule. Our tool builds the roster automatically and cuts overtime. " +
		"Mercy General, a 150-bed hospital, cut roster time from 10 hours to 2 hours a week. Could we book a 45-minute meeting next Tuesday to walk through your current schedule?"
	a := Analyze(Input{Text: text, Scenario: nursesScenario})
	for _, s := range a.Strengths {
		switch {
		case strings.Contains(s.Description, "concrete next step") && !strings.Contains(s.Description, "Could we book"):
			t.Errorf("next step quoted on the wrong sentence: %q", s.Description)
		case strings.HasPrefix(s.Description, "Proof") && !strings.Contains(s.Description, "Mercy General"):
			t.Errorf("proof quoted on the wrong sentence: %q", s.Description)
		}
		if strings.Contains(s.Description, "“") {
			if s.at == (span{}) {
				t.Errorf("strength about a quote has no span: %q", s.Description)
				continue
			}
			quoted := strings.Trim(s.Description[strings.Index(s.Description, "“")+len("“"):strings.Index(s.Description, "”")], "…")
			if !strings.Contains(text[s.at.start:s.at.end], quoted) {
				t.Errorf("span %q does not hold the quote %q", text[s.at.start:s.at.end], quoted)
			}
		}
	}
	// the close is the last ask, not an offer made on the way
	text2 := "You pay $9,000 a month in overtime. A hospital like yours cut it 22%; their director takes reference calls and I can send her number today. " +
		"I'd suggest a 45-minute working session next Tuesday with your staffing coordinator."
	b := Analyze(Input{Text: text2, Scenario: nursesScenario})
	if !strings.Contains(b.Categories.Confidence.Feedback, "working session") {
		t.Errorf("confidence quotes the wrong next step: %s", b.Categories.Confidence.Feedback)
	}
}

func TestFillerRewriteIsClean(t *testing.T) {
	// (a pitch report shows two improvements: with a question and a dated
	// step in it, the fillers are among them)
	text := "So, um, basically we have, like, this inventory tool that, you know, like, helps you avoid stockouts and, um, you know, it kind of syncs your 14 stores so you, like, never run out. " +
		"How many weekends last season did a best seller run out? Could we book 30 minutes on Tuesday to look at your last three weekends?"
	a := Analyze(Input{Text: text, Scenario: Scenario{Custom: "Owner of 14 stores; holiday season starts in 3 weeks; stockouts on best sellers every weekend."}})
	found := false
	for _, im := range a.Improvements {
		if !strings.Contains(im.Description, "filler") {
			continue
		}
		found = true
		ex := strings.Trim(im.Example, "“”")
		for _, w := range []string{"um", "like", "you know", "basically", "kind of", "uh"} {
			if containsAnyPhrase(ex, []string{w}) {
				t.Errorf("filler example keeps %q: %q", w, ex)
			}
		}
		if strings.Contains(ex, ",,") || strings.Contains(ex, " ,") || !strings.HasSuffix(ex, ".") || ex[:1] != strings.ToUpper(ex[:1]) {
			t.Errorf("filler example is not a clean sentence: %q", ex)
		}
		// the stated count equals the list
		n, list := 0, im.Description[strings.Index(im.Description, ":")+1:]
		list, more, _ := strings.Cut(list, " and ")
		if more != "" {
			k, _ := strconv.Atoi(strings.Fields(more)[0])
			n += k
		}
		for _, part := range strings.Split(list, ",") {
			k := 1
			if i := strings.Index(part, "×"); i >= 0 {
				k = int(part[i+len("×")] - '0')
			}
			n += k
		}
		if !strings.HasPrefix(im.Description, strconv.Itoa(n)+" fillers") {
			t.Errorf("count and list disagree: %q (list sums to %d)", im.Description, n)
		}
	}
	// (session 8: when no sentence of the rep's comes out whole without its
	// fillers, the finding is not shown at all: an instruction is no example)
	if !found {
		for _, im := range a.Improvements {
			if !spokenLine(im.Example) {
				t.Errorf("an example is not a line to say: %q", im.Example)
			}
		}
	}
}

func TestExamplesQuoteTheBuyersFactsOnly(t *testing.T) {
	pitch := "Our tool is great. We have many features. Let me know."
	for _, tc := range []struct {
		custom, want string
		not          []string
	}{
		{"Customer thinks your product is too expensive", "", []string{"customer thinks"}},
		{"Fleet manager at a 40-truck carrier. They pay Samsara $33 per truck per month, are evaluating us against Motive.", "", []string{"They pay", "are evaluating", "you pay Samsara"}},
		{"Checkout conversion is 1.8% on mobile; she manages the Shopify store.", "", []string{"is 1. ", "checkout conversion is 1.8% on mobile"}},
		{"Owner of a family restaurant. He currently pays DoorDash a 30% commission on delivery orders.", "", []string{"you currently pay", "you currently pays"}},
	} {
		// the card is never put in the rep's mouth: a line for the rep to say
		// holds no clause of it (advice may quote the card's facts as written)
		a := Analyze(Input{Text: pitch, Scenario: Scenario{Custom: tc.custom}})
		all := ""
		for _, im := range a.Improvements {
			if strings.HasPrefix(im.Example, "“") {
				all += im.Example + "\n"
			}
		}
		if tc.want != "" && !strings.Contains(all, tc.want) {
			t.Errorf("%q: examples do not quote %q:\n%s", tc.custom, tc.want, all)
		}
		for _, n := range tc.not {
			if strings.Contains(strings.ToLower(all), strings.ToLower(n)) {
				t.Errorf("%q: examples hold %q:\n%s", tc.custom, n, all)
			}
		}
	}
}

func TestBuyerNumbersNoCoincidence(t *testing.T) {
	sc := Scenario{Custom: "General manager of a 150-room hotel. They pay a revenue firm $4,500 a month; occupancy is 68% versus 75% for the local market. The contract renews March 31."}
	text := "You pay $4,500 a month, $54,000 a year. The Marlowe went from 66% to 74% in eight months. Could we talk before your March 31 renewal, say next Tuesday?"
	a := Analyze(Input{Text: text, Scenario: sc})
	buyer := quotesOf(t, text, a.Evidence, "buyerNumber", "positive")
	if !slices.Contains(buyer, "$54,000") || !slices.Contains(buyer, "$4,500") {
		t.Errorf("buyer numbers %q miss the monthly spend or its year", buyer)
	}
	for _, w := range []string{"66%", "74%", "31"} {
		if slices.Contains(buyer, w) {
			t.Errorf("%q counted as the buyer's number: %q", w, buyer)
		}
	}
}

func TestAnImprovementBelowNinety(t *testing.T) {
	for _, text := range []string{shuffledPitch, wallPitch, mercySpeech, "We help teams. Call me."} {
		a := Analyze(Input{Text: text, Scenario: nursesScenario})
		if a.OverallScore < 90 && len(a.Improvements) == 0 {
			t.Errorf("score %d with no improvement: %q", a.OverallScore, text)
		}
	}
}

// Proof is something the buyer can check: "teams like yours usually …" and
// a result for the buyer's own team are value, never praised as proof; a
// named peer with a reference is.
func TestProofQuotesTheProof(t *testing.T) {
	for _, text := range []string{
		"Your 40 nurses spend hours on the schedule. Teams like yours usually cut the time on scheduling by a third in the first month. Could we book 20 minutes on Thursday?",
		"Your 40 nurses spend hours on the schedule. That gives your 40 nurses back 10 hours every week. Could we book 20 minutes on Thursday?",
	} {
		for _, s := range Analyze(Input{Text: text, Scenario: nursesScenario}).Strengths {
			if strings.HasPrefix(s.Description, "Proof") {
				t.Errorf("value praised as proof: %q", s.Description)
			}
		}
	}
	text := "Your 40 nurses spend hours on the schedule. St. Luke's, a 180-bed hospital, cut roster time from 14 hours to 3, and I can introduce you to their nursing director. Could we book 20 minutes on Thursday?"
	found := false
	for _, s := range Analyze(Input{Text: text, Scenario: nursesScenario}).Strengths {
		if strings.HasPrefix(s.Description, "Proof") {
			found = true
			if s.at == (span{}) || !strings.Contains(text[s.at.start:s.at.end], "introduce") && !strings.Contains(text[s.at.start:s.at.end], "Luke") {
				t.Errorf("proof strength not at the proof: %q at %v", s.Description, s.at)
			}
		}
	}
	if !found {
		t.Errorf("named peer with a reference not praised as proof")
	}
}

// A filler or hedge improvement about one quote carries that quote's span.
func TestFillerAndHedgeCarryTheirSpan(t *testing.T) {
	text := "Uh, your 40 nurses spend hours on the schedule. We kind of build the roster for you. Could we book 20 minutes on Thursday?"
	seen := 0
	for _, im := range Analyze(Input{Text: text, Scenario: nursesScenario}).Improvements {
		if strings.Contains(im.Description, "filler") || strings.Contains(im.Description, "hedge") {
			seen++
			if im.at == (span{}) {
				t.Errorf("no span on %q", im.Description)
			}
		}
	}
	// (at most two improvements are shown: at least one of them here)
	if seen == 0 {
		t.Errorf("want a filler or a hedge improvement, got %d", seen)
	}
}

// An unpunctuated opening compliment is not "the buyer's situation".
func TestComplimentOpeningIsNotTheSituation(t *testing.T) {
	text := "i love what you've built here with our scheduling tool your 40 nurses get most of the overtime back could we book 20 minutes on Thursday"
	a := Analyze(Input{Text: text, Scenario: nursesScenario})
	for _, s := range a.Strengths {
		if strings.Contains(s.Description, "open with the buyer's situation") {
			t.Errorf("compliment praised as the buyer's situation: %q", s.Description)
		}
	}
}

// With no scenario, an example still builds on the rep's own words: a
// made-up number's claim becomes a result to check; an acknowledgement
// that mentions "the numbers" is not reused as a claim.
func TestExamplesUseTheRepsClaim(t *testing.T) {
	a := Analyze(Input{Text: "Uh, trust me, it won't interfere at all and Clients report 300% more efficiency"})
	found := false
	for _, im := range a.Improvements {
		if strings.Contains(im.Example, "efficiency") {
			found = true
		}
	}
	if !found {
		t.Errorf("no example builds on the rep's claim (efficiency): %+v", a.Improvements)
	}
	text := "I understand how you feel; many of our customers felt the same way until they saw the numbers. It saves thousands of hours. This price is only good until Friday."
	bc := newBuyerContext(Scenario{}, "")
	if ex := analyzeDoc(text, &bc).nextStepExample(); strings.Contains(ex, "the numbers") {
		t.Errorf("next-step example reuses an acknowledgement about numbers that are not there: %q", ex)
	}
}

// The voice-pace improvement carries an example: one of the rep's own
// sentences and how long it takes at 150 words per minute.
func TestPaceImprovementHasAnExample(t *testing.T) {
	text := "Your 40 nurses spend hours every week on the schedule. Our tool builds the roster automatically. Could we book 20 minutes on Thursday?"
	a := Analyze(Input{Text: text, Mode: ModeVoice, DurationSeconds: 5, Scenario: nursesScenario})
	found := false
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "words per minute") {
			found = true
			if !strings.Contains(im.Example, "Your 40 nurses spend hours every week on the schedule.") || !strings.HasSuffix(im.Example, "seconds.") {
				t.Errorf("pace example %q does not time the rep's own sentence", im.Example)
			}
		}
	}
	if !found {
		t.Fatalf("no pace improvement at %d words in 5 s: %+v", len(strings.Fields(text)), a.Improvements)
	}
}

// Round 2's review: examples fit the scenario, the ask at the end is
// last, offers and timelines are no statistics, the buyer's own words are
// no put-down, and pitches built on pressure land well below 50.

var farmScenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Software",
	Custom: "Owner of a 12-person studio. They pay Acme $279 a month for scheduling, and last year three production runs were built from outdated drawings at about $22,000 each."}

func TestPressureExampleFitsTheScenario(t *testing.T) {
	const pitch = "Hey! Good news, we can do it for $199 a month instead of $279. This offer ends at midnight tonight, so grab it while you can. What do you say?"
	a := Analyze(Input{Text: pitch, Scenario: farmScenario})
	for _, im := range a.Improvements {
		if strings.Contains(im.Example, "Both tools") {
			t.Errorf("competitor example in a price scenario with no competitor: %q", im.Example)
		}
		if strings.Contains(im.Example, "hurts most") {
			t.Errorf("a price fact treated as a pain: %q", im.Example)
		}
		if im.Description == "You don't ask the buyer anything." {
			t.Errorf("%q beside a question in the pitch", im.Description)
		}
	}
	if a.OverallScore >= 45 {
		t.Errorf("a cave with a fake deadline scores %d, want well below 50", a.OverallScore)
	}
}

func TestOffersAndTimelinesAreNoStatistics(t *testing.T) {
	const pitch = "Your team loses time on every outdated drawing. We offer a 14-day free trial, and setup takes about three weeks of time studies. " +
		"Could we book 20 minutes on Thursday to look at your last three runs?"
	a := Analyze(Input{Text: pitch, Scenario: farmScenario})
	if n := quotesOf(t, pitch, a.Evidence, "irrelevantNumber", "negative"); len(n) > 0 {
		t.Errorf("an offer's length or a timeline flagged as a market number: %q", n)
	}
	if n := quotesOf(t, pitch, a.Evidence, "tone", "negative"); len(n) > 0 {
		t.Errorf("the buyer's own word flagged as disparaging: %q", n)
	}
}

func TestAskAtTheEndIsLast(t *testing.T) {
	sc := Scenario{Difficulty: "Expert", Objection: "Timing", Industry: "Pharma",
		Custom: "Head of Quality at a 150-person contract manufacturer. An FDA inspection is expected in Q2, deviations are tracked in paper binders, and the last inspection produced 3 observations on documentation."}
	const pitch = "With an FDA inspection expected in Q2, adding a new system can feel like the worst timing. " +
		"Your last inspection produced 3 observations on documentation, so we'd start with deviations only: digitize the open binders and route new deviations electronically. " +
		"For a site your size that's 6 weeks, finishing well before the end of the first quarter. " +
		"Corvid Labs, 170 people, did exactly this scope eight weeks before their inspection and got zero documentation observations; their QA director will talk to you. " +
		"If it's worth exploring, I'd like 40 minutes with you and your validation lead next Thursday to walk through the validation package."
	a := Analyze(Input{Text: pitch, Scenario: sc})
	all := a.Categories.Clarity.Feedback + a.Categories.Confidence.Feedback
	for _, im := range a.Improvements {
		all += " " + im.Description + " " + im.Example
	}
	if strings.Contains(all, "ask comes before") || strings.Contains(all, "Everything else comes after the ask") {
		t.Errorf("the ask is the last sentence, yet: %s", all)
	}
	if !strings.Contains(a.Categories.Confidence.Feedback, "40 minutes") {
		t.Errorf("the next step quoted is not the close: %s", a.Categories.Confidence.Feedback)
	}
	for _, s := range a.Strengths {
		if strings.HasPrefix(s.Description, "Proof the buyer can check") && strings.Contains(s.Description, "Your last inspection") {
			t.Errorf("the buyer's own fact praised as proof: %s", s.Description)
		}
	}
	if n := quotesOf(t, pitch, a.Evidence, "irrelevantNumber", "negative"); slices.Contains(n, "6") {
		t.Errorf("the 6-week plan flagged as a market number: %q", n)
	}
}

func TestBuyersOwnNumbersAreNoProof(t *testing.T) {
	sc := Scenario{Difficulty: "Expert", Objection: "Price", Industry: "Logistics",
		Custom: "VP Operations, 9 warehouses, labor bill about $1.1 million a month; they pay Blue Yonder $14,000 a month for labor management."}
	const pitch = "Your labor bill is about $1.1 million a month across 9 warehouses, so a 1% productivity gain is worth $11,000 a month, close to the $14,000 you pay Blue Yonder. " +
		"Tidewater, a 7-site 3PL, gained 6.5% in the first quarter, and they'll share the before-and-after report. " +
		"Would you test it in your two highest-volume warehouses for 60 days starting next Monday?"
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, s := range a.Strengths {
		if strings.HasPrefix(s.Description, "Proof the buyer can check") && strings.Contains(s.Description, "labor bill") {
			t.Errorf("the buyer's own numbers praised as proof: %s", s.Description)
		}
	}
	for _, im := range a.Improvements {
		if strings.HasPrefix(im.Description, "No question asks") && im.Priority == "high" {
			t.Errorf("a pitch that asks for a step is told at high priority that it asks nothing: %+v", im)
		}
	}
}

func TestUnusableRewrites(t *testing.T) {
	for rw, want := range map[string]bool{
		"Hi, our app could be a good fit?":                    true,
		"And, it's free for nonprofits under ten staff?":      true,
		"It's free for nonprofits under ten staff.":           false,
		"Would you want to try it?":                           false,
		"But it's reliable, as far as I know.":                true,
		"Our tool plugs into Bullhorn and chases references.": false,
	} {
		if got := unusableRewrite(rw); got != want {
			t.Errorf("unusableRewrite(%q) = %v, want %v", rw, got, want)
		}
	}
}

func TestRunOnCloseQuotesTheAsk(t *testing.T) {
	sc := Scenario{Difficulty: "Beginner", Objection: "Need", Industry: "Staffing",
		Custom: "Recruiting lead at a nurse staffing agency. Time-to-fill averages 21 days; they place about 120 nurses a quarter and say their recruiters are already fast."}
	const pitch = "hey so I know you said your recruiters are already fast but I was looking at what you told me about 21 days to fill and the thing is most of that isn't the recruiters " +
		"it's waiting on credentials and references and our tool plugs into Bullhorn and chases those automatically by text so your recruiters aren't the ones doing it " +
		"and we had an agency in Phoenix about your size go from 19 days to 12 and that was mostly the credential piece so anyway I'd love to show you how it works with a couple of your open reqs if you have time this week"
	a := Analyze(Input{Text: pitch, Scenario: sc})
	if !strings.Contains(a.Categories.Confidence.Feedback, "I'd love to show you") {
		t.Errorf("the close of a run-on is not the quoted next step: %s", a.Categories.Confidence.Feedback)
	}
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "without a next step") {
			t.Errorf("a pitch ending on a dated ask told it has no next step: %s", im.Description)
		}
	}
	const team = "Thanks for the overview. I'll send you a short brief on the two issues you raised, slow publishing and broken embeds. Could we hold a 25-minute call on February 12 with whoever owns that decision?"
	if n := quotesOf(t, team, Analyze(Input{Text: team, Scenario: Scenario{Objection: "Authority", Custom: "Need to reach the actual decision maker"}}).Evidence, "irrelevantNumber", "negative"); len(n) > 0 {
		t.Errorf("a small count of the buyer's own issues flagged as a market number: %q", n)
	}
}
