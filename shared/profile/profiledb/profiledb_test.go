package profiledb_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profiledb"
	"pitchperfect/shared/profile/profiletest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var (
	db    *dynamo.DB
	store *profiledb.Store
)

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(d *dynamo.DB) {
		db = d
		store = profiledb.New(db, tables.Profiles.Logical, tables.CreditUsage.Logical)
	}))
}

func TestContract(t *testing.T) {
	profiletest.Run(t, func(*testing.T) profile.Store { return store })
}

func uniqueID(t *testing.T) string { return fmt.Sprintf("%s-%d", t.Name(), time.Now().UnixNano()) }

// charges reads a profile's charges map as stored.
func charges(t *testing.T, id string) map[string]any {
	t.Helper()
	var item map[string]any
	if err := db.Table(tables.Profiles.Logical).Get("id", id).Consistent(true).One(context.Background(), &item); err != nil {
		t.Fatal(err)
	}
	m, _ := item["charges"].(map[string]any)
	return m
}

// A profile stored before charges were recorded has no charges map: its
// first charge creates it, and the charge is still paid once.
func TestAProfileWithoutChargesMap(t *testing.T) {
	ctx := context.Background()
	for _, op := range []string{"Deduct", "VoidCharge"} {
		t.Run(op, func(t *testing.T) {
			id := uniqueID(t)
			if err := db.Table(tables.Profiles.Logical).Put(map[string]any{"id": id, "credits_remaining": 5}).Run(ctx); err != nil {
				t.Fatal(err)
			}
			if op == "VoidCharge" {
				if remaining, applied, err := store.VoidCharge(ctx, id, "c1"); err != nil || applied || remaining != 5 {
					t.Fatalf("VoidCharge = %d, %v, %v; want 5, false", remaining, applied, err)
				}
				if _, err := store.Deduct(ctx, id, 2, "c1"); err != profile.ErrChargeVoided {
					t.Errorf("Deduct of the voided charge = %v", err)
				}
			}
			for range 2 {
				if remaining, err := store.Deduct(ctx, id, 2, "c2"); err != nil || remaining != 3 {
					t.Fatalf("Deduct = %d, %v; want 3, nil", remaining, err)
				}
			}
			if got := len(charges(t, id)); got != map[string]int{"Deduct": 1, "VoidCharge": 2}[op] {
				t.Errorf("%d charges recorded", got)
			}
		})
	}
	// A short balance is still refused as such.
	id := uniqueID(t)
	if err := db.Table(tables.Profiles.Logical).Put(map[string]any{"id": id, "credits_remaining": 1}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	if remaining, err := store.Deduct(ctx, id, 2, "c1"); remaining != 1 || err != profile.ErrInsufficientCredits {
		t.Errorf("Deduct on a short legacy profile = %d, %v", remaining, err)
	}
}

// A new profile starts with an empty charges map.
func TestANewProfileHasAChargesMap(t *testing.T) {
	id := uniqueID(t)
	if _, err := store.Create(context.Background(), profile.Profile{ID: id, CreditsRemaining: 1}); err != nil {
		t.Fatal(err)
	}
	if m := charges(t, id); m == nil || len(m) != 0 {
		t.Errorf("charges %v, want the empty map", m)
	}
}

// Once a profile holds more than MaxCharges charge ids, a charge removes
// those older than profile.ChargeMemory; recent ones stay.
func TestOldChargesArePruned(t *testing.T) {
	ctx := context.Background()
	s := profiledb.New(db, tables.Profiles.Logical, tables.CreditUsage.Logical)
	now := time.Now()
	profiledb.SetNow(s, func() time.Time { return now })
	id := uniqueID(t)
	if _, err := s.Create(ctx, profile.Profile{ID: id, CreditsRemaining: 100}); err != nil {
		t.Fatal(err)
	}
	const old = 15
	for i := range old {
		if _, err := s.Deduct(ctx, id, 1, fmt.Sprintf("old-%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	now = now.Add(profile.ChargeMemory + time.Minute)
	for i := range profiledb.MaxCharges - old {
		if _, err := s.Deduct(ctx, id, 1, fmt.Sprintf("new-%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(charges(t, id)); got != profiledb.MaxCharges {
		t.Fatalf("%d charges, want %d: nothing pruned up to the limit", got, profiledb.MaxCharges)
	}
	// The charge past the limit removes a batch of old ones (at most
	// PruneBatch); the map is back under the limit, and the rest waits
	// until it grows past it again.
	if _, err := s.Deduct(ctx, id, 1, "more"); err != nil {
		t.Fatal(err)
	}
	m := charges(t, id)
	left := 0
	for c := range m {
		if strings.HasPrefix(c, "old-") {
			left++
		}
	}
	if left != old-profiledb.PruneBatch || len(m) != profiledb.MaxCharges+1-profiledb.PruneBatch {
		t.Errorf("%d charges, %d of them old; want %d and %d", len(m), left, profiledb.MaxCharges+1-profiledb.PruneBatch, old-profiledb.PruneBatch)
	}
	if _, ok := m["more"]; !ok {
		t.Error("the new charge was pruned")
	}
	// A recent charge is still paid once.
	if remaining, err := s.Deduct(ctx, id, 1, "new-0"); err != nil || remaining != 100-profiledb.MaxCharges-1 {
		t.Errorf("Deduct of a recent charge again = %d, %v", remaining, err)
	}
}

// A charge logged twice is one usage row, keyed by its charge id.
func TestUsageOncePerCharge(t *testing.T) {
	ctx := context.Background()
	user := uniqueID(t)
	at := time.Now().UTC()
	for _, u := range []profile.Usage{
		{UserID: user, ChargeID: "c1", Feature: "pitch_analysis", Amount: 1, Remaining: 4, At: at},
		{UserID: user, ChargeID: "c1", Feature: "pitch_analysis", Amount: 1, Remaining: 3, At: at.Add(time.Second)},
		{UserID: user, ChargeID: "c2", Feature: "pitch_analysis", Amount: 1, Remaining: 3, At: at},
	} {
		if err := store.LogUsage(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	var rows []map[string]any
	if err := db.Table(tables.CreditUsage.Logical).Get("user_id", user).All(ctx, &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0]["sk"] != "c1" || rows[0]["remaining_credits"] != 4.0 {
		t.Errorf("usage rows %v, want c1 (the first, 4 left) and c2", rows)
	}
}

// The monthly allowance through the service, against dynalite: a new
// profile has its creation month's (the sign-up credit); the first reads
// of the next month, however many at once, top the balance up once; the
// profile tells when the next allowance comes.
func TestMonthlyAllowance(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	s := &profile.Service{Store: store, MonthlyCredits: 10, Now: func() time.Time { return now }}
	id := uniqueID(t)
	p, err := s.GetOrCreate(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if p.CreditsRemaining != profile.NewProfileCredits || p.AllowanceMonth != "2026-11" || p.MonthlyCredits != 10 ||
		p.NextCreditsAt == nil || !p.NextCreditsAt.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)) {
		t.Fatalf("new profile = %+v; want 1 credit, month 2026-11, next credits on 2026-12-01", p)
	}
	if _, err := s.Spend(ctx, id, profile.PitchAnalysis(), "c1"); err != nil {
		t.Fatal(err)
	}
	if p, _ = s.GetOrCreate(ctx, id); p.CreditsRemaining != 0 {
		t.Fatalf("balance in the creation month after spending = %d, want 0", p.CreditsRemaining)
	}

	// December: 20 concurrent first reads, while the user spends.
	now = time.Date(2026, 12, 3, 8, 0, 0, 0, time.UTC)
	const n = 20
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			got, err := s.GetOrCreate(ctx, id)
			if err != nil {
				t.Errorf("read %d: %v", i, err)
				return
			}
			if got.AllowanceMonth != "2026-12" || !got.NextCreditsAt.Equal(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)) {
				t.Errorf("read %d = %+v", i, got)
			}
			if i%5 == 0 {
				if _, err := s.Spend(ctx, id, profile.PitchAnalysis(), fmt.Sprintf("dec-%d", i)); err != nil {
					t.Errorf("spend %d: %v", i, err)
				}
			}
		})
	}
	wg.Wait()
	if p, _ = s.GetOrCreate(ctx, id); p.CreditsRemaining != 10-n/5 {
		t.Errorf("balance after December's reads and %d spends = %d, want %d (the allowance given once)", n/5, p.CreditsRemaining, 10-n/5)
	}

	// A row kept before allowances counts from its creation month.
	old := uniqueID(t) + "-old"
	if err := db.Table(tables.Profiles.Logical).Put(map[string]any{"id": old, "credits_remaining": 0, "created_at": "2026-12-01T00:00:00Z"}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	if p, _ = s.GetOrCreate(ctx, old); p.CreditsRemaining != 0 {
		t.Errorf("an old row in its creation month got %d credits, want 0", p.CreditsRemaining)
	}
	now = time.Date(2027, 1, 1, 0, 0, 1, 0, time.UTC)
	if p, _ = s.GetOrCreate(ctx, old); p.CreditsRemaining != 10 {
		t.Errorf("an old row in the next month has %d credits, want 10", p.CreditsRemaining)
	}
	// Without an allowance, nothing is topped up and no date is promised.
	off := &profile.Service{Store: store, Now: func() time.Time { return now.AddDate(0, 2, 0) }}
	if p, _ = off.GetOrCreate(ctx, id); p.CreditsRemaining != 10-n/5 || p.NextCreditsAt != nil || p.MonthlyCredits != 0 {
		t.Errorf("without an allowance = %+v", p)
	}
}
