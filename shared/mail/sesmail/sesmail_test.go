package sesmail_test

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

	"pitchperfect/shared/mail"
	"pitchperfect/shared/mail/sesmail"
)

// The server speaks SES v2's wire protocol: POST /v2/email/outbound-emails.
func TestSend(t *testing.T) {
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
	cfg := aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKID", "SECRET", ""), BaseEndpoint: aws.String(srv.URL)}
	s := sesmail.New(cfg, "coach@pitchperfect.example")
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
