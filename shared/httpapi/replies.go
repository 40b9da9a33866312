package httpapi

import "pitchperfect/shared/ratelimit"

// The replies of the routes whose domain package has no type of its own for
// them. Every reply the API writes is a named type: these, the domain
// types (profile.Profile, practice.Page, …) and the use cases' results; all
// are listed in contract.go, from which the web app's types are generated.

// HealthReply is GET /api/health's reply.
type HealthReply struct {
	Status string `json:"status"` // always "ok"
	// Time is the server's clock, RFC 3339 in UTC, to the second.
	Time string `json:"time"`
	// Backends names what serves each part (data, auth, files, coach).
	Backends map[string]string `json:"backends"`
}

// CreditsReply is check_user_credits' reply.
type CreditsReply struct {
	HasCredits bool `json:"has_credits"`
	// CreditsRemaining is profile.Unlimited (-1) on an unlimited plan.
	CreditsRemaining int `json:"credits_remaining"`
}

// DeductReply is secure_deduct_credits_and_log_usage's reply.
type DeductReply struct {
	Success          bool `json:"success"`
	RemainingCredits int  `json:"remaining_credits"`
}

// DeductRefusal is secure_deduct_credits_and_log_usage's 409 when the
// balance is short: the error and the balance that refused it.
type DeductRefusal struct {
	errorBody
	DeductReply
}

// RateLimitRefusal is check_rate_limit's 429: the error and the count.
type RateLimitRefusal struct {
	errorBody
	ratelimit.Result
}

// SuccessReply is the reply of calls that only report success
// (log_security_event, send-feedback-email).
type SuccessReply struct {
	Success bool `json:"success"`
}

// CleanupReply is cleanup_expired_rate_limits' reply: how many expired
// counters were deleted.
type CleanupReply struct {
	Success bool `json:"success"`
	Deleted int  `json:"deleted"`
}

// FileValidity is validate_file_upload's reply; Error is empty when Valid.
type FileValidity struct {
	Valid bool   `json:"valid"`
	Error string `json:"error"`
}
