package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// OpenAI calls an OpenAI-compatible chat completions endpoint.
type OpenAI struct {
	BaseURL string // e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1
	APIKey  string // empty for servers without keys (Ollama, vLLM)
	Model   string
	HTTP    *http.Client
}

// Name implements Client.
func (o *OpenAI) Name() string { return "openai:" + o.Model }

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string          `json:"model"`
	Messages       []chatMessage   `json:"messages"`
	MaxTokens      int             `json:"max_tokens"`
	Temperature    float64         `json:"temperature"`
	ResponseFormat *responseFormat `json:"response_format,omitempty"`
}

// responseFormat asks for Structured Outputs: the answer is one JSON object
// of the schema, enforced by the server where it supports strict mode.
type responseFormat struct {
	Type       string     `json:"type"` // "json_schema"
	JSONSchema jsonSchema `json:"json_schema"`
}

type jsonSchema struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Strict      bool           `json:"strict"`
	Schema      map[string]any `json:"schema"`
}

type chatResponse struct {
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
			Refusal *string `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Complete implements Client: the instructions are the system message, each
// of req.Messages a user or assistant message of its own, and a schema the
// response_format (json_schema, strict).
func (o *OpenAI) Complete(ctx context.Context, req Request) (string, error) {
	if err := req.Validate(); err != nil {
		return "", err
	}
	body := chatRequest{Model: o.Model, MaxTokens: req.TokenLimit(), Temperature: req.Temperature}
	body.Messages = append(body.Messages, chatMessage{"system", req.System})
	for _, m := range req.Messages {
		body.Messages = append(body.Messages, chatMessage{m.Role, m.Text})
	}
	if req.Schema != nil {
		body.ResponseFormat = &responseFormat{Type: "json_schema", JSONSchema: jsonSchema{
			Name: req.Schema.Name, Description: req.Schema.Description, Strict: true, Schema: req.Schema.JSON(),
		}}
	}
	payload, err := json.Marshal(body)
	if err != nil {
		return "", err
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(o.BaseURL, "/")+"/chat/completions", bytes.NewReader(payload))
	if err != nil {
		return "", fmt.Errorf("openai request: %w", err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if o.APIKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	client := o.HTTP
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(hreq)
	if err != nil {
		return "", fmt.Errorf("openai: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return "", fmt.Errorf("openai read: %w", err)
	}
	var out chatResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		return "", fmt.Errorf("openai: status %d, undecodable answer: %w", resp.StatusCode, err)
	}
	if resp.StatusCode != http.StatusOK {
		msg := ""
		if out.Error != nil {
			msg = out.Error.Message
		}
		return "", fmt.Errorf("openai: status %d: %s", resp.StatusCode, msg)
	}
	if len(out.Choices) == 0 {
		return "", fmt.Errorf("openai: %w", ErrEmpty)
	}
	c := out.Choices[0]
	switch {
	case c.Message.Refusal != nil && *c.Message.Refusal != "":
		return "", fmt.Errorf("openai: the model refused: %s", clip(*c.Message.Refusal, 200))
	case c.FinishReason == "length":
		return "", fmt.Errorf("openai: the answer was cut at %d tokens", req.TokenLimit())
	case c.Message.Content == nil || *c.Message.Content == "":
		return "", fmt.Errorf("openai: %w", ErrEmpty)
	}
	return *c.Message.Content, nil
}
