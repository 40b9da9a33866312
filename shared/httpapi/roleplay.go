package httpapi

import (
	"net/http"

	"pitchperfect/shared/roleplaysession"
)

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

// setup is the body's scenario for the use case; nil when it has none.
func (b roleplaySetup) setup() *roleplaysession.Setup {
	if b.Scenario == nil {
		return nil
	}
	return &roleplaysession.Setup{
		Title: b.Scenario.Title, Difficulty: b.Scenario.Difficulty, Objection: b.Scenario.Objection,
		Industry: b.Scenario.Industry, Custom: b.Scenario.Custom,
		VoiceStyle: b.VoiceStyle, Script: b.UserScript, Mode: b.Mode,
	}
}

// startRoleplay opens a role-play (package roleplaysession).
func (s *Server) startRoleplay(w http.ResponseWriter, r *http.Request) error {
	var body roleplaySetup
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	setup := body.setup()
	if setup == nil {
		return invalid("scenario is required.")
	}
	res, err := s.Roleplays.Start(r.Context(), caller(r).ID, *setup)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// roleplayReplyBody is the spec's roleplay-ai-response body. Without a
// sessionId the setup and conversationHistory describe the conversation.
type roleplayReplyBody struct {
	roleplaySetup
	UserInput           string                    `json:"userInput"`
	SessionID           string                    `json:"sessionId,omitempty"`
	ConversationHistory []roleplaysession.Message `json:"conversationHistory,omitempty"`
	IsReversedRole      bool                      `json:"isReversedRole,omitempty"`
	// Audio is a spoken reply's recording (base64) instead of userInput;
	// Format is the client's word for it (the bytes are sniffed).
	Audio  string `json:"audio,omitempty"`
	Format string `json:"format,omitempty"`
}

// roleplayReply is the roleplay-ai-response function: the buyer answers the
// rep (package roleplaysession).
func (s *Server) roleplayReply(w http.ResponseWriter, r *http.Request) error {
	var body roleplayReplyBody
	if err := decodeAudioJSON(w, r, &body); err != nil {
		return err
	}
	res, err := s.Roleplays.Reply(r.Context(), roleplaysession.ReplyInput{
		UserID: caller(r).ID, SessionID: body.SessionID, Setup: body.setup(),
		History: body.ConversationHistory, Message: body.UserInput, Audio: body.Audio,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}
