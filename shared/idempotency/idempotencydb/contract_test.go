package idempotencydb_test

import (
	"testing"

	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/idempotency/idempotencytest"
)

func TestContract(t *testing.T) {
	idempotencytest.Run(t, func(*testing.T) idempotency.Store { return store })
}
