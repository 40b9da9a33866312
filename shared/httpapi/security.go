package httpapi

import (
	"net/http"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/secevent"
)

// The security page's routes (the security function): the caller's rate
// limits, their reset on the local server, and the admins' list of recent
// security events.

// RateLimitStatus is GET /api/rate-limits: where each action's limit stands
// for the caller in its current window, read without counting a request.
type RateLimitStatus struct {
	Limits []ratelimit.Status `json:"limits"`
	// Resettable: the server is the local one, so POST
	// /api/rate-limits/reset clears the caller's counters.
	Resettable bool `json:"resettable"`
}

// SecurityEventList is GET /api/security-events (admins only): the newest
// events across users, newest first.
type SecurityEventList struct {
	Events []secevent.Summary `json:"events"`
}

// ErrResetNotLocal refuses a rate-limit reset anywhere but on the local
// server.
var ErrResetNotLocal = apperr.New(apperr.KindForbidden, "local_only",
	"You do not have permission to perform this action: rate limits can be reset only on the local server.")

func (s *Server) rateLimits(w http.ResponseWriter, r *http.Request) error {
	limits, err := s.Limiter.Statuses(r.Context(), caller(r).ID)
	if err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", apperr.Unavailable.Message, err)
	}
	writeJSON(w, http.StatusOK, RateLimitStatus{Limits: limits, Resettable: s.Public.Local})
	return nil
}

func (s *Server) resetRateLimits(w http.ResponseWriter, r *http.Request) error {
	if !s.Public.Local {
		return ErrResetNotLocal
	}
	u := caller(r)
	if err := s.Limiter.Reset(r.Context(), u.ID); err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", apperr.Unavailable.Message, err)
	}
	return s.rateLimits(w, r)
}

// securityEvents lists the newest events to a verified admin (the check
// is_verified_admin answers); anyone else's attempt is refused and logged.
func (s *Server) securityEvents(w http.ResponseWriter, r *http.Request) error {
	u := caller(r)
	if !u.IsAdmin() {
		s.Events.Record(r.Context(), u.ID, secevent.AdminOperationAttempt, map[string]any{"operation": "list_security_events", "allowed": false})
		return apperr.New(apperr.KindForbidden, "not_admin", "Insufficient privileges for this operation")
	}
	events, err := s.Events.Recent(r.Context(), secevent.RecentShown)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SecurityEventList{Events: events})
	return nil
}
