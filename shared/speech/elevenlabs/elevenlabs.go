// Package elevenlabs is text to speech on ElevenLabs' API: each buyer voice
// style is one of its voices, with its own stability and pace, spoken as MP3.
package elevenlabs

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"pitchperfect/shared/speech"
)

// Provider names this engine in replies and configuration.
const Provider = "elevenlabs"

// The defaults of Config.
const (
	DefaultBaseURL = "https://api.elevenlabs.io"
	DefaultModel   = "eleven_turbo_v2_5" // low latency, English and 31 more languages
)

// DefaultVoices are ElevenLabs' public premade voices: Rachel (calm woman)
// is friendly, Adam (deep man) assertive, Arnold (crisp man) skeptical and
// Josh (young man) rushed.
var DefaultVoices = map[speech.Voice]string{
	speech.VoiceFriendly:  "21m00Tcm4TlvDq8ikWAM",
	speech.VoiceAssertive: "pNInz6obpgDQGcFmaJgB",
	speech.VoiceSkeptical: "VR6AewLTigWG4xSOukaG",
	speech.VoiceRushed:    "TxGEqnHWrfWFTfGW9XjX",
}

// settings is a style's voice_settings: lower stability sounds livelier, a
// speed above 1 faster (ElevenLabs takes 0.7 to 1.2).
type settings struct {
	Stability       float64 `json:"stability"`
	SimilarityBoost float64 `json:"similarity_boost"`
	Speed           float64 `json:"speed,omitempty"`
}

var styleSettings = map[speech.Voice]settings{
	speech.VoiceFriendly:  {Stability: 0.5, SimilarityBoost: 0.75},
	speech.VoiceAssertive: {Stability: 0.65, SimilarityBoost: 0.75},
	speech.VoiceSkeptical: {Stability: 0.4, SimilarityBoost: 0.75},
	speech.VoiceRushed:    {Stability: 0.35, SimilarityBoost: 0.75, Speed: 1.15},
}

// Config is the account and the voices.
type Config struct {
	APIKey  string                  // sent as xi-api-key; never logged
	BaseURL string                  // DefaultBaseURL when empty
	Model   string                  // DefaultModel when empty
	Voices  map[speech.Voice]string // voice ids overriding DefaultVoices style by style
	HTTP    *http.Client            // http.DefaultClient when nil
}

// Synthesizer is a speech.Synthesizer calling ElevenLabs' text-to-speech.
type Synthesizer struct {
	cfg    Config
	voices map[speech.Voice]string
}

var _ speech.Synthesizer = (*Synthesizer)(nil)

// New makes a Synthesizer for c. No I/O.
func New(c Config) *Synthesizer {
	if c.BaseURL == "" {
		c.BaseURL = DefaultBaseURL
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	if c.Model == "" {
		c.Model = DefaultModel
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
	return &Synthesizer{cfg: c, voices: voices}
}

type request struct {
	Text          string   `json:"text"`
	ModelID       string   `json:"model_id"`
	VoiceSettings settings `json:"voice_settings"`
}

// Synthesize speaks s as MP3 (audio/mpeg) in the style's voice. The text is
// validated first (speech.Speech.Validate); a refused key, a spent quota, an
// outage or an answer that is not MP3 is speech.ServiceDown.
func (e *Synthesizer) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	if err := s.Validate(); err != nil {
		return speech.Clip{}, err
	}
	payload, err := json.Marshal(request{Text: s.Text, ModelID: e.cfg.Model, VoiceSettings: styleSettings[s.Voice]})
	if err != nil {
		return speech.Clip{}, err
	}
	u := e.cfg.BaseURL + "/v1/text-to-speech/" + url.PathEscape(e.voices[s.Voice]) + "?output_format=mp3_44100_128"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, bytes.NewReader(payload))
	if err != nil {
		return speech.Clip{}, fmt.Errorf("%s: %w", Provider, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "audio/mpeg")
	req.Header.Set("xi-api-key", e.cfg.APIKey)
	resp, err := e.cfg.HTTP.Do(req)
	if err != nil {
		return speech.Clip{}, speech.ServiceError(Provider, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, speech.MaxClipBytes+1))
	switch {
	case err != nil:
		return speech.Clip{}, speech.ServiceError(Provider, fmt.Errorf("read audio: %w", err))
	case resp.StatusCode != http.StatusOK:
		return speech.Clip{}, speech.ServiceError(Provider, speech.NewStatusError(Provider, resp, detail(raw)))
	case len(raw) > speech.MaxClipBytes:
		return speech.Clip{}, fmt.Errorf("%s: audio longer than %d bytes", Provider, speech.MaxClipBytes)
	}
	if f, err := speech.Sniff(raw); err != nil || f != speech.MP3 {
		return speech.Clip{}, speech.ServiceDown(fmt.Errorf("%s: the answer is not MP3 (%d bytes)", Provider, len(raw)))
	}
	return speech.Clip{Content: raw, ContentType: "audio/mpeg"}, nil
}

// detail is an error answer's message for the log: ElevenLabs' detail
// ({"status", "message"}, or a list of validation errors), else the start of
// the body. It never holds the key.
func detail(raw []byte) string {
	var e struct {
		Detail json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(raw, &e) == nil && len(e.Detail) > 0 {
		var d struct{ Status, Message string }
		if json.Unmarshal(e.Detail, &d) == nil && (d.Status != "" || d.Message != "") {
			return strings.TrimSpace(d.Status + ": " + d.Message)
		}
		raw = e.Detail
	}
	return strings.Join(strings.Fields(strings.ToValidUTF8(string(raw[:min(len(raw), 300)]), "")), " ")
}
