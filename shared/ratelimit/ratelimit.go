// Package ratelimit counts requests per user, action and fixed window, and
// refuses those over the action's limit. The counter lives in the store and
// is changed with one conditional update per request, so concurrent requests
// cannot overshoot the limit.
package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"pitchperfect/shared/apperr"
)

// Rule is a limit: at most Max requests per Window.
type Rule struct {
	Max    int
	Window time.Duration
}

// Rules are the spec's hourly limits, keyed by action.
var Rules = map[string]Rule{
	"voice_processing":   {50, time.Hour},
	"file_upload":        {20, time.Hour},
	"api_call":           {100, time.Hour},
	"content_generation": {30, time.Hour},
}

// Actions lists the actions in a stable order.
func Actions() []string {
	keys := make([]string, 0, len(Rules))
	for k := range Rules {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Result is the outcome of one check, in the spec's field names.
type Result struct {
	Allowed    bool          `json:"allowed"`
	Current    int           `json:"current_requests"`
	Max        int           `json:"max_requests"`
	RetryAfter time.Duration `json:"-"`
}

// Counter is one window's count.
type Counter struct {
	Key         string
	UserID      string
	Action      string
	WindowStart time.Time
	ExpiresAt   time.Time
}

// Store keeps the counters.
type Store interface {
	// Hit adds one to c's count unless it has reached max, and returns the
	// count after the call and whether the request was counted.
	Hit(ctx context.Context, c Counter, max int) (count int, counted bool, err error)
	// DeleteExpired removes counters whose window ended before now.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
	// Peek returns the count of the counter with the given key (0 when
	// there is none) without counting a request.
	Peek(ctx context.Context, key string) (int, error)
	// Clear removes the counter with the given key (none is not an error).
	Clear(ctx context.Context, key string) error
}

// ErrUnknownAction refuses an action without a rule.
var ErrUnknownAction = apperr.New(apperr.KindInvalid, "unknown_action",
	"Unknown rate-limit action. Use one of: "+strings.Join(Actions(), ", ")+".")

// Limiter applies Rules over a Store.
type Limiter struct {
	Store Store
	Rules map[string]Rule // nil means the package's Rules
	Now   func() time.Time
}

// Allow counts one request of userID for action.
func (l *Limiter) Allow(ctx context.Context, userID, action string) (Result, error) {
	rules := l.Rules
	if rules == nil {
		rules = Rules
	}
	rule, ok := rules[action]
	if !ok {
		return Result{}, ErrUnknownAction
	}
	now := time.Now()
	if l.Now != nil {
		now = l.Now()
	}
	c := window(userID, action, rule, now)
	end := c.ExpiresAt
	count, counted, err := l.Store.Hit(ctx, c, rule.Max)
	if err != nil {
		return Result{}, err
	}
	r := Result{Allowed: counted, Current: count, Max: rule.Max}
	if !counted {
		r.RetryAfter = end.Sub(now)
	}
	return r, nil
}

// window is the counter of userID's action for the window of rule that
// holds now.
func window(userID, action string, rule Rule, now time.Time) Counter {
	start := now.UTC().Truncate(rule.Window)
	return Counter{
		Key:    fmt.Sprintf("%s#%s#%d", userID, action, start.Unix()),
		UserID: userID, Action: action, WindowStart: start, ExpiresAt: start.Add(rule.Window),
	}
}

// Status is where one action's limit stands for a user in the current
// window.
type Status struct {
	Action    string    `json:"action"`
	Max       int       `json:"max_requests"`
	Used      int       `json:"used"`
	Remaining int       `json:"remaining"`
	ResetAt   time.Time `json:"reset_at"` // when the window ends
}

func (l *Limiter) rules() map[string]Rule {
	if l.Rules == nil {
		return Rules
	}
	return l.Rules
}

func (l *Limiter) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

// actions lists the limiter's actions in a stable order.
func (l *Limiter) actions() []string {
	keys := make([]string, 0, len(l.rules()))
	for k := range l.rules() {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Statuses reads userID's counters of the current windows, one per action
// in a stable order, without counting a request.
func (l *Limiter) Statuses(ctx context.Context, userID string) ([]Status, error) {
	now := l.now()
	out := make([]Status, 0, len(l.rules()))
	for _, action := range l.actions() {
		rule := l.rules()[action]
		c := window(userID, action, rule, now)
		used, err := l.Store.Peek(ctx, c.Key)
		if err != nil {
			return nil, err
		}
		used = min(used, rule.Max)
		out = append(out, Status{Action: action, Max: rule.Max, Used: used, Remaining: rule.Max - used, ResetAt: c.ExpiresAt})
	}
	return out, nil
}

// Reset clears userID's counters of the current windows, so every action
// starts afresh. It is for testing on the local server.
func (l *Limiter) Reset(ctx context.Context, userID string) error {
	now := l.now()
	for _, action := range l.actions() {
		if err := l.Store.Clear(ctx, window(userID, action, l.rules()[action], now).Key); err != nil {
			return err
		}
	}
	return nil
}

// Check counts one request of key for action and turns the outcome into the
// error a caller returns: the spec's 429 (with RetryAfter, and message when
// given) when the limit is reached, a 503 when the counter cannot be reached.
// The spec's limiter fails open; this one reports the outage instead of
// letting unlimited costly work through.
func (l *Limiter) Check(ctx context.Context, key, action, message string) error {
	res, err := l.Allow(ctx, key, action)
	if errors.Is(err, ErrUnknownAction) {
		return err
	}
	if err != nil {
		return apperr.Wrap(apperr.KindUnavailable, "unavailable", apperr.Unavailable.Message, err)
	}
	if !res.Allowed {
		return Limited(res, message)
	}
	return nil
}

// Limited is the error for a refused request; RetryAfter tells when to retry.
func Limited(r Result, message string) error {
	e := *apperr.RateLimited
	if message != "" {
		e.Message = message
	}
	e.RetryAfter = r.RetryAfter
	return &e
}

// Cleanup deletes the counters of windows that have ended.
func (l *Limiter) Cleanup(ctx context.Context) (int, error) {
	now := time.Now()
	if l.Now != nil {
		now = l.Now()
	}
	return l.Store.DeleteExpired(ctx, now)
}
