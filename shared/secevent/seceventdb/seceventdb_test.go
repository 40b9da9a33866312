package seceventdb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/secevent"
	"pitchperfect/shared/secevent/seceventdb"
	"pitchperfect/shared/secevent/seceventtest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package; the
// contract's tests are the only ones writing to its table.
var store *seceventdb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = seceventdb.New(db, tables.SecurityEvents.Logical) }))
}

func TestContract(t *testing.T) {
	seceventtest.Run(t, func(*testing.T) secevent.Store { return store })
}
