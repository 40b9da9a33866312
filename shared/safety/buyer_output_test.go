package safety_test

import (
	"fmt"
	"testing"

	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/safety"
)

// The built-in buyer's own lines must pass the output guard: a false
// positive there replaces the buyer's answer with the blocked message.
func TestBuiltInBuyerPassesTheOutputGuard(t *testing.T) {
	reps := []string{
		"Our platform is the best-in-class, revolutionary solution.",
		"I hear you, budget matters. What are you paying today for the tools this would replace?",
		"Teams your size get back about six hours per rep each week. Could we run a two-week pilot with five reps starting Monday?",
		"Fair. Who else would need to sign off on this?",
		"We integrate with Salesforce and HubSpot out of the box.",
		"Can I send you a case study from a company like yours?",
	}
	var b roleplay.Buyer
	lines, blocked := 0, 0
	for _, sc := range roleplay.Presets() {
		for _, persona := range []string{"friendly", "assertive", "skeptical", "rushed"} {
			p, err := roleplay.ParsePersona(persona)
			if err != nil {
				t.Fatal(err)
			}
			sc.Persona = p
			var history []roleplay.Message
			for _, o := range roleplay.Opening(sc) {
				history = append(history, roleplay.Message{Sender: roleplay.SenderAI, Text: o})
			}
			for _, rep := range reps {
				turn := b.Reply(sc, history, rep)
				history = append(history, roleplay.Message{Sender: roleplay.SenderUser, Text: rep}, roleplay.Message{Sender: roleplay.SenderAI, Text: turn.Text})
				for _, line := range append(roleplay.Opening(sc), turn.Text) {
					lines++
					if g := safety.GuardRoleplayOutput(line); g.Blocked {
						blocked++
						t.Errorf("%s/%s: buyer line blocked %v: %q", sc.Title, persona, g.Reasons, line)
					}
				}
			}
		}
	}
	if lines < 50 {
		t.Fatalf("only %d lines checked", lines)
	}
	fmt.Printf("built-in buyer lines through the output guard: %d, blocked %d\n", lines, blocked)
}
