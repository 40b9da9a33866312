package coach

import (
	"strings"

	"pitchperfect/shared/text"
)

// A question is a claim of discovery only when it asks about the buyer's
// situation. A closing or scheduling ask ("Which week would your
// supervisors give us access?", "When can we meet with the CEO?", "What do
// you think?") asks for a step or a verdict on ours: it is not discovery,
// whoever it names.

// scheduleAskRe finds a question about when a step of ours happens: a
// when/which-time question, or one that asks for a meeting, access, a
// booking or a signature.
var scheduleAskRe = text.MustGate(`^(so |and |then |ok |okay )?(which (day|days|week|weeks|month|date|time|slot|morning|afternoon|evening)|what (time|day|date)s? (can|could|shall|should|would|will|works?|suits?)|when (can|could|shall|should|would|will|do) (we|i|us)|when (is|would be|works|suits) (a |the )?(good|best|convenient|better|right|easiest|ok)? ?(time|day|for you|best))\b|\b(when|which (day|week|date|time|slot)) (can|could|shall|should|would|will) (we|i|us|you|your team|your \w+)\b[^?]{0,60}\b(meet|meeting|call|demo|visit|start|install|fit|book|schedule|access|sign|begin|go ahead|come|walk|talk|sit down|set up|kick off|available|free)\b|\b(give|get|grant) (us|me) access\b|\bbook (us|me|it|in|a|the)\b`)

// verdictAskRe finds a question asking the buyer's verdict on what we said
// ("What do you think?", "How does that sound?", "Does that make sense?"),
// with nothing after it about their situation.
var verdictAskRe = text.MustGate(`^(so |and |well )?(what do you think|what are your thoughts|thoughts|how does (that|this) sound|does (that|this) (sound|make sense|work|seem)|sound good|sounds good|are you in|shall we|deal|fair|make sense|what do you say|would (that|this) work|is (that|this) (ok|okay|fair|something))( (of|about) (that|this|it|the offer|the idea|my proposal|our proposal|the plan))?( [a-z]+)?[?!. ]*$`)

// closingAsk reports whether sentence si asks for a step or a verdict
// rather than about the buyer's situation.
func (d *doc) closingAsk(si int) bool {
	if si < 0 || si >= len(d.sents) || !d.sents[si].question {
		return false
	}
	low := strings.TrimSpace(d.lowSentOnly(si))
	if i := strings.LastIndexAny(low, ".!;:—–"); i >= 0 && i < len(low)-1 && !strings.Contains(low[i+1:], ".") {
		low = strings.TrimSpace(low[i+1:]) // the question itself, after a lead-in
	}
	for _, p := range []string{",", " – ", " — "} {
		if i := strings.Index(low, p); i > 0 && i < 25 && greetingLead(low[:i]) {
			low = strings.TrimSpace(low[i+len(p):]) // "Captain, when can we meet?"
		}
	}
	return scheduleAskRe.MatchString(low) || verdictAskRe.MatchString(low)
}

// greetingLead reports whether a lead-in is only a name or a greeting.
func greetingLead(s string) bool {
	f := strings.Fields(s)
	return len(f) <= 3 && len(f) > 0
}

// demoteClosingAsks turns closing and scheduling asks the question
// classifier read as discovery into confirms, for a pitch: they no longer
// count as discovery, in the score or in what the report shows.
func (d *doc) demoteClosingAsks() {
	for si := range d.feats {
		f := &d.feats[si]
		if f.q != qDiscovery || !d.closingAsk(si) {
			continue
		}
		f.q = qConfirm
		d.discoveryN--
		if f.qRelevant {
			d.discovery--
		} else {
			d.discovery -= 0.5
		}
		st := d.sents[si]
		d.dropEvidence(func(e *Evidence) bool {
			return e.Category == "discovery" && e.Kind == "positive" && e.Start >= st.s && e.End <= st.e
		})
	}
}

// salutation reports whether sentence si only greets or names the buyer
// ("Captain Mehta,", "Hi Aroha!!", "Good morning Mrs Wróbel,"): it is no
// opening on the buyer's situation, nor anything else.
func (d *doc) salutation(si int) bool {
	st := &d.sents[si]
	s := strings.TrimSpace(d.text[st.s:st.e])
	if s == "" || strings.HasSuffix(s, "?") {
		return false
	}
	words := strings.Fields(strings.TrimRight(s, ",:;!.—– "))
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, ",!"))
		if greetingWords[lw] || lw == "there" || lw == "all" || lw == "team" {
			continue
		}
		r := []rune(w)
		if len(r) == 0 || !(r[0] >= 'A' && r[0] <= 'Z' || r[0] > 127 && strings.ToUpper(string(r[0])) == string(r[0])) {
			return false
		}
		if i == 0 && len(words) > 1 && strings.HasSuffix(w, ",") {
			return false // "Thandeka, I know …" is a sentence, not a greeting
		}
	}
	return true
}
