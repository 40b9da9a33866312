package profilemem_test

import (
	"context"
	"errors"
	"testing"

	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
	"pitchperfect/shared/profile/profiletest"
)

func TestContract(t *testing.T) {
	profiletest.Run(t, func(*testing.T) profile.Store { return profilemem.New() })
}

// Fail makes the named method fail without changing anything.
func TestFail(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")
	s := profilemem.New(profile.Profile{ID: "u", CreditsRemaining: 3})
	s.Fail = func(op string) error {
		if op == "Deduct" {
			return boom
		}
		return nil
	}
	if _, err := s.Deduct(ctx, "u", 1, "c1"); !errors.Is(err, boom) {
		t.Errorf("Deduct = %v, want the injected error", err)
	}
	p, err := s.Get(ctx, "u")
	if err != nil || p.CreditsRemaining != 3 {
		t.Errorf("Get = %+v, %v; want the balance untouched", p, err)
	}
	if err := s.LogUsage(ctx, profile.Usage{UserID: "u", Amount: 1}); err != nil {
		t.Fatal(err)
	}
	if u := s.Usage(); len(u) != 1 || u[0].UserID != "u" {
		t.Errorf("Usage() = %+v, want the one logged row", u)
	}
}

// A charge logged twice is one row; other charges and other users' charges
// of the same id are rows of their own.
func TestUsageOncePerCharge(t *testing.T) {
	ctx := context.Background()
	s := profilemem.New()
	for _, u := range []profile.Usage{
		{UserID: "u", ChargeID: "c1", Amount: 1},
		{UserID: "u", ChargeID: "c1", Amount: 1},
		{UserID: "u", ChargeID: "c2", Amount: 2},
		{UserID: "v", ChargeID: "c1", Amount: 1},
	} {
		if err := s.LogUsage(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	if u := s.Usage(); len(u) != 3 {
		t.Errorf("Usage() = %+v, want 3 rows", u)
	}
}
