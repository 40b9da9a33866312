package httpapi

import (
	"net/http"
)

// listTips serves the tips and scripts library; a signed-in caller (a
// bearer token is optional on this route) also gets their personalised tips.
func (s *Server) listTips(w http.ResponseWriter, r *http.Request) error {
	reply, err := s.Tips.For(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, reply)
	return nil
}
