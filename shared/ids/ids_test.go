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
