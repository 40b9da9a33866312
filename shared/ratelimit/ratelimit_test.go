package ratelimit_test

import (
	"context"
	"testing"
	"time"

	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
)

// Statuses reads the current windows without counting, and Reset clears
// only the user's own counters.
func TestStatusesAndReset(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 25, 10, 20, 0, 0, time.UTC)
	l := &ratelimit.Limiter{Store: ratelimitmem.New(), Now: func() time.Time { return now }}
	for range 3 {
		if _, err := l.Allow(ctx, "u", "file_upload"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.Allow(ctx, "other", "file_upload"); err != nil {
		t.Fatal(err)
	}
	want := map[string]ratelimit.Status{
		"api_call":           {Action: "api_call", Max: 100, Used: 0, Remaining: 100},
		"content_generation": {Action: "content_generation", Max: 30, Used: 0, Remaining: 30},
		"file_upload":        {Action: "file_upload", Max: 20, Used: 3, Remaining: 17},
		"voice_processing":   {Action: "voice_processing", Max: 50, Used: 0, Remaining: 50},
	}
	reset := time.Date(2026, 11, 25, 11, 0, 0, 0, time.UTC)
	check := func(label string, used int) {
		t.Helper()
		for range 2 { // reading twice counts nothing
			got, err := l.Statuses(ctx, "u")
			if err != nil || len(got) != 4 {
				t.Fatalf("%s: Statuses = %+v, %v", label, got, err)
			}
			for i, s := range got {
				w := want[s.Action]
				if s.Action == "file_upload" {
					w.Used, w.Remaining = used, 20-used
				}
				w.ResetAt = reset
				if s != w || (i > 0 && got[i-1].Action >= s.Action) {
					t.Errorf("%s: status %+v, want %+v (in action order)", label, s, w)
				}
			}
		}
	}
	check("after 3", 3)
	if r, err := l.Allow(ctx, "u", "file_upload"); err != nil || r.Current != 4 {
		t.Errorf("the next request after reading counts as the 4th: %+v, %v", r, err)
	}
	if err := l.Reset(ctx, "u"); err != nil {
		t.Fatal(err)
	}
	check("after reset", 0)
	if r, err := l.Allow(ctx, "other", "file_upload"); err != nil || r.Current != 2 {
		t.Errorf("another user's counter was touched by the reset: %+v, %v", r, err)
	}
}
