package stacks_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/emaillink"
)

// functionID is the logical id of a function's Lambda in the API stack.
func functionID(t *testing.T, name string) string {
	t.Helper()
	lambda, ok := deployment.API.API.Functions[name]
	if !ok {
		t.Fatalf("no Lambda for function %s", name)
	}
	return api.logicalID(t, lambda.FunctionName())
}

func TestEveryGoFunctionIsArm64OnProvidedAL2023(t *testing.T) {
	// GIVEN the catalog's functions, the standalone ones among them
	want := len(parts.FunctionNames(catalog.Functions()))
	// WHEN every stack is synthesized
	// THEN the API stack has one Lambda per catalog function plus the
	// e-mail link's, all running the make-built bootstrap on arm64 under
	// provided.al2023 (besides the CDK's bucket-notification handler,
	// which writes the recordings bucket's notification at deploy time) …
	ours := 0
	for id, r := range api.ofType("AWS::Lambda::Function") {
		if strings.HasPrefix(id, "BucketNotificationsHandler") {
			continue
		}
		ours++
		if p := props(r); p["Runtime"] != "provided.al2023" || !equalJSON(p["Architectures"], []any{"arm64"}) || p["Handler"] != parts.Handler {
			t.Errorf("%s: %v on %v with handler %v", id, p["Runtime"], p["Architectures"], p["Handler"])
		}
	}
	if ours != len(catalog.Functions())+1 {
		t.Errorf("%d Lambdas of ours in the API stack, want %d", ours, len(catalog.Functions())+1)
	}
	// … and across all stacks, every Lambda with our handler does too (the
	// others are the CDK's own helpers: bucket deployment, auto-delete).
	got := 0
	for name, s := range byName {
		if !strings.HasPrefix(name, "Test-") {
			continue
		}
		for id, r := range s.ofType("AWS::Lambda::Function") {
			p := props(r)
			if p["Handler"] != parts.Handler {
				continue
			}
			got++
			if p["Runtime"] != "provided.al2023" || !equalJSON(p["Architectures"], []any{"arm64"}) {
				t.Errorf("%s/%s: runtime %v on %v, want provided.al2023 on arm64", name, id, p["Runtime"], p["Architectures"])
			}
		}
	}
	if got != want {
		t.Errorf("found %d Go functions, want %d (catalog.All)", got, want)
	}
}

func TestEveryFunctionLogsJSONToItsOwnExpiringLogGroup(t *testing.T) {
	for _, s := range []*synthesized{api, auth} {
		for id, r := range s.ofType("AWS::Lambda::Function") {
			t.Run(id, func(t *testing.T) {
				p := props(r)
				logging, _ := p["LoggingConfig"].(map[string]any)
				if logging["LogFormat"] != "JSON" {
					t.Errorf("LogFormat = %v, want JSON", logging["LogFormat"])
				}
				groupRef, _ := logging["LogGroup"].(map[string]any)
				group := s.resource(t, fmt.Sprint(groupRef["Ref"]))
				if group["Type"] != "AWS::Logs::LogGroup" {
					t.Fatalf("LoggingConfig.LogGroup = %v, want a log group in this stack", groupRef)
				}
				if days, _ := props(group)["RetentionInDays"].(float64); days != 14 {
					t.Errorf("log group RetentionInDays = %v, want the configured 14", props(group)["RetentionInDays"])
				}
			})
		}
	}
}

func TestFunctionsAreToldWhatTheyUse(t *testing.T) {
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	client := auth.logicalID(t, deployment.Auth.Users.Client.UserPoolClientId())
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function and the tables it uses
			want := map[string]any{
				parts.EnvUserPoolID:       ref(pool),
				parts.EnvUserPoolClientID: ref(client),
				parts.EnvCognitoIssuer:    getAtt(pool, "ProviderURL"),
				parts.EnvLLMProvider:      "bedrock",
				parts.EnvBedrockModelID:   testModel,
				parts.EnvLogLevel:         "INFO",
				parts.EnvGoogleEnabled:    "true",
				parts.EnvSTTProvider:      "transcribe",
				parts.EnvTTSProvider:      "polly",
			}
			// … the recordings bucket, if it transcribes (Transcribe keeps
			// the audio there) or handles call recordings …
			if fn.Speech.STT || len(fn.Files) > 0 {
				want[parts.EnvRecordingsBucket] = ref(data.logicalID(t, deployment.Data.Recordings.BucketName()))
			}
			for _, a := range fn.Tables {
				want[a.Table.EnvVar] = ref(data.logicalID(t, deployment.Data.Tables.Table(a.Table).TableName()))
			}
			// … the guardrail's id and published version, if it may call
			// the model …
			if fn.LLM {
				want[parts.EnvBedrockGuardrailID] = getAtt(onlyOf(t, api, "AWS::Bedrock::Guardrail"), "GuardrailId")
				want[parts.EnvBedrockGuardrailVersion] = getAtt(onlyOf(t, api, "AWS::Bedrock::GuardrailVersion"), "Version")
			}
			// … and the sender and the site its links point to, if it
			// sends e-mail
			if fn.SES {
				want[parts.EnvSESFrom] = testSender
				want[parts.EnvSiteURL] = "https://" + testDomain
			}
			// WHEN the API stack is synthesized
			vars := environment(t, api, functionID(t, fn.Name))
			// THEN its environment names exactly those resources, plus the
			// Cognito domain for Google sign-in …
			oauth := follow(vars[parts.EnvOAuthDomain])
			if s := toJSON(oauth); !strings.Contains(s, ".amazoncognito.com") || !strings.Contains(s, "UsersPoolDomain") {
				t.Errorf("%s = %s, want the pool domain's host", parts.EnvOAuthDomain, s)
			}
			delete(vars, parts.EnvOAuthDomain)
			got := map[string]any{}
			for k, v := range vars {
				// … and the origin secret, which
				// TestHTTPFunctionsGetTheOriginSecret checks …
				if k != parts.EnvOriginSecret {
					got[k] = follow(v)
				}
			}
			if !equalJSON(got, want) {
				t.Errorf("environment = %s\nwant %s", toJSON(got), toJSON(want))
			}
		})
	}
	// The plain deployment names no model and no Google.
	for _, fn := range catalog.Functions() {
		vars := environment(t, plainAPI, plainAPI.logicalID(t, plain.API.API.Functions[fn.Name].FunctionName()))
		if vars[parts.EnvLLMProvider] != "builtin" {
			t.Errorf("plain %s: LLM_PROVIDER = %v, want builtin", fn.Name, vars[parts.EnvLLMProvider])
		}
		if vars[parts.EnvSTTProvider] != "transcribe" || vars[parts.EnvTTSProvider] != "polly" {
			t.Errorf("plain %s: speech providers %v and %v, want transcribe and polly", fn.Name, vars[parts.EnvSTTProvider], vars[parts.EnvTTSProvider])
		}
		for _, k := range []string{parts.EnvBedrockModelID, parts.EnvBedrockGuardrailID, parts.EnvBedrockGuardrailVersion, parts.EnvGoogleEnabled, parts.EnvOAuthDomain} {
			if _, ok := vars[k]; ok {
				t.Errorf("plain %s: %s is set", fn.Name, k)
			}
		}
	}
}

func TestRoutesFollowTheCatalog(t *testing.T) {
	// GIVEN the catalog's routes, the e-mail link's among them
	fns := catalog.All()
	total := 0
	for _, fn := range fns {
		total += len(fn.Routes)
	}
	// WHEN the API stack is synthesized
	routes := map[string]map[string]any{} // by route key, e.g. "GET /api/health"
	for _, r := range api.ofType("AWS::ApiGatewayV2::Route") {
		routes[fmt.Sprint(props(r)["RouteKey"])] = props(r)
	}
	authorizers := api.ofType("AWS::ApiGatewayV2::Authorizer")
	if len(authorizers) != 1 {
		t.Fatalf("found %d authorizers, want 1", len(authorizers))
	}
	var jwt string
	for id := range authorizers {
		jwt = id
	}

	// THEN the API has exactly those routes, each sent to its function, with
	// the JWT authorizer on Auth routes and no authorizer on public ones
	// (OptionalAuth routes are public at API Gateway: the function checks a
	// token if one is sent).
	if len(routes) != total {
		t.Errorf("API has %d routes, want %d: %v", len(routes), total, sortedKeys(routes))
	}
	type owned struct {
		fn string
		r  catalog.Route
	}
	var all []owned
	for _, fn := range fns {
		for _, r := range fn.Routes {
			all = append(all, owned{fn.Name, r})
		}
	}
	for _, o := range all {
		key := o.r.Method + " " + o.r.Path
		t.Run(key, func(t *testing.T) {
			route, ok := routes[key]
			if !ok {
				t.Fatalf("no route %q", key)
			}
			if o.r.Auth {
				if route["AuthorizationType"] != "JWT" || !equalJSON(route["AuthorizerId"], ref(jwt)) {
					t.Errorf("auth = %v %v, want JWT with %s", route["AuthorizationType"], route["AuthorizerId"], jwt)
				}
			} else if route["AuthorizationType"] != "NONE" || route["AuthorizerId"] != nil {
				t.Errorf("auth = %v %v, want NONE", route["AuthorizationType"], route["AuthorizerId"])
			}
			if got, want := integrationTarget(t, route), getAtt(functionID(t, o.fn), "Arn"); !equalJSON(got, want) {
				t.Errorf("route invokes %s, want %s", toJSON(got), toJSON(want))
			}
			// Routes belong to the gateway in the edge stack.
			if got, want := follow(route["ApiId"]), ref(edge.logicalID(t, deployment.Edge.Gateway.ApiId())); !equalJSON(got, want) {
				t.Errorf("ApiId = %s, want %s", toJSON(got), toJSON(want))
			}
		})
	}
}

func TestJwtAuthorizerTrustsOnlyTheUserPool(t *testing.T) {
	// GIVEN the auth stack's pool and web client
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	client := auth.logicalID(t, deployment.Auth.Users.Client.UserPoolClientId())
	// WHEN the API stack is synthesized
	for id, a := range api.ofType("AWS::ApiGatewayV2::Authorizer") {
		p := props(a)
		cfg, _ := p["JwtConfiguration"].(map[string]any)
		audience, _ := cfg["Audience"].([]any)
		// THEN its authorizer accepts tokens from that pool for that client only.
		if p["AuthorizerType"] != "JWT" {
			t.Errorf("%s: AuthorizerType = %v, want JWT", id, p["AuthorizerType"])
		}
		if got := follow(cfg["Issuer"]); !equalJSON(got, getAtt(pool, "ProviderURL")) {
			t.Errorf("%s: Issuer = %s, want the pool's provider URL", id, toJSON(got))
		}
		if len(audience) != 1 || !equalJSON(follow(audience[0]), ref(client)) {
			t.Errorf("%s: Audience = %s, want only the web client", id, toJSON(audience))
		}
	}
}

func TestTheStageThrottlesAndLogsEveryRequest(t *testing.T) {
	// GIVEN the configured limits and the routes that call paid services
	costly := []string{parts.ConfirmRoute.Method + " " + parts.ConfirmRoute.Path}
	for _, fn := range catalog.Functions() {
		for _, r := range fn.Routes {
			if fn.LLM || fn.SES || fn.Speech.STT || fn.Speech.TTS {
				costly = append(costly, r.Method+" "+r.Path)
			}
		}
	}
	// WHEN the API stack is synthesized
	stages := api.ofType("AWS::ApiGatewayV2::Stage")
	if len(stages) != 1 {
		t.Fatalf("found %d stages, want 1", len(stages))
	}
	for id, st := range stages {
		p := props(st)
		// THEN the one $default stage deploys itself, throttles the whole API …
		if p["StageName"] != "$default" || p["AutoDeploy"] != true {
			t.Errorf("%s: stage %v auto-deploy %v, want $default, true", id, p["StageName"], p["AutoDeploy"])
		}
		want := map[string]any{"ThrottlingBurstLimit": float64(testLimits.Burst), "ThrottlingRateLimit": testLimits.Rate}
		if !equalJSON(p["DefaultRouteSettings"], want) {
			t.Errorf("DefaultRouteSettings = %s, want %s", toJSON(p["DefaultRouteSettings"]), toJSON(want))
		}
		// … each costly route harder …
		settings, _ := p["RouteSettings"].(map[string]any)
		if len(settings) != len(costly) {
			t.Errorf("RouteSettings for %v, want %v", sortedKeys(settings), costly)
		}
		for _, key := range costly {
			want := map[string]any{"ThrottlingBurstLimit": float64(testLimits.CostlyBurst), "ThrottlingRateLimit": testLimits.CostlyRate}
			if !equalJSON(settings[key], want) {
				t.Errorf("RouteSettings[%s] = %s, want %s", key, toJSON(settings[key]), toJSON(want))
			}
		}
		// … after the routes it names exist …
		deps := toStrings(st["DependsOn"])
		for rid := range api.ofType("AWS::ApiGatewayV2::Route") {
			if !anyOf(deps, rid) {
				t.Errorf("stage does not depend on route %s", rid)
			}
		}
		// … and writes a JSON access log line with the request id.
		logs, _ := p["AccessLogSettings"].(map[string]any)
		if !strings.Contains(fmt.Sprint(logs["Format"]), `"requestId":"$context.requestId"`) {
			t.Errorf("access log format %v lacks the request id", logs["Format"])
		}
		dest, _ := logs["DestinationArn"].(map[string]any)
		att, _ := dest["Fn::GetAtt"].([]any)
		if len(att) != 2 || api.resources[fmt.Sprint(att[0])]["Type"] != "AWS::Logs::LogGroup" {
			t.Errorf("access logs go to %s, want a log group in this stack", toJSON(dest))
		}
	}
}

func TestReservedConcurrencyOnlyWhenAsked(t *testing.T) {
	// New accounts cannot reserve concurrency, so the default reserves none;
	// the API's throttling protects the account instead.
	for id, r := range plainAPI.ofType("AWS::Lambda::Function") {
		if v, ok := props(r)["ReservedConcurrentExecutions"]; ok {
			t.Errorf("%s reserves %v", id, v)
		}
	}
}

func TestScheduledFunctionsHaveARule(t *testing.T) {
	// GIVEN the catalog's scheduled functions
	var scheduled []catalog.Function
	for _, fn := range catalog.Functions() {
		if fn.Schedule != "" {
			scheduled = append(scheduled, fn)
		}
	}
	if len(scheduled) == 0 {
		t.Fatal("the catalog has no scheduled function (rate-limit-cleanup)")
	}
	// WHEN the API stack is synthesized
	// THEN each has an EventBridge rule with its schedule, targeting it, and
	// EventBridge may invoke it.
	rules := 0
	for _, r := range api.ofType("AWS::Events::Rule") {
		if props(r)["ScheduleExpression"] != nil {
			rules++
		}
	}
	if rules != len(scheduled) {
		t.Errorf("%d scheduled rules, want %d", rules, len(scheduled))
	}
	for _, fn := range scheduled {
		t.Run(fn.Name, func(t *testing.T) {
			arn := getAtt(functionID(t, fn.Name), "Arn")
			check(t, func() {
				api.tpl.HasResourceProperties(jsii.String("AWS::Events::Rule"), map[string]any{
					"ScheduleExpression": fn.Schedule,
					"State":              "ENABLED",
					"Targets":            assertions.Match_ArrayWith(&[]any{assertions.Match_ObjectLike(&map[string]any{"Arn": arn})}),
				})
			})
			check(t, func() {
				api.tpl.HasResourceProperties(jsii.String("AWS::Lambda::Permission"), map[string]any{
					"Action":       "lambda:InvokeFunction",
					"FunctionName": arn,
					"Principal":    "events.amazonaws.com",
				})
			})
		})
	}
}

func TestEmailLinkEndpointNeedsNoPermissions(t *testing.T) {
	// GIVEN the e-mail link's confirmation function
	id := functionID(t, catalog.EmailLinkConfirm)
	// WHEN the API stack is synthesized
	// THEN it is public, knows only the web client, and its role may only
	// write its logs (ConfirmSignUp is a public Cognito call).
	vars := environment(t, api, id)
	client := auth.logicalID(t, deployment.Auth.Users.Client.UserPoolClientId())
	if len(vars) != 1 || !equalJSON(follow(vars[parts.EnvUserPoolClientID]), ref(client)) {
		t.Errorf("environment = %s, want only the web client id", toJSON(vars))
	}
	role := api.logicalID(t, deployment.API.API.Functions[catalog.EmailLinkConfirm].Role().RoleName())
	if sts := beyondOwnLogs(api, id, api.statements()[role]); len(sts) != 0 {
		t.Errorf("the confirmation function's role may do more than write its logs: %v", sts)
	}
	if emaillink.ConfirmPath != parts.ConfirmRoute.Path {
		t.Errorf("route %s, handler path %s", parts.ConfirmRoute.Path, emaillink.ConfirmPath)
	}
}

func TestHTTPFunctionsGetTheOriginSecret(t *testing.T) {
	for _, d := range []struct {
		pp       *stacks.PitchPerfect
		edge, fn *synthesized
	}{{deployment, edge, api}, {plain, plainEdge, plainAPI}} {
		secret := d.edge.logicalID(t, d.pp.Edge.Site.OriginSecret.SecretArn())
		for _, fn := range catalog.Functions() {
			// GIVEN a catalog function
			vars := environment(t, d.fn, d.fn.logicalID(t, d.pp.API.API.Functions[fn.Name].FunctionName()))
			v, ok := vars[parts.EnvOriginSecret]
			// THEN an HTTP function gets the site's origin secret, resolved
			// by CloudFormation from Secrets Manager at deploy time (never
			// a value in the template), and a scheduled one none …
			switch {
			case len(fn.Routes) == 0 && ok:
				t.Errorf("%s %s: %s is set on a scheduled function", *d.fn.stack.StackName(), fn.Name, parts.EnvOriginSecret)
			case len(fn.Routes) > 0 && !resolvesSecret(v, secret):
				t.Errorf("%s %s: %s = %s, want the site's origin secret resolved", *d.fn.stack.StackName(), fn.Name, parts.EnvOriginSecret, toJSON(v))
			}
		}
	}
	// … and no role may read the secret: nothing reads it at run time.
	for name, s := range byName {
		for role, sts := range s.statements() {
			for _, st := range sts {
				for _, a := range st.actions {
					if strings.HasPrefix(strings.ToLower(a), "secretsmanager:") && strings.Contains(toJSON(st.resources), "OriginSecret") {
						t.Errorf("%s: role %s may %s the origin secret", name, role, a)
					}
				}
			}
		}
	}
}

// resolvesSecret reports whether v is a CloudFormation dynamic reference to
// the secret with the given logical id (in the edge stack, possibly read
// across stacks): {{resolve:secretsmanager:<arn>:SecretString:::}}.
func resolvesSecret(v any, secretID string) bool {
	m, _ := v.(map[string]any)
	join, _ := m["Fn::Join"].([]any)
	if len(join) != 2 || join[0] != "" {
		return false
	}
	parts, _ := join[1].([]any)
	return len(parts) == 3 && parts[0] == "{{resolve:secretsmanager:" && parts[2] == ":SecretString:::}}" &&
		equalJSON(follow(parts[1]), ref(secretID))
}

// environment returns a Lambda's environment variables.
func environment(t *testing.T, s *synthesized, id string) map[string]any {
	t.Helper()
	env, _ := props(s.resource(t, id))["Environment"].(map[string]any)
	vars, _ := env["Variables"].(map[string]any)
	if vars == nil {
		vars = map[string]any{}
	}
	return vars
}

// integrationTarget follows a route's "integrations/<id>" target to the
// Lambda ARN that integration invokes.
func integrationTarget(t *testing.T, route map[string]any) any {
	t.Helper()
	// Target is {"Fn::Join": ["", ["integrations/", {"Ref": id}]]}.
	target, _ := route["Target"].(map[string]any)
	join, _ := target["Fn::Join"].([]any)
	var pieces []any
	if len(join) == 2 {
		pieces, _ = join[1].([]any)
	}
	if len(pieces) != 2 || pieces[0] != "integrations/" {
		t.Fatalf("unexpected route target %s", toJSON(route["Target"]))
	}
	integration, _ := pieces[1].(map[string]any)
	return props(api.resource(t, fmt.Sprint(integration["Ref"])))["IntegrationUri"]
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// With Bedrock, one guardrail with the prompt-attack filter on input, and a
// published version of it, screen what the LLM functions send; the plain
// deployment has none.
func TestBedrockGuardrailScreensPromptAttacks(t *testing.T) {
	gs := api.ofType("AWS::Bedrock::Guardrail")
	if len(gs) != 1 {
		t.Fatalf("%d guardrails, want 1", len(gs))
	}
	for id, g := range gs {
		filters := follow(props(g)["ContentPolicyConfig"]).(map[string]any)["FiltersConfig"]
		want := []any{map[string]any{"Type": "PROMPT_ATTACK", "InputStrength": "HIGH", "OutputStrength": "NONE"}}
		if !equalJSON(filters, want) {
			t.Errorf("filters %s, want %s", toJSON(filters), toJSON(want))
		}
		name, _ := props(g)["Name"].(string)
		if name == "" || len(name) > 50 {
			t.Errorf("guardrail name %q", name)
		}
		vs := api.ofType("AWS::Bedrock::GuardrailVersion")
		if len(vs) != 1 {
			t.Fatalf("%d guardrail versions, want 1", len(vs))
		}
		for _, v := range vs {
			if !equalJSON(props(v)["GuardrailIdentifier"], getAtt(id, "GuardrailId")) {
				t.Errorf("version of %s, want %s", toJSON(props(v)["GuardrailIdentifier"]), id)
			}
		}
	}
	if n := len(plainAPI.ofType("AWS::Bedrock::Guardrail")); n != 0 {
		t.Errorf("the plain deployment has %d guardrails", n)
	}
}

// onlyOf is the logical id of the one resource of type typ in s.
func onlyOf(t *testing.T, s *synthesized, typ string) string {
	t.Helper()
	rs := s.ofType(typ)
	if len(rs) != 1 {
		t.Fatalf("%d resources of type %s, want 1", len(rs), typ)
	}
	for id := range rs {
		return id
	}
	return ""
}
