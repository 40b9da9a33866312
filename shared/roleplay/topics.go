package roleplay

import (
	"pitchperfect/shared/text"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// genericKeywords are content words too common in scenarios to tie a
// question to one fact.
var genericKeywords = map[string]bool{"month": true, "about": true, "right": true, "budget": false, "years": true, "year": true, "weeks": true,
	"week": true, "hours": false, "would": true, "their": true, "there": true, "which": true, "every": true, "current": true, "currently": true,
	"spend": true, "using": true, "company": true, "staff": true, "people": true, "today": true, "vendor": true, "vendors": true,
	"contract": true, "price": true, "quote": true, "afford": true}

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
	topicCallTime     // "is this a bad moment?"
	topicPleasantry   // "how are things at the clinic?"
	topicLogistics    // "what's the best email?", "how do I get on their calendar?"
	topicHypothetical // "if it took five minutes, would that matter to you?"
	topicRole         // "what's your role there?"
)

// topicCues are matched against a lower-cased question, most specific first.
var topicCues = []struct {
	t    topic
	cues []string
}{
	{topicCallTime, []string{"bad moment", "bad time to talk", "good time to talk", "good time for a", "have two minutes", "have a minute", "got a minute", "have a few minutes", "got a few minutes", "is now ok", "is now okay", "is now a good", "still a good time", "do you have time", "have a moment", "got a moment", "can you talk", "free to talk"}},
	{topicPleasantry, []string{"how are things", "how's business", "how is business", "how have you been", "how are you doing", "how's your week", "how is your week", "how's it going", "how is it going", "how are you?", "how are you today", "how's everything", "how is everything"}},
	{topicLogistics, []string{"best way to reach", "best way to get", "on their calendar", "on her calendar", "on his calendar", "email address", "best email", "who should i send", "send it to", "reach them", "reach her", "reach him", "contact them", "contact her", "contact him", "get in touch with", "through you, or", "go through you", "copy you", "cc you", "best number", "phone number"}},
	{topicHypothetical, []string{"would that matter", "would it matter", "would that help", "would it help you", "would that be useful", "would that be valuable", "would that make a difference", "would that change", "would you be interested", "would that be worth", "would that interest", "could that help", "would that save"}},
	{topicProofWanted, []string{"change your mind", "win you over", "would it take", "need to see", "have to be true", "need to be true", "make this worth", "make it worth", "worth looking at", "worth it for you", "worth your while", "would it take", "would you need", "would make you", "feel confident", "feel comfortable", "be comfortable", "convince you", "what would help", "proof would", "evidence would", "need from us", "need from me"}},
	{topicPast, []string{"went under", "shut down", "left on", "went bust", "burned", "bad experience", "last vendor", "previous vendor", "in the past", "what happened", "went wrong", "experience with vendors"}},
	{topicConcern, []string{"what did you think", "how did you find", "your impression", "what do you think of", "concern", "worr", "hesita", "behind that", "behind it", "holding you back", "reservation", "what do you mean", "tell me more", "say more", "when you say", "main reason", "what makes you", "why do you feel", "why do you think", "what part", "biggest issue with", "too expensive compared", "expensive compared", "what's driving", "what is driving", "unpack"}},
	{topicPain, []string{"problem", "challenge", "pain", "struggl", "frustrat", "biggest", "hardest", "headache", "costing", "cost you", "costs you", "losing", "lose", "waste", "how much time", "how many hours", "impact", "what happens when", "issue", "bottleneck", "meantime", "manual work", "in the meanwhile", "leaving", "why switch", "move away", "moving away", "replace", "don't like", "don't you like", "do not like", "what's missing", "not working", "not happy", "dislike", "wrong with", "complaint", "prompting", "why now", "made you", "start looking", "started looking", "do nothing", "keeps you up", "driving the change", "why change", "why are you looking", "slip", "fall through", "falls through", "miss", "how long does", "take each week", "takes each week", "how long do", "rate running", "no-show"}},
	{topicSpend, []string{"you're paying", "you are paying", "spend on", "monthly spend", "spend with", "per seat", "per agent", "per user", "are you spending", "you spending", "spending a month", "spend a month", "spend each month", "spend per month", "pay for it", "pay for that", "pay for them",
		"do you pay", "does the district pay", "does it cost", "does that cost", "cost you each month", "cost you a month", "cost you per month", "cost each month", "monthly cost", "paying now", "pay now", "pay today", "paying today", "currently pay", "currently paying", "what are you paying", "what do you pay",
		"what do you spend", "currently spend", "spending now", "spending today", "current spend", "current cost", "costing you now",
		"pay for your current", "how much do you pay", "paying for", "paying them", "pay them", "pay your current", "paying your current", "spend today", "spend now", "what it costs you today",
		"what does it cost you today", "current vendor cost", "existing contract", "to whom", "running you", "set you back", "sets you back", "charge you", "charging you", "bill you", "billing you"}},
	{topicBudget, []string{"can spend", "could spend", "able to spend", "allowed to spend", "hard cap", "cap?", "flexib", "stretch", "willing to pay", "willing to spend", "the most you", "most you'd", "max you", "ceiling", "budget", "spend", "afford", "price range", "paying", "pay for", "invest", "number in mind", "have in mind", "had in mind", "how much", "set aside", "planned for", "what price", "our pricing", "our quote", "number did you get", "price did you get", "quote did you get", "figure did you get", "the gap", "the difference", "our price", "price come to", "would it cost", "would that cost", "would we cost", "would we come to"}},
	{topicCompetitor, []string{"competitor", "competition", "alternative", "other vendor", "other option", "other solution", "compar", "also looking at", "looking at other", "looking at any", "looking at anyone", "who else are you looking", "other tool", "which other", "what other", "other product", "other platform", "you looking at?", "who else are you", "who else is on", "which tools", "which vendors", "evaluating", "considering", "shortlist", "other providers", "talking to", "speaking with", "speaking to", "who else are you", "about them", "like about", "what do you like", "they offer", "they offered", "offering you", "offered you", "in front of you", "their offer", "their deal", "their proposal", "they do better", "come back with", "did they quote", "they quoted", "their price", "their quote", "they charge", "anyone else besides", "besides us", "who would you pick", "who would you choose", "which would you choose", "which would you pick", "in the running", "up against", "other bids", "other quotes", "other bidders"}},
	{topicDecision, []string{"can you sign", "could you sign", "will you sign", "would you sign", "say yes", "says yes", "besides you", "needs to agree", "need to agree", "has to agree", "have to agree", "green light", "green-light", "sign it", "sign this", "sign the contract", "decision maker", "decision-maker", "make the decision", "makes the decision", "decision process", "final decision", "decid", "who besides you", "above you", "final approval", "gives approval", "part of the decision", "in the decision", "involved in", "final word", "process for choosing", "how do you choose", "buying process", "how do you decide", "evaluation process", "how do you evaluate", "right person", "who should i talk", "who should i speak", "signs contracts", "who approves", "approves", "to approve", "approve it", "approve this", "approval", "sign off", "sign-off", "signs", "who else is involved", "who else would", "who else needs", "who else has", "who else weighs", "who is involved", "who's involved", "anyone else involved", "boss", "stakeholder", "final say", "buy-in", "committee", "your manager", "cfo", "ceo", "coo", "procurement", "who would", "who makes", "who's responsible", "who is responsible", "loop in", "just you", "only you", "your call", "up to you", "yours to decide", "your decision", "on your own", "sign with you", "signs with you", "who votes", "votes on", "vote on", "who chairs", "chairs the", "the chair"}},
	{topicTiming, []string{"why wait", "why not now", "why not switch now", "why hold off", "why delay", "why not start", "what's stopping you", "what is stopping you", "from starting", "start next month", "starting next month", "start sooner", "start earlier", "start now", "starting now", "start right away", "decide by", "what date", "go live", "taking up", "keeping you busy", "on your plate", "going on", "renew", "expire", "contract end", "contract is up", "come up for", "timeline", "timing", "deadline", "by when", "when would", "when do", "when are", "when is", "when could", "when can", "how soon", "start date", "urgent", "urgency", "this quarter", "next quarter", "busy", "good time", "better time", "go live", "go-live", "what's going on right now"}},
	{topicCurrent, []string{"currently", "existing", "current", "using", "how do you handle", "how do you manage", "how are you handling", "how do you do", "in place", "doing now"}},
	{topicTeam, []string{"how many", "team size", "how big", "size of", "headcount", "people", "users", "seats", "employees", "locations", "sites"}},
	{topicGoals, []string{"goal", "achieve", "success", "ideal", "outcome", "matter most", "what else matters", "else is important", "most important", "matters most", "priorit", "looking for", "hoping", "care about", "cares about", "care most", "wish", "what would you want", "what do you want", "if you could"}},
}

// pastAskCues ask about a past failure.
var pastAskCues = []string{"happen", "wrong", "trouble", "problem", "issue", "lost", "lose", "outage", "burn", "last time", "experience", "previous", "before", "went", "fail", "broke", "crash", "story"}

// cueAt is where a cue starts a word of low, or -1: "coo" is in "our
// COO" but not in "cooling", "boss" not in "embossing".
func cueAt(low, c string) int {
	for off := 0; off < len(low); {
		i := strings.Index(low[off:], c)
		if i < 0 {
			return -1
		}
		i += off
		end := i + len(c)
		short := len(c) <= 4 && end < len(low) && unicode.IsLetter(rune(low[end])) // "coo" is no cue in "cooling"
		if (i == 0 || !unicode.IsLetter(rune(low[i-1])) || len(c) > 0 && !unicode.IsLetter(rune(c[0]))) && !short {
			return i
		}
		off = i + 1
	}
	return -1
}

// questionTopics returns the topics a question asks about, most specific
// first, without duplicates.
func questionTopics(q string, f facts) []topic {
	low := strings.ToLower(q)
	if x := reContraction.ReplaceAllString(low, "$1 is"); x != low {
		low += " || " + x // "when's" asks what "when is" asks
	}
	var out []topic
	seen := map[topic]bool{}
	add := func(t topic) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	body := f.described.deciderMode == "body"
	aboutDecider := f.deciderName != "" && (strings.Contains(low, strings.ToLower(f.deciderName)) || !body && hasName(low, strings.ToLower(givenName(f.deciderName)))) || // a body's "given name" is no name ("the")
		body && f.described.deciderTitle != "" && strings.Contains(low, strings.ToLower(f.described.deciderTitle)) ||
		containsAny(" "+low, " she ", " he ", " her ", " him ", "your boss", "decision maker", "decision-maker", "your cfo", "your ceo",
			"your coo", "your cto", "your director", "your manager", "whoever signs", "that person", "the person who", "when they approve", "they usually care")
	if aboutDecider && containsAny(low, "care", "need to see", "want to see", "look for", "looks for", "convince", "say yes", "priorit", "matter", "win over", "get behind", "like to see", "likes to see", "prefer to see", "prefers to see", "like to get", "likes to get", "like to review", "likes to review", "want to hear", "wants to hear") {
		add(topicDeciderNeeds)
	}
	// A question that names a fact of the scenario ("your no-show rate",
	// "the messaging contract") is about that fact first.
	kw := keywords(q)
	var matched []string
	teamByWords := false
	for _, ft := range f.topicTexts() {
		if ft.text == "" {
			continue
		}
		inside := false
		for _, m := range matched {
			inside = inside || strings.Contains(m, ft.text)
		}
		if inside {
			continue // "a paper order book" is already in the pain
		}
		if ft.t == topicTeam && !containsAny(low, "how many", "how big", "size", "number of", "headcount") {
			continue
		}
		for w := range keywords(ft.text) {
			if kw[w] && !genericKeywords[w] {
				add(ft.t)
				matched = append(matched, ft.text)
				teamByWords = teamByWords || ft.t == topicTeam
				break
			}
		}
	}
	byWords := len(out) > 0
	pastByWords := seen[topicPast]
	// Then the cues, in the order the question asks them.
	type hit struct {
		t   topic
		pos int
	}
	var hits []hit
	for _, tc := range topicCues {
		pos := -1
		for _, c := range tc.cues {
			if i := cueAt(low, c); i >= 0 && (pos < 0 || i < pos) {
				pos = i
			}
		}
		if pos >= 0 {
			hits = append(hits, hit{tc.t, pos})
		}
	}
	sort.SliceStable(hits, func(a, b int) bool { return hits[a].pos < hits[b].pos })
	for _, h := range hits {
		add(h.t)
	}
	// "today" and "right now" ask about the current solution only when
	// nothing else is asked ("what does it cost you today?" is about pain).
	if len(out) == 0 && containsAny(low, "today", "right now", "at the moment", "these days") {
		add(topicCurrent)
	}
	// A name alone says which fact is meant.
	if len(out) == 0 && f.competitor != "" && (strings.Contains(low, strings.ToLower(f.competitor)) || hasName(low, strings.ToLower(strings.Fields(f.competitor)[0])) && len(strings.Fields(f.competitor)[0]) >= 4) {
		add(topicCompetitor)
	}
	if len(out) == 0 && aboutDecider {
		add(topicDecision)
	}
	// "How many devices?" when the scenario counts no devices: the buyer
	// would have to check, not give the headcount.
	if seen[topicTeam] && !teamByWords {
		if m := reHowMany.FindStringSubmatch(low); m != nil && !peopleWord(m[1]) && painCounts(low, f) && !strings.Contains(strings.ToLower(f.team), text.Stem(m[1])) {
			out = append([]topic{topicPain}, without(out, topicTeam, topicPain)...) // "how many new clients a month?"
		} else if m != nil && !peopleWord(m[1]) && !strings.Contains(strings.ToLower(f.team), text.Stem(m[1])) && !(placeWord(m[1]) && countsPlaces(f.team)) {
			out = without(out, topicTeam)
			if len(out) == 0 {
				add(topicUnknown)
				out = []topic{topicUnknown}
			}
		}
	}
	// "How many appointments a day do your hospitals book?" counts the
	// appointments, not the hospitals; "how many employees were
	// affected?" counts a part the card does not count: "I'd have to
	// check". (People asked of a card that counts none: see peopleNote.)
	if seen[topicTeam] {
		if m := reHowMany.FindStringSubmatch(low); m != nil && !containsWord(m[1], "of", "in", "on", "would", "will", "do", "are") {
			teamLow := strings.ToLower(f.team)
			counted := strings.Contains(teamLow, text.Stem(m[1])) || placeWord(m[1]) && countsPlaces(f.team)
			if reHowManySubset.MatchString(low) || teamByWords && !peopleWord(m[1]) && !counted {
				out = without(out, topicTeam)
				if len(out) == 0 {
					out = []topic{topicUnknown}
				}
			}
		}
	}
	// The vendor they use today is not the competitor: "what do you like
	// about Samsara?" is about the current tool.
	if v := f.vendor; v != "" && strings.Contains(low, strings.ToLower(v)) && !(f.competitor != "" && strings.Contains(low, strings.ToLower(f.competitor))) {
		if seen[topicCompetitor] {
			out = without(out, topicCompetitor)
			if !seen[topicPain] && !seen[topicSpend] && !seen[topicTiming] {
				add(topicCurrent)
				if !containsTopic(out, topicCurrent) {
					out = append(out, topicCurrent)
				}
			}
		}
	}
	if containsAny(low, "don't you like", "don't like", "not happy", "not working", "what's missing") && !(f.competitor != "" && strings.Contains(low, strings.ToLower(f.competitor))) {
		out = without(out, topicCompetitor) // "what don't you like about your setup?" is the pain
	}
	if seen[topicSpend] && !strings.Contains(low, "using") && !strings.Contains(low, "use today") {
		out = without(out, topicCurrent) // "what do you pay for your current tool?": the spend answer names it
	}
	// "what's the total you can spend?" is the budget; "what's Zendesk
	// costing you per seat?" the spend; "what price did Freshdesk give
	// you?" the competitor's; "what date do you need to decide by?" timing.
	if containsAny(low, "can spend", "could spend", "able to spend", "allowed to spend") {
		out = without(out, topicSpend)
		seen[topicSpend] = false
		if !containsTopic(out, topicBudget) {
			out = append([]topic{topicBudget}, out...)
		}
	}
	if v := f.vendor; v != "" && strings.Contains(low, strings.ToLower(v)) && containsAny(low, "cost", "pay", "spend", "price", "per seat", "per agent", "charge") {
		out = append([]topic{topicSpend}, without(out, topicSpend, topicPain, topicBudget, topicCurrent)...)
	}
	if c := f.competitor; c != "" && strings.Contains(low, strings.ToLower(c)) && !strings.Contains(low, "budget") {
		out = append([]topic{topicCompetitor}, without(out, topicCompetitor, topicBudget, topicSpend)...)
	}
	if containsAny(low, "decide by", "what date", "by when", "deadline") {
		out = without(out, topicDecision)
		if !containsTopic(out, topicTiming) {
			out = append([]topic{topicTiming}, out...)
		}
	}
	if containsAny(low, "who would you pick", "who would you choose", "which would you choose", "which would you pick") {
		out = without(out, topicPain, topicDecision)
	}
	if seen[topicSpend] && !strings.Contains(low, "budget") {
		out = without(out, topicBudget) // "what do you pay today?" is not about the budget
		if !containsAny(low, "problem", "challenge", "lose", "losing", "waste", "hours", "time", "pain", "no-show", "downtime") {
			out = without(out, topicPain) // "what does it cost you each month?" is the bill
		}
	}
	if byWords && containsAny(low, "how many", "how much") && !containsAny(low, "staff", "people", "users", "employees", "team", "agents", "reps", "seats") {
		if !teamByWords {
			out = without(out, topicTeam)
		}
		out = without(out, topicBudget) // "how many orders slip through?" is about the orders
	}
	if seen[topicTiming] && containsAny(low, "contract", "renew") {
		out = without(out, topicCurrent) // "when does your current contract renew?"
	}
	if seen[topicDeciderNeeds] {
		out = without(out, topicDecision)
	}
	if byWords && !pastByWords && f.described.burned == "" {
		out = without(out, topicPast) // "what happened with the laptops?" is about the laptops
	}
	if pastByWords && !containsAny(low, pastAskCues...) && containsAny(low, "today", "right now", "currently", "running", "using", "at the moment") {
		// "what are you running for case files and arrangements today?":
		// a word of the past failure names the work, not the failure
		out = without(out, topicPast)
		seen[topicPast] = false
		if len(out) == 0 {
			out = []topic{topicCurrent}
		}
	}
	if seen[topicPast] && !strings.Contains(low, "budget") {
		out = without(out, topicBudget, topicSpend)
	}
	if seen[topicHypothetical] {
		out = without(out, topicPain)
	}
	if seen[topicTiming] && containsAny(low, "budget planning", "budget season", "budget cycle", "budget review", "budgeting happen", "budget time") {
		out = without(out, topicBudget) // "when does budget planning happen?"
	}
	if strings.Contains(low, "worth looking at") {
		out = without(out, topicCompetitor)
	}
	if !byWords && strings.HasPrefix(strings.TrimSpace(low), "which ") && (len(out) == 0 || out[0] == topicConcern) {
		return []topic{topicUnknown} // "which grade levels worry you most?": a detail the buyer would have to check
	}
	if strings.Contains(low, "how many") && len(out) > 1 {
		out = without(out, topicSpend, topicBudget) // a count is never a sum: "how many people work in the warehouse?"
	}
	if m := reHowMuchThing.FindStringSubmatch(low); m != nil && !moneyAfterHowMuch[m[1]] && !strings.Contains(low, "budget") {
		// "how much overtime do they log?": a quantity, not money
		out = without(out, topicBudget, topicSpend)
		if len(out) == 0 {
			out = []topic{topicPain}
		}
	}
	if seen[topicCallTime] || seen[topicPleasantry] || seen[topicLogistics] {
		out = without(out, topicTiming, topicTeam, topicConcern, topicCurrent, topicGoals, topicDecision) // "do you have two minutes?"
	}
	if seen[topicHypothetical] {
		out = without(out, topicConcern)
	}
	if seen[topicDeciderNeeds] {
		// "what would she need to see" is about her, not about the buyer
		out = without(out, topicProofWanted, topicGoals)
	}
	return refineTopics(low, out, f)
}

// reHowMuchThing is "how much" and the word after it.
var reHowMuchThing = regexp.MustCompile(`\bhow much ([a-z']+)`)

// moneyAfterHowMuch follow "how much" in a question about money.
var moneyAfterHowMuch = map[string]bool{"do": true, "does": true, "did": true, "are": true, "is": true, "was": true, "were": true, "would": true, "could": true, "can": true,
	"will": true, "have": true, "has": true, "had": true, "money": true, "budget": true, "of": true, "you": true, "we": true, "they": true, "it": true, "it's": true,
	"that": true, "that's": true, "this": true, "more": true, "less": true, "cash": true, "spend": true, "funding": true, "per": true, "extra": true, "cheaper": true,
	"lower": true, "higher": true, "room": true, "headroom": true, "should": true, "might": true, "in": true, "a": true, "each": true, "for": true, "to": true, "on": true, "altogether": true, "total": true}

var (
	reContraction     = regexp.MustCompile(`\b(what|when|who|how|where|that|it)['’]s\b`)
	reAskRole         = regexp.MustCompile(`\byour (?:role|title|position|job)\b|\bwhat (?:do|does) you do (?:there|at|for|here)\b`)
	reAskBudget       = regexp.MustCompile(`\b(?:would|could|willing|prepared|comfortable|happy|able|want|most|max|maximum|ceiling|cap|top|limit|reasonable|in mind|set aside)\b[^?]{0,40}\b(?:spend|pay|invest|budget)|\b(?:spend|pay)\b[^?]{0,20}\b(?:at most|max|tops|ceiling)\b`)
	reAskSpend        = regexp.MustCompile(`\b(?:what|how much) (?:is|does) (?:it|that|this) cost|\bwhat it costs\b|\brun you\b|\bcosting you\b|\bcost you (?:each|a|per|every)\b|\b(?:it|that) cost\?|\bare you paying\b|\bdo you pay\b`)
	reAskDecide       = regexp.MustCompile(`\b(?:your decision|decision|decides?|signs?|sign-off|approves?|weigh in|have a say|final call|final word)\b`)
	reAskRival        = regexp.MustCompile(`\b(?:anyone|anybody|who) else\b[^?]{0,30}\b(?:pitch|pitching|quot|looking|considered|considering|evaluat|talking|selling|offer|demo)|\bother (?:systems|options|vendors|tools|products|solutions)\b|\blooked at (?:any|other)\b`)
	reAskDecideStrong = regexp.MustCompile(`\b(?:gets|get|has|have) a (?:vote|say)\b|\bweigh in\b|\bhave a say\b|\bsigns? off\b|\bfinal (?:say|call|word)\b|\bdecision[- ]maker|\bwho (?:else )?(?:\w+ ){0,3}(?:approves?|signs?|decides?)\b`)
	reAskYes          = regexp.MustCompile(`\bwhat would (?:it take|make (?:this|it) a yes|get (?:you|us) to (?:a )?yes|you need to (?:say yes|move forward|go ahead))\b`)
	reDecideTo        = regexp.MustCompile(`\bdecide to \w+`)
	reWhoDecides      = regexp.MustCompile(`\bwho\b[^?]{0,30}\b(?:decid|sign|approv)|\bdecision maker|\bfinal (?:say|call|decision)`)
	reAskMethod       = regexp.MustCompile(`^(?:\S+\s+){0,6}how (?:do|does|are) (?:you|your team|the team|they)\b(?:\s+(?:currently|usually|normally))?\s+(?:keep|track|check|handle|manage|do|run|schedule|plan|log|book|record|get|send|deal)`)
	reAskMethodDone   = regexp.MustCompile(`\bhow (?:are|is|do|does) [a-z -]{2,40}?\b(?:scheduled|done|handled|tracked|managed|logged|entered|kept|recorded|booked|checked|onboarded|getting|get|processed|filled|written|typed|sent|made|taken|counted|ordered)\b`)
	reAskWhen         = regexp.MustCompile(`\bwhen (?:will|is|does|do|are)\b|\bbe back\b|\bhappening\b`)
)

// refineTopics applies the rules that hold for any wording: a question
// about what the buyer would or could spend is the budget, one about
// what it costs today is the spend, a decision or a signature is who
// decides, "anyone else pitching you" is the competition, "your role" is
// the buyer's role.
func refineTopics(low string, out []topic, f facts) []topic {
	has := func(t topic) bool { return containsTopic(out, t) }
	if reAskRole.MatchString(low) {
		return []topic{topicRole}
	}
	if reAskYes.MatchString(low) && !has(topicDeciderNeeds) {
		return []topic{topicProofWanted} // "what would make this a yes for you?"
	}
	if reDecideTo.MatchString(low) && !reWhoDecides.MatchString(low) {
		out = without(out, topicDecision) // "if you did decide to spend something": the budget, not who decides
	}
	if (reAskMethod.MatchString(low) || reAskMethodDone.MatchString(low)) && !has(topicSpend) && !has(topicBudget) {
		// "how are shifts scheduled today?": the method first, and the
		// situation only when it says something else
		out = append([]topic{topicCurrent}, without(out, topicCurrent, topicUnknown)...)
		if ms := f.described.methods; len(ms) > 0 {
			m := bestOverlap(ms, low)
			if m == "" {
				m = ms[0]
			}
			if contains(f.described.pains, m) && len(f.described.pains) == 1 || bestPain(f.described.pains, low) == m {
				out = without(out, topicPain)
			}
		}
	}
	if reAskBudget.MatchString(low) && (has(topicSpend) || has(topicBudget)) {
		out = append([]topic{topicBudget}, without(out, topicBudget, topicSpend)...)
	} else if reAskSpend.MatchString(low) && !has(topicSpend) && !has(topicBudget) {
		out = append(without(out, topicPain), topicSpend)
	}
	if containsAny(low, "how much time", "how many hours", "how long") {
		out = without(out, topicSpend, topicBudget) // "how much time does that cost you?" is not the bill
		if len(out) == 0 {
			out = []topic{topicPain}
		}
	}
	if reAskRival.MatchString(low) && !has(topicCompetitor) && !has(topicDecision) {
		out = append([]topic{topicCompetitor}, without(out, topicUnknown, topicCurrent, topicConcern)...)
	}
	if reAskDecideStrong.MatchString(low) && !has(topicDecision) && !has(topicDeciderNeeds) && !reDecideTo.MatchString(low) {
		out = append([]topic{topicDecision}, without(out, topicPain, topicUnknown)...) // "anyone else who'd weigh in?"
	}
	if reAskDecide.MatchString(low) && !has(topicDecision) && !has(topicDeciderNeeds) && !has(topicTiming) && (len(out) == 0 || out[0] == topicUnknown || out[0] == topicConcern) {
		out = []topic{topicDecision}
	}
	if m := reHowManyPhrase.FindStringSubmatch(low); m != nil && has(topicPain) && has(topicTeam) && !painCounts(low, f) {
		ws := countedNoun(m[1])
		if strings.Contains(strings.ToLower(f.team), text.Stem(ws[len(ws)-1])) {
			out = without(out, topicPain) // "how many active projects?": the count, not a clause that mentions projects
		}
	}
	said := bestPain(f.described.pains, low) // the situation the answer gives
	if said == "" {
		said = f.pain
	}
	if has(topicPain) && has(topicCurrent) && f.current != "" && strings.Contains(strings.ToLower(said), strings.ToLower(f.current)) {
		out = without(out, topicCurrent) // the situation already says how: "… logged in a 15-year-old Access database"
	}
	if reAskWhen.MatchString(low) && !has(topicTiming) && (len(out) == 0 || out[0] == topicUnknown || out[0] == topicCurrent) {
		if f.described.deciderAway != "" && containsAny(low, " she ", " he ", " they ", "back") {
			return []topic{topicDecision}
		}
		out = append([]topic{topicTiming}, without(out, topicUnknown, topicCurrent)...)
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

var reHowMany = regexp.MustCompile(`how many ([a-z-]+)`)

// reHowManySubset counts a part of the team: "how many employees were
// affected", "how many staff got hurt".
var reHowManySubset = regexp.MustCompile(`how many [a-z-]+ (?:were|was|are|got|have been|had been|did you have) (?:[a-z]+ed|hurt|hit|lost|let go|laid off|on leave|off sick)\b`)

// reCountsPeople is a count of people in the card's counts.
var reCountsPeople = regexp.MustCompile(`\b(?:people|persons?|staff|employees?|workers?|agents?|reps?|engineers?|developers?|nurses?|doctors?|dentists?|drivers?|technicians?|machinists?|lawyers?|attorneys?|paralegals?|vets?|veterinarians?|pickers?|operators?|teachers?|tutors?|instructors?|accountants?|brokers?|analysts?|managers?|cleaners?|guards?|pilots?|chefs?|cooks?|servers?|caregivers?|installers?|dispatchers?|planners?|coordinators?|recruiters?|sellers?|salespeople|physicians?|therapists?|crews?|fitters?|mechanics?|miners?|riders?|couriers?|stylists?|volunteers?|members?|users?|seats?|headcount|ftes?)\b`)

// peopleWord reports a noun that counts people: "how many people/users/staff".
func peopleWord(w string) bool {
	switch w {
	case "people", "users", "staff", "employees", "seats", "of", "folks", "members", "agents", "reps", "persons", "licenses", "licences",
		"in", "on", "would", "will", "do", "are", "team", "heads", "workers":
		return true
	}
	return false
}

func containsTopic(ts []topic, t topic) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// painCounts reports a "how many X" question whose X a situation clause
// counts: "how many new clients a month" of "we take on about 25 new
// clients a month".
func painCounts(low string, f facts) bool {
	m := reHowManyPhrase.FindStringSubmatch(low)
	if m == nil {
		return false
	}
	ws := countedNoun(m[1])
	st := text.Stem(ws[len(ws)-1])
	if len(st) < 3 {
		return false
	}
	for _, p := range append(append([]string{}, f.described.pains...), f.described.methods...) {
		if countsNoun(strings.ToLower(p), st) {
			return true // a number counts them: "we take on about 25 new clients a month"
		}
	}
	return false
}

var reHowManyPhrase = regexp.MustCompile(`how many ((?:[a-z-]+ ){0,2}[a-z-]+)`)

// placeWords are the general words for a business's places: "how many
// locations?" is answered by "4 restaurants".
var placeWords = map[string]bool{"locations": true, "sites": true, "branches": true, "outlets": true, "venues": true, "premises": true, "units": true, "stores": true, "shops": true, "offices": true}

// placeWord reports a general word for a business's places.
func placeWord(w string) bool { return placeWords[w] }

// rePlaceUnit is a count of places in the scenario's counts.
var rePlaceUnit = regexp.MustCompile(`\b\d[\d,]* (?:locations|sites|branch(?:es)?|outlets|venues|stores|shops|offices|restaurants|cafes|bars|clinics|practices|hotels|schools|campuses|gyms|salons|studios|plants|warehouses|depots|cent(?:er|re)s|franchises|bakeries|kitchens|pharmacies|dealerships)\b`)

// countsPlaces reports scenario counts that count places.
func countsPlaces(team string) bool { return rePlaceUnit.MatchString(strings.ToLower(team)) }
