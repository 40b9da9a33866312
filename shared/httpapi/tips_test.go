package httpapi_test

import (
	"fmt"
	"testing"
)

// GET /api/tips is public; a token, when sent, must be valid, and then the
// reply carries the caller's personalised tips from their own sessions.
func TestTipsArePublicAndPersonalisedForTheCaller(t *testing.T) {
	r := call(t, "GET", "/api/tips", "", nil)
	if r.Status != 200 || r.Body["personalized"] != nil || len(r.Body["tips"].([]any)) < 60 {
		t.Fatalf("anonymous: %d personalized=%v", r.Status, r.Body["personalized"])
	}
	if r := call(t, "GET", "/api/tips", "not-a-token", nil); r.Status != 401 || errorCode(t, r) != "invalid_token" {
		t.Fatalf("a bad token is refused, not ignored: %d %s", r.Status, r.Raw)
	}

	tok := newUser(t)
	if r := call(t, "GET", "/api/tips", tok, nil); r.Status != 200 || fmt.Sprint(r.Body["personalized"].(map[string]any)["sessions"]) != "0" {
		t.Fatalf("new user: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/functions/pitch-analysis", tok, pitchBody); r.Status != 200 {
		t.Fatalf("pitch analysis: %d %s", r.Status, r.Raw)
	}
	r = call(t, "GET", "/api/tips", tok, nil)
	p := r.Body["personalized"].(map[string]any)
	if r.Status != 200 || p["sessions"] != 1.0 || len(p["tipIds"].([]any)) != 6 || len(p["focus"].([]any)) != 2 {
		t.Fatalf("after a scored session: %d %s", r.Status, r.Raw)
	}
	// Another user's session is not theirs.
	if r := call(t, "GET", "/api/tips", newUser(t), nil); r.Body["personalized"].(map[string]any)["sessions"] != 0.0 {
		t.Fatalf("another user sees a session: %s", r.Raw)
	}
}
