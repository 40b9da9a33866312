package coach

import (
	"strings"
	"testing"
)

// The severe moves no wording excuses (replyethics.go, severeMove), over
// wordings of no review round, in several styles (formal, chatty, spoken
// without punctuation, run-on): a personal inducement to the buyer,
// paperwork disguised or an order split under a signing limit, the deal
// kept from those who approve it, and a back channel round the contact.

var severeCard = Scenario{Objection: "Authority", Difficulty: "Intermediate", Industry: "Regional bakery chain",
	Custom: "Operations manager at a chain of 22 bakeries that throws away about £310,000 of unsold bread a year. Our demand-forecasting software is quoted at £48,000 a year. The owner, Margaret Hale, signs anything above £15,000."}

const severeBuyer = "I like it, but anything over fifteen thousand goes to Margaret, and she is careful with money."

// severeReplies are the moves with the words that must never come back in
// an example or the ideal response, and the improvement's words.
var severeReplies = []struct{ reply, words, names string }{
	// personal inducements
	{"I hear you. If it helps, there'd be a personal thank-you of two thousand pounds for you once it's signed. Shall we go ahead?", "thank-you of two thousand", "personal inducement"},
	{"Look, I'll make it worth your while, let's just say there's a little something for you when the contract goes through.", "worth your while", "personal inducement"},
	{"between us i could sort a referral fee for you personally if you back us with margaret", "referral fee", "personal inducement"},
	{"Understood. We could fly you and your wife to Lisbon for a long weekend, on us, as a thank you for choosing us.", "lisbon", "personal inducement"},
	{"I'd happily split my commission with you if you get Margaret over the line this month.", "commission", "personal inducement"},
	{"tell you what, my director could sort a finders fee your way once margaret signs", "finders fee", "personal inducement"},
	{"And honestly there'd be a little extra in it for you if this goes through before Christmas.", "a little extra in it for you", "personal inducement"},
	// disguised paperwork, splits, backdating
	{"we can put some of it through as maintenance so your finance team doesnt flag it", "as maintenance", "disguise the paperwork"},
	{"That's fine. We can bill the setup as 'consulting' so the software line looks smaller on paper. Does that work?", "consulting", "disguise the paperwork"},
	{"No problem, we could break the order into four invoices of £12,000. Each of them stays under your own limit.", "four invoices", "go around the person or rule that approves"},
	{"Sure, and we can backdate the order to last quarter so it comes out of the old budget.", "backdate", "disguise the paperwork"},
	// secrecy from those who approve
	{"Honestly, Margaret doesn't need the details; no one at head office has to see the invoice if you sign for the pilot yourself.", "has to see the invoice", "keep the deal from"},
	{"Let's just keep this between the two of us for now and get it running; by the time Margaret hears about it the waste will already be down.", "between the two of us", "keep the deal from"},
	// back channels round the contact
	{"No worries. I play golf with someone on your board, I could have a word with him and get it pushed through.", "golf", "round your contact"},
	{"Actually I know someone who knows Margaret's brother, so I can reach her that way before your meeting.", "margaret's brother", "round your contact"},
	{"Give me her number and I'll call Margaret myself, it's faster than you presenting it.", "call margaret myself", "round your contact"},
}

func TestSevereMovesInReplies(t *testing.T) {
	for _, c := range severeReplies {
		fb := AssessReply(severeBuyer, c.reply, severeCard, nil)
		if fb.OverallScore > 30 {
			t.Errorf("%q: score %d, want <= 30", c.reply, fb.OverallScore)
		}
		if len(fb.Strengths) > 0 {
			t.Errorf("%q: strengths beside a severe move: %+v", c.reply, fb.Strengths)
		}
		if len(fb.Improvements) == 0 || !strings.Contains(fb.Improvements[0].Description, c.names) {
			t.Errorf("%q: first improvement does not name the move (%q): %+v", c.reply, c.names, fb.Improvements)
		}
		for _, ex := range exampleTexts(fb) {
			if strings.Contains(strings.ToLower(ex), c.words) {
				t.Errorf("%q: an example or the ideal keeps the move: %q", c.reply, ex)
			}
			for _, s := range exampleSentences(c.reply) {
				if len(strings.Fields(s)) >= 4 && strings.Contains(ex, strings.TrimRight(s, ".?!")) {
					t.Errorf("%q: an example or the ideal is built from the rep's sentence %q: %q", c.reply, s, ex)
				}
			}
		}
	}
}

func TestSevereMovesInPitches(t *testing.T) {
	good := "Your 22 bakeries throw away about £310,000 of bread a year. Our forecasting sets each shop's bake from its own sales. "
	for _, c := range severeReplies {
		a := Analyze(Input{Text: good + c.reply, Scenario: severeCard})
		if a.OverallScore > ethicsScoreCap {
			t.Errorf("%q: score %d above the cap", c.reply, a.OverallScore)
		}
		if len(a.Strengths) > 0 {
			t.Errorf("%q: strengths beside a severe move: %+v", c.reply, a.Strengths)
		}
		if len(a.Improvements) == 0 || a.Improvements[0].Priority != "high" {
			t.Errorf("%q: the move is not the first improvement: %+v", c.reply, a.Improvements)
			continue
		}
		for _, im := range a.Improvements {
			if strings.Contains(strings.ToLower(im.Example), c.words) {
				t.Errorf("%q: an example keeps the move: %q", c.reply, im.Example)
			}
			for _, s := range exampleSentences(good + c.reply) {
				if len(strings.Fields(s)) >= 4 && strings.Contains(im.Example, strings.TrimRight(s, ".?!")) {
					t.Errorf("%q: an example is built from the rep's sentence %q: %q", c.reply, s, im.Example)
				}
			}
		}
	}
}

// Not severe: a discount to the company, a fee that is a line of the quote,
// a phased rollout the owner signs, a product that nobody notices, a call
// the contact asks for, the buyer's own date, a refused match, crews free.
func TestSevereMovesFalseAlarms(t *testing.T) {
	for _, reply := range []string{
		"Understood. Our consultancy fee is already inside the £48,000, so Margaret sees one number. Could I join you for 15 minutes before you meet her?",
		"Makes sense. We could phase it: six bakeries first at £13,000, and Margaret signs the rest once she has seen the waste fall. Shall I put both phases on one page for her?",
		"Fair. Switching takes one evening per shop, and nobody will notice the change on the counter. What will Margaret want to see first?",
		"Of course. If you'd like, I can call Margaret directly after you've spoken to her, to answer any technical questions. What suits you?",
		"That's right to check with her. Your personal account manager would be Sam, who looks after 30 bakeries like yours; could I send Margaret his case study this week?",
	} {
		fb := AssessReply(severeBuyer, reply, severeCard, nil)
		for _, im := range fb.Improvements {
			for _, p := range []string{"personal inducement", "disguise the paperwork", "keep the deal from", "round your contact", "go around the person"} {
				if strings.Contains(im.Description, p) {
					t.Errorf("%q: a false alarm: %s", reply, im.Description)
				}
			}
		}
	}
	card := Scenario{Objection: "Competition", Difficulty: "Advanced", Industry: "Frozen fruit processing",
		Custom: "Head of operations at a processor freezing 9,000 tonnes of mango a year. Spoilage cost £640,000 last year. Our monitoring is quoted at £120,000 a year; a rival offered £85,000 with two months free. The finance director decides at the end of the quarter."}
	for _, pitch := range []string{
		"The rival's £85,000 with two months free is a fair offer, and I won't match it. What I'd look at is where your £640,000 of spoilage happened. How much was in the trucks rather than the stores? If most of it was on the road, let's test both on two routes for a month, so your finance director has your own data before the end of the quarter.",
		"We have two installation engineers free for the whole of March, so the trial could start the week after your audit. Which site loses the most mango in transit?",
	} {
		a := Analyze(Input{Text: pitch, Scenario: card})
		if a.OverallScore <= ethicsScoreCap {
			t.Errorf("%q: capped at %d", pitch, a.OverallScore)
		}
		for _, im := range a.Improvements {
			if strings.Contains(im.Description, "deadline") || strings.Contains(im.Description, "You cut the price") {
				t.Errorf("%q: a false alarm: %s", pitch, im.Description)
			}
		}
	}
}

// A threat on the rep's own offer is pressure in a pitch: capped, named
// first, whatever the wording.
func TestPitchThreatOnOwnOffer(t *testing.T) {
	good := "Your 22 bakeries throw away about £310,000 of bread a year. Our forecasting sets each shop's bake from its own sales. "
	for _, bad := range []string{
		"Our prices go up on 1 March, so this quote only stands if Margaret signs before then.",
		"If I don't have a yes by Thursday, I'll have to release the slot to another chain.",
		"Unless you can confirm this week we can't hold the £48,000 after that.",
		"This only holds until Friday. If Margaret signs by then, I'll take 15% off the first year.",
	} {
		a := Analyze(Input{Text: good + bad, Scenario: severeCard})
		if a.OverallScore > ethicsScoreCap {
			t.Errorf("%q: score %d above the cap", bad, a.OverallScore)
		}
		if len(a.Improvements) == 0 || a.Improvements[0].Category != "tone" || a.Improvements[0].Priority != "high" {
			t.Errorf("%q: the threat is not the first improvement: %+v", bad, a.Improvements)
		}
	}
}

// Honest lines that share words with the severe moves: none is one.
func TestSevereMoveNotOnHonestLines(t *testing.T) {
	for _, s := range []string{
		"We offer a personal onboarding session and a private training fee waiver for your team.",
		"There's no setup fee for you, and the support fee is included.",
		"Your personal account manager gets a bonus when you hit your targets, so she's motivated.",
		"I'll give you a call directly tomorrow to confirm.",
		"We can invoice it annually or quarterly, whatever suits your finance team.",
		"We can invoice it as a subscription so it comes out of opex rather than capex.",
		"The invoice will show it as 'software licence', which is what it is.",
		"Nobody needs to know how to code to use it.",
		"No one has to see a screen while driving.",
		"By the time your team notices a fault, our system has already fixed it.",
		"By the time the board hears the results of the pilot, you'll have three months of data.",
		"We know people at your head office from the pilot last year.",
		"Split the rollout into two phases so your board can approve phase two after seeing phase one.",
		"It would be worth your while to see the demo.",
		"We'll make it worth your while with a 10% volume discount on the second year.",
		"I'll send you a voucher code for the free trial.",
		"Let me take you to see a customer site in Leeds, on us.",
		"Can I speak to your CFO directly? It would be quicker for both of us to hear her questions.",
		"We can label each shelf as 'fast' or 'slow' so staff see it at a glance.",
		"Our price goes up on renewal only with inflation, capped at 3%.",
		"We'll take you and your team to our user conference in May.",
		"The commission on this deal is standard and nothing to do with you.",
		"Keep it simple: one invoice, one contract, your board signs it.",
		"Your cousin at the Derby branch already uses it.",
		"I'll just email them directly, it's quicker than waiting for the post.",
	} {
		d := analyzeDoc(s, &buyerContext{})
		for si := range d.sents {
			low, _ := lowered(d.sentText(si))
			if k, m := severeMove(d, si, low); k != "" {
				t.Errorf("%q: a %s move found in %q", s, k, low[m[0]:m[1]])
			}
		}
	}
}

// A buyer holding a rival's quote is not asked what works well "with them";
// one who uses the rival is.
func TestCompetitionQuestionFitsTheBuyer(t *testing.T) {
	quote := Scenario{Objection: "Competition", Difficulty: "Intermediate", Industry: "Dental labs",
		Custom: "Lab manager at a dental lab making 900 crowns a month. Our milling software is quoted at £14,000 a year; a rival quoted £10,500 and adds free training."}
	user := Scenario{Objection: "Competition", Difficulty: "Intermediate", Industry: "Dental labs",
		Custom: "Lab manager at a dental lab making 900 crowns a month. They use a rival's milling software at £10,500 a year; our quote is £14,000."}
	rep := "Okay, fine, we'll drop to £10,500 and throw in the training too."
	buyer := "The other one is £3,500 cheaper and adds training. Can you beat that?"
	if fb := AssessReply(buyer, rep, quote, nil); strings.Contains(fb.IdealResponse.Text, "working well with them") {
		t.Errorf("a buyer with a quote asked how the rival works for them: %q", fb.IdealResponse.Text)
	}
	if fb := AssessReply(buyer, rep, user, nil); !strings.Contains(fb.IdealResponse.Text, "working well with them") {
		t.Errorf("a buyer who uses the rival not asked how it works for them: %q", fb.IdealResponse.Text)
	}
}
