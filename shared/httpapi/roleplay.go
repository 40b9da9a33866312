package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/coaching"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/textin"
)

// BuyerFunc answers the rep as the AI buyer.
type BuyerFunc func(ctx context.Context, sc roleplay.Scenario, history []roleplay.Message, input string) roleplay.Turn

type roleplayScenario struct {
	Title      string `json:"title"`
	Difficulty string `json:"difficulty"`
	Objection  string `json:"objection"`
	Industry   string `json:"industry"`
	Custom     string `json:"custom"`
}

type roleplaySetup struct {
	Scenario   *roleplayScenario `json:"scenario"`
	VoiceStyle string            `json:"voiceStyle"`
	UserScript string            `json:"userScript"`
	Mode       string            `json:"mode"` // text, voice, hybrid
}

// scenario builds and validates the role-play scenario. The custom buyer
// description and the script are screened like any rep input.
func (b roleplaySetup) scenario() (roleplay.Scenario, string, error) {
	mode := b.Mode
	if mode == "" {
		mode = "text"
	}
	if mode != "text" && mode != "voice" && mode != "hybrid" {
		return roleplay.Scenario{}, "", invalid(`mode must be "text", "voice" or "hybrid".`)
	}
	if b.Scenario == nil {
		return roleplay.Scenario{}, "", invalid("scenario is required.")
	}
	// Every text of the setup is normalised first; Validate then applies
	// the limits to what is left.
	in := *b.Scenario
	style, script := b.VoiceStyle, b.UserScript
	for _, f := range []struct {
		v         *string
		name      string
		multiline bool
	}{
		{&in.Title, "scenario.title", false}, {&in.Difficulty, "scenario.difficulty", false},
		{&in.Objection, "scenario.objection", false}, {&in.Industry, "scenario.industry", false},
		{&in.Custom, "scenario.custom", true}, {&style, "voiceStyle", false}, {&script, "userScript", true},
	} {
		v, err := textin.Field{Name: f.name, Multiline: f.multiline}.Clean(*f.v)
		if err != nil {
			return roleplay.Scenario{}, "", err
		}
		*f.v = v
	}
	sc := roleplay.Scenario{
		Title: in.Title, Persona: roleplay.Persona(strings.ToLower(style)),
		Objection: roleplay.ObjectionType(in.Objection), Difficulty: roleplay.Difficulty(in.Difficulty),
		Industry: in.Industry, Custom: in.Custom, Script: script,
	}.WithDefaults()
	if err := sc.Validate(); err != nil {
		return sc, "", err
	}
	for _, text := range []string{sc.Custom, sc.Title} {
		if text != "" && safety.GuardRoleplayInput(text, false).Blocked {
			return sc, "", apperr.New(apperr.KindInvalid, "scenario_blocked", "The scenario description contains content that cannot be used. Please describe a real sales situation.")
		}
	}
	return sc, mode, nil
}

// startRoleplay opens a role-play: the scenario is checked and saved as a new
// session with the buyer's two opening lines. Openings cost no credits but
// count against the caller's api_call limit, as every role-play reply does
// (each start writes a session).
func (s *Server) startRoleplay(w http.ResponseWriter, r *http.Request) error {
	var body roleplaySetup
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	sc, mode, err := body.scenario()
	if err != nil {
		return err
	}
	if err := s.allow(r, caller(r).ID, "api_call"); err != nil {
		return err
	}
	now := time.Now().UTC()
	sess := practice.Session{UserID: caller(r).ID, ScenarioType: "roleplay", Mode: mode, CompletedAt: now}
	setSessionScenario(&sess, sc)
	for i, line := range roleplay.Opening(sc) {
		at := now.Add(time.Duration(i) * time.Second) // the second line shows after 1 s
		sess.Transcript = append(sess.Transcript, practice.Message{ID: ids.TimeSorted(at), Text: line, Sender: roleplay.SenderAI, Timestamp: at})
	}
	sess.FeedbackData = coaching.JSON(roleplayFeedback{Scenario: sc, Turns: []turnRecord{}})
	sess.ID = ids.TimeSorted(now)
	if err := s.Sessions.Put(r.Context(), sess); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"session_id": sess.ID, "opening": sess.Transcript, "scenario": sc})
	return nil
}

func setSessionScenario(sess *practice.Session, sc roleplay.Scenario) {
	sess.Difficulty, sess.Objection, sess.Industry = string(sc.Difficulty), string(sc.Objection), sc.Industry
}

var (
	// roleplayMessage is the rep's message; historyMessage one line of a
	// conversation the client kept itself.
	roleplayMessage = textin.Field{
		Name: "userInput", Max: safety.MaxLength[safety.UserMessage], Multiline: true,
		Empty:   apperr.New(apperr.KindInvalid, "empty_message", "Type a message before sending."),
		TooLong: func(int) error { return errMessageTooLong },
	}
	historyMessage = textin.Field{
		Name: "conversationHistory.text", Max: safety.MaxLength[safety.UserMessage], Multiline: true,
		Empty:   invalid("conversationHistory messages must not be empty."),
		TooLong: func(int) error { return invalid("conversationHistory messages hold at most 1500 characters.") },
	}
	errMessageTooLong = apperr.New(apperr.KindInvalid, "too_long", "Your message is too long (max 1500 characters).")
)

// turnRecord is one scored reply of a role-play, kept in feedback_data.
type turnRecord struct {
	Score    int            `json:"score"`
	Feedback coach.Feedback `json:"feedback"`
}

type roleplayFeedback struct {
	Scenario roleplay.Scenario `json:"scenario"`
	Turns    []turnRecord      `json:"turns"`
}

// roleplayReply is the roleplay-ai-response function: the buyer answers the
// rep. Input and output are screened; the reply is charged (1 text, 2 voice
// or hybrid) only when the buyer really answered; the coach's feedback on
// the rep's message, the streak and the transcript are kept on the server.
func (s *Server) roleplayReply(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		roleplaySetup
		UserInput           string             `json:"userInput"`
		SessionID           string             `json:"sessionId"`
		ConversationHistory []roleplay.Message `json:"conversationHistory"`
		IsReversedRole      bool               `json:"isReversedRole"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	input, err := roleplayMessage.Clean(body.UserInput)
	if err != nil {
		return err
	}
	if body.SessionID != "" && !ids.IsTimeSorted(body.SessionID) {
		return errBadSessionID
	}
	if len(body.ConversationHistory) > 50 {
		return invalid("conversationHistory holds at most 50 messages.")
	}
	u := caller(r)
	ctx := r.Context()
	profileOf := s.prefetchProfile(ctx, u.ID) // read while the conversation is checked

	// The conversation: the stored session when there is one (the server's
	// record is the truth), else what the client sent.
	var sess practice.Session
	var rec roleplayFeedback
	var sc roleplay.Scenario
	mode := body.Mode
	if body.SessionID != "" {
		var err error
		if sess, err = s.Sessions.Get(ctx, u.ID, body.SessionID); err != nil {
			return err
		}
		if sess.ScenarioType != "roleplay" {
			return apperr.New(apperr.KindInvalid, "not_roleplay", "Invalid request. Please check your input: that session is not a role-play.")
		}
		_ = json.Unmarshal(sess.FeedbackData, &rec)
		sc, mode = rec.Scenario, sess.Mode
		if body.Scenario != nil { // the setup cannot change mid-session
			if _, _, err := body.scenario(); err != nil {
				return err
			}
		}
	} else {
		var err error
		if sc, mode, err = body.scenario(); err != nil {
			return err
		}
		now := time.Now().UTC()
		sess = practice.Session{ID: ids.TimeSorted(now), UserID: u.ID, ScenarioType: "roleplay", Mode: mode, CompletedAt: now}
		setSessionScenario(&sess, sc)
		// A client-sent history is input like any other: checked, normalised
		// and screened.
		for _, m := range body.ConversationHistory {
			if m.Sender != roleplay.SenderUser && m.Sender != roleplay.SenderAI {
				return invalid(`conversationHistory senders must be "user" or "ai".`)
			}
			if m.ID != "" && !ids.IsClientID(m.ID) {
				return invalid(fmt.Sprintf("conversationHistory ids are 1 to %d letters, digits or . _ : -.", ids.MaxClientIDLen))
			}
			if m.Text, err = historyMessage.Clean(m.Text); err != nil {
				return err
			}
			if safety.GuardRoleplayInput(m.Text, false).Blocked {
				s.Events.Record(ctx, u.ID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_history"})
				writeJSON(w, http.StatusOK, map[string]any{"response": safety.BlockedInputMessage, "blocked": true, "confidence": 100, "feedback": nil})
				return nil
			}
			sess.Transcript = append(sess.Transcript, practice.Message{ID: m.ID, Text: m.Text, Sender: m.Sender, Timestamp: m.Timestamp})
		}
	}
	if mode == "" {
		mode = "text"
	}
	rec.Scenario = sc
	feature := "roleplay_" + mode + "_" + strings.ToLower(string(sc.Objection))
	cost, err := profile.Cost(feature)
	if err != nil {
		return err
	}
	// The message is screened while the request is counted: screening has
	// no effects, and its verdict is still read after the limit and credits.
	screened := make(chan safety.Guard, 1)
	go func() { screened <- safety.GuardRoleplayInput(input, mode != "text") }()
	if err := s.allow(r, u.ID, "api_call"); err != nil {
		return err
	}
	p, err := profileOf()
	if err != nil {
		return err
	}
	if !p.HasCredits(cost) {
		return apperr.New(apperr.KindConflict, "insufficient_credits", "You need more credits to continue this role-play.")
	}

	reply := map[string]any{"session_id": sess.ID, "credits_remaining": p.CreditsRemaining}
	g := <-screened
	if g.Blocked {
		s.Events.Record(ctx, u.ID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_input", "violations": g.Reasons})
		reply["response"], reply["blocked"], reply["confidence"], reply["feedback"] = g.Reply, true, 100, nil
		writeJSON(w, http.StatusOK, reply)
		return nil
	}

	history := toRoleplay(sess.Transcript)
	turn := s.Buyer(ctx, sc, history, input)
	outputBlocked := false
	if g := safety.GuardRoleplayOutput(turn.Text); g.Blocked {
		s.Events.Record(ctx, u.ID, secevent.ContentBlocked, map[string]any{"operation": "roleplay_output", "violations": g.Reasons})
		turn.Text, outputBlocked = g.Reply, true
	}

	prevScores := make([]int, 0, len(rec.Turns))
	for _, t := range rec.Turns {
		prevScores = append(prevScores, t.Score)
	}
	fb := coach.AssessReply(lastBuyerLine(history), input, sc.CoachScenario(), prevScores)

	// Claim the turn first: the conditional write lets only one of two
	// concurrent replies to the same session through, before anything is
	// charged.
	before := sess
	now := time.Now().UTC()
	rec.Turns = append(rec.Turns, turnRecord{Score: fb.OverallScore, Feedback: fb})
	sess.Transcript = append(append([]practice.Message(nil), sess.Transcript...),
		practice.Message{ID: ids.TimeSorted(now), Text: input, Sender: roleplay.SenderUser, Timestamp: now},
		practice.Message{ID: ids.TimeSorted(now.Add(time.Millisecond)), Text: turn.Text, Sender: roleplay.SenderAI, Timestamp: now.Add(time.Millisecond)},
	)
	sess.Score = averageScore(rec.Turns)
	sess.CategoryScores = map[string]int{
		"tone": fb.ResponseAnalysis.Tone.Rating, "clarity": fb.ResponseAnalysis.Clarity.Rating,
		"objectionHandling": fb.ResponseAnalysis.ObjectionHandling.Rating,
	}
	if len(sess.Transcript) > 0 {
		sess.DurationSeconds = int(now.Sub(sess.Transcript[0].Timestamp).Seconds())
	}
	sess.FeedbackData = coaching.JSON(rec)
	sess.CompletedAt = now
	if err := s.Sessions.Put(ctx, sess); err != nil {
		return err
	}
	if !turn.Fallback && !outputBlocked {
		remaining, err := s.Profiles.Spend(ctx, u.ID, feature)
		if err != nil {
			// Not paid for: take the turn back out of the transcript.
			before.Version = sess.Version + 1
			if rerr := s.Sessions.Put(ctx, before); rerr != nil {
				loggerFrom(ctx, s.Log).ErrorContext(ctx, "unpaid role-play turn not reverted", "err", rerr)
			}
			if errors.Is(err, profile.ErrInsufficientCredits) {
				return apperr.New(apperr.KindConflict, "insufficient_credits", "You need more credits to continue this role-play.")
			}
			return err
		}
		reply["credits_remaining"] = remaining
	}
	streak, err := s.Profiles.RecordScore(ctx, u.ID, fb.OverallScore)
	if err != nil {
		loggerFrom(ctx, s.Log).ErrorContext(ctx, "streak not updated", "err", err)
	}
	reply["response"] = turn.Text
	reply["confidence"] = turn.Confidence
	reply["stance"] = turn.Stance
	reply["concession"] = turn.Concession
	reply["provider"] = turn.Provider
	reply["fallback"] = turn.Fallback
	if turn.Fallback {
		reply["apology"] = roleplay.FallbackApology
	}
	reply["blocked"] = outputBlocked
	reply["feedback"] = fb
	reply["streak"] = streak
	reply["xp"] = xp(fb.OverallScore, sess.ID, len(rec.Turns))
	reply["growth_stage"] = growthStage(fb.OverallScore)
	writeJSON(w, http.StatusOK, reply)
	return nil
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

func averageScore(ts []turnRecord) int {
	if len(ts) == 0 {
		return 0
	}
	sum := 0
	for _, t := range ts {
		sum += t.Score
	}
	return (sum + len(ts)/2) / len(ts)
}

// xp is the spec's max(5, floor(score*0.6) + 0–10); the bonus comes from the
// session and turn, so a reload shows the same number.
func xp(score int, sessionID string, turn int) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(sessionID))
	_, _ = h.Write([]byte{byte(turn)})
	return max(5, score*6/10+int(h.Sum32()%11))
}

// growthStage names the spec's stages: below 40, 40–59, 60–79, 80 and up.
func growthStage(score int) string {
	switch {
	case score >= 80:
		return "Pro"
	case score >= 60:
		return "Builder"
	case score >= 40:
		return "Growing"
	}
	return "Foundation"
}
