// Package llmtest is test support for code that calls an LLM: a fake
// OpenAI-compatible chat completions endpoint (ChatServer) that records
// what it was sent and answers as each test decides, and Messages, a
// request's messages as role/content pairs. Only tests import it.
package llmtest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

// Answer is how the ChatServer answers one request.
type Answer struct {
	// Status is the HTTP status; 0 means 200.
	Status int
	// Body is the response body, sent as it is.
	Body string
	// Block holds the request, answering nothing, until the client gives up.
	Block bool
}

// Reply decides the answer to a request, given the request and its body
// decoded from JSON. It runs on the server's goroutine.
type Reply func(r *http.Request, body map[string]any) Answer

// Completion is a chat completion whose one message has the given content.
func Completion(content string) string {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content, "refusal": nil}}},
	})
	return string(b)
}

// Content answers with a chat completion of content, or, when content is
// "", fails as an overloaded provider does: Fails(500, "overloaded").
func Content(content string) Answer {
	if content == "" {
		return Fails(http.StatusInternalServerError, "overloaded")
	}
	return Answer{Body: Completion(content)}
}

// Fails answers with the status and an OpenAI error object with message.
func Fails(status int, message string) Answer {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": message}})
	return Answer{Status: status, Body: string(b)}
}

// Always is the Reply that answers every request with a.
func Always(a Answer) Reply {
	return func(*http.Request, map[string]any) Answer { return a }
}

// Says is the Reply that answers every request with Content(content).
func Says(content string) Reply { return Always(Content(content)) }

// ChatServer is a fake OpenAI-compatible chat completions endpoint at
// /v1/chat/completions: it records each request's body and answers with what
// its Reply returns. Its URL plus "/v1" is the base URL of an llm.OpenAI
// client.
type ChatServer struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []map[string]any
}

// New starts a ChatServer answering with reply; it is closed when the test
// ends. A request that is not a JSON POST to /v1/chat/completions fails the
// test.
func New(t testing.TB, reply Reply) *ChatServer {
	cs := &ChatServer{}
	cs.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" || r.Header.Get("Content-Type") != "application/json" {
			t.Errorf("llmtest: request %s %s (%s)", r.Method, r.URL.Path, r.Header.Get("Content-Type"))
		}
		raw, _ := io.ReadAll(r.Body)
		var body map[string]any
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Errorf("llmtest: request body %s: %v", raw, err)
		}
		cs.mu.Lock()
		cs.bodies = append(cs.bodies, body)
		cs.mu.Unlock()
		a := reply(r, body)
		if a.Block {
			<-r.Context().Done()
			return
		}
		if a.Status != 0 {
			w.WriteHeader(a.Status)
		}
		_, _ = io.WriteString(w, a.Body)
	}))
	t.Cleanup(cs.Close)
	return cs
}

// Requests returns the bodies of the requests received so far, in order.
func (cs *ChatServer) Requests() []map[string]any {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return append([]map[string]any(nil), cs.bodies...)
}

// Messages returns a request body's messages as role/content pairs. It
// panics, failing the test, if the body has no such messages.
func Messages(body map[string]any) [][2]string {
	var out [][2]string
	for _, m := range body["messages"].([]any) {
		mm := m.(map[string]any)
		out = append(out, [2]string{mm["role"].(string), mm["content"].(string)})
	}
	return out
}
