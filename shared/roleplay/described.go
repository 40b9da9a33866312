package roleplay

import (
	"pitchperfect/shared/text"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// amount is a sum of money the scenario states, with its period.
type amount struct {
	n      int    // whole units of the currency (rounded; at least 1)
	exact  string // the figure as written when it has cents ("0.90", "1,250.50")
	sym    string // "$", "€" or "£"
	per    string // "per user" or ""
	period string // "a month", "a year" or ""
	each   string // a total's per-unit form as written: "$129 per studio a month"
	once   bool   // a one-off sum: "P 14 million installed plus …", never given a period
	all    string // what the total counts: "3 studios"
}

func (a amount) ok() bool { return a.n > 0 }

// String says the amount as the buyer would: "$2,000 a month".
func (a amount) String() string {
	if !a.ok() {
		return ""
	}
	s := moneyIn(a.sym, a.n)
	if a.exact != "" {
		s = withSym(a.sym, a.exact)
	}
	if a.per != "" {
		s += " " + a.per
	}
	if a.period != "" {
		s += " " + a.period
	}
	if a.each != "" {
		s = a.each + " (" + s + " for all " + a.all + ")" // "$129 per studio a month ($387 a month for all 3 studios)"
	}
	return s
}

// value is the amount with its cents.
func (a amount) value() float64 {
	if a.exact != "" {
		if f, err := strconv.ParseFloat(strings.ReplaceAll(a.exact, ",", ""), 64); err == nil {
			return f
		}
	}
	return float64(a.n)
}

// scaled is pct percent of the amount, rounded the way a person quotes it;
// an amount with cents keeps its cents ("$0.90" × 60% → "$0.54").
func (a amount) scaled(pct int) amount {
	out := a
	out.each, out.all = "", "" // another figure: a total only
	if a.exact != "" {
		v := a.value() * float64(pct) / 100
		out.exact = strconv.FormatFloat(v, 'f', 2, 64)
		out.n = max(int(v+0.5), 1)
		return out
	}
	out.n = roundNice(a.n * pct / 100)
	return out
}

// monthly is the amount per month (a yearly amount divided by 12).
func (a amount) monthly() int {
	if a.period == "a year" {
		return a.n / 12
	}
	return a.n
}

// described is what the scenario's own text says about the buyer, read by
// role: the buyer's current spend (and with whom), budget, the rep's quote,
// a named competitor and its price, the reason timing matters, team size,
// who decides, the buyer's own role and company, and a situation clause.
// A role the text leaves empty stays zero; newFacts fills it with an
// invented value that stays fixed for the conversation.
type described struct {
	budget, quote, spend, compPrice amount
	approval                        amount // a sign-off threshold ("over $25,000")
	vendor                          string // the vendor paid today ("Cargowise")
	competitor                      string // a named alternative ("Datadog")
	unnamedCompetitor               bool   // "a competitor", "a cheaper rival"
	compOffer                       string // what the named competitor offered, in the buyer's words: "a two-year price lock"
	timing                          string // why timing matters, in the buyer's words: "our renewal is in 6 weeks"
	timingNoun                      string // "the renewal"
	teamN                           int
	teamUnit                        string   // "stores", "engineers", "people"
	deciderTitle                    string   // "CFO", "board chair"
	role                            string   // the buyer's own role, lower case ("owner")
	company                         string   // "a freight forwarder", "a 40-person SaaS company"
	pain                            string   // a situation clause in the buyer's words
	current                         string   // how they work today, a noun phrase ("spreadsheets")
	toolName                        string   // a named tool they use ("Procore"), not necessarily for this
	spendOn                         string   // what the spend is for: "on load-board subscriptions"
	counts                          []string // every count the text gives: "14 stores", "45 brokers"
	deciderName                     string   // the decider's first name when given
	burned                          string   // a past vendor's failure, in the buyer's words
	approvalText                    string   // a sign-off rule without a sum: "anything over budget"
	rolePiece                       string   // the piece the buyer's role came from
	timings                         []string // every timing sentence, the first is timing
	pains                           []string // every situation clause, the first is pain
	buyerName                       string   // the buyer's own name, when the text gives it
	deciderMode                     string   // "" one person decides, "self", "joint" (with the buyer), "group" (two people), "body" (a board, a council)
	selfLimit                       string   // the buyer's own sign-off limit: "anything under $20,000 a year"
	budgetNone                      bool     // the text says there is no budget (this year)
	budgetNote                      string   // the budget sentence when a sum alone would misstate it
	spendNone                       bool     // the text says they pay nothing today
	deciderAway                     string   // where the decider is and until when: "Beverly is at a trade show until the 18th"
	methods                         []string // clauses saying how the work is done today: "shifts are scheduled by email and a whiteboard"
	currentFull                     string   // a "Current system:" line's tools: "Excel sheets plus Maximo work orders"
	deciderText                     string   // two deciders as the buyer names them, when the text gives two
	deciderNote                     string   // how a decision with two parts is made, in the buyer's words
	bodyMeeting                     string   // when a deciding body meets: "at its November meeting"
	compDiff                        amount   // how much cheaper the competitor is than the quote
	bodyChair                       string   // who chairs the deciding body: "Dr. Neo Sebina"
}

// Currencies a sum can be written in: a symbol or code before the figure
// ("OMR 2,800", "N$22,000", "Rs 1.1 million", "₹4 lakh") or a code after it
// ("110,000 TND", "1.4 million XPF"); codes are case-sensitive so that a
// word is never read as one.
const (
	curCodes  = `[A-Z]{1,3}\$|Rs\.?|Tk|Rp|RM|Ksh|KSh|BD|JD|KD|QR|OMR|TND|PKR|INR|BDT|XPF|CLP|GHS|KES|NGN|ZAR|AED|SAR|QAR|KWD|BHD|JOD|EGP|MAD|LKR|NPR|MUR|FJD|NAD|BWP|USD|EUR|GBP|CHF|JPY|CNY|RMB|MXN|BRL|ARS|COP|PEN|IDR|MYR|PHP|THB|VND|TWD|KRW|SGD|HKD|AUD|NZD|CAD|SEK|NOK|DKK|PLN|CZK|HUF|TRY|ILS|UGX|TZS|RWF|ETB|XOF|XAF|DZD|LBP|IQD|MK|MWK|ZMW|TSh|USh|Le|Br|FCFA|CFA|DH|Dhs?|SR|RO|TL|Kč|CHF|Fr\.|kr|zł|P|R`
	curPrefix = `(?-i:\b(?:` + curCodes + `))|[$€£₹¥₦₱₩₪₫₴₺₽৳₵]`
	curCode   = `(?-i:` + curCodes + `)`
	curMag    = `k\b|m\b|mn\b|bn\b|million\b|thousand\b|billion\b|lakhs?\b|lacs?\b|crores?\b|cr\b`
)

var (
	reAmount = regexp.MustCompile(`(?i)(` + curPrefix + `)\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(` + curMag + `))?` +
		`|\b(\d[\d,]*(?:\.\d+)?)(?:\s*(` + curMag + `))?\s*(dollars\b|usd\b|` + curCode + `\b|€)`)
	rePer     = regexp.MustCompile(`(?i)^\s*(?:a|per|/|each)\s*(seat|user|licen[cs]e|location|store|site|clinic|truck|agent|rep|head)\b`)
	rePerAny  = regexp.MustCompile(`(?i)^\s*per\s+([a-z][a-z-]{2,20})\b`)
	rePeriod  = regexp.MustCompile(`(?i)^\s*(?:(?:a|per|/|each|every)\s*(month|mo|year|yr|annum|week|quarter|season)\b|(monthly|annually|yearly|a year|per annum|weekly|quarterly))`)
	reTeamAny = regexp.MustCompile(`(?i)\b(\d[\d,]{0,6})[- ](?:[a-z]+[- ]|and [a-z-]+ ){0,3}?(person|people|reps?|seats?|users?|employees?|agents?|sites?|locations?|clinics?|stores?|shops?|branch(?:es)?|engineers?|developers?|staff|members?|nurses?|doctors?|dentists?|drivers?|trucks?|vehicles?|restaurants?|hotels?|schools?|students?|tutors?|teachers?|accountants?|paralegals?|lawyers?|attorneys?|crews?|technicians?|adjusters?|csms?|recruiters?|analysts?|warehouses?|plants?|offices?|physicians?|therapists?|beds?|rooms?|chairs?|buildings?|franchises?|outlets?|salespeople|sellers?|managers?|volunteers?|workers?|brokers?|lines|projects|dispatchers?|planners?|coordinators?|caregivers?|cleaners?|installers?|connections|meters|endpoints|devices|subscribers|accounts|patients|households|aircraft|instructors?|children|kids|vans?|cars?|buses|boats?|forklifts?|printers?|bikes?|cent(?:er|re)s?|raceways?|elevators?|shovels?|titles|vessels?|machines?|families|residents?|tenants?|units|properties|pilots?|vets?|veterinarians?|chefs?|cooks?|servers?|guards?|attorneys?|ponds?|tanks?|farms?|barns?|fields?|courts?|pools?|gyms?|studios?|salons?|bakeries|kitchens?)\b`)
	reTeamOf  = regexp.MustCompile(`(?i)\b(?:team|firm|company|practice|business|office|agency|staff|studio|group|shop|crew) of (\d[\d,]{0,6})\b(?:\s*(?:[,.;]|$|and\b|with\b))`)
	reTiming  = regexp.MustCompile(`(?i)\b(?:in|within) (?:about |around |roughly |the next )?(\d{1,3}|a|one|two|three|four|five|six|eight|ten|twelve) (days?|weeks?|months?)\b|\bnext (week|month|quarter|year|spring|summer|fall|autumn|winter)\b|\b(?:by|before|until|from|in|on|after|at) (january|february|march|april|june|july|august|september|october|november|december|q[1-4]|year-end|the end of (?:the |this |next )?(?:january|february|march|april|may|june|july|august|september|october|november|december|month|quarter|year|season|school year|semester|term|summer|spring|fall|winter|q[1-4])|the \d{1,2}(?:st|nd|rd|th))\b|\b(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b|\blast day of\b|\b(?:until|after|before|by) (?:after )?the (?:q[1-4]\b|[a-z]+[- ](?:stock-take|stocktake|season|audit|close|rush|launch|rollout|migration|conference|harvest))|\b(renewal|renews|expires|deadline|go-live|launch|season|year-end|audit|busy|peak|rush|migration)\b`)
	reApprove = regexp.MustCompile(`(?i)\b(sponsors?|decides?|decision|signs?|sign[- ]off|signs off|approves?|approval|approve|final say|final call|has to ok|must ok|budget holder|holds the budget|controls the budget|decisions|makes all|reviews anything|reviews any|reviews all|reviews every|makes every|approved by|take it to the board|takes it to the board|bring it to the board|brings it to the board|must be approved|okays|must both agree|both have to agree|both need to agree|must all agree|have to agree|has to agree|must agree|needs to agree|need to agree|veto|vetoes|veto power|has a say|have a say|votes? on)\b`)
)

// Role cues for a sum of money, read in the clause around it.
var (
	budgetCues = []string{"budget", "budgeted", "can spend", "can afford", "afford", "set aside", "allocated", "approved for", "cap ", "capped", "ceiling", "no more than", "up to", "max", "maximum", "willing to pay", "willing to spend", "planned", "earmarked", "the most", "most they'd", "most we'd", "most i'd", "at most", "top out", "stay under", "keep it under", "stay below", "keep it below", "spend under", "spend less than",
		"can't spend", "cannot spend", "can not spend", "won't spend", "spend more than", "go above", "go over", "pay more than", "consider up to", "propose", "proposing",
		"gives us", "gives me", "gives her", "gives him", "gives them", "allots", "allocates", "allocation", "allowance", "to spend"}
	spendCues = []string{"paying", "pays", " pay ", "paid", "spend", "spending", "spends", "currently", "current", "today", "now", "incumbent", "existing", "contract", "handled by", "done by", "outsourced to",
		"leases", "leasing", "rents", "renting"}
	otherCues = []string{"bill", "each no-show", "per no-show", "an hour", "per hour", "a head", "lost", "loss", "losses", "cost us", "costs us", "costing", "revenue", "sales", "fines", "fine ", "penalty", "errors cost", "waste", "wasted", "overtime", "saved", "save", "savings", "turnover", "funding", "raised", "grant"}
)

// competitorCues come before a named alternative.
var competitorCues = []string{"bid from", "competing bid from", "competing offer from", "competing quote from", "trialling", "trialing", "trialled", "trialed", "piloting", "testing", "evaluating", "comparing you to", "comparing you with",
	"comparing us to", "comparing us with", "comparing you against", "comparing", "compared to", "compared with", "looking at", "considering", "talking to",
	"in talks with", "talks with", "quote from", "offer from", "proposal from", "shortlisted", "leaning towards", "leaning toward", "leans towards", "leans toward", "favours", "favors", "favouring", "favoring", "prefers", "versus", "vs.", "vs",
	"competitor", "rival", "alternative", "switching to", "demo with", "demoed", "demo from", "demos from", "pitch from",
	"offered a deal by", "a deal from", "a deal by", "offer by", "pitched by", "approached by", "pitching", "courting", "weighing", "weighs"}

// vendorCues come before the vendor used today.
var vendorCues = []string{"paying", "pay", "pays", "using", "uses", "use", "runs on", "run on", "currently on", "currently with", "contract with", "locked into",
	"switching from", "moving off", "incumbent", "current vendor", "current provider", "current tool", "current system", "stuck with", "on"}

// notNames are capitalised words that are not a product or a company.
var notNames = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`A An The Our We Us I My They Their It Its This That These Those Your You He She His Her
	And Or But If So Also Currently Today Now Next Last Every Each Some Any No Not New Old Current Both
	Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August
	September October November December Q1 Q2 Q3 Q4 CFO CEO COO CTO CIO CMO CNO VP SVP EVP GM HR IT IT's Excel
	Google Sheets Spreadsheets Email Customer Buyer Prospect Client Board Owner Manager Director Head Team Company
	Price Budget Quote Renewal SaaS B2B Needs Need Wants Uses Using Was Were Is Are Has Have Had Thinks Says Runs Pays Paid Spends Got
	Looking Evaluating Considering Trialling Trialing Testing Comparing Also Just Very Still Quoted Was Recently Last Recently Owner Founder
	Manager Director Team Staff Our Their Previously Since Currently Nobody Everyone Someone Most Many Few`) {
		notNames[strings.ToLower(w)] = true
	}
}

// describe reads the scenario's custom text by role. Sums of money,
// names and who decides are read per sentence; the buyer's role, timing,
// counts and the situation per comma-separated piece (a scenario written
// as "Owner of 14 stores, holiday season starts in 3 weeks, …" is a list).
// Third-person descriptions ("They pay Samsara $2,100 a month", "Her
// budget …") are read the same way, and sentences the buyer may say are
// put in the buyer's own words ("we pay", "our budget").
func describe(custom string) described {
	var d described
	// "our" is the buyer's in a description the buyer writes ("We spend
	// …, our budget is …"), the rep's in one about the buyer ("They pay
	// …; our quote is …").
	firstPerson := reFirstPerson.MatchString(custom) || secondPersonNote(custom)
	speech := func(s string) string { return speechAs(s, firstPerson) }
	var sents []string
	second := secondPersonNote(custom)
	for _, cl := range clauses(custom) {
		cl = reRolePlayerNote.ReplaceAllString(unlabel(cl), "")
		if second {
			cl = youAsBuyer(cl)
		}
		if cl != "" && !instruction(cl) {
			sents = append(sents, cl)
		}
	}
	for i, sn := range sents {
		sents[i] = approvalGoesTo(sn) // "Purchases over $25,000 go to the board" → "The board approves purchases over $25,000"
	}
	var pieces []string
	for _, sn := range sents {
		pieces = append(pieces, withAntecedent(descClauses(sn))...)
	}
	usedSent := make([]bool, len(sents))
	var deciderSents []string // the sentences that say who decides
	usedPiece := map[string]bool{}

	// The buyer's own role: "Owner of 14 stores", "VP of Sales at Acme",
	// "I own a small bookstore …", in the first sentence that names one
	// (later sentences name other people: "The CFO, Mei Lin, signs …").
	for k, sn := range sents {
		if k > 1 || d.role != "" {
			break
		}
		if reJustName.MatchString(sn) && d.buyerName == "" {
			d.buyerName = sn // "Buyer: Hollis Grady"
			continue
		}
		if name, rest, ok := identityOf(sn); ok && d.buyerName == "" && name == "" {
			sn = rest // "I'm a partner at …": read the role below
		} else if name, rest, ok := identityOf(sn); ok && d.buyerName == "" {
			// "The buyer is Dr. Lena Vasquez, owner of …": the name is
			// who the buyer is, never a situation; the rest may be the role.
			d.buyerName = name
			if v := strings.Fields(strings.TrimPrefix(sn, name)); len(v) > 1 && strings.EqualFold(v[0], "owns") && d.role == "" {
				// "Jax Moreno owns Ink & Iron, three tattoo studios": the owner
				d.role, d.rolePiece = "owner", sn
				if pcs := descClauses(rest); len(pcs) > 0 {
					d.company = pcs[0]
				}
			}
			for _, pc := range descClauses(sn) {
				if strings.Contains(pc, name) || !strings.ContainsAny(pc, "0123456789") && !containsAny(strings.ToLower(pc), painCues...) {
					usedPiece[pc] = true // who the buyer is ("my family has run … for three generations"), not a situation
				}
			}
			if rest == "" {
				continue
			}
			sn = rest
		}
		if m := reIOwn.FindStringSubmatch(sn); m != nil {
			d.role = map[string]string{"own": "owner", "run": "owner", "manage": "manager", "lead": "lead", "head": "head"}[strings.ToLower(m[1])]
			d.company = strings.TrimSpace(m[2])
			d.rolePiece = sn
			for _, pc := range descClauses(sn) {
				usedPiece[pc] = true
			}
			break
		}
		for _, pc := range descClauses(sn) {
			if role, company, ok := roleClause(pc); ok && !reApprove.MatchString(sn) {
				d.role, d.company = role, company
				d.rolePiece = pc
				usedPiece[pc] = true
				break
			}
		}
	}
	// A card that names a person who decides ("the public works director,
	// Angela Brooks, must sponsor any item") is read as before; a body that
	// decides is read only when no person is named.
	namedDecider := false
	for _, sn := range sents {
		if l := strings.ToLower(sn); reApprove.MatchString(l) || reDeciderLabel.MatchString(l) {
			if r, ok := readDecider(sn, d.buyerName); ok && r.name != "" && r.mode != "self" {
				namedDecider = true
			}
		}
	}
	for i, sn := range sents {
		low := strings.ToLower(sn)
		// A past vendor's failure is what burned them.
		if j := strings.Index(sn, " and "); d.burned == "" && j > 0 && reAmount.MatchString(sn[:j]) && !reAmount.MatchString(sn[j:]) &&
			(containsAny(strings.ToLower(sn[j:]), pastCues...) || rePastThing.MatchString(sn[j:]) || rePastFailure.MatchString(strings.ToLower(sn[j:])) && reAgo.MatchString(strings.ToLower(sn[j:]))) && reSubjectPronoun.MatchString(sn) {
			// "They pay Osiris $310 a month … and lost arrangement notes in
			// two outages this year": the sum is what they pay, the rest
			// what burned them
			subj := strings.Fields(sn)[0] + " "
			if reOwnSubject.MatchString(sn[j+5:]) {
				subj = "" // "… and a botched migration … lost them two weeks of data": its own subject
			}
			d.burned = pronounLower(speech(subj + strings.TrimRight(sn[j+5:], ".")))
			sn = sn[:j]
			low = strings.ToLower(sn)
		}
		if d.burned == "" && (containsAny(low, pastCues...) || pastThing(sn) || rePastVendorDid.MatchString(sn) || rePastFailure.MatchString(low) && reAgo.MatchString(low)) {
			// "…was burned in 2021, and any contract must be approved by
			// the board": the burn is the first half; who decides is read
			// from the rest
			if j := strings.Index(sn, ", and "); j > 0 && reApprove.MatchString(strings.ToLower(sn[j:])) && !reApprove.MatchString(low[:j]) {
				d.burned = pronounLower(speech(strings.TrimSpace(sn[:j])))
			} else if j := strings.Index(sn, ", yet "); j > 0 && containsAny(" "+strings.ToLower(sn[:j])+" ", " doubts ", " thinks ", " believes ", " feels ", " says ", " insists ") {
				// "She doubts they need it, yet one lost revision cost €80,000": the event, not the opinion
				d.burned = pronounLower(speech(strings.TrimSpace(sn[j+len(", yet "):])))
				usedSent[i] = true
				continue
			} else if j := strings.Index(sn, ", so "); j > 0 && (containsAny(strings.ToLower(sn[:j]), pastCues...) || rePastVendorDid.MatchString(sn[:j])) && reCardDate.MatchString(sn[j:]) {
				// "A past vendor's sensors failed an audit, so she wants proof
				// before the 30 June renewal": the burn is the first half; the
				// rest (the renewal) is read on
				d.burned = pronounLower(speech(strings.TrimSpace(sn[:j])))
				sn = upFirst(strings.TrimSpace(sn[j+len(", so "):]))
				low = strings.ToLower(sn)
			} else {
				src := sn
				if fp := firstPersonLine(sn, d.buyerName); fp != "" {
					src = fp // "Hédi bought an analyser in 2021 …" → "I bought …"
				}
				d.burned = pronounLower(speech(src))
				usedSent[i] = true
				continue
			}
		}
		if reApprove.MatchString(low) && containsAny(low, "over budget", "above budget", "over the budget", "above the budget") {
			d.approvalText = "anything over budget"
		}
		// Who decides: "the owner, Frank Chen, signs anything over …".
		if (reApprove.MatchString(low) || reDeciderLabel.MatchString(low)) && (titleRe.MatchString(low) || containsWord(low, "board", "committee", "council", "commission", "commissioners")) && len(deciderSents) < 2 && !containsAny(low, "budget") {
			deciderSents = append(deciderSents, sn)
		}
		if d.deciderMode == "" && d.deciderTitle == "" && reSelfOnly.MatchString(sn) && !containsAny(low, "together", "jointly", " with her ", " with his ", " with my ", " with their ", " with the ") {
			// "Nobody else signs off; it's his call", "She answers to nobody
			// on purchases": the buyer alone
			d.deciderMode = "self"
			usedSent[i] = true
		}
		if d.deciderMode == "" && d.deciderTitle == "" && !namedDecider {
			if body, when, ok := bodyDecides(sn); ok {
				// "Any contract needs sign-off from the town council", "the
				// co-op board has the final say at its November meeting"
				d.deciderTitle, d.deciderMode, d.deciderText, d.bodyMeeting = body, "body", "the "+body, when
				usedSent[i] = true
			}
		}
		if m := reChairedBody.FindStringSubmatch(sn); m != nil && d.deciderMode == "" && d.deciderName == "" {
			// the body decides; its chair is no decider alone
			d.deciderTitle, d.deciderMode, d.deciderText = strings.ToLower(m[1][:1])+m[1][1:], "body", "the "+m[1]
			if c := reChairName.FindStringSubmatch(sn); c != nil {
				d.bodyChair = c[1]
			}
			if _, when, ok := bodyDecides(sn); ok && when != "" {
				d.bodyMeeting = when // "… approves it at its June meeting"
			}
			usedSent[i] = true
		}
		if d.deciderName == "" && d.deciderMode == "" && (reApprove.MatchString(low) || reDeciderLabel.MatchString(low)) {
			// a named decider wins over one named only by title
			if r, ok := readDecider(sn, d.buyerName); ok {
				d.deciderTitle, d.deciderName, d.deciderMode, d.selfLimit, d.deciderText = r.title, r.name, r.mode, r.limit, r.text
				usedSent[i] = true
				d.deciderAway = awayClause(sn, r.name)
			} else if t, n := deciderFrom(sn); t != "" && !strings.EqualFold(t, d.role) && (d.deciderTitle == "" || n != "") {
				d.deciderTitle, d.deciderName = t, n
				usedSent[i] = true
			}
		}
		if d.bodyMeeting == "" && (reApprove.MatchString(low) || reDeciderLabel.MatchString(low) || strings.Contains(low, " reviews ")) {
			if m := reCadence.FindString(low); m != "" {
				d.bodyMeeting = "the review " + m // "who reviews capital requests once a quarter"
			}
		}
		if reZeroBudget.MatchString(sn) {
			d.budgetNone = true
			d.budgetNote = speech(sn)
		}
		if reZeroSpend.MatchString(sn) {
			d.spendNone = true
		}
		// Names first: they tell whose money a sum is.
		if d.competitor == "" {
			if m := reQuotedBy.FindStringSubmatch(sn); m != nil && nameAt(m[1]) != "" {
				d.competitor = nameAt(m[1])
			} else if n := nameAfter(sn, competitorCues); n != "" {
				d.competitor = n
			} else if m := reCompLabel.FindStringSubmatch(sn); m != nil && !notNames[strings.ToLower(m[1])] {
				d.competitor = m[1] // "Competitor under review: Sensus"
			} else if n := leadingName(sn); n != "" && !d.isBuyer(n) && containsAny(low, "cheaper", " quoted", "offers", "offered", "charges", " is at ", "costs less", " are at ", "being considered", "under review", "on the shortlist", "incumbent option") {
				d.competitor = n
			} else if n := leadingName(sn); n != "" && !d.isBuyer(n) && n != d.vendor && n != d.toolName && reFreeOffer.MatchString(sn[len(n):]) {
				d.competitor = n // "Lely includes its herd software free with …", "ApiaryBook has a free tier …"
			} else if m := reNameOffered.FindStringSubmatchIndex(sn); m != nil {
				// "She pays Cloudbeds $390 a month and Mews has offered her …"
				if n := nameAt(sn[m[2]:]); n != "" && !d.isBuyer(n) && !strings.Contains(sn[:m[2]], n) && !notNames[strings.ToLower(n)] && !titleRe.MatchString(n) {
					d.competitor = n
				}
			}
			if bad := d.competitor; bad != "" && notRival(custom, bad) {
				// the card's own subject or company is never the rival:
				// look on after it ("Marcus …, is weighing us against LexSift")
				d.competitor = ""
				rest := sn[strings.Index(sn, bad)+len(bad):]
				if n := nameAfter(rest, competitorCues); n != "" && !d.isBuyer(n) && !notRival(custom, n) {
					d.competitor = n
				}
			}
			if d.competitor == "" {
				if m := reNamedOffer.FindStringSubmatch(sn); m != nil && !notNames[strings.ToLower(m[1])] && !titleRe.MatchString(m[1]) && !d.isBuyer(m[1]) && !notRival(custom, m[1]) {
					d.competitor = m[1] // "holds a MedVue offer of ₹1.6 crore"
				}
			}
			if d.competitor != "" {
				usedSent[i] = true
			}
		}
		if d.competitor != "" && d.compOffer == "" {
			if j := strings.Index(sn, d.competitor); j >= 0 {
				d.compOffer = offerIn(sn[j+len(d.competitor):])
			}
		}
		if !d.unnamedCompetitor && containsAny(low, "a competitor", "a cheaper competitor", "another vendor", "a rival", "a cheaper vendor", "a cheaper option", "cheaper alternative", "competitor's") {
			d.unnamedCompetitor = true
		}
		for _, m := range reAmount.FindAllStringSubmatchIndex(sn, -1) {
			a, end := parseAmount(sn, m)
			if !a.ok() {
				continue
			}
			before := strings.ToLower(sn[:m[0]])
			// the cues are read in the amount's own piece of a list
			// ("budget $9k/month, paying Toast $1,100 a month")
			if j := strings.LastIndex(before, ", "); j >= 0 && !reRelative.MatchString(before[j+2:]) && len(strings.Fields(before[j+2:])) >= 2 {
				before = before[j+2:]
			}
			if j := strings.LastIndex(before, "; "); j >= 0 {
				before = before[j+2:]
			}
			after := strings.ToLower(sn[end:])
			if j := strings.Index(after, ", "); j >= 0 {
				after = after[:j]
			}
			for _, cut := range []string{" and ", " but ", " while ", " whereas ", "; "} {
				// "They pay PawLedger $3,200 a month and our quote is …": the
				// next clause's words are not this sum's
				if j := strings.Index(after, cut); j >= 0 {
					after = after[:j]
				}
			}
			lb, la := lastWords(before, 6), firstWords(after, 4)
			if a.period == "" {
				switch {
				case containsAny(lastWords(before, 4), "annual", "yearly", "per year", "a year"):
					a.period = "a year"
				case containsAny(lastWords(before, 4), "monthly", "per month", "a month"):
					a.period = "a month"
				}
			}
			near := lb + "#" + la
			// the cues that make a sum a loss or revenue are read without
			// names: "HubSpot Sales Hub, $96 per seat" is a price, not sales
			nearPlain := plainNear(sn, m[0], end)
			switch {
			case reApprove.MatchString(low) && strings.Contains(lastWords(before, 4), "anything") && containsAny(lastWords(before, 3), "up to", "under", "below", "less than"):
				continue // "She signs anything up to CA$150,000": her own sign-off limit, not a budget
			case reApprove.MatchString(low) && containsAny(lastWords(before, 3), "over", "above", "more than", "exceeding", "beyond"):
				if !d.approval.ok() {
					d.approval = a
				}
			case !d.spend.ok() && !containsAny(low, pastCues...) && reWhoBills.MatchString(sn[:end]):
				// "her bookkeeper, who bills $1,200 a month": what the work
				// costs today
				d.spend = a
				d.spendOn = "on " + speech(reWhoBills.FindStringSubmatch(sn[:end])[1])
			case containsAny(low, pastCues...) || containsWord(nearPlain, otherCues...):
				continue // a loss, a bill, a past contract: not a price anyone pays the rep
			case reDiffAfter.MatchString(after):
				if !d.compDiff.ok() && d.competitor != "" && strings.Contains(sn, d.competitor) {
					d.compDiff = a // "Glofox is $40 a month cheaper than the rep's quote": a difference, not Glofox's price
				}
			case d.competitor != "" && strings.Contains(sn, d.competitor) && !containsAny(strings.ReplaceAll(lb, strings.ToLower(d.competitor), "_"), "budget", " pay", "paying", "spend", "our quote", "rep's", "your quote") && !ownPriceBefore(sn, m[0], d.competitor):
				// (the rival's own name is no cue: "PayCore charges …" is not "pay")
				if !d.compPrice.ok() {
					d.compPrice = a
				}
			case (containsWord(near, budgetCues...) || budgetSubject(before)) && !containsAny(lb, "our quote is", "your quote is", "our price is", "the rep's quote"):
				// ("budget is SEK 400,000 a year and our quote is SEK 372,000": the second sum is the quote)
				if !d.budget.ok() {
					if a.period == "" && containsAny(low, "year's budget", "this year", "next year", "annual budget", "for the year", "first year", "first-year", "year-one", "year one") {
						a.period = "a year"
					}
					d.budget = a
					if (containsAny(" "+low, "next year", " zero", "depends", " if ") || len(strings.Fields(sn)) <= 14 && reFirmBudget.MatchString(low)) && !d.budgetNone {
						// "His budget is CA$150,000 a year, firm": the sum and how firm it is, said together
						d.budgetNote = speech(sn)
					}
				}
			case containsAny(lb, "quote", "quoted", "your price", "our price", "price:", "price is", "priced at", "proposal", "asking", "you charge", "list price", "offer", "pricing", "rep's", "your plan", "plan is", "our plan") ||
				containsAny(lb, "our ", "your ", "the rep") && containsAny(lb, "costs", " is ", " at ") ||
				containsAny(la, "quote", "quoted", "proposal", "is too", "too much", "too expensive", "too high", "feels", "seems"):
				if !d.quote.ok() {
					d.quote = a
				}
			case containsAny(near, spendCues...) || strings.HasPrefix(low, "current") || containsWord(la, "licenses", "licences", "subscription", "subscriptions"):
				if strings.HasPrefix(low, "current") && d.currentFull == "" {
					cf := sn[strings.Index(sn, " ")+1:] // "currently Procore plus paper timesheets, $1,800 …"
					if i := strings.Index(sn, ": "); i >= 0 {
						cf = sn[i+2:]
					}
					if j := strings.Index(cf, ", "); j > 0 {
						cf = cf[:j]
					}
					if !strings.ContainsAny(cf, "$€£") {
						d.currentFull = cf
					}
				}
				if !d.spend.ok() && containsAny(lb, "handled by", "done by", "outsourced to") {
					d.spend = a
					if k := strings.LastIndex(strings.ToLower(sn[:m[0]]), " by "); k >= 0 {
						by := strings.TrimSuffix(strings.TrimSpace(sn[k+4:m[0]]), " at")
						d.spendOn = "on " + by // "handled by consultants at PKR 1.8 million": paid to the consultants
					}
				}
				if !d.spend.ok() {
					d.spend = a
					d.vendor = d.payeeOf(custom, sn, m[0])
					if d.vendor == "" && !reSpendOn.MatchString(sn[end:]) && (firstPerson || containsAny(low+" ", "they ", "she ", "he ")) {
						d.vendor = payeeAcrossAnd(sn, m[0]) // "using Dentrix for 8 years and pay about $600"
					}
					if d.vendor == "" {
						if pm := reAfterPayee.FindStringSubmatch(sn[end:]); pm != nil {
							d.vendor = nameAt(pm[1]) // "$1,700/mo with Gusto"
						}
					}
					if cm := reContractWith.FindStringSubmatch(sn[end:]); d.vendor == "" && cm != nil {
						if n := nameAt(cm[1]); n != "" && !d.isBuyer(n) && !notRival(custom, n) {
							d.vendor = n // "a R1,250,000-a-year document-management contract with LexVault"
						}
					}
					if sm := reSpendOn.FindStringSubmatch(sn[end:]); sm != nil {
						d.spendOn = "on " + speech(strings.TrimSpace(sm[1]))
					}
					if on := strings.TrimSpace(sn[end:]); d.vendor == "" && strings.HasPrefix(on, "on ") {
						if n := nameAt(on[3:]); n != "" && !d.isBuyer(n) && hasInnerUpperOrCap(n) {
							d.vendor, d.spendOn = n, "" // "spends $1,250 a month on ezyVet": whom they pay
						}
					}
				}
			case payee(sn, m[0]) != "" && containsAny(" "+low+" ", " use ", " uses ", " using ", " pay ", " pays ", " paid ", " spend ", " spends ", " on "):
				if !d.spend.ok() {
					d.spend = a
					d.vendor = d.payeeOf(custom, sn, m[0])
					if d.vendor == "" && !reSpendOn.MatchString(sn[end:]) && firstPerson {
						d.vendor = payeeAcrossAnd(sn, m[0]) // "using Dentrix for 8 years and pay about $600"
					}
					if d.vendor == "" {
						if pm := reAfterPayee.FindStringSubmatch(sn[end:]); pm != nil {
							d.vendor = nameAt(pm[1]) // "$1,700/mo with Gusto"
						}
					}
				}
			case containsAny(near, "too much", "expensive", "steep"):
				if !d.quote.ok() {
					d.quote = a
				}
			case !d.spend.ok() && a.period != "" && (containsWord(lb, "costs") || containsWord(lastWords(before, 2), "cost") && reMethodCost.MatchString(before) && !containsAny(low, "last year", " ago", " once", "in 20")) && !containsAny(lb, "our ", "your ", "rep"):
				// ("Spreadsheets plus a part-time analyst cost R420k a year": a
				// plural subject's running cost, never a one-off loss)
				// "Boiler fuel costs F$4.2 million a season": what the work
				// costs today
				d.spend = a
				if k := strings.Index(low, " cost"); k > 0 && len(strings.Fields(sn[:k])) <= 6 {
					d.spendOn = "on " + speech(strings.ToLower(sn[:1])+sn[1:k])
				}
			default:
				continue
			}
			usedSent[i] = true
		}
		if d.current == "" {
			if m := reUses.FindStringSubmatch(sn); m != nil {
				obj := strings.TrimSpace(m[1])
				if n := nameAt(obj); n != "" {
					if d.toolName == "" {
						d.toolName = n
					}
				} else if !containsAny(strings.ToLower(obj), "it", "them", "this", "that") || len(strings.Fields(obj)) > 1 {
					d.current = speech(obj)
				}
			}
		}
		if d.toolName == "" {
			if m := reCurrentIs.FindStringSubmatch(sn); m != nil && nameAt(m[1]) != "" {
				d.toolName = nameAt(m[1]) // "Their current antivirus is Sophos"
			}
		}
		if d.toolName == "" {
			if n := nameAfter(sn, vendorCues); n != "" && n != d.competitor {
				d.toolName = n // "currently on Salesforce", "locked into Oracle"
			}
		}
		if d.current == "" {
			d.current = currentFrom(low)
		}
	}
	// Two people with two parts in the decision ("the board approves …;
	// the director must sponsor …", "X approves, and Y screens them
	// first"): the buyer says how it works, as the text does.
	if len(deciderSents) == 2 || len(deciderSents) == 1 && reTwoRoles.MatchString(strings.ToLower(deciderSents[0])) {
		var ps []string
		for i, x := range deciderSents {
			x = strings.TrimRight(x, ".")
			if ws := strings.Fields(x); i > 0 && len(ws) >= 2 && !isAcronym(ws[0]) && ws[1] != "" && unicode.IsLower([]rune(ws[1])[0]) {
				ws[0] = strings.ToLower(ws[0]) // "…, and managing partner Sipho Dlamini signs", never "and Managing partner"
				x = strings.Join(ws, " ")
			}
			ps = append(ps, x) // said as written: its "them" are the contracts, not the buyer
		}
		d.deciderNote = strings.Join(ps, ", and ")
		if containsWord(strings.ToLower(d.deciderNote), "he", "she") && d.buyerName == "" || reHeShe.MatchString(d.deciderNote) {
			d.deciderNote = "" // "he won't proceed without her": whose "he" (the buyer, the decider?) is not clear, so not said
		}
		if d.buyerName != "" && strings.Contains(d.deciderNote, d.buyerName) || strings.Contains(d.deciderNote, "(") || len(strings.Fields(d.deciderNote)) > 30 {
			d.deciderNote = "" // "Tomás Ferreira, IT manager at … (22 branches), likes …": the card about the buyer, never the buyer's words
		}
	}
	// Periods the text left out ("Our quote: $89 per agent") are those of
	// the other sums.
	fill := func(a *amount) {
		if !a.ok() {
			return
		}
		for _, o := range []amount{d.spend, d.budget, d.quote, d.compPrice} {
			// "$42 per endpoint per year; our quote is $45": the same unit
			if o.ok() && o.per != "" && a.per == "" && a.period == "" && o.n < a.n*3 && a.n < o.n*3 {
				a.per = o.per
				break
			}
		}
		if a.period != "" || a.once || d.quote.once && a != &d.quote {
			return // a one-off quote: the budget and the rival's price are one-off sums too
		}
		// a price takes the period of another price before that of what is
		// paid today; a season's cost gives no period to a price
		for _, o := range []amount{d.quote, d.budget, d.compPrice, d.spend} {
			if o.ok() && o.period != "" && o.period != "a season" && o.per == a.per {
				a.period = o.period
				return
			}
		}
		for _, o := range []amount{d.quote, d.budget, d.compPrice, d.spend} {
			if o.ok() && o.period != "" && o.period != "a season" {
				a.period = o.period
				return
			}
		}
	}
	fill(&d.quote)
	if d.compDiff.ok() && !d.compPrice.ok() && d.quote.ok() && d.quote.n > d.compDiff.n && (d.compDiff.period == "" || d.compDiff.period == d.quote.period) && d.compDiff.per == d.quote.per {
		d.compPrice = d.quote
		d.compPrice.n -= d.compDiff.n // $230 − $40: the competitor's price
		d.compPrice.exact, d.compPrice.each, d.compPrice.all = "", "", ""
	}
	fill(&d.budget)
	fill(&d.spend)
	fill(&d.compPrice)
	if d.vendor != "" {
		d.current = d.vendor
	} else if d.current == "" && d.toolName != "" {
		d.current = d.toolName
	}
	if d.currentFull != "" && (d.vendor == "" || strings.Contains(d.currentFull, d.vendor)) {
		d.current = d.currentFull
	}
	if d.current == "" || d.current == currentFrom(strings.ToLower(custom)) {
		// "We schedule services on a wall calendar and a shared Google Sheet"
		if m := reToolPhrase.FindStringSubmatch(custom); m != nil {
			d.current = reAndPrep.ReplaceAllString(m[1], " and ") // "a whiteboard and in an Excel file" → "… and an Excel file"
		}
	}
	for i, sn := range sents {
		if usedSent[i] {
			for _, pc := range descClauses(sn) {
				usedPiece[pc] = true
			}
		}
	}
	for _, sn := range sents {
		// "Nothing changes before Labor Day because the docks are full all
		// summer", "no new software during the season": the scenario's own
		// reason, said first; "a contract that runs to April 30" after it
		for _, part := range append([]string{sn}, descClauses(sn)...) {
			if t, _ := freezeTiming(speech(part)); t != "" {
				sn = part // "Owner of 6 garden centres; spring is the peak and nothing new goes in before June; …"
				break
			}
		}
		if t, noun := freezeTiming(speech(sn)); t != "" && len(d.timings) < 3 {
			if d.timing == "" {
				d.timing, d.timingNoun = t, noun
			}
			d.timings = append(d.timings, t)
			for _, pc := range descClauses(sn) {
				if reFreeze.MatchString(pc) {
					usedPiece[pc] = true
				}
			}
		}
	}
	for _, pc := range pieces {
		low := strings.ToLower(pc)
		if usedPiece[pc] && reFreeze.MatchString(pc) || d.competitor != "" && d.compOffer != "" && strings.Contains(pc, d.competitor) && reOffered.MatchString(pc[strings.Index(pc, d.competitor)+len(d.competitor):]) && !reDated.MatchString(pc) {
			continue // "Passare has offered free data migration" is an offer, not a date
		}
		if len(d.timings) < 3 && reTiming.MatchString(pc) && !strings.ContainsAny(pc, "$€£") && !reAmount.MatchString(pc) && !containsAny(low, pastCues...) && !reApproveVerb.MatchString(" "+low) {
			if pastPiece(pc) {
				continue // "lost 20,000 fingerlings in July", "approved in December": not what is coming
			}
			src := pc
			if fp := firstPersonLine(pc, d.buyerName); fp != "" {
				src = fp // "Lina wants to wait until …" → "I want to wait until …", never "our lina wants"
			}
			t, noun := timingSentence(strings.ReplaceAll(speech(src), ": ", " "))
			if strings.HasPrefix(t, "i ") || strings.HasPrefix(t, "i'") {
				t = "I" + t[1:] // the buyer's own name said as "I"
			}
			if j := strings.Index(pc, " and "); t == "" && j > 0 && len(strings.Fields(pc)) > 16 && reTiming.MatchString(pc[:j]) {
				// "… a conversion that goes live on October 6 and won't start
				// another project until it's done": the dated half
				half := pc[:j]
				if fp := firstPersonLine(half, d.buyerName); fp != "" {
					half = fp // "Grace is in the middle of …" → "I'm in the middle of …"
				}
				t, noun = timingSentence(strings.ReplaceAll(speech(half), ": ", " "))
			}
			if t != "" && !readsWhole(t) {
				// a timing clause spoken only when it reads whole: else the
				// piece itself in the buyer's words, or nothing
				t, noun = subjectFor(speech(src)), ""
				if !readsWhole(t) || !reTiming.MatchString(t) {
					t = ""
				}
			}
			if t != "" {
				if startsWithName(pc, d.vendor, d.toolName, d.competitor) {
					t, noun = strings.ReplaceAll(speech(pc), ": ", " "), "" // "Onfleet renews August 31": the name as written
				}
				if d.timing == "" {
					d.timing, d.timingNoun = t, noun
					if c := timingContext(sents, pc, usedPiece); c != "" {
						t = pronounLower(speech(c)) + ", and " + t // "we're moving from Sage 300 to Epicor, and our go-live is October 1"
						d.timing = t
					}
				}
				d.timings = append(d.timings, t)
				usedPiece[pc] = true
			}
		}
		if len(d.counts) < 3 {
			pc := digitWords(pc) // "a group of four restaurants" counts 4 restaurants
			for _, m := range reTeamAny.FindAllStringSubmatchIndex(pc, -1) {
				if strings.ContainsAny(pc[:m[0]], "$€£") || inAmount(pc, m[2]) || len(d.counts) >= 3 || numberInName(pc[:m[0]]) || hyphenOther(pc[m[0]:], pc[m[4]:m[5]]) {
					continue // "Part 141", "Sage 300": a name, not a count
				}
				if strings.Contains(pc[m[3]:m[4]], " of ") {
					continue // "14 tonnes of hotel linen": a quantity of something else, never "14 tonnes of hotels"
				}
				if s := decimalStart(pc, m[2]); s < m[2] {
					// "1.3 million units": the figure whole, never "3 million units"
					if len(d.counts) < 3 {
						d.counts = append(d.counts, strings.TrimSpace(pc[s:m[5]]))
					}
					continue
				}
				if u := reUnitAfter.FindStringSubmatchIndex(pc[m[1]:]); u != nil && !personUnit(pc[m[4]:m[5]]) {
					m = []int{m[0], m[1] + u[1], m[2], m[3], m[1] + u[2], m[1] + u[3]} // "6 pro-shop staff" counts staff
				} else if u := reMemberThing.FindStringSubmatchIndex(pc[m[1]:]); u != nil && strings.HasPrefix(strings.ToLower(pc[m[4]:m[5]]), "member") {
					m = []int{m[0], m[1] + u[1], m[2], m[3], m[1] + u[2], m[1] + u[3]} // "58 member farms" counts farms
				}
				n, err := strconv.Atoi(strings.ReplaceAll(pc[m[2]:m[3]], ",", ""))
				if err != nil || n <= 0 {
					continue
				}
				unit := strings.ToLower(pc[m[4]:m[5]])
				phrase := strings.ReplaceAll(pc[m[2]:m[5]], "-", " ")
				if n == 1 || strings.HasSuffix(unit, "person") {
					phrase = pc[m[2]:m[3]] + " " + plural(unit)
				} else if !strings.HasSuffix(phrase, "s") && unit != "staff" && unit != "people" {
					phrase = strings.TrimSuffix(phrase, unit) + plural(unit)
				}
				if d.teamN == 0 || personUnit(unit) && !personUnit(d.teamUnit) {
					d.teamN, d.teamUnit = n, plural(unit)
				}
				d.counts = append(d.counts, strings.TrimSpace(phrase))
				if len(strings.Fields(pc)) <= 5 && !usedPiece[pc] {
					usedPiece[pc] = true // "25 users": nothing else in it
				}
			}
			for _, c := range moreCounts(pc, d.counts) {
				if len(d.counts) < 3 {
					d.counts = append(d.counts, c)
				}
			}
			if m := reTeamOf.FindStringSubmatch(pc); m != nil && d.teamN == 0 {
				if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil && n > 0 {
					d.teamN, d.teamUnit = n, "people"
					d.counts = append(d.counts, m[1]+" people")
				}
			}
		}
	}
	for _, sn := range sents {
		// "under a contract that runs to April 30" in a sentence about a sum:
		// the end date, unless a timing already says it
		if m := reContractEnd.FindStringSubmatch(sn); m != nil && len(d.timings) < 3 && !strings.Contains(strings.Join(d.timings, "|"), m[1]) {
			t := "our contract runs to " + m[1]
			if d.vendor != "" && strings.Contains(sn, d.vendor) {
				t = "our contract with " + d.vendor + " runs to " + m[1]
			}
			if d.timing == "" {
				d.timing, d.timingNoun = t, "the contract ends"
			}
			d.timings = append(d.timings, t)
		}
	}
	if len(d.counts) > 1 && d.rolePiece != "" {
		var keep []string
		for _, c := range d.counts {
			if !strings.Contains(digitWords(d.rolePiece), strings.Fields(c)[0]) {
				keep = append(keep, c)
			}
		}
		if len(keep) > 0 {
			d.counts = keep
		}
	}
	// How the work is done today, said by any piece, used or not.
	for _, pc := range pieces {
		if len(d.methods) < 3 && containsAny(" "+strings.ToLower(pc)+" ", methodCues...) && !strings.ContainsAny(pc, "$€£") && !countsOnly(pc) {
			m := situationClause(speech(pc))
			if m == "" {
				continue
			}
			if !contains(d.methods, m) {
				d.methods = append(d.methods, m)
			}
		}
	}
	// The situation: the first piece nobody else used, one with a cost or
	// a pain in it first.
	for pass := 0; pass < 2; pass++ {
		for _, pc := range pieces {
			if usedPiece[pc] || pass == 0 && !containsAny(strings.ToLower(pc), painCues...) || pass == 1 && len(d.pains) >= 3 {
				continue
			}
			if containsAny(" "+strings.ToLower(pc)+" ", " thinks ", " says ", " believes ", " feels ", " think ", " say ", " wants ", " refuses ", " worried ", " worries ") {
				continue // an opinion, not the situation
			}
			if pass == 1 && reTeamAny.MatchString(digitWords(pc)) {
				continue // "a craft brewery with 22 employees": who they are, not what hurts
			}
			if startsWithName(pc, d.competitor, d.vendor, d.toolName) && !containsAny(strings.ToLower(pc), " we ", " our ", " us ") {
				continue // "Lely includes its herd software free …": the rival's sentence, not the buyer's situation
			}
			if countsOnly(pc) || d.buyerName != "" && strings.Contains(pc, d.buyerName) || reNoteLabel.MatchString(pc) || reZeroSpend.MatchString(pc) || reZeroBudget.MatchString(pc) {
				continue // counts are the team, a name is who the buyer is
			}
			if s := situationClause(speech(pc)); s != "" && readsWhole(s) {
				if d.pain == "" {
					d.pain = s
				}
				if len(d.pains) < 3 && !contains(d.pains, s) {
					d.pains = append(d.pains, s) // the answer picks the one asked about
				}
				usedPiece[pc] = true
			}
		}
	}
	d.signsWithinLimit(custom)
	if d.current != "" && !readsWhole(d.current) {
		d.current = "" // never "Right now, our tracked on spreadsheets"
	}
	var ms []string
	for _, m := range d.methods {
		if readsWhole(m) {
			ms = append(ms, m)
		}
	}
	d.methods = ms
	lead := func(t string) string {
		for _, c := range []string{"so ", "and ", "but ", "which means "} {
			t = strings.TrimPrefix(t, c) // "so we want to wait until after the Q1 stock-take": the clause alone
		}
		if m := reSaysQuoted.FindStringIndex(t); m != nil && m[1] < len(t) && clauseHasVerb(t[m[1]:]) {
			t = t[m[1]:] // "we say 'not before the audit' ISO 9001 recertification is on 20 February": the fact said, not the saying
		}
		return t
	}
	d.timing = lead(d.timing)
	for i := range d.timings {
		d.timings[i] = lead(d.timings[i])
	}
	if d.burned != "" && reAmount.MatchString(d.burned) && !contains(d.pains, d.burned) && readsWhole(d.burned) {
		d.pains = append(d.pains, d.burned) // "one lost revision cost €80,000 in rework last year": what it cost is asked as a pain too
	}
	for _, p := range d.pains {
		if lp := " " + strings.ToLower(p) + " "; reAmount.MatchString(p) && containsAny(lp, " lose ", " loses ", " lost ", " losing ", " cost us ", " costs us ", " waste", " write off", " spoil") {
			d.pain = p // the pain with its cost is the one the buyer names: "we lose about R$3,000 a month to expired kegs"
			break
		}
	}
	return d
}

// reMemberThing is what "member" describes: "58 member farms".
var reMemberThing = regexp.MustCompile(`^\s+(farms?|stores?|clinics?|schools?|firms?|companies|practices|hotels?|businesses|sites?|churches|clubs?|growers?|libraries|hospitals?|councils?)\b`)

// reFirmBudget says a budget will not move.
var reFirmBudget = regexp.MustCompile(`\b(?:firm|fixed|hard cap|hard ceiling|no flex|non-negotiable|won't move|will not move)\b`)

// reOwnLimit is the buyer's own signing limit with who takes the rest:
// "He can sign up to CA$250k himself; anything larger goes to the board."
var reOwnLimit = regexp.MustCompile(`(?i)\b(?:she|he|they|i) (?:can|may|is able to|is allowed to) (?:sign|approve|sign off)(?: on)? (?:up to|anything up to|anything under|anything below|anything less than|purchases up to|spend up to) ([^;.]*?\d[^;]*?)\s+(?:himself|herself|themselves|myself|alone|on (?:his|her|their|my) own)\b`)

// reOwnLimitThen is a signing limit with who signs above it: "Kwame signs
// up to £100k a year; above that MD Fiona Strachan signs".
var reOwnLimitThen = regexp.MustCompile(`\b(\p{Lu}\p{Ll}+|[Ss]he|[Hh]e|I) (?:signs?|approves?|can sign|can approve)(?: off)?(?: on)? (?:anything |purchases |deals |contracts )?(?:up to|under|below|less than) ([^;.]*?\d[^;,]*?)\s*(?:[;,]|,? and|,? but)\s*(?:anything )?(?:above|over|beyond) (?:that|it|this)\b`)

// signsWithinLimit makes the buyer the one who signs when the card gives
// the buyer a signing limit and the deal, a year of the quote over every
// unit it is priced by, is within it: a CFO who "can sign up to CA$250k
// himself" signs a CA$171,000-a-year deal, whatever takes the larger ones.
func (d *described) signsWithinLimit(custom string) {
	m := reOwnLimit.FindStringSubmatch(custom)
	if m == nil {
		// "Kwame signs up to £100k a year; above that MD Fiona Strachan
		// signs": the buyer's own limit, said by name
		if m2 := reOwnLimitThen.FindStringSubmatch(custom); m2 != nil && (isPronoun(strings.ToLower(m2[1])) || m2[1] == "I" || d.buyerName != "" && givenName(d.buyerName) == m2[1] || strings.HasPrefix(strings.TrimSpace(custom), m2[1]+" ")) {
			m = []string{m2[0], m2[2]}
		}
	}
	if m == nil || d.deciderMode == "self" || !d.quote.ok() || d.quote.once {
		return
	}
	am := reAmount.FindStringSubmatchIndex(m[1])
	if am == nil {
		return
	}
	lim, _ := parseAmount(m[1], am)
	if !lim.ok() || lim.sym != d.quote.sym {
		return
	}
	total := d.quote.value()
	if d.quote.per != "" {
		unit := strings.TrimPrefix(d.quote.per, "per ")
		n := 0
		for _, c := range d.counts {
			f := strings.Fields(c)
			if len(f) >= 2 && len(unit) >= 3 && strings.HasPrefix(strings.ToLower(f[len(f)-1]), unit[:3]) {
				n, _ = strconv.Atoi(strings.ReplaceAll(f[0], ",", ""))
			}
		}
		if n <= 0 {
			return
		}
		total *= float64(n)
	}
	switch d.quote.period {
	case "a month":
		total *= 12
	case "a quarter":
		total *= 4
	case "a week":
		total *= 52
	case "a year":
	default:
		return
	}
	if total > float64(lim.n) {
		return
	}
	d.deciderMode = "self"
	d.selfLimit = "anything up to " + lim.String()
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

var reSubjectPronoun = regexp.MustCompile(`^(?:They|She|He|We|I)\s+[a-z]`)

var reWhoBills = regexp.MustCompile(`(?i)\b((?:our|the|a|an|her|his|their|my) (?:[a-z-]+ )?[a-z-]+),? who (?:bills|charges|invoices|costs)(?: us| them| her| him| me)? (?:about |around |roughly )?[$€£][\d,.]+[^,;.]*$`)

var (
	reIOwn         = regexp.MustCompile(`(?i)^i (own|run|manage|lead|head) (an? [^,;]{3,80}|the [^,;]{3,80}|\d[^,;]{3,80}|two [^,;]{3,80}|three [^,;]{3,80})$`)
	reFirstPerson  = regexp.MustCompile(`(?i)\b(i|i'm|i've|i'd|we|we're|we've|my)\b`)
	reContractWith = regexp.MustCompile(`^[^.;,]*?\b(?:contract|deal|subscription|licen[cs]e|agreement) with (\p{Lu}.*)$`)
	reAfterPayee   = regexp.MustCompile(`^\s*(?:today\s+)?(?:with|to|for|from)\s+(.+)$`)
	reRelative     = regexp.MustCompile(`^(which|who|whose|where) `)
	reAboutN       = regexp.MustCompile(`^(?:about|around|roughly|nearly|almost|over|under|some|up to) \d`)
	reCompLabel    = regexp.MustCompile(`(?i)\b(?:competitors?|competition|competing|alternatives?|rivals?)\b[^:.;]{0,30}:\s*((?-i:[A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,2}))`)
	reQuotedBy     = regexp.MustCompile(`(?i)\bquoted\b[^.;]*?\bby (.+)$`)
	reUses         = regexp.MustCompile(`(?i)\b(?:use|uses|using|rely on|relies on|runs on|run on|work with|works with)\s+((?:a|an|the|our|their|his|her)?\s*[^,;.()]{3,50}?)(?:\s+(?:and|for|to|but|which|that|at|since|because)\b|[,;.(]|$)`)
	reSpendOn      = regexp.MustCompile(`^\s*on ([a-z][\w -]{2,40}?)(?:\s*\(|[,;.]|$| and | for )`)
)

// pastCues mark a past vendor's failure, or a sum that is gone.
var pastCues = []string{"a failed ", "past vendor", "prior vendor", "previous supplier", "last supplier", "previous provider", "botched", "breach", "outage", "went down", "crashed", "data loss", "lost data", "last vendor", "previous vendor", "former vendor", "old vendor", "shut down", "went under", "went bust", "went out of business",
	"burned", "bad experience", "prepaid", "left on", "data breach", "were breached", "lost money", "wrote off", "folded", "went bankrupt", "collapsed on"}

// painCues mark a clause about what the situation costs the buyer.
var painCues = []string{"lose", "loses", "lost", "cost", "hours", "manual", "by hand", "paper", "missed", "miss ", "complain", "error", "slow", "wait",
	"no-show", "downtime", "churn", "late", "overtime", "spreadsheet", "rate is", "rate of", "typed", "double", "%", "takes", "spend"}

// instruction reports a sentence written to the role-player, not about the
// buyer: "Be doubtful; push back …", "BUYER SCRIPT".
func instruction(s string) bool {
	low := strings.ToLower(strings.TrimSpace(s))
	if low == "" {
		return true
	}
	if strings.ToUpper(s) == s && len(strings.Fields(s)) <= 3 {
		return true // a heading
	}
	if reNoteLabel.MatchString(s) {
		return true // "Style: blunt, interrupts"
	}
	for _, p := range []string{"be ", "push ", "act ", "play ", "respond", "stay ", "don't ", "do not ", "make sure", "pretend", "keep ", "answer ", "ask ", "buyer script", "roleplay", "role-play", "role play"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

// payee is the name closest before the sum at i in a sentence ("They pay
// Samsara $2,100", "a tool, Whistle, at $900"), unless another verb's
// clause comes between ("McLeod for TMS and spend $6,000").
func payee(sn string, i int) string {
	before := sn[:i]
	ws := strings.Fields(before)
	for k := len(ws) - 1; k >= 0 && k >= len(ws)-8; k-- {
		n := nameAt(strings.Join(ws[k:], " "))
		if n == "" || k > 0 && strings.HasSuffix(ws[k-1], ".") {
			continue
		}
		between := " " + strings.ToLower(strings.Join(ws[k+len(strings.Fields(n)):], " ")) + " "
		if containsAny(between, " and ", " but ", ";") {
			return ""
		}
		if k == 0 && notNames[strings.ToLower(ws[0])] {
			return ""
		}
		for k > 0 {
			p := ws[k-1]
			r := []rune(p)
			if len(r) < 2 || !unicode.IsUpper(r[0]) || notNames[strings.ToLower(p)] || strings.ContainsAny(p, ",.;:") {
				break
			}
			n = p + " " + n
			k--
		}
		return n
	}
	return ""
}

func personUnit(u string) bool {
	if nonPersonUnits[plural(u)] {
		return false
	}
	switch plural(u) {
	case "stores", "shops", "sites", "locations", "clinics", "branches", "trucks", "vehicles", "restaurants", "hotels", "schools", "warehouses",
		"plants", "offices", "beds", "rooms", "chairs", "buildings", "franchises", "outlets", "lines", "projects", "seats",
		"connections", "meters", "endpoints", "devices", "subscribers", "accounts", "patients", "households":
		return false
	}
	return true
}

var reDecider = []struct {
	re        *regexp.Regexp
	nameFirst bool
}{
	// "the owner, Frank Chen, signs", "The CEO, Tom Reyes, signs"
	{regexp.MustCompile(`(?i)(?:^|\b(?:the|our|their|her|his|and|my)\s+)([a-z][a-z .&/-]{1,50}?),\s+((?:(?:Dr\.|Mr\.|Ms\.|Mrs\.)\s+)?(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z'-]+))?),\s+(?:who\s+)?(?:signs|approves|decides|reviews|okays|has|makes|must|needs|will|is|owns|holds|controls|would|and|sponsors|can|should|gives|leads|oversees|approve|decide|sign)\b`), false},
	// "The co-op board, chaired by Walt Jansen, approves"
	{regexp.MustCompile(`(?i)(?:^|\b(?:the|our|their)\s+)([a-z][a-z .&/-]{0,40}?\bboard),?\s+chaired by\s+((?-i:` + personName + `))`), false},
	// "Decision maker: VP Customer Success, Laura Kim"
	{regexp.MustCompile(`(?i)decision[- ]maker(?:\s+is)?:?\s+(?:the\s+)?([a-z][a-z .&/-]{1,50}?),\s+([A-Z][a-z]+)`), false},
	// "Dr. Shah (owner) approves all spend"
	{regexp.MustCompile(`((?:Dr\.|Mr\.|Ms\.|Mrs\.)\s+[A-Z][a-z]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+\(([a-z][a-z .&/-]{1,40})\)\s+(?:signs|approves|decides|reviews|okays)`), true},
	// "Frank Chen, the owner, signs"
	{regexp.MustCompile(`(?i)\b([A-Z][a-z]+)(?:\s+[A-Z][a-z'-]+)?,\s+(?:the|our|their)\s+([a-z][a-z .&/-]{1,40}?),\s+(?:signs|approves|decides)`), true},
}

// deciderFrom reads who decides in a sentence: a title and, when given, a
// first name.
func deciderFrom(sn string) (title, name string) {
	for _, p := range reDecider {
		m := p.re.FindStringSubmatch(sn)
		if m == nil {
			continue
		}
		t, n := m[1], m[2]
		if p.nameFirst {
			t, n = m[2], m[1]
		}
		if titleRe.MatchString(t) || containsAny(strings.ToLower(t), "board", "finance", "procurement", "purchasing") {
			if strings.HasSuffix(strings.ToLower(t), "board") && strings.Contains(strings.ToLower(m[0]), "chaired by") {
				return "board chair", n
			}
			return cleanTitle(t), n
		}
	}
	// "any contract must be approved by the school board"
	if m := reApprovedBy.FindStringSubmatch(sn); m != nil && (titleRe.MatchString(m[1]) || containsWord(strings.ToLower(m[1]), "board", "committee", "council", "commission", "trustees")) {
		return cleanTitle(m[1]), ""
	}
	// "the assistant superintendent for curriculum approves"
	if loc := reApproveVerb.FindStringIndex(sn); loc != nil {
		before := sn[:loc[0]]
		for _, sep := range []string{", and ", " and ", ", ", ": ", "; "} {
			if j := strings.LastIndex(before, sep); j >= 0 {
				before = before[j+len(sep):]
			}
		}
		before = strings.TrimSpace(before)
		for _, lead := range []string{"but ", "and ", "while ", "so ", "whereas ", "though "} {
			before = strings.TrimPrefix(before, lead) // "…, but group CFO Sabine … signs"
		}
		if ws := strings.Fields(before); len(ws) >= 2 && len(ws) <= 8 {
			// "group CFO Sabine Marchetti-Vogel", "Managing Director Mr.
			// Suresh Kesari": the title, then the person's whole name
			if t, n := splitTitleName(ws); t != "" && n != "" {
				return cleanTitle(t), n
			}
		}
		if ws := strings.Fields(before); len(ws) >= 1 && len(ws) <= 6 && titleRe.MatchString(before) {
			return cleanTitle(before), ""
		}
	}
	return deciderTitle(sn), ""
}

// nameParticles are the small words inside a surname.
var nameParticles = map[string]bool{"van": true, "von": true, "der": true, "den": true, "de": true, "da": true, "di": true, "du": true, "del": true, "dos": true, "das": true, "le": true, "la": true, "al": true, "el": true, "bin": true, "bint": true, "ibn": true, "ter": true, "ten": true}

// reOwnSubject starts a clause with its own subject: "a botched
// migration …", "the old vendor …", "their last system …".
var reOwnSubject = regexp.MustCompile(`(?i)^(?:a|an|the|their|its|our|his|her|that|this|one|two|three)\s`)

// splitTitleName splits "group CFO Sabine Marchetti-Vogel" into its title
// and the person's whole name: the name is the capitalised words at the
// end that are no title, with an honorific ("Mr.") before them.
func splitTitleName(ws []string) (title, name string) {
	j := len(ws)
	for j > 0 {
		w := strings.Trim(ws[j-1], ",")
		if j < len(ws) && j > 1 && nameParticles[w] {
			j-- // "Pieter van Aalst"
			continue
		}
		r := []rune(w)
		honor := containsWord(strings.ToLower(w), "dr.", "mr.", "ms.", "mrs.", "prof.")
		if len(r) == 0 || !unicode.IsUpper(r[0]) || !honor && (titleRe.MatchString(w) || notNames[strings.ToLower(w)] || isAcronym(w) && !strings.Contains(w, "-")) {
			break
		}
		j--
		if honor {
			break
		}
	}
	if j == 0 || j == len(ws) {
		return "", ""
	}
	t := strings.Join(ws[:j], " ")
	if !titleRe.MatchString(t) {
		return "", ""
	}
	return t, strings.Join(ws[j:], " ")
}

// reChairName is the person after "chaired by".
var reChairName = regexp.MustCompile(`chaired by (` + personName + `)`)

// reChairedBody is a deciding body with its chair: "the Board of
// Governors, chaired by Mrs. Lim Swee Hoon, must approve …".
var reChairedBody = regexp.MustCompile(`\b[Tt]he ((?:[\p{L}-]+ ){0,2}(?:[Bb]oard|[Cc]ouncil|[Cc]ommittee|[Cc]ommission|[Tt]rustees)(?: of (?:\p{Lu}[\p{L}-]*)(?: \p{Lu}[\p{L}-]*)?)?),? chaired by [^,;.]+(?:\.[^,;.]+)?,? (?:must|has to|needs to|will|would)? ?(?:approve|approves|sign|signs|decide|decides|vote|votes)`)

var reApprovedBy = regexp.MustCompile(`(?i)\b(?:must|has to|have to|needs to|need to|would have to|will have to|is to) be (?:approved|signed off|signed|authori[sz]ed) by (?:the|our|their|its|his|her) ((?:[a-z][a-z-]* ){0,3}[a-z][a-z-]*?)(?:,| which| who| before| and|\.|;|$)`)

var reApproveVerb = regexp.MustCompile(`(?i)\s(?:makes all|makes every|signs|approves|decides|has the final say|makes the call|must approve|needs to approve|has to approve|signs off|reviews anything|reviews any|reviews all|okays|votes? on)\b`)

// cleanTitle drops the article from a title: "the plant director" →
// "plant director"; acronyms stay upper case.
func cleanTitle(t string) string {
	t = strings.TrimSpace(t)
	ws := strings.Fields(t)
	for len(ws) > 1 {
		switch strings.ToLower(ws[0]) {
		case "the", "our", "their", "her", "his", "a", "an", "my", "otherwise", "then":
			ws = ws[1:]
			continue
		case "she", "he", "i", "we":
			if len(ws) > 2 && strings.EqualFold(ws[1], "and") {
				ws = ws[2:] // "She and co-partner Luc Ferrand decide": the title is "co-partner"
				continue
			}
		case "above", "over", "beyond", "below", "under":
			if len(ws) > 2 && containsWord(strings.ToLower(ws[1]), "that", "this", "it", "which") {
				ws = ws[2:] // "above that MD Fiona Strachan signs": the title is "MD"
				continue
			}
		}
		break
	}
	for i, w := range ws {
		if !isAcronym(w) && !(i > 0 && unicode.IsUpper([]rune(w)[0]) && strings.EqualFold(ws[0], "vp")) {
			ws[i] = strings.ToLower(w)
		}
	}
	return strings.Join(ws, " ")
}

// speech puts a sentence about the buyer in the buyer's words: "They pay"
// → "we pay", "She uses … and loses …" → "we use … and lose …", "Her
// budget" → "our budget", "our quote" (the rep's) → "your quote".
func speechAs(s string, firstPerson bool) string {
	ws := strings.Fields(s)
	out := make([]string, 0, len(ws))
	conj := false // the subject was he/she: the verbs after it lose their -s
	didConj := false
	for i, w := range ws {
		core := strings.TrimRight(w, ",.;:!?")
		tail := w[len(core):]
		lc := strings.ToLower(core)
		rep := core
		switch lc {
		case "they", "she", "he":
			rep = "we"
			conj = lc != "they"
		case "they're", "she's", "he's":
			rep = "we're"
		case "their", "her", "his":
			rep = "our"
			if lc == "her" && i > 0 && objVerbs[strings.ToLower(strings.TrimRight(ws[i-1], ",.;:!?"))] {
				rep = "us" // "offered her free hardware" → "offered us free hardware"
			}
			if (lc == "her" || lc == "his") && i > 0 && (tail != "" || i+1 == len(ws) || i+1 < len(ws) && adjectiveLike(ws[i+1])) {
				rep = "us" // "leaves her wary", "cost her dearly", "told her." → "us", never "leaves our wary"
				if lc == "his" {
					rep = "ours" // "the choice is his."
				}
			}
		case "them", "him":
			rep = "us"
		case "theirs", "hers":
			rep = "ours"
		case "themselves", "herself", "himself":
			rep = "ourselves"
		case "our":
			if !firstPerson {
				rep = "your" // the writer is the rep
			}
		case "us":
			if !firstPerson {
				rep = "you"
			}
		default:
			if i == 0 && strings.HasSuffix(lc, "s") && (sVerbs[lc] || verbHints[lc]) && lc != "is" && lc != "was" && lc != "has" {
				if v, ok := deconjugate(lc); ok {
					rep = "we " + v // "uses Excel for …" → "we use Excel for …"
					didConj = true  // "… and schedules jobs on paper" → "and schedule"
					break
				}
			}
			if i == 0 && pastVerbs[lc] && (len(ws) < 2 || !containsWord(strings.ToLower(ws[1]), "or", "and")) {
				// ("Lost or misrouted linen costs …" describes the linen)
				rep = "we " + lc // "lost 14 laptops last year" → "we lost …"
				break
			}
			if i == 0 && len(ws) > 1 && strings.HasSuffix(lc, "ed") && strings.ToLower(ws[1]) == "by" {
				rep = "we were " + lc // "Burned by a POS vendor" → "we were burned by …"
				break
			}
			if conj && modalVerbs[lc] {
				conj = false // "he won't start before the peak ends": "ends" keeps its -s
				break
			}
			if conj && i > 0 && strings.HasSuffix(lc, "s") && lc != "is" && lc != "was" && lc != "has" && isPronoun(ws[i-1]) {
				if v, _, ok := text.PluralVerb(lc); ok && v != lc {
					rep = v // right after "she": "if she switches" → "if we switch"
					conj = false
					break
				}
			}
			if conj && i > 0 {
				if v, ok := deconjugate(lc); ok {
					rep = v
					conj = false // the next verb only after "and"
				}
			}
			if (lc == "and" || lc == "or") && didConj {
				conj = true
			}
		}
		if conj && rep != core && lc != "they" && lc != "she" && lc != "he" {
			didConj = true
		}
		if rep != core && (lc != "they" && lc != "she" && lc != "he") && i > 0 && !conj {
			didConj = didConj || deconjugatedWord(lc)
		}
		if i == 0 && rep != core {
			rep = strings.ToLower(rep)
		}
		out = append(out, rep+tail)
		if tail != "" && tail != "," {
			conj = false
		}
	}
	return strings.Join(out, " ")
}

// adjectiveLike reports a word after "her" that is no noun it could own:
// "wary", "nervous", "sceptical", "exposed", or a figure ("cost her $40k").
func adjectiveLike(w string) bool {
	w = strings.ToLower(strings.TrimRight(w, ",.;:!?"))
	if w == "" || strings.ContainsAny(w[:1], "0123456789$€£₹") {
		return true
	}
	switch w {
	case "wary", "cautious", "nervous", "sceptical", "skeptical", "uneasy", "reluctant", "unwilling", "unable", "exposed", "short", "behind",
		"dearly", "out", "down", "stranded", "worried", "hesitant", "doubtful", "gun-shy", "burned", "burnt", "angry", "frustrated", "unsure":
		return true
	}
	return false
}

// objVerbs take the person as an indirect object: "offered her …".
var objVerbs = map[string]bool{"offered": true, "gave": true, "sent": true, "promised": true, "told": true, "showed": true, "quoted": true,
	"offer": true, "give": true, "send": true, "promise": true, "tell": true, "show": true, "quote": true, "offers": true, "gives": true}

// modalVerbs end the run of verbs a "she"/"he" subject governs.
var modalVerbs = map[string]bool{"won't": true, "will": true, "would": true, "wouldn't": true, "can": true, "can't": true, "cannot": true, "could": true,
	"couldn't": true, "must": true, "should": true, "shouldn't": true, "might": true, "may": true, "did": true, "didn't": true, "had": true, "was": true, "wasn't": true}

// isPronoun reports "she" or "he" (any case).
func isPronoun(w string) bool {
	w = strings.ToLower(w)
	return w == "she" || w == "he"
}

// deconjugate turns a third-person verb into the plural: "uses" → "use",
// "doesn't" → "don't" (text.PluralVerb). A form made by a suffix rule counts
// only for a known verb ("costs" is more often a noun); modals do not count.
func deconjugate(w string) (string, bool) {
	v, regular, ok := text.PluralVerb(w)
	if !ok || v == w || regular && !verbHints[w] && !sVerbs[w] {
		return "", false
	}
	return v, true
}

var pastVerbs = map[string]bool{"lost": true, "missed": true, "had": true, "spent": true, "saw": true, "got": true, "paid": true, "tried": true,
	"switched": true, "moved": true, "dropped": true, "churned": true, "failed": true, "hired": true, "grew": true, "doubled": true, "bought": true}

var sVerbs = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`loses uses pays spends says thinks wants needs runs handles misses struggles relies takes tracks
	sends books schedules manages works knows refuses believes worries complains answers buys sells owns operates leads oversees
	plans expects hopes prefers likes loves hates gets keeps makes does goes finds feels sees calls writes reads types prints
	signs approves decides reviews renews opens closes starts ends`) {
		sVerbs[w] = true
	}
}

// descClauses splits a sentence into pieces at commas followed by a space
// (not inside "$9,000"); a piece starting "which", "who" or "where" stays
// with the one before it, and " and says …" tails are cut.
func descClauses(s string) []string {
	var out []string
	for _, c := range clauses(s) {
		for _, p := range strings.Split(c, ", ") {
			p = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(p), ".!,"))
			lp := strings.ToLower(p)
			if n := len(out); n > 0 && (strings.HasPrefix(lp, "which ") || strings.HasPrefix(lp, "who ") || strings.HasPrefix(lp, "where ") || strings.HasPrefix(lp, "whose ") ||
				reAboutN.MatchString(lp)) {
				out[n-1] += ", " + p
				continue
			}
			p = strings.TrimPrefix(strings.TrimPrefix(p, "and "), "but ")
			for _, cut := range []string{" and wants ", " and needs "} {
				// "Salim signs himself and wants the system running before
				// June": who signs, then what he wants by when
				if j := strings.Index(strings.ToLower(p), cut); j > 0 && reApproveVerb.MatchString(" "+strings.ToLower(p[:j])) {
					out = append(out, p[:j])
					p = p[j+5:]
				}
			}
			for _, cut := range []string{" and says ", " and thinks ", " and feels ", " and believes ", " but says "} {
				if j := strings.Index(strings.ToLower(p), cut); j > 0 {
					p = p[:j]
				}
			}
			if p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func lastWords(s string, n int) string {
	ws := strings.Fields(s)
	if len(ws) > n {
		ws = ws[len(ws)-n:]
	}
	return " " + strings.Join(ws, " ") + " "
}

// reNowPays is a sum paid now: "She pays N$22,000 a month for …".
var reNowPays = regexp.MustCompile(`(?i)\b(?:pays?|spends?|is paying|are paying|costs?)\b`)

// pastThing reports a past vendor or system; "an old booking system" that
// the buyer pays for in the same clause is today's, not a past one.
func pastThing(sn string) bool {
	m := rePastThing.FindString(sn)
	if m == "" {
		return false
	}
	if strings.HasPrefix(strings.ToLower(m), "old ") && reNowPays.MatchString(sn) && reAmount.MatchString(sn) && !rePastFailure.MatchString(strings.ToLower(sn)) {
		return false
	}
	return true
}

// ownPriceBefore reports a sum that is the rep's own quote though the
// sentence names the competitor later: "our system is quoted at Rs 7.5
// million installed, and competitor EnerGreen quoted Rs 5.8 million".
func ownPriceBefore(sn string, at int, comp string) bool {
	j := strings.Index(sn, comp)
	if j < at {
		return false
	}
	before := strings.ToLower(sn[:at])
	return containsAny(before, "our ", "your ", "the rep") && containsAny(lastWords(before, 6), "quoted", "quote", "priced", "costs", " is ", " at ")
}

// budgetSubject reports a sum whose clause names the budget as its subject
// further back than the usual cue window: "her budget for a new
// hospitality suite is N$300,000".
func budgetSubject(before string) bool {
	i := strings.LastIndex(before, "budget ")
	if i < 0 {
		return false
	}
	rest := before[i:]
	return len(strings.Fields(rest)) <= 10 && !reAmount.MatchString(rest) && containsAny(rest+" ", " is ", " of ", " was ", " at ", ": ") &&
		!containsAny(rest, " than ", " over ", " above ", " below ", " under ")
}

// inAmount reports a position inside a sum of money: the "2.1" of "P 2.1
// million a month" is no count.
func inAmount(s string, at int) bool {
	for _, m := range reAmount.FindAllStringIndex(s, -1) {
		if at >= m[0] && at < m[1] {
			return true
		}
	}
	return false
}

// decimalStart is where a number that ends a decimal or thousands figure
// starts: 0 of "1.3 million" for the "3" at 2; at itself otherwise.
func decimalStart(s string, at int) int {
	if at < 2 || (s[at-1] != '.' && s[at-1] != ',') || s[at-2] < '0' || s[at-2] > '9' {
		return at
	}
	i := at - 1
	for i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == '.' || s[i-1] == ',') {
		i--
	}
	return i
}

func firstWords(s string, n int) string {
	ws := strings.Fields(s)
	if len(ws) > n {
		ws = ws[:n]
	}
	return " " + strings.Join(ws, " ") + " "
}

// parseAmount reads the sum matched by reAmount at m and the period after
// it; end is where the amount's text ends.
// reDotThousands is a figure grouped with dots ("7.500", "1.020.000"): a
// money figure is never written with three decimals.
var reDotThousands = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+$`)

func parseAmount(cl string, m []int) (amount, int) {
	var a amount
	num, mult := "", ""
	if m[2] >= 0 {
		a.sym = symOf(cl[m[2]:m[3]])
		num = cl[m[4]:m[5]]
		if m[6] >= 0 {
			mult = strings.ToLower(cl[m[6]:m[7]])
		}
	} else {
		a.sym = "$"
		if c := cl[m[12]:m[13]]; !strings.EqualFold(c, "dollars") && !strings.EqualFold(c, "usd") {
			a.sym = " " + c // a code said after the figure: "110,000 TND"
			if c == "€" {
				a.sym = c
			}
		}
		num = cl[m[8]:m[9]]
		if m[10] >= 0 {
			mult = strings.ToLower(cl[m[10]:m[11]])
		}
	}
	if mult == "" && reDotThousands.MatchString(num) {
		num = strings.ReplaceAll(num, ".", ",") // "€7.500", "R$1.450": a thousands dot, never three decimals
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", ""), 64)
	if err != nil || f <= 0 {
		return a, m[1]
	}
	switch mult {
	case "k", "thousand":
		f *= 1000
	case "m", "mn", "million":
		f *= 1000000
	case "bn", "billion":
		f *= 1000000000
	case "lakh", "lakhs", "lac", "lacs":
		f *= 100000
	case "crore", "crores", "cr":
		f *= 10000000
	}
	if f >= 1e10 {
		return a, m[1]
	}
	a.n = max(int(f+0.5), 1)
	if mult == "" && strings.Contains(num, ".") && f < 100000 {
		// cents are said as written: "$0.90" is never "$1"
		a.exact = num
		if i := strings.Index(num, "."); len(num)-i == 2 {
			a.exact = num + "0"
		}
	}
	end := m[1]
	if pm := rePer.FindStringSubmatchIndex(cl[end:]); pm != nil {
		a.per = "per " + strings.ToLower(cl[end+pm[2]:end+pm[3]])
		end += pm[1]
	} else if pm := rePerAny.FindStringSubmatchIndex(cl[end:]); pm != nil && rePeriod.FindStringIndex(cl[end:]) == nil {
		// any unit said with "per": "$42 per endpoint", "$0.90 per meter"
		a.per = "per " + strings.ToLower(cl[end+pm[2]:end+pm[3]])
		end += pm[1]
	}
	if pm := rePeriod.FindStringSubmatch(cl[end:]); pm != nil {
		u := strings.ToLower(pm[1] + pm[2])
		switch u {
		case "month", "mo", "monthly":
			a.period = "a month"
		case "year", "yr", "annum", "annually", "yearly", "a year", "per annum":
			a.period = "a year"
		case "week", "weekly":
			a.period = "a week"
		case "quarter", "quarterly":
			a.period = "a quarter"
		case "season":
			a.period = "a season"
		}
		end += len(pm[0])
		if a.per == "" {
			// "$85 a month per studio": the unit after the period
			if pm := rePer.FindStringSubmatchIndex(cl[end:]); pm != nil {
				a.per = "per " + strings.ToLower(cl[end+pm[2]:end+pm[3]])
				end += pm[1]
			} else if pm := rePerAny.FindStringSubmatchIndex(cl[end:]); pm != nil {
				a.per = "per " + strings.ToLower(cl[end+pm[2]:end+pm[3]])
				end += pm[1]
			}
		}
	}
	if a.period == "" && reOnce.MatchString(cl[end:]) {
		a.once = true
	}
	if pm := reSpanYears.FindStringSubmatch(cl[end:]); a.period == "" && pm != nil {
		// "S$1.3 million over three years": a total for the term, never a
		// month's or a year's price
		a.period, a.once = strings.ToLower(strings.TrimSpace(pm[0])), true
		end += len(pm[0])
	}
	return a, end
}

// reSpanYears follows a total for a term of years: "over three years".
var reSpanYears = regexp.MustCompile(`(?i)^\s*(?:over|across|for) (?:the (?:next |first )?)?(?:two|three|four|five|six|seven|ten|\d{1,2}) years\b`)

// reOnce follows a one-off sum: "installed", "upfront", "plus … a month".
var reOnce = regexp.MustCompile(`(?i)^\s*(?:installed|upfront|up front|one-off|one-time|one time|to install|for the install|setup|set-up|plus\b|\+)`)

// isBuyer reports a name that is the buyer's own ("Dana" of "Dana
// Okafor"): never a competitor or a vendor.
// payeeOf is payee, never the card's own subject, that subject's company
// or its town ("senior partner at X Attorneys in Johannesburg … a R1.25m
// contract with LexVault": LexVault is paid, not Johannesburg).
func (d described) payeeOf(custom, sn string, i int) string {
	if n := payee(sn, i); n != "" && !d.isBuyer(n) && !notRival(custom, n) {
		return n
	}
	return ""
}

func (d described) isBuyer(n string) bool {
	return d.buyerName != "" && (n == d.buyerName || n == givenName(d.buyerName) || strings.HasPrefix(d.buyerName, n+" "))
}

// reHeShe is a he/she as a subject: a card sentence in the third person.
var reHeShe = regexp.MustCompile(`(?i)(?:^|[\s,;])(?:he|she)\s+(?:\w+s|won't|will|would|can|can't|must|may|is|was|has|had|does|doesn't|did|didn't|likes|wants|needs)\b`)

// reNamedOffer is a rival named by its offer: "holds a MedVue offer of
// ₹1.6 crore", "has an Acme quote for $9,000".
var reNamedOffer = regexp.MustCompile(`\b(?:a|an|the)\s+(\p{Lu}[\w-]+(?:\s\p{Lu}[\w-]+)?)\s+(?:offer|quote|bid|proposal|counter-offer|counteroffer)\b`)

// notRival reports a name the card gives its own subject: the person it
// opens with ("Marcus Whitfield-Reyes, IT Director at …") or the company
// that person works at ("… at Hollins & Crane LLP"). Neither is ever the
// competitor, whatever cue stands near it.
func notRival(custom, n string) bool {
	first := custom
	if ss := splitSentences(custom); len(ss) > 0 {
		first = ss[0] // "Dr. Tomasz …": a title's dot is no sentence end
	}
	if i := strings.IndexAny(first, ";"); i > 0 {
		first = first[:i]
	}
	lead := nameAt(first)
	if lead != "" && (lead == n || strings.HasPrefix(lead, n+" ")) && strings.HasPrefix(strings.TrimSpace(first[len(lead):]), ",") {
		return true
	}
	for _, cue := range []string{" at ", " of ", " owns ", " runs ", " in "} {
		if j := strings.Index(first, cue); j >= 0 && j < len(first)/2+40 {
			if c := nameAt(first[j+len(cue):]); c != "" && (c == n || strings.HasPrefix(c, n+" ")) && !strings.Contains(strings.ToLower(first[:j]), "against") {
				return true
			}
		}
	}
	return false
}

// nameAfter returns the product or company name (capitalised words) right
// after one of the cues in the clause, or "".
func nameAfter(cl string, cues []string) string {
	low := strings.ToLower(cl)
	best, at := "", len(cl)+1
	for _, c := range cues {
		off := 0
		for {
			i := indexWord(low[off:], c)
			if i < 0 {
				break
			}
			i += off
			if n := nameAt(cl[i+len(c):]); n != "" && i < at {
				best, at = n, i
			}
			off = i + len(c)
		}
	}
	return best
}

// nameAt reads one to three capitalised words at the start of s (after
// spaces, "with" or "to"), the way a product is named: "Datadog",
// "Service Titan", "monday.com" is not read.
func nameAt(s string) string {
	ws := strings.Fields(s)
	for len(ws) > 0 && (ws[0] == "with" || ws[0] == "to" || ws[0] == "from" || ws[0] == "on" || ws[0] == "against" || ws[0] == ":" || ws[0] == "-" || ws[0] == "us" || ws[0] == "you" || ws[0] == "them") {
		ws = ws[1:]
	}
	var name []string
	for _, w := range ws {
		w = strings.TrimRight(w, ",.;:!?)'\"")
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		r := []rune(w)
		if len(r) < 2 || !unicode.IsUpper(r[0]) && !hasInnerUpper(w) || notNames[strings.ToLower(w)] || strings.ContainsAny(w, "$€£") {
			break
		}
		name = append(name, w)
		if len(name) == 3 {
			break
		}
	}
	return strings.Join(name, " ")
}

// leadingName is the name a clause starts with ("Datadog is cheaper").
func leadingName(cl string) string {
	n := nameAt(cl)
	if n == "" || titleRe.MatchString(n) {
		return ""
	}
	if w := strings.ToLower(strings.Fields(n)[0]); verbHints[w] || sVerbs[w] || pastVerbs[w] {
		return ""
	}
	return n
}

var titleRe = regexp.MustCompile(`(?i)\b(owner|founder|co-founder|ceo|cfo|coo|cto|cio|cmo|md|cno|cro|chro|vp|svp|evp|vice president|head|director|manager|buyer|lead|principal|dean|superintendent|partner|president|controller|gm|administrator|officer|supervisor|chief|coordinator|dispatcher|engineer|analyst|broker|broker-owner|chair|treasurer|executive|administrator|planner|specialist|leader|recruiter|secretary|proprietor|operator|consultant|accountant|architect|nurse|physician|doctor|dentist|teacher|boss|accountant|bookkeeper|supervisor|master|harbormaster|keeper|foreman|forewoman|clerk|captain|steward|warden|registrar|bursar|pastor|rector|headteacher|headmaster|headmistress|matron|skipper)s?\b`)

var reRoleOf = regexp.MustCompile(`^([A-Za-z][\w .&/-]{1,40}?) (at|of|for|with) (.{2,80})$`)

// roleClause reads "Owner of 14 stores", "VP of Sales at a 60-rep software
// company", "CFO" as the buyer's role and company.
func roleClause(cl string) (role, company string, ok bool) {
	if m := reRole.FindStringSubmatch(cl); m != nil {
		return cleanTitle(m[1]), m[2] + " " + m[3], true
	}
	ws := strings.Fields(cl)
	if len(ws) <= 4 && titleRe.MatchString(cl) && !reApprove.MatchString(cl) && !reTiming.MatchString(cl) && !strings.ContainsAny(cl, "$€£0123456789") &&
		!containsAny(strings.ToLower(ws[0]), "the", "our", "their", "my", "his", "her") {
		return strings.ToLower(cl), "", true // "Clinic manager", "CFO"
	}
	m := reRoleOf.FindStringSubmatch(cl)
	if m == nil || !titleRe.MatchString(m[1]) || len(strings.Fields(m[1])) > 5 {
		return "", "", false
	}
	title, rest := m[1], m[3]
	if lt := strings.ToLower(title); strings.HasPrefix(lt, "a ") || strings.HasPrefix(lt, "an ") {
		title = title[strings.Index(title, " ")+1:] // "A controller at a regional bank"
	}
	// "VP of Sales at a 60-rep company": the title runs to the last " at ".
	if j := strings.LastIndex(cl, " at "); j > len(title) && m[2] == "of" {
		title, rest = cl[:j], cl[j+4:]
	}
	rl := strings.ToLower(rest)
	switch {
	case strings.HasPrefix(rl, "a ") || strings.HasPrefix(rl, "an "):
		company = rest
	case strings.HasPrefix(rl, "the "):
		company = "a " + rest[4:]
	case len(rest) > 0 && unicode.IsDigit(rune(rest[0])) || wordNums[strings.Fields(rl)[0]] != "" && strings.Fields(rl)[0] != "a":
		company = rest // "14 stores", "two bakeries"
	case len(rest) > 0 && unicode.IsUpper(rune(rest[0])):
		company = rest // a company's name
	default:
		company = "a " + rest
	}
	return strings.ToLower(title), company, true
}

var wordNums = map[string]string{"a": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "eight": "8", "ten": "10", "twelve": "12"}

// timingSentence turns "renewal in 6 weeks" into "our renewal is in 6
// weeks" and names what it is about ("the renewal"), for "after the
// subjectFor gives a subjectless piece of the card's sentence about the
// buyer its subject: "is mid-way through a rollout" (after "Oren, VP
// Sales at Quillstack,") → "we're mid-way through a rollout".
func subjectFor(t string) string {
	t = strings.TrimSpace(t)
	for _, p := range [][2]string{{"is ", "we're "}, {"are ", "we're "}, {"was ", "we were "}, {"were ", "we were "}, {"has ", "we've "}, {"have ", "we've "}} {
		if strings.HasPrefix(strings.ToLower(t), p[0]) {
			return p[1] + t[len(p[0]):]
		}
	}
	return t
}

// readsWhole reports a card clause put in the buyer's words that still
// reads as a sentence: it has a subject (never "is mid-way through …"),
// and a "we"/"I" clause has no "to <verb> is" before any connective ("we
// refuse to switch is before April" is broken; "we think the renewal is
// in June" is not).
func readsWhole(t string) bool {
	ws := strings.Fields(strings.ToLower(t))
	if len(ws) == 0 {
		return false
	}
	switch strings.Trim(ws[0], ",.;:") {
	case "is", "are", "was", "were", "has", "have", "will", "would", "'s", "which", "who", "whose", "whom":
		return false // "which meets 12 May" has lost its subject
	}
	for i, w := range ws[:len(ws)-1] {
		if w == "our" && containsWord(strings.Trim(ws[i+1], ",.;:"), "it", "this", "that", "they", "we", "above", "below", "over", "under", "which", "who") {
			return false // "our it eats is …", "our above that MD": a pronoun or a preposition owned
		}
		if w == "our" && containsWord(strings.Trim(ws[i+1], ",.;:"), "is", "are", "was", "were", "has", "have", "will", "though", "although", "whereas", "yet") {
			return false // "our is replacing our warehouse system", "our though unplanned breakdowns"
		}
		if (w == "our" || w == "we" || w == "us") && connectives[strings.Trim(ws[i+1], ",.;:")] && ws[i+1] != "that" {
			return false // "our so software spend is zero"
		}
		if w == "our" && i+2 < len(ws) && strings.HasSuffix(ws[i+1], "ed") && containsWord(ws[i+2], "on", "in", "by", "with", "at", "through", "via", "from") {
			return false // "our tracked on spreadsheets": a participle, not a thing of ours
		}
	}
	if len(ws) > 2 && ws[0] == "we're" && (ws[1] == "a" || ws[1] == "an") {
		for _, w := range ws[2:] {
			if w = strings.Trim(w, ",.;:"); connectives[w] {
				break
			}
			if pastVerbs[w] || w == "cost" || w == "costs" || sVerbs[w] {
				return false // "we're a failed 2022 migration cost us 6 weeks": a thing that happened, not who we are
			}
		}
	}
	if ws[0] == "we" || ws[0] == "i" {
		for i := 1; i < len(ws); i++ {
			w := strings.Trim(ws[i], ",.;:")
			if connectives[w] {
				break
			}
			if (w == "is" || w == "was") && i >= 3 && ws[i-2] == "to" {
				return false // "we refuse to switch is before April": an infinitive with a verb of its own
			}
		}
	}
	return true
}

// connectives start a clause of their own inside a sentence.
var connectives = map[string]bool{"that": true, "which": true, "who": true, "when": true, "until": true, "because": true, "and": true, "but": true,
	"if": true, "so": true, "since": true, "while": true, "where": true, "as": true, "what": true, "whether": true, "after": true, "once": true, "unless": true}

// renewal".
func timingSentence(cl string) (string, string) {
	ws := strings.Fields(cl)
	if len(ws) < 2 || len(ws) > 16 {
		return "", ""
	}
	low := strings.ToLower(cl)
	for _, m := range metaStarts {
		if strings.HasPrefix(low, m+" ") {
			return "", ""
		}
	}
	if titleRe.MatchString(ws[0]) && len(ws) > 1 && (ws[1] == "of" || ws[1] == "at") {
		return "", ""
	}
	lw := strings.Fields(low)
	verb := -1
	for i, w := range lw {
		if verbHints[w] || timingVerbs[w] || sVerbs[w] || w == "we're" || w == "i'm" || w == "runs" || hyphenVerb(w) || i > 0 && strings.HasSuffix(w, "ing") && (lw[i-1] == "we're" || lw[i-1] == "are" || lw[i-1] == "is") {
			verb = i
			break
		}
	}
	prep := -1
	for i, w := range lw {
		if i > 0 && (w == "in" || w == "within" || w == "next" || w == "by" || w == "before" || w == "on" || w == "this" || w == "from" || w == "until") {
			prep = i
			break
		}
	}
	if verb > prep && prep > 0 && !containsAny(" "+lw[verb]+" ", " is ", " are ", " was ", " will ") {
		verb = -1 // "decision by the end of the school year": the verb comes after
	}
	if verb > prep && prep > 0 {
		prep = verb // "an audit by a major customer is 10 weeks away": the subject runs to "is"
	}
	subjEnd := verb
	if subjEnd < 0 {
		subjEnd = prep
	}
	if subjEnd == 0 && verb == 0 {
		if !isAcronym(ws[0]) && ws[0] != "I" && !strings.HasPrefix(ws[0], "I'") {
			ws[0] = strings.ToLower(ws[0])
		}
		return strings.Join(ws, " "), "" // "we're opening a third location in 6 weeks"
	}
	if subjEnd < 0 {
		// "Renewal: December 31" → "our renewal is December 31"
		for i, w := range lw {
			if i > 0 && monthWord[strings.Trim(w, ",.")] {
				prep, subjEnd = i, i
				break
			}
		}
	}
	if subjEnd <= 0 {
		return "", ""
	}
	if verb < 0 {
		be := "is"
		if last := lw[prep-1]; strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") && last != "renewals" {
			be = "are"
		}
		ws = append(ws[:prep], append([]string{be}, ws[prep:]...)...)
	}
	if !isAcronym(ws[0]) && !(len(ws) > 2 && unicode.IsUpper([]rune(ws[1])[0]) && !monthWord[strings.ToLower(ws[1])]) {
		ws[0] = strings.ToLower(ws[0])
	}
	noun := strings.Join(ws[:subjEnd], " ")
	switch lw[0] {
	case "our", "the", "my", "we", "we're", "i", "i'm", "their":
		noun = strings.Join(ws[1:subjEnd], " ")
	case "a", "an":
		// "an audit by a major customer is …" → "our audit by a major customer is …"
		noun = strings.Join(ws[1:subjEnd], " ")
		ws[0] = "our"
		if containsAny(low, "season", "holiday", "christmas", "summer", "winter", "spring", "fall", "new year", "black friday", "school year") {
			ws[0] = "the"
		}
	default:
		if len(ws) > 2 && unicode.IsUpper([]rune(ws[0])[0]) && unicode.IsUpper([]rune(ws[1])[0]) {
			return strings.Join(ws, " "), "" // "Flight Schedule Pro renews January 1": a name, said as it is
		}
		det := "our"
		switch lw[0] {
		case "no", "nothing", "any", "every", "none", "all":
			ws[0] = strings.ToLower(ws[0])
			return strings.Join(ws, " "), "" // "no changes until …", never "our no changes …"
		}
		if containsAny(low, "season", "holiday", "christmas", "summer", "winter", "spring", "fall", "new year", "black friday", "school year") {
			det = "the"
		}
		ws = append([]string{det}, ws...)
	}
	for i, w := range ws {
		if n, ok := wordNums[strings.ToLower(w)]; ok && i+1 < len(ws) && strings.HasPrefix(strings.ToLower(ws[i+1]), "week") && n != "1" {
			ws[i] = n
		}
	}
	if noun == "" || lw[0] == "we" || lw[0] == "we're" || lw[0] == "i" || lw[0] == "i'm" || strings.Contains(noun, ":") {
		return strings.Join(ws, " "), ""
	}
	if !containsAny(strings.ToLower(noun), "renewal", "season", "launch", "audit", "migration", "opening", "holiday", "year-end", "review", "rollout",
		"move", "exam", "close", "busy period", "contract", "upgrade", "semester", "inspection", "peak", "rush", "conference", "merger", "acquisition", "go-live") {
		return strings.Join(ws, " "), ""
	}
	if verb >= 0 {
		switch lw[verb] {
		case "renews", "expires", "ends", "closes", "finishes":
			return strings.Join(ws, " "), "the " + noun + " " + lw[verb]
		case "runs":
		default:
			return strings.Join(ws, " "), "" // "starts in 3 weeks": after it starts is no better
		}
	}
	return strings.Join(ws, " "), "the " + noun
}

var monthWord = map[string]bool{"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true}

var timingVerbs = map[string]bool{"starts": true, "start": true, "begins": true, "begin": true, "ends": true, "end": true, "renews": true,
	"expires": true, "closes": true, "opens": true, "launches": true, "kicks": true, "due": false, "hits": true, "arrives": true,
	"finishes": true, "finish": true, "completes": true, "wraps": true, "meets": true, "meet": true, "happens": true, "falls": true, "reopens": true,
	"returns": true, "moves": true, "votes": true, "lands": true, "goes": true, "runs": true}

var deciderTitles = []struct{ re, title string }{
	{`\bcfo\b`, "CFO"}, {`\bceo\b`, "CEO"}, {`\bcoo\b`, "COO"}, {`\bcto\b`, "CTO"}, {`\bcio\b`, "CIO"}, {`\bcmo\b`, "CMO"},
	{`\bcno\b`, "CNO"}, {`\bboard\b`, "board chair"}, {`\bcommittee\b`, "committee chair"}, {`\btreasurer\b`, "treasurer"},
	{`\bexecutive director\b`, "executive director"}, {`\bmanaging director\b`, "managing director"}, {`\bmanaging partner\b`, "managing partner"},
	{`\bpartners\b`, "managing partner"}, {`\bowner\b`, "owner"}, {`\bfounder\b`, "founder"}, {`\bpresident\b`, "president"},
	{`\bsuperintendent\b`, "superintendent"}, {`\bprincipal\b`, "principal"}, {`\bprocurement\b`, "head of procurement"},
	{`\bpurchasing\b`, "head of purchasing"}, {`\bfinance\b`, "finance director"}, {`\bvp of ([a-z]+)`, ""}, {`\bhead of ([a-z]+)`, ""},
	{`\b([a-z]+) director\b`, ""}, {`\bdirector\b`, "director"}, {`\bmanager\b`, "manager"}, {`\bboss\b`, "boss"},
}

var deciderRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(deciderTitles))
	for i, d := range deciderTitles {
		out[i] = regexp.MustCompile(d.re)
	}
	return out
}()

// deciderTitle names who decides in a clause such as "CFO signs off on
// anything new": "CFO".
func deciderTitle(cl string) string {
	low := strings.ToLower(cl)
	for i, d := range deciderTitles {
		m := deciderRes[i].FindStringSubmatch(low)
		if m == nil {
			continue
		}
		if d.title != "" {
			return d.title
		}
		switch {
		case strings.HasPrefix(d.re, `\bvp`):
			return "VP of " + titleCase(m[1])
		case strings.HasPrefix(d.re, `\bhead`):
			return "head of " + m[1]
		default:
			if m[1] == "the" || m[1] == "a" || m[1] == "our" {
				return "director"
			}
			return m[1] + " director"
		}
	}
	return ""
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return upFirst(s)
}

// currentFrom names how the buyer works today when a clause says so:
// "scheduling done by email and spreadsheets" → "email and spreadsheets".
func currentFrom(low string) string {
	var got []string
	for _, c := range []struct{ cue, phrase string }{
		{"spreadsheet", "spreadsheets"}, {"excel", "Excel"}, {"paper", "paper forms"}, {"by hand", "pen and paper"},
		{"email", "email"}, {"by phone", "phone calls"}, {"phone calls", "phone calls"},
		{"whiteboard", "a whiteboard"}, {"in-house", "a tool we built in-house"}, {"homegrown", "a homegrown tool"},
		{"clipboard", "clipboards"},
	} {
		if strings.Contains(low, c.cue) && len(got) < 2 {
			dup := false
			for _, g := range got {
				dup = dup || g == c.phrase || c.phrase == "pen and paper" && g == "paper forms" || c.phrase == "paper forms" && g == "pen and paper"
			}
			if !dup {
				got = append(got, c.phrase)
			}
		}
	}
	return strings.Join(got, " and ")
}

// moneyIn formats whole units with thousands separators: $12,500, €900.
func moneyIn(sym string, n int) string {
	if n >= 1000000 && n%10000 == 0 {
		// "1.8 million", as a sum that size is said
		m := strconv.FormatFloat(float64(n)/1e6, 'f', -1, 64)
		return withSym(sym, m+" million")
	}
	return withSym(sym, money(n)[1:])
}

// withSym writes a figure in its currency: "$2,000", "OMR 2,800",
// "N$22,000", "110,000 TND" (a code said after the figure is kept after it).
func withSym(sym, figure string) string {
	switch {
	case sym == "":
		return "$" + figure
	case strings.HasPrefix(sym, " "):
		return figure + sym
	}
	return sym + figure
}

// symOf is the prefix a currency is written with: a code that ends in a
// letter or a dot takes a space ("OMR 2,800", "Rs 1.1 million"), a symbol
// does not ("N$22,000", "€7,800").
func symOf(p string) string {
	p = strings.TrimSpace(p)
	r, _ := utf8.DecodeLastRuneInString(p)
	if unicode.IsLetter(r) || r == '.' {
		if len([]rune(p)) == 1 && !unicode.IsUpper(r) {
			return p
		}
		return p + " "
	}
	return p
}

func deconjugatedWord(w string) bool { _, ok := deconjugate(w); return ok }

// factPiece is the part of a long fact that a question asks about: "each
// no-show costs about $150" of "our no-show rate is 14% and each no-show
// costs about $150", for a second answer that does not repeat the whole.
func factPiece(fact, question string) string {
	words4 := func(s string) map[string]bool {
		out := map[string]bool{}
		for _, w := range words(s) {
			w = strings.Trim(w, "-'’")
			if len(w) >= 4 && !text.IsStop(w) {
				out[w[:4]] = true // "types" meets "typed", "hours" meets "hour"
			}
		}
		return out
	}
	kw := words4(question)
	lq := strings.ToLower(question)
	type piece struct {
		text  string
		score int
	}
	var ps []piece
	for _, sep := range []string{" and ", ", ", " with ", "; ", " at "} {
		for _, p := range strings.Split(fact, sep) {
			p = strings.TrimSpace(p)
			for _, c := range []string{"yet ", "but ", "and ", "so ", "though ", "although ", "while "} {
				p = strings.TrimPrefix(p, c) // "…, yet one lost revision cost …": the clause, not its joint
			}
			if p == fact || len(strings.Fields(p)) < 3 {
				continue
			}
			n := 0
			for w := range words4(p) {
				if kw[w] {
					n++
				}
			}
			if n > 0 && strings.ContainsAny(p, "$€£") && containsAny(lq, "cost", "how much", "worth", "price", "spend", "pay") {
				n += 2 // "what does an hour cost?": the piece with the sum
			}
			if n > 0 {
				ps = append(ps, piece{p, n})
			}
		}
	}
	sort.SliceStable(ps, func(i, j int) bool {
		return ps[i].score > ps[j].score || ps[i].score == ps[j].score && len(ps[i].text) < len(ps[j].text)
	})
	if len(ps) == 0 {
		return fact
	}
	best := ps[0].text
	// "Who types them up, and how long does that take?": two parts asked,
	// the span of the fact from the one to the other.
	if containsAny(lq, ", and ", " and how", " and what", " and who", " and when", " and where") {
		for _, q := range ps[1:] {
			i, j := strings.Index(fact, best), strings.Index(fact, q.text)
			if i < 0 || j < 0 || strings.Contains(best, q.text) || strings.Contains(q.text, best) {
				continue
			}
			lo, hi := min(i, j), max(i+len(best), j+len(q.text))
			if span := fact[lo:hi]; len(span) < len(fact) {
				return span
			}
			break
		}
	}
	return best
}

var reAppositive = regexp.MustCompile(`^(?:our|the|my) [^,]{3,40}, ([A-Z][^,]{1,30}), (.+)$`)

// shortFact drops an appositive: "our last analytics vendor, DataHarbor,
// shut down …" → "DataHarbor shut down …".
func shortFact(fact string) string {
	if m := reAppositive.FindStringSubmatch(fact); m != nil {
		return m[1] + " " + m[2]
	}
	return fact
}

var reBullet = regexp.MustCompile(`^\s*(?:[-*•–]|\d{1,2}[.)])\s+`)
var reRoleLabel = regexp.MustCompile(`(?i)^(role|situation|context|background|note|notes|buyer|profile|company|persona|who|about|details|facts|current|today|currently)\s*:\s*`)

// unlabel drops a list bullet and a label that names no role ("- Role:
// Practice administrator" → "Practice administrator"; "Budget: $1,000"
// keeps its label, which says what the sum is).
func unlabel(cl string) string {
	cl = reBullet.ReplaceAllString(cl, "")
	if m := reSlotLabel.FindStringSubmatch(cl); m != nil {
		// "Timing: annual plant shutdown starts August 4" is said without
		// its label; "Contract: December 31" keeps it as the subject.
		rest := cl[len(m[0]):]
		hasVerb := false
		for _, w := range strings.Fields(strings.ToLower(rest)) {
			w = strings.Trim(w, ",;")
			hasVerb = hasVerb || verbHints[w] || sVerbs[w] || timingVerbs[w] || w == "decides"
		}
		switch strings.ToLower(m[1]) {
		case "size", "fleet", "team", "scale", "situation", "context", "problem", "pain", "history", "background":
			return rest
		}
		if hasVerb {
			return rest
		}
	}
	if m := reRoleLabel.FindStringSubmatch(cl); m != nil {
		rest := cl[len(m[0]):]
		if l := strings.ToLower(m[1]); l == "current" || l == "today" || l == "currently" {
			return "currently " + rest // "Current: pays X" keeps that it is today's
		}
		return rest
	}
	return cl
}

// containsWord reports whether s holds one of the cues as whole words
// ("revenue" is not in "RevenueWell").
func containsWord(s string, cues ...string) bool {
	for _, c := range cues {
		if indexWord(s, strings.TrimSpace(c)) >= 0 {
			return true
		}
	}
	return false
}

// payeeAcrossAnd is payee for a sentence with one subject and two verbs:
// "We've been using Dentrix for 8 years and pay about $600 a month".
func payeeAcrossAnd(sn string, i int) string {
	before := sn[:i]
	j := strings.LastIndex(strings.ToLower(before), " and ")
	if j < 0 {
		return ""
	}
	if !containsAny(strings.ToLower(before[j:]), " pay", " spend", " paying", " spending") {
		return ""
	}
	return payee(before[:j], j)
}

var reDigitWord = regexp.MustCompile(`(?i)\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)( [a-z])`)

var digitOf = map[string]string{"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
	"eleven": "11", "twelve": "12", "fifteen": "15", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50"}

// digitWords writes a count spelled as a word in digits: "four
// restaurants" → "4 restaurants".
func digitWords(s string) string {
	return reDigitWord.ReplaceAllStringFunc(s, func(m string) string {
		i := strings.IndexByte(m, ' ')
		return digitOf[strings.ToLower(m[:i])] + m[i:]
	})
}

// reThingSubject is a thing that does something in a clause: "their paper
// permission process works fine" → "their paper permission process".
var reThingSubject = regexp.MustCompile(`\b((?:their|the|our|its|his|her) (?:[a-z-]+ ){0,3}[a-z-]+) (?:works?|is|are|was|were|runs?|takes?|costs?|has|does|handles?|seems?|gets?|needs?)\b`)

// reItVerb is a clause that starts with "it" and a verb: "though it eats
// about 1,100 staff hours a year".
var reItVerb = regexp.MustCompile(`^((?:though|although|but|yet|and|while|even though) )?it ([a-z]+s)\b`)

// withAntecedent says what "it" is in a sentence's later clause when an
// earlier clause of the same sentence names the thing: "…, though it eats
// 1,100 hours" → "though their paper process eats 1,100 hours", so the
// clause can be said on its own.
func withAntecedent(pieces []string) []string {
	for i := 1; i < len(pieces); i++ {
		m := reItVerb.FindStringSubmatchIndex(pieces[i])
		if m == nil {
			continue
		}
		sm := reThingSubject.FindAllStringSubmatch(pieces[i-1], -1)
		if len(sm) == 0 {
			continue
		}
		lead := ""
		if m[2] >= 0 {
			lead = pieces[i][m[2]:m[3]]
		}
		verb := pieces[i][m[4]:m[5]]
		if containsWord(verb, "eats", "consumes", "swallows", "burns", "soaks", "devours") {
			verb = "takes" // "eats about 1,100 staff hours": what it takes, in a verb the clause reader knows
		}
		pieces[i] = lead + sm[len(sm)-1][1] + " " + verb + pieces[i][m[5]:]
	}
	return pieces
}

// reMethodCost is a way of working that has a running cost: "spreadsheets
// plus a part-time analyst", "two clerks", "the paper system".
var reMethodCost = regexp.MustCompile(`(?i)\b(?:spreadsheets?|paper|manual|clerks?|analysts?|bookkeepers?|staff|contractors?|consultants?|agency|agencies|tools?|systems?|software|licen[cs]es?|subscriptions?|service|vendor|plus)\b`)

// reGoesTo is a sign-off rule said as where a sum goes: "Purchases over
// $25,000 go to Superintendent Dr. Carl Whitmore and the school board,
// which meets 12 May."
var reGoesTo = regexp.MustCompile(`^(?i:(purchases|anything|spend|spending|contracts?|deals?|orders?|invoices?|commitments?)) ((?i:over|above|exceeding|of more than) [^ ]*\d[^ ]*(?: (?:a|per) (?:year|month))?) (?i:must |need to |needs to |has to |have to )?(?i:go|goes) (?i:to|before|up to) ([^,;]+?)(,? (?:which|who) [^;]*)?$`)

// approvalGoesTo says a "goes to" sign-off rule as who approves what, so
// it is read like any other: "the school board approves purchases over
// $25,000". Other sentences are returned as they are.
func approvalGoesTo(sn string) string {
	t := strings.TrimRight(strings.TrimSpace(sn), ".")
	m := reGoesTo.FindStringSubmatch(t)
	if m == nil || !reAmount.MatchString(m[2]) {
		return sn
	}
	verb := "approves"
	if strings.Contains(m[3], " and ") {
		verb = "approve"
	}
	out := upFirst(m[3]) + " " + verb + " " + strings.ToLower(m[1]) + " " + m[2]
	if m[4] != "" {
		out += m[4] // "…, which meets on the first Tuesday": when the body meets, kept as written
	}
	return out + "."
}

// reSaysQuoted is a saying quoted before the fact it stands for: "we say
// 'not before the audit': ".
var reSaysQuoted = regexp.MustCompile(`^(?:we|i|he|she|they) (?:say|says|said|keep saying|keeps saying) ['‘"“][^'’"”]+['’"”]\s*:?\s*`)
