package coach

import (
	"regexp"
	"strings"

	"pitchperfect/shared/text"
)

// Gated twins of the reply patterns that run on every sentence (or every
// question) of a reply: each is the same regular expression behind the
// literals its matches must contain (text.Gate), so a sentence without them
// skips the backtracking run. The patterns themselves stay where they are
// documented.
var (
	slotSaidG   = gateMap(slotSaid)
	slotAskG    = gateMap(slotAsk)
	dateG       = text.Gate(dateRe)
	stepG       = text.Gate(stepRe)
	checkG      = text.Gate(checkRe)
	crowdG      = text.Gate(crowdRe)
	weFirstG    = text.Gate(weFirst)
	matchG      = text.Gate(matchRe)
	giveawayG   = text.Gate(giveawayRe)
	splitG      = text.Gate(splitRe)
	limitG      = text.Gate(limitRe)
	closeNowG   = text.Gate(closeNowRe)
	bypassGated = gateAll(bypassRes)
	deferG      = text.Gate(deferRe)
	docOfferG   = text.Gate(docOfferRe)
	vagueClaimG = text.Gate(vagueClaimRe)
)

// bypassWordsG is bypassWords as a gate (its one clause is the words), so
// that pitchEthics answers anyOf(low, bypassWords) from its sentence scan
// for the sentences that hold none of them.
var bypassWordsG = wordsGate(bypassWords)

// wordsGate is the gate of an alternation of the words.
func wordsGate(words []string) *text.Gated {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = regexp.QuoteMeta(w)
	}
	return text.MustGate(strings.Join(q, "|"))
}

func gateMap(m map[string]*regexp.Regexp) map[string]*text.Gated {
	out := make(map[string]*text.Gated, len(m))
	for k, re := range m {
		out[k] = text.Gate(re)
	}
	return out
}

func gateAll(res []*regexp.Regexp) []*text.Gated {
	out := make([]*text.Gated, len(res))
	for i, re := range res {
		out[i] = text.Gate(re)
	}
	return out
}
