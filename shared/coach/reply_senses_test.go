package coach

import (
	"slices"
	"strings"
	"testing"
)

// TestWordSenses: a hedge or filler word counts only in its hedging sense,
// in pitches and replies alike. The wordings are written for this test and
// appear in no review round.
func TestWordSenses(t *testing.T) {
	for _, tt := range []struct {
		text      string
		cat, word string
		want      bool
	}{
		// "a bit": the noun (a drill bit, a router bit) is no hedge
		{"Each carbide bit lasts 600 metres. A bit costs us 90 euros, so a bit that lasts twice as long pays for itself.", "hedge", "a bit", false},
		{"A bit which snaps halfway through a shift costs you the shift.", "hedge", "a bit", false},
		{"It's a bit pricey, I know.", "hedge", "a bit", false}, // a size or a softener: never shown (senses.go)
		// "just": "merely" after a negated modal, "recently" after have
		{"You can't just assume it works, so test it on your worst line.", "hedge", "just", false},
		{"We've just opened a depot in Leeds, twenty minutes from you.", "hedge", "just", false},
		{"I just think it could help a bit.", "hedge", "just", true},
		// "try to": the buyer's test or an order, not the seller's doubt
		{"Give it your worst file and try to make it fail.", "hedge", "try to", false},
		{"You're welcome to try to crash it during the pilot.", "hedge", "try to", false},
		{"We'll try to get it live by June.", "hedge", "try to", true},
		{"I wouldn't try to change that, it works for you.", "hedge", "try to", false},
		{"I believe you, the paper rota does the basics well.", "hedge", "I believe", false},
		{"I believe it could save you ten hours.", "hedge", "I believe", true},
		{"It arrives just when the rush starts.", "hedge", "just", false},
		// "anyway": a filler as an opener, meaning "in any case" after a clause
		{"You'd have to replace the scanners anyway, so the timing works.", "filler", "anyway", false},
		{"The audit happens in May anyway.", "filler", "anyway", false},
		{"Anyway, the price is 400 a month.", "filler", "Anyway", false}, // alone: a connective (senses.go)
		{"Um, anyway, the price is 400 a month.", "filler", "anyway", true},
		{"So anyway we could start in March.", "filler", "anyway", true},
	} {
		a := analyzeText(tt.text)
		got := quotesOf(t, tt.text, a.Evidence, tt.cat, "negative")
		has := false
		for _, g := range got {
			if strings.EqualFold(g, tt.word) || strings.HasPrefix(strings.ToLower(g), strings.ToLower(tt.word)) {
				has = true
			}
		}
		if has != tt.want {
			t.Errorf("%q: %s %q found=%v, want %v (all: %q)", tt.text, tt.cat, tt.word, has, tt.want, got)
		}
	}
}

// TestClaimFragmentsNotShown: a claim quoted as hype always reads as a
// whole phrase; a fragment ending on "the" or "of" is never shown.
func TestClaimFragmentsNotShown(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: "Plant manager at a bottling plant; our line costs €80,000; a rival quotes €70,000"}
	for _, text := range []string{
		"Look, I can make it worth your while, say 3% of the order for you personally, nobody needs to know.",
		"Our sensors are the best in the world, 10x better, used by 90% of the market.",
	} {
		fb := AssessReply("The other line is €10,000 cheaper.", text, sc, nil)
		for _, im := range fb.Improvements {
			if !strings.HasPrefix(im.Description, "Claims that don't answer this buyer") {
				continue
			}
			for _, q := range quotedParts(im.Description) {
				f := strings.Fields(q)
				if last := strings.ToLower(strings.Trim(f[len(f)-1], ".,")); fragmentEnds[last] {
					t.Errorf("%q: fragment shown as a claim: %q", text, im.Description)
				}
			}
		}
	}
}

// TestCubicMetresNotMillions: "m³" is a unit, not "m" for million, so a
// plant's own volume or the rep's math on it is never hype, and no quote
// ends on "m" before the superscript. Wordings written for this test.
func TestCubicMetresNotMillions(t *testing.T) {
	sc := Scenario{Objection: "Need", Custom: "Water utility treating 45,000 m³ a day; sludge hauling costs €2.1 million a year."}
	for _, text := range []string{
		"At 45,000 m³ a day, what does a single filter backwash cost you?",
		"On 45,000 m³ a day, even a 3% cut is 1,350 m³ less to pump. Could we look at last year's logs together?",
	} {
		fb := AssessReply("We don't need a new dosing system.", text, sc, nil)
		for _, e := range fb.Evidence {
			if e.Category == "unsupportedNumber" && e.Kind == "negative" {
				t.Errorf("%q: %q shown as a made-up figure", text, e.Quote)
			}
			if strings.HasSuffix(e.Quote, " m") {
				t.Errorf("%q: a quote cut mid-unit: %q", text, e.Quote)
			}
		}
	}
	if toks := tokenize("900 m² of roof"); toks[1].norm != "m²" {
		t.Errorf("m² tokenized as %q", toks[1].norm)
	}
}

// TestHedgeOfWhose: a hedge word is shown where it softens the rep's own
// claim or ask, not where it forecasts what someone else will do.
func TestHedgeOfWhose(t *testing.T) {
	for _, tt := range []struct {
		text, word string
		want       bool
	}{
		{"We could maybe start with the two worst lines.", "maybe", true},
		{"I can probably get you the test data by Monday.", "probably", true},
		{"I think our filters will pay back inside a year.", "I think", true},
		{"Would it possibly help to see the logs first?", "possibly", true},
		{"Ask your auditor about it. She might.", "might", false},
		{"Two things I think the board will want to see: cost and downtime.", "I think", false},
		{"The vendor next door is probably cheaper on paper.", "probably", false},
		{"Our savings are larger than it seems at first.", "it seems", false},
		{"Send the spec sheet to Priya as well, please.", "well", false},
		{"It's just yours to sign, nobody else's.", "just", false},
		// an opinion is the rep's claim unless it forecasts what a party will do
		{"I think the new valves are worth the extra cost.", "I think", true},
		{"I think if you try it on one line you'll see the difference.", "I think", true},
		{"That's 4,000 a year, which I think is easy to recover.", "I think", true},
		{"It handles the night shift well, I think.", "I think", true},
		{"I think the committee will want the safety data first.", "I think", false},
		{"I think they'll ask about the warranty.", "I think", false},
		{"I'd say, honestly, we're faster to install than anyone you've tried.", "I'd say", true},
	} {
		a := analyzeText(tt.text)
		got := append(quotesOf(t, tt.text, a.Evidence, "hedge", "negative"), quotesOf(t, tt.text, a.Evidence, "filler", "negative")...)
		has := false
		for _, g := range got {
			has = has || strings.EqualFold(g, tt.word)
		}
		if has != tt.want {
			t.Errorf("%q: %q shown=%v, want %v (all: %q)", tt.text, tt.word, has, tt.want, got)
		}
	}
}

// TestResultClaimsMadeUp: a percentage change or comparison with nothing
// behind it is a made-up figure; the same figure beside a named customer,
// records the buyer can open, or as the rep's what-if math on the buyer's
// numbers is not. Wordings written for this test.
func TestResultClaimsMadeUp(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Dairy co-op with 60 tankers; milk spoilage costs NZ$900,000 a year."}
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Our chillers keep milk 35% colder for longer and co-ops that switch see a 25% drop in spoilage.", true},
		{"Spoilage typically falls by 30% in the first season.", true},
		{"Waikato Milk cut spoilage by 18% last season, and their ops lead will take your call.", false},
		{"Spoilage fell 18% across our pilot tankers. I'll send you the raw temperature logs from all twelve.", false},
		{"On NZ$900,000 of spoilage, even a 10% improvement would be NZ$90,000 a year.", false},
		{"If the sensors cut spoilage by 5%, the system pays for itself.", false},
	} {
		a := Analyze(Input{Text: tt.text, Scenario: sc})
		got := quotesOf(t, tt.text, a.Evidence, "unsupportedNumber", "negative")
		if (len(got) > 0) != tt.want {
			t.Errorf("%q: made-up figures %q, want some=%v", tt.text, got, tt.want)
		}
	}
}

// TestMadeUpFigureQuotes: a made-up multiplier is quoted with what makes it
// a claim, and a capacity "up to" a plain quantity is a spec, not a claim.
func TestMadeUpFigureQuotes(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Bakery chain with 9 shops; flour waste costs £40,000 a year."}
	text := "Our mixers are 5 times faster than anything on the market. Each one handles up to 300 kg of dough an hour."
	a := Analyze(Input{Text: text, Scenario: sc})
	got := quotesOf(t, text, a.Evidence, "unsupportedNumber", "negative")
	if !slices.Contains(got, "5 times faster") {
		t.Errorf("made-up figures %q, want the whole claim “5 times faster”", got)
	}
	for _, g := range got {
		if strings.Contains(g, "300") {
			t.Errorf("a capacity shown as a made-up figure: %q", g)
		}
	}
}

// TestSorrySenses: "sorry" is a hedge when it apologises for speaking, not
// when it is sympathy for the buyer's loss.
func TestSorrySenses(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Sorry, but could I ask one more thing about the line?", true},
		{"Sorry to take your time, I'll be quick.", true},
		{"I'm sorry, losing a whole harvest is brutal, and I see why you're wary.", false},
	} {
		a := analyzeText(tt.text)
		got := quotesOf(t, tt.text, a.Evidence, "hedge", "negative")
		has := false
		for _, g := range got {
			has = has || strings.Contains(strings.ToLower(g), "sorry")
		}
		if has != tt.want {
			t.Errorf("%q: sorry shown=%v, want %v (%q)", tt.text, has, tt.want, got)
		}
	}
}

// TestGuaranteeSenses: a guarantee offered on terms is risk reversal, not an
// overclaim; a guarantee of an outcome nobody can promise is.
func TestGuaranteeSenses(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"We guarantee a 98% fill rate each month, or that month's fee is waived.", false},
		{"We could look at some kind of performance guarantee if that helps.", false},
		{"I personally guarantee you will love it.", true},
		{"Your waste problem is solved. Guaranteed.", true},
		{"Their bundle is full of modules you'll never use.", false},
	} {
		a := analyzeText(tt.text)
		got := quotesOf(t, tt.text, a.Evidence, "overclaim", "negative")
		if (len(got) > 0) != tt.want {
			t.Errorf("%q: overclaims %q, want some=%v", tt.text, got, tt.want)
		}
	}
}

// TestAdverbHedgeOnOwnFigure: "maybe" before the rep's own figure or
// opening a subjectless ask softens the rep's offer; before a party's act it
// is a forecast.
func TestAdverbHedgeOnOwnFigure(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"We could take maybe 8% off if you commit to two years.", true},
		{"Send me the logs and maybe we book a site visit.", true},
		{"Check with facilities, and maybe do a dry run in March.", true},
		{"I don't know their process, but maybe they'd want to see a demo.", false},
		{"Maybe Monday morning we walk the line together.", true},
		{"Maybe the board would want us to present first.", false},
	} {
		a := analyzeText(tt.text)
		got := quotesOf(t, tt.text, a.Evidence, "hedge", "negative")
		has := false
		for _, g := range got {
			has = has || strings.EqualFold(g, "maybe")
		}
		if has != tt.want {
			t.Errorf("%q: maybe shown=%v, want %v (%q)", tt.text, has, tt.want, got)
		}
	}
}

// TestNoPraiseQuotingFillers: a strength or score line never praises a
// quote that holds the fillers the same report tells the rep to drop.
func TestNoPraiseQuotingFillers(t *testing.T) {
	sc := Scenario{Objection: "Timing", Custom: "Hotel with 80 rooms; the laundry contract ends in June."}
	text := "Hi Priya, so, um, I get that June is, like, a busy month for your 80 rooms. Our linen service starts in a week. Could we walk the laundry room on Tuesday?"
	a := Analyze(Input{Text: text, Scenario: sc})
	for _, st := range a.Strengths {
		if strings.Contains(st.Description, "so, um") {
			t.Errorf("a strength quotes the fillers: %q", st.Description)
		}
	}
	if strings.Contains(a.Categories.Clarity.Feedback, "so, um") {
		t.Errorf("the clarity line praises a quote with fillers: %q", a.Categories.Clarity.Feedback)
	}
}

// TestCardResultNotMadeUp: a result the scenario card itself gives the
// seller is repeated, not invented.
func TestCardResultNotMadeUp(t *testing.T) {
	sc := Scenario{Objection: "Trust", Custom: "Cold store with 12 chambers; our sensors cut false alarms by 60% in the vendor trial; the buyer pays €8,000 a month in call-outs."}
	text := "Our sensors cut false alarms by 60% in the trial. Could we fit two chambers next week?"
	a := Analyze(Input{Text: text, Scenario: sc})
	if got := quotesOf(t, text, a.Evidence, "unsupportedNumber", "negative"); len(got) > 0 {
		t.Errorf("the card's own result shown as made up: %q", got)
	}
}

// TestClauseQuotesWhole: a faulted phrase of three words or more is quoted
// to the end of its clause, never stopping on an open word.
func TestClauseQuotesWhole(t *testing.T) {
	text := "Honestly, we're the future of cold-chain logistics, and your team will see it."
	a := analyzeText(text)
	for _, e := range a.Evidence {
		if e.Kind != "negative" || !clauseQuotes[e.Category] {
			continue
		}
		f := strings.Fields(e.Quote)
		if len(f) >= 3 && openEnds[strings.ToLower(f[len(f)-1])] {
			t.Errorf("%s quote stops mid-clause: %q", e.Category, e.Quote)
		}
	}
}

// TestAroundTheClockIsNoNumber: "24/7" is never the buyer's 24 of anything.
func TestAroundTheClockIsNoNumber(t *testing.T) {
	sc := Scenario{Objection: "Need", Custom: "Bakery with 24 ovens; gas costs €60,000 a year."}
	text := "Our controller watches every oven 24/7 and texts your shift lead when one drifts."
	a := Analyze(Input{Text: text, Scenario: sc})
	if got := quotesOf(t, text, a.Evidence, "buyerNumber", "positive"); len(got) > 0 {
		t.Errorf("24/7 credited as the buyer's number: %q", got)
	}
}
