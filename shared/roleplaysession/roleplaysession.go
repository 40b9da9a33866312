// Package roleplaysession is the role-play use case: a rep opens a role-play
// with a scenario (free, counted against their api_call limit) and then talks
// to the AI buyer, one reply at a time. Every message is screened, the
// buyer's answer too; each reply is scored by the coach, kept in the session
// on the server and paid for (1 credit typed, 2 spoken; package paid) when
// the buyer really answered. A spoken reply carries its recording, which is
// transcribed here (package voice) with the scenario as the language model.
package roleplaysession

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/llmcoach"
	"pitchperfect/shared/paid"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/textin"
	"pitchperfect/shared/voice"
)

// RateAction is the rate-limit action of role-play starts and replies.
const RateAction = "api_call"

// MaxHistory is the most messages a client may send as the conversation so
// far (when it has no session on the server).
const MaxHistory = 50

// Buyer answers the rep as the AI buyer (the built-in engine, or an LLM that
// falls back to it).
type Buyer func(ctx context.Context, sc roleplay.Scenario, history []roleplay.Message, input string) roleplay.Turn

// Events records security events (secevent.Recorder).
type Events interface {
	Record(ctx context.Context, userID, eventType string, details map[string]any)
}

// Listener transcribes a rep's spoken reply (voice.Service).
type Listener interface {
	Listen(ctx context.Context, userID string, data []byte, hints []string) (speech.Transcript, error)
}

// Service runs role-plays.
type Service struct {
	Buyer Buyer
	// Voice transcribes spoken replies; nil: only typed replies.
	Voice    Listener
	Limiter  pitchanalysis.Limiter
	Profiles interface {
		pitchanalysis.Profiles
		RecordScore(ctx context.Context, userID string, score int) (streak int, err error)
	}
	Sessions practice.Store
	Events   Events
	Log      *slog.Logger
	Now      func() time.Time // nil: time.Now
}

// Setup is a role-play's scenario as the rep chose it.
type Setup struct {
	Title, Difficulty, Objection, Industry, Custom string
	VoiceStyle, Script                             string
	Mode                                           string // text (default), voice, hybrid
}

// Opening is a started role-play.
type Opening struct {
	SessionID string             `json:"session_id"`
	Opening   []practice.Message `json:"opening"`
	Scenario  roleplay.Scenario  `json:"scenario"`
}

// Message is one line of a conversation the client kept itself.
type Message = roleplay.Message

// ReplyInput is the rep's message. With SessionID the conversation is the
// one stored on the server; without, Setup and History describe it.
type ReplyInput struct {
	UserID    string
	SessionID string
	Setup     *Setup
	History   []Message
	Message   string
	// Audio is a spoken reply's recording in base64, instead of Message.
	Audio string
}

// Reply is the buyer's answer with the coach's feedback on the rep's
// message, in the spec's field names.
type Reply struct {
	SessionID        string          `json:"session_id,omitempty"`
	CreditsRemaining *int            `json:"credits_remaining,omitempty"`
	Response         string          `json:"response"`
	Blocked          bool            `json:"blocked"`
	Confidence       int             `json:"confidence"`
	Feedback         *coach.Feedback `json:"feedback"` // null when the message was refused
	Stance           roleplay.Stance `json:"stance,omitempty"`
	Concession       float64         `json:"concession"`
	Provider         string          `json:"provider,omitempty"`
	Fallback         bool            `json:"fallback"`
	Apology          string          `json:"apology,omitempty"`
	Streak           int             `json:"streak"`
	XP               int             `json:"xp,omitempty"`
	GrowthStage      string          `json:"growth_stage,omitempty"`
	// Transcript is what was heard of a spoken reply.
	Transcript *speech.Transcript `json:"transcript,omitempty"`
}

// Errors in the spec's words.
var (
	ErrNoCredits      = apperr.New(apperr.KindConflict, "insufficient_credits", "You need more credits to continue this role-play.")
	ErrNotRoleplay    = apperr.New(apperr.KindInvalid, "not_roleplay", "Invalid request. Please check your input: that session is not a role-play.")
	ErrBlockedSetup   = apperr.New(apperr.KindInvalid, "scenario_blocked", "The scenario description contains content that cannot be used. Please describe a real sales situation.")
	ErrTypedAndSpoken = apperr.New(apperr.KindInvalid, "typed_and_spoken", "Invalid request. Please check your input: send either userInput or audio, not both.")
	errMessageTooLong = apperr.New(apperr.KindInvalid, "too_long", "Your message is too long (max 1500 characters).")

	message = textin.Field{
		Name: "userInput", Max: safety.MaxLength[safety.UserMessage], Multiline: true,
		Empty:   apperr.New(apperr.KindInvalid, "empty_message", "Type a message before sending."),
		TooLong: func(int) error { return errMessageTooLong },
	}
	historyMessage = textin.Field{
		Name: "conversationHistory.text", Max: safety.MaxLength[safety.UserMessage], Multiline: true,
		Empty: apperr.InvalidInput("conversationHistory messages must not be empty."),
		TooLong: func(int) error {
			return apperr.InvalidInput("conversationHistory messages hold at most 1500 characters.")
		},
	}
)

// Scenario checks and normalises the setup and returns the scenario with
// its defaults and the mode. The buyer description and the title are
// screened like any rep input.
func (b Setup) Scenario() (roleplay.Scenario, string, error) {
	mode := b.Mode
	if mode == "" {
		mode = "text"
	}
	if _, ok := profile.ModeCosts[mode]; !ok {
		return roleplay.Scenario{}, "", apperr.InvalidInput(`mode must be "text", "voice" or "hybrid".`)
	}
	// Every text of the setup is normalised first; Validate then applies
	// the limits to what is left.
	for _, f := range []struct {
		v         *string
		name      string
		multiline bool
	}{
		{&b.Title, "scenario.title", false}, {&b.Difficulty, "scenario.difficulty", false},
		{&b.Objection, "scenario.objection", false}, {&b.Industry, "scenario.industry", false},
		{&b.Custom, "scenario.custom", true}, {&b.VoiceStyle, "voiceStyle", false}, {&b.Script, "userScript", true},
	} {
		v, err := textin.Field{Name: f.name, Multiline: f.multiline}.Clean(*f.v)
		if err != nil {
			return roleplay.Scenario{}, "", err
		}
		*f.v = v
	}
	sc := roleplay.Scenario{
		Title: b.Title, Persona: roleplay.Persona(strings.ToLower(b.VoiceStyle)),
		Objection: roleplay.ObjectionType(b.Objection), Difficulty: roleplay.Difficulty(b.Difficulty),
		Industry: b.Industry, Custom: b.Custom, Script: b.Script,
	}.WithDefaults()
	if err := sc.Validate(); err != nil {
		return sc, "", err
	}
	for _, text := range []string{sc.Custom, sc.Title} {
		if text != "" && safety.GuardRoleplayInput(text, false).Blocked {
			return sc, "", ErrBlockedSetup
		}
	}
	return sc, mode, nil
}

// Start opens a role-play: the scenario is checked and saved as a new
// session with the buyer's two opening lines. Openings cost no credits but
// count against the rep's api_call limit (each start writes a session).
func (s *Service) Start(ctx context.Context, userID string, setup Setup) (Opening, error) {
	sc, mode, err := setup.Scenario()
	if err != nil {
		return Opening{}, err
	}
	if err := s.Limiter.Check(ctx, userID, RateAction, ""); err != nil {
		return Opening{}, err
	}
	now := s.now()
	sess := newSession(userID, mode, sc, now)
	for i, line := range roleplay.Opening(sc) {
		at := now.Add(time.Duration(i) * time.Second) // the second line shows after 1 s
		sess.Transcript = append(sess.Transcript, practice.Message{ID: ids.TimeSorted(at), Text: line, Sender: roleplay.SenderAI, Timestamp: at})
	}
	sess.FeedbackData = llmcoach.JSON(record{Scenario: sc, Turns: []turnRecord{}})
	if sess, _, err = practice.Create(ctx, s.Sessions, sess); err != nil {
		return Opening{}, err
	}
	return Opening{SessionID: sess.ID, Opening: sess.Transcript, Scenario: sc}, nil
}

func newSession(userID, mode string, sc roleplay.Scenario, now time.Time) practice.Session {
	return practice.Session{
		ID: ids.TimeSorted(now), UserID: userID, ScenarioType: "roleplay", Title: sc.Title, Mode: mode, CompletedAt: now,
		Difficulty: string(sc.Difficulty), Objection: string(sc.Objection), Industry: sc.Industry,
	}
}

// turnRecord is one scored reply of a role-play, kept in feedback_data.
type turnRecord struct {
	ID       string         `json:"id,omitempty"` // the rep's line's id (empty in turns kept before ids were)
	Score    int            `json:"score"`
	Feedback coach.Feedback `json:"feedback"`
}

// record is a role-play's feedback_data: its scenario and scored turns.
type record struct {
	Scenario roleplay.Scenario `json:"scenario"`
	Turns    []turnRecord      `json:"turns"`
}

// conversation is a role-play as a reply finds it.
type conversation struct {
	sess practice.Session
	rec  record
	mode string
}

// Reply answers the rep's message as the buyer, scores it and keeps the
// turn. A refused message or conversation is answered with the spec's
// blocked message, free.
func (s *Service) Reply(ctx context.Context, in ReplyInput) (Reply, error) {
	spoken := in.Audio != ""
	var input string
	var audio []byte
	var err error
	switch {
	case spoken && in.Message != "":
		return Reply{}, ErrTypedAndSpoken
	case spoken && s.Voice == nil:
		return Reply{}, voice.ErrNoSTT
	case spoken:
		audio, err = voice.DecodeAudio(in.Audio)
	default:
		input, err = message.Clean(in.Message)
	}
	if err != nil {
		return Reply{}, err
	}
	if in.SessionID != "" && !ids.IsTimeSorted(in.SessionID) {
		return Reply{}, practice.ErrBadSessionID
	}
	if len(in.History) > MaxHistory {
		return Reply{}, apperr.InvalidInput(fmt.Sprintf("conversationHistory holds at most %d messages.", MaxHistory))
	}
	balance := paid.Prefetch(ctx, s.Profiles, in.UserID) // read while the conversation is checked
	conv, blocked, err := s.conversation(ctx, in)
	if err != nil || blocked {
		return Reply{Response: safety.BlockedInputMessage, Blocked: true, Confidence: 100}, err
	}
	// A reply costs what it was: spoken (transcribed) or typed, whatever the
	// session's mode.
	costMode := "text"
	if spoken {
		costMode = "voice"
	}
	feature, err := profile.Roleplay(costMode, string(conv.rec.Scenario.Objection))
	if err != nil {
		return Reply{}, err
	}
	// A typed message is screened while the request is counted: screening
	// has no effects, and its verdict is still read after the limit and
	// credits. A spoken one is screened once it is transcribed.
	screened := make(chan safety.Guard, 1)
	if !spoken {
		go func() { screened <- safety.GuardRoleplayInput(input, conv.mode != "text") }()
	}
	if err := s.Limiter.Check(ctx, in.UserID, RateAction, ""); err != nil {
		return Reply{}, err
	}

	var turn roleplay.Turn
	var fb coach.Feedback
	receipt, err := paid.Run(ctx, s.Profiles, s.Log, paid.Job[Reply]{
		UserID: in.UserID, Feature: feature, Balance: balance, NoCredits: ErrNoCredits,
		Work: func(ctx context.Context) (Reply, bool, error) {
			var heard *speech.Transcript
			if spoken {
				tr, err := s.Voice.Listen(ctx, in.UserID, audio, conv.hints())
				if err != nil {
					return Reply{}, false, err
				}
				if input, err = message.Clean(tr.Text); err != nil {
					return Reply{}, false, err
				}
				heard = &tr
				screened <- safety.GuardRoleplayInput(input, true)
			}
			if g := <-screened; g.Blocked {
				s.Events.Record(ctx, in.UserID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_input", "violations": g.Reasons})
				return Reply{Response: g.Reply, Blocked: true, Confidence: 100, Transcript: heard}, false, nil
			}
			history := toRoleplay(conv.sess.Transcript)
			turn = s.Buyer(ctx, conv.rec.Scenario, history, input)
			outputBlocked := false
			if g := safety.GuardRoleplayOutput(turn.Text); g.Blocked {
				s.Events.Record(ctx, in.UserID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_output", "violations": g.Reasons})
				turn.Text, outputBlocked = g.Reply, true
			}
			fb = coach.AssessReply(lastBuyerLine(history), input, conv.rec.Scenario.CoachScenario(), conv.rec.scores())
			r := Reply{Response: turn.Text, Blocked: outputBlocked, Confidence: turn.Confidence, Feedback: &fb,
				Stance: turn.Stance, Concession: turn.Concession, Provider: turn.Provider, Fallback: turn.Fallback, Transcript: heard}
			if turn.Fallback {
				r.Apology = roleplay.FallbackApology
			}
			return r, !turn.Fallback && !outputBlocked, nil
		},
		Save: func(ctx context.Context, r Reply) (paid.Undo, error) {
			if r.Feedback == nil { // refused: nothing to keep
				return nil, nil
			}
			return s.saveTurn(ctx, conv, input, turn.Text, fb)
		},
	})
	if err != nil {
		return Reply{}, err
	}
	out := receipt.Result
	out.CreditsRemaining = &receipt.Remaining
	if out.Feedback == nil { // refused: nothing kept
		if conv.sess.Version > 0 { // a conversation the client kept has no session yet
			out.SessionID = conv.sess.ID
		}
		return out, nil
	}
	out.SessionID = conv.sess.ID
	if out.Streak, err = s.Profiles.RecordScore(ctx, in.UserID, fb.OverallScore); err != nil && s.Log != nil {
		s.Log.ErrorContext(ctx, "streak not updated", "err", err)
	}
	out.XP = XP(fb.OverallScore, conv.sess.ID, len(conv.rec.Turns)+1)
	out.GrowthStage = GrowthStage(fb.OverallScore)
	return out, nil
}

// Hints are what the rep of a stored role-play is likely to say, for the
// speech recogniser's language model (voice.Service.Hints): the scenario,
// the script and the conversation so far.
func (s *Service) Hints(ctx context.Context, userID, sessionID string) ([]string, error) {
	if !ids.IsTimeSorted(sessionID) {
		return nil, practice.ErrBadSessionID
	}
	conv, _, err := s.conversation(ctx, ReplyInput{UserID: userID, SessionID: sessionID})
	if err != nil {
		return nil, err
	}
	return conv.hints(), nil
}

// hints are the conversation's scenario, script and lines.
func (c conversation) hints() []string {
	sc := c.rec.Scenario
	out := []string{sc.Title, sc.Custom, sc.Industry, sc.Script}
	for _, m := range c.sess.Transcript {
		out = append(out, m.Text)
	}
	return slices.DeleteFunc(out, func(h string) bool { return strings.TrimSpace(h) == "" })
}

// conversation loads the stored role-play, or builds one from what the
// client sent; blocked reports a client-sent conversation the screener
// refused.
func (s *Service) conversation(ctx context.Context, in ReplyInput) (conversation, bool, error) {
	if in.SessionID != "" {
		sess, err := s.Sessions.Get(ctx, in.UserID, in.SessionID)
		if err != nil {
			return conversation{}, false, err
		}
		if sess.ScenarioType != "roleplay" {
			return conversation{}, false, ErrNotRoleplay
		}
		var rec record
		_ = json.Unmarshal(sess.FeedbackData, &rec)
		if in.Setup != nil { // the setup cannot change mid-session, but must be valid
			if _, _, err := in.Setup.Scenario(); err != nil {
				return conversation{}, false, err
			}
		}
		return conversation{sess: sess, rec: rec, mode: cmp.Or(sess.Mode, "text")}, false, nil
	}
	if in.Setup == nil {
		return conversation{}, false, apperr.InvalidInput("scenario is required.")
	}
	sc, mode, err := in.Setup.Scenario()
	if err != nil {
		return conversation{}, false, err
	}
	sess := newSession(in.UserID, mode, sc, s.now())
	// A client-sent history is input like any other: checked, normalised and
	// screened.
	for _, m := range in.History {
		if m.Sender != roleplay.SenderUser && m.Sender != roleplay.SenderAI {
			return conversation{}, false, apperr.InvalidInput(`conversationHistory senders must be "user" or "ai".`)
		}
		if m.ID != "" && !ids.IsClientID(m.ID) {
			return conversation{}, false, apperr.InvalidInput(fmt.Sprintf("conversationHistory ids are 1 to %d letters, digits or . _ : -.", ids.MaxClientIDLen))
		}
		if m.Text, err = historyMessage.Clean(m.Text); err != nil {
			return conversation{}, false, err
		}
		if safety.GuardRoleplayInput(m.Text, false).Blocked {
			s.Events.Record(ctx, in.UserID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_history"})
			return conversation{}, true, nil
		}
		sess.Transcript = append(sess.Transcript, practice.Message{ID: m.ID, Text: m.Text, Sender: m.Sender, Timestamp: m.Timestamp})
	}
	return conversation{sess: sess, rec: record{Scenario: sc}, mode: mode}, false, nil
}

// saveTurn keeps the rep's message, the buyer's answer and the score in the
// session. The write is conditional on the session's version, so only one
// of two concurrent replies to one session goes through, before anything is
// charged; the undo takes the turn back (takeBack).
func (s *Service) saveTurn(ctx context.Context, conv conversation, input, answer string, fb coach.Feedback) (paid.Undo, error) {
	sess, before := conv.sess, conv.sess
	rec := conv.rec
	now := s.now()
	rep := practice.Message{ID: ids.TimeSorted(now), Text: input, Sender: roleplay.SenderUser, Timestamp: now}
	buyer := practice.Message{ID: ids.TimeSorted(now.Add(time.Millisecond)), Text: answer, Sender: roleplay.SenderAI, Timestamp: now.Add(time.Millisecond)}
	rec.Turns = append(append([]turnRecord(nil), rec.Turns...), turnRecord{ID: rep.ID, Score: fb.OverallScore, Feedback: fb})
	sess.Transcript = append(append([]practice.Message(nil), sess.Transcript...), rep, buyer)
	sess.Score = rec.average()
	sess.CategoryScores = categoryScores(fb)
	if len(sess.Transcript) > 0 {
		sess.DurationSeconds = int(now.Sub(sess.Transcript[0].Timestamp).Seconds())
	}
	sess.FeedbackData = llmcoach.JSON(rec)
	sess.CompletedAt = now
	if err := s.Sessions.Put(ctx, sess); err != nil {
		return nil, err
	}
	return func(ctx context.Context) error {
		if before.Version == 0 { // a conversation the client kept: the session is new
			return s.Sessions.Delete(ctx, sess.UserID, sess.ID, 1)
		}
		return s.takeBack(ctx, before, sess.Version+1, rep.ID, buyer.ID)
	}, nil
}

// takeBack removes an unpaid turn (the rep's line repID, the buyer's line
// buyerID and its score) from a role-play. A session still at version saved,
// as the turn left it, is put back as it was before. One that a later reply
// was saved on meanwhile (the same rep in another tab, whose request read
// the unpaid turn) loses this turn's lines and score only: the later turn
// is paid by its own reply, and no turn stays unpaid. Each write is
// conditional; a conflict is read again and retried a few times.
func (s *Service) takeBack(ctx context.Context, before practice.Session, saved int, repID, buyerID string) error {
	before.Version = saved
	err := s.Sessions.Put(ctx, before)
	for range 3 {
		if !errors.Is(err, practice.ErrConflict) {
			return err
		}
		cur, gerr := s.Sessions.Get(ctx, before.UserID, before.ID)
		if errors.Is(gerr, apperr.NotFound) {
			return nil // deleted meanwhile: nothing left to take back
		}
		if gerr != nil {
			return gerr
		}
		var rec record
		if err := json.Unmarshal(cur.FeedbackData, &rec); err != nil {
			return fmt.Errorf("role-play %s: feedback data: %w", cur.ID, err)
		}
		turns := len(rec.Turns)
		rec.Turns = slices.DeleteFunc(rec.Turns, func(t turnRecord) bool { return t.ID == repID })
		if len(rec.Turns) == turns {
			return nil // not there (any more)
		}
		cur.Transcript = slices.DeleteFunc(cur.Transcript, func(m practice.Message) bool { return m.ID == repID || m.ID == buyerID })
		cur.Score, cur.CategoryScores = rec.average(), nil
		if len(rec.Turns) > 0 {
			cur.CategoryScores = categoryScores(rec.Turns[len(rec.Turns)-1].Feedback)
		}
		cur.FeedbackData = llmcoach.JSON(rec)
		err = s.Sessions.Put(ctx, cur)
	}
	return err
}

// categoryScores are a session's category scores: its last reply's.
func categoryScores(fb coach.Feedback) map[string]int {
	return map[string]int{
		"tone": fb.ResponseAnalysis.Tone.Rating, "clarity": fb.ResponseAnalysis.Clarity.Rating,
		"objectionHandling": fb.ResponseAnalysis.ObjectionHandling.Rating,
	}
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (r record) scores() []int {
	out := make([]int, 0, len(r.Turns))
	for _, t := range r.Turns {
		out = append(out, t.Score)
	}
	return out
}

// average is the session's score: the mean of its turns, rounded.
func (r record) average() int {
	if len(r.Turns) == 0 {
		return 0
	}
	sum := 0
	for _, t := range r.Turns {
		sum += t.Score
	}
	return (sum + len(r.Turns)/2) / len(r.Turns)
}

func toRoleplay(ms []practice.Message) []roleplay.Message {
	out := make([]roleplay.Message, 0, len(ms))
	for _, m := range ms {
		out = append(out, roleplay.Message{ID: m.ID, Sender: m.Sender, Text: m.Text, Timestamp: m.Timestamp})
	}
	return out
}

// lastBuyerLine is the buyer's most recent line: what the rep answers.
func lastBuyerLine(h []roleplay.Message) string {
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Sender == roleplay.SenderAI {
			return h[i].Text
		}
	}
	return ""
}
