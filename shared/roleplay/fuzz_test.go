package roleplay

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReply: whatever the scenario, history and input, the buyer answers
// with a non-empty, valid line of bounded length and sane numbers.
func FuzzReply(f *testing.F) {
	f.Add(uint8(0), uint8(0), uint8(0), "General", "Customer thinks your product is too expensive", "", "", "I hear you. What budget did you plan?")
	f.Add(uint8(1), uint8(5), uint8(3), "Technology", "VP of Sales at a 60-rep company; $2,000 a month", "Teams like yours cut costs by 50%.\nWe onboard in 10 days.",
		"ai:Too expensive.\nuser:I can do 30% off.\nai:What was the real price?", "Our best-in-class synergy, guaranteed!")
	f.Add(uint8(2), uint8(3), uint8(2), "", "", "", "user:\nuser:\nai:", "")
	f.Add(uint8(3), uint8(4), uint8(1), "Real Estate", "\xff\xfe", "", "ai:{budget}\nuser:{step}", "Could we set up a 30-minute call on Thursday?")
	f.Add(uint8(200), uint8(200), uint8(200), "x", "$99999999999 a year; 999999-people", "::::", "user:???\nuser:???", "???")
	f.Fuzz(func(t *testing.T, p, o, d uint8, industry, custom, script, hist, input string) {
		sc := Scenario{
			Persona:    Personas[int(p)%len(Personas)],
			Objection:  Objections[int(o)%len(Objections)],
			Difficulty: Difficulties[int(d)%len(Difficulties)],
			Industry:   industry, Custom: custom, Script: script,
		}
		if p >= 128 { // also unknown values
			sc.Persona, sc.Difficulty = Persona(industry), Difficulty(custom)
		}
		var h []Message
		for i, line := range strings.Split(hist, "\n") {
			if i >= 30 {
				break
			}
			sender, text, ok := strings.Cut(line, ":")
			if !ok {
				sender, text = SenderUser, line
			}
			h = append(h, Message{Sender: sender, Text: text})
		}
		tr := (&Buyer{}).Reply(sc, h, input)
		if strings.TrimSpace(tr.Text) == "" {
			t.Fatalf("empty reply for %q", input)
		}
		if !utf8.ValidString(tr.Text) {
			t.Fatalf("invalid UTF-8: %q", tr.Text)
		}
		if n := utf8.RuneCountInString(tr.Text); n > MaxReplyChars {
			t.Fatalf("reply of %d characters: %q", n, tr.Text)
		}
		if tr.Confidence < 0 || tr.Confidence > 100 {
			t.Fatalf("confidence %d", tr.Confidence)
		}
		if tr.Concession < 0 || tr.Concession > 1 {
			t.Fatalf("concession %v", tr.Concession)
		}
		switch tr.Stance {
		case StanceResistant, StanceProbing, StanceSoftening, StanceAgreeing:
		default:
			t.Fatalf("stance %q", tr.Stance)
		}
		for _, m := range h {
			if m.Sender != SenderUser && normLine(m.Text) == normLine(tr.Text) && normLine(tr.Text) != "" {
				t.Fatalf("repeated an earlier buyer line: %q", tr.Text)
			}
		}
		if op := Opening(sc); len(op) != 2 || op[0] == "" || op[1] == "" {
			t.Fatalf("opening %q", op)
		}
	})
}
