package speech

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"pitchperfect/shared/apperr"
)

// Voice is one of the four buyer voice styles of the spec.
type Voice string

// The buyer voice styles. Each engine maps them to voices that sound
// different from one another.
const (
	VoiceFriendly  Voice = "friendly"
	VoiceAssertive Voice = "assertive"
	VoiceSkeptical Voice = "skeptical"
	VoiceRushed    Voice = "rushed"
)

// Voices lists the styles in the order the spec names them.
var Voices = []Voice{VoiceFriendly, VoiceAssertive, VoiceSkeptical, VoiceRushed}

// Valid reports whether v is one of the four styles.
func (v Voice) Valid() bool {
	switch v {
	case VoiceFriendly, VoiceAssertive, VoiceSkeptical, VoiceRushed:
		return true
	}
	return false
}

// MaxTextLength bounds the characters (runes) of one line to speak.
const MaxTextLength = 1000

// The 400s of a Speech that cannot be spoken.
var (
	ErrEmptyText = apperr.New(apperr.KindInvalid, "empty_text",
		"Text to speak is required.")
	ErrTextTooLong = apperr.New(apperr.KindInvalid, "text_too_long",
		fmt.Sprintf("Text to speak is too long (at most %d characters).", MaxTextLength))
	ErrBadText = apperr.New(apperr.KindInvalid, "invalid_text",
		"Text to speak is not valid UTF-8 text.")
	ErrUnknownVoice = apperr.New(apperr.KindInvalid, "unknown_voice",
		"Unknown voice style (use friendly, assertive, skeptical or rushed).")
)

// Speech is one line to speak in one voice style.
type Speech struct {
	Text  string
	Voice Voice
}

// Validate checks the text (not blank, at most MaxTextLength characters,
// valid UTF-8) and the voice style.
func (s Speech) Validate() error {
	if strings.TrimSpace(s.Text) == "" {
		return ErrEmptyText
	}
	if !utf8.ValidString(s.Text) {
		return ErrBadText
	}
	if utf8.RuneCountInString(s.Text) > MaxTextLength {
		return ErrTextTooLong
	}
	if !s.Voice.Valid() {
		return ErrUnknownVoice
	}
	return nil
}

// Clip is synthesized audio: the encoded bytes and their MIME type
// (audio/ogg for Ogg/Opus, audio/mpeg for MP3).
type Clip struct {
	Content     []byte
	ContentType string
}

// Synthesizer turns a line of text into audio in a voice style.
type Synthesizer interface {
	Synthesize(ctx context.Context, s Speech) (Clip, error)
}

// DefaultCacheSize is the number of clips a Cache keeps when NewCache is
// given a size below 1.
const DefaultCacheSize = 256

// Cache is a Synthesizer that remembers the last clips it made, keyed by
// (voice, text), so a repeated line costs nothing. It keeps at most its size
// in clips, dropping the least recently used. Concurrent requests for the
// same line share one synthesis. Failures are not remembered. Safe for
// concurrent use.
type Cache struct {
	next Synthesizer
	size int

	mu       sync.Mutex
	order    *list.List // of *cacheEntry, most recently used first
	entries  map[cacheKey]*list.Element
	inflight map[cacheKey]*cacheCall
}

type cacheKey struct {
	voice Voice
	text  string
}

type cacheEntry struct {
	key  cacheKey
	clip Clip
}

type cacheCall struct {
	done chan struct{}
	clip Clip
	err  error
}

// NewCache wraps next in a cache of at most size clips (DefaultCacheSize when
// size < 1).
func NewCache(next Synthesizer, size int) *Cache {
	if size < 1 {
		size = DefaultCacheSize
	}
	return &Cache{
		next:     next,
		size:     size,
		order:    list.New(),
		entries:  map[cacheKey]*list.Element{},
		inflight: map[cacheKey]*cacheCall{},
	}
}

// Len is the number of clips held.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// Synthesize returns the cached clip for s or makes it with the wrapped
// Synthesizer. The returned Content is the caller's own copy.
func (c *Cache) Synthesize(ctx context.Context, s Speech) (Clip, error) {
	if err := s.Validate(); err != nil {
		return Clip{}, err
	}
	key := cacheKey{voice: s.Voice, text: s.Text}
	for {
		c.mu.Lock()
		if el, ok := c.entries[key]; ok {
			c.order.MoveToFront(el)
			clip := el.Value.(*cacheEntry).clip
			c.mu.Unlock()
			return copyClip(clip), nil
		}
		if call, ok := c.inflight[key]; ok {
			c.mu.Unlock()
			select {
			case <-call.done:
			case <-ctx.Done():
				return Clip{}, ctx.Err()
			}
			if call.err == nil {
				return copyClip(call.clip), nil
			}
			// The leader's own deadline or cancellation is not ours: try
			// again (as the new leader if no one else is).
			if isContextErr(call.err) && ctx.Err() == nil {
				continue
			}
			return Clip{}, call.err
		}
		call := &cacheCall{done: make(chan struct{})}
		c.inflight[key] = call
		c.mu.Unlock()

		c.lead(ctx, key, s, call)
		if call.err != nil {
			return Clip{}, call.err
		}
		return copyClip(call.clip), nil
	}
}

// lead makes the clip for call and publishes it; even if the engine panics,
// the waiters are released (with an error) and the key freed.
func (c *Cache) lead(ctx context.Context, key cacheKey, s Speech, call *cacheCall) {
	call.err = errors.New("speech: synthesis did not finish")
	defer func() {
		c.mu.Lock()
		delete(c.inflight, key)
		if call.err == nil {
			c.add(key, call.clip)
		}
		c.mu.Unlock()
		close(call.done)
	}()
	clip, err := c.next.Synthesize(ctx, s)
	call.clip, call.err = copyClip(clip), err
}

// add stores clip under key, evicting the least recently used beyond size.
// The caller holds c.mu.
func (c *Cache) add(key cacheKey, clip Clip) {
	if el, ok := c.entries[key]; ok {
		el.Value.(*cacheEntry).clip = clip
		c.order.MoveToFront(el)
		return
	}
	c.entries[key] = c.order.PushFront(&cacheEntry{key: key, clip: clip})
	for c.order.Len() > c.size {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.entries, oldest.Value.(*cacheEntry).key)
	}
}

func copyClip(c Clip) Clip {
	return Clip{Content: append([]byte(nil), c.Content...), ContentType: c.ContentType}
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}
