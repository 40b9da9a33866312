package roleplay

import (
	"strings"
	"testing"
)

// Cards and rep lines written for these tests; none comes from a review round.

// A sum that follows from the card's figures is worked out by the role of
// each figure: a per-unit price over the team, the gap to the rival, a year
// with free months, a cap on an increase, a figure over a count.
func TestDerivedSumsByRole(t *testing.T) {
	for _, c := range []struct {
		custom string
		lines  []string
		want   string // in the last reply
	}{
		{"Oluwadamilare Ade, head of support at Tessla Shoes (online shoes, Accra), has 24 support agents. He leans towards Zendo, which quoted $40 per agent per month. Our quote is $52 per agent per month. COO Ama Boateng signs.",
			[]string{"And Zendo's price?", "So for your whole team that comes to what each month?"}, "$960 a month"},
		{"Oluwadamilare Ade, head of support at Tessla Shoes (online shoes, Accra), has 24 support agents. He leans towards Zendo, which quoted $40 per agent per month. Our quote is $52 per agent per month. COO Ama Boateng signs.",
			[]string{"What's the gap between us and Zendo over a year for the team?"}, "$3,456 a year"},
		{"Claire Dubois, ops manager at Alpine Lodges (6 chalets, 320 rooms), is comparing us with StayChat at CA$1.90 per room a month. Our quote is CA$2.60 per room a month. Owner Luc Martin signs.",
			[]string{"So what does StayChat come to per year for all 320 rooms?"}, "CA$7,296 a year"},
		{"Lee Min-jun, ops head at Seoul Cold Chain, runs 2 cold warehouses with 130 staff. ArcticWMS offered S$6,000 a month with two months free. Our quote is S$7,200 a month. CFO Park Ji-ho signs.",
			[]string{"So what does ArcticWMS cost you in year one?"}, "S$60,000 in year one"},
		{"Keiko Mori runs guest services for Sakura Inns: 4 ryokans, 220 rooms in total. Their booking engine costs ¥600,000 a month. Our quote is ¥750,000 a month. Owner Hiro Sato capped software cost increases at 15% this year.",
			[]string{"What's the most Hiro would let that monthly figure rise to?"}, "¥690,000 a month"},
		{"Keiko Mori runs guest services for Sakura Inns: 4 ryokans, 220 rooms in total. Their booking engine costs ¥600,000 a month. Our quote is ¥750,000 a month. Owner Hiro Sato signs.",
			[]string{"So our price works out at what per room per month?"}, "¥3,409 a room a month"},
		{"Keiko Mori runs guest services for Sakura Inns: 4 ryokans, 220 rooms in total. Their booking engine costs ¥600,000 a month. Our quote is ¥750,000 a month. Owner Hiro Sato signs.",
			[]string{"I'll give you the first two months free. What would year one cost you then?"}, "¥7.5 million in year one"},
		{"Marta Kowalska, director of administration for Wisla School Trust, oversees 9 schools and 5,400 students. She thinks their paper lunch-order process works fine, though it eats about 900 staff hours a year. Our quote is $2.50 per student per year.",
			[]string{"How much staff time does that take across a year?", "Roughly what does that come to per school?"}, "100 staff hours per school a year"},
		{"Bram de Vries, IT lead at Polder Credit Union (31 branches, 400 staff), likes our audit tool. Our quote is €96,000 a year. They currently pay €5,500 a month for manual audits.",
			[]string{"What do you pay for manual audits today?", "That's a monthly figure, yes? So what does that come to over a full year?"}, "€66,000 a year"},
	} {
		for _, p := range Personas {
			got := talk(card(ObjectionPrice, p, c.custom), c.lines...)
			last := got[len(got)-1]
			if !strings.Contains(last, c.want) {
				t.Errorf("%s / %q: got %q, want %q", p, c.lines[len(c.lines)-1], last, c.want)
			}
		}
	}
}

// A derived sum is never made up: no count for the unit, no sum.
func TestDerivedSumNeedsTheCount(t *testing.T) {
	sc := card(ObjectionPrice, PersonaFriendly, "Nina Roth runs support at Kite Apparel. She is looking at Zendo at $40 per agent per month. Our quote is $52 per agent per month. She signs.")
	e := newEngine(sc)
	if got := e.derivedSum("", "So for your whole team that comes to what each month?"); got != "" {
		t.Errorf("no agent count on the card, got %q", got)
	}
	if got := e.derivedSum("", "What's your budget for year one?"); got != "" {
		t.Errorf("a budget question is no sum: %q", got)
	}
}

// A kind of thing is counted by its members: "properties" are the hotels,
// "machines" the excavators and loaders; a noun-less "how many is it?"
// takes the noun just named.
func TestCategoryAndNounlessCounts(t *testing.T) {
	for _, c := range []struct{ custom, q, want string }{
		{"Keiko Mori runs guest services for Sakura Inns: 4 ryokans, 220 rooms in total. Our quote is ¥750,000 a month. Owner Hiro Sato signs.", "Remind me how many properties and rooms we'd cover?", "4 ryokans and 220 rooms"},
		{"Kelly Brand, operations manager at Outback Hire (plant hire, Perth), runs 90 excavators and loaders with 6 service techs. Our quote is A$70,000 a year. GM Rob Quinn signs.", "How many machines are in the fleet?", "90 excavators and loaders"},
		{"Bram de Vries, IT lead at Polder Credit Union (31 branches, 400 staff), likes our audit tool. Our quote is €96,000 a year.", "Good to see you. How is everyone across all those branches? How many is it now?", "31 branches"},
	} {
		for _, p := range Personas {
			got := talk(card(ObjectionPrice, p, c.custom), c.q)[0]
			if !strings.Contains(got, c.want) || strings.Contains(got, "check") {
				t.Errorf("%s / %q: got %q, want %q", p, c.q, got, c.want)
			}
		}
	}
}

// "Why that date?" gets the card's own reason; "when?" gets the date.
func TestReasonForADate(t *testing.T) {
	for _, c := range []struct{ custom, q, want, not string }{
		{"Oluwadamilare Ade, head of support at Tessla Shoes, has 24 support agents. He must choose by Monday; the holiday sale starts next week. COO Ama Boateng signs.", "What's driving the Monday date?", "holiday sale starts next week", "must choose"},
		{"Lee Min-jun, ops head at Seoul Cold Chain, has 130 staff. He must pick by 15 January before the Lunar New Year peak. CFO Park Ji-ho signs.", "Why 15 January?", "Lunar New Year peak", ""},
		{"Tariq Haddad, plant manager at Nablus Plastics, runs 60 machines. He says 'not before the audit': the IATF recertification is on 12 March. Lina Saba signs.", "What's behind the wait?", "recertification is on 12 March", ""},
		{"Oluwadamilare Ade, head of support at Tessla Shoes, has 24 support agents. He must choose by Monday; the holiday sale starts next week. COO Ama Boateng signs.", "Who signs, and when do you have to decide?", "Monday", ""},
	} {
		for _, p := range Personas {
			got := talk(card(ObjectionTiming, p, c.custom), c.q)[0]
			if !strings.Contains(got, c.want) || c.not != "" && strings.Contains(got, c.not) {
				t.Errorf("%s / %q: got %q, want %q", p, c.q, got, c.want)
			}
		}
	}
	// a why that is not about a date is not answered with one
	e := newEngine(card(ObjectionTiming, PersonaFriendly, "Oluwadamilare Ade has 24 support agents. He must choose by Monday; the holiday sale starts next week."))
	if got := e.reasonForDate("Why would I pick you over them?"); got != "" {
		t.Errorf("why-you question got a date reason: %q", got)
	}
}

// A detail the card does not give gets an honest check, never a card line
// about something else; a count the card gives is still answered.
func TestHonestCheckForMissingDetails(t *testing.T) {
	sc := card(ObjectionNeed, PersonaAssertive, "Kelly Brand, operations manager at Outback Hire (plant hire, Perth), runs 90 excavators and loaders with 6 service techs. Unplanned breakdowns cost about A$25k a month in lost hire. Our quote is A$70,000 a year. GM Rob Quinn signs.")
	e := newEngine(sc)
	for _, q := range []string{"Which makes are most of your loaders?", "What's the average hourly rate of your techs?", "How many cranes do you run?"} {
		if !e.attrUnknown(q) {
			t.Errorf("%q: want unknown", q)
		}
	}
	for _, q := range []string{"How many machines are in the fleet?", "How many service techs do you have?", "How many people work there?"} {
		if e.attrUnknown(q) {
			t.Errorf("%q: the card gives it", q)
		}
	}
	got := talk(sc, "What do breakdowns cost you a month, and how many cranes do you run?")[0]
	if !strings.Contains(got, "A$25k") || !containsAny(got, "check", "look", "know") {
		t.Errorf("both parts: %q", got)
	}
}

// Clauses read whole: "it" gets its thing, "above that MD" is the MD, a
// free tool costs nothing, a way of working has its running cost.
func TestClausesReadWhole(t *testing.T) {
	d := describe("Marta Kowalska, director of administration for Wisla School Trust, oversees 9 schools. She thinks their paper lunch-order process works fine, though it eats about 900 staff hours a year. Our quote is $2.50 per student per year.")
	for _, p := range d.pains {
		if strings.Contains(p, "our it") {
			t.Errorf("pain %q", p)
		}
	}
	if got := cleanTitle("above that MD"); got != "MD" {
		t.Errorf("cleanTitle: %q", got)
	}
	if readsWhole("which meets 12 May") || readsWhole("our it eats is about 900 hours") {
		t.Error("broken clauses read as whole")
	}
	d = describe("Pieter Botha, GM of Vaal Maize Co-op, serves 180 member farms. Spreadsheets plus a part-time bookkeeper cost R300k a year. Our quote is R29,000 a month.")
	if d.spend.n != 300000 {
		t.Errorf("running cost: %+v", d.spend)
	}
	sc := card(ObjectionNeed, PersonaSkeptical, "Anouk Janssen, managing partner of Janssen Ingenieurs, leads 60 engineers. Calculations live on a free shared drive, so they pay nothing for version control. Our quote is €1.800 per month. One overwritten calculation cost €55.000 in rework last year. She signs.")
	if got := talk(sc, "What does version control cost you at the moment?")[0]; !strings.Contains(got, "othing") {
		t.Errorf("free tool: %q", got)
	}
}

// A buyer who signs up to a limit signs a deal under it himself.
func TestOwnLimitByName(t *testing.T) {
	d := describe("Sipho Nkosi, fleet director at MetroBins, runs 180 refuse trucks. Our quote is £21 per truck per month. Sipho signs up to £60k a year; above that MD Nomsa Dube signs.")
	if d.deciderMode != "self" {
		t.Errorf("£45,360 a year is under £60k: mode %q", d.deciderMode)
	}
	d = describe("Sipho Nkosi, fleet director at MetroBins, runs 380 refuse trucks. Our quote is £21 per truck per month. Sipho signs up to £60k a year; above that MD Nomsa Dube signs.")
	if d.deciderMode == "self" {
		t.Error("£95,760 a year is over £60k: the MD signs")
	}
}

// A worked-out sum is weighed against the card's sign-off threshold when
// the rep asks whether it needs approval; a rival's term answers "for how
// long?"; card notation and a quoted saying are never spoken.
func TestApprovalTermAndNotation(t *testing.T) {
	for _, c := range []struct{ custom, q, want string }{
		{"Ruth Amoah, operations lead at Coastline Colleges, oversees 6 campuses and 4,000 students. Our quote is $7.50 per student per year. Purchases over $25,000 go to the finance committee, which meets 3 June.",
			"At $7.50 a student, what would that come to each year, and would that need to go to the committee?", "over $25,000, so yes"},
		{"Ruth Amoah, operations lead at Coastline Colleges, oversees 6 campuses and 4,000 students. Our quote is $5 per student per year. CFO Kofi Mensah signs anything over $25,000.",
			"At $5 a student, what does that come to each year, and does that need to go to Kofi?", "under $25,000"},
		{"Ivo Petrov, IT director at Danube Legal (200 lawyers), is weighing us against DocuRex, which offers $90,000 a year on a 2-year term. Our quote is $8,000 per month. Partner Ana Ilic signs.",
			"What has DocuRex quoted you, and for how long?", "2-year term"},
	} {
		for _, p := range Personas {
			got := talk(card(ObjectionPrice, p, c.custom), c.q)[0]
			if !strings.Contains(got, c.want) {
				t.Errorf("%s / %q: got %q, want %q", p, c.q, got, c.want)
			}
		}
	}
	sc := card(ObjectionTiming, PersonaAssertive, "Tariq Haddad, plant manager at Nablus Plastics, runs 60 machines. He says 'not before the audit': the IATF recertification is on 12 March. His GeoTrack contract (JOD 3,000/month) ends 30 September. Operations director Lina Saba signs.")
	for _, l := range append(Opening(sc), talk(sc, "When does your GeoTrack contract end?")...) {
		if strings.Contains(l, "/month") || strings.Contains(l, "say 'not") {
			t.Errorf("read-out: %q", l)
		}
	}
}

// Questioning the buyer's seriousness is rude, whatever adverb softens it;
// a prefix that claims an answer never stands before "I'd have to check".
func TestSeriousnessJabAndCheckPrefix(t *testing.T) {
	if !isRude("if you're going to haggle over a few thousand, you're probably not serious about this") {
		t.Error("a jab at seriousness is rude")
	}
	for _, p := range Personas {
		sc := card(ObjectionPrice, p, "Anna Berg runs Berg Bakeries (4 shops). She pays Kassa $300 a month. Our quote is $420 a month. She signs.")
		for _, l := range talk(sc, "How many loaves do you bake a week?", "What's your average basket size?", "How many ovens do you run?") {
			if containsAny(l, "That I can answer", "Happy to tell you", "Easy one") && containsAny(l, "check", "look") {
				t.Errorf("%s: %q", p, l)
			}
		}
	}
}

// What the card says they work on is what the buyer says it runs on, never
// a stock tool; an opinion before "yet" is not part of the event.
func TestCardCurrentAndOpinionYet(t *testing.T) {
	sc := card(ObjectionNeed, PersonaSkeptical, "Anouk Janssen, managing partner of Janssen Ingenieurs, leads 60 engineers. Calculations live on a free shared drive, so they pay nothing for version control. Our quote is €1.800 per month. She doubts they need it, yet one lost calculation cost €55.000 in rework last year. She signs.")
	for _, l := range Opening(sc) {
		if strings.Contains(l, "in-house") {
			t.Errorf("stock tool in the opening: %q", l)
		}
	}
	d := describe(sc.Custom)
	if strings.Contains(d.burned, "doubt") || !strings.Contains(d.burned, "55") {
		t.Errorf("burned %q", d.burned)
	}
}
