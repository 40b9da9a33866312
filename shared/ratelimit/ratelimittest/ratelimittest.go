// Package ratelimittest is the contract of ratelimit.Store as a test suite:
// ratelimitdb runs it against dynalite and ratelimitmem in memory, so the
// fake the use-case tests rely on behaves like the store in production.
package ratelimittest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/ratelimit"
)

// Run checks the store newStore returns against ratelimit.Store's contract.
// newStore may return the same store each time (one table for the whole
// binary): every test counts under keys of its own, and only the
// DeleteExpired test uses windows that ended before 2001.
func Run(t *testing.T, newStore func(t *testing.T) ratelimit.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s ratelimit.Store)
	}{
		{"CountsUpToMax", testCountsUpToMax},
		{"CountersAreApart", testCountersAreApart},
		{"ConcurrentHitsNeverOvershoot", testConcurrentHits},
		{"DeleteExpired", testDeleteExpired},
		{"PeekDoesNotCount", testPeek},
		{"ClearStartsAfresh", testClear},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, newStore(t)) })
	}
}

var seq atomic.Int64

// counter returns a counter under a key no other test uses, for a window of
// an hour that ends at end.
func counter(t *testing.T, end time.Time) ratelimit.Counter {
	key := fmt.Sprintf("%s-%d-%d", t.Name(), time.Now().UnixNano(), seq.Add(1))
	return ratelimit.Counter{Key: key, UserID: "user-" + key, Action: "api_call", WindowStart: end.Add(-time.Hour), ExpiresAt: end}
}

func thisHour() time.Time { return time.Now().UTC().Truncate(time.Hour).Add(time.Hour) }

func hit(t *testing.T, s ratelimit.Store, c ratelimit.Counter, max, wantCount int, wantCounted bool) {
	t.Helper()
	n, counted, err := s.Hit(context.Background(), c, max)
	if err != nil || n != wantCount || counted != wantCounted {
		t.Fatalf("Hit(%s, max %d) = %d, %v, %v; want %d, %v", c.Key, max, n, counted, err, wantCount, wantCounted)
	}
}

func testCountsUpToMax(t *testing.T, s ratelimit.Store) {
	c := counter(t, thisHour())
	hit(t, s, c, 3, 1, true)
	hit(t, s, c, 3, 2, true)
	hit(t, s, c, 3, 3, true)
	// At the maximum a request is refused, not counted, and told the maximum.
	hit(t, s, c, 3, 3, false)
	hit(t, s, c, 3, 3, false)
	// A larger maximum (a rule raised meanwhile) counts on from the count.
	hit(t, s, c, 5, 4, true)
}

func testCountersAreApart(t *testing.T, s ratelimit.Store) {
	a, b := counter(t, thisHour()), counter(t, thisHour())
	hit(t, s, a, 2, 1, true)
	hit(t, s, a, 2, 2, true)
	hit(t, s, a, 2, 2, false)
	hit(t, s, b, 2, 1, true)
}

func testConcurrentHits(t *testing.T, s ratelimit.Store) {
	// 40 requests at once on each of two counters with a maximum of 10:
	// on each, exactly 10 are counted, each seeing a different count, and
	// the other 30 are refused.
	const max, n = 10, 40
	cs := []ratelimit.Counter{counter(t, thisHour()), counter(t, thisHour())}
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		counts  = make([][]int, len(cs))
		refused = make([]int, len(cs))
	)
	for range n {
		for i, c := range cs {
			wg.Go(func() {
				count, counted, err := s.Hit(context.Background(), c, max)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					t.Errorf("Hit: %v", err)
				case counted:
					counts[i] = append(counts[i], count)
				case count != max:
					t.Errorf("refused Hit answered count %d, want %d", count, max)
				default:
					refused[i]++
				}
			})
		}
	}
	wg.Wait()
	want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for i := range cs {
		slices.Sort(counts[i])
		if !slices.Equal(counts[i], want) || refused[i] != n-max {
			t.Errorf("counter %d: counted at %v and refused %d; want each of %v once and %d refused", i, counts[i], refused[i], want, n-max)
		}
	}
}

func testDeleteExpired(t *testing.T, s ratelimit.Store) {
	ctx := context.Background()
	// A fixed time long past, so that no other test's counter (and only
	// this test's from an earlier run, already deleted) ended before it.
	now := time.Date(2001, 1, 1, 12, 0, 0, 0, time.UTC)
	ended := []ratelimit.Counter{counter(t, now.Add(-time.Hour)), counter(t, now.Add(-time.Second))}
	// A window that ends in the very second of now has not ended before it.
	kept := []ratelimit.Counter{counter(t, now), counter(t, now.Add(time.Hour)), counter(t, thisHour())}
	for _, c := range append(slices.Clone(ended), kept...) {
		hit(t, s, c, 5, 1, true)
	}
	n, err := s.DeleteExpired(ctx, now.Add(500*time.Millisecond))
	if err != nil || n != len(ended) {
		t.Fatalf("DeleteExpired = %d, %v; want %d", n, err, len(ended))
	}
	// A deleted counter starts afresh; a kept one counts on.
	for _, c := range ended {
		hit(t, s, c, 5, 1, true)
	}
	for _, c := range kept {
		hit(t, s, c, 5, 2, true)
	}
	// Nothing else had ended: a second run deletes only what the hits
	// above brought back.
	if n, err := s.DeleteExpired(ctx, now); err != nil || n != len(ended) {
		t.Errorf("second DeleteExpired = %d, %v; want %d", n, err, len(ended))
	}
}

func peek(t *testing.T, s ratelimit.Store, key string, want int) {
	t.Helper()
	if n, err := s.Peek(context.Background(), key); err != nil || n != want {
		t.Fatalf("Peek(%s) = %d, %v; want %d", key, n, err, want)
	}
}

func testPeek(t *testing.T, s ratelimit.Store) {
	c := counter(t, thisHour())
	// No counter yet: 0, and reading it creates none.
	peek(t, s, c.Key, 0)
	peek(t, s, c.Key, 0)
	hit(t, s, c, 3, 1, true)
	// Reading twice counts nothing: the next hit is the second.
	peek(t, s, c.Key, 1)
	peek(t, s, c.Key, 1)
	hit(t, s, c, 3, 2, true)
	hit(t, s, c, 3, 3, true)
	hit(t, s, c, 3, 3, false)
	// A refused hit is not counted either.
	peek(t, s, c.Key, 3)
}

func testClear(t *testing.T, s ratelimit.Store) {
	ctx := context.Background()
	a, b := counter(t, thisHour()), counter(t, thisHour())
	hit(t, s, a, 2, 1, true)
	hit(t, s, a, 2, 2, true)
	hit(t, s, a, 2, 2, false)
	hit(t, s, b, 2, 1, true)
	if err := s.Clear(ctx, a.Key); err != nil {
		t.Fatalf("Clear: %v", err)
	}
	peek(t, s, a.Key, 0)
	// The other counter is untouched; the cleared one counts from 1.
	peek(t, s, b.Key, 1)
	hit(t, s, a, 2, 1, true)
	// Clearing a counter that does not exist is not an error.
	if err := s.Clear(ctx, counter(t, thisHour()).Key); err != nil {
		t.Errorf("Clear of no counter: %v", err)
	}
}
