package roleplay

import (
	"regexp"
	"strings"
	"testing"
)

// Every dated clause of a card is read with what it is the date of, and a
// question asking when gets it, in wordings and card styles no review set
// used.
func TestDatesByWhatTheyAreTheDateOf(t *testing.T) {
	type qa struct{ q, want, not string }
	cases := []struct {
		obj    ObjectionType
		custom string
		qas    []qa
	}{
		{ObjectionAuthority, "Oksana Hryhorenko runs logistics for Zoryana Foods, 2 warehouses and 140 pickers. The rep's quote is UAH 410,000 a year. Purchasing director Bohdan Kravets approves anything above UAH 250,000 and is on leave until the 14th. Their lease on the scanners runs out in September.",
			[]qa{{"Okay. And when's Bohdan back in the office?", `until the 14th`, `September`}, {"When does the scanner lease run out?", `September`, `14th`}}},
		{ObjectionTiming, "We're a chain of 6 garden centres, 85 staff. Our spring rush starts on 1 March and nothing new goes live before 15 June. We pay Tillpoint €1,100 a month; your quote is €1,450 a month. I sign.",
			[]qa{{"Understood. What date could something new actually go live?", `15 June`, ``}, {"And the spring rush, when does that kick off?", `1 March`, `15 June`}}},
		{ObjectionCompetition, "Head of IT at Kestrel Academy Trust, 9 schools. Rival Nimbus has offered £38,000 a year; our quote is £44,000 a year. The trustees meet on 3 December to choose, and the current contract with Scholaris expires on 31 January.",
			[]qa{{"When do the trustees meet?", `3 December`, `31 January`}, {"By when do you have to be off Scholaris?", `31 January`, ``}}},
		{ObjectionPrice, "Farah Qureshi, practice manager, 3 clinics. They pay MediRoster PKR 95,000 a month, and the contract renews on 30 June. Our quote is PKR 130,000 a month. Her budget year starts in July.",
			[]qa{{"When is the MediRoster renewal?", `30 June`, ``}}},
	}
	for _, c := range cases {
		if len(c.custom) >= 500 {
			t.Fatalf("card over 500 characters: %q", c.custom)
		}
		for _, p := range Personas {
			s := start(t, Scenario{Persona: p, Objection: c.obj, Difficulty: DifficultyIntermediate, Industry: "General", Custom: c.custom})
			for _, x := range c.qas {
				tr := s.say(x.q)
				if !regexp.MustCompile(`(?i)` + x.want).MatchString(tr.Text) {
					t.Errorf("%s %s: %q → %q, want %q", c.obj, p, x.q, tr.Text, x.want)
				}
				if x.not != "" && strings.Contains(tr.Text, x.not) {
					t.Errorf("%s %s: %q → %q, the wrong date %q", c.obj, p, x.q, tr.Text, x.not)
				}
				if regexp.MustCompile(`(?i)no date i know|no deadline i'm aware|\bwe a\b|\bthey renew\b`).MatchString(tr.Text) {
					t.Errorf("%s %s: %q → %q", c.obj, p, x.q, tr.Text)
				}
			}
		}
	}
}

// "When you say …" asks no date; a card without dates leaves the answer
// to the other rules.
func TestWhenWithoutADate(t *testing.T) {
	if reAsksWhen.MatchString("When you say expensive, compared to what?") {
		t.Error("'when you say' read as a question about a date")
	}
	e := newEngine(Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Custom: "Owner of a 4-person studio. They pay Acuity $60 a month; the rep quoted $95 a month."})
	if a := e.askedDate("When does your contract end?"); a != "" {
		t.Errorf("a card with no date answered %q", a)
	}
}

// The roles of a card's figures and people, read over new cards: a sum's
// own clause says whose it is; a total over years is no monthly price; a
// limit the buyer signs up to is no budget; a title then a whole name; a
// board chaired by someone is the board; no budget is invented.
func TestRolesReadOnce(t *testing.T) {
	d := describe("Tariq Haddad manages fleet for Sahel Haulage, 60 trucks. They pay TrackMate $1,900 a month and our quote is $2,400 a month, which he finds steep.")
	if d.spend.String() != "$1,900 a month" || d.quote.String() != "$2,400 a month" {
		t.Errorf("sums by their own clause: spend %q quote %q", d.spend.String(), d.quote.String())
	}
	d = describe("The district wants our platform, quoted at R2.4 million over three years. Today they pay Edusys R45,000 a month.")
	if got := d.quote.String(); !strings.Contains(got, "over three years") || strings.Contains(got, "a month") {
		t.Errorf("a term total said as %q", got)
	}
	d = describe("Ingrid Solberg is COO of Fjordline Ferries. Our quote is NOK 900,000 a year. She signs anything up to NOK 1.2 million herself.")
	if d.budget.ok() || d.deciderMode != "self" || !strings.Contains(d.selfLimit, "1.2 million") {
		t.Errorf("a sign-off limit: budget %q mode %q limit %q", d.budget.String(), d.deciderMode, d.selfLimit)
	}
	d = describe("Procurement lead at Meridian Ports. The Harbour Commission, chaired by Captain Ewan Doyle, approves any spend over £100,000.")
	if d.deciderMode != "body" || !strings.Contains(d.deciderText, "Harbour Commission") {
		t.Errorf("a chaired body: %q %q %q", d.deciderMode, d.deciderText, d.deciderName)
	}
	d = describe("Plant manager at Vinter Steel. The quote is €6,000 a month, but regional COO Mr. Pieter van Aalst signs anything above €40,000 a year.")
	if d.deciderName != "Mr. Pieter van Aalst" && d.deciderName != "Pieter van Aalst" {
		t.Errorf("a title then a whole name: %q %q", d.deciderTitle, d.deciderName)
	}
	for _, p := range Personas {
		sc := Scenario{Persona: p, Objection: "Competitor", Difficulty: DifficultyAdvanced, Industry: "Mining",
			Custom: "Dlamini Resources runs 3 pits with 400 operators. Our quote is R1.8 million a year, while Quarrytech offered R1.3 million a year with free training. They spend R90,000 a month on manual surveys."}
		open := strings.Join(Opening(sc), " ")
		if !strings.Contains(open, "Quarrytech") || regexp.MustCompile(`(?i)budget`).MatchString(open) {
			t.Errorf("%s: a Competitor card opens %q", p, open)
		}
		s := start(t, sc)
		if tr := s.say("What budget have you set for this?"); regexp.MustCompile(`R\s?[\d.,]+ (?:million )?a year\. That's what we set aside|budgeted R`).MatchString(tr.Text) {
			t.Errorf("%s: an invented budget: %q", p, tr.Text)
		}
	}
}

func TestOnlyWhen(t *testing.T) {
	for q, want := range map[string]bool{
		"When is she back?": true, "And who actually signs, and when is the board?": false,
		"What happened, and when does your contract end?": false, "When does the board sign off, and when do you need it running?": true,
		"Then I don't want to waste your time. When is she back?": true,
	} {
		if got := onlyWhen(q); got != want {
			t.Errorf("onlyWhen(%q) = %v", q, got)
		}
	}
}

// Arithmetic on the rep's own figure in any period, with whether it fits
// the card's budget or goes over its sign-off limit, over new wordings.
func TestRepFigureFitsOrGoesOver(t *testing.T) {
	cases := []struct {
		custom, msg, want string
	}{
		{"Ops lead at Tamarind Hotels, 5 properties. The group's IT budget for this is KES 2.4 million for the year. The owner, Wanjiru Kamau, signs.",
			"Our proposal is KES 540,000 a quarter. Over a whole year, does that fit what you have?", `KES 2(?:,160,000|\.16 million) a year.*fits inside our KES 2\.4 million a year, with KES 240,000 to spare`},
		{"Site manager at Borealis Mining, 2 pits. Regional COO Astrid Lind approves anything above CA$60,000 a year. They pay Minetrack CA$3,000 a month.",
			"We'd be CA$6,200 a month. What's that annually, and is that above what you can approve yourself?", `CA\$74,400 a year.*over the CA\$60,000 a year limit, so it goes to .*Astrid Lind`},
	}
	for _, c := range cases {
		for _, p := range Personas {
			s := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "General", Custom: c.custom})
			if tr := s.say(c.msg); !regexp.MustCompile(c.want).MatchString(tr.Text) {
				t.Errorf("%s: %q → %q, want %q", p, c.msg, tr.Text, c.want)
			}
		}
	}
}

// The rep's leisure story is small talk, and "how much overtime" is no
// budget question.
func TestStoryAndQuantity(t *testing.T) {
	custom := "Head of dispatch at Riverbend Couriers, 40 riders. They pay RouteKit $1,100 a month; the rep quoted $1,600 a month. Riders lose time on paper manifests."
	for _, p := range Personas {
		s := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Couriers", Custom: custom})
		tr := s.say("Honestly I went to the derby on Saturday with my brother, what a game, I've been hoarse all week.")
		if regexp.MustCompile(`\$1,[16]00|too expensive|price`).MatchString(tr.Text) {
			t.Errorf("%s: a leisure story met with the objection: %q", p, tr.Text)
		}
		tr = s.say("How much overtime do the riders put in each week because of the manifests?")
		if regexp.MustCompile(`\$1,[16]00`).MatchString(tr.Text) || !regexp.MustCompile(`(?i)check|look|know|not sure|no idea|track`).MatchString(tr.Text) {
			t.Errorf("%s: a quantity with no figure on the card: %q", p, tr.Text)
		}
	}
}

// A cut the incumbent or the rival offered is no cut of the rep's, and
// the buyer works out what it comes to.
func TestOthersCutIsNoCave(t *testing.T) {
	custom := "Rosa Quintero manages 3 physio clinics, 22 therapists. They pay Cliniko €640 a month, and Cliniko just offered 12% off to renew. Our quote is €780 a month. She signs."
	for _, p := range Personas {
		s := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Physiotherapy", Custom: custom})
		tr := s.say("So Cliniko is offering you 12% off. What does that bring it down to per month?")
		if !strings.Contains(tr.Text, "€563.20 a month") || regexp.MustCompile(`(?i)real price|first number|stop cutting|discount`).MatchString(tr.Text) {
			t.Errorf("%s: %q", p, tr.Text)
		}
	}
}

// A per-unit price the rep names, times the card's count of that unit.
func TestRepUnitTotal(t *testing.T) {
	custom := "Mara Eze runs Harbourline Marinas, 4 marinas with 620 berths. They pay DockMaster NGN 2.5 million a month. Our quote is NGN 4,500 per berth a month. The board signs."
	for _, p := range Personas {
		s := start(t, Scenario{Persona: p, Objection: ObjectionCompetition, Difficulty: DifficultyIntermediate, Industry: "Marinas", Custom: custom})
		tr := s.say("BerthBook quoted you NGN 3,800 a berth each month, right? What does that add up to in total?")
		if !strings.Contains(tr.Text, "NGN 2,356,000 a month") {
			t.Errorf("%s: %q", p, tr.Text)
		}
	}
}

// Totals of the card's own figures: a loss per event times the events, and
// a yearly spend over the term it renews for.
func TestCardTotals(t *testing.T) {
	cases := []struct{ custom, q, want string }{
		{"Ops head at Pinecrest Bakeries, 7 bakeries. They lose about $3,500 per missed wholesale delivery and had 12 last quarter. The rep quoted $1,900 a month.",
			"How many missed deliveries was that, and what did they cost you altogether?", `About \$42,000 last quarter: 12 at about \$3,500 each`},
		{"IT lead at Solent Dental, 5 practices. They pay Dentrix £1,200 a month and it renews automatically for three years on 1 May. Our quote is £1,500 a month.",
			"If you let it roll over, what are you committed to in total?", `3 years at £14,400 a year: £43,200`},
	}
	for _, c := range cases {
		for _, p := range Personas {
			s := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "General", Custom: c.custom})
			if tr := s.say(c.q); !regexp.MustCompile(c.want).MatchString(tr.Text) {
				t.Errorf("%s: %q → %q, want %q", p, c.q, tr.Text, c.want)
			}
		}
	}
}

// "Does that include X?" of the rival's offer gets the offer as the card
// gives it, not "I'd have to check".
func TestAskedOffer(t *testing.T) {
	custom := "Priti Nair is head of IT at Kaveri Hospitals, 3 hospitals. Our quote is ₹36 lakh a year; rival MedSphere has offered ₹29 lakh a year with free data migration. The CEO signs."
	for _, p := range Personas {
		s := start(t, Scenario{Persona: p, Objection: ObjectionCompetition, Difficulty: DifficultyIntermediate, Industry: "Hospitals", Custom: custom})
		tr := s.say("What did MedSphere come in at, and does it include migration?")
		if !strings.Contains(tr.Text, "free data migration") || regexp.MustCompile(`(?i)have to check|no idea`).MatchString(tr.Text) {
			t.Errorf("%s: %q", p, tr.Text)
		}
	}
}

// "How does that sit against your budget?" converts the rep's figure to
// the budget's period and says whether it fits, once.
func TestRepFigureAgainstBudget(t *testing.T) {
	custom := "Tomasz Wrona runs IT for Baltica Pharmacies, 14 pharmacies. Budget is zł 60k for the year; our quote is zł 4,600 a month. The owner signs."
	for _, p := range Personas {
		s := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Pharmacy", Custom: custom})
		tr := s.say("And our zł 4,600 a month, how does that compare with your zł 60k for the year?")
		if !strings.Contains(tr.Text, "55,200 a year") || !strings.Contains(tr.Text, "4,800 to spare") || strings.Count(tr.Text, "4,600 a month") > 1 {
			t.Errorf("%s: %q", p, tr.Text)
		}
	}
}

// The same question on the same card gets the same date every time: the
// question's words and their synonyms are gathered without ranging over a
// map that grows (whose new keys Go may or may not visit).
func TestAskedDateIsDeterministic(t *testing.T) {
	card := "Owner of a print shop with 14 staff. Our quote is ₦2.4m a year. She signs herself but wants two local references before the December wedding season."
	for _, q := range []string{"When do you need to be live?", "When would you want to start running it?", "When do you decide?"} {
		first := newEngine(Scenario{Persona: PersonaFriendly, Objection: ObjectionTrust, Custom: card}).askedDate(q)
		for range 60 {
			if got := newEngine(Scenario{Persona: PersonaFriendly, Objection: ObjectionTrust, Custom: card}).askedDate(q); got != first {
				t.Fatalf("%q answered %q, then %q", q, first, got)
			}
		}
	}
}
