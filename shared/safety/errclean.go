package safety

import (
	"regexp"
	"strings"
)

// Redaction markers.
const (
	Redacted      = "[REDACTED]"
	RedactedEmail = "[EMAIL]"
	RedactedURL   = "[URL]"
)

var (
	urlRe = regexp.MustCompile(`(?i)\b(?:[a-z][a-z0-9+.\-]{1,15}://|www\.)[^\s<>"']+`)
	// key=value / key: value where the key names a secret.
	secretKVRe = regexp.MustCompile(`(?i)\b([a-z0-9_\-]*(?:password|passwd|pwd|secret|api[_\-]?key|access[_\-]?key|private[_\-]?key|key|token|bearer|auth|authorization|credential|credentials|session|cookie|signature|sig)[a-z0-9_\-]*)(\s*[:=]\s*|\s+is\s+)("[^"]*"|'[^']*'|\[(?:REDACTED|EMAIL|URL)\]|[^\s,;)}\]]+)`)
	// "Bearer abc…", "Basic abc…", "token abc…"
	schemeTokenRe = regexp.MustCompile(`(?i)\b(bearer|basic|token|auth)\s+[A-Za-z0-9\-._~+/]{6,}=*`)
	// Well-known key shapes: sk-…, AKIA…, ghp_…, xox…-, JWTs.
	keyShapeRe = regexp.MustCompile(`\b(?:sk|pk|rk)[-_](?:live|test)?[-_]?[A-Za-z0-9]{10,}|\bAKIA[0-9A-Z]{12,}|\bgh[pousr]_[A-Za-z0-9]{20,}|\bxox[abpr]-[A-Za-z0-9\-]{10,}|\beyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+`)
	// Encoded strings of 20 or more characters (base64, base64url, hex).
	encodedRe = regexp.MustCompile(`[A-Za-z0-9+/_\-]{20,}={0,2}`)
	digits4Re = regexp.MustCompile(`\d{4,}`)
	digits6Re = regexp.MustCompile(`\d{6,}`)
	spacesRe  = regexp.MustCompile(`[ \t]{2,}`)
)

// CleanErrorMessage is the general error-message cleaner (spec 5): it
// redacts the values of password, secret, key, token, bearer and auth
// words, numbers of 4 or more digits, e-mail addresses, URLs and encoded
// strings of 20 or more characters, and cuts the result to 500 characters.
// An empty result becomes "An unexpected error occurred".
func CleanErrorMessage(msg string) string {
	s := cleanCommon(msg)
	s = encodedRe.ReplaceAllStringFunc(s, func(m string) string {
		if isMarker(m) || !looksEncoded(m) {
			return m
		}
		return Redacted
	})
	s = digits4Re.ReplaceAllString(s, Redacted)
	return finish(s, MaxErrorChars)
}

// CleanRoleplayError is the role-play error cleaner (spec 5): secrets,
// e-mail addresses, URLs and long numbers (6 or more digits) are redacted
// and the result is cut to 200 characters.
func CleanRoleplayError(msg string) string {
	s := cleanCommon(msg)
	s = digits6Re.ReplaceAllString(s, Redacted)
	return finish(s, MaxRoleplayErrChrs)
}

func cleanCommon(msg string) string {
	s := strings.ToValidUTF8(msg, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	s = urlRe.ReplaceAllString(s, RedactedURL)
	s = emailRe.ReplaceAllString(s, RedactedEmail)
	s = keyShapeRe.ReplaceAllString(s, Redacted)
	s = schemeTokenRe.ReplaceAllString(s, "$1 "+Redacted)
	s = secretKVRe.ReplaceAllStringFunc(s, func(m string) string {
		sub := secretKVRe.FindStringSubmatch(m)
		if isMarker(sub[3]) {
			return m
		}
		return sub[1] + sub[2] + Redacted
	})
	return s
}

func finish(s string, max int) string {
	s = strings.TrimSpace(spacesRe.ReplaceAllString(s, " "))
	if s == "" {
		s = MsgUnexpectedError
	}
	return truncateRunes(s, max)
}

func isMarker(s string) bool {
	return s == Redacted || s == RedactedEmail || s == RedactedURL
}

// looksEncoded: a long token that is not an ordinary word. Digits or
// base64 symbols count; a letters-only token counts when its case flips
// often (random base64), not when it is a word or a snake_case name.
func looksEncoded(s string) bool {
	if strings.ContainsAny(s, "0123456789+/=") {
		return true
	}
	flips := 0
	for i := 1; i < len(s); i++ {
		a, b := s[i-1], s[i]
		if isASCIILetter(a) && isASCIILetter(b) && (a >= 'a') != (b >= 'a') {
			flips++
		}
	}
	return flips*4 >= len(s)
}
