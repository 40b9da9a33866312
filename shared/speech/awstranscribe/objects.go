package awstranscribe

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
)

// Objects is the part of S3 a Transcriber uses: one object's put, get and
// delete. Bucket is the one the functions use.
type Objects interface {
	Put(ctx context.Context, key string, body []byte, contentType string) error
	Get(ctx context.Context, key string) ([]byte, error)
	Delete(ctx context.Context, key string) error
}

// Bucket is an S3 bucket reached with plain HTTP requests signed by the
// SDK's SigV4 signer, which every function links anyway: the S3 SDK client
// adds about 1.3 MB to a bootstrap for the three calls the Transcriber
// makes. Virtual-hosted addresses in AWS; path style at Endpoint (a local
// S3).
type Bucket struct {
	Name   string
	Region string
	// Endpoint, when set, is an S3 API's base URL used path style
	// (http://127.0.0.1:9000/bucket/key); empty means AWS.
	Endpoint    string
	Credentials aws.CredentialsProvider
	HTTP        *http.Client
}

// NewBucket is name in cfg's region, signed with cfg's credentials and sent
// with its HTTP client.
func NewBucket(cfg aws.Config, name string) *Bucket {
	b := &Bucket{Name: name, Region: cfg.Region, Credentials: cfg.Credentials, HTTP: http.DefaultClient}
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

// Get reads key (at most 8 MB: a transcript).
func (b *Bucket) Get(ctx context.Context, key string) ([]byte, error) {
	resp, err := b.do(ctx, http.MethodGet, key, nil, "")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 8<<20))
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
	segments := strings.Split(key, "/")
	for i, s := range segments {
		segments[i] = url.PathEscape(s)
	}
	target := fmt.Sprintf("https://%s.s3.%s.amazonaws.com/%s", b.Name, b.Region, strings.Join(segments, "/"))
	if b.Endpoint != "" {
		target = strings.TrimRight(b.Endpoint, "/") + "/" + b.Name + "/" + strings.Join(segments, "/")
	}
	req, err := http.NewRequestWithContext(ctx, method, target, bytes.NewReader(body))
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
	if err := v4.NewSigner().SignHTTP(ctx, creds, req, hash, "s3", b.Region, time.Now()); err != nil {
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

// HTTPStatusCode lets speech.ServiceError classify it like an SDK error.
func (e *StatusError) HTTPStatusCode() int { return e.Status }
