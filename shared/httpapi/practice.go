package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
)

func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) error {
	limit := practice.DefaultPageSize
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > practice.MaxPageSize {
			return apperr.New(apperr.KindInvalid, "invalid_limit", "Invalid request. Please check your input: limit must be a number from 1 to 100.")
		}
		limit = n
	}
	page, err := s.Sessions.List(r.Context(), caller(r).ID, limit, r.URL.Query().Get("cursor"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, page)
	return nil
}

// getSession serves one of the caller's sessions. An id that is not a
// session id cannot name one: 404 without a lookup.
func (s *Server) getSession(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	if !ids.IsTimeSorted(id) {
		return apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: no such practice session.")
	}
	sess, err := s.Sessions.Get(r.Context(), caller(r).ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sess)
	return nil
}

// stats serves the dashboard's figures; ?tz= is the browser's IANA zone, so
// "today" in the last-week chart is the user's today. Lambda images need not
// carry zone data, so the binaries that serve it embed time/tzdata
// (functions/practice-sessions, functions/local).
func (s *Server) stats(w http.ResponseWriter, r *http.Request) error {
	loc := time.UTC
	if tz := r.URL.Query().Get("tz"); tz != "" {
		l, err := time.LoadLocation(tz)
		if err != nil {
			return apperr.New(apperr.KindInvalid, "invalid_tz", "Invalid request. Please check your input: tz must be an IANA time zone such as Europe/Berlin.")
		}
		loc = l
	}
	all, err := s.Sessions.All(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, practice.ComputeStats(all, time.Now(), loc))
	return nil
}
