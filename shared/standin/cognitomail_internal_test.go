package standin

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// The confirmation code reaches the mailbox, never the stand-ins' log.
func TestMailScannerKeepsCodesOutOfTheLog(t *testing.T) {
	got := make(chan Mail, 1)
	log := &lockedBuffer{}
	w := newMailScanner(func(m Mail) { got <- m }, log)
	_, _ = io.WriteString(w, strings.Join([]string{
		"╭─────────────────────────────╮",
		"│ Confirmation Code Delivery  │",
		"│ Username: rep@example.com   │",
		"│ Destination: rep@example.com│",
		"│ Code: 493021                │",
		"╰─────────────────────────────╯",
		"other line",
		"",
	}, "\n"))
	select {
	case m := <-got:
		if m.Code != "493021" || m.To != "rep@example.com" {
			t.Fatalf("mail = %+v", m)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no mail delivered")
	}
	w.(io.Closer).Close()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(log.String(), "other line") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if strings.Contains(log.String(), "493021") {
		t.Fatalf("the code reached the log:\n%s", log.String())
	}
	if !strings.Contains(log.String(), "Code: (redacted") {
		t.Fatalf("log lost the code line's place:\n%s", log.String())
	}
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
