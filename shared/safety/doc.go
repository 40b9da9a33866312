// Package safety holds the content-safety rules of the spec (001, section 5
// "Validation rules" and section 8 "Role-play" / "Security health") as one
// server-side package. The browser mirrors some of them for early warnings;
// these functions are the guard.
//
//   - Screen: the local content screener (per-type length limits, harmful
//     terms, prompt injection, suspicious patterns, scoring, [FILTERED]).
//   - CheckContent: the validate_content_safety RPC (13 patterns, score, HTML
//     stripping, voice-only patterns) plus prompt-injection detection.
//   - GuardRoleplayInput, GuardRoleplayOutput: both of the above on one
//     message, with one detection, and the blocked-message constants.
//   - ValidateUserInput: user input validation.
//   - SanitizeDisplay: display sanitising (bluemonday).
//   - CheckUpload, SecureValidateFileUpload, SanitizeDownloadName: file rules.
//   - DetectInjection, Detector: the prompt-injection detector: a logistic
//     classifier (classifier.go, classifier.bin, trained by `make train`,
//     shared/cmd/safetytrain) and the rules of rules.txt matched in one
//     Aho–Corasick pass (rules.go) over text normalised with
//     golang.org/x/text (normalize.go). `make eval` (shared/cmd/safetyeval)
//     measures it on testdata/.
//   - Healthy for the security health check; Warm to build the tables early.
//
// Everything is safe for concurrent use.
package safety
