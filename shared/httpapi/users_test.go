package httpapi_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/auth/cognitodir"
)

// checkedServer is the API with tokens checked against cognito-local's user
// pool at directoryURL, on a clock the test moves.
func checkedServer(t *testing.T, directoryURL string) (base string, advance func(time.Duration)) {
	t.Helper()
	var mu sync.Mutex
	now := time.Now()
	v := *deps.Server.Verifier.(*auth.Verifier)
	v.Users = &auth.UserCheck{
		Directory: cognitodir.New(env.AWS, directoryURL, env.Pool.ID),
		Now: func() time.Time {
			mu.Lock()
			defer mu.Unlock()
			return now
		},
	}
	srv := *deps.Server
	srv.Verifier = &v
	return serve(t, &srv).URL, func(d time.Duration) {
		mu.Lock()
		defer mu.Unlock()
		now = now.Add(d)
	}
}

func TestADeletedUsersTokensStopWorking(t *testing.T) {
	ctx := context.Background()
	base, advance := checkedServer(t, env.Cognito.Endpoint)
	email := fmt.Sprintf("leaver-%d@example.com", time.Now().UnixNano())
	tok, err := env.NewUser(ctx, email, "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	// GIVEN a signed-in user whose id and access tokens both work
	for _, raw := range []string{tok.ID, tok.Access} {
		if r := callURL(t, base, "GET", "/api/profile", raw, nil); r.Status != 200 {
			t.Fatalf("before deletion: %d %s", r.Status, r.Raw)
		}
	}
	// WHEN the user is deleted from the pool
	if _, err := env.IDP.AdminDeleteUser(ctx, &cip.AdminDeleteUserInput{UserPoolId: &env.Pool.ID, Username: &email}); err != nil {
		t.Fatal(err)
	}
	// THEN the tokens, still unexpired, work only until the kept answer
	// expires (a minute) …
	if r := callURL(t, base, "GET", "/api/profile", tok.ID, nil); r.Status != 200 {
		t.Fatalf("within the minute: %d %s", r.Status, r.Raw)
	}
	advance(auth.DefaultUserCheckTTL + time.Second)
	// … and then are refused, on every route.
	for _, c := range []struct{ method, path, token string }{
		{"GET", "/api/profile", tok.ID},
		{"GET", "/api/profile", tok.Access},
		{"POST", "/api/functions/pitch-analysis", tok.ID},
		{"GET", "/api/stats", tok.Access},
	} {
		var body any
		if c.method == "POST" {
			body = pitchBody
		}
		r := callURL(t, base, c.method, c.path, c.token, body)
		if r.Status != 401 || errorCode(t, r) != "invalid_token" {
			t.Errorf("%s %s after deletion: %d %s", c.method, c.path, r.Status, r.Raw)
		}
	}
}

func TestADisabledUsersTokensStopWorking(t *testing.T) {
	ctx := context.Background()
	base, advance := checkedServer(t, env.Cognito.Endpoint)
	email := fmt.Sprintf("paused-%d@example.com", time.Now().UnixNano())
	tok, err := env.NewUser(ctx, email, "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	if r := callURL(t, base, "GET", "/api/profile", tok.ID, nil); r.Status != 200 {
		t.Fatalf("before: %d %s", r.Status, r.Raw)
	}
	if _, err := env.IDP.AdminDisableUser(ctx, &cip.AdminDisableUserInput{UserPoolId: &env.Pool.ID, Username: &email}); err != nil {
		t.Fatal(err)
	}
	advance(auth.DefaultUserCheckTTL + time.Second)
	if r := callURL(t, base, "GET", "/api/profile", tok.ID, nil); r.Status != 401 || errorCode(t, r) != "invalid_token" {
		t.Fatalf("disabled: %d %s", r.Status, r.Raw)
	}
	// Enabled again, the user is let back in once the refusal expires.
	if _, err := env.IDP.AdminEnableUser(ctx, &cip.AdminEnableUserInput{UserPoolId: &env.Pool.ID, Username: &email}); err != nil {
		t.Fatal(err)
	}
	advance(auth.DefaultUserCheckTTL + time.Second)
	if r := callURL(t, base, "GET", "/api/profile", tok.ID, nil); r.Status != 200 {
		t.Fatalf("enabled again: %d %s", r.Status, r.Raw)
	}
}

func TestAnUnreachableUserPoolIsAnOutageNotASignOut(t *testing.T) {
	// GIVEN a user pool that cannot be reached (nothing listens on port 1)
	base, _ := checkedServer(t, "http://127.0.0.1:1")
	tok := newUser(t)
	// THEN a signed-in call is told to retry, not to sign in again.
	r := callURL(t, base, "GET", "/api/profile", tok, nil)
	if r.Status != 503 || errorCode(t, r) != "auth_unavailable" {
		t.Fatalf("directory down: %d %s", r.Status, r.Raw)
	}
	// Public routes do not depend on it.
	if r := callURL(t, base, "GET", "/api/health", "", nil); r.Status != 200 {
		t.Errorf("health: %d", r.Status)
	}
}
