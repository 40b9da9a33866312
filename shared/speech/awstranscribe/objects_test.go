package awstranscribe_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"pitchperfect/shared/speech/awstranscribe"
)

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
	b := awstranscribe.NewBucket(awsCfg, "recordings")
	b.Endpoint = srv.URL
	ctx := context.Background()
	if err := b.Put(ctx, "voice/a b.webm", []byte("audio"), "audio/webm"); err != nil {
		t.Fatal(err)
	}
	if data, err := b.Get(ctx, "voice/a b.json"); err != nil || string(data) != `{"ok":true}` {
		t.Fatalf("get: %q %v", data, err)
	}
	if err := b.Delete(ctx, "voice/a b.webm"); err != nil {
		t.Fatal(err)
	}
	_, err := b.Get(ctx, "voice/missing.json")
	var se *awstranscribe.StatusError
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
