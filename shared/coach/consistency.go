package coach

import (
	"slices"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// The consistency pass runs once at the end of Analyze and AssessReply,
// after every finding is written. It knows nothing of why a finding was
// made; it only enforces what a reader would catch:
//
//   - no strength about words that are also faulted as content (a made-up
//     number, flattery, a price cut, pressure …), and no whole-text praise
//     the evidence contradicts ("You hold the price" beside a discount);
//   - no praise of a next step or a question on words faulted as a step left
//     to the buyer or a rhetorical question;
//   - every example free of the words its improvement flags (and of the
//     rep's hedges and fillers it reuses), starting with a capital and
//     ending on a full sentence: mended, or else dropped;
//   - no example pointing at what is not there ("that math" with no
//     numbers, a scenario card read out as the buyer's words, "You
//     mentioned X" in a reply when the buyer's line does not say X);
//   - no finding said twice;
//   - below a score of 90, at least one improvement with an example in the
//     rep's own words or the buyer's (as a last resort, built from the rep's
//     weakest sentence, the buyer's line or situation).
//
// It never changes a score. It is the net, not the fix: the detectors and
// the writers of the findings keep these true on their own.

// faultCategories are the negative evidence categories about what was said:
// words the coach faults can never be praised.
var faultCategories = map[string]bool{
	"unsupportedNumber": true, "irrelevantNumber": true, "flattery": true, "overclaim": true, "pressure": true,
	"tone": true, "arguing": true, "dismissing": true, "discount": true,
}

// removable are the categories whose words an example can lose and still
// read as a sentence, when the words are among safeCuts; an example
// holding other flagged words is dropped instead ("leverages synergy" or
// "depends on" cannot go without breaking the sentence).
var removable = map[string]bool{"hedge": true, "filler": true, "vague": true, "buzzword": true}

// safeCuts are the hedges, fillers, intensifiers and buzzword adjectives a
// sentence reads the same without.
var safeCuts = map[string]bool{
	"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "erm": true, "er": true, "ah": true, "hmm": true,
	"like": true, "you know": true, "i mean": true, "so": true, "well": true, "basically": true, "literally": true,
	"yeah": true, "anyway": true, "anyways": true, "maybe": true, "perhaps": true, "probably": true, "possibly": true,
	"hopefully": true, "just": true, "kind of": true, "sort of": true, "kinda": true, "sorta": true, "i think": true,
	"i guess": true, "i believe": true, "i feel like": true, "somewhat": true, "really": true, "very": true,
	"super": true, "totally": true, "extremely": true, "incredibly": true, "truly": true, "absolutely": true,
	"definitely": true, "actually": true, "honestly": true,
	// buzzwords that only dress up a noun ("our revolutionary system")
	"revolutionary": true, "best-in-class": true, "ai-powered": true, "cutting-edge": true, "next-generation": true,
	"next-gen": true, "world-class": true, "innovative": true, "holistic": true, "synergistic": true, "seamless": true,
	"state-of-the-art": true, "game-changing": true,
}

// wholeTextClaims are strengths about the whole text and the negative
// evidence that makes them false.
var wholeTextClaims = []struct {
	phrase    string
	refutedBy []string
}{
	{"hold the price", []string{"discount"}},
	{"No hedges", []string{"hedge", "filler"}},
	{"No fillers", []string{"filler"}},
}

// claims are strengths about a kind of finding that the same words may
// also be faulted for.
var claims = []struct{ phrase, category string }{
	{"next step", "nextStep"},
	{"discovery question", "discovery"},
	{"ask before you answer", "discovery"},
}

// passRuns counts the runs of the pass, so that a test can tell that
// Analyze and AssessReply still end with it.
var passRuns atomic.Int64

// finishAnalysis is the consistency pass of a pitch analysis.
func (d *doc) finishAnalysis(a *Analysis, objection string) {
	passRuns.Add(1)
	before := append([]Strength{}, a.Strengths...)
	a.Strengths = d.consistentStrengths(a.Strengths, a.Improvements)
	a.Improvements = d.consistentImprovements(a.Improvements, a.OverallScore, objection)
	if len(a.Strengths) != len(before) {
		a.Recommendation = d.fixRecommendation(a.Recommendation, before, a.Strengths, a.Improvements)
	}
}

// finishFeedback is the consistency pass of reply feedback.
func (d *doc) finishFeedback(fb *Feedback, objection string) {
	passRuns.Add(1)
	// in a conversation, "You mentioned …" can only be what the buyer's line said
	for i := range fb.Improvements {
		if d.misattributes(fb.Improvements[i].Example, objection) {
			fb.Improvements[i].Example = ""
		}
	}
	for i := range fb.MissedOpportunities {
		if d.misattributes(fb.MissedOpportunities[i].Example, objection) {
			fb.MissedOpportunities[i].Example = ""
		}
	}
	fb.Strengths = d.consistentStrengths(fb.Strengths, fb.Improvements)
	fb.Improvements = d.consistentImprovements(fb.Improvements, fb.OverallScore, objection)
	// the ideal response and the missed opportunities' examples may reuse the
	// rep's sentences: without their hedges, fillers, buzzwords and vague words
	soft := map[string]string{}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && removable[e.Category] {
			soft[d.shown(e.Quote)] = e.Category
		}
	}
	for i := range fb.MissedOpportunities {
		fb.MissedOpportunities[i].Example = d.cleanExample(fb.MissedOpportunities[i].Example, soft)
	}
	fb.MissedOpportunities = dedupe(fb.MissedOpportunities, func(m MissedOpportunity) string { return m.Description })
	if t := d.cleanExample(fb.IdealResponse.Text, soft); t != "" {
		fb.IdealResponse.Text = t
	}
	fb.CoachingTips.Immediate = dedupe(fb.CoachingTips.Immediate, func(s string) string { return s })
	fb.CoachingTips.LongTerm = dedupe(fb.CoachingTips.LongTerm, func(s string) string { return s })
	fb.ResponseAnalysis.Tone.Suggestions = dedupe(fb.ResponseAnalysis.Tone.Suggestions, func(s string) string { return s })
}

// misattributes reports whether an example tells the buyer "You mentioned
// X" when neither the buyer's line says X nor the rep said it that way
// (a rewrite of the rep's own sentence keeps the rep's words).
func (d *doc) misattributes(ex, objection string) bool {
	if !misattributes(ex, objection) {
		return false
	}
	i := strings.Index(ex, "You mentioned ")
	said := ex[i+len("You mentioned "):]
	if j := strings.IndexAny(said, ".;—?!”"); j >= 0 {
		said = said[:j]
	}
	rep := strings.ToLower(oneSpaced(d.text))
	return phraseAt(rep, "mentioned "+strings.ToLower(oneSpaced(said))) < 0
}

// misattributes reports whether an example tells the buyer "You mentioned
// X" when the buyer's line does not say X.
func misattributes(ex, objection string) bool {
	i := strings.Index(ex, "You mentioned ")
	if i < 0 {
		return false
	}
	said := ex[i+len("You mentioned "):]
	if j := strings.IndexAny(said, ".;—?!”"); j >= 0 {
		said = said[:j]
	}
	said = strings.ToLower(oneSpaced(said))
	return said == "" || phraseAt(strings.ToLower(oneSpaced(objection)), said) < 0
}

// dedupe keeps the first of the items with the same key, in order. A nil
// or empty list stays as it is.
func dedupe[T any](items []T, key func(T) string) []T {
	if len(items) < 2 {
		return items
	}
	seen := map[string]bool{}
	out := items[:0:0]
	for _, it := range items {
		k := strings.ToLower(oneSpaced(key(it)))
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, it)
	}
	return out
}

// consistentStrengths drops the strengths that contradict the evidence or
// an improvement, and the repeated ones.
func (d *doc) consistentStrengths(strengths []Strength, imps []Improvement) []Strength {
	if len(strengths) == 0 {
		return strengths
	}
	ev := d.evidence()
	faulted := map[string]bool{} // quotes the improvements fault as content
	for _, im := range imps {
		for _, qt := range quotedParts(im.Description) {
			for _, e := range ev {
				if e.Kind == "negative" && (faultCategories[e.Category] || e.Category == "customerFocus") && d.sameShown(e.Quote, qt) {
					faulted[d.shown(qt)] = true
				}
			}
		}
	}
	out := []Strength{}
	seen := map[string]bool{}
strengths:
	for _, st := range strengths {
		if seen[st.Description] {
			continue
		}
		sp := d.findingSpan(st.at, st.Description)
		if sp != (span{}) {
			for _, e := range ev {
				if e.Kind != "negative" || e.Start >= sp.end || sp.start >= e.End {
					continue
				}
				if faultCategories[e.Category] {
					continue strengths
				}
				if deliveryIn(d, sp) {
					continue strengths // praise that quotes words the report tells the rep to drop ("Hi Nirmala, so, um, …"): senses.go
				}
				// praise of a kind the same words are faulted for ("a concrete
				// next step" on a sentence that leaves the step to the buyer)
				for _, c := range claims {
					if c.category == e.Category && strings.Contains(st.Description, c.phrase) {
						continue strengths
					}
				}
			}
		}
		for _, c := range wholeTextClaims {
			if strings.Contains(st.Description, c.phrase) {
				for _, e := range ev {
					for _, cat := range c.refutedBy {
						if e.Kind == "negative" && e.Category == cat {
							continue strengths
						}
					}
				}
			}
		}
		for _, qt := range quotedParts(st.Description) {
			if n := d.shown(qt); n != "" {
				for f := range faulted {
					if strings.Contains(n, f) || strings.Contains(f, n) {
						continue strengths
					}
				}
			}
		}
		seen[st.Description] = true
		out = append(out, st)
	}
	return out
}

// consistentImprovements cleans the examples, drops repeated improvements
// and makes sure a score below 90 comes with something to do.
func (d *doc) consistentImprovements(imps []Improvement, overall int, objection string) []Improvement {
	ev := d.evidence()
	out := []Improvement{}
	seen := map[string]bool{}
	for _, im := range imps {
		key := strings.ToLower(im.Description)
		if seen[key] {
			continue
		}
		seen[key] = true
		flagged := map[string]string{}
		flaggable := func(e Evidence) bool {
			return e.Kind == "negative" && (removable[e.Category] || e.Category == "buzzword" || faultCategories[e.Category])
		}
		for _, qt := range quotedParts(im.Description) {
			for _, e := range ev {
				if flaggable(e) && d.sameShown(e.Quote, qt) {
					flagged[d.shown(e.Quote)] = e.Category
				}
			}
			// a quoted sentence: the hedges, fillers and intensifiers inside it
			// are cut from the example too (the rest stays: an empty example
			// helps nobody)
			if len(strings.Fields(qt)) > 6 {
				if sp := d.findingSpan(span{}, "“"+qt+"”"); sp != (span{}) {
					for _, e := range ev {
						if e.Kind == "negative" && removable[e.Category] && safeCuts[d.shown(e.Quote)] && e.Start >= sp.start && e.End <= sp.end {
							flagged[d.shown(e.Quote)] = e.Category
						}
					}
				}
			}
		}
		im.Example = d.cleanExample(im.Example, flagged)
		out = append(out, im)
	}
	if overall < 90 && !d.hasOwnExample(out, objection) {
		if im, ok := d.lastResortImprovement(objection); ok {
			out = append(out, im)
		}
	}
	return out
}

// hasOwnExample reports whether an improvement's example uses a content
// word of the rep's text, the buyer's situation or the buyer's line (the
// word itself, not a synonym).
func (d *doc) hasOwnExample(imps []Improvement, objection string) bool {
	// the stems an example uses, then the first word of the rep, the
	// situation or the buyer's line with one of them: one example at a
	// time, each read once a doc
	for _, im := range imps {
		if im.Example != "" && d.ownExample(im.Example, objection) {
			return true
		}
	}
	return false
}

// ownExample is hasOwnExample for one example, worked out once a doc for
// each example and objection: the stems of the rep's own words (tokens no
// finding marks) and of the buyer's are listed once.
func (d *doc) ownExample(ex, objection string) bool {
	key := [2]string{ex, objection}
	if own, ok := d.ownMemo[key]; ok {
		return own
	}
	if d.ownStems == nil {
		d.ownStems = d.lex.ownStemList(len(d.toks) / 2)
		for i := range d.toks {
			if t := &d.toks[i]; t.role == roleNone && ownWord(t) {
				d.ownStems = append(d.ownStems, t.stem)
			}
		}
	}
	var usedBuf [24]string
	used := usedBuf[:0]
	d.lex.toks = tokenizeInto(d.lex.scratchTokens(), ex)
	for i := range d.lex.toks {
		if t := &d.lex.toks[i]; ownWord(t) && !slices.Contains(used, t.stem) {
			used = append(used, t.stem)
		}
	}
	own := false
	if len(used) > 0 {
		for _, st := range d.ownStems {
			if slices.Contains(used, st) {
				own = true
				break
			}
		}
	}
	if !own && len(used) > 0 {
		if d.buyerToks == nil || d.buyerFor != objection {
			d.buyerToks, d.buyerFor = tokenize(strings.Join(d.bc.clauses, "\n")+"\n"+objection), objection
			d.buyerStems = d.buyerStems[:0]
			for i := range d.buyerToks {
				if t := &d.buyerToks[i]; ownWord(t) {
					d.buyerStems = append(d.buyerStems, t.stem)
				}
			}
		}
		for _, st := range d.buyerStems {
			if slices.Contains(used, st) {
				own = true
				break
			}
		}
	}
	if d.ownMemo == nil {
		d.ownMemo = map[[2]string]bool{}
	}
	d.ownMemo[key] = own
	return own
}

// ownWord reports whether a token can be a word of the rep's or the buyer's
// own (see hasOwnExample): not short, common, a stopword or a number.
func ownWord(t *token) bool {
	return len(t.norm) >= 4 && !t.in(inStop|inCommon) && !t.isNum() // (the flags are stopwords and commonWords)
}

// commonWords say nothing of the rep's or the buyer's own: sharing one is
// not using their words.
var commonWords = map[string]bool{
	"would": true, "could": true, "that": true, "this": true, "what": true, "your": true, "with": true, "have": true,
	"from": true, "they": true, "them": true, "then": true, "there": true, "their": true, "about": true, "which": true,
	"when": true, "where": true, "while": true, "want": true, "need": true, "help": true, "make": true, "just": true,
	"like": true, "more": true, "most": true, "much": true, "some": true, "into": true, "over": true, "also": true,
	"only": true, "very": true, "well": true, "good": true, "fair": true,
}

// lastResortImprovement is built from what the rep or the buyer said, in
// this order: the rep's weakest sentence that the coach faults for nothing
// but its delivery, shown without its hedges, fillers, buzzwords and vague
// words; the buyer's line (unless it is a question), mirrored back as a
// question; the buyer's
// situation; a plain sentence of the rep's, turned toward the buyer.
func (d *doc) lastResortImprovement(objection string) (Improvement, bool) {
	best, bestN := -1, -1
	for si := range d.sents {
		if si >= len(d.feats) || d.feats[si].content < 3 || d.feats[si].content > 30 || d.sents[si].question && objection != "" {
			continue // too little to build on, a run-on nobody should repeat, or a question that may re-ask what the buyer said
		}
		st := &d.sents[si]
		n, faulted := 0, false
		for _, e := range d.evidence() {
			if e.Kind != "negative" || e.Start < st.s || e.End > st.e {
				continue
			}
			if faultCategories[e.Category] || e.Category == "buzzword" {
				faulted = true // (buzzwords cannot be cut out cleanly)
			}
			if removable[e.Category] {
				n++
			}
		}
		if concessionMoveRe.MatchString(d.sentText(si)) {
			faulted = true // never "said plainly": the hedge is not the fault of a discount
		}
		if !faulted && n > bestN {
			best, bestN = si, n
		}
	}
	var cands []Improvement
	if best >= 0 && bestN > 0 {
		cands = append(cands, Improvement{Category: "confidence", Priority: "low",
			Description:        "Say your weakest sentence plainly: " + q(d.sentText(best)) + ".",
			SpecificSuggestion: "Keep the words that carry your point and drop the ones that soften or blur it.",
			Example:            d.cleanExample("“"+d.sentText(best)+"”", d.removableFlags(best)),
			at:                 span{d.sents[best].s, d.sents[best].e}})
	}
	// (a direct question from the buyer is answered, not mirrored)
	if line := strings.TrimRight(strings.TrimSpace(oneSpaced(objection)), ".!"); line != "" && len(line) <= 120 && !strings.HasSuffix(line, "?") {
		cands = append(cands, Improvement{Category: "objectionHandling", Priority: "medium",
			Description:        "The reply does not take up what the buyer said.",
			SpecificSuggestion: "Mirror the buyer's words back as a question before you answer.",
			Example:            repairSentence("“You said ‘" + line + "’: what is behind that for you?”")})
	}
	if clause := d.situationClause(); clause != "" && objection == "" { // (a reply never reads the card out: factSentence)
		// the buyer has not "mentioned" the scenario's facts: the card is the rep's
		ex := "“Given that " + clause + ", what would it cost you to keep things the way they are today?”"
		cands = append(cands, Improvement{Category: "persuasiveness", Priority: "medium",
			Description:        "Nothing in it builds on the buyer's situation.",
			SpecificSuggestion: "Start from the buyer's situation and ask what it costs them.",
			Example:            repairSentence(ex)})
	}
	if ex, ok := cardQuestions[d.bc.objType]; ok {
		cands = append(cands, Improvement{Category: "objectionHandling", Priority: "medium",
			Description:        "Nothing in it opens the buyer's side of the scenario.",
			SpecificSuggestion: "Ask the question this scenario turns on before you make your case.",
			Example:            ex})
	}
	// (a reply's unpunctuated line would run into the added one: "…comparing us to What would…")
	endless := objection != "" && best >= 0 && !strings.ContainsAny(d.sentText(best)[max(0, len(d.sentText(best))-1):], ".!?")
	if best >= 0 && !endless && !(d.feats[best].you > 0 && len(d.feats[best].concepts) > 0) { // ("Your 22 bakeries throw away…" is about the buyer already)
		cands = append(cands, Improvement{Category: "persuasiveness", Priority: "low",
			Description:        "Make your sentences about this buyer: " + q(d.sentText(best)) + ".",
			SpecificSuggestion: "Follow each claim with what it changes for this buyer.",
			Example:            d.cleanExample("“"+d.sentText(best)+" What would that change for your team?”", d.removableFlags(best)),
			at:                 span{d.sents[best].s, d.sents[best].e}})
	}
	for _, c := range cands {
		if c.Example != "" && d.hasOwnExample([]Improvement{c}, objection) && !(objection != "" && d.misattributes(c.Example, objection)) {
			return c, true
		}
	}
	return Improvement{}, false
}

// cardQuestions are the question each scenario type turns on, in the words
// a scenario of that type uses; one is offered only when it shares a word
// with this buyer's situation or line.
var cardQuestions = map[string]string{
	"price":       "“Which part feels too expensive to you: the total, or the price for what you get?”",
	"competition": "“Beyond the price, what matters most to you when you compare us with the competitor?”",
	"authority":   "“What will the decision maker want to see before they say yes?”",
	"timing":      "“What would make the switch easy for you once the busy period is over?”",
	"trust":       "“What would you need to see to trust that it works for you?”",
	"need":        "“What does the current way cost you today, in hours or money?”",
}

// removableFlags are the hedges, fillers, buzzwords and vague words of
// sentence si, as flags for cleanExample.
func (d *doc) removableFlags(si int) map[string]string {
	st := &d.sents[si]
	out := map[string]string{}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && removable[e.Category] && e.Start >= st.s && e.End <= st.e {
			out[d.shown(e.Quote)] = e.Category
		}
	}
	return out
}

// fixRecommendation rewrites a recommendation that praises a dropped
// strength.
func (d *doc) fixRecommendation(rec string, before, after []Strength, imps []Improvement) string {
	kept := map[string]bool{}
	for _, st := range after {
		kept[st.Description] = true
	}
	for _, st := range before {
		if kept[st.Description] || !strings.Contains(rec, st.Description) {
			continue
		}
		switch {
		case len(after) > 0:
			return strings.Replace(rec, st.Description, after[0].Description, 1)
		case len(imps) > 0:
			return imps[0].SpecificSuggestion + " (" + imps[0].Description + ")"
		default:
			return "Rehearse it until it sounds natural, then try a harder buyer."
		}
	}
	return rec
}

// ---------------------------------------------------------------------------
// Examples.

// cleanExample removes the flagged words from an example (hedges, fillers,
// buzzwords, vague words) and repairs its form; it returns "" when the
// example cannot be repaired: it holds a flagged fault (a price cut, a
// made-up number …) or is left without a sentence.
func (d *doc) cleanExample(ex string, flagged map[string]string) string {
	if strings.TrimSpace(ex) == "" {
		return ""
	}
	if d.dangling(ex) {
		// keep the sentences that point at nothing missing
		if ex = d.withoutDangling(ex); ex == "" {
			return ""
		}
	}
	if len(flagged) > 0 {
		var ok bool
		if ex, ok = d.dropFlagged(ex, flagged); !ok {
			return ""
		}
	}
	return repairSentence(ex)
}

// dangling reports whether an example points at something that is not
// there: "that math" or "your numbers" when nobody gave a number, or a
// scenario card's description ("Customer thinks your product is too
// expensive") read out as if the buyer had said it.
func (d *doc) dangling(ex string) bool {
	lower := strings.ToLower(ex)
	if d.quantities == 0 && d.bc.theirNumbers() == 0 {
		for _, ref := range []string{"that math", "the math", "this math", "your numbers", "those numbers", "these numbers", "the numbers"} {
			if phraseAt(lower, ref) >= 0 {
				return true
			}
		}
	}
	if len(d.bc.clauses) == 1 {
		card := strings.ToLower(strings.TrimRight(strings.TrimSpace(d.bc.clauses[0]), "."))
		if len(strings.Fields(card)) <= 10 && strings.IndexFunc(card, unicode.IsDigit) < 0 && strings.Contains(lower, card) {
			return true
		}
	}
	return false
}

// withoutDangling removes the sentences of an example that dangle; "" when
// none is left.
func (d *doc) withoutDangling(ex string) string {
	t := strings.TrimSpace(ex)
	quoted := strings.HasPrefix(t, "“") && strings.HasSuffix(t, "”")
	inner := strings.TrimSuffix(strings.TrimPrefix(t, "“"), "”")
	var kept []string
	start := 0
	for i := 0; i < len(inner); i++ {
		if c := inner[i]; (c == '.' || c == '?' || c == '!') && (i+1 == len(inner) || inner[i+1] == ' ') {
			if sent := strings.TrimSpace(inner[start : i+1]); !d.dangling(sent) {
				kept = append(kept, sent)
			}
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(inner[start:]); rest != "" && !d.dangling(rest) {
		kept = append(kept, rest)
	}
	if len(kept) == 0 {
		return ""
	}
	out := strings.Join(kept, " ")
	if quoted {
		out = "“" + out + "”"
	}
	return out
}

// dropFlagged removes the flagged words the coach still finds in ex (read
// again, so "like" in "teams like yours" stays); false when ex holds a
// flagged fault that cannot be removed.
func (d *doc) dropFlagged(ex string, flagged map[string]string) (string, bool) {
	lower := strings.ToLower(ex)
	present := false
	for f := range flagged {
		if strings.Contains(lower, f) {
			present = true
		}
	}
	if !present {
		return ex, true
	}
	// the evidence of the removable categories is all found by markDoc
	marked := true
	for _, cat := range flagged {
		if !removable[cat] {
			marked = false
		}
	}
	var ed *doc
	if marked {
		ed = markDoc(ex, d.bc, nil, false)
	} else {
		ed = analyzeDoc(ex, d.bc)
	}
	type cut struct{ s, e int }
	var cuts []cut
	for _, e := range ed.evidence() {
		cat, ok := flagged[d.shown(e.Quote)]
		if !ok || e.Kind != "negative" || e.Category != cat || bareNumber(d.shown(e.Quote)) {
			continue
		}
		if !removable[cat] || !safeCuts[d.shown(e.Quote)] {
			return "", false
		}
		cuts = append(cuts, cut{e.Start, e.End})
	}
	for f, cat := range flagged {
		if (!removable[cat] || !safeCuts[f]) && !bareNumber(f) && phraseAt(lower, f) >= 0 {
			return "", false
		}
	}
	if len(cuts) == 0 {
		return ex, true
	}
	var b strings.Builder
	pos := 0
	for _, c := range cuts {
		if c.s < pos {
			continue
		}
		b.WriteString(ex[pos:c.s])
		pos = c.e
		// a comma right after the removed words goes with them
		for pos < len(ex) && ex[pos] == ' ' {
			pos++
		}
		if pos < len(ex) && ex[pos] == ',' {
			pos++
		}
	}
	b.WriteString(ex[pos:])
	return b.String(), true
}

// bareNumber reports whether a flagged quote is only a number ("10",
// "two"): the same number in an example ("two weeks", the buyer's "10
// hours") is another fact, not the flagged one. "10x", "500%" and "$2
// million" are not bare.
func bareNumber(q string) bool {
	toks := tokenize(q)
	if len(toks) != 1 || !toks[0].isNum() {
		return false
	}
	if toks[0].numWord {
		return true // "two"
	}
	// digits only: not "10x", "500%", "$40"
	return strings.IndexFunc(q, func(r rune) bool { return !unicode.IsDigit(r) && r != ',' && r != '.' }) < 0
}

// phraseAt returns the byte offset of phrase in lower as whole words, or -1.
func phraseAt(lower, phrase string) int {
	for i := 0; i < len(lower); {
		k := strings.Index(lower[i:], phrase)
		if k < 0 {
			return -1
		}
		s, e := i+k, i+k+len(phrase)
		before, _ := utf8.DecodeLastRuneInString(lower[:s])
		after, _ := utf8.DecodeRuneInString(lower[e:])
		if (s == 0 || !isWordRune(before)) && (e == len(lower) || !isWordRune(after)) {
			return s
		}
		i = s + 1
	}
	return -1
}

// sentenceEnders are words a sentence does not end on.
var sentenceEnders = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "and": true, "or": true, "but": true, "with": true,
	"for": true, "your": true, "our": true, "my": true, "their": true, "his": true, "her": true, "its": true,
	"that": true, "which": true, "who": true, "is": true, "are": true, "was": true, "were": true, "be": true,
	"been": true, "will": true, "would": true, "can": true, "could": true, "should": true, "if": true,
	"because": true, "so": true, "than": true, "in": true, "on": true, "at": true, "by": true, "from": true,
	"as": true, "into": true, "like": true, "about": true, "just": true, "very": true, "really": true,
}

// questionEnders are the sentenceEnders a question may end on ("what would
// it be?"); a preposition left at the end is a cut ("Does 12 May work
// for?") and goes.
var questionEnders = map[string]bool{"be": true, "been": true, "like": true} // "what it looks like?"

// thatVerbs take "that" as their object at a sentence's end ("I'm sorry you
// went through that", "We can fix that").
var thatVerbs = toSet("through with about for like understand hear heard see saw get know do did felt feel said say fix solve avoid expect mean meant change")

// embeddedCopula reports whether a final "is"/"was"/"are"/"were" closes a
// clause a wh-word opened a few words before ("what the first one was",
// "where it is"): the sentence is whole.
func embeddedCopula(before, last string) bool {
	switch last {
	case "is", "was", "are", "were":
	default:
		return false
	}
	f := strings.Fields(strings.ToLower(before))
	for k := len(f) - 1; k >= 0 && k >= len(f)-5; k-- {
		switch strings.Trim(f[k], ",;:") {
		case "what", "who", "where", "how", "whatever", "whoever", "wherever":
			return true
		}
	}
	return false
}

// thatObject reports whether the text before a final "that" ends on a word
// that takes it as its object.
func thatObject(before string) bool {
	f := strings.Fields(strings.ToLower(before))
	return len(f) > 0 && thatVerbs[strings.Trim(f[len(f)-1], ",;:")]
}

// repairSentence fixes an example's form: single spaces, no space before
// punctuation, no ",." or doubled words, a capital first letter and a full
// stop (or its own ? !) at the end, never ending on a word like "the" or
// "and". An example that is not left with two words is dropped ("").
func repairSentence(ex string) string {
	ex = oneSpaced(ex)
	opening, closing := "", ""
	inner := ex
	if strings.HasPrefix(inner, "“") && strings.HasSuffix(inner, "”") && strings.Count(inner, "“") == 1 {
		opening, closing = "“", "”"
		inner = strings.TrimSuffix(strings.TrimPrefix(inner, "“"), "”")
	} else if t := strings.TrimRight(inner, "”\"’)"); t != inner {
		// an instruction ending on a quote: mend the sentence inside it
		closing = inner[len(t):]
		inner = t
	}
	for _, r := range []struct{ from, to string }{
		{" ,", ","}, {" .", "."}, {" ?", "?"}, {" !", "!"}, {" ;", ";"}, {" :", ":"},
		{",,", ","}, {",.", "."}, {",?", "?"}, {";.", "."}, {":.", "."}, {"..", "."},
	} {
		for strings.Contains(inner, r.from) && !strings.Contains(inner, "...") {
			inner = strings.ReplaceAll(inner, r.from, r.to)
		}
	}
	inner = strings.TrimLeft(inner, " ,;:—-")
	inner = dropDoubledWords(inner)
	// the end: a full stop, ? or !, after a word a sentence can end on
	end := ""
	for {
		inner = strings.TrimRight(inner, " ,;:—-")
		if n := len(inner); n > 0 && strings.ContainsRune(".?!", rune(inner[n-1])) {
			if end == "" {
				end = inner[n-1:]
			}
			inner = inner[:n-1]
			continue
		}
		i := strings.LastIndexFunc(inner, func(r rune) bool { return !(isWordRune(r) || r == '\'' || r == '’') })
		last := strings.ToLower(inner[i+1:])
		if last == "" || !sentenceEnders[last] || end == "?" && questionEnders[last] || last == "that" && thatObject(inner[:i+1]) ||
			embeddedCopula(inner[:i+1], last) || // ("…wonder what the first one was.")
			i >= 0 && inner[i] == '-' {
			break // (the end of a hyphenated word, "head-on", is no dangling "on")
		}
		inner = inner[:i+1]
	}
	if end == "" {
		end = "."
	}
	if !fieldsAtLeast(inner, 2) {
		return ""
	}
	if r, sz := utf8.DecodeRuneInString(inner); unicode.IsLower(r) {
		inner = string(unicode.ToUpper(r)) + inner[sz:]
	}
	return opening + inner + end + closing
}

// oneSpaced is oneSpaced(s): s without leading or
// trailing white space, its words separated by single spaces. It returns s
// itself when s already is.
func oneSpaced(s string) string {
	space := true // a space here would be leading or doubled
	for i := 0; i < len(s); {
		c := s[i]
		isSpace := false
		if c < utf8.RuneSelf {
			isSpace = c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
			i++
		} else {
			r, n := utf8.DecodeRuneInString(s[i:])
			isSpace = unicode.IsSpace(r)
			i += n
		}
		if isSpace {
			if c != ' ' || space {
				return strings.Join(strings.Fields(s), " ")
			}
			space = true
		} else {
			space = false
		}
	}
	if space && s != "" {
		return strings.Join(strings.Fields(s), " ")
	}
	return s
}

// dropDoubledWords removes a word repeated right after itself ("the the").
func dropDoubledWords(s string) string {
	if !hasDoubledWord(s) {
		return s
	}
	words := strings.Split(s, " ")
	out := words[:0:0]
	for i, w := range words {
		if i > 0 && strings.EqualFold(w, words[i-1]) && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// hasDoubledWord reports whether dropDoubledWords would drop a word.
func hasDoubledWord(s string) bool {
	prev, rest := "", s
	for i := 0; ; i++ {
		w, after, more := strings.Cut(rest, " ")
		if i > 0 && strings.EqualFold(w, prev) && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
			return true
		}
		if !more {
			return false
		}
		prev, rest = w, after
	}
}

// ---------------------------------------------------------------------------
// Quotes in findings.

// quotedParts returns the parts of a finding's text between “ and ”.
func quotedParts(s string) []string {
	var out []string
	if n := strings.Count(s, "“"); n > 1 {
		out = make([]string, 0, n)
	}
	for {
		i := strings.Index(s, "“")
		if i < 0 {
			return out
		}
		s = s[i+len("“"):]
		j := strings.Index(s, "”")
		if j < 0 {
			return out
		}
		out = append(out, s[:j])
		s = s[j+len("”"):]
	}
}

// normShown is a quote as shown without the decoration of q(): no ellipses,
// no final full stop, single spaces, lower case.
func normShown(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "…")
	s = strings.TrimSuffix(s, "…")
	s = strings.TrimSuffix(strings.TrimSpace(s), ".")
	return strings.ToLower(oneSpaced(s))
}

// shown is normShown, remembered per doc: the same evidence quotes are
// compared with every quote of every finding.
func (d *doc) shown(s string) string {
	if n, ok := d.shownMemo[s]; ok {
		return n
	}
	if d.shownMemo == nil {
		d.shownMemo = map[string]string{}
	}
	n := normShown(s)
	d.shownMemo[s] = n
	return n
}

// sameShown reports whether a shown quote is the evidence quote (or a
// part of it, when shortened with "…").
func (d *doc) sameShown(evQuote, shown string) bool {
	a, b := d.shown(evQuote), d.shown(shown)
	if b == "" {
		return false
	}
	if strings.Contains(shown, "…") {
		return strings.Contains(a, b)
	}
	return a == b
}

// findingSpan is the text a finding is about: its at, or the first of its
// quotes found in the text (a shortened quote stands for its sentence).
func (d *doc) findingSpan(at span, desc string) span {
	if at != (span{}) {
		return at
	}
	if d.lower == "" {
		d.lower = d.lowerText() // (strings.ToLower(d.text))
	}
	lower := d.lower
	for _, qt := range quotedParts(desc) {
		n := d.shown(qt)
		if n == "" {
			continue
		}
		// match word by word, whatever the spacing in the text
		words := strings.Fields(n)
		for i := 0; i < len(lower); {
			k := strings.Index(lower[i:], words[0])
			if k < 0 {
				break
			}
			s := i + k
			e, ok := s+len(words[0]), true
			for _, w := range words[1:] {
				p := e
				for p < len(lower) && isSpaceByte(lower[p]) {
					p++
				}
				if p == e || !strings.HasPrefix(lower[p:], w) {
					ok = false
					break
				}
				e = p + len(w)
			}
			if ok && len(lower) == len(d.text) {
				if strings.HasSuffix(strings.TrimSpace(qt), "…") {
					if j := strings.IndexAny(d.text[e:], ".?!\n"); j >= 0 {
						e += j + 1
					} else {
						e = len(d.text)
					}
				}
				return span{s, e}
			}
			i = s + 1
		}
	}
	return span{}
}
