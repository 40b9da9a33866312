package mail_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"

	"pitchperfect/shared/mail"
	"pitchperfect/shared/mailbox"
)

// The server speaks SES v2's wire protocol: POST /v2/email/outbound-emails.
func TestSESSend(t *testing.T) {
	var got map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != "POST" || r.URL.Path != "/v2/email/outbound-emails" || !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256") {
			t.Errorf("%s %s", r.Method, r.URL.Path)
		}
		body, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(body, &got)
		if strings.Contains(string(body), "blocked@") {
			w.Header().Set("X-Amzn-Errortype", "MessageRejected")
			w.WriteHeader(400)
			io.WriteString(w, `{"message":"Email address is not verified."}`)
			return
		}
		io.WriteString(w, `{"MessageId":"0100018c-abc"}`)
	}))
	defer srv.Close()
	cfg := aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", "")}
	s := &mail.SES{Client: sesv2.NewFromConfig(cfg, func(o *sesv2.Options) { o.BaseEndpoint = aws.String(srv.URL) }), From: "coach@pitchperfect.example"}
	if err := s.Send(context.Background(), mail.Message{To: "rep@example.com", Subject: "Your feedback", Text: "Score 82"}); err != nil {
		t.Fatal(err)
	}
	if got["FromEmailAddress"] != "coach@pitchperfect.example" || got["Destination"].(map[string]any)["ToAddresses"].([]any)[0] != "rep@example.com" {
		t.Errorf("body: %v", got)
	}
	simple := got["Content"].(map[string]any)["Simple"].(map[string]any)
	if simple["Body"].(map[string]any)["Text"].(map[string]any)["Data"] != "Score 82" {
		t.Errorf("content: %v", simple)
	}
	if err := s.Send(context.Background(), mail.Message{To: "blocked@example.com"}); err == nil || !strings.Contains(err.Error(), "MessageRejected") {
		t.Errorf("rejected: %v", err)
	}
}

func TestOutbox(t *testing.T) {
	box := &mailbox.Box{Dir: t.TempDir()}
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
