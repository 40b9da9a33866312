package coach

import (
	"strings"
	"testing"
)

// Round 4 (blind review) causes on the pitch side, each tested over
// wordings of its own, not the review's.

var round4Scenario = Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Veterinary clinics",
	Custom: "Practice manager at a group of 6 vet clinics with 40 staff. They pay a rival €2,100 a month for booking software."}

// A word-list hit counts only when it is used as the hedge, filler or
// dismissal: "kind of" after a determiner names a kind, "you know <noun
// phrase>" is the verb, a clause-final "like" is the verb, "like" after
// "something else," means "such as", "so" in "if so" stands for a clause,
// "not just" means "not only", "get used to it" inside a time clause
// dismisses nothing, and "in the thousands" is a range, not hype.
func TestWordListsInContext(t *testing.T) {
	for _, c := range []struct{ text, cat, word string }{
		{"We built the very kind of rota view your head nurse asked for.", "hedge", "kind of"},
		{"This isn't that sort of contract; you can leave any month.", "hedge", "sort of"},
		{"Honestly, you know those six clinics far better than our sales team does.", "filler", "you know"},
		{"The reminders go out by text, which most pet owners like.", "filler", "like"},
		{"Was it the price, or something else, like training time for the front desk?", "filler", "like"},
		{"Do your vets ever double-book surgery? If so, I can show you how the rota blocks it.", "filler", "so"},
		{"It is not just a calendar: it sends the vaccine reminders too.", "hedge", "just"},
		{"We run both systems side by side while your receptionists get used to it.", "dismissing", "get used to it"},
	} {
		a := Analyze(Input{Text: c.text, Scenario: round4Scenario})
		for _, q := range quotesOf(t, c.text, a.Evidence, c.cat, "negative") {
			if strings.Contains(strings.ToLower(q), c.word) {
				t.Errorf("%q: %q counted as %s", c.text, q, c.cat)
			}
		}
	}
	// the same words in their hedge, filler and dismissal uses still count
	for _, c := range []struct{ text, cat, word string }{
		{"It kind of pays for itself within a year.", "hedge", "kind of"},
		{"Honestly, you know, the clinics all say the same.", "filler", "you know"},
		{"It's, like, really quick to set up.", "filler", "like"},
		{"I just wanted to ask about your booking software.", "hedge", "just"},
		{"Your receptionists will get used to it, don't worry about that.", "dismissing", "get used to it"},
	} {
		a := Analyze(Input{Text: c.text, Scenario: round4Scenario})
		found := false
		for _, q := range quotesOf(t, c.text, a.Evidence, c.cat, "negative") {
			found = found || strings.Contains(strings.ToLower(q), c.word)
		}
		if !found {
			t.Errorf("%q: %q not counted as %s", c.text, c.word, c.cat)
		}
	}
	d := docFor("If missed bookings run in the thousands each year, the switch pays back fast.", round4Scenario, "")
	for _, f := range d.feats {
		for _, q := range f.quantities {
			if q.madeUp {
				t.Errorf("\"in the thousands\" counted as a made-up number")
			}
		}
	}
}

// An example built on the scenario card never puts the card in the buyer's
// mouth ("You mentioned …"), never quotes the seller's own quote or offer
// as the buyer's fact, never turns an object pronoun that stands for
// things into "you", never starts mid-clause after an aside, and builds
// only on a problem or a spend, not on who decides or when.
func TestCardExamplesQuoteOnlyTheBuyersFacts(t *testing.T) {
	pitch := "Hi, I run partnerships at Tallybook. We help teams get things done. I'd love to tell you more about what we do."
	for _, c := range []struct{ card, bad string }{
		{"Finance lead at a charity with 12 shops. Our bookkeeping quote is £1,150 a month. Shop managers post receipts by mail.", "1,150"},
		{"Head of admissions at a college with 3,000 applicants. Forms are checked by hand, and 5 officers re-key them every week.", "re-key you"},
		{"Clinic manager at a group of 4 physio clinics. The director, Sam Oduya, signs every contract and is back on the 9th.", "signs every contract"},
		{"Fleet lead at a 60-van courier. They pay Routely $41 per van a month, and are trialling us next to Onfleet.", "trialling us"},
		{"Principal of a school with 900 pupils. The governors vote on new spend on 4 March.", "governors vote"},
	} {
		sc := Scenario{Difficulty: "Intermediate", Objection: "Need", Industry: "Services", Custom: c.card}
		a := Analyze(Input{Text: pitch, Scenario: sc})
		for _, ex := range examplesOf(a) {
			if strings.Contains(ex, "You mentioned") || strings.Contains(ex, c.bad) {
				t.Errorf("card %q: example %q", c.card, ex)
			}
		}
	}
	sc := Scenario{Difficulty: "Intermediate", Objection: "Need", Industry: "Logistics",
		Custom: "Ops lead at a 60-van courier. RouteMaster misroutes about 30 parcels a day."}
	a := Analyze(Input{Text: pitch, Scenario: sc})
	// (session 8: an example is a line the rep could say, never advice
	// quoting the card; the buyer's figure goes in whole, number and noun)
	found := false
	for _, ex := range examplesOf(a) {
		found = found || strings.Contains(ex, "30 parcels a day") && spokenLine(ex)
		if strings.Contains(ex, "Start from") || strings.Contains(ex, "RouteMaster misroutes") {
			t.Errorf("card text pasted into an example: %q", ex)
		}
	}
	if !found {
		t.Errorf("the buyer's figure is not in a spoken line: %q", examplesOf(a))
	}
}

// Only the buyer's facts on the card are "the buyer's own numbers": never
// the seller's own quote on it, a date ("Tuesday 9 June"), a product's
// number ("Office 365") or a scale word used as a unit ("per thousand").
// The seller's price is still a known figure, never a made-up one, and the
// rep's math from it still counts.
func TestBuyerNumbersAreTheBuyersFacts(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Hospitality",
		Custom: "Owner of 5 cafés with 48 staff. They run tills on Office 365 spreadsheets and lose about £700 a week to stock waste. Our stock-control quote is £390 a month. Water is billed at £2.10 per thousand litres."}
	for _, s := range []string{
		"It's £390 a month for all your cafés, and it plugs into the spreadsheets you keep in Office 365 today.",
		"If you can send me last month's stock sheets by Tuesday 9 June, I'll come back with an estimate.",
		"Every thousand litres you save is money back.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		if q := quotesOf(t, s, a.Evidence, "buyerNumber", "positive"); len(q) > 0 {
			t.Errorf("%q: credited as the buyer's numbers: %q", s, q)
		}
		if q := quotesOf(t, s, a.Evidence, "unsupportedNumber", "negative"); len(q) > 0 {
			t.Errorf("%q: flagged as made up: %q", s, q)
		}
	}
	price := "It's £390 a month for stock control across all your cafés."
	for _, st := range Analyze(Input{Text: price, Scenario: sc}).Strengths {
		if strings.Contains(st.Description, "value") {
			t.Errorf("our own price praised as value: %s", st.Description)
		}
	}
	s := "You lose about £700 a week to waste across your 5 cafés; that's over £36,000 a year."
	a := Analyze(Input{Text: s, Scenario: sc})
	got := strings.Join(quotesOf(t, s, a.Evidence, "buyerNumber", "positive"), "|")
	for _, w := range []string{"£700", "5", "£36,000"} {
		if !strings.Contains(got, w) {
			t.Errorf("%s not credited as the buyer's number: %s", w, got)
		}
	}
}

// Proof the buyer can check is a document, a reference, a trial the buyer
// measures, or a named customer's result; a generic claim about unnamed
// customers, a demo invitation or a question is none, and a pitch built on
// them is told it has no proof.
func TestProofIsCheckable(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Trust", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	notProof := []string{
		"Clinic groups that move to us normally find their reminder gaps close within a quarter.",
		"Practices your size tend to recover the fee quickly once reminders go out on time.",
		"I'd be glad to give your team a demo of the reminder screen so you can see it for yourself.",
		"How many of last month's missed vaccinations did your reception catch before the owner called?",
		"I'd rather keep a clinic group like yours on our books than walk away over a few euros.",
	}
	for _, s := range notProof {
		a := Analyze(Input{Text: s, Scenario: sc})
		for _, st := range a.Strengths {
			if strings.HasPrefix(st.Description, "Proof the buyer can check") {
				t.Errorf("%q praised as proof: %s", s, st.Description)
			}
		}
	}
	a := Analyze(Input{Text: strings.Join(notProof[:3], " "), Scenario: sc})
	found := false
	for _, im := range a.Improvements {
		found = found || strings.Contains(im.Description, "proof the buyer can check") || strings.HasPrefix(im.Description, "No customer is named")
	}
	if !found {
		t.Errorf("a pitch of generic claims is not told it lacks proof: %+v", a.Improvements)
	}
	for _, s := range []string{
		"Brookfield Vets in Leeds cut missed boosters from 60 to 9 a month, and their practice manager will take your call.",
		"I can send you our ISO 27001 certificate and last year's audited uptime report.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		found := false
		for _, st := range a.Strengths {
			found = found || strings.HasPrefix(st.Description, "Proof the buyer can check")
		}
		if !found {
			t.Errorf("%q not praised as proof: %+v", s, a.Strengths)
		}
	}
}

// Fake scarcity, the seller's own quarter, and going around the
// decision-maker or the approval rules are pressure; a step asked for
// under pressure is never praised as a concrete next step.
func TestScarcityAndGoingAroundAreSevere(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Authority", Industry: "Dental clinics",
		Custom: "Office manager at a group of 4 dental clinics. The owner, Dr. Ines Brandt, signs every purchase and is at a conference until the 12th."}
	for _, s := range []string{
		"We've set aside onboarding for only three practices this spring, and there is a queue behind you.",
		"Our financial year ends next week, so I'd love a signature by Thursday.",
		"You don't need to wait for Dr. Brandt; just let her know afterwards.",
		"By the time Dr. Brandt gets back, the system will already be running in all four clinics.",
		"We can split it into two orders so each stays below the threshold she has to approve.",
		"Honestly, she doesn't need to know about a tool this small.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		if len(quotesOf(t, s, a.Evidence, "pressure", "negative")) == 0 {
			t.Errorf("not flagged as pressure: %q", s)
		}
	}
	for _, s := range []string{
		"When Dr. Brandt is back on the 12th, could the three of us take 20 minutes to go through it?",
		"I'll send a one-page summary she can read at the conference, and we can talk once she's back.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		if q := quotesOf(t, s, a.Evidence, "pressure", "negative"); len(q) > 0 {
			t.Errorf("respecting the decision-maker flagged as pressure %q: %q", q, s)
		}
	}
	s := "Only two clinic slots are left this month before the others take them. Can I send the agreement over today so you can sign it before Dr. Brandt is back?"
	a := Analyze(Input{Text: s, Scenario: sc})
	for _, st := range a.Strengths {
		if strings.Contains(st.Description, "next step") || strings.Contains(st.Description, "Customer-focused") {
			t.Errorf("a step under pressure praised: %s", st.Description)
		}
	}
}

// A reorder rewrite is made only of the rep's whole sentences: in a
// punctuated pitch, a sentence that carries two moves is never cut into
// fragments for it, and a pitch already in order gets no reorder.
func TestReorderOnlyWholeSentences(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	pitch := "Missed vaccine reminders cost your six clinics about €3,000 a month. " +
		"Our reminder service texts each owner a week ahead, and Hillside Vets in York, who run five clinics, cut missed boosters by half in a quarter; their manager, Ana Ruiz, will take your call. " +
		"Which clinic misses the most? " +
		"Could we meet on Tuesday 10 June for 30 minutes to set up a trial in that clinic?"
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, im := range a.Improvements {
		if strings.HasPrefix(im.SpecificSuggestion, "Order the pitch") {
			t.Errorf("a punctuated pitch got a reorder cut from its sentences: %q", im.Example)
		}
	}
	shuffled := "Could we meet on Tuesday 10 June for 30 minutes to set up a trial in your busiest clinic? " +
		"Hillside Vets in York cut missed boosters by half in a quarter, and their manager will take your call. " +
		"Our reminder service texts each owner a week ahead, so your clinics stop losing the €3,000 a month. " +
		"Missed vaccine reminders cost your six clinics about €3,000 a month."
	a = Analyze(Input{Text: shuffled, Scenario: sc})
	for _, im := range a.Improvements {
		if !strings.HasPrefix(im.SpecificSuggestion, "Order the pitch") {
			continue
		}
		for _, sent := range []string{"Missed vaccine reminders cost your six clinics about €3,000 a month.", "Could we meet on Tuesday 10 June"} {
			if !strings.Contains(im.Example, sent) {
				t.Errorf("reorder %q lacks the rep's whole sentence %q", im.Example, sent)
			}
		}
		if !strings.HasSuffix(im.Example, "in your busiest clinic?”") {
			t.Errorf("reorder does not end on the ask: %q", im.Example)
		}
	}
}

// Dropping a hedge that is a clause of its own ("I'd say", "I'd need to
// confirm") must leave a whole clause; when it would not, the sentence is
// not offered as the rewrite.
func TestHedgeClauseDropNeverLeavesAFragment(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Timing", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	pitch := "Spring is busy for every clinic, and usually I'd say hold off. " +
		"Our installer has set up dozens of clinics in the north, though I'd need to confirm exactly where. " +
		"Your six clinics lose about €3,000 a month to missed reminders. " +
		"Could we meet on Tuesday 10 June to plan a trial in one clinic?"
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, ex := range examplesOf(a) {
		for _, bad := range []string{"usually hold off", "though exactly where"} {
			if strings.Contains(ex, bad) {
				t.Errorf("hedge dropped into a fragment: %q", ex)
			}
		}
	}
}

// A closing question that proposes a look ("would it be worth looking
// at …", "worth a look") is a next step, not a pitch that ends without one.
func TestWorthALookIsAStep(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Need", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	for _, s := range []string{
		"Your clinics lose about €3,000 a month to missed reminders. Would it be worth looking at how it could run in your two busiest clinics?",
		"Your clinics lose about €3,000 a month to missed reminders. Would it be worth a look at one clinic's reminder list together?",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		for _, im := range a.Improvements {
			if strings.HasPrefix(im.Description, "The pitch ends without a next step") {
				t.Errorf("%q: %s", s, im.Description)
			}
		}
	}
}

// A generic claim about unnamed others is not value tied to this buyer's
// situation; a named customer's result or the buyer's own numbers are.
func TestGenericPeerClaimIsNoValue(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	for _, s := range []string{
		"Most clinic groups we support find their missed reminders drop and their front desks get calmer.",
		"Practices that move over typically see fewer missed boosters and fuller diaries.",
		"Our clients tend to recover missed vaccine revenue within a season.",
		"A lot of practices we work with found their front desks were spending most of the day on reminder calls.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		for _, st := range a.Strengths {
			if strings.Contains(st.Description, "value") {
				t.Errorf("%q praised as value: %s", s, st.Description)
			}
		}
	}
}

// Fishing for the buyer's number or offering open-ended room on the price
// is a price concession, however it is worded.
func TestDiscountFishingIsAConcession(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. They pay a rival €2,100 a month; our quote is €2,900 a month."}
	for _, s := range []string{
		"There's a bit of room on my side if the monthly figure is what's stopping you.",
		"What number would get this signed before the summer?",
		"We can make up the difference in the first year so you're not out of pocket.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		if len(quotesOf(t, s, a.Evidence, "discount", "negative")) == 0 {
			t.Errorf("not flagged as a concession: %q", s)
		}
	}
}

// When no sentence of the rep's comes out whole without its hedge, the
// hedge improvement says how to fix it; it never borrows the value
// template ("Start from the buyer's situation …") meant for another fault.
func TestHedgeExampleFitsTheHedge(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. Missed vaccine reminders cost about €3,000 a month."}
	pitch := "Usually I'd say most clinics probably see it pay back. I guess the reminders might be kind of useful for your six clinics."
	a := Analyze(Input{Text: pitch, Scenario: sc})
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "hedge") && strings.HasPrefix(im.Example, "Start from the buyer's situation") {
			t.Errorf("hedge improvement borrows the value template: %q", im.Example)
		}
	}
}

// A place's name ("in Europe", "in the Ruhr valley") names no customer: a
// share of unnamed others there is still a made-up statistic.
func TestPlaceIsNoNamedCustomer(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Trust", Industry: "Foundries",
		Custom: "Plant manager at a foundry in Dortmund with 210 employees."}
	for _, s := range []string{
		"87% of plants in Germany that audit their furnaces end up switching to a system like ours.",
		"Roughly 91% of manufacturers in the Ruhr valley moved to sensors like these within two years.",
	} {
		a := Analyze(Input{Text: s, Scenario: sc})
		if len(quotesOf(t, s, a.Evidence, "unsupportedNumber", "negative")) == 0 {
			t.Errorf("a share of unnamed others in a place not flagged: %q", s)
		}
	}
}

// "Your question invites the buyer …" only when the report can quote the
// question: never beside "No question asks about the buyer's situation".
func TestNoQuestionNoInvitation(t *testing.T) {
	sc := Scenario{Difficulty: "Intermediate", Objection: "Timing", Industry: "Veterinary clinics",
		Custom: "Practice manager at a group of 6 vet clinics with 40 staff. A seventh clinic opens in May."}
	text := "ok so um yeah i get that may is busy with the new clinic and all so i guess maybe it could still help with the rota stuff " +
		"and um the reminders and i dont know if you maybe want to think it over and we could like catch up whenever suits you"
	a := Analyze(Input{Text: text, Scenario: sc})
	if strings.Contains(a.Categories.ObjectionHandling.Feedback, "Your question invites") {
		qq := ""
		for _, s := range a.Strengths {
			if strings.Contains(s.Description, "question") {
				qq = s.Description
			}
		}
		if qq == "" {
			t.Errorf("invitation claimed with no question to quote: %s", a.Categories.ObjectionHandling.Feedback)
		}
	}
}
