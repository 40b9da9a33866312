// Package practicedb stores practice sessions in DynamoDB under the user's
// id, with time-sorted ids so a query lists them newest first.
package practicedb

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
)

// Store implements practice.Store.
type Store struct{ table dynamo.Table }

var _ practice.Store = (*Store)(nil)

// New returns a store over the named table.
func New(db *dynamo.DB, table string) *Store { return &Store{table: db.Table(table)} }

type sessionRow struct {
	UserID          string             `dynamo:"user_id,hash"`
	ID              string             `dynamo:"id,range"`
	ScenarioType    string             `dynamo:"scenario_type"`
	Title           string             `dynamo:"title,omitempty"`
	Mode            string             `dynamo:"mode"`
	Difficulty      string             `dynamo:"difficulty"`
	Industry        string             `dynamo:"industry"`
	Objection       string             `dynamo:"objection,omitempty"`
	DurationSeconds int                `dynamo:"duration_seconds"`
	Score           int                `dynamo:"score"`
	CategoryScores  map[string]int     `dynamo:"category_scores"`
	Transcript      []practice.Message `dynamo:"transcript"`
	FeedbackData    string             `dynamo:"feedback_data"` // JSON text
	CompletedAt     time.Time          `dynamo:"completed_at"`
	Version         int                `dynamo:"version"`
}

func toRow(s practice.Session) sessionRow {
	return sessionRow{
		UserID: s.UserID, ID: s.ID, ScenarioType: s.ScenarioType, Title: s.Title, Mode: s.Mode, Difficulty: s.Difficulty,
		Industry: s.Industry, Objection: s.Objection, DurationSeconds: s.DurationSeconds, Score: s.Score,
		CategoryScores: s.CategoryScores, Transcript: s.Transcript, FeedbackData: string(s.FeedbackData), CompletedAt: s.CompletedAt,
		Version: s.Version,
	}
}

func (r sessionRow) toSession() practice.Session {
	s := practice.Session{
		ID: r.ID, UserID: r.UserID, ScenarioType: r.ScenarioType, Title: r.Title, Mode: r.Mode, Difficulty: r.Difficulty,
		Industry: r.Industry, Objection: r.Objection, DurationSeconds: r.DurationSeconds, Score: r.Score,
		CategoryScores: r.CategoryScores, Transcript: r.Transcript, CompletedAt: r.CompletedAt,
		Version: r.Version,
	}
	if r.FeedbackData != "" {
		s.FeedbackData = json.RawMessage(r.FeedbackData)
	}
	if s.Transcript == nil {
		s.Transcript = []practice.Message{}
	}
	return s
}

// Put implements practice.Store.
func (s *Store) Put(ctx context.Context, sess practice.Session) error {
	row := toRow(sess)
	row.Version = sess.Version + 1
	put := s.table.Put(row)
	if sess.Version == 0 {
		put = put.If("attribute_not_exists(id)")
	} else {
		put = put.If("version = ?", sess.Version)
	}
	err := put.Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return practice.ErrConflict
	}
	if err != nil {
		return fmt.Errorf("put practice session: %w", err)
	}
	return nil
}

// Get implements practice.Store.
func (s *Store) Get(ctx context.Context, userID, id string) (practice.Session, error) {
	var row sessionRow
	err := s.table.Get("user_id", userID).Range("id", dynamo.Equal, id).One(ctx, &row)
	if errors.Is(err, dynamo.ErrNotFound) {
		return practice.Session{}, fmt.Errorf("practice session %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return practice.Session{}, fmt.Errorf("get practice session: %w", err)
	}
	return row.toSession(), nil
}

// Delete implements practice.Store.
func (s *Store) Delete(ctx context.Context, userID, id string, version int) error {
	err := s.table.Delete("user_id", userID).Range("id", id).
		If("attribute_not_exists(id) OR version = ?", version).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return practice.ErrConflict
	}
	if err != nil {
		return fmt.Errorf("delete practice session: %w", err)
	}
	return nil
}

// List implements practice.Store. The cursor is the last id of the previous
// page, so it can only ever continue within the caller's own partition.
func (s *Store) List(ctx context.Context, userID string, limit int, cursor string) (practice.Page, error) {
	q := s.table.Get("user_id", userID).Order(dynamo.Descending).Limit(limit)
	if cursor != "" {
		raw, err := base64.RawURLEncoding.DecodeString(cursor)
		if err != nil || !ids.IsTimeSorted(string(raw)) {
			return practice.Page{}, practice.ErrBadCursor
		}
		q = q.Range("id", dynamo.Less, string(raw))
	}
	var rows []sessionRow
	if err := q.All(ctx, &rows); err != nil {
		return practice.Page{}, fmt.Errorf("list practice sessions: %w", err)
	}
	page := practice.Page{Sessions: make([]practice.Session, 0, len(rows))}
	for _, r := range rows {
		page.Sessions = append(page.Sessions, r.toSession())
	}
	if len(rows) == limit {
		page.NextCursor = base64.RawURLEncoding.EncodeToString([]byte(rows[len(rows)-1].ID))
	}
	return page, nil
}

// All implements practice.Store.
func (s *Store) All(ctx context.Context, userID string) ([]practice.Session, error) {
	var rows []sessionRow
	err := s.table.Get("user_id", userID).Order(dynamo.Descending).
		Project("id", "score", "objection", "category_scores", "completed_at", "mode", "scenario_type").
		All(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("all practice sessions: %w", err)
	}
	out := make([]practice.Session, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.toSession())
	}
	return out, nil
}
