package mail_test

import (
	"context"
	"testing"

	"pitchperfect/shared/devmailbox"
	"pitchperfect/shared/mail"
)

func TestOutbox(t *testing.T) {
	box := &devmailbox.Box{Dir: t.TempDir()}
	o := &mail.Outbox{Box: box}
	for _, to := range []string{"a@example.com", "b@example.com", "A@example.com"} {
		if err := o.Send(context.Background(), mail.Message{To: to, Subject: "s", Text: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	msgs, err := box.List("a@example.com", 0)
	if err != nil || len(msgs) != 2 || msgs[0].To != "A@example.com" {
		t.Fatalf("%+v %v", msgs, err)
	}
}
