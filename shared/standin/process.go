// Package standin starts and provisions the local stand-ins for the cloud
// services: dynalite for DynamoDB and cognito-local for Cognito (both npm
// packages, run as child processes on loopback ports they pick themselves).
// The local server and the tests use it, so both run against the same real
// APIs.
package standin

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Process is a running stand-in. It is supervised: when the child dies on
// its own it is started again on the same port, so clients that hold the
// endpoint see refused connections for a moment (which the API answers with
// 503) and then the stand-in again.
type Process struct {
	Name     string
	Endpoint string // http://127.0.0.1:PORT
	Port     int

	launch func(port int) *exec.Cmd
	ready  *regexp.Regexp // a line of the child's output that names its port
	out    io.Writer

	mu       sync.Mutex
	cmd      *exec.Cmd
	exited   chan struct{} // closed when the current child exits
	stopping bool
	restarts int
	done     chan struct{} // closed when supervision ends (Stop, or too many deaths)
}

// Restart limits: a stand-in that dies more than maxRestarts times within
// restartWindow is left down (something is wrong beyond a bad request).
const (
	maxRestarts   = 20
	restartWindow = time.Minute
	readyLimit    = 30 * time.Second
)

// startSupervised runs the child on a port of its own choosing (launch(0)),
// reads that port from the child's own output (the ready expression's first
// group), so readiness proves that the listener is this child and not another
// process that took a port picked for it, and then keeps it running.
func startSupervised(ctx context.Context, name string, launch func(port int) *exec.Cmd, ready *regexp.Regexp, out io.Writer) (*Process, error) {
	p := &Process{Name: name, launch: launch, ready: ready, out: out, done: make(chan struct{})}
	port, err := p.run(ctx, 0)
	if err != nil {
		close(p.done)
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	p.Port, p.Endpoint = port, "http://127.0.0.1:"+strconv.Itoa(port)
	go p.supervise()
	return p, nil
}

// run starts one child on port (0: its choice) and waits for the line that
// names its port.
func (p *Process) run(ctx context.Context, port int) (int, error) {
	cmd := p.launch(port)
	got := make(chan int, 1)
	w := &lineWatch{out: p.out, re: p.ready, port: got}
	cmd.Stdout, cmd.Stderr = w, w
	// Its own group, so Stop also ends the node process's children, and a
	// Ctrl-C in the terminal reaches the parent first, which stops it cleanly.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		return 0, fmt.Errorf("start: %w", err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	p.mu.Lock()
	p.cmd, p.exited = cmd, exited
	p.mu.Unlock()

	timer := time.NewTimer(readyLimit)
	defer timer.Stop()
	select {
	case n := <-got:
		if port != 0 && n != port {
			p.kill()
			return 0, fmt.Errorf("listening on %d, not on the requested %d", n, port)
		}
		return n, nil
	case <-exited:
		return 0, errors.New("exited before it was ready (see its log)")
	case <-ctx.Done():
		p.kill()
		return 0, ctx.Err()
	case <-timer.C:
		p.kill()
		return 0, fmt.Errorf("did not report its port within %s", readyLimit)
	}
}

// supervise restarts the child on its port whenever it dies on its own.
func (p *Process) supervise() {
	defer close(p.done)
	var deaths []time.Time
	for {
		p.mu.Lock()
		exited := p.exited
		p.mu.Unlock()
		<-exited
		p.mu.Lock()
		stopping := p.stopping
		p.mu.Unlock()
		if stopping {
			return
		}
		now := time.Now()
		deaths = append(deaths, now)
		for len(deaths) > 0 && now.Sub(deaths[0]) > restartWindow {
			deaths = deaths[1:]
		}
		if len(deaths) > maxRestarts {
			fmt.Fprintf(p.out, "[standin] %s died %d times within %s; not restarting it\n", p.Name, len(deaths), restartWindow)
			return
		}
		fmt.Fprintf(p.out, "[standin] %s exited unexpectedly; restarting it on port %d\n", p.Name, p.Port)
		backoff := 50 * time.Millisecond
		for {
			_, err := p.run(context.Background(), p.Port)
			if err == nil {
				break
			}
			fmt.Fprintf(p.out, "[standin] %s restart failed: %v\n", p.Name, err)
			p.mu.Lock()
			stopping := p.stopping
			p.mu.Unlock()
			if stopping {
				return
			}
			time.Sleep(backoff)
			backoff = min(2*backoff, 2*time.Second)
		}
		p.mu.Lock()
		p.restarts++
		p.mu.Unlock()
	}
}

// Restarts returns how often the stand-in was restarted after dying.
func (p *Process) Restarts() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.restarts
}

// Kill kills the current child as a crash would (SIGKILL), without stopping
// supervision: fault tests use it.
func (p *Process) Kill() { p.kill() }

// Signal sends sig to the current child's process group (fault tests pause
// it with SIGSTOP and resume it with SIGCONT).
func (p *Process) Signal(sig syscall.Signal) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return errors.New("not running")
	}
	return syscall.Kill(-p.cmd.Process.Pid, sig)
}

func (p *Process) kill() {
	_ = p.Signal(syscall.SIGKILL)
}

// Stop ends the stand-in and its supervision: SIGTERM to its group, SIGKILL
// after 3 s.
func (p *Process) Stop() {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.stopping = true
	exited := p.exited
	p.mu.Unlock()
	if exited == nil {
		return
	}
	_ = p.Signal(syscall.SIGCONT) // a paused child cannot handle SIGTERM
	_ = p.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(3 * time.Second):
		p.kill()
		<-exited
	}
	<-p.done
}

// Done is closed when the stand-in is stopped for good: by Stop, or after
// dying too often to be restarted.
func (p *Process) Done() <-chan struct{} { return p.done }

// lineWatch passes a child's output through to out and sends the port named
// by the first line that matches re.
type lineWatch struct {
	out  io.Writer
	re   *regexp.Regexp
	port chan<- int
	buf  []byte
	sent bool
	mu   sync.Mutex
}

func (w *lineWatch) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.sent {
		w.buf = append(w.buf, b...)
		for {
			i := bytes.IndexByte(w.buf, '\n')
			if i < 0 {
				break
			}
			line := w.buf[:i]
			w.buf = w.buf[i+1:]
			if m := w.re.FindSubmatch(line); m != nil {
				if n, err := strconv.Atoi(string(m[1])); err == nil && n > 0 {
					w.port <- n
					w.sent, w.buf = true, nil
					break
				}
			}
		}
		if len(w.buf) > 64<<10 { // a line that long names no port
			w.buf = nil
		}
	}
	if _, err := w.out.Write(b); err != nil {
		return 0, err
	}
	return len(b), nil
}

// clientAbortGuard runs in a stand-in's node process before the stand-in
// itself. dynalite answers a request whose client hung up mid-body by
// throwing from the request's 'error' listener (its index.js), which would
// end the process: a Go request cancelled mid-call, a client that hangs up,
// would take the local DynamoDB down. Such an error concerns only that
// request, so it is logged and the process carries on; any other uncaught
// error still ends it (and supervision starts it again).
const clientAbortGuard = `process.on('uncaughtException', function (err) {
  if (err && (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.message === 'aborted')) {
    console.error('[standin] a client hung up mid-request (' + (err.code || err.message) + '); carrying on');
    return;
  }
  console.error(err && err.stack ? err.stack : err);
  process.exit(70);
});
`

// nodeScript returns node and the JavaScript file behind a stand-in's npm
// binary, so the stand-in can run under clientAbortGuard.
func nodeScript(binDir, name string) (node, script string, err error) {
	bin := filepath.Join(binDir, name)
	if _, err := os.Stat(bin); err != nil {
		return "", "", fmt.Errorf("%s: %s not found (run `make deps` or `npm ci` in webapp/): %w", name, bin, err)
	}
	if script, err = filepath.EvalSymlinks(bin); err != nil {
		return "", "", fmt.Errorf("%s: %w", name, err)
	}
	if node, err = exec.LookPath("node"); err != nil {
		return "", "", fmt.Errorf("%s: node not found on PATH: %w", name, err)
	}
	return node, script, nil
}

// guarded is the command that runs code after clientAbortGuard in one node
// process: with node -e CODE -- SCRIPT ARGS… process.argv is
// [node, SCRIPT, ARGS…], as when SCRIPT runs itself.
func guarded(node, code, script string, args ...string) *exec.Cmd {
	return exec.Command(node, append([]string{"-e", clientAbortGuard + code, "--", script}, args...)...)
}

// runDynalite starts dynalite's server (the module beside its cli.js) with
// the options in argv[2] and prints the line its CLI prints, with the port
// it actually took: its CLI reads --port 0 as "the default, 4567".
const runDynalite = `var o = JSON.parse(process.argv[2]);
var server = require(require('path').join(require('path').dirname(process.argv[1]), 'index.js'))(o)
  .listen(o.port, o.host, function () { console.log('Dynalite listening at: http://%s:%d', o.host, server.address().port) });`

var dynaliteReady = regexp.MustCompile(`Dynalite listening at: https?://[^\s:]+:(\d+)`)

// Dynalite starts dynalite on a port of its choosing. With dataDir set the
// data is kept there (LevelDB); otherwise it lives in memory.
func Dynalite(ctx context.Context, binDir, dataDir string, out io.Writer) (*Process, error) {
	node, script, err := nodeScript(binDir, "dynalite")
	if err != nil {
		return nil, err
	}
	if dataDir != "" {
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, err
		}
	}
	launch := func(port int) *exec.Cmd {
		opts := map[string]any{"host": "127.0.0.1", "port": port, "createTableMs": 0, "deleteTableMs": 0, "updateTableMs": 0}
		if dataDir != "" {
			opts["path"] = dataDir
		}
		raw, _ := json.Marshal(opts)
		return guarded(node, runDynalite, script, string(raw))
	}
	return startSupervised(ctx, "dynalite", launch, dynaliteReady, out)
}
