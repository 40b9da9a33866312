// Package text holds the plain-text helpers that the coach, the role-play
// buyer and the safety screener share: one word tokeniser with byte spans
// (Words, Runs, Terms), one sentence splitter (Sentences), one stemmer
// (Stem, Snowball English), word-boundary search (IndexWord), truncation on
// rune and word boundaries, stop words, Unicode folding (Fold) and the verb
// agreement helper that turns "he pays" into "you pay" (PluralVerb).
//
// The helpers know English and nothing about sales: the coach builds its
// tokens (numbers, money, roles) on Words' spans, and the screener builds its
// obfuscation views (leetspeak, spaced letters, look-alikes) on Fold and Runs.
//
// Words is a small scanner rather than UAX #29 word segmentation
// (github.com/clipperhouse/uax29): UAX #29 keeps "U.S" and "acme.com" whole
// and splits "10:30", "$9,000" and "18%", while the coach needs the numbers
// whole and the letters of an abbreviation apart; the scanner is also about
// twice as fast on ASCII text.
package text

// Span is a half-open byte range [S, E) of a string.
type Span struct{ S, E int }

// In returns the text of the span in s.
func (sp Span) In(s string) string { return s[sp.S:sp.E] }
