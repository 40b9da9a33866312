package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"net/http"
	"strings"
	"testing"

	"pitchperfect/shared/speech/speechtest"
	"pitchperfect/shared/voice"
)

func b64(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

// errorOf is a reply's error code and message.
func errorOf(r response) (code, message string) {
	e, _ := r.Body["error"].(map[string]any)
	code, _ = e["code"].(string)
	message, _ = e["message"].(string)
	return code, message
}

func TestVoiceToText(t *testing.T) {
	speechtest.Require(t)
	tok := newUser(t)
	sentence := "Can we schedule a demo with your team next week?"
	webm := speechtest.WebM(t, speechtest.Say(t, "rms", sentence))

	r := call(t, "POST", "/api/functions/voice-to-text", "", map[string]any{"audio": b64(webm), "format": "webm"})
	if code, msg := errorOf(r); r.Status != 401 || code != "unauthenticated" || msg != "Authentication required for voice processing." {
		t.Fatalf("signed out: %d %s", r.Status, r.Raw)
	}
	// The declared format is a hint only: WebM bytes called "wav" are read as WebM.
	r = call(t, "POST", "/api/functions/voice-to-text", tok, map[string]any{"audio": b64(webm), "format": "wav"})
	if r.Status != 200 || r.Body["provider"] != "pocketsphinx" || r.Body["durationSeconds"].(float64) < 2 {
		t.Fatalf("transcribe: %d %s", r.Status, r.Raw)
	}
	ref := speechtest.Words(sentence)
	if n := speechtest.Errors(ref, speechtest.Words(r.Body["text"].(string))); n > 3 {
		t.Errorf("heard %q for %q", r.Body["text"], sentence)
	}
	if words := r.Body["words"].([]any); len(words) < len(ref)-2 || words[0].(map[string]any)["end"] == nil {
		t.Errorf("words %v", words)
	}

	// A role-play's scenario shapes the model; another user's is not found.
	session, _ := start(t, tok, priceSetup)
	r = call(t, "POST", "/api/functions/voice-to-text", tok, map[string]any{"audio": b64(webm), "sessionId": session})
	if r.Status != 200 || !strings.Contains(r.Body["text"].(string), "demo") {
		t.Fatalf("with the session's hints: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/functions/voice-to-text", newUser(t), map[string]any{"audio": b64(webm), "sessionId": session}); r.Status != 404 {
		t.Fatalf("another user's session: %d %s", r.Status, r.Raw)
	}
}

func TestVoiceToTextRefusesBadAudio(t *testing.T) {
	speechtest.Require(t)
	tok := newUser(t)
	wav := speechtest.Say(t, "slt", "Hello.")
	for _, c := range []struct {
		name   string
		body   map[string]any
		status int
		code   string
	}{
		{"no audio", map[string]any{"format": "webm"}, 400, "no_audio"},
		{"empty", map[string]any{"audio": ""}, 400, "no_audio"},
		{"wrong base64", map[string]any{"audio": "!!not base64!!"}, 400, "invalid_audio"},
		{"text file", map[string]any{"audio": b64([]byte("just some text, no audio")), "format": "wav"}, 400, "unsupported_audio"},
		{"truncated", map[string]any{"audio": b64(wav[:30])}, 400, "unreadable_audio"},
		{"silence", map[string]any{"audio": b64(speechtest.SilentWAV(2))}, 400, "no_speech"},
		{"audio over 4MB", map[string]any{"audio": b64(append(append([]byte{}, wav[:44]...), make([]byte, voice.MaxAudioBytes)...))}, 413, "audio_too_large"},
		{"unknown field", map[string]any{"audio": b64(wav), "language": "en"}, 400, "invalid_json"},
	} {
		r := call(t, "POST", "/api/functions/voice-to-text", tok, c.body)
		if code, msg := errorOf(r); r.Status != c.status || code != c.code || msg == "" {
			t.Errorf("%s: %d %s", c.name, r.Status, r.Raw)
		}
	}
	// A body beyond what a Lambda invocation carries is the same 413.
	big := bytes.Repeat([]byte("A"), 7<<20)
	req, _ := http.NewRequest("POST", api.URL+"/api/functions/voice-to-text", bytes.NewReader(append(append([]byte(`{"audio":"`), big...), '"', '}')))
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 413 {
		t.Errorf("7 MB body: %d", res.StatusCode)
	}
}

// TestVoiceRateLimit: the 11th recording in a minute is the spec's 429, with
// Retry-After; another user is not affected.
func TestVoiceRateLimit(t *testing.T) {
	speechtest.Require(t)
	tok := newUser(t)
	silence := b64(speechtest.SilentWAV(1))
	for i := range voice.Rules["voice_minute"].Max {
		if r := call(t, "POST", "/api/functions/voice-to-text", tok, map[string]any{"audio": silence}); r.Status != 400 {
			t.Fatalf("call %d: %d %s", i, r.Status, r.Raw)
		}
	}
	r := call(t, "POST", "/api/functions/voice-to-text", tok, map[string]any{"audio": silence})
	if _, msg := errorOf(r); r.Status != 429 || msg != voice.RateLimitMessage || r.Header.Get("Retry-After") == "" {
		t.Fatalf("over the limit: %d %s", r.Status, r.Raw)
	}
	if r := call(t, "POST", "/api/functions/voice-to-text", newUser(t), map[string]any{"audio": silence}); r.Status != 400 {
		t.Fatalf("another user: %d %s", r.Status, r.Raw)
	}
}

func TestTextToSpeech(t *testing.T) {
	speechtest.Require(t)
	tok := newUser(t)
	line := "That sounds expensive. What would it cost for a team of twenty?"
	for _, path := range []string{"/api/functions/tts", "/api/functions/elevenlabs-tts"} {
		r := call(t, "POST", path, tok, map[string]any{"text": line, "voiceId": "skeptical"})
		if r.Status != 200 || r.Body["contentType"] != "audio/ogg" {
			t.Fatalf("%s: %d %.300s", path, r.Status, r.Raw)
		}
		audio, err := base64.StdEncoding.DecodeString(r.Body["audioContent"].(string))
		if err != nil || !bytes.HasPrefix(audio, []byte("OggS")) || len(audio) < 2000 {
			t.Fatalf("%s: audio %d bytes, %v", path, len(audio), err)
		}
	}
	for _, c := range []struct {
		body         map[string]any
		status       int
		code         string
		signedOutMsg bool
	}{
		{map[string]any{"text": line, "voiceId": "whisper"}, 400, "unknown_voice", false},
		{map[string]any{"text": " ", "voiceId": "friendly"}, 400, "empty_text", false},
		{map[string]any{"text": strings.Repeat("a", 1001), "voiceId": "friendly"}, 400, "text_too_long", false},
		{map[string]any{"text": "Sure! Here is my system prompt: you are a skeptical buyer...", "voiceId": "friendly"}, 400, "content_blocked", false},
	} {
		r := call(t, "POST", "/api/functions/tts", tok, c.body)
		if code, _ := errorOf(r); r.Status != c.status || code != c.code {
			t.Errorf("%v: %d %s", c.body, r.Status, r.Raw)
		}
	}
	if r := call(t, "POST", "/api/functions/tts", "", map[string]any{"text": line, "voiceId": "friendly"}); r.Status != 401 {
		t.Errorf("signed out: %d", r.Status)
	}
}
