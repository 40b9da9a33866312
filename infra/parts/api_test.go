package parts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/tables"
)

func TestMain(m *testing.M) {
	code := m.Run()
	jsii.Close()
	os.Exit(code)
}

// The API is generic over the catalog: a catalog the real one does not have
// yet (a read-only table, a user-pool action, a cron schedule, an e-mailer,
// an LLM caller) must come out as least-privilege grants and rules without
// any code change.
func TestAPIIsDrivenByTheCatalog(t *testing.T) {
	// GIVEN a made-up catalog
	fns := []catalog.Function{
		{
			Name:    "reader",
			Routes:  []catalog.Route{{Method: "GET", Path: "/api/things/{id}", Auth: true}},
			Tables:  []catalog.Access{{Table: tables.Profiles, Write: false}},
			Cognito: []string{"AdminGetUser"},
		},
		{Name: "mailer", SES: true, Routes: []catalog.Route{{Method: "POST", Path: "/api/mail"}}},
		{Name: "thinker", LLM: true, Routes: []catalog.Route{{Method: "POST", Path: "/api/think", Auth: true}}},
		{Name: "nightly", Schedule: "cron(0 3 * * ? *)"},
	}

	// WHEN an API is built from it, with Bedrock as the provider
	tpl := apiTemplate(t, fns, parts.LLM{Provider: "bedrock", ModelID: "amazon.nova-micro-v1:0"})
	doc := toJSON(t, tpl)

	// THEN there is one Lambda per function (and the e-mail link's), and
	// one route each plus the link's …
	check(t, func() { tpl.ResourceCountIs(jsii.String("AWS::Lambda::Function"), jsii.Number(len(fns)+2)) })
	check(t, func() { tpl.ResourceCountIs(jsii.String("AWS::ApiGatewayV2::Route"), jsii.Number(4)) })
	check(t, func() {
		tpl.HasResourceProperties(jsii.String("AWS::ApiGatewayV2::Route"), map[string]any{
			"RouteKey": "GET /api/things/{id}", "AuthorizationType": "JWT",
		})
	})
	// … the reader may read its table but not write it, and call only the
	// user-pool action it names …
	if !strings.Contains(doc, `"dynamodb:GetItem"`) {
		t.Error("reader cannot read its table")
	}
	for _, write := range []string{"dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"} {
		if strings.Contains(doc, `"`+write+`"`) {
			t.Errorf("read-only access grants %s", write)
		}
	}
	check(t, func() {
		tpl.HasResourceProperties(jsii.String("AWS::IAM::Policy"), map[string]any{
			"PolicyDocument": map[string]any{"Statement": assertions.Match_ArrayWith(&[]any{
				assertions.Match_ObjectLike(&map[string]any{
					"Action": "cognito-idp:AdminGetUser",
					"Effect": "Allow",
					"Resource": map[string]any{"Fn::GetAtt": []any{
						assertions.Match_StringLikeRegexp(jsii.String("^UsersPool")), "Arn",
					}},
				}),
			})},
		})
	})
	// … only the mailer may send e-mail, as the sender identity …
	if n := strings.Count(doc, `"ses:SendEmail"`); n != 1 {
		t.Errorf("ses:SendEmail granted %d times, want once (the mailer)", n)
	}
	check(t, func() {
		tpl.HasResourceProperties(jsii.String("AWS::IAM::Policy"), map[string]any{
			"Roles": []any{map[string]any{"Ref": assertions.Match_StringLikeRegexp(jsii.String("^ApiMailerServiceRole"))}},
			// Its statements: writing its own logs, and this one.
			"PolicyDocument": map[string]any{"Statement": assertions.Match_ArrayWith(&[]any{
				map[string]any{
					"Action": "ses:SendEmail", "Effect": "Allow",
					"Resource": assertions.Match_ObjectLike(&map[string]any{"Fn::Join": assertions.Match_AnyValue()}),
				},
			})},
		})
	})
	// … only the thinker may invoke the model, and only that model …
	if n := strings.Count(doc, `"bedrock:InvokeModel"`); n != 1 {
		t.Errorf("bedrock:InvokeModel granted %d times, want once (the thinker)", n)
	}
	if !strings.Contains(doc, `:foundation-model/amazon.nova-micro-v1:0"`) {
		t.Error("the model grant does not name the configured model")
	}
	// … and the scheduled function runs on its schedule.
	check(t, func() {
		tpl.HasResourceProperties(jsii.String("AWS::Events::Rule"), map[string]any{
			"ScheduleExpression": "cron(0 3 * * ? *)",
		})
	})

	// With the built-in coach, nobody may call Bedrock.
	if doc := toJSON(t, apiTemplate(t, fns, parts.LLM{Provider: "builtin"})); strings.Contains(doc, "bedrock:") {
		t.Error("the built-in coach still grants Bedrock access")
	}
}

// apiTemplate builds an API for fns in a stack of its own.
func apiTemplate(t *testing.T, fns []catalog.Function, llm parts.LLM) assertions.Template {
	t.Helper()
	assets := t.TempDir()
	for _, name := range parts.FunctionNames(fns) {
		writeBootstrap(t, assets, name)
	}
	app := awscdk.NewApp(&awscdk.AppProps{Outdir: jsii.String(t.TempDir())})
	stack := awscdk.NewStack(app, jsii.String("Test"), nil)
	return templateOf(t, func() assertions.Template {
		parts.NewAPI(stack, "Api", &parts.APIProps{
			Gateway:   parts.NewGateway(stack, "Gateway"),
			Functions: fns,
			AssetRoot: assets,
			Tables:    parts.NewTables(stack, "Tables", &parts.TablesProps{Specs: []tables.Spec{tables.Profiles}}),
			Users:     parts.NewUserPool(stack, "Users", &parts.UserPoolProps{SiteURL: jsii.String("https://site.test"), AssetRoot: assets}),
			Mail:      parts.NewMail(stack, "Mail", &parts.MailProps{From: "coach@site.test"}),
			LLM:       llm,
		})
		return assertions.Template_FromStack(stack, nil)
	})
}

func TestAPIRefusesMissingCode(t *testing.T) {
	// GIVEN an asset root without the function's bootstrap
	fns := []catalog.Function{{Name: "ghost", Routes: []catalog.Route{{Method: "GET", Path: "/g"}}}}

	// WHEN the API is built
	defer func() {
		// THEN it stops with a message that says how to fix it
		r := recover()
		if r == nil || !strings.Contains(r.(string), "make build") {
			t.Errorf("panic = %v, want a message naming `make build`", r)
		}
	}()
	parts.NewAPI(nil, "Api", &parts.APIProps{Functions: fns, AssetRoot: t.TempDir()})
}

func writeBootstrap(t *testing.T, root, name string) {
	t.Helper()
	dir := filepath.Join(root, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, parts.Handler), []byte("stand-in"), 0o755); err != nil {
		t.Fatal(err)
	}
}

// templateOf builds a template, turning a CDK panic into a test failure.
func templateOf(t *testing.T, build func() assertions.Template) (tpl assertions.Template) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("synth: %v", r)
		}
	}()
	return build()
}

// check runs CDK assertions, which panic on failure, as a test error.
func check(t *testing.T, assert func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%v", r)
		}
	}()
	assert()
}

func toJSON(t *testing.T, tpl assertions.Template) string {
	t.Helper()
	b, err := json.Marshal(tpl.ToJSON())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
