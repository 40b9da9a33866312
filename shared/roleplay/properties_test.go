package roleplay

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
)

// Property tests over generated conversations: many scenarios (the facts
// written as a list, in the third person, as "Key: value" lines) played
// against scripted rep turns (fact questions, small talk, rudeness, caves,
// good replies). See TestBuyerProperties for what must hold, and
// TestBuyerFigures for the measured figures.

// genFacts is what a generated scenario says, by role ("" or 0: left out).
type genFacts struct {
	budget, quote, spend int // a month
	vendor, competitor   string
	timing, timingKey    string // the phrase and a word the buyer must say
	teamN                int
	teamUnit             string
	deciderTitle         string
	deciderName          string
}

type genScenario struct {
	sc Scenario
	f  genFacts
}

var (
	genVendors     = []string{"Cargowise", "Samsara", "Zendesk", "Fiix", "Whistle", "CallPoint", "Gusto", "Toast", "Procore", "Shopify"}
	genCompetitors = []string{"Datadog", "Freshdesk", "Motive", "UpKeep", "Tableau", "Alexandria", "HubSpot", "Lightspeed", "Rippling", "Asana"}
	genTimings     = [][2]string{
		{"renewal in 6 weeks", "6 weeks"}, {"holiday season starts in 3 weeks", "3 weeks"}, {"the contract renews June 30", "June 30"},
		{"board review in September", "September"}, {"busy season starts next month", "next month"}, {"fiscal year-end in 10 weeks", "10 weeks"},
	}
	genUnits   = []string{"stores", "engineers", "agents", "nurses", "users", "brokers", "trucks", "people"}
	genRoles   = []string{"Owner", "Operations manager", "VP of Engineering", "Head of Support", "Practice manager", "Procurement lead", "IT director"}
	genTitles  = []string{"CFO", "CEO", "COO", "owner", "plant director", "board"}
	genNames   = []string{"Frank Chen", "Laura Kim", "Ray Ortiz", "Tom Reyes", "Maria Lopez", "Sam Patel"}
	genBudgets = []int{900, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4500, 6000, 9000}
)

// lcg is a tiny deterministic generator for the corpus.
type lcg uint64

func (r *lcg) next() uint64         { *r = lcg(mix(uint64(*r) + 0x9e3779b97f4a7c15)); return uint64(*r) }
func (r *lcg) intn(n int) int       { return int(r.next() % uint64(n)) }
func (r *lcg) chance(pct int) bool  { return r.intn(100) < pct }
func pickS[T any](r *lcg, xs []T) T { return xs[r.intn(len(xs))] }

func dollars(n int, short bool) string {
	if short && n%1000 == 0 {
		return fmt.Sprintf("$%dk", n/1000)
	}
	return money(n)
}

// genScenarios builds n scenarios, each with a random subset of the roles
// written in one of three styles.
func genScenarios(n int, seed uint64) []genScenario {
	r := lcg(seed)
	var out []genScenario
	for len(out) < n {
		var f genFacts
		style := r.intn(4)
		if r.chance(70) {
			f.budget = pickS(&r, genBudgets)
		}
		if r.chance(50) {
			base := f.budget
			if base == 0 {
				base = pickS(&r, genBudgets)
			}
			f.quote = roundTo(base*(130+r.intn(50))/100, 100)
		}
		if r.chance(50) {
			f.vendor = pickS(&r, genVendors)
			f.spend = roundTo(pickS(&r, genBudgets)*(80+r.intn(40))/100, 100)
		}
		if r.chance(50) {
			f.competitor = pickS(&r, genCompetitors)
		}
		if r.chance(50) {
			t := pickS(&r, genTimings)
			f.timing, f.timingKey = t[0], t[1]
		}
		if r.chance(60) {
			f.teamN, f.teamUnit = 5+r.intn(200), pickS(&r, genUnits)
		}
		if r.chance(50) {
			f.deciderTitle = pickS(&r, genTitles)
			if r.chance(50) {
				f.deciderName = pickS(&r, genNames)
			}
		}
		role := pickS(&r, genRoles)
		var parts []string
		short := r.chance(30)
		switch style {
		case 0: // a list: "Owner of 14 stores, holiday season starts in 3 weeks, …"
			head := role
			if f.teamN > 0 {
				head += fmt.Sprintf(" of %d %s", f.teamN, f.teamUnit)
			}
			parts = append(parts, head)
			if f.timing != "" {
				parts = append(parts, f.timing)
			}
			if f.budget > 0 {
				parts = append(parts, "budget "+dollars(f.budget, short)+"/month")
			}
			if f.quote > 0 {
				parts = append(parts, "your quote is "+money(f.quote)+" a month")
			}
			if f.vendor != "" {
				parts = append(parts, "paying "+f.vendor+" "+money(f.spend)+" a month")
			}
			if f.competitor != "" {
				parts = append(parts, "trialling "+f.competitor)
			}
			if f.deciderTitle != "" {
				parts = append(parts, strings.ToUpper(f.deciderTitle[:1])+f.deciderTitle[1:]+" signs off")
				f.deciderName = ""
			}
			out = append(out, genScenario{f: f, sc: Scenario{Custom: strings.Join(parts, ", ")}})
		case 1: // third person
			s := role + " at a mid-size company."
			if f.teamN > 0 {
				s = fmt.Sprintf("%s at a company with %d %s.", role, f.teamN, f.teamUnit)
			}
			parts = append(parts, s)
			if f.vendor != "" {
				parts = append(parts, fmt.Sprintf("They pay %s %s a month.", f.vendor, money(f.spend)))
			}
			if f.budget > 0 {
				parts = append(parts, "Her budget for this is "+dollars(f.budget, short)+" a month.")
			}
			if f.quote > 0 {
				parts = append(parts, "The rep's quote is "+money(f.quote)+" a month.")
			}
			if f.competitor != "" {
				parts = append(parts, "She is also looking at "+f.competitor+".")
			}
			if f.timing != "" {
				parts = append(parts, strings.ToUpper(f.timing[:1])+f.timing[1:]+".")
			}
			if f.deciderTitle != "" {
				if f.deciderName != "" {
					parts = append(parts, fmt.Sprintf("The %s, %s, signs anything over $1,000 a month.", f.deciderTitle, f.deciderName))
				} else {
					parts = append(parts, fmt.Sprintf("The %s approves all purchases.", f.deciderTitle))
				}
			}
			out = append(out, genScenario{f: f, sc: Scenario{Custom: strings.Join(parts, " ")}})
		case 3: // first person, in the buyer's words
			s := "I run operations here."
			if f.teamN > 0 {
				s = fmt.Sprintf("I manage a team of %d %s.", f.teamN, f.teamUnit)
				if f.teamUnit == "people" {
					s = fmt.Sprintf("We're a %d-person team.", f.teamN)
				}
			}
			parts = append(parts, s)
			if f.vendor != "" {
				parts = append(parts, fmt.Sprintf("We spend about %s/mo with %s today.", money(f.spend), f.vendor))
			}
			if f.budget > 0 {
				parts = append(parts, "Our budget is capped at "+dollars(f.budget, short)+" a month.")
			}
			if f.quote > 0 {
				parts = append(parts, "Your proposal came in at "+money(f.quote)+" a month.")
			}
			if f.competitor != "" {
				parts = append(parts, "We're also evaluating "+f.competitor+".")
			}
			if f.timing != "" {
				parts = append(parts, "Our "+strings.TrimPrefix(f.timing, "the ")+".")
			}
			if f.deciderTitle != "" {
				parts = append(parts, "Final say rests with our "+f.deciderTitle+".")
				f.deciderName = ""
			}
			out = append(out, genScenario{f: f, sc: Scenario{Custom: strings.Join(parts, " ")}})
		default: // "Key: value" lines
			parts = append(parts, role+".")
			if f.teamN > 0 {
				parts = append(parts, fmt.Sprintf("Team: %d %s.", f.teamN, f.teamUnit))
			}
			if f.vendor != "" {
				parts = append(parts, fmt.Sprintf("Current tool: %s at %s a month.", f.vendor, money(f.spend)))
			}
			if f.competitor != "" {
				parts = append(parts, "Comparing us to "+f.competitor+".")
			}
			if f.quote > 0 {
				parts = append(parts, "Our quote: "+money(f.quote)+" a month.")
			}
			if f.budget > 0 {
				parts = append(parts, "Budget: "+money(f.budget)+" a month.")
			}
			if f.timing != "" {
				parts = append(parts, "Deadline: "+f.timing+".")
			}
			if f.deciderTitle != "" {
				if f.deciderName == "" {
					f.deciderName = pickS(&r, genNames)
				}
				parts = append(parts, fmt.Sprintf("Decision maker: %s, %s.", strings.ToUpper(f.deciderTitle[:1])+f.deciderTitle[1:], f.deciderName))
			}
			out = append(out, genScenario{f: f, sc: Scenario{Custom: strings.Join(parts, " ")}})
		}
		g := &out[len(out)-1]
		g.sc.Persona = Personas[r.intn(4)]
		g.sc.Objection = Objections[r.intn(len(Objections))]
		g.sc.Difficulty = Difficulties[r.intn(4)]
		g.sc.Industry = pickS(&r, []string{"Technology", "Retail", "Logistics", "Healthcare", "Finance", "Manufacturing", "General", "SaaS"})
		if len(g.sc.Custom) > MaxCustomChars {
			out = out[:len(out)-1]
		}
	}
	return out
}

// A rep turn of a script and what it tests.
type repTurn struct {
	text string
	kind string // a fact role ("budget", …), "offTopic", "rude", "cave", "good"
}

var factQuestions = map[string][]string{
	"budget":     {"What budget did you set aside for this?", "What's your budget for this?", "How much have you budgeted for this per month?", "Is there a budget already set for this?"},
	"spend":      {"What are you paying today, and to whom?", "What does your current tool cost you each month?", "What are you spending a month on this today?", "What do you pay for it right now?"},
	"competitor": {"Who else are you looking at?", "Are you comparing us with anyone?", "Are you evaluating any other vendors?", "Who else is on your shortlist?"},
	"timing":     {"When does the decision need to be made?", "What's your timeline?", "What's driving the timing?", "When would you want this in place?"},
	"team":       {"How many people would use it?", "How big is the team?", "What's your team size?", "How many users would need access?"},
	"decider":    {"Who signs off on a change like this?", "Who else is involved in the decision?", "Who makes the final call?", "Who would need to approve this?"},
	"quote":      {"What price did we quote you?", "What was our quote again?"},
	"unknown":    {"What integrations do you need?", "What reports do you look at every week?", "Do you use any other software with it?", "How many tickets do you handle a day?", "Which features do you use most?"},
}

var (
	offTopicTurns = []string{"Did you catch the game last night?", "How was your weekend?", "Crazy weather this week, right?", "Have you watched anything good on Netflix lately?", "Did you see the game on Sunday?"}
	rudeTurns     = []string{"That's a stupid objection, honestly.", "Honestly, you're being paranoid.", "Whatever. You clearly don't understand anything.", "Come on, this is ridiculous.", "Do you have any idea how dumb that sounds?"}
	caveTurns     = []string{"We can do it for $%d instead.", "No problem at all, I can match $%d right now.", "I'll throw in the first two months free.", "Fine, I can take 20%% off if you sign this week.",
		"Okay, I can price match whatever they offered.", "Let me drop it to $%d a month for you."}
	goodTurns = []string{
		"I hear you, and that's fair. What would you need to see to feel confident?",
		"That makes sense. A 40-person team like yours cut manual follow-up by 35% in the first quarter, and their ops lead will take your call.",
		"Understood. Getting back those hours is worth more than the gap, and I can show you the math on your own numbers.",
		"Would a 30-minute call on Thursday with your finance lead work, so we can walk through the numbers?",
	}
)

// genScript builds a script of 6–9 rep turns for a scenario.
func genScript(r *lcg, g genScenario) []repTurn {
	var ts []repTurn
	roles := []string{"budget", "spend", "competitor", "timing", "team", "decider", "unknown"}
	for i := len(roles) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		roles[i], roles[j] = roles[j], roles[i]
	}
	n := 6 + r.intn(4)
	quote := g.f.quote
	if quote == 0 {
		quote = newFacts(g.sc.normalized()).quoteN
	}
	for len(ts) < n {
		switch k := r.intn(10); {
		case k < 5 && len(roles) > 0:
			role := roles[0]
			roles = roles[1:]
			q := pickS(r, factQuestions[role])
			if r.chance(40) {
				q = pickS(r, []string{"Got it. ", "Thanks. ", "That's fair. ", "Understood. "}) + q
			}
			ts = append(ts, repTurn{q, role})
		case k < 6:
			ts = append(ts, repTurn{pickS(r, offTopicTurns), "offTopic"})
		case k < 7:
			ts = append(ts, repTurn{pickS(r, rudeTurns), "rude"})
		case k < 8:
			c := pickS(r, caveTurns)
			if strings.Contains(c, "%d") {
				c = fmt.Sprintf(c, roundTo(quote*(60+r.intn(30))/100, 50))
			}
			ts = append(ts, repTurn{c, "cave"})
		default:
			ts = append(ts, repTurn{pickS(r, goodTurns), "good"})
		}
	}
	return ts
}

// played is one generated conversation.
type played struct {
	g        genScenario
	f        facts
	opening  []string
	turns    []repTurn
	replies  []Turn
	previous []float64 // concession before each turn
}

func play(g genScenario, script []repTurn) played {
	p := played{g: g, f: newFacts(g.sc.normalized()), turns: script}
	var b Buyer
	var h []Message
	p.opening = Opening(g.sc)
	for _, l := range p.opening {
		h = append(h, Message{Sender: SenderAI, Text: l})
	}
	prev := 0.0
	for _, t := range script {
		tr := b.Reply(g.sc, h, t.text)
		p.previous = append(p.previous, prev)
		p.replies = append(p.replies, tr)
		prev = tr.Concession
		h = append(h, Message{Sender: SenderUser, Text: t.text}, Message{Sender: SenderAI, Text: tr.Text})
	}
	return p
}

// sharedCorpus is the generated corpus both property tests read, built
// once (each reply replays the conversation through the coach).
var sharedCorpus = sync.OnceValue(func() []played {
	n := 300
	if testing.Short() {
		n = 80
	}
	return corpus(n, 13)
})

func corpus(n int, seed uint64) []played {
	r := lcg(seed ^ 0xabc)
	var out []played
	for _, g := range genScenarios(n, seed) {
		out = append(out, play(g, genScript(&r, g)))
	}
	return out
}

var checkPhrases = []string{"have to check", "have to ask", "need to look", "have to look", "don't know", "not sure", "no idea", "i'll check", "look that up",
	"not something i know", "don't have that to hand"}

// answers reports whether a reply answers a question: a fact question with
// the fact (the scenario's, or the invented one when the scenario has
// none), a question the buyer has no fact for with "I'd have to check".
func (p played) answers(role, reply string) bool {
	low := strings.ToLower(reply)
	if role == "unknown" {
		return containsAny(low, checkPhrases...) // no fact: "I'd have to check"
	}
	f, gf := p.f, p.g.f
	has := func(s string) bool { return s != "" && strings.Contains(low, strings.ToLower(s)) }
	// A role a detailed scenario leaves empty is not invented: "I'd have
	// to check" (or "nobody else that I know of") answers it.
	if ph := map[string]string{"competitor": "{competitor}", "decider": "{deciderName}", "timing": "{busy}", "budget": "{budget}"}[role]; ph != "" && f.unknown[ph] {
		return containsAny(low, checkPhrases...) || containsAny(low, "know of", "as far as i know")
	}
	switch role {
	case "budget":
		return has(firstField(f.budget))
	case "quote":
		return has(firstField(f.quote))
	case "spend":
		if gf.vendor != "" {
			return has(money(gf.spend)) && has(gf.vendor)
		}
		return has(firstField(f.budget)) || has(f.current)
	case "competitor":
		return has(f.competitor)
	case "timing":
		if gf.timing != "" {
			return has(gf.timingKey)
		}
		return has(f.busy) || has(f.window)
	case "team":
		if gf.teamN > 0 {
			return has(fmt.Sprint(gf.teamN))
		}
		return has(f.company)
	case "decider":
		return has(f.deciderName)
	}
	return false
}

var reDollar = regexp.MustCompile(`\$[\d,]+`)

// factProblems lists what in a buyer line contradicts the scenario: a sum
// that is none of the conversation's sums, an invented competitor or
// timing reason where the scenario names one, the scenario pasted as a
// list, the writer's third person.
func (p played) factProblems(line string) []string {
	var probs []string
	f, gf := p.f, p.g.f
	allowed := map[string]bool{}
	for _, s := range []string{f.budget, f.quote, f.gap, f.compPrice, f.spend, f.approval} {
		for _, m := range reDollar.FindAllString(s, -1) {
			allowed[m] = true
		}
	}
	for _, m := range reDollar.FindAllString(p.g.sc.Custom, -1) {
		allowed[m] = true
	}
	for _, t := range p.turns {
		for _, m := range reDollar.FindAllString(t.text, -1) {
			allowed[m] = true // the buyer may quote the rep's number back
		}
	}
	for _, m := range reDollar.FindAllString(line, -1) {
		if !allowed[m] {
			probs = append(probs, "sum "+m+" is not one of the conversation's")
		}
	}
	if gf.budget > 0 && !strings.Contains(line, money(gf.budget)) && regexp.MustCompile(`(?i)\bbudget(ed)? (is|of|was) \$`).MatchString(line) {
		probs = append(probs, "budget stated other than "+money(gf.budget))
	}
	if gf.competitor != "" {
		for _, c := range competitors {
			if strings.Contains(line, c) {
				probs = append(probs, "invented competitor "+c+" where the scenario names "+gf.competitor)
			}
		}
	}
	if gf.timing != "" {
		for _, ip := range industries {
			for _, b := range ip.busy {
				if strings.Contains(strings.ToLower(line), strings.ToLower(b)) {
					probs = append(probs, "invented timing reason "+strconvQ(b)+" where the scenario says "+strconvQ(gf.timing))
				}
			}
		}
	}
	if strings.Contains(line, "SOC 2") && !strings.Contains(p.g.sc.Custom, "SOC 2") {
		probs = append(probs, "invented SOC 2 audit")
	}
	low := " " + strings.ToLower(line)
	for _, w := range []string{"the rep's", "the buyer", " our quote", "she is also", "they pay " + strings.ToLower(gf.vendor), "her budget", "decision maker:", "current tool:", "budget:"} {
		if strings.Contains(low, w) {
			probs = append(probs, "reads the scenario's wording out: "+strconvQ(w))
		}
	}
	pieces := strings.Split(p.g.sc.Custom, ", ")
	for i := 0; i+1 < len(pieces); i++ {
		if strings.Contains(low, strings.ToLower(pieces[i]+", "+pieces[i+1])) {
			probs = append(probs, "pastes the scenario: "+strconvQ(pieces[i]+", "+pieces[i+1]))
		}
	}
	return probs
}

func strconvQ(s string) string { return fmt.Sprintf("%q", s) }

// TestBuyerProperties checks, over 300 generated conversations:
//   - every buyer line (openings included) agrees with the scenario's facts
//     and with the facts it invented for the roles the scenario left empty;
//   - small talk and rudeness get their own reaction, never the objection's
//     facts again, and never raise concession;
//   - a cave never raises concession, whatever came before;
//   - no buyer sentence is said twice in one conversation;
//   - at least 90% of direct fact questions are answered (or "I'd have to
//     check").
func TestBuyerProperties(t *testing.T) {
	cs := sharedCorpus()
	asked, answered := 0, 0
	var fails []string
	report := func(p played, i int, msg string) {
		if len(fails) < 25 {
			where := "opening"
			if i >= 0 {
				where = fmt.Sprintf("turn %d (%s) %q → %q", i+1, p.turns[i].kind, p.turns[i].text, p.replies[i].Text)
			}
			fails = append(fails, fmt.Sprintf("%s/%s/%s %q\n    %s: %s", p.g.sc.Persona, p.g.sc.Objection, p.g.sc.Difficulty, p.g.sc.Custom, where, msg))
		}
	}
	for _, p := range cs {
		for _, l := range p.opening {
			for _, pr := range p.factProblems(l) {
				report(p, -1, pr+" in "+strconvQ(l))
			}
		}
		said := map[string]int{}
		for _, l := range p.opening {
			for _, s := range splitSentences(l) {
				said[normLine(s)] = -1
			}
		}
		for i, tr := range p.replies {
			for _, pr := range p.factProblems(tr.Text) {
				report(p, i, pr)
			}
			for _, s := range splitSentences(tr.Text) {
				n := normLine(s)
				if j, ok := said[n]; ok && n != "" {
					report(p, i, fmt.Sprintf("sentence %q said before (turn %d)", s, j+1))
				}
				said[n] = i
			}
			k := p.turns[i].kind
			switch k {
			case "offTopic", "rude":
				if tr.Concession > p.previous[i] {
					report(p, i, fmt.Sprintf("concession rose %.2f → %.2f", p.previous[i], tr.Concession))
				}
				if reDollar.MatchString(tr.Text) || strings.Contains(tr.Text, p.f.competitor) {
					report(p, i, "answers "+k+" with the objection's facts")
				}
			case "cave":
				if tr.Concession > p.previous[i] {
					report(p, i, fmt.Sprintf("a cave raised concession %.2f → %.2f", p.previous[i], tr.Concession))
				}
			case "good":
			default:
				asked++
				if p.answers(k, tr.Text) {
					answered++
				} else if len(fails) < 25 {
					t.Logf("unanswered %s question %q → %q (%s/%s %q)", k, p.turns[i].text, tr.Text, p.g.sc.Persona, p.g.sc.Objection, p.g.sc.Custom)
				}
			}
		}
	}
	for _, f := range fails {
		t.Error(f)
	}
	rate := float64(answered) / float64(max(asked, 1))
	t.Logf("direct questions answered (facts, or \"I'd have to check\" when there is none): %d of %d (%.1f%%)", answered, asked, 100*rate)
	if rate < 0.9 {
		t.Errorf("only %.1f%% of direct fact questions answered (want ≥ 90%%)", 100*rate)
	}
}

// stockReuse measures, over random review-sized sets of conversations, the
// share of buyer turns holding a sentence (4 words or more) that another
// conversation of the set also holds: what a reviewer reading ten
// conversations would call a stock sentence.
func stockReuse(cs []played, setSize, sets int, seed uint64) float64 {
	r := lcg(seed)
	sentsOf := func(p played) []map[string]bool {
		var out []map[string]bool
		for k, tr := range p.replies {
			rep := ""
			if k < len(p.turns) {
				rep = normLine(p.turns[k].text)
			}
			m := map[string]bool{}
			for _, s := range splitSentences(tr.Text) {
				if n := normLine(s); len(strings.Fields(n)) >= 4 && !echoes(n, rep) {
					m[n] = true
				}
			}
			out = append(out, m)
		}
		return out
	}
	all := make([][]map[string]bool, len(cs))
	for i, p := range cs {
		all[i] = sentsOf(p)
	}
	reused, turns := 0, 0
	for k := 0; k < sets; k++ {
		idx := map[int]bool{}
		for len(idx) < setSize {
			idx[r.intn(len(cs))] = true
		}
		ids := make([]int, 0, setSize)
		for i := range idx {
			ids = append(ids, i)
		}
		sort.Ints(ids)
		owners := map[string]map[int]bool{}
		for _, i := range ids {
			for _, m := range all[i] {
				for s := range m {
					if owners[s] == nil {
						owners[s] = map[int]bool{}
					}
					owners[s][i] = true
				}
			}
		}
		for _, i := range ids {
			for _, m := range all[i] {
				turns++
				for s := range m {
					if len(owners[s]) > 1 {
						reused++
						break
					}
				}
			}
		}
	}
	return float64(reused) / float64(max(turns, 1))
}

// echoes reports whether a buyer sentence quotes three or more words in a
// row of the rep message it answers ("Where does cut manual follow-up by
// 35% come from?"): the rep's words, not a stock sentence of the buyer's,
// even when the corpus gives many reps the same line.
func echoes(sent, rep string) bool {
	w := strings.Fields(sent)
	for i := 0; i+3 <= len(w); i++ {
		if strings.Contains(" "+rep+" ", " "+strings.Join(w[i:i+3], " ")+" ") {
			return true
		}
	}
	return false
}

// TestBuyerFigures prints the measured figures (run with -v): questions
// answered, fact consistency, stock-sentence reuse across review-sized
// sets of ten conversations, and holds the reuse under a ceiling.
func TestBuyerFigures(t *testing.T) {
	cs := sharedCorpus()
	lines, bad := 0, 0
	for _, p := range cs {
		for _, l := range append(append([]string{}, p.opening...), texts(p.replies)...) {
			lines++
			if len(p.factProblems(l)) > 0 {
				bad++
			}
		}
	}
	reuse := stockReuse(cs, 10, 200, 7)
	t.Logf("fact consistency: %d of %d buyer lines agree with the scenario (%.1f%%)", lines-bad, lines, 100*float64(lines-bad)/float64(lines))
	t.Logf("stock-sentence reuse: %.1f%% of buyer turns hold a sentence another conversation of a set of ten also holds", 100*reuse)
	// (13%: the ceiling was 14% before sentences that quote the rep were
	// left out of the count, which took 1.1 points off the same code)
	if math.IsNaN(reuse) || reuse > 0.13 {
		t.Errorf("stock-sentence reuse %.1f%% (want ≤ 13%%)", 100*reuse)
	}
}

func texts(ts []Turn) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Text
	}
	return out
}

// Over 20 turns of a rep who keeps going over the same ground, in every
// persona and objection, the buyer never says a sentence twice: when every
// variant was said, it keeps what wasn't, and at the very end says how
// long this has gone on.
func TestNoSentenceTwiceOver20Turns(t *testing.T) {
	for _, p := range Personas {
		for _, o := range Objections {
			c := start(t, Scenario{Persona: p, Objection: o, Difficulty: DifficultyAdvanced, Industry: "Technology",
				Custom: "VP of Engineering, trialling Datadog, renewal in 6 weeks, 60 engineers"})
			said := map[string]bool{}
			for _, l := range c.h {
				for _, s := range splitSentences(l.Text) {
					said[normLine(s)] = true
				}
			}
			for i := 0; i < 20; i++ {
				tr := c.say(longGoodConversation[i%len(longGoodConversation)] + fmt.Sprintf(" (%d)", i))
				for _, s := range splitSentences(tr.Text) {
					if said[normLine(s)] {
						t.Errorf("%s/%s turn %d: %q said before", p, o, i+1, s)
					}
					said[normLine(s)] = true
				}
			}
		}
	}
}
