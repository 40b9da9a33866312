package httpapi

import (
	"net/http"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/feedbackmail"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/textin"
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

// maxEmailChars is the longest e-mail address (RFC 5321's path limit).
const maxEmailChars = 254

var (
	emailField    = textin.Field{Name: "email", Max: maxEmailChars, TooLong: func(int) error { return feedbackmail.ErrInvalidEmail }}
	demoAnswer    = withName(demofeedback.AnswerField, "sessionData.response")
	errNoSession  = apperr.New(apperr.KindInvalid, "invalid_request", "Invalid request. Please check your input: send sessionId (a saved session) or sessionData (a demo answer).")
	errSignInMail = apperr.New(apperr.KindUnauthenticated, "unauthenticated", "Authentication required. Please log in to e-mail a saved session.")
)

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
	email, err := emailField.Clean(body.Email)
	if err != nil {
		return err
	}
	u, signedIn := auth.UserFrom(r.Context())
	svc := &feedbackmail.Service{Sessions: s.Sessions, Mailer: s.Mailer, Limits: s.Limiter.Store}
	var to string
	if signedIn {
		if to, err = feedbackmail.Recipient(u, email); err != nil {
			return err
		}
	} else {
		if body.SessionID != "" {
			return errSignInMail
		}
		if to, err = feedbackmail.ParseAddress(email); err != nil {
			return err
		}
	}
	if body.SessionID != "" {
		if !ids.IsTimeSorted(body.SessionID) {
			return errBadSessionID
		}
		err = svc.SendSession(r.Context(), u.ID, body.SessionID, to)
	} else {
		if body.SessionData == nil {
			return errNoSession
		}
		if body.SessionData.Type != "text" && body.SessionData.Type != "voice" {
			return invalid(`sessionData.type must be "text" or "voice".`)
		}
		answer, aerr := demoAnswer.Clean(body.SessionData.Response)
		if aerr != nil {
			return aerr
		}
		err = svc.SendDemo(r.Context(), s.clientKey(r, u, signedIn), to, body.SessionData.Type, answer)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}

func withName(f textin.Field, name string) textin.Field {
	f.Name = name
	return f
}
