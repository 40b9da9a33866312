package roleplay

import (
	"strings"
	"testing"
)

// Facts the buyer reads from the description by role (a competitor, the
// vendor paid today, who decides, the timing, a past failure) are the
// rep's words: the LLM's system prompt points at the description instead
// of repeating them, and keeps the sums.
func TestLLMSystemPromptLeavesDescribedFactsToTheDescription(t *testing.T) {
	sc := Scenario{Persona: PersonaSkeptical, Objection: ObjectionCompetition, Difficulty: DifficultyAdvanced, Industry: "Technology",
		Custom: "Head of Support at a Qorvlin company. They pay Zentrivo $2,100 a month. Budget: $1,800 a month. Also considering Plaxfire. " +
			"The Brumbly renewal is in 6 weeks. The CFO, Wendeline Okafor, signs anything over $1,000 a month. Their last vendor, Oxtrell, shut down in March."}
	sys := systemPrompt(sc, "The rep asked you a question.")
	for _, leak := range []string{"Qorvlin", "Zentrivo", "Plaxfire", "Brumbly", "Wendeline", "Oxtrell"} {
		if strings.Contains(sys, leak) {
			t.Errorf("system prompt holds the description's %q:\n%s", leak, sys)
		}
	}
	for _, want := range []string{"$1,800 a month", "$2,100 a month", "as in buyerDescription"} {
		if !strings.Contains(sys, want) {
			t.Errorf("system prompt lacks %q:\n%s", want, sys)
		}
	}
}
