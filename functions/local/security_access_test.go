package main

// Access control from outside: one user against another's rows (IDOR),
// the profile against tampering, and forged or misplaced tokens.

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/golang-jwt/jwt/v5"

	"pitchperfect/shared/standin"
)

// User B can neither read nor write user A's sessions, role-plays, profile
// or credits; every p_user_id naming A is refused with 403 and recorded as a
// user_id_mismatch event of B.
func TestSecurityIDOR(t *testing.T) {
	t.Parallel()
	s := stack(t)
	us := s.newUsers(t, 2)
	a, b := us[0], us[1]

	pitch := s.post(t, "/api/functions/pitch-analysis", a.ID, validPitch)
	pitchID, _ := pitch.Body["session_id"].(string)
	if pitch.Status != 200 || pitchID == "" {
		t.Fatalf("A's pitch: %s", pitch)
	}
	start := s.post(t, "/api/roleplay/start", a.ID, map[string]any{"scenario": validScenario})
	rpID, _ := start.Body["session_id"].(string)
	if start.Status != 200 || rpID == "" {
		t.Fatalf("A's role-play: %s", start)
	}
	aSessions := s.sessionCount(t, a)

	// Reads: A's sessions do not exist for B (404, not 403: no hint that they exist).
	for _, id := range []string{pitchID, rpID} {
		r := s.get(t, "/api/practice-sessions/"+id, b.ID)
		if r.Status != 404 {
			t.Errorf("B reads A's session %s: %s", id, r)
		}
		apiError(t, "B reads A's session", r)
		if strings.Contains(string(r.Raw), a.Sub) || strings.Contains(string(r.Raw), "Onboarding") {
			t.Errorf("404 for A's session leaks its content: %s", r.Raw)
		}
	}
	for _, path := range []string{
		"/api/practice-sessions?limit=100",
		// a cursor is only ever a position in the caller's own partition,
		// even one naming A's sessions
		"/api/practice-sessions?cursor=" + base64.RawURLEncoding.EncodeToString([]byte(pitchID)),
		"/api/practice-sessions?cursor=" + base64.RawURLEncoding.EncodeToString([]byte(rpID)),
		"/api/stats",
	} {
		r := s.get(t, path, b.ID)
		if r.Status != 200 {
			t.Errorf("B GET %s: %s", path, r)
		}
		for _, leak := range []string{pitchID, rpID, a.Sub} {
			if strings.Contains(string(r.Raw), leak) {
				t.Errorf("B GET %s shows A's %s: %s", path, leak, r)
			}
		}
	}
	if r := s.get(t, "/api/profile", b.ID); r.Body["id"] != b.Sub {
		t.Errorf("B's profile is not B's: %s", r)
	}
	// Control: A sees both.
	if r := s.get(t, "/api/practice-sessions?limit=100", a.ID); !strings.Contains(string(r.Raw), pitchID) || !strings.Contains(string(r.Raw), rpID) {
		t.Errorf("A's own list misses A's sessions: %s", r)
	}

	// Writes: B cannot reply in A's role-play, and nothing changes or is charged.
	reply := map[string]any{"sessionId": rpID, "userInput": "Let me take over this call.", "mode": "text"}
	if r := s.post(t, "/api/functions/roleplay-ai-response", b.ID, reply); r.Status != 404 {
		t.Errorf("B replies in A's role-play: %s", r)
	} else {
		apiError(t, "B replies in A's role-play", r)
	}
	if r := s.get(t, "/api/practice-sessions/"+rpID, a.ID); r.Status != 200 || len(r.Body["transcript"].([]any)) != 2 {
		t.Errorf("A's role-play changed: %s", r)
	}

	// p_user_id and userContext naming A: 403 and an event, for every RPC.
	rpcs := map[string]map[string]any{
		"check_user_credits":                  {},
		"secure_deduct_credits_and_log_usage": {"p_feature_used": "pitch_analysis"},
		"log_security_event":                  {"p_event_type": "auth_signed_in", "p_event_details": map[string]any{"x": 1}},
		"check_rate_limit":                    {"p_action": "api_call"},
		"validate_content_safety":             {"p_content": "hello"},
		"validate_voice_input":                {"p_input": "hello"},
		"secure_validate_file_upload":         {"p_file_name": "a.webm", "p_file_size": 1000, "p_file_type": "audio/webm"},
		"validate_file_upload":                {"p_file_name": "a.webm", "p_file_size": 1000, "p_file_type": "audio/webm"},
	}
	want := map[string]bool{"pitch-analysis": true}
	for name, body := range rpcs {
		body["p_user_id"] = a.Sub
		r := s.post(t, "/api/rpc/"+name, b.ID, body)
		if r.Status != 403 || apiError(t, name, r) != "forbidden" {
			t.Errorf("%s with A's p_user_id: %s", name, r)
		}
		want[name] = true
	}
	pc := map[string]any{}
	for k, v := range validPitch {
		pc[k] = v
	}
	pc["userContext"] = map[string]any{"userId": a.Sub}
	if r := s.post(t, "/api/functions/pitch-analysis", b.ID, pc); r.Status != 403 {
		t.Errorf("pitch-analysis with A's userContext: %s", r)
	}
	if n := s.credits(t, a); n != 0 {
		t.Errorf("A's credits %d after B's calls, want 0 (A spent its 1)", n)
	}
	if n := s.credits(t, b); n != 1 {
		t.Errorf("B's credits %d, want 1: refused calls charged", n)
	}
	if n := s.sessionCount(t, a); n != aSessions {
		t.Errorf("A has %d sessions, had %d", n, aSessions)
	}
	got := map[string]bool{}
	for _, e := range s.events(t, b) {
		if e.Type != "user_id_mismatch" {
			continue
		}
		var d map[string]any
		_ = json.Unmarshal([]byte(e.Details), &d)
		op, _ := d["operation"].(string)
		got[op] = true
		if strings.Contains(e.Details, a.Sub) {
			t.Errorf("event keeps A's whole id: %s", e.Details)
		}
	}
	for op := range want {
		if !got[op] {
			t.Errorf("no user_id_mismatch event of B for %s (got %v)", op, got)
		}
	}
	if len(s.events(t, a)) != 0 {
		t.Errorf("B's attempts were recorded as A's events")
	}

	// Admin-only work refuses an ordinary user.
	if r := s.post(t, "/api/rpc/is_verified_admin", b.ID, nil); r.Status != 200 || string(r.Raw) != "false\n" {
		t.Errorf("is_verified_admin: %s", r)
	}
	if r := s.post(t, "/api/rpc/cleanup_expired_rate_limits", b.ID, nil); r.Status != 403 {
		t.Errorf("cleanup by a non-admin: %s", r)
	}
}

// PATCH /api/profile changes only the onboarding choices: credits, trial,
// ids, times and streaks cannot be set, alone or beside allowed fields, and
// a refused change changes nothing.
func TestSecurityProfileTampering(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)
	before := s.get(t, "/api/profile", u.ID)
	if before.Status != 200 {
		t.Fatal(before)
	}
	for _, body := range []string{
		`{"credits_remaining": 1000}`,
		`{"credits_remaining": -1}`,
		`{"trial_used": false}`,
		`{"id": "someone-else"}`,
		`{"user_id": "someone-else"}`,
		`{"created_at": "2020-01-01T00:00:00Z"}`,
		`{"updated_at": "2020-01-01T00:00:00Z"}`,
		`{"onboarding_completed_at": "2020-01-01T00:00:00Z"}`,
		`{"streak": 99}`,
		`{"best_streak": 99}`,
		`{"plan": "enterprise"}`,
		`{"role": "admin"}`,
		`{"cognito:groups": ["admin"]}`,
		`{"CREDITS_REMAINING": 1000}`,
		`{"industry": "finance", "credits_remaining": 1000}`,
		`{"industry": "finance", "trial_used": true}`,
		`{"industry": "finance", "__proto__": {"credits_remaining": 1000}}`,
		`{"industry": "finance", "constructor": {"prototype": {"credits_remaining": 1000}}}`,
		`{"industry": ["finance"]}`,
		`{"industry": "finance", "industry": "crypto"}`,
		`{"onboarding_completed": "yes"}`,
		`[{"industry": "finance"}]`,
	} {
		r := s.do(t, call{Method: "PATCH", Path: "/api/profile", Token: u.ID, Body: body})
		if r.Status != 400 {
			t.Errorf("PATCH %s: %s", body, r)
			continue
		}
		apiError(t, body, r)
	}
	for _, body := range []string{`{"credits": 1000}`, `{"bonus": 1000}`, `{"trial_used": false}`, `{"p_user_id": "x"}`} {
		if r := s.do(t, call{Method: "POST", Path: "/api/profile/trial", Token: u.ID, Body: body}); r.Status != 400 {
			t.Errorf("trial with %s: %s", body, r)
		}
	}
	for _, m := range []string{"PUT", "POST", "DELETE"} {
		r := s.do(t, call{Method: m, Path: "/api/profile", Token: u.ID, Body: `{"credits_remaining": 1000}`})
		if r.Status != 405 {
			t.Errorf("%s /api/profile: %s", m, r)
		}
	}
	after := s.get(t, "/api/profile", u.ID)
	for _, k := range []string{"id", "credits_remaining", "trial_used", "created_at", "industry", "challenge", "onboarding_completed_at", "streak", "best_streak"} {
		if !jsonEqual(before.Body[k], after.Body[k]) {
			t.Errorf("%s changed by refused requests: %v -> %v", k, before.Body[k], after.Body[k])
		}
	}
	// The allowed fields still work, and the trial still gives exactly 10.
	if r := s.do(t, call{Method: "PATCH", Path: "/api/profile", Token: u.ID, Body: `{"industry": "finance"}`}); r.Status != 200 || r.Body["industry"] != "finance" || r.Body["credits_remaining"] != 1.0 {
		t.Errorf("allowed change: %s", r)
	}
	s.trial(t, u)
	s.checkLedger(t, u, 11)
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// Forged, tampered, expired and misplaced tokens get 401 on every kind of
// route; the controls (a real token, and one signed with cognito-local's
// published key and correct claims) are accepted, so each refusal is for the
// one thing its token changes.
func TestSecurityForgedTokens(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)
	idClaims, _ := jwtClaims(u.ID)
	issuer, _ := idClaims["iss"].(string)
	kid := tokenKid(t, u.ID)
	stand := cognitoLocalPrivateKey(t)
	own, _ := rsa.GenerateKey(rand.Reader, 2048)
	claims := func(mut func(jwt.MapClaims)) jwt.MapClaims {
		c := jwt.MapClaims{
			"sub": u.Sub, "iss": issuer, "aud": s.ClientID, "email": u.Email,
			"token_use": "id", "exp": time.Now().Add(time.Hour).Unix(), "iat": time.Now().Unix(),
		}
		if mut != nil {
			mut(c)
		}
		return c
	}
	sign := func(key any, c jwt.MapClaims) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
		tok.Header["kid"] = kid
		out, err := tok.SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	hs := func(secret []byte) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodHS256, claims(nil))
		tok.Header["kid"] = kid
		out, _ := tok.SignedString(secret)
		return out
	}
	none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, claims(nil)).SignedString(jwt.UnsafeAllowNoneSignatureType)

	// The pool's public key, as an attacker fetches it, used as an HMAC secret.
	pub := jwksKey(t, s, kid)
	pkix, _ := x509.MarshalPKIXPublicKey(pub)
	pemPKIX := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pkix})
	pemPKCS1 := pem.EncodeToMemory(&pem.Block{Type: "RSA PUBLIC KEY", Bytes: x509.MarshalPKCS1PublicKey(pub)})

	other := otherPoolTokens(t, s)
	otherClient := otherClientToken(t, s, u)

	control := map[string]string{"real id token": u.ID, "cognito-local's key, correct claims": sign(stand, claims(nil))}
	forged := map[string]string{
		"alg none":                     none,
		"alg none, kept signature":     strings.Join(append(strings.Split(none, ".")[:2], strings.Split(u.ID, ".")[2]), "."),
		"HS256 with the PEM (PKIX)":    hs(pemPKIX),
		"HS256 with the PEM (PKCS1)":   hs(pemPKCS1),
		"HS256 with the modulus":       hs(pub.N.Bytes()),
		"HS256 with the client id":     hs([]byte(s.ClientID)),
		"unknown key":                  sign(own, claims(nil)),
		"expired":                      sign(stand, claims(func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-time.Minute).Unix() })),
		"no expiry":                    sign(stand, claims(func(c jwt.MapClaims) { delete(c, "exp") })),
		"issued in the future":         sign(stand, claims(func(c jwt.MapClaims) { c["iat"] = time.Now().Add(time.Hour).Unix() })),
		"wrong issuer":                 sign(stand, claims(func(c jwt.MapClaims) { c["iss"] = "http://127.0.0.1:9229/local_other" })),
		"issuer of the real Cognito":   sign(stand, claims(func(c jwt.MapClaims) { c["iss"] = "https://cognito-idp.us-east-1.amazonaws.com/" + s.PoolID })),
		"wrong audience":               sign(stand, claims(func(c jwt.MapClaims) { c["aud"] = "someone-else" })),
		"no audience":                  sign(stand, claims(func(c jwt.MapClaims) { delete(c, "aud") })),
		"no subject":                   sign(stand, claims(func(c jwt.MapClaims) { delete(c, "sub") })),
		"access, wrong client":         sign(stand, claims(func(c jwt.MapClaims) { c["token_use"] = "access"; delete(c, "aud"); c["client_id"] = "someone-else" })),
		"token_use refresh":            sign(stand, claims(func(c jwt.MapClaims) { c["token_use"] = "refresh" })),
		"no token_use":                 sign(stand, claims(func(c jwt.MapClaims) { delete(c, "token_use") })),
		"tampered payload":             tamperPayload(u.ID, func(c map[string]any) { c["sub"] = "someone-else" }),
		"tampered groups":              tamperPayload(u.ID, func(c map[string]any) { c["cognito:groups"] = []string{"admin"} }),
		"tampered expiry":              tamperPayload(u.ID, func(c map[string]any) { c["exp"] = time.Now().Add(1000 * time.Hour).Unix() }),
		"kid path traversal":           withKid(t, sign(stand, claims(nil)), "../../../../etc/passwd"),
		"refresh token as bearer":      u.Refresh,
		"token of another pool":        other.ID,
		"access token of another pool": other.Access,
		"token of another app client":  otherClient,
		"garbage":                      "not-a-jwt",
		"three empty parts":            "..",
		"huge":                         strings.Repeat("a", 7000),
	}
	routes := []call{
		{Method: "GET", Path: "/api/profile"},
		{Method: "POST", Path: "/api/profile/trial"},
		{Method: "POST", Path: "/api/rpc/check_user_credits", Body: map[string]any{}},
		{Method: "POST", Path: "/api/functions/pitch-analysis", Body: validPitch},
		{Method: "POST", Path: "/api/functions/roleplay-ai-response", Body: validReply},
		{Method: "GET", Path: "/api/practice-sessions"},
	}
	for name, tok := range control {
		if r := s.do(t, call{Method: "GET", Path: "/api/profile", Token: tok}); r.Status != 200 {
			t.Fatalf("control %s refused: %s", name, r)
		}
	}
	for name, tok := range forged {
		for _, rt := range routes {
			rt.Token = tok
			r := s.do(t, rt)
			if r.Status != 401 {
				t.Errorf("%s on %s %s: %s", name, rt.Method, rt.Path, r)
				continue
			}
			apiError(t, name, r)
		}
	}
	// Optional-auth routes refuse a bad token rather than treat the caller
	// as anonymous.
	for _, name := range []string{"alg none", "token of another pool", "expired"} {
		if r := s.post(t, "/api/functions/demo-feedback", forged[name], validDemo); r.Status != 401 {
			t.Errorf("%s on demo-feedback: %s", name, r)
		}
	}
	// Tokens only count in the Authorization header, as Bearer.
	for name, c := range map[string]call{
		"query string": {Method: "GET", Path: "/api/profile?access_token=" + u.ID},
		"cookie":       {Method: "GET", Path: "/api/profile", Header: map[string]string{"Cookie": "token=" + u.ID + "; idToken=" + u.ID}},
		"basic":        {Method: "GET", Path: "/api/profile", Header: map[string]string{"Authorization": "Basic " + base64.StdEncoding.EncodeToString([]byte(u.Email+":"+u.Password))}},
		"token alone":  {Method: "GET", Path: "/api/profile", Header: map[string]string{"Authorization": u.ID}},
		"X-Api-Key":    {Method: "GET", Path: "/api/profile", Header: map[string]string{"X-Api-Key": u.ID}},
	} {
		if r := s.do(t, c); r.Status != 401 {
			t.Errorf("token in %s: %s", name, r)
		}
	}
	if n := s.credits(t, u); n != 1 {
		t.Errorf("credits %d after refused calls, want 1", n)
	}
	if n := s.sessionCount(t, u); n != 0 {
		t.Errorf("%d sessions after refused calls", n)
	}
}

func tokenKid(t *testing.T, tok string) string {
	t.Helper()
	raw, _ := base64.RawURLEncoding.DecodeString(strings.Split(tok, ".")[0])
	var h struct{ Kid string }
	if json.Unmarshal(raw, &h) != nil || h.Kid == "" {
		t.Fatalf("token header without kid: %s", raw)
	}
	return h.Kid
}

// tamperPayload rewrites a token's payload and keeps its signature.
func tamperPayload(tok string, mut func(map[string]any)) string {
	parts := strings.Split(tok, ".")
	c, _ := jwtClaims(tok)
	mut(c)
	raw, _ := json.Marshal(c)
	parts[1] = base64.RawURLEncoding.EncodeToString(raw)
	return strings.Join(parts, ".")
}

// withKid re-signs nothing: it swaps the header's kid, keeping the signature.
func withKid(t *testing.T, tok, kid string) string {
	parts := strings.Split(tok, ".")
	raw, _ := base64.RawURLEncoding.DecodeString(parts[0])
	var h map[string]any
	_ = json.Unmarshal(raw, &h)
	h["kid"] = kid
	raw, _ = json.Marshal(h)
	parts[0] = base64.RawURLEncoding.EncodeToString(raw)
	return strings.Join(parts, ".")
}

func cognitoLocalPrivateKey(t *testing.T) any {
	t.Helper()
	key, err := standin.CognitoLocalPrivateKey()
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// jwksKey fetches the pool's public key kid from its JWKS, through /cognito.
func jwksKey(t *testing.T, s *secStack, kid string) *rsa.PublicKey {
	t.Helper()
	r := s.get(t, "/cognito/"+s.PoolID+"/.well-known/jwks.json", "")
	var doc struct {
		Keys []struct{ Kid, N, E string }
	}
	if r.Status != 200 || json.Unmarshal(r.Raw, &doc) != nil {
		t.Fatalf("JWKS: %s", r)
	}
	for _, k := range doc.Keys {
		if k.Kid != kid {
			continue
		}
		n, _ := base64.RawURLEncoding.DecodeString(k.N)
		e, _ := base64.RawURLEncoding.DecodeString(k.E)
		return &rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(new(big.Int).SetBytes(e).Int64())}
	}
	t.Fatalf("kid %q not in the JWKS: %s", kid, r.Raw)
	return nil
}

// otherPoolTokens signs a user up in a second user pool of the same
// cognito-local: a genuine token, of the wrong pool.
func otherPoolTokens(t *testing.T, s *secStack) user {
	t.Helper()
	ctx := context.Background()
	pool, err := s.IDP.CreateUserPool(ctx, &cip.CreateUserPoolInput{PoolName: aws.String("attacker-pool"),
		UsernameAttributes: []ciptypes.UsernameAttributeType{ciptypes.UsernameAttributeTypeEmail}})
	if err != nil {
		t.Fatal(err)
	}
	client, err := s.IDP.CreateUserPoolClient(ctx, &cip.CreateUserPoolClientInput{UserPoolId: pool.UserPool.Id, ClientName: aws.String("attacker"),
		ExplicitAuthFlows: []ciptypes.ExplicitAuthFlowsType{ciptypes.ExplicitAuthFlowsTypeAllowUserPasswordAuth}})
	if err != nil {
		t.Fatal(err)
	}
	other := &secStack{IDP: s.IDP, PoolID: aws.ToString(pool.UserPool.Id), ClientID: aws.ToString(client.UserPoolClient.ClientId)}
	u, err := other.signUp(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// otherClientToken signs u in through a second app client of the right
// pool: a genuine token whose audience is not the web app.
func otherClientToken(t *testing.T, s *secStack, u user) string {
	t.Helper()
	ctx := context.Background()
	client, err := s.IDP.CreateUserPoolClient(ctx, &cip.CreateUserPoolClientInput{UserPoolId: &s.PoolID, ClientName: aws.String("other-app"),
		ExplicitAuthFlows: []ciptypes.ExplicitAuthFlowsType{ciptypes.ExplicitAuthFlowsTypeAllowUserPasswordAuth}})
	if err != nil {
		t.Fatal(err)
	}
	other := &secStack{IDP: s.IDP, PoolID: s.PoolID, ClientID: aws.ToString(client.UserPoolClient.ClientId)}
	v := user{Email: u.Email, Password: u.Password}
	if err := other.signIn(ctx, &v); err != nil {
		t.Fatal(err)
	}
	if c, _ := jwtClaims(v.ID); c["aud"] == s.ClientID {
		t.Fatalf("the other client's token names the web client: %v", c)
	}
	return v.ID
}
