package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/secevent"
)

// grantCall posts admin_grant_credits with an optional Idempotency-Key.
func grantCall(t *testing.T, token, key string, body any) response {
	t.Helper()
	req, err := http.NewRequest("POST", api.URL+"/api/rpc/admin_grant_credits", strings.NewReader(mustJSON(body)))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	return do(t, req)
}

// grantEvents are the admin_grant_credits attempts recorded under userID.
func grantEvents(t *testing.T, userID string) []secevent.Event {
	t.Helper()
	events, err := deps.Server.Events.Store.Recent(context.Background(), 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []secevent.Event
	for _, e := range events {
		if e.UserID == userID && e.Type == secevent.AdminOperationAttempt && e.Details["operation"] == "admin_grant_credits" {
			out = append(out, e)
		}
	}
	return out
}

// An admin grants credits to a user: a logged admin-only operation, applied
// once per Idempotency-Key even when sent many times at once.
func TestAdminGrantsCredits(t *testing.T) {
	user, admin := newUser(t), newUser(t, "admin")
	userID, adminID := userID(t, user), userID(t, admin)
	if r := call(t, "GET", "/api/profile", user, nil); r.Status != 200 || r.Body["credits_remaining"] != 1.0 {
		t.Fatalf("profile: %d %s", r.Status, r.Raw)
	}

	// A user who is not an admin is refused, and the attempt logged.
	r := grantCall(t, user, "", map[string]any{"p_target_user_id": userID, "p_amount": 50})
	if r.Status != 403 || errorCode(t, r) != "not_admin" {
		t.Fatalf("non-admin grant: %d %s", r.Status, r.Raw)
	}
	if ev := grantEvents(t, userID); len(ev) != 1 || ev[0].Details["allowed"] != false {
		t.Errorf("non-admin attempt events = %+v, want one with allowed false", ev)
	}

	r = grantCall(t, admin, "grant-key-1", map[string]any{"p_target_user_id": userID, "p_amount": 5, "p_reason": "beta tester"})
	if r.Status != 200 || r.Body["applied"] != true || r.Body["credits_remaining"] != 6.0 {
		t.Fatalf("admin grant: %d %s", r.Status, r.Raw)
	}
	// The same request again (a retry whose answer was lost) adds nothing.
	r = grantCall(t, admin, "grant-key-1", map[string]any{"p_target_user_id": userID, "p_amount": 5, "p_reason": "beta tester"})
	if r.Status != 200 || r.Body["credits_remaining"] != 6.0 {
		t.Fatalf("repeated grant: %d %s", r.Status, r.Raw)
	}
	// Ten at once with one new key add once (the others are replayed or
	// told the first is in progress).
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for range 10 {
		wg.Go(func() {
			r := grantCall(t, admin, "grant-key-2", map[string]any{"p_target_user_id": userID, "p_amount": 3})
			switch {
			case r.Status == 200:
				mu.Lock()
				ok++
				mu.Unlock()
			case r.Status == 409 && errorCode(t, r) == "idempotency_in_progress":
			default:
				t.Errorf("concurrent grant: %d %s", r.Status, r.Raw)
			}
		})
	}
	wg.Wait()
	if ok == 0 {
		t.Errorf("none of 10 concurrent grants answered 200")
	}
	if r := call(t, "GET", "/api/profile", user, nil); r.Body["credits_remaining"] != 9.0 {
		t.Errorf("balance after the grants = %v, want 9", r.Body["credits_remaining"])
	}

	for _, bad := range []struct {
		body   map[string]any
		status int
		code   string
	}{
		{map[string]any{"p_target_user_id": userID, "p_amount": 0}, 400, "invalid_request"},
		{map[string]any{"p_target_user_id": userID, "p_amount": 100000}, 400, "invalid_request"},
		{map[string]any{"p_target_user_id": "someone", "p_amount": 5}, 400, "invalid_request"},
		{map[string]any{"p_target_user_id": userID, "p_amount": 5, "p_reason": strings.Repeat("x", 201)}, 400, "invalid_request"},
		{map[string]any{"p_target_user_id": "00000000-1111-2222-3333-444444444444", "p_amount": 5}, 404, "no_profile"},
	} {
		r := grantCall(t, admin, "", bad.body)
		if r.Status != bad.status || errorCode(t, r) != bad.code {
			t.Errorf("grant %v: %d %s, want %d %s", bad.body, r.Status, r.Raw, bad.status, bad.code)
		}
	}
	if r := call(t, "GET", "/api/profile", user, nil); r.Body["credits_remaining"] != 9.0 {
		t.Errorf("balance after refused grants = %v, want 9", r.Body["credits_remaining"])
	}

	// Every admin attempt is in the security log under the admin, with the
	// target's short id, the amount and the outcome.
	ev := grantEvents(t, adminID)
	results := map[any]int{}
	for _, e := range ev {
		results[e.Details["result"]]++
		if e.Details["allowed"] != true {
			t.Errorf("admin event not allowed: %+v", e.Details)
		}
	}
	if results["granted"] < 2 || results["invalid_request"] != 4 || results["no_profile"] != 1 || len(ev) != results["granted"]+5 {
		t.Errorf("outcomes = %v", results)
	}
	var first secevent.Event
	for _, e := range ev {
		if fmt.Sprint(e.Details["amount"]) == "5" && e.Details["target_data"] == secevent.ShortUserID(userID) {
			first = e
		}
	}
	if first.Type == "" || time.Since(first.CreatedAt) > time.Minute || first.Details["reason"] != "beta tester" {
		t.Errorf("no event of the first grant naming the target: %+v", ev)
	}
}

// The profile tells the monthly allowance and when it next comes.
func TestProfileTellsTheNextCredits(t *testing.T) {
	r := call(t, "GET", "/api/profile", newUser(t), nil)
	now := time.Now().UTC()
	next := time.Date(now.Year(), now.Month()+1, 1, 0, 0, 0, 0, time.UTC).Format(time.RFC3339)
	if r.Status != 200 || r.Body["monthly_credits"] != 10.0 || r.Body["next_credits_at"] != next {
		t.Errorf("profile = %d %s; want monthly_credits 10, next_credits_at %s", r.Status, r.Raw, next)
	}
}
