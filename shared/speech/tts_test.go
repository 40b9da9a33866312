package speech_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/flite"
)

// counting counts the syntheses that reach the Synthesizer it wraps.
type counting struct {
	next  speech.Synthesizer
	calls atomic.Int32
}

func (c *counting) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	c.calls.Add(1)
	return c.next.Synthesize(ctx, s)
}

func engine(t *testing.T) *flite.Engine {
	t.Helper()
	e, err := flite.New()
	if err != nil {
		t.Skipf("local TTS not installed: %v", err)
	}
	return e
}

func TestSpeechValidate(t *testing.T) {
	cases := []struct {
		name string
		s    speech.Speech
		want error
	}{
		{"ok", speech.Speech{Text: "Hello there.", Voice: speech.VoiceFriendly}, nil},
		{"empty", speech.Speech{Text: "", Voice: speech.VoiceFriendly}, speech.ErrEmptyText},
		{"blank", speech.Speech{Text: " \n\t ", Voice: speech.VoiceRushed}, speech.ErrEmptyText},
		{"too long", speech.Speech{Text: strings.Repeat("a", speech.MaxTextLength+1), Voice: speech.VoiceFriendly}, speech.ErrTextTooLong},
		{"max runes ok", speech.Speech{Text: strings.Repeat("é", speech.MaxTextLength), Voice: speech.VoiceFriendly}, nil},
		{"bad utf8", speech.Speech{Text: "hi \xff", Voice: speech.VoiceFriendly}, speech.ErrBadText},
		{"unknown voice", speech.Speech{Text: "Hi.", Voice: "whisper"}, speech.ErrUnknownVoice},
		{"no voice", speech.Speech{Text: "Hi."}, speech.ErrUnknownVoice},
	}
	for _, tc := range cases {
		err := tc.s.Validate()
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%s: Validate() = %v, want %v", tc.name, err, tc.want)
		}
		if err != nil {
			if ae := apperr.As(err); ae == nil || ae.Kind != apperr.KindInvalid {
				t.Errorf("%s: %v is not an apperr KindInvalid (a 400)", tc.name, err)
			}
		}
	}
}

func TestCacheRepeatCostsNothing(t *testing.T) {
	inner := &counting{next: engine(t)}
	c := speech.NewCache(inner, 0)
	ctx := context.Background()
	line := speech.Speech{Text: "What would this cost us per seat?", Voice: speech.VoiceSkeptical}

	first, err := c.Synthesize(ctx, line)
	if err != nil {
		t.Fatal(err)
	}
	copyOfFirst := append([]byte(nil), first.Content...)
	first.Content[0] = 'X' // the caller's copy: changing it must not touch the cache
	second, err := c.Synthesize(ctx, line)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(second.Content, copyOfFirst) || second.ContentType != first.ContentType {
		t.Fatalf("cached clip differs from the first (%d vs %d bytes, %q vs %q)",
			len(second.Content), len(copyOfFirst), second.ContentType, first.ContentType)
	}
	if n := inner.calls.Load(); n != 1 {
		t.Fatalf("engine called %d times for one line twice, want 1", n)
	}
	// Another voice is another line.
	if _, err := c.Synthesize(ctx, speech.Speech{Text: line.Text, Voice: speech.VoiceFriendly}); err != nil {
		t.Fatal(err)
	}
	if n := inner.calls.Load(); n != 2 {
		t.Fatalf("engine called %d times after a second voice, want 2", n)
	}
	if c.Len() != 2 {
		t.Fatalf("Len() = %d, want 2", c.Len())
	}
}

func TestCacheConcurrentDuplicatesShareOneSynthesis(t *testing.T) {
	inner := &counting{next: engine(t)}
	c := speech.NewCache(inner, 0)
	line := speech.Speech{Text: "We already have a vendor for that.", Voice: speech.VoiceAssertive}
	const n = 20
	var wg sync.WaitGroup
	clips := make([]speech.Clip, n)
	errs := make([]error, n)
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			clips[i], errs[i] = c.Synthesize(context.Background(), line)
		}()
	}
	close(start)
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("request %d: %v", i, errs[i])
		}
		if !bytes.Equal(clips[i].Content, clips[0].Content) || len(clips[i].Content) == 0 {
			t.Fatalf("request %d got other bytes than request 0", i)
		}
	}
	if got := inner.calls.Load(); got != 1 {
		t.Fatalf("%d concurrent identical requests made %d syntheses, want 1", n, got)
	}
}

// scripted is a stand-in engine for the cache's bookkeeping: it answers
// with the text as bytes, or fails while fail is set.
type scripted struct {
	calls atomic.Int32
	fail  atomic.Bool
}

func (s *scripted) Synthesize(_ context.Context, sp speech.Speech) (speech.Clip, error) {
	s.calls.Add(1)
	if s.fail.Load() {
		return speech.Clip{}, errors.New("engine down")
	}
	return speech.Clip{Content: []byte(string(sp.Voice) + ":" + sp.Text), ContentType: "audio/ogg"}, nil
}

func TestCacheEvictsLeastRecentlyUsed(t *testing.T) {
	inner := &scripted{}
	c := speech.NewCache(inner, 2)
	ctx := context.Background()
	say := func(text string) {
		t.Helper()
		clip, err := c.Synthesize(ctx, speech.Speech{Text: text, Voice: speech.VoiceFriendly})
		if err != nil {
			t.Fatal(err)
		}
		if want := "friendly:" + text; string(clip.Content) != want {
			t.Fatalf("clip %q, want %q", clip.Content, want)
		}
	}
	say("a")
	say("b")
	say("a") // a is now the most recently used
	say("c") // evicts b
	if n := inner.calls.Load(); n != 3 {
		t.Fatalf("calls = %d, want 3", n)
	}
	if c.Len() != 2 {
		t.Fatalf("Len() = %d, want 2 (bounded)", c.Len())
	}
	say("a") // still cached
	if n := inner.calls.Load(); n != 3 {
		t.Fatalf("a was evicted: calls = %d, want 3", n)
	}
	say("b") // evicted, made again
	if n := inner.calls.Load(); n != 4 {
		t.Fatalf("b was not evicted: calls = %d, want 4", n)
	}
}

func TestCacheDoesNotKeepFailuresOrBadInput(t *testing.T) {
	inner := &scripted{}
	c := speech.NewCache(inner, 0)
	ctx := context.Background()
	line := speech.Speech{Text: "Send me a proposal.", Voice: speech.VoiceRushed}
	inner.fail.Store(true)
	if _, err := c.Synthesize(ctx, line); err == nil {
		t.Fatal("engine failure not returned")
	}
	inner.fail.Store(false)
	if _, err := c.Synthesize(ctx, line); err != nil {
		t.Fatalf("a failure was cached: %v", err)
	}
	if n := inner.calls.Load(); n != 2 {
		t.Fatalf("calls = %d, want 2", n)
	}
	for _, bad := range []speech.Speech{{Text: "", Voice: speech.VoiceRushed}, {Text: strings.Repeat("x", 1001), Voice: speech.VoiceRushed}} {
		if _, err := c.Synthesize(ctx, bad); !errors.Is(err, speech.ErrEmptyText) && !errors.Is(err, speech.ErrTextTooLong) {
			t.Fatalf("bad input: %v", err)
		}
	}
	if n := inner.calls.Load(); n != 2 {
		t.Fatalf("bad input reached the engine: calls = %d", n)
	}
}

func TestCacheWaiterLeavesOnItsOwnDeadline(t *testing.T) {
	release := make(chan struct{})
	slow := synthFunc(func(ctx context.Context, s speech.Speech) (speech.Clip, error) {
		select {
		case <-release:
			return speech.Clip{Content: []byte("ok"), ContentType: "audio/ogg"}, nil
		case <-ctx.Done():
			return speech.Clip{}, ctx.Err()
		}
	})
	c := speech.NewCache(slow, 0)
	line := speech.Speech{Text: "Hi.", Voice: speech.VoiceFriendly}
	leader := make(chan error, 1)
	go func() { _, err := c.Synthesize(context.Background(), line); leader <- err }()
	time.Sleep(20 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	if _, err := c.Synthesize(ctx, line); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("waiter past its deadline: %v, want DeadlineExceeded", err)
	}
	close(release)
	if err := <-leader; err != nil {
		t.Fatal(err)
	}
}

type synthFunc func(context.Context, speech.Speech) (speech.Clip, error)

func (f synthFunc) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	return f(ctx, s)
}

func TestCacheSurvivesAPanickingEngine(t *testing.T) {
	var calls atomic.Int32
	c := speech.NewCache(synthFunc(func(context.Context, speech.Speech) (speech.Clip, error) {
		if calls.Add(1) == 1 {
			panic("engine bug")
		}
		return speech.Clip{Content: []byte("ok"), ContentType: "audio/ogg"}, nil
	}), 0)
	line := speech.Speech{Text: "Hi.", Voice: speech.VoiceFriendly}
	func() {
		defer func() { _ = recover() }()
		_, _ = c.Synthesize(context.Background(), line)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	clip, err := c.Synthesize(ctx, line)
	if err != nil || string(clip.Content) != "ok" {
		t.Fatalf("after a panic: %q, %v (the line stayed in flight?)", clip.Content, err)
	}
	if calls.Load() != 2 {
		t.Fatalf("calls = %d, want 2", calls.Load())
	}
}
