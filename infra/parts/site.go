package parts

import (
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscertificatemanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudfront"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudfrontorigins"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awswafv2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/httpapi"
	"pitchperfect/shared/webheaders"
)

// APIPathPattern is the CloudFront behavior that sends requests to the HTTP
// API; every catalog route lives under /api.
const APIPathPattern = "/api/*"

// SPAFallbackCode is the CloudFront Function on the site's default behavior:
// a path whose last segment has no dot (/dashboard, /practice/123) is a
// client-side route, so the viewer gets index.html and react-router takes
// over. It runs only on the site's behavior, never on /api/*, so API errors
// (404, 403) reach the browser as they are: a distribution-wide
// "custom error response" would have turned them into 200 index.html.
const SPAFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`

// SiteProps configures the site.
type SiteProps struct {
	// API receives /api/*; its $default stage serves paths unchanged.
	API awsapigatewayv2.IHttpApi
	// DomainName and CertificateARN (us-east-1) give the site a custom
	// domain; empty means the CloudFront domain.
	DomainName     string
	CertificateARN string
	// AuthDomainPrefix is the Cognito domain's prefix (Google sign-in): the
	// browser talks to that domain; empty when there is none.
	AuthDomainPrefix string
	// CostlyPaths get a tighter per-address limit at the firewall
	// (CostlyPaths(catalog functions)).
	CostlyPaths []string
}

// Site is the web app's private bucket and the CloudFront distribution that
// serves it and the API from one origin.
type Site struct {
	Scope  constructs.Construct // not embedded, see Tables
	Bucket awss3.Bucket
	// Logs holds the access logs of the site bucket and the distribution.
	Logs         awss3.Bucket
	Distribution awscloudfront.Distribution
	// Firewall is the distribution's WAF WebACL, nil where the region
	// cannot have one (see attachFirewall).
	Firewall awswafv2.CfnWebACL
	Headers  awscloudfront.ResponseHeadersPolicy
	// OriginSecret is what the distribution sends the API in
	// httpapi.OriginVerifyHeader, so the functions can tell its requests
	// from calls to the execute-api address (see NewSite).
	OriginSecret awssecretsmanager.Secret
	// URL is the site's origin, https://<domain>, as browsers send it in
	// the Origin header (no trailing slash).
	URL *string
}

// NewSite declares the site bucket and the distribution in front of it and
// of the API.
func NewSite(scope constructs.Construct, id string, p *SiteProps) *Site {
	c := constructs.NewConstruct(scope, jsii.String(id))
	logs := NewLogBucket(c, "Logs")
	bucket := awss3.NewBucket(c, jsii.String("Bucket"), &awss3.BucketProps{
		ServerAccessLogsBucket: logs,
		ServerAccessLogsPrefix: jsii.String("site-bucket/"),
		BlockPublicAccess:      awss3.BlockPublicAccess_BLOCK_ALL(),
		EnforceSSL:             jsii.Bool(true),
		MinimumTLSVersion:      jsii.Number(1.2),
		Encryption:             awss3.BucketEncryption_S3_MANAGED,
		ObjectOwnership:        awss3.ObjectOwnership_BUCKET_OWNER_ENFORCED,
		// Only the build of webapp/ lives here: nothing to keep.
		RemovalPolicy:     awscdk.RemovalPolicy_DESTROY,
		AutoDeleteObjects: jsii.Bool(true),
	})

	headers := newHeadersPolicy(c, "Headers", SiteHeaderSources(awscdk.Stack_Of(c).Region(), p.AuthDomainPrefix))

	spa := awscloudfront.NewFunction(c, jsii.String("SpaFallback"), &awscloudfront.FunctionProps{
		Comment: jsii.String("Serves index.html for client-side routes"),
		Code:    awscloudfront.FunctionCode_FromInline(jsii.String(SPAFallbackCode)),
		Runtime: awscloudfront.FunctionRuntime_JS_2_0(),
	})

	// The origin secret: 48 letters and digits that Secrets Manager
	// generates when the stack is first deployed, so no template, context
	// or synth (offline, in tests) ever holds the value. CloudFormation
	// resolves it into the API origin's custom header here and into the
	// HTTP functions' ORIGIN_VERIFY_SECRET (newFunction); nothing reads it
	// at run time, so no role gets secretsmanager:GetSecretValue. Changing
	// the value by hand would refuse every API request until both are
	// deployed again.
	originSecret := awssecretsmanager.NewSecret(c, jsii.String("OriginSecret"), &awssecretsmanager.SecretProps{
		Description: jsii.String("PitchPerfect: the header value CloudFront sends the API, proving a request came through the site"),
		GenerateSecretString: &awssecretsmanager.SecretStringGenerator{
			PasswordLength:     jsii.Number(48),
			ExcludePunctuation: jsii.Bool(true),
			IncludeSpace:       jsii.Bool(false),
		},
		// Only CloudFront and the functions use it, and a new deploy makes
		// a new one: nothing to keep.
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	suppress(originSecret, "SMG4", "CloudFormation resolves the value into the distribution's origin header and the functions' environment at deploy time, "+
		"and the functions accept only that one value: a scheduled rotation would make the two disagree and refuse every API request "+
		"until both stacks are deployed again. The value is not a credential (users are authorised by their Cognito token); "+
		"it only keeps callers from going around CloudFront and its firewall.")

	// The API's host: https://<id>.execute-api.<region>.amazonaws.com.
	apiHost := awscdk.Fn_Select(jsii.Number(2), awscdk.Fn_Split(jsii.String("/"), p.API.ApiEndpoint(), nil))
	props := &awscloudfront.DistributionProps{
		Comment: jsii.String("PitchPerfect web app and API"),
		// Standard logs (one line per viewer request) in the log bucket.
		EnableLogging:     jsii.Bool(true),
		LogBucket:         logs,
		LogFilePrefix:     jsii.String("cloudfront/"),
		DefaultRootObject: jsii.String("index.html"),
		HttpVersion:       awscloudfront.HttpVersion_HTTP2_AND_3,
		// North America and Europe edges only: the cheapest class.
		PriceClass: awscloudfront.PriceClass_PRICE_CLASS_100,
		DefaultBehavior: &awscloudfront.BehaviorOptions{
			Origin:                awscloudfrontorigins.S3BucketOrigin_WithOriginAccessControl(bucket, nil),
			ViewerProtocolPolicy:  awscloudfront.ViewerProtocolPolicy_REDIRECT_TO_HTTPS,
			CachePolicy:           awscloudfront.CachePolicy_CACHING_OPTIMIZED(),
			ResponseHeadersPolicy: headers,
			Compress:              jsii.Bool(true),
			FunctionAssociations: &[]*awscloudfront.FunctionAssociation{{
				EventType: awscloudfront.FunctionEventType_VIEWER_REQUEST,
				Function:  spa,
			}},
		},
		AdditionalBehaviors: &map[string]*awscloudfront.BehaviorOptions{
			APIPathPattern: {
				Origin: awscloudfrontorigins.NewHttpOrigin(apiHost, &awscloudfrontorigins.HttpOriginProps{
					ProtocolPolicy:     awscloudfront.OriginProtocolPolicy_HTTPS_ONLY,
					OriginSslProtocols: &[]awscloudfront.OriginSslPolicy{awscloudfront.OriginSslPolicy_TLS_V1_2},
					// Overrides a viewer's header of the same name.
					CustomHeaders: &map[string]*string{
						httpapi.OriginVerifyHeader: originSecret.SecretValue().UnsafeUnwrap(),
					},
				}),
				// A POST redirected to https would lose its body.
				ViewerProtocolPolicy: awscloudfront.ViewerProtocolPolicy_HTTPS_ONLY,
				AllowedMethods:       awscloudfront.AllowedMethods_ALLOW_ALL(),
				// Never cached; with caching off, this origin request policy
				// forwards every viewer header (Authorization included) and
				// the query string, but not Host, which API Gateway needs to
				// be its own. It also adds CloudFront's own headers, among
				// them httpapi.ViewerAddressHeader (CloudFront-Viewer-Address,
				// the viewer's ip:port), which anonymous callers' rate limits
				// are keyed by. A custom policy could not do both: one that
				// names CloudFront headers (allViewerAndWhitelistCloudFront)
				// forwards every viewer header, Host included.
				CachePolicy:           awscloudfront.CachePolicy_CACHING_DISABLED(),
				OriginRequestPolicy:   awscloudfront.OriginRequestPolicy_ALL_VIEWER_EXCEPT_HOST_HEADER(),
				ResponseHeadersPolicy: headers,
				Compress:              jsii.Bool(true),
			},
		},
	}
	if p.DomainName != "" {
		props.DomainNames = &[]*string{jsii.String(p.DomainName)}
		props.Certificate = awscertificatemanager.Certificate_FromCertificateArn(c, jsii.String("Certificate"), jsii.String(p.CertificateARN))
		props.MinimumProtocolVersion = awscloudfront.SecurityPolicyProtocol_TLS_V1_2_2021
	}
	firewall := attachFirewall(c, props, p.CostlyPaths)
	dist := awscloudfront.NewDistribution(c, jsii.String("Distribution"), props)
	if p.DomainName == "" {
		suppress(dist, "CFR4", "Without a custom domain the distribution uses CloudFront's default certificate (*.cloudfront.net), "+
			"whose security policy CloudFront fixes (TLSv1) and a template cannot change. With domainName and certificateArn set "+
			"the minimum is TLSv1.2_2021.")
	}
	if firewall == nil {
		msg := "AWS accepts WAF WebACLs for CloudFront only in " + FirewallRegion + ", and this stack deploys to " +
			*awscdk.Stack_Of(c).Region() + ": the site has no firewall (per-address rate limits, AWS common rules). " +
			"Deploy the stacks to " + FirewallRegion + " to have one."
		awscdk.Annotations_Of(dist).AddWarningV2(jsii.String("pitchperfect:firewall"), jsii.String(msg))
		suppress(dist, "CFR2", msg)
	}
	suppress(dist, "CFR1", "The product serves salespeople wherever they are; no law or licence limits it to some countries. "+
		"The firewall limits abuse per address instead.")

	url := jsii.String("https://" + p.DomainName)
	if p.DomainName == "" {
		url = awscdk.Fn_Join(jsii.String(""), &[]*string{jsii.String("https://"), dist.DistributionDomainName()})
	}
	return &Site{Scope: c, Bucket: bucket, Logs: logs, Distribution: dist, Firewall: firewall, Headers: headers, OriginSecret: originSecret, URL: url}
}

// SiteHeaderSources are the places the deployed web app reaches besides the
// site (webheaders.Cloud): Cognito and S3 in the stack's region (a token in
// an environment-agnostic stack, resolved by CloudFormation), and the
// Cognito domain of Google sign-in.
func SiteHeaderSources(region *string, authDomainPrefix string) webheaders.Sources {
	return webheaders.Cloud(*region, authDomainPrefix)
}

// newHeadersPolicy declares the response-headers policy with the headers
// package webheaders defines, the same the local server sends, each
// overriding whatever the origin sent.
func newHeadersPolicy(scope constructs.Construct, id string, src webheaders.Sources) awscloudfront.ResponseHeadersPolicy {
	// The CDK names these enum members like the header values, upper case
	// with underscores: strict-origin-when-cross-origin is
	// STRICT_ORIGIN_WHEN_CROSS_ORIGIN.
	enum := func(v string) string { return strings.ToUpper(strings.ReplaceAll(v, "-", "_")) }
	return awscloudfront.NewResponseHeadersPolicy(scope, jsii.String(id), &awscloudfront.ResponseHeadersPolicyProps{
		Comment: jsii.String("PitchPerfect security headers"),
		SecurityHeadersBehavior: &awscloudfront.ResponseSecurityHeadersBehavior{
			ContentSecurityPolicy: &awscloudfront.ResponseHeadersContentSecurityPolicy{
				ContentSecurityPolicy: jsii.String(webheaders.ContentSecurityPolicy(src)),
				Override:              jsii.Bool(true),
			},
			StrictTransportSecurity: &awscloudfront.ResponseHeadersStrictTransportSecurity{
				AccessControlMaxAge: awscdk.Duration_Seconds(jsii.Number(webheaders.HSTSMaxAge.Seconds())),
				IncludeSubdomains:   jsii.Bool(webheaders.HSTSIncludeSubdomains),
				Override:            jsii.Bool(true),
			},
			// CloudFront's only value: nosniff (webheaders.ContentTypeOptions).
			ContentTypeOptions: &awscloudfront.ResponseHeadersContentTypeOptions{Override: jsii.Bool(true)},
			FrameOptions: &awscloudfront.ResponseHeadersFrameOptions{
				FrameOption: awscloudfront.HeadersFrameOption(enum(webheaders.FrameOptions)),
				Override:    jsii.Bool(true),
			},
			ReferrerPolicy: &awscloudfront.ResponseHeadersReferrerPolicy{
				ReferrerPolicy: awscloudfront.HeadersReferrerPolicy(enum(webheaders.ReferrerPolicy)),
				Override:       jsii.Bool(true),
			},
		},
		CustomHeadersBehavior: &awscloudfront.ResponseCustomHeadersBehavior{
			CustomHeaders: &[]*awscloudfront.ResponseCustomHeader{{
				Header:   jsii.String(webheaders.PermissionsPolicyHeader),
				Value:    jsii.String(webheaders.PermissionsPolicy),
				Override: jsii.Bool(true),
			}},
		},
	})
}
