package auth

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// UserDirectory looks users up in the user pool.
type UserDirectory interface {
	// LookupUser returns the user with the given user name (the token's
	// cognito:username or username claim), or ErrNoSuchUser when the pool
	// has none. Any other error means the directory could not be asked.
	LookupUser(ctx context.Context, username string) (DirectoryUser, error)
}

// DirectoryUser is what the directory says of a user.
type DirectoryUser struct {
	Sub     string // the user's subject, as in its tokens
	Enabled bool   // false: an administrator disabled the account
}

// ErrNoSuchUser is a UserDirectory's answer for an unknown (deleted) user.
var ErrNoSuchUser = errors.New("no such user")

// UserCheck defaults.
const (
	DefaultUserCheckTTL        = time.Minute
	DefaultUserCheckMaxEntries = 10000
	// userLookupTimeout bounds one directory lookup; it is not cancelled
	// with the request that started it, since other requests may wait on it.
	userLookupTimeout = 3 * time.Second
)

// UserCheck refuses the tokens of users who no longer exist, or are
// disabled, although their tokens still verify: a token outlives the
// deletion of its user by up to its lifetime (an hour) otherwise. It asks
// the directory at most once per TTL for each user (per warm container),
// and concurrent first requests for one user share one lookup. Both answers
// are kept for TTL; a failed lookup is not kept, so the next request asks
// again.
type UserCheck struct {
	Directory  UserDirectory
	TTL        time.Duration    // how long an answer is kept; 0: DefaultUserCheckTTL
	MaxEntries int              // answers kept at most; 0: DefaultUserCheckMaxEntries
	Now        func() time.Time // injectable clock for tests

	mu       sync.Mutex
	answers  map[string]userAnswer
	inflight map[string]*userLookup
}

// userAnswer is a kept answer: nil for an active user, else why not.
type userAnswer struct {
	err   error
	until time.Time
}

// userLookup is a lookup under way, which later callers wait for.
type userLookup struct {
	done chan struct{}
	err  error // nil, an ErrInvalidToken, or the directory's failure
}

func (c *UserCheck) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Check returns nil when the user named username is active in the directory
// and has the subject sub; an error wrapping ErrInvalidToken when it was
// deleted or disabled or the name now belongs to someone else; and another
// error when the directory could not be asked.
func (c *UserCheck) Check(ctx context.Context, username, sub string) error {
	key := username + "\x00" + sub
	c.mu.Lock()
	if a, ok := c.answers[key]; ok && c.now().Before(a.until) {
		c.mu.Unlock()
		return a.err
	}
	l, waiting := c.inflight[key]
	if !waiting {
		l = &userLookup{done: make(chan struct{})}
		if c.inflight == nil {
			c.inflight = map[string]*userLookup{}
		}
		c.inflight[key] = l
	}
	c.mu.Unlock()

	if !waiting {
		go c.lookup(context.WithoutCancel(ctx), key, username, sub, l)
	}
	select {
	case <-l.done:
		return l.err
	case <-ctx.Done():
		return fmt.Errorf("user check: %w", ctx.Err())
	}
}

// lookup asks the directory, keeps a definite answer and wakes the waiters.
func (c *UserCheck) lookup(ctx context.Context, key, username, sub string, l *userLookup) {
	ctx, cancel := context.WithTimeout(ctx, userLookupTimeout)
	defer cancel()
	u, err := c.Directory.LookupUser(ctx, username)
	definite := true
	switch {
	case errors.Is(err, ErrNoSuchUser):
		err = fmt.Errorf("%w: the user no longer exists", ErrInvalidToken)
	case err != nil:
		err, definite = fmt.Errorf("user check: %w", err), false
	case u.Sub != sub:
		err = fmt.Errorf("%w: the user name belongs to another user", ErrInvalidToken)
	case !u.Enabled:
		err = fmt.Errorf("%w: the user is disabled", ErrInvalidToken)
	}
	l.err = err

	c.mu.Lock()
	delete(c.inflight, key)
	if definite {
		c.keep(key, userAnswer{err: err, until: c.now().Add(c.ttl())})
	}
	c.mu.Unlock()
	close(l.done)
}

func (c *UserCheck) ttl() time.Duration {
	if c.TTL > 0 {
		return c.TTL
	}
	return DefaultUserCheckTTL
}

// keep stores an answer, making room first when the cache is full: expired
// answers go, and if that is not enough, arbitrary ones (a tenth of the
// cache, so a full cache is not swept on every lookup). c.mu is held.
func (c *UserCheck) keep(key string, a userAnswer) {
	max := c.MaxEntries
	if max <= 0 {
		max = DefaultUserCheckMaxEntries
	}
	if c.answers == nil {
		c.answers = map[string]userAnswer{}
	}
	if _, ok := c.answers[key]; !ok && len(c.answers) >= max {
		now := c.now()
		for k, old := range c.answers {
			if !now.Before(old.until) {
				delete(c.answers, k)
			}
		}
		for k := range c.answers {
			if len(c.answers) < max-max/10 {
				break
			}
			delete(c.answers, k)
		}
	}
	c.answers[key] = a
}

// Forget drops the answer kept for the user, so their next token is checked
// with the directory again (their account was just deleted).
func (c *UserCheck) Forget(username, sub string) {
	c.mu.Lock()
	delete(c.answers, username+"\x00"+sub)
	c.mu.Unlock()
}
