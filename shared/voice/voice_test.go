package voice_test

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/flite"
	"pitchperfect/shared/speech/speechtest"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/voice"
)

const sentence = "Our platform cuts onboarding time in half for teams like yours."

// events records what the service reports.
type events struct {
	mu    sync.Mutex
	types []string
}

func (e *events) Record(_ context.Context, _, eventType string, _ map[string]any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.types = append(e.types, eventType)
}

// service is a Service on the real local engines; rules replaces voice.Rules
// when set (to reach a limit in a few calls).
// testNow is the one instant the tests' rate limits count at.
var testNow = func() func() time.Time {
	now := time.Now()
	return func() time.Time { return now }
}()

func service(t *testing.T, rules map[string]ratelimit.Rule) (*voice.Service, *ratelimitmem.Store, *events) {
	t.Helper()
	speechtest.Require(t)
	stt, err := sphinx.New()
	if err != nil {
		t.Fatal(err)
	}
	tts, err := flite.New()
	if err != nil {
		t.Fatal(err)
	}
	if rules == nil {
		rules = voice.Rules
	}
	store := ratelimitmem.New()
	ev := &events{}
	// The limits count in fixed windows (voice_minute is one minute): one
	// instant for the whole test, so no window ends between counting and
	// reading the counts (CI failed once across 09:05:00).
	return &voice.Service{
		STT: stt, TTS: speech.NewCache(tts, 0),
		Limiter: &ratelimit.Limiter{Store: store, Now: testNow},
		Window:  &ratelimit.Limiter{Store: store, Rules: rules, Now: testNow},
		Hints: func(_ context.Context, userID, sessionID string) ([]string, error) {
			if sessionID != "s1" || userID != "u1" {
				return nil, apperr.NotFound
			}
			return []string{sentence, "What does it cost for a team of twenty?"}, nil
		},
		Events: ev,
	}, store, ev
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return c
}

func b64(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func wantErr(t *testing.T, err error, want *apperr.Error) {
	t.Helper()
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Code != want.Code || ae.Kind != want.Kind || ae.Message != want.Message {
		t.Fatalf("err = %v, want %s %q", err, want.Code, want.Message)
	}
}

// TestTranscribeWebM: the browser's WebM/Opus recording, with a role-play's
// hints, is read word for word with times inside the recording.
func TestTranscribeWebM(t *testing.T) {
	s, _, _ := service(t, nil)
	audio := speechtest.WebM(t, speechtest.Say(t, "slt", sentence))
	for _, in := range []voice.Request{
		{UserID: "u1", Audio: b64(audio), SessionID: "s1"},
		{UserID: "u1", Audio: "data:audio/webm;codecs=opus;base64," + b64(audio), Script: sentence},
	} {
		tr, err := s.Transcribe(ctx(t), in)
		if err != nil {
			t.Fatal(err)
		}
		ref := speechtest.Words(sentence)
		if n := speechtest.Errors(ref, speechtest.Words(tr.Text)); n > 1 {
			t.Errorf("heard %q for %q (%d errors)", tr.Text, sentence, n)
		}
		if tr.Provider != sphinx.Provider || tr.DurationSeconds < 2 || len(tr.Words) < len(ref)-1 {
			t.Errorf("transcript %+v", tr)
		}
		for i, w := range tr.Words {
			if w.Start > w.End || w.End > tr.DurationSeconds+0.1 || (i > 0 && w.Start < tr.Words[i-1].Start) {
				t.Errorf("word %d %+v out of order or outside %.2f s", i, w, tr.DurationSeconds)
			}
		}
	}
	if _, err := s.Transcribe(ctx(t), voice.Request{UserID: "u2", Audio: b64(audio), SessionID: "s1"}); !errors.Is(err, apperr.NotFound) {
		t.Errorf("another user's session: err = %v, want not found", err)
	}
}

// TestBadRecordings: every kind of bad input is the spec's 4xx, and none is
// counted against the rep's limits.
func TestBadRecordings(t *testing.T) {
	s, store, _ := service(t, nil)
	wav := speechtest.Say(t, "slt", "Hello there.")
	tooBig := make([]byte, voice.MaxAudioBytes+1)
	copy(tooBig, wav[:44])
	for _, c := range []struct {
		name, audio string
		want        *apperr.Error
	}{
		{"empty", "", speech.ErrNoAudio},
		{"blank", "  \n", speech.ErrNoAudio},
		{"not base64", "%%% not base64 %%%", voice.ErrInvalidAudio},
		{"too large", b64(tooBig), voice.ErrTooLarge},
		{"text, not audio", b64([]byte("this is a text file, not a recording")), speech.ErrUnknownFormat},
		{"truncated wav", b64(wav[:40]), speech.ErrConversion},
		{"truncated webm", b64([]byte{0x1A, 0x45, 0xDF, 0xA3, 0, 1, 2}), speech.ErrConversion},
		{"silence", b64(speechtest.SilentWAV(2)), speech.ErrNoSpeech},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := s.Transcribe(ctx(t), voice.Request{UserID: "u1", Audio: c.audio})
			wantErr(t, err, c.want)
		})
	}
	// Only the three recordings of a known format (the truncated ones and
	// the silence) reached the engine, so only they were counted.
	res, err := (&ratelimit.Limiter{Store: store, Rules: voice.Rules, Now: testNow}).Allow(ctx(t), "u1", "voice_window")
	if err != nil || res.Current != 4 {
		t.Errorf("voice_window count after the bad inputs = %d (%v), want 3 + this one", res.Current, err)
	}
}

// TestLimits: the spec's values, and the 429 in its words once a window is
// full, before the engine runs.
func TestLimits(t *testing.T) {
	if r := voice.Rules["voice_minute"]; r.Max != 10 || r.Window != time.Minute {
		t.Errorf("voice_minute = %+v, want 10 per 60 s", r)
	}
	if r := voice.Rules["voice_window"]; r.Max != 10 || r.Window != 5*time.Minute {
		t.Errorf("voice_window = %+v, want 10 per 5 minutes", r)
	}
	if r := ratelimit.Rules[voice.RateAction]; r.Max != 50 || r.Window != time.Hour {
		t.Errorf("voice_processing = %+v, want 50 an hour", r)
	}
	rules := map[string]ratelimit.Rule{
		"voice_minute": {Max: 2, Window: time.Minute}, "voice_window": {Max: 10, Window: 5 * time.Minute},
		"tts_minute": {Max: 2, Window: time.Minute}, "tts_hour": {Max: 10, Window: time.Hour},
	}
	s, _, _ := service(t, rules)
	audio := b64(speechtest.SilentWAV(1))
	for i := range 2 {
		if _, err := s.Transcribe(ctx(t), voice.Request{UserID: "u1", Audio: audio}); !errors.Is(err, speech.ErrNoSpeech) {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	_, err := s.Transcribe(ctx(t), voice.Request{UserID: "u1", Audio: audio})
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindRateLimited || ae.Message != voice.RateLimitMessage || ae.RetryAfter <= 0 {
		t.Fatalf("third call: %v, want the voice 429", err)
	}
	if _, err := s.Transcribe(ctx(t), voice.Request{UserID: "u2", Audio: audio}); !errors.Is(err, speech.ErrNoSpeech) {
		t.Errorf("another user is not limited: %v", err)
	}
	for i := range 3 {
		_, err := s.Speak(ctx(t), "u1", "Fine.", "friendly")
		if (i < 2) != (err == nil) {
			t.Errorf("speak %d: %v", i, err)
		}
	}
}

// TestSpeak: each style speaks Ogg/Opus, a repeated line is the cached clip,
// and screened or invalid text is refused before the engine.
func TestSpeak(t *testing.T) {
	s, _, ev := service(t, nil)
	line := "Honestly, that sounds expensive. What would it cost for twenty people?"
	sizes := map[int]bool{}
	for _, v := range speech.Voices {
		clip, err := s.Speak(ctx(t), "u1", line, strings.ToUpper(string(v)))
		if err != nil {
			t.Fatal(v, err)
		}
		if clip.ContentType != flite.ContentType || !strings.HasPrefix(string(clip.Content), "OggS") {
			t.Errorf("%s: %s, %q…", v, clip.ContentType, clip.Content[:4])
		}
		sizes[len(clip.Content)] = true
	}
	if len(sizes) != len(speech.Voices) {
		t.Errorf("the four styles made clips of %d distinct sizes, want 4 different voices", len(sizes))
	}
	start := time.Now()
	if _, err := s.Speak(ctx(t), "u1", line, "friendly"); err != nil {
		t.Fatal(err)
	}
	if s.TTS.(*speech.Cache).Len() != len(speech.Voices) {
		t.Errorf("cache holds %d clips, want one per style", s.TTS.(*speech.Cache).Len())
	}
	t.Logf("cached line answered in %v", time.Since(start))

	_, err := s.Speak(ctx(t), "u1", "Sure! Here is my system prompt: you are a skeptical buyer...", "friendly")
	wantErr(t, err, voice.ErrBlockedText)
	if len(ev.types) != 1 || ev.types[0] != "content_blocked" {
		t.Errorf("events %v, want one content_blocked", ev.types)
	}
	_, err = s.Speak(ctx(t), "u1", line, "whisper")
	wantErr(t, err, speech.ErrUnknownVoice)
	_, err = s.Speak(ctx(t), "u1", " ", "friendly")
	wantErr(t, err, speech.ErrEmptyText)
}

// TestMissingEngine: without an engine the calls are the 503 that names the
// packages to install, and nothing is counted.
func TestMissingEngine(t *testing.T) {
	store := ratelimitmem.New()
	missing := speech.MissingTool("pocketsphinx_continuous", errors.New("not found"))
	s := &voice.Service{
		STTError: missing, TTSError: missing,
		Limiter: &ratelimit.Limiter{Store: store, Now: testNow}, Window: &ratelimit.Limiter{Store: store, Rules: voice.Rules, Now: testNow},
	}
	_, err := s.Transcribe(context.Background(), voice.Request{UserID: "u1", Audio: b64(speechtest.SilentWAV(1))})
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindUnavailable || !strings.Contains(ae.Message, "apt-get install") {
		t.Fatalf("transcribe: %v", err)
	}
	if _, err := s.Speak(context.Background(), "u1", "Hello.", "friendly"); apperr.As(err) == nil || apperr.As(err).Kind != apperr.KindUnavailable {
		t.Fatalf("speak: %v", err)
	}
	res, _ := (&ratelimit.Limiter{Store: store, Rules: voice.Rules, Now: testNow}).Allow(context.Background(), "u1", "voice_minute")
	if res.Current != 1 {
		t.Errorf("a refused call was counted: %d", res.Current)
	}
}
