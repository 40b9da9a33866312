// Package llm talks to large language models behind one small interface:
// Amazon Bedrock through its Converse API (package bedrock, linked only by
// the functions that may call it), or any OpenAI-compatible chat
// completions endpoint (OpenAI, Ollama, vLLM …).
//
// The provider's own structure carries every boundary; nothing is marked
// in-band. Instructions, written by the server alone, go in the system role;
// each text a user wrote is a message of its own, sent verbatim; a
// conversation is alternating user and assistant messages. The answer's
// shape is a Schema generated from the caller's Go type and sent as the
// provider's structured output (OpenAI response_format json_schema, strict;
// a Bedrock tool the model must call). Screen checks a user's text before
// it goes out, and Schema.Decode checks the whole answer, free text through
// the output guard included, before it is used. Callers fall back to the
// built-in engines on any failure, so an LLM is an improvement, never a
// dependency.
package llm

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Roles of a Message.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Message is one turn of a conversation.
type Message struct {
	Role string // RoleUser or RoleAssistant
	Text string // sent verbatim
}

// Request is one completion request.
type Request struct {
	// System holds the instructions. Only text the server wrote belongs
	// here, never a user's.
	System string
	// Messages is the conversation, oldest first: it starts and ends with
	// a user message. Consecutive messages of one role are allowed; a
	// provider that needs strict alternation joins them as blocks of one
	// turn.
	Messages []Message
	// Schema, when set, is the shape of the answer, sent as the provider's
	// structured output; Complete then returns the answer's JSON.
	Schema      *Schema
	MaxTokens   int     // 0: 1024
	Temperature float64 // 0 is a valid choice
}

// Client completes a request with one model.
type Client interface {
	// Complete returns the model's answer: with a Schema, the JSON of the
	// structured answer, not yet checked (see Ask).
	Complete(ctx context.Context, req Request) (string, error)
	// Name is the provider and model, for logs and the API's "provider" field.
	Name() string
}

// Guardrail names an Amazon Bedrock guardrail (its id and a published
// version) that screens every user text of a request before the model sees
// it: a second opinion beside Screen. The zero Guardrail screens nothing.
type Guardrail struct {
	ID      string // guardrail id or ARN
	Version string // a published version ("1"), or "DRAFT"
}

// Enabled reports whether a guardrail is configured.
func (g Guardrail) Enabled() bool { return g.ID != "" }

// ErrEmpty means the model answered with no text.
var ErrEmpty = errors.New("llm: empty answer")

// TokenLimit is MaxTokens, or 1024 when it is 0.
func (r Request) TokenLimit() int {
	if r.MaxTokens > 0 {
		return r.MaxTokens
	}
	return 1024
}

// Validate checks the request's shape: instructions, a conversation that
// starts and ends with the user, known roles, no empty message.
func (r Request) Validate() error {
	if strings.TrimSpace(r.System) == "" {
		return errors.New("llm: request without instructions")
	}
	if len(r.Messages) == 0 {
		return errors.New("llm: request without messages")
	}
	for i, m := range r.Messages {
		if m.Role != RoleUser && m.Role != RoleAssistant {
			return fmt.Errorf("llm: message %d has role %q", i, m.Role)
		}
		if strings.TrimSpace(m.Text) == "" {
			return fmt.Errorf("llm: message %d is empty", i)
		}
	}
	if r.Messages[0].Role != RoleUser || r.Messages[len(r.Messages)-1].Role != RoleUser {
		return errors.New("llm: the conversation must start and end with a user message")
	}
	return nil
}

// Ask sends req, whose Schema describes T, and returns the answer once it
// has passed Schema.Decode. Errors wrap the client's error, ErrInvalidAnswer
// or ErrBlocked.
func Ask[T any](ctx context.Context, c Client, req Request) (T, error) {
	var out T
	if req.Schema == nil {
		return out, errors.New("llm: Ask needs a schema")
	}
	if err := req.Validate(); err != nil {
		return out, err
	}
	answer, err := c.Complete(ctx, req)
	if err != nil {
		return out, err
	}
	if err := req.Schema.Decode(answer, &out); err != nil {
		return out, err
	}
	return out, nil
}
