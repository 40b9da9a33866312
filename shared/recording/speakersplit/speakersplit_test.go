package speakersplit_test

import (
	"context"
	"strings"
	"testing"

	"pitchperfect/shared/callrecording/calltest"
	"pitchperfect/shared/recording/speakersplit"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/sphinx"
)

func transcribe(t *testing.T, audio []byte) speech.Transcript {
	t.Helper()
	e, err := sphinx.New()
	if err != nil {
		t.Fatal(err)
	}
	tr, err := e.Transcribe(context.Background(), speech.Audio{Data: audio})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// speakerRuns is the speaker of each run of turns of one speaker.
func speakerRuns(t *testing.T, audio []byte) ([]string, []string) {
	t.Helper()
	tr := transcribe(t, audio)
	turns, err := speakersplit.Split(context.Background(), audio, tr.Words)
	if err != nil {
		t.Fatal(err)
	}
	var runs, texts []string
	for _, tn := range turns {
		if n := len(runs); n > 0 && runs[n-1] == tn.Speaker {
			texts[n-1] += " " + tn.Text
			continue
		}
		runs, texts = append(runs, tn.Speaker), append(texts, tn.Text)
	}
	return runs, texts
}

// The test call's rep (flite's slt) and buyer (rms) take turns six times:
// the split finds each turn and names the rep, who speaks first, spk_0.
func TestTwoVoicesTakeTurns(t *testing.T) {
	runs, texts := speakerRuns(t, calltest.Call(t, calltest.Discovery))
	want := []string{"spk_0", "spk_1", "spk_0", "spk_1", "spk_0", "spk_1"}
	if strings.Join(runs, " ") != strings.Join(want, " ") {
		t.Fatalf("turns %v, want %v:\n%s", runs, want, strings.Join(texts, "\n"))
	}
	if !strings.Contains(texts[4], "pilot") || !strings.Contains(texts[5], "monday") {
		t.Errorf("the last turns: %q, %q", texts[4], texts[5])
	}
}

// One voice, however many lines: no split, no made-up speakers; two voices
// of similar pitch are not told apart either.
func TestOneVoiceIsNotSplit(t *testing.T) {
	var lines []calltest.Line
	for _, l := range calltest.Discovery {
		lines = append(lines, calltest.Line{Voice: calltest.Rep, Text: l.Text})
	}
	if runs, _ := speakerRuns(t, calltest.Call(t, lines)); len(runs) != 0 {
		t.Errorf("one voice split into %v", runs)
	}
	for i := range lines {
		if i%2 == 1 {
			lines[i].Voice = "awb" // a man's voice too, as rms
		} else {
			lines[i].Voice = calltest.Buyer
		}
	}
	if runs, _ := speakerRuns(t, calltest.Call(t, lines)); len(runs) > 0 && len(runs) != 6 {
		t.Errorf("two similar voices: %v, want either no split or the six turns", runs)
	}
}
