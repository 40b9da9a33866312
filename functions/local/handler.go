package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/devmailbox"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/standin"
	"pitchperfect/shared/webheaders"
)

// newHandler mounts the API, the dev mailbox, the Cognito and S3 stand-ins
// and the web app on one mux, behind the site's security headers.
func newHandler(deps platform.Deps, env *standin.Env, s3h http.Handler, box *devmailbox.Box, webDir string) (http.Handler, error) {
	api, err := deps.Server.Handler()
	if err != nil {
		return nil, err
	}
	cognito, err := url.Parse(env.Cognito.Endpoint)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("/api/", api)
	mux.Handle("GET /api/dev/mailbox", mailboxHandler(box))
	// The AWS SDK and Amplify post to the endpoint itself, /cognito, with no
	// trailing slash; the JWKS lives below it.
	proxy := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(cognito)
		r.Out.URL.Path = "/" + strings.TrimLeft(strings.TrimPrefix(r.In.URL.Path, "/cognito"), "/")
		r.Out.URL.RawPath = ""
	}}
	cognitoProxy := verifyOnConfirm(proxy, env)
	mux.Handle("/cognito", cognitoProxy)
	mux.Handle("/cognito/", cognitoProxy)
	// Not http.StripPrefix: the signature covers the path with /s3, so the
	// S3 stand-in checks it first and strips the prefix itself.
	mux.Handle("/s3/", s3h)
	mux.Handle("/", spaHandler(webDir))
	// Every response carries the security headers CloudFront's policy sets
	// in the cloud, from the same package, with the local sources (Cognito
	// and S3 on this origin, plain http: no HSTS), so the browser tests run
	// under the cloud's CSP.
	return webheaders.Handler(webheaders.Local(), mux), nil
}

// verifyOnConfirm does what Cognito does when a sign-up is confirmed with
// the code mailed to the address: it marks the address verified.
// cognito-local leaves email_verified unset, so its ID tokens would say
// false and the API would refuse to mail the user (send-feedback-email
// mails only a verified address). The answer is held until the mark is
// made, so the sign-in that follows gets a token that says true.
func verifyOnConfirm(next http.Handler, env *standin.Env) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Header.Get("X-Amz-Target") != "AWSCognitoIdentityProviderService.ConfirmSignUp" {
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
		if err != nil {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		var in struct{ Username string }
		if rec.Code == http.StatusOK && json.Unmarshal(body, &in) == nil && strings.Contains(in.Username, "@") {
			_, _ = env.IDP.AdminUpdateUserAttributes(r.Context(), &cip.AdminUpdateUserAttributesInput{
				UserPoolId: &env.Pool.ID, Username: &in.Username,
				UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &in.Username}, {Name: aws.String("email_verified"), Value: aws.String("true")}},
			})
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	})
}

// mailboxHandler lists the mail kept locally: GET /api/dev/mailbox?to=ADDR.
func mailboxHandler(box *devmailbox.Box) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		msgs, err := box.List(r.URL.Query().Get("to"), 50)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if err != nil {
			w.WriteHeader(http.StatusInternalServerError)
			_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"code": "internal", "message": "Server error. Please try again later."}})
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"messages": msgs})
	})
}

// spaHandler serves the built web app: files as they are (hashed assets
// cached for a year), every other path the app's index.html, so client-side
// routes survive a reload.
func spaHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		index := filepath.Join(dir, "index.html")
		if _, err := os.Stat(index); err != nil {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("The web app is not built yet. Run `make run` (or `make web`) from the repository root.\n"))
			return
		}
		clean := path.Clean("/" + r.URL.Path)
		if clean != "/" {
			if fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(clean))); err == nil && !fi.IsDir() {
				if strings.HasPrefix(clean, "/assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeFile(w, r, index)
	})
}
