package roleplay

import (
	"sort"
	"strings"
	"unicode"
)

// scriptPoint is one key point of the rep's script.
type scriptPoint struct {
	text     string          // as quoted to the rep, at most maxPointLen bytes
	keywords map[string]bool // its content words, stemmed
}

const (
	maxScriptPoints = 5
	maxPointLen     = 90
	// maxScriptScan caps how much of a script is read for key points.
	maxScriptScan = 20000
)

var valueWords = []string{"save", "reduce", "cut", "increase", "faster", "grow", "revenue", "cost", "hour", "risk",
	"minutes", "days", "week", "month", "percent", "%", "fewer", "less", "more", "roi", "return", "payback", "customers like"}

// scriptPoints picks up to maxScriptPoints key points from a script: the
// sentences that carry a number, a benefit or the buyer ("you"), in the
// script's order.
func scriptPoints(script string) []scriptPoint {
	script = strings.TrimSpace(script)
	if script == "" {
		return nil
	}
	if len(script) > maxScriptScan {
		script = truncateWords(script, maxScriptScan)
	}
	type cand struct {
		i     int
		score int
		text  string
	}
	var cands []cand
	for _, line := range strings.Split(script, "\n") {
		line = strings.TrimLeftFunc(strings.TrimSpace(line), func(r rune) bool {
			return r == '-' || r == '*' || r == '•' || r == '>' || r == '#' || unicode.IsDigit(r) || r == '.' || r == ')' || unicode.IsSpace(r)
		})
		if i := strings.Index(line, ":"); i > 0 && i < 30 && len(strings.Fields(line[:i])) <= 3 {
			line = strings.TrimSpace(line[i+1:]) // "Close: …", "Step 2: …"
		}
		for _, s := range splitSentences(line) {
			s = strings.TrimSpace(s)
			n := len(strings.Fields(s))
			if n < 6 || n > 30 || strings.HasSuffix(s, "?") {
				continue
			}
			low := strings.ToLower(s)
			score := 0
			for _, r := range s {
				if unicode.IsDigit(r) {
					score += 2
					break
				}
			}
			for _, w := range valueWords {
				if strings.Contains(low, w) {
					score++
					break
				}
			}
			if score == 0 {
				continue // a point carries a number or a benefit
			}
			if containsAny(" "+low+" ", " you ", " your ", " you'll ", " you're ") {
				score++
			}
			cands = append(cands, cand{len(cands), score, s})
		}
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].score > cands[b].score })
	if len(cands) > maxScriptPoints {
		cands = cands[:maxScriptPoints]
	}
	sort.Slice(cands, func(a, b int) bool { return cands[a].i < cands[b].i })
	out := make([]scriptPoint, 0, len(cands))
	for _, c := range cands {
		t := strings.TrimRight(c.text, ".!;: ")
		t = strings.ReplaceAll(t, "\"", "'")
		out = append(out, scriptPoint{text: truncateWords(t, maxPointLen), keywords: keywords(c.text)})
	}
	return out
}

// overlapsScript reports whether a message shares a content word with any
// key point.
func overlapsScript(msg string, pts []scriptPoint) bool {
	kw := keywords(msg)
	for _, p := range pts {
		for w := range p.keywords {
			if kw[w] {
				return true
			}
		}
	}
	return false
}
