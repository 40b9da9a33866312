package text

// GateSet tests many gates on one text in a single pass: every literal of
// every gate's clauses is looked for once (by its first two bytes), and
// each gate's clauses are then answered from the literals found. For a
// text run through dozens of gates it replaces dozens of scans with one.
type GateSet struct {
	gate   map[*Gated][][]int // a gate's clauses, as literal numbers
	lits   []string
	pre    []uint64   // each literal's first 8 bytes (little-endian, zero-padded)
	mask   []uint64   // the bits of pre the literal has
	one    [256][]int // one-byte literals by their byte
	at     [setBuckets + 1]int32
	byPair []int // literal numbers (two bytes or more), by bucket of their first two
}

const setBuckets = 1 << 12

func pairBucket(a, b byte) int { return (int(a)*131 + int(b)) & (setBuckets - 1) }

// NewGateSet collects the literals of gs.
func NewGateSet(gs ...*Gated) *GateSet {
	s := &GateSet{gate: make(map[*Gated][][]int, len(gs))}
	num := map[string]int{}
	for _, g := range gs {
		var cs [][]int
		for _, c := range g.clauses {
			var ids []int
			for _, l := range c {
				id, ok := num[l]
				if !ok {
					id = len(s.lits)
					num[l] = id
					s.lits = append(s.lits, l)
				}
				ids = append(ids, id)
			}
			cs = append(cs, ids)
		}
		s.gate[g] = cs
	}
	for _, l := range s.lits {
		p, m := word8(l)
		s.pre, s.mask = append(s.pre, p), append(s.mask, m)
	}
	var count [setBuckets]int32
	for id, l := range s.lits {
		if len(l) == 1 {
			s.one[l[0]] = append(s.one[l[0]], id)
		} else {
			count[pairBucket(l[0], l[1])]++
		}
	}
	for b := range setBuckets {
		s.at[b+1] = s.at[b] + count[b]
	}
	s.byPair = make([]int, s.at[setBuckets])
	next := s.at
	for id, l := range s.lits {
		if len(l) > 1 {
			b := pairBucket(l[0], l[1])
			s.byPair[next[b]] = id
			next[b]++
		}
	}
	return s
}

// word8 is s's first 8 bytes as a little-endian word, zero-padded, and
// the mask of the bytes s has.
func word8(s string) (w, mask uint64) {
	if len(s) >= 8 {
		return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56, ^uint64(0)
	}
	for i := len(s) - 1; i >= 0; i-- {
		w = w<<8 | uint64(s[i])
		mask = mask<<8 | 0xff
	}
	return w, mask
}

// Hits are the literals of a GateSet found in one text.
type Hits struct {
	set   *GateSet
	found []uint64
}

// Scan finds the set's literals in s (compared by case orbit, as MayMatch
// does).
func (s *GateSet) Scan(text string) Hits {
	h := Hits{set: s, found: make([]uint64, (len(s.lits)+63)/64)}
	k := GateKey(text)
	for i := 0; i < len(k); i++ {
		for _, id := range s.one[k[i]] {
			h.found[id/64] |= 1 << (id % 64)
		}
		if i+1 == len(k) {
			break
		}
		b := pairBucket(k[i], k[i+1])
		ids := s.byPair[s.at[b]:s.at[b+1]]
		if len(ids) == 0 {
			continue
		}
		w, _ := word8(k[i:])
		for _, id := range ids {
			if w&s.mask[id] != s.pre[id] {
				continue
			}
			// (a literal of 8 bytes or fewer is found; a longer one has its
			// first 8 here, and so fits if the text is long enough)
			if l := s.lits[id]; len(l) <= 8 || len(l) <= len(k)-i && k[i+8:i+len(l)] == l[8:] {
				h.found[id/64] |= 1 << (id % 64)
			}
		}
	}
	return h
}

// May reports whether g passes its gate on the scanned text, as
// g.MayMatch would; a gate not in the set is not ruled out.
func (h Hits) May(g *Gated) bool {
	cs, ok := h.set.gate[g]
	if !ok {
		return true
	}
	for _, c := range cs {
		any := false
		for _, id := range c {
			if h.found[id/64]&(1<<(id%64)) != 0 {
				any = true
				break
			}
		}
		if !any {
			return false
		}
	}
	return true
}

// FindStringIndex is g.FindStringIndex(s) for the text h was scanned from.
func (h Hits) FindStringIndex(g *Gated, s string) []int {
	if !h.May(g) {
		return nil
	}
	return g.Regexp.FindStringIndex(s)
}

// MatchString is g.MatchString(s) for the text h was scanned from.
func (h Hits) MatchString(g *Gated, s string) bool {
	return h.May(g) && g.Regexp.MatchString(s)
}
