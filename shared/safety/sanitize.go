package safety

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	// <script ...> ... </script> (and <style>), including unterminated ones.
	scriptBlockRe = regexp.MustCompile(`(?is)<\s*(script|style)\b[^>]*>.*?(<\s*/\s*(script|style)\s*>|$)`)
	// HTML comments, CDATA and processing instructions.
	commentRe = regexp.MustCompile(`(?s)<!--.*?(-->|$)|<!\[CDATA\[.*?(\]\]>|$)|<\?.*?(\?>|$)`)
	// Any tag: "<" then a letter, "/", "!" or "?" up to the next ">".
	tagRe = regexp.MustCompile(`<[/!?a-zA-Z][^>]*>`)
	// Inline event handlers such as onclick="…", onerror=x.
	handlerRe = regexp.MustCompile(`(?i)\bon(abort|afterprint|animation\w*|auxclick|beforeprint|beforeunload|begin|blur|cancel|canplay\w*|change|click|close|contextmenu|copy|cuechange|cut|dblclick|drag\w*|drop|durationchange|emptied|end|ended|error|focus\w*|formdata|fullscreen\w*|hashchange|input|invalid|key\w*|load\w*|message\w*|mouse\w*|offline|online|pagehide|pageshow|paste|pause|play\w*|pointer\w*|popstate|progress|ratechange|repeat|reset|resize|scroll\w*|search|seek\w*|select\w*|show|stalled|storage|submit|suspend|timeupdate|toggle|touch\w*|transition\w*|unload|volumechange|waiting|wheel)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)`)
	// Dangerous URL schemes, tolerant of whitespace and entity tricks.
	jsSchemeRe = regexp.MustCompile(`(?i)j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*(:|&colon;|&#0*58;|&#x0*3a;)`)
	vbSchemeRe = regexp.MustCompile(`(?i)v\s*b\s*s\s*c\s*r\s*i\s*p\s*t\s*(:|&colon;|&#0*58;|&#x0*3a;)`)
	dataHTMLRe = regexp.MustCompile(`(?i)\bdata\s*:\s*text/html[^\s"'>]*`)
)

// SanitizeDisplay makes text safe to show: it removes script (and style)
// blocks, javascript: and vbscript: schemes, inline event handlers and all
// tags (spec 5, "Display sanitising"). No "<" followed by a letter, "/",
// "!" or "?" survives, so no tag can be formed from the output. Invalid
// UTF-8 is replaced.
func SanitizeDisplay(s string) string {
	return stripUntilStable(strings.ToValidUTF8(s, "\uFFFD"),
		scriptBlockRe, commentRe, handlerRe, tagRe, jsSchemeRe, vbSchemeRe, dataHTMLRe)
}

// stripTags removes script blocks, comments and tags only (the content
// check's "HTML tags are stripped").
func stripTags(s string) string {
	return stripUntilStable(s, scriptBlockRe, commentRe, tagRe)
}

// stripUntilStable deletes every match of the patterns, in order, until a
// pass changes nothing (a removal can join the halves of a new match) or
// eight passes ran, then drops any "<" left that could open a tag.
func stripUntilStable(s string, patterns ...*regexp.Regexp) string {
	for i := 0; i < 8; i++ {
		prev := s
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
	b := []byte(s)
	out := make([]byte, 0, len(b))
	// scan right to left, remembering the next kept byte
	var next byte
	for i := len(b) - 1; i >= 0; i-- {
		c := b[i]
		if c == '<' && (next == '/' || next == '!' || next == '?' || isASCIILetter(next)) {
			continue
		}
		out = append(out, c)
		next = c
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	r := string(out)
	if !utf8.ValidString(r) { // cannot happen: only ASCII '<' is removed
		r = strings.ToValidUTF8(r, "\uFFFD")
	}
	return r
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
