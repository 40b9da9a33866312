package parts

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2authorizers"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2integrations"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// NewGateway declares the HTTP API itself: no stage, no routes. It is
// declared apart from them (in the edge stack, with CloudFront) so the
// site's address exists before the stacks that need it (bucket CORS, sign-up
// links, Google callbacks); NewAPI adds the stage, routes and functions.
func NewGateway(scope constructs.Construct, id string) awsapigatewayv2.HttpApi {
	return awsapigatewayv2.NewHttpApi(scope, jsii.String(id), &awsapigatewayv2.HttpApiProps{
		Description:        jsii.String("PitchPerfect API (served under /api on the site)"),
		CreateDefaultStage: jsii.Bool(false),
	})
}

// Limits protect the account from floods and runaway bills.
type Limits struct {
	// Rate (requests per second) and Burst for the whole API.
	Rate  float64
	Burst int
	// CostlyRate and CostlyBurst apply to each route whose function calls
	// a paid service (an LLM, e-mail) and to the e-mail confirmation link.
	CostlyRate  float64
	CostlyBurst int
	// ReservedConcurrency per function; 0 reserves none.
	ReservedConcurrency int
}

// DefaultLimits apply when APIProps.Limits leaves a rate at zero (a zero
// rate would refuse every request).
var DefaultLimits = Limits{Rate: 50, Burst: 100, CostlyRate: 5, CostlyBurst: 10}

// APIProps configures the HTTP API's stage, routes and functions.
type APIProps struct {
	// Gateway is the HTTP API from NewGateway (possibly in another stack).
	Gateway awsapigatewayv2.IHttpApi
	// Functions to deploy; nil means catalog.Functions().
	Functions []catalog.Function
	// AssetRoot is the folder with one <name>/bootstrap per function.
	AssetRoot string
	Tables    *Tables
	Users     *UserPool
	Mail      *Mail
	LLM       LLM
	// Recordings is the recordings bucket, for the functions that
	// transcribe or handle call recordings (and the events of those that
	// take its notifications); may be nil when there are none.
	Recordings awss3.IBucket
	// OriginSecret is the site's (Site.OriginSecret): the HTTP functions
	// get its value as ORIGIN_VERIFY_SECRET. Nil leaves them without one,
	// serving whatever reaches them.
	OriginSecret awssecretsmanager.ISecret
	Limits       Limits
	// LogRetention for every log group; empty means one month.
	LogRetention awslogs.RetentionDays
	LogLevel     string // the functions' LOG_LEVEL; empty means INFO
}

// API is the HTTP API's stage and routes with one Lambda per function.
type API struct {
	Scope constructs.Construct // not embedded, see Tables
	// HTTP is the gateway as this construct's stack sees it.
	HTTP      awsapigatewayv2.IHttpApi
	Stage     awsapigatewayv2.HttpStage
	Functions map[string]awslambda.Function // by name: the catalog's, but for the user pool's triggers
	// CostlyRoutes are the route keys ("POST /api/…") with tighter limits.
	CostlyRoutes []string
	AccessLogs   awslogs.LogGroup
	// Guardrail screens the LLM functions' input; nil unless the provider
	// is Bedrock.
	Guardrail *Guardrail
}

// NewAPI declares the $default stage, a Cognito JWT authorizer, every catalog
// function with its routes and schedule, and the catalog's standalone
// functions with routes (the e-mail confirmation link). It is driven by the catalog: adding a function there adds it
// here, with no code in this file.
func NewAPI(scope constructs.Construct, id string, p *APIProps) *API {
	fns := p.Functions
	if fns == nil {
		fns = catalog.Functions()
	}
	if err := CheckAssets(p.AssetRoot, FunctionNames(fns)); err != nil {
		panic(err.Error())
	}
	if err := checkRoutes(fns); err != nil {
		panic(err.Error())
	}
	if p.Mail == nil {
		panic("parts: the API needs the mail sender (SES_FROM)")
	}
	retention := p.LogRetention
	if retention == "" {
		retention = DefaultLogRetention
	}
	logLevel := p.LogLevel
	if logLevel == "" {
		logLevel = "INFO"
	}
	limits := p.Limits
	if limits.Rate == 0 {
		limits.Rate, limits.Burst = DefaultLimits.Rate, DefaultLimits.Burst
	}
	if limits.CostlyRate == 0 {
		limits.CostlyRate, limits.CostlyBurst = DefaultLimits.CostlyRate, DefaultLimits.CostlyBurst
	}
	llm := p.LLM
	if llm.Provider == "" {
		llm.Provider = "builtin"
	}

	c := constructs.NewConstruct(scope, jsii.String(id))
	// Routes and authorizer belong to this stack: working on an imported
	// reference keeps the CDK from placing them beside the gateway.
	httpAPI := awsapigatewayv2.HttpApi_FromHttpApiAttributes(c, jsii.String("Gateway"), &awsapigatewayv2.HttpApiAttributes{
		HttpApiId:   p.Gateway.ApiId(),
		ApiEndpoint: p.Gateway.ApiEndpoint(),
	})
	api := &API{Scope: c, HTTP: httpAPI, Functions: map[string]awslambda.Function{}}
	if llm.Provider == "bedrock" {
		api.Guardrail = newGuardrail(c, "Guardrail")
	}

	// Cognito access tokens carry the client id, ID tokens carry it as aud;
	// API Gateway accepts either against this audience.
	jwt := awsapigatewayv2authorizers.NewHttpJwtAuthorizer(jsii.String("CognitoJwt"), p.Users.Issuer(),
		&awsapigatewayv2authorizers.HttpJwtAuthorizerProps{
			JwtAudience: &[]*string{p.Users.Client.UserPoolClientId()},
		})
	deps := functionDeps{
		assetRoot: p.AssetRoot, tables: p.Tables, users: p.Users, mail: p.Mail, llm: llm, guard: api.Guardrail,
		recordings: p.Recordings, origin: p.OriginSecret, retention: retention, logLevel: logLevel,
		reserved: limits.ReservedConcurrency,
	}

	var routes []constructs.IDependable
	addRoute := func(integration awsapigatewayv2.HttpRouteIntegration, r catalog.Route, costly bool) {
		var auth awsapigatewayv2.IHttpRouteAuthorizer = jwt
		if !r.Auth {
			// Explicit, so a default authorizer added later cannot
			// silently lock public routes such as /api/health.
			auth = awsapigatewayv2.NewHttpNoneAuthorizer()
		}
		route := awsapigatewayv2.NewHttpRoute(c, jsii.String(routeID(r)), &awsapigatewayv2.HttpRouteProps{
			HttpApi:     httpAPI,
			RouteKey:    awsapigatewayv2.HttpRouteKey_With(jsii.String(r.Path), awsapigatewayv2.HttpMethod(r.Method)),
			Integration: integration,
			Authorizer:  auth,
		})
		if !r.Auth {
			suppress(route, "APIG4", publicReason(r))
		}
		routes = append(routes, route)
		if costly {
			api.CostlyRoutes = append(api.CostlyRoutes, r.Method+" "+r.Path)
		}
	}
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
			addRoute(integration, r, costly(fn))
		}
	}

	// The catalog's standalone functions that serve links (the sign-up
	// e-mail's); its triggers live with the user pool.
	for _, fn := range catalog.Standalone() {
		if len(fn.Routes) == 0 {
			continue
		}
		lambda := newLinkFunction(c, fn, deps)
		api.Functions[fn.Name] = lambda
		integration := awsapigatewayv2integrations.NewHttpLambdaIntegration(
			jsii.String(pascal(fn.Name)+"Integration"), lambda, nil)
		for _, r := range fn.Routes {
			addRoute(integration, r, true)
		}
	}

	api.AccessLogs = awslogs.NewLogGroup(c, jsii.String("AccessLogs"), &awslogs.LogGroupProps{Retention: retention})
	api.Stage = awsapigatewayv2.NewHttpStage(c, jsii.String("DefaultStage"), &awsapigatewayv2.HttpStageProps{
		HttpApi:    httpAPI,
		StageName:  jsii.String("$default"),
		AutoDeploy: jsii.Bool(true),
		Throttle: &awsapigatewayv2.ThrottleSettings{
			RateLimit:  jsii.Number(limits.Rate),
			BurstLimit: jsii.Number(float64(limits.Burst)),
		},
	})
	cfn := api.Stage.Node().DefaultChild().(awsapigatewayv2.CfnStage)
	cfn.SetAccessLogSettings(&awsapigatewayv2.CfnStage_AccessLogSettingsProperty{
		DestinationArn: api.AccessLogs.LogGroupArn(),
		Format:         jsii.String(AccessLogFormat),
	})
	routeSettings := map[string]any{}
	for _, key := range api.CostlyRoutes {
		routeSettings[key] = map[string]any{
			"ThrottlingRateLimit":  limits.CostlyRate,
			"ThrottlingBurstLimit": limits.CostlyBurst,
		}
	}
	cfn.AddPropertyOverride(jsii.String("RouteSettings"), routeSettings)
	// Route settings name routes, which must exist first.
	api.Stage.Node().AddDependency(routes...)
	return api
}

// publicReason says why a route without the JWT authorizer is public.
func publicReason(r catalog.Route) string {
	key := r.Method + " " + r.Path
	switch {
	case r.Link:
		return key + " is the sign-up e-mail's confirmation link, opened before the user can sign in; the one-time code in it is what Cognito checks."
	case r.OptionalAuth:
		return key + " is public on purpose (shared/catalog: OptionalAuth): it serves visitors who have not signed in, the function verifies " +
			"a bearer token when one is sent, and callers are rate limited per address (the function and the site's firewall)."
	default:
		return key + " is public on purpose (shared/catalog: no Auth): the web app reads it before anyone signs in, and it holds nothing private."
	}
}

// AccessLogFormat is one JSON line per request in the API's access log,
// with the request id the functions log too.
var AccessLogFormat = func() string {
	fields := []string{
		`"requestId":"$context.requestId"`,
		`"ip":"$context.identity.sourceIp"`,
		`"requestTime":"$context.requestTime"`,
		`"routeKey":"$context.routeKey"`,
		`"status":"$context.status"`,
		`"responseLength":"$context.responseLength"`,
		`"latencyMs":"$context.responseLatency"`,
		`"integrationStatus":"$context.integrationStatus"`,
		`"integrationLatencyMs":"$context.integrationLatency"`,
		`"integrationError":"$context.integrationErrorMessage"`,
		`"authorizerError":"$context.authorizer.error"`,
		`"userAgent":"$context.identity.userAgent"`,
	}
	return "{" + strings.Join(fields, ",") + "}"
}()

var nonWord = regexp.MustCompile(`[^A-Za-z0-9]+`)

// routeID is a stable construct id for a route: "GETApiPracticeSessionsId".
func routeID(r catalog.Route) string {
	return r.Method + pascal(strings.ToLower(nonWord.ReplaceAllString(r.Path, "-")))
}

// checkRoutes rejects what API Gateway would reject at deploy time, so the
// mistake shows at synth: unknown methods and one route served twice.
func checkRoutes(fns []catalog.Function) error {
	methods := map[string]bool{"ANY": true, "DELETE": true, "GET": true, "HEAD": true,
		"OPTIONS": true, "PATCH": true, "POST": true, "PUT": true}
	owner := map[string]string{}
	ids := map[string]string{}
	for _, fn := range append(slices.Clip(fns), catalog.Standalone()...) {
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
			if prev, ok := ids[routeID(r)]; ok {
				return fmt.Errorf("routes %s and %s would share the construct id %s", prev, key, routeID(r))
			}
			ids[routeID(r)] = key
		}
	}
	return nil
}
