// Package lambdaruntime runs a built Lambda bootstrap the way AWS Lambda
// does, on this machine: it serves the Lambda Runtime API (2018-06-01) on a
// loopback port, starts the executable with AWS_LAMBDA_RUNTIME_API pointing
// there and the environment Lambda sets, and hands it invocations one at a
// time. It stands in for the runtime interface emulator, which needs Docker
// or a build from source.
//
// Served: GET /2018-06-01/runtime/invocation/next (with the
// Lambda-Runtime-Aws-Request-Id, -Deadline-Ms, -Invoked-Function-Arn and
// -Trace-Id headers), POST …/invocation/{id}/response, POST
// …/invocation/{id}/error and POST /2018-06-01/runtime/init/error.
package lambdaruntime

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// APIVersion is the Runtime API version in every path.
const APIVersion = "2018-06-01"

// Headers of the Runtime API.
const (
	HeaderRequestID   = "Lambda-Runtime-Aws-Request-Id"
	HeaderDeadlineMS  = "Lambda-Runtime-Deadline-Ms"
	HeaderFunctionARN = "Lambda-Runtime-Invoked-Function-Arn"
	HeaderTraceID     = "Lambda-Runtime-Trace-Id"
	HeaderErrorType   = "Lambda-Runtime-Function-Error-Type"
	// Trailers a streaming client sets when the response body fails midway.
	TrailerErrorType = "Lambda-Runtime-Function-Error-Type"
	TrailerErrorBody = "Lambda-Runtime-Function-Error-Body"
)

// FunctionError is an error the runtime reported, in Lambda's JSON shape.
type FunctionError struct {
	Message    string   `json:"errorMessage"`
	Type       string   `json:"errorType"`
	StackTrace []string `json:"stackTrace,omitempty"`
}

func (e *FunctionError) Error() string { return e.Type + ": " + e.Message }

// Result is the outcome of one invocation.
type Result struct {
	RequestID string
	Payload   []byte         // the response, when the function succeeded
	Err       *FunctionError // the reported error, when it failed
	// Received is when the runtime fetched the event; Done when its answer
	// arrived.
	Received, Done time.Time
}

type invocation struct {
	id       string
	payload  []byte
	deadline time.Time
	result   chan Result
	received time.Time
}

// Server is the Runtime API for one function instance.
type Server struct {
	// FunctionARN is sent with every invocation.
	FunctionARN string
	// Timeout is each invocation's deadline (default 29 s, the API's).
	Timeout time.Duration

	ln      net.Listener
	srv     *http.Server
	queue   chan *invocation
	mu      sync.Mutex
	running map[string]*invocation
	initErr chan *FunctionError
}

// NewServer starts a Runtime API on a free loopback port.
func NewServer(functionARN string) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{
		FunctionARN: functionARN,
		Timeout:     29 * time.Second,
		ln:          ln,
		queue:       make(chan *invocation, 16),
		running:     map[string]*invocation{},
		initErr:     make(chan *FunctionError, 1),
	}
	mux := http.NewServeMux()
	base := "/" + APIVersion + "/runtime"
	mux.HandleFunc("GET "+base+"/invocation/next", s.next)
	mux.HandleFunc("POST "+base+"/invocation/{id}/response", s.response)
	mux.HandleFunc("POST "+base+"/invocation/{id}/error", s.failure)
	mux.HandleFunc("POST "+base+"/init/error", s.initError)
	s.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// Addr is the value of AWS_LAMBDA_RUNTIME_API: host:port, no scheme.
func (s *Server) Addr() string { return s.ln.Addr().String() }

// Close stops the server; a runtime waiting for its next event gets an error.
func (s *Server) Close() error { return s.srv.Close() }

// InitErrors reports what the runtime posted to /runtime/init/error.
func (s *Server) InitErrors() <-chan *FunctionError { return s.initErr }

// Enqueue queues an event for the runtime's next GET …/next and returns the
// channel its result arrives on.
func (s *Server) Enqueue(payload []byte) (requestID string, result <-chan Result) {
	inv := &invocation{
		id:       newRequestID(),
		payload:  payload,
		deadline: time.Now().Add(s.Timeout),
		result:   make(chan Result, 1),
	}
	s.queue <- inv
	return inv.id, inv.result
}

// Invoke queues an event and waits for its result, for ctx, or for the
// invocation's deadline.
func (s *Server) Invoke(ctx context.Context, payload []byte) (Result, error) {
	id, result := s.Enqueue(payload)
	timer := time.NewTimer(s.Timeout + time.Second)
	defer timer.Stop()
	select {
	case r := <-result:
		return r, nil
	case <-ctx.Done():
		return Result{RequestID: id}, ctx.Err()
	case <-timer.C:
		return Result{RequestID: id}, fmt.Errorf("invocation %s: no answer within %s", id, s.Timeout)
	}
}

func (s *Server) next(w http.ResponseWriter, r *http.Request) {
	var inv *invocation
	select {
	case inv = <-s.queue:
	case <-r.Context().Done():
		return
	}
	inv.received = time.Now()
	s.mu.Lock()
	s.running[inv.id] = inv
	s.mu.Unlock()
	h := w.Header()
	h.Set(HeaderRequestID, inv.id)
	h.Set(HeaderDeadlineMS, strconv.FormatInt(inv.deadline.UnixMilli(), 10))
	h.Set(HeaderFunctionARN, s.FunctionARN)
	h.Set(HeaderTraceID, "Root=1-"+strconv.FormatInt(time.Now().Unix(), 16)+"-"+inv.id[:24]+";Sampled=0")
	h.Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(inv.payload)
}

// finish hands an invocation's result over, once.
func (s *Server) finish(w http.ResponseWriter, r *http.Request, build func(body []byte) Result) {
	id := r.PathValue("id")
	s.mu.Lock()
	inv, ok := s.running[id]
	delete(s.running, id)
	s.mu.Unlock()
	body, err := io.ReadAll(r.Body)
	if !ok {
		writeStatus(w, http.StatusBadRequest, "InvalidRequestID", "unknown or finished request id "+id)
		return
	}
	res := build(body)
	if err != nil && res.Err == nil {
		res.Err = &FunctionError{Type: "Runtime.ResponseBodyError", Message: err.Error()}
	}
	// A streamed body that failed midway says so in trailers.
	if t := r.Trailer.Get(TrailerErrorType); t != "" && res.Err == nil {
		res.Err = &FunctionError{Type: t, Message: r.Trailer.Get(TrailerErrorBody)}
	}
	res.RequestID, res.Received, res.Done = id, inv.received, time.Now()
	inv.result <- res
	writeStatus(w, http.StatusAccepted, "", "")
}

func (s *Server) response(w http.ResponseWriter, r *http.Request) {
	s.finish(w, r, func(body []byte) Result { return Result{Payload: body} })
}

func (s *Server) failure(w http.ResponseWriter, r *http.Request) {
	s.finish(w, r, func(body []byte) Result { return Result{Err: parseError(body, r.Header.Get(HeaderErrorType))} })
}

func (s *Server) initError(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	select {
	case s.initErr <- parseError(body, r.Header.Get(HeaderErrorType)):
	default: // one is enough: the runtime exits after it
	}
	writeStatus(w, http.StatusAccepted, "", "")
}

func parseError(body []byte, headerType string) *FunctionError {
	e := &FunctionError{}
	if err := json.Unmarshal(body, e); err != nil || (e.Message == "" && e.Type == "") {
		e = &FunctionError{Message: string(body)}
	}
	if e.Type == "" {
		e.Type = headerType
	}
	return e
}

func writeStatus(w http.ResponseWriter, code int, errType, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	if errType == "" {
		_, _ = w.Write([]byte(`{"status":"OK"}`))
		return
	}
	b, _ := json.Marshal(map[string]string{"errorType": errType, "errorMessage": msg})
	_, _ = w.Write(b)
}

func newRequestID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(errors.New("lambdaruntime: no randomness: " + err.Error()))
	}
	h := hex.EncodeToString(b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
