// Command practice-sessions is the practice-sessions Lambda: the routes the
// catalog gives it, served through the API Gateway adapter. It needs no
// optional backend.
package main

import (
	_ "time/tzdata" // GET /api/stats?tz= loads IANA zones; Lambda images need not carry them

	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("practice-sessions", platform.Backends{}) }
