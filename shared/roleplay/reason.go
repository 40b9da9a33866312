package roleplay

import (
	"regexp"
	"strings"
)

// The reason behind a date: a card that says "must choose by Friday; the
// sale starts next week" or "wants to wait until September" gives its own
// reason, and "why Friday?" or "what's behind the wait?" is answered with
// it, never with the date again or a stock story.

var (
	// reAskWhy asks the reason for something.
	reAskWhy = regexp.MustCompile(`(?i)\bwhy\b|\bwhat(?:'s|’s| is) (?:behind|driving)\b|\bwhat drives\b|\bthe reason\b|\bhow come\b`)
	// reWhyTiming ties the why to a date, a wait or a deadline.
	reWhyTiming = regexp.MustCompile(`(?i)\b(?:wait|waiting|date|deadline|rush|hurry|timing|then|now|soon|by|until|before|after|delay|hold off|later|` + monthNames + `|monday|tuesday|wednesday|thursday|friday|saturday|sunday|q[1-4]|year-end|week|month)\b`)
	// reDeadlineClause is a clause that sets a date or a wait.
	reDeadlineClause = regexp.MustCompile(`(?i)\b(?:must|has to|have to|needs to|need to|due|decides?|decision|choose|pick|select|wait|waits|not before|not until|deadline|hold off)\b`)
	// reBeforeEvent is "…, before herring season" / "before the Lunar New
	// Year peak": a deadline's reason when what follows is no date.
	reBeforeEvent = regexp.MustCompile(`(?i),?\s+(?:before|ahead of|in time for) ((?:the |our |their |its )?[a-z][^,;]*)$`)
	// reSoWants is "X, so she wants proof before …": X is the reason.
	reSoWants = regexp.MustCompile(`(?i)^(.+?),? so (?:she|he|they|we) (?:wants?|needs?|has to|must|won't|will not|is waiting|waits)\b`)
	// reAndWaits is "she is migrating … and wants to wait until September".
	reAndWaits = regexp.MustCompile(`(?i)^(.+?) and (?:wants?|needs?|plans?|prefers?) to (?:wait|hold off|pause|delay)\b`)
	// reBecause is "because X", "as X", "since X".
	reBecause = regexp.MustCompile(`(?i)\b(?:because|since) (.+)$`)
)

// reasonForDate is the card's own reason for a date or a wait the question
// asks about ("What's driving the Friday date?"), said in the buyer's
// words: "Because the holiday sale starts next week." "" when the question
// asks no such why or the card gives no reason.
func (e *engine) reasonForDate(q string) string {
	if !reAskWhy.MatchString(q) {
		return ""
	}
	var why string
	for _, part := range splitSentences(q) {
		if reAskWhy.MatchString(part) {
			why = part
			break
		}
	}
	if why == "" {
		why = q
	}
	lw := strings.ToLower(why)
	if !reWhyTiming.MatchString(lw) || containsAny(lw, "why would", "why should", "why not", "why you", "why us", "why me") {
		return ""
	}
	best, bestScore := "", -1
	for _, sent := range splitSentences(e.sc.Custom) {
		sent = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(sent), ".!"))
		r := cardReason(sent)
		if r == "" {
			continue
		}
		score := 0
		for _, w := range strings.Fields(strings.ToLower(sent)) {
			w = strings.Trim(w, ",.;:'\"()")
			if len(w) >= 4 && strings.Contains(lw, w) {
				score++
			}
		}
		if score > bestScore {
			best, bestScore = r, score
		}
	}
	if best == "" {
		return ""
	}
	say := speechAs(best, false)
	if d := e.f.described; d.buyerName != "" {
		say = strings.ReplaceAll(say, d.buyerName, "I")
	}
	say = strings.TrimSpace(strings.TrimRight(say, ",;: "))
	if !readsWhole(say) {
		return ""
	}
	if strings.HasPrefix(say, "before ") {
		return "It has to be in place " + say + "."
	}
	return "Because " + lowerLead(say) + "."
}

// cardReason is the reason a card sentence gives for its date or wait, or
// "" when it gives none.
func cardReason(sent string) string {
	if m := reSoWants.FindStringSubmatch(sent); m != nil {
		return strings.TrimSpace(m[1]) // "A past vendor failed an audit, so she wants proof …"
	}
	if m := reAndWaits.FindStringSubmatch(sent); m != nil {
		return strings.TrimSpace(m[1])
	}
	if m := reBecause.FindStringSubmatch(sent); m != nil && reDeadlineClause.MatchString(sent) {
		return strings.TrimSpace(m[1])
	}
	if !reDeadlineClause.MatchString(sent) {
		return ""
	}
	if i := strings.Index(sent, ";"); i > 0 && reDeadlineClause.MatchString(sent[:i]) {
		return strings.TrimSpace(sent[i+1:]) // "must choose by Friday; Black Friday traffic starts next week"
	}
	if i := strings.LastIndex(sent, ": "); i > 0 && reDeadlineClause.MatchString(sent[:i]) && strings.ContainsAny(sent[:i], "'\"‘’“”") && clauseHasVerb(sent[i+2:]) {
		return strings.TrimSpace(sent[i+2:]) // "He says 'not before the audit': the recertification is on 20 February"
	}
	if m := reBeforeEvent.FindStringSubmatch(sent); m != nil && !reCardDate.MatchString("before "+m[1]) && !strings.ContainsAny(m[1], "0123456789") {
		return "before " + strings.TrimSpace(m[1]) // "due by 15 January, before herring season"
	}
	return ""
}

// lowerLead lower-cases a clause's first word when it is a common word
// ("The sale …" → "the sale …"), never a name ("Black Friday …").
func lowerLead(s string) string {
	ws := strings.SplitN(s, " ", 2)
	switch ws[0] {
	case "The", "A", "An", "Our", "We", "Their", "It", "There", "This", "That", "Its", "Next", "One", "Last", "Harvest", "Peak":
		return lowerFirst(s)
	}
	return s
}
