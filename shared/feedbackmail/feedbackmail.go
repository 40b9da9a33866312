// Package feedbackmail e-mails practice feedback without making the
// product's sender a relay: nothing a caller writes goes out to an address
// the caller merely names.
//
//   - A signed-in user may e-mail one of their own stored sessions to their
//     own verified address (the token's e-mail). The e-mail is built on the
//     server from the stored session; the user's own words are quoted with
//     links defanged.
//   - A visitor on the demo page may e-mail the demo's result to any address,
//     but the e-mail holds only what the server builds: the coach's scores,
//     recomputed from the answer by the built-in coach, and fixed advice. The
//     answer itself is not quoted, and nothing else the visitor sends is used.
//
// Each e-mail counts against two limits: its sender's (a user or a visitor's
// address) and its recipient's, so no address can be flooded from many
// senders.
package feedbackmail

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/coach"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/ids"
	"pitchperfect/shared/llmcoach"
	mailer "pitchperfect/shared/mail"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/textin"
)

// Rate-limit actions and their rules.
const (
	// SenderAction counts e-mails per sender (a user id or a visitor key).
	SenderAction = "feedback_email"
	// RecipientAction counts e-mails per recipient address.
	RecipientAction = "feedback_email_recipient"
)

// Rules keep feedback e-mail well below the general API limit: five an hour
// per sender, ten a day per recipient.
var Rules = map[string]ratelimit.Rule{
	SenderAction:    {Max: 5, Window: time.Hour},
	RecipientAction: {Max: 10, Window: 24 * time.Hour},
}

// Subject is the subject of every feedback e-mail.
const Subject = "Your PitchPerfect practice feedback"

// Service sends feedback e-mail.
type Service struct {
	Sessions practice.Store
	Mailer   mailer.Sender
	// Limits holds the counters of Rules.
	Limits ratelimit.Store
	Now    func() time.Time
}

// Errors a caller may see.
var (
	ErrInvalidEmail = apperr.New(apperr.KindInvalid, "invalid_email", "Please enter a valid email address")
	ErrNoEmail      = apperr.New(apperr.KindForbidden, "email_not_verified",
		"Your e-mail address is not verified, so feedback cannot be e-mailed to it. Verify your address, sign in again and retry.")
	ErrNotOwnEmail = apperr.New(apperr.KindForbidden, "not_your_email",
		"Feedback can only be e-mailed to your own verified address: leave the address out or use the one you signed in with.")
)

// The messages of the two limits.
const (
	msgSenderLimited    = "Too many feedback e-mails. Please try again later."
	msgRecipientLimited = "Too many feedback e-mails to this address. Please try again later."
)

// Recipient is where a signed-in user's feedback goes: their own verified
// address. requested, when not empty, must be that address (compared
// without regard to case).
func Recipient(u auth.User, requested string) (string, error) {
	own, ok := u.VerifiedEmail()
	if !ok {
		return "", ErrNoEmail
	}
	if requested != "" && !strings.EqualFold(strings.TrimSpace(requested), own) {
		return "", ErrNotOwnEmail
	}
	return own, nil
}

// ParseAddress accepts a bare e-mail address (no display name, at most 254
// characters).
func ParseAddress(s string) (string, error) {
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s || len(s) > 254 {
		return "", ErrInvalidEmail
	}
	return addr.Address, nil
}

// Request is one send-feedback-email call. A signed-in caller's e-mail goes
// to their own verified address (Email, when given, must be it): a stored
// session (SessionID) or a demo answer (Demo). A visitor's goes to Email and
// holds only the server's assessment of a demo answer.
type Request struct {
	User      auth.User // zero for a visitor
	SignedIn  bool
	SenderKey string // whom the sender limit counts: the user, or a visitor's address
	Email     string
	SessionID string
	Demo      *Demo
}

// Demo is a demo answer as the demo page sends it.
type Demo struct {
	Type     string // text or voice
	Response string
}

// Errors of a request that names nothing to send, or a session without a
// sign-in.
var (
	ErrNothingToSend = apperr.InvalidInput("send sessionId (a saved session) or sessionData (a demo answer).")
	ErrSignInToMail  = apperr.New(apperr.KindUnauthenticated, "unauthenticated", "Authentication required. Please log in to e-mail a saved session.")

	emailField = textin.Field{Name: "email", Max: MaxEmailChars, TooLong: func(int) error { return ErrInvalidEmail }}
	demoAnswer = func() textin.Field { f := demofeedback.AnswerField; f.Name = "sessionData.response"; return f }()
)

// MaxEmailChars is the longest e-mail address (RFC 5321's path limit).
const MaxEmailChars = 254

// Send checks the request, finds the recipient and sends what it names.
func (s *Service) Send(ctx context.Context, r Request) error {
	email, err := emailField.Clean(r.Email)
	if err != nil {
		return err
	}
	var to string
	switch {
	case r.SignedIn:
		to, err = Recipient(r.User, email)
	case r.SessionID != "":
		err = ErrSignInToMail
	default:
		to, err = ParseAddress(email)
	}
	if err != nil {
		return err
	}
	if r.SessionID != "" {
		if !ids.IsTimeSorted(r.SessionID) {
			return practice.ErrBadSessionID
		}
		return s.SendSession(ctx, r.User.ID, r.SessionID, to)
	}
	if r.Demo == nil {
		return ErrNothingToSend
	}
	if r.Demo.Type != "text" && r.Demo.Type != "voice" {
		return apperr.InvalidInput(`sessionData.type must be "text" or "voice".`)
	}
	answer, err := demoAnswer.Clean(r.Demo.Response)
	if err != nil {
		return err
	}
	return s.SendDemo(ctx, r.SenderKey, to, r.Demo.Type, answer)
}

// SendSession e-mails the user's stored session sessionID (a well-formed
// id: the caller checks) to to, an address Recipient returned. The user is
// the sender the limit counts. Another user's session is not found.
func (s *Service) SendSession(ctx context.Context, userID, sessionID, to string) error {
	sess, err := s.Sessions.Get(ctx, userID, sessionID)
	if err != nil {
		return err
	}
	if err := s.allow(ctx, userID, to); err != nil {
		return err
	}
	return s.send(ctx, to, SessionText(sess))
}

// SendDemo e-mails the demo's result for answer (already normalised and
// checked by the caller) to to. senderKey is whom the sender limit counts:
// the user, or a visitor's address.
func (s *Service) SendDemo(ctx context.Context, senderKey, to, inputType, answer string) error {
	fb := coach.AssessReply(llmcoach.DemoObjection, answer, llmcoach.DemoScenario, nil)
	if err := s.allow(ctx, senderKey, to); err != nil {
		return err
	}
	return s.send(ctx, to, DemoText(inputType, fb))
}

func (s *Service) send(ctx context.Context, to, text string) error {
	if err := s.Mailer.Send(ctx, mailer.Message{To: to, Subject: Subject, Text: text}); err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "email_failed", "The e-mail could not be sent. Please try again later.", err)
	}
	return nil
}

// allow counts the e-mail against its sender's limit, then its recipient's.
func (s *Service) allow(ctx context.Context, senderKey, to string) error {
	l := ratelimit.Limiter{Store: s.Limits, Rules: Rules, Now: s.Now}
	for _, c := range []struct{ key, action, msg string }{
		{senderKey, SenderAction, msgSenderLimited},
		{RecipientKey(to), RecipientAction, msgRecipientLimited},
	} {
		res, err := l.Allow(ctx, c.key, c.action)
		if err != nil {
			return apperr.Wrap(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.", err)
		}
		if !res.Allowed {
			return ratelimit.Limited(res, c.msg)
		}
	}
	return nil
}

// RecipientKey is the recipient limit's key for an address: a hash, so the
// rate-limit table holds no address, of the mailbox the address reaches
// (case folded, "+tag" subaddresses dropped, and dots dropped at Gmail,
// which ignores them), so one mailbox is one counter however it is spelt.
func RecipientKey(addr string) string {
	local, domain, _ := strings.Cut(strings.ToLower(strings.TrimSpace(addr)), "@")
	local, _, _ = strings.Cut(local, "+")
	if domain == "gmail.com" || domain == "googlemail.com" {
		local, domain = strings.ReplaceAll(local, ".", ""), "gmail.com"
	}
	sum := sha256.Sum256([]byte(local + "@" + domain))
	return "rcpt:" + hex.EncodeToString(sum[:16])
}

// DemoText is the visitor's e-mail: scores and fixed advice only, nothing
// the visitor wrote.
func DemoText(inputType string, fb coach.Feedback) string {
	var b strings.Builder
	b.WriteString("Here is the feedback from your PitchPerfect demo session.\n\n")
	fmt.Fprintf(&b, "The prospect said: %q\n\n", llmcoach.DemoObjection)
	if inputType == "voice" {
		b.WriteString("Your answer (voice) scored ")
	} else {
		b.WriteString("Your answer (text) scored ")
	}
	fmt.Fprintf(&b, "%d/100.\n\n", fb.OverallScore)
	b.WriteString("The four steps of handling an objection, each out of 100:\n")
	st := fb.Stages
	weakest, low := "", 101
	for _, s := range []struct {
		name  string
		score int
	}{
		{"Acknowledge", st.Acknowledge.Score}, {"Clarify", st.Clarify.Score},
		{"Respond", st.Respond.Score}, {"Confirm", st.Confirm.Score},
	} {
		fmt.Fprintf(&b, "- %s: %d\n", s.name, s.score)
		if s.score < low {
			weakest, low = s.name, s.score
		}
	}
	fmt.Fprintf(&b, "\nNext time, work on %s: %s\n\n", strings.ToLower(weakest), stageAdvice[weakest])
	b.WriteString("Sign up free to keep your sessions and get the full, quoted feedback on every answer.\n\n")
	b.WriteString("You get this e-mail because someone asked for it on the PitchPerfect demo page. If it was not you, ignore it: no account was created.\n")
	return b.String()
}

// stageAdvice is the fixed advice for each step.
var stageAdvice = map[string]string{
	"Acknowledge": "show the buyer you heard the concern before you answer it (\"That's fair, budget matters.\").",
	"Clarify":     "ask what is behind the objection before you answer it (\"What are you comparing us with?\").",
	"Respond":     "answer with value in the buyer's own terms and numbers, such as hours saved or costs avoided.",
	"Confirm":     "check the concern is resolved and propose a concrete next step, such as a short pilot.",
}

// sessionKinds names the scenario types in the e-mail.
var sessionKinds = map[string]string{
	"pitch_analysis": "Pitch analysis", "objection_handling": "Objection practice (demo)", "roleplay": "Role-play",
}

// maxQuote bounds each quoted line of a session e-mail.
const maxQuote = 3000

// maxLines bounds the transcript lines a session e-mail quotes (the last
// ones are kept).
const maxLines = 20

// SessionText is a signed-in user's e-mail about their own stored session:
// what was scored, the score, the conversation (the user's words quoted,
// links defanged) and the coach's feedback.
func SessionText(sess practice.Session) string {
	var b strings.Builder
	b.WriteString("Here is the feedback from your PitchPerfect practice session.\n\n")
	kind := sessionKinds[sess.ScenarioType]
	if kind == "" {
		kind = "Practice session"
	}
	if sess.Mode != "" {
		kind += " (" + sess.Mode + ")"
	}
	fmt.Fprintf(&b, "%s, %s\n", kind, sess.CompletedAt.UTC().Format("2 Jan 2006 15:04 UTC"))
	fmt.Fprintf(&b, "Score: %d/100\n", sess.Score)
	if len(sess.CategoryScores) > 0 {
		names := make([]string, 0, len(sess.CategoryScores))
		for _, k := range []string{"clarity", "confidence", "persuasiveness", "tone", "objectionHandling"} {
			if v, ok := sess.CategoryScores[k]; ok {
				names = append(names, fmt.Sprintf("%s %d", k, v))
			}
		}
		if len(names) > 0 {
			fmt.Fprintf(&b, "Categories: %s\n", strings.Join(names, ", "))
		}
	}
	lines := sess.Transcript
	if len(lines) > maxLines {
		lines = lines[len(lines)-maxLines:]
	}
	if len(lines) > 0 {
		b.WriteString("\nThe conversation:\n")
		for _, m := range lines {
			who := "You"
			if m.Sender != "user" {
				who = "Buyer"
			}
			fmt.Fprintf(&b, "%s: %s\n", who, quote(m.Text))
		}
	}
	if fb := feedbackText(sess.FeedbackData); fb != "" {
		b.WriteString("\nCoach's feedback:\n")
		b.WriteString(fb)
	}
	b.WriteString("\nKeep practising: every rehearsal makes the real conversation easier.\n")
	return b.String()
}

// storedFeedback reads the parts of any stored feedback the e-mail uses: a
// pitch analysis, a demo assessment, or a role-play's turns.
type storedFeedback struct {
	Recommendation string `json:"recommendation"`
	Strengths      []struct {
		Description string `json:"description"`
	} `json:"strengths"`
	Improvements []struct {
		Description        string `json:"description"`
		SpecificSuggestion string `json:"specificSuggestion"`
	} `json:"improvements"`
	Turns []struct {
		Feedback json.RawMessage `json:"feedback"`
	} `json:"turns"`
}

func feedbackText(raw json.RawMessage) string {
	var f storedFeedback
	if len(raw) == 0 || json.Unmarshal(raw, &f) != nil {
		return ""
	}
	if n := len(f.Turns); n > 0 { // a role-play: the latest reply's feedback
		return feedbackText(f.Turns[n-1].Feedback)
	}
	var b strings.Builder
	if f.Recommendation != "" {
		fmt.Fprintf(&b, "%s\n", quote(f.Recommendation))
	}
	for i, s := range f.Strengths {
		if i == 3 {
			break
		}
		fmt.Fprintf(&b, "+ %s\n", quote(s.Description))
	}
	for i, im := range f.Improvements {
		if i == 3 {
			break
		}
		fmt.Fprintf(&b, "- %s %s\n", quote(im.Description), quote(im.SpecificSuggestion))
	}
	return b.String()
}

// quote prepares stored text for the e-mail: one line, at most maxQuote
// characters, links defanged.
func quote(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > maxQuote {
		s = string([]rune(s)[:maxQuote]) + "…"
	}
	return Defang(s)
}

var (
	scheme     = regexp.MustCompile(`(?i)\b([a-z][a-z0-9+.-]{1,20}):(//)?`)
	domainLike = regexp.MustCompile(`(?i)\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,24}\b`)
)

// Defang makes links in s inert, so no mail client turns them into
// something to click: "https://evil.example/x" becomes
// "hxxps[:]//evil[.]example/x", and every domain-like word (example.com,
// an address's domain) has its dots bracketed.
func Defang(s string) string {
	s = domainLike.ReplaceAllStringFunc(s, func(d string) string { return strings.ReplaceAll(d, ".", "[.]") })
	return scheme.ReplaceAllStringFunc(s, func(m string) string {
		sub := scheme.FindStringSubmatch(m)
		name := strings.ToLower(sub[1])
		switch {
		case sub[2] != "":
		case name == "mailto" || name == "javascript" || name == "data" || name == "vbscript" || name == "tel" || name == "sms":
		default:
			return m // a word followed by a colon ("Price: high")
		}
		name = strings.NewReplacer("http", "hxxp", "ftp", "fxp").Replace(name)
		return name + "[:]" + sub[2]
	})
}
