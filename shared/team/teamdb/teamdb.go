// Package teamdb stores teams, memberships and invites in DynamoDB
// (tables.Teams, tables.TeamMembers, tables.TeamInvites), each change one
// conditional write.
package teamdb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/team"
)

// Store implements team.Store.
type Store struct{ teams, members, invites dynamo.Table }

var _ team.Store = (*Store)(nil)

// New returns a store over the three named tables.
func New(db *dynamo.DB, teams, members, invites string) *Store {
	return &Store{teams: db.Table(teams), members: db.Table(members), invites: db.Table(invites)}
}

const byTeam = "by_team"

type teamRow struct {
	ID        string    `dynamo:"id,hash"`
	Name      string    `dynamo:"name"`
	ManagerID string    `dynamo:"manager_id"`
	CreatedAt time.Time `dynamo:"created_at"`
}

type memberRow struct {
	UserID   string    `dynamo:"user_id,hash"`
	TeamID   string    `dynamo:"team_id"`
	JoinedSK string    `dynamo:"joined_sk"` // joined_at (RFC 3339, UTC) + user id: by_team's order
	Role     string    `dynamo:"role"`
	Email    string    `dynamo:"email"`
	JoinedAt time.Time `dynamo:"joined_at"`
	Shared   []string  `dynamo:"shared,set,omitempty"`
}

type inviteRow struct {
	TokenHash string    `dynamo:"token_hash,hash"`
	TeamID    string    `dynamo:"team_id"`
	CreatedSK string    `dynamo:"created_sk"`
	Email     string    `dynamo:"email"`
	InvitedBy string    `dynamo:"invited_by"`
	CreatedAt time.Time `dynamo:"created_at"`
	ExpiresAt int64     `dynamo:"expires_at"` // Unix seconds (the table's TTL)
	UsedBy    string    `dynamo:"used_by,omitempty"`
}

func sortKey(t time.Time, id string) string { return t.UTC().Format(time.RFC3339Nano) + "#" + id }

func (r memberRow) member() team.Member {
	return team.Member{UserID: r.UserID, TeamID: r.TeamID, Role: team.Role(r.Role), Email: r.Email, JoinedAt: r.JoinedAt, Shared: r.Shared}
}

func (r inviteRow) invite() team.Invite {
	return team.Invite{TokenHash: r.TokenHash, TeamID: r.TeamID, Email: r.Email, InvitedBy: r.InvitedBy,
		CreatedAt: r.CreatedAt, ExpiresAt: time.Unix(r.ExpiresAt, 0).UTC(), UsedBy: r.UsedBy}
}

// PutTeam implements team.Store.
func (s *Store) PutTeam(ctx context.Context, t team.Team, replace bool) error {
	put := s.teams.Put(teamRow{ID: t.ID, Name: t.Name, ManagerID: t.ManagerID, CreatedAt: t.CreatedAt})
	if !replace {
		put = put.If("attribute_not_exists(id)")
	}
	err := put.Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return apperr.Conflict
	}
	if err != nil {
		return fmt.Errorf("put team: %w", err)
	}
	return nil
}

// GetTeam implements team.Store.
func (s *Store) GetTeam(ctx context.Context, id string) (team.Team, error) {
	var r teamRow
	err := s.teams.Get("id", id).One(ctx, &r)
	if errors.Is(err, dynamo.ErrNotFound) {
		return team.Team{}, fmt.Errorf("team %q: %w", id, apperr.NotFound)
	}
	if err != nil {
		return team.Team{}, fmt.Errorf("get team: %w", err)
	}
	return team.Team{ID: r.ID, Name: r.Name, ManagerID: r.ManagerID, CreatedAt: r.CreatedAt}, nil
}

// DeleteTeam implements team.Store.
func (s *Store) DeleteTeam(ctx context.Context, id string) error {
	if err := s.teams.Delete("id", id).Run(ctx); err != nil {
		return fmt.Errorf("delete team: %w", err)
	}
	return nil
}

// AddMember implements team.Store.
func (s *Store) AddMember(ctx context.Context, m team.Member) error {
	row := memberRow{UserID: m.UserID, TeamID: m.TeamID, JoinedSK: sortKey(m.JoinedAt, m.UserID), Role: string(m.Role),
		Email: m.Email, JoinedAt: m.JoinedAt, Shared: m.Shared}
	err := s.members.Put(row).If("attribute_not_exists(user_id)").Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return team.ErrAlreadyInTeam
	}
	if err != nil {
		return fmt.Errorf("add team member: %w", err)
	}
	return nil
}

// Membership implements team.Store.
func (s *Store) Membership(ctx context.Context, userID string) (team.Member, error) {
	var r memberRow
	err := s.members.Get("user_id", userID).Consistent(true).One(ctx, &r)
	if errors.Is(err, dynamo.ErrNotFound) {
		return team.Member{}, team.ErrNotMember
	}
	if err != nil {
		return team.Member{}, fmt.Errorf("get team membership: %w", err)
	}
	return r.member(), nil
}

// Members implements team.Store.
func (s *Store) Members(ctx context.Context, teamID string) ([]team.Member, error) {
	var rows []memberRow
	if err := s.members.Get("team_id", teamID).Index(byTeam).All(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list team members: %w", err)
	}
	out := make([]team.Member, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.member())
	}
	return out, nil
}

// RemoveMember implements team.Store.
func (s *Store) RemoveMember(ctx context.Context, teamID, userID string) error {
	err := s.members.Delete("user_id", userID).If("team_id = ?", teamID).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return team.ErrNotMember
	}
	if err != nil {
		return fmt.Errorf("remove team member: %w", err)
	}
	return nil
}

// SetRole implements team.Store.
func (s *Store) SetRole(ctx context.Context, teamID, userID string, role team.Role) error {
	err := s.members.Update("user_id", userID).Set("role", string(role)).If("team_id = ?", teamID).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return team.ErrNotMember
	}
	if err != nil {
		return fmt.Errorf("set team role: %w", err)
	}
	return nil
}

// Share implements team.Store.
func (s *Store) Share(ctx context.Context, teamID, userID, sessionID string) error {
	err := s.members.Update("user_id", userID).AddStringsToSet("shared", sessionID).If("team_id = ?", teamID).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return team.ErrNotMember
	}
	if err != nil {
		return fmt.Errorf("share session: %w", err)
	}
	return nil
}

// PutInvite implements team.Store.
func (s *Store) PutInvite(ctx context.Context, inv team.Invite) error {
	row := inviteRow{TokenHash: inv.TokenHash, TeamID: inv.TeamID, CreatedSK: sortKey(inv.CreatedAt, inv.TokenHash),
		Email: inv.Email, InvitedBy: inv.InvitedBy, CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt.Unix()}
	err := s.invites.Put(row).If("attribute_not_exists(token_hash)").Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		return apperr.Conflict
	}
	if err != nil {
		return fmt.Errorf("put invite: %w", err)
	}
	return nil
}

// Invites implements team.Store.
func (s *Store) Invites(ctx context.Context, teamID string) ([]team.Invite, error) {
	var rows []inviteRow
	if err := s.invites.Get("team_id", teamID).Index(byTeam).All(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list invites: %w", err)
	}
	out := make([]team.Invite, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.invite())
	}
	return out, nil
}

// UseInvite implements team.Store.
func (s *Store) UseInvite(ctx context.Context, tokenHash, userID string, now time.Time) (team.Invite, error) {
	var r inviteRow
	err := s.invites.Update("token_hash", tokenHash).Set("used_by", userID).
		If("attribute_exists(token_hash) AND attribute_not_exists(used_by) AND expires_at > ?", now.Unix()).
		Value(ctx, &r)
	if dynamo.IsCondCheckFailed(err) {
		return team.Invite{}, team.ErrInviteInvalid
	}
	if err != nil {
		return team.Invite{}, fmt.Errorf("use invite: %w", err)
	}
	return r.invite(), nil
}

// ReleaseInvite implements team.Store.
func (s *Store) ReleaseInvite(ctx context.Context, tokenHash, userID string) error {
	err := s.invites.Update("token_hash", tokenHash).Remove("used_by").If("used_by = ?", userID).Run(ctx)
	if err != nil && !dynamo.IsCondCheckFailed(err) {
		return fmt.Errorf("release invite: %w", err)
	}
	return nil
}

// DeleteInvite implements team.Store.
func (s *Store) DeleteInvite(ctx context.Context, tokenHash string) error {
	if err := s.invites.Delete("token_hash", tokenHash).Run(ctx); err != nil {
		return fmt.Errorf("delete invite: %w", err)
	}
	return nil
}
