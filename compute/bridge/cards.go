package bridge

import (
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// Suit is a card suit in bidding order; its values equal the trump strains.
type Suit uint8

// The four suits, lowest first.
const (
	SuitClubs Suit = iota
	SuitDiamonds
	SuitHearts
	SuitSpades
)

// SuitsDown lists the suits from spades down, the order of PBN hands and of
// hand diagrams.
var SuitsDown = [4]Suit{SuitSpades, SuitHearts, SuitDiamonds, SuitClubs}

var suitLetters = [4]string{"C", "D", "H", "S"}
var suitSymbols = [4]string{"♣", "♦", "♥", "♠"}

func (s Suit) String() string {
	if s > SuitSpades {
		return fmt.Sprintf("Suit(%d)", uint8(s))
	}
	return suitLetters[s]
}

// Symbol is ♣, ♦, ♥ or ♠.
func (s Suit) Symbol() string {
	if s > SuitSpades {
		return s.String()
	}
	return suitSymbols[s]
}

// Strain is the trump strain of this suit.
func (s Suit) Strain() Strain { return Strain(s) }

func parseSuit(t string) (Suit, bool) {
	switch t {
	case "C", "c", "♣", "♧":
		return SuitClubs, true
	case "D", "d", "♦", "♢":
		return SuitDiamonds, true
	case "H", "h", "♥", "♡":
		return SuitHearts, true
	case "S", "s", "♠", "♤":
		return SuitSpades, true
	}
	return 0, false
}

// Rank is a card rank from 2 to 14 (ace).
type Rank uint8

// Named ranks.
const (
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

const rankLetters = "??23456789TJQKA"

func (r Rank) String() string {
	if r < 2 || r > Ace {
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
	return rankLetters[r : r+1]
}

// HCP is the Milton Work high-card value of the rank (A 4, K 3, Q 2, J 1).
func (r Rank) HCP() int {
	if r >= Jack && r <= Ace {
		return int(r - 10)
	}
	return 0
}

func parseRank(t string) (Rank, bool) {
	switch strings.ToUpper(t) {
	case "A":
		return Ace, true
	case "K":
		return King, true
	case "Q":
		return Queen, true
	case "J":
		return Jack, true
	case "T", "10":
		return Ten, true
	}
	if len(t) == 1 && t[0] >= '2' && t[0] <= '9' {
		return Rank(t[0] - '0'), true
	}
	return 0, false
}

// Card is one of the 52 cards. Its zero value is not a card; use NewCard.
// The value is suit<<4 | rank, the bit index of the card in a Hand.
type Card uint8

// NewCard makes the card of the given suit and rank.
func NewCard(s Suit, r Rank) Card { return Card(uint8(s)<<4 | uint8(r)) }

// Suit is the card's suit.
func (c Card) Suit() Suit { return Suit(c >> 4) }

// Rank is the card's rank.
func (c Card) Rank() Rank { return Rank(c & 15) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool {
	return c.Suit() <= SuitSpades && c.Rank() >= 2 && c.Rank() <= Ace
}

// String is the canonical text: suit letter then rank, as in SK, HT, C2.
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d)", uint8(c))
	}
	return c.Suit().String() + c.Rank().String()
}

// ParseCard reads a card as suit then rank (SK, S10, ♠K) or rank then suit
// (KS, 10♠). Case-insensitive.
func ParseCard(text string) (Card, error) {
	t := strings.TrimSpace(text)
	if t != "" {
		// Suit first: the first rune is a suit.
		for _, split := range []bool{true, false} {
			var suitText, rankText string
			switch {
			case isASCII(t) && split: // one byte a rune: no []rune to make
				suitText, rankText = t[:1], t[1:]
			case isASCII(t):
				rankText, suitText = t[:len(t)-1], t[len(t)-1:]
			case split:
				r := []rune(t)
				suitText, rankText = string(r[0]), string(r[1:])
			default:
				r := []rune(t)
				rankText, suitText = string(r[:len(r)-1]), string(r[len(r)-1])
			}
			s, ok1 := parseSuit(suitText)
			r, ok2 := parseRank(rankText)
			if ok1 && ok2 {
				return NewCard(s, r), nil
			}
		}
	}
	return 0, fmt.Errorf("%w %s (want a suit and a rank, such as SK or H10)", ErrCard, Quote(text))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Hand is a set of cards: bit suit*16+rank is set for each card held. The
// 16-bit lane of each suit holds its ranks (bit r for rank r).
type Hand uint64

// Add returns h with c added.
func (h Hand) Add(c Card) Hand { return h | 1<<c }

// Has reports whether h holds c.
func (h Hand) Has(c Card) bool { return h&(1<<c) != 0 }

// Len is the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount64(uint64(h)) }

// SuitMask is the 16-bit rank mask of suit s (bit r for rank r).
func (h Hand) SuitMask(s Suit) uint16 { return uint16(h >> (16 * uint(s))) }

// SuitLen is the number of cards h holds in s.
func (h Hand) SuitLen(s Suit) int { return bits.OnesCount16(h.SuitMask(s)) }

// Ranks lists the ranks h holds in s, highest first.
func (h Hand) Ranks(s Suit) []Rank {
	m := h.SuitMask(s)
	out := make([]Rank, 0, bits.OnesCount16(m))
	for r := Ace; r >= 2; r-- {
		if m&(1<<r) != 0 {
			out = append(out, r)
		}
	}
	return out
}

// HCP is the hand's high-card points (A 4, K 3, Q 2, J 1).
func (h Hand) HCP() int {
	n := 0
	for s := SuitClubs; s <= SuitSpades; s++ {
		m := h.SuitMask(s)
		n += 4*int(m>>Ace&1) + 3*int(m>>King&1) + 2*int(m>>Queen&1) + int(m>>Jack&1)
	}
	return n
}

// SuitText is the holding in s as PBN writes it: ranks high to low, T for
// the ten, empty for a void.
func (h Hand) SuitText(s Suit) string {
	var b strings.Builder
	for _, r := range h.Ranks(s) {
		b.WriteString(r.String())
	}
	return b.String()
}

// String is the PBN form of the hand: spades.hearts.diamonds.clubs.
func (h Hand) String() string {
	var b strings.Builder
	for i, s := range SuitsDown {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(h.SuitText(s))
	}
	return b.String()
}

// fullDeck has every one of the 52 cards.
const fullDeck Hand = 0x7ffc_7ffc_7ffc_7ffc
