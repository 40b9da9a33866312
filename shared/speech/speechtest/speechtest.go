// Package speechtest makes test audio with the real local engines: speech
// spoken by flite (the voice a recogniser can follow, see FINDINGS), silence,
// and the word error rate of a transcript.
package speechtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"pitchperfect/shared/speech"
)

// Require fails t unless the local speech tools are installed, naming the
// packages to install.
func Require(t testing.TB) {
	t.Helper()
	for _, tool := range []string{"flite", "ffmpeg", "pocketsphinx_continuous"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is missing: install the local speech engines with: sudo %s (or make voice-deps)", tool, speech.FFmpegPackages)
		}
	}
}

// Say speaks text with flite's voice (slt, rms, awb, kal) and returns the
// 16 kHz WAV's bytes.
func Say(t testing.TB, voice, text string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "say.wav")
	if b, err := exec.Command("flite", "-voice", voice, "-t", text, "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("flite: %v: %s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// WebM converts audio to WebM/Opus, the browser's recording format.
func WebM(t testing.TB, audio []byte) []byte {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, "out.webm")
	if err := os.WriteFile(in, audio, 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", in, "-c:a", "libopus", out).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// SilentWAV is seconds of 16 kHz mono 16-bit zeros.
func SilentWAV(seconds int) []byte {
	n := 16000 * 2 * seconds
	h := []byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x02\x00\x10\x00data")
	le := func(v int) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }
	copy(h[4:8], le(36+n))
	h = append(h, le(n)...)
	return append(h, make([]byte, n)...)
}

// Words splits s into lower-case words (letters and apostrophes).
func Words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return (r < 'a' || r > 'z') && r != '\''
	})
}

// Errors is the word edit distance of hyp from ref; the word error rate is
// Errors over len(ref).
func Errors(ref, hyp []string) int {
	d := make([]int, len(hyp)+1)
	for j := range d {
		d[j] = j
	}
	for i := 1; i <= len(ref); i++ {
		prev := d[0]
		d[0] = i
		for j := 1; j <= len(hyp); j++ {
			cur := d[j]
			cost := 1
			if ref[i-1] == hyp[j-1] {
				cost = 0
			}
			d[j] = min(d[j]+1, d[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return d[len(hyp)]
}
