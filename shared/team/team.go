// Package team holds teams of sales reps: a team, its members (one team per
// user; the creator is its manager), its invites by e-mail, and the sessions
// a rep chose to share with the team. The rules of who may do what are in
// package teams (the use case); this package is the data and its store.
package team

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"pitchperfect/shared/apperr"
)

// Role is a member's role in the team.
type Role string

// The roles.
const (
	Manager Role = "manager"
	Rep     Role = "rep"
)

// Team is one team.
type Team struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	ManagerID string    `json:"managerId"`
	CreatedAt time.Time `json:"createdAt"`
}

// Member is one user's membership. A user has at most one.
type Member struct {
	UserID   string    `json:"userId"`
	TeamID   string    `json:"teamId"`
	Role     Role      `json:"role"`
	Email    string    `json:"email"`
	JoinedAt time.Time `json:"joinedAt"`
	// Shared are the ids of the member's practice sessions whose detail
	// (transcript and feedback) the team's manager may read.
	Shared []string `json:"sharedSessions"`
}

// Invite is an invitation by e-mail. Only the hash of its token is kept, so
// the table never holds a usable link.
type Invite struct {
	TokenHash string    `json:"-"`
	TeamID    string    `json:"teamId"`
	Email     string    `json:"email"`
	InvitedBy string    `json:"-"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
	// UsedBy is the user who accepted it; empty while pending.
	UsedBy string `json:"-"`
}

// InviteTTL is how long an invite link works.
const InviteTTL = 7 * 24 * time.Hour

// HashToken is the key an invite token is stored under.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Errors of the store the use case passes on.
var (
	ErrAlreadyInTeam = apperr.New(apperr.KindConflict, "already_in_team", "You are already a member of a team. Leave it first to join another one.")
	ErrInviteInvalid = apperr.New(apperr.KindNotFound, "invite_invalid", "This invite link is invalid, already used or expired. Ask your manager for a new one.")
	ErrNotMember     = apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: team member.")
)

// Store persists teams, memberships and invites. DynamoDB here has no
// transactions, so each method is one conditional write and the use case
// undoes the earlier step when a later one is refused.
type Store interface {
	// PutTeam creates the team (refused with apperr.KindConflict if the id
	// exists) or, with replace, overwrites it.
	PutTeam(ctx context.Context, t Team, replace bool) error
	// GetTeam returns apperr.NotFound when there is no such team.
	GetTeam(ctx context.Context, id string) (Team, error)
	DeleteTeam(ctx context.Context, id string) error

	// AddMember adds the membership; ErrAlreadyInTeam when the user has one.
	AddMember(ctx context.Context, m Member) error
	// Membership returns ErrNotMember when the user is in no team.
	Membership(ctx context.Context, userID string) (Member, error)
	// Members lists the team's members in the order they joined.
	Members(ctx context.Context, teamID string) ([]Member, error)
	// RemoveMember removes the user's membership of teamID; ErrNotMember
	// when the user is not in that team (nothing is removed).
	RemoveMember(ctx context.Context, teamID, userID string) error
	// SetRole changes the role of a member of teamID; ErrNotMember when the
	// user is not in that team.
	SetRole(ctx context.Context, teamID, userID string, role Role) error
	// Share adds a session id to the member's shared sessions;
	// ErrNotMember when the user is not in that team.
	Share(ctx context.Context, teamID, userID, sessionID string) error

	// PutInvite stores a new invite.
	PutInvite(ctx context.Context, inv Invite) error
	// Invites lists the team's invites, oldest first, used or not.
	Invites(ctx context.Context, teamID string) ([]Invite, error)
	// UseInvite marks the invite as used by userID if it is still unused
	// and not expired at now, and returns it; ErrInviteInvalid otherwise.
	UseInvite(ctx context.Context, tokenHash, userID string, now time.Time) (Invite, error)
	// ReleaseInvite undoes UseInvite by userID.
	ReleaseInvite(ctx context.Context, tokenHash, userID string) error
	DeleteInvite(ctx context.Context, tokenHash string) error
}
