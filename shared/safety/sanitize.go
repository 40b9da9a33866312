package safety

import (
	"html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// strict removes every element (and the content of script and style).
var strict = bluemonday.StrictPolicy()

var (
	// Inline event handlers such as onclick="…", onerror=x, in text that is
	// not (or no longer) a tag.
	handlerRe = regexp.MustCompile(`(?i)\bon(abort|afterprint|animation\w*|auxclick|beforeprint|beforeunload|begin|blur|cancel|canplay\w*|change|click|close|contextmenu|copy|cuechange|cut|dblclick|drag\w*|drop|durationchange|emptied|end|ended|error|focus\w*|formdata|fullscreen\w*|hashchange|input|invalid|key\w*|load\w*|message\w*|mouse\w*|offline|online|pagehide|pageshow|paste|pause|play\w*|pointer\w*|popstate|progress|ratechange|repeat|reset|resize|scroll\w*|search|seek\w*|select\w*|show|stalled|storage|submit|suspend|timeupdate|toggle|touch\w*|transition\w*|unload|volumechange|waiting|wheel)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)`)
	// Dangerous URL schemes, tolerant of whitespace and entity tricks.
	jsSchemeRe = regexp.MustCompile(`(?i)j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*(:|&colon;|&#0*58;|&#x0*3a;)`)
	vbSchemeRe = regexp.MustCompile(`(?i)v\s*b\s*s\s*c\s*r\s*i\s*p\s*t\s*(:|&colon;|&#0*58;|&#x0*3a;)`)
	dataHTMLRe = regexp.MustCompile(`(?i)\bdata\s*:\s*text/html[^\s"'>]*`)
)

// SanitizeDisplay makes text safe to show (spec 5, "Display sanitising"):
// every tag, comment and script or style block goes (bluemonday's strict
// policy), and so do javascript:, vbscript: and data:text/html schemes and
// inline event handlers left in the text. No "<" followed by a letter, "/",
// "!" or "?" survives, so no tag can be formed from the output. Invalid
// UTF-8 is replaced.
func SanitizeDisplay(s string) string {
	return stripUntilStable(strings.ToValidUTF8(s, "\uFFFD"), handlerRe, jsSchemeRe, vbSchemeRe, dataHTMLRe)
}

// stripTags removes tags, comments and script blocks only (the content
// check's "HTML tags are stripped").
func stripTags(s string) string { return stripUntilStable(s) }

// stripUntilStable strips the markup, as text (entities decoded), then
// deletes every match of the patterns, until a pass changes nothing (a
// removal or a decoded entity can form new markup) or eight passes ran;
// then drops any "<" left that could open a tag.
func stripUntilStable(s string, patterns ...*regexp.Regexp) string {
	for range 8 {
		prev := s
		if strings.ContainsAny(s, "<&") {
			s = html.UnescapeString(strict.Sanitize(s))
		}
		for _, re := range patterns {
			s = re.ReplaceAllString(s, "")
		}
		if s == prev {
			break
		}
	}
	return dropTagOpeners(s)
}

// dropTagOpeners removes any "<" that could still open a tag (an
// unterminated "<img src=x onerror=…"). Working right to left, removing a
// "<" never creates a new opener.
func dropTagOpeners(s string) string {
	if !strings.Contains(s, "<") {
		return s
	}
	out := make([]byte, 0, len(s))
	var next byte // the next kept byte
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c == '<' && (next == '/' || next == '!' || next == '?' || isASCIILetter(next)) {
			continue
		}
		out = append(out, c)
		next = c
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out) // only ASCII '<' was removed: still valid UTF-8
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
