package flite_test

import (
	"context"
	"testing"
	"time"

	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/speechtest"
	"pitchperfect/shared/speech/sphinx"
)

// maxRoundTripWER bounds the word error rate of pocketsphinx's generic
// English model on the friendly voice's Ogg/Opus clips (what the browser is
// sent). Measured here: 0% on these three sentences (27 words), and about 16%
// for flite's slt on a broader set of sales sentences (FINDINGS); the bound
// allows 5 word errors in 27.
const maxRoundTripWER = 0.20

// TestRoundTripThroughSphinx speaks sales sentences with the friendly voice,
// as Ogg/Opus, and transcribes them with the local STT engine: the clip
// carries intelligible speech, not just bytes of the right container.
func TestRoundTripThroughSphinx(t *testing.T) {
	e := engine(t)
	stt, err := sphinx.New()
	if err != nil {
		t.Skipf("local STT not installed: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	sentences := []string{
		"We are looking at your pricing for next quarter.",
		"Can you send me a proposal with the total cost?",
		"Our team already uses another vendor for this.",
	}
	var errs, total int
	for _, s := range sentences {
		clip, err := e.Synthesize(ctx, speech.Speech{Text: s, Voice: speech.VoiceFriendly})
		if err != nil {
			t.Fatal(err)
		}
		tr, err := stt.Transcribe(ctx, speech.Audio{Data: clip.Content})
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		ref := speechtest.Words(s)
		n := speechtest.Errors(ref, speechtest.Words(tr.Text))
		t.Logf("%q → %q (%d errors)", s, tr.Text, n)
		errs += n
		total += len(ref)
	}
	rate := float64(errs) / float64(total)
	t.Logf("friendly voice, Ogg/Opus, generic LM: WER %.1f%% (%d/%d words)", 100*rate, errs, total)
	if rate > maxRoundTripWER {
		t.Errorf("WER %.1f%% > %.0f%%", 100*rate, 100*maxRoundTripWER)
	}
}
