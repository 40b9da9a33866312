package parts

import (
	"regexp"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"
)

// The infra tests run cdk-nag's AwsSolutions pack over the whole app
// (stacks/nag_test.go) and fail on any finding. A finding is fixed where the
// resource is declared or, where the rule does not fit this product, it is
// suppressed there, on that one resource, with the reason: the reasons are
// part of the template (Metadata.cdk_nag) and of the code review.

// suppress records that an AwsSolutions rule does not apply to c (its L1
// resource when c is an L2 construct) and why. appliesTo narrows the
// suppression to the named findings of rules that have them (IAM4, IAM5):
// strings as cdk-nag prints them ("Resource::*") or cdknag.RegexAppliesTo.
func suppress(c constructs.IConstruct, rule, reason string, appliesTo ...any) {
	suppressions(c, false, rule, reason, appliesTo...)
}

// suppressTree is suppress for c and every construct below it, for rules
// whose findings land on a child (a role's DefaultPolicy). Use it with
// appliesTo, so it covers the named findings only.
func suppressTree(c constructs.IConstruct, rule, reason string, appliesTo ...any) {
	suppressions(c, true, rule, reason, appliesTo...)
}

func suppressions(c constructs.IConstruct, children bool, rule, reason string, appliesTo ...any) {
	s := &cdknag.NagPackSuppression{Id: jsii.String("AwsSolutions-" + rule), Reason: jsii.String(reason)}
	if len(appliesTo) > 0 {
		s.AppliesTo = &appliesTo
	}
	cdknag.NagSuppressions_AddResourceSuppressions(c, &[]*cdknag.NagPackSuppression{s}, jsii.Bool(children))
}

// matching is an appliesTo entry for findings matching a regular
// expression, e.g. matching(`^Resource::<Tables.*\.Arn>/index/\*$`).
func matching(pattern string) any {
	return &cdknag.RegexAppliesTo{Regex: jsii.String("/" + pattern + "/")}
}

// refMatching is an appliesTo entry for the findings on a resource's ARN
// followed by suffix ("/*", "/index/*"), however the ARN is referenced: in
// its own stack cdk-nag prints <LogicalId.Arn>, from another stack the
// Fn::GetStackOutput (or Fn::ImportValue) that carries it, both naming the
// logical id.
func refMatching(c constructs.IConstruct, suffix string) any {
	id := awscdk.Stack_Of(c).GetLogicalId(c.Node().DefaultChild().(awscdk.CfnElement))
	return matching(`^Resource::.*` + regexp.QuoteMeta(*id) + `.*` + regexp.QuoteMeta(suffix) + `$`)
}
