package flite_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/flite"
)

const line = "Thanks for calling. Honestly, I am not sure we need another tool right now, our team is busy this quarter."

func engine(t *testing.T) *flite.Engine {
	t.Helper()
	e, err := flite.New()
	if err != nil {
		t.Skipf("local TTS not installed: %v", err)
	}
	return e
}

// duration is the decoded length of audio in seconds, by ffprobe.
func duration(t *testing.T, audio []byte, ext string) float64 {
	t.Helper()
	path := filepath.Join(t.TempDir(), "clip."+ext)
	if err := os.WriteFile(path, audio, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration",
		"-of", "default=noprint_wrappers=1:nokey=1", path).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", ext, err)
	}
	d, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		t.Fatalf("ffprobe duration %q: %v", out, err)
	}
	return d
}

func TestEachStyleSpeaksOggOpus(t *testing.T) {
	e := engine(t)
	ctx := context.Background()
	wavs := map[speech.Voice][]byte{}
	secs := map[speech.Voice]float64{}
	for _, v := range speech.Voices {
		clip, err := e.Synthesize(ctx, speech.Speech{Text: line, Voice: v})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if clip.ContentType != "audio/ogg" {
			t.Errorf("%s: content type %q", v, clip.ContentType)
		}
		if f, err := speech.Sniff(clip.Content); err != nil || f != speech.Ogg || !bytes.HasPrefix(clip.Content, []byte("OggS")) {
			t.Fatalf("%s: sniffed %q, %v; want Ogg", v, f, err)
		}
		if !bytes.Contains(clip.Content[:100], []byte("OpusHead")) {
			t.Errorf("%s: Ogg stream is not Opus", v)
		}
		// About 6 s of speech; Opus at 24 kb/s keeps it small.
		d := duration(t, clip.Content, "ogg")
		if d < 3 || d > 12 {
			t.Errorf("%s: decoded duration %.2f s, want 3–12 s for a 20-word line", v, d)
		}
		if len(clip.Content) > 40_000 {
			t.Errorf("%s: %d bytes for %.1f s, want under 40 kB", v, len(clip.Content), d)
		}
		secs[v] = d
		wav, err := e.WAV(ctx, speech.Speech{Text: line, Voice: v})
		if err != nil {
			t.Fatalf("%s WAV: %v", v, err)
		}
		if f, err := speech.Sniff(wav); err != nil || f != speech.WAV {
			t.Fatalf("%s WAV: sniffed %q, %v", v, f, err)
		}
		wavs[v] = wav
		t.Logf("%s: %.2f s, %d bytes Ogg/Opus, %d bytes WAV", v, d, len(clip.Content), len(wav))
	}
	// The four styles are four different voices: no two give the same PCM.
	for i, a := range speech.Voices {
		for _, b := range speech.Voices[i+1:] {
			if bytes.Equal(wavs[a][44:], wavs[b][44:]) {
				t.Errorf("%s and %s sound the same (identical PCM)", a, b)
			}
		}
	}
	// Rushed speaks faster than every other style.
	for _, v := range []speech.Voice{speech.VoiceFriendly, speech.VoiceAssertive, speech.VoiceSkeptical} {
		if secs[speech.VoiceRushed] > 0.9*secs[v] {
			t.Errorf("rushed %.2f s is not clearly shorter than %s %.2f s", secs[speech.VoiceRushed], v, secs[v])
		}
	}
}

func TestTextIsNeverAnOption(t *testing.T) {
	e := engine(t)
	ctx := context.Background()
	// Taken as arguments these would be flite options or a shell command.
	for _, text := range []string{"-voice /etc/passwd", "--help", "$(touch /tmp/pwned) `id`; rm -rf x", "line one\nline two\r\n\x1b[31m red"} {
		clip, err := e.Synthesize(ctx, speech.Speech{Text: text, Voice: speech.VoiceFriendly})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if d := duration(t, clip.Content, "ogg"); d < 0.5 {
			t.Errorf("%q: %.2f s of audio, want the text spoken", text, d)
		}
	}
}

func TestBadTextIsRefused(t *testing.T) {
	e := engine(t)
	ctx := context.Background()
	cases := []struct {
		s    speech.Speech
		want error
	}{
		{speech.Speech{Text: "", Voice: speech.VoiceFriendly}, speech.ErrEmptyText},
		{speech.Speech{Text: "   ", Voice: speech.VoiceAssertive}, speech.ErrEmptyText},
		{speech.Speech{Text: strings.Repeat("word ", 201), Voice: speech.VoiceSkeptical}, speech.ErrTextTooLong},
		{speech.Speech{Text: "Hello.", Voice: "robot"}, speech.ErrUnknownVoice},
	}
	for _, tc := range cases {
		start := time.Now()
		if _, err := e.Synthesize(ctx, tc.s); !errors.Is(err, tc.want) {
			t.Errorf("%.20q/%s: %v, want %v", tc.s.Text, tc.s.Voice, err, tc.want)
		}
		if _, err := e.WAV(ctx, tc.s); !errors.Is(err, tc.want) {
			t.Errorf("WAV %.20q/%s: %v, want %v", tc.s.Text, tc.s.Voice, err, tc.want)
		}
		if time.Since(start) > 100*time.Millisecond {
			t.Errorf("%.20q: refused only after %v (ran the engine?)", tc.s.Text, time.Since(start))
		}
	}
	// The longest allowed line is spoken.
	long := strings.Repeat("ok ", speech.MaxTextLength/3)
	if _, err := e.WAV(ctx, speech.Speech{Text: long, Voice: speech.VoiceRushed}); err != nil {
		t.Fatalf("%d characters: %v", len(long), err)
	}
}

func TestDeadlineIsRespected(t *testing.T) {
	e := engine(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Synthesize(ctx, speech.Speech{Text: line, Voice: speech.VoiceFriendly}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled context: %v, want context.Canceled", err)
	}
	// A line of 1000 characters takes flite well over 50 ms.
	long := strings.Repeat("Our pricing depends on seats. ", 33)
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := e.Synthesize(ctx, speech.Speech{Text: long, Voice: speech.VoiceSkeptical})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("50 ms deadline: %v, want context.DeadlineExceeded", err)
	}
	if took := time.Since(start); took > time.Second {
		t.Fatalf("deadline of 50 ms ended synthesis only after %v", took)
	}
}

func TestMissingToolsNameThePackages(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := flite.New()
	if err == nil {
		t.Fatal("New() without flite on the PATH succeeded")
	}
	ae := apperr.As(err)
	if ae == nil || ae.Kind != apperr.KindUnavailable {
		t.Fatalf("%v: want an apperr KindUnavailable", err)
	}
	for _, want := range []string{"flite", "apt-get install flite pocketsphinx pocketsphinx-en-us ffmpeg"} {
		if !strings.Contains(ae.Message, want) {
			t.Errorf("message %q does not name %q", ae.Message, want)
		}
	}
}
