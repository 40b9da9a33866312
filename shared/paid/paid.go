// Package paid is the one charging policy of the product: every feature that
// costs credits (pitch analysis, demo feedback, role-play replies, and what
// comes next: voice, recordings) runs its work through Run, so when a user
// pays, and what happens when a step fails, is written once.
//
// The policy:
//   - The balance is checked before the work: a user without enough credits
//     gets the feature's 409 and no work is done.
//   - The user pays only for work delivered: a Backup Mode answer (the
//     built-in engine standing in for a failed LLM, as the spec's demo rule
//     says "only when … feedback not a fallback") and a refused input are
//     free. The built-in engine as the configured provider is not a fallback.
//   - The result is saved before it is charged, so a result is never paid for
//     and then lost. A save that fails fails the call: nothing is charged and
//     the client may retry.
//   - The charge is one conditional update (profile.Store.Deduct) under a
//     charge id, random for each job, that the update records: sent twice
//     (the SDK retries an attempt whose answer was lost or late), it is
//     paid once. When it is refused (the credits were spent elsewhere
//     meanwhile), the save is undone and the caller gets the 409. When it
//     fails without a clear answer (a timeout, a dropped connection: it may
//     have been applied), the charge is settled (profile.Service.Settle): an
//     applied charge keeps the result and the job succeeds; an unapplied
//     one is voided, so it can no longer be applied, and the save is undone
//     (the 503); when even that cannot be told, the save is undone and the
//     doubt logged. No result without payment, no payment without a result.
//   - A retried call with the same Idempotency-Key gets the first result
//     without paying again (httpapi's idempotency middleware, before Run).
//
// DynamoDB locally (dynalite) has no transactions, so the policy uses none:
// each step is a single-item conditional write, and the undo is a
// conditional write too. The same code runs locally and on AWS.
package paid

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/profile"
)

// Profiles is what the policy needs of the credit rules (profile.Service).
type Profiles interface {
	Spend(ctx context.Context, userID string, f profile.Feature, chargeID string) (remaining int, err error)
	Settle(ctx context.Context, userID string, f profile.Feature, chargeID string) (remaining int, charged bool, err error)
}

// Undo reverses a save. It runs with a context that is not cancelled with
// the request.
type Undo func(ctx context.Context) error

// Job is one paid piece of work.
type Job[R any] struct {
	UserID  string
	Feature profile.Feature
	// Balance returns the caller's profile as read before the work (a use
	// case starts the read early, so it overlaps its checks).
	Balance func() (profile.Profile, error)
	// NoCredits is the feature's 409, in the spec's words.
	NoCredits error
	// Work does the costly work. charge false means it is not to be paid
	// for: a Backup Mode answer, or an input the screener refused.
	Work func(ctx context.Context) (result R, charge bool, err error)
	// Save keeps the result (a session, a turn) and returns how to take it
	// back; nil when there is nothing to keep.
	Save func(ctx context.Context, result R) (Undo, error)
}

// Receipt is the outcome of a job.
type Receipt[R any] struct {
	Result    R
	Charged   bool
	Remaining int // the balance after the job (profile.Unlimited for unlimited plans)
}

// Run does the job under the policy (see the package doc).
func Run[R any](ctx context.Context, profiles Profiles, log *slog.Logger, j Job[R]) (Receipt[R], error) {
	var none Receipt[R]
	p, err := j.Balance()
	if err != nil {
		return none, err
	}
	if !p.HasCredits(j.Feature.Cost()) {
		return none, j.NoCredits
	}
	result, charge, err := j.Work(ctx)
	if err != nil {
		return none, err
	}
	undo := Undo(func(context.Context) error { return nil })
	if j.Save != nil {
		if undo, err = j.Save(ctx, result); err != nil {
			return none, err
		}
	}
	if !charge {
		return Receipt[R]{Result: result, Remaining: p.CreditsRemaining}, nil
	}
	// Time-sorted: the charge id is also the usage row's sort key.
	chargeID := ids.TimeSorted(time.Now())
	remaining, err := profiles.Spend(ctx, j.UserID, j.Feature, chargeID)
	if err != nil && !errors.Is(err, profile.ErrInsufficientCredits) {
		// No clear answer: the charge may have been applied. Settling it is
		// not cancelled with the request, whose deadline may be what failed.
		left, charged, serr := profiles.Settle(context.WithoutCancel(ctx), j.UserID, j.Feature, chargeID)
		switch {
		case serr != nil:
			if log != nil {
				log.ErrorContext(ctx, "charge neither confirmed nor voided: result taken back", "feature", j.Feature.Key(),
					"charge_id", chargeID, "err", err, "settle_err", serr)
			}
		case charged:
			if log != nil {
				log.WarnContext(ctx, "charge applied though its answer failed: result kept", "feature", j.Feature.Key(),
					"charge_id", chargeID, "err", err)
			}
			return Receipt[R]{Result: result, Charged: true, Remaining: left}, nil
		}
	}
	if err != nil {
		if uerr := undo(context.WithoutCancel(ctx)); uerr != nil && log != nil {
			// The result stays saved without a charge: the user's gain, logged.
			log.ErrorContext(ctx, "unpaid result not taken back", "feature", j.Feature.Key(), "err", uerr)
		}
		if errors.Is(err, profile.ErrInsufficientCredits) {
			return none, j.NoCredits
		}
		return none, err
	}
	return Receipt[R]{Result: result, Charged: true, Remaining: remaining}, nil
}

// Reader reads the caller's profile, creating it on first read
// (profile.Service.GetOrCreate).
type Reader interface {
	GetOrCreate(ctx context.Context, userID string) (profile.Profile, error)
}

// Prefetch starts reading the caller's profile and returns the function that
// waits for it, so the read's round trips overlap a use case's checks
// (limits, screening) rather than follow them; Job.Balance takes it. The read
// is not cancelled with the request: a use case that returns early (a 429)
// leaves it to finish on its own, bounded by the store's deadlines, so no
// DynamoDB call is abandoned mid-flight.
func Prefetch(ctx context.Context, r Reader, userID string) func() (profile.Profile, error) {
	var p profile.Profile
	var err error
	read := make(chan struct{})
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer close(read)
		p, err = r.GetOrCreate(ctx, userID)
	}()
	return func() (profile.Profile, error) {
		<-read
		return p, err
	}
}
