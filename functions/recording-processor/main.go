// Command recording-processor is the Lambda the recordings bucket's
// object-created events and Transcribe's job state changes invoke: it
// checks and scores each uploaded call (package callrecording). It reads
// the files with the S3 SDK and runs the calls' transcription jobs, so it
// links both.
package main

import (
	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/recording/transcribejobs"
)

func main() {
	lambdaedge.Events("recording-processor", platform.Backends{RecordingFiles: s3files.Backend, CallJobs: transcribejobs.Backend})
}
