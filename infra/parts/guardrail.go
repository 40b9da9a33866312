package parts

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsbedrock"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// Environment variables of the guardrail, for the functions that call the
// LLM (platform reads them as Config.BedrockGuardrail).
const (
	EnvBedrockGuardrailID      = "BEDROCK_GUARDRAIL_ID"
	EnvBedrockGuardrailVersion = "BEDROCK_GUARDRAIL_VERSION"
)

// Guardrail is the Amazon Bedrock guardrail that screens every user text
// before the model sees it (ApplyGuardrail with the prompt-attack filter),
// a second opinion beside the built-in screener. Version is the published
// version the functions call, so editing the draft changes nothing in
// production until a new version is deployed.
type Guardrail struct {
	Guardrail awsbedrock.CfnGuardrail
	Version   awsbedrock.CfnGuardrailVersion
}

// newGuardrail declares the guardrail and its first published version. The
// prompt-attack filter is the one that matters here; Bedrock applies it to
// input only, so its output strength must be NONE. The messages are what
// Bedrock would return in place of the text; the functions never show them
// (a blocked text makes them answer with the built-in engine).
func newGuardrail(scope constructs.Construct, id string) *Guardrail {
	g := awsbedrock.NewCfnGuardrail(scope, jsii.String(id), &awsbedrock.CfnGuardrailProps{
		Name:                    awscdk.Names_UniqueResourceName(scope, &awscdk.UniqueResourceNameOptions{MaxLength: jsii.Number(50)}),
		Description:             jsii.String("Screens sales-practice input for prompt attacks before the model sees it."),
		BlockedInputMessaging:   jsii.String("This message cannot be sent to the AI."),
		BlockedOutputsMessaging: jsii.String("This answer cannot be shown."),
		ContentPolicyConfig: &awsbedrock.CfnGuardrail_ContentPolicyConfigProperty{
			FiltersConfig: []any{
				&awsbedrock.CfnGuardrail_ContentFilterConfigProperty{
					Type:           jsii.String("PROMPT_ATTACK"),
					InputStrength:  jsii.String("HIGH"),
					OutputStrength: jsii.String("NONE"),
				},
			},
		},
	})
	v := awsbedrock.NewCfnGuardrailVersion(scope, jsii.String(id+"Version"), &awsbedrock.CfnGuardrailVersionProps{
		GuardrailIdentifier: g.AttrGuardrailId(),
		Description:         jsii.String("Published for the functions."),
	})
	return &Guardrail{Guardrail: g, Version: v}
}

// grant gives fn the guardrail's id and version and lets it apply
// exactly that guardrail.
func (g *Guardrail) grant(fn awslambda.Function) {
	fn.AddEnvironment(jsii.String(EnvBedrockGuardrailID), g.Guardrail.AttrGuardrailId(), nil)
	fn.AddEnvironment(jsii.String(EnvBedrockGuardrailVersion), g.Version.AttrVersion(), nil)
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String("ApplyTheGuardrail"),
		Actions:   &[]*string{jsii.String("bedrock:ApplyGuardrail")},
		Resources: &[]*string{g.Guardrail.AttrGuardrailArn()},
	}))
}
