package httpapi_test

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"pitchperfect/shared/secevent"
)

// limits returns GET /api/rate-limits' remaining count per action.
func limits(t *testing.T, base, tok string) (remaining map[string]int, body map[string]any) {
	t.Helper()
	r := callURL(t, base, "GET", "/api/rate-limits", tok, nil)
	if r.Status != 200 {
		t.Fatalf("GET /api/rate-limits: %d %s", r.Status, r.Raw)
	}
	remaining = map[string]int{}
	for _, e := range r.Body["limits"].([]any) {
		l := e.(map[string]any)
		if l["used"].(float64)+l["remaining"].(float64) != l["max_requests"].(float64) || l["reset_at"] == "" {
			t.Errorf("limit %v: used + remaining is not the maximum, or no reset time", l)
		}
		remaining[l["action"].(string)] = int(l["remaining"].(float64))
	}
	return remaining, r.Body
}

// The page reads the caller's counters without counting a request, and the
// local server's reset clears only the caller's.
func TestRateLimitStatusReadsWithoutCountingAndResetsLocally(t *testing.T) {
	tok, other := newUser(t), newUser(t)
	want := map[string]int{"api_call": 100, "content_generation": 30, "file_upload": 20, "voice_processing": 50}
	for range 3 { // reading, again and again, counts nothing
		got, body := limits(t, api.URL, tok)
		if len(got) != 4 || got["api_call"] != 100 || got["file_upload"] != 20 || got["voice_processing"] != 50 || got["content_generation"] != 30 {
			t.Fatalf("a new user's remaining counts = %v, want %v", got, want)
		}
		if body["resettable"] != true {
			t.Errorf("the local server's status is not resettable: %v", body)
		}
	}
	for range 3 {
		if r := call(t, "POST", "/api/rpc/check_rate_limit", tok, map[string]any{"p_action": "file_upload"}); r.Status != 200 {
			t.Fatalf("check_rate_limit: %d %s", r.Status, r.Raw)
		}
	}
	if r := call(t, "POST", "/api/rpc/check_rate_limit", other, map[string]any{"p_action": "file_upload"}); r.Status != 200 {
		t.Fatalf("check_rate_limit: %d %s", r.Status, r.Raw)
	}
	if got, _ := limits(t, api.URL, tok); got["file_upload"] != 17 || got["api_call"] != 100 {
		t.Errorf("after 3 uploads counted: %v, want file_upload 17 and the rest untouched", got)
	}
	// The next real check is the 4th: the reads in between counted nothing.
	if r := call(t, "POST", "/api/rpc/check_rate_limit", tok, map[string]any{"p_action": "file_upload"}); r.Status != 200 || r.Body["current_requests"] != 4.0 {
		t.Errorf("the check after the reads: %d %s, want current_requests 4", r.Status, r.Raw)
	}

	// The reset answers the cleared status, and only the caller's counters go.
	r := call(t, "POST", "/api/rate-limits/reset", tok, nil)
	if r.Status != 200 {
		t.Fatalf("local reset: %d %s", r.Status, r.Raw)
	}
	if got, _ := limits(t, api.URL, tok); got["file_upload"] != 20 {
		t.Errorf("after the reset: %v, want file_upload 20", got)
	}
	if got, _ := limits(t, api.URL, other); got["file_upload"] != 19 {
		t.Errorf("another user's counter after the reset: %v, want file_upload 19", got)
	}
	if r := call(t, "GET", "/api/rate-limits", "", nil); r.Status != 401 {
		t.Errorf("signed out: %d %s, want 401", r.Status, r.Raw)
	}

	// A server that is not the local one refuses the reset and clears nothing.
	cloud := *deps.Server
	cloud.Public.Local = false
	h, err := cloud.Handler()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	if r := callURL(t, srv.URL, "POST", "/api/rate-limits/reset", other, nil); r.Status != 403 || errorCode(t, r) != "local_only" {
		t.Errorf("reset off the local server: %d %s, want 403 local_only", r.Status, r.Raw)
	}
	got, body := limits(t, srv.URL, other)
	if got["file_upload"] != 19 || body["resettable"] != false {
		t.Errorf("after a refused reset: %v (resettable %v), want file_upload 19, not resettable", got, body["resettable"])
	}
}

// Only a verified admin sees the recent events: each one's type, time and
// the first 8 characters of its user id, at most 10, newest first.
func TestSecurityEventsAreForAdminsOnly(t *testing.T) {
	user, admin := newUser(t), newUser(t, "admin")
	uid := userID(t, user)
	for range 11 { // each refused look is itself an event
		r := call(t, "GET", "/api/security-events", user, nil)
		if r.Status != 403 || errorCode(t, r) != "not_admin" {
			t.Fatalf("a user's look: %d %s, want 403 not_admin", r.Status, r.Raw)
		}
	}
	r := call(t, "GET", "/api/security-events", admin, nil)
	if r.Status != 200 {
		t.Fatalf("admin: %d %s", r.Status, r.Raw)
	}
	events := r.Body["events"].([]any)
	if len(events) != secevent.RecentShown {
		t.Fatalf("admin sees %d events, want %d: %s", len(events), secevent.RecentShown, r.Raw)
	}
	var prev time.Time
	for _, e := range events {
		ev := e.(map[string]any)
		if len(ev) != 3 || ev["event_type"] != secevent.AdminOperationAttempt || ev["user_id"] != uid[:8] {
			t.Errorf("event %v: want exactly the type admin_operation_attempt, a time and user id %q", ev, uid[:8])
		}
		at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(ev["created_at"]))
		if err != nil || (!prev.IsZero() && at.After(prev)) {
			t.Errorf("event time %v (%v) out of order after %v", ev["created_at"], err, prev)
		}
		prev = at
	}
	if r := call(t, "GET", "/api/security-events", "", nil); r.Status != 401 {
		t.Errorf("signed out: %d %s, want 401", r.Status, r.Raw)
	}
}
