package safety

import (
	"bytes"
	"encoding/json"
	"flag"
	"math"
	"math/rand"
	"os"
	"runtime"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite classifier.bin from the labelled set (make train)")

// Training: AdaGrad on the logistic loss, 10 passes in a fixed order, small
// L2; deterministic for a given labelled set.
const (
	trainEpochs = 10
	trainL2     = 1e-5
	trainRate   = 0.5
	trainSeed   = 1
)

type labelledText struct {
	text string
	y    float64
}

func readLabelled(t *testing.T, path string, y float64) []labelledText {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []labelledText
	for _, line := range strings.Split(string(b), "\n") {
		var l struct{ Text string }
		if strings.TrimSpace(line) == "" {
			continue
		}
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, labelledText{l.Text, y})
	}
	return out
}

func trainClassifier(data []labelledText) []byte {
	n := 1 << classifierBits
	w, g2 := make([]float64, n), make([]float64, n)
	bias := 0.0
	feats := make([][]uint32, len(data))
	for i, e := range data {
		feats[i] = classifierFeatures(buildView(e.text))
	}
	rng := rand.New(rand.NewSource(trainSeed))
	for epoch := 0; epoch < trainEpochs; epoch++ {
		for _, i := range rng.Perm(len(data)) {
			scale := featureScale(len(feats[i]))
			z := bias
			for _, f := range feats[i] {
				z += w[f] * scale
			}
			g := 1/(1+math.Exp(-z)) - data[i].y
			for _, f := range feats[i] {
				gg := g*scale + trainL2*w[f]
				g2[f] += gg * gg
				w[f] -= trainRate * gg / (math.Sqrt(g2[f]) + 1e-8)
			}
			bias -= 0.05 * g
		}
	}
	return encodeClassifier(bias, w)
}

// TestClassifierUpToDate retrains the classifier from the labelled set and
// compares it with the committed classifier.bin; -update rewrites it.
func TestClassifierUpToDate(t *testing.T) {
	data := append(readLabelled(t, "testdata/injections.jsonl", 1), readLabelled(t, "testdata/benign.jsonl", 0)...)
	got := trainClassifier(data)
	if *update {
		if err := os.WriteFile("classifier.bin", got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if runtime.GOARCH != "amd64" {
		t.Skip("training is compared byte for byte on amd64 only (other architectures may fuse multiply-adds)")
	}
	if !bytes.Equal(got, classifierBin) {
		t.Fatal("classifier.bin does not match the labelled set; run make train and commit it")
	}
	// the model must fit what it was trained on
	m, err := decodeClassifier(got)
	if err != nil {
		t.Fatal(err)
	}
	wrong := 0
	for _, e := range data {
		if (m.prob(buildView(e.text)) >= 0.5) != (e.y == 1) {
			wrong++
		}
	}
	if wrong > len(data)/50 {
		t.Errorf("classifier gets %d of %d training texts wrong", wrong, len(data))
	}
}
