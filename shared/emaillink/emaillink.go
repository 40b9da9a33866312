// Package emaillink makes Cognito's sign-up e-mail a link: one click confirms
// the account and lands on the web app's /email-confirmed page (the spec's
// emailRedirectTo). Cognito cannot redirect after its own link verification,
// so a custom-message trigger writes our link (keeping the code, which the
// sign-up form still accepts) and a small function behind
// GET /api/auth/confirm-email confirms the code and redirects (package
// emaillink/confirm, apart so the trigger does not link the SDK's Cognito
// client). Both are standalone functions in the catalog
// (functions/email-link-message and functions/email-link-confirm), started
// without the platform.
package emaillink

import (
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/aws/aws-lambda-go/events"
)

// EnvSiteURL is the trigger's one setting (the CDK app sets it): the site's
// origin, https://<domain>.
const EnvSiteURL = "SITE_URL"

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
