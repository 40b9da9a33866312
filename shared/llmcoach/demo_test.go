package llmcoach_test

import (
	"strings"
	"testing"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/llmcoach"
)

func TestDemoTextQuotesTheExampleOnce(t *testing.T) {
	for _, ex := range []string{`"Could we talk on Friday?"`, `“Could we talk on Friday?”`, `Could we talk on Friday?`} {
		text := llmcoach.DemoText(coach.Feedback{OverallScore: 40, Improvements: []coach.Improvement{{SpecificSuggestion: "Propose a next step", Example: ex}}})
		if !strings.Contains(text, ` For example: "Could we talk on Friday?"`) || strings.Contains(text, `""`) || strings.Contains(text, `"“`) {
			t.Errorf("%q -> %q", ex, text)
		}
		if !strings.HasPrefix(text, "Score: 40/100. To improve: Propose a next step.") {
			t.Errorf("text %q", text)
		}
	}
	fb := coach.AssessReply(llmcoach.DemoObjection, "I understand. What are you comparing us with?", llmcoach.DemoScenario, nil)
	if text := llmcoach.DemoText(fb); !strings.HasPrefix(text, "Score: ") || len(text) < 40 {
		t.Errorf("real feedback text %q", text)
	}
}
