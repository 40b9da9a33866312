// Command pitch-analysis is the pitch-analysis Lambda: the routes the catalog gives it, served
// through the API Gateway adapter.
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Main("pitch-analysis") }
