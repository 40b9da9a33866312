package cognitodir_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/standin"
)

// env is cognito-local (and dynalite) with the app's user pool.
var env *standin.Env

func TestMain(m *testing.M) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	var err error
	env, err = standin.Start(ctx, standin.Options{})
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "stand-ins:", err)
		os.Exit(1)
	}
	code := m.Run()
	env.Stop()
	os.Exit(code)
}

// config is the AWS configuration the platform gives every function
// (platform.awsConfig): region, static credentials, the standard retryer.
func config() aws.Config {
	return aws.Config{
		Region: standin.Region,
		Credentials: aws.CredentialsProviderFunc(func(context.Context) (aws.Credentials, error) {
			return aws.Credentials{AccessKeyID: "AKIDTEST", SecretAccessKey: "secret", SessionToken: "session"}, nil
		}),
		Retryer: func() aws.Retryer { return retry.NewStandard() },
	}
}

// quickRetries is config with the standard retryer's attempts and rules
// but delays of 10 ms, so a test can count the attempts within the deadline.
func quickRetries() aws.Config {
	cfg := config()
	cfg.Retryer = func() aws.Retryer {
		return retry.NewStandard(func(o *retry.StandardOptions) {
			o.Backoff = retry.BackoffDelayerFunc(func(int, error) (time.Duration, error) { return 10 * time.Millisecond, nil })
		})
	}
	return cfg
}

// newUser signs up a confirmed user and returns its name and subject, as
// the SDK's client reads them.
func newUser(t *testing.T, prefix string) (name, sub string) {
	t.Helper()
	ctx := context.Background()
	name = fmt.Sprintf("%s-%d@example.com", prefix, time.Now().UnixNano())
	if _, err := env.NewUser(ctx, name, "Secret123"); err != nil {
		t.Fatal(err)
	}
	out, err := env.IDP.AdminGetUser(ctx, &cip.AdminGetUserInput{UserPoolId: &env.Pool.ID, Username: &name})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range out.UserAttributes {
		if aws.ToString(a.Name) == "sub" {
			sub = aws.ToString(a.Value)
		}
	}
	if sub == "" {
		t.Fatal("cognito-local gave the user no sub")
	}
	return name, sub
}

func TestAUserIsFoundWithItsSubject(t *testing.T) {
	name, sub := newUser(t, "found")
	u, err := cognitodir.New(config(), env.Cognito.Endpoint, env.Pool.ID).LookupUser(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	if u != (auth.DirectoryUser{Sub: sub, Enabled: true}) {
		t.Fatalf("got %+v, want sub %s, enabled", u, sub)
	}
}

func TestAnUnknownOrDeletedUserIsNoSuchUser(t *testing.T) {
	ctx := context.Background()
	dir := cognitodir.New(config(), env.Cognito.Endpoint, env.Pool.ID)
	if _, err := dir.LookupUser(ctx, "nobody@example.com"); !errors.Is(err, auth.ErrNoSuchUser) {
		t.Fatalf("never signed up: %v, want ErrNoSuchUser", err)
	}
	name, _ := newUser(t, "deleted")
	if _, err := dir.LookupUser(ctx, name); err != nil {
		t.Fatalf("before deletion: %v", err)
	}
	if _, err := env.IDP.AdminDeleteUser(ctx, &cip.AdminDeleteUserInput{UserPoolId: &env.Pool.ID, Username: &name}); err != nil {
		t.Fatal(err)
	}
	if _, err := dir.LookupUser(ctx, name); !errors.Is(err, auth.ErrNoSuchUser) {
		t.Fatalf("deleted: %v, want ErrNoSuchUser", err)
	}
}

func TestADisabledUserIsNotEnabled(t *testing.T) {
	ctx := context.Background()
	dir := cognitodir.New(config(), env.Cognito.Endpoint, env.Pool.ID)
	name, sub := newUser(t, "disabled")
	if _, err := env.IDP.AdminDisableUser(ctx, &cip.AdminDisableUserInput{UserPoolId: &env.Pool.ID, Username: &name}); err != nil {
		t.Fatal(err)
	}
	if u, err := dir.LookupUser(ctx, name); err != nil || u != (auth.DirectoryUser{Sub: sub, Enabled: false}) {
		t.Fatalf("disabled: %+v, %v", u, err)
	}
	if _, err := env.IDP.AdminEnableUser(ctx, &cip.AdminEnableUserInput{UserPoolId: &env.Pool.ID, Username: &name}); err != nil {
		t.Fatal(err)
	}
	if u, err := dir.LookupUser(ctx, name); err != nil || u != (auth.DirectoryUser{Sub: sub, Enabled: true}) {
		t.Fatalf("enabled again: %+v, %v", u, err)
	}
}

// outage asserts err is a failure to ask, not an answer.
func outage(t *testing.T, what string, err error) {
	t.Helper()
	if err == nil || errors.Is(err, auth.ErrNoSuchUser) {
		t.Fatalf("%s: %v, want an error other than ErrNoSuchUser", what, err)
	}
}

func TestAPoolThatCannotBeAskedIsAnError(t *testing.T) {
	ctx := context.Background()
	name, _ := newUser(t, "outage")
	// Nothing listens on port 1: every attempt is refused, within the
	// call's deadline.
	start := time.Now()
	_, err := cognitodir.New(config(), "http://127.0.0.1:1", env.Pool.ID).LookupUser(ctx, name)
	outage(t, "unreachable", err)
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("unreachable: answered after %v, want within the 3 s deadline", d)
	}
	// cognito-local's other refusals (here, of a pool it does not have) are
	// not a missing user either.
	_, err = cognitodir.New(config(), env.Cognito.Endpoint, "us-east-1_NoSuchPool").LookupUser(ctx, name)
	outage(t, "unknown pool", err)
	if !strings.Contains(err.Error(), "ResourceNotFoundException") {
		t.Errorf("unknown pool: %v, want the service's error type in the error", err)
	}
}

// front is a proxy to cognito-local that answers the first `fail` calls
// itself with status and body, and records every call it is sent.
type front struct {
	srv    *httptest.Server
	calls  atomic.Int32
	mu     sync.Mutex
	sent   []*http.Request
	bodies []string
}

func newFront(t *testing.T, fail int32, status int, body string) *front {
	t.Helper()
	target, err := url.Parse(env.Cognito.Endpoint)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	f := &front{}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.sent, f.bodies = append(f.sent, r.Clone(context.Background())), append(f.bodies, string(b))
		f.mu.Unlock()
		if f.calls.Add(1) <= fail {
			w.WriteHeader(status)
			_, _ = io.WriteString(w, body)
			return
		}
		r.Body = io.NopCloser(strings.NewReader(string(b)))
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func TestTheCallIsASignedAdminGetUser(t *testing.T) {
	name, sub := newUser(t, "signed")
	f := newFront(t, 0, 0, "")
	if u, err := cognitodir.New(config(), f.srv.URL, env.Pool.ID).LookupUser(context.Background(), name); err != nil || u.Sub != sub {
		t.Fatalf("through the front: %+v, %v", u, err)
	}
	if len(f.sent) != 1 {
		t.Fatalf("%d calls, want 1", len(f.sent))
	}
	r := f.sent[0]
	for h, want := range map[string]string{
		"Content-Type":         "application/x-amz-json-1.1",
		"X-Amz-Target":         "AWSCognitoIdentityProviderService.AdminGetUser",
		"X-Amz-Security-Token": "session",
	} {
		if got := r.Header.Get(h); got != want {
			t.Errorf("%s: %q, want %q", h, got, want)
		}
	}
	if r.Method != "POST" || r.URL.Path != "/" {
		t.Errorf("%s %s, want POST /", r.Method, r.URL.Path)
	}
	date, err := time.Parse("20060102T150405Z", r.Header.Get("X-Amz-Date"))
	if err != nil || time.Since(date).Abs() > time.Minute {
		t.Errorf("X-Amz-Date %q, want now", r.Header.Get("X-Amz-Date"))
	}
	authz := r.Header.Get("Authorization")
	for _, want := range []string{
		"AWS4-HMAC-SHA256 Credential=AKIDTEST/" + date.Format("20060102") + "/us-east-1/cognito-idp/aws4_request,",
		"SignedHeaders=", "host", "x-amz-date", "x-amz-target", "Signature=",
	} {
		if !strings.Contains(authz, want) {
			t.Errorf("Authorization %q lacks %q", authz, want)
		}
	}
	if want := fmt.Sprintf(`{"UserPoolId":%q,"Username":%q}`, env.Pool.ID, name); f.bodies[0] != want {
		t.Errorf("body %s, want %s", f.bodies[0], want)
	}
}

func TestInTheCloudItCallsCognitoOfTheRegion(t *testing.T) {
	cfg := config()
	cfg.Region = "eu-west-1"
	var got *http.Request
	cfg.HTTPClient = clientFunc(func(r *http.Request) (*http.Response, error) {
		got = r
		return nil, errors.New("no network in this test")
	})
	_, err := cognitodir.New(cfg, "", "eu-west-1_Pool").LookupUser(context.Background(), "someone")
	outage(t, "no network", err)
	if got == nil {
		t.Fatal("the configuration's HTTP client was not used")
	}
	if u := got.URL.String(); u != "https://cognito-idp.eu-west-1.amazonaws.com/" {
		t.Errorf("URL %s", u)
	}
	if a := got.Header.Get("Authorization"); !strings.Contains(a, "/eu-west-1/cognito-idp/aws4_request") {
		t.Errorf("Authorization %q, want the region's scope", a)
	}
}

type clientFunc func(*http.Request) (*http.Response, error)

func (f clientFunc) Do(r *http.Request) (*http.Response, error) { return f(r) }

func TestPassingFailuresAreRetriedLikeTheSDKs(t *testing.T) {
	ctx := context.Background()
	name, sub := newUser(t, "retried")
	// A 500 and throttlings are retried until an attempt is answered.
	f := newFront(t, 1, 500, `{"__type":"InternalErrorException","message":"boom"}`)
	if u, err := cognitodir.New(quickRetries(), f.srv.URL, env.Pool.ID).LookupUser(ctx, name); err != nil || u.Sub != sub {
		t.Fatalf("after a 500: %+v, %v", u, err)
	}
	f = newFront(t, 2, 400, `{"__type":"com.amazon#TooManyRequestsException","message":"Rate exceeded"}`)
	if u, err := cognitodir.New(quickRetries(), f.srv.URL, env.Pool.ID).LookupUser(ctx, name); err != nil || u.Sub != sub {
		t.Fatalf("after two throttlings: %+v, %v", u, err)
	}
	if n := f.calls.Load(); n != 3 {
		t.Errorf("%d calls, want 3", n)
	}
	// Failing every time, it gives up after the retryer's three attempts.
	f = newFront(t, 10, 503, "Service Unavailable")
	_, err := cognitodir.New(quickRetries(), f.srv.URL, env.Pool.ID).LookupUser(ctx, name)
	outage(t, "503 every time", err)
	if n := f.calls.Load(); n != 3 {
		t.Errorf("%d calls, want 3", n)
	}
	// Other refusals are not retried, and a UserNotFoundException with
	// another status (here a 500, retried as one) is not taken for a missing
	// user; nor is a 200 that is not AdminGetUser's reply.
	for _, c := range []struct {
		status int
		body   string
		calls  int32
	}{
		{400, `{"__type":"NotAuthorizedException","message":"no"}`, 1},
		{500, `{"__type":"UserNotFoundException","message":"odd"}`, 3},
		{200, `not json`, 1},
	} {
		f = newFront(t, 10, c.status, c.body)
		_, err := cognitodir.New(quickRetries(), f.srv.URL, env.Pool.ID).LookupUser(ctx, name)
		outage(t, fmt.Sprintf("%d %s", c.status, c.body), err)
		if n := f.calls.Load(); n != c.calls {
			t.Errorf("%d %s: %d calls, want %d", c.status, c.body, n, c.calls)
		}
	}
	// A UserNotFoundException named in the header, as Cognito also sends it.
	hdr := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Amzn-ErrorType", "UserNotFoundException:http://internal.amazon.com/coral/com.amazonaws.cognito.identity.idp.model/")
		w.WriteHeader(400)
		_, _ = io.WriteString(w, `{"message":"User does not exist."}`)
	}))
	defer hdr.Close()
	if _, err := cognitodir.New(quickRetries(), hdr.URL, env.Pool.ID).LookupUser(ctx, name); !errors.Is(err, auth.ErrNoSuchUser) {
		t.Errorf("header-typed UserNotFoundException: %v, want ErrNoSuchUser", err)
	}
}

// TestDeleteUserDeletesOnceAndAgainIsNoError: DeleteUser is a signed
// AdminDeleteUser cognito-local accepts; the user is gone (looked up: no
// such user), and deleting again, as a retried account deletion does, is no
// error.
func TestDeleteUserDeletesOnceAndAgainIsNoError(t *testing.T) {
	ctx := context.Background()
	name, _ := newUser(t, "delete")
	dir := cognitodir.New(config(), env.Cognito.Endpoint, env.Pool.ID).(*cognitodir.Directory)
	if err := dir.DeleteUser(ctx, name); err != nil {
		t.Fatal(err)
	}
	if _, err := dir.LookupUser(ctx, name); !errors.Is(err, auth.ErrNoSuchUser) {
		t.Fatalf("after DeleteUser: %v, want ErrNoSuchUser", err)
	}
	if _, err := env.IDP.AdminGetUser(ctx, &cip.AdminGetUserInput{UserPoolId: &env.Pool.ID, Username: &name}); err == nil {
		t.Fatal("the SDK's client still finds the user")
	}
	if err := dir.DeleteUser(ctx, name); err != nil {
		t.Fatalf("deleting again: %v", err)
	}
	if err := cognitodir.New(config(), "http://127.0.0.1:1", env.Pool.ID).(*cognitodir.Directory).DeleteUser(ctx, "someone"); err == nil {
		t.Fatal("a pool that cannot be reached: no error")
	}
}
