package roleplay

import (
	"regexp"
	"strings"
)

// Cards are written with the number formats people use: "CHF 3'200",
// "€3,90 a kilo", "€22.000". The buyer reads its figures in one format, so
// the card's amounts are rewritten once, value for value, before anything
// reads them: "CHF 3,200", "€3.90 a kilo", "€22,000".

var (
	// an apostrophe (or a thin space) between thousands: 3'200, 1'250'000
	reApostropheThousands = regexp.MustCompile(`\b(\d{1,3})((?:['’\x{2009}]\d{3})+)\b`)
	// a decimal comma on an amount: €3,90 (two digits, no third)
	reDecimalComma = regexp.MustCompile(`((?:[€£$]|\b(?:EUR|CHF|SEK|NOK|DKK|PLN|CZK|BRL|ARS|CLP|COP)\s?)\s?\d{1,3})[,](\d{2})\b((?:[.,](?:\D|$))|[^\d.,]|$)`)
	// a dot between thousands on an amount: €22.000, EUR 1.250.000
	reCardDotThousands = regexp.MustCompile(`((?:[€]|\b(?:EUR|CHF|SEK|NOK|DKK|PLN|CZK|BRL|ARS|CLP|COP)\s?)\s?\d{1,3})((?:\.\d{3})+)\b((?:[.,](?:\D|$))|[^\d.,]|$)`)
)

// plainAmounts rewrites the card's amounts into one format.
func plainAmounts(s string) string {
	if !strings.ContainsAny(s, "'’\u2009,.") {
		return s
	}
	s = reApostropheThousands.ReplaceAllStringFunc(s, func(m string) string {
		return strings.NewReplacer("'", ",", "’", ",", "\u2009", ",").Replace(m)
	})
	s = reDecimalComma.ReplaceAllString(s, "$1.$2$3")
	s = reCardDotThousands.ReplaceAllStringFunc(s, func(m string) string {
		sub := reCardDotThousands.FindStringSubmatch(m)
		return sub[1] + strings.ReplaceAll(sub[2], ".", ",") + sub[3]
	})
	return s
}
