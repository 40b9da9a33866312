package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

// AuthStack holds the Cognito user pool. It is stateful too (every account
// lives there), so it is deployed apart from the API.
type AuthStack struct {
	Stack awscdk.Stack // not embedded, see DataStack
	Users *parts.UserPool
}

// NewAuthStack declares the user pool, its admin group and the web client.
func NewAuthStack(scope constructs.Construct, id string, props *awscdk.StackProps) *AuthStack {
	stack := awscdk.NewStack(scope, jsii.String(id), props)
	users := parts.NewUserPool(stack, "Users")
	// The SPA's build reads these to configure Amplify.
	awscdk.NewCfnOutput(stack, jsii.String("UserPoolId"), &awscdk.CfnOutputProps{
		Value: users.Pool.UserPoolId(),
	})
	awscdk.NewCfnOutput(stack, jsii.String("UserPoolClientId"), &awscdk.CfnOutputProps{
		Value: users.Client.UserPoolClientId(),
	})
	return &AuthStack{Stack: stack, Users: users}
}
