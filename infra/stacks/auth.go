package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

// AuthStackProps configures the user pool.
type AuthStackProps struct {
	awscdk.StackProps
	Users parts.UserPoolProps
}

// AuthStack holds the Cognito user pool. It is stateful too (every account
// lives there), so it is deployed apart from the API.
type AuthStack struct {
	Stack awscdk.Stack // not embedded, see DataStack
	Users *parts.UserPool
}

// NewAuthStack declares the user pool, its e-mail link trigger, its admin
// group, the optional Google provider and the web client.
func NewAuthStack(scope constructs.Construct, id string, props *AuthStackProps) *AuthStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	users := parts.NewUserPool(stack, "Users", &props.Users)
	awscdk.NewCfnOutput(stack, jsii.String("UserPoolId"), &awscdk.CfnOutputProps{
		Value: users.Pool.UserPoolId(),
	})
	awscdk.NewCfnOutput(stack, jsii.String("UserPoolClientId"), &awscdk.CfnOutputProps{
		Value: users.Client.UserPoolClientId(),
	})
	if d := users.OAuthDomain(); d != nil {
		awscdk.NewCfnOutput(stack, jsii.String("OAuthDomain"), &awscdk.CfnOutputProps{
			Description: jsii.String("Add https://<this>/oauth2/idpresponse to the Google client's redirect URIs"),
			Value:       d,
		})
	}
	return &AuthStack{Stack: stack, Users: users}
}
