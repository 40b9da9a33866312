package speech

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
)

// ServiceMessage is what the user reads when a hosted speech service
// (Polly, Transcribe, OpenAI, ElevenLabs) fails: the spec's "Voice Services
// Error", with the way out.
const ServiceMessage = "Voice services are temporarily unavailable. Please try again later or use text input."

// ServiceDown is the 503 for a hosted speech service that is down, slow,
// throttling us or refusing the server's credentials. cause is logged, never
// sent; errors.Is still sees through it (context.DeadlineExceeded, say).
func ServiceDown(cause error) *apperr.Error {
	return apperr.Wrap(apperr.KindUnavailable, "speech_service_error", ServiceMessage, cause)
}

// MaxClipBytes bounds the audio a hosted synthesizer may return: a
// 1,000-character line is about a minute of MP3 (1 MB at 128 kb/s); the
// bound keeps the base64 reply under Lambda's 6 MB.
const MaxClipBytes = 4 << 20

// StatusError is a hosted speech service's failed HTTP answer.
type StatusError struct {
	Service    string        // "openai", "elevenlabs" …
	Status     int           // the HTTP status
	RetryAfter time.Duration // from its Retry-After header, if any
	Detail     string        // the service's own message, for the log only
}

// Error is the status and detail; ServiceError names the service.
func (e *StatusError) Error() string {
	if e.Detail == "" {
		return fmt.Sprintf("status %d", e.Status)
	}
	return fmt.Sprintf("status %d: %s", e.Status, e.Detail)
}

// HTTPStatusCode is the HTTP status, as the AWS SDK's response errors tell it.
func (e *StatusError) HTTPStatusCode() int { return e.Status }

// NewStatusError makes the StatusError of resp; detail is the service's
// message (never a credential: callers drop the body of a 401 or 403).
func NewStatusError(service string, resp *http.Response, detail string) *StatusError {
	e := &StatusError{Service: service, Status: resp.StatusCode, Detail: strings.TrimSpace(detail)}
	if s, err := strconv.Atoi(strings.TrimSpace(resp.Header.Get("Retry-After"))); err == nil && s > 0 {
		e.RetryAfter = time.Duration(min(s, 3600)) * time.Second
	}
	return e
}

// downCodes are AWS error codes that mean throttling or refused credentials
// although their status is 400.
var downCodes = map[string]bool{
	"ThrottlingException": true, "Throttling": true, "TooManyRequestsException": true,
	"LimitExceededException": true, "RequestLimitExceeded": true,
	"UnrecognizedClientException": true, "InvalidSignatureException": true,
	"ExpiredTokenException": true, "AccessDeniedException": true,
}

// ServiceError classifies a failed call to a hosted speech service. It is
// ServiceDown (503) when the service answered 401, 403, 408, 429 or 5xx (or
// an AWS throttling or credentials error code), when it could not be reached
// or did not answer in time, or when its answer made no sense; the
// RetryAfter of a StatusError is kept. Any other answer (a 4xx: the service
// refused our request) is our fault and stays a plain error, a 500. A nil
// err is nil; an *apperr.Error is returned as it is.
func ServiceError(service string, err error) error {
	if err == nil || apperr.As(err) != nil {
		return err
	}
	var status interface{ HTTPStatusCode() int }
	var code interface{ ErrorCode() string }
	switch {
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
	case errors.As(err, &code) && downCodes[code.ErrorCode()]:
	case errors.As(err, &status):
		s := status.HTTPStatusCode()
		if s >= 400 && s < 500 && s != 401 && s != 403 && s != 408 && s != 429 {
			return fmt.Errorf("%s refused the request: %w", service, err)
		}
	}
	e := ServiceDown(fmt.Errorf("%s: %w", service, err))
	var se *StatusError
	if errors.As(err, &se) {
		e.RetryAfter = se.RetryAfter
	}
	return e
}
