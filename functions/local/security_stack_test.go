package main

// Items 1 and 2 of issue 15: the local stack survives clients that hang up
// and a DynamoDB stand-in that stalls. These tests are not parallel: they
// run before the parallel tests, on the shared stack, and leave it healthy.

import (
	"net"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// everyRouteAnswers calls each route once as a signed-in user would and
// fails on a 5xx or a refused connection.
func everyRouteAnswers(t *testing.T, s *secStack) {
	t.Helper()
	u := s.newUser(t)
	calls := []call{
		{Method: "GET", Path: "/api/health"},
		{Method: "GET", Path: "/api/config"},
		{Method: "GET", Path: "/"},
		{Method: "GET", Path: "/api/profile", Token: u.ID},
		{Method: "PATCH", Path: "/api/profile", Token: u.ID, Body: map[string]any{"industry": "finance"}},
		{Method: "POST", Path: "/api/profile/trial", Token: u.ID},
		{Method: "POST", Path: "/api/rpc/check_user_credits", Token: u.ID, Body: map[string]any{}},
		{Method: "POST", Path: "/api/rpc/security_health_check", Token: u.ID},
		{Method: "POST", Path: "/api/functions/pitch-analysis", Token: u.ID, Body: validPitch},
		{Method: "POST", Path: "/api/functions/demo-feedback", Token: u.ID, Body: validDemo},
		{Method: "POST", Path: "/api/roleplay/start", Token: u.ID, Body: map[string]any{"scenario": validScenario}},
		{Method: "POST", Path: "/api/functions/roleplay-ai-response", Token: u.ID, Body: validReply},
		{Method: "GET", Path: "/api/practice-sessions", Token: u.ID},
		{Method: "GET", Path: "/api/stats", Token: u.ID},
	}
	for _, c := range calls {
		r, err := s.send(c)
		if err != nil || r.Status >= 300 {
			t.Errorf("%s %s after the fault: %v %s", c.Method, c.Path, err, r)
		}
	}
	if r := s.get(t, "/api/practice-sessions", u.ID); len(r.Body["sessions"].([]any)) != 4 {
		t.Errorf("sessions after the fault: %s", r)
	}
}

// Item 1: clients that hang up mid-request (ten, 10 ms after sending GET
// /api/profile, five rounds) and handlers that return early on a 429 while
// a read is under way do not kill the stand-ins or the server: no restart
// was needed, and every route still answers.
func TestSecurityItem1ClientAbortsDoNotKillTheStack(t *testing.T) {
	s := stack(t)
	dynRestarts, cogRestarts := s.Env.Dynamo.Restarts(), s.Env.Cognito.Restarts()
	users := s.newUsers(t, 10)
	host := strings.TrimPrefix(s.URL, "http://")
	for round := range 5 {
		var wg sync.WaitGroup
		for i, u := range users {
			wg.Go(func() {
				c, err := net.Dial("tcp", host)
				if err != nil {
					t.Errorf("round %d client %d: %v", round, i, err)
					return
				}
				_, _ = c.Write([]byte("GET /api/profile HTTP/1.1\r\nHost: " + host + "\r\nAuthorization: Bearer " + u.ID + "\r\n\r\n"))
				time.Sleep(10 * time.Millisecond)
				_ = c.(*net.TCPConn).SetLinger(0) // a reset, as a client that gives up
				_ = c.Close()
			})
		}
		wg.Wait()
	}
	// Early 429s with the profile read under way.
	limited := s.newUser(t)
	s.burst(t, 30, func(int) call {
		return call{Method: "POST", Path: "/api/rpc/check_rate_limit", Token: limited.ID, Body: map[string]any{"p_action": "content_generation"}}
	})
	for _, r := range s.burst(t, 20, func(int) call {
		return call{Method: "POST", Path: "/api/functions/pitch-analysis", Token: limited.ID, Body: validPitch}
	}) {
		if r.Status != 429 {
			t.Errorf("over the limit: %s", r)
		}
	}
	time.Sleep(200 * time.Millisecond) // a killed stand-in would be gone by now
	stack(t)
	if n := s.Env.Dynamo.Restarts() - dynRestarts; n != 0 {
		t.Errorf("dynalite was restarted %d times: client aborts killed it", n)
	}
	if n := s.Env.Cognito.Restarts() - cogRestarts; n != 0 {
		t.Errorf("cognito-local was restarted %d times", n)
	}
	everyRouteAnswers(t, s)
}

// Item 2: with the DynamoDB stand-in stalled (SIGSTOP), a request gets the
// spec's 503 within the backend deadlines (well inside API Gateway's 30 s)
// instead of hanging; nothing is charged; after SIGCONT the stack answers.
func TestSecurityItem2StalledDynamoAnswers503(t *testing.T) {
	s := stack(t)
	u := s.newUser(t)
	if c := s.credits(t, u); c != 1 {
		t.Fatalf("credits %d", c)
	}
	if err := s.Env.Dynamo.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	resumed := false
	resume := func() {
		if !resumed {
			resumed = true
			_ = s.Env.Dynamo.Signal(syscall.SIGCONT)
		}
	}
	defer resume()
	const limit = 20 * time.Second
	rs := s.burst(t, 2, func(i int) call {
		if i == 0 {
			return call{Method: "GET", Path: "/api/profile", Token: u.ID}
		}
		return call{Method: "POST", Path: "/api/functions/pitch-analysis", Token: u.ID, Body: validPitch}
	})
	resume()
	for _, r := range rs {
		if r.Status != 503 {
			t.Errorf("with DynamoDB stalled: %s after %s, want 503", r, r.Took)
			continue
		}
		if !strings.Contains(string(r.Raw), "Service temporarily unavailable") {
			t.Errorf("503 without the spec's message: %s", r)
		}
		apiError(t, "stalled", r)
		if r.Took > limit {
			t.Errorf("503 after %s, want under %s", r.Took, limit)
		}
		t.Logf("503 after %s", r.Took.Round(time.Millisecond))
	}
	// Recovered: the stalled pitch was not charged or saved.
	deadline := time.Now().Add(15 * time.Second)
	for {
		r, err := s.send(call{Method: "GET", Path: "/api/profile", Token: u.ID})
		if err == nil && r.Status == 200 {
			if r.Body["credits_remaining"] != 1.0 {
				t.Errorf("credits after the stall: %s", r)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no recovery within 15 s: %v %s", err, r)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if n := s.sessionCount(t, u); n != 0 {
		t.Errorf("%d sessions saved by a request that answered 503", n)
	}
	everyRouteAnswers(t, s)
}
