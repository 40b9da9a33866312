package webheaders_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"pitchperfect/shared/webheaders"
)

// directives splits a CSP into its directives by name.
func directives(csp string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		d = strings.TrimSpace(d)
		name, value, _ := strings.Cut(d, " ")
		out[name] = value
	}
	return out
}

func TestCloudPolicyNamesCognitoS3AndTheAuthDomain(t *testing.T) {
	csp := directives(webheaders.ContentSecurityPolicy(webheaders.Cloud("eu-west-1", "pp-auth")))
	want := map[string]string{
		"default-src":               "'self'",
		"script-src":                "'self'",
		"connect-src":               "'self' https://cognito-idp.eu-west-1.amazonaws.com https://*.s3.eu-west-1.amazonaws.com https://pp-auth.auth.eu-west-1.amazoncognito.com",
		"media-src":                 "'self' blob: https://*.s3.eu-west-1.amazonaws.com",
		"form-action":               "'self' https://pp-auth.auth.eu-west-1.amazoncognito.com",
		"frame-ancestors":           "'none'",
		"object-src":                "'none'",
		"upgrade-insecure-requests": "",
	}
	for name, value := range want {
		if got, ok := csp[name]; !ok || got != value {
			t.Errorf("%s = %q (present %v), want %q", name, got, ok, value)
		}
	}
	// Without Google sign-in the Cognito domain is not allowed anywhere.
	if plain := webheaders.ContentSecurityPolicy(webheaders.Cloud("eu-west-1", "")); strings.Contains(plain, "amazoncognito.com") {
		t.Errorf("CSP without Google sign-in names a Cognito domain: %s", plain)
	}
}

func TestLocalPolicyDiffersOnlyInTheSources(t *testing.T) {
	// GIVEN the cloud and the local policy
	cloud := directives(webheaders.ContentSecurityPolicy(webheaders.Cloud("us-east-1", "pp-auth")))
	local := directives(webheaders.ContentSecurityPolicy(webheaders.Local()))
	// THEN removing the cloud's own origins (and the https-only upgrade)
	// leaves exactly the local policy: same directives, same keywords.
	cloudOnly := webheaders.Cloud("us-east-1", "pp-auth")
	delete(cloud, "upgrade-insecure-requests")
	if len(cloud) != len(local) {
		t.Fatalf("cloud has %d directives, local %d", len(cloud), len(local))
	}
	for name, value := range cloud {
		for _, origin := range []string{cloudOnly.CognitoAPI, cloudOnly.Recordings, cloudOnly.CognitoDomain} {
			value = strings.ReplaceAll(value, " "+origin, "")
		}
		if local[name] != value {
			t.Errorf("%s: local %q, cloud without its origins %q", name, local[name], value)
		}
	}
	if strings.Contains(webheaders.ContentSecurityPolicy(webheaders.Local()), "upgrade-insecure-requests") {
		t.Error("the local policy upgrades requests to https, which the local server does not speak")
	}
}

func TestHeadersAndHandler(t *testing.T) {
	// GIVEN a handler wrapped for the cloud and one for local
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("ok")) })
	for _, tc := range []struct {
		src  webheaders.Sources
		hsts bool
	}{{webheaders.Cloud("us-east-1", ""), true}, {webheaders.Local(), false}} {
		rec := httptest.NewRecorder()
		webheaders.Handler(tc.src, ok).ServeHTTP(rec, httptest.NewRequest("GET", "/x", nil))
		h := rec.Header()
		// THEN the response carries every header with its value …
		for name, want := range map[string]string{
			"Content-Security-Policy": webheaders.ContentSecurityPolicy(tc.src),
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "strict-origin-when-cross-origin",
			"Permissions-Policy":      webheaders.PermissionsPolicy,
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s = %q, want %q", name, got, want)
			}
		}
		// … and HSTS only over https.
		if got := h.Get("Strict-Transport-Security"); (got != "") != tc.hsts || (tc.hsts && got != "max-age=63072000; includeSubDomains") {
			t.Errorf("HTTPS %v: Strict-Transport-Security = %q", tc.src.HTTPS, got)
		}
	}
}
