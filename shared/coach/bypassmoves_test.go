package coach

import (
	"strings"
	"testing"
)

// The ways round the buying rules of bypassmoves.go, over wordings of no
// review round or fault set: each move said several ways, and the honest
// look-alikes that must not be named.

// bypassNames are the words a report names any move round the rules with.
var bypassNames = []string{"personal inducement", "disguise the paperwork", "go around the person", "go around the people", "round your contact", "rig the buying", "keep the deal from", "split the purchase", "alter the data", "Goes round the buying rules"}

func namesBypass(lines []string) string {
	for _, l := range lines {
		for _, n := range bypassNames {
			if strings.Contains(l, n) {
				return l
			}
		}
	}
	return ""
}

func replyLines(fb Feedback) []string {
	ra := fb.ResponseAnalysis
	lines := []string{ra.Tone.Feedback, ra.ObjectionHandling.Technique}
	for _, im := range fb.Improvements {
		lines = append(lines, im.Description)
	}
	return lines
}

func pitchLines(a Analysis) []string {
	lines := []string{a.Categories.Tone.Feedback, a.Recommendation}
	for _, im := range a.Improvements {
		lines = append(lines, im.Description)
	}
	return lines
}

func TestBypassMovesNamed(t *testing.T) {
	for _, reply := range []string{
		// a perk for the buyer as a person
		"Understood. Once Margaret signs, there are two Test match tickets going begging for you and your partner.",
		"For yourself, there's a spa weekend in the Cotswolds we'd love to treat you to.",
		"We'd be glad to cover your flights to the Berlin trade fair, hotel included, all on us.",
		"I'll put a little something into your account once the order lands.",
		"Invoice us at the full rate and the difference comes back to you.",
		"Don't you worry, we'll look after you personally when the bonus round comes.",
		// paperwork that says something other than what happened
		"If it helps the audit, we can date those service sheets back to March.",
		"I can massage the waste figures a little so the business case looks watertight for Margaret.",
		"We'd book the software as shop-fitting sundries so head office never sees a licence line.",
		"With our dashboard you pick which temperature readings are sent to the council, so a bad night never reaches the inspector.",
		// a purchase cut up under the limit
		"We'll do it as four shop clusters at £12,000, each one comfortably under your limit.",
		"Three separate purchase orders, each below Margaret's threshold, and you sign them all yourself.",
		// a tender tilted
		"If your panel could rate reliability a bit higher in the scoring, we'd be in a strong spot.",
		"I'll draft the evaluation criteria for you, and only our forecaster will qualify on the data-latency line.",
		"Send me a look at the other quotes before Friday and I'll come in just under them.",
		// round the contact
		"Our MD plays squash with Margaret, so I'll have him raise it over drinks and you won't need to present it at all.",
		"Rather than wait for your Thursday meeting, I'll ring Ms Hale on her mobile tonight.",
		// kept from those who check
		"Your finance people don't need to know about the rebate.",
		"The extra units needn't appear on the invoice.",
	} {
		fb := AssessReply(severeBuyer, reply, severeCard, nil)
		if namesBypass(replyLines(fb)) == "" {
			t.Errorf("%q: no move round the rules named: %q", reply, replyLines(fb))
		}
		if fb.OverallScore > 30 {
			t.Errorf("%q: score %d beside a move round the rules", reply, fb.OverallScore)
		}
	}
}

func TestBypassLookAlikesNotNamed(t *testing.T) {
	for _, reply := range []string{
		// honest help with the people who approve
		"Would it help if I joined you when you present it to Margaret?",
		"I can put the case on one page for you to take to Margaret, with the waste figures from your own tills.",
		"If it's easier, I'd join a short call with the two of you to answer her questions directly.",
		"We could start with the four biggest shops as a pilot; Margaret signs the pilot and the full roll-out is her decision afterwards.",
		// honest paperwork and data
		"Our records date back to 2011, and every forecast is logged so your auditors can check it.",
		"Every reading goes to the council exactly as recorded, with the calibration sheet attached.",
		"We invoice the software and the training as separate lines so your finance team sees exactly what each costs.",
		// an honest tender
		"Your panel sets the weighting; we'll answer every criterion in writing, and you can score us against the others.",
		"If it helps you draft the tender, I can send our datasheet as one reference among several.",
		// perks that are the company's, not the buyer's
		"We'll include a training day for your shop managers at our Leeds site, travel on us.",
		"Every shop on our system gets a weekly waste report; Fairholme Bakeries will show you theirs.",
		"Can I send you a sample scoring sheet other chains used, so you can adapt it?",
		"Each shop gets its own delivery slot, so none of them waits past 7am.",
		"Our drivers call the shop manager directly when a van is late, so nobody has to chase.",
		"We're happy to date the trial from the first delivery, whenever that is.",
		"Only our forecaster reads till data every fifteen minutes, and the spec sheet is attached.",
	} {
		fb := AssessReply(severeBuyer, reply, severeCard, nil)
		if l := namesBypass(replyLines(fb)); l != "" {
			t.Errorf("%q: honest reply accused: %q", reply, l)
		}
	}
}

func TestBypassMovesInPitches(t *testing.T) {
	good := "Your 22 bakeries throw away about £310,000 of bread a year. Our forecasting sets each shop's bake from its own sales. "
	for _, bad := range []string{
		"To save time I'll go straight to your chairman with it this week, so you won't need to sell it to the board.",
		"And of course there's a hospitality box at the cup final for you and your husband.",
		"If it helps, we can tidy up the waste logs before the environmental auditors visit.",
		"We would license each shop separately, so each one stays below the approval threshold.",
	} {
		a := Analyze(Input{Text: good + bad, Mode: ModeText, Scenario: severeCard})
		if namesBypass(pitchLines(a)) == "" && !strings.Contains(strings.Join(pitchLines(a), " "), "rig the") {
			t.Errorf("%q: no move round the rules named: %q", bad, pitchLines(a))
		}
	}
	for _, ok := range []string{
		"I'd be glad to present it to your board with you, on a date that suits you.",
		"Our records of every bake date back to the first shop we fitted, and you can see them.",
	} {
		a := Analyze(Input{Text: good + ok, Mode: ModeText, Scenario: severeCard})
		if l := namesBypass(pitchLines(a)); l != "" {
			t.Errorf("%q: honest pitch accused: %q", ok, l)
		}
	}
}

// TestBypassMovesSecondCard: the same rules on another card, where the
// buyer has said someone else decides (so "her" is the decider).
func TestBypassMovesSecondCard(t *testing.T) {
	card := Scenario{Objection: "Authority", Industry: "Vineyard equipment",
		Custom: "Winery operations lead at Stellen Hills; current press is 15 years old. Our press is R1.2m; a rival quotes R1.05m. The cellar master approves anything above R500,000."}
	buyer := "I can't sign this; the cellar master decides and she's cautious."
	for _, r := range []string{
		"I'll pop round to the cellar master's house on Saturday with a case of our reserve wine and sort it out with her.",
		"Leave the cellar master to me; our chairman knows her from the wine guild and will have it agreed before Monday.",
		"We can bill it as three separate service visits of R400,000 so none of them needs her signature.",
		"If you mark down the rival's delivery score a little, we'll be well clear.",
		"Just pencil in the delivery date as last month on the order, nobody checks those.",
		"Why don't you tell her it's a lease renewal, not a new purchase? Then it won't go to her at all.",
	} {
		fb := AssessReply(buyer, r, card, nil)
		if namesBypass(replyLines(fb)) == "" {
			t.Errorf("%q: no move round the rules named: %q", r, replyLines(fb))
		}
	}
	for _, r := range []string{
		"Would it help if I prepared a one-pager for you to take to her, with the yield numbers from your last harvest?",
		"She's right to be cautious; what would she want to see first?",
		"I'd suggest we both meet her, with you leading, and I'll bring the service records from Kanonkop.",
		"There's no need to rush: harvest is in February, so we have time to get her the figures.",
	} {
		fb := AssessReply(buyer, r, card, nil)
		if l := namesBypass(replyLines(fb)); l != "" {
			t.Errorf("%q: honest reply accused: %q", r, l)
		}
	}
}

// TestBypassAndDismissalInSchoolPitch: the rules in pitches on another card.
func TestBypassAndDismissalInSchoolPitch(t *testing.T) {
	card := Scenario{Objection: "Need", Industry: "School catering",
		Custom: "Bursar at Greyfriars Academy, 1,100 pupils; spends £620,000 a year on catering. Our quote is £640,000. The governors approve contracts over £100,000."}
	lead := "Mr Okafor, your kitchen serves 1,100 lunches a day and your last Ofsted visit flagged allergen labelling. Our menus carry allergen codes on every dish. "
	for _, c := range []struct{ line, names string }{
		{"Rather than waiting for the governors, our director will have a word with the chair at the golf club this weekend.", "round your contact"},
		{"We'd also love to host you and Mrs Okafor at our Christmas gala in London, all costs covered.", "personal inducement"},
		{"We can send our invoices monthly at £45,000, well under the governors' level, so it never needs their vote.", "go around"},
		{"If the allergen audit worries you, we can update last term's records before the inspectors come back.", "disguise the paperwork"},
		{"Allergens are honestly the least of your worries with us.", "Dismissing"},
		{"Parents always kick up a fuss about new caterers; it blows over in a week.", "Dismissing"},
		{"Don't let the governors' questions slow you down; they're a rubber stamp.", "Dismissing"},
	} {
		a := Analyze(Input{Text: lead + c.line + " Could we run a tasting day on the 14th?", Mode: ModeText, Scenario: card})
		if !strings.Contains(strings.Join(pitchLines(a), " | "), c.names) {
			t.Errorf("%q: %q not named: %q", c.line, c.names, pitchLines(a))
		}
	}
	for _, ok := range []string{
		"We'd love to host your catering team at our Leeds kitchen for a training day; we cover their travel.",
		"The governors will want the allergen records; we'll bring last term's audit exactly as it was filed.",
		"Each term's menu goes to the governors for sign-off, as it should.",
	} {
		a := Analyze(Input{Text: lead + ok + " Could we run a tasting day on the 14th?", Mode: ModeText, Scenario: card})
		if l := namesBypass(pitchLines(a)); l != "" {
			t.Errorf("%q: honest pitch accused: %q", ok, l)
		}
		if l := namesDismissal(pitchLines(a)); l != "" {
			t.Errorf("%q: honest pitch called dismissing: %q", ok, l)
		}
	}
}
