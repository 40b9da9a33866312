package text

import "testing"

func TestPluralVerb(t *testing.T) {
	for _, c := range []struct {
		w, v        string
		regular, ok bool
	}{
		{"is", "are", false, true},
		{"was", "were", false, true},
		{"has", "have", false, true},
		{"does", "do", false, true},
		{"doesn't", "don't", false, true},
		{"isn't", "aren't", false, true},
		{"can", "can", false, true},
		{"would", "would", false, true},
		{"pays", "pay", true, true},
		{"worries", "worry", true, true},
		{"lies", "lie", true, true},
		{"watches", "watch", true, true},
		{"pushes", "push", true, true},
		{"misses", "miss", true, true},
		{"fixes", "fix", true, true},
		{"costs", "cost", true, true},
		{"pass", "", false, false},
		{"paid", "", false, false},
		{"us", "", false, false},
	} {
		v, regular, ok := PluralVerb(c.w)
		if v != c.v || regular != c.regular || ok != c.ok {
			t.Errorf("PluralVerb(%q) = %q, %v, %v; want %q, %v, %v", c.w, v, regular, ok, c.v, c.regular, c.ok)
		}
	}
}
