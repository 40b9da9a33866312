package speechtest

// RepPhrases are things a rep says in a price role-play, written for the
// word error rate figures and held out of the recogniser's corpus
// (sphinx/corpus.txt): what the local engine hears of them is what a rep
// who speaks freely gets.
var RepPhrases = []string{
	"I hear you on the budget, so what are you paying for this today?",
	"If we could show a return in the first quarter, would that change the picture?",
	"Most of our customers start with a small pilot for one team.",
	"Can I ask who else is involved in the decision?",
	"Let me walk you through how the pricing works for a team your size.",
	"We include training and support in the annual plan at no extra cost.",
	"What would need to be true for you to move forward this month?",
	"I can send you a short proposal with the numbers by Friday.",
	"How much time does your team spend on this process every week?",
	"Would a call with one of our customers in your industry help?",
	"That makes sense, and timing matters, so when does your budget reset?",
	"Our onboarding takes about two weeks and we handle the setup for you.",
}

// PriceScenario is a price role-play as the recogniser's hints see it: its
// title and description, and the buyer's lines so far.
var PriceScenario = []string{
	"Price objection",
	"The buyer runs operations at a mid-size logistics company and thinks the software is too expensive.",
	"Thanks for calling. I have a few minutes.",
	"Honestly, this is more than we planned to spend this year.",
	"We already have a tool that does most of this.",
}
