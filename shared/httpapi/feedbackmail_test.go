package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/devmailbox"
	"pitchperfect/shared/httpapi"
)

const sendEmail = "/api/functions/send-feedback-email"

// verifiedUser signs up a user whose e-mail address is verified (as
// Cognito marks it on confirmation) and returns its id token and address.
func verifiedUser(t *testing.T) (string, string) {
	t.Helper()
	ctx := context.Background()
	userSeq++
	email := fmt.Sprintf("mailer%d-%d@example.com", userSeq, time.Now().UnixNano())
	if _, err := env.NewUser(ctx, email, "Secret123"); err != nil {
		t.Fatal(err)
	}
	if _, err := env.IDP.AdminUpdateUserAttributes(ctx, &cip.AdminUpdateUserAttributesInput{
		UserPoolId: &env.Pool.ID, Username: &email,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}, {Name: aws.String("email_verified"), Value: aws.String("true")}},
	}); err != nil {
		t.Fatal(err)
	}
	tok, err := env.SignIn(ctx, email, "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	return tok.ID, email
}

func inbox(t *testing.T, addr string) []devmailbox.Message {
	t.Helper()
	msgs, err := (&devmailbox.Box{Dir: mailDir}).List(addr, 0)
	if err != nil {
		t.Fatal(err)
	}
	return msgs
}

const lure = "URGENT: your account is locked, log in at https://evil.example/reset or call 555 0100."

func TestSignedInUsersMailTheirOwnSessionsToThemselves(t *testing.T) {
	tok, email := verifiedUser(t)
	answer := "I hear you, budget matters. What are you comparing us with? See www.our-case-study.example for the numbers."
	r := call(t, "POST", "/api/functions/demo-feedback", tok, map[string]any{"response": answer, "inputType": "text"})
	if r.Status != 200 || r.Body["saved"] != true {
		t.Fatalf("demo: %d %s", r.Status, r.Raw)
	}
	session := r.Body["session_id"].(string)

	if r := call(t, "POST", sendEmail, tok, map[string]any{"sessionId": session}); r.Status != 200 || r.Body["success"] != true {
		t.Fatalf("own session: %d %s", r.Status, r.Raw)
	}
	msgs := inbox(t, email)
	if len(msgs) != 1 {
		t.Fatalf("%d messages for the user", len(msgs))
	}
	body := msgs[0].Body
	for _, want := range []string{"Objection practice (demo) (text)", "Score:", "You: I hear you, budget matters.", "www[.]our-case-study[.]example", "Coach's feedback:"} {
		if !strings.Contains(body, want) {
			t.Errorf("e-mail lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "www.our-case-study.example") {
		t.Errorf("a live link in the e-mail:\n%s", body)
	}
	// Naming the own address (in any case) is fine; naming another is not.
	if r := call(t, "POST", sendEmail, tok, map[string]any{"sessionId": session, "email": strings.ToUpper(email)}); r.Status != 200 {
		t.Fatalf("own address named: %d %s", r.Status, r.Raw)
	}
	boss := fmt.Sprintf("boss-%d@example.com", time.Now().UnixNano())
	if r := call(t, "POST", sendEmail, tok, map[string]any{"sessionId": session, "email": boss}); r.Status != 403 || errorCode(t, r) != "not_your_email" {
		t.Fatalf("another address: %d %s", r.Status, r.Raw)
	}
	// A demo answer without a saved session goes to the own address too,
	// built by the server: the caller's text is not in it.
	if r := call(t, "POST", sendEmail, tok, map[string]any{"sessionData": map[string]any{"type": "voice", "response": lure, "feedback": lure, "score": 100}}); r.Status != 200 {
		t.Fatalf("demo answer: %d %s", r.Status, r.Raw)
	}
	if len(inbox(t, boss)) != 0 || len(inbox(t, email)) != 3 {
		t.Fatalf("mail went astray: boss %d, user %d", len(inbox(t, boss)), len(inbox(t, email)))
	}
	for _, m := range inbox(t, email) {
		if strings.Contains(m.Body, "evil") || strings.Contains(m.Body, "URGENT") {
			t.Fatalf("caller text mailed:\n%s", m.Body)
		}
	}

	// Another user's session is not found; a malformed id is a bad request;
	// neither reaches the store or the mailbox.
	other, otherEmail := verifiedUser(t)
	if r := call(t, "POST", sendEmail, other, map[string]any{"sessionId": session}); r.Status != 404 {
		t.Fatalf("another user's session: %d %s", r.Status, r.Raw)
	}
	for _, id := range []string{strings.Repeat("9", 2000), "../" + session, session + "x"} {
		if r := call(t, "POST", sendEmail, other, map[string]any{"sessionId": id}); r.Status != 400 || errorCode(t, r) != "invalid_session_id" {
			t.Fatalf("session id %.20q: %d %s", id, r.Status, r.Raw)
		}
	}
	if r := call(t, "POST", sendEmail, other, map[string]any{}); r.Status != 400 {
		t.Fatalf("nothing to send: %d %s", r.Status, r.Raw)
	}
	if len(inbox(t, otherEmail)) != 0 {
		t.Fatal("refused requests sent mail")
	}
	// A user whose address is not verified gets nothing mailed.
	unverified := newUser(t)
	if r := call(t, "POST", sendEmail, unverified, map[string]any{"sessionData": map[string]any{"type": "text", "response": "hello"}}); r.Status != 403 || errorCode(t, r) != "email_not_verified" {
		t.Fatalf("unverified address: %d %s", r.Status, r.Raw)
	}
}

func TestVisitorsGetOnlyServerBuiltMail(t *testing.T) {
	victim := fmt.Sprintf("victim-%d@example.com", time.Now().UnixNano())
	r := call(t, "POST", sendEmail, "", map[string]any{"email": victim,
		"sessionData": map[string]any{"type": "text", "response": lure + " I hear you, budget matters.", "feedback": lure, "score": 99, "timestamp": "x"}})
	if r.Status != 200 {
		t.Fatalf("visitor: %d %s", r.Status, r.Raw)
	}
	msgs := inbox(t, victim)
	if len(msgs) != 1 {
		t.Fatalf("%d messages", len(msgs))
	}
	body := msgs[0].Body
	for _, leak := range []string{"URGENT", "evil", "555", "locked", "99/100", "budget matters"} {
		if strings.Contains(body, leak) {
			t.Errorf("visitor text %q mailed:\n%s", leak, body)
		}
	}
	if !strings.Contains(body, "/100") || !strings.Contains(body, "Acknowledge:") {
		t.Errorf("no assessment in the e-mail:\n%s", body)
	}
	for name, bad := range map[string]struct {
		body   map[string]any
		status int
		code   string
	}{
		"a saved session":   {map[string]any{"email": victim, "sessionId": "20261122T101500.123456789Z-9f86d081884c7d65"}, 401, "unauthenticated"},
		"no address":        {map[string]any{"sessionData": map[string]any{"type": "text", "response": "hi"}}, 400, "invalid_email"},
		"display name":      {map[string]any{"email": "Someone <a@example.com>", "sessionData": map[string]any{"type": "text", "response": "hi"}}, 400, "invalid_email"},
		"two addresses":     {map[string]any{"email": "a@example.com, b@example.com", "sessionData": map[string]any{"type": "text", "response": "hi"}}, 400, "invalid_email"},
		"address with NUL":  {map[string]any{"email": "a@example.com\x00", "sessionData": map[string]any{"type": "text", "response": "hi"}}, 400, "invalid_text"},
		"no session data":   {map[string]any{"email": victim}, 400, "invalid_request"},
		"bad type":          {map[string]any{"email": victim, "sessionData": map[string]any{"type": "html", "response": "hi"}}, 400, "invalid_request"},
		"invisible answer":  {map[string]any{"email": victim, "sessionData": map[string]any{"type": "text", "response": "\u200b\u200b"}}, 400, "empty_response"},
		"answer with NUL":   {map[string]any{"email": victim, "sessionData": map[string]any{"type": "text", "response": "hi\x00"}}, 400, "invalid_text"},
		"unknown field":     {map[string]any{"email": victim, "sessionData": map[string]any{"type": "text", "response": "hi", "html": "<b>"}}, 400, "invalid_json"},
		"caller's own text": {map[string]any{"email": victim, "subject": "Hi", "sessionData": map[string]any{"type": "text", "response": "hi"}}, 400, "invalid_json"},
	} {
		r := call(t, "POST", sendEmail, "", bad.body)
		if r.Status != bad.status || errorCode(t, r) != bad.code {
			t.Errorf("%s: %d %s", name, r.Status, r.Raw)
		}
	}
	if n := len(inbox(t, victim)); n != 1 {
		t.Fatalf("refused requests sent mail: %d messages", n)
	}
}

// One mailbox gets at most 10 feedback e-mails a day, however many senders
// ask and however the address is spelt; each sender at most 5 an hour.
func TestFeedbackMailIsLimitedPerRecipientAndPerSender(t *testing.T) {
	srv := *deps.Server
	srv.OriginSecret = originSecret
	edge := serve(t, &srv)
	n := time.Now().UnixNano()
	victim := fmt.Sprintf("target%d@example.com", n)
	spellings := []string{victim, strings.ToUpper(victim), strings.Replace(victim, "@", "+a@", 1), strings.Replace(victim, "@", "+b@", 1)}
	send := func(viewer, to string) response {
		t.Helper()
		h := http.Header{}
		h.Set(httpapi.OriginVerifyHeader, originSecret)
		h.Set(httpapi.ViewerAddressHeader, viewer)
		return post(t, edge.URL+sendEmail, h, map[string]any{"email": to, "sessionData": map[string]any{"type": "text", "response": "Fair point. What budget did you plan?"}})
	}
	viewer := func(i int) string { return fmt.Sprintf("203.0.%d.%d:443", n>>8%200, i) }
	for i := 0; i < 10; i++ {
		if r := send(viewer(i), spellings[i%len(spellings)]); r.Status != 200 {
			t.Fatalf("e-mail %d: %d %s", i+1, r.Status, r.Raw)
		}
	}
	r := send(viewer(100), spellings[0])
	if r.Status != 429 || r.Header.Get("Retry-After") == "" || !strings.Contains(r.Body["error"].(map[string]any)["message"].(string), "this address") {
		t.Fatalf("11th e-mail to one mailbox from a new sender: %d %s", r.Status, r.Raw)
	}
	// The sender limit: five an hour, whatever the recipients.
	for i := 0; i < 5; i++ {
		if r := send(viewer(200), fmt.Sprintf("other%d-%d@example.com", i, n)); r.Status != 200 {
			t.Fatalf("sender's e-mail %d: %d %s", i+1, r.Status, r.Raw)
		}
	}
	if r := send(viewer(200), fmt.Sprintf("other9-%d@example.com", n)); r.Status != 429 || strings.Contains(r.Body["error"].(map[string]any)["message"].(string), "this address") {
		t.Fatalf("sender's sixth e-mail: %d %s", r.Status, r.Raw)
	}
	total := 0
	for _, s := range []string{victim, spellings[2], spellings[3]} { // the mailbox lists without regard to case
		total += len(inbox(t, s))
	}
	if total != 10 {
		t.Fatalf("the mailbox got %d e-mails, want 10", total)
	}
}
