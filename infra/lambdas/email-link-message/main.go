// Command email-link-message is the user pool's custom-message trigger: it
// writes the sign-up e-mail with a one-click confirmation link (package
// emaillink). SITE_URL is the site's origin, https://<domain>.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"

	"pitchperfect/infra/emaillink"
)

func main() {
	site := os.Getenv("SITE_URL")
	if site == "" {
		fmt.Fprintln(os.Stderr, `{"level":"ERROR","msg":"start-up failed","err":"SITE_URL is required"}`)
		os.Exit(1)
	}
	lambda.Start(func(_ context.Context, ev events.CognitoEventUserPoolsCustomMessage) (events.CognitoEventUserPoolsCustomMessage, error) {
		return emaillink.Message(ev, site), nil
	})
}
