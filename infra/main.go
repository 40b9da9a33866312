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

	"pitchperfect/infra/parts"
	"pitchperfect/infra/settings"
	"pitchperfect/infra/stacks"
	"pitchperfect/shared/catalog"
)

func main() {
	err := run(os.Getenv)
	jsii.Close() // before os.Exit, which runs no deferred calls
	if err != nil {
		fmt.Fprintln(os.Stderr, "infra:", err)
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
	sam, err := settings.LoadSamconfig(root)
	if err != nil {
		return err
	}
	app := awscdk.NewApp(&awscdk.AppProps{Context: &defaults, Outdir: optional(getenv("CDK_OUTDIR"))})
	context := func(key string) any { return app.Node().TryGetContext(jsii.String(key)) }
	s, err := settings.Resolve(context, getenv, settings.Paths{Cwd: cwd, Root: root}, sam)
	if err != nil {
		return err
	}
	for _, w := range s.Warnings {
		fmt.Fprintln(os.Stderr, "infra: warning:", w)
		awscdk.Annotations_Of(app).AddWarningV2(jsii.String("pitchperfect:settings"), jsii.String(w))
	}

	var env *awscdk.Environment
	if s.Account != "" || s.Region != "" {
		env = &awscdk.Environment{Account: optional(s.Account), Region: optional(s.Region)}
	}
	stacks.New(app, Props(s, env))
	app.Synth(nil)
	return nil
}

// Props turns settings into the deployment's description.
func Props(s settings.Settings, env *awscdk.Environment) stacks.Props {
	p := stacks.Props{
		Prefix:           s.StackPrefix,
		EnvName:          s.Env,
		Env:              env,
		AssetRoot:        s.AssetRoot, // missing code stops synth, naming `make build`
		SiteRoot:         s.SiteRoot,  // a missing web app stops synth, naming `make web`
		Functions:        catalog.Functions(),
		Mail:             parts.MailProps{From: s.SESFrom, Identity: s.SESIdentity},
		LLM:              parts.LLM{Provider: s.LLMProvider, ModelID: s.BedrockModelID},
		AuthDomainPrefix: s.AuthDomainPrefix,
		DomainName:       s.DomainName,
		CertificateARN:   s.CertificateARN,
		AlarmEmail:       s.AlarmEmail,
		Limits: parts.Limits{
			Rate: s.APIThrottleRate, Burst: s.APIThrottleBurst,
			CostlyRate: s.CostlyThrottleRate, CostlyBurst: s.CostlyThrottleBurst,
			ReservedConcurrency: s.ReservedConcurrency,
		},
		Logs: stacks.Logs{Retention: parts.Retention(s.LogRetentionDays), Level: s.LogLevel},
	}
	if s.GoogleEnabled() {
		p.Google = &parts.GoogleSignIn{ClientID: s.GoogleClientID, SecretName: s.GoogleSecretName}
	}
	return p
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return jsii.String(s)
}
