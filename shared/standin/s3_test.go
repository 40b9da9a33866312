package standin_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"

	"pitchperfect/shared/standin"
)

const (
	testBucket = "recordings"
	siteOrigin = "http://127.0.0.1:8080"
)

// s3Site is the local S3 mounted at /s3 on a mux, as the local server
// mounts it, with a clock the test moves and the object-created events it
// received.
type s3Site struct {
	URL    string
	offset atomic.Int64 // added to the server's clock
	mu     sync.Mutex
	events []string // bucket/key
	ctxErr []error  // the hook context's error when each event came
	close  func() error
}

func newS3Site(t *testing.T, opts ...standin.S3Option) *s3Site {
	t.Helper()
	site := &s3Site{}
	opts = append([]standin.S3Option{
		standin.WithS3Prefix("/s3"),
		standin.WithS3Origins(siteOrigin),
		standin.WithS3Clock(func() time.Time { return time.Now().Add(time.Duration(site.offset.Load())) }),
		standin.WithS3ObjectCreated("recordings/", func(ctx context.Context, bucket, key string) {
			// Called after the answer: the request's context is over by
			// now, this one is not.
			time.Sleep(20 * time.Millisecond)
			site.mu.Lock()
			site.events = append(site.events, bucket+"/"+key)
			site.ctxErr = append(site.ctxErr, ctx.Err())
			site.mu.Unlock()
		}),
	}, opts...)
	h, closeS3, err := standin.S3("", testBucket, opts...)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/s3/", h)
	srv := httptest.NewServer(mux)
	site.URL, site.close = srv.URL, closeS3
	t.Cleanup(func() { srv.Close(); _ = closeS3() })
	return site
}

// client is an S3 client of the site signing with id/secret.
func (s *s3Site) client(id, secret string) *s3.Client {
	cfg := aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider(id, secret, "")}
	return s3.NewFromConfig(cfg, func(o *s3.Options) {
		o.BaseEndpoint = aws.String(s.URL + "/s3")
		o.UsePathStyle = true
		o.RetryMaxAttempts = 1
	})
}

// eventsAfter waits for the object-created calls in flight to land and
// returns them.
func (s *s3Site) eventsAfter(wait time.Duration) []string {
	time.Sleep(wait)
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.events...)
}

// s3Code is the S3 error code and status of err ("" if err is nil).
func s3Code(err error) (string, int) {
	if err == nil {
		return "", 0
	}
	var api smithy.APIError
	var resp interface{ HTTPStatusCode() int }
	code, status := "", 0
	if errors.As(err, &api) {
		code = api.ErrorCode()
	}
	if errors.As(err, &resp) {
		status = resp.HTTPStatusCode()
	}
	return code, status
}

// objectBody reads key with the local credentials; "" and the error code
// if it cannot.
func objectBody(t *testing.T, c *s3.Client, key string) (string, string) {
	t.Helper()
	out, err := c.GetObject(context.Background(), &s3.GetObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key)})
	if err != nil {
		code, _ := s3Code(err)
		return "", code
	}
	defer out.Body.Close()
	b, _ := io.ReadAll(out.Body)
	return string(b), aws.ToString(out.ContentType)
}

// answer is what send got back.
type answer struct {
	header http.Header
	body   string
}

// send makes a plain HTTP request (what a browser does with a presigned
// URL) and returns the status, the S3 error code and the answer.
func send(t *testing.T, method, url string, body []byte, header map[string]string) (int, string, answer) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body == nil {
		req.Body, req.ContentLength = http.NoBody, 0
	}
	for k, v := range header {
		if strings.EqualFold(k, "Host") {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	code := ""
	if _, rest, ok := strings.Cut(string(b), "<Code>"); ok {
		code, _, _ = strings.Cut(rest, "</Code>")
	}
	if code != "" && !strings.Contains(resp.Header.Get("Content-Type"), "xml") {
		t.Errorf("%s %s: error without an XML content type: %v", method, url, resp.Header)
	}
	return resp.StatusCode, code, answer{resp.Header, string(b)}
}

// TestS3SDKCalls: the SDK's own calls, signed in the Authorization header
// with the local credentials, put, read, list and delete; the same calls
// with a wrong secret, an unknown key or no signature are refused as S3
// refuses them and change nothing.
func TestS3SDKCalls(t *testing.T) {
	site := newS3Site(t)
	ctx := context.Background()
	c := site.client("local", "local")
	key := "voice/u1/a b+c.wav" // escaping in the signed path
	if _, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key),
		Body: strings.NewReader("RIFF audio"), ContentType: aws.String("audio/wav")}); err != nil {
		t.Fatalf("put: %v", err)
	}
	if body, typ := objectBody(t, c, key); body != "RIFF audio" || typ != "audio/wav" {
		t.Fatalf("get: %q %q", body, typ)
	}
	list, err := c.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(testBucket), Prefix: aws.String("voice/")})
	if err != nil || len(list.Contents) != 1 || aws.ToString(list.Contents[0].Key) != key {
		t.Fatalf("list: %v %+v", err, list)
	}

	for _, tc := range []struct {
		name, id, secret, code string
	}{
		{"wrong secret", "local", "other", "SignatureDoesNotMatch"},
		{"unknown key", "AKIDEXAMPLE", "local", "InvalidAccessKeyId"},
	} {
		bad := site.client(tc.id, tc.secret)
		_, err := bad.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String("voice/u1/x.wav"), Body: strings.NewReader("x")})
		if code, status := s3Code(err); code != tc.code || status != 403 {
			t.Errorf("%s: put: %s %d (%v)", tc.name, code, status, err)
		}
		_, err = bad.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key)})
		if code, status := s3Code(err); code != tc.code || status != 403 {
			t.Errorf("%s: get: %s %d (%v)", tc.name, code, status, err)
		}
		_, err = bad.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key)})
		if code, status := s3Code(err); code != tc.code || status != 403 {
			t.Errorf("%s: delete: %s %d (%v)", tc.name, code, status, err)
		}
	}
	if _, code := objectBody(t, c, "voice/u1/x.wav"); code != "NoSuchKey" {
		t.Errorf("a refused put stored the object: %s", code)
	}
	// No signature at all: a plain GET or PUT of the object.
	for _, m := range []string{"GET", "PUT", "DELETE"} {
		if status, code, _ := send(t, m, site.URL+"/s3/"+testBucket+"/voice/u1/a%20b%2Bc.wav", []byte("x"), nil); status != 403 || code != "AccessDenied" {
			t.Errorf("unsigned %s: %d %s", m, status, code)
		}
	}
	if body, _ := objectBody(t, c, key); body != "RIFF audio" {
		t.Fatalf("the refused calls changed the object: %q", body)
	}
	// The server's clock 20 minutes ahead: an SDK request is too old.
	site.offset.Store(int64(20 * time.Minute))
	if _, code := objectBody(t, c, key); code != "RequestTimeTooSkewed" {
		t.Errorf("skewed: %s", code)
	}
	site.offset.Store(0)
	if _, err := c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key)}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if _, code := objectBody(t, c, key); code != "NoSuchKey" {
		t.Fatalf("after delete: %s", code)
	}
}

// TestS3PayloadHash: a header-signed PUT whose body is not the one its
// x-amz-content-sha256 names is refused (400 XAmzContentSHA256Mismatch)
// and not stored, with a body or without; the right one is stored; a
// STREAMING payload the local S3 cannot verify is refused.
func TestS3PayloadHash(t *testing.T) {
	site := newS3Site(t)
	c := site.client("local", "local")
	put := func(key string, body []byte, hashOf []byte, payload string) (int, string) {
		req, _ := http.NewRequest("PUT", site.URL+"/s3/"+testBucket+"/"+key, bytes.NewReader(body))
		if len(body) == 0 {
			req.Body, req.ContentLength = http.NoBody, 0
		}
		if payload == "" {
			sum := sha256.Sum256(hashOf)
			payload = hex.EncodeToString(sum[:])
		}
		req.Header.Set("X-Amz-Content-Sha256", payload)
		if err := v4.NewSigner().SignHTTP(context.Background(), aws.Credentials{AccessKeyID: "local", SecretAccessKey: "local"},
			req, payload, "s3", standin.Region, time.Now(), func(o *v4.SignerOptions) { o.DisableURIPathEscaping = true }); err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		code := ""
		if _, rest, ok := strings.Cut(string(b), "<Code>"); ok {
			code, _, _ = strings.Cut(rest, "</Code>")
		}
		return resp.StatusCode, code
	}
	if status, code := put("voice/a.txt", []byte("tampered"), []byte("original"), ""); status != 400 || code != "XAmzContentSHA256Mismatch" {
		t.Errorf("tampered body: %d %s", status, code)
	}
	if status, code := put("voice/b.txt", nil, []byte("original"), ""); status != 400 || code != "XAmzContentSHA256Mismatch" {
		t.Errorf("empty body: %d %s", status, code)
	}
	for _, k := range []string{"voice/a.txt", "voice/b.txt"} {
		if _, code := objectBody(t, c, k); code != "NoSuchKey" {
			t.Errorf("%s stored: %s", k, code)
		}
	}
	if status, code := put("voice/c.txt", []byte("original"), []byte("original"), ""); status != 200 {
		t.Errorf("matching body: %d %s", status, code)
	}
	if body, _ := objectBody(t, c, "voice/c.txt"); body != "original" {
		t.Errorf("stored %q", body)
	}
	if status, code := put("voice/d.txt", []byte("x"), nil, "STREAMING-UNSIGNED-PAYLOAD-TRAILER"); status != 501 || code != "NotImplemented" {
		t.Errorf("streaming: %d %s", status, code)
	}
}

// TestS3PresignedPut: the upload grant the API issues (a presigned PUT
// with Content-Type and Content-Length signed) stores exactly that body
// under exactly that key, until it expires; the bucket refuses everything
// else a browser or an attacker could do with it.
func TestS3PresignedPut(t *testing.T) {
	site := newS3Site(t)
	ctx := context.Background()
	c := site.client("local", "local")
	const key = "recordings/u1/r1.wav"
	body := []byte("RIFF....WAVE a short call")
	presign := func(client *s3.Client, key, typ string, size int64, expires time.Duration) string {
		t.Helper()
		p, err := s3.NewPresignClient(client, s3.WithPresignExpires(expires)).PresignPutObject(ctx, &s3.PutObjectInput{
			Bucket: aws.String(testBucket), Key: aws.String(key), ContentType: aws.String(typ), ContentLength: aws.Int64(size)})
		if err != nil {
			t.Fatal(err)
		}
		return p.URL
	}
	url := presign(c, key, "audio/wav", int64(len(body)), 10*time.Minute)
	wav := map[string]string{"Content-Type": "audio/wav"}
	other := strings.Replace(url, "/recordings/u1/r1.wav?", "/recordings/u2/r1.wav?", 1)
	sig := strings.LastIndex(url, "X-Amz-Signature=") + len("X-Amz-Signature=")
	flip := map[byte]byte{'0': '1'}[url[sig]]
	if flip == 0 {
		flip = '0'
	}
	tampered := url[:sig] + string(flip) + url[sig+1:]
	host := strings.TrimPrefix(site.URL, "http://")

	for _, tc := range []struct {
		name   string
		url    string
		body   []byte
		header map[string]string
		status int
		code   string
	}{
		{"tampered signature", tampered, body, wav, 403, "SignatureDoesNotMatch"},
		{"another key", other, body, wav, 403, "SignatureDoesNotMatch"},
		{"another type", url, body, map[string]string{"Content-Type": "application/x-msdownload"}, 403, "SignatureDoesNotMatch"},
		{"no type", url, body, nil, 403, "SignatureDoesNotMatch"},
		{"larger body", url, append(bytes.Clone(body), make([]byte, 1<<20)...), wav, 403, "SignatureDoesNotMatch"},
		{"smaller body", url, body[:4], wav, 403, "SignatureDoesNotMatch"},
		{"another method", url, nil, nil, 403, "SignatureDoesNotMatch"}, // GET with a PUT grant
		{"another host", url, body, map[string]string{"Content-Type": "audio/wav", "Host": "localhost:" + strings.Split(host, ":")[1]}, 403, "SignatureDoesNotMatch"},
		{"signed with another secret", presign(site.client("local", "guess"), key, "audio/wav", int64(len(body)), 10*time.Minute), body, wav, 403, "SignatureDoesNotMatch"},
		{"unknown access key", presign(site.client("AKIDEXAMPLE", "local"), key, "audio/wav", int64(len(body)), 10*time.Minute), body, wav, 403, "InvalidAccessKeyId"},
		{"longer than 7 days", presign(c, key, "audio/wav", int64(len(body)), 8*24*time.Hour), body, wav, 400, "AuthorizationQueryParametersError"},
		{"signature removed", url[:sig-len("&X-Amz-Signature=")], body, wav, 400, "AuthorizationQueryParametersError"},
	} {
		method := "PUT"
		if tc.name == "another method" {
			method = "GET"
		}
		status, code, _ := send(t, method, tc.url, tc.body, tc.header)
		if status != tc.status || code != tc.code {
			t.Errorf("%s: %d %s, want %d %s", tc.name, status, code, tc.status, tc.code)
		}
	}
	for _, k := range []string{key, "recordings/u2/r1.wav"} {
		if _, code := objectBody(t, c, k); code != "NoSuchKey" {
			t.Fatalf("a refused upload stored %s: %s", k, code)
		}
	}
	if got := site.eventsAfter(100 * time.Millisecond); len(got) != 0 {
		t.Fatalf("refused uploads fired events: %v", got)
	}

	// Expiry: 9 minutes on, the grant still works; 11 minutes on (a
	// 10-minute grant), S3's "Request has expired".
	site.offset.Store(int64(11 * time.Minute))
	status, code, resp := send(t, "PUT", url, body, wav)
	if status != 403 || code != "AccessDenied" || !strings.Contains(resp.body, "<Message>Request has expired</Message>") {
		t.Errorf("expired: %d %s %s", status, code, resp.body)
	}
	site.offset.Store(int64(9 * time.Minute))
	if status, code, resp := send(t, "PUT", url, body, wav); status != 200 || resp.header.Get("ETag") == "" {
		t.Fatalf("the grant: %d %s", status, code)
	}
	site.offset.Store(0)
	if got, typ := objectBody(t, c, key); got != string(body) || typ != "audio/wav" {
		t.Fatalf("stored %q %q", got, typ)
	}
	// A presigned GET (the player's audio_url) reads it; a tampered one
	// does not.
	get, err := s3.NewPresignClient(c).PresignGetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(testBucket), Key: aws.String(key)},
		s3.WithPresignExpires(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if status, _, resp := send(t, "GET", get.URL, nil, map[string]string{"Range": "bytes=0-3"}); status != 206 {
		t.Errorf("presigned GET: %d", status)
	} else if resp.body != "RIFF" {
		t.Errorf("presigned GET: %q", resp.body)
	}
	if status, code, _ := send(t, "GET", strings.Replace(get.URL, "/u1/", "/u2/", 1), nil, nil); status != 403 || code != "SignatureDoesNotMatch" {
		t.Errorf("presigned GET of another key: %d %s", status, code)
	}

	// Signed for the host the client names: the same server reached as
	// localhost works when the URL was made for localhost.
	local := "http://localhost:" + strings.Split(host, ":")[1]
	lc := s3.NewFromConfig(aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")},
		func(o *s3.Options) { o.BaseEndpoint = aws.String(local + "/s3"); o.UsePathStyle = true })
	if status, code, _ := send(t, "PUT", presign(lc, "recordings/u1/r2.wav", "audio/wav", int64(len(body)), time.Minute), body, wav); status != 200 {
		t.Errorf("presigned for localhost: %d %s", status, code)
	}
}

// TestS3CORS: preflights from the site's origin for the grant's PUT are
// allowed (that origin, not *; GET, PUT, HEAD; the requested Content-Type
// echoed; ETag exposed); other origins, methods and headers are refused;
// answers to the site's origin carry its CORS headers, errors included,
// and no other origin gets any.
func TestS3CORS(t *testing.T) {
	site := newS3Site(t)
	obj := site.URL + "/s3/" + testBucket + "/recordings/u1/r1.wav?X-Amz-Algorithm=AWS4-HMAC-SHA256"
	pre := func(origin, method, headers string) (int, http.Header) {
		h := map[string]string{"Origin": origin, "Access-Control-Request-Method": method}
		if headers != "" {
			h["Access-Control-Request-Headers"] = headers
		}
		status, _, resp := send(t, "OPTIONS", obj, nil, h)
		return status, resp.header
	}
	status, h := pre(siteOrigin, "PUT", "content-type")
	if status != 200 || h.Get("Access-Control-Allow-Origin") != siteOrigin || h.Get("Access-Control-Allow-Methods") != "GET, PUT, HEAD" ||
		h.Get("Access-Control-Allow-Headers") != "content-type" || h.Get("Access-Control-Expose-Headers") != "ETag" {
		t.Fatalf("preflight: %d %v", status, h)
	}
	if status, h := pre(siteOrigin, "PUT", "Content-Type, x-amz-meta-name"); status != 200 || h.Get("Access-Control-Allow-Headers") != "content-type, x-amz-meta-name" {
		t.Errorf("x-amz-* headers: %d %v", status, h)
	}
	for _, tc := range []struct{ name, origin, method, headers string }{
		{"another origin", "https://evil.example", "PUT", "content-type"},
		{"a look-alike origin", siteOrigin + ".evil.example", "PUT", "content-type"},
		{"DELETE", siteOrigin, "DELETE", ""},
		{"POST", siteOrigin, "POST", ""},
		{"authorization header", siteOrigin, "PUT", "content-type, authorization"},
	} {
		if status, h := pre(tc.origin, tc.method, tc.headers); status != 403 || h.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("%s: %d %v", tc.name, status, h)
		}
	}

	// Actual requests: an upload from the site is readable by the page
	// (origin, ETag exposed); a refusal too; another origin gets no CORS
	// headers (gofakes3's "*" is gone).
	c := site.client("local", "local")
	p, err := s3.NewPresignClient(c).PresignPutObject(context.Background(), &s3.PutObjectInput{Bucket: aws.String(testBucket),
		Key: aws.String("recordings/u1/r1.wav"), ContentType: aws.String("audio/wav"), ContentLength: aws.Int64(3)})
	if err != nil {
		t.Fatal(err)
	}
	status, _, resp := send(t, "PUT", p.URL, []byte("abc"), map[string]string{"Content-Type": "audio/wav", "Origin": siteOrigin})
	if status != 200 || resp.header.Get("Access-Control-Allow-Origin") != siteOrigin || resp.header.Get("Access-Control-Expose-Headers") != "ETag" || resp.header.Get("ETag") == "" {
		t.Errorf("upload from the site: %d %v", status, resp.header)
	}
	status, _, resp = send(t, "PUT", p.URL, []byte("abcd"), map[string]string{"Content-Type": "audio/wav", "Origin": siteOrigin})
	if status != 403 || resp.header.Get("Access-Control-Allow-Origin") != siteOrigin {
		t.Errorf("refused upload from the site: %d %v", status, resp.header)
	}
	for _, origin := range []string{"https://evil.example", ""} {
		status, _, resp = send(t, "PUT", p.URL, []byte("abc"), map[string]string{"Content-Type": "audio/wav", "Origin": origin})
		if status != 200 || resp.header.Get("Access-Control-Allow-Origin") != "" || resp.header.Get("Access-Control-Expose-Headers") != "" {
			t.Errorf("origin %q: %d %v", origin, status, resp.header)
		}
	}
}

// TestS3ObjectCreated: each successful upload under recordings/ calls the
// hook once, after the answer, with a context the request's end does not
// cancel; uploads elsewhere, refused uploads, reads and deletes do not;
// closing the S3 ends the hook's context.
func TestS3ObjectCreated(t *testing.T) {
	site := newS3Site(t)
	ctx := context.Background()
	c := site.client("local", "local")
	grant := func(key string, size int) string {
		p, err := s3.NewPresignClient(c).PresignPutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket),
			Key: aws.String(key), ContentType: aws.String("audio/wav"), ContentLength: aws.Int64(int64(size))})
		if err != nil {
			t.Fatal(err)
		}
		return p.URL
	}
	wav := map[string]string{"Content-Type": "audio/wav"}
	// Two uploads under recordings/ (one by presigned URL, one by the SDK).
	if status, _, _ := send(t, "PUT", grant("recordings/u1/a.wav", 3), []byte("abc"), wav); status != 200 {
		t.Fatal(status)
	}
	if _, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String("recordings/u1/b.wav"), Body: strings.NewReader("abc")}); err != nil {
		t.Fatal(err)
	}
	// Not events: another prefix, a refused upload, a read, a delete.
	if _, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String("voice/u1/c.wav"), Body: strings.NewReader("abc")}); err != nil {
		t.Fatal(err)
	}
	if status, _, _ := send(t, "PUT", grant("recordings/u1/d.wav", 3), []byte("abcd"), wav); status != 403 {
		t.Fatal(status)
	}
	if status, _, _ := send(t, "PUT", grant("recordings/u1/e.wav", 3), []byte("abc"), map[string]string{"Content-Type": "text/plain"}); status != 403 {
		t.Fatal(status)
	}
	objectBody(t, c, "recordings/u1/a.wav")
	if _, err := c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(testBucket), Key: aws.String("recordings/u1/b.wav")}); err != nil {
		t.Fatal(err)
	}
	got := site.eventsAfter(300 * time.Millisecond)
	slices.Sort(got) // each in its own goroutine
	if strings.Join(got, ",") != testBucket+"/recordings/u1/a.wav,"+testBucket+"/recordings/u1/b.wav" {
		t.Fatalf("events %v", got)
	}
	site.mu.Lock()
	for i, err := range site.ctxErr {
		if err != nil {
			t.Errorf("event %d: the hook's context was over: %v", i, err)
		}
	}
	site.mu.Unlock()

	// Close: the hook's context ends, and close waited for the hook.
	var hookCtx context.Context
	started := make(chan struct{})
	h, closeS3, err := standin.S3("", testBucket, standin.WithS3ObjectCreated("recordings/", func(ctx context.Context, _, _ string) {
		hookCtx = ctx
		close(started)
		<-ctx.Done()
	}))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	c2 := s3.NewFromConfig(aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")},
		func(o *s3.Options) { o.BaseEndpoint = aws.String(srv.URL); o.UsePathStyle = true })
	if _, err := c2.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String("recordings/x.wav"), Body: strings.NewReader("abc")}); err != nil {
		t.Fatal(err)
	}
	<-started
	if err := closeS3(); err != nil {
		t.Fatal(err)
	}
	if hookCtx.Err() == nil {
		t.Fatal("the hook's context outlived close")
	}
}

// TestS3Credentials: WithS3Credentials replaces the local pair.
func TestS3Credentials(t *testing.T) {
	site := newS3Site(t, standin.WithS3Credentials("AKID", "SECRET"))
	ctx := context.Background()
	put := func(c *s3.Client) error {
		_, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(testBucket), Key: aws.String("voice/a"), Body: strings.NewReader("a")})
		return err
	}
	if err := put(site.client("AKID", "SECRET")); err != nil {
		t.Fatal(err)
	}
	if code, _ := s3Code(put(site.client("local", "local"))); code != "InvalidAccessKeyId" {
		t.Fatalf("the default pair: %s", code)
	}
}
