package text

import "slices"

// GateSet tests many gates on one text in a single pass: every literal of
// every gate's clauses is looked for once (by its first two, three or
// four bytes), and
// each gate's clauses are then answered from the literals found. For a
// text run through dozens of gates it replaces dozens of scans with one.
type GateSet struct {
	// gate holds, by the number of each gate of the set less base, its
	// clauses as the words of found they test (nil for a gate outside the
	// set, and for one without clauses: neither is ruled out)
	gate [][]clauseBits
	base int32
	lits []string
	one  [256][]int // one-byte literals by their byte
	// oneAny has a bit per byte that is a literal
	oneAny [4]uint64
	// start marks, by a literal's first two bytes (as a little-endian
	// word), whether a literal of two (1), three (2) or of four bytes or
	// more (4) starts with them: most places of a text are passed on one
	// look-up
	start [1 << 16]uint8
	// has3 and has4 have a bit (by filterBit) per first three and four
	// bytes of a literal of three and of four bytes or more
	has3, has4 [1 << 16 / 64]uint64
	// the literals of two, three, four to seven and of eight bytes or more,
	// each table by a hash of their first two, three, four and eight bytes:
	// the entries of bucket b are ents[at[b]:at[b+1]] (the long literals
	// apart, so that the many that share a start, "the " or "your ", are
	// not each compared at every "the " of a text)
	by2, by3, by4, by8 litTable
	n                  int // the number of literals
}

// clauseBits is a clause of a gate in a GateSet: it holds when one of its
// words has a bit of found (a literal of the clause) set.
type clauseBits []litWord

// litWord is some literals of a clause: the bits m of found's word w.
type litWord struct {
	w int32
	m uint64
}

// litTable holds literals by a hash of their first bytes: the entries of
// bucket b are ents[at[b]:at[b+1]].
type litTable struct {
	at   [1<<tableBits + 1]uint16
	ents []litEnt
}

// litEnt is one literal of a litTable: its first 8 bytes (little-endian,
// zero-padded), its number, and its length up to 9 (9 standing for longer
// than 8: the rest is compared too).
type litEnt struct {
	pre uint64
	id  int32
	n   uint8
}

// tableBits is the number of hash bits of each litTable.
const tableBits = 10

// lenMask is the mask of the first n bytes of a word, n up to 8 (and 9).
var lenMask = [10]uint64{0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff, 0xffffffffffff, 0xffffffffffffff, ^uint64(0), ^uint64(0)}

// hashLit buckets a word's first bytes (masked by the caller).
func hashLit(w uint64) uint32 { return uint32(w*0x9E3779B97F4A7C15>>32) >> (32 - tableBits) }

func newLitTable(n int, lits []string, ids []int) litTable {
	var t litTable
	t.ents = make([]litEnt, len(ids))
	for _, id := range ids {
		p, _ := word8(lits[id])
		t.at[hashLit(p&lenMask[n])+1]++
	}
	for b := 1; b < len(t.at); b++ {
		t.at[b] += t.at[b-1]
	}
	next := t.at
	for _, id := range ids {
		l := lits[id]
		p, _ := word8(l)
		b := hashLit(p & lenMask[n])
		t.ents[next[b]] = litEnt{pre: p, id: int32(id), n: uint8(min(len(l), 9))}
		next[b]++
	}
	return t
}

// NewGateSet collects the literals of gs.
func NewGateSet(gs ...*Gated) *GateSet {
	s := &GateSet{}
	num := map[string]int{}
	lo, hi := int32(0), int32(-1)
	for _, g := range gs {
		if lo == 0 || g.seq < lo {
			lo = g.seq
		}
		hi = max(hi, g.seq)
	}
	s.base = lo
	s.gate = make([][]clauseBits, max(0, hi-lo+1))
	for _, g := range gs {
		var cs []clauseBits
		for _, c := range g.clauses {
			var ws clauseBits
			for _, l := range c {
				id, ok := num[l]
				if !ok {
					id = len(s.lits)
					num[l] = id
					s.lits = append(s.lits, l)
				}
				w, m := int32(id/64), uint64(1)<<(id%64)
				if k := slices.IndexFunc(ws, func(x litWord) bool { return x.w == w }); k >= 0 {
					ws[k].m |= m
				} else {
					ws = append(ws, litWord{w, m})
				}
			}
			cs = append(cs, ws)
		}
		s.gate[g.seq-lo] = cs
	}
	s.n = len(s.lits)
	var two, three, four, eight []int
	for id, l := range s.lits {
		switch {
		case len(l) == 1:
			s.one[l[0]] = append(s.one[l[0]], id)
			s.oneAny[l[0]/64] |= 1 << (l[0] % 64)
			continue
		case len(l) == 2:
			two = append(two, id)
			s.start[uint16(l[0])|uint16(l[1])<<8] |= 1
		case len(l) == 3:
			three = append(three, id)
			s.start[uint16(l[0])|uint16(l[1])<<8] |= 2
			setBit(&s.has3, filterBit(uint64(l[0])|uint64(l[1])<<8|uint64(l[2])<<16))
		default: // (has4 marks the starts of the long ones too)
			s.start[uint16(l[0])|uint16(l[1])<<8] |= 4
			if len(l) < 8 {
				four = append(four, id)
			} else {
				eight = append(eight, id)
			}
			setBit(&s.has4, filterBit(uint64(l[0])|uint64(l[1])<<8|uint64(l[2])<<16|uint64(l[3])<<24))
		}
	}
	s.by2 = newLitTable(2, s.lits, two)
	s.by3 = newLitTable(3, s.lits, three)
	s.by4 = newLitTable(4, s.lits, four)
	s.by8 = newLitTable(8, s.lits, eight)
	return s
}

// filterBit is the bit of a literal's first bytes w in has3 or has4.
func filterBit(w uint64) uint32 { return uint32(w * 0x9E3779B97F4A7C15 >> 48) }

func setBit(f *[1 << 16 / 64]uint64, b uint32) { f[b/64] |= 1 << (b % 64) }

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
	return s.ScanInto(text, nil)
}

// ScanInto is Scan, keeping the hits in buf when it has room (HitWords
// words); the Hits are valid while buf is not reused.
func (s *GateSet) ScanInto(text string, buf []uint64) Hits {
	nw := s.HitWords()
	if cap(buf) < nw {
		buf = make([]uint64, nw)
	}
	buf = buf[:nw]
	clear(buf)
	h := Hits{set: s, found: buf}
	found := h.found
	k := GateKey(text)
	lits := s.lits
	for i := 0; i < len(k); i++ {
		c := k[i]
		if s.oneAny[c/64]&(1<<(c%64)) != 0 {
			for _, id := range s.one[c] {
				found[id/64] |= 1 << (id % 64)
			}
		}
		if i+1 == len(k) {
			break
		}
		st := s.start[uint16(c)|uint16(k[i+1])<<8]
		if st == 0 {
			continue
		}
		var w uint64
		if i+8 <= len(k) {
			b := k[i : i+8] // (one load: the bytes are in range)
			w = uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
				uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		} else {
			w, _ = word8(k[i:])
		}
		if st&1 != 0 {
			b := hashLit(w & 0xffff)
			for _, e := range s.by2.ents[s.by2.at[b]:s.by2.at[b+1]] {
				if w&lenMask[e.n] == e.pre {
					found[e.id/64] |= 1 << (e.id % 64)
				}
			}
		}
		if f := filterBit(w & 0xffffff); st&2 != 0 && s.has3[f/64]&(1<<(f%64)) != 0 {
			b := hashLit(w & 0xffffff)
			for _, e := range s.by3.ents[s.by3.at[b]:s.by3.at[b+1]] {
				if w&lenMask[e.n] == e.pre {
					found[e.id/64] |= 1 << (e.id % 64)
				}
			}
		}
		if f := filterBit(w & 0xffffffff); st&4 == 0 || s.has4[f/64]&(1<<(f%64)) == 0 {
			continue
		}
		b := hashLit(w & 0xffffffff)
		for _, e := range s.by4.ents[s.by4.at[b]:s.by4.at[b+1]] {
			if w&lenMask[e.n] == e.pre {
				found[e.id/64] |= 1 << (e.id % 64)
			}
		}
		if len(k)-i < 8 {
			continue
		}
		b = hashLit(w)
		for _, e := range s.by8.ents[s.by8.at[b]:s.by8.at[b+1]] {
			if w != e.pre {
				continue
			}
			// (a literal of 8 bytes is found; a longer one has its first 8
			// here, and so fits if the text is long enough)
			if e.n > 8 {
				if l := lits[e.id]; len(l) > len(k)-i || k[i+8:i+len(l)] != l[8:] {
					continue
				}
			}
			found[e.id/64] |= 1 << (e.id % 64)
		}
	}
	return h
}

// HitWords is the length of the buffer ScanInto keeps a text's hits in.
func (s *GateSet) HitWords() int { return (s.n + 63) / 64 }

// May reports whether g passes its gate on the scanned text, as
// g.MayMatch would; a gate not in the set is not ruled out.
func (h Hits) May(g *Gated) bool {
	k := int(g.seq - h.set.base)
	if k < 0 || k >= len(h.set.gate) {
		return true
	}
	for _, c := range h.set.gate[k] {
		any := false
		for _, lw := range c {
			if h.found[lw.w]&lw.m != 0 {
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
