package roleplay

import (
	"regexp"
	"strings"
	"testing"
)

// The buyer examples of issue 13, each as it was reported.
func TestIssue13BuyerExamples(t *testing.T) {
	sc := func(p Persona, o ObjectionType, industry, custom string) Scenario {
		return Scenario{Persona: p, Objection: o, Difficulty: DifficultyIntermediate, Industry: industry, Custom: custom}
	}
	t.Run("budget $2k/month is $2,000 a month", func(t *testing.T) {
		for _, p := range Personas {
			c := start(t, sc(p, ObjectionPrice, "Technology", "Head of support at a 40-person SaaS company; budget $2k/month for a helpdesk tool"))
			tr := c.say("I hear you. What budget did you set aside for this?")
			if !strings.Contains(tr.Text, "$2,000 a month") || strings.Contains(tr.Text, "$1,200") {
				t.Errorf("%s: budget answer %q", p, tr.Text)
			}
			if o := strings.Join(Opening(c.sc), " "); strings.Contains(o, "budget") && !strings.Contains(o, "$2,000 a month") {
				t.Errorf("%s: opening states another budget: %q", p, o)
			}
		}
	})
	t.Run("paying Cargowise $9,000 a month", func(t *testing.T) {
		for _, p := range Personas {
			c := start(t, sc(p, ObjectionPrice, "Logistics", "Operations director at a freight forwarder; paying Cargowise $9,000 a month"))
			tr := c.say("What do you pay today, and to whom?")
			if !strings.Contains(tr.Text, "$9,000") || !strings.Contains(tr.Text, "Cargowise") || strings.Contains(tr.Text, "$6,300") {
				t.Errorf("%s: spend answer %q", p, tr.Text)
			}
		}
	})
	t.Run("trialling Datadog, renewal in 6 weeks", func(t *testing.T) {
		for _, o := range []ObjectionType{ObjectionCompetition, ObjectionTiming, ObjectionPrice} {
			c := start(t, sc(PersonaSkeptical, o, "Technology", "VP of Engineering, trialling Datadog, renewal in 6 weeks"))
			c.say("Who else are you looking at?")
			c.say("What's driving the timing?")
			c.say("When does the decision need to be made?")
			all := strings.Join(Opening(c.sc), " ") + " " + strings.Join(texts(c.turns), " ")
			if strings.Contains(all, "Tessera") || strings.Contains(all, "SOC 2") {
				t.Errorf("%s: invented facts:\n%s", o, c.transcript())
			}
			if !strings.Contains(all, "Datadog") || !strings.Contains(all, "6 weeks") {
				t.Errorf("%s: the scenario's competitor or timing is missing:\n%s", o, c.transcript())
			}
		}
	})
	t.Run("Price personas quote different invented numbers", func(t *testing.T) {
		seen := map[string]bool{}
		for _, p := range Personas {
			seen[newFacts(sc(p, ObjectionPrice, "General", "Customer thinks your product is too expensive").normalized()).quote] = true
		}
		if len(seen) < 2 {
			t.Errorf("every Price persona quotes the same price: %v", seen)
		}
	})
	t.Run("the scenario is not pasted into speech", func(t *testing.T) {
		for _, p := range Personas {
			c := start(t, sc(p, ObjectionTiming, "Retail", "Owner of 14 stores, holiday season starts in 3 weeks, stock counts done by hand"))
			c.say("What's going on right now?")
			c.say("What's the biggest headache at the moment?")
			c.say("How many stores do you run?")
			all := strings.ToLower(strings.Join(Opening(c.sc), " ") + " " + strings.Join(texts(c.turns), " "))
			if strings.Contains(all, "owner of 14 stores") || strings.Contains(all, "stores, holiday") {
				t.Errorf("%s: the scenario read out:\n%s", p, c.transcript())
			}
			if !strings.Contains(all, "14 stores") || !strings.Contains(all, "3 weeks") {
				t.Errorf("%s: facts missing:\n%s", p, c.transcript())
			}
		}
	})
	t.Run("the game last night", func(t *testing.T) {
		for _, p := range Personas {
			c := start(t, sc(p, ObjectionPrice, "General", "Customer thinks your product is too expensive"))
			before := c.say("I understand. What budget did you plan for this?").Concession
			tr := c.say("Did you catch the game last night?")
			f := newFacts(c.sc.normalized())
			if tr.Concession > before || strings.Contains(tr.Text, firstField(f.quote)) || strings.Contains(tr.Text, firstField(f.budget)) {
				t.Errorf("%s: small talk answered with the objection or rewarded: %+v", p, tr)
			}
		}
	})
	t.Run("a discount after two good questions", func(t *testing.T) {
		for _, p := range Personas {
			c := start(t, sc(p, ObjectionPrice, "General", "Customer thinks your product is too expensive"))
			c.say("That's fair. What are you comparing the price against?")
			before := c.say("Makes sense. What does the manual work cost you today?").Concession
			for _, cave := range []string{"We can do it for $1,700 instead.", "No problem at all, I can match $1,700 right now. I'll send the contract over today."} {
				if tr := c.say(cave); tr.Concession > before {
					t.Errorf("%s: %q raised concession %.2f → %.2f", p, cave, before, tr.Concession)
				}
			}
		}
	})
}

// A question asked with something the buyer pushes back on is answered
// first, then the pushback.
func TestAnswerBeforePushback(t *testing.T) {
	for _, p := range Personas {
		c := start(t, Scenario{Persona: p, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Technology",
			Custom: "Head of support; budget $2k/month; your quote is $3,400/month"})
		for _, rep := range []string{
			"Our platform is a best-in-class, cutting-edge solution. What budget did you set aside?",
			"We can do 20% off today. What do you pay for your current tool?",
		} {
			tr := c.say(rep)
			low := strings.ToLower(tr.Text)
			answer := -1
			for _, m := range []string{"$2,000", "no separate line", "check", "number"} {
				if i := strings.Index(low, strings.ToLower(m)); i >= 0 && (answer < 0 || i < answer) {
					answer = i
				}
			}
			pushback := len(low)
			for _, m := range []string{"best-in-class", "20%", "discount", "price", "padded", "real"} {
				if i := strings.Index(low, m); i >= 0 && i < pushback && i != answer {
					pushback = i
				}
			}
			if answer < 0 || answer > pushback {
				t.Errorf("%s: %q → %q: the answer is missing or comes after the pushback", p, rep, tr.Text)
			}
		}
	}
}

// A rep who gets the buyer's budget or spend wrong is corrected with the
// scenario's figure; the right figure draws no correction.
func TestBuyerCorrectsWrongFigures(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Logistics",
		Custom: "Operations manager; they pay Samsara $2,100 a month; budget $1,800 a month"}
	c := start(t, sc)
	if tr := c.say("With your budget of $2,500, the gap is small."); !strings.Contains(tr.Text, "$1,800 a month, not $2,500") {
		t.Errorf("wrong budget not corrected: %q", tr.Text)
	}
	if tr := c.say("Since you're paying Samsara $1,900 today, we're close."); !strings.Contains(tr.Text, "$2,100 a month today, not $1,900") {
		t.Errorf("wrong spend not corrected: %q", tr.Text)
	}
	if tr := c.say("With your budget of $1,800 a month, we're $150 over."); strings.Contains(tr.Text, "not $") {
		t.Errorf("a right figure corrected: %q", tr.Text)
	}
}

// The web app's browser test (webapp/e2e/roleplay.e2e.test.mjs) plays
// these three replies on the Price preset and expects these reactions;
// here for every persona and difficulty, so a change to the buyer shows up
// before the browser test runs.
func TestWebAppRoleplayExchanges(t *testing.T) {
	ex := []struct {
		say string
		re  *regexp.Regexp
	}{
		{"I hear you, budget matters. What are you comparing the $4,800 against?", regexp.MustCompile(`\$\d`)},
		{"Our best-in-class synergy is really great, trust me.", regexp.MustCompile(`(?i)trust me|proof|writing|show me|example|evidence|specific`)},
		{"Teams your size save about 20 hours a month on reporting. Could we put that against the gap on a one-page ROI sheet and review it Thursday?", regexp.MustCompile(`(?i)Thursday|one-pager|one page`)},
	}
	for _, p := range Personas {
		for _, d := range Difficulties {
			sc := Presets()[0]
			sc.Persona, sc.Difficulty = p, d
			c := start(t, sc)
			for i, e := range ex {
				if tr := c.say(e.say); !e.re.MatchString(tr.Text) {
					t.Errorf("%s/%s reply %d: %q does not match %v", p, d, i+1, tr.Text, e.re)
				}
			}
		}
	}
}
