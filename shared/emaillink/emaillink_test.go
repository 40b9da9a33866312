package emaillink_test

import (
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/emaillink"
)

func TestMessageLinksToTheConfirmationEndpoint(t *testing.T) {
	for _, source := range []string{"CustomMessage_SignUp", "CustomMessage_ResendCode"} {
		t.Run(source, func(t *testing.T) {
			// GIVEN Cognito's request for a sign-up message
			var ev events.CognitoEventUserPoolsCustomMessage
			ev.TriggerSource = source
			ev.UserName = "7c1f-user+1"
			ev.Request.CodeParameter = "{####}"

			// WHEN the trigger answers
			got := emaillink.Message(ev, "https://app.pitchperfect.test/")

			// THEN the e-mail links to the site's confirmation endpoint with
			// the user and Cognito's code placeholder intact, and shows the
			// code for the sign-up form too.
			link := "https://app.pitchperfect.test/api/auth/confirm-email?user=7c1f-user%2B1&amp;code={####}"
			if !strings.Contains(got.Response.EmailMessage, `href="`+link+`"`) {
				t.Errorf("message %q lacks the link %q", got.Response.EmailMessage, link)
			}
			if strings.Count(got.Response.EmailMessage, "{####}") != 2 {
				t.Errorf("message %q should carry the code placeholder in the link and as text", got.Response.EmailMessage)
			}
			if got.Response.EmailSubject != emaillink.Subject {
				t.Errorf("subject %q", got.Response.EmailSubject)
			}
		})
	}
	// Other messages (password reset, …) keep Cognito's defaults.
	var ev events.CognitoEventUserPoolsCustomMessage
	ev.TriggerSource = "CustomMessage_ForgotPassword"
	if got := emaillink.Message(ev, "https://x.test"); got.Response.EmailMessage != "" || got.Response.EmailSubject != "" {
		t.Errorf("forgot-password message rewritten: %+v", got.Response)
	}
}

// The catalog's link route is the path the handler serves and links to.
func TestTheCatalogRoutesTheLinkHere(t *testing.T) {
	var paths []string
	for _, fn := range catalog.Standalone() {
		for _, r := range fn.Routes {
			paths = append(paths, r.Method+" "+r.Path)
		}
	}
	if len(paths) != 1 || paths[0] != "GET "+emaillink.ConfirmPath {
		t.Errorf("catalog links %v, want GET %s", paths, emaillink.ConfirmPath)
	}
}
