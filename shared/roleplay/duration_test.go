package roleplay

import (
	"strings"
	"testing"
)

// Cards written for these tests.

// "How long …?" gets the card's own length of time about the thing asked;
// a length of time the card does not state is never borrowed.
func TestDurationFromTheCard(t *testing.T) {
	sc := card(ObjectionNeed, PersonaFriendly, "Tove Berg, HR lead at Nordvik Energy (300 employees), onboards by email. New engineers take 10 weeks to reach full output, and they hire 50 people a year. Our quote is $9 per employee a month. COO Lars Berg signs.")
	e := newEngine(sc)
	if got := e.askedDuration("How long does it take a new engineer to get up to speed?"); got != "New engineers take 10 weeks to reach full output." {
		t.Errorf("got %q", got)
	}
	if got := e.askedDuration("How long does a payroll run take?"); got != "" {
		t.Errorf("not on the card: got %q", got)
	}
}

// A percentage the card does not give gets an honest "I'd have to check",
// never a sum in euros; one the card gives is left to the usual answer.
func TestPercentageNotOnTheCard(t *testing.T) {
	sc := card(ObjectionTrust, PersonaAssertive, "Marta Solis, CFO of Rioja Home, doubts our claim that we cut returns by 25%. Returns cost them €20,000 a month. CEO Pau Vidal signs.")
	got := talk(sc, "What's your return rate as a percentage?")[0]
	if strings.Contains(got, "20,000") || strings.Contains(got, "20.000") {
		t.Errorf("a sum for a percentage: %q", got)
	}
	sc = card(ObjectionTrust, PersonaAssertive, "Marta Solis, CFO of Rioja Home, says 6% of orders come back as returns. Returns cost them €20,000 a month. CEO Pau Vidal signs.")
	if (newEngine(sc)).pctUnknown("What's your return rate as a percentage of orders?") {
		t.Error("the card gives the rate")
	}
}
