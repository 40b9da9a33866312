package standin

import (
	"bufio"
	"io"
	"regexp"
	"strings"
	"sync"
)

// Mail is one message cognito-local would have e-mailed.
type Mail struct {
	To      string
	Subject string
	Body    string
	Code    string
}

var (
	ansi     = regexp.MustCompile(`\x1b\[[0-9;]*[A-Za-z]`)
	boxEdges = regexp.MustCompile(`^[\s│┃|]+|[\s│┃|]+$`)
	codeLine = regexp.MustCompile(`^Code:`)
	field    = regexp.MustCompile(`^(Username|Destination|Code|Email Subject|Email Message|SMS Message):\s*(.*)$`)
)

// mailScanner reads cognito-local's console output line by line, picks out
// the "Confirmation Code Delivery" boxes and passes everything through.
type mailScanner struct {
	pw *io.PipeWriter
	wg sync.WaitGroup
}

func newMailScanner(deliver func(Mail), pass io.Writer) io.Writer {
	pr, pw := io.Pipe()
	s := &mailScanner{pw: pw}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		var cur *Mail
		var last string // the field a continuation line belongs to
		for sc.Scan() {
			line := sc.Text()
			clean := boxEdges.ReplaceAllString(ansi.ReplaceAllString(line, ""), "")
			if cur != nil && codeLine.MatchString(clean) {
				// The code goes to the mailbox, not into the stand-ins' log.
				_, _ = io.WriteString(pass, "│ Code: (redacted; see the dev mailbox)\n")
			} else {
				_, _ = io.WriteString(pass, line+"\n")
			}
			switch {
			case strings.Contains(clean, "Confirmation Code Delivery"):
				cur, last = &Mail{}, ""
			case cur != nil && strings.ContainsAny(line, "╰└"):
				if deliver != nil && (cur.To != "" || cur.Code != "") {
					deliver(*cur)
				}
				cur = nil
			case cur != nil:
				if m := field.FindStringSubmatch(clean); m != nil {
					last = m[1]
					set(cur, last, m[2])
				} else if last == "Email Message" && clean != "" {
					cur.Body += "\n" + clean
				}
			}
		}
		_, _ = io.Copy(io.Discard, pr)
	}()
	return pw
}

func set(m *Mail, key, v string) {
	switch key {
	case "Destination":
		m.To = v
	case "Code":
		m.Code = v
	case "Email Subject":
		m.Subject = v
	case "Email Message":
		m.Body = v
	case "Username":
		if m.To == "" {
			m.To = v
		}
	}
}
