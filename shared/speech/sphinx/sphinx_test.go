package sphinx_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/speechtest"
	"pitchperfect/shared/speech/sphinx"
)

// sentences are the rep's lines the tests speak with flite's slt voice.
var sentences = []string{
	"Our platform cuts your onboarding time in half.",
	"What is your budget for this quarter?",
	"We can offer a discount on the annual plan.",
	"Can we schedule a demo with your team next week?",
	"I understand your concern about the price.",
	"Most customers see results in the first month.",
}

// buyerLines are hints a role-play adds besides the script.
var buyerLines = []string{
	"We already use a competitor and it works fine.",
	"I need to talk to my manager before I decide.",
}

// The bounds the tests assert, measured on this machine (pocketsphinx
// 0.8+5prealpha, flite slt): the generic model reads these sentences at
// 14.3% WER, the hints model at 0%. maxGenericWER and maxHintsWER (for
// other recordings, such as webm/opus) leave room for noise;
// maxSentencesHintsWER is the hints model's figure on the sentences
// themselves. Before hint words missing from cmudict were given the phones
// of the words that spell them, the hints model read them at
// hintsWERNoCompounds: 3 of 49 words, "onboarding" heard as "on our team".
const (
	maxGenericWER        = 0.30
	maxHintsWER          = 0.10
	maxSentencesHintsWER = 0.0
	hintsWERNoCompounds  = 3.0 / 49
)

func engine(t *testing.T) *sphinx.Engine {
	t.Helper()
	speechtest.Require(t)
	e, err := sphinx.New()
	if err != nil {
		t.Fatalf("sphinx.New: %v", err)
	}
	return e
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return c
}

func TestWordErrorRate(t *testing.T) {
	e := engine(t)
	hints := append(append([]string{}, sentences...), buyerLines...)
	var refWords, genericErrs, hintErrs int
	for _, s := range sentences {
		audio := speechtest.Say(t, "slt", s)
		ref := speechtest.Words(s)
		refWords += len(ref)
		for _, h := range []struct {
			hints []string
			errs  *int
		}{{nil, &genericErrs}, {hints, &hintErrs}} {
			e.Generic = h.hints == nil
			tr, err := e.Transcribe(ctx(t), speech.Audio{Data: audio, Hints: h.hints})
			if err != nil {
				t.Fatalf("%q (hints %v): %v", s, h.hints != nil, err)
			}
			checkTranscript(t, tr)
			n := speechtest.Errors(ref, speechtest.Words(tr.Text))
			*h.errs += n
			t.Logf("hints=%-5v errors=%d %q → %q", h.hints != nil, n, s, tr.Text)
		}
	}
	generic, hinted := float64(genericErrs)/float64(refWords), float64(hintErrs)/float64(refWords)
	t.Logf("WER on %d flite slt sentences (%d words): generic LM %.1f%%, hints LM %.1f%%", len(sentences), refWords, 100*generic, 100*hinted)
	t.Logf("hints LM WER without compound words (onboarding = on + boarding) was %.1f%%, now %.1f%%", 100*hintsWERNoCompounds, 100*hinted)
	if generic > maxGenericWER {
		t.Errorf("generic LM WER %.1f%% > %.0f%%", 100*generic, 100*maxGenericWER)
	}
	if hinted > maxSentencesHintsWER {
		t.Errorf("hints LM WER %.1f%% > %.1f%% (it was %.1f%% before compound words)", 100*hinted, 100*maxSentencesHintsWER, 100*hintsWERNoCompounds)
	}
	if hinted > generic {
		t.Errorf("hints LM WER %.1f%% is worse than the generic LM's %.1f%%", 100*hinted, 100*generic)
	}
}

// checkTranscript checks what every transcript must hold: the provider,
// words that make the text, times in order and within the recording.
func checkTranscript(t *testing.T, tr speech.Transcript) {
	t.Helper()
	if tr.Provider != sphinx.Provider {
		t.Errorf("provider %q", tr.Provider)
	}
	if tr.DurationSeconds <= 0 {
		t.Errorf("duration %v", tr.DurationSeconds)
	}
	var ws []string
	last := 0.0
	for _, w := range tr.Words {
		ws = append(ws, w.Word)
		if w.Start < last || w.End < w.Start || w.End > tr.DurationSeconds+0.05 {
			t.Errorf("word %+v out of order or beyond %.2f s (previous end %.2f)", w, tr.DurationSeconds, last)
		}
		if strings.ContainsAny(w.Word, "<>[]()+") {
			t.Errorf("filler or marker kept: %q", w.Word)
		}
		last = w.End
	}
	if strings.Join(ws, " ") != tr.Text {
		t.Errorf("text %q is not its words %q", tr.Text, ws)
	}
}

// TestWebMOpus: the browser's format goes through ffmpeg and decodes the same.
func TestWebMOpus(t *testing.T) {
	e := engine(t)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, "out.webm")
	s := sentences[2]
	if err := os.WriteFile(in, speechtest.Say(t, "slt", s), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("ffmpeg", "-nostdin", "-loglevel", "error", "-i", in, "-c:a", "libopus", "-b:a", "32k", out).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := speech.Sniff(data); err != nil || f != speech.WebM {
		t.Fatalf("Sniff(webm) = %q, %v", f, err)
	}
	tr, err := e.Transcribe(ctx(t), speech.Audio{Data: data, Hints: sentences})
	if err != nil {
		t.Fatal(err)
	}
	checkTranscript(t, tr)
	ref := speechtest.Words(s)
	if n := speechtest.Errors(ref, speechtest.Words(tr.Text)); float64(n)/float64(len(ref)) > maxHintsWER {
		t.Errorf("webm/opus %q → %q: %d errors", s, tr.Text, n)
	}
	if tr.DurationSeconds < 2 || tr.DurationSeconds > 5 {
		t.Errorf("duration %.2f s", tr.DurationSeconds)
	}
}

func TestBadAudio(t *testing.T) {
	e := engine(t)
	truncated := speechtest.Say(t, "slt", sentences[0])[:30]
	for _, c := range []struct {
		name string
		data []byte
		hint []string
		want *apperr.Error
	}{
		{"empty", nil, nil, speech.ErrNoAudio},
		{"silence", speechtest.SilentWAV(2), nil, speech.ErrNoSpeech},
		{"silence with hints", speechtest.SilentWAV(2), sentences, speech.ErrNoSpeech},
		{"garbage", []byte("this is not audio at all, just text"), nil, speech.ErrUnknownFormat},
		{"truncated wav", truncated, nil, speech.ErrConversion},
		{"truncated webm", []byte{0x1A, 0x45, 0xDF, 0xA3, 0, 1, 2}, nil, speech.ErrConversion},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.Transcribe(ctx(t), speech.Audio{Data: c.data, Hints: c.hint})
			var ae *apperr.Error
			if !errors.As(err, &ae) || ae.Code != c.want.Code || ae.Message != c.want.Message || ae.Kind != apperr.KindInvalid {
				t.Fatalf("err = %v, want %q", err, c.want.Message)
			}
		})
	}
}

// TestDeadline: the context's deadline ends the engine.
func TestDeadline(t *testing.T) {
	e := engine(t)
	c, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	time.Sleep(2 * time.Millisecond)
	if _, err := e.Transcribe(c, speech.Audio{Data: speechtest.SilentWAV(1)}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want deadline exceeded", err)
	}
}

// TestPauses: a recording with a pause is decoded as two utterances whose
// word times stay on the recording's clock, the pause between them.
func TestPauses(t *testing.T) {
	e := engine(t)
	dir := t.TempDir()
	first, second, out := filepath.Join(dir, "1.wav"), filepath.Join(dir, "2.wav"), filepath.Join(dir, "both.wav")
	if err := os.WriteFile(first, speechtest.Say(t, "slt", sentences[1]), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(second, speechtest.Say(t, "slt", sentences[4]), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("ffmpeg", "-nostdin", "-loglevel", "error", "-i", first, "-f", "lavfi", "-t", "2",
		"-i", "anullsrc=r=16000:cl=mono", "-i", second, "-filter_complex", "[0:a][1:a][2:a]concat=n=3:v=0:a=1",
		"-ar", "16000", "-ac", "1", out).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := e.Transcribe(ctx(t), speech.Audio{Data: data})
	if err != nil {
		t.Fatal(err)
	}
	checkTranscript(t, tr)
	ref := append(speechtest.Words(sentences[1]), speechtest.Words(sentences[4])...)
	if n := speechtest.Errors(ref, speechtest.Words(tr.Text)); float64(n)/float64(len(ref)) > maxGenericWER {
		t.Fatalf("%q: %d errors", tr.Text, n)
	}
	gap := 0.0
	for i := 1; i < len(tr.Words); i++ {
		gap = max(gap, tr.Words[i].Start-tr.Words[i-1].End)
	}
	if gap < 1.5 || tr.DurationSeconds < 6 {
		t.Fatalf("longest pause between words %.2f s in %.2f s, want the 2 s pause: %+v", gap, tr.DurationSeconds, tr.Words)
	}
}
