package main

// Issue 15's findings, one test each, asserting the fixed behaviour the
// issue asks for. Items 1 and 2 (faults of the stand-ins) are in
// security_stack_test.go; item 3 (the stand-in start race) is covered by the
// Go suite passing repeatedly, item 12 (LLM mode) by the llm, coaching and
// roleplay packages' tests against their provider fakes, item 14 by the infra
// tests (cdk-nag).

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/webheaders"
)

// verifiedUser signs a user up the way the web app does: SignUp, the
// confirmation code from the dev mailbox, ConfirmSignUp, sign-in. Its token
// carries email_verified.
func (s *secStack) verifiedUser(t testing.TB) (user, string) {
	t.Helper()
	ctx := context.Background()
	u := user{Email: fmt.Sprintf("verified%d.%d@example.com", s.seq.Add(1), time.Now().UnixNano()%1e9), Password: "Secret123"}
	if _, err := s.IDP.SignUp(ctx, &cip.SignUpInput{ClientId: &s.ClientID, Username: &u.Email, Password: &u.Password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &u.Email}}}); err != nil {
		t.Fatal(err)
	}
	var code string
	deadline := time.Now().Add(15 * time.Second)
	resent := false
	for code == "" && time.Now().Before(deadline) {
		if !resent && time.Until(deadline) < 8*time.Second {
			// Seen rarely while npm reinstalled the stand-ins: the first
			// code never printed. Ask once more, and say so.
			t.Logf("no confirmation code for %s after 7 s; asking cognito-local to send it again", u.Email)
			if _, err := s.IDP.ResendConfirmationCode(ctx, &cip.ResendConfirmationCodeInput{ClientId: &s.ClientID, Username: &u.Email}); err != nil {
				t.Logf("resend: %v", err)
			}
			resent = true
		}
		for _, m := range s.mailTo(t, u.Email) {
			if c, _ := m["code"].(string); c != "" {
				code = c
			}
		}
		if code == "" {
			time.Sleep(20 * time.Millisecond)
		}
	}
	if code == "" {
		t.Fatalf("no confirmation code for %s in the dev mailbox within 15 s: %s", u.Email, s.get(t, "/api/dev/mailbox", ""))
	}
	if _, err := s.IDP.ConfirmSignUp(ctx, &cip.ConfirmSignUpInput{ClientId: &s.ClientID, Username: &u.Email, ConfirmationCode: &code}); err != nil {
		t.Fatal(err)
	}
	if err := s.signIn(ctx, &u); err != nil {
		t.Fatal(err)
	}
	if c, _ := jwtClaims(u.ID); c["email_verified"] != true && c["email_verified"] != "true" {
		// cognito-local does not mark the address verified on
		// confirmation; the pool's AutoVerifiedAttributes would in Cognito.
		if _, err := s.IDP.AdminUpdateUserAttributes(ctx, &cip.AdminUpdateUserAttributesInput{UserPoolId: &s.PoolID, Username: &u.Email,
			UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &u.Email}, {Name: aws.String("email_verified"), Value: aws.String("true")}}}); err != nil {
			t.Fatal(err)
		}
		if err := s.signIn(ctx, &u); err != nil {
			t.Fatal(err)
		}
	}
	return u, code
}

// mailTo lists the dev mailbox's messages to addr.
func (s *secStack) mailTo(t testing.TB, addr string) []map[string]any {
	t.Helper()
	r := s.get(t, "/api/dev/mailbox?to="+addr, "")
	var out []map[string]any
	msgs, _ := r.Body["messages"].([]any)
	for _, m := range msgs {
		out = append(out, m.(map[string]any))
	}
	return out
}

// Item 4: send-feedback-email is no open relay. A signed-in user's
// feedback goes only to their own verified address and holds a stored
// session of theirs; a visitor's holds only what the server builds (no
// words or links of the caller's); every address has a limit of its own.
func TestSecurityItem4FeedbackEmailIsNoOpenRelay(t *testing.T) {
	t.Parallel()
	s := stack(t)
	tag := strconv.FormatInt(time.Now().UnixNano()%1e9, 10)
	victim := "victim" + tag + "@example.com"
	marker := "MARKER" + tag
	link := "http://evil.example/reset-password"
	evil := map[string]any{"email": victim, "sessionData": map[string]any{
		"type": "text", "score": 100, "timestamp": "2026-01-01T00:00:00Z",
		"response": "Your account is locked. Restore it at " + link + " " + marker,
		"feedback": "URGENT " + marker + " verify your bank details at " + link,
	}}
	noCallerText := func(who string) {
		t.Helper()
		for _, m := range s.mailTo(t, victim) {
			raw, _ := json.Marshal(m)
			for _, bad := range []string{marker, "evil.example", "reset-password", "URGENT"} {
				if strings.Contains(string(raw), bad) {
					t.Errorf("%s: the mail to %s carries the caller's %q: %s", who, victim, bad, raw)
				}
			}
		}
	}

	// A visitor.
	r := s.do(t, call{Method: "POST", Path: "/api/functions/send-feedback-email", Body: evil, From: "127.0.0.41"})
	if r.Status >= 500 {
		t.Fatalf("visitor: %s", r)
	}
	if r.Status != 200 {
		apiError(t, "visitor", r)
	}
	noCallerText("visitor")

	// A signed-in user: not to another address, nor another user's session.
	u, _ := s.verifiedUser(t)
	other := s.newUser(t)
	before := len(s.mailTo(t, victim))
	if r := s.post(t, "/api/functions/send-feedback-email", u.ID, evil); r.Status != 403 {
		t.Errorf("signed in, to another address: %s", r)
	} else {
		apiError(t, "to another address", r)
	}
	if n := len(s.mailTo(t, victim)); n != before {
		t.Errorf("a signed-in user mailed %s", victim)
	}
	pitch := s.post(t, "/api/functions/pitch-analysis", u.ID, validPitch)
	own, _ := pitch.Body["session_id"].(string)
	otherPitch := s.post(t, "/api/functions/pitch-analysis", other.ID, validPitch)
	theirs, _ := otherPitch.Body["session_id"].(string)
	if own == "" || theirs == "" {
		t.Fatalf("pitches: %s / %s", pitch, otherPitch)
	}
	if r := s.post(t, "/api/functions/send-feedback-email", u.ID, map[string]any{"sessionId": theirs}); r.Status != 404 {
		t.Errorf("another user's session: %s", r)
	}
	if r := s.post(t, "/api/functions/send-feedback-email", u.ID, map[string]any{"email": victim, "sessionId": own}); r.Status != 403 {
		t.Errorf("own session to another address: %s", r)
	}
	if n := len(s.mailTo(t, victim)); n != before {
		t.Errorf("%s got mail from a signed-in user", victim)
	}
	mine := len(s.mailTo(t, u.Email))
	if r := s.post(t, "/api/functions/send-feedback-email", u.ID, map[string]any{"sessionId": own}); r.Status != 200 {
		t.Errorf("own session to own address: %s", r)
	}
	if n := len(s.mailTo(t, u.Email)); n != mine+1 {
		t.Errorf("own address got %d new mails, want 1", n-mine)
	}
	// A user whose address is not verified cannot mail at all.
	if r := s.post(t, "/api/functions/send-feedback-email", other.ID, map[string]any{"sessionId": theirs}); r.Status == 200 {
		if c, _ := jwtClaims(other.ID); c["email_verified"] != true && c["email_verified"] != "true" {
			t.Errorf("unverified address mailed: %s", r)
		}
	}

	// Per recipient: visitors from many addresses cannot flood one inbox.
	flooded := "flooded" + tag + "@example.com"
	demo := map[string]any{"email": flooded, "sessionData": map[string]any{"type": "text", "response": "I hear you on price; what budget did you plan?"}}
	sent, limited := 0, 0
	for i := range 14 {
		r := s.do(t, call{Method: "POST", Path: "/api/functions/send-feedback-email", Body: demo, From: fmt.Sprintf("127.0.1.%d", 10+i)})
		switch r.Status {
		case 200:
			sent++
		case 429:
			limited++
			if r.Header.Get("Retry-After") == "" {
				t.Errorf("429 without Retry-After")
			}
		default:
			t.Errorf("visitor %d: %s", i, r)
		}
	}
	if got := len(s.mailTo(t, flooded)); got != sent || sent == 0 || sent > 10 || limited == 0 {
		t.Errorf("one recipient, 14 visitors: %d sent, %d limited, %d mails; want at most 10 sent, the rest limited", sent, limited, got)
	}
	// Per sender: one visitor, many recipients.
	sent = 0
	for i := range 8 {
		r := s.do(t, call{Method: "POST", Path: "/api/functions/send-feedback-email", From: "127.0.2.1",
			Body: merge(demo, map[string]any{"email": fmt.Sprintf("spread%d.%s@example.com", i, tag)})})
		if r.Status == 200 {
			sent++
		} else if r.Status != 429 {
			t.Errorf("one visitor, recipient %d: %s", i, r)
		}
	}
	if sent != 5 {
		t.Errorf("one visitor mailed %d addresses, want 5 (the sender limit)", sent)
	}
}

// Item 5: ids are validated at the edge: an over-long or malformed id is a
// 404 or 400, never a DynamoDB error (500).
func TestSecurityItem5LongIDs(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)
	long := strings.Repeat("a", 1100)
	longer := strings.Repeat("9", 70000)
	for _, id := range []string{long, longer, strings.Repeat("é", 600), "..", "%2e%2e%2f%2e%2e", "%00", "a%00b", "%ff%fe", strings.Repeat("20261124T210236.638021354Z-9f87710ea4d194ed", 30)} {
		r := s.get(t, "/api/practice-sessions/"+id, u.ID)
		if r.Status != 404 && r.Status != 400 {
			t.Errorf("GET /api/practice-sessions/%.40s…: %s", id, r)
			continue
		}
		apiError(t, "session id", r)
	}
	for name, c := range map[string]call{
		"role-play sessionId":       {Method: "POST", Path: "/api/functions/roleplay-ai-response", Body: map[string]any{"sessionId": long, "userInput": "Hello there."}},
		"role-play sessionId, huge": {Method: "POST", Path: "/api/functions/roleplay-ai-response", Body: map[string]any{"sessionId": longer, "userInput": "Hello there."}},
		"history id":                {Method: "POST", Path: "/api/functions/roleplay-ai-response", Body: merge(validReply, map[string]any{"conversationHistory": []any{map[string]any{"id": long, "text": "Hi", "sender": "ai", "timestamp": "2026-01-01T00:00:00Z"}}})},
		"feedback e-mail sessionId": {Method: "POST", Path: "/api/functions/send-feedback-email", Body: map[string]any{"sessionId": long}},
		"p_user_id":                 {Method: "POST", Path: "/api/rpc/check_user_credits", Body: map[string]any{"p_user_id": long}},
		"userContext.userId":        {Method: "POST", Path: "/api/functions/pitch-analysis", Body: merge(validPitch, map[string]any{"userContext": map[string]any{"userId": long}})},
		"cursor":                    {Method: "GET", Path: "/api/practice-sessions?cursor=" + long},
		"tz":                        {Method: "GET", Path: "/api/stats?tz=" + long},
		"limit":                     {Method: "GET", Path: "/api/practice-sessions?limit=" + longer[:400]},
		"rpc name":                  {Method: "POST", Path: "/api/rpc/" + long, Body: map[string]any{}},
	} {
		c.Token = u.ID
		r := s.do(t, c)
		if r.Status != 404 && r.Status != 400 && r.Status != 403 {
			t.Errorf("%s: %s", name, r)
			continue
		}
		apiError(t, name, r)
		if len(r.Raw) > 2000 {
			t.Errorf("%s: the error echoes the id (%d bytes)", name, len(r.Raw))
		}
	}
	if n := s.credits(t, u); n != 1 {
		t.Errorf("credits %d after refused calls", n)
	}
}

// Item 6: security events cannot be forged, flooded or used to store PII:
// server-only types are refused, client events are marked as the client's,
// limited per user and scrubbed.
func TestSecurityItem6SecurityEvents(t *testing.T) {
	t.Parallel()
	s := stack(t)
	us := s.newUsers(t, 2)
	u, flood := us[0], us[1]
	log := func(tok, typ string, details map[string]any) resp {
		return s.post(t, "/api/rpc/log_security_event", tok, map[string]any{"p_event_type": typ, "p_event_details": details})
	}
	for _, typ := range []string{"trial_activated", "admin_operation_attempt", "user_id_mismatch", "rate_limit_exceeded",
		"content_blocked", "rate_limit_check_failed", "credits_granted", "", strings.Repeat("x", 5000)} {
		r := log(u.ID, typ, map[string]any{"credits_added": 1000})
		if r.Status != 400 {
			t.Errorf("forged %.30q: %s", typ, r)
			continue
		}
		apiError(t, "forged event", r)
	}
	if evs := s.events(t, u); len(evs) != 0 {
		t.Errorf("forged events stored: %+v", evs)
	}

	// PII in a client event is scrubbed before it is stored or logged.
	pii := []string{"bob." + u.Sub[:6] + "@example.com", "4111 1111 1111 1111", "4111-1111-1111-1111", "123-45-6789", "hunter2" + u.Sub[:4]}
	r := log(u.ID, "profile_loading_error", map[string]any{
		"message": "Contact " + pii[0] + ", card " + pii[1] + " / " + pii[2] + ", SSN " + pii[3],
		"note":    "login failed, my password is " + pii[4],
		"user":    map[string]any{"contact": pii[0], "ok": "kept"},
	})
	if r.Status != 200 {
		t.Fatalf("client event: %s", r)
	}
	evs := s.events(t, u)
	if len(evs) != 1 {
		t.Fatalf("%d events stored, want 1: %+v", len(evs), evs)
	}
	if evs[0].Source != "client" {
		t.Errorf("client event stored with source %q, want client", evs[0].Source)
	}
	if !strings.Contains(evs[0].Details, "kept") {
		t.Errorf("scrubbing lost ordinary text: %s", evs[0].Details)
	}
	logText := s.Logs.Text()
	for _, p := range pii {
		if strings.Contains(evs[0].Details, p) {
			t.Errorf("stored event keeps %q: %s", p, evs[0].Details)
		}
		if strings.Contains(logText, p) {
			t.Errorf("the server's log keeps %q", p)
		}
	}

	// A flood of 5x the limit: the limit gets through, the rest is 429.
	max := 30
	rs := s.burst(t, 5*max, func(i int) call {
		return call{Method: "POST", Path: "/api/rpc/log_security_event", Token: flood.ID,
			Body: map[string]any{"p_event_type": "auth_signed_in", "p_event_details": map[string]any{"n": i}}}
	})
	ok, limited := 0, 0
	for _, r := range rs {
		switch r.Status {
		case 200:
			ok++
		case 429:
			limited++
			if r.Header.Get("Retry-After") == "" {
				t.Errorf("429 without Retry-After")
			}
		default:
			t.Errorf("flood: %s", r)
		}
	}
	if stored := len(s.events(t, flood)); ok != max || limited != 4*max || stored != max {
		t.Errorf("flood of %d: %d accepted, %d limited, %d stored; want %d accepted and stored", len(rs), ok, limited, stored, max)
	}
}

// Item 7: /api/roleplay/start is rate limited like the rest (each start
// writes a session): a burst of 5x the limit lets exactly the limit through.
func TestSecurityItem7RoleplayStartLimited(t *testing.T) {
	t.Parallel()
	s := stack(t)
	burstLimit(t, s, limitedRoute{Name: "roleplay/start", Limit: ratelimit.Rules["api_call"].Max, Call: func(u user) call {
		return call{Method: "POST", Path: "/api/roleplay/start", Token: u.ID, Body: map[string]any{"scenario": validScenario}}
	}})
}

// Item 8: a retried paid call with the same Idempotency-Key is charged once
// and gets the first call's reply; the same key with another body is
// refused; keys are per user.
func TestSecurityItem8Idempotency(t *testing.T) {
	t.Parallel()
	s := stack(t)
	paths := paidPaths()
	users := s.newUsers(t, 2*len(paths))
	for i, p := range paths {
		u, other := users[2*i], users[2*i+1]
		t.Run(p.Name, func(t *testing.T) {
			s.trial(t, u)
			s.trial(t, other)
			key := fmt.Sprintf("retry-%d-%d", i, time.Now().UnixNano())
			keyed := func(c call, k string) call {
				c.Header = map[string]string{"Idempotency-Key": k}
				return c
			}
			first := s.do(t, keyed(p.Call(u, 0), key))
			if !p.OK(first) {
				t.Fatalf("first call: %s", first)
			}
			again := s.do(t, keyed(p.Call(u, 0), key))
			if again.Status != first.Status || string(again.Raw) != string(first.Raw) {
				t.Errorf("retry got another reply:\n first %s\n retry %s", first, again)
			}
			if again.Header.Get("Idempotent-Replayed") != "true" {
				t.Errorf("retry not marked as replayed: %v", again.Header)
			}
			// Ten retries at once, while nothing new is under way.
			rs := s.burst(t, 10, func(int) call { return keyed(p.Call(u, 0), key) })
			for _, r := range rs {
				if string(r.Raw) != string(first.Raw) {
					t.Errorf("concurrent retry: %s", r)
				}
			}
			// The same key with another request: refused, not replayed.
			c := p.Call(u, 0)
			if b, ok := c.Body.(map[string]any); ok {
				c.Body = merge(b, map[string]any{})
				for k, v := range b {
					if sv, ok := v.(string); ok && (k == "transcript" || k == "response" || k == "userInput") {
						c.Body.(map[string]any)[k] = sv + " Thanks."
					}
				}
				if c.Path == "/api/rpc/secure_deduct_credits_and_log_usage" {
					c.Body.(map[string]any)["p_feature_used"] = "demo_objection_text"
				}
			}
			if r := s.do(t, keyed(c, key)); r.Status != 422 || apiError(t, "reused key", r) != "idempotency_key_reused" {
				t.Errorf("same key, another body: %s", r)
			}
			if left := s.credits(t, u); left != 11-p.Cost {
				t.Errorf("balance %d after one paid call and its retries, want %d", left, 11-p.Cost)
			}
			s.checkLedger(t, u, 11)
			// Another user with the same key gets their own work.
			theirs := s.do(t, keyed(p.Call(other, 0), key))
			if !p.OK(theirs) || theirs.Header.Get("Idempotent-Replayed") != "" {
				t.Errorf("another user's call with the same key: %s", theirs)
			}
			if left := s.credits(t, other); left != 11-p.Cost {
				t.Errorf("other user's balance %d, want %d", left, 11-p.Cost)
			}
		})
	}

	// Concurrent first calls with one key: one is charged.
	t.Run("concurrent first calls", func(t *testing.T) {
		u := s.newUser(t)
		s.trial(t, u)
		key := fmt.Sprintf("burst-%d", time.Now().UnixNano())
		rs := s.burst(t, 10, func(int) call {
			return call{Method: "POST", Path: "/api/functions/pitch-analysis", Token: u.ID, Body: validPitch, Header: map[string]string{"Idempotency-Key": key}}
		})
		var bodies []string
		for _, r := range rs {
			switch {
			case r.Status == 200:
				bodies = append(bodies, string(r.Raw))
			case r.Status == 409 && apiError(t, "in progress", r) == "idempotency_in_progress":
				if r.Header.Get("Retry-After") == "" {
					t.Errorf("409 in progress without Retry-After")
				}
			default:
				t.Errorf("concurrent first call: %s", r)
			}
		}
		slices.Sort(bodies)
		if len(slices.Compact(bodies)) != 1 {
			t.Errorf("%d different replies to one key", len(slices.Compact(bodies)))
		}
		if left := s.credits(t, u); left != 10 {
			t.Errorf("balance %d, want 10: one charge for one key", left)
		}
		if n := s.sessionCount(t, u); n != 1 {
			t.Errorf("%d sessions for one key", n)
		}
		s.checkLedger(t, u, 11)
	})
	// Malformed keys are refused before any work.
	t.Run("bad keys", func(t *testing.T) {
		u := s.newUser(t)
		for _, k := range []string{strings.Repeat("k", 300), "key\twith a tab", "é"} {
			r := s.do(t, call{Method: "POST", Path: "/api/functions/pitch-analysis", Token: u.ID, Body: validPitch, Header: map[string]string{"Idempotency-Key": k}})
			if r.Status != 400 {
				t.Errorf("key %.20q: %s", k, r)
			}
		}
		if n := s.credits(t, u); n != 1 {
			t.Errorf("credits %d after refused keys", n)
		}
	})
}

// Item 9: text that is nothing (zero-width characters only), NUL bytes and
// invalid UTF-8 are refused before anything is charged or stored; text
// with invisible characters inside is stored without them.
func TestSecurityItem9TextThatIsNothing(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u, _ := s.verifiedUser(t)
	s.trial(t, u)
	texts := map[string]string{
		"zero-width only":      `"\u200b\u200c\u200d\u2060\ufeff"`,
		"zero-width and space": `"\u200b \u200b\n\u200b\t\u00a0\u200b"`,
		"NUL":                  `"Our tool saves ten hours a week.\u0000 Book a call?"`,
		"control characters":   `"Our tool saves\u0007\u001b[31m ten hours."`,
		"invalid UTF-8":        "\"Our tool saves ten hours \xff\xfe a week.\"",
		"lone surrogate":       `"Our tool saves ten hours \ud800 a week."`,
		"bidi override only":   `"\u202e\u202d\u2066"`,
	}
	// Texts that normalise to nothing, as opposed to texts that are refused
	// whatever they say (control characters, invalid UTF-8).
	blank := map[string]bool{"zero-width only": true, "zero-width and space": true, "bidi override only": true}
	started := 0
	fields := []struct {
		name, path, field string
		base              map[string]any
	}{
		{"pitch", "/api/functions/pitch-analysis", "transcript", validPitch},
		{"demo answer", "/api/functions/demo-feedback", "response", validDemo},
		{"role-play reply", "/api/functions/roleplay-ai-response", "userInput", validReply},
		{"role-play title", "/api/roleplay/start", "title", nil},
		{"feedback e-mail answer", "/api/functions/send-feedback-email", "response", nil},
		{"profile industry", "/api/profile", "industry", nil},
	}
	for _, f := range fields {
		for name, lit := range texts {
			var raw string
			switch f.path {
			case "/api/roleplay/start":
				raw = `{"scenario":{"title":` + lit + `,"objection":"price","difficulty":"beginner","industry":"technology"}}`
			case "/api/functions/send-feedback-email":
				raw = `{"sessionData":{"type":"text","response":` + lit + `}}`
			case "/api/profile":
				raw = `{"industry":` + lit + `}`
			default:
				m := merge(f.base, map[string]any{f.field: "LITERAL_HERE"})
				b, _ := json.Marshal(m)
				raw = strings.Replace(string(b), `"LITERAL_HERE"`, lit, 1)
			}
			method := "POST"
			if f.path == "/api/profile" {
				method = "PATCH"
			}
			r := s.do(t, call{Method: method, Path: f.path, Token: u.ID, Body: raw})
			if f.path == "/api/roleplay/start" && r.Status == 200 && blank[name] {
				// The title is optional: one that normalises to nothing
				// gets the default, and nothing invisible is kept.
				started++
				if strings.ContainsAny(string(r.Raw), "\u200b\u200c\u200d\u2060\ufeff\u202e\u202d\u2066") || strings.Contains(string(r.Raw), `\u200`) {
					t.Errorf("%s, %s: invisible characters kept: %s", f.name, name, r)
				}
				continue
			}
			if r.Status != 400 {
				t.Errorf("%s, %s: %s", f.name, name, r)
				continue
			}
			apiError(t, f.name+", "+name, r)
		}
	}
	if c := s.credits(t, u); c != 11 {
		t.Errorf("credits %d after refused texts, want 11", c)
	}
	if n := s.sessionCount(t, u); n != started {
		t.Errorf("%d sessions stored from refused texts (and %d role-plays started with the default title)", n, started)
	}
	if n := len(s.mailTo(t, u.Email)); n != 1 { // the confirmation code
		t.Errorf("%d mails after refused texts, want only the confirmation", n)
	}
	// Invisible characters inside real text are removed, not stored.
	r := s.post(t, "/api/functions/pitch-analysis", u.ID, merge(validPitch, map[string]any{"transcript": "Hi\u200b Dana,\u200d our tool\u2060 saves your team ten hours a week. Could we talk on Thursday?"}))
	if r.Status != 200 {
		t.Fatalf("pitch with invisible characters inside: %s", r)
	}
	id, _ := r.Body["session_id"].(string)
	sess := s.get(t, "/api/practice-sessions/"+id, u.ID)
	if strings.ContainsAny(string(sess.Raw), "\u200b\u200d\u2060") || strings.Contains(string(sess.Raw), `\u200b`) {
		t.Errorf("stored transcript keeps invisible characters: %s", sess)
	}
	s.checkLedger(t, u, 11)
}

// Item 10: the local server sends the security headers the cloud's
// CloudFront policy declares, from the same source (shared/webheaders, with
// the local sources), on the web app and on the API, errors included.
func TestSecurityItem10SecurityHeaders(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)
	want := webheaders.Headers(webheaders.Local())
	for _, c := range []call{
		{Method: "GET", Path: "/"},
		{Method: "GET", Path: "/dashboard"},
		{Method: "GET", Path: "/assets/app.js"},
		{Method: "GET", Path: "/api/health"},
		{Method: "GET", Path: "/api/config"},
		{Method: "GET", Path: "/api/profile", Token: u.ID},
		{Method: "GET", Path: "/api/profile"},
		{Method: "GET", Path: "/api/unknown"},
		{Method: "DELETE", Path: "/api/profile", Token: u.ID},
		{Method: "GET", Path: "/api/dev/mailbox?to=nobody@example.com"},
	} {
		r := s.do(t, c)
		h := r.Header
		where := c.Method + " " + c.Path
		for _, w := range want {
			if got := h.Get(w.Name); got != w.Value {
				t.Errorf("%s: %s = %q, want %q", where, w.Name, got, w.Value)
			}
		}
		// What the policy must say, whatever its sources.
		csp := h.Get("Content-Security-Policy")
		for _, d := range []string{"default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"} {
			if !strings.Contains(csp, d) {
				t.Errorf("%s: CSP %q lacks %q", where, csp, d)
			}
		}
		for _, d := range strings.Split(csp, ";") {
			if f := strings.Fields(d); len(f) > 0 && (f[0] == "script-src" || f[0] == "default-src") &&
				(strings.Contains(d, "'unsafe-inline'") || strings.Contains(d, "'unsafe-eval'") || strings.Contains(d, "*")) {
				t.Errorf("%s: CSP %s allows inline, eval'd or foreign scripts", where, d)
			}
		}
		if h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q", where, h.Get("X-Content-Type-Options"))
		}
		if rp := h.Get("Referrer-Policy"); rp == "" || rp == "unsafe-url" || rp == "no-referrer-when-downgrade" {
			t.Errorf("%s: Referrer-Policy %q", where, rp)
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS over plain http", where)
		}
	}
}

// Item 11: denials (401, 403, 409, 429) are logged at the default level
// (WARN locally) with the caller's user id where there is one, and the log
// holds no e-mail address, password or other personal data; the stand-ins'
// log keeps no confirmation codes. (A 404 is logged at INFO by the fix, as
// noise of client bugs and scanners, so it does not show at the default
// level; see refusalLevel in shared/httpapi.)
func TestSecurityItem11DenialsLogged(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u, code := s.verifiedUser(t)
	other := s.newUser(t)
	type denial struct {
		status int
		c      call
		user   bool // the line must carry u's id
	}
	denials := []denial{
		{401, call{Method: "GET", Path: "/api/stats", Token: tamperPayload(u.ID, func(c map[string]any) { c["email"] = "x" + u.Email })}, false},
		{403, call{Method: "POST", Path: "/api/rpc/check_user_credits", Token: u.ID, Body: map[string]any{"p_user_id": other.Sub}}, true},
		{403, call{Method: "POST", Path: "/api/rpc/cleanup_expired_rate_limits", Token: u.ID}, true},
	}
	// 409: spend the one credit, then ask again; 429: use up a limit.
	s.post(t, "/api/rpc/secure_deduct_credits_and_log_usage", u.ID, map[string]any{"p_feature_used": "pitch_analysis"})
	denials = append(denials, denial{409, call{Method: "POST", Path: "/api/functions/pitch-analysis", Token: u.ID, Body: validPitch}, true})
	upload := call{Method: "POST", Path: "/api/rpc/check_rate_limit", Token: u.ID, Body: map[string]any{"p_action": "file_upload"}}
	s.burst(t, ratelimit.Rules["file_upload"].Max, func(int) call { return upload })
	denials = append(denials, denial{429, upload, true})
	for _, d := range denials {
		if r := s.do(t, d.c); r.Status != d.status {
			t.Fatalf("%s %s: %s, want %d", d.c.Method, d.c.Path, r, d.status)
		}
	}
	for _, d := range denials {
		var found bool
		deadline := time.Now().Add(2 * time.Second)
		for !found && time.Now().Before(deadline) {
			for _, l := range s.Logs.JSONLines() {
				st, _ := l["status"].(float64)
				if int(st) == d.status && l["path"] == d.c.Path && l["level"] == "WARN" && (!d.user || l["user_id"] == u.Sub) {
					found = true
				}
			}
			if !found {
				time.Sleep(50 * time.Millisecond)
			}
		}
		if !found {
			t.Errorf("no WARN line (with the user id: %v) for %d %s %s", d.user, d.status, d.c.Method, d.c.Path)
		}
	}
	logText := s.Logs.Text()
	for _, p := range []string{u.Email, other.Email, u.Password} {
		if strings.Contains(logText, p) {
			t.Errorf("the server's log holds %q", p)
		}
	}
	standins := readFile(t, s.DataDir+"/standins.log")
	if code == "" || regexp.MustCompile(`\b`+code+`\b`).MatchString(standins) {
		t.Errorf("standins.log keeps the confirmation code %q", code)
	}
}

// Item 13: the token of a deleted (or disabled) user stops working,
// although it still verifies.
func TestSecurityItem13DeletedUsersToken(t *testing.T) {
	t.Parallel()
	s := stack(t)
	ctx := context.Background()
	us := s.newUsers(t, 3)
	deleted, disabled, recreated := us[0], us[1], us[2]
	if _, err := s.IDP.AdminDeleteUser(ctx, &cip.AdminDeleteUserInput{UserPoolId: &s.PoolID, Username: &deleted.Email}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IDP.AdminDisableUser(ctx, &cip.AdminDisableUserInput{UserPoolId: &s.PoolID, Username: &disabled.Email}); err != nil {
		t.Fatal(err)
	}
	// Deleted and signed up again: the name is someone else now.
	if _, err := s.IDP.AdminDeleteUser(ctx, &cip.AdminDeleteUserInput{UserPoolId: &s.PoolID, Username: &recreated.Email}); err != nil {
		t.Fatal(err)
	}
	again := user{Email: recreated.Email, Password: recreated.Password}
	if _, err := s.IDP.SignUp(ctx, &cip.SignUpInput{ClientId: &s.ClientID, Username: &again.Email, Password: &again.Password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &again.Email}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IDP.AdminConfirmSignUp(ctx, &cip.AdminConfirmSignUpInput{UserPoolId: &s.PoolID, Username: &again.Email}); err != nil {
		t.Fatal(err)
	}
	if err := s.signIn(ctx, &again); err != nil {
		t.Fatal(err)
	}
	for name, u := range map[string]user{"deleted": deleted, "disabled": disabled, "deleted and recreated": recreated} {
		for _, c := range []call{
			{Method: "GET", Path: "/api/profile"},
			{Method: "POST", Path: "/api/functions/pitch-analysis", Body: validPitch},
			{Method: "POST", Path: "/api/functions/demo-feedback", Body: validDemo},
		} {
			c.Token = u.ID
			if r := s.do(t, c); r.Status != 401 {
				t.Errorf("%s user's token on %s: %s", name, c.Path, r)
			}
		}
	}
	if r := s.get(t, "/api/profile", again.ID); r.Status != 200 || r.Body["id"] == recreated.Sub {
		t.Errorf("the new account's own token: %s", r)
	}

	// A token in use before its user is deleted stops working once the
	// cached answer expires (up to a minute): checked only when the local
	// server can be given a short cache.
	t.Run("in use before deletion", func(t *testing.T) {
		u := s.newUser(t)
		if r := s.get(t, "/api/profile", u.ID); r.Status != 200 {
			t.Fatalf("before deletion: %s", r)
		}
		if _, err := s.IDP.AdminDeleteUser(ctx, &cip.AdminDeleteUserInput{UserPoolId: &s.PoolID, Username: &u.Email}); err != nil {
			t.Fatal(err)
		}
		// The suite's stack trusts a user check for 1 s (USER_CHECK_TTL_MS).
		deadline := time.Now().Add(10 * time.Second)
		for {
			r := s.get(t, "/api/profile", u.ID)
			if r.Status == 401 {
				break
			}
			if r.Status != 200 || time.Now().After(deadline) {
				t.Fatalf("the deleted user's token still answers: %s", r)
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
}

// Presigned upload grants (recordings) do not exist yet; when they do,
// the suite checks that a grant pins the caller's key prefix, content type
// and size and cannot be widened.
func TestSecurityPresignedGrants(t *testing.T) {
	t.Skip("presigned recording grants do not exist yet (issue 15: checked once they exist)")
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}
