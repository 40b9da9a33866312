package teams

import (
	"sort"
	"time"

	"pitchperfect/shared/practice"
)

// Period is the window the figures are computed over.
type Period string

// The periods of the page's tabs.
const (
	Week    Period = "week"
	Month   Period = "month"
	Quarter Period = "quarter"
)

// days is the length of each period.
var days = map[Period]int{Week: 7, Month: 30, Quarter: 91}

// ParsePeriod reads ?period=; empty is a week.
func ParsePeriod(s string) (Period, bool) {
	if s == "" {
		return Week, true
	}
	_, ok := days[Period(s)]
	return Period(s), ok
}

// window is [from, to) of a period ending at now, and the one before it.
type window struct{ from, to, prevFrom time.Time }

func windowOf(p Period, now time.Time) window {
	d := time.Duration(days[p]) * 24 * time.Hour
	return window{from: now.Add(-d), to: now.Add(time.Nanosecond), prevFrom: now.Add(-2 * d)}
}

// MemberFigures is the spec's team member row, computed from the member's
// own sessions in the period. Figures without data are null.
type MemberFigures struct {
	UserID string `json:"userId"`
	Name   string `json:"name"`
	Role   string `json:"role"`
	// AvgResponseTime is the mean time in seconds the rep took to answer
	// the buyer in the period's role-plays (from each turn's server
	// timestamps); null without role-play replies.
	AvgResponseTime *float64 `json:"avgResponseTime"`
	// SuccessRate is the percentage of the period's sessions scored
	// practice.WinScore or more.
	SuccessRate       *int `json:"successRate"`
	CompletedSessions int  `json:"completedSessions"`
	AverageScore      *int `json:"averageScore"`
	// Improvement is the change of the average score against the period
	// before (points); null unless both periods have sessions.
	Improvement *int `json:"improvement"`
	// Focus is the member's weakest coaching category in the period.
	Focus    *string   `json:"focus"`
	JoinedAt time.Time `json:"joinedAt"`
	// Shared lists the sessions the member shared with the team.
	Shared []SharedSession `json:"sharedSessions"`
}

// SharedSession is a session a rep shared: its summary (the detail is read
// through SharedSession).
type SharedSession struct {
	ID           string    `json:"id"`
	ScenarioType string    `json:"scenarioType"`
	Objection    string    `json:"objection"`
	Score        int       `json:"score"`
	CompletedAt  time.Time `json:"completedAt"`
}

// TrendPoint is one bucket of the trend chart: a day (week, month) or a
// week (quarter).
type TrendPoint struct {
	Date         string `json:"date"` // YYYY-MM-DD, the bucket's first day (UTC)
	AverageScore *int   `json:"averageScore"`
	Sessions     int    `json:"sessions"`
}

// Board is the leaderboard of one scenario: an objection category, or
// "Pitch" for pitch analyses.
type Board struct {
	Scenario string  `json:"scenario"`
	Entries  []Entry `json:"entries"`
}

// Entry is one member on a board, best score first.
type Entry struct {
	UserID       string `json:"userId"`
	Name         string `json:"name"`
	BestScore    int    `json:"bestScore"`
	AverageScore int    `json:"averageScore"`
	Sessions     int    `json:"sessions"`
}

// PitchScenario names the board of pitch analyses (no objection).
const PitchScenario = "Pitch"

func scenarioOf(s practice.Session) string {
	if s.Objection != "" {
		return s.Objection
	}
	if s.ScenarioType == "pitch_analysis" {
		return PitchScenario
	}
	return ""
}

// memberFigures computes one member's row from their sessions (any order,
// without transcripts) and their role-plays of the period (with).
func memberFigures(all, roleplays []practice.Session, w window) MemberFigures {
	var f MemberFigures
	sum, wins, prevSum, prevN := 0, 0, 0, 0
	catSum, catN := map[string]int{}, map[string]int{}
	for _, s := range all {
		switch {
		case in(s.CompletedAt, w.from, w.to):
			f.CompletedSessions++
			sum += s.Score
			if s.Score >= practice.WinScore {
				wins++
			}
			for c, v := range s.CategoryScores {
				catSum[c] += v
				catN[c]++
			}
		case in(s.CompletedAt, w.prevFrom, w.from):
			prevSum += s.Score
			prevN++
		}
	}
	if n := f.CompletedSessions; n > 0 {
		f.SuccessRate = ptr(round(100 * float64(wins) / float64(n)))
		f.AverageScore = ptr(round(float64(sum) / float64(n)))
		if prevN > 0 {
			f.Improvement = ptr(*f.AverageScore - round(float64(prevSum)/float64(prevN)))
		}
	}
	keys := make([]string, 0, len(catSum))
	for c := range catSum {
		keys = append(keys, c)
	}
	sort.Strings(keys)
	weakest := -1
	for _, c := range keys {
		if avg := round(float64(catSum[c]) / float64(catN[c])); weakest < 0 || avg < weakest {
			weakest, f.Focus = avg, ptr(c)
		}
	}
	f.AvgResponseTime = responseTime(roleplays, w)
	return f
}

// maxPause leaves out a reply that came after the rep had clearly walked
// away: it measures absence, not answering.
const maxPause = 10 * time.Minute

// responseTime is the mean seconds between a buyer's line and the rep's
// next reply in the period's role-plays, one decimal; nil without replies.
func responseTime(roleplays []practice.Session, w window) *float64 {
	var total time.Duration
	n := 0
	for _, s := range roleplays {
		if !in(s.CompletedAt, w.from, w.to) {
			continue
		}
		var lastAI time.Time
		for _, m := range s.Transcript {
			switch m.Sender {
			case "ai":
				lastAI = m.Timestamp
			case "user":
				if d := m.Timestamp.Sub(lastAI); !lastAI.IsZero() && d >= 0 && d <= maxPause {
					total += d
					n++
				}
				lastAI = time.Time{}
			}
		}
	}
	if n == 0 {
		return nil
	}
	v := float64(round(total.Seconds()/float64(n)*10)) / 10
	return &v
}

// trend buckets the sessions of the period: UTC days for a week or month,
// weeks for a quarter, oldest first, the last one ending with today.
func trend(sessions []practice.Session, p Period, w window) []TrendPoint {
	step := 24 * time.Hour
	if p == Quarter {
		step = 7 * 24 * time.Hour
	}
	n := days[p] * 24 * int(time.Hour) / int(step)
	// Whole UTC days, today last, so each point is labelled by its day.
	end := w.to.UTC().Truncate(24 * time.Hour).Add(24 * time.Hour)
	start := end.Add(-time.Duration(n) * step)
	sums := make([]int, n)
	points := make([]TrendPoint, n)
	for i := range points {
		points[i].Date = start.Add(time.Duration(i) * step).UTC().Format(time.DateOnly)
	}
	for _, s := range sessions {
		if !in(s.CompletedAt, start, end) {
			continue
		}
		i := int(s.CompletedAt.Sub(start) / step)
		points[i].Sessions++
		sums[i] += s.Score
	}
	for i := range points {
		if points[i].Sessions > 0 {
			points[i].AverageScore = ptr(round(float64(sums[i]) / float64(points[i].Sessions)))
		}
	}
	return points
}

// leaderboard ranks the members per scenario on the period's sessions:
// best score, then average, then fewer sessions needed.
func leaderboard(members []memberSessions, w window) []Board {
	type acc struct{ best, sum, n int }
	boards := map[string]map[string]*acc{}
	for _, m := range members {
		for _, s := range m.all {
			sc := scenarioOf(s)
			if sc == "" || !in(s.CompletedAt, w.from, w.to) {
				continue
			}
			if boards[sc] == nil {
				boards[sc] = map[string]*acc{}
			}
			a := boards[sc][m.member.UserID]
			if a == nil {
				a = &acc{}
				boards[sc][m.member.UserID] = a
			}
			a.best, a.sum, a.n = max(a.best, s.Score), a.sum+s.Score, a.n+1
		}
	}
	var out []Board
	for _, sc := range append([]string{PitchScenario}, practice.ObjectionCategories...) {
		accs := boards[sc]
		if len(accs) == 0 {
			continue
		}
		b := Board{Scenario: sc}
		for _, m := range members {
			if a := accs[m.member.UserID]; a != nil {
				b.Entries = append(b.Entries, Entry{UserID: m.member.UserID, Name: nameOf(m.member.Email), BestScore: a.best,
					AverageScore: round(float64(a.sum) / float64(a.n)), Sessions: a.n})
			}
		}
		sort.SliceStable(b.Entries, func(i, j int) bool {
			x, y := b.Entries[i], b.Entries[j]
			if x.BestScore != y.BestScore {
				return x.BestScore > y.BestScore
			}
			return x.AverageScore > y.AverageScore
		})
		out = append(out, b)
	}
	return out
}

func in(t, from, to time.Time) bool { return !t.Before(from) && t.Before(to) }

func round(f float64) int {
	if f < 0 {
		return -int(-f + 0.5)
	}
	return int(f + 0.5)
}

func ptr[T any](v T) *T { return &v }
