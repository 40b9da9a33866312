package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/coaching"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/textin"
)

// MaxPitchChars is the text pitch limit (spec 001 §9).
const MaxPitchChars = 2000

type scenarioBody struct {
	Difficulty string `json:"difficulty"`
	Objection  string `json:"objection"`
	Industry   string `json:"industry"`
	Custom     string `json:"custom"`
}

func (sc *scenarioBody) toCoach() (coach.Scenario, error) {
	if sc == nil {
		return coach.Scenario{}, nil
	}
	var out coach.Scenario
	for _, f := range []struct {
		dst   *string
		name  string
		value string
		max   int
	}{
		{&out.Difficulty, "difficulty", sc.Difficulty, 40}, {&out.Objection, "objection", sc.Objection, 40},
		{&out.Industry, "industry", sc.Industry, 40}, {&out.Custom, "custom", sc.Custom, 500},
	} {
		name, limit := "scenario."+f.name, f.max
		tooLong := func(int) error { return invalid(fmt.Sprintf("%s is too long (max %d characters).", name, limit)) }
		v, err := textin.Field{Name: name, Max: limit, Multiline: f.name == "custom", TooLong: tooLong}.Clean(f.value)
		if err != nil {
			return coach.Scenario{}, err
		}
		*f.dst = v
	}
	return out, nil
}

func invalid(detail string) error {
	return apperr.New(apperr.KindInvalid, "invalid_request", "Invalid request. Please check your input: "+detail)
}

func checkMode(mode string) (string, error) {
	switch mode {
	case "", "text":
		return "text", nil
	case "voice":
		return "voice", nil
	}
	return "", invalid(`practiceMode must be "text" or "voice".`)
}

var (
	errEmptyPitch   = apperr.New(apperr.KindInvalid, "empty_pitch", "Type your pitch in the text area before submitting.")
	errEmptyAnswer  = apperr.New(apperr.KindInvalid, "empty_response", "Type or record your answer to the prospect before submitting.")
	errNoCredits    = apperr.New(apperr.KindConflict, "insufficient_credits", "You need at least 1 credit to analyze a pitch.")
	errBadSessionID = apperr.New(apperr.KindInvalid, "invalid_session_id", "Invalid request. Please check your input: sessionId is not a session id.")

	// pitchText is the pitch-analysis transcript; demoResponse the demo's
	// answer.
	pitchText    = textin.Field{Name: "transcript", Max: MaxPitchChars, Multiline: true, Empty: errEmptyPitch, TooLong: func(n int) error { return errTooLong("pitch", n) }}
	demoResponse = textin.Field{Name: "response", Max: MaxPitchChars, Multiline: true, Empty: errEmptyAnswer, TooLong: func(n int) error { return errTooLong("answer", n) }}
)

func errTooLong(what string, n int) error {
	return apperr.New(apperr.KindInvalid, "too_long", fmt.Sprintf("Your %s is %d characters; the limit is %d. Shorten it and try again.", what, n, MaxPitchChars))
}

// pitchAnalysis is the pitch-analysis function: validate, check credits,
// score, then charge one credit and save the session. Nothing is charged or
// saved when scoring is refused or fails.
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
	text, err := pitchText.Clean(body.Transcript)
	if err != nil {
		return err
	}
	mode, err := checkMode(body.PracticeMode)
	if err != nil {
		return err
	}
	if body.DurationSeconds < 0 || body.DurationSeconds > 3600 {
		return invalid("durationSeconds must be between 0 and 3600.")
	}
	sc, err := body.Scenario.toCoach()
	if err != nil {
		return err
	}
	u := caller(r)
	profileOf := s.prefetchProfile(r.Context(), u.ID)
	if err := s.allow(r, u.ID, "content_generation"); err != nil {
		return err
	}
	p, err := profileOf()
	if err != nil {
		return err
	}
	if !p.HasCredits(1) {
		return errNoCredits
	}

	res := s.Coaching.AnalyzePitch(r.Context(), coach.Input{Text: text, Mode: mode, DurationSeconds: body.DurationSeconds, Scenario: sc})
	remaining, err := s.Profiles.Spend(r.Context(), u.ID, "pitch_analysis")
	if errors.Is(err, profile.ErrInsufficientCredits) {
		return errNoCredits // spent elsewhere meanwhile: no result without payment
	}
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	sess := practice.Session{
		UserID: u.ID, ScenarioType: "pitch_analysis", Mode: mode,
		Difficulty: sc.Difficulty, Industry: sc.Industry, Objection: sc.Objection,
		DurationSeconds: int(res.Analysis.Metrics.DurationSeconds + 0.5), Score: res.Analysis.OverallScore,
		CategoryScores: coaching.CategoryScores(res.Analysis),
		Transcript:     []practice.Message{{ID: "1", Text: text, Sender: "user", Timestamp: now}},
		FeedbackData:   coaching.JSON(res.Analysis), CompletedAt: now,
	}
	sessionID, saved := s.saveSession(r, sess)
	writeJSON(w, http.StatusOK, map[string]any{
		"analysis": res.Analysis, "fallback": res.Fallback, "provider": res.Provider,
		"credits_remaining": remaining, "session_id": sessionID, "saved": saved,
	})
	return nil
}

// saveSession stores a scored session. The credits are already spent, so a
// failure is reported in the reply ("saved": false, the spec's Save Error
// toast) rather than as an error that would hide the result.
func (s *Server) saveSession(r *http.Request, sess practice.Session) (string, bool) {
	sess.ID = ids.TimeSorted(sess.CompletedAt)
	if err := s.Sessions.Put(r.Context(), sess); err != nil {
		loggerFrom(r.Context(), s.Log).ErrorContext(r.Context(), "practice session not saved", "err", err)
		return "", false
	}
	return sess.ID, true
}

// prefetchProfile reads the caller's profile in the background and returns
// the function that waits for it. A handler starts it as soon as it knows
// the caller, so the read's round trips overlap with its own checks,
// screening and rate-limit count rather than follow them. The read's only
// effect is the one every read has: a missing profile is created
// (profile.Service.GetOrCreate).
func (s *Server) prefetchProfile(ctx context.Context, userID string) func() (profile.Profile, error) {
	var p profile.Profile
	var err error
	read := make(chan struct{})
	// Not cancelled with the request: a handler that returns early (a 429)
	// leaves the read to finish on its own, bounded by the store's deadlines.
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer close(read)
		p, err = s.Profiles.GetOrCreate(ctx, userID)
	}()
	return func() (profile.Profile, error) {
		<-read
		return p, err
	}
}

// allow counts one request against the caller's limit for action.
func (s *Server) allow(r *http.Request, key, action string) error {
	res, err := s.Limiter.Allow(r.Context(), key, action)
	if err != nil {
		// The spec's limiter fails open; ours reports the outage instead of
		// letting unlimited costly work through.
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.", err)
	}
	if !res.Allowed {
		return ratelimit.Limited(res, "")
	}
	return nil
}

// demoFeedback is the public demo-feedback function. Visitors and guests get
// feedback free (limited per address); a signed-in user pays 1 credit for a
// text answer or 2 for voice, unless the answer came from the fallback.
func (s *Server) demoFeedback(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Response  string `json:"response"`
		InputType string `json:"inputType"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	text, err := demoResponse.Clean(body.Response)
	if err != nil {
		return err
	}
	if body.InputType != "text" && body.InputType != "voice" {
		return invalid(`inputType must be "text" or "voice".`)
	}
	u, signedIn := auth.UserFrom(r.Context())
	feature := "demo_objection_" + body.InputType
	cost, _ := profile.Cost(feature)
	var profileOf func() (profile.Profile, error)
	if signedIn {
		profileOf = s.prefetchProfile(r.Context(), u.ID)
	}
	if err := s.allow(r, s.clientKey(r, u, signedIn), "content_generation"); err != nil {
		return err
	}
	if signedIn {
		p, err := profileOf()
		if err != nil {
			return err
		}
		if !p.HasCredits(cost) {
			return apperr.New(apperr.KindConflict, "insufficient_credits", fmt.Sprintf("You need at least %d credit(s) for a %s answer.", cost, body.InputType))
		}
	}
	res := s.Coaching.DemoFeedback(r.Context(), text)
	reply := map[string]any{"feedback": res.Feedback, "fallback": res.Fallback, "provider": res.Provider,
		"score": res.Assessment.OverallScore, "assessment": res.Assessment}
	if signedIn {
		if !res.Fallback {
			remaining, err := s.Profiles.Spend(r.Context(), u.ID, feature)
			if errors.Is(err, profile.ErrInsufficientCredits) {
				return apperr.New(apperr.KindConflict, "insufficient_credits", fmt.Sprintf("You need at least %d credit(s) for a %s answer.", cost, body.InputType))
			}
			if err != nil {
				return err
			}
			reply["credits_remaining"] = remaining
		}
		now := time.Now().UTC()
		id, saved := s.saveSession(r, practice.Session{
			UserID: u.ID, ScenarioType: "objection_handling", Mode: body.InputType, Difficulty: "beginner",
			Industry: "general", Objection: "Price", DurationSeconds: 60, Score: res.Assessment.OverallScore,
			CategoryScores: map[string]int{
				"tone": res.Assessment.ResponseAnalysis.Tone.Rating, "clarity": res.Assessment.ResponseAnalysis.Clarity.Rating,
				"objectionHandling": res.Assessment.ResponseAnalysis.ObjectionHandling.Rating,
			},
			Transcript: []practice.Message{
				{ID: "1", Text: coaching.DemoObjection, Sender: "ai", Timestamp: now},
				{ID: "2", Text: text, Sender: "user", Timestamp: now},
			},
			FeedbackData: coaching.JSON(res.Assessment), CompletedAt: now,
		})
		reply["session_id"], reply["saved"] = id, saved
	}
	writeJSON(w, http.StatusOK, reply)
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
