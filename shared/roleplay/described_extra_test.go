package roleplay

import (
	"strings"
	"testing"
)

// The roles described.go's per-sum reading used to miss, in several
// wordings each: who the buyer is, who decides (title and name without
// commas, two people jointly, the buyer with a partner, the buyer alone),
// camel-case vendors, labels that only name the fact, zero budget or
// spend, a vendor's past failure.
func TestDescribeReadsMoreRoles(t *testing.T) {
	for _, tc := range []struct {
		custom string
		check  func(d described) string // "" when fine, else what is wrong
	}{
		{"The buyer is Dr. Ana Ruiz, owner of a dental practice. She pays openDental $300 a month.", func(d described) string {
			if d.buyerName != "Dr. Ana Ruiz" || d.vendor != "openDental" {
				return "buyer " + d.buyerName + ", vendor " + d.vendor
			}
			return ""
		}},
		{"Name: Tom Okafor\nRole: Fleet manager\nDecision maker: Finance director Ruth Ames\nBudget: $900 a month ceiling\nCurrent system: Maxwell Track, about $700 a month", func(d described) string {
			if d.buyerName != "Tom Okafor" || d.deciderName != "Ruth Ames" || d.budget.String() != "$900 a month" || d.spend.String() != "$700 a month" {
				return "buyer " + d.buyerName + ", decider " + d.deciderName + ", budget " + d.budget.String() + ", spend " + d.spend.String()
			}
			return ""
		}},
		{"Board treasurer Kofi Mensah must approve any new contract. We pay $400 a month today.", func(d described) string {
			if d.deciderName != "Kofi Mensah" || !strings.Contains(d.deciderTitle, "treasurer") {
				return "decider " + d.deciderTitle + " / " + d.deciderName
			}
			return ""
		}},
		{"The two managing partners, Lea Holt and Sam Reyes, sign off jointly. Budget is $2,000 a month.", func(d described) string {
			if d.deciderMode != "group" || !strings.Contains(d.deciderName, "Lea Holt and Sam Reyes") {
				return "mode " + d.deciderMode + ", name " + d.deciderName
			}
			return ""
		}},
		{"He decides together with his business partner, Mr. Ito Sato. Budget is $500 a month.", func(d described) string {
			if d.deciderMode != "joint" || !strings.Contains(d.deciderName, "Sato") {
				return "mode " + d.deciderMode + ", name " + d.deciderName
			}
			return ""
		}},
		{"Buyer: Nora Lind\nDecision: Nora decides alone\nBudget: $300 a month", func(d described) string {
			if d.deciderMode != "self" {
				return "mode " + d.deciderMode
			}
			return ""
		}},
		{"Note to the role-player: you are Ivan Petrov, COO of a bakery chain. You approve anything under $10,000 a year yourself.", func(d described) string {
			if d.deciderMode != "self" || d.selfLimit != "anything under $10,000 a year" {
				return "mode " + d.deciderMode + ", limit " + d.selfLimit
			}
			return ""
		}},
		{"We track orders on a paper ledger and a shared Google Sheet, and we don't pay anything for it. There is no budget for software this year.", func(d described) string {
			if !d.spendNone || !d.budgetNone || !strings.Contains(d.current, "paper ledger") {
				return "spendNone/budgetNone/current: " + d.current
			}
			return ""
		}},
		{"Their old scheduling software, Shiftly, double-booked nurses for a month in 2022.", func(d described) string {
			if !strings.Contains(d.burned, "Shiftly") {
				return "burned " + d.burned
			}
			return ""
		}},
		{"A payroll provider lost two months of records last spring. Budget: $1,200 a month.", func(d described) string {
			if !strings.Contains(d.burned, "payroll provider lost") {
				return "burned " + d.burned
			}
			return ""
		}},
		{"Timing: harvest starts September 1; nothing new goes live before it ends. Size: 40 tractors, 12 drivers.", func(d described) string {
			if strings.Contains(strings.ToLower(d.timing), "timing") || !strings.Contains(d.timing, "harvest starts September 1") {
				return "timing " + d.timing
			}
			if strings.Contains(d.pain, "40 tractors") {
				return "a count read as the situation: " + d.pain
			}
			return ""
		}},
		{"I'm a partner at a 25-person law firm. Two years ago our previous billing vendor lost client files. Tax season starts in January.", func(d described) string {
			if d.role != "partner" || strings.Contains(d.timing, "ago") || !strings.Contains(d.timing, "January") {
				return "role " + d.role + ", timing " + d.timing
			}
			return ""
		}},
		{"Current CRM: HubSpot Sales Hub, $96 per seat per month. My GM, Oliver Grant, and the owner, Mrs. Vance, approve anything over $5,000 a year together.", func(d described) string {
			if d.spend.String() != "$96 per seat a month" || d.vendor != "HubSpot Sales Hub" || d.deciderMode != "group" || !strings.Contains(d.deciderName, "Mrs. Vance") {
				return "spend " + d.spend.String() + " to " + d.vendor + ", deciders " + d.deciderMode + " " + d.deciderName
			}
			return ""
		}},
		{"Route 66 Diner, 14 staff. Sage 300 for the books.", func(d described) string {
			for _, c := range d.counts {
				if strings.HasPrefix(c, "66") || strings.HasPrefix(c, "300") {
					return "a number in a name read as a count: " + c
				}
			}
			return ""
		}},
	} {
		if msg := tc.check(describe(tc.custom)); msg != "" {
			t.Errorf("%q: %s", tc.custom, msg)
		}
	}
}

// A detailed scenario's buyer never invents what it leaves out: no
// sign-off threshold, no meeting, no price for a competitor named without
// one, no edge for them, and no stock decider when the scenario names one.
func TestDetailedScenarioInventsNothing(t *testing.T) {
	sc := Scenario{Persona: PersonaAssertive, Objection: ObjectionCompetition, Difficulty: DifficultyIntermediate, Industry: "Logistics",
		Custom: "Mara Voss is the dispatch manager at a 30-truck carrier. They pay RouteHub $1,100 a month. Budget is $1,000 a month; our quote is $1,300 a month. She is also looking at Trakka. The owner, Piet Voss, signs every contract."}
	c := start(t, sc)
	for _, q := range []string{"Who else are you looking at?", "Who signs off on this?", "What would you be willing to spend each month?", "What do you pay today, and to whom?"} {
		c.say(q)
	}
	all := strings.Join(append(Opening(sc), texts(c.turns)...), " ")
	for _, bad := range []string{"anything over", "meeting", "onboarding", "free trial", "month to month", "integrate"} {
		if strings.Contains(all, bad) {
			t.Errorf("invented %q:\n%s", bad, c.transcript())
		}
	}
	for _, want := range []string{"Trakka", "Piet", "$1,000 a month", "RouteHub", "$1,100 a month"} {
		if !strings.Contains(all, want) {
			t.Errorf("never said %q:\n%s", want, c.transcript())
		}
	}
}

// A detailed scenario that does not say who decides gets no preset decider
// ("our CFO, Dana"): asked who signs, the buyer says it would have to check.
func TestDetailedScenarioInventsNoDecider(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Retail",
		Custom: "Noor Haddad runs a bakery with 4 shops and 31 staff. She pays Lightspeed $390 a month. Her budget is $350 a month and our quote is $420 a month. Her Lightspeed term ends on August 31."}
	c := start(t, sc)
	for _, q := range []string{"Who signs off on something like this?", "Is anyone else involved in the decision?"} {
		c.say(q)
	}
	all := strings.Join(append(Opening(sc), texts(c.turns)...), " ")
	var presets []deciderInfo
	for _, p := range industries {
		presets = append(presets, p.deciders...)
	}
	for _, d := range presets {
		if strings.Contains(all, d.name) {
			t.Errorf("invented the decider %s, %s:\n%s", d.title, d.name, c.transcript())
		}
	}
	if !strings.Contains(all, "check") && !strings.Contains(all, "not sure") {
		t.Errorf("asked who decides, the buyer neither answered nor said it would check:\n%s", c.transcript())
	}
}

// The question decides which fact answers it, whatever the wording: what
// the buyer would spend is the budget, what it costs today is the spend,
// "how are X done today?" is the method, "who would weigh in?" is who
// decides, "anyone else pitching you?" is the competition.
func TestQuestionsByRule(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionNeed, Difficulty: DifficultyBeginner, Industry: "Retail",
		Custom: "Owner of a garden centre with 11 staff. Orders are taken by phone and written in a notebook. We pay Shopkeep $90 a month for the till. I'd want to stay under $150 a month. My son, Luca Berg, does the books and would have to agree. We've also had a demo from Tillo."}
	for _, tc := range []struct{ q, want string }{
		{"What's the most you'd be comfortable spending each month?", "$150 a month"},
		{"What's the till costing you right now?", "$90 a month"},
		{"How are orders handled today?", "notebook"},
		{"Is there anyone in the family who'd weigh in on this?", "Luca"},
		{"Is anyone else pitching you on this?", "Tillo"},
		{"When's a good time to follow up?", "know of"},
	} {
		c := start(t, sc)
		tr := c.say(tc.q)
		if !strings.Contains(tr.Text, tc.want) {
			t.Errorf("%q → %q, want it to say %q", tc.q, tr.Text, tc.want)
		}
		if strings.Contains(tr.Text, " and is ") {
			t.Errorf("%q → %q: ungrammatical", tc.q, tr.Text)
		}
	}
}

// Rudeness is contempt for the buyer, not a word out of context.
func TestContemptIsRude(t *testing.T) {
	for _, s := range []string{"That's a pretty naive way to run a warehouse.", "I'm surprised it still works at all.", "I'm not sure you understood our demo.",
		"Honestly, that's a ridiculous way to run a firm."} {
		if !isRude(strings.ToLower(s)) {
			t.Errorf("%q not read as rude", s)
		}
	}
	for _, s := range []string{"What monthly budget did you have in mind for whatever replaces it?", "Whatever works for you is fine.", "I know the price can feel ridiculous at first.",
		"It's not a naive question at all."} {
		if isRude(strings.ToLower(s)) {
			t.Errorf("%q read as rude", s)
		}
	}
}
