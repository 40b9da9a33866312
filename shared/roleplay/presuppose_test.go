package roleplay

import (
	"strings"
	"testing"
)

// A stock reaction that takes something for granted (a claim, a deadline,
// a disagreement, sympathy) is said only when the rep's message holds it.
// Cards and lines written for this test, every persona.
func TestReactionsFitTheRepsLine(t *testing.T) {
	cards := []string{
		"Jana Novak, COO of Tatra Clinics (9 clinics, 120 staff), pays MediBook €2,400 a month. Her budget is €30,000 a year; our quote is €34,000. CFO Petr Dvorak signs.",
		"Sam Okoro runs Okoro Logistics (40 vans) and pays FleetPal $1,200 a month. Our quote is $1,500 a month. He wants proof it works for small fleets. Owner Ada Okoro signs.",
	}
	lines := []string{
		"On price, to be upfront: our quote is €34,000 a year. What budget do you have?",
		"That's €2,400 a month, so €28,800 a year. What's your budget for next year?",
		"So the numbers work. Why wouldn't you just sign?",
		"Here's a timeline that works backwards from your March board meeting, with training in February. Could we book 20 minutes next week?",
		"Random question: any good restaurants near your office? I'm there in the spring.",
	}
	bad := []string{"Who measured", "Says you", "That's a claim", "disagree", "Artificial deadlines", "Sympathy is nice", "taken aback", "respect", "about your company"}
	for _, c := range cards {
		for _, p := range Personas {
			for i, got := range talk(card(ObjectionPrice, p, c), lines...) {
				for _, b := range bad {
					if strings.Contains(got, b) {
						t.Errorf("%s %q → %q: %q does not fit", p, lines[i], got, b)
					}
				}
			}
		}
	}
}

// "What are you paying X?" of the tool the buyer pays gets what they pay it,
// even when the same vendor has also offered a renewal deal.
func TestPayingTheVendorGetsTheSpend(t *testing.T) {
	sc := card(ObjectionTrust, PersonaSkeptical, "Rhea Dutta, COO of Larkspur Dental (8 clinics), pays ToothBook £2,900 a month for booking. A ToothBook outage lost a week of bookings in May, so she distrusts uptime claims. ToothBook offered 15% off to renew before 30 April. CFO Ian Roe signs.")
	for _, q := range []string{"What are you paying ToothBook for booking?", "What does ToothBook cost you?", "How much do you pay ToothBook?"} {
		if got := talk(sc, q)[0]; !strings.Contains(got, "2,900") {
			t.Errorf("%q: got %q", q, got)
		}
	}
}
