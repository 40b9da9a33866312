package paid_test

import (
	"context"
	"errors"
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
