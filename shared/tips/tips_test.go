package tips_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicedb"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
	"pitchperfect/shared/tips"
)

// Personalisation is tested against sessions stored in dynalite, started
// once for the package.
var store *practicedb.Store

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = practicedb.New(db, tables.PracticeSessions.Logical) }))
}

func TestLibraryIsValid(t *testing.T) {
	lib, err := tips.Library()
	if err != nil {
		t.Fatal(err)
	}
	if len(lib) < tips.MinTips {
		t.Fatalf("%d tips, want at least %d", len(lib), tips.MinTips)
	}
	types := map[string]int{}
	for _, tip := range lib {
		types[tip.Type]++
	}
	if types[tips.TypeTip] == 0 || types[tips.TypeScript] < 12 {
		t.Errorf("types %v: want tips and at least 12 scripts", types)
	}
}

// valid is one good entry; the cases below break one rule each.
const valid = `{"id":"a-tip","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D"}`

func TestParseRefusesBadEntries(t *testing.T) {
	for name, c := range map[string]struct{ entry, want string }{
		"duplicate id":     {valid, "duplicate id"},
		"bad id":           {`{"id":"A Tip","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D"}`, "id must be"},
		"unknown category": {`{"id":"b","type":"tip","category":"Small Talk","skills":["clarity"],"title":"T","description":"D"}`, `unknown category "Small Talk"`},
		"unknown type":     {`{"id":"b","type":"video","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D"}`, `unknown type "video"`},
		"script no text":   {`{"id":"b","type":"script","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D"}`, "script is empty"},
		"tip with script":  {`{"id":"b","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D","script":"S"}`, "a tip has no script text"},
		"empty title":      {`{"id":"b","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"","description":"D"}`, "title is empty"},
		"long description": {`{"id":"b","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"T","description":"` + strings.Repeat("x", tips.MaxDescriptionChars+1) + `"}`, "description has 301 characters"},
		"unknown skill":    {`{"id":"b","type":"tip","category":"Opening Lines","skills":["charm"],"title":"T","description":"D"}`, `unknown skill "charm"`},
		"no skills":        {`{"id":"b","type":"tip","category":"Opening Lines","skills":[],"title":"T","description":"D"}`, "no skills"},
		"unknown field":    {`{"id":"b","type":"tip","category":"Opening Lines","skills":["clarity"],"title":"T","description":"D","author":"x"}`, "unknown field"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := tips.Parse([]byte("[" + valid + "," + c.entry + "]"))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Parse: %v, want an error with %q", err, c.want)
			}
		})
	}
	_, err := tips.Parse([]byte("[" + valid + "]"))
	if err == nil || !strings.Contains(err.Error(), "1 entries, at least 60") || !strings.Contains(err.Error(), `category "Closing Techniques" has 0 entries`) {
		t.Fatalf("a one-entry library: %v", err)
	}
}

var seq int

func newUser(t *testing.T) string {
	seq++
	return fmt.Sprintf("tips-%s-%d-%d", t.Name(), time.Now().UnixNano(), seq)
}

var base = time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)

// save stores a session of user completed at base+n hours with scores.
func save(t *testing.T, user string, n int, scores map[string]int) {
	t.Helper()
	at := base.Add(time.Duration(n) * time.Hour)
	sess := practice.Session{
		ID: ids.TimeSorted(at), UserID: user, ScenarioType: "roleplay", Mode: "text", Difficulty: "medium",
		Industry: "technology", Score: 70, CategoryScores: scores, CompletedAt: at,
	}
	if err := store.Put(context.Background(), sess); err != nil {
		t.Fatal(err)
	}
}

func TestForSignedOutHasNoPersonalisation(t *testing.T) {
	svc := &tips.Service{Sessions: store}
	reply, err := svc.For(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	if reply.Personalized != nil || len(reply.Tips) < tips.MinTips || !slices.Equal(reply.Categories, tips.Categories) {
		t.Fatalf("signed out: personalized %v, %d tips, categories %v", reply.Personalized, len(reply.Tips), reply.Categories)
	}
}

func TestForNewUserSaysToPractise(t *testing.T) {
	svc := &tips.Service{Sessions: store}
	reply, err := svc.For(context.Background(), newUser(t))
	if err != nil {
		t.Fatal(err)
	}
	p := reply.Personalized
	if p == nil || p.Sessions != 0 || len(p.TipIDs) != 0 || len(p.Focus) != 0 || p.Reason != tips.NoSessionsReason {
		t.Fatalf("new user: %+v", p)
	}
}

func TestForLeadsWithTheWeakestCategory(t *testing.T) {
	svc := &tips.Service{Sessions: store}
	user, other := newUser(t), newUser(t)
	// Clarity averages (50+58)/2 = 54 over the two newest sessions, tone
	// 61; an old session with clarity 100 is outside the window once 10
	// newer ones exist.
	save(t, user, 0, map[string]int{"clarity": 100, "tone": 20, "confidence": 90})
	for i := 1; i <= 10; i++ {
		save(t, user, i, map[string]int{"clarity": []int{50, 58}[i%2], "tone": []int{60, 62}[i%2], "confidence": 80, "persuasiveness": 90, "objectionHandling": 75})
	}
	save(t, user, 11, nil) // a role-play without replies: no scores, not counted
	// Another user's weak tone must not count.
	save(t, other, 1, map[string]int{"clarity": 95, "tone": 10})

	reply, err := svc.For(context.Background(), user)
	if err != nil {
		t.Fatal(err)
	}
	p := reply.Personalized
	if p == nil {
		t.Fatal("no personalisation for a signed-in user")
	}
	wantReason := "Your lowest category over your last 10 sessions is Clarity (54), then Tone (61)."
	if p.Sessions != 10 || p.Reason != wantReason {
		t.Fatalf("sessions %d, reason %q; want 10, %q", p.Sessions, p.Reason, wantReason)
	}
	if len(p.Focus) != 2 || p.Focus[0] != (tips.Focus{Category: "clarity", Label: "Clarity", Score: 54}) || p.Focus[1].Category != "tone" {
		t.Fatalf("focus %+v", p.Focus)
	}
	if len(p.TipIDs) != tips.PersonalCount {
		t.Fatalf("%d tips, want %d", len(p.TipIDs), tips.PersonalCount)
	}
	byID := map[string]tips.Tip{}
	for _, tip := range reply.Tips {
		byID[tip.ID] = tip
	}
	for i, id := range p.TipIDs {
		tip, ok := byID[id]
		want := "clarity"
		if i >= 4 {
			want = "tone"
		}
		if !ok || !slices.Contains(tip.Skills, want) {
			t.Errorf("tip %d %q (skills %v): want one that trains %s", i, id, tip.Skills, want)
		}
	}
	if first := byID[p.TipIDs[0]]; first.Skills[0] != "clarity" {
		t.Errorf("the first tip %q is not mainly about clarity: %v", first.ID, first.Skills)
	}
	// The clarity picks span the tip categories, not just the first one.
	cats := map[string]bool{}
	for _, id := range p.TipIDs[:4] {
		cats[byID[id].Category] = true
	}
	if len(cats) < 3 {
		t.Errorf("the 4 clarity tips come from %d tip categories (%v), want at least 3", len(cats), cats)
	}

	// The other user's answer is their own.
	reply, err = svc.For(context.Background(), other)
	if err != nil {
		t.Fatal(err)
	}
	if got := reply.Personalized.Reason; got != "Your lowest category over your last 1 session is Tone (10), then Clarity (95)." {
		t.Fatalf("other user: %q", got)
	}
}
