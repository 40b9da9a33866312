package roleplay

import (
	"strings"
	"testing"
)

// Money facts keep the card's currency and magnitude, whatever the currency
// is written as (a code or symbol before the figure, a code after it,
// lakh/crore/million/k). The cards appear in no review round.
func TestCardCurrenciesAreReadByRole(t *testing.T) {
	cases := []struct {
		custom                        string
		spend, budget, quote, compSay string
	}{
		{"Ama Owusu runs a cocoa warehouse in Kumasi. She pays a haulage broker GHS 48,500 a month. Her budget is GHS 420,000 a year; our quote is GHS 510,000 a year, and competitor CocoaTrack quoted GHS 390,000 a year.",
			"GHS 48,500 a month", "GHS 420,000 a year", "GHS 510,000 a year", "GHS 390,000 a year"},
		{"Priya Nair manages a textile dye house in Tiruppur. She spends ₹6.5 lakh a month on outside effluent testing. The budget is ₹40 lakh; our plant is quoted at ₹52 lakh installed plus ₹30,000 a month, and competitor AquaSure quoted ₹45 lakh.",
			"₹650,000 a month", "₹4 million", "₹5.2 million", "₹4.5 million"},
		{"Kofi Mensah is plant manager at a gold refinery. Assays cost 2.25 million CLP a month today. His budget is 18 million CLP a year; our system is quoted at 21.6 million CLP a year, and competitor MinaSoft quoted 16,800,000 CLP a year.",
			"2.25 million CLP a month", "18 million CLP a year", "21.6 million CLP a year", "16.8 million CLP a year"},
		{"Aroha Ngata runs a kiwifruit packhouse. She pays NZ$7,800 a month for seasonal labour scheduling. Her budget is NZ$60k a year; our quote is NZ$72k a year, and competitor PackRight quoted NZ$55k a year.",
			"NZ$7,800 a month", "NZ$60,000 a year", "NZ$72,000 a year", "NZ$55,000 a year"},
	}
	for _, c := range cases {
		f := newFacts(Scenario{Custom: c.custom, Objection: ObjectionPrice, Persona: PersonaAssertive})
		d := f.described
		got := []string{d.spend.String(), f.budget, f.quote, d.compPrice.String()}
		want := []string{c.spend, c.budget, c.quote, c.compSay}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%.50q: role %d = %q, want %q", c.custom, i, got[i], want[i])
			}
		}
		for _, s := range []string{f.budget, f.quote, f.spend} {
			if strings.Contains(s, "$") && !strings.Contains(c.custom, "$") {
				t.Errorf("%.50q: a '$' the card never uses: %q", c.custom, s)
			}
		}
	}
}

// Figures with separators and decimals, and names with titles, hyphens and
// particles, are read whole.
func TestFiguresAndNamesWhole(t *testing.T) {
	d := describe("Yusuf Demir runs a hazelnut cooperative with 2.7 million trees and 310 members. Competitor NutTrack offers its scanner at 95,500 TRY with a year of support free. The owner, Leila Ben-Youssef, signs.")
	for _, c := range d.counts {
		if strings.HasPrefix(c, "7 million") {
			t.Errorf("count cut at the decimal point: %q", c)
		}
	}
	if !strings.Contains(d.compOffer, "95,500 TRY") {
		t.Errorf("offer cut at the separator: %q", d.compOffer)
	}
	if d.deciderName != "Leila Ben-Youssef" {
		t.Errorf("hyphenated name: %q", d.deciderName)
	}
	d = describe("The cooperative board, chaired by Prof. Anneke van der Berg, approves it at its June meeting.")
	if d.deciderMode != "body" || d.deciderText != "the cooperative board" {
		// the board approves; its chair is no decider alone
		t.Errorf("a board chaired by someone: %q %q %q", d.deciderMode, d.deciderText, d.deciderName)
	}
	d = describe("Plant manager. Group CFO Dagny Holm-Larsen approves anything above 400,000 NOK and is away until the 9th.")
	if d.deciderName != "Dagny Holm-Larsen" || d.deciderTitle != "group CFO" {
		t.Errorf("title then a whole name: %q %q", d.deciderTitle, d.deciderName)
	}
	d = describe("The council in Lautoka signs through the finance director, Mere Tuilagi.")
	if d.deciderTitle == "council in" || d.deciderName == "Lautoka" {
		t.Errorf("a place read as the decider: %q/%q", d.deciderTitle, d.deciderName)
	}
}

// A one-off quote ("installed plus … a month") leaves the budget and the
// rival's price one-off sums; a season's cost gives its period to no price.
func TestOneOffQuoteKeepsBudgetOneOff(t *testing.T) {
	d := describe("Sipho Dube runs a citrus packhouse. Cold storage costs R 380,000 a month. Our ripening-room controls are quoted at R 2.4 million installed plus R 18,000 a month; competitor FreshAir quoted R 1.9 million. The budget is R 2 million.")
	if d.budget.period != "" || d.compPrice.period != "" {
		t.Errorf("budget %q, rival %q: a one-off quote's budget has no period", d.budget, d.compPrice)
	}
	if d.spend.String() != "R 380,000 a month" {
		t.Errorf("what the work costs today: %q", d.spend)
	}
	d = describe("Manu Tafuna runs a taro farm. Fertiliser costs WS$90,000 a season. His budget is WS$40,000; our quote is WS$48,000.")
	if d.budget.period == "a season" || d.quote.period == "a season" {
		t.Errorf("a season given to a price: budget %q, quote %q", d.budget, d.quote)
	}
}

// Splitting a purchase under the approver's limit is refused as pressure,
// never met as a price cut; a statistic with no price in it is a claim.
func TestAroundTheApproverAndStatistics(t *testing.T) {
	sc := Scenario{Persona: PersonaAssertive, Objection: ObjectionAuthority, Difficulty: DifficultyIntermediate, Industry: "Food processing",
		Custom: "Nadia Rahman is plant manager at a spice mill. Our quote is BDT 2.4 million a year. The owner, Faruk Ahmed, signs anything above BDT 500,000."}
	c := start(t, sc)
	before := c.say("Who signs off on something this size?").Concession
	tr := c.say("Why don't we break it into five purchase orders below the limit, so it never has to go to Faruk?")
	if tr.Concession > before || strings.Contains(tr.Text, "real price") || strings.Contains(tr.Text, "discount") {
		t.Errorf("way round the approver: %q concession %.2f → %.2f", tr.Text, before, tr.Concession)
	}
	sc.Objection = ObjectionTrust
	c = start(t, sc)
	tr = c.say("Our spoilage rate is 80% lower than anyone else's in the industry. How much spice do you lose a month?")
	if strings.Contains(tr.Text, "real price") || strings.Contains(tr.Text, "drop") {
		t.Errorf("a statistic read as a price cut: %q", tr.Text)
	}
}

// Arithmetic on the card's figures in any currency: a year of a monthly
// figure asked elliptically, a percentage of a sum net or gross, what share
// the rep's figure is of the card's, and a figure per unit the card counts.
func TestArithmeticOnCardFigures(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Brewing",
		Custom: "Grace Banda runs a brewery in Lilongwe brewing 2,400,000 litres of beer a year. Cooling costs MK 9 million a month in power. Spoilage cost about MK 60 million last year. Her budget is MK 80 million; our chiller upgrade is quoted at MK 96 million installed."}
	c := start(t, sc)
	t.Logf("first: %q", c.say("What does cooling cost you each month?").Text)
	if tr := c.say("And over a year?"); !strings.Contains(tr.Text, "MK 108 million a year") {
		t.Errorf("elliptic year: %q", tr.Text)
	}
	if tr := c.say("If a rebate covers 25% of our MK 96 million, what's your net cost?"); !strings.Contains(tr.Text, "MK 72 million") {
		t.Errorf("net of a percentage: %q", tr.Text)
	}
	if tr := c.say("Our service plan is MK 6 million a year. What share of last year's spoilage is that?"); !strings.Contains(tr.Text, "10%") {
		t.Errorf("share of a card figure: %q", tr.Text)
	}
	t.Logf("second: %q", c.say("Remind me, what is the power bill for cooling per month?").Text)
	if tr := c.say("Per litre, what's that?"); !strings.Contains(tr.Text, "MK 45.00 a litre") {
		t.Errorf("per unit: %q", tr.Text)
	}
}

// A figure the rep states is converted when asked "what's that per month";
// a quantity the card measures is given when asked, not the headcount.
func TestRepFigureAndQuantity(t *testing.T) {
	sc := Scenario{Persona: PersonaAssertive, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Dairy",
		Custom: "Wanjiru Kamau runs a dairy cooperative in Nyeri with 240 farmers, collecting 36,000 litres of milk a day. She pays a testing lab KSh 310,000 a month. Her budget is KSh 3 million a year."}
	c := start(t, sc)
	if tr := c.say("Our price is KSh 4.2 million a year. What's that per month?"); !strings.Contains(tr.Text, "KSh 350,000 a month") {
		t.Errorf("rep's figure a month: %q", tr.Text)
	}
	if tr := c.say("How many litres of milk do you collect?"); !strings.Contains(tr.Text, "36,000 litres") || strings.Contains(tr.Text, "240 farmers") {
		t.Errorf("quantity: %q", tr.Text)
	}
}

// "Who votes on it?" and "Who chairs the board?" ask who decides; a cost
// the card states only as a loss is that loss, not "I'd have to check".
func TestVotesChairsAndLossAsked(t *testing.T) {
	sc := Scenario{Persona: PersonaRushed, Objection: ObjectionAuthority, Difficulty: DifficultyBeginner, Industry: "Fishing",
		Custom: "Sione Lolo manages a tuna cannery in Nuku'alofa. Spoiled or rejected catch costs about T$42,000 a month in write-offs. The budget is T$300,000. The board chair, Mele Vea, and the 5-member board vote on it at their next meeting."}
	c := start(t, sc)
	if tr := c.say("What are the write-offs for spoiled catch costing you each month?"); !strings.Contains(tr.Text, "T$42,000 a month") {
		t.Errorf("a loss asked as a cost: %q", tr.Text)
	}
	if tr := c.say("Who votes on it?"); !strings.Contains(tr.Text, "Mele") {
		t.Errorf("who votes: %q", tr.Text)
	}
}

// "X signs himself and wants it running before Y" gives both who signs and
// the timing.
func TestSignsAndWantsBy(t *testing.T) {
	d := describe("Tavita Aiono owns a copra mill in Apia. Tavita signs himself and wants the dryer running before the copra harvest starts in March.")
	if !strings.Contains(d.timing, "before the copra harvest starts in March") {
		t.Errorf("timing lost beside the signer: %q", d.timing)
	}
}

// "Who signs, and above what amount?" gets the signer and the limit.
func TestSignerAndLimit(t *testing.T) {
	sc := Scenario{Persona: PersonaAssertive, Objection: ObjectionAuthority, Difficulty: DifficultyIntermediate, Industry: "Textiles",
		Custom: "Bilal Qureshi is mill manager at a denim mill in Faisalabad. Our quote is PKR 9 million a year. His uncle, Director Javed Qureshi, signs anything above PKR 1.5 million."}
	c := start(t, sc)
	if tr := c.say("Who signs off on this, and above what amount?"); !strings.Contains(tr.Text, "PKR 1.5 million") {
		t.Errorf("limit missing: %q", tr.Text)
	}
}
