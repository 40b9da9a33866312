package coach

// wordTable is a read-only string-keyed table for the lookups made at every
// token (a word's flags, its lexicon entries): open addressing on an FNV-1a
// hash of the word, which for short words is several times cheaper than a
// Go map's lookup. It is built once from a map and never changes.
type wordTable[V any] struct {
	keys []string
	vals []V
	used []bool
	mask uint32
}

func newWordTable[V any](m map[string]V) *wordTable[V] {
	n := uint32(8)
	for n < uint32(4*len(m)) { // at most a quarter full: short probes
		n *= 2
	}
	t := &wordTable[V]{keys: make([]string, n), vals: make([]V, n), used: make([]bool, n), mask: n - 1}
	for k, v := range m {
		i := wordHash(k) & t.mask
		for t.used[i] {
			i = (i + 1) & t.mask
		}
		t.keys[i], t.vals[i], t.used[i] = k, v, true
	}
	return t
}

func wordHash(w string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(w); i++ {
		h ^= uint32(w[i])
		h *= 16777619
	}
	return h
}

// get is m[w] of the map the table was built from.
func (t *wordTable[V]) get(w string) (V, bool) {
	i := wordHash(w) & t.mask
	for t.used[i] {
		if t.keys[i] == w {
			return t.vals[i], true
		}
		i = (i + 1) & t.mask
	}
	var zero V
	return zero, false
}
