package platform

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/coaching"
	"pitchperfect/shared/httpapi"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/mailbox"
	"pitchperfect/shared/practice/practicedb"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profiledb"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitdb"
	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/secevent/seceventdb"
	"pitchperfect/shared/tables"
)

// Deps are the built clients and the API server.
type Deps struct {
	Config Config
	Log    *slog.Logger
	AWS    aws.Config
	DB     *dynamo.DB
	Server *httpapi.Server
}

// NewLogger returns the JSON logger every function uses.
func NewLogger(level slog.Level) *slog.Logger {
	return slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))
}

// Load reads the configuration from getenv and builds every dependency. It
// does no network I/O beyond what the AWS SDK does to find credentials.
func Load(ctx context.Context, getenv func(string) string) (Deps, error) {
	cfg, err := LoadConfig(getenv)
	if err != nil {
		return Deps{}, fmt.Errorf("config: %w", err)
	}
	log := NewLogger(cfg.LogLevel)
	opts := []func(*awsconfig.LoadOptions) error{awsconfig.WithRegion(cfg.Region)}
	if cfg.Local {
		// The stand-ins accept any credentials; never reach for real ones.
		opts = append(opts, awsconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("local", "local", "")))
	}
	awsCfg, err := awsconfig.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return Deps{}, fmt.Errorf("aws config: %w", err)
	}
	return Build(cfg, log, awsCfg), nil
}

// Build wires the stores, services and server from a configuration.
func Build(cfg Config, log *slog.Logger, awsCfg aws.Config) Deps {
	db := dynamo.New(awsCfg, func(o *dynamodb.Options) {
		if cfg.DynamoEndpoint != "" {
			o.BaseEndpoint = aws.String(cfg.DynamoEndpoint)
		}
	})
	profiles := profiledb.New(db, cfg.Table(tables.Profiles), cfg.Table(tables.CreditUsage))
	limits := ratelimitdb.New(db, cfg.Table(tables.RateLimits))
	events := seceventdb.New(db, cfg.Table(tables.SecurityEvents))
	limiter := &ratelimit.Limiter{Store: limits}

	model := newLLM(cfg, awsCfg)
	srv := &httpapi.Server{
		Log:      log,
		Verifier: &auth.Verifier{Issuer: cfg.Issuer, ClientID: cfg.UserPoolClientID, Keys: auth.NewKeySet(cfg.JWKSURL)},
		Profiles: &profile.Service{Store: profiles, Log: log},
		Limiter:  limiter,
		Events:   &secevent.Recorder{Store: events, Log: log},
		Sessions: practicedb.New(db, cfg.Table(tables.PracticeSessions)),
		Coaching: &coaching.Service{LLM: model, Timeout: cfg.LLMTimeout, Log: log},
		Mailer:   newMailer(cfg, awsCfg),
		Buyer:    newBuyer(model, cfg.LLMTimeout, log),
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
		Public: publicConfig(cfg),
	}
	return Deps{Config: cfg, Log: log, AWS: awsCfg, DB: db, Server: srv}
}

func newLLM(cfg Config, awsCfg aws.Config) llm.Client {
	switch cfg.LLM {
	case "bedrock":
		return llm.NewBedrock(awsCfg, cfg.BedrockModelID, "")
	case "openai":
		return &llm.OpenAI{BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIAPIKey, Model: cfg.OpenAIModel, HTTP: &http.Client{Timeout: cfg.LLMTimeout}}
	}
	return nil
}

// newBuyer is the AI buyer: the built-in engine, or an LLM that falls back to
// it.
func newBuyer(model llm.Client, timeout time.Duration, log *slog.Logger) httpapi.BuyerFunc {
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

func newMailer(cfg Config, awsCfg aws.Config) mail.Sender {
	if cfg.MailboxDir != "" {
		return &mail.Outbox{Box: &mailbox.Box{Dir: cfg.MailboxDir}}
	}
	return &mail.SES{Client: sesv2.NewFromConfig(awsCfg), From: cfg.SESFrom}
}

func publicConfig(cfg Config) httpapi.PublicConfig {
	pc := httpapi.PublicConfig{
		Auth: httpapi.AuthConfig{
			Region: cfg.Region, UserPoolID: cfg.UserPoolID, UserPoolClientID: cfg.UserPoolClientID,
			GoogleEnabled: cfg.GoogleEnabled,
		},
		Providers: httpapi.ProviderNames{Coach: cfg.LLM, SpeechToText: "unavailable", TextToSpeech: "unavailable"},
		Local:     cfg.Local,
		Demo:      httpapi.DemoConfig{Objection: coaching.DemoObjection},
		Backends:  map[string]string{"data": "dynamodb", "auth": "cognito", "files": "s3", "coach": "builtin"},
	}
	if cfg.Local {
		pc.Auth.UserPoolEndpoint = cfg.UserPoolEndpoint
		pc.Backends = map[string]string{"data": "dynalite", "auth": "cognito-local", "files": "gofakes3", "coach": "builtin"}
	}
	return pc
}
