// Package llm talks to large language models behind one small interface:
// Amazon Bedrock through its Converse API (package bedrock, linked only by
// the functions that may call it), or any OpenAI-compatible chat
// completions endpoint (OpenAI, Ollama, vLLM …). Callers ask for JSON and
// validate what comes back; on any failure they fall back to the built-in
// engines, so an LLM is an improvement, never a dependency.
package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Message is one turn of a conversation.
type Message struct {
	Role string // "user" or "assistant"
	Text string
}

// Request is one completion request.
type Request struct {
	System      string
	Messages    []Message
	MaxTokens   int     // 0: 1024
	Temperature float64 // 0 is a valid choice
	JSON        bool    // ask for a JSON object
}

// Client completes a request with one model.
type Client interface {
	Complete(ctx context.Context, req Request) (string, error)
	// Name is the provider and model, for logs and the API's "provider" field.
	Name() string
}

// ErrEmpty means the model answered with no text.
var ErrEmpty = errors.New("llm: empty answer")

// TokenLimit is MaxTokens, or 1024 when it is 0.
func (r Request) TokenLimit() int {
	if r.MaxTokens > 0 {
		return r.MaxTokens
	}
	return 1024
}

// DecodeJSON finds the JSON object in a model's answer (models sometimes wrap
// it in prose or a code fence) and decodes it into v, refusing unknown
// fields' type mismatches but tolerating extra fields.
func DecodeJSON(answer string, v any) error {
	start := strings.Index(answer, "{")
	end := strings.LastIndex(answer, "}")
	if start < 0 || end < start {
		return fmt.Errorf("llm: no JSON object in the answer")
	}
	if err := json.Unmarshal([]byte(answer[start:end+1]), v); err != nil {
		return fmt.Errorf("llm: invalid JSON: %w", err)
	}
	return nil
}
