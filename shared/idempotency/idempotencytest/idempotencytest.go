// Package idempotencytest is the contract of idempotency.Store as a test
// suite: idempotencydb runs it against dynalite and idempotencymem in
// memory, so the fake the use-case tests rely on behaves like the store in
// production.
package idempotencytest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/idempotency"
)

// Run checks the store newStore returns against idempotency.Store's
// contract. newStore may return the same store each time (one table for the
// whole binary): every test uses records of its own, and only the
// DeleteExpired test uses records that expired before 2001.
func Run(t *testing.T, newStore func(t *testing.T) idempotency.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s idempotency.Store)
	}{
		{"CreateAndGet", testCreateAndGet},
		{"GetUnknownOrExpired", testGetUnknownOrExpired},
		{"ALiveClaimIsTakenUntilItsLeaseRunsOut", testLease},
		{"ADoneRecordIsTakenUntilItExpires", testDoneUntilExpiry},
		{"CompleteOnlyByTheOwner", testComplete},
		{"ReleaseOnlyByTheOwner", testRelease},
		{"DeleteExpired", testDeleteExpired},
		{"ConcurrentCreatesClaimOnce", testConcurrentCreates},
		{"ConcurrentTakeoversOfALapsedClaim", testConcurrentTakeovers},
		{"ConcurrentCompleteAndRelease", testCompleteVersusRelease},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

// claim returns an unfinished claim of a record no other test uses, taken
// at now with the service's lease and TTL.
func claim(t *testing.T, now time.Time) idempotency.Record {
	n := seq.Add(1)
	scope := fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), n)
	return idempotency.Record{ID: idempotency.RecordID(scope, "key"), Scope: scope, Fingerprint: "fp", Owner: fmt.Sprintf("owner-%d", n),
		LockedUntil: now.Add(idempotency.Lease), ExpiresAt: now.Add(idempotency.TTL)}
}

func create(t *testing.T, s idempotency.Store, rec idempotency.Record, now time.Time) {
	t.Helper()
	if err := s.Create(context.Background(), rec, now); err != nil {
		t.Fatalf("Create(%s) at %v: %v", rec.ID, now, err)
	}
}

func get(t *testing.T, s idempotency.Store, id string, now time.Time) idempotency.Record {
	t.Helper()
	rec, err := s.Get(context.Background(), id, now)
	if err != nil {
		t.Fatalf("Get(%s) at %v: %v", id, now, err)
	}
	return rec
}

// same reports got's differences from want as the store keeps it: the lock
// time to the millisecond, the expiry to the second.
func same(t *testing.T, what string, got, want idempotency.Record) {
	t.Helper()
	if got.ID != want.ID || got.Scope != want.Scope || got.Fingerprint != want.Fingerprint || got.Owner != want.Owner ||
		got.Done != want.Done || got.Reply.Status != want.Reply.Status || got.Reply.ContentType != want.Reply.ContentType ||
		string(got.Reply.Body) != string(want.Reply.Body) ||
		got.LockedUntil.UnixMilli() != want.LockedUntil.UnixMilli() || got.ExpiresAt.Unix() != want.ExpiresAt.Unix() {
		t.Errorf("%s = %+v, want %+v", what, got, want)
	}
}

func testCreateAndGet(t *testing.T, s idempotency.Store) {
	now := time.Now()
	rec := claim(t, now)
	create(t, s, rec, now)
	same(t, "Get", get(t, s, rec.ID, now), rec)
}

func testGetUnknownOrExpired(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	now := time.Now()
	rec := claim(t, now)
	if _, err := s.Get(ctx, rec.ID, now); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get of an unknown id = %v, want apperr.NotFound", err)
	}
	create(t, s, rec, now)
	// Expired records are absent, whether or not anything deleted them.
	end := time.Unix(rec.ExpiresAt.Unix(), 0)
	same(t, "Get a second before expiry", get(t, s, rec.ID, end.Add(-time.Second)), rec)
	if _, err := s.Get(ctx, rec.ID, end); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get at expiry = %v, want apperr.NotFound", err)
	}
}

func testLease(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	now := time.Now()
	first := claim(t, now)
	create(t, s, first, now)
	second := first
	second.Owner, second.Fingerprint = "second", "fp-2"
	lockEnd := time.UnixMilli(first.LockedUntil.UnixMilli())
	for _, at := range []time.Time{now, lockEnd.Add(-time.Millisecond)} {
		if err := s.Create(ctx, second, at); !errors.Is(err, idempotency.ErrTaken) {
			t.Errorf("Create over a live claim at %v = %v, want ErrTaken", at, err)
		}
	}
	same(t, "the claim after refused takeovers", get(t, s, first.ID, now), first)
	// At the end of its lease a claim that was never finished is taken over.
	second.LockedUntil = lockEnd.Add(idempotency.Lease)
	create(t, s, second, lockEnd)
	same(t, "the claim taken over", get(t, s, first.ID, lockEnd), second)
}

func testDoneUntilExpiry(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	now := time.Now()
	rec := claim(t, now)
	create(t, s, rec, now)
	rec.Done, rec.Reply = true, idempotency.Reply{Status: 200, Body: []byte("ok")}
	if err := s.Complete(ctx, rec); err != nil {
		t.Fatal(err)
	}
	// Done, it holds its key after the lease …
	end := time.Unix(rec.ExpiresAt.Unix(), 0)
	other := claim(t, end)
	other.ID = rec.ID
	for _, at := range []time.Time{rec.LockedUntil.Add(time.Second), end.Add(-time.Second)} {
		if err := s.Create(ctx, other, at); !errors.Is(err, idempotency.ErrTaken) {
			t.Errorf("Create over a done record at %v = %v, want ErrTaken", at, err)
		}
	}
	// … until it expires.
	create(t, s, other, end)
	same(t, "the record claimed afresh", get(t, s, rec.ID, end), other)
}

func testComplete(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	now := time.Now()
	rec := claim(t, now)
	create(t, s, rec, now)
	done := rec
	done.Done, done.ExpiresAt = true, now.Add(idempotency.TTL+time.Hour)
	done.Reply = idempotency.Reply{Status: 201, ContentType: "application/json; charset=utf-8", Body: []byte("{\"id\":1}\n\x00\xff")}

	// Only the owner of the claim completes it.
	stranger := done
	stranger.Owner = "someone else"
	if err := s.Complete(ctx, stranger); !errors.Is(err, idempotency.ErrTaken) {
		t.Errorf("Complete by another owner = %v, want ErrTaken", err)
	}
	same(t, "the claim after a stranger's Complete", get(t, s, rec.ID, now), rec)
	if err := s.Complete(ctx, done); err != nil {
		t.Fatalf("Complete: %v", err)
	}
	same(t, "the completed record", get(t, s, rec.ID, now), done)
	// Once.
	again := done
	again.Reply = idempotency.Reply{Status: 500}
	if err := s.Complete(ctx, again); !errors.Is(err, idempotency.ErrTaken) {
		t.Errorf("second Complete = %v, want ErrTaken", err)
	}
	same(t, "the record after a second Complete", get(t, s, rec.ID, now), done)
	// A claim that is not there cannot be completed.
	if err := s.Complete(ctx, claim(t, now)); !errors.Is(err, idempotency.ErrTaken) {
		t.Errorf("Complete of no claim = %v, want ErrTaken", err)
	}

	// A reply without a body or content type.
	bare := claim(t, now)
	create(t, s, bare, now)
	bare.Done, bare.Reply = true, idempotency.Reply{Status: 204}
	if err := s.Complete(ctx, bare); err != nil {
		t.Fatal(err)
	}
	same(t, "a reply without a body", get(t, s, bare.ID, now), bare)
}

func testRelease(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	now := time.Now()
	rec := claim(t, now)
	create(t, s, rec, now)
	if err := s.Release(ctx, rec.ID, "someone else"); err != nil {
		t.Fatalf("Release by another owner: %v", err)
	}
	same(t, "the claim after a stranger's Release", get(t, s, rec.ID, now), rec)
	if err := s.Release(ctx, rec.ID, rec.Owner); err != nil {
		t.Fatalf("Release: %v", err)
	}
	if _, err := s.Get(ctx, rec.ID, now); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Get after Release = %v, want apperr.NotFound", err)
	}
	if err := s.Release(ctx, rec.ID, rec.Owner); err != nil {
		t.Errorf("Release of a released claim = %v, want nil", err)
	}
	// A done record is the reply to replay: Release leaves it.
	done := claim(t, now)
	create(t, s, done, now)
	done.Done, done.Reply = true, idempotency.Reply{Status: 200, Body: []byte("ok")}
	if err := s.Complete(ctx, done); err != nil {
		t.Fatal(err)
	}
	if err := s.Release(ctx, done.ID, done.Owner); err != nil {
		t.Fatal(err)
	}
	same(t, "a done record after Release", get(t, s, done.ID, now), done)
}

func testDeleteExpired(t *testing.T, s idempotency.Store) {
	ctx := context.Background()
	// A fixed time long past, so that no other test's record (and only
	// this test's from an earlier run, already deleted) expired by then.
	now := time.Date(2001, 1, 1, 12, 0, 0, 0, time.UTC)
	at := func(expiry time.Time) idempotency.Record {
		rec := claim(t, now.Add(-time.Hour))
		rec.ExpiresAt = expiry
		return rec
	}
	// Expired: before now, or in the very second of now (as Get reads it).
	expired := []idempotency.Record{at(now.Add(-time.Hour)), at(now)}
	kept := []idempotency.Record{at(now.Add(time.Second)), claim(t, time.Now())}
	before := now.Add(-2 * time.Hour)
	for _, rec := range append(append([]idempotency.Record{}, expired...), kept...) {
		create(t, s, rec, before)
	}
	n, err := s.DeleteExpired(ctx, now.Add(500*time.Millisecond))
	if err != nil || n != len(expired) {
		t.Fatalf("DeleteExpired = %d, %v; want %d", n, err, len(expired))
	}
	// Read as of before their expiry: deleted, not just expired.
	for _, rec := range expired {
		if _, err := s.Get(ctx, rec.ID, before); !errors.Is(err, apperr.NotFound) {
			t.Errorf("Get of a deleted record = %v, want apperr.NotFound", err)
		}
	}
	for _, rec := range kept {
		same(t, "a record not yet expired", get(t, s, rec.ID, before), rec)
	}
}

// createConcurrently runs Create of rec with n owners at once and returns
// the owners whose Create succeeded.
func createConcurrently(t *testing.T, s idempotency.Store, rec idempotency.Record, now time.Time, n int) []string {
	var (
		wg  sync.WaitGroup
		mu  sync.Mutex
		won []string
	)
	for i := range n {
		wg.Go(func() {
			r := rec
			r.Owner = fmt.Sprintf("owner-%d", i)
			err := s.Create(context.Background(), r, now)
			switch {
			case err == nil:
				mu.Lock()
				won = append(won, r.Owner)
				mu.Unlock()
			case !errors.Is(err, idempotency.ErrTaken):
				t.Errorf("Create: %v", err)
			}
		})
	}
	wg.Wait()
	return won
}

func testConcurrentCreates(t *testing.T, s idempotency.Store) {
	now := time.Now()
	rec := claim(t, now)
	won := createConcurrently(t, s, rec, now, 20)
	if len(won) != 1 {
		t.Fatalf("%d of 20 concurrent Creates claimed the key (%v), want 1", len(won), won)
	}
	if got := get(t, s, rec.ID, now); got.Owner != won[0] {
		t.Errorf("the record's owner is %q, want the one claim that succeeded, %q", got.Owner, won[0])
	}
}

func testConcurrentTakeovers(t *testing.T, s idempotency.Store) {
	now := time.Now()
	rec := claim(t, now)
	create(t, s, rec, now)
	later := rec.LockedUntil.Add(time.Second)
	rec.LockedUntil = later.Add(idempotency.Lease)
	won := createConcurrently(t, s, rec, later, 20)
	if len(won) != 1 {
		t.Fatalf("%d of 20 concurrent takeovers of a lapsed claim succeeded (%v), want 1", len(won), won)
	}
	if got := get(t, s, rec.ID, later); got.Owner != won[0] {
		t.Errorf("the record's owner is %q, want %q", got.Owner, won[0])
	}
}

func testCompleteVersusRelease(t *testing.T, s idempotency.Store) {
	// The owner's Complete and Release racing each other: the record ends
	// either done with the reply or gone, never half of each.
	ctx := context.Background()
	now := time.Now()
	for range 10 {
		rec := claim(t, now)
		create(t, s, rec, now)
		done := rec
		done.Done, done.Reply = true, idempotency.Reply{Status: 200, Body: []byte("reply")}
		var completeErr, releaseErr error
		var wg sync.WaitGroup
		wg.Go(func() { completeErr = s.Complete(ctx, done) })
		wg.Go(func() { releaseErr = s.Release(ctx, rec.ID, rec.Owner) })
		wg.Wait()
		if releaseErr != nil {
			t.Fatalf("Release: %v", releaseErr)
		}
		got, err := s.Get(ctx, rec.ID, now)
		switch {
		case completeErr == nil && err == nil:
			same(t, "completed before the release", got, done)
		case errors.Is(completeErr, idempotency.ErrTaken) && errors.Is(err, apperr.NotFound):
		default:
			t.Errorf("Complete = %v and then Get = %+v, %v: want done with the reply, or released", completeErr, got, err)
		}
	}
}
