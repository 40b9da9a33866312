package coach

import "strings"

// Which hedges and fillers the coach shows. A report is wrong if any
// sentence it shows is wrong, so a word that is a hedge or a filler only in
// some of its senses ("just", "might", "so", "well") is counted and shown
// only where the words around it make the sense plain. Everywhere else the
// word is left alone: not counted, not quoted, not cut from a rewrite.
//
//   - Always a hedge: the soft forms that have no other sense ("kind of",
//     "I guess", "hopefully", "I'm not sure", "sorry to bother" …).
//   - Never shown: forms that are as often a size, an honest caveat or a
//     comparison as a hedge ("a bit", "a little", "it depends", "it seems",
//     "in a way", "pretty much").
//   - Hedges of the rep's own claim or ask: "maybe", "perhaps", "possibly",
//     "probably", "might", "pretty", "fairly", "somewhat" and the opinion
//     verbs ("I think", "I'd say", "I believe") count only when the clause
//     they soften is the rep's own claim or ask: its subject is I, we, our,
//     "it" or the buyer ("maybe we could", "I can probably", "I think it
//     would be good", "you could perhaps send"). About a third party or a
//     thing pointed at, they are as often an honest forecast as a hedge
//     ("They might.", "I think they'll ask", "that might be tight",
//     "Ferjepass is pretty quick"): not shown.
//   - "just" only in the apologetic opener "I just wanted to …".
//   - "so", "well", "yeah", "anyway" are fillers only in a run of fillers
//     ("So, um, yeah"); alone they are connectives ("So, two ways round the
//     budget timing"), "as well", "or so", "Yeah, that makes sense".

// neverShownHedges are the hedge phrases a coach cannot tell from a size,
// a caveat or a comparison without reading the whole argument.
var neverShownHedges = toSet2("a bit", "a little", "a little bit", "it depends", "that depends", "it seems",
	"seems like", "seem to", "in a way", "pretty much", "more or less")

// ownClaimHedges soften a clause; they are shown only when the clause is the
// seller's (see ownClause).
var ownClaimHedges = toSet2("maybe", "perhaps", "possibly", "probably", "might", "pretty", "fairly", "somewhat",
	"presumably", "supposedly", "i think", "i believe", "i'd say", "i would think", "i'd think", "i reckon",
	"i feel like")

// apologyNext after "sorry" make it an apology for speaking.
var apologyNext = toSet("but to for if i")

// adverbHedges are the sentence adverbs: said before a figure or a thing
// ("maybe 10 boxes", "maybe a week per survey") or opening a clause with no
// subject ("and maybe do a trial", "maybe just let me know"), they soften
// the rep's own offer, figure or ask.
var adverbHedges = toSet2("maybe", "perhaps", "possibly", "probably")

// askHedges soften a question the rep asks, whatever its subject.
var askHedges = toSet2("maybe", "perhaps", "possibly")

// opinionHedges are the ownClaimHedges that take a clause after them ("I
// think we can"); "that" after them is skipped.
var opinionHedges = toSet2("i think", "i believe", "i'd say", "i would think", "i'd think", "i reckon", "i feel like")

// ownSubjects are the subjects that make a clause the seller's.
var ownSubjects = toSet("i i'd i'll i'm i've we we'd we'll we're we've our ours us let's my it it's it'd it'll you you'd you'll you're you've your")

// repSubjects are the rep as the subject of a clause.
var repSubjects = toSet("i i'd i'll i'm i've we we'd we'll we're we've let's")

// otherSubjects are subjects (or clause openers) that make a clause someone
// else's or no one's: the buyer, a third party, a rival, a thing pointed at.
var otherSubjects = toSet("yours they they'd they'll they're they've them their theirs he he'd he'll he's him his she she'd she'll she's her hers that that's this these those there there's who whoever which what when where everyone everybody someone somebody nobody anyone people the a an some any every most all each one")

// softeners are passed over between a hedge and its subject ("I think
// maybe our app", "I'd say, honestly, we").
var softeners = toSet("maybe perhaps possibly probably just really actually honestly truly definitely also still kind sort of")

// clauseBreaks are words that start a new clause.
var clauseBreaks = toSet("and but or because so which who if when while although though since unless than")

func toSet2(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// hedgeShown reports whether the hedge match h is shown (and counted): see
// the comment at the top of this file.
func hedgeShown(d *doc, h hit) bool {
	ph := h.ph.text
	if neverShownHedges[ph] {
		return false
	}
	if ph == "sorry" || ph == "i'm sorry" {
		// an apology for speaking ("Sorry, but…", "sorry to take your
		// time"); "I'm sorry, 400 ewes is a heavy loss" is sympathy
		if h.to >= len(d.nonFiller) {
			return false
		}
		nx := &d.toks[d.nonFiller[h.to]]
		return nx.sent == d.toks[d.nonFiller[h.from]].sent && apologyNext[nx.norm]
	}
	if !ownClaimHedges[ph] {
		return true
	}
	if d.sents[d.toks[d.nonFiller[h.from]].sent].question && askHedges[ph] {
		return true // "Would that maybe help?", "Could we possibly start in May?": the rep's ask
	}
	return ownClause(d, h.from, h.to, opinionHedges[ph], adverbHedges[ph])
}

// ownClause reports whether the clause around the stream positions
// [from, to) of d.nonFiller is the seller's: the first subject after the
// hedge ("maybe we could", "I think it would"), or else the nearest one
// before it ("we could maybe", "I can probably"), is in ownSubjects. An
// opinion ("I think", "I'd say") is the rep's own claim unless it forecasts
// what a party will do ("I think they'll ask", "I think the trustees would
// like…"): about a thing ("I think the quality speaks for itself"), a
// condition ("I think if you give us one project…"), what the rep just said
// ("which I think is reasonable", "I think that could fit your budget") or
// said after the claim (", I think."), it softens the rep's claim.
func ownClause(d *doc, from, to int, opinion, adverb bool) bool {
	broad := opinion || adverb
	nf := d.nonFiller
	first := &d.toks[nf[from]]
	last := &d.toks[nf[to-1]]
	// a sentence adverb before a time or place phrase and then the rep
	// ("Maybe Days 1 to 3 we connect…", "Maybe on Monday I could…"): the
	// rep's own plan
	if adverb && !last.punctAfter {
		for k := to; k < len(nf) && k <= to+5; k++ {
			t := &d.toks[nf[k]]
			if t.sent != first.sent || clauseBreaks[t.norm] || otherSubjects[t.norm] && !hedgeDeterminers[t.norm] || partyNouns[t.norm] || peerNouns[t.norm] {
				break
			}
			if repSubjects[t.norm] {
				return true
			}
			if t.punctAfter {
				break
			}
		}
	}
	// forward: the word right after the hedge, in the same clause (an
	// opinion set off by commas looks past them: "I'd say, like, we're…")
	if !last.punctAfter || opinion {
	fwd:
		for k := to; k < len(nf); k++ {
			t := &d.toks[nf[k]]
			if t.sent != first.sent {
				break
			}
			if opinion && k == to {
				switch {
				case opinionConditions[t.norm]:
					return true // "I think if you give us one project, you'll see…"
				case t.norm == "that":
					if k+1 < len(nf) && d.toks[nf[k+1]].sent == t.sent && thatSubjectVerbs[d.toks[nf[k+1]].norm] {
						return true // "I think that could fit your budget"
					}
					if t.punctAfter {
						break fwd
					}
					continue // "I think that our…": the conjunction
				}
			}
			if clauseBreaks[t.norm] {
				break
			}
			if t.role == roleHedge || t.role == roleVague || softeners[t.norm] {
				if t.punctAfter && !opinion {
					break
				}
				continue
			}
			if own, ok := subjectSense(d, nf, k, broad); ok {
				return own
			}
			break // a verb or an adverb: the subject is before the hedge
		}
	}
	// backward: the nearest subject before the hedge, in the same clause
	// (an opinion said after its claim looks past the comma: "it's pretty
	// good, I think")
	after := opinion && (last.punctAfter || to >= len(nf) || d.toks[nf[to]].sent != first.sent)
	for k := from - 1; k >= -1; k-- {
		if k < 0 || d.toks[nf[k]].sent != first.sent || d.toks[nf[k]].punctAfter && !after || clauseBreaks[d.toks[nf[k]].norm] && !(opinion && k == from-1 && (d.toks[nf[k]].norm == "which" || d.toks[nf[k]].norm == "that")) {
			// the hedge opens a clause with no subject before its verb ("and
			// maybe do a trial", "maybe just let me know"): the rep's own ask
			return adverb && k == from-1 && !last.punctAfter
		}
		t := &d.toks[nf[k]]
		if opinion && k == from-1 && (t.norm == "which" || t.norm == "that") {
			return true // "which I think is reasonable": the rep's word on what they just said
		}
		if t.isNum() || t.role == roleHedge || t.role == roleQuiet {
			continue
		}
		if own, ok := subjectSense(d, nf, k, opinion); ok {
			return own
		}
	}
	return false
}

// subjectSense says whether the word at stream position k makes its
// clause the rep's own (own) and whether it decides that at all (ok). For
// an opinion, a thing named with a determiner is the rep's subject unless a
// party is named within three words ("the quality", not "the trustees").
func subjectSense(d *doc, nf []int, k int, opinion bool) (own, ok bool) {
	t := &d.toks[nf[k]]
	switch {
	case ownSubjects[t.norm]:
		return true, true
	case opinion && t.isNum():
		return true, true // "maybe 10 boxes", "maybe one or two days": the rep's own figure
	case opinion && (t.norm == "there" || t.norm == "there's"):
		return true, true // "I think there's a lot of value here"
	case upperAt(d.text, t.s) && t.norm != "i" && !(opinion && hedgeDeterminers[t.norm]):
		return false, true
	case opinion && hedgeDeterminers[t.norm]:
		for j := k + 1; j < len(nf) && j <= k+3; j++ {
			if w := d.toks[nf[j]].norm; partyNouns[w] || peerNouns[w] {
				return false, true
			}
		}
		return true, true
	case otherSubjects[t.norm] || t.isNum():
		return false, true
	}
	return false, false
}

// opinionConditions after "I think" open the rep's own forecast.
var opinionConditions = toSet("if when once after")

// thatSubjectVerbs after "I think that" make "that" the subject ("that could fit").
var thatSubjectVerbs = toSet("could would will can should might may is was 's would've")

// hedgeDeterminers open a noun phrase.
var hedgeDeterminers = toSet("the a an some any every most all each one")

// partyNouns are people and bodies whose future acts a rep can only
// forecast ("the board will want…").
var partyNouns = toSet("board boards committee committees council councils trustees trustee panel director directors manager managers owner owners staff people ceo cfo coo vendor vendors competitor competitors rival rivals auditor auditors inspector inspectors regulator regulators government lessors lenders investors shareholders members partner partners buyer buyers family families boss bosses chairman chair vicar bishop")

// justShown reports whether "just" at stream position p is the apologetic
// opener "I just wanted to …", "we just thought …": the one sense of "just"
// that is a hedge whatever follows. "just a trick", "just yours", "just
// don't tell anyone", "covering just those" are not shown.
func justShown(d *doc, p int) bool {
	nf := d.nonFiller
	t := &d.toks[nf[p]]
	if p == 0 || p+1 >= len(nf) {
		return false
	}
	pv, nx := &d.toks[nf[p-1]], &d.toks[nf[p+1]]
	return pv.sent == t.sent && nx.sent == t.sent && !pv.punctAfter && !t.punctAfter &&
		justStrongPrev[pv.norm] && justOpenerNext[nx.norm]
}

// justOpenerNext follow "I just" in the apologetic opener.
var justOpenerNext = toSet("wanted want thought think wondering checking touching reaching following")

// hedgeWords are the words of the hedges a filler's neighbours are looked
// past (fillersInRuns).
var hedgeWords = toSet("i think guess suppose believe kind sort of just")

// loneFillers are the context fillers shown only in a run of fillers.
var loneFillers = toSet("so well yeah anyway anyways")

// fillersInRuns takes the filler role back from "so", "well", "yeah" and
// "anyway" where no other filler stands next to them: alone they are
// connectives or answers ("So, two ways round…", "Yeah, that makes sense"),
// and the coach cannot tell them from a filler. In a run ("So, um, yeah,
// I was thinking") they stay fillers.
func fillersInRuns(d *doc) {
	toks := d.toks
	kept := make([]bool, 0, 8)
	var cand []int
	for i := range toks {
		if toks[i].role == roleFiller && loneFillers[toks[i].norm] {
			cand = append(cand, i)
			kept = append(kept, false)
		}
	}
	if len(cand) == 0 {
		return
	}
	for c, i := range cand {
		for _, step := range [2]int{-1, 1} {
			k := i + step
			for k >= 0 && k < len(toks) && toks[k].role != roleFiller && (toks[k].in(inFillerSkip) || hedgeWords[toks[k].norm]) {
				k += step // "Um, maybe so,", "Um, I think so,": a hedge in between changes nothing
			}
			if k >= 0 && k < len(toks) && toks[k].sent == toks[i].sent && toks[k].role == roleFiller {
				kept[c] = true // "So, um", "Yeah, no, um"
			}
		}
		if i > 0 && toks[i-1].sent == toks[i].sent && toks[i-1].norm == "so" && strings.HasPrefix(toks[i].norm, "anyway") {
			kept[c] = true // "so anyway"
		}
	}
	for c, i := range cand {
		if kept[c] {
			continue
		}
		t := &toks[i]
		t.role, t.fillerCont = roleNone, false
		dropEvidence(d, t.s, t.e, "filler")
	}
}

// fillerNotSense reports whether a "so", "well" or "like" the filler rules
// would mark is plainly another word: "as well", "or so", "so, so sorry",
// ", like a presentation" (such as).
func fillerNotSense(prev, t, next *token) bool {
	switch t.norm {
	case "well":
		return prev != nil && (prev.norm == "as" || prev.norm == "very" || prev.norm == "pretty" || prev.norm == "quite")
	case "so":
		return prev != nil && (prev.norm == "or" || prev.norm == "so") || next != nil && next.norm == "so"
	case "like":
		return (t.commaBefore || prev != nil && prev.commaAfter) && !t.commaAfter && next != nil && likeExampleNext[next.norm]
	}
	return false
}

// likeExampleNext after ", like" make it "such as" (", like a presentation",
// ", like the two koalas last winter").
var likeExampleNext = toSet("a an the some two three four five our your their his her its")

// quiet gives the words of a hedge match the sense-unknown role: not shown,
// not counted, not cut from a rewrite, and no "No hedges" beside them.
func quiet(d *doc, from, to int, w float64) {
	for p := from; p < to; p++ {
		if t := &d.toks[d.nonFiller[p]]; t.role == roleNone {
			t.role = roleQuiet
		}
	}
	d.toks[d.nonFiller[from]].weight = w
}

// unitEnd moves the end of a quote past the rest of a unit it would cut
// ("60,000 m" of "60,000 m³/day", "1,800 m" of "1,800 m³", "40" of "40°C"):
// a superscript or a degree sign glued to the quote's last word, and what
// is glued after it up to a space or a sentence mark.
func unitEnd(text string, e int) int {
	if e >= len(text) || !strings.HasPrefix(text[e:], "²") && !strings.HasPrefix(text[e:], "³") && !strings.HasPrefix(text[e:], "°") {
		return e
	}
	for i, r := range text[e:] {
		if strings.ContainsRune(" \t\n,;:!?)\"”'’", r) || r == '.' && (e+i+1 == len(text) || text[e+i+1] == ' ' || text[e+i+1] == '\n') {
			return e + i
		}
	}
	return len(text)
}

// openEnds are words a quote cannot stop on: it would cut its clause in
// two ("If you sign before", "get this signed before the").
var openEnds = toSet("the a an of to and or but for with in on at by from into your our their my his her its this that these those is are was were be as than before after until till if when while because about within per not very more less can could will would should must")

// clauseEnd moves the end of the quote text[s:e] to the end of its clause
// (the next , ; : or sentence mark, when it is near) when the quote stops
// on an open word, so that no finding quotes half a clause; with no mark
// near, it takes the next words until one can end the quote.
func clauseEnd(text string, s, e int) int {
	if !openEnd(text, s, e) {
		return e
	}
	for i, r := range text[e:] {
		if i > 60 {
			break
		}
		switch r {
		case ',', ';', ':', '!', '?', '\n', '—', '–':
			return e + i
		case '.':
			if j := e + i + 1; j == len(text) || text[j] == ' ' || text[j] == '\n' {
				return e + i
			}
		}
	}
	for n := 0; n < 5 && openEnd(text, s, e); n++ {
		k := e
		for k < len(text) && text[k] == ' ' {
			k++
		}
		j := k
		for j < len(text) && (isWordRune(rune(text[j])) || text[j] == '\'' || text[j] >= 0x80) {
			j++
		}
		if j == k {
			break
		}
		e = j
	}
	return e
}

// openEnd reports whether the quote text[s:e] stops on one of openEnds.
func openEnd(text string, s, e int) bool {
	w := e
	for w > s && (isWordRune(rune(text[w-1])) || text[w-1] == '\'') {
		w--
	}
	return w < e && openEnds[strings.ToLower(text[w:e])]
}

// openTail is where sentence si's quote should end: before the hedges,
// fillers and open words it trails off on when the text goes on after it
// (a run-on split mid-clause: "… is the part that hurts so kind of"), or
// its end.
func (d *doc) openTail(si int) int {
	st := &d.sents[si]
	if st.last <= st.first || st.e >= len(d.text) || d.toks[st.last-1].punctAfter {
		return st.e
	}
	k := st.last - 1
	for k > st.first {
		t := &d.toks[k]
		if t.role != roleFiller && t.role != roleHedge && t.role != roleQuiet && !openEnds[t.norm] && t.norm != "so" {
			break
		}
		k--
	}
	if k == st.last-1 || k <= st.first {
		return st.e
	}
	return d.toks[k].e
}

// deliveryIn reports whether the quoted span holds a filler or hedge the
// report shows: praise quoting "Hi Nirmala, so, um, I totally get it" beside
// "fillers: so, um" contradicts itself.
func deliveryIn(d *doc, sp span) bool {
	if sp == (span{}) {
		return false
	}
	for _, e := range d.evidence() {
		if e.Kind == "negative" && (e.Category == "filler" || e.Category == "hedge") && e.Start >= sp.start && e.End <= sp.end {
			return true
		}
	}
	return false
}

// clauseQuotes are the evidence categories whose quotes of three words or
// more are read as a clause: one ending on an open word runs on to the
// clause's end ("some room on the price", "hasn't looked at our data").
var clauseQuotes = toSet2("tone", "arguing", "dismissing", "discount", "buzzword", "overclaim", "flattery", "bash")
