package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// Props configures one deployment of the whole product.
type Props struct {
	// Prefix starts every stack name, e.g. PitchPerfect-dev.
	Prefix string
	// EnvName is the deployment's name (dev, prod), used as a tag.
	EnvName string
	// Env pins account and region; nil leaves the stacks environment-agnostic.
	Env       *awscdk.Environment
	AssetRoot string
	Functions []catalog.Function // nil: catalog.Functions()
}

// PitchPerfect is every stack of one deployment.
type PitchPerfect struct {
	Data *DataStack
	Auth *AuthStack
	API  *APIStack
}

// New declares the stacks of one deployment in scope (usually the app).
func New(scope constructs.Construct, p Props) *PitchPerfect {
	stackProps := func(what string) awscdk.StackProps {
		return awscdk.StackProps{
			Env:         p.Env,
			Description: jsii.String("PitchPerfect " + p.EnvName + ": " + what),
		}
	}
	data := stackProps("tables and recordings bucket")
	auth := stackProps("Cognito user pool")
	pp := &PitchPerfect{
		Data: NewDataStack(scope, p.Prefix+"-Data", &data),
		Auth: NewAuthStack(scope, p.Prefix+"-Auth", &auth),
	}
	pp.API = NewAPIStack(scope, p.Prefix+"-Api", &APIStackProps{
		StackProps: stackProps("HTTP API and functions"),
		Data:       pp.Data,
		Auth:       pp.Auth,
		AssetRoot:  p.AssetRoot,
		Functions:  p.Functions,
	})
	for _, s := range []awscdk.Stack{pp.Data.Stack, pp.Auth.Stack, pp.API.Stack} {
		awscdk.Tags_Of(s).Add(jsii.String("project"), jsii.String("PitchPerfect"), nil)
		awscdk.Tags_Of(s).Add(jsii.String("environment"), jsii.String(p.EnvName), nil)
	}
	return pp
}
