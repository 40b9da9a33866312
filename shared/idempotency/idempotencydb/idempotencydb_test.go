package idempotencydb_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/idempotency/idempotencydb"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var store *idempotencydb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = idempotencydb.New(db, tables.Idempotency.Logical) }))
}

// clock is a settable time.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

var seq int

// service returns a service over the store with its own clock and a fresh scope.
func service(t *testing.T) (*idempotency.Service, *clock, string) {
	t.Helper()
	seq++
	c := &clock{t: time.Now()}
	return &idempotency.Service{Store: store, Now: c.Now}, c, fmt.Sprintf("user-%d-%d", seq, time.Now().UnixNano())
}

var ctx = context.Background()

func TestClaimCompleteReplay(t *testing.T) {
	svc, _, scope := service(t)
	// GIVEN a request that claims a key
	claim, replay, err := svc.Begin(ctx, scope, "k1", "fp-a")
	if err != nil || claim == nil || replay != nil {
		t.Fatalf("Begin = %v, %v, %v; want a claim", claim, replay, err)
	}
	// WHEN a duplicate comes while the work is under way
	// THEN it is told to retry …
	if _, _, err := svc.Begin(ctx, scope, "k1", "fp-a"); !errors.Is(err, idempotency.ErrInProgress) {
		t.Fatalf("duplicate while in flight: %v, want ErrInProgress", err)
	}
	// … and once the reply is recorded it gets that reply, byte for byte.
	want := idempotency.Reply{Status: 200, ContentType: "application/json; charset=utf-8", Body: []byte(`{"session_id":"s1"}` + "\n")}
	if err := claim.Complete(ctx, want); err != nil {
		t.Fatal(err)
	}
	_, got, err := svc.Begin(ctx, scope, "k1", "fp-a")
	if err != nil || got == nil {
		t.Fatalf("duplicate after completion: %v, %v; want the reply", got, err)
	}
	if got.Status != want.Status || got.ContentType != want.ContentType || string(got.Body) != string(want.Body) {
		t.Errorf("replayed %+v, want %+v", got, want)
	}
	// The same key with another request is refused; in another scope it is
	// another key.
	if _, _, err := svc.Begin(ctx, scope, "k1", "fp-b"); !errors.Is(err, idempotency.ErrKeyReused) {
		t.Errorf("other request with the key: %v, want ErrKeyReused", err)
	}
	if c, _, err := svc.Begin(ctx, scope+"-other", "k1", "fp-b"); err != nil || c == nil {
		t.Errorf("another user's key: %v, %v; want a claim", c, err)
	}
}

func TestReleasedClaimCanBeClaimedAgain(t *testing.T) {
	svc, _, scope := service(t)
	first, _, err := svc.Begin(ctx, scope, "k", "fp")
	if err != nil {
		t.Fatal(err)
	}
	// GIVEN a claim whose work failed and was released
	if err := first.Release(ctx); err != nil {
		t.Fatal(err)
	}
	// THEN a retry claims the key and may record its reply …
	second, replay, err := svc.Begin(ctx, scope, "k", "fp")
	if err != nil || second == nil || replay != nil {
		t.Fatalf("retry after release: %v, %v, %v; want a claim", second, replay, err)
	}
	// … and the first holder can no longer release or complete it.
	if err := first.Release(ctx); err != nil {
		t.Fatal(err)
	}
	if err := first.Complete(ctx, idempotency.Reply{Status: 200}); !errors.Is(err, idempotency.ErrTaken) {
		t.Errorf("stale Complete = %v, want ErrTaken", err)
	}
	if err := second.Complete(ctx, idempotency.Reply{Status: 201, Body: []byte("ok")}); err != nil {
		t.Fatal(err)
	}
	if _, r, _ := svc.Begin(ctx, scope, "k", "fp"); r == nil || r.Status != 201 {
		t.Errorf("replay %+v, want the second holder's", r)
	}
}

func TestConcurrentClaimsLetExactlyOneThrough(t *testing.T) {
	svc, _, scope := service(t)
	var wg sync.WaitGroup
	var mu sync.Mutex
	claims, inProgress := 0, 0
	for range 20 {
		wg.Go(func() {
			c, _, err := svc.Begin(ctx, scope, "same", "fp")
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil && c != nil:
				claims++
			case errors.Is(err, idempotency.ErrInProgress):
				inProgress++
			default:
				t.Errorf("Begin = %v, %v", c, err)
			}
		})
	}
	wg.Wait()
	if claims != 1 || inProgress != 19 {
		t.Errorf("%d claims, %d told to wait; want 1 and 19", claims, inProgress)
	}
}

func TestAbandonedClaimLapsesAfterTheLease(t *testing.T) {
	svc, clk, scope := service(t)
	// GIVEN a claim whose holder never finishes (a function that died)
	gone, _, err := svc.Begin(ctx, scope, "k", "fp")
	if err != nil {
		t.Fatal(err)
	}
	clk.Add(idempotency.Lease - time.Second)
	if _, _, err := svc.Begin(ctx, scope, "k", "fp"); !errors.Is(err, idempotency.ErrInProgress) {
		t.Fatalf("within the lease: %v, want ErrInProgress", err)
	}
	// WHEN the lease has run out THEN a retry takes the key over
	clk.Add(2 * time.Second)
	c, _, err := svc.Begin(ctx, scope, "k", "fp")
	if err != nil || c == nil {
		t.Fatalf("after the lease: %v, %v; want a claim", c, err)
	}
	if err := gone.Complete(ctx, idempotency.Reply{Status: 200}); !errors.Is(err, idempotency.ErrTaken) {
		t.Errorf("the lapsed holder completed: %v", err)
	}
}

func TestExpiredRecordsAreIgnoredReclaimedAndDeleted(t *testing.T) {
	svc, clk, scope := service(t)
	c, _, err := svc.Begin(ctx, scope, "k", "fp")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Complete(ctx, idempotency.Reply{Status: 200, Body: []byte("first")}); err != nil {
		t.Fatal(err)
	}
	id := idempotency.RecordID(scope, "k")
	// GIVEN a recorded reply past its TTL (dynalite does not expire items)
	clk.Add(idempotency.TTL + time.Second)
	// THEN it is not read …
	if _, err := store.Get(ctx, id, clk.Now()); err == nil {
		t.Error("an expired record was read")
	}
	// … the cleanup deletes it …
	n, err := svc.Cleanup(ctx)
	if err != nil || n < 1 {
		t.Fatalf("Cleanup = %d, %v; want the expired record deleted", n, err)
	}
	if _, err := store.Get(ctx, id, time.Now()); err == nil {
		t.Error("the expired record is still there after the cleanup")
	}
	// … and the key, even with another request, is free again.
	if c, _, err := svc.Begin(ctx, scope, "k", "fp-new"); err != nil || c == nil {
		t.Errorf("Begin after expiry = %v, %v; want a claim", c, err)
	}
}

func TestAnExpiredRecordIsTakenOverWithoutACleanup(t *testing.T) {
	svc, clk, scope := service(t)
	c, _, _ := svc.Begin(ctx, scope, "k", "fp")
	if err := c.Complete(ctx, idempotency.Reply{Status: 200}); err != nil {
		t.Fatal(err)
	}
	clk.Add(idempotency.TTL + time.Second)
	if c, r, err := svc.Begin(ctx, scope, "k", "fp"); err != nil || c == nil || r != nil {
		t.Errorf("Begin = %v, %v, %v; want a fresh claim", c, r, err)
	}
	// A cleanup leaves the fresh claim alone.
	if _, err := svc.Cleanup(ctx); err != nil {
		t.Fatal(err)
	}
	if _, _, err := svc.Begin(ctx, scope, "k", "fp"); !errors.Is(err, idempotency.ErrInProgress) {
		t.Errorf("after cleanup: %v, want the fresh claim still held", err)
	}
}

func TestOversizedReplyIsNotRecorded(t *testing.T) {
	svc, _, scope := service(t)
	c, _, _ := svc.Begin(ctx, scope, "k", "fp")
	if err := c.Complete(ctx, idempotency.Reply{Status: 200, Body: make([]byte, idempotency.MaxReplyBytes+1)}); !errors.Is(err, idempotency.ErrTooLarge) {
		t.Errorf("Complete = %v, want ErrTooLarge", err)
	}
}
