package stacks_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudfront"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/httpapi"
)

// distribution returns the edge stack's only distribution config.
func distribution(t *testing.T, s *synthesized) map[string]any {
	t.Helper()
	dists := s.ofType("AWS::CloudFront::Distribution")
	if len(dists) != 1 {
		t.Fatalf("found %d distributions, want 1", len(dists))
	}
	for _, d := range dists {
		cfg, _ := props(d)["DistributionConfig"].(map[string]any)
		return cfg
	}
	return nil
}

// origin returns the distribution's origin with the given id.
func origin(t *testing.T, cfg map[string]any, id any) map[string]any {
	t.Helper()
	for _, o := range toList(cfg["Origins"]) {
		m, _ := o.(map[string]any)
		if m["Id"] == id {
			return m
		}
	}
	t.Fatalf("no origin %v", id)
	return nil
}

func TestSiteIsServedFromAPrivateBucketThroughOAC(t *testing.T) {
	// GIVEN the edge stack
	cfg := distribution(t, edge)
	bucket := edge.logicalID(t, deployment.Edge.Site.Bucket.BucketName())
	def, _ := cfg["DefaultCacheBehavior"].(map[string]any)
	o := origin(t, cfg, def["TargetOriginId"])

	// THEN the default behavior reads the site bucket through origin access
	// control (OAC), never a legacy origin access identity (OAI) …
	if !equalJSON(o["DomainName"], getAtt(bucket, "RegionalDomainName")) {
		t.Errorf("default origin %s, want the site bucket", toJSON(o["DomainName"]))
	}
	oac, _ := o["OriginAccessControlId"].(map[string]any)
	att, _ := oac["Fn::GetAtt"].([]any)
	if len(att) != 2 || edge.resources[fmt.Sprint(att[0])]["Type"] != "AWS::CloudFront::OriginAccessControl" {
		t.Errorf("OriginAccessControlId = %s, want an OAC of this stack", toJSON(oac))
	}
	if s3, _ := o["S3OriginConfig"].(map[string]any); s3["OriginAccessIdentity"] != "" {
		t.Errorf("S3OriginConfig.OriginAccessIdentity = %v, want none", s3["OriginAccessIdentity"])
	}
	for _, s := range byName {
		if n := len(s.ofType("AWS::CloudFront::CloudFrontOriginAccessIdentity")); n != 0 {
			t.Errorf("%s declares %d origin access identities; use OAC", *s.stack.StackName(), n)
		}
	}
	// … which only that distribution may read, and only over TLS …
	var allowsCloudFront bool
	for _, st := range bucketPolicyStatements(edge, bucket) {
		principal, _ := st["Principal"].(map[string]any)
		if st["Effect"] == "Allow" && principal["Service"] == "cloudfront.amazonaws.com" {
			allowsCloudFront = true
			if !strings.Contains(toJSON(st["Condition"]), edge.logicalID(t, deployment.Edge.Site.Distribution.DistributionId())) {
				t.Errorf("CloudFront may read the bucket without naming the distribution: %s", toJSON(st))
			}
			if st["Action"] != "s3:GetObject" {
				t.Errorf("CloudFront may %v, want only s3:GetObject", st["Action"])
			}
		}
	}
	if !allowsCloudFront {
		t.Error("the site bucket policy does not let the distribution read it")
	}
	// … and serves index.html at / and for every client-side route, with a
	// viewer-request function, not a distribution-wide error page (which
	// would turn the API's 403 and 404 into 200 index.html).
	if cfg["DefaultRootObject"] != "index.html" {
		t.Errorf("DefaultRootObject = %v", cfg["DefaultRootObject"])
	}
	if _, ok := cfg["CustomErrorResponses"]; ok {
		t.Errorf("CustomErrorResponses = %s: they would rewrite API errors", toJSON(cfg["CustomErrorResponses"]))
	}
	assoc := toList(def["FunctionAssociations"])
	if len(assoc) != 1 {
		t.Fatalf("FunctionAssociations = %s, want the SPA fallback", toJSON(assoc))
	}
	a, _ := assoc[0].(map[string]any)
	fnRef, _ := a["FunctionARN"].(map[string]any)
	fnAtt, _ := fnRef["Fn::GetAtt"].([]any)
	if a["EventType"] != "viewer-request" || len(fnAtt) != 2 {
		t.Fatalf("function association %s, want a viewer-request function", toJSON(a))
	}
	fn := props(edge.resource(t, fmt.Sprint(fnAtt[0])))
	if fn["FunctionCode"] != parts.SPAFallbackCode {
		t.Errorf("function code = %v", fn["FunctionCode"])
	}
	if def["ViewerProtocolPolicy"] != "redirect-to-https" {
		t.Errorf("default ViewerProtocolPolicy = %v", def["ViewerProtocolPolicy"])
	}
}

func TestAPIIsServedUnderTheSiteOrigin(t *testing.T) {
	// GIVEN the edge stack
	cfg := distribution(t, edge)
	var apiBehavior map[string]any
	for _, b := range toList(cfg["CacheBehaviors"]) {
		m, _ := b.(map[string]any)
		if m["PathPattern"] == parts.APIPathPattern {
			apiBehavior = m
		}
	}
	if apiBehavior == nil {
		t.Fatalf("no %s behavior in %s", parts.APIPathPattern, toJSON(cfg["CacheBehaviors"]))
	}
	// THEN /api/* (so /api/config too) goes to the HTTP API's host over
	// HTTPS, with every method, never cached, with the viewer's headers
	// (Authorization included) but not its Host.
	o := origin(t, cfg, apiBehavior["TargetOriginId"])
	gateway := edge.logicalID(t, deployment.Edge.Gateway.ApiId())
	wantHost := map[string]any{"Fn::Select": []any{2, map[string]any{"Fn::Split": []any{"/", getAtt(gateway, "ApiEndpoint")}}}}
	if !equalJSON(o["DomainName"], wantHost) {
		t.Errorf("API origin %s, want %s", toJSON(o["DomainName"]), toJSON(wantHost))
	}
	custom, _ := o["CustomOriginConfig"].(map[string]any)
	if custom["OriginProtocolPolicy"] != "https-only" {
		t.Errorf("API origin protocol %v, want https-only", custom["OriginProtocolPolicy"])
	}
	want := map[string]any{
		"ViewerProtocolPolicy":  "https-only",
		"AllowedMethods":        []any{"GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"},
		"CachePolicyId":         *awscloudfront.CachePolicy_CACHING_DISABLED().CachePolicyId(),
		"OriginRequestPolicyId": *awscloudfront.OriginRequestPolicy_ALL_VIEWER_EXCEPT_HOST_HEADER().OriginRequestPolicyId(),
	}
	for k, v := range want {
		if !equalJSON(apiBehavior[k], v) {
			t.Errorf("%s = %s, want %s", k, toJSON(apiBehavior[k]), toJSON(v))
		}
	}
}

func TestAPIOriginProvesItsRequestsAndNamesTheViewer(t *testing.T) {
	// GIVEN the edge stack's /api/* behavior and its origin
	cfg := distribution(t, edge)
	var behavior map[string]any
	for _, b := range toList(cfg["CacheBehaviors"]) {
		if m, _ := b.(map[string]any); m["PathPattern"] == parts.APIPathPattern {
			behavior = m
		}
	}
	o := origin(t, cfg, behavior["TargetOriginId"])
	secret := edge.logicalID(t, deployment.Edge.Site.OriginSecret.SecretArn())

	// THEN CloudFront sends the API one custom header, X-Origin-Verify,
	// whose value CloudFormation resolves from the origin secret …
	headers := toList(o["OriginCustomHeaders"])
	if len(headers) != 1 {
		t.Fatalf("OriginCustomHeaders = %s, want the origin secret only", toJSON(headers))
	}
	h, _ := headers[0].(map[string]any)
	if h["HeaderName"] != httpapi.OriginVerifyHeader || !resolvesSecret(h["HeaderValue"], secret) {
		t.Errorf("origin header %s, want %s from secret %s", toJSON(h), httpapi.OriginVerifyHeader, secret)
	}
	// … which Secrets Manager generates at deploy time: 48 letters and
	// digits, never a value in the template …
	gen, _ := props(edge.resource(t, secret))["GenerateSecretString"].(map[string]any)
	if gen["PasswordLength"] != 48.0 || gen["ExcludePunctuation"] != true {
		t.Errorf("GenerateSecretString = %s, want 48 characters without punctuation", toJSON(gen))
	}
	if _, ok := props(edge.resource(t, secret))["SecretString"]; ok {
		t.Error("the origin secret's value is in the template")
	}
	// … the site's behavior (S3) gets no such header …
	def, _ := cfg["DefaultCacheBehavior"].(map[string]any)
	if s3 := origin(t, cfg, def["TargetOriginId"]); s3["OriginCustomHeaders"] != nil {
		t.Errorf("site origin headers %s, want none", toJSON(s3["OriginCustomHeaders"]))
	}
	// … and the API's origin request policy is the managed
	// AllViewerExceptHostHeader, which adds CloudFront's headers, among them
	// CloudFront-Viewer-Address (the viewer's ip:port), to every viewer
	// header but Host. No custom policy could: one that names CloudFront
	// headers forwards Host too, and API Gateway refuses a foreign Host.
	if httpapi.ViewerAddressHeader != "CloudFront-Viewer-Address" {
		t.Errorf("the functions read %q, not CloudFront's CloudFront-Viewer-Address", httpapi.ViewerAddressHeader)
	}
	want := *awscloudfront.OriginRequestPolicy_ALL_VIEWER_EXCEPT_HOST_HEADER().OriginRequestPolicyId()
	if behavior["OriginRequestPolicyId"] != want {
		t.Errorf("API origin request policy %v, want AllViewerExceptHostHeader (%s)", behavior["OriginRequestPolicyId"], want)
	}
	if n := len(edge.ofType("AWS::CloudFront::OriginRequestPolicy")); n != 0 {
		t.Errorf("%d custom origin request policies, want the managed one", n)
	}
}

func TestEveryResponseCarriesTheSecurityHeaders(t *testing.T) {
	// GIVEN the edge stack's response headers policy
	policies := edge.ofType("AWS::CloudFront::ResponseHeadersPolicy")
	if len(policies) != 1 {
		t.Fatalf("found %d response headers policies, want 1", len(policies))
	}
	var id string
	var cfg map[string]any
	for pid, p := range policies {
		id = pid
		cfg, _ = props(p)["ResponseHeadersPolicyConfig"].(map[string]any)
	}
	sec, _ := cfg["SecurityHeadersConfig"].(map[string]any)

	// THEN it sets CSP, HSTS, nosniff, frame and referrer policies, each
	// overriding whatever the origin sent …
	for _, h := range []string{"ContentSecurityPolicy", "StrictTransportSecurity", "ContentTypeOptions", "FrameOptions", "ReferrerPolicy"} {
		v, _ := sec[h].(map[string]any)
		if v == nil || v["Override"] != true {
			t.Errorf("%s = %s, want it set and overriding", h, toJSON(sec[h]))
		}
	}
	hsts, _ := sec["StrictTransportSecurity"].(map[string]any)
	if age, _ := hsts["AccessControlMaxAgeSec"].(float64); age < 31536000 || hsts["IncludeSubdomains"] != true {
		t.Errorf("HSTS = %s, want at least a year with subdomains", toJSON(hsts))
	}
	if frame, _ := sec["FrameOptions"].(map[string]any); frame["FrameOption"] != "DENY" {
		t.Errorf("FrameOptions = %s, want DENY", toJSON(frame))
	}
	if ref, _ := sec["ReferrerPolicy"].(map[string]any); ref["ReferrerPolicy"] != "strict-origin-when-cross-origin" {
		t.Errorf("ReferrerPolicy = %s", toJSON(ref))
	}
	// … with a CSP that allows scripts only from the site, no framing, and
	// connections to the site, Cognito, S3 in the region and (Google on)
	// the Cognito domain …
	csp := fmt.Sprint(sec["ContentSecurityPolicy"].(map[string]any)["ContentSecurityPolicy"])
	for _, want := range []string{
		"default-src 'self'", "script-src 'self';", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'",
		"connect-src 'self' https://cognito-idp.us-east-1.amazonaws.com https://*.s3.us-east-1.amazonaws.com https://" + testAuthDomain + ".auth.us-east-1.amazoncognito.com",
	} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if script := directive(csp, "script-src"); strings.Contains(csp, "'unsafe-eval'") || script != "script-src 'self'" {
		t.Errorf("CSP %q lets scripts run from strings or inline", csp)
	}
	// … on every behavior, site and API alike.
	dist := distribution(t, edge)
	behaviors := append(toList(dist["CacheBehaviors"]), dist["DefaultCacheBehavior"])
	for _, b := range behaviors {
		m, _ := b.(map[string]any)
		if !equalJSON(m["ResponseHeadersPolicyId"], ref(id)) {
			t.Errorf("behavior %v has response headers policy %s, want %s", m["PathPattern"], toJSON(m["ResponseHeadersPolicyId"]), id)
		}
	}
}

func TestCustomDomainIsOptional(t *testing.T) {
	// GIVEN the full deployment (custom domain) and the plain one (none)
	// THEN the first answers on the domain with TLS 1.2+ and its certificate,
	// and its site URL is that domain; the second uses CloudFront's.
	cfg := distribution(t, edge)
	if !equalJSON(cfg["Aliases"], []any{testDomain}) {
		t.Errorf("Aliases = %s, want [%s]", toJSON(cfg["Aliases"]), testDomain)
	}
	viewer, _ := cfg["ViewerCertificate"].(map[string]any)
	if viewer["AcmCertificateArn"] != testCertificate || viewer["MinimumProtocolVersion"] != "TLSv1.2_2021" {
		t.Errorf("ViewerCertificate = %s", toJSON(viewer))
	}
	if got := *deployment.Edge.Site.URL; got != "https://"+testDomain {
		t.Errorf("site URL = %s", got)
	}
	plainCfg := distribution(t, plainEdge)
	if _, ok := plainCfg["Aliases"]; ok {
		t.Errorf("plain deployment has aliases %s", toJSON(plainCfg["Aliases"]))
	}
	url := plainEdge.stack.Resolve(plain.Edge.Site.URL)
	dist := plainEdge.logicalID(t, plain.Edge.Site.Distribution.DistributionId())
	if want := map[string]any{"Fn::Join": []any{"", []any{"https://", getAtt(dist, "DomainName")}}}; !equalJSON(url, want) {
		t.Errorf("plain site URL = %s, want %s", toJSON(url), toJSON(want))
	}
}

func TestNoBucketIsPublic(t *testing.T) {
	// GIVEN every bucket of every stack
	for name, s := range byName {
		for id, b := range s.ofType("AWS::S3::Bucket") {
			// THEN each blocks every kind of public access …
			want := map[string]any{"BlockPublicAcls": true, "BlockPublicPolicy": true, "IgnorePublicAcls": true, "RestrictPublicBuckets": true}
			if got := props(b)["PublicAccessBlockConfiguration"]; !equalJSON(got, want) {
				t.Errorf("%s/%s: PublicAccessBlockConfiguration = %s", name, id, toJSON(got))
			}
			if _, ok := props(b)["WebsiteConfiguration"]; ok {
				t.Errorf("%s/%s is a public website bucket", name, id)
			}
			// … and no policy allows anyone in general.
			for _, st := range bucketPolicyStatements(s, id) {
				if st["Effect"] != "Allow" {
					continue
				}
				if p := st["Principal"]; p == "*" || equalJSON(p, map[string]any{"AWS": "*"}) {
					t.Errorf("%s/%s: policy allows everyone: %s", name, id, toJSON(st))
				}
			}
		}
	}
}

// directive returns one directive of a CSP, e.g. "script-src 'self'".
func directive(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

// bucketPolicyStatements lists the statements of the policies on a bucket.
func bucketPolicyStatements(s *synthesized, bucket string) []map[string]any {
	var out []map[string]any
	for _, p := range s.ofType("AWS::S3::BucketPolicy") {
		if !equalJSON(props(p)["Bucket"], ref(bucket)) {
			continue
		}
		doc, _ := props(p)["PolicyDocument"].(map[string]any)
		for _, st := range toList(doc["Statement"]) {
			m, _ := st.(map[string]any)
			out = append(out, m)
		}
	}
	return out
}
