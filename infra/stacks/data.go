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

// DataStack holds the stateful resources: the tables and the recordings
// bucket. Keeping them apart lets the API stack be replaced or torn down
// without putting user data at risk.
type DataStack struct {
	// Stack is a field, not embedded: jsii would take the Go struct for a
	// subclass of Stack.
	Stack      awscdk.Stack
	Tables     *parts.Tables
	Recordings awss3.Bucket
}

// NewDataStack declares the tables from tables.All() and the bucket.
func NewDataStack(scope constructs.Construct, id string, props *awscdk.StackProps) *DataStack {
	stack := awscdk.NewStack(scope, jsii.String(id), props)
	s := &DataStack{
		Stack:      stack,
		Tables:     parts.NewTables(stack, "Tables", nil),
		Recordings: parts.NewRecordingsBucket(stack, "Recordings"),
	}
	awscdk.NewCfnOutput(stack, jsii.String("RecordingsBucketName"), &awscdk.CfnOutputProps{
		Value: s.Recordings.BucketName(),
	})
	return s
}
