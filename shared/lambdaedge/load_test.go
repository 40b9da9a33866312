package lambdaedge

import (
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/mail"
	"pitchperfect/shared/platform"
)

// A function started without the backends its catalog entry needs, or with
// ones it does not, stops at start-up, before reading its configuration.
func TestStartUpRefusesBackendsOtherThanTheCatalogsNeeds(t *testing.T) {
	ses := func(aws.Config, string) mail.Sender { return nil }
	users := func(aws.Config, string, string) auth.UserDirectory { return nil }
	for _, c := range []struct {
		name string
		b    platform.Backends
		want string
	}{
		{"send-feedback-email", platform.Backends{}, "needs the SES backend"},
		{"pitch-analysis", platform.Backends{}, "needs the Bedrock backend"},
		{"profile", platform.Backends{}, "needs the Cognito backend"},
		{"config", platform.Backends{SES: ses}, "does not need"},
		{"config", platform.Backends{Cognito: users}, "given the Cognito backend"},
		{"rate-limit-cleanup", platform.Backends{SES: ses}, "does not need"},
		{"no-such-function", platform.Backends{}, "no function"},
	} {
		if _, err := load(c.name, c.b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: load = %v, want %q", c.name, err, c.want)
		}
	}
}
