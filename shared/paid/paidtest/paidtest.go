// Package paidtest holds the fixtures of the tests of the paid use cases
// (pitch analysis, demo feedback, role-play): one user's credits, sessions
// and rate limit over the in-memory stores, with hooks that make chosen
// store methods fail, a log to read back, and a model that never answers.
// Each use case's test builds its service on an Env and checks the outcome
// of its calls with Env.Check. Only tests import it.
package paidtest

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/llm"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/practice/practicemem"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/profile/profilemem"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/ratelimit/ratelimitmem"
)

// User is the user whose profile an Env holds.
const User = "u1"

// Now is an Env's limiter clock: 15 minutes into an hour-long window, so a
// refused request is told to retry after 45 minutes.
var Now = time.Date(2025, 3, 4, 10, 15, 0, 0, time.UTC)

// ErrInjected is the error Faults make store methods fail with.
var ErrInjected = errors.New("injected")

// Faults makes a fake store's Fail hook fail chosen methods, optionally
// after a number of calls that succeed; it may be changed while the store
// is in use (a request's profile read can outlive the request). The zero
// value fails nothing.
type Faults struct {
	mu    sync.Mutex
	rules map[string]*fault
}

type fault struct {
	skip int // calls that still succeed
	err  error
}

// Hook is the store's Fail hook.
func (f *Faults) Hook(op string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	r := f.rules[op]
	if r == nil {
		return nil
	}
	if r.skip > 0 {
		r.skip--
		return nil
	}
	return r.err
}

// Set makes op fail with err (nil: succeed).
func (f *Faults) Set(op string, err error) { f.SetAfter(op, 0, err) }

// SetAfter makes op fail with err after skip calls that succeed.
func (f *Faults) SetAfter(op string, skip int, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rules == nil {
		f.rules = map[string]*fault{}
	}
	f.rules[op] = &fault{skip: skip, err: err}
}

// Clear makes every method succeed again.
func (f *Faults) Clear() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.rules = nil
}

// LogBuffer is a log sink safe for concurrent writers.
type LogBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p to what was logged.
func (s *LogBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String is what was logged.
func (s *LogBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// FailingLLM is a model that never answers: the use case's engine answers
// in Backup Mode.
type FailingLLM struct{}

// Complete fails.
func (FailingLLM) Complete(context.Context, llm.Request) (string, error) {
	return "", errors.New("model unavailable")
}

// Name is the model's name.
func (FailingLLM) Name() string { return "test-model" }

// Env is User's credits, sessions and rate limit over the in-memory stores,
// for a use case's service to run on. Each store's Fail hook is its Faults'.
type Env struct {
	Profiles *profilemem.Store
	Sessions *practicemem.Store
	Limiter  *ratelimit.Limiter // limits Action
	Action   string             // the rate-limited action
	Credits  *profile.Service   // over Profiles, logging to Logger

	ProfileFaults, SessionFaults, LimitFaults Faults

	Log    LogBuffer    // what Logger wrote
	Logger *slog.Logger // the service's log

	probes map[string]int // requests counted by Counted
}

// New returns an Env where User has credits, action is allowed maxRequests
// times an hour, and sessions are already saved.
func New(action string, credits, maxRequests int, sessions ...practice.Session) *Env {
	e := &Env{
		Profiles: profilemem.New(profile.Profile{ID: User, CreditsRemaining: credits}),
		Sessions: practicemem.New(sessions...),
		Action:   action,
		probes:   map[string]int{},
	}
	e.Profiles.Fail, e.Sessions.Fail = e.ProfileFaults.Hook, e.SessionFaults.Hook
	limits := ratelimitmem.New()
	limits.Fail = e.LimitFaults.Hook
	e.Limiter = &ratelimit.Limiter{Store: limits, Now: func() time.Time { return Now },
		Rules: map[string]ratelimit.Rule{action: {Max: maxRequests, Window: time.Hour}}}
	e.Logger = slog.New(slog.NewTextHandler(&e.Log, nil))
	e.Credits = &profile.Service{Store: e.Profiles, Log: e.Logger}
	return e
}

// Balance is User's balance.
func (e *Env) Balance(t *testing.T) int {
	t.Helper()
	p, err := e.Profiles.Get(context.Background(), User)
	if err != nil {
		t.Fatal(err)
	}
	return p.CreditsRemaining
}

// Saved is User's saved sessions.
func (e *Env) Saved(t *testing.T) []practice.Session {
	t.Helper()
	all, err := e.Sessions.All(context.Background(), User)
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// Counted is how many requests the limiter counted for key, not counting
// its own probes (it counts one more to find out, unless the limit is
// reached).
func (e *Env) Counted(t *testing.T, key string) int {
	t.Helper()
	r, err := e.Limiter.Allow(context.Background(), key, e.Action)
	if err != nil {
		t.Fatal(err)
	}
	probes := e.probes[key]
	if !r.Allowed {
		return r.Current - probes
	}
	e.probes[key]++
	return r.Current - 1 - probes
}

// Charges is the number of credits the usage log records as spent.
func (e *Env) Charges() int {
	n := 0
	for _, u := range e.Profiles.Usage() {
		n += u.Amount
	}
	return n
}

// Check asserts the outcome of a set of User's calls: requests counted,
// sessions saved, balance and credits charged.
func (e *Env) Check(t *testing.T, counted, saved, balance, charged int) {
	t.Helper()
	if got := e.Counted(t, User); got != counted {
		t.Errorf("%d requests counted, want %d", got, counted)
	}
	if got := len(e.Saved(t)); got != saved {
		t.Errorf("%d sessions saved, want %d", got, saved)
	}
	if got := e.Balance(t); got != balance {
		t.Errorf("balance %d, want %d", got, balance)
	}
	if got := e.Charges(); got != charged {
		t.Errorf("%d credits charged, want %d", got, charged)
	}
}

// Code is err's kind and code; an error that is no *apperr.Error is
// internal, without a code.
func Code(err error) (apperr.Kind, string) {
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		return apperr.KindInternal, ""
	}
	return ae.Kind, ae.Code
}
