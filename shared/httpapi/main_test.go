package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"pitchperfect/shared/platform"
	"pitchperfect/shared/speech/flite"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/standin"
)

// The API tests run against the real stand-ins: dynalite and cognito-local,
// started once for the package.
var (
	env  *standin.Env
	deps platform.Deps
	api  *httptest.Server
	// mailDir is the local outbox the feedback e-mails go to.
	mailDir string
)

func TestMain(m *testing.M) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	var err error
	env, err = standin.Start(ctx, standin.Options{})
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "stand-ins:", err)
		os.Exit(1)
	}
	mailDir, _ = os.MkdirTemp("", "pitchperfect-mail-")
	deps, err = platform.Load(env.Getenv(map[string]string{"LOG_LEVEL": "ERROR", "MAILBOX_DIR": mailDir}), platform.Backends{LocalSTT: sphinx.Local, LocalTTS: flite.Local})
	if err != nil {
		env.Stop()
		fmt.Fprintln(os.Stderr, "platform:", err)
		os.Exit(1)
	}
	h, err := deps.Server.Handler()
	if err != nil {
		env.Stop()
		fmt.Fprintln(os.Stderr, "handler:", err)
		os.Exit(1)
	}
	api = httptest.NewServer(h)
	code := m.Run()
	api.Close()
	env.Stop()
	os.RemoveAll(mailDir)
	os.Exit(code)
}

var userSeq int

// newUser signs up a fresh confirmed user and returns its id token.
func newUser(t *testing.T, groups ...string) string {
	t.Helper()
	userSeq++
	email := fmt.Sprintf("rep%d-%d@example.com", userSeq, time.Now().UnixNano())
	tok, err := env.NewUser(context.Background(), email, "Secret123", groups...)
	if err != nil {
		t.Fatal(err)
	}
	return tok.ID
}

type response struct {
	Status int
	Header http.Header
	Body   map[string]any
	Raw    []byte
}

func call(t *testing.T, method, path, token string, body any) response {
	t.Helper()
	return callURL(t, api.URL, method, path, token, body)
}

// callURL is call against the server at base.
func callURL(t *testing.T, base, method, path, token string, body any) response {
	t.Helper()
	var rdr io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rdr = bytes.NewReader(b)
	case string:
		rdr = bytes.NewReader([]byte(b))
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rdr = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, base+path, rdr)
	if err != nil {
		t.Fatal(err)
	}
	if rdr != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return do(t, req)
}

// do sends req and reads the response, decoding a JSON body.
func do(t *testing.T, req *http.Request) response {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := response{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	_ = json.Unmarshal(raw, &r.Body)
	return r
}

// errorCode returns body.error.code, failing the test when the body is not
// the API's error shape.
func errorCode(t *testing.T, r response) string {
	t.Helper()
	e, ok := r.Body["error"].(map[string]any)
	if !ok || e["code"] == nil || e["message"] == nil || e["message"] == "" {
		t.Fatalf("status %d: body is not {error:{code,message}}: %s", r.Status, r.Raw)
	}
	return e["code"].(string)
}

func cognitoLocalKey(t *testing.T) any {
	t.Helper()
	key, err := standin.CognitoLocalPrivateKey()
	if err != nil {
		t.Fatal(err)
	}
	return key
}
