package parts

import (
	"fmt"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// The catalog's standalone functions (catalog.Standalone: the sign-up
// e-mail's, package emaillink) read one setting each and get no grant beyond
// their own log group.

// EnvSiteURL tells the custom-message trigger where links point
// (emaillink.EnvSiteURL).
const EnvSiteURL = "SITE_URL"

// newLinkFunction declares a standalone function that serves links: the
// e-mail confirmation link, which knows only the web client. ConfirmSignUp
// is a public Cognito call: its role has no Cognito grant at all.
func newLinkFunction(scope constructs.Construct, fn catalog.Function, d functionDeps) awslambda.Function {
	return NewGoFunction(scope, pascal(fn.Name), GoFunctionProps{
		Name:        fn.Name,
		Description: "PitchPerfect e-mail confirmation link: confirms the sign-up, redirects to /email-confirmed",
		AssetRoot:   d.assetRoot,
		Env:         map[string]*string{EnvUserPoolClientID: d.users.Client.UserPoolClientId()},
		Timeout:     awscdk.Duration_Seconds(jsii.Number(10)),
		MemoryMB:    256,
		Retention:   d.retention,
		LogLevel:    d.logLevel,
	})
}

// newCustomMessageTrigger declares the catalog's custom-message trigger,
// which knows only the site's URL (the links in the e-mails it writes point
// there), and returns its name and Lambda.
func newCustomMessageTrigger(scope constructs.Construct, p *UserPoolProps) (string, awslambda.Function) {
	for _, fn := range catalog.Standalone() {
		if fn.Trigger != catalog.CustomMessage {
			continue
		}
		if err := CheckAssets(p.AssetRoot, []string{fn.Name}); err != nil {
			panic(err.Error())
		}
		return fn.Name, NewGoFunction(scope, pascal(fn.Name), GoFunctionProps{
			Name:        fn.Name,
			Description: "PitchPerfect sign-up e-mail with a confirmation link (Cognito custom message)",
			AssetRoot:   p.AssetRoot,
			Env:         map[string]*string{EnvSiteURL: p.SiteURL},
			Timeout:     awscdk.Duration_Seconds(jsii.Number(5)), // Cognito waits 5 s at most
			MemoryMB:    128,
			Retention:   p.Retention,
			LogLevel:    p.LogLevel,
		})
	}
	panic(fmt.Sprintf("parts: the catalog has no %s trigger", catalog.CustomMessage))
}

// ConfirmRoute is the sign-up e-mail's confirmation link: the route of the
// catalog's standalone function that serves links.
var ConfirmRoute = func() catalog.Route {
	for _, fn := range catalog.Standalone() {
		for _, r := range fn.Routes {
			if r.Link {
				return r
			}
		}
	}
	panic("parts: the catalog has no e-mail link")
}()
