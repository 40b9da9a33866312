package auth

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// directory is a UserDirectory in memory that counts its lookups; gate,
// when set, holds every lookup until it is closed.
type directory struct {
	mu      sync.Mutex
	users   map[string]DirectoryUser
	down    bool
	gate    chan struct{}
	lookups atomic.Int32
}

func (d *directory) LookupUser(ctx context.Context, name string) (DirectoryUser, error) {
	d.lookups.Add(1)
	if d.gate != nil {
		<-d.gate
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.down {
		return DirectoryUser{}, errors.New("directory unreachable")
	}
	u, ok := d.users[name]
	if !ok {
		return DirectoryUser{}, ErrNoSuchUser
	}
	return u, nil
}

func (d *directory) set(f func()) { d.mu.Lock(); defer d.mu.Unlock(); f() }

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) { c.mu.Lock(); defer c.mu.Unlock(); c.t = c.t.Add(d) }

func newCheck(users map[string]DirectoryUser) (*UserCheck, *directory, *fakeClock) {
	d := &directory{users: users}
	clk := &fakeClock{t: time.Unix(1_800_000_000, 0)}
	return &UserCheck{Directory: d, Now: clk.Now}, d, clk
}

var bg = context.Background()

func TestActiveUserIsAskedForOncePerTTL(t *testing.T) {
	c, d, clk := newCheck(map[string]DirectoryUser{"ann": {Sub: "s-ann", Enabled: true}})
	for range 5 {
		if err := c.Check(bg, "ann", "s-ann"); err != nil {
			t.Fatal(err)
		}
	}
	if n := d.lookups.Load(); n != 1 {
		t.Errorf("%d lookups within the TTL, want 1", n)
	}
	clk.Add(DefaultUserCheckTTL)
	if err := c.Check(bg, "ann", "s-ann"); err != nil {
		t.Fatal(err)
	}
	if n := d.lookups.Load(); n != 2 {
		t.Errorf("%d lookups after the TTL, want 2", n)
	}
}

func TestDeletedUserIsRefusedOnceTheAnswerExpires(t *testing.T) {
	c, d, clk := newCheck(map[string]DirectoryUser{"ann": {Sub: "s-ann", Enabled: true}})
	if err := c.Check(bg, "ann", "s-ann"); err != nil {
		t.Fatal(err)
	}
	// GIVEN the user is deleted
	d.set(func() { delete(d.users, "ann") })
	// THEN the kept answer holds until its TTL …
	if err := c.Check(bg, "ann", "s-ann"); err != nil {
		t.Fatalf("within the TTL: %v", err)
	}
	// … and then the token is invalid, an answer kept too.
	clk.Add(DefaultUserCheckTTL)
	for range 3 {
		if err := c.Check(bg, "ann", "s-ann"); !errors.Is(err, ErrInvalidToken) {
			t.Fatalf("deleted user: %v, want ErrInvalidToken", err)
		}
	}
	if n := d.lookups.Load(); n != 2 {
		t.Errorf("%d lookups, want 2 (the refusal is kept)", n)
	}
}

func TestDisabledOrReplacedUsersAreRefused(t *testing.T) {
	c, _, _ := newCheck(map[string]DirectoryUser{
		"off": {Sub: "s-off", Enabled: false},
		"new": {Sub: "s-new", Enabled: true}, // a user signed up again under the old name
	})
	if err := c.Check(bg, "off", "s-off"); !errors.Is(err, ErrInvalidToken) {
		t.Errorf("disabled user: %v", err)
	}
	if err := c.Check(bg, "new", "s-old"); !errors.Is(err, ErrInvalidToken) {
		t.Errorf("old token of a reused name: %v", err)
	}
	if err := c.Check(bg, "new", "s-new"); err != nil {
		t.Errorf("the new user: %v", err)
	}
}

func TestAnOutageIsNotKept(t *testing.T) {
	c, d, _ := newCheck(map[string]DirectoryUser{"ann": {Sub: "s-ann", Enabled: true}})
	d.set(func() { d.down = true })
	err := c.Check(bg, "ann", "s-ann")
	if err == nil || errors.Is(err, ErrInvalidToken) {
		t.Fatalf("outage: %v, want an error that is not ErrInvalidToken", err)
	}
	// The next request asks again, and succeeds once the directory is back.
	d.set(func() { d.down = false })
	if err := c.Check(bg, "ann", "s-ann"); err != nil {
		t.Fatal(err)
	}
	if n := d.lookups.Load(); n != 2 {
		t.Errorf("%d lookups, want 2", n)
	}
}

func TestConcurrentFirstRequestsShareOneLookup(t *testing.T) {
	c, d, _ := newCheck(map[string]DirectoryUser{"ann": {Sub: "s-ann", Enabled: true}})
	d.gate = make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for range 20 {
		wg.Go(func() { errs <- c.Check(bg, "ann", "s-ann") })
	}
	// Let every caller reach the lookup before it answers.
	for d.lookups.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	close(d.gate)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if n := d.lookups.Load(); n != 1 {
		t.Errorf("%d lookups for 20 concurrent first requests, want 1", n)
	}
}

func TestAWaiterThatGivesUpLeavesTheLookupToFinish(t *testing.T) {
	c, d, _ := newCheck(map[string]DirectoryUser{"ann": {Sub: "s-ann", Enabled: true}})
	d.gate = make(chan struct{})
	ctx, cancel := context.WithCancel(bg)
	done := make(chan error)
	go func() { done <- c.Check(ctx, "ann", "s-ann") }()
	for d.lookups.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled waiter: %v", err)
	}
	close(d.gate)
	// The lookup was not cancelled with its first caller: its answer is kept.
	deadline := time.Now().Add(2 * time.Second)
	for !kept(c, "ann\x00s-ann") {
		if time.Now().After(deadline) {
			t.Fatal("the lookup never finished")
		}
		time.Sleep(time.Millisecond)
	}
	if err := c.Check(bg, "ann", "s-ann"); err != nil || d.lookups.Load() != 1 {
		t.Errorf("Check = %v after %d lookups, want the kept answer", err, d.lookups.Load())
	}
}

func TestTheCacheIsBounded(t *testing.T) {
	users := map[string]DirectoryUser{}
	for i := range 100 {
		users[fmt.Sprint("u", i)] = DirectoryUser{Sub: fmt.Sprint("s", i), Enabled: true}
	}
	c, _, _ := newCheck(users)
	c.MaxEntries = 10
	for i := range 100 {
		if err := c.Check(bg, fmt.Sprint("u", i), fmt.Sprint("s", i)); err != nil {
			t.Fatal(err)
		}
		c.mu.Lock()
		n := len(c.answers)
		c.mu.Unlock()
		if n > 10 {
			t.Fatalf("%d answers kept, want at most 10", n)
		}
	}
}

// kept reports whether an answer for key is kept.
func kept(c *UserCheck, key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.answers[key]
	return ok
}
