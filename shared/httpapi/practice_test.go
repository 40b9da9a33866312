package httpapi_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
)

func TestPracticeSessionsAreOwnNewestFirstAndPaginated(t *testing.T) {
	tok, other := newUser(t), newUser(t)
	uid, otherID := userID(t, tok), userID(t, other)
	ctx := context.Background()
	base := time.Now().Add(-time.Hour)
	var ids25 []string
	for i := 0; i < 25; i++ {
		at := base.Add(time.Duration(i) * time.Minute)
		s := practice.Session{ID: ids.TimeSorted(at), UserID: uid, ScenarioType: "pitch_analysis", Mode: "text", Score: 60 + i, CompletedAt: at,
			Objection: "Price", Transcript: []practice.Message{{ID: "1", Text: fmt.Sprint("pitch ", i), Sender: "user", Timestamp: at}},
			FeedbackData: json.RawMessage(`{"overallScore":1}`)}
		if err := deps.Server.Sessions.Put(ctx, s); err != nil {
			t.Fatal(err)
		}
		ids25 = append(ids25, s.ID)
	}
	foreign := practice.Session{ID: ids.TimeSorted(time.Now()), UserID: otherID, Score: 99, CompletedAt: time.Now()}
	if err := deps.Server.Sessions.Put(ctx, foreign); err != nil {
		t.Fatal(err)
	}

	r := call(t, "GET", "/api/practice-sessions?limit=10", tok, nil)
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Raw)
	}
	var seen []string
	cursor := ""
	for page := 0; page < 5; page++ {
		path := "/api/practice-sessions?limit=10"
		if cursor != "" {
			path += "&cursor=" + cursor
		}
		var p practice.Page
		r := call(t, "GET", path, tok, nil)
		if err := json.Unmarshal(r.Raw, &p); err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Sessions {
			seen = append(seen, s.ID)
			if s.UserID != uid {
				t.Fatalf("foreign session listed: %+v", s)
			}
		}
		if cursor = p.NextCursor; cursor == "" {
			break
		}
	}
	if len(seen) != 25 || seen[0] != ids25[24] || seen[24] != ids25[0] {
		t.Fatalf("listed %d sessions, first %s last %s", len(seen), seen[0], seen[len(seen)-1])
	}
	if r := call(t, "GET", "/api/practice-sessions/"+ids25[3], tok, nil); r.Status != 200 || r.Body["score"] != 63.0 || r.Body["feedback_data"].(map[string]any)["overallScore"] != 1.0 {
		t.Fatalf("get own: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", "/api/practice-sessions/"+foreign.ID, tok, nil); r.Status != 404 {
		t.Fatalf("get another user's session: %d %s", r.Status, r.Raw)
	}
	for _, bad := range []string{"?limit=0", "?limit=101", "?limit=x", "?cursor=!!!"} {
		if r := call(t, "GET", "/api/practice-sessions"+bad, tok, nil); r.Status != 400 {
			t.Errorf("%s: status %d", bad, r.Status)
		}
	}
	r = call(t, "GET", "/api/stats?tz=Europe/Berlin", tok, nil)
	if r.Status != 200 || r.Body["pitchCount"] != 25.0 || r.Body["hasData"] != true {
		t.Fatalf("stats: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", "/api/stats?tz=Mars/Olympus", tok, nil); r.Status != 400 {
		t.Fatalf("bad tz: %d", r.Status)
	}
	if r := call(t, "GET", "/api/stats", newUser(t), nil); r.Body["hasData"] != false || r.Body["winRate"] != nil {
		t.Fatalf("new user stats: %s", r.Raw)
	}
}

// Ids that cannot exist never reach the store: a malformed path id is a
// 404, a malformed cursor a 400 (a 1,025-byte key would make DynamoDB fail
// with a 500).
func TestMalformedSessionIdsAndCursorsAreRefusedAtTheEdge(t *testing.T) {
	tok := newUser(t)
	for _, id := range []string{strings.Repeat("a", 2000), strings.Repeat("9", 1025), "20261122T101500.123456789Z-9f86d081884c7d6Z", "x%00y", "%E2%80%8B"} {
		r := call(t, "GET", "/api/practice-sessions/"+id, tok, nil)
		if r.Status != 404 || errorCode(t, r) != "not_found" {
			t.Errorf("id %.30s: %d %s", id, r.Status, r.Raw)
		}
	}
	for _, cursor := range []string{
		base64.RawURLEncoding.EncodeToString([]byte(strings.Repeat("z", 100))),
		base64.RawURLEncoding.EncodeToString([]byte("20261122T101500.123456789Z-9f86d081884c7d65\x00")),
		strings.Repeat("A", 4000),
	} {
		r := call(t, "GET", "/api/practice-sessions?cursor="+cursor, tok, nil)
		if r.Status != 400 || errorCode(t, r) != "invalid_cursor" {
			t.Errorf("cursor %.30s: %d %s", cursor, r.Status, r.Raw)
		}
	}
	// A well-formed cursor of nothing is an empty page, not an error.
	ok := base64.RawURLEncoding.EncodeToString([]byte(ids.TimeSorted(time.Now())))
	if r := call(t, "GET", "/api/practice-sessions?cursor="+ok, tok, nil); r.Status != 200 {
		t.Errorf("well-formed cursor: %d %s", r.Status, r.Raw)
	}
}
