package stacks_test

import (
	"slices"
	"strings"
	"testing"

	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
)

// statement is one IAM policy statement, with Action and Resource always
// read as lists.
type statement struct {
	effect    string
	actions   []string
	resources []any
	raw       map[string]any
}

// statements lists every policy statement a stack grants, with the role
// each applies to ("" for managed policies, whose roles are listed there).
func (s *synthesized) statements() map[string][]statement {
	byRole := map[string][]statement{}
	add := func(roles []any, doc any) {
		d, _ := doc.(map[string]any)
		list, _ := d["Statement"].([]any)
		for _, raw := range list {
			st, _ := raw.(map[string]any)
			parsed := statement{
				effect:    toString(st["Effect"]),
				actions:   toStrings(st["Action"]),
				resources: toList(st["Resource"]),
				raw:       st,
			}
			if _, ok := st["NotAction"]; ok {
				parsed.actions = append(parsed.actions, "NotAction")
			}
			if len(roles) == 0 {
				byRole[""] = append(byRole[""], parsed)
			}
			for _, r := range roles {
				role, _ := r.(map[string]any)
				byRole[toString(role["Ref"])] = append(byRole[toString(role["Ref"])], parsed)
			}
		}
	}
	for _, r := range s.resources {
		p := props(r)
		switch r["Type"] {
		case "AWS::IAM::Policy", "AWS::IAM::ManagedPolicy":
			add(toList(p["Roles"]), p["PolicyDocument"])
		case "AWS::IAM::Role":
			for _, inline := range toList(p["Policies"]) {
				ip, _ := inline.(map[string]any)
				add(nil, ip["PolicyDocument"])
			}
		}
	}
	return byRole
}

func TestNoWildcardPermissions(t *testing.T) {
	// GIVEN every stack
	for name, s := range byName {
		// WHEN its IAM policies are read
		for _, sts := range s.statements() {
			for _, st := range sts {
				if st.effect != "Allow" {
					continue // a Deny with s3:* (TLS only) narrows access
				}
				// THEN no statement allows every action of a service …
				data := false
				for _, a := range st.actions {
					if a == "*" || strings.HasSuffix(a, ":*") || a == "NotAction" {
						t.Errorf("%s: wildcard action %q in %s", name, a, toJSON(st.raw))
					}
					for _, svc := range []string{"dynamodb:", "s3:", "cognito-idp:"} {
						data = data || strings.HasPrefix(a, svc)
					}
				}
				// … nor reaches data on every resource.
				for _, r := range st.resources {
					if data && r == "*" {
						t.Errorf("%s: data access on Resource \"*\" in %s", name, toJSON(st.raw))
					}
				}
			}
		}
	}
}

func TestTableGrantsFollowTheCatalog(t *testing.T) {
	tableIDs := map[string]string{} // table logical id → spec logical name
	for _, fn := range catalog.Functions() {
		for _, a := range fn.Tables {
			tableIDs[data.logicalID(t, deployment.Data.Tables.Table(a.Table).TableName())] = a.Table.Logical
		}
	}
	granted := api.statements()
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function and the tables it may read or write
			want := map[string]bool{} // table name → may write
			for _, a := range fn.Tables {
				want[a.Table.Logical] = a.Write
			}
			// WHEN its role's statements are read
			role := api.logicalID(t, deployment.API.API.Functions[fn.Name].Role().RoleName())
			touched := map[string]bool{}
			for _, st := range granted[role] {
				if st.effect != "Allow" || !anyWithPrefix(st.actions, "dynamodb:") {
					continue
				}
				writes := anyOf(st.actions, "dynamodb:PutItem", "dynamodb:UpdateItem",
					"dynamodb:DeleteItem", "dynamodb:BatchWriteItem")
				for _, r := range st.resources {
					table, ok := tableIDs[tableOf(r)]
					// THEN it reaches only its own tables …
					if !ok {
						t.Errorf("grant on %s, which is not one of its tables", toJSON(r))
						continue
					}
					mayWrite, listed := want[table]
					if !listed {
						t.Errorf("grant on table %s, which the catalog does not give it", table)
					}
					// … writes only where the catalog says so …
					if writes && listed && !mayWrite {
						t.Errorf("write access to read-only table %s: %v", table, st.actions)
					}
					touched[table] = true
				}
			}
			// … and can use every table it was given.
			for table := range want {
				if !touched[table] {
					t.Errorf("no grant on table %s", table)
				}
			}
		})
	}
}

// tableOf returns the logical id of the table an IAM resource points at:
// its ARN, or its ARN + "/index/*", possibly through a cross-stack reference.
func tableOf(resource any) string {
	r := follow(resource)
	if m, ok := r.(map[string]any); ok {
		if join, ok := m["Fn::Join"].([]any); ok && len(join) == 2 {
			if pieces, ok := join[1].([]any); ok && len(pieces) == 2 && pieces[1] == "/index/*" {
				r = follow(pieces[0])
			}
		}
	}
	m, _ := r.(map[string]any)
	att, _ := m["Fn::GetAtt"].([]any)
	if len(att) != 2 || att[1] != "Arn" {
		return ""
	}
	return toString(att[0])
}

func anyWithPrefix(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

func anyOf(list []string, want ...string) bool {
	for _, s := range list {
		for _, w := range want {
			if s == w {
				return true
			}
		}
	}
	return false
}

func toList(v any) []any {
	switch v := v.(type) {
	case nil:
		return nil
	case []any:
		return v
	default:
		return []any{v}
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range toList(v) {
		out = append(out, toString(x))
	}
	return out
}

func toString(v any) string {
	s, _ := v.(string)
	return s
}

// allowed lists, per role, the actions of its Allow statements with their
// resources.
func allowed(s *synthesized, role string, prefix string) []statement {
	var out []statement
	for _, st := range s.statements()[role] {
		if st.effect == "Allow" && anyWithPrefix(st.actions, prefix) {
			out = append(out, st)
		}
	}
	return out
}

func TestOnlyMailingFunctionsMaySendAndOnlyAsTheSender(t *testing.T) {
	identity := data.logicalID(t, deployment.Data.Mail.Identity.EmailIdentityName())
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function
			role := api.logicalID(t, deployment.API.API.Functions[fn.Name].Role().RoleName())
			// WHEN its role's SES statements are read
			sts := allowed(api, role, "ses:")
			// THEN only SES functions have one: SendEmail on the identity.
			if !fn.SES {
				if len(sts) != 0 {
					t.Errorf("may use SES without the catalog's SES flag: %v", sts)
				}
				return
			}
			if len(sts) != 1 || !equalJSON(sts[0].actions, []string{"ses:SendEmail"}) {
				t.Fatalf("SES statements %v, want exactly ses:SendEmail", sts)
			}
			if len(sts[0].resources) != 1 || !strings.Contains(toJSON(sts[0].resources[0]), ":identity/") {
				t.Errorf("SendEmail on %s, want the sender identity", toJSON(sts[0].resources))
			}
			// The identity part of the ARN is the Data stack's identity.
			join, _ := sts[0].resources[0].(map[string]any)["Fn::Join"].([]any)
			pieces, _ := join[1].([]any)
			if !equalJSON(follow(pieces[len(pieces)-1]), ref(identity)) {
				t.Errorf("SendEmail on %s, want identity %s", toJSON(sts[0].resources), identity)
			}
		})
	}
}

func TestOnlyLLMFunctionsMayInvokeTheModel(t *testing.T) {
	want := []any{map[string]any{"Fn::Sub": "arn:${AWS::Partition}:bedrock:${AWS::Region}::foundation-model/" + testModel}}
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function, Bedrock as the provider
			role := api.logicalID(t, deployment.API.API.Functions[fn.Name].Role().RoleName())
			sts := allowed(api, role, "bedrock:")
			// THEN only LLM functions may call it:
			if !fn.LLM {
				if len(sts) != 0 {
					t.Errorf("may call Bedrock without the catalog's LLM flag: %v", sts)
				}
				return
			}
			// InvokeModel on that model only, and ApplyGuardrail on the
			// stack's one guardrail only.
			guard := []any{getAtt(onlyOf(t, api, "AWS::Bedrock::Guardrail"), "GuardrailArn")}
			if len(sts) != 2 || !equalJSON(sts[0].actions, []string{"bedrock:InvokeModel"}) || !equalJSON(sts[0].resources, want) ||
				!equalJSON(sts[1].actions, []string{"bedrock:ApplyGuardrail"}) || !equalJSON(sts[1].resources, guard) {
				t.Errorf("Bedrock statements %+v, want InvokeModel on %s and ApplyGuardrail on %s", sts, toJSON(want), toJSON(guard))
			}
		})
	}
	// With the built-in coach, no role mentions Bedrock at all.
	if strings.Contains(toJSON(plainAPI.resources), "bedrock:") {
		t.Error("the plain deployment grants Bedrock access")
	}
}

func TestUserPoolActionsFollowTheCatalog(t *testing.T) {
	pool := getAtt(auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId()), "Arn")
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function and the user-pool actions it lists
			// (AdminGetUser for every one with signed-in routes)
			role := api.logicalID(t, deployment.API.API.Functions[fn.Name].Role().RoleName())
			var got []string
			for _, st := range allowed(api, role, "cognito-idp:") {
				// THEN its role may call exactly those, on the pool only.
				if len(st.resources) != 1 || !equalJSON(follow(st.resources[0]), pool) {
					t.Errorf("%v on %s, want the user pool", st.actions, toJSON(st.resources))
				}
				got = append(got, st.actions...)
			}
			var want []string
			for _, a := range fn.Cognito {
				want = append(want, "cognito-idp:"+a)
			}
			if !equalJSON(got, want) {
				t.Errorf("user-pool actions %v, want %v", got, want)
			}
		})
	}
}

func TestOnlyTranscribingFunctionsReachTheRecordingsBucket(t *testing.T) {
	for _, d := range []struct {
		pp *stacks.PitchPerfect
		s  *synthesized
	}{{deployment, api}, {plain, plainAPI}} {
		// GIVEN a deployment, its bucket and the roles of the functions
		// that transcribe (catalog Speech.STT) or handle call recordings
		// (catalog Files), and of the CDK's handler that writes the
		// bucket's notification
		bucket := byName[*d.pp.Data.Stack.StackName()].logicalID(t, d.pp.Data.Recordings.BucketName())
		transcribing := map[string]bool{notificationsHandlerRole(t, d.s): true}
		for _, fn := range catalog.Functions() {
			if fn.Speech.STT || len(fn.Files) > 0 {
				transcribing[d.s.logicalID(t, d.pp.API.API.Functions[fn.Name].Role().RoleName())] = true
			}
		}
		if len(transcribing) < 3 {
			t.Fatal("no catalog function transcribes or handles call recordings")
		}
		// THEN no other role names the bucket.
		for role, sts := range d.s.statements() {
			for _, st := range sts {
				if !transcribing[role] && strings.Contains(toJSON(deepFollow(st.raw)), bucket) {
					t.Errorf("role %s reaches the recordings bucket: %s", role, toJSON(st.raw))
				}
			}
		}
	}
}

// grant is one Allow statement, cross-stack references resolved.
type grant struct {
	Actions   []string
	Resources any
	Condition any
}

func TestSpeechAndRecordingGrantsFollowTheCatalog(t *testing.T) {
	bucket := data.logicalID(t, deployment.Data.Recordings.BucketName())
	transcribe := []grant{
		// the recording and its transcript, under voice/ only …
		{[]string{"s3:DeleteObject", "s3:GetObject", "s3:PutObject"},
			[]any{map[string]any{"Fn::Join": []any{"", []any{getAtt(bucket, "Arn"), "/voice/*"}}}}, nil},
		// … jobs whose output goes there only …
		{[]string{"transcribe:StartTranscriptionJob"}, []any{"*"}, map[string]any{
			"StringEquals": map[string]any{"transcribe:OutputBucketName": ref(bucket)},
			"StringLike":   map[string]any{"transcribe:OutputKey": "voice/*"},
		}},
		// … and reading the jobs it names.
		{[]string{"transcribe:GetTranscriptionJob"}, []any{map[string]any{
			"Fn::Sub": "arn:${AWS::Partition}:transcribe:${AWS::Region}:${AWS::AccountId}:transcription-job/pitchperfect-*"}}, nil},
	}
	speak := []grant{{[]string{"polly:SynthesizeSpeech"}, []any{"*"}, nil}}
	// A call's transcription job: output under recordings/ only, and the
	// jobs named pitchperfect-call-*.
	callJobs := []grant{
		{[]string{"transcribe:StartTranscriptionJob"}, []any{"*"}, map[string]any{
			"StringEquals": map[string]any{"transcribe:OutputBucketName": ref(bucket)},
			"StringLike":   map[string]any{"transcribe:OutputKey": "recordings/*"},
		}},
		{[]string{"transcribe:GetTranscriptionJob"}, []any{map[string]any{
			"Fn::Sub": "arn:${AWS::Partition}:transcribe:${AWS::Region}:${AWS::AccountId}:transcription-job/pitchperfect-call-*"}}, nil},
	}
	for _, fn := range catalog.Functions() {
		t.Run(fn.Name, func(t *testing.T) {
			// GIVEN a catalog function, what it does with speech and the
			// S3 actions it takes on call recordings
			var want []grant
			if fn.Speech.STT {
				want = append(want, transcribe...)
			}
			if fn.Speech.TTS {
				want = append(want, speak...)
			}
			if slices.Contains(fn.Files, "s3:ListBucket") {
				// listing: on the bucket, for keys under recordings/ only
				want = append(want, grant{[]string{"s3:ListBucket"}, []any{getAtt(bucket, "Arn")},
					map[string]any{"StringLike": map[string]any{"s3:prefix": "recordings/*"}}})
			}
			if objects := slices.DeleteFunc(slices.Clone(fn.Files), func(a string) bool { return a == "s3:ListBucket" }); len(objects) > 0 {
				actions := slices.Sorted(slices.Values(objects))
				want = append(want, grant{actions,
					[]any{map[string]any{"Fn::Join": []any{"", []any{getAtt(bucket, "Arn"), "/recordings/*"}}}}, nil})
			}
			if slices.Contains(fn.Events, catalog.TranscribeJobDone) {
				want = append(want, callJobs...)
			}
			// WHEN its role's S3, Transcribe and Polly statements are read
			role := api.logicalID(t, deployment.API.API.Functions[fn.Name].Role().RoleName())
			var got []grant
			for _, st := range api.statements()[role] {
				if st.effect == "Allow" && (anyWithPrefix(st.actions, "s3:") || anyWithPrefix(st.actions, "transcribe:") || anyWithPrefix(st.actions, "polly:")) {
					got = append(got, grant{st.actions, deepFollow(st.resources), deepFollow(st.raw["Condition"])})
				}
			}
			// THEN they are exactly the calls its providers make and the
			// actions it lists, on recordings/ only.
			if !equalJSON(got, want) {
				t.Errorf("speech grants\n%s\nwant\n%s", toJSON(got), toJSON(want))
			}
		})
	}
}

// deepFollow is follow applied throughout v.
func deepFollow(v any) any {
	switch x := follow(v).(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = deepFollow(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = deepFollow(e)
		}
		return out
	default:
		return x
	}
}

// logGroupOf is the logical id of the log group a function logs to.
func logGroupOf(t *testing.T, s *synthesized, fn string) string {
	t.Helper()
	logging, _ := props(s.resource(t, fn))["LoggingConfig"].(map[string]any)
	group, _ := logging["LogGroup"].(map[string]any)
	if toString(group["Ref"]) == "" {
		t.Fatalf("%s logs to %v, want a log group of its stack", fn, logging["LogGroup"])
	}
	return toString(group["Ref"])
}

// beyondOwnLogs drops, from a function's role statements, the one that lets
// it write its own log group.
func beyondOwnLogs(s *synthesized, fn string, sts []statement) []statement {
	var out []statement
	logging, _ := props(s.resources[fn])["LoggingConfig"].(map[string]any)
	own := getAtt(toString(logging["LogGroup"].(map[string]any)["Ref"]), "Arn")
	for _, st := range sts {
		if st.effect == "Allow" && equalJSON(st.actions, []string{"logs:CreateLogStream", "logs:PutLogEvents"}) &&
			equalJSON(st.resources, []any{own}) {
			continue
		}
		out = append(out, st)
	}
	return out
}

func TestFunctionRolesWriteOnlyTheirOwnLogs(t *testing.T) {
	// GIVEN every Lambda of both deployments with a log group of its own:
	// ours and the CDK's upload function. (The CDK's auto-delete provider
	// for the site bucket is not one: aws-cdk-lib declares its role with
	// AWSLambdaBasicExecutionRole and offers no setting for it.)
	for name, s := range byName {
		granted := s.statements()
		for id, r := range s.ofType("AWS::Lambda::Function") {
			p := props(r)
			if logging, _ := p["LoggingConfig"].(map[string]any); logging["LogGroup"] == nil {
				if !strings.HasPrefix(id, "CustomS3AutoDeleteObjects") {
					t.Errorf("%s/%s logs to no log group of its own", name, id)
				}
				continue
			}
			role, _ := follow(p["Role"]).(map[string]any)
			att, _ := role["Fn::GetAtt"].([]any)
			if len(att) != 2 {
				t.Errorf("%s/%s: role %s is not a role of its stack", name, id, toJSON(p["Role"]))
				continue
			}
			roleID := toString(att[0])
			// THEN its role has no AWS managed policy (AWSLambdaBasicExecutionRole
			// writes every log group of the account) …
			if mp := props(s.resource(t, roleID))["ManagedPolicyArns"]; mp != nil {
				t.Errorf("%s/%s: role has managed policies %s", name, id, toJSON(mp))
			}
			// … and may write exactly its own log group.
			group := logGroupOf(t, s, id)
			own := 0
			for _, st := range granted[roleID] {
				if st.effect != "Allow" || !anyWithPrefix(st.actions, "logs:") {
					continue
				}
				if len(beyondOwnLogs(s, id, []statement{st})) != 0 {
					t.Errorf("%s/%s: logs statement beyond its own log group %s: %s", name, id, group, toJSON(st.raw))
				}
				own++
			}
			if own != 1 {
				t.Errorf("%s/%s: %d statements for its log group %s, want 1", name, id, own, group)
			}
		}
	}
}
