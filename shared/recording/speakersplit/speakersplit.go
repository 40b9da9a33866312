// Package speakersplit tells the two sides of a call apart by their voices'
// pitch, for a transcriber that does not (the local pocketsphinx; Amazon
// Transcribe labels speakers itself). The call is cut into utterances at
// the pauses between recognised words, each utterance's fundamental
// frequency is measured (autocorrelation over its voiced frames), and the
// utterances fall into two groups when their pitches form two clearly
// separate clusters, as a man's and a woman's voice do. Two voices of
// similar pitch are not told apart: then there are no turns, and the call's
// speaker metrics are left out rather than guessed.
package speakersplit

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/speech"
)

// Tuning, measured on flite's voices and pocketsphinx's word times.
const (
	// utteranceGap: a pause this long between two words starts a new
	// utterance (a speaker may change there).
	utteranceGap = 0.45
	// minRatio is how much higher the higher group's pitch must be.
	minRatio = 1.3
	// minShare is the least share of the speaking time each side must
	// have for a split to be believed.
	minShare = 0.1
	// minSeparation is the gap between the groups' log-pitches over the
	// sum of their spreads.
	minSeparation = 1.5
)

// Split converts the call to 16 kHz mono PCM with ffmpeg and returns its
// turns, or none when two voices are not clearly there.
func Split(ctx context.Context, audio []byte, words []recording.Word) ([]callrecording.Turn, error) {
	if len(words) == 0 {
		return nil, nil
	}
	dir, err := os.MkdirTemp("", "speakersplit-")
	if err != nil {
		return nil, fmt.Errorf("speakersplit: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	path, err := speech.Convert(ctx, audio, dir)
	if err != nil {
		return nil, err
	}
	wav, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("speakersplit: %w", err)
	}
	samples, err := pcm(wav)
	if err != nil {
		return nil, err
	}
	return Turns(samples, 16000, words), nil
}

// pcm reads the samples of a 16-bit mono PCM WAV.
func pcm(b []byte) ([]float64, error) {
	for i := 12; i+8 <= len(b); {
		id, size := string(b[i:i+4]), int(binary.LittleEndian.Uint32(b[i+4:i+8]))
		body := i + 8
		if id == "data" {
			data := b[body:min(len(b), body+size)]
			out := make([]float64, len(data)/2)
			for j := range out {
				out[j] = float64(int16(binary.LittleEndian.Uint16(data[2*j:]))) / 32768
			}
			return out, nil
		}
		i = body + size + size%2
	}
	return nil, errors.New("speakersplit: no PCM data")
}

// utterance is a run of words without a long pause, and its pitch.
type utterance struct {
	words      []recording.Word
	start, end float64
	pitch      float64 // Hz; 0: not measured (too little voicing)
	group      int
}

// Turns labels the utterances of words (times in seconds into samples at
// rate) with two speakers, "spk_0" for the one who speaks first, or returns
// nil when their pitches do not split in two.
func Turns(samples []float64, rate int, words []recording.Word) []callrecording.Turn {
	var utts []utterance
	for _, w := range words {
		if n := len(utts); n > 0 && w.Start-utts[n-1].end < utteranceGap {
			utts[n-1].words = append(utts[n-1].words, w)
			utts[n-1].end = max(utts[n-1].end, w.End)
			continue
		}
		utts = append(utts, utterance{words: []recording.Word{w}, start: w.Start, end: w.End})
	}
	if len(utts) < 2 {
		return nil
	}
	low := decimate(samples)
	lowRate := float64(rate) / 2
	var measured []int
	for i := range utts {
		utts[i].pitch = pitch(low, lowRate, utts[i].start, utts[i].end)
		if utts[i].pitch > 0 {
			measured = append(measured, i)
		}
	}
	if len(measured) < 2 {
		return nil
	}
	// The best split of the log-pitches in two (exact in one dimension:
	// sorted, at every boundary), weighted by each utterance's length.
	slices.SortFunc(measured, func(a, b int) int { return cmpFloat(utts[a].pitch, utts[b].pitch) })
	best, bestCost := -1, math.Inf(1)
	for k := 1; k < len(measured); k++ {
		_, _, c1 := stats(utts, measured[:k])
		_, _, c2 := stats(utts, measured[k:])
		if c := c1 + c2; c < bestCost {
			best, bestCost = k, c
		}
	}
	m1, sd1, _ := stats(utts, measured[:best])
	m2, sd2, _ := stats(utts, measured[best:])
	var t1, t2 float64
	for _, i := range measured[:best] {
		t1 += utts[i].end - utts[i].start
	}
	for _, i := range measured[best:] {
		t2 += utts[i].end - utts[i].start
	}
	if math.Exp(m2-m1) < minRatio || (m2-m1) < minSeparation*(sd1+sd2) || min(t1, t2)/(t1+t2) < minShare {
		return nil
	}
	for _, i := range measured[best:] {
		utts[i].group = 1
	}
	// An utterance without a pitch of its own goes with the one before it
	// (or, first, with the next measured one).
	for i := range utts {
		if utts[i].pitch > 0 {
			continue
		}
		switch {
		case i > 0:
			utts[i].group = utts[i-1].group
		default:
			for j := range utts {
				if utts[j].pitch > 0 {
					utts[i].group = utts[j].group
					break
				}
			}
		}
	}
	first := utts[0].group
	turns := make([]callrecording.Turn, len(utts))
	for i, u := range utts {
		text := make([]string, len(u.words))
		for j, w := range u.words {
			text[j] = w.Word
		}
		speaker := "spk_0"
		if u.group != first {
			speaker = "spk_1"
		}
		turns[i] = callrecording.Turn{Speaker: speaker, Start: u.start, End: u.end, Text: strings.Join(text, " "), Words: u.words}
	}
	return turns
}

// stats are the weighted mean and spread of the log-pitches of utts[idx],
// and their weighted sum of squares about the mean.
func stats(utts []utterance, idx []int) (mean, sd, cost float64) {
	var w, sum float64
	for _, i := range idx {
		d := utts[i].end - utts[i].start
		w += d
		sum += d * math.Log(utts[i].pitch)
	}
	if w == 0 {
		return 0, 0, 0
	}
	mean = sum / w
	for _, i := range idx {
		d := math.Log(utts[i].pitch) - mean
		cost += (utts[i].end - utts[i].start) * d * d
	}
	return mean, math.Sqrt(cost / w), cost
}

// decimate halves the sample rate (pairs averaged: enough below 4 kHz for
// a voice's pitch).
func decimate(x []float64) []float64 {
	out := make([]float64, len(x)/2)
	for i := range out {
		out[i] = (x[2*i] + x[2*i+1]) / 2
	}
	return out
}

// Pitch search range and frames.
const (
	minF0      = 70.0
	maxF0      = 350.0
	frameSecs  = 0.04
	hopSecs    = 0.03
	voicedCorr = 0.6
)

// pitch is the median fundamental frequency of the voiced frames of x
// (at rate) between start and end seconds, or 0 with fewer than five.
func pitch(x []float64, rate, start, end float64) float64 {
	frame, hop := int(frameSecs*rate), int(hopSecs*rate)
	minLag, maxLag := int(rate/maxF0), int(rate/minF0)
	from, to := max(0, int(start*rate)), min(len(x), int(end*rate))
	if to-from < frame+maxLag {
		return 0
	}
	// Frames quieter than a tenth of the utterance's loudest are not speech.
	var peak float64
	energy := func(seg []float64) float64 {
		var e float64
		for _, v := range seg {
			e += v * v
		}
		return e
	}
	for i := from; i+frame+maxLag <= to; i += hop {
		peak = max(peak, energy(x[i:i+frame]))
	}
	var f0s []float64
	corr := make([]float64, maxLag+1)
	for i := from; i+frame+maxLag <= to; i += hop {
		seg := x[i : i+frame]
		e0 := energy(seg)
		if e0 < peak*0.1 || e0 == 0 {
			continue
		}
		best := 0.0
		for lag := minLag; lag <= maxLag; lag++ {
			var num, e1 float64
			other := x[i+lag : i+lag+frame]
			for k, v := range seg {
				num += v * other[k]
				e1 += other[k] * other[k]
			}
			corr[lag] = 0
			if e1 > 0 {
				corr[lag] = num / math.Sqrt(e0*e1)
			}
			best = max(best, corr[lag])
		}
		if best < voicedCorr {
			continue
		}
		// The shortest lag nearly as good as the best: a multiple of the
		// period correlates as well, and would halve the pitch.
		for lag := minLag; lag <= maxLag; lag++ {
			if corr[lag] >= 0.9*best && (lag == maxLag || corr[lag] >= corr[lag+1]) {
				f0s = append(f0s, rate/float64(lag))
				break
			}
		}
	}
	if len(f0s) < 5 {
		return 0
	}
	slices.Sort(f0s)
	return f0s[len(f0s)/2]
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
