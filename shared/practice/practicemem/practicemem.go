// Package practicemem is an in-memory practice.Store for fast tests of the
// code that uses one. It keeps practicedb's rules: a session is created
// once and replaced or deleted only at the version it was read at
// (ErrConflict otherwise), lists go newest first by id with practicedb's
// cursors, All leaves out transcripts and feedback, and what comes back
// looks as practicedb's does (an empty transcript, never a nil one). It is
// safe for concurrent use, and the package practicetest checks it against
// the same contract as practicedb.
package practicemem

import (
	"cmp"
	"context"
	"encoding/base64"
	"fmt"
	"maps"
	"slices"
	"sync"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
)

// Store implements practice.Store in memory.
type Store struct {
	// Fail, when set, is called at the start of every method with the
	// method's name ("Put", "Get", "Delete", "List", "All"); an error it
	// returns is the method's, and the store is left unchanged. Set it
	// before the store is shared between goroutines.
	Fail func(op string) error

	mu       sync.Mutex
	sessions map[key]practice.Session // as stored: Version counts the writes
}

type key struct{ userID, id string }

var _ practice.Store = (*Store)(nil)

// New returns a store holding the given sessions as they are, versions
// included (Put stores version 1 for a new session).
func New(sessions ...practice.Session) *Store {
	s := &Store{sessions: make(map[key]practice.Session, len(sessions))}
	for _, sess := range sessions {
		s.sessions[key{sess.UserID, sess.ID}] = clone(sess)
	}
	return s
}

func (s *Store) fail(op string) error {
	if s.Fail == nil {
		return nil
	}
	return s.Fail(op)
}

// clone copies sess deeply, and empties what practicedb does not keep
// (an empty map, transcript or feedback) the way practicedb reads it back.
func clone(sess practice.Session) practice.Session {
	sess.CategoryScores = maps.Clone(sess.CategoryScores)
	if len(sess.CategoryScores) == 0 {
		sess.CategoryScores = nil
	}
	sess.Transcript = slices.Clone(sess.Transcript)
	if sess.Transcript == nil {
		sess.Transcript = []practice.Message{}
	}
	sess.FeedbackData = slices.Clone(sess.FeedbackData)
	if len(sess.FeedbackData) == 0 {
		sess.FeedbackData = nil
	}
	return sess
}

// Put implements practice.Store.
func (s *Store) Put(_ context.Context, sess practice.Session) error {
	if err := s.fail("Put"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key{sess.UserID, sess.ID}
	old, exists := s.sessions[k]
	if sess.Version == 0 && exists || sess.Version != 0 && (!exists || old.Version != sess.Version) {
		return practice.ErrConflict
	}
	sess = clone(sess)
	sess.Version++
	s.sessions[k] = sess
	return nil
}

// Get implements practice.Store.
func (s *Store) Get(_ context.Context, userID, id string) (practice.Session, error) {
	if err := s.fail("Get"); err != nil {
		return practice.Session{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sess, ok := s.sessions[key{userID, id}]
	if !ok {
		return practice.Session{}, fmt.Errorf("practice session %q: %w", id, apperr.NotFound)
	}
	return clone(sess), nil
}

// Delete implements practice.Store.
func (s *Store) Delete(_ context.Context, userID, id string, version int) error {
	if err := s.fail("Delete"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key{userID, id}
	if old, ok := s.sessions[k]; ok {
		if old.Version != version {
			return practice.ErrConflict
		}
		delete(s.sessions, k)
	}
	return nil
}

// newestFirst returns the user's sessions with ids below before (all when
// before is empty), newest first.
func (s *Store) newestFirst(userID, before string) []practice.Session {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []practice.Session
	for k, sess := range s.sessions {
		if k.userID == userID && (before == "" || k.id < before) {
			out = append(out, clone(sess))
		}
	}
	slices.SortFunc(out, func(a, b practice.Session) int { return cmp.Compare(b.ID, a.ID) })
	return out
}

// List implements practice.Store, with practicedb's cursors: the last id of
// the page, base64url-encoded. A limit of 0 or less lists every session.
func (s *Store) List(_ context.Context, userID string, limit int, cursor string) (practice.Page, error) {
	if err := s.fail("List"); err != nil {
		return practice.Page{}, err
	}
	var before string
	if cursor != "" {
		raw, err := base64.RawURLEncoding.DecodeString(cursor)
		if err != nil || !ids.IsTimeSorted(string(raw)) {
			return practice.Page{}, practice.ErrBadCursor
		}
		before = string(raw)
	}
	sessions := s.newestFirst(userID, before)
	page := practice.Page{Sessions: []practice.Session{}}
	if limit > 0 && len(sessions) >= limit {
		sessions = sessions[:limit]
		page.NextCursor = base64.RawURLEncoding.EncodeToString([]byte(sessions[limit-1].ID))
	}
	page.Sessions = append(page.Sessions, sessions...)
	return page, nil
}

// All implements practice.Store: like practicedb it answers only the
// fields statistics read.
func (s *Store) All(_ context.Context, userID string) ([]practice.Session, error) {
	if err := s.fail("All"); err != nil {
		return nil, err
	}
	out := []practice.Session{}
	for _, sess := range s.newestFirst(userID, "") {
		out = append(out, practice.Session{
			ID: sess.ID, Score: sess.Score, Objection: sess.Objection, CategoryScores: sess.CategoryScores,
			CompletedAt: sess.CompletedAt, Mode: sess.Mode, ScenarioType: sess.ScenarioType,
			Transcript: []practice.Message{},
		})
	}
	return out, nil
}
