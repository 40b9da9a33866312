package platform

import (
	"context"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"log/slog"
	"net"
	"net/url"
	"os"
	"pitchperfect/shared/llmcoach"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/flite"
	"pitchperfect/shared/speech/sphinx"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestAWSConfigTakesLambdasCredentialsFromTheEnvironment(t *testing.T) {
	cfg := awsConfig(Config{Region: "eu-west-1"}, env(map[string]string{
		"AWS_ACCESS_KEY_ID": "AKID", "AWS_SECRET_ACCESS_KEY": "secret", "AWS_SESSION_TOKEN": "token",
	}))
	if cfg.Region != "eu-west-1" {
		t.Errorf("region %q", cfg.Region)
	}
	if cfg.Retryer == nil || cfg.Retryer().MaxAttempts() != 3 {
		t.Error("want the SDK's standard retryer (3 attempts)")
	}
	c, err := cfg.Credentials.Retrieve(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if c.AccessKeyID != "AKID" || c.SecretAccessKey != "secret" || c.SessionToken != "token" || c.CanExpire {
		t.Errorf("credentials %+v", c)
	}
}

func TestAWSConfigWithoutCredentialsFailsOnUseWithAClearError(t *testing.T) {
	cfg := awsConfig(Config{Region: "us-east-1"}, env(map[string]string{"AWS_ACCESS_KEY_ID": "AKID"}))
	_, err := cfg.Credentials.Retrieve(context.Background())
	if err == nil || !strings.Contains(err.Error(), "AWS_SECRET_ACCESS_KEY") {
		t.Errorf("Retrieve = %v, want an error naming the missing variables", err)
	}
}

func TestAWSConfigLocallyNeverReachesForRealCredentials(t *testing.T) {
	cfg := awsConfig(Config{Region: "us-east-1", Local: true}, env(map[string]string{
		"AWS_ACCESS_KEY_ID": "real", "AWS_SECRET_ACCESS_KEY": "real",
	}))
	c, err := cfg.Credentials.Retrieve(context.Background())
	if err != nil || c.AccessKeyID != "local" {
		t.Errorf("credentials %+v, %v; want the stand-ins' placeholder", c, err)
	}
}

// fakeSender and fakeLLM stand in for sesmail and bedrock: they record what
// they were built with.
type fakeSender struct{ from string }

func (fakeSender) Send(context.Context, mail.Message) error { return nil }

type fakeLLM struct {
	model string
	guard llm.Guardrail
}

func (fakeLLM) Complete(context.Context, llm.Request) (string, error) { return "", nil }
func (f fakeLLM) Name() string                                        { return "fake:" + f.model }

// fakeDirectory stands in for cognitodir.
type fakeDirectory struct{ endpoint, pool string }

func (fakeDirectory) LookupUser(context.Context, string) (auth.DirectoryUser, error) {
	return auth.DirectoryUser{}, auth.ErrNoSuchUser
}

// fakeSpeech stands in for polly and awstranscribe.
type fakeSpeech struct{ bucket string }

func (fakeSpeech) Synthesize(context.Context, speech.Speech) (speech.Clip, error) {
	return speech.Clip{}, nil
}

func (fakeSpeech) Transcribe(context.Context, speech.Audio) (speech.Transcript, error) {
	return speech.Transcript{}, nil
}

var fakes = Backends{
	SES:            func(_ aws.Config, from string) mail.Sender { return fakeSender{from} },
	Bedrock:        func(_ aws.Config, model string, g llm.Guardrail) llm.Client { return fakeLLM{model, g} },
	Cognito:        func(_ aws.Config, endpoint, pool string) auth.UserDirectory { return fakeDirectory{endpoint, pool} },
	Polly:          func(aws.Config) speech.Synthesizer { return fakeSpeech{} },
	Transcribe:     func(_ aws.Config, bucket string) speech.Transcriber { return fakeSpeech{bucket} },
	RecordingFiles: func(_ aws.Config, bucket, endpoint string) callrecording.Files { return &fakeFiles{bucket, endpoint} },
	CallJobs:       func(_ aws.Config, bucket string, _ callrecording.Files) callrecording.Jobs { return &fakeJobs{bucket} },
}

// fakeFiles and fakeJobs stand in for s3files and transcribejobs: they
// record what they were built with.
type fakeFiles struct{ bucket, endpoint string }

func (*fakeFiles) PresignPut(context.Context, string, string, int64, time.Duration) (recording.Upload, error) {
	return recording.Upload{}, nil
}
func (*fakeFiles) PresignGet(context.Context, string, time.Duration) (string, error) { return "", nil }
func (*fakeFiles) Read(context.Context, string, int64) ([]byte, error)               { return nil, nil }
func (*fakeFiles) Delete(context.Context, string) error                              { return nil }

type fakeJobs struct{ bucket string }

func (*fakeJobs) Start(context.Context, callrecording.Job) error { return nil }
func (*fakeJobs) Status(context.Context, string) (callrecording.JobStatus, error) {
	return callrecording.JobStatus{}, nil
}
func (*fakeJobs) Transcript(context.Context, string) (callrecording.Transcript, error) {
	return callrecording.Transcript{}, nil
}

// cloud is a deployed function's environment without the optional parts.
func cloud(extra map[string]string) func(string) string {
	vars := map[string]string{"AWS_REGION": "eu-west-1", "USER_POOL_ID": "eu-west-1_x", "USER_POOL_CLIENT_ID": "c", "LOG_LEVEL": "ERROR"}
	for k, v := range extra {
		vars[k] = v
	}
	return env(vars)
}

func TestBackendsMustMatchTheCatalogEntry(t *testing.T) {
	for _, fn := range catalog.Functions() {
		var exact Backends
		if fn.SES {
			exact.SES = fakes.SES
		}
		if fn.LLM {
			exact.Bedrock = fakes.Bedrock
		}
		users := len(fn.Cognito) > 0
		if users {
			exact.Cognito = fakes.Cognito
		}
		if fn.Speech.TTS {
			exact.Polly = fakes.Polly
		}
		if fn.Speech.STT {
			exact.Transcribe = fakes.Transcribe
		}
		files, jobs := len(fn.Files) > 0, slices.Contains(fn.Events, catalog.TranscribeJobDone)
		if files {
			exact.RecordingFiles = fakes.RecordingFiles
		}
		if jobs {
			exact.CallJobs = fakes.CallJobs
		}
		if err := exact.Match(fn); err != nil {
			t.Errorf("%s: %v", fn.Name, err)
		}
		// Missing what it needs or given what it does not: both refused.
		err := Backends{}.Match(fn)
		if (fn.SES || fn.LLM || users || fn.Speech.STT || fn.Speech.TTS || files || jobs) != (err != nil) {
			t.Errorf("%s without backends: %v", fn.Name, err)
		}
		err = fakes.Match(fn)
		if (fn.SES && fn.LLM && users && fn.Speech.STT && fn.Speech.TTS && files && jobs) != (err == nil) {
			t.Errorf("%s with every backend: %v", fn.Name, err)
		}
	}
	send, _ := catalog.Find("send-feedback-email")
	if err := (Backends{}).Match(send); err == nil || !strings.Contains(err.Error(), "needs the SES backend") {
		t.Errorf("Match = %v, want the missing SES backend named", err)
	}
}

func TestSESFromIsRequiredOnlyWhereSESIsLinked(t *testing.T) {
	// A function without SES starts without a sender and has no mailer.
	d, err := Load(cloud(nil), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Server.Mailer != nil {
		t.Errorf("mailer %T, want none", d.Server.Mailer)
	}
	// With SES it needs one …
	if _, err := Load(cloud(nil), Backends{SES: fakes.SES}); err == nil || !strings.Contains(err.Error(), "SES_FROM") {
		t.Errorf("Load = %v, want SES_FROM required", err)
	}
	// … and sends as it.
	d, err = Load(cloud(map[string]string{"SES_FROM": "coach@pitchperfect.test"}), Backends{SES: fakes.SES})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := d.Server.Mailer.(fakeSender); got.from != "coach@pitchperfect.test" {
		t.Errorf("mailer %#v", d.Server.Mailer)
	}
	// A local mailbox takes the mail instead, and needs no sender.
	d, err = Load(env(map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c",
		"COGNITO_ISSUER": "http://127.0.0.1:9/p", "MAILBOX_DIR": t.TempDir(), "LOG_LEVEL": "ERROR"}), fakes)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Server.Mailer.(*mail.Outbox); !ok {
		t.Errorf("mailer %T, want the local outbox", d.Server.Mailer)
	}
}

func TestBedrockIsUsedOnlyWhereLinked(t *testing.T) {
	bedrockEnv := cloud(map[string]string{"LLM_PROVIDER": "bedrock", "BEDROCK_MODEL_ID": "m.n"})
	d, err := Load(bedrockEnv, Backends{Bedrock: fakes.Bedrock})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := d.Server.Pitches.Coach.(*llmcoach.Service).LLM.(fakeLLM); got.model != "m.n" || got.guard.Enabled() {
		t.Errorf("coach LLM %#v, want the configured Bedrock model without a guardrail", d.Server.Pitches.Coach.(*llmcoach.Service).LLM)
	}
	// The guardrail the CDK app creates reaches the client …
	guardEnv := cloud(map[string]string{"LLM_PROVIDER": "bedrock", "BEDROCK_MODEL_ID": "m.n", "BEDROCK_GUARDRAIL_ID": "gr-1", "BEDROCK_GUARDRAIL_VERSION": "2"})
	d, err = Load(guardEnv, Backends{Bedrock: fakes.Bedrock})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := d.Server.Pitches.Coach.(*llmcoach.Service).LLM.(fakeLLM); got.guard != (llm.Guardrail{ID: "gr-1", Version: "2"}) {
		t.Errorf("coach LLM %#v, want the guardrail", d.Server.Pitches.Coach.(*llmcoach.Service).LLM)
	}
	// … and an id without a version is refused.
	if _, err := Load(cloud(map[string]string{"LLM_PROVIDER": "bedrock", "BEDROCK_MODEL_ID": "m.n", "BEDROCK_GUARDRAIL_ID": "gr-1"}), Backends{}); err == nil || !strings.Contains(err.Error(), "BEDROCK_GUARDRAIL_VERSION") {
		t.Errorf("Load = %v, want the guardrail's version required", err)
	}
	// A function that never calls the LLM still reports the provider.
	d, err = Load(bedrockEnv, Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Server.Pitches.Coach.(*llmcoach.Service).LLM != nil || d.Server.Public.Providers.Coach != "bedrock" {
		t.Errorf("coach LLM %#v, provider %q", d.Server.Pitches.Coach.(*llmcoach.Service).LLM, d.Server.Public.Providers.Coach)
	}
}

// /api/config tells the web app the Cognito domain Google sign-in needs,
// which the CDK app sets with GOOGLE_AUTH_ENABLED.
func TestGoogleSignInGetsTheOAuthDomain(t *testing.T) {
	d, err := Load(cloud(map[string]string{"GOOGLE_AUTH_ENABLED": "true", "COGNITO_OAUTH_DOMAIN": "auth.example.com"}), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if a := d.Server.Public.Auth; !a.GoogleEnabled || a.OAuthDomain != "auth.example.com" {
		t.Errorf("auth config %+v, want Google with the domain", a)
	}
	d, err = Load(cloud(map[string]string{"COGNITO_OAUTH_DOMAIN": "auth.example.com"}), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if a := d.Server.Public.Auth; a.GoogleEnabled || a.OAuthDomain != "" {
		t.Errorf("auth config %+v, want no Google sign-in", a)
	}
}

func TestOriginSecretIsReadInTheCloudOnly(t *testing.T) {
	secret := strings.Repeat("s", MinOriginSecretLen)
	// In the cloud the server gets it …
	d, err := Load(cloud(map[string]string{"ORIGIN_VERIFY_SECRET": secret}), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Server.OriginSecret != secret {
		t.Errorf("server's origin secret %q, want the configured one", d.Server.OriginSecret)
	}
	// … a short one is refused …
	if _, err := Load(cloud(map[string]string{"ORIGIN_VERIFY_SECRET": "short"}), Backends{}); err == nil || !strings.Contains(err.Error(), "ORIGIN_VERIFY_SECRET") {
		t.Errorf("Load = %v, want a short secret refused", err)
	}
	// … and locally it is ignored: nothing changes there.
	d, err = Load(env(map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c",
		"COGNITO_ISSUER": "http://127.0.0.1:9/p", "LOG_LEVEL": "ERROR", "ORIGIN_VERIFY_SECRET": secret}), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Server.OriginSecret != "" {
		t.Errorf("local server's origin secret %q, want none", d.Server.OriginSecret)
	}
}

func TestTokensAreCheckedAgainstTheUserPoolWhereCognitoIsLinked(t *testing.T) {
	// Without the backend the token alone decides.
	d, err := Load(cloud(nil), Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if v := d.Server.Verifier.(*auth.Verifier); v.Users != nil {
		t.Errorf("user check %+v without the Cognito backend", v.Users)
	}
	// In the cloud the directory is the pool, at Cognito's own address …
	d, err = Load(cloud(map[string]string{"COGNITO_ENDPOINT": "http://127.0.0.1:9"}), Backends{Cognito: fakes.Cognito})
	if err != nil {
		t.Fatal(err)
	}
	v := d.Server.Verifier.(*auth.Verifier)
	if v.Users == nil || v.Users.Directory != (fakeDirectory{"", "eu-west-1_x"}) {
		t.Errorf("cloud user check %+v, want the pool eu-west-1_x at Cognito's address", v.Users)
	}
	// … and locally the stand-in.
	d, err = Load(env(map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c",
		"COGNITO_ISSUER": "http://127.0.0.1:9/p", "COGNITO_ENDPOINT": "http://127.0.0.1:9", "LOG_LEVEL": "ERROR"}), Backends{Cognito: fakes.Cognito})
	if err != nil {
		t.Fatal(err)
	}
	if v := d.Server.Verifier.(*auth.Verifier); v.Users == nil || v.Users.Directory != (fakeDirectory{"http://127.0.0.1:9", "p"}) {
		t.Errorf("local user check %+v, want the stand-in", v.Users)
	}
}

// A DynamoDB attempt that timed out may have been applied: it is not
// retried (a rate-limit count would be taken twice); a refused connection
// is. Locally dynalite gets longer to answer than DynamoDB.
func TestDynamoTimeoutsAreNotRetried(t *testing.T) {
	var o dynamodb.Options
	dynamoOptions(Config{DynamoAttemptTimeout: time.Second})(&o)
	timeout := &url.Error{Op: "Post", URL: "http://x", Err: timeoutErr{}}
	if o.Retryer.IsErrorRetryable(timeout) {
		t.Error("a timed-out attempt is retried")
	}
	refused := &net.OpError{Op: "dial", Err: &os.SyscallError{Syscall: "connect", Err: syscall.ECONNREFUSED}}
	if !o.Retryer.IsErrorRetryable(refused) {
		t.Error("a refused connection is not retried")
	}
	for _, c := range []struct {
		env  map[string]string
		want time.Duration
	}{
		{map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c"}, 8 * time.Second},
		{map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c", "DYNAMO_ATTEMPT_TIMEOUT_MS": "1500"}, 1500 * time.Millisecond},
	} {
		cfg, err := LoadConfig(func(k string) string { return c.env[k] })
		if err != nil {
			t.Fatal(err)
		}
		if cfg.DynamoAttemptTimeout != c.want {
			t.Errorf("%v: attempt timeout %s, want %s", c.env, cfg.DynamoAttemptTimeout, c.want)
		}
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "timeout awaiting response headers" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

// TestSpeechProviders: the engines each setting picks, what /api/config says
// of them, and the settings refused at load.
func TestSpeechProviders(t *testing.T) {
	local := map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c", "LOG_LEVEL": "ERROR"}
	with := func(base map[string]string, extra ...string) map[string]string {
		out := map[string]string{}
		for k, v := range base {
			out[k] = v
		}
		for i := 0; i+1 < len(extra); i += 2 {
			out[extra[i]] = extra[i+1]
		}
		return out
	}
	for _, c := range []struct {
		name     string
		vars     map[string]string
		b        Backends
		stt, tts string // what /api/config names
		works    bool   // both engines built
	}{
		{"local default", local, Backends{LocalSTT: sphinx.Local, LocalTTS: flite.Local}, "pocketsphinx", "flite", true},
		{"local engines not linked", local, Backends{}, "unavailable", "unavailable", false},
		{"turned off", with(local, "STT_PROVIDER", "none", "TTS_PROVIDER", "none"), Backends{}, "unavailable", "unavailable", false},
		{"openai", with(local, "STT_PROVIDER", "openai", "TTS_PROVIDER", "openai", "OPENAI_BASE_URL", "http://127.0.0.1:9"), Backends{}, "openai", "openai", true},
		{"elevenlabs", with(local, "TTS_PROVIDER", "elevenlabs", "ELEVENLABS_API_KEY", "k"), Backends{LocalSTT: sphinx.Local}, "pocketsphinx", "elevenlabs", true},
		{"cloud default", with(map[string]string{"RECORDINGS_BUCKET": "b"}, "AWS_REGION", "eu-west-1", "USER_POOL_ID", "eu-west-1_x", "USER_POOL_CLIENT_ID", "c", "LOG_LEVEL", "ERROR"),
			Backends{Polly: fakes.Polly, Transcribe: fakes.Transcribe}, "transcribe", "polly", true},
		{"cloud without the AWS clients linked", with(map[string]string{"RECORDINGS_BUCKET": "b"}, "AWS_REGION", "eu-west-1", "USER_POOL_ID", "eu-west-1_x", "USER_POOL_CLIENT_ID", "c", "LOG_LEVEL", "ERROR"),
			Backends{}, "transcribe", "polly", false},
	} {
		d, err := Load(env(c.vars), c.b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		v := d.Server.Voice
		p := d.Server.Public.Providers
		if p.SpeechToText != c.stt || p.TextToSpeech != c.tts {
			t.Errorf("%s: config names %q/%q, want %q/%q", c.name, p.SpeechToText, p.TextToSpeech, c.stt, c.tts)
		}
		if built := v.STT != nil && v.TTS != nil; built != c.works {
			t.Errorf("%s: engines built %v (STT %v, TTS %v), want %v", c.name, built, v.STTError, v.TTSError, c.works)
		}
		if (v.STT == nil) == (v.STTError == nil) || (v.TTS == nil) == (v.TTSError == nil) {
			t.Errorf("%s: a missing engine must say why (STT %v, TTS %v)", c.name, v.STTError, v.TTSError)
		}
	}
	for _, bad := range []map[string]string{
		with(local, "STT_PROVIDER", "whisper"), with(local, "TTS_PROVIDER", "espeak"),
		with(local, "STT_PROVIDER", "openai"), with(local, "TTS_PROVIDER", "elevenlabs"),
	} {
		if _, err := Load(env(bad), Backends{}); err == nil {
			t.Errorf("%v: loaded", bad)
		}
	}
}

// The call-recordings use case gets the bucket where the function links it
// (at the local S3's address locally), and transcribes with the voice
// engine, or as Transcribe jobs with STT_PROVIDER=transcribe where the
// function links them; the local engine takes one call at a time.
func TestRecordingsWiring(t *testing.T) {
	local := env(map[string]string{"APP_ENV": "local", "USER_POOL_ID": "p", "USER_POOL_CLIENT_ID": "c", "LOG_LEVEL": "ERROR",
		"RECORDINGS_BUCKET": "recordings", "S3_ENDPOINT": "http://127.0.0.1:9/s3"})
	split := func(context.Context, []byte, []recording.Word) ([]callrecording.Turn, error) { return nil, nil }
	d, err := Load(local, Backends{RecordingFiles: fakes.RecordingFiles, LocalSTT: sphinx.Local, LocalSpeakers: split})
	if err != nil {
		t.Fatal(err)
	}
	r := d.Recordings
	if r == nil || d.Server.Recordings != r {
		t.Fatal("no recordings service, or the server has another")
	}
	if f, _ := r.Files.(*fakeFiles); f == nil || *f != (fakeFiles{"recordings", "http://127.0.0.1:9/s3"}) {
		t.Errorf("files %#v, want the bucket at the local S3", r.Files)
	}
	if r.Jobs != nil || r.Transcriber != d.Server.Voice.STT || (r.Transcriber == nil) == (r.NoTranscriber == nil) || cap(r.Slots) != 1 || r.Speakers == nil {
		t.Errorf("local: jobs %v, transcriber %v (%v), slots %d; want the voice engine, one call at a time", r.Jobs, r.Transcriber, r.NoTranscriber, cap(r.Slots))
	}
	cloudEnv := cloud(map[string]string{"RECORDINGS_BUCKET": "b"})
	d, err = Load(cloudEnv, Backends{RecordingFiles: fakes.RecordingFiles, CallJobs: fakes.CallJobs})
	if err != nil {
		t.Fatal(err)
	}
	if j, _ := d.Recordings.Jobs.(*fakeJobs); j == nil || j.bucket != "b" || d.Recordings.Transcriber != nil || d.Recordings.Slots != nil {
		t.Errorf("cloud: jobs %#v, transcriber %v; want Transcribe jobs on the bucket", d.Recordings.Jobs, d.Recordings.Transcriber)
	}
	if f, _ := d.Recordings.Files.(*fakeFiles); f == nil || f.endpoint != "" {
		t.Errorf("cloud files %#v, want S3 itself", d.Recordings.Files)
	}
	// A function that does not link the bucket has no files: 503.
	d, err = Load(cloudEnv, Backends{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Recordings.Files != nil || d.Recordings.Jobs != nil || d.Recordings.NoTranscriber == nil {
		t.Errorf("without backends: files %v, jobs %v, reason %v", d.Recordings.Files, d.Recordings.Jobs, d.Recordings.NoTranscriber)
	}
}

func TestFreeMonthlyCredits(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  int
		bad   bool
	}{{"", 10, false}, {"0", 0, false}, {"25", 25, false}, {"-1", 0, true}, {"ten", 0, true}, {"100000", 0, true}} {
		cfg, err := LoadConfig(cloud(map[string]string{"FREE_MONTHLY_CREDITS": tc.value}))
		if tc.bad {
			if err == nil || !strings.Contains(err.Error(), "FREE_MONTHLY_CREDITS") {
				t.Errorf("FREE_MONTHLY_CREDITS=%q: err %v, want one naming the variable", tc.value, err)
			}
			continue
		}
		if err != nil || cfg.FreeMonthlyCredits != tc.want {
			t.Errorf("FREE_MONTHLY_CREDITS=%q = %d, %v; want %d", tc.value, cfg.FreeMonthlyCredits, err, tc.want)
		}
		d := Build(cfg, NewLogger(slog.LevelError), aws.Config{}, Backends{})
		if d.Server.Profiles.MonthlyCredits != tc.want {
			t.Errorf("FREE_MONTHLY_CREDITS=%q: the profile service has %d", tc.value, d.Server.Profiles.MonthlyCredits)
		}
	}
}
