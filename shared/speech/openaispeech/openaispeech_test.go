package openaispeech_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/openaispeech"
)

const key = "sk-test-0123456789abcdef"

var (
	wavBytes = append([]byte("RIFF\x24\x00\x00\x00WAVEfmt "), make([]byte, 32)...)
	mp3      = append([]byte("ID3\x04\x00\x00\x00\x00\x00\x00"), 0xFF, 0xFB, 0x90, 0x64)
)

// transcription is what the fake saw of one multipart transcription request.
type transcription struct {
	filename, partType string
	file               []byte
	fields             map[string][]string
}

// fakeAPI speaks OpenAI's audio API: a multipart transcription answered in
// verbose_json with word times, and a JSON speech request answered with MP3
// bytes; errors as {"error": {...}} with their status.
type fakeAPI struct {
	t *testing.T

	status int    // set: every request fails with it
	errMsg string // the error's message
	header http.Header
	text   string // the transcript's text
	audio  []byte // the speech answer (mp3 when nil)
	delay  time.Duration

	mu     sync.Mutex
	auth   []string
	trans  []transcription
	speech []map[string]any
	accept []string
}

func (f *fakeAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.auth = append(f.auth, r.Header.Get("Authorization"))
	f.accept = append(f.accept, r.Header.Get("Accept"))
	f.mu.Unlock()
	switch {
	case r.Method == "POST" && r.URL.Path == "/v1/audio/transcriptions":
		if err := r.ParseMultipartForm(32 << 20); err != nil {
			f.t.Errorf("not multipart: %v", err)
			return
		}
		file, hdr, err := r.FormFile("file")
		if err != nil {
			f.t.Errorf("no file part: %v", err)
			return
		}
		data, _ := io.ReadAll(file)
		f.mu.Lock()
		f.trans = append(f.trans, transcription{hdr.Filename, hdr.Header.Get("Content-Type"), data, r.MultipartForm.Value})
		f.mu.Unlock()
	case r.Method == "POST" && r.URL.Path == "/v1/audio/speech":
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil || r.Header.Get("Content-Type") != "application/json" {
			f.t.Errorf("speech body: %v (%s)", err, r.Header.Get("Content-Type"))
		}
		f.mu.Lock()
		f.speech = append(f.speech, body)
		f.mu.Unlock()
	default:
		f.t.Errorf("request %s %s", r.Method, r.URL.Path)
		http.NotFound(w, r)
		return
	}
	select {
	case <-time.After(f.delay):
	case <-r.Context().Done():
		return
	}
	for k, v := range f.header {
		w.Header()[k] = v
	}
	if f.status != 0 {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(f.status)
		_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
			"message": f.errMsg, "type": "invalid_request_error", "param": nil, "code": nil}})
		return
	}
	if r.URL.Path == "/v1/audio/speech" {
		w.Header().Set("Content-Type", "audio/mpeg")
		_, _ = w.Write(cmpOr(f.audio, mp3))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"task": "transcribe", "language": "english", "duration": 2.65, "text": f.text,
		"words": []map[string]any{
			{"word": "We", "start": 0.0, "end": 0.2}, {"word": "save", "start": 0.2, "end": 0.56},
			{"word": "six", "start": 1.1, "end": 1.4}, {"word": "hours", "start": 1.4, "end": 1.8},
		},
	})
}

func cmpOr(a, b []byte) []byte {
	if a != nil {
		return a
	}
	return b
}

func start(t *testing.T, f *fakeAPI, cfg openaispeech.Config) *openaispeech.Client {
	f.t = t
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	cfg.BaseURL = srv.URL + cfg.BaseURL // a suffix such as "/v1/" stays
	return openaispeech.New(cfg)
}

// TestTranscribe: the multipart request carries the audio named for its
// format, the model, verbose_json, word timestamps and the hints; the
// verbose_json answer becomes the transcript.
func TestTranscribe(t *testing.T) {
	f := &fakeAPI{text: " We save six hours. "}
	c := start(t, f, openaispeech.Config{BaseURL: "/v1/", APIKey: key})
	got, err := c.Transcribe(context.Background(), speech.Audio{Data: wavBytes, Hints: []string{"Acme  CRM", "six hours\na week"}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != "We save six hours." || got.DurationSeconds != 2.65 || got.Provider != "openai" ||
		len(got.Words) != 4 || got.Words[3] != (speech.Word{Word: "hours", Start: 1.4, End: 1.8}) {
		t.Fatalf("transcript %+v", got)
	}
	tr := f.trans[0]
	if tr.filename != "audio.wav" || tr.partType != "audio/wav" || !bytes.Equal(tr.file, wavBytes) {
		t.Fatalf("file part %q %q %d bytes", tr.filename, tr.partType, len(tr.file))
	}
	want := map[string]string{"model": "whisper-1", "response_format": "verbose_json",
		"timestamp_granularities[]": "word", "language": "en", "prompt": "Acme CRM six hours a week"}
	for k, v := range want {
		if got := tr.fields[k]; len(got) != 1 || got[0] != v {
			t.Fatalf("field %s = %q, want %q (all: %v)", k, got, v, tr.fields)
		}
	}
	if f.auth[0] != "Bearer "+key {
		t.Fatalf("Authorization %q", f.auth[0])
	}

	// A self-hosted server: no key, no header; another model; MP3 named .mp3.
	f2 := &fakeAPI{text: "Hello."}
	c2 := start(t, f2, openaispeech.Config{TranscribeModel: "Systran/faster-whisper-small"})
	if _, err := c2.Transcribe(context.Background(), speech.Audio{Data: mp3}); err != nil {
		t.Fatal(err)
	}
	if f2.auth[0] != "" || f2.trans[0].filename != "audio.mp3" || f2.trans[0].partType != "audio/mpeg" ||
		f2.trans[0].fields["model"][0] != "Systran/faster-whisper-small" || f2.trans[0].fields["prompt"] != nil {
		t.Fatalf("auth %q, request %+v", f2.auth[0], f2.trans[0].fields)
	}
}

// TestSynthesize: JSON with model, input, voice and mp3; a distinct voice
// per style, the rushed one faster; per-style overrides.
func TestSynthesize(t *testing.T) {
	f := &fakeAPI{}
	c := start(t, f, openaispeech.Config{APIKey: key, Voices: map[speech.Voice]string{speech.VoiceSkeptical: "fable"}})
	voices := map[any]bool{}
	for _, v := range speech.Voices {
		clip, err := c.Synthesize(context.Background(), speech.Speech{Text: "What does it cost?", Voice: v})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if clip.ContentType != "audio/mpeg" || !bytes.Equal(clip.Content, mp3) {
			t.Fatalf("%s: clip %q %x", v, clip.ContentType, clip.Content)
		}
		body := f.speech[len(f.speech)-1]
		if body["model"] != "tts-1" || body["input"] != "What does it cost?" || body["response_format"] != "mp3" {
			t.Fatalf("%s: body %v", v, body)
		}
		if speed, ok := body["speed"]; (v == speech.VoiceRushed) != ok || (ok && speed.(float64) <= 1) {
			t.Fatalf("%s: speed %v", v, speed)
		}
		voices[body["voice"]] = true
	}
	if len(voices) != 4 || !voices["fable"] || !voices["nova"] {
		t.Fatalf("voices %v", voices)
	}
	if f.accept[0] != "audio/mpeg" || f.auth[0] != "Bearer "+key {
		t.Fatalf("headers %q %q", f.accept[0], f.auth[0])
	}
}

// TestErrors: the service's refusals and outages become the right client
// errors; the key never appears in them; bad input is refused before any
// request.
func TestErrors(t *testing.T) {
	ctx := context.Background()
	unavailable := func(err error) bool {
		ae := apperr.As(err)
		return ae != nil && ae.Kind == apperr.KindUnavailable && ae.Message == speech.ServiceMessage
	}
	code := func(c string) func(error) bool {
		return func(err error) bool { ae := apperr.As(err); return ae != nil && ae.Code == c }
	}
	internal := func(err error) bool { return err != nil && apperr.As(err) == nil }
	for _, c := range []struct {
		name string
		f    *fakeAPI
		stt  func(error) bool
		tts  func(error) bool
	}{
		{"401 bad key", &fakeAPI{status: 401, errMsg: "Incorrect API key provided: " + key[:8] + "****cdef."}, unavailable, unavailable},
		{"429", &fakeAPI{status: 429, errMsg: "Rate limit reached", header: http.Header{"Retry-After": {"3"}}}, unavailable, unavailable},
		{"500", &fakeAPI{status: 500, errMsg: "The server had an error"}, unavailable, unavailable},
		{"502 proxy", &fakeAPI{status: 502}, unavailable, unavailable},
		{"400 bad file", &fakeAPI{status: 400, errMsg: "Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']"},
			code("unreadable_audio"), internal},
		{"400 too short", &fakeAPI{status: 400, errMsg: "Audio file is too short. Minimum audio length is 0.1 seconds."}, code("no_speech"), internal},
		{"404 model", &fakeAPI{status: 404, errMsg: "The model `whisper-9` does not exist"}, internal, internal},
		{"silence", &fakeAPI{text: "  "}, code("no_speech"), nil},
		{"not mp3", &fakeAPI{audio: []byte("<html>gateway</html>")}, nil, unavailable},
	} {
		t.Run(c.name, func(t *testing.T) {
			cl := start(t, c.f, openaispeech.Config{APIKey: key})
			check := func(what string, err error, ok func(error) bool) {
				if ok == nil {
					return
				}
				if !ok(err) {
					t.Fatalf("%s: unexpected error %v", what, err)
				}
				if strings.Contains(err.Error(), key[:8]) {
					t.Fatalf("%s: the key is in the error: %v", what, err)
				}
				if ae := apperr.As(err); c.f.status == 429 && ae.RetryAfter != 3*time.Second {
					t.Fatalf("%s: Retry-After %v", what, ae.RetryAfter)
				}
			}
			_, err := cl.Transcribe(ctx, speech.Audio{Data: wavBytes})
			check("transcribe", err, c.stt)
			_, err = cl.Synthesize(ctx, speech.Speech{Text: "Hi.", Voice: speech.VoiceFriendly})
			check("synthesize", err, c.tts)
		})
	}

	f := &fakeAPI{}
	cl := start(t, f, openaispeech.Config{})
	if _, err := cl.Transcribe(ctx, speech.Audio{}); apperr.As(err) != speech.ErrNoAudio {
		t.Fatalf("empty audio: %v", err)
	}
	if _, err := cl.Transcribe(ctx, speech.Audio{Data: []byte("not audio")}); apperr.As(err) != speech.ErrUnknownFormat {
		t.Fatalf("not audio: %v", err)
	}
	if _, err := cl.Synthesize(ctx, speech.Speech{Text: "", Voice: speech.VoiceFriendly}); apperr.As(err) != speech.ErrEmptyText {
		t.Fatalf("empty text: %v", err)
	}
	if len(f.auth) != 0 {
		t.Fatalf("%d requests for bad input", len(f.auth))
	}

	slow := start(t, &fakeAPI{text: "Hi.", delay: 5 * time.Second}, openaispeech.Config{})
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	begin := time.Now()
	_, err := slow.Transcribe(short, speech.Audio{Data: wavBytes})
	if !errors.Is(err, context.DeadlineExceeded) || !unavailable(err) || time.Since(begin) > 2*time.Second {
		t.Fatalf("deadline: %v after %v", err, time.Since(begin))
	}
}
