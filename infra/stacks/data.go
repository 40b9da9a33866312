// Package stacks composes the parts into deployable stacks. Stacks hold no
// resource logic of their own: they place parts, pass references between
// them, and publish outputs.
package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

// DataStackProps configures the stateful stack.
type DataStackProps struct {
	awscdk.StackProps
	// SiteURL may upload recordings from the browser (CORS).
	SiteURL *string
	Mail    parts.MailProps
}

// DataStack holds the stateful resources: the tables, the recordings bucket
// and the sender identity. Keeping them apart lets the API stack be replaced
// or torn down without putting user data at risk.
type DataStack struct {
	// Stack is a field, not embedded: jsii would take the Go struct for a
	// subclass of Stack.
	Stack      awscdk.Stack
	Tables     *parts.Tables
	Recordings awss3.Bucket
	// AccessLogs holds the recordings bucket's access logs.
	AccessLogs awss3.Bucket
	Mail       *parts.Mail
}

// NewDataStack declares the tables from tables.All(), the recordings bucket
// and its access-log bucket, and the SES identity.
func NewDataStack(scope constructs.Construct, id string, props *DataStackProps) *DataStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	logs := parts.NewLogBucket(stack, "AccessLogs")
	s := &DataStack{
		Stack:  stack,
		Tables: parts.NewTables(stack, "Tables", nil),
		Recordings: parts.NewRecordingsBucket(stack, "Recordings", &parts.RecordingsBucketProps{
			SiteOrigins: []*string{props.SiteURL},
			AccessLogs:  logs,
		}),
		AccessLogs: logs,
		Mail:       parts.NewMail(stack, "Mail", &props.Mail),
	}
	s.Mail.SiteURL = props.SiteURL // team invites link to the site
	awscdk.NewCfnOutput(stack, jsii.String("RecordingsBucketName"), &awscdk.CfnOutputProps{
		Value: s.Recordings.BucketName(),
	})
	if s.Mail.IsDomain {
		// A domain identity sends nothing until these CNAMEs are in DNS.
		for i, rec := range []struct{ name, value *string }{
			{s.Mail.Identity.DkimDnsTokenName1(), s.Mail.Identity.DkimDnsTokenValue1()},
			{s.Mail.Identity.DkimDnsTokenName2(), s.Mail.Identity.DkimDnsTokenValue2()},
			{s.Mail.Identity.DkimDnsTokenName3(), s.Mail.Identity.DkimDnsTokenValue3()},
		} {
			n := string(rune('1' + i))
			awscdk.NewCfnOutput(stack, jsii.String("DkimRecord"+n), &awscdk.CfnOutputProps{
				Description: jsii.String("CNAME to add to the sender domain's DNS"),
				Value:       awscdk.Fn_Join(jsii.String(" CNAME "), &[]*string{rec.name, rec.value}),
			})
		}
	}
	return s
}
