package lambdaedge

import (
	"math"
	"runtime/debug"
	"testing"
)

// tuneGC sets GOGC and a soft memory limit from the function's memory,
// unless the environment sets them.
func TestTuneGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	for _, c := range []struct {
		name    string
		env     map[string]string
		percent int
		limit   int64
	}{
		{"lambda", map[string]string{"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512"}, gcPercent, 384 << 20},
		{"no memory size", map[string]string{}, gcPercent, math.MaxInt64},
		{"GOGC set", map[string]string{"GOGC": "100", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512"}, 100, 384 << 20},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512"}, gcPercent, math.MaxInt64},
	} {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		tuneGC(func(k string) string { return c.env[k] })
		if p := debug.SetGCPercent(100); p != c.percent {
			t.Errorf("%s: GOGC %d, want %d", c.name, p, c.percent)
		}
		if l := debug.SetMemoryLimit(-1); l != c.limit {
			t.Errorf("%s: memory limit %d, want %d", c.name, l, c.limit)
		}
	}
}
