// Package idempotency makes a retried request safe to send again: the first
// request with a key claims it, does the work and records its reply; a
// request that comes later with the same key gets that reply again instead
// of doing the work (and paying for it) twice.
//
// Keys belong to a scope (the signed-in user): two users' keys never meet.
// A key is bound to the request it first came with (its fingerprint): the
// same key with another request is refused, as is a duplicate that arrives
// while the first is still being worked on. A claim whose work failed is
// released, so a retry can do the work; a claim whose holder vanished
// (a crashed or timed-out function) lapses after Lease. Records expire
// after TTL, when the key may be used afresh.
package idempotency

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/ids"
)

const (
	// MaxKeyLen is the longest key accepted.
	MaxKeyLen = 128
	// TTL is how long a recorded reply is replayed.
	TTL = 24 * time.Hour
	// Lease is how long a claim keeps duplicates waiting before it counts
	// as abandoned: longer than any function may run (29 s in the cloud).
	Lease = time.Minute
	// MaxReplyBytes bounds a recorded reply (DynamoDB items hold 400 KB).
	MaxReplyBytes = 300 << 10
	// RetryAfter is what a duplicate that found the work under way is told.
	RetryAfter = time.Second
)

// Errors a caller gets instead of a claim or a reply.
var (
	ErrInvalidKey = apperr.New(apperr.KindInvalid, "invalid_idempotency_key",
		fmt.Sprintf("Invalid request. Please check your input: the Idempotency-Key header must be 1 to %d printable ASCII characters, sent once.", MaxKeyLen))
	ErrInProgress = &apperr.Error{Kind: apperr.KindConflict, Code: "idempotency_in_progress",
		Message:    "A request with this Idempotency-Key is still being processed. Please retry in a moment to get its result.",
		RetryAfter: RetryAfter}
	ErrKeyReused = apperr.New(apperr.KindUnprocessable, "idempotency_key_reused",
		"This Idempotency-Key was already used for a different request. Send a new key with each new request.")
	// ErrTooLarge is returned by Complete for a reply over MaxReplyBytes.
	ErrTooLarge = errors.New("reply too large to record")
)

// ValidKey checks a key as a client sent it: 1 to MaxKeyLen printable ASCII
// characters (space to tilde).
func ValidKey(key string) error {
	if key == "" || len(key) > MaxKeyLen {
		return ErrInvalidKey
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 0x20 || key[i] > 0x7e {
			return ErrInvalidKey
		}
	}
	return nil
}

// Fingerprint hashes the parts of a request that a key is bound to (for an
// HTTP call: method, path and body). Each part is length-prefixed, so no two
// different lists of parts share a fingerprint.
func Fingerprint(parts ...[]byte) string {
	h := sha256.New()
	var n [8]byte
	for _, p := range parts {
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write(p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Reply is what the first request answered, replayed to its duplicates.
type Reply struct {
	Status      int
	ContentType string
	Body        []byte
}

// Record is one key's state in the store.
type Record struct {
	// ID is the store's key: the scope and a hash of the key, so a key of
	// any length and content makes a short, safe item key.
	ID          string
	Scope       string
	Fingerprint string
	// Owner identifies the claim: only its holder may complete or release it.
	Owner string
	// Done: the reply is recorded. Until then the key is claimed, and
	// LockedUntil tells when an unfinished claim counts as abandoned.
	Done        bool
	Reply       Reply
	LockedUntil time.Time
	// ExpiresAt: after it the record is ignored and may be deleted.
	ExpiresAt time.Time
}

// Live reports whether the record still holds its key at now: not expired,
// and either done or claimed by a holder still within its lease.
func (r Record) Live(now time.Time) bool {
	return now.Before(r.ExpiresAt) && (r.Done || now.Before(r.LockedUntil))
}

// ErrTaken is returned by Store.Create when a live record holds the ID.
var ErrTaken = errors.New("idempotency key taken")

// Store keeps the records. A store that cannot expire items itself
// (dynalite) must treat expired ones as absent.
type Store interface {
	// Create stores rec unless a live record (Record.Live at now) holds its
	// ID; then it returns ErrTaken.
	Create(ctx context.Context, rec Record, now time.Time) error
	// Get returns the record with the given ID, or apperr.NotFound when
	// there is none or it expired before now.
	Get(ctx context.Context, id string, now time.Time) (Record, error)
	// Complete records rec.Reply and rec.ExpiresAt on the unfinished claim
	// held by rec.Owner; ErrTaken when the claim is no longer rec.Owner's.
	Complete(ctx context.Context, rec Record) error
	// Release deletes the unfinished claim held by owner; nothing when the
	// claim is no longer owner's.
	Release(ctx context.Context, id, owner string) error
	// DeleteExpired deletes the records that expired before now.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// Service applies the rules over a Store.
type Service struct {
	Store Store
	Now   func() time.Time // injectable clock for tests
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// RecordID is the store's key for a scope's key.
func RecordID(scope, key string) string {
	sum := sha256.Sum256([]byte(key))
	return scope + "#" + hex.EncodeToString(sum[:])
}

// Claim is a key claimed for one request: its holder does the work, then
// completes the claim with the reply or releases it.
type Claim struct {
	svc *Service
	rec Record
}

// maxAttempts bounds Begin's loop: a claim can be released or lapse between
// Create refusing it and Get reading it, and then Begin tries again.
const maxAttempts = 4

// Begin claims key (already checked with ValidKey) in scope for the request
// with the given fingerprint. It returns a claim, when this request is to do
// the work; the recorded reply, when the work was done before; or
// ErrInProgress, ErrKeyReused or a store error.
func (s *Service) Begin(ctx context.Context, scope, key, fingerprint string) (*Claim, *Reply, error) {
	id := RecordID(scope, key)
	for range maxAttempts {
		now := s.now()
		rec := Record{ID: id, Scope: scope, Fingerprint: fingerprint, Owner: ids.Random(),
			LockedUntil: now.Add(Lease), ExpiresAt: now.Add(TTL)}
		err := s.Store.Create(ctx, rec, now)
		if err == nil {
			return &Claim{svc: s, rec: rec}, nil, nil
		}
		if !errors.Is(err, ErrTaken) {
			return nil, nil, fmt.Errorf("claim idempotency key: %w", err)
		}
		held, err := s.Store.Get(ctx, id, now)
		if errors.Is(err, apperr.NotFound) {
			continue // released or expired meanwhile: claim it again
		}
		if err != nil {
			return nil, nil, fmt.Errorf("read idempotency key: %w", err)
		}
		switch {
		case held.Fingerprint != fingerprint:
			return nil, nil, ErrKeyReused
		case held.Done:
			r := held.Reply
			return nil, &r, nil
		case held.Live(now):
			return nil, nil, ErrInProgress
		}
		// An abandoned claim: Create takes it over on the next attempt.
	}
	return nil, nil, ErrInProgress
}

// Complete records the reply, to be replayed to the key's later requests.
// A reply over MaxReplyBytes is not recorded (ErrTooLarge); the caller then
// releases the claim.
func (c *Claim) Complete(ctx context.Context, r Reply) error {
	if len(r.Body) > MaxReplyBytes {
		return fmt.Errorf("%w: %d bytes", ErrTooLarge, len(r.Body))
	}
	rec := c.rec
	rec.Done, rec.Reply, rec.ExpiresAt = true, r, c.svc.now().Add(TTL)
	if err := c.svc.Store.Complete(ctx, rec); err != nil {
		return fmt.Errorf("record idempotent reply: %w", err)
	}
	return nil
}

// Release gives the key up, so that a retry does the work afresh: for work
// that failed, or was refused for a reason that may pass.
func (c *Claim) Release(ctx context.Context) error {
	if err := c.svc.Store.Release(ctx, c.rec.ID, c.rec.Owner); err != nil {
		return fmt.Errorf("release idempotency key: %w", err)
	}
	return nil
}

// Cleanup deletes expired records, for stores without their own expiry.
func (s *Service) Cleanup(ctx context.Context) (int, error) {
	return s.Store.DeleteExpired(ctx, s.now())
}
