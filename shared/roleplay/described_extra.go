package roleplay

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
)

// This file reads the scenario's roles that described.go's per-sum reading
// misses: who the buyer is (their own name is never a situation), who
// decides in any of the ways a description says it (a title and a name
// with or without commas, two people jointly, the buyer together with a
// partner, the buyer alone), a budget or a spend of nothing, and clauses
// that are only counts.

// personName matches a person's name as written: "Renata Kowalczyk",
// "Dr. Omar Haddad", "Tomás Albarrán".
const personName = `(?:(?:Dr|Mr|Ms|Mrs|Prof)\.\s+)?` + nameWord + `(?:\s+(?:(?:al|el|bin|bint|ibn|van|von|der|den|de|da|di|du|del|dos|das|le|la)\s+){0,2}` + nameWord + `){0,2}`

// endsInPrep reports a title that ends in a preposition: "board in" of
// "the board in Suva", "Board of" of "the Board of Commissioners".
func endsInPrep(title string) bool {
	ws := strings.Fields(strings.ToLower(title))
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "of", "from", "in", "at", "on", "for", "to", "with", "near", "by":
		return true
	}
	return false
}

// nameWord is one word of a name, hyphenated or with an apostrophe whole:
// "Al-Aradi", "O'Neill", "Jean-Luc".
const nameWord = `\p{Lu}[\p{Ll}'’]*(?:[-'’]\p{Lu}?[\p{Ll}'’]+)*`

var (
	// "The buyer is Dr. Lena Vasquez, owner of …", "You are Dale Whitcombe,
	// production manager at …", "I'm Walter Pruitt, and …", "Name: Grant
	// Holloway", "Buyer: Hollis Grady".
	reIdentity = regexp.MustCompile(`^(?i:the buyer is|the prospect is|the customer is|you are|you're|we are|i am|i'm|my name is|this is|name\s*:|buyer\s*:)\s+(` + personName + `)(?:\s*,\s*(.*)|\s+and\s+(.*))?$`)
	// "I'm a partner at a 25-person accounting firm".
	reIAmRole = regexp.MustCompile(`^(?i:i am|i'm)\s+(?i:a|an|the)\s+([a-z].+)$`)
	// "I'm the owner, Sal Marino".
	reIdentityRoleFirst = regexp.MustCompile(`^(?i:i am|i'm|we are|you are|you're) (?i:the |a |an )?((?i:[a-z][a-z -]{1,40})),\s+(` + personName + `)$`)
	// "Priyanka Deshmukh is the operations director at Crane & Loft".
	reNameIsRole = regexp.MustCompile(`^(` + personName + `) (?:is (?:the |a |an )?|runs |owns |manages |leads |heads )(.+)$`)
	// "Approver: CFO Dana Whitfield", "Decision maker: …"
	reDeciderLabel = regexp.MustCompile(`(?i)^(?:decision[- ]?makers?|decision|deciders?|approvers?|approval|sign[- ]?off|final say|authority|economic buyer|signs?)\s*:`)
	// "Notes for the role-player:", "Note to the role-player:".
	reRolePlayerNote = regexp.MustCompile(`(?i)^notes? (?:to|for) (?:the )?(?:role[- ]?player|ai|buyer)\s*:\s*`)
	// A title followed by one or two names, with or without commas:
	// "the owner, Beverly Nakamura,", "Board chair Felix Amankwah", "The two
	// founding partners, Ian Crane and Sofia Loft,", "her practice partner,
	// Dr. Omar Haddad".
	reTitleName = regexp.MustCompile(`(?:^|\b(?i:the|our|her|his|their|my|and|with|:)\s+)((?i:[a-z][a-z -]{1,40}?)),?\s+(` + personName + `)(?:\s+and\s+(` + personName + `))?\b`)
	// "Owner Tomás Albarrán (her father) approves", "Dr. Shah (owner)".
	reNameParen  = regexp.MustCompile(`(` + personName + `)\s+\(([^)]{2,30})\)`)
	reSelfDecide = regexp.MustCompile(`(?i)\b(?:(?:makes?|takes?) (?:the|this|that|every|all|each|any) (?:final )?(?:decision|call|choice)s?(?: [a-z]+)? (?:alone|on (?:her|his|my|your) own|(?:her|him|my|your)self)|decides? alone|decides? (?:on )?(?:her|his|my|your) own|(?:decides?|approves?|signs?)\b[^.;]*\b(?:yourself|myself|herself|himself)|(?:decides?|approves?|signs?) (?:it |this )?(?:herself|himself|myself|yourself)|(?:decides?|approves?|signs?)(?: off)?(?: on)? anything (?:up to|under|below|less than))\b`)
	reJoint      = regexp.MustCompile(`(?i)\b(?:together with|jointly with|along with|with (?:her|his|my|your|their) )`)
	reFamily     = regexp.MustCompile(`(?i)\b(daughter|son|wife|husband|father|mother|brother|sister|partner|co-owner|family)\b`)
	reZeroBudget = regexp.MustCompile(`(?i)\b(?:no budget|budget (?:line )?(?:for [a-z ]+ )?(?:this year )?is (?:zero|nothing|\$0)|zero budget|nothing budgeted|no money (?:set aside|budgeted)|no budget line)\b`)
	reZeroSpend  = regexp.MustCompile(`(?i)\b(?:(?:don't|do not|doesn't|does not) pay (?:anything|a thing|for (?:it|any|anything|this))|no [a-z-]+ spend|no spend|costs? (?:us )?nothing|pay nothing|for free|it's free|free of charge)\b`)
	rePastThing  = regexp.MustCompile(`(?i)\b(?:previous|former|old|last|prior)\s+(?:[a-z-]+\s+){0,2}(?:vendor|app|system|tool|provider|software|platform|supplier|product|company)\b`)
	reCountWord  = regexp.MustCompile(`(?i)^(?:about |around |roughly |nearly |over |under |some |approximately )?\d[\d,]*[- ][a-z -]+$`)
	reNumberName = regexp.MustCompile(`(?:^|\s)(\p{Lu}[\p{L}]*)\s$`)
	reUnitAfter  = regexp.MustCompile(`^\s+(staff|people|employees|workers|members|users|agents|drivers|technicians|instructors)\b`)
	// labels that only say which fact follows, never part of the speech
	reSlotLabel = regexp.MustCompile(`(?i)^(timing|timeline|when|schedule|contract|size|fleet|team|scale|decision|situation|context|problem|pain|history|background)\s*:\s*`)
	// labels of a note to the role-player: the buyer never says them
	reNoteLabel = regexp.MustCompile(`(?i)^(style|behaviou?r|tone|personality|attitude|instructions?|goal for the rep|notes? for the rep)\s*:`)
)

// identityOf reads a sentence that says who the buyer is: their name and
// the rest of the sentence (a role, "and my family has run …").
func identityOf(sn string) (name, rest string, ok bool) {
	sn = reRolePlayerNote.ReplaceAllString(strings.TrimSpace(sn), "")
	if m := reIdentity.FindStringSubmatch(sn); m != nil {
		return m[1], strings.TrimSpace(m[2] + m[3]), true
	}
	if m := reIAmRole.FindStringSubmatch(sn); m != nil && titleRe.MatchString(firstWords(m[1], 4)) {
		return "", m[1], true // "I'm a partner at a 25-person accounting firm": no name, the role
	}
	if m := reIdentityRoleFirst.FindStringSubmatch(sn); m != nil && titleRe.MatchString(m[1]) {
		return m[2], m[1], true // "I'm the owner, Sal Marino": the role is the rest
	}
	if m := reNameIsRole.FindStringSubmatch(sn); m != nil && (titleRe.MatchString(firstWords(m[2], 6)) || !strings.Contains(m[0], " is ")) && !notNames[strings.ToLower(strings.Fields(m[1])[0])] {
		return m[1], strings.TrimSpace(m[2]), true
	}
	return "", "", false
}

// deciderRead is who decides, as a sentence of the scenario says it.
type deciderRead struct {
	title, name string // "practice partner", "Dr. Omar Haddad"; name may hold two ("Ian Crane and Sofia Loft")
	text        string // two deciders as the buyer names them: "our GM, Oliver Grant, and our owner, Mrs. Vance"
	mode        string // "" one person, "self" the buyer alone, "joint" the buyer with the person, "group" two people
	limit       string // the buyer's own limit: "anything under $20,000 a year"
}

// readDecider reads who decides in a sentence with an approval cue; buyer
// is the buyer's own name, so that "Hollis decides alone" is the buyer.
func readDecider(sn, buyer string) (deciderRead, bool) {
	var d deciderRead
	if buyer != "" {
		g := givenName(buyer)
		for _, ap := range []string{"'s ", "’s "} {
			sn = strings.ReplaceAll(sn, g+ap, "her ") // "Leah's father, Martin Wong, signs" → "her father, Martin Wong, signs"
		}
	}
	low := strings.ToLower(sn)
	first := ""
	if buyer != "" {
		first = strings.ToLower(strings.Fields(strings.TrimPrefix(strings.TrimPrefix(buyer, "Dr. "), "Mr. "))[0])
	}
	startsSelf := containsAny(" "+low, " i ", " we decide", " we approve", " we sign", " you decide", " you approve", " you sign", " she decides", " he decides", " she makes", " he makes", " she signs", " he signs") ||
		first != "" && strings.HasPrefix(low, first)
	if (reSelfDecide.MatchString(sn) && startsSelf || first != "" && strings.HasPrefix(low, first+" decides")) && !reDecidesWith.MatchString(low) && !containsAny(low, "veto", "has a say", "have a say", "signs off", "must approve", "has to approve") {
		d.mode = "self"
		i := strings.Index(low, "anything under")
		for _, lc := range []string{"anything up to", "anything below", "anything less than"} {
			if i < 0 {
				i = strings.Index(low, lc)
			}
		}
		if i >= 0 {
			lim := sn[i:]
			if j := reLimitEnd.FindStringIndex(lim); j != nil && !strings.Contains(lim[:j[0]], "$") {
				lim = lim[:j[0]] // "up to NOK 1.2 million." ends at the full stop, not the decimal point
			}
			lim = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.Split(lim, " yourself")[0]), "."))
			for _, w := range []string{" herself", " himself", " myself"} {
				lim = strings.Split(lim, w)[0]
			}
			d.limit = lim
		}
		return d, true
	}
	if m := reNameParen.FindStringSubmatch(sn); m != nil {
		pre := ""
		if i := strings.Index(sn, m[0]); i > 0 {
			pre = strings.TrimSpace(sn[:i])
		}
		title := ""
		if ws := strings.Fields(pre); len(ws) > 0 && titleRe.MatchString(ws[len(ws)-1]) {
			title = ws[len(ws)-1]
		}
		name := m[1]
		if ws := strings.Fields(name); len(ws) > 1 && titleRe.MatchString(ws[0]) {
			title, name = ws[0], strings.Join(ws[1:], " ")
		}
		if title == "" && titleRe.MatchString(m[2]) {
			title = m[2]
		}
		if title != "" {
			d.title, d.name = cleanTitle(title), name
			return d, true
		}
	}
	for _, m := range reTitleName.FindAllStringSubmatch(sn, -1) {
		title := strings.TrimSpace(m[1])
		name := m[2]
		// "Board chair Felix Amankwah": the title's capital is the sentence's
		ws := strings.Fields(name)
		for len(ws) > 1 && titleRe.MatchString(ws[0]) {
			title += " " + ws[0]
			ws = ws[1:]
		}
		name = strings.Join(ws, " ")
		if len(ws) < 2 && !strings.Contains(m[0], ",") && strings.HasSuffix(ws[0], "s") || endsInPrep(title) {
			continue // "the Board of Commissioners": a body, not a person; "the board in Suva": a place
		}
		if pre, jointTitle := reBuyerAnd.FindStringSubmatch(title), ""; pre != nil {
			// "he and the general manager, Carla Brandt, decide jointly"
			jointTitle = title[len(pre[0]):]
			title = jointTitle
			low += " jointly"
		}
		for _, lead := range []string{"with the ", "with our ", "with her ", "with his ", "with my ", "the ", "our ", "her ", "his ", "their ", "my ", "two ", "both "} {
			if strings.HasPrefix(strings.ToLower(title), lead) {
				title = title[len(lead):]
			}
		}
		title = reWithTitle.ReplaceAllString(title, "") // "together with the CIO" → "CIO"
		tl := strings.ToLower(title)
		if !(titleRe.MatchString(tl) || reFamily.MatchString(tl) || containsAny(tl, "board", "finance", "procurement")) || notNames[strings.ToLower(ws[0])] {
			continue
		}
		if given := strings.Fields(strings.TrimPrefix(strings.TrimPrefix(name, "Dr. "), "Mr. ")); buyer != "" && len(given) > 0 && strings.Contains(buyer, given[0]) {
			continue
		}
		if len(strings.Fields(title)) > 5 {
			title = strings.Join(strings.Fields(title)[len(strings.Fields(title))-3:], " ")
		}
		d.title, d.name = cleanTitle(title), name
		if t2, n2 := secondTitleName(sn, m[0]); t2 != "" && m[3] == "" {
			// "My GM, Oliver Grant, and the owner, Mrs. Vance, approve …
			// together"; "The CEO, Ellen Marsh, and the CFO decide together"
			d.text = "our " + d.title + ", " + name + ", and our " + t2
			if n2 != "" {
				d.text += ", " + n2
				d.name = name + " and " + n2
			} else {
				d.name = shortName(name) + " and our " + t2
			}
			d.title, d.mode = d.title+" and "+t2, "group"
			return d, true
		}
		if m[3] != "" {
			d.name = name + " and " + m[3]
			d.mode = "group"
		} else if reJoint.MatchString(sn) || containsAny(low, " veto", "has a say", " jointly", "co-sign", "signs with her", "signs with him", "signs with me", "decides with her", "decides with him", "decides with me", "cosign", "co-decide", "we decide together", "we decide it together", "we decide jointly", "together we decide", "i decide together", "she decides together", "he decides together") {
			d.mode = "joint"
		}
		return d, true
	}
	return d, false
}

// reLimitEnd ends a sign-off limit: a semicolon, or a full stop that is
// no decimal point.
var reLimitEnd = regexp.MustCompile(`;|\.(?:\s|$)`)

// reWithTitle is what comes before a co-decider's title: "decides together
// with the CIO, …".
// reCadence is how often someone decides: "once a quarter", "every other
// Monday", "monthly".
var reCadence = regexp.MustCompile(`\b(?:once a (?:week|month|quarter|year)|twice a (?:month|year)|every (?:other )?(?:week|month|quarter|monday|tuesday|wednesday|thursday|friday)|each (?:month|quarter))\b`)

// reDiffAfter follows a sum that is a difference: "$40 a month cheaper than".
var reDiffAfter = regexp.MustCompile(`^\s*(?:a (?:month|year) |per (?:month|year) )?(?:(?:cheaper|less|lower|more|higher|more expensive) than|(?:below|under|above|over) (?:the |our |your |their |its )?(?:rep's )?(?:quote|price|budget|offer))\b`)

// reHasNumber is a number in a clause, as digits or a small word.
var reHasNumber = regexp.MustCompile(`(?i)\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|dozen|half)\b`)

// rePronounWhen is a time said by a pronoun: "it ends", "that", "then".
var rePronounWhen = regexp.MustCompile(`(?i)^(?:after )?(?:it|that|this|then|them|those)\b`)

// reDecidesWith is a decision made with someone: "Lucy decides with her
// husband, Dr. Ken Tran".
var reDecidesWith = regexp.MustCompile(`\b(?:decides?|signs?|approves?) (?:together |jointly )?with\b`)

var reBuyerAnd = regexp.MustCompile(`(?i)^(?:he|she|i|we|you)\s+and\s+(?:the|our|her|his|my|their)\s+`)

var reWithTitle = regexp.MustCompile(`(?i)^.*\bwith (?:the|our|her|his|my|their) `)

// countsOnly reports a piece that only counts things ("38 teachers, about
// 310 enrolled children", "Size: 18 aircraft"): a count, not a situation.
func countsOnly(pc string) bool {
	pc = reSlotLabel.ReplaceAllString(pc, "")
	for _, part := range strings.Split(pc, ", ") {
		part = strings.TrimSpace(strings.TrimPrefix(part, "and "))
		for _, p := range strings.Split(part, " and ") {
			if !reCountWord.MatchString(strings.TrimSpace(p)) || len(strings.Fields(p)) > 5 {
				return false
			}
		}
	}
	return true
}

// secondPersonNote reports a description written to the role-player ("You
// are Dale …; you use PrintSmith"): its "you" is the buyer.
func secondPersonNote(custom string) bool {
	low := strings.ToLower(custom)
	return reRolePlayerNote.MatchString(strings.TrimSpace(custom)) || strings.HasPrefix(low, "you are ") || strings.HasPrefix(low, "you're ") ||
		strings.Contains(low, "role-player: you") || strings.Contains(low, "roleplayer: you") || strings.Contains(low, ". you are ")
}

// youAsBuyer turns a note's "you" into the buyer's words: "You use
// PrintSmith" → "we use PrintSmith", "your budget" → "our budget".
func youAsBuyer(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		core := strings.TrimRight(w, ",.;:!?")
		tail := w[len(core):]
		rep := ""
		switch strings.ToLower(core) {
		case "you":
			rep = "we"
			if i > 0 && containsAny(strings.ToLower(ws[i-1]), "with", "to", "for", "from", "by") {
				rep = "us"
			}
		case "your":
			rep = "our"
		case "you're":
			rep = "we're"
		case "you've":
			rep = "we've"
		case "yourself":
			rep = "myself"
		}
		if rep == "" {
			continue
		}
		if unicode.IsUpper([]rune(core)[0]) && i == 0 {
			rep = upFirst(rep)
		}
		ws[i] = rep + tail
	}
	return strings.Join(ws, " ")
}

// hasInnerUpper reports a product name written with an inner capital:
// "ezyVet", "foreUP", "iPad".
func hasInnerUpper(w string) bool {
	r := []rune(w)
	if len(r) < 3 || !unicode.IsLetter(r[0]) {
		return false
	}
	for _, c := range r[1:] {
		if unicode.IsUpper(c) {
			return true
		}
	}
	return false
}

var reAway = regexp.MustCompile(`(?i)\band (?:is|will be|'s) ((?:away|out|off|on leave|travelling|traveling|at|in|on) [^;.]{3,60})$`)

// awayClause reads where the decider is in the sentence that names them:
// "… signs every software purchase and is at a trade show until the 18th"
// → "Beverly is at a trade show until the 18th".
func awayClause(sn, name string) string {
	m := reAway.FindStringSubmatch(sn)
	if m == nil || name == "" || !reTiming.MatchString(m[1]) {
		return ""
	}
	first := strings.Fields(name)[0]
	if strings.HasSuffix(first, ".") && len(strings.Fields(name)) > 1 {
		first = name
	}
	return first + " is " + m[1]
}

var (
	reJustName   = regexp.MustCompile(`^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$`)
	reToolPhrase = regexp.MustCompile(`(?i)\b(?:on|in|using|with|via|through)\s+((?:a|an|the|our|their)\s+[^,;.]{0,40}?\b(?:calendar|spreadsheet|sheet|whiteboard|notebook|binder|logbook|clipboard|inbox|database|ledger)s?\b(?:\s+and\s+(?:in |on |with )?(?:a|an|the)\s+[^,;.]{0,40}?\b(?:calendar|spreadsheet|sheet|whiteboard|notebook|binder|logbook|inbox|database|ledger|file)s?\b)?)`)
)

// pastPiece reports a piece about something that already happened or has
// no subject: "lost about 20,000 fingerlings … in July", "approved in
// December".
func pastPiece(pc string) bool {
	ws := strings.Fields(strings.ToLower(pc))
	if len(ws) == 0 {
		return true
	}
	if strings.HasSuffix(ws[0], "ed") && !strings.HasSuffix(ws[0], "eed") || pastVerbs[ws[0]] {
		return true
	}
	low := strings.ToLower(pc)
	if containsWord(low, "ago", "last year", "last month", "last quarter", "last spring", "last summer", "last fall", "last winter") ||
		containsAny(low, pastCues...) || rePastThing.MatchString(pc) || rePastVendorDid.MatchString(pc) {
		return true // "two years ago our previous vendor lost client files"
	}
	for _, w := range ws[:min(len(ws), 4)] {
		if pastVerbs[w] || w == "was" || w == "were" || w == "had" {
			return true
		}
	}
	return false
}

// timingContext is the other piece of a two-piece sentence a timing
// piece comes from, when nothing else used it: "You're mid-way through
// moving from Sage 300 to Epicor" of "…, and go-live is October 1".
func timingContext(sents []string, pc string, used map[string]bool) string {
	for _, sn := range sents {
		ps := descClauses(sn)
		if len(ps) != 2 || ps[1] != pc && ps[1] != strings.TrimPrefix(pc, "and ") {
			continue
		}
		o := ps[0]
		if used[o] || strings.ContainsAny(o, "$€£") || len(strings.Fields(o)) < 4 || reApprove.MatchString(o) {
			return ""
		}
		return o
	}
	return ""
}

// numberInName reports a number that is part of a name: "Part 141",
// "Sage 300", but not "Serves 52,000" (a verb starting the piece).
func numberInName(before string) bool {
	m := reNumberName.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	first := strings.TrimSpace(before) == m[1]
	return !(first && strings.HasSuffix(strings.ToLower(m[1]), "s"))
}

// pronounLower lower-cases a sentence's first word when it is a pronoun
// ("We're mid-way …" inside a longer line).
func pronounLower(s string) string {
	first, _, _ := strings.Cut(s, " ")
	lw := strings.ToLower(strings.Trim(first, ",.;:"))
	switch lw {
	case "we", "we're", "we've", "our", "they", "their", "it", "it's", "the", "there", "there's", "if", "no", "this", "next", "a", "an":
		return lowerFirst(s)
	}
	if (notNames[lw] || wordNums[lw] != "" || functionWords[lw]) && lw != "i" && !strings.HasPrefix(lw, "i'") && !isAcronym(first) {
		return lowerFirst(s) // "Two years ago …", "Last spring …": not a name
	}
	return s
}

var nonPersonUnits = map[string]bool{"aircraft": true, "raceways": true, "centers": true, "centres": true, "elevators": true, "shovels": true, "vessels": true,
	"machines": true, "titles": true, "units": true, "properties": true, "ponds": true, "tanks": true, "farms": true, "barns": true, "fields": true,
	"courts": true, "pools": true, "vans": true, "cars": true, "buses": true, "boats": true, "forklifts": true, "printers": true, "bikes": true, "gyms": true, "studios": true, "salons": true, "bakeries": true, "kitchens": true}

// clauseHasVerb reports whether a piece of a fact says something (has a
// verb), rather than only naming a thing ("our previous app").
func clauseHasVerb(p string) bool {
	if first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(p)), " "); first == "which" || first == "who" || first == "whose" || first == "that" || first == "and" || first == "but" {
		return false // "which take paralegals about 3 hours": no subject
	}
	for _, w := range strings.Fields(strings.ToLower(p)) {
		w = strings.Trim(w, ",.;:")
		if verbHints[w] || sVerbs[w] || pastVerbs[w] || timingVerbs[w] || len(w) > 4 && strings.HasSuffix(w, "ed") {
			return true
		}
	}
	return false
}

// quoteCase is the rep's words as the buyer quotes them: lower case at
// the start, but "I" and names keep their capitals ("I promise").
func quoteCase(q string) string {
	first, rest, _ := strings.Cut(q, " ")
	if first == "I" || strings.HasPrefix(first, "I'") || isAcronym(first) {
		return q
	}
	if rest == "" {
		return lowerFirst(first)
	}
	return lowerFirst(first) + " " + rest
}

// askedUnitIn reports a question that asks for a count the company phrase
// holds and the team counts do not: "how many centers" of "a group of 4
// childcare centers".
func askedUnitIn(q, company, team string) bool {
	lc, lt := strings.ToLower(company), strings.ToLower(team)
	for _, w := range words(q) {
		if len(w) < 4 || text.IsStop(w) || genericKeywords[w] {
			continue
		}
		st := text.Stem(w)
		if len(st) >= 4 && strings.Contains(lc, st) && !strings.Contains(lt, st) {
			return true
		}
	}
	return false
}

// dropUnknownClauses takes out of a line template the clause that says a
// fact the scenario does not give ("…, and {compEdge}"), so the rest can
// still be said; a template that needs the fact elsewhere is dropped by
// the caller.
func dropUnknownClauses(t string, unknown map[string]bool) string {
	if !unknown["{compEdge}"] || !strings.Contains(t, "{compEdge}") {
		return t
	}
	for _, c := range []string{", and {compEdge}", " and {compEdge}", ". And {compEdge}.", ", so you'd have to be clearly better somewhere that matters"} {
		t = strings.ReplaceAll(t, c, map[bool]string{true: ".", false: ""}[strings.HasSuffix(c, ".")])
	}
	return t
}

// methodCues mark a clause about how the work is done today.
var methodCues = []string{" by hand", " by phone", " email", " paper", " spreadsheet", " whiteboard", " calendar", " manual", " typed", " keyed",
	" written", " phone ", " excel", " sheet", " clipboard", " notebook", " by text", " text message", " fax"}

// rePastVendorDid is a sentence about what a vendor did: "A paywall vendor
// overstated conversion lift by 3x in its sales deck."
var rePastVendorDid = regexp.MustCompile(`(?i)^(?:a|an|one|our|their|the)\s+(?:[a-z-]+\s+){0,3}(?:vendor|provider|supplier|contractor|agency|consultant)\s+(?:[a-z]+ed|lost|sent|broke|took|went|made|sold|left|missed|charged)\b`)

// metaVerbNext reports that what follows "customer"/"client" is a verb
// ("thinks", "is comparing"): a line about the buyer for the role-player.
func metaVerbNext(rest string) bool {
	w, _, _ := strings.Cut(rest, " ")
	w = strings.Trim(w, ",.;:")
	switch w {
	case "is", "was", "has", "wants", "needs", "doesn't", "isn't", "can't", "won't", "would", "will", "thinks", "says", "feels", "believes", "worries", "refuses", "prefers", "likes":
		return true
	}
	return verbHints[w] || sVerbs[w] || pastVerbs[w]
}

// roleLike reports a clause naming the buyer's role ("VP of Sales at a
// 60-rep company"), not any "… at the end of each day".
func roleLike(cl string) bool {
	m := reRole.FindStringSubmatch(cl)
	return m != nil && titleRe.MatchString(m[1])
}

// bestPain is the situation clause a question asks about: the one sharing
// the most words with it, and for "what did that cost you?" the one with a
// sum in it.
func bestPain(pains []string, q string) string {
	kw := keywords(q)
	money := containsAny(strings.ToLower(q), "cost", "how much", "worth", "lose", "lost", "price")
	best, score := "", 0
	for _, p := range pains {
		n := sharedKeywords(kw, p)
		if n > 0 && money && strings.ContainsAny(p, "$€£") {
			n += 2
		}
		if n > 0 && reAskMeasure.MatchString(strings.ToLower(q)) && reHasNumber.MatchString(p) {
			n++ // "how often do orders go wrong?": the clause that counts them
		}
		if m := reHowManyPhrase.FindStringSubmatch(strings.ToLower(q)); m != nil {
			ws := countedNoun(m[1])
			if st := text.Stem(ws[len(ws)-1]); len(st) >= 3 && countsNoun(strings.ToLower(p), st) {
				n += 3 // "how many new clients?": the clause that counts clients
			}
		}
		if n > score {
			best, score = p, n
		}
	}
	return best
}

var reCurrentIs = regexp.MustCompile(`(?i)\b(?:current|existing|incumbent)\s+(?:[a-z-]+\s+){0,2}(?:is|are)\s+(\S.*)$`)

// countedNoun is the words of "how many new clients are you …" up to the
// noun counted: ["new", "clients"].
func countedNoun(phrase string) []string {
	var out []string
	for _, w := range strings.Fields(phrase) {
		switch w {
		case "are", "is", "do", "does", "did", "you", "we", "they", "there", "have", "has", "on", "in", "per", "a", "an", "the", "would", "will", "of":
			if len(out) > 0 {
				return out
			}
			continue
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		return []string{phrase}
	}
	return out
}

var reAndTitleVerb = regexp.MustCompile(`^,?\s+and\s+(?i:the|our|her|his|their|my)\s+((?i:[a-z][a-z -]{1,30}?))\s+(?i:decide|sign|approve|jointly|together|must|have to|both)\b`)

var reAndTitleName = regexp.MustCompile(`^,?\s+and\s+(?i:the|our|her|his|their|my)\s+((?i:[a-z][a-z -]{1,40}?)),\s+(` + personName + `)`)

// secondTitleName reads a second decider right after the first: ", and
// the owner, Mrs. Vance".
func secondTitleName(sn, first string) (title, name string) {
	i := strings.Index(sn, first)
	if i < 0 {
		return "", ""
	}
	rest := strings.TrimPrefix(sn[i+len(first):], ",")
	if m := reAndTitleVerb.FindStringSubmatch(rest); m != nil && titleRe.MatchString(m[1]) {
		return cleanTitle(m[1]), "" // "…, and the CFO decide together"
	}
	m := reAndTitleName.FindStringSubmatch(rest)
	if m == nil || !(titleRe.MatchString(m[1]) || reFamily.MatchString(m[1])) {
		return "", ""
	}
	return cleanTitle(m[1]), m[2]
}

var reAndPrep = regexp.MustCompile(`\s+and\s+(?:in|on|with)\s+`)

var pluralVerbs = map[string]string{"signs": "sign", "decides": "decide", "makes": "make", "has": "have", "cares": "care", "doesn't": "don't",
	"is": "are", "wants": "want", "reviews": "review", "approves": "approve", "needs": "need", "takes": "take", "asks": "ask", "was": "were", "won't": "won't"}

// pluralDeciders makes the verbs after two deciders plural: "Oliver Grant
// and Mrs. Vance, decides" → "…, decide", "they signs" → "they sign",
// "they'll", "they is" → "they are".
func pluralDeciders(s string, f facts) string {
	up := ""
	if f.decider != "" {
		up = upFirst(f.decider)
	}
	for _, subj := range []string{f.decider, up, f.deciderName, "They", "they"} {
		if subj == "" {
			continue
		}
		off := 0
		for {
			i := strings.Index(s[off:], subj)
			if i < 0 {
				break
			}
			i += off
			j := i + len(subj)
			if strings.HasPrefix(s[j:], ",") {
				j++ // "Oliver Grant and Mrs. Vance, decides"
			}
			rest := s[j:]
			ws := strings.Fields(rest)
			if len(ws) > 0 {
				w := strings.TrimRight(ws[0], ",.;:!?")
				if p, ok := pluralVerbs[w]; ok && strings.HasPrefix(strings.TrimLeft(rest, " "), w) {
					k := j + strings.Index(rest, w)
					s = s[:k] + p + s[k+len(w):]
				}
			}
			off = j
		}
	}
	return s
}

// plainNear is the words around the sum at [i, end) of a sentence, lower
// case, with every capitalised word but the first masked out: the
// role cues of a sum are never read inside a product's name.
func plainNear(sn string, i, end int) string {
	ws := strings.Fields(sn[:i])
	for k, w := range ws {
		if r := []rune(w); k > 0 && len(r) > 0 && unicode.IsUpper(r[0]) {
			ws[k] = "_"
		}
	}
	before := strings.ToLower(strings.Join(ws, " "))
	if j := strings.LastIndex(before, ", "); j >= 0 && len(strings.Fields(before[j+2:])) >= 2 {
		before = before[j+2:]
	}
	if j := strings.LastIndex(before, "; "); j >= 0 {
		before = before[j+2:]
	}
	as := strings.Fields(sn[end:])
	for k, w := range as {
		if r := []rune(w); len(r) > 0 && unicode.IsUpper(r[0]) {
			as[k] = "_"
		}
	}
	after := strings.ToLower(strings.Join(as, " "))
	if j := strings.Index(after, ", "); j >= 0 {
		after = after[:j]
	}
	return lastWords(before, 6) + "#" + firstWords(after, 4)
}

// reTwoRoles is a decision sentence with a second person's part in it:
// screening, sponsoring, recommending first.
var reTwoRoles = regexp.MustCompile(`\b(?:screens?|sponsors?|recommends?|reviews? (?:it|them) first)\b.*\b(?:approves?|signs?|decides?)\b|\b(?:approves?|signs?|decides?)\b.*\band (?:the|our|her|his) [a-z ]+,.*\b(?:screens?|sponsors?|reviews?|recommends?)\b`)

// hyphenVerb reports a verb written with a prefix: "auto-renews",
// "re-opens".
func hyphenVerb(w string) bool {
	i := strings.LastIndex(w, "-")
	return i > 0 && i+1 < len(w) && (timingVerbs[w[i+1:]] || sVerbs[w[i+1:]])
}

// countsNoun reports a number followed, within two words, by a word
// starting with stem: "about 25 new clients" counts "client".
func countsNoun(text, stem string) bool {
	ws := strings.Fields(text)
	for i, w := range ws {
		if w == "" || w[0] < '0' || w[0] > '9' {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			if strings.HasPrefix(ws[j], stem) {
				return true
			}
		}
	}
	return false
}

// startsWithName reports a piece that starts with one of the names.
func startsWithName(pc string, names ...string) bool {
	for _, n := range names {
		if n != "" && strings.HasPrefix(pc, n+" ") {
			return true
		}
	}
	return false
}

// reSoleDecider is a line that gives the whole decision to one person.
var reSoleDecider = regexp.MustCompile(`\{(?:deciderName|decider)\}(?:'s)?,? (?:decides|signs|makes the call|has the final say|call|signature)|\{pron\} (?:decides|signs)`)

// noteNames are the people a decision note names with their titles.
func noteNames(note string) []string {
	var out []string
	for _, m := range reTitleName.FindAllStringSubmatch(note, -1) {
		if strings.Contains(m[0], ",") && (titleRe.MatchString(m[1]) || reFamily.MatchString(m[1])) {
			out = append(out, m[2])
		}
	}
	return out
}

var (
	// the buyer decides alone, said as nobody else deciding
	reSelfOnly = regexp.MustCompile(`(?i)\b(?:(?:^|\b)(?:i|she|he) (?:make|makes|take|takes) (?:all )?(?:the|every) (?:decisions?|calls?|purchasing decisions?)\b|(?:nobody|no one|no-one) else (?:signs|approves|decides|has a say|is involved)|(?:answers|reports) to (?:nobody|no one|no-one)|(?:it's|it is) (?:his|her|my|their) (?:own )?(?:call|decision)(?: alone)?(?:$|[.;,])|(?:his|her|my) (?:call|decision) alone|(?:doesn't|does not|don't|do not) need (?:anyone|anybody)(?:'s)? (?:else'?s? )?(?:approval|sign-off|permission)|\b(?:purchases?|buying|decisions?|spending|contracts?)\b[^.;]{0,20}\b(?:herself|himself|myself)\b)`)
	// a body that decides: "sign-off from the town council", "the co-op
	// board has the final say at its November meeting"
	reBody        = regexp.MustCompile(`(?i)\b(?:the|our|their|its|a) ((?:[a-z][a-z-]* ){0,2}?(?:board|council|committee|commission|commissioners|trustees|selectboard|vestry|partners|membership))\b`)
	reBodyMeetsOn = regexp.MustCompile(`(?i)\b(?:which|that|who) meets? ((?:on|in|every|each|once) [^,;]{3,60})`)
	reBodyNamed   = regexp.MustCompile(`^,?\s+(?:chair(?:ed)?\s+(?:by\s+)?)?` + personName)
	reBodyMeets   = regexp.MustCompile(`(?i)\b(?:at|in) (?:its|their|the) (?:next )?((?:[a-z]+ ){0,2}?(?:meeting|session|vote))\b`)
)

// bodyDecides reads a body that decides (a council, a board, a committee)
// from a sentence with an approval cue, and when it decides ("at its
// November meeting"), as the buyer says it. A body chaired or led by a named
// person is left to readDecider.
func bodyDecides(sn string) (body, when string, ok bool) {
	low := strings.ToLower(sn)
	if !reApprove.MatchString(low) && !containsAny(low, "final say", "sign-off from", "signoff from", "approval from", "approval of", "votes on", "vote on", "go to the", "goes to the", "go before the", "goes before the", "go through the", "goes through the") {
		return "", "", false
	}
	loc := reBody.FindStringSubmatchIndex(sn)
	if loc == nil || containsAny(low, "chaired by", "chair,", " chair ") || reBodyNamed.MatchString(sn[loc[1]:]) {
		return "", "", false
	}
	body = strings.ToLower(sn[loc[2]:loc[3]])
	if strings.HasPrefix(body, "board of") || strings.Contains(body, "budget") {
		return "", "", false
	}
	if m := reBodyMeetsOn.FindStringSubmatch(sn); m != nil {
		when = "its meeting " + strings.TrimRight(m[1], ".") // "which meets on the first Tuesday of each month"
		if strings.HasSuffix(body, "s") && !strings.HasSuffix(body, "ss") {
			when = "their meeting " + strings.TrimRight(m[1], ".")
		}
	} else if m := reBodyMeets.FindStringSubmatch(sn); m != nil {
		when = "its " + m[1]
		if strings.HasSuffix(body, "s") && !strings.HasSuffix(body, "ss") {
			when = "their " + m[1]
		}
	}
	return body, when, true
}

var (
	// a count of what the business has, after a word that says so: "with
	// 17 artists", "rents 4,000 hives", "boarding 45 horses", "Marina, 220
	// slips", "which milks 1,200 cows"
	reCountGeneral = regexp.MustCompile(`(?i)(?:^|\b(with|has|have|of|across|and|rents?|milks?|boards?|boarding|runs?|running|owns?|operates?|operating|manages?|managing|employs?|employing|serves?|serving|keeps?|keeping|houses?|housing|maintains?|leases?|fields?|covers?|over|about|some|around|nearly)\s+|,\s+)(\d[\d,]*)\s+((?:[a-z][a-z-]*\s+){0,2}?)([a-z][a-z-]+)\b`)
	// a rate after a count: "rounds a year", "orders per week"
	reRateAfter = regexp.MustCompile(`^\s+(?:a|per|each|every)\s+(?:year|month|week|day|season|night|shift)\b`)
	// a number used as an adjective: "a 32-lane bowling center" counts 32 lanes
	reHyphenCount = regexp.MustCompile(`^(\d[\d,]*)-([a-z]+)\s+[a-z]`)
	// nouns a count of the business's things never ends in: time, money,
	// events, measures
	notCountNouns = map[string]bool{"years": true, "months": true, "weeks": true, "days": true, "hours": true, "minutes": true, "seconds": true,
		"times": true, "percent": true, "points": true, "dollars": true, "euros": true, "pounds": true, "cents": true, "outages": true,
		"incidents": true, "errors": true, "mistakes": true, "complaints": true, "miles": true, "kilometers": true, "kilometres": true,
		"acres": true, "hectares": true, "tons": true, "tonnes": true, "gallons": true, "litres": true, "liters": true, "feet": true,
		"meters": true, "metres": true, "degrees": true, "nights": true, "shifts": true, "seasons": true, "quarters": true, "decades": true,
		"generations": true, "sessions": true, "visits": true, "calls": true, "orders": true, "bookings": true, "times a": true}
	irregularCounts = map[string]bool{"staff": true, "crew": true, "people": true, "cattle": true, "sheep": true, "livestock": true,
		"children": true, "aircraft": true, "deer": true, "fish": true, "personnel": true, "headcount": true}
)

// reDated is a date or a span in a clause: "by the end of June", "in 6 weeks".
var reDated = regexp.MustCompile(`(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|year-end|end of (?:the|this|next) [a-z]+|\d+ (?:days|weeks|months)|next (?:week|month|quarter|year))\b`)

// hyphenOther reports a number used as an adjective of another noun than
// the unit read after it: "32-lane bowling center" counts lanes, not
// centers ("35-person law firm" and "150-bed hospital" count what they say).
func hyphenOther(at, unit string) bool {
	hm := reHyphenCount.FindStringSubmatch(at)
	if hm == nil {
		return false
	}
	n := strings.ToLower(hm[2])
	return n != "person" && n != "people" && plural(n) != plural(strings.ToLower(unit))
}

// moreCounts reads the counts the unit list of reTeamAny misses, by
// position: a number after a word that says the business has or runs
// what follows ("with 17 artists", "rents 4,000 hives", "boarding 45
// horses"), counting a plural noun that is not time, money or an event;
// and a number used as an adjective ("a 32-lane bowling center": 32
// lanes). have holds the counts already read.
func moreCounts(pc string, have []string) []string {
	var out []string
	seen := func(n string) bool {
		for _, c := range append(append([]string{}, have...), out...) {
			if strings.Fields(c)[0] == n {
				return true
			}
		}
		return false
	}
	for _, m := range reCountGeneral.FindAllStringSubmatchIndex(pc, -1) {
		num := pc[m[4]:m[5]]
		if strings.ContainsAny(pc[max(m[4]-2, 0):m[4]], "$€£") || seen(num) || numberInName(pc[:m[4]]) {
			continue
		}
		if hm := reHyphenCount.FindStringSubmatch(pc[m[4]:]); hm != nil {
			continue // read below
		}
		mods, noun := strings.ToLower(strings.TrimSpace(pc[m[6]:m[7]])), strings.ToLower(pc[m[8]:m[9]])
		if reRateAfter.MatchString(pc[m[1]:]) {
			continue // "31,000 rounds a year" is a rate, not what the business has
		}
		if notCountNouns[noun] || !(irregularCounts[noun] || strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") && !strings.HasSuffix(noun, "us") && !strings.HasSuffix(noun, "is")) {
			continue
		}
		if n, err := strconv.Atoi(strings.ReplaceAll(num, ",", "")); err != nil || n <= 1 || n >= 1900 && n <= 2100 && !strings.Contains(num, ",") {
			continue // a year, not a count
		}
		phrase := num + " "
		if mods != "" && !containsWord(mods, "of", "a", "an", "the", "and", "in", "per", "each", "every", "between") {
			phrase += mods + " "
		}
		out = append(out, phrase+noun)
	}
	for i := 0; i+1 < len(pc); i++ {
		if i > 0 && pc[i-1] != ' ' || pc[i] < '0' || pc[i] > '9' {
			continue
		}
		hm := reHyphenCount.FindStringSubmatch(pc[i:])
		if hm == nil || seen(hm[1]) || strings.ContainsAny(pc[max(i-2, 0):i], "$€£") {
			continue
		}
		noun := strings.ToLower(hm[2])
		if notCountNouns[plural(noun)] || containsWord(noun, "person", "people", "year", "month", "week", "day", "hour", "minute", "percent", "mile", "star", "step", "page", "point", "time") {
			continue
		}
		out = append(out, hm[1]+" "+plural(noun))
		i += len(hm[1])
	}
	return out
}

var (
	// a freeze until a date or through a period: "Nothing changes before
	// Labor Day because …", "No new systems during the season", "nothing
	// moves until after the harvest"
	reFreeze = regexp.MustCompile(`(?i)^(?:nothing(?: new)?|no (?:new )?(?:changes?|systems?|software|tools?|switch(?:es)?|projects?|purchases?)|(?:she|he|they|we|i) (?:won't|will not|can't|cannot|doesn't|don't|will) (?:change|switch|touch|move|buy|start|consider)[a-z ]{0,30}?)\s*(?:changes|happens|moves|goes in|goes live|gets (?:changed|switched|bought|installed)|is (?:changed|bought|installed)|will change|can change)?\s*\b(before|until|till|during|through|in|for)\s+((?:after |the end of )?[^,;]{2,80}?)(?:,?\s+(?:because|as|since)\s+([^;]{3,120}))?[.]?$`)
	// "a contract that runs to April 30", "their contract ends in March"
	reContractEnd = regexp.MustCompile(`(?i)\bcontract (?:that |which )?(?:runs|lasts|ends|expires|is up|renews|runs out|lapses|comes up)(?: (?:to|until|through|till|on|in|at))? (\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:the end of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{1,2}(?:st|nd|rd|th)?)?(?:,? \d{4})?|q[1-4]|year-end|the end of (?:the|this|next) [a-z]+)\b`)
)

// freezeTiming puts a freeze sentence in the buyer's words ("nothing
// changes before Labor Day, because the docks are full all summer") with
// the time it ends ("Labor Day", "the season"): the scenario's own reason,
// never a stock one.
func freezeTiming(sn string) (string, string) {
	sn = strings.TrimSpace(sn)
	for _, pc := range strings.FieldsFunc(strings.ReplaceAll(strings.ReplaceAll(sn, ", and ", ";"), "; ", ";"), func(r rune) bool { return r == ';' }) {
		pc = strings.TrimRight(strings.TrimSpace(pc), ".")
		if j := strings.Index(pc, " and "); j > 0 && !reFreeze.MatchString(pc) && reFreeze.MatchString(pc[j+5:]) {
			pc = pc[j+5:] // "spring is the peak and nothing new goes in before June"
		}
		m := reFreeze.FindStringSubmatch(pc)
		if m == nil {
			continue
		}
		when := strings.TrimSpace(m[2])
		if reApprove.MatchString(strings.ToLower(when)) || rePronounWhen.MatchString(when) {
			continue // "before it ends" says no time of its own
		}
		t := lowerFirst(pc)
		if strings.HasPrefix(t, "i ") {
			t = "I" + t[1:]
		}
		if m[3] != "" && !strings.Contains(t, ", because ") {
			t = strings.Replace(t, " because ", ", because ", 1)
		}
		noun := when
		if lw := strings.ToLower(noun); !strings.HasPrefix(lw, "the ") && !unicode.IsUpper([]rune(noun)[0]) && !strings.HasPrefix(lw, "after ") {
			noun = "the " + noun
		}
		return t, strings.TrimPrefix(noun, "after ")
	}
	return "", ""
}

// rePastFailure and reAgo: "Two years ago their document vendor lost client
// files in a breach" is what burned them.
var (
	rePastFailure = regexp.MustCompile(`\b(?:lost|leaked|crashed|failed|breached|went down|shut down|deleted|corrupted|exposed|went bankrupt|disappeared|drifted|broke down|stopped working|never worked|switched (?:it|them) off|turned (?:it|them) off|abandoned|false alarms)\b`)
	reAgo         = regexp.MustCompile(`\b(?:ago|last (?:year|spring|summer|fall|autumn|winter|month)|in (?:19|20)\d\d|(?:a|an|the|our|their|his|her) (?:19|20)\d\d|previous|former)\b`)
)

// reNameOffered is a name that offers something, inside a sentence.
var reNameOffered = regexp.MustCompile(`(?:^|\band |\bwhile |\bwhereas |\bbut |, |; |: )(\p{Lu}[\w-]*(?: \p{Lu}[\w-]*)?) (?:has offered|have offered|is offering|are offering|offers|offered|has quoted|quoted|has bid|bid|came in at|comes in at|is at|charges)\b`)

// hasInnerUpperOrCap reports a product name: capitalised ("Samsara") or
// with a capital inside ("ezyVet").
func hasInnerUpperOrCap(n string) bool {
	r := []rune(n)
	return len(r) > 1 && (unicode.IsUpper(r[0]) || hasInnerUpper(n))
}

// pluralBody reports a deciding body named in the plural ("the three
// partners"): its verbs are plural.
func (d described) pluralBody() bool {
	t := strings.ToLower(d.deciderTitle)
	if i := strings.Index(t, " of "); i > 0 {
		t = t[:i] // "the Board of Governors" is one board
	}
	return d.deciderMode == "body" && strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss")
}
