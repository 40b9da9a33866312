package roleplay

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Derived sums: a buyer who knows the card's figures can work out what
// follows from them with certainty (a per-unit price over the whole team,
// the gap between two per-unit prices, a year with free months, a cap on an
// increase, a total over one of the card's counts). derivedSum answers such
// a question by the role of each figure (ours, the rival's, what is paid
// today), never by where the figure sits in the text, and says nothing when
// the sum cannot be worked out for certain: the usual path then answers.

var (
	// reAskGap asks the difference between two prices.
	reAskGap = regexp.MustCompile(`(?i)\b(?:gap|difference)\b|\bhow much more\b|\bhow much (?:dearer|pricier|cheaper)\b`)
	// reYearOne asks a first year's cost.
	reYearOne = regexp.MustCompile(`(?i)\b(?:year one|year 1|(?:the |your |our |their )?first year|first twelve months|first 12 months)\b`)
	// reFreeMonths is an offer of months at no charge: "three months
	// free", "the first two months free", "2 free months".
	reFreeMonths = regexp.MustCompile(`(?i)\b(?:first )?(\d{1,2}|one|two|three|four|five|six) (?:free months?|months? (?:for )?free|months? at no (?:cost|charge))\b`)
	// reAskCap asks the most a figure may come to: "what's the most X would
	// let it go up to?", "where does the cap put us?".
	reAskCap = regexp.MustCompile(`(?i)\b(?:the most|at most|maximum|max|ceiling|highest|upper limit|cap|capped|the limit)\b`)
	// reCardCap is a percentage cap on an increase in the card: "capped
	// software cost increases at 10%", "increases are capped at 5%", "a 10%
	// cap on increases".
	reCardCap = regexp.MustCompile(`(?i)\bcap(?:ped|s)?\b[^.;]{0,60}?\b(?:at|to) (\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?% cap\b|\bno more than (\d{1,2}(?:\.\d)?)\s?% (?:more|increase|up)`)
	// reAskWhole asks a per-unit figure for everyone: "for your whole
	// team", "for all 320 rooms", "across the fleet".
	reAskWhole = regexp.MustCompile(`(?i)\b(?:whole|entire|all (?:\d[\d,]* )?(?:of )?(?:your |the |our )?[a-z]+|every (?:one|single)|everyone|in total|altogether|all told|for (?:your|the) (?:team|fleet|staff|group|district|company|firm|sites?|hotels?|stores?|properties)|across (?:your|the) (?:team|fleet|staff|group|district|company|firm|sites?|hotels?|stores?|properties))\b`)
	// reAskPerNoun asks a figure per one of something: "per room", "a
	// school", "for each store".
	reAskPerNoun = regexp.MustCompile(`(?i)\b(?:per|each|a|for each|for every|for one) ([a-z][a-z-]+)\b`)
	// reQuantity is a non-money figure with its noun and rate: "about 900
	// staff hours a year", "1,200 forms a month".
	reQuantity = regexp.MustCompile(`(?i)\b(\d[\d,]*(?:\.\d+)?)\s+((?:[a-z-]+\s+)?(?:hours|days|shifts|forms|tickets|orders|calls|visits|tonnes|litres|kilometres|miles|pallets|parcels|deliveries|hours of [a-z]+))\b(?:\s+(?:a|per|each)\s+(year|month|week|day))?`)
	// reCountRate is a count's own period right after it: "litres of beer a
	// year".
	reCountRate = regexp.MustCompile(`^(?:\s+[a-z-]+){0,3}\s+(?:a|per|each) (?:year|month|week|day|season)\b`)
	// reFreeThing is what the buyer uses at no cost: "a free shared drive".
	reFreeThing = regexp.MustCompile(`(?i)\b(?:a|an) free (?:[a-z-]+ ){0,2}[a-z-]+\b`)
	// reThem points at the rival: "they", "them", "theirs".
	reThem = regexp.MustCompile(`(?i)\b(?:they|them|their|theirs|the other (?:vendor|supplier|offer|quote))\b`)
	// reOurs points at our own price: "our price", "your quote", "us".
	reOurs = regexp.MustCompile(`(?i)\b(?:our|ours|we|us|your (?:quote|price|offer)|you (?:quoted|offered))\b`)
)

// perMonthFactor turns an amount's period into months: a year is 1/12 of
// itself a month. 0 when the period is not one of these.
func perMonthFactor(period string) float64 {
	switch period {
	case "a month":
		return 1
	case "a year":
		return 1.0 / 12
	case "a quarter":
		return 1.0 / 3
	case "a week":
		return 52.0 / 12
	}
	return 0
}

// inPeriod is v (an amount a "from" period) in the period "to"; ok false
// when either period is not known.
func inPeriod(v float64, from, to string) (float64, bool) {
	if from == to {
		return v, true
	}
	f, t := perMonthFactor(from), perMonthFactor(to)
	if f == 0 || t == 0 {
		return 0, false
	}
	return v * f / t, true
}

// sayMoney says a worked-out sum as a person would: cents only under 100,
// "about" when it was rounded.
func sayMoney(sym string, v float64) string {
	if v < 100 && math.Abs(v-math.Round(v)) > 0.005 {
		return withSym(sym, strconv.FormatFloat(math.Round(v*100)/100, 'f', 2, 64))
	}
	n := int(math.Round(v))
	if n >= 10000 && math.Abs(v-math.Round(v)) > 0.005 {
		n = roundTo(n, 10)
	}
	return moneyIn(sym, n)
}

// about is "about " for a sum that was rounded.
func about(v float64) string {
	if math.Abs(v-math.Round(v)) > 0.005 && v >= 100 {
		return "about "
	}
	return ""
}

// derivedSum answers a question asking a sum that follows from the card's
// own figures, or "" when it asks none or the sum is not certain.
func (e *engine) derivedSum(text, q string) string {
	lq := strings.ToLower(q)
	if lq == "" {
		return ""
	}
	d := e.f.described
	if containsAny(lq, "budget", "set aside", "afford", "allocated", "can spend") {
		return "" // "what's your budget for year one?" asks the budget, not a sum
	}
	if reYearOne.MatchString(lq) {
		return e.yearOneSum(text, lq)
	}
	if reAskGap.MatchString(lq) && d.quote.ok() && d.compPrice.ok() {
		return e.gapSum(lq)
	}
	if reAskCap.MatchString(lq) && !strings.Contains(lq, "budget") {
		if s := e.capSum(lq); s != "" {
			return s
		}
	}
	if s := e.perNounSum(q, lq); s != "" {
		return s
	}
	if reAskWhole.MatchString(lq) {
		return e.wholeSum(q, lq)
	}
	return ""
}

// priceAsked is the per-unit price a question is about, by role: the
// rival's when it names the rival or "they", ours when it says "our" or
// "your quote", the figure just said when it says "that" or "which".
func (e *engine) priceAsked(q, lq string) (amount, bool) {
	d := e.f.described
	if figs := figuresIn(q); len(figs) == 1 && figs[0].a.per != "" {
		return figs[0].a, true // "at $52 an agent, what's the team?"
	}
	comp := d.competitor != "" && hasName(lq, strings.ToLower(d.competitor))
	if comp || reThem.MatchString(lq) && !reOurs.MatchString(lq) {
		return d.compPrice, d.compPrice.ok()
	}
	if reOurs.MatchString(lq) {
		return d.quote, d.quote.ok()
	}
	for _, f := range figuresIn(e.lastBuyer) {
		if f.a.per != "" && f.a.period != "" {
			return f.a, true // "which comes to what for the team?" of the price just said
		}
	}
	return amount{}, false
}

// wholeSum is a per-unit price over the card's count of its unit, in the
// period asked: "$40 per agent a month over 24 agents is $960 a month."
func (e *engine) wholeSum(q, lq string) string {
	a, ok := e.priceAsked(q, lq)
	if !ok || a.per == "" || a.period == "" {
		return ""
	}
	n := e.unitCount(a.per)
	if n <= 0 {
		return ""
	}
	period := askedPeriod(q)
	if period == "" {
		period = a.period
	}
	v, ok := inPeriod(a.value()*float64(n), a.period, period)
	if !ok {
		return ""
	}
	unit := strings.TrimPrefix(a.per, "per ")
	line := "At " + a.String() + " for " + strconv.Itoa(n) + " " + plural(unit) + ", that's " + about(v) + sayMoney(a.sym, v) + " " + period
	if period == "a month" && reAskYear.MatchString(q) && reAskMonth.MatchString(q) {
		line += ", or " + sayMoney(a.sym, v*12) + " a year" // "per month, and per year?": both
	}
	return line + "."
}

// gapSum is how much more our price is than the rival's, over the whole
// team when they are per-unit prices, in the period asked.
func (e *engine) gapSum(lq string) string {
	d := e.f.described
	ours, theirs := d.quote, d.compPrice
	if ours.per != theirs.per || ours.period == "" || theirs.period == "" {
		return ""
	}
	t, ok := inPeriod(theirs.value(), theirs.period, ours.period)
	if !ok {
		return ""
	}
	diff := ours.value() - t
	if diff <= 0 {
		return ""
	}
	period := periodOf(lq)
	if period == "" {
		period = ours.period
	}
	who := "They're"
	if d.competitor != "" {
		who = d.competitor + " is"
	}
	if ours.per == "" {
		v, ok := inPeriod(diff, ours.period, period)
		if !ok {
			return ""
		}
		return who + " " + about(v) + sayMoney(ours.sym, v) + " " + period + " cheaper than you."
	}
	unit := strings.TrimPrefix(ours.per, "per ")
	line := who + " " + sayMoney(ours.sym, diff) + " " + ours.per + " " + ours.period + " cheaper than you."
	if n := e.unitCount(ours.per); n > 0 {
		v, ok := inPeriod(diff*float64(n), ours.period, period)
		if !ok {
			return line
		}
		line += " For " + strconv.Itoa(n) + " " + plural(unit) + ", that's " + about(v) + sayMoney(ours.sym, v) + " " + period + "."
	}
	return line
}

// yearOneSum is a first year's cost when months are free: the paid months
// times the monthly price, of the offer the question is about (the rival's
// on the card, or ours when the rep offers free months now).
func (e *engine) yearOneSum(text, lq string) string {
	d := e.f.described
	var price amount
	free := 0
	if m := reFreeMonths.FindStringSubmatch(text); m != nil && !(d.competitor != "" && strings.Contains(text, d.competitor)) && !reThem.MatchString(strings.ToLower(text)) {
		price, free = d.quote, smallNumber(m[1]) // the rep's own offer, made now
	}
	comp := d.competitor != "" && hasName(lq, strings.ToLower(d.competitor)) || reThem.MatchString(lq) && !strings.Contains(lq, "our")
	if free == 0 || comp {
		if m := e.rivalFreeMonths(); m > 0 && (comp || free == 0) {
			price, free = d.compPrice, m
		}
	}
	if free <= 0 || free >= 12 || !price.ok() || price.period == "" {
		return ""
	}
	monthly, ok := inPeriod(price.value(), price.period, "a month")
	if !ok {
		return ""
	}
	if price.per != "" {
		n := e.unitCount(price.per)
		if n <= 0 {
			return ""
		}
		monthly *= float64(n)
	}
	v := monthly * float64(12-free)
	return "With " + strconv.Itoa(free) + " months free, that's " + strconv.Itoa(12-free) + " paid months: " + about(v) + sayMoney(price.sym, v) + " in year one."
}

// rivalFreeMonths is the number of free months the card says the rival
// offers, in the sentence that gives the rival's price; 0 when none.
func (e *engine) rivalFreeMonths() int {
	d := e.f.described
	if !d.compPrice.ok() {
		return 0
	}
	for _, s := range splitSentences(e.sc.Custom) {
		if d.competitor != "" && !strings.Contains(s, d.competitor) {
			continue
		}
		if m := reFreeMonths.FindStringSubmatch(s); m != nil {
			return smallNumber(m[1])
		}
	}
	return 0
}

// smallNumber reads "3" or "three"; 0 when neither.
func smallNumber(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	for i, w := range []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"} {
		if strings.EqualFold(s, w) {
			return i
		}
	}
	return 0
}

// capSum is the most today's cost may rise to under the card's cap on
// increases: "A$2,950 a month plus 10% is about A$3,245 a month at most."
func (e *engine) capSum(lq string) string {
	m := reCardCap.FindStringSubmatch(e.sc.Custom)
	if m == nil {
		return ""
	}
	pct := m[1] + m[2] + m[3]
	p, err := strconv.ParseFloat(pct, 64)
	if err != nil || p <= 0 {
		return ""
	}
	base := e.f.described.spend
	if !base.ok() || base.period == "" {
		return ""
	}
	period := periodOf(lq)
	if period == "" {
		period = base.period
	}
	v, ok := inPeriod(base.value()*(1+p/100), base.period, period)
	if !ok {
		return ""
	}
	return "The cap is " + pct + "% on what we pay now, " + base.String() + ", so about " + sayMoney(base.sym, v) + " " + period + " at most."
}

// perNounSum divides a figure by the card's count of the noun the question
// asks it per ("what's that per school?" of 900 staff hours a year over 9
// schools; "our price per room per month" of a monthly quote over 220
// rooms). "" when the question asks no such division or the card counts no
// such noun.
func (e *engine) perNounSum(q, lq string) string {
	var noun string
	for _, m := range reAskPerNoun.FindAllStringSubmatch(lq, -1) {
		w := m[1]
		if perMonthFactor("a "+w) != 0 || containsWord(w, "day", "days", "bit", "lot", "couple", "few", "little", "rough", "ballpark", "figure", "number", "quote", "price", "total", "whole", "full", "single", "moment", "minute", "second", "while", "time") {
			continue
		}
		if c := e.cardCountOf(w, false); c != "" {
			noun = w
			break
		}
	}
	if noun == "" {
		return ""
	}
	for _, f := range figuresIn(q) {
		if f.a.per != "" {
			return "" // "at $3.20 a student, what for the district?" multiplies; it divides nothing
		}
	}
	n, said, ok := e.cardCount(strings.TrimSuffix(noun, "s"))
	if !ok || n < 1 {
		return ""
	}
	said = strings.TrimSpace(said)
	if rateCount(e.sc.Custom, said) || rateCount(e.sc.Custom, said+" of") || reCountRate.MatchString(e.sc.Custom[strings.Index(e.sc.Custom, said)+len(said):]) {
		return "" // "2,400,000 litres of beer a year": a count per period is divided elsewhere, period by period
	}
	// the figure divided: one the question states, else ours by role, else
	// the one just said (money or a quantity such as staff hours)
	var a amount
	if figs := figuresIn(q); len(figs) == 1 && figs[0].a.per == "" {
		a = figs[0].a
		if a.period == "" && a.n == e.f.described.quote.n && e.f.described.quote.per == "" {
			a = e.f.described.quote // "our A$3,800 works out at what per room?": the quote, in its own period
		}
	} else if reOurs.MatchString(lq) && e.f.described.quote.ok() && e.f.described.quote.per == "" {
		a = e.f.described.quote
	} else if figs := figuresIn(e.lastBuyer); len(figs) > 0 && figs[0].a.per == "" && strings.Contains(lq, "that") {
		a = figs[0].a
	}
	if a.ok() && a.period != "" {
		period := periodOf(lq)
		if period == "" {
			period = a.period
		}
		v, ok := inPeriod(a.value()/n, a.period, period)
		if !ok {
			return ""
		}
		return a.String() + " over " + said + " is " + about(v) + sayMoney(a.sym, v) + " a " + strings.TrimSuffix(noun, "s") + " " + period + "."
	}
	if !containsAny(lq, "that", "those", "it ") || reAmount.MatchString(q) {
		return ""
	}
	src := e.lastBuyer
	qm := reQuantity.FindStringSubmatch(src)
	if qm == nil {
		return ""
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(qm[1], ",", ""), 64)
	if err != nil || v <= 0 {
		return ""
	}
	per := v / n
	rate := ""
	if qm[3] != "" {
		rate = " a " + strings.ToLower(qm[3])
	}
	num := strconv.Itoa(int(math.Round(per)))
	if per < 10 && math.Abs(per-math.Round(per)) > 0.05 {
		num = strconv.FormatFloat(math.Round(per*10)/10, 'f', 1, 64)
	}
	ab := ""
	if math.Abs(per-math.Round(per)) > 0.05 {
		ab = "about "
	}
	return "Over " + said + ", that's " + ab + num + " " + qm[2] + " per " + strings.TrimSuffix(noun, "s") + rate + "."
}

var (
	// reAsksAttr asks a detail of the business by its kind: which makes,
	// what average, an hourly cost, what language.
	reAsksAttr = regexp.MustCompile(`(?i)\b(?:which|what) (?:makes?|brands?|models?|versions?|languages?|kinds? of|types? of|sorts? of|mix)\b|\b(?:average|hourly|per hour|an hour|wages?|salary|salaries|occupancy|no-show)\b|\b[a-z-]+ rate\b`)
	// reAttrWord is the word of reAsksAttr that the card would have to use
	// to give the detail.
	reAttrWord = regexp.MustCompile(`(?i)\b(makes?|brands?|models?|versions?|languages?|average|hourly|hour|wages?|salary|salaries|occupancy|no-show|rate)\b`)
)

// attrUnknown reports a question part asking a detail the card does not
// give: "which makes are your loaders?", "what's the average hourly cost?",
// "how many drivers?" of a card that counts no drivers. The honest answer
// is "I'd have to check", never a card line about something else.
func (e *engine) attrUnknown(part string) bool {
	low := strings.ToLower(part)
	cl := strings.ToLower(e.sc.Custom)
	if reAsksAttr.MatchString(low) {
		for _, w := range reAttrWord.FindAllString(low, -1) {
			if cardHasWord(cl, strings.ToLower(w)) {
				return false // the card speaks of it
			}
		}
		return true
	}
	if strings.Count(low, "how many") != 1 {
		return false
	}
	i := strings.Index(low, "how many ")
	ws := strings.Fields(strings.NewReplacer("?", " ", ",", " ", ".", " ").Replace(low[i+len("how many "):]))
	var asked []string
	for _, w := range ws {
		if countStopWords[w] || strings.ContainsAny(w, "'’") || len(asked) == 3 {
			break
		}
		asked = append(asked, w)
	}
	if len(asked) == 0 {
		return false
	}
	for _, w := range asked {
		if headcountWord(w) || containsWord(w, "people", "users", "seats", "licences", "licenses", "times", "more", "less", "of", "and", "or", "members", "team", "teams") {
			return false
		}
		if _, cat := nounCategories[strings.TrimSuffix(strings.TrimSuffix(w, "s"), "ie")+map[bool]string{true: "y", false: ""}[strings.HasSuffix(w, "ies")]]; cat {
			return false // "how many sites?": a kind the card may count by its members, left to the count path
		}
		if e.cardCountOf(w, false) != "" || e.cardCountOf(w, true) != "" {
			return false
		}
		if stem := strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e"); len(stem) < 3 || cardHasWord(cl, w) {
			return false // every word asked is one the card never uses
		}
	}
	return true
}

// unknownPart is the first part of a question that asks a detail the card
// does not give, or "".
func (e *engine) unknownPart(q string) string {
	for _, s := range splitSentences(q) {
		for _, p := range questionParts(s) {
			if e.attrUnknown(p) {
				return p
			}
		}
	}
	return ""
}

// workQuestion is the one question of a turn that asks for a figure (a wh-
// question) when the turn also checks something ("That's monthly, yes?"),
// else the turn's questions as one.
func (e *engine) workQuestion(qs, plain []string) string {
	if len(qs)+len(plain) < 2 {
		return e.curQ
	}
	var wh []string
	for _, q := range append(append([]string{}, qs...), plain...) {
		if reWhQuestion.MatchString(q) {
			wh = append(wh, q)
		}
	}
	if len(wh) != 1 {
		return e.curQ
	}
	return wh[0]
}

// cardHasWord reports a word of the card (lower case) that is w or a form
// of it ("rate", "rates", "rated"), never a word that merely contains it
// ("refrigerated").
func cardHasWord(cl, w string) bool {
	stem := strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e")
	for _, cw := range strings.FieldsFunc(cl, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
		if cw == w || strings.HasPrefix(cw, stem) && len(cw)-len(stem) <= 3 {
			return true
		}
	}
	return false
}

// sharesContent reports a content word (5+ letters, no word for paying)
// two texts share: "that overwritten calculation" and "one overwritten
// calculation cost €55,000", never "cost" alone.
func sharesContent(a, b string) bool {
	bl := " " + strings.ToLower(b) + " "
	for _, w := range strings.FieldsFunc(strings.ToLower(a), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) < 5 || containsWord(w, "costs", "costing", "spend", "spending", "paying", "moment", "today", "right", "currently", "there", "about", "would", "could", "what's", "money") {
			continue
		}
		if strings.Contains(bl, " "+w) {
			return true
		}
	}
	return false
}

// reAsksApprovalNeed asks whether a sum needs someone's sign-off: "would
// that need to go to the board?", "does that need approval?".
var reAsksApprovalNeed = regexp.MustCompile(`(?i)\b(?:need|needs|have|has|would|will|does|do)\b[^.?]{0,25}\b(?:go to|go before|go up to|approv|sign-off|sign off|signed off)`)

// approvalVerdict says whether a worked-out sum is over the card's sign-off
// threshold, when the question asks: "That's over $25,000, so yes, it goes
// to the school board." "" when the question does not ask or the card
// gives no threshold.
func (e *engine) approvalVerdict(q, answer string) string {
	d := e.f.described
	if !d.approval.ok() || !reAsksApprovalNeed.MatchString(q) {
		return ""
	}
	figs := figuresIn(answer)
	if len(figs) == 0 {
		return ""
	}
	a := figs[len(figs)-1].a
	if a.sym != d.approval.sym || a.per != "" {
		return ""
	}
	v := a.value()
	if d.approval.period != "" && a.period != "" {
		var ok bool
		if v, ok = inPeriod(v, a.period, d.approval.period); !ok {
			return ""
		}
	} else if a.period != "" && a.period != "a year" {
		var ok bool
		if v, ok = inPeriod(v, a.period, "a year"); !ok {
			return "" // a purchase is weighed by its year
		}
	}
	who := e.f.decider
	if who == "" || e.f.unknown["{decider}"] {
		who = "the approver"
	}
	lim := moneyIn(d.approval.sym, d.approval.n)
	if v > float64(d.approval.n) {
		return "That's over " + lim + ", so yes, it goes to " + who + "."
	}
	return "That's under " + lim + ", so it doesn't need to go to " + who + "."
}
