// Package callrecording is the call-recordings use case. A rep asks for an
// upload grant (Grant): the file's name, size and type are checked in the
// spec's words, the request counts against the file_upload limit, a pending
// record is written and a presigned PUT for exactly that key, type and size
// is returned, so the browser sends the file straight to the bucket and the
// API never carries it. The bucket's object-created event starts the
// processor (ObjectCreated): it claims the record with one conditional
// write (a repeated event stops there), checks the bytes are audio of at
// most 15 minutes, transcribes them (here and now with a local or
// synchronous engine, or as an Amazon Transcribe job whose completion event
// finishes the record: TranscriptionDone) and scores the call with the
// coach plus call metrics. Every end is a whole record: ready, or failed
// with a reason a user understands. List, Get (with a short-lived link to
// play the file) and Delete (the file, then the record) serve the screens.
package callrecording

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/speech"
)

// Limits and lifetimes.
const (
	// GrantTTL is how long an upload grant's URL works.
	GrantTTL = 10 * time.Minute
	// PlayTTL is how long a link to play a recording works.
	PlayTTL = 10 * time.Minute
	// PendingTTL is when the table may drop a grant whose file never came.
	PendingTTL = 24 * time.Hour
	// UploadGrace is how long after its URL expired a pending record is
	// still listed: S3 checks the expiry when an upload starts, and a large
	// one may take a while to arrive.
	UploadGrace = time.Hour
	// StuckAfter is how long after its grant a call may stay uploaded or
	// processing: past it the processor is taken to have died with the
	// record claimed (a killed process, a lost event), and the record is
	// failed when read, so the user can upload the call again. It covers
	// the upload window, a queue for the local engine and the longest
	// transcription job.
	StuckAfter = 6 * time.Hour
	// MaxSeconds is the longest call that is transcribed: 15 minutes.
	MaxSeconds = 15 * 60
	// RateAction is the rate-limit action a grant counts against (the
	// spec's file_upload, 20 an hour).
	RateAction = "file_upload"
	// JobPrefix starts the name of every call's transcription job
	// (JobName); the catalog's TranscribeJobDone rule matches it.
	JobPrefix = "pitchperfect-call-"
)

// Files is the part of the recordings bucket the use case needs: presigned
// requests for the browser, and the objects themselves.
type Files interface {
	// PresignPut is a PUT of exactly key with this Content-Type and
	// Content-Length, valid for ttl.
	PresignPut(ctx context.Context, key, contentType string, size int64, ttl time.Duration) (recording.Upload, error)
	// PresignGet is a GET of key, valid for ttl.
	PresignGet(ctx context.Context, key string, ttl time.Duration) (string, error)
	// Read returns the object; apperr.NotFound when there is none,
	// recording.ErrTooLarge when it has more than max bytes.
	Read(ctx context.Context, key string, max int64) ([]byte, error)
	// Delete removes the object; nil when there is none.
	Delete(ctx context.Context, key string) error
}

// Limiter counts requests (ratelimit.Limiter).
type Limiter interface {
	Check(ctx context.Context, key, action, message string) error
}

// Service runs the call-recordings use cases.
type Service struct {
	Store recording.Store
	// Files is the recordings bucket; nil: call recordings are not
	// available here (no bucket configured, or the function does not link
	// it), and the calls answer 503.
	Files Files
	// Bucket is the recordings bucket's name; events from another are
	// ignored.
	Bucket  string
	Limiter Limiter
	// Transcriber transcribes a call while the processor waits (locally
	// pocketsphinx; an OpenAI-compatible endpoint). Jobs, when set, is used
	// instead: the processor starts a job and its completion event
	// (TranscriptionDone) finishes the record. With neither, NoTranscriber
	// says why, and uploaded calls end failed saying so.
	Transcriber   speech.Transcriber
	Jobs          Jobs
	NoTranscriber error
	// Speakers, when set, tells the speakers of a call transcribed here
	// apart (Jobs' transcripts come with their speakers).
	Speakers func(ctx context.Context, audio []byte, words []recording.Word) ([]Turn, error)
	// Slots, when set, bounds the calls transcribed at once (a local
	// engine takes a core per call): a call waiting for a slot stays
	// uploaded.
	Slots chan struct{}
	Log   *slog.Logger
	Now   func() time.Time // nil: time.Now
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// Errors of the API.
var (
	ErrUnavailable = apperr.New(apperr.KindUnavailable, "recordings_unavailable", "Call recordings are not available on this server.")
	ErrNotFound    = apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: no such call recording.")
)

// invalidType is the spec's message for a type that is not a call upload's.
var invalidType = "Invalid file type. Please upload one of: " + strings.Join(safety.CallUploadTypes, ", ")

// fileErrors give the spec's messages of the server file check their
// status and code.
var fileErrors = map[string]*apperr.Error{
	safety.MsgNoFile:             apperr.New(apperr.KindInvalid, "no_file", safety.MsgNoFile),
	safety.MsgCallFileTooLarge:   recording.ErrTooLarge,
	safety.MsgFileTypeNotAllowed: apperr.New(apperr.KindInvalid, "file_not_allowed", safety.MsgFileTypeNotAllowed),
	safety.MsgInvalidFileName:    apperr.New(apperr.KindInvalid, "invalid_file_name", safety.MsgInvalidFileName),
	invalidType:                  apperr.New(apperr.KindInvalid, "invalid_file_type", invalidType),
}

// File is a checked file: its sanitised name, its MIME type as it will be
// signed, and its extension.
type File struct {
	Name, Type, Ext string
	Size            int64
}

// CheckFile is the server's check of a file to upload, in the spec's words
// and order (secure_validate_file_upload): a name and a size ('No file
// provided'), at most 50 MB ('File size exceeds 50MB limit', a 413), a call
// upload's type ('Invalid file type. Please upload one of: wav, mp3, mpeg,
// webm, ogg, m4a, mp4, aac'), no executable or script extension ('File type
// not allowed for security reasons'), a safe name ('Invalid file name');
// then the name's extension must be a call upload's type too.
func CheckFile(name string, size int64, typ string) (File, error) {
	fc := safety.SecureValidateFileUpload(name, size, typ)
	if !fc.Valid {
		if e, ok := fileErrors[fc.Error]; ok {
			return File{}, e
		}
		return File{}, apperr.New(apperr.KindInvalid, "invalid_file", fc.Error)
	}
	ext := strings.ToLower(strings.TrimPrefix(path.Ext(fc.SanitizedName), "."))
	if !slices.Contains(recording.Extensions, ext) {
		return File{}, fileErrors[invalidType]
	}
	t := strings.ToLower(strings.TrimSpace(typ))
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	return File{Name: fc.SanitizedName, Type: t, Ext: ext, Size: size}, nil
}

// GrantRequest is a rep's request to upload a call.
type GrantRequest struct {
	UserID   string
	FileName string
	FileSize int64
	FileType string
}

// Grant is an upload grant: the pending record and the request that
// uploads its file.
type Grant struct {
	Recording recording.CallRecording `json:"recording"`
	Upload    recording.Upload        `json:"upload"`
}

// Grant checks the file (CheckFile), counts the request against the
// file_upload limit ('File upload rate limit exceeded. Try again later.'),
// presigns the upload and writes the pending record. Nothing is written
// when any step fails.
func (s *Service) Grant(ctx context.Context, in GrantRequest) (Grant, error) {
	f, err := CheckFile(in.FileName, in.FileSize, in.FileType)
	if err != nil {
		return Grant{}, err
	}
	if s.Files == nil {
		return Grant{}, ErrUnavailable
	}
	if err := s.Limiter.Check(ctx, in.UserID, RateAction, safety.MsgFileRateLimited); err != nil {
		return Grant{}, err
	}
	now := s.now().UTC()
	id := ids.TimeSorted(now)
	r := recording.CallRecording{
		ID: id, UserID: in.UserID, Title: title(f.Name), FileName: f.Name, FileType: f.Type, FileSize: f.Size,
		Key: recording.Key(in.UserID, id, f.Ext), CreatedAt: now, Status: recording.Pending,
		ExpiresAt: now.Add(PendingTTL),
	}
	up, err := s.Files.PresignPut(ctx, r.Key, f.Type, f.Size, GrantTTL)
	if err != nil {
		return Grant{}, fmt.Errorf("presign upload: %w", err)
	}
	if err := s.Store.Create(ctx, r); err != nil {
		return Grant{}, err
	}
	return Grant{Recording: r, Upload: up}, nil
}

// title is the file's name without its extension.
func title(name string) string {
	t := strings.TrimSpace(strings.TrimSuffix(name, path.Ext(name)))
	if t == "" {
		return "Call"
	}
	return t
}

// List returns the user's calls, newest first, without their transcripts;
// a grant whose file never came drops out once its URL has long expired,
// and a call stuck past StuckAfter reads as failed (unstick).
func (s *Service) List(ctx context.Context, userID string) ([]recording.CallRecording, error) {
	all, err := s.Store.List(ctx, userID, recording.MaxList)
	if err != nil {
		return nil, err
	}
	cutoff := s.now().Add(-GrantTTL - UploadGrace)
	out := make([]recording.CallRecording, 0, len(all))
	for _, r := range all {
		if r.Status == recording.Pending && r.CreatedAt.Before(cutoff) {
			continue
		}
		out = append(out, s.unstick(ctx, r))
	}
	return out, nil
}

// unstick returns r failed, and writes it so, when it has been uploaded or
// processing for longer than StuckAfter. The write is conditional on the
// status read: a processor that finishes meanwhile wins, and its record is
// read back. When the write fails r is returned as it was (the next read
// tries again).
func (s *Service) unstick(ctx context.Context, r recording.CallRecording) recording.CallRecording {
	if (r.Status != recording.Uploaded && r.Status != recording.Processing) || !r.CreatedAt.Before(s.now().Add(-StuckAfter)) {
		return r
	}
	failed := failedCopy(r, ReasonInternal)
	err := s.Store.Move(ctx, failed, r.Status)
	switch {
	case err == nil:
		s.log().WarnContext(ctx, "call recording stuck: failed", "key", r.Key, "was", string(r.Status))
		return failed
	case isConflict(err):
		if now, gerr := s.Store.Get(ctx, r.UserID, r.ID); gerr == nil {
			return now
		}
	default:
		s.log().ErrorContext(ctx, "stuck call recording not failed", "key", r.Key, "err", err)
	}
	return r
}

// playable are the statuses whose file is there to play.
var playable = []recording.Status{recording.Uploaded, recording.Processing, recording.Ready}

// Get returns one of the user's calls, whole, with a link to play its file
// once it was uploaded (not for a failed one: its file may not be audio).
func (s *Service) Get(ctx context.Context, userID, id string) (recording.CallRecording, error) {
	r, err := s.get(ctx, userID, id)
	if err != nil {
		return recording.CallRecording{}, err
	}
	r = s.unstick(ctx, r)
	if slices.Contains(playable, r.Status) && s.Files != nil {
		if r.AudioURL, err = s.Files.PresignGet(ctx, r.Key, PlayTTL); err != nil {
			return recording.CallRecording{}, fmt.Errorf("presign play: %w", err)
		}
	}
	return r, nil
}

func (s *Service) get(ctx context.Context, userID, id string) (recording.CallRecording, error) {
	if !ids.IsTimeSorted(id) {
		return recording.CallRecording{}, ErrNotFound
	}
	r, err := s.Store.Get(ctx, userID, id)
	if errors.Is(err, apperr.NotFound) {
		return recording.CallRecording{}, ErrNotFound
	}
	return r, err
}

// Delete removes one of the user's calls: its file (and a transcript job's
// output beside it), then the record, so a failure leaves the record to
// delete again. A processor still working on it cannot write it back.
func (s *Service) Delete(ctx context.Context, userID, id string) error {
	r, err := s.get(ctx, userID, id)
	if err != nil {
		return err
	}
	if s.Files == nil {
		return ErrUnavailable
	}
	for _, k := range []string{r.Key, TranscriptKey(r)} {
		if err := s.Files.Delete(ctx, k); err != nil {
			return fmt.Errorf("delete %s: %w", k, err)
		}
	}
	return s.Store.Delete(ctx, userID, id)
}

// TranscriptKey is where a transcription job writes r's transcript: beside
// its file.
func TranscriptKey(r recording.CallRecording) string {
	return strings.TrimSuffix(r.Key, path.Ext(r.Key)) + ".transcript.json"
}

// JobName is the transcription job of the recording id.
func JobName(id string) string { return JobPrefix + id }
