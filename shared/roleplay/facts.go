package roleplay

import (
	"hash/fnv"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// facts is what the buyer knows about their own situation. It is derived
// from the scenario alone (industry, objection, custom text), never from the
// conversation, so every answer the buyer gives in a conversation — and in
// every later reply — agrees with the others. Numbers found in the custom
// text (team size, a price, hours lost) win over invented ones.
type facts struct {
	budget, quote, gap, compPrice string // money, with period ("$1,500 a month")
	budgetN, quoteN               int
	period                        string // "a month" or "a year"
	competitor, compEdge          string
	decider, deciderName          string // "our CFO, Dana", "Dana"
	pron, pronObj                 string // she/her, he/him
	approval                      string // "anything over $20,000 a year"
	meeting                       string // when the decider decides
	current                       string // how they do it today
	pain                          string // a clause: "our team loses …"
	company                       string // "a 40-person company"
	busy                          string // why now is a bad time
	window                        string // when it would be a good time
	burned                        string // a past vendor failure
	proofWanted                   string // what would convince them
	priority                      string // this year's priority
	companyNoun                   string // "a company like ours"
	spend                         string // what they pay today, "" when the scenario does not say
	vendor                        string // whom they pay today, "" when the scenario does not say
	spendOn                       string // what they pay for: "on load-board subscriptions"
	team                          string // the scenario's counts: "14 stores", "8 schools and 6,500 students"
	described                     described
	// unknown are the placeholders whose value the scenario does not give
	// while it gives others: a buyer described in detail never invents a
	// sign-off threshold, a meeting, a competitor's price or a decider.
	unknown map[string]bool
}

// industryProfile holds the plausible details of one industry.
type industryProfile struct {
	noun       string // "a company like ours"
	unit       string // people, reps …
	sizes      []int
	current    []string
	pains      []string // templates with {n} for hours
	priorities []string
	deciders   []deciderInfo
	edges      []string
	busy       []string
	windows    []string
}

type deciderInfo struct{ title, name, pron string }

var generalDeciders = []deciderInfo{
	{"CFO", "Dana", "she"}, {"COO", "Marcus", "he"}, {"VP of Operations", "Priya", "she"}, {"CEO", "Tom", "he"},
}

var industries = map[string]industryProfile{
	"general": {
		noun: "a company like ours", unit: "people", sizes: []int{35, 40, 60, 80},
		current: []string{"spreadsheets and a shared inbox", "a tool we built in-house years ago", "a mix of spreadsheets and email"},
		pains: []string{"our team loses about {n} hours a week chasing things up by hand",
			"we spend about {n} hours a week copying data between systems",
			"about {n} hours a week go into manual follow-up that nobody enjoys"},
		priorities: []string{"getting more done without hiring", "cutting costs before the next budget review", "cleaning up our processes before we grow"},
		deciders:   generalDeciders,
		edges:      []string{"they already integrate with the systems we use", "they offered us a two-week onboarding", "their contract is month to month"},
		busy:       []string{"we're in the middle of our busiest quarter", "we're moving offices next month", "we just started a reorganisation"},
		windows:    []string{"after the quarter closes", "in about two months", "early next quarter"},
	},
	"technology": {
		noun: "a team like ours", unit: "people", sizes: []int{25, 45, 70, 120},
		current: []string{"an open-source tool we host ourselves", "a set of homegrown scripts", "the basic tier of our cloud provider's tooling"},
		pains: []string{"our team loses about {n} hours a week to manual work around it",
			"about {n} hours a week go into workarounds that should go into real work",
			"we spend about {n} hours a week keeping the homegrown setup alive"},
		priorities: []string{"shipping the new platform release on time", "cutting cloud costs", "cutting time spent on incidents"},
		deciders:   []deciderInfo{{"CEO", "Priya", "she"}, {"COO", "Marcus", "he"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they already integrate with the tools we use", "they offered us a longer free trial", "their contract is month to month"},
		busy:       []string{"we're in the middle of a platform migration", "we're two months from a major release", "the team is heads-down on a security review"},
		windows:    []string{"after the release ships", "once the migration is done next quarter", "in about ten weeks"},
	},
	"business": {
		noun: "a firm like ours", unit: "people", sizes: []int{30, 50, 90, 150},
		current: []string{"our current vendor's basic plan", "spreadsheets and a lot of email", "an older system we've had for years"},
		pains: []string{"our managers spend about {n} hours a week on reports by hand",
			"about {n} hours a week go into chasing approvals",
			"our team loses about {n} hours a week to double data entry"},
		priorities: []string{"growing margin without adding headcount", "getting our reporting in order for the board", "cutting vendor spend"},
		deciders:   []deciderInfo{{"managing director", "Richard", "he"}, {"COO", "Elena", "she"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they're already on our approved vendor list", "their rollout is done in two weeks", "they offered a month-to-month contract"},
		busy:       []string{"we're in the middle of year-end planning", "we're closing a big acquisition", "we just started a reorganisation"},
		windows:    []string{"after planning wraps up", "once the acquisition closes", "next quarter"},
	},
	"healthcare": {
		noun: "a practice like ours", unit: "staff", sizes: []int{40, 60, 120},
		current: []string{"phone calls and a paper log", "the basic module in our practice-management system", "front-desk staff and a spreadsheet"},
		pains: []string{"our front desk spends about {n} hours a week on reminder calls",
			"staff lose about {n} hours a week to paperwork",
			"about {n} hours a week go into rescheduling no-shows"},
		priorities: []string{"cutting no-shows", "reducing front-desk overtime", "passing our next compliance review"},
		deciders:   []deciderInfo{{"medical director", "Dr. Alvarez", "she"}, {"practice owner", "Dr. Patel", "he"}, {"operations director", "Karen", "she"}},
		edges:      []string{"they already integrate with our scheduling system", "they're cleared by our compliance team", "they include patient texting for free"},
		busy:       []string{"we're onboarding two new clinics", "flu season is starting", "we're in the middle of a compliance audit"},
		windows:    []string{"after flu season", "once the new clinics are settled", "in about three months"},
	},
	"finance": {
		noun: "an institution like ours", unit: "people", sizes: []int{60, 120, 250},
		current: []string{"Excel and manual reconciliations", "our core system's built-in reports", "a tool our previous controller set up"},
		pains: []string{"month-end close eats about {n} hours a week of overtime",
			"our analysts spend about {n} hours a week reconciling by hand",
			"about {n} hours a week go into preparing audit evidence"},
		priorities: []string{"a faster month-end close", "a clean audit this year", "cutting manual reconciliation"},
		deciders:   []deciderInfo{{"CFO", "Dana", "she"}, {"controller", "Marcus", "he"}, {"CEO", "Elena", "she"}},
		edges:      []string{"they're already approved by our risk team", "they integrate with our core system", "their auditors' report is one we know"},
		busy:       []string{"we're in the middle of year-end close", "the auditors are on site this month", "we're migrating our core system"},
		windows:    []string{"after year-end close", "once the audit is done", "next quarter"},
	},
	"manufacturing": {
		noun: "a plant like ours", unit: "people", sizes: []int{150, 300, 500},
		current: []string{"clipboards and a maintenance spreadsheet", "the module that came with our ERP", "our maintenance team's own tracking sheet"},
		pains: []string{"unplanned downtime costs us about {n} hours a month",
			"our supervisors spend about {n} hours a week on paperwork",
			"we lose about {n} hours a week to changeovers that run long"},
		priorities: []string{"cutting unplanned downtime", "hitting our on-time delivery target", "lowering scrap rates"},
		deciders:   []deciderInfo{{"plant director", "Frank", "he"}, {"VP of Operations", "Priya", "she"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they already integrate with our ERP", "they have a service tech an hour from the plant", "their sensors don't need a line stop to install"},
		busy:       []string{"we're in our peak production season", "we're retooling line two", "we're in the middle of an ERP upgrade"},
		windows:    []string{"after peak season", "once line two is back up", "at the next planned shutdown"},
	},
	"retail": {
		noun: "a retailer like us", unit: "stores", sizes: []int{8, 14, 30},
		current: []string{"our POS system's basic reports", "spreadsheets the store managers fill in", "a plug-in on our e-commerce platform"},
		pains: []string{"store managers spend about {n} hours a week on stock counts",
			"we lose about {n} hours a week fixing inventory mismatches",
			"about {n} hours a week go into manual price updates"},
		priorities: []string{"cutting stock-outs", "getting online and in-store inventory in sync", "lowering staff overtime"},
		deciders:   []deciderInfo{{"owner", "Frank", "he"}, {"head of operations", "Elena", "she"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they plug straight into our POS", "they're cheaper", "they offered a free first month"},
		busy:       []string{"the holiday season is about to start", "we're opening two new stores", "we're changing POS systems"},
		windows:    []string{"after the holidays", "once the new stores are open", "in January"},
	},
	"logistics": {
		noun: "a carrier like ours", unit: "people", sizes: []int{40, 80, 150},
		current: []string{"spreadsheets and a lot of phone calls", "the basic module in our TMS", "a tracking tool that came with our ELDs"},
		pains: []string{"our dispatchers spend about {n} hours a week chasing updates by phone",
			"about {n} hours a week go into fixing billing mistakes by hand",
			"our team loses about {n} hours a week re-keying loads between systems"},
		priorities: []string{"getting on-time delivery up", "cutting empty miles", "keeping our drivers"},
		deciders:   []deciderInfo{{"owner", "Frank", "he"}, {"VP of Operations", "Priya", "she"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they already integrate with our TMS", "they're cheaper per truck", "their contract is month to month"},
		busy:       []string{"we're heading into our busiest shipping season", "we're onboarding a big new customer", "we're switching TMS this quarter"},
		windows:    []string{"after peak season", "once the new customer is running", "next quarter"},
	},
	"hospitality": {
		noun: "a hotel like ours", unit: "staff", sizes: []int{40, 80, 150},
		current: []string{"our property-management system's basic tools", "phone calls and a shared inbox", "a spreadsheet the front desk keeps"},
		pains: []string{"the front desk spends about {n} hours a week answering the same guest questions",
			"about {n} hours a week go into juggling housekeeping schedules by hand",
			"our managers lose about {n} hours a week to rota changes"},
		priorities: []string{"better guest reviews", "keeping our staff through the season", "filling rooms midweek"},
		deciders:   []deciderInfo{{"general manager", "Elena", "she"}, {"owner", "Frank", "he"}, {"CFO", "Dana", "she"}},
		edges:      []string{"they already integrate with our property-management system", "they're cheaper per room", "they offered a free first month"},
		busy:       []string{"we're heading into peak season", "we're renovating a wing", "we're changing our booking system"},
		windows:    []string{"after peak season", "once the renovation is done", "in the quiet months"},
	},
	"realestate": {
		noun: "a brokerage like ours", unit: "agents", sizes: []int{20, 35, 60},
		current: []string{"a CRM nobody updates", "spreadsheets and our phones", "the basic tools from our listing portal"},
		pains: []string{"our agents lose about {n} hours a week to admin",
			"leads sit for days because nobody follows up, about {n} hours a week of calls we never make",
			"about {n} hours a week go into chasing paperwork"},
		priorities: []string{"faster follow-up on leads", "keeping our best agents", "growing listings this year"},
		deciders:   []deciderInfo{{"broker-owner", "Linda", "she"}, {"managing broker", "Tom", "he"}},
		edges:      []string{"half our agents already use them", "they integrate with the listing portal", "they're month to month"},
		busy:       []string{"it's the spring selling season", "we just merged with another office", "we're changing brokerage software"},
		windows:    []string{"after the spring rush", "in the summer", "once the merger settles"},
	},
	"education": {
		noun: "a school like ours", unit: "staff", sizes: []int{45, 80, 200},
		current: []string{"email and shared spreadsheets", "the module in our student information system", "paper forms, honestly"},
		pains: []string{"teachers spend about {n} hours a week on admin",
			"the office loses about {n} hours a week to manual scheduling",
			"about {n} hours a week go into chasing parent forms"},
		priorities: []string{"giving teachers time back", "better communication with parents", "staying inside a tight budget"},
		deciders:   []deciderInfo{{"principal", "Dr. Greene", "she"}, {"business manager", "Paul", "he"}, {"head of school", "Margaret", "she"}},
		edges:      []string{"the district already approved them", "they're free for the first year", "our teachers already know them"},
		busy:       []string{"the semester is about to start", "we're in the middle of exams", "we're mid-way through accreditation"},
		windows:    []string{"over the summer break", "after exams", "next semester"},
	},
}

var industryAliases = map[string]string{
	"tech": "technology", "software": "technology", "saas": "technology", "it": "technology", "information technology": "technology",
	"consulting": "business", "professional services": "business", "b2b": "business", "services": "business",
	"health": "healthcare", "medical": "healthcare", "health care": "healthcare", "pharma": "healthcare",
	"banking": "finance", "financial services": "finance", "insurance": "finance", "fintech": "finance", "accounting": "finance",
	"industrial": "manufacturing", "automotive": "manufacturing", "freight": "logistics", "trucking": "logistics", "transportation": "logistics",
	"shipping": "logistics", "supply chain": "logistics", "carrier": "logistics",
	"e-commerce": "retail", "ecommerce": "retail", "consumer goods": "retail", "hotel": "hospitality", "hotels": "hospitality",
	"restaurant": "hospitality", "restaurants": "hospitality", "food service": "hospitality", "travel": "hospitality",
	"real estate": "realestate", "property": "realestate", "real-estate": "realestate",
	"schools": "education", "higher education": "education", "edtech": "education",
}

func profileFor(industry string) industryProfile {
	k := strings.ToLower(strings.TrimSpace(industry))
	if p, ok := industries[k]; ok {
		return p
	}
	if a, ok := industryAliases[k]; ok {
		return industries[a]
	}
	for alias, target := range industryAliases {
		if len(alias) > 3 && strings.Contains(k, alias) {
			return industries[target]
		}
	}
	for key, p := range industries {
		if key != "general" && strings.Contains(k, key) {
			return p
		}
	}
	return industries["general"]
}

var competitors = []string{"Northwind", "Brightwave", "Corvia", "Stackline", "Tessera"}

// scenarioSeed hashes what defines the buyer (not the conversation).
func scenarioSeed(sc Scenario) uint64 {
	h := fnv.New64a()
	for _, s := range []string{string(sc.Objection), sc.Industry, sc.Custom, string(sc.Persona)} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

func pick[T any](xs []T, seed uint64, salt uint64) T {
	return xs[mix(seed^salt*0x9e3779b97f4a7c15)%uint64(len(xs))]
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

var (
	reHours = regexp.MustCompile(`(?i)\b(\d{1,3}(?:\.\d)?)\s*hours?\s*(?:a|per|each)\s*(day|week|month)`)
	reRole  = regexp.MustCompile(`^([A-Z][\w .&/-]{1,40}?) at (an?|the) (.{3,80})$`)
)

// newFacts builds the buyer's fact sheet. Each role the scenario's text
// fills (see describe) is taken from it; the others are invented from the
// scenario's hash, so they stay the same for the whole conversation.
func newFacts(sc Scenario) facts {
	seed := scenarioSeed(sc)
	p := profileFor(sc.Industry)
	d := describe(sc.Custom)
	f := facts{period: "a month", companyNoun: p.noun, described: d}

	// money: the budget, the rep's quote, what they pay today
	sym := "$"
	for _, a := range []amount{d.budget, d.quote, d.spend, d.compPrice} {
		if a.ok() {
			sym = a.sym
			break
		}
	}
	budget, quote, spend := d.budget, d.quote, d.spend
	if !budget.ok() || budget.per == "" {
		// "$129 a month per studio" with three studios and a budget "in
		// total": the buyer compares totals
		quote, spend = totalFor(quote, d.counts), totalFor(spend, d.counts)
	}
	ratio := pick([]int{140, 150, 160, 170, 180}, seed, 2)
	switch {
	case budget.ok() && quote.ok():
	case budget.ok():
		quote = budget.scaled(ratio)
	case quote.ok():
		if spend.ok() && spend.period == quote.period && spend.value() < quote.value() {
			budget = spend
		} else {
			budget = quote.scaled(pick([]int{55, 60, 65, 70}, seed, 3))
		}
	case spend.ok():
		budget = spend
		quote = spend.scaled(pick([]int{125, 130, 140, 145}, seed, 3))
	default:
		b := pick([]int{900, 1200, 1500, 1800, 2000, 2400, 2500, 3000, 3500, 4000, 4500, 6000}, seed, 1)
		budget = amount{n: b, sym: sym, period: "a month"}
		quote = amount{n: roundNice(b * ratio / 100), sym: sym, period: "a month"}
	}
	if budget.period == "" {
		budget.period = quote.period
	}
	if quote.period == "" && !quote.once {
		quote.period = budget.period
	}
	f.period = quote.period
	f.budgetN, f.quoteN = budget.n, quote.n
	f.budget, f.quote = budget.String(), quote.String()
	bm, qm := budget.n, quote.n
	if budget.period != quote.period {
		bm, qm = budget.monthly(), quote.monthly()
	}
	oneOffAgainstPeriod := budget.period != quote.period && (budget.period == "" || quote.period == "" || budget.once || quote.once)
	if qm > bm && budget.per == quote.per && !oneOffAgainstPeriod {
		// (a one-off sum is never set against a yearly one month by month)
		per := quote.period
		if budget.period != quote.period {
			per = "a month"
		}
		f.gap = amount{n: qm - bm, sym: quote.sym, per: quote.per, period: per}.String()
	}
	if (budget.exact != "" || quote.exact != "") && budget.period == quote.period && budget.per == quote.per {
		f.gap = ""
		if v := quote.value() - budget.value(); v > 0 {
			f.gap = amount{n: max(int(v+0.5), 1), exact: strconv.FormatFloat(v, 'f', 2, 64), sym: quote.sym, per: quote.per, period: quote.period}.String()
		}
	}
	f.vendor = d.vendor
	if spend.ok() {
		f.spend = spend.String()
	}
	if d.compPrice.ok() {
		f.compPrice = d.compPrice.String()
	}
	switch {
	case d.competitor != "":
		f.competitor = d.competitor
	case d.vendor != "" && sc.Objection == ObjectionCompetition:
		f.competitor = d.vendor // the incumbent is the alternative
		if f.compPrice == "" && spend.ok() {
			f.compPrice = spend.String()
		}
	default:
		f.competitor = pick(competitors, seed, 5)
	}
	if f.compPrice == "" {
		f.compPrice = quote.scaled(pick([]int{72, 78, 82}, seed, 4)).String()
	}
	f.compEdge = pick(p.edges, seed, 6)

	// who decides
	role := d.role
	f.company = d.company
	if i := strings.Index(f.company, " ("); i > 0 {
		f.company = f.company[:i] // "ClearPath Diagnostics in Pune (4 labs": the name, never the card's parenthesis
	}
	ds := make([]deciderInfo, 0, len(p.deciders))
	for _, x := range p.deciders {
		if role == "" || !strings.Contains(role, strings.ToLower(x.title)) {
			ds = append(ds, x)
		}
	}
	if len(ds) == 0 {
		ds = []deciderInfo{{"CEO", "Tom", "he"}}
	}
	// A buyer at the top answers to the board; a C-level buyer to the CEO.
	switch rl := " " + role + " "; {
	case containsAny(rl, " owner", " founder", " proprietor", " managing partner"):
		ds = []deciderInfo{{"business partner", "Richard", "he"}, {"co-owner", "Elena", "she"}}
	case containsAny(rl, " ceo ", " president", " managing director"):
		ds = []deciderInfo{{"board chair", "Richard", "he"}, {"board chair", "Margaret", "she"}}
	case containsAny(rl, " cfo ", " coo ", " cto ", " cio ", " cmo ", " cno ", " chief ", " vp ", " vice president", " executive director", " general manager", " gm "):
		ds = []deciderInfo{{"CEO", "Tom", "he"}, {"CEO", "Linda", "she"}}
	}
	dec := pick(ds, seed, 7)
	f.decider = "our " + dec.title + ", " + dec.name
	if d.deciderTitle != "" {
		// The scenario's decider is never given an invented name: unnamed,
		// they are "our CFO" wherever a name would go.
		dec = deciderInfo{d.deciderTitle, "our " + d.deciderTitle, "our " + d.deciderTitle}
		f.decider = dec.name
		if d.deciderName != "" {
			dec.name, dec.pron = d.deciderName, deciderPronoun(d.deciderName)
			f.decider = "our " + dec.title + ", " + dec.name
			if reKin.MatchString(dec.title) {
				f.decider = "my " + dec.title + ", " + dec.name // "my daughter, Claire Pruitt"
			}
		}
	}
	if d.deciderMode == "" && d.deciderName != "" {
		dec.name = shortName(d.deciderName) // "Claire", "Dr. Haddad"; the full name is in {decider}
	}
	switch d.deciderMode {
	case "group":
		dec.pron = "they"
		if d.deciderText != "" {
			f.decider = d.deciderText
		}
	case "self":
		f.decider, dec.name, dec.pron = "I", "me", "I"
	case "body":
		f.decider, dec.name, dec.pron = d.deciderText, d.deciderText, "it" // "the town council"
		if d.pluralBody() {
			dec.pron = "they" // "the three partners"
		}
	}
	f.deciderName = dec.name
	f.pron = dec.pron
	f.pronObj = dec.pron
	if o, ok := map[string]string{"she": "her", "he": "him", "they": "them", "it": "it"}[dec.pron]; ok {
		f.pronObj = o
	}
	if d.deciderMode == "body" {
		f.pronObj = "them" // "I'll take it to them", never "take it to it"
	}
	yearly := quote.n
	switch quote.period {
	case "a month":
		yearly *= 12
	case "a week":
		yearly *= 52
	case "a quarter":
		yearly *= 4
	}
	if d.deciderMode == "self" && d.selfLimit != "" {
		f.approval = d.selfLimit
	} else if d.approval.ok() {
		f.approval = "anything over " + d.approval.String()
	} else if d.approvalText != "" {
		f.approval = d.approvalText
	} else {
		f.approval = "anything over " + moneyIn(sym, roundTo(max(yearly/2, 5000), 5000)) + " a year"
	}
	f.meeting = pick([]string{"our quarterly planning meeting in three weeks", "the budget review at the end of the month", "the leadership meeting every other Monday"}, seed, 8)

	// the situation
	f.current = pick(p.current, seed, 9)
	if d.current != "" {
		f.current = d.current
	} else if m := reLivesOn.FindStringSubmatch(sc.Custom); m != nil {
		f.current = speechAs(strings.TrimSpace(m[1]), false) // "drawings live on a free shared drive": what they use, never a stock tool
	}
	hours := pick([]int{4, 5, 6, 8, 10}, seed, 10)
	if m := reHours.FindStringSubmatch(sc.Custom); m != nil {
		if n, err := strconv.ParseFloat(m[1], 64); err == nil && n > 0 {
			hours = int(n + 0.5)
		}
	}
	f.pain = strings.ReplaceAll(pick(p.pains, seed, 11), "{n}", strconv.Itoa(hours))
	if d.pain != "" {
		f.pain = d.pain
	}
	if f.company == "" {
		size, unit := pick(p.sizes, seed, 12), p.unit
		exact := false
		if d.teamN > 0 {
			size, unit, exact = d.teamN, d.teamUnit, true
		}
		about := "about "
		if exact {
			about = ""
		}
		switch unit {
		case "people", "staff":
			f.company = "a team of " + about + strconv.Itoa(size) + " people"
		default:
			f.company = about + strconv.Itoa(size) + " " + unit
		}
	}
	f.busy = pick(p.busy, seed, 13)
	f.window = pick(p.windows, seed, 14)
	if d.timing != "" {
		f.busy = d.timing
		f.window = "after that"
		if d.timingNoun != "" {
			f.window = "after " + d.timingNoun
		}
	}
	if len(d.counts) > 0 {
		var keep []string
		for _, c := range d.counts {
			if !rateCount(sc.Custom, c) {
				keep = append(keep, c) // "hire 90 people a year" is a flow, never the size: "we have 90 people"
			}
		}
		d.counts = keep
	}
	f.team = strings.Join(d.counts, " and ")
	if len(d.counts) > 2 {
		f.team = strings.Join(d.counts[:len(d.counts)-1], ", ") + " and " + d.counts[len(d.counts)-1]
	}
	f.spendOn = d.spendOn
	f.burned = pick([]string{
		"the last vendor we signed promised a six-week rollout and it took five months",
		"we bought a tool two years ago that nobody ended up using, and I had to explain that to " + f.deciderName,
		"our last vendor was acquired and support fell apart within a year",
	}, seed, 15)
	if d.burned != "" {
		f.burned = d.burned
	}
	f.proofWanted = pick([]string{
		"a customer our size I can actually call",
		"results from " + p.noun + ", not a case study from your website",
		"a pilot on our own data, with numbers we agree on up front",
	}, seed, 16)
	f.priority = pick(p.priorities, seed, 17)
	if d.bodyMeeting != "" {
		f.meeting = d.bodyMeeting // "its November meeting"
	}
	f.unknown = unknownFacts(d, sc)
	return f
}

// unknownFacts lists the placeholders a detailed scenario leaves empty:
// the buyer says they are not known (or leaves them out) rather than
// invent them. A scenario that says little (a preset card) gets invented
// values, as before.
func unknownFacts(d described, sc Scenario) map[string]bool {
	u := map[string]bool{}
	given := 0
	for _, ok := range []bool{d.budget.ok() || d.budgetNone, d.quote.ok(), d.spend.ok() || d.spendNone, d.vendor != "" || d.current != "", d.competitor != "",
		d.deciderTitle != "" || d.deciderMode != "", d.timing != "", len(d.counts) > 0} {
		if ok {
			given++
		}
	}
	if given < 3 {
		return u
	}
	if !d.approval.ok() && d.approvalText == "" && d.selfLimit == "" {
		u["{approval}"] = true
	}
	if d.bodyMeeting == "" {
		u["{meeting}"] = true
	}
	if d.competitor != "" && !d.compPrice.ok() {
		u["{compPrice}"] = true
	}
	if d.competitor != "" {
		u["{compEdge}"] = true // what the named competitor offers is not invented
	}
	if d.competitor == "" && !d.unnamedCompetitor && sc.Objection != ObjectionCompetition {
		u["{competitor}"], u["{compPrice}"], u["{compEdge}"] = true, true, true
	}
	if d.deciderMode == "self" || d.deciderMode == "" && d.deciderTitle == "" && sc.Objection != ObjectionAuthority {
		// the buyer decides, or a detailed scenario does not say who does:
		// no preset "our CFO, Dana" is invented
		u["{decider}"], u["{deciderName}"], u["{pron}"], u["{pronObj}"] = true, true, true, true
	}
	if d.budgetNone || !d.budget.ok() {
		// a detailed card with no budget: the buyer never invents one (a
		// share of the quote would undercut the card's own reason)
		u["{budget}"], u["{gap}"] = true, true
	}
	if !d.quote.ok() && sc.Objection != ObjectionPrice {
		u["{quote}"], u["{gap}"] = true, true // the rep's price is the rep's to say
	}
	if d.timing == "" && sc.Objection != ObjectionTiming {
		u["{busy}"], u["{window}"] = true, true
	}
	if d.pain == "" && len(d.pains) == 0 {
		u["{pain}"] = true
	}
	if d.burned == "" && sc.Objection != ObjectionTrust {
		u["{burned}"] = true
	}
	if d.current == "" && strings.TrimSpace(sc.Custom) != "" && (d.spend.ok() || d.budget.ok() || d.quote.ok()) {
		u["{current}"] = true // a card with its own money facts gets no invented tool ("a spreadsheet the front desk keeps")
	}
	return u
}

// deciderPronoun is how a line refers to a named decider: "she" for
// "Mrs. Efua Boateng", a known first name's pronoun, else the name as the
// buyer says it ("Mrs. Boateng", "Sabine"), never a first name after a
// title ("I recommend, Efua decides").
func deciderPronoun(full string) string {
	ws := strings.Fields(full)
	if len(ws) > 1 {
		switch strings.ToLower(ws[0]) {
		case "mrs.", "ms.", "miss", "mrs", "ms", "madam":
			return "she"
		case "mr.", "mr", "sir":
			return "he"
		}
	}
	g := givenName(full)
	if p := pronounFor(g); p != g {
		return p
	}
	return shortName(full)
}

// pronounFor guesses a pronoun from a first name; an unknown name is its
// own pronoun ("Laura decides"), which keeps every line grammatical.
func pronounFor(name string) string {
	n := strings.ToLower(name)
	for _, x := range strings.Fields(femaleNames) {
		if x == n {
			return "she"
		}
	}
	for _, x := range strings.Fields(maleNames) {
		if x == n {
			return "he"
		}
	}
	return name
}

const femaleNames = `mary maria patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret ashley
kimberly emily donna michelle carol amanda melissa deborah stephanie rebecca laura sharon cynthia kathleen amy angela anna
ruth brenda pamela nicole katherine samantha christine emma catherine debra rachel carolyn janet virginia heather diane julie
joyce victoria olivia kelly christina lauren joan evelyn judith megan cheryl andrea hannah martha jacqueline frances gloria
ann teresa kathryn sara janice jean alice madison doris abigail julia judy grace denise amber marilyn beverly danielle
theresa sophia marie diana brittany natalie isabella charlotte rose alexis kayla priya dana elena linda karen margaret
sofia lucia mei yuki aisha fatima leila nina rosa carmen ana elena ines claire chloe zoe mia ella lily ruby ava`

const maleNames = `james robert john michael david william richard joseph thomas charles christopher daniel matthew anthony mark
donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary nicholas eric
jonathan stephen larry justin scott brandon benjamin samuel gregory alexander frank patrick raymond jack dennis jerry tyler
aaron jose adam nathan henry douglas zachary peter kyle ethan walter noah jeremy christian keith roger terry gerald harold
sean austin carl arthur lawrence dylan jesse jordan bryan billy joe bruce gabriel logan albert willie alan juan wayne elijah
randy roy vincent ralph eugene russell bobby mason philip louis tom ray marcus dev raj carlos luis miguel diego ahmed omar
ali hiroshi kenji wei jun ben sam mike dave jim bob bill tony steve chris matt dan greg ted ron ken`

// roundNice rounds an invented sum to a figure a person would quote: to
// $50 under $1,000, $100 under $10,000, $500 above.
func roundNice(n int) int {
	switch {
	case n < 20:
		return max(n, 1)
	case n < 100:
		return roundTo(n, 5)
	case n < 1000:
		return roundTo(n, 50)
	case n < 10000:
		return roundTo(n, 100)
	case n < 100000:
		return roundTo(n, 500)
	}
	return roundTo(n, 5000)
}

// clauses splits free text into clauses at ; . and newlines.
func clauses(s string) []string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' })
	var out []string
	for _, p := range parts {
		for _, q := range splitSentences(p) {
			q = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(q), ".!"))
			if q != "" {
				out = append(out, q)
			}
		}
	}
	return out
}

var verbHints = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "has": true, "have": true, "had": true,
	"takes": true, "take": true, "spend": true, "spends": true, "lose": true, "loses": true, "cost": true,
	"costs": true, "averages": true, "uses": true, "use": true, "runs": true, "run": true, "needs": true,
	"need": true, "wants": true, "want": true, "pays": true, "pay": true, "handles": true, "miss": true,
	"misses": true, "struggles": true, "struggle": true, "relies": true, "rely": true, "goes": true, "lost": true, "missed": true, "spent": true,
	"wait": true, "waits": true, "go": true, "come": true, "comes": true, "ties": true, "sit": true, "sits": true,
	"fall": true, "falls": true, "drop": true, "drops": true, "churns": true, "arrive": true, "arrives": true,
}

var metaStarts = []string{"customer", "the customer", "buyer", "the buyer", "prospect", "the prospect", "need to", "client", "the client", "they", "he", "she", "you", "your"}

// situationClause turns the first factual clause of the custom text into
// something the buyer can say about themselves: "reps spend about 6 hours a
// week logging calls" → "our reps spend about 6 hours a week logging calls".
// Descriptions addressed to the rep ("Customer thinks …") and the buyer's
// role ("VP of Sales at …") are skipped.
func situationClause(custom string) string {
	for _, cl := range clauses(custom) {
		low := strings.ToLower(cl)
		if roleLike(cl) || len(cl) > 140 || len(cl) < 12 {
			continue
		}
		meta := false
		for _, m := range metaStarts {
			if low == m || strings.HasPrefix(low, m+" ") && (strings.Contains(m, " ") || metaVerbNext(low[len(m)+1:])) {
				meta = true // "Customer thinks …", never "Client intake is by phone …"
			}
		}
		if meta {
			continue
		}
		// "Budget: flat year over year" → "budget is flat year over year"
		if i := strings.Index(cl, ": "); i > 0 && len(strings.Fields(cl[:i])) <= 3 && !strings.ContainsAny(cl[:i], "0123456789") {
			rest := strings.Fields(cl[i+2:])
			if len(rest) > 0 && !isAcronym(rest[0]) && !unicode.IsUpper([]rune(rest[0])[min(1, len([]rune(rest[0]))-1)]) {
				rest[0] = strings.ToLower(rest[0])
			}
			cl = cl[:i] + " is " + strings.Join(rest, " ")
			low = strings.ToLower(cl)
		}
		if fw := strings.Fields(low); len(fw) > 3 && (fw[0] == "a" || fw[0] == "an") && !roleLike(cl) {
			if hasFiniteVerb(fw[2:]) {
				return lowerFirst(cl) // "a government grant covering 30% of capex closes on 31 March": a thing, not who we are
			}
			return "we're " + lowerFirst(cl) // "an 18-hole public course doing about 31,000 rounds a year"
		}
		if reTimeLead.MatchString(low) {
			return lowerFirst(cl) // "last year we double-booked the chapel twice", never "our last year …"
		}
		words := strings.Fields(low)
		// "stock counts done by hand" → "stock counts are done by hand"
		for i := 1; i+1 < len(words); i++ {
			w := words[i]
			if (participles[w] || strings.HasSuffix(w, "ed") && len(w) > 4) && participleNext[words[i+1]] && !verbHints[words[i-1]] && words[i-1] != "be" && words[i-1] != "been" && words[i-1] != "get" && words[i-1] != "gets" && words[i-1] != "got" &&
				!(words[i-1] == "and" || words[i-1] == "or") {
				be := "is"
				if p := words[i-1]; strings.HasSuffix(p, "s") && !strings.HasSuffix(p, "ss") || contains(words[:i], "and") {
					be = "are" // "oxygen and temperature are checked by hand"
				}
				words = append(words[:i], append([]string{be}, words[i:]...)...)
				cl = strings.Join(restoreCase(strings.Fields(cl), words), " ")
				break
			}
		}
		hasVerb := len(words) > 1 && (words[0] == "we" || words[0] == "i" || words[0] == "they") // "we mess up about three orders a week"
		for _, w := range words {
			w = strings.Trim(w, ",")
			if verbHints[w] || strings.HasSuffix(w, "ed") && len(w) > 4 {
				hasVerb = true
			}
		}
		if !hasVerb {
			// "no-show rate around 18%" → "no-show rate is around 18%"
			done := false
			for i, w := range words {
				if i > 0 && (w == "around" || w == "about" || w == "roughly" || w == "nearly" || w == "over" || w == "under" || w == "approximately") {
					words = append(words[:i], append([]string{"is"}, words[i:]...)...)
					done = true
					break
				}
			}
			if !done {
				continue
			}
			cl = strings.Join(restoreCase(strings.Fields(cl), words), " ")
		}
		first := strings.Fields(cl)[0]
		fl := strings.ToLower(first)
		if ws := strings.Fields(cl); len(ws) > 2 && containsWord(fl, "though", "although", "but", "and", "while", "whereas", "yet", "so") {
			cl = strings.Join(ws[1:], " ") // "though unplanned breakdowns cost …": the clause, never "our though …"
			first, fl = ws[1], strings.ToLower(ws[1])
		}
		if ws := strings.Fields(cl); len(ws) > 2 {
			if be, ok := map[string]string{"is": "we're", "are": "we're", "was": "we were", "were": "we were", "has": "we have", "have": "we have"}[fl]; ok {
				return be + " " + strings.Join(ws[1:], " ") // "is replacing her warehouse system" → "we're replacing …", never "our is …"
			}
		}
		switch fl {
		case "we", "our", "i", "my":
			return lowerFirst(cl)
		case "the", "a", "an":
			return "our " + strings.TrimSpace(cl[len(first):])
		case "about", "around", "roughly", "nearly", "almost", "over", "under", "some", "most", "half", "all", "every", "each":
			return lowerFirst(cl) // "about 30% of weekend shifts go unfilled", never "our about …"
		}
		if unicode.IsDigit([]rune(first)[0]) {
			return cl
		}
		switch fl {
		case "any", "no", "nothing", "nobody", "none", "anything", "everything", "everyone", "anyone":
			return lowerFirst(cl) // "any contract needs …", never "our any contract …"
		}
		if ws := strings.Fields(cl); hasInnerUpper(first) || len(ws) > 1 && unicode.IsUpper([]rune(ws[1])[0]) && !isAcronym(ws[1]) {
			continue // "Dee Calloway is …", "ApiaryBook has …": someone else's sentence, never "our …"
		}
		if !isAcronym(first) {
			cl = lowerFirst(cl)
		}
		return "our " + cl
	}
	return ""
}

var participles = map[string]bool{"done": true, "made": true, "kept": true, "run": true, "built": true, "written": true, "sent": true, "held": true, "taken": true}
var participleNext = map[string]bool{"by": true, "in": true, "on": true, "with": true, "manually": true, "through": true, "via": true, "over": true, "from": true, "using": true}

// restoreCase maps lower-cased words (with an inserted "is") back onto the
// original words' case.
func restoreCase(orig, lower []string) []string {
	out := make([]string, 0, len(lower))
	j := 0
	for _, w := range lower {
		if j < len(orig) && strings.ToLower(orig[j]) == w {
			out = append(out, orig[j])
			j++
		} else {
			out = append(out, w)
		}
	}
	return out
}

func isAcronym(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}

func lowerFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToLower(r)) + s[i+len(string(r)):]
	}
	return s
}

func plural(unit string) string {
	switch unit {
	case "person", "people":
		return "people"
	case "staff", "crew", "aircraft", "children", "kids", "sheep", "fish", "deer", "cattle", "livestock", "personnel":
		return unit
	case "branch", "branches":
		return "branches"
	}
	if strings.HasSuffix(unit, "s") {
		return unit
	}
	return unit + "s"
}

func roundTo(n, step int) int {
	if n <= 0 {
		return 0
	}
	r := (n + step/2) / step * step
	if r == 0 {
		return step
	}
	return r
}

// hasFiniteVerb reports a clause's own verb among words: "closes", "is",
// "was" ("a grant … closes on 31 March" says something about the grant).
func hasFiniteVerb(ws []string) bool {
	for _, w := range ws {
		w = strings.Trim(w, ",.;:")
		switch w {
		case "is", "are", "was", "were", "has", "have", "had":
			return true
		}
		if strings.HasSuffix(w, "s") && deconjugatedWord(w) {
			return true
		}
	}
	return false
}

// money formats whole dollars with thousands separators: $12,500.
func money(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return "$" + b.String()
}

// replacer renders the fact placeholders of a line template.
func (f facts) pairs() []string {
	deciderComma := f.decider + "," // "our CFO, Dana, signs"
	if strings.HasPrefix(f.deciderName, "our ") || !strings.Contains(f.decider, ",") {
		deciderComma = f.decider // unnamed: "our CFO signs"
	}
	note := f.described.deciderNote
	if fp := firstPersonLine(note, f.described.buyerName); fp != "" {
		note = strings.TrimSuffix(fp, ".") // "Bernie can recommend, but her father Stan …" → "I can recommend, but my father Stan …"
	}
	return []string{
		"{decider},", deciderComma,
		"{budget}", f.budget, "{quote}", f.quote, "{gap}", f.gap, "{compPrice}", f.compPrice,
		"{competitor}", f.competitor, "{compEdge}", f.compEdge, "{decider}", f.decider,
		"{deciderName}", f.deciderName, "{pron}", f.pron, "{pronObj}", f.pronObj,
		"{approval}", f.approval, "{meeting}", f.meeting, "{current}", f.current, "{pain}", f.pain,
		"{company}", f.company, "{busy}", f.busy, "{window}", f.window, "{burned}", f.burned,
		"{proofWanted}", f.proofWanted, "{priority}", f.priority, "{companyNoun}", f.companyNoun,
		"{spend}", f.spend, "{vendor}", f.vendor, "{spendOn}", f.spendOn, "{team}", f.team,
		"{role}", roleDisplay(f.described.role), "{away}", f.described.deciderAway, "{budgetNote}", pronounLower(f.described.budgetNote), "{deciderNote}", note, "{offer}", f.described.compOffer,
	}
}

// markers are the distinctive values of each topic: when one of them appears
// in an earlier buyer line, the buyer has revealed that topic.
func (f facts) markers(t topic) []string {
	switch t {
	case topicBudget:
		if f.budget == f.spend || f.budget == f.quote {
			return nil // the same figure as another: said for that, not the budget
		}
		return []string{firstField(f.budget)}
	case topicSpend:
		if f.spend == "" {
			return nil
		}
		if f.vendor != "" {
			return []string{f.vendor + " " + firstField(f.spend), firstField(f.spend) + " to " + f.vendor}
		}
		return []string{firstField(f.spend)}
	case topicCompetitor:
		return []string{f.competitor}
	case topicDecision:
		if f.deciderName == "me" {
			return []string{"my call", "my decision", "my own", "i decide", "i sign", "it's mine", "my signature"}
		}
		return []string{f.deciderName}
	case topicCurrent:
		return []string{f.current}
	case topicPain:
		return []string{f.pain}
	case topicTeam:
		if f.team != "" {
			return []string{f.team}
		}
		return []string{f.company}
	case topicTiming:
		return []string{f.busy, f.window}
	case topicProofWanted:
		return []string{f.proofWanted}
	case topicGoals:
		return []string{f.priority}
	case topicPast:
		return []string{f.burned}
	case topicDeciderNeeds:
		return []string{f.deciderName + " cares about", "for " + f.deciderName + ", it's all about", f.deciderName + " will ask one thing"}
	}
	return nil
}

func firstField(s string) string {
	if m := reAmount.FindStringIndex(s); m != nil && m[0] == 0 {
		return s[:m[1]] // the whole sum: "MK 9 million", "110,000 TND", never the code alone
	}
	if fs := strings.Fields(s); len(fs) > 0 {
		return fs[0]
	}
	return ""
}

// topicText is a fact's text, for matching a question's words to it.
type topicText struct {
	t    topic
	text string
}

// topicTexts are the facts a question can name by their words.
func (f facts) topicTexts() []topicText {
	d := f.described
	out := []topicText{{topicPast, d.burned}}
	for _, p := range d.pains {
		out = append(out, topicText{topicPain, p})
	}
	if len(d.pains) == 0 {
		out = append(out, topicText{topicPain, d.pain})
	}
	if d.current != d.vendor {
		out = append(out, topicText{topicCurrent, d.current})
	}
	out = append(out, topicText{topicSpend, strings.TrimPrefix(d.spendOn, "on ")}, topicText{topicTeam, strings.Join(d.counts, " ")})
	return out
}

var reTimeLead = regexp.MustCompile(`^(?:last|this|next) (?:year|month|week|quarter|spring|summer|fall|autumn|winter|season)\b|^in (?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)\b`)

// shortName is how the buyer refers to a named decider after the first
// mention: the first name, or "Dr. Haddad" for a doctor.
func shortName(full string) string {
	ws := strings.Fields(full)
	if len(ws) == 0 {
		return full
	}
	if len(ws) > 1 && (strings.HasSuffix(ws[0], ".") || honorifics[strings.ToLower(ws[0])]) {
		return ws[0] + " " + ws[len(ws)-1] // "Dr. Haddad", "Chairman Iqbal", never "Chairman" alone
	}
	return ws[0]
}

// honorifics are titles said before a surname.
var honorifics = map[string]bool{"chairman": true, "chairwoman": true, "chair": true, "president": true, "director": true, "judge": true,
	"professor": true, "prof": true, "sheikh": true, "captain": true, "chief": true, "commissioner": true, "mayor": true, "councillor": true, "senator": true}

// givenName is a person's first name without an honorific: "Dr. Alan
// Price" → "Alan"; "Dr. Shah" stays "Dr. Shah" (no first name to go by).
func givenName(full string) string {
	ws := strings.Fields(full)
	if len(ws) > 1 && honorifics[strings.ToLower(ws[0])] {
		return ws[0] + " " + ws[len(ws)-1] // "Chairman Iqbal": the title is not a first name
	}
	if len(ws) > 2 && strings.HasSuffix(ws[0], ".") {
		return ws[1]
	}
	if len(ws) > 0 && !strings.HasSuffix(ws[0], ".") {
		return ws[0]
	}
	return full
}

var reKin = regexp.MustCompile(`^(?:wife|husband|son|daughter|father|mother|dad|mom|mum|brother|sister|uncle|aunt|cousin)$`)

// roleDisplay writes a role the way a title is written: "coo" → "COO",
// "vp of sales" → "VP of sales".
func roleDisplay(role string) string {
	ws := strings.Fields(role)
	for i, w := range ws {
		switch w {
		case "ceo", "cfo", "coo", "cto", "cio", "cmo", "cno", "cro", "chro", "vp", "svp", "evp", "gm", "it", "hr", "qa":
			ws[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(ws, " ")
}

// totalFor multiplies a sum per unit by the scenario's count of that unit:
// "$85 a month per studio" with "3 tattoo studios" is $255 a month. A sum
// per unit no count names stays per unit.
func totalFor(a amount, counts []string) amount {
	unit := strings.TrimPrefix(a.per, "per ")
	if !a.ok() || unit == "" || a.exact != "" {
		return a
	}
	for _, c := range counts {
		ws := strings.Fields(c)
		n, err := strconv.Atoi(strings.ReplaceAll(ws[0], ",", ""))
		if err != nil || n < 2 || len(ws) < 2 {
			continue
		}
		last := strings.ToLower(ws[len(ws)-1])
		if last == plural(unit) || last == unit {
			a.each = a.String()
			a.all = ws[0] + " " + plural(unit)
			a.n *= n
			a.per = ""
			return a
		}
	}
	return a
}

// reLivesOn says where the work is kept or done today: "Drawings live on a
// free shared drive", "orders are tracked in a spreadsheet".
var reLivesOn = regexp.MustCompile(`(?i)\b(?:live|lives|are kept|is kept|are stored|is stored|are tracked|is tracked|are managed|is managed) (?:on|in) ((?:a|an|the|their|her|his) [a-z][a-z -]{2,40}?)(?:[,.;]| so\b| and\b| but\b)`)
