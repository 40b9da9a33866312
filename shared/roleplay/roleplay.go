// Package roleplay is PitchPerfect's AI buyer: the other side of a role-play
// in which a sales rep practises handling an objection.
//
// A Scenario fixes who the buyer is (a Persona, the spec's four voice
// styles), what they object to (an ObjectionType), how hard they are to move
// (a Difficulty), their industry, an optional free-text description of their
// situation and the rep's uploaded script.
//
// Buyer is the built-in engine: offline and deterministic. It replays the
// conversation, reads each of the rep's messages with the coach
// (coach.AssessReply) and keeps a small state: how much trust the rep has
// earned, which facts the buyer has revealed, how often the rep caved on
// price, argued or proved a claim. Its reply reacts to what the rep actually
// said — pushback on buzzwords and generic claims, a probe after an instant
// discount, answers to discovery questions from a fact sheet that stays the
// same for the whole conversation, a harder line after arguing — and it
// concedes only when the rep has acknowledged, asked, answered with value
// (and, from Intermediate up, proof) and proposed a concrete next step.
// The fact sheet is read from the scenario's description by role (what the
// buyer pays today and to whom, the budget, the rep's quote, a competitor
// and its price, the timing, counts, who decides, a past failure; see
// describe) and invented only for the roles it leaves empty. The buyer
// answers a question before it pushes back (or says it would have to
// check), meets small talk and rudeness in its own way at a cost in trust,
// and never softens on a price concession.
// Harder difficulties concede less per good reply and need more evidence.
// It never repeats one of its earlier lines within a conversation.
//
// LLMBuyer asks a language model for the buyer's line, with the persona, the
// scenario, the script and the last 6 messages, validates the answer and
// falls back to the built-in buyer when the model fails.
package roleplay

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
)

// Limits and constants from the spec.
const (
	// MaxTitleChars caps a scenario title.
	MaxTitleChars = 100
	// MaxIndustryChars caps the industry name.
	MaxIndustryChars = 60
	// MaxCustomChars caps the buyer description of a custom scenario (the
	// spec's scenario description limit).
	MaxCustomChars = 500
	// MaxScriptChars caps an uploaded script.
	MaxScriptChars = 50000
	// HistorySent is how many of the latest messages are sent to an LLM.
	HistorySent = 6
	// ConfidenceWarning: the UI marks a buyer message whose confidence is
	// below this value.
	ConfidenceWarning = 85
	// MaxReplyChars caps a buyer line from an LLM.
	MaxReplyChars = 600
	// OpeningDelay is the pause before the second opening line is shown.
	OpeningDelay = time.Second
)

// Texts shown when the LLM failed and the built-in buyer answered instead.
const (
	// ErrorToastTitle is the toast the app shows.
	ErrorToastTitle = "AI Response Error"
	// FallbackApology is the in-chat message shown before the built-in
	// buyer's reply.
	FallbackApology = "Sorry, I had trouble answering just now, so you're getting my quick take. Let's keep going."
)

// Persona is the buyer's voice style.
type Persona string

// The spec's four voice styles.
const (
	PersonaFriendly  Persona = "friendly"
	PersonaAssertive Persona = "assertive"
	PersonaSkeptical Persona = "skeptical"
	PersonaRushed    Persona = "rushed"
)

// Personas lists the personas in the order the app shows them.
var Personas = []Persona{PersonaFriendly, PersonaAssertive, PersonaSkeptical, PersonaRushed}

var personaNames = map[Persona]string{
	PersonaFriendly:  "Friendly Customer",
	PersonaAssertive: "Assertive Buyer",
	PersonaSkeptical: "Skeptical Prospect",
	PersonaRushed:    "Rushed Decision Maker",
}

// Name is the display name, e.g. "Skeptical Prospect".
func (p Persona) Name() string { return personaNames[p] }

// Valid reports whether p is one of the four personas.
func (p Persona) Valid() bool { _, ok := personaNames[p]; return ok }

// ParsePersona accepts a voice style ("skeptical") or a display name
// ("Skeptical Prospect"), in any case.
func ParsePersona(s string) (Persona, error) {
	s = strings.TrimSpace(s)
	for _, p := range Personas {
		if strings.EqualFold(s, string(p)) || strings.EqualFold(s, p.Name()) {
			return p, nil
		}
	}
	return "", fmt.Errorf("persona %q must be one of friendly, assertive, skeptical, rushed", clip(s, 40))
}

// ObjectionType is what the buyer objects to.
type ObjectionType string

// The spec's objection types.
const (
	ObjectionPrice       ObjectionType = "Price"
	ObjectionTrust       ObjectionType = "Trust"
	ObjectionTiming      ObjectionType = "Timing"
	ObjectionAuthority   ObjectionType = "Authority"
	ObjectionNeed        ObjectionType = "Need"
	ObjectionCompetition ObjectionType = "Competition"
)

// Objections lists the objection types.
var Objections = []ObjectionType{ObjectionPrice, ObjectionTrust, ObjectionTiming, ObjectionAuthority, ObjectionNeed, ObjectionCompetition}

// Valid reports whether o is a known objection type.
func (o ObjectionType) Valid() bool {
	for _, x := range Objections {
		if o == x {
			return true
		}
	}
	return false
}

// ParseObjection accepts an objection type in any case.
func ParseObjection(s string) (ObjectionType, error) {
	s = strings.TrimSpace(s)
	for _, o := range Objections {
		if strings.EqualFold(s, string(o)) {
			return o, nil
		}
	}
	if o, ok := objectionSynonyms[strings.ToLower(s)]; ok {
		return o, nil
	}
	return "", fmt.Errorf("objection %q must be one of Price, Trust, Timing, Authority, Need, Competition", clip(s, 40))
}

// objectionSynonyms are other names for an objection type: a card that
// says "Competitor" means Competition.
var objectionSynonyms = map[string]ObjectionType{
	"competitor": ObjectionCompetition, "competitors": ObjectionCompetition, "competitive": ObjectionCompetition, "competing offer": ObjectionCompetition,
	"cost": ObjectionPrice, "budget": ObjectionPrice, "too expensive": ObjectionPrice,
	"no need": ObjectionNeed, "not needed": ObjectionNeed, "status quo": ObjectionNeed,
	"no authority": ObjectionAuthority, "decision maker": ObjectionAuthority, "approval": ObjectionAuthority,
	"bad timing": ObjectionTiming, "not now": ObjectionTiming, "time": ObjectionTiming,
	"trust issues": ObjectionTrust, "no trust": ObjectionTrust, "credibility": ObjectionTrust,
}

// Difficulty is how hard the buyer is to move.
type Difficulty string

// The spec's difficulties.
const (
	DifficultyBeginner     Difficulty = "Beginner"
	DifficultyIntermediate Difficulty = "Intermediate"
	DifficultyAdvanced     Difficulty = "Advanced"
	DifficultyExpert       Difficulty = "Expert"
)

// Difficulties lists the difficulties, easiest first.
var Difficulties = []Difficulty{DifficultyBeginner, DifficultyIntermediate, DifficultyAdvanced, DifficultyExpert}

// Valid reports whether d is a known difficulty.
func (d Difficulty) Valid() bool { return d.level() >= 0 }

// level is 0 for Beginner … 3 for Expert, -1 if unknown.
func (d Difficulty) level() int {
	for i, x := range Difficulties {
		if d == x {
			return i
		}
	}
	return -1
}

// ParseDifficulty accepts a difficulty in any case.
func ParseDifficulty(s string) (Difficulty, error) {
	s = strings.TrimSpace(s)
	for _, d := range Difficulties {
		if strings.EqualFold(s, string(d)) {
			return d, nil
		}
	}
	return "", fmt.Errorf("difficulty %q must be one of Beginner, Intermediate, Advanced, Expert", clip(s, 40))
}

// Scenario is one role-play set-up.
type Scenario struct {
	Title      string        `json:"title"`
	Persona    Persona       `json:"persona"`
	Objection  ObjectionType `json:"objection"`
	Difficulty Difficulty    `json:"difficulty"`
	Industry   string        `json:"industry"`
	// Custom describes the buyer and their situation in free text, up to
	// MaxCustomChars characters; numbers in it (team size, price, hours)
	// become the buyer's facts.
	Custom string `json:"custom"`
	// Script is the text of the rep's uploaded script; may be empty.
	Script string `json:"script,omitempty"`
}

// Validate checks the scenario and returns an apperr.KindInvalid error
// listing every problem, or nil. Title, industry, custom text and script are
// optional; persona, objection and difficulty are required.
func (sc Scenario) Validate() error {
	var probs []string
	if !sc.Persona.Valid() {
		if sc.Persona == "" {
			probs = append(probs, "persona is required (friendly, assertive, skeptical or rushed)")
		} else {
			probs = append(probs, fmt.Sprintf("persona %q must be one of friendly, assertive, skeptical, rushed", clip(string(sc.Persona), 40)))
		}
	}
	if !sc.Objection.Valid() {
		if sc.Objection == "" {
			probs = append(probs, "objection is required (Price, Trust, Timing, Authority, Need or Competition)")
		} else {
			probs = append(probs, fmt.Sprintf("objection %q must be one of Price, Trust, Timing, Authority, Need, Competition", clip(string(sc.Objection), 40)))
		}
	}
	if !sc.Difficulty.Valid() {
		if sc.Difficulty == "" {
			probs = append(probs, "difficulty is required (Beginner, Intermediate, Advanced or Expert)")
		} else {
			probs = append(probs, fmt.Sprintf("difficulty %q must be one of Beginner, Intermediate, Advanced, Expert", clip(string(sc.Difficulty), 40)))
		}
	}
	checkText := func(name, v string, max int, multiline bool) {
		if !utf8.ValidString(v) {
			probs = append(probs, name+" is not valid UTF-8 text")
			return
		}
		if n := utf8.RuneCountInString(v); n > max {
			probs = append(probs, fmt.Sprintf("%s is %d characters (max %d)", name, n, max))
		}
		for _, r := range v {
			if unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t')) {
				probs = append(probs, name+" contains control characters")
				return
			}
		}
	}
	checkText("title", sc.Title, MaxTitleChars, false)
	checkText("industry", sc.Industry, MaxIndustryChars, false)
	checkText("custom scenario", sc.Custom, MaxCustomChars, true)
	checkText("script", sc.Script, MaxScriptChars, true)
	if len(probs) == 0 {
		return nil
	}
	return apperr.New(apperr.KindInvalid, "invalid_scenario",
		"Invalid request. Please check your input: "+strings.Join(probs, "; ")+".")
}

// WithDefaults fills what the app may leave out: the friendly persona, the
// General industry and a title from the objection. Unknown values stay as
// they are, for Validate to report.
func (sc Scenario) WithDefaults() Scenario {
	if strings.TrimSpace(string(sc.Persona)) == "" {
		sc.Persona = PersonaFriendly
	} else if p, err := ParsePersona(string(sc.Persona)); err == nil {
		sc.Persona = p
	}
	if o, err := ParseObjection(string(sc.Objection)); err == nil {
		sc.Objection = o
	}
	if d, err := ParseDifficulty(string(sc.Difficulty)); err == nil {
		sc.Difficulty = d
	}
	if strings.TrimSpace(sc.Industry) == "" {
		sc.Industry = "General"
	}
	if strings.TrimSpace(sc.Title) == "" && sc.Objection.Valid() {
		sc.Title = string(sc.Objection) + " Objection"
	}
	return sc
}

// normalized returns a scenario the engine can always work with: defaults
// filled and unknown values replaced (friendly, Price, Beginner).
func (sc Scenario) normalized() Scenario {
	sc = sc.WithDefaults()
	if !sc.Persona.Valid() {
		sc.Persona = PersonaFriendly
	}
	if !sc.Objection.Valid() {
		o, err := ParseObjection(string(sc.Objection))
		if err != nil {
			o = ObjectionPrice
		}
		sc.Objection = o // "Competitor", "competition": the card's own objection, not Price
	}
	if !sc.Difficulty.Valid() {
		sc.Difficulty = DifficultyBeginner
	}
	valid := func(s string) string { return strings.ToValidUTF8(s, "\uFFFD") }
	sc.Title = valid(sc.Title)
	sc.Industry = clip(valid(sc.Industry), MaxIndustryChars)
	sc.Custom = plainAmounts(clip(valid(sc.Custom), MaxCustomChars)) // amounts.go
	sc.Script = clip(valid(sc.Script), MaxScriptChars)
	return sc
}

// CoachScenario is the scenario in the coach's shape.
func (sc Scenario) CoachScenario() coach.Scenario {
	return coach.Scenario{Difficulty: string(sc.Difficulty), Objection: string(sc.Objection), Industry: sc.Industry, Custom: sc.Custom}
}

// Presets are the three scenario cards of the AI roleplay picker. Their
// persona is friendly; the app replaces it with the chosen voice style.
func Presets() []Scenario {
	return []Scenario{
		{Title: "Price Objection", Persona: PersonaFriendly, Objection: ObjectionPrice, Difficulty: DifficultyBeginner,
			Industry: "General", Custom: "Customer thinks your product is too expensive"},
		{Title: "Competitor Comparison", Persona: PersonaFriendly, Objection: ObjectionCompetition, Difficulty: DifficultyIntermediate,
			Industry: "Technology", Custom: "Customer is comparing you to a competitor"},
		{Title: "Decision Maker Access", Persona: PersonaFriendly, Objection: ObjectionAuthority, Difficulty: DifficultyAdvanced,
			Industry: "Business", Custom: "Need to reach the actual decision maker"},
	}
}

// Senders of a chat message.
const (
	SenderUser = "user" // the rep
	SenderAI   = "ai"   // the buyer
)

// Message is one chat message of a role-play.
type Message struct {
	ID        string    `json:"id"`
	Sender    string    `json:"sender"` // SenderUser or SenderAI
	Text      string    `json:"text"`
	Timestamp time.Time `json:"timestamp"`
	// Confidence is the buyer's confidence for an AI message (0 when not
	// given).
	Confidence int `json:"confidence,omitempty"`
}

// Stance is where the buyer stands after a reply.
type Stance string

// Stances, from hardest to softest.
const (
	StanceResistant Stance = "resistant" // pushing back or hardening
	StanceProbing   Stance = "probing"   // asking for proof, answering, testing
	StanceSoftening Stance = "softening" // the rep is earning it
	StanceAgreeing  Stance = "agreeing"  // a conditional yes to a next step
)

// Turn is the buyer's reply.
type Turn struct {
	Text string `json:"text"`
	// Confidence (0–100) is how sure the engine is that its reply fits what
	// the rep said; the UI marks replies below ConfidenceWarning.
	Confidence int    `json:"confidence"`
	Stance     Stance `json:"stance"`
	// Concession (0–1) is how far the buyer has moved toward yes.
	Concession float64 `json:"concession"`
	// Provider is "builtin" or the LLM's name.
	Provider string `json:"provider"`
	// Fallback is set when an LLM was configured but failed and the built-in
	// buyer answered: show ErrorToastTitle and FallbackApology.
	Fallback bool `json:"fallback,omitempty"`
	// FallbackReason says why the LLM's answer was not used, for the log.
	FallbackReason string `json:"-"`
}

// clip cuts s to at most n runes.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n])
}
