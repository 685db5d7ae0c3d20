package bridge

import (
	"slices"
	"strings"
	"unicode"
)

// The players of a pair in one text: the Names column of a PBN
// TotalScoreTable (and Names_NS, Names_EW of a ScoreTable), written by
// report/pbnout and read by formats/pbn. Other programs write "A - B"
// (Ruter) or "A;B", names padded with spaces (the PBN reference suite);
// neither can hold a name with ";" in it. A name may therefore stand in
// double quotes, with "" for a quote inside it, and is then taken as it
// is: `"Smith; John" - Lee`. JoinNames quotes only when the plain form
// would not read back, so that other programs see the usual text.

// SplitNames splits a names text into the players' names. A text without
// a double quote is split at ";" when it holds one, else at " - ", each
// name trimmed, empty ones dropped. A text with quotes is read with quoted
// names, each followed by its separator or the end, when it can be
// (";" first, then " - "); otherwise the quotes are part of the names.
func SplitNames(text string) []string {
	if strings.Contains(text, `"`) {
		if names, sep, ok := splitQuoted(text, ";"); ok && sep {
			return names
		}
		if names, _, ok := splitQuoted(text, " - "); ok {
			return names
		}
	}
	sep := " - "
	if strings.Contains(text, ";") {
		sep = ";"
	}
	var out []string
	for _, n := range strings.Split(text, sep) {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// splitQuoted splits text at sep where each name is either plain (not
// starting with a quote, trimmed) or quoted and followed, after spaces,
// by sep or the end. ok is false when a name starts with a quote that
// does not close so; found says that sep was met.
func splitQuoted(text, sep string) (names []string, found, ok bool) {
	after := strings.TrimLeft(sep, " ") // what must follow a quoted name's spaces
	rest := text
	for {
		t := strings.TrimLeftFunc(rest, unicode.IsSpace)
		if !strings.HasPrefix(t, `"`) {
			i := strings.Index(rest, sep)
			if i < 0 {
				if n := strings.TrimSpace(rest); n != "" {
					names = append(names, n)
				}
				return names, found, true
			}
			if n := strings.TrimSpace(rest[:i]); n != "" {
				names = append(names, n)
			}
			rest, found = rest[i+len(sep):], true
			continue
		}
		var b strings.Builder
		i, closed := 1, false
		for i < len(t) {
			if t[i] != '"' {
				b.WriteByte(t[i])
				i++
				continue
			}
			if i+1 < len(t) && t[i+1] == '"' {
				b.WriteByte('"')
				i += 2
				continue
			}
			i, closed = i+1, true
			break
		}
		tail := strings.TrimLeft(t[i:], " ")
		switch {
		case !closed:
			return nil, false, false
		case strings.TrimSpace(tail) == "":
			return append(names, b.String()), found, true
		case strings.HasPrefix(tail, after):
			names = append(names, b.String())
			rest, found = tail[len(after):], true
		default:
			return nil, false, false
		}
	}
}

// JoinNames writes names, trimmed, as one text that SplitNames reads back
// as they are: "A - B", or "A;B" when a name holds " - " (and "A;" for
// such a name alone); when that would not read back (a name with ";", or
// one starting with a quote), every name in quotes: `"Smith; John" -
// "Lee"`. Names that are only spaces are left out.
func JoinNames(names []string) string {
	var kept []string
	sep := " - "
	for _, n := range names {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		if strings.Contains(n, " - ") {
			sep = ";"
		}
		kept = append(kept, n)
	}
	plain := strings.Join(kept, sep)
	if sep == ";" && len(kept) == 1 {
		plain += ";" // a ";" makes the reader split on ";"
	}
	if slices.Equal(SplitNames(plain), kept) {
		return plain
	}
	quoted := make([]string, len(kept))
	for i, n := range kept {
		quoted[i] = `"` + strings.ReplaceAll(n, `"`, `""`) + `"`
	}
	return strings.Join(quoted, " - ")
}
