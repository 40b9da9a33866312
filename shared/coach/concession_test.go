package coach

import (
	"regexp"
	"strings"
	"testing"
)

// concessionWordRe is a plain word list of price concessions, independent of
// the detector: a property check, not a second detector.
var concessionWordRe = regexp.MustCompile(`(?i)\b(match(ing)?|discount\w*|flexib\w*|some room|wiggle room|leeway|come down|coming down|works for both|in the middle|months? free|free months?|waiv\w*|% off|percent off|knock \w+ off|take \w+ off)\b`)

// Property over the generated corpus (budget 0): "You hold the price" is
// never shown on a reply that has a concession word in it.
func TestHoldPriceNeverBesideConcessionCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus")
	}
	bad := 0
	for _, s := range corpus() {
		if s.kind != "reply" || !concessionWordRe.MatchString(s.text) {
			continue
		}
		s.run()
		for _, st := range s.fb.Strengths {
			if strings.Contains(st.Description, "hold the price") {
				bad++
				if bad <= 5 {
					t.Errorf("sample %d: %q beside %q", s.id, st.Description, s.text)
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d replies praise holding the price beside a concession word (budget 0)", bad)
	}
}

const concessionCard = "Lena Park runs ops at Harbour Freight, 40 trucks. Our routing platform is NZ$48,000/yr; her budget is NZ$40,000. RouteMax quotes NZ$39,000. Peak season starts in March. The owner signs."

// Concessions in wordings of my own: each stops "You hold the price" and,
// given for nothing, is a finding.
func TestConcessionAnyWording(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: concessionCard}
	obj := "RouteMax is NZ$39,000. You're NZ$48,000. Why would I pay that?"
	for _, reply := range []string{
		"Fair question. The routing cuts empty kilometres by a tenth on fleets like yours. Honestly, I'd rather keep you, so we'll match RouteMax's price and keep everything in.",
		"I hear you, Lena. Our routing plans around your 40 trucks every morning. I could come down a bit on the licence to get us closer.",
		"That's a fair point. Our routing plans every run for your 40 trucks. There's a little wiggle room on the price if that's what it takes.",
		"Understood. Our platform re-plans around road closures in minutes. Just tell me what number works and I'll see what I can do.",
		"Fair. The platform plans every run for your trucks. We'll throw in the first three months free so it costs you nothing through peak.",
		"Makes sense. Our routing re-plans the day around breakdowns. We can do it for NZ$41,000 instead, to keep this moving.",
		"I get it. Our routing covers all 40 trucks from day one. Let's find something that works for both sides on the number.",
	} {
		fb := AssessReply(obj, reply, sc, nil)
		if hasStrength(fb, "hold the price") {
			t.Errorf("%q: 'hold the price' beside a concession", reply)
		}
		found := false
		for _, im := range fb.Improvements {
			found = found || strings.Contains(im.Description, "concede on price")
		}
		if !found {
			t.Errorf("%q: the concession is not shown", reply)
		}
	}
	// Traded for a commitment or a smaller scope: no "hold the price", no cave finding.
	for _, reply := range []string{
		"Fair. Our routing plans every run for your 40 trucks. If you sign for three years, the second and third are at NZ$42,000.",
		"I won't cut the number. What I can do is a smaller scope: start with the 20 long-haul trucks, and it's NZ$26,000 this year.",
	} {
		fb := AssessReply(obj, reply, sc, nil)
		if hasStrength(fb, "hold the price") {
			t.Errorf("%q: 'hold the price' beside a traded concession or a scope cut", reply)
		}
	}
}

// Honest look-alikes that must not read as a concession.
func TestConcessionLookAlikes(t *testing.T) {
	sc := Scenario{Objection: "Price", Custom: concessionCard}
	obj := "RouteMax is NZ$39,000. You're NZ$48,000. Why would I pay that?"
	for _, reply := range []string{
		"RouteMax is a fair option, and I won't match their price. The difference is live re-planning: when a truck breaks down, the other 39 routes change in minutes. What did last March's breakdowns cost you in late deliveries?",
		"Fair. RouteMax gave you two months free to switch, which tells you they want the account. Ours re-plans every route when a road closes. Could we run both on ten trucks for two weeks?",
		"I'd rather show you what the routing saves than cut the price. On your 40 trucks, a tenth fewer empty kilometres is worth more than the NZ$9,000 gap. Could we check that on last month's runs on Thursday?",
		"There's some flexibility in when we start, so peak season is not at risk. The platform plans every run for your 40 trucks. Could we pick a start date after March on Friday's call?",
		"We can try it free for two weeks on ten trucks. The routing re-plans around closures in minutes. Which ten trucks run the longest routes?",
	} {
		fb := AssessReply(obj, reply, sc, nil)
		for _, im := range fb.Improvements {
			if strings.Contains(im.Description, "concede on price") {
				t.Errorf("%q: a false concession: %s", reply, im.Description)
			}
		}
	}
	// a pitch that names the rival's offer is no cut of ours
	a := Analyze(Input{Text: "Lena, RouteMax quoted NZ$39,000 and offered you two months free. Ours re-plans every route for your 40 trucks when a road closes. Could we test both on ten trucks next month?", Mode: ModeText, Scenario: sc})
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "price before the buyer asked") {
			t.Errorf("pitch: a false concession: %s", im.Description)
		}
	}
	// a pitch that leaves the price open is a finding, named as such
	a = Analyze(Input{Text: "Lena, your 40 trucks run empty a tenth of the time. Our routing fixes that every morning. The price is NZ$48,000, though there's a bit of wiggle room on the price if it helps. Could we look at last month's runs on Thursday?", Mode: ModeText, Scenario: sc})
	found := false
	for _, im := range a.Improvements {
		found = found || strings.Contains(im.Description, "haggling") || strings.Contains(im.Description, "cut the price")
	}
	if !found {
		t.Errorf("pitch: 'some flexibility on the price' not shown")
	}
}
