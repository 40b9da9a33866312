// Command teams is the teams Lambda: the routes the catalog gives it
// (create a team, invite by e-mail, accept, remove or leave, share a
// session, the team's figures), served through the API Gateway adapter. It
// sends the invites through SES, so it links it, and checks that a token's
// user still exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/mail/sesmail"
	"pitchperfect/shared/platform"
)

func main() {
	lambdaedge.Main("teams", platform.Backends{SES: sesmail.New, Cognito: cognitodir.New})
}
