package idempotencymem_test

import (
	"context"
	"errors"
	"testing"

	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/idempotency/idempotencymem"
	"pitchperfect/shared/idempotency/idempotencytest"
)

func TestContract(t *testing.T) {
	idempotencytest.Run(t, func(*testing.T) idempotency.Store { return idempotencymem.New() })
}

// Fail makes the named method fail without changing anything: here the
// recording of a reply, so a retry does the work again.
func TestFail(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")
	s := idempotencymem.New()
	s.Fail = func(op string) error {
		if op == "Complete" {
			return boom
		}
		return nil
	}
	svc := &idempotency.Service{Store: s}
	c, _, err := svc.Begin(ctx, "u", "k", "fp")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Complete(ctx, idempotency.Reply{Status: 200}); !errors.Is(err, boom) {
		t.Fatalf("Complete = %v, want the injected error", err)
	}
	if err := c.Release(ctx); err != nil {
		t.Fatal(err)
	}
	if c, r, err := svc.Begin(ctx, "u", "k", "fp"); err != nil || c == nil || r != nil {
		t.Errorf("Begin after the failed Complete = %v, %v, %v; want a fresh claim", c, r, err)
	}
}
