// Command roleplay-ai-response is the roleplay-ai-response Lambda: the routes the catalog gives it, served
// through the API Gateway adapter.
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Main("roleplay-ai-response") }
