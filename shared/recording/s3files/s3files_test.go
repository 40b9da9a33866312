package s3files_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/standin"
)

const bucket = "recordings"

// localS3 serves the local S3 (standin.S3) and returns a Bucket on it, with
// the credentials every local client signs with.
func localS3(t *testing.T) *s3files.Bucket {
	t.Helper()
	h, closeFn, err := standin.S3("", bucket)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() { srv.Close(); _ = closeFn() })
	cfg := aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}
	return s3files.New(cfg, bucket, srv.URL)
}

func send(t *testing.T, method, u string, body []byte, headers map[string]string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, u, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body == nil {
		req.Body = http.NoBody
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func TestUploadPlayReadDelete(t *testing.T) {
	ctx := context.Background()
	b := localS3(t)
	key := "recordings/0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/20260102T030405.000000006Z-0123456789abcdef.wav"
	data := bytes.Repeat([]byte("RIFF-ish audio "), 1000)

	before := time.Now()
	up, err := b.PresignPut(ctx, key, "audio/wav", int64(len(data)), 10*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	// A PUT of exactly that key, the type and the size signed, for ten
	// minutes; the browser sends the Content-Type it is told.
	u, _ := url.Parse(up.URL)
	q := u.Query()
	if up.Method != "PUT" || !strings.HasSuffix(u.Path, "/"+bucket+"/"+key) || q.Get("X-Amz-Expires") != "600" ||
		!strings.Contains(q.Get("X-Amz-SignedHeaders"), "content-length") || !strings.Contains(q.Get("X-Amz-SignedHeaders"), "content-type") {
		t.Errorf("upload %s %s", up.Method, up.URL)
	}
	if up.Headers["Content-Type"] != "audio/wav" || len(up.Headers) != 1 {
		t.Errorf("headers %v", up.Headers)
	}
	if exp := up.ExpiresAt; exp.Before(before.Add(10*time.Minute-time.Second)) || exp.After(time.Now().Add(10*time.Minute)) {
		t.Errorf("expires at %v", exp)
	}
	if status, body := send(t, up.Method, up.URL, data, up.Headers); status != 200 {
		t.Fatalf("PUT = %d %s", status, body)
	}

	got, err := b.Read(ctx, key, recording.MaxBytes)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("Read = %d bytes, %v", len(got), err)
	}
	if _, err := b.Read(ctx, key, int64(len(data)-1)); !errors.Is(err, recording.ErrTooLarge) {
		t.Errorf("Read over max = %v, want ErrTooLarge", err)
	}

	play, err := b.PresignGet(ctx, key, 10*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if status, body := send(t, "GET", play, nil, nil); status != 200 || !bytes.Equal(body, data) {
		t.Errorf("GET = %d, %d bytes", status, len(body))
	}

	if err := b.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Read(ctx, key, recording.MaxBytes); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Read after Delete = %v, want NotFound", err)
	}
	if err := b.Delete(ctx, key); err != nil {
		t.Errorf("second Delete = %v", err)
	}
	if _, err := b.Read(ctx, "recordings/none.wav", 10); !errors.Is(err, apperr.NotFound) {
		t.Errorf("Read of a missing key = %v, want NotFound", err)
	}
}

// The presigned URL carries the size it was granted for: it is part of
// what is signed.
func TestPresignedSizeIsSigned(t *testing.T) {
	b := localS3(t)
	up, err := b.PresignPut(context.Background(), "recordings/x.wav", "audio/wav", 1234, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(up.URL)
	signed := strings.Split(u.Query().Get("X-Amz-SignedHeaders"), ";")
	if strings.Join(signed, ";") != "content-length;content-type;host" {
		t.Errorf("signed headers %v, want content-length, content-type and host", signed)
	}
}
