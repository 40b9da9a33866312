package callrecording

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/audiolen"
	"pitchperfect/shared/speech"
)

// Transcript is what was heard of a call.
type Transcript struct {
	// Text is the whole call, punctuated where the engine punctuates.
	Text  string
	Words []recording.Word
	// Turns, when the speakers were told apart: who spoke when, and what.
	Turns []Turn
	// DurationSeconds is the recording's length as the engine measured it
	// (0: unknown).
	DurationSeconds float64
}

// Turn is one stretch of a call spoken by one speaker.
type Turn struct {
	Speaker    string
	Start, End float64
	Text       string
	Words      []recording.Word
}

// Job is a transcription job of one call's file.
type Job struct {
	Name      string // JobName
	MediaKey  string // the file
	Format    speech.Format
	OutputKey string // TranscriptKey: where the transcript goes
}

// JobState is a job's state.
type JobState string

// The states a job reports.
const (
	JobRunning   JobState = "running"
	JobCompleted JobState = "completed"
	JobFailed    JobState = "failed"
)

// JobStatus is where a job is, and which file it is about.
type JobStatus struct {
	State         JobState
	MediaKey      string
	FailureReason string // the service's, for the log
}

// Jobs runs transcription jobs whose completion arrives as an event
// (Amazon Transcribe, with the speakers told apart).
type Jobs interface {
	Start(ctx context.Context, j Job) error
	Status(ctx context.Context, name string) (JobStatus, error)
	// Transcript reads a completed job's output.
	Transcript(ctx context.Context, outputKey string) (Transcript, error)
}

// Outcome is what one event did.
type Outcome string

// The outcomes of an event.
const (
	// Ignored: not a call recording's file (a transcript beside one,
	// another bucket), no record for it (deleted, or never granted), or a
	// job still running.
	Ignored Outcome = "ignored"
	// Duplicate: the record was already claimed by another delivery of
	// the event, or is done.
	Duplicate Outcome = "duplicate"
	// Started: a transcription job was started; its completion event
	// finishes the record.
	Started Outcome = "started"
	// Done and FailedOutcome: the record ended ready, or failed with its
	// reason.
	Done          Outcome = "ready"
	FailedOutcome Outcome = "failed"
)

// The reasons a call fails, as the user reads them.
const (
	ReasonNotAudio      = "The file is not an audio recording."
	ReasonRawAAC        = "This AAC file cannot be transcribed. Please upload the call as M4A, MP3 or WAV."
	ReasonTooLong       = "The recording is longer than 15 minutes."
	ReasonTooLarge      = "The file is larger than 50 MB."
	ReasonUnreadable    = "The audio could not be read: the file may be damaged or incomplete."
	ReasonNoSpeech      = "No speech was found in the recording."
	ReasonMissing       = "The uploaded file could not be found. Please upload the call again."
	ReasonNoTranscriber = "Calls cannot be transcribed on this server: speech recognition is not available."
	ReasonServiceDown   = "The transcription service was unavailable. Please upload the call again later."
	ReasonInternal      = "The call could not be processed. Please upload it again."
)

// ObjectCreated is the processor's entry for the bucket's object-created
// event (Process), for callers that only log: the local S3 calls it after
// each upload under recording.Prefix. An error is logged and returned.
func (s *Service) ObjectCreated(ctx context.Context, bucket, key string) error {
	out, err := s.Process(ctx, bucket, key)
	if err != nil {
		s.log().ErrorContext(ctx, "call recording not processed", "key", key, "err", err)
		return err
	}
	s.log().InfoContext(ctx, "call recording event", "key", key, "outcome", string(out))
	return nil
}

// Process handles the object-created event of key in bucket. It finds the
// record from the key and claims it: pending → uploaded, then uploaded →
// processing, each one conditional write, so of two deliveries of the event
// one works and the other stops (Duplicate). It then checks the bytes and
// the length, and transcribes and scores the call, or starts its
// transcription job (Started). Once claimed, every failure ends the record
// failed with its reason and is no error; an error (the table could not be
// reached before the claim) is worth retrying the event for.
func (s *Service) Process(ctx context.Context, bucket, key string) (Outcome, error) {
	if bucket != s.Bucket || s.Files == nil {
		return Ignored, nil
	}
	userID, id, _, ok := recording.ParseKey(key)
	if !ok {
		return Ignored, nil
	}
	r, err := s.Store.Get(ctx, userID, id)
	if errors.Is(err, apperr.NotFound) {
		s.log().WarnContext(ctx, "call recording file without a record", "key", key)
		return Ignored, nil
	}
	if err != nil {
		return "", err
	}
	if r.Key != key {
		return Ignored, nil
	}
	if r.Status == recording.Pending {
		up := r
		up.Status, up.ExpiresAt = recording.Uploaded, time.Time{}
		switch err := s.Store.Move(ctx, up, recording.Pending); {
		case err == nil:
			r = up
		case isConflict(err): // another delivery got there first
			if r, err = s.Store.Get(ctx, userID, id); err != nil {
				if errors.Is(err, apperr.NotFound) {
					return Ignored, nil
				}
				return "", err
			}
		default:
			return "", err
		}
	}
	if r.Status != recording.Uploaded {
		return Duplicate, nil
	}
	if s.Slots != nil {
		select {
		case s.Slots <- struct{}{}:
			defer func() { <-s.Slots }()
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	claim := r
	claim.Status = recording.Processing
	switch err := s.Store.Move(ctx, claim, recording.Uploaded); {
	case isConflict(err):
		return Duplicate, nil
	case err != nil:
		return "", err
	}
	return s.work(ctx, claim)
}

// work checks, transcribes and scores a claimed (processing) record.
func (s *Service) work(ctx context.Context, r recording.CallRecording) (Outcome, error) {
	data, err := s.Files.Read(ctx, r.Key, recording.MaxBytes)
	switch {
	case errors.Is(err, apperr.NotFound):
		return s.fail(ctx, r, ReasonMissing, err)
	case isTooLarge(err):
		return s.fail(ctx, r, ReasonTooLarge, err)
	case err != nil:
		return s.fail(ctx, r, ReasonInternal, fmt.Errorf("read %s: %w", r.Key, err))
	}
	format, err := speech.Sniff(data)
	if err != nil {
		if isADTS(data) {
			return s.fail(ctx, r, ReasonRawAAC, err)
		}
		return s.fail(ctx, r, ReasonNotAudio, err)
	}
	if secs, ok := audiolen.Duration(data); ok {
		if secs > MaxSeconds {
			return s.fail(ctx, r, ReasonTooLong, fmt.Errorf("%.0f s", secs))
		}
		r.DurationSeconds = secs
	}
	if s.Jobs != nil {
		err := s.Jobs.Start(ctx, Job{Name: JobName(r.ID), MediaKey: r.Key, Format: format, OutputKey: TranscriptKey(r)})
		if err != nil {
			return s.fail(ctx, r, reasonFor(err), fmt.Errorf("start job: %w", err))
		}
		return Started, nil
	}
	if s.Transcriber == nil {
		return s.fail(ctx, r, ReasonNoTranscriber, s.NoTranscriber)
	}
	tr, err := s.Transcriber.Transcribe(ctx, speech.Audio{Data: data})
	if err != nil {
		return s.fail(ctx, r, reasonFor(err), err)
	}
	t := Transcript{Text: tr.Text, Words: tr.Words, DurationSeconds: tr.DurationSeconds}
	if s.Speakers != nil && len(t.Words) > 0 {
		turns, err := s.Speakers(ctx, data, t.Words)
		if err != nil {
			// The call is scored without its speakers.
			s.log().WarnContext(ctx, "speakers not told apart", "key", r.Key, "err", err)
		}
		t.Turns = turns
	}
	return s.finish(ctx, r, t)
}

// TranscriptionDone handles the completion event of a call's transcription
// job: the record it is for, if still processing, is finished from the
// job's transcript or failed with the job's reason. A job that is not a
// call's, or whose record is gone or already done, is ignored.
func (s *Service) TranscriptionDone(ctx context.Context, jobName string) (Outcome, error) {
	if !strings.HasPrefix(jobName, JobPrefix) || s.Jobs == nil || s.Files == nil {
		return Ignored, nil
	}
	st, err := s.Jobs.Status(ctx, jobName)
	if err != nil {
		return "", err
	}
	userID, id, _, ok := recording.ParseKey(st.MediaKey)
	if !ok || JobName(id) != jobName {
		return Ignored, nil
	}
	r, err := s.Store.Get(ctx, userID, id)
	if errors.Is(err, apperr.NotFound) {
		return Ignored, nil
	}
	if err != nil {
		return "", err
	}
	if r.Status != recording.Processing {
		return Duplicate, nil
	}
	switch st.State {
	case JobFailed:
		return s.fail(ctx, r, jobReason(st.FailureReason), fmt.Errorf("job %s failed: %s", jobName, st.FailureReason))
	case JobCompleted:
	default:
		return Ignored, nil
	}
	t, err := s.Jobs.Transcript(ctx, TranscriptKey(r))
	if err != nil {
		return s.fail(ctx, r, reasonFor(err), fmt.Errorf("transcript of %s: %w", jobName, err))
	}
	out, err := s.finish(ctx, r, t)
	if err == nil {
		// The transcript is in the record now.
		if derr := s.Files.Delete(ctx, TranscriptKey(r)); derr != nil {
			s.log().WarnContext(ctx, "job transcript not deleted", "key", TranscriptKey(r), "err", derr)
		}
	}
	return out, err
}

// finish scores the transcript and writes the record ready, or failed when
// the call is too long or silent.
func (s *Service) finish(ctx context.Context, r recording.CallRecording, t Transcript) (Outcome, error) {
	r.DurationSeconds = max(r.DurationSeconds, t.DurationSeconds, lastEnd(t.Words))
	if r.DurationSeconds > MaxSeconds {
		return s.fail(ctx, r, ReasonTooLong, fmt.Errorf("%.0f s", r.DurationSeconds))
	}
	if strings.TrimSpace(t.Text) == "" || len(t.Words) == 0 {
		return s.fail(ctx, r, ReasonNoSpeech, speech.ErrNoSpeech)
	}
	done := score(r, t)
	done.Status = recording.Ready
	return s.end(ctx, done, Done)
}

// fail writes r failed with reason; cause goes to the log only.
func (s *Service) fail(ctx context.Context, r recording.CallRecording, reason string, cause error) (Outcome, error) {
	s.log().WarnContext(ctx, "call recording failed", "key", r.Key, "reason", reason, "err", cause)
	return s.end(ctx, failedCopy(r, reason), FailedOutcome)
}

// failedCopy is r failed with reason: its file's facts kept, nothing of a
// transcript.
func failedCopy(r recording.CallRecording, reason string) recording.CallRecording {
	return recording.CallRecording{
		ID: r.ID, UserID: r.UserID, Title: r.Title, FileName: r.FileName, FileType: r.FileType, FileSize: r.FileSize,
		Key: r.Key, CreatedAt: r.CreatedAt, Status: recording.Failed, FailureReason: reason, DurationSeconds: r.DurationSeconds,
	}
}

// end writes a claimed record's final state, even when ctx has ended (the
// invocation's deadline, the local server stopping): a record is never
// left processing for want of a last write. A record deleted meanwhile
// stays deleted.
func (s *Service) end(ctx context.Context, r recording.CallRecording, out Outcome) (Outcome, error) {
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	switch err := s.Store.Move(wctx, r, recording.Processing); {
	case isConflict(err):
		return Ignored, nil
	case err != nil:
		return "", fmt.Errorf("write call recording %s: %w", r.Status, err)
	}
	return out, nil
}

// reasonFor is the failure reason of a transcription error.
func reasonFor(err error) string {
	e := apperr.As(err)
	switch {
	case e == nil:
		return ReasonInternal
	case e.Code == speech.ErrNoSpeech.Code:
		return ReasonNoSpeech
	case e.Code == speech.ErrNoAudio.Code, e.Code == speech.ErrUnknownFormat.Code:
		return ReasonNotAudio
	case e.Code == speech.ErrConversion.Code:
		return ReasonUnreadable
	case e.Kind == apperr.KindUnavailable && e.Code == "speech_unavailable":
		return ReasonNoTranscriber
	case e.Kind == apperr.KindUnavailable:
		return ReasonServiceDown
	}
	return ReasonInternal
}

// jobReason is the failure reason of a job that failed: the media's fault
// unless the service says it was its own.
func jobReason(serviceReason string) string {
	if serviceReason == "" || strings.Contains(strings.ToLower(serviceReason), "internal") {
		return ReasonServiceDown
	}
	return ReasonUnreadable
}

func isConflict(err error) bool {
	e := apperr.As(err)
	return e != nil && e.Code == recording.ErrConflict.Code
}

func isTooLarge(err error) bool {
	e := apperr.As(err)
	return e != nil && e.Code == recording.ErrTooLarge.Code
}

// isADTS reports whether data is a raw AAC stream (ADTS frames), which
// neither the local engine's converter nor Amazon Transcribe takes.
func isADTS(data []byte) bool {
	return len(data) >= 7 && data[0] == 0xFF && data[1]&0xF6 == 0xF0 && !bytes.HasPrefix(data, []byte("ID3"))
}

func lastEnd(words []recording.Word) float64 {
	end := 0.0
	for _, w := range words {
		end = max(end, w.End)
	}
	return end
}
