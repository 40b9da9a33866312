// Package practicetest is the contract of practice.Store as a test suite:
// practicedb runs it against dynalite and practicemem in memory, so the
// fake the use-case tests rely on behaves like the store in production.
package practicetest

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
)

// Run checks the store newStore returns against practice.Store's contract.
// newStore may return the same store each time (one table for the whole
// binary): every test works on users of its own.
func Run(t *testing.T, newStore func(t *testing.T) practice.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s practice.Store)
	}{
		{"PutCreatesOnce", testCreateOnce},
		{"PutReplacesOnlyTheVersionItRead", testReplace},
		{"GetUnknownOrAnotherUsers", testGetUnknown},
		{"EmptyFieldsComeBackEmpty", testEmptyFields},
		{"Delete", testDelete},
		{"ListPagesNewestFirst", testList},
		{"ListRefusesBadCursors", testBadCursor},
		{"AllLeavesOutTranscriptsAndFeedback", testAll},
		{"ConcurrentCreatesOneWins", testConcurrentCreates},
		{"ConcurrentPutsOfOneVersionOneWins", testConcurrentPuts},
		{"ConcurrentDeleteAndPut", testDeleteVersusPut},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

func newUserID(t *testing.T) string {
	return fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), seq.Add(1))
}

// base is the completion time of the first session of every test.
var base = time.Date(2026, 5, 6, 7, 8, 9, 123456789, time.UTC)

// session returns a full new session of user, completed at base+n minutes.
func session(user string, n int) practice.Session {
	at := base.Add(time.Duration(n) * time.Minute)
	return practice.Session{
		ID: ids.TimeSorted(at), UserID: user, ScenarioType: "roleplay", Mode: "text", Difficulty: "medium",
		Industry: "technology", Objection: "Price", DurationSeconds: 90 + n, Score: 70 + n,
		CategoryScores: map[string]int{"clarity": 80, "value": 60 + n},
		Transcript: []practice.Message{
			{ID: "m1", Text: "Hello, é ✓", Sender: "user", Timestamp: at.Add(-time.Minute)},
			{ID: "m2", Text: "Too expensive.", Sender: "ai", Timestamp: at},
		},
		FeedbackData: json.RawMessage(`{"score":` + fmt.Sprint(70+n) + `,"tips":["ask"]}`),
		CompletedAt:  at,
	}
}

func put(t *testing.T, s practice.Store, sess practice.Session) practice.Session {
	t.Helper()
	if err := s.Put(context.Background(), sess); err != nil {
		t.Fatalf("Put(%s v%d): %v", sess.ID, sess.Version, err)
	}
	sess.Version++
	return sess
}

func get(t *testing.T, s practice.Store, user, id string) practice.Session {
	t.Helper()
	sess, err := s.Get(context.Background(), user, id)
	if err != nil {
		t.Fatalf("Get(%s): %v", id, err)
	}
	return sess
}

// same reports got's differences from want.
func same(t *testing.T, what string, got, want practice.Session) {
	t.Helper()
	ok := got.ID == want.ID && got.UserID == want.UserID && got.ScenarioType == want.ScenarioType && got.Mode == want.Mode &&
		got.Difficulty == want.Difficulty && got.Industry == want.Industry && got.Objection == want.Objection &&
		got.DurationSeconds == want.DurationSeconds && got.Score == want.Score && maps.Equal(got.CategoryScores, want.CategoryScores) &&
		slices.EqualFunc(got.Transcript, want.Transcript, func(a, b practice.Message) bool {
			return a.ID == b.ID && a.Text == b.Text && a.Sender == b.Sender && a.Timestamp.Equal(b.Timestamp)
		}) &&
		string(got.FeedbackData) == string(want.FeedbackData) && got.CompletedAt.Equal(want.CompletedAt) && got.Version == want.Version
	if !ok {
		t.Errorf("%s = %+v, want %+v", what, got, want)
	}
}

func isConflict(err error) bool {
	e := apperr.As(err)
	return e != nil && e.Code == practice.ErrConflict.Code
}

func testCreateOnce(t *testing.T, s practice.Store) {
	sess := session(newUserID(t), 0)
	stored := put(t, s, sess)
	same(t, "Get after Put", get(t, s, sess.UserID, sess.ID), stored) // version 1
	// A second create of the id is refused and changes nothing.
	again := sess
	again.Score = 1
	if err := s.Put(context.Background(), again); !isConflict(err) {
		t.Errorf("second create = %v, want ErrConflict", err)
	}
	same(t, "Get after the refused create", get(t, s, sess.UserID, sess.ID), stored)
}

func testReplace(t *testing.T, s practice.Store) {
	ctx := context.Background()
	v1 := put(t, s, session(newUserID(t), 0))
	next := v1
	next.Score, next.Transcript = 99, append(slices.Clone(v1.Transcript), practice.Message{ID: "m3", Text: "Fair.", Sender: "user", Timestamp: base})
	v2 := put(t, s, next)
	same(t, "Get after the update", get(t, s, v1.UserID, v1.ID), v2)
	// A write from version 1, read before the update, is stale.
	stale := v1
	stale.Score = 5
	if err := s.Put(ctx, stale); !isConflict(err) {
		t.Errorf("Put of a stale version = %v, want ErrConflict", err)
	}
	same(t, "Get after the stale Put", get(t, s, v1.UserID, v1.ID), v2)
	// An update of a session that is not there is refused and creates nothing.
	ghost := session(v1.UserID, 1)
	ghost.Version = 3
	if err := s.Put(ctx, ghost); !isConflict(err) {
		t.Errorf("Put of version 3 of no session = %v, want ErrConflict", err)
	}
	if _, err := s.Get(ctx, ghost.UserID, ghost.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after the refused update = %v, want apperr.NotFound", err)
	}
}

func testGetUnknown(t *testing.T, s practice.Store) {
	ctx := context.Background()
	sess := put(t, s, session(newUserID(t), 0))
	if _, err := s.Get(ctx, sess.UserID, ids.TimeSorted(base)); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of an unknown id = %v, want apperr.NotFound", err)
	}
	if _, err := s.Get(ctx, newUserID(t), sess.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of another user's session = %v, want apperr.NotFound", err)
	}
}

func testEmptyFields(t *testing.T, s practice.Store) {
	sess := session(newUserID(t), 0)
	sess.Objection, sess.CategoryScores, sess.Transcript, sess.FeedbackData = "", nil, nil, nil
	put(t, s, sess)
	got := get(t, s, sess.UserID, sess.ID)
	// A transcript is a list, even an empty one; absent feedback is absent.
	if got.Transcript == nil || len(got.Transcript) != 0 || got.FeedbackData != nil || len(got.CategoryScores) != 0 || got.Objection != "" {
		t.Errorf("Get = %+v; want an empty, non-nil transcript and no feedback, scores or objection", got)
	}
}

func testDelete(t *testing.T, s practice.Store) {
	ctx := context.Background()
	user := newUserID(t)
	sess := put(t, s, session(user, 0))
	// Not at a version it no longer has, and not another user's.
	if err := s.Delete(ctx, user, sess.ID, 2); !isConflict(err) {
		t.Errorf("Delete at another version = %v, want ErrConflict", err)
	}
	if err := s.Delete(ctx, newUserID(t), sess.ID, 1); err != nil {
		t.Errorf("Delete of another user's id = %v, want nil (nothing of theirs)", err)
	}
	same(t, "Get after refused deletes", get(t, s, user, sess.ID), sess)
	// At its version it goes, and deleting it again is no error.
	if err := s.Delete(ctx, user, sess.ID, 1); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := s.Get(ctx, user, sess.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after Delete = %v, want apperr.NotFound", err)
	}
	if err := s.Delete(ctx, user, sess.ID, 1); err != nil {
		t.Errorf("Delete of a deleted session = %v, want nil", err)
	}
	// Once deleted, the id can be created afresh.
	put(t, s, session(user, 0))
}

func testList(t *testing.T, s practice.Store) {
	ctx := context.Background()
	user, other := newUserID(t), newUserID(t)
	var stored []practice.Session // oldest first
	for n := range 5 {
		stored = append(stored, put(t, s, session(user, n)))
	}
	put(t, s, session(other, 10))
	list := func(limit int, cursor string) practice.Page {
		t.Helper()
		p, err := s.List(ctx, user, limit, cursor)
		if err != nil {
			t.Fatalf("List(%d, %q): %v", limit, cursor, err)
		}
		return p
	}
	check := func(what string, p practice.Page, want []practice.Session, more bool) {
		t.Helper()
		if len(p.Sessions) != len(want) || (p.NextCursor != "") != more || p.Sessions == nil {
			t.Fatalf("%s: %d sessions, cursor %q; want %d, more=%v", what, len(p.Sessions), p.NextCursor, len(want), more)
		}
		for i := range want {
			same(t, fmt.Sprintf("%s[%d]", what, i), p.Sessions[i], want[i])
		}
	}
	// Pages of two, newest first, whole sessions, only the user's own.
	p1 := list(2, "")
	check("page 1", p1, []practice.Session{stored[4], stored[3]}, true)
	p2 := list(2, p1.NextCursor)
	check("page 2", p2, []practice.Session{stored[2], stored[1]}, true)
	check("page 3", list(2, p2.NextCursor), []practice.Session{stored[0]}, false)
	// A full last page has a cursor, to an empty page.
	p := list(5, "")
	check("all five", p, []practice.Session{stored[4], stored[3], stored[2], stored[1], stored[0]}, true)
	check("after the last", list(5, p.NextCursor), nil, false)
	check("no sessions", func() practice.Page {
		p, err := s.List(ctx, newUserID(t), 3, "")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}(), nil, false)
}

func testBadCursor(t *testing.T, s practice.Store) {
	user := newUserID(t)
	put(t, s, session(user, 0))
	for _, c := range []string{"!!!", base64.RawURLEncoding.EncodeToString([]byte("not-an-id")), ids.TimeSorted(base)} {
		if _, err := s.List(context.Background(), user, 2, c); !errors.Is(err, practice.ErrBadCursor) {
			t.Errorf("List with cursor %q = %v, want ErrBadCursor", c, err)
		}
	}
}

func testAll(t *testing.T, s practice.Store) {
	user := newUserID(t)
	var stored []practice.Session
	for n := range 3 {
		stored = append(stored, put(t, s, session(user, n)))
	}
	put(t, s, session(newUserID(t), 5))
	got, err := s.All(context.Background(), user)
	if err != nil {
		t.Fatalf("All: %v", err)
	}
	if len(got) != len(stored) {
		t.Fatalf("All = %d sessions, want %d", len(got), len(stored))
	}
	for i, g := range got {
		w := stored[len(stored)-1-i]
		if g.ID != w.ID || g.Score != w.Score || g.Objection != w.Objection || !maps.Equal(g.CategoryScores, w.CategoryScores) ||
			!g.CompletedAt.Equal(w.CompletedAt) || g.Mode != w.Mode || g.ScenarioType != w.ScenarioType {
			t.Errorf("All[%d] = %+v, want the statistics fields of %+v", i, g, w)
		}
		if g.Transcript == nil || len(g.Transcript) != 0 || g.FeedbackData != nil {
			t.Errorf("All[%d] has transcript %v and feedback %s; want neither", i, g.Transcript, g.FeedbackData)
		}
	}
}

// putConcurrently runs Put of n variants of sess at once (scores 0 … n-1)
// and returns the scores whose Put succeeded.
func putConcurrently(t *testing.T, s practice.Store, sess practice.Session, n int) []int {
	var (
		wg  sync.WaitGroup
		mu  sync.Mutex
		won []int
	)
	for i := range n {
		wg.Go(func() {
			v := sess
			v.Score = i
			err := s.Put(context.Background(), v)
			switch {
			case err == nil:
				mu.Lock()
				won = append(won, i)
				mu.Unlock()
			case !isConflict(err):
				t.Errorf("Put: %v", err)
			}
		})
	}
	wg.Wait()
	return won
}

func testConcurrentCreates(t *testing.T, s practice.Store) {
	sess := session(newUserID(t), 0)
	won := putConcurrently(t, s, sess, 20)
	if len(won) != 1 {
		t.Fatalf("%d of 20 concurrent creates succeeded (%v), want 1", len(won), won)
	}
	if got := get(t, s, sess.UserID, sess.ID); got.Score != won[0] || got.Version != 1 {
		t.Errorf("stored score %d at version %d, want the winner's %d at version 1", got.Score, got.Version, won[0])
	}
}

func testConcurrentPuts(t *testing.T, s practice.Store) {
	// Twenty turns of a role-play that all read version 1: one is saved,
	// the others are told the session changed.
	v1 := put(t, s, session(newUserID(t), 0))
	won := putConcurrently(t, s, v1, 20)
	if len(won) != 1 {
		t.Fatalf("%d of 20 concurrent Puts of version 1 succeeded (%v), want 1", len(won), won)
	}
	if got := get(t, s, v1.UserID, v1.ID); got.Score != won[0] || got.Version != 2 {
		t.Errorf("stored score %d at version %d, want the winner's %d at version 2", got.Score, got.Version, won[0])
	}
}

func testDeleteVersusPut(t *testing.T, s practice.Store) {
	// An undo (Delete at version 1) racing an update of version 1: one of
	// them happens, whole, and the other is refused.
	ctx := context.Background()
	for range 10 {
		v1 := put(t, s, session(newUserID(t), 0))
		next := v1
		next.Score = 42
		var putErr, deleteErr error
		var wg sync.WaitGroup
		wg.Go(func() { putErr = s.Put(ctx, next) })
		wg.Go(func() { deleteErr = s.Delete(ctx, v1.UserID, v1.ID, 1) })
		wg.Wait()
		got, err := s.Get(ctx, v1.UserID, v1.ID)
		switch {
		case putErr == nil && isConflict(deleteErr) && err == nil:
			if got.Score != 42 || got.Version != 2 {
				t.Errorf("the update won, but the session is %+v", got)
			}
		case deleteErr == nil && isConflict(putErr) && errors.Is(err, apperr.NotFound):
		default:
			t.Errorf("Put = %v, Delete = %v, then Get = %v: want exactly one of them to happen", putErr, deleteErr, err)
		}
	}
}
