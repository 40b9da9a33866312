package coach

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Price concessions worded as a price: "we can do it for $1,700", "I can
// offer $2,000 a month", "let's call it $1,900". A lexicon cannot list every
// wording, so an amount the seller offers is compared with the prices the
// buyer has heard (the seller's price, a competitor's quote, the budget):
// an offer below the highest of them is a concession.

// scenarioPrices returns the amounts of money stated in the texts (the
// scenario's situation and the buyer's line), in order.
func scenarioPrices(texts ...string) []float64 {
	var out []float64
	for _, text := range texts {
		text, _ = truncate(text, maxContextBytes)
		toks := tokenize(text)
		for i := range toks {
			if !isMoneyAt(toks, i) {
				continue
			}
			if !priceContext(toks, i) {
				continue
			}
			if v, ok := quantityAt(toks, i); ok && v > 0 {
				out = append(out, v)
			}
		}
	}
	return out
}

// priceWords near an amount make it a price ("our price is $2,400", "they
// quoted $1,700", "a budget of $2k"); lossWords make it a cost of the
// buyer's problem ("losing $40,000 a month"), which is not a price.
var (
	priceWords = toSet("price prices priced pricing quote quoted quotes quoting charge charges charging plan plans license licence licenses subscription contract budget budgeted seat seats renewal pay paying costs cost proposal offer offered rate")
	lossWords  = toSet("lose loses losing lost loss losses waste wastes wasting wasted revenue savings save saves fine fines penalty penalties damage")
)

// priceContext reports whether the amount at token i is stated as a price.
func priceContext(toks []token, i int) bool {
	found := false
	for k := max(0, i-6); k < len(toks) && k <= i+4; k++ {
		if toks[k].sent != toks[i].sent || k == i {
			continue
		}
		if lossWords[toks[k].norm] {
			return false
		}
		if priceWords[toks[k].norm] {
			found = true
		}
	}
	return found
}

// isMoneyAt reports whether token i is an amount of money ("$1,700",
// "1,700 dollars").
func isMoneyAt(toks []token, i int) bool {
	t := &toks[i]
	if !t.isNum() || t.year || t.clock || t.ordinal || t.pct {
		return false
	}
	if t.money {
		return true
	}
	for k := i + 1; k < len(toks) && k <= i+2 && toks[k].sent == t.sent; k++ {
		switch toks[k].norm {
		case "dollars", "dollar", "bucks", "euros", "pounds", "usd":
			return true
		}
		if _, scale := scaleWords[toks[k].norm]; !scale {
			break
		}
	}
	return false
}

// offerWords come right before an amount the seller offers: "for $1,700",
// "match $1,700", "make it $1,900", "offer $2,000".
var offerWords = toSet("for at to match make it call offer only just do give")

// costWords before an amount make it the buyer's cost or a saving, not an
// offer: "you're paying $1,700", "it saves you $1,700 for …".
var costWords = toSet("save saves saving savings saved cost costs costing pay paying paid pays spend spending spent spends lose losing lost waste wasting wasted quoted quote quotes budget budgeted charges charging fee fees fine fines penalty")

// thirdParty words make an amount someone else's ("they'll do it for $1,700").
var thirdParty = toSet("they they'll they're they've their them competitor competitors")

// lowerPriceOffer reports whether the amount at content position p of cs (a
// sentence's content tokens) is a price the seller offers below the prices
// the buyer has heard, and returns the position where the offer starts.
func (d *doc) lowerPriceOffer(cs []int, p int) (int, bool) {
	toks := d.toks
	i := cs[p]
	if p == 0 || !isMoneyAt(toks, i) {
		return 0, false
	}
	v, ok := quantityAt(toks, i)
	if !ok || v <= 0 {
		return 0, false
	}
	seller, other := false, false
	for n, k := range cs {
		switch toks[k].norm {
		case "each", "apiece":
			if n < p || n == p+1 {
				return 0, false // a price a unit ("each freezer at €15,500") is no lower total
			}
		case "i", "we", "i'll", "we'll", "i'm", "we're", "i'd", "we'd", "me", "us", "let's", "i've", "we've":
			seller = true
		}
		if thirdParty[toks[k].norm] {
			other = true
		}
	}
	prev := toks[cs[p-1]].norm
	if !seller || !offerWords[prev] {
		return 0, false
	}
	for k := max(0, p-4); k < p; k++ {
		if costWords[toks[cs[k]].norm] {
			return 0, false
		}
	}
	start := p - 1
	if prev == "it" && p >= 2 && (toks[cs[p-2]].norm == "make" || toks[cs[p-2]].norm == "call" || toks[cs[p-2]].norm == "do") {
		start = p - 2
	}
	instead := p+1 < len(cs) && toks[cs[p+1]].norm == "instead"
	if len(d.prices) == 0 {
		// nothing to compare with: only the unmistakable wordings
		return start, !other && (prev == "match" || instead)
	}
	top := 0.0
	for _, x := range d.prices {
		top = max(top, x)
	}
	if prev == "match" {
		return start, v < top*1.005
	}
	if other && !instead {
		return 0, false
	}
	if v < top*0.995 && v >= top*0.2 {
		return start, true
	}
	return start, instead
}

// matchRe finds the seller promising to meet or undercut another quote,
// whatever the words: "ours lands at or under it", "we'll come in below
// theirs", "our price will be level with their number".
var matchRe = regexp.MustCompile(`\b(ours|our (price|quote|number|offer|fee|bid)|we|we'll|i'll|i will|we will)\b[^.?!]{0,40}\b(at or (under|below)|under|below|beneath|level with|no higher than|no more than|the same as|lower than|less than|beat)\b[^.?!]{0,20}\b(it|theirs|their (price|quote|number|offer|bid)|that (price|quote|number)|the competitor'?s?|them)\b`)

// giveawayRe finds a free extra given to soften the price: "we'll also
// cover the first year of sensor replacements", "I'll pay for your
// onboarding".
var giveawayRe = regexp.MustCompile(`\b(we'll|i'll|we will|i will|we can|i can|we could|i could)( also| even)? (cover|pay for|absorb|eat|take on|foot)( the cost of)? (the first|your first|the|your) ([a-z]+ )?(year|years|months?|quarter|setup|set-up|onboarding|installation|training|licen[cs]es?|replacements|fees?)\b`)

// priceCaves marks what a lexicon of phrases misses: a promise to meet or
// undercut another quote and a free extra given for nothing. Both are
// concessions: never value, never "you hold the price".
func priceCaves(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		if f.discount > 0 {
			continue
		}
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		m := matchG.FindStringIndex(low)
		note := "promises to meet or undercut another quote"
		if m == nil {
			m = giveawayG.FindStringIndex(low)
			note = "a free extra given for nothing"
		}
		if m == nil || strings.Contains(low, "if you") || strings.Contains(low, "in exchange") || strings.Contains(low, "in return") {
			continue
		}
		f.discount++
		d.discount++
		d.discountUncond++
		clearValue(d, f) // concession.go
		if f.next >= 1 {
			f.next = 0
		}
		dropEvidence(d, st.s, st.e, "respond", "value", "customerFocus", "specificity", "nextStep", "buyerNumber")
		d.ev.add(d.text, "discount", "negative", st.s+at[m[0]], st.s+at[m[1]], note)
		changed = true
	}
	if moreCaves(d, false) { // concession.go: the other wordings, and a lower figure
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}

// refusedRe finds a refusal just before a concession's words: "I'm not
// going to match it", "we won't discount".
var refusedRe = regexp.MustCompile(`\b(not|never|nor|neither|won't|will not|can't|cannot|don't|do not|wouldn't|would not|refuse to|no intention of|rather than|than|instead of)\b[^.?!,;:]{0,20}$`)

// refusedBefore reports whether the concession at byte at of text is one
// the rep refuses, in the same clause.
func refusedBefore(text string, at int) bool {
	from := max(0, at-40)
	for from > 0 && from < len(text) && !utf8.RuneStart(text[from]) {
		from++
	}
	low, _ := lowered(text[from:at])
	return refusedRe.MatchString(low) && !strings.Contains(low, "not only")
}
