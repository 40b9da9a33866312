// Package webheaders is the site's security headers: the content security
// policy and the other headers every response carries. One definition serves
// both places that send them: CloudFront's response-headers policy in the
// cloud (infra/parts/site.go) and the local server (functions/local), so the
// browser tests run under the policy the cloud enforces. The two differ only
// in their Sources: where Cognito and S3 are, and whether the site is HTTPS.
package webheaders

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Sources are the places the web app reaches besides its own origin, and
// whether that origin is served over TLS. An empty origin means "on the
// site itself" ('self'): the local server proxies the Cognito stand-in at
// /cognito and S3 at /s3.
type Sources struct {
	// CognitoAPI is the user-pool API Amplify calls:
	// https://cognito-idp.<region>.amazonaws.com in the cloud.
	CognitoAPI string
	// CognitoDomain is the Cognito domain Google sign-in goes through
	// (https://<prefix>.auth.<region>.amazoncognito.com); empty without one.
	CognitoDomain string
	// Recordings is where presigned recording uploads and playback go. The
	// bucket is declared after the site, so the cloud names the region's S3
	// hosts: https://*.s3.<region>.amazonaws.com.
	Recordings string
	// HTTPS: the site is only served over TLS. It adds HSTS and the CSP's
	// upgrade-insecure-requests; the local server speaks plain http, where
	// browsers ignore HSTS and an upgrade would break every request.
	HTTPS bool
}

// Cloud are the sources of a deployment in region, with the Cognito domain
// prefix of Google sign-in ("" without). region may be a CDK token string:
// it is only concatenated.
func Cloud(region, authDomainPrefix string) Sources {
	s := Sources{
		CognitoAPI: "https://cognito-idp." + region + ".amazonaws.com",
		Recordings: "https://*.s3." + region + ".amazonaws.com",
		HTTPS:      true,
	}
	if authDomainPrefix != "" {
		s.CognitoDomain = "https://" + authDomainPrefix + ".auth." + region + ".amazoncognito.com"
	}
	return s
}

// Local are the sources of the local server: everything on its own origin,
// over plain http.
func Local() Sources { return Sources{} }

// Header names and the fixed values of the headers besides the CSP.
const (
	ContentSecurityPolicyHeader = "Content-Security-Policy"
	StrictTransportSecurity     = "Strict-Transport-Security"
	ContentTypeOptionsHeader    = "X-Content-Type-Options"
	FrameOptionsHeader          = "X-Frame-Options"
	ReferrerPolicyHeader        = "Referrer-Policy"
	PermissionsPolicyHeader     = "Permissions-Policy"

	ContentTypeOptions = "nosniff"
	FrameOptions       = "DENY"
	ReferrerPolicy     = "strict-origin-when-cross-origin"
	// PermissionsPolicy: voice practice records from the microphone;
	// nothing else.
	PermissionsPolicy = "microphone=(self), camera=(), geolocation=(), payment=(), usb=()"
)

// HSTS: two years, subdomains included, not preloaded (preloading binds
// the whole domain, which is the owner's call).
const (
	HSTSMaxAge            = 730 * 24 * time.Hour
	HSTSIncludeSubdomains = true
)

// HSTSValue is the Strict-Transport-Security value.
func HSTSValue() string {
	v := "max-age=" + strconv.FormatInt(int64(HSTSMaxAge/time.Second), 10)
	if HSTSIncludeSubdomains {
		v += "; includeSubDomains"
	}
	return v
}

// ContentSecurityPolicy is the site's CSP. Scripts come only from the site;
// the browser talks to the site (the API is under /api), to Cognito (Amplify),
// to the Cognito domain when Google sign-in is on, and to S3 for presigned
// recording uploads and playback. Inline styles are allowed because UI
// libraries set them; inline scripts and eval are not. Workers and media may
// be blob: URLs (the PDF reader's worker, recorded audio), images and fonts
// data: URLs.
func ContentSecurityPolicy(s Sources) string {
	connect := with("'self'", s.CognitoAPI, s.Recordings, s.CognitoDomain)
	directives := []string{
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		"media-src " + with("'self' blob:", s.Recordings),
		"connect-src " + connect,
		"worker-src 'self' blob:",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action " + with("'self'", s.CognitoDomain),
		"frame-ancestors 'none'",
	}
	if s.HTTPS {
		directives = append(directives, "upgrade-insecure-requests")
	}
	return strings.Join(directives, "; ")
}

// with appends the non-empty sources to a directive's list.
func with(list string, sources ...string) string {
	for _, src := range sources {
		if src != "" {
			list += " " + src
		}
	}
	return list
}

// Header is one response header.
type Header struct{ Name, Value string }

// Headers are every security header for s, in a stable order.
func Headers(s Sources) []Header {
	h := []Header{{ContentSecurityPolicyHeader, ContentSecurityPolicy(s)}}
	if s.HTTPS {
		h = append(h, Header{StrictTransportSecurity, HSTSValue()})
	}
	return append(h,
		Header{ContentTypeOptionsHeader, ContentTypeOptions},
		Header{FrameOptionsHeader, FrameOptions},
		Header{ReferrerPolicyHeader, ReferrerPolicy},
		Header{PermissionsPolicyHeader, PermissionsPolicy},
	)
}

// Handler sets Headers(s) on every response of next, before next runs, as
// CloudFront's policy sets them on every response of the site and the API.
// (CloudFront overrides what the origin sent; no handler of ours sends
// these headers, so setting them first gives the same result.)
func Handler(s Sources, next http.Handler) http.Handler {
	headers := Headers(s)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, h := range headers {
			w.Header().Set(h.Name, h.Value)
		}
		next.ServeHTTP(w, r)
	})
}
