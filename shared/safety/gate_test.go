package safety

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pitchperfect/shared/text"
)

// A gate only ever skips a regexp that could not have matched: over a
// quarter of the labelled sets' texts (as written and in capitals), and over harmful, personal and markup texts
// written in other cases and with look-alike case forms (the Kelvin sign,
// the long s), a match always passes the gate.
func TestGatesNeverSkipAMatch(t *testing.T) {
	texts := []string{
		"Send me PORN now", "that was PornHub", "ſexy pictures", "I will KILL YOU", "kill you", "\u212Aill you",
		"my e-mail is Ada@Example.COM", "SSN 123-45-6789", "card 4111 1111 1111 1111",
		"<SCRIPT>alert(1)</script>", "JavaScript:alert(1)", "<img src=x OnError=alert(1)>", "EVAL(x)",
		"data: text/HTML,<b>", "VBScript:msgbox", "a school shooting", "MURDERED", "heil hitler",
	}
	files, _ := filepath.Glob("testdata/*.jsonl")
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for n := 0; sc.Scan(); n++ {
			var row struct{ Text string }
			if n%4 == 0 && json.Unmarshal(sc.Bytes(), &row) == nil { // a sample keeps the test fast
				texts = append(texts, row.Text, strings.ToUpper(row.Text))
			}
		}
		fh.Close()
	}
	all := append(append([]*text.Gated{}, harmfulPatterns...), piiPatterns...)
	for _, p := range contentPatterns {
		all = append(all, p.re)
	}
	matched := 0
	for _, g := range all {
		for _, s := range texts {
			if g.Regexp.MatchString(s) {
				matched++
				if !g.MayMatchKey(text.GateKey(s)) || !g.MayMatch(s) {
					t.Errorf("%s matches %q but its gate skips it", g, s)
				}
			}
		}
	}
	if matched < 30 {
		t.Fatalf("only %d matches: the check checks little", matched)
	}
}

// Every word pattern has a gate (else it runs on every message), and the
// gates hold what the patterns need.
func TestGatesAreWorkedOutFromThePatterns(t *testing.T) {
	for _, g := range append(append([]*text.Gated{}, harmfulPatterns...), contentPatterns[0].re, contentPatterns[4].re, piiPatterns[1]) {
		if g.MayMatch("") || g.MayMatch("An ordinary message about a demo on Tuesday.") {
			t.Errorf("%s has no gate", g)
		}
	}
	for _, c := range []struct {
		g       *text.Gated
		in, out string
	}{
		{harmfulPatterns[0], "so PORN it is", "so P0RN it is"},
		{piiPatterns[1], "ada@example.com", "ada at example.com"},
		{contentPatterns[0].re, "<ScRiPt", "<scrip t"},
	} {
		if !c.g.MayMatch(c.in) || c.g.MayMatch(c.out) {
			t.Errorf("%s: gate passes %q %v, %q %v", c.g, c.in, c.g.MayMatch(c.in), c.out, c.g.MayMatch(c.out))
		}
	}
}
