// Package tips holds the sales tips and scripts library the /tips page
// shows (one embedded data file, library.json, so adding a tip is one edit)
// and picks the tips a signed-in user needs most: those for the coaching
// categories their own recent practice sessions scored lowest.
package tips

import (
	"bytes"
	"cmp"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sync"
	"unicode/utf8"

	"pitchperfect/shared/practice"
)

// Tip is one entry of the library: a tip to apply, or a script to use in a
// role-play (Script holds its text).
type Tip struct {
	ID          string `json:"id"`
	Type        string `json:"type"`     // tip | script
	Category    string `json:"category"` // one of Categories
	Title       string `json:"title"`
	Description string `json:"description"`
	Script      string `json:"script,omitempty"`
	// Skills are the coaching categories (CoachingCategories' keys) the tip
	// trains; personalised tips are picked by them.
	Skills []string `json:"skills"`
}

// The types of an entry.
const (
	TypeTip    = "tip"
	TypeScript = "script"
)

// Categories are the spec's tip categories, in the order the page shows
// their chips.
var Categories = []string{"Opening Lines", "Value Proposition", "Objection Handling", "Closing Techniques"}

// Skill is a coaching category of the practice sessions' scores.
type Skill struct {
	Key   string `json:"key"`   // as in a session's category_scores
	Label string `json:"label"` // as people read it
}

// CoachingCategories are the categories the coach scores sessions in
// (practice.Session.CategoryScores' keys).
var CoachingCategories = []Skill{
	{"clarity", "Clarity"}, {"confidence", "Confidence"}, {"persuasiveness", "Persuasiveness"},
	{"tone", "Tone"}, {"objectionHandling", "Objection Handling"},
}

// Limits of an entry, in characters, and of the library.
const (
	MaxIDChars          = 40
	MaxTitleChars       = 80
	MaxDescriptionChars = 300
	MaxScriptChars      = 1000
	MinTips             = 60
	// MinPerCategory and MinPerSkill keep every chip and every coaching
	// category worth a page.
	MinPerCategory = 12
	MinPerSkill    = 6
)

// Page sizes of the /tips page (spec: 6 shown, Load More adds 3).
const (
	PageSize = 6
	LoadMore = 3
)

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

//go:embed library.json
var libraryJSON []byte

var library = sync.OnceValues(func() ([]Tip, error) { return Parse(libraryJSON) })

// Library returns the embedded library, in its file's order. The error is
// only possible with a library.json that its test refuses.
func Library() ([]Tip, error) {
	tips, err := library()
	return slices.Clone(tips), err
}

// Parse reads and validates a library: unique ids, known categories, types
// and skills, lengths, script text exactly for scripts, enough entries.
func Parse(data []byte) ([]Tip, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var tips []Tip
	if err := dec.Decode(&tips); err != nil {
		return nil, fmt.Errorf("tips library: %w", err)
	}
	var errs []error
	seen := map[string]bool{}
	perCategory, perSkill := map[string]int{}, map[string]int{}
	for i, t := range tips {
		bad := func(format string, a ...any) {
			errs = append(errs, fmt.Errorf("tips library: entry %d (%q): %s", i, t.ID, fmt.Sprintf(format, a...)))
		}
		if !idPattern.MatchString(t.ID) || len(t.ID) > MaxIDChars {
			bad("id must be lower-case words joined by '-', at most %d characters", MaxIDChars)
		}
		if seen[t.ID] {
			bad("duplicate id")
		}
		seen[t.ID] = true
		if !slices.Contains(Categories, t.Category) {
			bad("unknown category %q", t.Category)
		}
		perCategory[t.Category]++
		checkText(bad, "title", t.Title, MaxTitleChars)
		checkText(bad, "description", t.Description, MaxDescriptionChars)
		switch t.Type {
		case TypeScript:
			checkText(bad, "script", t.Script, MaxScriptChars)
		case TypeTip:
			if t.Script != "" {
				bad("a tip has no script text")
			}
		default:
			bad("unknown type %q", t.Type)
		}
		if len(t.Skills) == 0 {
			bad("no skills")
		}
		for _, s := range t.Skills {
			if _, ok := skillLabel(s); !ok {
				bad("unknown skill %q", s)
			}
			perSkill[s]++
		}
	}
	if len(tips) < MinTips {
		errs = append(errs, fmt.Errorf("tips library: %d entries, at least %d needed", len(tips), MinTips))
	}
	for _, c := range Categories {
		if perCategory[c] < MinPerCategory {
			errs = append(errs, fmt.Errorf("tips library: category %q has %d entries, at least %d needed", c, perCategory[c], MinPerCategory))
		}
	}
	for _, s := range CoachingCategories {
		if perSkill[s.Key] < MinPerSkill {
			errs = append(errs, fmt.Errorf("tips library: skill %q has %d entries, at least %d needed", s.Key, perSkill[s.Key], MinPerSkill))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return tips, nil
}

func checkText(bad func(string, ...any), field, s string, max int) {
	switch n := utf8.RuneCountInString(s); {
	case n == 0:
		bad("%s is empty", field)
	case n > max:
		bad("%s has %d characters, at most %d", field, n, max)
	}
}

func skillLabel(key string) (string, bool) {
	for _, s := range CoachingCategories {
		if s.Key == key {
			return s.Label, true
		}
	}
	return "", false
}

// Window is how many of a user's newest scored sessions personalisation
// looks at; PersonalCount how many tips it picks.
const (
	Window        = 10
	PersonalCount = 6
	focusCount    = 2
	secondQuota   = 2
)

// Focus is one weak coaching category: its average over the sessions.
type Focus struct {
	Category string `json:"category"` // a CoachingCategories key
	Label    string `json:"label"`
	Score    int    `json:"score"` // 0–100
}

// Personalized are the tips for a signed-in user's weakest categories.
type Personalized struct {
	// Sessions is how many of the user's sessions with category scores
	// were looked at (the newest, at most Window); 0: nothing to go on yet.
	Sessions int `json:"sessions"`
	// Focus lists the weakest categories, weakest first.
	Focus []Focus `json:"focus"`
	// Reason says why these tips, in words for the page.
	Reason string `json:"reason"`
	// TipIDs are the chosen tips, the weakest category's first.
	TipIDs []string `json:"tipIds"`
}

// Reply is GET /api/tips: the library, and for a signed-in caller their
// personalised tips.
type Reply struct {
	Tips         []Tip         `json:"tips"`
	Categories   []string      `json:"categories"`
	Personalized *Personalized `json:"personalized" ts:"nullable"` // null when signed out
}

// NoSessionsReason is the reason when the user has no scored session yet.
const NoSessionsReason = "Complete a practice session and your tips will follow your weakest coaching category."

// Service serves the library and personalises it from a user's sessions.
type Service struct {
	Sessions practice.Store
}

// For returns the library, personalised for userID ("" is a signed-out
// caller: no personalisation and no read).
func (s *Service) For(ctx context.Context, userID string) (Reply, error) {
	lib, err := Library()
	if err != nil {
		return Reply{}, err
	}
	reply := Reply{Tips: lib, Categories: slices.Clone(Categories)}
	if userID == "" {
		return reply, nil
	}
	sessions, err := s.Sessions.All(ctx, userID)
	if err != nil {
		return Reply{}, err
	}
	p := Personalize(lib, sessions)
	reply.Personalized = &p
	return reply, nil
}

// Personalize picks the tips for the weakest coaching categories over the
// newest Window sessions (any order) that carry category scores.
func Personalize(lib []Tip, sessions []practice.Session) Personalized {
	scored := make([]practice.Session, 0, len(sessions))
	for _, s := range sessions {
		if len(s.CategoryScores) > 0 {
			scored = append(scored, s)
		}
	}
	slices.SortStableFunc(scored, func(a, b practice.Session) int { return b.CompletedAt.Compare(a.CompletedAt) })
	scored = scored[:min(len(scored), Window)]
	p := Personalized{Sessions: len(scored), Focus: []Focus{}, TipIDs: []string{}, Reason: NoSessionsReason}
	sum, n := map[string]int{}, map[string]int{}
	for _, s := range scored {
		for k, v := range s.CategoryScores {
			if _, ok := skillLabel(k); ok {
				sum[k] += v
				n[k]++
			}
		}
	}
	var all []Focus
	for _, c := range CoachingCategories {
		if n[c.Key] > 0 {
			all = append(all, Focus{Category: c.Key, Label: c.Label, Score: (2*sum[c.Key] + n[c.Key]) / (2 * n[c.Key])})
		}
	}
	if len(all) == 0 {
		return p
	}
	slices.SortStableFunc(all, func(a, b Focus) int { return cmp.Compare(a.Score, b.Score) })
	p.Focus = all[:min(len(all), focusCount)]
	p.Reason = reason(p)
	picked := map[string]bool{}
	take := func(skill string, quota int) {
		for _, t := range ranked(lib, skill) {
			if quota == 0 || len(p.TipIDs) == PersonalCount {
				return
			}
			if !picked[t.ID] {
				picked[t.ID] = true
				p.TipIDs = append(p.TipIDs, t.ID)
				quota--
			}
		}
	}
	// The weakest category gets most of the tips, the next the rest.
	for i, f := range p.Focus {
		quota := PersonalCount - (len(p.Focus)-1)*secondQuota
		if i > 0 {
			quota = secondQuota
		}
		take(f.Category, quota)
	}
	for _, f := range p.Focus { // a category with too few tips leaves room
		take(f.Category, PersonalCount)
	}
	return p
}

// ranked returns the tips that train skill, best first: those whose first
// skill it is lead, then the others; within each, the tip categories take
// turns (the first of each category, then the second …), so the picks span
// the call from opening to close.
func ranked(lib []Tip, skill string) []Tip {
	type entry struct {
		tip       Tip
		secondary bool
		turn, cat int
	}
	var out []entry
	turns := map[[2]any]int{}
	for _, t := range lib {
		if !slices.Contains(t.Skills, skill) {
			continue
		}
		secondary := t.Skills[0] != skill
		key := [2]any{secondary, t.Category}
		out = append(out, entry{t, secondary, turns[key], slices.Index(Categories, t.Category)})
		turns[key]++
	}
	slices.SortStableFunc(out, func(a, b entry) int {
		if a.secondary != b.secondary {
			if a.secondary {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(a.turn, b.turn), cmp.Compare(a.cat, b.cat))
	})
	tips := make([]Tip, len(out))
	for i, e := range out {
		tips[i] = e.tip
	}
	return tips
}

func reason(p Personalized) string {
	sessions := "sessions"
	if p.Sessions == 1 {
		sessions = "session"
	}
	r := fmt.Sprintf("Your lowest category over your last %d %s is %s (%d)", p.Sessions, sessions, p.Focus[0].Label, p.Focus[0].Score)
	if len(p.Focus) > 1 {
		r += fmt.Sprintf(", then %s (%d)", p.Focus[1].Label, p.Focus[1].Score)
	}
	return r + "."
}
