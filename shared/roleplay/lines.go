package roleplay

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
)

// The buyer's lines live in lines/*.txt, plain text a writer can edit (the
// format is described at the top of each file). They are parsed once, at
// package initialisation; a file that does not parse or names an unknown
// situation, persona, objection or placeholder stops the program at start
// (and fails TestLinesFilesValid), so a typo never reaches a conversation.
//
//go:embed lines/*.txt
var linesFS embed.FS

// pool holds the variants of one kind of line per persona. Templates use
// {placeholders}: the facts (see facts.pairs) and, per turn, {buzz}, {pct},
// {num}, {claimq}, {claim}, {dismissed}, {step}, {cond}, {point}. A template
// whose placeholder has no value in this turn is skipped.
type pool map[Persona][]string

// buyerLines is what lines/*.txt hold.
type buyerLines struct {
	pools       map[string]pool                           // reactions.txt, by situation
	answers     map[topic][2][]string                     // answers.txt: first time, again
	more        map[string][2][]string                    // answers.txt: moreAnswers, first time, again
	unknown     map[topic][]string                        // answers.txt: ## unknown
	concerns    map[ObjectionType][2][]string             // objections.txt: first time, again
	restates    map[ObjectionType]pool                    // objections.txt
	conditions  map[ObjectionType][]string                // objections.txt
	openings    map[ObjectionType]map[Persona][][2]string // objections.txt
	variantOpen map[string]map[Persona][][2]string        // objections.txt: by openingVariants
}

var loadedLines = mustLoadLines(linesFS)

var (
	pools      = loadedLines.pools
	answers    = loadedLines.answers
	concerns   = loadedLines.concerns
	restates   = loadedLines.restates
	conditions = loadedLines.conditions
	openings   = loadedLines.openings
	// spendOpenings are the Price openings when the scenario says what the
	// buyer pays today and to whom.
	spendOpenings = loadedLines.variantOpen["spend"]
	// priceFreeCompetitionOpenings are Competition openings for a named
	// competitor whose price the scenario does not give.
	priceFreeCompetitionOpenings = loadedLines.variantOpen["noPrice"]
	// quoteOpenings are Price openings for a card that states no budget.
	quoteOpenings = loadedLines.variantOpen["quote"]
	// noteAuthorityOpenings are the Authority openings when the scenario
	// says how a decision with two parts is made: the buyer says it as it is.
	noteAuthorityOpenings = loadedLines.variantOpen["note"]
)

// The answers for facts the scenario states in a form the stock answers
// cannot hold (the buyer decides alone or with a partner, two people sign
// jointly, there is no budget, nothing is paid today) and for facts a
// detailed scenario leaves out, which the buyer does not invent: the
// moreAnswers sections of answers.txt; first form first time, second
// form again.
var (
	// deciderAnswers are the decision answers by how the scenario says it
	// is decided (self, joint, group), or "unknown" when it does not say.
	deciderAnswers = map[string][2][]string{
		"self":    loadedLines.more["deciderSelf"],
		"joint":   loadedLines.more["deciderJoint"],
		"group":   loadedLines.more["deciderGroup"],
		"body":    loadedLines.more["deciderBody"],
		"unknown": loadedLines.more["deciderUnknown"],
	}
	// namedCompetitorAnswers name the competitor the scenario names
	// without a price for them.
	namedCompetitorAnswers = loadedLines.more["namedCompetitor"]
	// unknownAnswers are said when a detailed scenario gives no value for
	// the topic: the buyer says so rather than invent one.
	unknownAnswers = loadedLines.unknown
	// noSpendAnswers say that the buyer pays nothing today.
	noSpendAnswers = loadedLines.more["noSpend"]
	// roleAnswers say who the buyer is.
	roleAnswers = loadedLines.more["role"]
	// roleFallback says who the buyer is when the scenario does not: the
	// person who looks at tools first.
	roleFallback = loadedLines.more["roleFallback"]
	// awayAnswers say when the decider is back.
	awayAnswers = loadedLines.more["deciderAway"]
	// budgetOnlyAnswers give the budget when the scenario gives no quote:
	// the buyer does not invent the rep's price.
	budgetOnlyAnswers = loadedLines.more["budgetOnly"]
	// namedCompetitorNoPrice answers a question about the price of a
	// competitor the scenario names without one (said again).
	namedCompetitorNoPrice = loadedLines.more["competitorNoPrice"][1]
	// deciderNoteAgain recall a decision in two parts already described.
	deciderNoteAgain = loadedLines.more["deciderNote"][1]
	// competitorOfferAnswers say what the named competitor has offered,
	// in the scenario's words ({offer}).
	competitorOfferAnswers = loadedLines.more["competitorOffer"]
)

// poolNames are the situations of reactions.txt: the names buyer.go picks
// its reaction by. Each must have lines for every persona.
var poolNames = []string{
	"confused", "discount", "discountAgain", "discountTraded", "argue", "dismiss", "trustMe", "bash", "pressure",
	"around", "overclaim", "unsupported", "buzzword", "generic", "flattery", "rhetorical", "vagueClose", "repeated", "fedUp",
	"offTopic", "smallTalk", "offTopicAgain", "rude", "rudeAgain", "callTime", "pleasantry", "logistics",
	"hypothetical", "laterYes", "checkFirst", "ackOnly", "valueNoProof", "value", "valueProof", "proofOnly",
	"earlyNoDiscovery", "earlyNoValue", "earlyMoreValue", "earlyMoreProof", "earlyNoProof", "earlyNoTrust",
	"yes", "yesLimit", "agreed", "interruptLong", "scriptProbe", "checkLow", "checkMid", "answerPrefix",
	"answerCloser", "answerUnknown", "pushCloser", "greeting", "invite", "stall", "stillWaiting",
}

// countPools are said as they are, not rendered: {count} (the messages so
// far) is their only placeholder. stillWaiting has one line per persona.
var countPools = map[string]bool{"stall": true, "stillWaiting": true}

// answerTopics are the sections of answers.txt.
var answerTopics = map[string]topic{
	"budget": topicBudget, "current": topicCurrent, "pain": topicPain, "team": topicTeam,
	"competitor": topicCompetitor, "decision": topicDecision, "timing": topicTiming,
	"proofWanted": topicProofWanted, "goals": topicGoals, "past": topicPast, "deciderNeeds": topicDeciderNeeds,
}

// moreAnswers are the other sections of answers.txt, each "### first" and
// "### again", or (true here) "### again" only.
var moreAnswers = map[string]bool{
	"deciderSelf": false, "deciderJoint": false, "deciderGroup": false, "deciderBody": false, "deciderUnknown": false,
	"deciderAway": false, "role": false, "roleFallback": false, "namedCompetitor": false,
	"budgetOnly": false, "noSpend": false, "deciderNote": true, "competitorNoPrice": true, "competitorOffer": false,
}

// unknownTopics are the "### topic" headings of answers.txt's ## unknown.
var unknownTopics = map[string]topic{
	"competitor": topicCompetitor, "timing": topicTiming, "pain": topicPain,
	"past": topicPast, "budget": topicBudget, "spend": topicSpend,
}

// openingVariants are the "### <variant> opening <persona>" headings of
// objections.txt: openings said instead of the stock ones, each under one
// objection.
var openingVariants = map[string]ObjectionType{
	"spend": ObjectionPrice, "quote": ObjectionPrice, "noPrice": ObjectionCompetition, "note": ObjectionAuthority,
}

// describedPlaceholders are facts only a detailed scenario states, and
// only as a whole sentence or date: a line may use one only where
// sectionPlaceholders allows it.
var describedPlaceholders = []string{"{role}", "{away}", "{deciderNote}", "{budgetNote}", "{offer}"}

// sectionPlaceholders are the described facts a section of answers.txt,
// or an opening variant of objections.txt, may use.
var sectionPlaceholders = map[string]string{"role": "{role}", "deciderAway": "{away}", "note": "{deciderNote}", "competitorOffer": "{offer}"}

// withSection is known plus the placeholder section may use, if any.
func withSection(known map[string]bool, section string) map[string]bool {
	ph, ok := sectionPlaceholders[section]
	if !ok {
		return known
	}
	out := map[string]bool{ph: true}
	for k := range known {
		out[k] = true
	}
	return out
}

// nothingLine in a data file is a variant in which the buyer says nothing
// (no interruption, no prefix, no closer).
const nothingLine = "(nothing)"

// turnOnlyPlaceholders are filled from the rep's turn in reactions, besides
// turnPlaceholders.
var turnOnlyPlaceholders = []string{"{step}", "{cond}", "{point}"}

func mustLoadLines(fsys fs.FS) buyerLines {
	l, err := loadLines(fsys)
	if err != nil {
		panic("roleplay: buyer lines: " + err.Error())
	}
	return l
}

// loadLines parses and validates reactions.txt, answers.txt and
// objections.txt. The error lists every problem, each with file and line.
func loadLines(fsys fs.FS) (buyerLines, error) {
	var errs []error
	files := map[string][]section{}
	entries, err := fs.ReadDir(fsys, "lines")
	if err != nil {
		return buyerLines{}, err
	}
	for _, e := range entries {
		name := e.Name()
		if name != "reactions.txt" && name != "answers.txt" && name != "objections.txt" {
			errs = append(errs, fmt.Errorf("lines/%s: unknown file (expected reactions.txt, answers.txt, objections.txt)", name))
			continue
		}
		b, err := fs.ReadFile(fsys, "lines/"+name)
		if err != nil {
			return buyerLines{}, err
		}
		secs, perr := parseSections("lines/"+name, string(b))
		errs = append(errs, perr...)
		files[name] = secs
	}
	var l buyerLines
	facts := factPlaceholderSet()
	withTurn := map[string]bool{}
	for k := range facts {
		withTurn[k] = true
	}
	for _, ph := range append(slices.Clone(turnPlaceholders), turnOnlyPlaceholders...) {
		withTurn[ph] = true
	}
	l.pools, err = poolsFrom("lines/reactions.txt", files["reactions.txt"], withTurn)
	errs = append(errs, err)
	err = answersFrom("lines/answers.txt", files["answers.txt"], facts, &l)
	errs = append(errs, err)
	err = objectionsFrom("lines/objections.txt", files["objections.txt"], facts, &l)
	errs = append(errs, err)
	return l, errors.Join(errs...)
}

// section is a "## name" block; its subs are the "### name" blocks.
type section struct {
	name string
	at   pos
	subs []sub
}

type sub struct {
	name  string
	at    pos
	lines []dataLine
	n     int // while parsing: how many lines
}

type dataLine struct {
	text string
	at   pos
}

// pos is where a line is, for errors: "lines/reactions.txt:24".
type pos struct {
	file string
	line int
}

func (p pos) String() string { return fmt.Sprintf("%s:%d", p.file, p.line) }

// parseSections splits a data file into sections and subsections. Blank
// lines and lines starting with a single # are skipped; surrounding spaces
// are trimmed; "(nothing)" is the empty line.
func parseSections(file, text string) ([]section, []error) {
	var out []section
	var errs []error
	rows := strings.Split(text, "\n")
	all := make([]dataLine, 0, len(rows))
	for i, raw := range rows {
		at := pos{file, i + 1}
		s := strings.TrimSpace(raw)
		switch {
		case s == "":
		case strings.HasPrefix(s, "###"):
			name := strings.Join(strings.Fields(s[3:]), " ")
			if len(out) == 0 {
				errs = append(errs, fmt.Errorf("%s: %q comes before any ## section", at, s))
				continue
			}
			cur := &out[len(out)-1]
			cur.subs = append(cur.subs, sub{name: name, at: at})
		case strings.HasPrefix(s, "##"):
			out = append(out, section{name: strings.TrimSpace(s[2:]), at: at})
		case strings.HasPrefix(s, "#"):
		default:
			if len(out) == 0 || len(out[len(out)-1].subs) == 0 {
				errs = append(errs, fmt.Errorf("%s: line %q is not under a ### heading", at, clip(s, 40)))
				continue
			}
			if s == nothingLine {
				s = ""
			}
			all = append(all, dataLine{s, at})
			out[len(out)-1].subs[len(out[len(out)-1].subs)-1].n++
		}
	}
	// The lines of each subsection are consecutive in the file: slice
	// them out of one array rather than growing one slice per heading.
	for i := range out {
		for j := range out[i].subs {
			n := out[i].subs[j].n
			out[i].subs[j].lines, all = all[:n:n], all[n:]
		}
	}
	return out, errs
}

// checkLine reports a line whose {placeholders} are not all known.
func checkLine(d dataLine, known map[string]bool) error {
	if !strings.ContainsAny(d.text, "{}") {
		return nil
	}
	phs := placeholders(d.text)
	if strings.Count(d.text, "{") != len(phs) || strings.Count(d.text, "}") != len(phs) {
		return fmt.Errorf("%s: unbalanced { } in %q", d.at, clip(d.text, 60))
	}
	for _, ph := range phs {
		if !known[ph] {
			return fmt.Errorf("%s: unknown placeholder %s", d.at, ph)
		}
	}
	return nil
}

// subLines checks a subsection's lines and returns them; an empty
// subsection is an error.
func subLines(s sub, known map[string]bool) ([]string, error) {
	if len(s.lines) == 0 {
		return nil, fmt.Errorf("%s: ### %s has no lines", s.at, s.name)
	}
	out := make([]string, len(s.lines))
	var errs []error
	for i, d := range s.lines {
		if err := checkLine(d, known); err != nil {
			errs = append(errs, err)
		}
		out[i] = d.text
	}
	return out, errors.Join(errs...)
}

func parsePersonaName(s string) (Persona, bool) {
	p := Persona(strings.ToLower(s))
	return p, p.Valid()
}

func parseObjectionName(s string) (ObjectionType, bool) {
	for _, o := range Objections {
		if strings.EqualFold(s, string(o)) {
			return o, true
		}
	}
	return "", false
}

// addToPool adds a "### <persona>" (or "### all") subsection to pl.
func addToPool(pl pool, s sub, persona string, known map[string]bool) error {
	xs, err := subLines(s, known)
	if persona == "all" {
		if len(pl) > 0 {
			return fmt.Errorf("%s: ### all together with persona sections", s.at)
		}
		for _, p := range Personas {
			pl[p] = xs
		}
		return err
	}
	p, ok := parsePersonaName(persona)
	if !ok {
		return fmt.Errorf("%s: unknown persona %q (friendly, assertive, skeptical, rushed or all)", s.at, persona)
	}
	if _, dup := pl[p]; dup {
		return fmt.Errorf("%s: %s appears twice (or after ### all)", s.at, p)
	}
	pl[p] = xs
	return err
}

func poolComplete(pl pool, what string, at pos) error {
	var errs []error
	for _, p := range Personas {
		if len(pl[p]) == 0 {
			errs = append(errs, fmt.Errorf("%s: %s has no lines for %s", at, what, p))
		}
	}
	return errors.Join(errs...)
}

func poolsFrom(file string, secs []section, known map[string]bool) (map[string]pool, error) {
	out := map[string]pool{}
	var errs []error
	for _, sec := range secs {
		if !slices.Contains(poolNames, sec.name) {
			errs = append(errs, fmt.Errorf("%s: unknown situation %q", sec.at, sec.name))
			continue
		}
		if _, dup := out[sec.name]; dup {
			errs = append(errs, fmt.Errorf("%s: ## %s appears twice", sec.at, sec.name))
			continue
		}
		pl := pool{}
		phs := known
		if countPools[sec.name] {
			phs = map[string]bool{"{count}": true}
		}
		for _, s := range sec.subs {
			errs = append(errs, addToPool(pl, s, s.name, phs))
		}
		errs = append(errs, poolComplete(pl, "## "+sec.name, sec.at))
		if sec.name == "stillWaiting" {
			for _, p := range Personas {
				if len(pl[p]) > 1 {
					errs = append(errs, fmt.Errorf("%s: ## stillWaiting has %d lines for %s, want one", sec.at, len(pl[p]), p))
				}
			}
		}
		out[sec.name] = pl
	}
	for _, n := range poolNames {
		if _, ok := out[n]; !ok {
			errs = append(errs, fmt.Errorf("%s: ## %s is missing", file, n))
		}
	}
	return out, errors.Join(errs...)
}

func answersFrom(file string, secs []section, known map[string]bool, l *buyerLines) error {
	l.answers = map[topic][2][]string{}
	l.more = map[string][2][]string{}
	var errs []error
	for _, sec := range secs {
		if sec.name == "unknown" {
			if l.unknown != nil {
				errs = append(errs, fmt.Errorf("%s: ## %s appears twice", sec.at, sec.name))
				continue
			}
			var err error
			l.unknown, err = unknownFrom(sec, known)
			errs = append(errs, err)
			continue
		}
		if againOnly, ok := moreAnswers[sec.name]; ok {
			if _, dup := l.more[sec.name]; dup {
				errs = append(errs, fmt.Errorf("%s: ## %s appears twice", sec.at, sec.name))
				continue
			}
			a, err := firstAgain(sec, withSection(known, sec.name), againOnly)
			errs = append(errs, err)
			l.more[sec.name] = a
			continue
		}
		t, ok := answerTopics[sec.name]
		if !ok {
			errs = append(errs, fmt.Errorf("%s: unknown topic %q", sec.at, sec.name))
			continue
		}
		if _, dup := l.answers[t]; dup {
			errs = append(errs, fmt.Errorf("%s: ## %s appears twice", sec.at, sec.name))
			continue
		}
		a, err := firstAgain(sec, known, false)
		errs = append(errs, err)
		l.answers[t] = a
	}
	for name, t := range answerTopics {
		if _, ok := l.answers[t]; !ok {
			errs = append(errs, fmt.Errorf("%s: ## %s is missing", file, name))
		}
	}
	for name := range moreAnswers {
		if _, ok := l.more[name]; !ok {
			errs = append(errs, fmt.Errorf("%s: ## %s is missing", file, name))
		}
	}
	if l.unknown == nil {
		errs = append(errs, fmt.Errorf("%s: ## unknown is missing", file))
	}
	return errors.Join(errs...)
}

// unknownFrom reads ## unknown: "### <topic>" for each of unknownTopics.
func unknownFrom(sec section, known map[string]bool) (map[topic][]string, error) {
	out := map[topic][]string{}
	var errs []error
	for _, s := range sec.subs {
		t, ok := unknownTopics[s.name]
		if !ok {
			errs = append(errs, fmt.Errorf("%s: unknown heading ### %s (competitor, timing, pain, past, budget or spend)", s.at, s.name))
			continue
		}
		if _, dup := out[t]; dup {
			errs = append(errs, fmt.Errorf("%s: ### %s appears twice", s.at, s.name))
			continue
		}
		xs, err := subLines(s, known)
		errs = append(errs, err)
		out[t] = xs
	}
	for name, t := range unknownTopics {
		if len(out[t]) == 0 {
			errs = append(errs, fmt.Errorf("%s: ## unknown has no ### %s lines", sec.at, name))
		}
	}
	return out, errors.Join(errs...)
}

// firstAgain reads a section made of "### first" and "### again", or of
// "### again" only.
func firstAgain(sec section, known map[string]bool, againOnly bool) ([2][]string, error) {
	var out [2][]string
	var errs []error
	for _, s := range sec.subs {
		i := slices.Index([]string{"first", "again"}, s.name)
		if againOnly && i != 1 {
			errs = append(errs, fmt.Errorf("%s: unknown heading ### %s (## %s has ### again only)", s.at, s.name, sec.name))
			continue
		}
		if i < 0 {
			errs = append(errs, fmt.Errorf("%s: unknown heading ### %s (first or again)", s.at, s.name))
			continue
		}
		if out[i] != nil {
			errs = append(errs, fmt.Errorf("%s: ### %s appears twice", s.at, s.name))
			continue
		}
		xs, err := subLines(s, known)
		errs = append(errs, err)
		out[i] = xs
	}
	for i, n := range []string{"first", "again"} {
		if len(out[i]) == 0 && (i == 1 || !againOnly) {
			errs = append(errs, fmt.Errorf("%s: ## %s has no ### %s lines", sec.at, sec.name, n))
		}
	}
	return out, errors.Join(errs...)
}

// openingPairs reads "first | second" lines.
func openingPairs(s sub, known map[string]bool) ([][2]string, error) {
	xs, err := subLines(s, known)
	errs := []error{err}
	var out [][2]string
	for i, x := range xs {
		a, b, ok := strings.Cut(x, "|")
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		if !ok || a == "" || b == "" || strings.Contains(b, "|") {
			errs = append(errs, fmt.Errorf("%s: an opening is two lines separated by one \" | \"", s.lines[i].at))
			continue
		}
		out = append(out, [2]string{a, b})
	}
	return out, errors.Join(errs...)
}

func objectionsFrom(file string, secs []section, known map[string]bool, l *buyerLines) error {
	l.concerns = map[ObjectionType][2][]string{}
	l.restates = map[ObjectionType]pool{}
	l.conditions = map[ObjectionType][]string{}
	l.openings = map[ObjectionType]map[Persona][][2]string{}
	l.variantOpen = map[string]map[Persona][][2]string{}
	for v := range openingVariants {
		l.variantOpen[v] = map[Persona][][2]string{}
	}
	var errs []error
	for _, sec := range secs {
		o, ok := parseObjectionName(sec.name)
		if !ok {
			errs = append(errs, fmt.Errorf("%s: unknown objection %q (Price, Trust, Timing, Authority, Need, Competition)", sec.at, sec.name))
			continue
		}
		if _, dup := l.openings[o]; dup {
			errs = append(errs, fmt.Errorf("%s: ## %s appears twice", sec.at, sec.name))
			continue
		}
		ops := map[Persona][][2]string{}
		restate := pool{}
		var concern section
		var conds []string
		for _, s := range sec.subs {
			kind, persona, _ := strings.Cut(s.name, " ")
			switch {
			case kind == "opening" || (openingVariants[kind] != "" && strings.HasPrefix(persona, "opening ")):
				into, phs := ops, known
				if kind != "opening" {
					if openingVariants[kind] != o {
						errs = append(errs, fmt.Errorf("%s: %s openings are for %s only", s.at, kind, openingVariants[kind]))
						continue
					}
					into, persona, phs = l.variantOpen[kind], strings.TrimPrefix(persona, "opening "), withSection(known, kind)
				}
				p, ok := parsePersonaName(persona)
				if !ok {
					errs = append(errs, fmt.Errorf("%s: unknown persona %q (friendly, assertive, skeptical, rushed)", s.at, persona))
					continue
				}
				if _, dup := into[p]; dup {
					errs = append(errs, fmt.Errorf("%s: ### %s appears twice", s.at, s.name))
					continue
				}
				pairs, err := openingPairs(s, phs)
				errs = append(errs, err)
				into[p] = pairs
			case kind == "restate":
				errs = append(errs, addToPool(restate, s, persona, known))
			case s.name == "concern":
				concern.subs = append(concern.subs, sub{name: "first", at: s.at, lines: s.lines})
			case s.name == "concern again":
				concern.subs = append(concern.subs, sub{name: "again", at: s.at, lines: s.lines})
			case s.name == "condition":
				if conds != nil {
					errs = append(errs, fmt.Errorf("%s: ### condition appears twice", s.at))
					continue
				}
				xs, err := subLines(s, known)
				errs = append(errs, err)
				conds = xs
			default:
				errs = append(errs, fmt.Errorf("%s: unknown heading ### %s (opening <persona>, <variant> opening <persona>, concern, concern again, restate <persona>, condition)", s.at, s.name))
			}
		}
		concern.name, concern.at = "concern", sec.at
		c, err := firstAgain(concern, known, false)
		errs = append(errs, err)
		for _, p := range Personas {
			if len(ops[p]) == 0 {
				errs = append(errs, fmt.Errorf("%s: ## %s has no ### opening %s", sec.at, o, p))
			}
		}
		errs = append(errs, poolComplete(restate, "## "+string(o)+" restate", sec.at))
		if len(conds) == 0 {
			errs = append(errs, fmt.Errorf("%s: ## %s has no ### condition lines", sec.at, o))
		}
		l.openings[o], l.restates[o], l.concerns[o], l.conditions[o] = ops, restate, c, conds
	}
	for _, o := range Objections {
		if _, ok := l.openings[o]; !ok {
			errs = append(errs, fmt.Errorf("%s: ## %s is missing", file, o))
		}
	}
	for v, o := range openingVariants {
		for _, p := range Personas {
			if len(l.variantOpen[v][p]) == 0 {
				errs = append(errs, fmt.Errorf("%s: ## %s has no ### %s opening %s", file, o, v, p))
			}
		}
	}
	return errors.Join(errs...)
}

// factPlaceholderSet is every {fact} a line may use, but for the
// describedPlaceholders.
func factPlaceholderSet() map[string]bool {
	out := map[string]bool{}
	pairs := facts{}.pairs()
	for i := 0; i < len(pairs); i += 2 {
		if k := pairs[i]; strings.HasPrefix(k, "{") && strings.HasSuffix(k, "}") && !slices.Contains(describedPlaceholders, k) {
			out[k] = true
		}
	}
	return out
}

// placeholders returns the {names} a template uses.
func placeholders(t string) []string {
	var out []string
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, t[i:i+j+1])
		t = t[i+j+1:]
	}
}
