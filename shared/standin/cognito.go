package standin

import (
	"cmp"
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// DefaultIssuerDomain is the tokens' issuer prefix when CognitoOptions has
// none. cognito-local picks its own port, unknown when its configuration is
// written, so the issuer cannot name it; nothing but the token checks reads
// the issuer, and they are given it (Env.Issuer).
const DefaultIssuerDomain = "http://cognito-local.localhost"

var cognitoReady = regexp.MustCompile(`Cognito Local running on https?://[^\s]*:(\d+)`)

// syncPrettyLog makes cognito-local write each log line as it is logged.
// Its logger (pino through pino-pretty's asynchronous stream) holds lines
// back in batches that grow as it goes, so a confirmation code could wait
// for later sign-ups before reaching the mailbox; here pino-pretty's
// formatter writes every line to stdout at once instead.
const syncPrettyLog = `(function () {
  var Module = require('module'), load = Module._load, fs = require('fs');
  Module._load = function (request) {
    var m = load.apply(this, arguments);
    if (request !== 'pino-pretty' || typeof m.prettyFactory !== 'function') return m;
    var build = function (opts) {
      var pretty = m.prettyFactory(opts || {});
      return { write: function (line) { fs.writeSync(1, pretty(line)); } };
    };
    build.prettyFactory = m.prettyFactory;
    return build;
  };
})();
`

// Cognito starts cognito-local on a port of its choosing.
func Cognito(ctx context.Context, o CognitoOptions) (*Process, error) {
	node, script, err := nodeScript(o.BinDir, "cognito-local")
	if err != nil {
		return nil, err
	}
	issuer := cmp.Or(o.IssuerDomain, DefaultIssuerDomain)
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
	launch := func(port int) *exec.Cmd {
		cmd := guarded(node, syncPrettyLog+"require(process.argv[1]);", script)
		cmd.Dir = o.DataDir
		cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port), "HOST=127.0.0.1", "NO_COLOR=1", "FORCE_COLOR=0")
		return cmd
	}
	return startSupervised(ctx, "cognito-local", launch, cognitoReady, w)
}

// CognitoLocalPrivateKey is cognito-local's signing key, which ships in its
// npm package: anyone can sign tokens with it, which is why only the
// configured issuer is ever trusted. Tests forge tokens with it.
func CognitoLocalPrivateKey() (any, error) {
	bin, err := BinDir()
	if err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(filepath.Join(bin, "..", "cognito-local", "lib", "keys", "cognitoLocal.private.json"))
	if err != nil {
		return nil, err
	}
	var k struct{ Pem string }
	if err := json.Unmarshal(raw, &k); err != nil {
		return nil, err
	}
	block, _ := pem.Decode([]byte(k.Pem))
	if block == nil {
		return nil, errors.New("no PEM block in cognito-local's key")
	}
	if key, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
		return key, nil
	}
	return x509.ParsePKCS1PrivateKey(block.Bytes)
}
