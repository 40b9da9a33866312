// Package audiolen tells how long a recording plays from its container's own
// bookkeeping, in pure Go and without decoding it: a WAV's data size and
// byte rate, an MP4's movie header, an Ogg stream's last granule position, a
// FLAC stream's sample count, an MP3's Xing/VBRI frame count (or its bit rate
// for constant-rate files), an ADTS AAC stream's frames, and a WebM's
// declared duration (or, for a browser recording that declares none, the
// time of its last block). It lets a Lambda without ffmpeg refuse a call
// that is too long before paying to transcribe it. A container that does not
// say, or bytes it cannot read, give ok false: the caller decides then.
package audiolen

import (
	"bytes"
	"encoding/binary"
	"math"
)

// Duration is how many seconds data plays, and whether its container said.
func Duration(data []byte) (seconds float64, ok bool) {
	switch {
	case len(data) >= 12 && string(data[0:4]) == "RIFF" && string(data[8:12]) == "WAVE":
		return wav(data)
	case len(data) >= 12 && string(data[4:8]) == "ftyp":
		return mp4(data)
	case bytes.HasPrefix(data, []byte("OggS")):
		return ogg(data)
	case bytes.HasPrefix(data, []byte("fLaC")):
		return flac(data)
	case bytes.HasPrefix(data, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return webm(data)
	case len(data) >= 2 && data[0] == 0xFF && data[1]&0xF6 == 0xF0:
		return adts(data)
	case bytes.HasPrefix(data, []byte("ID3")) || len(data) >= 4 && data[0] == 0xFF && data[1]&0xE0 == 0xE0:
		return mp3(data)
	}
	return 0, false
}

func good(s float64) (float64, bool) {
	if math.IsNaN(s) || math.IsInf(s, 0) || s < 0 {
		return 0, false
	}
	return s, true
}

// wav reads the fmt chunk's byte rate and the data chunk's size (or what
// is there of it).
func wav(b []byte) (float64, bool) {
	var byteRate uint32
	for i := 12; i+8 <= len(b); {
		id, size := string(b[i:i+4]), int64(binary.LittleEndian.Uint32(b[i+4:i+8]))
		body := int64(i + 8)
		switch {
		case id == "fmt " && body+12 <= int64(len(b)):
			byteRate = binary.LittleEndian.Uint32(b[body+8 : body+12])
		case id == "data":
			if byteRate == 0 {
				return 0, false
			}
			return good(float64(min(size, int64(len(b))-body)) / float64(byteRate))
		}
		next := body + size + size%2
		if next > int64(len(b)) {
			break
		}
		i = int(next)
	}
	return 0, false
}

// box is one ISO BMFF box: its type and body.
type box struct {
	typ  string
	body []byte
}

// boxes lists the boxes in b; a box that runs past b ends the list (a
// truncated file).
func boxes(b []byte) []box {
	var out []box
	for len(b) >= 8 {
		size := uint64(binary.BigEndian.Uint32(b[0:4]))
		typ, head := string(b[4:8]), uint64(8)
		switch size {
		case 1:
			if len(b) < 16 {
				return out
			}
			size, head = binary.BigEndian.Uint64(b[8:16]), 16
		case 0:
			size = uint64(len(b))
		}
		if size < head || size > uint64(len(b)) {
			return out
		}
		out = append(out, box{typ, b[head:size]})
		b = b[size:]
	}
	return out
}

// mp4 reads the movie header (moov/mvhd): duration over time scale.
func mp4(b []byte) (float64, bool) {
	for _, top := range boxes(b) {
		if top.typ != "moov" {
			continue
		}
		for _, c := range boxes(top.body) {
			if c.typ != "mvhd" || len(c.body) < 20 {
				continue
			}
			var scale uint32
			var dur uint64
			if c.body[0] == 1 {
				if len(c.body) < 32 {
					return 0, false
				}
				scale, dur = binary.BigEndian.Uint32(c.body[20:24]), binary.BigEndian.Uint64(c.body[24:32])
			} else {
				scale, dur = binary.BigEndian.Uint32(c.body[12:16]), uint64(binary.BigEndian.Uint32(c.body[16:20]))
			}
			// A fragmented file (as some browsers record) leaves it 0 or
			// all ones: it does not say.
			if scale == 0 || dur == 0 || dur == math.MaxUint32 || dur == math.MaxUint64 {
				return 0, false
			}
			return good(float64(dur) / float64(scale))
		}
	}
	return 0, false
}

// ogg reads the last page's granule position, in the stream's sample rate
// (Opus: always 48 kHz, less its pre-skip; Vorbis: its identification
// header's rate).
func ogg(b []byte) (float64, bool) {
	if len(b) < 28+19 {
		return 0, false
	}
	segs := int(b[26])
	first := 27 + segs
	if first >= len(b) {
		return 0, false
	}
	packet := b[first:]
	var rate float64
	var preSkip int64
	switch {
	case bytes.HasPrefix(packet, []byte("OpusHead")) && len(packet) >= 12:
		rate, preSkip = 48000, int64(binary.LittleEndian.Uint16(packet[10:12]))
	case bytes.HasPrefix(packet, []byte("\x01vorbis")) && len(packet) >= 16:
		rate = float64(binary.LittleEndian.Uint32(packet[12:16]))
	default:
		return 0, false
	}
	if rate == 0 {
		return 0, false
	}
	serial := binary.LittleEndian.Uint32(b[14:18])
	for i := len(b) - 27; i >= 0; i-- {
		i = bytes.LastIndex(b[:i+4], []byte("OggS"))
		if i < 0 || i+27 > len(b) {
			break
		}
		if b[i+4] != 0 || binary.LittleEndian.Uint32(b[i+14:i+18]) != serial {
			continue
		}
		g := int64(binary.LittleEndian.Uint64(b[i+6 : i+14]))
		if g < 0 { // -1: no packet ends on this page
			continue
		}
		return good(float64(max(g-preSkip, 0)) / rate)
	}
	return 0, false
}

// flac reads STREAMINFO: total samples over the sample rate.
func flac(b []byte) (float64, bool) {
	// "fLaC", a 4-byte block header, then STREAMINFO's 34 bytes.
	if len(b) < 8+18 || b[4]&0x7F != 0 {
		return 0, false
	}
	si := b[8:]
	rate := uint32(si[10])<<12 | uint32(si[11])<<4 | uint32(si[12])>>4
	total := uint64(si[13]&0x0F)<<32 | uint64(binary.BigEndian.Uint32(si[14:18]))
	if rate == 0 || total == 0 {
		return 0, false
	}
	return good(float64(total) / float64(rate))
}

var adtsRates = []float64{96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350}

// adts counts an ADTS AAC stream's frames (1024 samples each).
func adts(b []byte) (float64, bool) {
	var frames int
	var rate float64
	for i := 0; i+7 <= len(b); {
		if b[i] != 0xFF || b[i+1]&0xF6 != 0xF0 {
			break
		}
		idx := int(b[i+2]>>2) & 0x0F
		if idx >= len(adtsRates) {
			return 0, false
		}
		rate = adtsRates[idx]
		n := int(b[i+3]&0x03)<<11 | int(b[i+4])<<3 | int(b[i+5])>>5
		if n < 7 {
			break
		}
		frames++
		i += n
	}
	if frames == 0 {
		return 0, false
	}
	return good(float64(frames) * 1024 / rate)
}

// MPEG audio tables: bit rates (kb/s) of layer III by MPEG-1 and MPEG-2/2.5,
// sample rates by version.
var (
	mp3Rates1 = []int{0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320}
	mp3Rates2 = []int{0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160}
	mp3Sample = map[byte][]float64{3: {44100, 48000, 32000}, 2: {22050, 24000, 16000}, 0: {11025, 12000, 8000}}
)

// mp3 reads the first frame: a Xing/Info or VBRI header's frame count, or
// else (a constant-rate file) the size over the bit rate.
func mp3(b []byte) (float64, bool) {
	start := 0
	if bytes.HasPrefix(b, []byte("ID3")) && len(b) >= 10 {
		size := int(b[6]&0x7F)<<21 | int(b[7]&0x7F)<<14 | int(b[8]&0x7F)<<7 | int(b[9]&0x7F)
		start = 10 + size
		if b[5]&0x10 != 0 {
			start += 10 // footer
		}
	}
	// Find the first frame header within a little padding.
	for end := min(len(b)-4, start+4096); start < end; start++ {
		if b[start] == 0xFF && b[start+1]&0xE0 == 0xE0 {
			break
		}
	}
	if start+4 > len(b) {
		return 0, false
	}
	h := b[start : start+4]
	version := (h[1] >> 3) & 3 // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
	layer := (h[1] >> 1) & 3   // 1: layer III
	bi, si := int(h[2]>>4), int(h[2]>>2)&3
	rates, ok := mp3Sample[version]
	if layer != 1 || !ok || bi == 0 || bi == 15 || si == 3 {
		return 0, false
	}
	rate := rates[si]
	samples, kbps := 1152.0, mp3Rates1[bi]
	if version != 3 {
		samples, kbps = 576, mp3Rates2[bi]
	}
	mono := h[3]>>6 == 3
	side := map[bool]int{true: 32, false: 17}[version == 3 && !mono]
	if version != 3 {
		side = map[bool]int{true: 9, false: 17}[mono]
	}
	frame := b[start:]
	if x := 4 + side; len(frame) >= x+12 && (string(frame[x:x+4]) == "Xing" || string(frame[x:x+4]) == "Info") {
		if flags := binary.BigEndian.Uint32(frame[x+4 : x+8]); flags&1 != 0 {
			if n := binary.BigEndian.Uint32(frame[x+8 : x+12]); n > 0 {
				return good(float64(n) * samples / rate)
			}
		}
	}
	if len(frame) >= 36+18 && string(frame[36:40]) == "VBRI" {
		if n := binary.BigEndian.Uint32(frame[36+14 : 36+18]); n > 0 {
			return good(float64(n) * samples / rate)
		}
	}
	return good(float64(len(b)-start) * 8 / float64(kbps*1000))
}

// EBML element ids of WebM/Matroska that matter here.
const (
	idSegment       = 0x18538067
	idInfo          = 0x1549A966
	idTimecodeScale = 0x2AD7B1
	idDuration      = 0x4489
	idCluster       = 0x1F43B675
	idTimecode      = 0xE7
	idSimpleBlock   = 0xA3
	idBlockGroup    = 0xA0
	idBlock         = 0xA1
)

// ebmlID reads an element id (its marker bits kept) at b[0:].
func ebmlID(b []byte) (id uint32, n int, ok bool) {
	if len(b) == 0 || b[0] == 0 {
		return 0, 0, false
	}
	n = bitsLen(b[0])
	if n > 4 || len(b) < n {
		return 0, 0, false
	}
	for i := range n {
		id = id<<8 | uint32(b[i])
	}
	return id, n, true
}

// ebmlSize reads a data size at b[0:]; unknown is true for the all-ones
// value a live recording writes for an element it has not finished.
func ebmlSize(b []byte) (size uint64, n int, unknown, ok bool) {
	if len(b) == 0 || b[0] == 0 {
		return 0, 0, false, false
	}
	n = bitsLen(b[0])
	if len(b) < n {
		return 0, 0, false, false
	}
	size = uint64(b[0]) & (0xFF >> n)
	all := size == uint64(0xFF>>n)
	for i := 1; i < n; i++ {
		size = size<<8 | uint64(b[i])
		all = all && b[i] == 0xFF
	}
	return size, n, all, true
}

// bitsLen is an EBML variable integer's length from its first byte.
func bitsLen(first byte) int {
	n := 1
	for mask := byte(0x80); first&mask == 0; mask >>= 1 {
		n++
	}
	return n
}

// element is one EBML element in b at i: its id, body and where the next
// one starts (the end of b for an unknown size).
func element(b []byte, i int) (id uint32, body []byte, next int, ok bool) {
	id, n, ok := ebmlID(b[i:])
	if !ok {
		return 0, nil, 0, false
	}
	size, m, unknown, ok := ebmlSize(b[i+n:])
	if !ok {
		return 0, nil, 0, false
	}
	start := i + n + m
	end := uint64(len(b))
	if !unknown && uint64(start)+size < end {
		end = uint64(start) + size
	}
	return id, b[start:end], int(end), true
}

func beUint(b []byte) uint64 {
	var v uint64
	for _, c := range b {
		v = v<<8 | uint64(c)
	}
	return v
}

// webm reads the segment's Info (Duration × TimecodeScale); without a
// Duration, the time of the last block of the last cluster.
func webm(b []byte) (float64, bool) {
	_, _, next, ok := element(b, 0) // the EBML header
	if !ok || next >= len(b) {
		return 0, false
	}
	id, seg, _, ok := element(b, next)
	if !ok || id != idSegment {
		return 0, false
	}
	scale := 1e6 // nanoseconds per timecode tick
	for i := 0; i < len(seg); {
		id, body, n, ok := element(seg, i)
		if !ok {
			break
		}
		if id == idCluster {
			break // Info comes first
		}
		if id == idInfo {
			var dur float64
			for j := 0; j < len(body); {
				cid, cb, cn, ok := element(body, j)
				if !ok {
					break
				}
				switch {
				case cid == idTimecodeScale && len(cb) > 0:
					scale = float64(beUint(cb))
				case cid == idDuration && len(cb) == 4:
					dur = float64(math.Float32frombits(binary.BigEndian.Uint32(cb)))
				case cid == idDuration && len(cb) == 8:
					dur = math.Float64frombits(binary.BigEndian.Uint64(cb))
				}
				j = cn
			}
			if dur > 0 {
				return good(dur * scale / 1e9)
			}
		}
		i = n
	}
	return lastBlock(seg, scale)
}

// lastBlock finds the last cluster (its id, a size, then its Timecode) and
// the latest block time in it.
func lastBlock(seg []byte, scale float64) (float64, bool) {
	marker := []byte{0x1F, 0x43, 0xB6, 0x75}
	for end := len(seg); end > 0; {
		i := bytes.LastIndex(seg[:end], marker)
		if i < 0 {
			return 0, false
		}
		end = i
		_, body, _, ok := element(seg, i)
		if !ok {
			continue
		}
		cid, tc, _, ok := element(body, 0)
		if !ok || cid != idTimecode || len(tc) == 0 || len(tc) > 8 {
			continue // not a cluster: those bytes were audio
		}
		base := float64(beUint(tc))
		latest := 0.0
		for j := 0; j < len(body); {
			id, b, n, ok := element(body, j)
			if !ok {
				break
			}
			if id == idBlockGroup {
				if bid, bb, _, ok := element(b, 0); ok && bid == idBlock {
					id, b = idSimpleBlock, bb
				}
			}
			if id == idSimpleBlock {
				if _, tn, _, ok := ebmlSize(b); ok && len(b) >= tn+2 {
					latest = max(latest, float64(int16(binary.BigEndian.Uint16(b[tn:tn+2]))))
				}
			}
			j = n
		}
		return good((base + latest) * scale / 1e9)
	}
	return 0, false
}
