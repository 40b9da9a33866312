// Package secevent records security events: who, what and when, with the
// details scrubbed of tokens, passwords and other secrets before they are
// stored or logged.
package secevent

import (
	"context"
	"encoding/json"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
)

// Event is one row of security_events.
type Event struct {
	ID        string         `json:"id"`
	UserID    string         `json:"user_id"`
	Type      string         `json:"event_type"`
	Details   map[string]any `json:"event_details"`
	CreatedAt time.Time      `json:"created_at"`
}

// ClientTypes are the event types the web app may report (log_security_event).
var ClientTypes = []string{
	"auth_initialization_failed", "auth_system_error", "profile_access_failed",
	"profile_loading_error", "user_signout_initiated", "trial_activated",
	"trial_activation_failed", "credit_deduction_failed",
	"rate_limit_service_error", "rate_limit_check_failed",
}

// Server-side event types, written only by the server itself.
const (
	AdminOperationAttempt = "admin_operation_attempt"
	UserIDMismatch        = "user_id_mismatch"
	RateLimitExceeded     = "rate_limit_exceeded"
	TrialActivated        = "trial_activated"
	CreditDeductionFailed = "credit_deduction_failed"
	ContentBlocked        = "content_blocked"
)

// authEvent matches the spec's auth_{event} family (auth_signed_in …).
var authEvent = regexp.MustCompile(`^auth_[a-z_]{2,40}$`)

// ClientMayLog reports whether the web app may log an event of type t.
func ClientMayLog(t string) bool {
	return slices.Contains(ClientTypes, t) || authEvent.MatchString(t)
}

// MaxDetailsBytes bounds the stored details.
const MaxDetailsBytes = 4096

// ErrDetailsTooLarge refuses oversized details.
var ErrDetailsTooLarge = apperr.New(apperr.KindInvalid, "details_too_large",
	"Event details are too large (max 4096 bytes).")

var (
	secretKey = regexp.MustCompile(`(?i)pass|token|secret|authori[sz]ation|cookie|jwt|api[_-]?key|credential|session_?id|code`)
	// secretValue finds bearer tokens, JWTs and long opaque strings in text.
	secretValue = regexp.MustCompile(`(?i)bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9+/_=-]{40,}\b`)
)

const redacted = "[REDACTED]"

// Scrub returns a copy of details with secret-looking keys and values
// redacted. It is applied to every event before it is stored or logged.
func Scrub(details map[string]any) map[string]any {
	out := make(map[string]any, len(details))
	for k, v := range details {
		if secretKey.MatchString(k) {
			out[k] = redacted
			continue
		}
		out[k] = scrubValue(v)
	}
	return out
}

func scrubValue(v any) any {
	switch t := v.(type) {
	case string:
		return secretValue.ReplaceAllString(t, redacted)
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

// Put stores one event with scrubbed details and returns the store's error.
func (r *Recorder) Put(ctx context.Context, userID, eventType string, details map[string]any) error {
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	e := Event{UserID: userID, Type: eventType, Details: Scrub(details), CreatedAt: now().UTC()}
	if b, err := json.Marshal(e.Details); err != nil || len(b) > MaxDetailsBytes {
		return ErrDetailsTooLarge
	}
	r.Log.InfoContext(ctx, "security event", "event_type", eventType, "user_id", userID, "details", e.Details)
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
