package coach

import (
	"fmt"
	"strings"
	"testing"
)

// The shipped lexicon.txt parses and passes every check, and its lists reach
// the matchers.
func TestLexiconFileValid(t *testing.T) {
	f, err := parseLexicons(lexiconText)
	if err != nil {
		t.Fatal(err)
	}
	if len(f) != len(lexiconSections) {
		t.Errorf("%d sections, want %d", len(f), len(lexiconSections))
	}
	// "# employees" is a phrase (any number, then "employees"), not a comment.
	if !strings.Contains(strings.Join(f["history"], "\n"), "# employees") {
		t.Error(`history lost "# employees"`)
	}
	// The lists reach the variables the matchers use.
	if !fillerWords["um"] || !stopwords["about"] || !modalStarts["would"] || modalStarts["ready"] || len(lexData.phrases("hedge")) == 0 {
		t.Error("word lists not loaded")
	}
	if len(conceptGroups) != 14 || conceptGroups[0][0] != "cost" || len(conceptOf) == 0 {
		t.Errorf("concept groups: %q", conceptGroups)
	}
}

// A typo in lexicon.txt is caught with its line number, never loaded.
func TestLexiconRejectsBadData(t *testing.T) {
	cases := []struct {
		name, old, new, want string
	}{
		{"unknown section", "## hedge\n", "## hedges\n", `unknown section "hedges"`},
		{"missing section", "## hedge\n", "## hedges\n", "## hedge is missing"},
		{"duplicate section", "## buzz\n", "## hedge\n", "## hedge appears twice"},
		{"empty section", "## whWords\n// Question words.\nwhat what's how how's which who who's whom when where where's why\n", "## whWords\n", "## whWords is empty"},
		{"bad weight", "i believe|0.5\n", "i believe|0,5\n", `"i believe|0,5": the weight after | must be a positive number`},
		{"zero weight", "i believe|0.5\n", "i believe|0\n", "must be a positive number"},
		{"no words", "i believe|0.5\n", "|0.5\n", "no words before the weight"},
		{"duplicate phrase", "perhaps\n", "perhaps\nperhaps\n", `"perhaps" is listed twice`},
		{"upper-case word", "\nmonday tuesday", "\nMonday tuesday", "word lists are in lower case"},
		{"one-word group", "churn churned", "churn\nchurned", "a group needs at least two words"},
		{"line before any section", "## fillerWords\n", "stray\n## fillerWords\n", `"stray" is not under a ## section`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(lexiconText, c.old) {
				t.Fatalf("lexicon.txt does not contain %q", c.old)
			}
			_, err := parseLexicons(strings.Replace(lexiconText, c.old, c.new, 1))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error = %v, want one containing %q", err, c.want)
			}
		})
	}
	// The line number points at the mistake.
	_, err := parseLexicons(strings.Replace(lexiconText, "## hedge\n", "## hedges\n", 1))
	want := ""
	for i, l := range strings.Split(lexiconText, "\n") {
		if l == "## hedge" {
			want = fmt.Sprintf("line %d: ", i+1)
		}
	}
	if err == nil || want == "" || !strings.Contains(err.Error(), want) {
		t.Errorf("error = %v, want %q", err, want)
	}
}

// BenchmarkParseLexicons is the start-up cost of lexicon.txt.
func BenchmarkParseLexicons(b *testing.B) {
	for b.Loop() {
		if _, err := parseLexicons(lexiconText); err != nil {
			b.Fatal(err)
		}
	}
}
