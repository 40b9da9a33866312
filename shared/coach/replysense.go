package coach

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// citeVerbs after "you" report what the buyer said or showed ("you told me",
// "you mentioned", "you showed us").
var citeVerbs = toSet("told said mentioned showed shared gave sent wrote quoted")

// citesBuyer reports whether tokens first..last (one sentence) report the
// buyer's own words or records: "you told me", "you've mentioned", "as
// you said", "your own logs". A figure in it is the buyer's, not a claim.
func citesBuyer(toks []token, first, last int) bool {
	for i := first; i+1 < last; i++ {
		switch toks[i].norm {
		case "you", "you've":
			n := toks[i+1].norm
			if citeVerbs[n] {
				return true
			}
			if (n == "just" || n == "already" || n == "have") && i+2 < last && citeVerbs[toks[i+2].norm] {
				return true
			}
		case "your":
			if toks[i+1].norm == "own" {
				return true
			}
		}
	}
	return false
}

// brochureSenders before "brochure" make it what the rep hands over
// instead of a next step ("I'll send you a brochure").
var brochureSenders = toSet("send sending sent email emailing leave drop share forward post mail attach attached give")

// onlyNamedBrochure reports whether the sentence's only postponement phrase
// is "brochure" named, not sent ("Rather than our brochure, …", "every
// vendor shows a brochure"): a brochure is a brush-off only when the rep
// sends it in place of a step.
func onlyNamedBrochure(toks []token, nf []int) bool {
	hits := vagueCloseLex.scan(toks, nf)
	if len(hits) == 0 {
		return false
	}
	for _, h := range hits {
		if h.ph.text != "brochure" {
			return false
		}
		for k := h.from - 1; k >= 0 && k >= h.from-4; k-- {
			if brochureSenders[toks[nf[k]].norm] {
				return false
			}
		}
	}
	return true
}

// linked reports whether sentence si, which serves no stage itself, is tied
// to its neighbours: it points back at the sentence before ("That kind of
// thing is hard to forget"), the next one points back at it, or it
// announces a list. Such a sentence is not removable from the rep's reply.
func (r *replyResult) linked(si int) bool {
	if w := strings.Fields(strings.ToLower(r.d.sentText(si))); len(w) < 2 || len(w) < 4 && fragmentStarts[strings.Trim(w[0], ",")] {
		return false // "And ESG.": a fragment, not a sentence to keep
	}
	for i := r.d.sents[si].first; i < r.d.sents[si].last; i++ {
		if rl := r.d.toks[i].role; rl == roleFiller || rl == roleHedge || rl == roleVague {
			return false // "And, like, um, our thing basically texts them": not the rep at their best
		}
	}
	return si > 0 && (r.anaphoric(si) || r.connects(si) || r.refersBack(si)) || si+1 < len(r.d.sents) && r.anaphoric(si+1) || r.header(si)
}

// substantive reports whether sentence si, which the stages do not count,
// still says something of the rep's own ("The main gain is time: reminders
// go out by text on their own"): five words or more, cleanly said, not a
// stock phrase or small talk. Such a sentence stays in the ideal.
func (r *replyResult) substantive(si int) bool {
	if len(strings.Fields(r.d.sentText(si))) < 5 || stockAckOnly(r.d, si) || smallTalk(r.d.toks, r.d.stream(si)) {
		return false
	}
	for i := r.d.sents[si].first; i < r.d.sents[si].last; i++ {
		if rl := r.d.toks[i].role; rl == roleFiller || rl == roleHedge || rl == roleVague {
			return false
		}
	}
	return true
}

// connectives open a sentence that carries on the argument before it ("So
// the gap closes", "And that is before the alarms").
var connectives = toSet("so and but then because which thus therefore hence also plus yet still")

// connects reports whether sentence si opens on a connective.
func (r *replyResult) connects(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if t := &r.d.toks[i]; t.norm != "" {
			return connectives[t.norm]
		}
	}
	return false
}

// refersBack reports whether sentence si names, with "the", something an
// earlier sentence introduced ("the gap" after "That's a real gap").
func (r *replyResult) refersBack(si int) bool {
	st := &r.d.sents[si]
	for i := st.first; i+1 < st.last; i++ {
		if r.d.toks[i].norm != "the" {
			continue
		}
		noun := r.d.toks[i+1].norm
		if len(noun) < 3 || stopwords[noun] {
			continue
		}
		for sj := 0; sj < si; sj++ {
			if sentenceHas(r.d, sj, noun) {
				return true
			}
		}
	}
	return false
}

// continues reports whether sentence si carries on the one before it: it
// starts with a lower-case letter, so the split before it was an
// abbreviation's dot ("1,150 лв. a month", "approx. 40 staff").
func (r *replyResult) continues(si int) bool {
	if si <= 0 || si >= len(r.d.sents) {
		return false
	}
	t := strings.TrimLeft(r.d.sentText(si), " \t\n\"“'(")
	c, _ := utf8.DecodeRuneInString(t)
	return unicode.IsLower(c)
}

// joinContinuations makes a sentence split at an abbreviation one sentence
// again, and drops both halves when either half was not kept: an
// abbreviation never ends a sentence of the ideal.
func (r *replyResult) joinContinuations(kept []keptSentence) []keptSentence {
	idx := map[int]int{}
	for i, k := range kept {
		idx[k.si] = i
	}
	drop := map[int]bool{}
	for si := range r.d.sents {
		if !r.continues(si) {
			continue
		}
		_, prev := idx[si-1]
		_, cur := idx[si]
		if prev != cur {
			drop[si-1], drop[si] = true, true
		}
	}
	var out []keptSentence
	for _, k := range kept {
		if drop[k.si] {
			continue
		}
		if n := len(out); n > 0 && out[n-1].si == k.si-1 && r.continues(k.si) {
			out[n-1].text += " " + k.text
			continue
		}
		out = append(out, k)
	}
	return out
}

// ackStartRe finds a sentence that opens by taking the buyer's point on
// board, in any of the usual wordings.
var ackStartRe = regexp.MustCompile(`(?i)^(thank you|thanks|that helps|fair|that's fair|that's a fair|good point|you're right|you are right|true|it is|i hear|i understand|understood|i see|i get|got it|makes sense|that makes sense|of course|no incident|sorry)\b`)

// repAcknowledges reports whether the ideal's first kept sentence is the
// rep's own opening and it acknowledges the buyer in any wording ("Thank
// you, Captain, that helps", "I understand. That kind of thing is hard to
// forget"): a stock acknowledgement in front of it would only be weaker.
func (r *replyResult) repAcknowledges(kept []keptSentence) bool {
	if len(kept) == 0 {
		return false
	}
	k := kept[0]
	first := r.firstCountedSent()
	if k.si != first && !(r.continues(k.si) && k.si-1 == first) {
		return false
	}
	if k.stage == "acknowledge" || k.si == r.ackSent && r.ack > 0 {
		return true
	}
	text := strings.TrimSpace(r.d.sentText(first))
	return ackStartRe.MatchString(text) || ackOpenRe.MatchString(text)
}

// fragmentStarts open a short fragment that leans on the sentence before.
var fragmentStarts = toSet("and or but plus also nor")

// citesBuyerFigures reports whether a clean sentence of the reply answers
// with figures the rep cites as the buyer's own ("You told me last week you
// empty about R$ 3,000 a month in coins"): advice to bring in the buyer's
// numbers would repeat what the rep did.
func (r *replyResult) citesBuyerFigures() bool {
	for si := range r.d.feats {
		f := &r.d.feats[si]
		if hasRelevant(f) && !r.flagged(si) && citesBuyer(r.d.toks, r.d.sents[si].first, r.d.sents[si].last) {
			return true
		}
	}
	return false
}

// landedRe finds a question that checks the answer landed ("Would those be
// enough to start?", "Does that help?", "Does that sound fair?").
var landedRe = regexp.MustCompile(`(?i)\b(help|helps|work|works|answer|answers|enough|settle|settles|make sense|makes sense|cover|covers|sound|sounds|fair|useful|worth|easier|comfortable|good to you|ok|okay)\b`)

// answerAfter reports whether a statement that answers follows question si
// in the reply: only then was the question asked before the answer.
func (r *replyResult) answerAfter(si int) bool {
	for sj := si + 1; sj < len(r.d.feats); sj++ {
		f := &r.d.feats[sj]
		if f.q == qNone && f.content > 0 && !r.flagged(sj) && r.stageOf(sj) == "respond" {
			return true
		}
	}
	return false
}

// whenRe finds a day or a week named for a step ("next week", "on
// Thursday", "by 8 August").
var whenRe = regexp.MustCompile(`(?i)\b(next|this|that) (week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight)\b|\b(by|on|before) (the )?\d{1,2}(st|nd|rd|th)?\b`)

// answerBefore reports whether a statement that answers comes before
// sentence si in the reply.
func (r *replyResult) answerBefore(si int) bool {
	for sj := 0; sj < si; sj++ {
		f := &r.d.feats[sj]
		if f.q == qNone && f.content > 0 && !r.flagged(sj) && r.stageOf(sj) == "respond" {
			return true
		}
	}
	return false
}

// Stock questions a buyer's line answers without the listed words: a
// timing line that gives its reason, a need line that says how they do it
// today.
const (
	whyNowQuestion   = "What makes now a hard time?"
	howTodayQuestion = "How are you handling that today, and what does it cost you?"
)

// lineAnswers reports whether the buyer's line already answers stock
// question q, whatever its words: a timing line of eight words or more
// gives its reason ("August is full of new horses arriving"); a need line
// where the buyer speaks of their own way of working says how they handle
// it ("I do the routes myself in 20 minutes").
func lineAnswers(q, line string) bool {
	switch q {
	case whyNowQuestion:
		return len(strings.Fields(line)) >= 8
	case howTodayQuestion:
		// a statement about their own way ("We write the orders on a
		// whiteboard", "My shot-firer has twenty-five years"), not about
		// needing, thinking or seeing ("I don't think we need this")
		for _, sent := range sentencesOf(line) {
			if strings.HasSuffix(sent, "?") {
				continue
			}
			first, opinion := false, false
			for _, t := range tokenize(sent) {
				switch t.norm {
				case "i", "we", "my", "our", "we've", "we're", "i've", "i'm", "us":
					first = true
				case "need", "needs", "think", "see", "want", "sure", "interested", "believe":
					opinion = true
				}
			}
			if first && !opinion {
				return true
			}
		}
	}
	return false
}

// sentencesOf splits a buyer's line into sentences, each with its end mark.
func sentencesOf(line string) []string {
	var out []string
	start := 0
	for i, c := range line {
		if c == '.' || c == '?' || c == '!' {
			if s := strings.TrimSpace(line[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(line[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// namesConcernAfter reports whether the sentence after stock
// acknowledgement si names what the buyer went through ("That kind of
// thing is hard to forget, especially in your environment"): it points
// back, says nothing about the seller and asks nothing.
func (r *replyResult) namesConcernAfter(si int) bool {
	sj := si + 1
	if sj >= len(r.d.feats) || !r.anaphoric(sj) {
		return false
	}
	f := &r.d.feats[sj]
	if f.q != qNone || f.content == 0 || f.content > 20 || f.argue+f.dismiss+f.bash+f.discount+f.pressure > 0 || f.q == qPushy || f.selfClaim || f.buzz > 0 || len(f.quantities) > 0 {
		return false
	}
	return !containsNorm(r.d.toks, r.d.stream(sj), "we", "our", "us", "we're", "we've", "ours", "but", "however")
}

// concernName names the concern after a stock phrase, by what the buyer's
// line says: a price line that compares with a rival's figure is about the
// gap, not about the buyer's budget.
func (r *replyResult) concernName(t string) string {
	if t == "price" && (slices.Contains(r.said, "competitor") || slices.Contains(r.said, "comparator") || rivalQuote(r.objection)) {
		return "they're asking less for what looks like the same thing."
	}
	return concernNames[t]
}

// cardScaleOnly reports whether the sentence's only market words are
// "billion"/"trillion" scaling a figure the card states ("the 7.8 billion
// đồng" of our quote): the buyer's own amount, not a market statistic.
func cardScaleOnly(d *doc, nf []int) bool {
	hits := marketLex.scan(d.toks, nf)
	if len(hits) == 0 || d.bc == nil {
		return false
	}
	for _, h := range hits {
		if h.ph.text != "billion" && h.ph.text != "trillion" || h.from == 0 {
			return false
		}
		i := nf[h.from-1]
		v, ok := quantityAt(d.toks, i)
		if !ok {
			return false
		}
		known := false
		for _, n := range d.bc.numbers {
			if n.val > 0 && math.Abs(v-n.val)/math.Max(v, n.val) <= 0.03 {
				known = true
			}
		}
		if !known {
			return false
		}
	}
	return true
}

// restatesLine reports whether sentence si says the buyer's point back in
// the buyer's own words: a content word of the buyer's line (by stem, five
// letters or more), nothing about the seller, no figure of its own, no "but".
func restatesLine(d *doc, si int) bool {
	f := &d.feats[si]
	if f.selfClaim || f.buzz > 0 || f.argue+f.dismiss+f.bash+f.discount+f.pressure > 0 || f.value || f.proof {
		return false
	}
	if hedgedSentence(d, si) {
		return false
	}
	for i := d.sents[si].first; i < d.sents[si].last; i++ {
		if d.toks[i].role == roleFiller || d.toks[i].role == roleHedge || d.toks[i].role == roleVague {
			return false // "Yeah so, I mean, that's great, …": filler, not the buyer's point
		}
	}
	nf := d.stream(si)
	if containsNorm(d.toks, nf, "we", "our", "us", "we're", "we've", "ours", "i", "i'm", "i'll", "i'd", "but", "however") {
		return false
	}
	for _, q := range f.quantities {
		if !d.toks[q.tok].numWord {
			return false
		}
	}
	for _, i := range nf {
		t := &d.toks[i]
		if len(t.stem) >= 5 && !stopwords[t.norm] && d.bc != nil && d.bc.stems[t.stem] {
			return true
		}
	}
	return false
}

// lineHasType reports whether the buyer's line has a word of objection type
// typ (objTypeWords), so that the scenario's own type is also the line's.
func lineHasType(line, typ string) bool {
	line, _ = truncate(line, maxContextBytes)
	for _, o := range objTypeWords {
		if o.typ != typ {
			continue
		}
		for _, t := range tokenize(line) {
			if o.words[t.norm] {
				return true
			}
		}
	}
	return false
}

// assentRe opens a reply that says yes to the buyer's request.
var assentRe = regexp.MustCompile(`(?i)^(of course|sure|yes|yeah|absolutely|certainly|definitely|happy to|no problem|we can|that's fine|fine)\b`)

// requestRe is a buyer's yes/no request ("Can we revisit it after April?",
// "Could you send it over?").
var requestRe = regexp.MustCompile(`(?i)\b(can|could|would|will|shall) (we|you|i)\b[^?]*\?`)

// assentsToRequest reports whether the buyer asked for something with a
// yes/no question and the rep's first sentence says yes: the question is
// answered, and no stock answer goes in front of the rep's own next move.
func (r *replyResult) assentsToRequest() bool {
	si := r.firstCountedSent()
	if si < 0 || !requestRe.MatchString(r.objection) {
		return false
	}
	return assentRe.MatchString(strings.TrimSpace(r.d.sentText(si)))
}

// scenarioTypeInLine is lineHasType for the scenario's type, memoised.
func (r *replyResult) scenarioTypeInLine() bool {
	if r.scInLine == 0 {
		r.scInLine = 2
		if lineHasType(r.objection, r.d.bc.objType) {
			r.scInLine = 1
		}
	}
	return r.scInLine == 1
}

// askTellRe is a question asking the buyer to tell ("Would you tell me what
// he pushed back on?"): it clarifies; it neither checks nor proposes.
var askTellRe = regexp.MustCompile(`(?i)\b(would|could|can|will) you (tell|say|share|explain|describe|walk me through|let me know)\b`)

// endorsementRe finds a claim that someone else vouches for the seller
// ("The EPA themselves recommend us"), and offRecordRe one the buyer is
// told they cannot check ("informally of course", "off the record").
var (
	endorsementRe = regexp.MustCompile(`(?i)\b(recommends?|endorses?|endorsed|backs|vouch(es)? for|prefers?)\s+(us|our)\b`)
	offRecordRe   = regexp.MustCompile(`(?i)\b(informally|unofficially|off the record|between (you and me|us)|nobody needs to know)\b`)
)

// uncheckableEndorsement reports whether a sentence claims an endorsement
// with no document or name the buyer could check, or says it is off the
// record: a model answer never repeats it.
func uncheckableEndorsement(text string) bool {
	low := strings.ToLower(text)
	if !strings.Contains(low, "recommend") && !strings.Contains(low, "endorse") && !strings.Contains(low, "backs") &&
		!strings.Contains(low, "vouch") && !strings.Contains(low, "prefer") && !strings.Contains(low, "official") &&
		!strings.Contains(low, "informally") && !strings.Contains(low, "record") && !strings.Contains(low, "between") &&
		!strings.Contains(low, "nobody needs") {
		return false // (most sentences: no regexp run)
	}
	if offRecordRe.MatchString(text) {
		return true
	}
	return endorsementRe.MatchString(text) && !docOfferG.MatchString(text)
}

// noNeedRe finds a buyer who doubts there is a problem to solve ("I don't
// see what problem this solves", "why would we need this?").
var noNeedRe = regexp.MustCompile(`(?i)\b(don't|do not|can't|cannot) see (what|why|the (need|point|problem))|\bwhat problem\b|\bwhy would (we|i) need\b|\b(don't|do not) (think (we|i) )?need (this|it|that|one)\b|\bno need for\b`)

// doubtsNeed reports whether the buyer doubts the need and the rep asked
// nothing about it: what is behind "I don't see the problem" is the turn's
// question, however good the answer, so the ideal asks it first.
func (r *replyResult) doubtsNeed() bool {
	if r.clarify >= 0.6 {
		return false
	}
	if r.noNeed == 0 {
		r.noNeed = 2
		if low := strings.ToLower(r.objection); (strings.Contains(low, "see") || strings.Contains(low, "need") || strings.Contains(low, "problem")) && noNeedRe.MatchString(r.objection) {
			r.noNeed = 1
		}
	}
	return r.noNeed == 1
}

// rivalQuoteWords name another supplier's offer in a buyer's line.
var rivalQuoteWords = toSet("quote quoted quotes bid offer offers offered offering asking charges charging cheaper lower")

// rivalQuote reports whether the buyer's line names another supplier's
// offer ("The Dutch quote is 8.1", "PagaLava is asking R$ 1,350").
func rivalQuote(line string) bool {
	for _, w := range strings.Fields(line) {
		if rivalQuoteWords[strings.ToLower(strings.Trim(w, ".,;:!?\"'“”‘’()"))] {
			return true
		}
	}
	return false
}

// ownAnswer is the rep's own best answer sentence when it answers with
// value, proof or the buyer's numbers and carries no finding ("On your RON
// 3.1 million electricity bill, 40% savings would be around RON 1.2 million
// a year"), else "": an example beside a fault keeps it, so the example is
// never weaker than what the rep already said.
func (r *replyResult) ownAnswer() string {
	if r.respond < 0.7 {
		return ""
	}
	best, bestW := "", 0
	for si := range r.d.feats {
		f := &r.d.feats[si]
		w := 0
		switch {
		case hasRelevant(f) && f.q == qNone:
			w = 2 // the buyer's own numbers, worked on
		case f.proof && f.q == qNone:
			w = 1
		}
		if w <= bestW || r.flagged(si) || r.anaphoric(si) || f.discount+f.pressure > 0 || uncheckableEndorsement(r.d.sentText(si)) {
			continue
		}
		if own := r.cleanOwn(si); own != "" {
			best, bestW = own, w
		}
	}
	return best
}

// factAbout reports whether fact f speaks to objection type typ (its
// factWords).
func factAbout(f, typ string) bool {
	words := factWords[typ]
	for _, t := range tokenize(f) {
		if words[t.norm] {
			return true
		}
	}
	return false
}

// contrastsRival reports whether sentence si sets what we do against the
// rival the buyer named ("our price includes the loyalty app; theirs
// charges per message", "Ours also gives you fuel burnt, CaneTrack gives you
// where the machines are"): a competitive answer, not a claim in the air.
func contrastsRival(d *doc, si int, objection string) bool {
	nf := d.stream(si)
	if !containsNorm(d.toks, nf, "our", "ours", "we", "we're", "we've") {
		return false
	}
	if containsNorm(d.toks, nf, "theirs") {
		return true
	}
	text := d.sentText(si)
	for _, name := range rivalNames(objection) {
		if strings.Contains(text, name) {
			return true
		}
	}
	return false
}

// rivalNames are the capitalised names in the buyer's line: "PagaLava",
// "CaneTrack".
func rivalNames(objection string) []string {
	var out []string
	for i, w := range strings.Fields(objection) {
		w = strings.Trim(w, ".,;:!?\"'“”‘’()")
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		if len(w) < 3 || i == 0 && (stopwords[strings.ToLower(w)] || notYours[strings.ToLower(w)]) {
			continue // (a first word is a name only if it is no common word: "FitDesk is offering …")
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && !strings.EqualFold(w, "I'm") {
			out = append(out, w)
		}
	}
	return out
}

// citesOnce is citesBuyer memoised in *memo (0 unknown, 1 yes, 2 no).
func citesOnce(memo *int8, toks []token, first, last int) bool {
	if *memo == 0 {
		*memo = 2
		if citesBuyer(toks, first, last) {
			*memo = 1
		}
	}
	return *memo == 1
}

// bitVerbs follow "a bit" the noun ("a bit lasts", "a bit costs").
var bitVerbs = toSet("has had costs cost lasts lasted wears wore breaks broke drills drilled needs will would can could should must does did")

// tryNotHedge reports whether "try to" is not the seller doubting itself:
// an imperative or the buyer's trying ("try to break it", "you can try to
// book it twice"). It hedges only after I or we ("we'll try to deliver").
func tryNotHedge(d *doc, h hit) bool {
	if h.ph.text != "try to" {
		return false
	}
	first := &d.toks[d.nonFiller[h.from]]
	if h.from > 0 {
		if pv := &d.toks[d.nonFiller[h.from-1]]; pv.sent == first.sent && (strings.HasSuffix(pv.norm, "n't") || pv.norm == "not" || pv.norm == "never") {
			return true // "I wouldn't try to change that": a refusal, not a doubt
		}
	}
	for k := h.from - 1; k >= 0 && k >= h.from-3; k-- {
		pv := &d.toks[d.nonFiller[k]]
		if pv.sent != first.sent {
			break
		}
		switch pv.norm {
		case "i", "we", "i'll", "we'll", "i'd", "we'd", "i'm", "we're":
			return false
		}
	}
	return true
}

// believeNotHedge reports whether "I believe" takes a person as its object
// ("I believe you", "I believe them"): trusting the buyer, not doubting a
// claim.
func believeNotHedge(d *doc, h hit) bool {
	if h.ph.text != "i believe" || h.to >= len(d.nonFiller) {
		return false
	}
	first := &d.toks[d.nonFiller[h.from]]
	nx := &d.toks[d.nonFiller[h.to]]
	if nx.sent != first.sent {
		return false
	}
	switch nx.norm {
	case "you", "them", "him", "her":
		return true
	}
	return false
}

// anywayOpeners before "anyway" make it an opener ("so anyway").
var anywayOpeners = toSet("so but and well ok okay")
