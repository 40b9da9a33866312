package profile_test

import (
	"errors"
	"strings"
	"testing"

	"pitchperfect/shared/profile"
)

// A feature key names its price: a client names a feature, never an amount.
func TestParseFeature(t *testing.T) {
	for _, tc := range []struct {
		feature string
		want    int
		ok      bool
	}{
		{"pitch_analysis", 1, true},
		{"demo_objection_text", 1, true},
		{"demo_objection_voice", 2, true},
		{"roleplay_text", 1, true},
		{"roleplay_voice", 2, true},
		{"roleplay_hybrid", 2, true},
		{"roleplay_text_Price", 1, true},
		{"roleplay_hybrid_competition", 2, true},
		{"roleplay_voice_custom", 2, true},
		{"roleplay_text_nonsense", 0, false},
		{"demo_objection_text_price", 0, false},
		{"demo_objection_video", 0, false},
		{"pitch_analysis_voice", 0, false},
		{"", 0, false},
		{"text", 0, false},
		{"anything_text", 0, false},
	} {
		f, err := profile.ParseFeature(tc.feature)
		if (err == nil) != tc.ok || f.Cost() != tc.want {
			t.Errorf("ParseFeature(%q) costs %d, %v; want %d, ok=%v", tc.feature, f.Cost(), err, tc.want, tc.ok)
		}
		if err != nil && !errors.Is(err, profile.ErrUnknownFeature) {
			t.Errorf("ParseFeature(%q) error %v is not ErrUnknownFeature", tc.feature, err)
		}
		if err == nil && !strings.EqualFold(f.Key(), tc.feature) {
			t.Errorf("ParseFeature(%q).Key() = %q", tc.feature, f.Key())
		}
	}
}

func TestHasCredits(t *testing.T) {
	for _, tc := range []struct {
		credits, amount int
		want            bool
	}{{1, 1, true}, {0, 1, false}, {1, 2, false}, {profile.Unlimited, 2, true}, {11, 2, true}} {
		if got := (profile.Profile{CreditsRemaining: tc.credits}).HasCredits(tc.amount); got != tc.want {
			t.Errorf("credits %d, amount %d: %v", tc.credits, tc.amount, got)
		}
	}
}

// The constructors build the keys the usage log and the RPC use.
func TestFeatureKeys(t *testing.T) {
	demo, _ := profile.DemoObjection("voice")
	rp, _ := profile.Roleplay("hybrid", "Price")
	plain, _ := profile.Roleplay("text", "")
	for _, c := range []struct {
		f    profile.Feature
		key  string
		cost int
	}{
		{profile.PitchAnalysis(), "pitch_analysis", 1},
		{demo, "demo_objection_voice", 2},
		{rp, "roleplay_hybrid_price", 2},
		{plain, "roleplay_text", 1},
	} {
		if c.f.Key() != c.key || c.f.Cost() != c.cost {
			t.Errorf("%+v: key %q cost %d; want %q, %d", c.f, c.f.Key(), c.f.Cost(), c.key, c.cost)
		}
	}
	if _, err := profile.Roleplay("video", ""); !errors.Is(err, profile.ErrUnknownFeature) {
		t.Errorf("Roleplay(video) = %v", err)
	}
}
