package parts

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsevents"
	"github.com/aws/aws-cdk-go/awscdk/v2/awseventstargets"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3notifications"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// TranscribeEventSource is the EventBridge source of Amazon Transcribe's
// events; catalog.TranscribeJobDone.Kind is their detail type.
const TranscribeEventSource = "aws.transcribe"

// TranscribeJobEndStatuses are the job states whose change ends a job.
var TranscribeJobEndStatuses = []string{"COMPLETED", "FAILED"}

// Event delivery to a function: EventBridge retries a failed invocation
// this many times within this age (S3 notifications are asynchronous
// invocations, which Lambda retries twice on its own).
const (
	eventRetryAttempts  = 2
	eventMaxAgeMinutes  = 60
	recordingFilesSidID = "CallRecordingFiles"
	recordingListSidID  = "CallRecordingList"
)

// subscribe delivers one catalog event source to fn: an S3 event
// notification of the recordings bucket, or an EventBridge rule.
func subscribe(scope constructs.Construct, id string, fn awslambda.Function, name string, ev catalog.EventSource, bucket awss3.IBucket, retention awslogs.RetentionDays) {
	switch ev.Kind {
	case catalog.S3ObjectCreated.Kind:
		if bucket == nil {
			panic(fmt.Sprintf("parts: function %s takes the recordings bucket's events, so it needs the bucket", name))
		}
		notifyOnObjectCreated(scope, id, fn, bucket, ev.Prefix, retention)
	case catalog.TranscribeJobDone.Kind:
		if ev.Prefix == "" {
			panic(fmt.Sprintf("parts: function %s: Transcribe events need a job-name prefix", name))
		}
		awsevents.NewRule(scope, jsii.String(id+"TranscribeJobDone"), &awsevents.RuleProps{
			Description: jsii.String("Calls " + name + " when one of its transcription jobs (" + ev.Prefix + "*) completes or fails"),
			EventPattern: &awsevents.EventPattern{
				Source:     &[]*string{jsii.String(TranscribeEventSource)},
				DetailType: &[]*string{jsii.String(ev.Kind)},
				Detail: &map[string]any{
					"TranscriptionJobStatus": TranscribeJobEndStatuses,
					"TranscriptionJobName":   []any{map[string]any{"prefix": ev.Prefix}},
				},
			},
			Targets: &[]awsevents.IRuleTarget{
				awseventstargets.NewLambdaFunction(fn, &awseventstargets.LambdaFunctionProps{
					RetryAttempts: jsii.Number(eventRetryAttempts),
					MaxEventAge:   awscdk.Duration_Minutes(jsii.Number(eventMaxAgeMinutes)),
				}),
			},
		})
	default:
		panic(fmt.Sprintf("parts: function %s: unknown event %q", name, ev.Kind))
	}
}

// notifyOnObjectCreated adds the bucket's event notification: every object
// created under prefix invokes fn. The bucket lives in the data stack and
// fn here; a notification declared on the bucket itself would make the data
// stack refer to fn and the stacks to each other. Declared on an imported
// reference, the CDK puts it (a custom resource that adds this
// notification, leaving the bucket's others) and the permission for S3 to
// invoke fn, limited to the bucket and its account, in fn's stack.
//
// The custom resource's handler (the CDK's, run at deploy time) gets what
// every function here gets: a role of its own, without the
// AWSLambdaBasicExecutionRole the CDK would give it, that writes only its
// own log group, which expires after retention, in JSON; the CDK grants the
// role s3:Get/PutBucketNotification on the bucket.
func notifyOnObjectCreated(scope constructs.Construct, id string, fn awslambda.Function, bucket awss3.IBucket, prefix string, retention awslogs.RetentionDays) {
	if prefix == "" || !strings.HasSuffix(prefix, "/") {
		panic(fmt.Sprintf("parts: object-created events of %q: want a folder prefix", prefix))
	}
	// The handler is one per stack: the first notification makes it.
	stack := awscdk.Stack_Of(scope)
	first := stack.Node().TryFindChild(jsii.String(notificationsHandlerID)) == nil
	var role awsiam.IRole
	var logs awslogs.LogGroup
	if first {
		role, logs = notificationsHandlerRole(stack, retention)
	}
	imported := awss3.Bucket_FromBucketAttributes(scope, jsii.String(id+"NotifyingBucket"), &awss3.BucketAttributes{
		BucketArn:                bucket.BucketArn(),
		BucketName:               bucket.BucketName(),
		NotificationsHandlerRole: role,
	})
	imported.AddEventNotification(awss3.EventType_OBJECT_CREATED, awss3notifications.NewLambdaDestination(fn),
		&awss3.NotificationKeyFilter{Prefix: jsii.String(prefix)})
	if first {
		// The handler exists now; the CDK declares it (an L1 resource)
		// with no logging settings.
		handler := stack.Node().FindChild(jsii.String(notificationsHandlerID))
		handler.Node().FindChild(jsii.String("Resource")).(awscdk.CfnResource).AddPropertyOverride(jsii.String("LoggingConfig"),
			map[string]any{"LogFormat": "JSON", "LogGroup": logs.LogGroupName()})
	}
}

// The CDK's bucket-notification handler is a singleton at the stack's top,
// under this id; the role and log group made for it sit beside it.
const (
	notificationsHandlerID = "BucketNotificationsHandler050a0587b7544547bf325f094a3db834"
	notificationsRoleID    = "BucketNotificationsHandlerOwnRole"
)

// notificationsHandlerRole is a role for the stack's bucket-notification
// handler, and its log group.
func notificationsHandlerRole(stack awscdk.Stack, retention awslogs.RetentionDays) (awsiam.IRole, awslogs.LogGroup) {
	logs := awslogs.NewLogGroup(stack, jsii.String(notificationsRoleID+"Logs"), &awslogs.LogGroupProps{Retention: retention})
	role := awsiam.NewRole(stack, jsii.String(notificationsRoleID), &awsiam.RoleProps{
		AssumedBy:   awsiam.NewServicePrincipal(jsii.String("lambda.amazonaws.com"), nil),
		Description: jsii.String("The CDK's bucket-notification handler: writes the recordings bucket's notification at deploy time"),
	})
	logs.GrantWrite(role) // logs:CreateLogStream and logs:PutLogEvents
	// The CDK adds AWSLambdaBasicExecutionRole (every log group of the
	// account) to whatever role the handler gets; the grant above is the
	// part of it the handler needs.
	role.Node().DefaultChild().(awsiam.CfnRole).AddPropertyDeletionOverride(jsii.String("ManagedPolicyArns"))
	suppress(role, "IAM4", "The template gives this role no managed policy: aws-cdk-lib adds AWSLambdaBasicExecutionRole to the "+
		"bucket-notification handler's role, and a deletion override removes it (cdk-nag reads the CDK's model, not the overrides); "+
		"the role writes only its own log group.",
		matching(`^Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole$`))
	return role, logs
}

// grantFiles lets fn take the S3 actions the catalog lists (fn.Files) on
// the call recordings' files, under catalog.S3ObjectCreated.Prefix of the
// bucket, and nowhere else. A presigned request carries the permissions of
// the role that signed it, so s3:PutObject here is what lets the browser's
// upload (and s3:GetObject its playback) through.
func grantFiles(fn awslambda.Function, f catalog.Function, bucket awss3.IBucket) {
	var actions []*string
	list := false
	for _, a := range f.Files {
		if a == listAction {
			list = true
			continue
		}
		if !objectAction.MatchString(a) {
			panic(fmt.Sprintf("parts: function %s: S3 action %q on the recordings must name one object action (s3:GetObject …) or %s", f.Name, a, listAction))
		}
		actions = append(actions, jsii.String(a))
	}
	prefix := catalog.S3ObjectCreated.Prefix
	if list {
		// Listing is an action on the bucket, narrowed to keys under the
		// prefix by its condition.
		fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Sid:        jsii.String(recordingListSidID),
			Actions:    &[]*string{jsii.String(listAction)},
			Resources:  &[]*string{bucket.BucketArn()},
			Conditions: &map[string]any{"StringLike": map[string]any{"s3:prefix": prefix + "*"}},
		}))
	}
	if len(actions) == 0 {
		return
	}
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String(recordingFilesSidID),
		Actions:   &actions,
		Resources: &[]*string{bucket.ArnForObjects(jsii.String(prefix + "*"))},
	}))
	suppressTree(fn.Role(), "IAM5", "Call recordings: each user's files are objects under the bucket's "+prefix+
		" prefix (one per call, named by the function); the role may take the catalog's actions on that prefix only.",
		refMatching(bucket, "/"+prefix+"*"))
}

// listAction lists the keys under the recordings' prefix (account
// deletion finds a user's files with it).
const listAction = "s3:ListBucket"

// objectAction is one S3 object action, without wildcards.
var objectAction = regexp.MustCompile(`^s3:[A-Z][A-Za-z]*Object$`)

// grantCallTranscribe lets fn run the call transcription jobs whose end
// catalog.TranscribeJobDone reports: start jobs named by it whose output
// goes to the recordings' prefix of the bucket (Transcribe reads the call
// and writes its transcript there with fn's permissions: grantFiles), and
// read the jobs named jobPrefix*.
func grantCallTranscribe(fn awslambda.Function, bucket awss3.IBucket, jobPrefix string) {
	prefix := catalog.S3ObjectCreated.Prefix
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String("StartCallTranscriptionJobsIntoTheBucket"),
		Actions:   &[]*string{jsii.String("transcribe:StartTranscriptionJob")},
		Resources: &[]*string{jsii.String("*")},
		Conditions: &map[string]any{
			"StringEquals": map[string]any{"transcribe:OutputBucketName": bucket.BucketName()},
			"StringLike":   map[string]any{"transcribe:OutputKey": prefix + "*"},
		},
	}))
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:     jsii.String("ReadOwnCallTranscriptionJobs"),
		Actions: &[]*string{jsii.String("transcribe:GetTranscriptionJob")},
		Resources: &[]*string{awscdk.Fn_Sub(jsii.String(
			"arn:${AWS::Partition}:transcribe:${AWS::Region}:${AWS::AccountId}:transcription-job/"+jobPrefix+"*"), nil)},
	}))
	suppressTree(fn.Role(), "IAM5", "Amazon Transcribe for call recordings: StartTranscriptionJob has no resource type, so it is "+
		"granted on * with its output pinned to the recordings bucket and the "+prefix+" prefix; GetTranscriptionJob reads only "+
		"the jobs named "+jobPrefix+"*, as the function names them.",
		"Resource::*",
		matching(`^Resource::arn:<AWS::Partition>:transcribe:<AWS::Region>:<AWS::AccountId>:transcription-job/`+regexp.QuoteMeta(jobPrefix)+`\*$`))
}
