// Package transcribejobs runs a call's transcription as an Amazon Transcribe
// batch job with the speakers told apart (callrecording.Jobs): the job
// reads the call from the recordings bucket and writes its transcript
// beside it, and Transcribe's "Transcribe Job State Change" event tells the
// processor when it is done, so no Lambda waits for a long call. It links
// the Transcribe client, so only the processor links it
// (platform.Backends.CallJobs).
package transcribejobs

import (
	"context"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"
	"github.com/aws/aws-sdk-go-v2/service/transcribe/types"

	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/awstranscribe"
)

// MaxSpeakers is how many speakers a job tells apart: the rep and the buyer.
const MaxSpeakers = 2

// Jobs starts and reads jobs on one bucket.
type Jobs struct {
	client *transcribe.Client
	bucket string
	files  reader
}

// reader reads the job's output (callrecording.Files).
type reader interface {
	Read(ctx context.Context, key string, max int64) ([]byte, error)
}

var _ callrecording.Jobs = (*Jobs)(nil)

// New makes Jobs on cfg for bucket, reading transcripts through files; opts
// adjust the Transcribe client (a test points BaseEndpoint at its own
// server). No I/O.
func New(cfg aws.Config, bucket string, files reader, opts ...func(*transcribe.Options)) *Jobs {
	return &Jobs{client: transcribe.NewFromConfig(cfg, opts...), bucket: bucket, files: files}
}

// Backend is platform.Backends.CallJobs.
func Backend(cfg aws.Config, bucket string, files callrecording.Files) callrecording.Jobs {
	return New(cfg, bucket, files)
}

// Start implements callrecording.Jobs: an en-US job on the file, with up
// to MaxSpeakers speakers, writing to j.OutputKey in the same bucket.
func (j *Jobs) Start(ctx context.Context, job callrecording.Job) error {
	format, ok := awstranscribe.MediaFormats[job.Format]
	if !ok {
		return speech.ErrUnknownFormat
	}
	_, err := j.client.StartTranscriptionJob(ctx, &transcribe.StartTranscriptionJobInput{
		TranscriptionJobName: aws.String(job.Name),
		Media:                &types.Media{MediaFileUri: aws.String("s3://" + j.bucket + "/" + job.MediaKey)},
		MediaFormat:          format,
		LanguageCode:         types.LanguageCodeEnUs,
		OutputBucketName:     aws.String(j.bucket),
		OutputKey:            aws.String(job.OutputKey),
		Settings:             &types.Settings{ShowSpeakerLabels: aws.Bool(true), MaxSpeakerLabels: aws.Int32(MaxSpeakers)},
	})
	if err != nil {
		return speech.ServiceError("transcribe", fmt.Errorf("start job %s: %w", job.Name, err))
	}
	return nil
}

// Status implements callrecording.Jobs.
func (j *Jobs) Status(ctx context.Context, name string) (callrecording.JobStatus, error) {
	out, err := j.client.GetTranscriptionJob(ctx, &transcribe.GetTranscriptionJobInput{TranscriptionJobName: aws.String(name)})
	if err != nil {
		return callrecording.JobStatus{}, speech.ServiceError("transcribe", fmt.Errorf("get job %s: %w", name, err))
	}
	job := out.TranscriptionJob
	if job == nil {
		return callrecording.JobStatus{}, fmt.Errorf("transcribe: job %s: no job in the answer", name)
	}
	st := callrecording.JobStatus{State: callrecording.JobRunning, FailureReason: aws.ToString(job.FailureReason)}
	if job.Media != nil {
		st.MediaKey, _ = strings.CutPrefix(aws.ToString(job.Media.MediaFileUri), "s3://"+j.bucket+"/")
	}
	switch job.TranscriptionJobStatus {
	case types.TranscriptionJobStatusCompleted:
		st.State = callrecording.JobCompleted
	case types.TranscriptionJobStatusFailed:
		st.State = callrecording.JobFailed
	}
	return st, nil
}

// maxTranscript bounds the transcript JSON read: 15 minutes of talk is
// about 2 MB with every word's alternatives and times.
const maxTranscript = 16 << 20

// Transcript implements callrecording.Jobs: the job's output read into
// words, turns and text.
func (j *Jobs) Transcript(ctx context.Context, outputKey string) (callrecording.Transcript, error) {
	raw, err := j.files.Read(ctx, outputKey, maxTranscript)
	if err != nil {
		return callrecording.Transcript{}, err
	}
	return Parse(raw)
}

// Parse reads a job's output (awstranscribe.ParseOutput) as a call's
// transcript: its words, text and the speakers' turns.
func Parse(raw []byte) (callrecording.Transcript, error) {
	o, err := awstranscribe.ParseOutput(raw)
	if err != nil {
		return callrecording.Transcript{}, err
	}
	t := callrecording.Transcript{Text: o.Text, Words: o.Words, DurationSeconds: o.DurationSeconds}
	for _, turn := range o.Turns {
		t.Turns = append(t.Turns, callrecording.Turn{Speaker: turn.Speaker, Start: turn.Start, End: turn.End, Text: turn.Text, Words: turn.Words})
	}
	return t, nil
}
