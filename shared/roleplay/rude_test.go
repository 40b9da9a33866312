package roleplay

import (
	"strings"
	"testing"
)

// A jab stays rude when the same message asks a question or names a
// figure; plain talk about problems is not a jab. Wordings appear in no
// review round.
func TestJabsWithAQuestionAreRude(t *testing.T) {
	for _, s := range []string{
		"If $300 a month is too much, you're clearly not serious about fixing this. Want the deal or not?",
		"Your old supplier's outage was not my fault. Do you want the 10% or not?",
		"Look, who cares what the last vendor did? Can we sign by Friday?",
		"Frankly that isn't our problem. What's your budget?",
	} {
		if !isRude(strings.ToLower(s)) {
			t.Errorf("not read as rude: %q", s)
		}
	}
	for _, s := range []string{
		"What's the biggest problem with your current setup?",
		"Is that a concern for the board, or mainly for you?",
		"Are you serious about starting before June, or is that a stretch?",
		"If the rollout slipped, that would be our problem to fix, not yours.",
	} {
		if isRude(strings.ToLower(s)) {
			t.Errorf("read as rude: %q", s)
		}
	}
	// a jab with a question: the buyer reacts to the jab, concession does not rise
	sc := Scenario{Persona: PersonaAssertive, Objection: ObjectionPrice, Difficulty: DifficultyIntermediate, Industry: "Retail",
		Custom: "Tomas Reyes owns three garden centres. He pays Shopify POS $600 a month; the rep's quote is $720 a month."}
	c := start(t, sc)
	before := c.say("What do you pay Shopify today?").Concession
	tr := c.say("Honestly, if you can't find $120 a month you're not serious about growing. So are we doing this?")
	if tr.Concession > before || tr.Stance != StanceResistant {
		t.Errorf("jab: %q stance %s concession %.2f → %.2f", tr.Text, tr.Stance, before, tr.Concession)
	}
}
