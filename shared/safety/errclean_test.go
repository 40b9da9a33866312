package safety_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pitchperfect/shared/safety"
)

func TestCleanErrorMessage(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"login failed: password=hunter2", "login failed: password=[REDACTED]"},
		{"Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123", "Authorization: [REDACTED] [REDACTED]"},
		{"api_key: sk-live-1234567890abcdef", "api_key: [REDACTED]"},
		{"client secret is s3cr3t", "client secret is [REDACTED]"},
		{"token=abc.def", "token=[REDACTED]"},
		{"user 12345 not found", "user [REDACTED] not found"},
		{"order 123 ok", "order 123 ok"},
		{"mail jane@example.com failed", "mail [EMAIL] failed"},
		{"GET https://api.example.com/v1/x?key=1 returned 500", "GET [URL] returned 500"},
		{"payload aGVsbG8gd29ybGQgdGhpcyBpcyBzZWNyZXQ= rejected", "payload [REDACTED] rejected"},
		{"connection_refused_by_remote_host", "connection_refused_by_remote_host"},
		{"", "An unexpected error occurred"},
		{"  \n ", "An unexpected error occurred"},
	} {
		if got := safety.CleanErrorMessage(tc.in); got != tc.want {
			t.Errorf("CleanErrorMessage(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	long := strings.Repeat("é", 800)
	got := safety.CleanErrorMessage(long)
	if utf8.RuneCountInString(got) != 500 || !utf8.ValidString(got) {
		t.Errorf("long message: %d runes, valid %v", utf8.RuneCountInString(got), utf8.ValidString(got))
	}
}

func TestCleanRoleplayError(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"OpenAI error: invalid api key sk-abcdefghijklmnop1234", "OpenAI error: invalid api key [REDACTED]"},
		{"quota for bob@acme.io at https://x.io/u exceeded", "quota for [EMAIL] at [URL] exceeded"},
		{"request 987654321 timed out after 3000 ms", "request [REDACTED] timed out after 3000 ms"},
		{"password: letmein", "password: [REDACTED]"},
	} {
		if got := safety.CleanRoleplayError(tc.in); got != tc.want {
			t.Errorf("CleanRoleplayError(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := safety.CleanRoleplayError(strings.Repeat("x ", 300)); utf8.RuneCountInString(got) > 200 {
		t.Errorf("not cut to 200: %d", utf8.RuneCountInString(got))
	}
}
