package speech_test

import (
	"context"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
)

func needFFmpeg(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Fatalf("ffmpeg is missing: install the local speech engines with: sudo %s (or make voice-deps)", speech.FFmpegPackages)
	}
}

// encode makes one second of a 440 Hz tone at 44.1 kHz stereo in the file
// name's format, with ffmpeg's extra arguments, and returns its bytes.
func encode(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), name)
	cmd := append([]string{"-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=1:sample_rate=44100", "-ac", "2"}, args...)
	if b, err := exec.Command("ffmpeg", append(cmd, out)...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg %s: %v: %s", name, err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

var formats = []struct {
	file string
	args []string
	want speech.Format
}{
	{"a.wav", nil, speech.WAV},
	{"a.webm", []string{"-c:a", "libopus"}, speech.WebM},
	{"a.mkv", []string{"-c:a", "flac"}, speech.WebM},
	{"a.ogg", []string{"-c:a", "libopus"}, speech.Ogg},
	{"a.mp3", nil, speech.MP3},
	{"bare.mp3", []string{"-id3v2_version", "0", "-write_xing", "0"}, speech.MP3}, // frame sync, no ID3 tag
	{"a.m4a", []string{"-c:a", "aac"}, speech.MP4},
	{"a.flac", nil, speech.FLAC},
}

// TestConvert: every format the browser or a user may send is sniffed from
// its bytes and converted to 16 kHz mono 16-bit PCM WAV of the same length.
func TestConvert(t *testing.T) {
	needFFmpeg(t)
	for _, f := range formats {
		t.Run(f.file, func(t *testing.T) {
			data := encode(t, f.file, f.args...)
			if got, err := speech.Sniff(data); err != nil || got != f.want {
				t.Fatalf("Sniff = %q, %v; want %q", got, err, f.want)
			}
			if f.file == "bare.mp3" && string(data[:3]) == "ID3" {
				t.Fatal("bare.mp3 has an ID3 tag: the frame-sync case is not tested")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			path, err := speech.Convert(ctx, data, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			wav, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if len(wav) < 44 || string(wav[:4]) != "RIFF" || string(wav[8:12]) != "WAVE" {
				t.Fatalf("not a WAV: % x", wav[:min(len(wav), 16)])
			}
			// The fmt chunk comes first in ffmpeg's WAV: PCM, 1 channel, 16 kHz, 16 bits.
			format, channels := binary.LittleEndian.Uint16(wav[20:]), binary.LittleEndian.Uint16(wav[22:])
			rate, bits := binary.LittleEndian.Uint32(wav[24:]), binary.LittleEndian.Uint16(wav[34:])
			if format != 1 || channels != 1 || rate != 16000 || bits != 16 {
				t.Fatalf("format %d, %d channels, %d Hz, %d bits; want PCM mono 16000 Hz 16 bits", format, channels, rate, bits)
			}
			// About one second: 32,000 bytes of samples (codecs pad a little).
			if n := len(wav) - 44; n < 30000 || n > 40000 {
				t.Fatalf("%d bytes of samples, want about 32000", n)
			}
		})
	}
}

func TestSniffRejects(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		want *apperr.Error
	}{
		{"empty", nil, speech.ErrNoAudio},
		{"empty slice", []byte{}, speech.ErrNoAudio},
		{"text", []byte("hello, this is not audio"), speech.ErrUnknownFormat},
		{"json", []byte(`{"audio":"UklGRg=="}`), speech.ErrUnknownFormat},
		{"png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), speech.ErrUnknownFormat},
		{"riff but not wave", []byte("RIFF\x00\x00\x00\x00AVI LIST"), speech.ErrUnknownFormat},
		{"short riff", []byte("RIFF"), speech.ErrUnknownFormat},
		{"bad mp3 sync", []byte{0xFF, 0xFF, 0xFF, 0xFF}, speech.ErrUnknownFormat},
		{"one byte", []byte{0xFF}, speech.ErrUnknownFormat},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := speech.Sniff(c.data)
			var ae *apperr.Error
			if !errors.As(err, &ae) || ae.Code != c.want.Code || ae.Kind != apperr.KindInvalid {
				t.Fatalf("Sniff = %v, want %q (400)", err, c.want.Message)
			}
			if c.want == speech.ErrNoAudio && ae.Message != "No audio data recorded." {
				t.Fatalf("message %q", ae.Message)
			}
		})
	}
}

// TestConvertErrors: bad bytes never reach ffmpeg, a known container that
// ffmpeg cannot read is a 400, and the context's deadline ends ffmpeg.
func TestConvertErrors(t *testing.T) {
	needFFmpeg(t)
	ctx := context.Background()
	for _, c := range []struct {
		name string
		data []byte
		want *apperr.Error
	}{
		{"empty", nil, speech.ErrNoAudio},
		{"garbage", []byte("garbage bytes"), speech.ErrUnknownFormat},
		{"truncated ogg", []byte("OggS\x00\x02 truncated"), speech.ErrConversion},
		{"truncated flac", []byte("fLaC\x00\x00\x00\x22"), speech.ErrConversion},
	} {
		_, err := speech.Convert(ctx, c.data, t.TempDir())
		var ae *apperr.Error
		if !errors.As(err, &ae) || ae.Code != c.want.Code || ae.Kind != apperr.KindInvalid {
			t.Fatalf("%s: %v, want %q", c.name, err, c.want.Message)
		}
	}
	short, cancel := context.WithTimeout(ctx, time.Millisecond)
	defer cancel()
	time.Sleep(2 * time.Millisecond)
	if _, err := speech.Convert(short, encode(t, "b.wav"), t.TempDir()); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("past deadline: %v", err)
	}
}
