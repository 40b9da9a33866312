package lambdaedge_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/standin"
)

// want is what each sample event in events/ must produce through its
// function's Lambda handler. Every file there must be listed.
var want = map[string]struct {
	status int
	check  func(body map[string]any) bool
}{
	"config.health.json":          {200, func(b map[string]any) bool { return b["status"] == "ok" }},
	"config.config.json":          {200, func(b map[string]any) bool { return b["features"].(map[string]any)["premium"] == false }},
	"profile.get.json":            {200, func(b map[string]any) bool { return b["credits_remaining"] == 1.0 && b["trial_used"] == false }},
	"profile.no-token.json":       {401, isError("unauthenticated")},
	"profile.trial.json":          {200, func(b map[string]any) bool { return b["credits_remaining"] == 11.0 }},
	"rpc.check_user_credits.json": {200, func(b map[string]any) bool { return b["has_credits"] == true }},
	"rpc.secure_deduct_credits_and_log_usage.json": {200, func(b map[string]any) bool {
		return b["success"] == true && b["remaining_credits"] == 0.0
	}},
	"pitch-analysis.text.json": {200, func(b map[string]any) bool {
		a, ok := b["analysis"].(map[string]any)
		return ok && a["overallScore"].(float64) > 0 && b["credits_remaining"] == 0.0 && b["saved"] == true
	}},
	"pitch-analysis.empty.json":        {400, isError("empty_pitch")},
	"demo-feedback.visitor.json":       {200, func(b map[string]any) bool { return b["feedback"] != "" && b["fallback"] == false }},
	"send-feedback-email.visitor.json": {200, func(b map[string]any) bool { return b["success"] == true }},
	"practice-sessions.list.json": {200, func(b map[string]any) bool {
		s, ok := b["sessions"].([]any)
		return ok && len(s) == 0
	}},
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
	"practice-sessions.stats.json":   {200, func(b map[string]any) bool { return b["hasData"] == false && len(b["recentPitches"].([]any)) == 7 }},
	"rpc.unknown-feature.json":       {400, isError("unknown_feature")},
	"rpc.malformed-json.json":        {400, isError("invalid_json")},
	"rpc.check_rate_limit.json":      {200, func(b map[string]any) bool { return b["allowed"] == true && b["max_requests"] == 100.0 }},
	"rpc.other-user.json":            {403, isError("forbidden")},
	"rpc.security_health_check.json": {200, func(b map[string]any) bool { return b["status"] != nil && b["checks"] != nil }},
	"rpc.is_verified_admin.json":     {200, nil},
}

func isError(code string) func(map[string]any) bool {
	return func(b map[string]any) bool {
		e, ok := b["error"].(map[string]any)
		return ok && e["code"] == code && e["message"] != ""
	}
}

// TestEventsThroughLambdaHandlers replays every API Gateway v2 payload in
// events/ through the Lambda handler of the function that owns its route,
// each with a new user's real token from cognito-local in place of
// {{ID_TOKEN}}, so every event starts from a new profile (1 credit).
func TestEventsThroughLambdaHandlers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	d, err := platform.Load(ctx, env.Getenv(map[string]string{"LOG_LEVEL": "ERROR", "MAILBOX_DIR": t.TempDir()}))
	if err != nil {
		t.Fatal(err)
	}
	root, err := standin.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "events", "*.json"))
	if len(files) == 0 {
		t.Fatal("no events")
	}
	for _, f := range files {
		name := filepath.Base(f)
		fn, _, _ := strings.Cut(name, ".")
		if _, ok := lambdaedge.Jobs[fn]; ok {
			continue // scheduled events: TestScheduledJobs
		}
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: no expectation; add one to this test", name)
			continue
		}
		tok, err := env.NewUser(ctx, strings.TrimSuffix(name, ".json")+"@example.com", "Secret123")
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := os.ReadFile(f)
		var req events.APIGatewayV2HTTPRequest
		if err := json.Unmarshal([]byte(strings.ReplaceAll(string(raw), "{{ID_TOKEN}}", tok.ID)), &req); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		h, err := lambdaedge.FunctionHandler(d.Server, fn)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		resp, err := h(ctx, req)
		if err != nil {
			t.Fatalf("%s: invocation error %v", name, err)
		}
		var body map[string]any
		_ = json.Unmarshal([]byte(resp.Body), &body)
		if resp.StatusCode != w.status || (w.check != nil && !w.check(body)) {
			t.Errorf("%s: %d %s", name, resp.StatusCode, resp.Body)
		}
		if !strings.HasPrefix(resp.Headers["Content-Type"], "application/json") {
			t.Errorf("%s: content type %q", name, resp.Headers["Content-Type"])
		}
		if resp.Headers["X-Request-Id"] != req.RequestContext.RequestID {
			t.Errorf("%s: request id %q, want the API Gateway one", name, resp.Headers["X-Request-Id"])
		}
	}
	// A function answers only its own routes: the rpc Lambda does not serve
	// /api/profile.
	h, _ := lambdaedge.FunctionHandler(d.Server, "rpc")
	resp, err := h(ctx, events.APIGatewayV2HTTPRequest{RawPath: "/api/profile", RequestContext: events.APIGatewayV2HTTPRequestContext{HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: "GET"}}})
	if err != nil || resp.StatusCode != 404 {
		t.Errorf("foreign route: %d %v", resp.StatusCode, err)
	}
	for _, fn := range catalog.Functions() {
		if fn.Schedule != "" {
			continue
		}
		if _, err := lambdaedge.FunctionHandler(d.Server, fn.Name); err != nil {
			t.Errorf("%s: %v", fn.Name, err)
		}
	}
}

func TestScheduledJobs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	d, err := platform.Load(ctx, env.Getenv(map[string]string{"LOG_LEVEL": "ERROR"}))
	if err != nil {
		t.Fatal(err)
	}
	past := *d.Server.Limiter
	past.Now = func() time.Time { return time.Now().Add(-2 * time.Hour) }
	for _, u := range []string{"a", "b", "c"} {
		if _, err := past.Allow(ctx, u, "file_upload"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.Server.Limiter.Allow(ctx, "a", "file_upload"); err != nil {
		t.Fatal(err)
	}
	root, _ := standin.RepoRoot()
	raw, err := os.ReadFile(filepath.Join(root, "events", "rate-limit-cleanup.scheduled.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev events.EventBridgeEvent
	if err := json.Unmarshal(raw, &ev); err != nil {
		t.Fatal(err)
	}
	out, err := lambdaedge.Jobs["rate-limit-cleanup"](ctx, d, ev)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.(map[string]int)["deleted"]; got != 3 {
		t.Fatalf("deleted %d, want the 3 expired counters", got)
	}
	for _, fn := range catalog.Functions() {
		if _, ok := lambdaedge.Jobs[fn.Name]; (fn.Schedule != "") != ok {
			t.Errorf("%s: scheduled in the catalog = %v, job defined = %v", fn.Name, fn.Schedule != "", ok)
		}
	}
}
