// Package ratelimitdb keeps rate-limit counters in DynamoDB, one item per
// user, action and window. Items carry a TTL attribute for DynamoDB's own
// expiry; DeleteExpired removes them where TTL is not available.
package ratelimitdb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/ratelimit"
)

// Store implements ratelimit.Store.
type Store struct{ table dynamo.Table }

var _ ratelimit.Store = (*Store)(nil)

// New returns a store over the named table.
func New(db *dynamo.DB, table string) *Store { return &Store{table: db.Table(table)} }

type counterRow struct {
	Key          string `dynamo:"key,hash"`
	UserID       string `dynamo:"user_id"`
	Action       string `dynamo:"action"`
	WindowStart  int64  `dynamo:"window_start"`
	RequestCount int    `dynamo:"request_count"`
	ExpiresAt    int64  `dynamo:"expires_at"` // epoch seconds: the TTL attribute
}

// Hit implements ratelimit.Store.
func (s *Store) Hit(ctx context.Context, c ratelimit.Counter, max int) (int, bool, error) {
	var row counterRow
	err := s.table.Update("key", c.Key).
		Add("request_count", 1).
		Set("user_id", c.UserID).
		Set("action", c.Action).
		Set("window_start", c.WindowStart.Unix()).
		Set("expires_at", c.ExpiresAt.Unix()).
		If("attribute_not_exists(request_count) OR request_count < ?", max).
		Value(ctx, &row)
	if dynamo.IsCondCheckFailed(err) {
		return max, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("rate limit hit: %w", err)
	}
	return row.RequestCount, true, nil
}

// DeleteExpired implements ratelimit.Store.
func (s *Store) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	var rows []counterRow
	err := s.table.Scan().Filter("expires_at < ?", now.Unix()).All(ctx, &rows)
	if err != nil {
		return 0, fmt.Errorf("scan expired counters: %w", err)
	}
	deleted := 0
	for _, r := range rows {
		// The condition keeps a counter that was reused meanwhile.
		err := s.table.Delete("key", r.Key).If("expires_at < ?", now.Unix()).Run(ctx)
		if err != nil && !dynamo.IsCondCheckFailed(err) {
			return deleted, fmt.Errorf("delete counter: %w", err)
		}
		if err == nil {
			deleted++
		}
	}
	return deleted, nil
}

// Peek implements ratelimit.Store: a consistent read, so a count just made
// is seen.
func (s *Store) Peek(ctx context.Context, key string) (int, error) {
	var row counterRow
	err := s.table.Get("key", key).Consistent(true).One(ctx, &row)
	if errors.Is(err, dynamo.ErrNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("rate limit peek: %w", err)
	}
	return row.RequestCount, nil
}

// Clear implements ratelimit.Store.
func (s *Store) Clear(ctx context.Context, key string) error {
	if err := s.table.Delete("key", key).Run(ctx); err != nil {
		return fmt.Errorf("rate limit clear: %w", err)
	}
	return nil
}
