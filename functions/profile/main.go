// Command profile is the profile Lambda: the routes the catalog gives it, served
// through the API Gateway adapter. It needs no optional backend.
package main

import (
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("profile", platform.Backends{}) }
