package roleplay

import (
	"strings"
	"testing"
)

// These tests use cards and rep lines written for them, in several styles;
// none is taken from a review round. They check properties (a role gets its
// fact, a spoken clause reads whole) rather than one exact reply.

// talk plays the rep's lines through the buyer and returns its replies.
func talk(sc Scenario, lines ...string) []string {
	var h []Message
	for _, o := range Opening(sc) {
		h = append(h, Message{Sender: SenderAI, Text: o})
	}
	var out []string
	for _, l := range lines {
		t := (&Buyer{}).Reply(sc, h, l)
		out = append(out, t.Text)
		h = append(h, Message{Sender: SenderUser, Text: l}, Message{Sender: SenderAI, Text: t.Text})
	}
	return out
}

func card(obj ObjectionType, p Persona, custom string) Scenario {
	return Scenario{Persona: p, Objection: obj, Difficulty: DifficultyIntermediate, Industry: "Logistics", Custom: custom}
}

func TestThousandsDotIsThousands(t *testing.T) {
	for _, c := range []struct {
		custom string
		want   int
	}{
		{"We pay Nordlicht €6.400 a month for routing. Our quote is €7.100 a month.", 6400},
		{"They pay Estoquei R$2.750 a month; our quote is R$3.100 a month.", 2750},
		{"They spend CHF 12.000 a year on it and our quote is CHF 14.500 a year.", 12000},
	} {
		d := describe(c.custom)
		if d.spend.n != c.want && d.budget.n != c.want {
			t.Errorf("%q: spend %v budget %v, want %d", c.custom, d.spend, d.budget, c.want)
		}
	}
	if d := describe("Our quote is $1.5 million a year."); d.quote.n != 1500000 {
		t.Errorf("a decimal with a magnitude stays a decimal: %v", d.quote)
	}
}

func TestRivalIsNeverTheCardsOwnSubject(t *testing.T) {
	for _, c := range []struct{ custom, want string }{
		{"Jana Okoro, Head of IT at Brightlane Freight, is weighing us against Routewise, which quotes $4,000 a month. Our quote is $4,600 a month.", "Routewise"},
		{"Tomasz Wrona, COO of Baltic Reefers, holds a Frostline offer of €210,000 for 3 years. Our quote is €6,900 a month.", "Frostline"},
		{"Amaka Eze, procurement lead at Lagos Cold Chain, is comparing us with Chillnet. Our quote is ₦2.4 million a month.", "Chillnet"},
	} {
		d := describe(c.custom)
		if d.competitor != c.want {
			t.Errorf("%q: competitor %q, want %q", c.custom, d.competitor, c.want)
		}
		f := newFacts(card(ObjectionCompetition, PersonaSkeptical, c.custom))
		first, _, _ := strings.Cut(c.custom, ",")
		if strings.Contains(f.competitor, first) || strings.Contains(first, f.competitor) {
			t.Errorf("%q: the buyer %q is the competitor %q", c.custom, first, f.competitor)
		}
	}
}

func TestRivalNameHoldingACueKeepsItsPrice(t *testing.T) {
	d := describe("PayLoop charges $4.50 per user per month; our quote is $5.20. The team has 300 users.")
	if !d.compPrice.ok() || d.compPrice.value() != 4.5 {
		t.Errorf("PayLoop's price lost: %v", d.compPrice)
	}
	if d.quote.per != d.compPrice.per {
		t.Errorf("the quote beside a per-user price is per user too: %v vs %v", d.quote, d.compPrice)
	}
}

// Every clause the card gives the buyer to say (a timing, a past failure,
// a pain) reads as a sentence: a subject, one main verb.
func TestSpokenCardClausesReadWhole(t *testing.T) {
	cards := []string{
		"Rosa Lindqvist, Head of Fleet at Nordvik Haulage, is halfway through a telematics migration that ends in May. Her budget is SEK 400.000 a year.",
		"Ike Balogun runs 12 depots. He refuses to change systems before the harvest ends in October. Our quote is $3,100 a month.",
		"A freight-audit startup went bust on them in 2024, losing $25,000 in prepaid fees. Owner Mel Cardenas signs.",
		"Priya Raman, VP Ops at Coastline Movers, was burned by a vendor that vanished mid-contract; it leaves her wary of small suppliers. CEO Dan Ruiz signs.",
		"Stock is counted on paper, so software spend is zero, but they lose about €1.800 a month to spoiled produce.",
		"Hugo Marchetti, CFO at Verde Foods, is mid-way through an ERP rollout that finishes in Q3, and new spend is frozen until September 1.",
	}
	for _, c := range cards {
		d := describe(c)
		var said []string
		said = append(said, d.timings...)
		said = append(said, d.pains...)
		if d.burned != "" {
			said = append(said, d.burned)
		}
		for _, s := range said {
			if !readsWhole(s) {
				t.Errorf("%q: broken clause %q", c, s)
			}
			if strings.Contains(" "+s+" ", " our wary ") || strings.HasPrefix(strings.ToLower(s), "is ") {
				t.Errorf("%q: clause %q", c, s)
			}
		}
		for _, o := range Opening(card(ObjectionTrust, PersonaSkeptical, c)) {
			for _, w := range []string{"is mid-way", "Is mid-way", "Is halfway", " our wary", "refuse to change systems is"} {
				if strings.Contains(o, w) {
					t.Errorf("%q: opening %q", c, o)
				}
			}
		}
	}
}

func TestFigureAskedInAnotherUnitIsWorkedOut(t *testing.T) {
	sc := card(ObjectionPrice, PersonaAssertive, "Lena Fischer manages 40 drivers at Kranich Kurier. They pay Tourplan €2,250 a month. Our quote is €2,900 a month. Lena decides.")
	for _, c := range []struct{ line, want string }{
		{"And our €2,900 a month, what does that come to over a year?", "€34,800 a year"},
		{"So our €2,900 a month works out to what per driver?", "€72.50"},
	} {
		got := talk(sc, c.line)[0]
		if !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
	got := talk(sc, "What do you pay Tourplan today?", "Right, and on a yearly basis that's what?")
	if !strings.Contains(got[1], "€27,000 a year") {
		t.Errorf("yearly of €2,250 a month: %q", got[1])
	}
	got = talk(sc, "What do you pay Tourplan today?", "Annualised, you're at what?")
	if !strings.Contains(got[1], "€27,000 a year") {
		t.Errorf("annualised: %q", got[1])
	}
}

func TestCheckOfACardFigureIsConfirmed(t *testing.T) {
	sc := card(ObjectionNeed, PersonaFriendly, "Ama Boateng runs Accra Parcel with 64 riders and 5 hubs. Lost parcels cost them about GH₵9,000 a month. Our quote is GH₵4,500 a month. Ama and her brother Kofi decide together.")
	for _, line := range []string{"So it's 64 riders in total, right?", "Just so I have it right: 64 riders across the 5 hubs?", "To confirm, 64 riders?"} {
		if got := talk(sc, line)[0]; !strings.Contains(got, "Yes, 64 riders") {
			t.Errorf("%q: %q", line, got)
		}
	}
	for _, line := range []string{"Could we split it into two orders under GH₵4,500 so you can sign alone?", "Would 64 riders on the pilot work for you?"} {
		if c, _ := newEngine(sc).confirmFigure(line); c != "" {
			t.Errorf("%q is no check of a figure: %q", line, c)
		}
	}
}

func TestBareWhenOfATwoPartQuestionGetsTheDate(t *testing.T) {
	sc := card(ObjectionAuthority, PersonaFriendly, "Noor Haddad, office manager at Cedar Dental (9 chairs), likes the tool. The practice owner, Dr. Sami Khoury, approves all spend at the partners' meeting on 14 May. Our quote is $690 a month.")
	for _, line := range []string{"Who approves it, and when?", "Who has the final say, and when?"} {
		if got := talk(sc, line)[0]; !strings.Contains(got, "14 May") {
			t.Errorf("%q: %q", line, got)
		}
	}
}

func TestQuestionBeforeAProposalIsAnswered(t *testing.T) {
	sc := card(ObjectionAuthority, PersonaSkeptical, "Grace Mwangi, operations lead at Rift Valley Dairies, runs 3 plants. Our quote is KSh 310,000 a month. Finance director Peter Otieno signs anything over KSh 1 million.")
	got := talk(sc, "Does this end up with Peter Otieno, and would it help if I drafted a one-page summary for him?")[0]
	if !strings.Contains(got, "Peter") {
		t.Errorf("the sign-off question went unanswered: %q", got)
	}
}

func TestBuyerWithinOwnLimitSigns(t *testing.T) {
	in := "Carla Duarte, CFO of Porto Moldes, has 400 employees. Our quote is €9 per employee per month. She can sign up to €100k herself; anything larger goes to the board."
	if d := describe(in); d.deciderMode != "self" {
		t.Errorf("€43,200 a year is inside €100k: mode %q", d.deciderMode)
	}
	over := "Carla Duarte, CFO of Porto Moldes, has 4,000 employees. Our quote is €9 per employee per month. She can sign up to €100k herself; anything larger goes to the board."
	if d := describe(over); d.deciderMode == "self" {
		t.Errorf("€432,000 a year is over €100k: mode %q", d.deciderMode)
	}
}

func TestAskedAgainIsNeverAnsweredWithNothing(t *testing.T) {
	sc := card(ObjectionTiming, PersonaAssertive, "Inge Maas, head of planning at Delta Bulk, manages 22 barges. They pay Waterweg €4.100 per month and have budgeted €52.000 for next year. She won't switch before the spring floods end in April.")
	got := talk(sc, "What's the budget for next year?", "How many barges?", "Sorry, the budget for next year, what was it again?")
	if !strings.Contains(got[2], "52") {
		t.Errorf("the budget asked again: %q", got[2])
	}
}

func TestWishingTheBuyerABadOutcomeIsRude(t *testing.T) {
	for _, l := range []string{"if you stick with the cheap one you kind of deserve what you get", "well, serves you right for picking them", "they deserve what they get, going that cheap"} {
		if !isRude(l) {
			t.Errorf("%q is a jab", l)
		}
	}
	if isRude("you deserve a tool that works as hard as you do") {
		t.Error("a compliment is not rude")
	}
}

func TestTwoCountsAskedTogetherAreBothGiven(t *testing.T) {
	sc := card(ObjectionTrust, PersonaFriendly, "Mereana Tipene coordinates Bay Orchards Co-op: 1,900 hectares across 41 member farms. A packhouse software firm went bust on them in 2023, losing NZ$18,000. Our quote is NZ$9 per hectare per season.")
	got := talk(sc, "How many hectares, and how many farms?")[0]
	if !strings.Contains(got, "1,900 hectares") || !strings.Contains(got, "41 member farms") {
		t.Errorf("both counts: %q", got)
	}
}

func TestTermTotalIsWorkedOutPerYear(t *testing.T) {
	sc := card(ObjectionCompetition, PersonaAssertive, "Dr. Leon Marsh, CMO of Harbour Clinic, holds a Radix offer of $900,000 for 3 years. Our quote is $27,000 a month. The board decides.")
	got := talk(sc, "What has Radix offered you?", "And per year that's what?")
	if !strings.Contains(got[1], "$300,000 a year") {
		t.Errorf("a 3-year total per year: %q", got[1])
	}
}

func TestRiskTakenOffTheBuyerIsNoBrushOff(t *testing.T) {
	sc := card(ObjectionTrust, PersonaFriendly, "Sione Fifita runs Tonga Fresh Exports with 30 growers. A cold-store vendor went bust on them last year, losing T$15,000 in deposits. Our quote is T$2,400 a month. Sione decides.")
	for _, line := range []string{
		"So nothing's at risk: no deposit, you're invoiced after each shipment is done, and I'll give you two growers to call who've used us for years.",
		"How about this: you only pay once the first container lands safely, and there's an exit clause if we miss a week.",
	} {
		got := talk(sc, line)[0]
		for _, bad := range []string{"I'll think about it", "I'll keep it in mind", "let you know if anything changes"} {
			if strings.Contains(got, bad) {
				t.Errorf("%q: brushed off with %q", line, got)
			}
		}
	}
}

func TestAQuestionAboutTheToolIsNotAnsweredWithItsName(t *testing.T) {
	sc := card(ObjectionTrust, PersonaSkeptical, "Lena Fischer manages 40 drivers at Kranich Kurier. They pay Tourplan €2,250 a month. Our quote is €2,900 a month. Lena decides.")
	got := talk(sc, "What response time does Tourplan commit to in your contract?")[0]
	if strings.Contains(got, "use Tourplan") || strings.HasPrefix(got, "Tourplan") {
		t.Errorf("named the tool instead of answering: %q", got)
	}
	if got := talk(sc, "What are you using today?")[0]; !strings.Contains(got, "Tourplan") {
		t.Errorf("what they use: %q", got)
	}
}

func TestWhichToolsIsNotAnsweredWithTheSpend(t *testing.T) {
	sc := card(ObjectionAuthority, PersonaFriendly, "Aoife Byrne runs the office at Byrne Surveyors (12 staff). The firm spends €9k a year on a mix of tools. Our quote is €950 a month. Partner Ciarán Byrne approves anything over €3,000.")
	got := talk(sc, "What do you spend on tools today?", "Which tools are you paying for right now?")
	if strings.Contains(got[1], "9,000") {
		t.Errorf("which tools, answered with the sum: %q", got[1])
	}
}

func TestReadsWholeKeepsPlainSentences(t *testing.T) {
	for _, s := range []string{"we think the renewal is in June", "we know the price is high", "I want to wait until the audit is done", "we're mid-way through a rollout that finishes in Q2"} {
		if !readsWhole(s) {
			t.Errorf("%q reads whole", s)
		}
	}
	for _, s := range []string{"we refuse to switch is before the ski season ends", "is mid-way through a rollout", "our so software spend is zero", "our tracked on spreadsheets"} {
		if readsWhole(s) {
			t.Errorf("%q is broken", s)
		}
	}
}
