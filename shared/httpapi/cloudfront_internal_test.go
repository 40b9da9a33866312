package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const testSecret = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL"

func TestViewerIPReadsCloudFrontsFormat(t *testing.T) {
	for _, c := range []struct {
		in, want string // want "": refused
	}{
		{"198.51.100.10:46532", "198.51.100.10"},
		{" 198.51.100.10:1 ", "198.51.100.10"},
		{"2001:db8::1:46532", "2001:db8::1"}, // CloudFront's unbracketed IPv6
		{"2406:2d40:728d:fa10::c4a:42838", "2406:2d40:728d:fa10::c4a"},
		{"[2001:db8::1]:46532", "2001:db8::1"},
		{"::ffff:198.51.100.10:443", "198.51.100.10"},
		{"", ""},
		{"198.51.100.10", ""},          // no port
		{"198.51.100.10:", ""},         // empty port
		{"198.51.100.10:65536", ""},    // port out of range
		{"198.51.100.10:-1", ""},       // not a port
		{"198.51.100.300:80", ""},      // not an address
		{"example.com:80", ""},         // a name, not an address
		{"[2001:db8::1]46532", ""},     // bracketed without the colon
		{"[2001:db8::1:46532", ""},     // unclosed bracket
		{"fe80::1%eth0:80", ""},        // zones are not CloudFront's
		{"1.2.3.4:80, 5.6.7.8:80", ""}, // two values in one
	} {
		ip, ok := viewerIP(c.in)
		got := ""
		if ok {
			got = ip.String()
		}
		if got != c.want {
			t.Errorf("viewerIP(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

func TestClientIPTrustsTheViewerHeaderOnlyWithTheOriginSecret(t *testing.T) {
	req := func(remote string, headers map[string][]string) *http.Request {
		r := httptest.NewRequest("POST", "/api/functions/demo-feedback", nil)
		r.RemoteAddr = remote
		for k, vs := range headers {
			for _, v := range vs {
				r.Header.Add(k, v)
			}
		}
		return r
	}
	edge := "130.176.0.1" // a CloudFront edge server, as API Gateway's sourceIp
	viewer := []string{"198.51.100.10:46532"}
	for _, c := range []struct {
		name    string
		secret  string // configured
		headers map[string][]string
		remote  string
		want    string
	}{
		{"no secret configured: the header is ignored", "", map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: viewer}, edge, edge},
		{"secret missing from the request", testSecret, map[string][]string{ViewerAddressHeader: viewer}, edge, edge},
		{"wrong secret", testSecret, map[string][]string{OriginVerifyHeader: {"not-the-secret"}, ViewerAddressHeader: viewer}, edge, edge},
		{"secret with a suffix", testSecret, map[string][]string{OriginVerifyHeader: {testSecret + "x"}, ViewerAddressHeader: viewer}, edge, edge},
		{"secret twice", testSecret, map[string][]string{OriginVerifyHeader: {testSecret, testSecret}, ViewerAddressHeader: viewer}, edge, edge},
		{"right secret, IPv4 viewer", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: viewer}, edge, "198.51.100.10"},
		{"right secret, IPv6 viewer", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: {"2001:db8::7:443"}}, edge, "2001:db8::7"},
		{"right secret, bracketed IPv6 viewer", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: {"[2001:db8::7]:443"}}, edge, "2001:db8::7"},
		{"right secret, malformed viewer", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: {"not an address"}}, edge, edge},
		{"right secret, two viewer values", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}, ViewerAddressHeader: {"198.51.100.10:1", "203.0.113.9:2"}}, edge, edge},
		{"right secret, no viewer header", testSecret, map[string][]string{OriginVerifyHeader: {testSecret}}, edge, edge},
		{"local peer with a port", "", nil, "127.0.0.1:51234", "127.0.0.1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := &Server{OriginSecret: c.secret}
			if got := s.clientIP(req(c.remote, c.headers)); got != c.want {
				t.Errorf("clientIP = %q, want %q", got, c.want)
			}
		})
	}
}

func TestRequestsWithoutTheOriginSecretAreRefused(t *testing.T) {
	served := 0
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { served++ })
	s := &Server{Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	// Without a configured secret (local mode) every request is served.
	rec := httptest.NewRecorder()
	s.requireCloudFront(next).ServeHTTP(rec, httptest.NewRequest("GET", "/api/health", nil))
	if served != 1 || rec.Code != http.StatusOK {
		t.Fatalf("without a secret: served %d, status %d", served, rec.Code)
	}
	// With one, a request without it gets the API's 403 …
	s.OriginSecret = testSecret
	for _, h := range [][]string{nil, {""}, {"wrong"}, {testSecret, testSecret}} {
		r := httptest.NewRequest("GET", "/api/health", nil)
		for _, v := range h {
			r.Header.Add(OriginVerifyHeader, v)
		}
		rec := httptest.NewRecorder()
		s.requireCloudFront(next).ServeHTTP(rec, r)
		if rec.Code != http.StatusForbidden || served != 1 {
			t.Errorf("header %q: status %d, served %d; want 403 and not served", h, rec.Code, served)
		}
		if body := rec.Body.String(); !strings.Contains(body, `"code":"direct_access_forbidden"`) || strings.Contains(body, testSecret) {
			t.Errorf("header %q: body %s", h, body)
		}
	}
	// … and one with it is served.
	r := httptest.NewRequest("GET", "/api/health", nil)
	r.Header.Set(OriginVerifyHeader, testSecret)
	rec = httptest.NewRecorder()
	s.requireCloudFront(next).ServeHTTP(rec, r)
	if served != 2 || rec.Code != http.StatusOK {
		t.Errorf("with the secret: served %d, status %d", served, rec.Code)
	}
}
