package idempotency_test

import (
	"strings"
	"testing"

	"pitchperfect/shared/idempotency"
)

func TestValidKey(t *testing.T) {
	for _, tt := range []struct {
		name string
		key  string
		ok   bool
	}{
		{"uuid", "5f0c7a3e-2b1d-4c7e-9a51-0d6f1b2c3d4e", true},
		{"one character", "k", true},
		{"printable ASCII with a space", "retry #1 of pitch ~", true},
		{"128 characters", strings.Repeat("k", 128), true},
		{"empty", "", false},
		{"129 characters", strings.Repeat("k", 129), false},
		{"tab", "a\tb", false},
		{"NUL", "a\x00b", false},
		{"DEL", "a\x7fb", false},
		{"non-ASCII", "clé", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := idempotency.ValidKey(tt.key); (err == nil) != tt.ok {
				t.Errorf("ValidKey(%q) = %v, want ok=%v", tt.key, err, tt.ok)
			}
		})
	}
}

func TestFingerprintSeparatesItsParts(t *testing.T) {
	a := idempotency.Fingerprint([]byte("POST"), []byte("/api/x"), []byte("{}"))
	if a != idempotency.Fingerprint([]byte("POST"), []byte("/api/x"), []byte("{}")) {
		t.Error("the same parts give different fingerprints")
	}
	for _, other := range [][][]byte{
		{[]byte("POST"), []byte("/api/x"), []byte("{} ")},
		{[]byte("POST"), []byte("/api/y"), []byte("{}")},
		{[]byte("POST/"), []byte("api/x"), []byte("{}")}, // the same bytes split elsewhere
	} {
		if idempotency.Fingerprint(other...) == a {
			t.Errorf("%q shares the fingerprint of POST /api/x {}", other)
		}
	}
}

func TestRecordIDsAreScopedAndBounded(t *testing.T) {
	long := strings.Repeat("k", idempotency.MaxKeyLen)
	if idempotency.RecordID("u1", "k") == idempotency.RecordID("u2", "k") {
		t.Error("two users' keys share a record")
	}
	if id := idempotency.RecordID("u1", long); len(id) != len("u1#")+64 || strings.Contains(id, long) {
		t.Errorf("record id %q: want the scope and a hash of the key", id)
	}
}
