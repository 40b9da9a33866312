package main

// The security suite (make security-test): every TestSecurity* test runs
// against ONE local stack, started by the first test that needs it exactly as
// `make run` starts it (run(), dynalite and cognito-local as children, the
// Cognito API proxied at /cognito), and stopped by TestMain. Users sign up
// through the proxied Cognito API; the suite reads the stand-ins' state only
// to check what the API must have done (credits spent, events stored).

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/standin"
)

func TestMain(m *testing.M) {
	code := m.Run()
	secStop(code == 0)
	os.Exit(code)
}

// secStack is the running local product the suite attacks.
type secStack struct {
	URL     string
	DataDir string
	WebDir  string
	// Secret is a file beside the web app's folder: no static path may
	// reach it.
	Secret, SecretMarker string
	PoolID, ClientID     string
	IDP                  *cip.Client
	Logs                 *logTap
	// Env is the stack's stand-ins (run's standinsStarted hook), for the
	// fault tests and for reading what the API stored.
	Env *standin.Env

	http    *http.Client
	fromMu  sync.Mutex
	from    map[string]*http.Client // clients bound to other loopback addresses
	cancel  context.CancelFunc
	stopped chan struct{} // closed when run returns
	runErr  error
	seq     atomic.Int64
}

var sec struct {
	once sync.Once
	s    *secStack
	err  error
}

// stack returns the shared local stack, starting it on first use, and fails
// the test at once when the stack has stopped (a crash earlier in the run).
func stack(t testing.TB) *secStack {
	t.Helper()
	sec.once.Do(func() { sec.s, sec.err = startSecStack() })
	if sec.err != nil {
		t.Fatalf("local stack did not start: %v", sec.err)
	}
	select {
	case <-sec.s.stopped:
		t.Fatalf("the local stack stopped during the run (%v); logs:\n%s", sec.s.runErr, sec.s.Logs.Tail(40))
	default:
	}
	return sec.s
}

// secStop stops the stack if a test started it, and removes its folder
// unless a test failed (its data, mailbox and logs help then).
func secStop(passed bool) {
	if sec.s == nil {
		return
	}
	sec.s.cancel()
	select {
	case <-sec.s.stopped:
	case <-time.After(15 * time.Second):
		fmt.Fprintln(os.Stderr, "security suite: the local stack did not stop within 15 s")
	}
	root := filepath.Dir(sec.s.DataDir)
	if !passed {
		_ = os.WriteFile(filepath.Join(root, "server.log"), []byte(sec.s.Logs.Text()), 0o644)
		fmt.Fprintln(os.Stderr, "security suite: the stack's data and logs are kept in", root)
		return
	}
	_ = os.RemoveAll(root)
}

func startSecStack() (*secStack, error) {
	root, err := os.MkdirTemp("", "pitchperfect-security-")
	if err != nil {
		return nil, err
	}
	s := &secStack{
		DataDir: filepath.Join(root, "data"), WebDir: filepath.Join(root, "web"),
		Secret: filepath.Join(root, "secret.txt"), SecretMarker: "SECRET-" + strconv.FormatInt(time.Now().UnixNano(), 36),
		Logs:    &logTap{},
		stopped: make(chan struct{}),
		http: &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
			MaxIdleConns: 256, MaxIdleConnsPerHost: 256, IdleConnTimeout: 30 * time.Second,
		}},
	}
	if err := os.MkdirAll(filepath.Join(s.WebDir, "assets"), 0o755); err != nil {
		return nil, err
	}
	for name, body := range map[string]string{
		"index.html":    "<!doctype html><title>PitchPerfect</title><div id=root></div>",
		"assets/app.js": "console.log('app')",
	} {
		if err := os.WriteFile(filepath.Join(s.WebDir, name), []byte(body), 0o644); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(s.Secret, []byte(s.SecretMarker), 0o644); err != nil {
		return nil, err
	}

	// The server's logger writes to os.Stdout (platform.NewLogger takes it
	// when the server is built): point os.Stdout at a pipe while run builds
	// it, so the suite reads the server's own log lines, then put it back.
	pr, pw, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	go func() { _, _ = io.Copy(s.Logs, pr) }()
	origStdout := os.Stdout
	os.Stdout = pw
	defer func() { os.Stdout = origStdout }()

	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	envs := make(chan *standin.Env, 1)
	prevHook := standinsStarted
	standinsStarted = func(e *standin.Env) { envs <- e }
	defer func() { standinsStarted = prevHook }()
	ready := make(chan string, 1)
	// A second's user check, so item 13's test sees a deletion take effect.
	vars := map[string]string{"PORT": "0", "DATA_DIR": s.DataDir, "WEB_DIR": s.WebDir, "USER_CHECK_TTL_MS": "1000"}
	go func() {
		s.runErr = run(ctx, func(k string) string { return vars[k] }, s.Logs, func(u string) { ready <- u })
		close(s.stopped)
	}()
	select {
	case s.URL = <-ready:
		s.Env = <-envs
	case <-s.stopped:
		cancel()
		return nil, fmt.Errorf("run: %v", s.runErr)
	case <-time.After(90 * time.Second):
		cancel()
		return nil, errors.New("not ready after 90 s")
	}

	var cfg struct {
		Auth struct {
			UserPoolID       string `json:"userPoolId"`
			UserPoolClientID string `json:"userPoolClientId"`
			UserPoolEndpoint string `json:"userPoolEndpoint"`
		} `json:"auth"`
	}
	r, err := s.send(call{Method: "GET", Path: "/api/config"})
	if err != nil || r.Status != 200 || json.Unmarshal(r.Raw, &cfg) != nil {
		cancel()
		return nil, fmt.Errorf("GET /api/config: %v %d %s", err, r.Status, r.Raw)
	}
	s.PoolID, s.ClientID = cfg.Auth.UserPoolID, cfg.Auth.UserPoolClientID
	s.IDP = cip.New(cip.Options{
		Region: "us-east-1", BaseEndpoint: aws.String(cfg.Auth.UserPoolEndpoint),
		Credentials: credentials.NewStaticCredentialsProvider("x", "x", ""),
	})
	return s, nil
}

// logTap keeps everything the server logs.
type logTap struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logTap) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// Text returns the whole log so far.
func (l *logTap) Text() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// Tail returns the last n lines.
func (l *logTap) Tail(n int) string {
	lines := strings.Split(strings.TrimRight(l.Text(), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// JSONLines returns the log lines that are JSON objects.
func (l *logTap) JSONLines() []map[string]any {
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(l.Text()))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var m map[string]any
		if json.Unmarshal(sc.Bytes(), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// call is one request. Body is sent as is when it is a string or []byte,
// else as JSON; Header entries are set after the defaults (an empty value
// removes a default header).
type call struct {
	Method, Path, Token string
	Body                any
	Header              map[string]string
	// From is the loopback address to send from (127.0.0.2 …): another
	// visitor as far as the server's per-address limits go. Empty: 127.0.0.1.
	From string
}

// resp is a response read in full.
type resp struct {
	Status int
	Header http.Header
	Raw    []byte
	Body   map[string]any
	Took   time.Duration
}

func (r resp) String() string {
	raw := r.Raw
	if len(raw) > 400 {
		raw = append(raw[:400:400], "…"...)
	}
	return fmt.Sprintf("%d %s", r.Status, raw)
}

// send makes c; it never fails the test, so goroutines may use it.
func (s *secStack) send(c call) (resp, error) {
	var rdr io.Reader
	switch b := c.Body.(type) {
	case nil:
	case []byte:
		rdr = bytes.NewReader(b)
	case string:
		rdr = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			return resp{}, err
		}
		rdr = bytes.NewReader(j)
	}
	req, err := http.NewRequest(c.Method, s.URL+c.Path, rdr)
	if err != nil {
		return resp{}, err
	}
	if rdr != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	for k, v := range c.Header {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	start := time.Now()
	res, err := s.client(c.From).Do(req)
	if err != nil {
		return resp{}, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	r := resp{Status: res.StatusCode, Header: res.Header, Raw: raw, Took: time.Since(start)}
	_ = json.Unmarshal(raw, &r.Body)
	return r, err
}

// client returns the HTTP client that sends from the loopback address ip.
func (s *secStack) client(ip string) *http.Client {
	if ip == "" {
		return s.http
	}
	s.fromMu.Lock()
	defer s.fromMu.Unlock()
	if c, ok := s.from[ip]; ok {
		return c
	}
	d := &net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	c := &http.Client{Timeout: s.http.Timeout, Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 16}}
	if s.from == nil {
		s.from = map[string]*http.Client{}
	}
	s.from[ip] = c
	return c
}

// do makes c and fails the test when the request cannot be made.
func (s *secStack) do(t testing.TB, c call) resp {
	t.Helper()
	r, err := s.send(c)
	if err != nil {
		t.Fatalf("%s %s: %v", c.Method, c.Path, err)
	}
	return r
}

func (s *secStack) get(t testing.TB, path, token string) resp {
	t.Helper()
	return s.do(t, call{Method: "GET", Path: path, Token: token})
}

func (s *secStack) post(t testing.TB, path, token string, body any) resp {
	t.Helper()
	return s.do(t, call{Method: "POST", Path: path, Token: token, Body: body})
}

// burst sends the n calls made by mk(i) at once and returns the responses
// in order; a request that could not be made is a test error.
func (s *secStack) burst(t testing.TB, n int, mk func(i int) call) []resp {
	t.Helper()
	return s.burstAtMost(t, n, n, mk)
}

// burstAtMost is burst with at most inflight requests under way at a time.
func (s *secStack) burstAtMost(t testing.TB, n, inflight int, mk func(i int) call) []resp {
	t.Helper()
	out := make([]resp, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	slots := make(chan struct{}, inflight)
	for i := range n {
		wg.Go(func() {
			<-start
			slots <- struct{}{}
			defer func() { <-slots }()
			out[i], errs[i] = s.send(mk(i))
		})
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("request %d of the burst: %v", i, err)
		}
	}
	return out
}

// apiError checks that r is the API's JSON error shape
// ({"error":{"code","message"}} with a JSON content type) and returns the code.
func apiError(t testing.TB, what string, r resp) string {
	t.Helper()
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s: status %d with Content-Type %q, want JSON: %.200s", what, r.Status, ct, r.Raw)
		return ""
	}
	e, ok := r.Body["error"].(map[string]any)
	code, _ := e["code"].(string)
	msg, _ := e["message"].(string)
	if !ok || code == "" || msg == "" {
		t.Errorf("%s: status %d: body is not {error:{code,message}}: %.300s", what, r.Status, r.Raw)
	}
	return code
}

// user is a signed-up, confirmed and signed-in user.
type user struct {
	Email, Password string
	ID              string // id token
	Access, Refresh string
	Sub             string
}

// newUser signs a user up through the proxied Cognito API, confirms it
// (AdminConfirmSignUp; TestSecurityLogsKeepDenialsWithoutPII walks the
// mailbox flow) and signs it in.
func (s *secStack) newUser(t testing.TB) user {
	t.Helper()
	u, err := s.signUp(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// newUsers signs up n users at once.
func (s *secStack) newUsers(t testing.TB, n int) []user {
	t.Helper()
	us := make([]user, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { us[i], errs[i] = s.signUp(context.Background()) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	return us
}

func (s *secStack) signUp(ctx context.Context) (user, error) {
	u := user{
		Email:    fmt.Sprintf("sec%d.%d@example.com", s.seq.Add(1), time.Now().UnixNano()%1e9),
		Password: "Secret123",
	}
	if _, err := s.IDP.SignUp(ctx, &cip.SignUpInput{ClientId: &s.ClientID, Username: &u.Email, Password: &u.Password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &u.Email}}}); err != nil {
		return u, fmt.Errorf("sign up %s: %w", u.Email, err)
	}
	if _, err := s.IDP.AdminConfirmSignUp(ctx, &cip.AdminConfirmSignUpInput{UserPoolId: &s.PoolID, Username: &u.Email}); err != nil {
		return u, fmt.Errorf("confirm %s: %w", u.Email, err)
	}
	return u, s.signIn(ctx, &u)
}

func (s *secStack) signIn(ctx context.Context, u *user) error {
	out, err := s.IDP.InitiateAuth(ctx, &cip.InitiateAuthInput{ClientId: &s.ClientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
		AuthParameters: map[string]string{"USERNAME": u.Email, "PASSWORD": u.Password}})
	if err != nil {
		return fmt.Errorf("sign in %s: %w", u.Email, err)
	}
	if out.AuthenticationResult == nil {
		return fmt.Errorf("sign in %s: a challenge instead of tokens", u.Email)
	}
	a := out.AuthenticationResult
	u.ID, u.Access, u.Refresh = aws.ToString(a.IdToken), aws.ToString(a.AccessToken), aws.ToString(a.RefreshToken)
	claims, err := jwtClaims(u.ID)
	if err != nil {
		return err
	}
	u.Sub, _ = claims["sub"].(string)
	if u.Sub == "" {
		return errors.New("id token without sub")
	}
	return nil
}

// jwtClaims decodes a token's payload without checking it.
func jwtClaims(tok string) (map[string]any, error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		return nil, errors.New("not a JWT")
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, err
	}
	var c map[string]any
	return c, json.Unmarshal(raw, &c)
}

// credits reads the caller's balance through the API.
func (s *secStack) credits(t testing.TB, u user) int {
	t.Helper()
	r := s.get(t, "/api/profile", u.ID)
	n, ok := r.Body["credits_remaining"].(float64)
	if r.Status != 200 || !ok {
		t.Fatalf("profile of %s: %s", u.Email, r)
	}
	return int(n)
}

// trial starts the caller's trial: 1 + 10 credits.
func (s *secStack) trial(t testing.TB, u user) {
	t.Helper()
	if r := s.post(t, "/api/profile/trial", u.ID, nil); r.Status != 200 || r.Body["credits_remaining"] != 11.0 {
		t.Fatalf("trial of %s: %s", u.Email, r)
	}
}

// Valid bodies of the paid and checked routes.
var (
	validPitch = map[string]any{
		"transcript":   "Hi Dana, you told me onboarding takes your team three weeks. Our platform cuts that to four days, which saved Acme 120 hours last quarter. Could we book 20 minutes on Thursday to map it to your process?",
		"practiceMode": "text", "durationSeconds": 40,
		"scenario": map[string]any{"difficulty": "beginner", "objection": "price", "industry": "technology"},
	}
	validDemo     = map[string]any{"response": "I hear you on price. What budget did you set aside? Our customers recover the cost in two months through saved hours.", "inputType": "text"}
	validScenario = map[string]any{"title": "Renewal call", "difficulty": "beginner", "objection": "price", "industry": "technology"}
	validReply    = map[string]any{"userInput": "I understand the budget is tight. What would it mean for your team to get back ten hours a week?", "scenario": validScenario, "mode": "text"}
)

// ---- the stand-ins' state, read directly to check what the API did ----

// db is a client of the stack's dynalite (supervised: a restarted one
// comes back on the same port).
func (s *secStack) db(t testing.TB) *dynamo.DB {
	t.Helper()
	return dynamo.New(s.Env.AWS, func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(s.Env.Dynamo.Endpoint) })
}

// usageRow is a credit_usage row.
type usageRow struct {
	UserID    string `dynamo:"user_id"`
	Feature   string `dynamo:"feature_used"`
	Amount    int    `dynamo:"amount"`
	Remaining int    `dynamo:"remaining_credits"`
}

// spentLedger sums the caller's credit_usage rows.
func (s *secStack) spentLedger(t testing.TB, u user) (spent int, rows []usageRow) {
	t.Helper()
	if err := s.db(t).Table("credit_usage").Get("user_id", u.Sub).All(context.Background(), &rows); err != nil {
		t.Fatalf("credit_usage of %s: %v", u.Sub, err)
	}
	for _, r := range rows {
		spent += r.Amount
	}
	return spent, rows
}

// eventRow is a security_events row.
type eventRow struct {
	UserID  string `dynamo:"user_id"`
	Type    string `dynamo:"event_type"`
	Details string `dynamo:"event_details"`
	Source  string `dynamo:"source"`
}

// events returns the stored security events of u.
func (s *secStack) events(t testing.TB, u user) []eventRow {
	t.Helper()
	var rows []eventRow
	if err := s.db(t).Table("security_events").Get("user_id", u.Sub).All(context.Background(), &rows); err != nil {
		t.Fatalf("security_events of %s: %v", u.Sub, err)
	}
	return rows
}

// sessionCount is how many practice sessions u has stored.
func (s *secStack) sessionCount(t testing.TB, u user) int {
	t.Helper()
	n, err := s.db(t).Table("practice_sessions").Get("user_id", u.Sub).Count(context.Background())
	if err != nil {
		t.Fatalf("practice_sessions of %s: %v", u.Sub, err)
	}
	return n
}

// checkLedger asserts granted = spent + remaining for u, with the balance
// read through the API and the spending from the usage log.
func (s *secStack) checkLedger(t testing.TB, u user, granted int) {
	t.Helper()
	remaining := s.credits(t, u)
	spent, rows := s.spentLedger(t, u)
	if remaining < 0 {
		t.Errorf("balance %d is negative", remaining)
	}
	if granted != spent+remaining {
		t.Errorf("ledger: granted %d != spent %d (%d usage rows) + remaining %d", granted, spent, len(rows), remaining)
	}
}

// sameHourWindow reports whether a and b fall in one fixed rate-limit window
// (hourly): a burst across the boundary counts in two windows.
func sameHourWindow(a, b time.Time) bool {
	return a.UTC().Truncate(time.Hour).Equal(b.UTC().Truncate(time.Hour))
}

// dialRaw sends raw bytes on a fresh connection and returns what comes back
// within the deadline (for requests net/http would refuse to build).
func (s *secStack) dialRaw(t testing.TB, raw string) string {
	t.Helper()
	host := strings.TrimPrefix(s.URL, "http://")
	c, err := net.DialTimeout("tcp", host, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	// A write the server cut short (it answered and closed) is no error:
	// its answer is what counts.
	_, _ = io.WriteString(c, strings.ReplaceAll(raw, "HOST", host))
	out, _ := io.ReadAll(c)
	return string(out)
}
