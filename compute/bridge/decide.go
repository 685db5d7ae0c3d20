package bridge

import (
	"errors"
	"fmt"
)

// Errors of directors' decisions.
var (
	ErrDecision          = errors.New("decision cannot be applied")
	ErrConflictingRuling = errors.New("conflicting decisions")
)

// Decide applies the director's decision adj to e, the result of a table
// (or a team match's room: unit names which, for the messages). The rules,
// the same for pairs and teams:
//   - a decision replaces a traveller code that has no agreed meaning
//     (Ruter's "Pen", "+0");
//   - a penalty stacks beside the entry's other decision: it is returned
//     and e is unchanged;
//   - a decision that gives the score replaces a penalty the entry had
//     alone, which is returned to stack;
//   - the same decision twice, or two that each give the score, conflict;
//   - artificial and assigned scores replace the result; the others
//     (split, weighted, fouled) need a played result.
//
// The error wraps ErrConflictingRuling or ErrDecision; the caller adds the
// position and context.
func Decide(e *Entry, adj *Adjustment, unit string) (stack *Adjustment, err error) {
	switch {
	case e.Adjust == nil:
	case e.Adjust.Kind == AdjUnparsed && e.Kind != NotPlayed:
	case adj.Text == e.Adjust.Text && adj.Kind == e.Adjust.Kind:
		return nil, fmt.Errorf("%w: %s is given twice, here and at %s (want it once; write two penalties of the same size as one)", ErrConflictingRuling, Quote(adj.Text), decidedAt(e))
	case adj.Kind == AdjPenalty:
		return adj, nil
	case e.Adjust.Kind == AdjPenalty:
		stack = e.Adjust
	default:
		return nil, fmt.Errorf("%w: %s, and %s at %s (want one decision per %s)", ErrConflictingRuling, Quote(adj.Text), Quote(e.Adjust.Text), decidedAt(e), unit)
	}
	switch adj.Kind {
	case AdjArtificial:
		e.Kind = Artificial
	case AdjAssigned:
		e.Kind = Assigned
	default:
		if e.Kind != Played {
			return nil, fmt.Errorf("%w: %s %s needs a played result, and the %s's entry is %s", ErrDecision, adj.Kind, Quote(adj.Text), unit, e.Kind)
		}
	}
	e.Adjust = adj
	return stack, nil
}

// decidedAt is where e's decision was given: the decisions file's line,
// else the entry's.
func decidedAt(e *Entry) Pos {
	if !e.Adjust.Pos.IsZero() {
		return e.Adjust.Pos
	}
	return e.Pos
}
