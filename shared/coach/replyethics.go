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
	regexp.MustCompile(`\b` + approver + ` (doesn't|don't|won't|wouldn't|will not|does not|do not|needn't|need never|will never|never) (even |really |actually |ever )?((have|has|needs?|got) to )?(know( about (it|this|that|the (deal|discount|price|order|contract|pilot|details|invoices?))| a thing| anything| yet| at all| until| before| till)?\s*([.,;:!?]|$)|know( about (it|this|that|the (deal|discount|price|order|contract|pilot|details|invoices?))| a thing| anything| yet| at all)\b|find out\b|hear about it\b|hear about this\b|see it\b|care how\b)`),
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
	splitRe = regexp.MustCompile(`\b(split|splitting|divide|dividing|break it up|breaking it up)\b|\b(two|three|four|five|six|seven|eight|several|separate|multiple|smaller) (separate |smaller )?(agreements|contracts|orders|invoices|purchase orders|pos|deals)\b`)
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
	// the rep's own price or offer threatened with a date ("our pricing
	// changes on 1 January and this offer will be gone", "otherwise I can't
	// hold anything for you")
	text.MustGate(`\b(our|my|the) (pricing|prices?|rates?|list price) (changes?|goes up|go up|increases?|rises?|will (change|go up|increase|rise)) (on|from|after|in|at) (\d{1,2}(st|nd|rd|th)? [a-z]+|[a-z]+ \d{1,2}(st|nd|rd|th)?|the (start|end|first) of [a-z]+|[a-z]+ \d{4}|\S+)`),
	text.MustGate(`\b(only|just) (have |has |got )?(one|two|three|a few|a couple of|\d+) ([a-z]+ ){0,2}(slots?|teams?|places?|spots?|openings?|seats?|licen[cs]es?|units?)( [a-z]+)? (left|remaining)\b`),
	text.MustGate(`\b(offer|price|deal|discount|rate|quote) (will be|is|'ll be) (gone|off the table|withdrawn)\b`),
	text.MustGate(`\b(otherwise|or else|or) (i|we) (can't|cannot|won't|will not) (hold|keep|guarantee|reserve) (anything|it|this|the \w+)\b`),
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
			d.lowText = d.lowerText() // (strings.ToLower: lowered, on ASCII)
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
	if d.lowDone && d.lowASCII {
		return d.lowText[s:e], identity[: n+1 : n+1] // (a text of plain ASCII: every span is)
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

// lowSentOnly is lowSent's text alone.
func (d *doc) lowSentOnly(si int) string {
	low, _ := d.lowSent(si)
	return low
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
	kind string // "" goes around an approver, "rig" rigs the buying process, "hide" keeps terms from those who approve; or a severeMove kind
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
	text.MustGate(`\b(nobody|no one|no-one) (checks|looks at|reviews|audits|notices|will notice|will check|needs to know)( the)? (pilots?|contracts?|purchases?|orders?|invoices?|spend|expenses?|small ones|it|this|that)\b|\b(nobody|no one|no-one) (will notice|needs to know)( (it|this|that|a thing|anything))?\s*([.,;:!?]|$)`),
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
		h := severeGates.Scan(low) // (once for the severe moves and the rules of bypassmoves.go)
		for k, res := range [][]*text.Gated{rigRes, hideRes, skipRes, tenderRigRes, avoidRes} {
			for _, re := range res {
				if found || k >= 3 && !h.May(re) {
					continue
				}
				var m []int
				if k >= 3 {
					m = re.Regexp.FindStringIndex(low) // (the scan has passed its gate)
				} else {
					m = re.FindStringIndex(low)
				}
				if m != nil {
					s, e, found, kind = m[0], m[1], true, []string{"rig", "hide", "", "rig", ""}[k]
				}
			}
		}
		if k, m := severeMoveIn(d, si, low, h, nil); k != "" && (!found || dodgeRank[k] < dodgeRank[kind]) {
			s, e, found, kind = m[0], m[1], true, k
		}
		if !found {
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
		case found && dodgeNotes[kind] != "":
			note = dodgeNotes[kind]
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
		if f.vagueClose {
			f.vagueClose = false // a threat or a dodge is no sign-off
			d.vagueCloses--
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
	unverifiable(d)
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

// Claims no buyer can check and no rep can stand behind are overclaims
// too: a regulator's backing ("The EPA themselves recommend us, informally
// of course"), or the outcome guaranteed ("not a single one of our clients
// has ever been fined", "with us the fines are finished. Guaranteed.").
var (
	regulatorBackingRe = text.MustGate(`\b(the )?(epa|regulators?|ministry|authority|authorities|agency|inspectorate|inspectors|government|fda|fsa|hse|osha|jakim|ministry of [a-z]+)( themselves| itself| himself| herself)? (recommend|recommends|recommended|endorse|endorses|endorsed|prefer|prefers|favour|favours|favor|favors|trust|trusts|back|backs|rate|rates)( us| our [a-z]+)?\b`)
	guaranteeRe        = text.MustGate(`^\W*guaranteed\W*$|\b(not a single|not one|none|no)( one)?( of (our|them|those))? ?([a-z]+ )?(clients?|customers?|users?|sites?|plants?|[a-z]+ies|[a-z]+s|one)?\b[^.?!]{0,40}\b(has|have) ever (been|had|failed|got|lost|missed|suffered|seen)\b|\b(are|is|will be) (now )?(a thing of the past|history|finished|gone for good)\b|\b100% (secure|safe|guaranteed|compliant|reliable|certain)\b|\bzero (risk|chance)\b|\bno chance (of|that) (us|we|it)\b`)
)

// unverifiableCue marks words (token norms) at least one of which each
// pattern needs: regulatorBackingRe's (bit 1) and guaranteeRe's (bit 2).
var unverifiableCue = newVocBits(func() map[string]uint16 {
	m := map[string]uint16{}
	for k, words := range []string{
		"epa regulator regulators ministry authority authorities agency inspectorate inspectors government fda fsa hse osha jakim",
		"guaranteed ever past history finished gone 100 zero chance",
	} {
		for _, w := range strings.Fields(words) {
			m[w] |= 1 << k
		}
	}
	return m
}())

// unverifiable marks a reply's sentences that claim a regulator's backing
// or guarantee the outcome as overclaims: never reused in an example.
func unverifiable(d *doc) {
	// (the whole text first: most texts name no regulator and promise nothing)
	for si := range d.feats {
		f := &d.feats[si]
		if f.overclaim > 0 {
			continue
		}
		var cue uint16 // (a word each pattern needs, by token: cheap)
		for i := d.sents[si].first; i < d.sents[si].last; i++ {
			cue |= unverifiableCue.of(&d.toks[i])
		}
		regulator, guarantee := cue&1 != 0, cue&2 != 0
		if !regulator && !guarantee {
			continue
		}
		st := &d.sents[si]
		low, _ := d.lowSpan(st.s, st.e)
		if !(regulator && regulatorBackingRe.MatchString(low)) && !(guarantee && guaranteeRe.MatchString(low)) {
			continue
		}
		f.overclaim++
		d.overclaim++
		f.value, f.quantValue, f.offerTied, f.proof = false, false, false, false
		dropEvidence(d, st.s, st.e, "respond", "value", "proof", "acknowledge", "confirm")
		d.ev.add(d.text, "overclaim", "negative", st.s, st.e, "claims what the buyer can't check: a regulator's backing or a guaranteed outcome")
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

// Severe moves no wording excuses, found the same way in a pitch
// (pitchEthics) and a reply (ethicsFaults), each a rule about what the move
// does rather than a stock phrase:
//   - "bribe": a personal inducement to the buyer or someone on their side
//     (a fee, commission, gift or trip for them as a person, "make it
//     worth your while"), never a discount to their company;
//   - "falsify": paperwork falsified or disguised (invoiced as something
//     else, "so it looks smaller on paper", backdated), or an order split
//     to stay under a signing limit;
//   - "secret": the deal kept from those who approve it ("nobody on the
//     board needs to know", "by the time he hears about it");
//   - "backchannel": going round the contact to the decider through a
//     private route (a friend on the board, the decider's cousin, "I'll
//     just call him myself, it'll be quicker").
var (
	personal = `(for you personally|to you personally|for yourself|personally for you|for (you|him|her) and (your|his|her) (wife|husband|family|partner|kids|children)|for your (wife|husband|family|partner|kids|children)|into your (own |personal |private )?(bank )?account|paid (to you )?in cash|cash in hand)`
	// personalG is the personal part alone; forYouRe, a thing of value for
	// the buyer personally, runs only where it is found.
	personalG = text.MustGate(`\b` + personal + `\b`)
	forYouRe  = text.MustGate(`\b(fee|fees|payment|commission|bonus|kickback|gift|gifts|cash|money|envelope|cut|share|percentage|sweetener|incentive|reward|trip|holiday|vacation|getaway|weekend|cruise|tickets?|vouchers?|gift cards?|hamper|watch|iphone|ipad|laptop)\b[^.?!]{0,40}\b` + personal + `\b`)
	bribeRes  = []*text.Gated{
		text.MustGate(`\b(personal|private)\s*['"‘“]?\s*(consultancy |consulting |advisory |finder'?s |referral |introduction |facilitation |success |signing )?(fee|fees|payment|commission|gift|bonus|kickback|incentive|sweetener|envelope|present|thank-you|thank you|token|reward|cut|allowance|retainer)\b['"’”]?`),
		text.MustGate(`\b(consultancy|consulting|advisory|finder'?s|referral|introduction|introducer|facilitation|success) fees?\b[^.?!]{0,40}\b(for you|to you|for him|for her|your way|his way|her way|you'd get|you would get|you get|you'll get|you will get)\b`),
		forYouRe,
		// (one alternation a pattern, so each gets its own literals: "your"
		// alone would let nearly every sentence through)
		text.MustGate(`\b(kickback|backhander|brown envelope|a little something (for|in it for) (you|him|her|yourself)|something (nice |small |extra )?(for|in it for) (you|him|her) personally|something for yourself|(a bit|a little) (extra |something )?in it for (you|him|her)|a cut for you|cut you in|a slice for you)`),
		text.MustGate(`\byour (own )?cut\b`),
		// a trip or a gift for the buyer, paid by us, tied to the deal ("if
		// this goes through … a long weekend at our partner's lodge, all on us")
		text.MustGate(`\b(if (this|it|the deal|the order|the contract) (goes through|gets signed|is signed|closes)|once (you've|you have|you|it's|it is|the deal is) (signed?|closed|through)|when (you|we) (sign|close)|if you (sign|choose us|pick us|go with us))\b[^.?!]{0,120}\b(trip|weekend|holiday|getaway|stay|lodge|chalet|villa|cruise|tickets?|gift|hamper|watch|spa)\b[^.?!]{0,60}\b(on us|our treat|expenses paid|all expenses|free of charge|as a thank-?you)\b`),
		text.MustGate(`\b(holiday|vacation|getaway|cruise|vouchers?|gift cards?|hamper|a watch|an iphone|an ipad|a laptop|case of (wine|whisky|whiskey|champagne))\b[^.?!]{0,30}\bfor (you|him|her)\b`),
		text.MustGate(`\b(fly|send|take|treat|put) (you|him|her)( and (your|his|her) (wife|husband|family|partner|kids|children))? (to|on|out to|up in)\b[^.?!]{0,40}\b(trip|holiday|vacation|weekend|cruise|getaway|resort|all expenses|expenses paid)\b`),
		text.MustGate(`\b(share|split|give you (a |some )?(part|share|piece|bit) of|pass (on )?(part|some|a (bit|share|piece)) of|slice of|cut of) (my|our|the) (commission|bonus|margin)\b|\bcommission\b[^.?!]{0,20}\b(with you|for you|to you)\b`),
		text.MustGate(`\bmake (it|this|that) worth (your|his|her|their) (while|effort|trouble)\b|\bworth (your|his|her) (while|effort|trouble)\b[^.?!]{0,30}\bto (push|back|champion|recommend|sell|argue|fight|lobby|sign|approve|choose|pick|vote|get)\b`),
	}
	// a company discount is no bribe: "I'll make it worth your while with 10% off"
	companyDealRe = regexp.MustCompile(`\b(discount|% off|percent off|price|pricing|rate|rebate|credit|free (month|months|year|support|training|setup|installation))\b`)

	falsifyRes = []*text.Gated{
		text.MustGate(`\b(invoice|invoiced|invoicing|bill|billed|billing|book|booked|booking|label|labelled|labeled|code|coded|record|recorded|classify|classified|declare|declared|charge|charged|put (it|this|that|part|some) (down|through))( (it|this|that|them|part|some|part of it|some of it|that part|the rest|the [a-z]+))? as ['"‘“]`),
		text.MustGate(`\b(looks?|seems?|appears?|reads?|comes? (in|out)) (smaller|lower|cheaper|less|under [^.?!]{0,15}|like (a |an )?[a-z-]+)( \w+)? (on paper|on the (invoice|books|paperwork|po|purchase order|budget line)|to (the board|finance|procurement|audit|the auditors))\b`),
		text.MustGate(`\b(invoice|invoiced|invoicing|bill|billed|billing|book|booked|code|coded|record|recorded|classify|classified|charge|charged|put|list|listed|show|shown)\b[^.?!]{0,30}\bas (something else|a different (thing|line|item|budget)|another (thing|line|item|budget)|training|consulting|consultancy|maintenance|marketing|services|support|opex|office supplies|sundries|spare parts|a renewal)\b[^.?!]{0,40}\b(looks?|on paper|nobody|no one|won't show|doesn't show|stays? (under|below)|under (the|your) (limit|threshold)|notices?|(doesn't|doesnt|won't|wont|don't|dont|never) (flag|spot|question|query|notice|catch|see))\b`),
		text.MustGate(`\b(relabel|disguise|dress (it|this|that|part of it) up|pass (it|this|that) off|hide (it|this|that|the \w+))\b[^.?!]{0,30}\bas\b|\blabel (it|this|that|part|some|them)\b[^.?!]{0,15}\bas\b`),
		text.MustGate(`\bback-?dat(e|ed|es|ing)\b|\bdate (it|the (contract|invoice|order|po|agreement|paperwork))( \w+)? (to |as of )?(last|earlier|before|the previous)\b`),
	}
	// underLimitRe finds a signing limit stayed under, said in the sentence
	// after a split ("…five invoices. Each one is under your limit.")
	underLimitRe = text.MustGate(`\b(under|below|beneath|within) (your|the|his|her|their)( \S+){0,3} (limit|threshold|ceiling|sign-off level|approval level|signing level|authority)\b|\bstays? (under|below)\b|\byou can (approve|sign) (it|them|each|every one|each one|this|that)( one)? (yourself|on your own)\b`)

	secretRes = []*text.Gated{
		// no need to tell the people who approve ("No need to mention that to your CFO")
		text.MustGate(`\b(no need to|there's no need to|you needn't|don't|do not) (mention|tell|show|say anything about|bring up) (it |this |that |any of (it|this|that) |anything )?(to )?(your|the) (cfo|ceo|boss|board|manager|director|owner|committee|council|trustees|governors|finance (team|director)|procurement|auditors?|partners|md|chair)\b`),
		text.MustGate(`\b(nobody|no one|no-one|none of them)( (on|at|in|from) (the |your )?[a-z]+( [a-z]+)?)? (ever )?(needs? to|has to|have to|must|should|is going to|will ever|would ever|ever has to|ever needs to) (ever )?(know|find out|hear (about|of) (it|this|that)|be told|see (it|this|that|them|a thing|the (invoice|invoices|fee|payment|contract|paperwork|split|figures?|numbers?)))\b`),
		text.MustGate(`\b(keep|kept|keeping) (it|this|that|all this|this one|things|the (deal|fee|payment|arrangement|split)) (between (us|ourselves|the two of us|you and me)|to ourselves|(our|a) (little )?secret|under wraps)\b|\b(our little secret|between the two of us|stays? between us|stays? between you and me)\b`),
		text.MustGate(`\bby the time (he|she|they|the [a-z]+|your [a-z]+|(mr|mrs|ms|dr|sheikh|sir)\.? [a-z]+|[a-z]+)( [a-z]+)? (hears? (about|of)|finds? out|learns? (about|of)|gets? wind|catches on|realises|realizes)( (it|this|that))?\b`),
		text.MustGate(`\bbefore (he|she|they|the board|your [a-z]+|(mr|mrs|ms|dr|sheikh|sir)\.? [a-z]+|anyone (on|at|in) [a-z ]{3,20}) (even )?(finds? out|hears? (about|of) (it|this|that)|gets? wind|catches on)\b`),
	}

	backRes = []*text.Gated{
		text.MustGate(`\b(i|we) (have|know|'ve got|got|am friends with|play golf with) (a |an |one |some |an old |a good |my )?([a-z]+ )?(contact|friend|connection|mate|someone|somebody|people|guy|person)s?\b[^.?!]{0,30}\b(on|in|at|inside|close to) (your|the) (board|committee|council|family|management|head office|ministry|cabinet|trustees|leadership|executive team|c-suite)\b[^.?!]{0,60}\b(call|ring|phone|speak|talk|word|push|get (it|this|that) (through|approved|signed)|mention|lean|nudge|go (to|through)|reach|approve)\b`),
		text.MustGate(`\b(i|we) (know|have) (someone|somebody|a (guy|man|woman|person|friend|contact)|people) (who|that) (knows|is close to|plays golf with|is friends with|is related to|went to school with)\b`),
		// a private route to someone on the approving side ("I've also got a
		// mate who knows Councillor Hughes"), or a private word in their ear
		text.MustGate(`\b(i|we)('ve| have)? (also |even )?(got|have|know) (a |an |my |one |some |an old |a good |a close )?(mate|friend|pal|buddy|contact|connection|cousin|brother|sister|neighbour|neighbor|someone|somebody|guy)s? (who|that) (knows|is close to|plays golf with|is friends with|is mates with|is related to|went to school with|sits on|is on|works with)\b`),
		text.MustGate(`\b(have|had|having|put in|slip in|drop) a (quiet|private|discreet|little quiet) word\b|\b(a|the) word in (his|her|their) ear\b`),
		text.MustGate(`\b(his|her|their|the (owner|md|ceo|cfo|chair|chairman|chairwoman|director|minister|boss|president|principal|sheikh)'s) (cousin|brother|sister|wife|husband|son|daughter|nephew|niece|uncle|aunt|brother-in-law|sister-in-law|father-in-law|in-laws|golf (partner|buddy)|old friend|best friend|family)\b[^.?!]{0,40}\b(through|via|get to|have a word|put in a word|lean on|talk to|speak to|push)\b|\b(through|via) (his|her|their|the (owner|md|ceo|cfo|chairman|director|minister|boss|president)'s) (cousin|brother|sister|wife|husband|son|daughter|nephew|niece|uncle|aunt|brother-in-law|golf (partner|buddy)|old friend|best friend|family)\b`),
		text.MustGate(`\b(get|go|reach) (to )?(him|her|them|the (owner|board|md|ceo|cfo|chairman|director|minister|boss))\b[^.?!]{0,10}\b(through|via) (that|this|a|my|the) (route|back door|backdoor|side door|channel|connection|contact|friend|family)\b`),
	}
	// goDirectRe is the rep taking the case to the decider instead of the
	// contact; motiveRe, said with it, makes it a way round the contact.
	goDirectRe = text.MustGate(`\b(i'll|i will|i could|i can|let me|i'd|we'll|we could|we can|i'm going to)( just)? (call|ring|phone|email|message|text|contact|approach|go (straight )?to|speak (to|with)|talk (to|with)|get hold of|reach out to) (him|her|them|the (board|owner|md|ceo|cfo|chair|chairman|director|minister|boss|president|principal|head)|your (board|owner|md|ceo|cfo|boss|director|manager|chair|chairman|president|principal|head)|(mr|mrs|ms|dr|sheikh|sir|madam)\.? [a-z]+|[a-z]+)( [a-z]+)? (myself|directly|direct|personally)\b`)
	motiveRe   = regexp.MustCompile(`\b(quicker|faster|speed (it|things) up|push (it|this|that) through|you won't (have|need) to|you don't (have|need) to|save you|skip|instead of|take forever|takes forever|get stuck|bypass|no need for you|off your plate|without you)\b`)
)

// Two more severe moves, each by what it does:
//   - "deceive": telling the people who approve, or an authority, something
//     untrue to move the deal ("I'll tell them you've already approved it",
//     a complaint to an inspector filed to break a rival's contract);
//   - "entrench": setting the purchase up so the people who approve cannot
//     undo it ("by the time the committee meets it'll be too embedded for
//     them to remove").
var (
	deceiveRes = []*text.Gated{
		text.MustGate(`\b(i'll|i will|we'll|we will|i can|we can|i could|we could|let me|i'd|just) (tell|say to|let|inform|assure|promise) (them|him|her|the [a-z]+|your [a-z]+|(mr|mrs|ms|dr|capt|captain)\.? [a-z]+)( know)? (that )?(you('ve| have| already)|it's|it has|it is|it was|this is|this has)( already)? (approved|signed|agreed|been approved|been signed|been agreed|signed off|committed|on board|a done deal)\b`),
		text.MustGate(`\b(file|filing|lodge|lodging|write up|writing up|make|making|raise|raising|send|sending|submit|submitting|put in) (a |an )?([a-z-]+ ){0,2}(complaint|report|claim|tip-off|grievance)\b[^.?!]{0,80}\b(to|with) (the )?([a-z-]+ ){0,2}(inspector|inspectors|inspectorate|regulator|authority|authorities|ministry|agency|department|ombudsman|osha|hse|epa|labour board|labor board)\b`),
	}
	// exitRe is a contract broken or ended: said with a complaint, the
	// complaint is a tool to get out of the rival's contract
	exitRe      = regexp.MustCompile(`\b(terminate|terminating|get out of|break|breaking|cancel|cancelling|canceling|void|exit|walk away from|end) (the |their |your |that |this )?(contract|agreement|deal)?\b|\bwithout (a |any )?(penalty|penalties|break fee|exit fee)\b`)
	entrenchRes = []*text.Gated{
		text.MustGate(`\btoo (embedded|entrenched|established|integrated|far along|dug in|bedded in|baked in) (in |into )?([a-z ]{0,20})?(for (them|him|her|the [a-z]+|your [a-z]+|anyone|anybody) )?to (remove|reverse|undo|stop|cancel|unwind|pull (it )?out|rip (it )?out|back out|say no)\b`),
		text.MustGate(`\bby the time\b[^.?!]{0,60}\b(they|he|she|the [a-z]+|your [a-z]+) (can't|cannot|won't be able to|couldn't|will not be able to) (remove|reverse|undo|unwind|rip (it )?out|back out|say no|stop it|cancel it)\b`),
	}
)

// severeMove finds the first severe move in sentence si of d (low is its
// text lowered): its kind and the span in low, or "".
func severeMove(d *doc, si int, low string) (kind string, m []int) {
	return severeMoveIn(d, si, low, severeGates.Scan(low), nil)
}

// severeMoveIn is severeMove with low scanned (h) by a GateSet holding
// severeGates' gates, and the next sentence too when nh is not nil.
func severeMoveIn(d *doc, si int, low string, h text.Hits, nh *text.Hits) (kind string, m []int) {
	for _, re := range bribeRes {
		if re == forYouRe && !h.MatchString(personalG, low) {
			continue // (its costly run needs the personal part, cheap to rule out alone)
		}
		if m = h.FindStringIndex(re, low); m != nil {
			if !strings.Contains(low[m[0]:m[1]], "worth") || !companyDealRe.MatchString(low) {
				return "bribe", m
			}
		}
	}
	for _, re := range falsifyRes {
		if m = h.FindStringIndex(re, low); m != nil {
			return "falsify", m
		}
	}
	if m = splitUnderLimit(d, si, low, h, nh); m != nil {
		// quote the split to the end of its clause, not the one word
		e := len(low)
		if i := clauseEndRe.FindStringIndex(low[m[0]:]); i != nil {
			e = m[0] + i[0]
		}
		return "split", []int{m[0], e}
	}
	for k, re := range deceiveRes {
		if m = h.FindStringIndex(re, low); m != nil {
			if k == 1 && !exitRe.MatchString(low) && (si+1 >= len(d.sents) || !exitRe.MatchString(d.lowSentOnly(si+1))) {
				continue // a complaint on its own may be a real one
			}
			return "deceive", toClauseEnd(low, m)
		}
	}
	for _, re := range secretRes {
		if m = h.FindStringIndex(re, low); m != nil && !knowHowRe.MatchString(low[m[1]:]) {
			return "secret", m
		}
	}
	for _, re := range entrenchRes {
		if m = h.FindStringIndex(re, low); m != nil {
			return "entrench", m
		}
	}
	for _, re := range backRes {
		if m = h.FindStringIndex(re, low); m != nil {
			return "backchannel", toClauseEnd(low, m)
		}
	}
	if m = h.FindStringIndex(goDirectRe, low); m != nil && !strings.Contains(low[m[0]:m[1]]+" ", " you ") && !strings.Contains(low[m[0]:m[1]], " us ") &&
		(titledRe.MatchString(low[m[0]:m[1]]) || d.bc != nil && d.bc.objType == "authority") {
		// (a pronoun or a bare name is the decider when the buyer has said
		// someone else decides)
		if motiveRe.MatchString(low) {
			return "backchannel", m
		}
		if si+1 < len(d.sents) {
			next, _ := d.lowSent(si + 1)
			if motiveRe.MatchString(next) {
				return "backchannel", m
			}
		}
	}
	if k, m := moreBypass(d, si, low, h, nh); k != "" {
		return k, m // bypassmoves.go
	}
	return moreSevere(d, si, low, &h) // ethicsmoves.go
}

// dodgeNotes is the evidence note of each kind of dodge (ethicsFaults).
var dodgeNotes = map[string]string{
	"bribe":       "offers the buyer a personal inducement",
	"falsify":     "disguises or falsifies the paperwork",
	"split":       "splits the purchase to stay under a signing limit",
	"secret":      "keeps the deal from the people who approve it",
	"backchannel": "goes round the contact to the decider",
	"deceive":     "tells the people who decide something untrue",
	"tamper":      "alters the data a regulator relies on",
	"entrench":    "sets it up so the people who approve cannot undo it",
	"rig":         "rigs the buying process so only we can win",
	"hide":        "keeps terms from the people who approve the purchase",
}

// toClauseEnd is m run on to the end of its clause when that is near, so
// a quote never stops mid-clause ("I'll tell them you've already approved
// it", not "…approved").
func toClauseEnd(low string, m []int) []int {
	i := clauseEndRe.FindStringIndex(low[m[1]:])
	e := len(low)
	if i != nil {
		e = m[1] + i[0]
	}
	if e-m[1] > 40 {
		return m
	}
	return []int{m[0], e}
}

// severeGates holds the gates severeMove tries on every sentence.
var (
	severeGateList = slices.Concat(bribeRes, falsifyRes, deceiveRes, secretRes, entrenchRes, backRes,
		[]*text.Gated{personalG, limitG, underLimitRe, splitG, goDirectRe, bribeWordsG, firstPersonG, tellWordsG}, bypassMoveGates, tenderRigRes, avoidRes)
	severeGates = text.NewGateSet(severeGateList...)
)

// knowHowRe, after "nobody needs to know", is a skill, not a secret
// ("nobody needs to know how to code").
var knowHowRe = regexp.MustCompile(`^ (how|what|where|which|when|any|anything about|the difference|sql|code)\b`)

// titledRe names a decider by role or title.
var titledRe = regexp.MustCompile(`\b(the|your) (board|owner|md|ceo|cfo|chair|chairman|director|minister|boss|president|principal|head|manager)\b|\b(mr|mrs|ms|dr|sheikh|sir|madam)\b`)

// keepsApproverRe finds the approver still signing each part: a phased
// rollout, not a split round them.
var keepsApproverRe = regexp.MustCompile(`\b(your|the|our) (board|owner|director|committee|cfo|ceo|md|manager|boss|finance director|treasurer|trustees|partners?|council)( [a-z]+)? (can |will |would |gets to |still )?(approve|approves|sign|signs|sign off|signs off|review|reviews|decide|decides)\b`)

// clauseEndRe finds where a clause ends (a full stop, not a decimal point).
var clauseEndRe = regexp.MustCompile(`[,;:](\s|$)|[?!]|\.(\s|$)`)

// splitUnderLimit finds an order or invoices split to stay under a signing
// limit: the split, with the limit in the same sentence or the next. A
// split on its own is a phased rollout. h is severeGates' scan of low; nh,
// when not nil, the next sentence's.
func splitUnderLimit(d *doc, si int, low string, h text.Hits, nh *text.Hits) []int {
	if !h.May(splitG) {
		return nil // (no split's words: the scan rules it out for free)
	}
	// the limit first: it is rarer than a split's words, and cheaper to rule out
	limit := h.MatchString(limitG, low) || h.MatchString(underLimitRe, low)
	if !limit && si+1 < len(d.sents) {
		if nh != nil {
			limit = nh.May(underLimitRe) && underLimitRe.Regexp.MatchString(d.lowSentOnly(si+1))
		} else {
			limit = underLimitRe.MatchString(d.lowSentOnly(si + 1))
		}
	}
	if !limit {
		return nil
	}
	m := h.FindStringIndex(splitG, low)
	if m == nil || keepsApproverRe.MatchString(low) {
		return nil // (a phased rollout the approver signs is no dodge)
	}
	return m
}

// severeAdvice names a severe move and says what to do instead, the same in
// a pitch report and a reply report (the quote follows the description).
var severeAdvice = map[string]struct{ desc, suggestion string }{
	"bribe":       {"You offer the buyer a personal inducement: ", "Never offer the buyer or anyone on their side money, a gift or a favour; win the deal on what it does for their organisation, in the open."},
	"falsify":     {"You offer to disguise the paperwork: ", "Every invoice says what it is for; help your contact make the honest case to the people who approve."},
	"secret":      {"You ask the buyer to keep the deal from the people who approve it: ", "Keep it in the open: help your contact bring the full case to the people who approve."},
	"backchannel": {"You go round your contact to the decider: ", "Work through your contact: ask what the decider will want to see, and build that case with them."},
	"deceive":     {"You propose to deceive the people who decide, or an authority: ", "Never mislead the approvers or an authority to move a deal; help your contact put the true case to the people who decide."},
	"entrench":    {"You set it up so the people who approve cannot undo it: ", "Let the people who approve decide freely: bring them the case before anything starts."},
	"tamper":      {"You offer to alter the data a regulator relies on: ", "Never change readings before a regulator or auditor sees them; show how the data is checked and how a faulty reading is challenged in the open."},
}

// dodgeRank orders the dodges by how much they cost: a bribe first.
var dodgeRank = map[string]int{"bribe": 0, "falsify": 1, "deceive": 1, "tamper": 1, "split": 2, "rig": 3, "hide": 4, "secret": 5, "entrench": 5, "backchannel": 6, "": 7}

// worstDodge is the costliest of the reply's dodges, the first of its rank.
func (r *replyResult) worstDodge() dodge {
	best := r.dodges[0]
	for _, dg := range r.dodges[1:] {
		if dodgeRank[dg.kind] < dodgeRank[best.kind] {
			best = dg
		}
	}
	return best
}

// quotesRep reports whether ex repeats one of the rep's sentences of four
// words or more.
func (r *replyResult) quotesRep(ex string) bool {
	ex = oneSpaced(ex)
	for si := range r.d.sents {
		s := strings.TrimRight(strings.TrimSpace(oneSpaced(r.d.sentText(si))), ".?!")
		if len(strings.Fields(s)) >= 4 && strings.Contains(ex, s) {
			return true
		}
	}
	return false
}
