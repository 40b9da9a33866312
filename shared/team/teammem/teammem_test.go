package teammem_test

import (
	"testing"

	"pitchperfect/shared/team/teammem"
	"pitchperfect/shared/team/teamtest"
)

func TestContract(t *testing.T) { teamtest.Run(t, teammem.New()) }
