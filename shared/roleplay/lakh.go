package roleplay

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// reLakhCard finds the currency a card writes in lakh or crore: "₹42 lakh",
// "Rs 1.6 crore", "Tk 45 lakh".
var reLakhCard = regexp.MustCompile(`(₹|Rs\.?\s?|INR\s?|Tk\.?\s?|BDT\s?|PKR\s?|NPR\s?|LKR\s?)\d[\d,.]*\s?(?:lakhs?|lacs?|crores?|cr)\b`)

// lakhSym is the currency prefix the card writes in lakh/crore, or "".
func lakhSym(custom string) string {
	if m := reLakhCard.FindStringSubmatch(custom); m != nil {
		return m[1]
	}
	return ""
}

// inLakh says every sum in that currency in lakh and crore, as the card
// does: "₹280,000" → "₹2.8 lakh", "₹4.2 million" → "₹42 lakh",
// "₹16 million" → "₹1.6 crore". Sums under a lakh stay as they are. A card
// that writes the currency in millions keeps millions.
func inLakh(text, sym string) string {
	if sym == "" || !strings.Contains(text, strings.TrimSpace(sym)) {
		return text
	}
	re := regexp.MustCompile(regexp.QuoteMeta(strings.TrimSpace(sym)) + `\s?(\d[\d,]*(?:\.\d+)?)(\s(?:million|billion|lakhs?|crores?)\b)?`)
	return re.ReplaceAllStringFunc(text, func(s string) string {
		m := re.FindStringSubmatch(s)
		if strings.Contains(m[2], "lakh") || strings.Contains(m[2], "crore") {
			return s
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
		if err != nil {
			return s
		}
		switch strings.TrimSpace(m[2]) {
		case "million":
			v *= 1e6
		case "billion":
			v *= 1e9
		}
		unit, d := "", 0.0
		switch {
		case v >= 1e7:
			unit, d = "crore", v/1e7
		case v >= 1e5:
			unit, d = "lakh", v/1e5
		default:
			return s
		}
		n := strconv.FormatFloat(math.Round(d*100)/100, 'f', -1, 64)
		return sym + n + " " + unit
	})
}

// fromLakh is inLakh undone, for the buyer's own earlier lines: the
// engine compares what was said in its own figures ("₹280,000").
func fromLakh(text, sym string) string {
	if sym == "" || !strings.Contains(text, strings.TrimSpace(sym)) {
		return text
	}
	re := regexp.MustCompile(regexp.QuoteMeta(strings.TrimSpace(sym)) + `\s?(\d[\d,]*(?:\.\d+)?)\s(lakhs?|crores?)\b`)
	return re.ReplaceAllStringFunc(text, func(s string) string {
		m := re.FindStringSubmatch(s)
		v, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
		if err != nil {
			return s
		}
		if strings.HasPrefix(m[2], "crore") {
			v *= 1e7
		} else {
			v *= 1e5
		}
		return moneyIn(sym, int(math.Round(v)))
	})
}

// upFirst upper-cases the first letter of s, rune-safe: "₹280,000 …" and
// "€1.3 million …" keep their symbol whole.
func upFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

var (
	reDoubtedPct = regexp.MustCompile(`(?i)\b(?:doubts?|distrusts?|questions?|disbelieves?|isn't convinced by|is not convinced by|is sceptical of|is skeptical of) (?:our|the|your|a|that) (?:claim|promise|figure|number|headline)\b[^.;]*?(\d+(?:\.\d+)?%)`)
	reWantsRefs  = regexp.MustCompile(`(?i)\bwants? ((?:references?|case studies|a reference call|reference calls) from [^.;,]+?)(?: before\b|[.;,]|$)`)
)

// trustReason is the buyer's distrust in the card's own terms, said without
// pasting the card: the doubted figure ("I don't buy the 40% you claim.")
// and the proof asked for ("I'd want references from fashion retailers
// before I trust you."). "" when the card gives neither.
func trustReason(custom string) string {
	var out []string
	if m := reDoubtedPct.FindStringSubmatch(custom); m != nil {
		out = append(out, "I don't buy the "+m[1]+" you claim.")
	}
	if m := reWantsRefs.FindStringSubmatch(custom); m != nil && !reThirdPerson.MatchString(m[1]) {
		out = append(out, "I'd want "+strings.TrimSpace(m[1])+" before I trust you.")
	}
	if len(out) == 0 {
		return ""
	}
	if len(out) == 1 {
		out = append(out, "What can you show me?")
	}
	return strings.Join(out, " ")
}

// reThirdPerson is a pronoun that would need converting: never pasted.
var reThirdPerson = regexp.MustCompile(`(?i)\b(?:he|she|his|her|him|they|their|them|our|us|we)\b`)
