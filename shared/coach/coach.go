// Package coach is PitchPerfect's built-in sales coach: offline,
// deterministic and explainable. It scores a sales pitch (Analyze) or a reply
// to a buyer's objection (AssessReply) on what sales research measures, and
// backs every finding with the exact quote it came from.
//
// What it measures:
//
//   - customer focus: "you/your" against "I/we/our", counted only in
//     sentences that say something specific about the buyer;
//   - value tied to the buyer's situation: outcomes and numbers that touch
//     the terms or numbers of Scenario.Custom (the buyer's situation).
//     A term is the buyer's only as a whole word they used (not a piece of
//     "150-bed", not "I'll"); a number only when it measures the same kind
//     of thing in the same unit, or is arithmetic a rep would do on their
//     numbers (a cost times a count, a monthly cost over a year), never a
//     coincidence ($9,000 / 200 beds is not a 45-minute meeting). Numbers
//     about the seller, market statistics, made-up multipliers ("10x"),
//     percentages over 100 and "up to" claims are not value and are never
//     praised;
//   - proof the buyer can check (peer results in the buyer's terms,
//     references, reports, trials they can walk away from);
//   - discovery questions, as opposed to rhetorical or pushy ones;
//   - a clear next step: a proposal with an action and a time or scope,
//     as opposed to "let me know" or "sometime";
//   - confidence: hedges ("maybe", "kind of", "I think", "just", "sort of",
//     "hopefully", apologies) and fillers ("um", "uh", "like", "you know",
//     "basically") per minute;
//   - clarity: length, sentence length, buzzwords, vague intensifiers,
//     repetition, an opening about the buyer and a close;
//   - structure: the order of the pitch's moves — the buyer's situation,
//     value, proof, a question, the next step — one idea a sentence. The
//     same content as a wall of text, or with the ask before any reason to
//     say yes, scores lower, and the feedback shows the rep's own sentences
//     in order;
//   - tone: pressure, disparaging competitors, overclaiming, empty flattery;
//   - for voice with timing: speaking rate (140–160 words per minute is the
//     sweet spot) and pauses;
//   - for replies to an objection: acknowledge → clarify → respond → confirm,
//     with penalties for caving on price, arguing and dismissing the concern.
//
// Scores are integers from 0 to 100: the overall score, every category of a
// pitch analysis and every rating of reply feedback. The overall scores pass
// through a strictly increasing curve that bends below 25 and above 90 instead
// of clipping, so two weak (or two strong) answers still get different
// scores. Empty input scores 0.
//
// The same input always gives the same result. Fillers, hedges, buzzwords and
// vague intensifiers are never counted as content, and phrase matching skips
// over them, so adding one at a phrase boundary never raises a score; neither
// does adding a price concession to a reply.
//
// Without Scenario.Custom the coach cannot check relevance to the buyer; it
// then credits statements aimed at the buyer ("you/your") and plain
// statements of what the offering changes, and says nothing about coverage of
// the buyer's terms.
package coach

// Input limits.
const (
	// MaxInputBytes caps the text that is analysed; longer input is cut at a
	// rune boundary and Metrics.Truncated is set. Evidence offsets always
	// point into the original Text.
	MaxInputBytes = 20000
	// maxTimings caps the word timings that are read.
	maxTimings = 5000
)

// Practice modes.
const (
	ModeText  = "text"
	ModeVoice = "voice"
)

// Scenario is the practice scenario as the app sends it.
type Scenario struct {
	Difficulty string `json:"difficulty"` // Beginner, Intermediate, Advanced, Expert
	Objection  string `json:"objection"`  // objection type: Price, Timing, Trust, Authority, Need, Competition
	Industry   string `json:"industry"`
	Custom     string `json:"custom"` // the buyer's situation in free text
}

// WordTiming is one recognised word of a voice recording, in seconds from the
// start of the recording.
type WordTiming struct {
	Word  string  `json:"word"`
	Start float64 `json:"start"`
	End   float64 `json:"end"`
}

// Input is what the coach analyses.
type Input struct {
	Text            string       `json:"text"`
	Mode            string       `json:"mode"`            // "text" or "voice"
	DurationSeconds float64      `json:"durationSeconds"` // speaking time; 0 if unknown
	Words           []WordTiming `json:"words,omitempty"` // optional word timings (voice)
	Scenario        Scenario     `json:"scenario"`
	// Objection is the buyer's line the text answers; empty for a pitch. When
	// set, the objectionHandling category rates the text as a reply to it.
	Objection string `json:"objection,omitempty"`
}

// Analysis is the pitch-analysis result, in the shape of the spec's pitch
// analysis response plus metrics and evidence.
type Analysis struct {
	OverallScore   int           `json:"overallScore"` // 0–100
	Categories     Categories    `json:"categories"`
	Recommendation string        `json:"recommendation"`
	Strengths      []Strength    `json:"strengths" ts:"nullable"` // nil when none
	Improvements   []Improvement `json:"improvements"`
	Metrics        Metrics       `json:"metrics"`
	Evidence       []Evidence    `json:"evidence"`
}

// Categories are the five scored areas; each score is 0–100.
type Categories struct {
	Clarity           Category `json:"clarity"`
	Confidence        Category `json:"confidence"`
	Persuasiveness    Category `json:"persuasiveness"`
	Tone              Category `json:"tone"`
	ObjectionHandling Category `json:"objectionHandling"`
}

// Category is one scored area with feedback that quotes the text.
type Category struct {
	Score    int    `json:"score"` // 0–100
	Feedback string `json:"feedback"`
}

// Strength is something the rep did well.
type Strength struct {
	Category    string `json:"category"`
	Description string `json:"description"`
	Impact      string `json:"impact" ts:"enum=high|medium|low"`
	// at is the text the strength is about; zero when it is about the whole
	// text (set by the coach, read by its consistency pass).
	at span
}

// Improvement is one change that would raise the score, with an example
// written from the rep's own words or the buyer's situation.
type Improvement struct {
	Category           string `json:"category"`
	Description        string `json:"description"`
	Priority           string `json:"priority" ts:"enum=high|medium|low"`
	SpecificSuggestion string `json:"specificSuggestion"`
	Example            string `json:"example"`
	// at is the text the improvement is about; zero when it is about the
	// whole text or about something missing.
	at span
}

// span is a byte range [start, end) of the input text.
type span struct{ start, end int }

// Evidence is one finding and the exact text it came from:
// Quote == Text[Start:End] (byte offsets).
type Evidence struct {
	// Category names the detector: value, buyerNumber, proof,
	// customerFocus, discovery, nextStep, hedge, filler, buzzword, vague,
	// unsupportedNumber, irrelevantNumber, flattery, overclaim, pressure,
	// tone (disparaging remarks), arguing, dismissing, discount, structure,
	// repetition, pace, pause, and for replies acknowledge, clarify,
	// respond, confirm.
	Category string `json:"category"`
	Quote    string `json:"quote"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Kind     string `json:"kind" ts:"enum=positive|negative"`
	Note     string `json:"note"`
}

// Metrics are the measurements behind the scores.
type Metrics struct {
	WordCount             int     `json:"wordCount"`
	ContentWordCount      int     `json:"contentWordCount"` // words that are not fillers, hedges, buzzwords or vague intensifiers
	SentenceCount         int     `json:"sentenceCount"`
	AvgSentenceWords      float64 `json:"avgSentenceWords"`
	QuestionCount         int     `json:"questionCount"`
	DiscoveryQuestions    int     `json:"discoveryQuestions"`
	YouCount              int     `json:"youCount"`
	WeCount               int     `json:"weCount"`
	CustomerFocus         float64 `json:"customerFocus"` // you / (you + we), 0–1
	HedgeCount            int     `json:"hedgeCount"`
	HedgesPer100Words     float64 `json:"hedgesPer100Words"`
	FillerCount           int     `json:"fillerCount"`
	FillersPerMinute      float64 `json:"fillersPerMinute"`
	BuzzwordCount         int     `json:"buzzwordCount"`
	DurationSeconds       float64 `json:"durationSeconds"`
	DurationEstimated     bool    `json:"durationEstimated"` // true: estimated at 150 wpm from content words and fillers
	WordsPerMinute        float64 `json:"wordsPerMinute"`
	ContentWordsPerMinute float64 `json:"contentWordsPerMinute"`
	PauseCount            int     `json:"pauseCount"`     // gaps of 0.3 s or more between words
	LongPauseCount        int     `json:"longPauseCount"` // gaps of 2 s or more
	LongestPauseSeconds   float64 `json:"longestPauseSeconds"`
	NumbersTotal          int     `json:"numbersTotal"`
	RelevantNumbers       int     `json:"relevantNumbers"`
	BuyerNumbersUsed      int     `json:"buyerNumbersUsed"` // the buyer's numbers, or math on them
	UnsupportedNumbers    int     `json:"unsupportedNumbers"`
	IrrelevantNumbers     int     `json:"irrelevantNumbers"`
	ValueStatements       int     `json:"valueStatements"`
	ProofPoints           int     `json:"proofPoints"`
	ContextTermsTotal     int     `json:"contextTermsTotal"`
	ContextTermsCovered   int     `json:"contextTermsCovered"`
	NextStep              string  `json:"nextStep" ts:"enum=concrete|partial|vague|none"`
	Truncated             bool    `json:"truncated"`
}
