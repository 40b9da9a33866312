package coach

// A clarifying turn (a reply that only asks) is a complete turn when the
// question is sharp. How sharp is what separates "ok so what do you pay?"
// from "When TrackPoint works, what does it still not show you that costs
// you money?", so the score of a clarifying turn follows it instead of being
// the same for every question.

// sharpness is what a clarifying question does well: it is open (a wh-word
// or a choice), it picks up the buyer's own words, and it goes to what the
// problem costs, what matters or how they decide. The word that picks up the
// buyer's is returned for the report to quote ("" when none).
type sharpness struct {
	open, impact bool
	heard        string
	followsUp    bool // "And over a year?": the buyer's own figure, in another unit
}

func (s sharpness) points() int {
	return boolInt(s.open) + boolInt(s.heard != "" || s.followsUp) + boolInt(s.impact)
}

// listened reports whether the question shows the buyer was heard.
func (s sharpness) listened() bool { return s.heard != "" || s.followsUp }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// impactWords ask about consequences, criteria or the decision, not about a
// plain fact ("what do you pay?" finds a fact; "what does it cost you when
// a delivery is missed?" finds the problem).
var impactWords = toSet("cost costs costing lose losing lost miss missed missing worth matter matters matter's risk risks happen happens happened problem problems impact affect affects change changes need needs criteria decide decides deciding decision priority priorities important driving drives driven why success succeed fail fails failing hurt hurts worry worries concern concerns")

// questionSharpness measures the question sentence si.
func (d *doc) questionSharpness(si int) sharpness {
	var s sharpness
	if si < 0 || si >= len(d.sents) {
		return s
	}
	st := &d.sents[si]
	unitWord := false // a word of followUp's: "per", "annually", "year" …
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		unitWord = unitWord || followUpWords[t.norm]
		if whWords[t.norm] || t.norm == "or" {
			s.open = true
		}
		if impactWords[t.norm] {
			s.impact = true
		}
		if s.heard == "" && d.bc.stems[t.stem] && contextKey(t) != "" && d.bc.objection[contextKey(t)] {
			s.heard = d.text[t.s:t.e]
		}
	}
	if n := d.feats[si].content; n > 0 && n <= 4 {
		s.followsUp = unitWord // a short question on the buyer's figure in another unit (followUp)
	}
	return s
}

// takesUpBuyer reports whether sentence si uses a figure or a word of the
// buyer's ("What would it mean for you if that R85,000 came down by half?").
func (d *doc) takesUpBuyer(si int) bool {
	if si < 0 || si >= len(d.feats) {
		return false
	}
	for _, q := range d.feats[si].quantities {
		if q.echo || q.derived {
			return true
		}
	}
	return d.questionSharpness(si).heard != ""
}
