package safety

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"strings"
	"sync"
)

// The classifier is a logistic regression over hashed words, word pairs and
// character 3- to 5-grams of the normalised text, trained on the labelled
// set (testdata/injections.jsonl and testdata/benign.jsonl, never the blind,
// reps or buyer files) by `make train` (shared/cmd/safetytrain) into
// classifier.bin. On the blind sets it catches paraphrases and
// languages no rule was written for; rules.txt carries what examples cannot
// teach it.
const (
	classifierBits = 18
	// classifierWeight scales the probability into the signal that enters
	// the noisy-OR: alone it is an injection when p >= 0.7 (weight chosen
	// on held-out rounds, testdata/README.md).
	classifierWeight = 1.0
	// On a text of fewer words than classifierMinWords the classifier has
	// little to go on: unless it is sure (p >= classifierShortSure) its
	// signal is capped below InjectionThreshold, so a rule must agree.
	classifierMinWords  = 4
	classifierShortCap  = 0.6
	classifierShortSure = 0.9
)

//go:embed classifier.bin
var classifierBin []byte

type classifierModel struct {
	bias, scale float32
	w           []int8 // quantised weights: w[i] * scale
}

var classifier = sync.OnceValue(func() *classifierModel {
	m, err := decodeClassifier(classifierBin)
	if err != nil {
		panic("safety: classifier.bin: " + err.Error())
	}
	return m
})

const classifierMagic = "PPIC1"

func decodeClassifier(b []byte) (*classifierModel, error) {
	n := 1 << classifierBits
	if len(b) != len(classifierMagic)+8+n || string(b[:len(classifierMagic)]) != classifierMagic {
		return nil, errors.New("wrong size or format; run make train")
	}
	b = b[len(classifierMagic):]
	m := &classifierModel{
		bias:  math.Float32frombits(binary.LittleEndian.Uint32(b[0:4])),
		scale: math.Float32frombits(binary.LittleEndian.Uint32(b[4:8])),
		w:     make([]int8, n),
	}
	for i, x := range b[8:] {
		m.w[i] = int8(x)
	}
	return m, nil
}

// prob is the probability that the text of v is an injection.
func (m *classifierModel) prob(v *view) float64 {
	fs := classifierFeatures(v)
	scale := featureScale(len(fs))
	z := float64(m.bias)
	for _, f := range fs {
		z += float64(m.w[f]) * float64(m.scale) * scale
	}
	return 1 / (1 + math.Exp(-z))
}

func featureScale(n int) float64 { return 1 / math.Sqrt(float64(n+1)) }

// classifierFeatures hashes the skeleton tokens and adjacent pairs, and the
// character 3- to 5-grams of the folded text with spaces squeezed; each
// feature counts once, so a long run of one phrase cannot outweigh the rest.
func classifierFeatures(v *view) []uint32 {
	const mask = 1<<classifierBits - 1
	toks := v.skelToks
	text := " " + strings.Join(strings.Fields(v.folded), " ") + " "
	starts := make([]int, 0, len(text)+1) // byte offset of each rune, and the end
	for i := range text {
		starts = append(starts, i)
	}
	starts = append(starts, len(text))
	out := make([]uint32, 0, 2*len(toks)+3*len(starts))
	for i, t := range toks {
		out = append(out, fnv(fnvSeed("w:"), t)&mask)
		if i+1 < len(toks) {
			out = append(out, fnv(fnv(fnv(fnvSeed("b:"), t), " "), toks[i+1])&mask)
		}
	}
	c := fnvSeed("c:")
	for i := 0; i+3 < len(starts); i++ {
		h := fnv(c, text[starts[i]:starts[i+2]])
		for n := 3; n <= 5 && i+n < len(starts); n++ {
			h = fnv(h, text[starts[i+n-1]:starts[i+n]])
			out = append(out, h&mask)
		}
	}
	seen := seenPool.Get().(*[FeatureSpace / 64]uint64)
	out = slices.DeleteFunc(out, func(f uint32) bool {
		dup := seen[f>>6]&(1<<(f&63)) != 0
		seen[f>>6] |= 1 << (f & 63)
		return dup
	})
	for _, f := range out {
		seen[f>>6] = 0
	}
	seenPool.Put(seen)
	return out
}

// seenPool holds bitmaps of FeatureSpace bits, all zero.
var seenPool = sync.Pool{New: func() any { return new([FeatureSpace / 64]uint64) }}

// fnv continues an FNV-1a hash h over s.
func fnv(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

func fnvSeed(prefix string) uint32 { return fnv(2166136261, prefix) }
