package httpapi

import (
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"

	"pitchperfect/shared/apperr"
)

// Headers that tell a function how a request reached it in the cloud. The
// CloudFront distribution (infra/parts/site.go) adds both to every request
// it sends to the API: OriginVerifyHeader with the origin secret, which a
// viewer cannot know, and ViewerAddressHeader with the viewer's address,
// which CloudFront sets itself.
const (
	// OriginVerifyHeader carries the origin secret (Server.OriginSecret).
	OriginVerifyHeader = "X-Origin-Verify"
	// ViewerAddressHeader is the viewer's "ip:port" as CloudFront saw it:
	// 198.51.100.10:46532, or an IPv6 address followed by ":port",
	// unbracketed (2001:db8::1:46532); a bracketed [2001:db8::1]:46532 is
	// read as well.
	ViewerAddressHeader = "CloudFront-Viewer-Address"
)

// viaCloudFront reports whether r carries the origin secret: exactly one
// OriginVerifyHeader equal to it. The values are compared through their
// SHA-256 sums in constant time, so neither the secret nor its length
// shows in the timing. Without a configured secret nothing is trusted.
func (s *Server) viaCloudFront(r *http.Request) bool {
	if s.OriginSecret == "" {
		return false
	}
	got := r.Header.Values(OriginVerifyHeader)
	if len(got) != 1 {
		return false
	}
	a, b := sha256.Sum256([]byte(got[0])), sha256.Sum256([]byte(s.OriginSecret))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// clientIP is the one place that decides a caller's address. Through
// CloudFront (viaCloudFront) it is the viewer's, from ViewerAddressHeader;
// otherwise, or when that header is missing or malformed, it is the
// connection's source: API Gateway's sourceIp in Lambda (which, behind
// CloudFront, is an edge server's), the peer locally. The viewer header is
// never read from a request without the origin secret: anyone can send it.
func (s *Server) clientIP(r *http.Request) string {
	if s.viaCloudFront(r) {
		if v := r.Header.Values(ViewerAddressHeader); len(v) == 1 {
			if ip, ok := viewerIP(v[0]); ok {
				return ip.String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr // the Lambda adapter gives the bare source IP
	}
	return host
}

// viewerIP parses a ViewerAddressHeader value ("ip:port"; IPv6 with or
// without brackets) and returns the address without its port and zone.
func viewerIP(v string) (netip.Addr, bool) {
	v = strings.TrimSpace(v)
	var host, port string
	if strings.HasPrefix(v, "[") {
		h, p, err := net.SplitHostPort(v)
		if err != nil {
			return netip.Addr{}, false
		}
		host, port = h, p
	} else {
		i := strings.LastIndexByte(v, ':')
		if i < 0 {
			return netip.Addr{}, false
		}
		host, port = v[:i], v[i+1:]
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		return netip.Addr{}, false
	}
	ip, err := netip.ParseAddr(host)
	if err != nil || ip.Zone() != "" {
		return netip.Addr{}, false
	}
	return ip.Unmap(), true
}

// requireCloudFront refuses, once an origin secret is configured, every
// request that does not carry it: in the cloud that is a call to the API's
// own execute-api address, around CloudFront. With no secret (local mode,
// tests) every request passes.
func (s *Server) requireCloudFront(next http.Handler) http.Handler {
	if s.OriginSecret == "" {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.viaCloudFront(r) {
			s.fail(w, r, apperr.New(apperr.KindForbidden, "direct_access_forbidden",
				"This API answers only through the site: call it under /api on the site's address."), nil)
			return
		}
		next.ServeHTTP(w, r)
	})
}
