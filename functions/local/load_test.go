package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"pitchperfect/shared/standin"
	"pitchperfect/shared/tables"
)

// Load test settings (make load). Reads are the main GET routes; their p99
// must stay under readP99Target.
const (
	readP99Target  = 500 * time.Millisecond
	requestTimeout = 30 * time.Second // a request that takes longer is an error
	maxThink       = 200 * time.Millisecond
	loadPassword   = "Secret123"
	codeWait       = 10 * time.Second // for the confirmation code in the dev mailbox
)

// TestLoad is `make load`: LOAD_USERS (50) signed-up users mix the main routes
// for LOAD_DURATION against the local server, each as a realistic session
// with 0–200 ms think time (LOAD_SEED fixes the choices). It prints requests/s
// and per route the statuses and p50/p95/p99, then checks the ledger of every
// user: credits granted = spent + remaining (as the client saw them, as the
// profile says, and as the server's credit_usage table says), and every
// session a call returned is listed by GET /api/practice-sessions with every
// turn it was given. It fails on any error (transport failure, 5xx,
// unexpected status), any ledger mismatch, any lost session, or a read p99 at
// or over 500 ms. Refusals the product owes a user (409 out of credits,
// 429 over a limit) are outcomes, counted per status, not errors.
func TestLoad(t *testing.T) {
	durText := os.Getenv("LOAD_DURATION")
	if durText == "" {
		t.Skip("set LOAD_DURATION (e.g. 60s or 10m) to run the load test; `make load` does")
	}
	duration, err := time.ParseDuration(durText)
	if err != nil || duration <= 0 {
		t.Fatalf("LOAD_DURATION=%q: want a duration such as 60s or 10m", durText)
	}
	users := loadEnvInt(t, "LOAD_USERS", 50)
	seed := loadEnvInt(t, "LOAD_SEED", 1)
	// Everything below is bounded (requests by requestTimeout, sign-up and
	// checks by their own deadlines); this is the last resort.
	watchdog := time.AfterFunc(duration+15*time.Minute, func() {
		panic("TestLoad: still running 15 minutes after LOAD_DURATION; something hangs")
	})
	defer watchdog.Stop()

	dataDir, webDir := t.TempDir(), t.TempDir()
	srv := startLoadServer(t, dataDir, webDir)
	defer func() { _ = srv.stop() }() // the run checks stop's error below

	lr := newLoadRun(t, srv.url)
	fmt.Printf("load: %d users for %s against %s (seed %d, %d CPUs, load average %s)\n",
		users, duration, srv.url, seed, loadCPUs(), loadAvg())

	// stop ends the load: at the end of the duration, when the server
	// stops by itself, or when every user has given up.
	stop, finished, watched := make(chan struct{}), make(chan struct{}), make(chan struct{})
	start := time.Now()
	var died error
	go func() {
		defer close(watched)
		select {
		case <-time.After(duration):
		case <-srv.exited:
			died = srv.err
		case <-finished:
		}
		close(stop)
	}()
	all := make([]*loadUser, users)
	var wg sync.WaitGroup
	for i := range all {
		all[i] = &loadUser{lr: lr, n: i, rng: rand.New(rand.NewPCG(uint64(seed), uint64(i))),
			email: fmt.Sprintf("load.user.%03d@example.com", i), sessions: map[string]*sessionRecord{}}
		wg.Go(func() { all[i].run(stop) })
	}
	wg.Wait()
	close(finished)
	<-watched
	elapsed := time.Since(start)
	fmt.Printf("load: finished after %s (load average %s)\n", elapsed.Round(time.Second), loadAvg())
	summary := lr.stats.report(os.Stdout, elapsed, readP99Target)
	if died != nil {
		hint := ""
		if strings.Contains(died.Error(), "dynalite") {
			hint = " (dynalite died: the known client-abort bug, issue 15 item 1)"
		}
		t.Fatalf("the local server stopped during the load: %v%s", died, hint)
	}

	// The ledger, first through the API while the server runs, then in the
	// server's own credit_usage table.
	led := lr.checkLedger(all)
	if err := srv.stop(); err != nil {
		t.Errorf("local server stopped with %v", err)
	}
	lr.checkUsageTable(dataDir, all, &led)
	led.report(os.Stdout)

	if summary.errors > 0 {
		t.Errorf("%d errors (transport failures, 5xx or unexpected statuses); see the table", summary.errors)
	}
	for _, s := range summary.slowReads {
		t.Errorf("read p99 over %s: %s", readP99Target, s)
	}
	if len(led.problems) > 0 {
		t.Errorf("ledger: %d problems, first: %s", len(led.problems), strings.Join(led.problems[:min(10, len(led.problems))], "; "))
	}
	if led.signedIn < users {
		t.Errorf("only %d of %d users signed up", led.signedIn, users)
	}
}

func loadEnvInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive number", name, v)
	}
	return n
}

func loadCPUs() int {
	raw, _ := os.ReadFile("/proc/cpuinfo")
	return max(1, strings.Count(string(raw), "processor\t:"))
}

func loadAvg() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(raw))[:3], " ")
}

// loadServer is the local server as `make run` starts it, on a port the
// kernel picks, with its own data folder.
type loadServer struct {
	url    string
	cancel context.CancelFunc
	exited chan struct{}
	err    error
	once   sync.Once
}

func startLoadServer(t *testing.T, dataDir, webDir string) *loadServer {
	t.Helper()
	if err := os.WriteFile(filepath.Join(webDir, "index.html"), []byte("<!doctype html><title>PitchPerfect</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &loadServer{cancel: cancel, exited: make(chan struct{})}
	vars := map[string]string{"PORT": "0", "DATA_DIR": dataDir, "WEB_DIR": webDir, "LOG_LEVEL": "ERROR"}
	ready := make(chan string, 1)
	go func() {
		defer close(s.exited)
		s.err = run(ctx, func(k string) string { return vars[k] }, io.Discard, func(u string) { ready <- u })
	}()
	select {
	case s.url = <-ready:
	case <-s.exited:
		t.Fatalf("local server did not start: %v", s.err)
	case <-time.After(2 * time.Minute):
		cancel()
		t.Fatal("local server not ready after 2 minutes")
	}
	return s
}

// stop ends the server once and returns why it ended (nil after a clean stop).
func (s *loadServer) stop() error {
	s.once.Do(func() { s.cancel(); <-s.exited })
	return s.err
}

// loadRun is what every simulated user shares.
type loadRun struct {
	base     string
	http     *http.Client
	idp      *cip.Client
	clientID string
	poolID   string
	stats    *loadStats
}

func newLoadRun(t *testing.T, base string) *loadRun {
	lr := &loadRun{base: base, stats: newLoadStats(), http: &http.Client{
		Timeout:   requestTimeout,
		Transport: &http.Transport{MaxIdleConns: 200, MaxIdleConnsPerHost: 200, IdleConnTimeout: time.Minute},
	}}
	a, ok := lr.call("GET /api/config", true, "GET", "/api/config", "", nil, 200)
	auth, _ := a.body["auth"].(map[string]any)
	endpoint, _ := auth["userPoolEndpoint"].(string)
	lr.clientID, _ = auth["userPoolClientId"].(string)
	lr.poolID, _ = auth["userPoolId"].(string)
	if !ok || endpoint == "" || lr.clientID == "" || lr.poolID == "" {
		t.Fatalf("GET /api/config: %d %s", a.status, a.raw)
	}
	cfg, err := awsconfig.LoadDefaultConfig(context.Background(), awsconfig.WithRegion(standin.Region),
		awsconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("x", "x", "")))
	if err != nil {
		t.Fatal(err)
	}
	lr.idp = cip.NewFromConfig(cfg, func(o *cip.Options) {
		o.BaseEndpoint = aws.String(endpoint)
		o.Retryer = aws.NopRetryer{} // a load test counts failures, it does not hide them
		o.HTTPClient = lr.http
	})
	return lr
}

type loadAnswer struct {
	status   int
	replayed bool // answered from an earlier request with the same Idempotency-Key
	body     map[string]any
	raw      []byte
}

// call sends one request and records it under route. expect lists the
// statuses that are outcomes; anything else, a 5xx, a transport failure, a
// 429 without Retry-After or a 409 other than the credit and trial
// refusals is an error. ok reports an expected outcome.
func (lr *loadRun) call(route string, read bool, method, path, token string, body any, expect ...int) (a loadAnswer, ok bool) {
	return lr.keyedCall(route, read, method, path, token, "", body, expect...)
}

// keyedCall is call with an Idempotency-Key (none when key is empty), as
// the web app sends on paid calls: one per user action, the same on a retry.
func (lr *loadRun) keyedCall(route string, read bool, method, path, token, key string, body any, expect ...int) (a loadAnswer, ok bool) {
	var rdr io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			panic(err)
		}
		rdr = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, lr.base+path, rdr)
	if err != nil {
		panic(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	t0 := time.Now()
	resp, err := lr.http.Do(req)
	if err == nil {
		a.raw, err = io.ReadAll(resp.Body)
		resp.Body.Close()
	}
	d := time.Since(t0)
	if err != nil {
		lr.stats.add(route, read, d, 0, err.Error())
		return a, false
	}
	a.status = resp.StatusCode
	a.replayed = resp.Header.Get("Idempotent-Replayed") == "true"
	jsonErr := json.Unmarshal(a.raw, &a.body)
	code := ""
	if e, _ := a.body["error"].(map[string]any); e != nil {
		code, _ = e["code"].(string)
	}
	var problem string
	switch {
	case a.status >= 500 || !slices.Contains(expect, a.status):
		problem = fmt.Sprintf("status %d: %s", a.status, loadClip(a.raw))
	case jsonErr != nil:
		problem = fmt.Sprintf("status %d, not JSON: %s", a.status, loadClip(a.raw))
	case a.status == 429 && resp.Header.Get("Retry-After") == "":
		problem = "429 without Retry-After: " + loadClip(a.raw)
	case a.status == 409 && code != "insufficient_credits" && code != "trial_already_used":
		problem = "409 " + code + ": " + loadClip(a.raw)
	}
	lr.stats.add(route, read, d, a.status, problem)
	return a, problem == ""
}

// sdk records one Cognito call made through the local server's /cognito proxy.
func (lr *loadRun) sdk(route string, f func(ctx context.Context) error) bool {
	ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
	defer cancel()
	t0 := time.Now()
	err := f(ctx)
	status, problem := 200, ""
	if err != nil {
		status, problem = 0, err.Error()
	}
	lr.stats.add(route, false, time.Since(t0), status, problem)
	return err == nil
}

func loadClip(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// sessionRecord is what a user was told about one of its sessions.
type sessionRecord struct {
	kind  string // pitch_analysis, objection_handling, roleplay
	turns int    // role-play replies added to the transcript
}

// loadUser is one simulated salesperson. Its calls are sequential, so it
// knows at every step what its balance must be.
type loadUser struct {
	lr    *loadRun
	n     int
	rng   *rand.Rand
	email string
	token string
	id    string

	granted, spent, charges int // credits the user was given and saw spent
	actions                 int // paid calls sent, for their Idempotency-Keys
	trialAt                 int // the visit that starts the trial; -1: never
	trialDone               bool
	sessions                map[string]*sessionRecord
	problems                []string // ledger problems seen during the load
	unsaved                 int      // paid results reported "saved": false
	uncertain               bool     // a paid call failed without an answer: the ledger cannot be checked exactly
}

func (u *loadUser) remaining() int { return u.granted - u.spent }

func (u *loadUser) problem(format string, args ...any) {
	u.problems = append(u.problems, fmt.Sprintf("user %d: ", u.n)+fmt.Sprintf(format, args...))
}

// checkBalance compares a balance the server reported with the client's ledger.
func (u *loadUser) checkBalance(where string, got any) {
	if u.uncertain {
		return
	}
	if n, ok := got.(float64); !ok || int(n) != u.remaining() {
		u.problem("%s: credits_remaining %v, ledger says %d (granted %d, spent %d)", where, got, u.remaining(), u.granted, u.spent)
	}
}

// think waits 0–200 ms like a person reading; false once the load is over.
func (u *loadUser) think(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return false
	default:
	}
	return u.wait(stop, time.Duration(u.rng.Int64N(int64(maxThink)+1)))
}

// wait waits d; false once the load is over.
func (u *loadUser) wait(stop <-chan struct{}, d time.Duration) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-stop:
		return false
	case <-timer.C:
		return true
	}
}

func (u *loadUser) run(stop <-chan struct{}) {
	// Nine in ten users start the trial, at their first to fourth visit.
	u.trialAt = -1
	if u.rng.IntN(10) > 0 {
		u.trialAt = u.rng.IntN(4)
	}
	if !u.think(stop) || !u.signUp(stop) {
		return
	}
	// The app reads the profile right after sign-in: it is created then,
	// with one credit.
	a, ok := u.lr.call("GET /api/profile", true, "GET", "/api/profile", u.token, nil, 200)
	if !ok {
		return
	}
	u.granted, u.id = 1, fmt.Sprint(a.body["id"])
	u.checkBalance("first GET /api/profile", a.body["credits_remaining"])
	for visit := 0; u.visit(visit, stop); visit++ {
	}
}

// signUp signs up through the Cognito API behind /cognito, confirms with the
// code from the dev mailbox and signs in, as a new user does in the app.
func (u *loadUser) signUp(stop <-chan struct{}) bool {
	lr := u.lr
	if !lr.sdk("cognito SignUp", func(ctx context.Context) error {
		_, err := lr.idp.SignUp(ctx, &cip.SignUpInput{ClientId: &lr.clientID, Username: &u.email, Password: aws.String(loadPassword),
			UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &u.email}}})
		return err
	}) {
		return false
	}
	// The code arrives through cognito-local's console: poll the mailbox
	// (bounded) as a person refreshes their inbox.
	var code string
	for deadline := time.Now().Add(codeWait); code == "" && time.Now().Before(deadline); {
		a, ok := lr.call("GET /api/dev/mailbox", false, "GET", "/api/dev/mailbox?to="+url.QueryEscape(u.email), "", nil, 200)
		if !ok {
			return false
		}
		if msgs, _ := a.body["messages"].([]any); len(msgs) > 0 {
			code, _ = msgs[0].(map[string]any)["code"].(string)
		} else if !u.wait(stop, 100*time.Millisecond) {
			return false
		}
	}
	if code == "" {
		// An error of the sign-up journey; the user is confirmed by an
		// administrator instead, so the load still has all its users.
		lr.stats.add("confirmation code in the mailbox", false, codeWait, 0, fmt.Sprintf("no code for %s after %s", u.email, codeWait))
		return lr.sdk("cognito AdminConfirmSignUp (no code)", func(ctx context.Context) error {
			_, err := lr.idp.AdminConfirmSignUp(ctx, &cip.AdminConfirmSignUpInput{UserPoolId: &lr.poolID, Username: &u.email})
			return err
		}) && u.signIn()
	}
	if !lr.sdk("cognito ConfirmSignUp", func(ctx context.Context) error {
		_, err := lr.idp.ConfirmSignUp(ctx, &cip.ConfirmSignUpInput{ClientId: &lr.clientID, Username: &u.email, ConfirmationCode: &code})
		return err
	}) {
		return false
	}
	return u.signIn()
}

func (u *loadUser) signIn() bool {
	lr := u.lr
	return lr.sdk("cognito InitiateAuth", func(ctx context.Context) error {
		out, err := lr.idp.InitiateAuth(ctx, &cip.InitiateAuthInput{ClientId: &lr.clientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
			AuthParameters: map[string]string{"USERNAME": u.email, "PASSWORD": loadPassword}})
		if err != nil {
			return err
		}
		if out.AuthenticationResult == nil || aws.ToString(out.AuthenticationResult.IdToken) == "" {
			return errors.New("no tokens")
		}
		u.token = aws.ToString(out.AuthenticationResult.IdToken)
		return nil
	})
}

// visit is one session in the app: open it (config, profile), look at the
// dashboard (sessions, stats), maybe start the trial, then do one thing:
// analyse a pitch, role-play, or answer the demo (signed in or not). It
// returns false when the load is over or the user cannot go on.
func (u *loadUser) visit(n int, stop <-chan struct{}) bool {
	lr := u.lr
	if !u.think(stop) {
		return false
	}
	lr.call("GET /api/config", true, "GET", "/api/config", "", nil, 200)
	if !u.think(stop) {
		return false
	}
	if a, ok := lr.call("GET /api/profile", true, "GET", "/api/profile", u.token, nil, 200); ok {
		u.checkBalance("GET /api/profile", a.body["credits_remaining"])
	}
	if !u.think(stop) {
		return false
	}
	lr.call("GET /api/practice-sessions", true, "GET", "/api/practice-sessions?limit=20", u.token, nil, 200)
	if !u.think(stop) {
		return false
	}
	lr.call("GET /api/stats", true, "GET", "/api/stats?tz=Europe/Berlin", u.token, nil, 200)

	if !u.trialDone && u.trialAt >= 0 && n >= u.trialAt {
		if !u.think(stop) {
			return false
		}
		a, ok := lr.call("POST /api/profile/trial", false, "POST", "/api/profile/trial", u.token, nil, 200)
		u.trialDone = true // once, whatever the answer
		if ok {
			u.granted += 10
			u.checkBalance("POST /api/profile/trial", a.body["credits_remaining"])
		} else if a.status == 0 {
			u.uncertain = true
		}
	}

	switch r := u.rng.IntN(100); {
	case r < 35:
		return u.pitch(stop)
	case r < 65:
		return u.roleplay(stop)
	case r < 85:
		return u.demo(stop, true)
	default:
		return u.demo(stop, false)
	}
}

// wantsToPay asks check_user_credits before a paid action, as the app does;
// a user without enough credits mostly goes back to browsing, but sometimes
// tries anyway (and must get the 409).
func (u *loadUser) wantsToPay(cost int, stop <-chan struct{}) (bool, bool) {
	if !u.think(stop) {
		return false, false
	}
	a, ok := u.lr.call("POST /api/rpc/check_user_credits", false, "POST", "/api/rpc/check_user_credits", u.token, map[string]any{"p_user_id": u.id}, 200)
	if !ok {
		return true, false
	}
	u.checkBalance("check_user_credits", a.body["credits_remaining"])
	if has, _ := a.body["has_credits"].(bool); has != (u.remaining() >= 1) && !u.uncertain {
		u.problem("check_user_credits: has_credits %v with %d credits", has, u.remaining())
	}
	return true, u.remaining() >= cost || u.rng.IntN(5) == 0
}

// paid applies the answer of a charged call to the ledger.
func (u *loadUser) paid(route string, a loadAnswer, ok bool, cost int, charged bool) {
	switch {
	case ok && a.status == 200 && charged:
		u.spent += cost
		u.charges++
		u.checkBalance(route, a.body["credits_remaining"])
	case ok && a.status == 409 && !u.uncertain && u.remaining() >= cost:
		u.problem("%s: 409 insufficient credits with %d credits for a cost of %d", route, u.remaining(), cost)
	case !ok && (a.status == 0 || a.status >= 500):
		u.uncertain = true // charged or not: the client cannot know
	}
}

// paidCall sends a paid call with an Idempotency-Key of its own. After a
// delivered answer the client retries one time in ten, as if the answer had
// been lost: the retry must get the first answer replayed, byte for byte,
// and pay nothing (the next balance check would see a second charge).
func (u *loadUser) paidCall(route, path string, body any, expect ...int) (loadAnswer, bool) {
	u.actions++
	key := fmt.Sprintf("load-%d-%d", u.n, u.actions)
	a, ok := u.lr.keyedCall(route, false, "POST", path, u.token, key, body, expect...)
	if !ok || a.status != 200 || u.rng.IntN(10) != 0 {
		return a, ok
	}
	r, rok := u.lr.keyedCall(route+" (retry)", false, "POST", path, u.token, key, body, 200)
	switch {
	case rok && (!r.replayed || !bytes.Equal(r.raw, a.raw)):
		u.problem("%s: a retry with the same Idempotency-Key is not the first answer replayed (replayed %v): %s", route, r.replayed, loadClip(r.raw))
	case !rok && (r.status == 0 || r.status >= 500):
		u.uncertain = true // the retry may have been charged
	}
	return a, ok
}

// saved records a session a call returned; a result the server could not
// save is a lost session.
func (u *loadUser) saved(route string, a loadAnswer, kind string) {
	id, _ := a.body["session_id"].(string)
	if a.body["saved"] != true || id == "" {
		u.unsaved++
		u.problem("%s: session not saved: %s", route, loadClip(a.raw))
		return
	}
	u.sessions[id] = &sessionRecord{kind: kind}
}

func (u *loadUser) pitch(stop <-chan struct{}) bool {
	cont, try := u.wantsToPay(1, stop)
	if !try || !u.think(stop) {
		return cont
	}
	body := map[string]any{"transcript": pitchText(u.rng), "practiceMode": "text",
		"scenario": map[string]any{"difficulty": loadPick(u.rng, difficulties), "objection": loadPick(u.rng, objections), "industry": loadPick(u.rng, industries)}}
	if u.rng.IntN(4) == 0 {
		body["practiceMode"], body["durationSeconds"] = "voice", 20+u.rng.IntN(100)
	}
	const route = "POST /api/functions/pitch-analysis"
	a, ok := u.paidCall(route, "/api/functions/pitch-analysis", body, 200, 409, 429)
	u.paid(route, a, ok, 1, true)
	if ok && a.status == 200 {
		u.saved(route, a, "pitch_analysis")
	}
	return true
}

func (u *loadUser) roleplay(stop <-chan struct{}) bool {
	mode, cost := "text", 1
	if u.rng.IntN(5) == 0 {
		mode, cost = "hybrid", 2
	}
	cont, try := u.wantsToPay(cost, stop)
	if !try || !u.think(stop) {
		return cont
	}
	objection := loadPick(u.rng, objections)
	setup := map[string]any{
		"scenario":   map[string]any{"title": objection + " objection", "difficulty": loadPick(u.rng, difficulties), "objection": objection, "industry": loadPick(u.rng, industries)},
		"voiceStyle": loadPick(u.rng, personas), "mode": mode,
	}
	a, ok := u.lr.call("POST /api/roleplay/start", false, "POST", "/api/roleplay/start", u.token, setup, 200, 429)
	sid, _ := a.body["session_id"].(string)
	if !ok || a.status != 200 {
		return true
	}
	if sid == "" {
		u.problem("roleplay/start: no session_id: %s", loadClip(a.raw))
		return true
	}
	rec := &sessionRecord{kind: "roleplay"}
	u.sessions[sid] = rec
	const route = "POST /api/functions/roleplay-ai-response"
	for turns := 2 + u.rng.IntN(3); turns > 0; turns-- {
		if !u.think(stop) {
			return false
		}
		a, ok := u.paidCall(route, "/api/functions/roleplay-ai-response",
			map[string]any{"sessionId": sid, "userInput": loadPick(u.rng, repLines)}, 200, 409, 429)
		if !ok || a.status != 200 {
			u.paid(route, a, ok, cost, false)
			return true
		}
		if got, _ := a.body["session_id"].(string); got != sid {
			u.problem("%s: session_id %q, sent %q", route, got, sid)
		}
		blocked, _ := a.body["blocked"].(bool)
		fallback, _ := a.body["fallback"].(bool)
		if !(blocked && a.body["feedback"] == nil) { // a blocked message is not kept
			rec.turns++
		}
		u.paid(route, a, ok, cost, !blocked && !fallback)
	}
	return true
}

func (u *loadUser) demo(stop <-chan struct{}, signedIn bool) bool {
	inputType := "text"
	if u.rng.IntN(5) == 0 {
		inputType = "voice"
	}
	body := map[string]any{"response": loadPick(u.rng, demoAnswers), "inputType": inputType}
	if !u.think(stop) {
		return false
	}
	if !signedIn {
		u.lr.call("POST /api/functions/demo-feedback (anonymous)", false, "POST", "/api/functions/demo-feedback", "", body, 200, 429)
		return true
	}
	// The demo is free signed in too; the answer is saved.
	const route = "POST /api/functions/demo-feedback (signed in)"
	a, ok := u.paidCall(route, "/api/functions/demo-feedback", body, 200, 429)
	if ok && a.status == 200 {
		if a.body["credits_remaining"] != nil {
			u.problem("%s: the free demo answered a balance: %s", route, loadClip(a.raw))
		}
		u.saved(route, a, "objection_handling")
	}
	return true
}

// ledger is the end-of-run check over every user.
type ledger struct {
	signedIn, uncertain                         int
	granted, spent, remaining, serverSpent      int
	charges, usageRows                          int
	sessionsExpected, sessionsFound, turnsFound int
	turnsExpected                               int
	problems                                    []string
}

func (l *ledger) report(w io.Writer) {
	fmt.Fprintf(w, "ledger: %d users signed in; credits granted %d = spent %d + remaining %d (%s); server credit_usage: %d rows, %d credits (client saw %d charges)\n",
		l.signedIn, l.granted, l.spent, l.remaining, loadOK(l.granted == l.spent+l.remaining), l.usageRows, l.serverSpent, l.charges)
	fmt.Fprintf(w, "ledger: sessions returned %d, listed %d; role-play turns given %d, in transcripts %d; %d users with an unanswered paid call; %d problems\n",
		l.sessionsExpected, l.sessionsFound, l.turnsExpected, l.turnsFound, l.uncertain, len(l.problems))
	for _, p := range l.problems[:min(20, len(l.problems))] {
		fmt.Fprintln(w, "  ledger problem:", p)
	}
}

func loadOK(ok bool) string {
	if ok {
		return "ok"
	}
	return "MISMATCH"
}

// checkLedger reads every user's profile and all its sessions (paginated)
// and compares them with what the user was told during the load.
func (lr *loadRun) checkLedger(all []*loadUser) ledger {
	var l ledger
	for _, u := range all {
		l.problems = append(l.problems, u.problems...)
		if u.id == "" {
			continue
		}
		l.signedIn++
		if u.uncertain {
			l.uncertain++
			l.problems = append(l.problems, fmt.Sprintf("user %d: a paid call got no answer; its ledger cannot be checked", u.n))
		}
		a, ok := lr.call("verify GET /api/profile", false, "GET", "/api/profile", u.token, nil, 200)
		if !ok {
			l.problems = append(l.problems, fmt.Sprintf("user %d: final profile: %d %s", u.n, a.status, loadClip(a.raw)))
			continue
		}
		rem, _ := a.body["credits_remaining"].(float64)
		l.granted += u.granted
		l.spent += u.spent
		l.remaining += int(rem)
		l.charges += u.charges
		if !u.uncertain && int(rem) != u.remaining() {
			l.problems = append(l.problems, fmt.Sprintf("user %d: granted %d = spent %d + remaining %d does not hold", u.n, u.granted, u.spent, int(rem)))
		}
		if trial, _ := a.body["trial_used"].(bool); trial != (u.granted > 1) && !u.uncertain {
			l.problems = append(l.problems, fmt.Sprintf("user %d: trial_used %v, trial granted %v", u.n, trial, u.granted > 1))
		}

		listed := map[string]int{} // session id -> role-play turns in its transcript
		cursor := ""
		for page := 0; page < 1000; page++ {
			path := "/api/practice-sessions?limit=100"
			if cursor != "" {
				path += "&cursor=" + url.QueryEscape(cursor)
			}
			a, ok := lr.call("verify GET /api/practice-sessions", false, "GET", path, u.token, nil, 200)
			if !ok {
				l.problems = append(l.problems, fmt.Sprintf("user %d: listing sessions: %d %s", u.n, a.status, loadClip(a.raw)))
				break
			}
			list, _ := a.body["sessions"].([]any)
			for _, s := range list {
				m, _ := s.(map[string]any)
				id, _ := m["id"].(string)
				transcript, _ := m["transcript"].([]any)
				listed[id] = (len(transcript) - 2) / 2 // a role-play opens with two buyer lines
			}
			cursor, _ = a.body["next_cursor"].(string)
			if cursor == "" {
				break
			}
		}
		l.sessionsExpected += len(u.sessions)
		for _, id := range loadSortedKeys(u.sessions) {
			rec := u.sessions[id]
			turns, found := listed[id]
			if !found {
				l.problems = append(l.problems, fmt.Sprintf("user %d: %s session %s lost: not in GET /api/practice-sessions", u.n, rec.kind, id))
				continue
			}
			l.sessionsFound++
			if rec.kind == "roleplay" {
				l.turnsExpected += rec.turns
				l.turnsFound += turns
				if turns != rec.turns {
					l.problems = append(l.problems, fmt.Sprintf("user %d: role-play %s holds %d turns, %d were answered", u.n, id, turns, rec.turns))
				}
			}
		}
		l.sessionsExpected += u.unsaved // results without a saved session count as lost
	}
	return l
}

// checkUsageTable opens the stopped server's DynamoDB data with a fresh
// dynalite and sums every user's rows in credit_usage: the server's own
// record of what it charged must be what the clients saw charged.
func (lr *loadRun) checkUsageTable(dataDir string, all []*loadUser, l *ledger) {
	fail := func(format string, args ...any) { l.problems = append(l.problems, fmt.Sprintf(format, args...)) }
	bin, err := standin.BinDir()
	if err != nil {
		fail("credit_usage: %v", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dyn, err := standin.Dynalite(ctx, bin, filepath.Join(dataDir, "dynamo"), io.Discard)
	if err != nil {
		fail("credit_usage: start dynalite on the run's data: %v", err)
		return
	}
	defer dyn.Stop()
	cfg, err := awsconfig.LoadDefaultConfig(ctx, awsconfig.WithRegion(standin.Region),
		awsconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("local", "local", "")))
	if err != nil {
		fail("credit_usage: %v", err)
		return
	}
	db := dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(dyn.Endpoint) })
	for _, u := range all {
		if u.id == "" {
			continue
		}
		rows, credits := 0, 0
		pages := dynamodb.NewQueryPaginator(db, &dynamodb.QueryInput{
			TableName:                 aws.String(tables.CreditUsage.Logical),
			KeyConditionExpression:    aws.String("#u = :u"),
			ExpressionAttributeNames:  map[string]string{"#u": tables.CreditUsage.Hash.Name},
			ExpressionAttributeValues: map[string]ddbtypes.AttributeValue{":u": &ddbtypes.AttributeValueMemberS{Value: u.id}},
		})
		for pages.HasMorePages() {
			out, err := pages.NextPage(ctx)
			if err != nil {
				fail("credit_usage of user %d: %v", u.n, err)
				return
			}
			for _, item := range out.Items {
				n, _ := item["amount"].(*ddbtypes.AttributeValueMemberN)
				if n == nil {
					fail("credit_usage of user %d: a row without amount", u.n)
					continue
				}
				amount, _ := strconv.Atoi(n.Value)
				rows++
				credits += amount
			}
		}
		l.usageRows += rows
		l.serverSpent += credits
		if !u.uncertain && (rows != u.charges || credits != u.spent) {
			fail("user %d: credit_usage holds %d rows for %d credits; the client saw %d charges for %d credits", u.n, rows, credits, u.charges, u.spent)
		}
	}
}

func loadPick(rng *rand.Rand, list []string) string { return list[rng.IntN(len(list))] }

var (
	difficulties = []string{"Beginner", "Intermediate", "Advanced", "Expert"}
	objections   = []string{"Price", "Trust", "Timing", "Authority", "Need", "Competition"}
	industries   = []string{"Technology", "Finance", "Healthcare", "Retail", "Manufacturing", "General"}
	personas     = []string{"friendly", "assertive", "skeptical", "rushed"}

	pitchOpeners = []string{
		"Hi Dana, thanks for taking the call.",
		"Good morning, I'm Sam from Brightline.",
		"Thanks for making time today, I know your quarter is busy.",
		"Hello, I'll keep this short because I know you're between meetings.",
		"Hi, we spoke at the logistics conference last month.",
	}
	pitchValues = []string{
		"Teams like yours cut onboarding time by %d%% in the first quarter.",
		"Your reps get back about %d hours a week they now spend on data entry.",
		"Our customers in your industry see a %d%% lift in win rates within six months.",
		"You told me churn costs you around %d thousand dollars a month; we bring that down.",
		"The average payback for a team of your size is %d weeks.",
	}
	pitchQuestions = []string{
		"How are you handling pipeline reviews today?",
		"What does a lost deal cost your team right now?",
		"Who else would weigh in on a change like this?",
		"What would have to be true for this to be a priority this quarter?",
		"How do you measure ramp time for new hires?",
	}
	pitchCloses = []string{
		"Could we set up a two-week pilot with five of your reps starting Monday?",
		"Would Thursday at ten work for a thirty-minute walkthrough with your ops lead?",
		"If the pilot hits those numbers, are you comfortable moving forward in March?",
		"Can I send you a one-page summary and book fifteen minutes next week?",
	}
	repLines = []string{
		"I hear you, budget matters. What are you paying today for the tools this would replace?",
		"That's fair. Teams your size get back about six hours per rep each week, so it pays for itself in the first month.",
		"Could we run a two-week pilot with five reps starting Monday, and review the numbers together?",
		"What would you need to see to feel confident about switching this quarter?",
		"Who else should be part of this conversation before we decide?",
		"Our platform is the best solution on the market.",
		"I understand the timing is tight. What happens if nothing changes for another six months?",
		"Many of our customers felt the same way until they saw the onboarding numbers.",
	}
	demoAnswers = []string{
		"I understand, price matters. Can I ask what you're comparing us to? Most teams recover the cost in six weeks through time saved.",
		"That's a fair concern. What budget did you set aside for this? Let's see if a smaller pilot fits it first.",
		"Totally hear you. If we could show a 20% drop in ramp time, would the price still be the main blocker?",
		"We are the best product, so the price is worth it.",
		"Compared with the cost of one lost deal a month, this pays for itself. Could we look at your numbers together on Thursday?",
	}
)

// pitchText builds a varied, realistic pitch of two to six sentences.
func pitchText(rng *rand.Rand) string {
	parts := []string{loadPick(rng, pitchOpeners)}
	for range 1 + rng.IntN(3) {
		parts = append(parts, fmt.Sprintf(loadPick(rng, pitchValues), 5+rng.IntN(40)))
	}
	if rng.IntN(3) > 0 {
		parts = append(parts, loadPick(rng, pitchQuestions))
	}
	if rng.IntN(4) > 0 {
		parts = append(parts, loadPick(rng, pitchCloses))
	}
	return strings.Join(parts, " ")
}
