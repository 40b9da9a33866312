package lambdaruntime_test

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"pitchperfect/infra/lambdaruntime"
)

// TestRuntimeAPISpeaksTheProtocol plays the runtime's side by hand.
func TestRuntimeAPISpeaksTheProtocol(t *testing.T) {
	api, err := lambdaruntime.NewServer("arn:aws:lambda:us-east-1:123456789012:function:f")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	base := "http://" + api.Addr() + "/2018-06-01/runtime"
	post := func(path, body string, header http.Header) int {
		t.Helper()
		req, _ := http.NewRequest("POST", base+path, strings.NewReader(body))
		for k, v := range header {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	next := func() (string, http.Header) {
		t.Helper()
		resp, err := http.Get(base + "/invocation/next")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b), resp.Header
	}

	// An event goes out with the headers the runtime needs …
	_, result := api.Enqueue([]byte(`{"n":1}`))
	body, h := next()
	id := h.Get(lambdaruntime.HeaderRequestID)
	deadline, _ := strconv.ParseInt(h.Get(lambdaruntime.HeaderDeadlineMS), 10, 64)
	if body != `{"n":1}` || id == "" || h.Get(lambdaruntime.HeaderFunctionARN) != api.FunctionARN ||
		time.UnixMilli(deadline).Before(time.Now()) || h.Get(lambdaruntime.HeaderTraceID) == "" {
		t.Fatalf("next = %q %v", body, h)
	}
	// … its answer is accepted with 202 and handed over …
	if code := post("/invocation/"+id+"/response", `{"ok":true}`, nil); code != http.StatusAccepted {
		t.Errorf("response: %d", code)
	}
	if r := <-result; string(r.Payload) != `{"ok":true}` || r.Err != nil || r.RequestID != id {
		t.Errorf("result %+v", r)
	}
	// … and a request id cannot be answered twice.
	if code := post("/invocation/"+id+"/response", `{}`, nil); code != http.StatusBadRequest {
		t.Errorf("second response: %d, want 400", code)
	}

	// A failed invocation reports Lambda's error shape.
	_, result = api.Enqueue([]byte(`{}`))
	_, h = next()
	code := post("/invocation/"+h.Get(lambdaruntime.HeaderRequestID)+"/error",
		`{"errorMessage":"boom","errorType":"errorString"}`,
		http.Header{lambdaruntime.HeaderErrorType: {"Runtime.Unknown"}})
	if r := <-result; code != http.StatusAccepted || r.Err == nil || r.Err.Message != "boom" || r.Err.Type != "errorString" {
		t.Errorf("error: %d %+v", code, r.Err)
	}

	// An init error is kept for whoever waits on the instance.
	if code := post("/init/error", `{"errorMessage":"bad config","errorType":"Runtime.ExitError"}`, nil); code != http.StatusAccepted {
		t.Errorf("init error: %d", code)
	}
	select {
	case e := <-api.InitErrors():
		if e.Message != "bad config" {
			t.Errorf("init error %+v", e)
		}
	default:
		t.Error("no init error reported")
	}

	// Invoke gives up at the deadline when nobody answers.
	api.Timeout = 50 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := api.Invoke(ctx, []byte(`{}`)); err == nil {
		t.Error("Invoke without a runtime returned no error")
	}
}
