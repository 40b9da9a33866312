package demofeedback_test

import (
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
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/paid/paidtest"
)

const (
	user    = paidtest.User
	visitor = "203.0.113.9" // a visitor's limit key: their address
)

const answer = "I hear you on budget. Teams your size usually spend 6 hours a week on this by hand; " +
	"at your rates that is more than the licence. Could we look at your numbers together on Thursday?"

// env is a demo-feedback service over in-memory stores.
type env struct {
	*paidtest.Env
	svc *demofeedback.Service
}

func newEnv(t *testing.T, credits, maxRequests int) *env {
	t.Helper()
	e := &env{Env: paidtest.New(demofeedback.RateAction, credits, maxRequests)}
	e.svc = &demofeedback.Service{
		Coach: &llmcoach.Service{}, Limiter: e.Limiter, Log: e.Logger,
		Profiles: e.Credits, Sessions: e.Sessions,
	}
	return e
}

func signedIn(inputType string) demofeedback.Input {
	return demofeedback.Input{UserID: user, LimitKey: user, Response: answer, InputType: inputType}
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
			e.Check(t, 1, 1, c.left, 5-c.left)
			sess, err := e.Sessions.Get(context.Background(), user, res.SessionID)
			if err != nil {
				t.Fatal(err)
			}
			if sess.ScenarioType != "objection_handling" || sess.Mode != c.inputType || sess.Score != res.Score ||
				len(sess.Transcript) != 2 || sess.Transcript[0].Text != llmcoach.DemoObjection || sess.Transcript[1].Text != answer {
				t.Errorf("saved session %+v", sess)
			}
			if u := e.Profiles.Usage(); len(u) != 1 || u[0].Feature != "demo_objection_"+c.inputType {
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
	if got := e.Counted(t, visitor); got != 1 {
		t.Errorf("%d of the visitor's answers counted, want 1", got)
	}
	e.Check(t, 0, 0, 5, 0)
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
				if k, got := paidtest.Code(err); k != apperr.KindInvalid || got != c.code {
					t.Fatalf("Answer = %v (kind %d, code %q); want a 400 %q", err, k, got, c.code)
				}
				e.Check(t, 0, 0, 5, 0)
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
	e.SessionFaults.Set("Put", paidtest.ErrInjected) // a save would fail the call
	_, err := e.svc.Answer(context.Background(), signedIn("voice"))
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindConflict || ae.Code != "insufficient_credits" ||
		ae.Message != "You need at least 2 credit(s) for a voice answer." {
		t.Fatalf("Answer = %#v; want the demo's 409", err)
	}
	if n := coached.n.Load(); n != 0 {
		t.Errorf("%d answers coached without the credits", n)
	}
	e.Check(t, 1, 0, 1, 0)
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
	e.Check(t, 1, 1, 4, 1)
}

func TestAnswerRateLimitStoreDown(t *testing.T) {
	for _, who := range []string{user, ""} {
		e := newEnv(t, 5, 10)
		e.LimitFaults.Set("Hit", paidtest.ErrInjected)
		_, err := e.svc.Answer(context.Background(), demofeedback.Input{UserID: who, LimitKey: user, Response: answer, InputType: "text"})
		if k, _ := paidtest.Code(err); k != apperr.KindUnavailable || !errors.Is(err, paidtest.ErrInjected) {
			t.Fatalf("Answer by %q = %v; want a 503 caused by the store", who, err)
		}
		e.LimitFaults.Clear()
		e.Check(t, 0, 0, 5, 0)
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
				e.ProfileFaults.Set(op, paidtest.ErrInjected)
			}
			for _, op := range c.practice {
				e.SessionFaults.Set(op, paidtest.ErrInjected)
			}
			_, err := e.svc.Answer(context.Background(), signedIn("voice"))
			if !errors.Is(err, paidtest.ErrInjected) {
				t.Fatalf("Answer = %v; want the injected failure", err)
			}
			e.ProfileFaults.Clear()
			e.SessionFaults.Clear()
			e.Check(t, 1, c.saved, 5, 0)
			if log := e.Log.String(); c.logged != "" && !strings.Contains(log, c.logged) || c.logged == "" && log != "" {
				t.Errorf("log %q; want %q", log, c.logged)
			}
		})
	}
}

// Backup Mode (the LLM failed, the built-in coach answered) is saved and free.
func TestAnswerBackupModeFree(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.svc.Coach = &llmcoach.Service{LLM: paidtest.FailingLLM{}, Log: slog.New(slog.DiscardHandler)}
	res, err := e.svc.Answer(context.Background(), signedIn("voice"))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Fallback || res.Provider != "builtin" || !res.Saved || res.SessionID == "" || res.CreditsRemaining != nil {
		t.Errorf("result %+v; want a saved Backup Mode answer, not charged", res)
	}
	e.Check(t, 1, 1, 5, 0)
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
		if k, c := paidtest.Code(err); err == nil {
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
	for _, s := range e.Saved(t) {
		if !kept[s.ID] {
			t.Errorf("session %s saved but not delivered", s.ID)
		}
	}
	// granted = spent + remaining
	e.Check(t, calls, credits/cost, credits%cost, credits/cost*cost)
}
