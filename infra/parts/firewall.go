package parts

import (
	"encoding/json"
	"slices"
	"sort"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudfront"
	"github.com/aws/aws-cdk-go/awscdk/v2/awswafv2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/catalog"
)

// Per-viewer limits of the site's firewall, in requests per
// FirewallWindowSeconds from one IP address. API Gateway's throttles
// (Limits) are shared by every caller of a route, so without these one
// client flooding a route (say, anonymous demo feedback) would starve it
// for everyone. The limits leave room for an office of users behind one
// address: the whole API allows 5 requests a second on average per address,
// the costly routes (an LLM or e-mail behind them) one.
const (
	FirewallWindowSeconds = 300
	APIRequestsPerIP      = 1500
	CostlyRequestsPerIP   = 300
)

// FirewallRegion is the only region where AWS accepts a WebACL for
// CloudFront (scope CLOUDFRONT).
const FirewallRegion = "us-east-1"

// rateLimitedBody is the key of the firewall's 429 body.
const rateLimitedBody = "rate-limited"

// CostlyPaths are the API paths whose function calls a paid service (an LLM,
// e-mail, Transcribe or Polly) and the e-mail links, the same routes NewAPI gives the costly
// throttle, sorted.
func CostlyPaths(fns []catalog.Function) []string {
	seen := map[string]bool{}
	for _, fn := range append(slices.Clip(fns), catalog.Standalone()...) {
		for _, r := range fn.Routes {
			if costly(fn) || r.Link {
				seen[r.Path] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// costly reports whether a function's routes get the costly limits.
func costly(fn catalog.Function) bool { return fn.LLM || fn.SES || fn.Speech.STT || fn.Speech.TTS }

// newFirewall declares the WAF WebACL in front of the distribution (scope
// CLOUDFRONT): a per-address rate limit on /api/*, a tighter one on the
// costly paths, both answering the API's own 429, and AWS's common rule set
// (with its 8 KB body limit only counted: the API takes bodies up to 1 MB,
// and voice recordings are that big).
func newFirewall(scope constructs.Construct, id string, costlyPaths []string) awswafv2.CfnWebACL {
	visibility := func(name string) *awswafv2.CfnWebACL_VisibilityConfigProperty {
		return &awswafv2.CfnWebACL_VisibilityConfigProperty{
			CloudWatchMetricsEnabled: jsii.Bool(true),
			MetricName:               jsii.String(name),
			SampledRequestsEnabled:   jsii.Bool(true),
		}
	}
	tooMany := &awswafv2.CfnWebACL_RuleActionProperty{Block: &awswafv2.CfnWebACL_BlockActionProperty{
		CustomResponse: &awswafv2.CfnWebACL_CustomResponseProperty{
			ResponseCode:          jsii.Number(429),
			CustomResponseBodyKey: jsii.String(rateLimitedBody),
			ResponseHeaders: &[]*awswafv2.CfnWebACL_CustomHTTPHeaderProperty{{
				Name: jsii.String("Retry-After"), Value: jsii.String("60"),
			}},
		},
	}}
	perIP := func(limit int, scopeDown any) *awswafv2.CfnWebACL_StatementProperty {
		return &awswafv2.CfnWebACL_StatementProperty{RateBasedStatement: &awswafv2.CfnWebACL_RateBasedStatementProperty{
			AggregateKeyType:    jsii.String("IP"),
			Limit:               jsii.Number(float64(limit)),
			EvaluationWindowSec: jsii.Number(FirewallWindowSeconds),
			ScopeDownStatement:  scopeDown,
		}}
	}
	rules := []any{
		&awswafv2.CfnWebACL_RuleProperty{
			Name:             jsii.String("ApiPerAddress"),
			Priority:         jsii.Number(0),
			Statement:        perIP(APIRequestsPerIP, pathMatch(APIPathPrefix, "STARTS_WITH")),
			Action:           tooMany,
			VisibilityConfig: visibility("ApiPerAddress"),
		},
	}
	if len(costlyPaths) > 0 {
		rules = append(rules, &awswafv2.CfnWebACL_RuleProperty{
			Name:             jsii.String("CostlyPerAddress"),
			Priority:         jsii.Number(1),
			Statement:        perIP(CostlyRequestsPerIP, anyPath(costlyPaths)),
			Action:           tooMany,
			VisibilityConfig: visibility("CostlyPerAddress"),
		})
	}
	rules = append(rules, &awswafv2.CfnWebACL_RuleProperty{
		Name:     jsii.String("AwsCommonRules"),
		Priority: jsii.Number(2),
		Statement: &awswafv2.CfnWebACL_StatementProperty{ManagedRuleGroupStatement: &awswafv2.CfnWebACL_ManagedRuleGroupStatementProperty{
			VendorName: jsii.String("AWS"),
			Name:       jsii.String("AWSManagedRulesCommonRuleSet"),
			RuleActionOverrides: &[]*awswafv2.CfnWebACL_RuleActionOverrideProperty{{
				Name:        jsii.String("SizeRestrictions_BODY"),
				ActionToUse: &awswafv2.CfnWebACL_RuleActionProperty{Count: &awswafv2.CfnWebACL_CountActionProperty{}},
			}},
		}},
		OverrideAction:   &awswafv2.CfnWebACL_OverrideActionProperty{None: map[string]any{}},
		VisibilityConfig: visibility("AwsCommonRules"),
	})

	body, err := json.Marshal(map[string]any{"error": map[string]string{
		"code": apperr.RateLimited.Code, "message": apperr.RateLimited.Message,
	}})
	if err != nil {
		panic(err)
	}
	return awswafv2.NewCfnWebACL(scope, jsii.String(id), &awswafv2.CfnWebACLProps{
		Description:   jsii.String("PitchPerfect: per-address rate limits and AWS common rules in front of the site and /api"),
		Scope:         jsii.String("CLOUDFRONT"),
		DefaultAction: &awswafv2.CfnWebACL_DefaultActionProperty{Allow: &awswafv2.CfnWebACL_AllowActionProperty{}},
		Rules:         &rules,
		CustomResponseBodies: &map[string]*awswafv2.CfnWebACL_CustomResponseBodyProperty{
			rateLimitedBody: {ContentType: jsii.String("APPLICATION_JSON"), Content: jsii.String(string(body))},
		},
		VisibilityConfig: visibility("PitchPerfectSite"),
	})
}

// APIPathPrefix starts every API path (APIPathPattern without its "*").
var APIPathPrefix = strings.TrimSuffix(APIPathPattern, "*")

// pathMatch matches the request's path against s.
func pathMatch(s, how string) *awswafv2.CfnWebACL_StatementProperty {
	return &awswafv2.CfnWebACL_StatementProperty{ByteMatchStatement: &awswafv2.CfnWebACL_ByteMatchStatementProperty{
		FieldToMatch:         &awswafv2.CfnWebACL_FieldToMatchProperty{UriPath: map[string]any{}},
		PositionalConstraint: jsii.String(how),
		SearchString:         jsii.String(s),
		TextTransformations: &[]*awswafv2.CfnWebACL_TextTransformationProperty{{
			Priority: jsii.Number(0), Type: jsii.String("NONE"),
		}},
	}}
}

// anyPath matches any of the API Gateway paths: a path with a parameter
// ({name}) by its part before the parameter.
func anyPath(paths []string) *awswafv2.CfnWebACL_StatementProperty {
	var matches []any
	prefixes := map[string]bool{}
	for _, p := range paths {
		if prefix, _, param := strings.Cut(p, "{"); param {
			if prefixes[prefix] {
				continue // one match per prefix: /api/teams/{id} covers /api/teams/{id}/invites
			}
			prefixes[prefix] = true
			matches = append(matches, pathMatch(prefix, "STARTS_WITH"))
		} else {
			matches = append(matches, pathMatch(p, "EXACTLY"))
		}
	}
	if len(matches) == 1 {
		return matches[0].(*awswafv2.CfnWebACL_StatementProperty)
	}
	return &awswafv2.CfnWebACL_StatementProperty{OrStatement: &awswafv2.CfnWebACL_OrStatementProperty{Statements: &matches}}
}

// attachFirewall gives the distribution a firewall when its stack's region
// allows one: in us-east-1 always; in a stack without a region (synthesized
// environment-agnostic) under a condition that the deployment's region is
// us-east-1. In another region none: AWS accepts CloudFront WebACLs only in
// us-east-1, so the stack warns and says so in its cdk-nag suppression.
// It returns the WebACL, or nil.
func attachFirewall(scope constructs.Construct, props *awscloudfront.DistributionProps, costlyPaths []string) awswafv2.CfnWebACL {
	region := awscdk.Stack_Of(scope).Region()
	unresolved := *awscdk.Token_IsUnresolved(region)
	switch {
	case !unresolved && *region == FirewallRegion:
		acl := newFirewall(scope, "Firewall", costlyPaths)
		props.WebAclId = acl.AttrArn()
		return acl
	case unresolved:
		inRegion := awscdk.NewCfnCondition(scope, jsii.String("FirewallRegion"), &awscdk.CfnConditionProps{
			Expression: awscdk.Fn_ConditionEquals(awscdk.Aws_REGION(), jsii.String(FirewallRegion)),
		})
		acl := newFirewall(scope, "Firewall", costlyPaths)
		acl.CfnOptions().SetCondition(inRegion)
		props.WebAclId = awscdk.Token_AsString(
			awscdk.Fn_ConditionIf(inRegion.LogicalId(), acl.AttrArn(), awscdk.Aws_NO_VALUE()), nil)
		return acl
	default:
		return nil
	}
}
