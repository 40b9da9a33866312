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
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/speech/awstranscribe"
	"pitchperfect/shared/speech/polly"
)

// Environment variables the functions get besides their tables'. The names
// are the ones shared/platform reads.
const (
	EnvUserPoolID       = "USER_POOL_ID"
	EnvUserPoolClientID = "USER_POOL_CLIENT_ID"
	EnvCognitoIssuer    = "COGNITO_ISSUER"
	EnvSESFrom          = "SES_FROM"
	EnvLLMProvider      = "LLM_PROVIDER"
	EnvBedrockModelID   = "BEDROCK_MODEL_ID"
	EnvLogLevel         = "LOG_LEVEL"
	EnvGoogleEnabled    = "GOOGLE_AUTH_ENABLED"
	// EnvOAuthDomain is the Cognito domain's host, for /api/config's
	// auth.oauthDomain (the web app needs it for Google sign-in).
	EnvOAuthDomain = "COGNITO_OAUTH_DOMAIN"
	// EnvOriginSecret is the value CloudFront sends in
	// httpapi.OriginVerifyHeader (Site.OriginSecret), for the HTTP
	// functions.
	EnvOriginSecret = "ORIGIN_VERIFY_SECRET"
	// EnvRecordingsBucket is the recordings bucket, for the functions that
	// transcribe (catalog Speech.STT): Amazon Transcribe reads the recording
	// from it and writes the transcript to it, under awstranscribe.Prefix;
	// and for those that handle call recordings' files (catalog Files).
	EnvRecordingsBucket = "RECORDINGS_BUCKET"
	// EnvSTTProvider and EnvTTSProvider name the speech providers. Every
	// function gets them, as it gets LLM_PROVIDER, so GET /api/config
	// reports the ones the voice functions use.
	EnvSTTProvider = "STT_PROVIDER"
	EnvTTSProvider = "TTS_PROVIDER"
)

// The cloud's speech providers: Amazon Transcribe (batch jobs) and Amazon
// Polly. They are what the stack grants; the others shared/platform knows
// (OpenAI-compatible, ElevenLabs) call no AWS API but need keys this app
// does not manage.
const (
	STTProvider = awstranscribe.Provider
	TTSProvider = polly.Provider
)

// LLM is the coach's language-model choice, the same for every function.
type LLM struct {
	Provider string // "builtin" or "bedrock"
	ModelID  string // Bedrock model or inference profile id
}

// functionDeps is what a catalog function may be wired to.
type functionDeps struct {
	assetRoot  string
	tables     *Tables
	users      *UserPool
	mail       *Mail
	llm        LLM
	guard      *Guardrail // with Bedrock: screens the LLM functions' input
	recordings awss3.IBucket // for the functions that transcribe or handle call recordings
	origin     awssecretsmanager.ISecret
	retention  awslogs.RetentionDays
	logLevel   string
	reserved   int
}

// newFunction declares one catalog function: its Lambda, its log group, its
// configuration, and one role with grants for exactly what the catalog lists:
// its tables (read or read-write), its user-pool actions, SES's SendEmail on
// the sender identity if it sends e-mail, and bedrock:InvokeModel on the
// configured model if it may call the LLM and the provider is Bedrock, and
// the speech calls of its providers (grantTranscribe, grantPolly), the S3
// actions it takes on call recordings (grantFiles) and, for the events that
// invoke it, their delivery (subscribe) and the calls they imply
// (grantCallTranscribe). It adds no routes: the API does that.
func newFunction(scope constructs.Construct, fn catalog.Function, d functionDeps) awslambda.Function {
	id := pascal(fn.Name)
	env := map[string]*string{
		EnvUserPoolID:       d.users.Pool.UserPoolId(),
		EnvUserPoolClientID: d.users.Client.UserPoolClientId(),
		// The same issuer the JWT authorizer trusts, so the two never disagree.
		EnvCognitoIssuer: d.users.Issuer(),
		// Every function reports the same provider (GET /api/config says
		// which coach answers); only LLM functions may call it.
		EnvLLMProvider: jsii.String(d.llm.Provider),
		EnvLogLevel:    jsii.String(d.logLevel),
		EnvSTTProvider: jsii.String(STTProvider),
		EnvTTSProvider: jsii.String(TTSProvider),
	}
	if fn.Speech.STT || len(fn.Files) > 0 {
		if d.recordings == nil {
			panic(fmt.Sprintf("parts: function %s transcribes or handles call recordings, so it needs the recordings bucket", fn.Name))
		}
		env[EnvRecordingsBucket] = d.recordings.BucketName()
	}
	if fn.SES {
		// Only the functions that send e-mail need the sender (platform.Load
		// requires it where the SES backend is linked).
		env[EnvSESFrom] = jsii.String(d.mail.From)
		if d.mail.SiteURL != nil {
			env[EnvSiteURL] = d.mail.SiteURL // links in the e-mail (team invites)
		}
	}
	if len(fn.Routes) > 0 && d.origin != nil {
		// HTTP functions refuse requests that did not come through
		// CloudFront and trust only those to name the viewer's address.
		// CloudFormation resolves the value at deploy time; the function's
		// role gets no access to the secret.
		env[EnvOriginSecret] = d.origin.SecretValue().UnsafeUnwrap()
	}
	if d.llm.Provider == "bedrock" {
		env[EnvBedrockModelID] = jsii.String(d.llm.ModelID)
	}
	if d.users.Google {
		env[EnvGoogleEnabled] = jsii.String("true")
		env[EnvOAuthDomain] = d.users.OAuthDomain()
	}
	for _, a := range fn.Tables {
		env[a.Table.EnvVar] = d.tables.Table(a.Table).TableName()
	}

	lambda := NewGoFunction(scope, id, GoFunctionProps{
		Name:                fn.Name,
		AssetRoot:           d.assetRoot,
		Env:                 env,
		Timeout:             timeout(fn),
		Retention:           d.retention,
		LogLevel:            d.logLevel,
		ReservedConcurrency: d.reserved,
	})

	var indexes []any // cdk-nag findings of the tables' index grants
	for _, a := range fn.Tables {
		t := d.tables.Table(a.Table)
		if a.Write {
			t.GrantReadWriteData(lambda)
		} else {
			t.GrantReadData(lambda)
		}
		if len(a.Table.Indexes) > 0 {
			indexes = append(indexes, refMatching(t, "/index/*"))
		}
	}
	if len(indexes) > 0 {
		suppressTree(lambda.Role(), "IAM5", "The CDK's DynamoDB grant on a table with global secondary indexes covers them as "+
			"<table ARN>/index/*, so the function can query them; each table is one the catalog gives this function.", indexes...)
	}
	if len(fn.Cognito) > 0 {
		d.users.Pool.Grant(lambda, cognitoActions(fn)...)
	}
	if fn.SES {
		// SES v2 SendEmail only, and only as the product's sender identity.
		d.mail.Identity.Grant(lambda, jsii.String("ses:SendEmail"))
	}
	if fn.LLM && d.llm.Provider == "bedrock" {
		lambda.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Sid:       jsii.String("InvokeTheConfiguredModel"),
			Actions:   &[]*string{jsii.String("bedrock:InvokeModel")}, // Converse needs exactly this
			Resources: BedrockModelARNs(d.llm.ModelID),
		}))
		if d.guard != nil {
			d.guard.grant(lambda)
		}
	}
	if fn.Speech.STT {
		grantTranscribe(lambda, d.recordings)
	}
	if fn.Speech.TTS {
		grantPolly(lambda)
	}
	if len(fn.Files) > 0 {
		grantFiles(lambda, fn, d.recordings)
	}
	for _, ev := range fn.Events {
		if ev.Kind == catalog.TranscribeJobDone.Kind {
			if d.recordings == nil {
				panic(fmt.Sprintf("parts: function %s runs call transcription jobs, so it needs the recordings bucket", fn.Name))
			}
			grantCallTranscribe(lambda, d.recordings, ev.Prefix)
		}
		subscribe(scope, id, lambda, fn.Name, ev, d.recordings, d.retention)
	}

	if fn.Schedule != "" {
		awsevents.NewRule(scope, jsii.String(id+"Schedule"), &awsevents.RuleProps{
			Description: jsii.String("Runs " + fn.Name + " on " + fn.Schedule),
			Schedule:    awsevents.Schedule_Expression(jsii.String(fn.Schedule)),
			Targets: &[]awsevents.IRuleTarget{
				awseventstargets.NewLambdaFunction(lambda, &awseventstargets.LambdaFunctionProps{
					RetryAttempts: jsii.Number(2),
					MaxEventAge:   awscdk.Duration_Minutes(jsii.Number(30)),
				}),
			},
		})
	}
	return lambda
}

// grantTranscribe lets fn run Amazon Transcribe batch jobs the way
// awstranscribe does, and nothing more: put, read and delete objects under
// awstranscribe.Prefix of the bucket (the recording, and the transcript the
// job writes there: Transcribe reads the media and writes the output with
// the caller's permissions); start jobs whose output goes to that bucket and
// prefix only; read the jobs awstranscribe names.
func grantTranscribe(fn awslambda.Function, bucket awss3.IBucket) {
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String("KeepRecordingsWhileTranscribing"),
		Actions:   &[]*string{jsii.String("s3:PutObject"), jsii.String("s3:GetObject"), jsii.String("s3:DeleteObject")},
		Resources: &[]*string{bucket.ArnForObjects(jsii.String(awstranscribe.Prefix + "*"))},
	}))
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String("StartTranscriptionJobsIntoTheBucket"),
		Actions:   &[]*string{jsii.String("transcribe:StartTranscriptionJob")},
		Resources: &[]*string{jsii.String("*")},
		Conditions: &map[string]any{
			"StringEquals": map[string]any{"transcribe:OutputBucketName": bucket.BucketName()},
			"StringLike":   map[string]any{"transcribe:OutputKey": awstranscribe.Prefix + "*"},
		},
	}))
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:     jsii.String("ReadOwnTranscriptionJobs"),
		Actions: &[]*string{jsii.String("transcribe:GetTranscriptionJob")},
		Resources: &[]*string{awscdk.Fn_Sub(jsii.String(
			"arn:${AWS::Partition}:transcribe:${AWS::Region}:${AWS::AccountId}:transcription-job/"+awstranscribe.JobPrefix+"*"), nil)},
	}))
	suppressTree(fn.Role(), "IAM5", "Amazon Transcribe for voice-to-text: the recording and its transcript live under the bucket's "+
		awstranscribe.Prefix+" prefix while a job runs (each under a new random name); StartTranscriptionJob has no resource type, "+
		"so it is granted on * with its output pinned to that bucket and prefix; GetTranscriptionJob reads only the jobs named "+
		awstranscribe.JobPrefix+"*, as the function names them.",
		refMatching(bucket, "/"+awstranscribe.Prefix+"*"), "Resource::*",
		matching(`^Resource::arn:<AWS::Partition>:transcribe:<AWS::Region>:<AWS::AccountId>:transcription-job/`+regexp.QuoteMeta(awstranscribe.JobPrefix)+`\*$`))
}

// grantPolly lets fn call polly:SynthesizeSpeech, the one call of
// shared/speech/polly.
func grantPolly(fn awslambda.Function) {
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:       jsii.String("SpeakWithPolly"),
		Actions:   &[]*string{jsii.String("polly:SynthesizeSpeech")},
		Resources: &[]*string{jsii.String("*")},
	}))
	suppressTree(fn.Role(), "IAM5", "polly:SynthesizeSpeech's only resource type is a pronunciation lexicon, which the function "+
		"does not use, so the call is granted on *; it reads no data of the account.", "Resource::*")
}

// timeout keeps HTTP functions under API Gateway's 30 s integration limit;
// scheduled jobs may run longer.
func timeout(fn catalog.Function) awscdk.Duration {
	if len(fn.Routes) == 0 {
		return awscdk.Duration_Minutes(jsii.Number(5))
	}
	return awscdk.Duration_Seconds(jsii.Number(29))
}

// cognitoActions turns the catalog's user-pool actions ("AdminDeleteUser" or
// "cognito-idp:AdminDeleteUser") into IAM actions. Wildcards are refused: a
// function gets the calls it names and nothing more.
func cognitoActions(fn catalog.Function) []*string {
	var out []*string
	for _, a := range fn.Cognito {
		name := strings.TrimPrefix(a, "cognito-idp:")
		if name == "" || strings.ContainsAny(name, "*?:") {
			panic(fmt.Sprintf("parts: function %s: user-pool action %q must name one API call", fn.Name, a))
		}
		out = append(out, jsii.String("cognito-idp:"+name))
	}
	return out
}

// inferenceProfileGeos are the prefixes of Bedrock's cross-region inference
// profile ids ("us.amazon.nova-lite-v1:0").
var inferenceProfileGeos = []string{"us", "us-gov", "eu", "apac", "jp", "au", "ca", "global"}

// BedrockModelARNs are the resources bedrock:InvokeModel needs for a model
// id: the foundation model in the stack's region; for an inference profile,
// the profile in this account and region plus its model in whichever region
// the profile routes to.
func BedrockModelARNs(modelID string) *[]*string {
	if modelID == "" || strings.ContainsAny(modelID, "*?/") {
		panic(fmt.Sprintf("parts: Bedrock model id %q must name one model", modelID))
	}
	geo, base, _ := strings.Cut(modelID, ".")
	for _, g := range inferenceProfileGeos {
		if geo == g {
			return &[]*string{
				awscdk.Fn_Sub(jsii.String("arn:${AWS::Partition}:bedrock:${AWS::Region}:${AWS::AccountId}:inference-profile/"+modelID), nil),
				awscdk.Fn_Sub(jsii.String("arn:${AWS::Partition}:bedrock:*::foundation-model/"+base), nil),
			}
		}
	}
	return &[]*string{awscdk.Fn_Sub(jsii.String("arn:${AWS::Partition}:bedrock:${AWS::Region}::foundation-model/"+modelID), nil)}
}
