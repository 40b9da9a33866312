package text

import (
	"strings"
	"testing"
)

var benchText = strings.Repeat("Thanks for the time, Dr. Shah. Your twelve clinics lose about 18% of appointments to no-shows; "+
	"at $120 a visit that's $9,000 a month. Could we book 20 minutes at 10:30 on Thursday? I don't want to guess… ", 10)

func BenchmarkWords(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Words(benchText)
	}
}

func BenchmarkSentences(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		EachSentence(benchText, func(Sentence) { n++ })
	}
}
