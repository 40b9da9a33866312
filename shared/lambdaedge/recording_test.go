package lambdaedge_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/callrecording/calltest"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/lambdaedge/edgetest"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/recording/speakersplit"
	"pitchperfect/shared/recording/transcribejobs"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/standin"
)

// bucket is the recordings bucket of these tests, as the events name it.
const bucket = "recordings"

// localS3 serves a local S3 (which checks signatures as S3 does) for the
// test and returns its address.
func localS3(t *testing.T, opts []standin.S3Option) string {
	t.Helper()
	h, closeFn, err := standin.S3("", bucket, opts...)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); _ = closeFn() })
	return srv.URL
}

// TestRecordingEvents replays the processor's events in events/ through its
// handler: the S3 notification of a two-voice call uploaded with a real
// presigned PUT (scored by the local recogniser, its speakers told apart by
// pitch), then Transcribe's
// completion event of the same call as a job (its transcript with two
// speakers, read from the bucket; Transcribe's answer from a stand-in
// speaking its JSON 1.1 protocol). Each answers what it did, and a second
// delivery of either changes nothing.
func TestRecordingEvents(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	root, _ := standin.RepoRoot()
	read := func(name string) []byte {
		raw, err := os.ReadFile(filepath.Join(root, "events", name))
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	s3Event, jobEvent := read("recording-processor.s3-put.json"), read("recording-processor.transcribe-done.json")
	var ev struct {
		Records []struct {
			S3 struct {
				Object struct{ Key string } `json:"object"`
			} `json:"s3"`
		}
	}
	if err := json.Unmarshal(s3Event, &ev); err != nil || len(ev.Records) != 1 {
		t.Fatalf("s3 event: %v", err)
	}
	key := ev.Records[0].S3.Object.Key
	user, id, _, ok := recording.ParseKey(key)
	if !ok {
		t.Fatalf("the event's key %q is not a call's", key)
	}
	s3URL := localS3(t, nil)
	vars := map[string]string{"LOG_LEVEL": "ERROR", "RECORDINGS_BUCKET": bucket, "S3_ENDPOINT": s3URL}
	handler := lambdaedge.EventHandlers["recording-processor"]
	invoke := func(d platform.Deps, name string, raw []byte) map[string]any {
		t.Helper()
		out, err := handler(ctx, d, raw)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		payload, _ := json.Marshal(out)
		var m map[string]any
		_ = json.Unmarshal(payload, &m)
		if err := edgetest.VerifyAnswer(name, payload); err != nil && m["duplicate"] == nil {
			t.Error(err)
		}
		return m
	}

	// The upload: a pending grant for the event's key, the file PUT with
	// its presigned request, then the bucket's notification.
	d, err := platform.Load(env.Getenv(vars), platform.Backends{LocalSTT: sphinx.Local, LocalSpeakers: speakersplit.Split, RecordingFiles: s3files.Backend})
	if err != nil {
		t.Fatal(err)
	}
	call := calltest.Call(t, calltest.Discovery)
	rec := recording.CallRecording{ID: id, UserID: user, Title: "Discovery call", FileName: "Discovery call.wav", FileType: "audio/wav",
		FileSize: int64(len(call)), Key: key, CreatedAt: time.Now().UTC(), Status: recording.Pending}
	if err := d.Recordings.Store.Create(ctx, rec); err != nil {
		t.Fatal(err)
	}
	up, err := d.Recordings.Files.PresignPut(ctx, key, rec.FileType, rec.FileSize, callrecording.GrantTTL)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(up.Method, up.URL, bytes.NewReader(call))
	req.Header.Set("Content-Type", up.Headers["Content-Type"])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("upload: %d", resp.StatusCode)
	}
	invoke(d, "recording-processor.s3-put.json", s3Event)
	got, err := d.Recordings.Get(ctx, user, id)
	if err != nil || got.Status != recording.Ready || got.Score <= 0 || !strings.Contains(got.Transcript, "monday") ||
		len(got.Speakers) != 6 || got.Metrics.TalkRatio == nil {
		t.Fatalf("after the S3 event: %+v, %v", got, err)
	}
	if again := invoke(d, "recording-processor.s3-put.json", s3Event); again["duplicate"] != 1.0 {
		t.Errorf("the S3 event again: %v, want a duplicate", again)
	}

	// The same call as a Transcribe job: the record is processing, the job
	// has written its transcript beside the file, and the job's event
	// arrives.
	if err := d.Recordings.Store.Delete(ctx, user, id); err != nil {
		t.Fatal(err)
	}
	rec.Status = recording.Pending
	if err := d.Recordings.Store.Create(ctx, rec); err != nil {
		t.Fatal(err)
	}
	rec.Status = recording.Processing
	if err := d.Recordings.Store.Move(ctx, rec, recording.Pending); err != nil {
		t.Fatal(err)
	}
	out := callrecording.TranscriptKey(rec)
	putObject(ctx, t, d, out, []byte(jobTranscript))
	fake := httptest.NewServer(&fakeTranscribe{t: t, job: callrecording.JobName(id), media: "s3://" + bucket + "/" + key})
	defer fake.Close()
	vars["STT_PROVIDER"] = "transcribe"
	jobs := func(cfg aws.Config, b string, files callrecording.Files) callrecording.Jobs {
		return transcribejobs.New(cfg, b, files, func(o *transcribe.Options) { o.BaseEndpoint = aws.String(fake.URL) })
	}
	d, err = platform.Load(env.Getenv(vars), platform.Backends{RecordingFiles: s3files.Backend, CallJobs: jobs})
	if err != nil {
		t.Fatal(err)
	}
	invoke(d, "recording-processor.transcribe-done.json", jobEvent)
	got, err = d.Recordings.Get(ctx, user, id)
	if err != nil || got.Status != recording.Ready {
		t.Fatalf("after the job's event: %+v, %v", got, err)
	}
	if len(got.Speakers) != 4 || got.Speakers[0].Speaker != "spk_0" || got.Metrics.TalkRatio == nil || got.Metrics.LongestMonologueSeconds == nil ||
		*got.Metrics.TalkRatio < 0.65 || *got.Metrics.TalkRatio > 0.72 || *got.Metrics.LongestMonologueSeconds < 9.2 || *got.Metrics.LongestMonologueSeconds > 9.5 ||
		got.Metrics.QuestionsAsked < 2 || !got.Metrics.NextStepAgreed {
		t.Errorf("speakers %+v, metrics %+v", got.Speakers, got.Metrics)
	}
	if !strings.HasPrefix(got.Transcript, "Hi Dana, thanks") || got.DurationSeconds < 20.5 || got.DurationSeconds > 21 {
		t.Errorf("transcript %q, %v s", got.Transcript, got.DurationSeconds)
	}
	// The transcript is in the record, so its file is gone.
	if _, err := d.Recordings.Files.Read(ctx, out, 1<<20); !errors.Is(err, apperr.NotFound) {
		t.Errorf("the job's transcript file: %v", err)
	}
	if again := invoke(d, "recording-processor.transcribe-done.json", jobEvent); again["duplicate"] != 1.0 {
		t.Errorf("the job's event again: %v, want a duplicate", again)
	}
	// Neither an S3 event nor a job's: an error, not a silent success.
	if _, err := handler(ctx, d, []byte(`{"detail-type":"Scheduled Event","detail":{}}`)); err == nil {
		t.Error("an unknown event was accepted")
	}
}

// putObject writes an object as Transcribe would, with a signed PUT.
func putObject(ctx context.Context, t *testing.T, d platform.Deps, key string, body []byte) {
	t.Helper()
	up, err := d.Recordings.Files.PresignPut(ctx, key, "application/json", int64(len(body)), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("PUT", up.URL, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("put %s: %d", key, resp.StatusCode)
	}
}

// fakeTranscribe answers GetTranscriptionJob for one completed job, in
// Amazon Transcribe's JSON 1.1 protocol.
type fakeTranscribe struct {
	t          *testing.T
	job, media string
}

func (f *fakeTranscribe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var in struct{ TranscriptionJobName string }
	_ = json.Unmarshal(body, &in)
	w.Header().Set("Content-Type", "application/x-amz-json-1.1")
	if r.Header.Get("X-Amz-Target") != "Transcribe.GetTranscriptionJob" || in.TranscriptionJobName != f.job {
		f.t.Errorf("Transcribe: %s %s", r.Header.Get("X-Amz-Target"), body)
		w.WriteHeader(400)
		_, _ = w.Write([]byte(`{"__type":"BadRequestException","message":"The requested job couldn't be found."}`))
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"TranscriptionJob": map[string]any{
		"TranscriptionJobName": f.job, "TranscriptionJobStatus": "COMPLETED", "LanguageCode": "en-US", "MediaFormat": "wav",
		"Media": map[string]any{"MediaFileUri": f.media}, "CreationTime": 1.7e9,
		"Settings": map[string]any{"ShowSpeakerLabels": true, "MaxSpeakerLabels": 2},
	}})
}

// jobTranscript is a job's output with speaker labels, as Transcribe
// writes it: four turns, the rep (spk_0) first.
var jobTranscript = func() string {
	type item struct {
		Type         string           `json:"type"`
		StartTime    string           `json:"start_time,omitempty"`
		EndTime      string           `json:"end_time,omitempty"`
		Speaker      string           `json:"speaker_label,omitempty"`
		Alternatives []map[string]any `json:"alternatives"`
	}
	turns := []struct {
		speaker    string
		start, end float64
		text       string
	}{
		{"spk_0", 0, 4, "Hi Dana, thanks for taking the call. How do you log your sales calls today?"},
		{"spk_1", 4.5, 8, "Mostly by hand. My reps lose about six hours a week."},
		{"spk_0", 8.5, 18, "Our sync logs every call automatically. What would those hours be worth to you? Could we run a two week pilot with five reps starting Monday at 10?"},
		{"spk_1", 18.5, 21, "Sounds fair. Monday works."},
	}
	var items []item
	var segments []map[string]any
	var text []string
	for _, tn := range turns {
		text = append(text, tn.text)
		words := strings.Fields(tn.text)
		step := (tn.end - tn.start) / float64(len(words))
		for i, w := range words {
			s := tn.start + float64(i)*step
			word := strings.TrimRight(w, ".,?")
			items = append(items, item{Type: "pronunciation", StartTime: ftoa(s), EndTime: ftoa(s + step*0.9), Speaker: tn.speaker,
				Alternatives: []map[string]any{{"confidence": "0.99", "content": word}}})
			if p := strings.TrimPrefix(w, word); p != "" {
				items = append(items, item{Type: "punctuation", Speaker: tn.speaker, Alternatives: []map[string]any{{"confidence": "0.0", "content": p}}})
			}
		}
		segments = append(segments, map[string]any{"speaker_label": tn.speaker, "start_time": ftoa(tn.start), "end_time": ftoa(tn.end)})
	}
	b, _ := json.Marshal(map[string]any{"jobName": "x", "status": "COMPLETED", "results": map[string]any{
		"transcripts":    []map[string]any{{"transcript": strings.Join(text, " ")}},
		"speaker_labels": map[string]any{"speakers": 2, "segments": segments},
		"items":          items,
	}})
	return string(b)
}()

func ftoa(f float64) string {
	b, _ := json.Marshal(f)
	return string(b)
}
