package coach

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"

	"pitchperfect/shared/text"
)

// speedTexts are the texts the shortcuts of the speed work are checked on:
// the bench pitch and every pitch and reply of the evaluation sets, plus
// some awkward spacing.
func speedTexts(t *testing.T) []string {
	texts := []string{benchPitch, "", " ", "a  b", "a   b", "\tx y\n", "the the team", "Team team, the the.",
		"We can — um — do it by 2030.", "Over 1.8 million users, like, love it!", "$9,000 for 150-bed sites… really?",
		"no\u00a0break here", "  leading", "trailing  ", "“Quoted text,” she said."}
	for _, set := range []string{"pitch_pairs.json", "objection_pairs.json"} {
		for _, p := range loadPairs(t, set) {
			texts = append(texts, p.Better, p.Worse, p.Objection, p.Scenario.Custom)
		}
	}
	return texts
}

// TestStartMasksKeepMatches checks that scanning with the start masks (and
// skipping a stream by its mask) finds exactly what the plain scan finds,
// for every lexicon at every sentence of the texts.
func TestStartMasksKeepMatches(t *testing.T) {
	if len(builtLexicons) == 0 {
		t.Fatal("no lexicons registered")
	}
	for _, text := range speedTexts(t) {
		d := analyzeDoc(text, &buyerContext{})
		streams := [][]int{d.nonFiller}
		for si := range d.sents {
			streams = append(streams, d.stream(si))
		}
		for _, nf := range streams {
			sm := d.streamMask(nf)
			for li, lx := range builtLexicons {
				want := lx.scan(d.toks, nf)
				got := d.scan(lx, nf)
				if !slices.Equal(want, got) {
					t.Fatalf("lexicon %d on %q: masked scan %v, plain scan %v", li, text, got, want)
				}
				if d.has(lx, nf) != (len(want) > 0) || (lx.absentFrom(sm) && len(want) > 0) {
					t.Fatalf("lexicon %d on %q: has/absentFrom disagree with %d hits", li, text, len(want))
				}
				for p := range nf {
					n1, p1 := lx.match(d.toks, nf, p)
					n2, p2 := d.match(lx, nf, p)
					if n1 != n2 || p1 != p2 {
						t.Fatalf("lexicon %d on %q at %d: masked match %d, plain %d", li, text, p, n2, n1)
					}
				}
			}
		}
	}
}

// TestStreamIsNonFillerTokens checks d.stream against its definition.
func TestStreamIsNonFillerTokens(t *testing.T) {
	for _, text := range speedTexts(t) {
		d := analyzeDoc(text, &buyerContext{})
		for si, st := range d.sents {
			var want []int
			for i := st.first; i < st.last; i++ {
				if d.toks[i].role != roleFiller {
					want = append(want, i)
				}
			}
			if got := d.stream(si); !slices.Equal(got, want) {
				t.Fatalf("%q sentence %d: stream %v, want %v", text, si, got, want)
			}
		}
	}
}

// TestLastTokensAreTokenizeTail checks that the tokens cleanSentence reads
// from the end of a sentence are those of tokenising it whole.
func TestLastTokensAreTokenizeTail(t *testing.T) {
	for _, text := range speedTexts(t) {
		d := analyzeDoc(text, &buyerContext{})
		pieces := []string{oneSpaced(text)}
		for si := range d.sents {
			pieces = append(pieces, oneSpaced(d.sentText(si)))
		}
		for _, s := range pieces {
			all := tokenize(s)
			tail := lastTokens(s, 3)
			if len(all) < 3 {
				if len(tail) != len(all) {
					t.Fatalf("%q: %d tail tokens, %d tokens", s, len(tail), len(all))
				}
			} else if len(tail) < 3 {
				t.Fatalf("%q: %d tail tokens, want at least 3", s, len(tail))
			}
			for k := 1; k <= min(len(tail), len(all)); k++ {
				a, b := all[len(all)-k], tail[len(tail)-k]
				if a.norm != b.norm || a.year != b.year {
					t.Fatalf("%q: token -%d is %q/%v in the tail, %q/%v whole", s, k, b.norm, b.year, a.norm, a.year)
				}
			}
		}
	}
}

// TestSpacingShortcuts checks oneSpaced and dropDoubledWords against the
// allocating forms they stand for.
func TestSpacingShortcuts(t *testing.T) {
	for _, text := range speedTexts(t) {
		for _, s := range append(strings.Split(text, "."), text) {
			if got, want := oneSpaced(s), strings.Join(strings.Fields(s), " "); got != want {
				t.Fatalf("oneSpaced(%q) = %q, want %q", s, got, want)
			}
			words := strings.Split(s, " ")
			out := words[:0:0]
			for i, w := range words {
				if i > 0 && strings.EqualFold(w, words[i-1]) && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
					continue
				}
				out = append(out, w)
			}
			if got, want := dropDoubledWords(s), strings.Join(out, " "); got != want {
				t.Fatalf("dropDoubledWords(%q) = %q, want %q", s, got, want)
			}
		}
	}
}

// TestHasFillerOrHedge checks the short check against the full analysis.
func TestHasFillerOrHedge(t *testing.T) {
	bc := newBuyerContext(Scenario{Custom: "Practice manager; 12 clinics; 18% no-show rate."}, "")
	for _, text := range speedTexts(t) {
		d := analyzeDoc(text, &bc)
		pieces := []string{text}
		for si := range d.sents {
			pieces = append(pieces, d.sentText(si))
		}
		for _, s := range pieces {
			rd := analyzeDoc(s, &bc)
			if got, want := hasFillerOrHedge(s, &bc), rd.fillers > 0 || rd.hedges > 0; got != want {
				t.Fatalf("hasFillerOrHedge(%q) = %v, want %v", s, got, want)
			}
		}
	}
}

// TestMarkDocRemovableEvidence checks that markDoc finds the same evidence
// of the removable categories, in the same order, as the full analysis
// (dropFlagged relies on it).
func TestMarkDocRemovableEvidence(t *testing.T) {
	bc := newBuyerContext(Scenario{Custom: "Practice manager; 12 clinics; 18% no-show rate."}, "")
	removableOf := func(d *doc) []Evidence {
		var out []Evidence
		for _, e := range d.evidence() {
			if removable[e.Category] {
				out = append(out, e)
			}
		}
		return out
	}
	checked := 0
	for _, text := range speedTexts(t) {
		full, marked := removableOf(analyzeDoc(text, &bc)), removableOf(markDoc(text, &bc, nil, false))
		if !slices.Equal(full, marked) {
			t.Fatalf("%q: markDoc evidence %v, analyzeDoc %v", text, marked, full)
		}
		checked += len(full)
	}
	if checked == 0 {
		t.Fatal("no removable evidence in the texts")
	}
}

// TestHasOwnExampleBothWays checks hasOwnExample against its first form:
// the set of the rep's and the buyer's own stems, looked up from the
// examples.
func TestHasOwnExampleBothWays(t *testing.T) {
	sc := Scenario{Custom: "Practice manager; 12 clinics; 18% no-show rate; 3 hours a day of reminder calls."}
	texts := speedTexts(t)
	yes, no := 0, 0
	for k, text := range texts {
		bc := newBuyerContext(sc, "")
		d := analyzeDoc(text, &bc)
		own := map[string]bool{}
		for i := range d.toks {
			if d.toks[i].role == roleNone && ownWord(&d.toks[i]) {
				own[d.toks[i].stem] = true
			}
		}
		for _, tk := range tokenize(strings.Join(d.bc.clauses, "\n") + "\n" + "We can't justify the price.") {
			if ownWord(&tk) {
				own[tk.stem] = true
			}
		}
		for _, ex := range []string{texts[(k+1)%len(texts)], texts[(k+7)%len(texts)], "“Could we book a call on Thursday?”", ""} {
			want := false
			for _, tk := range tokenize(ex) {
				if ownWord(&tk) && own[tk.stem] {
					want = true
				}
			}
			if got := d.hasOwnExample([]Improvement{{Example: ex}}, "We can't justify the price."); got != want {
				t.Fatalf("hasOwnExample(%q) on %q = %v, want %v", ex, text, got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("cases not varied: %d with own words, %d without", yes, no)
	}
}

// TestGatedTwinsAgree checks that every gated twin of a reply pattern finds
// what the pattern finds, on the sentences of the texts as they are and
// lowered the way the reply checks lower them.
func TestGatedTwinsAgree(t *testing.T) {
	type twin struct {
		name string
		re   *regexp.Regexp
		g    *text.Gated
	}
	var twins []twin
	for k, re := range slotSaid {
		twins = append(twins, twin{"slotSaid " + k, re, slotSaidG[k]})
	}
	for k, re := range slotAsk {
		twins = append(twins, twin{"slotAsk " + k, re, slotAskG[k]})
	}
	for i, re := range bypassRes {
		twins = append(twins, twin{"bypass", re, bypassGated[i]})
	}
	twins = append(twins, twin{"date", dateRe, dateG}, twin{"step", stepRe, stepG}, twin{"check", checkRe, checkG},
		twin{"crowd", crowdRe, crowdG}, twin{"weFirst", weFirst, weFirstG}, twin{"match", matchRe, matchG},
		twin{"giveaway", giveawayRe, giveawayG}, twin{"split", splitRe, splitG}, twin{"limit", limitRe, limitG},
		twin{"closeNow", closeNowRe, closeNowG})
	hits, gated := 0, 0
	for _, s := range speedTexts(t) {
		d := analyzeDoc(s, &buyerContext{})
		pieces := []string{s}
		for si := range d.sents {
			low, _ := lowered(d.sentText(si))
			pieces = append(pieces, d.sentText(si), low, strings.Join(strings.Fields(low), " "))
		}
		for _, p := range pieces {
			for _, tw := range twins {
				if tw.g.Regexp != tw.re {
					t.Fatalf("%s: twin of another pattern", tw.name)
				}
				want := tw.re.FindStringIndex(p)
				if got := tw.g.FindStringIndex(p); !slices.Equal(got, want) || tw.g.MatchString(p) != (want != nil) {
					t.Fatalf("%s on %q: gated %v, plain %v", tw.name, p, got, want)
				}
				if want != nil {
					hits++
				}
				if !tw.g.MayMatch(p) {
					gated++
				}
			}
		}
	}
	if hits == 0 || gated == 0 {
		t.Fatalf("not varied: %d matches, %d gated", hits, gated)
	}
}

// TestWordFlagsAreTheSets checks each token's flags against the word sets
// they stand for, and the key filters against their maps.
func TestWordFlagsAreTheSets(t *testing.T) {
	sets := map[wordFlag]map[string]bool{inStop: stopwords, inYou: youWords, inWe: weWords,
		inFiller: fillerWords, inContextFiller: contextFillers, inFillerSkip: fillerSkip,
		inSuperior: superiorWords, inScarce: scarceNouns, inPeer: peerNouns, inCommon: commonWords}
	for _, s := range speedTexts(t) {
		for _, tk := range tokenize(s) {
			for f, set := range sets {
				if tk.in(f) != set[tk.norm] {
					t.Fatalf("%q in %q: flag %b is %v, the set says %v", tk.norm, s, f, tk.in(f), set[tk.norm])
				}
			}
			for _, m := range []map[string]float64{numberWords} {
				if _, ok := m[tk.norm]; ok && !mayBeKey(tk.norm, numberWordKeys) {
					t.Fatalf("filter drops number word %q", tk.norm)
				}
			}
		}
	}
	for k := range contractions {
		if !mayBeKey(k, contractionKeys) {
			t.Fatalf("filter drops contraction %q", k)
		}
	}
	for k := range wordFlags {
		if !mayBeKey(k, wordFlagKeys) {
			t.Fatalf("filter drops flagged word %q", k)
		}
	}
	for k := range firstEntries {
		if !mayBeKey(k, &firstKeys) {
			t.Fatalf("filter drops lexicon first word %q", k)
		}
	}
	for k := range prefixEntries {
		if prefixKeys[k[0]&31][k[1]&31]&(1<<(k[2]&31)) == 0 {
			t.Fatalf("filter drops lexicon prefix %q", k)
		}
	}
	for k, v := range titleLower {
		if strings.ToLower(k) != v {
			t.Fatalf("titleLower[%q] = %q, want %q", k, v, strings.ToLower(k))
		}
	}
}

// TestEthicsGateSetScan checks the one-pass scan of pitchEthics's gates
// against each gate's own test, on every sentence of the texts.
func TestEthicsGateSetScan(t *testing.T) {
	gates := pitchEthicsGateList
	buf := make([]uint64, pitchEthicsGates.HitWords())
	for _, s := range speedTexts(t) {
		d := analyzeDoc(s, &buyerContext{})
		for si := range d.sents {
			low := d.lowSentOnly(si)
			h, h2 := pitchEthicsGates.Scan(low), pitchEthicsGates.ScanInto(low, buf)
			for _, g := range gates {
				if h.May(g) != g.MayMatch(low) || h2.May(g) != g.MayMatch(low) {
					t.Fatalf("gate %q on %q: set says %v, gate %v", g, low, h.May(g), g.MayMatch(low))
				}
			}
			if anyOf(low, bypassWords) && !h.May(bypassWordsG) {
				t.Fatalf("bypassWordsG rules out %q, which holds a bypass word", low)
			}
		}
	}
}

// TestVocabTokensAreWorkedOut checks that a token copied from the
// vocabulary is the token initToken works out from the word, and that its
// start entries are the lookups' (every word of the vocabulary, and every
// token of the texts).
func TestVocabTokensAreWorkedOut(t *testing.T) {
	if vocab == nil || len(vocabWords) < 2 {
		t.Fatal("no vocabulary")
	}
	texts := speedTexts(t)
	var all []string
	for _, v := range vocabWords[1:] {
		all = append(all, v.tok.norm)
		if vocab.find(v.tok.norm) != v.tok.voc || vocabWords[v.tok.voc].tok.norm != v.tok.norm {
			t.Fatalf("vocabulary lookup of %q", v.tok.norm)
		}
	}
	texts = append(texts, strings.Join(all, " "), strings.ToUpper(strings.Join(all, " ")))
	for _, w := range []string{"", "zzzz", "the the", "unknownword", "a"} {
		if n := vocab.find(w); n != 0 && vocabWords[n].tok.norm != w {
			t.Fatalf("vocabulary finds %q as %q", w, vocabWords[n].tok.norm)
		}
	}
	saved := vocab
	for _, s := range texts {
		vocab = saved
		got := tokenize(s)
		gotM, gotR := startMasks(got, nil, nil)
		vocab = nil
		want := tokenize(s)
		wantM, wantR := startMasks(want, nil, nil)
		vocab = saved
		if len(got) != len(want) {
			t.Fatalf("%q: %d tokens, want %d", s, len(got), len(want))
		}
		for i := range got {
			g := got[i]
			g.voc = 0
			if g != want[i] {
				t.Fatalf("%q token %d: %+v, want %+v", s, i, g, want[i])
			}
		}
		if !slices.Equal(gotM, wantM) || !slices.Equal(gotR, wantR) {
			t.Fatalf("%q: start masks differ", s)
		}
	}
}

// TestLowerTextIsToLower checks the doc's shared lowered text.
func TestLowerTextIsToLower(t *testing.T) {
	for _, s := range append(speedTexts(t), "Ünïcode Text", "ALL CAPS", "plain", "It’s") {
		d := analyzeDoc(s, &buyerContext{})
		if got, want := d.lowerText(), strings.ToLower(d.text); got != want {
			t.Fatalf("lowerText of %q is %q, want %q", s, got, want)
		}
	}
}

// TestPooledDocsConcurrent checks that analyses running at once, each
// taking and handing back pooled docs and arrays (docpool.go), give what
// one alone gives (run with -race, it also finds a doc used after release).
func TestPooledDocsConcurrent(t *testing.T) {
	ins := []Input{{Text: benchPitch}, {Text: benchPitch, Objection: "Too expensive."},
		{Text: "Um, we maybe could help, like, your team. " + benchPitch}}
	want := make([]Analysis, len(ins))
	for i, in := range ins {
		want[i] = Analyze(in)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range 10 {
				i := (g + r) % len(ins)
				if got := Analyze(ins[i]); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("input %d: a concurrent analysis differs", i)
				}
			}
		}()
	}
	wg.Wait()
}
