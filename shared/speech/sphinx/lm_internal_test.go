package sphinx

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/speechtest"
)

var tinyDict = map[string][]string{
	"we":     {"we W IY"},
	"sell":   {"sell S EH L"},
	"a":      {"a AH", "a(2) EY"},
	"demo":   {"demo D EH M OW"},
	"plan":   {"plan P L AE N"},
	"today":  {"today T AH D EY"},
	"what's": {"what's W AH T S"},
}

// parseARPA reads the model BuildLM wrote: unigram log10 probabilities and
// backoffs, bigram log10 probabilities, and the header's counts.
func parseARPA(t *testing.T, arpa string) (p1, bo map[string]float64, p2 map[[2]string]float64, n1, n2 int) {
	t.Helper()
	p1, bo, p2 = map[string]float64{}, map[string]float64{}, map[[2]string]float64{}
	section := ""
	for _, line := range strings.Split(arpa, "\n") {
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "ngram 1="):
			n1, _ = strconv.Atoi(strings.TrimPrefix(line, "ngram 1="))
		case strings.HasPrefix(line, "ngram 2="):
			n2, _ = strconv.Atoi(strings.TrimPrefix(line, "ngram 2="))
		case strings.HasPrefix(line, "\\"):
			section = line
		case section == "\\1-grams:" && len(f) >= 2:
			p1[f[1]], _ = strconv.ParseFloat(f[0], 64)
			if len(f) == 3 {
				bo[f[1]], _ = strconv.ParseFloat(f[2], 64)
			}
		case section == "\\2-grams:" && len(f) == 3:
			p2[[2]string{f[1], f[2]}], _ = strconv.ParseFloat(f[0], 64)
		}
	}
	return
}

func TestBuildLM(t *testing.T) {
	arpa, dict := buildWith(t, []string{"We sell a DEMO plan today!", "What's a zorblax plan?", "  '' ... "}, tinyDict)
	if !strings.HasPrefix(arpa, "\\data\\\n") || !strings.HasSuffix(arpa, "\\end\\\n") {
		t.Fatalf("not an ARPA file:\n%s", arpa)
	}
	p1, bo, p2, n1, n2 := parseARPA(t, arpa)
	if n1 != len(p1) || n2 != len(p2) {
		t.Fatalf("header says %d/%d n-grams, file holds %d/%d", n1, n2, len(p1), len(p2))
	}
	if _, ok := p1["zorblax"]; ok {
		t.Fatal("a word missing from the dictionary is in the model")
	}
	if _, ok := p2[[2]string{"a", "plan"}]; ok {
		t.Fatal("a bigram across a dropped word")
	}
	for _, k := range [][2]string{{"<s>", "we"}, {"demo", "plan"}, {"today", "</s>"}, {"<s>", "what's"}} {
		if _, ok := p2[k]; !ok {
			t.Errorf("bigram %v missing", k)
		}
	}
	// Each history's distribution sums to 1: its seen bigrams plus its
	// backoff weight times the unigrams of the words it was not seen with.
	for h := range bo {
		sum := 0.0
		for w, lp := range p1 {
			if w == "<s>" {
				continue
			}
			if l2, ok := p2[[2]string{h, w}]; ok {
				sum += math.Pow(10, l2)
			} else {
				sum += math.Pow(10, bo[h]+lp)
			}
		}
		if math.Abs(sum-1) > 0.01 {
			t.Errorf("P(·|%s) sums to %.4f", h, sum)
		}
	}
	uni := 0.0
	for w, lp := range p1 {
		if w != "<s>" {
			uni += math.Pow(10, lp)
		}
	}
	if math.Abs(uni-1) > 0.01 {
		t.Errorf("unigrams sum to %.4f", uni)
	}
	got := strings.Join(dict, "\n")
	for _, line := range []string{"a AH", "a(2) EY", "demo D EH M OW", "what's W AH T S"} {
		if !strings.Contains(got, line) {
			t.Errorf("dictionary lacks %q:\n%s", line, got)
		}
	}
	if strings.Contains(got, "<s>") || strings.Contains(got, "zorblax") {
		t.Errorf("dictionary holds a marker or an unknown word:\n%s", got)
	}
}

// buildWith builds a model from hints alone (no corpus, no base sales list) so the test
// sees exactly what it put in.
func buildWith(t *testing.T, hints []string, cmu map[string][]string) (string, []string) {
	t.Helper()
	saved := baseText
	baseText = nil
	t.Cleanup(func() { baseText = saved })
	return BuildLM(hints, cmu)
}

func TestParseWords(t *testing.T) {
	out := `our platform
<s> 0.000 0.190 0.999900
our(2) 0.200 0.510 0.701916
[NOISE] 0.520 0.600 1.000000
<sil> 0.610 0.700 1.000000
(NULL) 0.700 0.700 1.000000
++BREATH++ 0.700 0.710 1.000000
platform 0.720 1.120 0.999400
</s> 1.130 1.190 1.000000
three word hypothesis now
next 2.000 2.400 0.9
`
	got := parseWords(out)
	want := []speech.Word{{Word: "our", Start: 0.2, End: 0.51}, {Word: "platform", Start: 0.72, End: 1.12}, {Word: "next", Start: 2, End: 2.4}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("word %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	if words := parseWords("\n"); len(words) != 0 {
		t.Fatalf("empty output gave %+v", words)
	}
}

// TestMissingEngine: without the binaries, New says which Debian packages
// to install.
func TestMissingEngine(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := New()
	if err == nil || !strings.Contains(err.Error(), "apt-get install flite pocketsphinx pocketsphinx-en-us ffmpeg") {
		t.Fatalf("err = %v", err)
	}
}

// TestBuildLMCap: hint text beyond MaxHintBytes is not read.
func TestBuildLMCap(t *testing.T) {
	long := strings.Repeat("we sell a plan. ", MaxHintBytes/16)
	arpa, _ := buildWith(t, []string{long, "demo today"}, tinyDict)
	if p1, _, _, _, _ := parseARPA(t, arpa); p1["demo"] != 0 || p1["plan"] == 0 {
		t.Fatalf("the hint after the cap is in the model, or the first is not:\n%s", arpa)
	}
}

// TestCompoundWords: a hint word the dictionary lacks gets the phones of the
// dictionary words that spell it, under its own name; a word with no split
// is still dropped and breaks the bigram chain.
func TestCompoundWords(t *testing.T) {
	cmu := map[string][]string{
		"our":      {"our AW ER", "our(2) AW R"},
		"on":       {"on AA N", "on(2) AO N"},
		"boarding": {"boarding B AO R D IH NG"},
		"up":       {"up AH P"},
		"sell":     {"sell S EH L"},
		"plan":     {"plan P L AE N"},
		"a":        {"a AH"},
		"b":        {"b B IY"},
	}
	arpa, dict := buildWith(t, []string{"Our onboarding plan.", "Upsell a qwzx plan.", "Abplan"}, cmu)
	got := strings.Join(dict, "\n")
	for _, line := range []string{"onboarding AA N B AO R D IH NG", "onboarding(2) AO N B AO R D IH NG", "upsell AH P S EH L"} {
		if !strings.Contains(got, line+"\n") && !strings.HasSuffix(got, line) {
			t.Errorf("dictionary lacks %q:\n%s", line, got)
		}
	}
	if strings.Contains(got, "qwzx") || strings.Contains(got, "abplan") {
		t.Errorf("a word with no split (or split into single letters) is in the dictionary:\n%s", got)
	}
	p1, _, p2, _, _ := parseARPA(t, arpa)
	for _, w := range []string{"onboarding", "upsell"} {
		if _, ok := p1[w]; !ok {
			t.Errorf("%q is not in the model", w)
		}
	}
	for _, k := range [][2]string{{"our", "onboarding"}, {"onboarding", "plan"}, {"<s>", "upsell"}, {"upsell", "a"}} {
		if _, ok := p2[k]; !ok {
			t.Errorf("bigram %v missing", k)
		}
	}
	if _, ok := p1["qwzx"]; ok {
		t.Error("a word with no split is in the model")
	}
	if _, ok := p2[[2]string{"a", "plan"}]; ok {
		t.Error("a bigram across a dropped word")
	}
	if lines := pronounce("onboarding", cmu); len(lines) != 2 {
		t.Errorf("pronounce(onboarding) = %q", lines)
	}
	three := map[string][]string{"cy": {"cy S AY"}, "ber": {"ber B ER"}, "lock": {"lock L AA K"}}
	if lines := pronounce("cyberlock", three); len(lines) != 1 || lines[0] != "cyberlock S AY B ER L AA K" {
		t.Errorf("three-part split: %q", lines)
	}
}

// TestHeldOutPhrases: the phrases the word error rate is measured on are not
// sentences of the corpus the model is built on.
func TestHeldOutPhrases(t *testing.T) {
	lines := map[string]bool{}
	for _, l := range strings.Split(corpus, "\n") {
		lines[l] = true
	}
	if len(lines) < 5000 {
		t.Fatalf("corpus has %d sentences", len(lines))
	}
	for _, p := range speechtest.RepPhrases {
		for _, s := range splitSentences(p) {
			if lines[strings.Join(s, " ")] {
				t.Errorf("held-out phrase %q is in the corpus", p)
			}
		}
	}
}

// TestCachedBaseIsBuildLM: the model an Engine writes from its cached corpus
// counts is the one BuildLM builds from scratch, and using the cache leaves
// it as it was.
func TestCachedBaseIsBuildLM(t *testing.T) {
	hints := []string{"We sell a DEMO plan today!", "What's a zorblax plan?"}
	base := baseCounts(tinyDict)
	before := len(base.uni)
	got, gotDict := base.withHints(hints, tinyDict).arpa()
	want, wantDict := BuildLM(hints, tinyDict)
	if got != want || strings.Join(gotDict, "\n") != strings.Join(wantDict, "\n") {
		t.Fatal("the cached corpus counts make another model")
	}
	if len(base.uni) != before {
		t.Fatal("adding hints changed the cached counts")
	}
}
