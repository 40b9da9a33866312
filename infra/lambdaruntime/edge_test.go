package lambdaruntime_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"pitchperfect/infra/lambdaruntime"
	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/emaillink"
	"pitchperfect/shared/lambdaedge/edgetest"
	"pitchperfect/shared/standin"
)

// The bootstraps are built once per test binary, for this machine's
// architecture (arm64 binaries cannot run here), with make build's flags.
var (
	buildOnce sync.Once
	built     map[string]string // function name → bootstrap
	buildErr  error
	buildDir  string
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "pitchperfect-bootstraps-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	buildDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func bootstraps(t *testing.T) map[string]string {
	t.Helper()
	buildOnce.Do(func() {
		root, err := standin.RepoRoot()
		if err != nil {
			buildErr = err
			return
		}
		var pkgs []string
		for _, fn := range catalog.All() {
			pkgs = append(pkgs, "./functions/"+fn.Name)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		paths, err := lambdaruntime.Build(ctx, root, buildDir, runtime.GOARCH, pkgs...)
		if err != nil {
			buildErr = err
			return
		}
		built = map[string]string{}
		for pkg, path := range paths {
			built[filepath.Base(pkg)] = path
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

// localEnv is a function's configuration against the stand-ins, in local
// mode (the only mode that accepts cognito-local's tokens).
func localEnv(env *standin.Env, mailbox string) map[string]string {
	get := env.Getenv(nil)
	// The recordings bucket's name: a grant is presigned without I/O.
	vars := map[string]string{"LOG_LEVEL": "INFO", "MAILBOX_DIR": mailbox, "RECORDINGS_BUCKET": "recordings"}
	for _, k := range []string{"APP_ENV", "DYNAMODB_ENDPOINT", "USER_POOL_ID", "USER_POOL_CLIENT_ID",
		"COGNITO_ISSUER", "COGNITO_JWKS_URL", "COGNITO_ENDPOINT"} {
		vars[k] = get(k)
	}
	return vars
}

// TestEventsThroughBuiltBootstraps starts every catalog function's built
// bootstrap as Lambda would, against the Runtime API, and invokes it with
// each of its events/*.json: the same expectations as the in-process replay
// in shared/lambdaedge, now through the real binary, its main, its start-up
// and the aws-lambda-go runtime loop.
func TestEventsThroughBuiltBootstraps(t *testing.T) {
	bins := bootstraps(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	root, _ := standin.RepoRoot()
	evs, err := edgetest.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	byFunction := map[string][]edgetest.Event{}
	for _, e := range evs {
		byFunction[e.Function] = append(byFunction[e.Function], e)
	}
	vars := localEnv(env, t.TempDir())

	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			fnEvents := byFunction[fn.Name]
			if len(fnEvents) == 0 {
				t.Fatalf("no events/%s.*.json", fn.Name)
			}
			inst, err := lambdaruntime.Start(lambdaruntime.Function{Name: fn.Name, Bootstrap: bins[fn.Name], Env: vars})
			if err != nil {
				t.Fatal(err)
			}
			defer inst.Stop()
			for i, e := range fnEvents {
				payload := e.Raw
				if !e.Scheduled() {
					tok, err := env.NewUser(ctx, "rt-"+strings.TrimSuffix(e.Name, ".json")+"@example.com", "Secret123")
					if err != nil {
						t.Fatal(err)
					}
					payload = e.WithToken(tok.ID)
				}
				res, err := inst.Invoke(ctx, payload)
				if err != nil {
					t.Fatalf("%s: %v", e.Name, err)
				}
				if res.Err != nil {
					t.Fatalf("%s: invocation error %v\n%s", e.Name, res.Err, inst.Logs())
				}
				if i == 0 {
					t.Logf("%s: init %s, start to first response %s", e.Name, res.Received.Sub(inst.Started).Round(time.Millisecond), res.Done.Sub(inst.Started).Round(time.Millisecond))
				}
				if e.Scheduled() { // not an HTTP request: its answer is the function's JSON
					if err := edgetest.VerifyBootstrapAnswer(e.Name, res.Payload); err != nil {
						t.Error(err)
					}
					continue
				}
				var resp events.APIGatewayV2HTTPResponse
				if err := json.Unmarshal(res.Payload, &resp); err != nil {
					t.Fatalf("%s: answer is not an API Gateway v2 response: %s", e.Name, res.Payload)
				}
				if err := edgetest.VerifyBootstrap(e.Name, resp.StatusCode, resp.Body); err != nil {
					t.Error(err)
				}
				var req events.APIGatewayV2HTTPRequest
				_ = json.Unmarshal(e.Raw, &req)
				if got := resp.Headers["X-Request-Id"]; got != req.RequestContext.RequestID {
					t.Errorf("%s: X-Request-Id %q, want API Gateway's %q", e.Name, got, req.RequestContext.RequestID)
				}
				if !strings.HasPrefix(resp.Headers["Content-Type"], "application/json") {
					t.Errorf("%s: Content-Type %q", e.Name, resp.Headers["Content-Type"])
				}
			}
			// The function's logs are JSON lines; each HTTP request is
			// logged with API Gateway's request id. (Stopping first drains
			// the process's output.)
			inst.Stop()
			logs := inst.Logs()
			sc := bufio.NewScanner(strings.NewReader(logs))
			for sc.Scan() {
				var line map[string]any
				if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
					t.Errorf("log line is not JSON: %q", sc.Text())
				}
			}
			for _, e := range fnEvents {
				var req events.APIGatewayV2HTTPRequest
				_ = json.Unmarshal(e.Raw, &req)
				if id := req.RequestContext.RequestID; !e.Scheduled() && !strings.Contains(logs, `"request_id":"`+id+`"`) {
					t.Errorf("%s: no log line with request_id %s in\n%s", e.Name, id, logs)
				}
			}
		})
	}
}

// TestAMisconfiguredFunctionFailsAtStart: outside local mode a plain-http
// token issuer is refused, so the function must stop at init (Lambda shows
// an init error) rather than serve.
func TestAMisconfiguredFunctionFailsAtStart(t *testing.T) {
	bins := bootstraps(t)
	inst, err := lambdaruntime.Start(lambdaruntime.Function{Name: "config", Bootstrap: bins["config"], Env: map[string]string{
		"USER_POOL_ID": "us-east-1_x", "USER_POOL_CLIENT_ID": "c", "COGNITO_ISSUER": "http://127.0.0.1:9/us-east-1_x",
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Stop()
	_, err = inst.Invoke(context.Background(), []byte(`{}`))
	if err == nil || !strings.Contains(err.Error(), "start-up failed") || !strings.Contains(err.Error(), "COGNITO_ISSUER") {
		t.Errorf("Invoke = %v, want the runtime to exit with its start-up error", err)
	}
}

// TestADeployedConfigurationStarts: with only what the stack sets (an https
// issuer, table names; no local endpoints, and no sender: only the function
// that sends e-mail needs one), the config function starts and answers its
// health route without touching AWS.
func TestADeployedConfigurationStarts(t *testing.T) {
	bins := bootstraps(t)
	inst, err := lambdaruntime.Start(lambdaruntime.Function{Name: "config", Bootstrap: bins["config"], Env: map[string]string{
		"USER_POOL_ID": "us-east-1_Example", "USER_POOL_CLIENT_ID": "client",
		"COGNITO_ISSUER": "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Example",
		"LLM_PROVIDER":   "builtin", "LOG_LEVEL": "INFO",
		// No credentials: nothing may need them to start.
		"AWS_ACCESS_KEY_ID": "", "AWS_EC2_METADATA_DISABLED": "true",
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Stop()
	root, _ := standin.RepoRoot()
	raw, err := os.ReadFile(filepath.Join(root, "events", "config.health.json"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := inst.Invoke(context.Background(), raw)
	if err != nil || res.Err != nil {
		t.Fatalf("Invoke = %v, %v", err, res.Err)
	}
	var resp events.APIGatewayV2HTTPResponse
	_ = json.Unmarshal(res.Payload, &resp)
	if err := edgetest.Verify("config.health.json", resp.StatusCode, resp.Body); err != nil {
		t.Error(err)
	}
}

// TestAFailedInvocationIsReportedAsAnError: a job whose DynamoDB is gone
// posts to …/invocation/{id}/error, and the runtime keeps serving.
func TestAFailedInvocationIsReportedAsAnError(t *testing.T) {
	bins := bootstraps(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + ln.Addr().String()
	ln.Close() // nothing listens there any more
	inst, err := lambdaruntime.Start(lambdaruntime.Function{Name: "rate-limit-cleanup", Bootstrap: bins["rate-limit-cleanup"], Env: map[string]string{
		"APP_ENV": "local", "DYNAMODB_ENDPOINT": dead, "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c",
		"COGNITO_ISSUER": "http://127.0.0.1:9/p", "LOG_LEVEL": "ERROR",
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := 0; i < 2; i++ {
		res, err := inst.Invoke(ctx, []byte(`{"detail-type":"Scheduled Event","source":"aws.events","detail":{}}`))
		if err != nil {
			t.Fatal(err)
		}
		if res.Err == nil || res.Err.Message == "" {
			t.Errorf("invocation %d: result %s, want an error report", i, res.Payload)
		}
	}
}

// TestStandaloneFunctionsAtTheEdge runs the e-mail link's two Lambdas (the
// catalog's standalone functions) the same way:
// the custom-message trigger answers a Cognito event with the link, and the
// confirmation endpoint, pointed at cognito-local, redirects a bad link to
// the login page.
func TestStandaloneFunctionsAtTheEdge(t *testing.T) {
	bins := bootstraps(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	msg, err := lambdaruntime.Start(lambdaruntime.Function{Name: catalog.EmailLinkMessage, Bootstrap: bins[catalog.EmailLinkMessage],
		Env: map[string]string{parts.EnvSiteURL: "https://app.pitchperfect.test"}})
	if err != nil {
		t.Fatal(err)
	}
	defer msg.Stop()
	res, err := msg.Invoke(ctx, []byte(`{"version":"1","triggerSource":"CustomMessage_SignUp","region":"us-east-1",`+
		`"userPoolId":"us-east-1_x","userName":"u-1","callerContext":{"clientId":"c"},`+
		`"request":{"userAttributes":{"email":"a@example.com"},"codeParameter":"{####}"},"response":{}}`))
	if err != nil || res.Err != nil {
		t.Fatalf("message: %v %v", err, res.Err)
	}
	var ev events.CognitoEventUserPoolsCustomMessage
	if err := json.Unmarshal(res.Payload, &ev); err != nil {
		t.Fatal(err)
	}
	if link := emaillink.Link("https://app.pitchperfect.test", "u-1", "{####}"); !strings.Contains(ev.Response.EmailMessage, strings.ReplaceAll(link, "&", "&amp;")) {
		t.Errorf("message %q lacks %s", ev.Response.EmailMessage, link)
	}

	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	// No credentials: ConfirmSignUp is sent unsigned.
	confirm, err := lambdaruntime.Start(lambdaruntime.Function{Name: catalog.EmailLinkConfirm, Bootstrap: bins[catalog.EmailLinkConfirm],
		Env: map[string]string{
			parts.EnvUserPoolClientID:                    env.Pool.ClientID,
			"AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER": env.Cognito.Endpoint,
			"AWS_REGION": "us-east-1",
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer confirm.Stop()
	res, err = confirm.Invoke(ctx, []byte(`{"version":"2.0","routeKey":"GET `+emaillink.ConfirmPath+`","rawPath":"`+emaillink.ConfirmPath+`",`+
		`"rawQueryString":"user=nobody%40example.com&code=000000","headers":{"host":"x"},`+
		`"requestContext":{"http":{"method":"GET","path":"`+emaillink.ConfirmPath+`"},"requestId":"r1","stage":"$default"}}`))
	if err != nil || res.Err != nil {
		t.Fatalf("confirm: %v %v\n%s", err, res.Err, confirm.Logs())
	}
	var resp events.APIGatewayV2HTTPResponse
	_ = json.Unmarshal(res.Payload, &resp)
	if resp.StatusCode != 302 || resp.Headers["Location"] != "/login?verification=invalid" {
		confirm.Stop()
		t.Errorf("confirm answered %d %v\n%s", resp.StatusCode, resp.Headers, confirm.Logs())
	}
}
