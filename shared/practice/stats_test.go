package practice_test

import (
	"testing"
	"time"

	"pitchperfect/shared/practice"
)

func TestStatsOfANewUserAreEmptyNotZero(t *testing.T) {
	st := practice.ComputeStats(nil, time.Now(), time.UTC)
	if st.HasData || st.PitchCount != 0 || st.WinRate != nil || st.AverageScore != nil || st.Percentile != nil || st.Streak != 0 {
		t.Fatalf("empty stats: %+v", st)
	}
	if len(st.RecentPitches) != 7 || len(st.Objections) != len(practice.ObjectionCategories) {
		t.Fatalf("shape: %+v", st)
	}
	for _, m := range st.Objections {
		if m.Mastered != nil {
			t.Fatalf("mastery without sessions: %+v", m)
		}
	}
}

func TestStatsFromSessions(t *testing.T) {
	now := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC) // a Sunday
	at := func(daysAgo, hour int) time.Time {
		return now.AddDate(0, 0, -daysAgo).Add(time.Duration(hour-15) * time.Hour)
	}
	ss := []practice.Session{
		{Score: 85, Objection: "Price", CompletedAt: at(0, 14), CategoryScores: map[string]int{"clarity": 90, "tone": 60}},
		{Score: 90, Objection: "Price", CompletedAt: at(0, 10), CategoryScores: map[string]int{"clarity": 80, "tone": 70}},
		{Score: 60, Objection: "Trust", CompletedAt: at(1, 12)},
		{Score: 95, Objection: "Price", CompletedAt: at(3, 12)},
		{Score: 40, CompletedAt: at(9, 12)}, // outside the last week
	}
	st := practice.ComputeStats(ss, now, time.UTC)
	if st.PitchCount != 5 || *st.WinRate != 60 || *st.AverageScore != 74 || *st.BestScore != 95 {
		t.Fatalf("totals: count %d win %d avg %d best %d", st.PitchCount, *st.WinRate, *st.AverageScore, *st.BestScore)
	}
	if st.Streak != 2 {
		t.Errorf("streak = %d, want 2 (85 and 90, broken by 60)", st.Streak)
	}
	want := map[string]int{"2026-11-22": 2, "2026-11-21": 1, "2026-11-19": 1}
	for _, d := range st.RecentPitches {
		if d.Count != want[d.Date] {
			t.Errorf("%s (%s): %d, want %d", d.Date, d.Day, d.Count, want[d.Date])
		}
	}
	if st.RecentPitches[6].Day != "Sun" || st.RecentPitches[0].Date != "2026-11-16" {
		t.Errorf("days: %+v", st.RecentPitches)
	}
	for _, m := range st.Objections {
		switch m.Category {
		case "Price":
			if m.Sessions != 3 || *m.Mastered != 90 {
				t.Errorf("Price: %+v", m)
			}
		case "Trust":
			if *m.Mastered != 60 {
				t.Errorf("Trust: %+v", m)
			}
		default:
			if m.Mastered != nil {
				t.Errorf("%s: %+v", m.Category, m)
			}
		}
	}
	if st.Weakest != "tone" || st.Categories["clarity"] != 85 {
		t.Errorf("categories %v weakest %q", st.Categories, st.Weakest)
	}
	if st.Percentile != nil {
		t.Errorf("percentile with 5 sessions: %v", *st.Percentile)
	}
	// In Tokyo it is already Monday: the chart moves by a day.
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	if st := practice.ComputeStats(ss, now, tokyo); st.RecentPitches[6].Day != "Mon" {
		t.Errorf("Tokyo today = %s", st.RecentPitches[6].Day)
	}
}

func TestPercentileNeedsTwentySessions(t *testing.T) {
	now := time.Now()
	var ss []practice.Session
	for i := 0; i < 20; i++ {
		ss = append(ss, practice.Session{Score: 50 + i, CompletedAt: now.Add(-time.Duration(20-i) * time.Hour)})
	}
	st := practice.ComputeStats(ss[:19], now, time.UTC)
	if st.Percentile != nil {
		t.Fatal("percentile before 20 sessions")
	}
	st = practice.ComputeStats(ss, now, time.UTC)
	// The latest (score 69) beats all 19 earlier ones.
	if st.Percentile == nil || *st.Percentile != 100 {
		t.Fatalf("percentile = %v", st.Percentile)
	}
}

// A role-play abandoned before any scored reply (no category scores) is no
// 0-score session: the figures are those of the scored sessions alone.
func TestAbandonedRoleplaysCountNowhere(t *testing.T) {
	now := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	cats := map[string]int{"clarity": 80, "tone": 70}
	scored := []practice.Session{
		{ScenarioType: "roleplay", Score: 82, Objection: "Price", CompletedAt: now.Add(-3 * time.Hour), CategoryScores: cats},
		{ScenarioType: "pitch_analysis", Score: 90, CompletedAt: now.Add(-4 * time.Hour), CategoryScores: cats},
		{ScenarioType: "objection_handling", Score: 70, Objection: "Price", CompletedAt: now.Add(-5 * time.Hour)},
	}
	abandoned := []practice.Session{
		{ScenarioType: "roleplay", Objection: "Price", CompletedAt: now.Add(-1 * time.Hour)},
		{ScenarioType: "roleplay", Objection: "Trust", CompletedAt: now.Add(-2 * time.Hour), CategoryScores: map[string]int{}},
	}
	got := practice.ComputeStats(append(append([]practice.Session(nil), abandoned...), scored...), now, time.UTC)
	want := practice.ComputeStats(scored, now, time.UTC)
	if got.PitchCount != 3 || got.SessionCount != 3 || *got.AverageScore != *want.AverageScore || *got.AverageScore != 81 ||
		*got.WinRate != 100 || got.Streak != 2 || !got.LastPracticed.Equal(*want.LastPracticed) {
		t.Errorf("with abandoned role-plays: count %d avg %d win %d streak %d; want 3, 81, 100, 2", got.PitchCount, *got.AverageScore, *got.WinRate, got.Streak)
	}
	for i, m := range got.Objections {
		w := want.Objections[i]
		if m.Sessions != w.Sessions || (m.Mastered == nil) != (w.Mastered == nil) || (m.Mastered != nil && *m.Mastered != *w.Mastered) {
			t.Errorf("%s mastery %+v, want %+v", m.Category, m, w)
		}
	}
	if got.RecentPitches[6].Count != 3 {
		t.Errorf("today's count %d, want 3", got.RecentPitches[6].Count)
	}
	if n := len(practice.Scored(abandoned)); n != 0 {
		t.Errorf("Scored kept %d abandoned role-plays", n)
	}
}
