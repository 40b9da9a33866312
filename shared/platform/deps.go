package platform

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/account"
	"pitchperfect/shared/account/accountdb"
	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/devmailbox"
	"pitchperfect/shared/feedbackmail"
	"pitchperfect/shared/httpapi"
	"pitchperfect/shared/idempotency"
	"pitchperfect/shared/idempotency/idempotencydb"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice/practicedb"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profiledb"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitdb"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/recording/recordingdb"
	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/roleplaysession"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/secevent/seceventdb"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/elevenlabs"
	"pitchperfect/shared/speech/openaispeech"
	"pitchperfect/shared/tables"
	"pitchperfect/shared/team/teamdb"
	"pitchperfect/shared/teams"
	"pitchperfect/shared/tips"
	"pitchperfect/shared/voice"
)

// Deps are the built clients and the API server.
type Deps struct {
	Config Config
	Log    *slog.Logger
	AWS    aws.Config
	DB     *dynamo.DB
	Server *httpapi.Server
	// Recordings is the call-recordings use case; its ObjectCreated is
	// the processor's entry for the bucket's object-created event (the
	// local S3 calls it after each upload under recording.Prefix).
	Recordings *callrecording.Service
}

// NewLogger returns the JSON logger every function uses.
func NewLogger(level slog.Level) *slog.Logger {
	return slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))
}

// Backends build the clients only some functions use. Each wraps an AWS SDK
// service client that adds about a megabyte to a bootstrap, so each lives in
// a package of its own, linked only where it is passed in: a function's main
// passes the ones its catalog entry needs (Match), the local server all.
type Backends struct {
	// SES builds the sender of feedback e-mail (sesmail.New); needed by the
	// functions marked SES in the catalog.
	SES func(cfg aws.Config, from string) mail.Sender
	// Bedrock builds the client of LLM_PROVIDER=bedrock (bedrock.New), with
	// the guardrail that screens its input when one is configured; needed by
	// the functions marked LLM in the catalog.
	Bedrock func(cfg aws.Config, modelID string, guard llm.Guardrail) llm.Client
	// Cognito builds the user-pool directory (cognitodir.New) that refuses
	// the tokens of deleted users (auth.UserCheck); needed by the functions
	// with user-pool actions in the catalog (every one with signed-in
	// routes). endpoint is empty in the cloud.
	Cognito func(cfg aws.Config, endpoint, poolID string) auth.UserDirectory
	// Polly builds the speaker of TTS_PROVIDER=polly; needed by the
	// functions that speak (catalog Speech.TTS).
	Polly func(cfg aws.Config) speech.Synthesizer
	// Transcribe builds the transcriber of STT_PROVIDER=transcribe, which
	// keeps the audio in bucket while it works; needed by the functions
	// that transcribe (catalog Speech.STT).
	Transcribe func(cfg aws.Config, bucket string) speech.Transcriber
	// LocalSTT and LocalTTS build the local engines of STT_PROVIDER=
	// pocketsphinx and TTS_PROVIDER=flite (sphinx.Local, flite.Local). They
	// run Debian's programs, which a Lambda does not have, so only the local
	// server (and the tests) link them; no catalog entry asks for them.
	LocalSTT func() (speech.Transcriber, error)
	LocalTTS func() (speech.Synthesizer, error)
	// LocalSpeakers tells the two sides of a call transcribed by the local
	// engine apart (speakersplit.Split, by their pitch, with ffmpeg); the
	// local server and the tests link it with LocalSTT.
	LocalSpeakers func(ctx context.Context, audio []byte, words []recording.Word) ([]callrecording.Turn, error)
	// RecordingFiles builds the recordings bucket of the call-recordings
	// use case (s3files.Backend: signed requests and presigned URLs through
	// s3lite); needed
	// by the functions with S3 actions on the recordings (catalog Files).
	// endpoint is the local S3's address, empty in the cloud.
	RecordingFiles func(cfg aws.Config, bucket, endpoint string) callrecording.Files
	// CallJobs builds the transcription jobs of STT_PROVIDER=transcribe
	// for calls (transcribejobs.Backend), reading their output through
	// files; needed by the function that takes their completion events
	// (catalog TranscribeJobDone).
	CallJobs func(cfg aws.Config, bucket string, files callrecording.Files) callrecording.Jobs
}

// Match reports an error unless b holds exactly the backends fn needs: a
// function without one could not do its work, and one with a backend it does
// not need links an SDK client its role may not call.
func (b Backends) Match(fn catalog.Function) error {
	var errs []error
	for _, c := range []struct {
		name       string
		need, have bool
	}{
		{"SES", fn.SES, b.SES != nil}, {"Bedrock", fn.LLM, b.Bedrock != nil}, {"Cognito", len(fn.Cognito) > 0, b.Cognito != nil},
		{"Polly", fn.Speech.TTS, b.Polly != nil}, {"Transcribe", fn.Speech.STT, b.Transcribe != nil},
		{"RecordingFiles", len(fn.Files) > 0, b.RecordingFiles != nil},
		{"CallJobs", slices.Contains(fn.Events, catalog.TranscribeJobDone), b.CallJobs != nil},
	} {
		switch {
		case c.need && !c.have:
			errs = append(errs, fmt.Errorf("function %s needs the %s backend: pass it to lambdaedge.Main in functions/%s/main.go", fn.Name, c.name, fn.Name))
		case c.have && !c.need:
			errs = append(errs, fmt.Errorf("function %s is given the %s backend, which its catalog entry does not need", fn.Name, c.name))
		}
	}
	return errors.Join(errs...)
}

// Load reads the configuration from getenv and builds every dependency, with
// the backends b provides. It does no network I/O.
func Load(getenv func(string) string, b Backends) (Deps, error) {
	cfg, err := LoadConfig(getenv)
	if err != nil {
		return Deps{}, fmt.Errorf("config: %w", err)
	}
	if b.SES != nil && cfg.MailboxDir == "" && cfg.SESFrom == "" {
		return Deps{}, errors.New("config: SES_FROM is required to send e-mail through SES")
	}
	log := NewLogger(cfg.LogLevel)
	return Build(cfg, log, awsConfig(cfg, getenv), b), nil
}

// awsConfig is the SDK configuration every client is built from: the region,
// the standard retryer (three attempts with backoff), and credentials. In the
// cloud they are the ones Lambda puts in the environment from the function's
// role; locally the stand-ins accept any, so real ones are never reached for.
//
// It is built from those variables directly rather than by the SDK's
// config.LoadDefaultConfig, whose shared files, SSO, STS and instance
// metadata a Lambda never uses and which add about 1.5 MB to every bootstrap.
// Without credentials a function still starts; its first AWS call fails with
// an error that names the missing variables.
func awsConfig(cfg Config, getenv func(string) string) aws.Config {
	var creds aws.CredentialsProvider = credentials.NewStaticCredentialsProvider("local", "local", "")
	if !cfg.Local {
		creds = envCredentials{id: getenv("AWS_ACCESS_KEY_ID"), secret: getenv("AWS_SECRET_ACCESS_KEY"), token: getenv("AWS_SESSION_TOKEN")}
	}
	return aws.Config{
		Region:      cfg.Region,
		Credentials: aws.NewCredentialsCache(creds),
		Retryer:     func() aws.Retryer { return retry.NewStandard() },
		// Connecting is bounded for every service; how long an answer may
		// take is per service (dynamoOptions), since Bedrock may think for
		// seconds before its first byte.
		HTTPClient: awshttp.NewBuildableClient().
			WithDialerOptions(func(d *net.Dialer) { d.Timeout = connectTimeout }).
			WithTransportOptions(func(t *http.Transport) { t.TLSHandshakeTimeout = connectTimeout }),
	}
}

// Deadlines of backend calls. A request must be answered within API
// Gateway's 30 s and the function's 29 s (infra/parts/function.go), so a
// backend that stalls costs a bounded part of that and the caller gets the
// spec's 503: a DynamoDB attempt that has no answer's headers after
// Config.DynamoAttemptTimeout is abandoned, and the whole request is bounded
// by httpapi.RequestDeadline.
//
// An abandoned attempt is not retried: its write may have been applied with
// only the answer late, and a rate-limit count (or any other update that is
// not idempotent) must not be applied twice. Attempts that failed to connect
// or were refused are retried, at most dynamoAttempts in all.
const (
	connectTimeout = 2 * time.Second
	dynamoAttempts = 3
)

// dynamoOptions bound every DynamoDB call: its items are small and a
// healthy table answers in milliseconds.
func dynamoOptions(cfg Config) func(*dynamodb.Options) {
	return func(o *dynamodb.Options) {
		if cfg.DynamoEndpoint != "" {
			o.BaseEndpoint = aws.String(cfg.DynamoEndpoint)
		}
		o.HTTPClient = awshttp.NewBuildableClient().
			WithDialerOptions(func(d *net.Dialer) { d.Timeout = connectTimeout }).
			WithTransportOptions(func(t *http.Transport) { t.ResponseHeaderTimeout = cfg.DynamoAttemptTimeout })
		o.Retryer = retry.NewStandard(func(r *retry.StandardOptions) {
			r.MaxAttempts = dynamoAttempts
			r.MaxBackoff = time.Second
			r.Retryables = append([]retry.IsErrorRetryable{noRetryAfterTimeout}, r.Retryables...)
		})
	}
}

// noRetryAfterTimeout refuses to retry an attempt abandoned for taking too
// long (see the deadlines above); other errors are left to the standard
// rules.
var noRetryAfterTimeout = retry.IsErrorRetryableFunc(func(err error) aws.Ternary {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return aws.FalseTernary
	}
	return aws.UnknownTernary
})

// envCredentials are the credentials Lambda sets in the environment; they
// last as long as the execution environment.
type envCredentials struct{ id, secret, token string }

// Retrieve implements aws.CredentialsProvider.
func (c envCredentials) Retrieve(context.Context) (aws.Credentials, error) {
	if c.id == "" || c.secret == "" {
		return aws.Credentials{}, errors.New("no AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set (Lambda sets them from the function's role)")
	}
	return aws.Credentials{AccessKeyID: c.id, SecretAccessKey: c.secret, SessionToken: c.token, Source: "EnvironmentVariables"}, nil
}

// Build wires the stores, services and server from a configuration. Without
// a backend, its client is left out: no SES means no mail sender (unless
// there is a local mailbox), no Bedrock means the built-in coach and buyer.
func Build(cfg Config, log *slog.Logger, awsCfg aws.Config, b Backends) Deps {
	db := dynamo.New(awsCfg, dynamoOptions(cfg))
	profiles := profiledb.New(db, cfg.Table(tables.Profiles), cfg.Table(tables.CreditUsage))
	limits := ratelimitdb.New(db, cfg.Table(tables.RateLimits))
	events := seceventdb.New(db, cfg.Table(tables.SecurityEvents))
	limiter := &ratelimit.Limiter{Store: limits}

	model := newLLM(cfg, awsCfg, b)
	verifier := &auth.Verifier{Issuer: cfg.Issuer, ClientID: cfg.UserPoolClientID, Keys: auth.NewKeySet(cfg.JWKSURL)}
	var directory auth.UserDirectory
	if b.Cognito != nil {
		endpoint := ""
		if cfg.Local {
			endpoint = cfg.UserPoolEndpoint // the stand-in; in the cloud, Cognito in the region
		}
		directory = b.Cognito(awsCfg, endpoint, cfg.UserPoolID)
		verifier.Users = &auth.UserCheck{Directory: directory, TTL: cfg.UserCheckTTL}
	}
	credits := &profile.Service{Store: profiles, Log: log, MonthlyCredits: cfg.FreeMonthlyCredits}
	sessions := practicedb.New(db, cfg.Table(tables.PracticeSessions))
	recorder := &secevent.Recorder{Store: events, Log: log}
	mailer := newMailer(cfg, awsCfg, b)
	coach := &llmcoach.Service{LLM: model, Timeout: cfg.LLMTimeout, Log: log}
	roleplays := &roleplaysession.Service{Buyer: newBuyer(model, cfg.LLMTimeout, log), Limiter: limiter,
		Profiles: credits, Sessions: sessions, Events: recorder, Log: log}
	voices := newVoice(cfg, awsCfg, b)
	voices.Limiter, voices.Events, voices.Hints = limiter, recorder, roleplays.Hints
	voices.Window = &ratelimit.Limiter{Store: limits, Rules: voice.Rules}
	roleplays.Voice = voices
	recordings := newRecordings(cfg, awsCfg, b, db, limiter, voices, log)
	srv := &httpapi.Server{
		Log:        log,
		Verifier:   verifier,
		Profiles:   credits,
		Limiter:    limiter,
		Events:     recorder,
		Sessions:   sessions,
		Mailer:     mailer,
		Feedback:   &feedbackmail.Service{Sessions: sessions, Mailer: mailer, Limits: limits},
		Pitches:    &pitchanalysis.Service{Coach: coach, Limiter: limiter, Profiles: credits, Sessions: sessions, Log: log},
		Demo:       &demofeedback.Service{Coach: coach, Limiter: limiter, Sessions: sessions, Log: log},
		Roleplays:  roleplays,
		Voice:      voices,
		Recordings: recordings,
		Tips:       &tips.Service{Sessions: sessions},
		Teams: &teams.Service{
			Store:    teamdb.New(db, cfg.Table(tables.Teams), cfg.Table(tables.TeamMembers), cfg.Table(tables.TeamInvites)),
			Sessions: sessions, Mailer: mailer, SiteURL: cfg.SiteURL, Limits: limits, Log: log,
		},
		Health: httpapi.HealthProbes{
			Database: func(ctx context.Context) error {
				_, err := profiles.Get(ctx, "__health__")
				if errors.Is(err, apperr.NotFound) {
					return events.Ping(ctx)
				}
				return err
			},
			RateLimiter: func(ctx context.Context) error {
				_, err := (&ratelimit.Limiter{Store: limits, Rules: map[string]ratelimit.Rule{"probe": {Max: 1 << 30, Window: ratelimit.Rules["api_call"].Window}}}).Allow(ctx, "__health__", "probe")
				return err
			},
			Safety: func(context.Context) error { return safety.Healthy() },
		},
		Public:       publicConfig(cfg, voices),
		OriginSecret: cfg.OriginSecret,
		Idempotency:  &idempotency.Service{Store: idempotencydb.New(db, cfg.Table(tables.Idempotency))},
	}
	srv.Account = newAccount(db, cfg, directory, recordings.Files, log)
	srv.Account.Teams = accountTeams{srv.Teams}
	return Deps{Config: cfg, Log: log, AWS: awsCfg, DB: db, Server: srv, Recordings: recordings}
}

// newRecordings is the call-recordings use case. Its files are the
// recordings bucket where this function links them; calls are transcribed
// by the voice service's engine while the processor waits, or with
// STT_PROVIDER=transcribe as jobs whose completion event finishes them
// (Transcribe tells the speakers apart). The local engine takes a core per
// call, so it transcribes one call at a time (the others wait, uploaded),
// and its calls' speakers are told apart by LocalSpeakers where linked.
func newRecordings(cfg Config, awsCfg aws.Config, b Backends, db *dynamo.DB, limiter *ratelimit.Limiter, v *voice.Service, log *slog.Logger) *callrecording.Service {
	r := &callrecording.Service{
		Store: recordingdb.New(db, cfg.Table(tables.CallRecordings)), Bucket: cfg.Bucket, Limiter: limiter, Log: log,
	}
	if b.RecordingFiles != nil && cfg.Bucket != "" {
		r.Files = b.RecordingFiles(awsCfg, cfg.Bucket, cfg.S3Endpoint)
	}
	switch {
	case cfg.STT == "transcribe" && b.CallJobs != nil && r.Files != nil:
		r.Jobs = b.CallJobs(awsCfg, cfg.Bucket, r.Files)
	case cfg.STT == "transcribe":
		r.NoTranscriber = errors.New("this function does not link Amazon Transcribe's jobs")
	default:
		r.Transcriber, r.NoTranscriber = v.STT, v.STTError
	}
	if cfg.STT == "pocketsphinx" {
		r.Slots = make(chan struct{}, 1)
		r.Speakers = b.LocalSpeakers
	}
	return r
}

// newAccount is account deletion and export. The user pool's directory
// deletes users (cognitodir) and the recordings bucket lists a user's files
// (s3files) where this function links them; without the directory deletion
// answers 503, without the bucket there are no files to delete.
func newAccount(db *dynamo.DB, cfg Config, directory auth.UserDirectory, files callrecording.Files, log *slog.Logger) *account.Service {
	a := &account.Service{Data: accountdb.New(db, cfg.Table), Log: log}
	if users, ok := directory.(account.Users); ok {
		a.Users = users
	}
	if f, ok := files.(account.Files); ok {
		a.Files = f
	}
	return a
}

// accountTeams is the user's team for account deletion and export: the
// teams use case's RemoveUser (a manager's team handed over or dissolved)
// and the caller's team as GET /api/teams tells it.
type accountTeams struct{ *teams.Service }

// Membership implements account.Teams.
func (t accountTeams) Membership(ctx context.Context, userID string) (any, error) {
	return t.Mine(ctx, userID)
}

func newLLM(cfg Config, awsCfg aws.Config, b Backends) llm.Client {
	switch {
	case cfg.LLM == "bedrock" && b.Bedrock != nil:
		return b.Bedrock(awsCfg, cfg.BedrockModelID, cfg.BedrockGuardrail)
	case cfg.LLM == "openai":
		return &llm.OpenAI{BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIAPIKey, Model: cfg.OpenAIModel, HTTP: &http.Client{Timeout: cfg.LLMTimeout}}
	}
	return nil
}

// newBuyer is the AI buyer: the built-in engine, or an LLM that falls back to
// it.
func newBuyer(model llm.Client, timeout time.Duration, log *slog.Logger) roleplaysession.Buyer {
	builtin := &roleplay.Buyer{}
	if model == nil {
		return func(_ context.Context, sc roleplay.Scenario, h []roleplay.Message, in string) roleplay.Turn {
			return builtin.Reply(sc, h, in)
		}
	}
	b := &roleplay.LLMBuyer{Client: model, Fallback: builtin, Timeout: timeout}
	return func(ctx context.Context, sc roleplay.Scenario, h []roleplay.Message, in string) roleplay.Turn {
		t := b.Reply(ctx, sc, h, in)
		if t.Fallback {
			log.WarnContext(ctx, "llm buyer failed; built-in buyer used", "provider", model.Name(), "reason", t.FallbackReason)
		}
		return t
	}
}

func newMailer(cfg Config, awsCfg aws.Config, b Backends) mail.Sender {
	switch {
	case cfg.MailboxDir != "":
		return &mail.Outbox{Box: &devmailbox.Box{Dir: cfg.MailboxDir}}
	case b.SES != nil:
		return b.SES(awsCfg, cfg.SESFrom)
	}
	return nil
}

// newVoice is the voice service on the configured speech providers. A
// provider that cannot run here (a local engine not installed, a cloud one
// this function does not link) is left nil with the reason, so voice calls
// answer 503 and everything else works.
func newVoice(cfg Config, awsCfg aws.Config, b Backends) *voice.Service {
	v := &voice.Service{}
	switch cfg.STT {
	case "pocketsphinx":
		if b.LocalSTT == nil {
			v.STTError = errors.New("this function does not link the local speech recogniser (pocketsphinx)")
		} else {
			v.STT, v.STTError = b.LocalSTT()
		}
	case "transcribe":
		switch {
		case b.Transcribe == nil:
			v.STTError = errors.New("this function does not link Amazon Transcribe")
		case cfg.Bucket == "":
			v.STTError = errors.New("STT_PROVIDER=transcribe needs RECORDINGS_BUCKET: the audio is kept there while it is transcribed")
		default:
			v.STT = b.Transcribe(awsCfg, cfg.Bucket)
		}
	case "openai":
		v.STT = openAISpeech(cfg)
	default:
		v.STTError = fmt.Errorf("STT_PROVIDER=%s", cfg.STT)
	}
	var tts speech.Synthesizer
	switch cfg.TTS {
	case "flite":
		if b.LocalTTS == nil {
			v.TTSError = errors.New("this function does not link the local speech synthesizer (flite)")
		} else {
			tts, v.TTSError = b.LocalTTS()
		}
	case "polly":
		if b.Polly != nil {
			tts = b.Polly(awsCfg)
		} else {
			v.TTSError = errors.New("this function does not link Amazon Polly")
		}
	case "openai":
		tts = openAISpeech(cfg)
	case "elevenlabs":
		tts = elevenlabs.New(elevenlabs.Config{APIKey: cfg.ElevenLabsAPIKey, BaseURL: cfg.ElevenLabsBaseURL, HTTP: &http.Client{Timeout: speechTimeout}})
	default:
		v.TTSError = fmt.Errorf("TTS_PROVIDER=%s", cfg.TTS)
	}
	if tts != nil {
		v.TTS = speech.NewCache(tts, 0)
	}
	return v
}

// speechTimeout bounds one call to a hosted speech API.
const speechTimeout = 20 * time.Second

// openAISpeech is the OpenAI-compatible speech client (a hosted API or a
// self-hosted Whisper/Piper server) at the LLM's endpoint and key.
func openAISpeech(cfg Config) *openaispeech.Client {
	return openaispeech.New(openaispeech.Config{
		BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIAPIKey,
		TranscribeModel: cfg.OpenAISTTModel, SpeechModel: cfg.OpenAITTSModel,
		HTTP: &http.Client{Timeout: speechTimeout},
	})
}

// providerName is what /api/config tells of a speech provider: its name, or
// "unavailable" when it is turned off or is a local engine not installed
// here. A cloud provider is named even where this function does not link it.
func providerName(name string, local bool, missing error) string {
	if name == "none" || (local && missing != nil) {
		return "unavailable"
	}
	return name
}

func publicConfig(cfg Config, v *voice.Service) httpapi.PublicConfig {
	pc := httpapi.PublicConfig{
		Auth: httpapi.AuthConfig{
			Region: cfg.Region, UserPoolID: cfg.UserPoolID, UserPoolClientID: cfg.UserPoolClientID,
			GoogleEnabled: cfg.GoogleEnabled,
		},
		Providers: httpapi.ProviderNames{
			Coach:        cfg.LLM,
			SpeechToText: providerName(cfg.STT, cfg.STT == "pocketsphinx", v.STTError),
			TextToSpeech: providerName(cfg.TTS, cfg.TTS == "flite", v.TTSError),
		},
		Local:    cfg.Local,
		Demo:     httpapi.DemoConfig{Objection: llmcoach.DemoObjection},
		Backends: map[string]string{"data": "dynamodb", "auth": "cognito", "files": "s3", "coach": "builtin"},
	}
	if cfg.GoogleEnabled {
		pc.Auth.OAuthDomain = cfg.OAuthDomain
	}
	if cfg.Local {
		pc.Auth.UserPoolEndpoint = cfg.UserPoolEndpoint
		pc.Backends = map[string]string{"data": "dynalite", "auth": "cognito-local", "files": "gofakes3", "coach": "builtin"}
	}
	return pc
}
