// Package accountdb finds, exports and deletes a user's rows in every
// DynamoDB table (account.Data). It reads the tables' keys from package
// tables: a table whose partition key is user_id holds only the user's rows
// under their id; the profiles are keyed by the user's id; the rate-limit
// counters and idempotency records are keyed by strings that start with the
// user's id and are found by a scan (they expire within hours, and deletion
// is rare). Security events are not deleted but rewritten under
// account.AnonymousID without their details.
package accountdb

import (
	"context"
	"errors"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/account"
	"pitchperfect/shared/tables"
)

// Store implements account.Data.
type Store struct {
	db *dynamo.DB
	// name is a table's deployed name.
	name func(tables.Spec) string
}

var _ account.Data = (*Store)(nil)

// New is the store over db; name gives each table's deployed name.
func New(db *dynamo.DB, name func(tables.Spec) string) *Store { return &Store{db: db, name: name} }

// userTable reports whether t's partition key is the user's id.
func userTable(t tables.Spec) bool { return t.Hash.Name == "user_id" }

// Export implements account.Data: the profile and every table partitioned
// by the user, security events included (the rate-limit counters and the
// idempotency records are the server's bookkeeping, not the user's data).
func (s *Store) Export(ctx context.Context, userID string) (map[string][]map[string]any, error) {
	out := map[string][]map[string]any{}
	for _, t := range tables.All() {
		var items []dynamo.Item
		var err error
		switch {
		case t.Logical == tables.Profiles.Logical:
			items, err = s.query(ctx, t, userID)
		case userTable(t):
			items, err = s.query(ctx, t, userID)
		default:
			continue
		}
		if err != nil {
			return nil, err
		}
		rows := make([]map[string]any, 0, len(items))
		for _, it := range items {
			var m map[string]any
			if err := dynamo.UnmarshalItem(it, &m); err != nil {
				return nil, fmt.Errorf("accountdb: export %s: %w", t.Logical, err)
			}
			rows = append(rows, m)
		}
		out[t.Logical] = rows
	}
	return out, nil
}

// Delete implements account.Data.
func (s *Store) Delete(ctx context.Context, userID, email string) error {
	if userID == "" {
		return errors.New("accountdb: no user id")
	}
	for _, t := range tables.All() {
		var err error
		switch {
		case t.Logical == tables.SecurityEvents.Logical:
			err = s.anonymise(ctx, t, userID)
		case t.Logical == tables.Profiles.Logical || userTable(t):
			var items []dynamo.Item
			if items, err = s.query(ctx, t, userID); err == nil {
				err = s.delete(ctx, t, items)
			}
		case t.Logical == tables.RateLimits.Logical:
			err = s.scanDelete(ctx, t, "user_id = ? OR begins_with($, ?)", userID, t.Hash.Name, userID+"#")
		case t.Logical == tables.Idempotency.Logical:
			err = s.scanDelete(ctx, t, "begins_with($, ?)", t.Hash.Name, userID+"#")
		case t.Logical == tables.TeamInvites.Logical:
			// The invites they sent or accepted, and those sent to them.
			err = s.scanDelete(ctx, t, "invited_by = ? OR used_by = ? OR (email <> ? AND email = ?)", userID, userID, "", email)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// query reads the items under the user's id as t's partition key.
func (s *Store) query(ctx context.Context, t tables.Spec, userID string) ([]dynamo.Item, error) {
	var items []dynamo.Item
	err := s.db.Table(s.name(t)).Get(t.Hash.Name, userID).Consistent(true).All(ctx, &items)
	if err != nil && !errors.Is(err, dynamo.ErrNotFound) {
		return nil, fmt.Errorf("accountdb: read %s: %w", t.Logical, err)
	}
	return items, nil
}

// scanDelete deletes the items of t the filter matches.
func (s *Store) scanDelete(ctx context.Context, t tables.Spec, filter string, args ...any) error {
	var items []dynamo.Item
	if err := s.db.Table(s.name(t)).Scan().Filter(filter, args...).Consistent(true).All(ctx, &items); err != nil {
		return fmt.Errorf("accountdb: scan %s: %w", t.Logical, err)
	}
	return s.delete(ctx, t, items)
}

// delete deletes the items by their keys; one already gone is no error.
func (s *Store) delete(ctx context.Context, t tables.Spec, items []dynamo.Item) error {
	for _, it := range items {
		d := s.db.Table(s.name(t)).Delete(t.Hash.Name, it[t.Hash.Name])
		if t.Range != nil {
			d = d.Range(t.Range.Name, it[t.Range.Name])
		}
		if err := d.Run(ctx); err != nil {
			return fmt.Errorf("accountdb: delete from %s: %w", t.Logical, err)
		}
	}
	return nil
}

// anonymise rewrites the user's security events under account.AnonymousID
// with their details dropped, then deletes the originals. A repeat writes
// the same items again.
func (s *Store) anonymise(ctx context.Context, t tables.Spec, userID string) error {
	items, err := s.query(ctx, t, userID)
	if err != nil {
		return err
	}
	anon := &types.AttributeValueMemberS{Value: account.AnonymousID(userID)}
	for _, it := range items {
		kept := dynamo.Item{t.Hash.Name: anon}
		for _, name := range []string{t.Range.Name, "day", "event_type", "created_at", "source"} {
			if v, ok := it[name]; ok {
				kept[name] = v
			}
		}
		kept["event_details"] = &types.AttributeValueMemberS{Value: "{}"}
		if err := s.db.Table(s.name(t)).Put(kept).Run(ctx); err != nil {
			return fmt.Errorf("accountdb: anonymise %s: %w", t.Logical, err)
		}
	}
	return s.delete(ctx, t, items)
}
