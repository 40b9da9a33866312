// Package idempotencydb keeps idempotency records in DynamoDB, one item per
// user and key. A claim is one conditional put, so of two concurrent
// requests with one key exactly one claims it. Items carry a TTL attribute
// for DynamoDB's own expiry; where there is none (dynalite) expired items are
// ignored on read, taken over on claim and deleted by DeleteExpired.
package idempotencydb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/idempotency"
)

// Store implements idempotency.Store.
type Store struct{ table dynamo.Table }

var _ idempotency.Store = (*Store)(nil)

// New returns a store over the named table.
func New(db *dynamo.DB, table string) *Store { return &Store{table: db.Table(table)} }

type recordRow struct {
	ID          string `dynamo:"id,hash"`
	Scope       string `dynamo:"scope"`
	Fingerprint string `dynamo:"fingerprint"`
	Owner       string `dynamo:"owner"`
	Done        bool   `dynamo:"done"`
	Status      int    `dynamo:"status,omitempty"`
	ContentType string `dynamo:"content_type,omitempty"`
	Body        []byte `dynamo:"body,omitempty"`
	LockedUntil int64  `dynamo:"locked_until"` // epoch milliseconds
	ExpiresAt   int64  `dynamo:"expires_at"`   // epoch seconds: the TTL attribute
}

func toRow(r idempotency.Record) recordRow {
	return recordRow{
		ID: r.ID, Scope: r.Scope, Fingerprint: r.Fingerprint, Owner: r.Owner, Done: r.Done,
		Status: r.Reply.Status, ContentType: r.Reply.ContentType, Body: r.Reply.Body,
		LockedUntil: r.LockedUntil.UnixMilli(), ExpiresAt: r.ExpiresAt.Unix(),
	}
}

func (r recordRow) toRecord() idempotency.Record {
	return idempotency.Record{
		ID: r.ID, Scope: r.Scope, Fingerprint: r.Fingerprint, Owner: r.Owner, Done: r.Done,
		Reply:       idempotency.Reply{Status: r.Status, ContentType: r.ContentType, Body: r.Body},
		LockedUntil: time.UnixMilli(r.LockedUntil), ExpiresAt: time.Unix(r.ExpiresAt, 0),
	}
}

// Create implements idempotency.Store: the put succeeds only where no live
// record is (idempotency.Record.Live): none, an expired one, or an
// unfinished claim whose lease ran out.
func (s *Store) Create(ctx context.Context, rec idempotency.Record, now time.Time) error {
	err := s.table.Put(toRow(rec)).
		If("attribute_not_exists($) OR $ <= ? OR ($ = ? AND $ <= ?)",
			"id", "expires_at", now.Unix(), "done", false, "locked_until", now.UnixMilli()).
		Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return idempotency.ErrTaken
	}
	if err != nil {
		return fmt.Errorf("put idempotency record: %w", err)
	}
	return nil
}

// Get implements idempotency.Store with a consistent read.
func (s *Store) Get(ctx context.Context, id string, now time.Time) (idempotency.Record, error) {
	var row recordRow
	err := s.table.Get("id", id).Consistent(true).One(ctx, &row)
	if errors.Is(err, dynamo.ErrNotFound) {
		return idempotency.Record{}, fmt.Errorf("idempotency record: %w", apperr.NotFound)
	}
	if err != nil {
		return idempotency.Record{}, fmt.Errorf("get idempotency record: %w", err)
	}
	rec := row.toRecord()
	if !now.Before(rec.ExpiresAt) {
		return idempotency.Record{}, fmt.Errorf("idempotency record expired: %w", apperr.NotFound)
	}
	return rec, nil
}

// Complete implements idempotency.Store.
func (s *Store) Complete(ctx context.Context, rec idempotency.Record) error {
	u := s.table.Update("id", rec.ID).
		Set("done", true).
		Set("status", rec.Reply.Status).
		Set("expires_at", rec.ExpiresAt.Unix())
	if rec.Reply.ContentType != "" {
		u = u.Set("content_type", rec.Reply.ContentType)
	}
	if len(rec.Reply.Body) > 0 {
		u = u.Set("body", rec.Reply.Body)
	}
	err := u.If("$ = ? AND $ = ?", "owner", rec.Owner, "done", false).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return idempotency.ErrTaken
	}
	if err != nil {
		return fmt.Errorf("update idempotency record: %w", err)
	}
	return nil
}

// Release implements idempotency.Store.
func (s *Store) Release(ctx context.Context, id, owner string) error {
	err := s.table.Delete("id", id).If("$ = ? AND $ = ?", "owner", owner, "done", false).Run(ctx)
	if err != nil && !dynamo.IsCondCheckFailed(err) {
		return fmt.Errorf("delete idempotency record: %w", err)
	}
	return nil
}

// DeleteExpired implements idempotency.Store.
func (s *Store) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	var rows []recordRow
	err := s.table.Scan().Filter("$ <= ?", "expires_at", now.Unix()).
		Project("id").All(ctx, &rows)
	if err != nil {
		return 0, fmt.Errorf("scan expired idempotency records: %w", err)
	}
	deleted := 0
	for _, r := range rows {
		// The condition keeps a record that was claimed afresh meanwhile.
		err := s.table.Delete("id", r.ID).If("$ <= ?", "expires_at", now.Unix()).Run(ctx)
		if err != nil && !dynamo.IsCondCheckFailed(err) {
			return deleted, fmt.Errorf("delete idempotency record: %w", err)
		}
		if err == nil {
			deleted++
		}
	}
	return deleted, nil
}
