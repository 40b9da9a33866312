package safety

import (
	"encoding/binary"
	"math"
)

// The classifier's training is shared/cmd/safetytrain (`make train`); these
// are the parts of the model it needs.

// FeatureSpace is the number of the classifier's (hashed) features.
const FeatureSpace = 1 << classifierBits

// Features returns the classifier's features of text, each once.
func Features(text string) []uint32 { return classifierFeatures(buildView(text)) }

// FeatureScale is the weight of each feature of a text that has n of them.
func FeatureScale(n int) float64 { return featureScale(n) }

// EncodeClassifier returns a model (a bias and FeatureSpace weights) in
// classifier.bin's format: the weights quantised to int8.
func EncodeClassifier(bias float64, w []float64) []byte {
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
