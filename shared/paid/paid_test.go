package paid_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/paid"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
)

var errNoCredits = apperr.New(apperr.KindConflict, "insufficient_credits", "You need more credits.")

// ledger is what a job saved and took back.
type ledger struct {
	mu            sync.Mutex
	saved, undone int
}

func (l *ledger) save(context.Context, string) (paid.Undo, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.saved++
	return func(context.Context) error {
		l.mu.Lock()
		defer l.mu.Unlock()
		l.undone++
		return nil
	}, nil
}

func (l *ledger) kept() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.saved - l.undone
}

// job is a voice role-play reply (2 credits) by user u.
func job(t *testing.T, credits *profile.Service, l *ledger, work func(context.Context) (string, bool, error)) paid.Job[string] {
	t.Helper()
	f, err := profile.Roleplay("voice", "price")
	if err != nil {
		t.Fatal(err)
	}
	return paid.Job[string]{
		UserID: "u", Feature: f, NoCredits: errNoCredits,
		Balance: paid.Prefetch(context.Background(), credits, "u"),
		Work:    work, Save: l.save,
	}
}

func delivered(context.Context) (string, bool, error) { return "answer", true, nil }

func balance(t *testing.T, credits *profile.Service) int {
	t.Helper()
	p, err := credits.GetOrCreate(context.Background(), "u")
	if err != nil {
		t.Fatal(err)
	}
	return p.CreditsRemaining
}

func TestRun(t *testing.T) {
	ctx := context.Background()
	injected := errors.New("injected")
	for _, c := range []struct {
		name    string
		credits int
		work    func(context.Context) (string, bool, error)
		fail    string // the store method that fails
		err     error
		charged bool
		kept    int // results still saved afterwards
		left    int // credits afterwards
	}{
		{"delivered", 5, delivered, "", nil, true, 1, 3},
		{"not enough credits: no work", 1, func(context.Context) (string, bool, error) {
			panic("work done without the credits for it")
		}, "", errNoCredits, false, 0, 1},
		{"work failed: nothing saved or charged", 5, func(context.Context) (string, bool, error) { return "", false, injected }, "", injected, false, 0, 5},
		{"backup mode: saved, free", 5, func(context.Context) (string, bool, error) { return "fallback", false, nil }, "", nil, false, 1, 5},
		{"charge failed: the save is undone", 5, delivered, "Deduct", injected, false, 0, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := profilemem.New(profile.Profile{ID: "u", CreditsRemaining: c.credits})
			credits := &profile.Service{Store: store}
			l := &ledger{}
			store.Fail = func(op string) error {
				if op == c.fail {
					return injected
				}
				return nil
			}
			r, err := paid.Run(ctx, credits, nil, job(t, credits, l, c.work))
			store.Fail = nil
			if !errors.Is(err, c.err) || r.Charged != c.charged {
				t.Fatalf("Run = %+v, %v; want charged %v, err %v", r, err, c.charged, c.err)
			}
			if l.kept() != c.kept {
				t.Errorf("%d results kept, want %d", l.kept(), c.kept)
			}
			if got := balance(t, credits); got != c.left {
				t.Errorf("balance %d, want %d", got, c.left)
			}
			if err == nil && r.Remaining != c.left {
				t.Errorf("receipt says %d left, the store %d", r.Remaining, c.left)
			}
		})
	}
}

// A save that fails fails the job: nothing is charged.
func TestRunSaveFailed(t *testing.T) {
	credits := &profile.Service{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5})}
	j := job(t, credits, &ledger{}, delivered)
	injected := errors.New("injected")
	j.Save = func(context.Context, string) (paid.Undo, error) { return nil, injected }
	if _, err := paid.Run(context.Background(), credits, nil, j); !errors.Is(err, injected) {
		t.Fatalf("Run = %v", err)
	}
	if got := balance(t, credits); got != 5 {
		t.Errorf("charged for an unsaved result: balance %d", got)
	}
}

// Concurrent jobs on one balance: every job that saw enough credits did its
// work, but only as many as the balance pays for keep a result, and each of
// those paid; the others are undone and get the 409.
func TestRunConcurrent(t *testing.T) {
	const jobs, credits = 40, 11 // 2 credits a job: 5 can pay
	credit := &profile.Service{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: credits})}
	l := &ledger{}
	var charged, refused, worked atomic.Int32
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := paid.Run(context.Background(), credit, nil, job(t, credit, l, func(ctx context.Context) (string, bool, error) {
				worked.Add(1)
				return delivered(ctx)
			}))
			switch {
			case err == nil && r.Charged:
				charged.Add(1)
			case errors.Is(err, errNoCredits):
				refused.Add(1)
			default:
				t.Errorf("Run = %+v, %v", r, err)
			}
		}()
	}
	wg.Wait()
	if charged.Load() != credits/2 || refused.Load() != jobs-credits/2 {
		t.Errorf("%d charged, %d refused; want %d and %d", charged.Load(), refused.Load(), credits/2, jobs-credits/2)
	}
	if l.kept() != int(charged.Load()) {
		t.Errorf("%d results kept for %d payments", l.kept(), charged.Load())
	}
	if got := balance(t, credit); got != credits%2 {
		t.Errorf("balance %d, want %d", got, credits%2)
	}
	t.Logf("%d of %d jobs did the work before the balance ran out", worked.Load(), jobs)
}

// answerLost is a profile store whose deductions reach the database but
// whose answers do not: Deduct applies the charge (attempts times: the SDK
// retrying an attempt whose answer was late), then fails as a timeout
// would. It keeps the charge ids it was asked for.
type answerLost struct {
	*profilemem.Store
	attempts int
	mu       sync.Mutex
	charges  []string
}

var errTimeout = errors.New("injected: operation timed out after it was applied")

func (a *answerLost) Deduct(ctx context.Context, id string, amount int, chargeID string) (int, error) {
	a.mu.Lock()
	a.charges = append(a.charges, chargeID)
	a.mu.Unlock()
	for range a.attempts {
		if _, err := a.Store.Deduct(ctx, id, amount, chargeID); err != nil {
			return 0, err
		}
	}
	return 0, errTimeout
}

// VoidCharge fails on a cancelled context, as a DynamoDB call would: the
// charge must be settled even when the request's deadline has passed.
func (a *answerLost) VoidCharge(ctx context.Context, id, chargeID string) (int, bool, error) {
	if err := ctx.Err(); err != nil {
		return 0, false, err
	}
	return a.Store.VoidCharge(ctx, id, chargeID)
}

// A charge applied whose answer was lost (the first attempt's, the retry's,
// or both) is paid once, and the result is kept: the user paid for it.
func TestRunChargeAppliedAnswerLost(t *testing.T) {
	for _, attempts := range []int{1, 3} {
		store := &answerLost{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5}), attempts: attempts}
		credits := &profile.Service{Store: store}
		l := &ledger{}
		var logs bytes.Buffer
		log := slog.New(slog.NewTextHandler(&logs, nil))
		// The request's deadline passes while the charge is answered.
		ctx, cancel := context.WithCancel(context.Background())
		j := job(t, credits, l, delivered)
		save := j.Save
		j.Save = func(ctx context.Context, r string) (paid.Undo, error) {
			undo, err := save(ctx, r)
			cancel()
			return undo, err
		}
		r, err := paid.Run(ctx, credits, log, j)
		if err != nil || !r.Charged || r.Result != "answer" || r.Remaining != 3 {
			t.Fatalf("%d attempts: Run = %+v, %v; want the result, charged, 3 left", attempts, r, err)
		}
		if l.kept() != 1 {
			t.Errorf("%d attempts: %d results kept, want 1", attempts, l.kept())
		}
		if got := balance(t, credits); got != 3 {
			t.Errorf("%d attempts: balance %d, want 3: one charge", attempts, got)
		}
		if u := store.Usage(); len(u) != 1 || u[0].Amount != 2 || u[0].ChargeID != store.charges[0] {
			t.Errorf("%d attempts: usage log %+v, want one row of 2 credits for charge %s", attempts, u, store.charges[0])
		}
		if !strings.Contains(logs.String(), "charge applied though its answer failed") {
			t.Errorf("%d attempts: not logged: %s", attempts, logs.String())
		}
	}
}

// Each job is a charge of its own: two jobs pay twice, even when both
// answers are lost.
func TestRunChargeIDsPerJob(t *testing.T) {
	store := &answerLost{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5}), attempts: 2}
	credits := &profile.Service{Store: store}
	l := &ledger{}
	for range 2 {
		if _, err := paid.Run(context.Background(), credits, nil, job(t, credits, l, delivered)); err != nil {
			t.Fatal(err)
		}
	}
	if store.charges[0] == store.charges[1] {
		t.Errorf("two jobs share the charge id %s", store.charges[0])
	}
	if got := balance(t, credits); got != 1 || l.kept() != 2 {
		t.Errorf("balance %d and %d results kept; want 1 and 2", got, l.kept())
	}
}

// A charge that failed without being applied is voided before the save is
// undone: an attempt of it still under way can no longer make the user pay
// for the result taken back.
func TestRunChargeNotAppliedIsVoided(t *testing.T) {
	store := &answerLost{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5}), attempts: 0}
	credits := &profile.Service{Store: store}
	l := &ledger{}
	if _, err := paid.Run(context.Background(), credits, nil, job(t, credits, l, delivered)); !errors.Is(err, errTimeout) {
		t.Fatalf("Run = %v, want the charge's error", err)
	}
	if l.kept() != 0 {
		t.Errorf("%d results kept, want 0", l.kept())
	}
	// The late attempt arrives.
	if _, err := store.Store.Deduct(context.Background(), "u", 2, store.charges[0]); !errors.Is(err, profile.ErrChargeVoided) {
		t.Errorf("late attempt = %v, want ErrChargeVoided", err)
	}
	if got := balance(t, credits); got != 5 {
		t.Errorf("balance %d, want 5", got)
	}
	if u := store.Usage(); len(u) != 0 {
		t.Errorf("usage logged for an unpaid job: %+v", u)
	}
}

// When the charge can be neither confirmed nor voided, the save is undone
// (no result that may be unpaid) and the doubt is logged.
func TestRunChargeUnknown(t *testing.T) {
	store := &answerLost{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5}), attempts: 1}
	injected := errors.New("injected: the database is unreachable")
	store.Fail = func(op string) error {
		if op == "VoidCharge" {
			return injected
		}
		return nil
	}
	credits := &profile.Service{Store: store}
	l := &ledger{}
	var logs bytes.Buffer
	r, err := paid.Run(context.Background(), credits, slog.New(slog.NewTextHandler(&logs, nil)), job(t, credits, l, delivered))
	if !errors.Is(err, errTimeout) || r.Charged {
		t.Fatalf("Run = %+v, %v; want the charge's error", r, err)
	}
	if l.kept() != 0 {
		t.Errorf("%d results kept, want 0", l.kept())
	}
	if !strings.Contains(logs.String(), "charge neither confirmed nor voided") || !strings.Contains(logs.String(), store.charges[0]) {
		t.Errorf("the doubt is not logged with its charge id: %s", logs.String())
	}
}

// An unlimited plan pays nothing: a charge without an answer keeps its result.
func TestRunUnlimitedAnswerLost(t *testing.T) {
	store := &answerLost{Store: profilemem.New(profile.Profile{ID: "u", CreditsRemaining: profile.Unlimited}), attempts: 0}
	credits := &profile.Service{Store: store}
	l := &ledger{}
	r, err := paid.Run(context.Background(), credits, nil, job(t, credits, l, delivered))
	if err != nil || !r.Charged || r.Remaining != profile.Unlimited || l.kept() != 1 {
		t.Fatalf("Run = %+v, %v, %d kept; want the result kept, unlimited", r, err, l.kept())
	}
}
