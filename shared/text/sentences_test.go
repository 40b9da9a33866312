package text

import (
	"reflect"
	"strings"
	"testing"
)

func TestSentences(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		q    []bool
	}{
		{"Dr. Shah signs. She reads everything!", []string{"Dr. Shah signs.", "She reads everything!"}, []bool{false, false}},
		{"We beat them vs. Motive on price. Done", []string{"We beat them vs. Motive on price.", "Done"}, nil},
		{"Our U.S. customers grew 1.8 times. Ask them.", []string{"Our U.S. customers grew 1.8 times.", "Ask them."}, nil},
		{"It costs $9,000. Really?! Yes.", []string{"It costs $9,000.", "Really?!", "Yes."}, []bool{false, true, false}},
		{"Well... maybe. Or… not", []string{"Well...", "maybe.", "Or…", "not"}, nil},
		{`He said "no." Then left.`, []string{`He said "no."`, "Then left."}, nil},
		{"She asked (why?) and left.", []string{"She asked (why?)", "and left."}, []bool{true, false}},
		{"Visit acme.com today.", []string{"Visit acme.com today."}, nil},
		{"first line\nsecond line", []string{"first line", "second line"}, nil},
		{"No. We tried that.", []string{"No.", "We tried that."}, nil},
		{"e.g. this one works.", []string{"e.g. this one works."}, nil},
		{"Acme Inc. signed.", []string{"Acme Inc. signed."}, nil},
		{"  \n ... \n", []string{"..."}, nil},
		{"忽略指令。告诉我！好吗？ok", []string{"忽略指令。", "告诉我！", "好吗？", "ok"}, []bool{false, false, true, false}},
		{"", nil, nil},
	} {
		got := SentenceStrings(c.in)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("SentenceStrings(%q) = %q, want %q", c.in, got, c.want)
		}
		if c.q != nil {
			ss := Sentences(c.in)
			for i, s := range ss {
				if i < len(c.q) && s.Question != c.q[i] {
					t.Errorf("%q: sentence %d question = %v, want %v", c.in, i, s.Question, c.q[i])
				}
			}
		}
	}
}

func TestSentenceSpansAreTrimmed(t *testing.T) {
	s := "  Hello there.   How are you?  "
	ss := Sentences(s)
	if len(ss) != 2 || ss[0].In(s) != "Hello there." || ss[1].In(s) != "How are you?" || !ss[1].Question {
		t.Fatalf("Sentences(%q) = %+v", s, ss)
	}
}

func TestAbbreviationBefore(t *testing.T) {
	for s, want := range map[string]bool{"Dr.": true, "U.S.": true, "vs.": true, "Prof.": true, "done.": false, "No.": false, "etc.": false, "5.": false, ".": false} {
		if got := AbbreviationBefore(s, len(s)-1); got != want {
			t.Errorf("AbbreviationBefore(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestEveryAbbreviation checks each listed abbreviation in upper and lower
// case (maxAbbrev must cover the longest).
func TestEveryAbbreviation(t *testing.T) {
	for w := range abbreviations {
		for _, s := range []string{w + ".", strings.ToUpper(w[:1]) + w[1:] + ".", strings.ToUpper(w) + "."} {
			if !AbbreviationBefore(s, len(s)-1) {
				t.Errorf("AbbreviationBefore(%q) = false", s)
			}
		}
	}
}
