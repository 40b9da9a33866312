// Package sphinx is the local, offline speech-to-text engine: Debian's
// pocketsphinx_continuous with the pocketsphinx-en-us acoustic model. It
// decodes against a small bigram language model of sales talk (corpus.txt)
// and the request's hints (the scenario, the script, the buyer's lines)
// rather than the generic English one: on held-out rep phrases it is both
// more accurate and about twice as fast (make bench-voice).
package sphinx

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"pitchperfect/shared/speech"
)

// Provider is the name a Transcript from this engine carries.
const Provider = "pocketsphinx"

// ModelDir is where Debian's pocketsphinx-en-us puts the English model.
const ModelDir = "/usr/share/pocketsphinx/model/en-us"

// Engine transcribes with pocketsphinx_continuous. The zero value uses
// Debian's paths; New checks that they exist.
type Engine struct {
	Binary string // pocketsphinx_continuous
	HMM    string // acoustic model directory
	Dict   string // pronunciation dictionary (cmudict)
	LM     string // generic language model, used when Generic is set
	// Generic decodes with the generic English model instead of the sales
	// model (for comparison; make bench-voice).
	Generic bool

	dictOnce sync.Once
	dict     map[string][]string // word → its cmudict lines
	base     *counts             // the sales corpus's counts, shared by every model
	dictErr  error
}

// New returns an Engine on Debian's paths, or an error naming the packages
// to install when the binary or the model is missing.
func New() (*Engine, error) {
	e := &Engine{
		Binary: "pocketsphinx_continuous",
		HMM:    filepath.Join(ModelDir, "en-us"),
		Dict:   filepath.Join(ModelDir, "cmudict-en-us.dict"),
		LM:     filepath.Join(ModelDir, "en-us.lm.bin"),
	}
	bin, err := exec.LookPath(e.Binary)
	if err != nil {
		return nil, speech.MissingTool("pocketsphinx_continuous", err)
	}
	e.Binary = bin
	for _, p := range []string{filepath.Join(e.HMM, "mdef"), e.Dict, e.LM} {
		if _, err := os.Stat(p); err != nil {
			return nil, speech.MissingTool("the pocketsphinx English model ("+p+")", err)
		}
	}
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		return nil, speech.MissingTool("ffmpeg", err)
	}
	return e, nil
}

// Transcribe converts a.Data to 16 kHz mono WAV and decodes it. Empty audio
// is speech.ErrNoAudio, unknown bytes speech.ErrUnknownFormat, a recording
// with no words speech.ErrNoSpeech.
func (e *Engine) Transcribe(ctx context.Context, a speech.Audio) (speech.Transcript, error) {
	dir, err := os.MkdirTemp("", "sphinx-")
	if err != nil {
		return speech.Transcript{}, fmt.Errorf("sphinx: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	// The model is written while ffmpeg converts the audio.
	lm, dict := e.LM, e.Dict
	modelErr := make(chan error, 1)
	go func() {
		var err error
		if !e.Generic {
			lm, dict, err = e.writeHintModel(dir, a.Hints)
		}
		modelErr <- err
	}()
	wav, err := speech.Convert(ctx, a.Data, dir)
	if merr := <-modelErr; err == nil {
		err = merr
	}
	if err != nil {
		return speech.Transcript{}, err
	}
	duration, err := wavSeconds(wav)
	if err != nil {
		return speech.Transcript{}, err
	}
	cmd := exec.CommandContext(ctx, e.Binary, "-infile", wav, "-time", "yes",
		"-hmm", e.HMM, "-dict", dict, "-lm", lm, "-logfn", "/dev/null")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return speech.Transcript{}, fmt.Errorf("sphinx: %w", ctx.Err())
		}
		return speech.Transcript{}, fmt.Errorf("sphinx: pocketsphinx_continuous: %w: %s", err, tail(stderr.String()))
	}
	words := parseWords(stdout.String())
	if len(words) == 0 {
		return speech.Transcript{}, speech.ErrNoSpeech
	}
	text := make([]string, len(words))
	for i, w := range words {
		text[i] = w.Word
	}
	return speech.Transcript{Text: strings.Join(text, " "), Words: words, DurationSeconds: duration, Provider: Provider}, nil
}

// writeHintModel writes the hints' language model and its dictionary to dir.
func (e *Engine) writeHintModel(dir string, hints []string) (lmPath, dictPath string, err error) {
	cmu, err := e.cmudict()
	if err != nil {
		return "", "", err
	}
	arpa, lines := e.base.withHints(hints, cmu).arpa()
	lmPath, dictPath = filepath.Join(dir, "hints.lm"), filepath.Join(dir, "hints.dict")
	if err := os.WriteFile(lmPath, []byte(arpa), 0o600); err != nil {
		return "", "", fmt.Errorf("sphinx: write lm: %w", err)
	}
	if err := os.WriteFile(dictPath, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		return "", "", fmt.Errorf("sphinx: write dict: %w", err)
	}
	return lmPath, dictPath, nil
}

// cmudict reads the pronunciation dictionary once: each word with its lines
// ("word P R OW N", "word(2) …").
func (e *Engine) cmudict() (map[string][]string, error) {
	e.dictOnce.Do(func() {
		data, err := os.ReadFile(e.Dict)
		if err != nil {
			e.dictErr = speech.MissingTool("the pocketsphinx English dictionary ("+e.Dict+")", err)
			return
		}
		e.dict = make(map[string][]string, 140000)
		for _, line := range strings.Split(string(data), "\n") {
			head, _, ok := strings.Cut(line, " ")
			if !ok {
				continue
			}
			word, _, _ := strings.Cut(head, "(")
			e.dict[word] = append(e.dict[word], line)
		}
		e.base = baseCounts(e.dict)
	})
	return e.dict, e.dictErr
}

// parseWords reads pocketsphinx_continuous -time yes output: per utterance a
// hypothesis line, then one "word start end confidence" line per word. It
// keeps real words only (no <s>, </s>, <sil>, (NULL), [NOISE] or ++FILLER++)
// and strips alternate-pronunciation marks ("our(2)" → "our").
func parseWords(out string) []speech.Word {
	var words []speech.Word
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) != 4 {
			continue
		}
		start, err1 := strconv.ParseFloat(f[1], 64)
		end, err2 := strconv.ParseFloat(f[2], 64)
		_, err3 := strconv.ParseFloat(f[3], 64)
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		w := f[0]
		if w == "(NULL)" || strings.HasPrefix(w, "<") || strings.HasPrefix(w, "[") || strings.HasPrefix(w, "++") {
			continue
		}
		if i := strings.IndexByte(w, '('); i > 0 {
			w = w[:i]
		}
		words = append(words, speech.Word{Word: w, Start: start, End: end})
	}
	return words
}

// wavSeconds is the duration of a PCM WAV file from its fmt and data chunks.
func wavSeconds(path string) (float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, fmt.Errorf("sphinx: read wav: %w", err)
	}
	var byteRate uint32
	for i := 12; i+8 <= len(b); {
		id, size := string(b[i:i+4]), int(binary.LittleEndian.Uint32(b[i+4:i+8]))
		body := i + 8
		switch {
		case id == "fmt " && body+12 <= len(b):
			byteRate = binary.LittleEndian.Uint32(b[body+8 : body+12])
		case id == "data" && byteRate > 0:
			n := min(size, len(b)-body)
			return float64(n) / float64(byteRate), nil
		}
		i = body + size + size%2
	}
	return 0, fmt.Errorf("sphinx: %s: no PCM data chunk", path)
}

func tail(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 500 {
		s = s[len(s)-500:]
	}
	return s
}

// Local is platform.Backends.LocalSTT: New as a speech.Transcriber.
func Local() (speech.Transcriber, error) {
	e, err := New()
	if err != nil {
		return nil, err
	}
	return e, nil
}
