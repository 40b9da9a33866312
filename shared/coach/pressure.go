package coach

import (
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"pitchperfect/shared/text"
)

// Pressure by meaning, whatever the wording (issue 13 item 3): what the
// sentence-level lexicons miss, in three moves.
//   - crowd pressure: a whole group of other firms said to have adopted
//     already ("every mine in the region has bolted these on", "the big
//     resorts along the coast have all gone with us"), or the buyer cast as
//     the one left out ("you'd be the odd one out", "the last town still on
//     paper", "nobody wants to be last");
//   - a time limit on the rep's own offer or slot: the offer held, valid or
//     open only until a date, or lost, back to list, revised or given away
//     after one ("after the 30th that figure won't exist", "if we don't hear
//     from you by Wednesday it goes to another chain");
//   - scarcity of the seller's own capacity the buyer cannot check ("room for
//     one more retailer", "down to the last few lots", "our last shipment of
//     the year", "booked solid from March").
// A date the buyer set ("your board meets on the 12th") or the rep's own
// step ("I'll send it by Friday") is none: each rule needs the offer or the
// slot at stake, or the buyer cast as left behind.

var (
	// the buyer cast as the one left out of a crowd
	leftOutG = text.MustGate(`\b(odd (one|man|firm|company|shop|store|practice|site|school|hotel|brand) out|(be|being|is|are|as|stay|remain|you're|you'd be|end up|ends up|wind up) (one of )?the (only|last|few|one)( [a-z'-]+){0,4} (still|left|not|without|holding out|who (hasn't|haven't|didn't|don't|doesn't))|the one holding out|among the (last|few)( [a-z'-]+){0,3} (still|left|not|without)|one of the (last|few)( [a-z'-]+){0,3} still|(nobody|no one|no-one)( [a-z'-]+){0,4} wants? to be (the )?last|stand(s)? out as the exception|(will|would|.ll|.d) stick out|(be|being|get|getting) left behind|playing catch-?up|play catch-?up)\b`)
	// the buyer told not to be the last ("Volta shouldn't be the last.")
	lastRe = regexp.MustCompile(`\b(be|being) (the )?last( one)?( to (switch|move|sign|join|change))?\s*([.,;!?]|$)`)
	// a whole group of others said to have adopted: a quantifier over peers
	// (not the buyer's own things, not our customers), then, in the same
	// clause, adoption marked as done or current
	crowdAdoptG = text.MustGate(`\b(every(one|body)?|all( of)?( the)?|most|half( of)?( the)?|practically every|nearly every|almost every|virtually every|pretty much every|the whole|the (big|biggest|major|leading|top|serious|larger|bigger) [a-z-]+|[a-z]+-odd|dozens of|hundreds of)( other)? ((?:[a-z0-9'&-]+ ){0,7}?)(?:[a-z0-9'&-]+ )?((has|have|had)( all)?( already)? (taken|installed|adopted|switched|moved|signed|joined|gone|bought|chosen|picked|bolted|fitted|put in|automated|launched|booked|trained)|(has|have|had|is|are|went|moved|switched|joined|runs|run|uses|use|sells|sell|offers|offer|[a-z]+ed|all)\b[^.?!;:]{0,50}?\b(already|with us|to us|on us|on our|over to us|on it|on board|our (system|platform|machines?|service|product|software|cover|inverters?)|(this|last) (year|season|quarter)|over the past|these days|right now|now))\b`)
	// the offer or slot held, valid or open only until then, or lost after
	holdG = text.MustGate(`\b((offer|price|pricing|rate|rates|deal|discount|quote|figure|promo|promotion|slot|place|spot|programme|program|clearance|terms|it|this|that|them)( [a-z'-]+){0,3} (only )?(holds?|held|valid|good|open|stands|running|runs|available|guaranteed)( only)?( [a-z'-]+){0,2} (until|till|through)\b|(hold|keep|reserve|guarantee)( [a-z'-]+){0,3} (until|till|through)\b|holds? only for|(stop|stops|no longer) (taking|accepting)|(is|are|'s) (full|booked)|(won't|will not|doesn't|does not|simply won't) (exist|be (around|there|available))|off the table|(back|reverts?|revert) to (list|full|the (list|full|old|normal|standard))|(is|are|'s|will be|it's) (gone|revised|withdrawn)|(go|goes|going|will go|jump|jumps|rise|rises|increase|increases) up|(being )?revised upward|(prices?|rates?|fees?|costs?) (jump|rise|increase)|(give|hand|release) (it|them|the [a-z]+) (away|to)|goes to (another|someone|the next|a different)|(miss|lose) (the|this|your) (window|slot|place|spot|chance|price|rate)|you'll be (waiting|looking at)|(offer|price|pricing|deal|rate|promo|promotion|window|programme|program|slot|discount|intake|onboarding|cohort|list|figure)( [a-z]+)? (disappears|expires|lapses|closes|shuts|ends)|can't (extend|hold|keep|promise))\b`)
	// a sentence that goes on from the date or names the offer again
	// ("After the 30th that figure won't exist.", "That rate won't be
	// around in July.")
	thenRe = regexp.MustCompile(`^(and |but |so )?(after (that|then|the|this|[a-z]+day)|from (then|the|[a-z]+day)|come |otherwise|past (that|then)|beyond (that|then)|(that|this|the|our) (rate|price|pricing|offer|deal|figure|number|discount|slot|promo|promotion))`)
	// the buyer's own body and its calendar
	buyerBodyRe = regexp.MustCompile(`\b(board|committee|council|cabinet|trustees|directors|partners|panel|owners)( [a-z]+)? (meets?|sits?|votes?|decides?|reviews?|is meeting|convenes?)\b`)
	// the buyer's own delay ("waiting until September")
	waitRe = regexp.MustCompile(`\b(wait|waits|waiting|waited|delay|delaying|hold off|holding off|postpone|postponing|leave it|leaving it)\s*$`)
	// what the buyer must do by then
	commitG = text.MustGate(`\b(sign|signs|signed|commit|confirm|order|book|decide|pay|put pen to paper|give (me|us) (a|the|your) (yes|go-ahead|nod)|hear (from you|back)|(po|purchase order) (reaches|lands|comes)|lock (it|this) in|grab it|say yes)\b`)
	// scarcity of the seller's own capacity
	scarceG = text.MustGate(`\b((only|just)( [a-z'-]+){0,2} (one|two|three|four|five|a few|a couple of|a handful of|\d[\d,.]*)( [a-z'-]+){0,5} (left|remaining|unallocated|free|open)|(room|space|capacity) for( [a-z]+)? (one|two|a few|\d+) more|(the|our) last( few)? (lots?|units?|slots?|places?|spots?|containers?|shipments?|batch|batches|openings?|allocations?|stock)|(our|the) last( [a-z]+)? of the (year|season)|(last|final) (shipment|container|batch|allocation|run|production run) of the (year|season)|(booked|sold) (solid|out|up)|nearly (booked|full|gone|sold)|(two|three|\d+) of (those|them) (went|are gone|have gone)|(another|other|a) (firm|company|client|customer|buyer|chain|brand|hotel|school|farm|group|operator)s?( [a-z'-]+){0,3} (is|are|'s|has been|have been) (after|sniffing|asking|interested|about to)|(are|is) about to (buy|take|grab|snap) (them|it|the)|one (slot|opening|place|spot|week) (left|free|open|before))\b`)
)

// Cue words by token (speed): a rule runs on a sentence only when the
// sentence holds a word its pattern needs.
const (
	cueLeft uint32 = 1 << iota
	cueCrowd
	cueLast
	cueScarce
	cueTimeP
	cueTimeU
	cueMove
	cueName
	cueRival
	cueOff
	cueFree
	cueWaive
	cueGive
	cueLeft2   // a second word the buyer cast as left out needs
	cueAdopt   // a word of adoption or its time, for crowd pressure
	cueScarce2 // a second word scarcity needs
	cueFreeWord
	cueHold  // a word of an offer held, lost or changed
	cueAlone // a date word that needs no preposition ("today")
	cueNum   // a figure (set by cuePair, not by a word list)
	cueMid   // "middle", "halfway", "there": a price met without a figure
	cueTake  // a verb that takes an amount off
	cueFee   // a charge that is waived
	cueRivalObj
	cuePriceNoun
)

var cueWords = func() map[string]uint32 {
	m := map[string]uint32{}
	for bit, words := range map[uint32]string{
		cueLeft:      "odd only last few one stand stands behind catch catch-up exception stick holding nobody no-one",
		cueLeft2:     "out still left not without holding hasn't haven't didn't don't doesn't last exception behind up catch-up",
		cueCrowd:     "every everyone everybody all most half whole big biggest major leading top serious larger bigger dozens hundreds odd",
		cueAdopt:     "already us our board year season quarter past days now taken installed adopted switched moved signed joined gone bought chosen picked bolted fitted put automated launched booked trained went",
		cueLast:      "last",
		cueScarce:    "only just room space capacity last final booked sold nearly another other one two three",
		cueScarce2:   "left remaining unallocated free open more year season solid out up full gone went sniffing asking interested about before slot slots lots lot units containers shipment shipments batch batches openings opening allocation allocations stock week place places spot spots",
		cueTimeP:     "by before until till after from past come beyond end ends close closes shut shuts this today in",
		cueTimeU:     "monday tuesday wednesday thursday friday saturday sunday weekend holidays holiday christmas easter break midnight tonight tomorrow week month quarter today days weeks january february march april may june july august september october november december",
		cueMove:      "call settle meet meeting go take bring drop land start freeze come say hold",
		cueName:      "make do let",
		cueRival:     "match beat undercut under below",
		cueOff:       "off",
		cueFree:      "free house cost charge",
		cueFreeWord:  "free",
		cueHold:      "until till through held holds hold valid stands exist around table list reverts revert gone revised withdrawn upward jump jumps rise rises increase increases away release miss lose waiting looking disappears expires lapses closes shuts ends extend stop stops full booked keep reserve guaranteed available open good runs running goes go going only",
		cueAlone:     "today tonight tomorrow midnight",
		cueMid:       "middle halfway there",
		cueTake:      "take takes knock shave chop lop trim",
		cueFee:       "fee fees charge charges cost costs bill invoice",
		cueRivalObj:  "them theirs their other",
		cuePriceNoun: "price prices pricing rate rates fee fees quote bill invoice total contract licence license subscription",
		cueWaive:     "write waive absorb swallow eat pick cover foot",
		cueGive:      "throw throwing add adding bundle bundling include including chuck toss give giving put offer offering",
	} {
		for _, w := range strings.Fields(words) {
			m[w] |= bit
		}
	}
	return m
}()

// cueLex puts the cue words in the vocabulary, so a token carries its
// word's number and its cue bits are one slice index away (cueOf).
var _ = newLexicon(slices.Collect(maps.Keys(cueWords))...)

var (
	cueVoc     []uint32 // cue bits by vocabulary number
	cueVocOnce sync.Once
)

// cueOf is the cue bits of token t's word.
func cueOf(t *token) uint32 {
	cueVocOnce.Do(func() {
		cueVoc = make([]uint32, len(vocabWords))
		for i := range vocabWords {
			cueVoc[i] = cueWords[vocabWords[i].tok.norm]
		}
	})
	if int(t.voc) >= len(cueVoc) {
		return 0
	}
	return cueVoc[t.voc]
}

// sentCues is the cue bits of the words of sentence si; a figure or an
// ordinal counts as a date's unit.
func sentCues(d *doc, si int) uint32 {
	var c uint32
	st := &d.sents[si]
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		c |= cueOf(t)
		if t.ordinal {
			c |= cueTimeU
		}
	}
	return c
}

// cuePair reports whether sentence si has a word of cue a followed, within
// win words, by a word of cue b (an ordinal counts as a date's unit).
func cuePair(d *doc, si int, a, b uint32, win int) bool {
	st := &d.sents[si]
	last := -1 << 30
	for i := st.first; i < st.last; i++ {
		t := &d.toks[i]
		c := cueOf(t)
		if t.ordinal {
			c |= cueTimeU
		}
		if b&cueNum != 0 && (t.isNum() || strings.ContainsAny(d.text[t.s:t.e], "0123456789")) {
			c |= cueNum // ("R22.00", "₦9.4m")
		}
		if b&cueRivalObj != 0 && i > st.first && t.s < len(d.text) && d.text[t.s] >= 'A' && d.text[t.s] <= 'Z' {
			c |= cueRivalObj // a name ("a point below TalentBridge")
		}
		if c&b != 0 && i-last <= win {
			return true
		}
		if c&a != 0 {
			last = i
		}
	}
	return false
}

// crowdPressure finds crowd pressure in a lowered sentence: the buyer cast
// as left out, or a whole group said to have adopted already.
func crowdPressure(d *doc, si int, low string, question bool, cues uint32) []int {
	if cues&cueLeft != 0 && cues&cueLeft2 != 0 && cuePair(d, si, cueLeft, cueLeft2, 6) {
		if m := leftOutG.FindStringIndex(low); m != nil {
			return widen(low, m)
		}
	}
	if cues&cueLast != 0 {
		if m := lastRe.FindStringIndex(low); m != nil {
			return widen(low, m)
		}
	}
	if question || cues&cueCrowd == 0 || cues&cueAdopt == 0 || !cuePair(d, si, cueCrowd, cueAdopt, 14) {
		return nil
	}
	m := crowdAdoptG.FindStringSubmatchIndex(low)
	if m == nil {
		return nil
	}
	// the group is others, not the buyer's own things ("all your outlets",
	// "every one of your stores"), our customers, or a span of time
	head := low[m[0]:m[1]]
	fs := strings.Fields(head)
	for k := 1; k < len(fs) && k <= 3; k++ {
		switch strings.TrimRight(fs[k], ",") {
		case "your", "our", "my", "their", "time", "times", "day", "days", "week", "weeks", "month", "months", "year", "years", "step", "shift", "morning", "night":
			return nil
		case "of", "the", "other", "single", "one":
			continue
		}
		break
	}
	e := m[1]
	for i := m[0]; i < e; i++ {
		if clauseMark(low, i) {
			e = i // the group's own clause
			break
		}
	}
	return widen(low, []int{m[0], e})
}

// timePressure finds a time limit on the rep's own offer or slot in a
// lowered sentence (next is the following sentence, lowered, or ""): a date
// with the offer held only until it, or lost or changed after it, or a
// commitment asked by it beside a price concession (cut).
func timePressure(d *doc, si int, low string, at []int, next, situation func() string, cut bool, cues uint32) []int {
	if cues&cueScarce != 0 && cues&cueScarce2 != 0 && cuePair(d, si, cueScarce, cueScarce2, 7) {
		if m := scarceG.FindStringIndex(low); m != nil {
			return widen(low, m)
		}
	}
	if cues&cueAlone == 0 && (cues&(cueTimeP|cueTimeU) != cueTimeP|cueTimeU || !cuePair(d, si, cueTimeP, cueTimeU, 4)) {
		return nil // no date: a preposition of time and a unit close after it
	}
	var t []int
	for _, m := range dateSpans(d, si, low, at) {
		if !ownDate(low, m, situation) {
			t = m
			break
		}
	}
	if t == nil {
		return nil
	}
	if cues&cueHold != 0 && holdG.MatchString(low) {
		return widen(low, t)
	}
	if strings.HasPrefix(low[t[0]:], "in ") || !askedCommit(low) {
		return nil // "went live in three weeks": no date the buyer must meet
	}
	// "sign before June 1st and we'll start you at …. That rate won't be
	// around in July.": the commitment asked by a date, the offer lost after
	if cut {
		return widen(low, t)
	}
	if n := next(); thenRe.MatchString(n) && holdG.MatchString(n) && !strings.Contains(n, "your ") {
		return widen(low, t)
	}
	return nil
}

// dateSpans finds the dates of sentence si by its words, in low's bytes
// (at maps them to the sentence's): a preposition of time with a unit close
// after it, only articles, "end of", "this", "next" or a number between
// ("by the end of the month", "before June 1st", "after the 30th", "in
// three weeks"), or a word that is a date alone ("today").
func dateSpans(d *doc, si int, low string, at []int) [][]int {
	st := &d.sents[si]
	var out [][]int
	toLow := func(off int) int { return min(len(low), sort.SearchInts(at, off-st.s)) } // (at: bytes of the sentence)
	for i := st.first; i < st.last; i++ {
		c := cueOf(&d.toks[i])
		if c&cueAlone != 0 {
			out = append(out, []int{toLow(d.toks[i].s), toLow(d.toks[i].e)})
			continue
		}
		if c&cueTimeP == 0 {
			continue
		}
	next:
		for j := i + 1; j < st.last && j <= i+5; j++ {
			t := &d.toks[j]
			if cueOf(t)&cueTimeU != 0 || t.ordinal {
				out = append(out, []int{toLow(d.toks[i].s), toLow(t.e)})
				break
			}
			switch t.norm {
			case "the", "end", "of", "this", "next", "a", "few", "couple", "coming":
				continue
			}
			if !t.isNum() {
				break next
			}
		}
	}
	return out
}

// standingTermRe is a term the seller gives every buyer ("as all our quotes
// are", "our standard validity"): a date in it hurries no one.
var standingTermRe = regexp.MustCompile(`\b(as (all|every one of) our (quotes|offers|proposals) (are|do)|like (all|every) (our )?(quotes?|offers?|proposals?)|(our|the) standard (validity|terms|quote)|standard \d+-day)\b`)

// standingTerm reports whether sentence st states a standing term.
func standingTerm(d *doc, st *sentence) bool {
	low, _ := d.lowSpan(st.s, st.e)
	return standingTermRe.MatchString(low)
}

// pressureFaults are the pitch's ethics findings that name pressure.
var pressureFaults = map[string]bool{"deadline": true, "expiry": true, "threat": true, "scarcity": true}

// askedCommit reports whether low asks the buyer to commit (sign, confirm,
// order …), not negated ("you don't pay anything till April").
func askedCommit(low string) bool {
	for _, m := range commitG.FindAllStringIndex(low, -1) {
		if !negBeforeRe.MatchString(low[max(0, m[0]-12):m[0]]) {
			return true
		}
	}
	return false
}

var negBeforeRe = regexp.MustCompile(`\b(don't|do not|won't|will not|never|not|no need to|needn't)( [a-z]+)?\s*$`)

// ownDate reports whether the date at m of low is the buyer's own, not one
// the seller sets: after "your" or a body of theirs that meets ("your board
// meets on the 12th", "the committee sits in three weeks"), or a date the
// card gives (situation, lowered).
func ownDate(low string, m []int, situation func() string) bool {
	before := low[max(0, m[0]-40):m[0]]
	if strings.Contains(before, "your ") && !commitG.MatchString(before) || buyerBodyRe.MatchString(before) || waitRe.MatchString(before) {
		return true
	}
	// the date's words after its preposition ("till april": "april") said
	// on the card: the buyer's calendar
	w := strings.TrimSpace(low[m[0]:m[1]])
	if i := strings.IndexByte(w, ' '); i > 0 && !cueAloneWord(w) {
		w = strings.TrimPrefix(strings.TrimPrefix(w[i+1:], "the "), "this ")
	}
	return namedDateRe.MatchString(w) && strings.Contains(situation(), w)
}

// namedDateRe is a date with a name or a number ("april", "the 15th"), not
// a bare unit ("month") every card says.
var namedDateRe = regexp.MustCompile(`\d|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b`)

// cueAloneWord reports whether w is a date said alone ("today").
func cueAloneWord(w string) bool {
	return cueWords[w]&cueAlone != 0
}

// widen takes the clause around span m of low: from the clause's start to
// its end, so a quote never stops mid-clause.
func widen(low string, m []int) []int {
	s := m[0]
	for s > 0 && !clauseMark(low, s-1) {
		s--
	}
	for s < len(low) && low[s] == ' ' {
		s++
	}
	for _, c := range []string{"and ", "but ", "so ", "plus ", "or "} {
		if strings.HasPrefix(low[s:], c) && s+len(c) < m[0]+1 {
			s += len(c) // the clause, not the word that joins it
		}
	}
	e := m[1]
	for e < len(low) && !clauseMark(low, e) {
		e++
	}
	return []int{s, e}
}

// clauseSpan widens span s..e of text to its clause, within lo..hi (its
// sentence): "a small discount if you commit to twenty weddings", not
// "discount".
func clauseSpan(text string, lo, hi, s, e int) (int, int) {
	if lo < 0 || hi > len(text) || s < lo || e > hi || s >= e {
		return s, e
	}
	sub := text[lo:hi]
	m := widen(strings.ToLower(sub), []int{s - lo, e - lo})
	if len(strings.ToLower(sub)) != len(sub) {
		return s, e // (a fold that changes byte lengths: keep the span)
	}
	return lo + m[0], lo + m[1]
}

// clauseMark reports whether byte i of low ends a clause: a comma, a
// semicolon, a colon or a full stop, not one inside a figure ("KSh 2.5M",
// "$170,000").
func clauseMark(low string, i int) bool {
	switch low[i] {
	case ',', ';', ':', '.', '?', '!':
		digit := func(j int) bool { return j >= 0 && j < len(low) && low[j] >= '0' && low[j] <= '9' }
		return !(digit(i-1) && digit(i+1))
	}
	return false
}

// pressures marks the crowd pressure and the time limits the sentence
// lexicons miss as pressure evidence, once the price concessions are known;
// in a pitch, not in the sentence its ethics finding names, nor at all when
// that finding is pressure already.
func pressures(d *doc, pitch bool) {
	changed := false
	var ethics ethicsFault
	ethicsDone, ethicsFound := false, false
	situation, sitDone := "", false
	card := func() string { // (the card, lowered: only for a date found)
		if !sitDone && d.bc != nil {
			situation, sitDone = lowOf(strings.Join(d.bc.clauses, " ")), true
		}
		return situation
	}
	for si := range d.feats {
		f := &d.feats[si]
		if f.pressure > 0 {
			continue
		}
		st := &d.sents[si]
		cues := sentCues(d, si)
		if cues&(cueLeft|cueLast|cueCrowd|cueScarce|cueTimeU|cueAlone) == 0 || cues&(cueLeft2|cueLast|cueAdopt|cueScarce2|cueTimeP|cueAlone) == 0 {
			continue
		}
		low, at := d.lowSpan(st.s, st.e)
		m, note := crowdPressure(d, si, low, st.question, cues), "social proof the buyer can't check, used as pressure"
		if m == nil && !st.question {
			next := func() string {
				if si+1 < len(d.sents) {
					return d.lowSentOnly(si + 1)
				}
				return ""
			}
			cut := f.discount > 0 || si > 0 && d.feats[si-1].discount > 0 || si+1 < len(d.feats) && d.feats[si+1].discount > 0
			m, note = timePressure(d, si, low, at, next, card, cut, cues), "a deadline or scarcity the buyer didn't ask for"
		}
		if m == nil || standingTermRe.MatchString(low) {
			continue
		}
		if pitch {
			if !ethicsDone {
				ethics, ethicsFound = d.pitchEthics()
				ethicsDone = true
			}
			if ethicsFound && (ethics.si == si || pressureFaults[ethics.kind]) {
				continue // named by the pitch's ethics finding (pitchclaims.go): pressure said once
			}
		}
		f.pressure++
		d.pressure++
		clearValue(d, f) // concession.go
		d.ev.add(d.text, "pressure", "negative", st.s+at[m[0]], st.s+at[m[1]], note)
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}
