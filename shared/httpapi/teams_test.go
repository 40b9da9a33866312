package httpapi_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/practice"
	"pitchperfect/shared/teams"
)

// teamUser is a signed-up user of the team tests.
type teamUser struct{ token, email, id string }

func newTeamUser(t *testing.T, name string) teamUser {
	t.Helper()
	userSeq++
	email := fmt.Sprintf("%s%d-%d@example.com", name, userSeq, time.Now().UnixNano())
	tok, err := env.NewUser(context.Background(), email, "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(tok.ID, ".")
	raw, _ := base64.RawURLEncoding.DecodeString(parts[1])
	var claims struct{ Sub string }
	if err := json.Unmarshal(raw, &claims); err != nil || claims.Sub == "" {
		t.Fatalf("token claims: %v", err)
	}
	return teamUser{token: tok.ID, email: email, id: claims.Sub}
}

// seed saves a scored session of user completed ago before now.
func seed(t *testing.T, userID string, ago time.Duration, score int, objection string, cats map[string]int, transcript []practice.Message) practice.Session {
	t.Helper()
	at := time.Now().UTC().Add(-ago)
	s, _, err := practice.Create(context.Background(), deps.Server.Sessions, practice.Session{
		UserID: userID, ScenarioType: "roleplay", Mode: "text", Difficulty: "medium", Industry: "technology",
		Objection: objection, Score: score, CategoryScores: cats, Transcript: transcript, CompletedAt: at,
		FeedbackData: json.RawMessage(`{"tips":["private coaching note"]}`),
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func createTeam(t *testing.T, u teamUser, name string) string {
	t.Helper()
	r := call(t, "POST", "/api/teams", u.token, map[string]any{"name": name})
	if r.Status != 201 || r.Body["managerId"] != u.id {
		t.Fatalf("create team: %d %s", r.Status, r.Raw)
	}
	return r.Body["id"].(string)
}

func invite(t *testing.T, mgr teamUser, teamID, email string) string {
	t.Helper()
	r := call(t, "POST", "/api/teams/"+teamID+"/invites", mgr.token, map[string]any{"email": email})
	if r.Status != 201 || r.Body["token"] == "" {
		t.Fatalf("invite: %d %s", r.Status, r.Raw)
	}
	return r.Body["token"].(string)
}

// TestTeamInviteJoinAndTheAuthorisationMatrix: two teams, their managers and
// a rep, and an outsider; each route as each of them.
func TestTeamInviteJoinAndTheAuthorisationMatrix(t *testing.T) {
	mgrA, rep, mgrB, outsider := newTeamUser(t, "mgra"), newTeamUser(t, "rep"), newTeamUser(t, "mgrb"), newTeamUser(t, "out")
	teamA := createTeam(t, mgrA, "Closers")
	teamB := createTeam(t, mgrB, "Openers")
	if r := call(t, "POST", "/api/teams", mgrA.token, map[string]any{"name": "Second"}); r.Status != 409 || errorCode(t, r) != "already_in_team" {
		t.Errorf("a second team: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/teams", outsider.token, map[string]any{"name": "  "}); r.Status != 400 {
		t.Errorf("a blank name: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", "/api/teams", mgrA.token, nil); r.Status != 200 || r.Body["role"] != "manager" {
		t.Errorf("GET /api/teams as the manager: %d %s", r.Status, r.Raw)
	}

	// The invite e-mail is in the mailbox with the token's link.
	token := invite(t, mgrA, teamA, strings.ToUpper(rep.email))
	msgs := inbox(t, rep.email)
	if len(msgs) != 1 || msgs[0].Subject != teams.InviteSubject || !strings.Contains(msgs[0].Body, "/team?invite="+token) {
		t.Fatalf("invite e-mail: %+v", msgs)
	}
	for _, bad := range []any{"not-an-address", "a@b", strings.Repeat("x", 300) + "@example.com"} {
		if r := call(t, "POST", "/api/teams/"+teamA+"/invites", mgrA.token, map[string]any{"email": bad}); r.Status != 400 || errorCode(t, r) != "invalid_email" {
			t.Errorf("invite %v: %d %s", bad, r.Status, r.Raw)
		}
	}
	// Only the manager of the team invites.
	if r := call(t, "POST", "/api/teams/"+teamA+"/invites", mgrB.token, map[string]any{"email": "x@example.com"}); r.Status != 404 {
		t.Errorf("another team's manager invites: %d %s", r.Status, r.Raw)
	}
	// Someone else's token cannot use the invite, and leaves it usable.
	if r := call(t, "POST", "/api/invites/"+token+"/accept", outsider.token, nil); r.Status != 403 || errorCode(t, r) != "invite_for_another_email" {
		t.Errorf("accept by another address: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/invites/"+token+"/accept", rep.token, nil); r.Status != 200 || r.Body["id"] != teamA {
		t.Fatalf("accept: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/invites/"+token+"/accept", rep.token, nil); r.Status != 404 || errorCode(t, r) != "invite_invalid" {
		t.Errorf("second accept: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/invites/"+token+"x/accept", rep.token, nil); r.Status != 404 {
		t.Errorf("a made-up token: %d %s", r.Status, r.Raw)
	}
	// A rep does not invite.
	if r := call(t, "POST", "/api/teams/"+teamA+"/invites", rep.token, map[string]any{"email": "x@example.com"}); r.Status != 403 {
		t.Errorf("a rep invites: %d %s", r.Status, r.Raw)
	}

	// The rep's sessions: this week three (70, 50, 90), the week before one
	// (40); one role-play with the rep answering 4 s and 6 s after the buyer.
	base := time.Now().UTC().Add(-time.Hour)
	turns := []practice.Message{
		{ID: "1", Sender: "ai", Text: "It costs too much.", Timestamp: base},
		{ID: "2", Sender: "user", Text: "SECRET-WORDING what budget did you plan?", Timestamp: base.Add(4 * time.Second)},
		{ID: "3", Sender: "ai", Text: "About half.", Timestamp: base.Add(5 * time.Second)},
		{ID: "4", Sender: "user", Text: "Let us compare the value.", Timestamp: base.Add(11 * time.Second)},
	}
	sess := seed(t, rep.id, time.Hour, 70, "Price", map[string]int{"clarity": 80, "empathy": 50}, turns)
	seed(t, rep.id, 2*time.Hour, 50, "Price", map[string]int{"clarity": 60, "empathy": 40}, nil)
	seed(t, rep.id, 3*time.Hour, 90, "Trust", map[string]int{"clarity": 90, "empathy": 70}, nil)
	seed(t, rep.id, 9*24*time.Hour, 40, "Price", map[string]int{"clarity": 40, "empathy": 40}, nil)
	seed(t, mgrB.id, time.Hour, 99, "Price", nil, nil) // another team's: in no figure of team A

	// The manager: every member's figures, never a session's text.
	r := call(t, "GET", "/api/teams/"+teamA+"?period=week", mgrA.token, nil)
	if r.Status != 200 {
		t.Fatalf("manager's view: %d %s", r.Status, r.Raw)
	}
	if strings.Contains(string(r.Raw), "SECRET-WORDING") || strings.Contains(string(r.Raw), "private coaching note") {
		t.Errorf("the manager's view carries a session's text: %s", r.Raw)
	}
	var v teams.View
	if err := json.Unmarshal(r.Raw, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Members) != 2 || v.Members[0].UserID != mgrA.id || v.Members[1].UserID != rep.id {
		t.Fatalf("members: %+v", v.Members)
	}
	f := v.Members[1]
	if f.Role != "rep" || f.CompletedSessions != 3 || f.SuccessRate == nil || *f.SuccessRate != 67 ||
		f.AverageScore == nil || *f.AverageScore != 70 || f.Improvement == nil || *f.Improvement != 30 ||
		f.Focus == nil || *f.Focus != "empathy" || f.AvgResponseTime == nil || *f.AvgResponseTime != 5 {
		t.Errorf("the rep's figures: %s", mustJSON(f))
	}
	if m := v.Members[0]; m.CompletedSessions != 0 || m.SuccessRate != nil || m.Focus != nil || m.AvgResponseTime != nil {
		t.Errorf("the manager without sessions: %s", mustJSON(m))
	}
	if len(v.Trend) != 7 || v.Invites == nil || len(v.Invites) != 0 {
		t.Errorf("trend %d points, invites %v", len(v.Trend), v.Invites)
	}
	boards := map[string]teams.Board{}
	for _, b := range v.Leaderboard {
		boards[b.Scenario] = b
	}
	if b := boards["Price"]; len(b.Entries) != 1 || b.Entries[0].BestScore != 70 || b.Entries[0].Sessions != 2 {
		t.Errorf("Price board: %+v", b)
	}
	if r := call(t, "GET", "/api/teams/"+teamA+"?period=quarter", mgrA.token, nil); r.Status != 200 || len(r.Body["trend"].([]any)) != 13 {
		t.Errorf("quarter: %d", r.Status)
	}
	if r := call(t, "GET", "/api/teams/"+teamA+"?period=year", mgrA.token, nil); r.Status != 400 {
		t.Errorf("a bad period: %d %s", r.Status, r.Raw)
	}

	// The rep: their own row and the leaderboards, no invites.
	r = call(t, "GET", "/api/teams/"+teamA, rep.token, nil)
	if r.Status != 200 {
		t.Fatalf("rep's view: %d %s", r.Status, r.Raw)
	}
	var rv teams.View
	_ = json.Unmarshal(r.Raw, &rv)
	if len(rv.Members) != 1 || rv.Members[0].UserID != rep.id || len(rv.Leaderboard) == 0 || len(rv.Invites) != 0 || rv.Role != "rep" {
		t.Errorf("rep's view: %s", r.Raw)
	}

	// Nobody else sees anything.
	for _, c := range []struct {
		who  teamUser
		path string
	}{{mgrB, "/api/teams/" + teamA}, {outsider, "/api/teams/" + teamA}, {mgrA, "/api/teams/" + teamB}, {rep, "/api/teams/" + teamB},
		{mgrB, "/api/teams/" + teamA + "/members/" + rep.id + "/sessions/" + sess.ID},
		{outsider, "/api/teams/" + teamA + "/members/" + rep.id + "/sessions/" + sess.ID}} {
		if r := call(t, "GET", c.path, c.who.token, nil); r.Status != 404 {
			t.Errorf("GET %s as %s: %d %s", c.path, c.who.email, r.Status, r.Raw)
		}
	}
	if r := call(t, "GET", "/api/teams/"+teamA, "", nil); r.Status != 401 {
		t.Errorf("signed out: %d", r.Status)
	}
	if r := call(t, "DELETE", "/api/teams/"+teamA+"/members/"+rep.id, mgrB.token, nil); r.Status != 404 {
		t.Errorf("another team's manager removes: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "DELETE", "/api/teams/"+teamA+"/members/"+mgrA.id, rep.token, nil); r.Status != 403 {
		t.Errorf("a rep removes the manager: %d %s", r.Status, r.Raw)
	}

	// A session's detail only once the rep shares it, and only to the manager.
	detail := "/api/teams/" + teamA + "/members/" + rep.id + "/sessions/" + sess.ID
	if r := call(t, "GET", detail, mgrA.token, nil); r.Status != 404 {
		t.Errorf("an unshared session: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/teams/"+teamA+"/shares", mgrA.token, map[string]any{"sessionId": sess.ID}); r.Status != 404 {
		t.Errorf("the manager shares the rep's session: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/teams/"+teamA+"/shares", rep.token, map[string]any{"sessionId": sess.ID}); r.Status != 200 {
		t.Fatalf("share: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", detail, mgrA.token, nil); r.Status != 200 || !strings.Contains(string(r.Raw), "SECRET-WORDING") {
		t.Errorf("a shared session: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", detail, mgrB.token, nil); r.Status != 404 {
		t.Errorf("a shared session, another team's manager: %d", r.Status)
	}

	// The manager removes the rep; the rep sees the team no more.
	if r := call(t, "DELETE", "/api/teams/"+teamA+"/members/"+rep.id, mgrA.token, nil); r.Status != 200 {
		t.Fatalf("remove: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", "/api/teams/"+teamA, rep.token, nil); r.Status != 404 {
		t.Errorf("a removed rep: %d", r.Status)
	}
	if r := call(t, "GET", "/api/teams", rep.token, nil); r.Status != 200 || r.Body["team"] != nil {
		t.Errorf("a removed rep's team: %s", r.Raw)
	}
	// Invited again, the rep joins and then leaves.
	token = invite(t, mgrA, teamA, rep.email)
	if r := call(t, "POST", "/api/invites/"+token+"/accept", rep.token, nil); r.Status != 200 {
		t.Fatalf("accept again: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "DELETE", "/api/teams/"+teamA+"/members/"+rep.id, rep.token, nil); r.Status != 200 {
		t.Fatalf("leave: %d %s", r.Status, r.Raw)
	}
	// The manager leaving alone dissolves the team.
	if r := call(t, "DELETE", "/api/teams/"+teamA+"/members/"+mgrA.id, mgrA.token, nil); r.Status != 200 {
		t.Fatalf("the manager leaves: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "GET", "/api/teams", mgrA.token, nil); r.Body["team"] != nil {
		t.Errorf("after dissolving: %s", r.Raw)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
