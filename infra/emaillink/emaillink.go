// Package emaillink makes Cognito's sign-up e-mail a link: one click confirms
// the account and lands on the web app's /email-confirmed page (the spec's
// emailRedirectTo). Cognito cannot redirect after its own link verification,
// so a custom-message trigger writes our link (keeping the code, which the
// sign-up form still accepts) and a small function behind
// GET /api/auth/confirm-email confirms the code and redirects.
package emaillink

import (
	"context"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	"github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
)

// Paths on the site.
const (
	ConfirmPath   = "/api/auth/confirm-email" // served by the confirm function
	ConfirmedPath = "/email-confirmed"        // the web app's success page
	// FailedPath is where a link that did not work lands; the reason is in
	// the verification query parameter (expired, invalid, retry, failed).
	FailedPath = "/login"
)

// Trigger sources whose message carries a sign-up confirmation code.
var confirmationSources = map[string]bool{
	"CustomMessage_SignUp":     true,
	"CustomMessage_ResendCode": true,
}

// Subject is the confirmation e-mail's subject.
const Subject = "Confirm your PitchPerfect account"

// Message returns the custom-message trigger's answer: for sign-up and
// resent codes an e-mail with the confirmation link to siteURL (no trailing
// slash) and the code; other messages are left to Cognito's defaults.
func Message(ev events.CognitoEventUserPoolsCustomMessage, siteURL string) events.CognitoEventUserPoolsCustomMessage {
	if !confirmationSources[ev.TriggerSource] {
		return ev
	}
	code := ev.Request.CodeParameter // a placeholder Cognito fills in after the trigger
	link := Link(siteURL, ev.UserName, code)
	ev.Response.EmailSubject = Subject
	ev.Response.EmailMessage = fmt.Sprintf(`<p>Welcome to PitchPerfect!</p>
<p>Confirm your e-mail address to start practising:</p>
<p><a href="%s">Confirm my e-mail address</a></p>
<p>Or enter this code on the sign-up page: <strong>%s</strong></p>
<p>If you did not sign up, ignore this e-mail.</p>`, html.EscapeString(link), code)
	return ev
}

// Link is the confirmation link for a user. The code is inserted as is: in
// the trigger it is Cognito's {####} placeholder, which must stay intact.
func Link(siteURL, userName, code string) string {
	return strings.TrimRight(siteURL, "/") + ConfirmPath + "?user=" + url.QueryEscape(userName) + "&code=" + code
}

// Confirmer is the Cognito call the handler makes.
type Confirmer interface {
	ConfirmSignUp(ctx context.Context, in *cip.ConfirmSignUpInput, opts ...func(*cip.Options)) (*cip.ConfirmSignUpOutput, error)
}

// Handler serves GET ConfirmPath?user=…&code=…: it confirms the sign-up
// and redirects to ConfirmedPath, or to FailedPath?verification=<reason>.
type Handler struct {
	Cognito  Confirmer
	ClientID string // the web client, the only one links are for
	Log      *slog.Logger
}

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
		h.redirect(w, r, FailedPath+"?verification=invalid")
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
		return FailedPath + "?verification=" + reason
	}
	return ConfirmedPath
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
