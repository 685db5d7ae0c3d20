package bridge

import (
	"fmt"
	"strings"
)

// Contract is the final contract of an auction. The zero value is a
// pass-out (Level 0).
type Contract struct {
	Level    int // 1..7; 0 means the board was passed out
	Strain   Strain
	Doubling Doubling
}

// PassOut is the contract of a board passed out.
var PassOut = Contract{}

// IsPass reports whether the board was passed out.
func (c Contract) IsPass() bool { return c.Level == 0 }

// Tricks is the number of tricks declarer needs: level + 6.
func (c Contract) Tricks() int { return c.Level + 6 }

// String is the canonical text: 4S, 4SX, 3NTXX, PASS.
func (c Contract) String() string {
	if c.IsPass() {
		return "PASS"
	}
	return fmt.Sprintf("%d%s%s", c.Level, c.Strain, c.Doubling)
}

// By is the contract with its declarer, the one text messages give of a
// contract reached: "4SX by N"; a pass-out is "PASS".
func (c Contract) By(declarer Seat) string {
	if c.IsPass() {
		return c.String()
	}
	return c.String() + " by " + declarer.String()
}

// Symbol is the contract with a suit symbol (4♠X), for display.
func (c Contract) Symbol() string {
	if c.IsPass() {
		return "PASS"
	}
	return fmt.Sprintf("%d%s%s", c.Level, c.Strain.Symbol(), c.Doubling)
}

// Validate checks the level, strain and doubling.
func (c Contract) Validate() error {
	if c.IsPass() {
		if c.Strain != 0 || c.Doubling != 0 {
			return fmt.Errorf("%w: a pass-out has no strain or doubling", ErrContract)
		}
		return nil
	}
	if c.Level < 1 || c.Level > 7 {
		return fmt.Errorf("%w: level %d (want 1..7)", ErrLevel, c.Level)
	}
	if c.Strain > NoTrump {
		return fmt.Errorf("%w: strain %d", ErrStrain, c.Strain)
	}
	if c.Doubling > Redoubled {
		return fmt.Errorf("%w: doubling %d", ErrContract, c.Doubling)
	}
	return nil
}

// ParseContract reads a contract as PBN and the canonical text write it:
// level, strain (C D H S N NT or a suit symbol), then X or XX; PASS, Pass and
// P for a pass-out. Case-insensitive. Surrounding spaces are ignored; spaces
// inside are not allowed (the traveller readers accept more spellings).
func ParseContract(text string) (Contract, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	switch t {
	case "PASS", "P", "AP", "PASSED":
		return PassOut, nil
	case "":
		return Contract{}, fmt.Errorf("%w: empty (want e.g. 4S, 3NTX or PASS)", ErrContract)
	}
	if t[0] < '1' || t[0] > '7' {
		return Contract{}, fmt.Errorf("%w %s: level %q (want 1..7, or PASS)", ErrLevel, Quote(text), firstRune(t))
	}
	c := Contract{Level: int(t[0] - '0')}
	rest := t[1:]
	switch {
	case strings.HasPrefix(rest, "NT"):
		c.Strain, rest = NoTrump, rest[2:]
	case rest == "":
		return Contract{}, fmt.Errorf("%w %s: no strain (want C, D, H, S or NT)", ErrStrain, Quote(text))
	default:
		r := firstRune(rest)
		s, err := ParseStrain(r)
		if err != nil {
			return Contract{}, fmt.Errorf("%w %q in %s (want C, D, H, S or NT)", ErrStrain, r, Quote(text))
		}
		c.Strain, rest = s, rest[len(r):]
	}
	switch rest {
	case "":
	case "X", "*":
		c.Doubling = Doubled
	case "XX", "**":
		c.Doubling = Redoubled
	default:
		return Contract{}, fmt.Errorf("%w %s: %s after the strain (want nothing, X or XX)", ErrContract, Quote(text), Quote(rest))
	}
	return c, nil
}

func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}
