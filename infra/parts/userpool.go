package parts

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscognito"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// AdminGroup is the Cognito group whose members the functions treat as
// administrators (the `cognito:groups` claim). The name is part of the
// contract with the code, so it is fixed rather than generated.
const AdminGroup = "admin"

// Where Google sign-in returns to, on the site (the web app's Amplify
// configuration uses the same paths).
const (
	SignInCallbackPath = "/login"
	SignOutPath        = "/"
)

// UserPoolProps configures the pool.
type UserPoolProps struct {
	// SiteURL is the site's origin (https://<domain>): sign-up e-mails link
	// there, and Google sign-in returns there.
	SiteURL *string
	// AssetRoot holds the custom-message trigger's <name>/bootstrap (the
	// catalog's standalone function with that trigger).
	AssetRoot string
	Retention awslogs.RetentionDays
	LogLevel  string
	// DomainPrefix gives the pool a Cognito domain
	// (<prefix>.auth.<region>.amazoncognito.com); Google sign-in needs one.
	DomainPrefix string
	// Google enables "Sign in with Google"; nil leaves it off.
	Google *GoogleSignIn
}

// GoogleSignIn is a Google OAuth client. Its secret stays in Secrets Manager:
// the template holds only a dynamic reference, resolved by CloudFormation.
type GoogleSignIn struct {
	ClientID   string
	SecretName string
}

// UserPool is the Cognito user pool and the web app's client.
type UserPool struct {
	Scope   constructs.Construct // not embedded, see Tables
	Pool    awscognito.UserPool
	Client  awscognito.UserPoolClient
	Message awslambda.Function // the custom-message trigger
	// MessageName is the trigger's catalog name (catalog.EmailLinkMessage).
	MessageName string
	Domain      awscognito.UserPoolDomain // nil without DomainPrefix
	Google      bool
}

// NewUserPool declares the pool the SPA signs users into. Users sign up with
// their e-mail, which Cognito verifies by a link (see package emaillink);
// the password rules are the spec's (at least 6 characters, upper, lower and
// a digit); the web client has no secret because a browser cannot keep one.
func NewUserPool(scope constructs.Construct, id string, p *UserPoolProps) *UserPool {
	if p == nil || p.SiteURL == nil {
		panic("parts: the user pool needs the site's URL for its e-mail links")
	}
	if p.Google != nil && p.DomainPrefix == "" {
		panic("parts: Google sign-in needs a Cognito domain prefix")
	}
	c := constructs.NewConstruct(scope, jsii.String(id))
	messageName, message := newCustomMessageTrigger(c, p)
	optional := func() *awscognito.StandardAttribute {
		return &awscognito.StandardAttribute{Required: jsii.Bool(false), Mutable: jsii.Bool(true)}
	}
	pool := awscognito.NewUserPool(c, jsii.String("Pool"), &awscognito.UserPoolProps{
		// Lite: sign-up, sign-in, federation and the hosted pages; the
		// cheapest plan (free up to 10,000 monthly active users).
		FeaturePlan:         awscognito.FeaturePlan_LITE,
		SignInAliases:       &awscognito.SignInAliases{Email: jsii.Bool(true)},
		SignInCaseSensitive: jsii.Bool(false),
		SelfSignUpEnabled:   jsii.Bool(true),
		AutoVerify:          &awscognito.AutoVerifiedAttrs{Email: jsii.Bool(true)},
		StandardAttributes: &awscognito.StandardAttributes{
			Email:      &awscognito.StandardAttribute{Required: jsii.Bool(true), Mutable: jsii.Bool(true)},
			Fullname:   optional(), // the sign-up form's full name
			GivenName:  optional(),
			FamilyName: optional(),
		},
		PasswordPolicy: &awscognito.PasswordPolicy{
			MinLength:        jsii.Number(6),
			RequireUppercase: jsii.Bool(true),
			RequireLowercase: jsii.Bool(true),
			RequireDigits:    jsii.Bool(true),
			RequireSymbols:   jsii.Bool(false),
		},
		AccountRecovery: awscognito.AccountRecovery_EMAIL_ONLY,
		// Users may add an authenticator app (TOTP); Cognito challenges
		// only those who did, so sign-in without MFA works as before.
		Mfa:             awscognito.Mfa_OPTIONAL,
		MfaSecondFactor: &awscognito.MfaSecondFactor{Otp: jsii.Bool(true), Sms: jsii.Bool(false)},
		// The trigger rewrites the sign-up and resend messages into a link
		// (plus the code, which the sign-up form still takes).
		LambdaTriggers: &awscognito.UserPoolTriggers{CustomMessage: message},
		// The pool holds every account: losing it locks everyone out.
		DeletionProtection: jsii.Bool(true),
		RemovalPolicy:      awscdk.RemovalPolicy_RETAIN,
	})
	suppress(pool, "COG1", "The password rules are the product specification's (at least 6 characters with upper and lower case and a digit), "+
		"which the web app's sign-up form checks as well; changing them is a product decision.")
	suppress(pool, "COG2", "MFA is offered, not required (OPTIONAL with authenticator apps): requiring it would put every salesperson "+
		"through enrolment before a first practice, for an account that holds practice pitches and credits, not payment data.")
	suppress(pool, "COG8", "The Lite plan: Plus (threat protection) costs per monthly active user from the first one; "+
		"sign-up, sign-in and abuse are guarded by the API's limits and the site's firewall.")
	awscognito.NewCfnUserPoolGroup(c, jsii.String("AdminGroup"), &awscognito.CfnUserPoolGroupProps{
		UserPoolId:  pool.UserPoolId(),
		GroupName:   jsii.String(AdminGroup),
		Description: jsii.String("PitchPerfect administrators"),
	})

	u := &UserPool{Scope: c, Pool: pool, Message: message, MessageName: messageName, Google: p.Google != nil}
	if p.DomainPrefix != "" {
		u.Domain = pool.AddDomain(jsii.String("Domain"), &awscognito.UserPoolDomainOptions{
			CognitoDomain: &awscognito.CognitoDomainOptions{DomainPrefix: jsii.String(p.DomainPrefix)},
		})
	}
	providers := []awscognito.UserPoolClientIdentityProvider{awscognito.UserPoolClientIdentityProvider_COGNITO()}
	var google awscognito.UserPoolIdentityProviderGoogle
	if p.Google != nil {
		google = awscognito.NewUserPoolIdentityProviderGoogle(c, jsii.String("Google"), &awscognito.UserPoolIdentityProviderGoogleProps{
			UserPool:          pool,
			ClientId:          jsii.String(p.Google.ClientID),
			ClientSecretValue: awscdk.SecretValue_SecretsManager(jsii.String(p.Google.SecretName), nil),
			Scopes:            &[]*string{jsii.String("openid"), jsii.String("email"), jsii.String("profile")},
			AttributeMapping: &awscognito.AttributeMapping{
				Email:      awscognito.ProviderAttribute_GOOGLE_EMAIL(),
				Fullname:   awscognito.ProviderAttribute_GOOGLE_NAME(),
				GivenName:  awscognito.ProviderAttribute_GOOGLE_GIVEN_NAME(),
				FamilyName: awscognito.ProviderAttribute_GOOGLE_FAMILY_NAME(),
			},
		})
		providers = append(providers, awscognito.UserPoolClientIdentityProvider_GOOGLE())
	}

	client := &awscognito.UserPoolClientOptions{
		AuthFlows: &awscognito.AuthFlow{
			UserPassword: jsii.Bool(true), // Amplify with authFlowType USER_PASSWORD_AUTH
			UserSrp:      jsii.Bool(true),
		},
		GenerateSecret:             jsii.Bool(false),
		PreventUserExistenceErrors: jsii.Bool(true),
		EnableTokenRevocation:      jsii.Bool(true),
		SupportedIdentityProviders: &providers,
	}
	if p.Google != nil {
		// Google sign-in: the authorization-code flow (PKCE) through the
		// Cognito domain, back to the site's login page.
		client.OAuth = &awscognito.OAuthSettings{
			Flows:        &awscognito.OAuthFlows{AuthorizationCodeGrant: jsii.Bool(true)},
			Scopes:       &[]awscognito.OAuthScope{awscognito.OAuthScope_OPENID(), awscognito.OAuthScope_EMAIL(), awscognito.OAuthScope_PROFILE()},
			CallbackUrls: &[]*string{awscdk.Fn_Join(jsii.String(""), &[]*string{p.SiteURL, jsii.String(SignInCallbackPath)})},
			LogoutUrls:   &[]*string{awscdk.Fn_Join(jsii.String(""), &[]*string{p.SiteURL, jsii.String(SignOutPath)})},
		}
	} else {
		// Sign-in happens in the SPA, not in a hosted UI: no OAuth flows.
		client.DisableOAuth = jsii.Bool(true)
	}
	u.Client = pool.AddClient(jsii.String("WebClient"), client)
	if google != nil {
		// The client names Google, so the provider must exist first.
		u.Client.Node().AddDependency(google)
	}
	return u
}

// Issuer is the token issuer the API's JWT authorizer trusts.
func (u *UserPool) Issuer() *string { return u.Pool.UserPoolProviderUrl() }

// OAuthDomain is the Cognito domain's host name, or nil without a domain.
func (u *UserPool) OAuthDomain() *string {
	if u.Domain == nil {
		return nil
	}
	return CognitoDomainHost(u.Domain.DomainName(), awscdk.Stack_Of(u.Scope).Region())
}

// CognitoDomainHost is the host of a Cognito prefix domain.
func CognitoDomainHost(prefix, region *string) *string {
	return awscdk.Fn_Join(jsii.String(""), &[]*string{prefix, jsii.String(".auth."), region, jsii.String(".amazoncognito.com")})
}
