package recordingdb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/recordingdb"
	"pitchperfect/shared/recording/recordingtest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var store *recordingdb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = recordingdb.New(db, tables.CallRecordings.Logical) }))
}

func TestContract(t *testing.T) {
	recordingtest.Run(t, func(*testing.T) recording.Store { return store })
}
