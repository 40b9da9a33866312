package safety

import (
	"strings"
	"sync"
)

// Guard is the verdict of GuardRoleplayInput and GuardRoleplayOutput.
type Guard struct {
	Blocked bool     `json:"blocked"`
	Reply   string   `json:"reply,omitempty"`   // the message to show instead, when blocked
	Reasons []string `json:"reasons,omitempty"` // violations and screener issues, for the log
}

// GuardRoleplayInput screens a rep's role-play message before it reaches the
// AI buyer. It is blocked when CheckContent finds it unsafe (which includes
// prompt injection) or the screener blocks it as a user message (voice
// transcripts use the voice rules and limit); the reply is then
// BlockedInputMessage.
func GuardRoleplayInput(text string, voice bool) Guard {
	typ := UserMessage
	if voice {
		typ = VoiceTranscript
	}
	return guard(text, voice, MaxLength[typ], BlockedInputMessage)
}

// GuardRoleplayOutput screens the AI's reply before the rep sees it (content
// check and screener, with the content limit of 10000 characters instead of
// a rep's message limit); when blocked the reply is BlockedOutputMessage.
func GuardRoleplayOutput(text string) Guard {
	return guard(text, false, MaxContentChars, BlockedOutputMessage)
}

// GuardText screens a user's text of type typ before a model sees it: the
// content check and the screener with typ's limit, as GuardRoleplayInput
// does with a role-play message's (llm.Screen calls it). Reply is empty.
func GuardText(text string, typ ContentType) Guard {
	max, ok := MaxLength[typ]
	if !ok {
		max = MaxLength[UserMessage]
	}
	return guard(text, false, max, "")
}

// guard runs the content check and the screener; the message's injection
// verdict is computed once for both. Both see the text with invalid UTF-8
// replaced as CheckContent and Screen replace it, so the one verdict is the
// one each would reach.
func guard(text string, voice bool, max int, reply string) Guard {
	text = strings.ToValidUTF8(text, "\uFFFD")
	detect := sync.OnceValue(func() InjectionResult { return DetectInjection(text) })
	once := func(string) InjectionResult { return detect() }
	c := checkContent(text, voice, once)
	s := screen(text, max, once)
	g := Guard{}
	if !c.Safe {
		g.Blocked = true
		g.Reasons = append(g.Reasons, c.ViolationsFound...)
		if c.Error != "" && len(c.ViolationsFound) == 0 {
			g.Reasons = append(g.Reasons, c.Error)
		}
	}
	if s.Blocked {
		g.Blocked = true
		g.Reasons = append(g.Reasons, s.Issues...)
	}
	if g.Blocked {
		g.Reply = reply
	}
	return g
}
