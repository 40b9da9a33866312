package standin

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3bolt"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	bolt "go.etcd.io/bbolt"
)

// The local S3's credentials unless WithS3Credentials says otherwise: the
// ones every local client signs with (platform's local AWS config).
const (
	S3AccessKey = "local"
	S3SecretKey = "local"
)

// S3Option configures the local S3.
type S3Option func(*s3Config)

type s3Config struct {
	accessKey, secretKey string
	region               string
	prefix               string
	origins              []string
	now                  func() time.Time
	createdPrefix        string
	created              func(ctx context.Context, bucket, key string)
}

// WithS3Credentials sets the one access key the local S3 knows and its
// secret (default S3AccessKey/S3SecretKey).
func WithS3Credentials(accessKey, secretKey string) S3Option {
	return func(c *s3Config) { c.accessKey, c.secretKey = accessKey, secretKey }
}

// WithS3Prefix serves the API below prefix (for example "/s3" when the
// local server mounts it there): requests are addressed
// prefix/bucket/key. Clients sign that full path, so the handler checks the
// signature first and strips the prefix after; mount it without
// http.StripPrefix.
func WithS3Prefix(prefix string) S3Option {
	return func(c *s3Config) { c.prefix = strings.TrimRight(prefix, "/") }
}

// WithS3Origins are the web origins (scheme://host:port) whose browser
// requests CORS allows, as a bucket's CORS rule would: methods GET, PUT and
// HEAD, request headers Content-Type and x-amz-*, ETag exposed. Without
// any, cross-origin requests get no CORS headers.
func WithS3Origins(origins ...string) S3Option {
	return func(c *s3Config) { c.origins = append(c.origins, origins...) }
}

// WithS3Clock sets the clock signatures and expiry are checked against
// (tests).
func WithS3Clock(now func() time.Time) S3Option {
	return func(c *s3Config) { c.now = now }
}

// WithS3ObjectCreated is the bucket's event notification: after each
// object created under keyPrefix (a successful PUT, copy or completed
// multipart upload), fn is called once with the bucket and the key, in its
// own goroutine, with a context that outlives the request and ends when the
// S3 is closed.
func WithS3ObjectCreated(keyPrefix string, fn func(ctx context.Context, bucket, key string)) S3Option {
	return func(c *s3Config) { c.createdPrefix, c.created = keyPrefix, fn }
}

// S3 serves the S3 API in process (gofakes3), path-style, with bucket
// created. With dataDir set the objects are kept in dataDir/s3.bolt. The
// returned close function waits (briefly) for running ObjectCreated calls
// and releases the file.
//
// It refuses what S3 refuses, so the rules a presigned URL carries are
// tested locally: every request (CORS preflights aside) must carry a valid
// AWS Signature Version 4, in the Authorization header or in a presigned
// URL's query, made with the configured credentials for Region and service
// s3; presigned URLs expire; the signature covers the method, the path
// (bucket and key), the query and the signed headers (a presigned upload's
// Content-Type and Content-Length), and a body whose x-amz-content-sha256
// is a hash must match it. Refusals are S3's XML errors with S3's statuses.
// CORS answers only the configured origins.
func S3(dataDir, bucket string, opts ...S3Option) (http.Handler, func() error, error) {
	cfg := s3Config{accessKey: S3AccessKey, secretKey: S3SecretKey, region: Region, now: time.Now}
	for _, o := range opts {
		o(&cfg)
	}
	var backend gofakes3.Backend
	closeFn := func() error { return nil }
	if dataDir != "" {
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, nil, err
		}
		db, err := bolt.Open(filepath.Join(dataDir, "s3.bolt"), 0o600, &bolt.Options{Timeout: 2 * time.Second})
		if err != nil {
			return nil, nil, fmt.Errorf("s3 data (is another instance using %s?): %w", dataDir, err)
		}
		backend, closeFn = s3bolt.New(db), db.Close
	} else {
		backend = s3mem.New()
	}
	if err := backend.CreateBucket(bucket); err != nil && !gofakes3.HasErrorCode(err, gofakes3.ErrBucketAlreadyExists) {
		_ = closeFn()
		return nil, nil, fmt.Errorf("create bucket %s: %w", bucket, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &strictS3{
		cfg: cfg,
		// The time is checked here, against cfg.now; gofakes3's own check
		// would use another clock.
		next:   gofakes3.New(backend, gofakes3.WithTimeSkewLimit(0)).Server(),
		signer: v4.NewSigner(),
		ctx:    ctx,
	}
	return h, func() error {
		cancel()
		done := make(chan struct{})
		go func() { h.hooks.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
		}
		return closeFn()
	}, nil
}

// strictS3 checks what S3 checks and answers CORS, then hands the request
// to gofakes3.
type strictS3 struct {
	cfg    s3Config
	next   http.Handler
	signer *v4.Signer
	ctx    context.Context // of ObjectCreated calls; ends on close
	hooks  sync.WaitGroup
}

func (s *strictS3) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rawPath := requestPath(r)
	if s.cfg.prefix != "" && rawPath != s.cfg.prefix && !strings.HasPrefix(rawPath, s.cfg.prefix+"/") {
		http.NotFound(w, r)
		return
	}
	origin := r.Header.Get("Origin")
	allowed := origin != "" && slices.Contains(s.cfg.origins, origin)
	if r.Method == http.MethodOptions {
		s.preflight(w, r, allowed)
		return
	}
	sw := &s3Writer{ResponseWriter: w, origin: origin, allowed: allowed, r: r}
	body, e := s.authenticate(r, rawPath)
	if e != nil {
		sw.fail(e)
		return
	}
	if body != nil {
		sw.body = body
		r.Body = body
	}
	inner := r
	if s.cfg.prefix != "" {
		inner = stripPrefix(r, s.cfg.prefix)
	}
	s.next.ServeHTTP(sw, inner)
	if !sw.wrote {
		sw.WriteHeader(http.StatusOK)
	}
	if s.cfg.created != nil && sw.status/100 == 2 && createsObject(inner) {
		bucket, key, ok := strings.Cut(strings.TrimPrefix(inner.URL.Path, "/"), "/")
		if ok && strings.HasPrefix(key, s.cfg.createdPrefix) {
			s.hooks.Add(1)
			go func() {
				defer s.hooks.Done()
				defer func() {
					if v := recover(); v != nil {
						log.Printf("local S3: object-created handler for %s/%s panicked: %v", bucket, key, v)
					}
				}()
				s.cfg.created(s.ctx, bucket, key)
			}()
		}
	}
}

// createsObject reports whether r, answered 2xx, created an object: a PUT
// (an upload or a copy) that is not a part of a multipart upload nor a
// sub-resource (?acl, ?tagging, …), or the POST that completes a multipart
// upload.
func createsObject(r *http.Request) bool {
	q := r.URL.Query()
	switch r.Method {
	case http.MethodPut:
		for _, sub := range []string{"uploadId", "partNumber", "acl", "tagging", "retention", "legal-hold"} {
			if q.Has(sub) {
				return false
			}
		}
		return true
	case http.MethodPost:
		return q.Has("uploadId")
	}
	return false
}

// requestPath is the path exactly as the client sent it (escaped), which is
// what it signed.
func requestPath(r *http.Request) string {
	if r.RequestURI != "" && strings.HasPrefix(r.RequestURI, "/") {
		p, _, _ := strings.Cut(r.RequestURI, "?")
		return p
	}
	return r.URL.EscapedPath()
}

// stripPrefix is r addressed without prefix, as http.StripPrefix does it.
func stripPrefix(r *http.Request, prefix string) *http.Request {
	r2 := new(http.Request)
	*r2 = *r
	r2.URL = new(url.URL)
	*r2.URL = *r.URL
	r2.URL.Path = strings.TrimPrefix(r.URL.Path, prefix)
	r2.URL.RawPath = strings.TrimPrefix(r.URL.RawPath, prefix)
	if r2.URL.Path == "" {
		r2.URL.Path = "/"
	}
	return r2
}

// The bucket's CORS rule (what infra gives the recordings bucket).
var (
	corsMethods = []string{http.MethodGet, http.MethodPut, http.MethodHead}
	corsExpose  = "ETag"
	corsMaxAge  = "3000"
)

// corsHeaderAllowed: Content-Type and x-amz-* request headers.
func corsHeaderAllowed(h string) bool {
	h = strings.ToLower(strings.TrimSpace(h))
	return h == "content-type" || strings.HasPrefix(h, "x-amz-")
}

// preflight answers an OPTIONS request as S3 does with one CORS rule: the
// origin, the method and every requested header must be allowed, else 403
// AccessForbidden; the allowed requested headers are echoed.
func (s *strictS3) preflight(w http.ResponseWriter, r *http.Request, allowed bool) {
	method := r.Header.Get("Access-Control-Request-Method")
	if r.Header.Get("Origin") == "" || method == "" {
		writeS3Error(w, r, &s3Error{status: http.StatusBadRequest, code: "BadRequest",
			message: "Insufficient information. Origin request header needed."})
		return
	}
	var requested []string
	for _, v := range r.Header.Values("Access-Control-Request-Headers") {
		for _, h := range strings.Split(v, ",") {
			if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
				requested = append(requested, h)
			}
		}
	}
	ok := allowed && slices.Contains(corsMethods, method)
	for _, h := range requested {
		ok = ok && corsHeaderAllowed(h)
	}
	w.Header().Add("Vary", "Origin, Access-Control-Request-Headers, Access-Control-Request-Method")
	if !ok {
		writeS3Error(w, r, &s3Error{status: http.StatusForbidden, code: "AccessForbidden",
			message: "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
			extra:   [][2]string{{"Method", method}, {"ResourceType", "OBJECT"}}})
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", r.Header.Get("Origin"))
	h.Set("Access-Control-Allow-Methods", strings.Join(corsMethods, ", "))
	if len(requested) > 0 {
		h.Set("Access-Control-Allow-Headers", strings.Join(requested, ", "))
	}
	h.Set("Access-Control-Expose-Headers", corsExpose)
	h.Set("Access-Control-Max-Age", corsMaxAge)
	w.WriteHeader(http.StatusOK)
}

// s3Writer sets the CORS headers of the configured rule on every answer
// (replacing gofakes3's "*"), records the status, and turns the failure of
// a body that did not match its x-amz-content-sha256 into S3's error.
type s3Writer struct {
	http.ResponseWriter
	r       *http.Request
	origin  string
	allowed bool
	body    *hashedBody
	status  int
	wrote   bool
	discard bool
}

func (w *s3Writer) WriteHeader(code int) {
	if w.wrote {
		return
	}
	if w.body != nil && w.body.mismatch {
		w.discard = true
		w.fail(&s3Error{status: http.StatusBadRequest, code: "XAmzContentSHA256Mismatch",
			message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
			extra:   [][2]string{{"ClientComputedContentSHA256", w.body.want}, {"S3ComputedContentSHA256", w.body.got}}})
		return
	}
	w.wrote, w.status = true, code
	h := w.Header()
	for _, k := range []string{"Access-Control-Allow-Origin", "Access-Control-Allow-Methods", "Access-Control-Allow-Headers", "Access-Control-Expose-Headers"} {
		h.Del(k)
	}
	if w.origin != "" {
		h.Add("Vary", "Origin")
	}
	if w.allowed {
		h.Set("Access-Control-Allow-Origin", w.origin)
		h.Set("Access-Control-Allow-Methods", strings.Join(corsMethods, ", "))
		h.Set("Access-Control-Expose-Headers", corsExpose)
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *s3Writer) Write(b []byte) (int, error) {
	if !w.wrote {
		w.WriteHeader(http.StatusOK)
	}
	if w.discard {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

// fail answers e (with the CORS headers, so a browser can read it).
func (w *s3Writer) fail(e *s3Error) {
	w.body = nil
	e.setHeaders(w.Header())
	w.WriteHeader(e.status)
	if w.r.Method != http.MethodHead {
		_, _ = w.ResponseWriter.Write(e.xml())
	}
	w.discard = true
}

// Unwrap lets http.ResponseController reach the connection.
func (w *s3Writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }
