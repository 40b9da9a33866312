package httpapi

import (
	"net/http"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/teams"
)

// teamBody is POST /api/teams' body.
type teamBody struct {
	Name string `json:"name"`
}

// inviteBody is POST /api/teams/{id}/invites' body.
type inviteBody struct {
	Email string `json:"email"`
}

// shareBody is POST /api/teams/{id}/shares' body: the caller's session the
// manager may read.
type shareBody struct {
	SessionID string `json:"sessionId"`
}

// teamID is the {id} of a team route; a malformed one is a missing team.
func teamID(r *http.Request) (string, error) {
	id := r.PathValue("id")
	if !ids.IsTimeSorted(id) {
		return "", teams.ErrTeamNotFound
	}
	return id, nil
}

func (s *Server) myTeam(w http.ResponseWriter, r *http.Request) error {
	mine, err := s.Teams.Mine(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, mine)
	return nil
}

func (s *Server) createTeam(w http.ResponseWriter, r *http.Request) error {
	var body teamBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	t, err := s.Teams.Create(r.Context(), caller(r), body.Name)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, t)
	return nil
}

func (s *Server) getTeam(w http.ResponseWriter, r *http.Request) error {
	id, err := teamID(r)
	if err != nil {
		return err
	}
	p, ok := teams.ParsePeriod(r.URL.Query().Get("period"))
	if !ok {
		return teams.ErrBadPeriod
	}
	v, err := s.Teams.Get(r.Context(), caller(r).ID, id, p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

func (s *Server) inviteToTeam(w http.ResponseWriter, r *http.Request) error {
	id, err := teamID(r)
	if err != nil {
		return err
	}
	var body inviteBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	inv, err := s.Teams.Invite(r.Context(), caller(r), id, body.Email)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, inv)
	return nil
}

func (s *Server) acceptInvite(w http.ResponseWriter, r *http.Request) error {
	t, err := s.Teams.Accept(r.Context(), caller(r), r.PathValue("token"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, t)
	return nil
}

func (s *Server) removeTeamMember(w http.ResponseWriter, r *http.Request) error {
	id, err := teamID(r)
	if err != nil {
		return err
	}
	member := r.PathValue("userId")
	if !ids.IsUserID(member) {
		return teams.ErrTeamNotFound
	}
	if err := s.Teams.RemoveMember(r.Context(), caller(r).ID, id, member); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}

func (s *Server) shareWithTeam(w http.ResponseWriter, r *http.Request) error {
	id, err := teamID(r)
	if err != nil {
		return err
	}
	var body shareBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	if err := s.Teams.Share(r.Context(), caller(r).ID, id, body.SessionID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}

func (s *Server) teamMemberSession(w http.ResponseWriter, r *http.Request) error {
	id, err := teamID(r)
	if err != nil {
		return err
	}
	member := r.PathValue("userId")
	if !ids.IsUserID(member) {
		return teams.ErrTeamNotFound
	}
	sess, err := s.Teams.SharedSession(r.Context(), caller(r).ID, id, member, r.PathValue("sessionId"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sess)
	return nil
}
