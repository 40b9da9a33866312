// Package profile defines a user's profile and the rules for its credits:
// what each feature costs, the free trial and unlimited plans.
package profile

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
)

const (
	NewProfileCredits = 1  // a new user gets one free pitch analysis
	TrialBonus        = 10 // the free trial adds ten credits, once
	Unlimited         = -1 // credits_remaining of premium / enterprise plans
)

// Profile is one row of user_profiles.
type Profile struct {
	ID               string    `json:"id"`
	CreditsRemaining int       `json:"credits_remaining"`
	TrialUsed        bool      `json:"trial_used"`
	CreatedAt        time.Time `json:"created_at"`
	UpdatedAt        time.Time `json:"updated_at"`
	// Onboarding choices, kept on the server so they follow the user.
	Industry              string     `json:"industry"`
	Challenge             string     `json:"challenge"`
	OnboardingCompletedAt *time.Time `json:"onboarding_completed_at"`
	// Streak counts consecutive role-play replies scored StreakScore or more.
	Streak     int `json:"streak"`
	BestStreak int `json:"best_streak"`
	// AllowanceMonth is the last calendar month (UTC, "2006-01") whose free
	// allowance the profile had (Service.MonthlyCredits); empty on rows
	// kept before allowances, which count from their creation month.
	AllowanceMonth string `json:"-"`
	// MonthlyCredits and NextCreditsAt are not stored: the service fills
	// them in. MonthlyCredits is the free monthly allowance (0: none);
	// NextCreditsAt is when the next allowance tops the balance up to it
	// (null without an allowance or on an unlimited plan).
	MonthlyCredits int        `json:"monthly_credits"`
	NextCreditsAt  *time.Time `json:"next_credits_at"`
}

// StreakScore is the score that extends a streak (spec 001 §4).
const StreakScore = 80

// Onboarding options (spec 000 §3).
var (
	Industries = []string{"technology", "finance", "healthcare", "retail", "manufacturing", "other"}
	Challenges = []string{"pricing", "competition", "timing", "authority", "trust", "closing"}
)

// Onboarding is a change to the onboarding choices; nil fields stay as they are.
type Onboarding struct {
	Industry  *string
	Challenge *string
	Completed *bool
}

// Validate checks the choices against the spec's options.
func (o Onboarding) Validate() error {
	if o.Industry != nil && !slices.Contains(Industries, *o.Industry) {
		return apperr.New(apperr.KindInvalid, "invalid_industry", "Invalid request. Please check your input: industry must be one of "+strings.Join(Industries, ", ")+".")
	}
	if o.Challenge != nil && !slices.Contains(Challenges, *o.Challenge) {
		return apperr.New(apperr.KindInvalid, "invalid_challenge", "Invalid request. Please check your input: challenge must be one of "+strings.Join(Challenges, ", ")+".")
	}
	if o.Industry == nil && o.Challenge == nil && o.Completed == nil {
		return apperr.New(apperr.KindInvalid, "invalid_request", "Invalid request. Please check your input: nothing to change (industry, challenge or onboarding_completed).")
	}
	return nil
}

// IsUnlimited reports a plan without a credit limit.
func (p Profile) IsUnlimited() bool { return p.CreditsRemaining == Unlimited }

// HasCredits reports whether amount credits can be spent.
func (p Profile) HasCredits(amount int) bool {
	return p.IsUnlimited() || p.CreditsRemaining >= amount
}

// Usage is one credit spend, kept in the usage log: one row per charge, so
// a charge reported twice (a retried spend, a settled one) is logged once.
type Usage struct {
	UserID    string    `json:"user_id"`
	ChargeID  string    `json:"charge_id"`
	Feature   string    `json:"feature_used"`
	Amount    int       `json:"amount"`
	Remaining int       `json:"remaining_credits"`
	At        time.Time `json:"created_at"`
}

// ChargeMemory is how long a store remembers a charge id after its charge
// (Store.Deduct) or its voiding (Store.VoidCharge): far longer than any
// retry of one call, and short enough that the ids of a profile stay few.
// A store may forget an id only once it is older than this.
const ChargeMemory = time.Hour

// Errors with the messages the user sees.
var (
	ErrInsufficientCredits = apperr.New(apperr.KindConflict, "insufficient_credits",
		"Insufficient Credits. You need more credits to use this feature.")
	ErrTrialUsed = apperr.New(apperr.KindConflict, "trial_already_used",
		"Your free trial has already been used.")
	ErrUnknownFeature = apperr.New(apperr.KindInvalid, "unknown_feature",
		"Unknown feature: credits can only be spent on a known feature.")
	// ErrChargeVoided refuses a deduction whose charge id was voided
	// (Store.VoidCharge): an attempt that arrived after its caller had
	// settled the charge as unpaid. No caller waits for that answer.
	ErrChargeVoided = errors.New("profile: charge voided")
	// ErrUnlimitedPlan refuses a grant to an unlimited plan.
	ErrUnlimitedPlan = apperr.New(apperr.KindConflict, "unlimited_plan",
		"This account has unlimited credits: there is nothing to grant.")
)

// Store persists profiles. Get returns apperr.NotFound for an unknown id.
type Store interface {
	Get(ctx context.Context, id string) (Profile, error)
	// Create inserts a new profile unless one exists; either way it returns
	// the stored row.
	Create(ctx context.Context, p Profile) (Profile, error)
	// Deduct subtracts amount in one conditional update that never takes the
	// balance below zero, and records chargeID with it: a charge id is
	// applied once. A Deduct whose charge id was already applied (by an
	// earlier attempt whose answer was lost, such as the SDK's own retry)
	// deducts nothing and succeeds with the current balance. It returns
	// ErrInsufficientCredits with the current balance when the balance is
	// short (or unlimited: the caller decides), ErrChargeVoided when the
	// charge id was voided, apperr.Invalid for an amount below one or an
	// empty charge id, and apperr.NotFound when there is no row.
	Deduct(ctx context.Context, id string, amount int, chargeID string) (remaining int, err error)
	// VoidCharge settles a charge whose Deduct failed without a clear
	// answer: it reports whether chargeID was applied and, when it was not,
	// voids it in one conditional update, so that no attempt still under
	// way can apply it later and the answer is final. It returns the
	// current balance, and apperr.NotFound when there is no row.
	VoidCharge(ctx context.Context, id, chargeID string) (remaining int, applied bool, err error)
	// MarkTrialUsed sets trial_used and adds bonus in one conditional update;
	// ErrTrialUsed when it was already set.
	MarkTrialUsed(ctx context.Context, id string, bonus int) (Profile, error)
	// SetOnboarding stores the given choices; completedAt nil leaves the
	// completion time as it is.
	SetOnboarding(ctx context.Context, id string, industry, challenge *string, completedAt *time.Time) (Profile, error)
	// ExtendStreak adds one to the streak (and raises the best streak when
	// passed); ResetStreak sets it to zero. Both are single updates, and
	// return apperr.NotFound when there is no row.
	ExtendStreak(ctx context.Context, id string) (Profile, error)
	ResetStreak(ctx context.Context, id string) (Profile, error)
	// LogUsage writes a usage row, one per user and charge id: a second row
	// with a charge id already logged is dropped without an error.
	LogUsage(ctx context.Context, u Usage) error
	// ClaimAllowance gives the profile month's allowance, once: when its
	// AllowanceMonth is before month (or absent), it is set to month in
	// the same conditional update that raises a balance below credits to
	// credits (an unlimited plan's balance is left as it is). A month
	// already claimed (by a concurrent call too) changes nothing. It
	// returns the profile after the claim and whether this call raised the
	// balance; apperr.NotFound when there is no row.
	ClaimAllowance(ctx context.Context, id, month string, credits int) (p Profile, raised bool, err error)
	// Grant adds amount credits under grantID in one conditional update:
	// a grant id is applied once (like a charge id), and an unlimited plan
	// is left as it is (ErrUnlimitedPlan). It returns the profile after the
	// grant and whether this call applied it; apperr.Invalid for an amount
	// below one or an empty grant id, apperr.NotFound when there is no row.
	Grant(ctx context.Context, id string, amount int, grantID string) (p Profile, applied bool, err error)
}

// Service applies the credit rules over a Store.
type Service struct {
	Store Store
	Log   *slog.Logger
	Now   func() time.Time
	// MonthlyCredits is the free monthly allowance (FREE_MONTHLY_CREDITS):
	// at a profile's first read in a calendar month after the one it was
	// created in, a balance below it is topped up to it. 0: no allowance.
	MonthlyCredits int
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// GetOrCreate returns the caller's profile, creating it with one credit on
// first read.
// A profile's first read in a new calendar month also gives it that month's
// allowance (see MonthlyCredits); a new profile has its creation month's.
func (s *Service) GetOrCreate(ctx context.Context, id string) (Profile, error) {
	p, err := s.Store.Get(ctx, id)
	if errors.Is(err, apperr.NotFound) {
		now := s.now()
		p, err = s.Store.Create(ctx, Profile{ID: id, CreditsRemaining: NewProfileCredits, CreatedAt: now, UpdatedAt: now, AllowanceMonth: Month(now)})
	}
	if err != nil {
		return Profile{}, err
	}
	return s.withAllowance(ctx, p)
}

// Spend takes the feature's price from the user's balance and logs the use.
// chargeID names this one charge (a random id per piece of work, or the
// client's Idempotency-Key): a Spend repeated with the same id, or a
// deduction the database applied but whose answer was lost, is paid once.
// Unlimited plans pay nothing and report Unlimited. The deduction comes
// first, without reading the profile: it is one conditional update, and
// only when it is refused does the reason (no profile yet, an unlimited
// plan, a charge already applied) cost a read. A refusal is
// ErrInsufficientCredits with the balance that refused it. Any other error
// leaves it unknown whether the charge was applied: Settle tells.
func (s *Service) Spend(ctx context.Context, id string, f Feature, chargeID string) (remaining int, err error) {
	if f.IsZero() {
		return 0, ErrUnknownFeature
	}
	amount := f.Cost()
	remaining, err = s.Store.Deduct(ctx, id, amount, chargeID)
	if errors.Is(err, apperr.NotFound) {
		if _, err = s.GetOrCreate(ctx, id); err == nil {
			remaining, err = s.Store.Deduct(ctx, id, amount, chargeID)
		}
	}
	if errors.Is(err, ErrInsufficientCredits) && remaining == Unlimited {
		amount, err = 0, nil
	}
	if errors.Is(err, ErrInsufficientCredits) {
		return max(remaining, 0), err // the balance that refused it
	}
	if err != nil {
		return 0, err
	}
	s.logUsage(ctx, Usage{UserID: id, ChargeID: chargeID, Feature: f.Key(), Amount: amount, Remaining: remaining, At: s.now()})
	return remaining, nil
}

// Settle answers, for good, whether a charge whose Spend failed without a
// clear answer (a timeout, a dropped connection: the deduction may have
// been applied and only its answer lost) was paid. A charge not applied by
// now is voided (Store.VoidCharge), so it can no longer be applied by an
// attempt still under way; one that was applied is logged as Spend would
// have. An unlimited plan pays nothing and counts as charged, as in Spend.
// It returns the balance; an error means it could not tell.
func (s *Service) Settle(ctx context.Context, id string, f Feature, chargeID string) (remaining int, charged bool, err error) {
	if f.IsZero() {
		return 0, false, ErrUnknownFeature
	}
	remaining, charged, err = s.Store.VoidCharge(ctx, id, chargeID)
	if errors.Is(err, apperr.NotFound) {
		return 0, false, nil // no profile: nothing was ever charged
	}
	if err != nil {
		return 0, false, err
	}
	amount := f.Cost()
	if !charged && remaining == Unlimited {
		charged, amount = true, 0
	}
	if !charged {
		return max(remaining, 0), false, nil
	}
	s.logUsage(ctx, Usage{UserID: id, ChargeID: chargeID, Feature: f.Key(), Amount: amount, Remaining: remaining, At: s.now()})
	return remaining, true, nil
}

// logUsage writes the usage row of a charge. The credits are spent; a
// failed usage row does not undo that, so it is logged rather than returned.
func (s *Service) logUsage(ctx context.Context, u Usage) {
	if err := s.Store.LogUsage(ctx, u); err != nil && s.Log != nil {
		s.Log.ErrorContext(ctx, "usage log failed", "err", err, "feature", u.Feature)
	}
}

// UpdateOnboarding validates and stores onboarding choices. Completing
// onboarding a second time keeps the first completion time.
func (s *Service) UpdateOnboarding(ctx context.Context, id string, o Onboarding) (Profile, error) {
	if err := o.Validate(); err != nil {
		return Profile{}, err
	}
	p, err := s.GetOrCreate(ctx, id)
	if err != nil {
		return Profile{}, err
	}
	var completedAt *time.Time
	if o.Completed != nil && *o.Completed && p.OnboardingCompletedAt == nil {
		now := s.now()
		completedAt = &now
	}
	p, err = s.Store.SetOnboarding(ctx, id, o.Industry, o.Challenge, completedAt)
	return s.decorate(p), err
}

// RecordScore updates the streak with one scored reply and returns the
// streak after it. Like Spend, it updates first and reads only when there is
// no profile to update.
func (s *Service) RecordScore(ctx context.Context, id string, score int) (int, error) {
	update := s.Store.ResetStreak
	if score >= StreakScore {
		update = s.Store.ExtendStreak
	}
	p, err := update(ctx, id)
	if errors.Is(err, apperr.NotFound) {
		if _, err = s.GetOrCreate(ctx, id); err == nil {
			p, err = update(ctx, id)
		}
	}
	return p.Streak, err
}

// StartTrial adds the trial bonus once.
func (s *Service) StartTrial(ctx context.Context, id string) (Profile, error) {
	p, err := s.GetOrCreate(ctx, id)
	if err != nil {
		return Profile{}, err
	}
	if p.TrialUsed {
		return Profile{}, ErrTrialUsed
	}
	bonus := TrialBonus
	if p.IsUnlimited() {
		bonus = 0
	}
	p, err = s.Store.MarkTrialUsed(ctx, id, bonus)
	return s.decorate(p), err
}
