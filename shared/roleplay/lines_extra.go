package roleplay

// Extra buyer lines for facts the scenario states in a form the stock
// answers cannot hold (the buyer decides alone or with a partner, two
// people sign jointly, there is no budget, nothing is paid today) and for
// facts a detailed scenario leaves out, which the buyer does not invent.
// Same shapes as lines.go: voice-neutral answers by topic.

// deciderAnswers are the decision answers by how the scenario says it is
// decided; first form first time, second form again.
var deciderAnswers = map[string][2][]string{
	"self": {
		{"I decide this one myself.", "That's my call. I sign off on {approval} myself.", "It's my decision; {approval} doesn't need anyone else.", "Me. Nobody else signs this."},
		{"Like I said, it's my call.", "Still me.", "As I said, I decide."},
	},
	"joint": {
		{"I decide together with {decider}.", "It's a joint call: me and {decider}.", "{deciderName} and I decide it together."},
		{"Like I said, {deciderName} and I decide together.", "Still the two of us: me and {deciderName}."},
	},
	"group": {
		{"{decider}, sign off jointly.", "It goes to {decider}. They decide together.", "Both of them sign: {deciderName}."},
		{"Like I said, {deciderName} sign off together.", "Still {deciderName}, jointly."},
	},
	"unknown": {
		{"I'd have to check how sign-off works for something like this.", "Honestly, I'm not sure who'd sign this yet, so I'd have to check the rules.",
			"Not sure offhand. I'd have to ask who signs at this size.", "I don't know yet who'd sign it. I'll check.",
			"I'd have to look up the sign-off rules for this.", "No idea offhand who signs something this size.", "I'll check who'd have to approve it."},
		{"Like I said, I'd have to check who signs.", "Still checking who'd sign it.", "As I said, I need to look up who signs."},
	},
}

// namedCompetitorAnswers name the competitor the scenario names without
// a price for them.
var namedCompetitorAnswers = [2][]string{
	{"We're also talking to {competitor}.", "{competitor} is the other option.", "We're looking at {competitor} too.", "{competitor} is in the running.",
		"The other one on the list is {competitor}.", "{competitor}. We've had a look at them.", "We've been talking to {competitor} as well.",
		"{competitor} has pitched us too.", "Honestly? {competitor}.", "{competitor} is on our list as well.", "We've had {competitor} in too.", "There's {competitor}.",
		"{competitor}, mainly.", "We're comparing you with {competitor}."},
	{"Like I said, {competitor}.", "As I mentioned, {competitor}.", "Still {competitor}.", "Same as I said, {competitor}.", "{competitor}, as I said.",
		"Only {competitor} so far.", "Just {competitor}, like I told you."},
}

// unknownAnswers are said when a detailed scenario gives no value for the
// topic: the buyer says so rather than invent one.
var unknownAnswers = map[topic][]string{
	topicCompetitor: {"Nobody else seriously right now, as far as I know, and I'd have to check with the team.", "We haven't looked hard at anyone else yet. Not that I know of.",
		"No one else on the list that I know of.", "Not sure anyone else is in the running yet, so I'd have to check with the team.", "None I know of. I'd have to ask around.",
		"Not that I know of, but I'd have to check.", "I don't know of anyone else yet.", "Nobody I know of right now; I'd have to check the shortlist."},
	topicTiming: {"There's no hard date on our side that I know of.", "No deadline driving it, honestly, though I'd have to check if anything's coming up.",
		"Nothing on the calendar forces it either way, as far as I know.", "Not sure there's a date, and I'd have to check the calendar.",
		"No date I know of.", "Nothing's forcing the timing that I know of.", "There's no deadline I'm aware of, but I'd have to check the plan."},
	topicPain:   {"Honestly, it mostly works. That's why I'm not sure we need to change.", "Nothing dramatic. It works well enough most days."},
	topicPast:   {"Nothing dramatic; no vendor has burned us badly.", "No horror stories, if that's what you mean."},
	topicBudget: {"We haven't set a number for this.", "There's no budget for it yet."},
	topicSpend:  {"I'd have to check the exact figure.", "I don't have that number to hand."},
}

// noSpendAnswers say that the buyer pays nothing today.
var noSpendAnswers = [2][]string{
	{"Nothing. We use {current}, and it doesn't cost us anything.", "We don't pay anything for it today; it's {current}.", "Zero. It's {current}."},
	{"Like I said, nothing. It's {current}.", "Still nothing; {current} is free."},
}

// roleAnswers say who the buyer is.
var roleAnswers = [2][]string{
	{"I'm the {role} here.", "{role}. I run the day-to-day and recommend what we buy.", "I'm the {role}; I look at tools like this first."},
	{"Like I said, I'm the {role}.", "Still the {role}."},
}

// awayAnswers say when the decider is back.
var awayAnswers = [2][]string{
	{"{away}.", "Not before then: {away}.", "{away}, so after that."},
	{"Like I said, {away}.", "As I mentioned, {away}."},
}

// priceFreeCompetitionOpenings are Competition openings for a named
// competitor whose price the scenario does not give.
var priceFreeCompetitionOpenings = map[Persona][][2]string{
	PersonaFriendly: {
		{"Thanks for taking the time. I should tell you, we're also looking at {competitor}.", "I'm trying to understand why we'd choose you instead."},
		{"I'm glad we could talk. We're weighing you against {competitor} right now.", "I'd love to hear what sets you apart."},
	},
	PersonaAssertive: {
		{"I'll be straight with you: {competitor} is in the running, and they're ahead.", "Why would I pick you?"},
		{"You're up against {competitor}.", "Make your case."},
	},
	PersonaSkeptical: {
		{"We're comparing you with {competitor}, and frankly I don't see much difference.", "Every vendor says they're better. Show me."},
		{"Honestly, I'm not sure you're different from {competitor}.", "What do you actually do better?"},
	},
	PersonaRushed: {
		{"I'm choosing between you and {competitor}. Fast.", "What's your edge?"},
		{"{competitor} or you. Quickly.", "Why you?"},
	},
}

// roleFallback says who the buyer is when the scenario does not: the
// person who looks at tools first, with the decider the facts name.
var roleFallback = [2][]string{
	{"I run the day-to-day here, so tools like this land with me first.", "I manage operations; I look at things like this before anyone else does.",
		"I'm the one who looks at tools like this first and makes the recommendation."},
	{"Like I said, I run the day-to-day.", "Same as before: I look at it first."},
}

// budgetOnlyAnswers give the budget when the scenario gives no quote: the
// buyer does not invent the rep's price.
var budgetOnlyAnswers = [2][]string{
	{"We budgeted {budget} for this.", "The budget is {budget}.", "{budget}. That's what we set aside.", "Our number is {budget}.",
		"We've got {budget} for this.", "I can spend {budget}.", "{budget} is what's approved."},
	{"Like I said, {budget}.", "As I said, {budget}.", "Still {budget}, same as I told you.", "The budget hasn't moved: {budget}."},
}

// noteAuthorityOpenings are the Authority openings when the scenario says
// how a decision with two parts is made: the buyer says it as it is.
var noteAuthorityOpenings = map[Persona][][2]string{
	PersonaFriendly:  {{"Thanks for the time. I like what I've seen, but I should be honest: it isn't my call alone.", "{deciderNote}. So I need something I can take to them."}},
	PersonaAssertive: {{"Let me save you some time: I don't sign this.", "{deciderNote}. So what do you want from me?"}},
	PersonaSkeptical: {{"Even if I liked this, it's not my call.", "{deciderNote}. They'll ask harder questions than I will."}},
	PersonaRushed:    {{"Not my decision. Quickly.", "{deciderNote}. What do you need from me?"}},
}

// namedCompetitorNoPrice answers a question about the price of a
// competitor the scenario names without one.
var namedCompetitorNoPrice = []string{"I don't have their number to hand.", "They haven't put a firm number in front of me yet.",
	"I'd have to check their proposal for the exact figure.", "No firm price from them yet."}

// deciderNoteAgain recall a decision in two parts already described.
var deciderNoteAgain = []string{"Both of them, like I said.", "Same two steps as I said.", "It's the two of them, as I mentioned.", "That hasn't changed: it takes both of them."}
