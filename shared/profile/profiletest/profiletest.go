// Package profiletest is the contract of profile.Store as a test suite:
// profiledb runs it against dynalite and profilemem in memory, so the fake
// the use-case tests rely on behaves like the store in production.
package profiletest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/profile"
)

// Run checks the store newStore returns against profile.Store's contract.
// newStore may return the same store each time (one table for the whole
// binary): every test works on profiles of its own.
func Run(t *testing.T, newStore func(t *testing.T) profile.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s profile.Store)
	}{
		{"GetUnknown", testGetUnknown},
		{"CreateOnce", testCreateOnce},
		{"ConcurrentCreatesMakeOneProfile", testConcurrentCreates},
		{"Deduct", testDeduct},
		{"DeductRefusesBadAmountsAndMissingProfiles", testDeductRefuses},
		{"ConcurrentDeductsNeverOverspend", testConcurrentDeducts},
		{"AChargeIDIsPaidOnce", testChargeOnce},
		{"ConcurrentDeductsOfOneChargePayOnce", testConcurrentCharge},
		{"VoidCharge", testVoidCharge},
		{"DeductAndVoidOfOneChargeRacing", testDeductVoidRace},
		{"MarkTrialUsed", testMarkTrialUsed},
		{"ConcurrentTrialsAddTheBonusOnce", testConcurrentTrials},
		{"SetOnboarding", testSetOnboarding},
		{"Streak", testStreak},
		{"ConcurrentStreakExtensions", testConcurrentStreak},
		{"LogUsage", testLogUsage},
		{"ClaimAllowance", testClaimAllowance},
		{"ConcurrentClaimsOfAMonthGiveItOnce", testConcurrentClaims},
		{"Grant", testGrant},
		{"ConcurrentGrantsOfOneIDAddOnce", testConcurrentGrants},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

// newID returns an id no other test uses, in this run or an earlier one
// against the same table.
func newID(t *testing.T) string {
	return fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), seq.Add(1))
}

// chargeID returns a charge id no other deduction uses.
func chargeID() string { return fmt.Sprintf("charge-%d-%d", time.Now().UnixNano(), seq.Add(1)) }

// past is a creation time well before any test runs.
var past = time.Date(2020, 1, 2, 3, 4, 5, 6, time.UTC)

// create stores a profile of the given balance and returns it.
func create(t *testing.T, s profile.Store, credits int) profile.Profile {
	t.Helper()
	p := profile.Profile{ID: newID(t), CreditsRemaining: credits, CreatedAt: past, UpdatedAt: past, Industry: "retail", Streak: 2, BestStreak: 5}
	got, err := s.Create(context.Background(), p)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	same(t, "Create", got, p)
	return p
}

func get(t *testing.T, s profile.Store, id string) profile.Profile {
	t.Helper()
	p, err := s.Get(context.Background(), id)
	if err != nil {
		t.Fatalf("Get(%q): %v", id, err)
	}
	return p
}

// same reports the fields of got that differ from want; UpdatedAt is the
// store's to set.
func same(t *testing.T, what string, got, want profile.Profile) {
	t.Helper()
	ok := got.ID == want.ID && got.CreditsRemaining == want.CreditsRemaining && got.TrialUsed == want.TrialUsed &&
		got.CreatedAt.Equal(want.CreatedAt) && got.Industry == want.Industry && got.Challenge == want.Challenge &&
		got.Streak == want.Streak && got.BestStreak == want.BestStreak &&
		(got.OnboardingCompletedAt == nil) == (want.OnboardingCompletedAt == nil) &&
		(got.OnboardingCompletedAt == nil || got.OnboardingCompletedAt.Equal(*want.OnboardingCompletedAt))
	if !ok {
		t.Errorf("%s = %+v, want %+v", what, got, want)
	}
}

// isCode reports whether err is the client error want, by its code: kinds
// alone would not tell ErrInsufficientCredits from another conflict.
func isCode(err error, want *apperr.Error) bool {
	e := apperr.As(err)
	return e != nil && e.Code == want.Code
}

func testGetUnknown(t *testing.T, s profile.Store) {
	if _, err := s.Get(context.Background(), newID(t)); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of an unknown id = %v, want apperr.NotFound", err)
	}
}

func testCreateOnce(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 1)
	same(t, "Get after Create", get(t, s, p.ID), p)
	// A second Create answers the stored row and changes nothing.
	again, err := s.Create(ctx, profile.Profile{ID: p.ID, CreditsRemaining: 99, CreatedAt: time.Now()})
	if err != nil {
		t.Fatalf("second Create: %v", err)
	}
	same(t, "second Create", again, p)
	same(t, "Get after the second Create", get(t, s, p.ID), p)
}

func testConcurrentCreates(t *testing.T, s profile.Store) {
	ctx := context.Background()
	id := newID(t)
	const n = 10
	got := make([]profile.Profile, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			p, err := s.Create(ctx, profile.Profile{ID: id, CreditsRemaining: 100 + i, CreatedAt: past})
			if err != nil {
				t.Errorf("Create %d: %v", i, err)
			}
			got[i] = p
		})
	}
	wg.Wait()
	stored := get(t, s, id)
	if stored.CreditsRemaining < 100 || stored.CreditsRemaining >= 100+n {
		t.Fatalf("stored balance %d is none of the created ones", stored.CreditsRemaining)
	}
	for i, p := range got {
		if p.CreditsRemaining != stored.CreditsRemaining {
			t.Errorf("Create %d answered balance %d; the stored profile has %d", i, p.CreditsRemaining, stored.CreditsRemaining)
		}
	}
}

func testDeduct(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 3)
	steps := []struct {
		amount, remaining int
		err               *apperr.Error
	}{
		{2, 1, nil},
		{2, 1, profile.ErrInsufficientCredits}, // refused with the balance
		{1, 0, nil},
		{1, 0, profile.ErrInsufficientCredits},
	}
	for _, st := range steps {
		remaining, err := s.Deduct(ctx, p.ID, st.amount, chargeID())
		if remaining != st.remaining || (st.err == nil) != (err == nil) || (st.err != nil && !isCode(err, st.err)) {
			t.Fatalf("Deduct(%d) = %d, %v; want %d, %v", st.amount, remaining, err, st.remaining, st.err)
		}
	}
	got := get(t, s, p.ID)
	p.CreditsRemaining = 0
	same(t, "after the deductions", got, p) // nothing but the balance changed
	if !got.UpdatedAt.After(past) {
		t.Errorf("UpdatedAt %v did not move on", got.UpdatedAt)
	}

	// An unlimited plan is refused with its balance, Unlimited: the caller decides.
	u := create(t, s, profile.Unlimited)
	remaining, err := s.Deduct(ctx, u.ID, 1, chargeID())
	if remaining != profile.Unlimited || !isCode(err, profile.ErrInsufficientCredits) {
		t.Errorf("Deduct on an unlimited plan = %d, %v; want %d, ErrInsufficientCredits", remaining, err, profile.Unlimited)
	}
	same(t, "unlimited plan after Deduct", get(t, s, u.ID), u)
}

func testDeductRefuses(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 3)
	for _, amount := range []int{0, -1} {
		if _, err := s.Deduct(ctx, p.ID, amount, chargeID()); !errors.Is(err, apperr.Invalid) {
			t.Errorf("Deduct(%d) = %v, want apperr.Invalid", amount, err)
		}
	}
	if _, err := s.Deduct(ctx, p.ID, 1, ""); !errors.Is(err, apperr.Invalid) {
		t.Errorf("Deduct without a charge id = %v, want apperr.Invalid", err)
	}
	if _, _, err := s.VoidCharge(ctx, p.ID, ""); !errors.Is(err, apperr.Invalid) {
		t.Errorf("VoidCharge without a charge id = %v, want apperr.Invalid", err)
	}
	same(t, "after refused amounts", get(t, s, p.ID), p)
	if _, err := s.Deduct(ctx, newID(t), 1, chargeID()); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Deduct without a profile = %v, want apperr.NotFound", err)
	}
	if _, _, err := s.VoidCharge(ctx, newID(t), chargeID()); !errors.Is(err, apperr.NotFound) {
		t.Errorf("VoidCharge without a profile = %v, want apperr.NotFound", err)
	}
}

// deductConcurrently runs n Deducts of amount at once and returns the
// remaining balances of those that succeeded and of those refused.
func deductConcurrently(t *testing.T, s profile.Store, id string, n, amount int) (ok, refused []int) {
	var (
		wg sync.WaitGroup
		mu sync.Mutex
	)
	for range n {
		wg.Go(func() {
			remaining, err := s.Deduct(context.Background(), id, amount, chargeID())
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok = append(ok, remaining)
			case isCode(err, profile.ErrInsufficientCredits):
				refused = append(refused, remaining)
			default:
				t.Errorf("Deduct: %v", err)
			}
		})
	}
	wg.Wait()
	slices.Sort(ok)
	return ok, refused
}

func testConcurrentDeducts(t *testing.T, s profile.Store) {
	// 50 one-credit spends against 11 credits: exactly 11 pass, each leaving
	// a different balance, and the rest are refused with the empty balance.
	p := create(t, s, 11)
	ok, refused := deductConcurrently(t, s, p.ID, 50, 1)
	if want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}; !slices.Equal(ok, want) {
		t.Errorf("balances after the passed deductions %v, want %v", ok, want)
	}
	if len(refused) != 39 || slices.ContainsFunc(refused, func(n int) bool { return n != 0 }) {
		t.Errorf("refused deductions reported %v, want 39 times 0", refused)
	}
	if got := get(t, s, p.ID).CreditsRemaining; got != 0 {
		t.Errorf("balance %d after the race, want 0", got)
	}

	// 20 two-credit spends against 11: five pass and one credit is left.
	p = create(t, s, 11)
	ok, refused = deductConcurrently(t, s, p.ID, 20, 2)
	if want := []int{1, 3, 5, 7, 9}; !slices.Equal(ok, want) {
		t.Errorf("balances after the passed deductions %v, want %v", ok, want)
	}
	if len(refused) != 15 || slices.ContainsFunc(refused, func(n int) bool { return n != 1 }) {
		t.Errorf("refused deductions reported %v, want 15 times 1", refused)
	}
	if got := get(t, s, p.ID).CreditsRemaining; got != 1 {
		t.Errorf("balance %d after the race, want 1", got)
	}
}

// deduct deducts and fails the test unless it succeeds with want left.
func deduct(t *testing.T, s profile.Store, id string, amount int, charge string, want int) {
	t.Helper()
	remaining, err := s.Deduct(context.Background(), id, amount, charge)
	if err != nil || remaining != want {
		t.Fatalf("Deduct(%d, %s) = %d, %v; want %d, nil", amount, charge, remaining, err, want)
	}
}

func testChargeOnce(t *testing.T, s profile.Store) {
	p := create(t, s, 5)
	a, b := chargeID(), chargeID()
	deduct(t, s, p.ID, 2, a, 3)
	// The same charge again (an attempt whose first answer was lost) is a
	// success with the balance, and pays nothing.
	deduct(t, s, p.ID, 2, a, 3)
	// Another charge pays.
	deduct(t, s, p.ID, 2, b, 1)
	// A repeat succeeds even when the balance could not pay it again.
	deduct(t, s, p.ID, 2, a, 1)
	deduct(t, s, p.ID, 2, b, 1)
	// A new charge the balance cannot pay is refused with it.
	if remaining, err := s.Deduct(context.Background(), p.ID, 2, chargeID()); remaining != 1 || !isCode(err, profile.ErrInsufficientCredits) {
		t.Errorf("Deduct of a new charge = %d, %v; want 1, ErrInsufficientCredits", remaining, err)
	}
	p.CreditsRemaining = 1
	same(t, "after the charges", get(t, s, p.ID), p)

	// A charge id is the profile's own: another profile pays its own.
	q := create(t, s, 5)
	deduct(t, s, q.ID, 2, a, 3)
}

func testConcurrentCharge(t *testing.T, s profile.Store) {
	// 20 attempts of one 3-credit charge at once: all succeed, one pays.
	p := create(t, s, 10)
	charge := chargeID()
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		left []int
	)
	for range 20 {
		wg.Go(func() {
			remaining, err := s.Deduct(context.Background(), p.ID, 3, charge)
			if err != nil {
				t.Errorf("Deduct: %v", err)
				return
			}
			mu.Lock()
			left = append(left, remaining)
			mu.Unlock()
		})
	}
	wg.Wait()
	if len(left) != 20 || slices.ContainsFunc(left, func(n int) bool { return n != 7 }) {
		t.Errorf("the attempts answered %v, want 20 times 7", left)
	}
	if got := get(t, s, p.ID).CreditsRemaining; got != 7 {
		t.Errorf("balance %d, want 7: one charge", got)
	}

	// Different charges at once each pay: 10 two-credit charges on 15.
	p = create(t, s, 15)
	ok, refused := deductConcurrently(t, s, p.ID, 10, 2)
	if want := []int{1, 3, 5, 7, 9, 11, 13}; !slices.Equal(ok, want) || len(refused) != 3 {
		t.Errorf("passed with %v, %d refused; want %v and 3", ok, len(refused), want)
	}
}

func testVoidCharge(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 5)
	// An applied charge is reported applied and stays paid once.
	applied := chargeID()
	deduct(t, s, p.ID, 2, applied, 3)
	for range 2 {
		remaining, ok, err := s.VoidCharge(ctx, p.ID, applied)
		if err != nil || !ok || remaining != 3 {
			t.Fatalf("VoidCharge of an applied charge = %d, %v, %v; want 3, true", remaining, ok, err)
		}
	}
	deduct(t, s, p.ID, 2, applied, 3)

	// A charge not applied is voided: reported unapplied, and a late
	// attempt of it pays nothing.
	late := chargeID()
	for range 2 {
		remaining, ok, err := s.VoidCharge(ctx, p.ID, late)
		if err != nil || ok || remaining != 3 {
			t.Fatalf("VoidCharge of an unapplied charge = %d, %v, %v; want 3, false", remaining, ok, err)
		}
	}
	if remaining, err := s.Deduct(ctx, p.ID, 2, late); !errors.Is(err, profile.ErrChargeVoided) || remaining != 3 {
		t.Errorf("Deduct of a voided charge = %d, %v; want 3, ErrChargeVoided", remaining, err)
	}
	p.CreditsRemaining = 3
	same(t, "after the voided charge", get(t, s, p.ID), p)

	// An unlimited plan is not charged; its voided charge reports its balance.
	u := create(t, s, profile.Unlimited)
	if remaining, ok, err := s.VoidCharge(ctx, u.ID, chargeID()); err != nil || ok || remaining != profile.Unlimited {
		t.Errorf("VoidCharge on an unlimited plan = %d, %v, %v; want %d, false", remaining, ok, err, profile.Unlimited)
	}
	same(t, "unlimited plan after VoidCharge", get(t, s, u.ID), u)
}

func testDeductVoidRace(t *testing.T, s profile.Store) {
	// A late attempt and the settling of its charge, at once, many times:
	// either the charge was applied and settling says so, or it was voided
	// and the attempt paid nothing. Never paid and reported unpaid.
	const rounds = 15
	p := create(t, s, 100)
	paid := 0
	for range rounds {
		charge := chargeID()
		var (
			wg       sync.WaitGroup
			deducted bool
			applied  bool
		)
		wg.Go(func() {
			_, err := s.Deduct(context.Background(), p.ID, 1, charge)
			switch {
			case err == nil:
				deducted = true
			case !errors.Is(err, profile.ErrChargeVoided):
				t.Errorf("Deduct: %v", err)
			}
		})
		wg.Go(func() {
			_, ok, err := s.VoidCharge(context.Background(), p.ID, charge)
			if err != nil {
				t.Errorf("VoidCharge: %v", err)
			}
			applied = ok
		})
		wg.Wait()
		if deducted != applied {
			t.Errorf("Deduct succeeded %v, VoidCharge reported applied %v", deducted, applied)
		}
		if applied {
			paid++
		}
	}
	if got := get(t, s, p.ID).CreditsRemaining; got != 100-paid {
		t.Errorf("balance %d after %d applied charges, want %d", got, paid, 100-paid)
	}
	t.Logf("%d of %d charges applied before they were settled", paid, rounds)
}

func testMarkTrialUsed(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 1)
	got, err := s.MarkTrialUsed(ctx, p.ID, profile.TrialBonus)
	if err != nil {
		t.Fatalf("MarkTrialUsed: %v", err)
	}
	p.TrialUsed, p.CreditsRemaining = true, 1+profile.TrialBonus
	same(t, "MarkTrialUsed", got, p)
	same(t, "Get after MarkTrialUsed", get(t, s, p.ID), p)
	// Once only.
	if _, err := s.MarkTrialUsed(ctx, p.ID, profile.TrialBonus); !isCode(err, profile.ErrTrialUsed) {
		t.Errorf("second MarkTrialUsed = %v, want ErrTrialUsed", err)
	}
	same(t, "after the second MarkTrialUsed", get(t, s, p.ID), p)

	if _, err := s.MarkTrialUsed(ctx, newID(t), profile.TrialBonus); !errors.Is(err, apperr.NotFound) {
		t.Errorf("MarkTrialUsed without a profile = %v, want apperr.NotFound", err)
	}

	// A bonus never turns an unlimited plan into a balance …
	u := create(t, s, profile.Unlimited)
	_, err = s.MarkTrialUsed(ctx, u.ID, profile.TrialBonus)
	if e := apperr.As(err); e == nil || e.Kind != apperr.KindConflict || isCode(err, profile.ErrTrialUsed) {
		t.Errorf("MarkTrialUsed with a bonus on an unlimited plan = %v, want a conflict other than ErrTrialUsed", err)
	}
	same(t, "unlimited plan after a refused bonus", get(t, s, u.ID), u)
	// … and without one the trial is marked and the plan stays.
	got, err = s.MarkTrialUsed(ctx, u.ID, 0)
	u.TrialUsed = true
	if err != nil {
		t.Fatalf("MarkTrialUsed without a bonus: %v", err)
	}
	same(t, "MarkTrialUsed without a bonus", got, u)
}

func testConcurrentTrials(t *testing.T, s profile.Store) {
	p := create(t, s, 1)
	var (
		wg          sync.WaitGroup
		ok, refused atomic.Int32
	)
	for range 20 {
		wg.Go(func() {
			_, err := s.MarkTrialUsed(context.Background(), p.ID, profile.TrialBonus)
			switch {
			case err == nil:
				ok.Add(1)
			case isCode(err, profile.ErrTrialUsed):
				refused.Add(1)
			default:
				t.Errorf("MarkTrialUsed: %v", err)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 1 || refused.Load() != 19 {
		t.Errorf("%d trials started, %d refused; want 1 and 19", ok.Load(), refused.Load())
	}
	if got := get(t, s, p.ID).CreditsRemaining; got != 1+profile.TrialBonus {
		t.Errorf("balance %d, want %d: the bonus once", got, 1+profile.TrialBonus)
	}
}

func testSetOnboarding(t *testing.T, s profile.Store) {
	ctx := context.Background()
	str := func(s string) *string { return &s }
	if _, err := s.SetOnboarding(ctx, newID(t), str("finance"), nil, nil); !errors.Is(err, apperr.NotFound) {
		t.Errorf("SetOnboarding without a profile = %v, want apperr.NotFound", err)
	}
	p := create(t, s, 1)
	first := time.Date(2026, 3, 4, 5, 6, 7, 8, time.UTC)
	for _, st := range []struct {
		name                 string
		industry, challenge  *string
		completedAt          *time.Time
		industryAfter, chAft string
		completedAfter       *time.Time
	}{
		{"industry", str("finance"), nil, nil, "finance", "", nil},
		{"challenge", nil, str("pricing"), nil, "finance", "pricing", nil},
		{"completed", nil, nil, &first, "finance", "pricing", &first},
		{"completed again keeps the first time", str("other"), nil, new(first.Add(time.Hour)), "other", "pricing", &first},
		{"nothing", nil, nil, nil, "other", "pricing", &first},
	} {
		got, err := s.SetOnboarding(ctx, p.ID, st.industry, st.challenge, st.completedAt)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		p.Industry, p.Challenge, p.OnboardingCompletedAt = st.industryAfter, st.chAft, st.completedAfter
		same(t, st.name, got, p)
		same(t, st.name+" (Get)", get(t, s, p.ID), p)
	}
}

func testStreak(t *testing.T, s profile.Store) {
	ctx := context.Background()
	if _, err := s.ExtendStreak(ctx, newID(t)); !errors.Is(err, apperr.NotFound) {
		t.Errorf("ExtendStreak without a profile = %v, want apperr.NotFound", err)
	}
	if _, err := s.ResetStreak(ctx, newID(t)); !errors.Is(err, apperr.NotFound) {
		t.Errorf("ResetStreak without a profile = %v, want apperr.NotFound", err)
	}
	p := create(t, s, 1) // streak 2, best 5
	for _, st := range []struct {
		op           string
		streak, best int
	}{
		{"extend", 3, 5}, {"reset", 0, 5}, {"extend", 1, 5}, {"extend", 2, 5},
		{"extend", 3, 5}, {"extend", 4, 5}, {"extend", 5, 5}, {"extend", 6, 6}, {"extend", 7, 7},
		{"reset", 0, 7}, {"reset", 0, 7}, {"extend", 1, 7},
	} {
		update := s.ExtendStreak
		if st.op == "reset" {
			update = s.ResetStreak
		}
		got, err := update(ctx, p.ID)
		if err != nil {
			t.Fatalf("%s: %v", st.op, err)
		}
		p.Streak, p.BestStreak = st.streak, st.best
		same(t, st.op, got, p)
	}
	same(t, "Get after the streak", get(t, s, p.ID), p)
}

func testConcurrentStreak(t *testing.T, s profile.Store) {
	p := create(t, s, 1) // streak 2, best 5
	const n = 20
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		streaks []int
	)
	for range n {
		wg.Go(func() {
			got, err := s.ExtendStreak(context.Background(), p.ID)
			if err != nil {
				t.Errorf("ExtendStreak: %v", err)
				return
			}
			mu.Lock()
			streaks = append(streaks, got.Streak)
			mu.Unlock()
		})
	}
	wg.Wait()
	// Each answer is a streak this race went through. (profiledb answers
	// the row as its best-streak update left it, which may already hold
	// later extensions, so the answers need not be distinct.)
	if len(streaks) != n || slices.ContainsFunc(streaks, func(k int) bool { return k < 3 || k > 2+n }) {
		t.Errorf("streaks answered %v, want %d answers between 3 and %d", streaks, n, 2+n)
	}
	if got := get(t, s, p.ID); got.Streak != 2+n || got.BestStreak != 2+n {
		t.Errorf("streak %d, best %d; want %d and %d", got.Streak, got.BestStreak, 2+n, 2+n)
	}
}

func testLogUsage(t *testing.T, s profile.Store) {
	ctx := context.Background()
	at := time.Now().UTC()
	id := newID(t)
	// Two spends in the same instant are two rows, neither refused.
	for range 2 {
		if err := s.LogUsage(ctx, profile.Usage{UserID: id, ChargeID: chargeID(), Feature: "pitch_analysis", Amount: 1, Remaining: 0, At: at}); err != nil {
			t.Fatalf("LogUsage: %v", err)
		}
	}
	// A charge logged again is not an error (the store keeps one row: its
	// own tests count them).
	u := profile.Usage{UserID: id, ChargeID: chargeID(), Feature: "pitch_analysis", Amount: 1, At: at}
	for range 2 {
		if err := s.LogUsage(ctx, u); err != nil {
			t.Fatalf("LogUsage of a charge logged already: %v", err)
		}
	}
}

func testClaimAllowance(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 2)
	// A balance below the allowance is raised to it, once for the month.
	got, raised, err := s.ClaimAllowance(ctx, p.ID, "2026-03", 10)
	if err != nil || !raised || got.CreditsRemaining != 10 || got.AllowanceMonth != "2026-03" {
		t.Fatalf("first claim = %+v, %v, %v; want 10 credits, raised, month 2026-03", got, raised, err)
	}
	if _, err := s.Deduct(ctx, p.ID, 4, chargeID()); err != nil {
		t.Fatal(err)
	}
	for _, month := range []string{"2026-03", "2026-02"} { // the same month, or an earlier one: nothing
		got, raised, err = s.ClaimAllowance(ctx, p.ID, month, 10)
		if err != nil || raised || got.CreditsRemaining != 6 || got.AllowanceMonth != "2026-03" {
			t.Errorf("claim of %s again = %+v, %v, %v; want 6 credits, not raised, month 2026-03", month, got, raised, err)
		}
	}
	// The next month tops it up again.
	got, raised, err = s.ClaimAllowance(ctx, p.ID, "2026-04", 10)
	if err != nil || !raised || got.CreditsRemaining != 10 {
		t.Errorf("claim of the next month = %+v, %v, %v; want 10 credits, raised", got, raised, err)
	}
	if g := get(t, s, p.ID); g.CreditsRemaining != 10 || g.AllowanceMonth != "2026-04" {
		t.Errorf("stored %d credits, month %q; want 10, 2026-04", g.CreditsRemaining, g.AllowanceMonth)
	}

	// A balance at or above the allowance is kept; the month is claimed.
	rich := create(t, s, 25)
	got, raised, err = s.ClaimAllowance(ctx, rich.ID, "2026-03", 10)
	if err != nil || raised || got.CreditsRemaining != 25 || got.AllowanceMonth != "2026-03" {
		t.Errorf("claim over the allowance = %+v, %v, %v; want 25 credits kept, month claimed", got, raised, err)
	}
	if _, err := s.Deduct(ctx, rich.ID, 20, chargeID()); err != nil {
		t.Fatal(err)
	}
	if got, raised, _ = s.ClaimAllowance(ctx, rich.ID, "2026-03", 10); raised || got.CreditsRemaining != 5 {
		t.Errorf("a claimed month claimed again after spending = %d, %v; want 5, not raised", got.CreditsRemaining, raised)
	}
	// An unlimited plan stays unlimited.
	u := create(t, s, profile.Unlimited)
	if got, raised, err = s.ClaimAllowance(ctx, u.ID, "2026-03", 10); err != nil || raised || got.CreditsRemaining != profile.Unlimited {
		t.Errorf("claim on an unlimited plan = %+v, %v, %v", got, raised, err)
	}
	if _, _, err := s.ClaimAllowance(ctx, newID(t), "2026-03", 10); !errors.Is(err, apperr.NotFound) {
		t.Errorf("claim for no profile = %v, want apperr.NotFound", err)
	}
}

func testConcurrentClaims(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 0)
	const n = 12
	var raisedN atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			// Half of them race a spend of the fresh credits too.
			got, raised, err := s.ClaimAllowance(ctx, p.ID, "2026-05", 10)
			if err != nil {
				t.Errorf("claim %d: %v", i, err)
				return
			}
			if got.AllowanceMonth != "2026-05" {
				t.Errorf("claim %d answered month %q", i, got.AllowanceMonth)
			}
			if raised {
				raisedN.Add(1)
			}
			if i%2 == 0 {
				_, _ = s.Deduct(ctx, p.ID, 1, chargeID())
			}
		})
	}
	wg.Wait()
	if raisedN.Load() != 1 {
		t.Errorf("%d claims raised the balance, want exactly 1", raisedN.Load())
	}
	// Ten credits given once, six spent: four left.
	if got := get(t, s, p.ID); got.CreditsRemaining != 10-n/2 {
		t.Errorf("balance after %d claims and %d spends = %d, want %d", n, n/2, got.CreditsRemaining, 10-n/2)
	}
}

func testGrant(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 1)
	got, applied, err := s.Grant(ctx, p.ID, 5, "grant-a")
	if err != nil || !applied || got.CreditsRemaining != 6 {
		t.Fatalf("Grant = %+v, %v, %v; want 6 credits, applied", got, applied, err)
	}
	// The same grant id again adds nothing.
	if got, applied, err = s.Grant(ctx, p.ID, 5, "grant-a"); err != nil || applied || got.CreditsRemaining != 6 {
		t.Errorf("Grant repeated = %+v, %v, %v; want 6 credits, not applied", got, applied, err)
	}
	if got, applied, err = s.Grant(ctx, p.ID, 2, "grant-b"); err != nil || !applied || got.CreditsRemaining != 8 {
		t.Errorf("a second grant = %+v, %v, %v; want 8 credits", got, applied, err)
	}
	for _, bad := range []struct {
		amount int
		id     string
	}{{0, "g"}, {-3, "g"}, {1, ""}} {
		if _, _, err := s.Grant(ctx, p.ID, bad.amount, bad.id); !errors.Is(err, apperr.Invalid) {
			t.Errorf("Grant(%d, %q) = %v, want apperr.Invalid", bad.amount, bad.id, err)
		}
	}
	u := create(t, s, profile.Unlimited)
	if _, _, err := s.Grant(ctx, u.ID, 5, "grant-u"); !isCode(err, profile.ErrUnlimitedPlan) {
		t.Errorf("Grant to an unlimited plan = %v, want ErrUnlimitedPlan", err)
	}
	if g := get(t, s, u.ID); g.CreditsRemaining != profile.Unlimited {
		t.Errorf("unlimited plan after a grant: %d", g.CreditsRemaining)
	}
	if _, _, err := s.Grant(ctx, newID(t), 5, "grant-x"); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Grant to no profile = %v, want apperr.NotFound", err)
	}
}

func testConcurrentGrants(t *testing.T, s profile.Store) {
	ctx := context.Background()
	p := create(t, s, 0)
	const n = 10
	var appliedN atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_, applied, err := s.Grant(ctx, p.ID, 7, "grant-once")
			if err != nil {
				t.Errorf("grant %d: %v", i, err)
			}
			if applied {
				appliedN.Add(1)
			}
		})
	}
	wg.Wait()
	if appliedN.Load() != 1 || get(t, s, p.ID).CreditsRemaining != 7 {
		t.Errorf("%d grants applied, balance %d; want 1 and 7", appliedN.Load(), get(t, s, p.ID).CreditsRemaining)
	}
}
