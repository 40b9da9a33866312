// Package apperr holds the application's error kinds. Domain code returns
// them (wrapped with %w when useful); the HTTP layer maps each kind to one
// status and the spec's message through a single table.
package apperr

import (
	"errors"
	"time"
)

// Kind classifies an error for the client.
type Kind int

const (
	KindInternal        Kind = iota // 500
	KindInvalid                     // 400
	KindUnauthenticated             // 401
	KindForbidden                   // 403
	KindNotFound                    // 404
	KindConflict                    // 409
	KindTooLarge                    // 413
	KindRateLimited                 // 429
	KindUnavailable                 // 503
	KindUnprocessable               // 422: well-formed, but cannot be applied (an idempotency key reused for another request)
)

// Error is an error meant for the client: a kind, a stable machine code and a
// human message that is safe to show.
type Error struct {
	Kind       Kind
	Code       string        // e.g. "trial_already_used"
	Message    string        // shown to the user as is
	RetryAfter time.Duration // sent as Retry-After: for KindRateLimited, and a conflict worth retrying soon
	Err        error         // internal cause, logged, never sent
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Sentinels for errors.Is; they carry the spec's generic messages.
var (
	Invalid         = &Error{Kind: KindInvalid, Code: "invalid_request", Message: "Invalid request. Please check your input."}
	Unauthenticated = &Error{Kind: KindUnauthenticated, Code: "unauthenticated", Message: "Authentication required. Please log in."}
	Forbidden       = &Error{Kind: KindForbidden, Code: "forbidden", Message: "You do not have permission to perform this action."}
	NotFound        = &Error{Kind: KindNotFound, Code: "not_found", Message: "The requested resource was not found."}
	Conflict        = &Error{Kind: KindConflict, Code: "conflict", Message: "The request conflicts with the current state."}
	TooLarge        = &Error{Kind: KindTooLarge, Code: "body_too_large", Message: "Request body too large."}
	RateLimited     = &Error{Kind: KindRateLimited, Code: "rate_limited", Message: "Too many requests. Please try again later."}
	Unavailable     = &Error{Kind: KindUnavailable, Code: "unavailable", Message: "Service temporarily unavailable. Please try again later."}
)

// Is matches any *Error of the same kind, so errors.Is(err, apperr.NotFound)
// holds for every not-found error whatever its code and message.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Kind == e.Kind
}

// New makes a client error of the given kind with its own code and message.
func New(kind Kind, code, message string) *Error {
	return &Error{Kind: kind, Code: code, Message: message}
}

// InvalidInput is the spec's 400 with what is wrong: "Invalid request.
// Please check your input: " followed by detail.
func InvalidInput(detail string) *Error {
	return New(KindInvalid, "invalid_request", "Invalid request. Please check your input: "+detail)
}

// Wrap makes a client error that keeps an internal cause for the log.
func Wrap(kind Kind, code, message string, cause error) *Error {
	return &Error{Kind: kind, Code: code, Message: message, Err: cause}
}

// As returns the client error in err's chain, or nil.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}
