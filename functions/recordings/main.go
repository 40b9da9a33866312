// Command recordings is the call-recordings Lambda: the routes the catalog
// gives it (upload grants, the caller's calls, one call with a link to play
// it, delete), served through the API Gateway adapter. It presigns and
// deletes the recordings' files with the S3 SDK, so it links it, and checks
// that a token's user still exists, so it links Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
)

func main() {
	lambdaedge.Main("recordings", platform.Backends{RecordingFiles: s3files.Backend, Cognito: cognitodir.New})
}
