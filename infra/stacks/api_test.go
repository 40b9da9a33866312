package stacks_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
)

// functionID is the logical id of a catalog function's Lambda.
func functionID(t *testing.T, fn catalog.Function) string {
	t.Helper()
	lambda, ok := deployment.API.API.Functions[fn.Name]
	if !ok {
		t.Fatalf("no Lambda for catalog function %s", fn.Name)
	}
	return api.logicalID(t, lambda.FunctionName())
}

func TestOneArm64LambdaPerCatalogFunction(t *testing.T) {
	// GIVEN the function catalog
	fns := catalog.Functions()
	// WHEN the API stack is synthesized
	// THEN there is exactly one Lambda per function, and every Lambda runs
	// the make-built bootstrap on arm64 under provided.al2023 …
	check(t, func() {
		api.tpl.ResourceCountIs(jsii.String("AWS::Lambda::Function"), jsii.Number(len(fns)))
	})
	check(t, func() {
		api.tpl.AllResourcesProperties(jsii.String("AWS::Lambda::Function"), map[string]any{
			"Runtime":       "provided.al2023",
			"Architectures": []any{"arm64"},
			"Handler":       parts.Handler,
		})
	})
	// … and logs to its own log group, which expires old entries.
	for _, fn := range fns {
		t.Run(fn.Name, func(t *testing.T) {
			p := props(api.resource(t, functionID(t, fn)))
			logging, _ := p["LoggingConfig"].(map[string]any)
			groupRef, _ := logging["LogGroup"].(map[string]any)
			group := api.resource(t, fmt.Sprint(groupRef["Ref"]))
			if group["Type"] != "AWS::Logs::LogGroup" {
				t.Fatalf("LoggingConfig.LogGroup = %v, want a log group in this stack", groupRef)
			}
			if days, _ := props(group)["RetentionInDays"].(float64); days <= 0 {
				t.Errorf("log group RetentionInDays = %v, want a limit", props(group)["RetentionInDays"])
			}
		})
	}
}

func TestFunctionsAreToldTheirTablesAndUserPool(t *testing.T) {
	pool := auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId())
	client := auth.logicalID(t, deployment.Auth.Users.Client.UserPoolClientId())
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function and the tables it uses
			want := map[string]any{
				parts.EnvUserPoolID:       ref(pool),
				parts.EnvUserPoolClientID: ref(client),
				parts.EnvCognitoIssuer:    getAtt(pool, "ProviderURL"),
			}
			for _, a := range fn.Tables {
				want[a.Table.EnvVar] = ref(data.logicalID(t, deployment.Data.Tables.Table(a.Table).TableName()))
			}
			// WHEN the API stack is synthesized
			p := props(api.resource(t, functionID(t, fn)))
			env, _ := p["Environment"].(map[string]any)
			vars, _ := env["Variables"].(map[string]any)
			// THEN its environment names exactly those resources.
			got := map[string]any{}
			for k, v := range vars {
				got[k] = follow(v)
			}
			if !equalJSON(got, want) {
				t.Errorf("environment = %s\nwant %s", toJSON(got), toJSON(want))
			}
		})
	}
}

func TestRoutesFollowTheCatalog(t *testing.T) {
	// GIVEN the catalog's routes
	fns := catalog.Functions()
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
	// the JWT authorizer on Auth routes and no authorizer on public ones.
	if len(routes) != total {
		t.Errorf("API has %d routes, catalog has %d: %v", len(routes), total, sortedKeys(routes))
	}
	for _, fn := range fns {
		for _, r := range fn.Routes {
			key := r.Method + " " + r.Path
			t.Run(key, func(t *testing.T) {
				route, ok := routes[key]
				if !ok {
					t.Fatalf("no route %q", key)
				}
				if r.Auth {
					if route["AuthorizationType"] != "JWT" || !equalJSON(route["AuthorizerId"], ref(jwt)) {
						t.Errorf("auth = %v %v, want JWT with %s", route["AuthorizationType"], route["AuthorizerId"], jwt)
					}
				} else if route["AuthorizationType"] != "NONE" || route["AuthorizerId"] != nil {
					t.Errorf("auth = %v %v, want NONE", route["AuthorizationType"], route["AuthorizerId"])
				}
				if got, want := integrationTarget(t, route), getAtt(functionID(t, fn), "Arn"); !equalJSON(got, want) {
					t.Errorf("route invokes %s, want %s", toJSON(got), toJSON(want))
				}
			})
		}
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

func TestScheduledFunctionsHaveARule(t *testing.T) {
	// GIVEN the catalog's scheduled functions
	var scheduled []catalog.Function
	for _, fn := range catalog.Functions() {
		if fn.Schedule != "" {
			scheduled = append(scheduled, fn)
		}
	}
	// WHEN the API stack is synthesized
	// THEN each has an EventBridge rule with its schedule, targeting it, and
	// EventBridge may invoke it.
	check(t, func() {
		api.tpl.ResourceCountIs(jsii.String("AWS::Events::Rule"), jsii.Number(len(scheduled)))
	})
	for _, fn := range scheduled {
		t.Run(fn.Name, func(t *testing.T) {
			arn := getAtt(functionID(t, fn), "Arn")
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
