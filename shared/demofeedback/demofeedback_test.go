package demofeedback_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
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
		Coach: &llmcoach.Service{}, Limiter: e.Limiter, Log: e.Logger, Sessions: e.Sessions,
	}
	return e
}

func signedIn(inputType string) demofeedback.Input {
	return demofeedback.Input{UserID: user, LimitKey: user, Response: answer, InputType: inputType}
}

// The demo is free for a signed-in user too, typed or spoken, even with no
// credits left; the answer is saved among their sessions.
func TestAnswerSignedIn(t *testing.T) {
	for _, inputType := range []string{"text", "voice"} {
		t.Run(inputType, func(t *testing.T) {
			e := newEnv(t, 0, 10)
			res, err := e.svc.Answer(context.Background(), signedIn(inputType))
			if err != nil {
				t.Fatal(err)
			}
			if res.Fallback || res.Provider != "builtin" || !res.Saved {
				t.Fatalf("result %+v; want a saved builtin answer", res)
			}
			if res.Score != res.Assessment.OverallScore || !strings.HasPrefix(res.Feedback, "Score: ") {
				t.Errorf("score %d, assessment %d, feedback %q", res.Score, res.Assessment.OverallScore, res.Feedback)
			}
			e.Check(t, 1, 1, 0, 0)
			sess, err := e.Sessions.Get(context.Background(), user, res.SessionID)
			if err != nil {
				t.Fatal(err)
			}
			if sess.ScenarioType != "objection_handling" || sess.Mode != inputType || sess.Score != res.Score ||
				len(sess.Transcript) != 2 || sess.Transcript[0].Text != llmcoach.DemoObjection || sess.Transcript[1].Text != answer {
				t.Errorf("saved session %+v", sess)
			}
			if u := e.Profiles.Usage(); len(u) != 0 {
				t.Errorf("usage log %+v; the demo is free", u)
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
	if res.Saved || res.SessionID != "" || res.Feedback == "" {
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
	e.Check(t, 1, 1, 5, 0)
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

// A save that fails fails the call: the user is told, nothing is kept.
func TestAnswerSaveFails(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.SessionFaults.Set("Put", paidtest.ErrInjected)
	if _, err := e.svc.Answer(context.Background(), signedIn("voice")); !errors.Is(err, paidtest.ErrInjected) {
		t.Fatalf("Answer = %v; want the injected failure", err)
	}
	e.SessionFaults.Clear()
	e.Check(t, 1, 0, 5, 0)
}

// Backup Mode (the LLM failed, the built-in coach answered) is saved.
func TestAnswerBackupMode(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.svc.Coach = &llmcoach.Service{LLM: paidtest.FailingLLM{}, Log: slog.New(slog.DiscardHandler)}
	res, err := e.svc.Answer(context.Background(), signedIn("voice"))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Fallback || res.Provider != "builtin" || !res.Saved || res.SessionID == "" {
		t.Errorf("result %+v; want a saved Backup Mode answer", res)
	}
	e.Check(t, 1, 1, 5, 0)
}

// Concurrent answers of a user without credits are all coached and saved,
// up to the hourly limit; the others get the 429 and leave nothing behind.
func TestAnswerConcurrent(t *testing.T) {
	const calls, limit = 20, 7
	e := newEnv(t, 0, limit)
	var wg sync.WaitGroup
	errs := make([]error, calls)
	results := make([]demofeedback.Result, calls)
	for i := range calls {
		wg.Go(func() { results[i], errs[i] = e.svc.Answer(context.Background(), signedIn("voice")) })
	}
	wg.Wait()
	ok, limited := 0, 0
	kept := map[string]bool{}
	for i, err := range errs {
		if k, _ := paidtest.Code(err); err == nil {
			ok++
			kept[results[i].SessionID] = true
		} else if k == apperr.KindRateLimited {
			limited++
		} else {
			t.Errorf("Answer = %v", err)
		}
	}
	if ok != limit || limited != calls-limit || len(kept) != limit {
		t.Errorf("%d answers delivered (%d sessions), %d limited; want %d and %d", ok, len(kept), limited, limit, calls-limit)
	}
	for _, s := range e.Saved(t) {
		if !kept[s.ID] {
			t.Errorf("session %s saved but not delivered", s.ID)
		}
	}
	e.Check(t, limit, limit, 0, 0)
}
