package httpapi

import (
	"net/http"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/pitchanalysis"
)

// scenarioBody is a pitch's practice scenario as the client sends it.
type scenarioBody struct {
	Difficulty string `json:"difficulty"`
	Objection  string `json:"objection"`
	Industry   string `json:"industry"`
	Custom     string `json:"custom"`
}

// pitchAnalysisBody is the spec's pitch-analysis body.
type pitchAnalysisBody struct {
	Transcript   string        `json:"transcript"`
	PracticeMode string        `json:"practiceMode,omitempty"`
	Scenario     *scenarioBody `json:"scenario,omitempty"`
	UserContext  *userContext  `json:"userContext,omitempty"`
	// DurationSeconds is how long a spoken pitch took (0: estimated).
	DurationSeconds float64 `json:"durationSeconds,omitempty"`
	// Words are a spoken pitch's word times, from voice-to-text.
	Words []coach.WordTiming `json:"words,omitempty"`
}

// userContext names the caller; a userId that is not theirs is refused.
type userContext struct {
	UserID string `json:"userId"`
}

// pitchAnalysis is the pitch-analysis function (package pitchanalysis).
func (s *Server) pitchAnalysis(w http.ResponseWriter, r *http.Request) error {
	var body pitchAnalysisBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	if body.UserContext != nil {
		if err := s.ownUser(r, "pitch-analysis", body.UserContext.UserID); err != nil {
			return err
		}
	}
	in := pitchanalysis.Input{UserID: caller(r).ID, Transcript: body.Transcript, Mode: body.PracticeMode, DurationSeconds: body.DurationSeconds, Words: body.Words}
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
