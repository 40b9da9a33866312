package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
)

// EdgeStackProps configures the front door.
type EdgeStackProps struct {
	awscdk.StackProps
	DomainName       string
	CertificateARN   string
	AuthDomainPrefix string
	// CostlyPaths get the firewall's tighter per-address limit.
	CostlyPaths []string
}

// EdgeStack is what browsers reach: CloudFront with the site bucket behind
// it, and the HTTP API (stage and routes come with the API stack). It comes
// first so every later stack knows the site's address.
type EdgeStack struct {
	Stack   awscdk.Stack // not embedded, see DataStack
	Gateway awsapigatewayv2.HttpApi
	Site    *parts.Site
}

// NewEdgeStack declares the gateway and the site.
func NewEdgeStack(scope constructs.Construct, id string, props *EdgeStackProps) *EdgeStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	gateway := parts.NewGateway(stack, "Gateway")
	site := parts.NewSite(stack, "Site", &parts.SiteProps{
		API:              gateway,
		DomainName:       props.DomainName,
		CertificateARN:   props.CertificateARN,
		AuthDomainPrefix: props.AuthDomainPrefix,
		CostlyPaths:      props.CostlyPaths,
	})
	awscdk.NewCfnOutput(stack, jsii.String("SiteUrl"), &awscdk.CfnOutputProps{
		Description: jsii.String("The web app (and the API under /api)"),
		Value:       site.URL,
	})
	awscdk.NewCfnOutput(stack, jsii.String("DistributionId"), &awscdk.CfnOutputProps{
		Value: site.Distribution.DistributionId(),
	})
	return &EdgeStack{Stack: stack, Gateway: gateway, Site: site}
}
