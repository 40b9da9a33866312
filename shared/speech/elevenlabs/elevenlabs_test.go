package elevenlabs_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/elevenlabs"
)

const key = "xi-secret-key-123"

var mp3 = append([]byte("ID3\x04\x00\x00\x00\x00\x00\x00"), 0xFF, 0xFB, 0x90, 0x64)

type seen struct {
	path, query, key, accept, contentType string
	body                                  map[string]any
}

// fakeAPI speaks ElevenLabs' text-to-speech: POST
// /v1/text-to-speech/{voice_id} with xi-api-key and a JSON body, MP3 back;
// errors as {"detail": {"status", "message"}} (a list for 422s).
type fakeAPI struct {
	t      *testing.T
	status int
	reply  string // the error body, or the audio when status is 0 (mp3 when empty)
	header http.Header
	delay  time.Duration
	got    []seen
}

func (f *fakeAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s := seen{path: r.URL.Path, query: r.URL.RawQuery, key: r.Header.Get("xi-api-key"),
		accept: r.Header.Get("Accept"), contentType: r.Header.Get("Content-Type")}
	if r.Method != "POST" || !strings.HasPrefix(r.URL.Path, "/v1/text-to-speech/") {
		f.t.Errorf("request %s %s", r.Method, r.URL.Path)
	}
	if err := json.NewDecoder(r.Body).Decode(&s.body); err != nil {
		f.t.Errorf("body: %v", err)
	}
	f.got = append(f.got, s)
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
		_, _ = w.Write([]byte(f.reply))
		return
	}
	w.Header().Set("Content-Type", "audio/mpeg")
	if f.reply != "" {
		_, _ = w.Write([]byte(f.reply))
		return
	}
	_, _ = w.Write(mp3)
}

func start(t *testing.T, f *fakeAPI, c elevenlabs.Config) *elevenlabs.Synthesizer {
	f.t = t
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	c.BaseURL, c.APIKey = srv.URL+"/", key
	return elevenlabs.New(c)
}

// TestSynthesize: the request's path names the style's voice, the key and
// Accept headers are set, the body holds text, model and voice settings;
// overrides replace a style's voice and model.
func TestSynthesize(t *testing.T) {
	f := &fakeAPI{}
	e := start(t, f, elevenlabs.Config{})
	const text = `Why "now"? We're fine with spreadsheets & email.`
	for _, v := range speech.Voices {
		clip, err := e.Synthesize(context.Background(), speech.Speech{Text: text, Voice: v})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if clip.ContentType != "audio/mpeg" || !bytes.Equal(clip.Content, mp3) {
			t.Fatalf("%s: clip %q % x", v, clip.ContentType, clip.Content)
		}
		s := f.got[len(f.got)-1]
		if s.path != "/v1/text-to-speech/"+elevenlabs.DefaultVoices[v] || s.query != "output_format=mp3_44100_128" {
			t.Fatalf("%s: %s?%s", v, s.path, s.query)
		}
		if s.key != key || s.accept != "audio/mpeg" || s.contentType != "application/json" {
			t.Fatalf("%s: headers %+v", v, s)
		}
		vs, _ := s.body["voice_settings"].(map[string]any)
		if s.body["text"] != text || s.body["model_id"] != "eleven_turbo_v2_5" || vs["stability"] == nil || vs["similarity_boost"] == nil {
			t.Fatalf("%s: body %v", v, s.body)
		}
		if _, fast := vs["speed"]; fast != (v == speech.VoiceRushed) {
			t.Fatalf("%s: speed %v", v, vs["speed"])
		}
	}
	paths := map[string]bool{}
	for _, s := range f.got {
		paths[s.path] = true
	}
	if len(paths) != 4 {
		t.Fatalf("voices %v, want four", paths)
	}

	f2 := &fakeAPI{}
	e2 := start(t, f2, elevenlabs.Config{Model: "eleven_flash_v2_5", Voices: map[speech.Voice]string{speech.VoiceRushed: "myVoice42"}})
	if _, err := e2.Synthesize(context.Background(), speech.Speech{Text: "Quick.", Voice: speech.VoiceRushed}); err != nil {
		t.Fatal(err)
	}
	if f2.got[0].path != "/v1/text-to-speech/myVoice42" || f2.got[0].body["model_id"] != "eleven_flash_v2_5" {
		t.Fatalf("overrides: %+v", f2.got[0])
	}
}

// TestErrors: a refused key, a spent quota, throttling, an outage and a
// non-MP3 answer are the 503 "Voice Services Error"; a refused request is a
// 500; bad input makes no request; the deadline ends the call.
func TestErrors(t *testing.T) {
	ctx := context.Background()
	hi := speech.Speech{Text: "Hi.", Voice: speech.VoiceFriendly}
	for _, c := range []struct {
		name string
		f    *fakeAPI
		down bool
		why  string
	}{
		{"bad key", &fakeAPI{status: 401, reply: `{"detail":{"status":"invalid_api_key","message":"Invalid API key"}}`}, true, "invalid_api_key"},
		{"quota", &fakeAPI{status: 401, reply: `{"detail":{"status":"quota_exceeded","message":"This request exceeds your quota."}}`}, true, "quota_exceeded"},
		{"busy", &fakeAPI{status: 429, reply: `{"detail":{"status":"too_many_concurrent_requests","message":"Too many"}}`, header: http.Header{"Retry-After": {"2"}}}, true, ""},
		{"outage", &fakeAPI{status: 500, reply: `internal`}, true, ""},
		{"not mp3", &fakeAPI{reply: "<html>captive portal</html>"}, true, ""},
		{"validation", &fakeAPI{status: 422, reply: `{"detail":[{"loc":["body","model_id"],"msg":"unknown model","type":"value_error"}]}`}, false, ""},
		{"voice not found", &fakeAPI{status: 404, reply: `{"detail":{"status":"voice_not_found","message":"A voice with the voice_id was not found."}}`}, false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := start(t, c.f, elevenlabs.Config{}).Synthesize(ctx, hi)
			ae := apperr.As(err)
			switch {
			case c.down && (ae == nil || ae.Kind != apperr.KindUnavailable || ae.Message != speech.ServiceMessage):
				t.Fatalf("got %v, want the 503", err)
			case !c.down && (err == nil || ae != nil):
				t.Fatalf("got %v, want a plain (500) error", err)
			case strings.Contains(err.Error(), key):
				t.Fatalf("the key is in the error: %v", err)
			case c.f.status == 429 && ae.RetryAfter != 2*time.Second:
				t.Fatalf("Retry-After %v", ae.RetryAfter)
			case c.f.status == 401 && !strings.Contains(err.Error(), "status 401: "+c.why):
				t.Fatalf("the log would not say why: %v", err)
			}
		})
	}

	f := &fakeAPI{}
	e := start(t, f, elevenlabs.Config{})
	if _, err := e.Synthesize(ctx, speech.Speech{Text: strings.Repeat("a", speech.MaxTextLength+1), Voice: speech.VoiceFriendly}); apperr.As(err) != speech.ErrTextTooLong {
		t.Fatalf("long text: %v", err)
	}
	if _, err := e.Synthesize(ctx, speech.Speech{Text: "Hi.", Voice: "robot"}); apperr.As(err) != speech.ErrUnknownVoice {
		t.Fatalf("unknown voice: %v", err)
	}
	if len(f.got) != 0 {
		t.Fatalf("%d requests for bad input", len(f.got))
	}

	slow := start(t, &fakeAPI{delay: 5 * time.Second}, elevenlabs.Config{})
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	begin := time.Now()
	_, err := slow.Synthesize(short, hi)
	if !errors.Is(err, context.DeadlineExceeded) || apperr.As(err) == nil || time.Since(begin) > 2*time.Second {
		t.Fatalf("deadline: %v after %v", err, time.Since(begin))
	}
}
