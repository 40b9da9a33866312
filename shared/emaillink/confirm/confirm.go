// Package confirm serves the sign-up e-mail's link (package emaillink):
// GET /api/auth/confirm-email?user=…&code=… confirms the sign-up with
// Cognito and redirects the browser to the web app. It is the code of
// functions/email-link-confirm.
package confirm

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	"github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/emaillink"
)

const (
	// EnvClientID is the function's one setting (the CDK app sets it): the
	// web client, the only one links are for.
	EnvClientID = "USER_POOL_CLIENT_ID"
	// envCognitoEndpoint is the SDK's own variable for Cognito's endpoint:
	// unset in the cloud, cognito-local's address in tests.
	envCognitoEndpoint = "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER"
)

// Confirmer is the Cognito call the handler makes.
type Confirmer interface {
	ConfirmSignUp(ctx context.Context, in *cip.ConfirmSignUpInput, opts ...func(*cip.Options)) (*cip.ConfirmSignUpOutput, error)
}

// Handler serves GET emaillink.ConfirmPath?user=…&code=…: it confirms the
// sign-up and redirects to emaillink.ConfirmedPath, or to
// emaillink.FailedPath?verification=<reason>.
type Handler struct {
	Cognito  Confirmer
	ClientID string // the web client, the only one links are for
	Log      *slog.Logger
}

// NewHandler builds the link's handler from its environment: the web client
// (EnvClientID) and the region (AWS_REGION, which Lambda sets).
// ConfirmSignUp is one of Cognito's public calls, sent unsigned, so the
// client needs no credentials and is built without the SDK's config loader
// (shared files, SSO, STS, instance metadata), which no function links.
func NewHandler(getenv func(string) string, log *slog.Logger) (*Handler, error) {
	client, region := getenv(EnvClientID), getenv("AWS_REGION")
	switch {
	case client == "":
		return nil, errors.New(EnvClientID + " is required")
	case region == "":
		return nil, errors.New("AWS_REGION is required")
	}
	cognito := cip.New(cip.Options{Region: region}, func(o *cip.Options) {
		if endpoint := getenv(envCognitoEndpoint); endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})
	return &Handler{Cognito: cognito, ClientID: client, Log: log}, nil
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// The URL holds a one-time code: keep it out of caches and referrers.
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	user, code := r.URL.Query().Get("user"), r.URL.Query().Get("code")
	if user == "" || code == "" || len(user) > 128 || len(code) > 16 {
		h.redirect(w, r, emaillink.FailedPath+"?verification=invalid")
		return
	}
	_, err := h.Cognito.ConfirmSignUp(r.Context(), &cip.ConfirmSignUpInput{
		ClientId: aws.String(h.ClientID), Username: aws.String(user), ConfirmationCode: aws.String(code),
	})
	h.redirect(w, r, destination(err))
	if reason := failure(err); reason == "failed" {
		h.log().ErrorContext(r.Context(), "e-mail confirmation failed", "err", err)
	} else if reason != "" {
		h.log().InfoContext(r.Context(), "e-mail confirmation refused", "reason", reason)
	}
}

// destination maps ConfirmSignUp's outcome to the page the browser goes to.
func destination(err error) string {
	if reason := failure(err); reason != "" {
		return emaillink.FailedPath + "?verification=" + reason
	}
	return emaillink.ConfirmedPath
}

func failure(err error) string {
	var (
		expired   *types.ExpiredCodeException
		mismatch  *types.CodeMismatchException
		notFound  *types.UserNotFoundException
		notAuth   *types.NotAuthorizedException
		tooMany   *types.TooManyRequestsException
		attempts  *types.TooManyFailedAttemptsException
		limit     *types.LimitExceededException
		badParams *types.InvalidParameterException
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &notAuth) && strings.Contains(aws.ToString(notAuth.Message), "CONFIRMED"):
		return "" // a second click: the account is already confirmed
	case errors.As(err, &expired):
		return "expired"
	case errors.As(err, &mismatch), errors.As(err, &notFound), errors.As(err, &badParams), errors.As(err, &notAuth):
		// notAuth: an unknown or disabled user (Cognito may not say which).
		return "invalid"
	case errors.As(err, &tooMany), errors.As(err, &attempts), errors.As(err, &limit):
		return "retry"
	}
	return "failed"
}

func (h *Handler) redirect(w http.ResponseWriter, r *http.Request, to string) {
	// A relative location keeps the browser on the site's own origin.
	http.Redirect(w, r, to, http.StatusFound)
}

func (h *Handler) log() *slog.Logger {
	if h.Log == nil {
		return slog.Default()
	}
	return h.Log
}
