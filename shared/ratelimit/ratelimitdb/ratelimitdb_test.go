package ratelimitdb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitdb"
	"pitchperfect/shared/ratelimit/ratelimittest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var store *ratelimitdb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = ratelimitdb.New(db, tables.RateLimits.Logical) }))
}

func TestContract(t *testing.T) {
	ratelimittest.Run(t, func(*testing.T) ratelimit.Store { return store })
}
