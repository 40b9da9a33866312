package coach

import (
	"slices"
	"strings"
	"unicode"
)

// replyideal.go: the ideal response is the rep's reply with the report's
// fixes applied, and nothing else taken out. It is built after the
// improvements are final, from what the report shows:
//   - every sentence of the rep's stays, in order, except one that carries a
//     fault the report shows (pressure, a cave, an unethical move, pushing
//     back, a made-up claim), and a sentence that points at a dropped one;
//   - a shown hedge or filler is taken out in place when the sentence still
//     reads whole, else the sentence stays as it is;
//   - what each shown improvement's example says is added at its place: an
//     acknowledgement first, a question after it, a step at the end; an
//     example that rewrites one of the rep's sentences replaces it.

// dropKinds begin the improvements whose quoted sentence goes from the ideal
// (besides isFault's): the report says not to say it.
var dropKinds = []string{"Your next step has no date or scope:", "Claims that don't answer this buyer", "A claim about other customers", "Empty praise",
	"Sentences about you", "You ask for something the buyer just told you", "You accept the brush-off"}

// stepKinds begin the improvements whose example ends on the step that
// closes the ideal.
var stepKinds = []string{"You don't check whether the concern is resolved", "Your next step has no date or scope",
	"Your step has no day or scope", "You end on a statement", "You end on a question", "Pressure:",
	"After your proposal you hand the next step back", "Help the buyer make the case"}

func hasAnyPrefix(s string, ps []string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// idealPart is one sentence of the ideal: a rep's sentence (si >= 0) as
// said, or one added from an example (si < 0).
type idealPart struct {
	si   int
	text string
	orig string // the rep's sentence as written
}

// normSent is a sentence for comparison: lower case, single spaces, no
// closing punctuation.
func normSent(s string) string {
	return strings.TrimRight(strings.ToLower(oneSpaced(strings.Trim(s, "“” "))), ".?!,;: ")
}

// wordsOf are the lower-case words of s without punctuation.
func wordsOf(s string) []string {
	var out []string
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if w = strings.Trim(w, ".,;:!?“”\"'‘’()—–-"); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// rewriteOf reports how example sentence es relates to the rep's sentence
// orig: 2 when es says orig (its words are orig's, at most one new, and it
// keeps at least 60% of them), 1 when es is a piece of orig, 0 otherwise.
func rewriteOf(es, orig string) int {
	ew, ow := wordsOf(es), wordsOf(orig)
	if len(ew) < 2 || len(ow) == 0 {
		return 0
	}
	have := map[string]bool{}
	for _, w := range ow {
		have[w] = true
	}
	newWords := 0
	for _, w := range ew {
		if !have[w] {
			newWords++
		}
	}
	if newWords > 1 || newWords == 1 && len(ew) < 5 {
		return 0
	}
	if 10*len(ew) >= 6*len(ow) {
		return 2
	}
	if len(ew) >= 4 {
		return 1
	}
	return 0
}

// plainInPlace is sentence si without its hedges and fillers when it still
// reads whole, else "".
func (r *replyResult) plainInPlace(si int) string {
	if r.hedgedFinish(si) {
		return "" // without the hedge it would promise more than the rep did
	}
	s := r.d.rewrite(si, true)
	ws := strings.Fields(s)
	orig := strings.Fields(r.d.sentText(si))
	if len(ws) < 2 || 3*len(ws) < 2*len(orig) || joinedSentences.MatchString(s) ||
		replyDanglers[strings.ToLower(strings.Trim(ws[len(ws)-1], ".,;:!?"))] {
		return ""
	}
	if f := &r.d.feats[si]; (f.q == qNone || f.q == qOther) && strings.HasSuffix(s, "?") && !strings.HasSuffix(strings.TrimSpace(r.d.sentText(si)), "?") {
		s = strings.TrimSuffix(s, "?") + "."
	}
	return asSentence(s)
}

// onlySoft reports whether sentence si is nothing but fillers and hedges
// ("Um, yeah.").
func (r *replyResult) onlySoft(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if t := &r.d.toks[i]; t.role != roleFiller && t.role != roleHedge && t.norm != "" {
			return false
		}
	}
	return true
}

// shownSents are the sentences holding the quotes of a shown finding (its
// at, and each quote found among the negative evidence or, failing that, in
// the text).
func (r *replyResult) shownSents(im Improvement) []int {
	d := r.d
	var out []int
	add := func(si int) {
		if si >= 0 && !slices.Contains(out, si) {
			out = append(out, si)
		}
	}
	if im.at != (span{}) {
		add(sentAt(d, im.at.start))
	}
	for _, qt := range quotedParts(im.Description) {
		found := false
		for _, e := range d.evidence() {
			if e.Kind == "negative" && d.sameShown(e.Quote, qt) {
				add(sentAt(d, e.Start))
				found = true
			}
		}
		if found {
			continue
		}
		n := normShown(qt)
		if len(strings.Fields(n)) < 2 {
			continue // one word found anywhere names no sentence
		}
		for si := range d.sents {
			if strings.Contains(strings.ToLower(oneSpaced(d.sentText(si))), n) {
				add(si)
				break
			}
		}
	}
	return out
}

// idealFromShown sets fb.IdealResponse from the report as shown, and makes
// the examples and strengths agree with it.
func (r *replyResult) idealFromShown(fb *Feedback) {
	d := r.d
	if d.contentWords == 0 || len(d.sents) == 0 {
		return
	}
	t := r.objType()
	drop := map[int]bool{}
	soft := map[int]bool{}
	severe := r.severe()
	for _, im := range fb.Improvements {
		desc := im.Description
		switch {
		case isFault(im) || hasAnyPrefix(desc, dropKinds):
			for _, si := range r.shownSents(im) {
				if strings.HasPrefix(desc, "Claims") && d.feats[si].q == qDiscovery {
					continue // a question claims nothing: the figure in it is the buyer's
				}
				drop[si] = true
			}
		case im.Category == "confidence" && (strings.Contains(desc, " hedge") || strings.Contains(desc, " filler")):
			shownWords := map[string]bool{}
			for _, qt := range quotedParts(desc) {
				shownWords[normShown(qt)] = true
			}
			for _, e := range d.evidence() {
				if e.Kind == "negative" && (e.Category == "hedge" || e.Category == "filler") && shownWords[normShown(e.Quote)] {
					soft[sentAt(d, e.Start)] = true
				}
			}
		}
	}
	if severe {
		r.severeIdeal(fb)
		return
	}
	var parts []idealPart
	dropped := false
	for si := range d.sents {
		orig := oneSpaced(d.sentText(si))
		if drop[si] {
			dropped = true
			continue
		}
		if si > 0 && drop[si-1] && r.anaphoric(si) {
			drop[si] = true // "That's cheaper than …" after the dropped cut
			continue
		}
		if strings.TrimSpace(orig) == "" || r.onlySoft(si) {
			continue
		}
		text := orig
		if soft[si] {
			if p := r.plainInPlace(si); p != "" {
				text = p
			}
		}
		if si > 0 && drop[si-1] {
			// "We're also happy to …" after a dropped offer
			text = strings.Replace(text, " also ", " ", 1)
		}
		if rs := []rune(text); len(rs) > 0 && unicode.IsLower(rs[0]) {
			text = string(unicode.ToUpper(rs[0])) + string(rs[1:])
		}
		parts = append(parts, idealPart{si: si, text: text, orig: orig})
	}
	firstDrop := -1 // where a dropped sentence stood: a replacement answer goes there
	for i, p := range parts {
		if p.si > 0 && drop[p.si-1] {
			firstDrop = i
			break
		}
	}
	if firstDrop < 0 && dropped {
		firstDrop = len(parts)
	}

	// the rep's own acknowledgement, kept first, stands for the template
	repAck := ""
	if len(parts) > 0 && parts[0].si == r.ackSent && r.ack >= 0.6 && !r.stockAck {
		repAck = parts[0].text
	}
	if repAck != "" {
		for i := range fb.Improvements {
			ex := fb.Improvements[i].Example
			if tpl := ackTemplates[t]; strings.Contains(ex, tpl) && !strings.HasPrefix(fb.Improvements[i].Description, "You don't acknowledge") {
				fb.Improvements[i].Example = strings.Replace(ex, tpl, repAck, 1)
			}
		}
	}

	var head, questions, tail []string
	inIdeal := func(es string) bool {
		n := normSent(es)
		for _, p := range parts {
			if normSent(p.text) == n || strings.Contains(normSent(p.text), n) {
				return true
			}
		}
		for _, s := range slices.Concat(head, questions, tail) {
			if normSent(s) == n {
				return true
			}
		}
		return false
	}
	added := map[string]bool{}
	moveToEnd := -1
	for _, im := range fb.Improvements {
		desc := im.Description
		if strings.HasPrefix(desc, "You ask a good question, then keep talking") {
			if sis := r.shownSents(im); len(sis) > 0 {
				moveToEnd = sis[0]
			}
		}
		sents := exampleSentences(strings.Trim(im.Example, "“” "))
		for k, es := range sents {
			es = strings.TrimSpace(es)
			for i := range parts {
				if parts[i].si >= 0 && parts[i].text != es && normSent(parts[i].text) == normSent(es) {
					parts[i].text = es // the example's punctuation: a statement, not a question
				}
			}
			if es == "" || inIdeal(es) {
				continue
			}
			// a rewrite of one of the rep's sentences takes its place
			best, bestKind := -1, 0
			for i, p := range parts {
				if p.si < 0 {
					continue
				}
				if kind := rewriteOf(es, p.orig); kind > bestKind {
					best, bestKind = i, kind
				}
			}
			if bestKind == 2 {
				if normSent(parts[best].text) == normSent(parts[best].orig) || !added["sub"+parts[best].orig] {
					parts[best].text = es
				} else {
					parts[best].text += " " + es
				}
				added["sub"+parts[best].orig] = true
				continue
			}
			if bestKind == 1 {
				if split := r.fullSplit(parts[best].si); split != nil && containsAllNorm(split, sents) {
					parts[best].text = strings.Join(split, " ")
					continue
				}
				continue // a piece of a sentence that stays whole
			}
			switch {
			case strings.HasPrefix(desc, "Your acknowledgement is a stock phrase") && len(parts) > 0 && parts[0].si == r.ackSent:
				parts[0].text = es
			case k == 0 && (es == ackTemplates[t] || strings.HasPrefix(desc, "You don't acknowledge")):
				if repAck == "" && len(head) == 0 {
					head = append(head, es)
				}
			case strings.HasSuffix(es, "?") && k == len(sents)-1 && hasAnyPrefix(desc, stepKinds),
				k == len(sents)-1 && es == r.confirmLine():
				tail = append(tail, es)
			case strings.HasSuffix(es, "?"):
				questions = append(questions, es)
			case k == len(sents)-1 && hasAnyPrefix(desc, stepKinds):
				tail = append(tail, es)
			default:
				at := firstDrop
				if at < 0 {
					at = 0
					if repAck != "" {
						at = 1
					}
				}
				parts = slices.Insert(parts, at, idealPart{si: -1, text: es})
				if firstDrop >= 0 {
					firstDrop++
				}
			}
		}
	}
	// assemble: acknowledgement, question, the reply, the step
	var out []string
	out = append(out, head...)
	qAt := 0
	if repAck != "" {
		out = append(out, parts[0].text)
		qAt = 1
	}
	out = append(out, questions...)
	var last string
	for i := qAt; i < len(parts); i++ {
		if parts[i].si >= 0 && parts[i].si == moveToEnd && len(tail) == 0 {
			last = parts[i].text
			continue
		}
		out = append(out, parts[i].text)
	}
	if last != "" {
		out = append(out, last)
	}
	out = append(out, tail...)
	out = uniqueParts(out)
	if len(out) == 0 {
		fb.IdealResponse = r.templateIdeal()
		return
	}
	// what changed, said as it is
	var did, techniques []string
	if len(head) > 0 {
		did = append(did, "an acknowledgement added first")
		techniques = append(techniques, "Acknowledge before answering")
	}
	if len(questions) > 0 {
		did = append(did, "one question added about what is behind the concern")
		techniques = append(techniques, "Ask a clarifying question")
	}
	if dropped {
		did = append(did, "the flagged lines left out")
		techniques = append(techniques, "Leave out what the report flags")
	}
	if len(soft) > 0 {
		did = append(did, "the hedges and fillers taken out")
		techniques = append(techniques, "Say it plainly")
	}
	if len(tail) > 0 {
		did = append(did, "a next step added at the end")
		techniques = append(techniques, "Propose a concrete next step")
	}
	explanation := "Your own reply, in your words and order: it already does what this turn needs."
	if len(did) > 0 {
		explanation = "Your own reply, in your words and order, with the changes above: " + joinAnd(did) + "."
	}
	if len(techniques) == 0 {
		techniques = []string{"Keep the same moves"}
	}
	fb.IdealResponse = IdealResponse{Text: strings.Join(out, " "), Explanation: explanation, KeyTechniques: techniques}
	// a strength in a sentence the ideal leaves out would praise what it drops
	var keep []Strength
	for _, s := range fb.Strengths {
		in := false
		for si := range drop {
			if drop[si] && strings.Contains(s.Description, "“") {
				for _, qt := range quotedParts(s.Description) {
					if n := normShown(qt); n != "" && strings.Contains(strings.ToLower(oneSpaced(d.sentText(si))), n) {
						in = true
					}
				}
			}
		}
		if !in {
			keep = append(keep, s)
		}
	}
	fb.Strengths = keep
}

// fullSplit is run-on sentence si said as its clauses, each a sentence
// (nil when a clause is too short to stand).
func (r *replyResult) fullSplit(si int) []string {
	var out []string
	for _, c := range clausesOf(r.d.rewrite(si, true)) {
		s := asSentence(capFirst(strings.TrimSpace(c)))
		if len(strings.Fields(s)) < 3 {
			return nil
		}
		out = append(out, s)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// containsAllNorm reports whether every sentence of want is one of have.
func containsAllNorm(have, want []string) bool {
	for _, w := range want {
		found := false
		for _, h := range have {
			if normSent(h) == normSent(w) {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// severeIdeal is the ideal of a reply built around a fault (an unethical
// move, a cave, pressure, dismissing the buyer): its other lines are the
// fault's scaffolding ("January will be too late", "only two crews left"),
// so the model is said in the report's own examples, in stage order, with
// the type's lines for a stage none of them says.
func (r *replyResult) severeIdeal(fb *Feedback) {
	t := r.objType()
	var faults []string
	for _, im := range fb.Improvements {
		if isFault(im) || hasAnyPrefix(im.Description, dropKinds) {
			for _, qt := range quotedParts(im.Description) {
				if n := normShown(qt); len(n) >= 3 {
					faults = append(faults, n)
				}
			}
		}
	}
	var head, questions, middle, tail []string
	seen := map[string]bool{}
	for _, im := range fb.Improvements {
		sents := exampleSentences(strings.Trim(im.Example, "“” "))
		for k, es := range sents {
			n := normSent(es)
			if n == "" || seen[n] {
				continue
			}
			bad := false
			for _, f := range faults {
				bad = bad || strings.Contains(n, f)
			}
			if bad {
				continue
			}
			seen[n] = true
			switch {
			case k == 0 && (es == ackTemplates[t] || strings.HasPrefix(im.Description, "You don't acknowledge")):
				if len(head) == 0 {
					head = append(head, es)
				}
			case k == len(sents)-1 && k > 0 && hasAnyPrefix(im.Description, stepKinds),
				es == r.confirmLine(), len(sents) == 1 && hasAnyPrefix(im.Description, stepKinds):
				tail = append(tail, es)
			case strings.HasSuffix(es, "?"):
				questions = append(questions, es)
			default:
				middle = append(middle, es)
			}
		}
	}
	if len(head) == 0 {
		head = []string{ackTemplates[t]}
	}
	if len(questions) == 0 && !r.directQ {
		if q := r.stockQuestion(); q != "" {
			questions = []string{q}
		}
	}
	if len(middle) == 0 {
		middle = []string{firstNonEmpty(r.factSentence(), respondTemplates[t])}
	}
	parts := slices.Concat(head, questions, middle)
	if len(tail) == 0 && !endsOnQuestion(parts) {
		tail = []string{r.confirmLine()}
	}
	parts = uniqueParts(append(parts, tail...))
	fb.IdealResponse = IdealResponse{
		Text:          strings.Join(parts, " "),
		Explanation:   "Said without the fault flagged above: acknowledge the concern, ask what is behind it, answer with something the buyer can check, and propose a next step.",
		KeyTechniques: []string{"Acknowledge before answering", "Ask a clarifying question", "Give something the buyer can check", "Propose a next step"},
	}
}
