// Package cognitodir looks users up in a Cognito user pool (AdminGetUser),
// for auth.UserCheck, and deletes them (AdminDeleteUser, for account
// deletion). It is a package of its own so that only the functions
// with signed-in routes link it (see platform.Backends).
//
// It makes those calls itself, as the service's JSON protocol defines it
// (a POST with an X-Amz-Target header, signed with SigV4), rather than
// through the SDK's Cognito client, which adds about 0.7 MB to every
// bootstrap that links it (the target is under 12 MB, make bench-lambda).
// The signer, the HTTP client and the retryer it uses come from the
// aws.Config every function already links for DynamoDB.
package cognitodir

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"

	"pitchperfect/shared/auth"
)

// The calls: AdminGetUser, and AdminDeleteUser for account deletion.
const (
	signingName      = "cognito-idp" // SigV4 service name, and the endpoint's first label
	targetPrefix     = "AWSCognitoIdentityProviderService."
	getUserTarget    = targetPrefix + "AdminGetUser"
	deleteUserTarget = targetPrefix + "AdminDeleteUser"
	contentType      = "application/x-amz-json-1.1"
	// callTimeout bounds one lookup, retries included, whatever the
	// caller's deadline.
	callTimeout = 3 * time.Second
	// maxReply is the most of a reply that is read; AdminGetUser's is a
	// few hundred bytes.
	maxReply = 1 << 20
)

// Directory is one user pool.
type Directory struct {
	url     string // where calls are posted
	poolID  string
	region  string
	creds   aws.CredentialsProvider
	client  aws.HTTPClient
	retryer aws.Retryer
	signer  *v4.Signer
}

var _ auth.UserDirectory = (*Directory)(nil)

// New returns the directory of the pool poolID, reached with cfg's region,
// credentials, HTTP client and retryer (the SDK's defaults where cfg has
// none). endpoint, when set, is the service's address (cognito-local, or
// the local server's /cognito); empty means Cognito in cfg's region.
func New(cfg aws.Config, endpoint, poolID string) auth.UserDirectory {
	d := &Directory{
		url:    endpoint,
		poolID: poolID,
		region: cfg.Region,
		creds:  cfg.Credentials,
		client: cfg.HTTPClient,
		signer: v4.NewSigner(),
	}
	if d.url == "" {
		d.url = "https://" + signingName + "." + cfg.Region + ".amazonaws.com/"
	}
	if !strings.HasSuffix(d.url, "/") {
		d.url += "/"
	}
	if d.client == nil {
		d.client = awshttp.NewBuildableClient()
	}
	if cfg.Retryer != nil {
		d.retryer = cfg.Retryer()
	} else {
		d.retryer = retry.NewStandard() // as the SDK's clients default
	}
	return d
}

// LookupUser implements auth.UserDirectory. An attempt that fails for a
// reason the retryer deems passing (no connection, a 5xx, throttling) is
// repeated with its delays and retry quota, as the SDK's clients do, within
// callTimeout.
func (d *Directory) LookupUser(ctx context.Context, username string) (auth.DirectoryUser, error) {
	raw, err := d.call(ctx, getUserTarget, username)
	if err != nil {
		return auth.DirectoryUser{}, err
	}
	var r reply
	if err := json.Unmarshal(raw, &r); err != nil {
		return auth.DirectoryUser{}, fmt.Errorf("cognito AdminGetUser: a reply that is not AdminGetUser's: %w", err)
	}
	u := auth.DirectoryUser{Enabled: r.Enabled}
	for _, a := range r.UserAttributes {
		if a.Name == "sub" {
			u.Sub = a.Value
		}
	}
	return u, nil
}

// DeleteUser deletes the user named username from the pool
// (AdminDeleteUser, retried as LookupUser is). A user who is not there is
// no error, so a deletion that is repeated finishes.
func (d *Directory) DeleteUser(ctx context.Context, username string) error {
	_, err := d.call(ctx, deleteUserTarget, username)
	if errors.Is(err, auth.ErrNoSuchUser) {
		return nil
	}
	return err
}

// call makes one call of the pool about username, with retries; a user not
// found is auth.ErrNoSuchUser.
func (d *Directory) call(ctx context.Context, target, username string) ([]byte, error) {
	action := strings.TrimPrefix(target, targetPrefix)
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	body, err := json.Marshal(struct{ UserPoolId, Username string }{d.poolID, username})
	if err != nil {
		return nil, fmt.Errorf("cognito %s: %w", action, err)
	}
	release := d.retryer.GetInitialToken() // the attempt's token
	for attempt := 1; ; attempt++ {
		raw, err := d.attempt(ctx, target, body)
		answered := err == nil || errors.Is(err, auth.ErrNoSuchUser)
		if answered {
			_ = release(nil) // a success adds to the retry quota, or refunds the retry
			return raw, err
		}
		_ = release(err)
		if release = d.retry(ctx, attempt, err); release == nil {
			if attempt > 1 {
				err = fmt.Errorf("%w (attempt %d)", err, attempt)
			}
			return nil, fmt.Errorf("cognito %s: %w", action, err)
		}
	}
}

// retry waits the retryer's delay after the failed attempt numbered attempt
// and returns the retry token to release after the next attempt, or nil when
// there is no next attempt: the error is not retryable, the attempts or the
// retry quota (which keeps a struggling service from a storm of retries) are
// spent, or the deadline comes first.
func (d *Directory) retry(ctx context.Context, attempt int, err error) func(error) error {
	r := d.retryer
	if attempt >= r.MaxAttempts() || !r.IsErrorRetryable(err) || ctx.Err() != nil {
		return nil
	}
	delay, derr := r.RetryDelay(attempt, err)
	if derr != nil {
		return nil
	}
	release, terr := r.GetRetryToken(ctx, err)
	if terr != nil {
		return nil
	}
	t := time.NewTimer(delay)
	defer t.Stop()
	select {
	case <-t.C:
		return release
	case <-ctx.Done():
		_ = release(ctx.Err())
		return nil
	}
}

// reply is what AdminGetUser answers (the fields used here).
type reply struct {
	Enabled        bool
	UserAttributes []struct{ Name, Value string }
}

// attempt makes one signed call and returns the reply's body.
func (d *Directory) attempt(ctx context.Context, target string, body []byte) ([]byte, error) {
	if d.creds == nil {
		return nil, errors.New("no AWS credentials configured")
	}
	creds, err := d.creds.Retrieve(ctx)
	if err != nil {
		return nil, fmt.Errorf("credentials: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("X-Amz-Target", target)
	sum := sha256.Sum256(body)
	if err := d.signer.SignHTTP(ctx, creds, req, hex.EncodeToString(sum[:]), signingName, d.region, time.Now()); err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxReply))
	if err != nil {
		return nil, fmt.Errorf("reading the reply: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		e := replyError(resp, raw)
		if resp.StatusCode == http.StatusBadRequest && e.code == "UserNotFoundException" {
			return nil, auth.ErrNoSuchUser
		}
		return nil, e
	}
	return raw, nil
}

// apiError is an error reply of the service. Its methods are the ones the
// SDK's retryer reads (retry.RetryableHTTPStatusCode, RetryableErrorCode).
type apiError struct {
	status        int
	code, message string
}

func (e *apiError) Error() string {
	return fmt.Sprintf("status %d, %s: %s", e.status, e.code, e.message)
}

// ErrorCode is the error's type without its namespace, e.g.
// "TooManyRequestsException".
func (e *apiError) ErrorCode() string { return e.code }

// HTTPStatusCode is the reply's status.
func (e *apiError) HTTPStatusCode() int { return e.status }

// replyError reads an error reply of the JSON protocol: the type is in the
// X-Amzn-ErrorType header or the body's __type (or code), either one
// possibly prefixed with a namespace ("…#UserNotFoundException") or followed
// by ":" and more.
func replyError(resp *http.Response, raw []byte) *apiError {
	var b struct {
		Type    string `json:"__type"`
		Code    string `json:"code"`
		Message string `json:"message"`
		Upper   string `json:"Message"`
	}
	_ = json.Unmarshal(raw, &b) // a body that is not JSON leaves the fields empty
	code := resp.Header.Get("X-Amzn-ErrorType")
	for _, c := range []string{b.Type, b.Code} {
		if code == "" {
			code = c
		}
	}
	code, _, _ = strings.Cut(code, ":")
	if i := strings.LastIndex(code, "#"); i >= 0 {
		code = code[i+1:]
	}
	e := &apiError{status: resp.StatusCode, code: strings.TrimSpace(code), message: b.Message}
	if e.message == "" {
		e.message = b.Upper
	}
	if e.code == "" {
		e.code = "unknown error"
	}
	return e
}
