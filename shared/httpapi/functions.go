package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/coaching"
	"pitchperfect/shared/ids"
	mailer "pitchperfect/shared/mail"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/ratelimit"
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
	for name, v := range map[string]string{"difficulty": sc.Difficulty, "objection": sc.Objection, "industry": sc.Industry} {
		if utf8.RuneCountInString(v) > 40 {
			return coach.Scenario{}, invalid("scenario." + name + " is too long (max 40 characters).")
		}
	}
	if utf8.RuneCountInString(sc.Custom) > 500 {
		return coach.Scenario{}, invalid("scenario.custom is too long (max 500 characters).")
	}
	return coach.Scenario{Difficulty: sc.Difficulty, Objection: sc.Objection, Industry: sc.Industry, Custom: sc.Custom}, nil
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
	errEmptyPitch = apperr.New(apperr.KindInvalid, "empty_pitch", "Type your pitch in the text area before submitting.")
	errNoCredits  = apperr.New(apperr.KindConflict, "insufficient_credits", "You need at least 1 credit to analyze a pitch.")
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
	text := strings.TrimSpace(body.Transcript)
	if text == "" {
		return errEmptyPitch
	}
	if n := utf8.RuneCountInString(text); n > MaxPitchChars {
		return errTooLong("pitch", n)
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
	text := strings.TrimSpace(body.Response)
	if text == "" {
		return apperr.New(apperr.KindInvalid, "empty_response", "Type or record your answer to the prospect before submitting.")
	}
	if n := utf8.RuneCountInString(text); n > MaxPitchChars {
		return errTooLong("answer", n)
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

// emailRule limits feedback e-mails per sender: each goes to an address the
// caller chooses, so it is kept well below the general API limit.
var emailRule = map[string]ratelimit.Rule{"feedback_email": {Max: 5, Window: time.Hour}}

// sendFeedbackEmail mails a practice session's feedback to the address given.
func (s *Server) sendFeedbackEmail(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Email       string         `json:"email"`
		SessionData map[string]any `json:"sessionData"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	addr, err := mail.ParseAddress(strings.TrimSpace(body.Email))
	if err != nil || addr.Address != strings.TrimSpace(body.Email) || len(addr.Address) > 254 {
		return apperr.New(apperr.KindInvalid, "invalid_email", "Please enter a valid email address")
	}
	if raw, _ := json.Marshal(body.SessionData); len(body.SessionData) == 0 || len(raw) > 16<<10 {
		return invalid("sessionData must be a JSON object of at most 16 KB.")
	}
	u, signedIn := auth.UserFrom(r.Context())
	limiter := ratelimit.Limiter{Store: s.Limiter.Store, Rules: emailRule}
	res, err := limiter.Allow(r.Context(), s.clientKey(r, u, signedIn), "feedback_email")
	if err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.", err)
	}
	if !res.Allowed {
		return ratelimit.Limited(res, "Too many feedback e-mails. Please try again later.")
	}
	if err := s.Mailer.Send(r.Context(), mailer.Message{To: addr.Address, Subject: "Your PitchPerfect practice feedback", Text: feedbackText(body.SessionData)}); err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "email_failed", "The e-mail could not be sent. Please try again later.", err)
	}
	writeJSON(w, http.StatusOK, map[string]any{"success": true})
	return nil
}

// feedbackText renders the known fields of a session as plain text; other
// fields are ignored, so the mail carries nothing a caller smuggles in.
func feedbackText(d map[string]any) string {
	var b strings.Builder
	b.WriteString("Here is the feedback from your PitchPerfect practice session.\n\n")
	for _, f := range []struct{ key, label string }{
		{"type", "Answer type"}, {"timestamp", "Time"}, {"score", "Score"}, {"response", "Your answer"}, {"feedback", "Coach's feedback"},
	} {
		v, ok := d[f.key]
		if !ok {
			continue
		}
		s := strings.TrimSpace(fmt.Sprint(v))
		if utf8.RuneCountInString(s) > 3000 {
			s = string([]rune(s)[:3000]) + "…"
		}
		fmt.Fprintf(&b, "%s: %s\n\n", f.label, s)
	}
	b.WriteString("Keep practising: every rehearsal makes the real conversation easier.\n")
	return b.String()
}
