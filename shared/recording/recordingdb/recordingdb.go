// Package recordingdb stores call recordings in DynamoDB under the user's
// id, with time-sorted ids so a query lists them newest first. Every change
// after the first write is one conditional put of the whole item on its
// stored status, so a record is never half written and never moves back.
package recordingdb

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/recording"
)

// Store implements recording.Store.
type Store struct{ table dynamo.Table }

var _ recording.Store = (*Store)(nil)

// New returns a store over the named table.
func New(db *dynamo.DB, table string) *Store { return &Store{table: db.Table(table)} }

// row is one item. The analysis is kept as JSON text: it is read whole and
// never queried.
type row struct {
	UserID          string                `dynamo:"user_id,hash"`
	ID              string                `dynamo:"id,range"`
	Title           string                `dynamo:"title"`
	FileName        string                `dynamo:"file_name"`
	FileType        string                `dynamo:"file_type"`
	FileSize        int64                 `dynamo:"file_size"`
	Key             string                `dynamo:"key"`
	CreatedAt       time.Time             `dynamo:"created_at"`
	Status          string                `dynamo:"status"`
	FailureReason   string                `dynamo:"failure_reason,omitempty"`
	DurationSeconds float64               `dynamo:"duration_seconds,omitempty"`
	Score           float64               `dynamo:"score,omitempty"`
	TopStrength     string                `dynamo:"top_strength,omitempty"`
	TopImprovement  string                `dynamo:"top_improvement,omitempty"`
	Transcript      string                `dynamo:"transcript,omitempty"`
	Words           []recording.Word      `dynamo:"words,omitempty"`
	Speakers        []recording.Turn      `dynamo:"speakers,omitempty"`
	Categories      *recording.Categories `dynamo:"categories,omitempty"`
	Metrics         *recording.Metrics    `dynamo:"metrics,omitempty"`
	Analysis        string                `dynamo:"analysis,omitempty"`   // JSON text
	ExpiresAt       int64                 `dynamo:"expires_at,omitempty"` // Unix seconds: the table's TTL
}

// summaryFields are what List reads.
var summaryFields = []string{
	"user_id", "id", "title", "file_name", "file_type", "file_size", "key", "created_at", "status",
	"failure_reason", "duration_seconds", "score", "top_strength", "top_improvement", "categories", "metrics", "expires_at",
}

func toRow(r recording.CallRecording) (row, error) {
	out := row{
		UserID: r.UserID, ID: r.ID, Title: r.Title, FileName: r.FileName, FileType: r.FileType, FileSize: r.FileSize,
		Key: r.Key, CreatedAt: r.CreatedAt, Status: string(r.Status), FailureReason: r.FailureReason,
		DurationSeconds: r.DurationSeconds, Score: r.Score, TopStrength: r.TopStrength, TopImprovement: r.TopImprovement,
		Transcript: r.Transcript, Words: r.Words, Speakers: r.Speakers, Categories: r.Categories, Metrics: r.Metrics,
	}
	if r.Analysis != nil {
		b, err := json.Marshal(r.Analysis)
		if err != nil {
			return row{}, fmt.Errorf("call recording %s: analysis: %w", r.ID, err)
		}
		out.Analysis = string(b)
	}
	if !r.ExpiresAt.IsZero() {
		out.ExpiresAt = r.ExpiresAt.Unix()
	}
	return out, nil
}

func (w row) record() (recording.CallRecording, error) {
	r := recording.CallRecording{
		ID: w.ID, UserID: w.UserID, Title: w.Title, FileName: w.FileName, FileType: w.FileType, FileSize: w.FileSize,
		Key: w.Key, CreatedAt: w.CreatedAt, Status: recording.Status(w.Status), FailureReason: w.FailureReason,
		DurationSeconds: w.DurationSeconds, Score: w.Score, TopStrength: w.TopStrength, TopImprovement: w.TopImprovement,
		Transcript: w.Transcript, Words: w.Words, Speakers: w.Speakers, Categories: w.Categories, Metrics: w.Metrics,
	}
	if w.Analysis != "" {
		var a coach.Analysis
		if err := json.Unmarshal([]byte(w.Analysis), &a); err != nil {
			return recording.CallRecording{}, fmt.Errorf("call recording %s: analysis: %w", w.ID, err)
		}
		r.Analysis = &a
	}
	if w.ExpiresAt != 0 {
		r.ExpiresAt = time.Unix(w.ExpiresAt, 0).UTC()
	}
	return r, nil
}

// Create implements recording.Store.
func (s *Store) Create(ctx context.Context, r recording.CallRecording) error {
	if r.Status != recording.Pending || r.UserID == "" || r.ID == "" {
		return recording.ErrBadMove
	}
	item, err := toRow(r)
	if err != nil {
		return err
	}
	err = s.table.Put(item).If("attribute_not_exists(id)").Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return recording.ErrConflict
	}
	if err != nil {
		return fmt.Errorf("create call recording: %w", err)
	}
	return nil
}

// Get implements recording.Store.
func (s *Store) Get(ctx context.Context, userID, id string) (recording.CallRecording, error) {
	var w row
	err := s.table.Get("user_id", userID).Range("id", dynamo.Equal, id).One(ctx, &w)
	if errors.Is(err, dynamo.ErrNotFound) {
		return recording.CallRecording{}, fmt.Errorf("call recording %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return recording.CallRecording{}, fmt.Errorf("get call recording: %w", err)
	}
	return w.record()
}

// List implements recording.Store.
func (s *Store) List(ctx context.Context, userID string, limit int) ([]recording.CallRecording, error) {
	if limit <= 0 || limit > recording.MaxList {
		limit = recording.MaxList
	}
	var rows []row
	err := s.table.Get("user_id", userID).Order(dynamo.Descending).Limit(limit).
		Project(summaryFields...).All(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("list call recordings: %w", err)
	}
	out := make([]recording.CallRecording, 0, len(rows))
	for _, w := range rows {
		r, err := w.record()
		if err != nil {
			return nil, err
		}
		out = append(out, r.Summary())
	}
	return out, nil
}

// Move implements recording.Store: one put of the whole item, on condition
// that the stored item still has status from (which it has not once it is
// deleted).
func (s *Store) Move(ctx context.Context, r recording.CallRecording, from recording.Status) error {
	if err := recording.CheckMove(r, from); err != nil {
		return err
	}
	item, err := toRow(r)
	if err != nil {
		return err
	}
	err = s.table.Put(item).If("$ = ?", "status", string(from)).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return recording.ErrConflict
	}
	if err != nil {
		return fmt.Errorf("move call recording to %s: %w", r.Status, err)
	}
	return nil
}

// Delete implements recording.Store.
func (s *Store) Delete(ctx context.Context, userID, id string) error {
	if err := s.table.Delete("user_id", userID).Range("id", id).Run(ctx); err != nil {
		return fmt.Errorf("delete call recording: %w", err)
	}
	return nil
}
