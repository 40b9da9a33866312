package httpapi

import (
	"encoding/json"
	"net/http"

	"pitchperfect/shared/apperr"
)

// AccountDeleteBody is DELETE /api/account's body: the word the user typed
// to confirm (account.ConfirmWord).
type AccountDeleteBody struct {
	Confirm string `json:"confirm"`
}

// deleteAccount is DELETE /api/account: the account and everything the
// user owns are deleted (package account); the web app then signs out.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) error {
	if s.Account == nil {
		return apperr.Unavailable
	}
	var body AccountDeleteBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	u := caller(r)
	if err := s.Account.Delete(r.Context(), u, body.Confirm); err != nil {
		return err
	}
	if f, ok := s.Verifier.(interface{ Forget(username, sub string) }); ok {
		f.Forget(u.Username, u.ID) // this container refuses the token at once
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}

// exportAccount is GET /api/account/export: one JSON file of everything the
// user owns, saved by the browser.
func (s *Server) exportAccount(w http.ResponseWriter, r *http.Request) error {
	if s.Account == nil {
		return apperr.Unavailable
	}
	e, err := s.Account.Export(r.Context(), caller(r))
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", `attachment; filename="pitchperfect-my-data.json"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(data)
	return nil
}
