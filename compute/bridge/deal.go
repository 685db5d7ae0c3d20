package bridge

import (
	"fmt"
	"strings"
)

// Deal is the four hands of a board. A hand may be unknown (PBN writes "-"
// for it); a deal read from an end position may hold fewer than 13 cards in
// each hand, but every known hand holds the same number.
type Deal struct {
	Hands [4]Hand // indexed by Seat
	Known [4]bool // whether the hand of that seat is given
}

// Complete reports whether all four hands are known and hold 13 cards each.
func (d Deal) Complete() bool {
	for s := range d.Hands {
		if !d.Known[s] || d.Hands[s].Len() != 13 {
			return false
		}
	}
	return true
}

// Empty reports whether no hand is known.
func (d Deal) Empty() bool { return d.Known == [4]bool{} }

// String is the PBN text of the deal, starting with first's hand.
func (d Deal) String() string { return d.StringFrom(North) }

// StringFrom is the PBN text of the deal listing first's hand first.
func (d Deal) StringFrom(first Seat) string {
	var b strings.Builder
	b.WriteString(first.String())
	b.WriteByte(':')
	s := first
	for i := 0; i < 4; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		if d.Known[s] {
			b.WriteString(d.Hands[s].String())
		} else {
			b.WriteByte('-')
		}
		s = s.Next()
	}
	return b.String()
}

// ParseDeal reads the PBN deal notation "N:AKQ.J9.T984.96 ... ... ...": the
// seat of the first hand listed, then four hands clockwise, each
// spades.hearts.diamonds.clubs or "-" for an unknown hand. Ranks are A K Q J
// T 9..2 (10 is accepted for the ten). It refuses a card held twice, a hand
// with more than 13 cards and known hands of different lengths.
func ParseDeal(text string) (Deal, error) {
	var d Deal
	t := strings.TrimSpace(text)
	first, rest, ok := strings.Cut(t, ":")
	if !ok {
		return d, fmt.Errorf("%w %s: no \"<seat>:\" before the hands (want e.g. N:AKQ2.J9.T984.96 ...)", ErrDeal, Quote(text))
	}
	seat, err := ParseSeat(first)
	if err != nil {
		return d, fmt.Errorf("%w %s: first seat: %v", ErrDeal, Quote(text), err)
	}
	hands := strings.Fields(rest)
	if len(hands) != 4 {
		return d, fmt.Errorf("%w: %d hands (want 4, \"-\" for an unknown one)", ErrDeal, len(hands))
	}
	var seen Hand
	for _, h := range hands {
		if h != "-" {
			hand, err := parseHand(h, seat)
			if err != nil {
				return d, err
			}
			if dup := seen & hand; dup != 0 {
				return d, fmt.Errorf("%w: %s holds %s, which another hand holds too", ErrDeal, seat, firstCard(dup))
			}
			seen |= hand
			d.Hands[seat] = hand
			d.Known[seat] = true
		}
		seat = seat.Next()
	}
	// Known hands must hold the same number of cards: name one that
	// differs from the others (from 13 when the counts tie).
	counts := map[int]int{}
	for _, s := range Seats {
		if d.Known[s] {
			counts[d.Hands[s].Len()]++
		}
	}
	usual := 13
	for _, s := range Seats {
		if n := d.Hands[s].Len(); d.Known[s] && counts[n] > counts[usual] {
			usual = n
		}
	}
	for _, s := range Seats {
		if !d.Known[s] {
			continue
		}
		switch l := d.Hands[s].Len(); {
		case l > 13:
			return d, fmt.Errorf("%w: %s has %d cards (want 13)", ErrDeal, s, l)
		case l != usual:
			for _, o := range Seats {
				if d.Known[o] && d.Hands[o].Len() == usual {
					return d, fmt.Errorf("%w: %s has %d cards but %s has %d (want 13 each)", ErrDeal, s, l, o, usual)
				}
			}
		}
	}
	return d, nil
}

func firstCard(h Hand) Card {
	for s := SuitSpades; ; s-- {
		for r := Ace; r >= 2; r-- {
			c := NewCard(s, r)
			if h.Has(c) {
				return c
			}
		}
		if s == SuitClubs {
			return 0
		}
	}
}

func parseHand(text string, seat Seat) (Hand, error) {
	suits := strings.Split(text, ".")
	if len(suits) != 4 {
		return 0, fmt.Errorf("%w: %s hand %s has %d suits (want 4, spades.hearts.diamonds.clubs)", ErrDeal, seat, Quote(text), len(suits))
	}
	var h Hand
	for i, st := range suits {
		suit := SuitsDown[i]
		for j := 0; j < len(st); j++ {
			var r Rank
			var ok bool
			if st[j] == '1' && j+1 < len(st) && st[j+1] == '0' {
				r, ok = Ten, true
				j++
			} else {
				r, ok = parseRank(st[j : j+1])
			}
			if !ok {
				return 0, fmt.Errorf("%w: %s hand %s: %q is not a rank (want A K Q J T 9..2)", ErrDeal, seat, Quote(text), st[j:j+1])
			}
			c := NewCard(suit, r)
			if h.Has(c) {
				return 0, fmt.Errorf("%w: %s hand %s holds %s twice", ErrDeal, seat, Quote(text), c)
			}
			h = h.Add(c)
		}
	}
	return h, nil
}
