package safety

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The rules: phrases and pairs of phrases from rules.txt (see its header for
// the format), matched on the skeleton token stream by one Aho–Corasick
// automaton over tokens, so a text is read once whatever the number of
// phrases. A phrase rule fires when one of its phrases occurs; a pair rule
// when a phrase of its first list is followed closely, in the same
// sentence, by a phrase of its second. Markers are literal strings looked for in the folded
// text (chat-template tokens, active markup), which the token stream loses.

//go:embed rules.txt
var rulesTxt string

//go:embed content.txt
var contentTxt string

// rule is one line of rules.txt.
type rule struct {
	name   string
	weight float64
	kind   string // "phrase", "direct" (a phrase, full weight in quotes), "pair" or "marker"
	a, b   int    // list ids (phrase: a; pair: a then b)
	mark   []string
	needs  int // marker: a list, one of whose phrases must also occur; -1 for none
}

// ruleSet is rules.txt compiled.
type ruleSet struct {
	rules []rule
	lists map[string]int
	ac    *automaton
}

// rules are the detector's (rules.txt), contentRules the content check's
// word patterns (content.txt).
var rules, contentRules = compiled("rules.txt", rulesTxt), compiled("content.txt", contentTxt)

func compiled(name, src string) func() *ruleSet {
	return sync.OnceValue(func() *ruleSet {
		rs, err := parseRules(src)
		if err != nil {
			panic("safety: " + name + ": " + err.Error())
		}
		return rs
	})
}

// fired returns the phrase rules that fire on v, in file order.
func (rs *ruleSet) fired(v *view) []rule {
	hits := rs.ac.find(v.skelToks)
	return slices.DeleteFunc(slices.Clone(rs.rules), func(r rule) bool {
		return !slices.ContainsFunc(hits, func(h hit) bool { return h.list == r.a })
	})
}

// parseRules reads the rules file.
func parseRules(src string) (*ruleSet, error) {
	rs := &ruleSet{lists: map[string]int{}}
	memo := map[string]string{} // words canonicalised so far
	skel := func(p string) []string {
		ws := strings.Fields(p)
		for i, w := range ws {
			s, ok := memo[w]
			if !ok {
				s = skelWord(w)
				memo[w] = s
			}
			ws[i] = s
		}
		return ws
	}
	var phrases [][]string // per pattern, its tokens
	var patList []int      // per pattern, its list
	list := func(name string, items []string) int {
		id, ok := rs.lists[name]
		if !ok {
			id = len(rs.lists)
			rs.lists[name] = id
		}
		for _, it := range items {
			for _, toks := range wordForms(it, skel) {
				if len(toks) > 0 {
					phrases, patList = append(phrases, toks), append(patList, id)
				}
			}
		}
		return id
	}
	ref := func(s string) (int, error) {
		s = strings.TrimSpace(s)
		if !strings.HasPrefix(s, "@") {
			return 0, fmt.Errorf("want @list, got %q", s)
		}
		id, ok := rs.lists[s[1:]]
		if !ok {
			return 0, fmt.Errorf("unknown list %s", s)
		}
		return id, nil
	}
	for n, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		head, body, ok := strings.Cut(line, "=")
		f := strings.Fields(head)
		if !ok || len(f) < 2 {
			return nil, fmt.Errorf("line %d: want KIND NAME [WEIGHT] = ...", n+1)
		}
		items := strings.Split(body, ";")
		for i := range items {
			items[i] = strings.TrimSpace(items[i])
		}
		if f[0] == "list" {
			list(f[1], items)
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: want KIND NAME WEIGHT", n+1)
		}
		w, err := strconv.ParseFloat(f[2], 64)
		if err != nil || w <= 0 || w >= 1 {
			return nil, fmt.Errorf("line %d: weight %q", n+1, f[2])
		}
		r := rule{name: f[1], weight: w, kind: f[0], needs: -1}
		switch f[0] {
		case "phrase", "direct":
			r.a = list("rule:"+f[1], items)
		case "pair":
			a, b, ok := strings.Cut(body, "...")
			if !ok {
				return nil, fmt.Errorf("line %d: pair wants @a ... @b", n+1)
			}
			if r.a, err = ref(a); err == nil {
				r.b, err = ref(b)
			}
		case "marker":
			for _, it := range items {
				if strings.HasPrefix(it, "@") {
					r.needs, err = ref(it)
				} else if it != "" {
					r.mark = append(r.mark, strings.ToLower(it))
				}
			}
		default:
			err = fmt.Errorf("unknown kind %q", f[0])
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
		rs.rules = append(rs.rules, r)
	}
	rs.ac = buildAutomaton(phrases, patList)
	return rs, nil
}

// stemEndings are the endings a phrase ending in "*" takes (Latin and
// Cyrillic plural and case endings): "instruktion*" is instruktion,
// instruktioner, instruktionerna ...
var stemEndings = strings.Fields("s e a i o u y t n en er et es ar at it ok ot ja je ne ni ei ul ia ii ta erna arna ene ien ile ilor ista а и ы у ю е я ей ям ях ий ию ія ії ію ою ов ам ами")

// wordForms returns the canonical tokens of an item, or of each of its
// forms when it ends in "*" (its last word with each ending, joined as the
// skeleton view would: a letter doubled at the joint is squeezed).
func wordForms(item string, skel func(string) []string) [][]string {
	stem, ok := strings.CutSuffix(item, "*")
	toks := skel(stem)
	if !ok || len(toks) == 0 {
		return [][]string{toks}
	}
	forms := [][]string{toks}
	last := toks[len(toks)-1]
	for _, e := range stemEndings {
		e = skel(e)[0]
		if last[len(last)-1] == e[0] {
			e = e[1:]
		}
		forms = append(forms, append(slices.Clip(toks[:len(toks)-1]), last+e))
	}
	return forms
}

// hit is one phrase found: its list and its token span.
type hit struct{ list, start, end int }

// apply adds the signals of the rules that fire on v, phrase and pair rules
// at factor times their weight.
func (rs *ruleSet) apply(v *view, s signals, factor float64) {
	hits := rs.ac.find(v.skelToks)
	has := func(list int) bool {
		for _, h := range hits {
			if h.list == list {
				return true
			}
		}
		return false
	}
	for _, r := range rs.rules {
		switch r.kind {
		case "phrase", "direct":
			if has(r.a) && r.kind == "direct" {
				s.add(r.name, r.weight) // an instruction to the AI is one, quoted or not
			} else if has(r.a) {
				s.add(r.name, factor*r.weight)
			}
		case "pair":
			if pairIn(hits, v.skelToks, r.a, r.b) {
				s.add(r.name, factor*r.weight)
			}
		case "marker":
			if (r.needs < 0 || has(r.needs)) && slices.ContainsFunc(r.mark, func(m string) bool { return strings.Contains(v.folded, m) }) {
				s.add(r.name, r.weight)
			}
		}
	}
}

// pairGap is the most words a pair's two phrases may have between them.
const pairGap = 4

// pairIn: a phrase of list a ends before a phrase of list b starts, at most
// pairGap words and no sentence break between them.
func pairIn(hits []hit, toks []string, a, b int) bool {
	for _, x := range hits {
		if x.list != a {
			continue
		}
		for _, y := range hits {
			if y.list != b || y.start < x.end || y.start-x.end > pairGap {
				continue
			}
			broken := false
			for _, t := range toks[x.end:y.start] {
				broken = broken || t == tokBreak
			}
			if !broken {
				return true
			}
		}
	}
	return false
}

// automaton is an Aho–Corasick automaton over tokens.
type automaton struct {
	next  map[edge]int32
	fail  []int32
	out   [][]int32 // patterns ending at each state, through the fail links
	list  []int     // per pattern, its list
	lens  []int     // per pattern, its length in tokens
	vocab map[string]int32
}

type edge struct{ state, tok int32 }

func buildAutomaton(phrases [][]string, patList []int) *automaton {
	a := &automaton{next: map[edge]int32{}, fail: []int32{0}, out: [][]int32{nil}, list: patList, vocab: map[string]int32{}}
	for p, toks := range phrases {
		a.lens = append(a.lens, len(toks))
		st := int32(0)
		for _, t := range toks {
			id, ok := a.vocab[t]
			if !ok {
				id = int32(len(a.vocab))
				a.vocab[t] = id
			}
			nx, ok := a.next[edge{st, id}]
			if !ok {
				nx = int32(len(a.fail))
				a.next[edge{st, id}] = nx
				a.fail, a.out = append(a.fail, 0), append(a.out, nil)
			}
			st = nx
		}
		a.out[st] = append(a.out[st], int32(p))
	}
	// breadth-first: fail links and inherited outputs
	children := map[int32][]edge{}
	for e, to := range a.next {
		children[e.state] = append(children[e.state], edge{to, e.tok})
	}
	queue := []int32{0}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		for _, c := range children[st] {
			child, tok := c.state, c.tok
			if st != 0 {
				a.fail[child] = a.step(a.fail[st], tok)
			}
			a.out[child] = append(a.out[child], a.out[a.fail[child]]...)
			queue = append(queue, child)
		}
	}
	return a
}

// step follows token tok (-1: not in any phrase) from state st.
func (a *automaton) step(st, tok int32) int32 {
	for {
		if tok >= 0 {
			if nx, ok := a.next[edge{st, tok}]; ok {
				return nx
			}
		}
		if st == 0 {
			return 0
		}
		st = a.fail[st]
	}
}

// find returns every phrase occurrence in toks.
func (a *automaton) find(toks []string) []hit {
	var hits []hit
	st := int32(0)
	for i, t := range toks {
		id, ok := a.vocab[t]
		if !ok {
			id = -1
		}
		st = a.step(st, id)
		for _, p := range a.out[st] {
			hits = append(hits, hit{list: a.list[p], start: i + 1 - a.lens[p], end: i + 1})
		}
	}
	return hits
}
