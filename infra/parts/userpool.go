package parts

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscognito"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// AdminGroup is the Cognito group whose members the functions treat as
// administrators (the `cognito:groups` claim). The name is part of the
// contract with the code, so it is fixed rather than generated.
const AdminGroup = "admin"

// UserPool is the Cognito user pool and the web app's client.
type UserPool struct {
	Scope  constructs.Construct // not embedded, see Tables
	Pool   awscognito.UserPool
	Client awscognito.UserPoolClient
}

// NewUserPool declares the pool the SPA signs users into. The password rules
// are the spec's (at least 6 characters, upper, lower and a digit); the web
// client has no secret because a browser cannot keep one.
func NewUserPool(scope constructs.Construct, id string) *UserPool {
	c := constructs.NewConstruct(scope, jsii.String(id))
	pool := awscognito.NewUserPool(c, jsii.String("Pool"), &awscognito.UserPoolProps{
		SignInAliases:       &awscognito.SignInAliases{Email: jsii.Bool(true)},
		SignInCaseSensitive: jsii.Bool(false),
		SelfSignUpEnabled:   jsii.Bool(true),
		AutoVerify:          &awscognito.AutoVerifiedAttrs{Email: jsii.Bool(true)},
		StandardAttributes: &awscognito.StandardAttributes{
			Email: &awscognito.StandardAttribute{Required: jsii.Bool(true), Mutable: jsii.Bool(true)},
		},
		PasswordPolicy: &awscognito.PasswordPolicy{
			MinLength:        jsii.Number(6),
			RequireUppercase: jsii.Bool(true),
			RequireLowercase: jsii.Bool(true),
			RequireDigits:    jsii.Bool(true),
			RequireSymbols:   jsii.Bool(false),
		},
		AccountRecovery: awscognito.AccountRecovery_EMAIL_ONLY,
		// The pool holds every account: losing it locks everyone out.
		RemovalPolicy: awscdk.RemovalPolicy_RETAIN,
	})
	awscognito.NewCfnUserPoolGroup(c, jsii.String("AdminGroup"), &awscognito.CfnUserPoolGroupProps{
		UserPoolId:  pool.UserPoolId(),
		GroupName:   jsii.String(AdminGroup),
		Description: jsii.String("PitchPerfect administrators"),
	})
	client := pool.AddClient(jsii.String("WebClient"), &awscognito.UserPoolClientOptions{
		AuthFlows: &awscognito.AuthFlow{
			UserPassword: jsii.Bool(true), // Amplify with authFlowType USER_PASSWORD_AUTH
			UserSrp:      jsii.Bool(true),
		},
		GenerateSecret:             jsii.Bool(false),
		PreventUserExistenceErrors: jsii.Bool(true),
		// Sign-in happens in the SPA, not in a hosted UI: no OAuth flows.
		DisableOAuth: jsii.Bool(true),
	})
	return &UserPool{Scope: c, Pool: pool, Client: client}
}

// Issuer is the token issuer the API's JWT authorizer trusts.
func (u *UserPool) Issuer() *string { return u.Pool.UserPoolProviderUrl() }
