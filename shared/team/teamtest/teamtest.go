// Package teamtest is the contract of team.Store as a test suite: teamdb
// runs it against dynalite and teammem in memory.
package teamtest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/team"
)

// Run checks the store against team.Store's contract. Every test works on
// ids of its own, so one table may serve the whole binary.
func Run(t *testing.T, s team.Store) {
	t.Run("Teams", func(t *testing.T) { testTeams(t, s) })
	t.Run("OneTeamPerUser", func(t *testing.T) { testOneTeam(t, s) })
	t.Run("MembersInJoiningOrder", func(t *testing.T) { testMembers(t, s) })
	t.Run("RemoveOnlyFromItsTeam", func(t *testing.T) { testRemove(t, s) })
	t.Run("RoleAndShare", func(t *testing.T) { testRoleShare(t, s) })
	t.Run("InvitesSingleUseAndExpiring", func(t *testing.T) { testInvites(t, s) })
	t.Run("ConcurrentAcceptsOneWins", func(t *testing.T) { testConcurrentUse(t, s) })
}

var seq atomic.Int64

func id(t *testing.T, what string) string {
	return fmt.Sprintf("%s-%s-%d-%d", what, t.Name(), time.Now().UnixNano(), seq.Add(1))
}

var base = time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func code(err error) string {
	if e := apperr.As(err); e != nil {
		return e.Code
	}
	return fmt.Sprint(err)
}

func testTeams(t *testing.T, s team.Store) {
	ctx := context.Background()
	tm := team.Team{ID: id(t, "team"), Name: "Closers", ManagerID: "u1", CreatedAt: base}
	must(t, s.PutTeam(ctx, tm, false))
	if err := s.PutTeam(ctx, tm, false); !errors.Is(err, apperr.Conflict) {
		t.Errorf("second create = %v, want conflict", err)
	}
	got, err := s.GetTeam(ctx, tm.ID)
	if err != nil || got.Name != "Closers" || got.ManagerID != "u1" || !got.CreatedAt.Equal(base) {
		t.Errorf("GetTeam = %+v, %v", got, err)
	}
	tm.ManagerID = "u2"
	must(t, s.PutTeam(ctx, tm, true))
	if got, _ := s.GetTeam(ctx, tm.ID); got.ManagerID != "u2" {
		t.Errorf("after replace manager = %q", got.ManagerID)
	}
	must(t, s.DeleteTeam(ctx, tm.ID))
	if _, err := s.GetTeam(ctx, tm.ID); !errors.Is(err, apperr.NotFound) {
		t.Errorf("GetTeam after delete = %v", err)
	}
}

func testOneTeam(t *testing.T, s team.Store) {
	ctx := context.Background()
	user := id(t, "user")
	must(t, s.AddMember(ctx, team.Member{UserID: user, TeamID: "a-" + user, Role: team.Rep, Email: "r@example.com", JoinedAt: base}))
	if err := s.AddMember(ctx, team.Member{UserID: user, TeamID: "b-" + user, Role: team.Manager, JoinedAt: base}); code(err) != team.ErrAlreadyInTeam.Code {
		t.Errorf("second membership = %v, want already_in_team", err)
	}
	m, err := s.Membership(ctx, user)
	if err != nil || m.TeamID != "a-"+user || m.Role != team.Rep || m.Email != "r@example.com" {
		t.Errorf("Membership = %+v, %v", m, err)
	}
	if _, err := s.Membership(ctx, id(t, "nobody")); code(err) != team.ErrNotMember.Code {
		t.Errorf("Membership of nobody = %v", err)
	}
}

func testMembers(t *testing.T, s team.Store) {
	ctx := context.Background()
	tid := id(t, "team")
	users := []string{id(t, "c"), id(t, "a"), id(t, "b")}
	for i, u := range users {
		must(t, s.AddMember(ctx, team.Member{UserID: u, TeamID: tid, Role: team.Rep, JoinedAt: base.Add(time.Duration(i) * time.Hour)}))
	}
	ms, err := s.Members(ctx, tid)
	must(t, err)
	if len(ms) != 3 {
		t.Fatalf("Members = %d, want 3", len(ms))
	}
	for i, m := range ms {
		if m.UserID != users[i] {
			t.Errorf("member %d = %s, want %s (joining order)", i, m.UserID, users[i])
		}
	}
	if ms, _ := s.Members(ctx, id(t, "none")); len(ms) != 0 {
		t.Errorf("Members of an unknown team = %v", ms)
	}
}

func testRemove(t *testing.T, s team.Store) {
	ctx := context.Background()
	tid, user := id(t, "team"), id(t, "user")
	must(t, s.AddMember(ctx, team.Member{UserID: user, TeamID: tid, Role: team.Rep, JoinedAt: base}))
	if err := s.RemoveMember(ctx, "other-"+tid, user); code(err) != team.ErrNotMember.Code {
		t.Errorf("remove from another team = %v, want not a member", err)
	}
	if _, err := s.Membership(ctx, user); err != nil {
		t.Errorf("membership gone after a refused remove: %v", err)
	}
	must(t, s.RemoveMember(ctx, tid, user))
	if _, err := s.Membership(ctx, user); code(err) != team.ErrNotMember.Code {
		t.Errorf("membership after remove = %v", err)
	}
	if err := s.RemoveMember(ctx, tid, user); code(err) != team.ErrNotMember.Code {
		t.Errorf("second remove = %v", err)
	}
}

func testRoleShare(t *testing.T, s team.Store) {
	ctx := context.Background()
	tid, user := id(t, "team"), id(t, "user")
	must(t, s.AddMember(ctx, team.Member{UserID: user, TeamID: tid, Role: team.Rep, JoinedAt: base}))
	must(t, s.SetRole(ctx, tid, user, team.Manager))
	must(t, s.Share(ctx, tid, user, "s1"))
	must(t, s.Share(ctx, tid, user, "s1"))
	must(t, s.Share(ctx, tid, user, "s2"))
	m, _ := s.Membership(ctx, user)
	if m.Role != team.Manager || len(m.Shared) != 2 {
		t.Errorf("after SetRole and Share = %+v", m)
	}
	if err := s.SetRole(ctx, "x"+tid, user, team.Rep); code(err) != team.ErrNotMember.Code {
		t.Errorf("SetRole in another team = %v", err)
	}
	if err := s.Share(ctx, "x"+tid, user, "s3"); code(err) != team.ErrNotMember.Code {
		t.Errorf("Share in another team = %v", err)
	}
	if err := s.Share(ctx, tid, id(t, "ghost"), "s3"); code(err) != team.ErrNotMember.Code {
		t.Errorf("Share of a non-member = %v", err)
	}
	if _, err := s.Membership(ctx, "ghost"); err == nil {
		t.Error("Share created a membership")
	}
}

func testInvites(t *testing.T, s team.Store) {
	ctx := context.Background()
	tid := id(t, "team")
	inv := team.Invite{TokenHash: team.HashToken(id(t, "tok")), TeamID: tid, Email: "new@example.com", InvitedBy: "m",
		CreatedAt: base, ExpiresAt: base.Add(team.InviteTTL)}
	must(t, s.PutInvite(ctx, inv))
	if err := s.PutInvite(ctx, inv); !errors.Is(err, apperr.Conflict) {
		t.Errorf("second PutInvite = %v", err)
	}
	list, err := s.Invites(ctx, tid)
	must(t, err)
	if len(list) != 1 || list[0].Email != "new@example.com" || list[0].UsedBy != "" || !list[0].ExpiresAt.Equal(base.Add(team.InviteTTL)) {
		t.Errorf("Invites = %+v", list)
	}
	if _, err := s.UseInvite(ctx, inv.TokenHash, "u", base.Add(team.InviteTTL)); code(err) != team.ErrInviteInvalid.Code {
		t.Errorf("UseInvite when expired = %v", err)
	}
	if _, err := s.UseInvite(ctx, team.HashToken("unknown"+tid), "u", base); code(err) != team.ErrInviteInvalid.Code {
		t.Errorf("UseInvite of an unknown token = %v", err)
	}
	got, err := s.UseInvite(ctx, inv.TokenHash, "u", base.Add(time.Hour))
	if err != nil || got.TeamID != tid || got.Email != "new@example.com" || got.UsedBy != "u" {
		t.Errorf("UseInvite = %+v, %v", got, err)
	}
	if _, err := s.UseInvite(ctx, inv.TokenHash, "v", base.Add(time.Hour)); code(err) != team.ErrInviteInvalid.Code {
		t.Errorf("second UseInvite = %v", err)
	}
	must(t, s.ReleaseInvite(ctx, inv.TokenHash, "v")) // not v's: nothing happens
	if _, err := s.UseInvite(ctx, inv.TokenHash, "w", base.Add(time.Hour)); err == nil {
		t.Error("ReleaseInvite by another user freed the invite")
	}
	must(t, s.ReleaseInvite(ctx, inv.TokenHash, "u"))
	if _, err := s.UseInvite(ctx, inv.TokenHash, "w", base.Add(time.Hour)); err != nil {
		t.Errorf("UseInvite after release = %v", err)
	}
	must(t, s.DeleteInvite(ctx, inv.TokenHash))
	if list, _ := s.Invites(ctx, tid); len(list) != 0 {
		t.Errorf("Invites after delete = %+v", list)
	}
}

func testConcurrentUse(t *testing.T, s team.Store) {
	ctx := context.Background()
	inv := team.Invite{TokenHash: team.HashToken(id(t, "tok")), TeamID: id(t, "team"), Email: "x@example.com",
		CreatedAt: base, ExpiresAt: base.Add(team.InviteTTL)}
	must(t, s.PutInvite(ctx, inv))
	var wins atomic.Int32
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.UseInvite(ctx, inv.TokenHash, fmt.Sprint("u", i), base); err == nil {
				wins.Add(1)
			}
		}()
	}
	wg.Wait()
	if wins.Load() != 1 {
		t.Errorf("%d of 8 concurrent accepts won, want 1", wins.Load())
	}
}
