// Package flite is the local, offline text-to-speech engine: CMU Flite
// (Debian's flite) speaks the line, ffmpeg encodes it as Ogg/Opus. Each
// buyer voice style has its own Flite voice, so the four sound different.
package flite

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"pitchperfect/shared/speech"
)

// ContentType is the MIME type of the clips an Engine makes.
const ContentType = "audio/ogg"

// style is how one voice style is spoken: the Flite voice and its features.
type style struct {
	voice string
	args  []string
}

// styles maps each voice style to a Flite voice: slt (a US woman) is
// friendly, rms (a US man) assertive, awb (a Scottish man) skeptical and
// kal (a US man, diphone) rushed, with 20% shorter segments.
var styles = map[speech.Voice]style{
	speech.VoiceFriendly:  {voice: "slt"},
	speech.VoiceAssertive: {voice: "rms"},
	speech.VoiceSkeptical: {voice: "awb"},
	speech.VoiceRushed:    {voice: "kal", args: []string{"--setf", "duration_stretch=0.8"}},
}

// Engine is a speech.Synthesizer running flite and ffmpeg.
type Engine struct {
	flite, ffmpeg string
}

var _ speech.Synthesizer = (*Engine)(nil)

// New finds flite and ffmpeg on the PATH. A missing one is an error naming
// the Debian packages to install (speech.MissingTool).
func New() (*Engine, error) {
	fl, err := exec.LookPath("flite")
	if err != nil {
		return nil, speech.MissingTool("flite", err)
	}
	ff, err := exec.LookPath("ffmpeg")
	if err != nil {
		return nil, speech.MissingTool("ffmpeg", err)
	}
	return &Engine{flite: fl, ffmpeg: ff}, nil
}

// Synthesize speaks s and returns it as Ogg/Opus (ContentType). The text is
// validated first (speech.Speech.Validate); ctx's deadline ends flite and
// ffmpeg.
func (e *Engine) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	dir, err := os.MkdirTemp("", "flite-")
	if err != nil {
		return speech.Clip{}, fmt.Errorf("flite: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	wav, err := e.wavFile(ctx, s, dir)
	if err != nil {
		return speech.Clip{}, err
	}
	// Opus at 24 kb/s mono: a 5 s line is about 15 kB; the browser plays it.
	out, err := e.run(ctx, e.ffmpeg, "-nostdin", "-hide_banner", "-loglevel", "error",
		"-i", wav, "-ac", "1", "-c:a", "libopus", "-b:a", "24k", "-application", "voip", "-f", "ogg", "pipe:1")
	if err != nil {
		return speech.Clip{}, fmt.Errorf("flite: ffmpeg: %w", err)
	}
	return speech.Clip{Content: out, ContentType: ContentType}, nil
}

// WAV speaks s and returns Flite's own output, a RIFF WAV (16-bit mono PCM,
// 16 kHz for slt, rms and awb, 8 kHz for kal). Tests use it to make spoken
// test audio.
func (e *Engine) WAV(ctx context.Context, s speech.Speech) ([]byte, error) {
	dir, err := os.MkdirTemp("", "flite-")
	if err != nil {
		return nil, fmt.Errorf("flite: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	wav, err := e.wavFile(ctx, s, dir)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(wav)
}

// wavFile validates s, writes its text to a file in dir (flite reads it
// with -f, so no text is ever taken for an option) and has flite speak it
// to dir/out.wav, whose path it returns.
func (e *Engine) wavFile(ctx context.Context, s speech.Speech, dir string) (string, error) {
	if err := s.Validate(); err != nil {
		return "", err
	}
	st := styles[s.Voice]
	text := filepath.Join(dir, "text.txt")
	if err := os.WriteFile(text, []byte(clean(s.Text)+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("flite: write text: %w", err)
	}
	wav := filepath.Join(dir, "out.wav")
	args := append([]string{"-voice", st.voice}, st.args...)
	args = append(args, "-f", text, "-o", wav)
	if _, err := e.run(ctx, e.flite, args...); err != nil {
		return "", fmt.Errorf("flite: %w", err)
	}
	if info, err := os.Stat(wav); err != nil || info.Size() <= 44 {
		return "", fmt.Errorf("flite: no audio for %q (%v)", s.Voice, err)
	}
	return wav, nil
}

// clean turns control characters (newlines, tabs, escapes) into spaces.
func clean(text string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
}

// run runs a tool under ctx and returns its standard output; a failure
// carries its standard error, or ctx's error when the deadline ended it.
func (e *Engine) run(ctx context.Context, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.WaitDelay = time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return stdout.Bytes(), nil
}

// Local is platform.Backends.LocalTTS: New as a speech.Synthesizer.
func Local() (speech.Synthesizer, error) {
	e, err := New()
	if err != nil {
		return nil, err
	}
	return e, nil
}
