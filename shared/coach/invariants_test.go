package coach

import (
	"fmt"
	"os"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// The invariants of issue 13 as property tests over the generated corpus
// (corpus_test.go). Each invariant has one check function that returns its
// violations, each naming the input, the output piece and why.
//
// While the pitch and reply work is in progress, each invariant has a
// budget of allowed failures over the corpus: the test fails only above the
// budget and logs the current count, so `go test ./shared/coach/` stays
// green while fixes land. Budgets only go down.

// Invariant names, in issue13.md's order (10 is item 1's "no dangling
// references").
const (
	invOverlap     = "1 no span both strength and weakness"
	invQuotes      = "2 quotes are the input at the right span"
	invBuyerFacts  = "3 buyer's numbers and terms are real"
	invCounts      = "4 stated counts equal the lists"
	invExamples    = "5 examples are clean sentences"
	invContradict  = "6 no contradiction between texts"
	invImprovement = "7 an improvement with an example below 90"
	invIdeal       = "8 ideal response and examples never re-ask"
	invDeterminism = "9 same input, same output"
	invDangling    = "10 no dangling references"
	invEveryEx     = "11 every improvement has an example"
	invSpoken      = "12 pitch examples are lines to say"
	invStepAgree   = "13 no next step denied beside an ask"
)

// invariantBudget is the number of corpus samples each invariant may still
// fail on. Lower it as fixes land; 0 is the goal.
var invariantBudget = map[string]int{
	invOverlap:     2,
	invQuotes:      0, // (1 until session 8; senses10 also checks that quotes never stop mid-clause or mid-unit)
	invBuyerFacts:  0,
	invCounts:      0,
	invExamples:    0,
	invContradict:  0,
	invImprovement: 5, // (6 until session 7; 4 after reply9, 5 once a fault finding (pressure) is kept rather than swapped for a grounded generic line: reply #163 of the corpus shows two faults with stock examples)
	invIdeal:       0,
	invDeterminism: 0,
	invDangling:    0,
	invEveryEx:     0,
	invSpoken:      0,
	invStepAgree:   0,
}

// violation is one broken invariant on one sample.
type violation struct {
	s     *sample
	piece string // the output piece at fault
	why   string
}

// shown is one text the user reads, with where it appears.
type shown struct{ where, text string }

// outView is an Analysis or a Feedback in one shape.
type outView struct {
	strengths []Strength
	imps      []Improvement
	ev        []Evidence
	score     int
	pieces    []shown // every finding and feedback text, not the examples
	examples  []shown // improvement and missed-opportunity examples, the ideal response
	stages    []shown // stage quotes (raw sentences of the reply)
	ideal     string
	metrics   *Metrics
}

func view(s *sample) outView {
	if s.view != nil && s.viewOf == [2]any{s.a, s.fb} {
		return *s.view
	}
	v := buildView(s)
	s.view, s.viewOf = &v, [2]any{s.a, s.fb}
	return v
}

func buildView(s *sample) outView {
	var v outView
	add := func(where, text string) {
		if text != "" {
			v.pieces = append(v.pieces, shown{where, text})
		}
	}
	if a := s.a; a != nil {
		v.strengths, v.imps, v.ev, v.score, v.metrics = a.Strengths, a.Improvements, a.Evidence, a.OverallScore, &a.Metrics
		add("categories.clarity", a.Categories.Clarity.Feedback)
		add("categories.confidence", a.Categories.Confidence.Feedback)
		add("categories.persuasiveness", a.Categories.Persuasiveness.Feedback)
		add("categories.tone", a.Categories.Tone.Feedback)
		add("categories.objectionHandling", a.Categories.ObjectionHandling.Feedback)
		add("recommendation", a.Recommendation)
	}
	if fb := s.fb; fb != nil {
		v.strengths, v.imps, v.ev, v.score = fb.Strengths, fb.Improvements, fb.Evidence, fb.OverallScore
		ra := fb.ResponseAnalysis
		add("tone.feedback", ra.Tone.Feedback)
		for i, x := range ra.Tone.Suggestions {
			add(fmt.Sprintf("tone.suggestions[%d]", i), x)
		}
		add("clarity.feedback", ra.Clarity.Feedback)
		add("objectionHandling.technique", ra.ObjectionHandling.Technique)
		for i, m := range fb.MissedOpportunities {
			add(fmt.Sprintf("missed[%d].description", i), m.Description)
			add(fmt.Sprintf("missed[%d].betterApproach", i), m.BetterApproach)
			if m.Example != "" {
				v.examples = append(v.examples, shown{fmt.Sprintf("missed[%d].example", i), m.Example})
			}
		}
		add("idealResponse.explanation", fb.IdealResponse.Explanation)
		v.ideal = fb.IdealResponse.Text
		if v.ideal != "" {
			v.examples = append(v.examples, shown{"idealResponse.text", v.ideal})
		}
		for i, x := range fb.CoachingTips.Immediate {
			add(fmt.Sprintf("tips.immediate[%d]", i), x)
		}
		for i, x := range fb.CoachingTips.LongTerm {
			add(fmt.Sprintf("tips.longTerm[%d]", i), x)
		}
		for name, st := range map[string]Stage{"acknowledge": fb.Stages.Acknowledge, "clarify": fb.Stages.Clarify,
			"respond": fb.Stages.Respond, "confirm": fb.Stages.Confirm} {
			if st.Quote != "" {
				v.stages = append(v.stages, shown{"stages." + name, st.Quote})
			}
		}
		sort.Slice(v.stages, func(i, j int) bool { return v.stages[i].where < v.stages[j].where })
	}
	for i, st := range v.strengths {
		add(fmt.Sprintf("strengths[%d]", i), st.Description)
	}
	for i, im := range v.imps {
		add(fmt.Sprintf("improvements[%d].description", i), im.Description)
		add(fmt.Sprintf("improvements[%d].suggestion", i), im.SpecificSuggestion)
		if im.Example != "" {
			v.examples = append(v.examples, shown{fmt.Sprintf("improvements[%d].example", i), im.Example})
		}
	}
	return v
}

// ---------------------------------------------------------------------------
// Text helpers.

var quoteRe = regexp.MustCompile(`“([^“”]*)”( ×(\d+))?`)

// quotesIn returns the quoted parts of a feedback text and their counts
// ("“just” ×3" counts 3).
func quotesIn(s string) (qs []string, counts []int) {
	if !strings.Contains(s, "“") {
		return nil, nil
	}
	if r, ok := quoteMemo[s]; ok {
		return r.qs, r.counts
	}
	defer func() { quoteMemo[s] = quoteMemoEntry{qs, counts} }()
	for _, m := range quoteRe.FindAllStringSubmatch(s, -1) {
		n := 1
		if m[3] != "" {
			n, _ = strconv.Atoi(m[3])
		}
		qs = append(qs, m[1])
		counts = append(counts, n)
	}
	return qs, counts
}

type quoteMemoEntry struct {
	qs     []string
	counts []int
}

// quoteMemo remembers quotesIn's answers: the coach's texts repeat a lot.
var quoteMemo = map[string]quoteMemoEntry{}

// templateQuotes are quotes the coach's own wording uses, not the input's.
var templateQuotes = setOf("you/your", "i/we/our", "we have", "you get", "up to", "do we need this", "you", "i/we", "agree with what is true")

// normQuote turns a shown quote into the text it was cut from: no ellipsis,
// no final full stop, single spaces, lower case.
func normQuote(q string) string {
	q = strings.TrimSpace(q)
	q = strings.TrimPrefix(q, "…")
	q = strings.TrimSuffix(q, "…")
	q = strings.TrimSpace(strings.TrimSuffix(q, "."))
	return strings.ToLower(strings.Join(strings.Fields(q), " "))
}

// normText is text with single spaces and lower case, and for each of its
// bytes the byte offset in text it came from.
func normText(text string) (string, []int) {
	var b strings.Builder
	var idx []int
	space := false
	for i, r := range text {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			idx = append(idx, i)
			space = false
		}
		lr := unicode.ToLower(r)
		n := utf8.RuneLen(lr)
		if n < 0 || utf8.RuneLen(r) != n {
			lr, n = r, utf8.RuneLen(r)
		}
		b.WriteRune(lr)
		for k := 0; k < n; k++ {
			idx = append(idx, i+k)
		}
	}
	return b.String(), idx
}

// locate finds a shown quote in text and returns its byte span there.
func locate(text, quote string) (span, bool) {
	q := normQuote(quote)
	if q == "" {
		return span{}, false
	}
	nt, idx := normText(text)
	i := strings.Index(nt, q)
	if i < 0 {
		return span{}, false
	}
	end := i + len(q) - 1
	return span{idx[i], idx[end] + 1}, true
}

// unquoted is a finding's text with its quotes left out: the coach's own
// words, not the rep's.
func unquoted(s string) string {
	if !strings.Contains(s, "“") {
		return s
	}
	return quoteRe.ReplaceAllString(s, "“…”")
}

// sameQuote reports whether a shown quote is the evidence quote (or its
// start, when the shown one was shortened with "…").
func sameQuote(evQuote, shownQuote string) bool {
	a, b := normQuote(evQuote), normQuote(shownQuote)
	if strings.HasSuffix(strings.TrimSpace(shownQuote), "…") || strings.HasPrefix(strings.TrimSpace(shownQuote), "…") {
		return b != "" && strings.Contains(a, b)
	}
	return a == b
}

// sentenceEnd extends a span to the end of its sentence (a shortened quote
// stands for the whole sentence).
func sentenceEnd(text string, sp span) span {
	if i := strings.IndexAny(text[sp.end:], ".?!\n"); i >= 0 {
		sp.end += i + 1
	} else {
		sp.end = len(text)
	}
	return sp
}

// anyLocated reports whether one of the quotes (not the coach's own
// wording) is found in text.
func anyLocated(text string, qs []string) bool {
	for _, q := range qs {
		if templateQuotes[normQuote(q)] {
			continue
		}
		if _, ok := locate(text, q); ok {
			return true
		}
	}
	return false
}

// quoteAt reports whether one of the quotes occurs inside or around sp.
func quoteAt(text string, qs []string, sp span) bool {
	for _, q := range qs {
		if l, ok := locate(text[sp.start:sp.end], q); ok && !l.zero() {
			return true
		}
		lo, hi := max(0, sp.start-200), min(len(text), sp.end+200)
		if l, ok := locate(text[lo:hi], q); ok && overlaps(span{l.start + lo, l.end + lo}, sp) {
			return true
		}
	}
	return false
}

func contains(hay, quote string) bool {
	q := normQuote(quote)
	nt, _ := normText(hay)
	return q != "" && strings.Contains(nt, q)
}

func overlaps(a, b span) bool { return a.start < b.end && b.start < a.end }

func (sp span) zero() bool { return sp == span{} }

func evSpan(e Evidence) span { return span{e.Start, e.End} }

// strengthSpan is what a strength is about: its at, or else the first quote
// of its description found in the text.
func strengthSpan(text string, st Strength) span {
	if !st.at.zero() {
		return st.at
	}
	qs, _ := quotesIn(st.Description)
	for _, q := range qs {
		if sp, ok := locate(text, q); ok {
			if strings.HasSuffix(q, "…") {
				sp = sentenceEnd(text, sp)
			}
			return sp
		}
	}
	return span{}
}

func hasFold(s, sub string) bool { return strings.Contains(strings.ToLower(s), strings.ToLower(sub)) }

func short(s string) string {
	if len(s) > 160 {
		cut := 160
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return s[:cut] + "…"
	}
	return s
}

// contentNegative are the negative evidence categories about what was said
// (not how): a strength may never be about the same words.
var contentNegative = wordSet("unsupportedNumber irrelevantNumber flattery overclaim pressure tone arguing dismissing discount")

// contradicting lists, for each positive evidence category, the negative
// ones that cannot be true of the same words.
var contradicting = map[string][]string{
	"acknowledge": {"flattery", "dismissing", "arguing", "discount"},
	"value":       {"unsupportedNumber", "irrelevantNumber", "overclaim", "discount", "flattery"},
	"proof":       {"unsupportedNumber", "irrelevantNumber", "overclaim", "flattery"},
	"buyerNumber": {"unsupportedNumber", "irrelevantNumber", "discount"},
	"respond":     {"unsupportedNumber", "irrelevantNumber", "discount", "arguing", "dismissing", "flattery", "overclaim"},
	"confirm":     {"pressure", "discount"},
	"clarify":     {"pressure", "arguing"},
	"discovery":   {"pressure", "discovery"},
	"nextStep":    {"pressure", "discount", "nextStep"},
	"structure":   {"unsupportedNumber", "irrelevantNumber", "flattery"},
}

// ---------------------------------------------------------------------------
// 1. No span is both a strength and a weakness.

func checkOverlap(s *sample) []violation {
	v := view(s)
	var out []violation
	for i, st := range v.strengths {
		sp := strengthSpan(s.text, st)
		if sp.zero() {
			continue
		}
		for _, e := range v.ev {
			if e.Kind == "negative" && contentNegative[e.Category] && overlaps(sp, evSpan(e)) {
				out = append(out, violation{s, fmt.Sprintf("strengths[%d] %q", i, st.Description),
					fmt.Sprintf("its span %q overlaps negative %s evidence %q", s.text[sp.start:sp.end], e.Category, e.Quote)})
			}
		}
		for _, f := range s.frags {
			fs := span{f.s, f.e}
			if f.tags&badForPraise == 0 || !overlaps(sp, fs) {
				continue
			}
			in := min(sp.end, fs.end) - max(sp.start, fs.start)
			if 2*in >= fs.end-fs.start {
				out = append(out, violation{s, fmt.Sprintf("strengths[%d] %q", i, st.Description),
					fmt.Sprintf("praises a fragment the generator wrote as %s: %q", tagNames(f.tags&badForPraise), s.text[f.s:f.e])})
			}
		}
	}
	// a stage credited with a quote is praise too
	for _, st := range v.stages {
		sp, ok := locate(s.text, st.text)
		if !ok {
			continue
		}
		for _, e := range v.ev {
			if e.Kind == "negative" && contentNegative[e.Category] && overlaps(sp, evSpan(e)) {
				out = append(out, violation{s, st.where + ": " + short(st.text), fmt.Sprintf("credited with words faulted as %s: %q", e.Category, e.Quote)})
			}
		}
	}
	for _, p := range v.ev {
		if p.Kind != "positive" {
			continue
		}
		for _, c := range contradicting[p.Category] {
			for _, n := range v.ev {
				if n.Kind == "negative" && n.Category == c && overlaps(evSpan(p), evSpan(n)) {
					out = append(out, violation{s, fmt.Sprintf("evidence %s+ %q", p.Category, p.Quote),
						fmt.Sprintf("overlaps %s- %q", n.Category, n.Quote)})
				}
			}
		}
	}
	return out
}

func tagNames(t tag) string {
	names := []string{"situation", "value", "buyerNum", "proof", "market statistic", "made-up number", "discovery",
		"rhetorical", "pushy question", "nextStep", "vagueNext", "seller", "flattery", "feel", "buzz", "cave",
		"deadline/pressure", "dismissal", "arguing", "ack", "clarify", "confirm", "hedge", "filler", "coincidence"}
	var out []string
	for i, n := range names {
		if t&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, "+")
}

// ---------------------------------------------------------------------------
// 2. Every quote is a substring of the input, at the span that triggered it.

// strengthEvidence maps a strength's wording to the evidence it must sit on.
var strengthEvidence = []struct{ key, cat string }{
	{"own numbers", "buyerNumber"},
	{"tie value", "value"},
	{"Proof the buyer can check", "proof"},
	{"discovery question", "discovery"},
	{"concrete next step", "nextStep confirm"},
	{"open with the buyer", "structure"},
	{"acknowledge the concern", "acknowledge"},
	{"ask before you answer", "clarify"},
	{"answer uses the buyer", "respond"},
	{"check the concern is resolved", "confirm"},
}

// strengthOracle maps a strength's wording to the fragments it must quote.
var strengthOracle = []struct {
	key  string
	tags tag
	what string
}{
	{"concrete next step", tagNextStep | tagConfirm | tagProof, "next step (or an offer to send or introduce)"},
	{"Proof the buyer can check", tagProof, "proof"},
	{"discovery question", tagDiscovery | tagClarify, "discovery question"},
	{"ask before you answer", tagClarify | tagDiscovery, "clarifying question"},
}

// improvementEvidence maps an improvement's wording to the negative
// evidence its quotes must be.
var improvementEvidence = []struct{ key, cat string }{
	{"hedge", "hedge"},
	{"filler", "filler"},
	{"buzzword", "buzzword"},
	{"made up", "unsupportedNumber"},
	{"about the market or the seller", "irrelevantNumber"},
	{"concede on price", "discount"},
	{"cut the price", "discount"},
	{"accept the brush-off", "nextStep"},
	{"hands the next step", "nextStep"},
}

func checkQuotes(s *sample) []violation {
	v := view(s)
	var out []violation
	ctx := s.sc.Custom + "\n" + s.objection
	for _, e := range v.ev {
		if e.Start < 0 || e.End > len(s.text) || e.Start >= e.End || s.text[e.Start:e.End] != e.Quote {
			out = append(out, violation{s, fmt.Sprintf("evidence %s %q", e.Category, e.Quote), fmt.Sprintf("not text[%d:%d]", e.Start, e.End)})
		}
	}
	nText, _ := normText(s.text)
	nCtx, _ := normText(ctx)
	for _, p := range v.pieces {
		qs, _ := quotesIn(p.text)
		onlyText := strings.HasPrefix(p.where, "strengths")
		for _, q := range qs {
			nq := normQuote(q)
			if nq == "" {
				out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("an empty quote “%s”", q)})
				continue
			}
			if templateQuotes[nq] {
				continue
			}
			// a quote never stops mid-clause or mid-unit ("If you sign
			// before", "60,000 m" of "60,000 m³"): one that does not end
			// in "…" ends where its words do (senses.go)
			if f := strings.Fields(q); !strings.HasSuffix(q, "…") && len(f) >= 3 && openEnds[strings.ToLower(f[len(f)-1])] {
				if sp, ok := locate(s.text, q); ok && sp.end+1 < len(s.text) && s.text[sp.end] == ' ' && unicode.IsLetter(rune(s.text[sp.end+1])) {
					out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("quote “%s” stops on %q, mid-clause", q, f[len(f)-1])})
				}
			}
			if sp, ok := locate(s.text, q); ok && !strings.HasSuffix(q, "…") && (strings.HasPrefix(s.text[sp.end:], "²") || strings.HasPrefix(s.text[sp.end:], "³")) {
				out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("quote “%s” stops mid-unit", q)})
			}
			if strings.Contains(nText, nq) || !onlyText && strings.Contains(nCtx, nq) {
				continue
			}
			out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("quote “%s” is not in the input", q)})
		}
	}
	for _, p := range v.stages {
		if !strings.Contains(s.text, p.text) {
			out = append(out, violation{s, p.where + ": " + short(p.text), "stage quote is not in the reply"})
		}
	}
	// a finding about one quote of the rep's words carries its span
	// (issue13.md; a list of words across the text has none)
	for i, st := range v.strengths {
		if qs, _ := quotesIn(st.Description); st.at.zero() && len(qs) == 1 && anyLocated(s.text, qs) {
			out = append(out, violation{s, fmt.Sprintf("strengths[%d] %q", i, st.Description), "quotes the text but has no span (at)"})
		}
	}
	for i, im := range v.imps {
		if qs, _ := quotesIn(im.Description); im.at.zero() && len(qs) == 1 && anyLocated(s.text, qs) {
			out = append(out, violation{s, fmt.Sprintf("improvements[%d] %q", i, im.Description), "quotes the text but has no span (at)"})
		}
	}
	for i, st := range v.strengths {
		where := fmt.Sprintf("strengths[%d] %q", i, st.Description)
		if !st.at.zero() && (st.at.start < 0 || st.at.end > len(s.text) || st.at.start >= st.at.end) {
			out = append(out, violation{s, where, fmt.Sprintf("at %v is outside the text", st.at)})
			continue
		}
		qs, _ := quotesIn(st.Description)
		var qsp span
		for _, q := range qs {
			if sp, ok := locate(s.text, q); ok {
				qsp = sp
				break
			}
		}
		if !st.at.zero() && !qsp.zero() && !overlaps(st.at, qsp) && !quoteAt(s.text, qs, st.at) {
			out = append(out, violation{s, where, fmt.Sprintf("at %q is not where the quote is", s.text[st.at.start:st.at.end])})
		}
		sp := strengthSpan(s.text, st)
		if sp.zero() {
			continue
		}
		// the generator knows where the asks and the proof are
		if s.style == "plain" || s.style == "lines" || s.style == "wall" {
			for _, o := range strengthOracle {
				if !hasFold(unquoted(st.Description), o.key) {
					continue
				}
				found := false
				for _, f := range s.frags {
					if f.tags&o.tags != 0 && overlaps(sp, span{f.s, f.e}) {
						found = true
					}
				}
				if !found && len(s.frags) > 0 {
					out = append(out, violation{s, where, fmt.Sprintf("the quoted words %q hold no %s the generator wrote", s.text[sp.start:sp.end], o.what)})
				}
			}
		}
		for _, m := range strengthEvidence {
			if !hasFold(unquoted(st.Description), m.key) {
				continue
			}
			found := false
			for _, e := range v.ev {
				if strings.Contains(" "+m.cat+" ", " "+e.Category+" ") && e.Kind == "positive" && overlaps(sp, evSpan(e)) {
					found = true
				}
			}
			if !found {
				out = append(out, violation{s, where, fmt.Sprintf("the quoted words %q hold no positive %s evidence", s.text[sp.start:sp.end], m.cat)})
			}
		}
	}
	for i, im := range v.imps {
		qs, _ := quotesIn(im.Description)
		if !im.at.zero() {
			where := fmt.Sprintf("improvements[%d] %q", i, im.Description)
			switch {
			case im.at.start < 0 || im.at.end > len(s.text) || im.at.start >= im.at.end:
				out = append(out, violation{s, where, fmt.Sprintf("at %v is outside the text", im.at)})
			case len(qs) > 0 && !quoteAt(s.text, qs, im.at):
				located := false
				for _, q := range qs {
					if _, ok := locate(s.text, q); ok {
						located = true
					}
				}
				if located {
					out = append(out, violation{s, where, fmt.Sprintf("at %q is not where its quotes are", s.text[im.at.start:im.at.end])})
				}
			}
		}
		for _, m := range improvementEvidence {
			if !hasFold(unquoted(im.Description), m.key) {
				continue
			}
			for _, q := range qs {
				ok := false
				for _, e := range v.ev {
					if e.Category == m.cat && e.Kind == "negative" && sameQuote(e.Quote, q) {
						ok = true
					}
				}
				if !ok && !templateQuotes[normQuote(q)] {
					out = append(out, violation{s, fmt.Sprintf("improvements[%d] %q", i, im.Description),
						fmt.Sprintf("“%s” is not a %s finding", q, m.cat)})
				}
			}
			break
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// 3. The buyer's numbers and terms come from the scenario, as whole words.

var meetingUnits = wordSet("minute minutes min mins hour hours")

func checkBuyerFacts(s *sample) []violation {
	v := view(s)
	var out []violation
	ctx := s.sc.Custom + "\n" + s.objection
	ctxToks := tokenize(ctx)
	var nums []float64
	ctxUnits := map[string]bool{}
	for i := range ctxToks {
		if x, ok := quantityAt(ctxToks, i); ok {
			nums = append(nums, x)
		}
		if meetingUnits[ctxToks[i].norm] {
			ctxUnits[strings.TrimSuffix(ctxToks[i].norm, "s")] = true
		}
	}
	words := wholeWords(ctx)
	var toks []token
	for _, e := range v.ev {
		switch {
		case e.Category == "buyerNumber" && e.Kind == "positive":
			if toks == nil {
				toks = tokenize(s.text)
			}
			var val float64
			var after string
			for i := range toks {
				if toks[i].s >= e.Start && toks[i].s < e.End {
					if x, ok := quantityAt(toks, i); ok && val == 0 {
						val = x
						for k := i + 1; k < len(toks) && k <= i+2; k++ {
							if meetingUnits[toks[k].norm] {
								after = strings.TrimSuffix(toks[k].norm, "s")
							}
						}
					}
				}
			}
			exact := false
			for _, n := range nums {
				if val > 0 && n > 0 && abs(val-n)/max(val, n) <= 0.1 {
					exact = true
				}
			}
			where := fmt.Sprintf("evidence buyerNumber %q (%s)", e.Quote, e.Note)
			switch {
			case !wholeNumberAt(s.text, e.Start, e.End):
				out = append(out, violation{s, where, "a piece of a number or word (“1” of 1.8%, “third” of third-party) is not the buyer's number"})
			case dateAround(s.text, e.Start, e.End):
				out = append(out, violation{s, where, "a date is not one of the buyer's numbers"})
			case after != "" && !ctxUnits[after]:
				out = append(out, violation{s, where, fmt.Sprintf("a %s count the buyer never gave: the length of a meeting is not the buyer's number", after)})
			case !exact && strings.Contains(e.Note, "own number"):
				out = append(out, violation{s, where, "not a number of the scenario or the buyer's line"})
			case !exact && insideTagged(s, e, tagNextStep|tagCoincidence):
				out = append(out, violation{s, where, "arithmetic on the buyer's numbers that lands on a meeting's size by coincidence"})
			}
		case e.Category == "customerFocus" && e.Kind == "positive":
			where := fmt.Sprintf("evidence customerFocus+ %q (%s)", e.Quote, e.Note)
			word := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(e.Quote, "'s"), "’s"), "'")
			if strings.ContainsAny(word, "'’") {
				out = append(out, violation{s, where, "a contraction is not the buyer's term"})
				continue
			}
			if !wholeWordAt(s.text, e.Start, e.End) {
				out = append(out, violation{s, where, "a fragment of a word is not the buyer's term"})
				continue
			}
			if !words[strings.ToLower(word)] && !stemIn(word, words) {
				out = append(out, violation{s, where, "not a whole word of the scenario or the buyer's line"})
			}
		}
	}
	return out
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// wholeNumberAt reports whether text[s:e] is a whole number: not joined to
// a letter, a hyphen or a decimal part.
func wholeNumberAt(text string, s, e int) bool {
	if !wholeWordAt(text, s, e) && !(e < len(text) && (text[e] == '-' || text[e] == '\'')) {
		return false
	}
	if s > 0 && strings.ContainsRune("-", rune(text[s-1])) && s > 1 && unicode.IsLetter(rune(text[s-2])) {
		return false
	}
	if e+1 < len(text) && (text[e] == '.' || text[e] == ',') && unicode.IsDigit(rune(text[e+1])) {
		return false
	}
	if e < len(text) && text[e] == '-' && e+1 < len(text) && unicode.IsLetter(rune(text[e+1])) {
		// "45-minute" is a whole number with its unit; "third-party" is not a number
		return unicode.IsDigit(rune(text[e-1]))
	}
	return true
}

var monthRe = regexp.MustCompile(`(?i)\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s*$`)

// dateAround reports whether the number at text[s:e] is the day of a date
// ("March 31").
func dateAround(text string, s, e int) bool {
	return monthRe.MatchString(text[max(0, s-12):s])
}

// insideTagged reports whether evidence lies in a fragment with any of tags.
func insideTagged(s *sample, e Evidence, tags tag) bool {
	for _, f := range s.frags {
		if f.tags&tags != 0 && e.Start >= f.s && e.End <= f.e {
			return true
		}
	}
	return false
}

// wholeWords are the words of a text, split at spaces and punctuation
// (hyphenated words stay whole), lower case.
func wholeWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '\'' || r == '’')
	}) {
		w = strings.ToLower(strings.Trim(w, "-'’"))
		out[w] = true
		// a possessive is its word ("the app's alerts")
		out[strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")] = true
	}
	return out
}

func stemIn(w string, words map[string]bool) bool {
	sw := stem(strings.ToLower(w))
	for x := range words {
		if !strings.ContainsAny(x, "-'’") && stem(x) == sw {
			return true
		}
	}
	return false
}

// wholeWordAt reports whether text[s:e] is a whole word: no letter, digit,
// hyphen or apostrophe joins it to a neighbour.
func wholeWordAt(text string, s, e int) bool {
	joins := func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '\'' || r == '’'
	}
	if s > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:s])
		if joins(r) {
			return false
		}
	}
	if e < len(text) {
		r, _ := utf8.DecodeRuneInString(text[e:])
		if joins(r) {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// 4. Stated counts equal the listed items; metrics agree with the evidence.

var (
	countLeadRe = regexp.MustCompile(`^(\d+) (\p{L}[\p{L} ]*)`)
	ofRe        = regexp.MustCompile(`(\d+) of (\d+) sentences`)
	termsRe     = regexp.MustCompile(`You use (\d+) of the buyer's (\d+) situation terms`)
	youRe       = regexp.MustCompile(`“You/your” (\d+) times? against “I/we/our” (\d+) times?`)
	wordsRe     = regexp.MustCompile(`^(\d+) content words? in (\d+) sentences?`)
)

// segments splits a feedback text into sentences, never inside a quote.
func segments(s string) []string {
	var out []string
	in := false
	start := 0
	for i, r := range s {
		switch r {
		case '“':
			in = true
		case '”':
			in = false
		case '.':
			if !in && (i+1 == len(s) || s[i+1] == ' ') && !(i > 0 && i+1 < len(s) && unicode.IsDigit(rune(s[i-1])) && unicode.IsDigit(rune(s[i+1]))) {
				out = append(out, strings.TrimSpace(s[start:i+1]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

func checkCounts(s *sample) []violation {
	v := view(s)
	var out []violation
	for _, p := range v.pieces {
		for _, seg := range segments(p.text) {
			if seg == "" || seg[0] < '0' || seg[0] > '9' {
				// every count this check reads starts its sentence, but "N of M" and "You use N of …"
				if !strings.ContainsAny(seg, "0123456789") {
					continue
				}
			} else if m := countLeadRe.FindStringSubmatch(seg); m != nil && !strings.Contains(seg, "e.g.") {
				n, _ := strconv.Atoi(m[1])
				all, allCounts := quotesIn(seg)
				var qs []string
				listed := 0
				for k, q := range all {
					if !templateQuotes[normQuote(q)] {
						qs = append(qs, q)
						listed += allCounts[k]
					}
				}
				// a shortened list says so ("…", "and 3 more"); otherwise it adds up
				marked := strings.Contains(seg, "” …") || strings.Contains(seg, "”…") || strings.Contains(seg, "more") || strings.Contains(seg, "among them") || strings.Contains(seg, "including")
				if len(qs) > 0 && (listed > n || listed < n && !marked) {
					out = append(out, violation{s, p.where + ": " + short(seg), fmt.Sprintf("says %d %s but lists %d", n, strings.Fields(m[2])[0], listed)})
				}
			}
			if m := ofRe.FindStringSubmatch(seg); m != nil {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				if a > b || v.metrics != nil && b != v.metrics.SentenceCount {
					out = append(out, violation{s, p.where + ": " + short(seg), "the sentence count disagrees with the metrics"})
				}
			}
			if m := wordsRe.FindStringSubmatch(seg); m != nil && v.metrics != nil {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				if a != v.metrics.ContentWordCount || b != v.metrics.SentenceCount {
					out = append(out, violation{s, p.where + ": " + short(seg), "the counts disagree with the metrics"})
				}
			}
			if m := termsRe.FindStringSubmatch(seg); m != nil && v.metrics != nil {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				if a > b || a != v.metrics.ContextTermsCovered || b != v.metrics.ContextTermsTotal {
					out = append(out, violation{s, p.where + ": " + short(seg), "the term counts disagree with the metrics"})
				}
			}
			if m := youRe.FindStringSubmatch(seg); m != nil && v.metrics != nil {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				if a != v.metrics.YouCount || b != v.metrics.WeCount {
					out = append(out, violation{s, p.where + ": " + short(seg), "the you/we counts disagree with the metrics"})
				}
			}
		}
	}
	if m := v.metrics; m != nil {
		n := map[string]int{}
		for _, e := range v.ev {
			n[e.Category+e.Kind]++
		}
		for _, c := range []struct {
			name  string
			got   int
			ev    string
			count int
		}{
			{"unsupportedNumbers", m.UnsupportedNumbers, "unsupportedNumber", n["unsupportedNumbernegative"]},
			{"irrelevantNumbers", m.IrrelevantNumbers, "irrelevantNumber", n["irrelevantNumbernegative"]},
			{"valueStatements", m.ValueStatements, "value", n["valuepositive"]},
			{"proofPoints", m.ProofPoints, "proof", n["proofpositive"]},
			{"discoveryQuestions", m.DiscoveryQuestions, "discovery+", n["discoverypositive"]},
			{"buzzwordCount", m.BuzzwordCount, "buzzword", n["buzzwordnegative"]},
			{"buyerNumbersUsed", m.BuyerNumbersUsed, "buyerNumber", n["buyerNumberpositive"]},
		} {
			if c.got != c.count && len(v.ev) < maxEvidence {
				out = append(out, violation{s, fmt.Sprintf("metrics.%s = %d", c.name, c.got), fmt.Sprintf("%d %s evidence", c.count, c.ev)})
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// 5. Examples are clean sentences free of the flagged words.

// danglers are words a sentence does not end on.
var danglers = wordSet("a an the to of and or but with for your our my their his her its that which who is are was were be been " +
	"will would can could should if because so than in on at by from as into like about just very really")

// numeric are the categories of numbers.
var numeric = setOf("unsupportedNumber", "irrelevantNumber")

// wordLevel are the negative categories whose quotes are words to avoid.
var wordLevel = wordSet("hedge filler buzzword vague unsupportedNumber irrelevantNumber overclaim pressure discount flattery arguing dismissing tone")

// exampleProblems lists what is wrong with an example's form.
func exampleProblems(ex string) []string {
	var why []string
	t := strings.TrimSpace(ex)
	inner := strings.TrimLeft(t, "“\"‘ ")
	if r, _ := utf8.DecodeRuneInString(inner); !(unicode.IsUpper(r) || unicode.IsDigit(r) || r == '$') {
		why = append(why, "does not start with a capital")
	}
	end := strings.TrimRight(t, "”\"’) ")
	if r, _ := utf8.DecodeLastRuneInString(end); r != '.' && r != '?' && r != '!' {
		why = append(why, "does not end on a sentence boundary")
	}
	for _, bad := range []string{",.", " ,", ",,", "..", " .", " ?", ",?", ";."} {
		if strings.Contains(strings.ReplaceAll(t, "...", ""), bad) {
			why = append(why, fmt.Sprintf("has %q", bad))
		}
	}
	words := strings.FieldsFunc(t, func(r rune) bool { return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’') })
	// doubled words: the same word twice with nothing but a space between
	fields := strings.Fields(t)
	for i := 1; i < len(fields); i++ {
		w := strings.TrimLeft(fields[i], "“\"‘")
		if strings.EqualFold(w, fields[i-1]) && !strings.EqualFold(w, "that") && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
			why = append(why, fmt.Sprintf("doubles %q", w))
		}
	}
	if len(words) > 0 {
		last := strings.ToLower(strings.Trim(words[len(words)-1], "'’"))
		if danglers[last] && !(strings.HasSuffix(strings.TrimRight(t, "”\"’ "), "?") && questionEnders[last]) && // "what would it be?" is whole
			!(last == "that" && len(words) > 1 && thatVerbs[strings.ToLower(words[len(words)-2])]) { // "you went through that"
			why = append(why, fmt.Sprintf("stops mid-clause on %q", last))
		}
	}
	if len(words) < 2 {
		why = append(why, "is too short to be a sentence")
	}
	return why
}

func checkExamples(s *sample) []violation {
	v := view(s)
	var out []violation
	bc := newBuyerContext(s.sc, s.objection)
	flaggedAll := map[string]string{} // quote → category, every word-level finding
	flaggedRep := map[string]string{} // … but numbers: a template's "two weeks" is not the rep's "two spots"
	for _, e := range v.ev {
		if e.Kind == "negative" && wordLevel[e.Category] && len(strings.Fields(e.Quote)) <= 6 {
			flaggedAll[normQuote(e.Quote)] = e.Category
			if !numeric[e.Category] {
				flaggedRep[normQuote(e.Quote)] = e.Category
			}
		}
	}
	exImp := map[string]int{}
	for i := range v.imps {
		exImp[fmt.Sprintf("improvements[%d].example", i)] = i
	}
	for _, x := range v.examples {
		for _, why := range exampleProblems(x.text) {
			out = append(out, violation{s, x.where + ": " + short(x.text), why})
		}
		// the flagged words: the improvement's own, or for the ideal
		// response and missed opportunities every word-level finding
		flagged := flaggedRep
		if i, ok := exImp[x.where]; ok {
			flagged = map[string]string{}
			qs, _ := quotesIn(v.imps[i].Description)
			for _, q := range qs {
				if c, ok := flaggedAll[normQuote(q)]; ok {
					flagged[normQuote(q)] = c
				}
				// a quoted sentence: the words faulted inside it are flagged too
				if sp, ok := locate(s.text, q); ok && len(strings.Fields(q)) > 6 {
					for _, e := range v.ev {
						if e.Kind == "negative" && wordLevel[e.Category] && !numeric[e.Category] && e.Start >= sp.start && e.End <= sp.end && len(strings.Fields(e.Quote)) <= 6 {
							flagged[normQuote(e.Quote)] = e.Category
						}
					}
				}
			}
		}
		if len(flagged) == 0 {
			continue
		}
		inner := strings.Trim(strings.TrimSpace(x.text), "“”\"")
		var d *doc
		for q, c := range flagged {
			if c == "filler" || q == "like" || q == "just" || c == "hedge" && (ownClaimHedges[q] || neverShownHedges[q]) {
				if !phraseIn(inner, q) {
					continue
				}
				// context decides: ask the coach whether it still flags it
				if d == nil {
					d = analyzeDoc(inner, &bc)
				}
				for _, e := range d.evidence() {
					if e.Kind == "negative" && e.Category == c && normQuote(e.Quote) == q {
						out = append(out, violation{s, x.where + ": " + short(x.text), fmt.Sprintf("keeps the flagged %s %q", c, q)})
						break
					}
				}
				continue
			}
			if numeric[c] && regexp.MustCompile(`^[0-9.,]+$|^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand)$`).MatchString(q) {
				continue // a bare number in an example ("two weeks") is another fact
			}
			if phraseIn(inner, q) {
				out = append(out, violation{s, x.where + ": " + short(x.text), fmt.Sprintf("keeps the flagged %s %q", c, q)})
			}
		}
	}
	return out
}

// phraseIn reports whether phrase (lower case) occurs in text as whole words.
func phraseIn(text, phrase string) bool {
	nt, _ := normText(text)
	for i := 0; ; {
		k := strings.Index(nt[i:], phrase)
		if k < 0 {
			return false
		}
		s, e := i+k, i+k+len(phrase)
		if wholeWordAt(nt, s, e) {
			return true
		}
		i = s + 1
	}
}

// ---------------------------------------------------------------------------
// 6. No contradiction between feedback texts.

var opposites = []struct{ pos, neg []string }{
	{[]string{"You acknowledge the concern"}, []string{"don't acknowledge the concern"}},
	{[]string{"You ask before you answer"}, []string{"answer without asking"}},
	{[]string{"Your answer uses the buyer's situation"}, []string{"doesn't use what the buyer told you"}},
	{[]string{"You ask a discovery question"}, []string{"don't ask the buyer anything", "No discovery question"}},
	{[]string{"concrete next step"}, []string{"ends without a next step", "never ask for a next step", "hands the next step to the buyer", "leave the next step to the buyer"}},
	{[]string{"You check the concern is resolved"}, []string{"don't check whether the concern is resolved", "didn't secure a next step"}},
	{[]string{"You tie value to the buyer's situation"}, []string{"No statement ties an outcome"}},
	{[]string{"You build value from the buyer's own numbers"}, []string{"don't use any of the numbers"}},
	{[]string{"No hedges"}, []string{`\d+ hedges?\b`, "Drop the hedges"}},
	{[]string{"No fillers", "No hedges or fillers"}, []string{`\d+ fillers?\b`}},
	{[]string{"Customer-focused"}, []string{"about your company rather than the buyer", "empty praise"}},
	{[]string{"hold the price"}, []string{"concede on price", "cut the price", "Offering price cuts", "conceded on price"}},
	{[]string{"You open with the buyer's situation"}, []string{"opening does not mention"}},
	{[]string{"no pressure or disparaging"}, []string{"Pressure:", "Pressure or disparaging", "Disparaging"}},
}

// youRe2 counts "you/your" independently of the coach.
var youWordRe = regexp.MustCompile(`(?i)\byou(r|rs|rself|'re|'ll|'ve|'d|’re|’ll|’ve|’d)?\b`)

func checkContradictions(s *sample) []violation {
	v := view(s)
	var out []violation
	has := func(cat string) bool {
		for _, e := range v.ev {
			if e.Category == cat && e.Kind == "negative" {
				return true
			}
		}
		return false
	}
	for _, p := range v.pieces {
		shown := p.where + ": " + short(p.text)
		p.text = unquoted(p.text)
		if strings.Contains(p.text, "You hold the price") && (has("discount") || s.tags&tagCave != 0) {
			out = append(out, violation{s, shown, "praises holding the price while the text concedes on price"})
		}
		lower := strings.ToLower(p.text)
		if (strings.Contains(lower, "buyer-centred") || strings.Contains(lower, "buyer-centered")) && len(youWordRe.FindAllString(s.text, -1)) == 0 {
			out = append(out, violation{s, shown, "calls the text buyer-centred with no “you/your” in it"})
		}
		if strings.Contains(lower, "with the buyer's situation") && strings.Contains(lower, "open") && !strings.Contains(lower, "does not") && len(s.frags) > 0 &&
			(s.frags[0].tags&notAnOpening != 0 || firstSentenceNumberFlag(v.ev)) {
			out = append(out, violation{s, shown, "says it opens with the buyer's situation; the opening is " + tagNames(s.frags[0].tags)})
		}
		if (strings.Contains(p.text, "No hedges") && s.tags&tagHedge != 0 && insertedHedge(s.text)) ||
			(strings.Contains(p.text, "No fillers") || strings.Contains(p.text, "No hedges or fillers")) && s.tags&tagFiller != 0 && insertedFiller(s.text) {
			out = append(out, violation{s, shown, "says there are none while the text has the generator's hedge or filler"})
		}
	}
	if m := v.metrics; m != nil {
		for _, p := range v.pieces {
			switch {
			case strings.Contains(p.text, "Proof points pre-empt doubt") && m.ProofPoints == 0:
				out = append(out, violation{s, p.where + ": " + short(p.text), "speaks of proof points; there are none"})
			case strings.Contains(p.text, "Your question invites") && m.DiscoveryQuestions == 0:
				out = append(out, violation{s, p.where + ": " + short(p.text), "speaks of a question; there is no discovery question"})
			case strings.Contains(p.text, "don't use any of the numbers") && m.BuyerNumbersUsed > 0:
				out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("the text uses %d of the buyer's numbers", m.BuyerNumbersUsed)})
			}
		}
	}
	if s.fb != nil {
		tech := s.fb.ResponseAnalysis.ObjectionHandling.Technique
		did := ""
		if _, rest, ok := strings.Cut(tech, "did "); ok {
			did, _, _ = strings.Cut(rest, ";")
		}
		for stage, neg := range map[string]string{
			"acknowledge": "don't acknowledge the concern", "clarify": "answer without asking",
			"respond": "doesn't use what the buyer told you", "confirm": "don't check whether the concern is resolved",
		} {
			if !strings.Contains(did, stage) {
				continue
			}
			for _, p := range v.pieces {
				if strings.Contains(p.text, neg) {
					out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("the stage line says the reply did %s: %q", stage, tech)})
				}
			}
		}
	}
	for _, o := range opposites {
		var pos, neg string
		for _, p := range v.pieces {
			shown := p.where + ": " + short(p.text)
			p.text = unquoted(p.text)
			for _, k := range o.pos {
				if pos == "" && strings.Contains(p.text, k) {
					pos = shown
				}
			}
			for _, k := range o.neg {
				if neg == "" && (strings.Contains(k, `\d`) && strings.ContainsAny(p.text, "0123456789") && cachedRe(k).MatchString(p.text) || strings.Contains(p.text, k)) {
					neg = shown
				}
			}
		}
		if pos != "" && neg != "" {
			out = append(out, violation{s, pos, "contradicted by " + neg})
		}
	}
	// "4 of 4 sentences say something specific" beside a made-up statistic
	if s.style != "runon" && s.style != "spoken" {
		var notSpecific *frag
		for i := range s.frags {
			if s.frags[i].tags&notSpecificTags != 0 {
				notSpecific = &s.frags[i]
				break
			}
		}
		for _, p := range v.pieces {
			if m := ofRe.FindStringSubmatch(p.text); m != nil && m[1] == m[2] && notSpecific != nil {
				out = append(out, violation{s, p.where + ": " + short(p.text),
					fmt.Sprintf("calls every sentence specific; %q is %s", s.text[notSpecific.s:notSpecific.e], tagNames(notSpecific.tags&notSpecificTags))})
			}
		}
	}
	// the recommendation praises only a strength that is shown
	if s.a != nil {
		if _, kept, ok := strings.Cut(s.a.Recommendation, "Keep doing this: "); ok {
			kept, _, _ = strings.Cut(kept, " One refinement:")
			found := false
			for _, st := range s.a.Strengths {
				if strings.TrimSpace(kept) == strings.TrimSpace(st.Description) {
					found = true
				}
			}
			if !found {
				out = append(out, violation{s, "recommendation: " + short(s.a.Recommendation), "praises something that is not among the strengths"})
			}
		}
	}
	// nothing said twice
	seen := map[string]string{}
	for _, p := range v.pieces {
		if !strings.HasPrefix(p.where, "strengths") && !strings.HasSuffix(p.where, ".description") {
			continue
		}
		k := strings.ToLower(strings.Join(strings.Fields(p.text), " "))
		if w, ok := seen[k]; ok {
			out = append(out, violation{s, p.where + ": " + short(p.text), "said twice (also " + w + ")"})
		}
		seen[k] = p.where
	}
	// the same words praised in a strength and faulted in an improvement
	for i, st := range v.strengths {
		sq, _ := quotesIn(st.Description)
		for j, im := range v.imps {
			iq, _ := quotesIn(im.Description)
			for _, a := range sq {
				for _, b := range iq {
					na, nb := normQuote(a), normQuote(b)
					if na != "" && nb != "" && (strings.Contains(na, nb) || strings.Contains(nb, na)) && negativeQuote(v.ev, b) {
						out = append(out, violation{s, fmt.Sprintf("strengths[%d] %q", i, st.Description),
							fmt.Sprintf("improvements[%d] faults the same words: %q", j, im.Description)})
					}
				}
			}
		}
	}
	return out
}

// notSpecificTags are fragments that say nothing specific about the buyer.
const notSpecificTags = tagMarket | tagMadeUp | tagSeller | tagFlattery | tagCave | tagDeadline | tagPushy | tagRhetorical

// notAnOpening are fragments that never open with the buyer's situation.
const notAnOpening = tagMarket | tagMadeUp | tagSeller | tagFlattery | tagCave | tagDeadline | tagPushy | tagRhetorical | tagArgue | tagDismiss

var (
	hedgeInRe  = regexp.MustCompile(`(?i)\b(i think|maybe|i guess|kind of|hopefully|probably)\b`)
	fillerInRe = regexp.MustCompile(`(?i)(^|[.?!] |\n)(um|uh|so, like|you know|basically),`)
)

// insertedHedge and insertedFiller report whether the text holds one of the
// hedges or fillers the generator inserts (in the forms it inserts them).
func insertedHedge(text string) bool  { return hedgeInRe.MatchString(text) }
func insertedFiller(text string) bool { return fillerInRe.MatchString(text) }

// negativeQuote reports whether q is the quote of a content-negative finding.
func negativeQuote(ev []Evidence, q string) bool {
	for _, e := range ev {
		if e.Kind == "negative" && (contentNegative[e.Category] || e.Category == "customerFocus") && normQuote(e.Quote) == normQuote(q) {
			return true
		}
	}
	return false
}

// firstSentenceNumberFlag reports whether the "opens with the buyer's
// situation" evidence holds a made-up or irrelevant number.
func firstSentenceNumberFlag(ev []Evidence) bool {
	for _, p := range ev {
		if p.Category != "structure" || p.Kind != "positive" {
			continue
		}
		for _, n := range ev {
			if (n.Category == "unsupportedNumber" || n.Category == "irrelevantNumber") && overlaps(evSpan(p), evSpan(n)) {
				return true
			}
		}
	}
	return false
}

// ---------------------------------------------------------------------------
// 7. At least one concrete improvement below 90.

var genericWords = wordSet("would could that this what your with have from they them then there their about which when where while " +
	"want need help make just like more most much some into over also only very well good fair")

func contentWordsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, t := range tokenize(text) {
		if len(t.norm) >= 4 && !stopwords[t.norm] && !genericWords[t.norm] && !t.isNum() {
			out[t.stem] = true
		}
	}
	return out
}

// endsWhole reports whether every sentence of text is ended by the rep
// ("." "!" "?"): an unpunctuated run gives an example nothing whole to build on.
func endsWhole(text string) bool {
	t := strings.TrimSpace(text)
	return t != "" && strings.ContainsAny(t[len(t)-1:], ".!?")
}

// keepsRepSentence reports whether the ideal keeps a sentence of the rep's.
func keepsRepSentence(s *sample) bool {
	for _, sent := range exampleSentences(oneSpaced(s.text)) {
		if len(strings.Fields(sent)) >= 3 && presentIn(s.fb.IdealResponse.Text, sent) {
			return true
		}
	}
	return false
}

func checkImprovement(s *sample) []violation {
	v := view(s)
	var out []violation
	if v.score >= 90 {
		return out
	}
	own := contentWordsOf(s.text + "\n" + s.sc.Custom + "\n" + s.objection)
	if len(contentWordsOf(s.text)) == 0 && len(own) == 0 {
		return out // nothing of the rep's or the buyer's to build on
	}
	if s.kind == "reply" && len(contentWordsOf(s.objection)) == 0 && !keepsRepSentence(s) || s.kind == "reply" && len(contentWordsOf(s.objection)) <= 1 && !endsWhole(s.text) {
		return out // a reply never reads the card out (factSentence): the buyer's line holds no word to build on, and no sentence of the rep's is kept
	}
	best := ""
	for _, im := range v.imps {
		if im.Example == "" {
			continue
		}
		n := 0
		for w := range contentWordsOf(im.Example) {
			if own[w] {
				n++
			}
		}
		if n >= 1 {
			return out
		}
		if best == "" {
			best = im.Example
		}
	}
	if len(v.imps) == 0 {
		return append(out, violation{s, fmt.Sprintf("overallScore %d", v.score), "no improvement below 90"})
	}
	if best == "" {
		return append(out, violation{s, fmt.Sprintf("overallScore %d, %d improvements", v.score, len(v.imps)), "no improvement has an example"})
	}
	return append(out, violation{s, "improvements[*].example: " + short(best), "no example uses the rep's words or the buyer's situation"})
}

// 11. Every improvement has an example: round 1's reviewer counted an
// improvement with an empty example as a missing improvement.
func checkEveryExample(s *sample) []violation {
	var out []violation
	for i, im := range view(s).imps {
		if strings.TrimSpace(im.Example) == "" {
			out = append(out, violation{s, fmt.Sprintf("improvements[%d] %q", i, im.Description), "has no example"})
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// 8. The ideal response never asks for what the buyer's line stated.

var slotAsks = map[string]*regexp.Regexp{
	"spend":      regexp.MustCompile(`(?i)(what|how much)[^?]*\b(you )?(pay|paying|spend|spending)\b|current (price|cost|spend)`),
	"budget":     regexp.MustCompile(`(?i)what('s| is) (your|the) budget|how much (can|could|do) you (spend|budget)|budget you (set|have)`),
	"comparator": regexp.MustCompile(`(?i)compared (to|with) what|is that the total|what are you comparing`),
	"competitor": regexp.MustCompile(`(?i)(who|which|what)[^?]*\b(else are you (looking at|comparing|considering)|are you (using|comparing)|other vendors?|alternatives?)\b`),
	"decider":    regexp.MustCompile(`(?i)who (else|makes|decides|signs|is involved|needs to)`),
	"timing":     regexp.MustCompile(`(?i)\bwhen (would|could|is|will|are|do)\b|what('s| is) driving the timing`),
}

func checkIdeal(s *sample) []violation {
	if s.fb == nil || len(s.slots) == 0 {
		return nil
	}
	var out []violation
	out = append(out, reasksOf(s, "idealResponse.text", s.fb.IdealResponse.Text)...)
	// the examples are what the rep is told to say: the same holds for them
	for _, x := range view(s).examples {
		if x.where != "idealResponse.text" {
			out = append(out, reasksOf(s, x.where, x.text)...)
		}
	}
	return out
}

// reasksOf lists the questions of text that ask for a fact the buyer's line
// states.
func reasksOf(s *sample, where, text string) []violation {
	var out []violation
	for _, seg := range strings.SplitAfter(text, "?") {
		if !strings.HasSuffix(seg, "?") {
			continue
		}
		// the question is the last sentence of the segment
		qs := seg
		if i := strings.LastIndexAny(strings.TrimSuffix(seg, "?"), ".!—;"); i >= 0 {
			qs = seg[i+1:]
		}
		for slot := range s.slots {
			if re := slotAsks[slot]; re != nil && re.MatchString(qs) {
				out = append(out, violation{s, where + ": " + short(text),
					fmt.Sprintf("asks %q though the buyer's line already states the %s", strings.TrimSpace(qs), slot)})
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// 9. Determinism.

func checkDeterminism(s *sample) []violation {
	again := &sample{id: s.id, kind: s.kind, text: s.text, sc: s.sc, objection: s.objection, seconds: s.seconds}
	again.run()
	if s.a != nil && !reflect.DeepEqual(*s.a, *again.a) || s.fb != nil && !reflect.DeepEqual(*s.fb, *again.fb) {
		return []violation{{s, "whole output", "a second run gives a different output"}}
	}
	return nil
}

// ---------------------------------------------------------------------------
// 10. No dangling references.

var (
	tipRefRe    = regexp.MustCompile(`^\p{L}+ (them|those|these)\b`)
	smallStepRe = regexp.MustCompile(`(?i)pilot|trial|one (team|site|location|store|ward|line|clinic|school|unit)|two weeks|a week|small|test`)
)

var mathRe = regexp.MustCompile(`(?i)\b(that|the|this) math\b|\b(those|these|the) numbers\b|\byour numbers\b`)
var numberWordRe = regexp.MustCompile(`(?i)\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|half|third|percent)\b`)

func checkDangling(s *sample) []violation {
	v := view(s)
	var out []violation
	all := append(append([]shown{}, v.pieces...), v.examples...)
	if s.fb != nil {
		// in a reply, "You mentioned …" is only what the buyer's line said
		for _, p := range all {
			i := strings.Index(p.text, "You mentioned ")
			if i < 0 {
				continue
			}
			said := p.text[i+len("You mentioned "):]
			if j := strings.IndexAny(said, ".;—?!"); j >= 0 {
				said = said[:j]
			}
			// (a rewrite of the rep's own "you mentioned …" keeps the rep's words)
			if !phraseIn(s.objection, strings.ToLower(strings.TrimSpace(said))) && !phraseIn(s.text, "mentioned "+strings.ToLower(strings.TrimSpace(said))) {
				out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("“You mentioned %s”: the buyer's line does not say it", strings.TrimSpace(said))})
			}
		}
	}
	for _, p := range all {
		if s.preset && contains(p.text, s.sc.Custom) {
			out = append(out, violation{s, p.where + ": " + short(p.text), "quotes the preset card's description as if the buyer said it"})
		}
	}
	if s.fb != nil {
		for i, tip := range s.fb.CoachingTips.Immediate {
			if m := tipRefRe.FindString(tip); m != "" {
				out = append(out, violation{s, fmt.Sprintf("tips.immediate[%d]: %s", i, short(tip)), fmt.Sprintf("%q refers to nothing: a tip is read on its own", m)})
			}
		}
	}
	for _, p := range v.examples {
		if i := strings.Index(strings.ToLower(p.text), "that small"); i >= 0 && !smallStepRe.MatchString(p.text[:i]) && !smallStepRe.MatchString(s.text) {
			out = append(out, violation{s, p.where + ": " + short(p.text), "“that small” refers to a small step nobody proposed"})
		}
	}
	all3 := s.text + " " + s.sc.Custom + " " + s.objection
	if !strings.ContainsAny(all3, "0123456789") && !numberWordRe.MatchString(all3) {
		for _, p := range v.examples {
			lower := strings.ToLower(p.text)
			if !strings.Contains(lower, "math") && !strings.Contains(lower, "numbers") {
				continue
			}
			if m := mathRe.FindString(p.text); m != "" {
				out = append(out, violation{s, p.where + ": " + short(p.text), fmt.Sprintf("refers to %q: there are no numbers", m)})
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// The property test.

type invariantCheck struct {
	name  string
	check func(*sample) []violation
	every int // run on every n-th sample (determinism reruns the coach)
}

var invariantChecks = []invariantCheck{
	{invOverlap, checkOverlap, 1},
	{invQuotes, checkQuotes, 1},
	{invBuyerFacts, checkBuyerFacts, 1},
	{invCounts, checkCounts, 1},
	{invExamples, checkExamples, 1},
	{invContradict, checkContradictions, 1},
	{invImprovement, checkImprovement, 1},
	{invIdeal, checkIdeal, 1},
	{invDeterminism, checkDeterminism, 10},
	{invDangling, checkDangling, 1},
	{invEveryEx, checkEveryExample, 1},
	{invSpoken, checkSpokenExamples, 1},
	{invStepAgree, checkStepAgreement, 1},
}

// 13. A pitch report that says the pitch ends without a next step credits
// no step and counts no question as asking for one (round 10: "ends without
// a next step" beside "your questions only ask for a step", and beside a
// credited close).
func checkStepAgreement(s *sample) []violation {
	var out []violation
	if s.kind != "pitch" || s.objection != "" {
		return out
	}
	v := view(s)
	denied := false
	for _, im := range v.imps {
		denied = denied || strings.HasPrefix(im.Description, "The pitch ends without a next step")
	}
	if !denied {
		return out
	}
	for _, im := range v.imps {
		if strings.Contains(im.Description, "only ask for a step") {
			out = append(out, violation{s, "improvements: " + short(im.Description), "a step asked for beside \"ends without a next step\""})
		}
	}
	for _, st := range v.strengths {
		if strings.Contains(st.Description, "next step") {
			out = append(out, violation{s, "strengths: " + short(st.Description), "a step credited beside \"ends without a next step\""})
		}
	}
	for _, p := range v.pieces {
		if strings.Contains(p.text, "You ask for a concrete next step") {
			out = append(out, violation{s, p.where + ": " + short(p.text), "a step credited beside \"ends without a next step\""})
		}
	}
	return out
}

// 12. A pitch report's examples are lines the rep could say (round 10:
// "Say the sentence again without the qualifier", "Start from the facts:
// <card>", "Compare on one thing…" read as instructions, not lines), and no
// spoken line pastes a card clause or a lowercased sentence of the card.
func checkSpokenExamples(s *sample) []violation {
	var out []violation
	if s.kind != "pitch" || s.objection != "" {
		return out // (a pitch with the buyer's line is assessed as a reply too)
	}
	for i, im := range view(s).imps {
		if !spokenLine(im.Example) {
			out = append(out, violation{s, fmt.Sprintf("improvements[%d].example: %s", i, short(im.Example)), "not a line the rep could say"})
		}
		for _, c := range strings.FieldsFunc(s.sc.Custom, func(r rune) bool { return r == ';' || r == '.' }) {
			if c = strings.TrimSpace(c); len(strings.Fields(c)) >= 5 && hasFold(im.Example, c) && !hasFold(s.text, c) {
				out = append(out, violation{s, fmt.Sprintf("improvements[%d].example: %s", i, short(im.Example)), "pastes the card's clause " + strconv.Quote(c)})
			}
		}
	}
	return out
}

// invariantResult is what one invariant found over the corpus.
type invariantResult struct {
	samples int // samples with at least one violation
	all     int // violations
	first   []violation
	reasons map[string]int         // violations by kind of reason
	byWhy   map[string][]violation // up to two examples of each kind
}

var reasonRe = regexp.MustCompile(`“[^”]*”|"[^"]*"|\d+`)

// reasonKey is a violation's reason without its particulars.
func reasonKey(x violation) string {
	kind := "pitch"
	if x.s != nil && x.s.kind == "reply" {
		kind = "reply"
	}
	where := x.piece
	if i := strings.IndexAny(where, " :["); i > 0 {
		where = where[:i]
	}
	return kind + " " + where + ": " + reasonRe.ReplaceAllString(x.why, "…")
}

func runInvariants(samples []*sample) map[string]*invariantResult {
	res := map[string]*invariantResult{}
	for _, c := range invariantChecks {
		res[c.name] = &invariantResult{reasons: map[string]int{}, byWhy: map[string][]violation{}}
	}
	for i, s := range samples {
		for _, c := range invariantChecks {
			if i%c.every != 0 {
				continue
			}
			vs := c.check(s)
			r := res[c.name]
			if len(vs) > 0 {
				r.samples++
				r.all += len(vs)
				for _, x := range vs {
					k := reasonKey(x)
					r.reasons[k]++
					if len(r.byWhy[k]) < 2 {
						r.byWhy[k] = append(r.byWhy[k], x)
					}
				}
				if len(r.first) < 3 && (len(r.first) == 0 || r.first[len(r.first)-1].s != s) {
					r.first = append(r.first, vs[0])
				}
			}
		}
	}
	return res
}

func TestInvariantsCorpus(t *testing.T) {
	start := time.Now()
	samples := corpus()
	pitches, replies := 0, 0
	for _, s := range samples {
		s.run()
		if s.kind == "pitch" {
			pitches++
		} else {
			replies++
		}
	}
	if pitches < 2000 || replies < 2000 {
		t.Fatalf("corpus has %d pitches and %d replies, want at least 2,000 each", pitches, replies)
	}
	t.Logf("coach ran in %v", time.Since(start))
	start = time.Now()
	res := runInvariants(samples)
	t.Logf("checks ran in %v", time.Since(start))
	var summary []string
	for _, c := range invariantChecks {
		r := res[c.name]
		summary = append(summary, fmt.Sprintf("%-45s %5d samples (%d violations), budget %d", c.name, r.samples, r.all, invariantBudget[c.name]))
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			t.Logf("%d of %d samples fail (%d violations); budget %d", r.samples, len(samples)/c.every, r.all, invariantBudget[c.name])
			for _, x := range r.first {
				t.Logf("  %s\n    piece: %s\n    why: %s", short(x.s.String()), x.piece, x.why)
			}
			if r.samples > invariantBudget[c.name] {
				t.Errorf("%d samples fail, over the budget of %d", r.samples, invariantBudget[c.name])
			}
		})
	}
	t.Logf("corpus: %d pitches, %d replies\n%s", pitches, replies, strings.Join(summary, "\n"))
	if path := os.Getenv("COACH_INVARIANTS_REPORT"); path != "" {
		writeInvariantReport(t, path, samples, res)
	}
}

// ownerOf names who should fix a kind of violation (issue13.md's split).
func ownerOf(inv string, x violation) string {
	reply := x.s != nil && x.s.kind == "reply"
	switch {
	case inv == invBuyerFacts:
		return "pitch (buyer context: contextKey/echoes in features.go)"
	case inv == invIdeal:
		return "reply (reply.go ideal)"
	case strings.HasPrefix(x.piece, "evidence") || strings.HasPrefix(x.piece, "metrics"):
		return "reply (features.go detectors and totals)"
	case inv == invExamples && strings.Contains(x.why, "flagged") || strings.Contains(x.why, "boundary") || strings.Contains(x.why, "capital"):
		if reply {
			return "reply (reply.go examples; d.rewrite is in analyze.go: pitch)"
		}
		return "pitch (analyze.go rewrite/examples)"
	case strings.Contains(x.why, "generator wrote as"):
		if reply {
			return "reply (reply.go strengths; the detector in features.go)"
		}
		return "reply (the sentence detector in features.go), then pitch (analyze.go strengths)"
	case reply:
		return "reply (reply.go)"
	}
	return "pitch (analyze.go)"
}

// writeInvariantReport writes every invariant's count and a few examples
// as Markdown (for /work/notes/review/invariants.md).
func writeInvariantReport(t *testing.T, path string, samples []*sample, res map[string]*invariantResult) {
	var b strings.Builder
	fmt.Fprintf(&b, "Corpus: %d samples.\n\n", len(samples))
	for _, c := range invariantChecks {
		r := res[c.name]
		fmt.Fprintf(&b, "### %s: %d samples (%d violations)\n\n", c.name, r.samples, r.all)
		type kv struct {
			k string
			n int
		}
		var reasons []kv
		for k, n := range r.reasons {
			reasons = append(reasons, kv{k, n})
		}
		sort.Slice(reasons, func(i, j int) bool {
			return reasons[i].n > reasons[j].n || reasons[i].n == reasons[j].n && reasons[i].k < reasons[j].k
		})
		for i, x := range reasons {
			if i == 8 {
				break
			}
			fmt.Fprintf(&b, "- **%d × %s** — owner: %s\n", x.n, x.k, ownerOf(c.name, r.byWhy[x.k][0]))
			for _, e := range r.byWhy[x.k] {
				fmt.Fprintf(&b, "  - %s\n    - piece: %s\n    - why: %s\n", short(e.s.String()), e.piece, e.why)
			}
		}
		b.WriteString("\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Errorf("write report: %v", err)
	}
}

var reCache = map[string]*regexp.Regexp{}

// cachedRe compiles a regular expression once.
func cachedRe(expr string) *regexp.Regexp {
	re, ok := reCache[expr]
	if !ok {
		re = regexp.MustCompile(expr)
		reCache[expr] = re
	}
	return re
}

func setOf(items ...string) map[string]bool {
	m := map[string]bool{}
	for _, it := range items {
		m[it] = true
	}
	return m
}

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool { return setOf(strings.Fields(s)...) }

// ---------------------------------------------------------------------------
// Every check can fail: each is fed a hand-made bad output.

func TestInvariantChecksCanFail(t *testing.T) {
	pitch := func(text string, sc Scenario, a Analysis) *sample {
		return &sample{kind: "pitch", text: text, sc: sc, a: &a, slots: map[string]bool{}}
	}
	reply := func(objection, text string, sc Scenario, fb Feedback) *sample {
		return &sample{kind: "reply", text: text, sc: sc, objection: objection, fb: &fb, slots: map[string]bool{}}
	}
	ev := func(text, cat, kind, quote, note string) Evidence {
		i := strings.Index(text, quote)
		if i < 0 {
			t.Fatalf("%q not in %q", quote, text)
		}
		return Evidence{Category: cat, Quote: quote, Start: i, End: i + len(quote), Kind: kind, Note: note}
	}
	madeUp := "We deliver 10x ROI."
	cave := "No problem at all, I can match $1,700 right now. I'll send the contract over today."
	feel := "I understand how you feel. Many of our customers felt the same way."
	card := Scenario{Objection: "Price", Custom: "Customer thinks your product is too expensive"}
	freight := Scenario{Objection: "Competition", Custom: "Freight broker paying $9,000 a month; 200 shipments a day; a 150-bed hospital."}

	cases := []struct {
		name  string
		check func(*sample) []violation
		s     *sample
	}{
		{"1 strength on a made-up number", checkOverlap, pitch(madeUp, Scenario{}, Analysis{
			Strengths: []Strength{{Description: "You tie value to the buyer's situation: “We deliver 10x ROI”.", at: span{0, len(madeUp)}}},
			Evidence:  []Evidence{ev(madeUp, "unsupportedNumber", "negative", "10x", "")}})},
		{"1 acknowledge and flattery on one phrase", checkOverlap, reply("Too expensive.", feel, Scenario{}, Feedback{
			Evidence: []Evidence{ev(feel, "acknowledge", "positive", "I understand how you feel.", ""), ev(feel, "flattery", "negative", "I understand how you feel", "")}})},
		{"1 praise of a generated cave", checkOverlap, &sample{kind: "reply", text: cave, objection: "Too expensive.",
			frags: []frag{{0, 48, tagCave}}, fb: &Feedback{Strengths: []Strength{{Description: "Your answer uses the buyer's situation: “No problem at all, I can match $1,700 right now”."}}}}},
		{"1 a stage credited with a price cut", checkOverlap, reply("Too expensive.", cave, Scenario{}, Feedback{
			Stages:   Stages{Confirm: Stage{Score: 100, Quote: "No problem at all, I can match $1,700 right now."}},
			Evidence: []Evidence{ev(cave, "discount", "negative", "I can match $1,700", "")}})},
		{"2 a quote cut mid-clause", checkQuotes, pitch("If you sign before Friday I can do 900.", Scenario{}, Analysis{
			Categories: Categories{Tone: Category{Feedback: "Pressure: “If you sign before”."}}})},
		{"2 a quote cut mid-unit", checkQuotes, pitch("We treat 60,000 m³ a day.", Scenario{}, Analysis{
			Categories: Categories{Persuasiveness: Category{Feedback: "1 number sounds impressive: “60,000 m”."}}})},
		{"2 an empty quote", checkQuotes, pitch("Hi.", Scenario{}, Analysis{
			Strengths: []Strength{{Description: "You open with the buyer's situation: “…”."}}})},
		{"2 quote not in the text", checkQuotes, pitch("We help clinics.", Scenario{}, Analysis{
			Strengths: []Strength{{Description: "Proof the buyer can check: “Mercy General cut roster time”."}}})},
		{"2 next-step quote on the wrong sentence", checkQuotes, pitch("Mercy General cut roster time by half. Could we talk Thursday at 2pm?", Scenario{}, Analysis{
			Strengths: []Strength{{Description: "You close with a concrete next step: “Mercy General cut roster time by half”."}},
			Evidence:  []Evidence{ev("Mercy General cut roster time by half. Could we talk Thursday at 2pm?", "nextStep", "positive", "Could we talk Thursday at 2pm?", "")}})},
		{"2 an improvement's at away from its quote", checkQuotes, pitch("Maybe we help. Could we talk Thursday?", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "1 hedge softens your claims: “Maybe”.", at: span{16, 38}}}})},
		{"2 proof praised on a value sentence", checkQuotes, &sample{kind: "pitch", style: "plain", text: "On $65,000, even a third less is real money back.",
			frags: []frag{{0, 49, tagValue}}, a: &Analysis{Strengths: []Strength{{Description: "Proof the buyer can check: “On $65,000, even a third less is real money back”."}},
				Evidence: []Evidence{{Category: "proof", Kind: "positive", Quote: "On $65,000, even a third less is real money back.", Start: 0, End: 49}}}}},
		{"2 evidence quote not text[start:end]", checkQuotes, pitch("We help clinics.", Scenario{}, Analysis{
			Evidence: []Evidence{{Category: "value", Quote: "clinics", Start: 0, End: 7, Kind: "positive"}}})},
		{"3 a meeting length as the buyer's number", checkBuyerFacts, pitch("Could we do a 45-minute call?", freight, Analysis{
			Evidence: []Evidence{ev("Could we do a 45-minute call?", "buyerNumber", "positive", "45", "does the math with the buyer's numbers")}})},
		{"3 the 1 of 1.8% as the buyer's number", checkBuyerFacts, pitch("Your 1.8% conversion.", Scenario{Custom: "Conversion is 1.8%; 1 store."}, Analysis{
			Evidence: []Evidence{ev("Your 1.8% conversion.", "buyerNumber", "positive", "1", "uses the buyer's own number")}})},
		{"3 a date as the buyer's number", checkBuyerFacts, pitch("Before March 31 we could start.", Scenario{Custom: "Renews March 31."}, Analysis{
			Evidence: []Evidence{ev("Before March 31 we could start.", "buyerNumber", "positive", "31", "uses the buyer's own number")}})},
		{"3 a word fragment as the buyer's term", checkBuyerFacts, pitch("Our 150-bed plan.", freight, Analysis{
			Evidence: []Evidence{ev("Our 150-bed plan.", "customerFocus", "positive", "bed", "uses the buyer's own terms")}})},
		{"3 a contraction as the buyer's term", checkBuyerFacts, pitch("I'll call.", freight, Analysis{
			Evidence: []Evidence{ev("I'll call.", "customerFocus", "positive", "I'll", "uses the buyer's own terms")}})},
		{"4 two buzzwords, three listed", checkCounts, pitch("x", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "2 buzzwords: “synergy”, “leverage”, “game-changer”."}}})},
		{"4 metrics disagree with the evidence", checkCounts, pitch(madeUp, Scenario{}, Analysis{
			Metrics: Metrics{UnsupportedNumbers: 2}, Evidence: []Evidence{ev(madeUp, "unsupportedNumber", "negative", "10x", "")}})},
		{"4 a list silently shorter than its count", checkCounts, pitch("x", Scenario{}, Analysis{
			Categories: Categories{Confidence: Category{Feedback: "16 hedges soften your claims (“just” ×2, “maybe” ×3, “kind of”, “I think”)."}}})},
		{"6 proof points that are not there", checkContradictions, pitch("We help.", Scenario{}, Analysis{
			Categories: Categories{ObjectionHandling: Category{Feedback: "Proof points pre-empt doubt."}}})},
		{"6 the stage line against an improvement", checkContradictions, reply("Too expensive.", "I'll send the draft today.", Scenario{}, Feedback{
			ResponseAnalysis: ResponseAnalysis{ObjectionHandling: ObjectionHandlingAnalysis{Technique: "Acknowledge → Clarify → Respond → Confirm: did acknowledge, confirm; missing clarify."}},
			Improvements:     []Improvement{{Description: "You don't check whether the concern is resolved or propose a next step."}}})},
		{"10 a tip that points at nothing", checkDangling, reply("Too expensive.", "Okay.", Scenario{}, Feedback{
			CoachingTips: CoachingTips{Immediate: []string{"Replace them with one fact about the buyer's situation."}}})},
		{"10 that small with nothing small", checkDangling, reply("Too expensive.", "Okay.", Scenario{}, Feedback{
			IdealResponse: IdealResponse{Text: "That makes sense. Would starting that small work for you?"}})},
		{"5 a rewrite ending in ,.", checkExamples, pitch("Okay, we could send you a quote sometime.", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "Vague close.", Example: "“Okay, we could send you a quote sometime,.”"}}})},
		{"5 a rewrite that stops mid-clause", checkExamples, pitch("You find it useful to the", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "x", Example: "“You find it useful for the.”"}}})},
		{"5 a rewrite that keeps the flagged hedge", checkExamples, pitch("I think we can cut your costs.", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "1 hedge: “I think”.", Example: "“I think we can cut your costs.”"}},
			Evidence:     []Evidence{ev("I think we can cut your costs.", "hedge", "negative", "I think", "")}})},
		{"5 an example that keeps a hedge of the sentence it quotes", checkExamples, pitch("I guess I understand how you feel about the price today.", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "Say it plainly: “I guess I understand how you feel about the price today”.", Example: "“I guess I understand how you feel.”"}},
			Evidence:     []Evidence{ev("I guess I understand how you feel about the price today.", "hedge", "negative", "I guess", "")}})},
		{"5 a filler-free rewrite that keeps the filler", checkExamples, pitch("So, like, we, um, help you know.", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "1 filler: “like”.", Example: "“So, like, we help.”"}},
			Evidence:     []Evidence{ev("So, like, we, um, help you know.", "filler", "negative", "like", "")}})},
		{"6 holds the price beside a cave", checkContradictions, reply("Too expensive.", cave, card, Feedback{
			Strengths: []Strength{{Description: "You hold the price and argue on value instead of discounting."}},
			Evidence:  []Evidence{ev(cave, "discount", "negative", "I can match $1,700", "")}})},
		{"6 buyer-centred with no you", checkContradictions, pitch("We are the best. Our team is great.", Scenario{}, Analysis{
			Categories: Categories{Tone: Category{Feedback: "Respectful and buyer-centred; no pressure or disparaging remarks."}}})},
		{"6 a strength and an improvement on the same words", checkContradictions, reply("Too expensive.", feel, Scenario{}, Feedback{
			Strengths:    []Strength{{Description: "You acknowledge the concern first: “I understand how you feel”."}},
			Improvements: []Improvement{{Description: "Sentences about you or empty praise of the buyer: “I understand how you feel”."}},
			Evidence:     []Evidence{ev(feel, "flattery", "negative", "I understand how you feel", "")}})},
		{"6 opposite verdicts", checkContradictions, reply("Too expensive.", "Hi.", Scenario{}, Feedback{
			Strengths:    []Strength{{Description: "You ask before you answer: “Hi”."}},
			Improvements: []Improvement{{Description: "You answer without asking what is behind the objection."}}})},
		{"6 every sentence specific beside a made-up number", checkContradictions, &sample{kind: "pitch", text: madeUp, style: "plain",
			frags: []frag{{0, len(madeUp), tagMadeUp}}, a: &Analysis{Categories: Categories{Clarity: Category{Feedback: "1 of 1 sentences say something specific about the buyer."}}}}},
		{"6 a recommendation praising a dropped strength", checkContradictions, pitch("We deliver 10x ROI.", Scenario{}, Analysis{
			Recommendation: "Strong. Keep doing this: You tie value to the buyer's situation: “We deliver 10x ROI”."})},
		{"6 a finding said twice", checkContradictions, pitch("We help.", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "You don't ask the buyer anything."}, {Description: "You don't ask the buyer anything."}}})},
		{"7 no improvement at 50", checkImprovement, pitch("We help clinics with reminders.", Scenario{}, Analysis{OverallScore: 50})},
		{"7 only generic examples", checkImprovement, pitch("We help clinics with reminders.", Scenario{}, Analysis{OverallScore: 50,
			Improvements: []Improvement{{Description: "x", Example: "“Could we book 20 minutes on Thursday?”"}}})},
		{"8 re-asks what the buyer pays", checkIdeal, &sample{kind: "reply", text: "x", objection: "We pay $300 a month today.",
			slots: map[string]bool{"spend": true, "comparator": true},
			fb:    &Feedback{IdealResponse: IdealResponse{Text: "That's fair. When you say it's too much, is that the total, or compared to what you pay today?"}}}},
		{"9 a different second run", checkDeterminism, pitch("We help clinics.", Scenario{}, Analysis{OverallScore: 101})},
		{"10 the preset card as the buyer's words", checkDangling, &sample{kind: "reply", text: "x", sc: card, preset: true, objection: "Too expensive.",
			fb: &Feedback{IdealResponse: IdealResponse{Text: "You mentioned customer thinks your product is too expensive; that's what this changes."}}}},
		{"10 you mentioned what the buyer never said", checkDangling, reply("Too expensive.", "Okay.", Scenario{Custom: "They pay Dentrix $1,700 a month."}, Feedback{
			IdealResponse: IdealResponse{Text: "You mentioned they pay Dentrix $1,700 a month — let's put that next to the price."}})},
		{"11 an improvement without an example", checkEveryExample, pitch("x", Scenario{}, Analysis{
			Improvements: []Improvement{{Description: "1 sentence runs over 40 words."}}})},
		{"10 that math with no numbers", checkDangling, reply("Too expensive.", "Okay.", Scenario{}, Feedback{
			Improvements: []Improvement{{Description: "x", Example: "“Would it help if I put that math on one page for you?”"}}})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vs := c.check(c.s)
			if len(vs) == 0 {
				t.Fatalf("the check passed a bad output: %s", c.s)
			}
			t.Logf("%s: %s", vs[0].piece, vs[0].why)
		})
	}
}

// TestInvariantChecksPassGoodOutput keeps the checks from flagging a
// plainly good output.
func TestInvariantChecksPassGoodOutput(t *testing.T) {
	text := "You mentioned 14 hours a month on rosters. Mercy General cut that to 3 hours. Could we book 20 minutes on Thursday at 2pm?"
	sc := Scenario{Objection: "Price", Custom: "Nurse managers spend 14 hours a month building rosters."}
	at := func(q string) span { i := strings.Index(text, q); return span{i, i + len(q)} }
	a := Analysis{OverallScore: 70, Metrics: Metrics{BuyerNumbersUsed: 1},
		Strengths: []Strength{{Category: "confidence", Description: "You close with a concrete next step: “Could we book 20 minutes on Thursday at 2pm?”.",
			at: at("Could we book 20 minutes on Thursday at 2pm?")}},
		Improvements: []Improvement{{Description: "You don't ask the buyer anything.", Example: "“You mentioned 14 hours a month on rosters. What is that costing you today?”"}},
		Evidence: []Evidence{
			{Category: "nextStep", Kind: "positive", Quote: "Could we book 20 minutes on Thursday at 2pm?", Start: at("Could we").start, End: len(text)},
			{Category: "buyerNumber", Kind: "positive", Quote: "14", Start: at("14").start, End: at("14").end, Note: "uses the buyer's own number"},
			{Category: "customerFocus", Kind: "positive", Quote: "rosters", Start: at("rosters").start, End: at("rosters").end, Note: "uses the buyer's own terms"},
		},
	}
	s := &sample{kind: "pitch", text: text, sc: sc, a: &a, slots: map[string]bool{}}
	for _, c := range invariantChecks {
		if c.name == invDeterminism {
			continue
		}
		if vs := c.check(s); len(vs) > 0 {
			t.Errorf("%s flags a good output: %s: %s", c.name, vs[0].piece, vs[0].why)
		}
	}
}
