// Package seceventtest is the contract of secevent.Store as a test suite:
// seceventdb runs it against dynalite and seceventmem in memory, so the fake
// the use-case tests rely on behaves like the store in production.
package seceventtest

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/secevent"
)

// Run checks the store newStore returns against secevent.Store's contract.
// Recent lists across users, so newStore may return the same store each
// time (one table for the whole binary) only if no other test writes to
// it meanwhile: each test's events are then the newest.
func Run(t *testing.T, newStore func(t *testing.T) secevent.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s secevent.Store)
	}{
		{"PutAndRecent", testPutAndRecent},
		{"RecentLooksBack30Days", testLookback},
		{"ConcurrentPutsAreAllKept", testConcurrentPuts},
		{"Ping", testPing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

func newUserID(t *testing.T) string {
	return fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), seq.Add(1))
}

func put(t *testing.T, s secevent.Store, e secevent.Event) {
	t.Helper()
	if err := s.Put(context.Background(), e); err != nil {
		t.Fatalf("Put(%+v): %v", e, err)
	}
}

func recent(t *testing.T, s secevent.Store, n int) []secevent.Event {
	t.Helper()
	got, err := s.Recent(context.Background(), n)
	if err != nil {
		t.Fatalf("Recent(%d): %v", n, err)
	}
	return got
}

func testPutAndRecent(t *testing.T, s secevent.Store) {
	a, b := newUserID(t), newUserID(t)
	base := time.Now().UTC()
	want := []secevent.Event{
		{UserID: a, Type: secevent.RateLimitExceeded, CreatedAt: base, Source: secevent.SourceServer,
			Details: map[string]any{"action": "api_call", "count": 3, "nested": map[string]any{"list": []any{"x", 1.5, true}}}},
		{UserID: b, Type: "auth_signed_in", CreatedAt: base.Add(time.Millisecond), Source: secevent.SourceClient,
			Details: map[string]any{}},
		{UserID: a, Type: secevent.TrialActivated, CreatedAt: base.Add(2 * time.Millisecond)},
	}
	for _, e := range want {
		put(t, s, e)
	}
	got := recent(t, s, len(want))
	if len(got) != len(want) {
		t.Fatalf("Recent(%d) = %d events: %+v", len(want), len(got), got)
	}
	// Newest first, across users; details as JSON gives them back (numbers
	// are float64); the store names each event.
	wantDetails := []map[string]any{
		nil,
		{},
		{"action": "api_call", "count": float64(3), "nested": map[string]any{"list": []any{"x", 1.5, true}}},
	}
	ids := map[string]bool{}
	for i, g := range got {
		w := want[len(want)-1-i]
		if g.UserID != w.UserID || g.Type != w.Type || !g.CreatedAt.Equal(w.CreatedAt) || g.Source != w.Source ||
			!reflect.DeepEqual(g.Details, wantDetails[i]) {
			t.Errorf("Recent[%d] = %+v, want %+v with details %v", i, g, w, wantDetails[i])
		}
		if g.ID == "" || ids[g.ID] {
			t.Errorf("Recent[%d] has id %q: want a new one per event", i, g.ID)
		}
		ids[g.ID] = true
	}
	// n bounds the list.
	if got := recent(t, s, 2); len(got) != 2 || got[0].Type != secevent.TrialActivated || got[1].UserID != b {
		t.Errorf("Recent(2) = %+v, want the two newest", got)
	}
}

func testLookback(t *testing.T, s secevent.Store) {
	user := newUserID(t)
	now := time.Now().UTC()
	for _, days := range []int{2, 29, 31, 40} {
		put(t, s, secevent.Event{UserID: user, Type: fmt.Sprintf("days_ago_%d", days), CreatedAt: now.AddDate(0, 0, -days)})
	}
	var types []string
	for _, e := range recent(t, s, 10000) {
		if e.UserID == user {
			types = append(types, e.Type)
		}
	}
	// Today and the 29 days before it are listed, oldest last; older
	// days are not looked at.
	if want := []string{"days_ago_2", "days_ago_29"}; !slices.Equal(types, want) {
		t.Errorf("Recent listed %v of the user's events, want %v", types, want)
	}
}

func testConcurrentPuts(t *testing.T, s secevent.Store) {
	// 20 events of one user in the same instant: none is lost.
	const n = 20
	user := newUserID(t)
	at := time.Now().UTC()
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			e := secevent.Event{UserID: user, Type: secevent.ContentBlocked, CreatedAt: at, Details: map[string]any{"i": i}}
			if err := s.Put(context.Background(), e); err != nil {
				t.Errorf("Put %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	seen := map[float64]bool{}
	ids := map[string]bool{}
	for _, e := range recent(t, s, n) {
		i, _ := e.Details["i"].(float64)
		if e.UserID != user || seen[i] || ids[e.ID] {
			t.Errorf("Recent(%d) listed %+v: want each of the %d events once", n, e, n)
		}
		seen[i], ids[e.ID] = true, true
	}
	if len(seen) != n {
		t.Errorf("%d of the %d events listed", len(seen), n)
	}
}

func testPing(t *testing.T, s secevent.Store) {
	if err := s.Ping(context.Background()); err != nil {
		t.Errorf("Ping = %v", err)
	}
}
