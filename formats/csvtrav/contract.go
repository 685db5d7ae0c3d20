package csvtrav

import (
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// ParseContract reads one contract cell (spec/formats.md §14.3) in a locale
// ("" is English; see Locales): a pass word, or a level 1..7, a strain, an
// optional doubling (X, XX, *, **, DBL, RDBL or the locale's words), then in
// either order an optional declarer seat and an optional result suffix
// (=, +n, -n, MADE), separated or not by spaces, '-', '/' or '.'. Matching
// is case-insensitive after NFKD, and the longest spelling wins (Russian
// "4Пк" is four spades, "4П к" four spades doubled). D and R are never
// doubling markers.
//
// It gives the contract, the declarer when the cell names one (nil
// otherwise) and the result suffix as written ("=", "+1", "-2"; "" when
// absent; MADE gives "="). The result is not checked against the contract
// here; bridge.ParseRelative does that. Errors wrap formats.ErrValue (or
// formats.ErrMissing for an empty cell) and bridge.ErrContract,
// bridge.ErrLevel or bridge.ErrStrain.
func ParseContract(text, locale string) (c bridge.Contract, declarer *bridge.Seat, result string, err error) {
	l, err := lookupLocale(locale)
	if err != nil {
		return c, nil, "", err
	}
	return parseContract(text, l)
}

func lookupLocale(name string) (*locale, error) {
	if name == "" {
		name = "en"
	}
	l, ok := locales[strings.ToLower(name)]
	if !ok {
		return nil, fail(errs(formats.ErrValue), "unknown locale %s (want %s, or \"\" to detect it)", bridge.Quote(name), strings.Join(Locales, ", "))
	}
	return l, nil
}

func parseContract(text string, l *locale) (c bridge.Contract, declarer *bridge.Seat, result string, err error) {
	t := foldText(text)
	bad := func(sentinel error, format string, args ...any) (bridge.Contract, *bridge.Seat, string, error) {
		return bridge.Contract{}, nil, "", fail(errs(formats.ErrValue, sentinel), "contract %s: "+format, append([]any{bridge.Quote(text)}, args...)...)
	}
	if t == "" {
		return bridge.Contract{}, nil, "", fail(errs(formats.ErrMissing, bridge.ErrContract), "contract: empty (want e.g. 4S, 3NTX or PASS)")
	}
	for _, p := range l.passes {
		if t == p {
			return bridge.PassOut, nil, "", nil
		}
	}

	// Level.
	n := 0
	for n < len(t) && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	if n == 0 {
		if h := homoglyph(firstRuneOf(t), l); h != "" {
			return bad(bridge.ErrLevel, "%s (want a level 1..7 and a strain, such as 4S, or PASS)", h)
		}
		return bad(bridge.ErrLevel, "no level (want a level 1..7 and a strain, such as 4S, or PASS)")
	}
	if n > 1 || t[0] < '1' || t[0] > '7' {
		return bad(bridge.ErrLevel, "level %s (want 1..7, or PASS)", bridge.Quote(t[:n]))
	}
	c.Level = int(t[0] - '0')
	rest := t[1:]

	// Strain, after spaces and at most one separator.
	rest = strings.TrimLeft(rest, " ")
	if rest != "" && strings.ContainsRune("-/.", rune(rest[0])) {
		rest = strings.TrimLeft(rest[1:], " ")
	}
	if rest == "" {
		return bad(bridge.ErrStrain, "no strain (want %s)", l.wantStr)
	}
	w, ok := match(l.strains, rest)
	if !ok {
		for k, why := range l.ambiguous {
			if strings.HasPrefix(rest, k) {
				return bad(bridge.ErrStrain, "strain %q is ambiguous in %s (%s)", k, l.language, why)
			}
		}
		r := firstRuneOf(rest)
		if h := homoglyph(r, l); h != "" {
			return bad(bridge.ErrStrain, "%s (want %s)", h, l.wantStr)
		}
		return bad(bridge.ErrStrain, "unknown strain %q (want %s)", r, l.wantStr)
	}
	c.Strain = bridge.Strain(w.val)
	rest = rest[len(w.text):]

	// Doubling, then seat and result in either order.
	haveDbl, haveSeat, haveRes, sep := false, false, false, ""
	for rest != "" {
		done := t[:len(t)-len(rest)]
		switch {
		case rest[0] == ' ':
			rest = rest[1:]
			continue
		case !haveRes && resultLen(rest) > 0:
			n := resultLen(rest)
			result, rest, haveRes, sep = rest[:n], rest[n:], true, ""
			if result == "MADE" {
				result = "="
			}
			continue
		case rest[0] == '-' || rest[0] == '/' || rest[0] == '.':
			if sep != "" {
				return bad(bridge.ErrContract, "two separators %q%q after %s (want one)", sep, rest[:1], bridge.Quote(strings.TrimSpace(done)))
			}
			sep, rest = rest[:1], rest[1:]
			continue
		}
		if !haveDbl && !haveSeat && !haveRes {
			if w, ok := match(l.doubles, rest); ok {
				c.Doubling = bridge.Doubling(w.val)
				rest, haveDbl, sep = rest[len(w.text):], true, ""
				continue
			}
		}
		if !haveSeat {
			if w, ok := match(l.seats, rest); ok {
				s := bridge.Seat(w.val)
				declarer, rest, haveSeat, sep = &s, rest[len(w.text):], true, ""
				continue
			}
		}
		r := firstRuneOf(rest)
		want := tailWant(l, !haveDbl && !haveSeat && !haveRes, !haveSeat, !haveRes)
		if (r == "D" || r == "R") && !haveSeat && !haveRes {
			return bad(bridge.ErrContract, "%q after %s is not a double: D and R are never read as double or redouble (want %s)", r, bridge.Quote(strings.TrimSpace(done)), want)
		}
		if h := homoglyph(r, l); h != "" {
			return bad(bridge.ErrContract, "%s (want %s)", h, want)
		}
		if want == "" {
			return bad(bridge.ErrContract, "unexpected %q after %s (want nothing more)", r, bridge.Quote(strings.TrimSpace(done)))
		}
		return bad(bridge.ErrContract, "unexpected %q after %s (want %s)", r, bridge.Quote(strings.TrimSpace(done)), want)
	}
	if sep != "" {
		return bad(bridge.ErrContract, "nothing after %q (want a declarer seat or a result)", sep)
	}
	return c, declarer, result, nil
}

// resultLen is the length of a result suffix at the start of s: "=",
// "MADE", or a sign and digits; 0 when there is none.
func resultLen(s string) int {
	switch {
	case s[0] == '=':
		return 1
	case strings.HasPrefix(s, "MADE"):
		return 4
	case s[0] == '+' || s[0] == '-':
		n := 1
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		if n == 1 {
			return 0
		}
		return n
	}
	return 0
}

func tailWant(l *locale, dbl, seat, res bool) string {
	var parts []string
	if dbl {
		parts = append(parts, "X or XX")
	}
	if seat {
		parts = append(parts, "a declarer "+l.wantSeat)
	}
	if res {
		parts = append(parts, "a result =, +n or -n")
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", or " + parts[len(parts)-1]
}

func firstRuneOf(s string) string {
	_, n := utf8.DecodeRuneInString(s)
	return s[:n]
}
