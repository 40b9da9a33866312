// Command infra is the PitchPerfect CDK app. It synthesizes every stack into
// the cloud assembly folder (CDK_OUTDIR, else cdk.out) without the CDK CLI:
//
//	cd infra && CDK_OUTDIR=../cdk.out go run .
//
// The CDK CLI runs the same program from the repository root (cdk.json:
// `go run ./infra`). Settings are described in package settings.
package main

import (
	"fmt"
	"os"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/settings"
	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
)

func main() {
	defer jsii.Close()
	if err := run(os.Getenv); err != nil {
		fmt.Fprintln(os.Stderr, "infra:", err)
		jsii.Close() // deferred calls do not run after os.Exit
		os.Exit(1)
	}
}

// run builds and synthesizes the app. It reads the environment only through
// getenv: the jsii runtime starts Node when the program loads, so variables
// set later in this process (by a test) would never reach the CDK itself.
func run(getenv func(string) string) (err error) {
	// Constructs report bad input by panicking (ours with a plain message,
	// the CDK's with a JavaScript error): report it as an error instead.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	cwd, err := os.Getwd()
	if err != nil {
		return err
	}
	defaults, root, err := settings.ProjectContext(cwd)
	if err != nil {
		return err
	}
	app := awscdk.NewApp(&awscdk.AppProps{Context: &defaults, Outdir: optional(getenv("CDK_OUTDIR"))})
	context := func(key string) any { return app.Node().TryGetContext(jsii.String(key)) }
	s, err := settings.Resolve(context, getenv, settings.Paths{Cwd: cwd, Root: root})
	if err != nil {
		return err
	}

	var env *awscdk.Environment
	if s.Account != "" || s.Region != "" {
		env = &awscdk.Environment{Account: optional(s.Account), Region: optional(s.Region)}
	}
	stacks.New(app, stacks.Props{
		Prefix:    s.StackPrefix,
		EnvName:   s.Env,
		Env:       env,
		AssetRoot: s.AssetRoot, // missing code stops here, naming `make build`
		Functions: catalog.Functions(),
	})
	app.Synth(nil)
	return nil
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return jsii.String(s)
}
