// Package lambdaedge starts a function inside AWS Lambda: it loads the
// configuration, builds the function's handler from the catalog and hands it
// to the API Gateway (HTTP API, payload v2) adapter. The main of every
// platform function (catalog.Functions) is one call to Main (or Scheduled,
// or Events for a function invoked by events), which names the backends the
// function links; the standalone ones (catalog.Standalone) start themselves.
package lambdaedge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"pitchperfect/shared/callrecording"
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

// EventHandler is the body of a function invoked by events (catalog
// Events): it gets the raw event and answers what it did.
type EventHandler func(ctx context.Context, d platform.Deps, raw json.RawMessage) (any, error)

// EventHandlers are the event functions, by catalog name.
var EventHandlers = map[string]EventHandler{
	"recording-processor": RecordingEvents,
}

// Events starts the named event function under the Lambda runtime, with
// the backends its catalog entry needs and no others (as Main) and the
// collector set for Lambda.
func Events(name string, b platform.Backends) {
	h, ok := EventHandlers[name]
	if !ok {
		startupFailed(name, fmt.Errorf("no event handler %q", name))
	}
	tuneGC(os.Getenv)
	d, err := load(name, b)
	if err != nil {
		startupFailed(name, err)
	}
	lambda.Start(func(ctx context.Context, raw json.RawMessage) (any, error) { return h(ctx, d, raw) })
}

// transcribeJobChange is the detail of EventBridge's "Transcribe Job State
// Change" event.
type transcribeJobChange struct {
	TranscriptionJobName   string `json:"TranscriptionJobName"`
	TranscriptionJobStatus string `json:"TranscriptionJobStatus"`
}

// RecordingEvents is the recording processor: an S3 event's object-created
// records (each key through callrecording's Process), or a Transcribe
// job's state change (TranscriptionDone). It answers how many events had
// each outcome; an error (the table out of reach before a record was
// claimed) makes Lambda deliver the event again, which claims nothing twice.
func RecordingEvents(ctx context.Context, d platform.Deps, raw json.RawMessage) (any, error) {
	var probe struct {
		Records    json.RawMessage `json:"Records"`
		DetailType string          `json:"detail-type"`
	}
	if err := json.Unmarshal(raw, &probe); err != nil {
		return nil, fmt.Errorf("recording-processor: event: %w", err)
	}
	outcomes := map[string]int{}
	switch {
	case probe.Records != nil:
		var ev events.S3Event
		if err := json.Unmarshal(raw, &ev); err != nil {
			return nil, fmt.Errorf("recording-processor: S3 event: %w", err)
		}
		var errs []error
		for _, rec := range ev.Records {
			if rec.EventSource != "aws:s3" || !strings.HasPrefix(rec.EventName, "ObjectCreated:") {
				outcomes[string(callrecording.Ignored)]++
				continue
			}
			out, err := d.Recordings.Process(ctx, rec.S3.Bucket.Name, rec.S3.Object.URLDecodedKey)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", rec.S3.Object.URLDecodedKey, err))
				continue
			}
			outcomes[string(out)]++
		}
		if err := errors.Join(errs...); err != nil {
			return nil, err
		}
	case probe.DetailType == catalog.TranscribeJobDone.Kind:
		var ev events.EventBridgeEvent
		var job transcribeJobChange
		if err := json.Unmarshal(raw, &ev); err != nil {
			return nil, fmt.Errorf("recording-processor: EventBridge event: %w", err)
		}
		if err := json.Unmarshal(ev.Detail, &job); err != nil {
			return nil, fmt.Errorf("recording-processor: job detail: %w", err)
		}
		out, err := d.Recordings.TranscriptionDone(ctx, job.TranscriptionJobName)
		if err != nil {
			return nil, err
		}
		outcomes[string(out)]++
	default:
		return nil, errors.New("recording-processor: neither an S3 event nor a Transcribe job state change")
	}
	d.Log.InfoContext(ctx, "recording events", "outcomes", outcomes)
	return outcomes, nil
}

// startupFailed reports a configuration error in the JSON log format and
// exits, so Lambda shows an init error instead of serving half-configured.
func startupFailed(name string, err error) {
	fmt.Fprintf(os.Stderr, `{"level":"ERROR","msg":"start-up failed","function":%q,"err":%q}`+"\n", name, err.Error())
	os.Exit(1)
}
