package bedrock_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"

	"pitchperfect/shared/llm"
	"pitchperfect/shared/llm/bedrock"
)

var req = llm.Request{
	System:   "You are a sales coach.",
	Messages: []llm.Message{{Role: "user", Text: "Score this pitch."}, {Role: "assistant", Text: "Sure."}, {Role: "user", Text: "Now."}},
	JSON:     true, MaxTokens: 300, Temperature: 0.2,
}

// The Bedrock server speaks the Converse wire protocol: POST
// /model/{modelId}/converse, SigV4-signed, JSON in and out.
func TestConverse(t *testing.T) {
	var got map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != "POST" || r.URL.Path != "/model/anthropic.claude-3-haiku/converse" {
			t.Errorf("request %s %s", r.Method, r.URL.Path)
		}
		if !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 ") {
			t.Errorf("not SigV4-signed: %q", r.Header.Get("Authorization"))
		}
		body, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(body, &got)
		if strings.Contains(string(body), "fail") {
			w.Header().Set("X-Amzn-Errortype", "ThrottlingException")
			w.WriteHeader(429)
			io.WriteString(w, `{"message":"Too many requests"}`)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"output":{"message":{"role":"assistant","content":[{"text":"{\"overallScore\": 72}"}]}},"stopReason":"end_turn","usage":{"inputTokens":10,"outputTokens":5,"totalTokens":15},"metrics":{"latencyMs":12}}`)
	}))
	defer srv.Close()
	cfg := aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", ""), BaseEndpoint: aws.String(srv.URL)}
	c := bedrock.New(cfg, "anthropic.claude-3-haiku")
	text, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ OverallScore int }
	if err := llm.DecodeJSON(text, &v); err != nil || v.OverallScore != 72 {
		t.Fatalf("answer %q: %+v %v", text, v, err)
	}
	msgs := got["messages"].([]any)
	if len(msgs) != 3 || msgs[1].(map[string]any)["role"] != "assistant" {
		t.Errorf("messages: %v", msgs)
	}
	if sys := got["system"].([]any)[0].(map[string]any)["text"].(string); !strings.HasPrefix(sys, "You are a sales coach.") || !strings.Contains(sys, "JSON") {
		t.Errorf("system: %q", sys)
	}
	if ic := got["inferenceConfig"].(map[string]any); ic["maxTokens"] != 300.0 {
		t.Errorf("inferenceConfig: %v", ic)
	}
	failing := req
	failing.Messages = []llm.Message{{Role: "user", Text: "fail"}}
	if _, err := c.Complete(context.Background(), failing); err == nil || !strings.Contains(err.Error(), "ThrottlingException") {
		t.Errorf("throttled: %v", err)
	}
}
