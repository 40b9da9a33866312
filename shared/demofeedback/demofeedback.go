// Package demofeedback is the demo's use case: anyone may answer the demo's
// price objection and get the coach's feedback, free ("Free Sales Practice
// Session"), within the pitch analysis' hourly limit (per address for
// visitors and guests, per user when signed in). A signed-in user's answer
// is saved among their sessions.
package demofeedback

import (
	"context"
	"log/slog"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/textin"
)

// MaxChars is the longest answer, as for a pitch.
const MaxChars = pitchanalysis.MaxChars

// RateAction is the rate-limit action a demo answer counts against.
const RateAction = pitchanalysis.RateAction

// Coach coaches a demo answer (llmcoach.Service).
type Coach interface {
	DemoFeedback(ctx context.Context, response string) llmcoach.DemoResult
}

// Service coaches demo answers.
type Service struct {
	Coach    Coach
	Limiter  pitchanalysis.Limiter
	Sessions practice.Store
	Log      *slog.Logger
	Now      func() time.Time // nil: time.Now
}

// Input is one answer. UserID is empty for a visitor; LimitKey is whom the
// rate limit counts (the user, or the visitor's address).
type Input struct {
	UserID    string
	LimitKey  string
	Response  string
	InputType string // text or voice
}

// Result is the spec's {feedback, fallback} with the coach's assessment, and
// the saved session for a signed-in user. The demo costs nothing, so there
// is no balance in it.
type Result struct {
	Feedback   string         `json:"feedback"`
	Fallback   bool           `json:"fallback"`
	Provider   string         `json:"provider"`
	Score      int            `json:"score"`
	Assessment coach.Feedback `json:"assessment"`
	SessionID  string         `json:"session_id,omitempty"`
	Saved      bool           `json:"saved,omitempty"`
}

// ErrEmpty is the spec's refusal of an empty answer.
var ErrEmpty = apperr.New(apperr.KindInvalid, "empty_response", "Type or record your answer to the prospect before submitting.")

// AnswerField is the answer field's rules, shared with the feedback e-mail of a
// demo answer.
var AnswerField = textin.Field{Name: "response", Max: MaxChars, Multiline: true, Empty: ErrEmpty,
	TooLong: func(n int) error { return pitchanalysis.TooLong("answer", n, MaxChars) }}

// Answer coaches an answer, free for everyone within the limit; a
// signed-in user's answer is saved as a session (a save that fails fails
// the call).
func (s *Service) Answer(ctx context.Context, in Input) (Result, error) {
	text, err := AnswerField.Clean(in.Response)
	if err != nil {
		return Result{}, err
	}
	if in.InputType != "text" && in.InputType != "voice" {
		return Result{}, apperr.InvalidInput(`inputType must be "text" or "voice".`)
	}
	if err := s.Limiter.Check(ctx, in.LimitKey, RateAction, ""); err != nil {
		return Result{}, err
	}
	res := s.Coach.DemoFeedback(ctx, text)
	out := result(res)
	if in.UserID == "" {
		return out, nil
	}
	saved, _, err := practice.Create(ctx, s.Sessions, s.session(in, text, res.Assessment))
	if err != nil {
		return Result{}, err
	}
	out.SessionID, out.Saved = saved.ID, true
	return out, nil
}

func result(res llmcoach.DemoResult) Result {
	return Result{Feedback: res.Feedback, Fallback: res.Fallback, Provider: res.Provider,
		Score: res.Assessment.OverallScore, Assessment: res.Assessment}
}

func (s *Service) session(in Input, text string, fb coach.Feedback) practice.Session {
	now := time.Now().UTC()
	if s.Now != nil {
		now = s.Now().UTC()
	}
	return practice.Session{
		UserID: in.UserID, ScenarioType: "objection_handling", Mode: in.InputType, Difficulty: "beginner",
		Industry: "general", Objection: "Price", DurationSeconds: 60, Score: fb.OverallScore,
		CategoryScores: map[string]int{
			"tone": fb.ResponseAnalysis.Tone.Rating, "clarity": fb.ResponseAnalysis.Clarity.Rating,
			"objectionHandling": fb.ResponseAnalysis.ObjectionHandling.Rating,
		},
		Transcript: []practice.Message{
			{ID: "1", Text: llmcoach.DemoObjection, Sender: "ai", Timestamp: now},
			{ID: "2", Text: text, Sender: "user", Timestamp: now},
		},
		FeedbackData: llmcoach.JSON(fb), CompletedAt: now,
	}
}
