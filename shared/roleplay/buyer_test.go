package roleplay

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// convo drives a scripted role-play against the built-in buyer.
type convo struct {
	t     *testing.T
	sc    Scenario
	b     *Buyer
	h     []Message
	turns []Turn
}

func start(t *testing.T, sc Scenario) *convo {
	t.Helper()
	c := &convo{t: t, sc: sc, b: &Buyer{}}
	for i, line := range Opening(sc) {
		c.h = append(c.h, Message{ID: fmt.Sprintf("o%d", i), Sender: SenderAI, Text: line})
	}
	return c
}

func (c *convo) say(rep string) Turn {
	c.t.Helper()
	tr := c.b.Reply(c.sc, c.h, rep)
	c.h = append(c.h,
		Message{ID: fmt.Sprintf("u%d", len(c.h)), Sender: SenderUser, Text: rep},
		Message{ID: fmt.Sprintf("a%d", len(c.h)+1), Sender: SenderAI, Text: tr.Text, Confidence: tr.Confidence})
	c.turns = append(c.turns, tr)
	return tr
}

func (c *convo) transcript() string {
	var b strings.Builder
	for _, m := range c.h {
		who := "buyer"
		if m.Sender == SenderUser {
			who = "rep  "
		}
		fmt.Fprintf(&b, "  %s: %s\n", who, m.Text)
	}
	return b.String()
}

func scenario(p Persona, d Difficulty) Scenario {
	sc := Presets()[0] // Price, General
	sc.Persona, sc.Difficulty = p, d
	return sc
}

// goodPriceConversation earns a Beginner buyer's yes in four replies:
// acknowledge and ask, ask more, value with proof, a concrete next step.
var goodPriceConversation = []string{
	"I hear you, and I'd rather know that now than later. What are you comparing the price against?",
	"That makes sense. What does the manual follow-up cost you today, and how many people are involved?",
	"So at your size, getting even half of those hours back is worth more than the difference in price. A 40-person logistics firm we work with cut their follow-up time by 60% in the first quarter, and I can put you in touch with their ops lead.",
	"Would a 30-minute call on Thursday with your finance lead work, so we can walk through the numbers on your own data?",
}

// longGoodConversation keeps earning trust for nine replies.
var longGoodConversation = append(append([]string{}, goodPriceConversation...),
	"Understood, one example isn't enough. What would you need to see to feel confident?",
	"Fair. Half of your 8 hours a week back for 35 people is 140 hours a month, which is worth far more than the $1,800 gap. A 30-person accounting firm cut manual data entry by 50% in two months; their COO will take your call.",
	"That's fair. Who else would weigh in on this?",
	"Here's what I'd suggest: a two-week pilot on your own data starting Monday, with success measures we agree up front; if the hours don't drop, you walk away at no cost. Could we book 30 minutes on Thursday to agree the measures?",
	"I understand you need to be sure. A 50-person distribution company cut follow-up time by 40% in their pilot, and their ops director is happy to talk to you. Would a 20-minute call with them on Tuesday help?",
)

// (a) Buzzwords and generic claims get pushback, not concessions.
func TestBuzzwordsAndGenericClaimsGetPushback(t *testing.T) {
	for _, p := range Personas {
		t.Run(string(p), func(t *testing.T) {
			c := start(t, scenario(p, DifficultyBeginner))
			tr := c.say("Our platform is a best-in-class, cutting-edge solution that delivers real synergy.")
			low := strings.ToLower(tr.Text)
			if !strings.Contains(low, "best-in-class") && !strings.Contains(low, "buzzword") {
				t.Errorf("no pushback on the buzzword:\n%s", c.transcript())
			}
			if tr.Stance != StanceResistant || tr.Concession != 0 {
				t.Errorf("buzzwords moved the buyer: %+v", tr)
			}

			tr = c.say("We have a lot of very happy customers and a great team behind the product.")
			if tr.Stance == StanceSoftening || tr.Stance == StanceAgreeing || tr.Concession > 0 {
				t.Errorf("a generic claim softened the buyer: %+v\n%s", tr, c.transcript())
			}
			if !hasWord(tr.Text, "us", "our", "my", "care", "claim", "here", "payoff") {
				t.Errorf("generic claim: the buyer does not ask what it means for them: %q", tr.Text)
			}

			tr = c.say("Customers see a 10x return on this.")
			if !strings.Contains(strings.ToLower(tr.Text), "10x") {
				t.Errorf("an unsupported number is not questioned: %q", tr.Text)
			}
		})
	}
}

func isDiscountProbe(text string) bool {
	low := strings.ToLower(text)
	return strings.Contains(low, "price") || strings.Contains(low, "discount") || strings.Contains(low, "number") ||
		strings.Contains(low, "cut") || strings.Contains(low, "cheaper")
}

// (b) Caving on price gets probed and never softens the buyer.
func TestInstantDiscountIsProbed(t *testing.T) {
	for _, p := range Personas {
		t.Run(string(p), func(t *testing.T) {
			c := start(t, scenario(p, DifficultyBeginner))
			tr := c.say("I can take 30% off today if that helps.")
			if !isDiscountProbe(tr.Text) || tr.Stance != StanceResistant || tr.Concession != 0 {
				t.Errorf("instant discount: %+v\n%s", tr, c.transcript())
			}

			// After some earned trust a discount still gives nothing back.
			c = start(t, scenario(p, DifficultyBeginner))
			before := c.say(goodPriceConversation[0]).Concession
			if before <= 0 {
				t.Fatalf("a good first reply earned nothing: %v", before)
			}
			tr = c.say("Tell you what, I can knock 30% off right now.")
			if !isDiscountProbe(tr.Text) {
				t.Errorf("the discount is not probed: %q", tr.Text)
			}
			if tr.Concession >= before || tr.Stance != StanceResistant {
				t.Errorf("a discount softened the buyer: %.2f -> %+v", before, tr)
			}
			again := c.say("Okay, I could go to 40% off if you sign today.")
			if again.Concession >= tr.Concession || again.Text == tr.Text {
				t.Errorf("a second discount: %+v after %+v", again, tr)
			}
		})
	}
	// The probe names the cut when one persona's line can.
	c := start(t, scenario(PersonaAssertive, DifficultyBeginner))
	var named bool
	for _, offer := range []string{"I can do 30% off.", "Fine, 30% off then.", "What about 30% off?"} {
		named = named || strings.Contains(c.say(offer).Text, "30%")
	}
	if !named {
		t.Errorf("the buyer never mentions the 30%% cut:\n%s", c.transcript())
	}
}

// (c) Acknowledging and asking gets answers, and the facts stay the same.
func TestDiscoveryAnswersStayConsistent(t *testing.T) {
	for _, p := range Personas {
		t.Run(string(p), func(t *testing.T) {
			sc := scenario(p, DifficultyIntermediate)
			f := newFacts(sc.normalized())
			c := start(t, sc)
			budget := money(f.budgetN)
			if !strings.Contains(strings.Join(Opening(sc), " "), budget) {
				t.Fatalf("the opening does not state the budget %s: %q", budget, Opening(sc))
			}
			tr := c.say("I understand, that's a real concern. What budget did you set aside for this?")
			if !strings.Contains(tr.Text, budget) {
				t.Errorf("budget answer %q does not say %s", tr.Text, budget)
			}
			if !hasWord(tr.Text, "said", "mentioned", "told", "before", "still", "same", "moved") {
				t.Errorf("the buyer does not remember stating the budget already: %q", tr.Text)
			}
			if tr.Stance == StanceResistant {
				t.Errorf("acknowledge + ask left the buyer resistant: %+v", tr)
			}
			tr = c.say("That helps. How many people are on the team?")
			if !strings.Contains(tr.Text, f.company) {
				t.Errorf("team answer %q does not say %q", tr.Text, f.company)
			}
			tr = c.say("Makes sense. Are you looking at any other vendors?")
			if !strings.Contains(tr.Text, f.competitor) {
				t.Errorf("competitor answer %q does not name %s", tr.Text, f.competitor)
			}
			tr = c.say("Got it. And how big is the team again?")
			if !strings.Contains(tr.Text, f.company) || !hasWord(tr.Text, "said", "mentioned", "told", "before", "still", "same") {
				t.Errorf("second team answer %q is not consistent with %q", tr.Text, f.company)
			}
			tr = c.say("Who else is involved in a decision like this?")
			if !strings.Contains(tr.Text, f.deciderName) {
				t.Errorf("decision answer %q does not name %s", tr.Text, f.deciderName)
			}
			if c.turns[len(c.turns)-1].Concession <= 0 {
				t.Errorf("five discovery questions earned nothing:\n%s", c.transcript())
			}
		})
	}
	// A different conversation with the same scenario meets the same buyer.
	a := start(t, scenario(PersonaFriendly, DifficultyBeginner)).say("Who else are you talking to?")
	b := start(t, scenario(PersonaFriendly, DifficultyExpert)).say("Are you comparing us with anyone?")
	comp := newFacts(scenario(PersonaFriendly, DifficultyBeginner).normalized()).competitor
	if !strings.Contains(a.Text, comp) || !strings.Contains(b.Text, comp) {
		t.Errorf("the competitor changes between conversations: %q / %q (want %s)", a.Text, b.Text, comp)
	}
}

// The custom description's numbers become the buyer's facts.
func TestCustomScenarioFacts(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyBeginner, Industry: "SaaS",
		Custom: "VP of Sales at a 60-rep software company; reps spend about 6 hours a week logging calls into the CRM by hand. Quote is $2,000 a month."}
	opening := strings.Join(Opening(sc), " ")
	if !strings.Contains(opening, "$2,000 a month") {
		t.Errorf("opening ignores the quoted price: %q", opening)
	}
	c := start(t, sc)
	tr := c.say("I understand. What's the biggest challenge for your reps at the moment?")
	if !strings.Contains(tr.Text, "our reps spend about 6 hours a week logging calls into the CRM by hand") {
		t.Errorf("pain answer ignores the custom situation: %q", tr.Text)
	}
	tr = c.say("How big is the sales team?")
	if !strings.Contains(tr.Text, "60 reps") {
		t.Errorf("team answer ignores the custom situation: %q", tr.Text)
	}
}

// (d) Value, proof and a next step after earned trust get a conditional yes.
func TestEarnedTrustGetsConditionalYes(t *testing.T) {
	for _, p := range Personas {
		t.Run(string(p), func(t *testing.T) {
			c := start(t, scenario(p, DifficultyBeginner))
			for i, rep := range goodPriceConversation {
				tr := c.say(rep)
				if i < len(goodPriceConversation)-1 && tr.Stance == StanceAgreeing {
					t.Errorf("agreed before the next step was proposed (turn %d)", i+1)
				}
			}
			last := c.turns[len(c.turns)-1]
			if last.Stance != StanceAgreeing {
				t.Fatalf("no yes after value, proof and a next step: %+v\n%s", last, c.transcript())
			}
			if !strings.Contains(last.Text, "30-minute call on Thursday") {
				t.Errorf("the yes does not name the step: %q", last.Text)
			}
			if !strings.Contains(last.Text, " if ") && !strings.Contains(last.Text, "as long as") {
				t.Errorf("the yes is not conditional: %q", last.Text)
			}
			if third := c.turns[2]; third.Stance != StanceSoftening {
				t.Errorf("value with proof did not soften the buyer: %+v", third)
			}
			// The buyer stays agreed while the rep confirms logistics.
			if tr := c.say("Great. I'll send the invite today."); tr.Stance != StanceAgreeing || strings.Contains(tr.Text, " if ") {
				t.Errorf("after the yes: %+v", tr)
			}
		})
	}
}

// The same next step asked for too early is refused.
func TestNextStepTooEarlyIsRefused(t *testing.T) {
	for _, p := range Personas {
		c := start(t, scenario(p, DifficultyBeginner))
		tr := c.say("Could we set up a 30-minute call on Thursday to go through it?")
		if tr.Stance == StanceAgreeing || strings.Contains(tr.Text, "30-minute call") {
			t.Errorf("%s agreed to a call before anything was earned: %+v", p, tr)
		}
	}
}

// Caving after a yes takes it back.
func TestDiscountAfterYesTakesItBack(t *testing.T) {
	c := start(t, scenario(PersonaFriendly, DifficultyBeginner))
	for _, rep := range goodPriceConversation {
		c.say(rep)
	}
	if c.turns[len(c.turns)-1].Stance != StanceAgreeing {
		t.Fatalf("no yes:\n%s", c.transcript())
	}
	tr := c.say("And I'll throw in 20% off on top of that.")
	if tr.Stance == StanceAgreeing || !isDiscountProbe(tr.Text) {
		t.Errorf("a discount after the yes: %+v", tr)
	}
}

// (e) Harder difficulties concede less for the same conversation.
func TestHarderDifficultiesConcedeLess(t *testing.T) {
	for _, p := range Personas {
		t.Run(string(p), func(t *testing.T) {
			conc := map[Difficulty][]float64{}
			firstYes := map[Difficulty]int{}
			for _, d := range Difficulties {
				c := start(t, scenario(p, d))
				firstYes[d] = -1
				for i, rep := range longGoodConversation {
					tr := c.say(rep)
					conc[d] = append(conc[d], tr.Concession)
					if tr.Stance == StanceAgreeing && firstYes[d] < 0 {
						firstYes[d] = i
					}
				}
			}
			for i := range longGoodConversation {
				for k := 1; k < len(Difficulties); k++ {
					easier, harder := Difficulties[k-1], Difficulties[k]
					if conc[harder][i] > conc[easier][i] {
						t.Errorf("turn %d: %s conceded %.2f, more than %s's %.2f", i+1, harder, conc[harder][i], easier, conc[easier][i])
					}
				}
			}
			n := len(longGoodConversation) - 1
			if conc[DifficultyExpert][n] >= conc[DifficultyBeginner][n] {
				t.Errorf("Expert ends at %.2f, Beginner at %.2f", conc[DifficultyExpert][n], conc[DifficultyBeginner][n])
			}
			if firstYes[DifficultyBeginner] < 0 {
				t.Errorf("Beginner never agreed")
			}
			if y := firstYes[DifficultyExpert]; y >= 0 && y <= firstYes[DifficultyBeginner] {
				t.Errorf("Expert agreed at turn %d, Beginner at %d", y+1, firstYes[DifficultyBeginner]+1)
			}
			if firstYes[DifficultyExpert] == firstYes[DifficultyBeginner] {
				t.Errorf("Expert and Beginner agree at the same turn")
			}
		})
	}
}

// (f) No buyer line is repeated within a conversation.
func TestNoRepeatedLineOver20Turns(t *testing.T) {
	varied := []string{
		"Our solution is best-in-class.",
		"I can give you 20% off.",
		"What are you using today?",
		"Does that make sense?",
		"We have lots of happy customers.",
		"asdf qwer",
		"Let me know if you change your mind.",
		"I hear you. What would you need to see?",
	}
	for _, p := range Personas {
		for _, o := range Objections {
			for name, reps := range map[string]func(i int) string{
				"varied": func(i int) string { return varied[i%len(varied)] },
				"same":   func(int) string { return "Our solution is best-in-class." },
				"good":   func(i int) string { return longGoodConversation[i%len(longGoodConversation)] },
				"empty":  func(int) string { return "" },
			} {
				sc := Scenario{Persona: p, Objection: o, Difficulty: DifficultyIntermediate, Industry: "Healthcare"}
				c := start(t, sc)
				for i := 0; i < 20; i++ {
					c.say(reps(i))
				}
				seen := map[string]bool{}
				for _, m := range c.h {
					if m.Sender != SenderAI {
						continue
					}
					if strings.ContainsAny(m.Text, "{}") {
						t.Errorf("%s/%s/%s: unfilled template: %q", p, o, name, m.Text)
					}
					n := normLine(m.Text)
					if seen[n] {
						t.Errorf("%s/%s/%s: repeated line %q\n%s", p, o, name, m.Text, c.transcript())
						break
					}
					seen[n] = true
				}
			}
		}
	}
}

// (g) The same conversation always gets the same reply.
func TestDeterministic(t *testing.T) {
	sc := scenario(PersonaSkeptical, DifficultyAdvanced)
	c := start(t, sc)
	for _, rep := range longGoodConversation[:5] {
		c.say(rep)
	}
	input := "What would it take for you to bring this to your boss?"
	first := c.b.Reply(sc, c.h, input)
	// Other IDs and timestamps, a fresh Buyer: same reply.
	h2 := make([]Message, len(c.h))
	for i, m := range c.h {
		m.ID = fmt.Sprintf("other-%d", i)
		m.Timestamp = time.Unix(int64(i)*1000, 0)
		h2[i] = m
	}
	for i := 0; i < 3; i++ {
		if got := (&Buyer{}).Reply(sc, h2, input); got != first {
			t.Fatalf("run %d: %+v, want %+v", i, got, first)
		}
	}
	// A history that already ends with the input gives the same reply.
	withInput := append(append([]Message{}, c.h...), Message{Sender: SenderUser, Text: input})
	if got := c.b.Reply(sc, withInput, input); got != first {
		t.Errorf("trailing copy of the input: %+v, want %+v", got, first)
	}
}

// Empty, garbage and hostile-to-parsers input never panics.
func TestOddInput(t *testing.T) {
	for _, in := range []string{"", "   ", "\n\t", "asdf qwer zxcv", "???", "!!!", "12345", "\xff\xfe\xfd",
		"🙂🙂🙂", strings.Repeat("a", 60000), strings.Repeat("word ", 5000), "<script>alert(1)</script>",
		"{budget} {quote} {step}", "Привет, как дела?", "Was ist Ihr Budget?"} {
		for _, p := range Personas {
			sc := scenario(p, DifficultyExpert)
			tr := (&Buyer{}).Reply(sc, []Message{{Sender: "??"}, {Sender: SenderUser, Text: in}}, in)
			if strings.TrimSpace(tr.Text) == "" || tr.Confidence < 0 || tr.Confidence > 100 || !utf8.ValidString(tr.Text) {
				t.Errorf("%s %q: %+v", p, clip(in, 20), tr)
			}
			if strings.Contains(tr.Text, "{") {
				t.Errorf("%s %q: template leaked: %q", p, clip(in, 20), tr.Text)
			}
		}
	}
	tr := (&Buyer{}).Reply(scenario(PersonaFriendly, DifficultyBeginner), nil, "asdf qwer zxcv")
	if tr.Confidence >= ConfidenceWarning {
		t.Errorf("gibberish answered with confidence %d", tr.Confidence)
	}
	// A zero scenario works too.
	if tr := (&Buyer{}).Reply(Scenario{}, nil, "Hello"); tr.Text == "" {
		t.Error("zero scenario: empty reply")
	}
	var nilBuyer *Buyer
	if tr := nilBuyer.Reply(Scenario{}, nil, "Hi"); tr.Text == "" {
		t.Error("nil buyer: empty reply")
	}
}

// A rep who strays from their script is asked about one of its points.
func TestScriptStrayGetsAsked(t *testing.T) {
	sc := scenario(PersonaAssertive, DifficultyIntermediate)
	sc.Script = `Opening: thank you for your time.
- Teams like yours cut reporting time by 50% in the first month.
- Onboarding takes 10 days and you keep your existing data.
Close: propose a call with the decision maker.`
	c := start(t, sc)
	for _, rep := range []string{"The weather has been great lately.", "We have lots of happy users.", "Our office is in Boston."} {
		c.say(rep)
	}
	all := c.transcript()
	if !strings.Contains(all, "Teams like yours cut reporting time by 50% in the first month") {
		t.Errorf("the buyer never asks about the script:\n%s", all)
	}
	if strings.Contains(all, "thank you for your time\"") {
		t.Errorf("a greeting was taken for a key point:\n%s", all)
	}
	// On script, no probe.
	c = start(t, sc)
	c.say("I hear you. What does reporting cost you today?")
	tr := c.say("Teams like yours cut reporting time by half in the first month.")
	if strings.Contains(tr.Text, "Your deck") || strings.Contains(tr.Text, "haven't mentioned") {
		t.Errorf("probed a rep who is on script: %q", tr.Text)
	}
}

func TestOpening(t *testing.T) {
	for _, o := range Objections {
		lines := map[string]Persona{}
		for _, p := range Personas {
			sc := Scenario{Persona: p, Objection: o, Difficulty: DifficultyBeginner, Industry: "Finance"}
			op := Opening(sc)
			if len(op) != 2 || strings.TrimSpace(op[0]) == "" || strings.TrimSpace(op[1]) == "" {
				t.Fatalf("%s/%s: %q", o, p, op)
			}
			for _, l := range op {
				if strings.ContainsAny(l, "{}") || len(l) > MaxReplyChars {
					t.Errorf("%s/%s: bad line %q", o, p, l)
				}
			}
			if q, dup := lines[op[0]]; dup {
				t.Errorf("%s: %s and %s open the same way", o, p, q)
			}
			lines[op[0]] = p
			if again := Opening(sc); again[0] != op[0] || again[1] != op[1] {
				t.Errorf("%s/%s: opening not deterministic", o, p)
			}
		}
	}
}

// Every persona has lines for every situation.
func TestPoolsCoverEveryPersona(t *testing.T) {
	for name, pl := range pools {
		for _, p := range Personas {
			if len(pl[p]) == 0 {
				t.Errorf("pool %q has no lines for %s", name, p)
			}
		}
	}
	for _, o := range Objections {
		for _, p := range Personas {
			if len(openings[o][p]) == 0 || len(restates[o][p]) == 0 {
				t.Errorf("%s/%s lacks openings or restatements", o, p)
			}
		}
		if len(concerns[o][0]) == 0 || len(conditions[o]) == 0 {
			t.Errorf("%s lacks concerns or conditions", o)
		}
	}
}
