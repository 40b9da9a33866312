package profiledb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profiledb"
	"pitchperfect/shared/profile/profiletest"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The store is tested against dynalite, started once for the package.
var store *profiledb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) {
		store = profiledb.New(db, tables.Profiles.Logical, tables.CreditUsage.Logical)
	}))
}

func TestContract(t *testing.T) {
	profiletest.Run(t, func(*testing.T) profile.Store { return store })
}
