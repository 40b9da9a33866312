// Command roleplay-ai-response is the roleplay-ai-response Lambda: the routes the catalog gives
// it, served through the API Gateway adapter. It may call the LLM, so it
// links Bedrock; it transcribes spoken replies, so it links Transcribe; and
// it checks that a token's user still exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/llm/bedrock"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/speech/awstranscribe"
)

func main() {
	lambdaedge.Main("roleplay-ai-response", platform.Backends{Bedrock: bedrock.New, Cognito: cognitodir.New, Transcribe: awstranscribe.Backend})
}
