package httpapi

import (
	"net/http"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/pitchanalysis"
)

// scenarioBody is a pitch's practice scenario as the client sends it.
type scenarioBody struct {
	Difficulty string `json:"difficulty"`
	Objection  string `json:"objection"`
	Industry   string `json:"industry"`
	Custom     string `json:"custom"`
}

func invalid(detail string) error { return apperr.InvalidInput(detail) }

var errBadSessionID = apperr.New(apperr.KindInvalid, "invalid_session_id", "Invalid request. Please check your input: sessionId is not a session id.")

// pitchAnalysis is the pitch-analysis function (package pitchanalysis).
func (s *Server) pitchAnalysis(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Transcript   string        `json:"transcript"`
		PracticeMode string        `json:"practiceMode"`
		Scenario     *scenarioBody `json:"scenario"`
		UserContext  *struct {
			UserID string `json:"userId"`
		} `json:"userContext"`
		DurationSeconds float64 `json:"durationSeconds"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	if body.UserContext != nil {
		if err := s.ownUser(r, "pitch-analysis", body.UserContext.UserID); err != nil {
			return err
		}
	}
	in := pitchanalysis.Input{UserID: caller(r).ID, Transcript: body.Transcript, Mode: body.PracticeMode, DurationSeconds: body.DurationSeconds}
	if sc := body.Scenario; sc != nil {
		in.Scenario = pitchanalysis.Scenario{Difficulty: sc.Difficulty, Objection: sc.Objection, Industry: sc.Industry, Custom: sc.Custom}
	}
	res, err := s.Pitches.Analyze(r.Context(), in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// allow counts one request against the caller's limit for action.
func (s *Server) allow(r *http.Request, key, action string) error {
	return s.Limiter.Check(r.Context(), key, action, "")
}

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
