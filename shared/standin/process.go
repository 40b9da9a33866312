// Package standin starts and provisions the local stand-ins for the cloud
// services: dynalite for DynamoDB and cognito-local for Cognito (both npm
// packages, run as child processes on free loopback ports). The local server
// and the tests use it, so both run against the same real APIs.
package standin

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// Process is a running stand-in.
type Process struct {
	Name     string
	Endpoint string // http://127.0.0.1:PORT
	cmd      *exec.Cmd
	done     chan struct{}
	waitErr  error
}

// FreePort asks the kernel for a free loopback port.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// start runs bin with args in dir, in its own process group, and waits until
// port accepts connections.
func start(ctx context.Context, name, bin string, args []string, dir string, env []string, port int, out io.Writer) (*Process, error) {
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("%s: %s not found (run `make deps` or `npm ci` in webapp/): %w", name, bin, err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = out, out
	// Its own group, so Stop also ends the node process's children, and a
	// Ctrl-C in the terminal reaches the parent first, which stops it cleanly.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: start: %w", name, err)
	}
	p := &Process{Name: name, Endpoint: "http://127.0.0.1:" + strconv.Itoa(port), cmd: cmd, done: make(chan struct{})}
	go func() { p.waitErr = cmd.Wait(); close(p.done) }()
	if err := waitPort(ctx, port, p.done, 30*time.Second); err != nil {
		p.Stop()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return p, nil
}

func waitPort(ctx context.Context, port int, exited <-chan struct{}, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	addr := "127.0.0.1:" + strconv.Itoa(port)
	for {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			return nil
		}
		select {
		case <-exited:
			return errors.New("exited before it was ready")
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready on %s after %s", addr, limit)
		}
	}
}

// Stop ends the stand-in: SIGTERM to its group, SIGKILL after 3 s.
func (p *Process) Stop() {
	if p == nil || p.cmd.Process == nil {
		return
	}
	pgid := -p.cmd.Process.Pid
	_ = syscall.Kill(pgid, syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(3 * time.Second):
		_ = syscall.Kill(pgid, syscall.SIGKILL)
		<-p.done
	}
}

// Done is closed when the process exits.
func (p *Process) Done() <-chan struct{} { return p.done }

// Dynalite starts dynalite on a free port. With dataDir set the data is
// kept there (LevelDB); otherwise it lives in memory.
func Dynalite(ctx context.Context, binDir, dataDir string, out io.Writer) (*Process, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	args := []string{"--host", "127.0.0.1", "--port", strconv.Itoa(port), "--createTableMs", "0", "--deleteTableMs", "0", "--updateTableMs", "0"}
	if dataDir != "" {
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, err
		}
		args = append(args, "--path", dataDir)
	}
	return start(ctx, "dynalite", filepath.Join(binDir, "dynalite"), args, "", nil, port, out)
}
