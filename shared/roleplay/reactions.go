package roleplay

import (
	"regexp"
	"strconv"
	"strings"
)

// What the buyer reads in a rep's message besides the coach's findings:
// small talk, rudeness and price concessions in any wording. Each is read
// from the lower-cased message.

var reSmallTalk = regexp.MustCompile(`\b(the game|the match|last night's|last night|your weekend|weekend plans|weather|your vacation|holiday plans|football|soccer|baseball|basketball|hockey|golf|tennis|super bowl|world cup|playoffs|the series|the finals|fantasy league|movie|netflix|tv show|that show|your kids|the kids|your family|birthday|concert|the score|the election|your dog|your cat|recipe|marathon|did you see the|did you watch|did you catch|have you watched|how was your|how's your day|how is your day|how are the|how's the family|where are you based|where are you located|any plans for the weekend|plans for the weekend|the playoffs|season opener|box office|random question|totally unrelated|completely unrelated|unrelated, but|off[- ]topic question|restaurant recommendations?|recommend a (?:good )?restaurant|good restaurants?|places? to eat|where to eat|i'm there on holiday|i'm there in the (?:spring|summer|autumn|fall|winter))\b`)

// isSmallTalk reports talk about something other than the deal.
func isSmallTalk(low string) bool { return reSmallTalk.MatchString(low) }

var reRude = regexp.MustCompile(`\b(stupid|idiot|idiotic|dumb|moron|morons|shut up|waste of my time|wasting my time|clueless|grow up|whatever|cheapskate|being cheap|so cheap|pathetic|that's nonsense|this is nonsense|talking nonsense|bullshit|bs|crap|fuck|fucking|shit|damn it|you people|this is ridiculous|that's ridiculous|you're ridiculous|being ridiculous|not rocket science|are you kidding|lol|ugh|get real|give me a break|do your homework|you don't get it|you just don't get it|you clearly don't understand|you don't understand anything|i don't have time for this|cry me a river|sounds like a you problem|your problem, not mine|not my problem|paranoid|time to hold your hand|overreacting|calm down|get over it|being dramatic|too sensitive|i don't have time for this|are you even listening|pay attention to me|are you paying attention|is a joke|laughable|stone age|dinosaur|are you serious|lame excuse|lame|just an excuse|a poor excuse|dragging (its|their|your|his|her) feet)\b`)

// reWhateverRetort is "whatever" said to brush the buyer off: alone, or
// ending a sentence.
var reWhateverRetort = regexp.MustCompile(`(?:^|[.!?,;]\s*)whatever(?:\s+you\s+say)?\s*(?:[.!?,]|$)`)

// reContempt is contempt for the buyer's way of working or for their
// understanding: "a pretty naive way to plan", "I'm surprised it still
// works", "I'm not sure you understood our demo".
var reContempt = regexp.MustCompile(`\b(naive|naïve|amateur|amateurish|primitive|archaic|silly|lazy|incompetent|sloppy|embarrassing|outdated way|antiquated)\b|` +
	`\b(?:ridiculous|absurd) way\b|\b(?:so|pretty|very|really|a bit|rather|quite) backwards?\b|\bbackwards? (?:way|system|approach|thinking|setup|set-up|outfit)\b|` + // never "works backwards from April"
	`\bcheap way to (?:buy|choose|decide|run)\b|\b(?:not sure|no idea|don't know) why i(?:'m| am) (?:even )?talking to you\b|\bwhy am i (?:even )?talking to you\b|` +
	`\bsurprised (?:it|that|you|this) (?:still )?(?:works|work|survive|survived|manage)|\b(?:not sure|doubt) you (?:understood|understand|get|got|read)\b|\byou (?:didn't|did not|don't|do not|clearly don't|obviously don't|never) (?:understand|get it|read|listen)\b|\bif you(?:'re| are) seriously\b`)

// reJab is a jab at the buyer's seriousness or a brush-off of the buyer's
// trouble, rude even when the same message asks a question or names a
// figure: "you're not serious about growth", "that isn't my problem".
var reJab = regexp.MustCompile(`\byou(?:'re| are)(?: just| clearly| obviously| simply| probably| maybe| really| honestly| frankly)? not (?:serious|committed|thinking straight)\b|\b(?:isn't|is not|wasn't|was not|not) (?:my|our) (?:problem|concern|fault|issue)\b|\bwho cares\b|\bget over (?:it|yourself)\b|\bdeal with it\b|\bsuck it up\b|\bnot my job to\b|\b(?:you|they)(?: kind of| sort of| really| totally| honestly)? deserve what (?:you|they) get\b|\bserves you right\b`)

// isRude reports an insult, contempt or swearing.
func isRude(low string) bool {
	if reJab.MatchString(low) {
		return true
	}
	if m := reContempt.FindStringIndex(low); m != nil && !containsAny(lastWords(low[:m[0]], 3), " not ", " never ", " no ") {
		return true
	}
	for _, m := range reRude.FindAllStringIndex(low, -1) {
		w := low[m[0]:m[1]]
		// "not stupid" or "no question is stupid" is not an insult
		before := lastWords(low[:m[0]], 3)
		if containsAny(before, " not ", " never ", " no ") && w != "shut up" {
			continue
		}
		if w == "are you serious" && strings.HasPrefix(low[m[1]:], " about") {
			continue // "are you serious about starting in June?": a real question
		}
		if w == "whatever" && !reWhateverRetort.MatchString(low) {
			continue // "whatever replaces it", "whatever works for you": not a retort
		}
		return true
	}
	return false
}

var reCave = regexp.MustCompile(`\b(price[- ]match|match (that|their|the|your|his|her|this|it|any|what)\b|can match|could match|will match|we'll match|i'll match|happy to match|beat (their|that|the|any) (price|quote|offer)|` +
	`(do|get|bring|drop|lower|reduce|cut|take|make|offer|give) (it|that|this|the price|the cost|our price|you|the license|the licence|the subscription)? ?(down )?(to|for|at) [$€£]?\d|` +
	`(\d+|one|two|three|four|six|a) (extra |additional )?(free )?months? (free|on us|at no (cost|charge)|for free)|free (month|months|first month|quarter)|first (month|months|two months|three months|quarter) (are |is )?(free|on us|for free)|` +
	`\d+ ?(%|percent) (off|discount|cheaper)|\d+ ?(%|percent) (lower|less) (price|cost|fee|rate|bill|quote)|(price|cost|fee|quote|bill) [a-z ]{0,12}\d+ ?(%|percent) (lower|less)|(a|an|extra|additional|special|bigger|further) discount|discount (it|you|the)|knock (off|\S+ off)|waive|special (price|rate|deal|pricing)|` +
	`(lower|reduced|better|discounted) (price|rate)|meet your budget|meet you at [$€£]?\d|meet you (halfway|in the middle)|split the difference|throw in|at cost|price down|` +
	`(can|could|will|'ll|would) (do|offer|give you|go to|go down to|get you to|come down to|drop to) [$€£]?\d|(how about|what about|call it|let's say|let's call it) [$€£]\d|` +
	`[$€£]\d[\d,]*(k)? instead|instead of [$€£]\d|for just [$€£]\d|for only [$€£]\d|only [$€£]\d[\d,]* (a|per) )`)

var reNum = regexp.MustCompile(`[$€£]\s?(\d[\d,]*)(k\b)?`)

// reAround proposes to get a deal past its approver: splitting invoices
// under a sign-off limit, "so it never has to go to him", signing behind
// the decider's back. The buyer refuses; it is pressure, not a price cut.
var reAround = regexp.MustCompile(`\b(split (it|this|the (contract|order|deal|invoice|purchase))? ?(into|across) (\w+ )?(invoices|orders|payments|pos|contracts|phases)|(under|below) (the|his|her|their|your) (limit|threshold|sign-off|approval)|never (has|have|needs?) to go to|without (him|her|them|the board|the committee|your (boss|father|mother|ceo|cfo|board)) (knowing|seeing|signing|approving)|go(ing)? around (him|her|them|the board|your)|behind (his|her|their|the board's) back|keep (it|this) off (his|her|their|the board's) desk|leave (him|her|them|[a-z]+) out of (it|this|the loop)|keep (him|her|them) out of (it|this|the loop)|go (straight|directly) to [a-z]+ (instead|without))`)

// caveNegations undo a cave cue said to refuse one.
var caveNegations = []string{"won't discount", "will not discount", "not going to discount", "rather not discount", "no discount", "don't discount",
	"not about a discount", "not a discount", "rather than discount", "instead of discount", "can't discount", "cannot discount", "won't cut",
	"not going to cut", "won't match", "can't match", "cannot match", "not going to match", "rather than cut", "without a discount", "don't want to discount",
	"not offering a discount", "not offering any discount"}

// tradeCues attach a concession to a commitment.
var tradeCues = []string{"if you sign", "if you commit", "if you can sign", "if we can sign", "if you agree", "sign today", "sign this week", "sign by",
	"commit today", "commit this week", "in exchange", "in return", "if you go annual", "annual commitment", "multi-year", "two-year", "three-year", "if you prepay"}

// isCave reports a price concession: a cut, a match, free months. A sum
// counts as a cut only under the quote (quote 0: any sum), and a cue said
// to refuse one ("we won't discount") is not one.
func isCave(low string, quote int) bool {
	for _, m := range reCave.FindAllStringIndex(low, -1) {
		w := low[m[0]:m[1]]
		before := lastWords(low[:m[0]], 4)
		if containsAny(before, " not ", " no ", "n't ", " never ", " without ", " rather than ", " instead of ") || containsAny(low, caveNegations...) && strings.Contains(w, "discount") {
			continue
		}
		if after := low[m[1]:min(len(low), m[1]+30)]; reNum.MatchString(w) && containsAny(after, "saving", "saved", "in value", "back a", "back each", "roi") {
			continue // "get you to $3,000 in savings" is value, not a price
		}
		if n := reNum.FindStringSubmatch(w); n != nil && quote > 0 {
			v, err := strconv.Atoi(strings.ReplaceAll(n[1], ",", ""))
			if n[2] != "" {
				v *= 1000
			}
			if err != nil || v >= quote {
				continue // the quote itself, or more
			}
		}
		return true
	}
	return false
}

// onlyTheQuote reports a message whose sums are all the quote itself (or
// more), with at least one of them: it states the price, it does not cut it.
func onlyTheQuote(low string, quote int) bool {
	if quote <= 0 {
		return false
	}
	ms := reNum.FindAllStringSubmatch(low, -1)
	if len(ms) == 0 {
		return false
	}
	for _, n := range ms {
		v, err := strconv.Atoi(strings.ReplaceAll(n[1], ",", ""))
		if n[2] != "" {
			v *= 1000
		}
		if err != nil || v < quote {
			return false
		}
	}
	return !strings.Contains(low, "discount") && !containsAny(low, " off", "cheaper", "lower", "reduce", "cut ")
}

// reProposalQ is a question that proposes something rather than asks for a
// fact: "Would a reference call help?", "Could I send you the case study?".
var reProposalQ = regexp.MustCompile(`(?i)^\s*(?:(?:so|and|then|ok|okay),?\s+)?(?:would|could|can|shall|should|may|what if|how about|if i|if we)\b`)

// allProposals reports questions that all propose something.
func allProposals(qs []string) bool {
	if len(qs) == 0 {
		return false
	}
	for _, q := range qs {
		if !reProposalQ.MatchString(q) || containsAny(strings.ToLower(q), "how many", "how much", "who ", "when ", "what is", "what's", "which ") {
			return false
		}
	}
	return true
}

// reResultClaim is a claim the rep makes about results: a percentage or a
// multiple, a saving, a cut, something faster or better, a guarantee. A
// price or a sum worked out from the buyer's figures is no claim.
var reResultClaim = regexp.MustCompile(`\d+ ?(?:%|percent\b|x\b|times\b)|\b(?:cut|cuts|cutting|reduce|reduces|reduced|reducing|save|saves|saved|saving|savings|increase|increases|boost|boosts|improve|improves|improved|eliminate|eliminates|prevent|prevents|faster|better|fewer|less|more|guarantee|guaranteed|proven|pays for itself|roi|payback|uptime|results?|outcomes?|never|always|zero|no more)\b`)

// reContradicts is the rep saying the buyer is wrong.
var reContradicts = regexp.MustCompile(`\b(?:wrong|disagree|not true|isn't true|mistaken|incorrect|not the case|not right|isn't right|that's not how|you're missing|misunderstand|misread|no, |actually, )`)

// rePressureTime is a deadline or a rush in the rep's message.
var rePressureTime = regexp.MustCompile(`\b(?:today|tonight|this week|this month|this quarter|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the end|end of)|end of (?:the )?(?:day|week|month|quarter|year)|deadline|expires?|expiring|only until|last chance|limited|right now|sign now|offer ends|ends (?:on|at|soon|friday|today)|before (?:it|the price|prices) (?:goes|go|rise|rises)|now or never|won't last)\b`)

// presupposes lists stock lines that take something for granted, with
// what the rep's message must hold for them to fit: "Artificial deadlines
// …" needs a deadline, "Sympathy is nice" some sympathy.
var presupposes = []struct {
	line string
	need *regexp.Regexp
}{
	{"Artificial deadlines", rePressureTime},
	{"on a deadline", rePressureTime},
	{"only works under", rePressureTime},
	{"Sympathy", regexp.MustCompile(`\b(?:understand|hear you|sorry|appreciate|makes sense|that's fair|i get it|frustrat|must be|sounds (?:hard|tough|painful))`)},
	{"I didn't ask about your company", regexp.MustCompile(`\b(?:we|we're|our|us)\b`)},
	{"You can disagree", reContradicts},
	{"I'm wrong", reContradicts},
	{"be corrected", reContradicts},
	{"looking at it wrong", reContradicts},
	{"That's a claim", reResultClaim},
	{"Who measured", reResultClaim},
	{"Says you", reResultClaim},
}

// fitting drops the stock lines whose presupposition the rep's message
// does not meet; when none is left, the lines stay as they were.
func (e *engine) fitting(ts []string) []string {
	if e.repNow == "" {
		return ts
	}
	var out []string
	for _, t := range ts {
		ok := true
		for _, p := range presupposes {
			if strings.Contains(t, p.line) && !p.need.MatchString(e.repNow) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return ts
	}
	return out
}

// reAsksPaying asks what the buyer pays: "what are you paying X", "what
// does X cost you", "how much do you pay X".
var reAsksPaying = regexp.MustCompile(`\b(?:what|how much)\b[^?]*\b(?:paying|pay|spend|spending|costs? you|costing you|charging you|charge you)\b`)
