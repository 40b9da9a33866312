// Command send-feedback-email is the send-feedback-email Lambda: the routes the catalog gives it, served
// through the API Gateway adapter.
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Main("send-feedback-email") }
