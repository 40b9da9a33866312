package sphinx

import (
	_ "embed"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"
)

// baseSales is the small vocabulary every hint model holds besides the hints:
// the words of a sales conversation, so a rep who leaves the script is still
// heard. Kept short: a small model decodes fast and stays precise.
var baseSales = []string{
	"hi thanks for your time today",
	"i am calling about your team and your current process",
	"our product helps companies save time and money",
	"what is your budget for this",
	"we can offer a discount on the annual plan",
	"the price includes support and training",
	"can we schedule a demo next week",
	"does that sound good to you",
	"i understand your concern",
	"how many people are on your team",
	"what problems are you trying to solve",
	"let me send you a proposal",
	"yes no maybe sure okay great right",
	"customer customers revenue growth sales cost costs value results contract decision",
	"we they it this that you i our your my the a an and or but so if to of in on with for",
}

// corpus is the sales vocabulary every hint model is built on: one sentence
// a line, lower case, from the English sales texts the product's safety and
// coach evaluations hold (their pitches, replies, objections and scenario
// descriptions; shared/safety/testdata/benign.jsonl and
// shared/coach/testdata), so a rep who leaves the script is still heard. The
// app's WER test sentences (make bench-voice) are not in it.
//
//go:embed corpus.txt
var corpus string

// baseText is what every model is built on besides the hints.
var baseText = append([]string{corpus}, baseSales...)

// hintWeight is how many times a hint sentence counts against one corpus
// sentence: the scenario, the script and the buyer's lines are what this
// rep is likeliest to say.
const hintWeight = 5

// MaxHintBytes is how much hint text one model is built from.
const MaxHintBytes = 64 << 10

// discount is the absolute discount of seen bigrams; what it frees goes to
// unseen ones through the unigram backoff.
const discount = 0.5

// BuildLM builds an ARPA bigram language model from the hint sentences and
// the base sales vocabulary, for the words the pronunciation dictionary cmu
// knows (word → its dictionary lines) or that split into words it knows
// (see pronounce); other words are dropped and break the bigram chain where
// they stood. It returns the model's text and the dictionary lines of its
// words.
//
// Hints beyond MaxHintBytes in all are ignored, so a long script cannot make
// the model (and the decoder's start-up) large.
func BuildLM(hints []string, cmu map[string][]string) (arpa string, dict []string) {
	return baseCounts(cmu).withHints(hints, cmu).arpa()
}

// counts are a model's weighted n-gram counts and the dictionary lines of
// its words.
type counts struct {
	uni       map[string]float64
	bi        map[[2]string]float64
	sentences int
	lex       map[string][]string // word → its dictionary lines, nil if none
}

// baseCounts counts baseText, the part of every model that does not change
// (an Engine keeps it; see Engine.model).
func baseCounts(cmu map[string][]string) *counts {
	c := &counts{uni: map[string]float64{}, bi: map[[2]string]float64{}, lex: map[string][]string{}}
	for _, t := range baseText {
		c.add(t, 1, cmu)
	}
	return c
}

// withHints is a copy of c with the hints added (hintWeight each), the
// first MaxHintBytes of them.
func (c *counts) withHints(hints []string, cmu map[string][]string) *counts {
	out := &counts{uni: maps.Clone(c.uni), bi: maps.Clone(c.bi), sentences: c.sentences, lex: maps.Clone(c.lex)}
	budget := MaxHintBytes
	for _, h := range hints {
		if budget == 0 {
			break
		}
		if len(h) > budget {
			h = h[:budget]
		}
		budget -= len(h)
		out.add(h, hintWeight, cmu)
	}
	return out
}

// add counts the sentences of text, each weight times.
func (c *counts) add(text string, weight float64, cmu map[string][]string) {
	known := func(w string) bool {
		lines, ok := c.lex[w]
		if !ok {
			lines = pronounce(w, cmu)
			c.lex[w] = lines
		}
		return lines != nil
	}
	for _, sentence := range splitSentences(text) {
		prev := "<s>"
		n := 0
		for _, w := range sentence {
			if !known(w) {
				prev = "" // unknown word: no bigram across it
				continue
			}
			c.uni[w] += weight
			n++
			if prev != "" {
				c.bi[[2]string{prev, w}] += weight
			}
			prev = w
		}
		if n == 0 {
			continue
		}
		c.sentences++
		c.uni["</s>"] += weight
		if prev != "" {
			c.bi[[2]string{prev, "</s>"}] += weight
		}
	}
}

// arpa writes the model: its ARPA text and the dictionary lines of its
// words.
func (c *counts) arpa() (arpa string, dict []string) {
	uni, bi, lex := maps.Clone(c.uni), c.bi, c.lex
	uni["<s>"] = float64(c.sentences)

	// Unigrams: add-one smoothing over the vocabulary (<s> is never predicted).
	var total float64
	for w, c := range uni {
		if w != "<s>" {
			total += c
		}
	}
	vocab := make([]string, 0, len(uni))
	for w := range uni {
		vocab = append(vocab, w)
	}
	sort.Strings(vocab)
	p1 := map[string]float64{}
	for _, w := range vocab {
		if w != "<s>" {
			p1[w] = (uni[w] + 1) / (total + float64(len(vocab)-1))
		}
	}
	// Bigrams: absolute discounting, the freed mass spread by the unigrams
	// of the unseen followers (the backoff weight).
	follow := map[string][]string{}
	ctx := map[string]float64{}
	for k, c := range bi {
		follow[k[0]] = append(follow[k[0]], k[1])
		ctx[k[0]] += c
	}
	backoff := map[string]float64{}
	for h, ws := range follow {
		seen := 0.0
		for _, w := range ws {
			seen += p1[w]
		}
		backoff[h] = (discount * float64(len(ws)) / ctx[h]) / math.Max(1-seen, 1e-6)
	}
	keys := make([][2]string, 0, len(bi))
	for k := range bi {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})

	var b strings.Builder
	fmt.Fprintf(&b, "\\data\\\nngram 1=%d\nngram 2=%d\n\n\\1-grams:\n", len(vocab), len(keys))
	for _, w := range vocab {
		lp := -99.0
		if w != "<s>" {
			lp = math.Log10(p1[w])
		}
		if bw, ok := backoff[w]; ok {
			fmt.Fprintf(&b, "%.4f %s %.4f\n", lp, w, math.Log10(bw))
		} else {
			fmt.Fprintf(&b, "%.4f %s\n", lp, w)
		}
	}
	b.WriteString("\n\\2-grams:\n")
	for _, k := range keys {
		p := (bi[k] - discount) / ctx[k[0]]
		fmt.Fprintf(&b, "%.4f %s %s\n", math.Log10(p), k[0], k[1])
	}
	b.WriteString("\n\\end\\\n")

	for _, w := range vocab {
		if w != "<s>" && w != "</s>" {
			dict = append(dict, lex[w]...)
		}
	}
	return b.String(), dict
}

// maxVariants caps the pronunciations a compound word gets from its parts'
// alternates.
const maxVariants = 4

// pronounce returns the dictionary lines of w: cmu's own, or, for a word
// cmu lacks, the concatenated phones of two (failing that, three) words it
// knows that spell w ("onboarding" = "on" + "boarding"), written under w so
// the recogniser outputs w itself. Parts are at least two letters (cmu
// spells single letters as words); of several splits the one with the
// longest part wins, a short prefix on a real word. Each part's alternate
// pronunciations combine, at most maxVariants lines in all. It returns nil
// when w has no split.
func pronounce(w string, cmu map[string][]string) []string {
	if lines, ok := cmu[w]; ok {
		return lines
	}
	part := func(p string) bool {
		_, ok := cmu[p]
		return len(p) >= 2 && !strings.HasPrefix(p, "'") && ok
	}
	longest := func(parts []string) int {
		n := 0
		for _, p := range parts {
			n = max(n, len(p))
		}
		return n
	}
	var best []string
	for i := 2; i <= len(w)-2; i++ {
		if parts := []string{w[:i], w[i:]}; part(parts[0]) && part(parts[1]) && longest(parts) > longest(best) {
			best = parts
		}
	}
	for i := 2; best == nil && i <= len(w)-4; i++ {
		for j := i + 2; j <= len(w)-2; j++ {
			if parts := []string{w[:i], w[i:j], w[j:]}; part(parts[0]) && part(parts[1]) && part(parts[2]) && longest(parts) > longest(best) {
				best = parts
			}
		}
	}
	if best == nil {
		return nil
	}
	phones := []string{""}
	for _, p := range best {
		var next []string
		for _, prefix := range phones {
			for _, line := range cmu[p] {
				_, ph, _ := strings.Cut(line, " ")
				if len(next) < maxVariants {
					next = append(next, strings.TrimSpace(prefix+" "+strings.TrimSpace(ph)))
				}
			}
		}
		phones = next
	}
	lines := make([]string, len(phones))
	for i, ph := range phones {
		head := w
		if i > 0 {
			head = fmt.Sprintf("%s(%d)", w, i+1)
		}
		lines[i] = head + " " + ph
	}
	return lines
}

// splitSentences lowercases text and splits it into sentences of words
// (letters and apostrophes), at . ! ? ; and new lines.
func splitSentences(text string) [][]string {
	var out [][]string
	for _, s := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == '.' || r == '!' || r == '?' || r == ';' || r == '\n'
	}) {
		words := strings.FieldsFunc(s, func(r rune) bool {
			return (r < 'a' || r > 'z') && r != '\''
		})
		words = slices.DeleteFunc(words, func(w string) bool { return strings.Trim(w, "'") == "" })
		if len(words) > 0 {
			out = append(out, words)
		}
	}
	return out
}
