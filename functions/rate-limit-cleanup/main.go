// Command rate-limit-cleanup is the scheduled Lambda that deletes rate-limit
// counters whose window has ended (DynamoDB's TTL does it too, but only
// eventually, and dynalite not at all).
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Scheduled("rate-limit-cleanup") }
