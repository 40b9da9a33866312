package safety_test

import (
	"testing"

	"pitchperfect/shared/safety"
)

func TestHealthy(t *testing.T) {
	if err := safety.Healthy(); err != nil {
		t.Fatal(err)
	}
}
