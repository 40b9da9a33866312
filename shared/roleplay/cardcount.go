package roleplay

import (
	"regexp"
	"strings"
)

// reCardCount is a count the card states: a number (digits, "2.4 million"
// or a small number word), up to two modifiers and a noun, and the rate it
// may carry: "6 plants", "3 cold-storage warehouses", "2.4 million orders
// a year", "140 excavators".
var reCardCount = regexp.MustCompile(`(?i)(?:^|[\s(])(\d[\d,.]*(?:\s+(?:million|thousand))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)((?:\s+[a-z][a-z-]*){1,3})(\s+(?:a|per)\s+(?:year|month|week|day))?\b`)

// reNounlessCount is a count question with no noun: "How many is it now?".
var reNounlessCount = regexp.MustCompile(`^\W*(?:and |so |ok,? |okay,? )?how many (?:is|are|was|were) (?:it|there|they|that)\b`)

// countStopWords end the noun phrase of a "how many" question.
var countStopWords = map[string]bool{"are": true, "is": true, "do": true, "does": true, "did": true, "would": true, "will": true, "can": true,
	"could": true, "should": true, "we": true, "you": true, "they": true, "in": true, "on": true, "at": true, "across": true, "per": true, "a": true,
	"have": true, "has": true, "were": true, "was": true, "get": true, "that": true, "this": true, "there": true, "total": true, "today": true,
	"got": true, "again": true, "right": true, "now": true, "currently": true, "altogether": true, "overall": true, "roughly": true, "approximately": true}

// askedCardCount answers "how many <noun>?" with the card's own count of
// that noun ("how many plants are we talking about?" → "6 plants"), when
// the card states one and the question asks nothing else. "" otherwise: a
// count the card does not state is never made up here, and a question
// about part of the count ("how many were affected") is left alone.
func (e *engine) askedCardCount(q string) string {
	low := strings.ToLower(q)
	context := ""
	if strings.Count(low, "how many") == 1 && strings.Count(low, "?") > 1 {
		// "How's the team across all those branches? How many is it
		// now?": the count question alone, the rest its context
		for _, sent := range splitSentences(low) {
			if strings.Contains(sent, "how many") {
				low = sent
			} else {
				context += " " + sent
			}
		}
		if strings.Count(low, "?") > 1 || strings.Contains(context, "?") && !reNounlessCount.MatchString(low) {
			return "" // "how many clinics? Also, what's your no-show rate?": two questions, the usual way
		}
	}
	if strings.Count(low, "how many") != 1 || strings.Count(low, "?") > 1 || reHowManySubset.MatchString(low) ||
		containsAny(low, " and what", " and when", " and who", " and how", " and where", " and why", ", and ") {
		return ""
	}
	i := strings.Index(low, "how many ")
	ws := strings.Fields(strings.NewReplacer("?", " ", ",", " ", ".", " ").Replace(low[i+len("how many "):]))
	if len(ws) >= 2 && ws[0] == "of" && (ws[1] == "your" || ws[1] == "the" || ws[1] == "those" || ws[1] == "their") {
		ws = ws[2:]
	}
	var asked []string
	for _, w := range ws {
		if countStopWords[w] || strings.Contains(w, "'") || strings.Contains(w, "’") || len(asked) == 3 {
			break
		}
		asked = append(asked, w)
	}
	if len(asked) == 0 && context != "" && !containsAny(low, "a year", "a month", "a week", "a day", "per ", "each ") {
		// "How many is it now?": the noun the rep just named
		cws := strings.Fields(strings.NewReplacer("?", " ", ",", " ", ".", " ", "!", " ").Replace(context))
		for k := len(cws) - 1; k >= 0; k-- {
			if len(cws[k]) > 3 && !headcountWord(cws[k]) && e.cardCountOf(cws[k], false) != "" {
				asked = []string{cws[k]}
				break
			}
		}
	}
	if len(asked) == 0 {
		return e.rateAnswer(low)
	}
	rate := containsAny(low, "a year", "per year", "each year", "every year", "annually", "a month", "per month", "each month", "a week", "per week", "a day", "per day")
	// "how many drones and pilots": each noun asked, each with its count
	var heads []string
	for k, w := range asked {
		if w == "and" || w == "or" || w == "&" {
			heads = append(heads, asked[k-min(k, 1)])
		}
	}
	heads = append(heads, asked[len(asked)-1])
	var saids []string
	for _, h := range heads {
		c := e.cardCountOf(h, rate)
		if c == "" {
			return "" // a noun the card does not count: the whole goes the usual way
		}
		if !contains(saids, c) {
			saids = append(saids, c)
		}
	}
	said := strings.Join(saids, " and ")
	if e.saidCount(said) {
		for _, f := range []string{"Like I said, %s.", "Same as before: %s.", "Still %s.", "It's %s, as I said."} {
			if l := strings.Replace(f, "%s", said, 1); !e.saidBefore(l) {
				return l // asked again: said again, in words not used yet
			}
		}
		return "It's " + said + "."
	}
	return "We have " + said + "."
}

// cardCountOf is the card's count of the noun head ("6 plants"), with its
// rate when it has one and the question asks per period; "" when none.
func (e *engine) cardCountOf(a string, rate bool) string {
	for _, m := range reCardCount.FindAllStringSubmatch(e.sc.Custom, -1) {
		words := strings.Fields(m[2])
		for k, w := range words {
			noun := strings.ToLower(w)
			cat := !sameNoun(a, noun) && inCategory(a, noun)
			if !sameNoun(a, noun) && !(headcountWord(a) && headcountWord(noun)) && !cat {
				continue
			}
			if cat && k+2 < len(words) && strings.EqualFold(words[k+1], "and") && inCategory(a, strings.ToLower(words[k+2])) {
				k += 2 // "how many machines?" of "90 excavators and loaders": both kinds
			}
			r := ""
			if tail := append(append([]string{}, words[k+1:]...), strings.Fields(m[3])...); len(tail) >= 2 && (tail[0] == "a" || tail[0] == "per") &&
				containsWord(tail[1], "year", "month", "week", "day") {
				r = " " + tail[0] + " " + tail[1] // the rate that follows the noun: "2.4 million orders a year"
			}
			if (r != "") != rate {
				break // "90 people a year" (hires) never answers "how many people are at X?"
			}
			return m[1] + " " + strings.Join(words[:k+1], " ") + r
		}
	}
	return ""
}

// saidCount reports a phrase the buyer has already said in this
// conversation.
func (e *engine) saidCount(p string) bool {
	p = strings.ToLower(p)
	for _, l := range e.buyerLines {
		if strings.Contains(strings.ToLower(l), p) {
			return true
		}
	}
	return false
}

// sameNoun reports two forms of one noun: "plant"/"plants",
// "warehouse"/"warehouses", "branch"/"branches".
func sameNoun(a, b string) bool {
	if a == b {
		return true
	}
	sing := func(s string) string {
		switch {
		case strings.HasSuffix(s, "ches"), strings.HasSuffix(s, "shes"), strings.HasSuffix(s, "sses"), strings.HasSuffix(s, "xes"):
			return s[:len(s)-2]
		case strings.HasSuffix(s, "ies") && len(s) > 4:
			return s[:len(s)-3] + "y"
		case strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss"):
			return s[:len(s)-1]
		}
		return s
	}
	return len(a) > 2 && sing(a) == sing(b)
}

// headcountWord is a noun for everyone on the payroll: "how many people
// are at X?" is answered by "430 employees".
func headcountWord(w string) bool {
	switch w {
	case "people", "staff", "employees", "workers", "personnel", "headcount":
		return true
	}
	return false
}

// rateCount reports a count the card gives per period: "90 people a year",
// "1,200 orders a month".
func rateCount(custom, c string) bool {
	i := strings.Index(custom, c)
	if i < 0 {
		return false
	}
	rest := strings.ToLower(strings.TrimSpace(custom[i+len(c):]))
	for _, r := range []string{"a year", "per year", "each year", "every year", "a month", "per month", "each month", "a week", "per week", "a day", "per day"} {
		if strings.HasPrefix(rest, r) {
			return true
		}
	}
	return false
}

// rateVerbs do something a number of times a period: "hire 90 people a year".
var rateVerbs = map[string]string{"hire": "hire", "hires": "hire", "take": "take", "takes": "take", "process": "process", "processes": "process",
	"ship": "ship", "ships": "ship", "handle": "handle", "handles": "handle", "onboard": "onboard", "onboards": "onboard", "see": "see", "sees": "see",
	"book": "book", "books": "book", "sell": "sell", "sells": "sell", "serve": "serve", "serves": "serve", "recruit": "recruit", "recruits": "recruit",
	"add": "add", "adds": "add", "treat": "treat", "treats": "treat", "deliver": "deliver", "delivers": "deliver"}

// rateAnswer answers "how many do you bring on each year?" (no noun) with
// the card's one count per period: "We hire 90 people a year." "" when the
// question asks no period or the card has no such count, or more than one.
func (e *engine) rateAnswer(low string) string {
	if !containsAny(low, "a year", "per year", "each year", "every year", "annually", "a month", "per month", "each month", "a week", "per week", "a day", "per day") {
		return ""
	}
	found := ""
	for _, m := range reCardCount.FindAllStringSubmatchIndex(e.sc.Custom, -1) {
		num := e.sc.Custom[m[2]:m[3]]
		words := strings.Fields(e.sc.Custom[m[4]:m[5]])
		if len(words) == 0 {
			continue
		}
		c := num + " " + words[0]
		if !rateCount(e.sc.Custom, c) {
			continue
		}
		if found != "" {
			return "" // two counts per period: which one is asked is not clear
		}
		rest := strings.Fields(e.sc.Custom[m[4]:])
		said := c
		if len(rest) >= 3 {
			said = c + " " + strings.Join(rest[1:3], " ")
		}
		said = strings.TrimRight(said, ".,;")
		prev := strings.Fields(e.sc.Custom[:m[2]])
		if len(prev) > 0 {
			if v, ok := rateVerbs[strings.ToLower(prev[len(prev)-1])]; ok {
				found = "We " + v + " " + said + "."
				continue
			}
		}
		found = "It's " + said + "."
	}
	return found
}

// nounCategories are words for a kind of thing the card may count by its
// members: "properties" are its hotels or chalets, "machines" its
// excavators and loaders.
var nounCategories = map[string][]string{
	"property": {"hotel", "inn", "ryokan", "chalet", "lodge", "resort", "motel", "hostel", "guesthouse", "apartment", "building", "villa"},
	"site":     {"hotel", "plant", "factory", "warehouse", "depot", "store", "shop", "clinic", "branch", "office", "school", "campus", "mine", "farm", "restaurant", "outlet", "hospital", "lab", "laboratory", "centre", "center", "yard", "mill", "terminal"},
	"location": {"hotel", "plant", "factory", "warehouse", "depot", "store", "shop", "clinic", "branch", "office", "school", "campus", "restaurant", "outlet", "hospital", "lab", "centre", "center", "yard"},
	"machine":  {"excavator", "loader", "crane", "forklift", "dozer", "bulldozer", "press", "lathe", "grader", "roller", "harvester", "tractor", "compressor", "generator"},
	"vehicle":  {"truck", "van", "car", "bus", "lorry", "trailer", "tanker", "ambulance", "taxi", "cab"},
	"unit":     {"excavator", "loader", "crane", "forklift", "truck", "van", "lorry", "trailer", "bus"},
	"facility": {"plant", "factory", "warehouse", "depot", "clinic", "hospital", "lab", "laboratory", "centre", "center", "mill"},
}

// inCategory reports a counted noun that is one of the kind asked: "hotels"
// for "properties", "loaders" for "machines".
func inCategory(asked, noun string) bool {
	for cat, members := range nounCategories {
		if !sameNoun(asked, cat) && !sameNoun(asked, cat+"s") && asked != cat {
			continue
		}
		for _, m := range members {
			if sameNoun(noun, m) || sameNoun(noun, m+"s") {
				return true
			}
		}
	}
	return false
}
