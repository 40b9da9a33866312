package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"pitchperfect/shared/standin"
)

// startWithStandins starts the local server and returns its URL and its
// stand-ins, for tests that break them.
func startWithStandins(t *testing.T) (string, *standin.Env) {
	t.Helper()
	got := make(chan *standin.Env, 1)
	standinsStarted = func(e *standin.Env) { got <- e }
	t.Cleanup(func() { standinsStarted = nil })
	web := t.TempDir()
	base, stop := startLocal(t, 0, t.TempDir(), web)
	t.Cleanup(stop)
	return base, <-got
}

// TestFaultDynamoKilledDuringTraffic kills the local DynamoDB while users
// work: requests meanwhile get the spec's 503 (never a 500, never a refused
// connection: the server stays up), the stand-in comes back on its own, and
// nothing a user was told was saved or spent is lost.
func TestFaultDynamoKilledDuringTraffic(t *testing.T) {
	base, env := startWithStandins(t)
	ctx := context.Background()
	const users = 4
	tokens := make([]string, users)
	for i := range tokens {
		tk, err := env.NewUser(ctx, fmt.Sprintf("fault%d@example.com", i), "Secret123")
		if err != nil {
			t.Fatal(err)
		}
		tokens[i] = tk.ID
		if status, p := getJSON(t, "POST", base+"/api/profile/trial", tk.ID, nil); status != 200 {
			t.Fatalf("trial: %d %v", status, p)
		}
	}

	var mu sync.Mutex
	statuses := map[int]int{}
	saved := map[int][]string{} // user → session ids the API reported saved
	spent := make([]int, users)
	var broken []string
	var restarted bool
	afterRestart := 0 // answers to requests sent once the stand-in was back
	stopTraffic := make(chan struct{})
	var wg sync.WaitGroup
	for u := range users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stopTraffic:
					return
				default:
				}
				method, path, body := "GET", "/api/profile", any(nil)
				if i%3 == 1 {
					method, path = "POST", "/api/functions/pitch-analysis"
					body = map[string]any{"transcript": fmt.Sprintf("Our platform cut onboarding time by %d%% for teams like yours. Could we book a call on Tuesday?", 10+i)}
				}
				mu.Lock()
				sentAfter := restarted
				mu.Unlock()
				status, reply, err := tryJSON(method, base+path, tokens[u], body)
				mu.Lock()
				if sentAfter {
					afterRestart++
				}
				switch {
				case err != nil:
					broken = append(broken, fmt.Sprintf("%s %s: %v", method, path, err))
				case status >= 500 && status != http.StatusServiceUnavailable:
					broken = append(broken, fmt.Sprintf("%s %s: %d %v", method, path, status, reply))
				}
				statuses[status]++
				if status == 200 && path == "/api/functions/pitch-analysis" {
					spent[u]++
					if id, _ := reply["session_id"].(string); id != "" && reply["saved"] == true {
						saved[u] = append(saved[u], id)
					}
				}
				mu.Unlock()
			}
		}()
	}

	time.Sleep(300 * time.Millisecond) // traffic under way
	env.Dynamo.Kill()
	deadline := time.Now().Add(30 * time.Second)
	for env.Dynamo.Restarts() < 1 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	restarted = true
	mu.Unlock()
	// Traffic on the restarted stand-in (requests under way at the crash
	// may wait for the SDK's retry backoff first).
	for n := 0; n < 2*users && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		mu.Lock()
		n = afterRestart
		mu.Unlock()
	}
	close(stopTraffic)
	wg.Wait()

	if env.Dynamo.Restarts() != 1 {
		t.Fatalf("dynalite restarts = %d, want 1", env.Dynamo.Restarts())
	}
	if len(broken) > 0 {
		t.Fatalf("%d requests failed other than with 503 (first: %s); statuses %v", len(broken), broken[0], statuses)
	}
	if afterRestart == 0 {
		t.Fatalf("no request was answered after the restart: %v", statuses)
	}
	t.Logf("statuses during the fault: %v", statuses)

	// Recovered, and nothing lost: every saved session is there, and every
	// credit is either spent on a delivered analysis or still the user's.
	for u, tk := range tokens {
		status, p := getJSON(t, "GET", base+"/api/profile", tk, nil)
		if status != 200 {
			t.Fatalf("profile after recovery: %d %v", status, p)
		}
		if got, want := p["credits_remaining"], float64(11-spent[u]); got != want {
			t.Errorf("user %d: credits_remaining = %v, want 11 granted - %d spent = %v", u, got, spent[u], want)
		}
		for _, id := range saved[u] {
			if status, s := getJSON(t, "GET", base+"/api/practice-sessions/"+id, tk, nil); status != 200 {
				t.Errorf("user %d: saved session %s: %d %v", u, id, status, s)
			}
		}
	}
}

// TestFaultDynamoStalled pauses the local DynamoDB: a request gets the
// spec's 503 within the backend deadlines instead of hanging, and the next
// one after it resumes succeeds.
func TestFaultDynamoStalled(t *testing.T) {
	base, env := startWithStandins(t)
	tk, err := env.NewUser(context.Background(), "stall@example.com", "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	if status, p := getJSON(t, "GET", base+"/api/profile", tk.ID, nil); status != 200 {
		t.Fatalf("profile: %d %v", status, p)
	}
	if err := env.Dynamo.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	resumed := false
	defer func() {
		if !resumed {
			_ = env.Dynamo.Signal(syscall.SIGCONT)
		}
	}()
	start := time.Now()
	status, reply, err := tryJSON("GET", base+"/api/profile", tk.ID, nil)
	took := time.Since(start)
	if err != nil || status != http.StatusServiceUnavailable {
		t.Fatalf("with DynamoDB stalled: %d %v %v after %s, want 503", status, reply, err, took)
	}
	if msg := fmt.Sprint(reply["error"]); !strings.Contains(msg, "Service temporarily unavailable") {
		t.Errorf("503 body = %v, want the spec's message", reply)
	}
	// The 503 comes from the backend deadlines, well inside API Gateway's 30 s.
	if took > 20*time.Second {
		t.Errorf("503 after %s", took)
	}
	t.Logf("503 after %s", took.Round(time.Millisecond))
	_ = env.Dynamo.Signal(syscall.SIGCONT)
	resumed = true
	if status, p := getJSON(t, "GET", base+"/api/profile", tk.ID, nil); status != 200 {
		t.Fatalf("after resume: %d %v", status, p)
	}
}
