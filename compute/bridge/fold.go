package bridge

import (
	"fmt"
	"strings"
)

// FoldShown is how many cases a folded warning names (see FoldWarnings).
const FoldShown = 3

// FoldWarnings tells many warnings of one kind as one, for a reader who
// would otherwise scroll past a screen of near-identical lines (a LIN file
// of twelve one-table boards gives twelve "the only result" warnings). Two
// warnings are of one kind when they have the same Fold, or, without one,
// the same message at different places. A kind of more than FoldShown
// warnings becomes one warning, where its first one was, that counts them
// and names the first FoldShown with their positions:
//
//	12 boards with only one result: ...: board 1 (x.lin:1:1), board 2 (x.lin:2:1), board 3 (x.lin:3:1), and 9 more
//	board 1: [Section "#"]: nothing to inherit (20 times: x.pbn:12:10, x.pbn:40:10, x.pbn:68:10, and 17 more)
//
// more is added after the count of the others (" (-v lists them)"). The
// folded warning matches errors.Is as its first one does. Kinds of
// FoldShown warnings or fewer, and the order of all, are kept; ws is not
// changed.
func FoldWarnings(ws []*Error, more string) []*Error {
	kinds := map[string][]*Error{}
	keys := make([]string, len(ws))
	for i, w := range ws {
		keys[i] = foldKey(w)
		kinds[keys[i]] = append(kinds[keys[i]], w)
	}
	out := make([]*Error, 0, len(ws))
	for i, w := range ws {
		same := kinds[keys[i]]
		switch {
		case len(same) <= FoldShown:
			out = append(out, w)
		case same[0] == w:
			out = append(out, fold(same, more))
		}
	}
	return out
}

// foldKey is what warnings of one kind share.
func foldKey(w *Error) string {
	if w.Fold != "" {
		return "fold\x00" + w.Fold
	}
	msg := "invalid input"
	if w.Err != nil {
		msg = w.Err.Error()
	}
	return "text\x00" + w.Context + "\x00" + msg
}

// fold is one warning for ws, all of one kind, more than FoldShown: the
// first FoldShown cases named by their context and position (by their
// position alone when their message is the same), and a count of the
// others. Cases with nothing to name them are counted only.
func fold(ws []*Error, more string) *Error {
	first := ws[0]
	var cases []string
	for _, w := range ws[:FoldShown] {
		c := w.Pos.String()
		if first.Fold != "" && w.Context != "" {
			if c != "" {
				c = " (" + c + ")"
			}
			c = w.Context + c
		}
		if c != "" {
			cases = append(cases, c)
		}
	}
	list := strings.Join(cases, ", ")
	if n := len(ws) - len(cases); n > 0 && len(cases) > 0 {
		list += fmt.Sprintf(", and %d more%s", n, more)
	}
	if first.Fold != "" {
		msg := fmt.Sprintf("%d %s", len(ws), first.Fold)
		if list != "" {
			msg += ": " + list
		}
		return &Error{Err: folded{msg, first.Err}}
	}
	msg := "invalid input"
	if first.Err != nil {
		msg = first.Err.Error()
	}
	if list != "" {
		list = ": " + list
	}
	return &Error{Context: first.Context, Err: folded{fmt.Sprintf("%s (%d times%s)", msg, len(ws), list), first.Err}}
}

// folded is the message of warnings told as one, which matches as the
// first of them does.
type folded struct {
	msg string
	err error
}

func (f folded) Error() string { return f.msg }
func (f folded) Unwrap() error { return f.err }
