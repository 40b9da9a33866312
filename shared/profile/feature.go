package profile

import (
	"fmt"
	"strings"
)

// Feature is what a paid call buys. Its key names it in the usage log and in
// the spec's RPC (pitch_analysis, demo_objection_{mode},
// roleplay_{mode}[_{objection}]); its price follows from its mode, so a
// client can name a feature but never choose what it costs.
type Feature struct {
	kind      string // pitch_analysis, demo_objection, roleplay
	mode      string // text, voice, hybrid
	objection string // roleplay only; may be empty
}

// Feature kinds.
const (
	KindPitchAnalysis = "pitch_analysis"
	KindDemoObjection = "demo_objection"
	KindRoleplay      = "roleplay"
)

// ModeCosts are the credits one use costs by input mode: typing is the
// cheapest, speech costs the transcription and the voice.
var ModeCosts = map[string]int{"text": 1, "voice": 2, "hybrid": 2}

// PitchAnalysisCost is the price of one pitch analysis, in any mode.
const PitchAnalysisCost = 1

// Objections are the role-play objection types a feature key may name.
var Objections = []string{"price", "trust", "timing", "authority", "need", "competition", "custom"}

// PitchAnalysis is one scored pitch.
func PitchAnalysis() Feature { return Feature{kind: KindPitchAnalysis} }

// DemoObjection is one coached answer to the demo's objection; mode is text
// or voice.
func DemoObjection(mode string) (Feature, error) {
	if mode != "text" && mode != "voice" {
		return Feature{}, fmt.Errorf("%w (demo mode %q)", ErrUnknownFeature, mode)
	}
	return Feature{kind: KindDemoObjection, mode: mode}, nil
}

// Roleplay is one reply of the AI buyer; mode is text, voice or hybrid and
// objection one of Objections (any case) or empty.
func Roleplay(mode, objection string) (Feature, error) {
	objection = strings.ToLower(objection)
	if _, ok := ModeCosts[mode]; !ok {
		return Feature{}, fmt.Errorf("%w (role-play mode %q)", ErrUnknownFeature, mode)
	}
	if objection != "" && !knownObjection(objection) {
		return Feature{}, fmt.Errorf("%w (objection %q)", ErrUnknownFeature, objection)
	}
	return Feature{kind: KindRoleplay, mode: mode, objection: objection}, nil
}

// ParseFeature reads a feature key, as the spec's deduction RPC names it.
// Any key that does not name a known feature is refused.
func ParseFeature(key string) (Feature, error) {
	if key == KindPitchAnalysis {
		return PitchAnalysis(), nil
	}
	if rest, ok := strings.CutPrefix(key, KindDemoObjection+"_"); ok {
		return DemoObjection(rest)
	}
	if rest, ok := strings.CutPrefix(key, KindRoleplay+"_"); ok {
		mode, objection, has := strings.Cut(rest, "_")
		if has && objection == "" {
			return Feature{}, fmt.Errorf("%w (%q)", ErrUnknownFeature, key)
		}
		return Roleplay(mode, objection)
	}
	return Feature{}, fmt.Errorf("%w (%q)", ErrUnknownFeature, key)
}

// Key is the feature's name in the usage log.
func (f Feature) Key() string {
	switch {
	case f.kind == KindPitchAnalysis:
		return f.kind
	case f.objection != "":
		return f.kind + "_" + f.mode + "_" + f.objection
	}
	return f.kind + "_" + f.mode
}

// Cost is the credits one use takes.
func (f Feature) Cost() int {
	if f.kind == KindPitchAnalysis {
		return PitchAnalysisCost
	}
	return ModeCosts[f.mode]
}

// IsZero reports the zero Feature, which names nothing.
func (f Feature) IsZero() bool { return f.kind == "" }

func knownObjection(s string) bool {
	for _, o := range Objections {
		if s == o {
			return true
		}
	}
	return false
}
