package auth

import (
	"context"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"sync"
	"time"
)

// KeySet is the user pool's JSON Web Key Set, fetched by Prefetch or on
// first use (so building one does no network I/O) and fetched again when a
// token names an unknown key id, at most once per RefreshEvery.
type KeySet struct {
	URL          string
	Client       *http.Client
	RefreshEvery time.Duration

	mu      sync.Mutex
	keys    map[string]*rsa.PublicKey
	fetched time.Time
}

// NewKeySet returns a key set read from url.
func NewKeySet(url string) *KeySet {
	return &KeySet{URL: url, Client: &http.Client{Timeout: 5 * time.Second}, RefreshEvery: 30 * time.Second}
}

// ErrUnknownKey means the token's key id is not in the key set.
var ErrUnknownKey = errors.New("unknown signing key")

// Key returns the RSA key with the given id.
func (s *KeySet) Key(ctx context.Context, kid string) (*rsa.PublicKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if k, ok := s.keys[kid]; ok {
		return k, nil
	}
	if !s.fetched.IsZero() && time.Since(s.fetched) < s.RefreshEvery {
		return nil, ErrUnknownKey
	}
	if err := s.refresh(ctx); err != nil {
		return nil, err
	}
	if k, ok := s.keys[kid]; ok {
		return k, nil
	}
	return nil, ErrUnknownKey
}

// Prefetch fetches the key set unless one is held already. A Lambda
// function calls it in the background as it starts (httpapi.Server.Warm),
// so the round trip overlaps with the runtime's first poll; a Key call that
// comes meanwhile waits for this fetch instead of making its own. After a
// failed prefetch the first Key call fetches again.
func (s *KeySet) Prefetch(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.fetched.IsZero() {
		return nil
	}
	return s.refresh(ctx)
}

// refresh replaces the keys with a fresh fetch; s.mu is held.
func (s *KeySet) refresh(ctx context.Context) error {
	keys, err := s.fetch(ctx)
	if err != nil {
		return err
	}
	s.keys, s.fetched = keys, time.Now()
	return nil
}

type jwk struct {
	Kty string `json:"kty"`
	Kid string `json:"kid"`
	Use string `json:"use"`
	N   string `json:"n"`
	E   string `json:"e"`
}

func (s *KeySet) fetch(ctx context.Context) (map[string]*rsa.PublicKey, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL, nil)
	if err != nil {
		return nil, fmt.Errorf("jwks request: %w", err)
	}
	resp, err := s.Client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("jwks fetch: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("jwks fetch: status %d", resp.StatusCode)
	}
	var doc struct {
		Keys []jwk `json:"keys"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&doc); err != nil {
		return nil, fmt.Errorf("jwks decode: %w", err)
	}
	keys := map[string]*rsa.PublicKey{}
	for _, k := range doc.Keys {
		if k.Kty != "RSA" || (k.Use != "" && k.Use != "sig") {
			continue
		}
		pub, err := rsaKey(k.N, k.E)
		if err != nil {
			return nil, fmt.Errorf("jwks key %q: %w", k.Kid, err)
		}
		keys[k.Kid] = pub
	}
	return keys, nil
}

func rsaKey(n64, e64 string) (*rsa.PublicKey, error) {
	n, err := base64.RawURLEncoding.DecodeString(n64)
	if err != nil {
		return nil, fmt.Errorf("modulus: %w", err)
	}
	e, err := base64.RawURLEncoding.DecodeString(e64)
	if err != nil {
		return nil, fmt.Errorf("exponent: %w", err)
	}
	exp := new(big.Int).SetBytes(e)
	if !exp.IsInt64() || exp.Int64() < 3 || len(n) < 256 {
		return nil, errors.New("weak or malformed key")
	}
	return &rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(exp.Int64())}, nil
}
