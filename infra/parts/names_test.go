package parts

import "testing"

func TestPascal(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"config", "Config"},
		{"rate-limit-cleanup", "RateLimitCleanup"},
		{"user_profiles", "UserProfiles"},
		{"send-feedback-email", "SendFeedbackEmail"},
	} {
		if got := pascal(tt.in); got != tt.want {
			t.Errorf("pascal(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
