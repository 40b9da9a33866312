package safety_test

import (
	"fmt"
	"strings"
	"testing"

	"pitchperfect/shared/safety"
)

var benchPitch = strings.Repeat("Hi Sarah, our platform cuts onboarding time by 40% and integrates with Salesforce. Pretend you're my buyer; would Tuesday work for a demo? ", 15)

// variants returns 1024 texts of n characters that differ in their first
// words.
func variants(n int) []string {
	base := strings.Repeat(benchPitch, 1+n/len(benchPitch))
	out := make([]string, 1024)
	for i := range out {
		out[i] = (fmt.Sprintf("Take %d. ", i) + base)[:n]
	}
	return out
}

func BenchmarkDetectInjection2k(b *testing.B) {
	texts := variants(2000)
	for i := 0; i < b.N; i++ {
		safety.DetectInjection(texts[i%len(texts)])
	}
}

func BenchmarkDetectInjection10k(b *testing.B) {
	texts := variants(10000)
	for i := 0; i < b.N; i++ {
		safety.DetectInjection(texts[i%len(texts)])
	}
}

func BenchmarkGuardRoleplayInput(b *testing.B) {
	texts := variants(1000)
	for i := 0; i < b.N; i++ {
		safety.GuardRoleplayInput(texts[i%len(texts)], false)
	}
}
