// Package profiledb stores profiles and the credit usage log in DynamoDB.
// Every credit change is a single-item conditional update, so concurrent
// spends can never take a balance below zero.
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
}

func toRow(p profile.Profile) profileRow {
	return profileRow{ID: p.ID, CreditsRemaining: p.CreditsRemaining, TrialUsed: p.TrialUsed, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt,
		Industry: p.Industry, Challenge: p.Challenge, OnboardedAt: p.OnboardingCompletedAt, Streak: p.Streak, BestStreak: p.BestStreak}
}

func (r profileRow) toProfile() profile.Profile {
	return profile.Profile{ID: r.ID, CreditsRemaining: r.CreditsRemaining, TrialUsed: r.TrialUsed, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		Industry: r.Industry, Challenge: r.Challenge, OnboardingCompletedAt: r.OnboardedAt, Streak: r.Streak, BestStreak: r.BestStreak}
}

// Get implements profile.Store.
func (s *Store) Get(ctx context.Context, id string) (profile.Profile, error) {
	var row profileRow
	err := s.profiles.Get("id", id).Consistent(true).One(ctx, &row)
	if errors.Is(err, dynamo.ErrNotFound) {
		return profile.Profile{}, fmt.Errorf("profile %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return profile.Profile{}, fmt.Errorf("get profile: %w", err)
	}
	return row.toProfile(), nil
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

// Deduct implements profile.Store.
func (s *Store) Deduct(ctx context.Context, id string, amount int) (int, error) {
	if amount <= 0 {
		return 0, fmt.Errorf("deduct %d: %w", amount, apperr.Invalid)
	}
	var row profileRow
	err := s.profiles.Update("id", id).
		Add("credits_remaining", -amount).
		Set("updated_at", s.now().UTC()).
		If("attribute_exists(id) AND credits_remaining >= ?", amount).
		Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		p, gerr := s.Get(ctx, id)
		if gerr != nil {
			return 0, gerr
		}
		return p.CreditsRemaining, profile.ErrInsufficientCredits
	}
	if err != nil {
		return 0, fmt.Errorf("deduct credits: %w", err)
	}
	return row.CreditsRemaining, nil
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

type usageRow struct {
	UserID    string    `dynamo:"user_id,hash"`
	SK        string    `dynamo:"sk,range"`
	Feature   string    `dynamo:"feature_used"`
	Amount    int       `dynamo:"amount"`
	Remaining int       `dynamo:"remaining_credits"`
	At        time.Time `dynamo:"created_at"`
}

// LogUsage implements profile.Store.
func (s *Store) LogUsage(ctx context.Context, u profile.Usage) error {
	row := usageRow{UserID: u.UserID, SK: ids.TimeSorted(u.At), Feature: u.Feature, Amount: u.Amount, Remaining: u.Remaining, At: u.At}
	if err := s.usage.Put(row).Run(ctx); err != nil {
		return fmt.Errorf("log usage: %w", err)
	}
	return nil
}
