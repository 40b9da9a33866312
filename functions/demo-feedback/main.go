// Command demo-feedback is the demo-feedback Lambda: the routes the catalog gives it, served
// through the API Gateway adapter. It may call the LLM, so it links Bedrock.
package main

import (
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/llm/bedrock"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("demo-feedback", platform.Backends{Bedrock: bedrock.New}) }
