package httpapi

import (
	"net/http"

	"pitchperfect/shared/pitchanalysis"
)

// scenarioBody is a pitch's practice scenario as the client sends it.
type scenarioBody struct {
	Difficulty string `json:"difficulty"`
	Objection  string `json:"objection"`
	Industry   string `json:"industry"`
	Custom     string `json:"custom"`
}

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
