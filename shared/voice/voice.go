// Package voice is the voice use case: a signed-in rep's recording becomes
// text (Listen, Transcribe) and the buyer's line becomes speech (Speak).
// Every recording is checked from its bytes, counted against the spec's
// voice limits and only then given to the configured engine; every line to
// speak is screened first. Neither costs credits: the features that use them
// (a spoken role-play reply, a pitch analysis) are paid for where they are
// delivered.
package voice

import (
	"context"
	"encoding/base64"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/textin"
)

// MaxAudioBytes is the largest recording one request may carry, decoded: a
// Lambda invocation carries at most 6 MB, and base64 makes 4 MiB of audio
// about 5.6 MB. That is over 15 minutes of the browser's Opus speech; longer
// audio is a call recording, uploaded to S3. The spec's 10 MB / 25 MB limits
// are above what a request can carry, so this one is the limit.
const MaxAudioBytes = 4 << 20

// MaxTranscriptChars is the spec's maximum for a voice transcript.
const MaxTranscriptChars = 3000

// RateAction is the hourly rate-limit action of transcription (the spec's
// voice_processing, 50 an hour).
const RateAction = "voice_processing"

// Rules are the voice limits besides the hourly one: the function's 10 per
// 60 s and the spec's voice_rate_limits window of 10 per 5 minutes, both per
// user, for transcription; and for speech, 30 lines a minute and 300 an
// hour (a role-play speaks one buyer line per reply).
var Rules = map[string]ratelimit.Rule{
	"voice_minute": {Max: 10, Window: time.Minute},
	"voice_window": {Max: 10, Window: 5 * time.Minute},
	"tts_minute":   {Max: 30, Window: time.Minute},
	"tts_hour":     {Max: 300, Window: time.Hour},
}

// RateLimitMessage is the spec's 429 for voice processing.
const RateLimitMessage = "Voice processing rate limit exceeded. Please try again later."

// The spec's voice errors.
var (
	ErrUnauthenticated = apperr.New(apperr.KindUnauthenticated, "unauthenticated", "Authentication required for voice processing.")
	ErrInvalidAudio    = apperr.New(apperr.KindInvalid, "invalid_audio", "Invalid audio format or size.")
	ErrTooLarge        = apperr.New(apperr.KindTooLarge, "audio_too_large", "Audio file too large (max 4MB).")
	ErrTranscriptLong  = apperr.New(apperr.KindInvalid, "transcript_too_long", "Recording too long: the transcript is over 3000 characters. Please record a shorter answer.")
	ErrBlockedText     = apperr.New(apperr.KindInvalid, "content_blocked", "This text cannot be spoken: it contains content that is not allowed.")
	ErrNoSTT           = apperr.New(apperr.KindUnavailable, "speech_unavailable", "Voice transcription is not available on this server. Please use text input.")
	ErrNoTTS           = apperr.New(apperr.KindUnavailable, "speech_unavailable", "Spoken replies are not available on this server.")
)

// Limiter counts requests (ratelimit.Limiter).
type Limiter interface {
	Check(ctx context.Context, key, action, message string) error
}

// Events records security events (secevent.Recorder).
type Events interface {
	Record(ctx context.Context, userID, eventType string, details map[string]any)
}

// Service runs the voice use cases. A nil STT or TTS means the engine is
// not available here (STTError or TTSError says why): the calls answer 503
// and nothing is counted.
type Service struct {
	STT speech.Transcriber
	TTS speech.Synthesizer
	// STTError and TTSError explain a missing engine (speech.MissingTool
	// names the packages to install).
	STTError, TTSError error
	// Limiter applies the hourly voice_processing rule (ratelimit.Rules);
	// Window the voice Rules above, over the same counters.
	Limiter, Window Limiter
	// Hints returns what a role-play's rep is likely to say (its scenario,
	// the buyer's lines, the script), to shape the language model.
	Hints  func(ctx context.Context, userID, sessionID string) ([]string, error)
	Events Events
}

// Request is one recording to transcribe, as the client sends it.
type Request struct {
	UserID string
	// Audio is the recording in base64 (a "data:…;base64," prefix is
	// allowed); its format is sniffed from the bytes.
	Audio string
	// SessionID names a role-play whose scenario shapes the language model.
	SessionID string
	// Script is the rep's script, which also shapes it.
	Script string
}

// DecodeAudio decodes a base64 recording and checks it: not empty, at most
// MaxAudioBytes, a known audio format.
func DecodeAudio(b64 string) ([]byte, error) {
	if _, data, ok := strings.Cut(b64, ";base64,"); ok && strings.HasPrefix(b64, "data:") {
		b64 = data
	}
	b64 = strings.TrimSpace(b64)
	if b64 == "" {
		return nil, speech.ErrNoAudio
	}
	if base64.StdEncoding.DecodedLen(len(b64)) > MaxAudioBytes+3 {
		return nil, ErrTooLarge
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		if data, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(b64, "=")); err != nil {
			return nil, apperr.Wrap(ErrInvalidAudio.Kind, ErrInvalidAudio.Code, ErrInvalidAudio.Message, err)
		}
	}
	if len(data) > MaxAudioBytes {
		return nil, ErrTooLarge
	}
	if _, err := speech.Sniff(data); err != nil {
		return nil, err
	}
	return data, nil
}

// Transcribe is the voice-to-text function: the recording's text and word
// times.
func (s *Service) Transcribe(ctx context.Context, in Request) (speech.Transcript, error) {
	data, err := DecodeAudio(in.Audio)
	if err != nil {
		return speech.Transcript{}, err
	}
	var hints []string
	if in.SessionID != "" && s.Hints != nil {
		if hints, err = s.Hints(ctx, in.UserID, in.SessionID); err != nil {
			return speech.Transcript{}, err
		}
	}
	script, err := textin.Field{Name: "script", Multiline: true}.Clean(in.Script)
	if err != nil {
		return speech.Transcript{}, err
	}
	if script != "" {
		hints = append(hints, script)
	}
	return s.Listen(ctx, in.UserID, data, hints)
}

// Listen transcribes a decoded recording (DecodeAudio) for userID, after
// counting it against the voice limits. The role-play's spoken replies come
// here too.
func (s *Service) Listen(ctx context.Context, userID string, data []byte, hints []string) (speech.Transcript, error) {
	if s.STT == nil {
		return speech.Transcript{}, unavailable(ErrNoSTT, s.STTError)
	}
	if err := s.count(ctx, userID, s.Window, "voice_minute", "voice_window"); err != nil {
		return speech.Transcript{}, err
	}
	if err := s.count(ctx, userID, s.Limiter, RateAction); err != nil {
		return speech.Transcript{}, err
	}
	tr, err := s.STT.Transcribe(ctx, speech.Audio{Data: data, Hints: hints})
	if err != nil {
		return speech.Transcript{}, err
	}
	if strings.TrimSpace(tr.Text) == "" {
		return speech.Transcript{}, speech.ErrNoSpeech
	}
	if len([]rune(tr.Text)) > MaxTranscriptChars {
		return speech.Transcript{}, ErrTranscriptLong
	}
	if tr.Words == nil {
		tr.Words = []speech.Word{}
	}
	return tr, nil
}

// Speak is the tts function: the line in the voice style, screened by the
// output guard first. A line already spoken comes from the engine's cache.
func (s *Service) Speak(ctx context.Context, userID, text, voiceID string) (speech.Clip, error) {
	sp := speech.Speech{Text: text, Voice: speech.Voice(strings.ToLower(strings.TrimSpace(voiceID)))}
	if err := sp.Validate(); err != nil {
		return speech.Clip{}, err
	}
	if s.TTS == nil {
		return speech.Clip{}, unavailable(ErrNoTTS, s.TTSError)
	}
	if g := safety.GuardRoleplayOutput(text); g.Blocked {
		if s.Events != nil {
			s.Events.Record(ctx, userID, secevent.ContentBlocked, map[string]any{"operation": "tts", "violations": g.Reasons})
		}
		return speech.Clip{}, ErrBlockedText
	}
	if err := s.count(ctx, userID, s.Window, "tts_minute", "tts_hour"); err != nil {
		return speech.Clip{}, err
	}
	return s.TTS.Synthesize(ctx, sp)
}

// count checks each action in turn; the first refusal is the spec's voice
// 429.
func (s *Service) count(ctx context.Context, userID string, l Limiter, actions ...string) error {
	for _, a := range actions {
		if err := l.Check(ctx, userID, a, RateLimitMessage); err != nil {
			return err
		}
	}
	return nil
}

// unavailable is the 503 of a missing engine, with the reason (the packages
// to install) when there is one.
func unavailable(base *apperr.Error, cause error) error {
	if e := apperr.As(cause); e != nil {
		return e
	}
	return apperr.Wrap(base.Kind, base.Code, base.Message, cause)
}
