package safety

import (
	"encoding/base64"
	"encoding/hex"
	"html"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// InjectionThreshold is the score at or above which text counts as a
// prompt-injection attempt.
const InjectionThreshold = 0.7

// InjectionResult is the outcome of DetectInjection.
type InjectionResult struct {
	Injection bool     `json:"injection"`
	Score     float64  `json:"score"`             // 0..1, noisy-OR of the signals
	Signals   []string `json:"signals,omitempty"` // names of the signals that fired, strongest first
}

// Detector scores text for prompt-injection intent. Another detector (a
// hosted guardrail, say) can stand beside the built-in one behind it.
type Detector interface {
	Detect(text string) InjectionResult
}

// Builtin is the built-in detector: the classifier (classifier.go) and the
// rules of rules.txt (rules.go) over the normalised text (normalize.go), and
// again over encoded payloads it finds (base64, hex, URL and HTML escapes).
var Builtin Detector = builtinDetector

var builtinDetector = &builtin{} // counts the texts it scores

// DetectInjection scores text with the built-in detector.
func DetectInjection(text string) InjectionResult { return Builtin.Detect(text) }

// Detections is how many texts the built-in detector has scored: a message
// is screened once, and tests count with it.
func Detections() int64 { return builtinDetector.detections.Load() }

type builtin struct{ detections atomic.Int64 }

// maxDetectRunes bounds the text scored: a longer one is scored on its head
// and tail (the length limits refuse it elsewhere anyway).
const maxDetectRunes = 20000

func (b *builtin) Detect(text string) InjectionResult {
	b.detections.Add(1)
	text = strings.ToValidUTF8(text, " ")
	if n := utf8.RuneCountInString(text); n > maxDetectRunes {
		rs := []rune(text)
		text = string(rs[:maxDetectRunes/2]) + "\n\n" + string(rs[n-maxDetectRunes/2:])
	}
	s := score(text)
	for _, dec := range decodedPayloads(text) {
		if r := score(dec).result(); r.Injection {
			s.add("encoded-payload", r.Score)
		}
	}
	return s.result()
}

// score gathers the signals of one text. A phrase the rules find only
// inside quotes is mentioned ("it blocks messages like 'ignore previous
// instructions'"), not used: it counts at half weight.
func score(text string) signals {
	v := buildView(text)
	s := signals{}
	if q := unquoted(text); q != text {
		rules().apply(v, s, 0.5)
		rules().apply(buildView(q), s, 1)
	} else {
		rules().apply(v, s, 1)
	}
	p := classifier().prob(v)
	if q := unquoted(text); q != text && mentionRe.MatchString(v.folded) {
		// quotes given as examples: the text is judged without them
		p = max(classifier().prob(buildView(q)), p/2)
	}
	w := classifierWeight * p
	if wordCount(v.skelToks) < classifierMinWords && p < classifierShortSure {
		w = min(w, classifierShortCap) // too little text to judge alone
	}
	if w >= 0.1 {
		s.add("classifier", w)
	}
	return s
}

// mentionRe finds a quote introduced as an example ("phrases like '...'",
// "such as \"...\"", "for example, typing '...'") or named as one after it
// ("tricked by '...' messages").
var mentionRe = regexp.MustCompile(`\b(like|such as|for example|for instance|e\.g\.|example|phrases?|messages?|inputs?|prompts?|typing|types|typed|saying|says|pastes?|pasted|attempts?)[,:]? +["'“‘«]|["'”’»] +(messages?|prompts?|inputs?|phrases?|attacks?|attempts?|tricks?|requests?|commands?)\b`)

// quotedRe finds quoted spans ("...", “...”, ‘...’, «...», '...'; an
// apostrophe inside a word opens nothing).
var quotedRe = regexp.MustCompile(`"[^"\n]{1,400}"|“[^”\n]{1,400}”|‘[^’\n]{1,400}’|«[^»\n]{1,400}»|(?:^|[^\pL])'(?:[^'\n]|'\pL){1,400}'(?:$|[^\pL])`)

// unquoted is text without its quoted spans.
func unquoted(text string) string {
	if !strings.ContainsAny(text, "\"“‘«") && !strings.HasPrefix(text, "'") && !strings.Contains(text, " '") && !strings.Contains(text, "('") {
		return text // nothing opens a quote: spare the regexp
	}
	return quotedRe.ReplaceAllString(text, " ")
}

// signals maps a signal name to its weight; the same signal counts once.
type signals map[string]float64

func (s signals) add(name string, w float64) {
	if w > s[name] {
		s[name] = w
	}
}

func (s signals) result() InjectionResult {
	p := 1.0
	names := make([]string, 0, len(s))
	for k, w := range s {
		p *= 1 - w
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		if s[names[i]] != s[names[j]] {
			return s[names[i]] > s[names[j]]
		}
		return names[i] < names[j]
	})
	sc := 1 - p
	return InjectionResult{Injection: sc >= InjectionThreshold, Score: float64(int(sc*1000+0.5)) / 1000, Signals: names}
}

// decodedPayloads returns the readable texts hidden in text as base64 or hex
// words, or as URL or HTML escapes.
func decodedPayloads(text string) []string {
	var out []string
	readable := func(b []byte) {
		if len(b) >= 12 && utf8.Valid(b) && printable(string(b)) {
			out = append(out, string(b))
		}
	}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" \t\n\"'`()[]{}<>,;", r) }) {
		if len(w) < 16 {
			continue
		}
		if b, err := hex.DecodeString(w); err == nil {
			readable(b)
			continue
		}
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
			if b, err := enc.DecodeString(w); err == nil {
				readable(b)
				break
			}
		}
	}
	if strings.Contains(text, "%") {
		if u, err := url.QueryUnescape(text); err == nil && u != text {
			out = append(out, u)
		}
	}
	if strings.Contains(text, "&") {
		if h := html.UnescapeString(text); h != text {
			out = append(out, h)
		}
	}
	return out
}

// printable: mostly letters and spaces, as decoded text is, not noise.
func printable(s string) bool {
	good := 0
	for _, r := range s {
		if r == ' ' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r > 0x7f {
			good++
		}
	}
	return good*10 >= utf8.RuneCountInString(s)*8
}

// Warm builds the detector's tables (the classifier's weights, the rules'
// automaton) ahead of the first screening. A Lambda function that screens
// calls it in the background as it starts (httpapi.Server.Warm). Calling it
// is optional: the first detection builds them too.
func Warm() { DetectInjection("Hi") }
