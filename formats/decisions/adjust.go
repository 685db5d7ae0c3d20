package decisions

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

// ErrRuterCode is matched (besides formats.ErrValue) by the error for a
// Ruter score code whose meaning is not agreed ("Pen", "+0"): a decision
// for that table in a decisions file replaces it.
var ErrRuterCode = errors.New("Ruter code without an agreed meaning")

// Error is a problem in an adjust text, or in a decisions file's cell. It
// matches formats.ErrValue (or, for a file's problems, formats.ErrMissing,
// ErrConflict or ErrEmpty; and ErrRuterCode when Ruter is set) for
// errors.Is, and unwraps to the bridge or csvtrav error of a contract or
// result inside the text. The caller adds the position.
type Error struct {
	What  string // "adjust", "score cells" for a PBN ScoreTable's cells, a column's name; "" for none
	Text  string // the text as given
	Msg   string // what is wrong and what was expected
	Err   error  // the cause inside the text (a contract's error), or nil
	Ruter bool   // a Ruter code without an agreed meaning

	sentinel error // formats.ErrValue when nil
}

func (e *Error) Error() string {
	if e.What == "" {
		return e.Msg
	}
	return e.What + " " + bridge.Quote(e.Text) + ": " + e.Msg
}

// Is matches the formats sentinel of the problem, and ErrRuterCode for a
// Ruter code.
func (e *Error) Is(target error) bool {
	s := e.sentinel
	if s == nil {
		s = formats.ErrValue
	}
	return target == s || e.Ruter && target == ErrRuterCode
}

// problem is a message that matches sentinel.
func problem(sentinel error, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), sentinel: sentinel}
}

// Unwrap gives the cause inside the text.
func (e *Error) Unwrap() error { return e.Err }

// Limits of the numbers in an adjust text.
const (
	maxScore    = 7600                    // 13 down, redoubled, vulnerable
	maxDigits   = 6                       // in a whole number or a weight's part
	maxDecimals = bridge.DecisionDecimals // of a weight or a penalty
)

const (
	wantAny = "want A+, A, A-, A60/40, ARB <score or result>, SPLIT <ns>/<ew>, W <weighted results>, PEN <side> <penalty> or FOUL <group>"
	wantArb = "want ARB +420, or a contract with its result and declarer such as ARB 4SX-2 N"
	wantRes = "want a score such as +420 or -100, or a contract with its result and declarer such as 4S= N or 4SX-2 N"
	wantW   = "want W <weight> <result> + ..., such as W 30% 4S= N + 70% 4S-1 N or W 0.3*+620 + 0.7*-100"
	wantPen = "want PEN, a side and the penalty, such as PEN NS -10%, PEN EW -3MP, PEN NS -2IMP or PEN EW -1VP"
)

// ParseAdjust reads an adjust text (a traveller's adjust cell or a
// decisions file's decision) in the grammar of the package comment, with
// contracts in English notation. Text is the text as given; Pos is left for
// the caller. Errors are *Error.
func ParseAdjust(text string) (bridge.Adjustment, error) {
	return ParseAdjustLocale(text, "")
}

// ParseAdjustLocale is ParseAdjust with the contracts, seats and results
// inside the text read in a locale of csvtrav ("" or "en" English, "ru",
// "pl", "de", "nl", "fr"). The codes themselves (A+, ARB, SPLIT, W, PEN,
// FOUL) are Latin in every locale.
func ParseAdjustLocale(text, locale string) (bridge.Adjustment, error) {
	p := &parser{what: "adjust", text: strings.TrimSpace(text), locale: locale}
	a, err := p.parse()
	if err != nil {
		return bridge.Adjustment{}, err
	}
	a.Text = p.text
	return a, nil
}

type parser struct {
	what, text, locale string
}

func (p *parser) fail(format string, args ...any) error {
	return &Error{What: p.what, Text: p.text, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) wrap(err error, format string, args ...any) error {
	return &Error{What: p.what, Text: p.text, Msg: fmt.Sprintf(format, args...), Err: err}
}

func (p *parser) ruter(code string) error {
	return &Error{What: p.what, Text: p.text, Ruter: true,
		Msg: fmt.Sprintf("Ruter code %s has no agreed meaning; enter the decision in a decisions file", bridge.Quote(code))}
}

// fold is the comparison form of a text: upper case, dashes and minus
// signs as '-', runs of spaces as one space, trimmed.
func fold(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.TrimSpace(s) {
		switch {
		case unicode.IsSpace(r):
			space = true
			continue
		case r == '−' || r == '–' || r == '—' || r == '‐':
			r = '-'
		case r == '×':
			r = '*'
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// keyword cuts a leading code word from t: it must end the text or be
// followed by something that cannot continue a word.
func keyword(t, word string) (rest string, ok bool) {
	rest, ok = strings.CutPrefix(t, word)
	if !ok {
		return "", false
	}
	if r, _ := utf8.DecodeRuneInString(rest); rest != "" && unicode.IsLetter(r) {
		return "", false
	}
	return strings.TrimSpace(rest), true
}

func (p *parser) parse() (bridge.Adjustment, error) {
	t := fold(p.text)
	if t == "" {
		return bridge.Adjustment{}, p.fail("empty (%s)", wantAny)
	}
	if err := p.latin(t); err != nil {
		return bridge.Adjustment{}, err
	}
	switch t {
	case "NP", "NOT PLAYED":
		return bridge.Adjustment{}, p.fail("not played is the kind of a traveller entry, not a decision (want NP in the traveller, or an award such as A+/A- when a side was at fault)")
	case "BYE":
		return bridge.Adjustment{}, p.fail("a sit-out is a traveller row, not a decision (want BYE in the traveller, or an award such as A+ for the pair that was there)")
	case "PEN":
		return bridge.Adjustment{}, p.ruter(p.text)
	case "+0", "-0":
		return bridge.Adjustment{}, p.ruter(p.text)
	}
	if rest, ok := keyword(t, "ARB"); ok {
		return p.arb(rest)
	}
	if rest, ok := keyword(t, "SPLIT"); ok {
		return p.split(rest)
	}
	if rest, ok := keyword(t, "W"); ok {
		return p.weighted(rest)
	}
	if rest, ok := keyword(t, "PEN"); ok {
		return p.penalty(rest)
	}
	if rest, ok := keyword(t, "FOUL"); ok {
		return p.fouled(rest)
	}
	if isReplaced(t) {
		return artificial(bridge.Award{Kind: bridge.AveragePlus}, bridge.Award{Kind: bridge.AveragePlus}), nil
	}
	return p.artificial(t)
}

// latin refuses a code word written with Cyrillic letters ("А+" with a
// Cyrillic А), which would otherwise read as an unknown code.
func (p *parser) latin(t string) error {
	word, _, _ := strings.Cut(t, " ")
	for _, r := range word {
		if unicode.Is(unicode.Cyrillic, r) {
			return p.fail("%q is the Cyrillic letter %c (%U), not a Latin letter (want the codes in Latin letters: A+, ARB, SPLIT, W, PEN, FOUL)", string(r), r, r)
		}
	}
	return nil
}

// isReplaced reports a Ruter "800>a": a table result replaced by an
// artificial score.
func isReplaced(t string) bool {
	n, ok := strings.CutSuffix(t, ">A")
	n = strings.TrimPrefix(strings.TrimPrefix(n, "-"), "+")
	return ok && n != "" && len(n) <= maxDigits && allDigits(n)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func artificial(ns, ew bridge.Award) bridge.Adjustment {
	return bridge.Adjustment{Kind: bridge.AdjArtificial, NS: ns, EW: ew}
}

// Artificial scores.

// artificial reads A+, AVE-, A60/40, 60/40, A/A+, A60, ... (spaces
// ignored).
func (p *parser) artificial(t string) (bridge.Adjustment, error) {
	if t[0] != 'A' && (t[0] < '0' || t[0] > '9') {
		return bridge.Adjustment{}, p.unknown(t)
	}
	if n, err := strconv.Atoi(t); err == nil && n > 100 {
		return bridge.Adjustment{}, p.fail("a bare number (want ARB %s for an assigned score, or A60/40 for artificial percentages)", signed(n))
	}
	t = strings.ReplaceAll(t, " ", "")
	nsText, ewText, pair := strings.Cut(t, "/")
	ns, hadA, err := p.award(nsText, "")
	if err != nil {
		return bridge.Adjustment{}, err
	}
	if !pair {
		switch {
		case ns.Kind != bridge.Percent:
			return artificial(ns, ns), nil
		case hadA:
			return artificial(ns, bridge.Award{Kind: bridge.Percent, Percent: 100 - ns.Percent}), nil
		}
		return bridge.Adjustment{}, p.fail("a bare percentage (want A%d for %d/%d, or A%d/%d)", ns.Percent, ns.Percent, 100-ns.Percent, ns.Percent, ns.Percent)
	}
	if ewText == "" {
		return bridge.Adjustment{}, p.fail("a percentage missing after \"/\" (want %s)", pairExample(ns))
	}
	if strings.Contains(ewText, "/") {
		return bridge.Adjustment{}, p.fail("more than two sides (want NS/EW, such as A60/40 or A+/A-)")
	}
	ew, _, err := p.award(ewText, "/")
	if err != nil {
		return bridge.Adjustment{}, err
	}
	return artificial(ns, ew), nil
}

func pairExample(ns bridge.Award) string {
	if ns.Kind == bridge.Percent {
		return fmt.Sprintf("A%d/%d, or per-side averages such as A+/A-", ns.Percent, 100-ns.Percent)
	}
	return "per-side averages such as A+/A- or AVE+/AVE-, or percentages such as A60/40"
}

// award reads one side: A+, A=, A, A-, AVE±, AVG±, or a percentage with an
// optional A before and % after. after is what came before it, for
// messages.
func (p *parser) award(s, after string) (a bridge.Award, hadA bool, err error) {
	rest := s
	for _, pre := range []string{"AVE", "AVG", "A"} {
		if r, ok := strings.CutPrefix(rest, pre); ok {
			rest, hadA = r, true
			break
		}
	}
	switch {
	case hadA && (rest == "+"):
		return bridge.Award{Kind: bridge.AveragePlus}, true, nil
	case hadA && (rest == "" || rest == "="):
		return bridge.Award{Kind: bridge.Average}, true, nil
	case hadA && rest == "-":
		return bridge.Award{Kind: bridge.AverageMinus}, true, nil
	}
	num := strings.TrimSuffix(rest, "%")
	if num == "" || num[0] < '0' || num[0] > '9' || s != rest && s[:len(s)-len(rest)] != "A" {
		if after == "" && !hadA {
			return a, false, p.unknown(s)
		}
		return a, false, p.fail("%s%s is not an award (want A+, A, A- or a percentage such as A60/40)", bridge.Quote(s), where(after))
	}
	end := 0
	for end < len(num) && num[end] >= '0' && num[end] <= '9' {
		end++
	}
	if end < len(num) {
		if num[end] == '.' || num[end] == ',' {
			return a, false, p.fail("percentage %s: not a whole number (want a whole percentage 0..100)", num)
		}
		return a, false, p.fail("%s%s is not an award (want A+, A, A- or a percentage such as A60/40)", bridge.Quote(s), where(after))
	}
	if end > 3 {
		return a, false, p.fail("percentage %s above 100 (want 0..100, such as A60/40)", num)
	}
	v, _ := strconv.Atoi(num)
	if v > 100 {
		return a, false, p.fail("percentage %s above 100 (want 0..100, such as A60/40)", num)
	}
	return bridge.Award{Kind: bridge.Percent, Percent: v}, hadA, nil
}

func where(after string) string {
	if after == "" {
		return ""
	}
	return " after \"" + after + "\""
}

func (p *parser) unknown(t string) error {
	word, _, _ := strings.Cut(t, " ")
	if n, err := strconv.Atoi(word); err == nil && word == t && (word[0] == '+' || word[0] == '-' || n > 100) {
		return p.fail("a bare score (want ARB %s for an assigned score)", signed(n))
	}
	return p.fail("unknown code %s (%s)", bridge.Quote(word), wantAny)
}

// Assigned scores.

func (p *parser) arb(rest string) (bridge.Adjustment, error) {
	if rest == "" {
		return bridge.Adjustment{}, p.fail("no score after ARB (%s)", wantArb)
	}
	o, err := p.result(rest)
	if err != nil {
		return bridge.Adjustment{}, err
	}
	return assigned([]bridge.Outcome{o}, []bridge.Outcome{o}), nil
}

// assigned makes an assigned score whose sides own their outcomes.
func assigned(ns, ew []bridge.Outcome) bridge.Adjustment {
	return bridge.Adjustment{Kind: bridge.AdjAssigned, OutcomesNS: cloneOutcomes(ns), OutcomesEW: cloneOutcomes(ew)}
}

func cloneOutcomes(os []bridge.Outcome) []bridge.Outcome {
	out := make([]bridge.Outcome, len(os))
	for i, o := range os {
		out[i] = o
		if o.Play != nil {
			pl := *o.Play
			out[i].Play = &pl
		}
	}
	return out
}

// split reads SPLIT <ns>/<ew>: each side's score in its own view, or a
// contract with its result. A contract may hold a slash itself (4S/N/=),
// so each slash is tried.
func (p *parser) split(rest string) (bridge.Adjustment, error) {
	const want = "want SPLIT <NS score>/<EW score>, each side's score in its own view, such as SPLIT +420/-100, or contracts such as SPLIT 4S= N/4S-1 N"
	if rest == "" {
		return bridge.Adjustment{}, p.fail("no scores after SPLIT (%s)", want)
	}
	var first error
	slashes := 0
	for i := 0; i < len(rest); i++ {
		if rest[i] != '/' {
			continue
		}
		slashes++
		ns, err := p.result(strings.TrimSpace(rest[:i]))
		if err != nil {
			first = cmpErr(first, err)
			continue
		}
		ew, err := p.result(strings.TrimSpace(rest[i+1:]))
		if err != nil {
			first = cmpErr(first, err)
			continue
		}
		if ew.Play == nil {
			ew.Score = -ew.Score // EW's own view → NS view
		}
		return assigned([]bridge.Outcome{ns}, []bridge.Outcome{ew}), nil
	}
	if slashes == 1 {
		return bridge.Adjustment{}, first
	}
	return bridge.Adjustment{}, p.fail("%s is not two sides (%s)", bridge.Quote(rest), want)
}

func cmpErr(first, err error) error {
	if first == nil {
		return err
	}
	return first
}

// result reads one result: an NS score, or a contract with its result and
// declarer (PASS for a pass-out), as an outcome of weight 1.
func (p *parser) result(s string) (bridge.Outcome, error) {
	one := bridge.Outcome{Num: 1, Den: 1}
	if s == "" {
		return one, p.fail("a result missing (%s)", wantRes)
	}
	if looksLikeScore(s) {
		n, err := p.score(s)
		one.Score = n
		return one, err
	}
	c, decl, res, err := csvtrav.ParseContract(s, p.locale)
	if err != nil {
		return one, p.wrap(err, "%v", err)
	}
	play := bridge.Play{Contract: c}
	if !c.IsPass() {
		switch {
		case res == "" && decl == nil:
			return one, p.fail("%s: no result or declarer (%s)", bridge.Quote(s), wantRes)
		case res == "":
			return one, p.fail("%s: no result (%s)", bridge.Quote(s), wantRes)
		case decl == nil:
			return one, p.fail("%s: no declarer (%s)", bridge.Quote(s), wantRes)
		}
		tricks, err := bridge.ParseRelative(c, res)
		if err != nil {
			return one, p.wrap(err, "%s: %v", bridge.Quote(s), err)
		}
		play.Declarer, play.Tricks = *decl, tricks
	}
	one.Play = &play
	return one, nil
}

// looksLikeScore: a sign, or two digits (a contract's level is one digit
// followed by its strain).
func looksLikeScore(s string) bool {
	return s[0] == '+' || s[0] == '-' || len(s) == 1 && s[0] >= '0' && s[0] <= '9' ||
		len(s) >= 2 && s[0] >= '0' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9'
}

func (p *parser) score(s string) (int, error) {
	digits := strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	if !allDigits(digits) || len(digits) > maxDigits {
		return 0, p.fail("score %s: not a whole number (%s)", bridge.Quote(s), wantRes)
	}
	n, _ := strconv.Atoi(digits)
	if s[0] == '-' {
		n = -n
	}
	if n%10 != 0 || n > maxScore || n < -maxScore {
		return 0, p.fail("score %s: not a bridge score (want a multiple of 10 from -%d to +%d)", s, maxScore, maxScore)
	}
	return n, nil
}

// weighted reads W w1 r1 + w2 r2 ..., or W NS: ...; EW: ... .
func (p *parser) weighted(rest string) (bridge.Adjustment, error) {
	if rest == "" {
		return bridge.Adjustment{}, p.fail("no weighted results after W (%s)", wantW)
	}
	if !startsWithLabel(rest) {
		os, err := p.terms(rest, "", false)
		if err != nil {
			return bridge.Adjustment{}, err
		}
		return assigned(os, os), nil
	}
	const want = "want W NS: <results>; EW: <results>, such as W NS: -100; EW: 40% +620 + 60% -100"
	sides := map[string]string{}
	for rest != "" {
		if !startsWithLabel(rest) {
			return bridge.Adjustment{}, p.fail("%s: not a side (%s)", bridge.Quote(rest), want)
		}
		label := rest[:2]
		body := strings.TrimLeft(rest[2:], " ")[1:] // after the colon
		end := nextLabel(body)
		if _, dup := sides[label]; dup {
			return bridge.Adjustment{}, p.fail("%s given twice (%s)", label, want)
		}
		sides[label] = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(body[:end]), ";"))
		rest = strings.TrimSpace(body[end:])
	}
	if len(sides) != 2 {
		for label := range sides {
			return bridge.Adjustment{}, p.fail("only %s given (%s)", label, want)
		}
	}
	ns, err := p.terms(sides["NS"], "NS: ", true)
	if err != nil {
		return bridge.Adjustment{}, err
	}
	ew, err := p.terms(sides["EW"], "EW: ", true)
	if err != nil {
		return bridge.Adjustment{}, err
	}
	return assigned(ns, ew), nil
}

// startsWithLabel: "NS:" or "EW:" (a space before the colon allowed).
func startsWithLabel(s string) bool {
	if len(s) < 3 || s[:2] != "NS" && s[:2] != "EW" {
		return false
	}
	return strings.HasPrefix(strings.TrimLeft(s[2:], " "), ":")
}

// nextLabel is where the next side's label starts in s, or len(s).
func nextLabel(s string) int {
	for i := 1; i < len(s); i++ {
		if (s[i-1] == ' ' || s[i-1] == ';') && startsWithLabel(s[i:]) {
			return i
		}
	}
	return len(s)
}

// terms reads weighted results "w1 r1 + w2 r2 ...". side prefixes the
// messages ("NS: "); single allows one result without a weight (weight 1),
// as a side of the per-side form may be.
func (p *parser) terms(body, side string, single bool) ([]bridge.Outcome, error) {
	if body == "" {
		return nil, p.fail("%sno results (%s)", side, wantW)
	}
	if _, _, ok := weightAt(body); !ok && single {
		o, err := p.result(body)
		return []bridge.Outcome{o}, err
	}
	var out []bridge.Outcome
	sum := new(big.Rat)
	for {
		w, n, ok := weightAt(body)
		if !ok {
			return nil, p.weightErr(body, side)
		}
		wText := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(body[:n]), "*"))
		if w.Sign() <= 0 || w.Cmp(big.NewRat(1, 1)) > 0 {
			return nil, p.fail("%sweight %s: not above 0 and at most 1 (want a share such as 0.3, 30%% or 1/3)", side, wText)
		}
		body = body[n:]
		end := nextTerm(body)
		r := strings.TrimSpace(body[:end])
		if r == "" {
			return nil, p.fail("%sno result after weight %s (%s)", side, wText, wantW)
		}
		o, err := p.result(r)
		if err != nil {
			return nil, err
		}
		o.Num, o.Den = w.Num().Int64(), w.Denom().Int64()
		out = append(out, o)
		sum.Add(sum, w)
		if end == len(body) {
			break
		}
		body = strings.TrimSpace(body[end+1:])
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		return nil, p.fail("%sweights sum to %s, not 1 (want weights that add up to exactly 1, or 100%%)", side, bridge.NumberText(sum))
	}
	return out, nil
}

func (p *parser) weightErr(body, side string) error {
	if v, n, ok := numberAt(body); ok && v.Cmp(big.NewRat(1, 1)) <= 0 {
		num := body[:n]
		return p.fail("%sno \"*\" after the weight %s (want %s*<result>, or a percentage such as 30%% 4S= N)", side, num, num)
	}
	word, _, _ := strings.Cut(body, " ")
	return p.fail("%sa weight missing before %s (%s)", side, bridge.Quote(word), wantW)
}

// nextTerm is where the "+" before the next weighted result is in s, or
// len(s). A "+" counts only when a weight follows it, so an overtrick
// ("4S+1 N") or a score's sign never ends a result.
func nextTerm(s string) int {
	for j := 1; j < len(s); j++ {
		if s[j] == '+' {
			if _, _, ok := weightAt(strings.TrimLeft(s[j+1:], " ")); ok {
				return j
			}
		}
	}
	return len(s)
}

// numberAt reads an unsigned number at the start of s: digits, a decimal
// ("0.3", "0,3", "2.5") or a fraction ("1/3"). n is its length.
func numberAt(s string) (v *big.Rat, n int, ok bool) {
	digits := func(from int) int {
		i := from
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i
	}
	n = digits(0)
	if n == 0 || n > maxDigits {
		return nil, 0, false
	}
	text := s[:n]
	if n < len(s) && (s[n] == '.' || s[n] == ',' || s[n] == '/') {
		end := digits(n + 1)
		limit := maxDecimals
		if s[n] == '/' {
			limit = maxDigits
		}
		if end == n+1 || end-n-1 > limit {
			return nil, 0, false
		}
		sep := "."
		if s[n] == '/' {
			sep = "/"
		}
		text, n = text+sep+s[n+1:end], end
	}
	v, ok = new(big.Rat).SetString(text)
	if !ok {
		return nil, 0, false // a zero denominator
	}
	return v, n, true
}

// weightAt reads a weight and what ends it: a percentage ("30%", then an
// optional "*"), or a decimal or fraction then "*". n counts the spaces
// after it.
func weightAt(s string) (w *big.Rat, n int, ok bool) {
	w, n, ok = numberAt(s)
	if !ok {
		return nil, 0, false
	}
	pct := n < len(s) && s[n] == '%' && !strings.Contains(s[:n], "/")
	if pct {
		n++
		w.Quo(w, big.NewRat(100, 1))
	}
	j := n
	for j < len(s) && s[j] == ' ' {
		j++
	}
	switch {
	case j < len(s) && s[j] == '*':
		j++
		for j < len(s) && s[j] == ' ' {
			j++
		}
	case !pct:
		return nil, 0, false
	}
	return w, j, true
}

// Penalties and fouled boards.

// penalty reads PEN <side> <amount><unit>: -10% (of a top), -3MP, -2IMP,
// -1VP; amounts may be decimals or fractions. The minus may be left out.
func (p *parser) penalty(rest string) (bridge.Adjustment, error) {
	var side bridge.Side
	found := false
	for _, s := range []string{"N-S", "E-W", "N/S", "E/W", "NS", "EW"} {
		if r, ok := strings.CutPrefix(rest, s); ok {
			side, _ = bridge.ParseSide(s)
			rest, found = strings.TrimSpace(r), true
			break
		}
	}
	if !found {
		return bridge.Adjustment{}, p.fail("no side (%s)", wantPen)
	}
	if rest == "" {
		return bridge.Adjustment{}, p.fail("no penalty after %s (%s)", side, wantPen)
	}
	credit := false
	switch rest[0] {
	case '+': // a credit, as Format writes a file's published one
		rest, credit = strings.TrimSpace(rest[1:]), true
	case '-':
		rest = strings.TrimSpace(rest[1:])
	}
	v, n, ok := numberAt(rest)
	if !ok {
		return bridge.Adjustment{}, p.fail("penalty %s: not an amount (%s)", bridge.Quote(rest), wantPen)
	}
	amount := rest[:n]
	var unit bridge.PenaltyUnit
	switch u := strings.TrimSpace(rest[n:]); u {
	case "%":
		unit = bridge.PenTopFraction
	case "MP":
		unit = bridge.PenMP
	case "IMP", "IMPS":
		unit = bridge.PenIMP
	case "VP":
		unit = bridge.PenVP
	case "":
		return bridge.Adjustment{}, p.fail("penalty -%s: no unit (want %% of a top, MP, IMP or VP, such as -%s%% or -%sMP)", amount, amount, amount)
	default:
		return bridge.Adjustment{}, p.fail("penalty unit %s (want %% of a top, MP, IMP or VP)", bridge.Quote(u))
	}
	if v.Sign() == 0 {
		return bridge.Adjustment{}, p.fail("penalty of 0 (want an amount above 0, or no penalty)")
	}
	if !v.Num().IsInt64() || !v.Denom().IsInt64() {
		return bridge.Adjustment{}, p.fail("penalty %s: too large", amount)
	}
	num := v.Num().Int64()
	if credit {
		num = -num
	}
	return bridge.Adjustment{Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{
		Side: side, Num: num, Den: v.Denom().Int64(), Unit: unit}}, nil
}

// fouled reads FOUL <group>: a name of letters and digits, up to 8.
func (p *parser) fouled(rest string) (bridge.Adjustment, error) {
	const want = "want FOUL and the group of the version of the board this table played, such as FOUL B"
	if rest == "" {
		return bridge.Adjustment{}, p.fail("a group missing after FOUL (%s)", want)
	}
	if utf8.RuneCountInString(rest) > 8 || strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) >= 0 {
		return bridge.Adjustment{}, p.fail("group %s: not a name of up to 8 letters and digits (%s)", bridge.Quote(rest), want)
	}
	return bridge.Adjustment{Kind: bridge.AdjFouled, Group: rest}, nil
}

func signed(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}
