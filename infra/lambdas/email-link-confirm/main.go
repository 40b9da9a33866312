// Command email-link-confirm serves GET /api/auth/confirm-email: it confirms
// a sign-up with the code from the e-mailed link and redirects to the web
// app (package emaillink). USER_POOL_CLIENT_ID is the web client.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"pitchperfect/infra/emaillink"
)

func main() {
	client := os.Getenv("USER_POOL_CLIENT_ID")
	cfg, err := awsconfig.LoadDefaultConfig(context.Background())
	if err == nil && client == "" {
		err = fmt.Errorf("USER_POOL_CLIENT_ID is required")
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, `{"level":"ERROR","msg":"start-up failed","err":%q}`+"\n", err.Error())
		os.Exit(1)
	}
	h := &emaillink.Handler{
		Cognito:  cip.NewFromConfig(cfg),
		ClientID: client,
		Log:      slog.New(slog.NewJSONHandler(os.Stdout, nil)),
	}
	lambda.Start(httpadapter.NewV2(h).ProxyWithContext)
}
