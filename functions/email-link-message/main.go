// Command email-link-message is the user pool's custom-message trigger: it
// writes the sign-up e-mail with a one-click confirmation link (package
// emaillink). A standalone function (catalog.Standalone): it reads SITE_URL,
// the site's origin (https://<domain>), and nothing of the platform.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"

	"pitchperfect/shared/emaillink"
)

func main() {
	site := os.Getenv(emaillink.EnvSiteURL)
	if site == "" {
		fmt.Fprintln(os.Stderr, `{"level":"ERROR","msg":"start-up failed","err":"SITE_URL is required"}`)
		os.Exit(1)
	}
	lambda.Start(func(_ context.Context, ev events.CognitoEventUserPoolsCustomMessage) (events.CognitoEventUserPoolsCustomMessage, error) {
		return emaillink.Message(ev, site), nil
	})
}
