package secevent_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"pitchperfect/shared/apperr"
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
		"auth_initialization_failed": true, "auth_signed_in": true, "auth_system_error": true,
		"profile_access_failed": true, "profile_loading_error": true, "user_signout_initiated": true,
		"trial_activation_failed": true, "credit_deduction_failed": true, "rate_limit_service_error": true,
		// Server-only types are never the client's to write.
		"trial_activated": false, "admin_operation_attempt": false, "user_id_mismatch": false,
		"rate_limit_check_failed": false, "rate_limit_exceeded": false, "content_blocked": false,
		"auth_": false, "AUTH_X": false, "auth_drop table": false, "": false,
	} {
		if got := secevent.ClientMayLog(typ); got != want {
			t.Errorf("ClientMayLog(%q) = %v", typ, got)
		}
	}
}

func TestScrubRemovesPersonalData(t *testing.T) {
	in := map[string]any{
		"message":         "login failed for Ada.Lovelace+test@Example.co.uk, retry",
		"note":            "card 4111 1111 1111 1111 and 5500-0000-0000-0004 and 378282246310005 declined",
		"not_a_card":      "order 4111 1111 1111 1112 and ms 1732300000000",
		"ssn":             "123-45-6789",
		"text":            "my ssn is 123 45 6789, ok",
		"said":            "typed PassWord: hunter2 and then gave up",
		"card_number":     4111111111111111.0,
		"amount":          4111111111111111.0, // a number is scrubbed by its value, too
		"timestamp":       "2026-11-22T10:15:00.123Z",
		"session":         "20261122T101500.123456789Z-9f86d081884c7d65",
		"phone_digits":    "call 555 123 4567",
		"count":           12.0,
		"bob@example.com": "a key that is an address",
	}
	out := secevent.Scrub(in)
	want := map[string]any{
		"message":      "login failed for [REDACTED], retry",
		"note":         "card [REDACTED] and [REDACTED] and [REDACTED] declined",
		"not_a_card":   "order 4111 1111 1111 1112 and ms 1732300000000",
		"ssn":          "[REDACTED]",
		"text":         "my ssn is [REDACTED], ok",
		"said":         "typed PassWord [REDACTED]",
		"card_number":  "[REDACTED]",
		"amount":       "[REDACTED]",
		"timestamp":    "2026-11-22T10:15:00.123Z",
		"session":      "20261122T101500.123456789Z-9f86d081884c7d65",
		"phone_digits": "call 555 123 4567",
		"count":        12.0,
		"[REDACTED]":   "a key that is an address",
	}
	for k, v := range want {
		if out[k] != v {
			t.Errorf("%s: got %#v, want %#v", k, out[k], v)
		}
	}
	if len(out) != len(want) {
		t.Errorf("keys: %v", out)
	}
}

// memStore keeps events in memory: the Recorder's checks are what is tested.
type memStore struct{ events []secevent.Event }

func (m *memStore) Put(_ context.Context, e secevent.Event) error {
	m.events = append(m.events, e)
	return nil
}
func (m *memStore) Recent(context.Context, int) ([]secevent.Event, error) { return m.events, nil }
func (m *memStore) Ping(context.Context) error                            { return nil }

func TestPutClientChecksMarksAndScrubs(t *testing.T) {
	store := &memStore{}
	rec := &secevent.Recorder{Store: store, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	ctx := context.Background()
	deep := map[string]any{"a": map[string]any{"b": map[string]any{"c": map[string]any{"d": 1}}}}
	for _, tc := range []struct {
		name    string
		typ     string
		details map[string]any
		code    string
	}{
		{"server-only type", "trial_activated", map[string]any{"credits_added": 1000}, "unknown_event_type"},
		{"unknown type", "drop_tables", nil, "unknown_event_type"},
		{"too large", "auth_system_error", map[string]any{"x": strings.Repeat("a", secevent.MaxDetailsBytes)}, "details_too_large"},
		{"too deep", "auth_system_error", map[string]any{"deeper": deep}, "details_too_deep"},
		{"NUL in a value", "auth_system_error", map[string]any{"error": "a\x00b"}, "invalid_text"},
		{"control character in a key", "auth_system_error", map[string]any{"e\x1brr": "x"}, "invalid_text"},
	} {
		err := rec.PutClient(ctx, "u1", tc.typ, tc.details)
		if e := apperr.As(err); e == nil || e.Kind != apperr.KindInvalid || e.Code != tc.code {
			t.Errorf("%s: %v, want a 400 %s", tc.name, err, tc.code)
		}
	}
	if len(store.events) != 0 {
		t.Fatalf("refused events stored: %v", store.events)
	}
	if err := rec.PutClient(ctx, "u1", "auth_system_error", deep); err != nil {
		t.Fatalf("depth 4 refused: %v", err)
	}
	if err := rec.PutClient(ctx, "u1", "auth_signed_in", map[string]any{"email": "ada@example.com", "error": "no such user ada@example.com"}); err != nil {
		t.Fatal(err)
	}
	if err := rec.Put(ctx, "u1", secevent.TrialActivated, map[string]any{"credits_added": 10}); err != nil {
		t.Fatal(err)
	}
	if len(store.events) != 3 {
		t.Fatalf("stored %d events", len(store.events))
	}
	client, server := store.events[1], store.events[2]
	if client.Source != secevent.SourceClient || server.Source != secevent.SourceServer {
		t.Errorf("sources: %q %q", client.Source, server.Source)
	}
	if client.Details["email"] != "[REDACTED]" || client.Details["error"] != "no such user [REDACTED]" {
		t.Errorf("client details not scrubbed: %v", client.Details)
	}
	if err := secevent.CheckClient("auth_system_error", nil); err != nil {
		t.Errorf("nil details refused: %v", err)
	}
}
