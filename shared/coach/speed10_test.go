package coach

import (
	"reflect"
	"strings"
	"sync"
	"testing"
)

func TestFieldsAtLeast(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a ", "a b", "a\u00a0b", "“a”", "a\u2003b c", "\xffa \xfe", "a\u0085b", "  x\t\ny  ", "é è", "a,b"} {
		for n := 0; n < 5; n++ {
			if got, want := fieldsAtLeast(s, n), len(strings.Fields(s)) >= n; got != want {
				t.Errorf("fieldsAtLeast(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

func TestLowOf(t *testing.T) {
	for _, s := range []string{"", "ABC def", "It’s “Fine” ÉCOLE", "\xffA\xfe", "Σ İ ǅ", "a’b’"} {
		if low, _ := lowered(s); lowOf(s) != low {
			t.Errorf("lowOf(%q) = %q, want %q", s, lowOf(s), low)
		}
	}
}

// TestClauseMemoConcurrent checks that analyses of different scenarios
// running at once, sharing the clause memo (memo.go) and the pooled token
// arrays, give what each alone gives (run with -race too).
func TestClauseMemoConcurrent(t *testing.T) {
	scs := []Scenario{
		{Objection: "Price", Custom: "Practice manager at a 12-site outpatient clinic group; front-desk staff spend about 3 hours a day phoning patients with appointment reminders, and the no-show rate is around 18%."},
		{Objection: "Competition", Custom: "Fleet manager; they pay Samsara $33 per truck per month, are evaluating us against Motive; the owner signs all contracts."},
		{Objection: "Timing", Custom: "Ops director at a 40-person print shop; reprints cost about $9,000 a month, and the partners decide at their Monday meeting."},
		{},
	}
	ins := make([]Input, 0, 2*len(scs))
	for _, sc := range scs {
		ins = append(ins, Input{Text: benchPitch, Scenario: sc}, Input{Text: "Um, we maybe could help, like, your team. " + benchPitch, Scenario: sc, Objection: "Too expensive."})
	}
	want := make([]Analysis, len(ins))
	for i, in := range ins {
		want[i] = Analyze(in)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range 8 {
				i := (g + r) % len(ins)
				if got := Analyze(ins[i]); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("input %d: a concurrent analysis differs", i)
				}
			}
		}()
	}
	wg.Wait()
}
