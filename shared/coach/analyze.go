package coach

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Analyze scores a pitch (or, when in.Objection is set, a reply to that
// objection) and explains the score with quotes from in.Text.
//
// The overall score blends the categories: persuasiveness 35%, clarity 20%,
// confidence 20%, tone 15%, objection handling 10%. With in.Objection set,
// the objectionHandling category is the reply rating of AssessReply and the
// overall score is the mean of that blend and AssessReply's overall score.
func Analyze(in Input) Analysis {
	bc := newBuyerContext(in.Scenario, in.Objection)
	d := analyzeDoc(in.Text, &bc)
	if strings.TrimSpace(in.Objection) == "" {
		d.demoteClosingAsks() // pitchasks.go
		d.scopedCloses()
		d.blames()
		d.excuseSelfDoubt()
		unverifiable(d)         // replyethics.go: a regulator's backing, a guaranteed outcome
		if moreCaves(d, true) { // concession.go: a concession in any wording
			d.sortedEv = nil
		}
		d.scheduledClose()
	}
	pressures(d, strings.TrimSpace(in.Objection) == "") // pressure.go
	tm := d.timing(in)
	d.pickClose()
	stc := d.analyzeStructure()
	if stc.opensWithAsk() || (d.openingTies && (d.faulted(firstCounted(d)) || !d.opensOnBuyer(!strings.HasSuffix(strings.TrimSpace(in.Objection), "?")))) {
		d.openingTies = false // the opening is the ask, or pressure or flattery
		d.dropEvidence(func(e *Evidence) bool {
			return e.Category == "structure" && e.Kind == "positive" && e.Note == "opens with the buyer's situation"
		})
	}
	ps := scorePitch(d, &tm)
	ps.applyStructure(d, &stc)

	a := Analysis{Metrics: d.metrics(&tm)}
	overall := 0.35*ps.persuasion + 0.2*ps.clarity + 0.2*ps.confidence + 0.15*ps.tone + 0.1*ps.objection
	a.Categories = Categories{
		Clarity:           Category{Score: score(ps.clarity), Feedback: d.clarityFeedback(&stc)},
		Confidence:        Category{Score: score(ps.confidence), Feedback: d.confidenceFeedback(&tm, &stc)},
		Persuasiveness:    Category{Score: score(ps.persuasion), Feedback: d.persuasionFeedback()},
		Tone:              Category{Score: score(ps.tone), Feedback: d.toneFeedback()},
		ObjectionHandling: Category{Score: score(ps.objection), Feedback: d.preemptFeedback()},
	}
	var reply *replyResult
	if strings.TrimSpace(in.Objection) != "" {
		reply = assessReplyDoc(d, in.Objection)
		a.Categories.ObjectionHandling = Category{Score: reply.handling, Feedback: reply.handlingFeedback()}
		overall = 0.5*(0.35*ps.persuasion+0.2*ps.clarity+0.2*ps.confidence+0.15*ps.tone+0.1*float64(reply.handling)) + 0.5*reply.raw
	}
	if reply == nil {
		overall -= d.severePenalty()
	}
	a.OverallScore = score(soft(overall))
	if d.contentWords == 0 {
		a.OverallScore = 0 // nothing to assess
	}
	a.Strengths = d.pitchStrengths(&tm, &stc)
	a.Improvements = d.pitchImprovements(&tm, ps, &stc)
	if reply != nil {
		a.Strengths = append(reply.strengths(), a.Strengths...)
		a.Improvements = mergeImprovements(reply.improvements(), a.Improvements)
	}
	if len(a.Improvements) == 0 && a.OverallScore < 90 {
		a.Improvements = append(a.Improvements, d.fallbackImprovement())
	}
	a.Recommendation = recommendation(a.OverallScore, a.Strengths, a.Improvements, d)
	// (evidence() is a sorted copy of the doc's evidence, never changed after)
	a.Evidence = d.evidence()
	d.finishAnalysis(&a, in.Objection) // consistency.go
	if strings.TrimSpace(in.Objection) == "" {
		d.sayLess(&a, &stc, &tm) // pitchclaims.go
	}
	releaseDoc(d)
	return a
}

func score(f float64) int {
	if math.IsNaN(f) {
		return 0
	}
	return int(math.Round(clamp(f, 0, 100)))
}

// soft maps a raw score onto 0–100 without flattening the ends: below 25
// and above 90 it bends smoothly instead of clipping, so two weak (or two
// strong) answers still get different scores. It is strictly increasing.
func soft(raw float64) float64 {
	switch {
	case math.IsNaN(raw):
		return 0
	case raw < 25:
		return 25 * math.Exp((raw-25)/25)
	case raw > 90:
		return 90 + 10*(1-math.Exp(-(raw-90)/10))
	}
	return raw
}

func clamp(f, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, f)) }

func capAt(f, limit float64) float64 { return math.Min(f, limit) }

// evidence returns the collected evidence sorted by position. The sorted
// copy is cached until more evidence is added.
func (d *doc) evidence() []Evidence {
	if d.sortedEv != nil && len(d.sortedEv) == len(d.ev.items) {
		return d.sortedEv
	}
	ev := append([]Evidence{}, d.ev.items...)
	slices.SortStableFunc(ev, func(a, b Evidence) int {
		if a.Start != b.Start {
			return cmp.Compare(a.Start, b.Start)
		}
		return cmp.Compare(a.End, b.End)
	})
	d.sortedEv = ev
	return ev
}

// ---------------------------------------------------------------------------
// Timing.

type timing struct {
	duration           float64
	estimated          bool
	voice              bool // voice mode with a known duration: pace is scored
	wpm, contentWpm    float64
	fpm                float64
	pauses, longPauses int
	longest            float64
	pacePenalty        float64
	pausePenalty       float64
	hasTimings         bool
	paceNote           string
}

func (d *doc) timing(in Input) timing {
	var tm timing
	words := in.Words
	if len(words) > maxTimings {
		words = words[:maxTimings]
	}
	dur := in.DurationSeconds
	if math.IsNaN(dur) || math.IsInf(dur, 0) || dur < 0 {
		dur = 0
	}
	if dur == 0 && len(words) > 1 {
		first, last := words[0].Start, words[len(words)-1].End
		if ok(first) && ok(last) && last > first {
			dur = last - first
		}
	}
	tm.duration = dur
	if dur <= 0 && d.words > 0 {
		// Estimated at 150 wpm from content words and fillers, so that adding
		// a hedge or buzzword cannot dilute the fillers per minute.
		tm.duration = float64(d.contentWords+d.fillers) / 150 * 60
		tm.estimated = true
	}
	if tm.duration > 0 {
		mins := tm.duration / 60
		tm.wpm = float64(d.words) / mins
		tm.contentWpm = float64(d.contentWords) / mins
		tm.fpm = float64(d.fillers) / mins
	}
	tm.voice = strings.EqualFold(in.Mode, ModeVoice) && !tm.estimated && d.words >= 10
	if tm.voice {
		// Fillers cannot make a slow delivery look better: the slow side is
		// judged on content words, the fast side on every word.
		switch {
		case tm.wpm > 160:
			tm.pacePenalty = capAt((tm.wpm-160)*0.5, 25)
			tm.paceNote = "faster than the 140–160 wpm sweet spot"
		case tm.contentWpm < 135:
			tm.pacePenalty = capAt((135-tm.contentWpm)*0.5, 25)
			tm.paceNote = "slower than the 140–160 wpm sweet spot"
		default:
			tm.paceNote = "inside the 140–160 wpm sweet spot"
		}
	}
	// pauses from word timings
	if len(words) > 1 {
		tm.hasTimings = true
		align := d.alignTimings(words)
		for i := 0; i+1 < len(words); i++ {
			gap := words[i+1].Start - words[i].End
			if !ok(gap) || gap < 0.3 {
				continue
			}
			tm.pauses++
			if gap > tm.longest {
				tm.longest = gap
			}
			if gap >= 2 {
				tm.longPauses++
				if ti := align[i+1]; ti >= 0 {
					t := &d.toks[ti]
					d.ev.add(d.text, "pause", "negative", t.s, t.e, fmt.Sprintf("%.1f s of silence before this word", gap))
				}
			}
		}
		if tm.voice && tm.longPauses > 1 {
			tm.pausePenalty = capAt(4*float64(tm.longPauses-1), 16)
		}
	}
	if tm.voice && d.countedSents > 0 {
		st := &d.sents[0]
		kind := "positive"
		if tm.pacePenalty > 0 {
			kind = "negative"
		}
		d.ev.addKey(d.text, "pace", kind, st.s, st.e, fmt.Sprintf("%.0f words per minute: %s", tm.wpm, tm.paceNote))
	}
	return tm
}

func ok(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }

// alignTimings maps each timed word to a token index (or -1), scanning forward.
func (d *doc) alignTimings(words []WordTiming) []int {
	out := make([]int, len(words))
	cur := 0
	for i, w := range words {
		out[i] = -1
		norm := strings.ToLower(strings.TrimFunc(strings.ReplaceAll(w.Word, "’", "'"), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}))
		if norm == "" {
			continue
		}
		for k := cur; k < len(d.toks) && k < cur+6; k++ {
			if d.toks[k].norm == norm || strings.TrimSuffix(d.toks[k].norm, "%") == norm {
				out[i] = k
				cur = k + 1
				break
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Pitch scoring.

type pitchScores struct {
	clarity, confidence, persuasion, tone, objection float64
}

func (d *doc) coverage() float64 {
	if !d.bc.hasContext {
		// Without the buyer's situation, credit the share of sentences that
		// carry value, proof or a discovery question.
		if d.countedSents == 0 {
			return 0
		}
		n := 0
		for i := range d.feats {
			if f := &d.feats[i]; f.value || f.proof || f.q == qDiscovery {
				n++
			}
		}
		return 0.8 * float64(n) / float64(d.countedSents)
	}
	den := math.Min(float64(d.bc.conceptN), 8)
	return math.Min(1, float64(len(d.conceptsCovered))/den)
}

func (d *doc) focus() float64 {
	if d.youSpecific+d.we == 0 {
		return 0.5
	}
	return float64(d.youSpecific) / float64(d.youSpecific+d.we)
}

func (d *doc) avgSentence() float64 {
	if d.countedSents == 0 {
		return 0
	}
	return float64(d.contentWords) / float64(d.countedSents)
}

func (d *doc) specificity() float64 {
	if d.countedSents == 0 {
		return 0
	}
	return float64(d.specificSents) / float64(d.countedSents)
}

func (d *doc) longSentences() int {
	n := 0
	for i := range d.feats {
		if d.feats[i].content > 40 {
			n++
		}
	}
	return n
}

func scorePitch(d *doc, tm *timing) pitchScores {
	var ps pitchScores
	if d.contentWords == 0 {
		return ps
	}
	disc := math.Min(d.discovery, 1)*8 + math.Min(math.Max(d.discovery-1, 0), 1)*4
	vagueClose := 0.0
	if d.vagueCloses > 0 && d.next < 0.6 {
		vagueClose = 1
	}

	p := 25 + 22*d.coverage()
	p += 5*math.Min(float64(d.echoExact), 1) + 2*math.Min(math.Max(float64(d.echoExact-1), 0), 2) +
		4*math.Min(float64(d.echoDerived), 2)
	p += 7 * math.Min(float64(d.valueSents), 3)
	p += 4 * math.Min(float64(d.quantValueSents), 2)
	p += 6 * math.Min(float64(d.proofSents), 2)
	p += disc
	p += 12 * d.next
	p -= capAt(5*float64(d.madeUp), 20)
	p -= capAt(3*float64(d.irrelevantNums), 15)
	p -= capAt(3*float64(d.selfClaims), 15)
	p -= capAt(2*float64(d.buzz), 16)
	p -= capAt(3*float64(d.emptyPraise), 12)
	p -= capAt(3*float64(d.rhetorical), 9)
	p -= 5 * vagueClose
	// a hedged case ("maybe it's similar, maybe not", "one idea might be")
	// persuades less, however well it is built
	p -= capAt(4*math.Max(d.hedgeWeight-1, 0), 20)
	if d.offerTied == 0 && d.contentWords >= 15 {
		p -= 12 // never says what changes for this buyer
	}
	ps.persuasion = clamp(p, 0, 100)

	c := 70.0
	w := float64(d.contentWords)
	switch {
	case w < 8:
		c -= 35
	case w < 20:
		c -= 15
	case w > 300:
		c -= capAt((w-300)/15, 20)
	}
	if avg := d.avgSentence(); avg > 24 {
		c -= capAt((avg-24)*1.5, 20)
	}
	c -= capAt(5*float64(d.longSentences()), 15)
	c -= capAt(2*float64(d.fillers), 20)
	c -= capAt(3*float64(d.buzz), 24)
	c -= capAt(2*float64(d.vague), 16)
	c -= capAt(8*float64(len(d.repeated)), 16)
	c += 24*d.specificity() - 12
	if d.openingTies {
		c += 6
	}
	if d.closes {
		c += 4
	}
	ps.clarity = clamp(c, 0, 100)

	k := 82.0
	k -= capAt(6*d.hedgeWeight, 45)
	k -= capAt(2.5*float64(d.fillers), 25)
	k -= capAt(math.Max(0, tm.fpm-3)*1.5, 15)
	k += 8 * d.next
	k -= 6 * vagueClose
	k -= capAt(3*float64(d.overclaim), 12)
	k -= capAt(12*float64(d.discountUncond), 24) // a cave (begging on price) is not sure delivery
	k -= tm.pacePenalty + tm.pausePenalty
	ps.confidence = clamp(k, 0, 100)

	t := 62.0
	t += 24*d.focus() - 6
	if d.openingTies {
		t += 6
	}
	t -= capAt(8*float64(d.pressure+d.pushyQ), 24)
	t -= capAt(8*float64(d.bash), 24)
	t -= capAt(8*float64(d.argue), 24)
	t -= capAt(8*float64(d.dismiss), 24)
	t -= capAt(4*float64(d.overclaim), 16)
	t -= capAt(3*float64(d.emptyPraise), 12)
	t -= capAt(2*float64(d.selfClaims), 10)
	t -= capAt(6*float64(d.discount), 12)
	ps.tone = clamp(t, 0, 100)

	o := 50.0
	if objectionTypeLex[d.bc.objType] != nil {
		o += 25 * math.Min(1, float64(d.typeHits)/2)
	} else {
		o += 12
	}
	o += 10*math.Min(d.discovery, 1) + 10*math.Min(float64(d.proofSents), 1) + 5*d.next
	o -= capAt(10*float64(d.argue)+10*float64(d.dismiss)+8*float64(d.bash)+8*float64(d.discount), 30)
	ps.objection = clamp(o, 0, 100)

	// A few words cannot show much confidence, tone or objection handling:
	// below 15 content words those categories shrink toward a neutral 50.
	if s := w / 15; s < 1 {
		shrink := func(v float64) float64 { return 50 + (v-50)*s }
		ps.confidence, ps.tone, ps.objection = shrink(ps.confidence), shrink(ps.tone), shrink(ps.objection)
	}
	return ps
}

// ---------------------------------------------------------------------------
// Metrics.

func (d *doc) metrics(tm *timing) Metrics {
	m := Metrics{
		WordCount:           d.words,
		ContentWordCount:    d.contentWords,
		SentenceCount:       d.countedSents,
		AvgSentenceWords:    round1(d.avgSentence()),
		QuestionCount:       d.questions,
		DiscoveryQuestions:  d.discoveryN,
		YouCount:            d.you,
		WeCount:             d.we,
		HedgeCount:          d.hedges,
		FillerCount:         d.fillers,
		BuzzwordCount:       d.buzz,
		DurationSeconds:     round1(tm.duration),
		DurationEstimated:   tm.estimated,
		WordsPerMinute:      round1(tm.wpm),
		FillersPerMinute:    round1(tm.fpm),
		PauseCount:          tm.pauses,
		LongPauseCount:      tm.longPauses,
		LongestPauseSeconds: round1(tm.longest),
		NumbersTotal:        d.quantities,
		RelevantNumbers:     d.relevantNums,
		BuyerNumbersUsed:    d.echoNums,
		UnsupportedNumbers:  d.madeUp,
		IrrelevantNumbers:   d.irrelevantNums,
		ValueStatements:     d.valueSents,
		ProofPoints:         d.proofSents,
		ContextTermsTotal:   d.bc.conceptN,
		ContextTermsCovered: len(d.conceptsCovered),
		NextStep:            nextStepLabel(d.next, d.vagueCloses),
		Truncated:           d.truncated,
	}
	// the counts shown beside the evidence are the evidence's counts
	type catKind struct{ category, kind string }
	n := map[catKind]int{}
	for _, e := range d.evidence() {
		n[catKind{e.Category, e.Kind}]++
	}
	m.UnsupportedNumbers = n[catKind{"unsupportedNumber", "negative"}]
	m.IrrelevantNumbers = n[catKind{"irrelevantNumber", "negative"}]
	m.ValueStatements = n[catKind{"value", "positive"}]
	m.ProofPoints = n[catKind{"proof", "positive"}]
	m.DiscoveryQuestions = n[catKind{"discovery", "positive"}]
	m.BuzzwordCount = n[catKind{"buzzword", "negative"}]
	m.BuyerNumbersUsed = n[catKind{"buyerNumber", "positive"}]
	m.HedgeCount = n[catKind{"hedge", "negative"}]
	m.FillerCount = n[catKind{"filler", "negative"}]
	m.FillersPerMinute = d.perMinute(m.FillerCount, tm)
	m.ContentWordsPerMinute = round1(tm.contentWpm)
	if d.you+d.we > 0 {
		m.CustomerFocus = round2(float64(d.you) / float64(d.you+d.we))
	}
	if d.contentWords > 0 {
		m.HedgesPer100Words = round1(100 * (d.hedgeWeight - d.quietWeight) / float64(d.contentWords)) // (the shown hedges: senses.go)
	}
	return m
}

func nextStepLabel(next float64, vague int) string {
	switch {
	case next >= 1:
		return "concrete"
	case next >= 0.6:
		return "partial"
	case next > 0 || vague > 0:
		return "vague"
	}
	return "none"
}

func round1(f float64) float64 {
	if !ok(f) {
		return 0
	}
	return math.Round(f*10) / 10
}

func round2(f float64) float64 {
	if !ok(f) {
		return 0
	}
	return math.Round(f*100) / 100
}

// ---------------------------------------------------------------------------
// Feedback text. Every sentence is built from measurements and quotes.

const quoteMax = 90

// q quotes a piece of the text, shortened on a rune boundary.
func q(s string) string {
	// A quoted sentence drops its full stop: the sentence around the quote
	// ends with its own, and “….”. reads as a typo.
	s = strings.TrimSuffix(oneSpaced(s), ".")
	if len(s) > quoteMax {
		cut := quoteMax
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		if sp := strings.LastIndexByte(s[:cut], ' '); sp > quoteMax/2 {
			cut = sp
		}
		s = s[:cut] + "…"
	}
	return "“" + s + "”"
}

// quoteGroup is one distinct quote of a category and kind (compared without
// case or extra spaces), as first written, and how often it occurs.
type quoteGroup struct {
	quote string
	count int
}

// groupQuotes groups the evidence of one category and kind by quote, in
// order of first appearance, and counts it all.
func (d *doc) groupQuotes(category, kind string) (groups []quoteGroup, total int) {
	index := map[string]int{}
	for _, e := range d.evidence() {
		if e.Category != category || e.Kind != kind {
			continue
		}
		total++
		k := strings.ToLower(oneSpaced(e.Quote))
		i, ok := index[k]
		if !ok {
			i = len(groups)
			index[k] = i
			groups = append(groups, quoteGroup{quote: e.Quote})
		}
		groups[i].count++
	}
	return groups, total
}

// shown is the group's quote as feedback shows it, with ×n when it recurs.
func (g quoteGroup) shown() string {
	s := q(g.quote)
	if g.count > 1 {
		s += fmt.Sprintf(" ×%d", g.count)
	}
	return s
}

// quotes lists up to n distinct quotes of one evidence category and kind,
// with a count when a quote recurs (“just” ×3).
func (d *doc) quotes(category, kind string, n int) []string {
	groups, _ := d.groupQuotes(category, kind)
	var out []string
	for _, g := range groups {
		out = append(out, g.shown())
		if len(out) == n {
			break
		}
	}
	return out
}

func (d *doc) firstQuote(category, kind string) string {
	if qs := d.quotes(category, kind, 1); len(qs) > 0 {
		return qs[0]
	}
	return ""
}

func (d *doc) sentText(si int) string {
	if si < 0 || si >= len(d.sents) {
		return ""
	}
	return d.text[d.sents[si].s:d.sents[si].e]
}

func plural(n int, one, many string) string {
	if n == 1 {
		return countOf(n, one)
	}
	return countOf(n, many)
}

func (d *doc) clarityFeedback(stc *structure) string {
	if d.contentWords == 0 {
		return "There is nothing to assess yet: write or say your pitch."
	}
	var b []string
	b = append(b, fmt.Sprintf("%s in %s (about %.0f words a sentence).",
		plural(d.contentWords, "content word", "content words"), plural(d.countedSents, "sentence", "sentences"), d.avgSentence()))
	fc := firstCounted(d)
	opening, _ := d.quoteAt(fc, d.sents[fc].s)
	switch f := &d.feats[fc]; {
	case stc.opensWithAsk():
		b = append(b, "You open with the ask, not the buyer's situation: "+opening+".")
	case d.openingTies:
		b = append(b, "You open with the buyer's situation: "+opening+".")
	case (f.market || f.history) && !hasEcho(f):
		b = append(b, "You open with a market statistic, not the buyer's situation: "+opening+".")
	case hasMadeUp(f):
		b = append(b, "You open with a claim the buyer cannot check, not their situation: "+opening+".")
	default:
		b = append(b, "The opening does not mention the buyer's situation: "+opening+".")
	}
	if s := d.structureFeedback(stc); s != "" && (!stc.clear() || d.openingTies || stc.moves[0].m != moveSituation) {
		b = append(b, s)
	}
	if n, list := d.tally("buzzword", "negative"); n > 0 {
		b = append(b, fmt.Sprintf("%s the message (%s).", plural(n, "buzzword blurs", "buzzwords blur"), list))
	}
	if n, list := d.tally("vague", "negative"); n > 0 {
		b = append(b, fmt.Sprintf("%s instead of specifics (%s).", plural(n, "vague intensifier", "vague intensifiers"), list))
	}
	if n := d.longSentences(); n > 0 {
		b = append(b, fmt.Sprintf("%s over 40 words.", plural(n, "sentence runs", "sentences run")))
	}
	if len(d.repeated) > 0 {
		b = append(b, fmt.Sprintf("You repeat %s without adding information.", strings.Join(d.quotes("repetition", "negative", 2), " and ")))
	}
	switch {
	case d.specificSents == 0:
		b = append(b, "No sentence says something specific about the buyer.")
	case d.specificSents == d.countedSents && d.countedSents > 1:
		b = append(b, "Every sentence says something specific about the buyer.")
	case d.specificSents == d.countedSents:
		b = append(b, "It says something specific about the buyer.")
	default:
		b = append(b, fmt.Sprintf("%d of %d sentences say something specific about the buyer.", d.specificSents, d.countedSents))
	}
	return strings.Join(b, " ")
}

func firstCounted(d *doc) int {
	first := -1
	for i := range d.feats {
		if d.feats[i].content > 0 {
			if !d.salutation(i) {
				return i
			}
			if first < 0 {
				first = i // a text that only greets: its greeting
			}
		}
	}
	return first
}

func (d *doc) confidenceFeedback(tm *timing, stc *structure) string {
	var b []string
	if n, list := d.tally("hedge", "negative"); n == 0 {
		if d.quietHedges == 0 {
			b = append(b, "No hedges: your claims sound like you believe them.")
		}
	} else {
		b = append(b, fmt.Sprintf("%s your claims (%s).", plural(n, "hedge softens", "hedges soften"), list))
	}
	est := ""
	if tm.estimated {
		est = ", estimated at 150 wpm"
	}
	if n, list := d.tally("filler", "negative"); n == 0 {
		b = append(b, "No fillers.")
	} else {
		b = append(b, fmt.Sprintf("%s, %.1f per minute%s (%s).", plural(n, "filler", "fillers"), d.perMinute(n, tm), est, list))
	}
	if tm.voice {
		b = append(b, fmt.Sprintf("Pace %.0f words per minute, %s.", tm.wpm, tm.paceNote))
		if tm.hasTimings {
			b = append(b, fmt.Sprintf("%s, %s of 2 s or more.", plural(tm.pauses, "pause", "pauses"), plural(tm.longPauses, "long pause", "long pauses")))
		}
	}
	nq, _ := d.nextQuote()
	switch {
	case d.next >= 1 && (stc.nextFirst || stc.nextEarly):
		b = append(b, "You ask for a concrete next step, but not at the end: "+nq+".")
	case d.next >= 1:
		b = append(b, "You ask for a concrete next step: "+nq+".")
	case d.next >= 0.6:
		b = append(b, "You propose a next step but without a time or scope: "+nq+".")
	case d.vagueCloses > 0:
		qq, _ := d.lastVagueClose()
		b = append(b, "You leave the next step to the buyer: "+qq+".")
	case d.pushyQ > 0:
		b = append(b, "Your only ask is pressure, not a step the buyer can agree to: "+d.firstQuote("pressure", "negative")+".")
	case d.pressure > 0:
		b = append(b, "You never ask for a next step; the pitch pushes instead ("+d.firstQuote("pressure", "negative")+").")
	default:
		b = append(b, "You never ask for a next step.")
	}
	if n, list := d.tally("overclaim", "negative"); n > 0 {
		b = append(b, fmt.Sprintf("Overclaiming reads as bluster, not confidence (%s).", list))
	}
	return strings.Join(b, " ")
}

// pickClose makes the pitch's next step the last of its strongest asks:
// the close ("… a 45-minute working session next Tuesday"), not an offer
// made on the way ("I can send her number today").
func (d *doc) pickClose() {
	// a pitch that ends by asking for a dated step ("I'd like 40 minutes
	// with you … next Thursday", "… if you have time this week") closes
	// there, whatever was read as a step on the way
	if last := d.lastCounted(); last >= 0 && last != d.nextSent {
		f := &d.feats[last]
		nf := d.stream(last)
		asks := f.next > 0 || f.q == qConfirm || d.firstHit(nf, proposalLex) >= 0 ||
			containsSeq(d.toks, nf, "i'd", "like") || containsSeq(d.toks, nf, "if", "you", "have", "time")
		if asks && specificWhen(d.toks, nf) && f.pressure+f.argue+f.dismiss+f.bash == 0 && !f.vagueClose {
			d.nextSent = last
			d.next = math.Max(d.next, 1)
			st := &d.sents[last]
			d.ev.addKey(d.text, "nextStep", "positive", st.s, st.e, "concrete next step")
			return
		}
	}
	if d.nextSent < 0 {
		return
	}
	for si := len(d.feats) - 1; si > d.nextSent; si-- {
		if f := &d.feats[si]; f.content > 0 && f.next >= d.next {
			d.nextSent = si
			st := &d.sents[si]
			d.ev.addKey(d.text, "nextStep", "positive", st.s, st.e, "concrete next step")
			return
		}
	}
}

// lastVagueClose quotes the last sentence that leaves the next step to the
// buyer: the close, not an opening "reach out".
func (d *doc) lastVagueClose() (string, span) {
	for si := len(d.feats) - 1; si >= 0; si-- {
		if d.feats[si].vagueClose {
			// a bare softener after the ask ("I mean no pressure at all") is
			// not the close: the ask before it is
			if d.feats[si].content <= 8 && si > 0 && d.feats[si-1].vagueClose && d.onlySoftens(si) {
				continue
			}
			pos := d.sents[si].s
			if d.feats[si].content > 40 { // a run-on: quote the close, not the opening
				if p := d.firstHit(d.stream(si), vagueCloseLex); p >= 0 {
					pos = p
				}
			}
			return d.quoteAt(si, pos)
		}
	}
	return d.firstQuote("nextStep", "negative"), d.firstSpan("nextStep", "negative")
}

// closeSofteners are the endings of vagueCloseLex that soften the close without
// handing the step to anyone ("No pressure obviously", "no rush").
var closeSofteners = toSet2("no pressure", "no rush", "take your time", "no worries", "thanks for your time", "have a great", "happy holidays", "sorry for bothering")

// onlySoftens reports whether every vague ending in sentence si is a
// softener: "Anyway, just let me know" hands the step over; "No pressure
// obviously" after it does not.
func (d *doc) onlySoftens(si int) bool {
	hits := d.scan(vagueCloseLex, d.stream(si))
	for _, h := range hits {
		if !closeSofteners[h.ph.text] {
			return false
		}
	}
	return len(hits) > 0
}

// perMinute is a count per minute of speaking time.
func (d *doc) perMinute(n int, tm *timing) float64 {
	if tm.duration <= 0 {
		return 0
	}
	return round1(float64(n) / (tm.duration / 60))
}

// nextQuote quotes the proposed next step from the ask on.
func (d *doc) nextQuote() (string, span) {
	if d.nextSent < 0 {
		return "", span{}
	}
	nf := d.stream(d.nextSent)
	pos := d.firstHit(nf, proposalLex)
	if d.feats[d.nextSent].content > 40 || pos < 0 {
		// in a run-on the ask is the last proposal ("… so anyway I'd
		// love to show you how it works … if you have time this week")
		if p := d.lastAsk(nf); p >= 0 {
			pos = p
		}
	}
	return d.quoteAt(d.nextSent, pos)
}

// closeLex is how a rep asks for the step besides proposalLex.
var closeLex = newLexicon("i'd love to", "i would love to", "i'd like", "i would like")

// lastAsk is the byte offset of the last proposal or ask in a stream, or -1.
func (d *doc) lastAsk(nf []int) int {
	best := -1
	for _, lx := range []*lexicon{proposalLex, closeLex} {
		for _, h := range d.scan(lx, nf) {
			best = max(best, d.toks[nf[h.from]].s)
		}
	}
	return best
}

func (d *doc) persuasionFeedback() string {
	var b []string
	if d.bc.hasContext {
		b = append(b, fmt.Sprintf("You use %d of the buyer's %d situation terms.", len(d.conceptsCovered), d.bc.conceptN))
	}
	if n, list := d.tally("buyerNumber", "positive"); n > 0 {
		b = append(b, fmt.Sprintf("You work with the buyer's own numbers (%s).", list))
	}
	switch {
	case d.valueSents > 0:
		vq, _ := d.valueQuote()
		if vq == "" { // no praiseable one: quote the first all the same
			si := d.firstSentence(func(f *sentFeat) bool { return f.value })
			vq, _ = d.quoteAt(si, d.valuePos(si))
		}
		b = append(b, fmt.Sprintf("%s value to their situation, e.g. %s.", plural(d.valueSents, "statement ties", "statements tie"), vq))
	default:
		b = append(b, "No statement ties an outcome to the buyer's situation.")
	}
	if d.proofSents > 0 {
		b = append(b, fmt.Sprintf("%s the buyer can check.", plural(d.proofSents, "proof point", "proof points")))
	}
	if n, list := d.tally("unsupportedNumber", "negative"); n > 0 {
		b = append(b, fmt.Sprintf("%s impressive but cannot be believed or checked (%s).", plural(n, "number sounds", "numbers sound"), list))
	}
	if n, list := d.tally("irrelevantNumber", "negative"); n > 0 {
		b = append(b, fmt.Sprintf("%s nothing about this buyer (%s).", plural(n, "number says", "numbers say"), list))
	}
	if d.discoveryN > 0 {
		if dq, _ := d.discoveryQuote(); dq != "" {
			b = append(b, fmt.Sprintf("%s, e.g. %s.", plural(d.discoveryN, "discovery question", "discovery questions"), dq))
		} else {
			b = append(b, "No question asks about the buyer's situation.")
		}
	} else {
		b = append(b, "No discovery question.")
	}
	if d.rhetorical > 0 {
		b = append(b, "Rhetorical questions ask nothing: "+d.firstQuote("discovery", "negative")+".")
	}
	return strings.Join(b, " ")
}

// praiseable reports whether sentence si may be quoted as a strength: it
// carries no negative finding about its content (a made-up or irrelevant
// number, flattery, an overclaim, pressure, a disparaging remark, arguing,
// dismissing, a discount) and no hedge.
func (d *doc) praiseable(si int) bool {
	st := &d.sents[si]
	for _, e := range d.evidence() {
		if e.Kind != "negative" || e.End <= st.s || e.Start >= st.e {
			continue
		}
		switch e.Category {
		case "unsupportedNumber", "irrelevantNumber", "flattery", "overclaim", "pressure", "tone",
			"arguing", "dismissing", "discount", "hedge":
			return false
		}
	}
	return !d.has(bandwagonLex, d.stream(si))
}

// opensOnBuyer reports whether the first sentence reaches the buyer's
// situation in its first clause, does not open on a
// rhetorical question, and (when the buyer asked nothing) does not open by
// praising a question nobody asked ("Great question, …").
func (d *doc) opensOnBuyer(noQuestion bool) bool {
	si := firstCounted(d)
	if si < 0 {
		return false
	}
	st := &d.sents[si]
	var content []int
	for i := st.first; i < st.last; i++ {
		if d.toks[i].role == roleNone {
			content = append(content, i)
		}
	}
	if n, _ := d.match(rhetoricalLex, content, 0); n > 0 {
		return false // "Wouldn't you like to save money so …"
	}
	if noQuestion {
		if n, _ := d.match(ackLex, content, 0); n > 0 {
			return false
		}
	}
	p := d.situationAt(si)
	if p < 0 {
		return true // tied by a relevant number; nothing to place
	}
	// "i love what you've built here with our tool your staff …": an
	// unpunctuated opening compliment is still not the buyer's situation
	lead := strings.ReplaceAll(strings.ToLower(d.text[st.s:p]), "’", "'")
	for _, c := range openingCompliments {
		if strings.Contains(lead, c) {
			return false
		}
	}
	// the buyer's situation must come in the first clause (after a
	// greeting): "You're clearly a smart leader, so we automate billing"
	// opens on a compliment, not on the billing
	start := st.s
	for {
		end := firstClauseEnd(d.text, start, st.e)
		if end >= st.e || !isGreeting(d.text[start:end]) {
			return p < end
		}
		start = end + 1
	}
}

// openingCompliments are compliments that open a pitch in place of the
// buyer's situation.
var openingCompliments = []string{
	"love what you", "what you've built", "you're clearly", "you are clearly", "smart leader",
	"great company", "amazing company", "impressive company", "big fan of",
}

// firstClauseEnd is the end of the clause starting at offset start: the
// first ", " ";" ":" or " so "/" and "/" but ", or end.
func firstClauseEnd(text string, start, end int) int {
	best := end
	if k := clauseBreak(text[start:end]); k >= 0 {
		best = start + k
	}
	for _, sep := range []string{" so ", " and ", " but "} {
		if k := strings.Index(strings.ToLower(text[start:end]), sep); k >= 0 && start+k < best {
			best = start + k
		}
	}
	return best
}

// isGreeting reports whether a clause only greets ("Hi Dana", "Hello").
func isGreeting(c string) bool {
	toks := tokenize(c)
	if len(toks) == 0 || len(toks) > 3 {
		return false
	}
	switch toks[0].norm {
	case "hi", "hello", "hey", "morning", "afternoon", "good", "thanks", "dear":
		return true
	}
	return false
}

// dropEvidence removes the evidence a predicate picks (a finding the
// pitch's structure overturned, a word hit without its sense), and reports
// whether it removed any.
func (d *doc) dropEvidence(pred func(e *Evidence) bool) bool {
	kept := d.ev.items[:0]
	for i := range d.ev.items {
		if !pred(&d.ev.items[i]) {
			kept = append(kept, d.ev.items[i])
		}
	}
	dropped := len(kept) < len(d.ev.items)
	d.ev.items = kept
	if dropped {
		d.sortedEv = nil
	}
	return dropped
}

// faulted reports whether sentence si carries a negative finding about its
// content (hedges aside).
func (d *doc) faulted(si int) bool {
	if si < 0 {
		return false
	}
	st := &d.sents[si]
	for _, e := range d.evidence() {
		if e.Kind != "negative" || e.End <= st.s || e.Start >= st.e {
			continue
		}
		switch e.Category {
		case "unsupportedNumber", "irrelevantNumber", "flattery", "overclaim", "pressure", "tone",
			"arguing", "dismissing", "discount":
			return true
		}
	}
	f := &d.feats[si]
	return f.flattery || f.selfClaim || f.q == qPushy || f.q == qRhetorical
}

// weakOutcomes are outcome words that also just link things ("from
// startups to enterprises"): alone they do not make a sentence value.
var weakOutcomes = toSet("from to under within before more less back instead match matches worth return move moved reach reached cover covers")

// statesOutcome reports whether sentence si names a change for the buyer:
// a number tied to them, or an outcome word that is more than a link.
func (d *doc) statesOutcome(si int) bool {
	for _, q := range d.feats[si].quantities {
		if q.relevant {
			return true
		}
	}
	for _, h := range d.scan(outcomeLex, d.stream(si)) {
		if !weakOutcomes[strings.Fields(h.ph.text)[0]] {
			return true
		}
	}
	return false
}

// generalProof are proof phrases that only generalise ("teams like yours
// usually …", "typically", "on your own"): alone they name nothing the
// buyer can check.
var generalProof = map[string]bool{
	"like yours": true, "your size": true, "of your size": true, "similar": true, "same core": true,
	"the same": true, "for example": true, "typically": true, "usually": true, "on average": true,
	"your own": true, "yourself": true,
}

// checkable reports whether a proof sentence names something the buyer can
// check: "on your own" alone ("selling this internally on your own") is
// not a test on their own data.
func (d *doc) checkable(si int) bool {
	nf := d.stream(si)
	for _, h := range d.scan(proofLex, nf) {
		if !generalProof[h.ph.text] {
			return true
		}
	}
	if d.genericPeer(si) {
		return false // "teams like yours usually cut …" names no one the buyer could call
	}
	st := &d.sents[si]
	var content []int
	for i := st.first; i < st.last; i++ {
		if d.toks[i].role == roleNone {
			content = append(content, i)
		}
	}
	return d.peerResult(si, content) || containsNorm(d.toks, content, "test", "trial", "data", "pilot", "measure", "try", "check", "see")
}

// peerResult is hasPeerResult for sentence si, where "your growth team" is
// the buyer, not a peer, and the buyer's own numbers ("most of the 14
// stores back") are no peer's result: a result for the buyer is value.
func (d *doc) peerResult(si int, content []int) bool {
	st := &d.sents[si]
	buyers := map[int]bool{}
	for _, qt := range d.feats[si].quantities {
		if qt.echo || qt.derived {
			buyers[qt.tok] = true
		}
	}
	var kept []int
	for _, i := range content {
		if buyers[i] {
			continue
		}
		if peerNouns[d.toks[i].norm] {
			own := false
			for j := i - 1; j >= st.first && j >= i-3; j-- {
				if n := d.toks[j].norm; n == "your" || n == "our" {
					own = true
				}
			}
			if own {
				continue
			}
		}
		kept = append(kept, i)
	}
	return hasPeerResult(d.toks, kept)
}

// genericPeer reports whether sentence si speaks of peers only in general
// ("teams like yours", "companies like you"): a claim about them is value,
// not proof the buyer can check.
func (d *doc) genericPeer(si int) bool {
	st := &d.sents[si]
	for i := st.first; i+2 < st.last; i++ {
		if peerNouns[d.toks[i].norm] && d.toks[i+1].norm == "like" {
			switch d.toks[i+2].norm {
			case "you", "yours", "your", "ours":
				return true
			}
		}
	}
	return false
}

// pushes reports whether sentence si pressures, cuts the price, argues,
// dismisses, disparages or leans on social proof: no rewrite of it is
// worth showing.
func (d *doc) pushes(si int) bool {
	st := &d.sents[si]
	for _, e := range d.evidence() {
		if e.Kind == "negative" && e.End > st.s && e.Start < st.e {
			switch e.Category {
			case "pressure", "discount", "arguing", "dismissing", "tone", "overclaim", "unsupportedNumber":
				return true
			}
		}
	}
	return d.has(bandwagonLex, d.stream(si))
}

// lastCounted is the last sentence with content, or -1.
func (d *doc) lastCounted() int {
	for si := len(d.feats) - 1; si >= 0; si-- {
		if d.feats[si].content > 0 {
			return si
		}
	}
	return -1
}

// bandwagonLex marks social proof as pressure ("everyone in your space is
// moving to us"): never praised, whatever else the sentence says.
// (an adoption claim: "everybody loves the app" is a claim, not pressure)
var bandwagonLex = newLexicon("everyone in your", "everyone is switching", "everyone is moving", "everyone is using", "everyone is going",
	"everybody is switching", "everybody is moving", "everybody is using", "everybody is going", "everyone's switching",
	"everybody's switching", "everyone's moving", "everybody's moving", "everyone else", "everybody else", "all of your competitors",
	"than any competitor", "than any other", "the whole industry", "don't want to be the last",
	"every major", "the ones who wait")

// praiseSentence is the first praiseable sentence the predicate picks, or -1.
func (d *doc) praiseSentence(pred func(f *sentFeat) bool) int {
	for si := range d.feats {
		if d.feats[si].content > 0 && pred(&d.feats[si]) && d.praiseable(si) {
			return si
		}
	}
	return -1
}

// valueQuote quotes the first value statement at what makes it value.
func (d *doc) valueQuote() (string, span) {
	// praised as tied to the buyer only when it says so in their terms
	si := -1
	for k := range d.feats {
		if f := &d.feats[k]; f.content > 0 && f.value && (f.you > 0 || len(f.concepts) > 0 || hasEcho(f)) &&
			d.praiseable(k) && d.statesOutcome(k) {
			si = k
			break
		}
	}
	if si < 0 {
		return "", span{}
	}
	return d.quoteAt(si, d.valuePos(si))
}

// valuePos is where sentence si's value is: in a run-on, the buyer's
// number its math starts from, not its opening words; else the first
// offer or outcome.
func (d *doc) valuePos(si int) int {
	if d.feats[si].content > 40 {
		if sp := d.firstSpanIn(si, "buyerNumber", "positive"); sp != (span{}) {
			return sp.start
		}
	}
	return d.firstHit(d.stream(si), offerLex, outcomeLex)
}

func (d *doc) proofQuote() (string, span) {
	si := -1
	var content []int
	for k := range d.feats { // a named customer's result the buyer could call first
		st := &d.sents[k]
		content = content[:0]
		for i := st.first; i < st.last; i++ {
			if d.toks[i].role == roleNone {
				content = append(content, i)
			}
		}
		if f := &d.feats[k]; f.content > 0 && f.proof && d.praiseable(k) && !d.restatesBuyer(k) &&
			namedPeer(d.text, d.toks, content) && d.statesOutcome(k) && containsNorm(d.toks, content, "call", "talk", "speak", "introduce") {
			si = k
			break
		}
	}
	for k := range d.feats { // a sentence with a proof phrase or a peer's result next
		if f := &d.feats[k]; si < 0 && f.content > 0 && f.proof && d.praiseable(k) && d.proofPos(k) >= 0 && d.checkable(k) && !d.restatesBuyer(k) {
			si = k
			break
		}
	}
	if si < 0 {
		for k := range d.feats {
			if f := &d.feats[k]; f.content > 0 && f.proof && d.praiseable(k) && d.checkable(k) && !d.restatesBuyer(k) {
				si = k
				break
			}
		}
	}
	if si < 0 {
		return "", span{}
	}
	return d.quoteAt(si, d.proofPos(si))
}

// restatesBuyer reports whether sentence si opens on the buyer's own facts
// ("Your labor bill is about $1.1 million …"): the buyer's numbers are
// what they told you, never proof they could check.
func (d *doc) restatesBuyer(si int) bool {
	nf := d.stream(si)
	if len(nf) == 0 || !hasEcho(&d.feats[si]) {
		return false
	}
	switch d.toks[nf[0]].norm {
	case "your", "you":
		return true
	}
	return false
}

func (d *doc) discoveryQuote() (string, span) {
	si := -1
	for k := range d.feats {
		// "what we do is …?" describes the product; it asks the buyer nothing
		if f := &d.feats[k]; f.content > 0 && f.q == qDiscovery && d.praiseable(k) && !d.asksAboutSeller(k) {
			si = k
			break
		}
	}
	if si < 0 {
		return "", span{}
	}
	pos := d.sents[si].s
	if d.feats[si].content > 40 {
		// a run-on that ends on a question: quote the question, not the opening
		nf := d.stream(si)
		for k := len(nf) - 1; k >= 0; k-- {
			if n := d.toks[nf[k]].norm; whWords[n] {
				pos = d.toks[nf[k]].s
				break
			}
		}
	}
	return d.quoteAt(si, pos)
}

// asksAboutSeller reports whether a question's subject is the seller
// ("what we do is …", "how our app works").
func (d *doc) asksAboutSeller(si int) bool {
	st := &d.sents[si]
	for i := st.first; i+1 < st.last; i++ {
		if t := &d.toks[i]; t.role == roleNone && whWords[t.norm] {
			nx := &d.toks[i+1]
			return nx.norm == "we" || nx.norm == "i" || nx.norm == "our" || nx.norm == "we're" || nx.norm == "i'm"
		}
	}
	return false
}

func (d *doc) toneFeedback() string {
	var b []string
	if d.you+d.we > 0 {
		b = append(b, fmt.Sprintf("“You/your” %s against “I/we/our” %s; %d of the “you”s in sentences about the buyer's situation.",
			plural(d.you, "time", "times"), plural(d.we, "time", "times"), d.youSpecific))
	}
	if d.selfClaims > 0 {
		n, qs, _ := d.sentencesWhere(2, func(f *sentFeat) bool { return f.selfClaim })
		b = append(b, fmt.Sprintf("%s about the seller rather than the buyer (%s).", plural(n, "sentence is", "sentences are"), listed(n, qs)))
	}
	if d.emptyPraise > 0 {
		if qq := d.firstQuote("flattery", "negative"); qq != "" {
			b = append(b, "Flattery is not customer focus: "+qq+".")
		}
	}
	if d.pressure+d.pushyQ > 0 {
		if _, list := d.tally("pressure", "negative"); list != "" { // every kind of pressure, a deadline included
			b = append(b, "Pressure: "+list+".")
		}
	}
	if d.bash > 0 {
		b = append(b, "Disparaging remarks cost trust: "+strings.Join(d.quotes("tone", "negative", 2), ", ")+".")
	}
	if d.argue > 0 {
		b = append(b, "Arguing: "+strings.Join(d.quotes("arguing", "negative", 2), ", ")+".")
	}
	if d.dismiss > 0 {
		b = append(b, "Dismissing: "+strings.Join(d.quotes("dismissing", "negative", 2), ", ")+".")
	}
	if d.discount > 0 {
		b = append(b, "Offering price cuts unprompted: "+strings.Join(d.quotes("discount", "negative", 2), ", ")+".")
	}
	if len(b) <= 1 && d.pressure+d.pushyQ+d.bash+d.argue+d.dismiss+d.overclaim+d.discount == 0 {
		if d.youSpecific >= 2 && d.focus() >= 0.5 && d.emptyPraise == 0 && d.selfClaims == 0 {
			b = append(b, "Respectful and buyer-centred; no pressure or disparaging remarks.")
		} else {
			b = append(b, "Respectful; no pressure or disparaging remarks.")
		}
	}
	return strings.Join(b, " ")
}

// quoteAt quotes sentence si, or for a long sentence the clause around byte
// offset pos (what triggered the finding), and returns the span quoted.
func (d *doc) quoteAt(si, pos int) (string, span) {
	if si < 0 || si >= len(d.sents) {
		return "", span{}
	}
	st := &d.sents[si]
	s, e := st.s, st.e
	if e-s <= quoteMax+1 {
		if b := d.openTail(si); b < e { // a clause cut by the run-on splitter ("… that hurts so kind of"): senses.go
			return "“" + strings.TrimSuffix(oneSpaced(d.text[s:b]), ".") + "…”", span{s, b}
		}
		return q(d.text[s:e]), span{s, e}
	}
	if pos < s || pos >= e {
		pos = s
	}
	a, b := s, e
	if k := lastClauseBreak(d.text[s:pos]); k >= 0 {
		a = s + k + 1
	}
	if k := clauseBreak(d.text[pos:e]); k >= 0 {
		b = pos + k
	}
	for b < e && b-a < 40 { // a short clause reads better with the next one
		k := clauseBreak(d.text[b+1 : e])
		if k < 0 {
			b = e
			break
		}
		b = b + 1 + k
	}
	for a < b && d.text[a] == ' ' {
		a++
	}
	if b-a > quoteMax {
		if pos-a > 30 { // start near the trigger, on a word boundary
			if k := strings.LastIndexByte(d.text[a:pos-10], ' '); k >= 0 {
				a = a + k + 1
			}
		}
		if b-a > quoteMax {
			cut := a + quoteMax
			for cut > a && !utf8.RuneStart(d.text[cut]) {
				cut--
			}
			if k := strings.LastIndexByte(d.text[a:cut], ' '); k > quoteMax/2 {
				cut = a + k
			}
			b = cut
		}
	}
	b = a + len(strings.TrimRight(d.text[a:b], " ,;:"))
	quote := strings.TrimSuffix(oneSpaced(d.text[a:b]), ".")
	if a > s {
		quote = "…" + quote
	}
	if b < e && strings.TrimSpace(strings.Trim(d.text[b:e], ".!? ")) != "" {
		quote += "…"
	}
	return "“" + quote + "”", span{a, b}
}

// clauseBreak is the offset of the first , ; or : followed by a space (not
// the comma of "$40,000"), or -1.
func clauseBreak(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == ',' || s[i] == ';' || s[i] == ':') && s[i+1] == ' ' {
			return i
		}
	}
	return -1
}

// lastClauseBreak is the offset of the last such break, or -1.
func lastClauseBreak(s string) int {
	for i := len(s) - 2; i >= 0; i-- {
		if (s[i] == ',' || s[i] == ';' || s[i] == ':') && s[i+1] == ' ' {
			return i
		}
	}
	return -1
}

// tally counts the evidence of one category and kind and lists it: each
// distinct quote once, with ×n when it recurs, and “and n more” past five,
// so that the count and the list always agree.
func (d *doc) tally(category, kind string) (int, string) {
	groups, total := d.groupQuotes(category, kind)
	var out []string
	rest := total
	for i, g := range groups {
		if i == 5 {
			break
		}
		out = append(out, g.shown())
		rest -= g.count
	}
	list := strings.Join(out, ", ")
	if rest > 0 {
		list += fmt.Sprintf(" and %d more", rest)
	}
	return total, list
}

// firstSpan is the span of the first evidence of a category and kind.
func (d *doc) firstSpan(category, kind string) span {
	for _, e := range d.evidence() {
		if e.Category == category && e.Kind == kind {
			return span{e.Start, e.End}
		}
	}
	return span{}
}

// sentencesWhere quotes the sentences a predicate picks (up to n) and
// counts them all.
func (d *doc) sentencesWhere(n int, pred func(f *sentFeat) bool) (int, []string, span) {
	total := 0
	var out []string
	at := span{}
	for si := range d.feats {
		if d.feats[si].content == 0 || !pred(&d.feats[si]) {
			continue
		}
		total++
		if len(out) < n {
			qq, sp := d.quoteAt(si, d.sents[si].s)
			out = append(out, qq)
			if at == (span{}) {
				at = sp
			}
		}
	}
	return total, out, at
}

// listed joins quotes and says how many more there are, so that a stated
// count always equals the list.
func listed(total int, qs []string) string {
	if total > len(qs) {
		return "e.g. " + strings.Join(qs, ", ")
	}
	return strings.Join(qs, ", ")
}

var objectionTypeNames = map[string]string{
	"price": "price", "timing": "timing", "trust": "trust", "authority": "decision-maker",
	"competition": "competitor", "need": "“do we need this”",
}

func (d *doc) preemptFeedback() string {
	var b []string
	if name, ok := objectionTypeNames[d.bc.objType]; ok {
		if d.typeHits >= 2 {
			b = append(b, fmt.Sprintf("You address the likely %s objection before it comes up.", name))
		} else if d.typeHits == 1 {
			b = append(b, fmt.Sprintf("You touch on the likely %s objection only briefly.", name))
		} else {
			b = append(b, fmt.Sprintf("Nothing in the pitch prepares for the likely %s objection.", name))
		}
	}
	// only a question the report can quote (an unpunctuated "i don't know if
	// you want to …" asks nothing the buyer can answer)
	if qq, _ := d.discoveryQuote(); d.discoveryN > 0 && qq != "" {
		b = append(b, "Your question invites the buyer to raise concerns early.")
	}
	if d.proofSents > 0 {
		b = append(b, "Proof points pre-empt doubt.")
	}
	if d.argue+d.dismiss+d.bash+d.discount > 0 {
		b = append(b, "Arguing, dismissing or discounting invites objections rather than handling them.")
	}
	if len(b) == 0 {
		b = append(b, "No objection was set for this scenario; this rates how open the pitch is to concerns.")
	}
	return strings.Join(b, " ")
}

// ---------------------------------------------------------------------------
// Strengths and improvements.

func (d *doc) pitchStrengths(tm *timing, stc *structure) []Strength {
	var out []Strength
	add := func(cat, desc, impact string, at span) {
		out = append(out, Strength{Category: cat, Description: desc, Impact: impact, at: at})
	}
	echoIn := func(f *sentFeat) bool {
		for _, qt := range f.quantities {
			if qt.echo || qt.derived {
				return true
			}
		}
		return false
	}
	if si := d.praiseSentence(func(f *sentFeat) bool { return f.value && echoIn(f) }); si >= 0 {
		qq, at := d.quoteAt(si, d.firstSpanIn(si, "buyerNumber", "positive").start)
		add("persuasiveness", "You build value from the buyer's own numbers: "+qq+".", "high", at)
	} else if qq, at := d.valueQuote(); qq != "" {
		add("persuasiveness", "You tie value to the buyer's situation: "+qq+".", "high", at)
	}
	if d.echoNums > 0 && d.praiseSentence(func(f *sentFeat) bool { return f.value && echoIn(f) }) < 0 {
		if si := d.praiseSentence(func(f *sentFeat) bool { return echoIn(f) && !f.selfClaim && !f.emptyYou }); si >= 0 {
			qq, at := d.quoteAt(si, d.firstSpanIn(si, "buyerNumber", "positive").start)
			add("persuasiveness", "You use the buyer's own numbers: "+qq+".", "medium", at)
		}
	}
	if qq, at := d.proofQuote(); qq != "" {
		add("persuasiveness", "Proof the buyer can check: "+qq+".", "medium", at)
	}
	if qq, at := d.discoveryQuote(); qq != "" {
		add("persuasiveness", "You ask a discovery question: "+qq+".", "high", at)
	}
	// a step asked for under pressure ("before the others take the slots",
	// "sign before the owner is back") is part of the push, never praised
	if d.next >= 1 && d.praiseable(d.nextSent) && d.pressure+d.pushyQ == 0 {
		qq, at := d.nextQuote()
		if stc.nextFirst || stc.nextEarly {
			add("confidence", "You propose a concrete next step: "+qq+".", "medium", at)
		} else {
			add("confidence", "You close with a concrete next step: "+qq+".", "high", at)
		}
	}
	if d.openingTies && d.praiseable(firstCounted(d)) {
		fc := firstCounted(d)
		qq, at := d.quoteAt(fc, d.sents[fc].s)
		add("clarity", "You open with the buyer's situation: "+qq+".", "medium", at)
	}
	if stc.clear() && (d.openingTies || stc.moves[0].m != moveSituation) {
		add("clarity", "Clear order: "+stc.sequence()+", one idea a sentence.", "medium", span{})
	}
	if d.contentWords >= 25 && d.hedges == 0 && d.fillers == 0 && d.quietHedges == 0 {
		add("confidence", "No hedges or fillers: the delivery sounds sure.", "medium", span{})
	}
	if tm.voice && tm.pacePenalty == 0 {
		add("confidence", fmt.Sprintf("Pace of %.0f words per minute is in the 140–160 sweet spot.", tm.wpm), "medium", span{})
	}
	// pressure on the buyer is never customer focus, however many "you"s
	if d.youSpecific >= 2 && d.focus() >= 0.5 && d.selfClaims == 0 && d.emptyPraise == 0 && d.pressure+d.pushyQ+d.bash == 0 {
		add("tone", fmt.Sprintf("Customer-focused: %d \"you/your\" in sentences about the buyer, %d \"I/we/our\".", d.youSpecific, d.we), "medium", span{})
	}
	if out == nil {
		out = []Strength{}
	}
	return out
}

// firstSpanIn is the span of the first evidence of a category and kind
// inside sentence si.
func (d *doc) firstSpanIn(si int, category, kind string) span {
	st := &d.sents[si]
	for _, e := range d.evidence() {
		if e.Category == category && e.Kind == kind && e.Start >= st.s && e.End <= st.e {
			return span{e.Start, e.End}
		}
	}
	return span{st.s, st.s}
}

// context helpers for examples

// situationClause returns the clause of the buyer's situation most worth
// quoting back to them, in the second person ("they pay Samsara $33 per
// truck" → "you pay Samsara $33 per truck"): one with a number if there is
// one. A preset's card text ("customer thinks your product is too
// expensive", "need to reach the actual decision maker") describes the
// scenario and is never quoted as the buyer's words; "" when no clause fits.
func (d *doc) situationClause() string {
	if !d.bc.situationSet {
		d.bc.situation, d.bc.situationSet = situationClauseOf(d.bc), true
	}
	return d.bc.situation
}

// situationClauseOf works out situationClause, which depends only on the
// buyer's situation.
func situationClauseOf(bc *buyerContext) string {
	defer beginClauseMemo()()
	var cands []string
	for _, c := range bc.clauses {
		for _, part := range strings.Split(c, ", and ") {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			toks := clauseTokens(part)
			if isTitleClauseToks(toks) || isCardText(toks) {
				continue
			}
			if sp, ok := secondPerson(part, toks); ok {
				cands = append(cands, sp)
			}
		}
	}
	// only a problem or a spend is worth building an example on: who
	// decides, a date or a rival's offer is no cost to ask about
	kept := cands[:0]
	for _, c := range cands {
		if c = dropSellerTail(c); c != "" && !agendaClause(c) && (problemClause(c) || isPriceClause(c) || strings.IndexFunc(c, unicode.IsDigit) >= 0) {
			kept = append(kept, c)
		}
	}
	cands = kept
	if len(cands) == 0 {
		return ""
	}
	// a list of facts ("they pay $33 per truck, are evaluating Motive")
	// is quoted one fact at a time: the one with a number and a verb
	var best string
	for _, c := range cands {
		for _, seg := range strings.Split(c, ", ") {
			if len(strings.Fields(seg)) >= 4 && strings.IndexFunc(seg, unicode.IsDigit) >= 0 && !startsWithVerb(seg) && (seg == c || hasSubject(seg)) {
				best = seg
				break
			}
		}
		if best != "" {
			break
		}
	}
	if best == "" {
		best, _, _ = strings.Cut(cands[0], ", ")
		if len(strings.Fields(best)) < 3 || !hasSubject(best) && best != cands[0] {
			best = cands[0]
		}
	}
	return trimClause(best)
}

// problemClause reports whether a clause of the scenario states a problem
// of the buyer's (a loss, manual work, errors, delays, an incident), not
// only who decides, a date or a rival's offer.
func problemClause(c string) bool {
	for _, t := range clauseTokens(c) {
		n := t.norm
		if problemWords[n] || strings.HasPrefix(n, "spreadsheet") || strings.HasPrefix(n, "manual") || strings.HasPrefix(n, "error") ||
			strings.HasPrefix(n, "mistake") || strings.HasPrefix(n, "complain") || strings.HasPrefix(n, "delay") || strings.HasPrefix(n, "overr") {
			return true
		}
	}
	return false
}

// problemWords mark a clause that states a problem.
var problemWords = toSet("cost costs costing lost lose loses losing loss losses scrapped late paper keyed retyped re-keyed email emails phone calls breach breached exposed attack fines fined leak leaks leaking miss missed misses missing no-shows no-show waste wasted wastes takes take took hours days weeks churn returns return couldn't cannot can't down downtime outage outages failed fails failure fail backlog overtime turnover reconcile reconciles chase chases chasing slow slower unpaid penalty penalties recalls recall rework reprints injuries incidents incident")

// hasSubject reports whether a piece of a list starts where a clause can
// start (a name, a number, a determiner or pronoun), not mid-clause after
// an aside ("The owner, Ruud, signs all contracts" → "signs all contracts").
func hasSubject(seg string) bool {
	toks := clauseTokens(seg)
	if len(toks) == 0 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(seg[toks[0].s:]); unicode.IsUpper(r) || toks[0].isNum() {
		return true
	}
	return subjectStarts[toks[0].norm]
}

// subjectStarts are words a clause's subject can start with.
var subjectStarts = toSet("the a an you your you're you've they their this these those its it each every all most some many few one two three four five six seven eight nine ten half")

// startsWithVerb reports whether a piece of a list continues a clause
// ("are evaluating …") rather than stating a fact of its own.
func startsWithVerb(seg string) bool {
	toks := clauseTokens(seg)
	if len(toks) == 0 {
		return true
	}
	switch toks[0].norm {
	case "are", "is", "was", "were", "has", "have", "had", "and", "but", "or", "which", "who":
		return true
	}
	// "spend about $4,200 a month": a verb whose subject is in the piece before
	if len(toks) > 1 && !toks[0].isNum() && !determiners[toks[0].norm] && (toks[1].isNum() || approximators[toks[1].norm]) {
		return true
	}
	return false
}

var determiners = toSet("the a an their your our its his her this that these those each every one")

// cardSubjects open a preset's description of the buyer.
var cardSubjects = toSet("customer customers buyer prospect prospects client clients need needs wants thinks")

// isCardText reports whether a clause (its tokens) describes the scenario rather than
// stating the buyer's facts: it opens on "customer …" or "need to …", or
// says "you/your" (the seller, in a card's words).
func isCardText(toks []token) bool {
	if len(toks) == 0 {
		return true
	}
	if cardSubjects[toks[0].norm] || (toks[0].norm == "the" && len(toks) > 1 && cardSubjects[toks[1].norm]) {
		return true
	}
	for i := range toks {
		if youWords[toks[i].norm] {
			return true
		}
	}
	return false
}

// dropSellerTail keeps the pieces of a list of facts before the first one
// about the seller's side ("you pay Samsara $33 per truck per month, are
// evaluating us against Motive" → "you pay Samsara $33 per truck per
// month"); "" when the first piece is about the seller.
func dropSellerTail(c string) string {
	segs := strings.Split(c, ", ")
	for i, seg := range segs {
		if sellerClause(clauseTokens(seg)) {
			return strings.TrimSpace(strings.TrimSuffix(strings.Join(segs[:i], ", "), " and"))
		}
	}
	return c
}

// agendaClause reports whether a clause only says who decides, when, or
// what a rival offered ("the partners decide at their Monday meeting",
// "the owner signs all contracts and is away until the 20th"): no cost of
// the buyer's to ask about.
func agendaClause(c string) bool {
	for _, t := range clauseTokens(c) {
		if agendaWords[t.norm] {
			return true
		}
	}
	return false
}

// agendaWords mark who decides, when, or a rival's offer.
var agendaWords = toSet("decide decides decided signs sign signed approves approve approval approved votes vote reviews review offered offers quoted away opens opening launches")

// sellerClause reports whether a clause of the scenario is about the
// seller's side ("our quote is AU$2,600 a month", "they are looking at us
// at $148,000 a year"): the rep's own offer is no fact of the buyer's.
func sellerClause(toks []token) bool {
	for i := range toks {
		switch toks[i].norm {
		case "our", "us", "we", "ours", "we're", "we've", "quote", "quoted", "quotes", "proposal":
			return true
		}
	}
	return false
}

// thirdToSecond turns the buyer's third-person pronouns into "you".
var thirdToSecond = map[string]string{
	"they": "you", "them": "you", "their": "your", "theirs": "yours", "themselves": "yourselves",
	"he": "you", "she": "you", "him": "you", "her": "your", "his": "your", "himself": "yourself", "herself": "yourself",
	"they're": "you're", "they've": "you've", "they'll": "you'll", "they'd": "you'd",
	"he's": "you're", "she's": "you're", "he'll": "you'll", "she'll": "you'll",
}

// objectPronouns are the pronouns secondPerson leaves alone (the clause
// is not used): they often stand for things, not the buyer.
var objectPronouns = toSet("them him themselves himself herself")

// secondPerson rewrites a clause c (with its tokens) of the situation to address the buyer,
// with the verb after "he"/"she" agreeing ("he currently pays" → "you
// currently pay"). It reports false when a verb cannot be made to agree.
func secondPerson(c string, toks []token) (string, bool) {
	var b strings.Builder
	pos := 0
	agree := false // the next verb must agree with "you"
	for i := range toks {
		t := &toks[i]
		rep, ok := thirdToSecond[t.norm]
		switch {
		case ok && objectPronouns[t.norm]:
			// "3 staff reconcile them", "18% of them are won": an object
			// pronoun may stand for anything, not only the buyer
			return "", false
		case ok:
			if t.norm == "he" || t.norm == "she" {
				agree = true
			}
		case agree && (strings.HasSuffix(t.norm, "ly") || t.norm == "also" || t.norm == "still" || t.norm == "already" || t.norm == "now"):
			continue
		case agree:
			agree = false
			v, ok2 := youVerb(t.norm)
			if !ok2 {
				return "", false
			}
			rep, ok = v, true
		}
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(c[t.s:]); unicode.IsUpper(r) && t.s > 0 {
			rep = strings.ToUpper(rep[:1]) + rep[1:]
		}
		b.WriteString(c[pos:t.s])
		b.WriteString(rep)
		pos = t.e
	}
	if agree {
		return "", false
	}
	b.WriteString(c[pos:])
	return b.String(), true
}

var roleWords = toSet("owner founder manager director head vp cfo ceo cto coo cno cmo cio gm lead leader president dean principal superintendent treasurer controller buyer officer partner chief administrator coordinator supervisor engineer")

// isTitleClause reports whether a clause only says who the buyer is
// ("VP of Sales at a 60-rep software company").
func isTitleClause(c string) bool {
	return isTitleClauseToks(tokenize(c))
}

// isTitleClauseToks is isTitleClause with the clause's tokens.
func isTitleClauseToks(toks []token) bool {
	for i := 0; i < len(toks) && i < 6; i++ {
		if roleWords[toks[i].norm] {
			for _, t := range toks {
				if t.norm == "at" || t.norm == "of" || t.norm == "for" {
					return true
				}
			}
		}
	}
	return false
}

func trimClause(c string) string {
	c = strings.TrimSpace(c)
	c = strings.TrimRight(c, ".;,")
	if len(c) > 140 {
		cut := 140
		for cut > 0 && !utf8.RuneStart(c[cut]) {
			cut--
		}
		if sp := strings.LastIndexByte(c[:cut], ' '); sp > 60 {
			cut = sp
		}
		c = c[:cut]
	}
	if c == "" {
		return c
	}
	r, sz := utf8.DecodeRuneInString(c)
	if unicode.IsUpper(r) && !properStart(c) {
		c = string(unicode.ToLower(r)) + c[sz:]
	}
	return c
}

// properStart reports whether a clause starts with a name, whose capital
// stays: "FM", "MeridianLink" (a capital inside the word), "Kestrel FM"
// (a capitalised word next).
func properStart(c string) bool {
	first, rest, _ := strings.Cut(c, " ")
	for i, r := range first {
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(r)
}

// rewrite returns sentence si with fillers (and hedges, if dropHedges)
// removed, as a clean sentence: a capital first letter, no comma left
// dangling where a word was dropped, closing punctuation.
func (d *doc) rewrite(si int, dropHedges bool) string {
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		// a hedge that is the verb ("it might save", "pricing depends on")
		// cannot be dropped without breaking the sentence
		if t := &d.toks[i]; dropHedges && t.role == roleHedge && hedgeVerbs[t.norm] && i > st.first && !hedgeLead(d.toks, i) {
			return ""
		}
	}
	out := d.keptRange(st.first, st.last, dropHedges)
	if out == "" {
		return ""
	}
	// the sentence's closing punctuation, after any dropped words at its end
	tail := strings.TrimSpace(d.text[d.toks[st.last-1].e:st.e])
	out += strings.TrimLeft(tail, ", ")
	return cleanSentence(out, st.question)
}

// cleanRange is the text of tokens [first, end) without fillers and
// hedges, with no dangling punctuation at either end.
func (d *doc) cleanRange(first, end int) string {
	return strings.TrimRight(d.keptRange(first, end, true), " ,;:—")
}

// keptRange joins the tokens [first, end) that are not fillers (nor hedges,
// if dropHedges) with their original separators; where words were dropped
// a comma is kept only when one stood on a side of the dropped run alone
// ("stockouts, um, and" → "stockouts and").
func (d *doc) keptRange(first, end int, dropHedges bool) string {
	drop := func(t *token) bool {
		return t.role == roleFiller || (dropHedges && t.role == roleHedge)
	}
	var b strings.Builder
	if first < end {
		b.Grow(d.toks[end-1].e - d.toks[first].s + 2)
	}
	prevKept := -1
	for i := first; i < end; i++ {
		t := &d.toks[i]
		if drop(t) {
			continue
		}
		if prevKept >= 0 {
			gapStart := d.toks[prevKept].e
			sep := d.text[gapStart:t.s]
			if prevKept != i-1 {
				before := d.text[gapStart:d.toks[prevKept+1].s]
				after := d.text[d.toks[i-1].e:t.s]
				switch {
				case strings.ContainsAny(before, ".;:!?"):
					sep = strings.TrimSpace(before) + " "
				case strings.Contains(before, ",") && !strings.Contains(after, ",") && !t.commaBefore:
					sep = ", "
				default:
					sep = " "
				}
			}
			b.WriteString(sep)
		}
		b.WriteString(d.text[t.s:t.e])
		prevKept = i
	}
	out := oneSpaced(b.String())
	out = strings.ReplaceAll(out, " ,", ",")
	out = strings.ReplaceAll(out, ",,", ",")
	return strings.TrimLeft(out, ",;: ")
}

// hedgeVerbs are hedges that carry the verb of their clause.
var hedgeVerbs = toSet("might may could would should depends depend seems seem seemed appears appear guess hope suppose feel believe think")

// hedgeLead reports whether the hedge at token i opens its clause with a
// subject of its own ("I think", "I guess", "we hope"), so that dropping it
// leaves the clause whole.
func hedgeLead(toks []token, i int) bool {
	if i == 0 {
		return true
	}
	switch toks[i-1].norm {
	case "i", "we":
		return toks[i].norm != "might" && toks[i].norm != "may" && toks[i].norm != "could" && toks[i].norm != "would" && toks[i].norm != "should"
	}
	return false
}

// cleanRewrite picks the first sentence with a token of role r whose
// rewrite is a clean sentence free of every flagged word (the quotes of
// the improvement). It returns "" when there is none.
func (d *doc) cleanRewrite(r role, dropHedges bool, flagged []string) (string, span) {
	flaggedNorms := phraseNorms(flagged)
	for si := range d.sents {
		st := &d.sents[si]
		has := false
		for i := st.first; i < st.last; i++ {
			if d.toks[i].role == r {
				has = true
			}
		}
		if !has {
			continue
		}
		if f := &d.feats[si]; f.market || f.history || hasMadeUp(f) || f.content > 40 || d.pushes(si) ||
			d.faulted(si) || f.emptyYou || f.overclaim > 0 || f.discount > 0 {
			continue // a market statistic is no better without its hedge; a run-on no clearer; a bad line no better cleaned
		}
		if low, _ := d.lowSent(si); priceMoveRe.MatchString(low) {
			continue // a hedged price concession is no better made firm
		}
		rw := d.rewrite(si, dropHedges)
		if rw == "" || d.dropLeavesGap(si, dropHedges) {
			continue
		}
		// nothing else the report criticises in the sentence may survive
		// ("and stuff", "whatever", a buzzword)
		if toks := d.scratchTokenize(rw); hasAnyPhrase(toks, flaggedNorms) || hasAnyPhrase(toks, phraseNorms(d.flaggedIn(si))) ||
			len(toks) < 4 || unusableRewriteToks(rw, toks) {
			continue
		}
		// the coach itself must find no filler or hedge left in it
		if hasFillerOrHedge(rw, d.bc) {
			continue
		}
		return "“" + rw + "”", span{st.s, st.e}
	}
	return "", span{}
}

// flaggedIn is the lower-case text of the negative evidence inside
// sentence si, fillers and hedges aside (those are what a rewrite drops).
func (d *doc) flaggedIn(si int) []string {
	st := &d.sents[si]
	var out []string
	for _, e := range d.evidence() {
		if e.Kind == "negative" && e.Start >= st.s && e.End <= st.e && e.Category != "filler" && e.Category != "hedge" &&
			e.End-e.Start < st.e-st.s-2 { // a finding on the whole sentence is judged by faulted
			out = append(out, strings.ToLower(oneSpaced(e.Quote)))
		}
	}
	return out
}

// gapBefore are words that need what follows them: dropping the words
// after one leaves a hole ("I'm so, so sorry you" → "I'm so you").
var gapBefore = toSet("i'm im it's we're you're they're he's she's that's is are am was were be been being a an the to of for with my our your their his her its this that these those very so too")

// dropLeavesGap reports whether dropping the fillers (and hedges) of
// sentence si removes a word another needs: a run of dropped words right
// after a copula, an article, a preposition or an intensifier.
func (d *doc) dropLeavesGap(si int, dropHedges bool) bool {
	st := &d.sents[si]
	for i := st.first + 1; i < st.last; i++ {
		t := &d.toks[i]
		if !(t.role == roleFiller || (dropHedges && t.role == roleHedge)) {
			continue
		}
		pv := &d.toks[i-1]
		if pv.role == roleFiller || (dropHedges && pv.role == roleHedge) {
			continue // inside a dropped run: judged at its start
		}
		if gapBefore[pv.norm] {
			return true
		}
	}
	// a dropped hedge with a subject and verb of its own ("I'd say", "I'd
	// have to check") must leave a whole clause behind: what follows must
	// start one ("I'd say it works" → "it works"; "I'd say wait" →
	// "wait" and "I'd have to check exactly which ones" → "exactly which
	// ones" do not)
	if !dropHedges {
		return false
	}
	for i := st.first; i < st.last; i++ {
		if d.toks[i].role != roleHedge || (i > st.first && d.toks[i-1].role == roleHedge) {
			continue
		}
		j, subj := i, false
		for ; j < st.last && (d.toks[j].role == roleHedge || d.toks[j].role == roleFiller); j++ {
			subj = subj || hedgeSubjects[d.toks[j].norm]
		}
		if subj && j < st.last && !d.toks[j-1].punctAfter && !clauseStart(d.text, &d.toks[j]) {
			return true
		}
	}
	return false
}

// hedgeSubjects start a hedge that is a clause of its own ("I'd say").
var hedgeSubjects = toSet("i i'd i'm we we'd we're")

// clauseStart reports whether token t can start a clause: a subject word,
// a number or a name.
func clauseStart(text string, t *token) bool {
	return subjectStarts[t.norm] || clauseSubjects[t.norm] || t.isNum() || upperAt(text, t.s)
}

// clauseSubjects are pronouns and words that open a clause besides subjectStarts.
var clauseSubjects = toSet("i we he she there that's it's we're we'll we've there's our my his her if when once because since")

// unusableRewrite reports whether a cleaned sentence reads badly as an
// example: a statement left with a question mark ("Hi, our app could be a
// good fit?"), a greeting, or a connector left dangling ("And, it's free
// …").
func unusableRewrite(rw string) bool {
	return unusableRewriteToks(rw, tokenize(rw))
}

// unusableHedges are hedges the lexicons miss (see unusableRewrite).
var unusableHedges = phraseNorms([]string{"i don't think", "as far as i know", "i'm not sure", "not totally sure", "no worries if not"})

// unusableRewriteToks is unusableRewrite with the tokens of rw.
func unusableRewriteToks(rw string, toks []token) bool {
	if len(toks) == 0 {
		return true
	}
	first := toks[0].norm
	switch first {
	case "hi", "hey", "hello":
		return true
	case "and", "but", "so", "or":
		if len(toks) > 1 && strings.HasPrefix(strings.TrimSpace(rw[toks[0].e:]), ",") {
			return true
		}
	}
	if hasAnyPhrase(toks, unusableHedges) {
		return true // a hedge the lexicons miss is still a hedge
	}
	end := strings.TrimRight(rw, "”\"' ")
	return strings.HasSuffix(end, "?") && !whWords[first] && !auxWords[first] && !modalStarts[first]
}

// flaggedOf returns the lower-case text of the evidence of a category.
func (d *doc) flaggedOf(categories ...string) []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range d.evidence() {
		if e.Kind != "negative" || !slices.Contains(categories, e.Category) {
			continue
		}
		k := strings.ToLower(oneSpaced(e.Quote))
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// containsAnyPhrase reports whether text holds one of the phrases as whole
// words.
func containsAnyPhrase(text string, phrases []string) bool {
	return hasAnyPhrase(tokenize(text), phraseNorms(phrases))
}

// phraseNorms returns the token words of each phrase, leaving out the
// phrases without a word.
func phraseNorms(phrases []string) [][]string {
	out := make([][]string, 0, len(phrases))
	for _, p := range phrases {
		pt := tokenize(p)
		if len(pt) == 0 {
			continue
		}
		ws := make([]string, len(pt))
		for k := range pt {
			ws[k] = pt[k].norm
		}
		out = append(out, ws)
	}
	return out
}

// hasAnyPhrase reports whether toks hold one of the phrases (token words,
// see phraseNorms) as consecutive tokens.
func hasAnyPhrase(toks []token, phrases [][]string) bool {
	for _, pt := range phrases {
		for i := 0; i+len(pt) <= len(toks); i++ {
			ok := true
			for k := range pt {
				if toks[i+k].norm != pt[k] {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

func (d *doc) firstSentenceWith(r role) int {
	for si := range d.sents {
		st := &d.sents[si]
		for i := st.first; i < st.last; i++ {
			if d.toks[i].role == r {
				return si
			}
		}
	}
	return -1
}

func (d *doc) firstSentence(pred func(f *sentFeat) bool) int {
	for si := range d.feats {
		if d.feats[si].content > 0 && pred(&d.feats[si]) {
			return si
		}
	}
	return -1
}

type rankedImprovement struct {
	Improvement
	gain float64 // estimated points at stake, for ordering
}

func priorityFor(gain float64) string {
	switch {
	case gain >= 8:
		return "high"
	case gain >= 4:
		return "medium"
	}
	return "low"
}

// offeringTerm is the rep's own words for what they sell ("our
// scheduler", "our patient intake platform"), or "".
func (d *doc) offeringTerm() string {
	for i := 0; i+1 < len(d.toks); i++ {
		if n := d.toks[i].norm; n != "our" && n != "my" {
			continue
		}
		for k := i + 1; k < len(d.toks) && k <= i+4 && d.toks[k].sent == d.toks[i].sent; k++ {
			t := &d.toks[k]
			if t.isNum() || stopwords[t.norm] && k > i+1 {
				break
			}
			if offeringNouns[t.norm] || (len(t.norm) > 5 && (strings.HasSuffix(t.norm, "er") || strings.HasSuffix(t.norm, "or")) && t.role == roleNone && !roleWords[t.norm] && !peerNouns[t.norm]) {
				return d.text[d.toks[i].s:t.e]
			}
		}
	}
	return ""
}

// offeringNouns name what a rep sells.
var offeringNouns = toSet("platform tool tools system software app application product service sensors sensor reminders dashboard add-on addon module portal engine checklists kiosk tablet assistant bot")

func (d *doc) nextStepExample() string {
	clause := d.situationClause()
	if clause == "" {
		if term := d.offeringTerm(); term != "" {
			return fmt.Sprintf("“Could we book 20 minutes on Thursday to look at what %s would change for your team, with whoever owns this?”", strings.ToLower(term))
		}
		// the rep's own claim, followed by a step that tests it
		// an acknowledgement ("many of our customers felt the same way until
		// they saw the numbers") is no claim to test
		// only a claim worth testing leads: value in the buyer's terms, with
		// nothing the report criticises in it (not a scoping opener, a
		// put-down or talk about the seller)
		// (a value claim to test on their case, or a proof to go through)
		if si := d.praiseSentence(func(f *sentFeat) bool {
			return (f.value || f.proof) && f.content <= 30 && f.q == qNone && !f.selfClaim && !f.emptyYou && !f.flattery
		}); si >= 0 && !d.has(ackLex, d.stream(si)) && !d.faulted(si) && len(d.flaggedIn(si)) == 0 &&
			(d.feats[si].proof || d.statesOutcome(si)) && !d.dropLeavesGap(si, true) {
			if c := cleanSentence(d.keptRange(d.sents[si].first, d.sents[si].last, true), false); c != "" && !d.pushes(si) {
				if d.feats[si].proof {
					return "“" + c + " Could we book 20 minutes on Thursday to go through it together?”"
				}
				return "“" + c + " Could we book 20 minutes on Thursday to try that on one of your real cases?”"
			}
		}
		return "“Could we book 20 minutes on Thursday with you and whoever owns this, to see what it would change for you?”"
	}
	return fmt.Sprintf("“I understand %s. Could we book 20 minutes on Thursday to map that with your team?”", clause)
}

// discoveryExample asks about what the situation does not already say: a
// clause with a number already states the cost, so the question asks what
// lies behind it.
func (d *doc) discoveryExample() string {
	clause := d.situationClause()
	switch {
	case clause == "":
		return "“What does this problem cost you today, in hours or money?”"
	case isPriceClause(clause):
		// what the buyer pays is no pain: ask what it buys them
		return fmt.Sprintf("“I understand %s. What does that get you today, and where does it fall short?”", clause)
	case strings.IndexFunc(clause, unicode.IsDigit) >= 0:
		return fmt.Sprintf("“I understand %s. What have you tried so far, and what would make it worth changing now?”", clause)
	}
	return fmt.Sprintf("“I understand %s. What is that costing you today?”", clause)
}

// severePenalty takes points off a pitch for each kind of fault a buyer
// would walk away over (pressure or a fake deadline, disparaging the
// competitor, arguing or dismissing, an unprompted price cut, made-up
// numbers, a wall of buzzwords): a pitch built on them lands well below
// 50, not in the fifties. A pitch that also ties value to the buyer loses
// half as much.
func (d *doc) severePenalty() float64 {
	kinds := 0
	for _, bad := range []bool{
		d.pressure+d.pushyQ > 0,
		d.bash > 0,
		d.argue+d.dismiss > 0,
		d.discount > 0,
		d.count("unsupportedNumber") >= 2,
		d.count("buzzword") >= 4,
	} {
		if bad {
			kinds++
		}
	}
	if kinds == 0 {
		return 0
	}
	p := 4 + 5*math.Min(float64(kinds), 3)
	if d.valueSents > 0 {
		p /= 2
	}
	return p
}

// focusExample fixes a sentence that says "you" but nothing about the
// buyer: a question about their situation when the pitch asks none, else
// their facts put into the pitch (the rep already asks; asking again
// re-asks).
func (d *doc) focusExample() string {
	if d.discoveryN == 0 {
		return d.discoveryExample()
	}
	return d.valueExample()
}

// isPriceClause reports whether a situation clause states what the buyer
// pays ("you pay Clio $109 per user per month"), not a problem.
func isPriceClause(c string) bool {
	l := strings.ToLower(c)
	if !strings.Contains(l, " pay") && (strings.Contains(l, "cost") || strings.Contains(l, " los") || strings.Contains(l, "waste")) {
		return false // "reprints cost about $9,000 a month" is a loss, not a spend
	}
	return strings.Contains(l, "$") && (strings.Contains(l, " pay") || strings.Contains(l, "per ") ||
		strings.Contains(l, " a month") || strings.Contains(l, " a year") || strings.Contains(l, "budget") || strings.Contains(l, "quote"))
}

// calmExample answers pressure or a disparaging remark with the opposite:
// a comparison the buyer runs on their own terms when the scenario has a
// competitor, else the buyer's own situation and a step without a deadline.
func (d *doc) calmExample() string {
	if d.bc.objType == "competition" {
		return "“Both are serious options. Could we compare them next week on the one thing that matters most to you, with your own figures, so you can judge for yourself?”"
	}
	if d.bc.objType == "authority" { // going around the buyer: work with them instead
		return "“You know how decisions get made there. What would the person who signs off want to see, and could we take it to them together on Thursday?”"
	}
	clause := d.situationClause()
	if d.pressure+d.pushyQ == 0 { // "trust me", a put-down: let the buyer check
		if clause != "" {
			return fmt.Sprintf("“I understand %s. You shouldn't have to take my word for it: could we check it on your own numbers on Thursday?”", clause)
		}
		return "“You shouldn't have to take my word for it: could we check it on your own numbers on Thursday?”"
	}
	if clause != "" {
		return fmt.Sprintf("“I understand %s. Take the time you need: could we spend 20 minutes on Thursday checking what would change for you?”", clause)
	}
	return "“Take the time you need: could we spend 20 minutes on Thursday so you can judge it on your own numbers?”"
}

// claimNoun is the noun a made-up number claims ("300% more efficiency" →
// "efficiency", "a 10x return" → "return"), so that the example tests the
// rep's own claim; "" when none follows the number.
func (d *doc) claimNoun() string {
	sp := d.firstSpan("unsupportedNumber", "negative")
	if sp == (span{}) {
		return ""
	}
	for i := range d.toks {
		t := &d.toks[i]
		if t.s < sp.end {
			continue
		}
		if t.sent != d.toks[max(0, i-1)].sent || t.isNum() || t.role != roleNone {
			return ""
		}
		switch t.norm {
		case "more", "less", "fewer", "of", "in", "the", "a", "an", "percent", "times", "x":
			continue
		}
		if len(t.norm) < 4 || stopwords[t.norm] || !isLetters(t.norm) {
			return ""
		}
		return t.norm
	}
	return ""
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// discountExample answers an unprompted price cut: the buyer's own
// situation when the scenario gives one, else the price put next to the
// problem it solves (a line about price, whatever the objection type).
func (d *doc) discountExample() string {
	if d.situationClause() == "" {
		return preemptExample("price")
	}
	return d.valueExample()
}

func (d *doc) valueExample() string {
	clause := d.situationClause()
	if clause == "" {
		if ex := preemptExample(d.bc.objType); ex != "" && d.bc.objType != "need" && d.bc.objType != "authority" {
			return ex
		}
		if term := d.offeringTerm(); term != "" {
			return fmt.Sprintf("“What would %s have to change in your first month to be worth it to you? I can introduce you to a customer who measured the change.”", strings.ToLower(term))
		}
		if noun := d.claimNoun(); noun != "" {
			// the rep's own claim, made checkable
			return fmt.Sprintf("“One customer measured their %s before and after the first month; I can introduce you to them so you can check it.”", noun)
		}
		return "“What would have to change in your first month for this to be worth it to you? I can introduce you to a customer who measured the change.”"
	}
	return fmt.Sprintf("Start from the buyer's situation (%s), say what changes with your product, and give a result from a comparable customer they could check.", q(clause))
}

func (d *doc) pitchImprovements(tm *timing, ps pitchScores, stc *structure) []Improvement {
	var list []rankedImprovement
	add := func(gain float64, cat, desc, sugg, ex string, at span) {
		list = append(list, rankedImprovement{Improvement{Category: cat, Description: desc, Priority: priorityFor(gain), SpecificSuggestion: sugg, Example: ex, at: at}, gain})
	}
	if d.contentWords == 0 {
		ex := d.step() // (never a card clause in the rep's mouth)
		if t := d.tiedLine(ex); t != "" && !d.hasOwnExample([]Improvement{{Example: ex}}, "") {
			ex = t
		}
		add(20, "clarity", "There is no pitch to assess yet.", "Say who you help, the problem you solve for this buyer, the result, and the next step.", ex, span{})
		return finish(list)
	}
	if d.valueSents == 0 {
		add(12, "persuasiveness", "No statement ties an outcome to the buyer's situation.",
			"Connect what you sell to the problem the buyer described, with a result they can believe.", d.valueExample(), span{})
	} else if d.echoNums == 0 && d.bc.theirNumbers() > 0 {
		add(5, "persuasiveness", "You don't use any of the numbers the buyer gave you.",
			"Put their number in the pitch and show what it becomes.", d.valueExample(), span{})
	}
	if n, lst := d.tally("unsupportedNumber", "negative"); n > 0 {
		ex := d.valueExample()
		add(4+2*math.Min(float64(n), 4), "persuasiveness",
			fmt.Sprintf("%s made up or cannot be checked: %s.", plural(n, "number sounds", "numbers sound"), lst),
			"Drop multipliers and “up to” claims; use a result from a comparable customer, or math on the buyer's own figures.", ex, d.firstSpan("unsupportedNumber", "negative"))
	}
	if n, lst := d.tally("irrelevantNumber", "negative"); n > 0 {
		add(3+1.5*math.Min(float64(n), 4), "persuasiveness",
			fmt.Sprintf("%s about the market or the seller, not this buyer: %s.", plural(n, "number is", "numbers are"), lst),
			"Keep only numbers that describe the buyer's problem or the result for someone like them.", d.valueExample(), d.firstSpan("irrelevantNumber", "negative"))
	}
	if d.next < 0.6 {
		desc := "The pitch ends without a next step."
		switch {
		case d.pushyQ > 0:
			desc = "The pitch ends without a next step the buyer can agree to; the only ask is pressure."
		case d.pressure > 0:
			desc = "The pitch ends without a next step; it pushes instead."
		}
		at := span{}
		if d.vagueCloses > 0 {
			var qq string
			qq, at = d.lastVagueClose()
			desc = "The close hands the next step to the buyer: " + qq + "."
		}
		add(14-8*d.next, "confidence", desc, "Propose one specific step with a time and a scope (a call, a pilot, a test on their data).", d.nextStepExample(), at)
	} else if d.next < 1 {
		qq, at := d.nextQuote()
		add(4, "confidence", "Your next step has no time or scope: "+qq+".", "Add when and how big: a day, a duration, one team or site.", d.nextStepExample(), at)
	}
	if d.proofSents == 0 && d.contentWords >= 25 {
		add(5, "persuasiveness", "Nothing in the pitch is proof the buyer can check.",
			"Back your main claim with one result from a comparable customer the buyer can check: a name, a number, a reference call.",
			"“One of our customers in the same position can tell you what changed for them; I can set up a 15-minute call with them this week.”", span{})
	}
	if last := d.lastCounted(); d.next >= 0.6 && last > d.nextSent && d.feats[last].vagueClose {
		qq, at := d.quoteAt(last, d.sents[last].s)
		add(4, "confidence", "After your proposal you hand the next step back to the buyer: "+qq+".",
			"End on your proposal and a time; let the buyer answer it.", d.nextStepExample(), at)
	}
	if d.discoveryN == 0 {
		desc, gain := "You don't ask the buyer anything.", 9.0
		if d.firstSentence(func(f *sentFeat) bool { return f.q != qNone }) >= 0 {
			// the rep does ask: a step the buyer can answer is half of it
			// (a rhetorical question asks for no step: "Who doesn't want more revenue?")
			desc, gain = "No question asks about the buyer's situation.", 5
			if d.stepAsk() >= 0 || d.nextSent >= 0 && d.sents[d.nextSent].question {
				desc = "No question asks about the buyer's situation; your questions only ask for a step."
			}
		}
		add(gain, "persuasiveness", desc, "Ask one open question about their situation before or after your value statement.", d.discoveryExample(), span{})
	}
	if imp, gain, ok := d.structureImprovement(stc); ok {
		imp.Priority = priorityFor(gain)
		list = append(list, rankedImprovement{imp, gain})
	}
	if d.hedgeWeight >= 0.5 && d.hedges > 0 { // (quiet hedges weigh in the score but are not shown)
		n, lst := d.tally("hedge", "negative")
		ex, at := d.cleanRewrite(roleHedge, true, d.flaggedOf("hedge"))
		if ex == "" {
			// no sentence of the rep's comes out whole without its hedge: an
			// instruction, which a later pass may swap for the rep's line; a
			// pitch report never shows it (spokenOnly)
			ex = "Say the sentence again without the qualifier; where you are unsure of a fact, say how you will find out."
		}
		if at == (span{}) || n == 1 {
			at = d.firstSpan("hedge", "negative") // the quoted hedge
		}
		add(math.Min(6*d.hedgeWeight, 20)*0.6, "confidence",
			fmt.Sprintf("%s your claims: %s.", plural(n, "hedge softens", "hedges soften"), lst),
			"State what your product does and what the buyer gets, without qualifiers.", ex, at)
	}
	if n, lst := d.tally("filler", "negative"); n > 0 {
		ex, at := d.cleanRewrite(roleFiller, true, d.flaggedOf("hedge"))
		if ex == "" {
			ex = "Pause silently where a filler would go; say the sentence again without it." // (never shown as is: spokenOnly)
		}
		if at == (span{}) || n == 1 {
			at = d.firstSpan("filler", "negative") // the quoted filler
		}
		add(math.Min(2.5*float64(n), 20)*0.5, "confidence",
			fmt.Sprintf("%s (%.1f per minute): %s.", plural(n, "filler", "fillers"), d.perMinute(n, tm), lst),
			"Pause silently instead of filling the gap; rehearse the first and last sentence until they come out clean.", ex, at)
	}
	if n, lst := d.tally("buzzword", "negative"); n > 0 {
		si := d.firstSentenceWith(roleBuzz)
		qq, at := d.quoteAt(si, d.firstSpanIn(si, "buzzword", "negative").start)
		add(2+1.5*math.Min(float64(n), 8), "clarity",
			fmt.Sprintf("%s: %s.", plural(n, "buzzword", "buzzwords"), lst),
			fmt.Sprintf("Replace %s with what the product does for this buyer.", qq), d.valueExample(), at)
	}
	if d.selfClaims > 0 {
		n, qs, at := d.sentencesWhere(2, func(f *sentFeat) bool { return f.selfClaim })
		add(2+2*math.Min(float64(n), 4), "tone",
			fmt.Sprintf("%s about your company rather than the buyer: %s.", plural(n, "sentence is", "sentences are"), listed(n, qs)),
			"Turn each “we have” into “you get”: what changes for this buyer, in their terms.", d.valueExample(), at)
	}
	if n, qs, at := d.sentencesWhere(2, func(f *sentFeat) bool {
		// a sentence already faulted for pressure or a disparaging remark is not also "empty"
		// nor is the close: asking the buyer for a step is no empty "you"
		return (f.flattery || f.emptyYou) && !f.value && f.pressure+f.bash+f.argue+f.dismiss+f.discount == 0 &&
			(d.nextSent < 0 || f != &d.feats[d.nextSent])
	}); n > 0 {
		add(2+2*math.Min(float64(n), 4), "tone",
			fmt.Sprintf("%s “you” but nothing about the buyer's situation: %s.", plural(n, "sentence says", "sentences say"), listed(n, qs)),
			"Customer focus means their facts, not compliments: name their problem and their numbers.", d.focusExample(), at)
	}
	if d.pressure+d.pushyQ+d.bash+d.argue+d.dismiss > 0 {
		var qs []string
		at := span{}
		for _, c := range []string{"pressure", "tone", "arguing", "dismissing"} {
			qs = append(qs, d.quotes(c, "negative", 3)...)
			if sp := d.firstSpan(c, "negative"); at == (span{}) {
				at = sp
			}
		}
		label := "Pressure or disparaging remarks"
		switch {
		case d.dismiss > 0 && d.pressure+d.pushyQ+d.bash+d.argue == 0:
			label = "Dismissing the concern" // (a dismissal is neither pressure nor a put-down)
		case d.dismiss > 0:
			label = "Pressure, disparaging remarks or dismissing the concern"
		}
		add(10, "tone", label+": "+strings.Join(first(qs, 4), ", ")+".",
			"Compete on the buyer's problem; let them reach the decision on their own terms.", d.calmExample(), at)
	}
	if d.discount > 0 {
		desc := "You cut the price before the buyer asked: "
		if d.onlyHaggleHints() {
			desc = "You open the price to haggling before the buyer asked: "
		}
		add(8, "objectionHandling", desc+strings.Join(d.quotes("discount", "negative", 2), ", ")+".",
			"Anchor on the value for this buyer; trade price only for something in return (term, scope, a reference).", d.discountExample(), d.firstSpan("discount", "negative"))
	}
	w := d.contentWords
	switch {
	case w < 20:
		add(8, "clarity", fmt.Sprintf("At %d content words the pitch is too thin to carry value.", w),
			"Aim for 40–150 words: their problem, what changes, proof, next step.", d.valueExample(), span{})
	case w > 300:
		add(4, "clarity", fmt.Sprintf("At %d content words the pitch is long for a first conversation.", w),
			"Cut to the sentences that mention the buyer's situation, one proof point and the next step.", d.shortVersion(), span{})
	}
	if n := d.longSentences(); n > 0 && len(stc.crowded) == 0 {
		si := d.firstSentence(func(f *sentFeat) bool { return f.content > 40 })
		qq, at := d.quoteAt(si, d.sents[si].s)
		add(3, "clarity", fmt.Sprintf("%s over 40 words, e.g. %s.", plural(n, "sentence runs", "sentences run"), qq),
			"Split long sentences: one idea each.", firstNonEmpty(d.splitExample(si), "One idea a sentence: their problem, what changes for them, the proof, then the next step."), at)
	}
	if tm.voice && tm.pacePenalty > 0 {
		target := float64(d.words) / 150 * 60
		ex := fmt.Sprintf("Read the pitch aloud against a timer: %d words in about %.0f seconds.", d.words, target)
		if rw, n := d.rehearsalLine(); rw != "" {
			ex = fmt.Sprintf("At 150 words per minute, %s takes about %.0f seconds.", rw, math.Max(1, math.Round(float64(n)/150*60)))
		}
		add(tm.pacePenalty*0.8, "confidence", fmt.Sprintf("You spoke at %.0f words per minute, %s.", tm.wpm, tm.paceNote),
			fmt.Sprintf("For %d words, 140–160 wpm means about %.0f seconds.", d.words, target), ex, span{})
	}
	if tm.voice && tm.longPauses > 1 {
		add(tm.pausePenalty, "confidence", fmt.Sprintf("%s of 2 s or more, e.g. before %s.", plural(tm.longPauses, "pause", "pauses"), d.firstQuote("pause", "negative")),
			"Short pauses after a key point help; long silences mid-sentence sound unsure. Rehearse the transitions.", d.pauseExample(), d.firstSpan("pause", "negative"))
	}
	if name, ok := objectionTypeNames[d.bc.objType]; ok && d.typeHits == 0 && ps.objection < 70 {
		add(3, "objectionHandling", fmt.Sprintf("Nothing prepares for the scenario's %s objection.", name),
			"Answer the likely objection before it is raised, in one sentence.", preemptExample(d.bc.objType), span{})
	}
	return finish(list)
}

// rehearsalLine is the first of the rep's sentences worth rehearsing as
// it stands once fillers and hedges are gone (quoted), and its word count;
// "" when none is.
func (d *doc) rehearsalLine() (string, int) {
	for si := range d.sents {
		f := &d.feats[si]
		if f.content == 0 || f.content > 30 || f.market || f.history || hasMadeUp(f) || d.faulted(si) || d.pushes(si) {
			continue
		}
		rw := d.rewrite(si, true)
		toks := d.scratchTokenize(rw)
		if rw == "" || len(toks) < 5 {
			continue
		}
		if hasFillerOrHedge(rw, d.bc) {
			continue
		}
		return "“" + rw + "”", len(toks)
	}
	return "", 0
}

// pauseExample shows one of the rep's sentences said in one breath.
func (d *doc) pauseExample() string {
	if rw, _ := d.rehearsalLine(); rw != "" {
		return "Say " + rw + " in one breath, then pause once, after it."
	}
	return "Rehearse each transition until the next sentence starts within a second."
}

// splitExample splits a long sentence into its clauses, as sentences.
func (d *doc) splitExample(si int) string {
	if si < 0 {
		return ""
	}
	var out []string
	for _, c := range d.clauses(si) {
		if s := cleanSentence(c.text, c.q); s != "" {
			out = append(out, s)
		}
	}
	if len(out) < 2 {
		return splitInTwo(d.sentText(si), d.sents[si].question)
	}
	return "“" + strings.Join(out, " ") + "”"
}

// splitInTwo splits a long sentence at the clause boundary nearest its
// middle (": ", "; ", ", and ", ", but ", ", so "), as two sentences.
func splitInTwo(s string, question bool) string {
	best, cut, skip := -1, 0, 0
	for _, sep := range []string{": ", "; ", ", and ", ", but ", ", so "} {
		for k := 0; ; {
			i := strings.Index(s[k:], sep)
			if i < 0 {
				break
			}
			at := k + i
			if best < 0 || absInt(at-len(s)/2) < absInt(best-len(s)/2) {
				best, cut, skip = at, at, len(sep)
			}
			k = at + len(sep)
		}
	}
	if best < 0 {
		return ""
	}
	a := cleanSentence(s[:cut], false)
	b := cleanSentence(s[cut+skip:], question)
	if a == "" || b == "" {
		return ""
	}
	return "“" + a + " " + b + "”"
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// shortVersion is the rep's own value, proof and next-step sentences, the
// core of a shorter pitch.
func (d *doc) shortVersion() string {
	var out []string
	for _, pred := range []func(f *sentFeat) bool{
		func(f *sentFeat) bool { return f.value },
		func(f *sentFeat) bool { return f.proof && !f.value },
		func(f *sentFeat) bool { return f.next >= 0.6 && !f.value && !f.proof },
	} {
		if si := d.firstSentence(pred); si >= 0 && d.feats[si].content <= 40 {
			if s := cleanSentence(d.sentText(si), d.sents[si].question); s != "" {
				out = append(out, s)
			}
		}
	}
	if len(out) == 0 {
		return ""
	}
	return "“" + strings.Join(out, " ") + "”"
}

// fallbackImprovement is the one concrete change offered when nothing else
// is wrong enough to list: the rep's own core sentences as the short version
// the buyer could repeat, or a question about the buyer's situation.
func (d *doc) fallbackImprovement() Improvement {
	if ex := d.shortVersion(); ex != "" && d.discoveryN > 0 {
		return Improvement{Category: "clarity", Priority: "low",
			Description:        "The pitch works; the next gain is a version short enough for the buyer to repeat to their team.",
			SpecificSuggestion: "Keep the value, the proof and the ask; drop the rest.", Example: ex}
	}
	return Improvement{Category: "persuasiveness", Priority: "low",
		Description:        "One more question about the buyer's situation would make the value land harder.",
		SpecificSuggestion: "Ask what the problem costs them today before you state your result.", Example: d.discoveryExample()}
}

func preemptExample(objType string) string {
	switch objType {
	case "price":
		return "“Let's put the price next to what the problem costs you today; a customer your size can tell you how that worked out for them.”"
	case "timing":
		return "“Let's pick a start date that fits your calendar and agree what has to be in place by then.”"
	case "trust":
		return "“You can test it on your own data for two weeks before you commit, and talk to a customer like you.”"
	case "authority":
		return "“Who else would want to see this? I can put a one-page summary together for them.”"
	case "competition":
		return "“We can compare both on the one thing that matters most to you, with your own figures, so you judge on your data, not on our slides.”"
	case "need":
		return "“What is that problem costing you today?”"
	}
	return ""
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func first(ss []string, n int) []string {
	if len(ss) > n {
		return ss[:n]
	}
	return ss
}

// finish orders improvements by points at stake and keeps the top six.
func finish(list []rankedImprovement) []Improvement {
	sort.SliceStable(list, func(i, j int) bool { return list[i].gain > list[j].gain })
	out := []Improvement{}
	for i, r := range list {
		if i == 6 {
			break
		}
		out = append(out, r.Improvement)
	}
	return out
}

func mergeImprovements(a, b []Improvement) []Improvement {
	out := append([]Improvement{}, a...)
	seen := map[string]bool{}
	for _, x := range a {
		seen[x.Description] = true
	}
	for _, x := range b {
		if !seen[x.Description] && len(out) < 8 {
			out = append(out, x)
		}
	}
	return out
}

func recommendation(overall int, strengths []Strength, imps []Improvement, d *doc) string {
	if d.contentWords == 0 {
		return "Write or record your pitch: the buyer's problem, what changes for them, proof, and a next step."
	}
	if len(imps) == 0 || overall >= 88 {
		if len(strengths) > 0 {
			return "Strong. Keep doing this: " + strengths[0].Description
		}
		return "Strong pitch. Rehearse it until it sounds natural."
	}
	top := imps[0]
	if top.Priority == "low" && overall >= 75 && len(strengths) > 0 {
		return "Strong. Keep doing this: " + strengths[0].Description + " One refinement: " + top.SpecificSuggestion
	}
	return top.SpecificSuggestion + " (" + top.Description + ")"
}

// count is the number of negative findings of a category.
func (d *doc) count(category string) int {
	n, _ := d.tally(category, "negative")
	return n
}
