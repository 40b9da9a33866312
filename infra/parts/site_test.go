package parts_test

import (
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

func TestSiteOutsideUSEast1HasNoFirewallAndSaysSo(t *testing.T) {
	// GIVEN a site whose stack deploys to eu-west-1, where AWS takes no
	// CloudFront WebACL
	app := awscdk.NewApp(&awscdk.AppProps{Outdir: jsii.String(t.TempDir())})
	stack := awscdk.NewStack(app, jsii.String("Site"), &awscdk.StackProps{
		Env: &awscdk.Environment{Region: jsii.String("eu-west-1")},
	})
	var site *parts.Site
	tpl := templateOf(t, func() assertions.Template {
		site = parts.NewSite(stack, "Site", &parts.SiteProps{
			API:         parts.NewGateway(stack, "Gateway"),
			CostlyPaths: []string{"/api/functions/demo-feedback"},
		})
		return assertions.Template_FromStack(stack, nil)
	})
	// THEN there is no WebACL and the distribution names none …
	check(t, func() { tpl.ResourceCountIs(jsii.String("AWS::WAFv2::WebACL"), jsii.Number(0)) })
	if site.Firewall != nil || strings.Contains(toJSON(t, tpl), "WebACLId") {
		t.Error("a firewall outside us-east-1")
	}
	// … and synthesis warns, naming the region that would have one.
	warnings := assertions.Annotations_FromStack(stack).FindWarning(jsii.String("*"),
		assertions.Match_StringLikeRegexp(jsii.String("only in us-east-1.*eu-west-1")))
	if len(*warnings) != 1 {
		t.Errorf("%d firewall warnings, want 1", len(*warnings))
	}
}

func TestCostlyPathsAreTheCostlyFunctionsRoutesAndTheEmailLink(t *testing.T) {
	got := parts.CostlyPaths(nil)
	if len(got) != 1 || got[0] != parts.ConfirmRoute.Path {
		t.Errorf("CostlyPaths(nil) = %v, want only the e-mail link", got)
	}
}
