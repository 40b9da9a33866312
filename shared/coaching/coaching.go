// Package coaching runs the coach behind the practice features: the built-in
// coach always, and an LLM provider when one is configured. An LLM's answer
// fills the same schema and is validated; when it times out, fails or
// answers something invalid, the built-in coach's result is used and marked
// as a fallback ("Backup Mode").
package coaching

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/llm"
)

// Service scores practice. LLM is nil when only the built-in coach is used.
type Service struct {
	LLM     llm.Client
	Timeout time.Duration // per LLM call; 0 means 10 s
	Log     *slog.Logger
}

// Result is a scored pitch.
type Result struct {
	Analysis coach.Analysis
	// Provider is "builtin" or the LLM's name.
	Provider string
	// Fallback is true when an LLM was configured but the built-in coach
	// answered.
	Fallback bool
}

// ProviderName says which engine answers when all goes well.
func (s *Service) ProviderName() string {
	if s.LLM == nil {
		return "builtin"
	}
	return s.LLM.Name()
}

// AnalyzePitch scores a pitch.
func (s *Service) AnalyzePitch(ctx context.Context, in coach.Input) Result {
	builtin := coach.Analyze(in)
	if s.LLM == nil {
		return Result{Analysis: builtin, Provider: "builtin"}
	}
	enriched, err := s.llmAnalysis(ctx, in, builtin)
	if err != nil {
		s.Log.WarnContext(ctx, "llm analysis failed; built-in coach used", "provider", s.LLM.Name(), "err", err)
		return Result{Analysis: builtin, Provider: "builtin", Fallback: true}
	}
	return Result{Analysis: enriched, Provider: s.LLM.Name()}
}

const pitchSystem = `You are an experienced B2B sales coach. Score the rep's pitch for the buyer described.
Judge customer focus, value tied to the buyer's situation (made-up or irrelevant numbers are not value),
discovery questions, a clear next step, confidence (no hedging), clarity and tone.
Answer with one JSON object:
{"overallScore": 0-100,
 "categories": {"clarity": {"score": 0-100, "feedback": "..."}, "confidence": {...}, "persuasiveness": {...}, "tone": {...}, "objectionHandling": {...}},
 "recommendation": "...",
 "strengths": [{"category": "...", "description": "...", "impact": "high|medium|low"}],
 "improvements": [{"category": "...", "description": "...", "priority": "high|medium|low", "specificSuggestion": "...", "example": "..."}]}
Quote the rep's own words in feedback. Never invent facts about the buyer.`

type llmPitch struct {
	OverallScore   *int                   `json:"overallScore"`
	Categories     map[string]llmCategory `json:"categories"`
	Recommendation string                 `json:"recommendation"`
	Strengths      []coach.Strength       `json:"strengths"`
	Improvements   []coach.Improvement    `json:"improvements"`
}

type llmCategory struct {
	Score    *int   `json:"score"`
	Feedback string `json:"feedback"`
}

var categoryNames = []string{"clarity", "confidence", "persuasiveness", "tone", "objectionHandling"}

func (s *Service) llmAnalysis(ctx context.Context, in coach.Input, builtin coach.Analysis) (coach.Analysis, error) {
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var user strings.Builder
	fmt.Fprintf(&user, "Buyer situation: %s\nIndustry: %s\nObjection type: %s\nDifficulty: %s\nMode: %s\n",
		orNone(in.Scenario.Custom), orNone(in.Scenario.Industry), orNone(in.Scenario.Objection), orNone(in.Scenario.Difficulty), in.Mode)
	if in.Objection != "" {
		fmt.Fprintf(&user, "The buyer said: %q\n", in.Objection)
	}
	fmt.Fprintf(&user, "Measured by our analyser (trust these numbers): %d words, %d hedges, %d fillers, %d discovery questions, next step: %s.\n",
		builtin.Metrics.WordCount, builtin.Metrics.HedgeCount, builtin.Metrics.FillerCount, builtin.Metrics.DiscoveryQuestions, builtin.Metrics.NextStep)
	fmt.Fprintf(&user, "The rep's pitch, between the markers:\n<<<\n%s\n>>>", in.Text)
	answer, err := s.LLM.Complete(ctx, llm.Request{System: pitchSystem, Messages: []llm.Message{{Role: "user", Text: user.String()}}, JSON: true, MaxTokens: 1500, Temperature: 0.2})
	if err != nil {
		return coach.Analysis{}, err
	}
	var out llmPitch
	if err := llm.DecodeJSON(answer, &out); err != nil {
		return coach.Analysis{}, err
	}
	return mergePitch(out, builtin)
}

// mergePitch validates the model's answer and keeps the built-in metrics and
// quoted evidence, which are measured rather than generated.
func mergePitch(out llmPitch, builtin coach.Analysis) (coach.Analysis, error) {
	if out.OverallScore == nil || *out.OverallScore < 0 || *out.OverallScore > 100 {
		return coach.Analysis{}, errors.New("overallScore missing or out of range")
	}
	if strings.TrimSpace(out.Recommendation) == "" {
		return coach.Analysis{}, errors.New("recommendation missing")
	}
	a := builtin
	a.OverallScore = *out.OverallScore
	a.Recommendation = out.Recommendation
	cats := map[string]*coach.Category{
		"clarity": &a.Categories.Clarity, "confidence": &a.Categories.Confidence, "persuasiveness": &a.Categories.Persuasiveness,
		"tone": &a.Categories.Tone, "objectionHandling": &a.Categories.ObjectionHandling,
	}
	for _, name := range categoryNames {
		c, ok := out.Categories[name]
		if !ok || c.Score == nil || *c.Score < 0 || *c.Score > 100 || strings.TrimSpace(c.Feedback) == "" {
			return coach.Analysis{}, fmt.Errorf("category %s missing or invalid", name)
		}
		*cats[name] = coach.Category{Score: *c.Score, Feedback: c.Feedback}
	}
	for _, st := range out.Strengths {
		if strings.TrimSpace(st.Description) == "" {
			return coach.Analysis{}, errors.New("empty strength")
		}
	}
	for _, im := range out.Improvements {
		if strings.TrimSpace(im.Description) == "" || strings.TrimSpace(im.SpecificSuggestion) == "" {
			return coach.Analysis{}, errors.New("improvement without description or suggestion")
		}
	}
	if out.Strengths != nil {
		a.Strengths = out.Strengths
	}
	if out.Improvements != nil {
		a.Improvements = out.Improvements
	}
	return a, nil
}

func orNone(s string) string {
	if strings.TrimSpace(s) == "" {
		return "(not given)"
	}
	return s
}

// CategoryScores flattens an analysis's category scores for statistics.
func CategoryScores(a coach.Analysis) map[string]int {
	return map[string]int{
		"clarity": a.Categories.Clarity.Score, "confidence": a.Categories.Confidence.Score,
		"persuasiveness": a.Categories.Persuasiveness.Score, "tone": a.Categories.Tone.Score,
		"objectionHandling": a.Categories.ObjectionHandling.Score,
	}
}

// JSON marshals v for storage; the coach's types always marshal.
func JSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}
