// Package account deletes a user's account with everything they own, and
// exports what they own as one document ("Download my data").
//
// Deletion runs in steps, each of which may be repeated: the team
// membership (a manager's team handed over or dissolved), the recordings'
// files in the bucket, every row of the user in every table (security
// events kept without anything that names the user), and last the user in
// the user pool. While any step fails the user still exists in the pool, can
// sign in and ask again, and the repeat finishes the job: the user-pool
// account is the deletion's marker, gone only when nothing else is left.
package account

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
)

// ConfirmWord is what the user types to confirm the deletion.
const ConfirmWord = "DELETE"

// ErrNotConfirmed is the answer to a deletion without the confirmation word.
var ErrNotConfirmed = apperr.InvalidInput(`type ` + ConfirmWord + ` to confirm that the account and all its data are deleted.`)

// RecordingsPrefix is where a user's call recordings are kept in the bucket:
// recordings/{userID}/ (recording.Key).
func RecordingsPrefix(userID string) string { return "recordings/" + userID + "/" }

// AnonymousID is what security events keep of a deleted user instead of the
// id: a one-way hash, so events of one former account can still be told
// together without naming it.
func AnonymousID(userID string) string {
	sum := sha256.Sum256([]byte("pitchperfect-deleted-account\x00" + userID))
	return "deleted-" + hex.EncodeToString(sum[:12])
}

// Data is every table's rows of a user.
type Data interface {
	// Export returns the user's rows of the tables they own data in, by
	// table (logical name).
	Export(ctx context.Context, userID string) (map[string][]map[string]any, error)
	// Delete removes every row the user owns in every table and rewrites
	// their security events under AnonymousID without details. Repeating it
	// is no error.
	// email, when set, is the user's address: invites sent to it go too.
	Delete(ctx context.Context, userID, email string) error
}

// Files is the recordings bucket.
type Files interface {
	List(ctx context.Context, prefix string) ([]string, error)
	// Delete removes the object; nil when there is none.
	Delete(ctx context.Context, key string) error
}

// Teams is the user's team membership (package team).
type Teams interface {
	// Membership is what the export tells of the user's team; nil when
	// they have none.
	Membership(ctx context.Context, userID string) (any, error)
	// RemoveUser takes the user out of their team: a manager's team is
	// handed to its longest-standing member, or dissolved when they are
	// alone; their invites go. No team is no error.
	RemoveUser(ctx context.Context, userID string) error
}

// Users is the user pool.
type Users interface {
	// DeleteUser deletes the user named username; nil when there is none.
	DeleteUser(ctx context.Context, username string) error
}

// Service runs the account use cases.
type Service struct {
	Data Data
	// Files is the recordings bucket; nil where none is configured (then
	// there are no files to delete).
	Files Files
	// Teams is nil until teams exist.
	Teams Teams
	// Users is the user pool; nil: deletion is unavailable (503).
	Users Users
	Log   *slog.Logger
	Now   func() time.Time
}

// Export is the document "Download my data" saves.
type Export struct {
	ExportedAt time.Time `json:"exportedAt"`
	User       struct {
		ID    string `json:"id"`
		Email string `json:"email,omitempty"`
	} `json:"user"`
	// Tables holds the user's rows, by table.
	Tables map[string][]map[string]any `json:"tables"`
	// Team is the user's team membership, null without one.
	Team any `json:"team"`
}

// Export gathers everything the user owns.
func (s *Service) Export(ctx context.Context, u auth.User) (Export, error) {
	var e Export
	e.ExportedAt = s.now().UTC().Truncate(time.Second)
	e.User.ID, e.User.Email = u.ID, u.Email
	rows, err := s.Data.Export(ctx, u.ID)
	if err != nil {
		return Export{}, fmt.Errorf("account export: %w", err)
	}
	e.Tables = rows
	if s.Teams != nil {
		if e.Team, err = s.Teams.Membership(ctx, u.ID); err != nil {
			return Export{}, fmt.Errorf("account export: team: %w", err)
		}
	}
	return e, nil
}

// Delete deletes the account of u once confirm is ConfirmWord. Each step is
// repeated safely, and the user-pool account goes last, so a deletion that
// failed part way (the spec's 503) is finished by asking again.
func (s *Service) Delete(ctx context.Context, u auth.User, confirm string) error {
	if confirm != ConfirmWord {
		return ErrNotConfirmed
	}
	if s.Users == nil {
		return apperr.Wrap(apperr.KindUnavailable, apperr.Unavailable.Code, apperr.Unavailable.Message,
			fmt.Errorf("account deletion: no user pool here"))
	}
	anon := AnonymousID(u.ID)
	s.log(ctx, "account deletion started", anon, "")
	steps := []struct {
		name string
		run  func(context.Context) error
	}{
		{"team", func(ctx context.Context) error {
			if s.Teams == nil {
				return nil
			}
			return s.Teams.RemoveUser(ctx, u.ID)
		}},
		{"files", func(ctx context.Context) error { return s.deleteFiles(ctx, u.ID) }},
		{"rows", func(ctx context.Context) error { return s.Data.Delete(ctx, u.ID, u.Email) }},
		{"user", func(ctx context.Context) error { return s.Users.DeleteUser(ctx, cmp.Or(u.Username, u.ID)) }},
	}
	for _, st := range steps {
		if err := st.run(ctx); err != nil {
			s.log(ctx, "account deletion stopped; asking again finishes it", anon, st.name)
			err = fmt.Errorf("account deletion, step %s: %w", st.name, err)
			if apperr.As(err) != nil {
				return err
			}
			// A backend failed part way: asking again finishes the job.
			return apperr.Wrap(apperr.KindUnavailable, apperr.Unavailable.Code, apperr.Unavailable.Message, err)
		}
	}
	s.log(ctx, "account deleted", anon, "")
	return nil
}

func (s *Service) deleteFiles(ctx context.Context, userID string) error {
	if s.Files == nil {
		return nil
	}
	keys, err := s.Files.List(ctx, RecordingsPrefix(userID))
	if err != nil {
		return err
	}
	for _, k := range keys {
		if err := s.Files.Delete(ctx, k); err != nil {
			return err
		}
	}
	return nil
}

// log tells of the deletion by the anonymous id only.
func (s *Service) log(ctx context.Context, msg, anon, step string) {
	if s.Log == nil {
		return
	}
	if step != "" {
		s.Log.WarnContext(ctx, msg, "account", anon, "step", step)
		return
	}
	s.Log.InfoContext(ctx, msg, "account", anon)
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
