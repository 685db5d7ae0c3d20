package decisions

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// ParseScoreCells reads the adjustment that formats/pbn keeps for a
// ScoreTable row whose Score_NS/Score_EW cells are not a plain table score
// (spec/formats.md §9.3.2): one cell ("A=", standing for both sides) or
// "ns/ew" with "-" for an empty cell ("A=/A+", "-/800>a", "+420/-100").
//
// A cell is "-", a whole number (that side's score in its own view), or a
// Ruter code:
//
//	A=  A+  A-      average, average-plus, average-minus for that side; a
//	                code beside an empty cell stands for both sides
//	800>a           the table result (800) replaced by an artificial score:
//	                read as A+ for both sides, as the 60 % each of the
//	                sample rows shows
//	Pen  +0         no agreed meaning: an error matching ErrRuterCode
//
// Two numbers are an assigned score (SPLIT when they do not balance); one
// number beside an empty cell is an assigned score from that side (a lone
// number is the NS score). An award beside a score is an error: the model
// holds an artificial or an assigned score, not one of each. Errors are
// *Error with What "score cells".
func ParseScoreCells(text string) (bridge.Adjustment, error) {
	p := &parser{what: "score cells", text: strings.TrimSpace(text)}
	a, err := p.cells()
	if err != nil {
		return bridge.Adjustment{}, err
	}
	a.Text = p.text
	return a, nil
}

type cell struct {
	empty    bool
	score    int
	isScore  bool
	award    bridge.Award
	replaced bool // N>a
}

func (p *parser) cells() (bridge.Adjustment, error) {
	nsText, ewText, two := strings.Cut(p.text, "/")
	if !two {
		ewText = nsText
	}
	if strings.Contains(ewText, "/") {
		return bridge.Adjustment{}, p.fail("more than two cells (want Score_NS/Score_EW)")
	}
	ns, err := p.cell(nsText)
	if err != nil {
		return bridge.Adjustment{}, err
	}
	ew, err := p.cell(ewText)
	if err != nil {
		return bridge.Adjustment{}, err
	}
	if !two && ns.isScore { // a lone number: the NS score
		ew.empty = true
	}
	switch {
	case ns.empty && ew.empty:
		return bridge.Adjustment{}, p.fail("no score and no code (want a score or a code such as A=)")
	case ns.replaced || ew.replaced:
		if !(ns.replaced || ns.empty) || !(ew.replaced || ew.empty) {
			return bridge.Adjustment{}, p.fail("a replaced result beside another code (want N>a in one cell, or in both)")
		}
		plus := bridge.Award{Kind: bridge.AveragePlus}
		return artificial(plus, plus), nil
	case ns.isScore || ew.isScore:
		if !ns.isScore && !ns.empty || !ew.isScore && !ew.empty {
			return bridge.Adjustment{}, p.fail("an award beside a score (want two awards such as A+/A-, or two scores)")
		}
		out := func(score int) []bridge.Outcome { return []bridge.Outcome{{Num: 1, Den: 1, Score: score}} }
		switch {
		case ns.empty:
			return assigned(out(-ew.score), out(-ew.score)), nil
		case ew.empty:
			return assigned(out(ns.score), out(ns.score)), nil
		}
		return assigned(out(ns.score), out(-ew.score)), nil
	}
	if ns.empty {
		ns = ew
	}
	if ew.empty {
		ew = ns
	}
	return artificial(ns.award, ew.award), nil
}

func (p *parser) cell(text string) (cell, error) {
	t := fold(text)
	switch {
	case t == "" || t == "-":
		return cell{empty: true}, nil
	case t == "PEN" || t == "+0" || t == "-0":
		return cell{}, p.ruter(strings.TrimSpace(text))
	case t == "BYE":
		return cell{}, p.fail("a sit-out in a row with both pairs (want the missing pair's id as \"-\", which gives no entry)")
	case isReplaced(t):
		return cell{replaced: true}, nil
	case allDigits(strings.TrimPrefix(t, "-")):
		n, err := p.score(t)
		return cell{score: n, isScore: true}, err
	case t == "A=" || t == "A+" || t == "A-":
		a, _, err := p.award(t, "")
		return cell{award: a}, err
	}
	return cell{}, p.fail("unknown code %s (want a score, A=, A+, A-, or N>a such as 800>a)", bridge.Quote(strings.TrimSpace(text)))
}

// BridgemateLevel is the artificial score that a Bridgemate Data Connector
// result gives with a negative level (spec/formats.md §13.2): -1 A-/A-,
// -2 A-/A, -3 A-/A+, -4 A/A-, -5 A/A, -6 A/A+, -7 A+/A-, -8 A+/A, -9 A+/A+,
// NS first. Level -10 (not played) is not an adjustment but an entry of
// Kind NotPlayed, and gives an error like any other level.
func BridgemateLevel(level int) (bridge.Adjustment, error) {
	if level < -9 || level > -1 {
		return bridge.Adjustment{}, &Error{What: "Bridgemate level", Text: strconv.Itoa(level),
			Msg: "not an artificial score (want -1 to -9; -10 is not played, an entry's kind)"}
	}
	kinds := [3]bridge.AwardKind{bridge.AverageMinus, bridge.Average, bridge.AveragePlus}
	n := -level - 1
	a := artificial(bridge.Award{Kind: kinds[n/3]}, bridge.Award{Kind: kinds[n%3]})
	a.Text = a.String()
	return a, nil
}
