package coach

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
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
	if concessionMoveRe.MatchString(r.d.sentText(si)) {
		return "" // a discount made firm ("I can come down to around UYU 1.5m"): the move is the fault, not the hedge
	}
	s := r.d.rewrite(si, true)
	if lowerAfterStop.MatchString(s) {
		return "" // "…they aren't. we could look…": no whole sentence after the edit
	}
	if lostSubject(r.d.sentText(si), s) {
		return ""
	}
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

// mostlyIn reports whether most words of part (80%, as a multiset) are in
// text: the part is the rep's sentence, modulo an in-place edit.
func mostlyIn(text, part string) bool {
	pw := wordsOf(part)
	have := map[string]int{}
	for _, w := range wordsOf(text) {
		have[w]++
	}
	n := 0
	for _, w := range pw {
		if have[w] > 0 {
			have[w]--
			n++
		}
	}
	return 5*n >= 4*len(pw)
}

// connectiveOpen finds a sentence that leans on the one before it ("So…",
// "Fair enough…", "That…"): no added line goes between the two.
var connectiveOpen = regexp.MustCompile(`(?i)^["“]?(so|and|but|then|that|that's|this|it|it's|which|fair enough|because|also|otherwise|if so|yes|no)\b`)

// stockAtBoundaries keeps the added lines of the ideal where they read: no
// added answer or question goes between a rep sentence and the one after it
// that leans on it ("So the only change…", "That's…"); it moves past them.
func (r *replyResult) stockAtBoundaries(seq []idealPart, kinds []string) ([]idealPart, []string) {
	leans := func(i int) bool {
		return i < len(seq) && kinds[i] == "" && connectiveOpen.MatchString(strings.TrimSpace(seq[i].text))
	}
	for i := 0; i < len(seq); i++ {
		k := kinds[i]
		if k != "answer" && k != "q" {
			continue
		}
		if !leans(i + 1) {
			continue
		}
		// past the rep's sentences that lean on each other, never past a step
		j := i + 1
		for leans(j) {
			j++
		}
		p := seq[i]
		seq, kinds = slices.Delete(seq, i, i+1), slices.Delete(kinds, i, i+1)
		seq, kinds = slices.Insert(seq, j-1, p), slices.Insert(kinds, j-1, k)
		i = j - 1
	}
	return seq, kinds
}

// hasHedgeWord reports whether sentence si holds a hedge ("probably").
func (r *replyResult) hasHedgeWord(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if r.d.toks[i].role == roleHedge {
			return true
		}
	}
	return false
}

// concessionMoveRe finds a move on the price in any wording: a lower figure
// offered, a discount, a match, free months, "some room".
var concessionMoveRe = text.MustGate(`(?i)\b(come down|go down|bring (it|the price|that) down|discount\w*|knock \w+ off|take \S+ off|\d+ ?% off|off the (price|fee|total|first)|match(ing)? (their|the|that|this|his|her|its|\w+'s) (price|quote|offer|rate)|match \S*\d|can do (it for |you )?\S*\d|flexib\w*|some room|wiggle room|work something out|works? for both (sides|of us)|waive\w*|free (month|months|set-?up|installation|implementation|units?|licen[cs]es?)|(cut|reduce|lower|drop) (the|our|my) (fee|price|rate|support fee|quote))`)

// lowerAfterStop finds a sentence that opens in lower case after a stop.
var lowerAfterStop = regexp.MustCompile(`[.!?] +[a-z]`)

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
func (r *replyResult) idealFromShown(fb *Feedback, scenario, objection string) {
	d := r.d
	if d.contentWords == 0 || len(d.sents) == 0 {
		fb.IdealResponse = r.templateIdeal()
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
				if strings.HasPrefix(desc, "Your next step") && len(strings.Fields(d.sentText(si))) > 25 {
					continue // a run-on that ends on the vague step: its answer stays
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
	var faultQuotes []string // the faults' quotes, lower case
	for _, im := range fb.Improvements {
		if isFault(im) || hasAnyPrefix(im.Description, dropKinds) {
			for _, qt := range quotedParts(im.Description) {
				if n := normShown(qt); len(strings.Fields(n)) >= 2 {
					faultQuotes = append(faultQuotes, n)
				}
			}
		}
	}
	var parts []idealPart
	dropped := false
	for si := range d.sents {
		orig := oneSpaced(d.sentText(si))
		if drop[si] {
			dropped = true
			continue
		}
		if si > 0 && drop[si-1] && r.anaphoric(si) && d.feats[si-1].q == qNone {
			// (a dropped question is nothing "That …" can point at)
			drop[si] = true // "That's cheaper than …" after the dropped cut
			continue
		}
		if strings.TrimSpace(orig) == "" || r.onlySoft(si) {
			continue
		}
		runOn := len(strings.Fields(orig)) > 45 && !colonList(orig)
		if !runOn && (r.reasked(si) || reasks(d.sentText(si), r.said) || r.wordFault(si)) {
			// a question for what the buyer just said, or words the coach
			// faults, are never in a model answer, shown or not
			drop[si] = true
			dropped = true
			continue
		}
		text := orig
		if pre, rest, ok := strings.Cut(text, ": "); ok && (r.leadIn[si] || colonLeadIn(pre, rest)) && len(strings.Fields(rest)) >= 4 {
			text = capFirst(rest) // the question, without its lead-in ("So my call is worth your time: …")
		}
		if runOn {
			// a run-on: its figures, clause by clause, without the sign-off it trails into
			var figs []string
			for _, c := range r.runOnFigures(si) {
				if anyOf(strings.ToLower(c), faultQuotes) {
					continue // the clause with the claim the report flags
				}
				if c = r.sayable(si, c); c != "" {
					figs = append(figs, c)
				}
			}
			text = strings.Join(figs, " ")
		} else {
			if soft[si] {
				if p := r.plainInPlace(si); p != "" {
					text = p
				}
			}
			text = r.sayable(si, text)
		}
		if orig := r.d.sentText(si); text != "" && r.hasHedgeWord(si) && text != orig && concessionMoveRe.MatchString(orig) && normSent(text) != normSent(orig) {
			text = "" // a discount made firm by an edit ("I can come down to around UYU 1.5m"): it stays out
		}
		if text == "" {
			continue // no clean way to say it: better left out than garbled
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
	// an improvement the ideal cannot reflect is not shown: "You don't
	// acknowledge" beside an opening that does ("That's a fair question")
	if first := r.firstCountedSent(); first >= 0 && (r.repAcknowledges([]keptSentence{{si: first}}) || r.acksEarly(first) ||
		len(parts) > 0 && parts[0].si >= 0 && (ackStartRe.MatchString(parts[0].text) || ackOpenRe.MatchString(parts[0].text))) {
		// (the opening as the ideal says it: "So, like, I guess that's fair" is "That's fair")
		var keep []Improvement
		for _, im := range fb.Improvements {
			if !strings.HasPrefix(im.Description, "You don't acknowledge the concern") {
				keep = append(keep, im)
			}
		}
		if changed := len(keep) != len(fb.Improvements); changed {
			if len(keep) == 0 {
				safe := r.safeImprovement(scenario, objection)
				if !grounded(safe.Example, groundWords(d.text+"\n"+scenario+"\n"+objection)) {
					keep = fb.Improvements // nothing of the rep's to say instead: it stays
				} else {
					keep = append(keep, safe)
				}
			}
			fb.Improvements = keep
			fb.CoachingTips = r.tips(fb.Improvements)
		}
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

	// the rep's acknowledgement, left out only because it could not be said
	// cleanly ("Totally understand, the inspections are a lot of work"),
	// gives way to the type's: the model still acknowledges first
	ackLost := r.ackSent >= 0 && r.ack >= 0.6 && !r.stockAck && !slices.ContainsFunc(parts, func(p idealPart) bool { return p.si == r.ackSent })
	if ackLost && len(parts) > 0 && !drop[r.ackSent] {
		parts = slices.Insert(parts, 0, idealPart{si: -1, text: ackTemplates[t]})
		if firstDrop >= 0 {
			firstDrop++
		}
	}
	// the rep's own acknowledgement, kept first, stands for the template
	repAck := ""
	if ackLost && len(parts) > 0 && !drop[r.ackSent] {
		repAck = parts[0].text
	} else if len(parts) > 0 && !r.stockAck && (r.repAcknowledges([]keptSentence{{si: parts[0].si, text: parts[0].text}}) || // replysense.go
		parts[0].si == r.firstCountedSent() && r.assentsToRequest()) {
		// the rep's own opening takes the buyer's point on board, or says
		// yes to the buyer's request: no stock acknowledgement before it
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

	// the ideal in order; added parts carry their kind: "ack", "q", "step",
	// "answer"; a step stays last
	seq := parts
	kinds := make([]string, len(seq)) // "" for the rep's sentences
	insert := func(at int, p idealPart, kind string) {
		seq = slices.Insert(seq, at, p)
		kinds = slices.Insert(kinds, at, kind)
	}
	stepStart := func() int { // where the closing steps begin
		i := len(seq)
		for i > 0 && kinds[i-1] == "step" {
			i--
		}
		return i
	}
	ackEnd := func() int { // after the opening acknowledgement(s)
		i := 0
		for i < len(seq) && (kinds[i] == "ack" || kinds[i] == "" && seq[i].text == repAck && repAck != "") {
			i++
		}
		return i
	}
	find := func(es string) int {
		n := normSent(es)
		for i, p := range seq {
			if normSent(p.text) == n || strings.Contains(normSent(p.text), n) || p.si >= 0 && normSent(p.orig) == n {
				return i // (the rep's sentence, said in the ideal without its lead-in or hedge)
			}
		}
		return -1
	}
	subbed := map[int]bool{}
	moveToEnd := -1
	var addedKinds []string
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
			if es == "" {
				continue
			}
			for i := range seq {
				if seq[i].si >= 0 && seq[i].text != es && normSent(seq[i].text) == normSent(es) {
					seq[i].text = es // the example's punctuation: a statement, not a question
				}
			}
			if find(es) >= 0 {
				continue
			}
			// a rewrite of one of the rep's sentences takes its place
			best, bestKind := -1, 0
			for i, p := range seq {
				if p.si < 0 {
					continue
				}
				if kind := rewriteOf(es, p.orig); kind > bestKind {
					best, bestKind = i, kind
				}
			}
			if bestKind == 2 {
				if !subbed[best] {
					seq[best].text = es
				} else {
					seq[best].text += " " + es
				}
				subbed[best] = true
				continue
			}
			if bestKind == 1 {
				if split := r.fullSplit(seq[best].si); split != nil && containsAllNorm(split, sents) {
					seq[best].text = strings.Join(split, " ")
				}
				continue // a piece of a sentence that stays whole
			}
			said := r.cleanAdded(es)
			if said == "" {
				continue
			}
			p := idealPart{si: -1, text: said}
			kind := "answer"
			switch {
			case k == 0 && (es == ackTemplates[t] || strings.HasPrefix(desc, "You don't acknowledge") || strings.HasPrefix(desc, "Your acknowledgement is a stock phrase")):
				kind = "ack"
			case k == len(sents)-1 && k > 0 && hasAnyPrefix(desc, stepKinds), len(sents) == 1 && hasAnyPrefix(desc, stepKinds),
				k == len(sents)-1 && es == r.confirmLine():
				kind = "step"
			case strings.HasSuffix(es, "?"):
				kind = "q"
			}
			addedKinds = append(addedKinds, kind)
			// at its place: after the example's sentence before it, else
			// before the one after it, else by its kind
			if k > 0 && kind == "answer" {
				if j := find(sents[k-1]); j >= 0 {
					insert(min(j+1, stepStart()), p, kind)
					continue
				}
			}
			if k+1 < len(sents) && kind == "answer" {
				if j := find(sents[k+1]); j >= 0 && j > 0 {
					insert(j, p, kind)
					continue
				}
			}
			switch kind {
			case "ack":
				if strings.HasPrefix(desc, "Your acknowledgement is a stock phrase") {
					if i := slices.IndexFunc(seq, func(p idealPart) bool { return p.si >= 0 && p.si == r.ackSent }); i >= 0 {
						seq[i].text = es // the stock phrase, with the concern named, where the rep said it
						continue
					}
				}
				if repAck == "" && (len(kinds) == 0 || kinds[0] != "ack") {
					insert(0, p, kind)
				}
			case "q":
				at := ackEnd()
				for at < len(seq) && kinds[at] == "q" {
					at++
				}
				insert(at, p, kind)
			case "step":
				if n := len(seq); n > 0 && kinds[n-1] == "step" {
					// one step closes the model: the later, dated one
					// replaces the earlier, in its example too (unless that
					// example would lose its one tie to the rep's words)
					old := seq[n-1].text
					ground := groundWords(d.text + "\n" + scenario + "\n" + objection)
					ok := true
					for i := range fb.Improvements {
						if ex := fb.Improvements[i].Example; strings.Contains(ex, old) && grounded(ex, ground) && !grounded(strings.Replace(ex, old, p.text, 1), ground) {
							ok = false
						}
					}
					if ok {
						seq[n-1].text = p.text
						for i := range fb.Improvements {
							fb.Improvements[i].Example = strings.Replace(fb.Improvements[i].Example, old, p.text, 1)
						}
						continue
					}
				}
				insert(len(seq), p, kind)
			default:
				at := ackEnd()
				for at < len(seq) && kinds[at] == "q" {
					at++
				}
				if firstDrop >= 0 {
					at = max(at, min(firstDrop, stepStart()))
				}
				insert(at, p, kind)
				if firstDrop >= 0 {
					firstDrop++
				}
			}
		}
	}
	seq, kinds = r.stockAtBoundaries(seq, kinds)
	for i := range seq {
		seq[i].text = withoutTrailingConnective(wholeSentence(seq[i].text))
	}
	// a model answer does not stop on "… comparing us to?": an added line
	// that gives the question its reason goes after it
	if n := len(seq); n > 1 && kinds[n-1] == "" && idealDangles(seq[n-1].text) {
		for i := n - 2; i >= 0; i-- {
			if kinds[i] == "answer" {
				p, k := seq[i], kinds[i]
				seq = append(slices.Delete(seq, i, i+1), p)
				kinds = append(slices.Delete(kinds, i, i+1), k)
				break
			}
		}
	}
	var out []string
	var last string
	for i, p := range seq {
		if p.si >= 0 && p.si == moveToEnd && kinds[i] == "" && !slices.Contains(kinds, "step") {
			last = p.text
			continue
		}
		out = append(out, p.text)
	}
	if last != "" {
		out = append(out, last)
	}
	out = uniqueParts(out)
	if n := len(out); n > 1 {
		// a model answer does not stop on "… comparing us to?"
		if idealDangles(out[n-1]) {
			out = out[:n-1]
		}
	}
	if len(out) == 0 {
		fb.IdealResponse = r.templateIdeal()
		return
	}
	head := slices.Contains(addedKinds, "ack")
	questions := slices.Contains(addedKinds, "q")
	tail := slices.Contains(addedKinds, "step")
	answers := slices.Contains(addedKinds, "answer")

	// what changed, said as it is
	var did, techniques []string
	if head {
		did = append(did, "an acknowledgement added first")
		techniques = append(techniques, "Acknowledge before answering")
	}
	if questions {
		did = append(did, "a question added about what is behind the concern")
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
	if answers {
		did = append(did, "an answer added")
		techniques = append(techniques, "Answer with the buyer's situation")
	}
	if tail {
		did = append(did, "a next step added at the end")
		techniques = append(techniques, "Propose a concrete next step")
	}
	explanation := "Your own reply, in your words and order: it already does what this turn needs."
	if len(did) == 0 {
		// the caption says only what is true of the edits: "already does
		// what this turn needs" when the ideal IS the reply and nothing is
		// asked of it; a swapped opening is named
		joined := strings.Join(out, " ")
		unchanged := joined == oneSpaced(r.d.text) || strings.Join(wordsOf(joined), " ") == strings.Join(wordsOf(r.d.text), " ")
		switch {
		case !unchanged && len(out) > 0 && !mostlyIn(r.d.text, out[0]):
			explanation = "Your own reply, in your words and order, with your opening line replaced by one that names the concern."
		case !unchanged:
			explanation = "Your own reply, in your words and order, with the wording changes the notes above ask for."
		case len(fb.Improvements) > 0:
			explanation = "Your own reply, in your words and order; the notes above say what would make it stronger."
		}
	}
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
			if es = r.cleanAdded(es); es == "" || r.verbatimRep(es) {
				continue // (a reply built around a fault is not quoted back as the model)
			}
			switch {
			case k == 0 && (es == ackTemplates[t] || strings.HasPrefix(im.Description, "You don't acknowledge") || strings.HasPrefix(im.Description, "Your acknowledgement is a stock phrase")):
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

// wordFault reports whether sentence si holds a word-level fault the ideal
// cannot take out in place (pressure, a cut, flattery, arguing, an
// overclaim): such words are never in a model answer.
func (r *replyResult) wordFault(si int) bool {
	st := &r.d.sents[si]
	for _, e := range r.d.evidence() {
		if e.Kind != "negative" || e.Start < st.s || e.End > st.e || len(strings.Fields(e.Quote)) > 6 {
			continue
		}
		switch e.Category {
		case "overclaim", "pressure", "discount", "flattery", "arguing", "dismissing", "tone":
			return true
		}
	}
	return false
}

// sayable is text (sentence si, maybe edited) with the soft words the coach
// flags in it taken out and its form mended; else the sentence as the
// other examples say it; "" when neither is clean.
func (r *replyResult) sayable(si int, text string) string {
	d := r.d
	flags := r.softFlags()
	if len(flags) == 0 {
		return text
	}
	clean := func(t string) string {
		if t == "" {
			return ""
		}
		out, ok := d.dropFlagged(t, flags)
		switch {
		case !ok:
			return ""
		case out == t:
			return t // nothing taken out: the sentence as said ("April it is.")
		case concessionMoveRe.MatchString(t):
			return "" // a discount with its hedge taken out is a firmer discount: it stays out
		}
		if lostSubject(t, out) || lowerAfterStop.MatchString(oneSpaced(out)) {
			return "" // ("…they aren't. we could look…": not a whole sentence after the edit)
		}
		return repairSentence(out)
	}
	if c := clean(text); c != "" {
		return c
	}
	if plain := plainModal(text); plain != text {
		if c := clean(plain); c != "" {
			return c // "with harvest in August that might be tight" → "… that is tight"
		}
	}
	if c := clean(r.plainInPlace(si)); c != "" {
		return c
	}
	return clean(r.idealText(si))
}

// softFlags are every soft word the coach flags in the reply (hedges,
// fillers, buzzwords, vague words): "um" unflagged in one sentence is
// flagged in another, and never belongs in a model line.
func (r *replyResult) softFlags() map[string]string {
	if r.soft != nil {
		return r.soft
	}
	d := r.d
	flags := map[string]string{}
	defer func() { r.soft = flags }()
	for _, e := range d.evidence() {
		if e.Kind == "negative" && removable[e.Category] {
			flags[d.shown(e.Quote)] = e.Category
		}
	}
	return flags
}

// cleanAdded is an example's sentence as the ideal says it: without the
// soft words the coach flags ("" when it cannot be said without them).
func (r *replyResult) cleanAdded(es string) string {
	if flags := r.softFlags(); len(flags) > 0 {
		return r.d.cleanExample(es, flags)
	}
	return es
}

// verbatimRep reports whether es is one of the rep's sentences of six words
// or more, word for word.
func (r *replyResult) verbatimRep(es string) bool {
	if len(strings.Fields(es)) < 6 {
		return false
	}
	for si := range r.d.sents {
		sent := oneSpaced(r.d.sentText(si))
		low, les := strings.ToLower(sent), strings.ToLower(strings.TrimRight(es, ".?!"))
		if strings.Contains(low, les) || len(strings.Fields(sent)) >= 6 && strings.Contains(les, low) {
			return true
		}
	}
	return false
}

// wholeSentence is a part of the ideal as a sentence: a capital first, a
// closing full stop or question mark (a run-on reply has neither).
func wholeSentence(p string) string {
	p = strings.TrimSpace(p)
	if p == "" {
		return ""
	}
	p = capFirst(p)
	if !strings.ContainsAny(p[len(p)-1:], ".?!") {
		p = strings.TrimRight(p, ",;:—– ")
		if ws := strings.Fields(p); len(ws) > 0 && questionOpeners[strings.ToLower(ws[0])] {
			return p + "?"
		}
		return p + "."
	}
	return p
}

// colonLeadIn reports whether a question opens on a statement that only
// leads into it ("So my call is worth your time: after calving, who signs
// off …?"): short, no question itself, before a question of its own.
func colonLeadIn(pre, rest string) bool {
	ws := wordsOf(pre)
	if len(ws) < 3 || len(ws) > 10 || strings.Contains(pre, "?") || !strings.HasSuffix(strings.TrimSpace(rest), "?") {
		return false
	}
	if questionOpeners[ws[0]] {
		return false
	}
	// only a lead-in that says nothing itself: "So my call is worth your
	// time:", "Before I say anything else, can I ask:"; not "The question
	// for your WHO audit is excursions:"
	low := strings.ToLower(pre)
	switch ws[0] {
	case "so", "before", "quick", "just", "and", "but", "ok", "okay", "well", "now", "first", "one":
	default:
		if !strings.Contains(low, "ask") {
			return false
		}
	}
	for _, w := range wordsOf(rest) {
		switch w {
		case "what", "how", "who", "when", "which", "why", "where":
			return true
		}
	}
	return false
}

// lostSubject reports whether taking words out of sentence from left it
// opening on what was its object clause ("I'm not sure how flexible we
// are, but …" → "How flexible we are, but …").
func lostSubject(from, to string) bool {
	fw, tw := wordsOf(from), wordsOf(to)
	if len(fw) == 0 || len(tw) == 0 || fw[0] == tw[0] {
		return false
	}
	switch tw[0] {
	case "how", "what", "whether", "if", "why", "where", "when", "which", "who", "that", "to":
		return true
	}
	return false
}

// modalBe finds a hedging modal before "be" ("that might be tight").
var modalBe = regexp.MustCompile(`\b(I|you|we|they|it|that|this|he|she) (might|may|could) be\b`)

// plainModal says "X might be Y" plainly, "X is Y", as the hedge advice asks.
func plainModal(s string) string {
	return modalBe.ReplaceAllStringFunc(s, func(m string) string {
		subj := strings.Fields(m)[0]
		switch strings.ToLower(subj) {
		case "i":
			return subj + " am"
		case "you", "we", "they":
			return subj + " are"
		}
		return subj + " is"
	})
}

// withoutTrailingConnective takes out a connective an unpunctuated run
// left at a sentence's end: "…should be part of this so." → "…part of this."
func withoutTrailingConnective(p string) string {
	n := len(p)
	if n < 4 || !strings.ContainsAny(p[n-1:], ".!?") {
		return p
	}
	body := p[:n-1]
	sp := strings.LastIndexByte(body, ' ')
	if sp < 0 || strings.Count(body, " ") < 3 {
		return p
	}
	switch strings.ToLower(body[sp+1:]) {
	case "so", "and", "but", "or":
		return strings.TrimRight(body[:sp], " ,") + p[n-1:]
	}
	return p
}

// idealDangles reports whether a sentence ends on a word a sentence does
// not end on ("… comparing us to?").
func idealDangles(p string) bool {
	ws := wordsOf(p)
	if len(ws) < 2 {
		return false
	}
	lw := ws[len(ws)-1]
	return replyDanglers[lw] && !(strings.HasSuffix(p, "?") && questionEnders[lw]) && !(lw == "that" && thatVerbs[ws[len(ws)-2]])
}

// acksEarly reports whether one of the reply's first two sentences opens by
// taking the buyer's point on board ("Yes: … I can introduce you.
// Understood, your finance lead should be part of this.").
func (r *replyResult) acksEarly(first int) bool {
	for si := first; si < len(r.d.sents) && si <= first+1; si++ {
		text := strings.TrimSpace(r.d.sentText(si))
		if ackStartRe.MatchString(text) || ackOpenRe.MatchString(text) {
			return true
		}
	}
	return false
}
