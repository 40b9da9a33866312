// Package settings reads what the CDK app is told at synth time: the target
// environment, naming, where the built code is, and the product's deploy
// choices (e-mail sender, LLM provider, Google sign-in, alarms, limits).
//
// Every value has a CDK context key (cdk.json, `cdk -c key=value`) and most
// also a samconfig.toml key in [<env>.deploy.parameters]; context wins over
// samconfig.toml, which wins over the defaults. Two environment variables
// point synth at other build folders (for a Makefile or CI).
package settings

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Context keys, as written in cdk.json or passed with `-c`.
const (
	KeyEnv         = "env"         // dev, prod, … (default dev); picks the samconfig.toml section
	KeyStackPrefix = "stackPrefix" // default PitchPerfect-<env>
	KeyAccount     = "account"     // default: CDK_DEFAULT_ACCOUNT, else env-agnostic
	KeyRegion      = "region"      // default: CDK_DEFAULT_REGION, else env-agnostic
	KeyAssetRoot   = "assetRoot"   // default .build, relative to the folder of cdk.json
	KeySiteRoot    = "siteRoot"    // default webapp/dist, relative to the folder of cdk.json

	KeySESFrom             = "sesFrom"                // sender of feedback e-mail (required)
	KeySESIdentity         = "sesIdentity"            // SES identity to create: a domain or the sender address (default)
	KeyLLMProvider         = "llmProvider"            // builtin (default) or bedrock
	KeyBedrockModelID      = "bedrockModelId"         // model or inference profile id
	KeyGoogleClientID      = "googleClientId"         // Google sign-in: OAuth client id
	KeyGoogleSecretName    = "googleClientSecretName" // Secrets Manager secret holding the client secret
	KeyAuthDomainPrefix    = "authDomainPrefix"       // Cognito domain prefix (needed with Google)
	KeyDomainName          = "domainName"             // custom domain of the site (optional)
	KeyCertificateARN      = "certificateArn"         // ACM certificate in us-east-1 for domainName
	KeyAlarmEmail          = "alarmEmail"             // who gets the alarms (optional)
	KeyAPIThrottleRate     = "apiThrottleRate"        // requests per second, whole API
	KeyAPIThrottleBurst    = "apiThrottleBurst"       // burst, whole API
	KeyCostlyThrottleRate  = "costlyThrottleRate"     // per route, for routes that call paid services
	KeyCostlyThrottleBurst = "costlyThrottleBurst"    // burst of those routes
	KeyReservedConcurrency = "reservedConcurrency"    // per function; 0 = none (default)
	KeyLogRetentionDays    = "logRetentionDays"       // CloudWatch Logs retention
	KeyLogLevel            = "logLevel"               // functions' LOG_LEVEL
)

// samconfigKeys maps context keys to their samconfig.toml names.
var samconfigKeys = map[string]string{
	KeyStackPrefix:         "stack_name",
	KeyRegion:              "region",
	KeySESFrom:             "ses_from",
	KeySESIdentity:         "ses_identity",
	KeyLLMProvider:         "llm_provider",
	KeyBedrockModelID:      "bedrock_model_id",
	KeyGoogleClientID:      "google_client_id",
	KeyGoogleSecretName:    "google_client_secret_name",
	KeyAuthDomainPrefix:    "auth_domain_prefix",
	KeyDomainName:          "domain_name",
	KeyCertificateARN:      "certificate_arn",
	KeyAlarmEmail:          "alarm_email",
	KeyAPIThrottleRate:     "api_throttle_rate",
	KeyAPIThrottleBurst:    "api_throttle_burst",
	KeyCostlyThrottleRate:  "costly_throttle_rate",
	KeyCostlyThrottleBurst: "costly_throttle_burst",
	KeyReservedConcurrency: "reserved_concurrency",
	KeyLogRetentionDays:    "log_retention_days",
	KeyLogLevel:            "log_level",
}

// Environment variables that override the build folders; a relative path is
// taken from the current directory, like any path typed in a shell.
const (
	EnvAssetRoot = "PITCHPERFECT_ASSET_ROOT"
	EnvSiteRoot  = "PITCHPERFECT_SITE_ROOT"
)

// Defaults of the product settings.
const (
	DefaultBedrockModelID   = "amazon.nova-lite-v1:0"
	DefaultAPIThrottleRate  = 50
	DefaultAPIThrottleBurst = 100
	DefaultCostlyRate       = 5
	DefaultCostlyBurst      = 10
	DefaultLogRetentionDays = 30
)

// Settings is the resolved configuration of one synth.
type Settings struct {
	Env         string
	StackPrefix string
	Account     string // empty: the stacks are environment-agnostic
	Region      string
	AssetRoot   string // absolute: <function>/bootstrap per Lambda
	SiteRoot    string // absolute: the built web app (index.html, assets/)

	SESFrom     string // the From address of feedback e-mail
	SESIdentity string // the SES identity that authorizes it: SESFrom or its domain

	LLMProvider    string // "builtin" or "bedrock"
	BedrockModelID string // set when LLMProvider is bedrock

	GoogleClientID   string // empty: no Google sign-in
	GoogleSecretName string
	AuthDomainPrefix string // Cognito domain prefix; empty: no Cognito domain

	DomainName     string // empty: the CloudFront domain
	CertificateARN string

	AlarmEmail string

	APIThrottleRate     float64
	APIThrottleBurst    int
	CostlyThrottleRate  float64
	CostlyThrottleBurst int
	ReservedConcurrency int
	LogRetentionDays    int
	LogLevel            string

	// Warnings are problems that do not stop a synth but would make a
	// deployment misbehave (main reports them as CDK annotations).
	Warnings []string
}

// GoogleEnabled reports whether Google sign-in is configured.
func (s Settings) GoogleEnabled() bool { return s.GoogleClientID != "" }

// Paths anchors relative paths.
type Paths struct {
	Cwd  string // the process's working directory
	Root string // the folder holding cdk.json (the repository root)
}

var (
	namePart     = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9-]*$`)
	domainPrefix = regexp.MustCompile(`^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$`)
	hostname     = regexp.MustCompile(`^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$`)
	modelID      = regexp.MustCompile(`^[a-z0-9][a-zA-Z0-9._:-]*$`)
	usEast1Cert  = regexp.MustCompile(`^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate/[0-9a-f-]+$`)
	// Log retention values CloudWatch Logs accepts.
	retentionDays = []int{1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653}
	// Reserved example domains: mail "from" them cannot be verified.
	exampleDomains = []string{"example.com", "example.org", "example.net", "invalid", "test", "localhost"}
)

// Resolve reads the settings. context looks up a CDK context value (nil when
// unset); getenv reads the process environment; sam is samconfig.toml (nil
// for none).
func Resolve(context func(key string) any, getenv func(string) string, paths Paths, sam Samconfig) (Settings, error) {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	var deploy map[string]any // filled once env is known
	lookup := func(key string) (any, string) {
		if v := context(key); v != nil {
			return v, "context " + strconv.Quote(key)
		}
		if sk := samconfigKeys[key]; sk != "" && deploy != nil {
			if v, ok := deploy[sk]; ok {
				return v, "samconfig.toml " + sk
			}
		}
		return nil, ""
	}
	str := func(key string) string {
		v, where := lookup(key)
		switch v := v.(type) {
		case nil:
			return ""
		case string:
			return strings.TrimSpace(v)
		default:
			fail("%s must be a string, got %T", where, v)
			return ""
		}
	}
	num := func(key string, def float64) float64 {
		v, where := lookup(key)
		switch v := v.(type) {
		case nil:
			return def
		case float64:
			return v
		case string: // -c key=value always gives a string
			if v == "" {
				return def
			}
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				fail("%s must be a number, got %q", where, v)
			}
			return f
		default:
			fail("%s must be a number, got %T", where, v)
			return def
		}
	}
	integer := func(key string, def int) int {
		f := num(key, float64(def))
		if f != float64(int(f)) {
			_, where := lookup(key)
			fail("%s must be a whole number, got %v", where, f)
		}
		return int(f)
	}

	s := Settings{Env: cmp.Or(str(KeyEnv), "dev")}
	deploy = sam.DeployParameters(s.Env)
	s.Account = cmp.Or(str(KeyAccount), getenv("CDK_DEFAULT_ACCOUNT"))
	s.Region = cmp.Or(str(KeyRegion), getenv("CDK_DEFAULT_REGION"))
	s.StackPrefix = cmp.Or(str(KeyStackPrefix), "PitchPerfect-"+s.Env)
	s.AssetRoot = folder(str(KeyAssetRoot), getenv(EnvAssetRoot), ".build", paths)
	s.SiteRoot = folder(str(KeySiteRoot), getenv(EnvSiteRoot), filepath.Join("webapp", "dist"), paths)
	if !namePart.MatchString(s.Env) {
		fail("env %q: use letters, digits and dashes", s.Env)
	}
	if !namePart.MatchString(s.StackPrefix) {
		fail("stackPrefix %q: use letters, digits and dashes", s.StackPrefix)
	}

	// E-mail: the function that sends it needs SES_FROM.
	s.SESFrom = str(KeySESFrom)
	s.SESIdentity = str(KeySESIdentity)
	if s.SESFrom == "" {
		fail("ses_from (context %q) is required: the sender of feedback e-mail, e.g. no-reply@yourdomain.com", KeySESFrom)
	} else if addr, err := mail.ParseAddress(s.SESFrom); err != nil || addr.Name != "" || addr.Address != s.SESFrom {
		fail("ses_from %q must be a bare e-mail address", s.SESFrom)
	} else {
		_, domain, _ := strings.Cut(s.SESFrom, "@")
		domain = strings.ToLower(domain)
		if s.SESIdentity == "" {
			s.SESIdentity = s.SESFrom
		}
		if !strings.EqualFold(s.SESIdentity, s.SESFrom) && !strings.EqualFold(s.SESIdentity, domain) {
			fail("ses_identity %q must be ses_from (%s) or its domain (%s)", s.SESIdentity, s.SESFrom, domain)
		}
		for _, ex := range exampleDomains {
			if domain == ex || strings.HasSuffix(domain, "."+ex) {
				s.Warnings = append(s.Warnings, fmt.Sprintf(
					"ses_from %s uses a reserved example domain: SES cannot verify it, so feedback e-mail will fail until you set a sender you own", s.SESFrom))
			}
		}
	}

	// The coach's language model.
	s.LLMProvider = cmp.Or(str(KeyLLMProvider), "builtin")
	switch s.LLMProvider {
	case "builtin":
	case "bedrock":
		s.BedrockModelID = cmp.Or(str(KeyBedrockModelID), DefaultBedrockModelID)
		if !modelID.MatchString(s.BedrockModelID) {
			fail("bedrock_model_id %q is not a Bedrock model or inference profile id", s.BedrockModelID)
		}
	case "openai":
		fail("llm_provider openai is not deployable by this stack (it needs an API key secret); use builtin or bedrock")
	default:
		fail("llm_provider %q: use builtin or bedrock", s.LLMProvider)
	}

	// Google sign-in needs a client, its secret and a Cognito domain.
	s.GoogleClientID = str(KeyGoogleClientID)
	s.GoogleSecretName = str(KeyGoogleSecretName)
	s.AuthDomainPrefix = str(KeyAuthDomainPrefix)
	if (s.GoogleClientID == "") != (s.GoogleSecretName == "") {
		fail("google_client_id and google_client_secret_name go together (the secret's value is Google's client secret)")
	}
	if s.GoogleClientID != "" && s.AuthDomainPrefix == "" {
		fail("Google sign-in needs auth_domain_prefix: a globally unique Cognito domain prefix, e.g. pitchperfect-%s-yourcompany", strings.ToLower(s.Env))
	}
	if s.AuthDomainPrefix != "" && (!domainPrefix.MatchString(s.AuthDomainPrefix) ||
		strings.Contains(s.AuthDomainPrefix, "aws") || strings.Contains(s.AuthDomainPrefix, "amazon") || strings.Contains(s.AuthDomainPrefix, "cognito")) {
		fail("auth_domain_prefix %q: lower-case letters, digits and dashes, without aws, amazon or cognito", s.AuthDomainPrefix)
	}

	// Custom domain for the site.
	s.DomainName = strings.ToLower(str(KeyDomainName))
	s.CertificateARN = str(KeyCertificateARN)
	if (s.DomainName == "") != (s.CertificateARN == "") {
		fail("domain_name and certificate_arn go together")
	}
	if s.DomainName != "" && !hostname.MatchString(s.DomainName) {
		fail("domain_name %q is not a host name", s.DomainName)
	}
	if s.CertificateARN != "" && !usEast1Cert.MatchString(s.CertificateARN) {
		fail("certificate_arn %q must be an ACM certificate in us-east-1 (CloudFront only uses those)", s.CertificateARN)
	}

	s.AlarmEmail = str(KeyAlarmEmail)
	if s.AlarmEmail != "" {
		if a, err := mail.ParseAddress(s.AlarmEmail); err != nil || a.Address != s.AlarmEmail {
			fail("alarm_email %q must be a bare e-mail address", s.AlarmEmail)
		}
	}

	// Limits that protect the account.
	s.APIThrottleRate = num(KeyAPIThrottleRate, DefaultAPIThrottleRate)
	s.APIThrottleBurst = integer(KeyAPIThrottleBurst, DefaultAPIThrottleBurst)
	s.CostlyThrottleRate = num(KeyCostlyThrottleRate, DefaultCostlyRate)
	s.CostlyThrottleBurst = integer(KeyCostlyThrottleBurst, DefaultCostlyBurst)
	s.ReservedConcurrency = integer(KeyReservedConcurrency, 0)
	if s.APIThrottleRate <= 0 || s.APIThrottleBurst <= 0 || s.CostlyThrottleRate <= 0 || s.CostlyThrottleBurst <= 0 {
		fail("throttle rates and bursts must be positive")
	}
	if s.CostlyThrottleRate > s.APIThrottleRate || s.CostlyThrottleBurst > s.APIThrottleBurst {
		fail("costly_throttle_* must not exceed api_throttle_*")
	}
	if s.ReservedConcurrency < 0 {
		fail("reserved_concurrency must be 0 (none) or more")
	}
	s.LogRetentionDays = integer(KeyLogRetentionDays, DefaultLogRetentionDays)
	if !slices.Contains(retentionDays, s.LogRetentionDays) {
		fail("log_retention_days %d: CloudWatch accepts %v", s.LogRetentionDays, retentionDays)
	}
	s.LogLevel = strings.ToUpper(cmp.Or(str(KeyLogLevel), "INFO"))
	if !slices.Contains([]string{"DEBUG", "INFO", "WARN", "ERROR"}, s.LogLevel) {
		fail("log_level %q: use DEBUG, INFO, WARN or ERROR", s.LogLevel)
	}
	return s, errors.Join(errs...)
}

// folder resolves a build folder: the environment variable (relative to the
// working directory) beats the context value (relative to the project root),
// which beats the default (relative to the project root).
func folder(fromContext, fromEnv, def string, paths Paths) string {
	switch {
	case fromEnv != "":
		return absolute(paths.Cwd, fromEnv)
	case fromContext != "":
		return absolute(paths.Root, fromContext)
	default:
		return filepath.Join(paths.Root, def)
	}
}

func absolute(base, path string) string {
	if filepath.IsAbs(path) {
		return filepath.Clean(path)
	}
	return filepath.Join(base, path)
}

// ProjectContext finds cdk.json in dir or the nearest parent and returns its
// "context" object and its folder. The CDK CLI passes that context to the app
// itself; a plain `go run` does not, so the app hands it to awscdk.NewApp as
// defaults and both ways synthesize the same templates (values given to the
// CLI still win).
func ProjectContext(dir string) (context map[string]any, root string, err error) {
	if dir, err = filepath.Abs(dir); err != nil {
		return nil, "", err
	}
	for d := dir; ; d = filepath.Dir(d) {
		path := filepath.Join(d, "cdk.json")
		raw, err := os.ReadFile(path)
		if err == nil {
			var f struct {
				Context map[string]any `json:"context"`
			}
			if err := json.Unmarshal(raw, &f); err != nil {
				return nil, "", fmt.Errorf("%s: %w", path, err)
			}
			return f.Context, d, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return nil, "", err
		}
		if filepath.Dir(d) == d {
			return nil, "", fmt.Errorf("no cdk.json in %s or any parent folder", dir)
		}
	}
}
