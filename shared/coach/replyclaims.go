package coach

import "strings"

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
