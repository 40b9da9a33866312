// Package seceventmem is an in-memory secevent.Store for fast tests of the
// code that uses one. Like seceventdb it gives each event a time-sorted id,
// keeps the details as JSON (so numbers come back as float64), and lists
// the newest events of the last 30 days (today in UTC and the 29 before).
// It is safe for concurrent use, and the package seceventtest checks it
// against the same contract as seceventdb.
package seceventmem

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/secevent"
)

// LookbackDays bounds how far Recent looks back, as in seceventdb.
const LookbackDays = 30

// Store implements secevent.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Put", "Recent", "Ping"); an error it returns is the
	// method's, and the store is left unchanged. Set it before the store is
	// shared between goroutines.
	Fail func(op string) error

	mu     sync.Mutex
	events []stored // in the order they were put
}

type stored struct {
	secevent.Event
	details []byte // JSON
}

var _ secevent.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return &Store{} }

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

func (e stored) event() secevent.Event {
	out := e.Event
	out.Details = nil
	_ = json.Unmarshal(e.details, &out.Details) // written by Put: valid JSON
	return out
}

// Events returns every stored event in the order they were put, whatever
// their age.
func (s *Store) Events() []secevent.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]secevent.Event, 0, len(s.events))
	for _, e := range s.events {
		out = append(out, e.event())
	}
	return out
}

// Put implements secevent.Store.
func (s *Store) Put(_ context.Context, e secevent.Event) error {
	if err := s.fail("Put"); err != nil {
		return err
	}
	details, err := json.Marshal(e.Details)
	if err != nil {
		return fmt.Errorf("event details: %w", err)
	}
	e.ID, e.Details = ids.TimeSorted(e.CreatedAt), nil
	s.mu.Lock()
	defer s.mu.Unlock()
	s.events = append(s.events, stored{Event: e, details: details})
	return nil
}

// Recent implements secevent.Store.
func (s *Store) Recent(_ context.Context, n int) ([]secevent.Event, error) {
	if err := s.fail("Recent"); err != nil {
		return nil, err
	}
	today := time.Now().UTC()
	first := today.AddDate(0, 0, 1-LookbackDays).Format(time.DateOnly)
	last := today.Format(time.DateOnly)
	s.mu.Lock()
	var in []stored
	for _, e := range s.events {
		if day := e.CreatedAt.UTC().Format(time.DateOnly); first <= day && day <= last {
			in = append(in, e)
		}
	}
	s.mu.Unlock()
	// Ids start with the UTC time, so their order is newest first by day
	// and by time within it, as the by_day index answers.
	slices.SortFunc(in, func(a, b stored) int { return cmp.Compare(b.ID, a.ID) })
	var out []secevent.Event
	for _, e := range in[:min(max(n, 0), len(in))] {
		out = append(out, e.event())
	}
	return out, nil
}

// Ping implements secevent.Store.
func (s *Store) Ping(context.Context) error { return s.fail("Ping") }
