package roleplay

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"pitchperfect/shared/apperr"
)

func TestPresetsMatchSpec(t *testing.T) {
	want := []struct {
		title      string
		difficulty Difficulty
		objection  ObjectionType
		industry   string
		custom     string
	}{
		{"Price Objection", DifficultyBeginner, ObjectionPrice, "General", "Customer thinks your product is too expensive"},
		{"Competitor Comparison", DifficultyIntermediate, ObjectionCompetition, "Technology", "Customer is comparing you to a competitor"},
		{"Decision Maker Access", DifficultyAdvanced, ObjectionAuthority, "Business", "Need to reach the actual decision maker"},
	}
	got := Presets()
	if len(got) != len(want) {
		t.Fatalf("%d presets, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Title != w.title || g.Difficulty != w.difficulty || g.Objection != w.objection || g.Industry != w.industry || g.Custom != w.custom {
			t.Errorf("preset %d = %+v, want %+v", i, g, w)
		}
		if err := g.Validate(); err != nil {
			t.Errorf("preset %q: %v", g.Title, err)
		}
	}
}

func TestPersonaNames(t *testing.T) {
	for p, name := range map[Persona]string{
		PersonaFriendly: "Friendly Customer", PersonaAssertive: "Assertive Buyer",
		PersonaSkeptical: "Skeptical Prospect", PersonaRushed: "Rushed Decision Maker",
	} {
		if p.Name() != name {
			t.Errorf("%s.Name() = %q, want %q", p, p.Name(), name)
		}
		for _, in := range []string{string(p), name, strings.ToUpper(name), " " + string(p) + " "} {
			if got, err := ParsePersona(in); err != nil || got != p {
				t.Errorf("ParsePersona(%q) = %q, %v", in, got, err)
			}
		}
	}
	if _, err := ParsePersona("grumpy"); err == nil {
		t.Error("ParsePersona(grumpy) succeeded")
	}
	if o, err := ParseObjection("competition"); err != nil || o != ObjectionCompetition {
		t.Errorf("ParseObjection = %q, %v", o, err)
	}
	if d, err := ParseDifficulty("expert"); err != nil || d != DifficultyExpert {
		t.Errorf("ParseDifficulty = %q, %v", d, err)
	}
}

func TestValidate(t *testing.T) {
	ok := Scenario{Persona: PersonaRushed, Objection: ObjectionNeed, Difficulty: DifficultyExpert}
	if err := ok.Validate(); err != nil {
		t.Fatalf("minimal scenario: %v", err)
	}
	for _, tt := range []struct {
		name string
		edit func(*Scenario)
		want []string // parts of the message
	}{
		{"no persona", func(s *Scenario) { s.Persona = "" }, []string{"persona is required"}},
		{"bad persona", func(s *Scenario) { s.Persona = "grumpy" }, []string{`persona "grumpy" must be one of`}},
		{"bad objection", func(s *Scenario) { s.Objection = "Weather" }, []string{`objection "Weather" must be one of`}},
		{"no difficulty", func(s *Scenario) { s.Difficulty = "" }, []string{"difficulty is required"}},
		{"custom too long", func(s *Scenario) { s.Custom = strings.Repeat("é", MaxCustomChars+1) }, []string{"custom scenario is 501 characters (max 500)"}},
		{"title too long", func(s *Scenario) { s.Title = strings.Repeat("x", MaxTitleChars+1) }, []string{"title is 101 characters (max 100)"}},
		{"control characters", func(s *Scenario) { s.Industry = "Tech\x00" }, []string{"industry contains control characters"}},
		{"invalid UTF-8", func(s *Scenario) { s.Custom = "\xff\xfe" }, []string{"custom scenario is not valid UTF-8"}},
		{"several problems", func(s *Scenario) { s.Persona, s.Objection = "x", "y" }, []string{"persona", "objection", "; "}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sc := ok
			tt.edit(&sc)
			err := sc.Validate()
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, apperr.Invalid) {
				t.Errorf("error %v is not apperr.Invalid", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
	// A custom description of exactly 500 characters and a multi-line
	// script are fine.
	sc := ok
	sc.Custom = strings.Repeat("a", MaxCustomChars)
	sc.Script = "Line one.\nLine two.\r\n\tIndented."
	if err := sc.Validate(); err != nil {
		t.Errorf("500-character custom text: %v", err)
	}
}

func TestWithDefaults(t *testing.T) {
	sc := Scenario{Persona: "Skeptical Prospect", Objection: "price", Difficulty: "advanced"}.WithDefaults()
	if sc.Persona != PersonaSkeptical || sc.Objection != ObjectionPrice || sc.Difficulty != DifficultyAdvanced ||
		sc.Industry != "General" || sc.Title != "Price Objection" {
		t.Errorf("WithDefaults = %+v", sc)
	}
	if err := sc.Validate(); err != nil {
		t.Error(err)
	}
	if got := (Scenario{Objection: ObjectionTrust, Difficulty: DifficultyBeginner}).WithDefaults().Persona; got != PersonaFriendly {
		t.Errorf("default persona = %q", got)
	}
}

func TestJSONShapes(t *testing.T) {
	b, _ := json.Marshal(Turn{Text: "x", Confidence: 90, Stance: StanceProbing, Concession: 0.2, Provider: "builtin", FallbackReason: "secret"})
	for _, k := range []string{`"text":"x"`, `"confidence":90`, `"stance":"probing"`, `"concession":0.2`} {
		if !strings.Contains(string(b), k) {
			t.Errorf("Turn JSON %s lacks %s", b, k)
		}
	}
	if strings.Contains(string(b), "secret") {
		t.Errorf("Turn JSON leaks the fallback reason: %s", b)
	}
	var m Message
	if err := json.Unmarshal([]byte(`{"id":"m1","sender":"user","text":"hi","timestamp":"2024-05-01T10:00:00.000Z"}`), &m); err != nil || m.Sender != SenderUser || m.Timestamp.IsZero() {
		t.Errorf("Message from the app's JSON: %+v, %v", m, err)
	}
}
