// Command profile is the profile Lambda: the routes the catalog gives it, served
// through the API Gateway adapter. It checks that a token's user still
// exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("profile", platform.Backends{Cognito: cognitodir.New}) }
