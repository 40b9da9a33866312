package httpapi

import (
	"encoding/base64"
	"net/http"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/voice"
)

// voiceToTextBody is the spec's voice-to-text body. Format is the client's
// word only: the audio's format is sniffed from its bytes.
type voiceToTextBody struct {
	Audio     string `json:"audio"`
	Format    string `json:"format,omitempty"`
	SessionID string `json:"sessionId,omitempty"`
	Script    string `json:"script,omitempty"`
}

// voiceToText is the voice-to-text function (package voice).
func (s *Server) voiceToText(w http.ResponseWriter, r *http.Request) error {
	var body voiceToTextBody
	if err := decodeAudioJSON(w, r, &body); err != nil {
		return err
	}
	tr, err := s.Voice.Transcribe(r.Context(), voice.Request{UserID: caller(r).ID, Audio: body.Audio, SessionID: body.SessionID, Script: body.Script})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, tr)
	return nil
}

// ttsBody is the spec's elevenlabs-tts body: voiceId is a voice style.
type ttsBody struct {
	Text    string `json:"text"`
	VoiceID string `json:"voiceId"`
}

// TTSReply is a spoken line: its audio in base64 and the audio's MIME type.
type TTSReply struct {
	AudioContent string `json:"audioContent"`
	ContentType  string `json:"contentType"`
}

// textToSpeech is the tts function, also served as elevenlabs-tts (package
// voice).
func (s *Server) textToSpeech(w http.ResponseWriter, r *http.Request) error {
	var body ttsBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	clip, err := s.Voice.Speak(r.Context(), caller(r).ID, body.Text, body.VoiceID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, TTSReply{AudioContent: base64.StdEncoding.EncodeToString(clip.Content), ContentType: clip.ContentType})
	return nil
}

// decodeAudioJSON is decodeJSON for a body that carries a recording: too
// large a body is the spec's too-large audio.
func decodeAudioJSON(w http.ResponseWriter, r *http.Request, v any) error {
	err := decodeJSON(w, r, v, false)
	if e := apperr.As(err); e != nil && e.Kind == apperr.KindTooLarge {
		return voice.ErrTooLarge
	}
	return err
}
