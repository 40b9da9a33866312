// Package recordingmem is an in-memory recording.Store for fast tests of the
// code that uses one. It keeps recordingdb's rules: a record is created once,
// changed only by a forward Move from the status it still has, lists go
// newest first by id as summaries, and what comes back is a copy. It is safe
// for concurrent use, and the package recordingtest checks it against the
// same contract as recordingdb.
package recordingmem

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/recording"
)

// Store implements recording.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Create", "Get", "List", "Move", "Delete"); an error
	// it returns is the method's, and the store is left unchanged. Set it
	// before the store is shared between goroutines.
	Fail func(op string) error

	mu      sync.Mutex
	records map[key]recording.CallRecording
}

type key struct{ userID, id string }

var _ recording.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return &Store{records: map[key]recording.CallRecording{}} }

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

// clone copies r deeply (through JSON for the analysis), and leaves out what
// is never stored, as recordingdb does.
func clone(r recording.CallRecording) recording.CallRecording {
	r.AudioURL = ""
	r.Words = slices.Clone(r.Words)
	if len(r.Words) == 0 {
		r.Words = nil
	}
	r.Speakers = slices.Clone(r.Speakers)
	if len(r.Speakers) == 0 {
		r.Speakers = nil
	}
	if r.Categories != nil {
		c := *r.Categories
		r.Categories = &c
	}
	if r.Metrics != nil {
		m := *r.Metrics
		if m.TalkRatio != nil {
			v := *m.TalkRatio
			m.TalkRatio = &v
		}
		if m.LongestMonologueSeconds != nil {
			v := *m.LongestMonologueSeconds
			m.LongestMonologueSeconds = &v
		}
		r.Metrics = &m
	}
	if r.Analysis != nil {
		b, _ := json.Marshal(r.Analysis)
		a := *r.Analysis
		_ = json.Unmarshal(b, &a)
		r.Analysis = &a
	}
	if !r.ExpiresAt.IsZero() { // kept to the second, as the TTL attribute
		r.ExpiresAt = time.Unix(r.ExpiresAt.Unix(), 0).UTC()
	}
	return r
}

// Create implements recording.Store.
func (s *Store) Create(_ context.Context, r recording.CallRecording) error {
	if err := s.fail("Create"); err != nil {
		return err
	}
	if r.Status != recording.Pending || r.UserID == "" || r.ID == "" {
		return recording.ErrBadMove
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key{r.UserID, r.ID}
	if _, ok := s.records[k]; ok {
		return recording.ErrConflict
	}
	s.records[k] = clone(r)
	return nil
}

// Get implements recording.Store.
func (s *Store) Get(_ context.Context, userID, id string) (recording.CallRecording, error) {
	if err := s.fail("Get"); err != nil {
		return recording.CallRecording{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.records[key{userID, id}]
	if !ok {
		return recording.CallRecording{}, fmt.Errorf("call recording %q: %w", id, apperr.NotFound)
	}
	return clone(r), nil
}

// List implements recording.Store.
func (s *Store) List(_ context.Context, userID string, limit int) ([]recording.CallRecording, error) {
	if err := s.fail("List"); err != nil {
		return nil, err
	}
	if limit <= 0 || limit > recording.MaxList {
		limit = recording.MaxList
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []recording.CallRecording{}
	for k, r := range s.records {
		if k.userID == userID {
			out = append(out, clone(r).Summary())
		}
	}
	slices.SortFunc(out, func(a, b recording.CallRecording) int { return cmp.Compare(b.ID, a.ID) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Move implements recording.Store.
func (s *Store) Move(_ context.Context, r recording.CallRecording, from recording.Status) error {
	if err := s.fail("Move"); err != nil {
		return err
	}
	if err := recording.CheckMove(r, from); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key{r.UserID, r.ID}
	old, ok := s.records[k]
	if !ok || old.Status != from {
		return recording.ErrConflict
	}
	s.records[k] = clone(r)
	return nil
}

// Delete implements recording.Store.
func (s *Store) Delete(_ context.Context, userID, id string) error {
	if err := s.fail("Delete"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.records, key{userID, id})
	return nil
}
