// Package bedrock is the llm.Client for Amazon Bedrock, through its Converse
// API. It is a package of its own so that only the functions that may call
// the LLM link the Bedrock Runtime client (see platform.Backends).
package bedrock

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	brtypes "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"

	"pitchperfect/shared/llm"
)

// Client calls one model through the Bedrock Runtime Converse API.
type Client struct {
	client  *bedrockruntime.Client
	modelID string
}

// New returns a client for modelID (a model or inference profile id).
// cfg.BaseEndpoint, when set, overrides the service address (tests point it
// at a local server speaking the same protocol).
func New(cfg aws.Config, modelID string) llm.Client {
	c := bedrockruntime.NewFromConfig(cfg, func(o *bedrockruntime.Options) {
		// One retry at most: the caller has a built-in fallback and a user
		// waiting, so failing fast beats backing off.
		o.RetryMaxAttempts = 2
	})
	return &Client{client: c, modelID: modelID}
}

// Name implements llm.Client.
func (b *Client) Name() string { return "bedrock:" + b.modelID }

// Complete implements llm.Client.
func (b *Client) Complete(ctx context.Context, req llm.Request) (string, error) {
	in := &bedrockruntime.ConverseInput{
		ModelId: aws.String(b.modelID),
		InferenceConfig: &brtypes.InferenceConfiguration{
			MaxTokens:   aws.Int32(int32(req.TokenLimit())),
			Temperature: aws.Float32(float32(req.Temperature)),
		},
	}
	system := req.System
	if req.JSON {
		system += "\nAnswer with one JSON object and nothing else."
	}
	if system != "" {
		in.System = []brtypes.SystemContentBlock{&brtypes.SystemContentBlockMemberText{Value: system}}
	}
	for _, m := range req.Messages {
		role := brtypes.ConversationRoleUser
		if m.Role == "assistant" {
			role = brtypes.ConversationRoleAssistant
		}
		in.Messages = append(in.Messages, brtypes.Message{Role: role, Content: []brtypes.ContentBlock{&brtypes.ContentBlockMemberText{Value: m.Text}}})
	}
	out, err := b.client.Converse(ctx, in)
	if err != nil {
		return "", fmt.Errorf("bedrock converse: %w", err)
	}
	msg, ok := out.Output.(*brtypes.ConverseOutputMemberMessage)
	if !ok {
		return "", fmt.Errorf("bedrock converse: %w", llm.ErrEmpty)
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
