// Command practice-sessions is the practice-sessions Lambda: the routes the
// catalog gives it, served through the API Gateway adapter. It checks that a
// token's user still exists, so it links Cognito.
package main

import (
	_ "time/tzdata" // GET /api/stats?tz= loads IANA zones; Lambda images need not carry them

	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("practice-sessions", platform.Backends{Cognito: cognitodir.New}) }
