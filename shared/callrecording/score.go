package callrecording

import (
	"math"
	"strings"

	"pitchperfect/shared/coach"
	"pitchperfect/shared/recording"
)

// score fills r's transcript and scorecard from t.
//
// The coach analyses the rep's words as a spoken pitch: with the speakers
// told apart, the rep is the one who speaks first (the caller of an
// outbound call), and only the rep's turns are analysed, on a timeline
// without the other side's turns (so the buyer's answers count neither as
// the rep's pauses nor in the rep's pace); otherwise the whole call is.
//
// The scorecard maps the coach's five categories onto the spec's four:
// clarity and confidence are the coach's own; handling is its objection
// handling (without a buyer's line to answer, how well the rep pre-empts
// the likely objection); vocabulary, the words the rep chose, is the mean
// of its persuasiveness (value in the buyer's terms, proof, "you" over
// "we") and its tone (no pressure, overclaiming or empty flattery). The
// score is the overall score over ten, to one decimal. The metrics add the
// call's: questions asked, fillers per minute and pace from the coach, a
// next step agreed when the coach found a concrete one, and with the
// speakers the rep's share of the talking and longest monologue.
func score(r recording.CallRecording, t Transcript) recording.CallRecording {
	r.Transcript, r.Words = strings.TrimSpace(t.Text), t.Words
	in := coach.Input{Text: r.Transcript, Mode: coach.ModeVoice, DurationSeconds: r.DurationSeconds, Words: timings(t.Words)}
	metrics := recording.Metrics{}
	if turns := merge(t.Turns); speakers(turns) >= 2 {
		r.Speakers = make([]recording.Turn, len(turns))
		for i, tn := range turns {
			r.Speakers[i] = recording.Turn{Speaker: tn.Speaker, Start: round2(tn.Start), End: round2(tn.End)}
		}
		rep := turns[0].Speaker
		var texts []string
		var words []coach.WordTiming
		var repTime, total, longest, cursor float64
		for _, tn := range turns {
			d := tn.End - tn.Start
			total += d
			if tn.Speaker != rep {
				continue
			}
			repTime += d
			longest = max(longest, d)
			shift := tn.Start - cursor
			for _, w := range tn.Words {
				words = append(words, coach.WordTiming{Word: w.Word, Start: w.Start - shift, End: w.End - shift})
			}
			cursor += d
			texts = append(texts, strings.TrimSpace(tn.Text))
		}
		in.Text, in.Words, in.DurationSeconds = strings.Join(texts, " "), words, repTime
		if total > 0 {
			ratio := round2(repTime / total)
			metrics.TalkRatio = &ratio
		}
		mono := round2(longest)
		metrics.LongestMonologueSeconds = &mono
	}
	a := coach.Analyze(in)
	metrics.WordsPerMinute = a.Metrics.WordsPerMinute
	metrics.FillersPerMinute = a.Metrics.FillersPerMinute
	metrics.QuestionsAsked = a.Metrics.QuestionCount
	metrics.NextStepAgreed = a.Metrics.NextStep == "concrete"
	c := a.Categories
	r.Categories = &recording.Categories{
		Clarity:    c.Clarity.Score,
		Confidence: c.Confidence.Score,
		Handling:   c.ObjectionHandling.Score,
		Vocabulary: int(math.Round(float64(c.Persuasiveness.Score+c.Tone.Score) / 2)),
	}
	r.Metrics = &metrics
	r.Score = float64(a.OverallScore) / 10
	if len(a.Strengths) > 0 {
		r.TopStrength = a.Strengths[0].Description
	}
	if len(a.Improvements) > 0 {
		r.TopImprovement = a.Improvements[0].Description
	}
	r.DurationSeconds = round2(r.DurationSeconds)
	r.Analysis = &a
	return r
}

func timings(words []recording.Word) []coach.WordTiming {
	out := make([]coach.WordTiming, len(words))
	for i, w := range words {
		out[i] = coach.WordTiming{Word: w.Word, Start: w.Start, End: w.End}
	}
	return out
}

// merge joins each run of turns of one speaker into one turn.
func merge(turns []Turn) []Turn {
	var out []Turn
	for _, tn := range turns {
		if tn.End <= tn.Start {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Speaker == tn.Speaker {
			last := &out[n-1]
			last.End = max(last.End, tn.End)
			last.Text = strings.TrimSpace(last.Text + " " + tn.Text)
			last.Words = append(last.Words, tn.Words...)
			continue
		}
		tn.Words = append([]recording.Word(nil), tn.Words...)
		out = append(out, tn)
	}
	return out
}

// speakers counts the distinct speakers of turns.
func speakers(turns []Turn) int {
	seen := map[string]bool{}
	for _, tn := range turns {
		seen[tn.Speaker] = true
	}
	return len(seen)
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }
