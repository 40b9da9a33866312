// Package lambdaedge starts a function inside AWS Lambda: it loads the
// configuration, builds the function's handler from the catalog and hands it
// to the API Gateway (HTTP API, payload v2) adapter. The main of every
// platform function (catalog.Functions) is one call to Main (or Scheduled),
// which names the backends the function links; the standalone ones
// (catalog.Standalone) start themselves.
package lambdaedge

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/httpapi"
	"pitchperfect/shared/platform"
)

// Handler is the Lambda handler of an HTTP function.
type Handler func(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error)

// Adapt wraps an http.Handler for API Gateway payload v2 events.
func Adapt(h http.Handler) Handler {
	return httpadapter.NewV2(h).ProxyWithContext
}

// FunctionHandler builds the Lambda handler of the named catalog function.
func FunctionHandler(srv *httpapi.Server, name string) (Handler, error) {
	fn, ok := catalog.Find(name)
	if !ok {
		return nil, fmt.Errorf("no function %q in the catalog", name)
	}
	h, err := srv.FunctionHandler(fn)
	if err != nil {
		return nil, err
	}
	return Adapt(h), nil
}

// Main starts the named HTTP function under the Lambda runtime, with the
// backends its catalog entry needs and no others (platform.Backends.Match):
// a mismatch stops it at start-up. The collector is set for Lambda
// (tuneGC), and the first request's one-off work (httpapi.Server.Warm)
// starts in the background as the runtime starts polling for it.
func Main(name string, b platform.Backends) {
	tuneGC(os.Getenv)
	d, err := load(name, b)
	if err != nil {
		startupFailed(name, err)
	}
	h, err := FunctionHandler(d.Server, name)
	if err != nil {
		startupFailed(name, err)
	}
	fn, _ := catalog.Find(name) // there: load checked
	go d.Server.Warm(context.Background(), fn)
	lambda.Start(h)
}

// GC targets for a Lambda process (tuneGC).
const (
	gcPercent     = 800  // collect when the heap reaches 9x what survived the last collection
	memoryLimitOf = 0.75 // soft heap limit, as a share of the function's memory
)

// tuneGC sets the garbage collector for Lambda, where a process serves one
// request at a time in a fixed memory size (AWS_LAMBDA_FUNCTION_MEMORY_SIZE;
// parts.DefaultMemoryMB is 512). Go's default (GOGC=100: collect each time
// the heap doubles, from 4 MB) collects several times during a cold start's
// first request (building the content screener's tables alone allocates
// about 10 MB), and each collection takes a share of the one or two vCPUs
// the request runs on and slows it with write barriers while it marks. A
// live heap of a few megabytes may grow ninefold instead, and a soft limit
// at three quarters of the function's memory makes the collector work harder
// rather than let a larger heap outgrow the function. GOGC and GOMEMLIMIT in
// the environment take precedence.
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	mb, err := strconv.Atoi(getenv("AWS_LAMBDA_FUNCTION_MEMORY_SIZE"))
	if getenv("GOMEMLIMIT") == "" && err == nil && mb > 0 {
		debug.SetMemoryLimit(int64(float64(mb<<20) * memoryLimitOf))
	}
}

// load checks that b is what the named function needs, then loads its
// configuration and dependencies from the environment.
func load(name string, b platform.Backends) (platform.Deps, error) {
	fn, ok := catalog.Find(name)
	if !ok {
		return platform.Deps{}, fmt.Errorf("no function %q in the catalog", name)
	}
	if err := b.Match(fn); err != nil {
		return platform.Deps{}, err
	}
	return platform.Load(os.Getenv, b)
}

// Job is the body of a scheduled function.
type Job func(ctx context.Context, d platform.Deps, ev events.EventBridgeEvent) (any, error)

// Jobs are the scheduled functions, by catalog name.
var Jobs = map[string]Job{
	// It also deletes expired idempotency records: dynalite has no TTL, and
	// DynamoDB's may take days.
	"rate-limit-cleanup": func(ctx context.Context, d platform.Deps, _ events.EventBridgeEvent) (any, error) {
		n, err := d.Server.Limiter.Cleanup(ctx)
		if err != nil {
			return nil, err
		}
		d.Log.InfoContext(ctx, "expired rate limits deleted", "deleted", n)
		keys, err := d.Server.Idempotency.Cleanup(ctx)
		if err != nil {
			return nil, err
		}
		d.Log.InfoContext(ctx, "expired idempotency keys deleted", "deleted", keys)
		return map[string]int{"deleted": n, "idempotency_keys_deleted": keys}, nil
	},
}

// Scheduled starts the named job under the Lambda runtime, with the
// collector set for Lambda (tuneGC); EventBridge invokes it on the
// catalog's schedule. Jobs use no backends.
func Scheduled(name string) {
	job, ok := Jobs[name]
	if !ok {
		startupFailed(name, fmt.Errorf("no job %q", name))
	}
	tuneGC(os.Getenv)
	d, err := load(name, platform.Backends{})
	if err != nil {
		startupFailed(name, err)
	}
	lambda.Start(func(ctx context.Context, ev events.EventBridgeEvent) (any, error) {
		return job(ctx, d, ev)
	})
}

// startupFailed reports a configuration error in the JSON log format and
// exits, so Lambda shows an init error instead of serving half-configured.
func startupFailed(name string, err error) {
	fmt.Fprintf(os.Stderr, `{"level":"ERROR","msg":"start-up failed","function":%q,"err":%q}`+"\n", name, err.Error())
	os.Exit(1)
}
