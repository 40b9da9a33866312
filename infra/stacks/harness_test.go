package stacks_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"

	"pitchperfect/infra/parts"
	"pitchperfect/infra/settings"
	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
)

// The whole deployment is synthesized once per test binary: every synth
// starts the CDK in Node, which takes seconds. Tests only read from it.
//
// deployment has every option on (Google sign-in, Bedrock, a custom domain,
// an alarm e-mail); plain is the default configuration (built-in coach, no
// Google), for the checks that something is absent.
var (
	// app holds both deployments; its one synthesis is cached, and tests
	// read from it (assertions' Annotations_FromStack would synthesize the
	// whole app again for every stack).
	app        awscdk.App
	deployment *stacks.PitchPerfect
	edge       *synthesized
	data       *synthesized
	auth       *synthesized
	api        *synthesized
	web        *synthesized
	plain      *stacks.PitchPerfect
	plainAPI   *synthesized
	plainAuth  *synthesized
	plainEdge  *synthesized
	byName     map[string]*synthesized
)

// The options of the full deployment.
const (
	testDomain       = "app.pitchperfect.test"
	testCertificate  = "arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab"
	testSender       = "coach@pitchperfect.test"
	testModel        = "amazon.nova-lite-v1:0"
	testAuthDomain   = "pitchperfect-test-auth"
	testGoogleClient = "1234.apps.googleusercontent.com"
	testGoogleSecret = "pitchperfect/google-client-secret"
	testAlarmEmail   = "oncall@pitchperfect.test"
)

var testLimits = parts.Limits{Rate: 40, Burst: 80, CostlyRate: 4, CostlyBurst: 8}

// synthesized is one stack's template, both as an assertions.Template (for
// the CDK's matchers) and as plain JSON (for checks that walk the template).
type synthesized struct {
	stack     awscdk.Stack
	tpl       assertions.Template
	resources map[string]map[string]any
	outputs   map[string]map[string]any
}

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	defer jsii.Close()
	tmp, err := os.MkdirTemp("", "pitchperfect-infra-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	if err := synthesize(tmp); err != nil {
		fmt.Fprintln(os.Stderr, "synthesize:", err)
		return 1
	}
	return m.Run()
}

// synthesize builds the deployment the way main does (same cdk.json context,
// real catalog) but with stand-in Lambda code, so tests need no `make build`.
func synthesize(tmp string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	assets := filepath.Join(tmp, "build")
	if err := writeFakeAssets(assets, parts.FunctionNames(catalog.Functions())); err != nil {
		return err
	}
	site := filepath.Join(tmp, "site")
	if err := writeFakeSite(site); err != nil {
		return err
	}
	cwd, err := os.Getwd()
	if err != nil {
		return err
	}
	context, _, err := settings.ProjectContext(cwd)
	if err != nil {
		return err
	}
	// With this flag on (cdk.json), synthesis stops at the first error
	// annotation, cdk-nag's included, and no test would run: the tests
	// report them instead (TestAwsSolutionsChecksFindNothing).
	context["@aws-cdk/core:annotationsInValidationReport"] = false
	app = awscdk.NewApp(&awscdk.AppProps{
		Context: &context,
		Outdir:  jsii.String(filepath.Join(tmp, "cdk.out")),
	})
	// cdk-nag's AwsSolutions pack checks every stack of both deployments
	// during the one synthesis below (see nag_test.go).
	awscdk.Aspects_Of(app).Add(cdknag.NewAwsSolutionsChecks(&cdknag.NagPackProps{Reports: jsii.Bool(false)}), nil)
	env := &awscdk.Environment{Region: jsii.String("us-east-1")}
	deployment = stacks.New(app, stacks.Props{
		Prefix: "Test", EnvName: "test", Env: env, AssetRoot: assets, SiteRoot: site,
		Mail:             parts.MailProps{From: testSender},
		LLM:              parts.LLM{Provider: "bedrock", ModelID: testModel},
		Google:           &parts.GoogleSignIn{ClientID: testGoogleClient, SecretName: testGoogleSecret},
		AuthDomainPrefix: testAuthDomain,
		DomainName:       testDomain,
		CertificateARN:   testCertificate,
		AlarmEmail:       testAlarmEmail,
		Limits:           testLimits,
		Logs:             stacks.Logs{Retention: awslogs.RetentionDays_TWO_WEEKS, Level: "INFO"},
	})
	plain = stacks.New(app, stacks.Props{
		Prefix: "Plain", EnvName: "plain", AssetRoot: assets, SiteRoot: site,
		Mail: parts.MailProps{From: testSender},
	})
	byName = map[string]*synthesized{}
	for _, s := range []struct {
		dst   **synthesized
		stack awscdk.Stack
	}{
		{&edge, deployment.Edge.Stack}, {&data, deployment.Data.Stack}, {&auth, deployment.Auth.Stack},
		{&api, deployment.API.Stack}, {&web, deployment.Web.Stack},
		{&plainEdge, plain.Edge.Stack}, {&plainAuth, plain.Auth.Stack}, {&plainAPI, plain.API.Stack},
	} {
		if *s.dst, err = newSynthesized(s.stack); err != nil {
			return err
		}
	}
	for _, s := range []awscdk.Stack{plain.Data.Stack, plain.Web.Stack} {
		if _, err = newSynthesized(s); err != nil {
			return err
		}
	}
	return nil
}

func newSynthesized(stack awscdk.Stack) (*synthesized, error) {
	tpl := assertions.Template_FromStack(stack, nil)
	raw, err := json.Marshal(tpl.ToJSON())
	if err != nil {
		return nil, err
	}
	var doc struct {
		Resources map[string]map[string]any
		Outputs   map[string]map[string]any
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	s := &synthesized{stack: stack, tpl: tpl, resources: doc.Resources, outputs: doc.Outputs}
	byName[*stack.StackName()] = s
	return s, nil
}

// writeFakeAssets creates root/<name>/bootstrap for every function.
func writeFakeAssets(root string, names []string) error {
	for _, name := range names {
		dir := filepath.Join(root, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		body := []byte("#!/bin/sh\n# stand-in for " + name + "\n")
		if err := os.WriteFile(filepath.Join(dir, parts.Handler), body, 0o755); err != nil {
			return err
		}
	}
	return nil
}

// writeFakeSite creates a built web app: index.html and one hashed asset.
func writeFakeSite(root string) error {
	if err := os.MkdirAll(filepath.Join(root, "assets"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(root, parts.SiteIndex), []byte("<!doctype html><div id=root></div>"), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, "assets", "index-abc123.js"), []byte("console.log(1)"), 0o644)
}

// check runs CDK assertions, which panic on failure, and turns a failure into
// a test error so one broken rule does not take down the whole binary.
func check(t *testing.T, assert func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%v", r)
		}
	}()
	assert()
}

// logicalID returns the logical id behind a token such as table.TableName()
// or fn.FunctionName(), which resolve to {"Ref": id} in their own stack.
func (s *synthesized) logicalID(t *testing.T, token *string) string {
	t.Helper()
	ref, ok := s.stack.Resolve(token).(map[string]any)
	id, _ := ref["Ref"].(string)
	if !ok || id == "" {
		t.Fatalf("token does not resolve to a Ref in %s: %v", *s.stack.StackName(), ref)
	}
	return id
}

// resource returns a resource by logical id, failing the test if it is absent.
func (s *synthesized) resource(t *testing.T, id string) map[string]any {
	t.Helper()
	r, ok := s.resources[id]
	if !ok {
		t.Fatalf("%s has no resource %s", *s.stack.StackName(), id)
	}
	return r
}

// ofType lists a template's resources of one CloudFormation type, by id.
func (s *synthesized) ofType(typ string) map[string]map[string]any {
	out := map[string]map[string]any{}
	for id, r := range s.resources {
		if r["Type"] == typ {
			out[id] = r
		}
	}
	return out
}

// follow replaces a cross-stack reference by the expression it reads in the
// producing stack, so tests see {"Ref": "<table>"} whichever reference style
// (`@aws-cdk/core:defaultCrossStackReferences`) cdk.json selects.
func follow(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	if ref, ok := m["Fn::GetStackOutput"].(map[string]any); ok {
		if producer, ok := byName[fmt.Sprint(ref["StackName"])]; ok {
			if out, ok := producer.outputs[fmt.Sprint(ref["OutputName"])]; ok {
				return out["Value"]
			}
		}
	}
	if name, ok := m["Fn::ImportValue"]; ok {
		for _, producer := range byName {
			for _, out := range producer.outputs {
				if exp, ok := out["Export"].(map[string]any); ok && equalJSON(exp["Name"], name) {
					return out["Value"]
				}
			}
		}
	}
	return v
}

func props(r map[string]any) map[string]any {
	p, _ := r["Properties"].(map[string]any)
	return p
}

func equalJSON(a, b any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

func toJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func ref(id string) map[string]any          { return map[string]any{"Ref": id} }
func getAtt(id, attr string) map[string]any { return map[string]any{"Fn::GetAtt": []any{id, attr}} }
