// Command email-link-confirm serves GET /api/auth/confirm-email, the link in
// the sign-up e-mail: it confirms the sign-up with the link's code and
// redirects to the web app (package emaillink/confirm). A standalone function
// (catalog.Standalone): it reads USER_POOL_CLIENT_ID, the web client, and
// AWS_REGION, and nothing of the platform.
package main

import (
	"fmt"
	"log/slog"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"pitchperfect/shared/emaillink/confirm"
)

func main() {
	h, err := confirm.NewHandler(os.Getenv, slog.New(slog.NewJSONHandler(os.Stdout, nil)))
	if err != nil {
		fmt.Fprintf(os.Stderr, `{"level":"ERROR","msg":"start-up failed","err":%q}`+"\n", err.Error())
		os.Exit(1)
	}
	lambda.Start(httpadapter.NewV2(h).ProxyWithContext)
}
