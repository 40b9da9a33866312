// Command safetytrain retrains the injection classifier of shared/safety
// from the labelled set (testdata/injections.jsonl and testdata/benign.jsonl;
// never the blind or reps sets, which measure it) and writes
// shared/safety/classifier.bin, which the package embeds. `make train` runs
// it; `make eval` (shared/cmd/safetyeval) then measures the result. Training
// is deterministic: with -check it writes nothing and exits 1 when the
// committed file is not what the labelled set gives (on amd64; other
// architectures may fuse multiply-adds).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"

	"pitchperfect/shared/safety"
)

func main() {
	dir := flag.String("dir", "shared/safety", "the safety package's folder")
	check := flag.Bool("check", false, "compare with the committed classifier.bin instead of writing it")
	flag.Parse()
	if err := run(*dir, *check); err != nil {
		fmt.Fprintln(os.Stderr, "safetytrain:", err)
		os.Exit(1)
	}
}

func run(dir string, check bool) error {
	inj, err := texts(filepath.Join(dir, "testdata", "injections.jsonl"))
	if err != nil {
		return err
	}
	ben, err := texts(filepath.Join(dir, "testdata", "benign.jsonl"))
	if err != nil {
		return err
	}
	model := train(inj, ben)
	out := filepath.Join(dir, "classifier.bin")
	if check && runtime.GOARCH != "amd64" {
		fmt.Println("safetytrain: compared byte for byte on amd64 only; skipped")
		return nil
	}
	if check {
		old, err := os.ReadFile(out)
		if err != nil {
			return err
		}
		if !bytes.Equal(old, model) {
			return fmt.Errorf("%s does not match the labelled set: run make train", out)
		}
		fmt.Printf("%s matches %d injections and %d benign texts\n", out, len(inj), len(ben))
		return nil
	}
	if err := os.WriteFile(out, model, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s from %d injections and %d benign texts\n", out, len(inj), len(ben))
	return nil
}

// Training: AdaGrad on the logistic loss, 10 passes in a fixed order, small
// L2; deterministic for a given labelled set.
const (
	trainEpochs = 10
	trainL2     = 1e-5
	trainRate   = 0.5
	trainSeed   = 1
)

// train fits the classifier to the labelled texts and returns it in
// classifier.bin's format.
func train(injections, benign []string) []byte {
	w, g2 := make([]float64, safety.FeatureSpace), make([]float64, safety.FeatureSpace)
	bias := 0.0
	var feats [][]uint32
	var ys []float64
	for _, t := range injections {
		feats, ys = append(feats, safety.Features(t)), append(ys, 1)
	}
	for _, t := range benign {
		feats, ys = append(feats, safety.Features(t)), append(ys, 0)
	}
	rng := rand.New(rand.NewSource(trainSeed))
	for range trainEpochs {
		for _, i := range rng.Perm(len(feats)) {
			scale := safety.FeatureScale(len(feats[i]))
			z := bias
			for _, f := range feats[i] {
				z += w[f] * scale
			}
			g := 1/(1+math.Exp(-z)) - ys[i]
			for _, f := range feats[i] {
				gg := g*scale + trainL2*w[f]
				g2[f] += gg * gg
				w[f] -= trainRate * gg / (math.Sqrt(g2[f]) + 1e-8)
			}
			bias -= 0.05 * g
		}
	}
	return safety.EncodeClassifier(bias, w)
}

// texts reads the "text" of each line of a JSONL set.
func texts(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var l struct{ Text string }
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		out = append(out, l.Text)
	}
	return out, sc.Err()
}
