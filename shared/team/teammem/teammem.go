// Package teammem is team.Store in memory, for the use case's tests; it
// passes the same contract suite (teamtest) as teamdb.
package teammem

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/team"
)

// Store implements team.Store.
type Store struct {
	mu      sync.Mutex
	teams   map[string]team.Team
	members map[string]team.Member
	invites map[string]team.Invite
}

var _ team.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store {
	return &Store{teams: map[string]team.Team{}, members: map[string]team.Member{}, invites: map[string]team.Invite{}}
}

// PutTeam implements team.Store.
func (s *Store) PutTeam(_ context.Context, t team.Team, replace bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.teams[t.ID]; ok && !replace {
		return apperr.Conflict
	}
	s.teams[t.ID] = t
	return nil
}

// GetTeam implements team.Store.
func (s *Store) GetTeam(_ context.Context, id string) (team.Team, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.teams[id]
	if !ok {
		return team.Team{}, fmt.Errorf("team %q: %w", id, apperr.NotFound)
	}
	return t, nil
}

// DeleteTeam implements team.Store.
func (s *Store) DeleteTeam(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.teams, id)
	return nil
}

// AddMember implements team.Store.
func (s *Store) AddMember(_ context.Context, m team.Member) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.members[m.UserID]; ok {
		return team.ErrAlreadyInTeam
	}
	m.Shared = slices.Clone(m.Shared)
	s.members[m.UserID] = m
	return nil
}

// Membership implements team.Store.
func (s *Store) Membership(_ context.Context, userID string) (team.Member, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.members[userID]
	if !ok {
		return team.Member{}, team.ErrNotMember
	}
	m.Shared = slices.Clone(m.Shared)
	return m, nil
}

// Members implements team.Store.
func (s *Store) Members(_ context.Context, teamID string) ([]team.Member, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []team.Member{}
	for _, m := range s.members {
		if m.TeamID == teamID {
			m.Shared = slices.Clone(m.Shared)
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].JoinedAt.Equal(out[j].JoinedAt) {
			return out[i].JoinedAt.Before(out[j].JoinedAt)
		}
		return out[i].UserID < out[j].UserID
	})
	return out, nil
}

func (s *Store) member(teamID, userID string) (team.Member, error) {
	m, ok := s.members[userID]
	if !ok || m.TeamID != teamID {
		return team.Member{}, team.ErrNotMember
	}
	return m, nil
}

// RemoveMember implements team.Store.
func (s *Store) RemoveMember(_ context.Context, teamID, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.member(teamID, userID); err != nil {
		return err
	}
	delete(s.members, userID)
	return nil
}

// SetRole implements team.Store.
func (s *Store) SetRole(_ context.Context, teamID, userID string, role team.Role) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, err := s.member(teamID, userID)
	if err != nil {
		return err
	}
	m.Role = role
	s.members[userID] = m
	return nil
}

// Share implements team.Store.
func (s *Store) Share(_ context.Context, teamID, userID, sessionID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, err := s.member(teamID, userID)
	if err != nil {
		return err
	}
	if !slices.Contains(m.Shared, sessionID) {
		m.Shared = append(slices.Clone(m.Shared), sessionID)
	}
	s.members[userID] = m
	return nil
}

// PutInvite implements team.Store.
func (s *Store) PutInvite(_ context.Context, inv team.Invite) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.invites[inv.TokenHash]; ok {
		return apperr.Conflict
	}
	inv.UsedBy = ""
	inv.ExpiresAt = inv.ExpiresAt.Truncate(time.Second).UTC() // as DynamoDB keeps it (Unix seconds)
	s.invites[inv.TokenHash] = inv
	return nil
}

// Invites implements team.Store.
func (s *Store) Invites(_ context.Context, teamID string) ([]team.Invite, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []team.Invite{}
	for _, inv := range s.invites {
		if inv.TeamID == teamID {
			out = append(out, inv)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.Before(out[j].CreatedAt)
		}
		return out[i].TokenHash < out[j].TokenHash
	})
	return out, nil
}

// UseInvite implements team.Store.
func (s *Store) UseInvite(_ context.Context, tokenHash, userID string, now time.Time) (team.Invite, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	inv, ok := s.invites[tokenHash]
	if !ok || inv.UsedBy != "" || inv.ExpiresAt.Unix() <= now.Unix() {
		return team.Invite{}, team.ErrInviteInvalid
	}
	inv.UsedBy = userID
	s.invites[tokenHash] = inv
	return inv, nil
}

// ReleaseInvite implements team.Store.
func (s *Store) ReleaseInvite(_ context.Context, tokenHash, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if inv, ok := s.invites[tokenHash]; ok && inv.UsedBy == userID {
		inv.UsedBy = ""
		s.invites[tokenHash] = inv
	}
	return nil
}

// DeleteInvite implements team.Store.
func (s *Store) DeleteInvite(_ context.Context, tokenHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.invites, tokenHash)
	return nil
}
