package audiolen_test

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"pitchperfect/shared/recording/audiolen"
)

// encode makes seconds of a tone with ffmpeg in the given output format and
// returns the file's bytes; stream writes to a pipe, so the muxer cannot go
// back to write a duration (as a browser's live recording).
func encode(t *testing.T, seconds float64, name string, stream bool, args ...string) []byte {
	t.Helper()
	ffmpeg, err := exec.LookPath("ffmpeg")
	if err != nil {
		t.Fatalf("ffmpeg is needed for these tests: %v", err)
	}
	in := []string{"-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
		"sine=frequency=440:sample_rate=16000:duration=" + ftoa(seconds)}
	out := filepath.Join(t.TempDir(), name)
	cmd := exec.Command(ffmpeg, append(append(in, args...), out)...)
	var stdout bytes.Buffer
	if stream {
		cmd = exec.Command(ffmpeg, append(append(in, args...), "pipe:1")...)
		cmd.Stdout = &stdout
	}
	if stream {
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("ffmpeg %v: %v\n%s", args, err, stderr.Bytes())
		}
		return stdout.Bytes()
	}
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg %v: %v\n%s", args, err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func TestDurationOfEachContainer(t *testing.T) {
	const secs = 7.5
	for _, c := range []struct {
		name   string
		file   string
		stream bool
		args   []string
		slack  float64
	}{
		{"wav", "a.wav", false, []string{"-c:a", "pcm_s16le"}, 0.01},
		{"mp3 constant rate", "a.mp3", false, []string{"-c:a", "libmp3lame", "-b:a", "64k", "-write_xing", "0"}, 0.15},
		{"mp3 with a Xing header", "b.mp3", false, []string{"-c:a", "libmp3lame", "-q:a", "5"}, 0.1},
		{"ogg opus", "a.ogg", false, []string{"-c:a", "libopus", "-b:a", "16k"}, 0.05},
		{"ogg vorbis", "b.ogg", false, []string{"-c:a", "libvorbis"}, 0.05},
		{"flac", "a.flac", false, []string{"-c:a", "flac"}, 0.01},
		{"m4a", "a.m4a", false, []string{"-c:a", "aac", "-b:a", "32k"}, 0.1},
		{"adts aac", "a.aac", false, []string{"-c:a", "aac", "-b:a", "32k", "-f", "adts"}, 0.15},
		{"webm with its duration", "a.webm", false, []string{"-c:a", "libopus", "-b:a", "16k"}, 0.05},
		{"webm recorded live (no duration)", "", true, []string{"-c:a", "libopus", "-b:a", "16k", "-f", "webm", "-live", "1"}, 1.1},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := encode(t, secs, c.file, c.stream, c.args...)
			got, ok := audiolen.Duration(data)
			if !ok || math.Abs(got-secs) > c.slack {
				t.Errorf("Duration = %.3f, %v; want %.1f ± %.2f (%d bytes)", got, ok, secs, c.slack, len(data))
			}
		})
	}
}

// A file that does not say gives ok false, never a made-up number: a
// truncated M4A (its movie header is at the end), bytes that are no audio.
func TestDurationUnknown(t *testing.T) {
	m4a := encode(t, 3, "a.m4a", false, "-c:a", "aac", "-b:a", "32k")
	for name, data := range map[string][]byte{
		"truncated m4a": m4a[:len(m4a)/2],
		"executable":    append([]byte("\x7fELF\x02\x01\x01"), make([]byte, 100)...),
		"empty":         nil,
		"riff header":   []byte("RIFF\x00\x00\x00\x00WAVE"),
	} {
		if got, ok := audiolen.Duration(data); ok {
			t.Errorf("%s: Duration = %.3f, true; want unknown", name, got)
		}
	}
}

// A long file is read from its header without decoding: 16 minutes of
// low-rate Opus.
func TestDurationOfALongCall(t *testing.T) {
	ffmpeg, _ := exec.LookPath("ffmpeg")
	out := filepath.Join(t.TempDir(), "long.ogg")
	if b, err := exec.Command(ffmpeg, "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono",
		"-t", "960", "-c:a", "libopus", "-b:a", "6k", out).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	data, _ := os.ReadFile(out)
	if got, ok := audiolen.Duration(data); !ok || math.Abs(got-960) > 0.1 {
		t.Errorf("Duration = %.2f, %v; want 960", got, ok)
	}
}

func FuzzDuration(f *testing.F) {
	f.Add([]byte("OggS\x00\x02"))
	f.Add([]byte{0x1A, 0x45, 0xDF, 0xA3, 0x80, 0x18, 0x53, 0x80, 0x67, 0xFF})
	f.Add([]byte("\x00\x00\x00\x18ftypM4A \x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, ok := audiolen.Duration(data); ok && (s < 0 || math.IsNaN(s) || math.IsInf(s, 0)) {
			t.Errorf("Duration = %v", s)
		}
	})
}
