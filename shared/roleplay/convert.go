package roleplay

import (
	"regexp"
	"strconv"
	"strings"
)

// Unit conversion: a buyer who knows "$4,800 a year" also knows it is $400
// a month. Asked for a figure in the other period (or asked what a figure
// just given comes to), the buyer does the arithmetic instead of saying it
// would have to check.

var (
	reAskMonth = regexp.MustCompile(`(?i)\b(?:per|a|each|every|by the|in a) month\b|\bmonthly\b|\bmonth to month\b|\bmonth-to-month\b`)
	reAskYear  = regexp.MustCompile(`(?i)\b(?:per|a|each|every|by the|in a|over a|for a|the whole|the full|over the|a full|a whole) (?:full |whole )?year\b|\bannual(?:ly)?\b|\byearly\b|\bper annum\b|\btwelve months\b|\b12 months\b`)
	// reAskBack is a question about a figure already given: "what's that per
	// month?", "what does that add up to in a year?".
	reAskBack = regexp.MustCompile(`(?i)\b(?:that|it|this|those)\b.*\b(?:per|a|each|in a|over a|come to|add up|work out|total|across)\b|\b(?:add up|adds up|come to|comes to|works out|work out|in total|all told|altogether)\b`)
)

// reAskTotal asks a per-unit figure for everyone: "across the team",
// "for all of them", "in total".
var reAskTotal = regexp.MustCompile(`\b(?:across (?:the|all|your|both|every)|for (?:the )?(?:whole|entire) |for all\b|all of them|in total|total\b|altogether|all told|for the team)`)

// askedPeriod is the period a question asks a money figure in: "a month",
// "a year" or "" (neither, or both).
func askedPeriod(q string) string {
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
					return "Across all " + strconv.Itoa(n) + ", that's " + moneyIn(f.a.sym, f.a.n*n) + " " + p + "."
				}
			}
		}
	}
	period := askedPeriod(q)
	if period == "" || !reAskBack.MatchString(q) {
		return ""
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
		end := len(answer)
		if i := strings.IndexAny(answer[f.end:], ".?!"); i >= 0 {
			end = f.end + i + 1
		}
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
