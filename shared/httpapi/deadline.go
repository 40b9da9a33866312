package httpapi

import (
	"context"
	"errors"
	"net"
	"net/http"
	"syscall"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws/retry"

	"pitchperfect/shared/apperr"
)

// RequestDeadline bounds the work of one request: under API Gateway's 30 s
// integration limit and the function's 29 s timeout, with time left to write
// the answer. Every backend call made with the request's context ends by it.
const RequestDeadline = 25 * time.Second

// withDeadline gives every request RequestDeadline (or less, where Lambda's
// own deadline comes sooner).
func withDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), RequestDeadline)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// errBackendDown is the spec's 503 for a backend that did not answer in
// time, refused the connection or failed every retry.
var errBackendDown = apperr.New(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.")

// backendDown reports whether err means a backend (DynamoDB, Cognito, S3 …)
// was unreachable or too slow, rather than a fault in our code: the caller
// may retry, so it is a 503, not a 500.
func backendDown(err error) bool {
	var netErr net.Error
	var maxAttempts *retry.MaxAttemptsError
	switch {
	case errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET),
		errors.As(err, &maxAttempts):
		return true
	case errors.As(err, &netErr) && netErr.Timeout():
		return true
	}
	return false
}
