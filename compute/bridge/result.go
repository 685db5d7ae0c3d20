package bridge

import (
	"fmt"
	"strings"
)

// Kind says what a table's entry on a board is.
type Kind uint8

// The kinds of entry. A pass-out is Played with Contract PASS: it is a real
// result that takes part in every comparison.
const (
	Played     Kind = iota // a contract was played (or the board passed out)
	NotPlayed              // the board was not played at this table and no one was at fault
	Artificial             // an artificial adjusted score: a percentage per side (Law 12C2)
	Assigned               // a director's score replaced the table result, per side (Laws 12C1)
	// NotScored: the input gives a result for the table that cannot be
	// scored as it stands (the play stops without a claim, an empty
	// contract with a remark, a code no one agreed on). Entry.Unscored
	// says why. It is left out of every comparison, as a board not
	// played, shown as not scored, and warned, until a director decides
	// it (a decision replaces it as it replaces a played result).
	NotScored
)

// NotScoredMark leads the adjust cell of a table not scored in the
// travellers protokol writes (report/csvout), followed by the reason:
// "not scored: the play stops after 6 tricks and there is no claim".
// formats/session reads such a cell back as a table not scored, for that
// reason.
const NotScoredMark = "not scored: "

func (k Kind) String() string {
	switch k {
	case Played:
		return "played"
	case NotPlayed:
		return "not played"
	case Artificial:
		return "artificial"
	case Assigned:
		return "assigned"
	case NotScored:
		return "not scored"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Play is one bridge result: a contract, its declarer and the tricks won.
// For a pass-out Contract is PASS and Declarer and Tricks mean nothing.
type Play struct {
	Contract Contract
	Declarer Seat
	Tricks   int // tricks won by declarer, 0..13
}

// Validate checks the contract and the trick count.
func (p Play) Validate() error {
	if err := p.Contract.Validate(); err != nil {
		return err
	}
	if p.Contract.IsPass() {
		return nil
	}
	if p.Declarer > West {
		return fmt.Errorf("%w: declarer %d", ErrSeat, p.Declarer)
	}
	if p.Tricks < 0 || p.Tricks > 13 {
		return fmt.Errorf("%w: %d (want 0..13)", ErrTricks, p.Tricks)
	}
	return nil
}

// Relative is the result relative to the contract: 0 for made exactly, +n
// for overtricks, -n for undertricks.
func (p Play) Relative() int { return p.Tricks - p.Contract.Tricks() }

// ResultText is the result as players write it: "=", "+1", "-2"; "" for a
// pass-out.
func (p Play) ResultText() string {
	if p.Contract.IsPass() {
		return ""
	}
	switch r := p.Relative(); {
	case r == 0:
		return "="
	case r > 0:
		return fmt.Sprintf("+%d", r)
	default:
		return fmt.Sprintf("%d", r)
	}
}

// String is the canonical text of a played result: 4SX S 10 (contract,
// declarer, tricks), or PASS.
func (p Play) String() string {
	if p.Contract.IsPass() {
		return "PASS"
	}
	return fmt.Sprintf("%s %s %d", p.Contract, p.Declarer, p.Tricks)
}

// ParseRelative converts a result given relative to the contract ("=",
// "+1", "-2", "−2") into tricks, checking the range.
func ParseRelative(c Contract, text string) (int, error) {
	t := strings.TrimSpace(strings.ReplaceAll(text, "−", "-"))
	if t == "=" || strings.EqualFold(t, "MADE") || t == "+0" || t == "-0" {
		return c.Tricks(), nil
	}
	if len(t) < 2 || (t[0] != '+' && t[0] != '-') {
		return 0, fmt.Errorf("%w: result %s (want =, +n or -n)", ErrTricks, Quote(text))
	}
	n := 0
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' || n > 13 {
			return 0, fmt.Errorf("%w: result %s (want =, +n or -n)", ErrTricks, Quote(text))
		}
		n = n*10 + int(ch-'0')
	}
	if t[0] == '-' {
		n = -n
	}
	tricks := c.Tricks() + n
	if tricks < 0 || tricks > 13 {
		lo, hi := -c.Tricks(), 13-c.Tricks()
		return 0, fmt.Errorf("%w: result %s for %s (want %d..+%d)", ErrTricks, Quote(text), c, lo, hi)
	}
	return tricks, nil
}
