package httpapi

import (
	"errors"
	"net/http"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/secevent"
)

// grantParams is admin_grant_credits' body: whom to give credits and how
// many. Unlike the other RPCs' p_user_id, the target is another user: only
// a verified admin may name one.
type grantParams struct {
	TargetUserID string `json:"p_target_user_id"`
	Amount       int    `json:"p_amount"`
	// Reason is a short note kept in the security event (why the credits
	// were given); optional.
	Reason string `json:"p_reason,omitempty"`
}

// GrantReply is admin_grant_credits' reply: the target's balance after the
// grant, and whether this call added the credits (false: a retry of a grant
// already applied, by its Idempotency-Key).
type GrantReply struct {
	Success          bool `json:"success"`
	Applied          bool `json:"applied"`
	CreditsRemaining int  `json:"credits_remaining"`
}

// maxGrantReason bounds the note kept with a grant.
const maxGrantReason = 200

// adminGrantCredits adds credits to a user's balance: verified admins only
// (the Cognito group admin). Every attempt is recorded as an
// admin_operation_attempt security event under the caller (allowed or not,
// the target's short id, the amount and the outcome). The request's
// Idempotency-Key names the grant, so a retried grant adds once.
func (s *Server) adminGrantCredits(w http.ResponseWriter, r *http.Request) error {
	var p grantParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	u := caller(r)
	details := map[string]any{"operation": "admin_grant_credits", "allowed": u.IsAdmin(), "amount": p.Amount}
	if ids.IsUserID(p.TargetUserID) {
		details["target_data"] = secevent.ShortUserID(p.TargetUserID)
	}
	if p.Reason != "" && len([]rune(p.Reason)) <= maxGrantReason {
		details["reason"] = p.Reason
	}
	if !u.IsAdmin() {
		s.Events.Record(r.Context(), u.ID, secevent.AdminOperationAttempt, details)
		return apperr.New(apperr.KindForbidden, "not_admin", "Insufficient privileges for this operation")
	}
	err := s.grant(w, r, p)
	details["result"] = "granted"
	if err != nil {
		details["result"] = clientCode(err)
	}
	s.Events.Record(r.Context(), u.ID, secevent.AdminOperationAttempt, details)
	return err
}

func (s *Server) grant(w http.ResponseWriter, r *http.Request, p grantParams) error {
	if !ids.IsUserID(p.TargetUserID) {
		return invalid("p_target_user_id is not a user id.")
	}
	if len([]rune(p.Reason)) > maxGrantReason {
		return invalid("p_reason holds at most 200 characters.")
	}
	grantID := r.Header.Get(IdempotencyKeyHeader)
	if idempotency.ValidKey(grantID) != nil {
		grantID = ids.TimeSorted(time.Now())
	}
	prof, applied, err := s.Profiles.Grant(r.Context(), p.TargetUserID, p.Amount, grantID)
	if errors.Is(err, apperr.NotFound) {
		return apperr.New(apperr.KindNotFound, "no_profile", "The requested resource was not found: that user has no profile yet (they have not signed in).")
	}
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "admin granted credits", "admin", caller(r).ID, "target", p.TargetUserID,
		"amount", p.Amount, "applied", applied, "balance", prof.CreditsRemaining)
	writeJSON(w, http.StatusOK, GrantReply{Success: true, Applied: applied, CreditsRemaining: prof.CreditsRemaining})
	return nil
}

// clientCode is the error code a client would see for err.
func clientCode(err error) string {
	e, _ := clientError(err)
	return e.Code
}
