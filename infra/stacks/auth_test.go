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
	// under the spec's password rules, may add an authenticator app, and the
	// pool survives the stack.
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
				// An authenticator app (TOTP) when a user adds one; no
				// challenge for users without.
				"MfaConfiguration": "OPTIONAL",
				"EnabledMfas":      []any{"SOFTWARE_TOKEN_MFA"},
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

func TestSignUpEmailLinksToTheSite(t *testing.T) {
	// GIVEN the auth stack
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	trigger := auth.logicalID(t, deployment.Auth.Users.Message.FunctionName())
	// THEN the pool's custom-message trigger is the e-mail link function …
	lambdaConfig, _ := props(auth.resource(t, pool))["LambdaConfig"].(map[string]any)
	if !equalJSON(lambdaConfig["CustomMessage"], getAtt(trigger, "Arn")) {
		t.Errorf("CustomMessage trigger = %s, want %s", toJSON(lambdaConfig["CustomMessage"]), trigger)
	}
	// … which Cognito may invoke, which links to the site …
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Lambda::Permission"), map[string]any{
			"Action": "lambda:InvokeFunction", "Principal": "cognito-idp.amazonaws.com",
			"FunctionName": getAtt(trigger, "Arn"), "SourceArn": getAtt(pool, "Arn"),
		})
	})
	vars := environment(t, auth, trigger)
	if len(vars) != 1 || !equalJSON(vars[parts.EnvSiteURL], "https://"+testDomain) {
		t.Errorf("trigger environment %s, want only SITE_URL=https://%s", toJSON(vars), testDomain)
	}
	// … and which may do nothing else.
	role := auth.logicalID(t, deployment.Auth.Users.Message.Role().RoleName())
	if sts := beyondOwnLogs(auth, trigger, auth.statements()[role]); len(sts) != 0 {
		t.Errorf("the trigger's role may do more than write its logs: %v", sts)
	}
	// The pool cannot be deleted by accident.
	if p := props(auth.resource(t, pool)); p["DeletionProtection"] != "ACTIVE" {
		t.Errorf("DeletionProtection = %v", p["DeletionProtection"])
	}
}

func TestGoogleSignInIsOptional(t *testing.T) {
	// GIVEN the full deployment (Google on) and the plain one (off)
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	// THEN the first has the Google provider, its secret read from Secrets
	// Manager at deploy time (never in the template) …
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolIdentityProvider"), map[string]any{
			"ProviderName": "Google", "ProviderType": "Google", "UserPoolId": ref(pool),
			"ProviderDetails": assertions.Match_ObjectLike(&map[string]any{
				"client_id":     testGoogleClient,
				"client_secret": "{{resolve:secretsmanager:" + testGoogleSecret + ":SecretString:::}}",
			}),
		})
	})
	// … a Cognito domain with the configured prefix …
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolDomain"), map[string]any{
			"Domain": testAuthDomain, "UserPoolId": ref(pool),
		})
	})
	// … and a web client that signs in with Google by code flow and comes
	// back to the site's login page.
	check(t, func() {
		auth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolClient"), map[string]any{
			"SupportedIdentityProviders": []any{"COGNITO", "Google"},
			"AllowedOAuthFlows":          []any{"code"},
			"AllowedOAuthScopes":         assertions.Match_ArrayWith(&[]any{"openid", "email", "profile"}),
			"CallbackURLs":               []any{"https://" + testDomain + parts.SignInCallbackPath},
			"LogoutURLs":                 []any{"https://" + testDomain + parts.SignOutPath},
		})
	})
	// The plain deployment has none of it.
	for _, typ := range []string{"AWS::Cognito::UserPoolIdentityProvider", "AWS::Cognito::UserPoolDomain"} {
		if n := len(plainAuth.ofType(typ)); n != 0 {
			t.Errorf("plain deployment has %d %s", n, typ)
		}
	}
	check(t, func() {
		plainAuth.tpl.HasResourceProperties(jsii.String("AWS::Cognito::UserPoolClient"), map[string]any{
			"SupportedIdentityProviders":      []any{"COGNITO"},
			"AllowedOAuthFlowsUserPoolClient": false,
		})
	})
}
