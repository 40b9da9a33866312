package roleplay

import (
	"strings"
	"testing"
)

// Cards and rep lines written for these tests; none comes from a review round.

// A "how many <noun>?" gets the card's own count of that noun, never
// "I'd have to check"; a count with a rate answers only a rate question.
func TestCardCountAnswersByNoun(t *testing.T) {
	for _, c := range []struct {
		custom, q, want string
	}{
		{"Oskar Lindahl, plant manager at Vastra Foods (4 factories, 900 employees), pays Mesa €8,000 a month for MES. Our quote is €9,500 a month. COO Ulla Berg signs.", "How many factories are we talking about?", "4 factories"},
		{"Oskar Lindahl, plant manager at Vastra Foods (4 factories, 900 employees), pays Mesa €8,000 a month for MES. Our quote is €9,500 a month. COO Ulla Berg signs.", "Roughly how many people work there today?", "900 employees"},
		{"Nadia Kowal runs Kowal Freight (2 refrigerated depots, 60 drivers) and pays RouteIt $900 a month. Our quote is $1,100 a month. She signs herself.", "How many refrigerated depots would we cover?", "2 refrigerated depots"},
		{"Tomas Ruiz, CFO of ShopNova (online homeware, 1.8 million orders a year), pays Guardly $6,000 a month. Our quote is $70,000 a year; he signs.", "How many orders do you ship a year?", "1.8 million orders a year"},
		{"Lena Park, HR lead at Brightwater Labs (220 employees), hires 40 people a year and onboards them by email. Our quote is $12 per employee a month. CEO Sam Ode signs.", "How many people are at Brightwater?", "220 employees"},
	} {
		for _, p := range []Persona{PersonaFriendly, PersonaAssertive, PersonaSkeptical, PersonaRushed} {
			got := talk(card(ObjectionPrice, p, c.custom), c.q)[0]
			if !strings.Contains(got, c.want) || strings.Contains(got, "check") {
				t.Errorf("%s / %q: got %q, want %q", p, c.q, got, c.want)
			}
		}
	}
}

// A count the card does not state is never answered from another count.
func TestCardCountNeverBorrowed(t *testing.T) {
	sc := card(ObjectionPrice, PersonaFriendly, "Lena Park, HR lead at Brightwater Labs (220 employees), hires 40 people a year and onboards them by email. Our quote is $12 per employee a month. CEO Sam Ode signs.")
	for _, q := range []string{"How many laptops do you issue?", "How many people a year do you hire, and who signs?"} {
		got := (&engine{sc: sc}).askedCardCount(q)
		if got != "" {
			t.Errorf("%q: got %q, want no card count", q, got)
		}
	}
}

// The vendor paid today is never the card's own subject, company or town.
func TestPayeeNeverOwnCompanyOrTown(t *testing.T) {
	for _, c := range []struct{ custom, bad, want string }{
		{"Maria Costa, head of finance at Lisboa Tiles (3 plants), spends €900,000 a year on maintenance. Our quote is €120,000 a year. CFO Rui Sousa signs.", "Lisboa Tiles", ""},
		{"Dr. Ben Achebe, managing partner at Achebe & Co in Lagos (30 lawyers), oversees a ₦40,000,000-a-year records contract with DocuNest ending in May. Our quote is ₦35,000,000 a year.", "Lagos", "DocuNest"},
	} {
		d := describe(c.custom)
		if d.vendor == c.bad || d.vendor != c.want {
			t.Errorf("%q: vendor %q, want %q", c.custom, d.vendor, c.want)
		}
	}
}

// Both parts of a two-part question are answered when one is a card count.
func TestCardCountInTwoPartQuestion(t *testing.T) {
	sc := card(ObjectionPrice, PersonaAssertive, "Tomas Ruiz, CFO of ShopNova (online homeware, 1.8 million orders a year), pays Guardly $6,000 a month. Our quote is $70,000 a year; his budget is $60,000 a year. He signs.")
	got := talk(sc, "How many orders do you handle a year, and what's your budget for this?")[0]
	if !strings.Contains(got, "1.8 million orders a year") || !strings.Contains(got, "60,000") || strings.Contains(got, "check") {
		t.Errorf("got %q", got)
	}
	sc = card(ObjectionTiming, PersonaFriendly, "Aiko Mori runs Sakura Dance Academy: 3 studios, 450 pupils, 18 instructors. They pay ¥90,000 a month for booking. Owner Ken Mori signs.")
	got = talk(sc, "How many instructors and how many pupils would use it?")[0]
	if !strings.Contains(got, "18 instructors") || !strings.Contains(got, "450 pupils") {
		t.Errorf("got %q", got)
	}
	got = talk(sc, "Remind me how many studios you've got again?")[0]
	if !strings.Contains(got, "3 studios") {
		t.Errorf("got %q", got)
	}
}

// A conversion goes after the sentence, never inside a decimal ("₹4.2 million").
func TestConversionNeverSplitsADecimal(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"The budget is ₹3.6 million a year, against your ₹4.2 million. So?", "The budget is ₹3.6 million a year, against your ₹4.2 million."},
		{"It goes to Dr. Okafor. Then finance.", "It goes to Dr. Okafor."},
		{"We pay €1.3 million a year", "We pay €1.3 million a year"},
	} {
		if got := c.s[:sentenceEndAfter(c.s, 0)]; got != c.want {
			t.Errorf("%q: got %q, want %q", c.s, got, c.want)
		}
	}
}

// A count per period is a flow, never the size; asked per period it is said
// with the card's verb.
func TestRateCountIsNoHeadcount(t *testing.T) {
	sc := card(ObjectionNeed, PersonaFriendly, "Lena Park, HR lead at Brightwater Labs in Oslo (220 employees), runs onboarding on email. They hire 40 people a year. Our quote is $12 per employee a month. CEO Sam Ode signs.")
	got := talk(sc, "How many people are at Brightwater?", "And roughly how many do you hire each year?")
	if !strings.Contains(got[0], "220 employees") || strings.Contains(got[0], "40 people") {
		t.Errorf("size: %q", got[0])
	}
	if !strings.Contains(got[1], "hire 40 people a year") {
		t.Errorf("rate: %q", got[1])
	}
	for _, l := range got {
		if strings.Contains(l, "(") {
			t.Errorf("parenthesis read out: %q", l)
		}
	}
}

// A count asked again is said again, every time.
func TestCardCountAskedAgain(t *testing.T) {
	sc := card(ObjectionPrice, PersonaRushed, "Noel Brady runs Brady Couriers (27 vans) and pays VanTrack €30 per van a month. Our quote is €38 per van a month. He signs himself.")
	for i, got := range talk(sc, "How many vans are on the road?", "Sorry, how many vans was it again?", "Remind me, how many vans?") {
		if !strings.Contains(got, "27 vans") {
			t.Errorf("turn %d: %q", i+1, got)
		}
	}
}

// "how many X and Y?" gets both counts, or goes the usual way when the card
// counts only one of them.
func TestCardCountTwoNouns(t *testing.T) {
	sc := card(ObjectionNeed, PersonaRushed, "Ama Mensah runs field ops at Volta Farms, spraying 9,000 hectares with 5 drones and 7 pilots, tracked on paper. Our quote is $900 per drone a month. She signs.")
	e := &engine{sc: sc}
	if got := e.askedCardCount("How many drones and pilots are you running?"); got != "We have 5 drones and 7 pilots." {
		t.Errorf("got %q", got)
	}
	if got := e.askedCardCount("How many drones and tractors do you run?"); got != "" {
		t.Errorf("tractors are not on the card: got %q", got)
	}
}
