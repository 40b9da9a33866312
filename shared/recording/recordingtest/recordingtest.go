// Package recordingtest is the contract of recording.Store as a test suite:
// recordingdb runs it against dynalite and recordingmem in memory, so the
// fake the use-case tests rely on behaves like the store in production.
package recordingtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/recording"
)

// Run checks the store newStore returns against recording.Store's contract.
// newStore may return the same store each time: every test works on users
// of its own.
func Run(t *testing.T, newStore func(t *testing.T) recording.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s recording.Store)
	}{
		{"CreateOnce", testCreateOnce},
		{"CreateOnlyPending", testCreateOnlyPending},
		{"GetUnknownOrAnotherUsers", testGetUnknown},
		{"MoveForwardFromTheStoredStatusOnly", testMove},
		{"MoveNeverBack", testNeverBack},
		{"ReadyRecordComesBackWhole", testWhole},
		{"ListNewestFirstAsSummaries", testList},
		{"DeleteAndNoResurrection", testDelete},
		{"ConcurrentClaimsOneWins", testConcurrentClaims},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

// newUserID is a user id of the form Cognito gives (a UUID), unique per call.
func newUserID() string {
	n := seq.Add(1)
	return fmt.Sprintf("%08x-0000-4000-8000-%012x", time.Now().UnixNano()&0xffffffff, n)
}

var base = time.Date(2026, 5, 6, 7, 8, 9, 123456789, time.UTC)

// pending is a new pending record of user, created at base+n minutes.
func pending(user string, n int) recording.CallRecording {
	at := base.Add(time.Duration(n) * time.Minute)
	id := ids.TimeSorted(at)
	return recording.CallRecording{
		ID: id, UserID: user, Title: "Discovery call é", FileName: "Discovery call é.wav", FileType: "audio/wav",
		FileSize: 123456 + int64(n), Key: recording.Key(user, id, "wav"), CreatedAt: at, Status: recording.Pending,
		ExpiresAt: at.Add(24 * time.Hour),
	}
}

// ready is r scored.
func ready(r recording.CallRecording) recording.CallRecording {
	ratio, mono := 0.62, 41.5
	r.Status, r.ExpiresAt = recording.Ready, time.Time{}
	r.DurationSeconds, r.Score, r.TopStrength, r.TopImprovement = 185.4, 7.3, "Clear next step", "Ask more questions"
	r.Transcript = "hello is this a good time to talk"
	r.Words = []recording.Word{{Word: "hello", Start: 0.1, End: 0.5}, {Word: "is", Start: 0.6, End: 0.7}}
	r.Speakers = []recording.Turn{{Speaker: "spk_0", Start: 0, End: 3.5}, {Speaker: "spk_1", Start: 3.6, End: 5}}
	r.Categories = &recording.Categories{Clarity: 80, Confidence: 70, Handling: 60, Vocabulary: 75}
	r.Metrics = &recording.Metrics{WordsPerMinute: 151.2, FillersPerMinute: 1.5, QuestionsAsked: 3, NextStepAgreed: true,
		TalkRatio: &ratio, LongestMonologueSeconds: &mono}
	a := coach.Analyze(coach.Input{Text: "Hello, is this a good time to talk? Can we meet on Tuesday at 3 pm?", Mode: coach.ModeText})
	r.Analysis = &a
	return r
}

func create(t *testing.T, s recording.Store, r recording.CallRecording) recording.CallRecording {
	t.Helper()
	if err := s.Create(context.Background(), r); err != nil {
		t.Fatalf("Create(%s): %v", r.ID, err)
	}
	return r
}

func get(t *testing.T, s recording.Store, user, id string) recording.CallRecording {
	t.Helper()
	r, err := s.Get(context.Background(), user, id)
	if err != nil {
		t.Fatalf("Get(%s): %v", id, err)
	}
	return r
}

// same reports got's differences from want (times compared as instants;
// ExpiresAt to the second).
func same(t *testing.T, what string, got, want recording.CallRecording) {
	t.Helper()
	if !got.CreatedAt.Equal(want.CreatedAt) || got.ExpiresAt.Unix() != want.ExpiresAt.Unix() || got.ExpiresAt.IsZero() != want.ExpiresAt.IsZero() {
		t.Errorf("%s: created %v expires %v, want %v and %v", what, got.CreatedAt, got.ExpiresAt, want.CreatedAt, want.ExpiresAt)
	}
	got.CreatedAt, want.CreatedAt, got.ExpiresAt, want.ExpiresAt = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	want.AudioURL = ""
	// The analysis is kept in its public (JSON) shape: the coach's internal
	// spans behind each finding are not part of it.
	ga, _ := json.Marshal(got.Analysis)
	wa, _ := json.Marshal(want.Analysis)
	if string(ga) != string(wa) {
		t.Errorf("%s: analysis =\n%s\nwant\n%s", what, ga, wa)
	}
	got.Analysis, want.Analysis = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s =\n%+v\nwant\n%+v", what, got, want)
	}
}

func isConflict(err error) bool {
	e := apperr.As(err)
	return e != nil && e.Code == recording.ErrConflict.Code
}

func testCreateOnce(t *testing.T, s recording.Store) {
	r := create(t, s, pending(newUserID(), 0))
	same(t, "Get after Create", get(t, s, r.UserID, r.ID), r)
	again := r
	again.Title = "other"
	if err := s.Create(context.Background(), again); !isConflict(err) {
		t.Errorf("second Create = %v, want ErrConflict", err)
	}
	same(t, "Get after the refused Create", get(t, s, r.UserID, r.ID), r)
}

func testCreateOnlyPending(t *testing.T, s recording.Store) {
	r := pending(newUserID(), 0)
	r.Status = recording.Ready
	if err := s.Create(context.Background(), r); !errors.Is(err, recording.ErrBadMove) {
		t.Errorf("Create of a ready record = %v, want ErrBadMove", err)
	}
	if _, err := s.Get(context.Background(), r.UserID, r.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after the refused Create = %v, want NotFound", err)
	}
}

func testGetUnknown(t *testing.T, s recording.Store) {
	ctx := context.Background()
	r := create(t, s, pending(newUserID(), 0))
	if _, err := s.Get(ctx, r.UserID, ids.TimeSorted(base)); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of an unknown id = %v, want NotFound", err)
	}
	if _, err := s.Get(ctx, newUserID(), r.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of another user's record = %v, want NotFound", err)
	}
}

func testMove(t *testing.T, s recording.Store) {
	ctx := context.Background()
	r := create(t, s, pending(newUserID(), 0))
	up := r
	up.Status, up.ExpiresAt = recording.Uploaded, time.Time{}
	// From a status it no longer has: refused, nothing changes.
	if err := s.Move(ctx, up, recording.Uploaded); !errors.Is(err, recording.ErrBadMove) {
		t.Errorf("Move uploaded→uploaded = %v, want ErrBadMove", err)
	}
	proc := r
	proc.Status = recording.Processing
	if err := s.Move(ctx, proc, recording.Uploaded); !isConflict(err) {
		t.Errorf("Move from uploaded of a pending record = %v, want ErrConflict", err)
	}
	same(t, "after refused moves", get(t, s, r.UserID, r.ID), r)
	// Forward from the status it has: done, whole.
	if err := s.Move(ctx, up, recording.Pending); err != nil {
		t.Fatalf("Move pending→uploaded: %v", err)
	}
	same(t, "after pending→uploaded", get(t, s, r.UserID, r.ID), up)
	// The same move again (a duplicate event) is refused.
	if err := s.Move(ctx, up, recording.Pending); !isConflict(err) {
		t.Errorf("second Move pending→uploaded = %v, want ErrConflict", err)
	}
	proc = up
	proc.Status = recording.Processing
	if err := s.Move(ctx, proc, recording.Uploaded); err != nil {
		t.Fatalf("Move uploaded→processing: %v", err)
	}
	failed := proc
	failed.Status, failed.FailureReason = recording.Failed, "The file is not an audio recording."
	if err := s.Move(ctx, failed, recording.Processing); err != nil {
		t.Fatalf("Move processing→failed: %v", err)
	}
	same(t, "after processing→failed", get(t, s, r.UserID, r.ID), failed)
	// A record that was never created cannot be moved into being.
	ghost := pending(r.UserID, 1)
	ghost.Status = recording.Uploaded
	if err := s.Move(ctx, ghost, recording.Pending); !isConflict(err) {
		t.Errorf("Move of a record never created = %v, want ErrConflict", err)
	}
	if _, err := s.Get(ctx, ghost.UserID, ghost.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after the refused Move = %v, want NotFound", err)
	}
}

func testNeverBack(t *testing.T, s recording.Store) {
	ctx := context.Background()
	r := create(t, s, pending(newUserID(), 0))
	done := ready(r)
	if err := s.Move(ctx, done, recording.Pending); err != nil {
		t.Fatalf("Move pending→ready: %v", err)
	}
	for _, c := range []struct{ from, to recording.Status }{
		{recording.Ready, recording.Failed}, {recording.Ready, recording.Processing}, {recording.Ready, recording.Pending},
		{recording.Processing, recording.Uploaded}, {recording.Failed, recording.Ready},
	} {
		back := done
		back.Status = c.to
		if err := s.Move(ctx, back, c.from); !errors.Is(err, recording.ErrBadMove) {
			t.Errorf("Move %s→%s = %v, want ErrBadMove", c.from, c.to, err)
		}
	}
	same(t, "after refused moves back", get(t, s, r.UserID, r.ID), done)
}

func testWhole(t *testing.T, s recording.Store) {
	r := create(t, s, pending(newUserID(), 0))
	done := ready(r)
	if err := s.Move(context.Background(), done, recording.Pending); err != nil {
		t.Fatal(err)
	}
	got := get(t, s, r.UserID, r.ID)
	same(t, "ready record", got, done)
	if got.Analysis == nil || got.Analysis.OverallScore != done.Analysis.OverallScore || len(got.Analysis.Evidence) != len(done.Analysis.Evidence) {
		t.Errorf("analysis %+v, want %+v", got.Analysis, done.Analysis)
	}
}

func testList(t *testing.T, s recording.Store) {
	ctx := context.Background()
	user := newUserID()
	var made []recording.CallRecording // oldest first
	for n := range 4 {
		made = append(made, create(t, s, pending(user, n)))
	}
	done := ready(made[1])
	if err := s.Move(ctx, done, recording.Pending); err != nil {
		t.Fatal(err)
	}
	made[1] = done
	create(t, s, pending(newUserID(), 9))
	got, err := s.List(ctx, user, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("List = %d records, want 4", len(got))
	}
	for i, g := range got {
		same(t, fmt.Sprintf("List[%d]", i), g, made[3-i].Summary())
	}
	if got[2].Transcript != "" || got[2].Words != nil || got[2].Analysis != nil || got[2].Score != done.Score || got[2].Metrics == nil {
		t.Errorf("the ready record in the list: %+v; want the scorecard without transcript, words or analysis", got[2])
	}
	two, err := s.List(ctx, user, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(two) != 2 || two[0].ID != made[3].ID || two[1].ID != made[2].ID {
		t.Errorf("List(2) = %d records, want the newest two", len(two))
	}
	none, err := s.List(ctx, newUserID(), 0)
	if err != nil || none == nil || len(none) != 0 {
		t.Errorf("List of a user without recordings = %v, %v; want an empty list", none, err)
	}
}

func testDelete(t *testing.T, s recording.Store) {
	ctx := context.Background()
	r := create(t, s, pending(newUserID(), 0))
	// Another user's id: nothing of theirs, nothing deleted.
	if err := s.Delete(ctx, newUserID(), r.ID); err != nil {
		t.Errorf("Delete of another user's id = %v", err)
	}
	get(t, s, r.UserID, r.ID)
	if err := s.Delete(ctx, r.UserID, r.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, r.UserID, r.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after Delete = %v, want NotFound", err)
	}
	if err := s.Delete(ctx, r.UserID, r.ID); err != nil {
		t.Errorf("second Delete = %v, want nil", err)
	}
	// A processor that finishes after the delete does not bring it back.
	done := ready(r)
	if err := s.Move(ctx, done, recording.Pending); !isConflict(err) {
		t.Errorf("Move of a deleted record = %v, want ErrConflict", err)
	}
	if _, err := s.Get(ctx, r.UserID, r.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after the refused Move = %v, want NotFound", err)
	}
}

func testConcurrentClaims(t *testing.T, s recording.Store) {
	// Twenty deliveries of one upload event race to claim the file: one
	// moves it to processing, the others are told it changed.
	ctx := context.Background()
	r := create(t, s, pending(newUserID(), 0))
	var (
		wg   sync.WaitGroup
		won  atomic.Int64
		errs = make(chan error, 20)
	)
	for i := range 20 {
		wg.Go(func() {
			claim := r
			claim.Status, claim.Title = recording.Processing, fmt.Sprint("claim ", i)
			switch err := s.Move(ctx, claim, recording.Pending); {
			case err == nil:
				won.Add(1)
			case !isConflict(err):
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("Move: %v", err)
	}
	if won.Load() != 1 {
		t.Errorf("%d of 20 concurrent claims won, want 1", won.Load())
	}
	if got := get(t, s, r.UserID, r.ID); got.Status != recording.Processing {
		t.Errorf("status %s, want processing", got.Status)
	}
}
