package pitchanalysis_test

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
	"pitchperfect/shared/coach"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/paid/paidtest"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/profile"
)

const user = paidtest.User

const pitch = "Hi Dana, I'm Sam from Brightline. Teams like yours lose about 6 hours a week " +
	"reconciling invoices by hand. Our tool matches them automatically, and Acme cut month-end " +
	"close from 5 days to 2. Could we book 20 minutes on Thursday to see it with your own data?"

// env is a pitch-analysis service over in-memory stores.
type env struct {
	*paidtest.Env
	svc *pitchanalysis.Service
}

func newEnv(t *testing.T, credits, maxRequests int) *env {
	t.Helper()
	e := &env{Env: paidtest.New(pitchanalysis.RateAction, credits, maxRequests)}
	e.svc = &pitchanalysis.Service{
		Coach: &llmcoach.Service{}, Limiter: e.Limiter, Log: e.Logger,
		Profiles: e.Credits, Sessions: e.Sessions,
	}
	return e
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
	e.Check(t, 1, 1, 2, 1)
	sess, err := e.Sessions.Get(context.Background(), user, res.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	if sess.Score != res.Analysis.OverallScore || sess.Mode != "voice" || sess.ScenarioType != "pitch_analysis" ||
		sess.Objection != "Price" || sess.Version != 1 || len(sess.Transcript) != 1 || sess.Transcript[0].Text != pitch {
		t.Errorf("saved session %+v does not hold the analysis (score %d) of the cleaned pitch", sess, res.Analysis.OverallScore)
	}
	if u := e.Profiles.Usage(); len(u) != 1 || u[0].Feature != "pitch_analysis" || u[0].Amount != 1 || u[0].Remaining != 2 {
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
		{"spoken, too long", pitchanalysis.Input{Transcript: strings.Repeat("a ", 1501), Mode: "voice"}, "too_long"},
		{"bad word times", pitchanalysis.Input{Transcript: pitch, Mode: "voice", Words: []coach.WordTiming{{Word: "a", Start: 2, End: 1}}}, "invalid_request"},
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
			if k, got := paidtest.Code(err); k != apperr.KindInvalid || got != c.code {
				t.Fatalf("Analyze = %v (kind %d, code %q); want a 400 %q", err, k, got, c.code)
			}
			e.Check(t, 0, 0, 3, 0)
		})
	}
}

// A spoken pitch may be as long as a voice transcript (3000 characters), a
// typed one 2000; its word times reach the coach's pauses.
func TestAnalyzeSpokenPitch(t *testing.T) {
	e := newEnv(t, 3, 10)
	long := strings.TrimSpace(strings.Repeat(pitch+" ", 40))[:2800]
	if _, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: long}); err == nil {
		t.Fatal("a typed pitch of 2800 characters was accepted")
	}
	res, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: long, Mode: "voice", DurationSeconds: 200})
	if err != nil {
		t.Fatalf("spoken pitch of 2800 characters: %v", err)
	}
	if res.Analysis.Metrics.DurationSeconds != 200 {
		t.Errorf("duration %v", res.Analysis.Metrics.DurationSeconds)
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
	e.SessionFaults.Set("Put", paidtest.ErrInjected) // a save would fail the call
	_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if err != pitchanalysis.ErrNoCredits {
		t.Fatalf("Analyze = %v; want %v", err, pitchanalysis.ErrNoCredits)
	}
	if n := scorer.n.Load(); n != 0 {
		t.Errorf("%d pitches scored without the credits", n)
	}
	e.Check(t, 1, 0, 0, 0)
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
	e.Check(t, 2, 2, 3, 2)
}

func TestAnalyzeRateLimitStoreDown(t *testing.T) {
	e := newEnv(t, 5, 10)
	e.LimitFaults.Set("Hit", paidtest.ErrInjected)
	_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if k, _ := paidtest.Code(err); k != apperr.KindUnavailable || !errors.Is(err, paidtest.ErrInjected) {
		t.Fatalf("Analyze = %v; want a 503 caused by the store", err)
	}
	e.LimitFaults.Set("Hit", nil)
	e.Check(t, 0, 0, 5, 0)
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
				e.ProfileFaults.Set(op, paidtest.ErrInjected)
			}
			for _, op := range c.practice {
				e.SessionFaults.Set(op, paidtest.ErrInjected)
			}
			_, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
			if !errors.Is(err, paidtest.ErrInjected) {
				t.Fatalf("Analyze = %v; want the injected failure", err)
			}
			e.ProfileFaults.Clear()
			e.SessionFaults.Clear()
			e.Check(t, 1, c.saved, 3, 0)
			if log := e.Log.String(); c.logged != "" && !strings.Contains(log, c.logged) || c.logged == "" && log != "" {
				t.Errorf("log %q; want %q", log, c.logged)
			}
		})
	}
}

// Backup Mode (the LLM failed, the built-in coach answered) is saved and free.
func TestAnalyzeBackupModeFree(t *testing.T) {
	e := newEnv(t, 3, 10)
	e.svc.Coach = &llmcoach.Service{LLM: paidtest.FailingLLM{}, Log: slog.New(slog.DiscardHandler)}
	res, err := e.svc.Analyze(context.Background(), pitchanalysis.Input{UserID: user, Transcript: pitch})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Fallback || res.Provider != "builtin" || !res.Saved || res.CreditsRemaining != 3 || res.SessionID == "" {
		t.Errorf("result %+v; want a saved Backup Mode answer with 3 credits left", res)
	}
	e.Check(t, 1, 1, 3, 0)
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
		switch err {
		case nil:
			ok++
			kept[results[i].SessionID] = true
			left[results[i].CreditsRemaining] = true
		case pitchanalysis.ErrNoCredits:
			refused++
		default:
			t.Errorf("Analyze = %v", err)
		}
	}
	if ok != credits || refused != calls-credits || len(kept) != credits {
		t.Errorf("%d analyses delivered (%d sessions), %d refused; want %d and %d", ok, len(kept), refused, credits, calls-credits)
	}
	for _, s := range e.Saved(t) {
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
	e.Check(t, calls, credits, 0, credits)
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
	e.Check(t, 1, 1, profile.Unlimited, 0)
}
