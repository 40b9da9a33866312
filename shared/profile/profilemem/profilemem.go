// Package profilemem is an in-memory profile.Store for fast tests of the
// code that uses one. It keeps profiledb's rules: a profile is created once,
// a deduction never takes a balance below zero and is refused with the
// balance, a charge id is paid once and a voided one never, the trial is
// taken once and never turns an unlimited plan into a balance, a charge is
// logged once. It is safe for concurrent use, and the package profiletest
// checks it against the same contract as profiledb.
package profilemem

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/profile"
)

// Store implements profile.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Get", "Create", "Deduct", "VoidCharge",
	// "MarkTrialUsed", "SetOnboarding", "ExtendStreak", "ResetStreak",
	// "LogUsage"); an error it returns is the method's, and the store is left
	// unchanged. Set it before the store is shared between goroutines.
	Fail func(op string) error

	mu       sync.Mutex
	profiles map[string]profile.Profile
	charges  map[string]map[string]charge // by profile, then charge id
	usage    []profile.Usage
}

// charge is a charge id a profile remembers, as profiledb's charges map.
type charge struct {
	at   time.Time
	void bool
}

// maxCharges is how many charge ids a profile keeps before those older than
// profile.ChargeMemory are forgotten.
const maxCharges = 20

var _ profile.Store = (*Store)(nil)

// New returns a store holding the given profiles.
func New(profiles ...profile.Profile) *Store {
	s := &Store{profiles: make(map[string]profile.Profile, len(profiles)), charges: map[string]map[string]charge{}}
	for _, p := range profiles {
		s.profiles[p.ID] = clone(p)
	}
	return s
}

// Usage returns the usage log, oldest first.
func (s *Store) Usage() []profile.Usage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.usage)
}

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

// clone copies p so that no caller shares its completion time with the store.
func clone(p profile.Profile) profile.Profile {
	if p.OnboardingCompletedAt != nil {
		t := *p.OnboardingCompletedAt
		p.OnboardingCompletedAt = &t
	}
	return p
}

func notFound(id string) error { return fmt.Errorf("profile %q: %w", id, apperr.NotFound) }

// Get implements profile.Store.
func (s *Store) Get(_ context.Context, id string) (profile.Profile, error) {
	if err := s.fail("Get"); err != nil {
		return profile.Profile{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.profiles[id]
	if !ok {
		return profile.Profile{}, notFound(id)
	}
	return clone(p), nil
}

// Create implements profile.Store.
func (s *Store) Create(_ context.Context, p profile.Profile) (profile.Profile, error) {
	if err := s.fail("Create"); err != nil {
		return profile.Profile{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.profiles[p.ID]; ok {
		return clone(old), nil
	}
	s.profiles[p.ID] = clone(p)
	return clone(p), nil
}

// update applies change to the profile id under the lock and stores the
// result unless change returns an error.
func (s *Store) update(id string, change func(p *profile.Profile) error) (profile.Profile, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.profiles[id]
	if !ok {
		return profile.Profile{}, notFound(id)
	}
	p = clone(p)
	if err := change(&p); err != nil {
		return clone(s.profiles[id]), err
	}
	p.UpdatedAt = time.Now().UTC()
	s.profiles[id] = p
	return clone(p), nil
}

// errApplied stops an update whose charge was applied already.
var errApplied = errors.New("charge applied already")

// Deduct implements profile.Store.
func (s *Store) Deduct(_ context.Context, id string, amount int, chargeID string) (int, error) {
	if err := s.fail("Deduct"); err != nil {
		return 0, err
	}
	if amount <= 0 {
		return 0, fmt.Errorf("deduct %d: %w", amount, apperr.Invalid)
	}
	if chargeID == "" {
		return 0, fmt.Errorf("deduct without a charge id: %w", apperr.Invalid)
	}
	p, err := s.update(id, func(p *profile.Profile) error {
		switch c, seen := s.charges[id][chargeID]; {
		case seen && c.void:
			return profile.ErrChargeVoided
		case seen:
			return errApplied
		case p.CreditsRemaining < amount:
			return profile.ErrInsufficientCredits
		}
		p.CreditsRemaining -= amount
		s.remember(id, chargeID, false)
		return nil
	})
	switch {
	case errors.Is(err, errApplied):
		return p.CreditsRemaining, nil
	case errors.Is(err, profile.ErrInsufficientCredits), errors.Is(err, profile.ErrChargeVoided):
		return p.CreditsRemaining, err
	case err != nil:
		return 0, err
	}
	return p.CreditsRemaining, nil
}

// VoidCharge implements profile.Store.
func (s *Store) VoidCharge(_ context.Context, id, chargeID string) (int, bool, error) {
	if err := s.fail("VoidCharge"); err != nil {
		return 0, false, err
	}
	if chargeID == "" {
		return 0, false, fmt.Errorf("void without a charge id: %w", apperr.Invalid)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.profiles[id]
	if !ok {
		return 0, false, notFound(id)
	}
	if c, seen := s.charges[id][chargeID]; seen {
		return p.CreditsRemaining, !c.void, nil
	}
	s.remember(id, chargeID, true)
	return p.CreditsRemaining, false, nil
}

// remember records a charge id of profile id, forgetting old ones once the
// profile has more than maxCharges. The caller holds the lock.
func (s *Store) remember(id, chargeID string, void bool) {
	now := time.Now()
	cs := s.charges[id]
	if cs == nil {
		cs = map[string]charge{}
		s.charges[id] = cs
	}
	cs[chargeID] = charge{at: now, void: void}
	if len(cs) > maxCharges {
		for c, ch := range cs {
			if now.Sub(ch.at) > profile.ChargeMemory {
				delete(cs, c)
			}
		}
	}
}

// MarkTrialUsed implements profile.Store.
func (s *Store) MarkTrialUsed(_ context.Context, id string, bonus int) (profile.Profile, error) {
	if err := s.fail("MarkTrialUsed"); err != nil {
		return profile.Profile{}, err
	}
	p, err := s.update(id, func(p *profile.Profile) error {
		switch {
		case p.TrialUsed:
			return profile.ErrTrialUsed
		case bonus > 0 && p.IsUnlimited():
			return apperr.New(apperr.KindConflict, "profile_changed", "Your plan changed meanwhile. Please try again.")
		}
		p.TrialUsed = true
		if bonus > 0 {
			p.CreditsRemaining += bonus
		}
		return nil
	})
	if err != nil {
		return profile.Profile{}, err
	}
	return p, nil
}

// SetOnboarding implements profile.Store.
func (s *Store) SetOnboarding(_ context.Context, id string, industry, challenge *string, completedAt *time.Time) (profile.Profile, error) {
	if err := s.fail("SetOnboarding"); err != nil {
		return profile.Profile{}, err
	}
	return s.update(id, func(p *profile.Profile) error {
		if industry != nil {
			p.Industry = *industry
		}
		if challenge != nil {
			p.Challenge = *challenge
		}
		if completedAt != nil && p.OnboardingCompletedAt == nil {
			t := completedAt.UTC()
			p.OnboardingCompletedAt = &t
		}
		return nil
	})
}

// ExtendStreak implements profile.Store.
func (s *Store) ExtendStreak(_ context.Context, id string) (profile.Profile, error) {
	if err := s.fail("ExtendStreak"); err != nil {
		return profile.Profile{}, err
	}
	return s.update(id, func(p *profile.Profile) error {
		p.Streak++
		p.BestStreak = max(p.BestStreak, p.Streak)
		return nil
	})
}

// ResetStreak implements profile.Store.
func (s *Store) ResetStreak(_ context.Context, id string) (profile.Profile, error) {
	if err := s.fail("ResetStreak"); err != nil {
		return profile.Profile{}, err
	}
	return s.update(id, func(p *profile.Profile) error {
		p.Streak = 0
		return nil
	})
}

// ClaimAllowance implements profile.Store.
func (s *Store) ClaimAllowance(_ context.Context, id, month string, credits int) (profile.Profile, bool, error) {
	if err := s.fail("ClaimAllowance"); err != nil {
		return profile.Profile{}, false, err
	}
	raised := false
	p, err := s.update(id, func(p *profile.Profile) error {
		if p.AllowanceMonth != "" && p.AllowanceMonth >= month {
			return errApplied
		}
		p.AllowanceMonth = month
		if !p.IsUnlimited() && p.CreditsRemaining < credits {
			p.CreditsRemaining, raised = credits, true
		}
		return nil
	})
	if errors.Is(err, errApplied) {
		err = nil
	}
	return p, raised, err
}

// Grant implements profile.Store.
func (s *Store) Grant(_ context.Context, id string, amount int, grantID string) (profile.Profile, bool, error) {
	if err := s.fail("Grant"); err != nil {
		return profile.Profile{}, false, err
	}
	if amount <= 0 {
		return profile.Profile{}, false, fmt.Errorf("grant %d: %w", amount, apperr.Invalid)
	}
	if grantID == "" {
		return profile.Profile{}, false, fmt.Errorf("grant without an id: %w", apperr.Invalid)
	}
	p, err := s.update(id, func(p *profile.Profile) error {
		if _, seen := s.charges[id][grantID]; seen {
			return errApplied
		}
		if p.IsUnlimited() {
			return profile.ErrUnlimitedPlan
		}
		p.CreditsRemaining += amount
		s.remember(id, grantID, false)
		return nil
	})
	switch {
	case errors.Is(err, errApplied):
		return p, false, nil
	case errors.Is(err, profile.ErrUnlimitedPlan):
		return p, false, err
	case err != nil:
		return profile.Profile{}, false, err
	}
	return p, true, nil
}

// LogUsage implements profile.Store.
func (s *Store) LogUsage(_ context.Context, u profile.Usage) error {
	if err := s.fail("LogUsage"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if u.ChargeID != "" && slices.ContainsFunc(s.usage, func(l profile.Usage) bool {
		return l.UserID == u.UserID && l.ChargeID == u.ChargeID
	}) {
		return nil // this charge is logged already
	}
	s.usage = append(s.usage, u)
	return nil
}
