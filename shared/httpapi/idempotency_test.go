package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/httpapi"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/profile"
)

// keyed posts body to path at base with the given Idempotency-Key headers.
func keyed(t *testing.T, base, path, token string, body any, keys ...string) response {
	t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest("POST", base+path, bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for _, k := range keys {
		req.Header.Add(httpapi.IdempotencyKeyHeader, k)
	}
	return do(t, req)
}

// credits returns the caller's balance.
func credits(t *testing.T, tok string) float64 {
	t.Helper()
	r := call(t, "GET", "/api/profile", tok, nil)
	if r.Status != 200 {
		t.Fatalf("profile: %d %s", r.Status, r.Raw)
	}
	return r.Body["credits_remaining"].(float64)
}

// withTrial is a new user with the trial's 11 credits.
func withTrial(t *testing.T) string {
	t.Helper()
	tok := newUser(t)
	if r := call(t, "POST", "/api/profile/trial", tok, nil); r.Status != 200 {
		t.Fatalf("trial: %d %s", r.Status, r.Raw)
	}
	return tok
}

var pitchBody = map[string]any{"transcript": goodPitch, "practiceMode": "text", "scenario": pitchScenario}

func TestARetriedPitchAnalysisIsChargedOnceAndAnsweredTheSame(t *testing.T) {
	tok := withTrial(t)
	// GIVEN a pitch analysis sent with a key
	first := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "pitch-1")
	if first.Status != 200 || first.Header.Get(httpapi.ReplayedHeader) != "" {
		t.Fatalf("first: %d %v %s", first.Status, first.Header, first.Raw)
	}
	// WHEN the client retries it with the same key (its answer was lost)
	again := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "pitch-1")
	// THEN it gets the first answer byte for byte, marked as replayed …
	if again.Status != 200 || !bytes.Equal(again.Raw, first.Raw) || again.Header.Get(httpapi.ReplayedHeader) != "true" {
		t.Fatalf("retry: %d %v\n%s\nwant\n%s", again.Status, again.Header, again.Raw, first.Raw)
	}
	if again.Header.Get("Content-Type") != first.Header.Get("Content-Type") {
		t.Errorf("content type %q, want %q", again.Header.Get("Content-Type"), first.Header.Get("Content-Type"))
	}
	// … paid once and saved once.
	if c := credits(t, tok); c != 10 {
		t.Errorf("credits %v after a retried analysis, want 10", c)
	}
	if st := call(t, "GET", "/api/stats", tok, nil); st.Body["pitchCount"] != 1.0 {
		t.Errorf("stats: %s", st.Raw)
	}
	// A new key is a new analysis.
	other := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "pitch-2")
	if other.Status != 200 || other.Body["session_id"] == first.Body["session_id"] {
		t.Fatalf("new key: %d %s", other.Status, other.Raw)
	}
	if c := credits(t, tok); c != 9 {
		t.Errorf("credits %v after a second analysis, want 9", c)
	}
}

func TestConcurrentRequestsWithOneKeyAreChargedOnce(t *testing.T) {
	tok := withTrial(t)
	var wg sync.WaitGroup
	var mu sync.Mutex
	statuses := map[int]int{}
	sessions := map[any]bool{}
	for range 20 {
		wg.Go(func() {
			r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "burst")
			mu.Lock()
			defer mu.Unlock()
			statuses[r.Status]++
			switch r.Status {
			case 200:
				sessions[r.Body["session_id"]] = true
			case 409:
				if code := errorCode(t, r); code != "idempotency_in_progress" || r.Header.Get("Retry-After") == "" {
					t.Errorf("409 %s, Retry-After %q", code, r.Header.Get("Retry-After"))
				}
			default:
				t.Errorf("%d %s", r.Status, r.Raw)
			}
		})
	}
	wg.Wait()
	if statuses[200] < 1 || len(sessions) != 1 {
		t.Errorf("statuses %v, sessions %v: want one session for every 200", statuses, sessions)
	}
	if c := credits(t, tok); c != 10 {
		t.Errorf("credits %v after 20 requests with one key, want 10", c)
	}
	// Once the work is done, every retry gets its answer.
	if r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "burst"); r.Status != 200 || !sessions[r.Body["session_id"]] {
		t.Errorf("after the burst: %d %s", r.Status, r.Raw)
	}
}

// failingDeduct is a profile store whose next deduction fails.
type failingDeduct struct {
	profile.Store
	fail atomic.Bool
}

func (f *failingDeduct) Deduct(ctx context.Context, id string, amount int, chargeID string) (int, error) {
	if f.fail.CompareAndSwap(true, false) {
		return 0, errors.New("injected: the database dropped the connection")
	}
	return f.Store.Deduct(ctx, id, amount, chargeID)
}

func TestAFailedFirstAttemptLeavesTheKeyToTheRetry(t *testing.T) {
	srv := *deps.Server
	store := &failingDeduct{Store: deps.Server.Profiles.Store}
	srv.Profiles = &profile.Service{Store: store, Log: deps.Log}
	pitches := *srv.Pitches // the use case pays through the failing store too
	pitches.Profiles = srv.Profiles
	srv.Pitches = &pitches
	base := serve(t, &srv).URL

	t.Run("server error", func(t *testing.T) {
		tok := withTrial(t)
		// GIVEN a first attempt that fails while charging
		store.fail.Store(true)
		r := keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, "k")
		if r.Status != 500 {
			t.Fatalf("failing attempt: %d %s", r.Status, r.Raw)
		}
		// THEN the retry does the work, and pays for it once.
		r = keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, "k")
		if r.Status != 200 || r.Header.Get(httpapi.ReplayedHeader) != "" {
			t.Fatalf("retry: %d %v %s", r.Status, r.Header, r.Raw)
		}
		if c := credits(t, tok); c != 10 {
			t.Errorf("credits %v, want 10", c)
		}
	})
	t.Run("no credits yet", func(t *testing.T) {
		tok := newUser(t)
		if r := call(t, "POST", "/api/functions/pitch-analysis", tok, pitchBody); r.Status != 200 {
			t.Fatalf("spending the free credit: %d %s", r.Status, r.Raw)
		}
		// GIVEN an attempt refused for want of credits
		r := keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, "k")
		if r.Status != 409 || errorCode(t, r) != "insufficient_credits" {
			t.Fatalf("without credits: %d %s", r.Status, r.Raw)
		}
		// WHEN the user gets credits and the client retries with the key
		if r := call(t, "POST", "/api/profile/trial", tok, nil); r.Status != 200 {
			t.Fatal(r.Status)
		}
		// THEN the work is done rather than the refusal replayed.
		r = keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, "k")
		if r.Status != 200 {
			t.Fatalf("retry with credits: %d %s", r.Status, r.Raw)
		}
		if c := credits(t, tok); c != 9 {
			t.Errorf("credits %v, want 9 (10 from the trial, one analysis)", c)
		}
	})
}

func TestAKeyIsBoundToItsRequestAndItsUser(t *testing.T) {
	tok := withTrial(t)
	if r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, "bound"); r.Status != 200 {
		t.Fatalf("first: %d %s", r.Status, r.Raw)
	}
	// The same key with another body, or on another paid route, is refused
	// and charges nothing.
	other := map[string]any{"transcript": goodPitch + " Thanks."}
	if r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, other, "bound"); r.Status != 422 || errorCode(t, r) != "idempotency_key_reused" {
		t.Errorf("other body: %d %s", r.Status, r.Raw)
	}
	if r := keyed(t, api.URL, "/api/rpc/secure_deduct_credits_and_log_usage", tok, map[string]any{"p_feature_used": "pitch_analysis"}, "bound"); r.Status != 422 {
		t.Errorf("other route: %d %s", r.Status, r.Raw)
	}
	if c := credits(t, tok); c != 10 {
		t.Errorf("credits %v, want 10", c)
	}
	// Another user's key of the same name is theirs.
	tok2 := withTrial(t)
	if r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok2, other, "bound"); r.Status != 200 || r.Header.Get(httpapi.ReplayedHeader) != "" {
		t.Errorf("another user's key: %d %s", r.Status, r.Raw)
	}
}

func TestBadKeysAreRefused(t *testing.T) {
	tok := withTrial(t)
	for _, tc := range []struct {
		name string
		keys []string
	}{
		{"too long", []string{strings.Repeat("k", 129)}},
		{"tab", []string{"a\tb"}}, // other control characters cannot even be sent
		{"not ASCII", []string{"clé"}},
		{"sent twice", []string{"a", "b"}},
	} {
		r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, tc.keys...)
		if r.Status != 400 || errorCode(t, r) != "invalid_idempotency_key" {
			t.Errorf("%s: %d %s", tc.name, r.Status, r.Raw)
		}
	}
	if c := credits(t, tok); c != 11 {
		t.Errorf("credits %v after refused keys, want 11", c)
	}
	// 128 characters of printable ASCII are fine.
	if r := keyed(t, api.URL, "/api/functions/pitch-analysis", tok, pitchBody, strings.Repeat("~", 128)); r.Status != 200 {
		t.Errorf("128-character key: %d %s", r.Status, r.Raw)
	}
}

func TestOtherPaidCallsAreIdempotentToo(t *testing.T) {
	t.Run("secure_deduct_credits_and_log_usage", func(t *testing.T) {
		tok := withTrial(t)
		body := map[string]any{"p_feature_used": "pitch_analysis"}
		a := keyed(t, api.URL, "/api/rpc/secure_deduct_credits_and_log_usage", tok, body, "d1")
		b := keyed(t, api.URL, "/api/rpc/secure_deduct_credits_and_log_usage", tok, body, "d1")
		if a.Status != 200 || b.Status != 200 || !bytes.Equal(a.Raw, b.Raw) || b.Header.Get(httpapi.ReplayedHeader) != "true" {
			t.Fatalf("%d %s / %d %s", a.Status, a.Raw, b.Status, b.Raw)
		}
		if c := credits(t, tok); c != 10 {
			t.Errorf("credits %v, want 10", c)
		}
	})
	t.Run("roleplay-ai-response", func(t *testing.T) {
		tok := withTrial(t)
		session, opening := start(t, tok, priceSetup)
		body := map[string]any{"sessionId": session, "userInput": "I hear you on price. What budget did you set aside for this?", "isReversedRole": true}
		a := keyed(t, api.URL, "/api/functions/roleplay-ai-response", tok, body, "turn-1")
		b := keyed(t, api.URL, "/api/functions/roleplay-ai-response", tok, body, "turn-1")
		if a.Status != 200 || b.Status != 200 || !bytes.Equal(a.Raw, b.Raw) {
			t.Fatalf("%d %s / %d %s", a.Status, a.Raw, b.Status, b.Raw)
		}
		if c := credits(t, tok); c != 10 {
			t.Errorf("credits %v, want 10", c)
		}
		s := call(t, "GET", "/api/practice-sessions/"+session, tok, nil)
		if n := len(s.Body["transcript"].([]any)); n != len(opening)+2 {
			t.Errorf("transcript has %d lines, want the opening and one turn (%d)", n, len(opening)+2)
		}
	})
	t.Run("demo-feedback", func(t *testing.T) {
		tok := withTrial(t)
		body := map[string]any{"response": "I understand the price concern. What would it be worth to cut onboarding time in half?", "inputType": "text"}
		a := keyed(t, api.URL, "/api/functions/demo-feedback", tok, body, "demo-1")
		b := keyed(t, api.URL, "/api/functions/demo-feedback", tok, body, "demo-1")
		if a.Status != 200 || !bytes.Equal(a.Raw, b.Raw) || b.Header.Get(httpapi.ReplayedHeader) != "true" {
			t.Fatalf("%d %s / %d %s", a.Status, a.Raw, b.Status, b.Raw)
		}
		if c := credits(t, tok); c != 11 { // the demo is free
			t.Errorf("credits %v, want 11", c)
		}
		// Anonymous callers have no key scope: the key is ignored, the
		// demo stays free.
		for range 2 {
			r := keyed(t, api.URL, "/api/functions/demo-feedback", "", body, "demo-1")
			if r.Status != 200 || r.Header.Get(httpapi.ReplayedHeader) != "" || r.Body["credits_remaining"] != nil {
				t.Fatalf("anonymous: %d %v %s", r.Status, r.Header, r.Raw)
			}
		}
	})
}

func TestARecordedReplyExpires(t *testing.T) {
	clock := time.Now()
	var mu sync.Mutex
	srv := *deps.Server
	srv.Idempotency = &idempotency.Service{Store: deps.Server.Idempotency.Store, Now: func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return clock
	}}
	base := serve(t, &srv).URL
	tok := withTrial(t)
	key := fmt.Sprint("expiring-", time.Now().UnixNano())
	first := keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, key)
	if first.Status != 200 {
		t.Fatalf("%d %s", first.Status, first.Raw)
	}
	// Within a day the reply is replayed; after it, the key is new again.
	mu.Lock()
	clock = clock.Add(idempotency.TTL - time.Minute)
	mu.Unlock()
	if r := keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, key); r.Header.Get(httpapi.ReplayedHeader) != "true" {
		t.Fatalf("within the TTL: %d %s", r.Status, r.Raw)
	}
	mu.Lock()
	clock = clock.Add(2 * time.Minute)
	mu.Unlock()
	r := keyed(t, base, "/api/functions/pitch-analysis", tok, pitchBody, key)
	if r.Status != 200 || r.Header.Get(httpapi.ReplayedHeader) != "" || r.Body["session_id"] == first.Body["session_id"] {
		t.Fatalf("after the TTL: %d %v %s", r.Status, r.Header, r.Raw)
	}
	if c := credits(t, tok); c != 9 {
		t.Errorf("credits %v, want 9", c)
	}
}
