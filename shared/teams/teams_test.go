package teams_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicemem"
	"pitchperfect/shared/ratelimit/ratelimitmem"
	"pitchperfect/shared/team"
	"pitchperfect/shared/team/teammem"
	"pitchperfect/shared/teams"
)

type outbox struct {
	mu   sync.Mutex
	sent []mail.Message
	fail error
}

func (o *outbox) Send(_ context.Context, m mail.Message) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.fail != nil {
		return o.fail
	}
	o.sent = append(o.sent, m)
	return nil
}

func setup() (*teams.Service, *teammem.Store, *outbox, *time.Time) {
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	store, box := teammem.New(), &outbox{}
	s := &teams.Service{Store: store, Sessions: practicemem.New(), Mailer: box, SiteURL: "https://app.example",
		Now: func() time.Time { return now }}
	return s, store, box, &now
}

func user(name string) auth.User { return auth.User{ID: name, Email: name + "@example.com"} }

func join(t *testing.T, s *teams.Service, mgr auth.User, teamID string, u auth.User) {
	t.Helper()
	inv, err := s.Invite(context.Background(), mgr, teamID, u.Email)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Accept(context.Background(), u, inv.Token); err != nil {
		t.Fatal(err)
	}
}

func TestALeavingManagerHandsTheTeamToTheLongestStandingMember(t *testing.T) {
	ctx := context.Background()
	s, store, _, now := setup()
	mgr, first, second := user("mgr"), user("first"), user("second")
	tm, err := s.Create(ctx, mgr, "Closers")
	if err != nil {
		t.Fatal(err)
	}
	join(t, s, mgr, tm.ID, first)
	*now = now.Add(time.Hour)
	join(t, s, mgr, tm.ID, second)
	if err := s.RemoveUser(ctx, mgr.ID); err != nil {
		t.Fatal(err)
	}
	got, _ := store.GetTeam(ctx, tm.ID)
	m, _ := store.Membership(ctx, first.ID)
	if got.ManagerID != first.ID || m.Role != team.Manager {
		t.Errorf("after the manager left: team %+v, first %+v", got, m)
	}
	if _, err := store.Membership(ctx, mgr.ID); err == nil {
		t.Error("the manager is still a member")
	}
	// Again (a retry) changes nothing; a user in no team is no error.
	if err := s.RemoveUser(ctx, mgr.ID); err != nil {
		t.Error(err)
	}
	if m, _ := store.Membership(ctx, second.ID); m.Role != team.Rep {
		t.Errorf("second = %+v", m)
	}
	// The new manager leaves too, then the last one: the team is dissolved.
	if err := s.RemoveUser(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := store.GetTeam(ctx, tm.ID); got.ManagerID != second.ID {
		t.Errorf("manager = %s, want second", got.ManagerID)
	}
	if _, err := s.Invite(ctx, second, tm.ID, "pending@example.com"); err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveUser(ctx, second.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := store.GetTeam(ctx, tm.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("team after the last member left: %v", err)
	}
	if inv, _ := store.Invites(ctx, tm.ID); len(inv) != 0 {
		t.Errorf("invites of a dissolved team: %+v", inv)
	}
}

func TestInvitesExpireAfterSevenDaysAndAreSingleUse(t *testing.T) {
	ctx := context.Background()
	s, _, box, now := setup()
	mgr, rep := user("mgr"), user("rep")
	tm, _ := s.Create(ctx, mgr, "Closers")
	inv, err := s.Invite(ctx, mgr, tm.ID, rep.Email)
	if err != nil {
		t.Fatal(err)
	}
	if len(box.sent) != 1 || !strings.Contains(box.sent[0].Text, "https://app.example/team?invite="+inv.Token) {
		t.Fatalf("e-mail: %+v", box.sent)
	}
	*now = now.Add(team.InviteTTL)
	if _, err := s.Accept(ctx, rep, inv.Token); apperr.As(err) == nil || apperr.As(err).Code != "invite_invalid" {
		t.Errorf("accept after 7 days = %v", err)
	}
	// A mail failure withdraws the invite and costs nothing.
	box.fail = errors.New("smtp down")
	if _, err := s.Invite(ctx, mgr, tm.ID, "b@example.com"); !errors.Is(err, apperr.Unavailable) {
		t.Errorf("invite with the mail down = %v", err)
	}
	box.fail = nil
	v, err := s.Get(ctx, mgr.ID, tm.ID, teams.Week)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Invites) != 0 {
		t.Errorf("pending invites: %+v (the expired and the unsent one must not show)", v.Invites)
	}
	inv2, _ := s.Invite(ctx, mgr, tm.ID, rep.Email)
	if _, err := s.Accept(ctx, rep, inv2.Token); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Accept(ctx, user("rep"), inv2.Token); err == nil {
		t.Error("a used invite worked again")
	}
}

func TestTheTrendEndsWithTodayInWholeDays(t *testing.T) {
	ctx := context.Background()
	s, _, _, now := setup()
	*now = time.Date(2026, 11, 20, 0, 30, 0, 0, time.UTC)
	mgr := user("mgr")
	tm, _ := s.Create(ctx, mgr, "Closers")
	sessions := s.Sessions.(*practicemem.Store)
	for _, at := range []time.Time{now.Add(-40 * time.Minute), now.Add(-time.Minute), now.Add(-6 * 24 * time.Hour)} {
		if _, _, err := practice.Create(ctx, sessions, practice.Session{UserID: mgr.ID, Score: 80, CompletedAt: at}); err != nil {
			t.Fatal(err)
		}
	}
	v, err := s.Get(ctx, mgr.ID, tm.ID, teams.Week)
	if err != nil {
		t.Fatal(err)
	}
	last, first := v.Trend[len(v.Trend)-1], v.Trend[0]
	if len(v.Trend) != 7 || last.Date != "2026-11-20" || last.Sessions != 1 || v.Trend[5].Date != "2026-11-19" || v.Trend[5].Sessions != 1 ||
		first.Date != "2026-11-14" || first.Sessions != 1 || first.AverageScore == nil || *first.AverageScore != 80 {
		t.Errorf("trend = %+v", v.Trend)
	}
}

func TestInvitesAreLimitedPerManagerAndPerAddress(t *testing.T) {
	ctx := context.Background()
	s, _, box, _ := setup()
	s.Limits = ratelimitmem.New()
	mgr := user("mgr")
	tm, _ := s.Create(ctx, mgr, "Closers")
	for i := range teams.InviteRules[teams.InviteRecipientAction].Max {
		if _, err := s.Invite(ctx, mgr, tm.ID, "Target@example.com"); err != nil {
			t.Fatalf("invite %d: %v", i+1, err)
		}
	}
	_, err := s.Invite(ctx, mgr, tm.ID, "target@EXAMPLE.com")
	if !errors.Is(err, apperr.RateLimited) || apperr.As(err).RetryAfter <= 0 {
		t.Fatalf("one invite too many to an address = %v", err)
	}
	if len(box.sent) != teams.InviteRules[teams.InviteRecipientAction].Max {
		t.Errorf("%d e-mails sent", len(box.sent))
	}
	// Other addresses up to the manager's daily limit (the refused attempt
	// counted too).
	for i := teams.InviteRules[teams.InviteRecipientAction].Max + 1; i < teams.InviteRules[teams.InviteAction].Max; i++ {
		if _, err := s.Invite(ctx, mgr, tm.ID, fmt.Sprintf("rep%d@example.com", i)); err != nil {
			t.Fatalf("invite %d: %v", i+1, err)
		}
	}
	if _, err := s.Invite(ctx, mgr, tm.ID, "one-more@example.com"); !errors.Is(err, apperr.RateLimited) {
		t.Errorf("past the manager's daily limit = %v", err)
	}
}

func TestAMembershipOfAVanishedTeamDoesNotBlockJoining(t *testing.T) {
	ctx := context.Background()
	s, store, _, _ := setup()
	u := user("orphan")
	if err := store.AddMember(ctx, team.Member{UserID: u.ID, TeamID: "gone", Role: team.Rep, JoinedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if mine, err := s.Mine(ctx, u.ID); err != nil || mine.Team != nil {
		t.Fatalf("Mine = %+v, %v", mine, err)
	}
	tm, err := s.Create(ctx, u, "Fresh start")
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := store.Membership(ctx, u.ID); m.TeamID != tm.ID || m.Role != team.Manager {
		t.Errorf("membership = %+v", m)
	}
	// A real team still blocks a second one.
	if _, err := s.Create(ctx, u, "Another"); !errors.Is(err, team.ErrAlreadyInTeam) {
		t.Errorf("second team = %v", err)
	}
}

func TestTeamNamesCarryNoLinks(t *testing.T) {
	ctx := context.Background()
	for name, ok := range map[string]bool{
		"West Coast Closers": true, "Sales Ops 2.0": true, "R&D / Partners": true,
		"Reset at evil.example": false, "http://x": false, "mail me@x": false, "www.x": false, "   ": false, strings.Repeat("a", 61): false,
	} {
		s, _, _, _ := setup()
		_, err := s.Create(ctx, user("u"), name)
		if (err == nil) != ok {
			t.Errorf("Create(%q) = %v, want ok %v", name, err, ok)
		}
	}
}
