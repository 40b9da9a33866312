// Command roleplay-ai-response is the roleplay-ai-response Lambda: the routes the catalog gives it, served
// through the API Gateway adapter. It may call the LLM, so it links Bedrock.
package main

import (
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/llm/bedrock"
	"pitchperfect/shared/platform"
)

func main() { lambdaedge.Main("roleplay-ai-response", platform.Backends{Bedrock: bedrock.New}) }
