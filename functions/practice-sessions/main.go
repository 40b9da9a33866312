// Command practice-sessions is the practice-sessions Lambda: the caller's
// saved sessions and the dashboard statistics derived from them.
package main

import "pitchperfect/shared/lambdaedge"

func main() { lambdaedge.Main("practice-sessions") }
