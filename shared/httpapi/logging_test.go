package httpapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// syncBuffer is a buffer the server's goroutines may write to at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) lines(t *testing.T) []map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(s.b.Bytes()))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("log line is not JSON: %s", sc.Text())
		}
		out = append(out, m)
	}
	return out
}

// At the local default level (WARN) every denial is logged once, with the
// user id when the caller is known, and without personal data; malformed
// requests stay at INFO.
func TestDenialsAreLoggedAtWarnWithTheUserIDAndNoPII(t *testing.T) {
	var buf syncBuffer
	srv := *deps.Server
	srv.Log = slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelWarn}))
	base := serve(t, &srv)
	at := func(method, path, token string, body any) response {
		t.Helper()
		return callURL(t, base.URL, method, path, token, body)
	}

	tok, email := verifiedUser(t)
	uid := userID(t, tok)
	victimID := userID(t, newUser(t))
	const secretText = "MY-CONFIDENTIAL-PITCH about Acme's 2027 pricing"
	want := map[string]int{} // code → status

	// 403: another user's id; and mail to someone else's address.
	if r := at("POST", "/api/rpc/check_user_credits", tok, map[string]any{"p_user_id": victimID}); r.Status != 403 {
		t.Fatalf("403: %d %s", r.Status, r.Raw)
	}
	want["forbidden"] = 403
	if r := at("POST", sendEmail, tok, map[string]any{"email": "boss@example.com", "sessionData": map[string]any{"type": "text", "response": secretText}}); r.Status != 403 {
		t.Fatalf("403 e-mail: %d %s", r.Status, r.Raw)
	}
	want["not_your_email"] = 403
	// 409: no credits left for a pitch (the one free credit spent first).
	if r := at("POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": goodPitch}); r.Status != 200 {
		t.Fatalf("first pitch: %d %s", r.Status, r.Raw)
	}
	if r := at("POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": secretText}); r.Status != 409 {
		t.Fatalf("409: %d %s", r.Status, r.Raw)
	}
	want["insufficient_credits"] = 409
	// 429: a rate limit (deductions answered by the handler itself).
	for i := 0; i < 31; i++ {
		at("POST", "/api/rpc/log_security_event", tok, map[string]any{"p_event_type": "auth_signed_in", "p_event_details": map[string]any{"by": email}})
	}
	want["rate_limited"] = 429
	// 401: no user to name.
	if r := at("GET", "/api/profile", "", nil); r.Status != 401 {
		t.Fatalf("401: %d", r.Status)
	}
	want["unauthenticated"] = 401
	// 400 and 404 are INFO: not at WARN.
	at("POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": "\u200b"})
	at("GET", "/api/practice-sessions/"+strings.Repeat("a", 2000), tok, nil)

	lines := buf.lines(t)
	seen := map[string]int{}
	for _, l := range lines {
		raw, _ := json.Marshal(l)
		for _, leak := range []string{email, "boss@example.com", "CONFIDENTIAL", "Acme", tok[:30]} {
			if strings.Contains(string(raw), leak) {
				t.Errorf("log line holds %q: %s", leak, raw)
			}
		}
		if l["msg"] != "request refused" {
			continue
		}
		code, _ := l["code"].(string)
		seen[code]++
		if l["level"] != "WARN" {
			t.Errorf("refusal %s at %v: %s", code, l["level"], raw)
		}
		status := int(l["status"].(float64))
		if status == 400 || status == 404 {
			t.Errorf("a %d logged at WARN: %s", status, raw)
		}
		if status != 401 && l["user_id"] != uid {
			t.Errorf("refusal %s without the user id: %s", code, raw)
		}
		if l["request_id"] == nil || l["path"] == nil {
			t.Errorf("refusal %s without request id or path: %s", code, raw)
		}
	}
	for code, status := range want {
		if seen[code] == 0 {
			t.Errorf("no WARN line for the %d %s; lines: %v", status, code, lines)
		}
	}
	if seen["rate_limited"] != 1 {
		t.Errorf("%d rate_limited lines, want 1", seen["rate_limited"])
	}
}

// A caller's X-Request-Id is echoed and logged only when it is a short,
// plain id; anything else is replaced by one of ours.
func TestOnlyPlainRequestIDsAreKept(t *testing.T) {
	for id, kept := range map[string]bool{
		"req-123.abc_9:1":           true,
		"<script>alert(1)</script>": false,
		"ada@example.com":           false,
		strings.Repeat("a", 65):     false,
		"two words":                 false,
	} {
		req, _ := http.NewRequest("GET", api.URL+"/api/health", nil)
		req.Header.Set("X-Request-Id", id)
		got := do(t, req).Header.Get("X-Request-Id")
		if (got == id) != kept || got == "" {
			t.Errorf("X-Request-Id %.20q answered with %q", id, got)
		}
	}
}
