package standin

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"hash"
	"io"
	"net/http"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/aws/smithy-go/logging"
)

// SigV4 as S3 checks it.
const (
	sigAlgorithm    = "AWS4-HMAC-SHA256"
	amzDateFormat   = "20060102T150405Z"
	unsignedPayload = "UNSIGNED-PAYLOAD"
	// maxPresignExpiry is the longest X-Amz-Expires S3 accepts (7 days).
	maxPresignExpiry = 7 * 24 * time.Hour
	// maxSkew is how far a request's time may be from the server's.
	maxSkew = 15 * time.Minute
)

// emptySHA256 is the hex SHA-256 of an empty body.
const emptySHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

// authenticate checks r's signature, in its Authorization header or its
// query (a presigned URL), against the configured credentials, and
// returns the body to read instead of r.Body when the signed payload hash
// must be compared with the body as it is read.
func (s *strictS3) authenticate(r *http.Request, rawPath string) (*hashedBody, *s3Error) {
	q := r.URL.Query()
	authz := r.Header.Get("Authorization")
	presigned := q.Has("X-Amz-Algorithm") || q.Has("X-Amz-Credential") || q.Has("X-Amz-Signature")
	switch {
	case authz != "" && presigned:
		return nil, &s3Error{status: http.StatusBadRequest, code: "InvalidArgument",
			message: "Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified",
			extra:   [][2]string{{"ArgumentName", "Authorization"}, {"ArgumentValue", authz}}}
	case authz != "":
		return s.checkHeader(r, rawPath, authz)
	case presigned:
		return s.checkQuery(r, rawPath, q)
	}
	return nil, &s3Error{status: http.StatusForbidden, code: "AccessDenied", message: "Access Denied"}
}

// checkHeader verifies a request signed in its Authorization header (the
// SDK's own calls).
func (s *strictS3) checkHeader(r *http.Request, rawPath, authz string) (*hashedBody, *s3Error) {
	malformed := func(msg string) *s3Error {
		return &s3Error{status: http.StatusBadRequest, code: "AuthorizationHeaderMalformed", message: "The authorization header is malformed; " + msg}
	}
	rest, ok := strings.CutPrefix(authz, sigAlgorithm+" ")
	if !ok {
		return nil, &s3Error{status: http.StatusBadRequest, code: "InvalidRequest",
			message: "The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256."}
	}
	fields := map[string]string{}
	for _, part := range strings.Split(rest, ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(part), "="); ok {
			fields[k] = v
		}
	}
	credential, signedList, signature := fields["Credential"], fields["SignedHeaders"], fields["Signature"]
	if credential == "" || signedList == "" || signature == "" {
		return nil, malformed("it must name Credential, SignedHeaders and Signature.")
	}
	scope, e := s.checkCredential(credential, malformed)
	if e != nil {
		return nil, e
	}
	at, err := time.Parse(amzDateFormat, r.Header.Get("X-Amz-Date"))
	if err != nil {
		return nil, &s3Error{status: http.StatusForbidden, code: "AccessDenied", message: "AWS authentication requires a valid Date or x-amz-date header"}
	}
	if scope.date != at.Format("20060102") {
		return nil, malformed("Invalid credential date. Date is not the same as X-Amz-Date.")
	}
	if now := s.cfg.now(); at.Sub(now) > maxSkew || now.Sub(at) > maxSkew {
		return nil, &s3Error{status: http.StatusForbidden, code: "RequestTimeTooSkewed",
			message: "The difference between the request time and the current time is too large.",
			extra: [][2]string{{"RequestTime", r.Header.Get("X-Amz-Date")}, {"ServerTime", now.UTC().Format(time.RFC3339)},
				{"MaxAllowedSkewMilliseconds", strconv.FormatInt(maxSkew.Milliseconds(), 10)}}}
	}
	payload := r.Header.Get("X-Amz-Content-Sha256")
	if payload == "" {
		return nil, &s3Error{status: http.StatusBadRequest, code: "InvalidRequest", message: "Missing required header for this request: x-amz-content-sha256"}
	}
	body, e := payloadCheck(r, payload)
	if e != nil {
		return nil, e
	}
	req := rebuild(r, rawPath, r.URL.Query(), signedList)
	var canonical, toSign string
	err = s.signer.SignHTTP(context.Background(), s.credentials(), req, payload, "s3", s.cfg.region, at, func(o *v4.SignerOptions) {
		o.DisableURIPathEscaping = true // S3 signs the path as sent
		capture(o, &canonical, &toSign)
	})
	want := ""
	if _, sig, ok := strings.Cut(req.Header.Get("Authorization"), "Signature="); ok && err == nil {
		want = sig
	}
	if !sameSignature(signature, want) {
		return nil, s.mismatch(scope.key, signature, canonical, toSign)
	}
	return body, nil
}

// checkQuery verifies a presigned URL: its X-Amz-* parameters, its expiry
// and its signature, made over an unsigned payload.
func (s *strictS3) checkQuery(r *http.Request, rawPath string, q url.Values) (*hashedBody, *s3Error) {
	bad := func(msg string) *s3Error {
		return &s3Error{status: http.StatusBadRequest, code: "AuthorizationQueryParametersError", message: msg}
	}
	if q.Get("X-Amz-Algorithm") != sigAlgorithm {
		return nil, bad(`X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"`)
	}
	for _, p := range []string{"X-Amz-Credential", "X-Amz-Signature", "X-Amz-Date", "X-Amz-SignedHeaders", "X-Amz-Expires"} {
		if q.Get(p) == "" {
			return nil, bad("Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.")
		}
	}
	scope, e := s.checkCredential(q.Get("X-Amz-Credential"), func(msg string) *s3Error { return bad("Error parsing the X-Amz-Credential parameter; " + msg) })
	if e != nil {
		return nil, e
	}
	at, err := time.Parse(amzDateFormat, q.Get("X-Amz-Date"))
	if err != nil {
		return nil, bad(`X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd'T'HHmmss'Z'"`)
	}
	if scope.date != at.Format("20060102") {
		return nil, bad("Invalid credential date. Date is not the same as X-Amz-Date.")
	}
	secs, err := strconv.ParseInt(q.Get("X-Amz-Expires"), 10, 64)
	switch {
	case err != nil:
		return nil, bad("X-Amz-Expires should be a number")
	case secs < 0:
		return nil, bad("X-Amz-Expires must be non-negative")
	case time.Duration(secs)*time.Second > maxPresignExpiry:
		return nil, bad("X-Amz-Expires must be less than a week (in seconds) that is 604800")
	}
	now := s.cfg.now()
	if expires := at.Add(time.Duration(secs) * time.Second); now.After(expires) {
		return nil, &s3Error{status: http.StatusForbidden, code: "AccessDenied", message: "Request has expired",
			extra: [][2]string{{"X-Amz-Expires", q.Get("X-Amz-Expires")}, {"Expires", expires.UTC().Format(time.RFC3339)},
				{"ServerTime", now.UTC().Format(time.RFC3339)}}}
	}
	if at.Sub(now) > maxSkew {
		return nil, &s3Error{status: http.StatusForbidden, code: "AccessDenied", message: "Request is not valid yet"}
	}
	payload := unsignedPayload
	if p := q.Get("X-Amz-Content-Sha256"); p != "" {
		payload = p
	}
	body, e := payloadCheck(r, payload)
	if e != nil {
		return nil, e
	}
	signature := q.Get("X-Amz-Signature")
	q.Del("X-Amz-Signature")
	req := rebuild(r, rawPath, q, q.Get("X-Amz-SignedHeaders"))
	var canonical, toSign string
	signed, _, err := s.signer.PresignHTTP(context.Background(), s.credentials(), req, payload, "s3", s.cfg.region, at, func(o *v4.SignerOptions) {
		o.DisableURIPathEscaping = true
		// The signed headers stay headers: the query already holds
		// whatever the client moved there.
		o.DisableHeaderHoisting = true
		capture(o, &canonical, &toSign)
	})
	want := ""
	if u, perr := url.Parse(signed); err == nil && perr == nil {
		want = u.Query().Get("X-Amz-Signature")
	}
	if !sameSignature(signature, want) {
		return nil, s.mismatch(scope.key, signature, canonical, toSign)
	}
	return body, nil
}

// credentialScope is a parsed Credential: key/date/region/s3/aws4_request.
type credentialScope struct{ key, date string }

// checkCredential parses a Credential and checks its key, region and
// service.
func (s *strictS3) checkCredential(credential string, malformed func(string) *s3Error) (credentialScope, *s3Error) {
	parts := strings.Split(credential, "/")
	if len(parts) != 5 || parts[4] != "aws4_request" {
		return credentialScope{}, malformed(`the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`)
	}
	if subtle.ConstantTimeCompare([]byte(parts[0]), []byte(s.cfg.accessKey)) != 1 {
		return credentialScope{}, &s3Error{status: http.StatusForbidden, code: "InvalidAccessKeyId",
			message: "The AWS Access Key Id you provided does not exist in our records.",
			extra:   [][2]string{{"AWSAccessKeyId", parts[0]}}}
	}
	if parts[2] != s.cfg.region {
		e := malformed("the region '" + parts[2] + "' is wrong; expecting '" + s.cfg.region + "'")
		e.extra = append(e.extra, [2]string{"Region", s.cfg.region})
		return credentialScope{}, e
	}
	if parts[3] != "s3" {
		return credentialScope{}, malformed("incorrect service '" + parts[3] + "'. This endpoint belongs to 's3'.")
	}
	return credentialScope{key: parts[0], date: parts[1]}, nil
}

func (s *strictS3) credentials() aws.Credentials {
	return aws.Credentials{AccessKeyID: s.cfg.accessKey, SecretAccessKey: s.cfg.secretKey}
}

// mismatch is S3's answer to a wrong signature, with what it signed, as S3
// gives it, to compare with the client's.
func (s *strictS3) mismatch(key, provided, canonical, toSign string) *s3Error {
	return &s3Error{status: http.StatusForbidden, code: "SignatureDoesNotMatch",
		message: "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
		extra:   [][2]string{{"AWSAccessKeyId", key}, {"StringToSign", toSign}, {"SignatureProvided", provided}, {"CanonicalRequest", canonical}}}
}

// rebuild is the request the client signed, as far as the signature sees
// it: method, host (the Host the client sent), the path as sent, query,
// and exactly the headers it lists as signed, with the values received.
// Signing it again with the known secret must give the client's signature.
func rebuild(r *http.Request, rawPath string, query url.Values, signedList string) *http.Request {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	req := &http.Request{
		Method: r.Method,
		// The signer takes the path from Opaque ("//host/path") as is.
		URL:    &url.URL{Scheme: scheme, Host: r.Host, Opaque: "//" + r.Host + rawPath, RawQuery: query.Encode()},
		Host:   r.Host,
		Header: http.Header{},
	}
	for _, name := range strings.Split(signedList, ";") {
		switch name = strings.ToLower(strings.TrimSpace(name)); name {
		case "", "host": // the signer signs Host from req.Host
		case "content-length": // the signer signs the length from ContentLength
			req.ContentLength = max(r.ContentLength, 0)
		default:
			if vs := r.Header.Values(name); len(vs) > 0 {
				req.Header[textproto.CanonicalMIMEHeaderKey(name)] = vs
			}
		}
	}
	return req
}

// capture makes the signer hand over the canonical request and the string
// to sign, for the SignatureDoesNotMatch answer.
func capture(o *v4.SignerOptions, canonical, toSign *string) {
	o.LogSigning = true
	o.Logger = logging.LoggerFunc(func(_ logging.Classification, _ string, v ...interface{}) {
		if len(v) >= 2 {
			*canonical, _ = v[0].(string)
			*toSign, _ = v[1].(string)
		}
	})
}

// sameSignature compares two hex signatures in constant time.
func sameSignature(got, want string) bool {
	return want != "" && subtle.ConstantTimeCompare([]byte(strings.ToLower(got)), []byte(want)) == 1
}

// payloadCheck checks the x-amz-content-sha256 value. A hash is compared
// with the body: at once for an empty body, else as it is read (the
// returned body).
func payloadCheck(r *http.Request, payload string) (*hashedBody, *s3Error) {
	switch {
	case payload == unsignedPayload:
		return nil, nil
	case strings.HasPrefix(payload, "STREAMING-"):
		return nil, &s3Error{status: http.StatusNotImplemented, code: "NotImplemented",
			message: "The local S3 does not verify aws-chunked (" + payload + ") uploads; send the body whole with its SHA-256 or UNSIGNED-PAYLOAD."}
	}
	if b, err := hex.DecodeString(payload); err != nil || len(b) != sha256.Size {
		return nil, &s3Error{status: http.StatusBadRequest, code: "InvalidArgument",
			message: "x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.",
			extra:   [][2]string{{"ArgumentName", "x-amz-content-sha256"}, {"ArgumentValue", payload}}}
	}
	payload = strings.ToLower(payload)
	if r.ContentLength == 0 {
		if payload != emptySHA256 {
			return nil, &s3Error{status: http.StatusBadRequest, code: "XAmzContentSHA256Mismatch",
				message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
				extra:   [][2]string{{"ClientComputedContentSHA256", payload}, {"S3ComputedContentSHA256", emptySHA256}}}
		}
		return nil, nil
	}
	return &hashedBody{ReadCloser: r.Body, h: sha256.New(), want: payload}, nil
}

// errSHA256Mismatch fails the read of a body that does not match its hash,
// so the object is not stored.
var errSHA256Mismatch = errors.New("x-amz-content-sha256 does not match the body")

// hashedBody hashes a body as it is read and fails its end if the hash is
// not the signed one.
type hashedBody struct {
	io.ReadCloser
	h         hash.Hash
	want, got string
	mismatch  bool
}

func (b *hashedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.h.Write(p[:n])
	if err == io.EOF {
		b.got = hex.EncodeToString(b.h.Sum(nil))
		if b.got != b.want {
			b.mismatch = true
			return n, errSHA256Mismatch
		}
	}
	return n, err
}

// s3Error is one of S3's error answers: an XML <Error> with a Code, a
// Message and, for some codes, more elements.
type s3Error struct {
	status        int
	code, message string
	extra         [][2]string
	id            string // request id, in the header and the body
}

func (e *s3Error) setHeaders(h http.Header) {
	if e.id == "" {
		e.id = requestID()
	}
	h.Set("Content-Type", "application/xml")
	h.Del("Content-Length")
	h.Del("ETag")
	h.Set("X-Amz-Request-Id", e.id)
}

// xml is the answer's body.
func (e *s3Error) xml() []byte {
	var b strings.Builder
	b.WriteString(xml.Header)
	b.WriteString("<Error>")
	el := func(name, value string) {
		b.WriteString("<" + name + ">")
		_ = xml.EscapeText(&b, []byte(value))
		b.WriteString("</" + name + ">")
	}
	el("Code", e.code)
	el("Message", e.message)
	for _, kv := range e.extra {
		el(kv[0], kv[1])
	}
	if e.id == "" {
		e.id = requestID()
	}
	el("RequestId", e.id)
	b.WriteString("</Error>")
	return []byte(b.String())
}

// writeS3Error answers e on w.
func writeS3Error(w http.ResponseWriter, r *http.Request, e *s3Error) {
	e.setHeaders(w.Header())
	w.WriteHeader(e.status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(e.xml())
	}
}

func requestID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return strings.ToUpper(hex.EncodeToString(b[:]))
}
