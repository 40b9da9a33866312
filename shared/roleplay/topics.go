package roleplay

import "strings"

// topic is what a discovery question asks about.
type topic int

const (
	topicNone topic = iota
	topicBudget
	topicCurrent
	topicPain
	topicTeam
	topicCompetitor
	topicDecision
	topicTiming
	topicConcern // what is behind the objection
	topicProofWanted
	topicGoals
	topicPast
	topicDeciderNeeds // what the decision maker cares about
	topicSpend        // what they pay today, and to whom
	topicUnknown      // a question the buyer has no fact for: "I'd have to check"
)

// topicCues are matched against a lower-cased question, most specific first.
var topicCues = []struct {
	t    topic
	cues []string
}{
	{topicProofWanted, []string{"need to see", "would it take", "would you need", "would make you", "feel confident", "feel comfortable", "be comfortable", "convince you", "what would help", "proof would", "evidence would", "need from us", "need from me"}},
	{topicPast, []string{"burned", "bad experience", "last vendor", "previous vendor", "in the past", "what happened", "went wrong", "experience with vendors"}},
	{topicConcern, []string{"concern", "worr", "hesita", "behind that", "behind it", "holding you back", "reservation", "what do you mean", "tell me more", "say more", "when you say", "main reason", "what makes you", "why do you feel", "why do you think", "what part", "biggest issue with", "too expensive compared", "expensive compared", "what's driving", "what is driving", "unpack"}},
	{topicPain, []string{"problem", "challenge", "pain", "struggl", "frustrat", "biggest", "hardest", "headache", "costing", "cost you", "costs you", "losing", "lose", "waste", "how much time", "how many hours", "impact", "what happens when", "issue", "bottleneck", "meantime", "manual work", "in the meanwhile"}},
	{topicSpend, []string{"paying now", "pay now", "pay today", "paying today", "currently pay", "currently paying", "what are you paying", "what do you pay",
		"what do you spend", "currently spend", "spending now", "spending today", "current spend", "current cost", "costing you now", "current contract",
		"pay for your current", "how much do you pay", "paying for", "paying them", "pay them", "pay your current", "paying your current", "spend today", "spend now", "what it costs you today",
		"what does it cost you today", "current vendor cost", "existing contract", "to whom"}},
	{topicBudget, []string{"budget", "spend", "afford", "price range", "paying", "pay for", "invest", "number in mind", "how much", "set aside", "planned for", "what price"}},
	{topicCompetitor, []string{"competitor", "competition", "alternative", "other vendor", "other option", "other solution", "compar", "looking at", "evaluating", "considering", "shortlist", "other providers", "anyone else", "talking to", "speaking with", "speaking to", "who else are you", "about them", "like about", "what do you like", "they offer", "they do better"}},
	{topicDecision, []string{"decision maker", "decision-maker", "make the decision", "makes the decision", "decision process", "final decision", "decide", "sign off", "sign-off", "signs", "approve", "approval", "who else is involved", "who else would", "who else needs", "who else has", "who else weighs", "who is involved", "who's involved", "anyone else involved", "boss", "stakeholder", "final say", "buy-in", "committee", "your manager", "cfo", "ceo", "coo", "procurement", "who would", "who makes", "who's responsible", "who is responsible"}},
	{topicTiming, []string{"timeline", "timing", "deadline", "by when", "when would", "when do", "when are", "when is", "when could", "when can", "how soon", "start date", "urgent", "urgency", "this quarter", "next quarter", "busy", "good time", "better time", "go live", "go-live", "what's going on right now"}},
	{topicCurrent, []string{"currently", "existing", "current", "using", "how do you handle", "how do you manage", "how are you handling", "how do you do", "process", "in place", "doing now"}},
	{topicTeam, []string{"how many", "team size", "how big", "size of", "headcount", "people", "users", "seats", "employees", "locations", "sites"}},
	{topicGoals, []string{"goal", "achieve", "success", "ideal", "outcome", "matter most", "most important", "matters most", "priorit", "looking for", "hoping", "care about", "cares about", "care most", "wish", "what would you want", "what do you want", "if you could"}},
}

// questionTopics returns the topics a question asks about, most specific
// first, without duplicates.
func questionTopics(q string, f facts) []topic {
	low := strings.ToLower(q)
	var out []topic
	seen := map[topic]bool{}
	add := func(t topic) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	aboutDecider := f.deciderName != "" && strings.Contains(low, strings.ToLower(f.deciderName)) ||
		containsAny(" "+low, " she ", " he ", " her ", " him ", "your boss", "decision maker", "decision-maker", "your cfo", "your ceo",
			"your coo", "your cto", "your director", "your manager", "whoever signs")
	if aboutDecider && containsAny(low, "care", "need to see", "want to see", "look for", "looks for", "convince", "say yes", "priorit", "matter", "win over", "get behind") {
		add(topicDeciderNeeds)
	}
	for _, tc := range topicCues {
		if containsAny(low, tc.cues...) {
			add(tc.t)
		}
	}
	// "today" and "right now" ask about the current solution only when
	// nothing else is asked ("what does it cost you today?" is about pain).
	if len(out) == 0 && containsAny(low, "today", "right now", "at the moment", "these days") {
		add(topicCurrent)
	}
	// A name alone says which fact is meant.
	if len(out) == 0 && f.competitor != "" && strings.Contains(low, strings.ToLower(f.competitor)) {
		add(topicCompetitor)
	}
	if len(out) == 0 && aboutDecider {
		add(topicDecision)
	}
	if seen[topicSpend] && !strings.Contains(low, "budget") {
		out = without(out, topicBudget) // "what do you pay today?" is not about the budget
	}
	if seen[topicDeciderNeeds] {
		// "what would she need to see" is about her, not about the buyer
		out = without(out, topicProofWanted, topicGoals)
	}
	return out
}

func without(ts []topic, drop ...topic) []topic {
	var out []topic
	for _, t := range ts {
		keep := true
		for _, d := range drop {
			if t == d {
				keep = false
			}
		}
		if keep {
			out = append(out, t)
		}
	}
	return out
}

// coreTopic is what the buyer talks about when a question has no clear
// topic: the fact behind the objection.
func coreTopic(o ObjectionType) topic {
	switch o {
	case ObjectionPrice:
		return topicBudget
	case ObjectionCompetition:
		return topicCompetitor
	case ObjectionAuthority:
		return topicDecision
	case ObjectionTrust:
		return topicPast
	case ObjectionTiming:
		return topicTiming
	case ObjectionNeed:
		return topicCurrent
	}
	return topicConcern
}
