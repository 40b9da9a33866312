package parts

import (
	"fmt"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2authorizers"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2integrations"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// APIProps configures the HTTP API and its functions.
type APIProps struct {
	// Functions to deploy; nil means catalog.Functions().
	Functions []catalog.Function
	// AssetRoot is the folder with one <Name>/bootstrap per function.
	AssetRoot string
	Tables    *Tables
	Users     *UserPool
	// LogRetention for every function's log group; empty means one month.
	LogRetention awslogs.RetentionDays
}

// API is the HTTP API with one Lambda per catalog function.
type API struct {
	Scope     constructs.Construct // not embedded, see Tables
	HTTP      awsapigatewayv2.HttpApi
	Functions map[string]awslambda.Function // by catalog name
}

// NewAPI declares the HTTP API, a Cognito JWT authorizer, and every catalog
// function with its routes and schedule. It is driven entirely by the
// catalog: adding a function there adds it here, with no code in this file.
func NewAPI(scope constructs.Construct, id string, p *APIProps) *API {
	fns := p.Functions
	if fns == nil {
		fns = catalog.Functions()
	}
	if err := CheckAssets(p.AssetRoot, fns); err != nil {
		panic(err.Error())
	}
	if err := checkRoutes(fns); err != nil {
		panic(err.Error())
	}
	retention := p.LogRetention
	if retention == "" {
		retention = awslogs.RetentionDays_ONE_MONTH
	}

	c := constructs.NewConstruct(scope, jsii.String(id))
	api := &API{
		Scope: c,
		HTTP: awsapigatewayv2.NewHttpApi(c, jsii.String("Http"), &awsapigatewayv2.HttpApiProps{
			Description: jsii.String("PitchPerfect API"),
		}),
		Functions: map[string]awslambda.Function{},
	}
	// Cognito access tokens carry the client id, ID tokens carry it as aud;
	// API Gateway accepts either against this audience.
	jwt := awsapigatewayv2authorizers.NewHttpJwtAuthorizer(jsii.String("CognitoJwt"), p.Users.Issuer(),
		&awsapigatewayv2authorizers.HttpJwtAuthorizerProps{
			JwtAudience: &[]*string{p.Users.Client.UserPoolClientId()},
		})
	deps := functionDeps{assetRoot: p.AssetRoot, tables: p.Tables, users: p.Users, logRetention: retention}

	for _, fn := range fns {
		lambda := newFunction(c, fn, deps)
		api.Functions[fn.Name] = lambda
		if len(fn.Routes) == 0 {
			continue
		}
		// One integration per function, shared by all of its routes.
		integration := awsapigatewayv2integrations.NewHttpLambdaIntegration(
			jsii.String(pascal(fn.Name)+"Integration"), lambda, nil)
		for _, r := range fn.Routes {
			var auth awsapigatewayv2.IHttpRouteAuthorizer = jwt
			if !r.Auth {
				// Explicit, so a default authorizer added later cannot
				// silently lock public routes such as /api/health.
				auth = awsapigatewayv2.NewHttpNoneAuthorizer()
			}
			api.HTTP.AddRoutes(&awsapigatewayv2.AddRoutesOptions{
				Path:        jsii.String(r.Path),
				Methods:     &[]awsapigatewayv2.HttpMethod{awsapigatewayv2.HttpMethod(r.Method)},
				Integration: integration,
				Authorizer:  auth,
			})
		}
	}
	return api
}

// checkRoutes rejects what API Gateway would reject at deploy time, so the
// mistake shows at synth: unknown methods and one route served twice.
func checkRoutes(fns []catalog.Function) error {
	methods := map[string]bool{"ANY": true, "DELETE": true, "GET": true, "HEAD": true,
		"OPTIONS": true, "PATCH": true, "POST": true, "PUT": true}
	owner := map[string]string{}
	for _, fn := range fns {
		for _, r := range fn.Routes {
			if !methods[r.Method] {
				return fmt.Errorf("function %s: route %s %s: unknown method", fn.Name, r.Method, r.Path)
			}
			if !strings.HasPrefix(r.Path, "/") {
				return fmt.Errorf("function %s: route %s %s: path must start with /", fn.Name, r.Method, r.Path)
			}
			key := r.Method + " " + r.Path
			if prev, ok := owner[key]; ok {
				return fmt.Errorf("route %s is served by both %s and %s", key, prev, fn.Name)
			}
			owner[key] = fn.Name
		}
	}
	return nil
}
