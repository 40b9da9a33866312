package demofeedback_test

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
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicemem"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
)

const (
	user    = "u1"
	visitor = "203.0.113.9" // a visitor's limit key: their address
)

const answer = "I hear you on budget. Teams your size usually spend 6 hours a week on this by hand; " +
	"at your rates that is more than the licence. Could we look at your numbers together on Thursday?"

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

func (f *faults) set(op string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.errs == nil {
		f.errs = map[string]error{}
	}
	f.errs[op] = err
}

// clear makes every method succeed again.
func (f *faults) clear() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errs = nil
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

// env is a demo-feedback service over in-memory stores.
type env struct {
	svc                          *demofeedback.Service
	profiles                     *profilemem.Store
	sessions                     *practicemem.Store
	limiter                      *ratelimit.Limiter
	probes                       map[string]int // requests counted by counted
	profileFaults, sessionFaults faults
	limitFaults                  faults
	log                          syncBuffer
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
	limits.Fail = e.limitFaults.hook
	e.limiter = &ratelimit.Limiter{Store: limits, Now: func() time.Time { return now },
		Rules: map[string]ratelimit.Rule{demofeedback.RateAction: {Max: maxRequests, Window: time.Hour}}}
	log := slog.New(slog.NewTextHandler(&e.log, nil))
	e.svc = &demofeedback.Service{
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

// counted is how many requests the limiter counted for key, not counting
// its own probes (it counts one more to find out, unless the limit is
// reached).
func (e *env) counted(t *testing.T, key string) int {
	t.Helper()
	r, err := e.limiter.Allow(context.Background(), key, demofeedback.RateAction)
	if err != nil {
		t.Fatal(err)
	}
	probes := e.probes[key]
	if !r.Allowed {
		return r.Current - probes
	}
	e.probes[key]++
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

// check asserts the outcome of a set of signed-in calls: requests counted,
// sessions saved, balance and credits charged.
func (e *env) check(t *testing.T, counted, saved, balance, charged int) {
	t.Helper()
	if got := e.counted(t, user); got != counted {
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

func signedIn(inputType string) demofeedback.Input {
	return demofeedback.Input{UserID: user, LimitKey: user, Response: answer, InputType: inputType}
}

func code(err error) (apperr.Kind, string) {
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		return apperr.KindInternal, ""
	}
	return ae.Kind, ae.Code
}

// A signed-in user pays by mode (1 credit typed, 2 spoken) and finds the
// answer among their sessions.
func TestAnswerSignedIn(t *testing.T) {
	for _, c := range []struct {
		inputType string
		left      int
	}{{"text", 4}, {"voice", 3}} {
		t.Run(c.inputType, func(t *testing.T) {
			e := newEnv(t, 5, 10)
			res, err := e.svc.Answer(context.Background(), signedIn(c.inputType))
			if err != nil {
				t.Fatal(err)
			}
			if res.Fallback || res.Provider != "builtin" || !res.Saved || res.CreditsRemaining == nil || *res.CreditsRemaining != c.left {
				t.Fatalf("result %+v; want a saved builtin answer with %d credits left", res, c.left)
			}
			if res.Score != res.Assessment.OverallScore || !strings.HasPrefix(res.Feedback, "Score: ") {
				t.Errorf("score %d, assessment %d, feedback %q", res.Score, res.Assessment.OverallScore, res.Feedback)
			}
			e.check(t, 1, 1, c.left, 5-c.left)
			sess, err := e.sessions.Get(context.Background(), user, res.SessionID)
			if err != nil {
				t.Fatal(err)
			}
			if sess.ScenarioType != "objection_handling" || sess.Mode != c.inputType || sess.Score != res.Score ||
				len(sess.Transcript) != 2 || sess.Transcript[0].Text != llmcoach.DemoObjection || sess.Transcript[1].Text != answer {
				t.Errorf("saved session %+v", sess)
			}
			if u := e.profiles.Usage(); len(u) != 1 || u[0].Feature != "demo_objection_"+c.inputType {
				t.Errorf("usage log %+v", u)
			}
		})
	}
}

// A visitor's answer is free, counted against their address and kept
// nowhere.
func TestAnswerVisitor(t *testing.T) {
	e := newEnv(t, 5, 1)
	res, err := e.svc.Answer(context.Background(), demofeedback.Input{LimitKey: visitor, Response: answer, InputType: "voice"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Saved || res.SessionID != "" || res.CreditsRemaining != nil || res.Feedback == "" {
		t.Errorf("visitor's result %+v; want feedback, nothing saved or charged", res)
	}
	_, err = e.svc.Answer(context.Background(), demofeedback.Input{LimitKey: visitor, Response: answer, InputType: "text"})
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindRateLimited || ae.RetryAfter != 45*time.Minute {
		t.Fatalf("second answer = %#v; want a 429 with Retry-After 45m", err)
	}
	if got := e.counted(t, visitor); got != 1 {
		t.Errorf("%d of the visitor's answers counted, want 1", got)
	}
	e.check(t, 0, 0, 5, 0)
}

// Refused input is counted against no limit, saved nowhere and charged to
// no one.
func TestAnswerRefusedInput(t *testing.T) {
	for _, c := range []struct {
		name, response, inputType, code string
	}{
		{"empty", "", "text", "empty_response"},
		{"spaces", " \n \t ", "text", "empty_response"},
		{"zero-width only", "\u200b\u200d\ufeff", "voice", "empty_response"},
		{"too long", strings.Repeat("é", demofeedback.MaxChars+1), "text", "too_long"},
		{"invalid UTF-8", "budget \xc3\x28", "text", "invalid_text"},
		{"NUL", "budget\x00", "text", "invalid_text"},
		{"no input type", answer, "", "invalid_request"},
		{"unknown input type", answer, "hybrid", "invalid_request"},
	} {
		for _, who := range []string{user, ""} {
			t.Run(c.name+" by "+map[string]string{user: "a user", "": "a visitor"}[who], func(t *testing.T) {
				e := newEnv(t, 5, 10)
				_, err := e.svc.Answer(context.Background(), demofeedback.Input{UserID: who, LimitKey: user, Response: c.response, InputType: c.inputType})
				if k, got := code(err); k != apperr.KindInvalid || got != c.code {
					t.Fatalf("Answer = %v (kind %d, code %q); want a 400 %q", err, k, got, c.code)
				}
				e.check(t, 0, 0, 5, 0)
			})
		}
	}
}

// countingCoach counts the answers it coaches.
type countingCoach struct {
	demofeedback.Coach
	n atomic.Int32
}

func (c *countingCoach) DemoFeedback(ctx context.Context, response string) llmcoach.DemoResult {
	c.n.Add(1)
	return c.Coach.DemoFeedback(ctx, response)
}

// Without the credits, no work is done: nothing coached, nothing written.
func TestAnswerNoCredits(t *testing.T) {
	e := newEnv(t, 1, 10) // a spoken answer costs 2
	coached := &countingCoach{Coach: e.svc.Coach}
	e.svc.Coach = coached
	e.sessionFaults.set("Put", errInjected) // a save would fail the call
	_, err := e.svc.Answer(context.Background(), signedIn("voice"))
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindConflict || ae.Code != "insufficient_credits" ||
		ae.Message != "You need at least 2 credit(s) for a voice answer." {
		t.Fatalf("Answer = %#v; want the demo's 409", err)
	}
	if n := coached.n.Load(); n != 0 {
		t.Errorf("%d answers coached without the credits", n)
	}
	e.check(t, 1, 0, 1, 0)
}

func TestAnswerRateLimited(t *testing.T) {
	e := newEnv(t, 5, 1)
	if _, err := e.svc.Answer(context.Background(), signedIn("text")); err != nil {
		t.Fatal(err)
	}
	_, err := e.svc.Answer(context.Background(), signedIn("text"))
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindRateLimited || ae.RetryAfter != 45*time.Minute {
		t.Fatalf("Answer = %#v; want a 429 with Retry-After 45m", err)
	}
	e.check(t, 1, 1, 4, 1)
}

func TestAnswerRateLimitStoreDown(t *testing.T) {
	for _, who := range []string{user, ""} {
		e := newEnv(t, 5, 10)
		e.limitFaults.set("Hit", errInjected)
		_, err := e.svc.Answer(context.Background(), demofeedback.Input{UserID: who, LimitKey: user, Response: answer, InputType: "text"})
		if k, _ := code(err); k != apperr.KindUnavailable || !errors.Is(err, errInjected) {
			t.Fatalf("Answer by %q = %v; want a 503 caused by the store", who, err)
		}
		e.limitFaults.clear()
		e.check(t, 0, 0, 5, 0)
	}
}

// A failure at any store step leaves no unpaid session and no charge for an
// unsaved one.
func TestAnswerStoreFailures(t *testing.T) {
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
			e := newEnv(t, 5, 10)
			for _, op := range c.profileOp {
				e.profileFaults.set(op, errInjected)
			}
			for _, op := range c.practice {
				e.sessionFaults.set(op, errInjected)
			}
			_, err := e.svc.Answer(context.Background(), signedIn("voice"))
			if !errors.Is(err, errInjected) {
				t.Fatalf("Answer = %v; want the injected failure", err)
			}
			e.profileFaults.clear()
			e.sessionFaults.clear()
			e.check(t, 1, c.saved, 5, 0)
			if log := e.log.String(); c.logged != "" && !strings.Contains(log, c.logged) || c.logged == "" && log != "" {
				t.Errorf("log %q; want %q", log, c.logged)
			}
		})
	}
}

// Backup Mode (the LLM failed, the built-in coach answered) is saved and free.
func TestAnswerBackupModeFree(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.svc.Coach = &llmcoach.Service{LLM: failingLLM{}, Log: slog.New(slog.DiscardHandler)}
	res, err := e.svc.Answer(context.Background(), signedIn("voice"))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Fallback || res.Provider != "builtin" || !res.Saved || res.SessionID == "" || res.CreditsRemaining != nil {
		t.Errorf("result %+v; want a saved Backup Mode answer, not charged", res)
	}
	e.check(t, 1, 1, 5, 0)
}

// Concurrent spoken answers (2 credits each) on a balance of 9: exactly 4
// are kept and paid, the others get the 409 and leave nothing behind.
func TestAnswerConcurrent(t *testing.T) {
	const calls, credits, cost = 20, 9, 2
	e := newEnv(t, credits, calls)
	var wg sync.WaitGroup
	errs := make([]error, calls)
	results := make([]demofeedback.Result, calls)
	for i := range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = e.svc.Answer(context.Background(), signedIn("voice"))
		}()
	}
	wg.Wait()
	ok, refused := 0, 0
	kept := map[string]bool{}
	for i, err := range errs {
		if k, c := code(err); err == nil {
			ok++
			kept[results[i].SessionID] = true
		} else if k == apperr.KindConflict && c == "insufficient_credits" {
			refused++
		} else {
			t.Errorf("Answer = %v", err)
		}
	}
	if ok != credits/cost || refused != calls-credits/cost || len(kept) != credits/cost {
		t.Errorf("%d answers delivered (%d sessions), %d refused; want %d and %d", ok, len(kept), refused, credits/cost, calls-credits/cost)
	}
	for _, s := range e.saved(t) {
		if !kept[s.ID] {
			t.Errorf("session %s saved but not delivered", s.ID)
		}
	}
	// granted = spent + remaining
	e.check(t, calls, credits/cost, credits%cost, credits/cost*cost)
}
