package httpapi_test

import (
	"crypto/rand"
	"crypto/rsa"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestHealthAndConfigArePublic(t *testing.T) {
	r := call(t, "GET", "/api/health", "", nil)
	if r.Status != 200 || r.Body["status"] != "ok" {
		t.Fatalf("health: %d %s", r.Status, r.Raw)
	}
	r = call(t, "GET", "/api/config", "", nil)
	if r.Status != 200 {
		t.Fatalf("config: %d %s", r.Status, r.Raw)
	}
	a := r.Body["auth"].(map[string]any)
	if a["userPoolId"] != env.Pool.ID || a["userPoolClientId"] != env.Pool.ClientID || a["userPoolEndpoint"] != env.Cognito.Endpoint {
		t.Errorf("config auth = %v", a)
	}
	f := r.Body["features"].(map[string]any)
	for _, k := range []string{"pricing", "subscription", "premium"} {
		if f[k] != false {
			t.Errorf("feature %s = %v, want false", k, f[k])
		}
	}
}

func TestProfileCreditsAndTrial(t *testing.T) {
	tok := newUser(t)
	r := call(t, "GET", "/api/profile", tok, nil)
	if r.Status != 200 || r.Body["credits_remaining"] != 1.0 || r.Body["trial_used"] != false {
		t.Fatalf("first read: %d %s", r.Status, r.Raw)
	}
	r = call(t, "POST", "/api/profile/trial", tok, nil)
	if r.Status != 200 || r.Body["credits_remaining"] != 11.0 || r.Body["trial_used"] != true {
		t.Fatalf("trial: %d %s", r.Status, r.Raw)
	}
	r = call(t, "POST", "/api/profile/trial", tok, nil)
	if r.Status != http.StatusConflict || errorCode(t, r) != "trial_already_used" {
		t.Fatalf("second trial: %d %s", r.Status, r.Raw)
	}
	r = call(t, "GET", "/api/profile", tok, nil)
	if r.Body["credits_remaining"] != 11.0 {
		t.Fatalf("after second trial: %s", r.Raw)
	}
	r = call(t, "POST", "/api/rpc/check_user_credits", tok, map[string]any{})
	if r.Status != 200 || r.Body["has_credits"] != true || r.Body["credits_remaining"] != 11.0 {
		t.Fatalf("check_user_credits: %d %s", r.Status, r.Raw)
	}
}

// From a balance of 11, 100 concurrent one-credit deductions: exactly 11
// succeed and the balance ends at 0.
func TestConcurrentDeductionsNeverOverspend(t *testing.T) {
	tok := newUser(t)
	if r := call(t, "POST", "/api/profile/trial", tok, nil); r.Status != 200 {
		t.Fatalf("trial: %d %s", r.Status, r.Raw)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	statuses := map[int]int{}
	successes := 0
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := call(t, "POST", "/api/rpc/secure_deduct_credits_and_log_usage", tok, map[string]any{"p_feature_used": "pitch_analysis"})
			mu.Lock()
			defer mu.Unlock()
			statuses[r.Status]++
			if r.Body["success"] == true {
				successes++
			}
		}()
	}
	wg.Wait()
	if successes != 11 || statuses[200] != 11 || statuses[409] != 89 {
		t.Fatalf("successes = %d, statuses = %v; want 11 × 200 and 89 × 409", successes, statuses)
	}
	r := call(t, "GET", "/api/profile", tok, nil)
	if r.Body["credits_remaining"] != 0.0 {
		t.Fatalf("final balance: %s", r.Raw)
	}
	r = call(t, "POST", "/api/rpc/secure_deduct_credits_and_log_usage", tok, map[string]any{"p_feature_used": "pitch_analysis"})
	if r.Status != 409 || errorCode(t, r) != "insufficient_credits" || r.Body["success"] != false || r.Body["remaining_credits"] != 0.0 {
		t.Fatalf("deduct at zero: %d %s", r.Status, r.Raw)
	}
}

func TestDeductCostComesFromTheFeature(t *testing.T) {
	tok := newUser(t)
	call(t, "POST", "/api/profile/trial", tok, nil) // 11
	for _, tc := range []struct {
		feature string
		status  int
		left    float64
	}{
		{"roleplay_voice_price", 200, 9},
		{"demo_objection_text", 200, 8},
		{"roleplay_hybrid", 200, 6},
		{"pitch_analysis", 200, 5},
		{"free_stuff", 400, 5},
		{"roleplay_text_nonsense", 400, 5},
	} {
		r := call(t, "POST", "/api/rpc/secure_deduct_credits_and_log_usage", tok, map[string]any{"p_feature_used": tc.feature})
		if r.Status != tc.status {
			t.Errorf("%s: status %d, want %d (%s)", tc.feature, r.Status, tc.status, r.Raw)
		}
		if p := call(t, "GET", "/api/profile", tok, nil); p.Body["credits_remaining"] != tc.left {
			t.Errorf("%s: balance %v, want %v", tc.feature, p.Body["credits_remaining"], tc.left)
		}
	}
}

func TestRateLimitIsAtomicAndSaysWhenToRetry(t *testing.T) {
	tok := newUser(t)
	const n = 45 // content_generation allows 30 an hour
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed, limited := 0, 0
	var retryAfter string
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := call(t, "POST", "/api/rpc/check_rate_limit", tok, map[string]any{"p_action": "content_generation", "p_ip_address": "127.0.0.1"})
			mu.Lock()
			defer mu.Unlock()
			switch r.Status {
			case 200:
				allowed++
			case 429:
				limited++
				retryAfter = r.Header.Get("Retry-After")
				if r.Body["allowed"] != false || r.Body["max_requests"] != 30.0 {
					t.Errorf("429 body: %s", r.Raw)
				}
			default:
				t.Errorf("status %d: %s", r.Status, r.Raw)
			}
		}()
	}
	wg.Wait()
	if allowed != 30 || limited != 15 {
		t.Fatalf("allowed %d, limited %d; want 30 and 15", allowed, limited)
	}
	secs, err := strconv.Atoi(retryAfter)
	if err != nil || secs < 1 || secs > 3600 {
		t.Fatalf("Retry-After = %q", retryAfter)
	}
	// Another user has a budget of their own.
	if r := call(t, "POST", "/api/rpc/check_rate_limit", newUser(t), map[string]any{"p_action": "content_generation"}); r.Status != 200 || r.Body["current_requests"] != 1.0 {
		t.Fatalf("other user: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/rpc/check_rate_limit", tok, map[string]any{"p_action": "mining"}); r.Status != 400 {
		t.Fatalf("unknown action: %d %s", r.Status, r.Raw)
	}
}

func TestTokensAreVerified(t *testing.T) {
	forged := cognitoLocalKey(t)
	own, _ := rsa.GenerateKey(rand.Reader, 2048)
	valid := newUser(t)
	claims := func(mut func(jwt.MapClaims)) jwt.MapClaims {
		c := jwt.MapClaims{
			"sub": "11111111-2222-3333-4444-555555555555", "iss": env.Issuer, "aud": env.Pool.ClientID,
			"token_use": "id", "exp": time.Now().Add(time.Hour).Unix(), "iat": time.Now().Unix(),
		}
		if mut != nil {
			mut(c)
		}
		return c
	}
	sign := func(key any, c jwt.MapClaims) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
		tok.Header["kid"] = "CognitoLocal"
		s, err := tok.SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, claims(nil)).SignedString(jwt.UnsafeAllowNoneSignatureType)
	hs, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, claims(nil)).SignedString([]byte(env.Pool.ClientID))

	if r := call(t, "GET", "/api/profile", valid, nil); r.Status != 200 {
		t.Fatalf("valid token refused: %d %s", r.Status, r.Raw)
	}
	// The control: a token signed with the stand-in's key and correct claims
	// is accepted, so every refusal below is for the one thing it changes.
	if r := call(t, "GET", "/api/profile", sign(forged, claims(nil)), nil); r.Status != 200 {
		t.Fatalf("control token refused: %d %s", r.Status, r.Raw)
	}
	for name, tok := range map[string]string{
		"missing":        "",
		"garbage":        "not-a-jwt",
		"alg none":       none,
		"alg HS256":      hs,
		"unknown key":    sign(own, claims(nil)),
		"expired":        sign(forged, claims(func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-time.Minute).Unix() })),
		"no expiry":      sign(forged, claims(func(c jwt.MapClaims) { delete(c, "exp") })),
		"wrong issuer":   sign(forged, claims(func(c jwt.MapClaims) { c["iss"] = "http://127.0.0.1:9229/local_other" })),
		"wrong audience": sign(forged, claims(func(c jwt.MapClaims) { c["aud"] = "someone-else" })),
		"access wrong client": sign(forged, claims(func(c jwt.MapClaims) {
			c["token_use"] = "access"
			delete(c, "aud")
			c["client_id"] = "someone-else"
		})),
		"refresh use":      sign(forged, claims(func(c jwt.MapClaims) { c["token_use"] = "refresh" })),
		"tampered payload": tamper(valid),
	} {
		r := call(t, "GET", "/api/profile", tok, nil)
		if r.Status != 401 {
			t.Errorf("%s: status %d, want 401 (%s)", name, r.Status, r.Raw)
			continue
		}
		errorCode(t, r)
	}
	req, _ := http.NewRequest("GET", api.URL+"/api/profile", nil)
	req.Header.Set("Authorization", "Basic dXNlcjpwYXNz")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("basic auth: %d", resp.StatusCode)
	}
}

// tamper flips the payload's subject without re-signing.
func tamper(tok string) string {
	parts := strings.Split(tok, ".")
	p := []byte(parts[1])
	p[len(p)/2] ^= 1
	parts[1] = string(p)
	return strings.Join(parts, ".")
}

func TestOnboardingChoicesAreKeptOnTheProfile(t *testing.T) {
	tok := newUser(t)
	r := call(t, "PATCH", "/api/profile", tok, map[string]any{"industry": "finance"})
	if r.Status != 200 || r.Body["industry"] != "finance" || r.Body["onboarding_completed_at"] != nil || r.Body["credits_remaining"] != 1.0 {
		t.Fatalf("industry: %d %s", r.Status, r.Raw)
	}
	r = call(t, "PATCH", "/api/profile", tok, map[string]any{"challenge": "trust", "onboarding_completed": true})
	if r.Status != 200 || r.Body["industry"] != "finance" || r.Body["challenge"] != "trust" || r.Body["onboarding_completed_at"] == nil {
		t.Fatalf("challenge: %d %s", r.Status, r.Raw)
	}
	first := r.Body["onboarding_completed_at"]
	r = call(t, "PATCH", "/api/profile", tok, map[string]any{"onboarding_completed": true})
	if r.Body["onboarding_completed_at"] != first {
		t.Fatalf("completion time moved: %v then %v", first, r.Body["onboarding_completed_at"])
	}
	for _, bad := range []map[string]any{{"industry": "crypto"}, {"challenge": ""}, {}, {"credits_remaining": 99}} {
		if r := call(t, "PATCH", "/api/profile", tok, bad); r.Status != 400 {
			t.Errorf("%v: %d %s", bad, r.Status, r.Raw)
		}
	}
	if r := call(t, "GET", "/api/profile", tok, nil); r.Body["credits_remaining"] != 1.0 || r.Body["challenge"] != "trust" {
		t.Fatalf("after bad updates: %s", r.Raw)
	}
}
