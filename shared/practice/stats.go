package practice

import (
	"sort"
	"time"
)

// Stats are the dashboard's figures, all computed from the user's own
// sessions. Fields without data are nil rather than zero, so the screen can
// say "no data yet" instead of showing a made-up 0%.
type Stats struct {
	HasData    bool `json:"hasData"`
	PitchCount int  `json:"pitchCount"`
	// WinRate is the percentage of sessions scored 70 or more ("Good work!"
	// or better in the spec's score messages).
	WinRate       *int           `json:"winRate"`
	AverageScore  *int           `json:"averageScore"`
	BestScore     *int           `json:"bestScore"`
	RecentPitches []DayCount     `json:"recentPitches"` // the last 7 days, oldest first
	Objections    []Mastery      `json:"objectionCategories"`
	Streak        int            `json:"streak"`     // consecutive latest sessions scored 80+
	Percentile    *int           `json:"percentile"` // from 20 sessions on
	SessionCount  int            `json:"sessionCount"`
	Categories    map[string]int `json:"categories"` // average per coach category
	Weakest       string         `json:"weakestCategory,omitempty"`
	LastPracticed *time.Time     `json:"lastPracticedAt"`
}

// DayCount is one day of the recent-pitches chart.
type DayCount struct {
	Day   string `json:"day"`  // Mon … Sun
	Date  string `json:"date"` // YYYY-MM-DD
	Count int    `json:"count"`
}

// Mastery is one objection category.
type Mastery struct {
	Category string `json:"category"`
	// Mastered is the mean of the last five scores in the category; nil when
	// the user has not practised it.
	Mastered *int `json:"mastered"`
	Sessions int  `json:"sessions"`
}

// Thresholds from the spec.
const (
	WinScore       = 70
	StreakScore    = 80
	PercentileFrom = 20
	masteryWindow  = 5
)

// ObjectionCategories are the objection types the dashboard tracks.
var ObjectionCategories = []string{"Price", "Timing", "Competition", "Need", "Trust", "Authority"}

// ComputeStats derives Stats from sessions (any order) as seen at now, in
// the user's time zone loc. Role-plays abandoned before a scored reply
// (Session.Unscored) count nowhere: they are no 0-score sessions.
func ComputeStats(sessions []Session, now time.Time, loc *time.Location) Stats {
	ss := Scored(sessions)
	sort.Slice(ss, func(i, j int) bool { return ss[i].CompletedAt.After(ss[j].CompletedAt) })
	st := Stats{PitchCount: len(ss), SessionCount: len(ss), HasData: len(ss) > 0, Categories: map[string]int{}}

	today := now.In(loc)
	start := time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, loc).AddDate(0, 0, -6)
	for i := 0; i < 7; i++ {
		d := start.AddDate(0, 0, i)
		st.RecentPitches = append(st.RecentPitches, DayCount{Day: d.Weekday().String()[:3], Date: d.Format(time.DateOnly)})
	}
	byObjection := map[string][]int{}
	catSum, catN := map[string]int{}, map[string]int{}
	wins, total, best := 0, 0, 0
	for i, s := range ss {
		total += s.Score
		if s.Score >= WinScore {
			wins++
		}
		if s.Score > best {
			best = s.Score
		}
		if i == st.Streak && s.Score >= StreakScore {
			st.Streak++
		}
		day := s.CompletedAt.In(loc)
		if idx := int(time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc).Sub(start).Hours() / 24); !day.Before(start) && idx < 7 {
			st.RecentPitches[idx].Count++
		}
		if s.Objection != "" {
			byObjection[s.Objection] = append(byObjection[s.Objection], s.Score)
		}
		for c, v := range s.CategoryScores {
			catSum[c] += v
			catN[c]++
		}
	}
	if n := len(ss); n > 0 {
		st.WinRate = ptr(round(100 * float64(wins) / float64(n)))
		st.AverageScore = ptr(round(float64(total) / float64(n)))
		st.BestScore = ptr(best)
		st.LastPracticed = &ss[0].CompletedAt
	}
	for _, cat := range ObjectionCategories {
		scores := byObjection[cat]
		m := Mastery{Category: cat, Sessions: len(scores)}
		if len(scores) > 0 {
			recent := scores[:min(masteryWindow, len(scores))] // newest first
			sum := 0
			for _, v := range recent {
				sum += v
			}
			m.Mastered = ptr(round(float64(sum) / float64(len(recent))))
		}
		st.Objections = append(st.Objections, m)
	}
	weakest := -1
	for _, c := range sortedKeys(catSum) {
		avg := round(float64(catSum[c]) / float64(catN[c]))
		st.Categories[c] = avg
		if weakest < 0 || avg < weakest {
			weakest, st.Weakest = avg, c
		}
	}
	// The percentile of the latest score among the user's own sessions: how
	// many earlier sessions it beat. Only meaningful with enough sessions.
	if len(ss) >= PercentileFrom {
		below := 0
		for _, s := range ss[1:] {
			if s.Score < ss[0].Score {
				below++
			}
		}
		st.Percentile = ptr(round(100 * float64(below) / float64(len(ss)-1)))
	}
	return st
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func round(f float64) int { return int(f + 0.5) }

func ptr(i int) *int { return &i }
