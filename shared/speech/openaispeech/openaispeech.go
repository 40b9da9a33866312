// Package openaispeech is speech to text and text to speech on an
// OpenAI-compatible audio API: OpenAI itself, or a self-hosted server
// (a Whisper or Piper server) that answers the same two routes,
// /v1/audio/transcriptions and /v1/audio/speech.
package openaispeech

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
)

// Provider names this engine in transcripts and configuration.
const Provider = "openai"

// The models used when Config names none: whisper-1 is the OpenAI model
// that gives word times (verbose_json); tts-1 is the fast speech model.
const (
	DefaultTranscribeModel = "whisper-1"
	DefaultSpeechModel     = "tts-1"
)

// DefaultVoices gives the styles four of OpenAI's voices that sound apart:
// nova (bright, warm) is friendly, onyx (deep) assertive, echo (flat, even)
// skeptical and alloy rushed, spoken at 1.15 times the normal speed.
var DefaultVoices = map[speech.Voice]string{
	speech.VoiceFriendly:  "nova",
	speech.VoiceAssertive: "onyx",
	speech.VoiceSkeptical: "echo",
	speech.VoiceRushed:    "alloy",
}

// rushedSpeed is the speed of the rushed style.
const rushedSpeed = 1.15

// maxPrompt bounds the hint text sent as the transcription prompt (Whisper
// reads only its last 224 tokens, about 900 characters).
const maxPrompt = 900

// Config is where the API is and what to ask of it.
type Config struct {
	BaseURL         string                  // e.g. https://api.openai.com or http://127.0.0.1:8000; a trailing /v1 is accepted
	APIKey          string                  // sent as a Bearer token when set; never logged
	TranscribeModel string                  // DefaultTranscribeModel when empty
	SpeechModel     string                  // DefaultSpeechModel when empty
	Voices          map[speech.Voice]string // overrides DefaultVoices style by style
	HTTP            *http.Client            // http.DefaultClient when nil
}

// Client is a speech.Transcriber and a speech.Synthesizer.
type Client struct {
	base   string
	cfg    Config
	voices map[speech.Voice]string
}

var (
	_ speech.Transcriber = (*Client)(nil)
	_ speech.Synthesizer = (*Client)(nil)
)

// New makes a Client for c. No I/O.
func New(c Config) *Client {
	if c.TranscribeModel == "" {
		c.TranscribeModel = DefaultTranscribeModel
	}
	if c.SpeechModel == "" {
		c.SpeechModel = DefaultSpeechModel
	}
	if c.HTTP == nil {
		c.HTTP = http.DefaultClient
	}
	voices := map[speech.Voice]string{}
	for _, v := range speech.Voices {
		voices[v] = DefaultVoices[v]
		if o := strings.TrimSpace(c.Voices[v]); o != "" {
			voices[v] = o
		}
	}
	base := strings.TrimSuffix(strings.TrimRight(c.BaseURL, "/"), "/v1")
	return &Client{base: base, cfg: c, voices: voices}
}

// verbose is the verbose_json answer of a transcription.
type verbose struct {
	Text     string        `json:"text"`
	Duration float64       `json:"duration"`
	Words    []speech.Word `json:"words"`
}

// Transcribe sends a.Data (named for its sniffed format, as the API wants)
// with the hints as the prompt, and returns the text with word times. Empty
// audio is speech.ErrNoAudio, unknown bytes speech.ErrUnknownFormat, audio
// the service cannot read speech.ErrConversion, no words
// speech.ErrNoSpeech, an outage speech.ServiceDown.
func (c *Client) Transcribe(ctx context.Context, a speech.Audio) (speech.Transcript, error) {
	format, err := speech.Sniff(a.Data)
	if err != nil {
		return speech.Transcript{}, err
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part := textproto.MIMEHeader{}
	part.Set("Content-Disposition", `form-data; name="file"; filename="audio.`+string(format)+`"`)
	part.Set("Content-Type", mimeType(format))
	fw, err := mw.CreatePart(part)
	if err != nil {
		return speech.Transcript{}, err
	}
	if _, err := fw.Write(a.Data); err != nil {
		return speech.Transcript{}, err
	}
	fields := [][2]string{
		{"model", c.cfg.TranscribeModel}, {"response_format", "verbose_json"},
		{"timestamp_granularities[]", "word"}, {"language", "en"},
	}
	if p := prompt(a.Hints); p != "" {
		fields = append(fields, [2]string{"prompt", p})
	}
	for _, f := range fields {
		if err := mw.WriteField(f[0], f[1]); err != nil {
			return speech.Transcript{}, err
		}
	}
	if err := mw.Close(); err != nil {
		return speech.Transcript{}, err
	}
	raw, err := c.post(ctx, "/v1/audio/transcriptions", mw.FormDataContentType(), "application/json", &body, 1<<20)
	if err != nil {
		if se := (*speech.StatusError)(nil); errors.As(err, &se) && se.Status == http.StatusBadRequest {
			return speech.Transcript{}, audioError(se)
		}
		return speech.Transcript{}, speech.ServiceError(Provider, err)
	}
	var v verbose
	if err := json.Unmarshal(raw, &v); err != nil {
		return speech.Transcript{}, speech.ServiceDown(fmt.Errorf("%s: undecodable transcription: %w", Provider, err))
	}
	text := strings.TrimSpace(v.Text)
	if text == "" {
		return speech.Transcript{}, speech.ErrNoSpeech
	}
	words := make([]speech.Word, 0, len(v.Words))
	for _, w := range v.Words {
		if w.Word = strings.TrimSpace(w.Word); w.Word != "" {
			words = append(words, w)
		}
	}
	return speech.Transcript{Text: text, Words: words, DurationSeconds: v.Duration, Provider: Provider}, nil
}

// mimeType is the MIME type of audio in format.
func mimeType(f speech.Format) string {
	if f == speech.MP3 {
		return "audio/mpeg"
	}
	return "audio/" + string(f)
}

// audioError is the error of a 400 answer to a transcription: audio too
// short to hold a word is speech.ErrNoSpeech, any other complaint about the
// file speech.ErrConversion; the rest is our request's fault (a 500).
func audioError(se *speech.StatusError) error {
	d := strings.ToLower(se.Detail)
	switch {
	case strings.Contains(d, "too short"):
		return apperr.Wrap(speech.ErrNoSpeech.Kind, speech.ErrNoSpeech.Code, speech.ErrNoSpeech.Message, se)
	case strings.Contains(d, "file") || strings.Contains(d, "audio") || strings.Contains(d, "format"):
		e := speech.ErrConversion
		return apperr.Wrap(e.Kind, e.Code, e.Message, se)
	}
	return speech.ServiceError(Provider, se)
}

// prompt joins the hints into the transcription prompt, keeping the first
// maxPrompt characters on a word boundary.
func prompt(hints []string) string {
	p := strings.Join(strings.Fields(strings.Join(hints, " ")), " ")
	if utf8.RuneCountInString(p) <= maxPrompt {
		return p
	}
	p = string([]rune(p)[:maxPrompt])
	if i := strings.LastIndexByte(p, ' '); i > 0 {
		p = p[:i]
	}
	return p
}

// speechRequest is the JSON body of /v1/audio/speech.
type speechRequest struct {
	Model          string  `json:"model"`
	Input          string  `json:"input"`
	Voice          string  `json:"voice"`
	ResponseFormat string  `json:"response_format"`
	Speed          float64 `json:"speed,omitempty"`
}

// Synthesize speaks s as MP3 (audio/mpeg) in the style's voice. The text is
// validated first (speech.Speech.Validate); an answer that is not MP3 or a
// failed service is speech.ServiceDown.
func (c *Client) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	if err := s.Validate(); err != nil {
		return speech.Clip{}, err
	}
	req := speechRequest{Model: c.cfg.SpeechModel, Input: s.Text, Voice: c.voices[s.Voice], ResponseFormat: "mp3"}
	if s.Voice == speech.VoiceRushed {
		req.Speed = rushedSpeed
	}
	payload, err := json.Marshal(req)
	if err != nil {
		return speech.Clip{}, err
	}
	audio, err := c.post(ctx, "/v1/audio/speech", "application/json", "audio/mpeg", bytes.NewReader(payload), speech.MaxClipBytes)
	if err != nil {
		return speech.Clip{}, speech.ServiceError(Provider, err)
	}
	if f, err := speech.Sniff(audio); err != nil || f != speech.MP3 {
		return speech.Clip{}, speech.ServiceDown(fmt.Errorf("%s: the answer is not MP3 (%d bytes, % x…)", Provider, len(audio), audio[:min(len(audio), 8)]))
	}
	return speech.Clip{Content: audio, ContentType: "audio/mpeg"}, nil
}

// post sends body to path and returns the answer's body, at most limit
// bytes. A status other than 200 is a *speech.StatusError.
func (c *Client) post(ctx context.Context, path, contentType, accept string, body io.Reader, limit int64) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, body)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", Provider, err)
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Accept", accept)
	if c.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	}
	resp, err := c.cfg.HTTP.Do(req)
	if err != nil {
		return nil, err // *url.Error: the URL, never the key
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("read answer: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, speech.NewStatusError(Provider, resp, detail(resp.StatusCode, raw))
	}
	if int64(len(raw)) > limit {
		return nil, fmt.Errorf("answer longer than %d bytes", limit)
	}
	return raw, nil
}

// detail is the message of an error answer, for the log: OpenAI's
// error.message or a server's detail, else the start of the body. A 401 or
// 403 says nothing more (OpenAI's message quotes part of the key).
func detail(status int, raw []byte) string {
	if status == http.StatusUnauthorized || status == http.StatusForbidden {
		return "the API key was refused"
	}
	var e struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
		Detail any `json:"detail"`
	}
	if json.Unmarshal(raw, &e) == nil {
		if e.Error.Message != "" {
			return e.Error.Message
		}
		if e.Detail != nil {
			return fmt.Sprint(e.Detail)
		}
	}
	s := strings.ToValidUTF8(string(raw[:min(len(raw), 200)]), "")
	return strings.Join(strings.Fields(s), " ")
}
