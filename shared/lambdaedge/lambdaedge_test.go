package lambdaedge_test

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/lambdaedge/edgetest"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/speech/flite"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/standin"
	"pitchperfect/shared/voice"
)

// TestEventsThroughLambdaHandlers replays every API Gateway v2 payload in
// events/ through the Lambda handler of the function that owns its route,
// each with a new user's real token from cognito-local in place of
// {{ID_TOKEN}}, so every event starts from a new profile (1 credit).
func TestEventsThroughLambdaHandlers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	s3URL := localS3(t, nil)
	d, err := platform.Load(env.Getenv(map[string]string{"LOG_LEVEL": "ERROR", "MAILBOX_DIR": t.TempDir(), "RECORDINGS_BUCKET": bucket, "S3_ENDPOINT": s3URL}),
		platform.Backends{LocalSTT: sphinx.Local, LocalTTS: flite.Local, RecordingFiles: s3files.Backend})
	if err != nil {
		t.Fatal(err)
	}
	root, err := standin.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	evs, err := edgetest.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		name := e.Name
		if _, ok := lambdaedge.Jobs[e.Function]; ok {
			continue // scheduled events: TestScheduledJobs
		}
		if _, ok := lambdaedge.EventHandlers[e.Function]; ok {
			continue // the processor's events: TestRecordingEvents
		}
		if _, ok := edgetest.Events[name]; !ok {
			t.Errorf("%s: no expectation; add one to shared/lambdaedge/edgetest", name)
			continue
		}
		tok, err := env.NewUser(ctx, strings.TrimSuffix(name, ".json")+"@example.com", "Secret123")
		if err != nil {
			t.Fatal(err)
		}
		var req events.APIGatewayV2HTTPRequest
		if err := json.Unmarshal(e.WithToken(tok.ID), &req); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		h, err := lambdaedge.FunctionHandler(d.Server, e.Function)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		resp, err := h(ctx, req)
		if err != nil {
			t.Fatalf("%s: invocation error %v", name, err)
		}
		if err := edgetest.Verify(name, resp.StatusCode, resp.Body); err != nil {
			t.Error(err)
		}
		if !strings.HasPrefix(resp.Headers["Content-Type"], "application/json") {
			t.Errorf("%s: content type %q", name, resp.Headers["Content-Type"])
		}
		if resp.Headers["X-Request-Id"] != req.RequestContext.RequestID {
			t.Errorf("%s: request id %q, want the API Gateway one", name, resp.Headers["X-Request-Id"])
		}
	}
	// A function answers only its own routes: the rpc Lambda does not serve
	// /api/profile.
	h, _ := lambdaedge.FunctionHandler(d.Server, "rpc")
	resp, err := h(ctx, events.APIGatewayV2HTTPRequest{RawPath: "/api/profile", RequestContext: events.APIGatewayV2HTTPRequestContext{HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: "GET"}}})
	if err != nil || resp.StatusCode != 404 {
		t.Errorf("foreign route: %d %v", resp.StatusCode, err)
	}
	for _, fn := range catalog.Functions() {
		if fn.Schedule != "" || len(fn.Events) > 0 {
			continue
		}
		if _, err := lambdaedge.FunctionHandler(d.Server, fn.Name); err != nil {
			t.Errorf("%s: %v", fn.Name, err)
		}
	}
	t.Run("audio limit", func(t *testing.T) { audioLimit(ctx, t, env, d, root) })
}

// audioLimit: a recording of voice.MaxAudioBytes fits in one invocation
// (under Lambda's 6 MB) and reaches the engine; one byte more is the 413.
func audioLimit(ctx context.Context, t *testing.T, env *standin.Env, d platform.Deps, root string) {
	raw, err := os.ReadFile(filepath.Join(root, "events", "voice-to-text.silence.json"))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := env.NewUser(ctx, "audio-limit@example.com", "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	h, err := lambdaedge.FunctionHandler(d.Server, "voice-to-text")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		size   int
		status int
		code   string
	}{{voice.MaxAudioBytes, 400, "no_speech"}, {voice.MaxAudioBytes + 1, 413, "audio_too_large"}} {
		// A 16 kHz PCM WAV of silence, size bytes in all.
		wav := make([]byte, c.size)
		copy(wav, "RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x02\x00\x10\x00data")
		binary.LittleEndian.PutUint32(wav[4:], uint32(c.size-8))
		binary.LittleEndian.PutUint32(wav[40:], uint32(c.size-44))
		var req events.APIGatewayV2HTTPRequest
		if err := json.Unmarshal(edgetest.Event{Raw: raw}.WithToken(tok.ID), &req); err != nil {
			t.Fatal(err)
		}
		body, _ := json.Marshal(map[string]string{"audio": base64.StdEncoding.EncodeToString(wav), "format": "wav"})
		req.Body = string(body)
		invocation, _ := json.Marshal(req)
		if c.size == voice.MaxAudioBytes && len(invocation) >= lambdaPayloadLimit {
			t.Errorf("the largest recording makes a %d-byte invocation, over Lambda's %d", len(invocation), lambdaPayloadLimit)
		}
		resp, err := h(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != c.status || !strings.Contains(resp.Body, `"code":"`+c.code+`"`) {
			t.Errorf("%d bytes of audio: %d %.200s", c.size, resp.StatusCode, resp.Body)
		}
	}
}

// lambdaPayloadLimit is the most bytes a synchronous Lambda invocation's
// request carries.
const lambdaPayloadLimit = 6 << 20

func TestScheduledJobs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	d, err := platform.Load(env.Getenv(map[string]string{"LOG_LEVEL": "ERROR"}), platform.Backends{})
	if err != nil {
		t.Fatal(err)
	}
	past := *d.Server.Limiter
	past.Now = func() time.Time { return time.Now().Add(-2 * time.Hour) }
	for _, u := range []string{"a", "b", "c"} {
		if _, err := past.Allow(ctx, u, "file_upload"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.Server.Limiter.Allow(ctx, "a", "file_upload"); err != nil {
		t.Fatal(err)
	}
	// An idempotency key claimed over a day ago has expired; one claimed now has not.
	oldKeys := *d.Server.Idempotency
	oldKeys.Now = func() time.Time { return time.Now().Add(-idempotency.TTL - time.Hour) }
	for key, svc := range map[string]*idempotency.Service{"old": &oldKeys, "new": d.Server.Idempotency} {
		if _, _, err := svc.Begin(ctx, "a", key, "fp"); err != nil {
			t.Fatal(err)
		}
	}
	root, _ := standin.RepoRoot()
	raw, err := os.ReadFile(filepath.Join(root, "events", "rate-limit-cleanup.scheduled.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev events.EventBridgeEvent
	if err := json.Unmarshal(raw, &ev); err != nil {
		t.Fatal(err)
	}
	out, err := lambdaedge.Jobs["rate-limit-cleanup"](ctx, d, ev)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.(map[string]int)["deleted"]; got != 3 {
		t.Fatalf("deleted %d, want the 3 expired counters", got)
	}
	if got := out.(map[string]int)["idempotency_keys_deleted"]; got != 1 {
		t.Errorf("deleted %d idempotency keys, want the expired one", got)
	}
	for _, fn := range catalog.Functions() {
		if _, ok := lambdaedge.Jobs[fn.Name]; (fn.Schedule != "") != ok {
			t.Errorf("%s: scheduled in the catalog = %v, job defined = %v", fn.Name, fn.Schedule != "", ok)
		}
	}
}
