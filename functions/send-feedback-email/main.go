// Command send-feedback-email is the send-feedback-email Lambda: the routes
// the catalog gives it, served through the API Gateway adapter. It sends
// e-mail, so it links SES, and checks that a token's user still exists, so
// it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/mail/sesmail"
	"pitchperfect/shared/platform"
)

func main() {
	lambdaedge.Main("send-feedback-email", platform.Backends{SES: sesmail.New, Cognito: cognitodir.New})
}
