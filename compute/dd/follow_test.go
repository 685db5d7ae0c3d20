package dd

import "testing"

// cd is the card of suit su (0 clubs .. 3 spades) and rank r (2..14).
func cd(su, r int) int { return su<<4 | r }

func cards(cs ...int) uint64 {
	var h uint64
	for _, c := range cs {
		h |= 1 << uint(c)
	}
	return h
}

// TestFollowOrder checks the first card the follow weights choose in
// positions where a player's choice is plain.
func TestFollowOrder(t *testing.T) {
	const c, d, h, sp = 0, 1, 2, 3
	for _, tc := range []struct {
		name   string
		trump  int
		hands  [4]uint64 // N E S W, after the cards on the table left them
		table  []int     // the cards played to the trick, the leader's first
		leader int
		want   int
	}{
		{
			// N leads a low spade; E's partner W holds the ace over the
			// queen of dummy: second hand low.
			name: "second hand low", trump: noTrump, leader: 0,
			hands: [4]uint64{
				cards(cd(sp, 9), cd(h, 2), cd(h, 3)),
				cards(cd(sp, 13), cd(sp, 7), cd(sp, 3)),
				cards(cd(sp, 12), cd(sp, 5), cd(h, 4)),
				cards(cd(sp, 14), cd(sp, 4), cd(h, 5)),
			},
			table: []int{cd(sp, 2)}, want: cd(sp, 3),
		},
		{
			// fourth hand wins as cheaply as he can: the jack, not the
			// king, over S's nine
			name: "fourth hand cheaply", trump: noTrump, leader: 0,
			hands: [4]uint64{
				cards(cd(h, 2), cd(h, 3)),
				cards(cd(h, 4), cd(h, 5)),
				cards(cd(h, 6), cd(h, 7)),
				cards(cd(sp, 13), cd(sp, 11), cd(sp, 4)),
			},
			table: []int{cd(sp, 2), cd(sp, 3), cd(sp, 9)}, want: cd(sp, 11),
		},
		{
			// W, out of hearts, keeps his guarded king of spades (Kx,
			// the ace out) and throws a club from his length
			name: "discard keeps Kx", trump: noTrump, leader: 0,
			hands: [4]uint64{
				cards(cd(sp, 14), cd(sp, 2), cd(c, 14), cd(c, 13), cd(c, 12), cd(h, 10)),
				cards(cd(h, 9), cd(h, 8), cd(d, 2), cd(d, 3), cd(d, 4), cd(d, 5)),
				cards(cd(h, 7), cd(d, 10), cd(d, 11), cd(d, 12), cd(d, 13), cd(d, 14)),
				cards(cd(sp, 13), cd(sp, 4), cd(c, 8), cd(c, 6), cd(c, 5), cd(c, 2)),
			},
			table: []int{cd(h, 14), cd(h, 6), cd(h, 5)}, want: cd(c, 2),
		},
		{
			// in spades, S ruffs E's ace of hearts low, keeping the
			// trump ace, W following
			name: "ruff low", trump: sp, leader: 1,
			hands: [4]uint64{
				cards(cd(h, 2), cd(d, 2), cd(d, 3)),
				cards(cd(h, 3), cd(d, 4), cd(d, 5)),
				cards(cd(sp, 14), cd(sp, 3), cd(c, 2)),
				cards(cd(h, 4), cd(d, 6), cd(d, 7)),
			},
			table: []int{cd(h, 14)}, want: cd(sp, 3),
		},
	} {
		var s solver
		s.trump, s.tricks = tc.trump, 3
		s.hands = tc.hands
		winner, win := tc.leader, tc.table[0]
		for i, c := range tc.table {
			s.table |= 1 << uint(c)
			p := (tc.leader + i) & 3
			if s.beats(c, win) {
				winner, win = p, c
			}
		}
		k := len(tc.table)
		p := (tc.leader + k) & 3
		ms := s.genFollow(k, p, tc.table[0]>>4, winner, win)
		if len(ms) == 0 || int(ms[0].card) != tc.want {
			t.Errorf("%s: first move %v, want card %#x", tc.name, ms, tc.want)
		}
	}
}
