package safety

import (
	"encoding/binary"
	"math"
	"math/rand"
)

// Training: AdaGrad on the logistic loss, 10 passes in a fixed order, small
// L2; deterministic for a given labelled set.
const (
	trainEpochs = 10
	trainL2     = 1e-5
	trainRate   = 0.5
	trainSeed   = 1
)

// Train fits the classifier to the labelled texts (injections and benign)
// and returns it in classifier.bin's format. shared/cmd/safetytrain (`make
// train`) writes it; the package embeds the committed file.
func Train(injections, benign []string) []byte {
	n := 1 << classifierBits
	w, g2 := make([]float64, n), make([]float64, n)
	bias := 0.0
	feats := make([][]uint32, 0, len(injections)+len(benign))
	ys := make([]float64, 0, cap(feats))
	for _, t := range injections {
		feats, ys = append(feats, classifierFeatures(buildView(t))), append(ys, 1)
	}
	for _, t := range benign {
		feats, ys = append(feats, classifierFeatures(buildView(t))), append(ys, 0)
	}
	rng := rand.New(rand.NewSource(trainSeed))
	for range trainEpochs {
		for _, i := range rng.Perm(len(feats)) {
			scale := featureScale(len(feats[i]))
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
	return encodeClassifier(bias, w)
}

func encodeClassifier(bias float64, w []float64) []byte {
	maxAbs := 0.0
	for _, x := range w {
		maxAbs = math.Max(maxAbs, math.Abs(x))
	}
	scale := float32(maxAbs / 127)
	if scale == 0 {
		scale = 1
	}
	out := make([]byte, 0, len(classifierMagic)+8+len(w))
	out = append(out, classifierMagic...)
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(bias)))
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(scale))
	for _, x := range w {
		out = append(out, byte(int8(math.Round(x/float64(scale)))))
	}
	return out
}
