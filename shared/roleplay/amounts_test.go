package roleplay

import (
	"strings"
	"testing"
)

func TestPlainAmounts(t *testing.T) {
	for in, want := range map[string]string{
		"They pay CHF 3'200 a month; our quote is CHF 4'100.":         "They pay CHF 3,200 a month; our quote is CHF 4,100.",
		"Beans cost €3,90 a kilo from Kaffa, ours €5,20.":             "Beans cost €3.90 a kilo from Kaffa, ours €5.20.",
		"Budget is €22.000 for the year, rival at EUR 1.250.000.":     "Budget is €22,000 for the year, rival at EUR 1,250,000.",
		"We quoted €1.3m and they pay €1,250,000 today.":              "We quoted €1.3m and they pay €1,250,000 today.",
		"Rated 4.5 stars, 3,500 users, version 2.000, on 12.03.2026.": "Rated 4.5 stars, 3,500 users, version 2.000, on 12.03.2026.",
		"Dr. O'Neill's team of 14 pays $1,20 a unit.":                 "Dr. O'Neill's team of 14 pays $1.20 a unit.",
	} {
		if got := plainAmounts(in); got != want {
			t.Errorf("plainAmounts(%q)\n = %q\nwant %q", in, got, want)
		}
	}
}

// The buyer states a card's amount in any format as the amount it is.
func TestBuyerReadsEuropeanAmounts(t *testing.T) {
	sc := Scenario{Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyBeginner, Industry: "Payroll",
		Custom: "Anna runs HR for 160 staff in Basel. They pay CHF 3'200 a month for their current tool. Our quote is CHF 4'100 a month. The CFO signs."}
	var b Buyer
	h := []Message{{Sender: SenderAI, Text: "Your price is too high."}}
	turn := b.Reply(sc, h, "What do you pay for your current tool today?")
	if !strings.Contains(turn.Text, "3,200") && !strings.Contains(turn.Text, "3'200") {
		t.Errorf("asked what they pay: %q", turn.Text)
	}
}

// The buyer asks about the figure of a made-up claim, not the whole claim.
func TestFigureOf(t *testing.T) {
	for in, want := range map[string]string{
		"cut manual follow-up by 35%":    "35%",
		"a 99.8% accuracy on every line": "99.8%",
		"5% fuel saving":                 "5% fuel saving",
		"six to eight percent":           "six to eight percent",
		"saves teams 4 times the hours":  "4 times",
		"worth about $2 million a year":  "$2 million",
	} {
		if got := figureOf(in); got != want {
			t.Errorf("figureOf(%q) = %q, want %q", in, got, want)
		}
	}
}
