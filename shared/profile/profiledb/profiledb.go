// Package profiledb stores profiles and the credit usage log in DynamoDB.
// Every credit change is a single-item conditional update, so concurrent
// spends can never take a balance below zero.
//
// A profile remembers its recent charges in a map attribute, charges: charge
// id → when it was applied (or voided). The deduction sets its entry in the
// same conditional update that takes the credits, on the condition that the
// entry is absent, so a charge id is paid once however often its update is
// sent: the SDK retries an attempt whose answer was lost or late, and that
// retry finds the entry and pays nothing. Entries older than
// profile.ChargeMemory are removed once the map holds more than maxCharges.
package profiledb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/profile"
)

// Store implements profile.Store.
type Store struct {
	profiles dynamo.Table
	usage    dynamo.Table
	now      func() time.Time
}

var _ profile.Store = (*Store)(nil)

// New returns a store over the two named tables.
func New(db *dynamo.DB, profilesTable, usageTable string) *Store {
	return &Store{profiles: db.Table(profilesTable), usage: db.Table(usageTable), now: time.Now}
}

type profileRow struct {
	ID               string     `dynamo:"id,hash"`
	CreditsRemaining int        `dynamo:"credits_remaining"`
	TrialUsed        bool       `dynamo:"trial_used"`
	CreatedAt        time.Time  `dynamo:"created_at"`
	UpdatedAt        time.Time  `dynamo:"updated_at"`
	Industry         string     `dynamo:"industry,omitempty"`
	Challenge        string     `dynamo:"challenge,omitempty"`
	OnboardedAt      *time.Time `dynamo:"onboarding_completed_at,omitempty"`
	Streak           int        `dynamo:"streak"`
	BestStreak       int        `dynamo:"best_streak"`
	AllowanceMonth   string     `dynamo:"allowance_month,omitempty"`
	// Charges are the profile's recent charges by id; a new profile gets
	// the empty map, since an update can only set an entry of a map that
	// exists.
	Charges map[string]chargeMark `dynamo:"charges,allowempty"`
}

// chargeMark is a charge id's entry in a profile's charges map.
type chargeMark struct {
	At   time.Time `dynamo:"at"`             // when the charge was applied or voided
	Void bool      `dynamo:"void,omitempty"` // voided (VoidCharge): never to be applied
}

const (
	// maxCharges is how many entries a profile's charges map holds before
	// a deduction removes those older than profile.ChargeMemory.
	maxCharges = 20
	// pruneBatch bounds the entries one removal takes (an update expression
	// holds at most 4 KB); the next deduction takes more.
	pruneBatch = 10
)

func toRow(p profile.Profile) profileRow {
	return profileRow{ID: p.ID, CreditsRemaining: p.CreditsRemaining, TrialUsed: p.TrialUsed, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt,
		Industry: p.Industry, Challenge: p.Challenge, OnboardedAt: p.OnboardingCompletedAt, Streak: p.Streak, BestStreak: p.BestStreak,
		AllowanceMonth: p.AllowanceMonth}
}

func (r profileRow) toProfile() profile.Profile {
	return profile.Profile{ID: r.ID, CreditsRemaining: r.CreditsRemaining, TrialUsed: r.TrialUsed, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		Industry: r.Industry, Challenge: r.Challenge, OnboardingCompletedAt: r.OnboardedAt, Streak: r.Streak, BestStreak: r.BestStreak,
		AllowanceMonth: r.AllowanceMonth}
}

// Get implements profile.Store.
func (s *Store) Get(ctx context.Context, id string) (profile.Profile, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return profile.Profile{}, err
	}
	return row.toProfile(), nil
}

// get reads a profile's row (a strongly consistent read).
func (s *Store) get(ctx context.Context, id string) (profileRow, error) {
	var row profileRow
	err := s.profiles.Get("id", id).Consistent(true).One(ctx, &row)
	if errors.Is(err, dynamo.ErrNotFound) {
		return profileRow{}, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return profileRow{}, fmt.Errorf("get profile: %w", err)
	}
	return row, nil
}

// Create implements profile.Store: a put that only succeeds when no row
// exists, so two first reads racing each other create one profile.
func (s *Store) Create(ctx context.Context, p profile.Profile) (profile.Profile, error) {
	err := s.profiles.Put(toRow(p)).If("attribute_not_exists(id)").Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return s.Get(ctx, p.ID)
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("create profile: %w", err)
	}
	return p, nil
}

// Deduct implements profile.Store: one conditional update takes the
// credits and records the charge id. Only a refusal costs a read, which
// tells a charge already applied (success) from a short balance.
func (s *Store) Deduct(ctx context.Context, id string, amount int, chargeID string) (int, error) {
	if amount <= 0 {
		return 0, fmt.Errorf("deduct %d: %w", amount, apperr.Invalid)
	}
	if chargeID == "" {
		return 0, fmt.Errorf("deduct without a charge id: %w", apperr.Invalid)
	}
	now := s.now().UTC()
	var row profileRow
	err := s.withCharges(ctx, id, func() error {
		return s.profiles.Update("id", id).
			Add("credits_remaining", -amount).
			Set("updated_at", now).
			SetExpr("charges.$ = ?", chargeID, chargeMark{At: now}).
			If("attribute_exists(id) AND credits_remaining >= ? AND attribute_not_exists(charges.$)", amount, chargeID).
			Value(ctx, &row)
	})
	if dynamo.IsCondCheckFailed(err) {
		cur, gerr := s.get(ctx, id)
		if gerr != nil {
			return 0, gerr
		}
		switch mark, seen := cur.Charges[chargeID]; {
		case seen && mark.Void:
			return cur.CreditsRemaining, profile.ErrChargeVoided
		case seen: // applied by an earlier attempt
			return cur.CreditsRemaining, nil
		}
		return cur.CreditsRemaining, profile.ErrInsufficientCredits
	}
	if err != nil {
		return 0, fmt.Errorf("deduct credits: %w", err)
	}
	s.prune(ctx, id, row.Charges, now)
	return row.CreditsRemaining, nil
}

// VoidCharge implements profile.Store: one conditional update records the
// charge id as void unless it is recorded already; only then does a read
// tell whether it was applied.
func (s *Store) VoidCharge(ctx context.Context, id, chargeID string) (int, bool, error) {
	if chargeID == "" {
		return 0, false, fmt.Errorf("void without a charge id: %w", apperr.Invalid)
	}
	now := s.now().UTC()
	var row profileRow
	err := s.withCharges(ctx, id, func() error {
		return s.profiles.Update("id", id).
			SetExpr("charges.$ = ?", chargeID, chargeMark{At: now, Void: true}).
			If("attribute_exists(id) AND attribute_not_exists(charges.$)", chargeID).
			Value(ctx, &row)
	})
	if dynamo.IsCondCheckFailed(err) {
		cur, gerr := s.get(ctx, id)
		if gerr != nil {
			return 0, false, gerr
		}
		mark, seen := cur.Charges[chargeID]
		return cur.CreditsRemaining, seen && !mark.Void, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("void charge: %w", err)
	}
	return row.CreditsRemaining, false, nil
}

// withCharges runs update, an update that sets an entry of the charges
// map. A profile stored before charges were recorded has no map, and
// DynamoDB refuses to set an entry of a missing map (a ValidationException):
// then the map is created, once for the profile, and update runs again. The
// creation's refusal (no profile) is returned as update's would be.
func (s *Store) withCharges(ctx context.Context, id string, update func() error) error {
	err := update()
	var coded interface{ ErrorCode() string }
	if !errors.As(err, &coded) || coded.ErrorCode() != "ValidationException" {
		return err
	}
	err = s.profiles.Update("id", id).
		SetExpr("charges = if_not_exists(charges, ?)", map[string]chargeMark{}).
		If("attribute_exists(id)").
		Run(ctx)
	if err != nil {
		return err
	}
	return update()
}

// prune removes, best effort, the entries older than profile.ChargeMemory
// once the map charges (as a deduction left it) holds more than
// maxCharges. A removal that fails is left to the next deduction.
func (s *Store) prune(ctx context.Context, id string, charges map[string]chargeMark, now time.Time) {
	if len(charges) <= maxCharges {
		return
	}
	u := s.profiles.Update("id", id)
	n := 0
	for c, mark := range charges {
		if now.Sub(mark.At) > profile.ChargeMemory && n < pruneBatch {
			u, n = u.RemoveExpr("charges.$", c), n+1
		}
	}
	if n > 0 {
		_ = u.If("attribute_exists(id)").Run(ctx)
	}
}

// MarkTrialUsed implements profile.Store.
func (s *Store) MarkTrialUsed(ctx context.Context, id string, bonus int) (profile.Profile, error) {
	u := s.profiles.Update("id", id).
		Set("trial_used", true).
		Set("updated_at", s.now().UTC())
	cond := "attribute_exists(id) AND trial_used = ?"
	args := []any{false}
	if bonus > 0 {
		// Adding to -1 (unlimited) would turn a plan into a small balance.
		u = u.Add("credits_remaining", bonus)
		cond += " AND credits_remaining <> ?"
		args = append(args, profile.Unlimited)
	}
	var row profileRow
	err := u.If(cond, args...).Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		p, gerr := s.Get(ctx, id)
		switch {
		case gerr != nil:
			return profile.Profile{}, gerr
		case p.TrialUsed:
			return profile.Profile{}, profile.ErrTrialUsed
		default:
			return profile.Profile{}, apperr.New(apperr.KindConflict, "profile_changed", "Your plan changed meanwhile. Please try again.")
		}
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("start trial: %w", err)
	}
	return row.toProfile(), nil
}

// SetOnboarding implements profile.Store.
func (s *Store) SetOnboarding(ctx context.Context, id string, industry, challenge *string, completedAt *time.Time) (profile.Profile, error) {
	u := s.profiles.Update("id", id).Set("updated_at", s.now().UTC())
	if industry != nil {
		u = u.Set("industry", *industry)
	}
	if challenge != nil {
		u = u.Set("challenge", *challenge)
	}
	if completedAt != nil {
		u = u.SetIfNotExists("onboarding_completed_at", completedAt.UTC())
	}
	var row profileRow
	err := u.If("attribute_exists(id)").Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		return profile.Profile{}, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("set onboarding: %w", err)
	}
	return row.toProfile(), nil
}

// ExtendStreak implements profile.Store. The best streak is raised in a
// second conditional update, so it never needs a read-modify-write.
func (s *Store) ExtendStreak(ctx context.Context, id string) (profile.Profile, error) {
	var row profileRow
	err := s.profiles.Update("id", id).Add("streak", 1).Set("updated_at", s.now().UTC()).
		If("attribute_exists(id)").Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		return profile.Profile{}, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("extend streak: %w", err)
	}
	if row.Streak > row.BestStreak {
		err := s.profiles.Update("id", id).Set("best_streak", row.Streak).
			If("attribute_not_exists(best_streak) OR best_streak < ?", row.Streak).Value(ctx, &row)
		if err != nil && !dynamo.IsCondCheckFailed(err) {
			return profile.Profile{}, fmt.Errorf("best streak: %w", err)
		}
	}
	return row.toProfile(), nil
}

// ResetStreak implements profile.Store.
func (s *Store) ResetStreak(ctx context.Context, id string) (profile.Profile, error) {
	var row profileRow
	err := s.profiles.Update("id", id).Set("streak", 0).Set("updated_at", s.now().UTC()).
		If("attribute_exists(id)").Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		return profile.Profile{}, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("reset streak: %w", err)
	}
	return row.toProfile(), nil
}

// ClaimAllowance implements profile.Store: a conditional update raises a
// balance below credits and sets the month; when the balance is not below
// (or unlimited), a second one only sets the month. Both are conditional on
// the month not being claimed, so however many calls race, one of them
// claims it, once.
func (s *Store) ClaimAllowance(ctx context.Context, id, month string, credits int) (profile.Profile, bool, error) {
	const unclaimed = "attribute_exists(id) AND (attribute_not_exists(allowance_month) OR allowance_month < ?)"
	now := s.now().UTC()
	var row profileRow
	err := s.profiles.Update("id", id).
		Set("credits_remaining", credits).Set("allowance_month", month).Set("updated_at", now).
		If(unclaimed+" AND credits_remaining < ? AND credits_remaining <> ?", month, credits, profile.Unlimited).
		Value(ctx, &row)
	if err == nil {
		return row.toProfile(), true, nil
	}
	if !dynamo.IsCondCheckFailed(err) {
		return profile.Profile{}, false, fmt.Errorf("claim allowance: %w", err)
	}
	err = s.profiles.Update("id", id).
		Set("allowance_month", month).Set("updated_at", now).
		If(unclaimed+" AND (credits_remaining >= ? OR credits_remaining = ?)", month, credits, profile.Unlimited).
		Value(ctx, &row)
	if err == nil {
		return row.toProfile(), false, nil
	}
	if !dynamo.IsCondCheckFailed(err) {
		return profile.Profile{}, false, fmt.Errorf("claim allowance: %w", err)
	}
	// Claimed already (or no profile): the row as it is tells.
	p, err := s.Get(ctx, id)
	return p, false, err
}

// Grant implements profile.Store: the credits are added and the grant id
// recorded in the charges map in one update, on the condition that the id
// is not there yet.
func (s *Store) Grant(ctx context.Context, id string, amount int, grantID string) (profile.Profile, bool, error) {
	if amount <= 0 {
		return profile.Profile{}, false, fmt.Errorf("grant %d: %w", amount, apperr.Invalid)
	}
	if grantID == "" {
		return profile.Profile{}, false, fmt.Errorf("grant without an id: %w", apperr.Invalid)
	}
	now := s.now().UTC()
	var row profileRow
	err := s.withCharges(ctx, id, func() error {
		return s.profiles.Update("id", id).
			Add("credits_remaining", amount).
			Set("updated_at", now).
			SetExpr("charges.$ = ?", grantID, chargeMark{At: now}).
			If("attribute_exists(id) AND credits_remaining <> ? AND attribute_not_exists(charges.$)", profile.Unlimited, grantID).
			Value(ctx, &row)
	})
	if dynamo.IsCondCheckFailed(err) {
		cur, gerr := s.get(ctx, id)
		switch {
		case gerr != nil:
			return profile.Profile{}, false, gerr
		case cur.Charges[grantID] != (chargeMark{}):
			return cur.toProfile(), false, nil // granted by an earlier attempt
		case cur.CreditsRemaining == profile.Unlimited:
			return cur.toProfile(), false, profile.ErrUnlimitedPlan
		}
		return cur.toProfile(), false, fmt.Errorf("grant refused without a reason: %w", err)
	}
	if err != nil {
		return profile.Profile{}, false, fmt.Errorf("grant credits: %w", err)
	}
	s.prune(ctx, id, row.Charges, now)
	return row.toProfile(), true, nil
}

type usageRow struct {
	UserID    string    `dynamo:"user_id,hash"`
	SK        string    `dynamo:"sk,range"` // the charge id
	Feature   string    `dynamo:"feature_used"`
	Amount    int       `dynamo:"amount"`
	Remaining int       `dynamo:"remaining_credits"`
	At        time.Time `dynamo:"created_at"`
}

// LogUsage implements profile.Store. The row's sort key is the charge id
// (time-sorted for the charges paid.Run makes), put only when absent, so a
// charge is logged once; a row without a charge id gets a time-sorted one.
func (s *Store) LogUsage(ctx context.Context, u profile.Usage) error {
	sk := u.ChargeID
	if sk == "" {
		sk = ids.TimeSorted(u.At)
	}
	row := usageRow{UserID: u.UserID, SK: sk, Feature: u.Feature, Amount: u.Amount, Remaining: u.Remaining, At: u.At}
	err := s.usage.Put(row).If("attribute_not_exists(sk)").Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return nil // this charge is logged already
	}
	if err != nil {
		return fmt.Errorf("log usage: %w", err)
	}
	return nil
}
