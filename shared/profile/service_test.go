package profile_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
)

// memStore is a profile.Store in memory that counts its round trips.
type memStore struct {
	mu            sync.Mutex
	rows          map[string]profile.Profile
	usage         []profile.Usage
	gets          int
	deducts       int
	updates       int
	profile.Store // the methods Spend does not use
}

func (m *memStore) Get(_ context.Context, id string) (profile.Profile, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.gets++
	p, ok := m.rows[id]
	if !ok {
		return p, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	return p, nil
}

func (m *memStore) Create(_ context.Context, p profile.Profile) (profile.Profile, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if old, ok := m.rows[p.ID]; ok {
		return old, nil
	}
	m.rows[p.ID] = p
	return p, nil
}

func (m *memStore) Deduct(_ context.Context, id string, amount int, _ string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.deducts++
	p, ok := m.rows[id]
	switch {
	case !ok:
		return 0, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	case p.CreditsRemaining < amount:
		return p.CreditsRemaining, profile.ErrInsufficientCredits
	}
	p.CreditsRemaining -= amount
	m.rows[id] = p
	return p.CreditsRemaining, nil
}

func (m *memStore) ExtendStreak(_ context.Context, id string) (profile.Profile, error) {
	return m.setStreak(id, func(n int) int { return n + 1 })
}

func (m *memStore) ResetStreak(_ context.Context, id string) (profile.Profile, error) {
	return m.setStreak(id, func(int) int { return 0 })
}

func (m *memStore) setStreak(id string, f func(int) int) (profile.Profile, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.updates++
	p, ok := m.rows[id]
	if !ok {
		return p, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	p.Streak = f(p.Streak)
	p.BestStreak = max(p.BestStreak, p.Streak)
	m.rows[id] = p
	return p, nil
}

func (m *memStore) LogUsage(_ context.Context, u profile.Usage) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.usage = append(m.usage, u)
	return nil
}

// Spend pays with one conditional update and reads the profile only when
// that is refused: to create a missing profile or to find an unlimited plan.
func TestSpend(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name          string
		balance       *int // nil: no profile yet
		feature       string
		remaining     int
		err           error
		gets, deducts int
		charged       int
	}{
		{"balance", ptr(3), "roleplay_voice", 1, nil, 0, 1, 2},
		{"no profile yet", nil, "pitch_analysis", 0, nil, 1, 2, 1},
		{"unlimited", ptr(profile.Unlimited), "roleplay_voice", profile.Unlimited, nil, 0, 1, 0},
		{"short", ptr(1), "roleplay_voice", 1, profile.ErrInsufficientCredits, 0, 1, 0}, // the balance that refused it
		{"unknown feature", ptr(3), "free_lunch", 0, profile.ErrUnknownFeature, 0, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := &memStore{rows: map[string]profile.Profile{}}
			if c.balance != nil {
				m.rows["u"] = profile.Profile{ID: "u", CreditsRemaining: *c.balance}
			}
			s := &profile.Service{Store: m, Now: func() time.Time { return time.Unix(0, 0) }}
			f, _ := profile.ParseFeature(c.feature) // the zero Feature for an unknown key
			remaining, err := s.Spend(ctx, "u", f, "charge")
			if !errors.Is(err, c.err) || remaining != c.remaining {
				t.Fatalf("Spend = %d, %v; want %d, %v", remaining, err, c.remaining, c.err)
			}
			// The store's own read on a refused deduction is not counted here:
			// memStore.Deduct answers the balance without one.
			if m.gets != c.gets || m.deducts != c.deducts {
				t.Errorf("%d reads and %d deductions; want %d and %d", m.gets, m.deducts, c.gets, c.deducts)
			}
			if c.err != nil {
				if len(m.usage) != 0 {
					t.Errorf("usage logged for a refused spend: %+v", m.usage)
				}
				return
			}
			if len(m.usage) != 1 || m.usage[0].Amount != c.charged || m.usage[0].Remaining != c.remaining || m.usage[0].ChargeID != "charge" {
				t.Errorf("usage log %+v; want one row of charge %q, %d credits, %d remaining", m.usage, "charge", c.charged, c.remaining)
			}
		})
	}
}

func ptr(n int) *int { return &n }

// A Spend repeated with its charge id (a client's retry under the same
// Idempotency-Key) pays and logs once.
func TestSpendTwiceWithOneChargeID(t *testing.T) {
	ctx := context.Background()
	store := profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 5})
	s := &profile.Service{Store: store}
	for range 2 {
		if remaining, err := s.Spend(ctx, "u", profile.PitchAnalysis(), "c1"); err != nil || remaining != 4 {
			t.Fatalf("Spend = %d, %v; want 4, nil", remaining, err)
		}
	}
	if u := store.Usage(); len(u) != 1 || u[0].ChargeID != "c1" || u[0].Amount != 1 {
		t.Errorf("usage log %+v, want one row of charge c1", u)
	}
}

// Settle tells an applied charge from one that was not, voids the latter
// and logs the former once; an unlimited plan counts as charged, for free.
func TestSettle(t *testing.T) {
	ctx := context.Background()
	voice, err := profile.Roleplay("voice", "")
	if err != nil {
		t.Fatal(err)
	}
	injected := errors.New("injected")
	for _, c := range []struct {
		name      string
		balance   *int // nil: no profile
		applied   bool // the charge was applied before Settle
		fail      bool // VoidCharge fails
		remaining int
		charged   bool
		err       error
		usage     int // usage rows afterwards
	}{
		{"applied", ptr(5), true, false, 3, true, nil, 1},
		{"not applied: voided", ptr(5), false, false, 5, false, nil, 0},
		{"unlimited", ptr(profile.Unlimited), false, false, profile.Unlimited, true, nil, 1},
		{"no profile", nil, false, false, 0, false, nil, 0},
		{"cannot tell", ptr(5), false, true, 0, false, injected, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := profilemem.New()
			if c.balance != nil {
				store = profilemem.New(profile.Profile{ID: "u", CreditsRemaining: *c.balance})
			}
			if c.applied {
				if _, err := store.Deduct(ctx, "u", voice.Cost(), "c1"); err != nil {
					t.Fatal(err)
				}
			}
			if c.fail {
				store.Fail = func(op string) error {
					if op == "VoidCharge" {
						return injected
					}
					return nil
				}
			}
			s := &profile.Service{Store: store}
			remaining, charged, err := s.Settle(ctx, "u", voice, "c1")
			store.Fail = nil
			if remaining != c.remaining || charged != c.charged || !errors.Is(err, c.err) {
				t.Fatalf("Settle = %d, %v, %v; want %d, %v, %v", remaining, charged, err, c.remaining, c.charged, c.err)
			}
			if u := store.Usage(); len(u) != c.usage {
				t.Errorf("usage log %+v, want %d rows", u, c.usage)
			}
			if c.balance == nil || *c.balance == profile.Unlimited || c.fail {
				return
			}
			// Settled for good: the charge cannot be applied afterwards.
			before := *c.balance
			if c.applied {
				before -= voice.Cost()
			}
			remaining, err = s.Spend(ctx, "u", voice, "c1")
			if c.applied && (err != nil || remaining != before) {
				t.Errorf("Spend of the applied charge again = %d, %v; want %d, nil", remaining, err, before)
			}
			if !c.applied && !errors.Is(err, profile.ErrChargeVoided) {
				t.Errorf("Spend of the voided charge = %d, %v; want ErrChargeVoided", remaining, err)
			}
			if p, _ := store.Get(ctx, "u"); p.CreditsRemaining != before {
				t.Errorf("balance %d, want %d", p.CreditsRemaining, before)
			}
		})
	}
}

// RecordScore updates the streak in one round trip when the profile exists,
// and creates it first when not.
func TestRecordScore(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name          string
		streak        *int // nil: no profile yet
		score         int
		want          int
		gets, updates int
	}{
		{"extends", ptr(2), 85, 3, 0, 1},
		{"resets", ptr(2), 60, 0, 0, 1},
		{"no profile yet", nil, 90, 1, 1, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := &memStore{rows: map[string]profile.Profile{}}
			if c.streak != nil {
				m.rows["u"] = profile.Profile{ID: "u", CreditsRemaining: 1, Streak: *c.streak}
			}
			s := &profile.Service{Store: m}
			got, err := s.RecordScore(ctx, "u", c.score)
			if err != nil || got != c.want {
				t.Fatalf("RecordScore = %d, %v; want %d", got, err, c.want)
			}
			if m.gets != c.gets || m.updates != c.updates {
				t.Errorf("%d reads and %d updates; want %d and %d", m.gets, m.updates, c.gets, c.updates)
			}
		})
	}
}
