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
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/transcribe"
	"github.com/aws/aws-sdk-go-v2/service/transcribe/types"

	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/speech"
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

// mediaFormats maps sniffed containers to Transcribe's MediaFormat.
var mediaFormats = map[speech.Format]types.MediaFormat{
	speech.WAV: types.MediaFormatWav, speech.MP3: types.MediaFormatMp3, speech.MP4: types.MediaFormatMp4,
	speech.WebM: types.MediaFormatWebm, speech.Ogg: types.MediaFormatOgg, speech.FLAC: types.MediaFormatFlac,
}

// Start implements callrecording.Jobs: an en-US job on the file, with up
// to MaxSpeakers speakers, writing to j.OutputKey in the same bucket.
func (j *Jobs) Start(ctx context.Context, job callrecording.Job) error {
	format, ok := mediaFormats[job.Format]
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

// output is the transcript JSON a job writes: the text, the items (each a
// pronounced word with its times, or a punctuation mark), and with speaker
// labels the speaker of each item or the segments that say it.
type output struct {
	Results struct {
		Transcripts []struct {
			Transcript string `json:"transcript"`
		} `json:"transcripts"`
		SpeakerLabels *struct {
			Segments []struct {
				Speaker   string `json:"speaker_label"`
				StartTime string `json:"start_time"`
				EndTime   string `json:"end_time"`
			} `json:"segments"`
		} `json:"speaker_labels"`
		Items []struct {
			Type         string `json:"type"` // "pronunciation" or "punctuation"
			StartTime    string `json:"start_time"`
			EndTime      string `json:"end_time"`
			Speaker      string `json:"speaker_label"`
			Alternatives []struct {
				Content string `json:"content"`
			} `json:"alternatives"`
		} `json:"items"`
	} `json:"results"`
}

// Parse reads a job's output. Each word goes to the turn of its speaker
// (its own label, or the segment its start falls in); punctuation joins
// the word before it. Transcribe does not report the recording's length,
// so DurationSeconds is the end of the last word.
func Parse(raw []byte) (callrecording.Transcript, error) {
	var o output
	if err := json.Unmarshal(raw, &o); err != nil {
		return callrecording.Transcript{}, speech.ServiceDown(fmt.Errorf("transcribe: transcript: %w", err))
	}
	t := callrecording.Transcript{Words: []recording.Word{}}
	if len(o.Results.Transcripts) > 0 {
		t.Text = strings.TrimSpace(o.Results.Transcripts[0].Transcript)
	}
	type span struct {
		speaker    string
		start, end float64
	}
	var segments []span
	if sl := o.Results.SpeakerLabels; sl != nil {
		for _, s := range sl.Segments {
			start, err1 := strconv.ParseFloat(s.StartTime, 64)
			end, err2 := strconv.ParseFloat(s.EndTime, 64)
			if err := errors.Join(err1, err2); err != nil {
				return callrecording.Transcript{}, speech.ServiceDown(fmt.Errorf("transcribe: segment times: %w", err))
			}
			segments = append(segments, span{s.Speaker, start, end})
		}
	}
	speakerAt := func(at float64) string {
		for _, s := range segments {
			if at >= s.start && at < s.end {
				return s.speaker
			}
		}
		return ""
	}
	labelled := o.Results.SpeakerLabels != nil
	for _, it := range o.Results.Items {
		if len(it.Alternatives) == 0 {
			continue
		}
		content := it.Alternatives[0].Content
		if it.Type != "pronunciation" {
			if n := len(t.Turns); n > 0 {
				t.Turns[n-1].Text += content
			}
			continue
		}
		start, err1 := strconv.ParseFloat(it.StartTime, 64)
		end, err2 := strconv.ParseFloat(it.EndTime, 64)
		if err := errors.Join(err1, err2); err != nil {
			return callrecording.Transcript{}, speech.ServiceDown(fmt.Errorf("transcribe: word times: %w", err))
		}
		w := recording.Word{Word: content, Start: start, End: end}
		t.Words = append(t.Words, w)
		t.DurationSeconds = max(t.DurationSeconds, end)
		if !labelled {
			continue
		}
		speaker := it.Speaker
		if speaker == "" {
			speaker = speakerAt(start)
		}
		if n := len(t.Turns); n > 0 && t.Turns[n-1].Speaker == speaker {
			last := &t.Turns[n-1]
			last.End, last.Text, last.Words = end, last.Text+" "+content, append(last.Words, w)
			continue
		}
		t.Turns = append(t.Turns, callrecording.Turn{Speaker: speaker, Start: start, End: end, Text: content, Words: []recording.Word{w}})
	}
	return t, nil
}
