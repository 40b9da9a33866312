// Package edgetest is the one list of what each sample event in events/ must
// produce, shared by the tests that replay the events through a function's
// Lambda handler in process (shared/lambdaedge) and through its built
// bootstrap under the Lambda Runtime API (infra/lambdaruntime).
//
// Conventions: events/<function>.<case>.json; an API Gateway v2 event's
// Authorization header carries the placeholder {{ID_TOKEN}}, replaced by a
// new user's real ID token, so every event starts from a new profile with 1
// credit. Every file in events/ must be listed in Events.
package edgetest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Expectation is the status an event must get and a check of the JSON body
// (nil: any body).
type Expectation struct {
	Status int
	Check  func(body map[string]any) bool
}

// Events maps each file in events/ to its expectation. Events that are not
// HTTP requests (a schedule's, an S3 notification, a Transcribe job's state
// change) are listed with Status 0: their functions return no HTTP answer,
// and Check applies to the JSON they return (VerifyAnswer; see
// shared/lambdaedge's TestScheduledJobs and TestRecordingEvents).
var Events = map[string]Expectation{
	"config.health.json":          {200, func(b map[string]any) bool { return b["status"] == "ok" }},
	"config.config.json":          {200, func(b map[string]any) bool { return b["features"].(map[string]any)["premium"] == false }},
	"profile.get.json":            {200, func(b map[string]any) bool { return b["credits_remaining"] == 1.0 && b["trial_used"] == false }},
	"profile.no-token.json":       {401, IsError("unauthenticated")},
	"profile.trial.json":          {200, func(b map[string]any) bool { return b["credits_remaining"] == 11.0 }},
	"rpc.check_user_credits.json": {200, func(b map[string]any) bool { return b["has_credits"] == true }},
	"rpc.secure_deduct_credits_and_log_usage.json": {200, func(b map[string]any) bool {
		return b["success"] == true && b["remaining_credits"] == 0.0
	}},
	"pitch-analysis.text.json": {200, func(b map[string]any) bool {
		a, ok := b["analysis"].(map[string]any)
		return ok && a["overallScore"].(float64) > 0 && b["credits_remaining"] == 0.0 && b["saved"] == true
	}},
	"pitch-analysis.empty.json":        {400, IsError("empty_pitch")},
	"demo-feedback.visitor.json":       {200, func(b map[string]any) bool { return b["feedback"] != "" && b["fallback"] == false }},
	"send-feedback-email.visitor.json": {200, func(b map[string]any) bool { return b["success"] == true }},
	"practice-sessions.list.json": {200, func(b map[string]any) bool {
		s, ok := b["sessions"].([]any)
		return ok && len(s) == 0
	}},
	"voice-to-text.speech.json": {200, func(b map[string]any) bool {
		text, _ := b["text"].(string)
		words, _ := b["words"].([]any)
		return strings.Contains(text, "demo") && len(words) >= 4 && b["provider"] != ""
	}},
	"voice-to-text.silence.json": {400, IsError("no_speech")},
	"tts.speak.json":             {200, IsAudio},
	"tts.elevenlabs-name.json":   {200, IsAudio},
	"roleplay-ai-response.start.json": {200, func(b map[string]any) bool {
		o, ok := b["opening"].([]any)
		return ok && len(o) == 2 && b["session_id"] != ""
	}},
	"roleplay-ai-response.reply.json": {200, func(b map[string]any) bool {
		fb, ok := b["feedback"].(map[string]any)
		return ok && b["response"] != "" && fb["overallScore"] != nil && b["credits_remaining"] == 0.0
	}},
	"roleplay-ai-response.injection.json": {200, func(b map[string]any) bool {
		return b["blocked"] == true && b["credits_remaining"] == 1.0
	}},
	"practice-sessions.stats.json":      {200, func(b map[string]any) bool { return b["hasData"] == false && len(b["recentPitches"].([]any)) == 7 }},
	"rpc.unknown-feature.json":          {400, IsError("unknown_feature")},
	"rpc.malformed-json.json":           {400, IsError("invalid_json")},
	"rpc.check_rate_limit.json":         {200, func(b map[string]any) bool { return b["allowed"] == true && b["max_requests"] == 100.0 }},
	"rpc.other-user.json":               {403, IsError("forbidden")},
	"rpc.security_health_check.json":    {200, func(b map[string]any) bool { return b["status"] != nil && b["checks"] != nil }},
	"rpc.is_verified_admin.json":        {200, nil},
	"rate-limit-cleanup.scheduled.json": {Check: func(b map[string]any) bool { _, ok := b["deleted"]; return ok }},
	"recordings.grant.json": {201, func(b map[string]any) bool {
		rec, up := b["recording"].(map[string]any), b["upload"].(map[string]any)
		headers := up["headers"].(map[string]any)
		return rec["status"] == "pending" && rec["title"] == "Discovery call with Dana" && rec["file_size"] == 480044.0 &&
			up["method"] == "PUT" && strings.Contains(up["url"].(string), "X-Amz-Signature=") && headers["Content-Type"] == "audio/wav"
	}},
	"recordings.invalid-type.json":   {400, IsError("invalid_file_type")},
	"recordings.too-large.json":      {413, IsError("file_too_large")},
	"recordings.list.json":           {200, func(b map[string]any) bool { return len(b["recordings"].([]any)) == 0 }},
	"recordings.get-unknown.json":    {404, IsError("not_found")},
	"recordings.delete-unknown.json": {404, IsError("not_found")},
	"teams.mine.json":                {200, func(b map[string]any) bool { return b["team"] == nil }},
	"teams.create.json": {201, func(b map[string]any) bool {
		return b["name"] == "West Coast Closers" && b["id"] != "" && b["managerId"] != ""
	}},
	"teams.get-unknown.json":    {404, IsError("not_found")},
	"teams.accept-invalid.json": {404, IsError("invite_invalid")},
	// The processor's events name a call the test seeds (shared/lambdaedge
	// TestRecordingEvents): the upload is scored, and the job's transcript
	// (with two speakers) finishes its record.
	"recording-processor.s3-put.json":          {Check: func(b map[string]any) bool { return b["ready"] == 1.0 && len(b) == 1 }},
	"recording-processor.transcribe-done.json": {Check: func(b map[string]any) bool { return b["ready"] == 1.0 && len(b) == 1 }},

	// A new user's limits, untouched by the read; the events are for
	// admins only.
	"security.rate-limits.json": {200, func(b map[string]any) bool {
		l, ok := b["limits"].([]any)
		if !ok || len(l) != 4 {
			return false
		}
		for _, e := range l {
			a := e.(map[string]any)
			if a["used"] != 0.0 || a["remaining"] != a["max_requests"] {
				return false
			}
		}
		return true
	}},
	"security.events-not-admin.json": {403, IsError("not_admin")},

	// A new user's export (package account); a deletion without the
	// confirmation word deletes nothing.
	"account.export.json": {200, func(b map[string]any) bool {
		u, _ := b["user"].(map[string]any)
		_, ok := b["tables"].(map[string]any)
		return ok && u["id"] != ""
	}},
	"account.delete-unconfirmed.json": {400, IsError("invalid_request")},

	// The library for anyone; a new user's personalisation has no sessions
	// to go on yet.
	"tips.public.json": {200, func(b map[string]any) bool {
		return len(b["tips"].([]any)) >= 60 && len(b["categories"].([]any)) == 4 && b["personalized"] == nil
	}},
	"tips.signed-in.json": {200, func(b map[string]any) bool {
		p, ok := b["personalized"].(map[string]any)
		return ok && len(b["tips"].([]any)) >= 60 && p["sessions"] == 0.0 && len(p["tipIds"].([]any)) == 0
	}},
}

// IsError checks the API's error body: {"error": {"code": code, "message": …}}.
func IsError(code string) func(map[string]any) bool {
	return func(b map[string]any) bool {
		e, ok := b["error"].(map[string]any)
		return ok && e["code"] == code && e["message"] != ""
	}
}

// Verify checks an HTTP answer to the named event against its expectation.
func Verify(name string, status int, body string) error {
	return verify(Events, name, status, body)
}

// InBootstrap are the expectations that differ when an event runs through a
// function's built bootstrap in local mode: a Lambda links no local speech
// engine (in AWS it transcribes with Transcribe and speaks with Polly), so
// its voice answers are the 503 that says the engine is not here.
//
// The recording processor's events name a call no bootstrap test seeds, so
// there they are ignored (no record for the file; no Transcribe jobs
// locally).
var InBootstrap = map[string]Expectation{
	"voice-to-text.speech.json":                {503, IsError("speech_unavailable")},
	"voice-to-text.silence.json":               {503, IsError("speech_unavailable")},
	"tts.speak.json":                           {503, IsError("speech_unavailable")},
	"tts.elevenlabs-name.json":                 {503, IsError("speech_unavailable")},
	"recording-processor.s3-put.json":          {Check: func(b map[string]any) bool { return b["ignored"] == 1.0 && len(b) == 1 }},
	"recording-processor.transcribe-done.json": {Check: func(b map[string]any) bool { return b["ignored"] == 1.0 && len(b) == 1 }},
}

// VerifyBootstrap is Verify for an event run through a built bootstrap.
func VerifyBootstrap(name string, status int, body string) error {
	if _, ok := InBootstrap[name]; ok {
		return verify(InBootstrap, name, status, body)
	}
	return Verify(name, status, body)
}

// VerifyAnswer checks what the function of an event that is not an HTTP
// request returned (its JSON) against the event's expectation.
func VerifyAnswer(name string, payload []byte) error {
	return verifyAnswer(Events, name, payload)
}

// VerifyBootstrapAnswer is VerifyAnswer for an event run through a built
// bootstrap.
func VerifyBootstrapAnswer(name string, payload []byte) error {
	if _, ok := InBootstrap[name]; ok {
		return verifyAnswer(InBootstrap, name, payload)
	}
	return VerifyAnswer(name, payload)
}

func verifyAnswer(expect map[string]Expectation, name string, payload []byte) error {
	w, ok := expect[name]
	if !ok || w.Status != 0 {
		return fmt.Errorf("%s: no expectation of an answer; add one to shared/lambdaedge/edgetest", name)
	}
	var b map[string]any
	if err := json.Unmarshal(payload, &b); err != nil {
		return fmt.Errorf("%s: answer %s is not a JSON object: %w", name, payload, err)
	}
	if w.Check != nil && !check(w.Check, b) {
		return fmt.Errorf("%s: answer %s does not pass its check", name, payload)
	}
	return nil
}

func verify(expect map[string]Expectation, name string, status int, body string) error {
	w, ok := expect[name]
	if !ok {
		return fmt.Errorf("%s: no expectation; add one to shared/lambdaedge/edgetest", name)
	}
	var b map[string]any
	_ = json.Unmarshal([]byte(body), &b)
	if status != w.Status || (w.Check != nil && !check(w.Check, b)) {
		return fmt.Errorf("%s: got %d %s, want %d and a body that passes its check", name, status, body, w.Status)
	}
	return nil
}

// check runs a body check, treating a panic (a missing field in a type
// assertion) as a failed check.
func check(f func(map[string]any) bool, b map[string]any) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return f(b)
}

// Event is one sample event file.
type Event struct {
	Name     string // file name, e.g. profile.get.json
	Function string // the catalog function it is for, e.g. profile
	Raw      []byte
}

// Scheduled reports whether the event is not an HTTP request: a schedule's
// (EventBridge), an S3 notification or a Transcribe job's state change.
func (e Event) Scheduled() bool { return Events[e.Name].Status == 0 }

// WithToken returns the event with {{ID_TOKEN}} replaced by a real token.
func (e Event) WithToken(idToken string) []byte {
	return []byte(strings.ReplaceAll(string(e.Raw), "{{ID_TOKEN}}", idToken))
}

// Load reads every events/*.json under the repository root, sorted by name.
func Load(root string) ([]Event, error) {
	files, err := filepath.Glob(filepath.Join(root, "events", "*.json"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no events in %s", filepath.Join(root, "events"))
	}
	sort.Strings(files)
	var out []Event
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		name := filepath.Base(f)
		fn, _, _ := strings.Cut(name, ".")
		out = append(out, Event{Name: name, Function: fn, Raw: raw})
	}
	return out, nil
}

// IsAudio checks a tts reply: base64 audio of an audio MIME type.
func IsAudio(b map[string]any) bool {
	ct, _ := b["contentType"].(string)
	audio, _ := b["audioContent"].(string)
	return strings.HasPrefix(ct, "audio/") && len(audio) > 1000
}
