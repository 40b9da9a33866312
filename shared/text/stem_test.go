package text

import "testing"

func TestStem(t *testing.T) {
	for w, want := range map[string]string{
		"nurses": "nurs", "nursing": "nurs", "nurse": "nurs",
		"schedules": "schedu", "scheduling": "schedu",
		"reconciliation": "reconc", "reconcile": "reconc",
		"stopped": "stop", "logging": "log", "calling": "call",
		"companies": "compan", "rep's": "rep", "reps'": "rep",
		"class": "class", "status": "status", "basis": "basis",
		"boxes": "box", "cost": "cost", "costs": "cost",
		"the": "the", "invoices": "invoic", "invoicing": "invoic",
		"zürich": "züric", "naïveté": "naïve",
	} {
		if got := Stem(w); got != want {
			t.Errorf("Stem(%q) = %q, want %q", w, got, want)
		}
	}
}

func TestStemPairs(t *testing.T) {
	for _, p := range [][2]string{{"nurses", "nursing"}, {"schedules", "scheduled"}, {"reconciliation", "reconcile"}, {"billing", "billed"}, {"tracks", "tracking"}} {
		if Stem(p[0]) != Stem(p[1]) {
			t.Errorf("Stem(%q) = %q, Stem(%q) = %q: want equal", p[0], Stem(p[0]), p[1], Stem(p[1]))
		}
	}
	for _, p := range [][2]string{{"price", "prize"}, {"call", "cold"}} {
		if Stem(p[0]) == Stem(p[1]) {
			t.Errorf("Stem(%q) = Stem(%q) = %q: want different", p[0], p[1], Stem(p[0]))
		}
	}
}

func BenchmarkStem(b *testing.B) {
	ws := []string{"nurses", "scheduling", "reconciliation", "invoices", "the", "calling", "companies"}
	for i := 0; i < b.N; i++ {
		for _, w := range ws {
			Stem(w)
		}
	}
}
