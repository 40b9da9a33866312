// Package safety holds the content-safety rules of the spec (001, section 5
// "Validation rules" and section 8 "Role-play" / "Security health") as one
// server-side package. The browser mirrors some of them for early warnings;
// these functions are the guard.
//
//   - Screen: the local content screener (per-type length limits, harmful
//     terms, prompt injection, suspicious patterns, scoring, [FILTERED]).
//   - CheckContent: the validate_content_safety RPC (13 patterns, score, HTML
//     stripping, voice-only patterns) plus prompt-injection detection, used on
//     every role-play input and AI reply.
//   - ValidateUserInput, CheckTextInput: user input validation and the general
//     text input check.
//   - SanitizeDisplay, CleanErrorMessage, CleanRoleplayError: display
//     sanitising and the two error-message cleaners.
//   - CheckAudioFile, CheckUpload, SecureValidateFileUpload,
//     SanitizeDownloadName, AudioMIMEFromName: file rules.
//   - DetectInjection: the measured prompt-injection detector: rules
//     (injection.go, intent.go, outcome.go, xlang.go) and a logistic
//     classifier trained on testdata/ (classifier.go, classifier.bin; `make
//     train`). eval_test.go keeps the blind-round figures.
//   - GuardRoleplayInput, GuardRoleplayOutput and the blocked-message
//     constants; Healthy for the security health check.
//
// Everything is pure Go standard library and safe for concurrent use.
package safety
