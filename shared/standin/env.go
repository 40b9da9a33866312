package standin

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"pitchperfect/shared/tables"
)

// Options configures a local environment.
type Options struct {
	BinDir  string // where the npm binaries are; empty: BinDir()
	DataDir string // empty: everything in memory / a temporary folder
	// IssuerDomain, when set, replaces cognito-local's address in the
	// tokens' issuer, so the issuer survives a restart on another port.
	IssuerDomain string
	PoolName     string // default "pitchperfect-local"
	Mail         func(Mail)
	Log          io.Writer // stand-ins' console output; nil discards it
}

// Env is a running set of stand-ins with their tables and user pool.
type Env struct {
	Dynamo  *Process
	Cognito *Process
	Pool    UserPool
	Issuer  string
	AWS     aws.Config
	DDB     *dynamodb.Client
	IDP     *cip.Client
	tmp     string
}

// Region is the region every local client uses.
const Region = "us-east-1"

// Start starts dynalite and cognito-local and provisions them.
func Start(ctx context.Context, o Options) (env *Env, err error) {
	if o.BinDir == "" {
		if o.BinDir, err = BinDir(); err != nil {
			return nil, err
		}
	}
	if o.PoolName == "" {
		o.PoolName = "pitchperfect-local"
	}
	env = &Env{}
	defer func() {
		if err != nil {
			env.Stop()
		}
	}()
	dynDir, cogDir := "", ""
	if o.DataDir != "" {
		dynDir, cogDir = filepath.Join(o.DataDir, "dynamo"), filepath.Join(o.DataDir, "cognito")
	} else {
		if env.tmp, err = os.MkdirTemp("", "pitchperfect-cognito-"); err != nil {
			return nil, err
		}
		cogDir = env.tmp
	}
	log := o.Log
	if log == nil {
		log = io.Discard
	}
	if env.Dynamo, err = Dynalite(ctx, o.BinDir, dynDir, log); err != nil {
		return nil, err
	}
	if env.Cognito, err = Cognito(ctx, CognitoOptions{BinDir: o.BinDir, DataDir: cogDir, IssuerDomain: o.IssuerDomain, Mail: o.Mail, Log: log}); err != nil {
		return nil, err
	}
	env.AWS, err = awsconfig.LoadDefaultConfig(ctx, awsconfig.WithRegion(Region),
		awsconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("local", "local", "")))
	if err != nil {
		return nil, err
	}
	env.DDB = dynamodb.NewFromConfig(env.AWS, func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(env.Dynamo.Endpoint) })
	env.IDP = cip.NewFromConfig(env.AWS, func(o *cip.Options) { o.BaseEndpoint = aws.String(env.Cognito.Endpoint) })
	if err = EnsureTables(ctx, env.DDB, func(t tables.Spec) string { return t.Logical }); err != nil {
		return nil, err
	}
	if env.Pool, err = EnsureUserPool(ctx, env.IDP, o.PoolName); err != nil {
		return nil, err
	}
	env.Issuer = cmp.Or(o.IssuerDomain, DefaultIssuerDomain) + "/" + env.Pool.ID
	return env, nil
}

// Getenv returns the variables that point platform.LoadConfig at the
// stand-ins; other names fall through to os.Getenv.
func (e *Env) Getenv(extra map[string]string) func(string) string {
	vars := map[string]string{
		"APP_ENV":             "local",
		"AWS_REGION":          Region,
		"DYNAMODB_ENDPOINT":   e.Dynamo.Endpoint,
		"USER_POOL_ID":        e.Pool.ID,
		"USER_POOL_CLIENT_ID": e.Pool.ClientID,
		"COGNITO_ISSUER":      e.Issuer,
		"COGNITO_JWKS_URL":    e.Cognito.Endpoint + "/" + e.Pool.ID + "/.well-known/jwks.json",
		"COGNITO_ENDPOINT":    e.Cognito.Endpoint,
	}
	for k, v := range extra {
		vars[k] = v
	}
	return func(k string) string {
		if v, ok := vars[k]; ok {
			return v
		}
		return os.Getenv(k)
	}
}

// Stop ends both stand-ins.
func (e *Env) Stop() {
	if e == nil {
		return
	}
	e.Cognito.Stop()
	e.Dynamo.Stop()
	if e.tmp != "" {
		_ = os.RemoveAll(e.tmp)
	}
}

// Tokens are a signed-in user's tokens.
type Tokens struct {
	ID, Access, Refresh string
}

// NewUser signs up a confirmed user (in the given groups) and signs it in.
func (e *Env) NewUser(ctx context.Context, email, password string, groups ...string) (Tokens, error) {
	_, err := e.IDP.SignUp(ctx, &cip.SignUpInput{
		ClientId: &e.Pool.ClientID, Username: &email, Password: &password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}},
	})
	if err != nil {
		return Tokens{}, fmt.Errorf("sign up: %w", err)
	}
	if _, err := e.IDP.AdminConfirmSignUp(ctx, &cip.AdminConfirmSignUpInput{UserPoolId: &e.Pool.ID, Username: &email}); err != nil {
		return Tokens{}, fmt.Errorf("confirm: %w", err)
	}
	for _, g := range groups {
		if _, err := e.IDP.AdminAddUserToGroup(ctx, &cip.AdminAddUserToGroupInput{UserPoolId: &e.Pool.ID, Username: &email, GroupName: aws.String(g)}); err != nil {
			return Tokens{}, fmt.Errorf("add to group %s: %w", g, err)
		}
	}
	return e.SignIn(ctx, email, password)
}

// SignIn returns the tokens of an existing user.
func (e *Env) SignIn(ctx context.Context, email, password string) (Tokens, error) {
	out, err := e.IDP.InitiateAuth(ctx, &cip.InitiateAuthInput{
		ClientId: &e.Pool.ClientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
		AuthParameters: map[string]string{"USERNAME": email, "PASSWORD": password},
	})
	if err != nil {
		return Tokens{}, fmt.Errorf("sign in: %w", err)
	}
	if out.AuthenticationResult == nil {
		return Tokens{}, errors.New("sign in: no tokens (challenge required)")
	}
	r := out.AuthenticationResult
	return Tokens{ID: aws.ToString(r.IdToken), Access: aws.ToString(r.AccessToken), Refresh: aws.ToString(r.RefreshToken)}, nil
}

// RepoRoot walks up from the working directory to the folder with go.work.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.work not found above the working directory")
		}
		dir = parent
	}
}

// BinDir is where the stand-ins' npm binaries live: $STANDINS_BIN, or
// webapp/node_modules/.bin in the repository.
func BinDir() (string, error) {
	if d := os.Getenv("STANDINS_BIN"); d != "" {
		return d, nil
	}
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "webapp", "node_modules", ".bin"), nil
}
