package stacks_test

import (
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

func TestUserPoolSignInRules(t *testing.T) {
	// GIVEN the auth stack
	// WHEN it is synthesized
	// THEN users sign themselves up with their email, which Cognito verifies,
	// under the spec's password rules, and the pool survives the stack.
	check(t, func() {
		auth.tpl.HasResource(jsii.String("AWS::Cognito::UserPool"), map[string]any{
			"Properties": map[string]any{
				"UsernameAttributes":     []any{"email"},
				"AutoVerifiedAttributes": []any{"email"},
				"AdminCreateUserConfig":  map[string]any{"AllowAdminCreateUserOnly": false},
				"Policies": map[string]any{"PasswordPolicy": map[string]any{
					"MinimumLength":    6,
					"RequireUppercase": true,
					"RequireLowercase": true,
					"RequireNumbers":   true,
				}},
			},
			"DeletionPolicy": "Retain",
		})
	})
}

func TestAdminGroupBelongsToThePool(t *testing.T) {
	// GIVEN the auth stack
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	// WHEN it is synthesized
	// THEN the pool has the group the functions treat as administrators.
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolGroup"), map[string]any{
			"GroupName":  parts.AdminGroup,
			"UserPoolId": ref(pool),
		})
	})
}

func TestWebClientHasNoSecretAndPasswordFlows(t *testing.T) {
	// GIVEN the auth stack
	// WHEN it is synthesized
	// THEN the SPA's client can sign in with USER_PASSWORD_AUTH or SRP and
	// has no secret (a browser cannot keep one).
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolClient"), map[string]any{
			"ExplicitAuthFlows": assertions.Match_ArrayWith(&[]any{
				"ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH",
			}),
			"GenerateSecret": false,
		})
	})
}
