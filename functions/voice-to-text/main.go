// Command voice-to-text is the voice-to-text Lambda: the routes the catalog
// gives it, served through the API Gateway adapter. It transcribes with
// Amazon Transcribe, so it links Transcribe (and S3, where the recording is
// kept while the job runs), and checks that a token's user still exists, so
// it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/speech/awstranscribe"
)

func main() {
	lambdaedge.Main("voice-to-text", platform.Backends{Transcribe: awstranscribe.Backend, Cognito: cognitodir.New})
}
