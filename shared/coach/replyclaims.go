package coach

import (
	"regexp"
	"strings"
)

// fragmentEnds are words a claim cannot end on: a quote that stops on one
// ("5% of the") is a fragment of a sentence, not a claim a coach would show.
var fragmentEnds = toSet("the a an of to and or but for with in on at by from into your our their my his her its this that these those is are was were be as than")

// wholeClaims keeps the quoted claims that read as a whole phrase.
func wholeClaims(qs []string) []string {
	out := qs[:0:0]
	for _, q := range qs {
		f := strings.Fields(strings.Trim(q, "“”\"' .,;:"))
		if len(f) == 0 {
			continue
		}
		if fragmentEnds[strings.ToLower(strings.Trim(f[len(f)-1], "“”\"'.,;:!?"))] {
			continue
		}
		out = append(out, q)
	}
	return out
}

// checkableRe finds a figure's evidence offered to the buyer: records the
// buyer may open or will be sent ("the logs are open to your QA team",
// "I'll send the meter data", "you can see the audit reports").
var checkableRe = regexp.MustCompile(`(?i)\b(logs?|records?|reports?|data|readings|audits?|audited|figures|certificates?)\b[^.?!]{0,40}\b(open to|available to|send|share|show|yours to|you can (see|check|read|inspect|audit)|for you to (see|check))\b|\b(send|share|show|open)\b[^.?!]{0,20}\b(logs?|records?|audit reports?|meter data|raw data)\b`)

// checkableFigure reports whether sentence si offers the buyer the evidence
// for its figures: a figure the buyer can check is not a made-up one.
func checkableFigure(d *doc, si int) bool {
	return checkableRe.MatchString(d.sentText(si))
}
