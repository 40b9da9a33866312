package safety

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// CheckResult is the validate_content_safety RPC result.
type CheckResult struct {
	Safe             bool     `json:"safe"`
	SafetyScore      int      `json:"safety_score"`
	ViolationsFound  []string `json:"violations_found"`
	WasSanitized     bool     `json:"was_sanitized"`
	SanitizedContent string   `json:"sanitized_content"`
	Error            string   `json:"error"`
}

type contentPattern struct {
	violation string
	re        *text.Gated
}

// The markup patterns of the content check, 20 points each; its word
// patterns (SQL, phishing, and the voice-only ones) are content.txt's,
// matched with the detector's rules in one pass.
var contentPatterns = []contentPattern{
	{"script_tag", text.Gate(regexp.MustCompile(`(?i)<\s*/?\s*script\b`))},
	{"javascript_protocol", text.Gate(regexp.MustCompile(`(?i)javascript\s*:`))},
	{"data_html", text.Gate(regexp.MustCompile(`(?i)data\s*:\s*text/html`))},
	{"vbscript_protocol", text.Gate(regexp.MustCompile(`(?i)vbscript\s*:`))},
	{"event_handler", text.Gate(handlerRe)},
	{"eval_call", text.Gate(regexp.MustCompile(`(?i)\beval\s*\(`))},
}

const (
	patternPenalty   = 20
	injectionPenalty = 40
	// ViolationPromptInjection is the violation CheckContent reports for an
	// injection.
	ViolationPromptInjection = "prompt_injection"
)

// CheckContent implements validate_content_safety (spec 5, "Client content
// check"): empty or blank content and content over 10000 characters are
// refused; each of 13 suspicious patterns (script tags, javascript:,
// data:text/html, vbscript:, inline event handlers, eval(, union select,
// drop table, insert into, delete from, "click here to claim", "urgent
// action required", "verify your account") costs 20 of 100 points; content
// is safe at 60 or more. HTML tags are stripped into SanitizedContent and
// WasSanitized is set when that changed the text. With voice set, "system
// command", "execute code", "run script" and "access files" each make the
// input unsafe and cost 30.
//
// Beyond the spec, it runs DetectInjection, because the server applies this
// check to every role-play input and AI reply: an injection makes the
// content unsafe (violation "prompt_injection", 40 points, Error
// MsgPromptInjection).
func CheckContent(content string, voice bool) CheckResult {
	return checkContent(content, voice, DetectInjection)
}

// checkContent is CheckContent with detect for the injection verdict (the
// guards share one detection with the screener).
func checkContent(content string, voice bool, detect func(string) InjectionResult) CheckResult {
	content = strings.ToValidUTF8(content, "\uFFFD")
	res := CheckResult{ViolationsFound: []string{}}
	if strings.TrimSpace(content) == "" {
		res.Error = MsgContentEmpty
		return res
	}
	if utf8.RuneCountInString(content) > MaxContentChars {
		res.Error = MsgContentTooLong
		return res
	}
	score := 100
	forcedUnsafe := false
	key := text.GateKey(content)
	for _, p := range contentPatterns {
		if p.re.MayMatchKey(key) && p.re.Regexp.MatchString(content) {
			score -= patternPenalty
			res.ViolationsFound = append(res.ViolationsFound, p.violation)
		}
	}
	for _, r := range contentRules().fired(buildView(content)) {
		isVoice := strings.HasPrefix(r.name, "voice_")
		if isVoice && !voice {
			continue
		}
		score -= int(r.weight*100 + 0.5)
		forcedUnsafe = forcedUnsafe || isVoice
		res.ViolationsFound = append(res.ViolationsFound, r.name)
	}
	if detect(content).Injection {
		score -= injectionPenalty
		forcedUnsafe = true
		res.ViolationsFound = append(res.ViolationsFound, ViolationPromptInjection)
		res.Error = MsgPromptInjection
	}
	if score < 0 {
		score = 0
	}
	res.SafetyScore = score
	res.Safe = score >= SafeThreshold && !forcedUnsafe
	res.SanitizedContent = stripTags(content)
	res.WasSanitized = res.SanitizedContent != content
	return res
}
