package confirm_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/emaillink"
	"pitchperfect/shared/emaillink/confirm"
	"pitchperfect/shared/standin"
)

// TestConfirmationLinkAgainstCognito clicks the link against cognito-local:
// the real ConfirmSignUp API, with a code it e-mailed.
func TestConfirmationLinkAgainstCognito(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var mu sync.Mutex
	codes := map[string]string{}
	env, err := standin.Start(ctx, standin.Options{Mail: func(m standin.Mail) {
		mu.Lock()
		defer mu.Unlock()
		codes[m.To] = m.Code
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	// The handler the function builds: its client has no credentials
	// (ConfirmSignUp is sent unsigned).
	h, err := confirm.NewHandler(func(k string) string {
		return map[string]string{
			confirm.EnvClientID: env.Pool.ClientID, "AWS_REGION": "us-east-1",
			"AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER": env.Cognito.Endpoint,
		}[k]
	}, nil)
	if err != nil {
		t.Fatal(err)
	}

	signUp := func(email string) string {
		t.Helper()
		_, err := env.IDP.SignUp(ctx, &cip.SignUpInput{
			ClientId: &env.Pool.ClientID, Username: aws.String(email), Password: aws.String("Secret123"),
			UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: aws.String(email)}},
		})
		if err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			mu.Lock()
			code := codes[email]
			mu.Unlock()
			if code != "" {
				return code
			}
		}
		t.Fatalf("no confirmation code for %s", email)
		return ""
	}
	click := func(query url.Values) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", emaillink.ConfirmPath+"?"+query.Encode(), nil).WithContext(ctx))
		return rec
	}
	status := func(email string) ciptypes.UserStatusType {
		out, err := env.IDP.AdminGetUser(ctx, &cip.AdminGetUserInput{UserPoolId: &env.Pool.ID, Username: aws.String(email)})
		if err != nil {
			t.Fatal(err)
		}
		return out.UserStatus
	}

	// GIVEN a new, unconfirmed user and the code Cognito e-mailed
	email := "link@example.com"
	code := signUp(email)

	// WHEN a wrong code is clicked, THEN the browser lands on the login page
	// with the reason, and the account stays unconfirmed
	resp := click(url.Values{"user": {email}, "code": {"000000"}})
	if got := resp.Header().Get("Location"); resp.Code != http.StatusFound || got != "/login?verification=invalid" {
		t.Errorf("wrong code: %d %q", resp.Code, got)
	}
	if s := status(email); s != ciptypes.UserStatusTypeUnconfirmed {
		t.Errorf("after a wrong code the user is %s", s)
	}

	// WHEN the right link is clicked, THEN the account is confirmed and the
	// browser lands on /email-confirmed, uncached and without a referrer
	resp = click(url.Values{"user": {email}, "code": {code}})
	if got := resp.Header().Get("Location"); resp.Code != http.StatusFound || got != emaillink.ConfirmedPath {
		t.Errorf("right code: %d %q, want 302 %s", resp.Code, got, emaillink.ConfirmedPath)
	}
	if resp.Header().Get("Cache-Control") != "no-store" || resp.Header().Get("Referrer-Policy") != "no-referrer" {
		t.Errorf("headers %v", resp.Header())
	}
	if s := status(email); s != ciptypes.UserStatusTypeConfirmed {
		t.Errorf("after the link the user is %s", s)
	}

	// A link without its parts goes to the login page too.
	resp = click(url.Values{"user": {email}})
	if got := resp.Header().Get("Location"); got != "/login?verification=invalid" {
		t.Errorf("no code: %q", got)
	}
	// Only GET (and HEAD) follow links.
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", emaillink.ConfirmPath, nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", rec.Code)
	}
}

// confirmFunc is a stub of the Cognito call, for the outcomes cognito-local
// cannot produce on demand (expired codes, throttling).
type confirmFunc func() error

func (f confirmFunc) ConfirmSignUp(context.Context, *cip.ConfirmSignUpInput, ...func(*cip.Options)) (*cip.ConfirmSignUpOutput, error) {
	return &cip.ConfirmSignUpOutput{}, f()
}

func TestConfirmationOutcomes(t *testing.T) {
	for _, tt := range []struct {
		name string
		err  error
		want string
	}{
		{"confirmed", nil, "/email-confirmed"},
		{"clicked twice", &ciptypes.NotAuthorizedException{Message: aws.String("User cannot be confirmed. Current status is CONFIRMED")}, "/email-confirmed"},
		{"expired", &ciptypes.ExpiredCodeException{Message: aws.String("expired")}, "/login?verification=expired"},
		{"wrong code", &ciptypes.CodeMismatchException{}, "/login?verification=invalid"},
		{"unknown user", &ciptypes.UserNotFoundException{}, "/login?verification=invalid"},
		{"throttled", &ciptypes.TooManyRequestsException{}, "/login?verification=retry"},
		{"too many attempts", &ciptypes.TooManyFailedAttemptsException{}, "/login?verification=retry"},
		{"disabled", &ciptypes.NotAuthorizedException{Message: aws.String("User is disabled.")}, "/login?verification=invalid"},
		{"outage", context.DeadlineExceeded, "/login?verification=failed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := &confirm.Handler{Cognito: confirmFunc(func() error { return tt.err }), ClientID: "c"}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", emaillink.ConfirmPath+"?user=u&code=123456", nil))
			if got := rec.Header().Get("Location"); rec.Code != http.StatusFound || got != tt.want {
				t.Errorf("%d %q, want 302 %q", rec.Code, got, tt.want)
			}
		})
	}
}

func TestNewHandlerNeedsTheClientAndTheRegion(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want string // in the error; "" for none
	}{
		{map[string]string{confirm.EnvClientID: "c", "AWS_REGION": "eu-west-1"}, ""},
		{map[string]string{"AWS_REGION": "eu-west-1"}, confirm.EnvClientID},
		{map[string]string{confirm.EnvClientID: "c"}, "AWS_REGION"},
	} {
		h, err := confirm.NewHandler(func(k string) string { return tt.env[k] }, nil)
		switch {
		case tt.want == "" && (err != nil || h.ClientID != "c"):
			t.Errorf("%v: %v, %+v", tt.env, err, h)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%v: error %v, want one naming %s", tt.env, err, tt.want)
		}
	}
}
