// Package mail sends the product's own e-mail (the feedback summary of a
// practice session): through Amazon SES in the cloud, into the local mailbox
// folder on one machine.
package mail

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	sestypes "github.com/aws/aws-sdk-go-v2/service/sesv2/types"

	"pitchperfect/shared/mailbox"
)

// Message is one plain-text e-mail.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// SES sends through Amazon SES (v2 API).
type SES struct {
	Client *sesv2.Client
	From   string // a verified identity
}

// Send implements Sender.
func (s *SES) Send(ctx context.Context, m Message) error {
	_, err := s.Client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(s.From),
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

// Outbox keeps messages in the local mailbox instead of sending them.
type Outbox struct{ Box *mailbox.Box }

// Send implements Sender.
func (o *Outbox) Send(_ context.Context, m Message) error {
	_, err := o.Box.Put(mailbox.Message{To: m.To, Subject: m.Subject, Body: m.Text})
	return err
}
