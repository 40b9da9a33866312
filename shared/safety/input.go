package safety

import (
	"context"
	"fmt"
	"unicode/utf8"
)

// InputKind selects the user-input limits.
type InputKind string

// Input kinds.
const (
	TextInput  InputKind = "text"
	VoiceInput InputKind = "voice"
)

// RateLimitFunc is the rate-limit hook: it reports whether the caller may
// proceed. An error means the limiter itself failed; the spec says the check
// fails open, so validation then allows the input (the caller should log the
// error, e.g. as a rate_limit_check_failed security event).
type RateLimitFunc func(ctx context.Context) (allowed bool, err error)

// ValidationResult is the outcome of ValidateUserInput.
type ValidationResult struct {
	Valid         bool     `json:"valid"`
	Errors        []string `json:"errors"`
	Warnings      []string `json:"warnings"`
	SanitizedData string   `json:"sanitizedData"`
	WasSanitized  bool     `json:"was_sanitized"`
}

// ValidateUserInput validates one user input in the spec's order (spec 5,
// "User input validation"):
//
//  1. it must be a non-empty string ("Input must be a non-empty string");
//  2. at most 5000 characters for voice, 10000 for text ("Input too long (max
//     N characters)");
//  3. the rate limit, if limit is not nil ("Rate limit exceeded. Try again
//     later."); a limiter error fails open;
//  4. CheckContent; if unsafe, its error or "Content failed safety
//     validation";
//  5. if sanitized, the warning "Content was automatically sanitized for
//     safety";
//  6. a score below 80 gives the warning "Content has moderate safety
//     concerns".
//
// input is typically a decoded JSON value, hence any.
func ValidateUserInput(ctx context.Context, input any, kind InputKind, limit RateLimitFunc) ValidationResult {
	res := ValidationResult{Errors: []string{}, Warnings: []string{}}
	s, ok := input.(string)
	if !ok || s == "" {
		res.Errors = append(res.Errors, MsgInputNotString)
		return res
	}
	max := MaxTextInputChars
	if kind == VoiceInput {
		max = MaxVoiceInputChars
	}
	if utf8.RuneCountInString(s) > max {
		res.Errors = append(res.Errors, tooLong(max))
		return res
	}
	if limit != nil {
		if allowed, err := limit(ctx); err == nil && !allowed {
			res.Errors = append(res.Errors, MsgRateLimited)
			return res
		}
	}
	check := CheckContent(s, kind == VoiceInput)
	if !check.Safe {
		msg := check.Error
		if msg == "" {
			msg = MsgSafetyFailed
		}
		res.Errors = append(res.Errors, msg)
		return res
	}
	res.Valid = true
	res.SanitizedData = check.SanitizedContent
	res.WasSanitized = check.WasSanitized
	if check.WasSanitized {
		res.Warnings = append(res.Warnings, MsgSanitizedWarning)
	}
	if check.SafetyScore < WarnThreshold {
		res.Warnings = append(res.Warnings, MsgModerateWarning)
	}
	return res
}

func tooLong(max int) string { return fmt.Sprintf("Input too long (max %d characters)", max) }
