package parts

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/speech/awstranscribe"
)

// RecordingsBucketProps configures the recordings bucket.
type RecordingsBucketProps struct {
	// SiteOrigins may upload to and read from the bucket in a browser
	// (CORS), with presigned requests only: https://<site>, no trailing slash.
	SiteOrigins []*string
	// AccessLogs receives the bucket's S3 server access logs (NewLogBucket),
	// under recordings/.
	AccessLogs awss3.IBucket
}

// Recordings lifecycle, in days.
const (
	AbortUploadsAfterDays     = 7  // parts of uploads a browser gave up on cost money
	InfrequentAccessAfterDays = 30 // recordings are replayed mostly in the first weeks
	// VoiceWorkExpiryDays: what voice-to-text leaves under
	// awstranscribe.Prefix (a delete that failed, a transcript a job wrote
	// after its caller's deadline) is gone the next day.
	VoiceWorkExpiryDays = 1
)

// NewRecordingsBucket declares the private bucket that holds call and voice
// recordings. Browsers upload to it only through presigned requests issued by
// a function, so nothing about it is public; CORS lets the site's pages send
// those requests.
func NewRecordingsBucket(scope constructs.Construct, id string, p *RecordingsBucketProps) awss3.Bucket {
	if p == nil || len(p.SiteOrigins) == 0 {
		panic("parts: the recordings bucket needs the site's origin for CORS")
	}
	if p.AccessLogs == nil {
		panic("parts: the recordings bucket needs a bucket for its access logs")
	}
	return awss3.NewBucket(scope, jsii.String(id), &awss3.BucketProps{
		ServerAccessLogsBucket: p.AccessLogs,
		ServerAccessLogsPrefix: jsii.String("recordings/"),
		BlockPublicAccess:      awss3.BlockPublicAccess_BLOCK_ALL(),
		EnforceSSL:             jsii.Bool(true),
		MinimumTLSVersion:      jsii.Number(1.2),
		Encryption:             awss3.BucketEncryption_S3_MANAGED,
		ObjectOwnership:        awss3.ObjectOwnership_BUCKET_OWNER_ENFORCED,
		// Recordings are user data: they survive the stack.
		RemovalPolicy: awscdk.RemovalPolicy_RETAIN,
		Cors: &[]*awss3.CorsRule{{
			AllowedOrigins: &p.SiteOrigins,
			// PUT: presigned uploads (the call's grant); GET and HEAD:
			// playback. The local S3 answers the same rule
			// (shared/standin).
			AllowedMethods: &[]awss3.HttpMethods{awss3.HttpMethods_PUT, awss3.HttpMethods_GET, awss3.HttpMethods_HEAD},
			AllowedHeaders: &[]*string{jsii.String("content-type"), jsii.String("x-amz-*")},
			ExposedHeaders: &[]*string{jsii.String("ETag")},
			MaxAge:         jsii.Number(3000),
		}},
		LifecycleRules: &[]*awss3.LifecycleRule{
			{
				Id:                                  jsii.String("abort-incomplete-uploads"),
				AbortIncompleteMultipartUploadAfter: awscdk.Duration_Days(jsii.Number(AbortUploadsAfterDays)),
			},
			{
				Id:         jsii.String("expire-voice-work"),
				Prefix:     jsii.String(awstranscribe.Prefix),
				Expiration: awscdk.Duration_Days(jsii.Number(VoiceWorkExpiryDays)),
			},
			{
				Id: jsii.String("infrequent-access"),
				Transitions: &[]*awss3.Transition{{
					StorageClass:    awss3.StorageClass_INFREQUENT_ACCESS(),
					TransitionAfter: awscdk.Duration_Days(jsii.Number(InfrequentAccessAfterDays)),
				}},
			},
		},
	})
}

// AccessLogDays is how long access logs (CloudFront's and the buckets') are
// kept.
const AccessLogDays = 90

// NewLogBucket declares a private bucket for access logs: the S3 server
// access logs of the buckets beside it and, on the edge, CloudFront's
// standard logs. Logs are evidence, so the bucket outlives its stack; each
// log expires after AccessLogDays.
func NewLogBucket(scope constructs.Construct, id string) awss3.Bucket {
	b := awss3.NewBucket(scope, jsii.String(id), &awss3.BucketProps{
		BlockPublicAccess: awss3.BlockPublicAccess_BLOCK_ALL(),
		EnforceSSL:        jsii.Bool(true),
		MinimumTLSVersion: jsii.Number(1.2),
		// SSE-S3: S3 server access logs can be delivered to no other
		// encryption, and CloudFront needs no key grant for it.
		Encryption: awss3.BucketEncryption_S3_MANAGED,
		// CloudFront delivers its standard logs with an ACL grant to its
		// log-delivery account, so the bucket must accept ACLs; the bucket
		// owner still owns every object written with bucket-owner-full-control.
		ObjectOwnership: awss3.ObjectOwnership_BUCKET_OWNER_PREFERRED,
		LifecycleRules: &[]*awss3.LifecycleRule{{
			Id:         jsii.String("expire-access-logs"),
			Expiration: awscdk.Duration_Days(jsii.Number(AccessLogDays)),
		}},
		RemovalPolicy: awscdk.RemovalPolicy_RETAIN,
	})
	suppress(b, "S1", "This bucket is where the access logs go; logging its own access would only log the log deliveries.")
	return b
}
