// Package s3lite is an S3 bucket reached with plain HTTP requests signed by
// the SDK's SigV4 signer, which every function links anyway: object put,
// get and delete, listing a prefix, and presigned PUT and GET URLs for the browser. The S3 SDK
// client adds about 1.3 MB to a bootstrap for these few calls. It speaks to
// AWS (virtual-hosted addresses) or to a local S3 API at Endpoint (path
// style), such as the local server's strict /s3.
package s3lite

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
)

// signer signs as S3 expects: the path is escaped once, by url(), not
// again by the signer (S3 does not double-escape, unlike other services).
// One per call: the SDK's signer caches signing keys by access key id, so
// a shared one would sign with a key derived from another secret.
func (b *Bucket) signer() *v4.Signer {
	return v4.NewSigner(func(o *v4.SignerOptions) { o.DisableURIPathEscaping = true })
}

// Bucket is one S3 bucket.
type Bucket struct {
	Name   string
	Region string
	// Endpoint, when set, is an S3 API's base URL used path style
	// (http://127.0.0.1:9000/bucket/key); empty means AWS.
	Endpoint    string
	Credentials aws.CredentialsProvider
	HTTP        *http.Client
}

// New is bucket name in cfg's region, signed with cfg's credentials and
// sent with its HTTP client; endpoint, when set, is a local S3 API's base
// URL. No I/O.
func New(cfg aws.Config, name, endpoint string) *Bucket {
	b := &Bucket{Name: name, Region: cfg.Region, Endpoint: endpoint, Credentials: cfg.Credentials, HTTP: http.DefaultClient}
	if c, ok := cfg.HTTPClient.(*http.Client); ok && c != nil {
		b.HTTP = c
	} else if cfg.HTTPClient != nil {
		b.HTTP = &http.Client{Transport: doer{cfg.HTTPClient}}
	}
	return b
}

// doer adapts the SDK's HTTPClient (a Do method) to an http.RoundTripper.
type doer struct{ c aws.HTTPClient }

func (d doer) RoundTrip(r *http.Request) (*http.Response, error) { return d.c.Do(r) }

// Put writes body at key.
func (b *Bucket) Put(ctx context.Context, key string, body []byte, contentType string) error {
	resp, err := b.do(ctx, http.MethodPut, key, body, contentType)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// ErrTooLarge is Get's error for an object over its max.
var ErrTooLarge = errors.New("s3lite: object larger than allowed")

// Get reads key, at most max bytes (ErrTooLarge beyond). A missing key is a
// *StatusError with Status 404.
func (b *Bucket) Get(ctx context.Context, key string, max int64) ([]byte, error) {
	resp, err := b.do(ctx, http.MethodGet, key, nil, "")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.ContentLength > max {
		return nil, ErrTooLarge
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, max+1))
	if err != nil {
		return nil, fmt.Errorf("s3 GET %s: %w", key, err)
	}
	if int64(len(data)) > max {
		return nil, ErrTooLarge
	}
	return data, nil
}

// NotFound reports whether err is S3's answer for a missing key.
func NotFound(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Status == http.StatusNotFound
}

// PresignPut is a URL that lets whoever holds it PUT exactly this key, with
// this Content-Type and Content-Length (all signed), until ttl has passed.
func (b *Bucket) PresignPut(ctx context.Context, key, contentType string, size int64, ttl time.Duration) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, b.url(key), http.NoBody)
	if err != nil {
		return "", err
	}
	req.ContentLength = size
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Content-Length", strconv.FormatInt(size, 10))
	return b.presign(ctx, req, ttl)
}

// PresignGet is a URL that lets whoever holds it GET key until ttl has
// passed.
func (b *Bucket) PresignGet(ctx context.Context, key string, ttl time.Duration) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, b.url(key), http.NoBody)
	if err != nil {
		return "", err
	}
	return b.presign(ctx, req, ttl)
}

// presign signs req's method, path, host and headers into its query, valid
// for ttl (whole seconds, 1 s to 7 days as S3 allows).
func (b *Bucket) presign(ctx context.Context, req *http.Request, ttl time.Duration) (string, error) {
	secs := int64(ttl / time.Second)
	if secs < 1 || secs > 7*24*3600 {
		return "", fmt.Errorf("s3lite: presign for %v: S3 takes 1 s to 7 days", ttl)
	}
	q := req.URL.Query()
	q.Set("X-Amz-Expires", strconv.FormatInt(secs, 10))
	req.URL.RawQuery = q.Encode()
	creds, err := b.Credentials.Retrieve(ctx)
	if err != nil {
		return "", fmt.Errorf("s3 presign %s: credentials: %w", req.URL.Path, err)
	}
	signed, _, err := b.signer().PresignHTTP(ctx, creds, req, "UNSIGNED-PAYLOAD", "s3", b.Region, time.Now())
	if err != nil {
		return "", fmt.Errorf("s3 presign %s: %w", req.URL.Path, err)
	}
	return signed, nil
}

// url is key's address: virtual-hosted in AWS, path style at Endpoint.
func (b *Bucket) url(key string) string {
	segments := strings.Split(key, "/")
	for i, s := range segments {
		segments[i] = url.PathEscape(s)
	}
	if b.Endpoint != "" {
		return strings.TrimRight(b.Endpoint, "/") + "/" + b.Name + "/" + strings.Join(segments, "/")
	}
	return fmt.Sprintf("https://%s.s3.%s.amazonaws.com/%s", b.Name, b.Region, strings.Join(segments, "/"))
}

// Delete removes key; a missing key is no error (S3 answers 204 either way).
func (b *Bucket) Delete(ctx context.Context, key string) error {
	resp, err := b.do(ctx, http.MethodDelete, key, nil, "")
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// do sends one signed request and returns a 2xx answer; any other status is
// an error carrying S3's code.
func (b *Bucket) do(ctx context.Context, method, key string, body []byte, contentType string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, b.url(key), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	if body == nil {
		req.Body, req.ContentLength = http.NoBody, 0
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	req.Header.Set("X-Amz-Content-Sha256", hash)
	creds, err := b.Credentials.Retrieve(ctx)
	if err != nil {
		return nil, fmt.Errorf("s3 %s %s: credentials: %w", method, key, err)
	}
	if err := b.signer().SignHTTP(ctx, creds, req, hash, "s3", b.Region, time.Now()); err != nil {
		return nil, fmt.Errorf("s3 %s %s: sign: %w", method, key, err)
	}
	resp, err := b.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("s3 %s %s: %w", method, key, err)
	}
	if resp.StatusCode/100 != 2 {
		defer resp.Body.Close()
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return nil, &StatusError{Method: method, Key: key, Status: resp.StatusCode, Body: string(msg)}
	}
	return resp, nil
}

// StatusError is an S3 answer other than 2xx.
type StatusError struct {
	Method, Key string
	Status      int
	Body        string // S3's XML error, whose Code names it
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("s3 %s %s: %d %s", e.Method, e.Key, e.Status, strings.TrimSpace(e.Body))
}

// HTTPStatusCode lets the callers classify it like an SDK error.
func (e *StatusError) HTTPStatusCode() int { return e.Status }

// maxListPages bounds one List: S3 answers at most 1,000 keys a page.
const maxListPages = 1000

// List returns every key under prefix (ListObjectsV2, page after page). A
// bucket with none answers an empty list.
func (b *Bucket) List(ctx context.Context, prefix string) ([]string, error) {
	var keys []string
	token := ""
	for range maxListPages {
		q := url.Values{"list-type": {"2"}, "prefix": {prefix}}
		if token != "" {
			q.Set("continuation-token", token)
		}
		page, err := b.listPage(ctx, q)
		if err != nil {
			return nil, err
		}
		for _, c := range page.Contents {
			keys = append(keys, c.Key)
		}
		if !page.IsTruncated || page.NextContinuationToken == "" {
			return keys, nil
		}
		token = page.NextContinuationToken
	}
	return nil, fmt.Errorf("s3 list %s: more than %d pages", prefix, maxListPages)
}

// listResult is the part of ListObjectsV2's answer List reads.
type listResult struct {
	Contents []struct {
		Key string `xml:"Key"`
	} `xml:"Contents"`
	IsTruncated           bool   `xml:"IsTruncated"`
	NextContinuationToken string `xml:"NextContinuationToken"`
}

// listPage sends one signed ListObjectsV2 request of the bucket.
func (b *Bucket) listPage(ctx context.Context, q url.Values) (listResult, error) {
	base := b.url("")
	// The query is encoded with %20 for spaces, as SigV4's canonical query
	// string has it.
	raw := strings.ReplaceAll(q.Encode(), "+", "%20")
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"?"+raw, http.NoBody)
	if err != nil {
		return listResult{}, err
	}
	sum := sha256.Sum256(nil)
	hash := hex.EncodeToString(sum[:])
	req.Header.Set("X-Amz-Content-Sha256", hash)
	creds, err := b.Credentials.Retrieve(ctx)
	if err != nil {
		return listResult{}, fmt.Errorf("s3 list: credentials: %w", err)
	}
	if err := b.signer().SignHTTP(ctx, creds, req, hash, "s3", b.Region, time.Now()); err != nil {
		return listResult{}, fmt.Errorf("s3 list: sign: %w", err)
	}
	resp, err := b.HTTP.Do(req)
	if err != nil {
		return listResult{}, fmt.Errorf("s3 list: %w", err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return listResult{}, fmt.Errorf("s3 list: %w", err)
	}
	if resp.StatusCode/100 != 2 {
		return listResult{}, &StatusError{Method: http.MethodGet, Key: "?" + raw, Status: resp.StatusCode, Body: string(data)}
	}
	var page listResult
	if err := xml.Unmarshal(data, &page); err != nil {
		return listResult{}, fmt.Errorf("s3 list: an answer that is not ListObjectsV2's: %w", err)
	}
	return page, nil
}
