package roleplay

import (
	"pitchperfect/shared/text"
	"regexp"
	"strings"
	"unicode"
)

// The buyer speaks as itself: a scenario sentence about the buyer in the
// third person ("Helen was burned by …", "Carl has no budget line …", "The
// rep's software is quoted at …") is said in the first person, or not at
// all.

var (
	reRepPoss = regexp.MustCompile(`\b([Tt])he rep's\b`)
	reRepObj  = regexp.MustCompile(`\b[Tt]he rep\b`)
	// reSelfIntro is the buyer saying its own name: "I'm Helen", "This is Helen".
	reSelfIntro = regexp.MustCompile(`(?i)\b(?:I'm|I am|this is|my name is|call me)\s+[A-Z]`)
)

// nameVerbFirstPerson says "Hédi bought …", "Rafiqul says …" and "Fatema
// believes …" as the buyer's own "I bought", "I say", "I believe".
func nameVerbFirstPerson(sent, n string) string {
	for {
		i := strings.Index(sent, n+" ")
		if i < 0 || i > 0 && !strings.HasSuffix(sent[:i], " ") {
			return sent
		}
		rest := sent[i+len(n)+1:]
		w := rest
		if j := strings.IndexAny(rest, " ,.;"); j >= 0 {
			w = rest[:j]
		}
		lw := strings.ToLower(w)
		verb := ""
		switch {
		case pastIrregular[lw] || len(lw) > 4 && strings.HasSuffix(lw, "ed"):
			verb = lw
		default:
			if b, ok := deconjugate(lw); ok {
				verb = b
			}
		}
		if verb == "" {
			return sent
		}
		sent = sent[:i] + "I " + verb + rest[len(w):]
	}
}

var pastIrregular = map[string]bool{"bought": true, "took": true, "made": true, "ran": true, "paid": true, "spent": true, "lost": true, "got": true, "sold": true, "went": true, "saw": true, "chose": true, "built": true, "kept": true, "left": true, "told": true, "thought": true, "knew": true}

// firstPersonLine puts a buyer line in the buyer's own voice: "the rep's"
// is "your", "<Name> was/is/has" is "I was/I'm/I have", "<Name>'s" at the
// start of a clause is "my". A sentence that still speaks of the buyer or
// of "the rep" by name after that is left out.
func firstPersonLine(s, buyerName string) string {
	given := ""
	if buyerName != "" {
		given = givenName(buyerName)
	}
	if given == "" && !reRepObj.MatchString(s) {
		return s
	}
	var kept []string
	for _, sent := range splitSentences(s) {
		sent = reRepPoss.ReplaceAllStringFunc(sent, func(m string) string {
			if m[0] == 'T' {
				return "Your"
			}
			return "your"
		})
		before := sent
		if given != "" {
			for _, n := range []string{buyerName, given} {
				sent = strings.NewReplacer(
					n+" was ", "I was ", n+" is ", "I'm ", n+" has ", "I have ", n+" had ", "I had ",
					n+" wants ", "I want ", n+" needs ", "I need ", n+" won't ", "I won't ", n+" can't ", "I can't ",
					n+" can ", "I can ", n+" will ", "I will ", n+" may ", "I may ", n+" recommends", "I recommend",
					n+"'s ", "my ",
				).Replace(sent)
				sent = nameVerbFirstPerson(sent, n)
			}
		}
		if sent != before {
			sent = buyerPronouns(sent) // "so he wants references" of the same sentence
		}
		if strings.HasPrefix(sent, "my ") {
			sent = "My " + sent[3:]
		}
		if reRepObj.MatchString(sent) || strings.Contains(sent, "__") || given != "" && hasName(sent, given) && !reSelfIntro.MatchString(sent) {
			continue // still about the buyer or the rep in the third person
		}
		kept = append(kept, sent)
	}
	return strings.Join(kept, " ")
}

// hasName reports the name as a word of s.
func hasName(s, name string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r > 127)
	}) {
		if w == name {
			return true
		}
	}
	return false
}

// buyerPronouns turns the buyer's "he/she" in a sentence already about the
// buyer into "I": "so he wants references" → "so I want references". A
// "her", "him" or "herself" left over is not guessed at: the sentence
// keeps a third-person word and is left out by the caller.
func buyerPronouns(sent string) string {
	ws := strings.Fields(sent)
	for i := 0; i < len(ws); i++ {
		core := strings.TrimRight(ws[i], ",.;:!?")
		tail := ws[i][len(core):]
		switch strings.ToLower(core) {
		case "he", "she":
			ws[i] = "I" + tail
			if tail == "" && i+1 < len(ws) {
				nc := strings.TrimRight(ws[i+1], ",.;:!?")
				switch strings.ToLower(nc) {
				case "is":
					ws[i+1] = "am" + ws[i+1][len(nc):]
				case "was", "had", "will", "would", "can", "could", "won't", "can't", "must", "should", "might", "did", "didn't":
				case "has":
					ws[i+1] = "have" + ws[i+1][len(nc):]
				default:
					if v, _, ok := text.PluralVerb(strings.ToLower(nc)); ok && strings.HasSuffix(strings.ToLower(nc), "s") {
						ws[i+1] = v + ws[i+1][len(nc):] // "if she switches" → "if I switch"
					}
				}
			}
		case "he's", "she's":
			ws[i] = "I'm" + tail
		case "his":
			ws[i] = "my" + tail
		case "her", "him", "herself", "himself":
			if lc := strings.ToLower(core); (lc == "her") && tail == "" && i+1 < len(ws) && reFamily.MatchString(strings.TrimRight(ws[i+1], ",.;:!?")) {
				ws[i] = "my" // "Bernie can recommend, but her father Stan …": the buyer's father
				break
			}
			ws[i] = "__" + core // left out by the caller
		}
	}
	return strings.Join(ws, " ")
}

// ownVoiceFallback is what the buyer says when every sentence of its line
// spoke of itself in the third person: it would have to check, in the
// persona's words.
func (e *engine) ownVoiceFallback() string {
	if v := e.render(pools["checkFirst"][e.sc.Persona], map[string]string{}); len(v) > 0 {
		return v[int(mix(e.seed^0xf1)%uint64(len(v)))]
	}
	return "I'd have to check."
}

// reOffered is what a competitor offered, after its name: "…, which has
// offered a two-year price lock", "has offered her free hardware if she
// switches by June".
var reOffered = regexp.MustCompile(`^[^.;]{0,40}?\b(?:has offered|have offered|offered|is offering|are offering|offers|has put|put|includes|include)\s+(?:(?:her|him|them|us|me)\s+)?((?:[^,;.]|[,.]\d){4,90})`)

// reFreeOffer is something a named rival gives for free: "includes its
// herd software free with …", "has a free tier for up to 1,000 hives".
var reFreeOffer = regexp.MustCompile(`^\s*(?:includes|include|bundles|bundle|throws in|gives away|has|have)\s+((?:its |their |a |an )?[^,;.]{0,40}\bfree\b(?:[^,;.]|[,.]\d){0,70})`)

// reOfferTail starts a second clause about the rival inside its offer.
var reOfferTail = regexp.MustCompile(`\s(?:but|although|though|whereas|while)\s|\s(?:and|but) (?:has|have|is|are|was|were|lacks|lack|doesn't|don't|can't|won't|needs|requires)\b`)

// offerIn is the competitor's offer in the text after its name, in the
// buyer's words ("free hardware if I switch by the end of June"), or ""
// when there is none or it cannot be said in the first person.
func offerIn(after string) string {
	m := reOffered.FindStringSubmatch(after)
	if m == nil {
		m = reFreeOffer.FindStringSubmatch(after)
	}
	if m == nil {
		return ""
	}
	o := strings.TrimSpace(m[1])
	if loc := reOfferTail.FindStringIndex(o); loc != nil {
		o = strings.TrimSpace(o[:loc[0]]) // "NOK 1.4 million but has no Nordic references": the offer ends at the rival's next clause
	}
	if reAmount.MatchString(o) && len(strings.Fields(o)) <= 4 {
		return "" // a price, which compPrice holds
	}
	if strings.HasPrefix(o, "to ") {
		// "offered to freeze its price for three years if they renew …":
		// a verb is no offer a line can hold (the dated clause answers
		// for it)
		return "" // "They've offered …", "with …" take a thing, not a verb
	}
	if strings.HasPrefix(o, "its ") {
		o = "their " + o[len("its "):] // "They've offered their herd software free …", never "They've offered its …"
	}
	o = buyerPronouns(o)
	if strings.Contains(o, "__") || reRepObj.MatchString(o) {
		return ""
	}
	return o
}

// dropRepeatedFacts leaves out of a line a long sentence the buyer has
// said before word for word when the rep's message is not about it (it
// shares fewer than two content words with it): a pasted fact is not the
// answer to an unrelated question. The line keeps at least one sentence.
func (e *engine) dropRepeatedFacts(line, rep string) string {
	sents := splitSentences(line)
	if len(sents) < 2 {
		return line
	}
	repWords := map[string]bool{}
	for _, w := range words(rep) {
		if len(w) >= 5 {
			repWords[w] = true
		}
	}
	var kept []string
	for _, s := range sents {
		core := s
		if i := strings.Index(core, ": "); i >= 0 && i < 40 {
			core = core[i+2:]
		}
		n := normLine(core)
		if len(strings.Fields(n)) >= 12 && e.saidWordForWord(n) {
			shared := 0
			for _, w := range words(core) {
				if repWords[w] {
					shared++
				}
			}
			if shared < 2 && !namesShared(core, rep) {
				if r := e.shortRepeat([]string{core}, nil); r != "" && e.askedNow != "" {
					kept = append(kept, r) // asked again: the fact in short, never nothing
				}
				continue // a name the rep asks about ("What happened with FileHaven?") ties it to the question
			}
		}
		kept = append(kept, s)
	}
	if len(kept) == 0 || len(strings.Fields(strings.Join(kept, " "))) <= 4 {
		return line // never a lead-in alone ("Of course.")
	}
	return strings.Join(kept, " ")
}

// saidWordForWord reports a normalised sentence inside an earlier buyer line.
func (e *engine) saidWordForWord(n string) bool {
	for _, b := range e.buyerNorm {
		if strings.Contains(b, n) {
			return true
		}
	}
	return false
}

// namesShared reports a capitalised name (not a sentence's first word) of
// the sentence that the rep's message also says.
func namesShared(sent, rep string) bool {
	low := strings.ToLower(rep)
	for i, w := range strings.Fields(sent) {
		w = strings.Trim(w, ",.;:!?'\"()")
		if i == 0 || len(w) < 3 || !unicode.IsUpper([]rune(w)[0]) || notNames[strings.ToLower(w)] {
			continue
		}
		if hasName(low, strings.ToLower(w)) {
			return true
		}
	}
	return false
}
