package stacks_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/cxapi"
)

// TestAwsSolutionsChecksFindNothing fails on any finding of cdk-nag's
// AwsSolutions pack (applied to the app in synthesize), error or warning, and
// on any other error annotation, in every stack of both deployments. A
// finding is fixed where the resource is declared or suppressed there, on
// that resource, with the reason (package parts, suppress).
func TestAwsSolutionsChecksFindNothing(t *testing.T) {
	// The cloud assembly of the one synthesis (app.Synth returns it cached,
	// aspects applied) holds every stack's annotations.
	assembly := app.Synth(nil)
	var findings []string
	for _, stack := range append(deployment.Stacks(), plain.Stacks()...) {
		for _, m := range *assembly.GetStackArtifact(stack.ArtifactId()).Messages() {
			data := fmt.Sprint(m.Entry.Data)
			if m.Level == cxapi.SynthesisMessageLevel_ERROR ||
				(m.Level == cxapi.SynthesisMessageLevel_WARNING && strings.HasPrefix(data, "AwsSolutions-")) {
				findings = append(findings, fmt.Sprintf("%s %s: %s", m.Level, *m.Id, data))
			}
		}
	}
	sort.Strings(findings)
	if len(findings) > 0 {
		t.Errorf("%d findings:\n%s", len(findings), strings.Join(findings, "\n"))
	}
}

// TestSuppressionsAreNarrow checks that no suppression covers a whole stack
// and that IAM suppressions name the findings they cover.
func TestSuppressionsAreNarrow(t *testing.T) {
	for name, s := range byName {
		stack := s.stack
		if md := stack.TemplateOptions().Metadata(); md != nil {
			if _, ok := (*md)["cdk_nag"]; ok {
				t.Errorf("%s: stack-wide cdk-nag suppressions", name)
			}
		}
		for id, r := range s.resources {
			md, _ := r["Metadata"].(map[string]any)
			nag, _ := md["cdk_nag"].(map[string]any)
			for _, raw := range toList(nag["rules_to_suppress"]) {
				rule, _ := raw.(map[string]any)
				if strings.HasPrefix(toString(rule["id"]), "AwsSolutions-IAM") && rule["applies_to"] == nil {
					t.Errorf("%s/%s: %s suppressed for every finding, want applies_to", name, id, rule["id"])
				}
			}
		}
	}
}
