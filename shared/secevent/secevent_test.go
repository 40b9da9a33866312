package secevent_test

import (
	"strings"
	"testing"

	"pitchperfect/shared/secevent"
)

func TestScrub(t *testing.T) {
	jwt := "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl"
	in := map[string]any{
		"password":      "hunter2",
		"Authorization": "Bearer abc",
		"accessToken":   "x",
		"api_key":       "k",
		"message":       "failed with " + jwt + " and Bearer abc.def",
		"list":          []any{"ok", jwt, map[string]any{"secret": 1}},
		"count":         3,
		"action":        "login",
	}
	out := secevent.Scrub(in)
	for _, k := range []string{"password", "Authorization", "accessToken", "api_key"} {
		if out[k] != "[REDACTED]" {
			t.Errorf("%s = %v", k, out[k])
		}
	}
	if s := out["message"].(string); strings.Contains(s, jwt) || strings.Contains(s, "abc.def") || !strings.HasPrefix(s, "failed with ") {
		t.Errorf("message = %q", s)
	}
	l := out["list"].([]any)
	if l[0] != "ok" || l[1] != "[REDACTED]" || l[2].(map[string]any)["secret"] != "[REDACTED]" {
		t.Errorf("list = %v", l)
	}
	if out["count"] != 3 || out["action"] != "login" {
		t.Errorf("plain values changed: %v", out)
	}
	if in["password"] != "hunter2" {
		t.Error("Scrub changed its input")
	}
}

func TestClientMayLog(t *testing.T) {
	for typ, want := range map[string]bool{
		"auth_initialization_failed": true, "auth_signed_in": true, "trial_activated": true,
		"credit_deduction_failed": true, "admin_operation_attempt": false, "user_id_mismatch": false,
		"auth_": false, "AUTH_X": false, "auth_drop table": false, "": false,
	} {
		if got := secevent.ClientMayLog(typ); got != want {
			t.Errorf("ClientMayLog(%q) = %v", typ, got)
		}
	}
}
