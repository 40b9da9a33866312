package safety

import (
	"strings"
	"testing"
)

// Inputs unlike anything in the labelled set must not look like injections
// to the classifier just because a feature repeats.
func TestClassifierOutOfDistribution(t *testing.T) {
	m := classifier()
	for _, s := range []string{
		strings.Repeat("a", 10000),
		strings.Repeat("ha", 3000),
		strings.Repeat("price ", 1500),
		"hello <script>alert(1)</script>",
		"12345 67890 12345 67890",
		"",
	} {
		p := m.prob(buildView(s))
		if p < 0 || p > 1 {
			t.Fatalf("prob(%.20q) = %v, outside [0, 1]", s, p)
		}
		if r := DetectInjection(s); r.Injection {
			t.Errorf("%.40q flagged: %.2f %v", s, r.Score, r.Signals)
		}
	}
}

func TestClassifierDecodeRejectsBadModels(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("PPIC1"), append([]byte("XXXXX"), classifierBin[5:]...), classifierBin[:len(classifierBin)-1]} {
		if _, err := decodeClassifier(b); err == nil {
			t.Errorf("decodeClassifier accepted a %d-byte model", len(b))
		}
	}
	if _, err := decodeClassifier(classifierBin); err != nil {
		t.Fatal(err)
	}
}
