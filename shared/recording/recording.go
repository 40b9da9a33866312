// Package recording holds a user's call recordings: the record of one
// uploaded call (its file, its status and, once processed, its transcript
// and scorecard), the order its statuses move in, where its file lives in the
// bucket, and the Store that keeps the records. The use case (package
// callrecording) grants the upload and processes the file; this package
// states what a record is and how it may change.
package recording

import (
	"context"
	"path"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/speech"
)

// Status is where a recording is in its life.
type Status string

// The statuses, in the only order a recording moves through them: a grant
// is issued (pending), the file arrives in the bucket (uploaded), it is
// transcribed and scored (processing), and the record is complete (ready)
// or says why not (failed).
const (
	Pending    Status = "pending"
	Uploaded   Status = "uploaded"
	Processing Status = "processing"
	Ready      Status = "ready"
	Failed     Status = "failed"
)

// Statuses lists every status in order.
var Statuses = []Status{Pending, Uploaded, Processing, Ready, Failed}

func (s Status) rank() int {
	switch s {
	case Pending:
		return 0
	case Uploaded:
		return 1
	case Processing:
		return 2
	case Ready, Failed:
		return 3
	}
	return -1
}

// Valid reports whether s is one of Statuses.
func (s Status) Valid() bool { return s.rank() >= 0 }

// Final reports whether s is an end: ready or failed.
func (s Status) Final() bool { return s == Ready || s == Failed }

// CanMove reports whether a recording in status s may move to next: only
// forward (pending → uploaded → processing → ready or failed, skipping a
// step is allowed), never out of a final status, never back.
func (s Status) CanMove(next Status) bool {
	return s.Valid() && next.Valid() && !s.Final() && next.rank() > s.rank()
}

// Word is one recognised word and its time in the recording, in seconds.
type Word = speech.Word

// Turn is a stretch of the call spoken by one speaker, in seconds from the
// start. Speakers are named by the transcriber ("spk_0", "spk_1").
type Turn struct {
	Speaker string  `json:"speaker"`
	Start   float64 `json:"start"`
	End     float64 `json:"end"`
}

// Categories are the call's scorecard, the spec's four areas, 0–100 each
// (callrecording says how they come from the coach's categories).
type Categories struct {
	Clarity    int `json:"clarity"`
	Confidence int `json:"confidence"`
	Handling   int `json:"handling"`
	Vocabulary int `json:"vocabulary"`
}

// Metrics are the call's measurements. TalkRatio and
// LongestMonologueSeconds exist only when the speakers were told apart.
type Metrics struct {
	WordsPerMinute   float64 `json:"words_per_minute"`
	FillersPerMinute float64 `json:"fillers_per_minute"`
	QuestionsAsked   int     `json:"questions_asked"`
	NextStepAgreed   bool    `json:"next_step_agreed"`
	// TalkRatio is the rep's share of the speaking time, 0–1.
	TalkRatio *float64 `json:"talk_ratio,omitempty"`
	// LongestMonologueSeconds is the rep's longest stretch without the
	// other side speaking.
	LongestMonologueSeconds *float64 `json:"longest_monologue_seconds,omitempty"`
}

// CallRecording is one uploaded call, in the API's field names (the record
// and the reply are the same). The fields after Status are filled in as the
// call is processed: the failure's reason, or the transcript and scorecard.
type CallRecording struct {
	ID     string `json:"id"`
	UserID string `json:"user_id"`
	// Title is the file's name without its extension.
	Title    string `json:"title"`
	FileName string `json:"file_name"` // sanitised
	FileType string `json:"file_type"` // MIME type, as granted
	FileSize int64  `json:"file_size"` // bytes, as granted
	// Key is the object's key in the recordings bucket (Key).
	Key       string    `json:"key"`
	CreatedAt time.Time `json:"created_at"` // the spec's "date"
	Status    Status    `json:"status" ts:"enum=pending|uploaded|processing|ready|failed"`
	// FailureReason says, in a sentence a user understands, why a failed
	// call could not be scored.
	FailureReason string `json:"failure_reason,omitempty"`

	DurationSeconds float64 `json:"duration_seconds,omitempty"`
	Score           float64 `json:"score,omitempty"` // 0–10, one decimal
	TopStrength     string  `json:"top_strength,omitempty"`
	TopImprovement  string  `json:"top_improvement,omitempty"`
	Transcript      string  `json:"transcript,omitempty"`
	Words           []Word  `json:"words,omitempty"`
	// Speakers are the turns of a call whose speakers were told apart.
	Speakers   []Turn      `json:"speakers,omitempty"`
	Categories *Categories `json:"categories,omitempty"`
	Metrics    *Metrics    `json:"metrics,omitempty"`
	// Analysis is the coach's analysis of the rep's words (the whole
	// transcript when the speakers were not told apart): the same metrics
	// and quoted evidence as a practice session.
	Analysis *coach.Analysis `json:"analysis,omitempty"`

	// AudioURL is a short-lived link to play the file (GET of one
	// recording, once uploaded); never stored.
	AudioURL string `json:"audio_url,omitempty"`
	// ExpiresAt, on a pending record, is when the table may drop it if the
	// file never came (the table's TTL); cleared once it did.
	ExpiresAt time.Time `json:"-"`
}

// Summary is r without the long fields (transcript, words, speakers,
// analysis), as lists show it.
func (r CallRecording) Summary() CallRecording {
	r.Transcript, r.Words, r.Speakers, r.Analysis, r.AudioURL = "", nil, nil, nil, ""
	return r
}

// Upload is a presigned request the browser sends the file with.
type Upload struct {
	Method    string            `json:"method" ts:"enum=PUT"`
	URL       string            `json:"url"`
	Headers   map[string]string `json:"headers"`
	ExpiresAt time.Time         `json:"expiresAt"`
}

// Prefix is where every call recording's file lives in the bucket.
const Prefix = "recordings/"

// Extensions are the file extensions a call recording may have: the spec's
// call-upload types.
var Extensions = []string{"wav", "mp3", "mpeg", "webm", "ogg", "m4a", "mp4", "aac"}

// Key is where the file of the user's recording id lives:
// recordings/{userID}/{id}.{ext}.
func Key(userID, id, ext string) string {
	return Prefix + userID + "/" + id + "." + ext
}

// ParseKey reads a recording's owner and id from its file's key; ok is
// false for any other key (a transcript beside it, a foreign object).
func ParseKey(key string) (userID, id, ext string, ok bool) {
	rest, found := strings.CutPrefix(key, Prefix)
	if !found {
		return "", "", "", false
	}
	userID, file, found := strings.Cut(rest, "/")
	if !found || !ids.IsUserID(userID) || strings.Contains(file, "/") {
		return "", "", "", false
	}
	ext = strings.TrimPrefix(path.Ext(file), ".")
	id = strings.TrimSuffix(file, "."+ext)
	if !ids.IsTimeSorted(id) || !slices.Contains(Extensions, ext) {
		return "", "", "", false
	}
	return userID, id, ext, true
}

// Store keeps the records. Every change but Create is conditional on the
// stored status, so two processors of one file cannot both work on it and a
// deleted record is never written back.
type Store interface {
	// Create stores a new record (status Pending); ErrConflict when the id
	// exists.
	Create(ctx context.Context, r CallRecording) error
	// Get returns one of the user's records; apperr.NotFound when the user
	// has none with that id.
	Get(ctx context.Context, userID, id string) (CallRecording, error)
	// List returns the user's newest records, newest first, at most limit
	// of them, each as its Summary.
	List(ctx context.Context, userID string, limit int) ([]CallRecording, error)
	// Move replaces the stored record by r if the stored one's status is
	// still from, and from may move to r.Status (Status.CanMove);
	// ErrConflict when it is not (another processor moved it, or it was
	// deleted), ErrBadMove for a move CanMove refuses.
	Move(ctx context.Context, r CallRecording, from Status) error
	// Delete removes the record; nil when it is already gone.
	Delete(ctx context.Context, userID, id string) error
}

// MaxList is the most records a list returns.
const MaxList = 100

// Errors of the store.
var (
	ErrConflict = apperr.New(apperr.KindConflict, "recording_changed", "This call recording changed meanwhile. Reload it and try again.")
	ErrBadMove  = apperr.New(apperr.KindInternal, "bad_status_move", "A call recording's status can only move forward.")
)

// MaxBytes is the largest call recording: the spec's 50 MB call upload.
const MaxBytes = 50 * 1024 * 1024

// ErrTooLarge is the spec's refusal of a file over MaxBytes; a bucket
// client also answers it for an object larger than it was asked to read.
var ErrTooLarge = apperr.New(apperr.KindTooLarge, "file_too_large", "File size exceeds 50MB limit")

// CheckMove is the check every Store's Move makes before writing: the
// target status is a forward move from from, and the record names its user
// and id.
func CheckMove(r CallRecording, from Status) error {
	if !from.CanMove(r.Status) || r.UserID == "" || r.ID == "" {
		return ErrBadMove
	}
	return nil
}
