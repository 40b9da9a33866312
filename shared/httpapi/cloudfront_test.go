package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"pitchperfect/shared/httpapi"
)

const originSecret = "test-origin-secret-0123456789abcdefghijklmnopqrstuv"

// Behind CloudFront every request comes from an edge server's address; with
// the origin secret the viewer's own address (CloudFront-Viewer-Address)
// keys an anonymous caller's limit, so two visitors behind the same edge
// get separate buckets. Without the secret the request is refused.
func TestVisitorsBehindOneEdgeHaveTheirOwnLimits(t *testing.T) {
	srv := *deps.Server
	srv.OriginSecret = originSecret
	edge := serve(t, &srv) // every request comes from 127.0.0.1, like one edge
	n := time.Now().UnixNano()
	alice := fmt.Sprintf("198.51.%d.%d:%d", n>>8%256, n%256, 40000+n%1000)
	bob := fmt.Sprintf("2001:db8::%x:%x:443", n>>16&0xffff, n&0xffff)
	mail := map[string]any{"email": "visitor@example.com", "sessionData": map[string]any{"type": "text", "response": "What budget did you plan for this?"}}
	send := func(secret, viewer string) response {
		t.Helper()
		h := http.Header{}
		if secret != "" {
			h.Set(httpapi.OriginVerifyHeader, secret)
		}
		if viewer != "" {
			h.Set(httpapi.ViewerAddressHeader, viewer)
		}
		return post(t, edge.URL+"/api/functions/send-feedback-email", h, mail)
	}

	// Alice uses up the anonymous e-mail limit (5 an hour) …
	for i := 0; i < 5; i++ {
		if r := send(originSecret, alice); r.Status != 200 {
			t.Fatalf("alice's e-mail %d: %d %s", i+1, r.Status, r.Raw)
		}
	}
	if r := send(originSecret, alice); r.Status != 429 {
		t.Fatalf("alice's sixth e-mail: %d %s, want 429", r.Status, r.Raw)
	}
	// … while Bob, behind the same edge, still has his own.
	if r := send(originSecret, bob); r.Status != 200 {
		t.Fatalf("bob's first e-mail: %d %s, want 200", r.Status, r.Raw)
	}
	// A request without the secret (the execute-api address, around
	// CloudFront) is refused, whatever viewer it names.
	for _, secret := range []string{"", "wrong"} {
		if r := send(secret, bob); r.Status != 403 || errorCode(t, r) != "direct_access_forbidden" {
			t.Errorf("secret %q: %d %s, want 403 direct_access_forbidden", secret, r.Status, r.Raw)
		}
	}
}

// post sends a JSON body with the given headers.
func post(t *testing.T, url string, h http.Header, body any) response {
	t.Helper()
	j, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest("POST", url, bytes.NewReader(j))
	if err != nil {
		t.Fatal(err)
	}
	req.Header = h
	req.Header.Set("Content-Type", "application/json")
	return do(t, req)
}
