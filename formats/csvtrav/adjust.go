package csvtrav

import (
	"math"
	"regexp"
	"strconv"
	"strings"

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
)

const wantAdjust = "NP, BYE, A60/40, A60, A=, AVE+/AVE-, ARB <score or contract>, SPLIT <ns>/<ew>, W <w>*<r> + ..., or PEN NS -10%"

var (
	reAverage = regexp.MustCompile(`^A(?:VE|VG)?[+=-]?(?:/A(?:VE|VG)?[+=-]?)?$`)
	rePercent = regexp.MustCompile(`^(A)?(\d+(?:[.,]\d+)?)%?(?:/(\d+(?:[.,]\d+)?)%?)?$`)
	reSplit   = regexp.MustCompile(`^SPLIT ?([+-]?\d+)/([+-]?\d+)$`)
	rePenalty = regexp.MustCompile(`^PEN (NS|EW|N-S|E-W|N/S|E/W) ?([+-]?\d+(?:[.,]\d+)?) ?(%|MP|IMPS?|VP)?$`)
	reWeight  = regexp.MustCompile(`(?:^|\s*\+\s*)(\d+(?:[.,]\d+)?%?|\d+/\d+)\s*\*\s*`)
)

// classifyAdjust checks the shape of an adjust cell and says what it does.
func classifyAdjust(text string, l *locale) (adjustClass, error) {
	t := foldText(text)
	bad := func(format string, args ...any) (adjustClass, error) {
		return adjNone, fail(errs(formats.ErrValue), "adjust %q: "+format, append([]any{text}, args...)...)
	}
	word, rest, _ := strings.Cut(t, " ")
	switch word {
	case "":
		return adjNone, nil
	case "NP", "NOT":
		if t == "NP" || t == "NOT PLAYED" {
			return adjNotPlayed, nil
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
		if !rePenalty.MatchString(t) {
			return bad("want PEN, a side and a penalty, such as PEN NS -10%% or PEN EW -3MP")
		}
		return adjPenalty, nil
	}
	if strings.HasPrefix(t, "SPLIT") {
		if !reSplit.MatchString(t) {
			return bad("want SPLIT <score NS>/<score EW>, each in its own side's view, such as SPLIT 420/-100")
		}
		return adjAssigned, nil
	}
	if reAverage.MatchString(t) {
		return adjArtificial, nil
	}
	if m := rePercent.FindStringSubmatch(t); m != nil && (m[1] != "" || m[3] != "") {
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
	return bad("unknown adjust code %q (want %s)", firstWord(text), wantAdjust)
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
		return fail(errs(formats.ErrValue), "%q: want a score or a contract with declarer and result, such as 4SX-N-2", s)
	}
	if _, err := relative(c, res); err != nil {
		return err
	}
	return nil
}

// checkWeighted checks "w1*r1 + w2*r2 ...": weights as decimals, fractions
// or percentages summing to 1, each r a score or a contract with result.
func checkWeighted(body string, l *locale) error {
	const want = "want W <weight>*<result> + ..., such as W 0.3*620 + 0.7*-100 or W 30%*4SN= + 70%*4SN-1"
	ms := reWeight.FindAllStringSubmatchIndex(body, -1)
	if len(ms) == 0 || ms[0][0] != 0 {
		return fail(errs(formats.ErrValue), "no weights (%s)", want)
	}
	sum := 0.0
	for i, m := range ms {
		end := len(body)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		w, ok := parseWeight(body[m[2]:m[3]])
		if !ok || w <= 0 {
			return fail(errs(formats.ErrValue), "weight %q (%s)", body[m[2]:m[3]], want)
		}
		sum += w
		r := strings.TrimSpace(body[m[1]:end])
		if r == "" {
			return fail(errs(formats.ErrValue), "no result after weight %q (%s)", body[m[2]:m[3]], want)
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
			return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %q: not a result (want =, +n or -n)", text)
		}
		v, err := strconv.Atoi(t[1:])
		if err != nil || v < 0 {
			return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %q: not a result (want =, +n or -n)", text)
		}
		n = v
		if t[0] == '-' {
			n = -v
		}
	}
	tricks := c.Tricks() + n
	if tricks < 0 || tricks > 13 {
		return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %q: out of range %d..+%d for %s", text, -c.Tricks(), 13-c.Tricks(), c)
	}
	return tricks, nil
}
