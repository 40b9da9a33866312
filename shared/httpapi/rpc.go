package httpapi

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/secevent"
)

// rpc dispatches POST /api/rpc/{name}. The RPCs keep the spec's names and
// p_ parameters; the caller is always the token's user.
func (s *Server) rpc(w http.ResponseWriter, r *http.Request) error {
	h, ok := s.rpcs()[r.PathValue("name")]
	if !ok {
		return apperr.New(apperr.KindNotFound, "unknown_rpc", "The requested resource was not found: no RPC named "+quote(r.PathValue("name"))+".")
	}
	return h(w, r)
}

func (s *Server) rpcs() map[string]handlerFunc {
	return map[string]handlerFunc{
		"check_user_credits":                  s.checkUserCredits,
		"secure_deduct_credits_and_log_usage": s.deductCredits,
		"log_security_event":                  s.logSecurityEvent,
		"check_rate_limit":                    s.checkRateLimit,
		"is_verified_admin":                   s.isVerifiedAdmin,
		"security_health_check":               s.securityHealthCheck,
		"cleanup_expired_rate_limits":         s.cleanupExpiredRateLimits,
		"admin_grant_credits":                 s.adminGrantCredits,
		"validate_content_safety":             s.validateContentSafety,
		"validate_voice_input":                s.validateVoiceInput,
		"secure_validate_file_upload":         s.secureValidateFileUpload,
		"validate_file_upload":                s.validateFileUpload,
	}
}

// ownUser refuses a p_user_id that is not the caller's, and logs the
// attempt; one that is not even a user id is a bad request.
func (s *Server) ownUser(r *http.Request, rpc, pUserID string) error {
	u := caller(r)
	if pUserID == "" || pUserID == u.ID {
		return nil
	}
	if !ids.IsUserID(pUserID) {
		return invalid("p_user_id is not a user id.")
	}
	s.Events.Record(r.Context(), u.ID, secevent.UserIDMismatch, map[string]any{"operation": rpc, "target_data": secevent.ShortUserID(pUserID)})
	return apperr.New(apperr.KindForbidden, "forbidden", "You do not have permission to perform this action: p_user_id must be your own user id.")
}

// userParams is the body of the RPCs that take only p_user_id. Every RPC's
// p_user_id is optional: the caller is the token's user.
type userParams struct {
	UserID string `json:"p_user_id,omitempty"`
}

func (s *Server) checkUserCredits(w http.ResponseWriter, r *http.Request) error {
	var p userParams
	if err := decodeJSON(w, r, &p, true); err != nil {
		return err
	}
	if err := s.ownUser(r, "check_user_credits", p.UserID); err != nil {
		return err
	}
	prof, err := s.Profiles.GetOrCreate(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, CreditsReply{HasCredits: prof.HasCredits(1), CreditsRemaining: prof.CreditsRemaining})
	return nil
}

// deductParams is secure_deduct_credits_and_log_usage's body.
type deductParams struct {
	UserID  string `json:"p_user_id,omitempty"`
	Feature string `json:"p_feature_used"` // a profile.Feature key
}

func (s *Server) deductCredits(w http.ResponseWriter, r *http.Request) error {
	var p deductParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "secure_deduct_credits_and_log_usage", p.UserID); err != nil {
		return err
	}
	if p.Feature == "" {
		return apperr.New(apperr.KindInvalid, "invalid_request", "Invalid request. Please check your input: p_feature_used is required.")
	}
	feature, err := profile.ParseFeature(p.Feature)
	if err != nil {
		return err
	}
	u := caller(r)
	// The request's Idempotency-Key names the charge, so a retry of it
	// (after an answer lost on its way) pays once; without one, each
	// request is a charge of its own.
	chargeID := r.Header.Get(IdempotencyKeyHeader)
	if idempotency.ValidKey(chargeID) != nil {
		chargeID = ids.TimeSorted(time.Now())
	}
	remaining, err := s.Profiles.Spend(r.Context(), u.ID, feature, chargeID)
	if errors.Is(err, profile.ErrInsufficientCredits) {
		// Spend reports the balance that refused the deduction.
		s.Events.Record(r.Context(), u.ID, secevent.CreditDeductionFailed, map[string]any{"operation": p.Feature, "error": "insufficient credits"})
		s.fail(w, r, err, &DeductRefusal{DeductReply: DeductReply{Success: false, RemainingCredits: remaining}})
		return nil
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, DeductReply{Success: true, RemainingCredits: remaining})
	return nil
}

// securityEventParams is log_security_event's body: one of
// secevent.ClientTypes and its details.
type securityEventParams struct {
	UserID    string         `json:"p_user_id,omitempty"`
	EventType string         `json:"p_event_type"`
	Details   map[string]any `json:"p_event_details,omitempty"`
}

func (s *Server) logSecurityEvent(w http.ResponseWriter, r *http.Request) error {
	var p securityEventParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "log_security_event", p.UserID); err != nil {
		return err
	}
	// Checked before it is counted, counted before it is stored: a forged
	// type or oversized details cost nothing, a flood stops at the limit.
	if err := secevent.CheckClient(p.EventType, p.Details); err != nil {
		return err
	}
	u := caller(r)
	limiter := ratelimit.Limiter{Store: s.Limiter.Store, Rules: clientEventRule}
	res, err := limiter.Allow(r.Context(), u.ID, clientEventAction)
	if err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.", err)
	}
	if !res.Allowed {
		return ratelimit.Limited(res, "Too many security events reported. Please try again later.")
	}
	if err := s.Events.PutClient(r.Context(), u.ID, p.EventType, p.Details); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}

// clientEventRule limits the events one user's browser may report: the
// web app reports a handful per sign-in, so 30 an hour is ample for a real
// user and keeps a script from filling the table.
const clientEventAction = "security_event"

var clientEventRule = map[string]ratelimit.Rule{clientEventAction: {Max: 30, Window: time.Hour}}

// maxIPAddressLen is the longest textual IP address (IPv6 with an IPv4 tail).
const maxIPAddressLen = 45

// rateLimitParams is check_rate_limit's body.
type rateLimitParams struct {
	UserID    string `json:"p_user_id,omitempty"`
	IPAddress string `json:"p_ip_address,omitempty"` // accepted for the spec's shape; the limit is per user
	Action    string `json:"p_action"`               // one of ratelimit.Rules
}

func (s *Server) checkRateLimit(w http.ResponseWriter, r *http.Request) error {
	var p rateLimitParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "check_rate_limit", p.UserID); err != nil {
		return err
	}
	// Ignored, but bounded like any input: no address is longer.
	if len(p.IPAddress) > maxIPAddressLen {
		return invalid(fmt.Sprintf("p_ip_address is too long (max %d characters).", maxIPAddressLen))
	}
	u := caller(r)
	res, err := s.Limiter.Allow(r.Context(), u.ID, p.Action)
	if err != nil {
		if apperr.As(err) == nil {
			s.Events.Record(r.Context(), u.ID, "rate_limit_check_failed", map[string]any{"action": p.Action})
		}
		return err
	}
	if !res.Allowed {
		s.Events.Record(r.Context(), u.ID, secevent.RateLimitExceeded, map[string]any{"action": p.Action, "max_requests": res.Max})
		s.fail(w, r, ratelimit.Limited(res, ""), &RateLimitRefusal{Result: ratelimit.Result{Allowed: false, Current: res.Current, Max: res.Max}})
		return nil
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

func (s *Server) isVerifiedAdmin(w http.ResponseWriter, r *http.Request) error {
	var none struct{}
	if err := decodeJSON(w, r, &none, true); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, caller(r).IsAdmin())
	return nil
}

func (s *Server) cleanupExpiredRateLimits(w http.ResponseWriter, r *http.Request) error {
	var none struct{}
	if err := decodeJSON(w, r, &none, true); err != nil {
		return err
	}
	u := caller(r)
	s.Events.Record(r.Context(), u.ID, secevent.AdminOperationAttempt, map[string]any{"operation": "cleanup_expired_rate_limits", "allowed": u.IsAdmin()})
	if !u.IsAdmin() {
		return apperr.New(apperr.KindForbidden, "not_admin", "Insufficient privileges for this operation")
	}
	n, err := s.Limiter.Cleanup(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, CleanupReply{Success: true, Deleted: n})
	return nil
}

func quote(s string) string {
	if len(s) > 64 {
		s = s[:64] + "…"
	}
	return "\"" + s + "\""
}
