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
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/httpapi"
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
}

// Site is the web app's private bucket and the CloudFront distribution that
// serves it and the API from one origin.
type Site struct {
	Scope        constructs.Construct // not embedded, see Tables
	Bucket       awss3.Bucket
	Distribution awscloudfront.Distribution
	Headers      awscloudfront.ResponseHeadersPolicy
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
	bucket := awss3.NewBucket(c, jsii.String("Bucket"), &awss3.BucketProps{
		BlockPublicAccess: awss3.BlockPublicAccess_BLOCK_ALL(),
		EnforceSSL:        jsii.Bool(true),
		MinimumTLSVersion: jsii.Number(1.2),
		Encryption:        awss3.BucketEncryption_S3_MANAGED,
		ObjectOwnership:   awss3.ObjectOwnership_BUCKET_OWNER_ENFORCED,
		// Only the build of webapp/ lives here: nothing to keep.
		RemovalPolicy:     awscdk.RemovalPolicy_DESTROY,
		AutoDeleteObjects: jsii.Bool(true),
	})

	headers := awscloudfront.NewResponseHeadersPolicy(c, jsii.String("Headers"), &awscloudfront.ResponseHeadersPolicyProps{
		Comment: jsii.String("PitchPerfect security headers"),
		SecurityHeadersBehavior: &awscloudfront.ResponseSecurityHeadersBehavior{
			ContentSecurityPolicy: &awscloudfront.ResponseHeadersContentSecurityPolicy{
				ContentSecurityPolicy: ContentSecurityPolicy(awscdk.Stack_Of(c).Region(), p.AuthDomainPrefix),
				Override:              jsii.Bool(true),
			},
			StrictTransportSecurity: &awscloudfront.ResponseHeadersStrictTransportSecurity{
				AccessControlMaxAge: awscdk.Duration_Days(jsii.Number(730)),
				IncludeSubdomains:   jsii.Bool(true),
				Override:            jsii.Bool(true),
			},
			ContentTypeOptions: &awscloudfront.ResponseHeadersContentTypeOptions{Override: jsii.Bool(true)},
			FrameOptions: &awscloudfront.ResponseHeadersFrameOptions{
				FrameOption: awscloudfront.HeadersFrameOption_DENY,
				Override:    jsii.Bool(true),
			},
			ReferrerPolicy: &awscloudfront.ResponseHeadersReferrerPolicy{
				ReferrerPolicy: awscloudfront.HeadersReferrerPolicy_STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
				Override:       jsii.Bool(true),
			},
		},
		CustomHeadersBehavior: &awscloudfront.ResponseCustomHeadersBehavior{
			CustomHeaders: &[]*awscloudfront.ResponseCustomHeader{{
				// Voice practice records from the microphone; nothing else.
				Header:   jsii.String("Permissions-Policy"),
				Value:    jsii.String("microphone=(self), camera=(), geolocation=(), payment=(), usb=()"),
				Override: jsii.Bool(true),
			}},
		},
	})

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

	// The API's host: https://<id>.execute-api.<region>.amazonaws.com.
	apiHost := awscdk.Fn_Select(jsii.Number(2), awscdk.Fn_Split(jsii.String("/"), p.API.ApiEndpoint(), nil))
	props := &awscloudfront.DistributionProps{
		Comment:           jsii.String("PitchPerfect web app and API"),
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
	dist := awscloudfront.NewDistribution(c, jsii.String("Distribution"), props)

	url := jsii.String("https://" + p.DomainName)
	if p.DomainName == "" {
		url = awscdk.Fn_Join(jsii.String(""), &[]*string{jsii.String("https://"), dist.DistributionDomainName()})
	}
	return &Site{Scope: c, Bucket: bucket, Distribution: dist, Headers: headers, OriginSecret: originSecret, URL: url}
}

// ContentSecurityPolicy is the site's CSP. Scripts come only from the site;
// the browser talks to the site (the API is under /api), to Cognito's
// regional endpoint (Amplify), to the Cognito domain when Google sign-in is
// on, and to S3 in the region for presigned recording uploads and playback.
// (The recordings bucket is declared after the site, so its exact host is
// not known here; the policy names the region's S3 hosts instead.) Inline
// styles are allowed because UI libraries set them; inline scripts are not.
func ContentSecurityPolicy(region *string, authDomainPrefix string) *string {
	s3 := "https://*.s3." + "%REGION%" + ".amazonaws.com"
	connect := []string{"'self'", "https://cognito-idp.%REGION%.amazonaws.com", s3}
	form := []string{"'self'"}
	if authDomainPrefix != "" {
		host := "https://" + authDomainPrefix + ".auth.%REGION%.amazoncognito.com"
		connect = append(connect, host)
		form = append(form, host)
	}
	directives := []string{
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		"media-src 'self' blob: " + s3,
		"connect-src " + strings.Join(connect, " "),
		"worker-src 'self' blob:",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action " + strings.Join(form, " "),
		"frame-ancestors 'none'",
		"upgrade-insecure-requests",
	}
	parts := strings.Split(strings.Join(directives, "; "), "%REGION%")
	joined := make([]*string, 0, 2*len(parts))
	for i, part := range parts {
		if i > 0 {
			joined = append(joined, region)
		}
		joined = append(joined, jsii.String(part))
	}
	return awscdk.Fn_Join(jsii.String(""), &joined)
}
