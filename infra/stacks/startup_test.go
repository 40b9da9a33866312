package stacks_test

import (
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"

	"slices"
	"strings"
	"testing"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/llm/bedrock"
	"pitchperfect/shared/mail/sesmail"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/recording/transcribejobs"
	"pitchperfect/shared/speech/awstranscribe"
	"pitchperfect/shared/speech/polly"
)

// TestDeployedEnvironmentPassesTheFunctionsConfigCheck feeds each function's
// synthesized environment, with CloudFormation's values filled in as they
// would be at deploy time, to the same platform.Load the bootstrap runs
// first, with the backends its main passes (those its catalog entry needs;
// infra/lambdaruntime checks the mains): a function the stack misconfigures
// would never start.
func TestDeployedEnvironmentPassesTheFunctionsConfigCheck(t *testing.T) {
	for _, d := range []struct {
		name string
		s    *synthesized
		fns  map[string]string // catalog name → logical id
		llm  string
	}{
		{"full", api, ids(t, api, deployment.API.API.Functions), "bedrock"},
		{"plain", plainAPI, ids(t, plainAPI, plain.API.API.Functions), "builtin"},
	} {
		for _, fn := range catalog.Functions() {
			t.Run(d.name+"/"+fn.Name, func(t *testing.T) {
				vars := environment(t, d.s, d.fns[fn.Name])
				getenv := func(k string) string {
					if k == "AWS_REGION" { // set by the Lambda runtime
						return "us-east-1"
					}
					v, ok := vars[k]
					switch {
					case !ok:
						return ""
					case k == parts.EnvCognitoIssuer: // the pool's ProviderURL
						return "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Example"
					case k == parts.EnvOriginSecret: // what Secrets Manager generates
						return strings.Repeat("A1b2", 12)
					default:
						if s, ok := v.(string); ok {
							return s
						}
						return "deployed-" + strings.ToLower(k) // a resolved Ref or output
					}
				}
				var b platform.Backends
				if fn.SES {
					b.SES = sesmail.New
				}
				if fn.LLM {
					b.Bedrock = bedrock.New
				}
				if len(fn.Cognito) > 0 {
					b.Cognito = cognitodir.New
				}
				if fn.Speech.STT {
					b.Transcribe = awstranscribe.Backend
				}
				if fn.Speech.TTS {
					b.Polly = polly.Backend
				}
				if len(fn.Files) > 0 {
					b.RecordingFiles = s3files.Backend
				}
				if slices.Contains(fn.Events, catalog.TranscribeJobDone) {
					b.CallJobs = transcribejobs.Backend
				}
				deps, err := platform.Load(getenv, b)
				if err != nil {
					t.Fatalf("the function would not start: %v", err)
				}
				cfg := deps.Config
				// Only the function that sends e-mail is told the sender.
				// Every HTTP function checks the origin secret.
				if cfg.Local || cfg.DynamoEndpoint != "" || cfg.LLM != d.llm || (cfg.SESFrom == testSender) != fn.SES ||
					(cfg.OriginSecret != "") != (len(fn.Routes) > 0) {
					t.Errorf("config %+v", cfg)
				}
				// Every function names the cloud's speech providers; the
				// ones that transcribe are told the bucket Transcribe uses,
				// and so are those that handle call recordings.
				if cfg.STT != "transcribe" || cfg.TTS != "polly" || (cfg.Bucket == "deployed-recordings_bucket") != (fn.Speech.STT || len(fn.Files) > 0) {
					t.Errorf("speech: STT %q, TTS %q, bucket %q", cfg.STT, cfg.TTS, cfg.Bucket)
				}
				for _, a := range fn.Tables {
					if got := cfg.Table(a.Table); got != "deployed-"+strings.ToLower(a.Table.EnvVar) {
						t.Errorf("table %s = %q, want the deployed one", a.Table.Logical, got)
					}
				}
			})
		}
	}
}

func ids(t *testing.T, s *synthesized, fns map[string]awslambda.Function) map[string]string {
	t.Helper()
	out := map[string]string{}
	for name, fn := range fns {
		out[name] = s.logicalID(t, fn.FunctionName())
	}
	return out
}
