// Package devmailbox keeps the e-mail the local server would have sent, as JSON
// files in a folder, so a developer can finish sign-up or read a feedback
// mail without a mail server. It is used only in local mode; in the cloud
// Cognito and SES deliver mail.
package devmailbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/ids"
)

// Message is one kept e-mail.
type Message struct {
	ID      string    `json:"id"`
	To      string    `json:"to"`
	Subject string    `json:"subject"`
	Body    string    `json:"body"`
	Code    string    `json:"code,omitempty"` // a confirmation or reset code
	At      time.Time `json:"at"`
}

// Box is a folder of messages.
type Box struct{ Dir string }

// Put stores m, giving it an id and time when missing.
func (b *Box) Put(m Message) (Message, error) {
	if m.At.IsZero() {
		m.At = time.Now().UTC()
	}
	if m.ID == "" {
		m.ID = ids.TimeSorted(m.At)
	}
	if err := os.MkdirAll(b.Dir, 0o755); err != nil {
		return m, err
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, err
	}
	tmp := filepath.Join(b.Dir, m.ID+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return m, err
	}
	return m, os.Rename(tmp, filepath.Join(b.Dir, m.ID+".json"))
}

// List returns the messages, newest first; to filters by recipient
// (case-insensitive) when not empty. At most limit messages (0: all).
func (b *Box) List(to string, limit int) ([]Message, error) {
	entries, err := os.ReadDir(b.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return []Message{}, nil
	}
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	slices.Reverse(names)
	out := []Message{}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(b.Dir, n))
		if err != nil {
			return nil, err
		}
		var m Message
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("message %s: %w", n, err)
		}
		if to != "" && !strings.EqualFold(m.To, to) {
			continue
		}
		out = append(out, m)
		if limit > 0 && len(out) == limit {
			break
		}
	}
	return out, nil
}
