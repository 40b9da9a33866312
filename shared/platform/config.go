// Package platform reads the configuration once and builds the clients and
// stores every function needs. Constructors here do no network I/O, so a
// Lambda cold start stays short and a misconfiguration is reported as an
// error from Load, never as a panic or an exit deep inside.
package platform

import (
	"cmp"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"pitchperfect/shared/llm"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/tables"
)

// Config is everything read from the environment.
type Config struct {
	Region string
	// Local is true only under the local server; it unlocks the dev mailbox
	// and lets the token issuer be plain http (cognito-local).
	Local bool

	DynamoEndpoint string // empty in the cloud
	S3Endpoint     string // empty in the cloud
	Bucket         string

	// Tables maps a logical table name to the deployed one.
	Tables map[string]string

	UserPoolID       string
	UserPoolClientID string
	// Issuer is the only token issuer accepted; JWKSURL is where its keys live.
	Issuer  string
	JWKSURL string
	// UserPoolEndpoint is given to the SPA when the user pool is a stand-in.
	UserPoolEndpoint string
	GoogleEnabled    bool
	MailboxDir       string // local only: where outgoing mail is kept
	SiteURL          string // the web app's origin, for links in e-mail (team invites)
	SESFrom          string // cloud: the verified sender of feedback e-mail (Load requires it with the SES backend)

	// OAuthDomain is the Cognito domain's host (COGNITO_OAUTH_DOMAIN, set by
	// the CDK app with Google sign-in), for /api/config.
	OAuthDomain string

	// LLM is the coach's language-model provider: "builtin" (none),
	// "bedrock" or "openai" (any OpenAI-compatible endpoint).
	LLM            string
	BedrockModelID string
	// BedrockGuardrail (BEDROCK_GUARDRAIL_ID, BEDROCK_GUARDRAIL_VERSION; the
	// CDK app sets both) screens every user text before the model sees it.
	BedrockGuardrail llm.Guardrail
	OpenAIBaseURL    string
	OpenAIAPIKey     string
	OpenAIModel      string
	LLMTimeout       time.Duration
	// STT is the speech-to-text provider (STT_PROVIDER): "pocketsphinx"
	// (the local default), "transcribe" (the cloud default), "openai" (an
	// OpenAI-compatible /v1/audio/transcriptions, at OpenAIBaseURL) or
	// "none". TTS is the text-to-speech provider (TTS_PROVIDER): "flite"
	// (local), "polly" (cloud), "openai" (/v1/audio/speech), "elevenlabs"
	// or "none".
	STT, TTS string
	// OpenAISTTModel and OpenAITTSModel are the models of the openai speech
	// providers (OPENAI_STT_MODEL, default whisper-1; OPENAI_TTS_MODEL,
	// default tts-1).
	OpenAISTTModel, OpenAITTSModel string
	// ElevenLabsAPIKey and ElevenLabsBaseURL configure TTS_PROVIDER=elevenlabs.
	ElevenLabsAPIKey, ElevenLabsBaseURL string
	// DynamoAttemptTimeout is how long a DynamoDB call may take to start
	// answering (DYNAMO_ATTEMPT_TIMEOUT_MS; 2 s in the cloud, where DynamoDB
	// answers these small items in milliseconds; 8 s locally, where dynalite
	// is one node process that a burst on a busy laptop keeps for seconds).
	DynamoAttemptTimeout time.Duration
	// UserCheckTTL is how long a warm function trusts that a token's user
	// still exists (USER_CHECK_TTL_MS; 0: auth.DefaultUserCheckTTL).
	UserCheckTTL time.Duration

	LogLevel slog.Level

	// FreeMonthlyCredits is the free allowance that tops a balance up once
	// per calendar month (FREE_MONTHLY_CREDITS; default
	// profile.DefaultMonthlyCredits, 0 turns it off).
	FreeMonthlyCredits int

	// OriginSecret is the value CloudFront sends in httpapi's
	// OriginVerifyHeader (ORIGIN_VERIFY_SECRET, set by the CDK app on the
	// HTTP functions): requests without it are refused, and only requests
	// with it name the viewer's address. Ignored in local mode, where no
	// CloudFront is in front.
	OriginSecret string
}

// MinOriginSecretLen is the shortest origin secret Load accepts; the CDK app
// generates 48 characters.
const MinOriginSecretLen = 32

// LoadConfig reads the configuration from getenv.
func LoadConfig(getenv func(string) string) (Config, error) {
	c := Config{
		Region:               cmp.Or(getenv("AWS_REGION"), "us-east-1"),
		Local:                getenv("APP_ENV") == "local",
		DynamoEndpoint:       getenv("DYNAMODB_ENDPOINT"),
		S3Endpoint:           getenv("S3_ENDPOINT"),
		Bucket:               getenv("RECORDINGS_BUCKET"),
		Tables:               map[string]string{},
		UserPoolID:           getenv("USER_POOL_ID"),
		UserPoolClientID:     getenv("USER_POOL_CLIENT_ID"),
		Issuer:               getenv("COGNITO_ISSUER"),
		JWKSURL:              getenv("COGNITO_JWKS_URL"),
		UserPoolEndpoint:     getenv("COGNITO_ENDPOINT"),
		GoogleEnabled:        getenv("GOOGLE_AUTH_ENABLED") == "true",
		OAuthDomain:          getenv("COGNITO_OAUTH_DOMAIN"),
		MailboxDir:           getenv("MAILBOX_DIR"),
		SiteURL:              getenv("SITE_URL"),
		SESFrom:              getenv("SES_FROM"),
		LLM:                  cmp.Or(getenv("LLM_PROVIDER"), "builtin"),
		BedrockModelID:       getenv("BEDROCK_MODEL_ID"),
		BedrockGuardrail:     llm.Guardrail{ID: getenv("BEDROCK_GUARDRAIL_ID"), Version: getenv("BEDROCK_GUARDRAIL_VERSION")},
		OpenAIBaseURL:        getenv("OPENAI_BASE_URL"),
		OpenAIAPIKey:         getenv("OPENAI_API_KEY"),
		OpenAIModel:          getenv("OPENAI_MODEL"),
		LLMTimeout:           10 * time.Second,
		STT:                  getenv("STT_PROVIDER"),
		TTS:                  getenv("TTS_PROVIDER"),
		OpenAISTTModel:       cmp.Or(getenv("OPENAI_STT_MODEL"), "whisper-1"),
		OpenAITTSModel:       cmp.Or(getenv("OPENAI_TTS_MODEL"), "tts-1"),
		ElevenLabsAPIKey:     getenv("ELEVENLABS_API_KEY"),
		ElevenLabsBaseURL:    getenv("ELEVENLABS_BASE_URL"),
		DynamoAttemptTimeout: 2 * time.Second,
		FreeMonthlyCredits:   profile.DefaultMonthlyCredits,
	}
	if v := getenv("FREE_MONTHLY_CREDITS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > profile.MaxGrant {
			return c, fmt.Errorf("FREE_MONTHLY_CREDITS %q must be a whole number from 0 to %d", v, profile.MaxGrant)
		}
		c.FreeMonthlyCredits = n
	}
	if !c.Local {
		c.OriginSecret = getenv("ORIGIN_VERIFY_SECRET")
	}
	if c.STT == "" {
		c.STT = map[bool]string{true: "pocketsphinx", false: "transcribe"}[c.Local]
	}
	if c.TTS == "" {
		c.TTS = map[bool]string{true: "flite", false: "polly"}[c.Local]
	}
	if v := getenv("LLM_TIMEOUT_MS"); v != "" {
		ms, err := strconv.Atoi(v)
		if err != nil || ms <= 0 {
			return c, fmt.Errorf("LLM_TIMEOUT_MS %q must be a positive number of milliseconds", v)
		}
		c.LLMTimeout = time.Duration(ms) * time.Millisecond
	}
	if c.Local {
		c.DynamoAttemptTimeout = localDynamoAttemptTimeout
	}
	if v := getenv("DYNAMO_ATTEMPT_TIMEOUT_MS"); v != "" {
		ms, err := strconv.Atoi(v)
		if err != nil || ms <= 0 {
			return c, fmt.Errorf("DYNAMO_ATTEMPT_TIMEOUT_MS %q must be a positive number of milliseconds", v)
		}
		c.DynamoAttemptTimeout = time.Duration(ms) * time.Millisecond
	}
	if v := getenv("USER_CHECK_TTL_MS"); v != "" {
		ms, err := strconv.Atoi(v)
		if err != nil || ms <= 0 {
			return c, fmt.Errorf("USER_CHECK_TTL_MS %q must be a positive number of milliseconds", v)
		}
		c.UserCheckTTL = time.Duration(ms) * time.Millisecond
	}
	for _, t := range tables.All() {
		c.Tables[t.Logical] = cmp.Or(getenv(t.EnvVar), t.Logical)
	}
	if c.Issuer == "" && c.UserPoolID != "" {
		c.Issuer = fmt.Sprintf("https://cognito-idp.%s.amazonaws.com/%s", c.Region, c.UserPoolID)
	}
	if c.JWKSURL == "" && c.Issuer != "" {
		c.JWKSURL = c.Issuer + "/.well-known/jwks.json"
	}
	if err := c.LogLevel.UnmarshalText([]byte(cmp.Or(getenv("LOG_LEVEL"), "INFO"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	return c, c.validate()
}

func (c Config) validate() error {
	var errs []error
	if c.UserPoolID == "" {
		errs = append(errs, errors.New("USER_POOL_ID is required"))
	}
	if c.UserPoolClientID == "" {
		errs = append(errs, errors.New("USER_POOL_CLIENT_ID is required"))
	}
	// cognito-local's signing key is public: outside local mode only an https
	// issuer (the real Cognito) is ever trusted.
	if !c.Local && !strings.HasPrefix(c.Issuer, "https://") {
		errs = append(errs, fmt.Errorf("COGNITO_ISSUER %q must be https outside local mode", c.Issuer))
	}
	if !c.Local && (c.DynamoEndpoint != "" || c.S3Endpoint != "") {
		errs = append(errs, errors.New("DYNAMODB_ENDPOINT and S3_ENDPOINT are for local mode only"))
	}
	if c.OriginSecret != "" && len(c.OriginSecret) < MinOriginSecretLen {
		errs = append(errs, fmt.Errorf("ORIGIN_VERIFY_SECRET must have at least %d characters", MinOriginSecretLen))
	}
	switch c.LLM {
	case "builtin":
	case "bedrock":
		if c.BedrockModelID == "" {
			errs = append(errs, errors.New("LLM_PROVIDER=bedrock needs BEDROCK_MODEL_ID"))
		}
		if (c.BedrockGuardrail.ID == "") != (c.BedrockGuardrail.Version == "") {
			errs = append(errs, errors.New("BEDROCK_GUARDRAIL_ID and BEDROCK_GUARDRAIL_VERSION go together"))
		}
	case "openai":
		if c.OpenAIBaseURL == "" || c.OpenAIModel == "" {
			errs = append(errs, errors.New("LLM_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL"))
		}
	default:
		errs = append(errs, fmt.Errorf("LLM_PROVIDER %q: use builtin, bedrock or openai", c.LLM))
	}
	switch c.STT {
	case "pocketsphinx", "transcribe", "none":
	case "openai":
		if c.OpenAIBaseURL == "" {
			errs = append(errs, errors.New("STT_PROVIDER=openai needs OPENAI_BASE_URL"))
		}
	default:
		errs = append(errs, fmt.Errorf("STT_PROVIDER %q: use pocketsphinx, transcribe, openai or none", c.STT))
	}
	switch c.TTS {
	case "flite", "polly", "none":
	case "openai":
		if c.OpenAIBaseURL == "" {
			errs = append(errs, errors.New("TTS_PROVIDER=openai needs OPENAI_BASE_URL"))
		}
	case "elevenlabs":
		if c.ElevenLabsAPIKey == "" {
			errs = append(errs, errors.New("TTS_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY"))
		}
	default:
		errs = append(errs, fmt.Errorf("TTS_PROVIDER %q: use flite, polly, openai, elevenlabs or none", c.TTS))
	}

	return errors.Join(errs...)
}

// Table returns the deployed name of a table.
func (c Config) Table(t tables.Spec) string { return c.Tables[t.Logical] }

// localDynamoAttemptTimeout is DynamoAttemptTimeout's default locally.
const localDynamoAttemptTimeout = 8 * time.Second
