package callrecording_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/callrecording/calltest"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitdb"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/recordingdb"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/recording/speakersplit"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/standin"
	"pitchperfect/shared/standin/dynalitetest"
	"pitchperfect/shared/tables"
)

// The use case runs against dynalite (the records and the rate limits),
// the local S3 (which checks every signature, as S3 does) and the local
// recogniser (pocketsphinx): started once for the package.
var db *dynamo.DB

func TestMain(m *testing.M) {
	os.Exit(dynalitetest.Main(m, func(d *dynamo.DB) { db = d }))
}

const bucket = "recordings"

var awsCfg = aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}

// rig is one service on its own local S3.
type rig struct {
	svc   *callrecording.Service
	s3URL string
	clock *clock // the local S3's clock
}

type clock struct{ skew atomic.Int64 }

func (c *clock) now() time.Time      { return time.Now().Add(time.Duration(c.skew.Load())) }
func (c *clock) add(d time.Duration) { c.skew.Add(int64(d)) }

var (
	engineOnce sync.Once
	engine     *sphinx.Engine
	engineErr  error
)

// newRig makes a service with its own bucket. With notify the local S3
// calls the service's ObjectCreated after each upload, as the local server
// does.
func newRig(t *testing.T, notify bool) *rig {
	t.Helper()
	engineOnce.Do(func() { engine, engineErr = sphinx.New() })
	if engineErr != nil {
		t.Fatal(engineErr)
	}
	r := &rig{clock: &clock{}}
	opts := []standin.S3Option{standin.WithS3Clock(r.clock.now)}
	if notify {
		opts = append(opts, standin.WithS3ObjectCreated(recording.Prefix, func(ctx context.Context, b, k string) {
			_ = r.svc.ObjectCreated(ctx, b, k)
		}))
	}
	h, closeFn, err := standin.S3("", bucket, opts...)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); _ = closeFn() })
	r.s3URL = srv.URL
	rigNow := time.Now()
	r.svc = &callrecording.Service{
		Store:  recordingdb.New(db, tables.CallRecordings.Logical),
		Files:  s3files.New(awsCfg, bucket, srv.URL),
		Bucket: bucket,
		// (the limit counts in fixed hourly windows: one instant per rig, so
		// no window ends between the 20th grant and the 21st)
		Limiter:     &ratelimit.Limiter{Store: ratelimitdb.New(db, tables.RateLimits.Logical), Now: func() time.Time { return rigNow }},
		Transcriber: engine,
		Speakers:    speakersplit.Split,
		Slots:       make(chan struct{}, 1),
		Log:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	return r
}

var users atomic.Int64

// newUser is a new user id of the form Cognito gives.
func newUser() string {
	return fmt.Sprintf("%08x-0000-4000-8000-%012x", time.Now().UnixNano()&0xffffffff, users.Add(1))
}

// put sends body with the grant's method, URL and headers, as the browser
// does, and returns the status and S3's answer.
func put(t *testing.T, up recording.Upload, body []byte, headers map[string]string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(up.Method, up.URL, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range up.Headers {
		req.Header.Set(k, v)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// upload asks for a grant and uploads data with it; it returns the record.
func (r *rig) upload(t *testing.T, user, name, typ string, data []byte) recording.CallRecording {
	t.Helper()
	g, err := r.svc.Grant(context.Background(), callrecording.GrantRequest{UserID: user, FileName: name, FileSize: int64(len(data)), FileType: typ})
	if err != nil {
		t.Fatalf("Grant(%s): %v", name, err)
	}
	if status, body := put(t, g.Upload, data, nil); status != 200 {
		t.Fatalf("PUT %s = %d %s", name, status, body)
	}
	return g.Recording
}

// process handles the object-created event of rec's file.
func (r *rig) process(t *testing.T, rec recording.CallRecording) (callrecording.Outcome, recording.CallRecording) {
	t.Helper()
	out, err := r.svc.Process(context.Background(), bucket, rec.Key)
	if err != nil {
		t.Fatalf("Process(%s): %v", rec.Key, err)
	}
	got, err := r.svc.Get(context.Background(), rec.UserID, rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	return out, got
}

func code(err error) string {
	if e := apperr.As(err); e != nil {
		return e.Code
	}
	return fmt.Sprint(err)
}

// The server's file check answers in the spec's words and statuses, before
// anything is counted or written.
func TestGrantChecksTheFile(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	for _, c := range []struct {
		name, typ string
		size      int64
		kind      apperr.Kind
		code, msg string
	}{
		{"", "audio/wav", 10, apperr.KindInvalid, "no_file", "No file provided"},
		{"call.wav", "audio/wav", 0, apperr.KindInvalid, "no_file", "No file provided"},
		{"call.wav", "audio/wav", 50*1024*1024 + 1, apperr.KindTooLarge, "file_too_large", "File size exceeds 50MB limit"},
		{"notes.txt", "text/plain", 10, apperr.KindInvalid, "invalid_file_type", "Invalid file type. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac"},
		{"notes.txt", "audio/wav", 10, apperr.KindInvalid, "invalid_file_type", "Invalid file type. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac"},
		{"call.flac", "audio/wav", 10, apperr.KindInvalid, "invalid_file_type", "Invalid file type. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac"},
		{"setup.exe", "audio/wav", 10, apperr.KindInvalid, "file_not_allowed", "File type not allowed for security reasons"},
		{"tool.js", "audio/mpeg", 10, apperr.KindInvalid, "file_not_allowed", "File type not allowed for security reasons"},
		{"a..b.wav", "audio/wav", 10, apperr.KindInvalid, "invalid_file_name", "Invalid file name"},
		{"call|1.wav", "audio/wav", 10, apperr.KindInvalid, "invalid_file_name", "Invalid file name"},
	} {
		_, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: c.name, FileSize: c.size, FileType: c.typ})
		e := apperr.As(err)
		if e == nil || e.Kind != c.kind || e.Code != c.code || e.Message != c.msg {
			t.Errorf("Grant(%q, %q, %d) = %v, want %s %q", c.name, c.typ, c.size, err, c.code, c.msg)
		}
	}
	// None of them was counted or written.
	list, err := r.svc.List(ctx, user)
	if err != nil || len(list) != 0 {
		t.Errorf("List = %v, %v; want nothing", list, err)
	}
	res, err := r.svc.Limiter.(*ratelimit.Limiter).Allow(ctx, user, callrecording.RateAction)
	if err != nil || res.Current != 1 {
		t.Errorf("file_upload count after refused grants: %+v, %v; want the first", res, err)
	}
}

// A grant is a pending record and a PUT of exactly its key, type and size
// for ten minutes; the type's parameters are dropped and the name is the
// sanitised one.
func TestGrantIsAPendingRecordAndItsUpload(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	before := time.Now()
	g, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: "  Q3  review (Acme).WEBM", FileSize: 1234, FileType: "Audio/WebM;codecs=opus"})
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Recording
	if !ids.IsTimeSorted(rec.ID) || rec.UserID != user || rec.Status != recording.Pending || rec.Key != "recordings/"+user+"/"+rec.ID+".webm" ||
		rec.FileName != "Q3 review (Acme).WEBM" || rec.Title != "Q3 review (Acme)" || rec.FileType != "audio/webm" || rec.FileSize != 1234 ||
		rec.CreatedAt.Before(before.Add(-time.Second)) {
		t.Errorf("recording %+v", rec)
	}
	if g.Upload.Method != "PUT" || !strings.HasPrefix(g.Upload.URL, r.s3URL+"/"+bucket+"/"+rec.Key+"?") ||
		g.Upload.Headers["Content-Type"] != "audio/webm" || !g.Upload.ExpiresAt.After(before.Add(callrecording.GrantTTL-2*time.Second)) {
		t.Errorf("upload %+v", g.Upload)
	}
	stored, err := r.svc.Store.Get(ctx, user, rec.ID)
	if err != nil || stored.Status != recording.Pending || stored.ExpiresAt.Before(before.Add(callrecording.PendingTTL-time.Minute)) {
		t.Errorf("stored %+v, %v; want it pending, expiring in a day", stored, err)
	}
	// No file yet: nothing to play.
	if got, err := r.svc.Get(ctx, user, rec.ID); err != nil || got.AudioURL != "" {
		t.Errorf("Get = %+v, %v; want no audio link before the upload", got, err)
	}
}

// The bucket refuses any upload the grant does not cover: another key
// (another user's, or another of the same user's), another type, another
// size, or after the grant expired; the granted one goes through once.
func TestTheGrantIsPinnedByTheBucket(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user, other := newUser(), newUser()
	data := bytes.Repeat([]byte("RIFF0000WAVEfmt "), 100)
	g, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: "call.wav", FileSize: int64(len(data)), FileType: "audio/wav"})
	if err != nil {
		t.Fatal(err)
	}
	otherKey := g.Upload
	otherKey.URL = strings.Replace(otherKey.URL, user, other, 1)
	sameUser := g.Upload
	sameUser.URL = strings.Replace(sameUser.URL, g.Recording.ID, ids.TimeSorted(time.Now()), 1)
	for _, c := range []struct {
		name    string
		up      recording.Upload
		body    []byte
		headers map[string]string
		want    string
	}{
		{"another user's key", otherKey, data, nil, "SignatureDoesNotMatch"},
		{"another key of the user", sameUser, data, nil, "SignatureDoesNotMatch"},
		{"another type", g.Upload, data, map[string]string{"Content-Type": "audio/mpeg"}, "SignatureDoesNotMatch"},
		{"a larger file", g.Upload, append(bytes.Clone(data), 'x'), nil, "SignatureDoesNotMatch"},
		{"a smaller file", g.Upload, data[:len(data)-1], nil, "SignatureDoesNotMatch"},
	} {
		if status, body := put(t, c.up, c.body, c.headers); status != 403 || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d %s, want 403 %s", c.name, status, body, c.want)
		}
	}
	// Expired: the same request eleven minutes later.
	r.clock.add(callrecording.GrantTTL + time.Minute)
	if status, body := put(t, g.Upload, data, nil); status != 403 || !strings.Contains(body, "Request has expired") {
		t.Errorf("expired: %d %s, want 403 Request has expired", status, body)
	}
	r.clock.add(-callrecording.GrantTTL - time.Minute)
	if status, body := put(t, g.Upload, data, nil); status != 200 {
		t.Fatalf("the granted upload: %d %s", status, body)
	}
	if _, err := r.svc.Files.Read(ctx, "recordings/"+other+"/"+g.Recording.ID+".wav", 1<<20); !errors.Is(err, apperr.NotFound) {
		t.Errorf("another user's key was written: %v", err)
	}
}

// The spec's file_upload limit: 20 grants an hour, then the spec's 429 and
// nothing written.
func TestGrantsAreRateLimited(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	req := callrecording.GrantRequest{UserID: user, FileName: "call.mp3", FileSize: 1000, FileType: "audio/mpeg"}
	for i := range ratelimit.Rules[callrecording.RateAction].Max {
		if _, err := r.svc.Grant(ctx, req); err != nil {
			t.Fatalf("grant %d: %v", i+1, err)
		}
	}
	_, err := r.svc.Grant(ctx, req)
	e := apperr.As(err)
	if e == nil || e.Kind != apperr.KindRateLimited || e.Message != safety.MsgFileRateLimited || e.RetryAfter <= 0 {
		t.Fatalf("grant 21 = %v, want the spec's 429", err)
	}
	if list, _ := r.svc.List(ctx, user); len(list) != 20 {
		t.Errorf("%d records, want the 20 granted", len(list))
	}
}

// The event path end to end: a two-voice call uploaded with its grant is
// announced by the local S3 itself, and the processor scores it: ready,
// with its transcript, duration, scorecard and metrics. The file plays
// from its link; a repeated event changes nothing; Delete removes the
// record and the file.
func TestAnUploadedCallIsScored(t *testing.T) {
	r := newRig(t, true)
	ctx := context.Background()
	user := newUser()
	call := calltest.Call(t, calltest.Discovery)
	rec := r.upload(t, user, "Discovery call with Dana.wav", "audio/wav", call)

	got := waitFinal(t, r, rec)
	if got.Status != recording.Ready {
		t.Fatalf("status %s (%s), want ready", got.Status, got.FailureReason)
	}
	t.Logf("score %.1f, %.1f s, categories %+v, metrics %+v, talk ratio %v, monologue %v, speakers %v, transcript %q", got.Score, got.DurationSeconds,
		*got.Categories, *got.Metrics, deref(got.Metrics.TalkRatio), deref(got.Metrics.LongestMonologueSeconds), got.Speakers, got.Transcript)
	heard := strings.Fields(got.Transcript)
	if len(heard) < 25 || len(got.Words) != len(heard) || !strings.Contains(got.Transcript, "monday") {
		t.Errorf("transcript %q (%d words)", got.Transcript, len(got.Words))
	}
	wavSeconds := float64(len(call)-44) / 32000
	if d := got.DurationSeconds; d < wavSeconds-0.5 || d > wavSeconds+0.5 {
		t.Errorf("duration %.2f s, the file plays %.2f s", d, wavSeconds)
	}
	if got.Score <= 0 || got.Score > 10 || got.Score*10 != float64(got.Analysis.OverallScore) {
		t.Errorf("score %.1f for an overall %d", got.Score, got.Analysis.OverallScore)
	}
	c := got.Categories
	for name, v := range map[string]int{"clarity": c.Clarity, "confidence": c.Confidence, "handling": c.Handling, "vocabulary": c.Vocabulary} {
		if v <= 0 || v > 100 {
			t.Errorf("%s %d", name, v)
		}
	}
	if m := got.Metrics; m.WordsPerMinute <= 0 || m.QuestionsAsked < 1 {
		t.Errorf("metrics %+v, want a pace and the rep's questions", m)
	}
	// The two voices are told apart: six turns, the rep's first; the rep
	// talks more than the buyer, and the longest monologue is the pitch.
	var speakers []string
	for _, s := range got.Speakers {
		speakers = append(speakers, s.Speaker)
	}
	if strings.Join(speakers, " ") != "spk_0 spk_1 spk_0 spk_1 spk_0 spk_1" {
		t.Errorf("speakers %v", got.Speakers)
	}
	if m := got.Metrics; m.TalkRatio == nil || *m.TalkRatio < 0.55 || *m.TalkRatio > 0.8 ||
		m.LongestMonologueSeconds == nil || *m.LongestMonologueSeconds < 5 || *m.LongestMonologueSeconds > 12 {
		t.Errorf("speaker metrics %+v", m)
	}
	// The coach heard the rep only: the buyer's lines are not in its text.
	if a := got.Analysis; a.Metrics.WordCount >= len(got.Words) || a.Metrics.WordCount < len(got.Words)/2 {
		t.Errorf("the coach analysed %d of the call's %d words, want the rep's", a.Metrics.WordCount, len(got.Words))
	}
	if got.TopImprovement == "" || got.AudioURL == "" || got.ExpiresAt != (time.Time{}) {
		t.Errorf("top improvement %q, audio %q, expires %v", got.TopImprovement, got.AudioURL, got.ExpiresAt)
	}
	// The player's link serves the file.
	resp, err := http.Get(got.AudioURL)
	if err != nil {
		t.Fatal(err)
	}
	played, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Equal(played, call) {
		t.Errorf("playing: %d, %d bytes", resp.StatusCode, len(played))
	}
	// The same event again, several times at once: nothing changes.
	var wg sync.WaitGroup
	outs := make(chan callrecording.Outcome, 3)
	for range 3 {
		wg.Go(func() {
			out, err := r.svc.Process(ctx, bucket, rec.Key)
			if err != nil {
				t.Error(err)
			}
			outs <- out
		})
	}
	wg.Wait()
	close(outs)
	for out := range outs {
		if out != callrecording.Duplicate {
			t.Errorf("repeated event: %s, want duplicate", out)
		}
	}
	again, _ := r.svc.Get(ctx, user, rec.ID)
	if again.Score != got.Score || again.Status != recording.Ready || again.Transcript != got.Transcript {
		t.Errorf("after repeated events: %+v", again)
	}
	if list, _ := r.svc.List(ctx, user); len(list) != 1 || list[0].Transcript != "" || list[0].Score != got.Score {
		t.Errorf("List = %+v, want the one call without its transcript", list)
	}

	// Another user cannot see or delete it.
	if _, err := r.svc.Get(ctx, newUser(), rec.ID); code(err) != "not_found" {
		t.Errorf("another user's Get = %v", err)
	}
	if err := r.svc.Delete(ctx, newUser(), rec.ID); code(err) != "not_found" {
		t.Errorf("another user's Delete = %v", err)
	}
	if err := r.svc.Delete(ctx, user, rec.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := r.svc.Get(ctx, user, rec.ID); code(err) != "not_found" {
		t.Errorf("Get after Delete = %v", err)
	}
	if _, err := r.svc.Files.Read(ctx, rec.Key, recording.MaxBytes); !errors.Is(err, apperr.NotFound) {
		t.Errorf("the file after Delete: %v", err)
	}
	if err := r.svc.Delete(ctx, user, rec.ID); code(err) != "not_found" {
		t.Errorf("second Delete = %v", err)
	}
}

// waitFinal polls the record until it is ready or failed (the local S3
// runs the processor in its own goroutine).
func waitFinal(t *testing.T, r *rig, rec recording.CallRecording) recording.CallRecording {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		got, err := r.svc.Get(context.Background(), rec.UserID, rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status.Final() {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("still %s after 90 s", got.Status)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// Files that are not a call end failed with a reason the user can act on,
// and the record keeps nothing half done.
func TestBadFilesFailWithAReason(t *testing.T) {
	r := newRig(t, false)
	user := newUser()
	speech := calltest.Call(t, calltest.Discovery[:1])
	for _, c := range []struct {
		name, typ string
		data      []byte
		reason    string
	}{
		{"renamed program.wav", "audio/wav", calltest.Executable(), callrecording.ReasonNotAudio},
		{"cut off.m4a", "audio/mp4", calltest.Truncated(t, speech), callrecording.ReasonUnreadable},
		{"silence.wav", "audio/wav", silence(3), callrecording.ReasonNoSpeech},
		{"all hands.ogg", "audio/ogg", calltest.Long(t, 16*60), callrecording.ReasonTooLong},
		{"raw.aac", "audio/aac", calltest.Convert(t, speech, "call.aac", "-c:a", "aac", "-f", "adts"), callrecording.ReasonRawAAC},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := r.upload(t, user, c.name, c.typ, c.data)
			start := time.Now()
			out, got := r.process(t, rec)
			if out != callrecording.FailedOutcome || got.Status != recording.Failed || got.FailureReason != c.reason {
				t.Fatalf("%s: %s, %s %q; want failed %q", c.name, out, got.Status, got.FailureReason, c.reason)
			}
			if got.Transcript != "" || got.Words != nil || got.Categories != nil || got.Metrics != nil || got.Analysis != nil || got.Score != 0 || got.AudioURL != "" {
				t.Errorf("a failed record with parts of a result: %+v", got)
			}
			if c.reason == callrecording.ReasonTooLong && time.Since(start) > 5*time.Second {
				t.Errorf("the 16-minute file took %s to refuse: it should not be transcribed", time.Since(start))
			}
			// Failed is final: the event again does nothing.
			if out, _ := r.process(t, rec); out != callrecording.Duplicate {
				t.Errorf("repeated event: %s", out)
			}
		})
	}
}

func silence(seconds int) []byte {
	n := 16000 * 2 * seconds
	le := func(v int) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }
	h := []byte("RIFF")
	h = append(h, le(36+n)...)
	h = append(h, []byte("WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x02\x00\x10\x00data")...)
	h = append(h, le(n)...)
	return append(h, make([]byte, n)...)
}

// Events for files that are not a call's, or whose record is gone, are
// ignored; an event for a grant whose file never came finds nothing.
func TestForeignEventsAreIgnored(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	rec := r.upload(t, user, "call.wav", "audio/wav", silence(1))
	for _, c := range []struct{ bucket, key string }{
		{"another-bucket", rec.Key},
		{bucket, callrecording.TranscriptKey(rec)},
		{bucket, "voice/" + user + "/x.wav"},
		{bucket, recording.Key(user, ids.TimeSorted(time.Now()), "wav")}, // no record
		{bucket, strings.TrimSuffix(rec.Key, ".wav") + ".mp3"},           // not its key
	} {
		if out, err := r.svc.Process(ctx, c.bucket, c.key); err != nil || out != callrecording.Ignored {
			t.Errorf("Process(%s, %s) = %s, %v; want ignored", c.bucket, c.key, out, err)
		}
	}
	if got, _ := r.svc.Get(ctx, user, rec.ID); got.Status != recording.Pending {
		t.Errorf("status %s after foreign events, want pending", got.Status)
	}
	// Deleted before its file was processed: the event finds nothing.
	if err := r.svc.Delete(ctx, user, rec.ID); err != nil {
		t.Fatal(err)
	}
	if out, err := r.svc.Process(ctx, bucket, rec.Key); err != nil || out != callrecording.Ignored {
		t.Errorf("Process after Delete = %s, %v", out, err)
	}
	if _, err := r.svc.Get(ctx, user, rec.ID); code(err) != "not_found" {
		t.Errorf("the record came back: %v", err)
	}
}

// The list is the user's, newest first; a grant whose file never came drops
// out an hour after its URL expired.
func TestListHidesAbandonedGrants(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	now := time.Now()
	r.svc.Now = func() time.Time { return now.Add(-3 * time.Hour) }
	old, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: "old.wav", FileSize: 10, FileType: "audio/wav"})
	if err != nil {
		t.Fatal(err)
	}
	r.svc.Now = func() time.Time { return now.Add(-callrecording.GrantTTL) }
	recent, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: "recent.wav", FileSize: 10, FileType: "audio/wav"})
	if err != nil {
		t.Fatal(err)
	}
	r.svc.Now = nil
	list, err := r.svc.List(ctx, user)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != recent.Recording.ID {
		t.Errorf("List = %+v, want only the recent grant", list)
	}
	// The abandoned one is still there to open or delete.
	if _, err := r.svc.Get(ctx, user, old.Recording.ID); err != nil {
		t.Errorf("Get of the abandoned grant: %v", err)
	}
}

func deref(f *float64) any {
	if f == nil {
		return nil
	}
	return *f
}

// A record left uploaded or processing long past its grant (a processor
// killed with the record claimed) reads as failed, once and for all, so its
// user can upload the call again; one still within the time stays as it is.
func TestStuckCallsFailWhenRead(t *testing.T) {
	r := newRig(t, false)
	ctx := context.Background()
	user := newUser()
	now := time.Now()
	grant := func(name string, at time.Time, status recording.Status) recording.CallRecording {
		t.Helper()
		r.svc.Now = func() time.Time { return at }
		g, err := r.svc.Grant(ctx, callrecording.GrantRequest{UserID: user, FileName: name, FileSize: 10, FileType: "audio/wav"})
		if err != nil {
			t.Fatal(err)
		}
		rec := g.Recording
		rec.Status, rec.ExpiresAt = status, time.Time{}
		if err := r.svc.Store.Move(ctx, rec, recording.Pending); err != nil {
			t.Fatal(err)
		}
		return rec
	}
	stale := now.Add(-callrecording.StuckAfter - time.Minute)
	claimed := grant("claimed.wav", stale, recording.Processing)
	uploaded := grant("uploaded.wav", stale, recording.Uploaded)
	working := grant("working.wav", now.Add(-callrecording.StuckAfter+time.Hour), recording.Processing)
	r.svc.Now = nil

	// Readers at once: every one sees the stuck records failed.
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				got, err := r.svc.Get(ctx, user, claimed.ID)
				if err == nil && got.Status != recording.Failed {
					err = fmt.Errorf("Get: status %s", got.Status)
				}
				if err == nil && got.AudioURL != "" {
					err = errors.New("Get: a failed call has a link to play")
				}
				errs <- err
				return
			}
			list, err := r.svc.List(ctx, user)
			for _, l := range list {
				if l.ID == claimed.ID && l.Status != recording.Failed {
					err = fmt.Errorf("List: claimed %s", l.Status)
				}
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	want := map[string]recording.Status{claimed.ID: recording.Failed, uploaded.ID: recording.Failed, working.ID: recording.Processing}
	for id, st := range want {
		stored, err := r.svc.Store.Get(ctx, user, id)
		if err != nil {
			t.Fatal(err)
		}
		if stored.Status != st {
			t.Errorf("%s stored %s, want %s", stored.FileName, stored.Status, st)
		}
		if st == recording.Failed && stored.FailureReason != callrecording.ReasonInternal {
			t.Errorf("%s reason %q", stored.FileName, stored.FailureReason)
		}
	}
}
