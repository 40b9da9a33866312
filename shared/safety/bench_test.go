package safety_test

import (
	"strings"
	"testing"

	"pitchperfect/shared/safety"
)

var benchPitch = strings.Repeat("Hi Sarah, our platform cuts onboarding time by 40% and integrates with Salesforce. Pretend you're my buyer; would Tuesday work for a demo? ", 15)

func BenchmarkDetectInjection2k(b *testing.B) {
	s := benchPitch[:2000]
	for i := 0; i < b.N; i++ {
		safety.DetectInjection(s)
	}
}

func BenchmarkDetectInjection10k(b *testing.B) {
	s := strings.Repeat(benchPitch, 5)[:10000]
	for i := 0; i < b.N; i++ {
		safety.DetectInjection(s)
	}
}

func BenchmarkGuardRoleplayInput(b *testing.B) {
	s := benchPitch[:1000]
	for i := 0; i < b.N; i++ {
		safety.GuardRoleplayInput(s, false)
	}
}
