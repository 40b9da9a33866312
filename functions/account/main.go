// Command account is the account Lambda: deleting an account with
// everything its user owns (DELETE /api/account) and "Download my data"
// (GET /api/account/export), served through the API Gateway adapter. It
// lists and deletes the user's recordings in the bucket, so it links the
// recordings' files, and deletes the user from the pool, so it links
// Cognito.
package main

import (
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
)

func main() {
	lambdaedge.Main("account", platform.Backends{RecordingFiles: s3files.Backend, Cognito: cognitodir.New})
}
