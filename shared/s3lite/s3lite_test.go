package s3lite_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"

	"pitchperfect/shared/s3lite"
	"pitchperfect/shared/standin"
)

var awsCfg = aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", "")}

// TestBucketSignsEachRequest: every call is SigV4-signed for s3 in the
// region, with the body's hash sent and signed, at the key's path; a non-2xx
// answer is an error that carries the status.
func TestBucketSignsEachRequest(t *testing.T) {
	type seen struct {
		method, path, auth, hash, ctype string
		body                            []byte
	}
	var got []seen
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got = append(got, seen{r.Method, r.URL.EscapedPath(), r.Header.Get("Authorization"), r.Header.Get("X-Amz-Content-Sha256"), r.Header.Get("Content-Type"), body})
		switch {
		case strings.HasSuffix(r.URL.Path, "/missing.json"):
			http.Error(w, "<Error><Code>NoSuchKey</Code></Error>", http.StatusNotFound)
		case r.Method == http.MethodGet:
			_, _ = w.Write([]byte(`{"ok":true}`))
		case r.Method == http.MethodDelete:
			w.WriteHeader(http.StatusNoContent)
		}
	}))
	defer srv.Close()
	b := s3lite.New(awsCfg, "recordings", srv.URL)
	ctx := context.Background()
	if err := b.Put(ctx, "voice/a b.webm", []byte("audio"), "audio/webm"); err != nil {
		t.Fatal(err)
	}
	if data, err := b.Get(ctx, "voice/a b.json", 1<<20); err != nil || string(data) != `{"ok":true}` {
		t.Fatalf("get: %q %v", data, err)
	}
	if err := b.Delete(ctx, "voice/a b.webm"); err != nil {
		t.Fatal(err)
	}
	_, err := b.Get(ctx, "voice/missing.json", 1<<20)
	var se *s3lite.StatusError
	if !errors.As(err, &se) || se.Status != 404 || !strings.Contains(se.Body, "NoSuchKey") {
		t.Fatalf("missing key: %v", err)
	}
	empty := sha256.Sum256(nil)
	audio := sha256.Sum256([]byte("audio"))
	for i, want := range []seen{
		{http.MethodPut, "/recordings/voice/a%20b.webm", "", hex.EncodeToString(audio[:]), "audio/webm", []byte("audio")},
		{http.MethodGet, "/recordings/voice/a%20b.json", "", hex.EncodeToString(empty[:]), "", nil},
		{http.MethodDelete, "/recordings/voice/a%20b.webm", "", hex.EncodeToString(empty[:]), "", nil},
	} {
		g := got[i]
		if g.method != want.method || g.path != want.path || g.hash != want.hash || g.ctype != want.ctype || string(g.body) != string(want.body) {
			t.Errorf("request %d: %+v, want %+v", i, g, want)
		}
		if !strings.HasPrefix(g.auth, "AWS4-HMAC-SHA256 Credential=AKID/") || !strings.Contains(g.auth, "/us-east-1/s3/aws4_request") ||
			!strings.Contains(g.auth, "x-amz-content-sha256") || !strings.Contains(g.auth, "host") || !strings.Contains(g.auth, "Signature=") {
			t.Errorf("request %d: Authorization %q", i, g.auth)
		}
	}
}

// TestPresignedAgainstTheStrictLocalS3: a presigned PUT works for exactly
// its key, type and size, a presigned GET reads it back, and the local S3
// (which checks signatures as S3 does) refuses the same URL for another
// type or size.
func TestPresignedAgainstTheStrictLocalS3(t *testing.T) {
	h, closeFn, err := standin.S3("", "recordings")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer func() { srv.Close(); _ = closeFn() }()
	local := aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}
	b := s3lite.New(local, "recordings", srv.URL)
	ctx := context.Background()
	body := []byte("RIFF-not-really-audio")
	// A key with characters the path escapes is signed as S3 reads it.
	if err := b.Put(ctx, "recordings/u1/a b+c.txt", []byte("x"), "text/plain"); err != nil {
		t.Fatalf("put of a key with a space: %v", err)
	}
	if data, err := b.Get(ctx, "recordings/u1/a b+c.txt", 10); err != nil || string(data) != "x" {
		t.Fatalf("get of a key with a space: %q %v", data, err)
	}
	put, err := b.PresignPut(ctx, "recordings/u1/c1.wav", "audio/wav", int64(len(body)), 5*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(put, "X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost") {
		t.Errorf("the grant does not sign the length and type: %s", put)
	}
	send := func(u, ctype string, data []byte) int {
		req, _ := http.NewRequest(http.MethodPut, u, bytes.NewReader(data))
		req.Header.Set("Content-Type", ctype)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := send(put, "audio/mpeg", body); code != http.StatusForbidden {
		t.Errorf("another type: %d", code)
	}
	if code := send(put, "audio/wav", append(body, 'x')); code != http.StatusForbidden {
		t.Errorf("another size: %d", code)
	}
	if code := send(put, "audio/wav", body); code != http.StatusOK {
		t.Fatalf("the granted upload: %d", code)
	}
	get, err := b.PresignGet(ctx, "recordings/u1/c1.wav", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(get)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Equal(got, body) {
		t.Fatalf("presigned get: %d %q", resp.StatusCode, got)
	}
	if data, err := b.Get(ctx, "recordings/u1/c1.wav", 4); !errors.Is(err, s3lite.ErrTooLarge) {
		t.Errorf("get over max: %q %v", data, err)
	}
	if err := b.Delete(ctx, "recordings/u1/c1.wav"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Get(ctx, "recordings/u1/c1.wav", 1<<20); !s3lite.NotFound(err) {
		t.Errorf("deleted: %v", err)
	}
	if _, err := b.PresignGet(ctx, "k", 8*24*time.Hour); err == nil {
		t.Error("a presign of 8 days was made")
	}
}

// TestListAgainstTheStrictLocalS3: List is a signed ListObjectsV2 the
// strict local S3 accepts; it returns exactly the keys under the prefix, page
// after page, and nothing for a prefix with none.
func TestListAgainstTheStrictLocalS3(t *testing.T) {
	h, closeFn, err := standin.S3("", "recordings")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer func() { srv.Close(); _ = closeFn() }()
	local := aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}
	b := s3lite.New(local, "recordings", srv.URL)
	ctx := context.Background()
	want := []string{"recordings/u1/a.wav", "recordings/u1/c.json"}
	for _, k := range append([]string{"recordings/u10/x.wav", "recordings/u2/y.wav"}, want...) {
		if err := b.Put(ctx, k, []byte("x"), "audio/wav"); err != nil {
			t.Fatal(err)
		}
	}
	got, err := b.List(ctx, "recordings/u1/")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("list: %q, want %q", got, want)
	}
	if got, err := b.List(ctx, "recordings/nobody/"); err != nil || len(got) != 0 {
		t.Fatalf("empty prefix: %q %v", got, err)
	}
	bad := s3lite.New(aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "wrong", "")}, "recordings", srv.URL)
	if _, err := bad.List(ctx, "recordings/u1/"); err == nil {
		t.Fatal("a list signed with the wrong secret was answered")
	}
}
