package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pitchperfect/shared/webheaders"
)

// TestEveryResponseCarriesTheSecurityHeaders: the local server sends the
// headers CloudFront's response-headers policy sends in the cloud, built by
// the same package (infra's stacks test checks CloudFront's side): pages,
// files, API replies and API errors alike.
func TestEveryResponseCarriesTheSecurityHeaders(t *testing.T) {
	// GIVEN the local server serving a built web app
	web := t.TempDir()
	if err := os.MkdirAll(filepath.Join(web, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"index.html":        "<!doctype html><div id=root></div>",
		"assets/app-1a.js":  "console.log(1)",
		"assets/app-1a.css": "body{}",
	} {
		if err := os.WriteFile(filepath.Join(web, filepath.FromSlash(name)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base, stop := startLocal(t, 0, t.TempDir(), web)
	defer stop()

	want := webheaders.Headers(webheaders.Local())
	for _, path := range []string{
		"/",                 // the SPA's page
		"/practice/123",     // a client-side route (index.html)
		"/assets/app-1a.js", // a file
		"/api/health",       // an API reply
		"/api/config",       // another function's reply
		"/api/profile",      // an API error (401, no token)
		"/api/no-such-route",
	} {
		// WHEN a browser fetches it
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		// THEN it carries every security header, with webheaders' values …
		for _, h := range want {
			if got := resp.Header.Values(h.Name); len(got) != 1 || got[0] != h.Value {
				t.Errorf("GET %s (%d): %s = %q, want %q", path, resp.StatusCode, h.Name, got, h.Value)
			}
		}
		// … and no HSTS, which browsers ignore over plain http.
		if v := resp.Header.Get(webheaders.StrictTransportSecurity); v != "" {
			t.Errorf("GET %s: Strict-Transport-Security %q over http", path, v)
		}
	}
}

// TestLocalCSPIsTheCloudsForLocalSources: the local CSP is webheaders'
// policy for the local sources (Cognito at /cognito and S3 at /s3 on this
// origin): scripts only from the site, no framing, no inline scripts.
func TestLocalCSPIsTheCloudsForLocalSources(t *testing.T) {
	csp := webheaders.ContentSecurityPolicy(webheaders.Local())
	for _, want := range []string{"default-src 'self'", "script-src 'self';", "connect-src 'self';", "frame-ancestors 'none'", "object-src 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("local CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "amazonaws.com") || strings.Contains(csp, "upgrade-insecure-requests") {
		t.Errorf("local CSP %q names cloud hosts or upgrades to https", csp)
	}
}
