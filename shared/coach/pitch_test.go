package coach

import (
	"slices"
	"strings"
	"testing"
)

// The pitch examples of issue 13, each a bug report.

var mercyScenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Healthcare",
	Custom: "Dana, Director of Nursing at a 200-bed hospital. 40 nurses, scheduling done on spreadsheets, overtime costs $9,000 a month. Nurses pick shifts by hand on mis-picks; I'll need approval from the CFO."}

const mercySpeech = "Hi Dana so I know your 40 nurses spend hours every week on the schedule and our tool builds the roster automatically " +
	"Mercy General a 150-bed hospital cut roster time from 10 hours to 2 hours a week can we book a 45-minute meeting next Tuesday to walk through your schedule I'll send the invite"

func TestBuyerNumbersNeedTheSameKind(t *testing.T) {
	a := Analyze(Input{Text: mercySpeech, Scenario: mercyScenario})
	buyer := quotesOf(t, mercySpeech, a.Evidence, "buyerNumber", "positive")
	if slices.Contains(buyer, "45") {
		t.Errorf("a 45-minute meeting counted as the buyer's number ($9,000 / 200 = 45): %q", buyer)
	}
	if !slices.Contains(buyer, "40") {
		t.Errorf("the buyer's 40 nurses not credited: %q", buyer)
	}
}

func TestBuyerTermsAreWholeWords(t *testing.T) {
	a := Analyze(Input{Text: mercySpeech, Scenario: mercyScenario})
	for _, w := range quotesOf(t, mercySpeech, a.Evidence, "customerFocus", "positive") {
		switch strings.ToLower(w) {
		case "bed", "i'll", "pick", "minute":
			t.Errorf("word fragment or pronoun %q credited as the buyer's term", w)
		}
	}
}
