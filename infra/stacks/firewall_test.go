package stacks_test

import (
	"encoding/json"
	"strings"
	"testing"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/apperr"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/webheaders"
)

// webACL returns a stack's only WAF WebACL: its logical id and resource.
func webACL(t *testing.T, s *synthesized) (string, map[string]any) {
	t.Helper()
	acls := s.ofType("AWS::WAFv2::WebACL")
	if len(acls) != 1 {
		t.Fatalf("found %d WebACLs, want 1", len(acls))
	}
	for id, r := range acls {
		return id, r
	}
	return "", nil
}

// rule returns a WebACL rule by name.
func rule(t *testing.T, acl map[string]any, name string) map[string]any {
	t.Helper()
	for _, r := range toList(props(acl)["Rules"]) {
		if m, _ := r.(map[string]any); m["Name"] == name {
			return m
		}
	}
	t.Fatalf("no rule %s in %s", name, toJSON(props(acl)["Rules"]))
	return nil
}

func TestTheSiteIsBehindAFirewall(t *testing.T) {
	// GIVEN the edge stack in us-east-1
	id, acl := webACL(t, edge)
	p := props(acl)
	// THEN the distribution has a CloudFront WebACL …
	if !equalJSON(distribution(t, edge)["WebACLId"], getAtt(id, "Arn")) || p["Scope"] != "CLOUDFRONT" {
		t.Errorf("WebACLId = %s, scope %v, want %s's ARN, CLOUDFRONT", toJSON(distribution(t, edge)["WebACLId"]), p["Scope"], id)
	}
	if acl["Condition"] != nil || !equalJSON(p["DefaultAction"], map[string]any{"Allow": map[string]any{}}) {
		t.Errorf("WebACL condition %v, default action %s", acl["Condition"], toJSON(p["DefaultAction"]))
	}
	// … that limits each address on /api/* and, tighter, on the costly
	// paths, answering the API's own 429 …
	for name, want := range map[string]float64{"ApiPerAddress": parts.APIRequestsPerIP, "CostlyPerAddress": parts.CostlyRequestsPerIP} {
		r := rule(t, acl, name)
		stmt, _ := r["Statement"].(map[string]any)
		rate, _ := stmt["RateBasedStatement"].(map[string]any)
		if rate["AggregateKeyType"] != "IP" || rate["Limit"] != want || rate["EvaluationWindowSec"] != float64(parts.FirewallWindowSeconds) {
			t.Errorf("%s: %s, want %v per IP in %d s", name, toJSON(rate), want, parts.FirewallWindowSeconds)
		}
		block, _ := r["Action"].(map[string]any)["Block"].(map[string]any)
		resp, _ := block["CustomResponse"].(map[string]any)
		if resp["ResponseCode"] != 429.0 {
			t.Errorf("%s answers %s, want 429", name, toJSON(r["Action"]))
		}
		scope := toJSON(rate["ScopeDownStatement"])
		if name == "ApiPerAddress" && !strings.Contains(scope, `"PositionalConstraint":"STARTS_WITH","SearchString":"/api/"`) {
			t.Errorf("ApiPerAddress scope %s, want paths starting /api/", scope)
		}
		if name == "CostlyPerAddress" {
			for _, path := range parts.CostlyPaths(catalog.Functions()) {
				// A path with a parameter is matched by its part before it.
				path, _, _ = strings.Cut(path, "{")
				if !strings.Contains(scope, `"SearchString":"`+path+`"`) {
					t.Errorf("CostlyPerAddress scope %s lacks %s", scope, path)
				}
			}
		}
	}
	bodies, _ := p["CustomResponseBodies"].(map[string]any)
	body, _ := bodies["rate-limited"].(map[string]any)
	var reply struct {
		Error struct{ Code, Message string }
	}
	if err := json.Unmarshal([]byte(toString(body["Content"])), &reply); err != nil || reply.Error.Code != apperr.RateLimited.Code {
		t.Errorf("429 body %v (%v), want the API's rate_limited error", body["Content"], err)
	}
	// … and runs AWS's common rules, counting (not blocking) bodies over
	// 8 KB, which the API accepts up to 1 MB.
	common, _ := rule(t, acl, "AwsCommonRules")["Statement"].(map[string]any)
	group := toJSON(common["ManagedRuleGroupStatement"])
	if !strings.Contains(group, `"Name":"AWSManagedRulesCommonRuleSet"`) ||
		!strings.Contains(group, `{"ActionToUse":{"Count":{}},"Name":"SizeRestrictions_BODY"}`) {
		t.Errorf("common rules %s", group)
	}
	// The costly paths are the routes the API throttles as costly.
	costly := map[string]bool{}
	for _, key := range deployment.API.API.CostlyRoutes {
		_, path, _ := strings.Cut(key, " ")
		costly[path] = true
	}
	paths := parts.CostlyPaths(catalog.Functions())
	if len(paths) != len(costly) {
		t.Errorf("firewall's costly paths %v, API's costly routes %v", paths, deployment.API.API.CostlyRoutes)
	}
	for _, path := range paths {
		if !costly[path] {
			t.Errorf("firewall limits %s as costly, the API does not", path)
		}
	}
}

func TestWithoutARegionTheFirewallIsConditional(t *testing.T) {
	// GIVEN the plain (environment-agnostic) deployment
	id, acl := webACL(t, plainEdge)
	// THEN the WebACL exists only where the deployment's region is
	// us-east-1, and the distribution names it only there.
	cond, _ := acl["Condition"].(string)
	if cond == "" {
		t.Fatalf("WebACL without a condition: %s", toJSON(acl))
	}
	conditions, _ := (*plainEdge.tpl.ToJSON())["Conditions"].(map[string]any)
	inRegion := map[string]any{"Fn::Equals": []any{map[string]any{"Ref": "AWS::Region"}, parts.FirewallRegion}}
	if !equalJSON(conditions[cond], inRegion) {
		t.Errorf("condition %s = %s, want %s", cond, toJSON(conditions[cond]), toJSON(inRegion))
	}
	want := map[string]any{"Fn::If": []any{cond, getAtt(id, "Arn"), map[string]any{"Ref": "AWS::NoValue"}}}
	if got := distribution(t, plainEdge)["WebACLId"]; !equalJSON(got, want) {
		t.Errorf("WebACLId = %s, want %s", toJSON(got), toJSON(want))
	}
}

func TestAccessIsLogged(t *testing.T) {
	for _, s := range []*synthesized{edge, data} {
		// GIVEN each stateful edge or data stack's log bucket
		var logs string
		for id, b := range s.ofType("AWS::S3::Bucket") {
			if props(b)["LoggingConfiguration"] == nil {
				if logs != "" {
					t.Fatalf("%s: buckets %s and %s both log nowhere", *s.stack.StackName(), logs, id)
				}
				logs = id
			}
		}
		bucket := s.resource(t, logs)
		p := props(bucket)
		// THEN it is private, encrypted, takes ACLs (CloudFront's standard
		// logs), keeps logs AccessLogDays and outlives the stack …
		if !strings.Contains(toJSON(p["OwnershipControls"]), "BucketOwnerPreferred") ||
			!strings.Contains(toJSON(p["BucketEncryption"]), "AES256") ||
			!strings.Contains(toJSON(p["LifecycleConfiguration"]), `"ExpirationInDays":90`) || bucket["DeletionPolicy"] != "Retain" {
			t.Errorf("%s: log bucket %s", *s.stack.StackName(), toJSON(bucket))
		}
		// … and every other bucket logs its access there.
		for id, b := range s.ofType("AWS::S3::Bucket") {
			if id == logs {
				continue
			}
			cfg, _ := props(b)["LoggingConfiguration"].(map[string]any)
			if !equalJSON(cfg["DestinationBucketName"], ref(logs)) || toString(cfg["LogFilePrefix"]) == "" {
				t.Errorf("%s/%s logs to %s", *s.stack.StackName(), id, toJSON(cfg))
			}
		}
		// The distribution writes its standard logs there too.
		if s == edge {
			logging, _ := distribution(t, edge)["Logging"].(map[string]any)
			if !equalJSON(logging["Bucket"], getAtt(logs, "RegionalDomainName")) || logging["Prefix"] != "cloudfront/" {
				t.Errorf("distribution logging = %s", toJSON(logging))
			}
		}
	}
}

func TestCloudFrontSendsTheHeadersOfPackageWebheaders(t *testing.T) {
	// GIVEN the response headers policy and webheaders for the same inputs
	// (us-east-1, the test's Cognito domain): the local server sends
	// webheaders' values for its own inputs (functions/local headers_test)
	var cfg map[string]any
	for _, p := range edge.ofType("AWS::CloudFront::ResponseHeadersPolicy") {
		cfg, _ = props(p)["ResponseHeadersPolicyConfig"].(map[string]any)
	}
	sec, _ := cfg["SecurityHeadersConfig"].(map[string]any)
	src := parts.SiteHeaderSources(deployment.Edge.Stack.Region(), testAuthDomain)
	// THEN every value is webheaders'.
	got := map[string]any{
		"csp":       sec["ContentSecurityPolicy"].(map[string]any)["ContentSecurityPolicy"],
		"frame":     sec["FrameOptions"].(map[string]any)["FrameOption"],
		"referrer":  sec["ReferrerPolicy"].(map[string]any)["ReferrerPolicy"],
		"hsts":      sec["StrictTransportSecurity"].(map[string]any)["AccessControlMaxAgeSec"],
		"subdomain": sec["StrictTransportSecurity"].(map[string]any)["IncludeSubdomains"],
		"nosniff":   sec["ContentTypeOptions"] != nil,
		"custom":    cfg["CustomHeadersConfig"],
	}
	want := map[string]any{
		"csp":       webheaders.ContentSecurityPolicy(src),
		"frame":     webheaders.FrameOptions,
		"referrer":  webheaders.ReferrerPolicy,
		"hsts":      webheaders.HSTSMaxAge.Seconds(),
		"subdomain": webheaders.HSTSIncludeSubdomains,
		"nosniff":   webheaders.ContentTypeOptions == "nosniff",
		"custom": map[string]any{"Items": []any{map[string]any{
			"Header": webheaders.PermissionsPolicyHeader, "Value": webheaders.PermissionsPolicy, "Override": true,
		}}},
	}
	for k := range want {
		if !equalJSON(got[k], want[k]) {
			t.Errorf("%s: CloudFront %s, webheaders %s", k, toJSON(got[k]), toJSON(want[k]))
		}
	}
	if src != webheaders.Cloud("us-east-1", testAuthDomain) {
		t.Errorf("SiteHeaderSources = %+v, want webheaders.Cloud's", src)
	}
}
