package httpapi

import (
	"net/http"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/demofeedback"
)

// demoFeedback is the public demo-feedback function (package demofeedback).
func (s *Server) demoFeedback(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Response  string `json:"response"`
		InputType string `json:"inputType"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	u, signedIn := auth.UserFrom(r.Context())
	res, err := s.Demo.Answer(r.Context(), demofeedback.Input{
		UserID: u.ID, LimitKey: s.clientKey(r, u, signedIn), Response: body.Response, InputType: body.InputType,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// clientKey is whom a public function's limit counts: the user, or the
// caller's address (clientIP).
func (s *Server) clientKey(r *http.Request, u auth.User, signedIn bool) string {
	if signedIn {
		return u.ID
	}
	return "anon:" + s.clientIP(r)
}
