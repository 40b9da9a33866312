// Command tts is the tts Lambda (also the spec's elevenlabs-tts): the routes
// the catalog gives it, served through the API Gateway adapter. It speaks
// with Amazon Polly, so it links Polly, and checks that a token's user still
// exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/speech/polly"
)

func main() {
	lambdaedge.Main("tts", platform.Backends{Polly: polly.Backend, Cognito: cognitodir.New})
}
