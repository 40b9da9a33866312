// Command security is the security Lambda: the security page's routes the
// catalog gives it (the caller's rate limits, the admins' recent security
// events), served through the API Gateway adapter. It checks that a token's
// user still exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("security", platform.Backends{Cognito: cognitodir.New}) }
