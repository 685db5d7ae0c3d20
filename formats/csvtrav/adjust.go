package csvtrav

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// adjustClass is what an adjust cell (§14.4) does to the table's entry. The
// cell itself is kept as Entry.Adjust.Text for a later stage to interpret.
type adjustClass int

const (
	adjNone       adjustClass = iota
	adjNotPlayed              // NP: Kind NotPlayed
	adjBye                    // BYE: a sit-out, no entry
	adjArtificial             // A60/40, A=, AVE+/AVE-, 60/40: Kind Artificial
	adjAssigned               // ARB, SPLIT, W: Kind Assigned
	adjPenalty                // PEN: a penalty stacked on the table result (Kind Played)
	adjFouled                 // FOUL: the table played another version of the board (Kind Played)
	adjNotScored              // "not scored: " and why (bridge.NotScoredMark): Kind NotScored, its reason read by formats/session
)

const wantAdjust = "NP, BYE, A60/40, A60, A=, AVE+/AVE-, ARB <score or contract>, SPLIT <ns>/<ew>, W <w>*<r> + ..., PEN NS -10%, or FOUL B"

var (
	reAverage = lazyRegexp(`^A(?:VE|VG)?[+=-]?(?:/A(?:VE|VG)?[+=-]?)?$`)
	rePercent = lazyRegexp(`^(A)?(\d+(?:[.,]\d+)?)%?(?:/(\d+(?:[.,]\d+)?)%?)?$`)
	rePenalty = lazyRegexp(`^PEN (NS|EW|N-S|E-W|N/S|E/W) ?([+-]?\d+(?:[.,]\d+)?|[+-]?\d+/\d+) ?(%|MP|IMPS?|VP)?$`)
	// A weight: a percentage, whose '*' may be left out (W 30% 4S= N), or a
	// decimal or fraction followed by '*'. An overtrick ("4S+1 N") is never
	// read as one.
	reWeight = lazyRegexp(`(?:^|\s*\+\s*)(?:(\d+(?:[.,]\d+)?%)\s*\*?\s*|(\d+(?:[.,]\d+)?|\d+/\d+)\s*\*\s*)`)
	// One side of a per-side artificial score: an average or a percentage.
	reSide = lazyRegexp(`^(?:A(?:VE|VG)?[+=-]?|A?(\d+)%?)$`)
	// The sides of a weighted score given per side: W NS: ...; EW: ...
	reSideLabel = lazyRegexp(`^(?:NS|EW) ?: ?`)
	reEWLabel   = lazyRegexp(`;? ?\b(?:NS|EW) ?: ?`)
	reGroup     = lazyRegexp(`^[\p{L}\d]{1,8}$`)
)

// lazyRegexp compiles expr when first used: most travellers have no
// adjust cell, and compiling the package's expressions at start was a
// millisecond of every run.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// classifyAdjust checks the shape of an adjust cell and says what it does.
func classifyAdjust(text string, l *locale) (adjustClass, error) {
	if text == "" {
		return adjNone, nil
	}
	t := foldText(text)
	bad := func(format string, args ...any) (adjustClass, error) {
		return adjNone, fail(errs(formats.ErrValue), "adjust %s: "+format, append([]any{bridge.Quote(text)}, args...)...)
	}
	word, rest, _ := strings.Cut(t, " ")
	switch word {
	case "":
		return adjNone, nil
	case "NP", "NOT":
		if t == "NP" || t == "NOT PLAYED" {
			return adjNotPlayed, nil
		}
		if strings.HasPrefix(t, strings.ToUpper(bridge.NotScoredMark)) { // a traveller protokol wrote
			return adjNotScored, nil
		}
		return bad("want NP alone")
	case "BYE":
		if rest != "" {
			return bad("want BYE alone")
		}
		return adjBye, nil
	case "ARB":
		if rest == "" {
			return bad("no score (want ARB <score NS>, such as ARB 420, or ARB <contract, declarer, result>, such as ARB 4SX-N-2)")
		}
		if err := checkScoreOrResult(rest, l); err != nil {
			return bad("%v", err)
		}
		return adjAssigned, nil
	case "W":
		if err := checkWeighted(rest, l); err != nil {
			return bad("%v", err)
		}
		return adjAssigned, nil
	case "PEN":
		if !rePenalty().MatchString(t) {
			return bad("want PEN, a side and a penalty, such as PEN NS -10%% or PEN EW -3MP")
		}
		return adjPenalty, nil
	case "FOUL":
		if !reGroup().MatchString(rest) {
			return bad("want FOUL and the group of the board's version this table played, such as FOUL B")
		}
		return adjFouled, nil
	}
	if body, ok := strings.CutPrefix(t, "SPLIT"); ok {
		if !splitSides(strings.TrimSpace(body), l) {
			return bad("want SPLIT <score NS>/<score EW>, each in its own side's view, such as SPLIT 420/-100")
		}
		return adjAssigned, nil
	}
	if reAverage().MatchString(t) {
		return adjArtificial, nil
	}
	if m := rePercent().FindStringSubmatch(t); m != nil && (m[1] != "" || m[3] != "") {
		for _, p := range []string{m[2], m[3]} {
			if p == "" {
				continue
			}
			v, _ := strconv.ParseFloat(strings.Replace(p, ",", ".", 1), 64)
			if v > 100 {
				return bad("percentage %s above 100 (want e.g. A60/40)", p)
			}
		}
		return adjArtificial, nil
	}
	// Mixed sides: an average for one side, a percentage for the other
	// (A+/40).
	if ns, ew, ok := strings.Cut(t, "/"); ok && reSide().MatchString(ns) && reSide().MatchString(ew) {
		for _, side := range []string{ns, ew} {
			if m := reSide().FindStringSubmatch(side); m[1] != "" {
				if v, _ := strconv.Atoi(m[1]); v > 100 {
					return bad("percentage %s above 100 (want e.g. A60/40)", m[1])
				}
			}
		}
		return adjArtificial, nil
	}
	return bad("unknown adjust code %s (want %s)", bridge.Quote(firstWord(text)), wantAdjust)
}

func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// checkScoreOrResult accepts a signed NS score or a contract with its
// declarer and result ("4SX-N-2", "3NT+1 S").
func checkScoreOrResult(s string, l *locale) error {
	s = strings.TrimSpace(s)
	if _, err := strconv.Atoi(strings.TrimPrefix(s, "+")); err == nil {
		return nil
	}
	c, decl, res, err := parseContract(s, l)
	if err != nil {
		return err
	}
	if c.IsPass() {
		return nil
	}
	if decl == nil || res == "" {
		return fail(errs(formats.ErrValue), "%s: want a score or a contract with declarer and result, such as 4SX-N-2", bridge.Quote(s))
	}
	if _, err := relative(c, res); err != nil {
		return err
	}
	return nil
}

// splitSides reports whether "ns/ew" is two scores or contracts with
// results, at one of its slashes (a contract may hold one: 4S/N/=).
func splitSides(body string, l *locale) bool {
	for i := 0; i < len(body); i++ {
		if body[i] == '/' && checkScoreOrResult(body[:i], l) == nil && checkScoreOrResult(body[i+1:], l) == nil {
			return true
		}
	}
	return false
}

// checkWeighted checks "w1*r1 + w2*r2 ...": weights as decimals, fractions
// or percentages summing to 1, each r a score or a contract with result;
// or "NS: ...; EW: ..." with each side so, or a single result.
func checkWeighted(body string, l *locale) error {
	const want = "want W <weight>*<result> + ..., such as W 0.3*620 + 0.7*-100 or W 30%*4SN= + 70%*4SN-1"
	if reSideLabel().MatchString(body) {
		sides := reEWLabel().Split(body, -1)
		if len(sides) != 3 || sides[0] != "" {
			return fail(errs(formats.ErrValue), "want W NS: <weighted results>; EW: <weighted results>")
		}
		for _, side := range sides[1:] {
			if err := checkScoreOrResult(side, l); err == nil {
				continue
			}
			if err := checkWeighted(side, l); err != nil {
				return err
			}
		}
		return nil
	}
	ms := reWeight().FindAllStringSubmatchIndex(body, -1)
	if len(ms) == 0 || ms[0][0] != 0 {
		return fail(errs(formats.ErrValue), "no weights (%s)", want)
	}
	sum := 0.0
	for i, m := range ms {
		end := len(body)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		var ws string
		if m[2] >= 0 {
			ws = body[m[2]:m[3]]
		} else {
			ws = body[m[4]:m[5]]
		}
		w, ok := parseWeight(ws)
		if !ok || w <= 0 {
			return fail(errs(formats.ErrValue), "weight %s (%s)", bridge.Quote(ws), want)
		}
		sum += w
		r := strings.TrimSpace(body[m[1]:end])
		if r == "" {
			return fail(errs(formats.ErrValue), "no result after weight %s (%s)", bridge.Quote(ws), want)
		}
		if err := checkScoreOrResult(r, l); err != nil {
			return err
		}
	}
	if math.Abs(sum-1) > 1e-6 {
		return fail(errs(formats.ErrValue), "weights sum to %s (want 1, or 100%%)", strconv.FormatFloat(sum, 'g', 6, 64))
	}
	return nil
}

func parseWeight(s string) (float64, bool) {
	if a, b, ok := strings.Cut(s, "/"); ok {
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || y == 0 {
			return 0, false
		}
		return float64(x) / float64(y), true
	}
	pct := strings.HasSuffix(s, "%")
	v, err := strconv.ParseFloat(strings.Replace(strings.TrimSuffix(s, "%"), ",", ".", 1), 64)
	if err != nil {
		return 0, false
	}
	if pct {
		v /= 100
	}
	return v, true
}

// relative reads a result relative to c ("=", "+1", "-2") as tricks,
// checking the range -(level+6)..+(7-level).
func relative(c bridge.Contract, text string) (int, error) {
	t := strings.TrimSpace(text)
	n := 0
	if t != "=" && !strings.EqualFold(t, "MADE") {
		if len(t) < 2 || len(t) > 4 || (t[0] != '+' && t[0] != '-') {
			return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %s: not a result (want =, +n or -n)", bridge.Quote(text))
		}
		v, err := strconv.Atoi(t[1:])
		if err != nil || v < 0 {
			return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %s: not a result (want =, +n or -n)", bridge.Quote(text))
		}
		n = v
		if t[0] == '-' {
			n = -v
		}
	}
	tricks := c.Tricks() + n
	if tricks < 0 || tricks > 13 {
		return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %s: out of range %d..+%d for %s", bridge.Quote(text), -c.Tricks(), 13-c.Tricks(), c)
	}
	return tricks, nil
}
