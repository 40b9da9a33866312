package seceventmem_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"pitchperfect/shared/secevent"
	"pitchperfect/shared/secevent/seceventmem"
	"pitchperfect/shared/secevent/seceventtest"
)

func TestContract(t *testing.T) {
	seceventtest.Run(t, func(*testing.T) secevent.Store { return seceventmem.New() })
}

// Fail makes the named method fail without storing anything.
func TestFail(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")
	s := seceventmem.New()
	s.Fail = func(op string) error {
		if op == "Put" {
			return boom
		}
		return nil
	}
	r := &secevent.Recorder{Store: s, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if err := r.Put(ctx, "u", secevent.TrialActivated, nil); !errors.Is(err, boom) {
		t.Errorf("Put = %v, want the injected error", err)
	}
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping = %v, want only Put to fail", err)
	}
	s.Fail = nil
	r.Record(ctx, "u", secevent.TrialActivated, map[string]any{"token": "secret"})
	if ev := s.Events(); len(ev) != 1 || ev[0].UserID != "u" || ev[0].Details["token"] != "[REDACTED]" {
		t.Errorf("Events() = %+v, want the one scrubbed event", ev)
	}
}
