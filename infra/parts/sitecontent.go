package parts

import (
	"encoding/json"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3assets"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3deployment"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/httpapi"
)

// RuntimeConfigKey is the deploy-time copy of GET /api/config on the site.
const RuntimeConfigKey = "config.json"

// Cache-Control of the site's files: Vite's hashed files under assets/ never
// change; everything else (index.html, config.json, public files) is checked
// on every load so a deploy shows at once.
const (
	ImmutableCacheControl  = "public, max-age=31536000, immutable"
	RevalidateCacheControl = "public, max-age=0, must-revalidate"
)

// SiteContentProps configures the upload.
type SiteContentProps struct {
	Site *Site
	// Root is the built web app (webapp/dist); it must hold index.html.
	Root string
	// Config is written to /config.json (see RuntimeConfig).
	Config map[string]any
	// Retention of the upload function's log group; "": DefaultLogRetention.
	Retention awslogs.RetentionDays
}

// SiteContent is the web app's files in the site bucket.
type SiteContent struct {
	Scope   constructs.Construct // not embedded, see Tables
	Assets  awss3deployment.BucketDeployment
	Entries awss3deployment.BucketDeployment
}

// NewSiteContent uploads the built web app and config.json, then invalidates
// the distribution. Old hashed assets are kept (no pruning), so a browser
// still holding the previous index.html can load the chunks it names.
func NewSiteContent(scope constructs.Construct, id string, p *SiteContentProps) *SiteContent {
	if err := CheckSite(p.Root); err != nil {
		panic(err.Error())
	}
	c := constructs.NewConstruct(scope, jsii.String(id))
	retention := p.Retention
	if retention == "" {
		retention = DefaultLogRetention
	}
	// Both deployments run the CDK's one upload function: one log group.
	logs := awslogs.NewLogGroup(c, jsii.String("UploadLogs"), &awslogs.LogGroupProps{
		Retention:     retention,
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	// The upload function's role: its own log group, not AWS's managed
	// basic-execution policy; the CDK adds the bucket grants.
	role := awsiam.NewRole(c, jsii.String("UploadRole"), &awsiam.RoleProps{
		AssumedBy: awsiam.NewServicePrincipal(jsii.String("lambda.amazonaws.com"), nil),
	})
	logs.GrantWrite(role)
	files := awss3deployment.Source_Asset(jsii.String(p.Root), &awss3assets.AssetOptions{})
	assets := awss3deployment.NewBucketDeployment(c, jsii.String("Assets"), &awss3deployment.BucketDeploymentProps{
		DestinationBucket: p.Site.Bucket,
		Sources:           &[]awss3deployment.ISource{files},
		Exclude:           &[]*string{jsii.String("*")},
		Include:           &[]*string{jsii.String("assets/*")},
		CacheControl:      &[]awss3deployment.CacheControl{awss3deployment.CacheControl_FromString(jsii.String(ImmutableCacheControl))},
		Prune:             jsii.Bool(false),
		LogGroup:          logs,
		Role:              role,
	})
	entries := awss3deployment.NewBucketDeployment(c, jsii.String("Entries"), &awss3deployment.BucketDeploymentProps{
		DestinationBucket: p.Site.Bucket,
		Sources: &[]awss3deployment.ISource{
			files,
			awss3deployment.Source_JsonData(jsii.String(RuntimeConfigKey), p.Config, nil),
		},
		Exclude:      &[]*string{jsii.String("assets/*")},
		CacheControl: &[]awss3deployment.CacheControl{awss3deployment.CacheControl_FromString(jsii.String(RevalidateCacheControl))},
		Prune:        jsii.Bool(false),
		LogGroup:     logs,
		Role:         role,
		// The new index.html is live once CloudFront forgets the old one.
		Distribution:      p.Site.Distribution,
		DistributionPaths: &[]*string{jsii.String("/*")},
	})
	// index.html names the new chunks: upload it only after them.
	entries.Node().AddDependency(assets)
	restrictUpload(c, role, p.Site)
	return &SiteContent{Scope: c, Assets: assets, Entries: entries}
}

// RuntimeConfig is config.json: the same document GET /api/config serves
// (shared/httpapi.PublicConfig), plus the Cognito domain for Google sign-in.
// Values may be CDK tokens; the deployment resolves them.
func RuntimeConfig(region *string, users *UserPool, llmProvider string) map[string]any {
	pc := httpapi.PublicConfig{
		Auth: httpapi.AuthConfig{
			Region:           *region,
			UserPoolID:       *users.Pool.UserPoolId(),
			UserPoolClientID: *users.Client.UserPoolClientId(),
			GoogleEnabled:    users.Google,
		},
		Providers: httpapi.ProviderNames{Coach: llmProvider, SpeechToText: "unavailable", TextToSpeech: "unavailable"},
	}
	raw, err := json.Marshal(pc)
	if err != nil {
		panic(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		panic(err)
	}
	if d := users.OAuthDomain(); d != nil {
		doc["auth"].(map[string]any)["oauthDomain"] = *d
	}
	return doc
}

// restrictUpload narrows and explains what the CDK's upload function may do.
// The CDK grants it cloudfront:CreateInvalidation and GetInvalidation on
// every distribution ("*"); a Deny limits both to the site's. Its other
// wildcards are the CDK's bucket grants: read the CDK's asset bucket, read
// and write the site bucket.
func restrictUpload(scope constructs.Construct, role awsiam.Role, site *Site) {
	role.AddToPrincipalPolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Sid:          jsii.String("InvalidateOnlyTheSite"),
		Effect:       awsiam.Effect_DENY,
		Actions:      &[]*string{jsii.String("cloudfront:CreateInvalidation"), jsii.String("cloudfront:GetInvalidation")},
		NotResources: &[]*string{site.Distribution.DistributionArn()},
	}))
	suppressTree(role, "IAM5", "The CDK's BucketDeployment grants: s3 read (GetObject*, GetBucket*, List*) of the CDK's asset objects, "+
		"read and write (also DeleteObject*, Abort*) of the site bucket's objects, and invalidation on every distribution, "+
		"which the InvalidateOnlyTheSite Deny narrows to the site's.",
		"Action::s3:GetBucket*", "Action::s3:GetObject*", "Action::s3:List*", "Action::s3:Abort*", "Action::s3:DeleteObject*",
		refMatching(site.Bucket, "/*"), "Resource::*",
		matching(`^Resource::arn:(aws|<AWS::Partition>):s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-[^/]+/\*$`))
	// The handler is a singleton at the stack's top, one per stack.
	for _, child := range *awscdk.Stack_Of(scope).Node().Children() {
		if strings.HasPrefix(*child.Node().Id(), "Custom::CDKBucketDeployment") {
			suppress(child, "L1", "The CDK's BucketDeployment handler: aws-cdk-lib chooses its Python runtime and has no setting for it; "+
				"it moves to newer runtimes with aws-cdk-lib upgrades.")
		}
	}
}
