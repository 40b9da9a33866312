package profile_test

import (
	"errors"
	"testing"

	"pitchperfect/shared/profile"
)

func TestCost(t *testing.T) {
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
		got, err := profile.Cost(tc.feature)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("Cost(%q) = %d, %v; want %d, ok=%v", tc.feature, got, err, tc.want, tc.ok)
		}
		if err != nil && !errors.Is(err, profile.ErrUnknownFeature) {
			t.Errorf("Cost(%q) error %v is not ErrUnknownFeature", tc.feature, err)
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
