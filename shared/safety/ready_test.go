package safety

import (
	"os"
	"testing"
)

// TestMain builds the detector's tables first: some tests call the
// normaliser's internals directly, which detect() would otherwise prepare.
func TestMain(m *testing.M) {
	ready()
	os.Exit(m.Run())
}
