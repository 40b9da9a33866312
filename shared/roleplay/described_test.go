package roleplay

import (
	"strings"
	"testing"
)

// The scenario's facts are read by role whatever the wording: a list, the
// third person, "Key: value" lines, first person.
func TestDescribeReadsRoles(t *testing.T) {
	for _, tc := range []struct {
		custom string
		want   map[string]string // role → what the buyer's facts must contain
	}{
		{"Owner of 14 stores, holiday season starts in 3 weeks, stock counts done by hand",
			map[string]string{"team": "14 stores", "busy": "the holiday season starts in 3 weeks", "pain": "stock counts are done by hand", "current": "pen and paper"}},
		{"Head of support; budget $2k/month; your quote is $3,400/month",
			map[string]string{"budget": "$2,000 a month", "quote": "$3,400 a month"}},
		{"Operations director at a freight forwarder; paying Cargowise $9,000 a month; 25 users; CFO signs off on anything new",
			map[string]string{"spend": "$9,000 a month", "vendor": "Cargowise", "team": "25 users", "decider": "CFO", "company": "a freight forwarder"}},
		{"VP of Engineering, trialling Datadog, renewal in 6 weeks",
			map[string]string{"competitor": "Datadog", "busy": "our renewal is in 6 weeks"}},
		{"They pay Samsara $2,100 a month for telematics. Her budget for this is $1,800 a month, and the rep's quote is $1,950 a month. She is also looking at Motive. The owner, Frank Chen, signs anything over $1,000 a month.",
			map[string]string{"spend": "$2,100 a month", "vendor": "Samsara", "budget": "$1,800 a month", "quote": "$1,950 a month", "competitor": "Motive", "decider": "owner, Frank", "approval": "$1,000 a month"}},
		{"Team: 12 support agents. Current tool: Zendesk at $115 per agent per month. Our quote: $89 per agent. Budget: $1,000 a month total. Decision maker: VP Customer Success, Laura Kim.",
			map[string]string{"team": "12 support agents", "vendor": "Zendesk", "spend": "$115 per agent a month", "quote": "$89 per agent a month", "budget": "$1,000 a month", "decider": "Laura"}},
		{"We spend about $4,000/mo with Brightline today and our budget is capped at $3,500 a month. Competing bid from Ordway at $3,200 a month. Fiscal year ends in June.",
			map[string]string{"spend": "$4,000 a month", "budget": "$3,500 a month", "competitor": "Ordway", "compPrice": "$3,200 a month", "busy": "fiscal year ends in June"}},
		{"Our online ordering tool costs $149 a month; she was quoted $99 a month by Square Online.",
			map[string]string{"quote": "$149 a month", "competitor": "Square Online", "compPrice": "$99 a month"}},
		{"CFO of a 200-employee brokerage. Their last vendor, DataHarbor, shut down in March with 8 months left on a $60,000 prepaid contract. Budget is $45,000 a year; the rep's annual quote is $52,000.",
			map[string]string{"burned": "DataHarbor, shut down in March", "budget": "$45,000 a year", "quote": "$52,000 a year", "company": "a 200-employee brokerage"}},
		{"- Role: Practice administrator, 4 locations\n- Current: pays RevenueWell $1,150/month\n- Budget: $1,000/month, firm\n- Our price: $1,400/month\n- Also evaluating Weave ($950/month)\n- Contract with RevenueWell ends March 31\n- Dr. Shah (owner) approves all spend",
			map[string]string{"spend": "$1,150 a month", "vendor": "RevenueWell", "budget": "$1,000 a month", "quote": "$1,400 a month", "competitor": "Weave", "compPrice": "$950 a month",
				"busy": "our contract with RevenueWell ends March 31", "decider": "owner, Dr. Shah", "team": "4 locations"}},
		{"Situation: A controller at a regional bank. The CFO, Mei Lin, signs off on software over $50k a year. Current tool: BlackLine, $72,000 a year. Our quote: $60,000 a year.",
			map[string]string{"company": "a regional bank", "decider": "CFO, Mei", "approval": "$50,000 a year", "vendor": "BlackLine", "spend": "$72,000 a year", "quote": "$60,000 a year"}},
		{"I own a small bookstore with two locations and 9 staff. My accountant, Joe, reviews anything over $200 a month. Your plan is $180 a month.",
			map[string]string{"company": "a small bookstore", "decider": "accountant, Joe", "approval": "$200 a month", "quote": "$180 a month", "team": "9 staff"}},
		{"I'm the office manager at a dental practice with 3 dentists. We've been using Dentrix for 8 years and pay about $600 a month. My boss, Dr. Kim, makes the final call. We're too busy right now with the move to our new office in April.",
			map[string]string{"vendor": "Dentrix", "spend": "$600 a month", "decider": "boss, Dr. Kim", "busy": "we're too busy right now with the move", "team": "3 dentists"}},
		{"Project manager for a roofing company, 25 crews. Uses a whiteboard and group texts for scheduling. Was quoted $2,400/month by us; thinks $1,500 is the most they'd pay. Owner makes all purchasing decisions.",
			map[string]string{"quote": "$2,400 a month", "budget": "$1,500 a month", "decider": "owner", "team": "25 crews", "current": "a whiteboard"}},
		{"Customer thinks your product is too expensive", map[string]string{}},
	} {
		f := newFacts(Scenario{Objection: ObjectionPrice, Industry: "General", Custom: tc.custom, Persona: PersonaFriendly}.normalized())
		if f.competitor == "Was" || f.competitor == "Uses" {
			t.Errorf("%q: a verb read as the competitor %q", tc.custom, f.competitor)
		}
		got := map[string]string{
			"budget": f.budget, "quote": f.quote, "spend": f.spend, "vendor": f.vendor, "competitor": f.competitor, "compPrice": f.compPrice,
			"team": f.team, "busy": f.busy, "pain": f.pain, "current": f.current, "decider": f.decider, "approval": f.approval,
			"company": f.company, "burned": f.burned,
		}
		for role, want := range tc.want {
			if !strings.Contains(got[role], want) {
				t.Errorf("%q\n  %s = %q, want it to hold %q", tc.custom, role, got[role], want)
			}
		}
	}
}

// Caves in any wording are read as caves; holding the price is not.
func TestCaveWordings(t *testing.T) {
	for _, c := range []string{"We can do it for $1,700 instead.", "No problem at all, I can match $1,700 right now.", "I'll throw in two months free.",
		"I can knock 15% off today.", "We'll waive the setup fee.", "First three months are on us.", "I'll match their price.", "Let me drop it to $1,500 a month.",
		"I can get you a special price.", "We could meet your budget.", "Fine, 20% off if you sign this week.", "Let's split the difference.",
		"I can do $1,500.", "How about $1,600?", "I'll go down to $1,800 a month.", "Let's call it $1,500 then."} {
		if !isCave(strings.ToLower(c), 2000) {
			t.Errorf("%q is not read as a cave", c)
		}
	}
	for _, c := range []string{"I'd rather not discount; let me show you the value.", "Our quote is $2,000 a month.", "The pilot is at no cost if it fails.",
		"We won't match a price we can't support.", "It saves you $3,000 a month.", "We can get you to $1,500 in savings a month."} {
		if isCave(strings.ToLower(c), 2000) {
			t.Errorf("%q is read as a cave", c)
		}
	}
}

// Small talk and rudeness are told apart from business talk.
func TestSmallTalkAndRudeness(t *testing.T) {
	for _, c := range []string{"Did you catch the game last night?", "How was your weekend?", "Crazy weather this week, right?"} {
		if !isSmallTalk(strings.ToLower(c)) {
			t.Errorf("%q is not small talk", c)
		}
	}
	for _, c := range []string{"That's a stupid objection.", "Honestly, you're being paranoid.", "Whatever. You clearly don't understand."} {
		if !isRude(strings.ToLower(c)) {
			t.Errorf("%q is not rude", c)
		}
	}
	for _, c := range []string{"No question is stupid here.", "Whatever works for you.", "What's your timeline for the renewal?"} {
		if isRude(strings.ToLower(c)) || isSmallTalk(strings.ToLower(c)) {
			t.Errorf("%q read as rude or small talk", c)
		}
	}
}

// Words that are rude in one sentence are fine in another.
func TestRudenessNeedsContext(t *testing.T) {
	for _, c := range []string{"We'll hold your hand through onboarding.", "We pay attention to security.", "I know the price can feel ridiculous at first, so let me show you the math.",
		"If you don't have time for a call, I can send a summary."} {
		if isRude(strings.ToLower(c)) {
			t.Errorf("%q read as rude", c)
		}
	}
	for _, c := range []string{"This is ridiculous.", "I don't have time to hold your hand through this.", "Are you even listening?", "Excel is a joke for this."} {
		if !isRude(strings.ToLower(c)) {
			t.Errorf("%q not read as rude", c)
		}
	}
}
