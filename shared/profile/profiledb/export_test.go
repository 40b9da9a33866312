package profiledb

import "time"

// SetNow sets the store's clock, for tests of what depends on time.
func SetNow(s *Store, now func() time.Time) { s.now = now }

// MaxCharges and PruneBatch are maxCharges and pruneBatch, for tests.
const (
	MaxCharges = maxCharges
	PruneBatch = pruneBatch
)
