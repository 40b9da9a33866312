package httpapi

import (
	"context"
	"log/slog"
	"sync/atomic"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/secevent"
)

// A request has one logger, kept in a slot that every layer of the request
// shares: the request log (withRequestLog) puts it there with the request
// id, and requireUser adds the user id to it in place. So the lines written
// after the user is known carry the user id even where the context is the
// outer request's, which never sees requireUser's context: a refusal
// written by adapt, the request's own summary line.
type logSlot struct{ log atomic.Pointer[slog.Logger] }

type logKey struct{}

// withLogger makes l the request's logger: in the request's slot when ctx
// has one, else in a new slot.
func withLogger(ctx context.Context, l *slog.Logger) context.Context {
	if slot, ok := ctx.Value(logKey{}).(*logSlot); ok {
		slot.log.Store(l)
		return ctx
	}
	return withNewLogger(ctx, l)
}

// withNewLogger starts a request's slot with l.
func withNewLogger(ctx context.Context, l *slog.Logger) context.Context {
	slot := &logSlot{}
	slot.log.Store(l)
	return context.WithValue(ctx, logKey{}, slot)
}

// loggerFrom returns the request's logger, or fallback outside a request.
func loggerFrom(ctx context.Context, fallback *slog.Logger) *slog.Logger {
	if slot, ok := ctx.Value(logKey{}).(*logSlot); ok {
		if l := slot.log.Load(); l != nil {
			return l
		}
	}
	return fallback
}

// refusalLevel is the level a refused request is logged at. Denials, where
// a known rule said no to someone, are WARN, so they show at the default
// level (WARN locally): 401 (no or a bad token), 403 (not allowed, the
// origin check, another user's id), 409 (no credits, trial used, a changed
// session) and 429 (a rate limit). Requests that are merely malformed or
// point at nothing (400, 404, 405, 413, 422) are INFO: they are the noise of
// client bugs, typos and scanners, and would drown the denials.
func refusalLevel(status int) slog.Level {
	switch status {
	case 401, 403, 409, 429:
		return slog.LevelWarn
	}
	return slog.LevelInfo
}

// Bounds of the error text of a line: a refusal's is the client's message
// and a short cause; a failure's keeps the whole chain for on-call.
const (
	maxRefusalText = 300
	maxFailureText = 4000
)

// logFailure writes the line of a failed request: ERROR for our faults
// (5xx), refusalLevel for the caller's. The line names the status and code
// and the error text scrubbed of personal data (secevent.ScrubText) and cut
// short: client error messages never quote free text (a pitch, a message)
// and name an address only as "this address", so no body text or e-mail
// address reaches the log.
func logFailure(ctx context.Context, log *slog.Logger, err error, e *apperr.Error, status int) {
	msg := secevent.ScrubText(err.Error())
	if status >= 500 {
		log.ErrorContext(ctx, "request failed", "status", status, "code", e.Code, "err", clip(msg, maxFailureText))
		return
	}
	log.Log(ctx, refusalLevel(status), "request refused", "status", status, "code", e.Code, "err", clip(msg, maxRefusalText))
}

// clip cuts s to at most n bytes, at a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
