package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
)

// APIStackProps wires the API to the stateful stacks.
type APIStackProps struct {
	awscdk.StackProps
	Data      *DataStack
	Auth      *AuthStack
	AssetRoot string             // folder with <function>/bootstrap
	Functions []catalog.Function // nil: catalog.Functions()
}

// APIStack holds the HTTP API and the functions behind it.
type APIStack struct {
	Stack awscdk.Stack // not embedded, see DataStack
	API   *parts.API
}

// NewAPIStack declares the HTTP API with one Lambda per catalog function.
func NewAPIStack(scope constructs.Construct, id string, props *APIStackProps) *APIStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	api := parts.NewAPI(stack, "Api", &parts.APIProps{
		Functions: props.Functions,
		AssetRoot: props.AssetRoot,
		Tables:    props.Data.Tables,
		Users:     props.Auth.Users,
	})
	awscdk.NewCfnOutput(stack, jsii.String("ApiUrl"), &awscdk.CfnOutputProps{
		Value: api.HTTP.ApiEndpoint(),
	})
	return &APIStack{Stack: stack, API: api}
}
