package awstranscribe

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/transcribe/types"

	"pitchperfect/shared/speech"
)

// MediaFormats maps sniffed containers to Transcribe's MediaFormat, for
// every job this product starts (a recording here, a call in
// recording/transcribejobs).
var MediaFormats = map[speech.Format]types.MediaFormat{
	speech.WAV: types.MediaFormatWav, speech.MP3: types.MediaFormatMp3, speech.MP4: types.MediaFormatMp4,
	speech.WebM: types.MediaFormatWebm, speech.Ogg: types.MediaFormatOgg, speech.FLAC: types.MediaFormatFlac,
}

// Output is a job's transcript as ParseOutput reads it.
type Output struct {
	Text  string
	Words []speech.Word
	// Turns are the speakers' turns, only when the job told speakers apart.
	Turns []Turn
	// DurationSeconds is the end of the last word: Transcribe does not
	// report the recording's length.
	DurationSeconds float64
}

// Turn is a stretch spoken by one speaker ("spk_0", "spk_1").
type Turn struct {
	Speaker    string
	Start, End float64
	Text       string
	Words      []speech.Word
}

// output is the transcript JSON a job writes: the text, the items (each a
// pronounced word with its times, or a punctuation mark), and with speaker
// labels the speaker of each item or the segments that say it.
type output struct {
	Results struct {
		Transcripts []struct {
			Transcript string `json:"transcript"`
		} `json:"transcripts"`
		SpeakerLabels *struct {
			Segments []struct {
				Speaker   string `json:"speaker_label"`
				StartTime string `json:"start_time"`
				EndTime   string `json:"end_time"`
			} `json:"segments"`
		} `json:"speaker_labels"`
		Items []struct {
			Type         string `json:"type"` // "pronunciation" or "punctuation"
			StartTime    string `json:"start_time"`
			EndTime      string `json:"end_time"`
			Speaker      string `json:"speaker_label"`
			Alternatives []struct {
				Content string `json:"content"`
			} `json:"alternatives"`
		} `json:"items"`
	} `json:"results"`
}

// ParseOutput reads a job's output. Each word goes to the turn of its
// speaker (its own label, or the segment its start falls in); punctuation
// joins the word before it. Unreadable output is speech.ServiceDown.
func ParseOutput(raw []byte) (Output, error) {
	var o output
	if err := json.Unmarshal(raw, &o); err != nil {
		return Output{}, speech.ServiceDown(fmt.Errorf("%s: transcript: %w", Provider, err))
	}
	t := Output{Words: []speech.Word{}}
	if len(o.Results.Transcripts) > 0 {
		t.Text = strings.TrimSpace(o.Results.Transcripts[0].Transcript)
	}
	type span struct {
		speaker    string
		start, end float64
	}
	var segments []span
	if sl := o.Results.SpeakerLabels; sl != nil {
		for _, s := range sl.Segments {
			start, err1 := strconv.ParseFloat(s.StartTime, 64)
			end, err2 := strconv.ParseFloat(s.EndTime, 64)
			if err := errors.Join(err1, err2); err != nil {
				return Output{}, speech.ServiceDown(fmt.Errorf("%s: segment times: %w", Provider, err))
			}
			segments = append(segments, span{s.Speaker, start, end})
		}
	}
	speakerAt := func(at float64) string {
		for _, s := range segments {
			if at >= s.start && at < s.end {
				return s.speaker
			}
		}
		return ""
	}
	labelled := o.Results.SpeakerLabels != nil
	for _, it := range o.Results.Items {
		if len(it.Alternatives) == 0 {
			continue
		}
		content := it.Alternatives[0].Content
		if it.Type != "pronunciation" {
			if n := len(t.Turns); n > 0 {
				t.Turns[n-1].Text += content
			}
			continue
		}
		start, err1 := strconv.ParseFloat(it.StartTime, 64)
		end, err2 := strconv.ParseFloat(it.EndTime, 64)
		if err := errors.Join(err1, err2); err != nil {
			return Output{}, speech.ServiceDown(fmt.Errorf("%s: word times: %w", Provider, err))
		}
		w := speech.Word{Word: content, Start: start, End: end}
		t.Words = append(t.Words, w)
		t.DurationSeconds = max(t.DurationSeconds, end)
		if !labelled {
			continue
		}
		speaker := it.Speaker
		if speaker == "" {
			speaker = speakerAt(start)
		}
		if n := len(t.Turns); n > 0 && t.Turns[n-1].Speaker == speaker {
			last := &t.Turns[n-1]
			last.End, last.Text, last.Words = end, last.Text+" "+content, append(last.Words, w)
			continue
		}
		t.Turns = append(t.Turns, Turn{Speaker: speaker, Start: start, End: end, Text: content, Words: []speech.Word{w}})
	}
	return t, nil
}
