package coach

import (
	"regexp"
	"strings"
)

// honestWords clears two hedges that are not hedges in a reply:
//
//   - "I don't know" / "I'm not sure" beside a way to find out ("I don't
//     know your miss rate, so here's a way to find out: give us two weeks on
//     one truck"): admitting what you don't know and offering to measure it
//     is honest, and a coach would praise it;
//   - "just" meaning "only" when the sentence says so ("It just handles the
//     forms, nothing else").
//
// The tokens lose their hedge role, the counts and the evidence follow.
func honestWords(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		low := strings.ToLower(d.text[st.s:st.e])
		findsOut := f.next >= 0.6 || strings.Contains(low, "find out") || strings.Contains(low, "check and")
		only := strings.Contains(low, "nothing else") || strings.Contains(low, "that's all") || strings.Contains(low, "nothing more")
		for i := st.first; i < st.last; i++ {
			t := &d.toks[i]
			if t.role != roleHedge {
				continue
			}
			clear := false
			switch {
			case only && t.norm == "just":
				clear = true
			case findsOut && notKnowing[t.norm]:
				// the whole phrase must be not-knowing ("I don't know", not
				// "I don't know, maybe")
				j := i
				for j < st.last && d.toks[j].role == roleHedge && notKnowing[d.toks[j].norm] {
					j++
				}
				if j < st.last && d.toks[j].role == roleHedge {
					continue
				}
				for k := i; k < j; k++ {
					unhedge(d, &d.toks[k])
				}
				dropEvidence(d, d.toks[i].s, d.toks[j-1].e, "hedge")
				changed = true
				i = j - 1
				continue
			}
			if clear {
				unhedge(d, t)
				dropEvidence(d, t.s, t.e, "hedge")
				changed = true
			}
		}
	}
	if changed {
		d.sortedEv = nil
	}
}

// unhedge gives a hedge token back its plain role and takes it out of the
// counts.
func unhedge(d *doc, t *token) {
	if t.weight > 0 {
		d.hedges--
		d.hedgeWeight -= t.weight
		if d.hedgeWeight < 0 {
			d.hedgeWeight = 0
		}
	}
	t.role, t.weight = roleNone, 0
	d.contentWords++
}

// timeAsModifier are the nouns that turn a time phrase into a date the rep
// refers to ("your next quarter-end close", "next year's budget") rather
// than a postponement ("next quarter").
var timeAsModifier = toSet("end close review renewal budget meeting audit report cycle planning")

// datesNotDelays clears the postponement finding of a sentence whose only
// postponement phrases are time phrases used as dates ("you'd see at your
// next quarter-end close whether it saved time"), and rates its next step
// again.
func datesNotDelays(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		if !f.vagueClose {
			continue
		}
		nf := d.stream(si)
		hits := vagueCloseLex.scan(d.toks, nf)
		if len(hits) == 0 {
			continue
		}
		allDates := true
		for _, h := range hits {
			last := &d.toks[nf[h.to-1]]
			if !calendarish(h.ph.text) || h.to >= len(nf) || !timeAsModifier[d.toks[nf[h.to]].norm] && !strings.HasSuffix(last.norm, "'s") {
				allDates = false
				break
			}
		}
		if !allDates {
			continue
		}
		st := &d.sents[si]
		f.vagueClose = false
		d.vagueCloses--
		dropEvidence(d, st.s, st.e, "nextStep")
		f.next = nextStepStrength(d, si, nf, f)
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}

// calendarish reports whether a postponement phrase is only a time ("next
// quarter", "next year").
func calendarish(ph string) bool {
	switch ph {
	case "next quarter", "next year", "in six months", "after the holidays", "after peak":
		return true
	}
	return false
}

// plainSpecific takes the "specific to the buyer" credit from a sentence
// that blurs what it says: a buzzword, an overclaim, a made-up figure or a
// vague word ("and stuff", "really good"). Specific means something the
// buyer can check, and those sentences give nothing to check.
func plainSpecific(d *doc) {
	for si := range d.feats {
		f := &d.feats[si]
		if !f.specific {
			continue
		}
		blurred := f.buzz+f.overclaim > 0 || hasMadeUp(f)
		st := &d.sents[si]
		for i := st.first; i < st.last && !blurred; i++ {
			blurred = d.toks[i].role == roleVague
		}
		if blurred {
			f.specific = false
			d.specificSents--
		}
	}
}

// dateRe finds a concrete time: a weekday, "tomorrow", or a day of a month
// ("12 May", "May 12th").
var dateRe = regexp.MustCompile(`\b(monday|tuesday|wednesday|thursday|friday|tomorrow)\b|\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b`)

// stepRe finds the rep proposing to do something together with the buyer.
var stepRe = regexp.MustCompile(`\b(i'd like to|i would like to|let's|let me|shall we|can we|could we|how about|i can|we can|i'll|we'll)\b[^.?!]*\b(meet|show|call|walk|demo|visit|come|run|start|book|sit down|talk|set up|go through|bring)\b`)

// checkRe finds a question asking whether a proposed time suits ("Does 12
// May work for her?", "Would Thursday suit?").
var checkRe = regexp.MustCompile(`^(does|would|is|will|could|can) [^?]*\b(work|suit|suits|ok|okay|good|free)\b`)

// datedSteps credits a concrete step with a date, conditional or not: "If
// it's most of them, I'd like to show you on Thursday how …", "let's meet
// before 1 May so …" and "Does 12 May work for her?" propose a next step;
// the last one checks a proposal, it does not clarify the objection.
func datedSteps(d *doc) {
	for si := range d.feats {
		f := &d.feats[si]
		if f.pressure+f.discount+f.argue+f.dismiss+f.bash > 0 || f.q == qPushy || f.q == qRhetorical {
			continue
		}
		st := &d.sents[si]
		low, _ := lowered(strings.Join(strings.Fields(d.text[st.s:st.e]), " "))
		if !dateG.MatchString(low) {
			continue
		}
		switch {
		case st.question && checkG.MatchString(strings.TrimPrefix(low, "so ")):
			f.q = qConfirm
			f.next = 1
			f.vagueClose = false
		case stepG.MatchString(low) && f.next < 1:
			f.next = 1
		}
	}
}

// crowdRe finds a claim about an unnamed crowd: "A lot of contractors tell
// us …", "Most clinics find …", "Our customers tend to …", "Agencies that
// switch usually see …".
var crowdRe = regexp.MustCompile(`^(a lot of|lots of|most|many|plenty of|loads of|countless|our (customers|clients|users)|customers|clients|other \w+)\b|\b(usually|often|generally|typically|tend to|tends to|normally)( \w+)? (see|get|find|save|cut|report|say|tell|notice|feel|move|grow)\b`)

// weFirst finds a sentence about the seller ("We usually find we can beat
// …"): a claim, but not one about other customers.
var weFirst = regexp.MustCompile(`^(we|i|i'm|i've|we're|we've|it|it's|our (product|app|tool|platform|team|software|service))\b`)

// genericClaims takes the credit of value and proof from a claim about an
// unnamed crowd: the buyer cannot check it, and it says nothing about their
// situation. A named customer with a figure ("Lister Dental cut no-shows by
// a third") is proof and keeps its credit.
func genericClaims(d *doc) []int {
	var out []int
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		low, _ := lowered(strings.Join(strings.Fields(d.text[st.s:st.e]), " "))
		if !crowdG.MatchString(low) || strings.Contains(low, "your") || weFirstG.MatchString(low) {
			continue
		}
		var content []int
		for i := st.first; i < st.last; i++ {
			if d.toks[i].role == roleNone {
				content = append(content, i)
			}
		}
		if namedPeer(d.text, d.toks, content) {
			continue
		}
		f.value, f.quantValue, f.offerTied, f.proof = false, false, false, false
		dropEvidence(d, st.s, st.e, "value", "proof", "customerFocus")
		d.sortedEv = nil
		out = append(out, si)
	}
	return out
}

// deferRe finds a promise to get in touch later ("I'll give you a call in
// May", "we'll check back after the season"): a postponement, whatever
// its date, unless the sentence gives the contact a purpose.
var (
	deferRe   = regexp.MustCompile(`(?i)\b(i'll|i will|we'll|we will|let me|i can)\b[^.?!]{0,20}\b(give you a (call|ring|buzz|shout)|call you|ring you|phone you|email you|drop you a line|check (in|back)|touch base|follow up|reach out|come back to you|get in touch)\b[^.?!]{0,30}\b(in|after|next|around|once|when|come)\b`)
	purposeRe = regexp.MustCompile(`(?i)\b(to (go through|walk|show|set up|plan|review|agree|book|run|start)|with (a|the|our) (plan|proposal|demo|draft|summary)|demo|pilot|trial)\b`)
)

// deferrals marks such promises as postponements: never a next step, and
// at the end of the reply, the brush-off accepted.
func deferrals(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		text := d.text[st.s:st.e]
		m := deferG.FindStringIndex(text)
		if f.vagueClose || m == nil || purposeRe.MatchString(text) || f.pressure+f.discount > 0 {
			continue
		}
		f.vagueClose = true
		d.vagueCloses++
		if f.next > 0.3 {
			f.next = 0.3
		}
		dropEvidence(d, st.s, st.e, "nextStep", "confirm")
		d.ev.add(d.text, "nextStep", "negative", st.s+m[0], st.s+m[1], "postpones the next step")
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}

// docOfferRe finds an offer of a document or a person the buyer can check
// for themselves: "I can send you our escrow agreement", "their manager
// will take your call".
var docOfferRe = regexp.MustCompile(`(?i)\b(i'll|i can|we can|i will|happy to|let me)\s+(send|share|show|forward|email)\s+(you\s+)?(our|the|their|a copy of (our|the)|[a-z]+ [a-z]+'s|[a-z]+'s)\s+[a-z0-9' -]{0,30}?(agreement|report|audit|certificate|certification|case stud(y|ies)|review|letter|status page|escrow|policy|procedure|runbook|documentation|checklist|results|figures)s?\b|\b(introduce you to|will take your call|happy to talk you through|take a call from you)\b`)

// offeredDocuments marks such sentences as proof: a document or a person
// the buyer can check is evidence, not a claim.
func offeredDocuments(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		if f.proof || f.argue+f.dismiss+f.bash+f.discount+f.pressure > 0 || f.q == qPushy || f.buzz+f.overclaim > 0 || !docOfferG.MatchString(d.text[st.s:st.e]) {
			continue
		}
		clean := true
		for _, e := range d.ev.items {
			clean = clean && !(e.Kind == "negative" && e.Start < st.e && e.End > st.s)
		}
		if !clean {
			continue // a sentence with a fault in it is no evidence
		}
		f.proof = true
		d.proofSents++
		d.ev.add(d.text, "proof", "positive", st.s, st.e, "proof the buyer can check")
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}

// vagueClaims marks a claim by a vague quantity with no number or name to
// check it by ("fully compliant", "many validations", "most customers
// finish much faster") as an overclaim: the buyer can check nothing.
func vagueClaims(d *doc) {
	changed := false
	for si := range d.feats {
		f := &d.feats[si]
		st := &d.sents[si]
		text := d.text[st.s:st.e]
		if f.q != qNone || f.overclaim > 0 || !d.vagueClaim(text) {
			continue
		}
		m := vagueClaimG.FindStringIndex(text)
		f.overclaim++
		d.overclaim++
		f.value, f.quantValue, f.proof = false, false, false
		dropEvidence(d, st.s, st.e, "value", "proof", "respond")
		d.ev.add(d.text, "overclaim", "negative", st.s+m[0], st.s+m[1], "a claim the buyer can't check")
		changed = true
	}
	if changed {
		d.sortedEv = nil
	}
}
