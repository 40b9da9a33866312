package httpapi

import (
	"net/http"

	"pitchperfect/shared/auth"
	"pitchperfect/shared/feedbackmail"
)

// feedbackEmailBody is send-feedback-email's body: the spec's {email,
// sessionData} plus sessionId, a signed-in user's stored session.
type feedbackEmailBody struct {
	// Email is a visitor's recipient; a signed-in user's mail goes to
	// their own verified address, which they may name.
	Email       string `json:"email,omitempty"`
	SessionID   string `json:"sessionId,omitempty"`
	SessionData *struct {
		Type     string `json:"type"`
		Response string `json:"response"`
		// The spec's other session fields are accepted and ignored: the
		// server builds the e-mail itself.
		Feedback  any `json:"feedback,omitempty"`
		Score     any `json:"score,omitempty"`
		Timestamp any `json:"timestamp,omitempty"`
	} `json:"sessionData,omitempty"`
}

// sendFeedbackEmail is the send-feedback-email function (see package
// feedbackmail for who may send what to whom). A signed-in caller's e-mail
// goes to their own verified address: a stored session (sessionId) or a
// demo answer (sessionData); a visitor's goes to the address given and
// holds only the server's assessment of the demo answer.
func (s *Server) sendFeedbackEmail(w http.ResponseWriter, r *http.Request) error {
	var body feedbackEmailBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	u, signedIn := auth.UserFrom(r.Context())
	req := feedbackmail.Request{User: u, SignedIn: signedIn, SenderKey: s.clientKey(r, u, signedIn), Email: body.Email, SessionID: body.SessionID}
	if d := body.SessionData; d != nil {
		req.Demo = &feedbackmail.Demo{Type: d.Type, Response: d.Response}
	}
	if err := s.Feedback.Send(r.Context(), req); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}
