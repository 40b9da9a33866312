package auth

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// jwksServer serves one RSA key as "k1" after delay, counting fetches; fail
// makes it answer 500 instead.
func jwksServer(t *testing.T, delay time.Duration, fail *atomic.Bool) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := json.Marshal(map[string]any{"keys": []map[string]string{{
		"kty": "RSA", "kid": "k1", "use": "sig",
		"n": base64.RawURLEncoding.EncodeToString(key.N.Bytes()),
		"e": base64.RawURLEncoding.EncodeToString(big.NewInt(int64(key.E)).Bytes()),
	}}})
	var fetches atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fetches.Add(1)
		time.Sleep(delay)
		if fail != nil && fail.Load() {
			http.Error(w, "down", http.StatusInternalServerError)
			return
		}
		w.Write(doc)
	}))
	t.Cleanup(srv.Close)
	return srv, &fetches
}

// A Key call made while Prefetch is fetching waits for that fetch rather
// than making its own, and Prefetch does nothing once keys are held.
func TestPrefetchSharesTheFirstFetch(t *testing.T) {
	srv, fetches := jwksServer(t, 50*time.Millisecond, nil)
	ks := NewKeySet(srv.URL)
	ctx := context.Background()
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := ks.Prefetch(ctx); err != nil {
			t.Error(err)
		}
	})
	for range 4 {
		wg.Go(func() {
			time.Sleep(10 * time.Millisecond) // while the prefetch waits for its answer
			if k, err := ks.Key(ctx, "k1"); err != nil || k == nil {
				t.Errorf("Key = %v, %v", k, err)
			}
		})
	}
	wg.Wait()
	if err := ks.Prefetch(ctx); err != nil {
		t.Fatal(err)
	}
	if n := fetches.Load(); n != 1 {
		t.Errorf("%d fetches, want 1", n)
	}
}

// After a failed prefetch the first Key call fetches again.
func TestKeyFetchesAfterAFailedPrefetch(t *testing.T) {
	var fail atomic.Bool
	fail.Store(true)
	srv, fetches := jwksServer(t, 0, &fail)
	ks := NewKeySet(srv.URL)
	ctx := context.Background()
	if err := ks.Prefetch(ctx); err == nil {
		t.Fatal("Prefetch succeeded against a failing key set")
	}
	fail.Store(false)
	if _, err := ks.Key(ctx, "k1"); err != nil {
		t.Fatal(err)
	}
	if n := fetches.Load(); n != 2 {
		t.Errorf("%d fetches, want 2", n)
	}
}
