package awstranscribe_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/s3lite"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/awstranscribe"
	"pitchperfect/shared/standin"
)

const bucket = "recordings"

var awsCfg = aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", "")}

// startJob is the JSON body of StartTranscriptionJob.
type startJob struct {
	TranscriptionJobName, LanguageCode, MediaFormat, OutputBucketName, OutputKey string
	Media                                                                        struct{ MediaFileUri string }
}

// word is one spoken word of the fake's transcript, or punctuation when
// start is negative.
type word struct {
	text       string
	start, end float64
}

// fakeTranscribe speaks Amazon Transcribe's JSON 1.1 wire format (POST /,
// X-Amz-Target: Transcribe.<Operation>, SigV4-signed) and behaves like the
// batch service: it reads the media from S3, reports a job IN_PROGRESS once,
// then writes the transcript JSON to the output bucket and key and reports
// it COMPLETED.
type fakeTranscribe struct {
	t  *testing.T
	s3 *s3.Client

	words      []word // the transcript to write
	failReason string // set: the job FAILED with it
	never      bool   // the job never completes
	getStatus  int    // set: GetTranscriptionJob answers this error status

	mu    sync.Mutex
	start startJob
	media []byte
	polls int
}

func (f *fakeTranscribe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t := f.t
	if r.Method != "POST" || r.URL.Path != "/" || r.Header.Get("Content-Type") != "application/x-amz-json-1.1" {
		t.Errorf("request %s %s %q", r.Method, r.URL.Path, r.Header.Get("Content-Type"))
	}
	if !strings.Contains(r.Header.Get("Authorization"), "/transcribe/aws4_request") {
		t.Errorf("not SigV4-signed for transcribe: %q", r.Header.Get("Authorization"))
	}
	body, _ := io.ReadAll(r.Body)
	f.mu.Lock()
	defer f.mu.Unlock()
	switch target := r.Header.Get("X-Amz-Target"); target {
	case "Transcribe.StartTranscriptionJob":
		if err := json.Unmarshal(body, &f.start); err != nil {
			t.Errorf("start body %s: %v", body, err)
		}
		key, ok := strings.CutPrefix(f.start.Media.MediaFileUri, "s3://"+bucket+"/")
		obj, err := f.s3.GetObject(r.Context(), &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(key)})
		if !ok || err != nil {
			fail(w, 400, "BadRequestException", fmt.Sprintf("The URI that you provided doesn't point to an S3 object that you have read permission to access: %v", err))
			return
		}
		f.media, _ = io.ReadAll(obj.Body)
		obj.Body.Close()
		reply(w, f.job("IN_PROGRESS"))
	case "Transcribe.GetTranscriptionJob":
		var in struct{ TranscriptionJobName string }
		_ = json.Unmarshal(body, &in)
		if in.TranscriptionJobName != f.start.TranscriptionJobName {
			fail(w, 400, "BadRequestException", "The requested job couldn't be found.")
			return
		}
		if f.getStatus != 0 {
			fail(w, f.getStatus, "InternalFailureException", "We can't process the request.")
			return
		}
		f.polls++
		switch {
		case f.polls == 1 || f.never:
			reply(w, f.job("IN_PROGRESS"))
		case f.failReason != "":
			job := f.job("FAILED")
			job["FailureReason"] = f.failReason
			reply(w, job)
		default:
			f.writeTranscript(r.Context())
			job := f.job("COMPLETED")
			job["Transcript"] = map[string]any{"TranscriptFileUri": "https://s3.us-east-1.amazonaws.com/" + bucket + "/" + f.start.OutputKey}
			reply(w, job)
		}
	default:
		t.Errorf("operation %q", target)
		fail(w, 400, "UnknownOperationException", "")
	}
}

func (f *fakeTranscribe) job(status string) map[string]any {
	return map[string]any{
		"TranscriptionJobName": f.start.TranscriptionJobName, "TranscriptionJobStatus": status,
		"LanguageCode": f.start.LanguageCode, "MediaFormat": f.start.MediaFormat,
		"Media": map[string]any{"MediaFileUri": f.start.Media.MediaFileUri}, "CreationTime": 1.7e9, "StartTime": 1.7e9,
	}
}

// writeTranscript writes the job's output as the service does: the
// transcript, its items and audio segments, times as strings.
func (f *fakeTranscribe) writeTranscript(ctx context.Context) {
	var text strings.Builder
	items := []map[string]any{}
	for i, w := range f.words {
		item := map[string]any{"id": i, "alternatives": []map[string]any{{"confidence": "0.998", "content": w.text}}}
		if w.start < 0 {
			item["type"] = "punctuation"
			item["alternatives"] = []map[string]any{{"confidence": "0.0", "content": w.text}}
		} else {
			item["type"] = "pronunciation"
			item["start_time"], item["end_time"] = fmt.Sprint(w.start), fmt.Sprint(w.end)
			if text.Len() > 0 {
				text.WriteString(" ")
			}
		}
		text.WriteString(w.text)
		items = append(items, item)
	}
	doc, _ := json.Marshal(map[string]any{
		"jobName": f.start.TranscriptionJobName, "accountId": "123456789012", "status": "COMPLETED",
		"results": map[string]any{
			"transcripts":    []map[string]any{{"transcript": text.String()}},
			"items":          items,
			"audio_segments": []map[string]any{{"id": 0, "transcript": text.String(), "start_time": "0.0", "end_time": "3.0"}},
		},
	})
	if _, err := f.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: &f.start.OutputBucketName, Key: &f.start.OutputKey,
		Body: bytes.NewReader(doc), ContentType: aws.String("application/json")}); err != nil {
		f.t.Errorf("write transcript: %v", err)
	}
}

func reply(w http.ResponseWriter, job map[string]any) {
	w.Header().Set("Content-Type", "application/x-amz-json-1.1")
	_ = json.NewEncoder(w).Encode(map[string]any{"TranscriptionJob": job})
}

func fail(w http.ResponseWriter, status int, typ, msg string) {
	w.Header().Set("Content-Type", "application/x-amz-json-1.1")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"__type": typ, "Message": msg})
}

// setup starts gofakes3 with the bucket and the fake Transcribe beside it.
func setup(t *testing.T, f *fakeTranscribe) (*awstranscribe.Transcriber, *s3.Client) {
	h, closeS3, err := standin.S3("", bucket, standin.WithS3Credentials("AKID", "SECRET"))
	if err != nil {
		t.Fatal(err)
	}
	s3srv := httptest.NewServer(h)
	t.Cleanup(func() { s3srv.Close(); _ = closeS3() })
	client := s3.NewFromConfig(awsCfg, func(o *s3.Options) { o.BaseEndpoint = aws.String(s3srv.URL); o.UsePathStyle = true })
	f.t, f.s3 = t, client
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	objects := s3lite.New(awsCfg, bucket, s3srv.URL)
	tr := awstranscribe.New(awsCfg, objects, bucket, "voice/", func(o *transcribe.Options) {
		o.BaseEndpoint = aws.String(srv.URL)
		o.RetryMaxAttempts = 1
	})
	tr.PollInterval = 10 * time.Millisecond
	return tr, client
}

// objects lists the bucket's keys.
func objects(t *testing.T, c *s3.Client) []string {
	out, err := c.ListObjectsV2(context.Background(), &s3.ListObjectsV2Input{Bucket: aws.String(bucket)})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, o := range out.Contents {
		keys = append(keys, aws.ToString(o.Key))
	}
	return keys
}

var wavBytes = append([]byte("RIFF\x24\x00\x00\x00WAVEfmt "), make([]byte, 32)...)

var pitch = []word{{"We", 0.04, 0.21}, {"save", 0.21, 0.55}, {"your", 0.55, 0.7}, {"team", 0.7, 1.02},
	{"six", 1.1, 1.4}, {"hours", 1.4, 1.8}, {",", -1, -1}, {"every", 1.9, 2.2}, {"week", 2.2, 2.61}, {".", -1, -1}}

// TestTranscribe: the recording goes to S3 under voice/, the job gets its
// URI, format, en-US and the output location under voice/, the transcript's
// words and times come back, and both objects are gone afterwards.
func TestTranscribe(t *testing.T) {
	f := &fakeTranscribe{words: pitch}
	tr, client := setup(t, f)
	got, err := tr.Transcribe(context.Background(), speech.Audio{Data: wavBytes, Hints: []string{"six hours"}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != "We save your team six hours, every week." || got.Provider != "transcribe" || got.DurationSeconds != 2.61 {
		t.Fatalf("transcript %+v", got)
	}
	if len(got.Words) != 8 || got.Words[5] != (speech.Word{Word: "hours", Start: 1.4, End: 1.8}) || got.Words[7].Word != "week" {
		t.Fatalf("words %+v", got.Words)
	}
	s := f.start
	if s.LanguageCode != "en-US" || s.MediaFormat != "wav" || s.OutputBucketName != bucket ||
		!strings.HasPrefix(s.TranscriptionJobName, awstranscribe.JobPrefix) ||
		!strings.HasPrefix(s.OutputKey, "voice/") || !strings.HasSuffix(s.OutputKey, ".json") ||
		s.Media.MediaFileUri != "s3://"+bucket+"/voice/"+s.TranscriptionJobName+".wav" {
		t.Fatalf("job %+v", s)
	}
	if !bytes.Equal(f.media, wavBytes) {
		t.Fatalf("the job read %d bytes, not the recording", len(f.media))
	}
	if f.polls != 2 {
		t.Fatalf("%d status reads, want 2 (in progress, then completed)", f.polls)
	}
	if keys := objects(t, client); len(keys) != 0 {
		t.Fatalf("left in the bucket: %v", keys)
	}

	// Another job has another name.
	first := s.TranscriptionJobName
	if _, err := tr.Transcribe(context.Background(), speech.Audio{Data: wavBytes}); err != nil || f.start.TranscriptionJobName == first {
		t.Fatalf("second job %q (first %q): %v", f.start.TranscriptionJobName, first, err)
	}
}

// TestMediaFormat: the format named in the job is the sniffed one.
func TestMediaFormat(t *testing.T) {
	for _, c := range []struct {
		data []byte
		want string
	}{
		{wavBytes, "wav"},
		{[]byte("\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01webm"), "webm"},
		{[]byte("OggS\x00\x02\x00\x00"), "ogg"},
		{[]byte("ID3\x04\x00\x00\x00\x00"), "mp3"},
		{[]byte("\x00\x00\x00\x20ftypM4A \x00\x00"), "mp4"},
		{[]byte("fLaC\x00\x00\x00\x22"), "flac"},
	} {
		f := &fakeTranscribe{words: pitch}
		tr, _ := setup(t, f)
		if _, err := tr.Transcribe(context.Background(), speech.Audio{Data: c.data}); err != nil {
			t.Fatalf("%s: %v", c.want, err)
		}
		if f.start.MediaFormat != c.want || !strings.HasSuffix(f.start.Media.MediaFileUri, "."+c.want) {
			t.Fatalf("%s: job %+v", c.want, f.start)
		}
	}
}

// TestTranscribeErrors: bad audio never reaches S3; a failed job, silence,
// an outage and the deadline are the right errors, and nothing is left in
// the bucket.
func TestTranscribeErrors(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name string
		data []byte
		want *apperr.Error
	}{
		{"empty", nil, speech.ErrNoAudio},
		{"not audio", []byte("hello, not audio"), speech.ErrUnknownFormat},
	} {
		f := &fakeTranscribe{}
		tr, client := setup(t, f)
		_, err := tr.Transcribe(ctx, speech.Audio{Data: c.data})
		if ae := apperr.As(err); ae == nil || ae.Code != c.want.Code {
			t.Fatalf("%s: %v, want %q", c.name, err, c.want.Code)
		}
		if f.start.TranscriptionJobName != "" || len(objects(t, client)) != 0 {
			t.Fatalf("%s: a job or an upload for bad audio", c.name)
		}
	}

	for _, c := range []struct {
		name     string
		f        *fakeTranscribe
		code     string
		kind     apperr.Kind
		contains string
	}{
		{"media failure", &fakeTranscribe{failReason: "The media format provided does not match the detected media format"},
			"unreadable_audio", apperr.KindInvalid, "does not match the detected media format"},
		{"internal failure", &fakeTranscribe{failReason: "Internal failure"}, "speech_service_error", apperr.KindUnavailable, "Internal failure"},
		{"silence", &fakeTranscribe{words: nil}, "no_speech", apperr.KindInvalid, ""},
		{"outage", &fakeTranscribe{getStatus: 500}, "speech_service_error", apperr.KindUnavailable, "InternalFailureException"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, client := setup(t, c.f)
			_, err := tr.Transcribe(ctx, speech.Audio{Data: wavBytes})
			ae := apperr.As(err)
			if ae == nil || ae.Code != c.code || ae.Kind != c.kind || !strings.Contains(err.Error(), c.contains) {
				t.Fatalf("got %v, want %s containing %q", err, c.code, c.contains)
			}
			if keys := objects(t, client); len(keys) != 0 {
				t.Fatalf("left in the bucket: %v", keys)
			}
		})
	}

	t.Run("deadline", func(t *testing.T) {
		tr, client := setup(t, &fakeTranscribe{never: true})
		short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := tr.Transcribe(short, speech.Audio{Data: wavBytes})
		if !errors.Is(err, context.DeadlineExceeded) || apperr.As(err) == nil || apperr.As(err).Kind != apperr.KindUnavailable {
			t.Fatalf("got %v, want a 503 for the deadline", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("the deadline did not end the polling: %v", d)
		}
		if keys := objects(t, client); len(keys) != 0 {
			t.Fatalf("the recording stayed in the bucket after the deadline: %v", keys)
		}
	})
}
