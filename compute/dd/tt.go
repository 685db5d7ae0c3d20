package dd

import (
	"math/bits"
)

// The transposition table maps a position at the start of a trick to
// bounds on the NS tricks from there. A bound is stored with the pattern
// it was proved for (the partition search of Ginsberg, the "winning ranks"
// of DDS): the leader, the length of every hand in every suit, and for
// each suit the holders of its top k cards, k counting down to the lowest
// card whose rank the proof used. Every position matching the pattern has
// the same bound: the cards below the top k only ever lost tricks by rank
// or were discarded. Ranks are relative: the top k cards are the k highest
// remaining, whatever their names.

// A pattern is kept as masked bits of the position's code: for each suit
// a 26-bit lane with the seats of its cards from the highest, two bits
// each, left-aligned; suits C and D in the first word, H and S in the
// second, each word's first suit in its top 26 bits (38..63) and its
// second in bits 12..37. An entry fixes the top 2k bits of each lane.
//
// An entry is 16 bytes: a look-up scans a list of entries, so the table
// is kept compact. The 12 low bits of each word hold the rest: k for its
// two suits in the low byte (4 bits each, the first suit lowest), so that
// the byte indexes the word's mask in pairMask at once, and 4 bits of a
// bound above it, lo in the first word and hi in the second.
type ttEntry struct {
	w0, w1 uint64 // the code bits the pattern fixes, and k, lo and hi
}

// Where the two lanes of a word sit.
const laneShift0, laneShift1 = 38, 12

// packWord makes a word of an entry from the fixed code bits v, the
// counts k of its two suits (4 bits each) and a bound b (0..15).
func packWord(v uint64, k uint16, b int) uint64 {
	return v | uint64(k&0xff) | uint64(b&15)<<8
}

// wordK is the counts of a word's two suits, as packWord took them.
func wordK(w uint64) uint8 { return uint8(w) }

// wordBound is the bound of a word.
func wordBound(w uint64) int { return int(w >> 8 & 15) }

func (e *ttEntry) k() uint16 { return uint16(wordK(e.w0)) | uint16(wordK(e.w1))<<8 }
func (e *ttEntry) lo() int   { return wordBound(e.w0) }
func (e *ttEntry) hi() int   { return wordBound(e.w1) }

// laneMask[k] fixes the top k cards of a 26-bit suit lane.
var laneMask = func() (m [16]uint64) {
	for k := 1; k <= 13; k++ {
		m[k] = uint64(1<<26-1) << uint(26-2*k) & (1<<26 - 1)
	}
	return m
}()

// pairMask[k] is the mask of the code word of two suits whose counts of
// fixed cards are k&15 (the word's first suit) and k>>4.
var pairMask = func() (m [256]uint64) {
	for k := range m {
		m[k] = laneMask[k&15]<<laneShift0 | laneMask[k>>4]<<laneShift1
	}
	return m
}()

// masks gives the code bits that an entry fixing k fixes.
func masks(k uint16) (uint64, uint64) {
	return pairMask[k&0xff], pairMask[k>>8]
}

// A list is one run of entries contiguous in the arena, oldest first: a
// look-up reads it from the newest back, as the processor fetches it,
// with one cache miss to find it. A full list moves to a run twice as
// long at the end of the arena (the old run is wasted until the table is
// cleared: at most as many entries as the lists hold); a list of maxList
// entries, the longest, overwrites its oldest entry, as DDS does (its
// lists hold 125). 256 rather than 4096: 1.8 % more nodes, but a look-up
// that misses no longer reads up to 64 KiB, and the table's lines fit
// the processor's caches better (cachegrind, 13 tables of BenchmarkSolve,
// a 1 MiB last level as this machine's L2: its read misses -21 %, the
// first level's -13 %, instructions -0.2 %); 512 saved half as many
// misses, 128 and 64 made 5 and 16 % more nodes.
const minList, maxList = 4, 256

// ttHead holds the list of one shape and leader. It takes 16 bytes, so
// that more of the table of heads stays in the processor's cache: the
// run's length follows from the count, and an empty head has shape 0
// (no position at a trick start has it).
type ttHead struct {
	shape uint64
	start int32  // the list's run in the arena
	n     uint16 // entries in it
	meta  uint16 // the leader << 12 | where a full list writes (its oldest entry)
}

func (h *ttHead) leader() int { return int(h.meta >> 12) }
func (h *ttHead) next() int   { return int(h.meta & 0xfff) }

// capacity is the length of h's run: none for an empty list, else
// minList or twice the length the list last filled.
func (h *ttHead) capacity() int {
	switch {
	case h.n == 0:
		return 0
	case h.n >= maxList:
		return maxList
	}
	return max(minList, 1<<bits.Len16(h.n-1))
}

// ttable holds the entries in an arena, in lists by shape and leader
// found through an open-addressed table of heads. The heads double when
// half of them are taken (a small table of heads stays in the processor's
// cache); when the arena is full at its largest, the whole table is
// forgotten and the search goes on.
type ttable struct {
	heads      []ttHead
	nheads     int // heads taken
	entries    []ttEntry
	maxEntries int
	used       int // entries handed out to lists
	// free holds the runs that lists moved out of, by log2 of their
	// length, for lists that grow to that length.
	free [16][]int32
}

// newTT makes a table of 2^logHeads heads and 2^logEntries entries, which
// grows to 2^maxLogEntries entries when a search needs them.
func newTT(logHeads, logEntries, maxLogEntries int) *ttable {
	return &ttable{heads: make([]ttHead, 1<<uint(logHeads)), entries: make([]ttEntry, 1<<uint(logEntries)),
		maxEntries: 1 << uint(maxLogEntries)}
}

// clear forgets every entry: it empties the heads (some 50 µs a strain,
// where a generation number kept in each head made them 32 bytes).
func (t *ttable) clear() {
	clear(t.heads)
	t.nheads = 0
	t.used = 0
	for i := range t.free {
		t.free[i] = t.free[i][:0]
	}
}

// maxProbe is the longest run of heads a look-up reads; maxHeads the
// most heads, twice the entries the arena holds at its largest.
const maxProbe, maxHeads = 16, 2 << ttMaxEntryLog

// head finds the head of p's list; with create, it makes one if there is
// none (nil if the table of heads is at its largest and too full).
func (t *ttable) head(p *position, create bool) *ttHead {
	mask := uint64(len(t.heads) - 1)
	i := p.bucket & mask
	for j := 0; j < maxProbe; j++ {
		h := &t.heads[(i+uint64(j))&mask]
		if h.shape == 0 {
			if !create {
				return nil
			}
			if 2*(t.nheads+1) > len(t.heads) {
				t.growHeads()
				return t.head(p, true)
			}
			t.nheads++
			*h = ttHead{shape: p.shape, meta: uint16(p.leader) << 12}
			return h
		}
		if h.shape == p.shape && h.leader() == p.leader {
			return h
		}
	}
	if create && len(t.heads) < maxHeads {
		// a run of maxProbe taken heads: spread them
		t.growHeads()
		return t.head(p, true)
	}
	return nil
}

// list gives the entries of h's list, and where the newest is: the
// newest are es[:next] from the back, then es[next:] from the back.
func (t *ttable) list(h *ttHead) (es []ttEntry, next int) {
	es = t.entries[h.start : h.start+int32(h.n)]
	if int(h.n) < maxList {
		return es, len(es)
	}
	return es, h.next()
}

// growHeads doubles the table of heads, keeping those taken.
func (t *ttable) growHeads() {
	old := t.heads
	t.heads = make([]ttHead, 2*len(old))
	mask := uint64(len(t.heads) - 1)
	for _, h := range old {
		if h.shape == 0 {
			continue
		}
		i := headHash(h.shape, h.leader()) & mask
		for t.heads[i].shape != 0 {
			i = (i + 1) & mask
		}
		t.heads[i] = h
	}
}

// headHash is the hash of a list's shape and leader: every bit of the
// shape moves every bit of it (the finalizer of MurmurHash3), and the
// table of heads takes its low bits.
func headHash(shape uint64, leader int) uint64 {
	h := shape + uint64(leader)*0x9e3779b97f4a7c15
	h = (h ^ h>>33) * 0xff51afd7ed558ccd
	h = (h ^ h>>33) * 0xc4ceb9fe1a85ec53
	return h ^ h>>33
}

// position is what the table needs of a position at a trick start.
type position struct {
	shape  uint64
	leader int
	c0, c1 uint64 // the code: suit lanes as in ttEntry
	all    uint64 // the cards still in the hands
	bucket uint64
}

// position sets p to the position at this trick start with leader on
// lead. (It fills p rather than return it: a returned copy loaded 16
// bytes at a time over the 8-byte stores that made it, which stalls.)
// Each suit's four masks, 16 bits a seat as suitCode takes them, come
// from the hands by a transposition of their 16-bit lanes, 20
// instructions where extracting them suit by suit took 64.
func (s *solver) position(p *position, leader int) {
	p.leader = leader
	p.shape = s.shape
	h0, h1, h2, h3 := s.hands[0], s.hands[1], s.hands[2], s.hands[3]
	p.all = h0 | h1 | h2 | h3
	const lo16, lo32 = 0x0000ffff0000ffff, 0x00000000ffffffff
	a0 := h0&lo16 | (h1&lo16)<<16 // N's and E's clubs and hearts
	a1 := h0>>16&lo16 | h1&^lo16  // their diamonds and spades
	a2 := h2&lo16 | (h3&lo16)<<16 // S's and W's
	a3 := h2>>16&lo16 | h3&^lo16
	k, up := &s.keys[s.tricks], &s.keys[s.tricks+1]
	p.c0 = k[0].lane(a0&lo32|a2<<32, &up[0])<<laneShift0 | k[1].lane(a1&lo32|a3<<32, &up[1])<<laneShift1
	p.c1 = k[2].lane(a0>>32|a2&^lo32, &up[2])<<laneShift0 | k[3].lane(a1>>32|a3&^lo32, &up[3])<<laneShift1
	p.bucket = headHash(p.shape, leader)
}

// lane is the 26-bit lane of the suit whose four masks are masks (as
// suitCode takes them), from the cache k when the suit has not changed
// since the last trick start with as many tricks left, or from up, the
// cache of one trick more, when it has not since the trick start above:
// of the suits that positions look up, half are found in k and 18 % in
// up, which leaves suitCode 37 % fewer calls (BenchmarkSolve).
func (k *suitKey) lane(masks uint64, up *suitKey) uint64 {
	if k.masks != masks {
		k.set(masks, up) // a call of its own, so that lane inlines
	}
	return k.code
}

// set makes k the cache of the suit whose masks are masks.
func (k *suitKey) set(masks uint64, up *suitKey) {
	k.masks = masks
	if up.masks == masks {
		k.code = up.code
		return
	}
	c := suitCode(masks)
	k.code = (c >> 4) << (26 - 2*(c&15)) & (1<<26 - 1)
}

// rel is the set of cards whose ranks the pattern of e fixes in p: the
// lowest of the top k of each suit (the others above it follow).
func (e *ttEntry) rel(p *position) uint64 {
	var r uint64
	ek := e.k()
	for su := 0; su < 4; su++ {
		k := int(ek >> uint(4*su) & 15)
		if k == 0 {
			continue
		}
		r |= kthHighest(suitMask(p.all, su), k) << uint(16*su)
	}
	return r
}

// kthHighest is the k-th highest set bit of the 16-bit mask a (k >= 1,
// at most its count), by the byte tables of selectHigh.
func kthHighest(a uint64, k int) uint64 {
	hi := a >> 8 & 0xff
	c := bits.OnesCount64(hi)
	if k <= c {
		return uint64(1) << (8 + selectHigh[hi][(k-1)&7])
	}
	return uint64(1) << selectHigh[a&0xff][(k-c-1)&7]
}

// selectHigh[x][i] is the place of the (i+1)-th highest set bit of x.
var selectHigh = func() (t [256][8]uint8) {
	for x := range 256 {
		i := 0
		for b := 7; b >= 0; b-- {
			if x>>b&1 != 0 {
				t[x][i] = uint8(b)
				i++
			}
		}
	}
	return t
}()

// lookup gives the bounds the table holds for p that decide need: lo and
// hi, with the relevant cards of the one that does. lo is -1 and hi 14
// when none does.
func (t *ttable) lookup(p *position, need int) (lo, hi int, lrel, hrel uint64) {
	lo, hi = -1, 14
	h := t.head(p, false)
	if h == nil {
		return
	}
	es, next := t.list(h)
	for _, part := range [2][]ttEntry{es[:next], es[next:]} {
		for i := len(part); ; {
			i = match(part[:i], p.c0, p.c1)
			if i < 0 {
				break
			}
			e := &part[i]
			if l := e.lo(); l >= need {
				lrel = e.rel(p)
				toFront(es, next, e)
				return l, hi, lrel, 0
			}
			if u := e.hi(); u < need {
				hrel = e.rel(p)
				toFront(es, next, e)
				return lo, u, 0, hrel
			}
		}
	}
	return lo, hi, 0, 0
}

// match is the index of the last entry of es whose pattern the code c0,
// c1 matches, -1 if none does. It is a function of its own, never
// inlined: in the search's largest function the compiler kept the loop's
// values in memory and reloaded them, 25 instructions an entry, where
// here it takes 19 (a look-up read 20 entries on average, before the
// cap of 256 and the move to the front).
//
//go:noinline
func match(es []ttEntry, c0, c1 uint64) int {
	for i := len(es) - 1; i >= 0; i-- {
		e := &es[i]
		// both words in one test: a branch the processor mispredicts
		// less often than two (the masks leave k and the bounds out)
		if (e.w0^c0)&pairMask[uint8(e.w0)]|(e.w1^c1)&pairMask[uint8(e.w1)] == 0 {
			return i
		}
	}
	return -1
}

// toFront exchanges the entry e of a list es that decided a look-up with
// the list's newest, es[next-1], so that the next look-up finds it
// first: an entry that decided one look-up often decides the next ones
// of its list (15 % fewer entries read on BenchmarkSolve).
func toFront(es []ttEntry, next int, e *ttEntry) {
	if next == 0 {
		return
	}
	f := &es[next-1]
	// word by word: a struct copy loads 16 bytes over 8-byte stores
	a, b := e.w0, e.w1
	e.w0, e.w1 = f.w0, f.w1
	f.w0, f.w1 = a, b
}

// store records lo <= value <= hi for the pattern of p fixed by the
// relevant cards rel. It does not look for an entry of the same pattern
// to merge the bounds into: one store in 30 would find one, and the scan
// of the whole list cost more than the few entries it saved.
func (t *ttable) store(p *position, rel uint64, lo, hi int) {
	var k uint16
	for su := 0; su < 4; su++ {
		a := suitMask(p.all, su)
		r := rel >> uint(16*su) & 0xffff & a
		if r == 0 {
			continue
		}
		k |= uint16(bits.OnesCount64(a>>uint(bits.TrailingZeros64(r)))) << uint(4*su)
	}
	m0, m1 := masks(k)
	w0, w1 := packWord(p.c0&m0, k, lo), packWord(p.c1&m1, k>>8, hi)
	h := t.head(p, true)
	if h == nil {
		t.clear()
		h = t.head(p, true)
	}
	switch c := h.capacity(); {
	case int(h.n) < c:
	case c == maxList:
		// full at its longest: the oldest entry goes
		t.entries[h.start+int32(h.next())] = ttEntry{w0: w0, w1: w1}
		h.meta = h.meta&^0xfff | uint16((h.next()+1)%maxList)
		return
	default:
		h = t.move(p, h)
	}
	t.entries[h.start+int32(h.n)] = ttEntry{w0: w0, w1: w1}
	h.n++
}

// move gives h's list a run twice as long (minList for a new list): a
// run another list left, or a new one at the end of the arena. The table
// may be cleared for it, and h with it: it returns p's head.
func (t *ttable) move(p *position, h *ttHead) *ttHead {
	oldCap := h.capacity()
	c := max(2*oldCap, minList)
	cl := bits.TrailingZeros(uint(c))
	var start int32
	if f := t.free[cl]; len(f) > 0 {
		start, t.free[cl] = f[len(f)-1], f[:len(f)-1]
	} else {
		if t.used+c > len(t.entries) {
			if len(t.entries) >= t.maxEntries {
				t.clear()
				h = t.head(p, true)
				return t.move(p, h)
			}
			// grow rather than forget: lists are found by index
			t.entries = append(t.entries, make([]ttEntry, len(t.entries))...)
		}
		start = int32(t.used)
		t.used += c
	}
	copy(t.entries[start:], t.entries[h.start:h.start+int32(h.n)])
	if oldCap > 0 {
		old := bits.TrailingZeros(uint(oldCap))
		t.free[old] = append(t.free[old], h.start)
	}
	h.start = start
	return h
}

// suitCode is the relative code of one suit given the four hands' masks
// (16 bits each, N lowest): two bits for the seat of each card from the
// highest down, then four bits for the count. 30 bits at most. The seat's
// two bits are whether it is E or W and whether it is S or W; the suit is
// coded four ranks at a time, from the lowest, by the table seats4.
func suitCode(masks uint64) uint64 {
	n, e, s, w := masks&0xffff, masks>>16&0xffff, masks>>32&0xffff, masks>>48
	all, ew, sw := n|e|s|w, e|w, s|w
	x0 := uint64(seats4[all&15<<8|ew&15<<4|sw&15])
	x1 := uint64(seats4[all>>4&15<<8|ew>>4&15<<4|sw>>4&15])
	x2 := uint64(seats4[all>>8&15<<8|ew>>8&15<<4|sw>>8&15])
	x3 := uint64(seats4[all>>12&15<<8|ew>>12&15<<4|sw>>12&15])
	at1 := x0 >> 8
	at2 := at1 + x1>>8
	at3 := at2 + x2>>8
	code := x0&0xff | (x1&0xff)<<at1 | (x2&0xff)<<at2 | (x3&0xff)<<at3
	return code<<4 | (at3+x3>>8)/2
}

// seats4[m<<8 | ew<<4 | sw] is the seats of the cards of four ranks held
// (mask m), two bits each from the lowest card: whether the card is in
// ew, and whether in sw; above them, in bits 8 and up, twice the number
// of cards. It takes 8 KiB, where a table to compress each seat's cards
// to the suit's took 64 KiB, more than the processor's first-level cache
// (16 % of the solver's misses there, cachegrind).
var seats4 = func() (t [4096]uint16) {
	for m := range 16 {
		for ew := range 16 {
			for sw := range 16 {
				var v, j uint
				for b := range 4 {
					if m>>b&1 != 0 {
						v |= uint(ew>>b&1|(sw>>b&1)<<1) << (2 * j)
						j++
					}
				}
				t[m<<8|ew<<4|sw] = uint16(v | 2*j<<8)
			}
		}
	}
	return t
}()
