// Package calltest makes test calls with the real local tools: a sales call
// of two flite voices joined by ffmpeg (so the speakers differ, as a rep's
// and a buyer's do), files that are not what they claim (an executable, a
// truncated M4A), silence, and a call over the 15-minute limit made cheaply
// (16 minutes of silent, low-rate Opus).
package calltest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"pitchperfect/shared/speech/speechtest"
)

// Line is one line of a call: the flite voice that says it and the words.
type Line struct {
	Voice, Text string
}

// Rep and Buyer are the voices of the test call: the rep (who speaks first)
// is flite's slt, the buyer rms.
const (
	Rep   = "slt"
	Buyer = "rms"
)

// Discovery is a short discovery call: the rep asks, quantifies and
// proposes a pilot with a date; the buyer agrees.
var Discovery = []Line{
	{Rep, "Hi Dana, thanks for taking the call. How do you log your sales calls today?"},
	{Buyer, "Mostly by hand. My reps lose about six hours a week to it."},
	{Rep, "What does that cost your team every month?"},
	{Buyer, "Probably two hundred hours across the whole team."},
	{Rep, "Our sync logs every call automatically, so you get those hours back for selling. Could we run a two week pilot with five reps starting Monday?"},
	{Buyer, "That sounds fair. Let us start on Monday."},
}

// Gap is the silence between two lines, in seconds.
const Gap = 0.6

// Call speaks lines with flite and joins them with ffmpeg, Gap seconds of
// silence between them, into one 16 kHz mono WAV.
func Call(t testing.TB, lines []Line) []byte {
	t.Helper()
	speechtest.Require(t)
	dir := t.TempDir()
	var args []string
	filter := ""
	for i, l := range lines {
		p := filepath.Join(dir, fmt.Sprintf("%02d.wav", i))
		if err := os.WriteFile(p, speechtest.Say(t, l.Voice, l.Text), 0o600); err != nil {
			t.Fatal(err)
		}
		args = append(args, "-i", p)
		filter += fmt.Sprintf("[%d:a]aresample=16000,apad=pad_dur=%g[a%d];", i, Gap, i)
	}
	for i := range lines {
		filter += fmt.Sprintf("[a%d]", i)
	}
	filter += fmt.Sprintf("concat=n=%d:v=0:a=1[out]", len(lines))
	out := filepath.Join(dir, "call.wav")
	args = append(append([]string{"-nostdin", "-hide_banner", "-loglevel", "error", "-y"}, args...),
		"-filter_complex", filter, "-map", "[out]", "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", out)
	return ffmpeg(t, out, args...)
}

// Convert re-encodes audio with ffmpeg's output options (for example
// "-c:a", "aac" into name "call.m4a").
func Convert(t testing.TB, audio []byte, name string, opts ...string) []byte {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, name)
	if err := os.WriteFile(in, audio, 0o600); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-i", in}, opts...)
	return ffmpeg(t, out, append(args, out)...)
}

// Long is seconds of silence as mono Opus at 6 kb/s in Ogg: 16 minutes is
// about 700 KB, made in a second or two.
func Long(t testing.TB, seconds int) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "long.ogg")
	return ffmpeg(t, out, "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi",
		"-i", "anullsrc=r=16000:cl=mono", "-t", fmt.Sprint(seconds), "-c:a", "libopus", "-b:a", "6k", out)
}

// Truncated is an M4A of audio cut in half: its movie header, written at
// the end, is missing, so nothing can play it.
func Truncated(t testing.TB, audio []byte) []byte {
	t.Helper()
	m4a := Convert(t, audio, "call.m4a", "-c:a", "aac", "-b:a", "32k")
	return m4a[:len(m4a)/2]
}

// Executable is a small Linux executable's bytes (an ELF header and code),
// what a renamed program uploaded as "call.wav" would carry.
func Executable() []byte {
	b := []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x3e\x00\x01\x00\x00\x00")
	for len(b) < 4096 {
		b = append(b, 0x90, 0x48, 0x31, 0xc0, 0xc3)
	}
	return b
}

func ffmpeg(t testing.TB, out string, args ...string) []byte {
	t.Helper()
	if b, err := exec.Command("ffmpeg", args...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg %v: %v\n%s", args, err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
