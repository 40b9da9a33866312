package httpapi

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/idempotency"
)

// Idempotency headers (draft-ietf-httpapi-idempotency-key-header).
const (
	// IdempotencyKeyHeader carries the client's key: one per user action,
	// sent again unchanged when the client retries it.
	IdempotencyKeyHeader = "Idempotency-Key"
	// ReplayedHeader marks a reply replayed from the key's first request.
	ReplayedHeader = "Idempotent-Replayed"
)

// idempotencyStoreTimeout bounds each call to the idempotency store. The
// calls are not cancelled with the request: a claim or a recorded reply must
// not be cut off halfway because the client hung up.
const idempotencyStoreTimeout = 5 * time.Second

// idempotent makes a paid route safe to retry (catalog.Route.Paid). A
// signed-in request with an Idempotency-Key claims the key, bound to its
// method, path and body; the reply of the work is recorded when it was
// delivered (2xx) and replayed, byte for byte and marked with
// ReplayedHeader, to later requests with the key, which do no work and pay
// nothing. Any other reply releases the key, so a retry does the work
// afresh: nothing was charged (a refusal, no credits, a limit, an outage).
// A duplicate while the first is in flight gets 409 idempotency_in_progress
// with Retry-After; the key with another request gets 422
// idempotency_key_reused.
//
// Keys are per user. Anonymous callers (the free demo) have no key scope:
// their key is checked for form and otherwise ignored, since scoping it by
// address would replay one visitor's reply to another behind the same
// address, and they pay nothing a retry could charge twice.
func (s *Server) idempotent(next handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		keys := r.Header.Values(IdempotencyKeyHeader)
		if len(keys) == 0 || s.Idempotency == nil {
			return next(w, r)
		}
		if len(keys) > 1 {
			return idempotency.ErrInvalidKey
		}
		if err := idempotency.ValidKey(keys[0]); err != nil {
			return err
		}
		u, signedIn := auth.UserFrom(r.Context())
		if !signedIn {
			return next(w, r)
		}
		body, whole, err := readBody(r)
		if err != nil {
			return badBody(err, bodyLimit(r))
		}
		if !whole {
			return next(w, r) // over the limit: the handler refuses it, nothing to key
		}
		fingerprint := idempotency.Fingerprint([]byte(r.Method), []byte(r.URL.Path), body)

		ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), idempotencyStoreTimeout)
		defer cancel()
		log := loggerFrom(r.Context(), s.Log)
		claim, replay, err := s.Idempotency.Begin(ctx, u.ID, keys[0], fingerprint)
		if err != nil {
			if apperr.As(err) == nil {
				err = apperr.Wrap(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.", err)
			}
			return err
		}
		if replay != nil {
			log.InfoContext(r.Context(), "idempotent reply replayed", "status", replay.Status)
			writeReplay(w, *replay)
			return nil
		}

		rec := &replyRecorder{header: http.Header{}}
		finished := false
		defer func() {
			if !finished { // a panic: free the key before withRequestLog answers 500
				if err := claim.Release(ctx); err != nil {
					log.ErrorContext(ctx, "idempotency key not released", "err", err)
				}
			}
		}()
		if err := next(rec, r); err != nil {
			s.fail(rec, r, err, nil)
		}
		finished = true
		reply := rec.reply()
		if reply.Status >= 200 && reply.Status < 300 {
			err = claim.Complete(ctx, reply)
			if err != nil {
				// Not recorded: a retry will do the work again. Better than a
				// key that answers 409 until its lease runs out.
				log.ErrorContext(ctx, "idempotent reply not recorded", "err", err)
			}
		}
		if err != nil || reply.Status < 200 || reply.Status >= 300 {
			if rerr := claim.Release(ctx); rerr != nil {
				log.ErrorContext(ctx, "idempotency key not released", "err", rerr)
			}
		}
		rec.copyTo(w)
		return nil
	}
}

// readBody reads the request body, up to bodyLimit, and puts it back for
// the handler. whole is false for a longer body, which is put back unread.
func readBody(r *http.Request) (body []byte, whole bool, err error) {
	if r.Body == nil || r.Body == http.NoBody {
		return nil, true, nil
	}
	limit := bodyLimit(r)
	body, err = io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		return nil, false, err
	}
	if int64(len(body)) > limit {
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		return nil, false, nil
	}
	_ = r.Body.Close()
	r.Body = io.NopCloser(bytes.NewReader(body))
	return body, true, nil
}

// writeReplay writes a recorded reply.
func writeReplay(w http.ResponseWriter, rep idempotency.Reply) {
	if rep.ContentType != "" {
		w.Header().Set("Content-Type", rep.ContentType)
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set(ReplayedHeader, "true")
	w.WriteHeader(rep.Status)
	_, _ = w.Write(rep.Body)
}

// replyRecorder keeps a handler's reply, to be recorded and then sent.
type replyRecorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *replyRecorder) Header() http.Header { return r.header }

func (r *replyRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
}

func (r *replyRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}

func (r *replyRecorder) reply() idempotency.Reply {
	status := r.status
	if status == 0 {
		status = http.StatusOK // a handler that wrote nothing
	}
	return idempotency.Reply{Status: status, ContentType: r.header.Get("Content-Type"), Body: r.body.Bytes()}
}

// copyTo sends the recorded reply.
func (r *replyRecorder) copyTo(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.reply().Status)
	_, _ = w.Write(r.body.Bytes())
}
