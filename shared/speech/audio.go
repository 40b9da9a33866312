package speech

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"pitchperfect/shared/apperr"
)

// Format is an audio container, as sniffed from its bytes.
type Format string

// The formats Sniff recognises.
const (
	WAV  Format = "wav"
	WebM Format = "webm" // WebM or Matroska (EBML)
	Ogg  Format = "ogg"
	MP3  Format = "mp3"
	MP4  Format = "mp4" // MP4 / M4A (ISO BMFF ftyp)
	FLAC Format = "flac"
)

// ErrUnknownFormat is the 400 for bytes that are none of the formats above,
// whatever format the client declared.
var ErrUnknownFormat = apperr.New(apperr.KindInvalid, "unsupported_audio",
	"Unsupported audio format. Please record again or upload WAV, WebM, Ogg, MP3, M4A or FLAC audio.")

// ErrConversion is the 400 for audio of a known container that ffmpeg cannot
// decode (truncated or corrupt).
var ErrConversion = apperr.New(apperr.KindInvalid, "unreadable_audio",
	"The audio could not be read. Please record again.")

// Sniff tells the format of data from its first bytes; it never trusts a
// declared format. Empty data is ErrNoAudio, anything unrecognised
// ErrUnknownFormat.
func Sniff(data []byte) (Format, error) {
	switch {
	case len(data) == 0:
		return "", ErrNoAudio
	case len(data) >= 12 && string(data[0:4]) == "RIFF" && string(data[8:12]) == "WAVE":
		return WAV, nil
	case bytes.HasPrefix(data, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return WebM, nil
	case bytes.HasPrefix(data, []byte("OggS")):
		return Ogg, nil
	case bytes.HasPrefix(data, []byte("fLaC")):
		return FLAC, nil
	case bytes.HasPrefix(data, []byte("ID3")):
		return MP3, nil
	case len(data) >= 12 && string(data[4:8]) == "ftyp":
		return MP4, nil
	case len(data) >= 4 && mp3Frame(data):
		return MP3, nil
	}
	return "", ErrUnknownFormat
}

// mp3Frame reports whether data starts with a plausible MPEG audio frame
// header: 11 sync bits, a valid version, layer III, a valid bitrate and
// sample rate.
func mp3Frame(b []byte) bool {
	if b[0] != 0xFF || b[1]&0xE0 != 0xE0 {
		return false
	}
	version := (b[1] >> 3) & 3 // 1 is reserved
	layer := (b[1] >> 1) & 3   // 1 is layer III
	bitrate := b[2] >> 4       // 15 is invalid
	rate := (b[2] >> 2) & 3    // 3 is reserved
	return version != 1 && layer == 1 && bitrate != 15 && rate != 3
}

// FFmpegPackages is the apt-get line that installs every local speech tool.
const FFmpegPackages = "apt-get install flite pocketsphinx pocketsphinx-en-us ffmpeg"

// MissingTool is the error for a local speech tool that is not installed:
// it names the Debian packages to install.
func MissingTool(tool string, cause error) error {
	return apperr.Wrap(apperr.KindUnavailable, "speech_unavailable",
		fmt.Sprintf("Voice processing is not available on this server: %s is missing (install it with: %s).", tool, FFmpegPackages), cause)
}

// Convert sniffs data and writes it as 16 kHz mono 16-bit PCM WAV to a new
// file in dir, with ffmpeg under ctx (its deadline ends ffmpeg). It returns
// the file's path; the caller removes it.
func Convert(ctx context.Context, data []byte, dir string) (string, error) {
	format, err := Sniff(data)
	if err != nil {
		return "", err
	}
	ffmpeg, err := exec.LookPath("ffmpeg")
	if err != nil {
		return "", MissingTool("ffmpeg", err)
	}
	in := filepath.Join(dir, "in."+string(format))
	out := filepath.Join(dir, "audio.wav")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return "", fmt.Errorf("speech: write input: %w", err)
	}
	defer os.Remove(in)
	cmd := exec.CommandContext(ctx, ffmpeg, "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
		"-i", in, "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-f", "wav", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("speech: ffmpeg: %w", ctx.Err())
		}
		return "", apperr.Wrap(ErrConversion.Kind, ErrConversion.Code, ErrConversion.Message,
			fmt.Errorf("ffmpeg %s: %w: %s", format, err, strings.TrimSpace(stderr.String())))
	}
	if _, err := os.Stat(out); err != nil {
		return "", apperr.Wrap(ErrConversion.Kind, ErrConversion.Code, ErrConversion.Message, err)
	}
	return out, nil
}
