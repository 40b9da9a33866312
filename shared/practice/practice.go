// Package practice keeps a user's practice sessions (pitch analyses, demo
// answers, role-plays) and derives the progress figures the dashboard shows
// from them. Sessions are written by the server functions that score them,
// never by the browser, so a score on a screen is always one the coach gave.
package practice

import (
	"context"
	"encoding/json"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
)

// Message is one line of a transcript.
type Message struct {
	ID        string    `json:"id"`
	Text      string    `json:"text"`
	Sender    string    `json:"sender"` // user | ai
	Timestamp time.Time `json:"timestamp"`
}

// Session is one row of practice_sessions, in the spec's field names.
type Session struct {
	ID              string          `json:"id"`
	UserID          string          `json:"user_id"`
	ScenarioType    string          `json:"scenario_type"`   // pitch_analysis, objection_handling, roleplay
	Title           string          `json:"title,omitempty"` // a role-play's scenario title (the other kinds are named by their type)
	Mode            string          `json:"mode"`            // text, voice, hybrid
	Difficulty      string          `json:"difficulty"`
	Industry        string          `json:"industry"`
	Objection       string          `json:"objection"` // Price, Trust, … or empty
	DurationSeconds int             `json:"duration_seconds"`
	Score           int             `json:"score"`                         // 0–100
	CategoryScores  map[string]int  `json:"category_scores" ts:"nullable"` // none for a role-play without replies
	Transcript      []Message       `json:"transcript" ts:"nullable"`
	FeedbackData    json.RawMessage `json:"feedback_data"`
	CompletedAt     time.Time       `json:"completed_at"`
	// Version counts the writes of the session; Put refuses a stale one.
	Version int `json:"version"`
}

// Unscored reports a role-play abandoned before any reply was scored (its
// category scores are the last scored reply's, so it has none): it is no
// 0-score practice, and no figure counts it.
func (s Session) Unscored() bool {
	return s.ScenarioType == "roleplay" && len(s.CategoryScores) == 0
}

// Scored returns the sessions that are not Unscored, in their order.
func Scored(sessions []Session) []Session {
	out := make([]Session, 0, len(sessions))
	for _, s := range sessions {
		if !s.Unscored() {
			out = append(out, s)
		}
	}
	return out
}

// Page is one page of a user's sessions, newest first.
type Page struct {
	Sessions   []Session `json:"sessions"`
	NextCursor string    `json:"next_cursor,omitempty"`
}

// Store persists sessions. Get returns apperr.NotFound when the user has no
// session with that id.
type Store interface {
	// Put creates the session (Version 0) or replaces the stored one whose
	// version is still s.Version; the stored version becomes s.Version+1.
	// ErrConflict when it already exists or changed meanwhile.
	Put(ctx context.Context, s Session) error
	Get(ctx context.Context, userID, id string) (Session, error)
	// Delete removes the session if it is still at version (as Put left it);
	// ErrConflict when it changed meanwhile, nil when it is already gone.
	Delete(ctx context.Context, userID, id string, version int) error
	List(ctx context.Context, userID string, limit int, cursor string) (Page, error)
	// All returns every session of the user, newest first, without
	// transcripts and feedback (for statistics).
	All(ctx context.Context, userID string) ([]Session, error)
}

// Limits of a page.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// ErrConflict refuses a write over a session that changed meanwhile.
var ErrConflict = apperr.New(apperr.KindConflict, "session_changed", "This session changed in another window. Reload it and try again.")

// ErrBadSessionID refuses a session id in a body that is not one this API
// makes.
var ErrBadSessionID = apperr.New(apperr.KindInvalid, "invalid_session_id", "Invalid request. Please check your input: sessionId is not a session id.")

// ErrBadCursor refuses a cursor this API did not hand out.
var ErrBadCursor = apperr.New(apperr.KindInvalid, "invalid_cursor", "Invalid request. Please check your input: the cursor is not valid.")

// Create saves a new session under an id sorted by its completion time and
// returns it with that id, and the undo that deletes it again (if it is
// still as saved).
func Create(ctx context.Context, store Store, s Session) (Session, func(context.Context) error, error) {
	s.ID, s.Version = ids.TimeSorted(s.CompletedAt), 0
	if err := store.Put(ctx, s); err != nil {
		return Session{}, nil, err
	}
	undo := func(ctx context.Context) error { return store.Delete(ctx, s.UserID, s.ID, 1) }
	return s, undo, nil
}
