package safety

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/text"
)

// ContentType names what is being screened; each has a maximum length.
type ContentType string

// Content types of the local content screener (spec 5).
const (
	PitchContent        ContentType = "pitch_content"
	FeedbackRequest     ContentType = "feedback_request"
	ScenarioDescription ContentType = "scenario_description"
	UserMessage         ContentType = "user_message"
	VoiceTranscript     ContentType = "voice_transcript"
	CustomPrompt        ContentType = "custom_prompt"
)

// MaxLength is the maximum length in characters per content type.
var MaxLength = map[ContentType]int{
	PitchContent:        2000,
	FeedbackRequest:     1000,
	ScenarioDescription: 500,
	UserMessage:         1500,
	VoiceTranscript:     3000,
	CustomPrompt:        800,
}

// Level is the screener's verdict.
type Level string

// Screener levels, from least to most severe.
const (
	LevelSafe       Level = "safe"
	LevelSuspicious Level = "suspicious"
	LevelHarmful    Level = "harmful"
	LevelBlocked    Level = "blocked"
)

// ScreenResult is the outcome of Screen.
type ScreenResult struct {
	Level            Level    `json:"level"`
	Confidence       float64  `json:"confidence"`
	Issues           []string `json:"issues"`
	SanitizedContent string   `json:"sanitizedContent"`
	Blocked          bool     `json:"blocked"`
}

// Screener issues.
const (
	IssueTooLong    = "Content exceeds maximum length of %d characters"
	IssueHarmful    = "Potentially harmful content detected"
	IssuePII        = "Personal or payment information detected"
	IssueInjection  = "Potential prompt injection detected"
	IssueSuspicious = "Suspicious content pattern detected"
	Filtered        = "[FILTERED]"
)

// Scoring weights (spec 5).
const (
	weightTooLong    = 0.5
	weightHarmful    = 0.7
	weightInjection  = 0.8
	weightSuspicious = 0.3
	blockConfidence  = 0.8
)

var (
	// Harmful terms, unambiguous words so sales language ("killer feature",
	// "crush your quota") passes. Regexps, not content.txt: Screen replaces
	// each match in the text, and the matcher's word view has no offsets.
	sexualRe  = regexp.MustCompile(`(?i)\b(porn\w*|xxx|nudes?|naked|blow ?jobs?|hand ?jobs?|orgasm\w*|penis|vagina|dick ?pics?|nsfw|hentai|erotic\w*|horny|pussy|boobs|tits|milf|sext\w*|onlyfans|escort service|sexual favou?rs?|have sex|sex with|sexy)\b`)
	violentRe = regexp.MustCompile(`(?i)\b(kill (you|him|her|them|yourself|myself|everyone)|kys|murder\w*|rape\w*|behead\w*|massacre\w*|genocide|lynch\w*|tortur\w*|shoot (you|him|her|them|up)|stab (you|him|her|them)|bomb (threat|the|you)|blow up the|i will hurt|beat (you|him|her|them) up|terroris[mt]\w*|school shooting|mass shooting)\b`)
	hatefulRe = regexp.MustCompile(`(?i)\b(nigg(er|a)s?|faggots?|fags?|kikes?|spics?|chinks?|wetbacks?|retard(s|ed)?|trann(y|ies)|gooks?|raghead\w*|sand ?niggers?|white power|heil hitler|gas the \w+|subhuman\w*)\b`)
	// Personal and payment data.
	ssnRe   = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)
	emailRe = regexp.MustCompile(`(?i)\b[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,}\b`)
	cardRe  = regexp.MustCompile(`\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b`)
)

// Each behind the literal gate worked out from it (text.Gate): most
// messages hold none of a pattern's literals ("porn", "kill ", "@" …) and
// skip its run.
var harmfulPatterns = []*text.Gated{text.Gate(sexualRe), text.Gate(violentRe), text.Gate(hatefulRe)}
var piiPatterns = []*text.Gated{text.Gate(ssnRe), text.Gate(emailRe), text.Gate(cardRe)}

// Screen runs the local content screener on content of the given type
// (spec 5, "Local content screener"):
//
//   - longer than the type's maximum: +0.5 and blocked;
//   - harmful terms (sexual, violent, hateful words, SSN-like numbers,
//     e-mail addresses, 16-digit card numbers): +0.7;
//   - prompt injection (DetectInjection): +0.8 and blocked;
//   - suspicious patterns (over 50% capitals with length above 20, a
//     character repeated more than 10 times, over 30% special characters):
//     +0.3;
//   - blocked if the level is blocked or the confidence is 0.8 or more.
//
// Matches are replaced with [FILTERED] in SanitizedContent; a sentence that
// on its own reads as an injection is replaced as a whole. An unknown type
// uses the user-message limit.
//
// The spec's phrase list for injections ("pretend", "roleplay as", "you are
// now", "new instructions", "system:" …) is covered by the detector
// (DetectInjection), but only when aimed at the AI: in this app a rep asking the buyer
// to "pretend you're my buyer" is the point, not an attack.
func Screen(content string, typ ContentType) ScreenResult {
	max, ok := MaxLength[typ]
	if !ok {
		max = MaxLength[UserMessage]
	}
	return screen(content, max, DetectInjection)
}

// screen is Screen with the limit max and detect for the injection verdict.
func screen(content string, max int, detect func(string) InjectionResult) ScreenResult {
	content = strings.ToValidUTF8(content, "\uFFFD")
	res := ScreenResult{Level: LevelSafe, Issues: []string{}}
	raise := func(l Level) {
		if severity[l] > severity[res.Level] {
			res.Level = l
		}
	}
	conf := 0.0
	sanitized := content

	if utf8.RuneCountInString(content) > max {
		conf += weightTooLong
		raise(LevelBlocked)
		res.Issues = append(res.Issues, fmt.Sprintf(IssueTooLong, max))
		sanitized = truncateRunes(sanitized, max)
	}

	harmful := false
	key := text.GateKey(sanitized)
	for _, re := range harmfulPatterns {
		if re.MayMatchKey(key) && re.Regexp.MatchString(sanitized) {
			harmful = true
			sanitized = re.ReplaceAllString(sanitized, Filtered)
		}
	}
	pii := false
	for _, re := range piiPatterns {
		if re.MayMatchKey(key) && re.Regexp.MatchString(sanitized) {
			pii = true
			sanitized = re.ReplaceAllString(sanitized, Filtered)
		}
	}
	if harmful || pii {
		conf += weightHarmful
		raise(LevelHarmful)
		if harmful {
			res.Issues = append(res.Issues, IssueHarmful)
		}
		if pii {
			res.Issues = append(res.Issues, IssuePII)
		}
	}

	if detect(content).Injection {
		conf += weightInjection
		raise(LevelBlocked)
		res.Issues = append(res.Issues, IssueInjection)
		sanitized = filterInjectedSentences(sanitized)
	}

	if suspiciousPattern(content) {
		conf += weightSuspicious
		raise(LevelSuspicious)
		res.Issues = append(res.Issues, IssueSuspicious)
	}

	if conf > 1 {
		conf = 1
	}
	res.Confidence = float64(int(conf*100+0.5)) / 100
	res.Blocked = res.Level == LevelBlocked || res.Confidence >= blockConfidence
	res.SanitizedContent = sanitized
	return res
}

var severity = map[Level]int{LevelSuspicious: 1, LevelHarmful: 2, LevelBlocked: 3}

// suspiciousPattern: shouting, long character runs, or symbol soup.
func suspiciousPattern(s string) bool {
	total, upper, special := 0, 0, 0
	run, longest := 0, 0
	var prev rune = -1
	for _, r := range s {
		total++
		if unicode.IsUpper(r) {
			upper++
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsSpace(r) && !unicode.Is(unicode.Mn, r) {
			special++
		}
		if r == prev {
			run++
		} else {
			run = 1
			prev = r
		}
		if run > longest {
			longest = run
		}
	}
	if total == 0 {
		return false
	}
	return (total > 20 && upper*2 > total) || longest > 10 || special*10 > total*3
}

// filterInjectedSentences replaces each sentence (text.Sentences) that
// reads as an injection on its own; if none does (the injection spans
// sentences), everything is filtered.
func filterInjectedSentences(s string) string {
	var b strings.Builder
	last := -1
	text.EachSentence(s, func(st text.Sentence) {
		if DetectInjection(st.In(s)).Injection {
			b.WriteString(s[max(last, 0):st.S] + Filtered)
			last = st.E
		}
	})
	if last < 0 {
		return Filtered
	}
	return b.String() + s[last:]
}

// truncateRunes cuts s to at most n runes.
func truncateRunes(s string, n int) string {
	if rs := []rune(s); len(rs) > n {
		return string(rs[:max(n, 0)])
	}
	return s
}
