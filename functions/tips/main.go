// Command tips is the tips Lambda: GET /api/tips, the tips and scripts
// library, personalised from the caller's practice sessions when a token is
// sent. It checks that a token's user still exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("tips", platform.Backends{Cognito: cognitodir.New}) }
