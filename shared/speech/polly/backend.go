package polly

import (
	"github.com/aws/aws-sdk-go-v2/aws"

	"pitchperfect/shared/speech"
)

// Backend is platform.Backends.Polly: Amazon Polly in the function's region.
func Backend(cfg aws.Config) speech.Synthesizer { return New(cfg) }
