package coaching

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/llm"
)

// DemoObjection is the prospect's price objection of the /demo page.
const DemoObjection = "I like what I'm hearing, but honestly this is way over our budget. Why should we pay that much when cheaper tools exist?"

// DemoScenario is the demo's buyer.
var DemoScenario = coach.Scenario{
	Difficulty: "Beginner", Objection: "Price", Industry: "general",
	Custom: "A mid-sized company comparing your product with cheaper tools; the buyer worries about budget and wants to know why the price is worth it.",
}

// DemoResult is the coaching of one demo answer.
type DemoResult struct {
	Feedback   string // the text the AI Feedback box shows
	Fallback   bool   // an LLM was configured but failed
	Provider   string
	Assessment coach.Feedback // the built-in coach's full assessment
}

// DemoFeedback coaches an answer to the demo's price objection.
func (s *Service) DemoFeedback(ctx context.Context, response string) DemoResult {
	fb := coach.AssessReply(DemoObjection, response, DemoScenario, nil)
	res := DemoResult{Feedback: DemoText(fb), Provider: "builtin", Assessment: fb}
	if s.LLM == nil {
		return res
	}
	text, err := s.llmDemo(ctx, response, fb)
	if err != nil {
		s.Log.WarnContext(ctx, "llm demo feedback failed; built-in coach used", "provider", s.LLM.Name(), "err", err)
		res.Fallback = true
		return res
	}
	res.Feedback, res.Provider = text, s.LLM.Name()
	return res
}

// DemoText writes the built-in coach's assessment as a short paragraph.
func DemoText(fb coach.Feedback) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Score: %d/100. ", fb.OverallScore)
	if len(fb.Strengths) > 0 {
		fmt.Fprintf(&b, "What worked: %s ", sentence(fb.Strengths[0].Description))
	}
	if len(fb.Improvements) > 0 {
		im := fb.Improvements[0]
		fmt.Fprintf(&b, "To improve: %s", sentence(im.SpecificSuggestion))
		// Examples may come quoted already; quote them exactly once.
		if ex := strings.Trim(strings.TrimSpace(im.Example), "\"“”'"); ex != "" {
			fmt.Fprintf(&b, " For example: \"%s\"", ex)
		}
	}
	return strings.TrimSpace(b.String())
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s != "" && !strings.ContainsAny(s[len(s)-1:], ".!?") {
		s += "."
	}
	return s
}

const demoSystem = `You are an experienced sales coach. A rep answered a prospect's price objection.
Give 3 to 5 sentences of specific coaching: what worked, what to change, and one better line they could say.
Quote the rep's words. Answer with one JSON object: {"feedback": "..."}.`

func (s *Service) llmDemo(ctx context.Context, response string, fb coach.Feedback) (string, error) {
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	st := fb.Stages
	user := fmt.Sprintf("Prospect: %q\nOur analyser scored the reply %d/100 (acknowledge %d, clarify %d, respond %d, confirm %d of 100).\nThe rep's reply, between the markers:\n<<<\n%s\n>>>",
		DemoObjection, fb.OverallScore, st.Acknowledge.Score, st.Clarify.Score, st.Respond.Score, st.Confirm.Score, response)
	answer, err := s.LLM.Complete(ctx, llm.Request{System: demoSystem, Messages: []llm.Message{{Role: "user", Text: user}}, JSON: true, MaxTokens: 400, Temperature: 0.3})
	if err != nil {
		return "", err
	}
	var out struct {
		Feedback string `json:"feedback"`
	}
	if err := llm.DecodeJSON(answer, &out); err != nil {
		return "", err
	}
	if t := strings.TrimSpace(out.Feedback); t == "" || len(t) > 2000 {
		return "", errors.New("feedback missing or too long")
	}
	return strings.TrimSpace(out.Feedback), nil
}
