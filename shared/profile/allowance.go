package profile

import (
	"context"
	"fmt"
	"time"

	"pitchperfect/shared/apperr"
)

// DefaultMonthlyCredits is the free monthly allowance when
// FREE_MONTHLY_CREDITS is not set: as much as the free trial gives.
const DefaultMonthlyCredits = TrialBonus

// MaxGrant is the most credits one admin grant may add.
const MaxGrant = 1000

// Month is the calendar month (UTC) of t as AllowanceMonth holds it.
func Month(t time.Time) string { return t.UTC().Format("2006-01") }

// NextMonth is the first instant (UTC) of the month after t's.
func NextMonth(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, time.UTC)
}

// claimedMonth is the last month whose allowance p had: a row kept before
// allowances had its creation month's (the sign-up credit and the trial).
func (p Profile) claimedMonth() string {
	if p.AllowanceMonth != "" {
		return p.AllowanceMonth
	}
	return Month(p.CreatedAt)
}

// withAllowance gives p this month's allowance when it has not had it yet
// (Store.ClaimAllowance: once per month, whatever the concurrency), and
// fills in the allowance fields.
func (s *Service) withAllowance(ctx context.Context, p Profile) (Profile, error) {
	month := Month(s.now())
	if s.MonthlyCredits > 0 && p.claimedMonth() < month {
		claimed, raised, err := s.Store.ClaimAllowance(ctx, p.ID, month, s.MonthlyCredits)
		if err != nil {
			return Profile{}, err
		}
		if raised && s.Log != nil {
			s.Log.InfoContext(ctx, "monthly allowance given", "month", month, "credits", claimed.CreditsRemaining)
		}
		p = claimed
	}
	return s.decorate(p), nil
}

// decorate fills in the allowance fields of a profile about to be shown.
func (s *Service) decorate(p Profile) Profile {
	p.MonthlyCredits = max(s.MonthlyCredits, 0)
	p.NextCreditsAt = nil
	if s.MonthlyCredits > 0 && !p.IsUnlimited() {
		next := NextMonth(s.now())
		p.NextCreditsAt = &next
	}
	return p
}

// Grant adds amount credits to a user's balance: an admin's operation (the
// caller checks the role and records the attempt). grantID names this grant
// (the request's Idempotency-Key, or a random id), so a retried grant adds
// once. It returns the profile after the grant and whether this call added
// the credits.
func (s *Service) Grant(ctx context.Context, id string, amount int, grantID string) (Profile, bool, error) {
	if amount < 1 || amount > MaxGrant {
		return Profile{}, false, apperr.InvalidInput(fmt.Sprintf("p_amount must be a whole number from 1 to %d.", MaxGrant))
	}
	p, applied, err := s.Store.Grant(ctx, id, amount, "grant:"+grantID)
	if err != nil {
		return Profile{}, false, err
	}
	return s.decorate(p), applied, nil
}
