package parts

import (
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsses"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// MailProps configures the sender of the product's e-mail.
type MailProps struct {
	// From is the sender address the functions that send e-mail get as
	// SES_FROM.
	From string
	// Identity is what SES verifies: From itself (SES e-mails a link to
	// that inbox) or its domain (DKIM records to add to DNS).
	Identity string
}

// Mail is the SES identity that authorizes the product's sender.
type Mail struct {
	Scope    constructs.Construct // not embedded, see Tables
	Identity awsses.EmailIdentity
	From     string
	// IsDomain is true for a domain identity, whose DKIM records must be
	// published before SES sends anything.
	IsDomain bool
	// SiteURL is the site's origin the e-mails link to (a team invite's
	// /team?invite=…): the sending functions get it as SITE_URL. Nil
	// leaves the links as paths.
	SiteURL *string
}

// NewMail declares the SES identity. It is kept when its stack is deleted:
// verifying an identity again is a manual step.
func NewMail(scope constructs.Construct, id string, p *MailProps) *Mail {
	c := constructs.NewConstruct(scope, jsii.String(id))
	identity := p.Identity
	if identity == "" {
		identity = p.From
	}
	isDomain := !strings.Contains(identity, "@")
	ident := awsses.Identity_Email(jsii.String(identity))
	if isDomain {
		ident = awsses.Identity_Domain(jsii.String(identity))
	}
	ei := awsses.NewEmailIdentity(c, jsii.String("Identity"), &awsses.EmailIdentityProps{Identity: ident})
	ei.ApplyRemovalPolicy(awscdk.RemovalPolicy_RETAIN)
	return &Mail{Scope: c, Identity: ei, From: p.From, IsDomain: isDomain}
}
