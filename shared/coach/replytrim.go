package coach

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A reply report is spoiled by any one wrong claim, so what it shows is
// trimmed to the claims whose detectors are nearly always right: at most
// three strengths, at most two improvements (the most important ones) and
// one missed opportunity, each tied to words that say what it says. Scores
// keep every signal; only the shown words are trimmed.

const (
	maxReplyStrengths    = 3
	maxReplyImprovements = 2
	maxReplyMissed       = 1
)

// argueSense clears arguing hits that argue with nobody: a bare laugh or
// "obviously" says nothing about the buyer, and "come on" argues only as an
// interjection opening a sentence ("Come on, …"), not as a verb ("can our
// engineer come on 21 October").
func argueSense(d *doc) {
	d.dropEvidence(func(ev *Evidence) bool {
		if ev.Category != "arguing" || ev.Kind != "negative" {
			return false
		}
		phrase := strings.Trim(strings.ToLower(d.text[ev.Start:ev.End]), " ,.!?;:")
		si := sentAt(d, ev.Start)
		weak := phrase == "ha" || phrase == "obviously"
		if phrase == "come on" {
			// the interjection stands apart ("Come on, …", "… come on!");
			// the verb runs on ("come on 21 October", "come on site")
			rest := strings.TrimLeft(d.text[ev.End:], " ")
			weak = rest != "" && !strings.ContainsAny(rest[:1], ",.!?;:—")
		}
		if weak && si >= 0 && d.feats[si].argue > 0 {
			d.feats[si].argue--
			d.argue--
			return true
		}
		return false
	})
	// a disparaging word about nobody ("two days without appointments is
	// awful, I'm sorry") is sympathy; "trust us" said of others ("many gyms
	// trust us") dismisses nothing
	d.dropEvidence(func(ev *Evidence) bool {
		si := sentAt(d, ev.Start)
		if ev.Kind != "negative" || si < 0 {
			return false
		}
		f := &d.feats[si]
		switch {
		case ev.Category == "tone" && f.bash > 0 && !namesAThirdParty(d, si):
			f.bash--
			d.bash--
			return true
		case ev.Category == "dismissing" && f.dismiss > 0 && strings.HasPrefix(strings.ToLower(d.text[ev.Start:ev.End]), "trust") && !imperativeAt(d, si, ev.Start):
			f.dismiss--
			d.dismiss--
			return true
		case ev.Category == "dismissing" && f.dismiss > 0 && vouchRe.MatchString(strings.ToLower(d.text[ev.Start:ev.End])) && proofBeside(d, si):
			// "Trust me, … and their manager will take your call": the
			// rep's word with proof the buyer can check beside it
			f.dismiss--
			d.dismiss--
			return true
		}
		return false
	})
	// "if it's more than US$1,800, this pays for itself" is arithmetic on
	// a stated condition, not a boast
	d.dropEvidence(func(ev *Evidence) bool {
		if ev.Category != "overclaim" || ev.Kind != "negative" {
			return false
		}
		if si := sentAt(d, ev.Start); si >= 0 && conditionalFigure.MatchString(d.sentText(si)) && d.feats[si].overclaim > 0 {
			d.feats[si].overclaim--
			d.overclaim--
			return true
		}
		return false
	})
}

// conditionalFigure finds a condition with a figure in it ("if it's more
// than US$1,800, …").
var conditionalFigure = regexp.MustCompile(`(?i)\b(if|once|when)\b[^,;.?!]*\d[^,;?!]*,`)

// sentAt is the sentence holding byte offset at, or -1.
func sentAt(d *doc, at int) int {
	for si := range d.sents {
		if st := &d.sents[si]; at >= st.s && at < st.e {
			return si
		}
	}
	return -1
}

// severe reports whether the reply commits a fault that spoils it whatever
// else it does: an ethics fault, an outright price cut, pressure, dismissing
// or running down the buyer or a rival. Such a reply earns no praise, and
// its ideal response is built from the objection type, not from its lines.
func (r *replyResult) severe() bool {
	d := r.d
	return len(r.dodges) > 0 || d.discountUncond > 0 || d.pressure+d.pushyQ > 0 || d.dismiss+d.bash > 0
}

// negativeOver reports whether any negative finding lies within sp: the
// praised words hold criticised ones.
func (r *replyResult) negativeOver(sp span) bool {
	for _, e := range r.d.evidence() {
		if e.Kind == "negative" && e.Start >= sp.start && e.End <= sp.end {
			return true
		}
	}
	return false
}

// buyerFactIn reports whether sentence si states a fact of the buyer's:
// a number the scenario or the buyer's line gives, or a name they use (a
// capitalised word that is not the sentence's first).
func (r *replyResult) buyerFactIn(si int, scenario, objection string) bool {
	src := scenario + " " + objection
	vals := map[float64]bool{}
	for _, t := range tokenize(src) {
		if t.isNum() && t.val != 0 {
			vals[t.val] = true
		}
	}
	names := map[string]bool{}
	for _, w := range strings.FieldsFunc(src, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' && c != '’' }) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		if rs := []rune(w); len(rs) > 2 && unicode.IsUpper(rs[0]) && !stopwords[strings.ToLower(w)] {
			names[w] = true
		}
	}
	st := &r.d.sents[si]
	firstWord := true
	for i := st.first; i < st.last; i++ {
		t := &r.d.toks[i]
		if t.norm == "" {
			continue
		}
		if t.isNum() && t.val != 0 && vals[t.val] {
			return true
		}
		w := strings.TrimSuffix(strings.TrimSuffix(r.d.text[t.s:t.e], "'s"), "’s")
		if !firstWord && names[w] {
			return true
		}
		firstWord = false
	}
	return false
}

// closeRe finds a close dressed as a step: asking for the signature, the
// paperwork or the contract.
var closeRe = regexp.MustCompile(`(?i)\b(sign|signs|signed|signature|signing|paperwork|contract|contracts|agreement|order form|deal\?|lock (it|this|that) in|set you up|sign you up|get you started)\b`)

// proposalRe finds a concrete proposal: the rep offers or asks to do a
// thing.
var proposalRe = regexp.MustCompile(`(?i)\b(i'll|i will|i can|let's|let us|we can|we could|shall we|can we|could we|would it help|would you|how about|what if)\b`)

func (r *replyResult) trimStrengths(ss []Strength, scenario, objection string) []Strength {
	if r.severe() {
		return []Strength{}
	}
	out := []Strength{}
	for _, s := range ss {
		si := -1
		if s.at != (span{}) {
			si = sentAt(r.d, s.at.start)
		}
		if si >= 0 && r.negativeOver(s.at) {
			continue // words the report criticises are never praised
		}
		desc := s.Description
		switch {
		case strings.HasPrefix(desc, "Your answer uses the buyer's situation"):
			switch {
			case si >= 0 && docOfferG.MatchString(r.d.sentText(si)) && r.provenIn(si):
				// a document or a reference offered is proof, whatever place it names
				s.Description = "You offer proof the buyer can check: " + q(r.quote(si)) + "."
			case si >= 0 && r.buyerFactIn(si, scenario, objection):
			case si >= 0 && r.provenIn(si):
				s.Description = "You offer proof the buyer can check: " + q(r.quote(si)) + "."
			default:
				continue
			}
		case strings.HasPrefix(desc, "You ask before you answer"):
			if !strings.Contains(desc, "?") || si >= 0 && r.answerBefore(si) && !r.answerAfter(si) { // replysense.go
				continue // a question after the answer is not asked before it
			}
		case strings.HasPrefix(desc, "You check the concern is resolved"), strings.HasPrefix(desc, "You propose a concrete next step"):
			if si < 0 {
				continue
			}
			text := r.d.sentText(si)
			if closeRe.MatchString(text) || !proposalRe.MatchString(text) && !strings.Contains(text, "?") {
				continue
			}
			if strings.HasPrefix(desc, "You check the concern is resolved") && (!proposalRe.MatchString(text) && !landedRe.MatchString(text) && !whenRe.MatchString(text) || askTellRe.MatchString(text)) {
				continue // "Is it that your team is too stretched, or …?" clarifies; it checks nothing
			}
		case strings.HasPrefix(desc, "You acknowledge the concern first"):
			if r.d.discount > 0 || si >= 0 && si != r.firstCountedSent() {
				continue // "Okay, don't sign yet" opens a cave; a later sentence is not "first"
			}
		}
		out = append(out, s)
		if len(out) == maxReplyStrengths {
			break
		}
	}
	return out
}

// unsure improvements: detectors the reviews found wrong too often to show
// (the score still counts them).
var unsureImprovements = []string{
	"Sentences about you rather than the buyer",
	"Empty praise of the buyer",
	"Your plan is concrete; one question first",
}

// shortReask is the most words a re-asking question may have to be pointed
// out: a long question with several parts ("what does Colin ask first,
// cost, risk or who else uses it?") asks more than the buyer said.
const shortReask = 10

// faultPrefixes begin the improvements that name a severe fault: shown
// first, never swapped out.
var faultPrefixes = []string{"You offer the buyer a personal", "You offer to disguise", "You ask the buyer to keep", "You go round your contact", "You offer to rig", "You offer terms kept", "You help the buyer go around", "You concede on price",
	"Pressure:", "You push back on the buyer"}

func isFault(im Improvement) bool {
	for _, p := range faultPrefixes {
		if strings.HasPrefix(im.Description, p) {
			return true
		}
	}
	return false
}

func (r *replyResult) trimImprovements(imps []Improvement, scenario, objection string) []Improvement {
	d := r.d
	severe := r.severe()
	var out, rest []Improvement
	// the faults first, in their order; then the rest in theirs
	imps = append(slices.Clone(imps[:0:0]), imps...)
	slices.SortStableFunc(imps, func(a, b Improvement) int {
		switch fa, fb := isFault(a), isFault(b); {
		case fa && !fb:
			return -1
		case fb && !fa:
			return 1
		}
		return 0
	})
	for _, im := range imps {
		desc := im.Description
		drop := false
		for _, p := range unsureImprovements {
			drop = drop || strings.HasPrefix(desc, p)
		}
		switch {
		case strings.HasPrefix(desc, "You answer without asking what is behind the objection"):
			// an explicit concern answered with substance, or a question
			// asked anywhere, needs no stock question first
			// (unless the buyer doubts the need at all: what is behind that
			// is the question, replysense.go)
			drop = drop || (r.respond >= 0.5 || r.directQ || strings.Contains(d.text, "?")) && !(r.doubtsNeed() && r.respond >= 0.5) || r.clarify > 0
		case strings.HasPrefix(desc, "Your answer doesn't use what the buyer told you"):
			drop = drop || r.clarify > 0 || r.confirm >= 0.6 && !severe || r.offered() && !severe
		case strings.HasPrefix(desc, "Claims that don't answer this buyer"):
			var qs []string
			im.at = span{}
			for _, c := range []string{"unsupportedNumber", "buzzword", "overclaim"} {
				for _, e := range d.evidence() {
					if e.Category != c || e.Kind != "negative" || len(qs) >= 4 {
						continue
					}
					if si := sentAt(d, e.Start); c != "buzzword" && si >= 0 && offersProof(d.sentText(si)) {
						continue // a figure or a guarantee the rep offers to document
					}
					if qt := q(e.Quote); !slices.Contains(qs, qt) {
						qs = append(qs, qt)
					}
					if im.at == (span{}) {
						im.at = span{e.Start, e.End}
					}
				}
			}
			if len(qs) == 0 {
				drop = true
			} else {
				im.Description = "Claims that don't answer this buyer: " + strings.Join(first(qs, 4), ", ") + "."
			}
		case strings.HasSuffix(desc, ".") && (strings.Contains(desc, " hedge") || strings.Contains(desc, " filler")) && im.Category == "confidence":
			cat := "hedge"
			if strings.Contains(desc, " filler") {
				cat = "filler"
			}
			drop = drop || severe
			// the example is a sentence with those words, said plainly: one
			// that rewrites another sentence teaches nothing
			if !r.exampleRewritesFlagged(im, cat) {
				im.Example = r.plainRewrite(cat)
			}
		case strings.HasPrefix(desc, "The reply does not take up what the buyer said"):
			// a mirror of a long line is not something anyone says, and a
			// reply that acknowledges has taken it up
			drop = drop || len(strings.Fields(objection)) > 10 || r.ack >= 0.5
		case strings.HasPrefix(desc, "You ask for something the buyer just told you"):
			drop = drop || im.at == (span{}) || len(strings.Fields(d.text[im.at.start:im.at.end])) > shortReask
		case strings.HasPrefix(desc, "You don't check whether the concern is resolved"):
			// a pushy close is a step, only the wrong one: the fault says so;
			// a run-on that ends on a dated proposal has its step
			last := r.lastCountedSent()
			drop = drop || severe && last >= 0 && r.flagged(last) || endsOnProposal(d.text)
			if si := r.vagueStepSent(); si >= 0 {
				// "Shall we set up a session sometime?" is a step, only a vague one:
				// the example is a step with a time, and takes its place in the ideal
				im.Description = "Your next step has no date or scope: " + q(r.quote(si)) + "."
				im.SpecificSuggestion = "Propose one step with a time and a scope the buyer can say yes to."
				ans := ""
				if r.respondSent >= 0 && r.respondSent != si {
					ans = r.cleanOwn(r.respondSent) // the rep's answer, then the step it leads to
				}
				im.Example = quoted(ans, datedStepLines[r.objType()])
				im.at = r.sentSpan(si)
			}
		case strings.HasPrefix(desc, "Pressure:"):
			// the pressure is the ethics fault already named
			drop = drop || r.pressureOnlyDodges()
			im.Description = "Pressure: " + strings.Join(r.pressureListed(), ", ") + "."
			for _, e := range d.evidence() {
				if e.Category == "pressure" && e.Kind == "negative" && strings.Contains(im.Description, q(e.Quote)) {
					im.at = span{e.Start, e.End}
					break
				}
			}
		case strings.HasPrefix(desc, "Your answer could be easier to check"):
			// an example that is the rep's sentence unchanged shows nothing
			drop = drop || im.at != (span{}) && strings.Trim(im.Example, "“” ") == oneSpaced(d.text[im.at.start:im.at.end])
		case strings.HasPrefix(desc, "A claim about other customers the buyer can't check"):
			drop = drop || im.at != (span{}) && offersProof(d.text[im.at.start:im.at.end])
		case strings.HasPrefix(desc, "You concede on price") && d.discountUncond == 0 && !r.instantDiscount:
			// price traded for a commitment ("if you commit to 24 months, I
			// can take £200 off") is a negotiation, not a cave: still a
			// concession, named more gently
			im.Description = "You concede on price, traded for a commitment: " + strings.Join(r.listed("discount", 2), ", ") + "."
			im.SpecificSuggestion = "Hold the price first: ask what it is being compared to and tie the value to the buyer's numbers; keep any trade until the buyer asks for one."
		case strings.HasPrefix(desc, "You don't acknowledge the concern"):
			// "Totally understand, but …" does say it heard; what follows is
			// the fault; a sharp question or a checkable answer is a complete turn
			drop = drop || r.opensWithAck() || r.clarifyTurn || offersProof(d.text) && r.respond >= 0.5 && !severe
		case strings.HasPrefix(desc, "Say your weakest sentence plainly"):
			// polishing a pushy line helps nobody, nor trimming words of sympathy
			drop = drop || severe || r.ackSent >= 0 && im.at != (span{}) && sentAt(d, im.at.start) == r.ackSent
		case strings.HasPrefix(desc, "Check that the answer landed"):
			drop = drop || r.confirm >= 0.6
		case strings.HasPrefix(desc, "One sentence runs"):
			drop = drop || severe || im.at != (span{}) && r.negativeInSpan(im.at, "hedge", "filler", "vague", "nextStep")
		case strings.HasPrefix(desc, "At ") && strings.Contains(desc, "content words"):
			drop = drop || severe
			if strings.Contains(d.text, "?") && !strings.Contains(im.Example, "?") {
				im.Example = "" // a shorter version keeps the ask
			}
		case strings.HasPrefix(desc, "You push back on the buyer"):
			drop = drop || d.argue+d.dismiss+d.bash == 0
		}
		// a reply with an ethics fault is coached from the objection type's
		// stages, never from its own lines
		drop = drop || len(r.dodges) > 0 && !isFault(im) && r.quotesRep(im.Example)
		if drop {
			continue
		}
		if severe && closeRe.MatchString(im.Example) {
			im.Example = r.withoutClose(im.Example) // never the close the report warns about
		}
		if strings.TrimSpace(im.Example) == "" {
			continue // an improvement shows what to say
		}
		if len(out) < maxReplyImprovements {
			out = append(out, im)
		} else {
			rest = append(rest, im)
		}
	}
	// one of the improvements shown is built on the rep's words or the
	// buyer's situation when any is
	ground := groundWords(d.text + "\n" + scenario + "\n" + objection)
	if len(out) == maxReplyImprovements && (!isFault(out[1]) || isFault(out[0])) && !grounded(out[0].Example, ground) && !grounded(out[1].Example, ground) {
		// (a second fault gives way when the first is named already, to
		// another fault only: pressure is never dropped for a generic line)
		for _, im := range rest {
			if grounded(im.Example, ground) && (!isFault(out[1]) || isFault(im)) {
				out[1] = im
				break
			}
		}
	}
	if si := r.vagueClaimSent(); si >= 0 && len(out) < maxReplyImprovements && !severe {
		out = append(out, Improvement{Category: "persuasiveness", Priority: "medium",
			Description:        "A claim the buyer can't check: " + q(r.quote(si)) + ".",
			SpecificSuggestion: "Back it with a number, a named customer or a document the buyer can check.",
			Example:            quoted(firstNonEmpty(r.proofLine(), proofTemplates[r.objType()])),
			at:                 r.sentSpan(si)})
	}
	if h, ok := r.handoff(); ok {
		at := 0
		if severe && len(out) > 0 {
			at = 1
		}
		out = slices.Insert(out, at, h)
		if len(out) > maxReplyImprovements {
			out = out[:maxReplyImprovements]
		}
	}
	if len(out) == 0 {
		out = append(out, r.safeImprovement(scenario, objection))
	}
	// still nothing of the rep's or the buyer's: the first example answers
	// with a fact of the buyer's situation
	anyGrounded := func() bool {
		for _, im := range out {
			if grounded(im.Example, ground) {
				return true
			}
		}
		return false
	}
	// (never a fact of the card: see factSentence)
	// or with the rep's own first clean sentence, or the buyer's short line
	if !anyGrounded() {
		own := r.firstContribution()
		if own == "" {
			if kept := r.keptSentences(); len(kept) > 0 && endedSentence(r.d.sentText(kept[0].si)) != "" {
				own = kept[0].text // the rep's own clean acknowledgement (a whole sentence of theirs)
			}
		}
		if ps := wholeParts([]string{own}); len(ps) == 1 {
			own = ps[0]
		} else {
			own = ""
		}
		if own != "" && len(r.dodges) == 0 && !closeRe.MatchString(own) && grounded(own, ground) {
			out[0].Example = quoted(own, strings.Trim(out[0].Example, "“”"))
		} else if line := lastQuestion(oneSpaced(objection)); len(strings.Fields(line)) <= 10 && line != "" && grounded(line, ground) {
			// the buyer's short line mirrored back, in place of a stock question
			mirror := "You said ‘" + strings.TrimRight(line, ".!") + "’: what is behind that for you?"
			if strings.HasSuffix(line, "?") {
				mirror = "You asked ‘" + line + "’: what would a good answer need to show you?"
			}
			parts := exampleSentences(strings.Trim(out[0].Example, "“”"))
			if len(parts) >= 2 && strings.HasSuffix(parts[1], "?") {
				parts[1] = mirror
			} else {
				parts = append(parts, mirror)
			}
			out[0].Example = quoted(parts...)
		}
	}
	return out
}

// handoffRe finds a close that hands the next step to the buyer: "could
// you forward it to him and let me know what he says?"
var handoffRe = regexp.MustCompile(`(?i)\b(could|can|would|will) you (please )?(forward|pass|send|share|take|bring|show) (it|this|that|them|these)( on| along| over)? (to|with) (him|her|them|your \w+|[A-Z]\w+)\b|\blet me know what (he|she|they) (says?|thinks?|decides?)\b`)

// handoff is the improvement for an authority objection whose close leaves
// the next step to the buyer: the decider is met with the buyer instead.
func (r *replyResult) handoff() (Improvement, bool) {
	last := r.lastCountedSent()
	if r.objType() != "authority" || last < 0 || len(r.dodges) > 0 {
		return Improvement{}, false
	}
	text := r.d.sentText(last)
	m := handoffRe.FindStringIndex(text)
	if m == nil {
		return Improvement{}, false
	}
	st := &r.d.sents[last]
	return Improvement{Category: "objectionHandling", Priority: "high",
		Description:        "You leave the next step to the buyer: " + q(r.quote(last)) + ".",
		SpecificSuggestion: "Offer to meet the person who decides together with the buyer, and prepare what they will ask about.",
		Example:            "“Could we find 20 minutes with you and them, so I can answer their questions directly?”",
		at:                 span{st.s, st.e}}, true
}

// negativeInSpan reports whether negative evidence other than the given
// categories lies in the sentence at sp.
func (r *replyResult) negativeInSpan(sp span, except ...string) bool {
	si := sentAt(r.d, sp.start)
	if si < 0 {
		return false
	}
	st := &r.d.sents[si]
	for _, e := range r.d.evidence() {
		if e.Kind == "negative" && e.Start < st.e && e.End > st.s && !slices.Contains(except, e.Category) {
			return true
		}
	}
	return false
}

// exampleRewritesFlagged reports whether a hedge or filler improvement's
// example rewrites a sentence that has one of those words (not some other
// sentence), and that sentence carries no other finding.
func (r *replyResult) exampleRewritesFlagged(im Improvement, cats ...string) bool {
	ex := strings.Trim(im.Example, "“”\" ")
	if ex == "" {
		return false
	}
	exWords := strings.Fields(strings.ToLower(ex))
	for si := range r.d.sents {
		has := false
		st := &r.d.sents[si]
		for _, e := range r.d.evidence() {
			if e.Kind == "negative" && slices.Contains(cats, e.Category) && e.Start >= st.s && e.End <= st.e {
				has = true
			}
		}
		if !has {
			continue
		}
		// the example is this sentence said plainly: most of its words are the sentence's
		sw := map[string]bool{}
		for _, w := range strings.Fields(strings.ToLower(r.d.sentText(si))) {
			sw[w] = true
		}
		n := 0
		for _, w := range exWords {
			if sw[w] {
				n++
			}
		}
		if n*10 >= len(exWords)*8 && !r.negativeInSpan(span{st.s, st.e}, cats...) && !r.flagged(si) {
			return true
		}
	}
	return false
}

// safeAdvice is one improvement per objection type that holds for any
// reply: advice, not speech, with no card text in it.
var safeAdvice = map[string][2]string{
	"price":       {"Put the price next to a number from the buyer's own situation.", "Ask what they pay today or what the problem costs them, and compare the two in one sentence."},
	"timing":      {"Make the first step fit around the buyer's busy period.", "Propose one small step with a date after the busy period, and say what it needs from them before then."},
	"trust":       {"Give the buyer something they can check without taking your word for it.", "Offer a named reference customer, a document or a trial they can verify themselves."},
	"authority":   {"Help the buyer make the case to the person who decides.", "Offer to prepare what the decider needs, and propose a short meeting that includes them."},
	"competition": {"Compare yourself with the rival on the one thing that matters most to the buyer.", "Ask what they value most in the current option, then show the difference on that point with something checkable."},
	"need":        {"Tie the change to a cost or risk in the buyer's current way of working.", "Ask what the current way costs them in time or errors, and answer with a result a similar customer can confirm."},
}

func (r *replyResult) safeImprovement(scenario, objection string) Improvement {
	d := r.d
	last := r.lastCountedSent()
	if r.clarifyTurn {
		// a sharp question is a complete turn: the advice is about the question
		var out Improvement
		r.fallbackImprovement(func(_ float64, cat, desc, sugg, ex string, at span) {
			out = Improvement{Category: cat, Description: desc, Priority: "low", SpecificSuggestion: sugg, Example: ex, at: at}
		})
		if out.Example != "" {
			return out
		}
	}
	for si := range d.feats {
		qt := quoted(oneSpaced(d.sentText(si)))
		if si >= last || d.feats[si].q != qDiscovery || !strings.HasSuffix(strings.TrimSpace(d.sentText(si)), "?") ||
			r.flagged(si) || r.reasked(si) || r.hasVague(si) || repairSentence(qt) != qt {
			continue
		}
		if strings.HasSuffix(strings.TrimSpace(d.sentText(last)), "?") || r.answersOnFrom(si) {
			// the reply ends on a question the buyer answers, or what follows
			// hangs on this one ("If it does, stay with them"): moving it
			// would leave two questions at the end, or an "it" with nothing to point at
			continue
		}
		for sj := si + 1; sj <= last; sj++ {
			if f := &d.feats[sj]; f.q == qNone && f.content > 0 {
				return Improvement{Category: "objectionHandling", Priority: "low",
					Description:        "You ask a good question, then keep talking: " + q(r.quote(si)) + ".",
					SpecificSuggestion: "Stop once you have asked it, or move the question to the end, so the buyer answers it.",
					Example:            qt,
					at:                 r.sentSpan(si)}
			}
		}
	}
	// (no "say it in fewer words": the ideal keeps every clean sentence of
	// the rep's, so a shorter version beside it would contradict it, and
	// cutting to one proof point weakens an answer whose proof is the point)
	if last >= 0 && !strings.HasSuffix(strings.TrimSpace(d.sentText(last)), "?") && r.confirm >= 0.6 {
		if own := r.cleanOwn(last); own != "" {
			return Improvement{Category: "objectionHandling", Priority: "low",
				Description:        "You end on a statement: ask whether the step works for them.",
				SpecificSuggestion: "Close with a short question the buyer can say yes to.",
				Example:            quoted(own, "Would that work for you?"),
				at:                 r.sentSpan(last)}
		}
	}
	// the type's advice would repeat an answer built on the buyer's own facts
	ownFacts := r.respondSent >= 0 && r.buyerNumberIn(r.respondSent, scenario, objection) || r.citesBuyerFigures() // replysense.go
	answered := r.respond >= 0.7 || r.planTurn || offersProof(d.text) || ownFacts
	if answered && r.confirm >= 0.6 && (r.overall >= 70 || ownFacts) {
		// nothing certain is missing: the next thing is practice
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Practise the same moves against a tougher buyer.",
			SpecificSuggestion: "Practise the same objection with a tougher buyer and keep the same moves: acknowledge, answer with proof, propose the step.",
			Example:            quoted(firstNonEmpty(r.cleanOwn(r.confirmSent), r.confirmLine()))}
	}
	if r.respond >= 0.7 && r.confirm < 0.6 {
		// the answer is already specific: the stage left is the step
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Check that the answer landed before you move on.",
			SpecificSuggestion: "Ask one short question that lets the buyer say whether that settles it.",
			Example:            quoted(firstNonEmpty(r.cleanOwn(r.respondSent), r.own(r.respondSent)), "Does that answer what you needed?")}
	}
	if ownFacts && r.confirm < 0.6 {
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Check that the answer landed before you move on.",
			SpecificSuggestion: "Ask one short question that lets the buyer say whether that settles it.",
			Example:            quoted(firstNonEmpty(r.cleanOwn(r.respondSent), r.confirmLine()), "Does that answer what you needed?")}
	}
	if ownFacts || last >= 0 && d.feats[last].next < 0.6 && !proposalRe.MatchString(d.sentText(last)) &&
		strings.HasSuffix(strings.TrimSpace(d.sentText(last)), "?") && !r.reasked(last) && !r.flagged(last) {
		// an answer on the buyer's numbers, or a reply that ends by asking
		// them something: the next thing is the step after their answer
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Have the next step ready for their answer.",
			SpecificSuggestion: "Once they answer, offer one small concrete step that fits it.",
			Example:            quoted(r.confirmLine())}
	}
	a, ok := safeAdvice[r.objType()]
	if !ok {
		a = safeAdvice["need"]
	}
	if (r.planTurn || offersProof(d.text) || ownFacts) && r.confirm >= 0.6 {
		// the type's advice would repeat what the rep did
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Practise the same moves against a tougher buyer.",
			SpecificSuggestion: "Practise the same objection with a tougher buyer and keep the same moves: acknowledge, answer with proof, propose the step.",
			Example:            quoted(firstNonEmpty(r.cleanOwn(r.confirmSent), r.cleanOwn(r.respondSent), r.confirmLine()))}
	}
	if answered && r.confirm < 0.6 {
		// the rep already answered on this point: the advice would repeat it
		return Improvement{Category: "objectionHandling", Priority: "low",
			Description:        "Check that the answer landed before you move on.",
			SpecificSuggestion: "Ask one short question that lets the buyer say whether that settles it.",
			Example:            quoted(firstNonEmpty(r.cleanOwn(r.respondSent), r.confirmLine()), "Does that answer what you needed?")}
	}
	return Improvement{Category: "persuasiveness", Description: a[0], Priority: "low", SpecificSuggestion: a[1],
		Example: quoted(firstNonEmpty(r.stockQuestion(), clarifyOptions[r.objType()][0].q))}
}

// groundWords are the content words of the rep's reply, the scenario and
// the buyer's line, by stem.
func groundWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, t := range tokenize(text) {
		if len(t.norm) >= 4 && !stopwords[t.norm] && !t.isNum() {
			out[t.stem] = true
		}
	}
	return out
}

// grounded reports whether an example shares a content word with the
// rep's reply or the buyer's situation.
func grounded(ex string, ground map[string]bool) bool {
	for _, t := range tokenize(ex) {
		if len(t.norm) >= 4 && !stopwords[t.norm] && !t.isNum() && !weakGround[t.norm] && ground[t.stem] {
			return true
		}
	}
	return false
}

// weakGround are words too common to tie an example to anything.
var weakGround = toSet("would could that this what your with have from they them then there their about which when where while " +
	"want need help make just like more most much some into over also only very well good fair")

// trimMissed keeps at most one missed opportunity, and none that repeats
// an improvement shown or one the trimming dropped as unsure.
func (r *replyResult) trimMissed(ms []MissedOpportunity, imps []Improvement) []MissedOpportunity {
	shown := func(prefix string) bool {
		for _, im := range imps {
			if strings.HasPrefix(im.Description, prefix) {
				return true
			}
		}
		return false
	}
	out := []MissedOpportunity{}
	for _, m := range ms {
		switch {
		case strings.HasPrefix(m.Description, "You didn't find out what is really behind"):
			continue // shown as an improvement when it is sure
		case strings.HasPrefix(m.Description, "You didn't secure a next step") && endsOnProposal(r.d.text):
			continue
		case strings.HasPrefix(m.Description, "You didn't secure a next step"):
			if last := r.lastCountedSent(); last >= 0 && strings.HasSuffix(strings.TrimSpace(r.d.sentText(last)), "?") {
				continue // the reply ends on a question: the buyer has the floor
			}
			if r.severe() || shown("You don't check whether the concern is resolved") || shown("End with a concrete step") ||
				shown("Your next step has no date") || r.proposesVaguely() {
				continue
			}
		case strings.HasPrefix(m.Description, "The buyer's situation"):
			continue // the reviews found it wrong: the reply may say it in other words
		}
		out = append(out, m)
		if len(out) == maxReplyMissed {
			break
		}
	}
	return out
}

// templateIdeal is the ideal response of a reply with a severe fault:
// built from the objection type's stages and the buyer's facts, never from
// the reply's own lines.
func (r *replyResult) templateIdeal() IdealResponse {
	t := r.objType()
	parts := []string{ackTemplates[t]}
	if !r.directQ {
		parts = append(parts, r.stockQuestion())
	}
	parts = append(parts, firstNonEmpty(r.factSentence(), respondTemplates[t]), proofTemplates[t])
	if !endsOnQuestion(uniqueParts(parts)) {
		parts = append(parts, confirmTemplates[t])
	}
	return IdealResponse{
		Text:          strings.Join(uniqueParts(parts), " "),
		Explanation:   "Acknowledge the concern, ask what is behind it, answer with something the buyer can check, and propose a small next step. Fill in facts you can stand behind.",
		KeyTechniques: []string{"Acknowledge before answering", "Ask a clarifying question", "Give something the buyer can check", "Propose a next step"},
	}
}

// plainFact reports whether a fact of the buyer's situation, in the second
// person, can go into a rep's line: a short statement about "you" or
// "your …" ("the front desk …" is said "your front desk …"). Anything else ("your agrosoft's local reseller is the
// owner's cousin", "two franchisees sued the network") is card text.
func plainFact(f string) bool {
	low := strings.ToLower(f)
	if !strings.HasPrefix(low, "you ") && !strings.HasPrefix(low, "your ") && !strings.HasPrefix(low, "the ") {
		return false
	}
	if len(strings.Fields(f)) > 14 {
		return false
	}
	if strings.Contains(low, "'s ") || strings.Contains(low, "’s ") {
		return false
	}
	for _, w := range strings.Fields(low) {
		switch strings.Trim(w, ",.;:") {
		case "she", "he", "her", "his", "they", "their", "them", "say", "says", "said", "thinks", "wants", "want",
			"need", "needs", "worry", "worries", "worried", "feel", "feels", "believe", "believes", "prefer", "prefers":
			// (a buyer's attitude is the card's note to the rep, not a fact to recite)
			return false
		}
	}
	return true
}

// runOnOpeners can start a sentence a run-on reply left in lower case
// ("would it work if I send you a plan by Friday"); a piece that starts
// otherwise ("have it well before Easter") is a fragment.
var runOnOpeners = toSet("i we you they it our your the this that would could can shall should will what how when which who let's if")

// questionOpeners start a question.
var questionOpeners = toSet("would could can shall should will what how when which who")

// wholeParts mends or drops the pieces of an ideal response a run-on
// reply left in lower case: a clause is capitalised (a question gets its
// question mark), a fragment goes.
func wholeParts(parts []string) []string {
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		r := []rune(p)
		if len(r) == 0 || !unicode.IsLower(r[0]) {
			out = append(out, p)
			continue
		}
		first := strings.ToLower(strings.Trim(strings.Fields(p)[0], ",.;:?!"))
		if !runOnOpeners[first] {
			continue
		}
		p = string(unicode.ToUpper(r[0])) + string(r[1:])
		if questionOpeners[first] && strings.HasSuffix(p, ".") {
			p = strings.TrimSuffix(p, ".") + "?"
		}
		out = append(out, p)
	}
	return out
}

// namesDecider reports whether a buyer's line names who decides by a word
// that means it there: "board" only as a body ("the board", "our board"),
// not "a horse's board".
func namesDecider(objection string) bool {
	objection, _ = truncate(objection, maxContextBytes)
	toks := tokenize(objection)
	for i := range toks {
		if !strongTypeWords[2].words[toks[i].norm] {
			continue
		}
		switch toks[i].norm {
		case "sign", "signs", "signature", "decide", "decides", "decision", "approve", "approves", "approval":
			// "if we sign for three years": the buyer committing names no decider
			if i > 0 {
				switch toks[i-1].norm {
				case "we", "i", "you", "to", "we'll", "i'll", "we'd", "i'd", "can", "could", "would", "will":
					continue
				}
			}
			return true
		case "board":
		default:
			return true
		}
		if i > 0 {
			switch toks[i-1].norm {
			case "the", "our", "my", "your", "their", "management", "school", "trust", "club":
				return true
			}
		}
	}
	return false
}

// meansPrice reports whether a buyer's price word makes the line a price
// objection whatever the scenario says: not in a competition scenario
// ("FreshTrack is cheaper" compares rivals), and not "price" as a verb
// ("software can't price a façade").
func meansPrice(objection, scenarioType string) bool {
	if scenarioType == "competition" {
		return false
	}
	objection, _ = truncate(objection, maxContextBytes)
	toks := tokenize(objection)
	for i := range toks {
		if !strongTypeWords[0].words[toks[i].norm] {
			continue
		}
		if toks[i].norm == "price" && i > 0 {
			switch toks[i-1].norm {
			case "can't", "cannot", "can", "to", "will", "won't", "could", "couldn't", "can’t":
				continue
			}
		}
		return true
	}
	return false
}

// plainRewrite is the first of the rep's sentences with a word of category
// cat, said without it, or "".
func (r *replyResult) plainRewrite(cat string) string {
	d := r.d
	for si := range d.sents {
		st := &d.sents[si]
		has := false
		for _, e := range d.evidence() {
			if e.Kind == "negative" && e.Category == cat && e.Start >= st.s && e.End <= st.e {
				has = true
			}
		}
		if !has || r.flagged(si) || r.reasked(si) || r.hasVague(si) || concessionMoveRe.MatchString(d.sentText(si)) {
			continue // (a discount said plainly is a firmer discount)
		}
		if own := r.own(si); len(strings.Fields(own)) >= 4 && !danglingComma.MatchString(own) {
			return quoted(own)
		}
	}
	return ""
}

// withoutClose is an example without its sentences that ask for the
// signature or the paperwork; "" when nothing else is left.
func (r *replyResult) withoutClose(ex string) string {
	inner := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(ex), "“"), "”")
	var kept []string
	start := 0
	for i := 0; i < len(inner); i++ {
		if c := inner[i]; (c == '.' || c == '?' || c == '!') && (i+1 == len(inner) || inner[i+1] == ' ') {
			if sent := strings.TrimSpace(inner[start : i+1]); sent != "" && !closeRe.MatchString(sent) {
				kept = append(kept, sent)
			}
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(inner[start:]); rest != "" && !closeRe.MatchString(rest) {
		kept = append(kept, rest)
	}
	if len(kept) == 0 {
		return ""
	}
	return quoted(kept...)
}

// clarityFeedback says what can be counted: how many sentences, how long
// on average, and the longest when it runs on.
func (r *replyResult) clarityFeedback() string {
	n, avg, longest := r.sentenceLengths()
	if n == 0 {
		return "Nothing to assess yet."
	}
	out := fmt.Sprintf("%s, %d words on average.", plural(n, "sentence", "sentences"), avg)
	if longest > 40 {
		out += fmt.Sprintf(" The longest runs %d words.", longest)
	}
	return out
}

// sentenceLengths are the reply's sentences with words, their average
// length in words (rounded) and the longest.
func (r *replyResult) sentenceLengths() (n, avg, longest int) {
	d := r.d
	words := 0
	for si := range d.sents {
		w := len(strings.Fields(d.sentText(si)))
		if w == 0 {
			continue
		}
		n++
		words += w
		longest = max(longest, w)
	}
	if n == 0 {
		return 0, 0, 0
	}
	return n, (words + n/2) / n, longest
}

// withoutDanglingThe drops a kept sentence that names "the package" when
// the package was introduced only by a sentence that was not kept ("We
// provide a validation package …" dropped, "I'm happy to send the package
// over" kept would point at nothing).
func (r *replyResult) withoutDanglingThe(kept []keptSentence) []keptSentence {
	d := r.d
	isKept := map[int]bool{}
	for _, k := range kept {
		isKept[k.si] = true
	}
	said := strings.ToLower(r.objection)
	var out []keptSentence
	for _, k := range kept {
		toks := tokenize(k.text)
		dangling := false
		for i := 0; i+1 < len(toks) && !dangling; i++ {
			switch toks[i].norm {
			case "the", "that", "this", "those", "these":
			default:
				continue
			}
			noun := toks[i+1].norm
			if len(noun) < 4 || stopwords[noun] || strings.Contains(said, noun) {
				continue
			}
			introduced, keptBefore := false, false
			for sj := 0; sj < k.si; sj++ {
				if !sentenceHas(d, sj, noun) {
					continue
				}
				if isKept[sj] {
					keptBefore = true
				} else {
					introduced = true
				}
			}
			dangling = introduced && !keptBefore
		}
		if !dangling && !(k.stage == "respond" && d.vagueClaim(k.text)) {
			out = append(out, k)
		}
	}
	return out
}

// vagueQuantifiers make a claim nobody can check unless a number or a name
// comes with it ("many validations", "most customers finish much faster",
// "fully compliant").
var vagueQuantifiers = toSet("many most lots plenty numerous countless fully completely totally")

// vagueClaim reports whether a sentence claims with a vague quantifier and
// gives no number and no name to check it by.
func vagueClaim(text string) bool {
	if !vagueClaimG.MatchString(text) {
		return false
	}
	toks := tokenize(text)
	vague, ours, first := false, false, true
	for i := range toks {
		if toks[i].isNum() {
			return false
		}
		if fillerWords[toks[i].norm] || toks[i].norm == "" {
			continue
		}
		if !first && upperAt(text, toks[i].s) && !stopwords[toks[i].norm] {
			return false // a name to check
		}
		first = false
		vague = vague || vagueQuantifiers[toks[i].norm]
		// a claim about us ("we", "our", "our customers"), not a grant of
		// the buyer's side ("paper works for plenty of teams")
		ours = ours || ourWords[toks[i].norm]
	}
	return vague && ours
}

// vagueClaim is vagueClaim(text), worked out once a doc for each text
// (the claim passes, the ideal reply and the trim ask of the same
// sentences).
func (d *doc) vagueClaim(text string) bool {
	if v, ok := d.vagueMemo[text]; ok {
		return v
	}
	if d.vagueMemo == nil {
		d.vagueMemo = map[string]bool{}
	}
	v := vagueClaim(text)
	d.vagueMemo[text] = v
	return v
}

var ourWords = toSet("we we're we've our ours us customers clients users")

// pressureListed quotes the pressure findings, two at most, leaving out a
// fragment of one or two words ("Every major") when a whole phrase is
// there to show; the count beside them stays true.
func (r *replyResult) pressureListed() []string {
	all, nested := withoutNested(r.d.quotes("pressure", "negative", 1000))
	var long []string
	for _, s := range all {
		if len(strings.Fields(strings.Trim(s, "“”"))) > 2 {
			long = append(long, s)
		}
	}
	if len(long) == 0 || len(long) == len(all) {
		return r.listed("pressure", 2)
	}
	if len(long) <= 2 && len(all) == len(long) {
		return long
	}
	n := min(len(long), 2)
	rest := r.negCount("pressure") - nested
	for _, s := range long[:n] {
		rest -= quoteCount(s)
	}
	out := append([]string{}, long[:n]...)
	if rest > 0 {
		out = append(out, fmt.Sprintf("and %d more", rest))
	}
	return out
}

// vagueClaimRe finds a claim by a vague quantity: "many validations",
// "most customers", "fully compliant".
var vagueClaimRe = regexp.MustCompile(`(?i)\b(many|numerous|countless|lots of|plenty of) [a-z]+|\bmost (of )?(our |the )?(customers|clients|users|teams|companies|people|schools|practices|firms|sites)\b|\b(fully|completely|totally) (compliant|secure|safe|integrated|automated|guaranteed|proven|certified)\b`)

// vagueClaimSent is the first answer sentence that claims by a vague
// quantity with no number or name to check it by, or -1.
func (r *replyResult) vagueClaimSent() int {
	for si := range r.d.sents {
		text := r.d.sentText(si)
		if r.d.feats[si].q != qNone || !r.d.vagueClaim(text) {
			continue
		}
		return si
	}
	return -1
}

// exampleSentences cuts an example into its sentences.
func exampleSentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c == '.' || c == '?' || c == '!') && (i+1 == len(s) || s[i+1] == ' ' && !(c == '.' && i+2 < len(s) && (s[i+2] >= '0' && s[i+2] <= '9' || s[i+2] >= 'a' && s[i+2] <= 'z'))) && !(c == '.' && i+1 < len(s) && isAbbrevBefore(s, i)) {
			// ("Rs. 9,500", "approx. two": no sentence ends before a number or a small letter,
			// nor at an abbreviation: "Eng. Faisal")
			if sent := strings.TrimSpace(s[start : i+1]); sent != "" {
				out = append(out, sent)
			}
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// pressureOnlyDodges reports whether every pressure finding lies in a
// sentence that goes around an approver or rigs the process: the ethics
// improvement names it already.
func (r *replyResult) pressureOnlyDodges() bool {
	if len(r.dodges) == 0 {
		return false
	}
	for _, e := range r.d.evidence() {
		if e.Category != "pressure" || e.Kind != "negative" {
			continue
		}
		in := false
		for _, dg := range r.dodges {
			st := &r.d.sents[dg.si]
			in = in || e.Start >= st.s && e.End <= st.e
		}
		if !in {
			return false
		}
	}
	return true
}

// lastQuestion is the buyer's line, or its last sentence when that is a
// question ("Agrosoft is cheaper. Why would I change?" → "Why would I
// change?").
func lastQuestion(line string) string {
	if !strings.HasSuffix(line, "?") {
		return line
	}
	parts := exampleSentences(line)
	if last := parts[len(parts)-1]; len(strings.Fields(last)) >= 4 {
		return last
	}
	return line // "Do you?" needs the sentence before it
}

// rivalWords name a third party a disparaging remark can be about.
var rivalWords = toSet("they they're their them competitor competitors vendor vendors supplier suppliers provider providers " +
	"system systems tool tools software product products platform app company companies reseller resellers agency")

// namesAThirdParty reports whether sentence si is about someone or
// something other than the buyer's own experience: a rival's name (a
// capitalised word, the first one too), a pronoun for them, or a product
// word.
func namesAThirdParty(d *doc, si int) bool {
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		if rivalWords[t.norm] {
			return true
		}
		if t.norm != "i" && t.norm != "i'm" && t.norm != "i'll" && upperAt(d.text, t.s) && !(i == st.first && stopwords[t.norm]) {
			return true
		}
	}
	return false
}

// imperativeAt reports whether the words at byte offset at open their
// sentence or clause ("Trust me, …", "…, so trust us"): said to the buyer,
// not of others.
func imperativeAt(d *doc, si, at int) bool {
	st := &d.sents[si]
	k := -1
	for i := st.first; i < st.last; i++ {
		if d.toks[i].s >= at {
			k = i
			break
		}
	}
	if k < 0 {
		return false
	}
	// step back over fillers, hedges and buzzwords ("um", "basically")
	p := k - 1
	for p >= st.first && d.toks[p].role != roleNone {
		p--
	}
	if p < st.first || d.toks[p].commaAfter || strings.ContainsAny(d.text[d.toks[p].e:d.toks[k].s], ",;:—") {
		return true
	}
	switch d.toks[p].norm {
	case "just", "so", "and", "but", "honestly", "please", "look", "believe", "well":
		return true
	}
	return false
}

// offersProofRe finds an offer of something the buyer can check.
var offersProofRe = regexp.MustCompile(`(?i)\b(case stud(y|ies)|with their names|their names|references?|audited|introduce you|take your call|will take a call|happy to talk|certificate|certification|soc 2|iso 27001|audit report)\b`)

// offersProof reports whether a sentence offers the buyer a way to check it.
func offersProof(text string) bool {
	return offersProofRe.MatchString(text) || docOfferG.MatchString(text)
}

// provenIn reports whether sentence si holds proof the coach found: positive
// proof evidence within it.
func (r *replyResult) provenIn(si int) bool {
	st := &r.d.sents[si]
	for _, e := range r.d.evidence() {
		if e.Category == "proof" && e.Kind == "positive" && e.Start >= st.s && e.End <= st.e {
			return true
		}
	}
	return false
}

// proposalEndRe finds a reply that ends on a proposal with a time ("so can
// we maybe do a call next week to go over it").
var proposalEndRe = regexp.MustCompile(`(?i)\b(can we|could we|shall we|let's|i'll|i can|would you|how about)\b[^.?!]{0,60}\b(today|tomorrow|next week|this week|monday|tuesday|wednesday|thursday|friday|\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b[^.?!]{0,40}[.?!]?\s*$`)

// endsOnProposal reports whether the reply's last words propose a dated step.
func endsOnProposal(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) > 200 {
		t = t[len(t)-200:]
	}
	return proposalEndRe.MatchString(t)
}

// buyerNumberIn reports whether sentence si uses a number the scenario or
// the buyer's line gives.
func (r *replyResult) buyerNumberIn(si int, scenario, objection string) bool {
	vals := map[float64]bool{}
	for _, t := range tokenize(scenario + " " + objection) {
		if t.isNum() && t.val != 0 {
			vals[t.val] = true
		}
	}
	st := &r.d.sents[si]
	for i := st.first; i < st.last; i++ {
		if t := &r.d.toks[i]; t.isNum() && t.val != 0 && vals[t.val] {
			return true
		}
	}
	return false
}

// opensWithAck reports whether the reply opens with words of
// acknowledgement ("Totally understand, but …"), whatever follows them.
func (r *replyResult) opensWithAck() bool {
	si := r.firstCountedSent()
	if si < 0 {
		return false
	}
	return ackOpenRe.MatchString(strings.TrimSpace(r.d.sentText(si)))
}

// ackOpenRe finds a sentence that opens on words of acknowledgement.
var ackOpenRe = regexp.MustCompile(`(?i)^((totally|completely|really|yeah|yes|ok|okay|sure|look|well|honestly|i)[ ,]+){0,2}(understand|understood|hear you|get it|get that|that's fair|fair enough|fair point|makes sense|that makes sense|you're right|of course|agreed|i see|got it|i can see why|i get why)\b`)

// proposesVaguely reports whether one of the reply's last two sentences
// proposes a step ("Shall we set up a session?", "Maybe it's worth a
// conversation at some point?") that the coach did not count as one.
func (r *replyResult) proposesVaguely() bool { return r.vagueStepSent() >= 0 }

// datedStepLines are steps with a time and a scope, by objection type: what
// "no date or scope" asks for.
var datedStepLines = map[string]string{
	"price":       "Could I send you the cost next to what it saves you, on one page, by Friday?",
	"timing":      "Could we book 30 minutes next week to plan a first step, so it's ready when the timing suits you?",
	"trust":       "Could I send you the proof by Friday, and we go through it together next week?",
	"authority":   "Could I send you a one-page summary for them by Friday?",
	"competition": "Could we book an hour next week to compare both on the one thing that matters most to you?",
	"need":        "Could we book 30 minutes next week to look at what it costs you today?",
}

// answersOnFrom reports whether the sentence after question si hangs on it
// ("If it does, stay with them", "If not, …"), or the question is one for
// the buyer to put to someone else ("That's the question to put to them").
func (r *replyResult) answersOnFrom(si int) bool {
	low := strings.ToLower(r.d.sentText(si))
	if strings.Contains(low, "ask them") || strings.Contains(low, "put to them") || strings.Contains(low, "ask him") || strings.Contains(low, "ask her") {
		return true
	}
	if si+1 >= len(r.d.sents) {
		return false
	}
	next := strings.ToLower(strings.TrimSpace(r.d.sentText(si + 1)))
	for _, p := range []string{"if it ", "if so", "if not", "if they ", "if yes", "if the answer"} {
		if strings.HasPrefix(next, p) {
			return true
		}
	}
	return r.anaphoric(si + 1)
}

// vagueStepSent is the sentence of the reply's last two that proposes a
// step without a time, or -1.
func (r *replyResult) vagueStepSent() int {
	last := r.lastCountedSent()
	for si := last; si >= 0 && si >= last-1; si-- {
		text := r.d.sentText(si)
		if proposalRe.MatchString(text) || strings.HasSuffix(strings.TrimSpace(text), "?") && vagueStepRe.MatchString(text) {
			return si
		}
	}
	return -1
}

// vagueStepRe finds a meeting or a call offered without a time.
var vagueStepRe = regexp.MustCompile(`(?i)\b(conversation|chat|call|session|meeting|demo|catch-up|catch up)\b`)

// vouchRe is the rep vouching for the answer ("trust me", "believe me").
var vouchRe = regexp.MustCompile(`^(trust (me|us)|believe me|take (it|my word) (from me|for it))`)

// proofOfferRe is proof offered in so many words: evidence sent or shown,
// a customer the buyer can call, terms in writing.
var proofOfferRe = regexp.MustCompile(`\b(send|show|share|give|email) you (the |our |their |a |some )?([a-z-]+ ){0,2}(logs?|data|results|reports?|figures|readings|references?|case study|contract|certificates?|numbers|test|trial|records)\b|\byou can (call|visit|ask|check|test|read)\b|\bwill take your call\b|\bin writing\b|\bin the contract\b`)

// proofBeside reports whether sentence si or the next offers proof the
// buyer can check: a reference, a document, a test.
func proofBeside(d *doc, si int) bool {
	for k := si; k <= si+1 && k < len(d.feats); k++ {
		if d.feats[k].proof || docOfferG.MatchString(d.sentText(k)) || proofOfferRe.MatchString(d.lowSentOnly(k)) {
			return true
		}
	}
	return false
}
