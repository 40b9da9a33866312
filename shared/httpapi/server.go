// Package httpapi serves the JSON API over net/http. The same handlers run
// inside Lambda (through the API Gateway adapter), in the local server and
// under httptest. Handlers are thin: they decode, call a domain service and
// encode; the rules live in the domain packages.
package httpapi

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/awslabs/aws-lambda-go-api-proxy/core"

	"pitchperfect/shared/account"
	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/feedbackmail"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/roleplaysession"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/teams"
	"pitchperfect/shared/tips"
	"pitchperfect/shared/voice"
)

// TokenVerifier checks a bearer token and returns the caller.
type TokenVerifier interface {
	Verify(ctx context.Context, raw string) (auth.User, error)
	// Prefetch fetches what Verify needs (the signing keys) ahead of the
	// first token; see Warm.
	Prefetch(ctx context.Context) error
}

// Probe is one dependency check of the security health check.
type Probe func(ctx context.Context) error

// Server holds the dependencies of every handler.
type Server struct {
	Log      *slog.Logger
	Verifier TokenVerifier
	Profiles *profile.Service
	Limiter  *ratelimit.Limiter
	Events   *secevent.Recorder
	Sessions practice.Store
	Mailer   mail.Sender
	Health   HealthProbes
	// The paid use cases.
	Pitches   *pitchanalysis.Service
	Demo      *demofeedback.Service
	Roleplays *roleplaysession.Service
	// Feedback e-mails a session's feedback.
	Feedback *feedbackmail.Service
	// Voice transcribes recordings and speaks the buyer's lines.
	Voice *voice.Service
	// Recordings grants call uploads and serves the calls.
	Recordings *callrecording.Service
	// Teams runs teams, invites and the team figures.
	Teams *teams.Service
	// Account deletes an account with everything its user owns, and
	// exports what they own.
	Account *account.Service
	// Tips serves the tips and scripts library, personalised when signed in.
	Tips *tips.Service
	// Public is what GET /api/config and /api/health reveal.
	Public PublicConfig
	// OriginSecret, when set (in the cloud), is the value CloudFront sends
	// in OriginVerifyHeader: requests without it are refused with 403, and
	// only requests with it are trusted to name the viewer's address
	// (clientIP). Empty locally: every request is served, keyed by its peer.
	OriginSecret string
	// Idempotency keeps the keys of paid routes (idempotent); nil ignores
	// the Idempotency-Key header.
	Idempotency *idempotency.Service
}

// HealthProbes are the checks behind security_health_check.
type HealthProbes struct {
	Database    Probe
	RateLimiter Probe
	Safety      Probe
}

// handlerFunc is a handler that returns its error instead of writing it.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// routes maps every catalog route ("GET /api/profile") to its handler and
// whether it needs a signed-in caller.
func (s *Server) routes() map[string]handlerFunc {
	return map[string]handlerFunc{
		"GET /api/health":         s.health,
		"GET /api/config":         s.config,
		"GET /api/profile":        s.getProfile,
		"PATCH /api/profile":      s.updateProfile,
		"POST /api/profile/trial": s.startTrial,
		"POST /api/rpc/{name}":    s.rpc,

		"GET /api/practice-sessions":      s.listSessions,
		"GET /api/practice-sessions/{id}": s.getSession,
		"GET /api/stats":                  s.stats,
		"GET /api/tips":                   s.listTips,

		"POST /api/functions/pitch-analysis":       s.pitchAnalysis,
		"POST /api/functions/demo-feedback":        s.demoFeedback,
		"POST /api/functions/send-feedback-email":  s.sendFeedbackEmail,
		"POST /api/functions/roleplay-ai-response": s.roleplayReply,
		"POST /api/roleplay/start":                 s.startRoleplay,
		"POST /api/functions/voice-to-text":        s.voiceToText,
		"POST /api/functions/tts":                  s.textToSpeech,
		"POST /api/functions/elevenlabs-tts":       s.textToSpeech,

		"POST /api/recordings":        s.grantRecording,
		"GET /api/recordings":         s.listRecordings,
		"GET /api/recordings/{id}":    s.getRecording,
		"DELETE /api/recordings/{id}": s.deleteRecording,

		"GET /api/teams":                                            s.myTeam,
		"POST /api/teams":                                           s.createTeam,
		"GET /api/teams/{id}":                                       s.getTeam,
		"POST /api/teams/{id}/invites":                              s.inviteToTeam,
		"POST /api/teams/{id}/shares":                               s.shareWithTeam,
		"POST /api/invites/{token}/accept":                          s.acceptInvite,
		"DELETE /api/teams/{id}/members/{userId}":                   s.removeTeamMember,
		"GET /api/teams/{id}/members/{userId}/sessions/{sessionId}": s.teamMemberSession,

		"DELETE /api/account":     s.deleteAccount,
		"GET /api/account/export": s.exportAccount,

		"GET /api/rate-limits":        s.rateLimits,
		"POST /api/rate-limits/reset": s.resetRateLimits,
		"GET /api/security-events":    s.securityEvents,
	}
}

// FunctionHandler returns the handler of one deployed function: exactly the
// routes the catalog gives it.
func (s *Server) FunctionHandler(fn catalog.Function) (http.Handler, error) {
	return s.handler([]catalog.Function{fn})
}

// Handler serves every function's routes on one mux, for the local server.
func (s *Server) Handler() (http.Handler, error) {
	return s.handler(catalog.Functions())
}

func (s *Server) handler(fns []catalog.Function) (http.Handler, error) {
	all := s.routes()
	mux := http.NewServeMux()
	paths := map[string][]string{}
	for _, fn := range fns {
		for _, rt := range fn.Routes {
			h, ok := all[rt.Method+" "+rt.Path]
			if !ok {
				return nil, fmt.Errorf("function %s: no handler for %s %s", fn.Name, rt.Method, rt.Path)
			}
			if rt.Paid {
				h = s.idempotent(h) // inside the auth check: keys are per user
			}
			if rt.Audio {
				h = withBodyLimit(h, MaxAudioBodyBytes)
			}
			switch {
			case rt.Auth:
				h = s.requireUser(h)
			case rt.OptionalAuth:
				h = s.optionalUser(h)
			}
			mux.Handle(rt.Method+" "+rt.Path, s.adapt(h))
			paths[rt.Path] = append(paths[rt.Path], rt.Method)
		}
	}
	// The same path with another method: a JSON 405 rather than the mux's text.
	for path, methods := range paths {
		allow := strings.Join(methods, ", ")
		mux.Handle(path, s.adapt(func(w http.ResponseWriter, r *http.Request) error {
			w.Header().Set("Allow", allow)
			writeJSON(w, http.StatusMethodNotAllowed, errorBody{Error: errorDetail{
				Code: "method_not_allowed", Message: fmt.Sprintf("Method %s is not allowed here; use %s.", r.Method, allow),
			}})
			return nil
		}))
	}
	mux.Handle("/api/", s.adapt(func(w http.ResponseWriter, r *http.Request) error {
		return apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: "+r.URL.Path)
	}))
	return s.withRequestLog(withDeadline(s.requireCloudFront(mux))), nil
}

// adapt turns a handlerFunc into an http.Handler that writes its error
// through the one status table. Only internal errors are logged in full.
func (s *Server) adapt(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := h(w, r)
		if err == nil {
			return
		}
		s.fail(w, r, err, nil)
	})
}

// fail writes err's client error and logs it (logFailure: denials at WARN,
// with the user id once requireUser has run, even here in the outer request).
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error, body refusal) {
	e, status := clientError(err)
	logFailure(r.Context(), loggerFrom(r.Context(), s.Log), err, e, status)
	writeError(w, e, status, body)
}

// signInMessages are the spec's words for a missing sign-in on the routes
// that have their own.
var signInMessages = map[string]string{
	"/api/functions/voice-to-text":  voice.ErrUnauthenticated.Message,
	"/api/functions/tts":            voice.ErrUnauthenticated.Message,
	"/api/functions/elevenlabs-tts": voice.ErrUnauthenticated.Message,
}

// requireUser verifies the bearer token and puts the caller in the context.
func (s *Server) requireUser(next handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		header := r.Header.Get("Authorization")
		raw, ok := auth.BearerToken(header)
		if !ok {
			msg := cmp.Or(signInMessages[r.URL.Path], "Authentication required. Please log in.")
			if header != "" {
				msg = "Authentication required. Please log in: the Authorization header must be 'Bearer <token>'."
			}
			return apperr.New(apperr.KindUnauthenticated, "unauthenticated", msg)
		}
		u, err := s.Verifier.Verify(r.Context(), raw)
		if err != nil {
			if !errors.Is(err, auth.ErrInvalidToken) {
				// The key set could not be fetched: our fault, not the caller's.
				return apperr.Wrap(apperr.KindUnavailable, "auth_unavailable", "Service temporarily unavailable. Please try again later.", err)
			}
			return apperr.Wrap(apperr.KindUnauthenticated, "invalid_token", "Authentication required. Please log in: the session token is invalid or expired.", err)
		}
		ctx := auth.WithUser(r.Context(), u)
		ctx = withLogger(ctx, loggerFrom(ctx, s.Log).With("user_id", u.ID))
		return next(w, r.WithContext(ctx))
	}
}

// optionalUser verifies a bearer token when one is sent (a bad one is
// refused, not ignored) and lets anonymous callers through.
func (s *Server) optionalUser(next handlerFunc) handlerFunc {
	verified := s.requireUser(next)
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Header.Get("Authorization") == "" {
			return next(w, r)
		}
		return verified(w, r)
	}
}

// caller returns the verified user; handlers behind requireUser always have one.
func caller(r *http.Request) auth.User {
	u, _ := auth.UserFrom(r.Context())
	return u
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.ResponseWriter.Write(b)
}

// withRequestLog attaches a request logger (with the Lambda or local request
// id), recovers panics as 500s and logs one line per request. It never logs
// headers or bodies, so tokens and passwords stay out of the logs.
func (s *Server) withRequestLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		reqID := requestID(r)
		log := s.Log.With("request_id", reqID, "method", r.Method, "path", r.URL.Path)
		ctx := withNewLogger(r.Context(), log)
		rec := &statusRecorder{ResponseWriter: w}
		w.Header().Set("X-Request-Id", reqID)
		defer func() {
			if p := recover(); p != nil {
				log.ErrorContext(ctx, "panic", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				if rec.status == 0 {
					writeError(rec, internalError, http.StatusInternalServerError, nil)
				}
			}
			// The request's logger by now: with the user id when there is one.
			loggerFrom(ctx, log).InfoContext(ctx, "request", "status", rec.status, "duration_ms", time.Since(start).Milliseconds())
		}()
		next.ServeHTTP(rec, r.WithContext(ctx))
	})
}

func requestID(r *http.Request) string {
	if gw, ok := core.GetAPIGatewayV2ContextFromContext(r.Context()); ok && gw.RequestID != "" {
		return gw.RequestID
	}
	if id := r.Header.Get("X-Request-Id"); ids.IsClientID(id) { // echoed and logged: a short, plain id only
		return id
	}
	return ids.Random()
}
