package ids_test

import (
	"net/url"
	"sort"
	"testing"
	"time"

	"pitchperfect/shared/ids"
)

func TestTimeSortedOrdersByTimeAndIsURLSafe(t *testing.T) {
	base := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	var got []string
	for _, d := range []time.Duration{5 * time.Second, 0, time.Nanosecond, 26 * time.Hour, time.Millisecond} {
		got = append(got, ids.TimeSorted(base.Add(d)))
	}
	want := []string{got[1], got[2], got[4], got[0], got[3]}
	sort.Strings(got)
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
		if url.PathEscape(got[i]) != got[i] {
			t.Fatalf("%q is not URL-safe", got[i])
		}
	}
	if a, b := ids.TimeSorted(base), ids.TimeSorted(base); a == b {
		t.Fatal("ids for the same instant collide")
	}
}

func TestIsTimeSorted(t *testing.T) {
	good := ids.TimeSorted(time.Now())
	if !ids.IsTimeSorted(good) {
		t.Fatalf("%q refused", good)
	}
	for _, bad := range []string{
		"", "x", good + "0", good[:len(good)-1], good[:len(good)-1] + "G", good[:len(good)-1] + "A",
		"20261399T101500.123456789Z-9f86d081884c7d65", // month 13
		"20261122T101500.123456789Z_9f86d081884c7d65",
		"20261122T101500.123456789Z-9f86d081884c7d6\x00",
		string(make([]byte, 2048)),
	} {
		if ids.IsTimeSorted(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestIsUserIDAndIsClientID(t *testing.T) {
	for s, want := range map[string]bool{
		"0b5c5e1c-8a2d-4f7e-9c1a-3d2e4f5a6b7c": true, "0B5C5E1C-8A2D-4F7E-9C1A-3D2E4F5A6B7C": true,
		"": false, "someone-else": false, "0b5c5e1c-8a2d-4f7e-9c1a-3d2e4f5a6b7": false,
		"0b5c5e1c_8a2d-4f7e-9c1a-3d2e4f5a6b7c": false, "0b5c5e1c-8a2d-4f7e-9c1a-3d2e4f5a6b7g": false,
	} {
		if got := ids.IsUserID(s); got != want {
			t.Errorf("IsUserID(%q) = %v", s, got)
		}
	}
	long := make([]byte, ids.MaxClientIDLen+1)
	for i := range long {
		long[i] = 'a'
	}
	for s, want := range map[string]bool{
		"1": true, "msg-1": true, "2026-11-22T10:00:00.000Z": true, "a_b.c": true, string(long[1:]): true,
		"": false, string(long): false, "a b": false, "a/b": false, "é": false, "<x>": false,
	} {
		if got := ids.IsClientID(s); got != want {
			t.Errorf("IsClientID(%q) = %v", s, got)
		}
	}
}
