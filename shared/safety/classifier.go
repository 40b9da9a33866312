package safety

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// The classifier is a second opinion next to the rules: a logistic
// regression over hashed words, word pairs and character 3- to 5-grams of
// the normalised text, trained on the labelled set (testdata/injections.jsonl
// and testdata/benign.jsonl, never the blind files). Rules catch what they
// were written for; on sets nobody had seen, the classifier caught
// paraphrases and languages the rules missed. Its probability p enters the
// noisy-OR as one signal of classifierWeight * p: alone it blocks a message
// when p >= 0.78, and a weaker p tips a weak rule signal over
// InjectionThreshold. The weight was chosen by training without one round at
// a time and scoring that round (rounds 19, 21, 27 and 28, 577 texts of each
// label): against 0.8, 0.9 found 34 more injections for 3 more false
// positives; 0.95 and 1.0 found 12 and 15 more again, but flagged short
// ordinary sentences ("Once legal signs, mark the deal as won in
// Salesforce.") on the classifier's word alone.
//
// The weights are committed as classifier.bin; `make train` rebuilds them
// and TestClassifierUpToDate fails when they no longer match the labelled
// set and this code.
const (
	classifierBits   = 16
	classifierWeight = 0.9
	// On a text of fewer words than classifierMinWords the classifier has
	// too little to go on ("Soooooooooo good" scored 0.85): its signal is
	// capped below InjectionThreshold, so a rule must agree.
	classifierMinWords = 4
	classifierShortCap = 0.6
)

// wordCount counts the tokens that hold a letter.
func wordCount(toks []string) int {
	n := 0
	for _, t := range toks {
		if strings.IndexFunc(t, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n
}

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
// character 3- to 5-grams of the folded text with spaces squeezed.
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
		out = append(out, fnv("w:", t)&mask)
		if i+1 < len(toks) {
			out = append(out, fnv("b:", t, " ", toks[i+1])&mask)
		}
	}
	runes := len(starts) - 1
	for n := 3; n <= 5; n++ {
		for i := 0; i+n <= runes; i++ {
			out = append(out, fnv("c:", text[starts[i]:starts[i+n]])&mask)
		}
	}
	// each feature counts once: a long run of one character or phrase must
	// not outweigh the rest of the text
	slices.Sort(out)
	return slices.Compact(out)
}

// fnv is FNV-1a over the concatenation of its arguments.
func fnv(parts ...string) uint32 {
	h := uint32(2166136261)
	for _, p := range parts {
		for i := 0; i < len(p); i++ {
			h ^= uint32(p[i])
			h *= 16777619
		}
	}
	return h
}
