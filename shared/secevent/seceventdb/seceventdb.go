// Package seceventdb stores security events in DynamoDB: per user under
// user_id, and across users through the by_day index for the admin list.
package seceventdb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/secevent"
)

// Store implements secevent.Store.
type Store struct{ table dynamo.Table }

var _ secevent.Store = (*Store)(nil)

// New returns a store over the named table.
func New(db *dynamo.DB, table string) *Store { return &Store{table: db.Table(table)} }

// lookbackDays bounds how far Recent walks back through days.
const lookbackDays = 30

type eventRow struct {
	UserID    string    `dynamo:"user_id,hash"`
	SK        string    `dynamo:"sk,range"` // time-sorted id
	Day       string    `dynamo:"day"`      // by_day index partition: YYYY-MM-DD
	Type      string    `dynamo:"event_type"`
	Details   string    `dynamo:"event_details"` // JSON
	CreatedAt time.Time `dynamo:"created_at"`
	Source    string    `dynamo:"source,omitempty"` // server or client
}

// Put implements secevent.Store.
func (s *Store) Put(ctx context.Context, e secevent.Event) error {
	details, err := json.Marshal(e.Details)
	if err != nil {
		return fmt.Errorf("event details: %w", err)
	}
	row := eventRow{
		UserID: e.UserID, SK: ids.TimeSorted(e.CreatedAt), Day: e.CreatedAt.UTC().Format(time.DateOnly),
		Type: e.Type, Details: string(details), CreatedAt: e.CreatedAt, Source: e.Source,
	}
	if err := s.table.Put(row).Run(ctx); err != nil {
		return fmt.Errorf("put security event: %w", err)
	}
	return nil
}

// Recent implements secevent.Store.
func (s *Store) Recent(ctx context.Context, n int) ([]secevent.Event, error) {
	var out []secevent.Event
	day := time.Now().UTC()
	for i := 0; i < lookbackDays && len(out) < n; i++ {
		var rows []eventRow
		err := s.table.Get("day", day.Format(time.DateOnly)).Index("by_day").
			Order(dynamo.Descending).Limit(n-len(out)).All(ctx, &rows)
		if err != nil {
			return nil, fmt.Errorf("recent security events: %w", err)
		}
		for _, r := range rows {
			out = append(out, r.toEvent())
		}
		day = day.AddDate(0, 0, -1)
	}
	return out, nil
}

// Ping implements secevent.Store.
func (s *Store) Ping(ctx context.Context) error {
	_, err := s.table.Describe().Run(ctx)
	return err
}

func (r eventRow) toEvent() secevent.Event {
	var details map[string]any
	_ = json.Unmarshal([]byte(r.Details), &details) // written by Put: valid JSON
	return secevent.Event{ID: r.SK, UserID: r.UserID, Type: r.Type, Details: details, CreatedAt: r.CreatedAt, Source: r.Source}
}
