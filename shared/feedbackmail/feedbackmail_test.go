package feedbackmail_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/feedbackmail"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/practice"
)

func TestDefang(t *testing.T) {
	for in, want := range map[string]string{
		"see https://evil.example/login now":       "see hxxps[:]//evil[.]example/login now",
		"HTTP://EVIL.EXAMPLE":                      "hxxp[:]//EVIL[.]EXAMPLE",
		"go to www.evil.co.uk or evil.com":         "go to www[.]evil[.]co[.]uk or evil[.]com",
		"mail bob@evil.example":                    "mail bob@evil[.]example",
		"<a href=javascript:alert(1)>":             "<a href=javascript[:]alert(1)>",
		"mailto:x@y.io":                            "mailto[:]x@y[.]io",
		"Price: high. Budget: 40k, e.g. 3.5 reps.": "Price: high. Budget: 40k, e.g. 3.5 reps.",
	} {
		if got := feedbackmail.Defang(in); got != want {
			t.Errorf("Defang(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRecipientKeyIsOneCounterPerMailbox(t *testing.T) {
	k := feedbackmail.RecipientKey("ada@example.com")
	for _, same := range []string{"Ada@Example.com", " ada+demo@example.com", "ada+1+2@EXAMPLE.COM"} {
		if got := feedbackmail.RecipientKey(same); got != k {
			t.Errorf("%q: %s, want %s", same, got, k)
		}
	}
	if feedbackmail.RecipientKey("a.da@gmail.com") != feedbackmail.RecipientKey("ada+x@googlemail.com") {
		t.Error("Gmail spellings of one mailbox counted apart")
	}
	if feedbackmail.RecipientKey("a.da@example.com") == k || feedbackmail.RecipientKey("ada@example.org") == k {
		t.Error("different mailboxes share a counter")
	}
	if strings.Contains(k, "ada") || !strings.HasPrefix(k, "rcpt:") {
		t.Errorf("key %q shows the address", k)
	}
}

func TestRecipientIsTheCallersOwnVerifiedAddress(t *testing.T) {
	yes, no := true, false
	u := auth.User{ID: "u1", Email: "ada@example.com", EmailVerified: &yes}
	for _, tc := range []struct {
		u         auth.User
		requested string
		want      string
		code      string
	}{
		{u, "", "ada@example.com", ""},
		{u, "ADA@example.com", "ada@example.com", ""},
		{u, "boss@example.com", "", "not_your_email"},
		{auth.User{ID: "u1", Email: "ada@example.com", EmailVerified: &no}, "", "", "email_not_verified"},
		{auth.User{ID: "u1"}, "ada@example.com", "", "email_not_verified"},
	} {
		got, err := feedbackmail.Recipient(tc.u, tc.requested)
		code := ""
		if e := apperr.As(err); e != nil {
			code = e.Code
			if e.Kind != apperr.KindForbidden {
				t.Errorf("%+v: kind %v", tc, e.Kind)
			}
		}
		if got != tc.want || code != tc.code {
			t.Errorf("Recipient(%v, %q) = %q, %q; want %q, %q", tc.u.EmailVerified, tc.requested, got, code, tc.want, tc.code)
		}
	}
}

func TestDemoTextHoldsNothingTheVisitorWrote(t *testing.T) {
	answer := "URGENT: your account is locked, visit https://evil.example and call 555-0100. I hear you, budget matters. What are you comparing us with?"
	fb := coach.AssessReply(llmcoach.DemoObjection, answer, llmcoach.DemoScenario, nil)
	text := feedbackmail.DemoText("text", fb)
	for _, leak := range []string{"URGENT", "evil", "555", "locked", "comparing us with"} {
		if strings.Contains(text, leak) {
			t.Errorf("visitor text %q in the e-mail:\n%s", leak, text)
		}
	}
	for _, want := range []string{llmcoach.DemoObjection, "scored", "/100", "Acknowledge:", "Confirm:", "If it was not you"} {
		if !strings.Contains(text, want) {
			t.Errorf("e-mail lacks %q:\n%s", want, text)
		}
	}
}

func TestSessionTextQuotesTheUsersOwnSessionWithLinksDefanged(t *testing.T) {
	at := time.Date(2026, 11, 22, 10, 15, 0, 0, time.UTC)
	fb, _ := json.Marshal(map[string]any{"recommendation": "Lead with the 240 hours.",
		"strengths":    []any{map[string]any{"description": "You quantify the value."}},
		"improvements": []any{map[string]any{"description": "No question.", "specificSuggestion": "Ask one."}}})
	sess := practice.Session{ScenarioType: "pitch_analysis", Mode: "text", Score: 77, CompletedAt: at,
		CategoryScores: map[string]int{"clarity": 80, "tone": 70},
		Transcript:     []practice.Message{{Text: "Our sync at https://sync.example saves\n\n6 hours a week.", Sender: "user"}},
		FeedbackData:   fb}
	text := feedbackmail.SessionText(sess)
	for _, want := range []string{"Pitch analysis (text), 22 Nov 2026 10:15 UTC", "Score: 77/100", "clarity 80, tone 70",
		"You: Our sync at hxxps[:]//sync[.]example saves 6 hours a week.", "Lead with the 240 hours.", "+ You quantify the value.", "- No question. Ask one."} {
		if !strings.Contains(text, want) {
			t.Errorf("e-mail lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "https://") {
		t.Errorf("a live link:\n%s", text)
	}
	// A role-play's feedback is its latest turn's.
	rp, _ := json.Marshal(map[string]any{"turns": []any{
		map[string]any{"score": 40, "feedback": map[string]any{"strengths": []any{map[string]any{"description": "first"}}}},
		map[string]any{"score": 60, "feedback": map[string]any{"strengths": []any{map[string]any{"description": "latest"}}}},
	}})
	text = feedbackmail.SessionText(practice.Session{ScenarioType: "roleplay", Mode: "voice", FeedbackData: rp,
		Transcript: []practice.Message{{Text: "Too pricey.", Sender: "ai"}, {Text: "What budget?", Sender: "user"}}})
	if !strings.Contains(text, "+ latest") || strings.Contains(text, "first") || !strings.Contains(text, "Buyer: Too pricey.\nYou: What budget?") {
		t.Errorf("role-play e-mail:\n%s", text)
	}
}
