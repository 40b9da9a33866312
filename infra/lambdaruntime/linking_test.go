package lambdaruntime_test

import (
	"os"
	"os/exec"
	"path"
	"slices"
	"strings"
	"testing"

	"pitchperfect/infra/lambdaruntime"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/standin"
)

// TestEachBootstrapLinksOnlyWhatItsFunctionUses: what a bootstrap links is
// its size (the target is under 12 MB). The SDK clients only some functions
// use go only into those, as their mains pass them (platform.Backends): SES
// into the function that sends e-mail, Bedrock into those that may call the
// LLM, Transcribe into those that transcribe (catalog Speech) or run calls'
// transcription jobs (catalog TranscribeJobDone) and Polly into those that
// speak; the S3 client into none (objects and presigned URLs go through
// shared/s3lite's signed requests, 1.3 MB lighter); the user-pool directory into those
// with signed-in routes (auth.UserCheck). That directory makes its one
// Cognito call itself, so the SDK's Cognito client (about 0.7 MB) goes only
// into the e-mail link's function (catalog.Standalone), for ConfirmSignUp.
// The embedded zone data goes only into the one serving /api/stats, and no
// function links the SDK's config loader (shared files, SSO, STS, instance
// metadata), which Lambda's environment credentials do not need.
func TestEachBootstrapLinksOnlyWhatItsFunctionUses(t *testing.T) {
	root, err := standin.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"list"}, lambdaruntime.BuildFlags...)
	args = append(args, "-f", `{{.ImportPath}} {{join .Deps " "}}`)
	for _, fn := range catalog.All() {
		args = append(args, "./functions/"+fn.Name)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH=arm64")
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatal(err)
	}
	linked := map[string]map[string]bool{} // function → the packages it links
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		set := map[string]bool{}
		for _, p := range f[1:] {
			set[p] = true
		}
		linked[path.Base(f[0])] = set
	}
	for _, fn := range catalog.All() {
		stats, link := false, false
		for _, r := range fn.Routes {
			stats = stats || r.Method+" "+r.Path == "GET /api/stats"
			link = link || r.Link
		}
		for pkg, want := range map[string]bool{
			"github.com/aws/aws-sdk-go-v2/service/sesv2":                   fn.SES,
			"github.com/aws/aws-sdk-go-v2/service/bedrockruntime":          fn.LLM,
			"pitchperfect/shared/auth/cognitodir":                          len(fn.Cognito) > 0,
			"github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider": link,
			"github.com/aws/aws-sdk-go-v2/service/transcribe":              fn.Speech.STT || slices.Contains(fn.Events, catalog.TranscribeJobDone),
			"github.com/aws/aws-sdk-go-v2/service/s3":                      false,
			"github.com/aws/aws-sdk-go-v2/service/polly":                   fn.Speech.TTS,
			"github.com/aws/aws-sdk-go-v2/config":                          false,
			"time/tzdata":                                                  stats,
		} {
			if got := linked[fn.Name][pkg]; got != want {
				t.Errorf("%s links %s: %v, want %v", fn.Name, pkg, got, want)
			}
		}
	}
}
