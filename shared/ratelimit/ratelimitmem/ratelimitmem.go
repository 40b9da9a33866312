// Package ratelimitmem is an in-memory ratelimit.Store for fast tests of the
// code that uses one. Like ratelimitdb it counts a request only while the
// counter is under its maximum, and deletes counters whose window ended
// before a given time (compared in whole seconds, as ratelimitdb stores
// them). It is safe for concurrent use, and the package ratelimittest checks
// it against the same contract as ratelimitdb.
package ratelimitmem

import (
	"context"
	"sync"
	"time"

	"pitchperfect/shared/ratelimit"
)

// Store implements ratelimit.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Hit", "DeleteExpired", "Peek", "Clear"); an error it returns is the
	// method's, and the store is left unchanged. Set it before the store is
	// shared between goroutines.
	Fail func(op string) error

	mu       sync.Mutex
	counters map[string]counter
}

type counter struct {
	ratelimit.Counter
	count int
}

var _ ratelimit.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return &Store{counters: map[string]counter{}} }

// Count returns the count of the counter with the given key (0 when there
// is none).
func (s *Store) Count(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counters[key].count
}

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

// Hit implements ratelimit.Store.
func (s *Store) Hit(_ context.Context, c ratelimit.Counter, max int) (int, bool, error) {
	if err := s.fail("Hit"); err != nil {
		return 0, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.counters[c.Key]
	if ok && old.count >= max {
		return max, false, nil
	}
	n := old.count + 1
	s.counters[c.Key] = counter{Counter: c, count: n}
	return n, true, nil
}

// DeleteExpired implements ratelimit.Store.
func (s *Store) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	if err := s.fail("DeleteExpired"); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	deleted := 0
	for k, c := range s.counters {
		if c.ExpiresAt.Unix() < now.Unix() {
			delete(s.counters, k)
			deleted++
		}
	}
	return deleted, nil
}

// Peek implements ratelimit.Store.
func (s *Store) Peek(_ context.Context, key string) (int, error) {
	if err := s.fail("Peek"); err != nil {
		return 0, err
	}
	return s.Count(key), nil
}

// Clear implements ratelimit.Store.
func (s *Store) Clear(_ context.Context, key string) error {
	if err := s.fail("Clear"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.counters, key)
	return nil
}
