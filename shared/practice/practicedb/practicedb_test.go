package practicedb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicedb"
	"pitchperfect/shared/practice/practicetest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var store *practicedb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = practicedb.New(db, tables.PracticeSessions.Logical) }))
}

func TestContract(t *testing.T) {
	practicetest.Run(t, func(*testing.T) practice.Store { return store })
}
