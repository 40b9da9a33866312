package teamdb_test

import (
	"os"
	"testing"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
	"pitchperfect/shared/team/teamdb"
	"pitchperfect/shared/team/teamtest"
)

var store *teamdb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) {
		store = teamdb.New(db, tables.Teams.Logical, tables.TeamMembers.Logical, tables.TeamInvites.Logical)
	}))
}

func TestContract(t *testing.T) { teamtest.Run(t, store) }
