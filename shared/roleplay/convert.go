package roleplay

import (
	"math"
	"pitchperfect/shared/text"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Unit conversion: a buyer who knows "$4,800 a year" also knows it is $400
// a month. Asked for a figure in the other period (or asked what a figure
// just given comes to), the buyer does the arithmetic instead of saying it
// would have to check.

var (
	reAskMonth = regexp.MustCompile(`(?i)\b(?:per|a|each|every|by the|in a) month\b|\bmonthly\b|\bmonth to month\b|\bmonth-to-month\b`)
	reAskYear  = regexp.MustCompile(`(?i)\b(?:per|a|each|every|by the|in a|over a|for a|the whole|the full|over the|a full|a whole|across a|across the) (?:full |whole )?year\b|\bannual(?:ly)?\b|\bannuali[sz](?:ed|e)\b|\byearly\b|\bper annum\b|\btwelve months\b|\b12 months\b`)
	// reAskBack is a question about a figure already given: "what's that per
	// month?", "what does that add up to in a year?".
	reAskBack = regexp.MustCompile(`(?i)\b(?:that|it|this|those)\b.*\b(?:per|a|each|in a|over a|come to|add up|work out|total|across)\b|\b(?:add up|adds up|come to|comes to|works out|work out|in total|all told|altogether)\b`)
	// reAskBackRep also asks back about the rep's own figure just stated:
	// "Our proposal is … a quarter. Over a whole year, does that fit?"
	reAskBackRep = regexp.MustCompile(`(?i)\b(?:over|for|in|across) a (?:whole |full )?(?:year|month|quarter)\b|\b(?:annually|monthly|yearly|per annum)\b`)
)

// reAskOn asks on from the figure just given: "on an annual basis that's
// what?", "so annualised you're at what?".
var reAskOn = regexp.MustCompile(`(?i)\b(?:that's|that is|that'd be|you're at|you are at|that comes|that works)\b[^.?]{0,20}\bwhat\b|\bwhat\b[^.?]{0,12}\b(?:is that|would that be|does that make)\b`)

// reAskTotal asks a per-unit figure for everyone: "across the team",
// "for all of them", "in total".
var reAskTotal = regexp.MustCompile(`\b(?:across (?:the|all|your|both|every)|for (?:the )?(?:whole|entire) |for all\b|all of them|in total|total\b|altogether|all told|all up\b|all in\b|for the team)`)

// askedPeriod is the period a question asks a money figure in: "a month",
// "a year" or "" (neither, or both).
func askedPeriod(q string) string {
	if !strings.ContainsAny(q, "0123456789") {
		return periodOf(q)
	}
	for _, m := range reAmount.FindAllStringSubmatchIndex(q, -1) {
		if a, end := parseAmount(q, m); a.ok() && a.period != "" {
			// "our €1,900 a month, over a year?": the figure's own period is not the one asked
			q = q[:m[0]] + strings.Repeat(" ", end-m[0]) + q[end:]
		}
	}
	return periodOf(q)
}

// periodOf is the period a question's words ask for, figures aside.
func periodOf(q string) string {
	m, y := reAskMonth.MatchString(q), reAskYear.MatchString(q)
	switch {
	case m && !y:
		return "a month"
	case y && !m:
		return "a year"
	}
	return ""
}

// figure is one money amount in a line, with where it ends.
type figure struct {
	a          amount
	start, end int
}

// figuresIn returns the money amounts of a line that carry a period.
func figuresIn(s string) []figure {
	var out []figure
	for _, m := range reAmount.FindAllStringSubmatchIndex(s, -1) {
		a, end := parseAmount(s, m)
		if a.ok() && a.exact == "" {
			out = append(out, figure{a, m[0], end})
		}
	}
	return out
}

// converted is the amount in the asked period, times count for a per-unit
// amount when the count is known ("$165 per agent a month" × 30 agents):
// the text the buyer says and whether it is exact.
func converted(a amount, period string, count int) (string, bool) {
	n, exact := a.n, true
	switch {
	case a.period == "a year" && period == "a month":
		exact = n%12 == 0
		n = int(float64(n)/12 + 0.5)
		if !exact && n >= 100 {
			n = roundTo(n, 10) // "about €830 a month" of €10,000 a year
		}
	case a.period == "a month" && period == "a year":
		n *= 12
	case a.period == "a quarter" && period == "a year":
		n *= 4 // "GHS 46,000 a quarter" → "GHS 184,000 a year"
	case a.period == "a quarter" && period == "a month":
		exact = n%3 == 0
		n = int(float64(n)/3 + 0.5)
		if !exact && n >= 100 {
			n = roundTo(n, 10)
		}
	case a.period == "a week" && period == "a year":
		n *= 52
	case termYears(a.period) > 0 && (period == "a year" || period == "a month"):
		// "₹16 million for 3 years" is about ₹5.33 million a year
		div := termYears(a.period)
		if period == "a month" {
			div *= 12
		}
		exact = n%div == 0
		n = int(float64(n)/float64(div) + 0.5)
		if !exact && n >= 100000 {
			n = roundTo(n, 10000)
		} else if !exact && n >= 100 {
			n = roundTo(n, 10)
		}
	default:
		return "", false
	}
	per := a.per
	if per != "" && count > 0 {
		n *= count
		per = ""
	}
	s := moneyIn(a.sym, n)
	if per != "" {
		s += " " + per
	}
	return s + " " + period, exact
}

// termYears is the number of years of a term period ("for 3 years",
// "over three years"), or 0.
func termYears(period string) int {
	m := reTermYears.FindStringSubmatch(period)
	if m == nil {
		return 0
	}
	if n, err := strconv.Atoi(m[1]); err == nil {
		return n
	}
	return map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}[m[1]]
}

var reTermYears = regexp.MustCompile(`^(?:over|across|for) (?:the (?:next |first )?)?(\w+) years$`)

// unitCount is the scenario's count of the unit a per-unit amount is
// priced by: 30 for "per agent" when the scenario says "30 agents".
func (e *engine) unitCount(per string) int {
	unit := strings.TrimPrefix(per, "per ")
	if unit == "" {
		return 0
	}
	for _, src := range []string{e.f.team, e.sc.Custom} {
		for _, m := range reTeamAny.FindAllStringSubmatch(src, -1) {
			u := strings.ToLower(m[2])
			if strings.TrimSuffix(u, "s") == unit || u == unit {
				if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil && n > 0 {
					return n
				}
			}
		}
	}
	return 0
}

// conversionLine says a figure in the asked period: "That's $400 a month."
func (e *engine) conversionLine(f figure, period string) string {
	count := 0
	if f.a.per != "" {
		count = e.unitCount(f.a.per)
	}
	s, exact := converted(f.a, period, count)
	if s == "" {
		return ""
	}
	if count > 0 {
		return "Across all " + strconv.Itoa(count) + ", that's " + s + "."
	}
	if exact {
		return "That's " + s + "."
	}
	return "That's about " + s + "."
}

// askedConversion answers a question that asks what a figure the buyer
// just gave comes to in the other period ("What's that per month?"),
// or "" when the question is not one or the buyer gave no such figure.
func (e *engine) askedConversion(q string) string {
	if lq := strings.ToLower(q); reAskTotal.MatchString(lq) && !containsAny(lq, "budget", "set aside", "afford", "most you", "allocated", "can spend") {
		// "and across the team per month?" of "$69 per agent a month": the total
		for _, f := range figuresIn(e.lastBuyer) {
			if f.a.per == "" || f.a.period == "" {
				continue
			}
			if n := e.unitCount(f.a.per); n > 0 {
				p := f.a.period
				if ap := askedPeriod(q); ap != "" {
					p = ap
				}
				if s, _ := converted(amount{n: f.a.n, sym: f.a.sym, per: f.a.per, period: f.a.period}, p, n); s != "" {
					return "Across all " + strconv.Itoa(n) + ", that's " + s + "."
				} else if p == f.a.period {
					out := "Across all " + strconv.Itoa(n) + ", that's " + moneyIn(f.a.sym, f.a.n*n) + " " + p
					if f.a.period == "a month" && reAskYear.MatchString(q) && reAskMonth.MatchString(q) {
						out += ", or " + moneyIn(f.a.sym, f.a.n*n*12) + " a year" // "per month, and per year?": both
					}
					return out + "."
				}
			}
		}
	}
	if lq := strings.ToLower(q); reAskTotal.MatchString(lq) || reAskBack.MatchString(q) {
		// "CA$9.80 per employee a month": cents over every unit, "what's
		// that in total per year?"
		for _, m := range reAmount.FindAllStringSubmatchIndex(e.lastBuyer, -1) {
			a, _ := parseAmount(e.lastBuyer, m)
			if !a.ok() || a.exact == "" || a.per == "" || a.period == "" {
				continue
			}
			n := e.unitCount(a.per)
			if n <= 0 {
				break
			}
			p := a.period
			if ap := askedPeriod(q); ap != "" {
				p = ap
			}
			v := a.value() * float64(n)
			switch {
			case p == a.period:
			case a.period == "a month" && p == "a year":
				v *= 12
			case a.period == "a year" && p == "a month":
				v /= 12
			default:
				continue
			}
			about := ""
			if math.Abs(v-math.Round(v)) > 0.005 {
				about = "about "
			}
			return "Across all " + money(n)[1:] + ", that's " + about + moneyIn(a.sym, int(math.Round(v))) + " " + p + "."
		}
	}
	period := askedPeriod(q)
	if period == "" || !reAskBack.MatchString(q) && len(strings.Fields(q)) > 5 && !reAskOn.MatchString(q) && !namesShared(e.lastBuyer, q) {
		return "" // "And over a year?" right after a figure asks it too
	}
	low := strings.ToLower(q)
	wantBudget := containsAny(low, "budget", "set aside", "afford", "most you can spend", "allocated")
	for _, f := range figuresIn(e.lastBuyer) {
		if wantBudget && f.a.n != e.f.budgetN {
			continue // "and the budget, what's that per month?" asks the budget, not the figure just given
		}
		if f.a.period != "" && f.a.period != period {
			return e.conversionLine(f, period)
		}
	}
	return ""
}

// withConversion adds, after the sentence that gives it, a figure's value
// in the period the question asked for, when the answer gives it only in
// the other period: "We pay Ekos $4,800 a year today. That's $400 a month."
func (e *engine) withConversion(answer, q string) string {
	period := askedPeriod(q)
	if period == "" {
		return answer
	}
	var figs []figure
	for _, f := range figuresIn(answer) {
		if e.f.gap != "" && strings.HasPrefix(e.f.gap, f.a.String()) {
			continue // "$350 a month above it" is the gap, not the figure asked
		}
		if f.a.n != e.f.quoteN || e.f.quoteN == 0 {
			figs = append(figs, f) // the rep's own quote is the rep's to convert
		}
	}
	for _, f := range figs {
		if f.a.period == period && f.a.per == "" {
			return answer // the answer already says a figure in the asked period
		}
	}
	for _, f := range figs {
		if f.a.period == "" || f.a.period == period {
			continue
		}
		line := e.conversionLine(f, period)
		if line == "" {
			return answer
		}
		end := sentenceEndAfter(answer, f.end)
		return strings.TrimSpace(answer[:end] + " " + line + " " + strings.TrimSpace(answer[end:]))
	}
	return answer
}

// ownArithmetic reports a quote whose every sum is one of the scenario's
// figures or simple arithmetic on them (a difference, or a month's or a
// year's worth): "$9,000 under what you pay now" of $68,000 and $59,000 a
// year is not a number with nothing behind it.
func (e *engine) ownArithmetic(quote string) bool {
	d := e.f.described
	var base []int
	for _, a := range []amount{d.spend, d.budget, d.quote, d.compPrice} {
		if a.ok() {
			base = append(base, a.n)
		}
	}
	if len(base) == 0 {
		return false
	}
	known := map[int]bool{}
	for i, a := range base {
		known[a], known[a*12], known[a/12] = true, true, true
		for _, b := range base[i+1:] {
			if df := a - b; df != 0 {
				if df < 0 {
					df = -df
				}
				known[df], known[df*12], known[df/12] = true, true, true
			}
		}
	}
	ms := reNum.FindAllStringSubmatch(strings.ToLower(quote), -1)
	if len(ms) == 0 {
		return false
	}
	for _, m := range ms {
		v, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		if m[2] != "" {
			v *= 1000
		}
		if err != nil || !known[v] {
			return false
		}
	}
	return true
}

// rePctOf is a percentage of a sum in a question: "if the grant covers 30%
// of our Rs 7.5 million, what's your net cost?".
var rePctOf = regexp.MustCompile(`(?i)\b(\d{1,2}(?:\.\d+)?)\s?(?:%|percent) of (?:our |your |the |my |that |this |a |an )?(?:price |quote |cost |bill |total )?(?:of )?`)

// reAskShare asks what share one sum is of another.
var reAskShare = regexp.MustCompile(`(?i)\bwhat (?:share|percentage|percent|fraction|proportion|part)\b|\bhow (?:big|large) a (?:share|part|slice)\b`)

// askedPercent does a percentage the rep asks about: a share of a sum
// ("30% of Rs 7.5 million" net or gross), or what share the rep's figure
// is of the card's figure the question names ("Tk 45 lakh a year: what
// share of last year's stoppage losses is that?"). "" when neither.
func (e *engine) askedPercent(q, text string) string {
	if m := rePctOf.FindStringSubmatchIndex(q); m != nil {
		rest := q[m[1]:]
		if am := reAmount.FindStringSubmatchIndex(rest); am != nil && am[0] == 0 {
			a, _ := parseAmount(rest, am)
			p, err := strconv.ParseFloat(q[m[2]:m[3]], 64)
			if a.ok() && err == nil && p > 0 && p < 100 {
				lq := strings.ToLower(q)
				part := amount{n: int(float64(a.n)*p/100 + 0.5), sym: a.sym, period: a.period}
				if containsAny(lq, " net", "after", " left", "remain", "come to", "cost us", "cost you", "we pay", "you pay", "out of pocket") {
					rest := amount{n: a.n - part.n, sym: a.sym, period: a.period}
					return "After " + trimPct(p) + "% off " + a.String() + ", that's " + rest.String() + "."
				}
				return trimPct(p) + "% of " + a.String() + " is " + part.String() + "."
			}
		}
	}
	if !reAskShare.MatchString(q) {
		return ""
	}
	var mine []amount
	for _, m := range reAmount.FindAllStringSubmatchIndex(text, -1) {
		if a, _ := parseAmount(text, m); a.ok() {
			mine = append(mine, a)
		}
	}
	if len(mine) != 1 {
		return ""
	}
	of := e.cardAmountFor(q, mine[0])
	if !of.ok() {
		return ""
	}
	an, on := float64(mine[0].n), float64(of.n)
	if mine[0].period == "a month" && of.period == "a year" {
		an *= 12
	} else if mine[0].period == "a year" && of.period == "a month" {
		on *= 12
	}
	pct := an / on * 100
	return mine[0].String() + " against " + of.String() + ": that's about " + trimPct(math.Round(pct*10)/10) + "%."
}

func trimPct(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// cardAmountFor is the card's sum in the sentence that shares a content
// word with the question ("stoppage losses" meets "unplanned stoppages
// cost about Tk 3.6 crore"), other than the rep's own figure.
func (e *engine) cardAmountFor(q string, not amount) amount {
	stems := map[string]bool{}
	for _, w := range words(q) {
		if len(w) >= 5 && !text.IsStop(w) {
			stems[w[:5]] = true
		}
	}
	for _, sn := range splitSentences(e.sc.Custom) {
		shared := false
		for _, w := range words(sn) {
			if len(w) >= 5 && stems[w[:5]] {
				shared = true
			}
		}
		if !shared {
			continue
		}
		for _, m := range reAmount.FindAllStringSubmatchIndex(sn, -1) {
			if a, _ := parseAmount(sn, m); a.ok() && a.n != not.n {
				return a
			}
		}
	}
	return amount{}
}

// reAskPerUnit asks a figure per unit of what the business handles: "per
// tonne of cane", "a bottle", "per room".
var reAskPerUnit = regexp.MustCompile(`(?i)\b(?:per|a|each|for each|for every) (tonne|ton|kg|kilo|litre|liter|bottle|carat|room|bed|guest|worker|employee|grower|member|hotel|truck|vehicle|store|site|unit|hive|cow|acre|hectare)s?\b`)

// askedPerUnit divides the figure the buyer just gave by the card's count
// of the unit the question names: F$4.2 million a season over 900,000
// tonnes of cane is about F$4.67 a tonne. "" when either is missing.
func (e *engine) askedPerUnit(q string) string {
	m := reAskPerUnit.FindStringSubmatch(q)
	if m == nil || reAmount.MatchString(q) {
		return "" // "At NZ$12 a hectare, what's a season?" gives the unit price; it asks no division
	}
	unit := strings.ToLower(m[1])
	figs := figuresIn(e.lastBuyer)
	if len(figs) == 0 && e.f.described.spend.ok() && containsAny(strings.ToLower(q), "cost", "spend", "pay") {
		figs = []figure{{a: e.f.described.spend}} // "what does the lab testing cost you per tonne?": today's spend
	}
	if len(figs) == 0 {
		return ""
	}
	n, said, ok := e.cardCount(unit)
	if !ok || n < 1 {
		return ""
	}
	f := figs[0].a
	total := float64(f.n)
	// the count's own period: "2,400,000 litres of beer a year" over "MK 9
	// million a month" is a year's cost over a year's litres
	after := strings.ToLower(e.sc.Custom[strings.Index(e.sc.Custom, said)+len(said):])
	if j := strings.IndexAny(after, ".;"); j >= 0 {
		after = after[:j]
	}
	countPer := ""
	switch {
	case containsAny(after, " a year", " per year", " annually", " each year", " every year"):
		countPer = "a year"
	case containsAny(after, " a month", " per month", " each month"):
		countPer = "a month"
	case containsAny(after, " a season", " per season", " each season"):
		countPer = "a season"
	case containsAny(after, " a day", " per day", " each day", " a week", " per week"):
		countPer = "other"
	}
	switch {
	case countPer == "" || f.period == "" || countPer == f.period:
	case f.period == "a month" && countPer == "a year":
		total *= 12
	case f.period == "a year" && countPer == "a month":
		total /= 12
	default:
		return "" // a day's output against a season's cost: no honest division
	}
	v := total / n
	a := amount{n: max(int(v+0.5), 1), sym: f.sym, per: "a " + unit}
	if v < 1000 {
		a.exact = strconv.FormatFloat(math.Round(v*100)/100, 'f', 2, 64)
	}
	return "Over " + strings.TrimSpace(said) + ", that's about " + a.String() + "."
}

// reAskPerCount asks a sum per one of something the card counts: "what
// per rep?", "per head", "for each store".
var reAskPerCount = regexp.MustCompile(`(?i)\b(?:per|a|each|for each|for every) ([a-z]+)\s*\??\s*$`)

// figurePerCount divides the money figure the question states (the rep's
// own, "our $11,700 a month") by the card's count of the unit the question
// ends on ("per rep" of 65 reps): "$11,700 a month over 65 reps is $180 a
// rep a month." "" when the question states no such figure or the card
// counts no such unit.
func (e *engine) figurePerCount(q string) string {
	m := reAskPerCount.FindStringSubmatch(q)
	figs := figuresIn(q)
	if m == nil || len(figs) != 1 || figs[0].a.per != "" {
		return ""
	}
	unit := strings.ToLower(m[1])
	if unit == "head" || unit == "person" || unit == "employee" || unit == "user" || unit == "seat" {
		if d := e.f.described; d.teamN > 0 && personUnit(d.teamUnit) {
			unit = strings.TrimSuffix(d.teamUnit, "s")
		}
	}
	n, said, ok := e.cardCount(unit)
	if !ok || n < 1 || strings.Contains(said, ".") {
		return ""
	}
	f := figs[0].a
	v := float64(f.n) / n
	a := amount{n: max(int(v+0.5), 1), sym: f.sym}
	if v < 100 && math.Abs(v-math.Round(v)) > 0.005 {
		a.exact = strconv.FormatFloat(math.Round(v*100)/100, 'f', 2, 64)
	}
	about := ""
	if math.Abs(v-math.Round(v)) > 0.005 {
		about = "about "
	}
	return f.String() + " over " + strings.TrimSpace(said) + " is " + about + a.String() + " a " + unit + " " + f.period + "."
}

// repFigureConversion converts a figure the rep just stated when the
// question asks it in the other period: "Our price is PKR 16.8 million a
// year. What's that per month?" is the rep's price a month, not the
// buyer's last figure.
func (e *engine) repFigureConversion(text, q string) string {
	if c := e.repFigureAgainstBudget(text, q); c != "" {
		return c
	}
	period := askedPeriod(q)
	if period == "" || !reAskBack.MatchString(q) && !reAskBackRep.MatchString(q) {
		return ""
	}
	stated := text
	if i := strings.Index(text, q); i > 0 {
		stated = text[:i]
	}
	for _, f := range figuresIn(stated) {
		if f.a.period != "" && f.a.period != period {
			n := e.unitCount(f.a.per)
			if c, _, ok := e.cardCount(strings.TrimPrefix(f.a.per, "per ")); n == 0 && f.a.per != "" && ok && c >= 1 && c == math.Trunc(c) {
				n = int(c) // "per drone" of the card's "9 drones"
			}
			if n > 0 && f.a.per != "" {
				if s, _ := converted(f.a, period, n); s != "" {
					return "Across all " + money(n)[1:] + ", " + f.a.String() + " is " + s + "." + e.fitVerdict(amount{n: f.a.n * n, sym: f.a.sym, period: f.a.period}, period, q)
				}
			}
			if s, exact := converted(f.a, period, 0); s != "" {
				out := f.a.String() + " is about " + s + "."
				if exact {
					out = f.a.String() + " is " + s + "."
				}
				return out + e.fitVerdict(f.a, period, q)
			}
		}
	}
	return ""
}

// reAskFit asks whether a figure fits the budget.
var reAskFit = regexp.MustCompile(`(?i)\b(?:fit|fits|within|inside|under|over|above|below|afford|work for you|sit against|compare)\b`)

// fitVerdict says whether the rep's figure, converted to period, fits the
// card's own budget, when the question asks and the card gives one in
// that period: "That's GHS 34,000 over our GHS 150,000 a year."
func (e *engine) fitVerdict(a amount, period, q string) string {
	if ap := e.f.described.approval; ap.ok() && (ap.period == period || ap.period == "") && a.per == "" && ap.sym == a.sym &&
		containsAny(strings.ToLower(q), "sign", "approv", "authori") && e.f.described.deciderMode == "" && e.f.decider != "" {
		// "does that go over what you can sign?": the card's sign-off limit
		if n := yearly(a, period); n > ap.n {
			return " That's over the " + ap.String() + " limit, so it goes to " + e.f.decider + "."
		} else if n > 0 {
			return " That's under the " + ap.String() + " limit."
		}
	}
	b := e.f.described.budget
	if !reAskFit.MatchString(q) || !b.ok() || b.period != period || b.per != "" || a.per != "" || e.f.unknown["{budget}"] {
		return ""
	}
	n := yearly(a, period)
	if n == 0 {
		return ""
	}
	switch {
	case n > b.n:
		return " That's " + moneyIn(a.sym, n-b.n) + " over our " + b.String() + ", so no, it doesn't fit."
	case n < b.n:
		return " That fits inside our " + b.String() + ", with " + moneyIn(a.sym, b.n-n) + " to spare."
	}
	return " That's exactly our " + b.String() + "."
}

// reHowMuchOf asks a quantity: "how many tonnes", "how much cane".
// Only measures are read this way; heads, sites and events are the team's
// and the pain's to answer.
var reHowMuchOf = regexp.MustCompile(`(?i)\bhow (?:many|much) (hectares|acres|tonnes|tons|kg|kilos|kilograms|litres|liters|gallons|barrels|carats|bottles|bales|pallets|cartons|containers|cane|milk|oil|resin|cocoa|coffee|grain|olives|units|instruments|kwh|mwh|cubic metres|square metres)\b`)

// askedQuantity gives the card's quantity of what the question names:
// "how many tonnes of olives" → "14,000 tonnes of olives a season"; ""
// when the card counts no such thing or it is a headcount.
func (e *engine) askedQuantity(q string) string {
	m := reHowMuchOf.FindStringSubmatch(q)
	if m == nil {
		return ""
	}
	unit := strings.TrimSuffix(strings.ToLower(m[1]), "s")
	if containsAny(unit, "money", "time") {
		return ""
	}
	re := regexp.MustCompile(`(?i)\b\d[\d,]*(?:\.\d+)?(?:\s*(?:million|thousand|k)\b)?\s+(?:[a-z-]+\s+){0,2}?` + regexp.QuoteMeta(unit) + `s?\b(?:\s+(?:a|per|each) (?:year|season|month|day|week))?`)
	cm := re.FindString(e.sc.Custom)
	if cm == "" || inAmount(e.sc.Custom, strings.Index(e.sc.Custom, cm)) {
		return ""
	}
	for i, w := range strings.Fields(q) {
		w = strings.Trim(w, ",.?!;:'\"")
		if i > 0 && w != "" && w != "I" && unicode.IsUpper([]rune(w)[0]) && !strings.Contains(cm, w) {
			return "" // "how many did you ship to the US?": a part the card does not count
		}
	}
	return "It's about " + cm + "."
}

// yearly is a figure converted to a year, or 0.
func yearly(a amount, period string) int {
	if period != "a year" {
		return 0
	}
	switch a.period {
	case "a month":
		return a.n * 12
	case "a quarter":
		return a.n * 4
	case "a week":
		return a.n * 52
	case "a year":
		return a.n
	}
	return 0
}

// reOthersCut is a percentage cut a third party offered: "they've offered
// you 15% off", "ToothTrack is offering 10% off".
var reOthersCut = regexp.MustCompile(`(?i)\b(they(?:'ve| have)?|he(?:'s| has)?|she(?:'s| has)?|\p{Lu}[\w-]+) (?:just )?(?:offered|offers|is offering|are offering|gave|give|has given|have given)(?: you| her| him| them)? (\d{1,2}(?:\.\d+)?)\s?(?:%|percent) off\b`)

// reAskAfterCut asks what a price comes to after a cut.
var reAskAfterCut = regexp.MustCompile(`(?i)\b(?:bring(?:s)? it (?:down )?to|brings? that (?:down )?to|come(?:s)? (?:down )?to|what does that make|leave(?:s)? you (?:at|paying)|net of|after (?:the|that) (?:cut|discount)|what would you pay|down to)\b`)

// othersCut returns the percentage of a cut that the message says a third
// party (the vendor paid today or the rival) offered, or "".
func (e *engine) othersCut(text string) string {
	m := reOthersCut.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	who := strings.ToLower(m[1])
	d := e.f.described
	if strings.HasPrefix(who, "they") || strings.HasPrefix(who, "he") || strings.HasPrefix(who, "she") ||
		d.vendor != "" && strings.Contains(strings.ToLower(d.vendor), who) || d.competitor != "" && strings.Contains(strings.ToLower(d.competitor), who) {
		return m[2]
	}
	return ""
}

// othersCutAnswer works out what the third party's price comes to after
// its cut, when the message asks: the card's spend for the vendor paid
// today ("ToothTrack … £2,150 a month" less 15% is £1,827.50 a month), the
// rival's price for the rival.
func (e *engine) othersCutAnswer(text string) string {
	pct := e.othersCut(text)
	if pct == "" || !reAskAfterCut.MatchString(text) {
		return ""
	}
	p, err := strconv.ParseFloat(pct, 64)
	if err != nil || p <= 0 || p >= 100 {
		return ""
	}
	d := e.f.described
	base := d.spend
	low := strings.ToLower(text)
	if d.competitor != "" && strings.Contains(low, strings.ToLower(d.competitor)) && d.compPrice.ok() {
		base = d.compPrice
	}
	if !base.ok() || base.per != "" {
		return ""
	}
	v := base.value() * (100 - p) / 100
	after := base
	after.each, after.all = "", ""
	if v == float64(int64(v)) {
		after.n, after.exact = int(v), ""
	} else {
		whole := int64(v)
		after.n, after.exact = max(int(v+0.5), 1), money(int(whole))[1:]+"."+strconv.FormatFloat(v-float64(whole), 'f', 2, 64)[2:] // "1,827.50"
	}
	return "After " + trimPct(p) + "% off " + base.String() + ", that's " + after.String() + "."
}

// reUnitPrice is a price per unit in a message: "A$1.95 a hectare", "$45
// per lawyer".
var reUnitPrice = regexp.MustCompile(`(?i)^\s*(?:a|an|per|each|every|/)\s*([a-z][a-z-]{2,20})\b`)

// reAskSum asks for a total.
var reAskSum = regexp.MustCompile(`(?i)\b(?:in total|total|altogether|all in|all told|come to|comes to|add up|adds up|work out|works out)\b`)

// repUnitTotal multiplies a per-unit price the rep names by the card's
// count of that unit when the rep asks for the total: "AgriLens is at
// A$1.95 a hectare. What does that come to in total per year?" over
// "38,000 hectares" → A$74,100 a year.
func (e *engine) repUnitTotal(text, q string) string {
	if !reAskSum.MatchString(q) {
		return ""
	}
	for _, m := range reAmount.FindAllStringSubmatchIndex(text, -1) {
		a, end := parseAmount(text, m)
		if !a.ok() {
			continue
		}
		unit := strings.TrimPrefix(a.per, "per ")
		if unit == "" {
			um := reUnitPrice.FindStringSubmatch(text[end:])
			if um == nil {
				continue
			}
			unit = strings.ToLower(um[1])
			if pm := rePeriod.FindStringSubmatch(text[end+len(um[0]):]); a.period == "" && pm != nil {
				// "NGN 3,800 a berth each month"
				a.period = map[string]string{"month": "a month", "mo": "a month", "monthly": "a month", "year": "a year", "yr": "a year", "annum": "a year",
					"annually": "a year", "yearly": "a year", "a year": "a year", "per annum": "a year", "week": "a week", "weekly": "a week",
					"quarter": "a quarter", "quarterly": "a quarter", "season": "a season"}[strings.ToLower(pm[1]+pm[2])]
			}
		}
		unit = strings.TrimSuffix(unit, "s")
		switch unit {
		case "month", "year", "week", "day", "quarter", "season", "lot", "bit", "few":
			continue
		}
		n, said, ok := e.cardCount(unit)
		if !ok || n < 2 {
			continue
		}
		total := a.value() * n
		out := amount{n: max(int(total+0.5), 1), sym: a.sym, period: a.period}
		if out.period == "" {
			out.period = askedPeriod(q)
		}
		price := withSym(a.sym, strings.TrimPrefix(money(a.n), "$"))
		if a.exact != "" {
			price = withSym(a.sym, a.exact)
		}
		return "At " + price + " a " + unit + " over our " + strings.TrimSpace(said) + ", that's " + out.String() + "."
	}
	return ""
}

var (
	// rePerEventCount is a loss per event and how many there were: "lose
	// about €22,000 per unplanned spindle failure and had 5 last year".
	rePerEventCount = regexp.MustCompile(`(?i)\bper ([a-z][a-z -]{2,40}?),? (?:and|with) (?:had|saw|suffered|logged|recorded|lost|got) (\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b([^.;]{0,20})`)
	// reRenewTerm is a renewal for a term of years: "auto-renews for two
	// years", "renews for 3 years".
	reRenewTerm = regexp.MustCompile(`(?i)\b(?:auto-?renews?|renews?|rolls? over|extends?) (?:automatically )?for (\d|two|three|four|five) years\b`)
	// reAskCardTotal asks a total of the card's own figures.
	reAskCardTotal = regexp.MustCompile(`(?i)\b(?:all in|in total|total|altogether|all told|add up|adds up|come to|comes to|committed to|commit(?:s)? (?:you|us) to|cost (?:you|us) (?:all in|in total|altogether))\b|\bwhat did (?:that|it|those) cost\b`)
)

var smallNumbers = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12}

// cardTotal works out a total of the card's own figures when the rep asks
// for it: a loss per event times the events ("€22,000 per failure, 5 last
// year" → about €110,000), or a yearly spend over the term it renews for
// ("CA$6,500 a month, auto-renews for two years" → CA$156,000).
func (e *engine) cardTotal(q string) string {
	if !reAskCardTotal.MatchString(q) {
		return ""
	}
	lq := strings.ToLower(q)
	for _, sn := range splitSentences(e.sc.Custom) {
		if m := rePerEventCount.FindStringSubmatchIndex(sn); m != nil {
			n, ok := smallNumbers[strings.ToLower(sn[m[4]:m[5]])]
			if !ok {
				n, _ = strconv.Atoi(sn[m[4]:m[5]])
			}
			var a amount
			for _, am := range reAmount.FindAllStringSubmatchIndex(sn[:m[0]], -1) {
				a, _ = parseAmount(sn, am) // the last sum before "per …"
			}
			if a.ok() && n >= 2 && sharesStem(q, sn[m[2]:m[3]]) {
				total := amount{n: a.n * n, sym: a.sym}
				when := strings.TrimSpace(sn[m[6]:m[7]])
				if when != "" {
					when = " " + when
				}
				return "About " + total.String() + strings.TrimRight(when, ",") + ": " + strconv.Itoa(n) + " at about " + amount{n: a.n, sym: a.sym}.String() + " each."
			}
		}
	}
	if containsAny(lq, "roll", "renew", "commit", "locked", "lock in") {
		sp := e.f.described.spend
		if m := reRenewTerm.FindStringSubmatch(e.sc.Custom); m != nil && sp.ok() && sp.per == "" {
			years, ok := smallNumbers[strings.ToLower(m[1])]
			if !ok {
				years, _ = strconv.Atoi(m[1])
			}
			if y := yearly(sp, "a year"); y > 0 && years >= 2 {
				return "If it rolls over, that's " + strconv.Itoa(years) + " years at " + amount{n: y, sym: sp.sym, period: "a year"}.String() + ": " + moneyIn(sp.sym, y*years) + " in all."
			}
		}
	}
	return ""
}

// reAgainstBudget asks how the rep's figure sits against the buyer's
// budget: "how does that sit against your €18k for the year?"
var reAgainstBudget = regexp.MustCompile(`(?i)\b(?:sit|sits|compare|compares|stack up|stacks up|measure up|fit|fits|line up)\b[^?]{0,30}\b(?:against|with|to|in|into|within|inside)\b[^?]{0,25}\b(?:your|the|our)\b`)

// repFigureAgainstBudget converts the rep's own figure to the budget's
// period and says whether it fits, when the rep asks how it sits against
// the budget the card gives.
func (e *engine) repFigureAgainstBudget(text, q string) string {
	b := e.f.described.budget
	if !reAgainstBudget.MatchString(q) || !b.ok() || b.per != "" || e.f.unknown["{budget}"] || b.period != "a year" {
		return ""
	}
	for _, f := range figuresIn(text) {
		if f.a.period == "" || f.a.period == b.period || f.a.per != "" || f.a.n == b.n {
			continue
		}
		s, exact := converted(f.a, b.period, 0)
		if s == "" {
			continue
		}
		out := f.a.String() + " is " + s + "."
		if !exact {
			out = f.a.String() + " is about " + s + "."
		}
		return out + e.fitVerdict(f.a, b.period, "fit")
	}
	return ""
}

// cardCount is the count the card gives of unit ("820 casual staff",
// "1.2 million tonnes"): the first number before the unit, with at most
// one word between them; said is the card's words for it.
func (e *engine) cardCount(unit string) (n float64, said string, ok bool) {
	reCount := regexp.MustCompile(`(?i)\b(\d[\d,]*(?:\.\d+)?)(?:\s*(million|thousand|k)\b)?\s+(?:[a-z-]+\s+)?` + regexp.QuoteMeta(unit) + `s?\b`)
	cm := reCount.FindStringSubmatch(e.sc.Custom)
	if cm == nil {
		return 0, "", false
	}
	n, err := strconv.ParseFloat(strings.ReplaceAll(cm[1], ",", ""), 64)
	if err != nil {
		return 0, "", false
	}
	switch strings.ToLower(cm[2]) {
	case "million":
		n *= 1e6
	case "thousand", "k":
		n *= 1e3
	}
	return n, cm[0], true
}

// reWhQuestion is a question that asks for something rather than checks
// it: "what …", "how many …".
var reWhQuestion = regexp.MustCompile(`(?i)\b(?:what|how|who|whom|whose|when|why|which|where)\b`)

// reCheckNum is a figure in a question that checks it, with the word after
// it: "4,200 hectares", "3 thousand reais", "R$3,000".
var reCheckNum = regexp.MustCompile(`(?i)(\d[\d,.]*)(?:\s*(thousand|k|million)\b)?(?:\s+([a-z][a-z-]+))?`)

// reChecks marks a question that checks what was said ("…, right?",
// "just so I have it right", "is that correct?"); reAsksAct one that asks
// for an act or a plan ("can't you split it under PKR 2 million?", "would
// you want to start the week of 1 March?"), which no figure confirms.
var (
	reChecks  = regexp.MustCompile(`(?i)\b(?:right|correct|yes|yeah|true)\s*\?|\bjust (?:so I|to (?:check|confirm|be clear))\b|\b(?:confirm|confirming|remind me|did you say|you said|was it|is that)\b`)
	reAsksAct = regexp.MustCompile(`(?i)^\s*(?:and |so |but |ok,? |okay,? )?(?:could|would|can|can't|cannot|will|won't|shall|should|may|might|do|does|did|don't|if|what if|why not|how about|let's)\b|\b(?:split|under|below|sign|start|pay|discount|off)\b`)
)

// confirmFigure answers a question that checks a figure the card gives
// ("that's 1,250 employees, right?", "about three thousand reais a month in
// spoiled kegs?"): "Yes, 1,250 employees." The figure must be the card's
// own (a count of the same unit, or a sum of the same value). all is true
// when every question of the message was such a check. "" when none is.
func (e *engine) confirmFigure(q string) (string, bool) {
	var out []string
	all := true
	for _, sent := range splitSentences(q) {
		if !strings.Contains(sent, "?") {
			continue
		}
		if !strings.ContainsAny(sent, "0123456789") && !reDigitWord.MatchString(sent) {
			all = false
			continue // no figure to check
		}
		if i := strings.LastIndex(sent, ":"); i >= 0 {
			sent = sent[i+1:] // "Just so I have it right: about …?"
		}
		if !reChecks.MatchString(sent) && !(len(strings.Fields(sent)) <= 10 && !reAsksAct.MatchString(sent)) || reAsksAct.MatchString(sent) ||
			reWhQuestion.MatchString(sent) || reAmount.MatchString(sent) && (reAskMonth.MatchString(sent) || reAskYear.MatchString(sent)) && containsAny(strings.ToLower(sent), "come to", "works out", "over a", "per ") {
			all = false
			continue
		}
		said := ""
		for _, m := range reCheckNum.FindAllStringSubmatch(digitWords(sent), -1) {
			num := m[1]
			if reDotThousands.MatchString(num) {
				num = strings.ReplaceAll(num, ".", "")
			}
			v, err := strconv.ParseFloat(strings.TrimRight(strings.ReplaceAll(num, ",", ""), "."), 64)
			if err != nil || v <= 0 {
				continue
			}
			switch strings.ToLower(m[2]) {
			case "thousand", "k":
				v *= 1000
			case "million":
				v *= 1e6
			}
			unit := strings.ToLower(m[3])
			for _, c := range e.f.described.counts {
				f := strings.Fields(c)
				cn := f[0]
				if reDotThousands.MatchString(cn) {
					cn = strings.ReplaceAll(cn, ".", "")
				}
				n, err := strconv.ParseFloat(strings.ReplaceAll(cn, ",", ""), 64)
				cu := strings.ToLower(f[len(f)-1])
				if err == nil && n == v && unit != "" && len(unit) >= 3 && len(cu) >= 3 && unit[:3] == cu[:3] {
					said = c
				}
			}
			if said == "" && len(unit) >= 3 {
				if n, txt, ok := e.cardCount(strings.TrimSuffix(unit, "s")); ok && n == v {
					said = strings.TrimSpace(txt) // "4,200 hectares" the card counts outside the team
				}
			}
			if said == "" && v >= 100 {
				for _, am := range reAmount.FindAllStringSubmatchIndex(e.sc.Custom, -1) {
					if a, _ := parseAmount(e.sc.Custom, am); a.ok() && a.exact == "" && float64(a.n) == v {
						said = a.String()
						break
					}
				}
			}
			if said != "" {
				break
			}
		}
		if said == "" {
			all = false
			continue
		}
		out = append(out, "Yes, "+said+".")
	}
	if len(out) == 0 {
		return "", false
	}
	return strings.Join(out, " "), all
}

// sentenceEndAfter is the index just past the end of the sentence that
// holds position from: a ".", "?" or "!" that ends a sentence, never the
// decimal point of "₹4.2 million" nor the dot of "Dr." or "approx.".
func sentenceEndAfter(s string, from int) int {
	for i := from; i < len(s); i++ {
		switch s[i] {
		case '?', '!':
			return i + 1
		case '.':
			if i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				continue // a decimal point
			}
			if i+1 < len(s) && s[i+1] != ' ' && s[i+1] != '"' && s[i+1] != '\'' && s[i+1] != ')' {
				continue
			}
			if w := lastWord(s[:i]); abbrevs[strings.ToLower(w)] {
				continue
			}
			return i + 1
		}
	}
	return len(s)
}

// abbrevs end with a dot that ends no sentence.
var abbrevs = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "eng": true, "approx": true, "rs": true, "st": true, "no": false, "inc": false, "vs": true, "etc": false}

func lastWord(s string) string {
	i := strings.LastIndexAny(s, " (")
	return s[i+1:]
}
