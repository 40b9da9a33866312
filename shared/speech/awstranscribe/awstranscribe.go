// Package awstranscribe is the cloud speech-to-text engine: an Amazon
// Transcribe batch job per recording. The recording goes to S3 under a key
// prefix, the job writes its transcript JSON beside it, and both objects are
// deleted once read.
package awstranscribe

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"
	"github.com/aws/aws-sdk-go-v2/service/transcribe/types"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
)

// Provider names this engine in transcripts and configuration.
const Provider = "transcribe"

// JobPrefix starts the name of every job; the stack lets the function read
// only the jobs so named.
const JobPrefix = "pitchperfect-"

// DefaultPollInterval is how often a job's status is read.
const DefaultPollInterval = 500 * time.Millisecond

// Objects is the part of S3 a Transcriber uses (s3lite.Bucket): one
// object's put, get and delete.
type Objects interface {
	Put(ctx context.Context, key string, body []byte, contentType string) error
	Get(ctx context.Context, key string, max int64) ([]byte, error)
	Delete(ctx context.Context, key string) error
}

// Transcriber is a speech.Transcriber running Transcribe batch jobs.
// Hints are not used: a custom vocabulary per request would take minutes.
type Transcriber struct {
	client  *transcribe.Client
	objects Objects
	bucket  string
	prefix  string
	// PollInterval is the wait between status reads (DefaultPollInterval).
	PollInterval time.Duration
}

var _ speech.Transcriber = (*Transcriber)(nil)

// New makes a Transcriber on cfg that keeps recordings and transcripts in
// bucket under prefix (e.g. "voice/"); opts adjust the Transcribe client (a
// test points BaseEndpoint at its own server). No I/O.
func New(cfg aws.Config, objects Objects, bucket, prefix string, opts ...func(*transcribe.Options)) *Transcriber {
	return &Transcriber{
		client: transcribe.NewFromConfig(cfg, opts...), objects: objects,
		bucket: bucket, prefix: prefix, PollInterval: DefaultPollInterval,
	}
}

// Transcribe uploads a.Data, runs a job on it until it completes or ctx
// ends, and reads the transcript. Empty audio is speech.ErrNoAudio, unknown
// bytes speech.ErrUnknownFormat, a job that fails on the media
// speech.ErrConversion (its FailureReason in the cause), a transcript with
// no words speech.ErrNoSpeech, an outage speech.ServiceDown. The uploaded
// recording and the transcript are deleted whatever happens.
func (t *Transcriber) Transcribe(ctx context.Context, a speech.Audio) (speech.Transcript, error) {
	format, err := speech.Sniff(a.Data)
	if err != nil {
		return speech.Transcript{}, err
	}
	job, err := jobName()
	if err != nil {
		return speech.Transcript{}, err
	}
	in, out := t.prefix+job+"."+string(format), t.prefix+job+".json"
	contentType := "audio/" + string(format)
	if format == speech.MP3 {
		contentType = "audio/mpeg"
	}
	defer t.remove(ctx, in, out)

	if err := t.objects.Put(ctx, in, a.Data, contentType); err != nil {
		return speech.Transcript{}, speech.ServiceError("s3", fmt.Errorf("put recording: %w", err))
	}
	if _, err := t.client.StartTranscriptionJob(ctx, &transcribe.StartTranscriptionJobInput{
		TranscriptionJobName: &job,
		Media:                &types.Media{MediaFileUri: aws.String("s3://" + t.bucket + "/" + in)},
		MediaFormat:          MediaFormats[format],
		LanguageCode:         types.LanguageCodeEnUs,
		OutputBucketName:     &t.bucket,
		OutputKey:            &out,
	}); err != nil {
		return speech.Transcript{}, speech.ServiceError(Provider, fmt.Errorf("start job: %w", err))
	}
	if err := t.wait(ctx, job); err != nil {
		return speech.Transcript{}, err
	}
	raw, err := t.objects.Get(ctx, out, 8<<20)
	if err != nil {
		return speech.Transcript{}, speech.ServiceError("s3", fmt.Errorf("get transcript: %w", err))
	}
	doc, err := ParseOutput(raw)
	if err != nil {
		return speech.Transcript{}, err
	}
	if doc.Text == "" {
		return speech.Transcript{}, speech.ErrNoSpeech
	}
	return speech.Transcript{Text: doc.Text, Words: doc.Words, DurationSeconds: doc.DurationSeconds, Provider: Provider}, nil
}

// wait polls the job until it completes, fails or ctx ends.
func (t *Transcriber) wait(ctx context.Context, job string) error {
	interval := t.PollInterval
	if interval <= 0 {
		interval = DefaultPollInterval
	}
	for {
		got, err := t.client.GetTranscriptionJob(ctx, &transcribe.GetTranscriptionJobInput{TranscriptionJobName: &job})
		if err != nil {
			return speech.ServiceError(Provider, fmt.Errorf("get job %s: %w", job, err))
		}
		if got.TranscriptionJob == nil {
			return speech.ServiceDown(fmt.Errorf("%s: job %s: no job in the answer", Provider, job))
		}
		switch j := got.TranscriptionJob; j.TranscriptionJobStatus {
		case types.TranscriptionJobStatusCompleted:
			return nil
		case types.TranscriptionJobStatusFailed:
			return failed(job, aws.ToString(j.FailureReason))
		}
		timer := time.NewTimer(interval)
		select {
		case <-ctx.Done():
			timer.Stop()
			return speech.ServiceDown(fmt.Errorf("%s: job %s still running: %w", Provider, job, ctx.Err()))
		case <-timer.C:
		}
	}
}

// failed is the error of a job that failed for reason: Transcribe's own
// fault is ServiceDown, anything else (unsupported or unreadable media, a
// sample rate it cannot take) is the recording's, a 400.
func failed(job, reason string) error {
	cause := fmt.Errorf("%s: job %s failed: %s", Provider, job, reason)
	if reason == "" || strings.Contains(strings.ToLower(reason), "internal") {
		return speech.ServiceDown(cause)
	}
	e := speech.ErrConversion
	return apperr.Wrap(e.Kind, e.Code, e.Message, cause)
}

// remove deletes the job's objects, even after ctx has ended.
func (t *Transcriber) remove(ctx context.Context, keys ...string) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	for _, k := range keys {
		// Deleting a key that was never written succeeds; a failure leaves
		// the object to the bucket's lifecycle rule on the prefix.
		_ = t.objects.Delete(ctx, k)
	}
}

// jobName is a new unique job name (Transcribe's names are [0-9a-zA-Z._-]).
func jobName() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("%s: job name: %w", Provider, err)
	}
	return JobPrefix + hex.EncodeToString(b), nil
}
