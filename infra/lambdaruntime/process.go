package lambdaruntime

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Function describes one function instance to start.
type Function struct {
	Name      string // the function's name (AWS_LAMBDA_FUNCTION_NAME)
	Bootstrap string // path to the executable
	MemoryMB  int    // AWS_LAMBDA_FUNCTION_MEMORY_SIZE; 0 means 512
	Region    string // AWS_REGION; "" means us-east-1
	// Env is the function's configuration (what the stack sets). The
	// process gets only this and what Lambda itself sets, not the caller's
	// environment.
	Env map[string]string
	// Log receives the process's stdout and stderr (its JSON logs); nil
	// keeps them only for Logs().
	Log io.Writer
}

// Instance is a running function: its process and its Runtime API.
type Instance struct {
	API *Server
	// Started is when the process was started.
	Started time.Time

	cmd      *exec.Cmd
	stopOnce sync.Once
	out      *lockedBuffer
	exited   chan struct{}
	err      error
}

// Start serves a Runtime API and starts the bootstrap against it, as Lambda
// starts a new execution environment.
func Start(f Function) (*Instance, error) {
	if f.MemoryMB == 0 {
		f.MemoryMB = 512
	}
	if f.Region == "" {
		f.Region = "us-east-1"
	}
	bin, err := filepath.Abs(f.Bootstrap)
	if err != nil {
		return nil, err
	}
	api, err := NewServer(fmt.Sprintf("arn:aws:lambda:%s:123456789012:function:%s", f.Region, f.Name))
	if err != nil {
		return nil, err
	}
	env := map[string]string{
		// What Lambda sets in a provided.al2023 environment.
		"AWS_LAMBDA_RUNTIME_API":          api.Addr(),
		"AWS_LAMBDA_FUNCTION_NAME":        f.Name,
		"AWS_LAMBDA_FUNCTION_VERSION":     "$LATEST",
		"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": strconv.Itoa(f.MemoryMB),
		"AWS_LAMBDA_LOG_GROUP_NAME":       "/aws/lambda/" + f.Name,
		"AWS_LAMBDA_LOG_STREAM_NAME":      "local",
		"AWS_LAMBDA_LOG_FORMAT":           "JSON",
		"AWS_REGION":                      f.Region,
		"AWS_DEFAULT_REGION":              f.Region,
		"AWS_EXECUTION_ENV":               "AWS_Lambda_provided.al2023",
		"_HANDLER":                        "bootstrap",
		"LAMBDA_TASK_ROOT":                filepath.Dir(bin),
		"LAMBDA_RUNTIME_DIR":              filepath.Dir(bin),
		"PATH":                            "/usr/local/bin:/usr/bin:/bin",
		"LANG":                            "en_US.UTF-8",
		"TZ":                              ":UTC",
	}
	for k, v := range f.Env {
		env[k] = v
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	cmd := exec.Command(bin)
	cmd.Dir = filepath.Dir(bin)
	for _, k := range keys {
		cmd.Env = append(cmd.Env, k+"="+env[k])
	}
	out := &lockedBuffer{}
	var w io.Writer = out
	if f.Log != nil {
		w = io.MultiWriter(out, f.Log)
	}
	cmd.Stdout, cmd.Stderr = w, w
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	inst := &Instance{API: api, cmd: cmd, out: out, exited: make(chan struct{})}
	inst.Started = time.Now()
	if err := cmd.Start(); err != nil {
		api.Close()
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	go func() {
		inst.err = cmd.Wait()
		close(inst.exited)
	}()
	return inst, nil
}

// Invoke sends one event and waits for the answer. If the process exits
// first (a start-up failure), the error says so, with its output.
func (i *Instance) Invoke(ctx context.Context, payload []byte) (Result, error) {
	id, result := i.API.Enqueue(payload)
	timer := time.NewTimer(i.API.Timeout + time.Second)
	defer timer.Stop()
	select {
	case r := <-result:
		return r, nil
	case e := <-i.API.InitErrors():
		return Result{RequestID: id}, fmt.Errorf("init error %v; output:\n%s", e, i.Logs())
	case <-i.exited:
		return Result{RequestID: id}, fmt.Errorf("the runtime exited (%v) before answering; output:\n%s", i.err, i.Logs())
	case <-ctx.Done():
		return Result{RequestID: id}, ctx.Err()
	case <-timer.C:
		return Result{RequestID: id}, fmt.Errorf("no answer within %s; output:\n%s", i.API.Timeout, i.Logs())
	}
}

// Logs is everything the process wrote so far.
func (i *Instance) Logs() string { return i.out.String() }

// Stop shuts the instance down as Lambda does: SIGTERM, then SIGKILL. Once
// it returns, Logs holds all the process wrote. Stopping twice is harmless.
func (i *Instance) Stop() {
	i.stopOnce.Do(i.stop)
}

func (i *Instance) stop() {
	if i.cmd.Process != nil {
		_ = syscall.Kill(-i.cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-i.exited:
		case <-time.After(2 * time.Second):
			_ = syscall.Kill(-i.cmd.Process.Pid, syscall.SIGKILL)
			<-i.exited
		}
	}
	_ = i.API.Close()
}

// BuildFlags are the flags `make build` uses for every bootstrap.
var BuildFlags = []string{"-tags", "lambda.norpc", "-trimpath", "-ldflags", "-s -w"}

// Build compiles packages (e.g. ./functions/config) from dir into
// out/<last path element>/bootstrap for goarch on Linux, with BuildFlags and
// cgo off, like `make build` does for arm64. It returns the paths by
// package.
func Build(ctx context.Context, dir, out, goarch string, pkgs ...string) (map[string]string, error) {
	tmp := filepath.Join(out, ".bin")
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return nil, err
	}
	args := append([]string{"build"}, BuildFlags...)
	args = append(args, "-o", tmp+string(filepath.Separator))
	args = append(args, pkgs...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH="+goarch)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go %v: %v\n%s", args, err, b)
	}
	paths := map[string]string{}
	for _, p := range pkgs {
		name := filepath.Base(p)
		dst := filepath.Join(out, name, "bootstrap")
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return nil, err
		}
		if err := os.Rename(filepath.Join(tmp, name), dst); err != nil {
			return nil, err
		}
		paths[p] = dst
	}
	return paths, nil
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
