// Command demo-feedback is the demo-feedback Lambda: the routes the catalog gives it, served
// through the API Gateway adapter.
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Main("demo-feedback") }
