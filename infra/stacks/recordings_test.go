package stacks_test

import (
	"slices"
	"strings"
	"testing"

	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
)

// notificationsHandlerRole is the logical id of the role of the CDK's
// bucket-notification handler in s.
func notificationsHandlerRole(t *testing.T, s *synthesized) string {
	t.Helper()
	for id, r := range s.ofType("AWS::Lambda::Function") {
		if strings.HasPrefix(id, "BucketNotificationsHandler") {
			att, _ := props(r)["Role"].(map[string]any)["Fn::GetAtt"].([]any)
			if len(att) == 2 {
				return toString(att[0])
			}
		}
	}
	t.Fatalf("%s has no bucket-notification handler", *s.stack.StackName())
	return ""
}

// takes lists the catalog functions an event source invokes.
func takes(ev catalog.EventSource) []catalog.Function {
	var out []catalog.Function
	for _, fn := range catalog.Functions() {
		if slices.Contains(fn.Events, ev) {
			out = append(out, fn)
		}
	}
	return out
}

func TestCallUploadsNotifyTheProcessor(t *testing.T) {
	fns := takes(catalog.S3ObjectCreated)
	if len(fns) != 1 || fns[0].Name != "recording-processor" {
		t.Fatalf("functions taking the bucket's object-created events: %v", fns)
	}
	for _, d := range []struct {
		pp *stacks.PitchPerfect
		s  *synthesized
	}{{deployment, api}, {plain, plainAPI}} {
		// GIVEN a deployment, its recordings bucket and the processor
		bucket := byName[*d.pp.Data.Stack.StackName()].logicalID(t, d.pp.Data.Recordings.BucketName())
		processor := getAtt(d.s.logicalID(t, d.pp.API.API.Functions[fns[0].Name].FunctionName()), "Arn")
		// WHEN the API stack is synthesized
		// THEN it adds one notification to the bucket (keeping the
		// bucket's others): objects created under recordings/ invoke the
		// processor …
		notes := d.s.ofType("Custom::S3BucketNotifications")
		if len(notes) != 1 {
			t.Fatalf("%d bucket notifications, want 1", len(notes))
		}
		for id, r := range notes {
			p := props(r)
			if !equalJSON(follow(p["BucketName"]), ref(bucket)) || p["Managed"] != false {
				t.Errorf("%s: bucket %s, managed %v; want the recordings bucket, not managed (its other notifications stay)",
					id, toJSON(follow(p["BucketName"])), p["Managed"])
			}
			want := map[string]any{"LambdaFunctionConfigurations": []any{map[string]any{
				"Events":            []any{"s3:ObjectCreated:*"},
				"Filter":            map[string]any{"Key": map[string]any{"FilterRules": []any{map[string]any{"Name": "prefix", "Value": "recordings/"}}}},
				"LambdaFunctionArn": processor,
			}}}
			if !equalJSON(p["NotificationConfiguration"], want) {
				t.Errorf("%s: %s\nwant %s", id, toJSON(p["NotificationConfiguration"]), toJSON(want))
			}
		}
		// … and S3 may invoke the processor for this bucket, in this
		// account, only.
		var perms []map[string]any
		for _, r := range d.s.ofType("AWS::Lambda::Permission") {
			if p := props(r); p["Principal"] == "s3.amazonaws.com" {
				perms = append(perms, p)
			}
		}
		if len(perms) != 1 || !equalJSON(perms[0]["FunctionName"], processor) || !equalJSON(follow(perms[0]["SourceArn"]), getAtt(bucket, "Arn")) ||
			!equalJSON(perms[0]["SourceAccount"], ref("AWS::AccountId")) || perms[0]["Action"] != "lambda:InvokeFunction" {
			t.Errorf("S3 invoke permissions %s", toJSON(perms))
		}
	}
}

func TestTheNotificationHandlerWritesOnlyTheBucketsNotification(t *testing.T) {
	// GIVEN the CDK's handler that writes the bucket's notification
	bucket := data.logicalID(t, deployment.Data.Recordings.BucketName())
	role := notificationsHandlerRole(t, api)
	// THEN its role has no managed policy (TestFunctionRolesWriteOnlyTheirOwnLogs
	// checks its logs) and, besides its logs, may only read and write the
	// recordings bucket's notification.
	if mp := props(api.resource(t, role))["ManagedPolicyArns"]; mp != nil {
		t.Errorf("managed policies %s", toJSON(mp))
	}
	var s3 []grant
	for _, st := range api.statements()[role] {
		if !anyWithPrefix(st.actions, "logs:") {
			s3 = append(s3, grant{st.actions, deepFollow(st.resources), deepFollow(st.raw["Condition"])})
		}
	}
	want := []grant{{[]string{"s3:GetBucketNotification", "s3:PutBucketNotification"}, []any{getAtt(bucket, "Arn")}, nil}}
	if !equalJSON(s3, want) {
		t.Errorf("grants %s\nwant %s", toJSON(s3), toJSON(want))
	}
}

func TestTranscribeJobEndsReachTheProcessor(t *testing.T) {
	fns := takes(catalog.TranscribeJobDone)
	if len(fns) != 1 || fns[0].Name != "recording-processor" {
		t.Fatalf("functions taking Transcribe's job events: %v", fns)
	}
	// GIVEN the processor
	processor := getAtt(functionID(t, fns[0].Name), "Arn")
	// WHEN the API stack is synthesized
	// THEN one EventBridge rule sends it the end (COMPLETED or FAILED) of
	// the transcription jobs named pitchperfect-call-*, and nothing else …
	var rules []string
	for id, r := range api.ofType("AWS::Events::Rule") {
		p := props(r)
		if p["EventPattern"] == nil {
			continue
		}
		rules = append(rules, id)
		want := map[string]any{
			"detail": map[string]any{
				"TranscriptionJobName":   []any{map[string]any{"prefix": "pitchperfect-call-"}},
				"TranscriptionJobStatus": []any{"COMPLETED", "FAILED"},
			},
			"detail-type": []any{"Transcribe Job State Change"},
			"source":      []any{"aws.transcribe"},
		}
		if !equalJSON(p["EventPattern"], want) || p["State"] != "ENABLED" {
			t.Errorf("%s: pattern %s (%v)\nwant %s", id, toJSON(p["EventPattern"]), p["State"], toJSON(want))
		}
		targets := toList(p["Targets"])
		if len(targets) != 1 || !equalJSON(targets[0].(map[string]any)["Arn"], processor) {
			t.Errorf("%s: targets %s", id, toJSON(targets))
		}
		// … retried if an invocation fails …
		if policy, _ := targets[0].(map[string]any)["RetryPolicy"].(map[string]any); policy["MaximumRetryAttempts"] != 2.0 {
			t.Errorf("%s: retry policy %s", id, toJSON(policy))
		}
		// … and EventBridge may invoke the processor for this rule only.
		found := false
		for _, perm := range api.ofType("AWS::Lambda::Permission") {
			pp := props(perm)
			found = found || (pp["Principal"] == "events.amazonaws.com" && equalJSON(pp["FunctionName"], processor) &&
				equalJSON(pp["SourceArn"], getAtt(id, "Arn")))
		}
		if !found {
			t.Errorf("%s: EventBridge may not invoke the processor", id)
		}
	}
	if len(rules) != 1 {
		t.Errorf("event-pattern rules %v, want 1", rules)
	}
}

func TestCallRecordingGrantsStayUnderRecordings(t *testing.T) {
	// GIVEN the bucket and the two functions that handle call recordings
	bucket := data.logicalID(t, deployment.Data.Recordings.BucketName())
	for _, name := range []string{"recordings", "recording-processor"} {
		fn, ok := catalog.Find(name)
		if !ok {
			t.Fatalf("no catalog function %s", name)
		}
		role := api.logicalID(t, deployment.API.API.Functions[name].Role().RoleName())
		// WHEN its S3 statements are read
		var got []grant
		for _, st := range api.statements()[role] {
			if anyWithPrefix(st.actions, "s3:") {
				got = append(got, grant{st.actions, deepFollow(st.resources), deepFollow(st.raw["Condition"])})
			}
		}
		// THEN it takes its catalog actions (a presigned upload carries
		// the recordings function's s3:PutObject) on recordings/* only:
		// not voice/, not the bucket.
		want := []grant{{slices.Sorted(slices.Values(fn.Files)),
			[]any{map[string]any{"Fn::Join": []any{"", []any{getAtt(bucket, "Arn"), "/recordings/*"}}}}, nil}}
		if !equalJSON(got, want) {
			t.Errorf("%s: S3 grants %s\nwant %s", name, toJSON(got), toJSON(want))
		}
	}
}
