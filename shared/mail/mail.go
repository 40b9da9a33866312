// Package mail sends the product's own e-mail (the feedback summary of a
// practice session): through Amazon SES in the cloud (package sesmail,
// linked only by the function that sends it), into the local mailbox folder
// on one machine.
package mail

import (
	"context"

	"pitchperfect/shared/devmailbox"
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

// Outbox keeps messages in the local mailbox instead of sending them.
type Outbox struct{ Box *devmailbox.Box }

// Send implements Sender.
func (o *Outbox) Send(_ context.Context, m Message) error {
	_, err := o.Box.Put(devmailbox.Message{To: m.To, Subject: m.Subject, Body: m.Text})
	return err
}
