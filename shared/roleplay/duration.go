package roleplay

import (
	"regexp"
	"strings"
)

// reDuration is a length of time the card states: "12 weeks", "3 months".
var reDuration = regexp.MustCompile(`\b\d+(?:\.\d+)?\s(?:minutes?|hours?|days?|weeks?|months?|years?)\b`)

// reAsksHowLong asks how long something takes.
var reAsksHowLong = regexp.MustCompile(`\bhow long\b|\bhow many (?:weeks|months|days)\b|\bup to speed\b|\bramp(?:-| )?(?:up )?time\b`)

// askedDuration answers "how long does a new hire take to get up to
// speed?" with the card's own sentence that states a length of time about
// the same thing ("New hires take 12 weeks to become productive."), when
// that sentence can be said as it stands: its own subject, no pronoun to
// convert, no sum. "" otherwise.
func (e *engine) askedDuration(q string) string {
	low := strings.ToLower(q)
	if !reAsksHowLong.MatchString(low) || strings.Count(low, "?") > 1 {
		return ""
	}
	kw := keywords(q)
	best := ""
	for _, sn := range splitSentences(e.sc.Custom) {
		for _, cl := range strings.FieldsFunc(strings.NewReplacer(", and ", ";", ", but ", ";", ", so ", ";").Replace(sn), func(r rune) bool { return r == ';' }) {
			cl = strings.TrimSpace(strings.TrimRight(cl, "."))
			if !reDuration.MatchString(cl) || reThirdPerson.MatchString(cl) || strings.ContainsAny(cl, "$€£₹()") || reAmount.MatchString(cl) {
				continue
			}
			if ws := strings.Fields(cl); len(ws) < 3 || !upperStart(ws[0]) || reTiming.MatchString(strings.ToLower(cl)) {
				continue
			}
			shared := false
			for w := range keywords(cl) {
				shared = shared || kw[w] && !genericKeywords[w]
			}
			if !shared && !sharesStem(q, cl) && !sharesNoun(q, cl) {
				continue
			}
			if best != "" {
				return "" // two lengths of time: which one is asked is not clear
			}
			best = cl + "."
		}
	}
	return best
}

func upperStart(w string) bool {
	return w != "" && strings.ToUpper(w[:1]) == w[:1] && strings.ToLower(w[:1]) != w[:1]
}

// reAsksPct asks for a rate as a percentage.
var reAsksPct = regexp.MustCompile(`\b(?:as a percentage|what percentage|what percent|in percent)\b`)

// pctUnknown reports a question for a percentage the card does not give
// about the thing asked (a card's % in the rep's own claim, a discount or
// an offer does not count): the buyer would have to check, never a sum in
// its place.
func (e *engine) pctUnknown(q string) bool {
	low := strings.ToLower(q)
	if !reAsksPct.MatchString(low) || rePctOf.MatchString(q) || reAmount.MatchString(q) {
		return false
	}
	kw := keywords(q)
	for _, sn := range splitSentences(e.sc.Custom) {
		sl := strings.ToLower(sn)
		if !strings.Contains(sn, "%") || containsAny(sl, "our claim", "claim that", " off", "discount", "our quote", "we cut", "we reduce") {
			continue
		}
		for w := range keywords(sn) {
			if kw[w] && !genericKeywords[w] {
				return false // the card gives a percentage about it
			}
		}
	}
	return true
}

// durationStop are words too common to tie a question to a clause.
var durationStop = map[string]bool{"take": true, "takes": true, "does": true, "long": true, "they": true, "them": true, "this": true, "that": true,
	"with": true, "from": true, "your": true, "have": true, "what": true, "when": true, "into": true, "weeks": true, "months": true, "days": true, "years": true,
	"hours": true, "week": true, "month": true, "year": true, "become": true, "get": true, "fully": true, "speed": true}

// sharesNoun reports a content word (4+ letters) the two texts share in
// any number: "a new hire" and "New hires take 12 weeks".
func sharesNoun(a, b string) bool {
	for _, x := range words(a) {
		if len(x) < 4 || durationStop[x] {
			continue
		}
		for _, y := range words(b) {
			if !durationStop[y] && sameNoun(x, y) {
				return true
			}
		}
	}
	return false
}
