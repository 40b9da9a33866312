package roleplay

import (
	"strings"
	"testing"
)

// A card that writes rupees (or taka) in lakh and crore hears them back in
// lakh and crore; a card that writes millions keeps millions.
func TestLakhWhenTheCardSaysLakh(t *testing.T) {
	for _, c := range []struct{ in, sym, want string }{
		{"Today we pay ₹280,000 a month.", "₹", "Today we pay ₹2.8 lakh a month."},
		{"That's ₹3.36 million a year.", "₹", "That's ₹33.6 lakh a year."},
		{"The offer is ₹16 million for 3 years.", "₹", "The offer is ₹1.6 crore for 3 years."},
		{"It's ₹45,000 a month.", "₹", "It's ₹45,000 a month."},
		{"We pay Tk 4,500,000 a year.", "Tk ", "We pay Tk 45 lakh a year."},
		{"We pay ₹4 million a year.", "", "We pay ₹4 million a year."},
	} {
		if got := inLakh(c.in, c.sym); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
	if lakhSym("Their quote is ₹42 lakh a year.") != "₹" || lakhSym("Their quote is ₹4.2 million a year.") != "" {
		t.Error("lakhSym")
	}
	sc := card(ObjectionPrice, PersonaSkeptical, "Dr. Meera Rao, director at Lotus Scans in Mysuru (3 centres), pays ₹1.9 lakh a month for her RIS. Our quote is ₹27 lakh a year; her budget is ₹24 lakh. CEO Arjun Rao signs.")
	for _, l := range append(Opening(sc), talk(sc, "What do you pay a month today?", "What's that a year?", "And the monthly figure again?")...) {
		if strings.Contains(l, "million") || strings.ContainsRune(l, '\uFFFD') {
			t.Errorf("%q: says millions (or a broken rune) on a lakh card", l)
		}
	}
}

func TestUpFirstKeepsSymbols(t *testing.T) {
	for in, want := range map[string]string{"₹2.8 lakh": "₹2.8 lakh", "€1.3 million": "€1.3 million", "ça va": "Ça va", "": ""} {
		if got := upFirst(in); got != want {
			t.Errorf("%q: got %q", in, got)
		}
	}
}
