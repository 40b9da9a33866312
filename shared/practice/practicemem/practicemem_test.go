package practicemem_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicemem"
	"pitchperfect/shared/practice/practicetest"
)

func TestContract(t *testing.T) {
	practicetest.Run(t, func(*testing.T) practice.Store { return practicemem.New() })
}

// Fail makes the named method fail without changing anything: here a
// failed undo leaves the session saved.
func TestFail(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")
	s := practicemem.New()
	s.Fail = func(op string) error {
		if op == "Delete" {
			return boom
		}
		return nil
	}
	sess, undo, err := practice.Create(ctx, s, practice.Session{UserID: "u", Score: 80, CompletedAt: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	if err := undo(ctx); !errors.Is(err, boom) {
		t.Errorf("undo = %v, want the injected error", err)
	}
	if got, err := s.Get(ctx, "u", sess.ID); err != nil || got.Score != 80 || got.Version != 1 {
		t.Errorf("Get = %+v, %v; want the session as saved", got, err)
	}
	s.Fail = nil
	if err := undo(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "u", sess.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after the undo = %v, want apperr.NotFound", err)
	}
}
