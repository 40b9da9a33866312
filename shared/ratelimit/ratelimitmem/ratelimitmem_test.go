package ratelimitmem_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
	"pitchperfect/shared/ratelimit/ratelimittest"
)

func TestContract(t *testing.T) {
	ratelimittest.Run(t, func(*testing.T) ratelimit.Store { return ratelimitmem.New() })
}

// Fail makes the named method fail without counting.
func TestFail(t *testing.T) {
	boom := errors.New("boom")
	s := ratelimitmem.New()
	s.Fail = func(op string) error {
		if op == "Hit" {
			return boom
		}
		return nil
	}
	l := &ratelimit.Limiter{Store: s, Now: func() time.Time { return time.Unix(3600, 0) }}
	if _, err := l.Allow(context.Background(), "u", "api_call"); !errors.Is(err, boom) {
		t.Errorf("Allow = %v, want the injected error", err)
	}
	if n := s.Count("u#api_call#3600"); n != 0 {
		t.Errorf("count %d after a failed hit, want 0", n)
	}
	s.Fail = nil
	if r, err := l.Allow(context.Background(), "u", "api_call"); err != nil || !r.Allowed || s.Count("u#api_call#3600") != 1 {
		t.Errorf("Allow = %+v, %v, count %d; want allowed and counted once", r, err, s.Count("u#api_call#3600"))
	}
}
