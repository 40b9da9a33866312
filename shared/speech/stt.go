// Package speech holds the application's speech interfaces: speech to text
// (Transcriber) and text to speech, the audio formats they accept and the
// conversion to the one format the local engines read.
package speech

import (
	"context"

	"pitchperfect/shared/apperr"
)

// Audio is one recording to transcribe.
type Audio struct {
	// Data is the recording as the client sent it, in any format Sniff knows.
	Data []byte
	// Hints are phrases the speaker is likely to say (the scenario, the
	// user's script, the buyer's lines); an engine may build its language
	// model from them.
	Hints []string
}

// Word is one recognised word with its time in the recording, in seconds.
type Word struct {
	Word  string  `json:"word"`
	Start float64 `json:"start"`
	End   float64 `json:"end"`
}

// Transcript is what a Transcriber heard.
type Transcript struct {
	Text            string  `json:"text"`
	Words           []Word  `json:"words"`
	DurationSeconds float64 `json:"durationSeconds"`
	Provider        string  `json:"provider"`
}

// Transcriber turns speech into text.
type Transcriber interface {
	Transcribe(ctx context.Context, a Audio) (Transcript, error)
}

// ErrNoAudio is the spec's error for an empty recording.
var ErrNoAudio = apperr.New(apperr.KindInvalid, "no_audio", "No audio data recorded.")

// ErrNoSpeech is the spec's error for a recording in which nothing was
// recognised (silence, noise).
var ErrNoSpeech = apperr.New(apperr.KindInvalid, "no_speech", "No speech detected in audio.")
