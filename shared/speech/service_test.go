package speech_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
)

type codeErr string

func (c codeErr) Error() string     { return string(c) }
func (c codeErr) ErrorCode() string { return string(c) }

// TestServiceError: outages, throttling, refused credentials and timeouts
// are the 503 "Voice Services Error"; a request the service refused is
// ours to fix (500); client errors pass through.
func TestServiceError(t *testing.T) {
	status := func(code int) error {
		return &speech.StatusError{Service: "svc", Status: code, Detail: "nope"}
	}
	for _, c := range []struct {
		name string
		err  error
		down bool
	}{
		{"500", status(500), true},
		{"503", status(503), true},
		{"429", status(429), true},
		{"401 bad key", status(401), true},
		{"403", status(403), true},
		{"408", status(408), true},
		{"400", status(400), false},
		{"404 wrong model", status(404), false},
		{"422", status(422), false},
		{"throttling code", fmt.Errorf("op: %w", codeErr("ThrottlingException")), true},
		{"validation code", fmt.Errorf("op: %w", codeErr("ValidationException")), true}, // no status: undecodable, treated as down
		{"deadline", fmt.Errorf("op: %w", context.DeadlineExceeded), true},
		{"refused connection", errors.New("dial tcp: connection refused"), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := speech.ServiceError("svc", c.err)
			ae := apperr.As(err)
			if c.down {
				if ae == nil || ae.Kind != apperr.KindUnavailable || ae.Code != "speech_service_error" || ae.Message != speech.ServiceMessage {
					t.Fatalf("got %v, want the 503 speech_service_error", err)
				}
			} else if ae != nil {
				t.Fatalf("got client error %v, want a plain (500) error", ae)
			}
			if !errors.Is(err, c.err) {
				t.Fatalf("cause lost: %v", err)
			}
		})
	}
	if err := speech.ServiceError("svc", speech.ErrNoSpeech); err != speech.ErrNoSpeech {
		t.Fatalf("a client error changed: %v", err)
	}
	if speech.ServiceError("svc", nil) != nil {
		t.Fatal("nil is not nil")
	}
}

func TestStatusErrorRetryAfter(t *testing.T) {
	resp := &http.Response{StatusCode: 429, Header: http.Header{"Retry-After": {"7"}}}
	err := speech.ServiceError("svc", speech.NewStatusError("svc", resp, " slow down "))
	ae := apperr.As(err)
	if ae == nil || ae.RetryAfter != 7*time.Second {
		t.Fatalf("got %#v, want Retry-After 7 s", ae)
	}
	if want := "svc: status 429: slow down"; !strings.Contains(err.Error(), want) {
		t.Fatalf("cause %v, want %q", err, want)
	}
}
