// Package bedrock is the llm.Client for Amazon Bedrock, through its Converse
// API. It is a package of its own so that only the functions that may call
// the LLM link the Bedrock Runtime client (see platform.Backends).
package bedrock

import (
	"context"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/document"
	brtypes "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"

	"pitchperfect/shared/llm"
)

// Client calls one model through the Bedrock Runtime Converse API.
type Client struct {
	client  *bedrockruntime.Client
	modelID string
	guard   llm.Guardrail
}

// New returns a client for modelID (a model or inference profile id). With
// a guardrail, every request's user texts first go through ApplyGuardrail,
// and the model is not called when the guardrail intervenes.
// cfg.BaseEndpoint, when set, overrides the service address (tests point it
// at a local server speaking the same protocol).
func New(cfg aws.Config, modelID string, guard llm.Guardrail) llm.Client {
	c := bedrockruntime.NewFromConfig(cfg, func(o *bedrockruntime.Options) {
		// One retry at most: the caller has a built-in fallback and a user
		// waiting, so failing fast beats backing off.
		o.RetryMaxAttempts = 2
	})
	return &Client{client: c, modelID: modelID, guard: guard}
}

// screen sends the request's user texts to the guardrail as input
// (ApplyGuardrail, source INPUT: the prompt-attack filter applies to input)
// and returns an error wrapping llm.ErrBlocked, naming the filters that
// fired, when it intervenes. A guardrail that cannot be reached fails the
// request: the caller falls back to its built-in engine, so the model never
// sees unscreened text.
func (b *Client) screen(ctx context.Context, req llm.Request) error {
	var content []brtypes.GuardrailContentBlock
	for _, m := range req.Messages {
		if m.Role == llm.RoleUser {
			content = append(content, &brtypes.GuardrailContentBlockMemberText{Value: brtypes.GuardrailTextBlock{Text: aws.String(m.Text)}})
		}
	}
	out, err := b.client.ApplyGuardrail(ctx, &bedrockruntime.ApplyGuardrailInput{
		GuardrailIdentifier: aws.String(b.guard.ID),
		GuardrailVersion:    aws.String(b.guard.Version),
		Source:              brtypes.GuardrailContentSourceInput,
		Content:             content,
	})
	if err != nil {
		return fmt.Errorf("bedrock guardrail: %w", err)
	}
	if out.Action != brtypes.GuardrailActionGuardrailIntervened {
		return nil
	}
	var fired []string
	for _, a := range out.Assessments {
		if a.ContentPolicy == nil {
			continue
		}
		for _, f := range a.ContentPolicy.Filters {
			if f.Action == brtypes.GuardrailContentPolicyActionBlocked {
				fired = append(fired, string(f.Type))
			}
		}
	}
	if len(fired) == 0 {
		fired = append(fired, "intervened")
	}
	return fmt.Errorf("%w: bedrock guardrail (%s)", llm.ErrBlocked, strings.Join(fired, ", "))
}

// Name implements llm.Client.
func (b *Client) Name() string { return "bedrock:" + b.modelID }

// Complete implements llm.Client. The instructions are the request's system
// blocks and each message a text block of its own; consecutive messages of
// one role become blocks of one turn, because Converse wants the roles to
// alternate. With a schema, the model is given one tool whose input schema
// is the answer's and made to call it (toolChoice), and the tool call's input
// is the answer. Forcing a tool needs a model that supports it (Anthropic
// Claude 3 and later, Amazon Nova).
func (b *Client) Complete(ctx context.Context, req llm.Request) (string, error) {
	if err := req.Validate(); err != nil {
		return "", err
	}
	if b.guard.Enabled() {
		if err := b.screen(ctx, req); err != nil {
			return "", err
		}
	}
	in := &bedrockruntime.ConverseInput{
		ModelId: aws.String(b.modelID),
		InferenceConfig: &brtypes.InferenceConfiguration{
			MaxTokens:   aws.Int32(int32(req.TokenLimit())),
			Temperature: aws.Float32(float32(req.Temperature)),
		},
		System: []brtypes.SystemContentBlock{&brtypes.SystemContentBlockMemberText{Value: req.System}},
	}
	for _, m := range req.Messages {
		role := brtypes.ConversationRoleUser
		if m.Role == llm.RoleAssistant {
			role = brtypes.ConversationRoleAssistant
		}
		block := &brtypes.ContentBlockMemberText{Value: m.Text}
		if n := len(in.Messages); n > 0 && in.Messages[n-1].Role == role {
			in.Messages[n-1].Content = append(in.Messages[n-1].Content, block)
			continue
		}
		in.Messages = append(in.Messages, brtypes.Message{Role: role, Content: []brtypes.ContentBlock{block}})
	}
	if s := req.Schema; s != nil {
		spec := brtypes.ToolSpecification{
			Name:        aws.String(s.Name),
			InputSchema: &brtypes.ToolInputSchemaMemberJson{Value: document.NewLazyDocument(s.JSON())},
		}
		if s.Description != "" { // Converse refuses an empty description
			spec.Description = aws.String(s.Description)
		}
		in.ToolConfig = &brtypes.ToolConfiguration{
			Tools:      []brtypes.Tool{&brtypes.ToolMemberToolSpec{Value: spec}},
			ToolChoice: &brtypes.ToolChoiceMemberTool{Value: brtypes.SpecificToolChoice{Name: aws.String(s.Name)}},
		}
	}
	out, err := b.client.Converse(ctx, in)
	if err != nil {
		return "", fmt.Errorf("bedrock converse: %w", err)
	}
	if out.StopReason == brtypes.StopReasonMaxTokens {
		return "", fmt.Errorf("bedrock converse: the answer was cut at %d tokens", req.TokenLimit())
	}
	msg, ok := out.Output.(*brtypes.ConverseOutputMemberMessage)
	if !ok {
		return "", fmt.Errorf("bedrock converse: %w", llm.ErrEmpty)
	}
	if req.Schema != nil {
		return toolInput(msg.Value, req.Schema.Name)
	}
	text := ""
	for _, c := range msg.Value.Content {
		if t, ok := c.(*brtypes.ContentBlockMemberText); ok {
			text += t.Value
		}
	}
	if text == "" {
		return "", fmt.Errorf("bedrock converse: %w", llm.ErrEmpty)
	}
	return text, nil
}

// toolInput is the JSON input of the model's one call of the answer tool.
func toolInput(m brtypes.Message, name string) (string, error) {
	var found *brtypes.ToolUseBlock
	for _, c := range m.Content {
		tu, ok := c.(*brtypes.ContentBlockMemberToolUse)
		if !ok {
			continue
		}
		if found != nil || aws.ToString(tu.Value.Name) != name {
			return "", fmt.Errorf("bedrock converse: %w: unexpected tool call %q", llm.ErrInvalidAnswer, aws.ToString(tu.Value.Name))
		}
		found = &tu.Value
	}
	if found == nil || found.Input == nil {
		return "", fmt.Errorf("bedrock converse: %w: the model did not call %s", llm.ErrInvalidAnswer, name)
	}
	raw, err := found.Input.MarshalSmithyDocument()
	if err != nil {
		return "", fmt.Errorf("bedrock converse: %w: tool input: %v", llm.ErrInvalidAnswer, err)
	}
	return string(raw), nil
}
