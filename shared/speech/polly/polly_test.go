package polly_test

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	awspolly "github.com/aws/aws-sdk-go-v2/service/polly"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/polly"
)

// mp3 stands for Polly's audio: an ID3 tag and a frame header.
var mp3 = append([]byte("ID3\x04\x00\x00\x00\x00\x00\x00"), 0xFF, 0xFB, 0x90, 0x64)

// request is the JSON body of Polly's SynthesizeSpeech.
type request struct {
	Engine, OutputFormat, Text, TextType, VoiceId string
}

// fakePolly speaks Polly's REST-JSON wire format: POST /v1/speech, a
// SigV4-signed JSON body; the audio bytes back with their Content-Type, or
// an error named by X-Amzn-ErrorType with a JSON message.
type fakePolly struct {
	t      *testing.T
	mu     sync.Mutex
	got    []request
	status int    // 0: answer the audio
	code   string // the error type for status
	delay  time.Duration
}

func (f *fakePolly) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != "POST" || r.URL.Path != "/v1/speech" {
		f.t.Errorf("request %s %s, want POST /v1/speech", r.Method, r.URL.Path)
	}
	if !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 ") || !strings.Contains(r.Header.Get("Authorization"), "/polly/aws4_request") {
		f.t.Errorf("not SigV4-signed for polly: %q", r.Header.Get("Authorization"))
	}
	var req request
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &req); err != nil {
		f.t.Errorf("body %s: %v", body, err)
	}
	f.mu.Lock()
	f.got = append(f.got, req)
	f.mu.Unlock()
	select {
	case <-time.After(f.delay):
	case <-r.Context().Done():
		return
	}
	if f.status != 0 {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Amzn-ErrorType", f.code)
		w.WriteHeader(f.status)
		_, _ = w.Write([]byte(`{"message":"` + f.code + ` happened"}`))
		return
	}
	w.Header().Set("Content-Type", "audio/mpeg")
	w.Header().Set("x-amzn-RequestCharacters", "12")
	_, _ = w.Write(mp3)
}

func newSynth(t *testing.T, f *fakePolly) *polly.Synthesizer {
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	cfg := aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", "")}
	return polly.New(cfg, func(o *awspolly.Options) {
		o.BaseEndpoint = aws.String(srv.URL)
		o.RetryMaxAttempts = 1
	})
}

// TestSynthesize: each style is its own neural voice, MP3 comes back as
// audio/mpeg, and the rushed style's SSML carries the user's text as text.
func TestSynthesize(t *testing.T) {
	f := &fakePolly{t: t}
	p := newSynth(t, f)
	const tricky = `Fine. <break time="10s"/> & "why" isn't it </prosody><speak>?` + "\nNext line"
	voices := map[string]bool{}
	for _, v := range speech.Voices {
		clip, err := p.Synthesize(context.Background(), speech.Speech{Text: tricky, Voice: v})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if clip.ContentType != "audio/mpeg" || !bytes.Equal(clip.Content, mp3) {
			t.Fatalf("%s: clip %q % x", v, clip.ContentType, clip.Content)
		}
		req := f.got[len(f.got)-1]
		if req.Engine != "neural" || req.OutputFormat != "mp3" || req.VoiceId == "" {
			t.Fatalf("%s: request %+v", v, req)
		}
		voices[req.VoiceId] = true
		switch req.TextType {
		case "text":
			if req.Text != tricky {
				t.Fatalf("%s: text %q", v, req.Text)
			}
		case "ssml":
			// One speak element with one prosody element whose only
			// content is the text: nothing the user typed became markup.
			var doc struct {
				XMLName xml.Name `xml:"speak"`
				Prosody struct {
					Rate  string `xml:"rate,attr"`
					Inner string `xml:",innerxml"`
					Chars string `xml:",chardata"`
				} `xml:"prosody"`
			}
			if err := xml.Unmarshal([]byte(req.Text), &doc); err != nil {
				t.Fatalf("%s: SSML %q: %v", v, req.Text, err)
			}
			if doc.Prosody.Rate != "115%" || doc.Prosody.Chars != strings.ReplaceAll(tricky, "\n", " ") || strings.Contains(doc.Prosody.Inner, "<") {
				t.Fatalf("%s: SSML %q parsed as %+v", v, req.Text, doc.Prosody)
			}
		default:
			t.Fatalf("%s: TextType %q", v, req.TextType)
		}
	}
	if len(voices) != 4 {
		t.Fatalf("voices %v: want four different voices", voices)
	}
	if f.got[3].TextType != "ssml" {
		t.Fatalf("rushed is not faster: %+v", f.got[3])
	}
}

// TestSynthesizeErrors: bad input never reaches Polly; Polly's outages,
// throttling and slowness are the 503 "Voice Services Error"; a request
// Polly refuses is a 500 (our bug), never a panic.
func TestSynthesizeErrors(t *testing.T) {
	ctx := context.Background()
	f := &fakePolly{t: t}
	p := newSynth(t, f)
	if _, err := p.Synthesize(ctx, speech.Speech{Text: " ", Voice: speech.VoiceFriendly}); !errors.Is(err, speech.ErrEmptyText) {
		t.Fatalf("blank text: %v", err)
	}
	if _, err := p.Synthesize(ctx, speech.Speech{Text: "Hi.", Voice: "whisper"}); apperr.As(err) != speech.ErrUnknownVoice {
		t.Fatalf("unknown voice: %v", err)
	}
	if len(f.got) != 0 {
		t.Fatalf("invalid speech reached Polly: %+v", f.got)
	}

	for _, c := range []struct {
		status int
		code   string
		down   bool
	}{
		{503, "ServiceUnavailableException", true},
		{500, "ServiceFailureException", true},
		{400, "ThrottlingException", true},
		{403, "UnrecognizedClientException", true},
		{400, "ValidationException", false},
		{400, "TextLengthExceededException", false},
	} {
		t.Run(c.code, func(t *testing.T) {
			p := newSynth(t, &fakePolly{t: t, status: c.status, code: c.code})
			clip, err := p.Synthesize(ctx, speech.Speech{Text: "Hello.", Voice: speech.VoiceAssertive})
			ae := apperr.As(err)
			switch {
			case err == nil || clip.Content != nil:
				t.Fatalf("got a clip %v, err %v", clip, err)
			case c.down && (ae == nil || ae.Kind != apperr.KindUnavailable || ae.Message != speech.ServiceMessage):
				t.Fatalf("got %v, want 503 %q", err, speech.ServiceMessage)
			case !c.down && ae != nil:
				t.Fatalf("got client error %v, want a 500", err)
			case !strings.Contains(err.Error(), c.code):
				t.Fatalf("the log would not name Polly's error: %v", err)
			}
		})
	}

	t.Run("deadline", func(t *testing.T) {
		p := newSynth(t, &fakePolly{t: t, delay: 5 * time.Second})
		short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := p.Synthesize(short, speech.Speech{Text: "Hello.", Voice: speech.VoiceFriendly})
		if !errors.Is(err, context.DeadlineExceeded) || apperr.As(err) == nil || apperr.As(err).Kind != apperr.KindUnavailable {
			t.Fatalf("got %v, want a 503 for the deadline", err)
		}
		if time.Since(start) > 2*time.Second {
			t.Fatalf("the deadline did not end the call: %v", time.Since(start))
		}
	})
}
