package httpapi_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/auth"
)

func userID(t *testing.T, tok string) string {
	t.Helper()
	u, err := deps.Server.Verifier.Verify(context.Background(), tok)
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func TestAnotherUsersIDIsRefusedAndLogged(t *testing.T) {
	tok, victim := newUser(t), newUser(t)
	victimID := userID(t, victim)
	for _, tc := range []struct {
		rpc  string
		body map[string]any
	}{
		{"check_user_credits", map[string]any{"p_user_id": victimID}},
		{"secure_deduct_credits_and_log_usage", map[string]any{"p_user_id": victimID, "p_feature_used": "pitch_analysis"}},
		{"check_rate_limit", map[string]any{"p_user_id": victimID, "p_action": "api_call"}},
		{"log_security_event", map[string]any{"p_user_id": victimID, "p_event_type": "auth_system_error"}},
	} {
		r := call(t, "POST", "/api/rpc/"+tc.rpc, tok, tc.body)
		if r.Status != 403 || errorCode(t, r) != "forbidden" {
			t.Errorf("%s: %d %s", tc.rpc, r.Status, r.Raw)
		}
	}
	// The victim's balance is untouched; their own id is accepted.
	if r := call(t, "POST", "/api/rpc/check_user_credits", victim, map[string]any{"p_user_id": victimID}); r.Status != 200 || r.Body["credits_remaining"] != 1.0 {
		t.Fatalf("victim: %d %s", r.Status, r.Raw)
	}
	events, err := deps.Server.Events.Store.Recent(context.Background(), 50)
	if err != nil {
		t.Fatal(err)
	}
	callerID, found := userID(t, tok), 0
	for _, e := range events {
		if e.UserID == callerID && e.Type == "user_id_mismatch" {
			found++
		}
	}
	if found != 4 {
		t.Fatalf("user_id_mismatch events for the caller = %d, want 4", found)
	}
}

func TestBadRequestsGetClearClientErrors(t *testing.T) {
	tok := newUser(t)
	big := append([]byte(`{"p_feature_used":"`), bytes.Repeat([]byte("a"), 2<<20)...)
	big = append(big, `"}`...)
	for _, tc := range []struct {
		name, path string
		body       any
		status     int
		code, want string
	}{
		{"2 MB body", "/api/rpc/secure_deduct_credits_and_log_usage", big, 413, "body_too_large", "too large"},
		{"malformed JSON", "/api/rpc/secure_deduct_credits_and_log_usage", `{"p_feature_used": `, 400, "invalid_json", "malformed JSON"},
		{"not an object", "/api/rpc/secure_deduct_credits_and_log_usage", `[1,2]`, 400, "invalid_json", "Invalid request"},
		{"unknown field", "/api/rpc/secure_deduct_credits_and_log_usage", `{"p_feature_used":"pitch_analysis","p_amount":0}`, 400, "invalid_json", `unknown field "p_amount"`},
		{"wrong type", "/api/rpc/secure_deduct_credits_and_log_usage", `{"p_feature_used":5}`, 400, "invalid_json", "must be a string"},
		{"trailing data", "/api/rpc/check_user_credits", `{}{}`, 400, "invalid_json", "unexpected data"},
		{"empty body", "/api/rpc/secure_deduct_credits_and_log_usage", ``, 400, "invalid_json", "empty"},
		{"missing feature", "/api/rpc/secure_deduct_credits_and_log_usage", `{}`, 400, "invalid_request", "p_feature_used is required"},
		{"unknown rpc", "/api/rpc/drop_tables", `{}`, 404, "unknown_rpc", "drop_tables"},
		{"unknown event type", "/api/rpc/log_security_event", `{"p_event_type":"admin_operation_attempt"}`, 400, "unknown_event_type", "p_event_type"},
	} {
		r := call(t, "POST", tc.path, tok, tc.body)
		if r.Status != tc.status || errorCode(t, r) != tc.code || !strings.Contains(r.Body["error"].(map[string]any)["message"].(string), tc.want) {
			t.Errorf("%s: %d %s", tc.name, r.Status, r.Raw)
		}
	}
	if r := call(t, "GET", "/api/nowhere", "", nil); r.Status != 404 || errorCode(t, r) != "not_found" {
		t.Errorf("unknown path: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "DELETE", "/api/profile", tok, nil); r.Status != 405 || errorCode(t, r) != "method_not_allowed" || r.Header.Get("Allow") != "GET, PATCH" {
		t.Errorf("wrong method: %d %s", r.Status, r.Raw)
	}
	// Nothing was spent by any of that.
	if r := call(t, "GET", "/api/profile", tok, nil); r.Body["credits_remaining"] != 1.0 {
		t.Errorf("balance after bad requests: %s", r.Raw)
	}
}

func TestSecurityEventsAreScrubbed(t *testing.T) {
	tok := newUser(t)
	r := call(t, "POST", "/api/rpc/log_security_event", tok, map[string]any{
		"p_event_type": "auth_signed_in",
		"p_event_details": map[string]any{
			"action": "login", "password": "Secret123", "note": "header was Bearer " + tok,
			"nested": map[string]any{"refresh_token": "abc", "ok": "fine"},
		},
	})
	if r.Status != 200 || r.Body["success"] != true {
		t.Fatalf("log: %d %s", r.Status, r.Raw)
	}
	events, err := deps.Server.Events.Store.Recent(context.Background(), 10)
	if err != nil {
		t.Fatal(err)
	}
	id := userID(t, tok)
	for _, e := range events {
		if e.UserID != id || e.Type != "auth_signed_in" {
			continue
		}
		d := e.Details
		if d["password"] != "[REDACTED]" || strings.Contains(d["note"].(string), tok[:20]) ||
			d["nested"].(map[string]any)["refresh_token"] != "[REDACTED]" || d["nested"].(map[string]any)["ok"] != "fine" || d["action"] != "login" {
			t.Fatalf("details not scrubbed as expected: %v", d)
		}
		if time.Since(e.CreatedAt) > time.Minute {
			t.Fatalf("created_at = %v", e.CreatedAt)
		}
		return
	}
	t.Fatal("event not stored")
}

func TestAdminOperations(t *testing.T) {
	user, admin := newUser(t), newUser(t, "admin")
	if r := call(t, "POST", "/api/rpc/is_verified_admin", user, nil); r.Status != 200 || string(bytes.TrimSpace(r.Raw)) != "false" {
		t.Errorf("user is_verified_admin: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/rpc/is_verified_admin", admin, nil); r.Status != 200 || string(bytes.TrimSpace(r.Raw)) != "true" {
		t.Errorf("admin is_verified_admin: %d %s", r.Status, r.Raw)
	}
	r := call(t, "POST", "/api/rpc/cleanup_expired_rate_limits", user, nil)
	if r.Status != 403 || r.Body["error"].(map[string]any)["message"] != "Insufficient privileges for this operation" {
		t.Errorf("user cleanup: %d %s", r.Status, r.Raw)
	}
	// An expired counter is deleted, the current one kept.
	u := auth.User{ID: userID(t, user)}
	past := *deps.Server.Limiter
	past.Now = func() time.Time { return time.Now().Add(-3 * time.Hour) }
	if _, err := past.Allow(context.Background(), u.ID, "api_call"); err != nil {
		t.Fatal(err)
	}
	if _, err := deps.Server.Limiter.Allow(context.Background(), u.ID, "api_call"); err != nil {
		t.Fatal(err)
	}
	r = call(t, "POST", "/api/rpc/cleanup_expired_rate_limits", admin, nil)
	if r.Status != 200 || r.Body["deleted"].(float64) < 1 {
		t.Fatalf("admin cleanup: %d %s", r.Status, r.Raw)
	}
	res, err := deps.Server.Limiter.Allow(context.Background(), u.ID, "api_call")
	if err != nil || res.Current != 2 {
		t.Fatalf("current window after cleanup: %+v %v", res, err)
	}
}

func TestSecurityHealthCheck(t *testing.T) {
	r := call(t, "POST", "/api/rpc/security_health_check", newUser(t), nil)
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Raw)
	}
	checks := r.Body["checks"].(map[string]any)
	if checks["database"] != "ok" || checks["rate_limiting"] != "ok" {
		t.Fatalf("checks: %s", r.Raw)
	}
	if r.Body["status"] != expectedHealth(checks) {
		t.Fatalf("status %v for checks %v", r.Body["status"], checks)
	}
}

func expectedHealth(checks map[string]any) string {
	failed := 0
	for _, v := range checks {
		if v != "ok" {
			failed++
		}
	}
	switch {
	case failed == 0:
		return "healthy"
	case failed <= 2:
		return "warning"
	}
	return "critical"
}
