package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
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
	AssetRoot string             // <function>/bootstrap per Lambda (make build)
	SiteRoot  string             // the built web app (make web)
	Functions []catalog.Function // nil: catalog.Functions()

	Mail   parts.MailProps
	LLM    parts.LLM
	Google *parts.GoogleSignIn // nil: no Google sign-in
	// AuthDomainPrefix gives the pool a Cognito domain (needed by Google).
	AuthDomainPrefix string
	DomainName       string // custom domain of the site; "" for CloudFront's
	CertificateARN   string
	AlarmEmail       string
	Limits           parts.Limits
	Logs             Logs
}

// Logs configures every log group and the functions' level.
type Logs struct {
	Retention awslogs.RetentionDays // "": one month
	Level     string                // "": INFO
}

// PitchPerfect is every stack of one deployment, in deployment order.
type PitchPerfect struct {
	Edge *EdgeStack
	Data *DataStack
	Auth *AuthStack
	API  *APIStack
	Web  *WebStack
}

// Stacks lists them in deployment order.
func (pp *PitchPerfect) Stacks() []awscdk.Stack {
	return []awscdk.Stack{pp.Edge.Stack, pp.Data.Stack, pp.Auth.Stack, pp.API.Stack, pp.Web.Stack}
}

// New declares the stacks of one deployment in scope (usually the app).
func New(scope constructs.Construct, p Props) *PitchPerfect {
	stackProps := func(what string) awscdk.StackProps {
		return awscdk.StackProps{
			Env:         p.Env,
			Description: jsii.String("PitchPerfect " + p.EnvName + ": " + what),
		}
	}
	// Report every missing build at once, before any construct needs one.
	fns := p.Functions
	if fns == nil {
		fns = catalog.Functions()
	}
	if err := parts.CheckAssets(p.AssetRoot, parts.FunctionNames(fns)); err != nil {
		panic(err.Error())
	}
	if err := parts.CheckSite(p.SiteRoot); err != nil {
		panic(err.Error())
	}
	pp := &PitchPerfect{}
	pp.Edge = NewEdgeStack(scope, p.Prefix+"-Edge", &EdgeStackProps{
		StackProps:       stackProps("CloudFront, site bucket and HTTP API"),
		DomainName:       p.DomainName,
		CertificateARN:   p.CertificateARN,
		AuthDomainPrefix: p.AuthDomainPrefix,
		CostlyPaths:      parts.CostlyPaths(fns),
	})
	pp.Data = NewDataStack(scope, p.Prefix+"-Data", &DataStackProps{
		StackProps: stackProps("tables, recordings bucket and e-mail identity"),
		SiteURL:    pp.Edge.Site.URL,
		Mail:       p.Mail,
	})
	pp.Auth = NewAuthStack(scope, p.Prefix+"-Auth", &AuthStackProps{
		StackProps: stackProps("Cognito user pool"),
		Users: parts.UserPoolProps{
			SiteURL:      pp.Edge.Site.URL,
			AssetRoot:    p.AssetRoot,
			Retention:    p.Logs.Retention,
			LogLevel:     p.Logs.Level,
			DomainPrefix: p.AuthDomainPrefix,
			Google:       p.Google,
		},
	})
	pp.API = NewAPIStack(scope, p.Prefix+"-Api", &APIStackProps{
		StackProps: stackProps("API stage and routes, functions, alarms and dashboard"),
		Edge:       pp.Edge,
		Data:       pp.Data,
		Auth:       pp.Auth,
		AssetRoot:  p.AssetRoot,
		Functions:  p.Functions,
		LLM:        p.LLM,
		Limits:     p.Limits,
		Logs:       p.Logs,
		AlarmEmail: p.AlarmEmail,
	})
	pp.Web = NewWebStack(scope, p.Prefix+"-Web", &WebStackProps{
		StackProps:  stackProps("web app files and config.json"),
		Edge:        pp.Edge,
		Auth:        pp.Auth,
		SiteRoot:    p.SiteRoot,
		LLMProvider: p.LLM.Provider,
		Logs:        p.Logs,
	})
	for _, s := range pp.Stacks() {
		awscdk.Tags_Of(s).Add(jsii.String("project"), jsii.String("PitchPerfect"), nil)
		awscdk.Tags_Of(s).Add(jsii.String("environment"), jsii.String(p.EnvName), nil)
	}
	return pp
}
