package awstranscribe

import (
	"github.com/aws/aws-sdk-go-v2/aws"

	"pitchperfect/shared/s3lite"
	"pitchperfect/shared/speech"
)

// Prefix is where a recording and its transcript are kept in the bucket
// while a job runs; the stack lets the functions that transcribe touch only
// this prefix.
const Prefix = "voice/"

// Backend is platform.Backends.Transcribe: Amazon Transcribe, with the
// recordings kept under Prefix in bucket.
func Backend(cfg aws.Config, bucket string) speech.Transcriber {
	return New(cfg, s3lite.New(cfg, bucket, ""), bucket, Prefix)
}
