// Command coachreview renders the built-in coach's reports and the built-in
// buyer's conversations as Markdown, for a blind review: a reviewer who has
// not seen the code reads what a salesperson would read and counts defects.
//
//	go run ./shared/cmd/coachreview reports FILE.json > reports.md
//	go run ./shared/cmd/coachreview conversations FILE.json > conversations.md
//
// A reports file is a JSON list of
//
//	{"id", "kind": "pitch"|"reply", "scenario": {difficulty, objection, industry, custom},
//	 "mode": "text"|"voice", "objection": "the buyer's line a reply answers", "text"}
//
// A conversations file is a JSON list of
//
//	{"id", "scenario": {title, persona, objection, difficulty, industry, custom, script},
//	 "turns": ["the rep's messages, in order"]}
//
// Each conversation is played through roleplay.Buyer the way a session plays
// it (openings, then one buyer reply per rep turn), and each rep turn is
// coached by coach.AssessReply against the buyer line before it.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/roleplay"
)

type report struct {
	ID        string         `json:"id"`
	Kind      string         `json:"kind"`
	Scenario  coach.Scenario `json:"scenario"`
	Mode      string         `json:"mode"`
	Objection string         `json:"objection"`
	Text      string         `json:"text"`
}

type conversation struct {
	ID       string            `json:"id"`
	Scenario roleplay.Scenario `json:"scenario"`
	Turns    []string          `json:"turns"`
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: coachreview reports|conversations FILE.json")
		os.Exit(2)
	}
	b, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	switch os.Args[1] {
	case "reports":
		var rs []report
		if err := json.Unmarshal(b, &rs); err != nil {
			fmt.Fprintln(os.Stderr, "parse:", err)
			os.Exit(1)
		}
		for _, r := range rs {
			writeReport(os.Stdout, r)
		}
	case "conversations":
		var cs []conversation
		if err := json.Unmarshal(b, &cs); err != nil {
			fmt.Fprintln(os.Stderr, "parse:", err)
			os.Exit(1)
		}
		for _, c := range cs {
			writeConversation(os.Stdout, c)
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: coachreview reports|conversations FILE.json")
		os.Exit(2)
	}
}

func writeReport(w io.Writer, r report) {
	fmt.Fprintf(w, "\n---\n\n## %s (%s)\n\n", r.ID, r.Kind)
	writeScenario(w, r.Scenario)
	if r.Kind == "reply" {
		fmt.Fprintf(w, "**Buyer:** %s\n\n**Rep:** %s\n\n", r.Objection, r.Text)
		writeFeedback(w, coach.AssessReply(r.Objection, r.Text, r.Scenario, nil))
		return
	}
	mode := r.Mode
	if mode == "" {
		mode = coach.ModeText
	}
	fmt.Fprintf(w, "**Pitch:** %s\n\n", r.Text)
	writeAnalysis(w, coach.Analyze(coach.Input{Text: r.Text, Mode: mode, Scenario: r.Scenario}))
}

func writeScenario(w io.Writer, sc coach.Scenario) {
	fmt.Fprintf(w, "Scenario: objection %s, %s, industry %s; situation: %q\n\n",
		orDash(sc.Objection), orDash(sc.Difficulty), orDash(sc.Industry), sc.Custom)
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return s
}

func writeAnalysis(w io.Writer, a coach.Analysis) {
	fmt.Fprintf(w, "### Score %d/100\n\n", a.OverallScore)
	for _, c := range []struct {
		name string
		c    coach.Category
	}{
		{"Clarity", a.Categories.Clarity}, {"Confidence", a.Categories.Confidence},
		{"Persuasiveness", a.Categories.Persuasiveness}, {"Tone", a.Categories.Tone},
		{"Objection handling", a.Categories.ObjectionHandling},
	} {
		fmt.Fprintf(w, "- **%s %d:** %s\n", c.name, c.c.Score, c.c.Feedback)
	}
	fmt.Fprintf(w, "\n**Recommendation:** %s\n\n", a.Recommendation)
	writeStrengths(w, a.Strengths)
	writeImprovements(w, a.Improvements)
}

func writeStrengths(w io.Writer, ss []coach.Strength) {
	fmt.Fprintln(w, "**Strengths**")
	if len(ss) == 0 {
		fmt.Fprintln(w, "- (none)")
	}
	for _, s := range ss {
		fmt.Fprintf(w, "- [%s] %s\n", s.Category, s.Description)
	}
	fmt.Fprintln(w)
}

func writeImprovements(w io.Writer, is []coach.Improvement) {
	fmt.Fprintln(w, "**Improvements**")
	if len(is) == 0 {
		fmt.Fprintln(w, "- (none)")
	}
	for _, im := range is {
		fmt.Fprintf(w, "- [%s, %s] %s\n  - Suggestion: %s\n",
			im.Category, im.Priority, im.Description, im.SpecificSuggestion)
		if im.Example != "" { // the web app shows no example line when there is none
			fmt.Fprintf(w, "  - Example: %s\n", im.Example)
		}
	}
	fmt.Fprintln(w)
}

func writeFeedback(w io.Writer, fb coach.Feedback) {
	ra := fb.ResponseAnalysis
	fmt.Fprintf(w, "### Reply score %d/100\n\n", fb.OverallScore)
	fmt.Fprintf(w, "- **Tone %d:** %s\n", ra.Tone.Rating, ra.Tone.Feedback)
	for _, s := range ra.Tone.Suggestions {
		fmt.Fprintf(w, "  - %s\n", s)
	}
	fmt.Fprintf(w, "- **Clarity %d:** %s\n", ra.Clarity.Rating, ra.Clarity.Feedback)
	fmt.Fprintf(w, "- **Objection handling %d (%s):** %s\n", ra.ObjectionHandling.Rating,
		ra.ObjectionHandling.Effectiveness, ra.ObjectionHandling.Technique)
	st := fb.Stages
	fmt.Fprintf(w, "- Stages: acknowledge %d, clarify %d, respond %d, confirm %d\n\n",
		st.Acknowledge.Score, st.Clarify.Score, st.Respond.Score, st.Confirm.Score)
	writeStrengths(w, fb.Strengths)
	writeImprovements(w, fb.Improvements)
	fmt.Fprintln(w, "**Missed opportunities**")
	if len(fb.MissedOpportunities) == 0 {
		fmt.Fprintln(w, "- (none)")
	}
	for _, m := range fb.MissedOpportunities {
		if m.Example == "" {
			fmt.Fprintf(w, "- %s — %s\n", m.Description, m.BetterApproach)
			continue
		}
		fmt.Fprintf(w, "- %s — %s Example: %s\n", m.Description, m.BetterApproach, m.Example)
	}
	fmt.Fprintf(w, "\n**Ideal response:** %s\n\n_%s_\n\n", fb.IdealResponse.Text, fb.IdealResponse.Explanation)
	fmt.Fprintln(w, "**Tips**")
	for _, t := range fb.CoachingTips.Immediate {
		fmt.Fprintf(w, "- now: %s\n", t)
	}
	for _, t := range fb.CoachingTips.LongTerm {
		fmt.Fprintf(w, "- later: %s\n", t)
	}
	fmt.Fprintln(w)
}

func writeConversation(w io.Writer, c conversation) {
	sc := c.Scenario.WithDefaults()
	fmt.Fprintf(w, "\n---\n\n## %s: %s\n\n", c.ID, sc.Title)
	fmt.Fprintf(w, "Scenario: persona %s, objection %s, %s, industry %s; situation: %q\n\n",
		sc.Persona, sc.Objection, sc.Difficulty, sc.Industry, sc.Custom)
	var b roleplay.Buyer
	var history []roleplay.Message
	t0 := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	add := func(sender, text string) {
		history = append(history, roleplay.Message{Sender: sender, Text: text, Timestamp: t0.Add(time.Duration(len(history)) * time.Minute)})
	}
	for _, line := range roleplay.Opening(sc) {
		fmt.Fprintf(w, "**Buyer (opening):** %s\n\n", line)
		add(roleplay.SenderAI, line)
	}
	var scores []int
	for i, rep := range c.Turns {
		buyerLine := history[len(history)-1].Text
		fb := coach.AssessReply(buyerLine, rep, sc.CoachScenario(), scores)
		scores = append(scores, fb.OverallScore)
		turn := b.Reply(sc, history, rep)
		add(roleplay.SenderUser, rep)
		add(roleplay.SenderAI, turn.Text)
		fmt.Fprintf(w, "**Rep %d:** %s\n\n", i+1, rep)
		fmt.Fprintf(w, "**Buyer:** %s  \n_(stance %s, concession %.2f; coach score for the rep's turn %d/100)_\n\n",
			turn.Text, turn.Stance, turn.Concession, fb.OverallScore)
	}
}
