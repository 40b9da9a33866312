package llm

import (
	"errors"
	"fmt"
	"strings"

	"pitchperfect/shared/safety"
)

// ErrBlocked marks text that the content rules refused: a user's text that
// must not reach a model, or a model's text that must not reach the user.
var ErrBlocked = errors.New("llm: blocked by content screening")

// Screen checks a user's text before it is sent to a model: the content
// check (safety.CheckContent, which includes prompt-injection detection) and
// the screener with the limit of typ (safety.Screen), through
// safety.GuardText — the same pair that guards a role-play message
// (safety.GuardRoleplayInput), with the limit of the text's own kind. A
// message already screened (the role-play input, the conversation resent
// each turn) is not detected again. It returns an error wrapping
// ErrBlocked, with the reasons, when either refuses the text.
func Screen(text string, typ safety.ContentType) error {
	if g := safety.GuardText(text, typ); g.Blocked {
		return fmt.Errorf("%w: %s (%s)", ErrBlocked, typ, strings.Join(g.Reasons, "; "))
	}
	return nil
}

// ScreenOutput checks a model's text before a user sees it, with the output
// guard the role-play buyer's lines go through (safety.GuardRoleplayOutput).
// Schema.Decode applies it to every free-text field of an answer.
func ScreenOutput(text string) error {
	if g := safety.GuardRoleplayOutput(text); g.Blocked {
		return fmt.Errorf("%w: model output (%s)", ErrBlocked, strings.Join(g.Reasons, "; "))
	}
	return nil
}
