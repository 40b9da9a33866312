package pitchanalysis_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicemem"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
)

const user = "u1"

const pitch = "Hi Dana, I'm Sam from Brightline. Teams like yours lose about 6 hours a week " +
	"reconciling invoices by hand. Our tool matches them automatically, and Acme cut month-end " +
	"close from 5 days to 2. Could we book 20 minutes on Thursday to see it with your own data?"

var errInjected = errors.New("injected")

// faults makes a fake store's Fail hook fail chosen methods; it may be
// changed while the store is in use (a request's profile read can outlive
// the request).
type faults struct {
	mu   sync.Mutex
	errs map[string]error
}

func (f *faults) hook(op string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.errs[op]
}

// clear makes every method succeed again.
func (f *faults) clear() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errs = nil
}

func (f *faults) set(op string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.errs == nil {
		f.errs = map[string]error{}
	}
	f.errs[op] = err
}

// syncBuffer is a log sink safe for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// failingLLM is a model that never answers: the coach answers in Backup Mode.
type failingLLM struct{}

func (failingLLM) Complete(context.Context, llm.Request) (string, error) {
	return "", errors.New("model unavailable")
}
func (failingLLM) Name() string { return "test-model" }

// env is a pitch-analysis service over in-memory stores.
type env struct {
	svc                               *pitchanalysis.Service
	profiles                          *profilemem.Store
	sessions                          *practicemem.Store
	limiter                           *ratelimit.Limiter
	probes                            map[string]int // requests counted by counted
	profileFaults, sessionFaults, rlf faults
	log                               syncBuffer
}

// now is the limiter's clock: 15 minutes into an hour-long window.
var now = time.Date(2025, 3, 4, 10, 15, 0, 0, time.UTC)

func newEnv(t *testing.T, credits, maxRequests int) *env {
	t.Helper()
	e := &env{
		profiles: profilemem.New(profile.Profile{ID: user, CreditsRemaining: credits}),
		probes:   map[string]int{},
		sessions: practicemem.New(),
	}
	e.profiles.Fail, e.sessions.Fail = e.profileFaults.hook, e.sessionFaults.hook
	limits := ratelimitmem.New()
	limits.Fail = e.rlf.hook
	e.limiter = &ratelimit.Limiter{Store: limits, Now: func() time.Time { return now },
		Rules: map[string]ratelimit.Rule{pitchanalysis.RateAction: {Max: maxRequests, Window: time.Hour}}}
	log := slog.New(slog.NewTextHandler(&e.log, nil))
	e.svc = &pitchanalysis.Service{
		Coach: &llmcoach.Service{}, Limiter: e.limiter, Log: log,
		Profiles: &profile.Service{Store: e.profiles, Log: log}, Sessions: e.sessions,
	}
	return e
}

func (e *env) balance(t *testing.T) int {
	t.Helper()
	p, err := e.profiles.Get(context.Background(), user)
	if err != nil {
		t.Fatal(err)
	}
	return p.CreditsRemaining
}

func (e *env) saved(t *testing.T) []practice.Session {
	t.Helper()
	all, err := e.sessions.All(context.Background(), user)
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// counted is how many requests the limiter counted for the user, not counting
// its own probes (it counts one more to find out, unless the limit is
// reached).
func (e *env) counted(t *testing.T) int {
	t.Helper()
	r, err := e.limiter.Allow(context.Background(), user, pitchanalysis.RateAction)
	if err != nil {
		t.Fatal(err)
	}
	probes := e.probes[user]
	if !r.Allowed {
		return r.Current - probes
	}
	e.probes[user]++
	return r.Current - 1 - probes
}

// charges is the number of credits the usage log records as spent.
func (e *env) charges() int {
	n := 0
	for _, u := range e.profiles.Usage() {
		n += u.Amount
	}
	return n
}

// check asserts the outcome of a set of calls: requests counted, sessions
// saved, balance and credits charged.
func (e *env) check(t *testing.T, counted, saved, balance, charged int) {
	t.Helper()
	if got := e.counted(t); got != counted {
		t.Errorf("%d requests counted, want %d", got, counted)
	}
	if got := len(e.saved(t)); got != saved {
		t.Errorf("%d sessions saved, want %d", got, saved)
	}
	if got := e.balance(t); got != balance {
		t.Errorf("balance %d, want %d", got, balance)
	}
	if got := e.charges(); got != charged {
		t.Errorf("%d credits charged, want %d", got, charged)
	}
}

func code(err error) (apperr.Kind, string) {
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		return apperr.KindInternal, ""
	}
	return ae.Kind, ae.Code
}

func TestAnalyzeDelivered(t *testing.T) {
	e := newEnv(t, 3, 10)
	res, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: "  " + pitch + "\u200b ",
		Mode: "voice", DurationSeconds: 42.4, Scenario: pitchanalysis.Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Finance"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fallback || res.Provider != "builtin" || !res.Saved || res.CreditsRemaining != 2 {
		t.Errorf("result %+v; want builtin, saved, 2 credits left", res)
	}
	e.check(t, 1, 1, 2, 1)
	sess, err := e.sessions.Get(context.Background(), user, res.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	if sess.Score != res.Analysis.OverallScore || sess.Mode != "voice" || sess.ScenarioType != "pitch_analysis" ||
		sess.Objection != "Price" || sess.Version != 1 || len(sess.Transcript) != 1 || sess.Transcript[0].Text != pitch {
		t.Errorf("saved session %+v does not hold the analysis (score %d) of the cleaned pitch", sess, res.Analysis.OverallScore)
	}
	if u := e.profiles.Usage(); len(u) != 1 || u[0].Feature != "pitch_analysis" || u[0].Amount != 1 || u[0].Remaining != 2 {
		t.Errorf("usage log %+v", u)
	}
}

// Refused input is counted against no limit, saved nowhere and charged to
// no one.
func TestAnalyzeRefusedInput(t *testing.T) {
	for _, c := range []struct {
		name string
		in   pitchanalysis.Input
		code string
	}{
		{"empty", pitchanalysis.Input{}, "empty_pitch"},
		{"spaces and line breaks", pitchanalysis.Input{Transcript: " \n\t \r\n "}, "empty_pitch"},
		{"zero-width only", pitchanalysis.Input{Transcript: "\u200b\u200c\u200d\ufeff\u2060"}, "empty_pitch"},
		{"too long", pitchanalysis.Input{Transcript: strings.Repeat("a", pitchanalysis.MaxChars+1)}, "too_long"},
		{"invalid UTF-8", pitchanalysis.Input{Transcript: "price \xff\xfe"}, "invalid_text"},
		{"NUL", pitchanalysis.Input{Transcript: "price\x00"}, "invalid_text"},
		{"bad mode", pitchanalysis.Input{Transcript: pitch, Mode: "video"}, "invalid_request"},
		{"negative duration", pitchanalysis.Input{Transcript: pitch, DurationSeconds: -1}, "invalid_request"},
		{"duration over an hour", pitchanalysis.Input{Transcript: pitch, DurationSeconds: pitchanalysis.MaxDurationSeconds + 1}, "invalid_request"},
		{"custom scenario too long", pitchanalysis.Input{Transcript: pitch, Scenario: pitchanalysis.Scenario{Custom: strings.Repeat("b", 501)}}, "invalid_request"},
		{"control character in industry", pitchanalysis.Input{Transcript: pitch, Scenario: pitchanalysis.Scenario{Industry: "fin\x07"}}, "invalid_text"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, 3, 10)
			c.in.UserID = user
			_, err := e.svc.Analyze(context.Background(), c.in)
			if k, got := code(err); k != apperr.KindInvalid || got != c.code {
				t.Fatalf("Analyze = %v (kind %d, code %q); want a 400 %q", err, k, got, c.code)
			}
			e.check(t, 0, 0, 3, 0)
		})
	}
}

// countingCoach counts the pitches it scores.
type countingCoach struct {
	pitchanalysis.Coach
	n atomic.Int32
}

func (c *countingCoach) AnalyzePitch(ctx context.Context, in coach.Input) llmcoach.Result {
	c.n.Add(1)
	return c.Coach.AnalyzePitch(ctx, in)
}

// Without the credits, no work is done: nothing scored, nothing written.
func TestAnalyzeNoCredits(t *testing.T) {
	e := newEnv(t, 0, 10)
	scorer := &countingCoach{Coach: e.svc.Coach}
	e.svc.Coach = scorer
	e.sessionFaults.set("Put", errInjected) // a save would fail the call
	_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if err != pitchanalysis.ErrNoCredits {
		t.Fatalf("Analyze = %v; want %v", err, pitchanalysis.ErrNoCredits)
	}
	if n := scorer.n.Load(); n != 0 {
		t.Errorf("%d pitches scored without the credits", n)
	}
	e.check(t, 1, 0, 0, 0)
}

func TestAnalyzeRateLimited(t *testing.T) {
	e := newEnv(t, 5, 2)
	for range 2 {
		if _, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch}); err != nil {
			t.Fatal(err)
		}
	}
	_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindRateLimited || ae.RetryAfter != 45*time.Minute {
		t.Fatalf("Analyze = %#v; want a 429 with Retry-After 45m (the rest of the hour)", err)
	}
	e.check(t, 2, 2, 3, 2)
}

func TestAnalyzeRateLimitStoreDown(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.rlf.set("Hit", errInjected)
	_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if k, _ := code(err); k != apperr.KindUnavailable || !errors.Is(err, errInjected) {
		t.Fatalf("Analyze = %v; want a 503 caused by the store", err)
	}
	e.rlf.set("Hit", nil)
	e.check(t, 0, 0, 5, 0)
}

// A failure at any store step leaves no unpaid session and no charge for an
// unsaved one.
func TestAnalyzeStoreFailures(t *testing.T) {
	for _, c := range []struct {
		name                string
		profileOp, practice []string // the methods that fail
		saved               int
		logged              string
	}{
		{"balance read fails", []string{"Get"}, nil, 0, ""},
		{"save fails: nothing charged", nil, []string{"Put"}, 0, ""},
		{"charge fails: the session is deleted", []string{"Deduct"}, nil, 0, ""},
		{"charge and delete fail: the session stays, logged", []string{"Deduct"}, []string{"Delete"}, 1, "unpaid result not taken back"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, 3, 10)
			for _, op := range c.profileOp {
				e.profileFaults.set(op, errInjected)
			}
			for _, op := range c.practice {
				e.sessionFaults.set(op, errInjected)
			}
			_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
			if !errors.Is(err, errInjected) {
				t.Fatalf("Analyze = %v; want the injected failure", err)
			}
			e.profileFaults.clear()
			e.sessionFaults.clear()
			e.check(t, 1, c.saved, 3, 0)
			if log := e.log.String(); c.logged != "" && !strings.Contains(log, c.logged) || c.logged == "" && log != "" {
				t.Errorf("log %q; want %q", log, c.logged)
			}
		})
	}
}

// Backup Mode (the LLM failed, the built-in coach answered) is saved and free.
func TestAnalyzeBackupModeFree(t *testing.T) {
	e := newEnv(t, 3, 10)
	e.svc.Coach = &llmcoach.Service{LLM: failingLLM{}, Log: slog.New(slog.DiscardHandler)}
	res, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Fallback || res.Provider != "builtin" || !res.Saved || res.CreditsRemaining != 3 || res.SessionID == "" {
		t.Errorf("result %+v; want a saved Backup Mode answer with 3 credits left", res)
	}
	e.check(t, 1, 1, 3, 0)
}

// Concurrent analyses on a balance of K: exactly K are kept and paid, the
// others get the 409 and leave nothing behind.
func TestAnalyzeConcurrent(t *testing.T) {
	const calls, credits = 24, 7
	e := newEnv(t, credits, calls)
	var wg sync.WaitGroup
	errs := make([]error, calls)
	results := make([]pitchanalysis.Result, calls)
	for i := range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
		}()
	}
	wg.Wait()
	ok, refused := 0, 0
	kept := map[string]bool{}
	left := map[int]bool{}
	for i, err := range errs {
		switch {
		case err == nil:
			ok++
			kept[results[i].SessionID] = true
			left[results[i].CreditsRemaining] = true
		case err == pitchanalysis.ErrNoCredits:
			refused++
		default:
			t.Errorf("Analyze = %v", err)
		}
	}
	if ok != credits || refused != calls-credits || len(kept) != credits {
		t.Errorf("%d analyses delivered (%d sessions), %d refused; want %d and %d", ok, len(kept), refused, credits, calls-credits)
	}
	for _, s := range e.saved(t) {
		if !kept[s.ID] {
			t.Errorf("session %s saved but not delivered", s.ID)
		}
	}
	for n := range credits {
		if !left[n] {
			t.Errorf("no analysis reported %d credits left; want each of 0..%d once (reported %v)", n, credits-1, left)
		}
	}
	// granted = spent + remaining
	e.check(t, calls, credits, 0, credits)
}

// An unlimited plan pays nothing and every analysis is kept.
func TestAnalyzeUnlimited(t *testing.T) {
	e := newEnv(t, profile.Unlimited, 10)
	res, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if err != nil {
		t.Fatal(err)
	}
	if res.CreditsRemaining != profile.Unlimited {
		t.Errorf("credits remaining %d, want %d", res.CreditsRemaining, profile.Unlimited)
	}
	e.check(t, 1, 1, profile.Unlimited, 0)
}
