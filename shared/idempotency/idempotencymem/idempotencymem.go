// Package idempotencymem is an in-memory idempotency.Store for fast tests of
// the code that uses one. It keeps idempotencydb's rules and precision: a
// claim is taken only where no live record is, lock times count in
// milliseconds and expiry in whole seconds, only the claim's owner
// completes or releases it, and expired records are ignored on read and
// deleted by DeleteExpired. It is safe for concurrent use, and the package
// idempotencytest checks it against the same contract as idempotencydb.
package idempotencymem

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/idempotency"
)

// Store implements idempotency.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Create", "Get", "Complete", "Release",
	// "DeleteExpired"); an error it returns is the method's, and the store
	// is left unchanged. Set it before the store is shared between
	// goroutines.
	Fail func(op string) error

	mu      sync.Mutex
	records map[string]idempotency.Record
}

var _ idempotency.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return &Store{records: map[string]idempotency.Record{}} }

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

// stored is rec as idempotencydb keeps it: times cut to milliseconds (the
// lock) and seconds (the expiry), an empty body absent.
func stored(rec idempotency.Record) idempotency.Record {
	rec.LockedUntil = time.UnixMilli(rec.LockedUntil.UnixMilli())
	rec.ExpiresAt = time.Unix(rec.ExpiresAt.Unix(), 0)
	rec.Reply.Body = bytes.Clone(rec.Reply.Body)
	if len(rec.Reply.Body) == 0 {
		rec.Reply.Body = nil
	}
	return rec
}

func (s *Store) copyOf(id string) (idempotency.Record, bool) {
	rec, ok := s.records[id]
	rec.Reply.Body = bytes.Clone(rec.Reply.Body)
	return rec, ok
}

// Create implements idempotency.Store: as in idempotencydb, a record holds
// its ID unless it expired (in whole seconds) or is an unfinished claim
// whose lease ran out (in milliseconds).
func (s *Store) Create(_ context.Context, rec idempotency.Record, now time.Time) error {
	if err := s.fail("Create"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.records[rec.ID]; ok {
		expired := old.ExpiresAt.Unix() <= now.Unix()
		lapsed := !old.Done && old.LockedUntil.UnixMilli() <= now.UnixMilli()
		if !expired && !lapsed {
			return idempotency.ErrTaken
		}
	}
	s.records[rec.ID] = stored(rec)
	return nil
}

// Get implements idempotency.Store.
func (s *Store) Get(_ context.Context, id string, now time.Time) (idempotency.Record, error) {
	if err := s.fail("Get"); err != nil {
		return idempotency.Record{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	rec, ok := s.copyOf(id)
	if !ok {
		return idempotency.Record{}, fmt.Errorf("idempotency record: %w", apperr.NotFound)
	}
	if !now.Before(rec.ExpiresAt) {
		return idempotency.Record{}, fmt.Errorf("idempotency record expired: %w", apperr.NotFound)
	}
	return rec, nil
}

// Complete implements idempotency.Store.
func (s *Store) Complete(_ context.Context, rec idempotency.Record) error {
	if err := s.fail("Complete"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.records[rec.ID]
	if !ok || old.Owner != rec.Owner || old.Done {
		return idempotency.ErrTaken
	}
	in := stored(rec)
	old.Done, old.Reply.Status, old.ExpiresAt = true, in.Reply.Status, in.ExpiresAt
	if in.Reply.ContentType != "" {
		old.Reply.ContentType = in.Reply.ContentType
	}
	if in.Reply.Body != nil {
		old.Reply.Body = in.Reply.Body
	}
	s.records[rec.ID] = old
	return nil
}

// Release implements idempotency.Store.
func (s *Store) Release(_ context.Context, id, owner string) error {
	if err := s.fail("Release"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.records[id]; ok && old.Owner == owner && !old.Done {
		delete(s.records, id)
	}
	return nil
}

// DeleteExpired implements idempotency.Store.
func (s *Store) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	if err := s.fail("DeleteExpired"); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	deleted := 0
	for id, rec := range s.records {
		if rec.ExpiresAt.Unix() <= now.Unix() {
			delete(s.records, id)
			deleted++
		}
	}
	return deleted, nil
}
