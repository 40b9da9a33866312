package parts

import (
	"encoding/json"

	"github.com/aws/aws-cdk-go/awscdk/v2"
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
	files := awss3deployment.Source_Asset(jsii.String(p.Root), &awss3assets.AssetOptions{})
	assets := awss3deployment.NewBucketDeployment(c, jsii.String("Assets"), &awss3deployment.BucketDeploymentProps{
		DestinationBucket: p.Site.Bucket,
		Sources:           &[]awss3deployment.ISource{files},
		Exclude:           &[]*string{jsii.String("*")},
		Include:           &[]*string{jsii.String("assets/*")},
		CacheControl:      &[]awss3deployment.CacheControl{awss3deployment.CacheControl_FromString(jsii.String(ImmutableCacheControl))},
		Prune:             jsii.Bool(false),
		LogGroup:          logs,
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
		// The new index.html is live once CloudFront forgets the old one.
		Distribution:      p.Site.Distribution,
		DistributionPaths: &[]*string{jsii.String("/*")},
	})
	// index.html names the new chunks: upload it only after them.
	entries.Node().AddDependency(assets)
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
