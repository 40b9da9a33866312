package safety

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
	all := append(append([]gated{}, harmfulPatterns...), piiPatterns...)
	for _, p := range contentPatterns {
		all = append(all, p.re)
	}
	matched := 0
	for _, g := range all {
		for _, s := range texts {
			if g.MatchString(s) {
				matched++
				if !g.mayMatch(caseKey(s)) {
					t.Errorf("%s matches %q but its gate %q skips it", g, s, g.lits)
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
	for _, g := range append(append([]gated{}, harmfulPatterns...), contentPatterns[0].re, contentPatterns[4].re) {
		if g.lits == nil {
			t.Errorf("%s has no gate", g)
		}
	}
	has := func(g gated, lit string) bool {
		return strings.Contains("|"+strings.Join(g.lits, "|")+"|", "|"+lit+"|")
	}
	if !has(harmfulPatterns[0], "PORN") || !has(piiPatterns[1], "@") || !has(contentPatterns[0].re, "SCRIPT") {
		t.Errorf("gates: %q, %q, %q", harmfulPatterns[0].lits, piiPatterns[1].lits, contentPatterns[0].re.lits)
	}
	if g := gate(regexp.MustCompile(`(?i)a|b*`)); g.lits != nil {
		t.Errorf("a pattern that matches the empty string has no gate, got %q", g.lits)
	}
}
