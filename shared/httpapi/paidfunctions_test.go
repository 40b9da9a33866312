package httpapi_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"pitchperfect/shared/llm"
	"pitchperfect/shared/llm/llmtest"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/roleplay"
)

const goodPitch = "Dana, you told me your 40 reps lose about 6 hours a week to CRM logging. Our sync logs every call automatically, so that's roughly 240 hours a month back in selling time. What would your team do with that time? Could we pilot it with five reps for two weeks starting Monday?"

var pitchScenario = map[string]any{"difficulty": "Intermediate", "objection": "Need", "industry": "SaaS",
	"custom": "VP of Sales with 40 reps who spend 6 hours a week on manual CRM logging"}

func TestPitchAnalysisChargesOnceAfterSuccessAndSaves(t *testing.T) {
	tok := newUser(t)
	uid := userID(t, tok)
	r := call(t, "POST", "/api/functions/pitch-analysis", tok, map[string]any{
		"transcript": goodPitch, "practiceMode": "text", "scenario": pitchScenario, "userContext": map[string]any{"userId": uid},
	})
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Raw)
	}
	a := r.Body["analysis"].(map[string]any)
	score := a["overallScore"].(float64)
	if score < 60 || score > 100 || r.Body["fallback"] != false || r.Body["provider"] != "builtin" || r.Body["credits_remaining"] != 0.0 || r.Body["saved"] != true {
		t.Fatalf("reply: score %v %s", score, r.Raw)
	}
	for _, c := range []string{"clarity", "confidence", "persuasiveness", "tone", "objectionHandling"} {
		cat := a["categories"].(map[string]any)[c].(map[string]any)
		if cat["feedback"] == "" || cat["score"].(float64) < 0 || cat["score"].(float64) > 100 {
			t.Errorf("category %s: %v", c, cat)
		}
	}
	ev := a["evidence"].([]any)
	if len(ev) == 0 {
		t.Fatal("no evidence")
	}
	for _, e := range ev {
		e := e.(map[string]any)
		if goodPitch[int(e["start"].(float64)):int(e["end"].(float64))] != e["quote"] {
			t.Fatalf("evidence quote does not point into the pitch: %v", e)
		}
	}
	// The session is saved with the score and is the user's only one.
	s := call(t, "GET", "/api/practice-sessions/"+r.Body["session_id"].(string), tok, nil)
	if s.Status != 200 || s.Body["score"] != score || s.Body["scenario_type"] != "pitch_analysis" || s.Body["transcript"].([]any)[0].(map[string]any)["text"] != goodPitch {
		t.Fatalf("session: %d %s", s.Status, s.Raw)
	}
	// No credits left: refused before any work, nothing saved.
	r = call(t, "POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": goodPitch})
	if r.Status != 409 || errorCode(t, r) != "insufficient_credits" {
		t.Fatalf("without credits: %d %s", r.Status, r.Raw)
	}
	if st := call(t, "GET", "/api/stats", tok, nil); st.Body["pitchCount"] != 1.0 {
		t.Fatalf("stats after refused analysis: %s", st.Raw)
	}
}

func TestPitchAnalysisRefusesBadInputWithoutCharging(t *testing.T) {
	tok := newUser(t)
	for _, tc := range []struct {
		name string
		body any
		code int
		err  string
	}{
		{"empty", map[string]any{"transcript": "   \n "}, 400, "empty_pitch"},
		{"too long", map[string]any{"transcript": strings.Repeat("a", 2001)}, 400, "too_long"},
		{"bad mode", map[string]any{"transcript": "hi", "practiceMode": "video"}, 400, "invalid_request"},
		{"custom too long", map[string]any{"transcript": "hi", "scenario": map[string]any{"custom": strings.Repeat("x", 501)}}, 400, "invalid_request"},
		{"unknown field", map[string]any{"transcript": "hi", "credits": 5}, 400, "invalid_json"},
		{"other user", map[string]any{"transcript": "hi", "userContext": map[string]any{"userId": "0b5c5e1c-8a2d-4f7e-9c1a-3d2e4f5a6b7c"}}, 403, "forbidden"},
		{"not a user id", map[string]any{"transcript": "hi", "userContext": map[string]any{"userId": strings.Repeat("x", 2000)}}, 400, "invalid_request"},
		// Text that is nothing is empty; text that is not text is refused.
		{"zero-width only", map[string]any{"transcript": "\u200b\u200c\u200d\ufeff \u2060\u202e"}, 400, "empty_pitch"},
		{"Hangul fillers only", map[string]any{"transcript": "\u3164\u3164\u3164"}, 400, "empty_pitch"},
		{"NUL", map[string]any{"transcript": "my pitch\x00"}, 400, "invalid_text"},
		{"escape sequence", map[string]any{"transcript": "my \x1b[31mpitch"}, 400, "invalid_text"},
		{"invalid UTF-8", "{\"transcript\": \"caf\xc3 pitch\"}", 400, "invalid_text"},
		{"lone surrogate", `{"transcript": "pitch \ud800"}`, 400, "invalid_text"},
		{"scenario NUL", map[string]any{"transcript": "hi", "scenario": map[string]any{"industry": "Saa\x00S"}}, 400, "invalid_text"},
	} {
		r := call(t, "POST", "/api/functions/pitch-analysis", tok, tc.body)
		if r.Status != tc.code || errorCode(t, r) != tc.err {
			t.Errorf("%s: %d %s", tc.name, r.Status, r.Raw)
		}
	}
	if r := call(t, "POST", "/api/functions/pitch-analysis", "", map[string]any{"transcript": "hi"}); r.Status != 401 {
		t.Errorf("no token: %d", r.Status)
	}
	if p := call(t, "GET", "/api/profile", tok, nil); p.Body["credits_remaining"] != 1.0 {
		t.Fatalf("charged for refused input: %s", p.Raw)
	}
	// Refused before the rate limit counted them: this check is the first.
	if r := call(t, "POST", "/api/rpc/check_rate_limit", tok, map[string]any{"p_action": "content_generation"}); r.Body["current_requests"] != 1.0 {
		t.Fatalf("refused input counted against the limit: %s", r.Raw)
	}
	// 2000 characters exactly is allowed (counted in characters, not bytes,
	// after normalisation: invisible characters and extra spaces are not
	// counted and not kept).
	pitch := strings.Repeat("é", 1990) + " you next?"
	padded := "\ufeff" + strings.Repeat("é", 1990) + "\u200b\u200b \t  you\u00a0next?\u200d  \r\n"
	r := call(t, "POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": padded})
	if r.Status != 200 {
		t.Fatalf("2000 characters: %d %s", r.Status, r.Raw)
	}
	s := call(t, "GET", "/api/practice-sessions/"+r.Body["session_id"].(string), tok, nil)
	if got := s.Body["transcript"].([]any)[0].(map[string]any)["text"]; got != pitch {
		t.Fatalf("stored transcript %q, want the normalised pitch", got)
	}
}

// serverWithLLM is the API with the LLM provider provider configured.
func serverWithLLM(t *testing.T, provider *llmtest.ChatServer) *httptest.Server {
	srv := *deps.Server
	model := &llm.OpenAI{BaseURL: provider.URL + "/v1", Model: "test-model"}
	coach := &llmcoach.Service{LLM: model, Log: deps.Log}
	pitches, demo, roleplays := *srv.Pitches, *srv.Demo, *srv.Roleplays
	pitches.Coach, demo.Coach = coach, coach
	buyer := &roleplay.LLMBuyer{Client: model}
	roleplays.Buyer = func(ctx context.Context, sc roleplay.Scenario, h []roleplay.Message, in string) roleplay.Turn {
		return buyer.Reply(ctx, sc, h, in)
	}
	srv.Pitches, srv.Demo, srv.Roleplays = &pitches, &demo, &roleplays
	return serve(t, &srv)
}

func callAt(t *testing.T, base *httptest.Server, path, token string, body any) response {
	saved := api
	api = base
	defer func() { api = saved }()
	return call(t, "POST", path, token, body)
}

func TestPitchAnalysisWithAnLLMAndItsFallback(t *testing.T) {
	valid := `{"overallScore": 77, "categories": {"clarity": {"score": 80, "feedback": "Clear."}, "confidence": {"score": 70, "feedback": "Firm."}, "persuasiveness": {"score": 75, "feedback": "Tied to hours."}, "tone": {"score": 82, "feedback": "Warm."}, "objectionHandling": {"score": 60, "feedback": "n/a"}}, "recommendation": "Lead with the 240 hours.", "strengths": [], "improvements": []}`
	for _, tc := range []struct {
		name, content, provider string
		fallback                bool
	}{
		{"valid answer", valid, "openai:test-model", false},
		{"server error", "", "builtin", true},
		{"score out of range", strings.Replace(valid, "77", "177", 1), "builtin", true},
		{"missing category", strings.Replace(valid, `"tone"`, `"mood"`, 1), "builtin", true},
		{"prose", "I think it is a good pitch.", "builtin", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok := newUser(t)
			r := callAt(t, serverWithLLM(t, llmtest.New(t, llmtest.Says(tc.content))), "/api/functions/pitch-analysis", tok, map[string]any{"transcript": goodPitch, "scenario": pitchScenario})
			// A Backup Mode answer is not charged (package paid): the user's
			// one credit is still there.
			wantCredits := 0.0
			if tc.fallback {
				wantCredits = 1
			}
			if r.Status != 200 || r.Body["provider"] != tc.provider || r.Body["fallback"] != tc.fallback || r.Body["credits_remaining"] != wantCredits {
				t.Fatalf("%d %s", r.Status, r.Raw)
			}
			a := r.Body["analysis"].(map[string]any)
			if !tc.fallback && (a["overallScore"] != 77.0 || a["recommendation"] != "Lead with the 240 hours." || len(a["evidence"].([]any)) == 0) {
				t.Fatalf("LLM answer not used with built-in evidence: %s", r.Raw)
			}
		})
	}
}

func TestDemoFeedback(t *testing.T) {
	answer := map[string]any{"response": "I hear you, budget matters. What are you comparing us to? Teams like yours win back about 6 hours per rep each week, which covers the cost in the first month. Could I walk your CFO through the numbers on Friday?", "inputType": "text"}
	// A visitor: feedback, no charge, nothing saved.
	r := call(t, "POST", "/api/functions/demo-feedback", "", answer)
	if r.Status != 200 || r.Body["feedback"] == "" || r.Body["fallback"] != false || r.Body["credits_remaining"] != nil || r.Body["session_id"] != nil {
		t.Fatalf("visitor: %d %s", r.Status, r.Raw)
	}
	if score := r.Body["score"].(float64); score < 50 {
		t.Errorf("a good answer scored %v", score)
	}
	// A signed-in user gets it free too ("Free Sales Practice Session"),
	// with or without credits, typed or spoken, and finds it among their
	// sessions.
	tok := newUser(t)
	call(t, "POST", "/api/functions/pitch-analysis", tok, map[string]any{"transcript": answer["response"]}) // spends the one credit
	voice := map[string]any{"response": answer["response"], "inputType": "voice"}
	var saved []string
	for _, body := range []map[string]any{answer, answer, voice} {
		r = call(t, "POST", "/api/functions/demo-feedback", tok, body)
		if r.Status != 200 || r.Body["credits_remaining"] != nil || r.Body["saved"] != true || r.Body["session_id"] == nil {
			t.Fatalf("user without credits: %d %s", r.Status, r.Raw)
		}
		saved = append(saved, r.Body["session_id"].(string))
	}
	if p := call(t, "GET", "/api/profile", tok, nil); p.Body["credits_remaining"] != 0.0 {
		t.Fatalf("the demo charged: %s", p.Raw)
	}
	for i, id := range saved {
		s := call(t, "GET", "/api/practice-sessions/"+id, tok, nil)
		if s.Status != 200 || s.Body["scenario_type"] != "objection_handling" || s.Body["mode"] != []string{"text", "text", "voice"}[i] {
			t.Errorf("saved demo session %s: %d %s", id, s.Status, s.Raw)
		}
	}
	// A fallback answer is free and saved as well.
	if r := callAt(t, serverWithLLM(t, llmtest.New(t, llmtest.Says(""))), "/api/functions/demo-feedback", tok, voice); r.Status != 200 || r.Body["fallback"] != true || r.Body["saved"] != true {
		t.Fatalf("fallback: %d %s", r.Status, r.Raw)
	}
	// A bad token is refused, not treated as a visitor.
	if r := call(t, "POST", "/api/functions/demo-feedback", "garbage", answer); r.Status != 401 {
		t.Fatalf("bad token: %d", r.Status)
	}
	for _, bad := range []map[string]any{
		{"response": "", "inputType": "text"}, {"response": "\u200b\u200b", "inputType": "text"}, {"response": "hi\x00", "inputType": "text"},
		{"response": "hi", "inputType": "video"}, {"response": strings.Repeat("a", 2001), "inputType": "text"},
	} {
		if r := call(t, "POST", "/api/functions/demo-feedback", "", bad); r.Status != 400 {
			t.Errorf("%q: %d", bad["response"], r.Status)
		}
	}
}
