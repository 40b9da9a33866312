// Package teams is the teams use case: a user creates a team and manages
// it, invites reps by e-mail, reps join with the link, leave or are removed,
// share single sessions, and everyone sees the figures their role allows.
//
// Who sees what (checked here, on the server):
//   - a manager sees their own team: every member's figures (scores and
//     counts, never a session's text), the trend, the leaderboards, the
//     pending invites, and the detail of the sessions a rep shared;
//   - a rep sees their own figures, their own trend and the leaderboards;
//   - anyone else gets 404, as if the team did not exist; a rep asking for
//     a manager's action gets 403.
package teams

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/ids"
	mailer "pitchperfect/shared/mail"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/team"
)

// Service runs the use case.
type Service struct {
	Store    team.Store
	Sessions practice.Store
	// Mailer sends the invites (the dev mailbox locally, SES on AWS).
	Mailer mailer.Sender
	// SiteURL is the web app's origin the invite links point to; without
	// it the e-mail names the link's path only.
	SiteURL string
	// Limits counts invites (InviteRules), so the product's sender is no
	// way to flood an address; nil counts nothing.
	Limits ratelimit.Store
	Log    *slog.Logger
	Now    func() time.Time
}

// Errors a caller may see.
var (
	ErrTeamNotFound = apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: team.")
	ErrManagerOnly  = apperr.New(apperr.KindForbidden, "forbidden", "You do not have permission to perform this action: only the team's manager can do this.")
	ErrBadName      = apperr.InvalidInput("the team name must be 1 to 60 characters.")
	ErrLinkInName   = apperr.InvalidInput("the team name cannot contain a web or e-mail address.")
	ErrBadEmail     = apperr.New(apperr.KindInvalid, "invalid_email", "Please enter a valid email address")
	ErrOwnEmail     = apperr.New(apperr.KindInvalid, "invalid_email", "You are already in this team: invite someone else.")
	ErrOtherEmail   = apperr.New(apperr.KindForbidden, "invite_for_another_email", "This invite was sent to another e-mail address. Sign in with that address to accept it.")
	ErrNoMail       = apperr.New(apperr.KindUnavailable, "unavailable", "Service temporarily unavailable. Please try again later.")
	ErrBadToken     = team.ErrInviteInvalid
	ErrNotShareable = apperr.New(apperr.KindNotFound, "not_found", "The requested resource was not found: practice session.")
)

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// MyTeam is GET /api/teams: the caller's team, if any.
type MyTeam struct {
	Team *team.Team `json:"team"`
	Role string     `json:"role,omitempty"`
}

// Mine returns the caller's team and role.
func (s *Service) Mine(ctx context.Context, userID string) (MyTeam, error) {
	m, err := s.Store.Membership(ctx, userID)
	if errors.Is(err, team.ErrNotMember) {
		return MyTeam{}, nil
	}
	if err != nil {
		return MyTeam{}, err
	}
	t, err := s.Store.GetTeam(ctx, m.TeamID)
	if errors.Is(err, apperr.NotFound) {
		return MyTeam{}, nil
	}
	if err != nil {
		return MyTeam{}, err
	}
	return MyTeam{Team: &t, Role: string(m.Role)}, nil
}

// Create makes a team with the caller as its manager.
func (s *Service) Create(ctx context.Context, u auth.User, name string) (team.Team, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > 60 || strings.IndexFunc(name, unicode.IsControl) >= 0 || strings.ContainsAny(name, "<>") {
		return team.Team{}, ErrBadName
	}
	// The name goes out in invite e-mails to any address: no links in it.
	if linkLike.MatchString(name) {
		return team.Team{}, ErrLinkInName
	}
	now := s.now().UTC()
	t := team.Team{ID: ids.TimeSorted(now), Name: name, ManagerID: u.ID, CreatedAt: now}
	// The membership first: it is the one-team-per-user guard.
	if err := s.addMember(ctx, team.Member{UserID: u.ID, TeamID: t.ID, Role: team.Manager, Email: u.Email, JoinedAt: now}); err != nil {
		return team.Team{}, err
	}
	if err := s.Store.PutTeam(ctx, t, false); err != nil {
		if uerr := s.Store.RemoveMember(ctx, t.ID, u.ID); uerr != nil {
			s.logUndo(ctx, "remove manager after failed team create", uerr)
		}
		return team.Team{}, err
	}
	return t, nil
}

// addMember adds the membership. A membership left behind in a team that
// no longer exists (dissolved while the user joined, as an index read
// missed them) does not count: it is removed and the add tried again.
func (s *Service) addMember(ctx context.Context, m team.Member) error {
	err := s.Store.AddMember(ctx, m)
	if !errors.Is(err, team.ErrAlreadyInTeam) {
		return err
	}
	old, merr := s.Store.Membership(ctx, m.UserID)
	if merr != nil {
		return err
	}
	if _, terr := s.Store.GetTeam(ctx, old.TeamID); !errors.Is(terr, apperr.NotFound) {
		return err
	}
	if rerr := s.Store.RemoveMember(ctx, old.TeamID, m.UserID); rerr != nil && !errors.Is(rerr, team.ErrNotMember) {
		return rerr
	}
	return s.Store.AddMember(ctx, m)
}

// linkLike finds what a mail reader may turn into a link: a scheme, an
// address, a host name (name.tld).
var linkLike = regexp.MustCompile(`(?i)://|@|www\.|[a-z0-9-]\.[a-z]{2,}\b`)

// access returns the caller's membership of teamID; ErrTeamNotFound when
// the caller is not in that team.
func (s *Service) access(ctx context.Context, userID, teamID string) (team.Member, team.Team, error) {
	m, err := s.Store.Membership(ctx, userID)
	if errors.Is(err, team.ErrNotMember) || (err == nil && m.TeamID != teamID) {
		return team.Member{}, team.Team{}, ErrTeamNotFound
	}
	if err != nil {
		return team.Member{}, team.Team{}, err
	}
	t, err := s.Store.GetTeam(ctx, teamID)
	if errors.Is(err, apperr.NotFound) {
		return team.Member{}, team.Team{}, ErrTeamNotFound
	}
	return m, t, err
}

func (s *Service) manager(ctx context.Context, userID, teamID string) (team.Member, team.Team, error) {
	m, t, err := s.access(ctx, userID, teamID)
	if err == nil && m.Role != team.Manager {
		err = ErrManagerOnly
	}
	return m, t, err
}

// InviteResult is POST /api/teams/{id}/invites' answer: the token the
// e-mail links to.
type InviteResult struct {
	Token     string    `json:"token"`
	Email     string    `json:"email"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// Rate-limit actions of invites and their rules: 20 invites a day per
// manager, 3 a day to any one address.
const (
	InviteAction          = "team_invite"
	InviteRecipientAction = "team_invite_recipient"
)

// InviteRules are the invite limits.
var InviteRules = map[string]ratelimit.Rule{
	InviteAction:          {Max: 20, Window: 24 * time.Hour},
	InviteRecipientAction: {Max: 3, Window: 24 * time.Hour},
}

// allowInvite counts an invite against its sender's limit, then its
// recipient's (keyed by a hash: the rate-limit table holds no address).
func (s *Service) allowInvite(ctx context.Context, senderID, to string) error {
	if s.Limits == nil {
		return nil
	}
	l := ratelimit.Limiter{Store: s.Limits, Rules: InviteRules, Now: s.Now}
	sum := sha256.Sum256([]byte(to))
	for _, c := range []struct{ key, action, msg string }{
		{senderID, InviteAction, "You have sent too many invites today. Please try again tomorrow."},
		{"invitee:" + hex.EncodeToString(sum[:]), InviteRecipientAction, "This address has been invited too often today. Please try again tomorrow."},
	} {
		res, err := l.Allow(ctx, c.key, c.action)
		if err != nil {
			return apperr.Wrap(apperr.KindUnavailable, ErrNoMail.Code, ErrNoMail.Message, err)
		}
		if !res.Allowed {
			return ratelimit.Limited(res, c.msg)
		}
	}
	return nil
}

// InvitePath is the web app's page an invite link opens.
const InvitePath = "/team?invite="

// InviteSubject is the subject of the invite e-mail.
const InviteSubject = "You're invited to a PitchPerfect team"

// Invite creates a single-use invite for email and e-mails its link. A
// manager only. If the e-mail cannot be sent, the invite is withdrawn.
func (s *Service) Invite(ctx context.Context, u auth.User, teamID, email string) (InviteResult, error) {
	_, t, err := s.manager(ctx, u.ID, teamID)
	if err != nil {
		return InviteResult{}, err
	}
	addr, err := mail.ParseAddress(strings.TrimSpace(email))
	if err != nil || addr.Name != "" || len(addr.Address) > 254 || !strings.Contains(addr.Address[strings.LastIndex(addr.Address, "@"):], ".") {
		return InviteResult{}, ErrBadEmail
	}
	to := strings.ToLower(addr.Address)
	if strings.EqualFold(to, u.Email) {
		return InviteResult{}, ErrOwnEmail
	}
	if s.Mailer == nil {
		return InviteResult{}, apperr.Wrap(apperr.KindUnavailable, ErrNoMail.Code, ErrNoMail.Message, errors.New("no mail sender configured"))
	}
	if err := s.allowInvite(ctx, u.ID, to); err != nil {
		return InviteResult{}, err
	}
	var raw [24]byte
	_, _ = rand.Read(raw[:])
	token := base64.RawURLEncoding.EncodeToString(raw[:])
	now := s.now().UTC()
	inv := team.Invite{TokenHash: team.HashToken(token), TeamID: t.ID, Email: to, InvitedBy: u.ID, CreatedAt: now, ExpiresAt: now.Add(team.InviteTTL)}
	if err := s.Store.PutInvite(ctx, inv); err != nil {
		return InviteResult{}, err
	}
	link := strings.TrimRight(s.SiteURL, "/") + InvitePath + token
	text := fmt.Sprintf("Hello,\n\n%s invited you to join the team %q on PitchPerfect, to practise sales conversations together.\n\n"+
		"Sign in (or create an account with this address) and open this link to join:\n%s\n\n"+
		"The link works once and expires in 7 days. Your manager will see your practice scores and counts, "+
		"not what you said, unless you share a session.\n", inviterName(u), t.Name, link)
	if err := s.Mailer.Send(ctx, mailer.Message{To: to, Subject: InviteSubject, Text: text}); err != nil {
		if derr := s.Store.DeleteInvite(ctx, inv.TokenHash); derr != nil {
			s.logUndo(ctx, "withdraw unsent invite", derr)
		}
		return InviteResult{}, apperr.Wrap(apperr.KindUnavailable, ErrNoMail.Code, ErrNoMail.Message, err)
	}
	return InviteResult{Token: token, Email: to, ExpiresAt: inv.ExpiresAt}, nil
}

func inviterName(u auth.User) string {
	if u.Email != "" {
		return u.Email
	}
	return "Your manager"
}

// validToken is the shape of the tokens Invite makes (32 URL-safe
// characters), so anything else is refused before a store lookup.
func validToken(tok string) bool {
	if len(tok) != 32 {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(tok)
	return err == nil
}

// Accept joins the caller to the invite's team. The invite must be for the
// caller's e-mail, unused and not expired; it is used up.
func (s *Service) Accept(ctx context.Context, u auth.User, token string) (team.Team, error) {
	if !validToken(token) {
		return team.Team{}, ErrBadToken
	}
	hash := team.HashToken(token)
	now := s.now().UTC()
	inv, err := s.Store.UseInvite(ctx, hash, u.ID, now)
	if err != nil {
		return team.Team{}, err
	}
	release := func(why string) {
		if rerr := s.Store.ReleaseInvite(ctx, hash, u.ID); rerr != nil {
			s.logUndo(ctx, why, rerr)
		}
	}
	// The token itself came to that mailbox; the address on the account
	// must be the invited one too (this pool confirms addresses at sign-up).
	if u.Email == "" || !strings.EqualFold(u.Email, inv.Email) {
		release("release invite for another address")
		return team.Team{}, ErrOtherEmail
	}
	t, err := s.Store.GetTeam(ctx, inv.TeamID)
	if err != nil {
		release("release invite of a missing team")
		if errors.Is(err, apperr.NotFound) {
			return team.Team{}, ErrBadToken
		}
		return team.Team{}, err
	}
	if err := s.addMember(ctx, team.Member{UserID: u.ID, TeamID: t.ID, Role: team.Rep, Email: strings.ToLower(inv.Email), JoinedAt: now}); err != nil {
		release("release invite after a refused join")
		return team.Team{}, err
	}
	return t, nil
}

// RemoveMember removes memberID from teamID: a manager removes a rep; a
// member removing themselves leaves (Leave).
func (s *Service) RemoveMember(ctx context.Context, userID, teamID, memberID string) error {
	if memberID == userID {
		return s.Leave(ctx, userID, teamID)
	}
	if _, _, err := s.manager(ctx, userID, teamID); err != nil {
		return err
	}
	return s.Store.RemoveMember(ctx, teamID, memberID)
}

// Leave takes the caller out of teamID; a manager's team is handed to the
// longest-standing member, or dissolved when the manager is alone.
func (s *Service) Leave(ctx context.Context, userID, teamID string) error {
	if _, _, err := s.access(ctx, userID, teamID); err != nil {
		return err
	}
	return s.RemoveUser(ctx, userID)
}

// RemoveUser takes the user out of their team, if any, for account
// deletion: a rep's membership goes; a manager's team goes to the
// longest-standing member (who becomes its manager) or, when the manager
// is alone, is dissolved with its invites. Each step can be repeated, so a
// retry after a failure finishes the job.
func (s *Service) RemoveUser(ctx context.Context, userID string) error {
	m, err := s.Store.Membership(ctx, userID)
	if errors.Is(err, team.ErrNotMember) {
		return nil
	}
	if err != nil {
		return err
	}
	if m.Role == team.Manager {
		members, err := s.Store.Members(ctx, m.TeamID)
		if err != nil {
			return err
		}
		others := slices.DeleteFunc(members, func(o team.Member) bool { return o.UserID == userID })
		if len(others) == 0 {
			if err := s.dissolve(ctx, m.TeamID); err != nil {
				return err
			}
		} else {
			// A successor chosen by an earlier, interrupted attempt stays.
			next := others[0]
			if i := slices.IndexFunc(others, func(o team.Member) bool { return o.Role == team.Manager }); i >= 0 {
				next = others[i]
			}
			if err := s.Store.SetRole(ctx, m.TeamID, next.UserID, team.Manager); err != nil {
				return err
			}
			t, err := s.Store.GetTeam(ctx, m.TeamID)
			if err == nil {
				t.ManagerID = next.UserID
				err = s.Store.PutTeam(ctx, t, true)
			}
			if err != nil && !errors.Is(err, apperr.NotFound) {
				return err
			}
		}
	}
	if err := s.Store.RemoveMember(ctx, m.TeamID, userID); err != nil && !errors.Is(err, team.ErrNotMember) {
		return err
	}
	return nil
}

func (s *Service) dissolve(ctx context.Context, teamID string) error {
	invites, err := s.Store.Invites(ctx, teamID)
	if err != nil {
		return err
	}
	for _, inv := range invites {
		if err := s.Store.DeleteInvite(ctx, inv.TokenHash); err != nil {
			return err
		}
	}
	return s.Store.DeleteTeam(ctx, teamID)
}

// Share lets the team's manager read the detail of one of the caller's
// sessions.
func (s *Service) Share(ctx context.Context, userID, teamID, sessionID string) error {
	if _, _, err := s.access(ctx, userID, teamID); err != nil {
		return err
	}
	if !ids.IsTimeSorted(sessionID) {
		return practice.ErrBadSessionID
	}
	if _, err := s.Sessions.Get(ctx, userID, sessionID); err != nil {
		if errors.Is(err, apperr.NotFound) {
			return ErrNotShareable
		}
		return err
	}
	return s.Store.Share(ctx, teamID, userID, sessionID)
}

// SharedSession returns a member's session to the viewer: their own, or,
// for the team's manager, one the member shared. Anything else is 404.
func (s *Service) SharedSession(ctx context.Context, viewerID, teamID, memberID, sessionID string) (practice.Session, error) {
	viewer, _, err := s.access(ctx, viewerID, teamID)
	if err != nil {
		return practice.Session{}, err
	}
	if !ids.IsTimeSorted(sessionID) {
		return practice.Session{}, ErrNotShareable
	}
	if memberID != viewerID {
		if viewer.Role != team.Manager {
			return practice.Session{}, ErrNotShareable
		}
		m, err := s.Store.Membership(ctx, memberID)
		if err != nil || m.TeamID != teamID || !slices.Contains(m.Shared, sessionID) {
			return practice.Session{}, ErrNotShareable
		}
	}
	sess, err := s.Sessions.Get(ctx, memberID, sessionID)
	if errors.Is(err, apperr.NotFound) {
		return practice.Session{}, ErrNotShareable
	}
	return sess, err
}

// View is GET /api/teams/{id}: what the caller's role allows.
type View struct {
	Team   team.Team `json:"team"`
	Role   string    `json:"role"` // the caller's
	Period Period    `json:"period"`
	// Members: every member for the manager, the caller's own row for a rep.
	Members     []MemberFigures `json:"members"`
	Trend       []TrendPoint    `json:"trend"`
	Leaderboard []Board         `json:"leaderboard"`
	// Invites are the pending invites (the manager's view only).
	Invites []PendingInvite `json:"invites"`
}

// PendingInvite is an invite not yet used nor expired.
type PendingInvite struct {
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

type memberSessions struct {
	member team.Member
	all    []practice.Session
}

// ErrBadPeriod refuses an unknown ?period=.
var ErrBadPeriod = apperr.InvalidInput("period must be week, month or quarter.")

// Get returns the team's figures over the period as the caller may see them.
func (s *Service) Get(ctx context.Context, userID, teamID string, p Period) (View, error) {
	if _, ok := days[p]; !ok {
		return View{}, ErrBadPeriod
	}
	me, t, err := s.access(ctx, userID, teamID)
	if err != nil {
		return View{}, err
	}
	members, err := s.Store.Members(ctx, teamID)
	if err != nil {
		return View{}, err
	}
	now := s.now().UTC()
	w := windowOf(p, now)
	v := View{Team: t, Role: string(me.Role), Period: p, Members: []MemberFigures{}, Invites: []PendingInvite{}, Leaderboard: []Board{}}
	var everyone []memberSessions
	var seen []practice.Session // the sessions whose trend the caller sees
	for _, m := range members {
		all, err := s.Sessions.All(ctx, m.UserID)
		if err != nil {
			return View{}, err
		}
		all = practice.Scored(all) // an abandoned role-play is no 0-score session
		everyone = append(everyone, memberSessions{member: m, all: all})
		if me.Role != team.Manager && m.UserID != userID {
			continue
		}
		seen = append(seen, all...)
		roleplays, err := s.roleplays(ctx, m.UserID, all, w)
		if err != nil {
			return View{}, err
		}
		f := memberFigures(all, roleplays, w)
		f.UserID, f.Name, f.Role, f.JoinedAt = m.UserID, nameOf(m.Email), string(m.Role), m.JoinedAt
		f.Shared = shared(m, all)
		v.Members = append(v.Members, f)
	}
	v.Trend = trend(seen, p, w)
	if lb := leaderboard(everyone, w); lb != nil {
		v.Leaderboard = lb
	}
	if me.Role == team.Manager {
		invites, err := s.Store.Invites(ctx, teamID)
		if err != nil {
			return View{}, err
		}
		for _, inv := range invites {
			if inv.UsedBy == "" && inv.ExpiresAt.After(now) {
				v.Invites = append(v.Invites, PendingInvite{Email: inv.Email, CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt})
			}
		}
	}
	return v, nil
}

// roleplays reads, with their transcripts, the member's role-plays of the
// period (for the response times); none when there are none.
func (s *Service) roleplays(ctx context.Context, userID string, all []practice.Session, w window) ([]practice.Session, error) {
	var out []practice.Session
	for _, sess := range all {
		if sess.ScenarioType != "roleplay" || !in(sess.CompletedAt, w.from, w.to) {
			continue
		}
		full, err := s.Sessions.Get(ctx, userID, sess.ID)
		if errors.Is(err, apperr.NotFound) {
			continue // deleted meanwhile
		}
		if err != nil {
			return nil, err
		}
		out = append(out, full)
	}
	return out, nil
}

func shared(m team.Member, all []practice.Session) []SharedSession {
	out := []SharedSession{}
	for _, sess := range all {
		if slices.Contains(m.Shared, sess.ID) {
			out = append(out, SharedSession{ID: sess.ID, ScenarioType: sess.ScenarioType, Objection: sess.Objection, Score: sess.Score, CompletedAt: sess.CompletedAt})
		}
	}
	return out
}

// nameOf is the name a member is shown by: the part of their address
// before the @.
func nameOf(email string) string {
	if i := strings.IndexByte(email, '@'); i > 0 {
		return email[:i]
	}
	if email == "" {
		return "Team member"
	}
	return email
}

func (s *Service) logUndo(ctx context.Context, what string, err error) {
	if s.Log != nil {
		s.Log.ErrorContext(ctx, "teams: undo failed", "step", what, "error", err)
	}
}

// ExportedMembership is what an account export tells of the user's team.
type ExportedMembership struct {
	TeamID         string    `json:"teamId"`
	TeamName       string    `json:"teamName"`
	Role           string    `json:"role"`
	JoinedAt       time.Time `json:"joinedAt"`
	SharedSessions []string  `json:"sharedSessions"`
}

// Membership returns the user's membership for the account export
// (package account): nil when they are in no team.
func (s *Service) Membership(ctx context.Context, userID string) (any, error) {
	m, err := s.Store.Membership(ctx, userID)
	if errors.Is(err, team.ErrNotMember) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	e := ExportedMembership{TeamID: m.TeamID, Role: string(m.Role), JoinedAt: m.JoinedAt, SharedSessions: m.Shared}
	if e.SharedSessions == nil {
		e.SharedSessions = []string{}
	}
	t, err := s.Store.GetTeam(ctx, m.TeamID)
	if err != nil && !errors.Is(err, apperr.NotFound) {
		return nil, err
	}
	e.TeamName = t.Name
	return e, nil
}
