// Package pitchanalysis is the pitch-analysis use case: a rep's pitch is
// checked, counted against their limit, scored by the coach, saved as a
// practice session and paid for with one credit (package paid), in that
// order. Transports (the HTTP function today, voice next) decode their input
// into an Input and encode the Result; the rules live here.
package pitchanalysis

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/paid"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/textin"
	"pitchperfect/shared/voice"
)

// MaxChars is the text pitch limit (spec 001 §9).
const MaxChars = 2000

// Limits of the scenario's fields: the situation (custom) and the short ones
// (difficulty, objection, industry).
const (
	MaxSituationChars     = 500
	MaxScenarioFieldChars = 40
)

// MaxDurationSeconds bounds the duration a client reports for a spoken pitch.
const MaxDurationSeconds = 3600

// RateAction is the rate-limit action a pitch analysis counts against.
const RateAction = "content_generation"

// Coach scores a pitch (llmcoach.Service: an LLM with the built-in coach as
// its Backup Mode, or the built-in coach alone).
type Coach interface {
	AnalyzePitch(ctx context.Context, in coach.Input) llmcoach.Result
}

// Limiter counts requests (ratelimit.Limiter).
type Limiter interface {
	Check(ctx context.Context, key, action, message string) error
}

// Profiles are the credit rules (profile.Service).
type Profiles interface {
	paid.Profiles
	paid.Reader
}

// Service runs pitch analyses.
type Service struct {
	Coach    Coach
	Limiter  Limiter
	Profiles Profiles
	Sessions practice.Store
	Log      *slog.Logger
	Now      func() time.Time // nil: time.Now
}

// Scenario is the practice scenario the pitch is for; every field optional.
type Scenario struct {
	Difficulty, Objection, Industry, Custom string
}

// Input is one pitch to analyse, as the rep sent it.
type Input struct {
	UserID          string
	Transcript      string
	Mode            string // "" or text, voice
	DurationSeconds float64
	// Words are a spoken pitch's word times (from voice-to-text): the coach
	// reads pauses and pace from them.
	Words    []coach.WordTiming
	Scenario Scenario
}

// Result is what the rep gets back, in the spec's field names.
type Result struct {
	Analysis         coach.Analysis `json:"analysis"`
	Fallback         bool           `json:"fallback"`
	Provider         string         `json:"provider"`
	CreditsRemaining int            `json:"credits_remaining"`
	SessionID        string         `json:"session_id"`
	// Saved is always true: a result is saved before it is paid for, and a
	// failed save fails the call (the field stays for the clients that read
	// it).
	Saved bool `json:"saved"`
}

// Errors in the spec's words.
var (
	ErrEmpty     = apperr.New(apperr.KindInvalid, "empty_pitch", "Type your pitch in the text area before submitting.")
	ErrNoCredits = apperr.New(apperr.KindConflict, "insufficient_credits", "You need at least 1 credit to analyze a pitch.")
)

// TooLong is the refusal of a text of n characters over limit.
func TooLong(what string, n, limit int) error {
	return apperr.New(apperr.KindInvalid, "too_long", fmt.Sprintf("Your %s is %d characters; the limit is %d. Shorten it and try again.", what, n, limit))
}

var transcript = textin.Field{Name: "transcript", Max: MaxChars, Multiline: true, Empty: ErrEmpty,
	TooLong: func(n int) error { return TooLong("pitch", n, MaxChars) }}

// spokenTranscript is a voice pitch's transcript: the spec's voice
// transcript limit, what voice-to-text may return.
var spokenTranscript = textin.Field{Name: "transcript", Max: voice.MaxTranscriptChars, Multiline: true, Empty: ErrEmpty,
	TooLong: func(n int) error { return TooLong("spoken pitch", n, voice.MaxTranscriptChars) }}

// Analyze scores a pitch and charges for it. Nothing is counted, charged or
// saved for input that is refused; nothing is charged for a Backup Mode
// answer (see package paid).
func (s *Service) Analyze(ctx context.Context, in Input) (Result, error) {
	mode, err := CheckMode(in.Mode)
	if err != nil {
		return Result{}, err
	}
	field := transcript
	if mode == "voice" {
		field = spokenTranscript
	}
	text, err := field.Clean(in.Transcript)
	if err != nil {
		return Result{}, err
	}
	if in.DurationSeconds < 0 || in.DurationSeconds > MaxDurationSeconds {
		return Result{}, apperr.InvalidInput(fmt.Sprintf("durationSeconds must be between 0 and %d.", MaxDurationSeconds))
	}
	for _, w := range in.Words {
		if w.Start < 0 || w.End < w.Start || w.End > MaxDurationSeconds {
			return Result{}, apperr.InvalidInput("words must have 0 <= start <= end, in seconds.")
		}
	}
	sc, err := in.Scenario.clean()
	if err != nil {
		return Result{}, err
	}
	balance := paid.Prefetch(ctx, s.Profiles, in.UserID)
	if err := s.Limiter.Check(ctx, in.UserID, RateAction, ""); err != nil {
		return Result{}, err
	}
	var saved practice.Session
	receipt, err := paid.Run(ctx, s.Profiles, s.Log, paid.Job[llmcoach.Result]{
		UserID: in.UserID, Feature: profile.PitchAnalysis(), Balance: balance, NoCredits: ErrNoCredits,
		Work: func(ctx context.Context) (llmcoach.Result, bool, error) {
			res := s.Coach.AnalyzePitch(ctx, coach.Input{Text: text, Mode: mode, DurationSeconds: in.DurationSeconds, Words: in.Words, Scenario: sc})
			return res, !res.Fallback, nil
		},
		Save: func(ctx context.Context, res llmcoach.Result) (paid.Undo, error) {
			var undo paid.Undo
			saved, undo, err = practice.Create(ctx, s.Sessions, s.session(in.UserID, mode, text, sc, res.Analysis))
			return undo, err
		},
	})
	if err != nil {
		return Result{}, err
	}
	return Result{
		Analysis: receipt.Result.Analysis, Fallback: receipt.Result.Fallback, Provider: receipt.Result.Provider,
		CreditsRemaining: receipt.Remaining, SessionID: saved.ID, Saved: true,
	}, nil
}

func (s *Service) session(userID, mode, text string, sc coach.Scenario, a coach.Analysis) practice.Session {
	now := s.now()
	return practice.Session{
		UserID: userID, ScenarioType: "pitch_analysis", Mode: mode,
		Difficulty: sc.Difficulty, Industry: sc.Industry, Objection: sc.Objection,
		DurationSeconds: int(a.Metrics.DurationSeconds + 0.5), Score: a.OverallScore,
		CategoryScores: llmcoach.CategoryScores(a),
		Transcript:     []practice.Message{{ID: "1", Text: text, Sender: "user", Timestamp: now}},
		FeedbackData:   llmcoach.JSON(a), CompletedAt: now,
	}
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// CheckMode reads a practice mode: text (the default) or voice.
func CheckMode(mode string) (string, error) {
	switch mode {
	case "", "text":
		return "text", nil
	case "voice":
		return "voice", nil
	}
	return "", apperr.InvalidInput(`practiceMode must be "text" or "voice".`)
}

// clean checks and normalises the scenario's fields.
func (sc Scenario) clean() (coach.Scenario, error) {
	var out coach.Scenario
	for _, f := range []struct {
		dst   *string
		name  string
		value string
		max   int
	}{
		{&out.Difficulty, "difficulty", sc.Difficulty, MaxScenarioFieldChars}, {&out.Objection, "objection", sc.Objection, MaxScenarioFieldChars},
		{&out.Industry, "industry", sc.Industry, MaxScenarioFieldChars}, {&out.Custom, "custom", sc.Custom, MaxSituationChars},
	} {
		name, limit := "scenario."+f.name, f.max
		tooLong := func(int) error {
			return apperr.InvalidInput(fmt.Sprintf("%s is too long (max %d characters).", name, limit))
		}
		v, err := textin.Field{Name: name, Max: limit, Multiline: f.name == "custom", TooLong: tooLong}.Clean(f.value)
		if err != nil {
			return coach.Scenario{}, err
		}
		*f.dst = v
	}
	return out, nil
}
