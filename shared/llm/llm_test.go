package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/llm"
)

var req = llm.Request{
	System:   "You are a sales coach.",
	Messages: []llm.Message{{Role: "user", Text: "Score this pitch."}, {Role: "assistant", Text: "Sure."}, {Role: "user", Text: "Now."}},
	JSON:     true, MaxTokens: 300, Temperature: 0.2,
}

// The OpenAI-compatible server speaks POST {base}/chat/completions.
func TestOpenAICompatible(t *testing.T) {
	var got map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			t.Errorf("request %s auth %q", r.URL.Path, r.Header.Get("Authorization"))
		}
		body, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(body, &got)
		switch {
		case strings.Contains(string(body), "slow"):
			time.Sleep(300 * time.Millisecond)
		case strings.Contains(string(body), "boom"):
			w.WriteHeader(500)
			io.WriteString(w, `{"error":{"message":"model overloaded","type":"server_error"}}`)
			return
		case strings.Contains(string(body), "empty"):
			io.WriteString(w, `{"id":"x","object":"chat.completion","choices":[]}`)
			return
		}
		io.WriteString(w, "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"model\":\"llama3\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"Here you go:\\n```json\\n{\\\"overallScore\\\": 81}\\n```\"},\"finish_reason\":\"stop\"}]}")
	}))
	defer srv.Close()
	c := &llm.OpenAI{BaseURL: srv.URL + "/v1/", APIKey: "sk-test", Model: "llama3"}
	text, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ OverallScore int }
	if err := llm.DecodeJSON(text, &v); err != nil || v.OverallScore != 81 {
		t.Fatalf("fenced JSON %q: %+v %v", text, v, err)
	}
	msgs := got["messages"].([]any)
	if len(msgs) != 4 || msgs[0].(map[string]any)["role"] != "system" || got["response_format"].(map[string]any)["type"] != "json_object" || got["model"] != "llama3" {
		t.Errorf("request body: %v", got)
	}
	for _, tc := range []struct{ text, want string }{{"boom", "model overloaded"}, {"empty", "empty"}} {
		r := req
		r.Messages = []llm.Message{{Role: "user", Text: tc.text}}
		if _, err := c.Complete(context.Background(), r); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.text, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r := req
	r.Messages = []llm.Message{{Role: "user", Text: "slow"}}
	if _, err := c.Complete(ctx, r); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("timeout: %v", err)
	}
}

func TestDecodeJSON(t *testing.T) {
	var v map[string]any
	for _, bad := range []string{"", "no json here", "{not json}", "}{"} {
		if err := llm.DecodeJSON(bad, &v); err == nil {
			t.Errorf("%q decoded", bad)
		}
	}
}
