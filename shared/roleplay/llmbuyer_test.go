package roleplay

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/llm"
)

// fakeLLM is an llm.Client at the edge: it records the request and answers
// with a fixed text or error, or blocks until the context ends.
type fakeLLM struct {
	mu     sync.Mutex
	answer string
	err    error
	block  bool
	reqs   []llm.Request
}

func (f *fakeLLM) Name() string { return "fake:buyer" }

func (f *fakeLLM) Complete(ctx context.Context, req llm.Request) (string, error) {
	f.mu.Lock()
	f.reqs = append(f.reqs, req)
	f.mu.Unlock()
	if f.block {
		<-ctx.Done()
		return "", ctx.Err()
	}
	return f.answer, f.err
}

var _ llm.Client = (*fakeLLM)(nil)

// llmHistory is a conversation of 10 messages with distinct texts.
func llmHistory(sc Scenario) []Message {
	h := []Message{}
	for _, o := range Opening(sc) {
		h = append(h, Message{Sender: SenderAI, Text: o})
	}
	reps := []string{"msg-r1 I hear you. What budget did you plan?", "msg-r2 What do you use today?", "msg-r3 Who else is involved?", "msg-r4 What would you need to see?"}
	for i, r := range reps {
		h = append(h, Message{Sender: SenderUser, Text: r}, Message{Sender: SenderAI, Text: fmt.Sprintf("msg-b%d A buyer answer number %d.", i+1, i+1)})
	}
	return h
}

func TestLLMBuyerUsesValidAnswer(t *testing.T) {
	sc := scenario(PersonaSkeptical, DifficultyIntermediate)
	h := llmHistory(sc)
	fake := &fakeLLM{answer: "Sure thing:\n```json\n{\"response\": \"Buyer: Show me a customer our size who actually got that.\", \"confidence\": 88}\n```"}
	b := &LLMBuyer{Client: fake}
	input := "We typically save teams 6 hours a week."
	tr := b.Reply(context.Background(), sc, h, input)
	if tr.Fallback || tr.Text != "Show me a customer our size who actually got that." || tr.Confidence != 88 || tr.Provider != "fake:buyer" {
		t.Fatalf("turn = %+v", tr)
	}
	builtin := (&Buyer{}).Reply(sc, h, input)
	if tr.Stance != builtin.Stance || tr.Concession != builtin.Concession {
		t.Errorf("stance and concession should come from the engine: %+v vs %+v", tr, builtin)
	}
	req := fake.reqs[0]
	if !req.JSON || len(req.Messages) != 1 || req.Messages[0].Role != "user" {
		t.Errorf("request shape: %+v", req)
	}
	for _, want := range []string{"Skeptical Prospect", "Price", "Intermediate", "General", "Customer thinks your product is too expensive",
		money(newFacts(sc.normalized()).budgetN), `"response"`, `"confidence"`, "never an instruction"} {
		if !strings.Contains(req.System+req.Messages[0].Text, want) {
			t.Errorf("prompt lacks %q", want)
		}
	}
	if !strings.Contains(req.Messages[0].Text, "<<<\n"+input+"\n>>>") {
		t.Errorf("the rep's message is not marked: %s", req.Messages[0].Text)
	}
}

func TestLLMBuyerSendsExactlyTheLastSixMessages(t *testing.T) {
	sc := scenario(PersonaFriendly, DifficultyBeginner)
	h := llmHistory(sc) // 10 messages
	fake := &fakeLLM{answer: `{"response": "Fair enough, tell me more.", "confidence": 90}`}
	(&LLMBuyer{Client: fake}).Reply(context.Background(), sc, h, "new message")
	text := fake.reqs[0].Messages[0].Text
	for i, m := range h {
		sent := strings.Contains(text, m.Text)
		if want := i >= len(h)-HistorySent; sent != want {
			t.Errorf("message %d (%q) sent = %v, want %v", i, m.Text, sent, want)
		}
	}
	lines := 0
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "Rep: ") || strings.HasPrefix(l, "Buyer (you): ") {
			lines++
		}
	}
	if lines != HistorySent {
		t.Errorf("%d transcript lines, want %d:\n%s", lines, HistorySent, text)
	}
	// A history that already ends with the input is not sent twice.
	fake.reqs = nil
	withInput := append(append([]Message{}, h...), Message{Sender: SenderUser, Text: "INPUT-7Q"})
	(&LLMBuyer{Client: fake}).Reply(context.Background(), sc, withInput, "INPUT-7Q")
	if n := strings.Count(fake.reqs[0].Messages[0].Text, "INPUT-7Q"); n != 1 {
		t.Errorf("the input appears %d times", n)
	}
}

func TestLLMBuyerScriptIsTruncated(t *testing.T) {
	sc := scenario(PersonaRushed, DifficultyBeginner)
	sc.Script = "START Our onboarding takes ten days. " + strings.Repeat("We save teams hours every week. ", 300) + "TAILMARK"
	fake := &fakeLLM{answer: `{"response": "Short version?", "confidence": 90}`}
	(&LLMBuyer{Client: fake}).Reply(context.Background(), sc, nil, "Hi")
	sys := fake.reqs[0].System
	if !strings.Contains(sys, "START Our onboarding") || strings.Contains(sys, "TAILMARK") {
		t.Error("the script is not sent truncated")
	}
	if len(sys) > 8000 {
		t.Errorf("system prompt is %d bytes", len(sys))
	}
}

func TestLLMBuyerFallsBack(t *testing.T) {
	sc := scenario(PersonaAssertive, DifficultyAdvanced)
	h := llmHistory(sc)
	input := "I can give you 30% off."
	builtin := (&Buyer{}).Reply(sc, h, input)
	earlier := h[len(h)-1].Text
	for _, tt := range []struct {
		name   string
		fake   *fakeLLM
		reason string
	}{
		{"error", &fakeLLM{err: errors.New("throttled")}, "throttled"},
		{"timeout", &fakeLLM{block: true}, "deadline"},
		{"not JSON", &fakeLLM{answer: "Sure, here's my reply: too expensive."}, "no JSON"},
		{"broken JSON", &fakeLLM{answer: `{"response": "hi", "confidence": }`}, "invalid JSON"},
		{"wrong type", &fakeLLM{answer: `{"response": 42}`}, "invalid JSON"},
		{"empty", &fakeLLM{answer: `{"response": "   ", "confidence": 90}`}, "empty"},
		{"too long", &fakeLLM{answer: `{"response": "` + strings.Repeat("a", MaxReplyChars+1) + `", "confidence": 90}`}, "601 characters"},
		{"repeat", &fakeLLM{answer: `{"response": "` + earlier + `", "confidence": 90}`}, "repeats"},
		{"repeat, other case", &fakeLLM{answer: `{"response": "` + strings.ToUpper(earlier) + `", "confidence": 90}`}, "repeats"},
		{"AI", &fakeLLM{answer: `{"response": "As an AI language model, I can't have a budget.", "confidence": 90}`}, "out of role"},
		{"assistant", &fakeLLM{answer: `{"response": "I'm just a helpful assistant, but that price sounds high.", "confidence": 90}`}, "out of role"},
		{"role-play", &fakeLLM{answer: `{"response": "Let's pause the role-play for a second.", "confidence": 90}`}, "out of role"},
		{"writes the rep", &fakeLLM{answer: `{"response": "Too expensive.\nRep: I understand!", "confidence": 90}`}, "other speakers"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := &LLMBuyer{Client: tt.fake, Timeout: 30 * time.Millisecond}
			began := time.Now()
			tr := b.Reply(context.Background(), sc, h, input)
			if time.Since(began) > 2*time.Second {
				t.Errorf("took %v", time.Since(began))
			}
			if !tr.Fallback || tr.Provider != "builtin" {
				t.Fatalf("no fallback: %+v", tr)
			}
			if tr.Text != builtin.Text || tr.Confidence != builtin.Confidence || tr.Stance != builtin.Stance {
				t.Errorf("fallback %+v is not the built-in turn %+v", tr, builtin)
			}
			if !strings.Contains(tr.FallbackReason, tt.reason) {
				t.Errorf("reason %q does not mention %q", tr.FallbackReason, tt.reason)
			}
		})
	}
	// Exactly MaxReplyChars is fine.
	ok := &fakeLLM{answer: `{"response": "` + strings.Repeat("a", MaxReplyChars-1) + `.", "confidence": 70}`}
	if tr := (&LLMBuyer{Client: ok}).Reply(context.Background(), sc, h, input); tr.Fallback {
		t.Errorf("a %d-character reply fell back: %s", MaxReplyChars, tr.FallbackReason)
	}
}

func TestLLMBuyerConfidence(t *testing.T) {
	sc := scenario(PersonaFriendly, DifficultyBeginner)
	for answer, want := range map[string]int{
		`{"response": "Okay, go on."}`:                    80,
		`{"response": "Okay, go on.", "confidence": 0.9}`: 90,
		`{"response": "Okay, go on.", "confidence": 150}`: 100,
		`{"response": "Okay, go on.", "confidence": -5}`:  0,
		`{"response": "Okay, go on.", "confidence": 72}`:  72,
	} {
		tr := (&LLMBuyer{Client: &fakeLLM{answer: answer}}).Reply(context.Background(), sc, nil, "Hi there")
		if tr.Fallback || tr.Confidence != want {
			t.Errorf("%s: %+v, want confidence %d", answer, tr, want)
		}
	}
}

func TestLLMBuyerWithoutClient(t *testing.T) {
	sc := scenario(PersonaFriendly, DifficultyBeginner)
	var nilBuyer *LLMBuyer
	for _, b := range []*LLMBuyer{{}, nilBuyer, {Fallback: &Buyer{}}} {
		tr := b.Reply(context.Background(), sc, nil, "Hello")
		if tr.Fallback || tr.Provider != "builtin" || tr.Text == "" {
			t.Errorf("no client: %+v", tr)
		}
	}
}

func TestFallbackApology(t *testing.T) {
	if ErrorToastTitle != "AI Response Error" {
		t.Errorf("toast = %q", ErrorToastTitle)
	}
	if FallbackApology == "" || len(FallbackApology) > MaxReplyChars || reOutOfRole.MatchString(FallbackApology) {
		t.Errorf("apology %q", FallbackApology)
	}
}
