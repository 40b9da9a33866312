package coach

import (
	"regexp"
	"slices"
	"strings"

	"pitchperfect/shared/text"
)

// Dismissing the buyer's concern, whatever the wording (issue 13, the fault
// corpus): the rep tells the buyer to stop weighing it, declares it no real
// concern, or belittles the people who raise it, instead of exploring it.
// Three rules by what the sentence does (the dismiss lexicon keeps its
// stock phrases):
//   - the buyer told to stop weighing it: a negated or stopped worry verb
//     ("you really needn't worry", "stop fretting", "don't spend one more
//     minute thinking about it", "skip fretting over …", "I wouldn't lose
//     sleep over it"), or a command to drop it ("relax", "calm down",
//     "forget the permit worry", "ignore it", "put it out of your head",
//     "tick that box and move on");
//   - the concern declared no concern: a "non-issue", "not a real
//     question", "not worth a worry", "nothing in it", "just nerves",
//     "a formality", "irrelevant", "isn't something you need to think
//     about", "simply won't happen", "just not a thing with us";
//   - the people who raise it belittled: "you're worrying about the wrong
//     thing", "you're making this harder than it is", "unions always
//     grumble", "they say that about everything".
//
// Not a dismissal: a question, the rep refusing to dismiss ("I won't tell
// you not to worry", "I'd never call it a non-issue"), a condition ("if the
// variance is small, you don't need us"), the worry called right ("it's the
// right thing to worry about"), or proof offered in the same sentence.
var (
	dismissRes = []*text.Gated{
		text.MustGate(`\b(relax|forget (it|that|them|this|about (it|that|this)))(\s*[,.;!]|\s*$| on (that|this|it)| about)`),
		text.MustGate(`\b(calm down|ignore (it|that|them|this)|forget (about )?(the|that|your|this) ([a-z-]+ )?(worry|worries|concern|concerns|issue|question|risk|problem|fear|fears|doubts?|objection|gossip|rumou?rs?|talk)\b|put (it|that|this) out of your (head|mind)|strike (it|that|this)( one)? off|tick that box and move on)\b`),
		// the concern declared no concern
		text.MustGate(`\bnon-? ?(issue|problem|question|concern|event|story)\b|\bnot (a|an) (real|genuine|actual|serious) (concern|question|issue|problem|objection|risk|worry)\b|\b(not|isn't|is not|aren't|are not|never)\b[^.?!,;]{0,25}\bworth (a |any |the )?(worry|worrying|thought|losing sleep|fretting|agonising|agonizing|stressing)\b`),
		text.MustGate(`\b(that's|that is|it's|it is|this is|that one's|(question|concern|worry|issue|problem|risk|objection|point|fear) (is|was))( a| an| just| really| totally| completely| frankly| honestly){0,3} (made-up|imaginary|phantom|non-existent|nonexistent|overblown|exaggerated|overstated|red herring|storm in a teacup|myth)( [a-z-]+)?\b`),
		text.MustGate(`\bnothing (in it|to it|there to worry about|to weigh up|to think about)\b|\b(it's|it is|that's|that is) nothing(\s*[,.;!]|\s*$| at all| really)|\b(just|only|simply) (gossip|nerves|a reflex|a formality)\b|\b(it's|it is|they're|they are|that's|that is|[a-z]+ (is|are)) (just |only |simply )?a (formality|rubber[- ]stamp)\b|\bthe least of your (worries|concerns|problems)\b|\b(blows? over|will blow over|'ll blow over|dies down|will die down|'ll die down)\b|\ba paper tiger\b|\b(nerves|fear|gossip) talking\b|\b(is|are|'s) (completely |totally |simply |frankly |honestly )?irrelevant\b|\bthe last thing you should (worry|be worried|think) about\b`),
		text.MustGate(`\b(isn't|is not|aren't|are not|not) (something|anything) (to|you need to|you have to|you should|our (customers|clients|users) (ever )?(deal with|worry about|need to))\b|\b(simply|just) (won't|will not|doesn't|does not|isn't going to|is not going to|not going to) (happen|come up|be a problem|matter)\b|\b(just|simply) (not|isn't|aren't) a thing\b|\b(it|that) shouldn't(, it)? (bother|worry) you\b`),
		// the people who raise it belittled
		text.MustGate(`\byou're (worrying about the wrong thing|making (this|it) harder than it is|overcomplicating|reading (far |way |much )?too much into|overreacting|being paranoid)\b|\b(always|all) (grumble|moan|complain|say that|kick up a fuss|make a fuss)\b|\bsay that about everything\b|\b(that's|it's) (just )?(nerves|fear) talking\b`),
	}
	worryWordRe = regexp.MustCompile(`\b(worr\w*|concern\w*|bother\w*|fret\w*|nervous|doubt\w*|afraid|fear\w*)\b`)
	// refusing to dismiss, or the worry called right
	notDismissRe  = regexp.MustCompile(`\b(won't|will not|wouldn't|would not|never|not going to|can't|cannot|i'd never|i would never) (tell|say|pretend|claim|call|ask)\b|\bworth (checking|testing|asking|a look)\b`)
	calledRightRe = regexp.MustCompile(`\b(right|fair|reasonable|real|valid|good|genuine|serious) (thing to )?(worry|concern|question)\b`)
	// proof offered beside it
	dismissProofRe = regexp.MustCompile(`\b(i'll|we'll|i will|we will|i can|we can|let me|happy to|glad to) (show|send|share|give|put|arrange|set up|run|walk)\b|\bin writing\b|\bwritten into\b|\bin the contract\b|\byou can (call|visit|check|see|ask|test|try)\b|\breferences?\b`)
)

// dismissal finds a dismissed concern in sentence si by the rules above: its
// span in the text.
func (d *doc) dismissal(si int, nf []int) (int, int, bool) {
	st := &d.sents[si]
	if st.question {
		return 0, 0, false
	}
	var bits uint8 // (the rules whose words the sentence holds: most hold none)
	for _, i := range nf {
		bits |= dismissAnchors[d.toks[i].norm]
	}
	if bits == 0 {
		return 0, 0, false
	}
	low, ls := d.lowIn(st.s, st.e)
	if bits&stopBit != 0 {
		if s, e, ok := d.stopWeighing(nf); ok {
			at := s - ls // (where s falls in low)
			if !d.lowASCII {
				at, _ = slices.BinarySearch(d.lowAt, s)
				at -= ls
			}
			if notDismissRe.MatchString(low) || calledRight(low) || dismissProofRe.MatchString(low) || inCondition(low, at) {
				return 0, 0, false
			}
			return s, e, true
		}
	}
	for k, re := range dismissRes {
		if bits&(1<<k) == 0 {
			continue
		}
		m := re.FindStringIndex(low)
		if m == nil {
			continue
		}
		if notDismissRe.MatchString(low) || calledRight(low) || dismissProofRe.MatchString(low) || inCondition(low, m[0]) {
			return 0, 0, false
		}
		return d.lowOrigin(ls + m[0]), d.lowOrigin(ls + m[1]), true
	}
	return 0, 0, false
}

// inCondition reports whether position i of low sits in an "if" or "when"
// clause ("if they're fine, you don't need us"), or answers one that sets
// a fact, not the worry ("If late deliveries stop, you don't need to worry
// about us"; not "if the fee bothers you, it shouldn't").
func inCondition(low string, i int) bool {
	for _, w := range []string{"if ", "when ", "once ", "unless ", "as long as "} {
		if strings.HasPrefix(low, w) {
			if c := strings.IndexAny(low, ",;:"); c > 0 && c < i && !worryWordRe.MatchString(low[:c]) {
				return true
			}
		}
	}
	for k := i - 1; k >= 0 && k >= i-40; k-- {
		switch low[k] {
		case ',', ';', ':', '.':
			return false
		}
		if k == 0 || low[k-1] == ' ' {
			for _, w := range []string{"if ", "when ", "once ", "while ", "unless ", "until "} {
				if len(low)-k >= len(w) && low[k:k+len(w)] == w {
					return true
				}
			}
		}
	}
	return false
}

// calledRight reports whether low calls the worry right ("it's the right
// thing to worry about", "a fair concern"), not "not a real concern".
func calledRight(low string) bool {
	for _, m := range calledRightRe.FindAllStringIndex(low, -1) {
		pre := low[:m[0]]
		if !(len(pre) >= 6 && (pre[len(pre)-6:] == "not a " || pre[len(pre)-6:] == "n't a ") || len(pre) >= 7 && pre[len(pre)-7:] == "not an ") {
			return true
		}
	}
	return false
}

// lowIn is the lowered text of d.text[s:e], cut from lowDoc (no new
// string for a text with curly quotes or accents), and where it starts in
// lowDoc.
func (d *doc) lowIn(s, e int) (string, int) {
	all := d.lowDoc()
	if d.lowASCII {
		return all[s:e], s
	}
	ls, _ := slices.BinarySearch(d.lowAt, s)
	le, _ := slices.BinarySearch(d.lowAt, e)
	return all[ls:le], ls
}

// lowOrigin is the byte of d.text that byte i of lowDoc was lowered from.
func (d *doc) lowOrigin(i int) int {
	if d.lowASCII {
		return i
	}
	return d.lowAt[i]
}

// dismissAnchors hold, for each word, the rules of dismissRes (by bit)
// whose every match holds that word or another of the rule's as a word of
// its own.
var dismissAnchors = func() map[string]uint8 {
	m := map[string]uint8{}
	for k, words := range []string{
		"relax forget",
		"calm ignore forget head mind strike tick",
		"non non-issue non-problem non-question non-concern non-event non-story nonissue real genuine actual serious worth",
		"made made-up imaginary phantom non-existent nonexistent existent overblown exaggerated overstated herring storm myth",
		"nothing gossip nerves reflex formality rubber rubber-stamp tiger fear irrelevant last least blows blow dies die",
		"something anything happen come problem matter thing shouldn't",
		"you're grumble moan complain say fuss everything talking nerves fear",
	} {
		for _, w := range strings.Fields(words) {
			m[w] |= 1 << k
		}
	}
	for w := range weighStop {
		m[w] |= stopBit
	}
	return m
}()

// stopBit marks, in dismissAnchors, the stop words of stopWeighing.
const stopBit = 1 << 7

// weighStop are the words that tell the buyer to stop ("don't", "never",
// "stop", "skip"); weighVerbs the ways of weighing a concern that follow
// ("worry", "fret", "lose sleep", "give it another thought"); weighSkip the
// words between ("even", "need to", "a minute more").
var (
	weighStop  = toSet("don't dont never needn't stop skip quit wouldn't shouldn't no not")
	weighVerbs = toSet("worry worrying fret fretting fuss fussing stress stressing agonise agonising agonize agonizing panic panicking overthink overthinking analyse analysing analyze analyzing sweat sweating lose losing think thinking give compare comparing test testing weigh weighing spend")
	weighSkip  = toSet("even really ever need to have you a one more just in point the")
)

// stopWeighing finds the buyer told to stop weighing their concern, by the
// words of the sentence (nf): a stop word, then within a few words a way of
// weighing it ("you really needn't worry", "don't spend one more minute
// thinking about it", "no point comparing", "I wouldn't give it another
// thought"). "Don't think we're the cheapest" weighs nothing: "think" counts
// only as "think about it" or "think twice", "give" only with "thought".
func (d *doc) stopWeighing(nf []int) (int, int, bool) {
	toks := d.toks
	for k, i := range nf {
		n := toks[i].norm
		if !weighStop[n] {
			continue
		}
		if n == "no" && (k+1 >= len(nf) || toks[nf[k+1]].norm != "need" && toks[nf[k+1]].norm != "point") {
			continue // "no need to worry", "no point comparing"; not "no …"
		}
		if n == "not" && !(k > 0 && (toks[nf[k-1]].norm == "let's" || toks[nf[k-1]].norm == "do") || k > 1 && toks[nf[k-1]].norm == "just" && toks[nf[k-2]].norm == "let's") {
			continue // "let's (just) not worry", "do not worry"
		}
		for j := k + 1; j < len(nf) && j <= k+5; j++ {
			if toks[nf[j-1]].commaAfter || toks[nf[j-1]].punctAfter {
				break
			}
			w := toks[nf[j]].norm
			if weighVerbs[w] {
				if weighs(toks, nf, j) {
					return toks[i].s, toks[nf[j]].e, true
				}
				break
			}
			if !weighSkip[w] || (n == "wouldn't" || n == "shouldn't") && w != "even" && w != "really" && w != "ever" {
				break // ("you wouldn't need to worry about installation: our partner does it" reassures)
			}
		}
	}
	return 0, 0, false
}

// weighs reports whether the weighing verb at nf[j] weighs the concern.
func weighs(toks []token, nf []int, j int) bool {
	next := func(o int) string {
		if j+o < len(nf) {
			return toks[nf[j+o]].norm
		}
		return ""
	}
	switch toks[nf[j]].norm {
	case "think", "thinking":
		return next(1) == "twice" || next(1) == "about" && (next(2) == "it" || next(2) == "that" || next(2) == "this")
	case "give":
		for o := 2; o <= 4; o++ {
			if next(o) == "thought" {
				return true
			}
		}
		return false
	case "lose", "losing":
		return next(1) == "sleep" || next(2) == "sleep"
	case "test", "testing":
		return next(1) == "it"
	case "spend":
		for o := 1; o <= 4; o++ {
			switch next(o) {
			case "minute", "second", "moment":
				return true
			}
		}
		return false
	case "sweat":
		return next(1) == "it" || next(1) == "that" || next(1) == "this" || next(1) == "the"
	}
	return true
}
