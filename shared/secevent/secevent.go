// Package secevent records security events: who, what and when, with the
// details scrubbed of tokens, passwords, other secrets and personal data
// before they are stored or logged. The server records its own events;
// the web app may report only the spec's client event types, which are
// checked (CheckClient), bounded and marked as the client's (SourceClient).
package secevent

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/textin"
)

// Event is one row of security_events.
type Event struct {
	ID        string         `json:"id"`
	UserID    string         `json:"user_id"`
	Type      string         `json:"event_type"`
	Details   map[string]any `json:"event_details"`
	CreatedAt time.Time      `json:"created_at"`
	// Source is who wrote the event: SourceServer or SourceClient (empty
	// for events stored before sources were kept).
	Source string `json:"source,omitempty"`
}

// Who wrote an event.
const (
	SourceServer = "server"
	SourceClient = "client"
)

// ClientTypes are the event types the web app may report
// (log_security_event): the spec's client events (spec 000 §7, and the
// rate-limit service error of spec 001 §7) without those only the server
// may write: trial_activated is recorded by the trial itself, and
// admin_operation_attempt and rate_limit_check_failed by the checks that
// make them. The spec's auth_{event} family is matched by ClientMayLog.
var ClientTypes = []string{
	"auth_initialization_failed", "auth_system_error", "profile_access_failed",
	"profile_loading_error", "user_signout_initiated",
	"trial_activation_failed", "credit_deduction_failed",
	"rate_limit_service_error",
}

// Server-side event types, written only by the server itself.
const (
	AdminOperationAttempt = "admin_operation_attempt"
	UserIDMismatch        = "user_id_mismatch"
	RateLimitExceeded     = "rate_limit_exceeded"
	RateLimitCheckFailed  = "rate_limit_check_failed"
	TrialActivated        = "trial_activated"
	CreditDeductionFailed = "credit_deduction_failed" // also a client type
	ContentBlocked        = "content_blocked"
)

// authEvent matches the spec's auth_{event} family (auth_signed_in …).
var authEvent = regexp.MustCompile(`^auth_[a-z_]{2,40}$`)

// ClientMayLog reports whether the web app may log an event of type t.
func ClientMayLog(t string) bool {
	return slices.Contains(ClientTypes, t) || authEvent.MatchString(t)
}

// Bounds of the stored details.
const (
	// MaxDetailsBytes bounds the details as JSON.
	MaxDetailsBytes = 4096
	// MaxDetailsDepth bounds the nesting of objects and arrays in a
	// client's details (the details object itself is depth 1).
	MaxDetailsDepth = 4
)

// Errors of a client's event.
var (
	ErrDetailsTooLarge = apperr.New(apperr.KindInvalid, "details_too_large",
		"Invalid request. Please check your input: p_event_details is too large (max 4096 bytes).")
	ErrDetailsTooDeep = apperr.New(apperr.KindInvalid, "details_too_deep",
		fmt.Sprintf("Invalid request. Please check your input: p_event_details is nested too deeply (max %d levels).", MaxDetailsDepth))
	ErrDetailsText = apperr.New(apperr.KindInvalid, "invalid_text",
		"Invalid request. Please check your input: p_event_details contains characters that are not allowed (invalid UTF-8, NUL or other control characters).")
)

// ErrUnknownType refuses an event type the client may not log.
func ErrUnknownType(t string) error {
	if len(t) > 64 {
		t = t[:64] + "…"
	}
	return apperr.New(apperr.KindInvalid, "unknown_event_type",
		"Invalid request. Please check your input: unknown p_event_type "+strconv.Quote(t)+".")
}

// CheckClient checks an event the web app reports: a client type, details
// of at most MaxDetailsBytes and MaxDetailsDepth, and text without control
// characters. It changes nothing; Recorder.PutClient calls it too.
func CheckClient(eventType string, details map[string]any) error {
	if !ClientMayLog(eventType) {
		return ErrUnknownType(eventType)
	}
	if depth(details) > MaxDetailsDepth {
		return ErrDetailsTooDeep
	}
	if b, err := json.Marshal(details); err != nil || len(b) > MaxDetailsBytes {
		return ErrDetailsTooLarge
	}
	if !cleanText(details) {
		return ErrDetailsText
	}
	return nil
}

// depth is the nesting of v: 0 for a scalar, 1 for a flat object or array.
func depth(v any) int {
	d := 0
	switch t := v.(type) {
	case map[string]any:
		for _, e := range t {
			d = max(d, depth(e))
		}
	case []any:
		for _, e := range t {
			d = max(d, depth(e))
		}
	default:
		return 0
	}
	return d + 1
}

// cleanText reports whether every key and string in v is text
// (textin.Normalize accepts it).
func cleanText(v any) bool {
	ok := func(s string) bool { _, err := textin.Normalize(s, true); return err == nil }
	switch t := v.(type) {
	case string:
		return ok(t)
	case map[string]any:
		for k, e := range t {
			if !ok(k) || !cleanText(e) {
				return false
			}
		}
	case []any:
		for _, e := range t {
			if !cleanText(e) {
				return false
			}
		}
	}
	return true
}

var (
	// secretKey names keys whose values are secrets or personal data.
	secretKey = regexp.MustCompile(`(?i)pass|token|secret|authori[sz]ation|cookie|jwt|api[_-]?key|credential|session_?id|code|ssn|social_?security|card_?num|cvv|e-?mail`)
	// secretValue finds bearer tokens, JWTs and long opaque strings in text.
	secretValue = regexp.MustCompile(`(?i)bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9+/_=-]{40,}\b`)
	// email finds e-mail addresses.
	email = regexp.MustCompile(`(?i)[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+`)
	// ssn finds social-security-like numbers: 3, 2 and 4 digits apart.
	ssn = regexp.MustCompile(`\b\d{3}[- .]\d{2}[- .]\d{4}\b`)
	// digitRun finds runs of 13 to 19 digits, single spaces or dashes
	// allowed between them, for the card check.
	digitRun = regexp.MustCompile(`\b\d(?:[ -]?\d){12,18}\b`)
	// password finds the word password (any case) and all that follows it.
	password = regexp.MustCompile(`(?is)(pass(?:word|wd|phrase))\b.*`)
)

const redacted = "[REDACTED]"

// Scrub returns a copy of details with secrets and personal data redacted:
// values of secret-looking keys; bearer tokens, JWTs and long opaque
// strings; e-mail addresses; card-like numbers (13 to 19 digits, spaces or
// dashes between them, passing the Luhn check, as text or as a number);
// social-security-like numbers; and anything after the word "password".
// Keys are scrubbed of personal data too. It is applied to every
// event before it is stored or logged.
func Scrub(details map[string]any) map[string]any {
	out := make(map[string]any, len(details))
	for k, v := range details {
		key := scrubData(k)
		if secretKey.MatchString(k) {
			out[key] = redacted
			continue
		}
		out[key] = scrubValue(v)
	}
	return out
}

func scrubValue(v any) any {
	switch t := v.(type) {
	case string:
		return scrubText(t)
	case float64:
		if t >= 1e12 && t < 1e19 && t == math.Trunc(t) && luhn(strconv.FormatFloat(t, 'f', 0, 64)) {
			return redacted
		}
		return v
	case map[string]any:
		return Scrub(t)
	case []any:
		out := make([]any, len(t))
		for i, e := range t {
			out[i] = scrubValue(e)
		}
		return out
	default:
		return v
	}
}

// ScrubText is Scrub for one text.
func ScrubText(s string) string { return scrubText(s) }

func scrubText(s string) string {
	return scrubData(password.ReplaceAllString(s, "$1 "+redacted))
}

// scrubData redacts the secrets and personal data found in s, without the
// password rule (a key named "password" stays readable; its value does not).
func scrubData(s string) string {
	s = secretValue.ReplaceAllString(s, redacted)
	s = email.ReplaceAllString(s, redacted)
	s = ssn.ReplaceAllString(s, redacted)
	return digitRun.ReplaceAllStringFunc(s, func(m string) string {
		if luhn(m) {
			return redacted
		}
		return m
	})
}

// luhn reports whether the digits of s (other characters ignored) pass the
// Luhn check that card numbers carry.
func luhn(s string) bool {
	sum, n := 0, 0
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if n%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
	}
	return n >= 13 && sum%10 == 0
}

// Store persists events.
type Store interface {
	Put(ctx context.Context, e Event) error
	// Recent returns up to n events, newest first, across all users.
	Recent(ctx context.Context, n int) ([]Event, error)
	// Ping checks that the table answers.
	Ping(ctx context.Context) error
}

// Recorder writes events. Recording never fails the request that caused it:
// a store error is logged.
type Recorder struct {
	Store Store
	Log   *slog.Logger
	Now   func() time.Time
}

// Record stores one event with scrubbed details.
func (r *Recorder) Record(ctx context.Context, userID, eventType string, details map[string]any) {
	if err := r.Put(ctx, userID, eventType, details); err != nil {
		r.Log.ErrorContext(ctx, "security event not stored", "err", err, "event_type", eventType)
	}
}

// Put stores one of the server's events with scrubbed details and returns
// the store's error.
func (r *Recorder) Put(ctx context.Context, userID, eventType string, details map[string]any) error {
	return r.put(ctx, userID, eventType, SourceServer, details)
}

// PutClient stores an event the web app reported, after CheckClient, with
// scrubbed details, marked SourceClient.
func (r *Recorder) PutClient(ctx context.Context, userID, eventType string, details map[string]any) error {
	if err := CheckClient(eventType, details); err != nil {
		return err
	}
	return r.put(ctx, userID, eventType, SourceClient, details)
}

func (r *Recorder) put(ctx context.Context, userID, eventType, source string, details map[string]any) error {
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	e := Event{UserID: userID, Type: eventType, Details: Scrub(details), CreatedAt: now().UTC(), Source: source}
	if b, err := json.Marshal(e.Details); err != nil || len(b) > MaxDetailsBytes {
		return ErrDetailsTooLarge
	}
	r.Log.InfoContext(ctx, "security event", "event_type", eventType, "source", source, "user_id", userID, "details", e.Details)
	return r.Store.Put(ctx, e)
}

// ShortUserID is the first 8 characters of a user id, as the security page
// shows it.
func ShortUserID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return strings.Clone(id)
}

// Summary is one event as the security page lists it: its type, its time
// and the first 8 characters of its user id (nothing of its details).
type Summary struct {
	Type      string    `json:"event_type"`
	CreatedAt time.Time `json:"created_at"`
	UserID    string    `json:"user_id"` // ShortUserID
}

// RecentShown is how many events the security page lists.
const RecentShown = 10

// Recent returns the n newest events across users, newest first, as
// summaries. Only verified admins may see them; the caller checks.
func (r *Recorder) Recent(ctx context.Context, n int) ([]Summary, error) {
	events, err := r.Store.Recent(ctx, n)
	if err != nil {
		return nil, err
	}
	out := make([]Summary, 0, len(events))
	for _, e := range events {
		out = append(out, Summary{Type: e.Type, CreatedAt: e.CreatedAt.UTC(), UserID: ShortUserID(e.UserID)})
	}
	return out, nil
}
