// Package sesmail sends the product's e-mail through Amazon SES (v2 API). It
// is a package of its own so that only the function that sends e-mail links
// the SES client (see platform.Backends).
package sesmail

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	sestypes "github.com/aws/aws-sdk-go-v2/service/sesv2/types"

	"pitchperfect/shared/mail"
)

// Sender sends as one verified SES identity.
type Sender struct {
	client *sesv2.Client
	from   string
}

// New returns a sender whose messages come from the verified identity from.
// cfg.BaseEndpoint, when set, overrides the service address (tests point it
// at a local server speaking the same protocol).
func New(cfg aws.Config, from string) mail.Sender {
	return &Sender{client: sesv2.NewFromConfig(cfg), from: from}
}

// Send implements mail.Sender.
func (s *Sender) Send(ctx context.Context, m mail.Message) error {
	_, err := s.client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(s.from),
		Destination:      &sestypes.Destination{ToAddresses: []string{m.To}},
		Content: &sestypes.EmailContent{Simple: &sestypes.Message{
			Subject: &sestypes.Content{Data: aws.String(m.Subject), Charset: aws.String("UTF-8")},
			Body:    &sestypes.Body{Text: &sestypes.Content{Data: aws.String(m.Text), Charset: aws.String("UTF-8")}},
		}},
	})
	if err != nil {
		return fmt.Errorf("ses send: %w", err)
	}
	return nil
}
