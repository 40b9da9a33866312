package standin

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
)

// CognitoOptions configures cognito-local.
type CognitoOptions struct {
	BinDir  string
	DataDir string // users and pools are kept under DataDir/.cognito
	// IssuerDomain is the tokens' issuer prefix (issuer = IssuerDomain/poolId).
	// Empty means cognito-local's own address.
	IssuerDomain string
	// Mail receives every message cognito-local "sends" (it prints them).
	Mail func(Mail)
	Log  io.Writer // the rest of its output
}

// Cognito starts cognito-local on a free port.
func Cognito(ctx context.Context, o CognitoOptions) (*Process, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	endpoint := "http://127.0.0.1:" + strconv.Itoa(port)
	issuer := o.IssuerDomain
	if issuer == "" {
		issuer = endpoint
	}
	confDir := filepath.Join(o.DataDir, ".cognito")
	if err := os.MkdirAll(confDir, 0o755); err != nil {
		return nil, err
	}
	conf, _ := json.MarshalIndent(map[string]any{
		"TokenConfig":      map[string]any{"IssuerDomain": issuer},
		"UserPoolDefaults": map[string]any{"UsernameAttributes": []string{"email"}},
	}, "", "  ")
	if err := os.WriteFile(filepath.Join(confDir, "config.json"), conf, 0o644); err != nil {
		return nil, err
	}
	out := o.Log
	if out == nil {
		out = io.Discard
	}
	w := newMailScanner(o.Mail, out)
	env := []string{"PORT=" + strconv.Itoa(port), "HOST=127.0.0.1", "NO_COLOR=1", "FORCE_COLOR=0"}
	return start(ctx, "cognito-local", filepath.Join(o.BinDir, "cognito-local"), nil, o.DataDir, env, port, w)
}
