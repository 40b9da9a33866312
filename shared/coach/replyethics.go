package coach

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// Severe faults a reply can commit whatever its wording: helping the buyer
// get round the person or rule that approves the purchase (splitting a
// contract to stay under an approval limit, paying on a personal card so
// the boss never sees it, keeping a deal from the board, signing before the
// decider is back), and hurrying a doubting buyer into the commitment
// itself ("Shall I set you up today?"). Both are pressure: the sentence is
// never a next step, never value and never reused in an example.

// approver names the person or body that approves a purchase.
const approver = `(he|she|the board|your (boss|manager|owner|board|treasurer|cfo|ceo|director|partners?|committee|finance team|procurement)|nobody|no one)`

// bypassRes find a move round the approver, each a rule about what the
// move does, not a stock phrase.
var bypassRes = []*regexp.Regexp{
	// the approver never learns of it
	regexp.MustCompile(`\b` + approver + ` (doesn't|don't|won't|wouldn't|will not|does not|do not|needn't|need never|will never|never) (even |really |actually |ever )?((have|has|needs?|got) to )?(know|find out|hear about it|hear about this|see it|care how)\b`),
	// signing or paying before the approver is back
	regexp.MustCompile(`\b(sign|signed|pay|paid|approve|approved|commit|put (it|this|that) through|get (it|this|that) (done|signed|through)|lock (it|this|that) in)\b[^.?!]{0,40}\bbefore (he|she|they|your \w+|the \w+)('s| is| are)? (gets? back|comes? back|returns?|is back|are back|back|finds? out|hears?|meets?|sits|decides?|reviews? it|sees? it)\b`),
	// leaving the approver out
	regexp.MustCompile(`\b(no|don't|do not|without|never) (need )?(to )?(bother|involve|loop in|tell|trouble) (him|her|your (boss|manager|owner|board|treasurer|cfo|ceo|director|partners?|committee))\b`),
	regexp.MustCompile(`\bwithout (telling|asking|involving|looping in|bothering) (him|her|your (boss|manager|owner|board|treasurer|cfo|ceo|director|partners?|committee))\b`),
	// keeping it quiet, paying privately, paperwork after the fact
	regexp.MustCompile(`\b(keep|kept) (it|this|that|the (deal|contract|order)) (between us|quiet|off the books|to yourself|under wraps)\b|\boff the books\b`),
	regexp.MustCompile(`\byour (own |personal )(credit )?card\b`),
	regexp.MustCompile(`\b(sort|do|handle|deal with|fix|figure|tidy) (out )?the (paperwork|approval|approvals|po|purchase order|contract)( \w+)? (out )?(later|afterwards|after)\b`),
}

// splitRe and limitRe together find a purchase cut up to stay under an
// approval limit: a split on its own is a phased rollout.
var (
	splitRe = regexp.MustCompile(`\b(split|splitting|divide|dividing|break it up|breaking it up)\b|\b(two|three|several|separate) (separate )?(agreements|contracts|orders|invoices|purchase orders|pos|deals)\b`)
	limitRe = regexp.MustCompile(`\b(threshold|limit|approv\w*|sign-off|board|treasurer|committee|procurement|tender)\b|\b(go|goes|going|come|comes|gets?) (over|above)\b|\bstays? (under|below)\b`)
)

// closeNowRe finds a question that asks for the commitment itself, now: a
// close, not a step toward one.
var closeNowRe = regexp.MustCompile(`^(shall|should|can|could|may) (i|we) (just )?(set you up|sign you up|get you (set up|signed up|started|onboarded)|draw up|send (you )?(over )?the (contract|contracts|agreement|agreements|paperwork|order form)|get (you )?the (contract|agreement|paperwork|order form)( over| across| through)?|put you down|lock (it|this|that|you) in|book you in|process (the|your) order|start your (account|subscription))\b.*\b(today|now|right now|right away|immediately|this afternoon|tonight)\b`)

// deadlineRes find pressure by a deadline or a threat, whatever the
// wording: a price held only if the buyer signs by a date, a signature
// asked for by a period's end, "if you don't lock this in", "your
// competitors won't wait".
var deadlineRes = []*text.Gated{
	text.MustGate(`\b(only|can't|cannot|can only) (hold|keep|guarantee|honou?r|lock)\b[^.?!]{0,40}\b(rate|price|pricing|discount|offer|deal|terms)\b[^.?!]{0,30}\bif you (sign|commit|decide|order)\b`),
	text.MustGate(`\bif you (sign|commit|order) (before|by|this|today|tonight|now)\b`),
	text.MustGate(`\b(get|have) (a|the|your) signature\b[^.?!]{0,30}\b(before|by|this|today|tonight)\b`),
	text.MustGate(`\bif you don't (lock|sign|commit|act|move)\b`),
	text.MustGate(`\b(get|have) (the |this |it |your )?(order |contract |deal |paperwork |agreement )?signed (today|tonight|this week|now|by [a-z]+|before [a-z]+)\b`),
	text.MustGate(`\b(competitors|rivals|others) (won't|will not|aren't going to) wait\b`),
}

// lowered is text in lower case with ’ as ', and at maps each of its bytes
// back to text.
func lowered(text string) (low string, at []int) {
	buf := make([]byte, 0, len(text))
	at = make([]int, 0, len(text)+1)
	for i, r := range text {
		if r == '’' {
			r = '\''
		}
		n := len(buf)
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			buf = append(buf, byte(r))
		} else {
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		}
		for ; n < len(buf); n++ {
			at = append(at, i)
		}
	}
	at = append(at, len(text))
	return string(buf), at
}

// lowDoc is lowered(d.text), worked out once a doc. A text of plain
// ASCII keeps no map back (its bytes map one to one, see lowSpan).
func (d *doc) lowDoc() string {
	if !d.lowDone {
		d.lowDone, d.lowASCII = true, true
		for i := 0; i < len(d.text); i++ {
			if d.text[i] >= utf8.RuneSelf {
				d.lowASCII = false
				break
			}
		}
		if d.lowASCII {
			d.lowText = strings.ToLower(d.text) // (lowered, on ASCII)
		} else {
			d.lowText, d.lowAt = lowered(d.text)
		}
	}
	return d.lowText
}

// identity is 0, 1, 2, … MaxInputBytes: the at of lowered for a text of
// plain ASCII, shared and never written.
var identity = func() []int {
	at := make([]int, MaxInputBytes+1)
	for i := range at {
		at[i] = i
	}
	return at
}()

// lowSpan is lowered(d.text[s:e]). A span of plain ASCII is cut from
// lowDoc, its at from identity; any other is lowered anew.
func (d *doc) lowSpan(s, e int) (low string, at []int) {
	span := d.text[s:e]
	n := len(span)
	if n >= len(identity) {
		return lowered(span)
	}
	for i := 0; i < n; i++ {
		if span[i] >= utf8.RuneSelf {
			return lowered(span)
		}
	}
	all := d.lowDoc()
	ls := s
	if !d.lowASCII {
		ls, _ = slices.BinarySearch(d.lowAt, s) // the first byte lowered from s
	}
	return all[ls : ls+n], identity[: n+1 : n+1]
}

// lowSent is lowered(d.sentText(si)).
func (d *doc) lowSent(si int) (low string, at []int) {
	if si < 0 || si >= len(d.sents) {
		return lowered("")
	}
	return d.lowSpan(d.sents[si].s, d.sents[si].e)
}

// dodge is a sentence that helps the buyer go around an approver, and the
// words that do it.
type dodge struct {
	si   int
	s, e int    // byte span in the reply
	kind string // "" goes around an approver, "rig" rigs the buying process, "hide" keeps terms from those who approve
}

// rigRes find a buying process shaped so only we can win: a tender or spec
// written around our product, rivals shut out by design.
var rigRes = []*text.Gated{
	text.MustGate(`\b(write|writes|writing|draft|drafting|word|wording|shape|shaping|tailor|tailoring|set|setting)\b[^.?!]{0,25}\b(spec|specs|specification|tender|requirements|rfp|rfq|criteria|scoring)\b[^.?!]{0,15}\b(around|to fit|to match|so only|so that only) (our [a-z0-9-]+|us|what we [a-z]+|the way we [a-z]+|my [a-z0-9-]+)\b`),
	text.MustGate(`\b(nobody|no one|no-one|no other (vendor|supplier|bidder)s?) (else )?(will|would|can|could) (qualify|compete|bid|win|get through)\b`),
}

// skipRes find a purchase steered round the body or process that must
// approve it: "we can skip the committee for a pilot", "nobody checks
// pilots", "get around procurement".
var skipRes = []*text.Gated{
	text.MustGate(`\b(skip|bypass|sidestep|get around|go around|dodge)\b[^.?!]{0,12}\b(the |your )?(committee|board|approval|approvals|procurement|sign-off|tender|governors|council|cabinet|trustees|panel|partners|boss|manager|director|owner|cfo|ceo|finance|legal|security review|governance)\b`),
	text.MustGate(`\b(nobody|no one|no-one) (checks|looks at|reviews|audits|notices|will notice|will check|needs to know)( the)? (pilots?|contracts?|purchases?|orders?|invoices?|spend|expenses?|small ones|it|this|that)\b|\b(nobody|no one|no-one) (will notice|needs to know)\b`),
	text.MustGate(`\bwithout (going through |waiting for )?(the |your )?(committee|board|approval|procurement|sign-off|tender|cabinet|trustees|governors|council)\b`),
}

// hideRes find terms kept from the people or rules that govern the
// purchase: a side deal "between us", a discount that never shows on the
// quote, "no need to mention that to procurement".
var hideRes = []*text.Gated{
	text.MustGate(`\bno need to (mention|tell|say anything|bring (it|this|that) up)\b[^.?!]{0,25}\b(procurement|finance|purchasing|legal|compliance|the board|the committee|anyone|anybody|him|her|them|your (boss|manager|board|cfo|ceo|director|committee|finance team|auditors?))\b`),
	text.MustGate(`\b(don't|do not|needn't|won't|wouldn't) (need to |have to )?(mention|tell|show) (it |this |that )?(to )?(procurement|finance|purchasing|legal|compliance|the board|the committee|your (boss|board|cfo|ceo|committee|finance team|auditors?))\b`),
	text.MustGate(`\b(between us|between you and me|off the record|under the table)\b[^.?!]*\b(room|discount|price|rate|deal|cheaper|off|free|quote|flexib\w*)\b`),
	text.MustGate(`\b(room|discount|price|rate|deal|flexib\w*)\b[^.?!]*\b(between us|between you and me|off the record|under the table)\b`),
	text.MustGate(`\b(doesn't|does not|won't|wouldn't|never) (show up|appear) (on|in) (the |a |any |your )?(first |official |written )?(quote|invoice|paperwork|contract|proposal)\b`),
}

// ethicsFaults marks the sentences that help the buyer dodge an approver or
// close on a doubting buyer now, and returns the ones that dodge an
// approver, in order. The marks are pressure: counts, evidence and the
// stages follow.
func ethicsFaults(d *doc) []dodge {
	var out []dodge
	for si := range d.feats {
		st := &d.sents[si]
		low, at := d.lowSpan(st.s, st.e)
		s, e := 0, len(low)
		note := ""
		found := false
		kind := ""
		for k, res := range [][]*text.Gated{rigRes, hideRes, skipRes} {
			for _, re := range res {
				if m := re.FindStringIndex(low); m != nil && !found {
					s, e, found, kind = m[0], m[1], true, []string{"rig", "hide", ""}[k]
				}
			}
		}
		if found {
		} else if splitG.MatchString(low) && limitG.MatchString(low) {
			found = true
		} else {
			for _, re := range bypassGated {
				if !anyOf(low, bypassWords) {
					break // none of the words every move round the approver needs
				}
				if m := re.FindStringIndex(low); m != nil {
					s, e, found = m[0], m[1], true
					break
				}
			}
		}
		deadline := false
		if !found {
			for _, re := range deadlineRes {
				if m := re.FindStringIndex(low); m != nil {
					s, e, deadline = m[0], m[1], true
					break
				}
			}
		}
		switch {
		case deadline:
			note = "pressures the buyer with a deadline or a threat"
		case found && kind == "rig":
			note = "rigs the buying process so only we can win"
		case found && kind == "hide":
			note = "keeps terms from the people who approve the purchase"
		case found:
			note = "goes around the person or rule that approves the purchase"
		case closeNowG.MatchString(strings.TrimPrefix(strings.TrimSpace(low), "so ")):
			note = "asks for the commitment now instead of settling the concern"
		default:
			continue
		}
		f := &d.feats[si]
		if f.pressure == 0 {
			f.pressure++
			d.pressure++
		}
		f.value, f.quantValue, f.offerTied, f.proof = false, false, false, false
		f.next = 0
		if f.q == qDiscovery || f.q == qConfirm {
			f.q = qOther
		}
		dropEvidence(d, st.s, st.e, "nextStep", "respond", "confirm", "acknowledge", "value", "proof", "customerFocus", "specificity")
		overlaps := false
		for _, ev := range d.ev.items {
			overlaps = overlaps || ev.Category == "pressure" && ev.Start < st.s+at[e] && ev.End > st.s+at[s]
		}
		if !overlaps || found {
			d.ev.addKey(d.text, "pressure", "negative", st.s+at[s], st.s+at[e], note)
		}
		if found {
			out = append(out, dodge{si, st.s + at[s], st.s + at[e], kind})
		}
	}
	d.sortedEv = nil
	return out
}

// Running down a rival with rumour or a sneer is a severe fault too: the
// buyer cannot check it, and it makes the rep the one not to trust.
var (
	rumourRe  = regexp.MustCompile(`\b(i've heard|i hear|i heard|word is|rumou?rs?|people say|apparently|between us|between you and me|off the record)\b`)
	smearRe   = regexp.MustCompile(`\bfailed (an? |the |their |its )?(\w+ )?(audit|inspection|certification)\b|\b(money|cash|financial|funding) (problems|trouble|issues|worries)\b|\b(going under|going bust|bankrupt|insolvent|layoffs|laying people off|struggling|trying to leave|losing customers|falling apart)\b`)
	sneerRe   = regexp.MustCompile(`\b(glorified \w+|full of holes|a dinosaur|dinosaurs|just push boxes|held together with (tape|string|glue|duct tape|sticky tape)|house of cards|cherry-?pick(s|ed|ing)?|amateurs|cowboys|snake oil|a joke|rip-?offs?)\b`)
	doomedRe  = regexp.MustCompile(`\b(might|may|won't|will not|could) (not )?(be here|be around|exist|survive|last)( next year| in a year| much longer| another year)?\b`)
	companyRe = regexp.MustCompile(`\b(a company|a vendor|a supplier|they|them|their|[a-z]+'s)\b`)
)

// smears marks the sentences that run down a rival with rumour, a sneer or
// doom ("I've heard they're having money problems", "held together with
// tape", "a company that might not be here next year") as disparaging: never
// an acknowledgement, a brush-off or a step, never reused in an example.
func smears(d *doc) {
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		low, _ := d.lowSpan(st.s, st.e)
		if !anyOf(low, smearWords) {
			continue // none of the words a rumour, sneer or doom needs
		}
		hit := sneerRe.MatchString(low) || rumourRe.MatchString(low) && smearRe.MatchString(low) ||
			doomedRe.MatchString(low) && companyRe.MatchString(low) && !strings.Contains(low, "we ")
		if !hit || f.bash > 0 {
			continue
		}
		f.bash++
		d.bash++
		if f.vagueClose {
			f.vagueClose = false
			d.vagueCloses--
		}
		f.value, f.quantValue, f.offerTied, f.proof = false, false, false, false
		f.next = 0
		dropEvidence(d, st.s, st.e, "nextStep", "respond", "confirm", "acknowledge", "value", "proof", "customerFocus")
		d.ev.add(d.text, "tone", "negative", st.s, st.e, "runs down a rival with rumour the buyer can't check")
		d.sortedEv = nil
	}
}

// bypassWords and smearWords are words at least one of which each pattern
// above needs: a cheap test before the regular expressions.
var (
	bypassWords = []string{"know", "find out", "hear", "see it", "care how", "before", "bother", "involve", "loop in", "tell",
		"trouble", "without", "between us", "quiet", "books", "yourself", "wraps", "card", "later", "after"}
	smearWords = []string{"glorified", "full of holes", "dinosaur", "push boxes", "held together", "house of cards", "cherry", "amateurs", "cowboys", "snake oil", "a joke", "rip",
		"heard", "hear", "word is", "rumo", "people say", "apparently", "between", "off the record",
		"be here", "be around", "exist", "survive", "last"}
)

// anyOf reports whether s contains any of the words.
func anyOf(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
