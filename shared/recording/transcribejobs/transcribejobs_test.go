package transcribejobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording/transcribejobs"
	"pitchperfect/shared/speech"
)

var awsCfg = aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", "")}

// fakeTranscribe speaks Transcribe's JSON 1.1 protocol: it keeps the start
// request and answers GetTranscriptionJob with status.
type fakeTranscribe struct {
	t      *testing.T
	mu     sync.Mutex
	start  map[string]any
	status string
	reason string
	code   int // set: every call fails with this status
}

func (f *fakeTranscribe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !strings.Contains(r.Header.Get("Authorization"), "/transcribe/aws4_request") {
		f.t.Errorf("not signed for transcribe: %q", r.Header.Get("Authorization"))
	}
	body, _ := io.ReadAll(r.Body)
	w.Header().Set("Content-Type", "application/x-amz-json-1.1")
	if f.code != 0 {
		w.WriteHeader(f.code)
		_, _ = w.Write([]byte(`{"__type":"ThrottlingException","message":"Rate exceeded"}`))
		return
	}
	switch r.Header.Get("X-Amz-Target") {
	case "Transcribe.StartTranscriptionJob":
		_ = json.Unmarshal(body, &f.start)
		_, _ = w.Write([]byte(`{"TranscriptionJob":{"TranscriptionJobStatus":"IN_PROGRESS"}}`))
	case "Transcribe.GetTranscriptionJob":
		job := map[string]any{"TranscriptionJobName": f.start["TranscriptionJobName"], "TranscriptionJobStatus": f.status,
			"Media": f.start["Media"]}
		if f.reason != "" {
			job["FailureReason"] = f.reason
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"TranscriptionJob": job})
	default:
		f.t.Errorf("operation %q", r.Header.Get("X-Amz-Target"))
	}
}

type noFiles struct{}

func (noFiles) Read(context.Context, string, int64) ([]byte, error) { return nil, apperr.NotFound }

func setup(t *testing.T) (*fakeTranscribe, *transcribejobs.Jobs) {
	f := &fakeTranscribe{t: t}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return f, transcribejobs.New(awsCfg, "recordings", noFiles{}, func(o *transcribe.Options) {
		o.BaseEndpoint, o.RetryMaxAttempts = aws.String(srv.URL), 1
	})
}

// A job reads the call from the bucket, tells two speakers apart and
// writes its transcript beside the call; its status names the call again.
func TestStartAndStatus(t *testing.T) {
	ctx := context.Background()
	f, jobs := setup(t)
	key := "recordings/u/20260102T030405.000000006Z-0123456789abcdef.m4a"
	job := callrecording.Job{Name: callrecording.JobName("20260102T030405.000000006Z-0123456789abcdef"), MediaKey: key,
		Format: speech.MP4, OutputKey: "recordings/u/20260102T030405.000000006Z-0123456789abcdef.transcript.json"}
	if err := jobs.Start(ctx, job); err != nil {
		t.Fatal(err)
	}
	s := f.start
	settings, _ := s["Settings"].(map[string]any)
	media, _ := s["Media"].(map[string]any)
	if s["TranscriptionJobName"] != job.Name || s["MediaFormat"] != "mp4" || s["LanguageCode"] != "en-US" ||
		s["OutputBucketName"] != "recordings" || s["OutputKey"] != job.OutputKey || media["MediaFileUri"] != "s3://recordings/"+key ||
		settings["ShowSpeakerLabels"] != true || settings["MaxSpeakerLabels"] != 2.0 {
		t.Errorf("start request %v", s)
	}
	for status, want := range map[string]callrecording.JobState{
		"IN_PROGRESS": callrecording.JobRunning, "QUEUED": callrecording.JobRunning,
		"COMPLETED": callrecording.JobCompleted, "FAILED": callrecording.JobFailed,
	} {
		f.status, f.reason = status, ""
		if status == "FAILED" {
			f.reason = "The media format that you specified doesn't match the detected media format."
		}
		st, err := jobs.Status(ctx, job.Name)
		if err != nil || st.State != want || st.MediaKey != key || st.FailureReason != f.reason {
			t.Errorf("%s: %+v, %v", status, st, err)
		}
	}
	// A raw AAC stream is no format Transcribe takes: refused before any call.
	if err := jobs.Start(ctx, callrecording.Job{Name: "x", MediaKey: key, Format: "aac"}); !errors.Is(err, speech.ErrUnknownFormat) {
		t.Errorf("Start(aac) = %v", err)
	}
	// Throttling is the service being unavailable, a 503 worth trying later.
	f.code = 400
	err := jobs.Start(ctx, job)
	if e := apperr.As(err); e == nil || e.Kind != apperr.KindUnavailable {
		t.Errorf("throttled Start = %v, want the 503", err)
	}
}

// The output's words go to their speakers' turns (by the item's own label,
// or by the segment it falls in), punctuation stays with the word before.
func TestParse(t *testing.T) {
	for name, labelled := range map[string]bool{"item labels": true, "segments only": false} {
		items := []map[string]any{}
		add := func(typ, content, start, end, speaker string) {
			it := map[string]any{"type": typ, "alternatives": []map[string]any{{"content": content}}}
			if start != "" {
				it["start_time"], it["end_time"] = start, end
			}
			if labelled && typ == "pronunciation" {
				it["speaker_label"] = speaker
			}
			items = append(items, it)
		}
		add("pronunciation", "Hello", "0.1", "0.5", "spk_0")
		add("punctuation", ",", "", "", "")
		add("pronunciation", "Dana", "0.6", "1.0", "spk_0")
		add("punctuation", "?", "", "", "")
		add("pronunciation", "Hi", "1.5", "1.9", "spk_1")
		add("punctuation", ".", "", "", "")
		raw, _ := json.Marshal(map[string]any{"results": map[string]any{
			"transcripts": []map[string]any{{"transcript": "Hello, Dana? Hi."}},
			"speaker_labels": map[string]any{"speakers": 2, "segments": []map[string]any{
				{"speaker_label": "spk_0", "start_time": "0.0", "end_time": "1.2"},
				{"speaker_label": "spk_1", "start_time": "1.2", "end_time": "2.0"},
			}},
			"items": items,
		}})
		tr, err := transcribejobs.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Text != "Hello, Dana? Hi." || len(tr.Words) != 3 || tr.Words[1].Word != "Dana" || tr.DurationSeconds != 1.9 {
			t.Errorf("%s: %+v", name, tr)
		}
		if len(tr.Turns) != 2 || tr.Turns[0].Speaker != "spk_0" || tr.Turns[0].Text != "Hello, Dana?" || tr.Turns[0].End != 1.0 ||
			tr.Turns[1].Speaker != "spk_1" || tr.Turns[1].Text != "Hi." || len(tr.Turns[1].Words) != 1 {
			t.Errorf("%s: turns %+v", name, tr.Turns)
		}
	}
	// Without speaker labels there are no turns; nonsense is the service's fault.
	tr, err := transcribejobs.Parse([]byte(`{"results":{"transcripts":[{"transcript":"Hi."}],"items":[{"type":"pronunciation","start_time":"0.1","end_time":"0.4","alternatives":[{"content":"Hi"}]}]}}`))
	if err != nil || tr.Turns != nil || len(tr.Words) != 1 {
		t.Errorf("unlabelled: %+v, %v", tr, err)
	}
	if _, err := transcribejobs.Parse([]byte("<html>")); apperr.As(err) == nil || apperr.As(err).Kind != apperr.KindUnavailable {
		t.Errorf("Parse(nonsense) = %v", err)
	}
}
