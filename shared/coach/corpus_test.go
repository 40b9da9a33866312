package coach

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
)

// The generated corpus of the property tests (invariants_test.go): pitches
// and replies composed from banks of realistic fragments, for many
// scenarios. It is deterministic: sample i is built from a generator seeded
// with i, so a failure names a sample that can be rebuilt on its own.
//
// Every fragment carries tags saying what a coach would call it (a made-up
// number, a market statistic, a cave on price, a pushy question …) and its
// byte span in the final text, so that the checks have an oracle that does
// not come from the coach itself.

// Corpus sizes: at least 2,000 of each (issue 13), small enough for the
// property test to stay within a few seconds.
const (
	corpusPitches = 2050
	corpusReplies = 2050
)

// tag is what the generator knows about a fragment.
type tag uint32

const (
	tagSituation   tag = 1 << iota // the buyer's situation in the buyer's terms
	tagValue                       // value for this buyer
	tagBuyerNum                    // uses one of the scenario's numbers
	tagProof                       // proof the buyer can check
	tagMarket                      // market statistic
	tagMadeUp                      // made-up number (10x, up to 500%, thousands of hours)
	tagDiscovery                   // discovery question
	tagRhetorical                  // rhetorical question
	tagPushy                       // pushy question
	tagNextStep                    // concrete next step
	tagVagueNext                   // vague next step / brush-off
	tagSeller                      // about the seller
	tagFlattery                    // empty praise
	tagFeel                        // "I understand how you feel" (acknowledgement or cliché: never both)
	tagBuzz                        // buzzwords
	tagCave                        // a lower price, a match, a discount, free months
	tagDeadline                    // false deadline or social-proof pressure
	tagDismiss                     // dismissing the concern
	tagArgue                       // arguing with the buyer
	tagAck                         // acknowledgement
	tagClarify                     // clarifying question
	tagConfirm                     // checks the concern is resolved
	tagHedge                       // an inserted hedge
	tagFiller                      // an inserted filler
	tagCoincidence                 // a meeting length equal to arithmetic on the buyer's numbers
)

// badForPraise are the tags of fragments a coach never praises as content.
const badForPraise = tagMarket | tagMadeUp | tagCave | tagDeadline | tagDismiss | tagArgue | tagPushy

// frag is one fragment of a generated text: its span and what it is.
type frag struct {
	s, e int
	tags tag
}

// sample is one generated input and, once run, the coach's output.
type sample struct {
	id        int
	kind      string // "pitch" or "reply"
	text      string
	sc        Scenario
	objection string
	preset    bool            // the scenario is one of the three preset cards
	slots     map[string]bool // facts the buyer's line states: spend, budget, comparator, competitor, decider, timing
	style     string          // plain, runon, spoken, wall
	seconds   float64         // a voice pitch's length; 0 for text
	frags     []frag
	tags      tag // union of the fragments' tags

	a  *Analysis
	fb *Feedback

	view   *outView // the output in one shape, built once
	viewOf [2]any   // … for this a and fb
}

func (s *sample) String() string {
	voice := ""
	if s.seconds > 0 {
		voice = fmt.Sprintf(" voice %.0f s", s.seconds)
	}
	return fmt.Sprintf("%s #%d [%s%s] scenario %q objection %q: %q", s.kind, s.id, s.style, voice, s.sc.Custom, s.objection, s.text)
}

// scenarioSpec is a buyer's situation and what the fragments may say about it.
type scenarioSpec struct {
	custom  string
	objType string
	preset  bool
	vars    map[string]string // placeholders of the fragments
}

// genericVars fill the placeholders when the scenario says nothing.
var genericVars = map[string]string{
	"problem": "manual follow-up", "task": "follow-up emails", "team": "team", "num": "", "money": "",
	"unit": "team", "decider": "your finance lead", "competitor": "your current vendor", "industry": "mid-size",
	"price": "$1,700", "lower": "$1,400", "result": "cut follow-up time by a third", "peer": "a company your size",
	"deadline": "your renewal", "cur": "$1,200", "budget": "$1,000",
}

var scenarios = []scenarioSpec{
	{custom: "Dental clinic with 4 dentists; 18% no-show rate; the front desk spends 3 hours a day on reminder calls.", objType: "Price",
		vars: map[string]string{"problem": "the 18% no-show rate", "task": "reminder calls", "team": "front desk", "num": "3 hours a day",
			"money": "", "unit": "dentist", "decider": "Dr. Patel", "competitor": "Weave", "industry": "dental", "price": "$900",
			"lower": "$700", "result": "cut no-shows from 18% to 9% in three months", "peer": "Riverside Dental, a 4-chair practice",
			"deadline": "the busy season in March", "cur": "$300", "budget": "$500"}},
	{custom: "Mercy General is a 150-bed hospital; nurse managers spend 14 hours a month building rosters; overtime costs $40,000 a month.", objType: "Trust",
		vars: map[string]string{"problem": "the $40,000 a month in overtime", "task": "building rosters", "team": "nurse managers", "num": "14 hours a month",
			"money": "$40,000 a month", "unit": "ward", "decider": "the CNO", "competitor": "Kronos", "industry": "hospital", "price": "$3,000",
			"lower": "$2,400", "result": "cut roster time from 14 hours to 3 hours a month", "peer": "St. Luke's, a 180-bed hospital",
			"deadline": "the budget review in June", "cur": "$2,000", "budget": "$2,500"}},
	{custom: "Freight broker paying Cargowise $9,000 a month; 200 shipments a day; invoices take 6 days to reconcile.", objType: "Competition",
		vars: map[string]string{"problem": "the 6 days it takes to reconcile invoices", "task": "invoice reconciliation", "team": "billing team", "num": "6 days",
			"money": "$9,000 a month", "unit": "lane", "decider": "the COO", "competitor": "Cargowise", "industry": "logistics", "price": "$8,000",
			"lower": "$6,500", "result": "cut reconciliation from 6 days to 1", "peer": "Northline Freight, a broker with 250 shipments a day",
			"deadline": "the Cargowise renewal", "cur": "$9,000", "budget": "$7,000"}},
	{custom: "VP of Sales at a 60-rep software company; reps spend 5 hours a week on CRM updates; trialling Datadog, renewal in 6 weeks.", objType: "Timing",
		vars: map[string]string{"problem": "the 5 hours a week your reps spend on CRM updates", "task": "CRM updates", "team": "reps", "num": "5 hours a week",
			"money": "", "unit": "sales pod", "decider": "your CFO", "competitor": "Gong", "industry": "software", "price": "$4,800",
			"lower": "$3,000", "result": "cut CRM time from 5 hours to 1 hour a week per rep", "peer": "Brightwave, a 70-rep sales team",
			"deadline": "the renewal in 6 weeks", "cur": "$3,500", "budget": "$4,000"}},
	{custom: "Owner of 14 stores; holiday season starts in 3 weeks; stockouts cost $12,000 last December.", objType: "Timing",
		vars: map[string]string{"problem": "the $12,000 in stockouts last December", "task": "stock counts", "team": "store managers", "num": "14 stores",
			"money": "$12,000", "unit": "store", "decider": "your business partner", "competitor": "Lightspeed", "industry": "retail", "price": "$1,200",
			"lower": "$900", "result": "cut stockouts by half in the first season", "peer": "Corner Goods, a 12-store chain",
			"deadline": "the holiday season", "cur": "$800", "budget": "$1,000"}},
	{custom: "Superintendent of a district with 40 schools; budget $2k/month; substitute scheduling takes 10 hours a week.", objType: "Authority",
		vars: map[string]string{"problem": "the 10 hours a week of substitute scheduling", "task": "substitute scheduling", "team": "school secretaries", "num": "10 hours a week",
			"money": "$2k a month", "unit": "school", "decider": "the school board", "competitor": "Frontline", "industry": "education", "price": "$2,600",
			"lower": "$2,000", "result": "cut scheduling from 10 hours to 2 hours a week", "peer": "Lakeview District, with 35 schools",
			"deadline": "the board meeting in May", "cur": "$1,500", "budget": "$2,000"}},
	{custom: "Plant with 3 shifts and 120 machines; unplanned downtime of 30 hours a month; each hour of downtime costs $8,500.", objType: "Need",
		vars: map[string]string{"problem": "the 30 hours a month of unplanned downtime", "task": "maintenance planning", "team": "maintenance crew", "num": "30 hours a month",
			"money": "$8,500 an hour", "unit": "line", "decider": "the plant manager", "competitor": "Fiix", "industry": "manufacturing", "price": "$5,000",
			"lower": "$4,000", "result": "cut unplanned downtime from 30 to 12 hours a month", "peer": "Ardent Plastics, a plant with 100 machines",
			"deadline": "the next shutdown", "cur": "$3,000", "budget": "$4,000"}},
	{custom: "Law firm with 25 attorneys; billing takes 2 days every month end; 12% of invoices are disputed.", objType: "Price",
		vars: map[string]string{"problem": "the 12% of invoices that get disputed", "task": "month-end billing", "team": "billing staff", "num": "2 days",
			"money": "", "unit": "practice group", "decider": "the managing partner", "competitor": "Clio", "industry": "legal", "price": "$1,500",
			"lower": "$1,100", "result": "cut disputed invoices from 12% to 4%", "peer": "Harlow & Finch, a 30-attorney firm",
			"deadline": "the end of the fiscal year", "cur": "$900", "budget": "$1,200"}},
	{custom: "Restaurant group with 8 locations; food waste is 9% of purchases; managers order by phone.", objType: "Need",
		vars: map[string]string{"problem": "food waste at 9% of purchases", "task": "ordering by phone", "team": "kitchen managers", "num": "9%",
			"money": "", "unit": "location", "decider": "the owners", "competitor": "MarketMan", "industry": "restaurant", "price": "$640",
			"lower": "$480", "result": "cut waste from 9% to 5% of purchases", "peer": "Basil Group, with 10 locations",
			"deadline": "the new menu launch", "cur": "$400", "budget": "$500"}},
	{custom: "Insurance agency with 30 agents; quotes take 45 minutes each; one in four leads goes to faster competitors.", objType: "Competition",
		vars: map[string]string{"problem": "the 45 minutes each quote takes", "task": "quoting", "team": "agents", "num": "45 minutes",
			"money": "", "unit": "agent team", "decider": "the agency principal", "competitor": "EZLynx", "industry": "insurance", "price": "$2,100",
			"lower": "$1,600", "result": "cut quote time from 45 minutes to 10", "peer": "Summit Insurance, a 28-agent agency",
			"deadline": "the carrier review", "cur": "$1,800", "budget": "$1,900"}},
	{custom: "Nonprofit with 5,000 donors; donor retention is 41%; one part-time fundraiser.", objType: "Price",
		vars: map[string]string{"problem": "donor retention at 41%", "task": "donor follow-up", "team": "fundraiser", "num": "5,000 donors",
			"money": "", "unit": "campaign", "decider": "the board treasurer", "competitor": "Bloomerang", "industry": "nonprofit", "price": "$300",
			"lower": "$200", "result": "raise retention from 41% to 55%", "peer": "Hope Harbor, a charity with 4,000 donors",
			"deadline": "the year-end campaign", "cur": "$150", "budget": "$250"}},
	{custom: "General contractor running 12 projects; change orders tracked in spreadsheets; one missed change order cost $65,000.", objType: "Trust",
		vars: map[string]string{"problem": "the $65,000 missed change order", "task": "tracking change orders", "team": "project managers", "num": "12 projects",
			"money": "$65,000", "unit": "project", "decider": "the owner", "competitor": "Procore", "industry": "construction", "price": "$1,900",
			"lower": "$1,500", "result": "catch every change order on 15 projects", "peer": "Keystone Builders, with 10 projects",
			"deadline": "the next bid", "cur": "$1,000", "budget": "$1,500"}},
	{custom: "E-commerce brand with a 1.8% checkout conversion; uses a third-party checkout plugin; the 24-month contract renews March 31; a busy quarter ahead.", objType: "Competition",
		vars: map[string]string{"problem": "the 1.8% checkout conversion", "task": "checkout changes", "team": "growth team", "num": "1.8%",
			"money": "", "unit": "storefront", "decider": "the founder", "competitor": "Bolt", "industry": "e-commerce", "price": "$1,100",
			"lower": "$850", "result": "lift conversion from 1.8% to 2.4% in a month", "peer": "Tidewater Goods, a store with similar traffic",
			"deadline": "the renewal on March 31", "cur": "$700", "budget": "$900"}},
	{custom: "Property manager with 300 units across 6 buildings; maintenance requests come in by phone and e-mail; twelve grand a year in missed-repair credits.", objType: "Need",
		vars: map[string]string{"problem": "twelve grand a year in missed-repair credits", "task": "maintenance requests", "team": "site managers", "num": "300 units",
			"money": "", "unit": "building", "decider": "the owners", "competitor": "AppFolio", "industry": "property management", "price": "$600",
			"lower": "$450", "result": "close requests in 2 days instead of 6", "peer": "Harbor Residential, with 280 units",
			"deadline": "the next lease cycle", "cur": "$400", "budget": "$500"}},
	// The three preset cards: their text describes the scenario; it is not
	// the buyer's words.
	{custom: "Customer thinks your product is too expensive", objType: "Price", preset: true},
	{custom: "Customer is comparing you to a competitor", objType: "Competition", preset: true},
	{custom: "Need to reach the actual decision maker", objType: "Authority", preset: true},
	// No situation at all.
	{custom: "", objType: ""},
	{custom: "", objType: "Price"},
}

// objLine is a buyer's objection and the facts it states.
type objLine struct {
	text  string
	slots string // space-separated: spend budget competitor decider timing
}

var objectionLines = map[string][]objLine{
	"Price": {
		{"It's too expensive.", ""}, {"That's way more than we expected to pay.", ""},
		{"We pay {cur} a month today and you're asking {price}.", "spend comparator"},
		{"Our budget is {budget} a month, and you're over it.", "budget comparator"},
		{"Honestly, the price is the problem.", ""},
		{"{competitor} quoted us {lower}, so why would I pay {price}?", "competitor comparator"},
	},
	"Competition": {
		{"We're comparing you with {competitor}, and they're cheaper.", "competitor comparator"},
		{"{competitor} does the same thing for less.", "competitor comparator"},
		{"Why should we switch from what we have?", ""},
		{"We already pay {competitor} {cur} a month and it works fine.", "competitor spend"},
	},
	"Authority": {
		{"I'd need to run this by {decider}.", "decider"},
		{"I'm not the one who decides this.", ""},
		{"{decider} signs off on anything over {budget}.", "decider budget"},
	},
	"Timing": {
		{"Call me back after {deadline}.", "timing"},
		{"Now isn't a good time.", ""},
		{"We can't look at this until {deadline}.", "timing"},
	},
	"Trust": {
		{"How do I know this actually works?", ""},
		{"We got burned by a vendor last year.", ""},
		{"I've never heard of your company.", ""},
	},
	"Need": {
		{"We're fine with how we do it now.", ""},
		{"I don't see why we'd need this.", ""},
	},
	"Question": {
		{"How long does setup take?", ""}, {"What do you charge per user?", ""},
		{"Do you have anyone like us?", ""}, {"{competitor} offered free migration. Do you?", "competitor"},
	},
	"": {
		{"I'm not sure this is for us.", ""},
		{"Send me some information.", ""},
	},
}

// bankItem is a fragment template and its tags. A template with {num} or
// {money} is used only when the scenario has that value.
type bankItem struct {
	text string
	tags tag
}

var (
	situationBank = []bankItem{
		{"You mentioned {problem}.", tagSituation},
		{"Your {team} spends {num} on {task}.", tagSituation | tagBuyerNum},
		{"Right now {task} takes your {team} {num}.", tagSituation | tagBuyerNum},
		{"Your {team} loses time on {task} every week.", tagSituation},
		{"From what you said, {problem} is the part that hurts.", tagSituation},
	}
	valueBank = []bankItem{
		{"With our scheduling tool, your {team} gets most of the {num} back.", tagValue | tagBuyerNum},
		{"We automate {task}, so your {team} stops losing {num} to it.", tagValue | tagBuyerNum},
		{"Our system handles {task} for you, so your {team} can focus on the work that matters.", tagValue},
		{"We take {task} off your plate and flag only the exceptions for your {team}.", tagValue},
		{"Teams like yours usually cut the time on {task} by a third in the first month.", tagValue},
		{"We can probably take most of {task} off your {team}, so {problem} starts to shrink.", tagValue | tagHedge},
		{"That gives your {team} back hours every week, and {problem} starts to come down.", tagValue},
		{"On {money}, even a third less is real money back in your budget.", tagValue | tagBuyerNum},
	}
	proofBank = []bankItem{
		{"{peer} used it to {result}, and I can introduce you to their operations lead.", tagProof},
		{"I can send you the audited report from {peer}.", tagProof},
		{"You can try it free for two weeks with one {unit} and walk away if it doesn't work.", tagProof},
		{"I can send our audited financials and introduce you to a reference customer.", tagProof},
		{"{peer} went live in three weeks; their project lead is happy to take your call.", tagProof},
		{"It's just $40 a month per user, and you can cancel any month.", tagProof},
	}
	marketBank = []bankItem{
		{"Studies show that 87% of {industry} companies waste over $2 million a year.", tagMarket},
		{"The market for this kind of software is growing 40% a year.", tagMarket},
		{"Industry research says 9 out of 10 teams struggle with {task}.", tagMarket},
		{"Analysts expect the {industry} software market to reach $12 billion by 2030.", tagMarket},
	}
	madeUpBank = []bankItem{
		{"We deliver 10x ROI.", tagMadeUp},
		{"Our customers see up to 500% productivity gains.", tagMadeUp},
		{"It saves thousands of hours.", tagMadeUp},
		{"You'll get a 10x return in the first month.", tagMadeUp},
		{"Clients report 300% more efficiency.", tagMadeUp},
	}
	discoveryBank = []bankItem{
		{"How do you handle {task} today?", tagDiscovery},
		{"What does {problem} cost you each month?", tagDiscovery},
		{"Who else is involved when you pick a tool like this?", tagDiscovery},
		{"What have you tried so far with {task}?", tagDiscovery},
		{"so how are you handling {task} right now", tagDiscovery},
	}
	rhetoricalBank = []bankItem{
		{"Wouldn't you like to save money?", tagRhetorical},
		{"Who doesn't want more revenue, right?", tagRhetorical},
		{"Isn't that what every {industry} business wants?", tagRhetorical},
	}
	pushyBank = []bankItem{
		{"Can't you just sign today?", tagPushy},
		{"Why do you need to think about it?", tagPushy},
		{"What's stopping you from saying yes right now?", tagPushy},
	}
	planBank = []bankItem{
		{"Days 1 to 3 we connect your {task} data, and in week 2 your {team} works in it.", tagValue},
		{"Two steps: 1) we import your {task} history, 2) your {team} runs it for a month.", tagValue},
		{"Before your renewal on March 31 we could run both side by side.", tagNextStep | tagProof},
	}
	nextStepBank = []bankItem{
		{"Could we book 20 minutes on Thursday at 2pm with you and {decider}?", tagNextStep},
		{"Can we set up a two-week pilot with one {unit} starting Monday?", tagNextStep},
		{"I'd suggest a 30-minute call next Tuesday to look at your {task} data together.", tagNextStep},
		{"Could we do a 45-minute call next Tuesday?", tagNextStep | tagCoincidence},
		{"Could we do a 30-minute call with your {team} on Monday at 10?", tagNextStep | tagCoincidence},
		{"What if we set it up in January, a 20-minute call on January 8?", tagNextStep},
	}
	vagueNextBank = []bankItem{
		{"Let me know if you're interested.", tagVagueNext},
		{"Maybe we could talk sometime.", tagVagueNext | tagHedge},
		{"Feel free to reach out whenever.", tagVagueNext},
		{"Okay, we could send you a quote sometime.", tagVagueNext},
	}
	sellerBank = []bankItem{
		{"We're the leading provider with 20 years of experience.", tagSeller},
		{"Our company has won many awards.", tagSeller},
		{"We were founded in 2004 and have offices in six countries.", tagSeller},
	}
	flatteryBank = []bankItem{
		{"You're clearly a smart leader.", tagFlattery},
		{"I love what you've built here.", tagFlattery},
		{"Great question!", tagFlattery},
	}
	feelBank = []bankItem{
		{"I understand how you feel.", tagFeel},
		{"I hear you.", tagFeel},
		{"I understand how you feel; many of our customers felt the same way until they saw the numbers.", tagFeel},
	}
	buzzBank = []bankItem{
		{"Our best-in-class, AI-powered platform is a game-changer.", tagBuzz},
		{"We offer a revolutionary, end-to-end solution that drives synergy.", tagBuzz},
		{"It's a cutting-edge, next-generation platform that leverages the cloud.", tagBuzz},
	}
	caveBank = []bankItem{
		{"No problem at all, I can match {lower} right now.", tagCave},
		{"We can do it for {lower} instead.", tagCave},
		{"I can knock 20% off if you sign today.", tagCave | tagDeadline},
		{"I'll throw in three months free.", tagCave},
		{"I can give you a discount on the first year.", tagCave},
		{"Let me see if I can get you a lower price.", tagCave},
	}
	deadlineBank = []bankItem{
		{"This price is only good until Friday.", tagDeadline},
		{"Other {industry} companies are signing up fast, so you'd better decide now.", tagDeadline},
		{"There are only two spots left at this price.", tagDeadline},
	}
	dismissBank = []bankItem{
		{"Trust me, it won't interfere at all.", tagDismiss},
		{"That's not really a concern.", tagDismiss},
		{"Price shouldn't matter here.", tagDismiss},
	}
	argueBank = []bankItem{
		{"That's not true, we're actually cheaper.", tagArgue},
		{"You're wrong about that.", tagArgue},
		{"Actually, you're not comparing apples to apples.", tagArgue},
	}
	ackBank = []bankItem{
		{"That's fair.", tagAck},
		{"Makes sense, budget matters.", tagAck},
		{"That's a fair question, and it's worth checking.", tagAck},
		{"Understood, {decider} should be part of this.", tagAck},
	}
	clarifyBank = []bankItem{
		{"Too expensive compared to what: another quote, or the budget you set?", tagClarify},
		{"What are you comparing us to?", tagClarify},
		{"When you say the timing is wrong, what's driving that?", tagClarify},
		{"What would you need to see to feel comfortable?", tagClarify},
		{"What will {decider} want to see before deciding?", tagClarify},
	}
	confirmBank = []bankItem{
		{"Would a one-page summary help you make the case?", tagConfirm},
		{"Does that answer your concern?", tagConfirm},
		{"Would that work for you?", tagConfirm},
	}
	answerBank = []bankItem{
		{"Setup takes two weeks for one {unit}, and I can send you the plan today.", tagValue | tagNextStep},
		{"It's $40 per user per month, billed monthly, with no setup fee.", tagValue},
		{"Yes: {peer} has been a customer for two years, and I can introduce you.", tagProof},
		{"Migration is included at no charge, and we do it in one weekend.", tagValue},
	}
	greetingBank = []bankItem{
		{"Hi, thanks for taking the time today.", 0},
		{"Hi there so I know your {team} spends {num} on {task}.", tagSituation | tagBuyerNum},
	}
	brushOffBank = []bankItem{
		{"Sure, I'll call you next quarter.", tagVagueNext},
		{"No worries, just let me know when you're ready.", tagVagueNext},
	}
	hedges   = []string{"I think ", "Maybe ", "I guess ", "Kind of ", "Hopefully "}
	fillers  = []string{"Um, ", "Uh, ", "So, like, ", "You know, ", "Basically, "}
	buzzIns  = []string{"best-in-class ", "AI-powered ", "revolutionary ", "synergistic "}
	joinersR = []string{" and ", " so ", " "}
)

// gen builds the corpus samples deterministically.
type gen struct {
	r  *rand.Rand
	sc scenarioSpec
}

func (g *gen) pick(b []bankItem) bankItem {
	for range 8 {
		it := b[g.r.IntN(len(b))]
		if g.usable(it.text) {
			return it
		}
	}
	for _, it := range b {
		if g.usable(it.text) {
			return it
		}
	}
	return b[0]
}

// usable reports whether the scenario has every value the template needs.
func (g *gen) usable(t string) bool {
	for _, k := range []string{"num", "money"} {
		if strings.Contains(t, "{"+k+"}") && g.val(k) == "" {
			return false
		}
	}
	return true
}

func (g *gen) val(k string) string {
	if v, ok := g.sc.vars[k]; ok {
		return v
	}
	return genericVars[k]
}

func (g *gen) fill(t string) string {
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return t
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			return t
		}
		k := t[i+1 : i+j]
		t = t[:i] + g.val(k) + t[i+j+1:]
	}
}

// piece is a filled fragment before it is laid out.
type piece struct {
	text string
	tags tag
}

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func (g *gen) add(ps []piece, b []bankItem) []piece {
	it := g.pick(b)
	return append(ps, piece{g.fill(it.text), it.tags})
}

// decorate inserts hedges, fillers and buzzwords at the start of a piece.
func (g *gen) decorate(p piece, hedgeP, fillerP, buzzP float64) piece {
	if g.chance(buzzP) && strings.HasPrefix(p.text, "Our ") {
		p.text = "Our " + buzzIns[g.r.IntN(len(buzzIns))] + p.text[4:]
		p.tags |= tagBuzz
	}
	if g.chance(hedgeP) && p.tags&(tagDiscovery|tagClarify|tagRhetorical|tagPushy|tagConfirm) == 0 {
		p.text = hedges[g.r.IntN(len(hedges))] + lowerFirst(p.text)
		p.tags |= tagHedge
	}
	if g.chance(fillerP) {
		p.text = fillers[g.r.IntN(len(fillers))] + lowerFirst(p.text)
		p.tags |= tagFiller
	}
	return p
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	// keep names and "I" as they are
	w := s
	if i := strings.IndexAny(s, " ,'"); i > 0 {
		w = s[:i]
	}
	if w == "I" || len(w) > 1 && unicode.IsUpper(rune(w[1])) {
		return s
	}
	switch w {
	case "Our", "You", "Your", "We", "What", "How", "Who", "Could", "Can", "That's", "It's", "Makes", "That", "Would", "With", "On",
		"Right", "From", "Let", "Feel", "Maybe", "Okay", "No", "This", "Other", "There", "Trust", "Price", "Actually",
		"Too", "When", "Does", "Sure", "Understood", "Studies", "The", "Industry", "Analysts", "It", "Clients", "Wouldn't",
		"Isn't", "Why", "Great", "I'd", "I'll", "I've", "I'm":
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// pitchPieces composes a pitch: mostly a plausible order, sometimes a mess.
func (g *gen) pitchPieces() []piece {
	var ps []piece
	switch g.r.IntN(6) {
	case 0: // strong: situation → value → proof → question → next step
		ps = g.add(ps, situationBank)
		ps = g.add(ps, valueBank)
		ps = g.add(ps, proofBank)
		ps = g.add(ps, discoveryBank)
		ps = g.add(ps, nextStepBank)
	case 1: // hype: market statistics, made-up numbers, buzzwords, seller
		if g.chance(0.6) {
			ps = g.add(ps, marketBank)
		}
		ps = g.add(ps, sellerBank)
		ps = g.add(ps, buzzBank)
		ps = g.add(ps, madeUpBank)
		if g.chance(0.5) {
			ps = g.add(ps, valueBank)
		}
		ps = g.add(ps, rhetoricalBank)
		ps = g.add(ps, vagueNextBank)
	case 2: // pushy: flattery, discounts, deadlines, pressure
		ps = g.add(ps, flatteryBank)
		ps = g.add(ps, valueBank)
		ps = g.add(ps, caveBank)
		ps = g.add(ps, deadlineBank)
		ps = g.add(ps, pushyBank)
	default: // a random mix
		banks := [][]bankItem{situationBank, valueBank, proofBank, marketBank, madeUpBank, discoveryBank, rhetoricalBank,
			pushyBank, nextStepBank, vagueNextBank, sellerBank, flatteryBank, feelBank, buzzBank, caveBank, deadlineBank,
			dismissBank, argueBank, planBank}
		n := 2 + g.r.IntN(5)
		for range n {
			ps = g.add(ps, banks[g.r.IntN(len(banks))])
		}
	}
	if g.chance(0.15) {
		ps = append(g.add(nil, greetingBank), ps...)
	}
	for i := range ps {
		ps[i] = g.decorate(ps[i], 0.15, 0.12, 0.2)
	}
	return ps
}

// replyPieces composes a reply to an objection, by stage.
func (g *gen) replyPieces() []piece {
	var ps []piece
	switch g.r.IntN(7) {
	case 0: // a sharp clarifying question alone
		ps = g.add(ps, clarifyBank)
	case 1: // acknowledge → clarify → respond → confirm
		ps = g.add(ps, ackBank)
		ps = g.add(ps, clarifyBank)
		ps = g.add(ps, append(append([]bankItem{}, valueBank...), proofBank...))
		ps = g.add(ps, append(append([]bankItem{}, confirmBank...), nextStepBank...))
	case 2: // cave
		if g.chance(0.5) {
			ps = g.add(ps, feelBank)
		}
		ps = g.add(ps, caveBank)
		if g.chance(0.5) {
			ps = g.add(ps, nextStepBank)
		}
	case 3: // push back
		ps = g.add(ps, append(append([]bankItem{}, dismissBank...), argueBank...))
		if g.chance(0.5) {
			ps = g.add(ps, madeUpBank)
		}
		if g.chance(0.5) {
			ps = g.add(ps, deadlineBank)
		}
	case 4: // accept the brush-off
		ps = g.add(ps, ackBank)
		ps = g.add(ps, brushOffBank)
	default: // a random mix
		banks := [][]bankItem{ackBank, feelBank, clarifyBank, valueBank, proofBank, marketBank, madeUpBank, confirmBank,
			nextStepBank, flatteryBank, caveBank, deadlineBank, dismissBank, argueBank, pushyBank, buzzBank, sellerBank, situationBank}
		n := 1 + g.r.IntN(4)
		for range n {
			ps = g.add(ps, banks[g.r.IntN(len(banks))])
		}
	}
	for i := range ps {
		ps[i] = g.decorate(ps[i], 0.12, 0.1, 0.15)
	}
	return ps
}

// layout joins the pieces in a style and records each piece's span.
func (g *gen) layout(ps []piece) (string, string, []frag) {
	style := "plain"
	switch g.r.IntN(10) {
	case 0:
		style = "runon" // no punctuation between sentences
	case 1:
		style = "spoken" // lower case, no punctuation at all
	case 2:
		style = "wall" // one paragraph, shuffled order
		g.r.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
	case 3:
		style = "lines" // one sentence a line
	}
	var b strings.Builder
	var frags []frag
	for i, p := range ps {
		t := p.text
		switch style {
		case "runon":
			t = strings.TrimRight(t, ".?!")
		case "spoken":
			t = strings.ToLower(strings.Map(func(r rune) rune {
				if strings.ContainsRune(".,?!;:", r) {
					return -1
				}
				return r
			}, t))
		}
		if i > 0 {
			switch style {
			case "runon", "spoken":
				b.WriteString(joinersR[g.r.IntN(len(joinersR))])
			case "lines":
				b.WriteString("\n")
			default:
				b.WriteString(" ")
			}
		}
		s := b.Len()
		b.WriteString(t)
		frags = append(frags, frag{s: s, e: b.Len(), tags: p.tags})
	}
	return b.String(), style, frags
}

// genSample builds sample i of the given kind.
func genSample(kind string, i int) *sample {
	seed := uint64(i) * 2654435761
	if kind == "reply" {
		seed ^= 0x9e3779b97f4a7c15
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, 17))}
	g.sc = scenarios[g.r.IntN(len(scenarios))]
	s := &sample{id: i, kind: kind, preset: g.sc.preset, slots: map[string]bool{},
		sc: Scenario{Objection: g.sc.objType, Custom: g.sc.custom, Difficulty: "Intermediate"}}
	var ps []piece
	if kind == "pitch" {
		ps = g.pitchPieces()
		if g.chance(0.15) {
			// a pitch that answers a buyer's line (Analyze with Input.Objection)
			lines := objectionLines[g.sc.objType]
			if ol := lines[g.r.IntN(len(lines))]; !strings.Contains(ol.text, "{") || !g.sc.preset && g.sc.custom != "" {
				s.objection = upperFirst(g.fill(ol.text))
			}
		}
	} else {
		lines := objectionLines[g.sc.objType]
		ol := lines[g.r.IntN(len(lines))]
		if g.sc.preset || g.sc.custom == "" {
			// no named facts: pick a line without placeholders of the scenario
			for range 4 {
				if !strings.Contains(ol.text, "{") {
					break
				}
				ol = lines[g.r.IntN(len(lines))]
			}
		}
		if g.chance(0.15) {
			// a direct question from the buyer
			qs := objectionLines["Question"]
			ol = qs[g.r.IntN(len(qs))]
		}
		s.objection = upperFirst(g.fill(ol.text))
		for _, sl := range strings.Fields(ol.slots) {
			s.slots[sl] = true
		}
		ps = g.replyPieces()
		if strings.HasSuffix(s.objection, "?") && g.chance(0.7) {
			ps = append(g.add(nil, answerBank), ps...)
		}
	}
	if g.chance(0.02) {
		ps = nil // empty input
	}
	s.text, s.style, s.frags = g.layout(ps)
	if kind == "pitch" && g.chance(0.1) {
		// spoken at 100 to 200 words a minute
		s.seconds = float64(len(strings.Fields(s.text))) / (100 + 100*g.r.Float64()) * 60
	}
	for _, f := range s.frags {
		s.tags |= f.tags
	}
	return s
}

// corpus builds every sample (without running the coach).
func corpus() []*sample {
	out := make([]*sample, 0, corpusPitches+corpusReplies)
	for i := range corpusPitches {
		out = append(out, genSample("pitch", i))
	}
	for i := range corpusReplies {
		out = append(out, genSample("reply", i))
	}
	return out
}

// run fills in the coach's output.
func (s *sample) run() {
	if s.kind == "pitch" {
		in := Input{Text: s.text, Mode: ModeText, Scenario: s.sc, Objection: s.objection}
		if s.seconds > 0 {
			in.Mode, in.DurationSeconds = ModeVoice, s.seconds
		}
		a := Analyze(in)
		s.a = &a
		return
	}
	fb := AssessReply(s.objection, s.text, s.sc, []int{55})
	s.fb = &fb
}
