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
// yet (a read-only table, a user-pool action, a cron schedule) must come out
// as least-privilege grants and rules without any code change.
func TestAPIIsDrivenByTheCatalog(t *testing.T) {
	// GIVEN a made-up catalog
	fns := []catalog.Function{
		{
			Name:    "reader",
			Routes:  []catalog.Route{{Method: "GET", Path: "/api/things/{id}", Auth: true}},
			Tables:  []catalog.Access{{Table: tables.Profiles, Write: false}},
			Cognito: []string{"AdminGetUser"},
		},
		{Name: "nightly", Schedule: "cron(0 3 * * ? *)"},
	}
	assets := t.TempDir()
	for _, fn := range fns {
		writeBootstrap(t, assets, fn.Name)
	}

	// WHEN an API is built from it
	app := awscdk.NewApp(&awscdk.AppProps{Outdir: jsii.String(t.TempDir())})
	stack := awscdk.NewStack(app, jsii.String("Test"), nil)
	tpl := templateOf(t, func() assertions.Template {
		parts.NewAPI(stack, "Api", &parts.APIProps{
			Functions: fns,
			AssetRoot: assets,
			Tables:    parts.NewTables(stack, "Tables", &parts.TablesProps{Specs: []tables.Spec{tables.Profiles}}),
			Users:     parts.NewUserPool(stack, "Users"),
		})
		return assertions.Template_FromStack(stack, nil)
	})
	doc := toJSON(t, tpl)

	// THEN there is one Lambda per function and one route …
	check(t, func() { tpl.ResourceCountIs(jsii.String("AWS::Lambda::Function"), jsii.Number(2)) })
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
	// … and the scheduled function runs on its schedule.
	check(t, func() {
		tpl.HasResourceProperties(jsii.String("AWS::Events::Rule"), map[string]any{
			"ScheduleExpression": "cron(0 3 * * ? *)",
		})
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
