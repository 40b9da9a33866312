package recordingmem_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/recordingmem"
	"pitchperfect/shared/recording/recordingtest"
)

func TestContract(t *testing.T) {
	recordingtest.Run(t, func(*testing.T) recording.Store { return recordingmem.New() })
}

// Fail makes the named method fail without changing anything.
func TestFail(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")
	s := recordingmem.New()
	now := time.Now()
	r := recording.CallRecording{ID: ids.TimeSorted(now), UserID: "u", Status: recording.Pending, CreatedAt: now}
	if err := s.Create(ctx, r); err != nil {
		t.Fatal(err)
	}
	s.Fail = func(op string) error {
		if op == "Move" {
			return boom
		}
		return nil
	}
	next := r
	next.Status = recording.Processing
	if err := s.Move(ctx, next, recording.Pending); !errors.Is(err, boom) {
		t.Errorf("Move = %v, want the injected error", err)
	}
	if got, err := s.Get(ctx, "u", r.ID); err != nil || got.Status != recording.Pending {
		t.Errorf("Get = %+v, %v; want it still pending", got, err)
	}
}
